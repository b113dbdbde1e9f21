// Facts behind the accuracy review of session 99 (slice b): plugins/list/plugin-umd, plugins/list/plugin-vue,
// plugins/list/plugin-vue2-jsx and guide/basic/typescript, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it. Nothing outside the repository is needed.
//
// Fix:
// - plugins/list/plugin-umd, Limits, "Dynamic imports create extra files": the page said the file in dist/async/ "has
//   to be deployed next to `index.js`", as if that were enough. The bundle loads it with a <script> tag from its public
//   path, Rsbuild's default asset prefix '/', that is from the root of the page's own server, not from the folder of
//   index.js (the built runtime: o.p="/", o.u = "async/"+id+".js", o.l creates the script; the plugin, packages/
//   plugin-umd/src/index.ts, sets no public path). In Node.js the same call fails with ReferenceError: document is not
//   defined. Now the page says so, and gives output.assetPrefix (the URL of the deployed folder) or asyncChunks: false,
//   which also works with require(). Run below: index.js served from a "CDN" server below /my-lib/, a page on another
//   server calls MyLib.later(): ChunkLoadError: Loading chunk 797 failed. with <page origin>/async/797.js; with
//   output.assetPrefix '<cdn>/my-lib/' it gets 'later'; require() in Node.js throws document is not defined. Only the
//   name ChunkLoadError is quoted on the page: the error catalogue gives the full message to plugins/list/plugin-assets-retry.
//
// Every other statement checked on the four pages holds at 0.5.9 (see /work/review99/REPORT-b.md). Confirmed by a
// run here, where no earlier facts file kept a run of them:
// 1. plugins/list/plugin-vue, splitChunks: a property left out of the object counts as false ({ vue: true } gives
//    lib-vue and a numbered chunk with vue-router, no lib-router); { vue: false, router: false } puts Vue and
//    vue-router into one numbered chunk; with another chunkSplit strategy the lib-* groups are not added
//    (plugin-vue/src/splitChunks.ts: `if (options.vue)`, `if (options.router)`, the strategy check). vue-router is not
//    installed: a stand-in package matches the group by its path, which is all createCacheGroups looks at.
// 2. plugins/list/plugin-vue, "Change the feature flags": the plugin's flags win over the same keys of source.define
//    (plugin-vue/src/index.ts merges them with mergeRsbuildConfig after the user's config), and the page's
//    tools.bundlerChain edit of the define plugin changes __VUE_OPTIONS_API__.
// 3. plugins/list/plugin-vue, vueLoaderOptions: with experimentalInlineMatchResource: false, a component with a
//    <style> block stops rsbuild build with vue-loader 17.4.2's "`experimentalInlineMatchResource` should be enabled
//    if `experiments.css` enabled currently" (core/src/provider/plugins/css.ts keeps Rspack's CSS on by default).
// 4. plugins/list/plugin-vue, Feature flags and Common problems: a development build of createApp() prints no flag
//    warning with pluginVue(), and without it Vue 3.4.21 warns "Feature flags __VUE_OPTIONS_API__,
//    __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ are not explicitly defined.", the words the page
//    quotes.
// 5. guide/basic/typescript: .mts and .cts files are compiled (types removed) when imported with their extension;
//    without it the build stops at Can't resolve, with Rspack's "Found module './twice.mts'" hint
//    (shared/src/chain.ts applyExtensions lists .ts .tsx .js .jsx .mjs .json only; SCRIPT_REGEX includes mts and cts).
// 6. plugins/list/plugin-umd (stand-in of stand-in-plugins.ts, from packages/plugin-umd/src/index.ts; the package is
//    not installed): the page's example writes dist/index.js alone, 0.94 kB and 0.46 kB gzipped (no hash in the file);
//    require() gives 3, '1.0.0' and 'Hello, UMD!'; loaded as a script it sets MyLib; under RequireJS it calls
//    define('MyLib', ...). export 'default' makes require() return the function, with add and version gone; export
//    ['utils', 'format'] makes utils.format the library.
// 7. plugins/list/plugin-umd, table and Limits: a CSS import gives dist/index.css, injectStyles true keeps it in
//    index.js; your own filenameHash and distPath are kept; the .LICENSE.txt file appears with no license header in
//    sight (Rspack 0.5 writes /*! ./card.css */ for the CSS import); output.externals with root/commonjs/commonjs2/amd
//    makes the wrapper read window.TinyDep and require('tiny-dep'); an import() becomes async/<id>.js and
//    tools.rspack output.asyncChunks false keeps one file; a development-mode build keeps index.html with a plain
//    <script src="/index.js">, production writes none.
//
// Not run (packages the repository does not have): plugins/list/plugin-vue2-jsx needs @rsbuild/plugin-babel, Babel,
// @vue/babel-preset-jsx and Vue 2; guide/basic/typescript's type-check section needs fork-ts-checker-webpack-plugin.
// Their statements were checked against the 0.5.9 source (plugin-vue2-jsx/src/index.ts, plugin-babel/src/plugin.ts
// and helper.ts, plugin-type-check/src/index.ts) and @vue/babel-preset-jsx 1.4.0; earlier facts files run most of
// them with folders prepared outside the repository (review88h, review92h, review89k).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import {
  build,
  distFiles,
  distText,
  pageSays,
  project,
  rsbuild,
  runBuiltPage,
  sharedBrowser,
  staticHost,
  VUE_LINKS,
  visit,
} from './topics-support';
import { PLUGIN_UMD } from './stand-in-plugins';

