// Facts behind the accuracy review of session 99 (slice k): config/server/compress and
// config/server/history-api-fallback, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it. Nothing outside
// the repository is needed but the Chromium that the other facts files use.
//
// Fix:
// - config/server/compress, the example that keeps compression for the preview server only: its comment said
//   "rsbuild dev sets NODE_ENV to 'development', rsbuild preview to 'production'". The CLI does so only when NODE_ENV is
//   empty (core/src/cli/prepare.ts, initNodeEnv: `if (!process.env.NODE_ENV) ...`), so with NODE_ENV=production in the
//   shell the example compresses in rsbuild dev too. The comment now says "unless NODE_ENV is already set". Run: the
//   example's configuration; rsbuild dev with NODE_ENV=production sends a 2 kB text file gzipped, rsbuild preview with
//   NODE_ENV=development sends it as it is (and with NODE_ENV unset, rsbuild dev plain, rsbuild preview gzip).
// - config/server/compress, Related: the link to server.headers said "add headers to every response". In the dev
//   server, a response that an unshift handler of dev.setupMiddlewares ends carries none of them: that handler runs
//   before the middleware that sets server.headers (core/src/server/getDevMiddlewares.ts, getMiddlewares: `before`,
//   then applyDefaultMiddlewares, whose second middleware sets them), as the server.headers page says in its Caveats.
//   The link now says "add your own headers to the responses of the server". Run: rsbuild dev with server.headers and
//   an unshift handler for /mock; /static/js/index.js carries X-Custom, /mock does not.
//
// Confirmed, unchanged (no earlier facts file runs them in a browser; the others send hand-written Accept headers):
// - config/server/compress "the request carries an Accept-Encoding header that includes gzip (every browser sends
//   one)" + "with Content-Encoding: gzip, which the Network panel of DevTools shows in the response headers": Chromium
//   opening rsbuild dev asks for the page and its script with gzip in Accept-Encoding, and the script's response
//   headers say Content-Encoding: gzip.
// - config/server/history-api-fallback, htmlAcceptHeaders "Browsers send text/html when they navigate to a page. The
//   default also accepts */*, which fetch() ... and scripts send; to leave such requests alone and rewrite real page
//   navigations only, keep just text/html": in Chromium, with htmlFallback: false, a navigation to /settings sends
//   text/html, a fetch() and a <script src> send */*; with the default list all three get index.html, with
//   ['text/html'] the navigation still does and the fetch() and the script get 404. (curl is not run: it is not part
//   of the repository; it sends Accept: */* as the fetch() does.)
// - config/server/history-api-fallback, historyApiFallback.logger "A function that receives the same messages as verbose
//   does. When set, it is used instead of console.log and logging is on even without verbose", with the page's
//   example (Rsbuild's own logger, imported from @rsbuild/core): rsbuild dev prints
//   "info    [history] Rewriting GET /settings to /index.html" for a page request to /settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RSBUILD_BIN, ask, build, devServer, freePort, launchBrowser, pageSays, project, spawnLogged } from './topics-support';

const COMPRESS = 'config/server/compress';
const HISTORY = 'config/server/history-api-fallback';
const gzip = { 'accept-encoding': 'gzip, deflate, br' };
const TEXT = `User-agent: *\n${'Disallow: /private/\n'.repeat(120)}`;

/** `rsbuild preview` started with `NODE_ENV` as given (the helpers of topics-support.ts leave it unset). */
async function previewWithNodeEnv(dir: string, nodeEnv: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', NODE_ENV: nodeEnv };
  delete env.NODE_PATH;
  delete env.NODE_OPTIONS;
  const started = spawnLogged(process.execPath, [RSBUILD_BIN, 'preview', '--port', String(port)], dir, env);
  for (let i = 0; i < 600 && !/> Local/.test(started.log()); i++) await new Promise((r) => setTimeout(r, 100));
  assert.match(started.log(), /> Local/, started.log());
  return { port, stop: started.stop };
}

