// Facts behind statements fixed in review 81 (slice e: guide/basic/server, config/source/alias, guide/basic/typescript),
// run with @rsbuild/core 0.5.9 in throw-away projects (its CLI, or its JavaScript API in a Node.js process of its own):
// - guide/basic/server, "Client-side routing and page fallback": the dev server's HTML fallback was said to act on every
//   GET or HEAD request whose Accept header allows HTML (text/html or */*). It also skips a request whose Accept header
//   contains application/json (packages/core/src/server/middlewares.ts, getHtmlFallbackMiddleware), such as the
//   'application/json, text/plain, */*' that HTTP clients like axios send: that request gets 404 in rsbuild dev, while
//   fetch()'s '*/*' gets index.html. The preview server answers both with index.html, as the page says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ask, build, devServer, page, previewServer, project, seen } from './topics-support';

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
