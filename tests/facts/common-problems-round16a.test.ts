// Facts behind the sixteenth round's (a) items, as readers describe the problem: opening the dev server from other
// devices, a refresh on a React Router route, the proxy as a way round CORS, one HTML page per entry with a template
// per page, public files imported with require() and CRA's %PUBLIC_URL% in CSS, an <img> in the HTML template, image
// paths built from a v-for index, the dist folder of `pnpm dev`, webpack-dev-server's onBeforeSetupMiddleware,
// "SharedArrayBuffer is not defined", `--mode staging`, a config file of another name, polling in containers, and a
// './dist/' prefix with fonts. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project; Chromium where a page
// must run). Items resting on other sources are noted at their section.
//
// Facts run by earlier files, not again here:
// - config/server/host: the dev server prints "> Network:  http://<LAN IP>:<port>/" next to "> Local:"
//   (common-problems-round7a.test.ts).
// - guide/faq/hmr: WATCHPACK_POLLING and watchOptions.poll (common-problems-dev.test.ts).
// - config/output/asset-prefix: './' gives `Unexpected token '<'` and `ChunkLoadError` on nested URLs, and
//   static/css/static/font/... in CSS (earlier common-problems files).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, hashed, previewServer, project, rsbuild, sharedBrowser, visit } from './topics-support';

const browser = sharedBrowser();
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const app = { 'src/index.js': "document.body.dataset.app = 'yes';\n" };

// ---------------------------------------------------------------------------------------------------------
// config/server/host