test("config/server/compress example \"unless NODE_ENV is already set, rsbuild dev sets it to 'development', rsbuild preview to 'production'\": compress: process.env.NODE_ENV === 'production' gzips in rsbuild dev run with NODE_ENV=production, not in rsbuild preview run with NODE_ENV=development", async () => {
  pageSays(
    COMPRESS,
    {
      en: "// unless NODE_ENV is already set, rsbuild dev sets it to 'development', rsbuild preview to 'production'",
      zh: "// NODE_ENV 未设置时，rsbuild dev 会将它设为 'development'，rsbuild preview 会设为 'production'",
    },
    {
      en: "// rsbuild dev sets NODE_ENV to 'development', rsbuild preview to 'production'",
      zh: "// rsbuild dev 会将 NODE_ENV 设置为 'development'，rsbuild preview 会设置为 'production'",
    },
  );
  const dir = project({
    'src/index.js': "console.log('compress by mode');\n",
    'public/robots.txt': TEXT,
    'rsbuild.config.mjs': "export default { server: { compress: process.env.NODE_ENV === 'production' } };\n",
  });
  const encoding = async (port: number): Promise<string> => {
    const a = await ask(port, '/robots.txt', { headers: gzip });
    assert.equal(a.status, 200);
    assert.equal(a.text, TEXT);
    return a.headers['content-encoding'] ?? 'plain';
  };

  // As the comment says when NODE_ENV is empty: dev plain …
  const plainDev = await devServer(dir);
  try {
    assert.equal(await encoding(plainDev.port), 'plain');
  } finally {
    await plainDev.stop();
  }
  // … but NODE_ENV=production in the shell is kept by rsbuild dev, and the example compresses there.
  const prodDev = await devServer(dir, { env: { NODE_ENV: 'production' } });
  try {
    assert.equal(await encoding(prodDev.port), 'gzip');
  } finally {
    await prodDev.stop();
  }

  build(dir);
  // rsbuild preview with NODE_ENV empty sets production: gzip; with NODE_ENV=development kept: plain.
  const prodPreview = await previewWithNodeEnv(dir, '');
  try {
    assert.equal(await encoding(prodPreview.port), 'gzip');
  } finally {
    await prodPreview.stop();
  }
  const devPreview = await previewWithNodeEnv(dir, 'development');
  try {
    assert.equal(await encoding(devPreview.port), 'plain');
  } finally {
    await devPreview.stop();
  }
});

