// Facts behind the third accuracy review of session 93 (slice g): plugins/list/plugin-vue-jsx, plugins/list/plugin-vue2,
// plugins/list/plugin-babel and guide/basic/typescript, in both languages. Each test names the page and the sentence it
// backs, checks that both languages say it and no longer say the old wording, and runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts).
//
// Fixes:
// - plugins/list/plugin-vue-jsx, `TypeError: h is not a function`: the page said the console reads "in promise"
//   "because the component was loaded lazily, by the router for example". Lazy loading is one case only. In
//   development Vue 3.4 rethrows a render error (runtime-core logError, `throwInDev`); during the first `mount()` it
//   leaves mount() synchronously (`Uncaught TypeError: h is not a function`), while a render that runs in Vue's
//   scheduler, which flushes in a promise callback, ends as `Uncaught (in promise) TypeError: h is not a function`:
//   a component loaded with defineAsyncComponent, and just as well one that is imported normally and shown after a
//   state change. The page now gives that reason. Test below: rsbuild dev, vue 3.4.21, Chromium, the three cases.
// - plugins/list/plugin-vue-jsx, vueJsxOptions.enableObjectSlots: the page said that with the option on "a single child
//   expression that is not written as an object literal, such as a variable, is checked at run time". @vue/babel-plugin-jsx
//   1.2.2 adds the run-time `_isSlot` check only for a child that is an identifier or a call expression
//   (dist/index.js 735-777, `t3.isIdentifier(child)` and `t3.isCallExpression(child)`); any other expression, such as
//   a member expression `{props.slots}`, goes into the default slot (the `else` branch, 785-791). The page now names
//   variables and function calls and says that other expressions always go into the default slot. Test below (needs
//   REVIEW93G_DEPS): one rsbuild build, the slots object passed as `{slots}`, `{getSlots()}` and `{props.slots}`.
// - plugins/list/plugin-babel, include: "all other scripts are compiled by SWC alone". The scripts outside the plugin's
//   rule get Rsbuild's own `js` rule only, which holds out the JavaScript of node_modules (shared/src/chain.ts 257-261,
//   `{ and: [rootPath, { not: NODE_MODULES_REGEX }] }`), so a dependency's .js is not compiled at all; the paragraph
//   itself goes on to say that SWC leaves node_modules alone. The page now says what the exclude paragraph says since
//   review 89h. Test below (needs REVIEW93G_DEPS): include names one project file; for Chrome 50 a dependency keeps
//   `?.` and `??`, the project file outside include is compiled.
// - plugins/list/plugin-vue2, Common problems, the missing space between elements: "`preserveWhitespace: true` keeps
//   every space". The Vue 2.7 template compiler drops a whitespace-only text right after an opening tag even then, and
//   the trailing one before a closing tag (src/compiler/parser/index.ts of vue 2.7: `else if (!children.length) text =
//   ''` in chars(), trimEndingWhitespace in closeElement); whitespace between two elements becomes one space. The
//   round-38d test of the page shows it already (childNodes BUTTON, #text, BUTTON: the line break after <p> is gone).
//   The page now says "one space between any two elements (not at the start or end of an element's content)". Test
//   below (needs REVIEW93G_DEPS): the 0.5.9 plugin's stand-in (as in common-problems-round38d.test.ts), vue 2.7.16,
//   vue-loader 15.11.1, preserveWhitespace: true, Chromium: `<p>  <b>a</b> <i>b</i>\n    <u>c</u>  </p>` renders
//   B, text, I, text, U, textContent "a b c".
//
// REVIEW93G_DEPS: a folder whose node_modules holds what the repository does not install: `npm install --legacy-peer-deps
// @vue/babel-plugin-jsx@1.2.2 @babel/core@7.24.3 @babel/preset-typescript@7.24.1
// @babel/plugin-proposal-decorators@7.24.1 @babel/plugin-transform-class-properties@7.24.1 @rsbuild/plugin-babel@0.5.4
// vue-loader@15.11.1 webpack@5.91.0 vue2@npm:vue@2.7.16` there (the registry we reach has no 0.5.9 of plugin-babel,
// plugin-vue-jsx or plugin-vue2; review88h.test.ts says why 0.5.4 of plugin-babel does, and the stand-ins of
// plugin-vue-jsx and plugin-vue2 below are written from their 0.5.9 src/index.ts). Vue 2.7 is installed under the name
// vue2 and linked into the project as vue. Without that folder the tests that need it check the pages only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  buildAndVisit,
  devServer,
  distText,
  linkPackages,
  pageSays,
  project,
  runBuiltPage,
  sharedBrowser,
  VUE_LINKS,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW93G_DEPS;
