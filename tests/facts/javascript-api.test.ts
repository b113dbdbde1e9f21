// The JavaScript API of @rsbuild/core 0.5.9 (api/javascript-api/instance, core): each claim is run in a Node.js
// process of its own that starts with NODE_ENV unset, as a user's script does, and prints what it saw as JSON.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, test } from 'node:test';
import { subProject } from './lib/rsbuild';

const FILES = {
  'src/index.js': "import './style.css';\nconsole.log('api');\n",
  'src/style.css': '.a { color: red; }\n',
  'src/broken.js': "import './missing-module';\n",
};

type Probe = { code: number | null; output: string; result: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Runs `code` as an ES module in the project `name` (a folder of the fact fixture, whose node_modules links
 * @rsbuild/core 0.5.9) with NODE_ENV removed from the environment, unless `env` sets it. The module reports
 * with `report(value)`, which prints one JSON line that the test reads back.
 */
function probe(
  name: string,
  code: string,
  { env = {}, files = {}, timeout = 120_000 }: { env?: Record<string, string>; files?: Record<string, string>; timeout?: number } = {},
): Promise<Probe> {
  const dir = subProject(name, {
    ...FILES,
    ...files,
    'probe.mjs': `const report = (value) => console.log('REPORT ' + JSON.stringify(value));\n${code}\n`,
  });
  const childEnv: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env };
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
  if (!('DEBUG' in env)) delete childEnv.DEBUG;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['probe.mjs'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeout);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = output
        .split('\n')
        .filter((l) => l.startsWith('REPORT '))
        .at(-1);
      resolve({ code, output, result: line ? JSON.parse(line.slice(7)) : undefined });
    });
  });
}

/** A plugin that records NODE_ENV in its setup and in modifyRsbuildConfig, into `seen`. */
const RECORDER = `
const seen = [];
const recorder = { name: 'facts:recorder', setup(api) {
  seen.push('setup ' + process.env.NODE_ENV);
  api.modifyRsbuildConfig(() => { seen.push('modifyRsbuildConfig ' + process.env.NODE_ENV); });
} };
`;
const SERVER = "server: { host: 'localhost', printUrls: false, port: 30000 + Math.floor(Math.random() * 20000) }";

describe('NODE_ENV before and after each method', { concurrency: 2 }, () => {
  for (const method of [
    'createCompiler',
    'initConfigs',
    'startDevServer',
    'createDevServer',
    'preview',
    'inspectConfig',
    'build',
  ] as const) {
    test(`api/javascript-api/instance rsbuild.${method}(): NODE_ENV seen by plugin setup and modifyRsbuildConfig, and after the call`, async () => {
      const { result, output } = await probe(
        `api-node-env-${method}`,
        `${RECORDER}
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [recorder], performance: { printFileSize: false }, ${SERVER} } });
const before = process.env.NODE_ENV ?? null;
const value = await rsbuild.${method}();
const after = process.env.NODE_ENV ?? null;
let mode;
if ('${method}' === 'initConfigs') {
  // The first configuration, generated with NODE_ENV unset, and a second one, after the first call left it at 'development'.
  const define = (c) => c.plugins.find((p) => p?.name === 'DefinePlugin')?._options?.['process.env.NODE_ENV'];
  const again = await rsbuild.initConfigs();
  mode = { first: [value[0].mode, define(value[0])], second: [again[0].mode, define(again[0])] };
}
report({ before, after, seen, mode });
await (value?.server?.close?.() ?? value?.close?.());
process.exit(0);`,
      );
      assert.ok(result, output);
      const expected = {
        // api/javascript-api/instance: finding 3 and 4; "Set it before you call it" (the mode of the generated configuration).
        createCompiler: { before: null, after: 'development', seen: ['setup undefined', 'modifyRsbuildConfig undefined'] },
        // "parts of the configuration are generated as if neither development nor production were selected": the mode is
        // 'development' (not production), process.env.NODE_ENV in the code becomes undefined; a second call differs.
        initConfigs: {
          before: null,
          after: 'development',
          seen: ['setup undefined', 'modifyRsbuildConfig undefined'],
          mode: { first: ['development', 'undefined'], second: ['development', '"development"'] },
        },
        // "It sets NODE_ENV to development if it is not set", only after the plugins are set up (omission).
        startDevServer: { before: null, after: 'development', seen: ['setup undefined', 'modifyRsbuildConfig undefined'] },
        createDevServer: { before: null, after: 'development', seen: ['setup undefined', 'modifyRsbuildConfig undefined'] },
        preview: { before: null, after: 'production', seen: ['setup undefined', 'modifyRsbuildConfig undefined'] },
        // inspectConfig "Without it, NODE_ENV is set to 'development' if it is not set" (before the configuration).
        inspectConfig: { before: null, after: 'development', seen: ['setup development', 'modifyRsbuildConfig development'] },
        // build "mode (default 'production'): the value given to NODE_ENV, but only when NODE_ENV is not set yet".
        build: { before: null, after: 'production', seen: ['setup production', 'modifyRsbuildConfig production'] },
      }[method];
      assert.deepEqual({ ...result, mode: result.mode ?? undefined }, { mode: undefined, ...expected });
    });
  }

  test('api/javascript-api/instance createCompiler / initConfigs: with only the node target, NODE_ENV stays unset (it is the PostCSS configuration loader of the web target that sets it)', async () => {
    const { result, output } = await probe(
      'api-node-env-node-target',
      `import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { output: { targets: ['node'] } } });
await rsbuild.initConfigs();
report({ after: process.env.NODE_ENV ?? null });`,
    );
    assert.deepEqual(result, { after: null }, output);
  });

  test('api/javascript-api/instance build "When it is already set ... it wins and mode is ignored"; inspectConfig "env: sets NODE_ENV to this value (even when it is already set)"', async () => {
    const { result, output } = await probe(
      'api-node-env-set',
      `import { createRsbuild } from '@rsbuild/core';
const a = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
await a.build({ mode: 'production' });
const afterBuild = process.env.NODE_ENV;
const b = await createRsbuild({ rsbuildConfig: {} });
await b.inspectConfig({ env: 'production' });
report({ afterBuild, afterInspect: process.env.NODE_ENV });`,
      { env: { NODE_ENV: 'development' } },
    );
    assert.deepEqual(result, { afterBuild: 'development', afterInspect: 'production' }, output);
  });
});

