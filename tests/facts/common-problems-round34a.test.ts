// Facts behind the thirty-fourth round's (a) items, as readers describe the problem: CSS nesting not working with
// VueJS and a `postcss` field in package.json (guide/basic/css-usage, item 1); `Module parse failed: Unexpected
// character '@' (1:0)` at a `.less` file, the project's own `./client/styles/theme.less` or a UI library's
// `uiw/lib/divider/style/index.less`, and whether a component library (react-ui) needs configuration files changed
// before a project can use it (same page, items 2 to 4); Vant from a CDN while Vue is not, `Cannot read properties of
// undefined (reading 'ref')` (config/output/externals, item 5); vendor.js too large, Element UI from a CDN while
// developing as before (same page, item 6); onDoneWatch scripts executing before the bundle is written
// (plugins/dev/hooks, item 7); IE apps broken because the bundler took a package's ES6 version
// (config/source/include, item 8); a package such as form-render that brings in the whole of antd and lodash-es
// (guide/optimization/optimize-bundle, item 9); a project that no longer starts after craco-alias is set up with a
// tsconfig.extend.json (guide/advanced/alias, item 10); a 1 KB image that is "not bundled" (config/output/data-uri-limit,
// item 11). Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - guide/basic/css-usage (1): that a Vue component's `<style>` block goes through the same PostCSS step is the Vue
//   plugin's page (plugins/list/plugin-vue, "Compiling": VueLoaderPlugin clones Rsbuild's rules for each block);
//   @rsbuild/plugin-vue is not installed here, so a `.css` file stands in for the block. postcss-nesting and
//   postcss-nested are not installed: a PostCSS plugin of ours, named postcss-nested, flattens one level of `&`
//   nesting. The reader's setup (Vue CLI, postcss-preset-env with `stage: 0`, postcss-nested working where
//   postcss-nesting did not) is csstools/postcss-preset-env#47.
// - guide/basic/css-usage (2-4): the webpack messages are YMFE/yapi#76 and #504 (`@import '~antd/dist/antd.less'` in
//   `./client/styles/theme.less`), uiwjs/uiw#56 (`uiw/lib/divider/style/index.less`, `.@{w-divider}`) and
//   Lobos/react-ui#59 (the question, and `rctui/themes/pure/upload.less` in the log); webpack is not run. The UI
//   libraries are stood in for by a package of ours whose scripts import their own `.less` files.
// - config/output/externals (5): the reader's Vite setup and the maintainer's answer (Vue must come from the CDN too)
//   are youzan/vant#10732; Vant 3's `vant.min.js` reads the global `Vue` (`vue.ref` in `useWindowSize`). Vant and Vue
//   are stood in for by scripts of ours with the same UMD wrapper, served from public/ instead of a CDN.
// - config/output/externals (6): the question is ElemeFE/mint-ui#1108 (ElemeFE/element#7121); Element UI's global
//   `ELEMENT` is the page's existing item. Element UI is stood in for by a script of ours.
// - plugins/dev/hooks (7): that webpack-shell-plugin-next's `onDoneWatch` (and `onBuildExit`) ran before the bundle
//   was written, and its later `onAfterDone`, are s00d/webpack-shell-plugin-next#16; that plugin is not run.
// - config/source/include (8): that body-scroll-lock's release added a `module` field pointing at its ES6 file, and
//   that this broke IE 11 apps, is willmcpo/body-scroll-lock#164 and #93; IE 11 is not run: the test looks for the
//   ES6 syntax in the output.
// - guide/optimization/optimize-bundle (9): form-render, antd and lodash-es are alibaba/x-render#907; a package of ours
//   that imports a CommonJS component library stands in for them.
// - guide/advanced/alias (10): the craco.config.js, tsconfig.json and tsconfig.extend.json are risenxxx/craco-alias#22;
//   craco is not run.
// - config/output/data-uri-limit (11): the Vite question is vitejs/vite#10163 (the answer: assetsInlineLimit inlines
//   the file); Vite is not run.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage (1): CSS nesting not working with VueJS postcss

