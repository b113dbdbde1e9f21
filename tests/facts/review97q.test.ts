// Facts behind the accuracy review of session 97 (slice q): guide/framework/vue3, plugins/list/plugin-vue2 and
// plugins/list/plugin-vue-jsx, in both languages. Each test names the page and the sentences it backs, checks that both
// languages say them, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fixes: none. The statements checked agreed with the 0.5.9 source (plugin-vue/src/index.ts and splitChunks.ts,
// plugin-vue2/src/index.ts and splitChunks.ts, plugin-vue-jsx/src/index.ts, plugin-babel/src/plugin.ts and helper.ts,
// the package.json files of the three plugins, core/package.json engines, core/src/provider/config.ts buildCache,
// core/src/plugins/splitChunks.ts, shared/src/utils.ts createCacheGroups, vue-loader 15.11.1 lib/loaders/pitcher.js)
// and with the runs of the earlier facts files of these pages (review80d, 84b, 86e, 86m, 89g, 93g, 93o, 95d and the
// common-problems rounds).
//
// Claims found doubtful and confirmed by a run (no earlier facts file ran them), kept below:
// - guide/framework/vue3, "Inside a single-file component you can use": `<script setup lang="ts">` goes through the same
//   SWC rule as the .ts files (optional chaining in the block and in a .ts file is compiled away for the default
//   browserslist in both), `<style scoped>` goes through PostCSS and Autoprefixer (`user-select` gains
//   `-webkit-user-select`), and `<style lang="scss">` and `<style lang="less">` build with nothing installed
//   (test 1, @rsbuild/plugin-vue 0.5.9 and vue 3.4.21 of the repository).
// - plugins/list/plugin-vue2, "What the plugin does": `<script lang="ts">` through SWC and `<style>` through
//   Autoprefixer as above, and "`vue` and `vue-loader` go into `lib-vue`, and `vue-router` into `lib-router`, in
//   development and production builds alike": a build with NODE_ENV=development writes lib-vue.js and lib-router.js
//   as the production build writes lib-vue.[hash].js and lib-router.[hash].js (test 2, needs REVIEW97q_DEPS).
//
// REVIEW97q_DEPS: a folder made outside the repository, without which test 2 skips (the registry reachable here has no
// 0.5 release of @rsbuild/plugin-vue2). It holds, in node_modules, what `npm i vue@2.7.16 vue-router@3.6.5
// vue-loader@15.11.1 webpack@5 @rsbuild/core@0.5.9 @rsbuild/shared@0.5.9` installs, and in
// src-plugins/plugin-vue2/index.cjs the 0.5.9 source of the plugin (packages/plugin-vue2/src of tag v0.5.9) bundled with
// `esbuild --bundle --platform=node --format=cjs --packages=external` (a copy of the REVIEW95d_DEPS folder of
// review95d.test.ts serves).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { VUE_LINKS, build, distFiles, distText, hashed, linkPackages, pageSays, project } from './topics-support';

const DEPS = process.env.REVIEW97q_DEPS;

