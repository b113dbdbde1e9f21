// Facts behind the accuracy review of session 94 (slice n): guide/start/features, in both languages. Each test names
// the sentence it backs, checks that both languages now say it and that the replaced wording is gone, then runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fixes:
// - Intro: "`rsbuild dev` runs in development mode and `rsbuild build` in production mode" (zh 以开发模式运行 /
//   以生产模式运行), unconditionally. The mode is NODE_ENV (shared isProd(): NODE_ENV === 'production'), and the CLI sets
//   it only when it is empty (core/src/cli/prepare.ts 4-8; provider/build.ts 17-19, server/devServer.ts 42-44). Now
//   "which is the value of `NODE_ENV`: `rsbuild dev` sets it to `development` and `rsbuild build` to `production`, but
//   only when it is not set already". Run below: `rsbuild build` with NODE_ENV=development writes an unhashed,
//   unminified static/js/index.js.
// - CSS, PostCSS and Autoprefixer: "always adds Autoprefixer, configured with your browser range" (zh 总会添加). 0.5.9
//   adds its Autoprefixer only when the plugins of the user's PostCSS config hold none (shared/src/css.ts 96-129,
//   applyAutoprefixer: hasAutoprefixer checks `postcssPlugin === 'autoprefixer'`); then neither the browser range nor
//   tools.autoprefixer reaches it. Now "unless that file already has an Autoprefixer of its own". Run below: with
//   overrideBrowserslist `safari 14`, `user-select` gets its -webkit- prefix; with a postcss.config.cjs whose
//   Autoprefixer targets `chrome 120`, it does not (Rsbuild's, which would run last, is not added).
// - CSS Modules: class names "exported to JavaScript in camelCase" (zh 以驼峰形式导出). The default
//   exportLocalsConvention is 'camelCase' (core/src/provider/config.ts 139-142), which exports each name as written and
//   in camelCase. Now "both as written and in camelCase". Run below: `styles['primary-button']` and
//   `styles.primaryButton` give the same class.
// - Static assets: fonts "(woff, woff2, ttf, otf, eot)" left out ttc (shared/src/constants.ts 37, FONT_EXTENSIONS).
//   Run below: a 20,000-byte .ttc import is emitted to static/font/.
// - Chunk splitting, split-by-experience: "the rest is split by Rspack's default rules" (zh 其余部分按 Rspack 的默认规则拆分).
//   Rspack's default splitChunks.chunks is 'async' (@rspack/core 0.5.9-canary dist/config/defaults.js 611); Rsbuild sets
//   chunks 'all' (core/src/plugins/splitChunks.ts 247-254), so the default cache groups also split the entry's own
//   node_modules code. Now "other code follows Rspack's default cache groups, applied to initial chunks too: an entry's
//   other `node_modules` code of `minSize` or more also goes into a separate chunk". Run below: a 30,000-byte package
//   imported by the entry gets a chunk of its own (two scripts in index.html), a 15,000-byte one does not, and with
//   `override: { chunks: 'async' }` (Rspack's default) the 30,000-byte one stays in the entry file.
//
// Checked and true, no fix (runs by hand for this review, not kept): in production the HTML is one minified line with
// `<title>Rsbuild App</title>`, the charset and viewport meta tags, `<script defer>` in `<head>` and `<div id="root">`;
// CSS Modules class names are `primary-button-[hash:6]` in production and `src-b-module__primary-button-[hash:6]` in
// development; CSS goes to static/css/ in both modes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distFiles, distText, pageSays, project, rsbuild, runBuiltPage } from './topics-support';

const ROUTE = 'guide/start/features';

test('guide/start/features "the mode, which is the value of `NODE_ENV`: `rsbuild dev` sets it to `development` and `rsbuild build` to `production`, but only when it is not set already": rsbuild build with NODE_ENV=development writes an unhashed index.js', () => {
  pageSays(
    ROUTE,
    {
      en: 'Several defaults depend on the mode, which is the value of `NODE_ENV`: `rsbuild dev` sets it to `development` and `rsbuild build` to `production`, but only when it is not set already.',
      zh: '有些默认值取决于构建模式，即 `NODE_ENV` 的值：`rsbuild dev` 会将它设为 `development`，`rsbuild build` 设为 `production`，但前提是它尚未被设置。',
    },
    {
      en: '`rsbuild dev` runs in development mode and `rsbuild build` in production mode.',
      zh: '`rsbuild dev` 以开发模式运行，`rsbuild build` 以生产模式运行。',
    },
  );
  const files = { 'src/index.js': "console.log('mode', process.env.NODE_ENV);\n" };
  const plain = project(files);
  build(plain);
  assert.deepEqual(
    distFiles(plain)
      .filter((f) => f.startsWith('static/js/'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/js/index.[hash].js'],
  );
  assert.match(distText(plain, /\.js$/), /"production"/);

  const preset = project(files);
  const run = rsbuild(preset, ['build'], { NODE_ENV: 'development' });
  assert.equal(run.code, 0, run.output);
  assert.ok(distFiles(preset).includes('static/js/index.js'), distFiles(preset).join('\n'));
  const js = distText(preset, /^static\/js\/index\.js$/);
  assert.match(js, /"development"/);
  assert.ok(js.split('\n').length > 20, 'not minified');
});

const AUTOPREFIXER = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'compiled/autoprefixer');

test('guide/start/features "adds Autoprefixer, configured with your browser range, unless that file already has an Autoprefixer of its own": with safari 14, user-select gets -webkit-; with a postcss.config.cjs Autoprefixer for chrome 120, it does not', () => {
  pageSays(
    ROUTE,
    {
      en: 'Rsbuild loads your `postcss.config.*` file if there is one and adds Autoprefixer, configured with your browser range, unless that file already has an Autoprefixer of its own.',
      zh: '如果存在 `postcss.config.*` 文件，Rsbuild 会加载它；除非该文件中已有 Autoprefixer，Rsbuild 还会添加一个按你的浏览器范围配置的 Autoprefixer。',
    },
    { en: 'always adds Autoprefixer', zh: '总会添加按你的浏览器范围配置的 Autoprefixer' },
  );
  const files = {
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['safari 14'] } };\n",
    'src/index.js': "import './a.css';\n",
    'src/a.css': '.a { user-select: none; }\n',
  };
  const own = project(files);
  build(own);
  assert.equal(distText(own, /\.css$/), '.a{-webkit-user-select:none;user-select:none}');

  const theirs = project({
    ...files,
    'postcss.config.cjs': `module.exports = { plugins: [require(${JSON.stringify(AUTOPREFIXER)})({ overrideBrowserslist: ['chrome 120'] })] };\n`,
  });
  build(theirs);
  assert.equal(distText(theirs, /\.css$/), '.a{user-select:none}');
});

