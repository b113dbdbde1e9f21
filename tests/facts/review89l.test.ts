// Facts behind the accuracy review of session 89 (slice l): plugins/dev/core and plugins/list/plugin-umd, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it (and no longer say what they said before).
//
// - plugins/dev/core, api.transform: the page said "without `test`, every module goes through the handler", as if that
//   were a usable form. It is true, but every module includes the HTML template that html-rspack-plugin compiles in its
//   child compiler: its loader (html-rspack-plugin/lib/loader.js) returns the template untouched as soon as another
//   loader applies to it, so the raw HTML is parsed as JavaScript and the build fails with `Module parse failed`
//   (core/src/provider/initPlugins.ts 109-127: the rule gets no test at all). A handler that returns the code unchanged
//   is enough to break it; with tools.htmlPlugin false the same plugin builds. Now the page says so.
// - plugins/dev/core, api.transform: the page said the handler returns "an object `{ code, map }` with a source map".
//   0.5.9's loader (core/src/rspack/transformLoader.ts 33-41) passes `result.map` on only when a map came in from an
//   earlier loader (`useMap = map !== undefined && map !== null`); the transform rule is added after Rsbuild's own
//   rules, so its loader runs first and gets none: the returned map is dropped, and the module's source map shows the
//   code the handler returned. Now the page says so.
// - plugins/dev/core, Hook methods: the table said onBeforeBuild and onAfterBuild run "Around a production build
//   (`rsbuild build`)". They run around every build() call, whatever the mode: with NODE_ENV=development, `rsbuild
//   build` builds in development mode (names without a hash) and both callbacks run and see `development`. Now "Around
//   a build with `rsbuild build` or `rsbuild.build()`, in production or development mode".
// - plugins/dev/core, Hook methods: the table said onExit runs "When the Node.js process exits". Rsbuild listens to
//   the `exit` event and turns SIGINT (Ctrl+C) into process.exit(0) (shared/src/utils.ts 278-286, onExitProcess); a
//   process that SIGTERM ends emits no `exit` event, and no onExit callback runs (as plugins/dev/hooks already says,
//   tests/facts/review85b.test.ts). Now the same caveat as on that page.
//
// Checked without a change (see /work/review89/REPORT-l.md): the context values and when they change, the readonly
// error, the errors of getNormalizedConfig / getRsbuildConfig / getHTMLPaths, isPluginExists with built-in and removed
// plugins, expose/useExposed (first value wins, the pages/blog example), resource/resourceQuery/addDependency/emitFile;
// on plugin-umd every row of "What the plugin changes", the sizes, the AMD name, the nested name, export arrays,
// externals, dist/async, asyncChunks: false, index.css and injectStyles, the .LICENSE.txt file and the dev runtime.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distFiles, distText, onExitAfter, pageSays, project, rsbuild } from './topics-support';

const ROUTE = 'plugins/dev/core';

/** An rsbuild.config.mjs with a plugin that calls api.transform(descriptor, handler). */
const transformConfig = (descriptor: string, handler: string, config: string): string =>
  [
    'const pluginTransform = {',
    "  name: 'review:transform',",
    '  setup(api) {',
    `    api.transform(${descriptor}, ${handler});`,
    '  },',
    '};',
    `export default { plugins: [pluginTransform], ${config} };`,
    '',
  ].join('\n');

