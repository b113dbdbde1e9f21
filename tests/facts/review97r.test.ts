// Facts behind the accuracy review of session 97 (slice r): config/source/include and plugins/list/plugin-check-syntax,
// in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentences it backs, and checks that both languages say them.
//
// Fixes: none. Both pages were read statement by statement against the 0.5.9 source (shared/src/chain.ts 244-274,
// applyScriptCondition; core/src/provider/plugins/swc.ts; plugin-babel/src/plugin.ts; plugin-check-syntax/src/*;
// shared/src/getBrowserslist.ts) and no statement was found false. What no earlier facts file ran, and what this file
// runs to confirm it:
// - config/source/include, Condition types: a function, a logical `{ and: [...] }` object and a nested array are each
//   accepted by Rspack 0.5.9 (the one 0.5.9 installs) and select files: under chrome >= 70 the `?.` of each selected
//   package is compiled, while those of a package outside the conditions (and of another folder of the same package
//   as the `and` one) stay as written.
// - config/source/include, Caveats: "Polyfills follow the compile scope. With `output.polyfill: 'usage'`, polyfills
//   are only injected for code that is compiled." A package calling Array.prototype.at (chrome >= 70 lacks it) gets
//   no core-js module until it is listed in source.include, then es.array.at is bundled.
// - plugins/list/plugin-check-syntax, exclude: "For inline scripts of an HTML file, the expression is also tested
//   against the absolute path of the HTML file, and a match skips all inline scripts of that file" (CheckSyntaxPlugin.ts,
//   check(): checkIsExcludeSource(filepath, …) with the absolute file path); Limits: "a failed build still leaves the
//   files in the output directory" (the check runs in afterEmit); How it works: "for the `node`, `web-worker` and
//   `service-worker` targets it does nothing" (index.ts: `if (isDev || target !== 'web') return`).
//   @rsbuild/plugin-check-syntax is not installed in the repository, and the registry reachable here has no 0.5.9 of
//   it. With REVIEW97r_DEPS set to a folder where `npm i --prefix <folder> --legacy-peer-deps
//   @rsbuild/plugin-check-syntax@0.5.4` was run, the test copies the plugin into the project beside @rsbuild/core and
//   @rsbuild/shared 0.5.9 and links the folder's other packages (acorn, htmlparser2, source-map …); without it, that
//   test only checks the pages' words. The 0.5.4 dist/index.js does what the 0.5.9 source does in the parts used here
//   (compared in review83d and review89k).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';
import { projectWithPackage } from './outside-packages';

const DEPS = process.env.REVIEW97r_DEPS;

