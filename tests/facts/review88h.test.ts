// Facts behind the accuracy review of session 88 (slice h): config/plugins, plugins/list/plugin-styled-components and
// plugins/list/plugin-vue2-jsx, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it (and no longer say the old wording), and runs @rsbuild/core 0.5.9 in a throw-away project.
//
// - plugins/list/plugin-vue2-jsx, vueJsxOptions.compositionAPI, vueJsxOptions.injectH and the "ReferenceError: h is not
//   defined" item of Common problems. The page said that compositionAPI decides where `h` comes from "when it is used
//   inside setup()", that injectH adds `const h = arguments[0]` to render() and `const h = this.$createElement` to the
//   other methods (without condition), and that JSX in a plain function next to the component, or in an object outside
//   it, has no `h` (without condition), although its own "Register the plugins" sets `compositionAPI: 'auto'`. True:
//   with compositionAPI set, @vue/babel-preset-jsx 1.4.0 replaces the inject-h sugar by the composition-api inject-h
//   sugar (packages/babel-preset-jsx/src/index.js, v1.4.0: `injectHPlugin = [babelSugarCompositionApiInjectH,
//   { importSource }]`, and `injectH && injectHPlugin`), which adds no `const h` to any method and imports `h` from the
//   import source once at the top of every file that contains JSX (packages/babel-sugar-composition-api-inject-h/
//   src/index.js, autoImportH; it also removes `const h = this.$createElement` from setup()). Every JSX expression of
//   the file, a plain function's included, then calls the imported `h`; with 'auto' and Vue 2.7 that is `h` of `vue`.
//   The run below needs Vue 2.7, Babel, the preset and @rsbuild/plugin-babel, none of which the repository installs:
//   with REVIEW88H_DEPS set to a folder whose node_modules holds them (`npm install @babel/core@7
//   @vue/babel-preset-jsx@1.4.0 @vue/babel-helper-vue-jsx-merge-props@1.4.0 vue@2.7.16 @rsbuild/plugin-babel@0.5.4`:
//   the registry we reach has no 0.5.9 of plugin-babel nor any 0.5 of plugin-vue2-jsx; 0.5.4's pluginBabel adds the
//   same `babel-js` rule with `order: 'pre'` and exports the same modifyBabelLoaderOptions as 0.5.9's src), it builds a
//   page with the default options and with `compositionAPI: 'auto'` through a stand-in of plugin-vue2-jsx written from
//   its 0.5.9 src/index.ts, and reads the page in Chromium; without that folder it skips.
// - plugins/list/plugin-vue2-jsx, Limits, "Hot updates do not keep state": "editing a .jsx or .tsx file updates the page
//   without a reload, but the .vue component that imports the file is created again" was said of every such file. A
//   file that only the entry imports (the root component given to `new Vue()`) reaches no module that accepts the
//   update, and the 0.5.9 client reloads the page (core/src/client/hmr/index.ts, window.location.reload()), as review
//   86m found for plugin-vue-jsx. The plugin adds no hot-update code (plugin-vue2-jsx/src/index.ts only appends the
//   preset to the Babel options), so a .jsx file that holds no JSX takes the same path; the run below uses one. The part
//   the page keeps (a file that a .vue component imports is updated without a reload, and the .vue component is created
//   again) is run too when REVIEW88H_DEPS is set, with `vue-loader@15.11.1 vue-template-compiler@2.7.16` also installed
//   there and a stand-in of plugin-vue2 written from its 0.5.9 src/index.ts (without the splitChunks part).
// - config/plugins, lead: "everything it does is itself implemented by built-in plugins" went beyond the sentence it
//   ends (the CLI, config loading and the dev server are not plugins); the Chinese page already said "these abilities".
//   True: the features that sentence lists are built-in plugins (core/src/provider/plugins/swc.ts `rsbuild:swc`, css.ts
//   `rsbuild:css`, less.ts, sass.ts, core/src/plugins/asset.ts `rsbuild:asset`), and removing one through `remove`
//   takes its file type away: the run below removes `rsbuild:less`, then `rsbuild:swc`. (Without `rsbuild:css`, plain
//   .css files still build: Rspack 0.5 then handles them itself, so no run is made of that one.)
// - config/plugins, "Unplugin-based plugins": the output quoted for an unplugin put in `plugins` started with
//   `Error: Object looks like …`, with no blank line before the example. `rsbuild build` prints `error   Failed to
//   build.`, then `error   Object looks like …` and a blank line before the example (core/src/cli/commands.ts logs the
//   error with logger.error, which prints the message, not `Error:`), followed by the stack trace.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  devServer,
  edit,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  waitFor,
  hmrPage,
  linkPackages,
} from './topics-support';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW88H_DEPS;
const NO_DEPS =
  'REVIEW88H_DEPS is not set: Vue 2.7, Babel, @vue/babel-preset-jsx and @rsbuild/plugin-babel are not installed in the repository';

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

