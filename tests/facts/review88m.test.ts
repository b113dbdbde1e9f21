// Facts behind the accuracy review of session 88 (slice m): guide/framework/vue2, guide/framework/solid,
// plugins/list/plugin-preact, guide/start/npm-packages and api/start/index, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it.
//
// Fixes:
// - api/start/index, "What the CLI adds", row "Errors": the CLI column said errors are "Printed, then the process exits
//   with code 1", the API column "The promise rejects; handle it". That holds for a failed build and for a server that
//   cannot start (core/src/cli/commands.ts 64-130: each action catches, logs and calls process.exit(1)), not for compile
//   errors while `rsbuild dev` runs: the dev server prints them and keeps running. On the API side only build() rejects
//   (core/src/provider/build.ts 66-70, `Rspack build failed!`); startDevServer() resolves once the server listens and
//   the compile errors are printed as by the CLI (core/src/server/devServer.ts: the promise of listen() does not wait for
//   the compilation). Test below: a project with a syntax error, `rsbuild dev` stays up and answers, `rsbuild build`
//   exits with 1, and startDevServer() from a script resolves and prints the error.
//
// Fixed by reading the source, no test (the package is not a dependency of this site):
// - guide/start/npm-packages, "Feature plugins", @rsbuild/plugin-image-compress: "Compresses JPEG, PNG, ICO and SVG
//   files in production builds". With no options the plugin compresses JPEG, PNG and ICO only:
//   packages/plugin-image-compress/src/index.ts line 8, `DEFAULT_OPTIONS: Codecs[] = ['jpeg', 'png', 'ico']`, used by
//   normalizeOptions (lines 30-34) when no codec is given; the svg codec (src/shared/codecs.ts 47-55, svgo) runs only
//   when 'svg' is listed. The row now says so. The plugin skips development builds (src/index.ts 44-47, `if (isDev)`).
//
// Fixed by a run by hand and the source of vue-loader 15, no test (vue@2 and vue-loader 15 are not dependencies of this
// site, which has Vue 3 only):
// - guide/framework/vue2, lead: "The result supports hot updates that keep component state" read as true of every edit.
//   It holds for template and style edits only. vue-loader 15.11.1 (lib/codegen/hotReload.js) re-renders on a template
//   change (api.rerender) but calls vue-hot-reload-api's reload() when the script block changes, which builds a new
//   constructor and re-creates the component, so its data starts again. Run by hand with @rsbuild/core 0.5.9, the
//   plugin's 0.5.9 source (packages/plugin-vue2/src) as CommonJS, vue 2.7.16, vue-loader 15.11.1 and webpack 5, on the
//   page's App.vue in Chromium: after two clicks (Count: 2), editing the heading or the $brand colour kept Count: 2 with
//   one page load; adding a `methods` entry to the <script> block updated the page without a reload and showed Count: 0.
//   The lead now limits the kept state to template and style edits, and "Run the app" says what a script edit does.
// - guide/framework/vue2, "Run the app": "Two style variants fail" (<style module> and <style lang="sass">) read as the
//   complete list. <style lang="postcss"> fails too: vue-loader 15's plugin matches the cloned rules against
//   App.vue.postcss, no rule of Rsbuild 0.5.9 tests that name (its CSS rule is /\.css$/), and the block is parsed as
//   JavaScript. Same by-hand setup: `rsbuild build` printed `Module parse failed:` / `JavaScript parsing error:
//   Expression expected`; a plain <style> with `user-select: none` built to `-webkit-user-select:none;user-select:none`
//   (PostCSS with Autoprefixer ran). The list now says "These style variants fail" and names lang="postcss".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort, pageSays, probe, project, rsbuild, startRsbuild, waitFor } from './topics-support';

test('api/start/index "compile errors in `rsbuild dev` are printed and the dev server keeps running ... `startDevServer()` resolves even then": with a syntax error, rsbuild dev keeps serving, rsbuild build exits with 1, startDevServer() resolves and prints the error', async (t) => {
  pageSays(
    'api/start/index',
    {
      en: '| Errors | A failed build, or a server that cannot start, is printed and the process exits with code 1; compile errors in `rsbuild dev` are printed and the dev server keeps running | `build()` rejects when the compilation has errors, so handle it; `startDevServer()` resolves even then, and the errors are printed as in `rsbuild dev` |',
      zh: '| 错误 | 构建失败或服务器无法启动时，打印错误，然后进程以退出码 1 结束；`rsbuild dev` 遇到编译错误时只打印错误，开发服务器继续运行 | 编译出错时 `build()` 返回的 Promise 会被拒绝，需要自行处理；`startDevServer()` 此时仍会 resolve，并像 `rsbuild dev` 一样打印错误 |',
    },
    {
      en: '| Errors | Printed, then the process exits with code 1 | The promise rejects; handle it |',
      zh: '| 错误 | 打印错误，然后进程以退出码 1 结束 | Promise 被拒绝，需要自行处理 |',
    },
  );
  const files = { 'src/index.js': 'const broken = ;\n' };

  // rsbuild dev: the compile error is printed, the process stays and the server answers.
  const dir = project(files);
  const port = await freePort();
  const dev = startRsbuild(dir, ['dev', '--port', String(port)]);
  t.after(() => dev.stop());
  assert.ok(await waitFor(() => /Compile error/.test(dev.log()), 60_000), dev.log());
  assert.match(dev.log(), /Syntax Error/);
  const answer = await fetch(`http://localhost:${port}/`);
  assert.equal(answer.status, 200);
  assert.equal(dev.child.exitCode, null, 'rsbuild dev is still running');
  await dev.stop();

  // rsbuild build: the error is printed and the process exits with 1.
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Failed to build\./);

  // startDevServer() from a script: the promise resolves although the code does not compile, and the error is printed.
  const apiPort = await freePort();
  const { output, result } = await probe(
    files,
    [
      "import { createRsbuild } from '@rsbuild/core';",
      `const rsbuild = await createRsbuild({ rsbuildConfig: { server: { port: ${apiPort} } } });`,
      'let failed = false;',
      'rsbuild.onDevCompileDone(({ stats }) => { failed = stats.hasErrors(); });',
      'try {',
      '  const { port, server } = await rsbuild.startDevServer();',
      '  const start = Date.now();',
      '  while (!failed && Date.now() - start < 60000) await new Promise((r) => setTimeout(r, 100));',
      '  report({ resolved: true, port, failed });',
      '  await server.close();',
      '} catch (e) {',
      '  report({ resolved: false, message: String(e) });',
      '}',
      'process.exit(0);',
    ].join('\n'),
  );
  assert.deepEqual(result, { resolved: true, port: apiPort, failed: true }, output);
  assert.match(output, /Syntax Error/);
});