const browser = sharedBrowser();

const VUE = 'plugins/list/plugin-vue';
const TS = 'guide/basic/typescript';

/**
 * A stand-in for vue-router: the plugin's lib-router group matches the package by its path in node_modules
 * (createCacheGroups of @rsbuild/shared 0.5.9), not by its code. It imports vue, as vue-router does, and is larger than
 * Rspack's production minSize (20000 bytes), so that it is split from the entry whichever group takes it.
 */
const ROUTER_STAND_IN = {
  'node_modules/vue-router/package.json': '{ "name": "vue-router", "version": "4.3.0", "main": "index.js" }\n',
  'node_modules/vue-router/index.js': [
    "import { shallowRef } from 'vue';",
    `const TABLE = ${JSON.stringify('route-table '.repeat(2500))};`,
    'export function createRouter() { return shallowRef(TABLE); }',
    '',
  ].join('\n'),
};

/** A Vue 3 app with a component and a router import, built with pluginVue(`options`) and `extra` configuration. */
function vueApp(pluginOptions: string, extra = ''): string {
  return project(
    {
      ...ROUTER_STAND_IN,
      'src/App.vue':
        '<template><button @click="n++">{{ n }}</button></template>\n<script setup>\nimport { ref } from \'vue\';\nconst n = ref(0);\n</script>\n',
      'src/index.js': [
        "import { createApp } from 'vue';",
        "import { createRouter } from 'vue-router';",
        "import App from './App.vue';",
        'console.log(createRouter().value.length);',
        "createApp(App).mount('#root');",
        '',
      ].join('\n'),
      'rsbuild.config.mjs': [
        "import { pluginVue } from '@rsbuild/plugin-vue';",
        `export default { plugins: [pluginVue(${pluginOptions})], ${extra} };`,
        '',
      ].join('\n'),
    },
    VUE_LINKS,
  );
}

/** The JavaScript files of dist/static/js, hashes as [hash]. */
const jsFiles = (dir: string): string[] =>
  distFiles(dir)
    .filter((f) => /^static\/js\/[^/]+\.js$/.test(f))
    .map((f) => f.replace(/^static\/js\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));

