// Facts behind the thirty-second round's (b) items, as readers describe the problem: React-Router's `cannot GET /path`
// for every route but `/` (1), a build deployed to IIS where the login page is not found (2), an H5 build with a
// single index.html whose second-level pages give 404 when opened directly (3), a first run that takes a minute (4),
// a slow compile together with a large output (5), a multi-page app where only index.html loads its JS (6),
// `Cannot GET /` on the dev server of a multi-page app whose pages sit under a folder (7), IE 11 still failing with
// `Promise is undefined` after a Promise polyfill was added (8), `Can't resolve '@components/App'` with the aliases of
// a jsconfig.json (9), files written to disk while developing with hot updates (10), mavon-editor's CSS failing with
// `Unexpected character '@'` (11) and a garbled `vue-cli-service inspect > webpack.config.js` (12). Each test runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Node.js or Chromium where they decide.
//
// Resting on other sources, not run here:
// - config/server/history-api-fallback (1): React Router v4's BrowserRouter, webpack-dev-server's historyApiFallback
//   and `cannot GET /path` are the report (reactjs/react-router-tutorial#330); webpack and React Router are not run,
//   a page with a script stands in for the app.
// - config/server/history-api-fallback (2): that IIS needs its URL Rewrite module and a rule in web.config that
//   rewrites requests for which no file or folder exists to the app's index.html is Microsoft's URL Rewrite
//   documentation and the answers in sxfad/react-admin#23 and zuiidea/antd-admin#274 ("redirect 404 to index.html");
//   IIS's `404 - File or directory not found.` is reactjs/react-router-tutorial#166. IIS is not run. Run here: a web.config in public/ is copied as it is to dist/.
// - config/server/history-api-fallback (3): uni-app's H5 build with `pages` and history mode is dcloudio/uni-app#516
//   and its answer (the server must be configured for history mode); uni-app is not run: a single-page Rsbuild app
//   stands in, and the WeChat OAuth redirect of the report is not run.
// - guide/optimization/build-performance (4): `webpack built … in 64233ms` at the first run is the report
//   (thereactivestack-legacy/meteor-webpack#95); Meteor and webpack are not run.
// - guide/optimization/build-performance (5): lin-cms-react's 5 min build and 11 MB output, and antd's `style: true`
//   as the cause, are Bongkai/lin-cms-react#9; antd and webpack are not run.
// - config/source/entry (6, 7): the HtmlWebpackPlugin `chunks` set-ups and dev-server.js of vue-cli-multipage are
//   breezefeng/vue-cli-multipage#12 and yaoyao1987/vue-cli-multipage#20 (pages served under /module/); not run. That
//   `Cannot GET /` is the 404 page of Express (finalhandler), which webpack-dev-server uses, is Express's source; not run.
// - config/output/polyfill (8): that IE 11 has no Promise and reports `'Promise' is undefined` is the report
//   (taylorhakes/promise-polyfill#91) and MDN's compatibility data; IE 11 is not run: Chromium with window.Promise
//   deleted before the page's scripts stands in for it.
// - guide/advanced/alias (9): craco-alias, craco.config.js and `source: 'jsconfig'` are risenxxx/craco-alias#1; craco
//   is not installed. That a `paths` key without `*` matches only that exact import is TypeScript's documentation of
//   module resolution; Rsbuild 0.5.9's resolver is run on it here.
// - config/dev/write-to-disk (10): easywebpack's in-memory dev build and the HTML fragments read from disk are
//   easy-team/easywebpack#55; not run.
// - guide/basic/css-usage (11): mavon-editor 2's dist/css/index.css starting with `@font-face{font-family:fontello;
//   src:url(../font/fontello.eot)…` and the webpack error are hinesboy/mavonEditor#198 and #410; mavon-editor is not
//   installed: a package of the same layout (dist/css/index.css, dist/font/fontello.*) stands in. That webpack gives
//   this error when no CSS rule covers node_modules (a rule with exclude: /node_modules/) is webpack's documentation of
//   module.rules and KyleAMathews/react-spinkit#41; webpack is not run.
// - guide/basic/cli (12): that `>` in Windows PowerShell 5.1 writes the file as UTF-16 LE (Out-File's default
//   encoding "unicode"), decoding a native command's output with [Console]::OutputEncoding first, is Microsoft's
//   about_Redirection and about_Character_Encoding documentation; PowerShell is not run. Run here: the files of
//   `rsbuild inspect` are UTF-8, a Chinese title in them readable as written.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  nextCompilation,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const page = (marker: string) => `document.body.dataset.page = '${marker}';\n`;

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "React-Router cannot GET /path": rsbuild dev answers /about and /path with index.html (200), by default and with historyApiFallback: true', async () => {
  for (const config of ['export default {};\n', 'export default { server: { historyApiFallback: true } };\n']) {
    const dir = project({ 'src/index.js': page('APP'), 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    try {
      for (const route of ['/about', '/path']) {
        const res = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
        assert.equal(res.status, 200, `${config} ${route}`);
        const html = await res.text();
        assert.doesNotMatch(html, /Cannot GET/);
        assert.match(html, /static\/js\/index\.js/);
      }
    } finally {
      await server.stop();
    }
  }
});

