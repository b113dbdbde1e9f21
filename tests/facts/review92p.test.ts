// Facts behind the third accuracy review of session 92 (slice p): guide/basic/css-usage and config/tools/sass, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/basic/css-usage, "Minification": "CSS source maps are off by default in both modes; turn them on with
//   output.sourceMap.css". Not in a production build on its own: 0.5.9 writes the maps of .css files through Rspack's
//   devtool, which output.sourceMap.js sets and which is false in production (core/src/provider/plugins/css.ts only
//   removes the maps when css is false), so `css: true` alone writes no .css.map there; with js: 'source-map' the map
//   is written. Now: "output.sourceMap.css turns them on, in a production build only together with
//   output.sourceMap.js (for example 'source-map'), which is false there". Run below (the same fact was fixed on
//   config/tools/less in review83c.test.ts).
// - config/tools/sass, sass.sourceMap: "To control the source maps of the output, use output.sourceMap.css." Same
//   cause: in a production build that option alone gives no CSS source map. Now: "For CSS source maps in the output,
//   use output.sourceMap.css (in a production build together with output.sourceMap.js)". Same run: the map of the
//   second build names the .scss file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, pageSays, project } from './topics-support';

const CSS_USAGE = 'guide/basic/css-usage';
const SASS = 'config/tools/sass';

test(`${CSS_USAGE} "output.sourceMap.css turns them on, in a production build only together with output.sourceMap.js (for example 'source-map'), which is false there"; ${SASS} sass.sourceMap "For CSS source maps in the output, use output.sourceMap.css (in a production build together with output.sourceMap.js)"`, () => {
  pageSays(
    CSS_USAGE,
    {
      en: "`output.sourceMap.css` turns them on, in a production build only together with `output.sourceMap.js` (for example `'source-map'`), which is `false` there",
      zh: "可以通过 `output.sourceMap.css` 开启；生产构建中还要同时设置 `output.sourceMap.js`（例如 `'source-map'`），它在生产模式下默认为 `false`",
    },
    { en: 'turn them on with `output.sourceMap.css` (', zh: '可以通过 `output.sourceMap.css` 开启（' },
  );
  pageSays(
    SASS,
    {
      en: 'For CSS source maps in the output, use `output.sourceMap.css` (in a production build together with `output.sourceMap.js`).',
      zh: '如需在构建产物中生成 CSS source map，请使用 `output.sourceMap.css`（生产构建中还要同时设置 `output.sourceMap.js`）。',
    },
    { en: 'To control the source maps of the output, use', zh: '如需控制构建产物中的 source map' },
  );
  const files = {
    'src/index.css': '.a {\n  color: red;\n}\n',
    'src/b.scss': '$c: blue;\n.b {\n  color: $c;\n}\n',
    'src/index.js': "import './index.css';\nimport './b.scss';\n",
  };
  const maps = (sourceMap: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { sourceMap: ${sourceMap} } };\n` });
    build(dir);
    const css = distFiles(dir).filter((f) => /\.css(\.map)?$/.test(f));
    const map = css.find((f) => f.endsWith('.map'));
    const sources: string[] = map ? JSON.parse(fs.readFileSync(path.join(dir, 'dist', map), 'utf8')).sources : [];
    return { css: css.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')), scssInMap: sources.some((s) => s.endsWith('b.scss')) };
  };
  // `rsbuild build` is a production build: css: true alone writes no .css.map ...
  assert.deepEqual(maps('{ css: true }'), { css: ['static/css/index.[hash].css'], scssInMap: false });
  // ... and together with js: 'source-map' it does, and the map names the .scss file.
  assert.deepEqual(maps("{ css: true, js: 'source-map' }"), {
    css: ['static/css/index.[hash].css', 'static/css/index.[hash].css.map'],
    scssInMap: true,
  });
});