describe('rsbuild.preview()', { concurrency: 2 }, () => {
  test('api/javascript-api/instance preview "It does not build ... Unlike the CLI, it does not check that the output directory exists": every request gets 404 except /favicon.ico (204)', async () => {
    const { result, output } = await probe(
      'api-preview-no-build',
      `import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { ${SERVER} } });
const { port, server } = await rsbuild.preview();
const status = async (url, accept = '*/*') => (await fetch('http://localhost:' + port + url, { headers: { accept } })).status;
report({ page: await status('/', 'text/html'), route: await status('/users/42', 'text/html'), script: await status('/static/js/index.js'), favicon: await status('/favicon.ico') });
await server.close();`,
    );
    assert.deepEqual(result, { page: 404, route: 404, script: 404, favicon: 204 }, output);
  });

  test('api/javascript-api/instance preview: a server.printUrls function that returns a non-array throws after the server listens, so the process crashes instead of the promise rejecting; startDevServer rejects', async () => {
    const code = (method: string): string => `import { createRsbuild } from '@rsbuild/core';
process.on('uncaughtException', (err) => { report({ uncaught: err.message }); process.exit(0); });
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, server: { host: 'localhost', port: 30000 + Math.floor(Math.random() * 20000), printUrls: () => 'http://localhost' } } });
try {
  const r = await rsbuild.${method}();
  setTimeout(() => { report({ resolved: true }); r.server.close(); process.exit(0); }, 3000);
} catch (err) {
  report({ rejected: err.message });
  process.exit(0);
}`;
    const preview = await probe('api-preview-print-urls', code('preview'));
    assert.deepEqual(preview.result, { uncaught: '"server.printUrls" must return an array, but got string.' }, preview.output);
    const dev = await probe('api-dev-print-urls', code('startDevServer'));
    assert.deepEqual(dev.result, { rejected: '"server.printUrls" must return an array, but got string.' }, dev.output);
  });

  test('api/javascript-api/instance preview hooks onBeforeStartProdServer, onAfterStartProdServer; "The result has the same shape as that of startDevServer"', async () => {
    const { result, output } = await probe(
      'api-preview-hooks',
      `import { createRsbuild } from '@rsbuild/core';
const calls = [];
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, ${SERVER} } });
await rsbuild.build();
rsbuild.onBeforeStartProdServer(() => calls.push('onBeforeStartProdServer'));
rsbuild.onAfterStartProdServer(({ port, routes }) => calls.push('onAfterStartProdServer ' + typeof port + ' ' + JSON.stringify(routes)));
const r = await rsbuild.preview();
report({ calls, keys: Object.keys(r).sort(), serverKeys: Object.keys(r.server), urls: r.urls.length > 0 });
await r.server.close();`,
    );
    assert.deepEqual(
      result,
      {
        calls: ['onBeforeStartProdServer', 'onAfterStartProdServer number [{"entryName":"index","pathname":"/"}]'],
        keys: ['port', 'server', 'urls'],
        serverKeys: ['close'],
        urls: true,
      },
      output,
    );
  });
});

