// Facts behind the accuracy review of session 96 (slice c): config/output/filename, config/output/source-map,
// guide/basic/typescript and guide/optimization/inline-assets, in both languages. The test runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and that the old wording is gone. No package beyond what the repository installs is needed.
//
// Fixed:
// - guide/optimization/inline-assets, "Check the result": "**Production only.** Inlining into HTML is skipped in
//   development: `rsbuild dev` always serves separate files." Not always. pluginInlineChunk (core/src/plugins/
//   inlineChunk.ts 14-19) leaves InlineChunkHtmlPlugin out when `isDev`, which is NODE_ENV === 'development'
//   (core/src/provider/rspackConfig.ts 99), and `rsbuild dev` sets NODE_ENV only when it is empty (core/src/cli/
//   prepare.ts 4-8). With NODE_ENV=production in the environment, the dev server serves a page whose script and style
//   are inlined; without it, the same project's page loads /static/js/index.js and /static/css/index.css. Nor is it
//   "production only": every build outside development mode inlines (review88j runs a NODE_ENV=test build). The item
//   is now "Not in development" and names the NODE_ENV case. Run below.
// - The same sentence on config/output/inline-scripts and inline-styles ("the dev server always serves separate files";
//   their Common problems: "`rsbuild dev` inlines nothing", "Inlining only happens in production builds: `rsbuild dev`
//   keeps ..."), fixed by the session after this review pointed to them: the same run backs them.
//   And the single-file section of inline-assets, "It only works in production builds" (review96c's doubt: a NODE_ENV=test
//   build inlines too, review88j): now "It does not work in development mode".
// - Typography only (no test): a space after a full stop in the Chinese filename and source-map pages.
//
// Checked and left alone (true): the other statements of the four pages, against the 0.5.9 source (shared/src/fs.ts
// getFilename, shared/src/chain.ts applyOutputPlugin and applyExtensions, core/src/provider/plugins/output.ts, css.ts,
// swc.ts, resolve.ts, core/src/plugins/asset.ts, wasm.ts, inlineChunk.ts, core/src/rspack/InlineChunkHtmlPlugin.ts,
// core/src/provider/config.ts defaults, shared/src/utils.ts getJsSourceMap, shared/src/constants.ts, the type
// definitions in shared/src/types/config/output.ts, @rsbuild/core's types.d.ts, the devtool enum of the @rspack/core
// that 0.5.9 installs, packages/plugin-type-check), the runs of the earlier facts files of these pages, and scratch runs
// for this review: with inlineScripts, inlineStyles and 'hidden-source-map' (InlineChunkHtmlPlugin calls
// compilation.deleteAsset for that kind) the .js.map and .css.map files are still written; a default production build
// writes no .map file and no sourceMappingURL comment, and names its lazy chunk static/js/async/797.[hash].js; the
// default legacy decorators turn class fields of a .ts file into assignments in the constructor and emit
// design:type metadata; the page's inline-assets app inlined into HTML keeps `url(...) center/cover` with a space.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, project } from './topics-support';

const INLINE_ASSETS = 'guide/optimization/inline-assets';

test(`${INLINE_ASSETS} "Not in development. ... rsbuild dev serves separate files, unless NODE_ENV already holds another value such as production ...: then the dev server serves inlined pages as well" + the same case on config/output/inline-scripts and inline-styles`, async () => {
  pageSays(
    INLINE_ASSETS,
    {
      en: '- **Not in development.** Inlining into HTML is skipped in development mode, so `rsbuild dev` serves separate files, unless `NODE_ENV` already holds another value such as `production` (`rsbuild dev` sets it only when it is empty): then the dev server serves inlined pages as well.',
      zh: '- **开发模式下不生效。** 开发模式下不会内联到 HTML，所以 `rsbuild dev` 提供的是独立的文件；但如果 `NODE_ENV` 已经是 `production` 等其他值（`rsbuild dev` 只在它为空时才设置），开发服务器提供的页面同样会被内联。',
    },
    { en: '`rsbuild dev` always serves separate files', zh: '`rsbuild dev` 总是提供独立的文件' },
  );
  for (const route of ['config/output/inline-scripts', 'config/output/inline-styles']) {
    pageSays(
      route,
      {
        en: 'so the dev server serves separate files, unless `NODE_ENV` already holds another value such as `production` (`rsbuild dev` sets it only when it is empty).',
        zh: '所以开发服务器提供的是独立的文件；但如果 `NODE_ENV` 已经是 `production` 等其他值（`rsbuild dev` 只在它为空时才设置），开发服务器也会内联。',
      },
      { en: 'the dev server always serves separate files', zh: '开发服务器始终提供独立的文件' },
    );
  }
  pageSays(
    INLINE_ASSETS,
    { en: 'It does not work in development mode, nor with dynamic', zh: '开发模式下它不生效，应用中也不能有动态 `import()`' },
    { en: 'It only works in production builds', zh: '它只在生产构建中生效' },
  );
  pageSays('config/output/inline-scripts', { en: '`rsbuild dev` normally inlines nothing', zh: '`rsbuild dev` 通常也不内联' });
  pageSays('config/output/inline-styles', {
    en: 'Inlining does not happen in development: `rsbuild dev` normally keeps',
    zh: '开发模式下不会内联：`rsbuild dev` 通常会保留',
  });
  const dir = project({
    'src/index.js': "import './index.css';\ndocument.body.dataset.ready = 'inlined-or-not';\n",
    'src/index.css': 'body { color: rebeccapurple; }\n',
    'rsbuild.config.mjs': 'export default { output: { inlineScripts: true, inlineStyles: true } };\n',
  });

  const plain = await devServer(dir);
  try {
    const html = await (await fetch(`${plain.url}/`)).text();
    assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/, html);
    assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet">/, html);
    assert.doesNotMatch(html, /<style>/, html);
  } finally {
    await plain.stop();
  }

  const production = await devServer(dir, { env: { NODE_ENV: 'production' } });
  try {
    const html = await (await fetch(`${production.url}/`)).text();
    assert.doesNotMatch(html, /src="\/static\/js\//, html.slice(0, 300));
    assert.doesNotMatch(html, /href="\/static\/css\//, html.slice(0, 300));
    assert.match(html, /<script defer="defer">[^<]*inlined-or-not/, html.slice(-300));
    assert.match(html, /<style>body\{color:#663399\}<\/style>/, html.slice(-300));
  } finally {
    await production.stop();
  }
});
