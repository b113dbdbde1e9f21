// Facts behind statements fixed in review 81 (slice e: guide/basic/server, config/source/alias, guide/basic/typescript),
// run with @rsbuild/core 0.5.9 in throw-away projects (its CLI, or its JavaScript API in a Node.js process of its own):
// - guide/basic/server, "Client-side routing and page fallback": the dev server's HTML fallback was said to act on every
//   GET or HEAD request whose Accept header allows HTML (text/html or */*). It also skips a request whose Accept header
//   contains application/json (packages/core/src/server/middlewares.ts, getHtmlFallbackMiddleware), such as the
//   'application/json, text/plain, */*' that HTTP clients like axios send: that request gets 404 in rsbuild dev, while
//   fetch()'s '*/*' gets index.html. The preview server answers both with index.html, as the page says.
// - guide/basic/server, "Proxy API requests": of the list form of server.proxy the page said "In this form Rsbuild adds no
//   defaults". It adds no changeOrigin and no logLevel, but formatProxyOptions (packages/core/src/server/proxy.ts) gives
//   every rule of every form Rsbuild's onError (`opts.onError ??= handleError`), which logs the error and leaves the
//   request unanswered, instead of http-proxy-middleware's own handler, which would answer 504. The page now says that
//   Rsbuild sets neither of the two; its next paragraph (an unreachable target is logged, the request stays pending)
//   holds for the list form too.
// - config/source/alias, "Function type": the function's first argument was said to be {} "unless an earlier item of
//   an array returned something". mergeChainedOptions (packages/shared/src/mergeChainedOptions.ts) starts from {} and
//   Object.assign()s object items into it, and a function that returns nothing leaves the (mutated) object as the
//   result, so earlier items fill it without returning anything. The page now says "unless earlier items of an array
//   added entries".
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { ask, build, devServer, freePort, listen, page, previewServer, probe, project, seen, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server "Client-side routing and page fallback"

test('guide/basic/server "whose Accept header allows HTML (text/html or */*) and does not contain application/json, the dev server looks for a matching page first": an unknown route asked for with application/json, text/plain, */* gets 404 from rsbuild dev and index.html from rsbuild preview; */* and a browser navigation get index.html from both', async () => {
  for (const [lang, words] of [
    ['en', 'allows HTML (`text/html` or `*/*`, as in a browser navigation) and does not contain `application/json`, the dev server looks'],
    ['zh', '允许 HTML（`text/html` 或 `*/*`，例如浏览器的页面导航）且不含 `application/json` 的 `GET` 或 `HEAD` 请求，开发服务器会先查找'],
  ] as const) {
    assert.ok(page(lang, 'guide/basic/server').includes(words), `${lang}: the page says so`);
  }
  const dir = project({ 'src/index.js': "document.title = 'spa';\n" });
  const jsonAndAny = { client: 'none', headers: { accept: 'application/json, text/plain, */*' } } as const;
  const dev = await devServer(dir);
  try {
    assert.equal(await seen(dev.port, '/settings/profile', jsonAndAny), '404');
    assert.equal(await seen(dev.port, '/settings/profile', { client: 'json' }), '404');
    for (const client of ['fetch', 'browser'] as const) {
      const answer = await ask(dev.port, '/settings/profile', { client });
      assert.equal(answer.status, 200, client);
      assert.match(answer.text, /^<!doctype html>/i, client);
    }
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    for (const options of [jsonAndAny, { client: 'fetch' }, { client: 'browser' }] as const) {
      const answer = await ask(preview.port, '/settings/profile', options);
      assert.equal(answer.status, 200, JSON.stringify(options));
      assert.match(answer.text, /^<!doctype html>/i, JSON.stringify(options));
    }
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server "Proxy API requests", the list form

test('guide/basic/server "In this form Rsbuild sets neither of these two (changeOrigin, logLevel)" + "When the target cannot be reached, Rsbuild logs the error in the terminal; the browser gets no response": a list rule forwards the Host header of the server, http-proxy-middleware prints [HPM] Proxy created, and a rule to a closed port is logged and left unanswered, rsbuild dev and rsbuild preview', async (t) => {
  for (const [lang, words, old] of [
    ['en', 'In this form Rsbuild sets neither of these two, so set `changeOrigin` yourself', 'In this form Rsbuild adds no defaults'],
    ['zh', '在这种形式下，Rsbuild 不会设置这两项，因此需要自行设置 `changeOrigin`', 'Rsbuild 不会添加任何默认值'],
  ] as const) {
    const text = page(lang, 'guide/basic/server');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    assert.ok(!text.includes(old), `${lang}: the old wording is gone`);
  }
  const hosts: string[] = [];
  const backend = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url }));
  });
  const live = await listen(backend, t);
  const closed = await freePort();
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: [{ context: ['/api'], target: 'http://localhost:${live}' }, { context: '/down', target: 'http://localhost:${closed}' }] } };\n`,
  });
  build(dir);
  for (const start of [() => devServer(dir), () => previewServer(dir)]) {
    const server = await start();
    try {
      const label = server.log().includes('Client compiled') ? 'dev' : 'preview';
      assert.match(server.log(), /\[HPM\] Proxy created: \/api\s+-> http:\/\/localhost:\d+/, `${label}: logLevel is not 'warn'`);
      const answer = await ask(server.port, '/api/users', { client: 'json' });
      assert.deepEqual([answer.status, JSON.parse(answer.text)], [200, { path: '/api/users' }], label);
      assert.equal(hosts.at(-1), `localhost:${server.port}`, `${label}: no changeOrigin, the back end sees the server's host`);
      await assert.rejects(ask(server.port, '/down/users', { client: 'json', timeout: 3000 }), /no answer/, `${label}: no response`);
      assert.ok(
        await waitFor(() => /error\s+connect ECONNREFUSED (127\.0\.0\.1|::1):\d+/.test(server.log()), 10_000),
        `${label}: Rsbuild's logger prints the error:\n${server.log()}`,
      );
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias "Function type"

