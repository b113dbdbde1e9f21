// Facts behind the fifteenth round's (a) items, as readers describe the problem: Vue CLI 2's assetsPublicPath
// '/manage/' in the dev server, dev and build prefixes set apart ('/' and './').
//
// Facts run by earlier files, not again here:
// - config/server/host: the dev server listens on 0.0.0.0 and prints "> Network:  http://<LAN IP>:<port>/" next to
//   "> Local:" (server-listen.test.ts, common-problems-round7a.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix + config/output/asset-prefix

test("config/dev/asset-prefix \"Vue CLI 2 assetsPublicPath '/manage/', the dev server answers 404\": in rsbuild dev, output.assetPrefix '/manage/' alone leaves the page on /static/js/index.js (and /manage/ still serves the page); dev.assetPrefix '/manage/' makes the page load /manage/static/js/index.js, which the dev server answers with the script, at / and at /manage/", async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const scripts = (html: string) => (html.match(/src="[^"]+"/g) ?? []).filter((s) => s.includes('index'));
  const outputOnly = project({ ...src, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/manage/' } };\n" });
  let server = await devServer(outputOnly);
  try {
    for (const p of ['/', '/manage/']) {
      const r = await fetch(`${server.url}${p}`);
      assert.equal(r.status, 200);
      assert.deepEqual(scripts(await r.text()), ['src="/static/js/index.js"']);
    }
  } finally {
    await server.stop();
  }
  const both = project({
    ...src,
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/manage/' }, output: { assetPrefix: '/manage/' } };\n",
  });
  server = await devServer(both);
  try {
    for (const p of ['/', '/manage/']) {
      const r = await fetch(`${server.url}${p}`);
      assert.equal(r.status, 200);
      assert.deepEqual(scripts(await r.text()), ['src="/manage/static/js/index.js"']);
    }
    const js = await fetch(`${server.url}/manage/static/js/index.js`);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
  } finally {
    await server.stop();
  }
});

test("config/dev/asset-prefix \"dev uses / and the build needs ./\": dev.assetPrefix '/' and output.assetPrefix './' in one config: rsbuild build writes ./static/js/index.[hash].js, rsbuild dev serves /static/js/index.js", async () => {
  const dot = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/' }, output: { assetPrefix: './' } };\n",
  });
  build(dot);
  assert.match(distText(dot, /^index\.html$/), /src="\.\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const server = await devServer(dot);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /src="\/static\/js\/index\.js"/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals
//
// `ERROR  Invalid options in vue.config.js: "externals" is not allowed` is Vue CLI's: @vue/cli-service validates
// vue.config.js against its option schema (lib/options.js, with joi) and prints that line for a key it does not know;
// webpack options such as externals belong in configureWebpack there. Not run here.

test('config/output/externals "externals is not allowed (written at the top of the config)": 0.5.9 takes a top-level externals key in rsbuild.config without a word and bundles the package; output.externals leaves it out and reads the global', () => {
  const files = {
    'node_modules/fake-lib/package.json': '{ "name": "fake-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/fake-lib/index.js': "module.exports = 'FAKE_LIB_CODE_MARKER';\n",
    'src/index.js': "import lib from 'fake-lib';\ndocument.body.textContent = lib;\n",
  };
  const top = project({ ...files, 'rsbuild.config.mjs': "export default { externals: { 'fake-lib': 'FakeLib' } };\n" });
  const run = build(top);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /externals/i);
  assert.ok(distText(top, /^static\/js\/index\./).includes('FAKE_LIB_CODE_MARKER'));
  const output = project({ ...files, 'rsbuild.config.mjs': "export default { output: { externals: { 'fake-lib': 'FakeLib' } } };\n" });
  assert.equal(build(output).code, 0);
  const js = distText(output, /^static\/js\/index\./);
  assert.ok(!js.includes('FAKE_LIB_CODE_MARKER'));
  assert.match(js, /FakeLib/);
});
