// Facts behind the seventeenth round's (c) items, as readers describe the problem: dist/index.html opened through an
// editor's live server (VS Code Live Server at 127.0.0.1:5500, WebStorm at localhost:63342) that serves the project
// folder, not dist; "Unexpected token '<'" after deploying; fonts referenced from the root of the site; public images
// written as relative paths on a child route; the base path of umi and Vite (VITE_BASE) read from an env file;
// Vue CLI's process.env.BASE_URL (Ant Design Pro for Vue) under a sub-path; lazy route chunks of a micro-frontend
// sub-app in development. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project) and, where a page says
// what the browser shows, Chromium.
//
// Resting on other sources, not run here:
// - VS Code's Live Server serves the opened workspace folder at http://127.0.0.1:5500/ and answers a missing file
//   with a 404 HTML page through connect's finalhandler, which sends `X-Content-Type-Options: nosniff` (read in
//   live-server and finalhandler); the tests below stand such a host in with a server that does the same.
//   WebStorm's built-in server serves a project under http://localhost:63342/<project>/ (its documentation).
// - umi's `publicPath` and `base`, Vite's `base` and Vue CLI's `publicPath` / `process.env.BASE_URL` are those tools'
//   documented options; that Rsbuild reads none of them is run below (a top-level `base`, a VITE_BASE env var and
//   process.env.BASE_URL in code). umi's default publicPath is '/', giving /umi.js and /umi.css (umi's documentation).
// - webpack (and Vue CLI on it) names chunks by number in a production build, hence `Loading chunk 0 failed.` there
//   (webpack's optimization.chunkIds 'deterministic' / 'natural'); the dev chunk name run below is Rsbuild's. The dev test
//   imports a file named About.vue holding plain JavaScript (no Vue plugin is installed here): the name follows the path.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, devServer, distText, listen, project, sharedBrowser, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** A host like an editor's live server: serves `root` (the project folder) as it is; a missing file is a 404 HTML page with nosniff. */
async function liveServer(t: { after: (fn: () => void) => void }, root: string): Promise<string> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/favicon.ico') return void res.writeHead(204).end();
    const file = path.join(root, pathname);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
    } else {
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' })
        .end('<!DOCTYPE html><pre>Cannot GET</pre>');
    }
  });
  return `http://localhost:${await listen(server, t)}`;
}

/** Opens `url`, returns what the console printed (messages and uncaught errors) and what `read` gives. */
async function open<T>(url: string, read: () => T): Promise<{ printed: string[]; value: T }> {
  const page = await browser().newPage();
  const printed: string[] = [];
  try {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Runtime.exceptionThrown', (e) =>
      printed.push(`${e.exceptionDetails.exception?.description ?? e.exceptionDetails.text}`.split('\n')[0]),
    );
    await cdp.send('Runtime.enable');
    page.on('console', (m) => printed.push(m.text()));
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(400);
    return { printed, value: await page.evaluate(read) };
  } finally {
    await page.close();
  }
}

