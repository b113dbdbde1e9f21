// Facts behind the second accuracy review of session 86 (slice m): plugins/list/plugin-vue2 and
// plugins/list/plugin-vue-jsx, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - plugins/list/plugin-vue-jsx, Limits, "Component state on hot updates": "editing a .jsx or .tsx file updates the
//   page without a reload, but the update is handled by the .vue component that imports the file" read as true of
//   every such file. It holds only for a file that a .vue component imports: vue-loader's hot-reload code in that
//   component accepts the update and creates the component again (its state is lost). A file that only the entry
//   imports (createApp(Counter)) reaches no module that accepts the update, and 0.5.9's client reloads the page
//   (core/src/client/hmr/index.ts 129-152, window.location.reload()). @rsbuild/plugin-vue-jsx and
//   @rsbuild/plugin-babel are not installed here; the run uses plain .js components written with h(), which take the
//   same path through hot updates once Babel has compiled the JSX (the plugin adds no hot-update code of its own:
//   plugin-vue-jsx/src/index.ts only appends @vue/babel-plugin-jsx to the Babel plugins).
// - plugins/list/plugin-vue-jsx, vueJsxOptions.pragma, "the compiler adds no import": with pragma only createVNode is
//   replaced by the pragma's identifier; resolveComponent, mergeProps, withDirectives, isVNode and the other helpers are
//   still imported from vue when the JSX needs them (vuejs/babel-plugin-jsx packages/babel-plugin-jsx/src/index.ts,
//   Program.enter: importNames, then `if (pragma) state.set('createVNode', ...)`). Settled by the source, not by a
//   run (@vue/babel-plugin-jsx is not installed here), so no test below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, devServer, edit, pageSays, project, sharedBrowser, waitFor, hmrPage } from './topics-support';

const browser = sharedBrowser();

test('plugins/list/plugin-vue-jsx "Component state on hot updates": a component file imported by a .vue file is updated without a reload and the .vue component loses its state; one imported only by the entry reloads the page', async () => {
  pageSays(
    'plugins/list/plugin-vue-jsx',
    {
      en: 'A file that only the entry imports, such as a component mounted with `createApp(Counter)`, reaches no module that accepts the update, so Rsbuild reloads the whole page.',
      zh: '如果文件只被入口导入（比如用 `createApp(Counter)` 挂载的组件），更新找不到能接收它的模块，Rsbuild 会直接刷新整个页面。',
    },
    {
      en: 'editing a `.jsx` or `.tsx` file updates the page without a reload, but the update is handled by the `.vue` component that imports the file',
      zh: '修改 `.jsx` 或 `.tsx` 文件，页面会在不刷新的情况下更新，但这次更新是由导入该文件的',
    },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
      'src/index.js': [
        "import { createApp } from 'vue';",
        "import App from './App.vue';",
        "import Solo from './Solo.js';",
        "createApp(App).mount('#root');",
        "const solo = document.createElement('div');",
        "solo.id = 'solo';",
        'document.body.appendChild(solo);',
        "createApp(Solo).mount('#solo');",
        '',
      ].join('\n'),
      'src/App.vue': [
        '<template><button id="app" @click="count++">app {{ count }}</button><Counter /></template>',
        '<script>',
        "import Counter from './Counter.js';",
        'export default { components: { Counter }, data: () => ({ count: 0 }) };',
        '</script>',
        '',
      ].join('\n'),
      'src/Counter.js': "import { h } from 'vue';\nexport default { render: () => h('p', { id: 'counter' }, 'counter one') };\n",
      'src/Solo.js': "import { h } from 'vue';\nexport default { render: () => h('p', { id: 'solo-text' }, 'solo one') };\n",
    },
    VUE_LINKS,
  );
  const server = await devServer(dir);
  const { page, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    await page.click('#app');
    assert.equal(await page.textContent('#app'), 'app 1');

    edit(dir, 'src/Counter.js', 'counter one', 'counter two');
    assert.ok(await waitFor(async () => (await page.textContent('#counter')) === 'counter two'));
    assert.equal(loads(), 1, 'no reload for a file that App.vue imports');
    assert.equal(await page.textContent('#app'), 'app 0', 'App.vue was created again and lost its count');

    edit(dir, 'src/Solo.js', 'solo one', 'solo two');
    assert.ok(await waitFor(async () => loads() === 2 && (await page.textContent('#solo-text')) === 'solo two'));
  } finally {
    await page.close();
    await server.stop();
  }
});
