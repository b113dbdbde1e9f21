// Facts behind the accuracy review of session 89 (slice q): config/server/host and config/server/port, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/server/host, "Caveats", Exposure: "anyone who can reach your machine over the network can load your
//   application and its source maps" held for the dev server only. 0.5.9 writes JavaScript source maps by default in
//   development ('cheap-module-source-map') and none in production (shared/src/utils.ts 86-92, getJsSourceMap:
//   `isProd() ? false : 'cheap-module-source-map'`), so the preview server of a default build has no map to hand out.
//   Run: rsbuild dev answers /static/js/index.js.map at the machine's network address; rsbuild build writes no .map
//   file and rsbuild preview answers the map's URL with 404.
// - config/server/host, "Common problems", the LAN address item: "one line per IPv4 network interface". getAddressUrls
//   prints one Network line per distinct non-internal IPv4 address, whichever interface holds it (shared/src/url.ts
//   44-63, a Map keyed by address; 105-150): an interface with two IPv4 addresses gets two lines. Run: rsbuild's dev
//   server started through the JavaScript API with os.networkInterfaces() answering one interface with two IPv4
//   addresses (and an IPv6 one) and a second interface with one; this machine has one interface with one address, so
//   the interface list is the only part not taken from the system.
//
// Checked and left as they are (runs in scratch projects, not kept as tests, or settled by earlier facts files): two
// `rsbuild dev` CLI processes started at once on the same port both pass the port check and one of them crashes with
// "Error: listen EADDRINUSE: address already in use 0.0.0.0:<port>" (three tries, every time); the busy-port line
// reads "info    Port <p> is in use, using port <p+1>."; host '::' answers on 127.0.0.1, the LAN address and [::1]
// and prints "> Network:  http://[::1]:<port>/".
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { build, devServer, distFiles, freePort, pageSays, previewServer, probe, project } from './topics-support';

/** The first non-internal IPv4 address of this machine (what another device on the LAN connects to), else 127.0.0.1. */
const networkAddress = (): string =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.1';

const status = async (url: string): Promise<number> => (await fetch(url)).status;

test('config/server/host "anyone who can reach your machine over the network can load your application, and from the dev server its JavaScript source maps too (0.5.9 generates them by default in development, not for rsbuild build)": rsbuild dev serves index.js.map at the network address; rsbuild build writes no .map and rsbuild preview answers 404 for it', async () => {
  pageSays(
    'config/server/host',
    {
      en: 'can load your application, and from the dev server its JavaScript source maps too (0.5.9 generates them by default in development, not for `rsbuild build`).',
      zh: '都可以加载你的应用；从开发服务器还能拿到 JS 的 source map（0.5.9 默认只在开发环境生成，`rsbuild build` 不生成）。',
    },
    { en: 'can load your application and its source maps.', zh: '都可以加载你的应用及其 source map。' },
  );
  const dir = project({ 'src/index.js': "document.body.textContent = 'exposed';\n" });
  const address = networkAddress();

  const dev = await devServer(dir);
  try {
    const js = await (await fetch(`http://${address}:${dev.port}/static/js/index.js`)).text();
    assert.match(js, /\/\/# sourceMappingURL=index\.js\.map/);
    const map = await fetch(`http://${address}:${dev.port}/static/js/index.js.map`);
    assert.equal(map.status, 200);
    assert.ok((JSON.parse(await map.text()) as { sources: string[] }).sources.some((s) => s.includes('src/index.js')));
  } finally {
    await dev.stop();
  }

  build(dir);
  const files = distFiles(dir);
  const script = files.find((f) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(f));
  assert.ok(script, files.join('\n'));
  assert.deepEqual(
    files.filter((f) => f.endsWith('.map')),
    [],
    'no source map in a default build',
  );
  const preview = await previewServer(dir);
  try {
    assert.equal(await status(`http://${address}:${preview.port}/${script}`), 200);
    assert.equal(await status(`http://${address}:${preview.port}/${script}.map`), 404);
  } finally {
    await preview.stop();
  }
});

test('config/server/host "one line per IPv4 address of the machine": an interface with two IPv4 addresses gets two Network lines, a second interface one more, its IPv6 address none', async () => {
  pageSays(
    'config/server/host',
    { en: 'one line per IPv4 address of the machine,', zh: '本机每个 IPv4 地址一行，' },
    { en: 'one line per IPv4 network interface', zh: '每个 IPv4 网卡一行' },
  );
  const port = await freePort();
  const { output, result } = await probe(
    { 'src/index.js': "console.log('lines');\n" },
    `import os from 'node:os';
const v4 = (address, internal = false) => ({ address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:01', internal, cidr: address + '/24' });
os.networkInterfaces = () => ({
  lo: [v4('127.0.0.1', true)],
  eth0: [v4('192.0.2.20'), v4('192.0.2.21'), { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 2 }],
  wlan0: [v4('198.51.100.7')],
});
const { createRsbuild } = await import('@rsbuild/core');
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { port: ${port} } } });
const { urls, server } = await rsbuild.startDevServer();
await server.close();
report(urls);
process.exit(0);`,
  );
  assert.deepEqual(
    result,
    [`http://localhost:${port}`, `http://192.0.2.20:${port}`, `http://192.0.2.21:${port}`, `http://198.51.100.7:${port}`],
    output,
  );
  const lines = output.split('\n').filter((l) => l.includes('> '));
  assert.deepEqual(
    lines.map((l) => l.trim().replace(/ +/g, ' ')),
    [
      `> Local: http://localhost:${port}/`,
      `> Network: http://192.0.2.20:${port}/`,
      `> Network: http://192.0.2.21:${port}/`,
      `> Network: http://198.51.100.7:${port}/`,
    ],
    output,
  );
});
