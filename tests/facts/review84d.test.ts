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
// - guide/basic/cli, Debug output: DEBUG=rsbuild "to make any command log its internal steps. It also prints the Rspack
//   version in use and writes the same files as rsbuild inspect to the output folder", and "With rsbuild dev, debug
//   mode also logs every request the dev server handles". Only rsbuild build and rsbuild dev create a compiler
//   (createCompiler.ts logs the version; initConfigs.ts taps the inspect on onBeforeBuild and onAfterStartDevServer):
//   rsbuild preview prints no version and writes no file, but its server logs requests too
//   (getRequestLoggerMiddleware in prodServer.ts as in getDevMiddlewares.ts). The page's sample also left out the
//   line "add default plugins done" that 0.5.9 prints between "add default plugins" and "init plugins".
// - config/html/template-parameters: "Default: undefined (the built-in parameters below are always provided)" and
//   "Rsbuild provides these parameters to every template, whether or not you set the option". Not when
//   tools.htmlPlugin sets templateParameters: mergeChainedOptions (packages/core/src/plugins/html.ts) puts it in place
//   of Rsbuild's getTemplateParameters function, and html-webpack-plugin merges an object with its own defaults only
//   (compilation, webpackConfig, htmlWebpackPlugin): the template has no mountId, entryName or assetPrefix, and the
//   keys of html.templateParameters are gone too. (A function that returns an object without them is backed in
//   html-options.test.ts.)
// - config/output/clean-dist-path, caveat: "The files of the public directory are copied after the emptying, so they
//   are always present in a production build". The order holds (pluginCleanOutput is registered before pluginServer,
//   packages/core/src/provider/shared.ts, and both act on onBeforeBuild), but with server.publicDir copyOnBuild false
//   (or publicDir false) pluginServer copies nothing (packages/core/src/plugins/server.ts) and the files are not there.
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

/** The line DEBUG=rsbuild prints for a request to / that the server answered with 200. */
const REQUEST_LOGGED = /debug {3}\d\d:\d\d:\d\d 200 GET \/ \d+\.\d{3} ms/;

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test('guide/basic/cli "besides Local it prints one Network line for each IPv4 address of your machine other than loopback" and Debug output "With rsbuild dev and rsbuild preview, debug mode also logs every request": rsbuild dev with DEBUG=rsbuild prints localhost as Local, one Network line per other IPv4 address of this machine, the Rspack version, and a line for the request to /', async () => {
  pageSays(
    'guide/basic/cli',
    {
      en: 'so besides `Local` it prints one `Network` line for each IPv4 address of your machine other than loopback; an interface with IPv6 addresses only gets none.',
      zh: '因此除了 `Local` 之外，还会为本机每个非回环的 IPv4 地址打印一行 `Network` 地址；只有 IPv6 地址的网络接口不会打印。',
    },
    { en: 'for each network interface of your machine', zh: '为本机的每个网络接口打印' },
  );
  pageSays('guide/basic/cli', {
    en: 'With `rsbuild dev` and `rsbuild preview`, debug mode also logs every request the server handles, such as `debug   05:26:12 200 GET / 34.029 ms`.',
    zh: '对于 `rsbuild dev` 和 `rsbuild preview`，调试模式还会记录服务器处理的每一个请求，例如 `debug   05:26:12 200 GET / 34.029 ms`。',
  });
  const { network, loopback } = ipv4();
  const server = await devServer(project({ 'src/index.js': "document.title = 'app';\n" }), { env: { DEBUG: 'rsbuild' } });
  try {
    const log = server.log();
    assert.deepEqual(printed(log, 'Local'), loopback ? [`http://localhost:${server.port}/`] : [], log);
    assert.deepEqual(
      printed(log, 'Network'),
      network.map((a) => `http://${a}:${server.port}/`),
      log,
    );
    // DEBUG=rsbuild: the dev server creates a compiler (the version line) and logs each request it handles.
    assert.match(log, /debug {3}\d\d:\d\d:\d\d Use Rspack v0\.5\.9-canary-8778e17-20240403045016/);
    assert.equal((await fetch(`${server.url}/`)).status, 200);
    assert.ok(await waitFor(() => REQUEST_LOGGED.test(server.log()), 15_000), `no request line:\n${server.log()}`);
  } finally {
    await server.stop();
  }
});

