// Facts behind the twenty-eighth round's (a) items (Vue JSX, Vue 2, Vue 3, CSS Modules and typed CSS Modules), as
// readers describe the problem: how to use JSX in Vue 3, JSX still not working in a Vue 2 single-file component,
// `[Vue warn]: Error in render: "ReferenceError: h is not defined"`, CSS Modules with TypeScript and
// `import styles from './button.css'`, an index.css.d.ts that is not updated when classes are added, app.config.
// isCustomElement still warning for Ionic's ion- elements, and `vue-loader was used without the corresponding plugin`.
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here (vue, vue-loader, Babel and the official Vue plugins are not dependencies of
// this site). Run by hand for this round in throw-away folders, with @rsbuild/core 0.5.9, @rsbuild/plugin-vue 0.5.9,
// vue 2.7.16, vue 3.5.45 and vue-loader 15.11.1 from npm, and @rsbuild/plugin-vue2, plugin-vue2-jsx and plugin-babel
// 0.5.9 built with esbuild from their sources (/work/shared/rsbuild-0.5.9/packages; plugin-babel's compiled
// babel-loader taken from its 0.5.4 package on npm), pages opened in Chromium with `rsbuild dev`:
// - plugins/list/plugin-vue2-jsx (single-file components): with pluginBabel({ include: /\.(?:jsx|tsx)$/ }),
//   pluginVue2() and pluginVue2Jsx(), a .vue file with `<script>` (no lang) whose render() returns <p> built without a
//   warning, and the console showed `[Vue warn]: Error in render: "ReferenceError: React is not defined"`, then the
//   error; the same component with `<script lang="jsx">` rendered its <p>. The .js case of SWC is run below.
// - plugins/list/plugin-vue2-jsx (h): in the same project, a .jsx component whose render() maps items with a plain
//   function `function renderItem(item) { return <li>{item}</li>; }` gave `[Vue warn]: Error in render:
//   "ReferenceError: h is not defined"`, then `ReferenceError: h is not defined`, and the component rendered only a
//   comment node (nothing visible).
// - plugins/list/plugin-vue2 (VueLoaderPlugin): with no Vue plugin and tools.rspack { module: { rules: [{ test:
//   /\.vue$/, loader: 'vue-loader' }] } }, rsbuild build printed `error   Compile error:` and `× Error: vue-loader was
//   used without the corresponding plugin. Make sure to include VueLoaderPlugin in your webpack config.` (thrown from
//   vue-loader/lib/index.js) and exited with 1; with that rule removed and pluginVue2() registered, the project built.
//   The test below runs the check of vue-loader 15.11.1 (lib/index.js: the error unless loaderContext['vue-loader'] is
//   set, which VueLoaderPlugin does in the loader hook of NormalModule) in a stand-in loader.
// - guide/framework/vue3 (isCustomElement): with pluginVue() and `<ion-button>` in App.vue, app.config.isCustomElement
//   = (tag) => tag.startsWith('ion-') in the entry gave `[Vue warn]: The \`isCustomElement\` config option is
//   deprecated. Use \`compilerOptions.isCustomElement\` instead.` and `[Vue warn]: Failed to resolve component:
//   ion-button`; app.config.compilerOptions.isCustomElement gave Vue's `The \`compilerOptions\` config option is only
//   respected when using a build of Vue.js that includes the runtime compiler` and the same Failed to resolve
//   warning; with vueLoaderOptions.compilerOptions.isCustomElement the Failed to resolve warning was gone.
//   That app.config.isCustomElement was Vue 3.0's option is Vue's own deprecation message above.
// - plugins/list/plugin-typed-css-modules: that another tool (typed-css-modules' tcm, a webpack loader) wrote an
//   index.css.d.ts is the reader's situation; what 0.5.9 does with it is run below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ROOT,
  build,
  buildAndVisit,
  compilations,
  devServer,
  distText,
  edit,
  nextCompilation,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue-jsx and plugins/list/plugin-vue2-jsx: JSX is compiled for React without the plugins

test('plugins/list/plugin-vue-jsx "out of the box, Rsbuild 0.5.9 compiles JSX for React, not for Vue" and plugins/list/plugin-vue2-jsx "the block is handed on as a .js file ... SWC compiles its JSX for React": JSX in a .jsx and in a .js file builds without a warning into React.createElement, and rendering it in Chromium throws ReferenceError: React is not defined', async () => {
  const dir = project({
    'src/index.js': "import A from './A.jsx';\nimport B from './B.js';\ntry { A(); } catch (e) { document.title = e.message; }\nB();\n",
    'src/A.jsx': 'export default function A() { return <p id="a">a</p>; }\n',
    'src/B.js': 'export default function B() { return <p id="b">b</p>; }\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn/i);
  const js = distText(dir, /^static\/js\/index\..*\.js$/);
  assert.equal((js.match(/React\.createElement\("p"/g) ?? []).length, 2);
  const { errors, value } = await buildAndVisit(browser(), dir, () => document.title);
  assert.equal(value, 'React is not defined');
  assert.deepEqual(errors, ['Uncaught ReferenceError: React is not defined']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2: vue-loader was used without the corresponding plugin

/** The first check of vue-loader 15.11.1's lib/index.js, as a stand-in loader. */
const VUE_LOADER_CHECK = `const NS = 'vue-loader';
module.exports = function (source) {
  if (!this['thread-loader'] && !this[NS]) {
    this.emitError(new Error('vue-loader was used without the corresponding plugin. ' +
      'Make sure to include VueLoaderPlugin in your webpack config.'));
  }
  return 'export default {};';
};
`;

/** What VueLoaderPlugin (plugin-webpack5.js of vue-loader 15.11.1) does to mark the loader context. */
const MARKING_PLUGIN = `class MarkVueLoader {
  apply(compiler) {
    compiler.hooks.compilation.tap('VueLoaderPlugin', (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap('VueLoaderPlugin', (ctx) => { ctx['vue-loader'] = true; });
    });
  }
}`;

test('plugins/list/plugin-vue2 "vue-loader was used without the corresponding plugin ... a rule copied into tools.rspack, in a project without pluginVue2(): Rsbuild 0.5.9 prints it under Compile error and the build fails": a .vue rule added with tools.rspack runs the loader with no plugin marking it; with the marking plugin the build passes', () => {
  const files = {
    'src/index.js': "import App from './App.vue';\nconsole.log(App);\n",
    'src/App.vue': '<template><p>Hello</p></template>\n',
    'vue-loader-check.cjs': VUE_LOADER_CHECK,
  };
  const rule = "{ test: /\\.vue$/, loader: path.resolve('vue-loader-check.cjs') }";
  const without = project({
    ...files,
    'rsbuild.config.mjs': `import path from 'node:path';\nexport default { tools: { rspack: { module: { rules: [${rule}] } } } };\n`,
  });
  const failed = rsbuild(without, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /Compile error/);
  assert.match(
    failed.output,
    /vue-loader was used without the corresponding plugin\. Make sure to include VueLoaderPlugin in your webpack config\./,
  );
  const marked = project({
    ...files,
    'rsbuild.config.mjs': `import path from 'node:path';\n${MARKING_PLUGIN}\nexport default { tools: { rspack: { module: { rules: [${rule}] }, plugins: [new MarkVueLoader()] } } };\n`,
  });
  const passed = rsbuild(marked, ['build']);
  assert.equal(passed.code, 0, passed.output);
  assert.doesNotMatch(passed.output, /corresponding plugin/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules: import styles from './button.css' with TypeScript

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

test("guide/basic/css-modules \"Using CSS Modules with TypeScript: import styles from './button.css'\": button.css's default import is an empty object at runtime and tsc rejects the import; button.module.css with the env.d.ts type-checks (styles.primary is a string) and holds the generated class name", async () => {
  const css = '.primary { color: rgb(0, 0, 255); }\n';
  const dir = project(
    {
      'src/index.ts':
        "import plain from './button.css';\nimport styles from './button.module.css';\nconst primary: string = styles.primary;\n(window as any).result = { plain: Object.keys(plain), primary };\n",
      'src/button.css': css,
      'src/button.module.css': css,
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true },
        include: ['src'],
      }),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' });
  const errors = tsc.stdout.trim().split('\n');
  assert.equal(errors.length, 1, tsc.stdout);
  assert.match(errors[0], /^src\/index\.ts\(1,19\): error TS2307: Cannot find module '\.\/button\.css'/);
  fs.rmSync(path.join(dir, 'tsconfig.json'));
  const { value } = await buildAndVisit(
    browser(),
    dir,
    () => (window as unknown as { result: { plain: string[]; primary: string } }).result,
  );
  assert.deepEqual(value.plain, []);
  assert.match(value.primary, /^primary-/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules: index.css.d.ts not updated

const STALE = '// written by another tool\ndeclare const styles: { readonly title: string };\nexport default styles;\n';

test('plugins/list/plugin-typed-css-modules "index.css.d.ts is not updated when I add classes to index.css": with enableCssModuleTSDeclaration, rsbuild dev leaves index.css.d.ts of a global index.css untouched after a class is added; renamed to index.module.css, it writes index.module.css.d.ts and rewrites it with the new class; with cssModules.auto matching index.css, it rewrites index.css.d.ts itself', async () => {
  const start = (entry: string, auto?: string) =>
    project({
      'src/index.js': `import styles from './${entry}';\nconsole.log(styles);\n`,
      [`src/${entry}`]: '.title { color: red; }\n',
      'src/index.css.d.ts': STALE,
      'rsbuild.config.mjs': `export default { output: { enableCssModuleTSDeclaration: true${auto ? `, cssModules: { auto: ${auto} }` : ''} } };\n`,
    });
  const addClass = async (dir: string, entry: string, dts: string) => {
    const server = await devServer(dir);
    try {
      const before = compilations(server);
      edit(dir, `src/${entry}`, '.title { color: red; }\n', '.title { color: red; }\n.sub-title { color: blue; }\n');
      await nextCompilation(server, before);
      await waitFor(() => fs.existsSync(path.join(dir, dts)) && /subTitle/.test(fs.readFileSync(path.join(dir, dts), 'utf8')), 3000);
      return fs.existsSync(path.join(dir, dts)) ? fs.readFileSync(path.join(dir, dts), 'utf8') : undefined;
    } finally {
      await server.stop();
    }
  };
  const global = start('index.css');
  assert.equal(await addClass(global, 'index.css', 'src/index.css.d.ts'), STALE);

  const renamed = start('index.module.css');
  const written = await addClass(renamed, 'index.module.css', 'src/index.module.css.d.ts');
  assert.match(written ?? '', /subTitle: string;/);
  assert.equal(fs.readFileSync(path.join(renamed, 'src/index.css.d.ts'), 'utf8'), STALE);

  const auto = start('index.css', '(resourcePath) => /\\.module\\.\\w+$|[\\\\/]index\\.css$/.test(resourcePath)');
  const rewritten = await addClass(auto, 'index.css', 'src/index.css.d.ts');
  assert.match(rewritten ?? '', /This file is automatically generated/);
  assert.match(rewritten ?? '', /subTitle: string;/);
});
