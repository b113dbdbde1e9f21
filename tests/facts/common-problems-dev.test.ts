// Facts behind the "Common problems" items of the HMR FAQ, dev.client, the environment variables guide,
// the Assets Retry plugin and server.headers: symptoms as readers describe them (a hot update that arrives
// and reloads the page, a WebSocket handshake answered with 404, `--mode test`, `ChunkLoadError`, CORS
// errors of a micro-frontend main app), each run on @rsbuild/core 0.5.9 (React: @rsbuild/plugin-react 0.5.9
// and React 18.3) in Chromium where the browser decides. Fourth round: a dev server in Docker that misses saved
// files (a file system without change events is stood in for by a stubbed fs.watch), and lazy routes that Vue CLI
// prefetched (performance.prefetch).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  type DevServer,
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  sharedBrowser,
  listen,
  nextCompilation,
  previewServer,
  project,
  rsbuild,
  waitFor,
  REACT_18,
  REACT_LINKS,
} from './topics-support';

const browser = sharedBrowser();

const REACT_CONFIG = [
  "import { pluginReact } from '@rsbuild/plugin-react';",
  `export default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };`,
  '',
].join('\n');
const INDEX =
  "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n";
const BUTTON = '<button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>';

type Seen = { hotUpdates: string[]; loads: number; console: string[] };

/** Opens the dev server's page, clicks the button twice, edits its label and reports what happened. */
async function editComponent(app: string): Promise<Seen & { text: string }> {
  const dir = project({ 'rsbuild.config.mjs': REACT_CONFIG, 'src/index.jsx': INDEX, 'src/App.jsx': app }, REACT_LINKS);
  const server: DevServer = await devServer(dir);
  const page: Page = await browser().newPage();
  const seen: Seen = { hotUpdates: [], loads: 0, console: [] };
  try {
    page.on('console', (m) => seen.console.push(m.text()));
    page.on('request', (r) => {
      if (r.url().includes('hot-update')) seen.hotUpdates.push(new URL(r.url()).pathname);
    });
    page.on('load', () => (seen.loads += 1));
    await page.goto(server.url);
    await page.waitForSelector('button');
    await waitFor(() => seen.console.includes('[HMR] connected.'));
    await page.click('button');
    await page.click('button');
    assert.equal(await page.textContent('button'), 'first label 2');
    const done = compilations(server);
    edit(dir, 'src/App.jsx', 'first label', 'second label');
    await nextCompilation(server, done);
    await waitFor(async () => (await page.textContent('button'))?.startsWith('second') ?? false);
    await page.waitForTimeout(500);
    return { ...seen, text: (await page.textContent('button')) ?? '' };
  } finally {
    await page.close();
    await server.stop();
  }
}

test('guide/faq/hmr "the hot-update files arrive, then the page reloads": a component file that also exports a constant, and an anonymous default export', async () => {
  const named = [
    "import { useState } from 'react';",
    'export default function App() {',
    '  const [count, setCount] = useState(0);',
    `  return ${BUTTON};`,
    '}',
    '',
  ].join('\n');
  const withConstant = ["export const LABEL = 'Counter';", named].join('\n');
  const anonymous = [
    "import { useState } from 'react';",
    'export default () => {',
    '  const [count, setCount] = useState(0);',
    `  return ${BUTTON};`,
    '};',
    '',
  ].join('\n');

  for (const app of [withConstant, anonymous]) {
    const seen = await editComponent(app);
    assert.ok(
      seen.hotUpdates.some((p) => p.endsWith('.hot-update.json')),
      seen.hotUpdates.join(),
    );
    assert.ok(
      seen.hotUpdates.some((p) => p.endsWith('.hot-update.js')),
      seen.hotUpdates.join(),
    );
    assert.equal(seen.loads, 2, 'the page reloaded after the hot update');
    assert.equal(seen.text, 'second label 0', 'the edit shows, the count is lost');
  }
  // A file that exports only a named component is updated in place and keeps its state.
  const kept = await editComponent(named);
  assert.equal(kept.loads, 1);
  assert.equal(kept.text, 'second label 2');
});

