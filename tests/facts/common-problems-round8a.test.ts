// Facts behind the eighth round's (a) "Common problems" items, as readers describe the problem: an image used in
// CSS with an absolute path that misses the project folder after deployment, an image whose `src` is built at run
// time, a background in an inline `style` attribute, a qiankun sub-app whose images and lazy chunks are asked from
// the main app, `dist/index.html` opened from disk, HMR behind a proxy on another port and path, a proxy rule that
// does not match (404) and pathRewrite, and one HTML template per page of a multi-page app. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import {
  ask,
  build,
  devServer,
  distFiles,
  distText,
  freePort,
  sharedBrowser,
  listen,
  microFrontendHost,
  project,
  rsbuild,
  waitFor,
  PNG,
  staticHost,
} from './topics-support';

const browser = sharedBrowser();

const hashed = (file: string): string => file.replace(/\.[0-9a-f]{8}\./, '.[hash].');

type Visit = { statuses: Map<string, number>; failed: string[]; console: string[] };
/** Opens `url`, waits until `ready` holds in the page (or 5 s), and reports each response's status, the failed requests and the console. */
async function visit(page: Page, url: string, ready = '() => true'): Promise<Visit> {
  const seen: Visit = { statuses: new Map(), failed: [], console: [] };
  page.on('response', (r) => seen.statuses.set(r.url(), r.status()));
  page.on('requestfailed', (r) => seen.failed.push(r.url()));
  page.on('console', (m) => seen.console.push(m.text()));
  page.on('pageerror', (e) => seen.console.push(`Uncaught ${e.message}`));
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForFunction(ready, undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  return seen;
}

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test('guide/basic/static-assets "an image used in CSS with an absolute path, url(\'/machine/B.png\'), misses the project name after deployment": 0.5.9 does not keep such a url(), the build fails with Resolve error even with public/machine/B.png; a relative url() is emitted below output.assetPrefix and loads under /<project>/', async (t) => {
  const absolute = project({
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<div class=\"machine\">app</div>';\n",
    'src/index.css': ".machine { height: 10px; background: url('/machine/B.png'); }\n",
    'public/machine/B.png': PNG,
  });
  const failed = rsbuild(absolute, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Resolve error: Can't resolve '\/machine\/B\.png'/);

  const relative = project({
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<div class=\"machine\">app</div>';\n",
    'src/index.css': ".machine { height: 10px; background: url('./assets/B.png'); }\n",
    'src/assets/B.png': PNG,
    'rsbuild.config.mjs': "export default { output: { assetPrefix: '/my-project/', dataUriLimit: 0 } };\n",
  });
  build(relative);
  assert.match(distText(relative, /\.css$/), /url\(\/my-project\/static\/image\/B\.[0-9a-f]{8}\.png\)/);
  const base = await staticHost(t, path.join(relative, 'dist'), { folder: 'my-project' });
  const page = await browser().newPage();
  try {
    const seen = await visit(page, `${base}/my-project/`);
    const image = [...seen.statuses].filter(([u]) => u.endsWith('.png')).map(([u, s]) => `${hashed(u.slice(base.length))} ${s}`);
    assert.deepEqual(image, ['/my-project/static/image/B.[hash].png 200']);
  } finally {
    await page.close();
  }
});

test('guide/basic/static-assets "img src built at run time (\'./assets/\' + name) shows nothing" and "a url() in an inline style attribute is not found": such paths stay as written and 404; a dynamic new URL() is not an asset either (a file:// URL); import(`./assets/${name}`), a CSS file, and public/ with process.env.ASSET_PREFIX load', async (t) => {
  const dir = project({
    'src/index.js': [
      "import './index.css';",
      "const name = 'B.png';",
      'const img = (id, src) => {',
      "  const el = document.createElement('img');",
      '  el.id = id;',
      '  el.src = src;',
      '  document.body.append(el);',
      '};',
      "img('string', './assets/' + name);",
      "img('new-url', new URL('./assets/' + name, import.meta.url).href);",
      "import(`./assets/${name}`).then((m) => img('import', m.default));",
      "img('public', `${process.env.ASSET_PREFIX}/images/${name}`);",
      'document.body.insertAdjacentHTML(\'beforeend\', \'<div id="inline" style="height:10px;background-image:url(../../assets/404.png)"></div><div id="css"></div>\');',
      '',
    ].join('\n'),
    'src/index.css': "#css { height: 10px; background-image: url('./assets/404.png'); }\n",
    'src/assets/B.png': PNG,
    'src/assets/404.png': PNG,
    'public/images/B.png': PNG,
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n',
  });
  build(dir);
  const js = distText(dir, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes("'./assets/'+") || js.includes('"./assets/"+'), 'the string path is kept as written');
  assert.ok(js.includes('url(../../assets/404.png)'), 'the inline style is kept as written');
  assert.match(js, /new URL\("\.\/assets\/"\+\w+,"file:\/\/\//);
  assert.match(distText(dir, /\.css$/), /url\(\/static\/image\/404\.[0-9a-f]{8}\.png\)/);
  const base = await staticHost(t, path.join(dir, 'dist'));
  const page = await browser().newPage();
  try {
    const seen = await visit(page, `${base}/`, "() => document.querySelector('#import')?.complete");
    const shown = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('img')].map((i) => [i.id, i.naturalWidth > 0 ? 'shown' : i.src])),
    );
    assert.equal(shown.string, `${base}/assets/B.png`);
    assert.match(shown['new-url'], /^file:\/\/\/.*\/src\/assets\/B\.png$/);
    assert.equal(shown.import, 'shown');
    assert.equal(shown.public, 'shown');
    assert.equal(seen.statuses.get(`${base}/assets/B.png`), 404);
    // url(../../assets/404.png) from the page at / resolves to /assets/404.png
    assert.equal(seen.statuses.get(`${base}/assets/404.png`), 404);
    const css = [...seen.statuses].filter(([u]) => /\/static\/image\/404\.[0-9a-f]{8}\.png$/.test(u));
    assert.deepEqual(
      css.map(([, s]) => s),
      [200],
    );
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

test("config/dev/asset-prefix \"qiankun sub-app: the logo's address is replaced by the main app's, ChunkLoadError: Loading chunk ... failed for lazy routes\": in the main app's page, the default loads them from the main app; dev.assetPrefix set to the sub-app's origin loads them from the sub-app", async (t) => {
  const files = {
    'src/index.js': [
      "import logo from './logo.png';",
      "const el = document.createElement('img');",
      "el.id = 'logo';",
      'el.src = logo;',
      'document.body.append(el);',
      "import('./later')",
      '  .then((m) => document.body.insertAdjacentHTML(\'beforeend\', `<p id="later">${m.default}</p>`))',
      "  .catch((e) => document.body.insertAdjacentHTML('beforeend', `<p id=\"later\">${e.name}: ${e.message.split('\\n')[0]}</p>`));",
      '',
    ].join('\n'),
    'src/later.js': "export default 'lazy route';\n",
    'src/logo.png': PNG,
  };
  const mainApp = (sub: string): Promise<string> => microFrontendHost(sub, 'localhost', t);
  const run = async (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const page = await browser().newPage();
    try {
      const main = await mainApp(server.url);
      await visit(page, `${main}/`, "() => document.querySelector('#later') && document.querySelector('#logo').complete");
      return {
        main,
        sub: server.url,
        logo: await page.evaluate(() => {
          const img = document.querySelector<HTMLImageElement>('#logo');
          return img ? `${img.src} ${img.naturalWidth > 0 ? 'shown' : 'broken'}` : 'none';
        }),
        later: (await page.textContent('#later')) ?? '',
      };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const plain = await run('export default { output: { dataUriLimit: 0 } };\n');
  assert.match(plain.logo, new RegExp(`^${plain.main}/static/image/logo\\.[0-9a-f]{8}\\.png broken$`));
  assert.match(plain.later, /^ChunkLoadError: Loading chunk src_later_js failed\.$/);
  // The sub-app's own origin; the test's dev server gets its port from --port.
  const own = await run(
    "export default { output: { dataUriLimit: 0 }, dev: { assetPrefix: `http://localhost:${process.argv[process.argv.indexOf('--port') + 1]}/` } };\n",
  );
  assert.match(own.logo, new RegExp(`^${own.sub}/static/image/logo\\.[0-9a-f]{8}\\.png shown$`));
  assert.equal(own.later, 'lazy route');
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page + config/output/asset-prefix

test("guide/faq/blank-page \"npm run build, then opening dist/index.html does nothing\": from file:// the default /static/js/... misses and the page stays blank; assetPrefix './' renders it and loads lazy chunks, but fetch() of a file and history routes (location.pathname is the file's path) still fail", async () => {
  const files = {
    'src/index.js': [
      'document.body.insertAdjacentHTML(\'beforeend\', `<p id="app">app at ${location.pathname}</p>`);',
      "import('./later').then((m) => document.body.insertAdjacentHTML('beforeend', `<p id=\"later\">${m.default}</p>`));",
      "fetch('./data.json').then(() => 'loaded', (e) => `${e.name}: ${e.message}`).then((r) => document.body.insertAdjacentHTML('beforeend', `<p id=\"fetch\">${r}</p>`));",
      '',
    ].join('\n'),
    'src/later.js': "export default 'lazy chunk';\n",
    'public/data.json': '{}\n',
  };
  const plain = project(files);
  build(plain);
  const page = await browser().newPage();
  try {
    const seen = await visit(page, pathToFileURL(path.join(plain, 'dist/index.html')).href);
    assert.equal((await page.textContent('body'))?.trim(), '', 'a blank page');
    assert.ok(
      seen.failed.some((u) => /^file:\/\/\/static\/js\/index\.[0-9a-f]{8}\.js$/.test(u)),
      seen.failed.join('\n'),
    );
  } finally {
    await page.close();
  }
  const dot = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n" });
  build(dot);
  const file = path.join(dot, 'dist/index.html');
  const opened = await browser().newPage();
  try {
    await visit(opened, pathToFileURL(file).href, "() => document.querySelector('#later') && document.querySelector('#fetch')");
    assert.equal(await opened.textContent('#app'), `app at ${pathToFileURL(file).pathname}`);
    assert.equal(await opened.textContent('#later'), 'lazy chunk');
    assert.equal(await opened.textContent('#fetch'), 'TypeError: Failed to fetch');
  } finally {
    await opened.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test('config/dev/client "webpack-dev-server\'s devServer.sockPath / sockHost / sockPort for HMR behind nginx": dev.client path, host and port set the WebSocket URL, and through a proxy on another port the page connects', async (t) => {
  const proxyPort = await freePort();
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': `export default { dev: { client: { host: 'localhost', port: '${proxyPort}', path: '/my-app/hmr' } } };\n`,
  });
  const server = await devServer(dir);
  // A plain TCP proxy, as nginx forwarding HTTP and WebSocket upgrades (proxy_http_version 1.1, Upgrade, Connection).
  const proxy = net.createServer((socket) => {
    const upstream = net.connect(server.port, 'localhost');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, 'localhost', resolve));
  t.after(() => proxy.close());
  const page = await browser().newPage();
  const sockets: string[] = [];
  const log: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('console', (m) => log.push(m.text()));
  try {
    await page.goto(`http://localhost:${proxyPort}/`);
    assert.ok(await waitFor(() => log.includes('[HMR] connected.')), log.join('\n'));
    assert.deepEqual(sockets, [`ws://localhost:${proxyPort}/my-app/hmr`]);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test("config/server/proxy \"proxy all requests /api/* to localhost:3000, the browser gets 404 for API requests\": '/api/*' is a glob that misses /api/users/42, which the dev server answers itself (404 for an API client asking for JSON, index.html for a plain fetch()); '/api' forwards both, pathRewrite drops the prefix", async (t) => {
  const backend = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }));
  });
  const target = `http://localhost:${await listen(backend, t)}`;
  const axiosAccept = { accept: 'application/json, text/plain, */*' };
  const glob = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api/*': '${target}' } } };\n`,
  });
  const one = await devServer(glob);
  try {
    assert.equal((await ask(one.port, '/api/users', { headers: axiosAccept })).text, '{"url":"/api/users"}');
    const missed = await ask(one.port, '/api/users/42', { headers: axiosAccept });
    assert.deepEqual([missed.status, missed.text], [404, '']);
    const plainFetch = await ask(one.port, '/api/users/42', { client: 'fetch' });
    assert.deepEqual([plainFetch.status, plainFetch.text.startsWith('<!doctype html>')], [200, true]);
  } finally {
    await one.stop();
  }
  const prefix = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': '${target}', '/v2': { target: '${target}', pathRewrite: { '^/v2/': '/' } } } } };\n`,
  });
  const two = await devServer(prefix);
  try {
    assert.equal((await ask(two.port, '/api/users/42', { headers: axiosAccept })).text, '{"url":"/api/users/42"}');
    assert.equal((await ask(two.port, '/v2/users/42', { headers: axiosAccept })).text, '{"url":"/users/42"}');
  } finally {
    await two.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry + guide/faq/features

test('config/source/entry "Vue CLI pages with their own public/index.html template per page": one entry per page and html.template as a function of entryName give each page its own HTML from its own template, loading only its script', () => {
  const template = (title: string, id: string): string =>
    `<!doctype html>\n<html>\n  <head>\n    <title>${title}</title>\n  </head>\n  <body>\n    <div id="${id}"></div>\n  </body>\n</html>\n`;
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'public/index.html': template('Shop', 'app'),
    'public/admin.html': template('Admin', 'admin-root'),
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { template: ({ entryName }) => `./public/${entryName}.html` } };\n",
  });
  build(dir);
  assert.deepEqual(distFiles(dir).map(hashed), ['admin.html', 'index.html', 'static/js/admin.[hash].js', 'static/js/index.[hash].js']);
  const index = distText(dir, /^index\.html$/);
  const admin = distText(dir, /^admin\.html$/);
  assert.match(index, /<title>Shop<\/title>.*src="\/static\/js\/index\.[0-9a-f]{8}\.js".*<div id="app"><\/div>/s);
  assert.doesNotMatch(index, /admin/);
  assert.match(admin, /<title>Admin<\/title>.*src="\/static\/js\/admin\.[0-9a-f]{8}\.js".*<div id="admin-root"><\/div>/s);
  assert.doesNotMatch(admin, /static\/js\/index/);
});