const APP = {
  'src/logo.png': PNG,
  'src/index.js':
    "import logo from './logo.png';\nconst img = document.createElement('img');\nimg.src = logo;\ndocument.body.append('app', img);\n",
};
const shown = () => ({
  text: document.body.textContent,
  images: [...document.images].map((i) => `${i.getAttribute('src')} ${i.naturalWidth}`),
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix + guide/faq/blank-page

test("config/output/asset-prefix + guide/faq/blank-page \"dist/index.html run from an editor's live server: blank page, Refused to execute script … MIME type ('text/html')\": the server of the project folder opens the page at /dist/index.html; the default prefix asks for /static/js/index.[hash].js at the server's root, a 404 HTML page with nosniff, and Chromium prints Refused to execute script from '<URL>' because its MIME type ('text/html') is not executable, and strict MIME type checking is enabled.; nothing renders. With assetPrefix './' the page and its image load from /dist/", async (t) => {
  const config = (prefix: string) => `export default { output: { dataUriLimit: 0, assetPrefix: '${prefix}' } };\n`;
  const root = project({ ...APP, 'rsbuild.config.mjs': config('/') });
  build(root);
  let origin = await liveServer(t, root);
  const script = distText(root, /^index\.html$/).match(/src="(\/static\/js\/index\.[0-9a-f]{8}\.js)"/)?.[1];
  assert.ok(script);
  const broken = await open(`${origin}/dist/index.html`, shown);
  assert.ok(
    broken.printed.includes(
      `Refused to execute script from '${origin}${script}' because its MIME type ('text/html') is not executable, and strict MIME type checking is enabled.`,
    ),
    broken.printed.join('\n'),
  );
  assert.equal(broken.value.text, '');

  const dot = project({ ...APP, 'rsbuild.config.mjs': config('./') });
  build(dot);
  origin = await liveServer(t, dot);
  const works = await open(`${origin}/dist/index.html`, shown);
  assert.deepEqual(works.printed, []);
  assert.equal(works.value.text, 'app');
  assert.match(works.value.images[0], /^\.\/static\/image\/logo\.[0-9a-f]{8}\.png 1$/);
});

test("guide/faq/blank-page \"deployed to a server, nothing shows, Uncaught SyntaxError: Unexpected token '<'\": an app built with the default prefix, deployed at /shop/ on a host that answers unknown paths with index.html, gets the HTML page for /static/js/index.[hash].js: Uncaught SyntaxError: Unexpected token '<' and an empty page; with assetPrefix '/shop/' it renders", async (t) => {
  const config = (prefix: string) => `export default { output: { assetPrefix: '${prefix}' } };\n`;
  const root = project({ ...APP, 'rsbuild.config.mjs': config('/') });
  build(root);
  let origin = await staticHost(t, path.join(root, 'dist'), { folder: 'shop', fallback: true });
  const broken = await visit(browser(), `${origin}/shop/`, () => document.body.textContent);
  assert.deepEqual(broken.errors, ["Uncaught SyntaxError: Unexpected token '<'"]);
  assert.equal(broken.value, '');

  const shop = project({ ...APP, 'rsbuild.config.mjs': config('/shop/') });
  build(shop);
  origin = await staticHost(t, path.join(shop, 'dist'), { folder: 'shop', fallback: true });
  const works = await visit(browser(), `${origin}/shop/`, () => document.body.textContent);
  assert.deepEqual(works.errors, []);
  assert.equal(works.value, 'app');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix: fonts

test("config/output/asset-prefix \"after npm run build the fonts point to the root and do not load\": a font of @font-face is emitted to dist/static/font/icons.[hash].woff and the CSS asks for url(/static/font/…), from the root of the domain (404 under /shop/); assetPrefix '/shop/' writes url(/shop/static/font/…), 'auto' url(../../static/font/…)", async (t) => {
  const files = {
    'src/icons.woff': Buffer.alloc(20_000, 1),
    'src/index.css': "@font-face { font-family: icons; src: url('./icons.woff') format('woff'); }\nbody { font-family: icons; }\n",
    'src/index.js': "import './index.css';\n",
  };
  const css = (prefix: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}' } };\n` });
    build(dir);
    return { dir, text: distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/) };
  };
  const root = css('/');
  assert.match(root.text, /url\(\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
  const font = root.text.match(/\/static\/font\/icons\.[0-9a-f]{8}\.woff/)?.[0];
  assert.ok(font && fs.existsSync(path.join(root.dir, 'dist', font)));
  const origin = await staticHost(t, path.join(root.dir, 'dist'), { folder: 'shop' });
  assert.equal((await fetch(`${origin}${font}`)).status, 404);
  assert.equal((await fetch(`${origin}/shop${font}`)).status, 200);
  assert.match(css('/shop/').text, /url\(\/shop\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
  assert.match(css('auto').text, /url\(\.\.\/\.\.\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "public images written images/logo.png break on a child route": on a host that answers every route with index.html, images/logo.png shows at / and is broken at /user/42 (it asks for /user/images/logo.png); ../images/logo.png shows at /user/42 but not at /user/42/edit; /images/logo.png and `${process.env.ASSET_PREFIX}/images/logo.png` show on every route', async (t) => {
  const dir = project({
    'public/images/logo.png': PNG,
    'src/index.js':
      "for (const src of ['images/logo.png', '../images/logo.png', '/images/logo.png', `${process.env.ASSET_PREFIX}/images/logo.png`]) {\n  const img = document.createElement('img');\n  img.src = src;\n  document.body.append(img);\n}\n",
  });
  build(dir);
  const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
  const widths = async (route: string) =>
    (await visit(browser(), `${origin}${route}`, () => [...document.images].map((i) => i.naturalWidth))).value;
  assert.deepEqual(await widths('/'), [1, 1, 1, 1]);
  assert.deepEqual(await widths('/user/42'), [0, 1, 1, 1]);
  assert.deepEqual(await widths('/user/42/edit'), [0, 0, 1, 1]);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix: umi, Vite, Vue CLI

test('config/output/asset-prefix "VITE_BASE=/admin/, umi publicPath: the built paths lack /admin/": Rsbuild reads neither a top-level base nor publicPath nor a VITE_BASE env var and says nothing of them (the HTML keeps /static/js/…); a variable of .env.production read in rsbuild.config as output.assetPrefix gives /admin/static/js/index.[hash].js', () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const ignored = project({
    ...src,
    '.env.production': 'VITE_BASE=/admin/\n',
    'rsbuild.config.mjs': "export default { base: '/admin/', publicPath: '/admin/' };\n",
  });
  const run = build(ignored);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /base|publicPath|VITE/);
  assert.match(distText(ignored, /^index\.html$/), /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);

  const read = project({
    ...src,
    '.env.production': 'BASE_PATH=/admin/\n',
    'rsbuild.config.mjs': "export default { output: { assetPrefix: process.env.BASE_PATH ?? '/' } };\n",
  });
  build(read);
  assert.match(distText(read, /^index\.html$/), /src="\/admin\/static\/js\/index\.[0-9a-f]{8}\.js"/);
});

test("config/output/asset-prefix \"Ant Design Pro for Vue in a sub-directory\": process.env.BASE_URL (Vue CLI's, the router base) is not replaced by 0.5.9 and throws process is not defined in the browser; source.define 'process.env.BASE_URL' with the sub-path replaces it", async (t) => {
  const src = { 'src/index.js': 'document.body.dataset.base = process.env.BASE_URL;\n' };
  const bare = project({ ...src, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/pro/' } };\n" });
  build(bare);
  assert.match(distText(bare, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /process\.env\.BASE_URL/);
  const origin = await staticHost(t, path.join(bare, 'dist'), { folder: 'pro', fallback: true });
  assert.deepEqual((await visit(browser(), `${origin}/pro/`, () => null)).errors, ['Uncaught ReferenceError: process is not defined']);
  const defined = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { output: { assetPrefix: '/pro/' }, source: { define: { 'process.env.BASE_URL': JSON.stringify('/pro/') } } };\n",
  });
  build(defined);
  const js = distText(defined, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.doesNotMatch(js, /process\.env/);
  assert.match(js, /"\/pro\/"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

test("config/dev/asset-prefix \"Vue micro-app, lazy routes fail with Loading chunk … failed in development\": a host page on another origin that includes the sub-app's dev script gets ChunkLoadError: Loading chunk <id> failed. for import(), asked from the host's origin; dev.assetPrefix true loads it from the sub-app's dev server", async (t) => {
  const files = {
    'src/index.js':
      "import('./views/About.vue').then((m) => { document.body.dataset.route = m.default; }).catch((e) => { document.body.dataset.error = e.message.split('\\n')[0]; });\n",
    'src/views/About.vue': "export default 'about';\n",
  };
  // the main app fetches the sub-app's HTML and runs its scripts from the sub-app's address, as qiankun does
  const host = async (sub: string) => {
    const scripts = (await (await fetch(`${sub}/`)).text()).match(/<script defer src="[^"]+"><\/script>/g) ?? [];
    const tags = scripts.map((tag) => tag.replace(/src="\//, `src="${sub}/`)).join('');
    return http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><head>${tags}</head><body></body>`);
    });
  };
  const read = () => ({ route: document.body.dataset.route, error: document.body.dataset.error });
  for (const [config, expected] of [
    ['export default {};\n', 'error'],
    ['export default { dev: { assetPrefix: true } };\n', 'route'],
  ] as const) {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    const sub = await devServer(dir);
    try {
      const origin = `http://localhost:${await listen(await host(sub.url), t)}`;
      const { value, printed } = await open(`${origin}/`, read);
      if (expected === 'error') {
        // the main app answers the chunk's URL on its own origin with its HTML page
        assert.deepEqual(value, { route: undefined, error: 'Loading chunk src_views_About_vue failed.' });
        assert.ok(printed.includes("SyntaxError: Unexpected token '<'"), printed.join('\n'));
      } else {
        assert.deepEqual(value, { route: 'about', error: undefined });
      }
    } finally {
      await sub.stop();
    }
  }
});