describe('dev server methods', { concurrency: 2 }, () => {
  test('api/javascript-api/instance startDevServer: resolves before the first compilation; compiler option prints no URLs; getPortSilently; server.close() runs onCloseDevServer and closes the port', async () => {
    const { result, output } = await probe(
      'api-start-dev-server',
      `import net from 'node:net';
import { createRsbuild, logger } from '@rsbuild/core';
const printed = [];
logger.override({ log: (m) => printed.push(String(m)), info: (m) => printed.push(String(m)) });
const taken = net.createServer().listen(0, 'localhost');
await new Promise((r) => taken.once('listening', r));
const busy = taken.address().port;
const events = [];
const a = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: busy } } });
a.onDevCompileDone(() => events.push('compiled'));
a.onCloseDevServer(() => events.push('closed'));
const r = await a.startDevServer({ getPortSilently: true });
events.push('resolved');
const portMessage = printed.some((l) => l.includes('is in use'));
const urlsPrinted = printed.some((l) => l.includes('Local:'));
// The first compilation ends after the promise resolved (waited for up to 60 s: the machine may be busy).
for (let i = 0; i < 600 && !events.includes('compiled'); i++) await new Promise((res) => setTimeout(res, 100));
await r.server.close();
const refused = await new Promise((res) => net.connect(r.port, 'localhost').on('connect', function () { this.destroy(); res(false); }).on('error', () => res(true)));
printed.length = 0;
const b = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: 30000 + Math.floor(Math.random() * 20000) } } });
const compiler = await b.createCompiler();
const r2 = await b.startDevServer({ compiler });
const urlsWithCompiler = printed.some((l) => l.includes('Local:'));
await r2.server.close();
taken.close();
report({ events, portMessage, urlsPrinted, movedPort: r.port === busy + 1, refused, urlsWithCompiler });
process.exit(0);`,
    );
    assert.deepEqual(
      result,
      {
        events: ['resolved', 'compiled', 'closed'],
        portMessage: false,
        urlsPrinted: true,
        movedPort: true,
        refused: true,
        urlsWithCompiler: false,
      },
      output,
    );
  });

  test('api/javascript-api/instance createDevServer: members, URLs printed on creation, a Node server of your own with HMR, middleware appended with use() after the HTML fallback, afterListen and close; runCompile: false', async () => {
    const { result, output } = await probe(
      'api-create-dev-server',
      `import http from 'node:http';
import { createRequire } from 'node:module';
import { createRsbuild, logger } from '@rsbuild/core';
const require = createRequire(import.meta.url);
const WebSocket = require(require.resolve('@rsbuild/core').replace(/dist[\\\\/].*$/, 'compiled/ws'));
const printed = [];
logger.override({ log: (m) => printed.push(String(m)) });
const events = [];
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: 30000 + Math.floor(Math.random() * 20000), headers: { 'X-Facts': 'yes' } } } });
rsbuild.onAfterStartDevServer(() => events.push('onAfterStartDevServer'));
rsbuild.onCloseDevServer(() => events.push('onCloseDevServer'));
const dev = await rsbuild.createDevServer();
const members = Object.keys(dev).sort();
const printedOnCreate = printed.some((l) => l.includes('Local:'));
dev.middlewares.use((req, res, next) => { if (req.url === '/late') return res.end('late handler'); next(); });
const server = http.createServer((req, res) => {
  if (req.url === '/api/time') { res.setHeader('Content-Type', 'application/json'); return res.end(JSON.stringify({ now: 1 })); }
  dev.middlewares(req, res);
});
server.on('upgrade', dev.onHTTPUpgrade);
await new Promise((r) => server.listen(dev.port, r));
await dev.afterListen();
const get = async (url, accept = 'text/html') => { const r = await fetch('http://localhost:' + dev.port + url, { headers: { accept } }); return r.status + ' ' + (await r.text()).slice(0, 40).replace(/\\s+/g, ' '); };
const own = await get('/api/time');
const page = await get('/');
const lateAsPage = await get('/late');
const lateAsJson = await get('/late', 'application/json');
const hmr = await new Promise((res) => { const ws = new WebSocket('ws://localhost:' + dev.port + '/rsbuild-hmr'); ws.on('message', (d) => { ws.close(); res(JSON.parse(d.toString()).type); }); ws.on('error', (e) => res('error ' + e.message)); });
await dev.close();
const stillListening = server.listening;
server.close();

// runCompile: false
const bare = await (await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: 30000 + Math.floor(Math.random() * 20000), headers: { 'X-Facts': 'yes' } }, dev: { setupMiddlewares: [(m) => m.unshift((req, res, next) => (req.url === '/mock' ? res.end('mock') : next()))] } } })).createDevServer({ runCompile: false });
const bareServer = http.createServer(bare.middlewares).listen(bare.port);
await new Promise((r) => bareServer.once('listening', r));
const bareGet = async (url) => { const r = await fetch('http://localhost:' + bare.port + url, { headers: { accept: 'text/html' } }); const t = await r.text(); return r.status + ' ' + r.headers.get('x-facts') + ' ' + (t.includes('<title>') ? 'page' : t.slice(0, 20)); };
const bareMock = await bareGet('/mock');
const barePage = await bareGet('/');
const bareJs = await bareGet('/static/js/index.js');
bareServer.close();
await bare.close();
report({ members, printedOnCreate, own, page: page.startsWith('200 <!doctype html>'), lateAsPage: lateAsPage.startsWith('200 <!doctype html>'), lateAsJson, hmr, events, stillListening, bareMock, barePage, bareJs });
process.exit(0);`,
    );
    assert.deepEqual(
      result,
      {
        members: ['afterListen', 'close', 'listen', 'middlewares', 'onHTTPUpgrade', 'port'],
        printedOnCreate: true,
        own: '200 {"now":1}',
        page: true,
        lateAsPage: true,
        lateAsJson: '200 late handler',
        hmr: 'hot',
        events: ['onAfterStartDevServer', 'onCloseDevServer'],
        stillListening: true,
        bareMock: '200 null mock',
        // "serves no build output": connect's own 404 page, with server.headers applied.
        barePage: '404 yes page',
        bareJs: '404 yes page',
      },
      output,
    );
  });
  test('api/javascript-api/instance createDevServer listen() "Lets Rsbuild create its own HTTP server and listen, like startDevServer; resolves to the same result"; runCompile: false still serves the public folder and the proxy', async () => {
    const { result, output } = await probe(
      'api-create-dev-server-listen',
      `import http from 'node:http';
import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ log: () => {}, info: () => {}, ready: () => {}, start: () => {} });
const backend = http.createServer((req, res) => res.end('backend ' + req.url)).listen(0);
await new Promise((r) => backend.once('listening', r));
const port = () => 30000 + Math.floor(Math.random() * 20000);
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: port() } } });
const dev = await rsbuild.createDevServer();
const listened = await dev.listen();
const page = await fetch('http://localhost:' + dev.port + '/', { headers: { accept: 'text/html' } });
const listenResult = { keys: Object.keys(listened).sort(), serverKeys: Object.keys(listened.server), samePort: listened.port === dev.port, page: page.status + ' ' + (await page.text()).includes('<title>Rsbuild App</title>') };
await listened.server.close();
const bare = await (await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: port(), proxy: { '/api': 'http://localhost:' + backend.address().port } } } })).createDevServer({ runCompile: false });
const bareServer = http.createServer(bare.middlewares).listen(bare.port);
await new Promise((r) => bareServer.once('listening', r));
const text = async (url) => { const r = await fetch('http://localhost:' + bare.port + url); return r.status + ' ' + (await r.text()).trim(); };
const bareResult = { robots: await text('/robots.txt'), api: await text('/api/users') };
bareServer.close();
await bare.close();
backend.close();
report({ listenResult, bareResult });
process.exit(0);`,
      { files: { 'public/robots.txt': 'public robots\n' } },
    );
    assert.deepEqual(
      result,
      {
        listenResult: { keys: ['port', 'server', 'urls'], serverKeys: ['close'], samePort: true, page: '200 true' },
        bareResult: { robots: '200 public robots', api: '200 backend /api/users' },
      },
      output,
    );
  });
  test('api/javascript-api/instance createDevServer `port`: "The port Rsbuild chose from server.port (the next free one if that one is taken)", with the message "Port … is in use, using port …." unless getPortSilently; "If you listen on another port than rsbuildServer.port, set server.port to that port, so that the printed URLs and the HMR client use it too"', async () => {
    const { result, output } = await probe(
      'api-create-dev-server-port',
      `import http from 'node:http';
import net from 'node:net';
import { createRsbuild, logger } from '@rsbuild/core';
const printed = [];
logger.override({ log: () => {}, info: (m) => printed.push(String(m).replace(/\\u001b\\[[0-9;]*m/g, '').trim()) });
const taken = net.createServer().listen(0, 'localhost');
await new Promise((r) => taken.once('listening', r));
const busy = taken.address().port;
const results = {};
for (const getPortSilently of [false, true]) {
  printed.length = 0;
  const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: busy, printUrls: false } } });
  const dev = await rsbuild.createDevServer({ getPortSilently });
  // Your own server listens on the port Rsbuild chose (the first time) or on another one (the second time).
  const server = http.createServer(dev.middlewares);
  await new Promise((r, j) => server.once('error', j).listen(getPortSilently ? 0 : dev.port, 'localhost', r));
  const listening = server.address().port;
  await dev.afterListen();
  const page = await fetch('http://localhost:' + listening + '/', { headers: { accept: 'text/html' } });
  const script = await (await fetch('http://localhost:' + listening + '/static/js/index.js')).text();
  results[getPortSilently ? 'silent' : 'default'] = {
    moved: dev.port - busy,
    message: printed.filter((l) => l.includes('is in use')),
    page: page.status + ' ' + (await page.text()).includes('<title>Rsbuild App</title>'),
    // The port the HMR client of the page connects to.
    hmrPort: script.includes('&port=' + dev.port) ? 'rsbuildServer.port' : script.includes('&port=' + listening) ? 'listening' : 'none',
  };
  server.close();
  await dev.close();
}
taken.close();
report({ busy, results });
process.exit(0);`,
    );
    assert.ok(result, output);
    assert.deepEqual(
      result.results,
      {
        default: {
          moved: 1,
          message: [`Port ${result.busy} is in use, using port ${result.busy + 1}.`],
          page: '200 true',
          hmrPort: 'rsbuildServer.port',
        },
        // "If you listen on another port than rsbuildServer.port, set server.port to that port, so that ... the HMR client use it too".
        silent: { moved: 1, message: [], page: '200 true', hmrPort: 'rsbuildServer.port' },
      },
      output,
    );
  });

  test('api/javascript-api/instance createDevServer "With Express, it works the same way: register your routes, then app.use(rsbuildServer.middlewares), and attach rsbuildServer.onHTTPUpgrade to the upgrade event of the server that app.listen() returns" (with connect, the app Express builds on)', async () => {
    // Express is not installed in this repository; connect, which Rsbuild bundles and whose app has the same
    // use()/listen() surface, stands in for it. The middlewares object is a connect app, so it is mounted as a
    // plain (req, res, next) middleware, as Express would mount it.
    const { result, output } = await probe(
      'api-create-dev-server-app',
      `import { createRequire } from 'node:module';
import { createRsbuild, logger } from '@rsbuild/core';
const require = createRequire(import.meta.url);
const core = require.resolve('@rsbuild/core');
const requireFromCore = createRequire(core);
const connect = requireFromCore('@rsbuild/shared/connect');
const WebSocket = require(core.replace(/dist[\\\\/].*$/, 'compiled/ws'));
logger.override({ log: () => {}, info: () => {}, ready: () => {}, start: () => {} });
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', printUrls: false, port: 30000 + Math.floor(Math.random() * 20000) } } });
const rsbuildServer = await rsbuild.createDevServer();
const app = connect();
// your routes first
app.use('/api/time', (req, res) => { res.setHeader('Content-Type', 'application/json'); res.end(JSON.stringify({ now: 1 })); });
app.use(rsbuildServer.middlewares);
// after Rsbuild: what it does not answer
app.use((req, res) => { res.statusCode = 418; res.end('app fallthrough'); });
const server = app.listen(rsbuildServer.port);
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
await new Promise((r) => server.once('listening', r));
await rsbuildServer.afterListen();
const get = async (url, accept) => { const r = await fetch('http://localhost:' + rsbuildServer.port + url, { headers: { accept } }); const t = await r.text(); return r.status + ' ' + (t.includes('<title>Rsbuild App</title>') ? 'page' : t.slice(0, 30)); };
const own = await get('/api/time', 'application/json');
const page = await get('/', 'text/html');
const route = await get('/users/42', 'text/html');
const json = await get('/missing', 'application/json');
const hmr = await new Promise((res) => { const ws = new WebSocket('ws://localhost:' + rsbuildServer.port + '/rsbuild-hmr'); ws.on('message', (d) => { ws.close(); res(JSON.parse(d.toString()).type); }); ws.on('error', (e) => res('error ' + e.message)); });
server.close();
await rsbuildServer.close();
report({ own, page, route, json, hmr });
process.exit(0);`,
    );
    assert.deepEqual(
      result,
      { own: '200 {"now":1}', page: '200 page', route: '200 page', json: '418 app fallthrough', hmr: 'hot' },
      output,
    );
  });
});

