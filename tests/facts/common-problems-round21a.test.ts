// Facts behind the twenty-first round's (a) items, as readers describe the problem: a JSON file fetched by URL that
// the dev server answers with 404 (or with the page), live reload through a reverse proxy under a sub-folder, the HMR
// socket of a micro-frontend sub-app (qiankun) that takes the main app's address, the static <title> of a Vue or React
// app, the React root element, webpack-chain's chain.devServer.before in tools.bundlerChain, changing the port (the
// PORT variable), Vue CLI 4's devServer.proxy that does nothing after the move, editing a file and the browser does not
// refresh, and a multi-page app whose every page loads every page's JS and CSS. Each runs @rsbuild/core 0.5.9 (its
// CLI, in a throw-away project), Chromium where the browser decides.
//
// Not run here, and why:
// - qiankun itself is not installed: its main app is played by a page on another origin that runs the sub-app's
//   scripts, as qiankun does after fetching the sub-app's HTML (the same stand-in as common-problems-round8a.test.ts).
// - nginx is not run: the reverse proxy under a sub-folder is a Node proxy that forwards /app/... unchanged, HTTP and
//   WebSocket upgrades alike, as nginx does with `proxy_pass http://127.0.0.1:8080;` (no URI part: nginx's docs).
// - Vue CLI 4 and @rsbuild/plugin-vue are not installed: that Vue CLI reads its devServer.proxy from vue.config.js is
//   Vue CLI's documented behaviour; what 0.5.9 does with a vue.config.js and with a devServer key is run below.
// - webpack's HtmlWebpackPlugin injecting every entry when `chunks` is not set (config/source/entry) is its documented
//   default (`chunks: 'all'`); webpack-dev-server's `Cannot GET <path>` (config/server/public-dir) is the 404 page of
//   Express, which it runs on. Neither tool is run here.
// - React is not rendered for html.mountId: the page's <div id="root"> is what createRoot() is given; the error when
//   it is missing is run in common-problems-round14a.test.ts and earlier files.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  ask,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  listen,
  microFrontendHost,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';
import { wsHandshake } from './lib/http';

const browser = sharedBrowser();
const hashed = (files: string[]): string[] =>
  files.filter((f) => !f.endsWith('.LICENSE.txt')).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