test('guide/faq/hmr + config/dev/client "Error during WebSocket handshake: Unexpected response code: 404": a proxy that drops the Upgrade and Connection headers gets 404 from the dev server', async (t) => {
  const proxyPort = await freePort();
  const dir = project({
    'src/index.js': "document.body.innerHTML = '<p>page</p>';\n",
    'rsbuild.config.mjs': `export default { dev: { client: { port: '${proxyPort}' } } };\n`,
  });
  const server = await devServer(dir);
  t.after(() => server.stop());

  // Passes every request on as a plain request, as nginx does without proxy_http_version 1.1 and
  // proxy_set_header Upgrade / Connection.
  const forward = (req: http.IncomingMessage, reply: (res: http.IncomingMessage, body: Buffer) => void): void => {
    const headers = { ...req.headers };
    delete headers.upgrade;
    delete headers.connection;
    delete headers['accept-encoding'];
    http
      .request({ host: 'localhost', port: server.port, path: req.url, method: req.method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => reply(res, Buffer.concat(chunks)));
      })
      .end();
  };
  const proxy = http.createServer((req, res) =>
    forward(req, (up, body) => {
      const headers = { ...up.headers };
      delete headers['transfer-encoding'];
      res.writeHead(up.statusCode ?? 502, { ...headers, 'content-length': body.length });
      res.end(body);
    }),
  );
  proxy.on('upgrade', (req, socket) =>
    forward(req, (up, body) =>
      socket.end(`HTTP/1.1 ${up.statusCode} ${up.statusMessage}\r\ncontent-length: ${body.length}\r\n\r\n${body}`),
    ),
  );
  await new Promise<void>((resolve) => proxy.listen(proxyPort, 'localhost', resolve));
  t.after(() => {
    proxy.closeAllConnections();
    proxy.close();
  });

  const page = await browser().newPage();
  t.after(() => page.close());
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto(`http://localhost:${proxyPort}/`);
  const expected = `WebSocket connection to 'ws://localhost:${proxyPort}/rsbuild-hmr' failed: Error during WebSocket handshake: Unexpected response code: 404`;
  assert.ok(await waitFor(() => logs.includes(expected)), logs.join('\n'));
  assert.ok(logs.includes('[HMR] disconnected. Attempting to reconnect.'));
});

test('guide/advanced/env-vars "rsbuild build --mode test stops with error: unknown option \'--mode\'"; --env-mode test reads .env.test in a production build; NODE_ENV=test gives a development build', () => {
  const dir = project({
    'src/index.js': 'console.log("mode", process.env.NODE_ENV, process.env.PUBLIC_API_URL);\n',
    '.env.test': 'PUBLIC_API_URL=https://api.test.example.com\n',
    '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
  });
  const mode = rsbuild(dir, ['build', '--mode', 'test']);
  assert.equal(mode.code, 1);
  assert.match(mode.output, /error: unknown option '--mode'/);

  const envMode = rsbuild(dir, ['build', '--env-mode', 'test']);
  assert.equal(envMode.code, 0, envMode.output);
  assert.match(distText(dir, /^static\/js\/index\.\w+\.js$/), /console\.log\("mode","production","https:\/\/api\.test\.example\.com"\)/);

  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const nodeEnv = rsbuild(dir, ['build'], { NODE_ENV: 'test' });
  assert.equal(nodeEnv.code, 0, nodeEnv.output);
  // Development file names (no hash), not minified, NODE_ENV replaced with 'development'.
  assert.match(distText(dir, /^static\/js\/index\.js$/), /console\.log\("mode", "development", "https:\/\/api\.test\.example\.com"\)/);
});

// The plugin is not installed here: its 0.5.9 runtime is read from the source of the release, where present.
test('config/server/headers "a micro-frontend main app gets CORS errors": fetch() with credentials rejects the default Access-Control-Allow-Origin: *; the main app\'s origin and Access-Control-Allow-Credentials in server.headers let it through', async (t) => {
  const host = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>main app</p>'));
  const hostPort = await listen(host, t);
  const origin = `http://localhost:${hostPort}`;
  const sub = (headers?: object): string =>
    project({
      'src/index.js': "console.log('sub app');\n",
      'rsbuild.config.mjs': `export default ${JSON.stringify(headers ? { server: { headers } } : {})};\n`,
    });

  const load = async (dir: string): Promise<{ plain: string; credentials: string; log: string[] }> => {
    const server = await devServer(dir);
    const page = await browser().newPage();
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(`${origin}/`);
      const get = (credentials: RequestCredentials): Promise<string> =>
        page.evaluate(
          ([url, c]) =>
            fetch(url, { credentials: c as RequestCredentials }).then(
              (r) => `${r.status}`,
              (e: Error) => e.name,
            ),
          [`${server.url}/static/js/index.js`, credentials],
        );
      return { plain: await get('same-origin'), credentials: await get('include'), log };
    } finally {
      await page.close();
      await server.stop();
    }
  };

  const byDefault = await load(sub());
  assert.equal(byDefault.plain, '200');
  assert.equal(byDefault.credentials, 'TypeError');
  assert.ok(
    byDefault.log.some((l) =>
      l.includes(
        "The value of the 'Access-Control-Allow-Origin' header in the response must not be the wildcard '*' when the request's credentials mode is 'include'.",
      ),
    ),
    byDefault.log.join('\n'),
  );

  const allowed = await load(sub({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }));
  assert.deepEqual([allowed.plain, allowed.credentials], ['200', '200']);
});

