// Facts behind the third accuracy review of session 92 (slice i): config/html/inject, config/server/html-fallback,
// config/output/inline-scripts and config/output/inline-styles, in both languages. Each test runs @rsbuild/core 0.5.9
// in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and that the old wording is gone.
//
// - config/output/inline-scripts, Caveats: "Source maps are not linked. If JavaScript source maps are enabled, the .map
//   file of an inlined script is still written, but in 0.5.9 the inlined code carries no sourceMappingURL comment".
//   InlineChunkHtmlPlugin keeps the comment and rewrites its path (core/src/rspack/InlineChunkHtmlPlugin.ts,
//   updateSourceMappingURL); it is the HTML minifier that drops it (config/output/source-map, review81i.test.ts). With
//   minify.html false the inlined script keeps `//# sourceMappingURL=/static/js/index.[hash].js.map`. And with an inline
//   devtool such as 'inline-source-map' there is no .map file to be "still written". Now: "Source maps are not linked
//   when the HTML is minified. When JavaScript source maps go to .map files, ... the HTML minifier removes the
//   sourceMappingURL comment ...; with minify.html set to false the inlined code keeps its comment." Run below.
// - config/server/html-fallback, "How the dev server resolves a page request": "A page request that no file, middleware
//   or proxy rule has answered goes through these steps", step 4 "Otherwise the request continues to
//   server.historyApiFallback (when configured) and finally ends with 404." Handlers that dev.setupMiddlewares adds
//   with `push` run after the fallback and after historyApiFallback (core/src/server/getDevMiddlewares.ts,
//   getMiddlewares: "setupMiddlewares.unshift => internal middlewares => setupMiddlewares.push"), so a page request
//   a `push` handler would answer gets index.html first. Now: "no file, proxy rule or unshift handler of
//   dev.setupMiddlewares", and step 4 "..., then to the handlers added with push, and ends with 404 when none
//   answers." Run below.
// - config/output/inline-scripts, Common problems, "Embed the script into the HTML to use the page offline": "Add
//   inlineStyles: true, html.inject: 'body', a higher dataUriLimit, legalComments: 'none' and the all-in-one chunk
//   splitting strategy: the build then writes only dist/index.html". Not when the app has a dynamic import() (its chunk
//   stays a file under static/js/async/, all-in-one or not) or a public/ folder (copied next to index.html), as
//   guide/optimization/inline-assets "Build a single HTML file" says. Now: "as long as the app has no dynamic import()
//   and no public/ folder, the build then writes only dist/index.html". Run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, pageSays, project, seen } from './topics-support';

test('config/output/inline-scripts "Source maps are not linked when the HTML is minified. When JavaScript source maps go to `.map` files, the `.map` file of an inlined script is still written, but the HTML minifier removes the `sourceMappingURL` comment of the inlined code ...; with minify.html set to `false` the inlined code keeps its comment."', () => {
  pageSays(
    'config/output/inline-scripts',
    {
      en: '- **Source maps are not linked when the HTML is minified.** When JavaScript source maps go to `.map` files, the `.map` file of an inlined script is still written, but the HTML minifier removes the `sourceMappingURL` comment of the inlined code, so browser devtools do not find the map by themselves; with [minify.html](/config/output/minify#minifyhtml) set to `false` the inlined code keeps its comment.',
      zh: '- **压缩 HTML 时 source map 不会被关联。** 如果 JavaScript 的 source map 输出为 `.map` 文件，被内联脚本的 `.map` 文件仍然会输出，但 HTML 压缩器会去掉内联代码中的 `sourceMappingURL` 注释，因此浏览器开发者工具不会自动找到这些 source map；把 [minify.html](/zh/config/output/minify#minifyhtml) 设为 `false` 时，内联代码会保留这条注释。',
    },
    {
      en: 'in 0.5.9 the inlined code carries no `sourceMappingURL` comment',
      zh: '但在 0.5.9 中内联代码不带 `sourceMappingURL` 注释',
    },
  );
  const inlined = (output: string) => {
    const dir = project({
      'src/index.js': "document.body.dataset.ok = '1';\n",
      'rsbuild.config.mjs': `export default { output: { inlineScripts: true, ${output} } };\n`,
    });
    build(dir);
    const files = distFiles(dir);
    return { files, html: distText(dir, /^index\.html$/) };
  };
  // The default minified HTML: the .map file is written, the inlined code has no comment.
  const minified = inlined("sourceMap: { js: 'source-map' }");
  assert.ok(!minified.files.some((f) => f.endsWith('.js')), `inlined: ${minified.files}`);
  assert.ok(
    minified.files.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(f)),
    `map written: ${minified.files}`,
  );
  assert.doesNotMatch(minified.html, /sourceMappingURL/);
  // minify.html false: the inlined code keeps its comment, pointing at the written map.
  const kept = inlined("sourceMap: { js: 'source-map' }, minify: { html: false }");
  assert.ok(!kept.files.some((f) => f.endsWith('.js')), `inlined: ${kept.files}`);
  const map = kept.files.find((f) => f.endsWith('.js.map'));
  assert.ok(map, `map written: ${kept.files}`);
  assert.ok(kept.html.includes(`//# sourceMappingURL=/${map}`), 'the comment points at the .map file');
  // An inline devtool writes no .map file at all.
  const inline = inlined("sourceMap: { js: 'inline-source-map' }");
  assert.ok(!inline.files.some((f) => f.endsWith('.map')), `no .map file: ${inline.files}`);
});

