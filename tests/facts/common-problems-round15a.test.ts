// Facts behind the fifteenth round's (a) items, as readers describe the problem: Vue CLI 2's assetsPublicPath
// '/manage/' in the dev server, dev and build prefixes set apart ('/' and './'), externals written outside output,
// importing a .md file (no ?raw in 0.5.9), and the "Use async and/or defer for all script tags" audit. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting on other sources are noted at their section.
//
// Facts run by earlier files, not again here:
// - config/server/host: the dev server listens on 0.0.0.0 and prints "> Network:  http://<LAN IP>:<port>/" next to
//   "> Local:" (server-listen.test.ts, common-problems-round7a.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, project, rsbuild } from './topics-support';

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

// ---------------------------------------------------------------------------------------------------------
// guide/faq/features
//
// Run by earlier files, not again here: import text from './README.md' without a rule stops the build with Module
// parse failed, and the asset/source rule gives the Markdown text (common-problems.test.ts, round 9a).
// Rests on the source of @rsbuild/plugin-mdx 0.5.9, not run here (the plugin is not installed): its extensions option
// defaults to ['.mdx', '.md'], so it compiles .md files with @mdx-js/loader into components too.

test('guide/faq/features "import a .md file in a React project": 0.5.9 has no ?raw query: import text from \'./a.md?raw\' stops the build with Module parse failed, as without the query', () => {
  const dir = project({
    'src/a.md': '# Title\n\nSome *text*.\n',
    'src/index.js': "import text from './a.md?raw';\ndocument.body.textContent = text;\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/src\/a\.md\?raw\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected/,
  );
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue
//
// Not run here (neither vue nor @rsbuild/plugin-vue is installed). That pluginVue() defines __VUE_OPTIONS_API__: true,
// __VUE_PROD_DEVTOOLS__: false and __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false through source.define rests on the
// source of @rsbuild/plugin-vue 0.5.9 (src/index.ts, modifyRsbuildConfig). The messages are Vue's and vue-i18n's:
// early Vue 3 releases' runtime-core initFeatureFlags (3.0.x) warns "You are running the esm-bundler build of Vue. It is recommended to
// configure your bundler to explicitly replace feature flag globals with boolean literals to get proper tree-shaking
// in the final bundle."; vue-i18n 9 warns the same about "the esm-bundler build of vue-i18n" for its flags
// __VUE_I18N_FULL_INSTALL__, __VUE_I18N_LEGACY_API__ and __INTLIFY_PROD_DEVTOOLS__ (its "Feature build flags" guide).

// ---------------------------------------------------------------------------------------------------------
// guide/basic/unocss
//
// Not a test here: @unocss/webpack is not a dependency of this site. Run by hand for this round with
// @unocss/webpack 0.58.9 installed in a throw-away folder, tools.rspack { plugins: [UnoCSS()] } and import 'uno.css'
// in src/index.js: rsbuild build (0.5.9) stops with "× Resolve error: Can't resolve 'uno.css' in '<dir>/src'", as
// the page already said. "ERROR in ./_virtual_/__uno.css Module parse failed: Unexpected character '-'" is webpack's
// message (webpack projects using @unocss/webpack whose CSS rules do not apply to the virtual file); it rests on
// those users' reports, not on a run here.

// ---------------------------------------------------------------------------------------------------------
// config/html/script-loading
//
// "Use async and/or defer for all script tags" is the wording of SEO site checkers' audits; it rests on those
// tools, not on a run here.

test('config/html/script-loading "Use async and/or defer for all script tags": by default the script Rsbuild injects has defer; a <script> written in the template keeps its own attributes (none), one added with html.tags gets the defer given in attrs', () => {
  const dir = project({
    'index.html':
      '<!doctype html><html><head><title>t</title><script src="https://example.com/widget.js"></script></head><body><div id="root"></div></body></html>\n',
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html', tags: [{ tag: 'script', attrs: { src: 'https://example.com/stats.js', defer: true } }] } };\n",
  });
  assert.equal(build(dir).code, 0);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.match(html, /<script src="https:\/\/example\.com\/widget\.js"><\/script>/);
  assert.match(
    html,
    /<script src="https:\/\/example\.com\/stats\.js" defer(="defer")?><\/script>|<script defer(="defer")? src="https:\/\/example\.com\/stats\.js"><\/script>/,
  );
});