test('config/source/alias "alias: the aliases collected so far (an empty object {} unless earlier items of an array added entries)": once per target, a lone function gets {}; in [object, function that mutates and returns nothing, function] the last one gets the entries of both earlier items', async () => {
  for (const [lang, words, old] of [
    ['en', 'an empty object `{}` unless earlier items of an array, see below, added entries', 'returned something'],
    ['zh', '除非数组中靠前的项已经加入了别名，否则是空对象 `{}`', '靠前的项返回了内容'],
  ] as const) {
    const text = page(lang, 'config/source/alias');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    assert.ok(!text.includes(old), `${lang}: the old wording is gone`);
  }
  const { result, output } = await probe(
    { 'src/index.js': "console.log('alias');\n" },
    [
      "import { createRsbuild } from '@rsbuild/core';",
      'const lone = [];',
      'const chained = [];',
      "const output = { targets: ['web', 'node'] };",
      'const a = await createRsbuild({ rsbuildConfig: { output, source: { alias: (alias, { target }) => { lone.push([target, { ...alias }]); } } } });',
      'await a.initConfigs();',
      'const b = await createRsbuild({ rsbuildConfig: { output, source: { alias: [',
      "  { '@': './src' },",
      "  (alias) => { alias['@storage'] = './src/storage'; },",
      '  (alias, { target }) => { chained.push([target, Object.keys(alias)]); },',
      '] } } });',
      'const configs = await b.initConfigs();',
      "report({ lone, chained, final: configs.map((c) => Object.keys(c.resolve.alias).filter((k) => k.startsWith('@') && k !== '@swc/helpers')) });",
    ].join('\n'),
  );
  assert.deepEqual(
    result,
    {
      lone: [
        ['web', {}],
        ['node', {}],
      ],
      chained: [
        ['web', ['@', '@storage']],
        ['node', ['@', '@storage']],
      ],
      final: [
        ['@', '@storage'],
        ['@', '@storage'],
      ],
    },
    output,
  );
});