describe('configuration methods', { concurrency: 2 }, () => {
  test("api/javascript-api/instance: the members of the instance; plugins set up once; initConfigs per target; getRsbuildConfig('original' | 'current' | 'normalized'); getNormalizedConfig; getHTMLPaths; context read-only", async () => {
    const { result, output } = await probe(
      'api-configuration',
      `import { createRsbuild, logger } from '@rsbuild/core';
const errors = [];
logger.override({ error: (m) => errors.push(String(m)) });
let setups = 0;
const original = { output: { targets: ['web', 'node'] }, plugins: [{ name: 'facts:count', setup(api) { setups += 1; api.modifyRsbuildConfig((c) => { c.html = { ...c.html, title: 'changed by a plugin' }; }); } }] };
process.env.NODE_ENV = 'development';
const rsbuild = await createRsbuild({ rsbuildConfig: original });
const members = Object.keys(rsbuild).sort();
const tryCall = (fn) => { try { fn(); return 'ok'; } catch (e) { return e.message; } };
const beforeNormalized = tryCall(() => rsbuild.getRsbuildConfig('normalized'));
const beforeGetNormalized = tryCall(() => rsbuild.getNormalizedConfig());
const beforeHtmlPaths = tryCall(() => rsbuild.getHTMLPaths());
const current = rsbuild.getRsbuildConfig();
const currentBefore = { port: current.server?.port, title: current.html?.title, publicDir: current.server?.publicDir };
const first = await rsbuild.initConfigs();
const second = await rsbuild.initConfigs();
await rsbuild.inspectConfig();
const normalized = rsbuild.getRsbuildConfig('normalized');
rsbuild.context.rootPath = '/elsewhere';
report({
  members,
  setups,
  names: first.map((c) => [c.name, c.target]),
  newObjects: first[0] !== second[0],
  beforeNormalized, beforeGetNormalized, beforeHtmlPaths,
  originalIsCopy: rsbuild.getRsbuildConfig('original') !== original,
  originalTitle: rsbuild.getRsbuildConfig('original').html?.title ?? null,
  currentBefore,
  currentAfter: rsbuild.getRsbuildConfig('current').html.title,
  sameAsGetNormalized: normalized === rsbuild.getNormalizedConfig(),
  normalized: { port: normalized.server.port, root: normalized.output.distPath.root, title: normalized.html.title, publicDir: normalized.server.publicDir },
  invalid: tryCall(() => rsbuild.getRsbuildConfig('other')),
  htmlPaths: rsbuild.getHTMLPaths(),
  rootPath: rsbuild.context.rootPath === process.cwd(),
  contextKeys: ['version', 'rootPath', 'distPath', 'cachePath', 'entry', 'targets', 'tsconfigPath', 'devServer', 'bundlerType'].filter((k) => rsbuild.context[k] !== undefined),
  version: rsbuild.context.version,
  errors,
});`,
    );
    assert.ok(result, output);
    const throws = 'Cannot access normalized config until modifyRsbuildConfig is called.';
    assert.deepEqual(result, {
      members: [
        'addPlugins',
        'build',
        'context',
        'createCompiler',
        'createDevServer',
        'getHTMLPaths',
        'getNormalizedConfig',
        'getRsbuildConfig',
        'initConfigs',
        'inspectConfig',
        'isPluginExists',
        'onAfterBuild',
        'onAfterCreateCompiler',
        'onAfterStartDevServer',
        'onAfterStartProdServer',
        'onBeforeBuild',
        'onBeforeCreateCompiler',
        'onBeforeStartDevServer',
        'onBeforeStartProdServer',
        'onCloseDevServer',
        'onDevCompileDone',
        'onExit',
        'preview',
        'removePlugins',
        'startDevServer',
      ],
      setups: 1,
      names: [
        ['Client', ['web', 'es2017']],
        ['Server', 'node'],
      ],
      newObjects: true,
      beforeNormalized: throws,
      beforeGetNormalized: throws,
      beforeHtmlPaths: throws,
      originalIsCopy: true,
      originalTitle: null,
      // "'current' ... the configuration with Rsbuild's defaults filled in and the changes that plugins have made so far"
      currentBefore: { port: 8080, title: 'Rsbuild App', publicDir: { name: 'public', copyOnBuild: true } },
      currentAfter: 'changed by a plugin',
      sameAsGetNormalized: true,
      normalized: { port: 8080, root: 'dist', title: 'changed by a plugin', publicDir: { name: 'public', copyOnBuild: true } },
      invalid: '`getRsbuildConfig` get an invalid type param.',
      htmlPaths: { index: 'index.html' },
      rootPath: true,
      contextKeys: ['version', 'rootPath', 'distPath', 'cachePath', 'entry', 'targets', 'bundlerType'],
      version: '0.5.9',
      errors: ['Context is readonly, you can not assign to the "context.rootPath" prop.'],
    });
  });

  test('api/javascript-api/instance inspectConfig: the result, writeToDisk with outputPath, a timestamped file instead of overwriting, pluginNames', async () => {
    const { result, output } = await probe(
      'api-inspect',
      `import fs from 'node:fs';
import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ success: () => {}, info: () => {}, log: () => {} });
const rsbuild = await createRsbuild({ rsbuildConfig: {} });
const r1 = await rsbuild.inspectConfig({ env: 'production', writeToDisk: true, outputPath: 'inspect' });
const r2 = await rsbuild.inspectConfig({ env: 'production', writeToDisk: true, outputPath: 'inspect' });
const short = await rsbuild.inspectConfig({ verbose: false });
const long = await rsbuild.inspectConfig({ verbose: true });
report({
  keys: Object.keys(r1).sort(), origin: Object.keys(r1.origin).sort(),
  strings: typeof r1.rsbuildConfig === 'string' && r1.bundlerConfigs.every((s) => typeof s === 'string'),
  pluginNames: ['rsbuild:html', 'rsbuild:file-size', 'rsbuild:progress'].every((n) => r1.origin.rsbuildConfig.pluginNames.includes(n)),
  writtenNames: fs.readFileSync('inspect/rsbuild.config.mjs', 'utf8').includes("'rsbuild:progress'"),
  stylus: r1.origin.rsbuildConfig.pluginNames.includes('rsbuild:stylus'),
  files: fs.readdirSync('inspect').map((f) => f.replace(/\\d{10,}/, '<time>')).sort(),
  verboseLonger: long.bundlerConfigs[0].length > short.bundlerConfigs[0].length,
});`,
    );
    assert.ok(result, output);
    assert.deepEqual(result.keys, ['bundlerConfigs', 'origin', 'rsbuildConfig']);
    assert.deepEqual(result.origin, ['bundlerConfigs', 'rsbuildConfig']);
    assert.equal(result.strings, true);
    assert.equal(result.pluginNames, true);
    // core "npx rsbuild inspect lists them all in the pluginNames field of the Rsbuild configuration it writes"
    assert.equal(result.writtenNames, true);
    // core "PLUGIN_STYLUS_NAME ... no built-in plugin of 0.5.9 has it"
    assert.equal(result.stylus, false);
    assert.deepEqual(result.files.filter((f: string) => f.startsWith('rspack')).length, 2, result.files.join(', '));
    assert.ok(result.files.includes('rsbuild.config.mjs') && result.files.includes('rspack.config.web.mjs'), result.files.join(', '));
    assert.equal(result.verboseLonger, true);
  });

  test('api/javascript-api/instance build: compiler option (no bundlerConfigs), the order of the hooks, "Rspack build failed!", watch resolves before the first build', async () => {
    const { result, output } = await probe(
      'api-build',
      `import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ error: () => {}, info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {} });
const calls = [];
const a = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
for (const hook of ['onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeBuild', 'onAfterBuild']) a[hook]((p) => { calls.push(hook + (hook === 'onBeforeBuild' ? ' ' + typeof p.bundlerConfigs : '')); });
await a.build();
const b = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
const compiler = await b.createCompiler();
let configs = 'not called';
b.onBeforeBuild((p) => { configs = p.bundlerConfigs === undefined ? 'undefined' : 'given'; });
await b.build({ compiler });
const c = await createRsbuild({ rsbuildConfig: { source: { entry: { index: './src/broken.js' } }, performance: { printFileSize: false } } });
let failure = null;
try { await c.build(); } catch (e) { failure = e.message; }
const d = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, output: { distPath: { root: 'dist-watch' } } } });
let built = false;
d.onAfterBuild(() => { built = true; });
const watched = await d.build({ watch: true });
const builtAtResolve = built;
// Hook methods: a callback that returns a value replaces the argument of the callbacks after it, the built-in plugins' included.
const e = await createRsbuild({ rsbuildConfig: {} });
e.onBeforeCreateCompiler(() => 1);
let returned = null;
try { await e.createCompiler(); } catch (err) { returned = err.message; }
report({ calls, configs, failure, watched: watched ?? null, builtAtResolve, returned });
process.exit(0);`,
    );
    assert.deepEqual(
      result,
      {
        calls: ['onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeBuild object', 'onAfterBuild'],
        configs: 'undefined',
        failure: 'Rspack build failed!',
        watched: null,
        builtAtResolve: false,
        returned: "Cannot read properties of undefined (reading 'every')",
      },
      output,
    );
  });

  test('api/javascript-api/instance createCompiler: NODE_ENV after the web-worker and service-worker targets; onDevCompileDone after each compilation in development; hook methods with { handler, order }; build rejects with the error of Rspack itself', async () => {
    const { result, output } = await probe(
      'api-compiler-details',
      `import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ error: () => {}, info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {}, warn: () => {} });
const envAfter = {};
for (const target of ['web-worker', 'service-worker']) {
  delete process.env.NODE_ENV;
  await (await createRsbuild({ rsbuildConfig: { output: { targets: [target] } } })).createCompiler();
  envAfter[target] = process.env.NODE_ENV ?? null;
}
// onDevCompileDone: "When NODE_ENV is development, onDevCompileDone runs after each compilation of this compiler."
process.env.NODE_ENV = 'development';
const a = await createRsbuild({ rsbuildConfig: {} });
const done = [];
a.onDevCompileDone(({ isFirstCompile }) => { done.push(isFirstCompile); });
const compiler = await a.createCompiler();
const run = () => new Promise((resolve, reject) => compiler.run((err) => (err ? reject(err) : resolve())));
await run();
await run();
process.env.NODE_ENV = 'production';
await run();
// { handler, order }: an instance callback with order 'post' runs after the plugins' callbacks of the default group.
const order = [];
const b = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, plugins: [{ name: 'p', setup(api) { api.onBeforeBuild(() => { order.push('plugin'); }); } }] } });
b.onBeforeBuild({ handler: () => { order.push('instance post'); }, order: 'post' });
b.onBeforeBuild(() => { order.push('instance'); });
await b.build();
// "and with the original error when Rspack itself fails"
// (the output directory cannot be created: a file is in the way)
const c = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, output: { cleanDistPath: false, distPath: { root: 'blocker/dist' } } } });
let failure = null;
try { await c.build(); } catch (e) { failure = e.message.split('\\n')[0]; }
report({ envAfter, done, order, failure });
process.exit(0);`,
      { files: { blocker: 'a file, not a folder\n' } },
    );
    assert.ok(result, output);
    assert.deepEqual(result.envAfter, { 'web-worker': null, 'service-worker': 'development' });
    assert.deepEqual(result.done, [true, false]);
    assert.deepEqual(result.order, ['instance', 'plugin', 'instance post']);
    assert.notEqual(result.failure, 'Rspack build failed!');
    assert.match(result.failure, /ENOTDIR|EEXIST/);
  });

  test("api/javascript-api/instance addPlugins, removePlugins, isPluginExists, hook methods run before the plugins' callbacks; createCompiler gives a Compiler or a MultiCompiler", async () => {
    const { result, output } = await probe(
      'api-plugins',
      `import { createRsbuild, logger } from '@rsbuild/core';
const warnings = [];
const printed = [];
logger.override({ warn: (m) => warnings.push(String(m)), info: (m) => printed.push(String(m)), log: () => {}, ready: () => {}, start: () => {} });
const order = [];
const a = await createRsbuild({ rsbuildConfig: {} });
a.onBeforeBuild(() => order.push('instance'));
a.addPlugins([false, null, undefined, { name: 'p1', setup(api) { order.push('setup p1'); api.onBeforeBuild(() => order.push('plugin p1')); } }]);
a.addPlugins([{ name: 'p1', setup() { order.push('setup duplicate'); } }]);
a.addPlugins([{ name: 'p0', setup() { order.push('setup p0'); } }], { before: 'p1' });
a.addPlugins([{ name: 'p2', setup() { order.push('setup p2'); } }], { before: 'nope' });
let notPlugin = null;
try { a.addPlugins([{ name: 'x' }]); } catch (e) { notPlugin = e.message; }
a.removePlugins(['rsbuild:file-size']);
const exists = [a.isPluginExists('rsbuild:html'), a.isPluginExists('rsbuild:file-size'), a.isPluginExists('p1')];
await a.build();
a.addPlugins([{ name: 'late', setup() { order.push('setup late'); } }]);
a.removePlugins(['p1']);
order.push('second build');
await a.build();
const web = await (await createRsbuild({ rsbuildConfig: {} })).createCompiler();
const multi = await (await createRsbuild({ rsbuildConfig: { output: { targets: ['web', 'node'] } } })).createCompiler();
const sizes = printed.some((l) => l.includes('file sizes'));
await (await createRsbuild({ rsbuildConfig: { output: { distPath: { root: 'dist-sizes' } } } })).build();
report({ order, warnings, notPlugin, exists, lateRegistered: a.isPluginExists('late'), sizes, sizesByDefault: printed.some((l) => l.includes('file sizes')), compilers: [web.constructor.name, multi.constructor.name] });`,
    );
    assert.deepEqual(
      result,
      {
        order: ['setup p0', 'setup p1', 'setup p2', 'instance', 'plugin p1', 'second build', 'instance', 'plugin p1'],
        warnings: ['Rsbuild plugin "p1" registered multiple times.', 'Plugin "nope" does not exist.'],
        notPlugin: 'Expect Rsbuild plugin.setup to be a function, but got object.',
        exists: [true, false, true],
        lateRegistered: true,
        sizes: false,
        // build "The output goes to the output directory and the file sizes are printed"
        sizesByDefault: true,
        compilers: ['Compiler', 'MultiCompiler'],
      },
      output,
    );
  });
});

