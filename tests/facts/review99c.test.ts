// Facts behind the accuracy review of session 99 (slice c): config/server/public-dir, config/server/headers,
// config/server/print-urls, config/server/host and config/server/https, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it. Nothing outside the repository is needed, except the openssl command for the PFX file
// (the test skips without it, as the other certificate tests of these pages do).
//
// Fix:
// - config/server/host, "Other values": "`'::'`: every IPv6 address (and, on most systems, IPv4 as well). The printed
//   URL uses `[::1]`." True, but it left out what a reader sees and needs: getAddressUrls prints one URL for any host
//   other than '0.0.0.0' (shared/src/url.ts 105-125), '::' as [::1] (getHostInUrl, 76-81), labelled Network because
//   '::' is not one of the loopback hosts (66-74), so no LAN address is printed although the server, listening
//   dual-stack, answers there; the page's own LAN checklist ("Open the Network URL on the other device") would send a
//   phone to [::1], itself (rsbuild preview prints localhost and the IPv4 addresses whatever the host, as the page's Caveats
//   say). The item now says what the dev server prints. Run: rsbuild dev with host '::' prints only
//   "> Network:  http://[::1]:<port>/", no LAN address, and answers at [::1], at 127.0.0.1, at the LAN address and at
//   a global IPv6 address of the machine; rsbuild preview answers at [::1] and at 127.0.0.1 as well.
//
// Confirmed, unchanged (no earlier facts file runs it):
// - config/server/host, "Other values": "A specific address of one network interface, such as '192.168.1.20': the
//   server accepts connections on that address only." Both servers listen on `{ host, port }` (core/src/server/
//   devServer.ts 157-161, prodServer.ts 176-180). Run: host set to this machine's LAN address; rsbuild dev and rsbuild
//   preview answer a page request at that address and refuse the connection at 127.0.0.1.
// - config/server/host, "Set it from the command line": "rsbuild dev and rsbuild preview accept --host, which takes
//   precedence over the configuration file", and the example `host: process.env.RSBUILD_HOST || 'localhost'`.
//   cli/commands.ts 41-60 gives --host to dev and preview only; cli/init.ts 60-63 writes it over server.host of the
//   loaded file. Run: with the page's configuration, rsbuild dev prints the Local line only and refuses the LAN
//   address; with RSBUILD_HOST=0.0.0.0, or with --host 0.0.0.0 and no variable, it prints the Network line and answers
//   there; rsbuild preview --host <LAN address> answers at that address and refuses 127.0.0.1.
// - config/server/https, https.pfx: "A PFX or PKCS#12 bundle that holds the key and the certificate together ... Use it
//   instead of key and cert", with the page's example (pfx read from ./certs/dev.pfx, passphrase from
//   DEV_CERT_PASSPHRASE). server.https goes to https.createServer() unchanged (core/src/server/httpServer.ts 8-10). Run:
//   a PFX made by openssl from the repository's test certificate; rsbuild dev and rsbuild preview, with the variable
//   set, serve the page over HTTPS and present that certificate; without the variable the dev server does not start
//   (Failed to start dev server., mac verify failure).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { type TestContext, test } from 'node:test';
import { ROOT, build, devServer, freePort, pageSays, project, reach, rsbuild, startRsbuild, waitFor } from './topics-support';

const HOST = 'config/server/host';
const HTTPS = 'config/server/https';

/** This machine's addresses that are not internal, IPv4 or IPv6 (link-local IPv6 left out: it needs a scope). */
const addresses = (family: 'IPv4' | 'IPv6'): string[] =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === family && !i.internal && !i.address.startsWith('fe80:'))
    .map((i) => (i as os.NetworkInterfaceInfo).address);

/** The "> Network:" line that the dev server prints for `ip` on `port`. */
const networkLine = (ip: string, port: number): RegExp => new RegExp(`> Network: +http://${ip.replace(/\./g, '\\.')}:${port}/`);

/**
 * This machine's first LAN IPv4 address and a project whose rsbuild.config.mjs is `config(lan)`; without such an
 * address, the test is skipped and the result is undefined.
 */
function lanProject(t: TestContext, config: (lan: string) => string): { lan: string; dir: string } | undefined {
  const lan = addresses('IPv4')[0];
  if (!lan) {
    t.skip('no LAN address on this machine');
    return undefined;
  }
  return { lan, dir: project({ 'src/index.js': "document.body.textContent = 'host';\n", 'rsbuild.config.mjs': config(lan) }) };
}

/**
 * Builds `dir`, starts `rsbuild preview --port <free port>` there with `args` and `env`, waits until it printed its
 * URLs, runs `check` with the port, and stops the server.
 */
