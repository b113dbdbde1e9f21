// Facts behind the twenty-second round's (a) items, as readers describe the problem: "Cannot GET /data" after a
// refresh, a dev server that does not pick up file changes, Vue CLI 3's `devServer.https: true`, the error overlay and
// a runtime error such as "ResizeObserver loop limit exceeded", umi's src/pages/document.ejs, and a skeleton screen in
// the HTML template. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project; the browser tests in Chromium,
// React 18 with @rsbuild/plugin-react 0.5.9). Items resting on other sources are noted here.
//
// Facts run by earlier files, not again here:
// - config/server/history-api-fallback: /about and /users/42 answered with index.html by rsbuild dev and preview
//   (common-problems-round16a.test.ts).
// - config/dev/client: a reverse proxy that serves the app under a sub-folder (/app/): the default client connects
//   past the proxy; dev.assetPrefix '/app/' and client.path '/app/rsbuild-hmr' with the proxy's port make a save
//   reload the page through it; the dev server takes the socket on client.path only (common-problems-round21a.test.ts;
//   nginx itself is not run there: a Node proxy forwards /app/... unchanged, as proxy_pass without a path does).
// - guide/faq/hmr: the hot update traffic (hash / ok messages, hot-update.json and .js), dev.hmr false reloading the
//   page, HMR over HTTPS with wss:// on the same host and port, React loaded as an external (faq-hmr.test.ts);
//   server.https: true stopping the dev server (common-problems-server.test.ts).
// Not run: nginx; webpack-dev-server (Vue CLI 3's SockJS client, webpack-dev-server 4's client.overlay.runtimeErrors and its
// overlay, read from its documentation), Create React App's overlay, umi's document.ejs handling (umi reads
// src/pages/document.ejs itself; its own template variables are umi's), Vue's mount().
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  ACCEPT,
  build,
  compilations,
  devServer,
  distText,
  edit,
  freePort,
  nextCompilation,
  previewServer,
  project,
  sharedBrowser,
  waitFor,
  REACT_18,
} from './topics-support';

