// Facts behind the accuracy review of session 89 (slice n): config/tools/css-loader and config/tools/html-plugin, in
// both languages. Each test runs the CLI of @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names
// the page and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/tools/css-loader, "Where the defaults come from": the page said `auto` makes "files named *.module.*"
//   CSS Modules. That holds for Rspack's built-in CSS (CSS_MODULES_REGEX = /\.module\.\w+$/i,
//   shared/src/constants.ts 68, used by applyCSSModuleRule in core/src/provider/plugins/css.ts). But this page is
//   about css-loader, used with output.injectStyles: true, and css-loader 6.10.0 tests `auto: true` against
//   /\.module(s)?\.\w+$/i (getModulesOptions in @rsbuild/shared/compiled/css-loader/index.js), so `*.modules.*`
//   files are CSS Modules there too. The run below builds a.modules.css and b.module.css both ways.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

test('config/tools/css-loader "by default files named *.module.* or *.modules.*; without injectStyles, only *.module.*"', () => {
  pageSays(
    'config/tools/css-loader',
    {
      en: '(by default files named `*.module.*` or `*.modules.*`; without `injectStyles`, only `*.module.*`)',
      zh: '（默认是命名为 `*.module.*` 或 `*.modules.*` 的文件；不开启 `injectStyles` 时只有 `*.module.*`）',
    },
    {
      en: '(by default files named `*.module.*`)',
      zh: '（默认是命名为 `*.module.*` 的文件）',
    },
  );
  const files = (injectStyles: boolean) => ({
    'rsbuild.config.mjs': `export default { output: { injectStyles: ${injectStyles}, minify: false } };\n`,
    'src/index.js': "import a from './a.modules.css';\nimport b from './b.module.css';\nwindow.names = [a && a.foo, b && b.bar];\n",
    'src/a.modules.css': '.foo { color: red; }\n',
    'src/b.module.css': '.bar { color: blue; }\n',
  });

  // injectStyles: css-loader makes both files CSS Modules: both class names get a hash (base64, 6 characters)
  const withLoader = project(files(true));
  build(withLoader);
  assert.ok(!distFiles(withLoader).some((f) => f.endsWith('.css')), distFiles(withLoader).join());
  const js = distText(withLoader, /\.js$/);
  assert.match(js, /\bfoo-[\w-]{6}\b/);
  assert.match(js, /\bbar-[\w-]{6}\b/);

  // default CSS handling: only b.module.css is a CSS Module, .foo stays as written in the .css file
  const native = project(files(false));
  build(native);
  const css = distText(native, /\.css$/);
  assert.match(css, /\.foo \{/);
  assert.match(css, /\.bar-[0-9a-f]{6}/);
  assert.doesNotMatch(css, /\.foo-/);
});
