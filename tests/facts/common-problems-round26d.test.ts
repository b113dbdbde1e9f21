// Facts behind the twenty-sixth round's (d) items (the Vue, Vue JSX, Solid and MDX plugins, typed CSS Modules and
// on-demand imports), as readers describe the problem: a missing space between <abbr> and <code> in a Vue 2 template,
// removing the plugin's built-in vue-loader to use a version of one's own, `Cannot find module 'vue/compiler-sfc'`
// with vue-loader 17.0.1, `React is not defined` from a Vue render function written in JSX and from a lazily loaded
// Solid component (`Uncaught (in promise)`), .css.d.ts files regenerated while the dev server runs, and antd's
// component styles on demand in .md/.mdx files. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project),
// Chromium where the browser decides.
//
// Resting on other sources, not run here (the official plugins, vue, vue-loader, Babel and Solid are not dependencies
// of this site). Run by hand for this round in throw-away folders, with @rsbuild/core 0.5.9 and @rsbuild/plugin-vue
// 0.5.9 from npm, and @rsbuild/plugin-vue2, plugin-babel, plugin-vue-jsx and plugin-solid 0.5.9 built with esbuild
// from their sources (/work/shared/rsbuild-0.5.9/packages), with their dependencies from npm:
// - plugins/list/plugin-vue2 (whitespace): with vue 2.7.16 and vue-loader 15.11.1, a template line
//   `Use <abbr>HTML</abbr> <code>x</code>` compiled to `_vm._v("Use "), _c("abbr", …), _c("code", …)`, no space node
//   between the two elements; with compilerOptions { whitespace: 'condense' } or { preserveWhitespace: true }
//   `_vm._v(" ")` was there. With 'condense', two <span>s on separate lines still had nothing between them;
//   `{{ ' ' }}` and `&nbsp;` between two tags were kept under the default options.
// - plugins/list/plugin-vue2 (own vue-loader): with vue-loader 17.0.1 in the project's package.json next to
//   @rsbuild/plugin-vue 0.5.9, npm installed 17.4.2 in node_modules/@rsbuild/plugin-vue/node_modules, and rsbuild
//   inspect showed that copy as the loader of the vue rule; with the tools.bundlerChain of the page (loader and
//   VueLoaderPlugin of the project's copy), inspect showed node_modules/vue-loader/dist/index.js (17.0.1) and a
//   <script setup> component built. That plugin-vue2 resolves vue-loader the same way (require.resolve from its own
//   files, dependency ^15.11.1) is its source. The test below runs the order that the page relies on: tools.bundlerChain
//   after a plugin's modifyBundlerChain.
// - plugins/list/plugin-vue (vue/compiler-sfc): vue-loader 17.0.1's dist/index.js requires 'vue/compiler-sfc' at its
//   top; with vue removed from node_modules, a configuration importing it stopped with `Failed to load file`,
//   `Cannot find module 'vue/compiler-sfc'`. With pluginVue() alone (vue-loader 17.4.2) and neither vue nor
//   @vue/compiler-sfc, it stopped with `Failed to load file` and `@vitejs/plugin-vue requires vue (>=3.2.13) or
//   @vue/compiler-sfc to be present in the dependency tree.` That vue/compiler-sfc is in vue from 3.2.13 is the comment
//   of vue-loader's src/compiler.ts; the report is vuejs/vue-loader issue 2024 (no vue installed).
// - plugins/list/plugin-vue-jsx: a .vue file with `<script>` (no lang) whose render() returns JSX stopped the build
//   with `[vue/compiler-sfc] This experimental syntax requires enabling one of the following parser plugin(s): "jsx",
//   "flow", "typescript".`, with or without pluginBabel and pluginVueJsx; with lang="jsx" and pluginVue() alone the
//   bundle held React.createElement("p", …); with lang="jsx" and the three plugins, createTextVNode from vue and no
//   React. The .js case is run below.
// - plugins/list/plugin-solid: with pluginBabel({ include: /\.(?:jsx|tsx)$/ }) and pluginSolid(), src/index.jsx
//   rendering <h1>Home</h1> and lazy(() => import('./Page.js')), Page.js's JSX was compiled to React.createElement
//   in its async chunk; in Chromium the page showed "Home" and an unhandledrejection ReferenceError: React is not
//   defined. The test below runs the same with a dynamic import and no Solid.
// - plugins/list/plugin-typed-css-modules: typings-for-css-modules-loader, css-modules-typescript-loader and
//   typed-css-modules' `tcm --watch` are those tools' documentation.
// - config/source/transform-import: @rsbuild/plugin-mdx is not installed; the test registers a plugin whose
//   modifyBundlerChain is that of plugin-mdx 0.5.9 (its source), with a loader that does what @mdx-js/loader does
//   (compile with @mdx-js/mdx, a dependency of this site).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ROOT,
  build,
  buildAndVisit,
  devServer,
  distText,
  edit,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2 "Remove the built-in vue-loader and use a version of your own"