/** @rsbuild/plugin-vue2-jsx 0.5.9 (packages/plugin-vue2-jsx/src/index.ts), as CommonJS. */
const VUE2_JSX_PLUGIN = `const { modifyBabelLoaderOptions } = require('@rsbuild/plugin-babel');
exports.pluginVue2Jsx = (options = {}) => ({
  name: 'rsbuild:vue2-jsx',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      modifyBabelLoaderOptions({
        chain,
        CHAIN_ID,
        modifier: (babelOptions) => {
          babelOptions.presets ??= [];
          babelOptions.presets.push([require.resolve('@vue/babel-preset-jsx'), { injectH: true, ...options.vueJsxOptions }]);
          return babelOptions;
        },
      });
    });
  },
});
`;

/** JSX in a plain function next to a component, in render() and in a setup written as an arrow function. */
const VUE2_APP = `import Vue, { defineComponent, ref } from 'vue';

function renderItem(item) {
  return <li class="item">{item}</li>;
}

const List = {
  render() {
    return <ul>{['a', 'b'].map(renderItem)}</ul>;
  },
};

const Clicks = defineComponent({
  setup: () => {
    const clicks = ref(1);
    return () => <p id="setup">setup {clicks.value}</p>;
  },
});

new Vue({ render: (h) => h('div', [h(List), h(Clicks)]) }).$mount('#root');
`;

