// Facts behind the thirty-fourth round's (c) items, as readers describe the problem: the output HTML is still
// compressed with minify false (config/output/minify, item 1); not minifying in production (same page, item 2); an app
// reached at http://ip/yapi (config/output/asset-prefix, item 3); `GET http://localhost:8080/…/last.jpg 404 (Not Found)`
// for a CSS background image in development (config/dev/asset-prefix, item 4); two static folders copied with their
// structure (config/output/copy, item 5); TypeScript errors masked, the build exiting with zero status
// (plugins/list/plugin-type-check, item 6); React is not defined after deleting `import React` (guide/faq/exceptions,
// item 7); JSX in .js instead of .jsx files (guide/migration/cra, item 8); every small JS change loses the state and
// sends you clicking through the UI again (guide/advanced/hmr, item 9); a production build with no CSS file and no
// CSS in the HTML (config/output/inject-styles, item 10); a sub-app's image keeps the main app's address although
// `__webpack_public_path__` is set (config/dev/asset-prefix, item 11). Each test runs @rsbuild/core 0.5.9 (its CLI,
// in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - config/output/minify: the reader's "still compressed when I set minify false" is jantimon/html-webpack-plugin#370
//   (html-webpack-plugin 2, where the maintainer pointed at the template's loader); that the injected tags sit on one
//   line with minify false is how html-webpack-plugin writes them (jantimon/html-webpack-plugin#1612, the maintainer:
//   so that the output can sit in non-HTML templates). Run here: 0.5.9's output with each setting.
// - config/output/minify: "production 环境下不想压缩" is cantonjs/wxapp-boilerplate#8; that project is not run.
// - config/output/asset-prefix: "二级域 如 http://ip/yapi" is YMFE/yapi#1431 (YApi's own server, not run); that a
//   sub-domain such as yapi.example.com is the root of its own host is how URLs work. Run here: the build served below
//   /yapi/ and, with the default prefix, at the root of a host.
// - config/dev/asset-prefix: `GET http://localhost:8080/dist/css/distimg/last.jpg 404 (Not Found)` is
//   JasonBai007/reactSPA#6 (webpack 1; the maintainer: set publicPath). Webpack is not run; in the 0.5.9 run, a
//   relative dev.assetPrefix gives the same kind of address, below the CSS file's folder (answered with the page's
//   HTML by the dev server, not a 404).
// - config/dev/asset-prefix: `__webpack_public_path__ = window.__MICRO_APP_PUBLIC_PATH__` in a public-path file is
//   micro-app's documented setup, and the reader's report (jd-opensource/micro-app#220) found that where the file is
//   imported changes the result; micro-app itself is not run: a main page that sets window.__MICRO_APP_PUBLIC_PATH__
//   and runs the sub-app's scripts stands in for it.
// - plugins/list/plugin-type-check: "TypeScript errors masked, webpack exiting with zero status", `echo $?` and the
//   `npm pack` acting on that success are TypeStrong/ts-loader#289 (webpack 1 + ts-loader); not run. That the plugin
//   makes rsbuild build exit with code 1 is on the page already and rests on its 0.5.9 source (the plugin is not
//   installed here); run here: without it, 0.5.9 exits 0, and tsc --noEmit before the build stops a chained command.
// - guide/faq/exceptions: that React 17 brought the new JSX transform, which lets components leave out
//   `import React from 'react'`, is React's blog post "Introducing the New JSX Transform" (2020-09-22) and
//   gatsbyjs/gatsby#27689; run here with React 18, the React installed for the fact tests.
// - guide/migration/cra: "Possible to use js instead of jsx extension" is alloc/vite-react-jsx#2 (Vite); Vite is not run.
// - guide/advanced/hmr: "每次改一点js代码又得在UI上点一圈" is heluxjs/helux#22; helux is not run: a React counter
//   stands in for the state.
// - config/output/inject-styles: "product出来即没有CSS文件，html也有没有引入CSS" is bodyno/react-starter-kit#82
//   (a webpack starter); not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  RSBUILD_BIN,
  ROOT,
  build,
  counterAfterEdit,
  REACT_COUNTER_FILES,
  devServer,
  distFiles,
  distText,
  hashed,
  listen,
  previewServer,
  project,
  sharedBrowser,
  staticHost,
  visit,
  REACT_18,
  REACT_LINKS,
} from './topics-support';

const browser = sharedBrowser();

/** The content hash 0.5.9 gives BIG_PNG's file name, in development as in production. */
const HASH = '6458c743';

/** An image above the 10000-byte data-URI limit, so that it is emitted as a file. */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(12_000)]);

