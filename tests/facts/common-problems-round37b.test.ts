// Facts behind the thirty-seventh round's (b) items, as readers describe the problem:
// 1. config/source/include (Swiper item): "使用了vueuse中的方法 在IE浏览器上会报错".
// 2. config/source/transform-import: "arco webpack plugin Style auto import dosen't work".
// 3. config/source/transform-import (same item as 2): "arco vue component library On-demand Import guide".
// 4. config/tools/autoprefixer: "css.css里的样式不会自动添加前缀 vue文件里的可以".
// 5. config/tools/less: "单独使用pro-table的时候，缺少pro-table的css，怎么引用".
// 6. config/tools/postcss: "PC端px单位转换vw单位不起作用 naive-ui".
// 7. config/tools/sass: "SCSS variable overrides not working vuetify webpack".
// 8. config/source/include (Swiper item, with 1): "静态文件中出现箭头函数".
// 9. guide/basic/cli (--env-mode; env-vars had no room): "webpack如何打包不同环境的配置 sit和uat对应不同后台ip地址".
// 10. plugins/list/plugin-rem: "file for node_modules not working when using postcss-pxtorem".
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Resting on other sources, not run here:
// - include (1): VueUse is not installed; packages of ours named @vueuse/core and @vueuse/shared, whose `module` is an
//   `.mjs` file with an async arrow function, a class and `??`, stand in for it. That the IE error of vueuse/vueuse#785
//   comes from such syntax rests on the report's thread (a reader found `async` in it) and on the published
//   @vueuse/core 6.4.1 (read by the review of round 37: its `index.mjs`, which `import` resolves to, holds some 330 `=>`
//   and `async` functions). (8): Element UI is not installed. In the published element-ui 2.13.0 (read by the same
//   review) the only `=>` of lib/element-ui.common.js is the string `expression: "() => toggleDropDownVisible(false)"`
//   that vue-template-compiler writes beside the compiled `function` of a directive; a CommonJS file of ours with that
//   shape stands in. No IE is run; the test reads the output's syntax.
// - transform-import (2, 3): Arco Design is not installed; packages of ours laid out as the pages say (web-react's
//   `es/Button/style/index.js` loading Less, web-vue's kebab-case `es/input-number`) stand in. The web-vue layout is
//   that of arco-design/arco-design-vue (packages/web-vue/components/input-number/style/index.ts); the web-react item is
//   the one @rsbuild/plugin-react 0.3 added (community/releases/v0-4). That the webpack report
//   (arco-design/arco-plugins#1) lacked Less support is its maintainers' answer; the arco webpack plugin is not run.
// - less (5): pro-table is not installed: a package of ours whose entry imports its own index.less stands in. That
//   pro-table's styles are Less and need less-loader is its maintainers' answer (ant-design/pro-table#445,
//   ant-design/pro-components#5727), and that each package has CSS in `dist/` is ant-design/pro-components#5159 (the
//   published @ant-design/pro-table 2.80.8 has es/Table.js importing './index.less', and dist/table.css).
// - postcss (6): naive-ui is not installed; that its components write their styles at runtime (CSS-in-JS) is naive-ui's
//   own design (tusen-ai/naive-ui#5525). A package of ours that inserts a <style> from JavaScript stands in, and a
//   px-to-vw PostCSS plugin of ours stands in for postcss-px-to-viewport.
// - sass (7): Vuetify is not installed: a package of ours with a `.sass` component style using a `!default` variable
//   stands in. That Vuetify 2's component styles are `.sass` files and that overrides need sass-loader's prepended data
//   is the report (vuetifyjs/vuetify#9434). The type error of the function form is the repository's TypeScript run on an
//   rsbuild.config.ts that imports 0.5.9's types; the build of the same file is 0.5.9's.
// - plugin-rem (10): postcss-pxtorem and @rsbuild/plugin-rem are not installed; a px-to-rem PostCSS plugin of ours in
//   postcss.config.js stands in. Parcel (parcel-bundler/parcel#8192) is not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, VUE_LINKS, build, distFiles, distText, project, rsbuild } from './topics-support';

