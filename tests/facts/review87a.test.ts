// Facts behind the accuracy review of session 87 (slice a): api/javascript-api/instance, in both languages. Each test
// runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it (and no longer say what they said before).
//
// - rsbuild.context: "The same object as api.context in plugins" was false. The instance's context and the plugin
//   API's are two Proxy objects over one internal context (core/src/provider/provider.ts, publicContext:
//   createPublicContext(context); provider/initPlugins.ts, getPluginAPI creates its own createPublicContext(context)):
//   `rsbuild.context !== api.context`, while every value read through them is the same. Run below.
// - The first call that sets the plugins up: the page listed `build` without a condition, and getRsbuildConfig's
//   'normalized' bullet repeated that list. `build({ compiler })` skips initConfigs (core/src/provider/build.ts: the
//   `customCompiler` branch), so on an instance that no earlier call set up, no plugin's setup runs and the
//   configuration never becomes final (getNormalizedConfig() still throws). Now: "the first call of `build` (without a
//   `compiler`)"; the `compiler` bullet says it also skips setting the plugins up if no earlier call did; the
//   'normalized' bullet points to the start of the page instead of repeating the list. Run below.
// - startDevServer's and preview's `urls`: "one per network address" / "the network addresses" read as every address.
//   0.5.9 lists IPv4 addresses only (shared/src/url.ts, getAddressUrls → getIpv4Interfaces); an IPv6 address of the
//   machine is never listed. Run below (it compares with os.networkInterfaces() of the machine that runs it).
// - inspectConfig `verbose`: "otherwise their bodies are shortened" said every function is shortened. webpack-chain's
//   toString, which stringifyConfig uses (shared/src/config.ts 72-82), replaces only a function whose source is longer
//   than 100 characters with `function () { /* omitted long function */ }`; a shorter one is printed in full. Run below.
// - getRsbuildConfig('original'): "the configuration you passed to createRsbuild, as a copy" left out that `plugins` is
//   not in it: pickRsbuildConfig (shared/src/config.ts 101-117) keeps only dev, html, tools, output, source, server,
//   security, performance, moduleFederation; 'current' and 'normalized' are built from that copy and have no `plugins`
//   either. Run below.
// - Hook methods: "Callbacks registered here are registered before any plugin is set up, so they run before the
//   plugins' callbacks" holds only for a callback registered before the first call that sets the plugins up; one
//   registered afterwards is appended after the plugins' callbacks (core/src/initHooks.ts, createAsyncHook: tap pushes
//   to the group, call runs pre, default, post in tap order). Run below.
// - Common problems, pages the server renders itself: "The client connects to /rsbuild-hmr on the page's own host and
//   port" was false about the port. The HMR client's query carries `port: port.toString()`, the port Rsbuild chose
//   (core/src/server/helper.ts, mergeDevOptions), and only the host is left to location.hostname
//   (core/src/client/hmr/createSocketUrl.ts). A page served on another port connects to rsbuildServer.port. Run below,
//   in Chromium.
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { freePort, pageSays, probe, project, sharedBrowser, startScript, waitFor } from './topics-support';

const browser = sharedBrowser();
const ROUTE = 'api/javascript-api/instance';
const FILES = { 'src/index.js': "console.log('app');\n" };

test(`${ROUTE} "Not the object that plugins get as api.context (rsbuild.context !== api.context), but it reads the same values"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'Not the object that plugins get as [api.context](/plugins/dev/core#apicontext) (`rsbuild.context !== api.context`), but it reads the same values',
      zh: '与插件拿到的 [api.context](/zh/plugins/dev/core#apicontext) 不是同一个对象（`rsbuild.context !== api.context`），但读到的值相同',
    },
    { en: 'The same object as [api.context]', zh: '是同一个对象，包含' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
let apiContext;
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [{ name: 'facts:context', setup(api) { apiContext = api.context; } }] } });
await rsbuild.initConfigs();
const keys = ['version', 'rootPath', 'distPath', 'cachePath', 'entry', 'targets', 'tsconfigPath', 'devServer', 'bundlerType'];
report({ same: apiContext === rsbuild.context, sameValues: keys.every((k) => JSON.stringify(apiContext[k]) === JSON.stringify(rsbuild.context[k])) });`,
  );
  assert.deepEqual(result, { same: false, sameValues: true }, output);
});

