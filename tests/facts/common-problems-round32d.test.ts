// Facts behind the thirty-second round's (d) items, as readers describe the problem: `const` in the output that
// iOS 9 cannot run, from a dependency such as vue-lazyload 1.3.4 (1), UglifyJs' `Unexpected token punc «(», expected
// punc «:»` at muse-ui/src (2), `Module parse failed: Unexpected token` at @wangeditor/editor's dist/index.esm.js in a
// Vue 2 project (3) (config/source/include); Chrome 49 stuck on the loading page (4) and an H5 page blank on old
// OPPO phones (5) (guide/advanced/browser-compatibility); a `.js` and a `.png` in ./dist but no index.html
// (guide/basic/output-files, 6); renaming the chunk 1-73c50e7.js to homepage-73c50e7.js
// (guide/optimization/split-chunk, 7); a workspace package with `paths` of its own tsconfig.json and
// `Can't resolve 'app/...'` (plugins/list/plugin-source-build, 8); a qiankun sub-app that updates on its own page but
// not in the main app (config/dev/client, 9); openBrowser('http://localhost:8080') when the port is not 8080
// (config/dev/start-url, 10); postcss.config.js configured and px not turned into rem (config/tools/postcss, 11);
// how to stop HMR while `npm run serve` runs (config/dev/hmr, 12). Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Chromium for the pages.
//
// Resting on other sources, not run here:
// - config/source/include (1): that iOS 9's Safari rejects `const` in strict-mode code is Safari's ES2015 support
//   (full `const`/`let` from Safari 10; MDN's compatibility data); that vue-lazyload 1.3.4 ships `const` is
//   hilongjw/vue-lazyload#492. No Safari 9 is run: what is run is that 0.5.9 keeps a package's `const` under a list
//   with `ios_saf >= 9` until the package is in source.include, and compiles the app's own.
// - config/source/include (2): the UglifyJs message at ./~/muse-ui/src/internal/scroll.js is webpack's (with
//   UglifyJS 2, which parses ES5 only) as airyland/vux#1325 quotes it; webpack and UglifyJS are not run. A package of
//   ours with a method shorthand under src/ stands in for muse-ui.
// - config/source/include (3): that the old webpack of a Vue 2 template fails on the object spread of
//   @wangeditor/editor's dist/index.esm.js is wangeditor-team/wangEditor#4211 (its output and package.json); webpack
//   is not run, and a package of ours with the same spread stands in for @wangeditor/editor.
// - guide/advanced/browser-compatibility (4, 5): that Chrome 49 lacks async functions (Chrome 55) and object spread
//   (Chrome 60) is MDN's compatibility data; that the pages of ant-design/pro-components#4587 and Justson/AgentWeb#869
//   (Android 5.1) stayed loading or blank, and that a browserslist naming the WebView's Chrome version fixed the
//   latter, are those reports' words. No old browser is run.
// - guide/basic/output-files (6): that webpack-simple's index.html lives in the project root and loads
//   /dist/build.js is vuejs-templates/webpack-simple's template (vuejs-templates/webpack-simple-2.0#17).
// - plugins/list/plugin-source-build (8): @rsbuild/plugin-source-build 0.5.9 is not installed. That it passes the
//   tsconfig.json of each workspace package it finds to Rspack as `resolve.tsConfig.references` rests on the plugin's
//   source (src/plugin.ts, modifyRspackConfig), as the page's "It applies each package's tsconfig" states; here that
//   setting is made by hand with tools.rspack (Rspack 0.5.9 accepts resolve.tsConfig with references).
// - config/dev/client (9): qiankun and umi are not run; the main app is a page of ours on 127.0.0.2 that runs the
//   sub-app's scripts (as microFrontendHost does), the wording is umijs/qiankun#2553's.
// - config/tools/postcss (11): the plugin is a px-to-rem plugin of ours in the project (postcss-pxtorem and
//   postcss-px-to-viewport are not installed); both act on the CSS PostCSS is given, as their READMEs say.
// - config/dev/hmr (12): Vue CLI's `devServer: { hot: false, liveReload: false }` is the answer in vuejs/vue-cli#5179.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  RSBUILD_BIN,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  fakeOpener,
  freePort,
  hashed,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const bytes = (n: number, seed = 1): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed * 17 + (i >> 7)) % 251));

/** The entry's JavaScript of a production build (not the lib-* chunks). */
const entryJs = (dir: string): string => distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

