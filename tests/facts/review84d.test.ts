// Facts behind statements fixed in review 84 (slice d): guide/basic/cli, config/html/template-parameters and
// config/output/clean-dist-path, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away
// projects), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/basic/cli, rsbuild dev: "it prints one Network line for each network interface of your machine", and the
//   info callout of rsbuild preview, "the preview server always prints the addresses of all network interfaces". 0.5.9
//   prints a Local line and one Network line for each IPv4 address that is not internal or 127.0.0.1 (getAddressUrls
//   and getIpv4Interfaces, packages/shared/src/url.ts): an interface with IPv6 addresses only gets none, one with two
//   IPv4 addresses two. The preview server passes no host to getAddressUrls (packages/core/src/server/prodServer.ts),
//   so with --host localhost it prints the same lines, while only localhost answers.
// - guide/basic/cli, rsbuild preview: "It applies the server options ..., but not the dev options." pluginStartUrl
//   (packages/core/src/plugins/startUrl.ts) opens dev.startUrl, after dev.beforeStartUrl, on onAfterStartProdServer as
//   on onAfterStartDevServer: a configured start URL opens when rsbuild preview starts. The opener is fakeOpener's
//   xdg-open (topics-support.ts), which records the URL instead of opening a browser.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, fakeOpener, freePort, pageSays, project, startRsbuild, waitFor } from './topics-support';

/** What this machine has: its IPv4 addresses other than loopback, and whether it has a loopback one (the Local line). */
function ipv4(): { network: string[]; loopback: boolean } {
  const network = new Set<string>();
  let loopback = false;
  for (const details of Object.values(os.networkInterfaces())) {
    for (const d of details ?? []) {
      if (d.family !== 'IPv4' && (d.family as unknown) !== 4) continue;
      if (d.internal || d.address === '127.0.0.1') loopback = true;
      else network.add(d.address);
    }
  }
  return { network: [...network].sort(), loopback };
}

/** The URLs of the `> Local:` and `> Network:` lines of a server's log. */
const printed = (log: string, label: 'Local' | 'Network'): string[] =>
  [...log.matchAll(new RegExp(`> ${label}:\\s+(\\S+)`, 'g'))].map((m) => m[1]).sort();

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test('guide/basic/cli "besides Local it prints one Network line for each IPv4 address of your machine other than loopback": rsbuild dev prints localhost as Local and one Network line per other IPv4 address of this machine', async () => {
  pageSays(
    'guide/basic/cli',
    {
      en: 'so besides `Local` it prints one `Network` line for each IPv4 address of your machine other than loopback; an interface with IPv6 addresses only gets none.',
      zh: '因此除了 `Local` 之外，还会为本机每个非回环的 IPv4 地址打印一行 `Network` 地址；只有 IPv6 地址的网络接口不会打印。',
    },
    { en: 'for each network interface of your machine', zh: '为本机的每个网络接口打印' },
  );
  const { network, loopback } = ipv4();
  const server = await devServer(project({ 'src/index.js': "document.title = 'app';\n" }));
  try {
    const log = server.log();
    assert.deepEqual(printed(log, 'Local'), loopback ? [`http://localhost:${server.port}/`] : [], log);
    assert.deepEqual(
      printed(log, 'Network'),
      network.map((a) => `http://${a}:${server.port}/`),
      log,
    );
  } finally {
    await server.stop();
  }
});

test('guide/basic/cli, rsbuild preview: "of the dev options only dev.startUrl and dev.beforeStartUrl" and the callout "prints the same addresses whatever the host, Local and a Network line for each IPv4 address": rsbuild preview --host localhost opens the configured dev.startUrl with <port> replaced after running dev.beforeStartUrl, prints a Network line per IPv4 address, and only localhost answers', async () => {
  pageSays(
    'guide/basic/cli',
    {
      en: 'but of the `dev` options only [dev.startUrl](/config/dev/start-url) and [dev.beforeStartUrl](/config/dev/before-start-url): a configured start URL opens in the browser when the preview server starts',
      zh: '而 `dev` 选项中只有 [dev.startUrl](/zh/config/dev/start-url) 和 [dev.beforeStartUrl](/zh/config/dev/before-start-url) 会生效：配置了启动 URL 时，预览服务器启动后也会像 `rsbuild dev` 一样在浏览器中打开它。',
    },
    { en: 'but not the `dev` options.', zh: '但不会应用 `dev` 选项。' },
  );
  pageSays(
    'guide/basic/cli',
    {
      en: 'In 0.5.9 the preview server prints the same addresses whatever the host, `Local` and a `Network` line for each IPv4 address of the machine, even when `--host localhost`',
      zh: '在 0.5.9 中，无论主机设为什么，预览服务器打印的地址都一样：`Local` 以及本机每个非回环 IPv4 地址的 `Network` 地址，即使 `--host localhost`',
    },
    { en: 'always prints the addresses of all network interfaces', zh: '总是打印所有网络接口的地址' },
  );
  const dir = project({
    'src/index.js': "document.title = 'app';\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default {',
      "  dev: { startUrl: 'http://localhost:<port>/from-dev-config', beforeStartUrl: () => fs.writeFileSync('before-start-url.txt', 'ran') },",
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  assert.ok(!fs.existsSync(path.join(dir, 'before-start-url.txt')), 'rsbuild build runs no dev.beforeStartUrl');
  const opener = fakeOpener();
  const port = await freePort();
  const preview = startRsbuild(dir, ['preview', '--port', String(port), '--host', 'localhost'], { PATH: opener.PATH });
  try {
    assert.ok(await waitFor(() => /> Local/.test(preview.log()), 60_000), `rsbuild preview printed no URLs:\n${preview.log()}`);
    const log = preview.log();
    const { network, loopback } = ipv4();
    assert.deepEqual(printed(log, 'Local'), loopback ? [`http://localhost:${port}/`] : [], log);
    assert.deepEqual(
      printed(log, 'Network'),
      network.map((a) => `http://${a}:${port}/`),
      log,
    );
    assert.equal((await fetch(`http://localhost:${port}/`)).status, 200);
    for (const address of network) {
      await assert.rejects(fetch(`http://${address}:${port}/`, { signal: AbortSignal.timeout(10_000) }), `${address} does not answer`);
    }
    assert.ok(await waitFor(() => opener.opened().length > 0, 30_000), `no browser opened:\n${log}`);
    assert.deepEqual(opener.opened(), [`http://localhost:${port}/from-dev-config`]);
    assert.equal(fs.readFileSync(path.join(dir, 'before-start-url.txt'), 'utf8'), 'ran');
  } finally {
    await preview.stop();
  }
});