test(`${VUE} splitChunks "a property you leave out counts as false ... { vue: true } therefore turns lib-router off as well" and "With { vue: false, router: false }, Vue and vue-router end up together in one vendor chunk with a numeric name" and "no effect when performance.chunkSplit.strategy is anything other than 'split-by-experience'": rsbuild build of one app with each setting`, () => {
  pageSays(VUE, {
    en: 'When you pass an object, a property you leave out counts as `false`, not as its default. `splitChunks: { vue: true }` therefore turns `lib-router` off as well',
    zh: '传入对象时，没有写出的属性会被视为 `false`，而不是默认值。因此 `splitChunks: { vue: true }` 也会关闭 `lib-router`',
  });
  pageSays(VUE, {
    en: "With `{ vue: false, router: false }`, Vue and `vue-router` end up together in one vendor chunk with a numeric name. The option has no effect when `performance.chunkSplit.strategy` is anything other than `'split-by-experience'`.",
    zh: "设置为 `{ vue: false, router: false }` 时，Vue 和 `vue-router` 会一起进入一个以数字命名的第三方依赖 chunk。当 `performance.chunkSplit.strategy` 不是 `'split-by-experience'` 时，该选项不起作用。",
  });
  const VUE_CODE = 'onVnodeBeforeMount';
  const ROUTER_CODE = 'route-table route-table';
  const runs: Record<string, string> = {
    default: '',
    vueOnly: '{ splitChunks: { vue: true } }',
    both: '{ splitChunks: { vue: true, router: true } }',
    none: '{ splitChunks: { vue: false, router: false } }',
  };
  const files: Record<string, string[]> = {};
  const dirs: Record<string, string> = {};
  for (const [name, options] of Object.entries(runs)) {
    dirs[name] = vueApp(options);
    build(dirs[name]);
    files[name] = jsFiles(dirs[name]);
  }
  console.log(files);
  const text = (name: string, file: RegExp) => distText(dirs[name], file);
  assert.deepEqual(files.default, ['index.[hash].js', 'lib-router.[hash].js', 'lib-vue.[hash].js']);
  assert.deepEqual(files.both, files.default);
  // { vue: true }: lib-vue stays, vue-router goes to a numbered chunk of its own.
  assert.ok(files.vueOnly.includes('lib-vue.[hash].js'));
  assert.ok(!files.vueOnly.includes('lib-router.[hash].js'));
  const vueOnlyNumbered = files.vueOnly.filter((f) => /^\d+\.\[hash\]\.js$/.test(f));
  assert.equal(vueOnlyNumbered.length, 1, files.vueOnly.join(', '));
  assert.ok(text('vueOnly', /^static\/js\/\d+\.[0-9a-f]{8}\.js$/).includes(ROUTER_CODE), 'vueOnly: the router in the numbered chunk');
  // { vue: false, router: false }: one numbered chunk holds both.
  const noneNumbered = files.none.filter((f) => /^\d+\.\[hash\]\.js$/.test(f));
  assert.deepEqual(
    files.none.filter((f) => f.startsWith('lib-')),
    [],
  );
  assert.equal(noneNumbered.length, 1, files.none.join(', '));
  const vendor = text('none', /^static\/js\/\d+\.[0-9a-f]{8}\.js$/);
  assert.ok(vendor.includes(VUE_CODE), 'none: Vue in the numbered chunk');
  assert.ok(vendor.includes(ROUTER_CODE), 'none: the router in the numbered chunk');

  // Another strategy: the plugin's groups are not added.
  const other = vueApp('', "performance: { chunkSplit: { strategy: 'split-by-module' } }");
  build(other);
  const otherFiles = jsFiles(other);
  console.log(otherFiles);
  assert.deepEqual(
    otherFiles.filter((f) => f.startsWith('lib-')),
    [],
  );
});

test(`${VUE} "The plugin merges its flags into source.define after your configuration has been read, so its values win over the same keys in your source.define" and the bundlerChain example of "Change the feature flags": rsbuild build of an entry that logs the flags`, () => {
  pageSays(VUE, {
    en: 'The plugin merges its flags into [source.define](/config/source/define) after your configuration has been read, so its values win over the same keys in your `source.define`.',
    zh: '插件会在读取你的配置之后，把它的特性开关合并到 [source.define](/zh/config/source/define) 中，因此插件的值会覆盖你在 `source.define` 中设置的同名键。',
  });
  const files = (config: string) =>
    project(
      {
        'src/index.js': 'globalThis.flags = [__VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__];\n',
        'rsbuild.config.mjs': `import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], ${config} };\n`,
      },
      VUE_LINKS,
    );
  const own = files('source: { define: { __VUE_OPTIONS_API__: false, __VUE_PROD_DEVTOOLS__: true } }');
  build(own);
  assert.equal(JSON.stringify(runBuiltPage(own).flags), '[true,false,false]');
  const chained = files(
    'tools: { bundlerChain(chain, { CHAIN_ID }) { chain.plugin(CHAIN_ID.PLUGIN.DEFINE).tap(([definitions]) => [{ ...definitions, __VUE_OPTIONS_API__: false }]); } }',
  );
  build(chained);
  assert.equal(JSON.stringify(runBuiltPage(chained).flags), '[false,false,false]');
});

