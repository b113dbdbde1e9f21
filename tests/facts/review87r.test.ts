// Facts behind the accuracy review of session 87 (slice r): guide/basic/static-assets, in both languages. Each test
// runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it and that the old wording is gone.
//
// - "The public folder": "prefix the path in code with process.env.ASSET_PREFIX, which Rsbuild replaces with the
//   prefix [of output.assetPrefix] without its trailing slash" held for the build only. Both process.env.ASSET_PREFIX
//   (core/src/plugins/define.ts 14-18) and the template's assetPrefix (core/src/plugins/html.ts 208) come from
//   output.publicPath, which is output.assetPrefix in production and dev.assetPrefix in development
//   (shared/src/chain.ts getPublicPath). Run: with output.assetPrefix '/my-app/' the build gives "/my-app" and
//   /my-app/favicon.ico, rsbuild dev gives "" and /favicon.ico. Now says so. Test below.
// - "Where assets end up": "badge.png is inlined into index.<hash>.js, and the font into index.<hash>.css" left out
//   that the JavaScript holds a second copy of the font's data URI (Rspack's CSS support bundles the files that the
//   CSS refers to as modules of the JS chunk too), which is most of the 5.3 kB of the JS file. Run of the page's own
//   example: the same size table (4.2 kB CSS, 5.3 kB JS), and the font's base64 in both files. Test below.
// - "Image formats": "To make PNG, JPEG, ICO and SVG files smaller during the production build, add the Image Compress
//   plugin" read as if adding the plugin compressed SVG files. Without options @rsbuild/plugin-image-compress 0.5.9
//   uses DEFAULT_OPTIONS ['jpeg', 'png', 'ico'] (plugin-image-compress/src/index.ts 8 and 30-33); the svg codec (SVGO,
//   src/shared/codecs.ts 45-53) runs only when 'svg' is among the options. Settled by the source (the plugin is not
//   installed here), so no test.
// - "Common problems", inline style attribute, Chinese page only: "Vue 只会把模板中 <img> 的 src 转成导入" (Vue only
//   turns the src of <img> into an import) was narrower than the truth and than the English page, which does not say
//   "only": @vue/compiler-sfc 3.4.21 (defaultAssetUrlOptions, compiler-sfc.cjs.js 2135-2145) also transforms video
//   src/poster, source src and the href of SVG image/use; a run of that (plugin-vue 0.5.9) is in
//   tests/facts/review85e.test.ts. Now "Vue 会把模板中 <img> 的 src 转成导入，但不会处理 style 属性". No new test.
// - Follow-up by the lead, plugins/list/plugin-image-compress's lead: "compresses the JPEG, PNG, ICO and SVG files of a
//   production build" now says SVG only once 'svg' is among the codecs, like this page's fix 3 (same evidence:
//   plugin-image-compress/src/index.ts 8 and 31, DEFAULT_OPTIONS ['jpeg', 'png', 'ico'] when no codec is given; the
//   plugin is not installed here, so no test).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, devServer, distFiles, distText, pageSays, project } from './topics-support';

const ROUTE = 'guide/basic/static-assets';

test(`${ROUTE} "Under rsbuild dev both follow dev.assetPrefix instead, so they stay empty there unless you set that option."`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'which the build replaces with that prefix without its trailing slash (an empty string by default). In a custom HTML template, use `<%= assetPrefix %>/favicon.ico`; see [HTML template](/guide/basic/html-template). Under `rsbuild dev` both follow [dev.assetPrefix](/config/dev/asset-prefix) instead, so they stay empty there unless you set that option.',
      zh: '构建时 Rsbuild 会把它替换为这个前缀去掉末尾斜杠后的值（默认为空字符串）。在自定义 HTML 模板中，请使用 `<%= assetPrefix %>/favicon.ico`；参见 [HTML 模板](/zh/guide/basic/html-template)。在 `rsbuild dev` 中，两者取的都是 [dev.assetPrefix](/zh/config/dev/asset-prefix)，没有设置这个选项时为空字符串。',
    },
    {
      en: 'which Rsbuild replaces with the prefix without its trailing slash',
      zh: 'Rsbuild 将它替换为不带末尾斜杠的前缀',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { template: './index.html' }, output: { assetPrefix: '/my-app/' } };\n",
    'index.html':
      '<!doctype html><html><head><link rel="icon" href="<%= assetPrefix %>/favicon.ico" /></head><body><div id="root"></div></body></html>\n',
    'public/favicon.ico': PNG,
    'src/index.js': 'globalThis.prefix = process.env.ASSET_PREFIX;\n',
  });

  build(dir);
  assert.match(distText(dir, /\.js$/), /globalThis\.prefix="\/my-app"/);
  assert.match(distText(dir, /index\.html$/), /href="\/my-app\/favicon\.ico"/);
  assert.ok(distFiles(dir).includes('favicon.ico'), 'public/favicon.ico is copied to dist/');

  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /href="\/favicon\.ico"/);
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(js, /globalThis\.prefix = ""/);
    assert.equal((await fetch(`${server.url}/favicon.ico`)).status, 200, 'the dev server serves public/ at the root');
  } finally {
    await server.stop();
  }
});

