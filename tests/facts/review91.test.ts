// Session 91's follow-ups on notes of the session 91 reviews.
// - config/server/print-urls, the lead: the URLs were printed "when the dev server … or the preview server … has
//   started"; the dev server prints them before its first compilation, before it listens (core/src/server/devServer.ts
//   106–115, then startCompile at 124 and listen at 157; review91j's note). Now "starts (the dev server prints it
//   before its first compilation)". Run below: the `> Local:` line comes before `start Compiling...`.
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