const ALIAS = `source: { alias: { react: ${JSON.stringify(REACT_18)} } }`;
const WITH_REACT = `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], ${ALIAS} };\n`;

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

function builtHtml(config: string): string {
  const dir = project({
    'src/index.js': "import './a.css';\n",
    'src/a.css': 'body { color: red; }\n',
    'index.html': TEMPLATE,
    'rsbuild.config.mjs': `const config = ${config};\nexport default { ...config, html: { template: './index.html' } };\n`,
  });
  build(dir);
  return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
}

test('config/output/minify "output html is still compressed when I set minify false": htmlOptions: false leaves the HTML on one line; minify: false, minify: { html: false } and tools.htmlPlugin: { minify: false } keep the template\'s lines, while the inserted meta, script and link tags stay together on one line before </head>', () => {
  const oneLine = builtHtml('{ output: { minify: { htmlOptions: false } } }');
  assert.equal(oneLine.includes('\n'), false);
  assert.match(oneLine, /^<!doctype html><html><head><title>Shop<\/title>/);
  for (const config of [
    '{ output: { minify: false } }',
    '{ output: { minify: { html: false } } }',
    '{ tools: { htmlPlugin: { minify: false } } }',
  ]) {
    const html = builtHtml(config);
    assert.match(html, /^<!doctype html>\n<html>\n {2}<head>\n {4}<title>Shop<\/title>\n/, config);
    assert.match(
      html,
      /\n {2}<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1\.0"><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet"><\/head>\n {2}<body>\n {4}<div id="root"><\/div>\n/,
      config,
    );
  }
});