test(`${ROUTE} "The JavaScript file holds a second copy of the font's data URI, because Rspack also bundles the files that the CSS refers to as modules: that copy is most of its 5.3 kB."`, () => {
  pageSays(
    ROUTE,
    {
      en: "which is why the CSS file weighs 4.2 kB; neither appears in the list. The JavaScript file holds a second copy of the font's data URI, because Rspack also bundles the files that the CSS refers to as modules: that copy is most of its 5.3 kB.",
      zh: '两者都不在列表中。JS 文件里还有一份字体的 data URI：Rspack 会把 CSS 引用的文件也作为模块打包进 JS，5.3 kB 中大部分就是这份副本。',
    },
    {
      en: 'which is why the CSS file weighs 4.2 kB. Neither appears in the list.',
      zh: '两者都不在列表中。\n',
    },
  );
  const rnd = (n: number) => crypto.randomBytes(n);
  const font = rnd(3000);
  const badge = Buffer.concat([PNG, Buffer.alloc(99 - PNG.length)]);
  const dir = project({
    'src/index.css': [
      '@font-face {',
      "  font-family: 'Brand Sans';",
      "  src: url('./fonts/brand-sans.woff2') format('woff2');",
      '  font-display: swap;',
      '}',
      '',
      '.hero {',
      "  background-image: url('./assets/hero.jpg');",
      "  font-family: 'Brand Sans', sans-serif;",
      '}',
      '',
    ].join('\n'),
    'src/fonts/brand-sans.woff2': font,
    'src/assets/hero.jpg': rnd(19_353),
    'src/assets/photo.png': rnd(19_353),
    'src/assets/badge.png': badge,
    'src/assets/clip.mp4': rnd(50_000),
    'src/index.ts': [
      "import './index.css';",
      "import photo from './assets/photo.png';",
      "import badge from './assets/badge.png';",
      "import clip from './assets/clip.mp4';",
      '',
      "document.querySelector('#root')!.innerHTML = `",
      '  <img src="${photo}" alt="">',
      '  <img src="${badge}" alt="">',
      '  <video src="${clip}" controls></video>',
      '`;',
      '',
    ].join('\n'),
  });
  const { output } = build(dir);
  assert.match(output, /dist\/static\/css\/index\.[0-9a-f]{8}\.css\s+4\.2 kB/);
  assert.match(output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+5\.3 kB/);

  const fontUri = `data:font/woff2;base64,${font.toString('base64')}`;
  const css = distText(dir, /\.css$/);
  const jsFile = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(jsFile);
  const js = fs.readFileSync(path.join(dir, 'dist', jsFile), 'utf8');
  assert.ok(css.includes(fontUri), 'the font is inlined into the CSS');
  assert.ok(js.includes(fontUri), 'and a second copy is in the JavaScript');
  assert.ok(js.includes(`data:image/png;base64,${badge.toString('base64')}`), 'badge.png is inlined into the JS');
  assert.ok(fontUri.length > js.length / 2, `the font copy (${fontUri.length}) is most of the JS (${js.length})`);
  assert.ok(!distFiles(dir).some((f) => f.startsWith('static/font/') || /badge/.test(f)), distFiles(dir).join('\n'));
});