const NO_DEPS = 'REVIEW93G_DEPS is not set: Babel, @vue/babel-plugin-jsx and @rsbuild/plugin-babel are not installed in the repository';

const VUE_JSX = 'plugins/list/plugin-vue-jsx';

/** @rsbuild/plugin-vue-jsx 0.5.9 (packages/plugin-vue-jsx/src/index.ts), as CommonJS. */
const VUE_JSX_PLUGIN = `const { modifyBabelLoaderOptions } = require('@rsbuild/plugin-babel');
exports.pluginVueJsx = (options = {}) => ({
  name: 'rsbuild:vue-jsx',
  setup(api) {
    api.modifyBundlerChain(async (chain, { CHAIN_ID }) => {
      modifyBabelLoaderOptions({
        chain,
        CHAIN_ID,
        modifier: (babelOptions) => {
          babelOptions.plugins ??= [];
          babelOptions.plugins.push([require.resolve('@vue/babel-plugin-jsx'), options.vueJsxOptions || {}]);
          return babelOptions;
        },
      });
    });
  },
});
`;

test(`${VUE_JSX} "“in promise” because that render ran in one of Vue's asynchronous updates (a component loaded lazily, by the router for example, or shown after a state change), while in the first mount() the error is a plain Uncaught TypeError"`, async () => {
  pageSays(
    VUE_JSX,
    {
      en: '"in promise" because that render ran in one of Vue\'s asynchronous updates (a component loaded lazily, by the router for example, or shown after a state change), while in the first `mount()` the error is a plain `Uncaught TypeError`.',
      zh: '报 “in promise” 是因为这次渲染发生在 Vue 的异步更新中（比如由路由懒加载的组件，或状态变化后才显示的组件），首次 `mount()` 时出错则只报 `Uncaught TypeError`。',
    },
    {
      en: '"in promise" because the component was loaded lazily, by the router for example.',
      zh: '报 “in promise” 是因为组件是懒加载的，比如由路由加载。',
    },
  );
  const dir = project(
    {
      // A render function written for Vue 2, in a Vue 3 app.
      'src/Legacy.js': "export default { name: 'Legacy', render(h) { return h('p', 'legacy'); } };\n",
      'src/index.js': [
        "import { createApp, defineAsyncComponent, h, onMounted, ref } from 'vue';",
        "import Legacy from './Legacy.js';",
        "const Lazy = defineAsyncComponent(() => import('./Legacy.js'));",
        'const Later = { setup() { const show = ref(false); onMounted(() => { show.value = true; }); return () => (show.value ? h(Legacy) : null); } };',
        "const root = { mount: Legacy, lazy: { render: () => h(Lazy) }, later: Later }[new URLSearchParams(location.search).get('case')];",
        "createApp(root).mount('#root');",
        '',
      ].join('\n'),
    },
    VUE_LINKS,
  );
  const server = await devServer(dir);
  try {
    const thrownIn = async (which: string): Promise<string[]> => {
      const page = await browser().newPage();
      try {
        // What the console prints: Chromium's DevTools protocol reports the exception with the text the console shows.
        const cdp = await page.context().newCDPSession(page);
        const thrown: string[] = [];
        cdp.on('Runtime.exceptionThrown', (e) =>
          thrown.push(`${e.exceptionDetails.text} ${e.exceptionDetails.exception?.description?.split('\n')[0] ?? ''}`),
        );
        await cdp.send('Runtime.enable');
        await page.goto(`${server.url}/?case=${which}`);
        assert.ok(await waitFor(() => thrown.length > 0, 20_000), `${which}: an exception`);
        return thrown;
      } finally {
        await page.close();
      }
    };
    assert.deepEqual(await thrownIn('mount'), ['Uncaught TypeError: h is not a function']);
    assert.deepEqual(await thrownIn('lazy'), ['Uncaught (in promise) TypeError: h is not a function']);
    assert.deepEqual(await thrownIn('later'), ['Uncaught (in promise) TypeError: h is not a function']);
  } finally {
    await server.stop();
  }
});

