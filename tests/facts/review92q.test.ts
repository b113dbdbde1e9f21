// Facts behind the third accuracy review of session 92 (slice q): config/server/host and config/server/port, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/server/host, "Caveats", Preview server URLs: "the URLs it prints always list `localhost` and every network
//   address, whatever `server.host` is". The preview server calls getAddressUrls({ protocol, port }) without a host
//   (core/src/server/prodServer.ts 192-193), which lists `localhost` once and each distinct IPv4 address of
//   os.networkInterfaces() (shared/src/url.ts 45-63, getIpv4Interfaces, and 105-152): an IPv6 address of the machine,
//   even a global one, is never listed. Now: "every IPv4 network address" (as config/server/print-urls already says,
//   review87l.test.ts). Run: rsbuild.preview() with host 'localhost' and os.networkInterfaces() answering loopback, an
//   interface with an IPv4 and a global IPv6 address, and a second IPv4 interface: Local localhost and the two IPv4
//   addresses are printed and returned, the IPv6 address is not (the interface list is the only part not taken from
//   the system).
//
// Checked and left as they are, settled by the earlier facts files of these pages (review79f, review81a, review87l,
// review89q, server-listen, common-problems-*) or by the source: the default host and port and their types
// (shared/src/types/config/server.ts 77-88, core/src/provider/config.ts 45-47); the port check on server.host with up
// to 20 further ports and the strictPort error (core/src/server/helper.ts 184-260); port 0 falling back to 8080
// (`rsbuild.config.server?.port || DEFAULT_PORT`); --host and --port for dev and preview only, winning over the file
// (core/src/cli/commands.ts 41-60, init.ts 60-68); the HMR client's default host (location.hostname) and port (the dev
// server's) (core/src/server/helper.ts 151-175, client/hmr/createSocketUrl.ts 57-64); dev.assetPrefix true
// (shared/src/chain.ts 319-333); startUrl true opening localhost (core/src/plugins/startUrl.ts 107-112); '::' printed
// as [::1] and the labels of the printed URLs (shared/src/url.ts 66-103).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort, pageSays, probe } from './topics-support';

test('config/server/host "the URLs it prints always list localhost and every IPv4 network address, whatever server.host is": rsbuild preview with host localhost prints and returns localhost and each IPv4 address, not a global IPv6 address of the machine', async () => {
  pageSays(
    'config/server/host',
    {
      en: 'the URLs it prints always list `localhost` and every IPv4 network address, whatever `server.host` is.',
      zh: '它打印的 URL 总是列出 `localhost` 和所有 IPv4 网络地址，与 `server.host` 无关。',
    },
    {
      en: 'always list `localhost` and every network address,',
      zh: '总是列出 `localhost` 和所有网络地址，',
    },
  );
  const port = await freePort();
  const { output, result } = await probe(
    { 'src/index.js': "console.log('preview');\n", 'dist/index.html': '<!doctype html><p>preview</p>\n' },
    `import os from 'node:os';
const v4 = (address, internal = false) => ({ address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:01', internal, cidr: address + '/24' });
const v6 = (address) => ({ address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:01', internal: false, cidr: address + '/64', scopeid: 0 });
os.networkInterfaces = () => ({
  lo: [v4('127.0.0.1', true), { ...v6('::1'), internal: true, netmask: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', cidr: '::1/128' }],
  eth0: [v4('192.0.2.20'), v6('2001:db8::20')],
  wlan0: [v4('198.51.100.7')],
});
const { createRsbuild } = await import('@rsbuild/core');
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { host: 'localhost', port: ${port} } } });
const { urls, server } = await rsbuild.preview();
const page = await (await fetch('http://localhost:${port}/')).text();
await server.close();
report({ urls, page });
process.exit(0);`,
  );
  assert.deepEqual(
    result,
    {
      urls: [`http://localhost:${port}`, `http://192.0.2.20:${port}`, `http://198.51.100.7:${port}`],
      page: '<!doctype html><p>preview</p>\n',
    },
    output,
  );
  const lines = output.split('\n').filter((l) => l.includes('> '));
  assert.deepEqual(
    lines.map((l) => l.trim().replace(/ +/g, ' ')),
    [`> Local: http://localhost:${port}/`, `> Network: http://192.0.2.20:${port}/`, `> Network: http://198.51.100.7:${port}/`],
    output,
  );
  assert.ok(!output.includes('2001:db8'), output);
});