test(`${ROUTE} "the first call of build (without a compiler)"; build's compiler "Rsbuild then skips generating the configurations, and setting the plugins up if no earlier call did"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'Rsbuild then skips generating the configurations, and setting the plugins up if no earlier call did',
      zh: '此时 Rsbuild 不生成配置；插件如果还没有被之前的调用初始化，这次也不会初始化；',
    },
    { en: 'Rsbuild then skips generating the configurations, and the `bundlerConfigs`', zh: '此时 Rsbuild 不会生成配置，' },
  );
  pageSays(
    ROUTE,
    {
      en: 'on the first call of `build` (without a `compiler`), `startDevServer`',
      zh: '插件会在第一次调用 `build`（未传 `compiler`）、`startDevServer`',
    },
    { en: 'on the first call of `build`, `startDevServer`', zh: '插件会在第一次调用 `build`、`startDevServer`' },
  );
  pageSays(
    ROUTE,
    { en: 'It only exists once the configuration is final (see the start of this page).', zh: '配置最终确定后它才存在（见本页开头）' },
    { en: 'that is after the first call of `build()`, `startDevServer()`', zh: '即第一次调用 `build()`' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
const tryCall = (fn) => { try { fn(); return 'ok'; } catch (e) { return e.message; } };
const other = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
const compiler = await other.createCompiler();
let setups = 0;
const fresh = await createRsbuild({ rsbuildConfig: { plugins: [{ name: 'facts:count', setup() { setups += 1; } }] } });
await fresh.build({ compiler });
const afterForeign = { setups, normalized: tryCall(() => fresh.getNormalizedConfig()) };
// the same instance, built without a compiler: now the plugins are set up
await fresh.build();
report({ afterForeign, afterOwn: { setups, normalized: tryCall(() => fresh.getNormalizedConfig()) } });
process.exit(0);`,
  );
  assert.deepEqual(
    result,
    {
      afterForeign: { setups: 0, normalized: 'Cannot access normalized config until modifyRsbuildConfig is called.' },
      afterOwn: { setups: 1, normalized: 'ok' },
    },
    output,
  );
});

test(`${ROUTE} startDevServer "one for localhost and one per IPv4 network address"; preview "always list localhost and the IPv4 network addresses"`, async () => {
  pageSays(
    ROUTE,
    { en: 'one for `localhost` and one per IPv4 network address', zh: '包含一个 `localhost` 地址以及每个 IPv4 网络地址各一个' },
    { en: 'one per network address', zh: '以及每个网络地址各一个' },
  );
  pageSays(
    ROUTE,
    { en: 'always list `localhost` and the IPv4 network addresses, even when', zh: '也总是列出 `localhost` 和各个 IPv4 网络地址' },
    { en: '`localhost` and the network addresses', zh: '和各个网络地址' },
  );
  const [devPort, previewPort] = [await freePort(), await freePort()];
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
const dev = await createRsbuild({ rsbuildConfig: { server: { port: ${devPort}, printUrls: false } } });
const started = await dev.startDevServer();
const prod = await createRsbuild({ rsbuildConfig: { server: { host: '127.0.0.1', port: ${previewPort}, printUrls: false } } });
const previewed = await prod.preview();
report({ dev: started.urls, preview: previewed.urls });
await started.server.close();
await previewed.server.close();
process.exit(0);`,
  );
  assert.ok(result, output);
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  const ipv4 = [...new Set(addresses.filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address))];
  const ipv6 = addresses.filter((a) => a.family === 'IPv6' && !a.internal).map((a) => a.address);
  const hosts = (urls: string[]): string[] => urls.map((u) => new URL(u).hostname).sort();
  const { dev, preview } = result as { dev: string[]; preview: string[] };
  assert.deepEqual(hosts(dev), ['localhost', ...ipv4].sort(), dev.join(' '));
  assert.deepEqual(hosts(preview), ['localhost', ...ipv4].sort(), preview.join(' '));
  for (const address of ipv6) assert.ok(![...dev, ...preview].some((u) => u.includes(address)), `${address} is listed`);
  console.log(`IPv6 addresses of this machine, none listed: ${ipv6.join(', ') || '(none)'}`);
});

test(`${ROUTE} inspectConfig verbose "otherwise a function whose source is longer than 100 characters is printed as function () { /* omitted long function */ }"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'otherwise a function whose source is longer than 100 characters is printed as `function () { /* omitted long function */ }`',
      zh: '否则源码超过 100 个字符的函数会输出为 `function () { /* omitted long function */ }`',
    },
    { en: 'otherwise their bodies are shortened', zh: '否则函数体会被省略' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
const short = (c) => c;
const long = (config) => { config.output = config.output || {}; config.output.chunkLoadingGlobal = 'a-long-global-name-here'; return config; };
const rsbuild = await createRsbuild({ rsbuildConfig: { tools: { rspack: [short, long] } } });
const plain = (await rsbuild.inspectConfig()).rsbuildConfig;
const verbose = (await rsbuild.inspectConfig({ verbose: true })).rsbuildConfig;
report({
  lengths: [short.toString().length, long.toString().length],
  plain: { short: plain.includes('(c) => c'), long: plain.includes('a-long-global-name-here'), omitted: plain.split('omitted long function').length - 1 },
  verbose: { short: verbose.includes('(c) => c'), long: verbose.includes('a-long-global-name-here'), omitted: verbose.includes('omitted long function') },
});`,
  );
  assert.ok(result, output);
  const { lengths, plain, verbose } = result as { lengths: number[]; plain: object; verbose: object };
  assert.ok(lengths[0] <= 100 && lengths[1] > 100, String(lengths));
  // Rsbuild's own long functions in the configuration are omitted as well: at least ours.
  assert.deepEqual({ ...plain, omitted: (plain as { omitted: number }).omitted >= 1 }, { short: true, long: false, omitted: true });
  assert.deepEqual(verbose, { short: true, long: true, omitted: false });
});

test(`${ROUTE} getRsbuildConfig 'original' "without Rsbuild's defaults and, as in the other two forms, without plugins"`, async () => {
  pageSays(
    ROUTE,
    { en: "without Rsbuild's defaults and, as in the other two forms, without `plugins`.", zh: '并且和另外两种形式一样不含 `plugins`' },
    { en: "as a copy (not the object itself), without Rsbuild's defaults.", zh: '不含 Rsbuild 的默认值。' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
const passed = { html: { title: 'Shop' }, plugins: [{ name: 'facts:p', setup() {} }] };
const rsbuild = await createRsbuild({ rsbuildConfig: passed });
await rsbuild.initConfigs();
report({
  passed: Object.keys(passed),
  original: Object.keys(rsbuild.getRsbuildConfig('original')),
  plugins: ['original', 'current', 'normalized'].map((type) => 'plugins' in rsbuild.getRsbuildConfig(type)),
  registered: rsbuild.isPluginExists('facts:p'),
});`,
  );
  assert.deepEqual(result, { passed: ['html', 'plugins'], original: ['html'], plugins: [false, false, false], registered: true }, output);
});