test(`${VUE_JSX} "a single child that is a variable or a function call, such as {slots} or {getSlots()}, is checked at run time ... the default slot, as any other expression such as {props.slots} always does"`, (t) => {
  pageSays(
    VUE_JSX,
    {
      en: 'When `true`, a single child that is a variable or a function call, such as `{slots}` or `{getSlots()}`, is checked at run time: if it holds an object of slot functions, it is passed as the slots of the component; otherwise it becomes the default slot, as any other expression such as `{props.slots}` always does.',
      zh: '如果子节点是单个变量或函数调用（例如 `{slots}`、`{getSlots()}`），会在运行时检查它：如果它是由插槽函数组成的对象，就作为组件的插槽传入；否则作为默认插槽。其他表达式（例如 `{props.slots}`）总是作为默认插槽。',
    },
    {
      en: 'a single child expression that is not written as an object literal, such as a variable, is checked at run time',
      zh: '如果子节点是单个表达式且不是直接写出的对象字面量（例如一个变量），会在运行时检查它',
    },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project(
    {
      'vue-jsx-plugin.cjs': VUE_JSX_PLUGIN,
      'rsbuild.config.mjs': [
        "import { pluginBabel } from '@rsbuild/plugin-babel';",
        "import { pluginVueJsx } from './vue-jsx-plugin.cjs';",
        'export default {',
        '  plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginVueJsx()],',
        "  source: { entry: { index: './src/index.jsx' } },",
        '};',
        '',
      ].join('\n'),
      'src/index.jsx': [
        "const Layout = { name: 'Layout', setup: () => () => null };",
        "const slots = { header: () => 'Title', default: () => 'Body' };",
        'const getSlots = () => slots;',
        'const props = { slots };',
        '// The slot names the component receives (the vnode children), without the internal _ keys.',
        "const names = (vnode) => Object.keys(vnode.children).filter((key) => !key.startsWith('_'));",
        'globalThis.result = {',
        '  variable: names(<Layout>{slots}</Layout>),',
        '  call: names(<Layout>{getSlots()}</Layout>),',
        '  member: names(<Layout>{props.slots}</Layout>),',
        '};',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5', vue: 'vue' },
  );
  linkPackages(dir, DEPS, ['@rsbuild/plugin-babel', '@vue/babel-plugin-jsx']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  assert.deepEqual(JSON.parse(JSON.stringify(runBuiltPage(dir).result)), {
    variable: ['header', 'default'],
    call: ['header', 'default'],
    member: ['default'],
  });
});

const BABEL = 'plugins/list/plugin-babel';

test(`${BABEL} "all other scripts skip Babel and get only Rsbuild's own script rule: SWC for your own files, and by default nothing for the JavaScript of node_modules"`, (t) => {
  pageSays(
    BABEL,
    {
      en: "all other scripts skip Babel and get only Rsbuild's own script rule: SWC for your own files, and by default nothing for the JavaScript of `node_modules`.",
      zh: '其他脚本不经过 Babel，只按 Rsbuild 自身的脚本规则处理：你自己的文件由 SWC 编译，`node_modules` 中的 JavaScript 默认不编译。',
    },
    { en: 'all other scripts are compiled by SWC alone', zh: '其他脚本只由 SWC 编译' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project(
    {
      'node_modules/dep/package.json': '{ "name": "dep", "main": "index.js" }\n',
      'node_modules/dep/index.js': 'export const depRead = (a) => a?.depValue ?? 1;\n',
      'src/own.js': 'export const ownRead = (a) => a?.ownValue ?? 2;\n',
      'src/piped.js': 'export const pipedRead = (a) => a?.pipedValue ?? 3;\n',
      'src/index.js':
        "import { depRead } from 'dep';\nimport { ownRead } from './own.js';\nimport { pipedRead } from './piped.js';\nconsole.log(depRead({}), ownRead({}), pipedRead({}));\n",
      'rsbuild.config.mjs': [
        "import { pluginBabel } from '@rsbuild/plugin-babel';",
        'export default {',
        "  output: { minify: false, overrideBrowserslist: ['chrome 50'] },",
        '  plugins: [pluginBabel({ include: /[\\\\/]src[\\\\/]piped\\.js$/ })],',
        '};',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, DEPS, ['@rsbuild/plugin-babel']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /\(a\)=>a\?\.depValue \?\? 1/, 'the JavaScript of node_modules keeps ?. and ?? for Chrome 50');
  assert.doesNotMatch(js, /a\?\.ownValue/, 'a project file outside include is compiled (by SWC) for Chrome 50');
  assert.match(js, /a\.ownValue/);
  assert.doesNotMatch(js, /a\?\.pipedValue/, 'the file in include is compiled too');
});

const VUE2 = 'plugins/list/plugin-vue2';

/** @rsbuild/plugin-vue2 0.5.9 (packages/plugin-vue2/src/index.ts, without splitChunks) as CommonJS, vue-loader 15 of `deps`. */
const VUE2_PLUGIN = (deps: string) => `const { deepmerge } = require('@rsbuild/shared');
const VUE_LOADER = ${JSON.stringify(path.join(deps, 'node_modules/vue-loader'))};
const { VueLoaderPlugin } = require(VUE_LOADER);
exports.pluginVue2 = (options = {}) => ({
  name: 'rsbuild:vue2',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      chain.resolve.extensions.add('.vue');
      if (!chain.resolve.alias.get('vue$')) {
        chain.resolve.alias.set('vue$', 'vue/dist/vue.runtime.esm.js');
      }
      const vueLoaderOptions = deepmerge(
        { compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true },
        options.vueLoaderOptions ?? {},
      );
      chain.module.rule(CHAIN_ID.RULE.VUE).test(/\\.vue$/).use(CHAIN_ID.USE.VUE).loader(require.resolve(VUE_LOADER)).options(vueLoaderOptions);
      chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(VueLoaderPlugin);
    });
  },
});
`;

test(`${VUE2} "preserveWhitespace: true keeps one space between any two elements (not at the start or end of an element's content)"`, async (t) => {
  pageSays(
    VUE2,
    {
      en: "`preserveWhitespace: true` keeps one space between any two elements (not at the start or end of an element's content), as in the example there,",
      zh: '`preserveWhitespace: true` 则在任意两个元素之间都保留一个空格（元素内容开头和结尾的空白除外），见那里的示例；',
    },
    { en: '`preserveWhitespace: true` keeps every space', zh: '`preserveWhitespace: true` 则保留所有空格' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project(
    {
      'vue2-plugin.cjs': VUE2_PLUGIN(DEPS),
      'rsbuild.config.mjs':
        "import { pluginVue2 } from './vue2-plugin.cjs';\nexport default { plugins: [pluginVue2({ vueLoaderOptions: { compilerOptions: { preserveWhitespace: true } } })] };\n",
      'src/index.js': "import Vue from 'vue';\nimport App from './App.vue';\nnew Vue({ render: (h) => h(App) }).$mount('#root');\n",
      // Spaces at the start and the end of <p>, one space and a line break with indentation between its elements.
      'src/App.vue': '<template>\n  <p class="line">  <b>a</b> <i>b</i>\n    <u>c</u>  </p>\n</template>\n',
    },
    { '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  // vue 2.7.16, installed in the REVIEW93G_DEPS folder under the name vue2
  fs.symlinkSync(fs.realpathSync(path.join(DEPS, 'node_modules/vue2')), path.join(dir, 'node_modules/vue'), 'dir');
  const { errors, value } = await buildAndVisit(browser(), dir, () => {
    const line = document.querySelector('.line');
    return { nodes: [...(line?.childNodes ?? [])].map((n) => n.nodeName), text: JSON.stringify(line?.textContent) };
  });
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { nodes: ['B', '#text', 'I', '#text', 'U'], text: '"a b c"' });
});
