// Facts behind the thirty-first round's (e) items, as readers describe the problem: "Cannot GET
// /repo/pro-react.github.io" when refreshing a route (1), "refreshing a sub route gives cannot get (whatever url you were
// on)" (2), 打包上传到服务器打开是空白、js css 都加载了 (3), an entry other than index.js, index.ts with TypeScript (4),
// "Can't resolve src\index.js" when the file is index.tsx (5), info.html 的 css 乱入、引入了所有的 css in a multi-page
// build (6), a proxy for a dev server started from the Node API, as Vue CLI's api.service.run('serve') (7), and
// htmlWebpackPlugin.options.cdn in a template from vue.config.js (8). Each test runs @rsbuild/core 0.5.9 (its CLI or its
// JavaScript API, in a throw-away project), and Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/server/history-api-fallback (1): that the reporter's webpack-dev-server (1.14) ran with
//   historyApiFallback: true is the webpack.config.js of pro-react/sample-code, "chapter 5/router"; that its
//   connect-history-api-fallback leaves a path whose last part has a dot to the static files, so that Express
//   answers `Cannot GET /repo/pro-react.github.io`, is that middleware's README (the dot rule). webpack-dev-server is
//   not run; 0.5.9's own historyApiFallback, the same middleware, is.
// - config/server/history-api-fallback (2): "That's just webpack-dev-server" is the maintainer's answer in
//   faceyspacey/redux-first-router-demo#1; webpack-dev-server is not run.
// - guide/faq/blank-page (3): that the reporter's React Router BrowserRouter rendered nothing on the server while
//   HashRouter worked is fzz14hao/my-react-app#1. react-router-dom is not installed: a router of a few lines that picks
//   its page from location.pathname (or location.hash) stands in for it.
// - config/source/entry (6): that HtmlWebpackPlugin injects every entry's chunks when a page has no `chunks` list (a
//   page with a template but no entry of its own) is html-webpack-plugin's README (`chunks`, default: all) and the
//   maintainer's answer in cnu4/Webpack-Vue-MultiplePage#7 ("缺少了入口文件"); webpack is not run.
// - api/javascript-api/core (7): that Vue CLI's api.service.run('serve') reads devServer.proxy from vue.config.js is
//   vuejs/vue-cli#3280 and Vue CLI's documentation; Vue CLI is not run.
// - config/html/template-parameters (8): that Vue CLI templates read htmlWebpackPlugin.options.cdn, set through
//   chainWebpack's plugin('html').tap(), is vuejs/vue-cli#3297 and html-webpack-plugin#1333; Vue CLI is not run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  devServer,
  distFiles,
  freePort,
  listen,
  previewServer,
  project,
  rsbuild,
  seen,
  sharedBrowser,
  staticHost,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** A router of a few lines: renders the route of location.pathname (or of the hash) into #root, nothing for an unknown path. */
const router = (mode: 'history' | 'hash') => `import './index.css';
const routes = { '/': 'home' };
const where = ${mode === 'hash' ? "location.hash.slice(1) || '/'" : 'location.pathname'};
const name = routes[where];
if (name) document.getElementById('root').textContent = 'route ' + name;
`;

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback (item 1)

