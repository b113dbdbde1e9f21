// Facts behind the accuracy review of session 95 (slice c): config/performance/remove-moment-locale,
// config/performance/bundle-analyze, config/performance/profile, guide/debug/debug-mode and api/javascript-api/types, in
// both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the
// page and the sentence it backs, and checks that both languages say it and that the old wording is gone. No package
// beyond what the repository installs is needed.
//
// Fixed:
// - config/performance/bundle-analyze, "Enabling the analyzer": the page said that with BUNDLE_ANALYZE set "Rsbuild
//   registers the analyzer with the default options above even if performance.bundleAnalyze is not set", without an
//   exception. With performance.profile on, pluginPerformance's modifyRsbuildConfig (core/src/plugins/performance.ts
//   26-33) finds bundleAnalyze unset and sets it to { analyzerMode: 'disabled', generateStatsFile: true }; it does not
//   look at BUNDLE_ANALYZE, and pluginBundleAnalyzer (core/src/plugins/bundleAnalyzer.ts 40-48) then spreads that object
//   over its defaults. So `BUNDLE_ANALYZE=true rsbuild build` with profile: true writes dist/stats.json and no
//   report-web.html. The page now says so. Run below, with a build without profile as the control.
// - config/performance/bundle-analyze, Common problems, "See which files the build outputs": the page said "every
//   rsbuild build lists each output file except source maps (.map) and .LICENSE.txt files". The files of the public
//   folder are copied with fs-extra in onBeforeBuild (core/src/plugins/server.ts 10-40), not emitted by Rspack, so the
//   size table (core/src/plugins/fileSize.ts, the stats assets) never names them, although they are in dist/ (as
//   config/performance/print-file-size already says). Now "except source maps (.map), .LICENSE.txt files and the files
//   copied from public/". Run below. tests/facts/review86e.test.ts quotes the sentence and now quotes the new words.
//
// Checked and left alone (true): the other statements of the five pages, against the 0.5.9 source (plugins/moment.ts,
// plugins/bundleAnalyzer.ts, plugins/performance.ts, provider/shared.ts for the plugin order, provider/config.ts for the
// defaults, provider/initConfigs.ts and inspectConfig.ts, shared/src/logger.ts and config.ts, server/restart.ts,
// server/middlewares.ts, server/getDevMiddlewares.ts, server/prodServer.ts, shared/src/chain.ts for the node and
// service-worker output paths, core/src/index.ts for the exported types, the types of shared/src/types, types.d.ts),
// the webpack-bundle-analyzer 4.10.1 compiled into @rsbuild/shared (only .js and .mjs assets, statsOptions used for the
// stats file only, the default title and URL), and the runs of the earlier facts files of these pages, plus scratch
// runs for this review: a DEBUG=rsbuild build and dev server of a React app (the page's log lines, in its order; the
// request and fallback lines), and a debug build that fails to compile (the two config files are still written).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, pageSays, project } from './topics-support';

const BUNDLE_ANALYZE = 'config/performance/bundle-analyze';

test(`${BUNDLE_ANALYZE} "Not so with performance.profile on: it sets bundleAnalyze to analyzerMode: 'disabled' first, and the build writes stats.json but no report": BUNDLE_ANALYZE=true rsbuild build with profile: true writes dist/stats.json and no report-web.html; without profile it writes the report`, () => {
  pageSays(BUNDLE_ANALYZE, {
    en: "Not so with [performance.profile](/config/performance/profile) on: it sets `bundleAnalyze` to `analyzerMode: 'disabled'` first, and the build writes `stats.json` but no report.",
    zh: "但开启了 [performance.profile](/zh/config/performance/profile) 时例外：它会先把 `bundleAnalyze` 设为 `analyzerMode: 'disabled'`，构建只写出 `stats.json`，不生成报告。",
  });
  const src = { 'src/index.js': "console.log('analyze');\n" };

  const profiled = project({ ...src, 'rsbuild.config.mjs': 'export default { performance: { profile: true } };\n' });
  const withProfile = build(profiled, { BUNDLE_ANALYZE: 'true' });
  assert.ok(distFiles(profiled).includes('stats.json'), distFiles(profiled).join(', '));
  assert.ok(!distFiles(profiled).includes('report-web.html'), distFiles(profiled).join(', '));
  assert.match(withProfile.output, /Webpack Bundle Analyzer saved stats file to .*[\\/]dist[\\/]stats\.json/);
  assert.doesNotMatch(withProfile.output, /saved report/);

  const plain = project(src);
  const withoutProfile = build(plain, { BUNDLE_ANALYZE: 'true' });
  assert.ok(distFiles(plain).includes('report-web.html'), distFiles(plain).join(', '));
  assert.ok(!distFiles(plain).includes('stats.json'), distFiles(plain).join(', '));
  assert.match(withoutProfile.output, /Webpack Bundle Analyzer saved report to .*[\\/]dist[\\/]report-web\.html/);
});

test(`${BUNDLE_ANALYZE} "every rsbuild build lists each output file except source maps (.map), .LICENSE.txt files and the files copied from public/": a file of public/ is in dist/ but not in the size table`, () => {
  pageSays(
    BUNDLE_ANALYZE,
    {
      en: 'every `rsbuild build` lists each output file except source maps (`.map`), `.LICENSE.txt` files and the files copied from `public/`, with its size and gzipped size',
      zh: '（source map 即 `.map` 文件、`.LICENSE.txt` 文件以及从 `public/` 复制的文件不列出）',
    },
    {
      en: 'except source maps (`.map`) and `.LICENSE.txt` files, with its size',
      zh: '（source map 即 `.map` 文件和 `.LICENSE.txt` 文件不列出）',
    },
  );
  const dir = project({
    'src/index.js': "console.log('sizes');\n",
    'public/robots.txt': 'User-agent: *\nDisallow:\n',
  });
  const { output } = build(dir);
  assert.ok(distFiles(dir).includes('robots.txt'), distFiles(dir).join(', '));
  const table = output.slice(output.indexOf('Production file sizes:'));
  assert.match(table, /dist\/index\.html\s/);
  assert.match(table, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s/);
  assert.doesNotMatch(table, /robots/);
});