const IE11 = '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n';
const includeConfig = (pkg: string) => `export default { source: { include: [/[\\\\/]node_modules[\\\\/]${pkg}[\\\\/]/] } };\n`;

// ---------------------------------------------------------------------------------------------------------
// config/source/include (1) "使用了vueuse中的方法 在IE浏览器上会报错"

test('config/source/include "使用了 vueuse 中的方法，在 IE 浏览器上会报错": with ie 11 in the browserslist, the .mjs files of @vueuse/core and @vueuse/shared keep async, => and ?? in the output; /[\\/]node_modules[\\/]@vueuse[\\/]/ in source.include compiles both packages to ES5', () => {
  const files = (config: string) => ({
    'package.json': IE11,
    'node_modules/@vueuse/core/package.json':
      '{ "name": "@vueuse/core", "version": "6.4.1", "main": "index.cjs", "module": "index.mjs" }\n',
    'node_modules/@vueuse/core/index.cjs': 'exports.unused = 1;\n',
    'node_modules/@vueuse/core/index.mjs':
      "import { noop } from '@vueuse/shared';\nexport const useSleep = async (ms) => { await new Promise((r) => setTimeout(r, ms)); return noop(ms); };\nexport class Store { get size() { return 1; } }\n",
    'node_modules/@vueuse/shared/package.json': '{ "name": "@vueuse/shared", "version": "6.4.1", "module": "index.mjs" }\n',
    'node_modules/@vueuse/shared/index.mjs': 'export const noop = (v) => v ?? 0;\n',
    'src/index.js':
      "import { useSleep, Store } from '@vueuse/core';\nuseSleep(1).then(function () { document.title = String(new Store().size); });\n",
    'rsbuild.config.mjs': config,
  });
  const plain = project(files('export default {};\n'));
  build(plain);
  const before = distText(plain, /\.js$/);
  assert.match(before, /async/);
  assert.match(before, /=>/);
  assert.match(before, /\?\?/);
  assert.match(before, /class \w+\{get size/);
  const included = project(files(includeConfig('@vueuse')));
  build(included);
  const after = distText(included, /\.js$/);
  assert.doesNotMatch(after, /async|=>|\?\?/);
  assert.doesNotMatch(after, /class \w+\{/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (8) "静态文件中出现箭头函数"

test('config/source/include "静态文件中出现箭头函数": element-ui 2.13.0\'s only => is the string expression: "() => toggleDropDownVisible(false)" beside a compiled function; with ie 11 in the browserslist it is in the output as that string, with or without element-ui in source.include, and it is the output\'s only =>', () => {
  const files = (config: string) => ({
    'package.json': IE11,
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.13.0", "main": "lib/element-ui.common.js" }\n',
    'node_modules/element-ui/lib/element-ui.common.js':
      'exports.render = function (_vm) {\n  return { directives: [{ name: "clickoutside", rawName: "v-clickoutside", value: function () { return _vm.toggleDropDownVisible(false); }, expression: "() => toggleDropDownVisible(false)" }] };\n};\n',
    'src/index.js': "import { render } from 'element-ui';\nconst mine = (a) => a + 1;\nwindow.x = [mine, render];\n",
    'rsbuild.config.mjs': config,
  });
  for (const config of ['export default {};\n', includeConfig('element-ui')]) {
    const dir = project(files(config));
    build(dir);
    const js = distText(dir, /\.js$/);
    assert.match(js, /expression:(["'])\(\) => toggleDropDownVisible\(false\)\1/);
    assert.equal(js.match(/=>/g)?.length, 1);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import (2, 3) "arco webpack plugin Style auto import dosen't work", "arco vue component library
// On-demand Import guide"

const ARCO_REACT = {
  'node_modules/@arco-design/web-react/package.json':
    '{ "name": "@arco-design/web-react", "version": "2.62.0", "main": "lib/index.js", "module": "es/index.js" }\n',
  'node_modules/@arco-design/web-react/es/index.js':
    "export { default as Button } from './Button';\nexport { default as DatePicker } from './DatePicker';\n",
  'node_modules/@arco-design/web-react/es/Button/index.js': "export default function Button() { return 'arco-btn'; }\n",
  'node_modules/@arco-design/web-react/es/Button/style/index.js': "import './index.less';\n",
  'node_modules/@arco-design/web-react/es/Button/style/index.less':
    "@import '../../style/theme.less';\n.arco-btn { color: @arco-primary; }\n",
  'node_modules/@arco-design/web-react/es/style/theme.less': '@arco-primary: #165dff;\n',
  'node_modules/@arco-design/web-react/es/DatePicker/index.js': "export default function DatePicker() { return 'arco-picker'; }\n",
  'node_modules/@arco-design/web-react/es/DatePicker/style/index.js': "import './index.less';\n",
  'node_modules/@arco-design/web-react/es/DatePicker/style/index.less': '.arco-picker { width: 200px; }\n',
};

test("config/source/transform-import \"arco webpack plugin: Style auto import doesn't work\": import { Button } from @arco-design/web-react brings no CSS without an item; with { libraryDirectory: 'es', camelToDashComponentName: false, style: true } the button's Less is compiled into static/css and DatePicker stays out", () => {
  const files = (config: string) => ({
    ...ARCO_REACT,
    'src/index.js': "import { Button } from '@arco-design/web-react';\ndocument.title = Button();\n",
    'rsbuild.config.mjs': config,
  });
  const plain = project(files('export default {};\n'));
  build(plain);
  assert.ok(!distFiles(plain).some((f) => f.endsWith('.css')));
  const item = project(
    files(
      "export default { source: { transformImport: [{ libraryName: '@arco-design/web-react', libraryDirectory: 'es', camelToDashComponentName: false, style: true }] } };\n",
    ),
  );
  build(item);
  assert.match(distText(item, /^static\/css\/.*\.css$/), /\.arco-btn\{color:#165dff\}/);
  assert.doesNotMatch(distText(item, /\.(css|js)$/), /arco-picker/);
});

test('config/source/transform-import "arco vue component library On-demand Import guide": in <script setup> of App.vue, import { Button, InputNumber } from @arco-design/web-vue with { libraryDirectory: \'es\', style: true } imports es/button and es/input-number with their Less; without the item no CSS', () => {
  const files = (config: string) => ({
    'node_modules/@arco-design/web-vue/package.json':
      '{ "name": "@arco-design/web-vue", "version": "2.55.0", "main": "lib/index.js", "module": "es/index.js" }\n',
    'node_modules/@arco-design/web-vue/es/index.js':
      "export { default as Button } from './button/index.js';\nexport { default as InputNumber } from './input-number/index.js';\n",
    'node_modules/@arco-design/web-vue/es/button/index.js': "export default { name: 'AButton', render() { return 'arco-vue-btn'; } };\n",
    'node_modules/@arco-design/web-vue/es/button/style/index.js': "import './index.less';\n",
    'node_modules/@arco-design/web-vue/es/button/style/index.less': '@primary: #165dff;\n.arco-btn { color: @primary; }\n',
    'node_modules/@arco-design/web-vue/es/input-number/index.js':
      "export default { name: 'AInputNumber', render() { return 'arco-vue-num'; } };\n",
    'node_modules/@arco-design/web-vue/es/input-number/style/index.js': "import './index.less';\n",
    'node_modules/@arco-design/web-vue/es/input-number/style/index.less': '.arco-input-number { width: 120px; }\n',
    'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    'src/App.vue':
      "<script setup>\nimport { Button as AButton, InputNumber as AInputNumber } from '@arco-design/web-vue';\n</script>\n<template><a-button /><a-input-number /></template>\n",
    'rsbuild.config.mjs': `import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()]${config} };\n`,
  });
  const plain = project(files(''), VUE_LINKS);
  build(plain);
  assert.equal(distText(plain, /\.css$/), '');
  const item = project(
    files(", source: { transformImport: [{ libraryName: '@arco-design/web-vue', libraryDirectory: 'es', style: true }] }"),
    VUE_LINKS,
  );
  build(item);
  const css = distText(item, /^static\/css\/.*\.css$/);
  assert.match(css, /\.arco-btn\{color:#165dff\}/);
  assert.match(css, /\.arco-input-number\{width:120px\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer (4) "css.css里的样式不会自动添加前缀 vue文件里的可以"

test('config/tools/autoprefixer "css.css 里的样式不会自动添加前缀，vue 文件里的可以": for iOS >= 8, an imported css.css and the <style> of App.vue both get display:-webkit-flex and -webkit-user-select; public/css.css is copied without prefixes', () => {
  const dir = project(
    {
      'package.json': '{ "name": "fact", "private": true, "browserslist": ["iOS >= 8"] }\n',
      'src/index.js':
        "import './css.css';\nimport { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
      'src/css.css': '.from-css { display: flex; user-select: none; }\n',
      'src/App.vue':
        '<template><p class="from-vue">x</p></template>\n<style>\n.from-vue { display: flex; user-select: none; color: red; }\n</style>\n',
      'public/css.css': '.from-public { display: flex; user-select: none; }\n',
      'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
    },
    VUE_LINKS,
  );
  build(dir);
  const css = distText(dir, /^static\/css\/.*\.css$/);
  const rule = (sel: string) => css.match(new RegExp(`[^}]*${sel}[^{]*\\{[^}]*\\}`))?.[0] ?? '';
  for (const sel of ['\\.from-css', '\\.from-vue']) {
    assert.match(rule(sel), /display:-webkit-flex;display:flex/);
    assert.match(rule(sel), /-webkit-user-select:none/);
  }
  assert.equal(fs.readFileSync(path.join(dir, 'dist/css.css'), 'utf8'), '.from-public { display: flex; user-select: none; }\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less (5) "单独使用pro-table的时候，缺少pro-table的css，怎么引用"

test('config/tools/less "单独使用 pro-table 的时候，缺少 pro-table 的 css": with no configuration, a package whose entry imports its own index.less (which imports ~antd/es/style/themes/default.less and uses inline JavaScript) has its rules in static/css; for a version that does not import its styles, one import in the entry of its .less file or of a CSS file of its dist folder brings them', () => {
  const pkg = {
    'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.0", "module": "es/index.js" }\n',
    'node_modules/antd/es/style/themes/default.less': '@primary-color: #1890ff;\n@table-prefix: ~`"ant-" + "table"`;\n',
    'node_modules/@ant-design/pro-table/package.json':
      '{ "name": "@ant-design/pro-table", "version": "2.0.0", "module": "es/index.js", "main": "lib/index.js" }\n',
    'node_modules/@ant-design/pro-table/es/index.js':
      "import './index.less';\nexport default function ProTable() { return 'pro-table'; }\n",
    'node_modules/@ant-design/pro-table/es/index.less':
      "@import '~antd/es/style/themes/default.less';\n.@{table-prefix}-pro { color: @primary-color; }\n",
    'node_modules/@ant-design/pro-table/dist/table.css': '.ant-pro-table-prebuilt { color: #1890ff; }\n',
  };
  const dir = project({ ...pkg, 'src/index.js': "import ProTable from '@ant-design/pro-table';\ndocument.title = ProTable();\n" });
  build(dir);
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /\.ant-table-pro\{color:#1890ff\}/);
  const dist = project({ ...pkg, 'src/index.js': "import '@ant-design/pro-table/dist/table.css';\n" });
  build(dist);
  assert.match(distText(dist, /^static\/css\/.*\.css$/), /\.ant-pro-table-prebuilt\{color:#1890ff\}/);
  const unstyled = {
    ...pkg,
    'node_modules/@ant-design/pro-table/es/index.js': "export default function ProTable() { return 'pro-table'; }\n",
  };
  const bare = project({ ...unstyled, 'src/index.js': "import ProTable from '@ant-design/pro-table';\ndocument.title = ProTable();\n" });
  build(bare);
  assert.equal(distText(bare, /\.css$/), '');
  const less = project({
    ...unstyled,
    'src/index.js':
      "import '@ant-design/pro-table/es/index.less';\nimport ProTable from '@ant-design/pro-table';\ndocument.title = ProTable();\n",
  });
  build(less);
  assert.match(distText(less, /^static\/css\/.*\.css$/), /\.ant-table-pro\{color:#1890ff\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss (6) "PC端px单位转换vw单位不起作用 naive-ui"

test('config/tools/postcss "PC 端 px 单位转换 vw 单位不起作用 naive-ui": a px-to-vw plugin in postcss.config.cjs turns the app\'s width: 1920px into 100vw; the px of a package that inserts its <style> from JavaScript (CSS-in-JS) stay in the bundle', () => {
  const dir = project({
    'px-to-vw.cjs':
      "module.exports = () => ({ postcssPlugin: 'px-to-vw', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => `${+(n / 19.2).toFixed(4)}vw`); } });\nmodule.exports.postcss = true;\n",
    'postcss.config.cjs': "module.exports = { plugins: [require('./px-to-vw.cjs')()] };\n",
    'node_modules/naive-ui/package.json': '{ "name": "naive-ui", "version": "2.37.0", "module": "es/index.mjs" }\n',
    'node_modules/naive-ui/es/index.mjs':
      "export function mountButton() { const style = document.createElement('style'); style.textContent = '.n-button { height: 34px; padding: 0 14px; }'; document.head.appendChild(style); }\n",
    'src/index.js': "import { mountButton } from 'naive-ui';\nimport './app.css';\nmountButton();\n",
    'src/app.css': '.page { width: 1920px; }\n',
  });
  build(dir);
  assert.equal(distText(dir, /\.css$/), '.page{width:100vw}');
  assert.match(distText(dir, /\.js$/), /\.n-button \{ height: 34px; padding: 0 14px; \}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass (7) "SCSS variable overrides not working vuetify webpack"

test('config/tools/sass "SCSS variable overrides not working (Vuetify)": importing the overrides once leaves a package\'s .sass file with its !default color; additionalData with a semicolon fails the .sass file (semicolons aren\'t allowed in the indented syntax.), without one fails a .scss file (expected ";".); a function that tells them apart builds both with the override', () => {
  const files = (config: string, entry: string) => ({
    'node_modules/vuetify/package.json': '{ "name": "vuetify", "version": "2.1.5" }\n',
    'node_modules/vuetify/src/styles/settings/_variables.scss': '$primary-btn: #1976d2 !default;\n',
    'node_modules/vuetify/src/components/VBtn/VBtn.sass': "@import '../../styles/settings/variables'\n.v-btn\n  color: $primary-btn\n",
    'node_modules/vuetify/lib/components/VBtn/index.js': "import '../../../src/components/VBtn/VBtn.sass';\nexport default 'v-btn';\n",
    'src/styles/variables.scss': '$primary-btn: #ff5722;\n',
    'src/app.scss': '.app { background: $primary-btn; }\n',
    'src/index.js': `${entry}import VBtn from 'vuetify/lib/components/VBtn/index.js';\ndocument.title = VBtn;\n`,
    'rsbuild.config.mjs': `export default { source: { alias: { '@': './src' } }${config} };\n`,
  });
  const once = project(files('', "import './styles/variables.scss';\n"));
  build(once);
  assert.match(distText(once, /\.css$/), /\.v-btn\{color:#1976d2\}/);

  const withSemi = project(files(`, tools: { sass: { additionalData: "@import '@/styles/variables.scss';" } }`, "import './app.scss';\n"));
  const semi = rsbuild(withSemi, ['build']);
  assert.equal(semi.code, 1);
  assert.match(semi.output, /VBtn\.sass[\s\S]*semicolons aren't allowed in the indented syntax\./);
  const noSemi = project(files(`, tools: { sass: { additionalData: "@import '@/styles/variables.scss'" } }`, "import './app.scss';\n"));
  const bare = rsbuild(noSemi, ['build']);
  assert.equal(bare.code, 1);
  assert.match(bare.output, /File: \.\/src\/app\.scss[\s\S]*expected ";"\./);

  const fn = project(
    files(
      `, tools: { sass: { additionalData: (content, loaderContext) => (loaderContext.resourcePath.endsWith('.sass') ? "@import '@/styles/variables.scss'\\n" : "@import '@/styles/variables.scss';\\n") + content } }`,
      "import './app.scss';\n",
    ),
  );
  build(fn);
  const css = distText(fn, /\.css$/);
  assert.match(css, /\.app\{background:#ff5722\}/);
  assert.match(css, /\.v-btn\{color:#ff5722\}/);
});

test('config/tools/sass "SCSS variable overrides not working (Vuetify)", the function in rsbuild.config.ts: TypeScript rejects (content, loaderContext) => … against the one-parameter type of 0.5.9, and rsbuild build runs it all the same', () => {
  const dir = project(
    {
      'node_modules/vuetify/package.json': '{ "name": "vuetify", "version": "2.1.5" }\n',
      'node_modules/vuetify/src/styles/settings/_variables.scss': '$primary-btn: #1976d2 !default;\n',
      'node_modules/vuetify/src/components/VBtn/VBtn.sass': "@import '../../styles/settings/variables'\n.v-btn\n  color: $primary-btn\n",
      'node_modules/vuetify/lib/components/VBtn/index.js': "import '../../../src/components/VBtn/VBtn.sass';\nexport default 'v-btn';\n",
      'src/styles/variables.scss': '$primary-btn: #ff5722;\n',
      'src/app.scss': '.app { background: $primary-btn; }\n',
      'src/index.js': "import './app.scss';\nimport VBtn from 'vuetify/lib/components/VBtn/index.js';\ndocument.title = VBtn;\n",
      'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  source: { alias: { '@': './src' } },
  tools: {
    sass: {
      additionalData: (content, loaderContext) => (loaderContext.resourcePath.endsWith('.sass') ? "@import '@/styles/variables.scss'\\n" : "@import '@/styles/variables.scss';\\n") + content,
    },
  },
});
`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--target',
      'es2022',
      'rsbuild.config.ts',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  assert.notEqual(tsc.status, 0);
  assert.match(tsc.stdout, /Target signature provides too few arguments\. Expected 2 or more, but got 1\./);
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.app\{background:#ff5722\}/);
  assert.match(css, /\.v-btn\{color:#ff5722\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli (9) "webpack如何打包不同环境的配置 sit和uat对应不同后台ip地址"

test('guide/basic/cli "如何打包不同环境的配置，sit 和 uat 对应不同后台 IP 地址": rsbuild build --env-mode sit holds only the address of .env.sit, --env-mode uat only that of .env.uat; both are production builds', () => {
  const dir = project({
    '.env.sit': 'PUBLIC_API_URL=http://10.0.1.20:8080\n',
    '.env.uat': 'PUBLIC_API_URL=http://10.0.2.30:8080\n',
    'src/index.js': 'fetch(process.env.PUBLIC_API_URL + "/user");\ndocument.title = process.env.NODE_ENV;\n',
  });
  const addresses = (mode: string) => {
    assert.equal(rsbuild(dir, ['build', '--env-mode', mode]).code, 0);
    const js = distText(dir, /\.js$/);
    assert.match(js, /"production"/);
    return js.match(/10\.0\.\d\.\d+:8080/g);
  };
  assert.deepEqual(addresses('sit'), ['10.0.1.20:8080']);
  assert.deepEqual(addresses('uat'), ['10.0.2.30:8080']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem (10) "file for node_modules not working when using postcss-pxtorem"

test("plugins/list/plugin-rem \"file for node_modules not working when using postcss-pxtorem\": a px-to-rem plugin of the project's postcss.config.js converts a package's style.css, imported by the package's own index.js, as well as the app's CSS", () => {
  const dir = project({
    'px-to-rem.cjs':
      "module.exports = () => ({ postcssPlugin: 'px-to-rem', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => `${n / 16}rem`); } });\nmodule.exports.postcss = true;\n",
    'postcss.config.js': "module.exports = { plugins: [require('./px-to-rem.cjs')()] };\n",
    'node_modules/some-ui/package.json': '{ "name": "some-ui", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/some-ui/index.js': "require('./style.css');\nexports.ok = 1;\n",
    'node_modules/some-ui/style.css': '.ui-card { padding: 32px; }\n',
    'src/index.js': "import 'some-ui';\nimport './app.css';\n",
    'src/app.css': '.app { margin: 16px; }\n',
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.ui-card\{padding:2rem\}/);
  assert.match(css, /\.app\{margin:1rem\}/);
  assert.doesNotMatch(css, /\d+px/);
});