test('guide/framework/vue3 "Inside a single-file component you can use": script setup lang="ts" through the SWC rule of .ts files, style scoped through Autoprefixer, lang="scss" and lang="less" with nothing installed', () => {
  pageSays('guide/framework/vue3', {
    en: '`<script lang="ts">` and `<script setup lang="ts">`: the script block goes through the same SWC rule as your `.ts` files.',
    zh: '`<script lang="ts">` 和 `<script setup lang="ts">`：脚本块和你的 `.ts` 文件一样，经过同一条 SWC 规则处理。',
  });
  pageSays('guide/framework/vue3', {
    en: "`<style>` and `<style scoped>`: the CSS goes through Rsbuild's CSS pipeline, PostCSS and Autoprefixer included.",
    zh: '`<style>` 和 `<style scoped>`：CSS 会经过 Rsbuild 的 CSS 处理流程，包括 PostCSS 和 Autoprefixer。',
  });
  pageSays('guide/framework/vue3', {
    en: '`<style lang="scss">` and `<style lang="less">` without installing anything: Rsbuild 0.5.9 ships the Sass and Less compilers.',
    zh: '`<style lang="scss">` 和 `<style lang="less">`，无需安装任何依赖：Rsbuild 0.5.9 内置了 Sass 和 Less 编译器。',
  });
  const dir = project(
    {
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({\n  plugins: [pluginVue()],\n});\n",
      'src/index.ts':
        "import { createApp } from 'vue';\nimport App from './App.vue';\nimport { pick } from './pick';\n\ncreateApp(App).mount('#root');\n(window as any).fromTs = pick({ a: { b: 'ts-file' } });\n",
      'src/pick.ts': 'export const pick = (o: { a?: { b?: string } }): string => o?.a?.b ?? "none-from-ts";\n',
      'src/App.vue': `<script setup lang="ts">
const opts: { label?: { text?: string } } = { label: { text: 'Hello' } };
const label: string = opts?.label?.text ?? 'none-from-sfc';
</script>

<template>
  <h1 class="title">{{ label }}</h1>
</template>

<style scoped>
h1 {
  user-select: none;
}
</style>

<style lang="scss">
$brand: #42b883;
.title { color: $brand; }
</style>

<style lang="less">
@gap: 12px;
.title { margin: @gap; }
</style>
`,
    },
    { '@rsbuild/core': 'rsbuild-0.5', ...VUE_LINKS },
  );
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /h1\[data-v-[0-9a-f]{8}\]\{-webkit-user-select:none;user-select:none\}/);
  // the minifier merges the rules of the scss and less blocks
  assert.match(css, /\.title\{color:#42b883;margin:12px\}/);
  const js = distText(dir, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /none-from-sfc/);
  assert.match(js, /none-from-ts/);
  assert.doesNotMatch(js, /\?\./);
  // `??` is treated alike in both files (0.5.9's SWC keeps it for the default browserslist)
  assert.equal(/\?\?"none-from-sfc"/.test(js), /\?\?"none-from-ts"/.test(js), js);
});

test('plugins/list/plugin-vue2 "What the plugin does": script lang="ts" through SWC, style through Autoprefixer, and lib-vue and lib-router "in development and production builds alike"', (t) => {
  pageSays('plugins/list/plugin-vue2', {
    en: '`<script lang="ts">` goes through SWC like your `.ts` files, `<style>` through PostCSS and Autoprefixer',
    zh: '`<script lang="ts">` 像 `.ts` 文件一样经过 SWC 编译，`<style>` 经过 PostCSS 和 Autoprefixer 处理',
  });
  pageSays('plugins/list/plugin-vue2', {
    en: '`vue` and `vue-loader` go into `lib-vue`, and `vue-router` into `lib-router`, in development and production builds alike.',
    zh: '无论开发构建还是生产构建，`vue` 和 `vue-loader` 都会被放入 `lib-vue`，`vue-router` 会被放入 `lib-router`。',
  });
  if (!DEPS) {
    t.skip('REVIEW97q_DEPS is not set: Vue 2, vue-router 3 and the 0.5.9 plugin-vue2 are not installed in the repository');
    return;
  }
  const plugin = JSON.stringify(path.join(DEPS, 'src-plugins', 'plugin-vue2', 'index.cjs'));
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginVue2 } from ${plugin};\nexport default { plugins: [pluginVue2()] };\n`,
      'src/index.ts':
        "import Vue from 'vue';\nimport VueRouter from 'vue-router';\nimport App from './App.vue';\n\nVue.use(VueRouter);\nconst router = new VueRouter({ routes: [{ path: '/', component: App }] });\nnew Vue({ router, render: (h) => h(App) }).$mount('#root');\n",
      'src/App.vue': `<template>
  <main><h1>{{ label }}</h1></main>
</template>

<script lang="ts">
import { defineComponent } from 'vue';
const opts: { label?: { text?: string } } = { label: { text: 'Hi' } };
export default defineComponent({ data: () => ({ label: opts?.label?.text ?? 'none-from-vue2' }) });
</script>

<style>
h1 {
  user-select: none;
}
</style>
`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, DEPS, ['vue', 'vue-router']);
  build(dir);
  const prod = hashed(distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js')));
  assert.deepEqual(prod, ['static/js/index.[hash].js', 'static/js/lib-router.[hash].js', 'static/js/lib-vue.[hash].js']);
  assert.match(distText(dir, /\.css$/), /h1\{-webkit-user-select:none;user-select:none\}/);
  const js = distText(dir, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /none-from-vue2/);
  assert.doesNotMatch(js, /\?\./);
  build(dir, { NODE_ENV: 'development' });
  const dev = distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js'));
  assert.deepEqual(dev, ['static/js/index.js', 'static/js/lib-router.js', 'static/js/lib-vue.js']);
  assert.match(distText(dir, /static\/js\/lib-vue\.js$/), /node_modules\/vue\/dist\/vue\.runtime\.esm\.js/);
  assert.match(distText(dir, /static\/js\/lib-router\.js$/), /node_modules\/vue-router\//);
});
