// Facts behind the second accuracy review of session 84 (slice b): plugins/list/plugin-vue, config/source/decorators
// and config/performance/remove-console, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project of topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it.
//
// - plugins/list/plugin-vue, the lead: "edits to a component are hot-updated in the browser without losing its state".
//   Vue's HMR runtime keeps the state only for an edit of the template or styles (rerender); an edit of the <script>
//   reloads the component: a child is unmounted and mounted again, the root component's app is mounted again. In
//   rsbuild dev with pluginVue(), a script edit of the child reset its counter and kept the root's; a script edit of
//   App.vue reset both. The page now says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, compilations, devServer, edit, launchBrowser, nextCompilation, pageSays, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue

const VUE_CONFIG = "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n";

test('plugins/list/plugin-vue "an edit of a component\'s template or styles ... keeps the component\'s state; an edit of its <script> re-creates the component (the whole app for the root component)": in rsbuild dev, a template edit of App.vue keeps both counters without a reload, a script edit of Child.vue resets its counter only, one of App.vue resets both', async () => {
  pageSays('plugins/list/plugin-vue', {
    en: 'an edit of its `<script>` re-creates the component (the whole app for the root component), whose state starts over.',
    zh: '修改 `<script>` 则会重新创建这个组件（修改根组件时重新创建整个应用），它的状态随之重置。',
  });
  const dir = project(
    {
      'rsbuild.config.mjs': VUE_CONFIG,
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
      'src/App.vue':
        '<script setup>\nimport { ref } from \'vue\';\nimport Child from \'./Child.vue\';\nconst count = ref(0);\n</script>\n\n<template>\n  <button id="app" @click="count++">app {{ count }}</button>\n  <Child />\n</template>\n\n<style scoped>\nbutton { color: rgb(0, 0, 1); }\n</style>\n',
      'src/Child.vue':
        '<script setup>\nimport { ref } from \'vue\';\nconst count = ref(0);\n</script>\n\n<template>\n  <button id="child" @click="count++">child {{ count }}</button>\n</template>\n',
    },
    VUE_LINKS,
  );
  const server = await devServer(dir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const logged: string[] = [];
    let loads = 0;
    page.on('console', (m) => logged.push(m.text()));
    page.on('load', () => (loads += 1));
    await page.goto(server.url);
    await page.waitForSelector('#child');
    assert.ok(await waitFor(() => logged.includes('[HMR] connected.'), 30_000), logged.join('\n'));
    const texts = async (): Promise<string> => `${await page.textContent('#app')} / ${await page.textContent('#child')}`;
    const after = async (file: string, from: string, to: string, until: (text: string) => boolean): Promise<string> => {
      const done = compilations(server);
      edit(dir, file, from, to);
      await nextCompilation(server, done);
      assert.ok(await waitFor(async () => until(await texts().catch(() => '')), 30_000), `after editing ${file}: ${await texts()}`);
      return texts();
    };
    for (const id of ['#app', '#app', '#child', '#child', '#child']) await page.click(id);
    assert.equal(await texts(), 'app 2 / child 3');

    // Template and style of the root component: both counters keep their values.
    assert.equal(await after('src/App.vue', '>app {{', '>root {{', (t) => t.startsWith('root')), 'root 2 / child 3');
    await after('src/App.vue', 'rgb(0, 0, 1)', 'rgb(0, 0, 2)', () => true);
    assert.ok(await waitFor(async () => (await page.$eval('#app', (b) => getComputedStyle(b).color)) === 'rgb(0, 0, 2)', 30_000));
    assert.equal(await texts(), 'root 2 / child 3');
    // Script of the child: the child starts over, the root keeps its count.
    assert.equal(await after('src/Child.vue', 'ref(0);', 'ref(0);\nconst unused = 1;', (t) => t.endsWith('child 0')), 'root 2 / child 0');
    // Script of the root: the whole app is mounted again.
    assert.equal(await after('src/App.vue', 'ref(0);', 'ref(0);\nconst unused = 1;', (t) => t.startsWith('root 0')), 'root 0 / child 0');
    assert.equal(loads, 1, 'no page reload');
  } finally {
    await browser.close();
    await server.stop();
  }
});
