// Facts behind the second accuracy review of session 85 (slice e): guide/basic/static-assets and
// config/output/data-uri-limit, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/basic/static-assets, "So when dist/static/image/ lacks an image that you import, the build has not skipped
//   it: an image of up to 10,000 bytes is inside the JavaScript": the production build leaves out an image whose
//   import the code never uses, however large, so for that image the build did skip it.
// - guide/basic/static-assets, the item on images from a variable path: "Vue turns only a static src of <img> and other
//   native tags into an import" read as every native tag. @vue/compiler-sfc 3.4.21 (the Vue of @rsbuild/plugin-vue
//   0.5.9's tests) turns the src of <img>, <video> and <source> (and <video>'s poster, the href of SVG <image> and
//   <use>) into imports, nothing else: the src of <audio> or <iframe> stays a string, and the file is not emitted.
// - guide/basic/static-assets, the same item: "require('../assets/' + name) returns the URL and emits the folder's
//   files", and likewise require.context and import(). Each gives the module's export, which for an image of up to
//   10,000 bytes is a data URI (output.dataUriLimit applies to a context module's files as to an import), and such a
//   file is not emitted.
// - guide/basic/static-assets, the item on background images of a .css file: "Move the image into src/ and write a
//   path relative to the stylesheet: the built CSS then points to static/image/B.[hash].png". Only for an image over
//   10,000 bytes; a smaller one becomes a data URI inside the CSS.
// - guide/basic/static-assets, "?__inline=false has the same effect; it is the older spelling of the query": both
//   queries came into Rsbuild together, in the commit that created @rsbuild/shared (90cf71009 of the Rsbuild
//   repository, before v0.1.0), so neither is older in Rsbuild's releases. What holds is that one rule matches both
//   (core/src/plugins/asset.ts 24-31, resourceQuery /(__inline=false|url)/): a 100-byte image is emitted and its URL
//   given with either.
// - config/output/data-uri-limit, the Vue CLI item: "Vue CLI inlined images only up to 4 KB (4096 bytes) ... Set
//   dataUriLimit: { image: 4096 } to keep Vue CLI's limit". 4096 is Vue CLI 4's url-loader limit; Vue CLI 5 (v5.0.8,
//   packages/@vue/cli-service/lib/config/assets.js) gives its images rule type 'asset' with no dataUrlCondition, so
//   webpack 5's default of 8,096 bytes applies (webpack 5.112.2 lib/asset/AssetModulesPlugin.js 176; run with that
//   rule: an 8,096-byte PNG inlined, an 8,097-byte one emitted as img/b.[hash].png). Neither tool is run here; the
//   Rsbuild half, that { image: 8096 } inlines 8,096 bytes and emits 8,097, is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, build, distFiles, distText, hashed, pageSays, previewServer, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

/** `n` bytes that do not compress, the same on every run. */
const bytes = (n: number, seed: number): Buffer =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed * 17 + ((i * i) >> 3)) & 0xff));

type Values = Record<string, string>;
let served: Promise<{ dir: string; values: Values }> | undefined;

/**
 * One app for the checks of guide/basic/static-assets that need a page: images of 10,000 bytes (even.png) and
 * 10,001 bytes (over.png) reached through require() of a named folder, require.context and import() of a template
 * string, and from the url() of src/css/a.css; built once, served by rsbuild preview, and read in Chromium (what each
 * expression gave, cut to 40 characters).
 */
function app(): Promise<{ dir: string; values: Values }> {
  served ??= (async () => {
    const dir = project({
      'src/index.js': [
        "import './css/a.css';",
        "import old from './assets/tiny.png?__inline=false';",
        "import url from './assets/tiny2.png?url';",
        "const names = ['even.png', 'over.png'];",
        "const ctx = require.context('./assets', false, /\\.png$/);",
        "const values = { '?__inline=false': old, '?url': url };",
        'for (const name of names) {',
        "  values[`require ${name}`] = require('./assets/' + name);",
        "  values[`context ${name}`] = ctx('./' + name);",
        '}',
        'Promise.all(names.map((name) => import(`./assets/${name}`))).then((modules) => {',
        '  modules.forEach((m, i) => (values[`import ${names[i]}`] = m.default));',
        '  window.values = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v).slice(0, 40)]));',
        '});',
        '',
      ].join('\n'),
      'src/css/a.css': ".over { background: url('../assets/over.png'); }\n.even { background: url('../assets/even.png'); }\n",
      'src/assets/even.png': bytes(10_000, 7),
      'src/assets/over.png': bytes(10_001, 8),
      'src/assets/tiny.png': bytes(100, 9),
      'src/assets/tiny2.png': bytes(100, 10),
    });
    build(dir);
    const server = await previewServer(dir);
    const page = await browser().newPage();
    try {
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => 'values' in window, undefined, { timeout: 30_000 });
      return { dir, values: await page.evaluate(() => (window as unknown as { values: Values }).values) };
    } finally {
      await page.close();
      await server.stop();
    }
  })();
  return served;
}

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test('guide/basic/static-assets "So when dist/static/image/ lacks an image that your code imports and uses ... (An imported image that the code never uses is left out of the production build, whatever its size.)": a 30,000-byte JPEG imported but not used is neither in dist nor in the JavaScript, while a 20,000-byte PNG that the code logs is written to static/image/', () => {
  pageSays(
    'guide/basic/static-assets',
    {
      en: 'lacks an image that your code imports and uses, the build has not skipped it',
      zh: '里少了某张引入并用到的图片，多半是它被内联了（引入后从未使用的图片，无论多大，生产构建都不会输出）',
    },
    { en: 'lacks an image that you import,', zh: '里少了某张引入的图片' },
  );
  pageSays('guide/basic/static-assets', {
    en: '(An imported image that the code never uses is left out of the production build, whatever its size.)',
    zh: '引入后从未使用的图片，无论多大，生产构建都不会输出',
  });
  const dir = project({
    'src/index.js': "import photo from './img/photo.jpg';\nimport used from './used.png';\nconsole.log(used);\n",
    'src/img/photo.jpg': bytes(30_000, 13),
    'src/used.png': bytes(20_000, 14),
  });
  build(dir);
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => !/\.(html|js|txt)$/.test(f)),
    ['static/image/used.[hash].png'],
  );
  assert.doesNotMatch(distText(dir, /\.js$/), /photo|data:image\/jpeg/);
});

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