test('config/server/host "open it from other devices": with the default host, a request to the LAN address the Network line prints (as another device sends it) gets the page', async (t) => {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address);
  if (lan.length === 0) return t.skip('this machine has no LAN address');
  const server = await devServer(project(app));
  try {
    const r = await fetch(`http://${lan[0]}:${server.port}/`, { headers: HTML });
    assert.equal(r.status, 200);
    assert.match(await r.text(), /<script[^>]+src="\/static\/js\/index\.js"/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "a refresh on a React Router route other than / gives Cannot GET": rsbuild dev and rsbuild preview answer /about and /users/42 (as the browser asks on a refresh) with index.html, never "Cannot GET"', async () => {
  const dir = project(app);
  for (const start of [devServer, async (d: string) => (build(d), previewServer(d))]) {
    const server = await start(dir);
    try {
      for (const p of ['/about', '/users/42']) {
        const r = await fetch(`${server.url}${p}`, { headers: HTML });
        assert.equal(r.status, 200);
        const body = await r.text();
        assert.match(body, /<div id="root"><\/div>/);
        assert.doesNotMatch(body, /Cannot GET/);
      }
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test('config/server/proxy "use the proxy to get round Access-Control-Allow-Origin": a back end that sends no CORS header is reached through the dev server at /api/users, from the page\'s own origin', async (t) => {
  const backend = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  const port = await new Promise<number>((resolve) => backend.listen(0, () => resolve((backend.address() as { port: number }).port)));
  t.after(() => backend.close());
  const direct = await fetch(`http://localhost:${port}/api/users`, { headers: { origin: 'http://localhost:8080' } });
  assert.equal(direct.headers.get('access-control-allow-origin'), null);
  const dir = project({
    ...app,
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${port}' } } };\n`,
  });
  const server = await devServer(dir);
  try {
    const r = await fetch(`${server.url}/api/users`, { headers: { accept: 'application/json' } });
    assert.equal(r.status, 200);
    assert.deepEqual(await r.json(), { path: '/api/users' });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry + config/html/template

test('config/source/entry "one HTML page per entry, no HtmlWebpackPlugin per page" + config/html/template "a template for some pages": three entries give index.html, admin.html and report.html, each loading only its own script; a template function gives report its own template and the others the built-in one', () => {
  const dir = project({
    'src/index.js': "document.title = 'home';\n",
    'src/admin.js': "document.title = 'admin';\n",
    'src/report.js': "document.title = 'report';\n",
    'templates/report.html':
      '<!doctype html><html><head><title>Report</title></head><body><header>REPORT_HEADER</header><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', admin: './src/admin.js', report: './src/report.js' } }, html: { template: ({ entryName }) => (entryName === 'report' ? './templates/report.html' : undefined) } };\n",
  });
  build(dir);
  const html = distFiles(dir).filter((f) => f.endsWith('.html'));
  assert.deepEqual(html, ['admin.html', 'index.html', 'report.html']);
  for (const name of ['index', 'admin', 'report']) {
    const page = distText(dir, new RegExp(`^${name}\\.html$`));
    const own = (page.match(/static\/js\/[a-z]+\.[0-9a-f]{8}\.js/g) ?? []).map((s) => s.replace(/\.[0-9a-f]{8}/, ''));
    assert.deepEqual(own, [`static/js/${name}.js`]);
    assert.equal(page.includes('REPORT_HEADER'), name === 'report');
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir + guide/basic/static-assets

test('config/server/public-dir "require(\'../../public/logo.png\')": the require bundles a second copy, static/image/logo.[hash].png, and the code gets its URL; public/logo.png is copied to dist/logo.png; there is no dist/public', () => {
  const dir = project({
    'public/logo.png': Buffer.alloc(30_000, 7),
    'src/pages/home/index.js': 'const logo = require(\'../../../public/logo.png\');\ndocument.body.innerHTML = `<img src="${logo}">`;\n',
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/pages/home/index.js' } } };\n",
  });
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('logo.png'));
  assert.ok(files.includes('static/image/logo.[hash].png'));
  assert.ok(!files.some((f) => f.startsWith('public/')));
  assert.match(distText(dir, /^static\/js\/index\./), /"static\/image\/logo\.[0-9a-f]{8}\.png"/);
});

test("config/server/public-dir \"%PUBLIC_URL% is not replaced in @font-face\": url('%PUBLIC_URL%/fonts/a.woff2') in a stylesheet stops the build with Can't resolve; the font moved to src/ with a relative url() builds", () => {
  const font = Buffer.alloc(3000, 1);
  const css = (url: string) => `@font-face { font-family: A; src: url('${url}') format('woff2'); }\nbody { font-family: A; }\n`;
  const cra = project({
    'public/fonts/a.woff2': font,
    'src/index.css': css('%PUBLIC_URL%/fonts/a.woff2'),
    'src/index.js': "import './index.css';\n",
  });
  const run = rsbuild(cra, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Resolve error: Can't resolve '%PUBLIC_URL%\/fonts\/a\.woff2' in '[^']+src'/);
  const fixed = project({
    'src/fonts/a.woff2': font,
    'src/index.css': css('./fonts/a.woff2'),
    'src/index.js': "import './index.css';\n",
  });
  build(fixed);
  assert.match(distText(fixed, /^static\/css\/index\./), /@font-face\{font-family:A;src:url\(data:font\/woff2;base64,/);
});

test("guide/basic/static-assets \"a src built from the v-for index\": require('./assets/img' + index + '.png') emits every image of the folder and returns the URL of the one asked for", async () => {
  const dir = project({
    'src/assets/img1.png': Buffer.alloc(20_000, 1),
    'src/assets/img2.png': Buffer.alloc(20_000, 2),
    'src/assets/img3.png': Buffer.alloc(20_000, 3),
    'src/index.js':
      "const list = [1, 2, 3];\ndocument.body.innerHTML = list.map((index) => `<img src=\"${require('./assets/img' + index + '.png')}\">`).join('');\nconst plain = './assets/img' + 1 + '.png';\ndocument.body.dataset.plain = plain;\n",
  });
  build(dir);
  const images = hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/'));
  assert.deepEqual(images, ['static/image/img1.[hash].png', 'static/image/img2.[hash].png', 'static/image/img3.[hash].png']);
  const server = await previewServer(dir);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () =>
      [...document.querySelectorAll('img')].map((i) => i.getAttribute('src')),
    );
    assert.deepEqual(errors, []);
    assert.equal(value.length, 3);
    for (const [i, src] of value.entries()) assert.match(src ?? '', new RegExp(`^/static/image/img${i + 1}\\.[0-9a-f]{8}\\.png$`));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template

test('guide/basic/html-template "an <img> in the template is not processed": <img src="./src/assets/logo.png"> in the template is left as written and the image is not emitted; /logo.png from public/ is copied to dist/', () => {
  const dir = project({
    'index.html':
      '<!doctype html><html><head><title>t</title></head><body><img src="./src/assets/logo.png"><img src="/logo.png"><div id="root"></div></body></html>\n',
    'src/assets/logo.png': Buffer.alloc(30_000, 5),
    'public/logo.png': Buffer.alloc(30_000, 5),
    ...app,
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  build(dir);
  const page = distText(dir, /^index\.html$/);
  assert.match(page, /<img src="\.\/src\/assets\/logo\.png"><img src="\/logo\.png">/);
  const files = distFiles(dir);
  assert.ok(files.includes('logo.png'));
  assert.ok(!files.some((f) => f.startsWith('static/image/') || f.startsWith('src/')));
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "pnpm dev: no dist folder": rsbuild dev serves the page but writes no dist/index.html; with writeToDisk: true it writes dist/index.html and dist/static/js/index.js', async () => {
  const memory = project(app);
  let server = await devServer(memory);
  try {
    assert.equal((await fetch(`${server.url}/`, { headers: HTML })).status, 200);
    assert.equal(fs.existsSync(path.join(memory, 'dist/index.html')), false);
  } finally {
    await server.stop();
  }
  const disk = project({ ...app, 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  server = await devServer(disk);
  try {
    assert.ok(fs.existsSync(path.join(disk, 'dist/index.html')));
    assert.ok(fs.existsSync(path.join(disk, 'dist/static/js/index.js')));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares
//
// That onBeforeSetupMiddleware and onAfterSetupMiddleware are webpack-dev-server 4's names of version 3's before and
// after, and receive its server with an Express app (devServer.app.get(...)), rests on webpack-dev-server's migration
// guide (v3 to v4), not on a run here.

test('config/dev/setup-middlewares "onBeforeSetupMiddleware / onAfterSetupMiddleware to setupMiddlewares": an unshift handler answers GET /api/before before the pages; a push handler answers a POST nothing else serves; GET of a page path still gets index.html', async () => {
  const dir = project({
    ...app,
    'rsbuild.config.mjs': `export default { dev: { setupMiddlewares: [(middlewares) => {
  middlewares.unshift((req, res, next) => { if (req.url === '/api/before') { res.end('before'); return; } next(); });
  middlewares.push((req, res, next) => { if (req.method === 'POST') { res.end('after ' + req.url); return; } next(); });
}] } };
`,
  });
  const server = await devServer(dir);
  try {
    assert.equal(await (await fetch(`${server.url}/api/before`, { headers: HTML })).text(), 'before');
    assert.equal(await (await fetch(`${server.url}/api/save`, { method: 'POST' })).text(), 'after /api/save');
    assert.match(await (await fetch(`${server.url}/api/save`, { headers: HTML })).text(), /<div id="root"><\/div>/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers
//
// That a page opened over plain http:// from another device (a LAN address) is not a secure context, so that
// SharedArrayBuffer stays undefined there even with both headers, is the browsers' rule (the HTML standard's
// cross-origin isolation needs a secure context); it rests on that, not on a run here. So does the sentence that with
// require-corp a file from another origin loads only when its server allows it (Cross-Origin-Resource-Policy, or CORS
// with the crossorigin attribute): the Fetch standard's rule for COEP, not run here.

test('config/server/headers "ReferenceError: SharedArrayBuffer is not defined": without headers the page is not cross-origin isolated and SharedArrayBuffer is undefined; with COOP same-origin and COEP require-corp in server.headers, rsbuild dev and rsbuild preview send both and the page has SharedArrayBuffer', async () => {
  const read = () => ({ isolated: self.crossOriginIsolated, sab: typeof SharedArrayBuffer });
  const plain = project(app);
  let server = await devServer(plain);
  try {
    const { value } = await visit(browser(), `${server.url}/`, read);
    assert.deepEqual(value, { isolated: false, sab: 'undefined' });
  } finally {
    await server.stop();
  }
  const dir = project({
    ...app,
    'rsbuild.config.mjs':
      "export default { server: { headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } } };\n",
  });
  for (const start of [devServer, async (d: string) => (build(d), previewServer(d))]) {
    server = await start(dir);
    try {
      const r = await fetch(`${server.url}/`, { headers: HTML });
      assert.equal(r.headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(r.headers.get('cross-origin-embedder-policy'), 'require-corp');
      const { errors, value } = await visit(browser(), `${server.url}/`, read);
      assert.deepEqual(errors, []);
      assert.deepEqual(value, { isolated: true, sab: 'function' });
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars
//
// That `npm run build --mode staging` hands `--mode` to npm (npm_config_mode=true) and passes `staging` to the script
// as a plain argument, so that the script runs `rsbuild build staging`, was run by hand with npm 11.19.1 for this round
// (a script printing its arguments and npm_config_mode); it rests on that run and on npm's documented handling of
// unknown flags, not on a test here. `npm run build -- --mode staging` passes `--mode staging` to the script.

test('guide/advanced/env-vars "build --mode staging": rsbuild build --mode staging stops with "error: unknown option \'--mode\'"; rsbuild build staging (what npm run build --mode staging runs) builds with .env.production; --env-mode staging reads .env.staging', () => {
  const dir = project({
    'src/index.js': 'document.body.textContent = process.env.PUBLIC_API_URL;\n',
    '.env.development': 'PUBLIC_API_URL=https://dev.example.com\n',
    '.env.staging': 'PUBLIC_API_URL=https://staging.example.com\n',
    '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
  });
  const mode = rsbuild(dir, ['build', '--mode', 'staging']);
  assert.notEqual(mode.code, 0);
  assert.match(mode.output, /error: unknown option '--mode'/);
  const url = () => distText(dir, /^static\/js\/index\./).match(/https:\/\/[a-z.]+/)?.[0];
  assert.equal(rsbuild(dir, ['build', 'staging']).code, 0);
  assert.equal(url(), 'https://api.example.com');
  assert.equal(rsbuild(dir, ['build', '--env-mode', 'staging']).code, 0);
  assert.equal(url(), 'https://staging.example.com');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test('guide/basic/cli "a config file of another name": rsbuild build -c rsbuild.admin.mjs and --config rsbuild.admin.mjs use that file (its distPath root), not rsbuild.config.mjs', () => {
  const dir = project({
    ...app,
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'dist-default' } } };\n",
    'rsbuild.admin.mjs': "export default { output: { distPath: { root: 'dist-admin' } } };\n",
  });
  for (const flag of ['-c', '--config']) {
    fs.rmSync(path.join(dir, 'dist-admin'), { recursive: true, force: true });
    assert.equal(rsbuild(dir, ['build', flag, 'rsbuild.admin.mjs']).code, 0);
    assert.ok(fs.existsSync(path.join(dir, 'dist-admin/index.html')));
    assert.equal(fs.existsSync(path.join(dir, 'dist-default')), false);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "watch mode in a remote container": tools.rspack watchOptions { poll: 1000 } is accepted by 0.5.9 and reaches the Rspack configuration of the dev server (rsbuild inspect)', () => {
  const dir = project({ ...app, 'rsbuild.config.mjs': 'export default { tools: { rspack: { watchOptions: { poll: 1000 } } } };\n' });
  const run = rsbuild(dir, ['inspect', '--env', 'development']);
  assert.equal(run.code, 0);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(config, /watchOptions: \{\s+poll: 1000\s+\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix
//
// Not run here: `Uncaught (in promise)` is how Chromium's console prints a rejected import() that nothing catches, and
// chunk names such as chunk-278d49b8 are Vue CLI's (its splitChunks names async chunks chunk-<hash>); both rest on
// those tools, as users quote them.

test("config/output/asset-prefix \"fonts not found with ./dist\": with assetPrefix './dist/' the built CSS asks for ./dist/static/font/..., which the browser resolves from static/css/; with 'auto' it asks for ../../static/font/...", () => {
  const files = {
    'src/fonts/icons.woff': Buffer.alloc(20_000, 3),
    'src/index.css': "@font-face { font-family: I; src: url('./fonts/icons.woff'); }\nbody { font-family: I; }\n",
    'src/index.js': "import './index.css';\n",
  };
  const dist = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './dist/' } };\n" });
  build(dist);
  assert.match(distText(dist, /^static\/css\/index\./), /url\(\.\/dist\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
  const auto = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto' } };\n" });
  build(auto);
  assert.match(distText(auto, /^static\/css\/index\./), /url\(\.\.\/\.\.\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
});
