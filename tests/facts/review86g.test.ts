// Facts behind the second accuracy review of session 86 (slice g): config/server/proxy and
// config/server/history-api-fallback, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - config/server/proxy, proxy.onProxyRes: the example set `access-control-expose-headers` "to let the page read this
//   header from fetch()". The page and the proxied API share the dev server's origin, so a same-origin fetch() in
//   Chromium reads X-Request-Id without it (response type 'basic'). The example now sets `cache-control: no-store`,
//   which the proxied answer carries.
// - config/server/proxy, proxy.logLevel: "the last rule that sets it decides" left out that in the object map forms
//   every entry sets it (`logLevel: 'warn'` in core/src/server/proxy.ts formatProxyOptions), so `logLevel: 'debug'` on
//   the first of two keys prints no `[HPM] GET` line (the second key sets 'warn' after it), and on the last key it does.
// - config/server/proxy, proxy.logLevel: "'silent' prints nothing" held for http-proxy-middleware's own lines only:
//   every rule gets Rsbuild's onError (core/src/server/proxy.ts, `opts.onError ??= handleError`, which calls
//   logger.error), so with logLevel 'silent' a request to a port where nothing listens still prints
//   `error   connect ECONNREFUSED …`, and no [HPM] line.
// - config/server/proxy, Caveats, Compression: "both servers gzip a proxied text response of 1 KB or more" held only
//   for a response the target sent uncompressed: http-compression 1.0.19 (compiled/http-compression) gzips only when
//   the response has no Content-Encoding, so a target's own gzip of 3,000 bytes passes once-compressed, as it came.
// - config/server/history-api-fallback, the item on a blank page after a refresh on a nested route: "the console
//   shows Unexpected token '<'" held only where the server answers the missing script with the HTML page too (a host
//   with an index.html fallback for every path, as nginx's try_files); `rsbuild preview` answers it with 404 (its sirv
//   leaves paths with an extension out of the index.html fallback), so no script runs and no such error comes.
// - config/server/history-api-fallback, the item "With true, every page of a multi-page app shows the first page": a
//   page path with a file of its own is served before the fallback (dev: getHtmlFallbackMiddleware's /admin ->
//   /admin.html step, which runs whatever htmlFallback is; preview: sirv's .html extension), so with entries index and
//   admin, htmlFallback: false and historyApiFallback: true, both servers answer /admin with admin.html; only the routes
//   below it, such as /admin/users/42, get index.html. The item now says so.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  ask,
  build,
  devServer,
  freePort,
  launchBrowser,
  listen,
  pageSays,
  previewServer,
  project,
  staticHost,
  waitFor,
} from './topics-support';

/** A back end: `/…/gz` answers 3,000 bytes of text it gzipped itself, `/…/big` 3,000 bytes uncompressed, anything else `backend <url>` with `X-Request-Id: 42`. */
async function backend(t: { after: (fn: () => void) => void }): Promise<string> {
  const server = http.createServer((req, res) => {
    if (req.url?.endsWith('/gz'))
      return void res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }).end(zlib.gzipSync('g'.repeat(3000)));
    if (req.url?.endsWith('/big')) return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('b'.repeat(3000));
    res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Request-Id': '42' }).end(`backend ${req.url}`);
  });
  return `http://127.0.0.1:${await listen(server, t)}`;
}

/** A project whose rsbuild.config.mjs sets `server.proxy` to `proxy` (JavaScript source). */
const proxied = (proxy: string): string =>
  project({ 'src/index.js': "document.body.append('app');\n", 'rsbuild.config.mjs': `export default { server: { proxy: ${proxy} } };\n` });

