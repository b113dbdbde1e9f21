// Facts behind the third accuracy review of session 93 (slice j): config/html/favicon, config/html/meta,
// config/html/tags, config/html/template-parameters, config/html/title and guide/basic/html-template, in both languages.
// Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it
// backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/basic/html-template, "Common problems", `Cannot GET /`: "When `rsbuild dev` answers `/` with a 404, the page
//   is blank ...: no entry is named `index`, or `tools.htmlPlugin` is `false`" gave two causes as the only ones. The dev
//   server's HTML fallback rewrites `/` to `/index.html` only when `index.html` exists at the root of the output
//   (distPath.root: core/src/server/getDevMiddlewares.ts 149-157, middlewares.ts 149-175), so a page written elsewhere
//   gets the same empty 404: html.outputStructure 'nested' writes `index/index.html`, output.distPath.html writes
//   `<html dir>/index.html`. Now: "the output has no `index.html` at its root, as no entry is named `index`,
//   html.outputStructure is 'nested' or output.distPath.html is set, or tools.htmlPlugin is false". Run: rsbuild dev
//   with outputStructure 'nested' and with distPath.html 'pages' answers `/` with an empty 404 and serves the page at
//   `/index` and `/pages/` respectively.
//
// Checked and left as they are, settled by the earlier facts files of these pages (html-options, html-ejs-template,
// html-tags-limits, review80*-review90*, fix81/84/85, common-problems-*) or by runs of this review: the default page
// and the option example of the guide (title, meta, favicon, mountId, inject 'body', unminified), the html.tags
// example results of both pages (order, append: false before <title>, /config.js prefixed, noscript in <body>), the
// multi-page build of the guide (file sizes 0.19/0.28/0.38 kB, admin.html as shown), hash: true (a 16-character
// compilation hash) and a hash function, templateParameters in tools.htmlPlugin (compilation, webpackConfig,
// htmlWebpackPlugin and its own keys only), process.env.PUBLIC_*, NODE_ENV and source.define keys in a template,
// import.meta in a template ("Cannot use 'import.meta' outside a module"), the meta examples (http-equiv, og:*,
// viewport: false, a true attribute printed bare), a missing html.template stopping rsbuild dev at start, and a
// public/index.html not replacing the generated page. Types and defaults: shared/src/types/config/html.ts 1-120,
// core/src/provider/config.ts 68-78; merging: core/src/mergeConfig.ts, shared/src/mergeChainedOptions.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, project } from './topics-support';

const SRC = { 'src/index.js': "console.log('index');\n" };

test('guide/basic/html-template "the output has no `index.html` at its root, as no entry is named `index`, html.outputStructure is \'nested\' or output.distPath.html is set, or tools.htmlPlugin is false": rsbuild dev with either setting answers / with an empty 404 and serves the page at its own path', async () => {
  pageSays(
    'guide/basic/html-template',
    {
      en: "the output has no `index.html` at its root, as no entry is named `index` ([source.entry](/config/source/entry#common-problems)), [html.outputStructure](/config/html/output-structure) is `'nested'` or `output.distPath.html` is set, or `tools.htmlPlugin` is `false`.",
      zh: "原因是产物根目录下没有 `index.html`：没有名为 `index` 的入口（见 [source.entry](/zh/config/source/entry#常见问题)），[html.outputStructure](/zh/config/html/output-structure) 设成了 `'nested'` 或设置了 `output.distPath.html`；或者 `tools.htmlPlugin` 设成了 `false`。",
    },
    {
      en: '(/config/source/entry#common-problems)), or `tools.htmlPlugin` is `false`.',
      zh: '原因是没有名为 `index` 的入口',
    },
  );
  const cases = [
    { config: "{ html: { outputStructure: 'nested' } }", page: '/index' },
    { config: "{ output: { distPath: { html: 'pages' } } }", page: '/pages/' },
  ];
  for (const { config, page } of cases) {
    const dir = project({ ...SRC, 'rsbuild.config.mjs': `export default ${config};\n` });
    const server = await devServer(dir);
    try {
      const get = (p: string): Promise<Response> => fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } });
      const root = await get('/');
      assert.equal(root.status, 404, config);
      assert.equal(await root.text(), '', config);
      const own = await get(page);
      assert.equal(own.status, 200, `${config} ${page}`);
      assert.match(await own.text(), /<script defer src="\/static\/js\/index\.js"><\/script>/, config);
    } finally {
      await server.stop();
    }
  }
});
