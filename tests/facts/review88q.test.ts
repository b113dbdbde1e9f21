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
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

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