test('config/output/minify "在 production 环境下不想压缩": with minify: false, rsbuild build is still a production build: process.env.NODE_ENV is "production" in the code, the file names keep their hashes, and no source map is written', () => {
  const dir = project({
    'src/index.js': 'function readMode() {\n  return process.env.NODE_ENV;\n}\ndocument.body.dataset.mode = readMode();\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  assert.deepEqual(hashed(distFiles(dir)), ['index.html', 'static/js/index.[hash].js']);
  const js = distText(dir, /\.js$/);
  assert.match(js, /function readMode\(\) \{\n\s+return "production";\n\}\ndocument\.body\.dataset\.mode = readMode\(\);/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test("config/output/asset-prefix \"访问 http://ip/yapi\": with assetPrefix '/yapi/' the HTML loads /yapi/static/js/… and the build served below /yapi/ renders; on a host of its own (a sub-domain), the default '/' renders at the root", async (t) => {
  const files = { 'src/index.js': "document.body.dataset.ok = 'yes';\n" };
  const sub = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/yapi/' } };\n" });
  build(sub);
  assert.match(fs.readFileSync(path.join(sub, 'dist/index.html'), 'utf8'), /src="\/yapi\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const subHost = await staticHost(t, path.join(sub, 'dist'), { folder: 'yapi' });
  const seen = await visit(browser(), `${subHost}/yapi/`, () => document.body.dataset.ok);
  assert.deepEqual([seen.errors, seen.value], [[], 'yes']);
  const root = project(files);
  build(root);
  const rootHost = await staticHost(t, path.join(root, 'dist'));
  const atRoot = await visit(browser(), `${rootHost}/`, () => document.body.dataset.ok);
  assert.deepEqual([atRoot.errors, atRoot.value], [[], 'yes']);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

/** The CSS url() of last.jpg in the dev stylesheet of `dir`, and every request for it while the page loads in Chromium (status, content type, path). */
async function imageRequests(dir: string): Promise<{ css: string; seen: string[] }> {
  const server = await devServer(dir);
  const page = await browser().newPage();
  const seen: string[] = [];
  try {
    page.on('response', (r) => {
      if (r.url().includes('last')) seen.push(`${r.status()} ${r.headers()['content-type']} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    return { css: /url\(([^)]+)\)/.exec(css)?.[1] ?? '', seen };
  } finally {
    await page.close();
    await server.stop();
  }
}

test("config/dev/asset-prefix \"GET http://localhost:8080/…/css/…/last.jpg 404 (Not Found)\": with dev.assetPrefix './' the dev CSS says url(./static/image/last.[hash].jpg), the browser asks for /static/css/static/image/last.[hash].jpg and the dev server answers with the page's HTML; with the default '/' the CSS says url(/static/image/last.[hash].jpg) and the image is served", async () => {
  const files = {
    'src/index.js': "import './a.css';\ndocument.body.className = 'a';\n",
    'src/a.css': ".a { background-image: url('./img/last.jpg'); }\n",
    'src/img/last.jpg': BIG_PNG,
  };
  const relative = await imageRequests(project({ ...files, 'rsbuild.config.mjs': "export default { dev: { assetPrefix: './' } };\n" }));
  assert.equal(relative.css, `./static/image/last.${HASH}.jpg`);
  assert.deepEqual(relative.seen, [`200 text/html; charset=utf-8 /static/css/static/image/last.${HASH}.jpg`]);
  const root = await imageRequests(project(files));
  assert.equal(root.css, `/static/image/last.${HASH}.jpg`);
  assert.deepEqual(root.seen, [`200 image/jpeg /static/image/last.${HASH}.jpg`]);
});

/** A main app's page that sets window.__MICRO_APP_PUBLIC_PATH__ to `origin/` and runs the scripts of `origin`'s HTML; returns the image URL the sub-app's code put into document.body.dataset.logo. */
async function logoInMainApp(t: { after: (fn: () => void) => void }, origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${origin}/`).href);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>main</title><script>window.__MICRO_APP_PUBLIC_PATH__ = '${origin}/';</script><body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`,
    );
  });
  const main = `http://127.0.0.1:${await listen(server, t)}`;
  const seen = await visit(browser(), `${main}/`, () => document.body.dataset.logo);
  assert.deepEqual(seen.errors, []);
  return seen.value ?? '';
}

test('config/dev/asset-prefix "子应用中引入 img 图片的地址还是主应用的，__webpack_public_path__ 没有替换": a public-path.js that sets __webpack_public_path__ = window.__MICRO_APP_PUBLIC_PATH__, imported first, gives the imported image the sub-app\'s address, in rsbuild dev and in a build; imported after the image, the image keeps /static/image/…', async (t) => {
  const publicPath = 'if (window.__MICRO_APP_PUBLIC_PATH__) {\n  __webpack_public_path__ = window.__MICRO_APP_PUBLIC_PATH__;\n}\n';
  const files = (first: boolean) => ({
    'src/public-path.js': publicPath,
    'src/logo.png': BIG_PNG,
    'src/index.js': first
      ? "import './public-path';\nimport logo from './logo.png';\n\ndocument.body.dataset.logo = logo;\n"
      : "import logo from './logo.png';\nimport './public-path';\n\ndocument.body.dataset.logo = logo;\n",
  });
  const dev = project(files(true));
  const server = await devServer(dev);
  try {
    assert.equal(await logoInMainApp(t, server.url), `${server.url}/static/image/logo.${HASH}.png`);
  } finally {
    await server.stop();
  }
  const late = project(files(false));
  const lateServer = await devServer(late);
  try {
    assert.equal(await logoInMainApp(t, lateServer.url), `/static/image/logo.${HASH}.png`);
  } finally {
    await lateServer.stop();
  }
  const built = project(files(true));
  build(built);
  const preview = await previewServer(built);
  try {
    assert.equal(await logoInMainApp(t, preview.url), `${preview.url}/static/image/logo.${HASH}.png`);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test('config/output/copy "add two static folders and keep the structure in the dist folder": one pattern per folder with to: the folder\'s name writes both with their subfolders; without to, the contents of both land at the top of dist', () => {
  const files = {
    'src/index.js': 'console.log(1);\n',
    'assets/img/logo.png': PNG,
    'assets/fonts/a.woff': 'woff',
    'data/cities/list.json': '[]\n',
  };
  const kept = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './assets', to: 'assets' }, { from: './data', to: 'data' }] } };\n",
  });
  build(kept);
  const copied = (dir: string) => distFiles(dir).filter((f) => !f.startsWith('static/js/') && f !== 'index.html');
  assert.deepEqual(copied(kept), ['assets/fonts/a.woff', 'assets/img/logo.png', 'data/cities/list.json']);
  const flat = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './assets' }, { from: './data' }] } };\n",
  });
  build(flat);
  assert.deepEqual(copied(flat), ['cities/list.json', 'fonts/a.woff', 'img/logo.png']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check

test('plugins/list/plugin-type-check "TypeScript errors masked, exiting with zero status": rsbuild build of a TS2345 error exits with status 0, so a chained step runs; tsc --noEmit exits non-zero on the same code and stops the chain', () => {
  const files = {
    'tsconfig.json':
      '{ "compilerOptions": { "strict": true, "lib": ["DOM", "ES2020"], "module": "ESNext", "moduleResolution": "Bundler", "noEmit": true }, "include": ["src"] }\n',
    'src/index.ts': "function double(n: number): number {\n  return n * 2;\n}\n\ndocument.body.textContent = String(double('2'));\n",
  };
  const env = { ...process.env, NODE_ENV: '', NODE_OPTIONS: '' };
  const node = `"${process.execPath}"`;
  const masked = project(files);
  const built = spawnSync(`${node} "${RSBUILD_BIN}" build && echo packed > packed.txt`, {
    cwd: masked,
    shell: true,
    encoding: 'utf8',
    env,
  });
  assert.equal(built.status, 0);
  assert.equal(fs.existsSync(path.join(masked, 'packed.txt')), true);
  const checked = project(files);
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const res = spawnSync(`${node} "${tsc}" --noEmit && ${node} "${RSBUILD_BIN}" build && echo packed > packed.txt`, {
    cwd: checked,
    shell: true,
    encoding: 'utf8',
    env,
  });
  assert.notEqual(res.status, 0);
  assert.match(res.stdout, /error TS2345/);
  assert.equal(fs.existsSync(path.join(checked, 'packed.txt')), false);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions and guide/migration/cra

const APP_NO_IMPORT = 'export default function App() {\n  return <h1 id="title">Hello</h1>;\n}\n';
const INDEX_NO_IMPORT =
  "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n";

test('guide/faq/exceptions "React is not defined after deleting import React (React 17+)": components without import React fail with Uncaught ReferenceError: React is not defined without pluginReact, and render with it', async () => {
  const files = { 'src/index.jsx': INDEX_NO_IMPORT, 'src/App.jsx': APP_NO_IMPORT };
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { ${ALIAS} };\n` }, REACT_LINKS);
  build(plain);
  let preview = await previewServer(plain);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.getElementById('title')?.textContent ?? null);
    assert.deepEqual([seen.errors, seen.value], [['Uncaught ReferenceError: React is not defined'], null]);
  } finally {
    await preview.stop();
  }
  const withPlugin = project({ ...files, 'rsbuild.config.mjs': WITH_REACT }, REACT_LINKS);
  build(withPlugin);
  preview = await previewServer(withPlugin);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.getElementById('title')?.textContent ?? null);
    assert.deepEqual([seen.errors, seen.value], [[], 'Hello']);
  } finally {
    await preview.stop();
  }
});

test('guide/migration/cra "use .js instead of the .jsx extension": components with JSX in src/index.js and src/App.js build with pluginReact and render, no rename and no loader setting', async () => {
  const dir = project({ 'src/index.js': INDEX_NO_IMPORT, 'src/App.js': APP_NO_IMPORT, 'rsbuild.config.mjs': WITH_REACT }, REACT_LINKS);
  build(dir);
  const preview = await previewServer(dir);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.getElementById('title')?.textContent ?? null);
    assert.deepEqual([seen.errors, seen.value], [[], 'Hello']);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/hmr

test('guide/advanced/hmr "保持热更新前的 state，每次改一点 JS 代码又得在 UI 上点一圈": without pluginReact an edit reloads the page and the count is back to 0; with pluginReact the edit keeps the count, without a reload', async () => {
  const files = REACT_COUNTER_FILES;
  const without = await counterAfterEdit(browser, { ...files, 'rsbuild.config.mjs': `export default { ${ALIAS} };\n` }, REACT_LINKS);
  assert.deepEqual(without, { loads: 2, text: 'second label 0' });
  const withPlugin = await counterAfterEdit(browser, { ...files, 'rsbuild.config.mjs': WITH_REACT }, REACT_LINKS);
  assert.deepEqual(withPlugin, { loads: 1, text: 'second label 2' });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles

test('config/output/inject-styles "production 后没有 CSS 文件，HTML 也没有引入 CSS": with injectStyles: true there is no .css file and no <link>, and the page gets its color from a <style> the script adds; a stylesheet no module imports is not built at all', async () => {
  const injected = project({
    'src/index.js': "import './a.css';\n",
    'src/a.css': 'body { color: rgb(255, 0, 0); }\n',
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n',
  });
  build(injected);
  assert.deepEqual(hashed(distFiles(injected)), ['index.html', 'static/js/index.[hash].js', 'static/js/index.[hash].js.LICENSE.txt']);
  assert.doesNotMatch(fs.readFileSync(path.join(injected, 'dist/index.html'), 'utf8'), /stylesheet|<style/);
  const preview = await previewServer(injected);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => [
      getComputedStyle(document.body).color,
      document.querySelectorAll('style').length,
    ]);
    assert.deepEqual([seen.errors, seen.value], [[], ['rgb(255, 0, 0)', 1]]);
  } finally {
    await preview.stop();
  }
  const unused = project({ 'src/index.js': "document.body.dataset.ok = 'yes';\n", 'src/a.css': 'body { color: red; }\n' });
  build(unused);
  assert.deepEqual(hashed(distFiles(unused)), ['index.html', 'static/js/index.[hash].js']);
  assert.doesNotMatch(fs.readFileSync(path.join(unused, 'dist/index.html'), 'utf8'), /stylesheet/);
});