test('guide/basic/cli, rsbuild preview: "of the dev options only dev.startUrl and dev.beforeStartUrl", the callout "prints the same addresses whatever the host", and Debug output "rsbuild build and rsbuild dev ... also print the Rspack version": rsbuild preview --host localhost opens dev.startUrl with <port> replaced after dev.beforeStartUrl, prints a Network line per IPv4 address though only localhost answers, and with DEBUG=rsbuild logs requests but prints no Rspack version, as rsbuild build does', async () => {
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
  pageSays(
    'guide/basic/cli',
    {
      en: '`rsbuild build` and `rsbuild dev`, the two commands that create an Rspack compiler, also print the Rspack version in use and write the same files as `rsbuild inspect` to the output folder',
      zh: '会创建 Rspack 编译器的两个命令 `rsbuild build` 和 `rsbuild dev` 还会打印正在使用的 Rspack 版本，并将与 `rsbuild inspect` 相同的文件写入产物目录',
    },
    { en: 'It also prints the Rspack version in use', zh: '此时还会打印正在使用的 Rspack 版本' },
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
  // Built with DEBUG=rsbuild: the version line, the inspect files in dist/, and the first lines as the sample shows them.
  const built = build(dir, { DEBUG: 'rsbuild' });
  assert.match(built.output, /debug {3}\d\d:\d\d:\d\d Use Rspack v0\.5\.9-canary-8778e17-20240403045016/);
  assert.match(
    built.output,
    /debug {3}[\d:]{8} add default plugins\ndebug {3}[\d:]{8} add default plugins done\ndebug {3}[\d:]{8} init plugins\n/,
  );
  assert.ok(fs.existsSync(path.join(dir, 'dist/rsbuild.config.mjs')) && fs.existsSync(path.join(dir, 'dist/rspack.config.web.mjs')));
  assert.ok(!fs.existsSync(path.join(dir, 'before-start-url.txt')), 'rsbuild build runs no dev.beforeStartUrl');
  const opener = fakeOpener();
  const port = await freePort();
  const preview = startRsbuild(dir, ['preview', '--port', String(port), '--host', 'localhost'], { PATH: opener.PATH, DEBUG: 'rsbuild' });
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
    // DEBUG=rsbuild: the preview server logs the request too, but creates no compiler and writes no inspect file.
    assert.ok(await waitFor(() => REQUEST_LOGGED.test(preview.log()), 15_000), `no request line:\n${preview.log()}`);
    assert.match(preview.log(), /debug {3}[\d:]{8} add default plugins\n/);
    assert.doesNotMatch(preview.log(), /Use Rspack|Inspect config succeed/);
    assert.deepEqual(
      fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.mjs')),
      ['rsbuild.config.mjs', 'rspack.config.web.mjs'],
    );
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "only a function that drops them, or templateParameters in tools.htmlPlugin, takes them away" and the caveat on tools.htmlPlugin: with tools.htmlPlugin { templateParameters: { foo } } the template has compilation, webpackConfig, htmlWebpackPlugin and foo, but no mountId, entryName, assetPrefix, nor the keys of html.templateParameters', () => {
  pageSays(
    'config/html/template-parameters',
    {
      en: 'only a function that drops them, or `templateParameters` in [tools.htmlPlugin](/config/tools/html-plugin), takes them away',
      zh: '只有丢掉它们的函数，或者 [tools.htmlPlugin](/zh/config/tools/html-plugin) 中的 `templateParameters`，会让模板拿不到它们',
    },
    { en: 'are always provided', zh: '始终会提供' },
  );
  pageSays('config/html/template-parameters', {
    en: 'the template then gets `compilation`, `webpackConfig`, `htmlWebpackPlugin` and the keys set there, but neither `mountId`, `entryName` and `assetPrefix` nor the keys of `html.templateParameters`.',
    zh: '模板中只有 `compilation`、`webpackConfig`、`htmlWebpackPlugin` 和在那里设置的键，既没有 `mountId`、`entryName`、`assetPrefix`，也没有 `html.templateParameters` 中的键。',
  });
  const names = ['mountId', 'entryName', 'assetPrefix', 'compilation', 'webpackConfig', 'htmlWebpackPlugin', 'foo', 'bar'];
  const dir = project({
    'src/index.js': "document.title = 'app';\n",
    'static/index.html': `<!doctype html><html><head></head><body><p id="types">${names.map((n) => `${n}=<%= typeof ${n} %>`).join(';')}</p></body></html>\n`,
    'rsbuild.config.mjs': [
      'export default {',
      "  html: { template: './static/index.html', templateParameters: { bar: 'from html.templateParameters' } },",
      "  tools: { htmlPlugin: { templateParameters: { foo: 'from tools.htmlPlugin' } } },",
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const types = /<p id="types">([^<]*)<\/p>/.exec(html)?.[1] ?? html;
  assert.equal(
    types,
    'mountId=undefined;entryName=undefined;assetPrefix=undefined;compilation=object;webpackConfig=object;htmlWebpackPlugin=object;foo=string;bar=undefined',
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path

test('config/output/clean-dist-path caveat "emptying never removes them from a production build; they are missing only when server.publicDir turns the copy off": rsbuild build empties dist (.git included, the folder itself kept) and then copies public/robots.txt into it; with copyOnBuild: false dist is emptied and robots.txt is not there', () => {
  pageSays(
    'config/output/clean-dist-path',
    {
      en: 'so emptying never removes them from a production build; they are missing only when [server.publicDir](/config/server/public-dir) turns the copy off (`copyOnBuild: false`, or `publicDir: false`).',
      zh: '因此清空不会让生产构建的产物少了它们；只有在 [server.publicDir](/zh/config/server/public-dir) 中关闭复制（`copyOnBuild: false` 或 `publicDir: false`）时，产物中才没有这些文件。',
    },
    { en: 'so they are always present in a production build', zh: '因此生产构建的产物中总会包含它们' },
  );
  const files = (config: string) => ({
    'src/index.js': "document.title = 'app';\n",
    'public/robots.txt': 'User-agent: *\n',
    'dist/old.js': 'left by an earlier build\n',
    'dist/.git/HEAD': 'ref: refs/heads/main\n',
    'rsbuild.config.mjs': config,
  });
  const topLevel = (dir: string): string[] => fs.readdirSync(path.join(dir, 'dist')).sort();

  const copied = project(files('export default {};\n'));
  const folder = fs.statSync(path.join(copied, 'dist')).ino;
  build(copied);
  assert.deepEqual(topLevel(copied), ['index.html', 'robots.txt', 'static']);
  assert.equal(fs.readFileSync(path.join(copied, 'dist/robots.txt'), 'utf8'), 'User-agent: *\n');
  assert.equal(fs.statSync(path.join(copied, 'dist')).ino, folder, 'the folder itself stays');

  const notCopied = project(files('export default { server: { publicDir: { copyOnBuild: false } } };\n'));
  build(notCopied);
  assert.deepEqual(topLevel(notCopied), ['index.html', 'static']);
});
