// Facts behind the twelfth round's (b) "Common problems" items, as readers describe the problem: custom names for
// the built files (a string of one's own, over-long chunk names, the "random string" app.ae11c39d.js, chunks named
// by numbers), a proxy that does nothing after deployment, CDN links of vue / vue-router / axios to be bundled
// instead. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Items of the round whose behaviour an earlier facts test already runs (not run again here):
// - config/output/charset "中文被转成 \uXXXX, 能否禁止": build.test.ts 'config/output/charset: CJK text is escaped only by
//   the minifier with "ascii"' (ascii escapes, utf8 keeps the text, development keeps it).
// - config/output/asset-prefix "Loading chunk 1 failed on every route but the home page" / "Unexpected token '<' on a
//   nested URL": common-problems-round6a.test.ts (the './' prefix on /user/42, "Uncaught SyntaxError: Unexpected token
//   '<'" and "ChunkLoadError: Loading chunk <id> failed."); the GitHub Pages project site under /<repo>/ (404 from the
//   domain root, fixed by assetPrefix '/<repo>/'): common-problems-round7a.test.ts 'config/output/asset-prefix "deployed to a
//   sub-folder of a server ..."'.
// - config/output/inline-scripts "内联到 html": inline-assets.test.ts and common-problems-round10a.test.ts (inlineScripts:
//   true writes the entry script into index.html, lazy chunks stay files).
// - config/html/script-loading "js 插在 head 里会阻塞吗": common-problems-output.test.ts 'config/html/inject +
//   config/html/script-loading "Why are the <script> tags in <head>..."' (in <head> with defer) and html-options.test.ts
//   (defer by default). That a deferred script does not block parsing and runs after the document has been parsed is
//   the HTML standard's definition of the defer attribute ("scripting: the script element"), not run here.
// - config/output/dist-path "js 放在不同的文件夹": the distPath tests in source-output-pages.test.ts and round 11a's.
// - config/source/entry "one HTML page per entry": common-problems.test.ts 'config/source/entry "a multi-page
//   application..."' and common-problems-round11b.test.ts (the routing rules).
// - config/server/port + config/server/strict-port "another instance still runs, the port moved": server-listen.test.ts
//   ('Port 8080 is in use, using port 8081.', strictPort in both servers) and dev.test.ts ('Port "<port>" is occupied,
//   please choose another one.').
// - guide/faq/hmr "have to refresh the browser by hand": the checks it points to are run by faq-hmr.test.ts.
//
// Claims about other tools rest on their documentation, not on a run here: Vue CLI's `chunkFilename` and webpack's
// `output.chunkFilename` name the non-initial chunks, and webpack's `[name]` of an unnamed chunk is its id (webpack's
// "Output" configuration page, output.chunkFilename); Vue CLI's `npm run serve` runs webpack-dev-server, whose
// `devServer.proxy` exists only in that server (Vue CLI's configuration reference, devServer.proxy).
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { hashed, build, distFiles, distText, sharedBrowser, listen, previewServer, project, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/output/filename + config/output/filename-hash

const lazyApp = {
  'src/index.js':
    "import('./pages/user-center/profile-settings.js').then((m) => m.default());\nimport('./pages/order-list.js').then((m) => m.default());\n",
  'src/pages/user-center/profile-settings.js': "export default () => console.log('profile');\n",
  'src/pages/order-list.js': "export default () => console.log('orders');\n",
};

test('config/output/filename "chunk names too long / [name] became an id": rsbuild dev names a lazy chunk after its module path (src_pages_user-center_profile-settings_js.js), the production build by its numeric id plus the content hash (<id>.[hash].js), and the ids are not 0, 1, 2', () => {
  const dir = project(lazyApp);
  build(dir, { NODE_ENV: 'development' });
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.js')),
    ['static/js/async/src_pages_order-list_js.js', 'static/js/async/src_pages_user-center_profile-settings_js.js', 'static/js/index.js'],
  );
  build(dir);
  const lazy = distFiles(dir).filter((f) => f.startsWith('static/js/async/'));
  assert.equal(lazy.length, 2);
  const ids = lazy.map((f) => {
    const m = /^static\/js\/async\/(\d+)\.[0-9a-f]{8}\.js$/.exec(f);
    assert.ok(m, f);
    return Number(m[1]);
  });
  assert.ok(
    ids.every((id) => id > 2),
    ids.join(', '),
  );
});

