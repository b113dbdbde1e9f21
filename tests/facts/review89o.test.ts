// Facts behind the accuracy review of session 89 (slice o): config/html/template and config/server/headers, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// - config/server/headers, Common problems, "Main app and sub-app both developed locally": "rsbuild dev adds
//   Access-Control-Allow-Origin: * to the forwarded answer, so a plain request passes; one with cookies ... is
//   blocked". Only a request the browser sends without a preflight passes with that header alone. A POST with a JSON
//   body or a request with an Authorization header is preflighted: the OPTIONS request goes through the sub-app's
//   server.proxy to the API like any other (core/src/server/getDevMiddlewares.ts 81-108: the header middleware, then
//   the proxy middlewares), comes back with Access-Control-Allow-Origin: * but no Access-Control-Allow-Headers, and
//   Chromium blocks the request. With Access-Control-Allow-Headers in server.headers it passes, as long as the API
//   answers OPTIONS with a 2xx status; a 404 to OPTIONS still blocks it, and a PUT or DELETE also
//   needs Access-Control-Allow-Methods. The page now says so (a plain GET passes; a JSON POST or a request with an
//   Authorization header also needs Access-Control-Allow-Headers and a 2xx answer to OPTIONS from the API; PUT and
//   DELETE also need Access-Control-Allow-Methods), shown by three sub-app dev servers run in Chromium from a page on
//   another origin of localhost.
// - config/html/template, "Moving from umi": "Rsbuild 0.5.9 reads a template only from html.template". The same page's
//   Caveats say a template set in tools.htmlPlugin overrides html.template, and it does: the option object of
//   tools.htmlPlugin is merged over Rsbuild's HTML plugin options, template included (core/src/plugins/html.ts
//   273-283). So html.template is not the only place a template is read from. What is true, and what the sentence
//   needs, is that Rsbuild reads no template file unless one is configured. The test builds a project with
//   src/pages/document.ejs and no template setting (its markup is not in index.html), then with
//   tools.htmlPlugin.template pointing at it and no html.template (its markup is there).
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { build, devServer, distText, listen, pageSays, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test('config/server/headers "so a plain GET passes ... A JSON POST or a request with an Authorization header is preflighted and blocked as well, until server.headers also sets Access-Control-Allow-Headers and the API answers the forwarded OPTIONS request with a 2xx status; a PUT or DELETE also needs Access-Control-Allow-Methods"', async (t) => {
  pageSays(
    'config/server/headers',
    {
      en: "so a plain `GET` passes; one with cookies (`withCredentials: true` or `credentials: 'include'`) is blocked: set `Access-Control-Allow-Origin` to the main app's origin and `Access-Control-Allow-Credentials` to `'true'`, as in the previous entry. A JSON `POST` or a request with an `Authorization` header is preflighted and blocked as well, until `server.headers` also sets `Access-Control-Allow-Headers` (`'Content-Type, Authorization'`) and the API answers the forwarded `OPTIONS` request with a 2xx status; a `PUT` or `DELETE` also needs `Access-Control-Allow-Methods`.",
      zh: "不带自定义请求头的普通 `GET` 请求可以通过；带 cookie 的请求（`withCredentials: true` 或 `credentials: 'include'`）会被拦下，这时按上一条把 `Access-Control-Allow-Origin` 设为主应用的源，并把 `Access-Control-Allow-Credentials` 设为 `'true'`。JSON 格式的 `POST` 请求和带 `Authorization` 请求头的请求会先发预检请求，同样会被拦下，需要在 `server.headers` 中再设置 `Access-Control-Allow-Headers`（`'Content-Type, Authorization'`），并且后端接口要对转发过去的 `OPTIONS` 请求返回 2xx 状态码；`PUT`、`DELETE` 请求还需要 `Access-Control-Allow-Methods`。",
    },
    { en: 'so a plain request passes;', zh: '，普通请求可以通过；' },
  );
  // The API: OPTIONS answered 204 under /api/ok and 404 under /api/no, without CORS headers of its own.
  const api = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') res.writeHead(req.url?.startsWith('/api/ok') ? 204 : 404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(`{"path":"${req.url}"}`);
  });
  const apiUrl = `http://localhost:${await listen(api, t)}`;
  // The main app: a page on another origin of localhost.
  const main = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>main</title>'),
  );
  const mainUrl = `http://localhost:${await listen(main, t)}`;
  const page = await browser().newPage();
  const log: string[] = [];
  page.on('console', (m) => log.push(m.text()));
  const send = (url: string, init: RequestInit): Promise<string> =>
    page.evaluate(
      ([u, i]) =>
        fetch(u as string, i as RequestInit).then(
          (r) => `${r.status}`,
          (e: Error) => e.name,
        ),
      [url, init] as const,
    );
  const json: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' };
  const token: RequestInit = { headers: { authorization: 'Bearer dev' } };
  const remove: RequestInit = { method: 'DELETE' };
  const put: RequestInit = { method: 'PUT', body: 'x' };
  const sub = async (headers: string): Promise<string[]> => {
    const dir = project({
      'src/index.js': "console.log('sub app');\n",
      'rsbuild.config.mjs': `export default { server: { proxy: { '/api': '${apiUrl}' }${headers} } };\n`,
    });
    const server = await devServer(dir);
    try {
      return [
        await send(`${server.url}/api/ok/user`, {}),
        await send(`${server.url}/api/ok/user`, json),
        await send(`${server.url}/api/ok/user`, token),
        await send(`${server.url}/api/no/user`, json),
        await send(`${server.url}/api/ok/user`, remove),
        await send(`${server.url}/api/ok/user`, put),
      ];
    } finally {
      await server.stop();
    }
  };
  try {
    await page.goto(`${mainUrl}/`);
    // Access-Control-Allow-Origin: * alone: the plain GET passes, the preflighted requests are blocked.
    assert.deepEqual(await sub(''), ['200', 'TypeError', 'TypeError', 'TypeError', 'TypeError', 'TypeError']);
    assert.ok(
      log.some((l) => l.includes('is not allowed by Access-Control-Allow-Headers in preflight response')),
      log.join('\n'),
    );
    log.length = 0;
    // With Access-Control-Allow-Headers they pass where the API answers OPTIONS with 204, not where it answers 404;
    // a DELETE and a PUT still need Access-Control-Allow-Methods.
    const allowHeaders = "'Access-Control-Allow-Headers': 'Content-Type, Authorization'";
    assert.deepEqual(await sub(`, headers: { ${allowHeaders} }`), ['200', '200', '200', 'TypeError', 'TypeError', 'TypeError']);
    assert.ok(
      log.some((l) => l.includes('It does not have HTTP ok status')),
      log.join('\n'),
    );
    assert.ok(
      log.some((l) => l.includes('Method DELETE is not allowed by Access-Control-Allow-Methods in preflight response')),
      log.join('\n'),
    );
    const allowMethods = "'Access-Control-Allow-Methods': 'PUT, DELETE'";
    assert.deepEqual(await sub(`, headers: { ${allowHeaders}, ${allowMethods} }`), ['200', '200', '200', 'TypeError', '200', '200']);
  } finally {
    await page.close();
  }
});