const browser = sharedBrowser();
// react-dom 18's copy in our store sits next to React 19: the browser run pins react itself to 18 with an alias.
const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "Cannot GET /data after refreshing the page": rsbuild dev and rsbuild preview answer /data (a browser refresh) with index.html, status 200, never "Cannot GET"; with htmlFallback false and no historyApiFallback the dev server answers it with an empty 404', async () => {
  const files = { 'src/index.js': "document.getElementById('root').textContent = location.pathname;\n" };
  const dir = project(files);
  for (const start of [devServer, async (d: string) => (build(d), previewServer(d))]) {
    const server = await start(dir);
    try {
      const r = await fetch(`${server.url}/data`, { headers: { accept: ACCEPT.browser } });
      assert.equal(r.status, 200);
      const body = await r.text();
      assert.match(body, /<div id="root"><\/div>/);
      assert.doesNotMatch(body, /Cannot GET/);
    } finally {
      await server.stop();
    }
  }
  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { server: { htmlFallback: false } };\n' });
  const server = await devServer(off);
  try {
    const r = await fetch(`${server.url}/data`, { headers: { accept: ACCEPT.browser } });
    assert.equal(r.status, 404);
    assert.equal(await r.text(), '');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "the dev server does not pick up file changes": on a local disk, rsbuild dev recompiles after an edit to a file outside the project folder, to a package in node_modules and to a linked package (a symlink in node_modules, as npm link makes); an edit to a file in public/ starts no compilation', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-outside-'));
  const linked = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-linked-'));
  process.on('exit', () => {
    fs.rmSync(outside, { recursive: true, force: true });
    fs.rmSync(linked, { recursive: true, force: true });
  });
  fs.writeFileSync(path.join(outside, 'shared.js'), "export const s = 'A1';\n");
  fs.writeFileSync(path.join(linked, 'package.json'), '{ "name": "linked-lib", "version": "1.0.0", "main": "index.js" }\n');
  fs.writeFileSync(path.join(linked, 'index.js'), "module.exports = 'L1';\n");
  const dir = project({
    'node_modules/real-lib/package.json': '{ "name": "real-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/real-lib/index.js': "module.exports = 'R1';\n",
    'public/data.json': '{ "v": 1 }\n',
    'src/index.js': `import { s } from '${outside}/shared.js';\nimport r from 'real-lib';\nimport l from 'linked-lib';\ndocument.body.textContent = s + r + l;\n`,
  });
  fs.symlinkSync(linked, path.join(dir, 'node_modules/linked-lib'), 'dir');
  const server = await devServer(dir);
  try {
    for (const [file, from, to] of [
      [path.join(outside, 'shared.js'), 'A1', 'A2'],
      [path.join(dir, 'node_modules/real-lib/index.js'), 'R1', 'R2'],
      [path.join(linked, 'index.js'), 'L1', 'L2'],
    ]) {
      const done = compilations(server);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
      await nextCompilation(server, done);
    }
    const done = compilations(server);
    edit(dir, 'public/data.json', '1', '2');
    assert.equal(await waitFor(() => compilations(server) > done, 4_000), false);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test('config/dev/client "HMR behind nginx under a sub-path: the console says the client is disconnected": a client whose socket address is not reachable (here client.port set to a port nothing listens on) logs [HMR] disconnected. Attempting to reconnect. again and again, never [HMR] connected.', async () => {
  const closed = await freePort();
  const dir = project({
    'src/index.js': 'document.body.innerHTML = \'<p id="t">hi</p>\';\n',
    'rsbuild.config.mjs': `export default { dev: { client: { port: '${closed}' } } };\n`,
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(server.url);
    assert.ok(await waitFor(() => logs.filter((l) => l === '[HMR] disconnected. Attempting to reconnect.').length >= 2));
    assert.ok(!logs.includes('[HMR] connected.'));
  } finally {
    await page.close();
    await server.stop();
  }
});

test('config/dev/client "does the overlay pop up for ResizeObserver loop limit exceeded?": with overlay: true, an error thrown at run time (here one with that message) reaches the console only, no rsbuild-error-overlay element; a compile error opens the overlay', async () => {
  const dir = project({
    'src/index.js':
      "document.body.innerHTML = '<p id=\"t\">hi</p>';\nsetTimeout(() => {\n  throw new Error('ResizeObserver loop limit exceeded');\n}, 0);\n",
    'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n',
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const errors: string[] = [];
    const logs: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(server.url);
    await waitFor(() => logs.includes('[HMR] connected.'));
    await waitFor(() => errors.length > 0, 3_000);
    assert.deepEqual(errors, ['ResizeObserver loop limit exceeded']);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => document.querySelectorAll('rsbuild-error-overlay').length), 0);
    edit(dir, 'src/index.js', '\'<p id="t">hi</p>\';', '\'<p id="t">hi</p>\' +;');
    assert.ok(await waitFor(() => /error\s+Compile error/.test(server.log())));
    assert.ok(await waitFor(async () => (await page.evaluate(() => document.querySelectorAll('rsbuild-error-overlay').length)) === 1));
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template

test('config/html/template "umi src/pages/document.ejs is not written into index.html": without html.template the build ignores the file; with template pointing at it, its markup, <%= mountId %> and a templateParameters value are in dist/index.html', () => {
  const ejs =
    '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="<%= mountId %>"></div>\n    <p class="from-document-ejs"><%= appName %></p>\n  </body>\n</html>\n';
  const files = { 'src/index.js': "console.log('app');\n", 'src/pages/document.ejs': ejs };
  const plain = project(files);
  assert.equal(build(plain).code, 0);
  assert.doesNotMatch(distText(plain, /^index\.html$/), /from-document-ejs/);
  const used = project({
    ...files,
    'rsbuild.config.mjs': "export default { html: { template: './src/pages/document.ejs', templateParameters: { appName: 'Shop' } } };\n",
  });
  assert.equal(build(used).code, 0);
  const html = distText(used, /^index\.html$/);
  assert.match(html, /<div id="root"><\/div>\s*<p class="from-document-ejs">Shop<\/p>/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
});

test('config/html/template "a skeleton screen in the template": markup inside the mount element is in dist/index.html as written; React createRoot(...).render() replaces it with the app once the script runs', async () => {
  const dir = project(
    {
      'static/index.html':
        '<!doctype html>\n<html>\n  <head>\n    <style>\n      .skeleton { height: 100vh; background: #f2f3f5; }\n    </style>\n  </head>\n  <body>\n    <div id="<%= mountId %>">\n      <div class="skeleton">Loading…</div>\n    </div>\n  </body>\n</html>\n',
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p id=\"app\">ready</p>);\n",
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { entry: { index: './src/index.jsx' }, alias: { react: ${JSON.stringify(REACT_18)} } }, html: { template: './static/index.html' } };\n`,
    },
    REACT,
  );
  assert.equal(build(dir).code, 0);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<div id="root">\s*<div class="skeleton">Loading…<\/div>\s*<\/div>/);
  assert.match(html, /\.skeleton\s*\{\s*height:\s*100vh;\s*background:\s*#f2f3f5;?\s*\}/);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    await page.goto(`${server.url}/`);
    await page.waitForSelector('#app');
    assert.equal(await page.evaluate(() => document.querySelectorAll('.skeleton').length), 0);
    assert.equal(await page.evaluate(() => document.getElementById('root')?.innerHTML), '<p id="app">ready</p>');
  } finally {
    await page.close();
    await server.stop();
  }
});
