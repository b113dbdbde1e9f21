// Facts behind the thirty-seventh round's (c) items, as readers describe the problem: asking for the webpack.config.js
// of a template that has none (guide/basic/configure-rspack, item 1); CSS Modules for all SCSS but not for Bootstrap's
// SCSS (config/output/css-modules, item 2); CSS Modules set up as in Create React App that do not work
// (guide/basic/css-modules, item 3); bringing back SCSS support (config/tools/sass, item 4); `ERROR in
// ./~/antd/~/rc-select/assets/index.css Module parse failed` and `ERROR in ./~/weui/dist/style/weui.css Module parse
// failed: Unexpected token (6:5)` (guide/basic/css-usage, items 5 and 6); `require('../package.json')` and the `.json`
// extension (guide/basic/json-files, item 7); `<v-card-media>` images not processed by `npm run build`
// (plugins/list/plugin-vue, item 8); importing an `.svga` file fails, and without the import it is not in the build
// (config/server/public-dir, item 9); VS Code shows the TypeScript error while the terminal says all is good
// (plugins/list/plugin-type-check, item 10). Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project),
// with Chromium where a page is looked at.
//
// Resting on other sources, or on other facts files, not run here:
// - guide/basic/configure-rspack (1): the report is coreui/coreui-free-vue-admin-template#107 (a Vue CLI template,
//   which has no webpack.config.js of its own either). That `rsbuild inspect` writes dist/rspack.config.web.mjs is
//   run by the CLI facts; here only that a webpack.config.js is not read and what inspect's file holds.
// - config/output/css-modules (2): the report is symfony/webpack-encore#634. Bootstrap is stood in for by a package
//   of ours named bootstrap with a scss/bootstrap.scss that @imports its partials, as Bootstrap 4 and 5 do.
// - guide/basic/css-modules (3): the report is NLRX-WJC/react-antd-admin-template#12. That Create React App makes
//   `*.module.css` files CSS Modules and that its ejected config or react-app-rewired's config-overrides.js set
//   css-loader's `modules` is CRA's and react-app-rewired's documentation.
// - config/tools/sass (4): the report is reactGo/reactGo#332.
// - guide/basic/css-usage (5, 6): the reports are react-component/calendar#79 and weui/react-weui#104 (webpack 1,
//   which prints node_modules as `~` in module paths: webpack 1's own output, not run). antd, rc-select and weui are
//   stood in for by packages of ours with the same paths.
// - guide/basic/json-files (7): the report is ali-sdk/ali-oss#126 (webpack 1, whose JSON needed json-loader).
// - plugins/list/plugin-vue (8): the report is vuetifyjs/vuetify#1239 (Vue 2 and vue-loader 13). Run here with
//   @rsbuild/plugin-vue 0.5.9 (vue-loader 17); the Vuetify component is stood in for by a component of ours named
//   v-card-media. That Vuetify 3 documents transformAssetUrls for v-img is Vuetify's documentation.
// - config/server/public-dir (9): the report is svga/SVGAPlayer-Web#38; an .svga file is stood in for by
//   zlib-compressed bytes (the SVGA 2 format is a zlib-compressed protobuf). SVGAPlayer itself is not run.
// - plugins/list/plugin-type-check (10): the report is OpenCircuits/OpenCircuits#635 ("All good!" is their build's
//   wording). That VS Code reports errors through the TypeScript language service is VS Code's documentation; here
//   tsc stands in for the editor.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  PNG,
  ROOT,
  VUE_LINKS,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  hashed,
  project,
  rsbuild,
  sharedBrowser,
} from './topics-support';

const browser = sharedBrowser();