test(`${ROUTE} "without \`test\`, every module goes through the handler, the HTML template as well: html-rspack-plugin then leaves the template uncompiled, and the build fails with \`Module parse failed\`"`, () => {
  pageSays(
    ROUTE,
    {
      en: 'without `test`, every module goes through the handler, the HTML template as well: html-rspack-plugin then leaves the template uncompiled, and the build fails with `Module parse failed`. Always give a `test`, unless HTML generation is off ([tools.htmlPlugin](/config/tools/html-plugin) `false`).',
      zh: '不传 `test` 时，所有模块都会经过这个处理函数，HTML 模板也不例外：html-rspack-plugin 会因此不再编译模板，构建报 `Module parse failed` 失败。所以请始终传入 `test`，除非已经关闭了 HTML 生成（[tools.htmlPlugin](/zh/config/tools/html-plugin) 为 `false`）。',
    },
    {
      en: 'without `test`, every module goes through the handler.',
      zh: '不传 `test` 时，所有模块都会经过这个处理函数。',
    },
  );
  const files = { 'src/index.js': "console.log('hello');\n" };
  // A handler that changes nothing, registered without a test: the template fails to build.
  const withHtml = project({
    ...files,
    'rsbuild.config.mjs': transformConfig('{}', '({ code }) => code', ''),
  });
  const failed = rsbuild(withHtml, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.match(failed.output, /\[html-rspack-plugin\]:\s+× Module parse failed/);
  assert.match(failed.output, /<!doctype html>/, 'what failed to parse is the HTML template');

  // The same plugin with HTML generation off builds.
  const noHtml = project({
    ...files,
    'rsbuild.config.mjs': transformConfig('{}', '({ code }) => code', 'tools: { htmlPlugin: false }'),
  });
  const built = rsbuild(noHtml, ['build']);
  assert.equal(built.code, 0, built.output);
  assert.ok(
    distFiles(noHtml).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    'the script is written',
  );
});

test(`${ROUTE} "0.5.9 keeps that \`map\` only when a loader that ran before the handler passed a source map in; the built-in loaders run after it, so the \`map\` is dropped"`, () => {
  pageSays(
    ROUTE,
    {
      en: '0.5.9 keeps that `map` only when a loader that ran before the handler passed a source map in; the built-in loaders run after it, so the `map` is dropped, and the source map of the module shows the code the handler returned, not the file on disk.',
      zh: '0.5.9 只有在处理函数之前执行的 loader 传入了 source map 时才会保留这个 `map`；内置 loader 都在处理函数之后执行，所以 `map` 会被丢弃，模块的 source map 显示的是处理函数返回的代码，而不是磁盘上的原文件。',
    },
    {
      en: 'or an object `{ code, map }` with a source map.',
      zh: '或者带 source map 的对象 `{ code, map }`。',
    },
  );
  // The handler returns a map that names a source of its own, ORIGINAL-SOURCE.txt, with its own content.
  const map = JSON.stringify({
    version: 3,
    file: 'index.js',
    sources: ['ORIGINAL-SOURCE.txt'],
    sourcesContent: ['ORIGINAL CONTENT'],
    names: [],
    mappings: 'AAAA',
  });
  const dir = project({
    'src/index.js': "console.log('from disk');\n",
    'rsbuild.config.mjs': transformConfig(
      '{ test: /index\\.js$/ }',
      `({ code }) => ({ code: code.replace('from disk', 'RETURNED BY THE HANDLER'), map: ${map} })`,
      "output: { sourceMap: { js: 'source-map' } }",
    ),
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  const sourceMap = JSON.parse(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/)) as {
    sources: string[];
    sourcesContent: string[];
  };
  assert.ok(
    sourceMap.sources.every((s) => !s.includes('ORIGINAL-SOURCE')),
    `the returned map is not used: ${sourceMap.sources.join(', ')}`,
  );
  const index = sourceMap.sources.findIndex((s) => s.endsWith('src/index.js'));
  assert.ok(index >= 0, `the module is in the map: ${sourceMap.sources.join(', ')}`);
  assert.match(sourceMap.sourcesContent[index], /RETURNED BY THE HANDLER/, "the module's source is the handler's code");
  assert.doesNotMatch(sourceMap.sourcesContent[index], /from disk/, 'not the file on disk');
});

test(`${ROUTE} onBeforeBuild, onAfterBuild "Around a build with \`rsbuild build\` or \`rsbuild.build()\`, in production or development mode"`, () => {
  pageSays(
    ROUTE,
    {
      en: '| Around a build with `rsbuild build` or `rsbuild.build()`, in production or development mode |',
      zh: '| 在 `rsbuild build` 或 `rsbuild.build()` 执行构建的前后，生产模式和开发模式都会执行 |',
    },
    { en: '| Around a production build (`rsbuild build`) |', zh: '| 在生产构建（`rsbuild build`）的前后 |' },
  );
  const dir = project({
    'src/index.js': "console.log('hello');\n",
    'rsbuild.config.mjs': [
      'const pluginHooks = {',
      "  name: 'review:build-hooks',",
      '  setup(api) {',
      "    api.onBeforeBuild(() => console.log('BEFORE-BUILD', process.env.NODE_ENV));",
      "    api.onAfterBuild(() => console.log('AFTER-BUILD', process.env.NODE_ENV));",
      '  },',
      '};',
      'export default { plugins: [pluginHooks] };',
      '',
    ].join('\n'),
  });
  // NODE_ENV=development: rsbuild build keeps it, and builds in development mode (no content hash in the names).
  const run = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /BEFORE-BUILD development/);
  assert.match(run.output, /AFTER-BUILD development/);
  assert.ok(distFiles(dir).includes('static/js/index.js'), `a development build: ${distFiles(dir).join(', ')}`);
});

test(`${ROUTE} onExit "When the Node.js process exits, unless a signal other than Ctrl+C's (such as the SIGTERM of \`kill\`) ends it"`, async () => {
  pageSays(
    ROUTE,
    {
      en: "| When the Node.js process exits, unless a signal other than Ctrl+C's (such as the SIGTERM of `kill`) ends it |",
      zh: '| Node.js 进程退出时（被 Ctrl+C 以外的信号终止时除外，如 `kill` 的 SIGTERM） |',
    },
    { en: '| When the Node.js process exits |', zh: '| Node.js 进程退出时 |' },
  );
  // SIGTERM ends the process by the signal, not by process.exit(), and no onExit runs; Ctrl+C exits with 0 after it.
  assert.deepEqual(await onExitAfter('SIGTERM'), { exitCode: null, signalCode: 'SIGTERM', ran: false });
  assert.deepEqual(await onExitAfter('SIGINT'), { exitCode: 0, signalCode: null, ran: true });
});
