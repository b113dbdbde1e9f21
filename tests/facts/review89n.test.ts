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
// - config/tools/html-plugin, the Type lines of the options Rsbuild computes: they named narrower types than the
//   plugin takes. The HTMLPluginOptions of 0.5.9 are the typings of html-rspack-plugin 5.6.2 (shared/src/types/
//   config/tools.ts 26 imports them from 'html-webpack-plugin', which 0.5.9 installs as
//   npm:html-rspack-plugin@5.6.2). Its typings.d.ts says chunks?: "all" | string[] (252), favicon?: false | string
//   (270), filename?: string | ((entryName: string) => string) (279), scriptLoading?: "blocking" | "defer" |
//   "module" | "systemjs-module" (305), minify?: "auto" | boolean | MinifyOptions (324), and a templateParameters
//   function may return a Promise (347-364). The page said string[], string, string, 'blocking' | 'defer' | 'module',
//   boolean | MinifyOptions, and a function returning Record<string, any>. The run below passes each of the added
//   values through tools.htmlPlugin and shows that the build takes them.
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

test('config/tools/html-plugin "Type: \'all\' | string[]" (chunks) + "false | string" (favicon) + "string | ((entryName: string) => string)" (filename) + "\'systemjs-module\'" (scriptLoading) + "\'auto\' | boolean | MinifyOptions" (minify) + a templateParameters function returning a Promise', () => {
  const types = (T: string) => ({
    chunks: `### htmlPlugin.chunks\n\n${T}\`'all' | string[]\``,
    favicon: `### htmlPlugin.favicon\n\n${T}\`false | string\``,
    filename: `### htmlPlugin.filename\n\n${T}\`string | ((entryName: string) => string)\``,
    scriptLoading: `${T}\`'blocking' | 'defer' | 'module' | 'systemjs-module'\``,
    minify: `${T}\`'auto' | boolean | MinifyOptions\``,
    templateParameters: '=> Record<string, any> | Promise<Record<string, any>>)`',
  });
  const old = (T: string) => ({
    chunks: `### htmlPlugin.chunks\n\n${T}\`string[]\``,
    favicon: `### htmlPlugin.favicon\n\n${T}\`string\`\n`,
    filename: `### htmlPlugin.filename\n\n${T}\`string\`\n`,
    scriptLoading: `${T}\`'blocking' | 'defer' | 'module'\`\n`,
    minify: `${T}\`boolean | MinifyOptions\``,
    templateParameters: '=> Record<string, any>)`',
  });
  const en = types('- **Type:** ');
  const zh = types('- **类型：** ');
  const enOld = old('- **Type:** ');
  const zhOld = old('- **类型：** ');
  for (const key of Object.keys(en) as Array<keyof typeof en>) {
    pageSays('config/tools/html-plugin', { en: en[key], zh: zh[key] }, { en: enOld[key], zh: zhOld[key] });
  }

  const dir = project({
    'src/index.js': "document.title = 'ok';\n",
    'src/favicon.ico': 'icon',
    'rsbuild.config.mjs': [
      'export default {',
      "  html: { favicon: './src/favicon.ico' },",
      '  tools: {',
      '    htmlPlugin: {',
      "      chunks: 'all',",
      '      favicon: false,',
      '      filename: (entryName) => `page-${entryName}.html`,',
      "      scriptLoading: 'systemjs-module',",
      "      minify: 'auto',",
      "      templateParameters: async () => ({ mountId: 'app' }),",
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const out = distFiles(dir);
  // filename as a function of the entry name; favicon: false drops the html.favicon file
  assert.ok(out.includes('page-index.html'), out.join());
  assert.ok(!out.includes('index.html'), out.join());
  assert.ok(!out.some((f) => f.endsWith('.ico')), out.join());
  const html = distText(dir, /^page-index\.html$/);
  assert.doesNotMatch(html, /rel="icon"/);
  // chunks: 'all' still injects the entry, with scriptLoading 'systemjs-module'
  assert.match(html, /<script type="systemjs-module" src="\/static\/js\/index\.\w+\.js"><\/script>/);
  // the promise of templateParameters is awaited: mountId 'app'
  assert.match(html, /<div id="app"><\/div>/);
  // minify 'auto' minifies in a production build: the template's line breaks are gone
  assert.ok(!html.includes('\n'), html);
});
