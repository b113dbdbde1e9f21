// Facts behind statements of review 80 (slice i), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/html-template, common problem "`npm run dev` shows `Cannot GET /`": the page said that Rsbuild's own 404
//   for `/` is blank and that `Cannot GET /` on Rsbuild's port means another server; both hold for `rsbuild dev` only
//   (found beside the slice's history-api-fallback finding): `rsbuild preview` of a build without index.html says
//   `Cannot GET /`. The page now names `rsbuild dev`.
// - config/server/history-api-fallback, "Cannot GET /data after refreshing": the page said that the servers of Rsbuild
//   0.5.9 never print `Cannot GET`. `rsbuild dev` ends with an empty 404 (packages/core/src/server/devServer.ts adds
//   notFoundMiddleware), but the preview server (prodServer.ts) has no handler of its own after its middlewares, so a path
//   it cannot serve reaches connect's final handler, whose 404 page says `Cannot GET <path>`. The page now says so.
// - config/server/history-api-fallback, "Turn it on with htmlFallback disabled" and the caveat "Combine with htmlFallback:
//   false": with the default htmlFallback the option has an effect whenever the output has no index.html (no entry named
//   `index`): getHtmlFallbackMiddleware (dev) and sirv's single mode (preview) fall back only to an index.html that exists,
//   and otherwise hand the request on to historyApiFallback. The pages now say "with an index.html in the output"
//   (review of session 80, part 3).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ask } from './lib/http';
import { build, devServer, page, previewServer, project } from './topics-support';

/** What a server answers a browser's page request for `pathname` with: the status, and `index`, `admin`, `Cannot GET` or `empty`. */
async function answer(port: number, pathname: string): Promise<string> {
  const res = await ask(port, pathname);
  const kind =
    /<title>page-(\w+)<\/title>/.exec(res.text)?.[1] ??
    (res.text.includes(`Cannot GET ${pathname}`) ? 'Cannot GET' : res.text === '' ? 'empty' : res.text);
  return `${res.status} ${kind}`;
}

/** A built project with the entries `index` and `admin`, each page titled `page-<entry>`, and `server` as its server config. */
function app(server: string): string {
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  html: { title: ({ entryName }) => \`page-\${entryName}\` },
  server: ${server},
};
`,
  });
  build(dir);
  return dir;
}