test("guide/basic/static-assets \"require('../assets/' + name) returns the URL and bundles the folder's files ... for a file of up to 10,000 bytes, each gives a data URI instead\": in the built page, require() of the named folder, require.context and import() give /static/image/over.[hash].png for 10,001 bytes and a data:image/png;base64 URI for 10,000 bytes, which is not emitted", async () => {
  pageSays(
    'guide/basic/static-assets',
    {
      en: "returns the URL and bundles the folder's files,",
      zh: '返回 URL 并打包该目录下的文件',
    },
    { en: "returns the URL and emits the folder's files", zh: '返回 URL，`require.context' },
  );
  pageSays('guide/basic/static-assets', {
    en: 'is the URL; for a file of up to 10,000 bytes, each gives a data URI instead.',
    zh: '10,000 字节以内的文件，三者得到的都是 data URI。',
  });
  const { dir, values } = await app();
  for (const how of ['require', 'context', 'import']) {
    assert.match(values[`${how} over.png`], /^\/static\/image\/over\.[0-9a-f]{8}\.png$/, how);
    assert.match(values[`${how} even.png`], /^data:image\/png;base64,/, how);
  }
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/') && !f.includes('/tiny')),
    ['static/image/over.[hash].png'],
  );
});

test('guide/basic/static-assets "the built CSS then points to static/image/B.[hash].png below output.assetPrefix (an image of up to 10,000 bytes is inlined as a data URI instead)": a url() to over.png (10,001 bytes) becomes url(/static/image/over.[hash].png), one to even.png (10,000 bytes) a data:image/png;base64 URL', async () => {
  pageSays('guide/basic/static-assets', {
    en: '(an image of up to 10,000 bytes is inlined as a data URI instead)',
    zh: '（不超过 10,000 字节的图片则内联为 data URI）',
  });
  const { dir } = await app();
  const css = distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.match(css, /\.over\{background:url\(\/static\/image\/over\.[0-9a-f]{8}\.png\)\}/);
  assert.match(css, /\.even\{background:url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)\}/);
});

test('guide/basic/static-assets "?__inline=false has the same effect: in 0.5.9 one rule matches both queries": in the built page, a 100-byte image imported with ?__inline=false and one with ?url both give their /static/image/ URL, and both files are written', async () => {
  pageSays(
    'guide/basic/static-assets',
    {
      en: '`?__inline=false` has the same effect: in 0.5.9 one rule matches both queries.',
      zh: '`?__inline=false` 的效果相同：0.5.9 用同一条规则匹配这两种写法。',
    },
    { en: 'older spelling', zh: '较早的写法' },
  );
  const { dir, values } = await app();
  assert.match(values['?__inline=false'], /^\/static\/image\/tiny\.[0-9a-f]{8}\.png$/);
  assert.match(values['?url'], /^\/static\/image\/tiny2\.[0-9a-f]{8}\.png$/);
  const images = hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/'));
  assert.ok(images.includes('static/image/tiny.[hash].png') && images.includes('static/image/tiny2.[hash].png'), images.join());
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "Set dataUriLimit: { image: 4096 } (or 8096 for Vue CLI 5) to keep it": with { image: 8096 }, an 8,096-byte PNG becomes a data:image/png;base64 string in the JavaScript and is not written, an 8,097-byte one is written to static/image/', () => {
  pageSays('config/output/data-uri-limit', {
    en: "That was Vue CLI 4's limit; Vue CLI 5 leaves webpack's default of 8,096 bytes. Set `dataUriLimit: { image: 4096 }` (or `8096` for Vue CLI 5) to keep it",
    zh: '这是 Vue CLI 4 的阈值，Vue CLI 5 沿用 webpack 默认的 8,096 字节。设置 `dataUriLimit: { image: 4096 }`（Vue CLI 5 则为 `8096`）',
  });
  const dir = project({
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { image: 8096 } } };\n',
    'src/index.js': "import a from './a.png';\nimport b from './b.png';\nconsole.log(a, b);\n",
    'src/a.png': bytes(8096, 11),
    'src/b.png': bytes(8097, 12),
  });
  build(dir);
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/')),
    ['static/image/b.[hash].png'],
  );
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes(`"data:image/png;base64,${bytes(8096, 11).toString('base64')}"`), 'a.png inlined whole');
});
