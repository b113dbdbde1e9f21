// Facts behind the thirty-eighth round's (a) items, as readers describe the problem: incorrect paths for fonts, website
// hosted under a given path (config/output/asset-prefix, item 1); html references /js/script.js instead of js/scripts.js,
// resources cannot be found, prod build (config/output/asset-prefix, item 2); 每次打包出来的文件名都是 0-x.js, 缓存策略
// 应该如何配置 (config/output/filename-hash, item 3); android 4.4 不支持 Promise (config/output/polyfill, item 4); 不做公共
// 代码抽取么 (guide/optimization/split-chunk, item 5); Could not load /animatedmodel.glb: Unexpected token '<',
// "<!DOCTYPE "... is not valid JSON, and GLTFLoader's Unexpected token < in JSON at position 0 (config/server/html-fallback,
// items 6 and 7); a WebSocket proxy that cannot upgrade, ws: true (config/server/proxy, item 8); 如何配置代理插件, 方便前后端
// 数据调试 (guide/basic/server, item 9); import data from 'static/data/data.json' 导入 json 数据报错 (config/source/alias,
// item 10); ES6 template literals of a required package (bel/raw) not transpiled (config/source/include, item 11);
// You may need an appropriate loader at `export const Checkbox = require('./Checkbox')` (config/source/include, item 12);
// Failed to minify the code from this file: ./node_modules/@antv/g6/build/g6.js (config/source/include, item 13);
// 打包后还是有 ES6 的语法导致报错 (config/source/include, item 14). Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - config/output/asset-prefix (1): the question is symfony/webpack-encore#88 (Encore's setPublicPath); Encore is not run.
// - config/output/asset-prefix (2): the report is taniarascia/webpack-boilerplate#75, where webpack's publicPath "" fixed
//   the paths; webpack is not run.
// - config/output/filename-hash (3): the question is zuiidea/antd-admin#64 (its build named chunks 0.js, 1.js …); its
//   tool is not run. That index.html should not be cached for long and hashed files may be is HTTP caching, not run.
// - config/output/polyfill (4): the report is Dafrok/vue-baidu-map#24; a package of ours that calls `new Promise` stands
//   in for the library, and Chromium with window.Promise removed stands in for the Android 4.4 WebView. That this
//   WebView lacks Promise is the report's; that it has Promise from 4.4.3 on (the page: "4.4.2 and below") is the
//   caniuse data that 0.5.9's browserslist reads, checked in the test.
// - guide/optimization/split-chunk (5): the question is javaLuo/react-luo#40; not run.
// - config/server/html-fallback (6, 7): the reports are pmndrs/gltfjsx#270 and mrdoob/three.js#21806. three.js is not
//   run: that GLTFLoader parses a file that is not binary glTF as JSON is its source's, and the older wording
//   "Unexpected token < in JSON at position 0" is the report's. A fetch() and JSON.parse in Chromium stand in.
// - config/server/proxy (8): the report is webpack/webpack-dev-server#620; webpack-dev-server is not run. A back end of
//   ours answers the WebSocket handshake and sends one text frame.
// - guide/basic/server (9): the question is YutHelloWorld/vortex-react#30; not run.
// - config/source/alias (10): the report is hieeyh/tong2-family#3 (a Vue CLI 2 template with a root static folder).
// - config/source/include (11): the report is babel/babel-loader#514 (bel/raw); a package of ours whose raw.js holds a
//   template literal stands in for it.
// - config/source/include (12): the report is Lobos/react-ui#21, where webpack printed the message at
//   `export const Checkbox = require('./Checkbox')` and removing node_modules from the exclude of babel-loader fixed it;
//   webpack is not run. A package of ours with that file stands in.
// - config/source/include (13): the report is antvis/G6#1237; that Create React App's build prints "Failed to minify the
//   code from this file" is that report's and facebook/create-react-app's. G6 is not run: a package of ours with ES2015
//   in build/g6.js stands in.
// - config/source/include (14): the report is xlogiccc/vue-picture-preview#17; a package of ours stands in.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  ROOT,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  hashed,
  listen,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const config = (text: string) => ({ 'rsbuild.config.mjs': `export default ${text};\n` });
