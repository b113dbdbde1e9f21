// Facts behind the accuracy review of session 95 (slice h): config/html/output-structure, config/dev/asset-prefix and
// config/output/asset-prefix, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project;
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// No statement of the three pages was found false at 0.5.9; the one change is a typo (a space after a full stop in the
// Chinese output.assetPrefix page), which has no test. Claims that no earlier facts test ran, confirmed by a run here
// (no change to the pages):
// - config/dev/asset-prefix, Boolean form: "the port is the port the dev server really listens on. If server.port
//   (8080 by default) is busy and Rsbuild moves to the next free port, the prefix follows" (shared/src/chain.ts 317-333
//   reads context.devServer.port, which core/src/server/devServer.ts 61-65 sets to the port getPort found). With
//   dev.assetPrefix: true and --port P taken by another server, 0.5.9 prints "Port P is in use, using port P+1." and
//   the page loads http://localhost:P+1/static/js/index.js.
// - config/dev/asset-prefix, Caveats: "The dev server prints and opens the same root URLs as before
//   (http://localhost:8080/)": with dev.assetPrefix '/my-app' (and with true above), the Local URL printed and the URL
//   that --open opens are http://localhost:<port>/ (core/src/server/helper.ts formatRoutes, plugins/startUrl.ts 109-111
//   use the routes, not the prefix).
// - config/dev/asset-prefix, String form: "Rsbuild appends a trailing / when it is missing, so '/my-app' and
//   '/my-app/' behave the same": with '/my-app' the page loads /my-app/static/js/index.js and the dev server answers
//   /my-app/static/js/index.js with the script, as dev.test.ts shows for '/my-app/'.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { devServer, fakeOpener, freePort, pageSays, project, startRsbuild, waitFor } from './topics-support';

const ROUTE = 'config/dev/asset-prefix';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const app = { 'src/index.js': "document.body.dataset.app = 'yes';\n" };

test('config/dev/asset-prefix "If server.port is busy and Rsbuild moves to the next free port, the prefix follows" + "The dev server prints and opens the same root URLs": with assetPrefix true and the port taken, the page loads its script from the next port, which is printed and opened at /', async () => {
  pageSays(ROUTE, {
    en: 'the port is the port the dev server really listens on. If [server.port](/config/server/port) (`8080` by default) is busy and Rsbuild moves to the next free port, the prefix follows.',
    zh: '端口为开发服务器实际监听的端口。如果 [server.port](/zh/config/server/port)（默认为 `8080`）已被占用，Rsbuild 会改用下一个可用端口，前缀也会随之变化。',
  });
  const dir = project({ ...app, 'rsbuild.config.mjs': 'export default { dev: { assetPrefix: true } };\n' });
  const port = await freePort();
  const other = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'));
  await new Promise<void>((resolve) => other.listen({ host: '0.0.0.0', port }, resolve));
  const { PATH, opened } = fakeOpener();
  const cli = startRsbuild(dir, ['dev', '--port', String(port), '--open'], { PATH });
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(cli.log()), 60_000), cli.log());
    const moved = cli.log().match(new RegExp(`Port ${port} is in use, using port (\\d+)\\.`));
    assert.ok(moved, cli.log());
    const used = Number(moved[1]);
    assert.notEqual(used, port);
    assert.match(cli.log(), new RegExp(`> Local:\\s+http://localhost:${used}/\\n`));
    const html = await (await fetch(`http://localhost:${used}/`, { headers: HTML })).text();
    assert.match(html, new RegExp(`<script defer src="http://localhost:${used}/static/js/index\\.js"></script>`));
    assert.ok(await waitFor(() => opened().length > 0), 'a URL was opened');
    assert.deepEqual(opened(), [`http://localhost:${used}/`]);
  } finally {
    await cli.stop();
    other.closeAllConnections();
    other.close();
  }
});

test("config/dev/asset-prefix \"Rsbuild appends a trailing / when it is missing, so '/my-app' and '/my-app/' behave the same\" + \"prints and opens the same root URLs\": '/my-app' gives /my-app/static/js/index.js, served by the dev server, while the printed and opened URL stays http://localhost:<port>/", async () => {
  pageSays(ROUTE, {
    en: "Rsbuild appends a trailing `/` when it is missing, so `'/my-app'` and `'/my-app/'` behave the same.",
    zh: "如果末尾没有 `/`，Rsbuild 会自动补上，因此 `'/my-app'` 和 `'/my-app/'` 的效果相同。",
  });
  pageSays(ROUTE, {
    en: 'The dev server prints and opens the same root URLs as before (`http://localhost:8080/`); the prefix changes where the page loads its assets from, not where the page lives.',
    zh: '开发服务器打印和打开的仍然是根路径的 URL（`http://localhost:8080/`）。前缀改变的是页面从哪里加载静态资源，而不是页面本身的地址。',
  });
  const dir = project({ ...app, 'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/my-app' } };\n" });
  const { PATH, opened } = fakeOpener();
  const server = await devServer(dir, { env: { PATH }, args: ['--open'] });
  try {
    for (const route of ['/', '/my-app/']) {
      const html = await (await fetch(`${server.url}${route}`, { headers: HTML })).text();
      assert.match(html, /<script defer src="\/my-app\/static\/js\/index\.js"><\/script>/, route);
    }
    const prefixed = await fetch(`${server.url}/my-app/static/js/index.js`);
    assert.equal(prefixed.status, 200);
    assert.match(prefixed.headers.get('content-type') ?? '', /javascript/);
    assert.match(await prefixed.text(), /dataset\.app = ["']yes["']/);
    assert.match(server.log(), new RegExp(`> Local:\\s+http://localhost:${server.port}/\\n`));
    assert.ok(await waitFor(() => opened().length > 0), 'a URL was opened');
    assert.deepEqual(opened(), [`http://localhost:${server.port}/`]);
  } finally {
    await server.stop();
  }
});