test('plugins/list/plugin-vue2-jsx "With compositionAPI set, it adds none of these lines and imports h at the top of the file instead" and "each file that contains JSX then imports h from vue, and all of its JSX has an h, in plain functions and setup() too" (Vue 2.7 in Chromium)', {
  skip: DEPS ? false : NO_DEPS,
}, async (t) => {
  pageSays(
    'plugins/list/plugin-vue2-jsx',
    {
      en: "with a value set, each file that contains JSX imports `h` at its top, and all of the file's JSX uses that import, JSX inside `setup()` included.",
      zh: '设置了其他值时，每个包含 JSX 的文件都会在顶部导入 `h`，文件中所有的 JSX 都使用这个导入，`setup()` 中的 JSX 也不例外。',
    },
    {
      en: 'Where the compiled JSX takes the `h` function from when it is used inside `setup()`.',
      zh: '决定在 `setup()` 中使用 JSX 时，编译后的代码从哪里获取 `h` 函数。',
    },
  );
  pageSays(
    'plugins/list/plugin-vue2-jsx',
    {
      en: 'With `compositionAPI` set, it adds none of these lines and imports `h` at the top of the file instead.',
      zh: '设置了 `compositionAPI` 时，它不会添加这些语句，而是在文件顶部导入 `h`。',
    },
    {
      en: '\nAdds `const h = arguments[0];` at the start of `render()`',
      zh: '\n在 `render()` 开头添加 `const h = arguments[0];`',
    },
  );
  pageSays(
    'plugins/list/plugin-vue2-jsx',
    {
      en: 'each file that contains JSX then imports `h` from `vue`, and all of its JSX has an `h`, in plain functions and `setup()` too.',
      zh: '每个包含 JSX 的文件都会从 `vue` 导入 `h`，文件里所有的 JSX，包括普通函数和 `setup()` 中的，都能拿到 `h`。',
    },
    {
      en: 'and [injectH](#vuejsxoptionsinjecth) supplies it only inside object and class methods that contain JSX, such as `render()`. JSX anywhere else has no `h`',
      zh: '而 [injectH](#vuejsxoptionsinjecth) 只会在包含 JSX 的对象方法和类方法（如 `render()`）中提供 `h`。其他位置的 JSX 都拿不到 `h`',
    },
  );
  pageSays(
    'plugins/list/plugin-vue2-jsx',
    {
      en: "With `compositionAPI: 'auto'`, the file imports `h`, so JSX in an object outside the component has one too;",
      zh: "设置了 `compositionAPI: 'auto'` 时，文件会导入 `h`，写在组件外的对象里的 JSX 也能拿到它；",
    },
    {
      en: 'arrow functions inside it included; JSX in an object outside the component gets no `h`.',
      zh: '（包括其中的箭头函数）；写在组件外的对象里则拿不到 `h`。',
    },
  );

  const run = async (vueJsxOptions: object) => {
    const dir = project(
      {
        'vue2-jsx-plugin.cjs': VUE2_JSX_PLUGIN,
        'src/index.jsx': VUE2_APP,
        'rsbuild.config.mjs': [
          "import { pluginBabel } from '@rsbuild/plugin-babel';",
          "import { pluginVue2Jsx } from './vue2-jsx-plugin.cjs';",
          'export default {',
          `  plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginVue2Jsx({ vueJsxOptions: ${JSON.stringify(vueJsxOptions)} })],`,
          '  output: { minify: false },',
          '};',
          '',
        ].join('\n'),
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    linkDeps(dir, ['@rsbuild/plugin-babel', '@vue/babel-preset-jsx', '@vue/babel-helper-vue-jsx-merge-props', 'vue']);
    build(dir);
    const jsDir = path.join(dir, 'dist/static/js');
    const bundle = fs
      .readdirSync(jsDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(jsDir, f), 'utf8'))
      .join('\n');
    const start = bundle.indexOf('function renderItem');
    const ours = bundle.slice(start, bundle.indexOf('$mount', start));

    const origin = await staticHost(t, path.join(dir, 'dist'));
    const page = await browser().newPage();
    const printed: string[] = [];
    try {
      // The static host answers the browser's /favicon.ico with a 404, which the console reports; that line is left out.
      page.on('console', (m) => !m.text().startsWith('Failed to load resource') && printed.push(m.text()));
      page.on('pageerror', (e) => printed.push(`Uncaught ${e.message}`));
      await page.goto(`${origin}/`);
      await page.waitForLoadState('load');
      assert.ok(await waitFor(async () => printed.length > 0 || (await page.locator('#setup').count()) > 0));
      const items = await page.locator('li.item').allTextContents();
      const setup = (await page.locator('#setup').count()) > 0 ? await page.textContent('#setup') : null;
      return { ours, items, setup, printed };
    } finally {
      await page.close();
    }
  };

  // The default (compositionAPI false): render() gets `const h = arguments[0]` (SWC renames it), the plain function and
  // the arrow-function setup get no h.
  const plain = await run({});
  assert.match(plain.ours, /const h\d* = arguments\[0\];/);
  assert.ok(!/import_vue|vue__WEBPACK_IMPORTED_MODULE_\d+__\.h\)/.test(plain.ours), plain.ours);
  assert.deepEqual(plain.items, []);
  assert.equal(plain.setup, null);
  assert.ok(
    plain.printed.some((line) => line.includes('h is not defined')),
    plain.printed.join('\n'),
  );

  // compositionAPI 'auto' (Vue 2.7): no const h in any method, one import of h from vue, and every JSX works.
  const auto = await run({ compositionAPI: 'auto' });
  assert.ok(!auto.ours.includes('arguments[0]') && !auto.ours.includes('$createElement'), auto.ours);
  assert.match(auto.ours, /\(0, vue__WEBPACK_IMPORTED_MODULE_\d+__\.h\)\("li"/);
  assert.deepEqual(auto.items, ['a', 'b']);
  assert.equal(auto.setup, 'setup 1');
  assert.deepEqual(auto.printed, []);
});

test('plugins/list/plugin-vue2-jsx "A file that only the entry imports, such as the root component passed to new Vue(), reaches no module that accepts the update, so Rsbuild reloads the whole page."', async () => {
  pageSays(
    'plugins/list/plugin-vue2-jsx',
    {
      en: 'A file that only the entry imports, such as the root component passed to `new Vue()`, reaches no module that accepts the update, so Rsbuild reloads the whole page.',
      zh: '如果文件只被入口导入（比如传给 `new Vue()` 的根组件），更新找不到能接收它的模块，Rsbuild 会直接刷新整个页面。',
    },
    {
      en: 'In development, editing a `.jsx` or `.tsx` file updates the page without a reload, but the `.vue` component that imports the file is created again',
      zh: '在开发模式下修改 `.jsx` 或 `.tsx` 文件，页面会在不刷新的情况下更新，但导入该文件的 `.vue` 组件会被重新创建',
    },
  );
  const dir = project({
    'src/index.js': "import { render } from './Root.jsx';\nrender(document.getElementById('root'));\n",
    'src/Root.jsx': "export function render(root) {\n  root.textContent = 'root one';\n}\n",
  });
  const server = await devServer(dir);
  const { page, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    assert.equal(await page.textContent('#root'), 'root one');
    edit(dir, 'src/Root.jsx', 'root one', 'root two');
    // The text is read only once the second load has fired, so that the reload cannot interrupt the read.
    const text = () => page.textContent('#root').catch(() => null);
    assert.ok(await waitFor(async () => loads() === 2 && (await text()) === 'root two'), `loads: ${loads()}`);
  } finally {
    await page.close();
    await server.stop();
  }
});

test('config/plugins "Without plugins, Rsbuild already builds JavaScript, TypeScript, CSS, Less, Sass, CSS Modules, images and fonts; all of this is itself implemented by built-in plugins."', () => {
  pageSays(
    'config/plugins',
    {
      en: 'images and fonts; all of this is itself implemented by built-in plugins.',
      zh: 'Rsbuild 的这些能力本身也都是由内置插件实现的。',
    },
    // The Chinese page said "these abilities" already; only the English sentence said "everything it does".
    {
      en: 'everything it does is itself implemented by built-in plugins',
      zh: 'everything it does is itself implemented by built-in plugins',
    },
  );
  const dir = project(
    {
      'src/index.js': "import './a.less';\nimport { e } from './e.ts';\nconsole.log(e);\n",
      'src/a.less': '@c: red;\n.a { color: @c; }\n',
      'src/e.ts': 'export const e: number = 1;\n',
      'rsbuild.config.mjs':
        "export default { plugins: [{ name: 'my-app:bare', remove: (process.env.REMOVE || '').split(',').filter(Boolean), setup() {} }] };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const noLess = rsbuild(dir, ['build'], { REMOVE: 'rsbuild:less' });
  assert.notEqual(noLess.code, 0);
  assert.match(noLess.output, /File: \.\/src\/a\.less\n\s+× Module parse failed:/);
  const noSwc = rsbuild(dir, ['build'], { REMOVE: 'rsbuild:swc' });
  assert.notEqual(noSwc.code, 0);
  assert.match(noSwc.output, /File: \.\/src\/e\.ts\n\s+× Module parse failed:/);
});

test('config/plugins "Put in plugins instead, the same plugin makes Rsbuild 0.5.9 stop before it builds. rsbuild build prints this, followed by a stack trace: error   Failed to build. error   Object looks like a Webpack or Rspack plugin …"', () => {
  const block = [
    'error   Failed to build.',
    'error   Object looks like a Webpack or Rspack plugin, please use `tools.rspack` to register it:',
    '',
    '  // rsbuild.config.ts',
    '  export default {',
    '    tools: {',
    '      rspack: {',
    '        plugins: [new Object()]',
    '      }',
    '    }',
    '  };',
    '',
  ].join('\n');
  pageSays(
    'config/plugins',
    {
      en: `\`rsbuild build\` prints this, followed by a stack trace:\n\n\`\`\`bash\n${block}\`\`\``,
      zh: `\`rsbuild build\` 会输出下面的内容，后面跟着一段调用栈：\n\n\`\`\`bash\n${block}\`\`\``,
    },
    {
      en: 'Error: Object looks like a Webpack or Rspack plugin',
      zh: 'Error: Object looks like a Webpack or Rspack plugin',
    },
  );
  const dir = project(
    {
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.mjs': [
        "import { createUnplugin } from 'unplugin';",
        "const unplugin = createUnplugin(() => ({ name: 'my-unplugin', transform: (code) => code }));",
        'export default { plugins: [unplugin.rspack()] };',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5', unplugin: 'unplugin' },
  );
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.ok(run.output.includes(`${block}\n    at validatePlugin (`), run.output);
  assert.ok(!run.output.includes('Error: Object looks like'), run.output);
});

/** @rsbuild/plugin-vue2 0.5.9 (packages/plugin-vue2/src/index.ts) without its splitChunks part, as CommonJS. */
const VUE2_PLUGIN = `const { deepmerge } = require('@rsbuild/shared');
const { VueLoaderPlugin } = require('vue-loader');
exports.pluginVue2 = (options = {}) => ({
  name: 'rsbuild:vue2',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      chain.resolve.extensions.add('.vue');
      if (!chain.resolve.alias.get('vue$')) chain.resolve.alias.set('vue$', 'vue/dist/vue.runtime.esm.js');
      const vueLoaderOptions = deepmerge(
        { compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true },
        options.vueLoaderOptions ?? {},
      );
      chain.module.rule(CHAIN_ID.RULE.VUE).test(/\\.vue$/).use(CHAIN_ID.USE.VUE).loader(require.resolve('vue-loader')).options(vueLoaderOptions);
      chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(VueLoaderPlugin);
    });
  },
});
`;

test('plugins/list/plugin-vue2-jsx "editing a .jsx or .tsx file that a .vue component imports updates the page without a reload, but that .vue component is created again, and it and the components below it lose their state" (Vue 2.7 in Chromium)', {
  skip: DEPS ? false : NO_DEPS,
}, async () => {
  pageSays('plugins/list/plugin-vue2-jsx', {
    en: 'editing a `.jsx` or `.tsx` file that a `.vue` component imports updates the page without a reload, but that `.vue` component is created again, and it and the components below it lose their state.',
    zh: '在开发模式下修改一个被 `.vue` 组件导入的 `.jsx` 或 `.tsx` 文件，页面会在不刷新的情况下更新，但这个 `.vue` 组件会被重新创建，它及其下面的组件都会丢失状态。',
  });
  const dir = project(
    {
      'vue2-jsx-plugin.cjs': VUE2_JSX_PLUGIN,
      'vue2-plugin.cjs': VUE2_PLUGIN,
      'src/index.js': "import Vue from 'vue';\nimport App from './App.vue';\nnew Vue({ render: (h) => h(App) }).$mount('#root');\n",
      'src/App.vue': [
        '<template><div><button id="app" @click="count++">app {{ count }}</button><Counter /></div></template>',
        '<script>',
        "import Counter from './Counter.jsx';",
        'export default { components: { Counter }, data: () => ({ count: 0 }) };',
        '</script>',
        '',
      ].join('\n'),
      'src/Counter.jsx': 'export default {\n  render() {\n    return <p id="counter">counter one</p>;\n  },\n};\n',
      'rsbuild.config.mjs': [
        "import { pluginBabel } from '@rsbuild/plugin-babel';",
        "import { pluginVue2 } from './vue2-plugin.cjs';",
        "import { pluginVue2Jsx } from './vue2-jsx-plugin.cjs';",
        "export default { plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginVue2(), pluginVue2Jsx({ vueJsxOptions: { compositionAPI: 'auto' } })] };",
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  linkDeps(dir, [
    '@rsbuild/plugin-babel',
    '@vue/babel-preset-jsx',
    '@vue/babel-helper-vue-jsx-merge-props',
    'vue',
    'vue-loader',
    'vue-template-compiler',
  ]);
  const server = await devServer(dir);
  const { page, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    await page.click('#app');
    assert.equal(await page.textContent('#app'), 'app 1');
    edit(dir, 'src/Counter.jsx', 'counter one', 'counter two');
    assert.ok(await waitFor(async () => (await page.textContent('#counter').catch(() => null)) === 'counter two'));
    assert.equal(loads(), 1, 'no reload for a file that App.vue imports');
    assert.equal(await page.textContent('#app'), 'app 0', 'App.vue was created again and lost its count');
  } finally {
    await page.close();
    await server.stop();
  }
});