test('config/server/html-fallback "A page request that no file, proxy rule or `unshift` handler of dev.setupMiddlewares has answered goes through these steps" + step 4 "Otherwise the request continues to server.historyApiFallback (when configured), then to the handlers added with `push`, and ends with `404` when none answers."', async () => {
  pageSays(
    'config/server/html-fallback',
    {
      en: 'A page request that no file, proxy rule or `unshift` handler of [dev.setupMiddlewares](/config/dev/setup-middlewares) has answered goes through these steps, in this order:',
      zh: '没有被任何文件、代理规则或 [dev.setupMiddlewares](/zh/config/dev/setup-middlewares) 中 `unshift` 添加的处理函数响应的页面请求，会依次经过以下步骤：',
    },
    {
      en: 'A page request that no file, middleware or proxy rule has answered',
      zh: '没有被任何文件、中间件或代理规则响应的页面请求',
    },
  );
  pageSays(
    'config/server/html-fallback',
    {
      en: '(when configured), then to the handlers added with `push`, and ends with `404` when none answers.',
      zh: '（如果有配置），再交给通过 `push` 添加的处理函数，都没有响应时以 `404` 结束。',
    },
    { en: '(when configured) and finally ends with `404`.', zh: '（如果有配置），最终以 `404` 结束。' },
  );
  // An unshift handler answers /first, a push handler answers /api/user and /hist.
  const config = (server: string) => `const answer = (name, paths) => (req, res, next) => {
  if (!paths.includes(req.url)) return next();
  res.setHeader('Content-Type', 'text/html');
  res.end('<title>' + name + '</title>');
};
export default {
  html: { title: 'page-index' },
  server: ${server},
  dev: { setupMiddlewares: [({ unshift, push }) => { unshift(answer('unshift', ['/first'])); push(answer('push', ['/api/user', '/hist'])); }] },
};
`;
  const start = (server: string) =>
    devServer(project({ 'src/index.js': "document.body.dataset.ok = '1';\n", 'rsbuild.config.mjs': config(server) }));
  const dev = await start('{}');
  try {
    assert.equal(await seen(dev.port, '/first', { client: 'fetch' }), '200 unshift', 'an unshift handler answers before the fallback');
    // The fallback (step 3) answers a page request before the push handler is reached.
    assert.equal(await seen(dev.port, '/api/user', { client: 'fetch' }), '200 page-index');
    assert.equal(await seen(dev.port, '/api/user', { client: 'browser' }), '200 page-index');
    // A request that is not a page request reaches it.
    assert.equal(await seen(dev.port, '/api/user', { client: 'json' }), '200 push');
    assert.equal(await seen(dev.port, '/nothing', { client: 'json' }), '404', 'none answers');
  } finally {
    await dev.stop();
  }
  // Without the fallback: historyApiFallback first, then the push handler.
  const off = await start("{ htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\\/hist/, to: '/index.html' }] } }");
  try {
    assert.equal(await seen(off.port, '/hist', { client: 'browser' }), '200 page-index', 'historyApiFallback before push');
    // historyApiFallback rewrites every other page request to /index.html too; one it leaves alone reaches the push handler.
    assert.equal(await seen(off.port, '/api/user', { client: 'browser' }), '200 page-index');
    assert.equal(await seen(off.port, '/api/user', { client: 'json' }), '200 push');
    assert.equal(await seen(off.port, '/nothing', { client: 'json' }), '404');
  } finally {
    await off.stop();
  }
});

test('config/output/inline-scripts "as long as the app has no dynamic `import()` and no `public/` folder, the build then writes only `dist/index.html`, which works from disk."', () => {
  pageSays(
    'config/output/inline-scripts',
    {
      en: 'as long as the app has no dynamic `import()` and no `public/` folder, the build then writes only `dist/index.html`, which works from disk.',
      zh: '只要应用里没有动态 `import()`、也没有 `public/` 目录，构建就只输出一个 `dist/index.html`，双击打开也能正常显示。',
    },
    {
      en: 'chunk splitting strategy: the build then writes only `dist/index.html`',
      zh: '拆包策略，构建就只输出一个 `dist/index.html`',
    },
  );
  // The configuration of guide/optimization/inline-assets "Build a single HTML file".
  const CONFIG = `export default {
  html: { inject: 'body' },
  output: { inlineScripts: true, inlineStyles: true, dataUriLimit: 100000, legalComments: 'none' },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
};
`;
  const single = (files: Record<string, string>) => {
    const dir = project({ 'src/a.css': 'body { color: red; }\n', 'rsbuild.config.mjs': CONFIG, ...files });
    build(dir);
    return distFiles(dir);
  };
  assert.deepEqual(single({ 'src/index.js': "import './a.css';\ndocument.body.dataset.ok = '1';\n" }), ['index.html']);
  const more = single({
    'src/index.js': "import './a.css';\nimport('./later.js').then((m) => m.run());\n",
    'src/later.js': "export const run = () => { document.body.dataset.ok = '1'; };\n",
    'public/robots.txt': 'User-agent: *\n',
  });
  assert.ok(more.includes('index.html'), `${more}`);
  assert.ok(more.includes('robots.txt'), `the public file is copied: ${more}`);
  assert.ok(
    more.some((f) => /^static\/js\/async\/[^/]+\.js$/.test(f)),
    `the import() chunk stays a file: ${more}`,
  );
});