test('config/server/proxy proxy.onProxyRes: "No Access-Control-* header is needed for the page: it shares its origin with the proxied API, so fetch() already reads every response header except Set-Cookie" and the example\'s cache-control: no-store reaches the browser, rsbuild dev', async (t) => {
  pageSays(
    'config/server/proxy',
    {
      en: 'No `Access-Control-*` header is needed for the page: it shares its origin with the proxied API, so `fetch()` already reads every response header except `Set-Cookie`.',
      zh: '页面和被代理的接口同源，`fetch()` 本来就能读到除 `Set-Cookie` 以外的所有响应头，不需要为页面加 `Access-Control-*` 响应头。',
    },
    { en: 'let the page read this header from fetch()', zh: '让页面可以通过 fetch() 读取该响应头' },
  );
  pageSays('config/server/proxy', {
    en: "// keep the browser from caching API answers during development\n          proxyRes.headers['cache-control'] = 'no-store';",
    zh: "// 开发期间不让浏览器缓存接口响应\n          proxyRes.headers['cache-control'] = 'no-store';",
  });
  const target = await backend(t);
  const server = await devServer(
    proxied(`{
  '/api': '${target}',
  '/nocache': { target: '${target}', onProxyRes(proxyRes) { proxyRes.headers['cache-control'] = 'no-store'; } },
}`),
  );
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const read = await page.evaluate(async () => {
      const res = await fetch('/api/users');
      return {
        type: res.type,
        id: res.headers.get('x-request-id'),
        expose: res.headers.get('access-control-expose-headers'),
        text: await res.text(),
      };
    });
    assert.deepEqual(read, { type: 'basic', id: '42', expose: null, text: 'backend /api/users' });
    const noCache = await ask(server.port, '/nocache/users', { client: 'fetch' });
    assert.equal(noCache.text, 'backend /nocache/users');
    assert.equal(noCache.headers['cache-control'], 'no-store');
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('config/server/proxy proxy.logLevel: "In the object map forms every entry sets it, to \'warn\' unless you give another level, so there the level of the last entry counts": debug on the first of two keys prints no [HPM] GET line, on the last key it does, rsbuild dev', async (t) => {
  pageSays('config/server/proxy', {
    en: "In the object map forms every entry sets it, to `'warn'` unless you give another level, so there the level of the last entry counts: put `logLevel: 'debug'` on the last key.",
    zh: "对象映射写法中每一项都会设置它（没写时为 `'warn'`），所以实际生效的是最后一项的级别：要看调试日志，请把 `logLevel: 'debug'` 写在最后一个键上。",
  });
  const target = await backend(t);
  const debugFirst = await devServer(proxied(`{ '/api': { target: '${target}', logLevel: 'debug' }, '/other': '${target}' }`));
  try {
    assert.equal((await ask(debugFirst.port, '/api/users', { client: 'fetch' })).text, 'backend /api/users');
    // The rule that debug would print first, before it proxies: once the answer is back, the line would be there.
    assert.match(debugFirst.log(), /\[HPM\] Proxy created: \/api/);
    assert.doesNotMatch(debugFirst.log(), /\[HPM\] GET \/api\/users/);
  } finally {
    await debugFirst.stop();
  }
  const debugLast = await devServer(proxied(`{ '/other': '${target}', '/api': { target: '${target}', logLevel: 'debug' } }`));
  try {
    assert.equal((await ask(debugLast.port, '/api/users', { client: 'fetch' })).text, 'backend /api/users');
    assert.ok(await waitFor(() => /\[HPM\] GET \/api\/users -> /.test(debugLast.log()), 10_000), debugLast.log());
  } finally {
    await debugLast.stop();
  }
});

test("config/server/proxy proxy.logLevel: \"'silent' turns its output off, but Rsbuild's default onError still logs each request that cannot be forwarded\": with logLevel 'silent' and nothing listening at the target, rsbuild dev prints error   connect ECONNREFUSED and no [HPM] line", async () => {
  pageSays(
    'config/server/proxy',
    {
      en: "`'silent'` turns its output off, but Rsbuild's default [onError](#proxyonerror) still logs each request that cannot be forwarded (give the rule an `onError` of your own to silence that too).",
      zh: "`'silent'` 会关掉它自己的日志，但 Rsbuild 默认的 [onError](#proxyonerror) 仍会打印每个转发失败的请求（连这些也不想看到，就为规则写一个自己的 `onError`）。",
    },
    { en: "`'silent'` prints nothing.", zh: "`'silent'` 不输出任何日志。" },
  );
  const dead = await freePort();
  const server = await devServer(proxied(`{ '/api': { target: 'http://127.0.0.1:${dead}', logLevel: 'silent' } }`));
  try {
    // The default onError does not answer: the request stays open until it is destroyed below.
    const request = http.get({ host: 'localhost', port: server.port, path: '/api/users' });
    request.on('error', () => {});
    assert.ok(await waitFor(() => /error\s+connect ECONNREFUSED 127\.0\.0\.1:\d+/.test(server.log()), 15_000), server.log());
    request.destroy();
    assert.doesNotMatch(server.log(), /\[HPM\]/);
  } finally {
    await server.stop();
  }
});

test('config/server/proxy Caveats, Compression: "that the target sent uncompressed ... a response with a Content-Encoding is passed on as it is": through rsbuild dev, 3,000 plain bytes come gzipped; 3,000 bytes the target gzipped come with one gzip layer, as sent', async (t) => {
  pageSays('config/server/proxy', {
    en: 'both servers gzip a proxied text response of 1 KB or more that the target sent uncompressed (by its `Content-Length`, or in a stream by its first chunk; a response with a `Content-Encoding` is passed on as it is)',
    zh: '开发和预览服务器都会对 1 KB 及以上、目标未压缩的代理文本响应做 gzip 压缩（按 `Content-Length` 判断，流式响应按第一个数据块；已带 `Content-Encoding` 的响应原样转发）',
  });
  const target = await backend(t);
  const server = await devServer(proxied(`{ '/api': '${target}' }`));
  try {
    const gzip = { client: 'fetch' as const, headers: { 'accept-encoding': 'gzip' } };
    const plain = await ask(server.port, '/api/big', gzip);
    assert.equal(plain.headers['content-encoding'], 'gzip');
    assert.equal(plain.text, 'b'.repeat(3000));
    const own = await ask(server.port, '/api/gz', gzip);
    assert.equal(own.headers['content-encoding'], 'gzip');
    assert.deepEqual(own.raw, zlib.gzipSync('g'.repeat(3000)));
    assert.equal(own.text, 'g'.repeat(3000));
  } finally {
    await server.stop();
  }
});

test("config/server/history-api-fallback, blank page on a nested route: \"a server that answers them with index.html as well ... makes the console show Unexpected token '<', while rsbuild preview answers them with 404\": with assetPrefix './', rsbuild preview serves /user/42 but answers /user/static/js/index.[hash].js with 404; a host with an index.html fallback answers it with HTML and Chromium throws SyntaxError: Unexpected token '<'", async (t) => {
  pageSays(
    'config/server/history-api-fallback',
    {
      en: "a server that answers them with `index.html` as well (such as nginx with the `try_files` above) makes the console show `Unexpected token '<'`, while `rsbuild preview` answers them with 404.",
      zh: "服务器对这些脚本也返回 `index.html` 时（例如配置了上面 `try_files` 的 nginx），控制台报 `Unexpected token '<'`；`rsbuild preview` 则对它们返回 404。",
    },
    {
      en: "requested relative to the route and fail; the console shows `Unexpected token '<'`.",
      zh: "按相对于路由的路径请求而加载失败，控制台报 `Unexpected token '<'`。",
    },
  );
  const dir = project({
    'src/index.js': "document.body.append('app');\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  });
  build(dir);
  const preview = await previewServer(dir);
  try {
    const html = await ask(preview.port, '/user/42');
    assert.equal(html.status, 200);
    const script = /src="\.(\/static\/js\/index\.[0-9a-f]{8}\.js)"/.exec(html.text)?.[1];
    assert.ok(script, html.text);
    const js = await ask(preview.port, `/user${script}`, { client: 'script' });
    assert.equal(js.status, 404);
    assert.match(js.text, /Cannot GET \/user\/static\/js\/index\./);
  } finally {
    await preview.stop();
  }
  const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const error = page.waitForEvent('pageerror');
    await page.goto(`${origin}/user/42`);
    assert.equal(String(await error), "SyntaxError: Unexpected token '<'");
  } finally {
    await browser.close();
  }
});

test('config/server/history-api-fallback, "With true, routes below the other entries of a multi-page app show the first page": with entries index and admin, htmlFallback: false and historyApiFallback: true, rsbuild dev and rsbuild preview answer /admin with admin.html and /admin/users/42 with index.html', async () => {
  pageSays(
    'config/server/history-api-fallback',
    {
      en: '`true` rewrites every path that has no file to `/index.html`: `/admin` still opens `admin.html`, which exists, but a route below it such as `/admin/users/42` gets `index.html`.',
      zh: '`true` 会把所有没有对应文件的路径重写到 `/index.html`：`/admin` 有自己的 `admin.html`，仍能正常打开，但它下面的路由（如 `/admin/users/42`）拿到的是 `index.html`。',
    },
    { en: 'every page of a multi-page app shows the first page', zh: '多页应用的每个页面都显示第一个页面' },
  );
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  html: { title: ({ entryName }) => \`page-\${entryName}\` },
  server: { htmlFallback: false, historyApiFallback: true },
};
`,
  });
  const pages = async (port: number): Promise<string[]> =>
    Promise.all(['/admin', '/admin/users/42', '/settings'].map(async (p) => `${p} ${(await ask(port, p)).page}`));
  const expected = ['/admin page-admin', '/admin/users/42 page-index', '/settings page-index'];
  const dev = await devServer(dir);
  try {
    assert.deepEqual(await pages(dev.port), expected);
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    assert.deepEqual(await pages(preview.port), expected);
  } finally {
    await preview.stop();
  }
});
