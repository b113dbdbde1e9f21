// Session 91's follow-ups on notes of the session 91 reviews.
// - config/server/print-urls, the lead: the URLs were printed "when the dev server … or the preview server … has
//   started"; the dev server prints them before its first compilation, before it listens (core/src/server/devServer.ts
//   106–115, then startCompile at 124 and listen at 157; review91j's note). Now "starts (the dev server prints it
//   before its first compilation)". Run below: the `> Local:` line comes before `start Compiling...`.
// - guide/optimization/split-chunk, after the prefetch example: "Prefetching does not delay the first render" and
//   "performance.preload requests files with high priority" (review91e's note). Prefetches go out at the lowest priority
//   together with the page's own script and stylesheet, and a preload gets the priority of its type (an image Low): the
//   runs in Chromium of tests/facts/review91e.test.ts (the prefetch timing and priority tests) back the new wording, so
//   the test here checks the words only.
// - guide/start/features and guide/start/npm-packages called `0.5.9-canary-8778e17-20240403045016` "an exact 0.5.9
//   prerelease build" of @rspack/core; it is a canary made after the Rspack 0.5.9 release (review91m's note, the same
//   fix it made on guide/start/index; its run in tests/facts/review91m.test.ts shows the version and a class 0.5.9 does
//   not export). Words only here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, project } from './topics-support';

test('config/server/print-urls "when the dev server (`rsbuild dev`) or the preview server (`rsbuild preview`) starts (the dev server prints it before its first compilation)": the URLs come before `Compiling...`', async () => {
  pageSays(
    'config/server/print-urls',
    {
      en: 'or the preview server (`rsbuild preview`) starts (the dev server prints it before its first compilation).',
      zh: '或预览服务器（`rsbuild preview`）启动时，Rsbuild 在终端中打印的 URL 列表（开发服务器在首次编译之前就会打印）。',
    },
    {
      en: 'or the preview server (`rsbuild preview`) has started.',
      zh: '或预览服务器（`rsbuild preview`）启动后，Rsbuild 在终端中打印的 URL 列表。',
    },
  );
  const server = await devServer(project({ 'src/index.js': "document.title = 'x';\n" }));
  try {
    const log = server.log();
    const local = log.indexOf('> Local:');
    assert.ok(local >= 0, log);
    assert.ok(local < log.indexOf('Compiling...'), `the URLs come first:\n${log}`);
  } finally {
    await server.stop();
  }
});

test('guide/optimization/split-chunk "Prefetches are requested at the lowest priority, yet they go out with the page\'s own files and share the first load\'s bandwidth" + "performance.preload instead requests files right away at the priority of their type (high for scripts)" (runs: review91e)', () => {
  pageSays(
    'guide/optimization/split-chunk',
    {
      en: "Prefetches are requested at the lowest priority, yet they go out with the page's own files and share the first load's bandwidth,",
      zh: '预获取的请求优先级最低，但会和页面自身的文件一起发出、占用首次加载的带宽，',
    },
    { en: 'Prefetching does not delay the first render,', zh: '预获取不会推迟首次渲染，' },
  );
  pageSays(
    'guide/optimization/split-chunk',
    {
      en: 'instead requests files right away at the priority of their type (high for scripts), for code needed right after the page starts.',
      zh: '则立即按文件类型的优先级请求（脚本为高优先级），适用于页面启动后马上就需要的代码。',
    },
    { en: 'requests files with high priority instead,', zh: '则以高优先级请求文件，' },
  );
});

test('guide/start/features and guide/start/npm-packages "0.5.9-canary-8778e17-20240403045016, a canary made after the Rspack 0.5.9 release" (run: review91m)', () => {
  pageSays(
    'guide/start/features',
    {
      en: 'one exact build (`0.5.9-canary-8778e17-20240403045016`, a canary made after the Rspack 0.5.9 release)',
      zh: '版本固定为 `0.5.9-canary-8778e17-20240403045016`（Rspack 0.5.9 发布之后构建的一个 canary 版本）',
    },
    { en: 'an exact 0.5.9 prerelease build', zh: '0.5.9 的一个预发布构建' },
  );
  pageSays(
    'guide/start/npm-packages',
    {
      en: 'one exact build of `@rspack/core`, `0.5.9-canary-8778e17-20240403045016` (a canary made after the Rspack 0.5.9 release)',
      zh: '它依赖固定版本的 `@rspack/core`：`0.5.9-canary-8778e17-20240403045016`（Rspack 0.5.9 发布之后构建的一个 canary 版本）',
    },
    { en: 'an exact prerelease build of `@rspack/core` 0.5.9', zh: '0.5.9 的一个固定预发布版本' },
  );
});