test(`${TS} "Rsbuild compiles .ts, .tsx, .mts and .cts files with SWC" and "Files ending in .mts or .cts must be imported with their extension": rsbuild build`, () => {
  pageSays(TS, {
    en: 'Rsbuild compiles `.ts`, `.tsx`, `.mts` and `.cts` files with SWC',
    zh: '使用 SWC 编译 `.ts`、`.tsx`、`.mts` 和 `.cts` 文件。',
  });
  pageSays(TS, {
    en: 'Files ending in `.mts` or `.cts` must be imported with their extension.',
    zh: '以 `.mts` 或 `.cts` 结尾的文件必须带扩展名导入。',
  });
  const files = (imports: string) => ({
    'src/index.ts': `${imports}\nconst total: number = twice(2) + thrice(1);\n(globalThis as any).total = total;\n`,
    'src/twice.mts': 'export const twice = (n: number): number => n * 2;\n',
    'src/thrice.cts': 'export const thrice = (n: number): number => n * 3;\n',
  });
  const withExt = project(files("import { twice } from './twice.mts';\nimport { thrice } from './thrice.cts';"));
  build(withExt);
  assert.equal(runBuiltPage(withExt).total, 7);
  // Without the extension: the build stops at the import, with Rspack's hint to add it.
  for (const [name, file] of [
    ['twice', 'twice.mts'],
    ['thrice', 'thrice.cts'],
  ]) {
    const other = name === 'twice' ? "import { thrice } from './thrice.cts';" : "import { twice } from './twice.mts';";
    const dir = project(files(`import { ${name} } from './${name}';\n${other}`));
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, new RegExp(`Can't resolve '\\./${name}'`));
    assert.match(run.output, new RegExp(`Found module '\\./${file.replace('.', '\\.')}'`));
  }
});

test(`${VUE} vueLoaderOptions "experimentalInlineMatchResource must stay true: Rsbuild 0.5 compiles CSS with Rspack's built-in CSS support": with false, a component with a <style> block stops rsbuild build`, () => {
  pageSays(VUE, {
    en: "`experimentalInlineMatchResource` must stay `true`: Rsbuild 0.5 compiles CSS with Rspack's built-in CSS support",
    zh: '`experimentalInlineMatchResource` 必须保持为 `true`：Rsbuild 0.5 使用 Rspack 内置的 CSS 支持编译 CSS',
  });
  const app = (value: boolean) =>
    project(
      {
        'src/App.vue':
          '<template><p class="a">hi</p></template>\n<style>\n.a { color: red; }\n</style>\n<style lang="scss">\n$c: blue;\n.b { color: $c; }\n</style>\n',
        'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
        'rsbuild.config.mjs': `import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue({ vueLoaderOptions: { experimentalInlineMatchResource: ${value} } })] };\n`,
      },
      VUE_LINKS,
    );
  const kept = app(true);
  build(kept);
  assert.equal(distText(kept, /^static\/css\/index\.[0-9a-f]{8}\.css$/), '.a{color:red}.b{color:blue}');
  const off = app(false);
  const run = rsbuild(off, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /`experimentalInlineMatchResource` should be enabled if `experiments\.css` enabled currently/);
  assert.match(run.output, /Failed to build\./);
});

const UMD = 'plugins/list/plugin-umd';

/**
 * A project with the stand-in of @rsbuild/plugin-umd 0.5.9 (stand-in-plugins.ts), `files`, and a configuration that
 * registers pluginUmd(`options`) next to `extra` (more properties of the configuration object).
 */
const umdProject = (files: Record<string, string>, options: string, extra = '') =>
  project({
    'node_modules/@rsbuild/plugin-umd/package.json': '{ "name": "@rsbuild/plugin-umd", "version": "0.5.9", "main": "index.js" }\n',
    'node_modules/@rsbuild/plugin-umd/index.js': PLUGIN_UMD,
    'rsbuild.config.mjs': `import { pluginUmd } from '@rsbuild/plugin-umd';\nexport default { plugins: [pluginUmd(${options})], ${extra} };\n`,
    ...files,
  });

/** The page's src/index.ts. */
const UMD_ENTRY = [
  'export function add(a: number, b: number): number {',
  '  return a + b;',
  '}',
  '',
  "export const version = '1.0.0';",
  '',
  'export default function greet(name: string): string {',
  '  return `Hello, ${name}!`;',
  '}',
  '',
].join('\n');