describe('exports of @rsbuild/core', { concurrency: 2 }, () => {
  test('api/javascript-api/core: the runtime exports, version, plugin name constants, createRsbuild options, the package exports', async () => {
    const { result, output } = await probe(
      'api-core-exports',
      `import * as core from '@rsbuild/core';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const pkg = require(require.resolve('@rsbuild/core').replace(/dist[\\\\/].*$/, 'package.json'));
let promised = false;
const rsbuild = await core.createRsbuild({ rsbuildConfig: { plugins: [false, Promise.resolve({ name: 'lazy', setup() { promised = true; } })] } });
const registered = rsbuild.isPluginExists('lazy') && rsbuild.isPluginExists('rsbuild:html');
const setUpYet = promised;
await rsbuild.initConfigs();
report({
  values: Object.keys(core).filter((k) => k !== 'default').sort(),
  version: core.version,
  constants: [core.PLUGIN_SWC_NAME, core.PLUGIN_CSS_NAME, core.PLUGIN_SASS_NAME, core.PLUGIN_LESS_NAME, core.PLUGIN_STYLUS_NAME],
  registered, setUpYet, setUpAfter: promised,
  defineConfig: core.defineConfig(core) === core,
  exportsMap: Object.keys(pkg.exports).sort(),
});`,
      { files: { 'rsbuild.config.mjs': "export default { html: { title: 'from the file' } };\n" } },
    );
    assert.ok(result, output);
    for (const name of [
      'createRsbuild',
      'loadConfig',
      'loadEnv',
      'mergeRsbuildConfig',
      'defineConfig',
      'logger',
      'version',
      'PLUGIN_SWC_NAME',
      'PLUGIN_CSS_NAME',
      'PLUGIN_SASS_NAME',
      'PLUGIN_LESS_NAME',
      'PLUGIN_STYLUS_NAME',
    ]) {
      assert.ok(result.values.includes(name), `${name} in ${result.values}`);
    }
    assert.equal(result.version, '0.5.9');
    assert.deepEqual(result.constants, ['rsbuild:swc', 'rsbuild:css', 'rsbuild:sass', 'rsbuild:less', 'rsbuild:stylus']);
    // "When it resolves, the instance has ... registered the built-in plugins, then the plugins of rsbuildConfig.plugins.
    // It has not set the plugins up yet"; "promises, which createRsbuild awaits".
    assert.deepEqual([result.registered, result.setUpYet, result.setUpAfter], [true, false, true]);
    assert.equal(result.defineConfig, true);
    // "Other entry points": the package's exports, all of them.
    assert.deepEqual(result.exportsMap, ['.', './client/hmr', './package.json', './plugins/*', './provider', './server', './types']);
  });

  test('api/javascript-api/core createRsbuild options.cwd; the always-replaced options of mergeRsbuildConfig; loadEnv defaults; logger methods, prefixes and levels; the bundled rslog', async () => {
    const { result, output } = await probe(
      'api-core-details',
      `import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createRsbuild, loadEnv, mergeRsbuildConfig, logger } from '@rsbuild/core';
const require = createRequire(import.meta.url);
const rslog = JSON.parse(fs.readFileSync(require.resolve('@rsbuild/core').replace(/core[\\\\/]dist[\\\\/].*$/, 'shared/compiled/rslog/package.json'), 'utf8')).version;
// options.cwd: the root of the project, context.rootPath, the default entry and output directory.
const app = await createRsbuild({ cwd: path.resolve('app'), rsbuildConfig: { performance: { printFileSize: false } } });
await app.build();
const cwdResult = { rootPath: app.context.rootPath === path.resolve('app'), distPath: app.context.distPath === path.resolve('app/dist'), built: fs.existsSync('app/dist/index.html'), entry: app.context.entry };
// mergeRsbuildConfig: functions and regular expressions are replaced in the always-replaced options.
const f1 = () => true; const f2 = () => false;
const m = mergeRsbuildConfig({ output: { inlineStyles: f1 }, provider: f1, source: { exclude: /a/ }, html: { title: /x/ } }, { output: { inlineStyles: f2 }, provider: f2, html: { title: /y/ } });
// loadEnv without options: mode is NODE_ENV, the prefix is PUBLIC_.
const env = loadEnv();
const envResult = { files: env.filePaths.map((f) => path.basename(f)), publicVars: Object.keys(env.publicVars) };
env.cleanup();
// logger: which methods print at which level.
const printed = {};
for (const level of ['error', 'warn', 'info', 'log', 'verbose']) {
  logger.level = level;
  const before = [];
  const log = console.log; const error = console.error; const warn = console.warn;
  console.log = console.error = console.warn = (...a) => before.push(a.join(' '));
  for (const method of ['error', 'warn', 'info', 'start', 'ready', 'success', 'log', 'debug', 'greet']) logger[method]('M-' + method);
  console.log = log; console.error = error; console.warn = warn;
  printed[level] = before.map((l) => l.trim().replace(/\\s+/g, ' '));
}
report({
  rslog, cwd: cwdResult,
  merge: { inlineStyles: m.output.inlineStyles === f2, provider: m.provider === f2, exclude: m.source.exclude instanceof RegExp, title: String(m.html.title) },
  env: envResult, printed,
});`,
      {
        env: { NODE_ENV: 'test', PUBLIC_FROM_SHELL: 'yes', ACME_SHELL: 'no' },
        files: {
          'app/src/index.js': "console.log('app');\n",
          'app/package.json': '{}\n',
          '.env': 'PUBLIC_URL=https://example.com\n',
          '.env.test': 'PUBLIC_MODE=test\n',
          '.env.production': 'PUBLIC_MODE=production\n',
        },
      },
    );
    assert.ok(result, output);
    assert.match(result.rslog, /^1\.2\./);
    assert.deepEqual(result.cwd, { rootPath: true, distPath: true, built: true, entry: { index: `${result.cwd.entry.index}` } });
    assert.match(result.cwd.entry.index, /[\\/]app[\\/]src[\\/]index\.js$/);
    assert.deepEqual(result.merge, { inlineStyles: true, provider: true, exclude: true, title: '/y/' });
    // "mode (default process.env.NODE_ENV)", "prefixes (default ['PUBLIC_'])": .env.test is read, .env.production is not.
    assert.deepEqual(result.env.files, ['.env', '.env.test']);
    assert.deepEqual(result.env.publicVars.filter((k: string) => /PUBLIC_|ACME_/.test(k)).sort(), [
      'process.env.PUBLIC_FROM_SHELL',
      'process.env.PUBLIC_MODE',
      'process.env.PUBLIC_URL',
    ]);
    const at = (level: string): string[] => result.printed[level];
    assert.deepEqual(at('error'), ['error M-error']);
    assert.deepEqual(at('warn'), ['error M-error', 'warn M-warn']);
    assert.deepEqual(at('info'), ['error M-error', 'warn M-warn', 'info M-info', 'start M-start', 'ready M-ready', 'success M-success']);
    assert.deepEqual(at('log'), [
      'error M-error',
      'warn M-warn',
      'info M-info',
      'start M-start',
      'ready M-ready',
      'success M-success',
      'M-log',
      'M-greet',
    ]);
    assert.deepEqual(at('verbose'), [
      'error M-error',
      'warn M-warn',
      'info M-info',
      'start M-start',
      'ready M-ready',
      'success M-success',
      'M-log',
      'debug M-debug',
      'M-greet',
    ]);
  });

  test('api/javascript-api/core loadConfig: the search order, path, a missing path, a relative cwd, envMode, the function form, no file, errors; createRsbuild "does not read any configuration file"', async () => {
    const { result, output } = await probe(
      'api-load-config',
      `import { createRsbuild, loadConfig, logger } from '@rsbuild/core';
const warnings = [];
logger.override({ warn: (m) => warnings.push(String(m)) });
const found = await loadConfig();
const byPath = await loadConfig({ path: './other/custom.config.ts' });
const missing = await loadConfig({ path: './nope.config.ts' });
const fn = await loadConfig({ path: './fn.config.mjs', envMode: 'staging' });
const fnDefault = await loadConfig({ path: './fn.config.mjs' });
const none = await loadConfig({ cwd: './other/empty' });
const order = [];
for (const dir of ['a', 'b', 'c', 'd']) order.push((await loadConfig({ cwd: process.cwd() + '/order/' + dir })).filePath.split('/').pop());
// A relative cwd finds the file but cannot load it.
const relativeCwd = await loadConfig({ cwd: './order/a' }).then(() => 'loaded', (e) => e.message.split('\\n')[0]);
const fails = async (p) => { try { await loadConfig({ path: p }); return 'no error'; } catch (e) { return e.message; } };
const rsbuild = await createRsbuild({ rsbuildConfig: {} });
await rsbuild.initConfigs();
report({
  found: [found.content.html.title, found.filePath.endsWith('rsbuild.config.ts')],
  byPath: byPath.content.html.title,
  missing: [missing.content.html.title, warnings],
  fn: fn.content.html.title, fnDefault: fnDefault.content.html.title,
  none, order, relativeCwd,
  undef: await fails('./undefined.config.mjs'),
  notObject: await fails('./string.config.mjs'),
  privateMeta: Object.keys(found.content).includes('_privateMeta'),
  createRsbuildReads: rsbuild.getNormalizedConfig().html.title,
});`,
      {
        env: { NODE_ENV: 'development' },
        files: {
          'rsbuild.config.ts': "const title: string = 'ts';\nexport default { html: { title } };\n",
          'rsbuild.config.js': "export default { html: { title: 'js' } };\n",
          'other/custom.config.ts': "export default { html: { title: 'custom' } };\n",
          'other/empty/.keep': '',
          // The rest of the search order: .mjs, .cjs, .mts, .cts.
          'order/a/rsbuild.config.mjs': 'export default {};\n',
          'order/a/rsbuild.config.cjs': 'module.exports = {};\n',
          'order/b/rsbuild.config.cjs': 'module.exports = {};\n',
          'order/b/rsbuild.config.mts': 'export default {};\n',
          'order/c/rsbuild.config.mts': 'export default {};\n',
          'order/c/rsbuild.config.cts': 'export default {};\n',
          'order/d/rsbuild.config.js': 'export default {};\n',
          'order/d/rsbuild.config.mjs': 'export default {};\n',
          'fn.config.mjs': "export default ({ env, command, envMode }) => ({ html: { title: [env, command, envMode].join(' ') } });\n",
          'undefined.config.mjs': 'export default () => undefined;\n',
          'string.config.mjs': "export default 'not a config';\n",
        },
      },
    );
    assert.ok(result, output);
    assert.deepEqual(result.found, ['ts', true], 'rsbuild.config.ts comes before rsbuild.config.js');
    assert.equal(result.byPath, 'custom');
    assert.equal(result.missing[0], 'ts', 'falls back to the search');
    assert.ok(
      result.missing[1].some((w: string) => /Cannot find config file: .*nope\.config\.ts/.test(w)),
      result.missing[1].join('\n'),
    );
    // "command: process.argv[2] ... the first argument of your script otherwise" (here: none).
    assert.equal(result.fn, 'development  staging');
    assert.equal(result.fnDefault, 'development  development', '"envMode: the envMode option, or NODE_ENV when it is not given"');
    assert.deepEqual(result.none, { content: {}, filePath: null });
    assert.deepEqual(result.order, ['rsbuild.config.mjs', 'rsbuild.config.cjs', 'rsbuild.config.mts', 'rsbuild.config.js']);
    assert.equal(result.relativeCwd, "Cannot find module 'order/a/rsbuild.config.mjs'");
    assert.equal(result.undef, 'Rsbuild config function must return a config object.');
    assert.notEqual(result.notObject, 'no error');
    assert.equal(result.privateMeta, true);
    assert.equal(result.createRsbuildReads, 'Rsbuild App');
  });

  test("api/javascript-api/core loadEnv: file order, ${NAME} expansion, shell values win, publicVars from all of process.env, mode 'local' throws, cleanup()", async () => {
    const { result, output } = await probe(
      'api-load-env',
      `import { loadEnv } from '@rsbuild/core';
const env = loadEnv({ mode: 'staging', prefixes: ['PUBLIC_', 'ACME_'] });
const snapshot = { A: process.env.A, B: process.env.B, SHELL_SET: process.env.SHELL_SET };
let local = null;
try { loadEnv({ mode: 'local' }); } catch (e) { local = e.message; }
env.cleanup();
report({
  parsed: env.parsed,
  files: env.filePaths.map((f) => f.split('/').pop()),
  publicVars: env.publicVars,
  snapshot,
  local: local !== null,
  afterCleanup: { A: process.env.A ?? null, SHELL_SET: process.env.SHELL_SET ?? null, FROM_SHELL_ONLY: process.env.FROM_SHELL_ONLY ?? null, NODE_ENV: process.env.NODE_ENV ?? null },
});`,
      {
        env: { SHELL_SET: 'from the shell', ACME_SHELL: 'shell var', FROM_SHELL_ONLY: 'kept', NODE_ENV: 'test' },
        files: {
          '.env': 'A=env\nB=${A}-expanded\nSHELL_SET=from the file\nPUBLIC_URL=https://example.com\nNODE_ENV=production\n',
          '.env.local': 'A=env.local\n',
          '.env.staging': 'A=env.staging\n',
          '.env.staging.local': 'C=staging.local\n',
        },
      },
    );
    assert.ok(result, output);
    assert.deepEqual(result.files, ['.env', '.env.local', '.env.staging', '.env.staging.local']);
    assert.equal(result.parsed.A, 'env.staging', 'a later file overrides an earlier one');
    assert.equal(result.snapshot.B, 'env.staging-expanded', '${NAME} references are expanded');
    assert.equal(result.snapshot.SHELL_SET, 'from the shell');
    assert.equal(result.parsed.SHELL_SET, 'from the shell', '"that value is also what parsed reports"');
    assert.equal(result.publicVars['process.env.PUBLIC_URL'], '"https://example.com"');
    assert.equal(result.publicVars['process.env.ACME_SHELL'], '"shell var"', 'every variable of process.env, not only from the files');
    assert.equal(result.local, true);
    // cleanup(): "deletes ... every variable of parsed whose value in process.env is still the parsed value, except NODE_ENV.
    // Note that this includes variables that were set in the shell before loadEnv was called and that one of the files also defines."
    assert.deepEqual(result.afterCleanup, { A: null, SHELL_SET: null, FROM_SHELL_ONLY: 'kept', NODE_ENV: 'test' });
  });

  test('api/javascript-api/core mergeRsbuildConfig rules; logger level and DEBUG; logger.override is called whatever the level', async () => {
    const { result, output } = await probe(
      'api-merge-logger',
      `import { mergeRsbuildConfig, logger } from '@rsbuild/core';
const f1 = () => {}; const f2 = () => {};
const a = { source: { alias: { '@': './src' }, preEntry: 'a.js' }, output: { targets: ['web'], inlineScripts: true, cssModules: { auto: true } }, tools: { rspack: { devtool: false } }, dev: { startUrl: true }, server: { printUrls: f1, port: 1 }, performance: { removeConsole: ['log'] } };
const b = { source: { alias: { '@shared': '../shared' }, preEntry: ['b.js'] }, output: { targets: ['web', 'node'], inlineScripts: false, cssModules: { auto: false } }, tools: { rspack: f2 }, dev: { startUrl: 'http://x' }, server: { printUrls: f2, port: undefined }, performance: { removeConsole: ['warn'] } };
const copyA = JSON.stringify(a);
const m = mergeRsbuildConfig(a, b);
const levelDefault = logger.level;
logger.level = 'error';
const overridden = [];
logger.override({ info: (msg) => overridden.push(msg) });
logger.info('still called');
report({
  alias: m.source.alias, preEntry: m.source.preEntry, targets: m.output.targets, inlineScripts: m.output.inlineScripts, auto: m.output.cssModules.auto,
  rspackIsArray: Array.isArray(m.tools.rspack) && m.tools.rspack[0].devtool === false && m.tools.rspack[1] === f2,
  startUrl: m.dev.startUrl, printUrls: m.server.printUrls === f2, port: m.server.port, removeConsole: m.performance.removeConsole,
  unchanged: JSON.stringify(a) === copyA, one: mergeRsbuildConfig(a) === a, none: mergeRsbuildConfig() ?? null,
  levelDefault, overridden,
});`,
    );
    assert.deepEqual(
      result,
      {
        alias: { '@': './src', '@shared': '../shared' },
        preEntry: ['a.js', 'b.js'],
        targets: ['web', 'node'],
        inlineScripts: false,
        auto: false,
        rspackIsArray: true,
        startUrl: 'http://x',
        printUrls: true,
        port: 1,
        removeConsole: ['warn'],
        unchanged: true,
        one: true,
        none: null,
        levelDefault: 'log',
        overridden: ['still called'],
      },
      output,
    );
    const debug = await probe('api-logger-debug', "import { logger } from '@rsbuild/core';\nreport({ level: logger.level });", {
      env: { DEBUG: 'anything' },
    });
    assert.deepEqual(debug.result, { level: 'verbose' }, debug.output);
  });
});