async function withPreview(
  dir: string,
  check: (port: number) => Promise<void>,
  { args = [], env = {} }: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  build(dir, env);
  const port = await freePort();
  const run = startRsbuild(dir, ['preview', '--port', String(port), ...args], env);
  try {
    assert.ok(await waitFor(() => /> Local/.test(run.log()), 60_000), run.log());
    await check(port);
  } finally {
    await run.stop();
  }
}

test('config/server/host "A specific address of one network interface, such as \'192.168.1.20\': the server accepts connections on that address only": with host set to the LAN address, rsbuild dev and rsbuild preview answer there and refuse 127.0.0.1', async (t) => {
  pageSays(HOST, {
    en: "A specific address of one network interface, such as `'192.168.1.20'`: the server accepts connections on that address only.",
    zh: "某个网卡的具体地址，如 `'192.168.1.20'`：服务器只接受该地址上的连接。",
  });
  const made = lanProject(t, (lan) => `export default { server: { host: '${lan}' } };\n`);
  if (!made) return;
  const { lan, dir } = made;
  const dev = await devServer(dir);
  try {
    assert.match(dev.log(), networkLine(lan, dev.port));
    assert.equal(await reach(lan, dev.port), '200');
    assert.equal(await reach('127.0.0.1', dev.port), 'ECONNREFUSED');
  } finally {
    await dev.stop();
  }
  await withPreview(dir, async (port) => {
    assert.equal(await reach(lan, port), '200');
    assert.equal(await reach('127.0.0.1', port), 'ECONNREFUSED');
  });
});

test("config/server/host \"'::': every IPv6 address (and, on most systems, IPv4 as well). The dev server prints one URL, with [::1], under the Network label ..., and no LAN address: on another device, type the machine's LAN address yourself\": rsbuild dev prints only > Network: http://[::1]:<port>/, and both servers answer at [::1], 127.0.0.1 and the machine's other addresses", async () => {
  pageSays(
    HOST,
    {
      en: "`'::'`: every IPv6 address (and, on most systems, IPv4 as well). The dev server prints one URL, with `[::1]`, under the `Network` label although it is this machine's loopback address, and no LAN address: on another device, type the machine's LAN address yourself.",
      zh: "`'::'`：所有 IPv6 地址（在大多数系统上也包括 IPv4）。开发服务器只打印一个 URL，使用 `[::1]`；虽然这是本机的回环地址，却显示在 `Network` 标签下，也不会打印局域网地址：在其他设备上访问时，需要自己输入本机的局域网地址。",
    },
    {
      en: 'The printed URL uses `[::1]`.',
      zh: '打印的 URL 使用 `[::1]`。',
    },
  );
  const dir = project({
    'src/index.js': "document.body.textContent = 'dual stack';\n",
    'rsbuild.config.mjs': "export default { server: { host: '::' } };\n",
  });
  const others = [...addresses('IPv4'), ...addresses('IPv6')];
  const dev = await devServer(dir);
  try {
    // '::' is not among the loopback hosts, so its line is labelled Network.
    assert.match(dev.log(), new RegExp(`> Network: +http://\\[::1\\]:${dev.port}/`));
    assert.doesNotMatch(dev.log(), /> Local:/);
    // The [::1] line is the only URL: no LAN address, though the server answers there (below).
    for (const ip of others) assert.ok(!dev.log().includes(ip), `${ip} is not printed:\n${dev.log()}`);
    for (const host of ['::1', '127.0.0.1', ...others]) assert.equal(await reach(host, dev.port), '200', host);
  } finally {
    await dev.stop();
  }
  await withPreview(dir, async (port) => {
    for (const host of ['::1', '127.0.0.1', ...others]) assert.equal(await reach(host, port), '200', host);
  });
});