test('plugins/list/plugin-vue2 "point the vue rule at your vue-loader with tools.bundlerChain, which runs after all plugins, and register the VueLoaderPlugin of the same copy": a plugin that sets the vue rule\'s loader and the vue-loader-plugin as pluginVue2 does is overridden by tools.bundlerChain, in rsbuild inspect', () => {
  const plugin = `const standIn = { name: 'stand-in:vue', setup(api) { api.modifyBundlerChain((chain, { CHAIN_ID }) => {
    chain.module.rule(CHAIN_ID.RULE.VUE).test(/\\.vue$/).use(CHAIN_ID.USE.VUE).loader('/plugin/node_modules/vue-loader/index.js').options({ experimentalInlineMatchResource: true });
    chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(class PluginCopy { apply() {} });
  }); } };\n`;
  const own = `tools: { bundlerChain(chain, { CHAIN_ID }) {
    chain.module.rule(CHAIN_ID.RULE.VUE).use(CHAIN_ID.USE.VUE).loader('/project/node_modules/vue-loader/index.js');
    chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(class ProjectCopy { apply() {} });
  } },`;
  const run = (tools: string) => {
    const dir = project({
      'src/index.js': 'document.body.textContent = 1;\n',
      'rsbuild.config.mjs': `${plugin}export default { ${tools} plugins: [standIn] };\n`,
    });
    const res = rsbuild(dir, ['inspect']);
    assert.equal(res.code, 0, res.output);
    return fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  };
  const plain = run('');
  assert.match(plain, /loader: '\/plugin\/node_modules\/vue-loader\/index\.js'/);
  assert.match(plain, /PluginCopy/);
  const replaced = run(own);
  assert.match(replaced, /loader: '\/project\/node_modules\/vue-loader\/index\.js'/);
  assert.doesNotMatch(replaced, /\/plugin\/node_modules/);
  assert.match(replaced, /ProjectCopy/);
  assert.doesNotMatch(replaced, /PluginCopy/);
  assert.match(replaced, /experimentalInlineMatchResource: true/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue-jsx and plugins/list/plugin-solid: JSX compiled for React

test('plugins/list/plugin-vue-jsx "a render() function that returns JSX throws ReferenceError: React is not defined: a .js file outside include": render() { return <p/> } in a .js file builds without a warning into React.createElement, and calling it in Chromium throws', async () => {
  const dir = project({
    'src/index.js': "import Comp from './Comp.js';\ndocument.body.dataset.ready = '1';\nComp.render();\n",
    'src/Comp.js': 'export default {\n  render() {\n    return <p id="p">render jsx</p>;\n  },\n};\n',
  });
  const out = build(dir).output;
  assert.doesNotMatch(out, /warn|React/i);
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /React\.createElement\("p"/);
  const { errors } = await buildAndVisit(browser(), dir, () => document.body.dataset.ready);
  assert.deepEqual(errors, ['Uncaught ReferenceError: React is not defined']);
});

test('plugins/list/plugin-solid "Uncaught (in promise) ReferenceError: React is not defined: the component was loaded with import(); the rest of the page renders, the error comes when the lazy component does; the build passes without a warning"', async () => {
  const dir = project({
    'src/index.js': "document.body.innerHTML = '<h1>Home</h1>';\nimport('./Page.js').then((mod) => document.body.append(mod.default()));\n",
    'src/Page.js': 'export default function Page() {\n  return <p id="page">page</p>;\n}\n',
  });
  const out = build(dir).output;
  assert.doesNotMatch(out, /warn|React/i);
  assert.match(distText(dir, /^static\/js\/async\/.*\.js$/), /React\.createElement\("p"/);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    const rejections: string[] = [];
    await page.exposeFunction('reportRejection', (r: string) => rejections.push(r));
    await page.addInitScript(() => {
      addEventListener('unhandledrejection', (e) =>
        (window as unknown as { reportRejection: (r: string) => void }).reportRejection(String(e.reason)),
      );
    });
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(() => rejections.length > 0));
    assert.deepEqual(rejections, ['ReferenceError: React is not defined']);
    assert.equal(await page.evaluate(() => document.body.innerText.trim()), 'Home');
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules

test('plugins/list/plugin-typed-css-modules "regenerate the .css.d.ts files automatically while the development server runs": rsbuild dev writes card.module.css.d.ts, rewrites it when a class is added to the stylesheet (no restart), and writes none for a stylesheet nothing imports', async () => {
  const dir = project({
    'src/index.js': "import styles from './card.module.css';\ndocument.body.className = styles.card;\n",
    'src/card.module.css': '.card { padding: 16px; }\n',
    'src/unused.module.css': '.unused { color: red; }\n',
    'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
  });
  const dts = path.join(dir, 'src/card.module.css.d.ts');
  const server = await devServer(dir);
  try {
    assert.ok(await waitFor(() => fs.existsSync(dts)));
    assert.doesNotMatch(fs.readFileSync(dts, 'utf8'), /cardTitle/);
    edit(dir, 'src/card.module.css', '.card { padding: 16px; }\n', '.card { padding: 16px; }\n.card-title { font-weight: bold; }\n');
    assert.ok(await waitFor(() => /cardTitle: string;/.test(fs.readFileSync(dts, 'utf8'))));
    assert.equal(fs.existsSync(path.join(dir, 'src/unused.module.css.d.ts')), false);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

const MDX = fs.realpathSync(path.join(ROOT, 'node_modules/@mdx-js/mdx'));

test('config/source/transform-import "antd styles on demand in .md or .mdx files: with the MDX plugin the items rewrite their imports too; the page bundles antd/es/button and its stylesheet, not the whole library"', () => {
  const dir = project(
    {
      'src/index.js': "import Page from './page.mdx';\nwindow.Page = Page;\n",
      'src/page.mdx': "import { Button } from 'antd';\n\n# Title\n\n<Button>ok</Button>\n",
      'mdx-loader.cjs': `module.exports = function (source) {\n  const done = this.async();\n  import(${JSON.stringify(`${MDX}/index.js`)}).then(({ compile }) => compile(source)).then((file) => done(null, String(file)), done);\n};\n`,
      'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.0", "main": "lib/index.js", "module": "es/index.js" }\n',
      'node_modules/antd/es/index.js': "export const WHOLE_LIBRARY = 'whole antd';\nexport { default as Button } from './button';\n",
      'node_modules/antd/es/button/index.js': "export default function Button() { return 'antd button'; }\n",
      'node_modules/antd/es/button/style/css.js': "import './index.css';\n",
      'node_modules/antd/es/button/style/index.css': '.ant-btn { color: rebeccapurple; }\n',
      // The modifyBundlerChain of @rsbuild/plugin-mdx 0.5.9 (packages/plugin-mdx/src/index.ts), with the loader above.
      'rsbuild.config.mjs': `import path from 'node:path';
const pluginMdx = { name: 'rsbuild:mdx', setup(api) { api.modifyBundlerChain((chain, { CHAIN_ID }) => {
  for (const ext of ['.mdx', '.md']) chain.resolve.extensions.add(ext);
  const jsRule = chain.module.rules.get(CHAIN_ID.RULE.JS);
  const mdxRule = chain.module.rule('mdx');
  [CHAIN_ID.USE.SWC, CHAIN_ID.USE.BABEL].some((id) => {
    const use = jsRule.uses.get(id);
    if (use) { mdxRule.use(id).loader(use.get('loader')).options(use.get('options')); return true; }
    return false;
  });
  mdxRule.test(/\\.(?:mdx|md)$/i).use('mdx').loader(path.resolve('mdx-loader.cjs')).options({});
}); } };
export default {
  plugins: [pluginMdx],
  source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: 'css' }] },
  output: { minify: false },
};
`,
    },
    { react: 'react' },
  );
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /antd button/);
  assert.doesNotMatch(js, /whole antd/);
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /\.ant-btn/);
});