test('guide/start/features "exported to JavaScript both as written and in camelCase": styles[\'primary-button\'] and styles.primaryButton give the same class', () => {
  pageSays(
    ROUTE,
    {
      en: 'their class names are scoped to the file and exported to JavaScript both as written and in camelCase.',
      zh: '其中的类名只在本文件内有效，并以原名和驼峰形式同时导出给 JavaScript。',
    },
    { en: 'exported to JavaScript in camelCase.', zh: '并以驼峰形式导出给 JavaScript。' },
  );
  const dir = project({
    'src/index.js': "import styles from './Button.module.css';\nglobalThis.result = [styles['primary-button'], styles.primaryButton];\n",
    'src/Button.module.css': '.primary-button { color: red; }\n',
  });
  build(dir);
  const { result } = runBuiltPage(dir) as { result: string[] };
  assert.match(result[0], /^primary-button-[\w-]{6}$/);
  assert.equal(result[1], result[0]);
});

test('guide/start/features "fonts (`woff`, `woff2`, `ttf`, `otf`, `eot`, `ttc`)": a .ttc import is emitted to static/font/', () => {
  pageSays(
    ROUTE,
    { en: 'fonts (`woff`, `woff2`, `ttf`, `otf`, `eot`, `ttc`)', zh: '字体（`woff`、`woff2`、`ttf`、`otf`、`eot`、`ttc`）' },
    { en: 'fonts (`woff`, `woff2`, `ttf`, `otf`, `eot`)', zh: '字体（`woff`、`woff2`、`ttf`、`otf`、`eot`）' },
  );
  const dir = project({
    'src/index.js': "import url from './fonts/Sans.ttc';\nconsole.log(url);\n",
    'src/fonts/Sans.ttc': 'y'.repeat(20_000),
  });
  build(dir);
  assert.ok(
    distFiles(dir).some((f) => /^static\/font\/Sans\.[0-9a-f]{8}\.ttc$/.test(f)),
    distFiles(dir).join('\n'),
  );
});

/** A build whose entry imports a node_modules package of `bytes` bytes (not lodash or axios); the script tags of its index.html. */
function entryScripts(bytes: number, config = 'export default {};\n'): string[] {
  const dir = project({
    'rsbuild.config.mjs': config,
    'src/index.js': "import { size } from 'big-lib';\nconsole.log(size());\n",
    'node_modules/big-lib/package.json': '{ "name": "big-lib", "main": "index.js" }\n',
    'node_modules/big-lib/index.js': `export const data = ${JSON.stringify('x'.repeat(bytes))};\nexport function size() { return data.length; }\n`,
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'));
}

test("guide/start/features \"other code follows Rspack's default cache groups, applied to initial chunks too\": an entry's 30,000-byte dependency gets its own chunk, a 15,000-byte one does not, and with chunks 'async' (Rspack's default) neither does", () => {
  pageSays(
    ROUTE,
    {
      en: "other code follows Rspack's default cache groups, applied to initial chunks too: an entry's other `node_modules` code of `minSize` or more also goes into a separate chunk |",
      zh: '其余代码按 Rspack 的默认缓存组拆分，且同样作用于初始 chunk：入口引用的其他 `node_modules` 代码达到 `minSize` 时也会拆分为单独的 chunk |',
    },
    { en: "the rest is split by Rspack's default rules", zh: '其余部分按 Rspack 的默认规则拆分' },
  );
  const split = entryScripts(30_000);
  assert.equal(split.length, 2, split.join('\n'));
  assert.ok(split.includes('static/js/index.[hash].js'), split.join('\n'));
  assert.deepEqual(entryScripts(15_000), ['static/js/index.[hash].js']);
  assert.deepEqual(
    entryScripts(
      30_000,
      "export default { performance: { chunkSplit: { strategy: 'split-by-experience', override: { chunks: 'async' } } } };\n",
    ),
    ['static/js/index.[hash].js'],
  );
});