test('config/source/include "Condition types" (function, logical object, nested array) and "Polyfills follow the compile scope"', () => {
  pageSays('config/source/include', {
    en: '- **Function**: `(path: string) => boolean`, the file is compiled when it returns `true`.',
    zh: '- **函数**：`(path: string) => boolean`，返回 `true` 时编译该文件。',
  });
  pageSays('config/source/include', {
    en: '- **Array**: a nested array matches when any of its items matches.',
    zh: '- **数组**：嵌套数组中任意一项匹配即算匹配。',
  });
  pageSays('config/source/include', {
    en: "With `output.polyfill: 'usage'`, polyfills are only injected for code that is compiled.",
    zh: "当 `output.polyfill` 为 `'usage'` 时，只有被编译的代码才会注入 polyfill。",
  });

  const pkg = '{ "name": "x", "version": "1.0.0", "main": "index.js" }\n';
  const dir = project({
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["chrome >= 70"] }\n',
    'node_modules/@my-scope/fn-lib/package.json': pkg,
    'node_modules/@my-scope/fn-lib/index.js': 'export const fn = (o) => o?.fnScope;\n',
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "version": "1.0.0" }\n',
    'node_modules/some-lib/esm/index.js': 'export const esm = (o) => o?.someEsm;\n',
    'node_modules/some-lib/lib/index.js': 'export const lib = (o) => o?.someLib;\n',
    'node_modules/nested-lib/package.json': pkg,
    'node_modules/nested-lib/index.js': 'export const nested = (o) => o?.nestedArr;\n',
    'node_modules/plain-lib/package.json': pkg,
    'node_modules/plain-lib/index.js': 'export const plain = (o) => o?.plainOne;\n',
    'node_modules/poly-lib/package.json': pkg,
    'node_modules/poly-lib/index.js': 'export const poly = (a) => [a, "polyAt"].at(-1);\n',
    'src/index.js': [
      "import { fn } from '@my-scope/fn-lib';",
      "import { esm } from 'some-lib/esm/index.js';",
      "import { lib } from 'some-lib/lib/index.js';",
      "import { nested } from 'nested-lib';",
      "import { plain } from 'plain-lib';",
      "import { poly } from 'poly-lib';",
      'console.log(fn(window), esm(window), lib(window), nested(window), plain(window), poly(1));',
      '',
    ].join('\n'),
    'rsbuild.config.mjs': [
      'export default {',
      "  output: { minify: false, polyfill: 'usage' },",
      '  source: {',
      '    include: process.env.WITH_INCLUDE ? [',
      "      (filePath) => filePath.includes('@my-scope'),",
      '      { and: [/[\\\\/]node_modules[\\\\/]/, /[\\\\/]some-lib[\\\\/]esm[\\\\/]/] },',
      '      [/[\\\\/]nested-lib[\\\\/]/],',
      '      /[\\\\/]poly-lib[\\\\/]/,',
      '    ] : [],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const js = () => distText(dir, /^static\/js\/.+\.js$/);

  const without = rsbuild(dir, ['build']);
  assert.equal(without.code, 0, without.output);
  let out = js();
  for (const key of ['fnScope', 'someEsm', 'someLib', 'nestedArr', 'plainOne']) {
    assert.ok(out.includes(`o?.${key}`), `without source.include, the ?. of ${key} stays`);
  }
  assert.doesNotMatch(out, /es\.array\.at/, 'and the uncompiled package gets no polyfill for .at()');

  const withInclude = rsbuild(dir, ['build'], { WITH_INCLUDE: '1' });
  assert.equal(withInclude.code, 0, withInclude.output);
  out = js();
  for (const key of ['fnScope', 'someEsm', 'nestedArr']) {
    assert.ok(!out.includes(`o?.${key}`), `the package selected by a condition is compiled: ${key}`);
    assert.ok(out.includes(`o.${key}`), `its code is still there: ${key}`);
  }
  assert.ok(out.includes('o?.someLib'), 'another folder of some-lib does not match the { and } condition');
  assert.ok(out.includes('o?.plainOne'), 'a package no condition names stays as written');
  assert.match(out, /es\.array\.at/, 'the listed package calling .at() now gets the core-js module');
});

/**
 * A project of `files` with @rsbuild/core and @rsbuild/shared 0.5.9, @rsbuild/plugin-check-syntax of REVIEW97r_DEPS
 * copied in (so that its require('@rsbuild/core') finds 0.5.9) and the folder's other packages linked.
 */
function withCheckSyntax(files: Record<string, string>): string {
  return projectWithPackage(files, DEPS ?? '', '@rsbuild/plugin-check-syntax');
}

test('plugins/list/plugin-check-syntax exclude "tested against the absolute path of the HTML file", Limits "a failed build still leaves the files", How it works "for the `web-worker` ... target it does nothing"', (t) => {
  pageSays('plugins/list/plugin-check-syntax', {
    en: 'For inline scripts of an HTML file, the expression is also tested against the absolute path of the HTML file, and a match skips all inline scripts of that file.',
    zh: '对于 HTML 文件中的内联脚本，正则表达式还会与 HTML 文件的绝对路径进行匹配，匹配成功时会跳过该文件中的所有内联脚本。',
  });
  pageSays('plugins/list/plugin-check-syntax', {
    en: 'The check runs after Rspack has emitted the output, so a failed build still leaves the files in the output directory.',
    zh: '检查在 Rspack 输出产物之后进行，因此即使构建失败，文件也已经留在产物目录中。',
  });
  pageSays('plugins/list/plugin-check-syntax', {
    en: 'in `rsbuild dev` and for the `node`, `web-worker` and `service-worker` targets it does nothing.',
    zh: '在 `rsbuild dev` 中，以及对于 `node`、`web-worker` 和 `service-worker` 构建目标，它不做任何事情。',
  });
  if (!DEPS) {
    t.skip('REVIEW97r_DEPS is not set: @rsbuild/plugin-check-syntax is not installed in the repository');
    return;
  }

  const dir = withCheckSyntax({
    'package.json': '{ "name": "my-app", "private": true }\n',
    'index.html': '<!doctype html><html><head><script>var a = window.x ?? 1;</script></head><body><div id="root"></div></body></html>\n',
    'src/index.js': 'self.y = self.x ?? 1;\n',
    'rsbuild.config.mjs': [
      "import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';",
      'export default {',
      "  output: { targets: [process.env.TARGET || 'web'] },",
      "  html: { template: './index.html' },",
      '  plugins: [pluginCheckSyntax(process.env.EXCLUDE ? { exclude: new RegExp(process.env.EXCLUDE) } : {})],',
      '};',
      '',
    ].join('\n'),
  });

  // The default list is checked against ES2017: the ?? of the inline script and of the entry both fail.
  const failed = rsbuild(dir, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.match(failed.output, /source:\s+\/dist\/index\.html:1:\d+/, 'the inline script is reported');
  assert.match(failed.output, /source:\s+\/dist\/static\/js\/index\.[0-9a-f]{8}\.js/, 'and the entry');
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')), 'the failed build left dist/index.html');
  assert.ok(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('??'), 'and the entry file');

  // An expression that only the absolute path of the HTML file matches (the reported path is /dist/index.html):
  // the inline script is skipped, the entry is still reported.
  const absolute = `${path.basename(dir)}[\\\\/]dist[\\\\/]index\\.html$`;
  const excluded = rsbuild(dir, ['build'], { EXCLUDE: absolute });
  assert.notEqual(excluded.code, 0, excluded.output);
  assert.doesNotMatch(excluded.output, /source:\s+\/dist\/index\.html/, 'the inline script is not reported');
  assert.match(excluded.output, /source:\s+\/dist\/static\/js\/index\./, 'the entry still is');

  // The web-worker target: the plugin adds nothing, the build passes with the entry's ??.
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body></body></html>\n');
  const worker = rsbuild(dir, ['build'], { TARGET: 'web-worker' });
  assert.equal(worker.code, 0, worker.output);
  assert.doesNotMatch(worker.output, /Syntax Checker|syntax check/, 'no check runs');
  assert.ok(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('??'), 'though the output keeps ??');
});