test(`${ROUTE} hook methods "Callbacks registered here before the first call that sets the plugins up run before the plugins' callbacks ...; registered later, they run after them"`, async () => {
  pageSays(
    ROUTE,
    {
      en: "Callbacks registered here before the first call that sets the plugins up run before the plugins' callbacks of the same order group, the built-in plugins included; registered later, they run after them.",
      zh: '插件初始化之前在这里注册的回调，会先于同一顺序分组中插件（包括内置插件）的回调执行；插件初始化之后注册的则排在它们后面。',
    },
    { en: 'Callbacks registered here are registered before any plugin is set up', zh: '在这里注册的回调早于任何插件的初始化' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {} });
const order = [];
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, plugins: [{ name: 'facts:p', setup(api) { api.onBeforeBuild(() => { order.push('plugin'); }); } }] } });
rsbuild.onBeforeBuild(() => { order.push('instance, before'); });
await rsbuild.build();
rsbuild.onBeforeBuild(() => { order.push('instance, after'); });
order.push('second build');
await rsbuild.build();
report(order);
process.exit(0);`,
  );
  assert.deepEqual(result, ['instance, before', 'plugin', 'second build', 'instance, before', 'plugin', 'instance, after'], output);
});

test(`${ROUTE} "The client connects to /rsbuild-hmr on the page's own host but at rsbuildServer.port, not the page's port"`, async (t) => {
  pageSays(
    ROUTE,
    {
      en: "The client connects to `/rsbuild-hmr` on the page's own host but at `rsbuildServer.port`, not the page's port: serve those pages on that port",
      zh: '客户端连接的是页面所在主机上 `rsbuildServer.port` 端口（不是页面的端口）的 `/rsbuild-hmr`：请在这个端口上提供这些页面',
    },
    { en: "on the page's own host and port", zh: '客户端会连接页面所在主机和端口上的' },
  );
  const rsbuildPort = await freePort();
  let ownPort = await freePort();
  while (ownPort === rsbuildPort) ownPort = await freePort();
  const html =
    '<!doctype html><html><head><title>server page</title></head><body><h1>rendered by the server</h1><script src="/static/js/index.js"></script></body></html>';
  const dir = project(
    {
      'src/index.js': 'window.bundleRan = true;\n',
      'server.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({
  rsbuildConfig: { server: { port: ${rsbuildPort} }, performance: { chunkSplit: { strategy: 'all-in-one' } } },
});
const rsbuildServer = await rsbuild.createDevServer();
const server = http.createServer((req, res) => {
  if (req.url === '/account') {
    res.setHeader('Content-Type', 'text/html');
    res.end(${JSON.stringify(html)});
    return;
  }
  rsbuildServer.middlewares(req, res);
});
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
// another port than rsbuildServer.port
server.listen(${ownPort}, async () => {
  await rsbuildServer.afterListen();
  console.log('LISTENING ' + rsbuildServer.port + ' ' + ${ownPort});
});
`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const log = await startScript(
    dir,
    'server.mjs',
    t,
    (l) => l.includes(`LISTENING ${rsbuildPort} ${ownPort}`) && /Client compiled/.test(l),
  );
  const tab = await browser().newPage();
  t.after(() => tab.close());
  const sockets: string[] = [];
  tab.on('websocket', (ws) => sockets.push(ws.url()));
  // 127.0.0.1, not localhost: the socket's host is the page's
  await tab.goto(`http://127.0.0.1:${ownPort}/account`);
  assert.ok(
    await waitFor(async () => (await tab.evaluate(() => (window as unknown as { bundleRan?: boolean }).bundleRan)) === true),
    log(),
  );
  assert.ok(await waitFor(() => sockets.length > 0), `no WebSocket\n${log()}`);
  const socket = new URL(sockets[0]);
  assert.deepEqual([socket.hostname, socket.port, socket.pathname], ['127.0.0.1', String(rsbuildPort), '/rsbuild-hmr'], sockets[0]);
});