const CARD = '.card {\n  color: red;\n\n  & .title {\n    color: blue;\n  }\n}\n';
// A PostCSS plugin of ours that flattens one level of `&` nesting, named as the plugin the reader installed.
const NESTED_STUB = `module.exports = () => ({
  postcssPlugin: 'postcss-nested',
  Once(root) {
    const nested = [];
    root.walkRules((rule) => {
      if (rule.parent && rule.parent.type === 'rule') nested.push(rule);
    });
    for (const rule of nested.reverse()) {
      const parent = rule.parent;
      rule.selector = rule.selector.replace(/&/g, parent.selector);
      parent.after(rule);
    }
  },
});
module.exports.postcss = true;
`;

test('guide/basic/css-usage "CSS nesting not working with VueJS postcss": by default the build emits `& .title` nested as written; a postcss-nested plugin named in the `postcss` field of package.json is applied, and the rules come out flat', () => {
  const files = { 'src/index.js': "import './card.css';\n", 'src/card.css': CARD };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /\.css$/), /\.card\{color:red;& \.title\{color:blue\}\}/);
  const withField = project({
    ...files,
    'package.json': '{ "name": "fact", "private": true, "postcss": { "plugins": { "postcss-nested": {} } } }\n',
    'node_modules/postcss-nested/package.json': '{ "name": "postcss-nested", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/postcss-nested/index.js': NESTED_STUB,
  });
  build(withField);
  const css = distText(withField, /\.css$/);
  assert.match(css, /\.card\{color:red\}\.card \.title\{color:blue\}/);
  assert.doesNotMatch(css, /&/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage (2-4): `Module parse failed: Unexpected character '@'` at a .less file

test("guide/basic/css-usage \"theme.less / uiw/lib/divider/style/index.less Module parse failed: Unexpected character '@' (1:0); does react-ui need configuration files changed\": with no configuration, a UI library whose scripts import their own .less files builds, and so does the project's own client/styles/theme.less with @import '~ui-lib/...'", () => {
  const dir = project({
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0", "main": "lib/index.js" }\n',
    'node_modules/ui-lib/lib/index.js':
      "require('./divider/style/index.less');\nexports.Divider = function Divider() { return 'divider'; };\n",
    'node_modules/ui-lib/lib/divider/style/index.less':
      '@w-divider:~"w-divider";\n\n.@{w-divider} {\n  border-top: 1px solid @divider-color;\n}\n@divider-color: #e8e8e8;\n',
    'node_modules/ui-lib/lib/theme.less': '@primary-color: #1890ff;\n.ui-theme { color: @primary-color; }\n',
    'client/styles/theme.less': "@import '~ui-lib/lib/theme.less';\n\n@ant-prefix : ant;\n.@{ant-prefix}-btn { color: @primary-color; }\n",
    'src/index.js': "import { Divider } from 'ui-lib';\nimport '../client/styles/theme.less';\ndocument.body.textContent = Divider();\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed|error/i);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.w-divider\{border-top:1px solid ?#e8e8e8\}/);
  assert.match(css, /\.ant-btn\{color:#1890ff\}/);
  assert.deepEqual(
    distFiles(dir)
      .filter((f) => f !== 'index.html' && !f.endsWith('.LICENSE.txt'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/css/index.[hash].css', 'static/js/index.[hash].js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals (5, 6)

// Stand-ins with the UMD wrappers of Vue's global build and Vant's vant.min.js.
const VUE_GLOBAL =
  "var Vue = (function (exports) { exports.ref = function (v) { return { value: v, from: 'cdn' }; }; return exports; })({});\n";
const VANT_UMD = `(function (global, factory) {
  typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports, require('vue')) :
  (global = typeof globalThis !== 'undefined' ? globalThis : global || self, factory(global.vant = {}, global.Vue));
})(this, function (exports, vue) {
  exports.useWindowSize = function () { return vue.ref(0); };
});
`;
const VUE_NPM = {
  'node_modules/vue/package.json': '{ "name": "vue", "version": "3.0.0", "main": "index.js" }\n',
  'node_modules/vue/index.js': "exports.ref = function (v) { return { value: v, from: 'bundled-vue-marker' }; };\n",
};
const tag = (src: string) => `{ tag: 'script', attrs: { src: '${src}' }, head: true, append: false }`;

test("config/output/externals \"Vant from a CDN, Vue not from a CDN: Cannot read properties of undefined (reading 'ref')\": with externals { vant: 'vant' } and Vue bundled, the built page stops with that TypeError; with vue: 'Vue' as well and Vue's script before Vant's, it runs and the bundle holds no Vue", async () => {
  const files = {
    ...VUE_NPM,
    'public/cdn/vue.global.js': VUE_GLOBAL,
    'public/cdn/vant.min.js': VANT_UMD,
    'src/index.js':
      "import { ref } from 'vue';\nimport { useWindowSize } from 'vant';\ndocument.body.dataset.ok = String(useWindowSize().value === 0 && ref(1).value === 1);\n",
  };
  const vantOnly = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { externals: { vant: 'vant' } }, html: { tags: [${tag('/cdn/vant.min.js')}] } };\n`,
  });
  build(vantOnly);
  assert.match(distText(vantOnly, /\.js$/), /bundled-vue-marker/);
  let server = await previewServer(vantOnly);
  try {
    const seen = await visit(browser(), `${server.url}/`, () => document.body.dataset.ok);
    assert.deepEqual(seen.errors, ["Uncaught TypeError: Cannot read properties of undefined (reading 'ref')"]);
  } finally {
    await server.stop();
  }
  const both = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { externals: { vue: 'Vue', vant: 'vant' } }, html: { tags: [${tag('/cdn/vue.global.js')}, ${tag('/cdn/vant.min.js')}] } };\n`,
  });
  build(both);
  const html = fs.readFileSync(path.join(both, 'dist/index.html'), 'utf8');
  assert.ok(html.indexOf('/cdn/vue.global.js') < html.indexOf('/cdn/vant.min.js'), 'the tags keep their order');
  assert.doesNotMatch(distText(both, /static\/js\/.*\.js$/), /bundled-vue-marker/);
  server = await previewServer(both);
  try {
    const seen = await visit(browser(), `${server.url}/`, () => document.body.dataset.ok);
    assert.deepEqual(seen, { errors: [], value: 'true' });
  } finally {
    await server.stop();
  }
});

const ELEMENT_GLOBAL = "var ELEMENT = { Button: { name: 'ElButton', from: 'cdn' } };\n";

test('config/output/externals "vendor.js too large, Element UI from a CDN, keep developing as before": externals and html.tags apply to rsbuild dev too (the page gets the CDN script and runs); inside process.env.NODE_ENV === \'production\' they apply to rsbuild build only, and rsbuild dev bundles the npm package', async () => {
  const files = {
    ...VUE_NPM,
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.0.0", "main": "index.js" }\n',
    'node_modules/element-ui/index.js': "exports.Button = { name: 'ElButton', from: 'npm' };\n",
    'public/cdn/element.js': ELEMENT_GLOBAL,
    'src/index.js': "import { Button } from 'element-ui';\ndocument.body.dataset.from = Button.from;\n",
  };
  const always = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { externals: { 'element-ui': 'ELEMENT' } }, html: { tags: [${tag('/cdn/element.js')}] } };\n`,
  });
  let server = await devServer(always);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<script src="\/cdn\/element\.js"><\/script>/);
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.body.dataset.from), { errors: [], value: 'cdn' });
  } finally {
    await server.stop();
  }
  const prodOnly = project({
    ...files,
    'rsbuild.config.mjs': `const prod = process.env.NODE_ENV === 'production';
export default {
  output: { externals: prod ? { 'element-ui': 'ELEMENT' } : {} },
  html: { tags: prod ? [${tag('/cdn/element.js')}] : [] },
};
`,
  });
  server = await devServer(prodOnly);
  try {
    assert.doesNotMatch(await (await fetch(`${server.url}/`)).text(), /cdn\/element/);
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.body.dataset.from), { errors: [], value: 'npm' });
  } finally {
    await server.stop();
  }
  build(prodOnly);
  assert.match(fs.readFileSync(path.join(prodOnly, 'dist/index.html'), 'utf8'), /<script src="\/cdn\/element\.js"><\/script>/);
  assert.doesNotMatch(distText(prodOnly, /static\/js\/.*\.js$/), /from:\s*"npm"|from: 'npm'/);
  server = await previewServer(prodOnly);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.body.dataset.from), { errors: [], value: 'cdn' });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks (7): onDoneWatch scripts executing before the bundle is written

test('plugins/dev/hooks "onDoneWatch scripts executing before bundle written": with rsbuild build --watch, each onAfterBuild callback finds the bundle of that build already written in dist, the first build\'s and each rebuild\'s', async () => {
  const config = `import fs from 'node:fs';
import path from 'node:path';
export default {
  plugins: [{
    name: 'after-build-reader',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (stats?.hasErrors()) return;
        const dir = path.join(api.context.distPath, 'static/js');
        const newest = fs.readdirSync(dir).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
        const found = fs.readFileSync(newest, 'utf8').match(/build [0-9]/)?.[0] ?? 'nothing';
        fs.appendFileSync('after-build.log', found + '\\n');
      });
    },
  }],
};
`;
  const dir = project({ 'src/index.js': "console.log('build 1');\n", 'rsbuild.config.mjs': config });
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  delete env.NODE_OPTIONS;
  const child: ChildProcess = spawn(process.execPath, [RSBUILD_BIN, 'build', '--watch'], { cwd: dir, env, stdio: 'ignore' });
  const log = () => (fs.existsSync(path.join(dir, 'after-build.log')) ? fs.readFileSync(path.join(dir, 'after-build.log'), 'utf8') : '');
  try {
    assert.ok(await waitFor(() => log().includes('build 1'), 60_000), log());
    edit(dir, 'src/index.js', 'build 1', 'build 2');
    assert.ok(await waitFor(() => log().includes('build 2'), 60_000), log());
    assert.equal(log(), 'build 1\nbuild 2\n');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (8): the bundler took the ES6 version of a package

test('config/source/include "broke all our apps in IE, webpack took the es6 version": with ie 11 in the browserslist, a package whose package.json has main (ES5) and module (ES6) is bundled from its module file, class and arrow function as written; listed in source.include it is compiled', () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'node_modules/scroll-lock/package.json':
      '{ "name": "scroll-lock", "version": "3.0.0", "main": "lib/scrollLock.min.js", "module": "lib/scrollLock.esm.js" }\n',
    'node_modules/scroll-lock/lib/scrollLock.min.js': "exports.lock = function lock(el) { return 'es5-main-marker ' + el; };\n",
    'node_modules/scroll-lock/lib/scrollLock.esm.js':
      "class Lock { constructor(el) { this.el = el; } }\nexport const lock = (el) => new Lock('es6-module-marker ' + el).el;\n",
    'src/index.js': "import { lock } from 'scroll-lock';\ndocument.body.textContent = lock('body');\n",
  };
  const plain = project(files);
  build(plain);
  let js = distText(plain, /static\/js\/.*\.js$/);
  assert.match(js, /es6-module-marker/);
  assert.doesNotMatch(js, /es5-main-marker/);
  assert.match(js, /class \w+\{constructor/);
  assert.match(js, /=>/);
  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { source: { include: [/[\\\\/]node_modules[\\\\/]scroll-lock[\\\\/]/] } };\n',
  });
  build(included);
  js = distText(included, /static\/js\/.*\.js$/);
  assert.match(js, /es6-module-marker/);
  assert.doesNotMatch(js, /class \w+\{constructor/);
  assert.doesNotMatch(js, /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle (9): a package that brings in a whole library

test('guide/optimization/optimize-bundle "importing form-render is not tree-shaken, antd and lodash-es are loaded in full": a package that imports one component of a CommonJS library brings in all of it, transformImport or not; with the package also in source.include, transformImport rewrites its import and only that component is bundled', () => {
  const files = {
    'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "1.0.0", "main": "lib/index.js" }\n',
    'node_modules/ui-kit/lib/index.js': "exports.Button = require('./button');\nexports.Table = require('./table');\n",
    'node_modules/ui-kit/lib/button.js': "module.exports = function Button() { return 'button-marker'; };\n",
    'node_modules/ui-kit/lib/table.js': "module.exports = function Table() { return 'table-marker'; };\n",
    'node_modules/form-lib/package.json': '{ "name": "form-lib", "version": "1.0.0", "module": "es/index.js", "sideEffects": false }\n',
    'node_modules/form-lib/es/index.js': "import { Button } from 'ui-kit';\nexport function Form() { return 'form ' + Button(); }\n",
    'src/index.js': "import { Form } from 'form-lib';\ndocument.body.textContent = Form();\n",
  };
  const TRANSFORM = "transformImport: [{ libraryName: 'ui-kit', libraryDirectory: 'lib', camelToDashComponentName: true }]";
  const transformOnly = project({ ...files, 'rsbuild.config.mjs': `export default { source: { ${TRANSFORM} } };\n` });
  build(transformOnly);
  let js = distText(transformOnly, /static\/js\/.*\.js$/);
  assert.match(js, /button-marker/);
  assert.match(js, /table-marker/);
  const included = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { ${TRANSFORM}, include: [/[\\\\/]node_modules[\\\\/]form-lib[\\\\/]/] } };\n`,
  });
  build(included);
  js = distText(included, /static\/js\/.*\.js$/);
  assert.match(js, /button-marker/);
  assert.doesNotMatch(js, /table-marker/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias (10): craco-alias with tsconfig.extend.json

test('guide/advanced/alias "the project does not start after craco-alias is configured": with no craco.config.js, the paths of a tsconfig.extend.json that tsconfig.json extends ("baseUrl": "./src") are applied: "@src/*" resolves; the key "@src" alone does not match @src/App', () => {
  const base = {
    'tsconfig.json': '{ "extends": "./tsconfig.extend.json", "compilerOptions": { "jsx": "react", "strict": true }, "include": ["src"] }\n',
    'src/App.js': "export const App = () => 'app-from-alias';\n",
    'src/index.js': "import { App } from '@src/App';\ndocument.body.textContent = App();\n",
  };
  const keyOnly = project({
    ...base,
    'tsconfig.extend.json': '{ "compilerOptions": { "baseUrl": "./src", "paths": { "@src": ["./"] } } }\n',
  });
  const failed = rsbuild(keyOnly, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve '@src\/App'/);
  const withStar = project({
    ...base,
    'tsconfig.extend.json': '{ "compilerOptions": { "baseUrl": "./src", "paths": { "@src": ["./"], "@src/*": ["./*"] } } }\n',
  });
  build(withStar);
  assert.match(distText(withStar, /static\/js\/.*\.js$/), /app-from-alias/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit (11): a 1 KB image "is not bundled"

test('config/output/data-uri-limit "a 1KB image is not bundled": a 1,000-byte PNG is inlined as a data: URI in the script, with no image folder in dist; with dataUriLimit { image: 0 } it is dist/static/image/icon.[hash].png', () => {
  const png = Buffer.alloc(1000, 0);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(png);
  const files = { 'src/icon.png': png, 'src/index.js': "import icon from './icon.png';\ndocument.body.dataset.icon = icon;\n" };
  const plain = project(files);
  build(plain);
  assert.equal(
    distFiles(plain).some((f) => f.startsWith('static/image/')),
    false,
  );
  assert.match(distText(plain, /static\/js\/.*\.js$/), /data:image\/png;base64,iVBORw0KGgo/);
  const files0 = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { image: 0 } } };\n' });
  build(files0);
  assert.deepEqual(
    distFiles(files0)
      .filter((f) => f.startsWith('static/image/'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/image/icon.[hash].png'],
  );
});
