// Facts behind the accuracy review of session 88 (slice q): guide/basic/css-usage and config/tools/sass, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/basic/css-usage, "Nesting and custom properties": "autoprefixer only adds prefixes, and the minifier only
//   shortens", and the common problem "Vendor prefixes such as -webkit- are missing": "autoprefixer only adds the
//   prefixes that the browsers of your browserslist need". autoprefixer 10.4.18 runs with its default `remove: true`
//   (0.5.9 passes only `flexbox: 'no-2009'` and `overrideBrowserslist`, shared/src/css.ts applyAutoprefixer), so it also
//   deletes the prefixes written by hand that none of the target browsers needs: with the default browsers,
//   `-webkit-border-radius:4px;border-radius:4px` comes out as `border-radius:4px`, while `-webkit-user-select` is added;
//   with `safari 4` among the browsers the hand-written prefix stays. Settled by the run below.
// - guide/basic/css-usage, the opening lines: "A stylesheet only reaches the page when code that runs imports it". The
//   page's own common problems say to put a stylesheet into public/ and link it by its URL, and such a file reaches the
//   page with no import: a template <link> to /extra.css (public/extra.css) is copied to dist and its rule applies in
//   the browser. What holds is the same of a stylesheet under src (review79i.test.ts: a <link> to one is not served).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, buildAndVisit, distFiles, distText, pageSays, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test('guide/basic/css-usage "autoprefixer only adds the vendor prefixes your browsers need and removes outdated ones" + "it removes a prefix you wrote by hand when none of them needs it"', () => {
  pageSays(
    'guide/basic/css-usage',
    {
      en: 'autoprefixer only adds the vendor prefixes your browsers need and removes outdated ones, and the minifier only shortens.',
      zh: 'autoprefixer 只负责添加目标浏览器需要的前缀、删除过时的前缀，压缩器只负责缩短代码。',
    },
    { en: 'autoprefixer only adds prefixes, and the minifier', zh: 'autoprefixer 只添加前缀，压缩器' },
  );
  pageSays(
    'guide/basic/css-usage',
    {
      en: 'need, and it removes a prefix you wrote by hand when none of them needs it (`-webkit-border-radius` is dropped with the default browsers); see',
      zh: '而手写的前缀如果这些浏览器都不需要，也会被删掉（默认浏览器范围下 `-webkit-border-radius` 会被去掉）',
    },
    {
      en: '[browserslist](/guide/advanced/browserslist) need; see',
      zh: '[browserslist](/zh/guide/advanced/browserslist) 中的浏览器需要的前缀，参见',
    },
  );
  const files = {
    'src/index.js': "import './card.css';\n",
    'src/card.css': '.card {\n  -webkit-border-radius: 4px;\n  border-radius: 4px;\n  user-select: none;\n}\n',
  };
  // the default browsers (chrome >= 87, edge >= 88, firefox >= 78, safari >= 14)
  const plain = project(files);
  build(plain);
  assert.equal(distText(plain, /\.css$/), '.card{border-radius:4px;-webkit-user-select:none;user-select:none}');
  // a browser that needs the prefix keeps it
  const old = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['safari 4', 'chrome >= 87'] } };\n",
  });
  build(old);
  assert.match(distText(old, /\.css$/), /\.card\{-webkit-border-radius:4px;border-radius:4px;/);
});

test('guide/basic/css-usage "A stylesheet under `src` only reaches the page when code that runs imports it"', async () => {
  pageSays(
    'guide/basic/css-usage',
    {
      en: 'Styles not applied? A stylesheet under `src` only reaches the page when code that runs imports it,',
      zh: '样式不生效时，先确认 `src` 下的样式表被实际运行的代码引入了；',
    },
    {
      en: 'Styles not applied? A stylesheet only reaches the page when code that runs imports it,',
      zh: '样式不生效时，先确认样式表被实际运行的代码引入了；',
    },
  );
  // No code imports public/extra.css: the <link> of the template loads it, and its rule applies.
  const dir = project({
    'template.html':
      '<!doctype html><html><head><title>public-link</title><link rel="stylesheet" href="/extra.css"></head><body><p class="x">x</p><div id="root"></div></body></html>\n',
    'public/extra.css': '.x { color: rgb(0, 128, 0); }\n',
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { template: './template.html' } };\n",
  });
  const { value } = await buildAndVisit(browser(), dir, () => getComputedStyle(document.querySelector('.x') as Element).color);
  assert.equal(value, 'rgb(0, 128, 0)');
  assert.ok(distFiles(dir).includes('extra.css'), distFiles(dir).join(', '));
});
