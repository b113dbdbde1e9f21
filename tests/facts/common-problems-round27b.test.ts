// Facts behind the twenty-seventh round's (b) items (HMR, the asset prefix, the page fallback, the dev server's port,
// host, compression and writeToDisk), as readers typed them: "Could not Fast Refresh", webpack's publicPath, a blank
// screen after a refresh on a nested route, a umi sub-app whose hot updates fail inside its main app, "listen
// EADDRINUSE :::8000", no files in dist during npm run dev, the app not reachable at the machine's own IP address, a
// vue.config.js devServer after which every page but the home page fails on refresh, a refresh on Tomcat giving 404,
// and slow loading over the LAN with gzip. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium
// where the browser decides.
//
// Resting on other sources, not run here:
// - guide/faq/hmr: that Vite's React plugin prints `Could not Fast Refresh` in the terminal when a component file also
//   exports something else is that plugin's documentation ("Consistent components exports", vitejs/vite-plugin-react);
//   Vite is not run. What 0.5.9 prints and does is run.
// - config/output/asset-prefix: webpack's output.publicPath and Vue CLI's publicPath are those tools' documentation.
// - config/server/history-api-fallback: that Vue CLI's serve command passes a historyApiFallback of its own to
//   webpack-dev-server and then Object.assign()s the devServer of vue.config.js over it, so a historyApiFallback
//   written there replaces it, is packages/@vue/cli-service/lib/commands/serve.js of vuejs/vue-cli; Vue CLI is not run.
//   Tomcat is not run: its default servlet serving webapps/<app> answers a path without a file with its 404 page, and
//   an <error-page> for 404 in WEB-INF/web.xml answers it with the named page and the status 404 (Servlet
//   specification, "Error Pages"; Tomcat's documentation). The test plays both servers with a Node.js static server
//   and checks what the browser does with each answer.
// - config/dev/client: umi and qiankun are not installed; the main app is played by a page on another port that runs
//   the sub-app's scripts (as in common-problems-round25a.test.ts).
// - config/server/port: the `Caught exception:` prefix is the report's tool's; the Node.js error text is run. That a
//   Node.js server given no host listens on the unspecified IPv6 address `::` is Node.js's documentation of
//   server.listen().
// - config/server/host: nginx is not run; its proxy_pass to the machine's IP address is a TCP connection to that
//   address, which the test makes itself. The test is skipped on a machine without a network address.
// - config/server/compress: the Network panel of DevTools shows the response headers the test reads.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  ask,
  build,
  devServer,
  distFiles,
  edit,
  freePort,
  listen,
  microFrontendHost,
  previewServer,
  project,
  sharedBrowser,
  staticHost,
  waitFor,
  REACT_18,
} from './topics-support';