test('config/output/filename "add a string of my own to the built file names" + "app.ae11c39d.js: choose the name myself": the template\'s text goes into every JS file name, lazy chunks included; the name before the hash is the entry name (source.entry app), [name].js drops the hash, and index.html loads the new names', () => {
  const own = project({
    ...lazyApp,
    'rsbuild.config.mjs': "export default { output: { filename: { js: 'shop-[name].[contenthash:8].js' } } };\n",
  });
  build(own);
  const files = hashed(distFiles(own)).filter((f) => f.endsWith('.js'));
  assert.equal(files.filter((f) => /^static\/js\/async\/shop-\d+\.\[hash\]\.js$/.test(f)).length, 2, files.join('\n'));
  assert.ok(files.includes('static/js/shop-index.[hash].js'), files.join('\n'));
  assert.match(distText(own, /^index\.html$/), /<script defer="defer" src="\/static\/js\/shop-index\.[0-9a-f]{8}\.js"><\/script>/);

  const app = project({
    'src/main.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { source: { entry: { app: './src/main.js' } } };\n",
  });
  build(app);
  assert.deepEqual(hashed(distFiles(app)), ['app.html', 'static/js/app.[hash].js']);

  const plain = project({
    'src/main.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { source: { entry: { app: './src/main.js' } }, output: { filename: { js: '[name].js' } } };\n",
  });
  build(plain);
  assert.deepEqual(distFiles(plain), ['app.html', 'static/js/app.js']);
  assert.match(distText(plain, /^app\.html$/), /src="\/static\/js\/app\.js"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test('config/server/proxy "代理只能在 npm start 生效吗, build 部署后没效果": rsbuild preview forwards /api (rsbuild dev too: server-proxy.test.ts), the build output holds no trace of the rule, and a static host of dist answers /api/users with index.html (fallback) or 404', async (t) => {
  const backend = http.createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })),
  );
  const port = await listen(backend, t);
  const dir = project({
    'src/index.js': "fetch('/api/users').then((r) => r.text()).then((t) => { document.body.dataset.api = t; });\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${port}' } } };\n`,
  });
  build(dir);
  const preview = await previewServer(dir);
  try {
    const res = await fetch(`${preview.url}/api/users`, { headers: { accept: 'application/json' } });
    assert.deepEqual(await res.json(), { path: '/api/users' });
  } finally {
    await preview.stop();
  }
  const dist = path.join(dir, 'dist');
  assert.ok(!distText(dir, /./).includes(String(port)), "the back end's port is nowhere in dist/");

  const spa = await staticHost(t, dist, { fallback: true });
  const seen = await visit(browser(), `${spa}/`, () => document.body.dataset.api ?? '');
  assert.match(seen.value, /^<!doctype html>/i);
  const bare = await staticHost(t, dist);
  assert.equal((await fetch(`${bare}/api/users`)).status, 404);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

const fakePackages = {
  'node_modules/vue/package.json': '{ "name": "vue", "main": "index.js" }\n',
  'node_modules/vue/index.js': "exports.name = 'VUE_CODE';\n",
  'node_modules/vue-router/package.json': '{ "name": "vue-router", "main": "index.js" }\n',
  'node_modules/vue-router/index.js': "exports.name = 'ROUTER_CODE';\n",
  'node_modules/axios/package.json': '{ "name": "axios", "main": "index.js" }\n',
  'node_modules/axios/index.js': "exports.name = 'AXIOS_CODE';\n",
  'src/index.js':
    "import { name as vue } from 'vue';\nimport { name as router } from 'vue-router';\nimport { name as axios } from 'axios';\ndocument.body.dataset.libs = [vue, router, axios].join(',');\n",
};
const cdnTemplate = (cdn: boolean): string =>
  `<!doctype html><html><head><title>app</title>${
    cdn
      ? '<script src="https://unpkg.com/vue@3"></script><script src="https://unpkg.com/vue-router@4"></script><script src="https://unpkg.com/axios@1"></script>'
      : ''
  }</head><body><div id="app"></div></body></html>\n`;

test('config/output/externals "index.html has CDN links of vue, vue-router, axios; bundle them into the JS instead": with externals the bundle has none of their code and the CDN tags of the template stay in index.html; without externals and without the tags their code is in the bundle, index.html has no CDN link and the page runs', async () => {
  const cdn = project({
    ...fakePackages,
    'public/index.html': cdnTemplate(true),
    'rsbuild.config.mjs':
      "export default { html: { template: './public/index.html' }, output: { externals: { vue: 'Vue', 'vue-router': 'VueRouter', axios: 'axios' } } };\n",
  });
  build(cdn);
  const js = distText(cdn, /\.js$/);
  for (const code of ['VUE_CODE', 'ROUTER_CODE', 'AXIOS_CODE']) assert.ok(!js.includes(code), code);
  assert.equal((distText(cdn, /^index\.html$/).match(/src="https:\/\/unpkg\.com\//g) ?? []).length, 3);

  const bundled = project({
    ...fakePackages,
    'public/index.html': cdnTemplate(false),
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  });
  build(bundled);
  const all = distText(bundled, /\.js$/);
  for (const code of ['VUE_CODE', 'ROUTER_CODE', 'AXIOS_CODE']) assert.ok(all.includes(code), code);
  const html = distText(bundled, /^index\.html$/);
  assert.doesNotMatch(html, /unpkg/);
  const preview = await previewServer(bundled);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.body.dataset.libs);
    assert.deepEqual(seen, { errors: [], value: 'VUE_CODE,ROUTER_CODE,AXIOS_CODE' });
  } finally {
    await preview.stop();
  }
});