// ---------------------------------------------------------------------------------------------------------
// config/source/include (1) "产物中将const编译了进去 ios9中执行报错"

test('config/source/include "const in the output, iOS 9 fails": with ios_saf >= 9 in the browserslist, the app\'s const and let become var, a package\'s const stays until the package is in source.include', () => {
  const files = {
    '.browserslistrc': 'ios_saf >= 9\n',
    'node_modules/lazy-lib/package.json': '{ "name": "lazy-lib", "version": "1.3.4", "main": "index.js" }\n',
    'node_modules/lazy-lib/index.js':
      'export function lazy(el) {\n  const DEFAULT_URL = "data:,";\n  let state = { el, src: DEFAULT_URL };\n  return state;\n}\n',
    'src/index.js':
      "import { lazy } from 'lazy-lib';\nconst appState = lazy(document.body);\nlet shown = appState.src;\ndocument.body.dataset.src = shown;\n",
  };
  const noMinify = 'output: { minify: false }';
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { ${noMinify} };\n` });
  build(plain);
  const out = entryJs(plain);
  assert.match(out, /const DEFAULT_URL = "data:,"/);
  assert.match(out, /let state = \{/);
  assert.match(out, /var appState = /);
  assert.doesNotMatch(out, /(const|let) (appState|shown)/);

  const fixed = project({
    ...files,
    'rsbuild.config.mjs': `export default { ${noMinify}, source: { include: [/[\\\\/]node_modules[\\\\/]lazy-lib[\\\\/]/] } };\n`,
  });
  build(fixed);
  const js = entryJs(fixed);
  assert.match(js, /var DEFAULT_URL = "data:,"/);
  assert.doesNotMatch(js, /\b(const|let) (DEFAULT_URL|state|appState|shown)\b/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (2) "from UglifyJs Unexpected token punc «(», expected punc «:» muse-ui/src"

test('config/source/include "UglifyJs Unexpected token punc «(», expected punc «:» at a UI library\'s src/": rsbuild build minifies a package\'s method shorthand without an error (into ES2015 still); with ie 11 in the list it stays a shorthand until the package is in source.include, then becomes scroll: function (el)', () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "2.1.0", "main": "src/index.js" }\n',
    'node_modules/ui-lib/src/index.js': 'export default {\n  scroll(el) {\n    return el.scrollTop;\n  },\n};\n',
    'src/index.js': "import scroll from 'ui-lib';\nwindow.top_ = scroll.scroll(document.documentElement);\n",
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(plain);
  assert.match(entryJs(plain), /\bscroll ?\(el\) \{/);
  const minified = project({ ...files, 'rsbuild.config.mjs': 'export default {};\n' });
  const run = build(minified);
  assert.doesNotMatch(run.output, /error/i);
  // still ES2015 once minified: the minifier writes the shorthand as an arrow function
  assert.match(entryJs(minified), /scroll:\w=>\w\.scrollTop/);

  const fixed = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { minify: false }, source: { include: [/[\\\\/]node_modules[\\\\/]ui-lib[\\\\/]/] } };\n',
  });
  build(fixed);
  const js = entryJs(fixed);
  assert.match(js, /scroll: function\(el\)/);
  assert.doesNotMatch(js, /\bscroll ?\(el\) \{/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (3) "vue2项目 Module parse failed: Unexpected token ./node_modules/@wangeditor/editor/dist/index.esm.js"

test('config/source/include "Module parse failed: Unexpected token at a package\'s dist/index.esm.js (object spread)": rsbuild build parses it; under chrome >= 55 the spread stays in the output until the package is in source.include', () => {
  const files = {
    '.browserslistrc': 'chrome >= 55\n',
    'node_modules/@editor/core/package.json':
      '{ "name": "@editor/core", "version": "5.0.1", "main": "dist/index.js", "module": "dist/index.esm.js" }\n',
    'node_modules/@editor/core/dist/index.js': 'module.exports = {};\n',
    'node_modules/@editor/core/dist/index.esm.js':
      'export function setLocale(i18n, locale) {\n  const prevLocale = i18n.locale;\n  i18n.locale = { ...prevLocale,\n    strings: { ...prevLocale.strings,\n      ...locale.strings\n    }\n  };\n  return i18n;\n}\n',
    'src/index.js':
      "import { setLocale } from '@editor/core';\nconst mine = { ...{ a: 1 }, b: 2 };\nwindow.i18n_ = setLocale({ locale: { strings: {} } }, { strings: mine });\n",
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  const run = build(plain);
  assert.doesNotMatch(run.output, /Module parse failed/);
  const out = entryJs(plain);
  assert.match(out, /i18n\.locale = \{\s*\.\.\.prevLocale,/);
  assert.doesNotMatch(out, /mine = \{\s*\.\.\./);

  const fixed = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { minify: false }, source: { include: [/[\\\\/]node_modules[\\\\/]@editor[\\\\/]core[\\\\/]/] } };\n',
  });
  build(fixed);
  assert.doesNotMatch(entryJs(fixed), /\{\s*\.\.\.prevLocale/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility (4) "chrome 49 载入页面后一直是加载中 支持的浏览器版本如何配置", (5) "OPPO低版本手机加载H5白屏"

test('guide/advanced/browser-compatibility "Chrome 49 stuck loading / old Android WebView blank": with the default list an async function and an object spread stay as written; with chrome >= 49 (or chrome >= 37) in .browserslistrc the entry has neither; with chrome >= 37 no arrow function, const or class either', () => {
  const src = {
    'src/index.js':
      'class Page { constructor(o) { this.o = { ...o, ready: true }; } }\nconst load = async () => { const res = await Promise.resolve(1); return new Page({ res }); };\nload().then((p) => { document.body.textContent = JSON.stringify(p.o); });\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  };
  const plain = project(src);
  build(plain);
  const out = entryJs(plain);
  assert.match(out, /async \(\)=>/);
  assert.match(out, /\{\s*\.\.\.o,/);
  for (const list of ['chrome >= 49', 'chrome >= 37']) {
    const dir = project({ ...src, '.browserslistrc': `${list}\n` });
    build(dir);
    const js = entryJs(dir);
    assert.doesNotMatch(js, /\basync\b|\bawait\b/, list);
    assert.doesNotMatch(js, /\.\.\.o\b/, list);
    if (list === 'chrome >= 37') assert.doesNotMatch(js, /=>|\bconst\b|\bclass Page\b/, list);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files (6) "npm run build puts a .js and a .png file in ./dist but no index.html"

test('guide/basic/output-files "a .js and a .png in ./dist but no index.html": with webpack-simple\'s layout (index.html in the root loading /dist/build.js), rsbuild build writes its own dist/index.html, which loads static/js/index.[hash].js, and the image to static/image/; the root index.html is not read', () => {
  const dir = project({
    'index.html':
      '<!doctype html><html><head><title>simple</title></head><body><div id="app"></div><script src="/dist/build.js"></script></body></html>\n',
    'src/logo.png': Buffer.concat([PNG, bytes(12_000)]),
    'src/index.js': "import logo from './logo.png';\nconst img = new Image();\nimg.src = logo;\ndocument.body.appendChild(img);\n",
  });
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('index.html'), files.join('\n'));
  assert.ok(files.includes('static/js/index.[hash].js'), files.join('\n'));
  assert.ok(files.includes('static/image/logo.[hash].png'), files.join('\n'));
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.doesNotMatch(html, /build\.js|<title>simple<\/title>/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (7) "change the name of the chunk 1-73c50e7.js to homepage-73c50e7.js"

test('guide/optimization/split-chunk "1-73c50e7.js to homepage-73c50e7.js": with output.filename.js [name]-[contenthash:7].js, an import() without a comment is written as static/js/async/<id>-<7 hex>.js, with webpackChunkName "homepage" as static/js/async/homepage-<7 hex>.js; the entry becomes index-<7 hex>.js', () => {
  const dir = project({
    'src/index.js':
      "import(/* webpackChunkName: \"homepage\" */ './Homepage.js').then((m) => m.default());\nimport('./About.js').then((m) => m.default());\n",
    'src/Homepage.js': "export default () => console.log('homepage');\n",
    'src/About.js': "export default () => console.log('about');\n",
    'rsbuild.config.mjs': "export default { output: { filename: { js: '[name]-[contenthash:7].js' } } };\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.ok(
    js.some((f) => /^static\/js\/async\/homepage-[0-9a-f]{7}\.js$/.test(f)),
    js.join('\n'),
  );
  assert.ok(
    js.some((f) => /^static\/js\/async\/\d+-[0-9a-f]{7}\.js$/.test(f)),
    js.join('\n'),
  );
  assert.ok(
    js.some((f) => /^static\/js\/index-[0-9a-f]{7}\.js$/.test(f)),
    js.join('\n'),
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-source-build (8) "monorepo package with paths in its own tsconfig.json: Can't resolve 'app/...'"

function workspace(config: string): string {
  const top = project({
    'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "jsx": "react-jsx" } }\n',
    'packages/ui/package.json': '{ "name": "@demo/ui", "version": "1.0.0", "main": "src/index.ts", "source": "src/index.ts" }\n',
    'packages/ui/tsconfig.json':
      '{\n  "include": ["src"],\n  "extends": "../../tsconfig.json",\n  "compilerOptions": { "baseUrl": "./", "paths": { "app/*": ["src/*"] } }\n}\n',
    'packages/ui/src/index.ts': "import { label } from 'app/label';\nexport const title = (): string => label('ui');\n",
    'packages/ui/src/label.ts': 'export const label = (s: string): string => `[${s}]`;\n',
    'apps/web/package.json': '{ "name": "web", "private": true, "dependencies": { "@demo/ui": "workspace:*" } }\n',
    'apps/web/tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["src"] }\n',
    'apps/web/src/index.ts': "import { title } from '@demo/ui';\ndocument.title = title();\n",
    'apps/web/rsbuild.config.mjs': config,
  });
  fs.mkdirSync(path.join(top, 'apps/web/node_modules/@demo'), { recursive: true });
  fs.symlinkSync(path.join(top, 'packages/ui'), path.join(top, 'apps/web/node_modules/@demo/ui'), 'dir');
  return path.join(top, 'apps/web');
}

test("plugins/list/plugin-source-build \"a package's own tsconfig paths: Can't resolve 'app/...'\": the package's import of app/label fails the app's build with Can't resolve 'app/label'; with the package's tsconfig.json in resolve.tsConfig.references (what the plugin sets) it builds", () => {
  const failing = rsbuild(workspace('export default {};\n'), ['build']);
  assert.notEqual(failing.code, 0);
  assert.match(failing.output, /Can't resolve 'app\/label'/);

  const fixed = workspace(
    "import path from 'node:path';\nexport default { tools: { rspack: (config) => { config.resolve.tsConfig = { configFile: path.resolve(__dirname, 'tsconfig.json'), references: [path.resolve(__dirname, '../../packages/ui/tsconfig.json')] }; } } };\n",
  );
  build(fixed);
  assert.doesNotMatch(entryJs(fixed), /app\/label/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client (9) "子应用修改代码可以热更新，但是主应用没有同步更新"

/** A main app on `host` (an address of its own) running the sub-app's scripts, as qiankun runs them; returns its origin. */
async function mainApp(subUrl: string, host: string, t: { after: (fn: () => void) => void }): Promise<string> {
  const html = await (await fetch(`${subUrl}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${subUrl}/`).href);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>main</title><body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://${host}:${port}`;
}

test("config/dev/client \"the sub-app updates on its own page, the main app does not\": in a main app at another address, the sub-app's client connects to the main app's host name on the sub-app's port; a dev server that does not answer there leaves the main page unchanged after a save, while the sub-app's own page updates; with client host and port and dev.assetPrefix pointing at the sub-app the main page updates", async (t) => {
  const run = async (config: string, expectMainUpdates: boolean) => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'sub-app 1';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const own = `http://127.0.0.1:${server.port}`;
    const main = await mainApp(own, '127.0.0.2', t);
    const mainPage = await browser().newPage();
    const ownPage = await browser().newPage();
    const sockets: string[] = [];
    mainPage.on('websocket', (ws) => sockets.push(ws.url()));
    try {
      await mainPage.goto(`${main}/`);
      await ownPage.goto(`${own}/`);
      assert.equal(await mainPage.textContent('body'), 'sub-app 1');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      edit(dir, 'src/index.js', 'sub-app 1', 'sub-app 2');
      assert.ok(await waitFor(async () => (await ownPage.textContent('body').catch(() => '')) === 'sub-app 2', 30_000));
      const updated = await waitFor(async () => (await mainPage.textContent('body').catch(() => '')) === 'sub-app 2', 5_000);
      assert.equal(updated, expectMainUpdates, config);
      return sockets;
    } finally {
      await mainPage.close();
      await ownPage.close();
      await server.stop();
    }
  };
  const sockets = await run("export default { server: { host: '127.0.0.1' } };\n", false);
  assert.ok(
    sockets.some((u) => /^ws:\/\/127\.0\.0\.2:\d+\/rsbuild-hmr$/.test(u)),
    sockets.join('\n'),
  );
  // The port is the one the dev server gets (the tests pass --port); the config reads it from the environment.
  const port = await freePort();
  const dir = project({
    'src/index.js': "document.body.textContent = 'sub-app 1';\n",
    'rsbuild.config.mjs': `export default { server: { host: '127.0.0.1' }, dev: { client: { host: '127.0.0.1', port: '${port}' }, assetPrefix: 'http://127.0.0.1:${port}/' } };\n`,
  });
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  const child = spawn(process.execPath, [RSBUILD_BIN, 'dev', '--port', String(port)], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  t.after(() => child.kill('SIGTERM'));
  assert.ok(await waitFor(() => /ready\s+Client compiled/.test(log), 60_000), log);
  const main = await mainApp(`http://127.0.0.1:${port}`, '127.0.0.2', t);
  const page = await browser().newPage();
  try {
    await page.goto(`${main}/`);
    assert.equal(await page.textContent('body'), 'sub-app 1');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    edit(dir, 'src/index.js', 'sub-app 1', 'sub-app 2');
    assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'sub-app 2', 30_000), log);
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/start-url (10) "openBrowser('http://localhost:8080') 实际的端口并不一定是8080"

test('config/dev/start-url "openBrowser(\'http://localhost:8080\') but the port is not always 8080": with server.port taken, rsbuild dev moves to the next port and startUrl http://localhost:<port>/ (and true) opens that port', async (t) => {
  const taken = await freePort();
  const blocker = http.createServer();
  await new Promise<void>((resolve) => blocker.listen(taken, resolve));
  t.after(() => blocker.close());
  for (const startUrl of ["'http://localhost:<port>/'", 'true']) {
    const opener = fakeOpener();
    const dir = project({
      'src/index.js': "document.body.textContent = 'app';\n",
      'rsbuild.config.mjs': `export default { server: { port: ${taken} }, dev: { startUrl: ${startUrl} } };\n`,
    });
    const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', PATH: opener.PATH };
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    const child = spawn(process.execPath, [RSBUILD_BIN, 'dev'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    try {
      assert.ok(await waitFor(() => opener.opened().length > 0, 60_000), log);
      assert.match(log, new RegExp(`Port ${taken} is in use, using port ${taken + 1}\\.`));
      assert.deepEqual(opener.opened(), [`http://localhost:${taken + 1}/`], startUrl);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss (11) "配置好postcss.config.js 样式没有生效 没有把px转成rem"

test('config/tools/postcss "postcss.config.js configured, px not turned into rem": a px-to-rem plugin in the root postcss.config.js converts width: 200px in a .css file; the px of a JSX-style inline style object in the JavaScript stay px', () => {
  const dir = project({
    'px-to-rem.cjs':
      "module.exports = () => ({ postcssPlugin: 'px-to-rem', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => `${n / 16}rem`); } });\nmodule.exports.postcss = true;\n",
    'postcss.config.js': "module.exports = { plugins: [require('./px-to-rem.cjs')()] };\n",
    'src/index.css': '.box { width: 200px; }\n',
    'src/index.js': "import './index.css';\nconst style = { width: '200px' };\nObject.assign(document.body.style, style);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /width: 12\.5rem/);
  assert.doesNotMatch(distText(dir, /\.css$/), /200px/);
  assert.match(entryJs(dir), /width: '200px'|width: "200px"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/hmr (12) "npm run sever 如何停止热更新"

test('config/dev/hmr "npm run serve: how to stop HMR": with hmr false and liveReload false the page opens no WebSocket and does not change after a save; with hmr false alone it reloads with the new text', async () => {
  const run = async (config: string) => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'v1';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const page = await browser().newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    try {
      await page.goto(`${server.url}/`);
      assert.equal(await page.textContent('body'), 'v1');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      edit(dir, 'src/index.js', 'v1', 'v2');
      const changed = await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'v2', 6_000);
      return { changed, sockets };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const off = await run('export default { dev: { hmr: false, liveReload: false } };\n');
  assert.equal(off.changed, false);
  assert.deepEqual(off.sockets, []);
  const reload = await run('export default { dev: { hmr: false } };\n');
  assert.equal(reload.changed, true);
  assert.ok(reload.sockets.length >= 1);
});