test('guide/faq/hmr "in Docker, a VM or WSL the dev server does not notice a saved file": without file system events a save compiles nothing; watchOptions.poll in tools.rspack, or WATCHPACK_POLLING=true, finds it', async () => {
  // What a mounted folder that delivers no change events looks like to Node.js: fs.watch never fires.
  const stub = [
    "const fs = require('node:fs');",
    "const { EventEmitter } = require('node:events');",
    'fs.watch = () => Object.assign(new EventEmitter(), { close() {}, ref() { return this; }, unref() { return this; } });',
    '',
  ].join('\n');
  const files = {
    'src/index.js': "console.log('first');\n",
    'no-events.cjs': stub,
    'rsbuild.config.mjs': 'export default process.env.POLL ? { tools: { rspack: { watchOptions: { poll: 500 } } } } : {};\n',
  };
  const saveCompiles = async (env: NodeJS.ProcessEnv, noEvents = true): Promise<boolean> => {
    const dir = project(files);
    const server = await devServer(dir, { env: noEvents ? { ...env, NODE_OPTIONS: `--require ${path.join(dir, 'no-events.cjs')}` } : env });
    try {
      // The watcher's first scan reports files changed since the compilation started: save after it.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const done = compilations(server);
      edit(dir, 'src/index.js', 'first', 'second');
      return await waitFor(() => compilations(server) > done, 5_000);
    } finally {
      await server.stop();
    }
  };
  assert.equal(await saveCompiles({}, false), true, 'with events, a save compiles');
  assert.equal(await saveCompiles({}), false, 'without events, nothing happens');
  assert.equal(await saveCompiles({ POLL: '1' }), true, 'watchOptions.poll');
  assert.equal(await saveCompiles({ WATCHPACK_POLLING: 'true' }), true, 'WATCHPACK_POLLING=true');
});

test('config/performance/prefetch "coming from Vue CLI, the first page downloads every lazy-loaded route": by default the browser fetches a route chunk only when import() runs; with prefetch: true it fetches it right after the page loads; a static import is in the first bundle', async () => {
  const dir = project({
    'src/index.js':
      "import { home } from './Home';\nconst button = document.createElement('button');\nbutton.textContent = home;\nbutton.onclick = () => import('./About').then((m) => m.show());\ndocument.body.append(button);\n",
    'src/Home.js': "export const home = 'HOME_ROUTE_TEXT';\n",
    'src/About.js': `export const show = () => { document.title = 'about'; };\nexport const text = ${JSON.stringify('about '.repeat(2_000))};\n`,
    'rsbuild.config.mjs': 'export default process.env.PREFETCH ? { performance: { prefetch: true } } : {};\n',
  });
  const asyncRequests = async (env: NodeJS.ProcessEnv): Promise<{ beforeClick: string[]; afterClick: string[] }> => {
    build(dir, env);
    const server = await previewServer(dir);
    const page = await browser().newPage();
    const requested: string[] = [];
    try {
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (p.startsWith('/static/js/async/')) requested.push(p);
      });
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      const beforeClick = [...requested];
      await page.click('button');
      await waitFor(async () => (await page.title()) === 'about');
      return { beforeClick, afterClick: [...requested] };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const plain = await asyncRequests({});
  // The statically imported route is in the first page's bundle, the lazy one in its own chunk.
  assert.ok(distText(dir, /^static\/js\/index\.\w+\.js$/).includes('HOME_ROUTE_TEXT'));
  assert.equal(distFiles(dir).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js')).length, 1);
  assert.deepEqual(plain.beforeClick, [], 'no route chunk before import() runs');
  assert.equal(plain.afterClick.length, 1, plain.afterClick.join());
  const prefetched = await asyncRequests({ PREFETCH: '1' });
  assert.equal(prefetched.beforeClick.length, 1, 'prefetched after the page loaded');
});