const axiosAccept = { accept: 'application/json, text/plain, */*' };

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "a JSON file fetched by URL gives 404 in the dev server": a JSON file in src/ has no URL: an axios-style request (Accept with application/json) gets 404 with an empty body, fetch() gets index.html with 200; in public/services/api/ it is served at /services/api/data.json as application/json and copied to dist/services/api/data.json', async () => {
  const inSrc = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'src/services/api/data.json': '{ "items": [1, 2] }\n',
  });
  let server = await devServer(inSrc);
  try {
    const json = await ask(server.port, '/services/api/data.json', { headers: axiosAccept });
    assert.deepEqual([json.status, json.text], [404, '']);
    const plain = await ask(server.port, '/services/api/data.json', { client: 'fetch' });
    assert.equal(plain.status, 200);
    assert.match(plain.headers['content-type'] ?? '', /^text\/html/);
    assert.match(plain.text, /^<!doctype html>/);
  } finally {
    await server.stop();
  }
  build(inSrc);
  assert.deepEqual(hashed(distFiles(inSrc)), ['index.html', 'static/js/index.[hash].js']);

  const inPublic = project({
    'src/index.js': "fetch('/services/api/data.json').then((r) => r.json()).then((d) => console.log(d));\n",
    'public/services/api/data.json': '{ "items": [1, 2] }\n',
  });
  server = await devServer(inPublic);
  try {
    for (const headers of [axiosAccept, { accept: '*/*' }]) {
      const r = await ask(server.port, '/services/api/data.json', { headers });
      assert.equal(r.status, 200);
      assert.match(r.headers['content-type'] ?? '', /^application\/json/);
      assert.equal(r.text, '{ "items": [1, 2] }\n');
    }
  } finally {
    await server.stop();
  }
  build(inPublic);
  assert.deepEqual(hashed(distFiles(inPublic)), ['index.html', 'services/api/data.json', 'static/js/index.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

/** A reverse proxy on its own port that forwards every request and WebSocket upgrade to `port`, path unchanged. */
async function reverseProxy(t: { after: (fn: () => void) => void }, port: number, proxyPort: number): Promise<void> {
  const proxy = net.createServer((socket) => {
    const upstream = net.connect(port, 'localhost');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, 'localhost', resolve));
  t.after(() => proxy.close());
}

test("config/dev/client \"live reload behind a reverse proxy that maps a port to a sub-folder\": by default the page under the proxy opens its socket to ws://<host>:<dev server port>/rsbuild-hmr, past the proxy; with dev.assetPrefix '/app/' and dev.client port (the proxy's) and path '/app/rsbuild-hmr' it connects through the proxy and a save reloads the page; the dev server takes the socket on client.path only", async (t) => {
  const proxyPort = await freePort();
  const files = { 'src/index.js': "document.body.textContent = 'version 1';\n" };
  const plain = project(files);
  let server = await devServer(plain);
  await reverseProxy(t, server.port, proxyPort);
  let page = await browser().newPage();
  let sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  try {
    await page.goto(`http://localhost:${proxyPort}/`);
    assert.ok(await waitFor(() => sockets.length > 0));
    assert.deepEqual(sockets, [`ws://localhost:${server.port}/rsbuild-hmr`]);
  } finally {
    await page.close();
    await server.stop();
  }

  const proxyPort2 = await freePort();
  const sub = project({
    ...files,
    'rsbuild.config.mjs': `export default { dev: { assetPrefix: '/app/', client: { port: '${proxyPort2}', path: '/app/rsbuild-hmr' } } };\n`,
  });
  server = await devServer(sub);
  await reverseProxy(t, server.port, proxyPort2);
  page = await browser().newPage();
  sockets = [];
  const log: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('console', (m) => log.push(m.text()));
  try {
    await page.goto(`http://localhost:${proxyPort2}/app/`);
    assert.ok(await waitFor(() => log.includes('[HMR] connected.')), log.join('\n'));
    assert.deepEqual(sockets, [`ws://localhost:${proxyPort2}/app/rsbuild-hmr`]);
    assert.match(await page.content(), /src="\/app\/static\/js\/index\.js"/);
    assert.equal(await page.textContent('body'), 'version 1');
    edit(sub, 'src/index.js', 'version 1', 'version 2');
    assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'version 2', 30_000));
    assert.equal(await wsHandshake(server.port, '/app/rsbuild-hmr'), 101);
    assert.notEqual(await wsHandshake(server.port, '/rsbuild-hmr'), 101, 'no socket on the default path');
  } finally {
    await page.close();
    await server.stop();
  }
});

test("config/dev/client \"qiankun sub-app: the HMR socket goes to the main app's address\": in a main app opened at 127.0.0.1, the sub-app's client connects to the main page's host name (location.hostname) and the sub-app's port; dev.client host and port send it to the sub-app's dev server; with dev.assetPrefix set to the sub-app's origin a save updates the page", async (t) => {
  const mainApp = (subUrl: string): Promise<string> => microFrontendHost(subUrl, '127.0.0.1', t);
  const port = "process.argv[process.argv.indexOf('--port') + 1]";
  const run = async (config: string, save: boolean) => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'sub-app 1';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const page = await browser().newPage();
    const sockets: string[] = [];
    const log: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(`${await mainApp(server.url)}/`);
      assert.ok(await waitFor(() => log.includes('[HMR] connected.')), log.join('\n'));
      if (save) {
        edit(dir, 'src/index.js', 'sub-app 1', 'sub-app 2');
        assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'sub-app 2', 30_000));
      }
      return { port: server.port, sockets };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const plain = await run('export default {};\n', false);
  assert.deepEqual(plain.sockets, [`ws://127.0.0.1:${plain.port}/rsbuild-hmr`]);
  const set = await run(
    `export default { dev: { assetPrefix: \`http://localhost:\${${port}}/\`, client: { host: 'localhost', port: ${port} } } };\n`,
    true,
  );
  // The save reloads the page (no framework plugin), which opens the socket again, at the same address.
  assert.deepEqual([...new Set(set.sockets)], [`ws://localhost:${set.port}/rsbuild-hmr`]);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/title