test('config/server/history-api-fallback "IIS 发布": a web.config in public/ is copied as it is to dist/web.config by rsbuild build, next to index.html', () => {
  const webConfig = '<?xml version="1.0" encoding="UTF-8"?>\n<configuration><system.webServer></system.webServer></configuration>\n';
  const dir = project({ 'src/index.js': page('APP'), 'public/web.config': webConfig });
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/web.config'), 'utf8'), webConfig);
  assert.ok(distFiles(dir).includes('index.html'));
});

test('config/server/history-api-fallback "打包完成之后只有一个 index.html, 无法直接访问二级页面": the build of a single-page app writes one HTML file, index.html; rsbuild preview answers /pages/apply/apply with it (200)', async () => {
  const dir = project({ 'src/index.js': page('APP') });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['index.html'],
  );
  const server = await previewServer(dir);
  try {
    const res = await fetch(`${server.url}/pages/apply/apply`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /static\/js\/index\.[0-9a-f]{8}\.js/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

test('guide/optimization/build-performance "build too long at first run": every start of rsbuild dev compiles again (a Client compiled line each time) and writes no cache folder; a save recompiles, with a line of its own', async () => {
  const dir = project({ 'src/index.js': page('FIRST') });
  for (let run = 0; run < 2; run++) {
    const server = await devServer(dir);
    try {
      assert.equal(compilations(server), 1);
      if (run === 1) {
        edit(dir, 'src/index.js', 'FIRST', 'SECOND');
        await nextCompilation(server, 1);
      }
    } finally {
      await server.stop();
    }
  }
  assert.equal(fs.existsSync(path.join(dir, 'node_modules/.cache')), false);
  assert.deepEqual(
    fs
      .readdirSync(dir)
      .filter((f) => f !== 'dist')
      .sort(),
    ['package.json', 'src'],
  );
});

test('guide/optimization/build-performance "Webpack 编译较慢，build 后体积较大": BUNDLE_ANALYZE=true rsbuild build writes dist/report-web.html, which names the package that makes the output large', () => {
  const big = `export const table = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => `row-${i}-BIGLIB`))};\n`;
  const dir = project({
    'node_modules/big-lib/package.json': '{ "name": "big-lib", "main": "index.js" }\n',
    'node_modules/big-lib/index.js': big,
    'src/index.js': "import { table } from 'big-lib';\nconsole.log(table.length);\n",
  });
  const run = build(dir, { BUNDLE_ANALYZE: 'true' });
  assert.match(run.output, /Webpack Bundle Analyzer saved report to .*dist[\\/]report-web\.html/);
  assert.match(fs.readFileSync(path.join(dir, 'dist/report-web.html'), 'utf8'), /big-lib/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "多页面 只有index.html能正常引入js 其他html均没有反应": an HTML file of your own in public/ gets no script; with an entry per page and html.template a function of the entry name, about.html gets about.js only; an entry renamed main gives main.html with main.js', () => {
  const own = project({
    'src/index.js': page('INDEX'),
    'public/about.html': '<!doctype html><html><body><div id="about"></div></body></html>\n',
  });
  build(own);
  assert.doesNotMatch(fs.readFileSync(path.join(own, 'dist/about.html'), 'utf8'), /<script/);

  const dir = project({
    'src/index.js': page('INDEX'),
    'src/about.js': page('ABOUT'),
    'src/main.js': page('MAIN'),
    'src/about.html': '<!doctype html><html><head><title>About</title></head><body><div id="about"></div></body></html>\n',
    'rsbuild.config.mjs':
      "export default { source: { entry: { main: './src/main.js', about: './src/about.js' } }, html: { template: ({ entryName }) => (entryName === 'about' ? './src/about.html' : undefined) } };\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['about.html', 'main.html'],
  );
  const about = fs.readFileSync(path.join(dir, 'dist/about.html'), 'utf8');
  assert.match(about, /<div id="about">/);
  assert.match(about, /static\/js\/about\.[0-9a-f]{8}\.js/);
  assert.doesNotMatch(about, /static\/js\/main\./);
  const main = fs.readFileSync(path.join(dir, 'dist/main.html'), 'utf8');
  assert.match(main, /static\/js\/main\.[0-9a-f]{8}\.js/);
  assert.doesNotMatch(main, /static\/js\/about\./);
});

test('config/source/entry "多页面 npm run dev 出现 Cannot GET / 想直接访问不加 module": with entries home and about, rsbuild dev prints /home and /about, serves them at /home, /home.html, /about, answers / with an empty 404 (no Cannot GET) and /module/home.html with 404; with the home page named index, / serves it', async () => {
  const files = { 'src/home.js': page('HOME'), 'src/about.js': page('ABOUT') };
  const dir = project({
    ...files,
    'rsbuild.config.mjs': "export default { source: { entry: { home: './src/home.js', about: './src/about.js' } } };\n",
  });
  const server = await devServer(dir);
  try {
    assert.match(server.log(), /- home +http:\/\/localhost:\d+\/home\n/);
    assert.match(server.log(), /- about +http:\/\/localhost:\d+\/about\n/);
    for (const [route, script] of [
      ['/home', 'home'],
      ['/home.html', 'home'],
      ['/about', 'about'],
    ]) {
      const res = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200, route);
      assert.match(await res.text(), new RegExp(`static/js/${script}\\.js`), route);
    }
    for (const route of ['/', '/module/home.html']) {
      const res = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 404, route);
      assert.equal(await res.text(), '', route);
    }
  } finally {
    await server.stop();
  }
  const named = project({
    ...files,
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/home.js', about: './src/about.js' } } };\n",
  });
  const second = await devServer(named);
  try {
    const res = await fetch(`${second.url}/`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /static\/js\/index\.js/);
  } finally {
    await second.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill

test('config/output/polyfill "IE 11 still not working, Promise is undefined": with ie 11 and polyfill entry, lib-polyfill.js holds a Promise and its script comes before the entry\'s; in Chromium without window.Promise the app\'s new Promise and import() run', async () => {
  const dir = project({
    'src/lazy.js': "export const lazy = 'LAZY_OK';\n",
    'src/index.js':
      "new Promise((resolve) => resolve('P_OK')).then((v) => { document.body.dataset.p = v; });\nimport('./lazy').then((m) => { document.body.dataset.lazy = m.lazy; });\n",
    'rsbuild.config.mjs':
      "export default { output: { overrideBrowserslist: ['ie 11'], polyfill: 'entry' }, html: { tags: [{ tag: 'script', children: 'delete window.Promise;', head: true, append: false }] } };\n",
  });
  build(dir);
  const polyfill = distFiles(dir).find((f) => /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(polyfill, distFiles(dir).join('\n'));
  assert.match(fs.readFileSync(path.join(dir, 'dist', polyfill), 'utf8'), /Promise/);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.ok(html.indexOf('lib-polyfill.') < html.indexOf('static/js/index.'), html);
  const server = await previewServer(dir);
  try {
    const seen = await visit(browser(), `${server.url}/`, () => [document.body.dataset.p, document.body.dataset.lazy, typeof Promise]);
    assert.deepEqual(seen, { errors: [], value: ['P_OK', 'LAZY_OK', 'function'] });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias

test('guide/advanced/alias "Can\'t resolve \'@components/App\'" with a jsconfig.json of "baseUrl": "src" and "@components": ["./components"]: ignored without tsconfigPath; with it, the exact key still leaves @components/App unresolved; "@components/*": ["./components/*"] resolves it', () => {
  const files = {
    'src/components/App.js': "export const App = 'APP_OK';\n",
    'src/index.js': "import { App } from '@components/App';\nconsole.log(App);\n",
  };
  const exact = '{ "compilerOptions": { "baseUrl": "src", "paths": { "@components": ["./components"] } } }\n';
  const star =
    '{ "compilerOptions": { "baseUrl": "src", "paths": { "@components": ["./components"], "@components/*": ["./components/*"] } } }\n';
  const ignored = rsbuild(project({ ...files, 'jsconfig.json': star }), ['build']);
  assert.notEqual(ignored.code, 0);
  assert.match(ignored.output, /Can't resolve '@components\/App'/);
  const withPath = "export default { source: { tsconfigPath: './jsconfig.json' } };\n";
  const exactRun = rsbuild(project({ ...files, 'jsconfig.json': exact, 'rsbuild.config.mjs': withPath }), ['build']);
  assert.notEqual(exactRun.code, 0);
  assert.match(exactRun.output, /Can't resolve '@components\/App'/);
  const ok = project({ ...files, 'jsconfig.json': star, 'rsbuild.config.mjs': withPath });
  build(ok);
  assert.match(distText(ok, /\.js$/), /APP_OK/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "dev 热更新下编译完也让文件落地磁盘": with writeToDisk true, rsbuild dev writes dist/index.html and dist/static/js/index.js, and after a save the file on disk holds the new code and hot-update files appear', async () => {
  const dir = project({ 'src/index.js': page('FIRST_SAVE'), 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  const server = await devServer(dir);
  try {
    const js = path.join(dir, 'dist/static/js/index.js');
    assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
    assert.match(fs.readFileSync(js, 'utf8'), /FIRST_SAVE/);
    edit(dir, 'src/index.js', 'FIRST_SAVE', 'SECOND_SAVE');
    await nextCompilation(server, 1);
    assert.ok(await waitFor(() => fs.readFileSync(js, 'utf8').includes('SECOND_SAVE')));
    assert.ok(
      distFiles(dir).some((f) => f.includes('.hot-update.')),
      distFiles(dir).join('\n'),
    );
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage

test("guide/basic/css-usage \"导入 mavon-editor 的 css 报错 Unexpected character '@'\": import 'mavon-editor/dist/css/index.css' (starting with @font-face and url(../font/…)) builds with no rule added; the rules go into a CSS file that index.html links, the large fonts to static/font/ and a small one inlined", () => {
  const css =
    "@font-face{font-family:fontello;src:url(../font/fontello.eot);src:url(../font/fontello.eot#iefix) format('embedded-opentype'),url(../font/fontello.woff) format('woff'),url(../font/fontello.woff2) format('woff2')}.v-note-wrapper{font-family:fontello;color:#123456}\n";
  const dir = project({
    'node_modules/mavon-editor/package.json': '{ "name": "mavon-editor", "main": "dist/mavon-editor.js" }\n',
    'node_modules/mavon-editor/dist/mavon-editor.js': 'module.exports = {};\n',
    'node_modules/mavon-editor/dist/css/index.css': css,
    'node_modules/mavon-editor/dist/font/fontello.eot': Buffer.alloc(20000, 1),
    'node_modules/mavon-editor/dist/font/fontello.woff': Buffer.alloc(20000, 2),
    'node_modules/mavon-editor/dist/font/fontello.woff2': Buffer.alloc(2000, 3),
    'src/index.js': "import 'mavon-editor/dist/css/index.css';\nconsole.log('EDITOR');\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed|Unexpected character/);
  const out = distText(dir, /^static\/css\/.*\.css$/);
  const sheet = distFiles(dir).find((f) => f.endsWith('.css')) ?? '';
  assert.ok(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').includes(sheet));
  assert.match(out, /@font-face/);
  assert.match(out, /#123456/);
  assert.match(out, /url\(data:font\/woff2;base64,[^)]*\)/);
  const fonts = distFiles(dir).filter((f) => f.startsWith('static/font/'));
  assert.deepEqual(
    fonts.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/font/fontello.[hash].eot', 'static/font/fontello.[hash].woff'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test('guide/basic/cli "vue-cli-service inspect > webpack.config.js 乱码": rsbuild inspect writes dist/rsbuild.config.mjs and dist/rspack.config.web.mjs itself, in UTF-8: a Chinese html.title reads as written, no byte-order mark', () => {
  const dir = project({ 'src/index.js': page('APP'), 'rsbuild.config.mjs': "export default { html: { title: '管理后台' } };\n" });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /Inspect config succeed/);
  for (const file of ['rsbuild.config.mjs', 'rspack.config.web.mjs']) {
    const bytes = fs.readFileSync(path.join(dir, 'dist', file));
    assert.notEqual(bytes[0], 0xff, file);
    assert.notEqual(bytes[0], 0xef, file);
    assert.ok(bytes.toString('utf8').includes('管理后台'), file);
  }
});
