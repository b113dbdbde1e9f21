// Facts behind the accuracy review of session 88 (slice p): guide/faq/features, in both languages. Each test runs
// @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and no longer say what was fixed.
//
// - "How do I import Markdown, text or another file type that Rsbuild does not handle?": "Rsbuild knows scripts,
//   styles, images, ...". Not every style language: 0.5.9's core has rules for .css, .less and .sass/.scss only
//   (packages/shared/src/constants.ts 65-67, CSS_REGEX, LESS_REGEX, SASS_REGEX; core/src/provider/plugins/css.ts,
//   less.ts, sass.ts); Stylus needs @rsbuild/plugin-stylus, and without it a .styl file is parsed as JavaScript like
//   any other unknown file. Now "scripts, CSS, Less and Sass files, images, ...". Run: a .styl import stops the build
//   with Module parse failed; .css, .less and .scss imports build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, pageSays, project, rsbuild } from './topics-support';

test('guide/faq/features "Rsbuild knows scripts, CSS, Less and Sass files, images, SVG, fonts, media, WebAssembly and JSON": a .styl import stops the build with Module parse failed; .css, .less and .scss imports build', () => {
  pageSays(
    'guide/faq/features',
    {
      en: 'Rsbuild knows scripts, CSS, Less and Sass files, images, SVG, fonts, media, WebAssembly and JSON.',
      zh: 'Rsbuild 能识别脚本、CSS、Less、Sass、图片、SVG、字体、媒体文件、WebAssembly 和 JSON。',
    },
    {
      en: 'Rsbuild knows scripts, styles, images,',
      zh: 'Rsbuild 能识别脚本、样式、图片',
    },
  );
  const styl = project({
    'src/index.js': "import './a.styl';\n",
    'src/a.styl': 'body\n  color red\n',
  });
  const failed = rsbuild(styl, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /File: \.\/src\/a\.styl\n {2}× Module parse failed:/);

  const known = project({
    'src/index.js': "import './a.css';\nimport './b.less';\nimport './c.scss';\n",
    'src/a.css': '.a { color: red; }\n',
    'src/b.less': '@c: blue;\n.b { color: @c; }\n',
    'src/c.scss': '$c: green;\n.c { color: $c; }\n',
  });
  assert.match(build(known).output, /dist\/static\/css\/index\.[0-9a-f]{8}\.css/);
});