describe('types of @rsbuild/core', () => {
  test('api/javascript-api/types: the exported types type-check as the page describes them; normalized types are required and read-only; the types that are not exported; the asset declarations of @rsbuild/core/types', async () => {
    const ts = (await import('typescript')).default;
    const CHECKS = `/// <reference types="@rsbuild/core/types" />
import type {
  RsbuildConfig, DevConfig, HtmlConfig, ToolsConfig, SourceConfig, ServerConfig, OutputConfig, SecurityConfig, PerformanceConfig, ModuleFederationConfig,
  NormalizedConfig, NormalizedDevConfig, NormalizedHtmlConfig, NormalizedToolsConfig, NormalizedSourceConfig, NormalizedServerConfig, NormalizedOutputConfig,
  NormalizedSecurityConfig, NormalizedPerformanceConfig, NormalizedModuleFederationConfig,
  RsbuildPlugin, RsbuildPlugins, RsbuildPluginAPI, TransformFn, TransformHandler,
  ModifyRsbuildConfigFn, ModifyBundlerChainFn, ModifyRspackConfigFn, OnBeforeCreateCompilerFn, OnAfterCreateCompilerFn, OnBeforeBuildFn, OnAfterBuildFn,
  OnBeforeStartDevServerFn, OnAfterStartDevServerFn, OnDevCompileDoneFn, OnCloseDevServerFn, OnBeforeStartProdServerFn, OnAfterStartProdServerFn, OnExitFn,
  RsbuildInstance, CreateRsbuildOptions, InspectConfigOptions, RsbuildContext, RsbuildEntry, RsbuildTarget, RsbuildMode, Rspack,
} from '@rsbuild/core';
import png from './logo.png';
import font from './font.woff2';
import video from './clip.mp4';
import url from './worker.js?url';
import inlined from './icon.svg?inline';
import data from './data.yaml';
import styles from './app.module.scss';

// "Every field is optional", and these are its sections.
const empty: RsbuildConfig = {};
// (besides the internal _privateMeta that loadConfig adds)
const sections: Record<Exclude<keyof RsbuildConfig, '_privateMeta'>, true> = { dev: true, html: true, tools: true, source: true, server: true, output: true, plugins: true, security: true, performance: true, moduleFederation: true, provider: true };
const parts: [DevConfig, HtmlConfig, ToolsConfig, SourceConfig, ServerConfig, OutputConfig, SecurityConfig, PerformanceConfig] = [{}, {}, {}, {}, {}, {}, {}, {}];
const mf: ModuleFederationConfig = { options: { name: 'remote' } };
// "the options that have a default are required there"
declare const normalized: NormalizedConfig;
const port: number = normalized.server.port;
const hash: boolean | string = normalized.output.filenameHash;
type Sections = [NormalizedDevConfig, NormalizedHtmlConfig, NormalizedToolsConfig, NormalizedSourceConfig, NormalizedServerConfig, NormalizedOutputConfig, NormalizedSecurityConfig, NormalizedPerformanceConfig, NormalizedModuleFederationConfig];
// RsbuildPlugins: "an array of plugins, falsy values and promises of either"
declare const plugin: RsbuildPlugin;
const plugins: RsbuildPlugins = [plugin, false, null, undefined, Promise.resolve(plugin), Promise.resolve(false)];
const handler: TransformHandler = ({ code, resource, resourcePath, resourceQuery, addDependency, emitFile }) => {
  void [resource, resourcePath, resourceQuery, addDependency, emitFile];
  return Math.random() > 0.5 ? code : { code, map: null };
};
declare const api: RsbuildPluginAPI;
const transform: TransformFn = api.transform;
const options: CreateRsbuildOptions = { cwd: '/project', rsbuildConfig: {} };
const inspect: Required<InspectConfigOptions> = { env: 'production', verbose: true, outputPath: 'inspect', writeToDisk: true };
declare const context: RsbuildContext;
const fromContext = [context.version, context.entry, context.targets, context.rootPath, context.distPath, context.cachePath, context.tsconfigPath, context.devServer, context.bundlerType];
const entry: RsbuildEntry = { index: './src/index.ts', admin: ['./src/polyfill.ts', './src/admin.ts'] };
const targets: RsbuildTarget[] = ['web', 'node', 'web-worker', 'service-worker'];
const modes: RsbuildMode[] = ['development', 'production'];
type RspackTypes = [Rspack.Configuration, Rspack.Compiler, Rspack.MultiCompiler, Rspack.Stats, Rspack.RuleSetRule];
type Hooks = [ModifyRsbuildConfigFn, ModifyBundlerChainFn, ModifyRspackConfigFn, OnBeforeCreateCompilerFn, OnAfterCreateCompilerFn, OnBeforeBuildFn, OnAfterBuildFn, OnBeforeStartDevServerFn, OnAfterStartDevServerFn, OnDevCompileDoneFn, OnCloseDevServerFn, OnBeforeStartProdServerFn, OnAfterStartProdServerFn, OnExitFn];
declare const instance: RsbuildInstance;
// Asset declarations.
const strings: string[] = [png, font, video, url, inlined];
const parsed: Record<string, any> = data;
const className: string = styles.button;
export { empty, sections, parts, mf, port, hash, plugins, handler, transform, options, inspect, fromContext, entry, targets, modes, instance, strings, parsed, className };
export type { Sections, RspackTypes, Hooks };
`;
    const ERRORS = {
      'readonly.ts':
        "import type { NormalizedConfig } from '@rsbuild/core';\ndeclare const n: NormalizedConfig;\nn.server.port = 1;\nn.output.distPath.root = 'out';\n",
      // Inside objects such as output.distPath and output.filename the fields stay optional.
      'nested-optional.ts':
        "import type { NormalizedConfig } from '@rsbuild/core';\ndeclare const n: NormalizedConfig;\nexport const root: string = n.output.distPath.root;\nexport const js: string = n.output.filename.js;\n",
      'not-exported.ts':
        "import type { BuildOptions, StartDevServerOptions, StartServerResult, RsbuildDevServer, RspackConfig, ModifyRspackConfigUtils } from '@rsbuild/core';\nexport type All = [BuildOptions, StartDevServerOptions, StartServerResult, RsbuildDevServer, RspackConfig, ModifyRspackConfigUtils];\n",
      'svg-component.ts':
        '/// <reference types="@rsbuild/core/types" />\nimport { ReactComponent } from \'./logo.svg\';\nexport { ReactComponent };\n',
    };
    const dir = subProject('api-types', {
      'src/checks.ts': CHECKS,
      ...Object.fromEntries(Object.entries(ERRORS).map(([f, t]) => [`src/${f}`, t])),
    });
    const check = (file: string): string[] => {
      const program = ts.createProgram([`${dir}/src/${file}`], {
        strict: true,
        noEmit: true,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        types: [],
      });
      return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    };
    assert.deepEqual(check('checks.ts'), []);
    // "NormalizedConfig is deeply read-only"
    assert.deepEqual(
      check('readonly.ts').map((e) => e.slice(0, 7)),
      ['TS2540:', 'TS2540:'],
    );
    assert.deepEqual(
      check('nested-optional.ts').map((e) => e.slice(0, 7)),
      ['TS2322:', 'TS2322:'],
    );
    // "Some types that appear in the signatures are not exported by name"
    assert.equal(check('not-exported.ts').filter((e) => /^TS(2305|2724):/.test(e)).length, 6);
    // "they do not include the types of other modules, such as *.svg as React components"
    assert.match(check('svg-component.ts').join('\n'), /^TS2614:/);
  });
});