test('config/server/history-api-fallback "Cannot GET /repo/pro-react.github.io" on refresh: a route whose last part has dots gets index.html from rsbuild dev by default and a 404 from rsbuild preview; with htmlFallback false and historyApiFallback true (webpack-dev-server\'s setting) a 404 in dev too; disableDotRule gives index.html in both', async () => {
  const config = (server: string) => `export default { html: { title: 'page-index' }, server: ${server} };\n`;
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': config('{}') });
  const route = '/repo/pro-react.github.io';

  let dev = await devServer(dir);
  try {
    assert.equal(await seen(dev.port, route), '200 page-index');
  } finally {
    await dev.stop();
  }
  build(dir);
  let preview = await previewServer(dir);
  try {
    assert.equal(await seen(preview.port, route), '404');
  } finally {
    await preview.stop();
  }

  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), config('{ htmlFallback: false, historyApiFallback: true }'));
  dev = await devServer(dir);
  try {
    assert.equal(await seen(dev.port, route), '404');
    assert.equal(await seen(dev.port, '/repos'), '200 page-index');
  } finally {
    await dev.stop();
  }

  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), config('{ htmlFallback: false, historyApiFallback: { disableDotRule: true } }'));
  dev = await devServer(dir);
  try {
    assert.equal(await seen(dev.port, route), '200 page-index');
  } finally {
    await dev.stop();
  }
  build(dir);
  preview = await previewServer(dir);
  try {
    assert.equal(await seen(preview.port, route), '200 page-index');
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback (item 2)

test('config/server/history-api-fallback "refreshing a sub route gives cannot get (whatever url you were on)": rsbuild dev and rsbuild preview answer a browser\'s request for /videos/video1 with index.html, status 200, and never print "Cannot GET"', async () => {
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { html: { title: 'page-index' } };\n" });
  const dev = await devServer(dir);
  try {
    assert.equal(await seen(dev.port, '/videos/video1'), '200 page-index');
    assert.doesNotMatch(await (await fetch(`${dev.url}/videos/video1`, { headers: { accept: 'application/json' } })).text(), /Cannot GET/);
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    assert.equal(await seen(preview.port, '/videos/video1'), '200 page-index');
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page (item 3)

test('guide/faq/blank-page 打包上传到服务器打开是空白、js css 都加载了: a history-mode router deployed under /shop/ (prefix /shop/) loads its script and stylesheet with status 200 and throws nothing, yet renders nothing, because /shop/ is not one of its routes; the same app with a hash router renders', async (t) => {
  const visitShop = async (mode: 'history' | 'hash') => {
    const dir = project({
      'src/index.js': router(mode),
      'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
      'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n",
    });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'), { folder: 'shop' });
    const page = await browser().newPage();
    const statuses: string[] = [];
    const errors: string[] = [];
    page.on('response', (r) => {
      if (/\.(js|css)$/.test(r.url())) statuses.push(`${r.status()} ${path.extname(r.url())}`);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${origin}/shop/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(200);
      const color = await page.evaluate(() => getComputedStyle(document.body).color);
      return { statuses: statuses.sort(), errors, color, root: await page.evaluate(() => document.getElementById('root')?.textContent) };
    } finally {
      await page.close();
    }
  };
  assert.deepEqual(await visitShop('history'), { statuses: ['200 .css', '200 .js'], errors: [], color: 'rgb(1, 2, 3)', root: '' });
  assert.equal((await visitShop('hash')).root, 'route home');
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry (items 4 and 5)

test('config/source/entry "index.ts entry with TypeScript, set the entry to any file": a src/index.ts with type annotations builds with no configuration and no loader; source.entry { index: "./src/app/start.ts" } builds that file instead', () => {
  const plain = project({ 'src/index.ts': 'const n: number = 41;\nconsole.log("TS_ENTRY", n + 1);\n' });
  build(plain);
  assert.deepEqual(
    distFiles(plain).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['index.html', 'static/js/index.[hash].js'],
  );
  const other = project({
    'src/app/start.ts': 'export const answer: number = 42;\nconsole.log("START_ENTRY", answer);\n',
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/app/start.ts' } } };\n",
  });
  build(other);
  const js = distFiles(other).find((f) => f.endsWith('.js')) as string;
  assert.match(fs.readFileSync(path.join(other, 'dist', js), 'utf8'), /START_ENTRY/);
});

test("config/source/entry \"Can't resolve src\\index.js when using index.tsx\": an entry that names ./src/index.js while the file is src/index.tsx fails with Resolve error: Can't resolve './src/index.js'; without source.entry src/index.tsx is found; ./src/index without extension resolves to it", () => {
  const tsx = 'const n: number = 1;\nconsole.log("TSX_ENTRY", n);\n';
  const wrong = project({
    'src/index.tsx': tsx,
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js' } } };\n",
  });
  const run = rsbuild(wrong, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Resolve error: Can't resolve '\.\/src\/index\.js' in '/);
  for (const config of ['', "export default { source: { entry: { index: './src/index' } } };\n"]) {
    const dir = project({ 'src/index.tsx': tsx, ...(config ? { 'rsbuild.config.mjs': config } : {}) });
    build(dir);
    const js = distFiles(dir).find((f) => f.endsWith('.js')) as string;
    assert.match(fs.readFileSync(path.join(dir, 'dist', js), 'utf8'), /TSX_ENTRY/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry (item 6)

test('config/source/entry "打包后 info.html 的 css 乱入，引入了所有的 css": with entries index and info, each importing its own CSS, dist/info.html links only info\'s CSS and script, and index.html only index\'s', () => {
  const dir = project({
    'src/index.js': "import './index.css';\n",
    'src/index.css': '.home { color: red; }\n',
    'src/info.js': "import './info.css';\n",
    'src/info.css': '.info { color: blue; }\n',
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', info: './src/info.js' } } };\n",
  });
  build(dir);
  const links = (page: string) =>
    [...fs.readFileSync(path.join(dir, 'dist', page), 'utf8').matchAll(/(?:href|src)="\/(static\/[^"]+)"/g)]
      .map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'))
      .sort();
  assert.deepEqual(links('info.html'), ['static/css/info.[hash].css', 'static/js/info.[hash].js']);
  assert.deepEqual(links('index.html'), ['static/css/index.[hash].css', 'static/js/index.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/core, api/javascript-api/instance (item 7)

test('api/javascript-api/core "configure proxy when using the serve command from the Node API": startDevServer() forwards /api to the backend with server.proxy in createRsbuild\'s rsbuildConfig, and with the content of loadConfig() when rsbuild.config.mjs holds the proxy; createRsbuild without loadConfig ignores the file\'s proxy', async (t) => {
  const backend = http.createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'backend', url: req.url })),
  );
  const api = await listen(backend, t);
  const script = (load: boolean, inline: boolean) => `import { createRsbuild, loadConfig } from '@rsbuild/core';
const rsbuildConfig = ${load ? '(await loadConfig()).content' : inline ? `{ server: { proxy: { '/api': 'http://localhost:${api}' } } }` : '{}'};
rsbuildConfig.server = { ...rsbuildConfig.server, port: Number(process.env.PORT) };
const rsbuild = await createRsbuild({ rsbuildConfig });
await rsbuild.startDevServer();
console.log('LISTENING');
`;
  const run = async (load: boolean, inline: boolean) => {
    const dir = project(
      {
        'src/index.js': 'console.log(1);\n',
        'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${api}' } } };\n`,
        'dev.mjs': script(load, inline),
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    const child = spawn(process.execPath, ['dev.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    try {
      assert.ok(await waitFor(() => log.includes('LISTENING'), 60_000), log);
      const res = await fetch(`http://localhost:${port}/api/users`, { headers: { accept: 'application/json' } });
      return `${res.status} ${await res.text()}`;
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const proxied = `200 ${JSON.stringify({ from: 'backend', url: '/api/users' })}`;
  assert.equal(await run(false, true), proxied);
  assert.equal(await run(true, false), proxied);
  assert.doesNotMatch(await run(false, false), /backend/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters, config/html/tags (item 8)

test('config/html/template-parameters "htmlWebpackPlugin.options.cdn" in a Vue CLI template: without a cdn option the build fails with Template execution failed: TypeError: Cannot read properties of undefined (reading \'css\'), the first property the template reads; tools.htmlPlugin setting config.cdn makes the loop print the <script> and <link> tags; templateParameters { cdn } does the same for a template that reads cdn.js', () => {
  const vueCliTemplate =
    '<!doctype html><html><head><title>t</title>' +
    '<% for (var i in htmlWebpackPlugin.options.cdn.css) { %><link href="<%= htmlWebpackPlugin.options.cdn.css[i] %>" rel="stylesheet"><% } %>' +
    '</head><body><div id="app"></div>' +
    '<% for (var i in htmlWebpackPlugin.options.cdn.js) { %><script src="<%= htmlWebpackPlugin.options.cdn.js[i] %>"></script><% } %>' +
    '</body></html>';
  const cdn = "{ css: ['https://cdn.example.com/theme.css'], js: ['https://cdn.example.com/vue.min.js'] }";
  const without = project({
    'src/index.js': 'console.log(1);\n',
    'public/index.html': vueCliTemplate,
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  });
  const failed = rsbuild(without, ['build']);
  assert.notEqual(failed.code, 0);
  // The template's first loop reads cdn.css, so that is the property named.
  assert.match(failed.output, /Template execution failed: TypeError: Cannot read properties of undefined \(reading 'css'\)/);

  const check = (html: string) => {
    assert.match(html, /<link href="https:\/\/cdn\.example\.com\/theme\.css" rel="stylesheet">/);
    assert.match(html, /<script src="https:\/\/cdn\.example\.com\/vue\.min\.js"><\/script>/);
  };
  const tapped = project({
    'src/index.js': 'console.log(1);\n',
    'public/index.html': vueCliTemplate,
    'rsbuild.config.mjs': `export default { html: { template: './public/index.html' }, tools: { htmlPlugin: (config) => { config.cdn = ${cdn}; } } };\n`,
  });
  build(tapped);
  check(fs.readFileSync(path.join(tapped, 'dist/index.html'), 'utf8'));

  const params = project({
    'src/index.js': 'console.log(1);\n',
    'public/index.html': vueCliTemplate.replaceAll('htmlWebpackPlugin.options.cdn', 'cdn'),
    'rsbuild.config.mjs': `export default { html: { template: './public/index.html', templateParameters: { cdn: ${cdn} } } };\n`,
  });
  build(params);
  check(fs.readFileSync(path.join(params, 'dist/index.html'), 'utf8'));
});