/** The answers of `rsbuild dev` and `rsbuild preview` of the same project to each path. */
async function bothServers(dir: string, paths: string[]): Promise<{ dev: string[]; preview: string[] }> {
  const out = { dev: [] as string[], preview: [] as string[] };
  const preview = await previewServer(dir);
  try {
    for (const p of paths) out.preview.push(await answer(preview.port, p));
  } finally {
    await preview.stop();
  }
  const dev = await devServer(dir);
  try {
    for (const p of paths) out.dev.push(await answer(dev.port, p));
  } finally {
    await dev.stop();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback, "Cannot GET /data after refreshing the page on a client-side route in development"

test('config/server/history-api-fallback "rsbuild dev never prints it, and rsbuild preview prints it only for a path it cannot serve": out of the box both answer /data with index.html; a path that a server cannot serve gets an empty 404 from rsbuild dev and a 404 page saying Cannot GET <path> from rsbuild preview', async () => {
  assert.ok(
    page('en', 'config/server/history-api-fallback').includes(
      '`rsbuild dev` never prints it, and `rsbuild preview` prints it only for a path it cannot serve. Out of the box both answer `/data` with `index.html` (status 200), so the router renders the route after a refresh: if you see the message in development, the page is not served by `rsbuild dev`.',
    ),
  );
  assert.ok(
    page('zh', 'config/server/history-api-fallback').includes(
      '`rsbuild dev` 从不返回它，`rsbuild preview` 只对它无法提供的路径返回同样的文字。默认情况下两者都会用 `index.html` 响应 `/data`（状态码 200），刷新后路由照常渲染：开发时看到这条报错，说明页面其实不是由 `rsbuild dev` 提供的。',
    ),
  );

  // Out of the box: /data is index.html on both servers; /search/192.168.1.0 (a dot in its last part) is one that
  // rsbuild preview cannot serve.
  const defaults = await bothServers(app('{}'), ['/data', '/search/192.168.1.0']);
  assert.deepEqual(defaults, {
    dev: ['200 index', '200 index'],
    preview: ['200 index', '404 Cannot GET'],
  });

  // With htmlFallback: false, /data has nothing to answer it on either server.
  const off = await bothServers(app('{ htmlFallback: false }'), ['/data']);
  assert.deepEqual(off, { dev: ['404 empty'], preview: ['404 Cannot GET'] });
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback, "Turn it on with htmlFallback disabled" and the caveat "Combine with htmlFallback: false"

test('config/server/history-api-fallback "so your rewrites never apply, except to a path like /search/192.168.1.0 in rsbuild preview" + caveat "no visible effect, except on a path like /search/192.168.1.0 in rsbuild preview": with the default htmlFallback, rsbuild dev answers every such path with index.html, rsbuild preview hands a dotted last part on to historyApiFallback', async () => {
  const en = page('en', 'config/server/history-api-fallback');
  const zh = page('zh', 'config/server/history-api-fallback');
  assert.ok(en.includes('so your rewrites never apply, except to a path like `/search/192.168.1.0` in `rsbuild preview`.'));
  assert.ok(
    en.includes(
      'otherwise, while the output has an `index.html`, the option has no visible effect, except on a path like `/search/192.168.1.0` in `rsbuild preview`.',
    ),
  );
  assert.ok(zh.includes('你的重写规则也就不会生效（`rsbuild preview` 中 `/search/192.168.1.0` 这类带点号的路径除外）。'));
  assert.ok(
    zh.includes(
      '否则只要产物中有 `index.html`，该选项就不会产生可见的效果（`rsbuild preview` 中 `/search/192.168.1.0` 这类带点号的路径除外）。',
    ),
  );

  // A rule for /admin: rsbuild dev never consults it; rsbuild preview does for /admin/v1.2, not for /admin/users/42.
  const rule = await bothServers(app("{ historyApiFallback: { rewrites: [{ from: /^\\/admin/, to: '/admin.html' }] } }"), [
    '/admin/users/42',
    '/admin/v1.2',
  ]);
  assert.deepEqual(rule, { dev: ['200 index', '200 index'], preview: ['200 index', '200 admin'] });

  // disableDotRule without htmlFallback: false: rsbuild dev answers as it does without the option, rsbuild preview
  // answers /search/192.168.1.0 with index.html instead of its 404.
  const paths = ['/users/42', '/search/192.168.1.0'];
  const without = await bothServers(app('{}'), paths);
  const withOption = await bothServers(app('{ historyApiFallback: { disableDotRule: true } }'), paths);
  assert.deepEqual(without, { dev: ['200 index', '200 index'], preview: ['200 index', '404 Cannot GET'] });
  assert.deepEqual(withOption, { dev: ['200 index', '200 index'], preview: ['200 index', '200 index'] });
});

test('config/server/history-api-fallback "With its default \'index\' and an index.html in the output ... your rewrites never apply" + caveat "while the output has an index.html, the option has no visible effect": without an index entry, the default htmlFallback finds no index.html and both servers hand every page path on to historyApiFallback, whose index and rewrites then act', async () => {
  const en = page('en', 'config/server/history-api-fallback');
  const zh = page('zh', 'config/server/history-api-fallback');
  assert.ok(
    en.includes(
      "With its default `'index'` and an `index.html` in the output, every page request that has no file is answered with `index.html`",
    ),
  );
  assert.ok(zh.includes("在其默认值 `'index'` 下，只要产物中有 `index.html`，所有没有对应文件的页面请求都会先被它响应"));

  /** A built project with the entries `main` and `admin` (no index.html), the default htmlFallback and `server`. */
  const noIndex = (server: string): string => {
    const dir = project({
      'src/main.js': "console.log('main');\n",
      'src/admin.js': "console.log('admin');\n",
      'rsbuild.config.mjs': `export default {
  source: { entry: { main: './src/main.js', admin: './src/admin.js' } },
  html: { title: ({ entryName }) => \`page-\${entryName}\` },
  server: ${server},
};
`,
    });
    build(dir);
    return dir;
  };
  const paths = ['/settings', '/admin/users/42'];
  // Without the option, nothing answers these paths.
  assert.deepEqual(await bothServers(noIndex('{}'), paths), {
    dev: ['404 empty', '404 empty'],
    preview: ['404 Cannot GET', '404 Cannot GET'],
  });
  // historyApiFallback.index and rewrites act without htmlFallback: false.
  assert.deepEqual(await bothServers(noIndex("{ historyApiFallback: { index: '/main.html' } }"), paths), {
    dev: ['200 main', '200 main'],
    preview: ['200 main', '200 main'],
  });
  assert.deepEqual(await bothServers(noIndex("{ historyApiFallback: { rewrites: [{ from: /^\\/admin/, to: '/admin.html' }] } }"), paths), {
    dev: ['404 empty', '200 admin'],
    preview: ['404 Cannot GET', '200 admin'],
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback, the dev server's empty 404 for a dotted last part

test('config/server/history-api-fallback "this option is on with htmlFallback: false and the last part of the path has a dot" + "with that setting plus htmlFallback: false, rsbuild dev answers it with 404 too": with historyApiFallback: true alone, rsbuild dev answers /user/john.doe and /repo/pro-react.github.io with index.html; with htmlFallback: false as well, with an empty 404', async () => {
  const en = page('en', 'config/server/history-api-fallback');
  const zh = page('zh', 'config/server/history-api-fallback');
  assert.ok(en.includes('this option is on with `htmlFallback: false` and the last part of the path has a dot (`/user/john.doe`)'));
  assert.ok(en.includes('and with that setting plus `htmlFallback: false`, `rsbuild dev` answers it with 404 too.'));
  assert.ok(zh.includes('开启了本选项并设置了 `htmlFallback: false`，而路径最后一段带点号（`/user/john.doe`）'));
  assert.ok(zh.includes('同样的配置再加上 `htmlFallback: false` 时，`rsbuild dev` 也对它返回 404。'));

  const paths = ['/user/john.doe', '/repo/pro-react.github.io', '/repos'];
  const answers = async (server: string): Promise<string[]> => {
    const dev = await devServer(app(server));
    try {
      const out: string[] = [];
      for (const p of paths) out.push(await answer(dev.port, p));
      return out;
    } finally {
      await dev.stop();
    }
  };
  assert.deepEqual(await answers('{ historyApiFallback: true }'), ['200 index', '200 index', '200 index']);
  assert.deepEqual(await answers('{ htmlFallback: false, historyApiFallback: true }'), ['404 empty', '404 empty', '200 index']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template, "`npm run dev` shows `Cannot GET /`"

test('guide/basic/html-template "When rsbuild dev answers / with a 404, the page is blank" + "Cannot GET / on the port of rsbuild dev means that another server answers there": without an index entry rsbuild dev answers / with an empty 404, rsbuild preview with Cannot GET /', async () => {
  assert.ok(page('en', 'guide/basic/html-template').includes('When `rsbuild dev` answers `/` with a 404, the page is blank'));
  assert.ok(
    page('en', 'guide/basic/html-template').includes('`Cannot GET /` on the port of `rsbuild dev` means that another server answers there'),
  );
  assert.ok(page('zh', 'guide/basic/html-template').includes('`rsbuild dev` 在 `/` 返回 404 时是空白页面'));
  assert.ok(page('zh', 'guide/basic/html-template').includes('在 `rsbuild dev` 的端口上看到 `Cannot GET /`'));
  // Only an `admin` entry: no index.html in the output.
  const dir = project({
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': "export default { source: { entry: { admin: './src/admin.js' } } };\n",
  });
  build(dir);
  assert.deepEqual(await bothServers(dir, ['/']), { dev: ['404 empty'], preview: ['404 Cannot GET'] });
});