const tsc = (dir: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack (1): Request for webpack.config, share the webpack.config.js file of this template

test('guide/basic/configure-rspack "share the webpack.config.js file of this template": a webpack.config.js in the project root is not read (its output.path build/ and its alias are ignored, the build writes dist/); rsbuild inspect writes dist/rspack.config.web.mjs with the module rules and the plugins', () => {
  const dir = project({
    'webpack.config.js':
      "const path = require('path');\nmodule.exports = { output: { path: path.resolve(__dirname, 'build') }, resolve: { alias: { '@lib': path.resolve(__dirname, 'src/lib') } } };\n",
    'src/lib/hello.js': "export const hello = 'from lib';\n",
    'src/index.js': "import { hello } from './lib/hello';\ndocument.body.textContent = hello;\n",
  });
  build(dir);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
  assert.equal(fs.existsSync(path.join(dir, 'build')), false);
  const withAlias = project({
    'webpack.config.js':
      "const path = require('path');\nmodule.exports = { resolve: { alias: { '@lib': path.resolve(__dirname, 'src/lib') } } };\n",
    'src/lib/hello.js': "export const hello = 'from lib';\n",
    'src/index.js': "import { hello } from '@lib/hello';\ndocument.body.textContent = hello;\n",
  });
  const failed = rsbuild(withAlias, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /Can't resolve '@lib\/hello'/);
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(config, /\n {2}module: \{[\s\S]*\n {4}rules: \[/);
  assert.match(config, /extensions: \[[^\]]*'\.json'/);
  assert.match(config, /plugins: \[/);
  assert.match(config, /export default/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules (2): use CSS modules for all SCSS but disable it for Bootstrap SCSS

const BOOTSTRAP = {
  'node_modules/bootstrap/package.json': '{ "name": "bootstrap", "version": "5.3.3" }\n',
  'node_modules/bootstrap/scss/_variables.scss': '$primary: #0d6efd !default;\n',
  'node_modules/bootstrap/scss/_buttons.scss': '.btn {\n  color: $primary;\n}\n',
  'node_modules/bootstrap/scss/bootstrap.scss': "@import 'variables';\n@import 'buttons';\n",
};
const SCSS_AUTO =
  "export default { output: { cssModules: { auto: (resourcePath) => /\\.scss$/i.test(resourcePath) && !/[\\\\/]node_modules[\\\\/]/.test(resourcePath) && !resourcePath.endsWith('.global.scss') } } };\n";

test('config/output/css-modules "use CSS modules for all SCSS but disable it for Bootstrap SCSS": with an auto function that takes .scss files outside node_modules, card.scss gets hashed classes and bootstrap.scss imported from JS keeps .btn; @import of Bootstrap inside a module file hashes .btn too; a .global.scss file left out by the function keeps .btn with the new $primary', () => {
  const fromJs = project({
    ...BOOTSTRAP,
    'rsbuild.config.mjs': SCSS_AUTO,
    'src/card.scss': '.title {\n  font-weight: bold;\n}\n',
    'src/index.js': "import 'bootstrap/scss/bootstrap.scss';\nimport styles from './card.scss';\ndocument.body.className = styles.title;\n",
  });
  build(fromJs);
  const css = distText(fromJs, /\.css$/);
  assert.match(css, /\.btn\{color:#0d6efd\}/);
  assert.match(css, /\.title-_?[0-9a-f]{5,6}\{/);
  assert.doesNotMatch(css, /\.title\{/);
  const inside = project({
    ...BOOTSTRAP,
    'rsbuild.config.mjs': SCSS_AUTO,
    'src/app.scss': "@import 'bootstrap/scss/bootstrap';\n.title {\n  font-weight: bold;\n}\n",
    'src/index.js': "import styles from './app.scss';\ndocument.body.className = styles.title;\n",
  });
  build(inside);
  const insideCss = distText(inside, /\.css$/);
  assert.match(insideCss, /\.btn-_?[0-9a-f]{5,6}\{/);
  assert.doesNotMatch(insideCss, /\.btn\{/);
  const global = project({
    ...BOOTSTRAP,
    'rsbuild.config.mjs': SCSS_AUTO,
    'src/theme.global.scss': "$primary: #ff0000;\n@import 'bootstrap/scss/bootstrap';\n",
    'src/card.scss': '.title {\n  font-weight: bold;\n}\n',
    'src/index.js': "import './theme.global.scss';\nimport styles from './card.scss';\ndocument.body.className = styles.title;\n",
  });
  build(global);
  const globalCss = distText(global, /\.css$/);
  assert.match(globalCss, /\.btn\{color:red\}/);
  assert.match(globalCss, /\.title-_?[0-9a-f]{5,6}\{/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules (3): 怎么配置支持css-modules，参考了create-react-app还是不行

test('guide/basic/css-modules "怎么配置支持css-modules，参考了create-react-app还是不行": config-overrides.js is not read, tools.cssLoader { modules: true } leaves index.css global (.title kept, the import has no title); index.module.css is a CSS Module with no configuration', () => {
  const cra = project({
    'config-overrides.js': "throw new Error('config-overrides.js was read');\n",
    'rsbuild.config.mjs': 'export default { tools: { cssLoader: { modules: true } } };\n',
    'src/index.css': '.title {\n  color: red;\n}\n',
    'src/index.js': "import styles from './index.css';\nconsole.log('title:' + JSON.stringify(styles));\n",
  });
  const run = build(cra);
  assert.doesNotMatch(run.output, /config-overrides/);
  const css = distText(cra, /\.css$/);
  assert.match(css, /\.title\{color:red\}/);
  assert.doesNotMatch(distText(cra, /\.js$/), /title-/);
  const renamed = project({
    'src/index.module.css': '.title {\n  color: red;\n}\n',
    'src/index.js': "import styles from './index.module.css';\ndocument.body.className = styles.title;\n",
  });
  build(renamed);
  assert.match(distText(renamed, /\.css$/), /\.title-_?[0-9a-f]{5,6}\{color:red\}/);
  assert.match(distText(renamed, /\.js$/), /title:"title-_?[0-9a-f]{5,6}"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass (4): How Can I bring back SCSS Support, go back to the SCSS layer

test('config/tools/sass "How Can I bring back SCSS Support": with no configuration file and no sass package installed, an imported .scss file with variables, a mixin and nesting is compiled into the CSS of the build; a .module.scss file is a CSS Module', () => {
  const dir = project({
    'src/styles/_theme.scss': '$brand: #336699;\n@mixin rounded { border-radius: 4px; }\n',
    'src/app.scss': "@use './styles/theme' as *;\n.card {\n  @include rounded;\n  .title { color: $brand; }\n}\n",
    'src/button.module.scss': '.primary {\n  color: red;\n}\n',
    'src/index.js': "import './app.scss';\nimport styles from './button.module.scss';\ndocument.body.className = styles.primary;\n",
  });
  assert.equal(fs.existsSync(path.join(dir, 'node_modules/sass')), false);
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.card\{border-radius:4px\}/);
  assert.match(css, /\.card \.title\{color:#369\}/);
  assert.match(css, /\.primary-_?[0-9a-f]{5,6}\{color:red\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage (5, 6): ERROR in ./~/antd/~/rc-select/assets/index.css Module parse failed;
// ERROR in ./~/weui/dist/style/weui.css Module parse failed: Unexpected token (6:5)

test('guide/basic/css-usage "ERROR in ./~/antd/~/rc-select/assets/index.css Module parse failed" and "ERROR in ./~/weui/dist/style/weui.css Module parse failed: Unexpected token (6:5)": with no configuration, weui.css imported from the app and rc-select\'s CSS imported by antd from its own node_modules both go into the CSS of the build', () => {
  const dir = project({
    'node_modules/weui/package.json': '{ "name": "weui", "version": "1.1.2" }\n',
    'node_modules/weui/dist/style/weui.css':
      '/*!\n * WeUI v1.1.2\n */\nhtml {\n  -ms-text-size-adjust: 100%;\n}\n.weui-btn {\n  color: #1aad19;\n}\n',
    'node_modules/antd/package.json': '{ "name": "antd", "version": "2.13.0", "main": "lib/index.js" }\n',
    'node_modules/antd/lib/index.js': "require('rc-select/assets/index.css');\nexports.Select = 'Select';\n",
    'node_modules/antd/node_modules/rc-select/package.json': '{ "name": "rc-select", "version": "6.9.0" }\n',
    'node_modules/antd/node_modules/rc-select/assets/index.css': '.rc-select {\n  display: inline-block;\n}\n',
    'src/index.js': "import 'weui/dist/style/weui.css';\nimport { Select } from 'antd';\ndocument.body.textContent = Select;\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed|warn/i);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.weui-btn\{color:#1aad19\}/);
  assert.match(css, /\.rc-select\{display:inline-block\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/json-files (7): webpack 打包报错 require('../package.json') 无法识别 .json 扩展名

test("guide/basic/json-files \"require('../package.json') 无法识别 .json 扩展名\": with no configuration, require('../package.json') and require('../package') both give the same parsed object in the page, and the whole package.json, dependencies included, ends up in the bundle", async () => {
  const dir = project({
    'package.json': '{ "name": "oss-app", "version": "4.2.0", "private": true, "devDependencies": { "some-dev-tool": "^1.0.0" } }\n',
    'src/index.js':
      "const pkg = require('../package.json');\nconst again = require('../package');\ndocument.body.textContent = pkg.version + ' ' + (pkg === again);\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error/i);
  const js = distText(dir, /\.js$/);
  assert.match(js, /4\.2\.0/);
  assert.match(js, /some-dev-tool/);
  const seen = await buildAndVisit(browser(), dir, () => document.body.textContent);
  assert.deepEqual(seen, { errors: [], value: '4.2.0 true' });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue (8): <v-card-media> images are not processed in Vue Loader with npm run build

const VCARD_FILES = {
  // Larger than the default data URI limit (10000 bytes), as a photo is: written to static/image/, not inlined.
  'src/assets/card.png': Buffer.concat([PNG, Buffer.alloc(12_000, 1)]),
  'src/assets/logo.png': Buffer.concat([PNG, Buffer.alloc(12_000, 2)]),
  'src/VCardMedia.vue':
    '<template><div class="media" :data-src="src"></div></template>\n<script>\nexport default { props: ["src"] };\n</script>\n',
  'src/App.vue':
    '<template>\n  <img src="./assets/logo.png" />\n  <v-card-media src="./assets/card.png" />\n</template>\n<script>\nimport VCardMedia from "./VCardMedia.vue";\nexport default { components: { VCardMedia } };\n</script>\n',
  'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
};
const vueConfig = (options: string) =>
  `import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue(${options})] };\n`;

test('plugins/list/plugin-vue "<v-card-media> images are not processed in Vue Loader with npm run build": by default only <img src> is emitted and v-card-media keeps "./assets/card.png"; with transformAssetUrls { "v-card-media": ["src"], img: ["src"] } both images are emitted; listing v-card-media alone stops <img src> from being processed', () => {
  const plain = project({ ...VCARD_FILES, 'rsbuild.config.mjs': vueConfig('') }, VUE_LINKS);
  build(plain);
  assert.deepEqual(hashed(distFiles(plain).filter((f) => f.includes('image'))), ['static/image/logo.[hash].png']);
  assert.match(distText(plain, /\.js$/), /"\.\/assets\/card\.png"/);
  const both = project(
    {
      ...VCARD_FILES,
      'rsbuild.config.mjs': vueConfig("{ vueLoaderOptions: { transformAssetUrls: { 'v-card-media': ['src'], img: ['src'] } } }"),
    },
    VUE_LINKS,
  );
  build(both);
  assert.deepEqual(hashed(distFiles(both).filter((f) => f.includes('image'))), [
    'static/image/card.[hash].png',
    'static/image/logo.[hash].png',
  ]);
  assert.doesNotMatch(distText(both, /\.js$/), /"\.\/assets\/card\.png"/);
  const only = project(
    { ...VCARD_FILES, 'rsbuild.config.mjs': vueConfig("{ vueLoaderOptions: { transformAssetUrls: { 'v-card-media': ['src'] } } }") },
    VUE_LINKS,
  );
  build(only);
  assert.deepEqual(hashed(distFiles(only).filter((f) => f.includes('image'))), ['static/image/card.[hash].png']);
  assert.match(distText(only, /\.js$/), /"\.\/assets\/logo\.png"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (9): import svga文件就报错 不import的话webpack不会把svga打包到线上

const SVGA = zlib.deflateSync(Buffer.from('\x0a\x031.0\x12\x08movie params and sprites'.repeat(20)));

test('config/server/public-dir "import svga文件就报错 不import的话webpack不会把svga打包到线上": import of rose.svga stops the build (Module parse failed); an .svga file in src that nothing imports is not in dist; public/svga/rose.svga is copied to dist/svga/rose.svga unchanged; an asset/resource rule emits static/svga/rose.[hash].svga and the import gives its URL', () => {
  const imported = project({ 'src/rose.svga': SVGA, 'src/index.js': "import rose from './rose.svga';\nconsole.log(rose);\n" });
  const failed = rsbuild(imported, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /File: \.\/src\/rose\.svga/);
  assert.match(failed.output, /Module parse failed/);
  const publicDir = project({
    'src/assets/rose.svga': SVGA,
    'public/svga/rose.svga': SVGA,
    'src/index.js': "document.body.dataset.anim = '/svga/rose.svga';\n",
  });
  build(publicDir);
  const files = distFiles(publicDir);
  assert.ok(files.includes('svga/rose.svga'), files.join('\n'));
  assert.equal(files.filter((f) => f.includes('rose')).length, 1);
  assert.deepEqual(fs.readFileSync(path.join(publicDir, 'dist/svga/rose.svga')), SVGA);
  const rule = project({
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.svga$/, type: 'asset/resource', generator: { filename: 'static/svga/[name].[contenthash:8][ext]' } }]); } } };\n",
    'src/rose.svga': SVGA,
    'src/index.js': "import rose from './rose.svga';\ndocument.body.dataset.anim = rose;\n",
  });
  build(rule);
  assert.deepEqual(hashed(distFiles(rule).filter((f) => f.includes('svga'))), ['static/svga/rose.[hash].svga']);
  assert.match(distText(rule, /\.js$/), /static\/svga\/rose\.[0-9a-f]{8}\.svga/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check (10): VSCode notices the typescript error but the console still says All good!

test('plugins/list/plugin-type-check "VSCode notices the typescript error but the console still says All good!": with a TS2345 error that tsc reports, rsbuild build without the plugin prints "ready   Client compiled in" and exits 0, and rsbuild dev prints the same line and no error', async () => {
  const dir = project({
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['src'] }),
    'src/index.ts':
      "function formatPrice(cents: number): string {\n  return (cents / 100).toFixed(2);\n}\ndocument.body.textContent = formatPrice('1999');\n",
  });
  const checked = tsc(dir);
  assert.notEqual(checked.status, 0);
  assert.match(checked.stdout, /error TS2345/);
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /ready\s+Client compiled in [\d.]+ m?s/);
  assert.doesNotMatch(run.output, /error|TS2345/i);
  const server = await devServer(dir);
  try {
    assert.match(server.log(), /ready\s+Client compiled in [\d.]+ m?s/);
    assert.doesNotMatch(server.log(), /error|TS2345/i);
  } finally {
    await server.stop();
  }
});