test('config/server/compress "the request carries an Accept-Encoding header that includes gzip (every browser sends one)" + "with Content-Encoding: gzip, which the Network panel of DevTools shows in the response headers": Chromium asks rsbuild dev for the page and its script with gzip, and gets the script gzipped', async () => {
  pageSays(COMPRESS, {
    en: 'the request carries an `Accept-Encoding` header that includes `gzip` (every browser sends one);',
    zh: '请求带有包含 `gzip` 的 `Accept-Encoding` 请求头（所有浏览器都会发送）；',
  });
  pageSays(COMPRESS, {
    en: 'with `Content-Encoding: gzip`, which the **Network** panel of DevTools shows in the response headers.',
    zh: '都带 `Content-Encoding: gzip`，在 DevTools 的 **Network** 面板的响应头里可以看到。',
  });
  const dir = project({ 'src/index.js': `document.title = 'gzip ' + ${JSON.stringify('x'.repeat(3000))}.length;\n` });
  const server = await devServer(dir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const seen: Record<string, { acceptEncoding: string; contentEncoding: string }> = {};
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'document' && type !== 'script') return;
      pending.push(
        (async () => {
          const [req, headers] = await Promise.all([res.request().allHeaders(), res.allHeaders()]);
          seen[`${type} ${new URL(res.url()).pathname}`] = {
            acceptEncoding: req['accept-encoding'] ?? '',
            contentEncoding: headers['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(server.url);
    await page.waitForLoadState('load');
    assert.equal(await page.title(), 'gzip 3000');
    await Promise.all(pending);
    assert.match(seen['document /']?.acceptEncoding ?? '', /\bgzip\b/, JSON.stringify(seen));
    const script = seen['script /static/js/index.js'];
    assert.ok(script, JSON.stringify(seen));
    assert.match(script.acceptEncoding, /\bgzip\b/);
    assert.equal(script.contentEncoding, 'gzip');
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('config/server/history-api-fallback htmlAcceptHeaders "Browsers send text/html when they navigate to a page. The default also accepts */*, which fetch() ... and scripts send; to leave such requests alone and rewrite real page navigations only, keep just text/html": in Chromium, rsbuild dev', async () => {
  pageSays(HISTORY, {
    en: 'Browsers send `text/html` when they navigate to a page. The default also accepts `*/*`, which `fetch()`, `curl` and scripts send; to leave such requests alone and rewrite real page navigations only, keep just `text/html`:',
    zh: '浏览器在页面跳转时会发送 `text/html`。默认值还包含 `*/*`，`fetch()`、`curl` 和脚本请求会发送它；如果希望只重写真正的页面跳转、不处理这类请求，可以只保留 `text/html`：',
  });
  const dir = project({
    'src/index.js': [
      "document.title = 'the app';",
      "fetch('/api/orders');",
      "document.head.append(Object.assign(document.createElement('script'), { src: '/widgets/chart' }));",
      '',
    ].join('\n'),
    'rsbuild.config.mjs': 'export default { server: { htmlFallback: false, historyApiFallback: true } };\n',
    'narrow.config.mjs': "export default { server: { htmlFallback: false, historyApiFallback: { htmlAcceptHeaders: ['text/html'] } } };\n",
  });
  type Seen = Record<'document' | 'fetch' | 'script', { accept: string; status: number; html: boolean }>;
  const visit = async (url: string): Promise<Seen> => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const seen: Partial<Seen> = {};
      const pending: Promise<void>[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        const pathname = new URL(res.url()).pathname;
        if (!['/settings', '/api/orders', '/widgets/chart'].includes(pathname)) return;
        pending.push(
          (async () => {
            const req = await res.request().allHeaders();
            const body = await res.text().catch(() => '');
            seen[type as keyof Seen] = { accept: req.accept ?? '', status: res.status(), html: body.includes('<!doctype html>') };
          })(),
        );
      });
      // The page's own script (src/index.js) makes the fetch() and adds the <script src>.
      await page.goto(`${url}/settings`);
      for (let i = 0; i < 100 && pending.length < 3; i++) await page.waitForTimeout(100);
      await Promise.all(pending);
      return seen as Seen;
    } finally {
      await browser.close();
    }
  };

  const wide = await devServer(dir);
  let all: Seen;
  try {
    all = await visit(wide.url);
  } finally {
    await wide.stop();
  }
  // What Chromium sends: text/html first for a navigation, */* for fetch() and <script src>.
  assert.match(all.document.accept, /^text\/html,/, JSON.stringify(all));
  assert.equal(all.fetch.accept, '*/*');
  assert.equal(all.script.accept, '*/*');
  // The default ['text/html', '*/*'] rewrites all three to index.html.
  for (const type of ['document', 'fetch', 'script'] as const)
    assert.deepEqual([type, all[type].status, all[type].html], [type, 200, true]);

  const narrow = await devServer(dir, { args: ['--config', 'narrow.config.mjs'] });
  let pages: Seen;
  try {
    pages = await visit(narrow.url);
  } finally {
    await narrow.stop();
  }
  // ['text/html']: the navigation is still rewritten, the fetch() and the script are left alone (404).
  assert.deepEqual([pages.document.status, pages.document.html], [200, true], JSON.stringify(pages));
  assert.equal(pages.fetch.status, 404);
  assert.equal(pages.script.status, 404);
});

test('config/server/compress Related "server.headers: add your own headers to the responses of the server" (no longer "every response"): in rsbuild dev a response ended by an unshift handler carries no server.headers', async () => {
  pageSays(
    COMPRESS,
    {
      en: '- [server.headers](/config/server/headers): add your own headers to the responses of the server.',
      zh: '- [server.headers](/zh/config/server/headers)：为服务器的响应添加自定义响应头。',
    },
    {
      en: '- [server.headers](/config/server/headers): add headers to every response.',
      zh: '- [server.headers](/zh/config/server/headers)：为所有响应添加响应头。',
    },
  );
  const dir = project({
    'src/index.js': "console.log('headers');\n",
    'rsbuild.config.mjs': `export default {
  server: { headers: { 'X-Custom': 'yes' } },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => (req.url === '/mock' ? res.end('mocked') : next()));
      },
    ],
  },
};
`,
  });
  const server = await devServer(dir);
  try {
    const built = await ask(server.port, '/static/js/index.js', { client: 'script' });
    assert.equal(built.status, 200);
    assert.equal(built.headers['x-custom'], 'yes');
    const mock = await ask(server.port, '/mock', { client: 'fetch' });
    assert.equal(mock.text, 'mocked');
    assert.equal(mock.headers['x-custom'], undefined);
  } finally {
    await server.stop();
  }
});

test('config/server/history-api-fallback historyApiFallback.logger "A function that receives the same messages as verbose does. When set, it is used instead of console.log and logging is on even without verbose": the page\'s example through rsbuild dev', async () => {
  pageSays(HISTORY, {
    en: 'A function that receives the same messages as `verbose` does. When set, it is used instead of `console.log` and logging is on even without `verbose`:',
    zh: '接收与 `verbose` 相同日志信息的函数。设置后会替代 `console.log`，并且即使没有设置 `verbose` 也会开启日志：',
  });
  pageSays(HISTORY, {
    en: "logger: (...args: unknown[]) => logger.info('[history]', ...args),",
    zh: "logger: (...args: unknown[]) => logger.info('[history]', ...args),",
  });
  const dir = project(
    {
      'src/index.js': "console.log('logger');\n",
      'rsbuild.config.mjs': `import { defineConfig, logger } from '@rsbuild/core';

export default defineConfig({
  server: {
    htmlFallback: false,
    historyApiFallback: {
      logger: (...args) => logger.info('[history]', ...args),
    },
  },
});
`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const server = await devServer(dir);
  try {
    const a = await ask(server.port, '/settings');
    assert.equal(a.status, 200);
    assert.match(a.text, /<title>Rsbuild App<\/title>/);
    for (let i = 0; i < 40 && !server.log().includes('[history] Rewriting'); i++) await new Promise((r) => setTimeout(r, 50));
    assert.match(server.log(), /info {4}\[history\] Rewriting GET \/settings to \/index\.html/, server.log());
    await ask(server.port, '/settings', { client: 'json' });
    for (let i = 0; i < 40 && !server.log().includes('prefers JSON'); i++) await new Promise((r) => setTimeout(r, 50));
    assert.match(server.log(), /\[history\] Not rewriting GET \/settings because the client prefers JSON\./);
  } finally {
    await server.stop();
  }
});