test('config/html/title "the static <title> of a Vue app does not change": an index.html in the project root is not read without html.template (the page says Rsbuild App, html.title sets it); with html.template, the template\'s own <title> wins over html.title, and <%= htmlWebpackPlugin.options.title %> prints html.title', () => {
  const vite =
    '<!doctype html>\n<html>\n  <head>\n    <title>My Vue App</title>\n  </head>\n  <body>\n    <div id="app"></div>\n  </body>\n</html>\n';
  const title = (config: string, template = vite): string => {
    const dir = project({ 'src/index.js': "console.log('app');\n", 'index.html': template, 'rsbuild.config.mjs': config });
    build(dir);
    return (distText(dir, /^index\.html$/).match(/<title>[^<]*<\/title>/g) ?? []).join(' ');
  };
  assert.equal(title('export default {};\n'), '<title>Rsbuild App</title>');
  assert.equal(title("export default { html: { title: 'Acme' } };\n"), '<title>Acme</title>');
  assert.equal(title("export default { html: { title: 'Acme', template: './index.html' } };\n"), '<title>My Vue App</title>');
  assert.equal(
    title(
      "export default { html: { title: 'Acme', template: './index.html' } };\n",
      vite.replace('My Vue App', '<%= htmlWebpackPlugin.options.title %>'),
    ),
    '<title>Acme</title>',
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/html/mount-id

test('config/html/mount-id "add a root div for React": every generated page already has <div id="root"></div> in its <body>, which document.getElementById(\'root\') finds; html.mountId \'app\' writes <div id="app"></div>', async () => {
  const dir = project({
    'src/index.js': "document.getElementById('root').textContent = 'rendered into #root';\n",
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<body><div id="root"><\/div><\/body>/);
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(async () => (await page.textContent('#root')) === 'rendered into #root'));
  } finally {
    await page.close();
    await server.stop();
  }
  const app = project({ 'src/index.js': "console.log('app');\n", 'rsbuild.config.mjs': "export default { html: { mountId: 'app' } };\n" });
  build(app);
  assert.match(distText(app, /^index\.html$/), /<body><div id="app"><\/div><\/body>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares

test('config/dev/setup-middlewares "chain.devServer.before in tools.bundlerChain does not extend the dev server": the chain writes a devServer key into the Rspack config (rsbuild inspect shows it), but rsbuild dev never calls the before hook and does not answer its route; dev.setupMiddlewares does', async () => {
  const chain = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': [
      'export default {',
      '  tools: {',
      '    bundlerChain: (chain) => {',
      '      chain.devServer.before((app) => {',
      "        console.log('BEFORE HOOK CALLED');",
      "        app.get('/api/user', (req, res) => res.json({ name: 'mock' }));",
      '      });',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const inspect = rsbuild(chain, ['inspect']);
  assert.equal(inspect.code, 0);
  assert.match(distText(chain, /^rspack\.config\.web\.mjs$/), /devServer: \{\s+before: function \(\) \{/);
  let server = await devServer(chain);
  try {
    const r = await ask(server.port, '/api/user', { headers: axiosAccept });
    assert.deepEqual([r.status, r.text], [404, '']);
    assert.doesNotMatch(server.log(), /BEFORE HOOK CALLED/);
  } finally {
    await server.stop();
  }
  const setup = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': [
      'export default {',
      '  dev: {',
      '    setupMiddlewares: [',
      '      (middlewares) => {',
      '        middlewares.unshift((req, res, next) => {',
      "          if (req.url !== '/api/user') return next();",
      "          res.setHeader('Content-Type', 'application/json');",
      "          res.end(JSON.stringify({ name: 'mock' }));",
      '        });',
      '      },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  server = await devServer(setup);
  try {
    const r = await ask(server.port, '/api/user', { headers: axiosAccept });
    assert.deepEqual([r.status, r.text], [200, '{"name":"mock"}']);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/port

/** Starts `rsbuild dev` in `dir` with `env` and no --port, returns the port of its "> Local:" line, and stops it. */
async function localPort(dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const base: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env };
  delete base.NODE_ENV;
  const child = spawn(process.execPath, [RSBUILD_BIN, 'dev'], { cwd: dir, env: base, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  try {
    assert.ok(await waitFor(() => /> Local:\s+http:\/\/localhost:\d+\//.test(log), 60_000), log);
    return Number(/> Local:\s+http:\/\/localhost:(\d+)\//.exec(log)?.[1]);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}

test('config/server/port "the standard way to change the port": 0.5.9 does not read the PORT environment variable (the dev server starts on 8080 or the next free port); server.port set to Number(process.env.PORT) uses it', async () => {
  const wanted = await freePort();
  const plain = project({ 'src/index.js': "console.log('app');\n" });
  const ignored = await localPort(plain, { PORT: String(wanted) });
  assert.notEqual(ignored, wanted);
  assert.ok(ignored >= 8080 && ignored <= 8100, String(ignored));
  const fromEnv = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': 'export default { server: { port: Number(process.env.PORT) || 3000 } };\n',
  });
  assert.equal(await localPort(fromEnv, { PORT: String(wanted) }), wanted);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test('config/server/proxy "Vue CLI 4\'s devServer.proxy does nothing after the move": a vue.config.js with devServer.proxy is not read, and a devServer.proxy key in rsbuild.config is ignored (the dev server answers /api itself: 404); the same rule under server.proxy forwards', async (t) => {
  const backend = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }));
  });
  const target = `http://localhost:${await listen(backend, t)}`;
  const rule = `{ '/api': { target: '${target}', changeOrigin: true } }`;
  const cases: [string, Record<string, string>, string][] = [
    ['vue.config.js', { 'vue.config.js': `module.exports = { devServer: { proxy: ${rule} } };\n` }, ''],
    ['devServer in rsbuild.config', { 'rsbuild.config.mjs': `export default { devServer: { proxy: ${rule} } };\n` }, ''],
    ['server.proxy', { 'rsbuild.config.mjs': `export default { server: { proxy: ${rule} } };\n` }, '{"url":"/api/users"}'],
  ];
  for (const [name, files, expected] of cases) {
    const dir = project({ 'src/index.js': "console.log('app');\n", ...files });
    const server = await devServer(dir);
    try {
      const r = await ask(server.port, '/api/users', { headers: axiosAccept });
      assert.deepEqual([r.status, r.text], [expected ? 200 : 404, expected], name);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "editing a file, the browser does not update or refresh": a save of an imported file prints Compiling and the page shows the change without a manual refresh; a save of a file that nothing imports starts no compilation', async () => {
  const dir = project({
    'src/index.js': "import { text } from './view';\ndocument.body.textContent = text;\n",
    'src/view.js': "export const text = 'view 1';\n",
    'src/unused.js': "export const unused = 'unused 1';\n",
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'view 1'));
    const before = (server.log().match(/Compiling\.\.\./g) ?? []).length;
    edit(dir, 'src/unused.js', 'unused 1', 'unused 2');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    assert.equal((server.log().match(/Compiling\.\.\./g) ?? []).length, before);
    edit(dir, 'src/view.js', 'view 1', 'view 2');
    assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'view 2', 30_000));
    assert.ok((server.log().match(/Compiling\.\.\./g) ?? []).length > before);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "every HTML page loads every page\'s JS and CSS": one entry per page gives each HTML file only its own script and stylesheet; one entry that imports every page (or an array entry) gives a single page that loads them all', () => {
  const pages = {
    'src/home.js': "import './home.css';\ndocument.body.dataset.page = 'home';\n",
    'src/home.css': '.home { color: red; }\n',
    'src/about.js': "import './about.css';\ndocument.body.dataset.page = 'about';\n",
    'src/about.css': '.about { color: blue; }\n',
  };
  const multi = project({
    ...pages,
    'rsbuild.config.mjs': "export default { source: { entry: { home: './src/home.js', about: './src/about.js' } } };\n",
  });
  build(multi);
  assert.deepEqual(hashed(distFiles(multi)), [
    'about.html',
    'home.html',
    'static/css/about.[hash].css',
    'static/css/home.[hash].css',
    'static/js/about.[hash].js',
    'static/js/home.[hash].js',
  ]);
  const assets = (html: string): string[] => hashed([...html.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)].map((m) => m[1])).sort();
  assert.deepEqual(assets(distText(multi, /^home\.html$/)), ['static/css/home.[hash].css', 'static/js/home.[hash].js']);
  assert.deepEqual(assets(distText(multi, /^about\.html$/)), ['static/css/about.[hash].css', 'static/js/about.[hash].js']);

  const one = project({
    ...pages,
    'rsbuild.config.mjs': "export default { source: { entry: { index: ['./src/home.js', './src/about.js'] } } };\n",
  });
  build(one);
  assert.deepEqual(hashed(distFiles(one)), ['index.html', 'static/css/index.[hash].css', 'static/js/index.[hash].js']);
  assert.match(distText(one, /^static\/css\//), /\.home\{color:red\}\.about\{color:#00f\}|\.home\{color:red\}\s*\.about\{color:blue\}/);
});