const HTML = { accept: 'text/html,application/xhtml+xml' };
const rootText = () => document.getElementById('root')?.textContent ?? '';
const includeConfig = (pkg: string) => config(`{ source: { include: [/[\\\\/]node_modules[\\\\/]${pkg}[\\\\/]/] } }`);
const REACT_CONFIG = "import { pluginReact } from '@rsbuild/plugin-react';\n";
/** One React: react-dom-18 of this repository would otherwise bring the React 19 beside it (see REACT_18). */
const REACT_ALIAS = `alias: { react: ${JSON.stringify(REACT_18)} }`;
const IE11 = '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n';

/** Loads `url` in a new page and returns the status of every response whose URL matches `re`. */
async function statuses(url: string, re: RegExp): Promise<{ url: string; status: number }[]> {
  const page = await browser().newPage();
  const seen: { url: string; status: number }[] = [];
  try {
    page.on('response', (r) => {
      if (re.test(r.url())) seen.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return seen;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix (1): incorrect paths for fonts, website hosted under a given path

const FONT_APP = {
  'src/fonts/icons.woff': Buffer.alloc(12_000, 7),
  'src/index.css': "@font-face { font-family: Icons; src: url('./fonts/icons.woff') format('woff'); }\nbody { font-family: Icons; }\n",
  'src/index.js': "import './index.css';\ndocument.getElementById('root').textContent = 'icons';\n",
};

test('config/output/asset-prefix "incorrect paths for fonts, website hosted under a given path": with the site served below /shop/, the default build\'s CSS sends the font request to /static/font/icons.[hash].woff (404); with "/shop/" or "auto" it goes to /shop/static/font/icons.[hash].woff (200)', async (t) => {
  const expected: [string, string, number][] = [
    ['{}', '/static/font/', 404],
    ["{ output: { assetPrefix: '/shop/' } }", '/shop/static/font/', 200],
    ["{ output: { assetPrefix: 'auto' } }", '/shop/static/font/', 200],
  ];
  for (const [cfg, folder, status] of expected) {
    const dir = project({ ...FONT_APP, ...config(cfg) });
    build(dir);
    const host = await staticHost(t, path.join(dir, 'dist'), { folder: 'shop' });
    const css = distFiles(dir).find((f) => f.endsWith('.css')) ?? '';
    const cssUrl = `${host}/shop/${css}`;
    assert.equal((await fetch(cssUrl)).status, 200);
    const font = /url\(([^)]+\.woff)\)/.exec(await (await fetch(cssUrl)).text())?.[1] ?? '';
    // the browser resolves url() against the stylesheet's own URL
    const fontUrl = new URL(font, cssUrl);
    assert.match(fontUrl.pathname, new RegExp(`^${folder}icons\\.[0-9a-f]{8}\\.woff$`), cfg);
    assert.equal((await fetch(fontUrl)).status, status, cfg);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix (2): html references /js/script.js instead of js/scripts.js, resources cannot be found

test('config/output/asset-prefix "html references /js/script.js instead of js/scripts.js, resources cannot be found (prod build)": the built HTML loads /static/js/index.[hash].js by default and with assetPrefix "" (blank page in a folder of a host, the script 404), ./static/js/… with "./" and static/js/… with "auto" (the page renders there); rsbuild dev serves /static/js/index.js', async (t) => {
  const app = { 'src/index.js': "document.getElementById('root').textContent = 'built app';\n" };
  const cases: [string, RegExp, string][] = [
    ['{}', /<script[^>]* src="\/static\/js\/index\.[0-9a-f]{8}\.js"/, ''],
    ["{ output: { assetPrefix: '' } }", /<script[^>]* src="\/static\/js\/index\.[0-9a-f]{8}\.js"/, ''],
    ["{ output: { assetPrefix: './' } }", /<script[^>]* src="\.\/static\/js\/index\.[0-9a-f]{8}\.js"/, 'built app'],
    ["{ output: { assetPrefix: 'auto' } }", /<script[^>]* src="static\/js\/index\.[0-9a-f]{8}\.js"/, 'built app'],
  ];
  for (const [cfg, script, text] of cases) {
    const dir = project({ ...app, ...config(cfg) });
    build(dir);
    assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), script, cfg);
    const host = await staticHost(t, path.join(dir, 'dist'), { folder: 'site' });
    const seen = await visit(browser(), `${host}/site/`, rootText);
    assert.equal(seen.value, text, cfg);
    if (cfg === '{}') {
      const js = await statuses(`${host}/site/`, /\.js$/);
      assert.deepEqual(
        js.map((r) => [r.url.replace(/\.[0-9a-f]{8}\./, '.[hash].'), r.status]),
        [['/static/js/index.[hash].js', 404]],
      );
      const dev = await devServer(dir);
      try {
        assert.match(await (await fetch(`${dev.url}/`, { headers: HTML })).text(), /src="\/static\/js\/index\.js"/);
        assert.equal((await visit(browser(), `${dev.url}/`, rootText)).value, 'built app');
      } finally {
        await dev.stop();
      }
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash (3): 每次打包出来的文件名都是 0-x.js 那么缓存策略应该如何配置

test('config/output/filename-hash "每次打包出来的文件名都是 0-x.js 那么缓存策略应该如何配置": import() chunks are static/js/async/<number>.[hash].js; after an edit of one lazy module, its chunk and the entry get new names and the other chunk keeps its name; a webpackChunkName comment names the chunk (async/about.[hash].js); rsbuild dev names have no hash', async () => {
  const dir = project({
    'src/a.js': "export default 'page a';\n",
    'src/b.js': "export default 'page b';\n",
    'src/about.js': "export default 'about';\n",
    'src/index.js':
      "Promise.all([import('./a.js'), import('./b.js'), import(/* webpackChunkName: \"about\" */ './about.js')]).then((m) => { document.getElementById('root').textContent = m.map((x) => x.default).join(); });\n",
  });
  build(dir);
  const first = distFiles(dir).filter((f) => f.endsWith('.js'));
  const numbered = first.filter((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(numbered.length, 2, first.join(', '));
  assert.ok(
    first.some((f) => /^static\/js\/async\/about\.[0-9a-f]{8}\.js$/.test(f)),
    first.join(', '),
  );
  const chunkOf = (files: string[], marker: string) =>
    files.find((f) => f.includes('/async/') && fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(marker));
  const aBefore = chunkOf(first, 'page a');
  const bBefore = chunkOf(first, 'page b');
  const entryBefore = first.find((f) => f.startsWith('static/js/index.'));
  edit(dir, 'src/a.js', 'page a', 'page a, edited');
  build(dir);
  const second = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.notEqual(chunkOf(second, 'page a'), aBefore);
  assert.equal(chunkOf(second, 'page b'), bBefore);
  assert.notEqual(
    second.find((f) => f.startsWith('static/js/index.')),
    entryBefore,
  );
  const dev = await devServer(dir);
  try {
    const seen = await visit(browser(), `${dev.url}/`, rootText);
    assert.equal(seen.value, 'page a, edited,page b,about');
    assert.equal((await fetch(`${dev.url}/static/js/async/about.js`)).status, 200);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill (4): android 4.4.4 以下 webview 有错误, android 4.4 不支持 Promise

test('config/output/polyfill "android 4.4.4 以下 webview 有错误 android 4.4 不支持 Promise": in Chromium without window.Promise, a package that calls new Promise fails with the default browserslist (even with entry) and with android >= 4.4 and the default usage (ReferenceError: Promise is not defined); android >= 4.4 with entry runs, es.promise in lib-polyfill.js; caniuse lists Promise for Android from 4.4.3, not 4.4 (4.4.2 and below)', async () => {
  const files = {
    'node_modules/map-lib/package.json': '{ "name": "map-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/map-lib/index.js':
      "module.exports = function load() { return new Promise(function (resolve) { resolve('map ready'); }); };\n",
    'index.html': '<!doctype html><html><head><script>delete window.Promise;</script></head><body><div id="root"></div></body></html>\n',
    'src/index.js':
      "var load = require('map-lib');\nload().then(function (text) { document.getElementById('root').textContent = text; });\n",
  };
  const cases: [string, string, { errors: string[]; value: string }][] = [
    // core-js's es.promise.with-resolvers of the default list makes a Promise object that is not a constructor
    ['', 'entry', { errors: ['Uncaught TypeError: Promise is not a constructor'], value: '' }],
    ["overrideBrowserslist: ['android >= 4.4'], ", 'usage', { errors: ['Uncaught ReferenceError: Promise is not defined'], value: '' }],
    ["overrideBrowserslist: ['android >= 4.4'], ", 'entry', { errors: [], value: 'map ready' }],
  ];
  // caniuse's data, as 0.5.9's browserslist resolves it: Android 4.4 (to 4.4.2) has no Promise, 4.4.3-4.4.4 has it
  const shared = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'package.json'));
  const fromBrowserslist = createRequire(shared.resolve('browserslist'));
  const caniuse = fromBrowserslist('caniuse-lite') as {
    feature: (f: unknown) => { stats: Record<string, Record<string, string>> };
    features: Record<string, unknown>;
  };
  const android = caniuse.feature(caniuse.features.promises).stats.android;
  assert.deepEqual([android['4.4'], android['4.4.3-4.4.4']], ['p', 'y']);
  for (const [list, polyfill, expected] of cases) {
    const dir = project({
      ...files,
      ...config(`{ html: { template: './index.html' }, output: { ${list}polyfill: '${polyfill}' } }`),
    });
    build(dir);
    if (expected.value) assert.match(distText(dir, /lib-polyfill\.[0-9a-f]{8}\.js$/), /Promise/);
    const preview = await previewServer(dir);
    try {
      assert.deepEqual(await visit(browser(), `${preview.url}/`, rootText), expected, `${list} ${polyfill}`);
    } finally {
      await preview.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (5): 不做公共代码抽取么

test('guide/optimization/split-chunk "不做公共代码抽取么": with two React pages, react and react-dom go into static/js/lib-react.[hash].js, which both pages load; neither entry file holds React', () => {
  const page = (name: string) =>
    `import React from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>${name}</h1>);\n`;
  const dir = project(
    {
      'src/home.jsx': page('home'),
      'src/about.jsx': page('about'),
      'rsbuild.config.mjs': `${REACT_CONFIG}export default { plugins: [pluginReact()], source: { entry: { home: './src/home.jsx', about: './src/about.jsx' }, ${REACT_ALIAS} } };\n`,
    },
    REACT_LINKS,
  );
  build(dir);
  const js = hashed(distFiles(dir).filter((f) => f.endsWith('.js')));
  assert.ok(js.includes('static/js/lib-react.[hash].js'), js.join(', '));
  for (const name of ['home', 'about']) {
    const html = fs.readFileSync(path.join(dir, `dist/${name}.html`), 'utf8');
    assert.match(html, /src="\/static\/js\/lib-react\.[0-9a-f]{8}\.js"/, name);
    assert.doesNotMatch(distText(dir, new RegExp(`static/js/${name}\\.[0-9a-f]{8}\\.js$`)), /__SECRET_INTERNALS/, name);
  }
  assert.match(distText(dir, /lib-react\.[0-9a-f]{8}\.js$/), /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/html-fallback (6, 7): Could not load /animatedmodel.glb: Unexpected token '<', "<!DOCTYPE "... is not
// valid JSON; GLTFLoader SyntaxError: Unexpected token < in JSON at position 0

test('config/server/html-fallback "Could not load /animatedmodel.glb: Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON": a model in src/ is not served by its path: rsbuild dev and rsbuild preview answer a fetch() of /animatedmodel.glb with index.html (200), and JSON.parse of it throws Unexpected token \'<\', "<!doctype "... is not valid JSON; in public/ the model is served as it is and copied to dist/', async () => {
  const glb = Buffer.concat([Buffer.from('glTF'), Buffer.alloc(60, 2)]);
  const app = { 'src/index.js': "document.getElementById('root').textContent = 'scene';\n" };
  const load = async (url: string) => {
    const page = await browser().newPage();
    try {
      await page.goto(url);
      return await page.evaluate(async () => {
        const res = await fetch('/animatedmodel.glb');
        const type = res.headers.get('content-type') ?? '';
        const bytes = new Uint8Array(await res.clone().arrayBuffer());
        const magic = String.fromCharCode(...bytes.slice(0, 4));
        let error = '';
        if (magic !== 'glTF') {
          try {
            JSON.parse(await res.text());
          } catch (e) {
            error = `${(e as Error).name}: ${(e as Error).message}`;
          }
        }
        return { status: res.status, type, magic, error };
      });
    } finally {
      await page.close();
    }
  };
  const inSrc = project({ ...app, 'src/assets/animatedmodel.glb': glb });
  const dev = await devServer(inSrc);
  try {
    const seen = await load(`${dev.url}/`);
    assert.equal(seen.status, 200);
    assert.match(seen.type, /text\/html/);
    assert.equal(seen.error, `SyntaxError: Unexpected token '<', "<!doctype "... is not valid JSON`);
  } finally {
    await dev.stop();
  }
  build(inSrc);
  assert.ok(!distFiles(inSrc).some((f) => f.endsWith('.glb')));
  const preview = await previewServer(inSrc);
  try {
    const seen = await load(`${preview.url}/`);
    assert.match(seen.type, /text\/html/);
    assert.equal(seen.error, `SyntaxError: Unexpected token '<', "<!doctype "... is not valid JSON`);
  } finally {
    await preview.stop();
  }
  const inPublic = project({ ...app, 'public/animatedmodel.glb': glb });
  const dev2 = await devServer(inPublic);
  try {
    const seen = await load(`${dev2.url}/`);
    assert.deepEqual([seen.status, seen.magic, seen.error], [200, 'glTF', '']);
  } finally {
    await dev2.stop();
  }
  build(inPublic);
  assert.ok(distFiles(inPublic).includes('animatedmodel.glb'));
  const preview2 = await previewServer(inPublic);
  try {
    assert.equal((await load(`${preview2.url}/`)).magic, 'glTF');
  } finally {
    await preview2.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy (8): devServer websocket proxy cannot upgrade websocket connection, ws: true

/** A back end that accepts WebSocket handshakes on any path and sends one text frame, 'hello over ws'. */
async function socketBackend(t: { after: (fn: () => void) => void }): Promise<number> {
  const server = http.createServer((_req, res) => res.end('http answer'));
  server.on('upgrade', (req, socket) => {
    const accept = crypto
      .createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const text = Buffer.from('hello over ws');
    socket.write(Buffer.concat([Buffer.from([0x81, text.length]), text]));
    socket.on('error', () => {});
  });
  return listen(server, t);
}

test('config/server/proxy "devServer websocket proxy cannot upgrade websocket connection ws: true": with ws: true the page\'s first WebSocket to /socket gets the back end\'s message through rsbuild dev, no HTTP request before it; without ws the connection is not upgraded: after 4 s it is still connecting (readyState 0), with no message', async (t) => {
  const backend = await socketBackend(t);
  const app = { 'src/index.js': "document.getElementById('root').textContent = 'socket page';\n" };
  const connect = async (url: string) => {
    const page = await browser().newPage();
    try {
      await page.goto(url);
      return await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(`ws://${location.host}/socket`);
            socket.onmessage = (e) => resolve(`message: ${e.data}`);
            socket.onerror = () => resolve('error');
            setTimeout(() => resolve(`no message, readyState ${socket.readyState}`), 4000);
          }),
      );
    } finally {
      await page.close();
    }
  };
  for (const [ws, expected] of [
    [true, 'message: hello over ws'],
    [false, 'no message, readyState 0'],
  ] as const) {
    const dir = project({
      ...app,
      ...config(`{ server: { proxy: { '/socket': { target: 'http://localhost:${backend}'${ws ? ', ws: true' : ''} } } } }`),
    });
    const dev = await devServer(dir);
    try {
      assert.equal(await connect(`${dev.url}/`), expected);
    } finally {
      await dev.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server (9): 如何在本项目基础上配置代理插件 方便前后端数据调试

test('guide/basic/server "如何在本项目基础上配置代理插件 方便前后端数据调试": in a project with no node_modules at all, server.proxy { "/api": { target: "http://localhost:<port>" } } makes rsbuild dev and rsbuild preview answer /api/users with the back end\'s JSON; the proxy is @rsbuild/shared 0.5.9\'s own http-proxy-middleware 2.0.6', async (t) => {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'backend', path: req.url }));
  });
  const port = await listen(server, t);
  const dir = project({
    'src/index.js':
      "fetch('/api/users').then((r) => r.json()).then((d) => { document.getElementById('root').textContent = d.from + ' ' + d.path; });\n",
    ...config(`{ server: { proxy: { '/api': { target: 'http://localhost:${port}' } } } }`),
  });
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules')));
  const hpm = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/compiled/http-proxy-middleware/package.json'), 'utf8'),
  );
  assert.equal(hpm.version, '2.0.6');
  const dev = await devServer(dir);
  try {
    assert.deepEqual(await (await fetch(`${dev.url}/api/users`)).json(), { from: 'backend', path: '/api/users' });
    const seen = await visit(browser(), `${dev.url}/`, rootText);
    assert.deepEqual(seen, { errors: [], value: 'backend /api/users' });
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    assert.deepEqual(await (await fetch(`${preview.url}/api/users`)).json(), { from: 'backend', path: '/api/users' });
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias (10): import data from 'static/data/data.json' 导入json数据报错

test("config/source/alias \"import data from 'static/data/data.json' 导入json数据报错\": with the JSON in the root's static/ folder, the import stops the build with Can't resolve 'static/data/data.json'; alias { static: \"./static\" } or the relative ../static/data/data.json builds, and the page gets the JSON as an object", async () => {
  const files = (importPath: string) => ({
    'static/data/data.json': '{ "title": "family list", "count": 2 }\n',
    'src/index.js': `import data from '${importPath}';\ndocument.getElementById('root').textContent = data.title + ' ' + data.count;\n`,
  });
  const plain = project(files('static/data/data.json'));
  const failed = rsbuild(plain, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve 'static\/data\/data\.json' in '[^']*[\\/]src'/);
  for (const dir of [
    project({ ...files('static/data/data.json'), ...config("{ source: { alias: { static: './static' } } }") }),
    project(files('../static/data/data.json')),
  ]) {
    build(dir);
    const preview = await previewServer(dir);
    try {
      assert.deepEqual(await visit(browser(), `${preview.url}/`, rootText), { errors: [], value: 'family list 2' });
    } finally {
      await preview.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (11): webpack doesn't attempt to transpile es6 template literals when required (bel/raw)

test('config/source/include "webpack doesn\'t attempt to transpile es6 template literals when required bel/raw": with ie 11 in the browserslist, a template literal of a package file loaded with require() stays in the output while the project\'s own becomes a concatenation; with the package in source.include it is compiled too', () => {
  const files = {
    'package.json': IE11,
    'node_modules/tpl-lib/package.json': '{ "name": "tpl-lib", "version": "1.0.0" }\n',
    'node_modules/tpl-lib/raw.js': 'module.exports = function (s) { return `<p>${s}</p>`; };\n',
    'src/index.js':
      "var raw = require('tpl-lib/raw');\nvar own = function (s) { return `<b>${s}</b>`; };\ndocument.getElementById('root').innerHTML = raw('a') + own('b');\n",
  };
  const plain = project(files);
  build(plain);
  const before = distText(plain, /\.js$/);
  assert.match(before, /`<p>\$\{\w+\}<\/p>`/);
  assert.doesNotMatch(before, /`<b>/);
  assert.match(before, /"<b>"/);
  const included = project({ ...files, ...includeConfig('tpl-lib') });
  build(included);
  const after = distText(included, /\.js$/);
  assert.match(after, /"<p>"/);
  assert.doesNotMatch(after, /`/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (12): You may need an appropriate loader to handle this file type, export const Checkbox = require('./Checkbox')

test("config/source/include \"You may need an appropriate loader to handle this file type export const Checkbox = require('./Checkbox')\": a package file of that form builds and runs with 0.5.9; JSX in the package's .js file stops the build with File: ./node_modules/…, Module parse failed, JavaScript parsing error: Expression expected (as a decorator does) and You may need an appropriate loader to handle this file type; listed in source.include (with the React plugin) it builds", async () => {
  const pkg = (checkbox: string) => ({
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/ui-lib/index.js': '"use strict";\n\nexport const Checkbox = require(\'./Checkbox\');\n',
    'node_modules/ui-lib/Checkbox.js': checkbox,
  });
  const plainDir = project({
    ...pkg("module.exports = 'a checkbox';\n"),
    'src/index.js': "import { Checkbox } from 'ui-lib';\ndocument.getElementById('root').textContent = Checkbox;\n",
  });
  build(plainDir);
  const preview = await previewServer(plainDir);
  try {
    assert.deepEqual(await visit(browser(), `${preview.url}/`, rootText), { errors: [], value: 'a checkbox' });
  } finally {
    await preview.stop();
  }
  const jsx = {
    ...pkg("const React = require('react');\nmodule.exports = function Checkbox() { return <label>a checkbox</label>; };\n"),
    'src/index.jsx':
      "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { Checkbox } from 'ui-lib';\ncreateRoot(document.getElementById('root')).render(<Checkbox />);\n",
  };
  const react = `plugins: [pluginReact()], source: { entry: { index: './src/index.jsx' }, ${REACT_ALIAS}`;
  const reactConfig = (text: string) => ({ 'rsbuild.config.mjs': `${REACT_CONFIG}export default ${text};\n` });
  const failing = project({ ...jsx, ...reactConfig(`{ ${react} } }`) }, REACT_LINKS);
  const run = rsbuild(failing, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/node_modules\/ui-lib\/Checkbox\.js/);
  assert.match(run.output, /Module parse failed:/);
  assert.match(run.output, /JavaScript parsing error: Expression expected/);
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
  const fixed = project({ ...jsx, ...reactConfig(`{ ${react}, include: [/[\\\\/]node_modules[\\\\/]ui-lib[\\\\/]/] } }`) }, REACT_LINKS);
  build(fixed);
  const preview2 = await previewServer(fixed);
  try {
    assert.deepEqual(await visit(browser(), `${preview2.url}/`, rootText), { errors: [], value: 'a checkbox' });
  } finally {
    await preview2.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (13, 14): Failed to minify the code from this file: ./node_modules/@antv/g6/build/g6.js;
// webpack打包后 还是有es6的语法 导致报错

const ES6_PKG = {
  'package.json': IE11,
  'node_modules/@antv/g6/package.json': '{ "name": "@antv/g6", "version": "3.2.8", "main": "build/g6.js" }\n',
  'node_modules/@antv/g6/build/g6.js':
    'class Graph { constructor(id) { this.id = id; } render() { const items = [1, 2].map((n) => n * 2); let label = `graph ${this.id}: ${items}`; return label; } }\nmodule.exports = { Graph };\n',
  'src/index.js':
    "import { Graph } from '@antv/g6';\nconst own = (x) => x;\nclass Own { get v() { return 1; } }\ndocument.getElementById('root').textContent = own(new Graph('g').render()) + new Own().v;\n",
};

test('config/source/include "Failed to minify the code from this file: ./node_modules/@antv/g6/build/g6.js": with ie 11 in the browserslist, rsbuild build minifies a package file full of ES2015 (class, =>, let, const, template literal) without an error; the page renders; the ES2015 is in the minified output', async () => {
  const dir = project(ES6_PKG);
  const run = build(dir);
  assert.doesNotMatch(run.output, /error/i);
  const js = distText(dir, /static\/js\/.*\.js$/);
  assert.equal(js.split('\n').filter((l) => l.trim()).length <= 3, true, 'minified');
  assert.match(js, /class \w+\{constructor/);
  const preview = await previewServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${preview.url}/`, rootText), { errors: [], value: 'graph g: 2,41' });
  } finally {
    await preview.stop();
  }
});

test('config/source/include "webpack打包后 还是有es6的语法 导致报错": with ie 11 in the browserslist, the project\'s own arrow function and class are compiled while a package\'s class, => and template literal stay in the output; with the package in source.include none is left', () => {
  const plain = project(ES6_PKG);
  build(plain);
  const before = distText(plain, /\.js$/);
  assert.match(before, /class \w+\{constructor/);
  assert.match(before, /=>/);
  assert.match(before, /`graph /);
  assert.doesNotMatch(before, /class \w+\{get v/);
  const included = project({ ...ES6_PKG, ...includeConfig('@antv') });
  build(included);
  const after = distText(included, /\.js$/);
  assert.doesNotMatch(after, /=>|`|class \w+\{/);
});