test('config/html/template "umi picks up src/pages/document.ejs by itself; Rsbuild 0.5.9 reads no template file unless one is configured": without a setting the file is ignored; tools.htmlPlugin.template, not only html.template, makes it the template', () => {
  pageSays(
    'config/html/template',
    {
      en: "umi picks up `src/pages/document.ejs` by itself; Rsbuild 0.5.9 reads no template file unless one is configured, so after `rsbuild build` the generated `index.html` has none of that file's markup.",
      zh: 'umi 会自动读取 `src/pages/document.ejs`；Rsbuild 0.5.9 不会自动读取任何模板文件，除非在配置中指定，所以 `rsbuild build` 生成的 `index.html` 并没有写入这个文件的内容。',
    },
    { en: 'Rsbuild 0.5.9 reads a template only from `html.template`', zh: 'Rsbuild 0.5.9 只从 `html.template` 读取模板' },
  );
  const files = {
    'src/index.js': "console.log('app');\n",
    'src/pages/document.ejs':
      '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="<%= mountId %>"></div>\n    <p class="from-document-ejs"></p>\n  </body>\n</html>\n',
  };
  const plain = project(files);
  assert.equal(build(plain).code, 0);
  assert.doesNotMatch(distText(plain, /^index\.html$/), /from-document-ejs/);
  const viaPlugin = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { htmlPlugin: { template: './src/pages/document.ejs' } } };\n",
  });
  assert.equal(build(viaPlugin).code, 0);
  assert.match(distText(viaPlugin, /^index\.html$/), /<div id="root"><\/div>\s*<p class="from-document-ejs"><\/p>/);
});