const browser = sharedBrowser();
const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
const lanAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address)[0];

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "Could not Fast Refresh": with a component file that also exports a constant, an edit reloads the page (a window marker is lost), and neither the terminal nor the console prints "Could not Fast Refresh"', async () => {
  const dir = project(
    {
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.jsx': 'export const LABEL = \'Counter\';\nexport default function App() {\n  return <p id="t">one</p>;\n}\n',
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`,
    },
    REACT,
  );
  const server = await devServer(dir);
  const page = await browser().newPage();
  const log: string[] = [];
  page.on('console', (m) => log.push(m.text()));
  try {
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(() => log.includes('[HMR] connected.')));
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    edit(dir, 'src/App.jsx', '>one<', '>two<');
    assert.ok(
      await waitFor(async () => (await page.textContent('#t').catch(() => '')) === 'two', 30_000),
      `${server.log()}\n${log.join('\n')}`,
    );
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
    await page.waitForTimeout(500);
    assert.doesNotMatch(`${server.log()}\n${log.join('\n')}`, /Could not Fast Refresh/i);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "override the public path of assets like webpack publicPath": output.assetPrefix sets the script URL of rsbuild build and not of rsbuild dev; dev.assetPrefix sets it in rsbuild dev', async () => {
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n",
  });
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /src="\/shop\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const srcInDev = async (config: string) => {
    const server = await devServer(project({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': config }));
    try {
      return /<script[^>]* src="([^"]*index\.js)"/.exec(await (await fetch(`${server.url}/`)).text())?.[1];
    } finally {
      await server.stop();
    }
  };
  assert.equal(await srcInDev("export default { output: { assetPrefix: '/shop/' } };\n"), '/static/js/index.js');
  assert.equal(await srcInDev("export default { dev: { assetPrefix: '/shop/' } };\n"), '/shop/static/js/index.js');
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "nested routes refresh shows blank screen": with assetPrefix \'./\', a page served at /user/42 (a host falling back to index.html) requests /user/static/js/index.[hash].js and stays blank, / renders', async (t) => {
  const dir = project({
    'src/index.js': "document.body.insertAdjacentHTML('beforeend', '<p id=\"t\">app</p>');\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  });
  build(dir);
  const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
  const open = async (url: string) => {
    const page = await browser().newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    try {
      await page.goto(url);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      return { text: (await page.textContent('body'))?.trim(), requests };
    } finally {
      await page.close();
    }
  };
  const nested = await open(`${origin}/user/42`);
  assert.equal(nested.text, '');
  assert.ok(
    nested.requests.some((r) => /^\/user\/static\/js\/index\.[0-9a-f]{8}\.js$/.test(r)),
    nested.requests.join('\n'),
  );
  assert.equal((await open(`${origin}/`)).text, 'app');
});

test('config/server/history-api-fallback "修改vue.config.js devServer后 其他页面刷新报错": a vue.config.js with devServer.historyApiFallback false is not read; rsbuild dev answers /about with index.html (200) without any setting', async () => {
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'vue.config.js': 'module.exports = { devServer: { port: 3000, historyApiFallback: false } };\n',
  });
  const server = await devServer(dir);
  try {
    const about = await ask(server.port, '/about', { client: 'browser' });
    assert.equal(about.status, 200);
    assert.match(about.text, /<script[^>]* src="\/static\/js\/index\.js"/);
    assert.notEqual(server.port, 3000);
  } finally {
    await server.stop();
  }
});

test('config/server/history-api-fallback "部署到tomcat 一刷新显示404": a static server without fallback answers /page2 with 404 and / with the app; answering unknown paths with index.html and status 404 (an error-page) lets the router render /page2', async (t) => {
  const dir = project({ 'src/index.js': 'document.body.insertAdjacentHTML(\'beforeend\', `<p id="t">${location.pathname}</p>`);\n' });
  build(dir);
  const dist = path.join(dir, 'dist');
  const plain = await staticHost(t, dist);
  const errorPage = http.createServer((req, res) => {
    const file = path.join(dist, req.url === '/' ? 'index.html' : (req.url ?? ''));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(fs.readFileSync(file));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end(fs.readFileSync(path.join(dist, 'index.html')));
    }
  });
  const tomcatWithErrorPage = `http://localhost:${await listen(errorPage, t)}`;
  const open = async (url: string) => {
    const page = await browser().newPage();
    try {
      const response = await page.goto(url);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      // page.$ does not wait: textContent('#t') would wait 30 s for an element that the 404 page never gets.
      return [response?.status(), (await (await page.$('#t'))?.textContent()) ?? null];
    } finally {
      await page.close();
    }
  };
  assert.deepEqual(await open(`${plain}/`), [200, '/']);
  assert.deepEqual(await open(`${plain}/page2`), [404, null]);
  assert.deepEqual(await open(`${tomcatWithErrorPage}/page2`), [404, '/page2']);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test('config/dev/client "umi创建的子应用加载后报错 热更新websocket": with no setting, the sub-app nested in a main app on another port connects its WebSocket, and a save reloads the whole main app page (a marker is lost) after index.[hash].hot-update.json is requested from the main app\'s address', async (t) => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'sub-app 1';\n", 'rsbuild.config.mjs': 'export default {};\n' });
  const server = await devServer(dir);
  const page = await browser().newPage();
  const log: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => log.push(m.text()));
  page.on('request', (r) => requests.push(r.url()));
  try {
    const main = await microFrontendHost(server.url, '127.0.0.1', t);
    await page.goto(`${main}/`);
    assert.ok(await waitFor(() => log.includes('[HMR] connected.')), log.join('\n'));
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    edit(dir, 'src/index.js', 'sub-app 1', 'sub-app 2');
    assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'sub-app 2', 30_000));
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
    assert.ok(
      requests.some((r) => new RegExp(`^${main}/index\\.[0-9a-f]+\\.hot-update\\.json$`).test(r)),
      requests.join('\n'),
    );
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/port

test('config/server/port "Caught exception: Error: listen EADDRINUSE :::8000": a Node.js server listening without a host on a taken port fails with "listen EADDRINUSE: address already in use :::<port>"; rsbuild dev on that port moves on with "Port <port> is in use, using port <port + 1>."', async (t) => {
  const port = await freePort();
  const first = http.createServer();
  await new Promise<void>((resolve) => first.listen(port, resolve));
  t.after(() => first.close());
  const second = http.createServer();
  const error = await new Promise<Error>((resolve) => {
    second.on('error', resolve);
    second.listen(port);
  });
  assert.equal(error.message, `listen EADDRINUSE: address already in use :::${port}`);
  const dir = project({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': `export default { server: { port: ${port} } };\n` });
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [RSBUILD_BIN, 'dev'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(log), 60_000), log);
    assert.match(log, new RegExp(`Port ${port} is in use, using port ${port + 1}\\.`));
    assert.doesNotMatch(log, /EADDRINUSE/);
  } finally {
    child.kill('SIGTERM');
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "npm run dev的时候dist里没有文件 / dist目录在哪里": while rsbuild dev serves the page, dist has no files; with writeToDisk true dist/index.html and dist/static/js/index.js are written', async () => {
  const run = async (config: string) => {
    const dir = project({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    try {
      assert.equal((await fetch(`${server.url}/static/js/index.js`)).status, 200);
      return fs.existsSync(path.join(dir, 'dist')) ? distFiles(dir).filter((f) => !f.includes('hot-update')) : [];
    } finally {
      await server.stop();
    }
  };
  assert.deepEqual(await run('export default {};\n'), []);
  const written = await run('export default { dev: { writeToDisk: true } };\n');
  assert.ok(written.includes('index.html') && written.includes('static/js/index.js'), written.join('\n'));
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

test("config/server/host \"用本机ip打开不行 nginx反向代理\": with host 'localhost' the dev server answers at localhost and refuses connections to the machine's IP address; with the default both connect", async (t) => {
  const lan = lanAddress();
  if (!lan) return t.skip('this machine has no network address besides loopback');
  const run = async (config: string) => {
    const server = await devServer(project({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': config }));
    try {
      return [(await fetch(`http://localhost:${server.port}/`)).status, await connects(lan, server.port)];
    } finally {
      await server.stop();
    }
  };
  assert.deepEqual(await run("export default { server: { host: 'localhost' } };\n"), [200, false]);
  assert.deepEqual(await run("export default { server: { host: '127.0.0.1' } };\n"), [200, false]);
  assert.deepEqual(await run('export default {};\n'), [200, true]);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/compress

test('config/server/compress "开发模式下怎么使用Gzip 局域网里加载很慢": rsbuild dev sends the script with Content-Encoding: gzip without a setting; its scripts are several times (3x or more) larger than those of rsbuild build; rsbuild preview sends the built script gzipped too', async () => {
  const dir = project({
    'src/index.js': `const items = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, label: `item number ${i}` })))};\nfor (const item of items) {\n  const element = document.createElement('p');\n  element.textContent = item.label;\n  document.body.appendChild(element);\n}\n`,
  });
  const gzip = { client: 'script' as const, headers: { 'accept-encoding': 'gzip, deflate, br' } };
  const server = await devServer(dir);
  let devBytes = 0;
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    assert.equal((await ask(server.port, '/static/js/index.js', gzip)).headers['content-encoding'], 'gzip');
    for (const s of scripts) devBytes += (await (await fetch(`${server.url}${s}`)).arrayBuffer()).byteLength;
  } finally {
    await server.stop();
  }
  build(dir);
  const built = distFiles(dir).filter((f) => f.endsWith('.js'));
  const builtBytes = built.reduce((n, f) => n + fs.statSync(path.join(dir, 'dist', f)).size, 0);
  assert.ok(devBytes >= 3 * builtBytes, `${devBytes} vs ${builtBytes}`);
  const preview = await previewServer(dir);
  try {
    const js = built.find((f) => f.startsWith('static/js/index.'));
    assert.equal((await ask(preview.port, `/${js}`, gzip)).headers['content-encoding'], 'gzip');
  } finally {
    await preview.stop();
  }
});