/** Runs `code` in Node.js in `dir` and returns what it printed. */
const node = (dir: string, code: string): string => {
  const run = spawnSync(process.execPath, ['-e', code], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
};

/** Runs dist/index.js as a <script> would (`this` is the window) and as RequireJS would (a global define.amd). */
const loadAsScriptAndAmd = (dir: string) => {
  const code = fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8');
  const win: Record<string, unknown> = {};
  vm.runInNewContext(code, vm.createContext(win));
  const defined: unknown[] = [];
  const define = (...args: unknown[]) => defined.push(args);
  define.amd = {};
  vm.runInNewContext(code, vm.createContext({ define }));
  return { win, defined };
};

test(`${UMD} "npx rsbuild build writes a single file, with a fixed name and no HTML page" (dist/index.js 0.94 kB 0.46 kB), the global MyLib, require() in Node.js and "registered as the AMD module MyLib": rsbuild build of the page's example`, () => {
  pageSays(UMD, {
    en: '`npx rsbuild build` writes a single file, with a fixed name and no HTML page:',
    zh: '`npx rsbuild build` 只会输出一个文件名固定的文件，不会生成 HTML 页面：',
  });
  pageSays(UMD, { en: '  dist/index.js    0.94 kB    0.46 kB', zh: '  dist/index.js    0.94 kB    0.46 kB' });
  pageSays(UMD, {
    en: 'With RequireJS, it is registered as the AMD module `MyLib`.',
    zh: '在 RequireJS 中，它会被注册为名为 `MyLib` 的 AMD 模块。',
  });
  const dir = umdProject({ 'src/index.ts': UMD_ENTRY }, "{ name: 'MyLib' }");
  const run = build(dir);
  assert.deepEqual(distFiles(dir), ['index.js']);
  assert.match(run.output, /dist\/index\.js\s+0\.94 kB\s+0\.46 kB/);
  assert.equal(
    node(dir, "const myLib = require('./dist/index.js'); console.log(myLib.add(1, 2), myLib.version, myLib.default('UMD'));"),
    '3 1.0.0 Hello, UMD!',
  );
  const { win, defined } = loadAsScriptAndAmd(dir);
  const lib = win.MyLib as { add: (a: number, b: number) => number; default: (n: string) => string };
  assert.equal(lib.add(1, 2), 3);
  assert.equal(lib.default('UMD'), 'Hello, UMD!');
  assert.equal(defined.length, 1);
  assert.equal((defined[0] as unknown[])[0], 'MyLib');
});

test(`${UMD} export "With export: 'default', require() returns the function itself, and the named exports are no longer reachable" and "['utils', 'format'] makes utils.format the library": rsbuild build`, () => {
  pageSays(UMD, {
    en: "With `export: 'default'`, `require('./dist/index.js')` returns the function itself, and the named exports (`add`, `version`) are no longer reachable from the bundle. An array selects a nested export: `['utils', 'format']` makes `utils.format` the library.",
    zh: "设置 `export: 'default'` 后，`require('./dist/index.js')` 返回的就是这个函数本身，具名导出（`add`、`version`）将无法再从产物中访问。传入数组时会选择嵌套的导出：`['utils', 'format']` 会把 `utils.format` 作为库。",
  });
  const greet = umdProject({ 'src/index.ts': UMD_ENTRY }, "{ name: 'greet', export: 'default' }");
  build(greet);
  assert.equal(
    node(greet, "const g = require('./dist/index.js'); console.log(typeof g, g('UMD'), g.add, g.version);"),
    'function Hello, UMD! undefined undefined',
  );
  const nested = umdProject(
    { 'src/index.ts': 'export const utils = { format: (n: number): string => `#${n}`, other: 1 };\n' },
    "{ name: 'fmt', export: ['utils', 'format'] }",
  );
  build(nested);
  assert.equal(node(nested, "const f = require('./dist/index.js'); console.log(typeof f, f(7));"), 'function #7');
});

test(`${UMD} "a value that you set in your own configuration is kept" and Limits "CSS is a separate file ... dist/index.css ... With output.injectStyles set to true, the styles are bundled into index.js" and "Rspack 0.5 also writes such comments for some module references": rsbuild build`, () => {
  pageSays(UMD, {
    en: 'Rspack 0.5 also writes such comments for some module references, so the file can appear even when no dependency has a license header.',
    zh: 'Rspack 0.5 也会为某些模块引用写出这种注释，因此即使没有任何依赖带有许可证头，这个文件也可能出现。',
  });
  pageSays(UMD, {
    en: 'For the Rsbuild options in the table, a value that you set in your own configuration is kept;',
    zh: '对于表中的 Rsbuild 配置项，如果你在自己的配置中设置了值，会保留你的值；',
  });
  pageSays(UMD, {
    en: '**CSS is a separate file.** Imported stylesheets go to `dist/index.css`, which users have to load as well. With [output.injectStyles](/config/output/inject-styles) set to `true`, the styles are bundled into `index.js` and inserted when the library loads.',
    zh: '**CSS 是单独的文件。** 导入的样式文件会输出到 `dist/index.css`，使用者还需要加载它。把 [output.injectStyles](/zh/config/output/inject-styles) 设置为 `true` 后，样式会被打包进 `index.js`，并在库加载时插入页面。',
  });
  const styled = (output: string) =>
    umdProject(
      { 'src/index.js': "import './card.css';\nexport const card = () => 'card';\n", 'src/card.css': '.card { color: rebeccapurple; }\n' },
      "{ name: 'Card' }",
      `output: ${output}`,
    );
  const plain = styled('{}');
  build(plain);
  // The .LICENSE.txt file of the Limits appears too: Rspack 0.5 turns the CSS import into a /*! ./card.css */ comment.
  assert.deepEqual(distFiles(plain), ['index.css', 'index.js', 'index.js.LICENSE.txt']);
  assert.equal(distText(plain, /LICENSE/).trim(), '/*! ./card.css */');
  assert.match(distText(plain, /^index\.css$/), /\.card\{color:#639\}|\.card\{color:rebeccapurple\}/);
  const injected = styled('{ injectStyles: true }');
  build(injected);
  // No index.css; the .LICENSE.txt file lists the style-loader and css-loader modules this time.
  assert.deepEqual(distFiles(injected), ['index.js', 'index.js.LICENSE.txt']);
  assert.match(distText(injected, /^index\.js$/), /\.card \{\s*color: rebeccapurple;?\s*\}|\.card\{color:(rebeccapurple|#639)\}/);
  // Your own values of the table's options are kept: a hash in the name, static/js and static/css.
  const own = styled("{ filenameHash: true, distPath: { js: 'static/js', css: 'static/css' } }");
  build(own);
  assert.deepEqual(
    distFiles(own).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/css/index.[hash].css', 'static/js/index.[hash].js', 'static/js/index.[hash].js.LICENSE.txt'],
  );
});

test(`${UMD} Limits "list it in output.externals with a name for each loader ... The wrapper then reads window.TinyDep in a browser and calls require('tiny-dep') in Node.js" and "or keep everything in one file, which also works with require(): set tools.rspack: { output: { asyncChunks: false } }": rsbuild build`, () => {
  pageSays(UMD, {
    en: "The wrapper then reads `window.TinyDep` in a browser and calls `require('tiny-dep')` in Node.js.",
    zh: "这样包裹代码在浏览器中会读取 `window.TinyDep`，在 Node.js 中会调用 `require('tiny-dep')`。",
  });
  pageSays(UMD, {
    en: 'or keep everything in one file, which also works with `require()`: set `tools.rspack: { output: { asyncChunks: false } }`.',
    zh: '或者把所有内容打包到一个文件中，这样在 `require()` 时也能正常使用：设置 `tools.rspack: { output: { asyncChunks: false } }`。',
  });
  const external = umdProject(
    {
      'node_modules/tiny-dep/package.json': '{ "name": "tiny-dep", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/tiny-dep/index.js': "exports.shout = (s) => s.toUpperCase() + ' (from node_modules)';\n",
      'src/index.js': "import { shout } from 'tiny-dep';\nexport const hello = () => shout('hello');\n",
    },
    "{ name: 'MyLib' }",
    "output: { externals: { 'tiny-dep': { root: 'TinyDep', commonjs: 'tiny-dep', commonjs2: 'tiny-dep', amd: 'tiny-dep' } } }",
  );
  build(external);
  assert.ok(!distText(external, /^index\.js$/).includes('from node_modules'), 'tiny-dep is not bundled');
  // Node.js: require('tiny-dep') from the project's node_modules.
  assert.equal(node(external, "console.log(require('./dist/index.js').hello());"), 'HELLO (from node_modules)');
  // A page: window.TinyDep.
  const win: Record<string, unknown> = { TinyDep: { shout: (s: string) => `${s.toUpperCase()} (from the page)` } };
  vm.runInNewContext(fs.readFileSync(path.join(external, 'dist/index.js'), 'utf8'), vm.createContext(win));
  assert.equal((win.MyLib as { hello: () => string }).hello(), 'HELLO (from the page)');

  const lazy = (tools: string) =>
    umdProject(
      {
        'src/index.js': "export const later = () => import('./lazy').then((m) => m.default);\n",
        'src/lazy.js': "export default 'later';\n",
      },
      "{ name: 'MyLib' }",
      `tools: ${tools}`,
    );
  const split = lazy('{}');
  build(split);
  assert.deepEqual(
    distFiles(split)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.replace(/\d+/, '[id]')),
    ['async/[id].js', 'index.js'],
  );
  const single = lazy('{ rspack: { output: { asyncChunks: false } } }');
  build(single);
  assert.deepEqual(
    distFiles(single).filter((f) => f.endsWith('.js')),
    ['index.js'],
  );
  assert.equal(node(single, "require('./dist/index.js').later().then((v) => console.log(v));"), 'later');
});

/** Runs the scripts of dist/index.html in a vm context whose console records warnings; returns the warnings. */
const warningsOfBuiltPage = (dir: string): string[] => {
  const warnings: string[] = [];
  const context: Record<string, unknown> = { console: { ...console, warn: (...args: unknown[]) => warnings.push(args.join(' ')) } };
  context.self = context;
  vm.createContext(context);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    vm.runInContext(fs.readFileSync(path.join(dir, 'dist', src), 'utf8'), context);
  }
  return warnings;
};

test(`${VUE} Feature flags "because they are defined, the browser console shows no warning about missing flags" and Common problems "Vue warns Feature flags ... are not explicitly defined.": a development build of createApp() with and without pluginVue()`, () => {
  pageSays(VUE, {
    en: 'because they are defined, the browser console shows no warning about missing flags.',
    zh: '由于它们都已定义，浏览器控制台不会再提示缺少特性开关。',
  });
  pageSays(VUE, {
    en: 'Vue warns `Feature flags __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ are not explicitly defined.`',
    zh: 'Vue 警告 `Feature flags __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ are not explicitly defined.`',
  });
  const app = (plugins: string) =>
    project(
      {
        'src/index.js': "import { createApp, h } from 'vue';\ncreateApp({ render: () => h('p', 'hi') });\n",
        'rsbuild.config.mjs': `${plugins ? "import { pluginVue } from '@rsbuild/plugin-vue';\n" : ''}export default { plugins: [${plugins}] };\n`,
      },
      VUE_LINKS,
    );
  const withPlugin = app('pluginVue()');
  build(withPlugin, { NODE_ENV: 'development' });
  assert.deepEqual(warningsOfBuiltPage(withPlugin), []);
  const without = app('');
  build(without, { NODE_ENV: 'development' });
  const warned = warningsOfBuiltPage(without);
  assert.equal(warned.length, 1, warned.join('\n'));
  assert.ok(
    warned[0].startsWith(
      'Feature flags __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ are not explicitly defined.',
    ),
    warned[0],
  );
});

test(`${UMD} table "html.scriptLoading 'blocking': The development page loads the bundle with a plain <script> tag" and "tools.htmlPlugin false in production ... in development the page stays": a development-mode build has index.html with <script src="/index.js"></script>, a production build none`, () => {
  pageSays(UMD, {
    en: "| [html.scriptLoading](/config/html/script-loading) | `'blocking'` | The development page loads the bundle with a plain `<script>` tag, the way users will (if you did not set it) |",
    zh: "| [html.scriptLoading](/zh/config/html/script-loading) | `'blocking'` | 开发时的页面用普通的 `<script>` 标签加载产物，与使用者的方式一致（前提是你没有设置它） |",
  });
  const files = { 'src/index.js': "export const hello = () => 'hello';\n" };
  // NODE_ENV=development gives the configuration that rsbuild dev uses.
  const dev = umdProject(files, "{ name: 'MyLib' }");
  build(dev, { NODE_ENV: 'development' });
  assert.match(distText(dev, /^index\.html$/), /<script src="\/index\.js"><\/script>/);
  const prod = umdProject(files, "{ name: 'MyLib' }");
  build(prod);
  assert.ok(!distFiles(prod).includes('index.html'));
});

test(`${UMD} Limits "Dynamic imports create extra files ... loaded with a <script> tag from the root of the page's own server ... ChunkLoadError ... in Node.js with ReferenceError: document is not defined ... set output.assetPrefix to the URL of that folder": a page on another server loads index.js from a "CDN"`, async (t) => {
  pageSays(
    UMD,
    {
      en: "which the library loads with a `<script>` tag from the root of the page's own server (such as `/async/797.js`), not from the folder of `index.js`. On a page that takes `index.js` from a CDN, the call is rejected with a `ChunkLoadError` for that address, and in Node.js it fails with `ReferenceError: document is not defined`. Deploy `dist/async/` next to `index.js` and set [output.assetPrefix](/config/output/asset-prefix) to the URL of that folder, such as `'https://cdn.example.com/my-lib/'`, or keep everything in one file, which also works with `require()`:",
      zh: "库会用 `<script>` 标签从页面自身所在服务器的根路径加载它（例如 `/async/797.js`），而不是从 `index.js` 所在的目录加载。如果页面从 CDN 引入 `index.js`，调用会因为这个地址加载失败而报 `ChunkLoadError`；在 Node.js 中则会报 `ReferenceError: document is not defined`。请把 `dist/async/` 和 `index.js` 部署在一起，并把 [output.assetPrefix](/zh/config/output/asset-prefix) 设为该目录的 URL，例如 `'https://cdn.example.com/my-lib/'`；或者把所有内容打包到一个文件中，这样在 `require()` 时也能正常使用：",
    },
    { en: 'which has to be deployed next to `index.js`', zh: '它必须和 `index.js` 一起部署' },
  );
  const files = {
    'src/index.js': "export const later = () => import('./lazy').then((m) => m.default);\n",
    'src/lazy.js': "export default 'later';\n",
  };
  // The CDN: dist below /my-lib/, as https://cdn.example.com/my-lib/ of the page. Its origin is known before the build.
  const plain = umdProject(files, "{ name: 'MyLib' }");
  const prefixed = umdProject(files, "{ name: 'MyLib' }", 'output: { assetPrefix: process.env.CDN }');
  const cdnPlain = await staticHost(t, path.join(plain, 'dist'), { folder: 'my-lib' });
  const cdnPrefixed = await staticHost(t, path.join(prefixed, 'dist'), { folder: 'my-lib' });
  build(plain);
  build(prefixed, { CDN: `${cdnPrefixed}/my-lib/` });
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.js')),
    ['async/797.js', 'index.js'],
  );

  // Node.js: the chunk is loaded with a <script> tag.
  const run = spawnSync(process.execPath, ['-e', "require('./dist/index.js').later().then(console.log);"], {
    cwd: plain,
    encoding: 'utf8',
  });
  assert.match(run.stderr, /ReferenceError: document is not defined/);

  /** A page of its own server that loads index.js from `cdn` and calls MyLib.later(). */
  const pageOf = async (cdn: string) => {
    const site = fs.mkdtempSync(path.join(path.dirname(plain), 'rsbuild-fact-site-'));
    t.after(() => fs.rmSync(site, { recursive: true, force: true }));
    fs.writeFileSync(
      path.join(site, 'index.html'),
      `<!doctype html><html><body>\n<script src="${cdn}/my-lib/index.js"></script>\n<script>MyLib.later().then((v) => { window.result = v; }, (e) => { window.result = e.name + ': ' + e.message; });</script>\n</body></html>\n`,
    );
    const origin = await staticHost(t, site);
    const { value } = await visit(browser(), `${origin}/`, () => (window as unknown as { result?: string }).result);
    return { origin, value };
  };
  const failed = await pageOf(cdnPlain);
  assert.equal(failed.value, `ChunkLoadError: Loading chunk 797 failed.\n(error: ${failed.origin}/async/797.js)`);
  const loaded = await pageOf(cdnPrefixed);
  assert.equal(loaded.value, 'later');
});
