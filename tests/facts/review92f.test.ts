// Facts behind the third accuracy review of session 92 (slice f): community/releases/v0-1, v0-2 and v0-3, in both
// languages. Each test names the page and the sentence it backs, checks that both languages say it and that the old
// wording is gone, then runs @rsbuild/core 0.5.9 (topics-support.ts).
//
// The history that the release notes tell was read in the published packages of those releases (npm pack of
// @rsbuild/core and @rsbuild/shared 0.0.25, 0.1.0, 0.1.4, 0.1.6, 0.1.7, 0.1.9, 0.2.1, 0.2.5, 0.2.8, 0.2.9, 0.2.11,
// 0.2.13, 0.2.15, 0.2.18, 0.3.1, 0.3.3, 0.3.5, 0.3.8, 0.3.9, 0.3.11 and 0.4.1, unpacked under /tmp/rev92f/pk during the
// review), and @rsbuild/core 0.1.0 was installed in /tmp/rev92f/run01 and run there. Only 0.5.9 is installed in this
// repository, so what a fix says of an earlier release is noted here, and the test runs what it says of 0.5.9.
//
// - community/releases/v0-1, "Writing dev output to disk": "The dev server keeps its output in memory. To also write it
//   to the output directory, set `dev.writeToDisk` to `true`, or to a function ...". Not in 0.1: the dev server of
//   0.1.0 to 0.1.9 wrote its output to disk by default. mergeDevOptions gives dev.writeToDisk the default
//   `(file) => !file.includes(".hot-update.")` (@rsbuild/shared 0.1.0 dist/devServer.js 78-94, the same in 0.1.4;
//   0.1.6 and 0.1.9 dist/server.js 91 and 95), which the dev middleware hands to webpack-dev-middleware (@rsbuild/core
//   0.1.0 dist/server/dev-middleware/index.js 81-87). In 0.0.25 the same function was the default of
//   dev.devMiddleware.writeToDisk (@rsbuild/shared 0.0.25 dist/devServer.js 92-94). From 0.2.1 the default is false
//   (@rsbuild/shared 0.2.1 dist/server.js 95; @rsbuild/core 0.2.18 to 0.4.1 dist/server/helper.js; 0.5.9
//   core/src/server/helper.ts 167); review97d found it already in v0.2.0 (packages/shared/src/server.ts 94 at the tag),
//   so the page now says "From 0.2.0 on". A run of `rsbuild dev` of 0.1.0 without a config wrote dist/index.html and
//   dist/static/js/*, and no hot-update file after an edit; with `dev.writeToDisk: true` the edit wrote
//   index.<hash>.hot-update.js/.json into dist. The page now says so; the test runs the 0.5.9 half: nothing is
//   written by default, the page's function writes the output without hot-update files, `true` writes those too.
// - community/releases/v0-1, intro: "everything that configures the HTTP server now lives in a new top-level `server`
//   section". Not everything: the ServerConfig of 0.1.0 holds compress, port, https, host, headers, htmlFallback,
//   historyApiFallback and proxy (@rsbuild/shared 0.1.0 dist/types/config/server.d.ts 21-56), while the custom
//   middlewares of the dev server stay in DevConfig as dev.setupMiddlewares (dist/types/config/dev.d.ts 43-50), as the
//   page's own "options that stay in dev" says. Now: "the HTTP server's port, host, HTTPS, compression, headers, proxy
//   and fallback options now live in a new top-level `server` section (custom middlewares stay in
//   `dev.setupMiddlewares`)". Settled by the 0.1.0 types; no test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compilations, devServer, distFiles, edit, nextCompilation, pageSays, project } from './topics-support';

test('community/releases/v0-1 "From 0.2.0 on the default is `false`: in 0.5.9 the output stays in memory unless you set `dev.writeToDisk`, for example to the function below."', async () => {
  pageSays(
    'community/releases/v0-1',
    {
      en: 'The dev server of 0.1 writes its output to the output directory as well: the default of `dev.writeToDisk` is a function that receives each file name and writes every file except hot-update files, as `dev.devMiddleware.writeToDisk` did in 0.0.25. `false` keeps the output in memory only, and `true` writes the hot-update files too. From 0.2.0 on the default is `false`: in 0.5.9 the output stays in memory unless you set `dev.writeToDisk`, for example to the function below.',
      zh: '0.1 的开发服务器还会把构建产物写入产物目录：`dev.writeToDisk` 的默认值是一个函数，接收每个文件名，写入除热更新文件以外的所有文件，与 0.0.25 中 `dev.devMiddleware.writeToDisk` 的默认行为相同。设置为 `false` 时产物只保存在内存中，设置为 `true` 时热更新文件也会写入。从 0.2.0 开始默认值改为 `false`：在 0.5.9 中，除非设置 `dev.writeToDisk`（例如设置为下面的函数），产物只保存在内存中。',
    },
    { en: 'The dev server keeps its output in memory.', zh: '开发服务器默认把构建产物保存在内存中。' },
  );
  // A dev server is started, src/index.js edited once (a hot update is compiled), and the files of dist/ listed.
  const run = async (config?: string): Promise<string[]> => {
    const files: Record<string, string> = { 'src/index.js': "console.log('first');\n" };
    if (config) files['rsbuild.config.mjs'] = `export default { dev: { writeToDisk: ${config} } };\n`;
    const dir = project(files);
    const server = await devServer(dir);
    try {
      const done = compilations(server);
      edit(dir, 'src/index.js', 'first', 'second');
      await nextCompilation(server, done);
      return distFiles(dir);
    } finally {
      await server.stop();
    }
  };
  const hot = (files: string[]) => files.filter((f) => f.includes('.hot-update.'));

  // 0.5.9's default: nothing is written to disk.
  assert.deepEqual(await run(), [], 'no dist/ by default');

  // The page's function: the page and its script are written, the hot-update files are not.
  const some = await run("(file) => !file.includes('.hot-update.')");
  assert.ok(some.includes('index.html'), some.join(', '));
  assert.ok(
    some.some((f) => /^static\/js\/index\.js$/.test(f)),
    some.join(', '),
  );
  assert.deepEqual(hot(some), [], 'the function leaves the hot-update files out');

  // true: the hot update of the edit is written too.
  const all = await run('true');
  assert.ok(all.includes('index.html'), all.join(', '));
  assert.ok(hot(all).length > 0, `true writes the hot-update files: ${all.join(', ')}`);
});
