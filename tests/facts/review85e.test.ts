// Facts behind the second accuracy review of session 85 (slice e): guide/basic/static-assets and
// config/output/data-uri-limit, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/basic/static-assets, the item on images from a variable path: "Vue turns only a static src of <img> and other
//   native tags into an import" read as every native tag. @vue/compiler-sfc 3.4.21 (the Vue of @rsbuild/plugin-vue
//   0.5.9's tests) turns the src of <img>, <video> and <source> (and <video>'s poster, the href of SVG <image> and
//   <use>) into imports, nothing else: the src of <audio> or <iframe> stays a string, and the file is not emitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, build, distFiles, distText, hashed, pageSays, project } from './topics-support';

/** `n` bytes that do not compress, the same on every run. */
const bytes = (n: number, seed: number): Buffer =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed * 17 + ((i * i) >> 3)) & 0xff));

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test('guide/basic/static-assets "Vue turns only a static src of <img>, <video> and <source> into an import (not that of <audio>)": with @rsbuild/plugin-vue 0.5.9 and every asset emitted, the files of <img>, <video> and <source> are in dist, while the src of <audio>, <iframe> and <van-image> stays the string of the template and its file is not emitted', () => {
  pageSays(
    'guide/basic/static-assets',
    {
      en: 'Vue turns only a static `src="./assets/logo.png"` of `<img>`, `<video>` and `<source>` into an import (not that of `<audio>`);',
      zh: 'Vue 只把 `<img>`、`<video>`、`<source>` 上静态的 `src="./assets/logo.png"` 转成导入，`<audio>` 的也不转',
    },
    { en: 'and other native tags into an import', zh: '等原生标签上静态的' },
  );
  const dir = project(
    {
      'rsbuild.config.mjs':
        "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], output: { dataUriLimit: 0 } };\n",
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
      'src/App.vue': [
        '<template>',
        '  <img src="./assets/logo.png">',
        '  <video src="./assets/clip.mp4"><source src="./assets/clip.webm"></video>',
        '  <audio src="./assets/song.mp3"></audio>',
        '  <iframe src="./assets/frame.png"></iframe>',
        '  <van-image src="./assets/vant.png"></van-image>',
        '</template>',
        '',
      ].join('\n'),
      'src/assets/logo.png': bytes(500, 1),
      'src/assets/clip.mp4': bytes(500, 2),
      'src/assets/clip.webm': bytes(500, 3),
      'src/assets/song.mp3': bytes(500, 4),
      'src/assets/frame.png': bytes(500, 5),
      'src/assets/vant.png': bytes(500, 6),
    },
    VUE_LINKS,
  );
  build(dir);
  const assets = hashed(distFiles(dir)).filter((f) => !/\.(html|js|txt)$/.test(f));
  assert.deepEqual(assets, ['static/image/logo.[hash].png', 'static/media/clip.[hash].mp4', 'static/media/clip.[hash].webm']);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  for (const kept of ['./assets/song.mp3', './assets/frame.png', './assets/vant.png']) assert.ok(js.includes(`"${kept}"`), kept);
  assert.doesNotMatch(js, /"\.\/assets\/(logo\.png|clip\.mp4|clip\.webm)"/);
});