test('config/server/host "rsbuild dev and rsbuild preview accept --host, which takes precedence over the configuration file" + host: process.env.RSBUILD_HOST || \'localhost\': the variable or --host opens the server to the LAN, the file alone keeps it on localhost', async (t) => {
  for (const [en, zh] of [
    [
      '`rsbuild dev` and `rsbuild preview` accept `--host`, which takes precedence over the configuration file:',
      '`rsbuild dev` 和 `rsbuild preview` 支持 `--host` 参数，其优先级高于配置文件：',
    ],
    // The example, the same in both languages.
    ["host: process.env.RSBUILD_HOST || 'localhost',", "host: process.env.RSBUILD_HOST || 'localhost',"],
  ]) {
    pageSays(HOST, { en, zh });
  }
  const made = lanProject(t, () => "export default { server: { host: process.env.RSBUILD_HOST || 'localhost' } };\n");
  if (!made) return;
  const { lan, dir } = made;
  // The file alone: localhost only.
  const local = await devServer(dir);
  try {
    assert.match(local.log(), new RegExp(`> Local: +http://localhost:${local.port}/`));
    assert.doesNotMatch(local.log(), /> Network:/);
    assert.equal(await reach(lan, local.port), 'ECONNREFUSED');
  } finally {
    await local.stop();
  }
  // The variable, then --host without it: both open the server to the LAN.
  for (const opened of [
    await devServer(dir, { env: { RSBUILD_HOST: '0.0.0.0' } }),
    await devServer(dir, { args: ['--host', '0.0.0.0'] }),
  ]) {
    try {
      assert.match(opened.log(), networkLine(lan, opened.port));
      assert.equal(await reach(lan, opened.port), '200');
    } finally {
      await opened.stop();
    }
  }
  // rsbuild preview --host: the file says localhost, the command line wins.
  await withPreview(
    dir,
    async (port) => {
      assert.equal(await reach(lan, port), '200');
      assert.equal(await reach('127.0.0.1', port), 'ECONNREFUSED');
    },
    { args: ['--host', lan] },
  );
});

test('config/server/https "https.pfx: A PFX or PKCS#12 bundle that holds the key and the certificate together ... Use it instead of key and cert": the page\'s example serves HTTPS in rsbuild dev and rsbuild preview with DEV_CERT_PASSPHRASE set, and the dev server does not start without it', async (t) => {
  pageSays(HTTPS, {
    en: 'A PFX or PKCS#12 bundle that holds the key and the certificate together, as exported by Windows, macOS Keychain and many corporate tools. Use it instead of `key` and `cert`:',
    zh: '同时包含私钥和证书的 PFX 或 PKCS#12 文件，Windows、macOS 钥匙串以及很多企业工具导出的就是这种格式。它可以代替 `key` 和 `cert`：',
  });
  pageSays(HTTPS, {
    en: "pfx: fs.readFileSync('./certs/dev.pfx'),\n      passphrase: process.env.DEV_CERT_PASSPHRASE,",
    zh: "pfx: fs.readFileSync('./certs/dev.pfx'),\n      passphrase: process.env.DEV_CERT_PASSPHRASE,",
  });
  if (spawnSync('openssl', ['version']).status !== 0) return t.skip('no openssl command on this machine');
  const fixtures = path.join(ROOT, 'tests/facts/fixtures');
  const dir = project({
    'src/index.js': "document.body.textContent = 'pfx';\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      '',
      'export default {',
      '  server: {',
      '    https: {',
      "      pfx: fs.readFileSync('./certs/dev.pfx'),",
      '      passphrase: process.env.DEV_CERT_PASSPHRASE,',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  fs.mkdirSync(path.join(dir, 'certs'));
  const made = spawnSync(
    'openssl',
    [
      'pkcs12',
      '-export',
      '-inkey',
      path.join(fixtures, 'localhost-key.pem'),
      '-in',
      path.join(fixtures, 'localhost-cert.pem'),
      '-out',
      path.join(dir, 'certs/dev.pfx'),
      '-passout',
      'pass:fact-secret',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(made.status, 0, made.stderr);
  const expected = new crypto.X509Certificate(fs.readFileSync(path.join(fixtures, 'localhost-cert.pem'))).fingerprint256;
  /** The status of a page request over HTTPS and the fingerprint of the certificate the server presented. */
  const visit = (port: number): Promise<string> =>
    new Promise((resolve, reject) => {
      https
        .get({ host: 'localhost', port, path: '/', rejectUnauthorized: false, headers: { accept: 'text/html' } }, (res) => {
          const cert = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
          res.resume();
          resolve(`${res.statusCode} ${cert.fingerprint256 === expected ? 'that certificate' : cert.fingerprint256}`);
        })
        .on('error', reject);
    });
  const env = { DEV_CERT_PASSPHRASE: 'fact-secret' };

  const dev = await devServer(dir, { https: true, env });
  try {
    assert.match(dev.log(), new RegExp(`> Local: +https://localhost:${dev.port}/`));
    assert.equal(await visit(dev.port), '200 that certificate');
  } finally {
    await dev.stop();
  }
  await withPreview(dir, async (port) => assert.equal(await visit(port), '200 that certificate'), { env });
  // Without the passphrase the PFX cannot be read, and the dev server stops.
  const run = rsbuild(dir, ['dev', '--port', String(await freePort())]);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Failed to start dev server\./);
  assert.match(run.output, /mac verify failure/);
});
