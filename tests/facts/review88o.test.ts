// Facts behind the accuracy review of session 88 (slice o): config/performance/chunk-split and guide/basic/output-files,
// in both languages. Each test builds the chunk-split page's own sample app (its src/index.jsx and src/help.js blocks,
// react, react-dom 18.2.0, lodash, axios and moment from lib/sample-apps.ts) with the `rsbuild` CLI of @rsbuild/core
// 0.5.9 and @rsbuild/plugin-react 0.5.9, and checks that both languages say what the build shows.
//
// - config/performance/chunk-split, chunkSplit.override: "a group with the same key replaces the built-in one" and "Set a
//   built-in group to false to remove it" read as true of every group the page calls built-in. It holds for the groups of
//   the strategy (lib-lodash, lib-axios, lib-polyfill, singleVendor, vendors): Rsbuild spreads override.cacheGroups over
//   them (core/src/plugins/splitChunks.ts 98-107, 203-212). The framework plugins add lib-react and lib-router (and
//   lib-vue) in a modifyBundlerChain hook of their own that runs after Rsbuild's and spreads their groups last
//   (plugin-react/src/splitChunks.ts 54-61, plugin-vue/src/splitChunks.ts 54-61): `'lib-react': false` in override
//   leaves lib-react.[hash].js in place, while `'lib-axios': false` removes lib-axios (run below).
// - config/performance/chunk-split, Caveats, "Both modes": "chunk names are readable paths in development but ids with
//   content hashes in production". Named chunks keep their names in both modes (lib-react.js in development,
//   lib-react.[hash].js in production); only the chunks without a fixed name (defaultVendors, async chunks) are named
//   after their module paths in development and numbered in production (run below; hashes: shared/src/fs.ts 65-90).
// - config/performance/chunk-split, Common problems, "vendor.js is too large because of one big library": the answer
//   was a forceSplitting rule. Rsbuild writes vendor.js only with the single-vendor strategy, where a forced rule ties
//   with singleVendor (priority 0, listed before the forced groups) and loses: the package stays in vendor.js (run
//   below, and build.test.ts "single-vendor ... loses"). A group in override.cacheGroups with a priority above 0 moves
//   it out with any strategy; a forced rule does it with the default strategy for a package no lib-* group claims.
// - config/performance/chunk-split, single-vendor: "vendor.[hash].js, that every page loads" and "packages that your code
//   only imports dynamically are pulled into vendor too (and so are loaded on the first page)". A page whose entry imports
//   no package (statically) gets no vendor script: in a three-page build, the page that imports react loads vendor.js,
//   which also holds moment that it imports only through import(); a page with no packages and a page that imports
//   moment only through import() load no vendor.js up front (run below).
// - config/performance/chunk-split, Common problems, "Too many small JS files": "By default a large package gets a numbered
//   file of its own". The packages that no lib-* group takes share Rspack's defaultVendors chunk: react-dom and moment,
//   imported by one entry without the React plugin, end up together in one numbered file; a package too small for
//   minSize (20,000 bytes in production, Rspack's defaults, config/defaults.js 614) stays in the entry (run below).
// - guide/basic/output-files, "Change the names": without a hash in the image names, "two files logo.png from different
//   folders would overwrite each other". Rspack does not overwrite: two different files that get the same name stop the
//   build (exit code 1) with "Conflict: Multiple assets emit different content to the same filename
//   static/image/logo.png" (run below).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { chunkSplitApp, sampleProject } from './lib/sample-apps';
import { distFiles, pageSays, project, rsbuild } from './topics-support';

const ROUTE = 'config/performance/chunk-split';

/** Builds `cwd` (production unless `env` says otherwise) and returns its JavaScript files, content hashes as [hash]. */
function buildJs(cwd: string, env: NodeJS.ProcessEnv = {}): string[] {
  fs.rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  const run = rsbuild(cwd, ['build'], env);
  assert.equal(run.code, 0, run.output);
  return distFiles(cwd)
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));
}

/** The JavaScript files of `cwd`'s dist that contain `marker` (a package's version string), hashes as [hash]. */
function filesWith(cwd: string, marker: string): string[] {
  return distFiles(cwd)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(cwd, 'dist', f), 'utf8').includes(marker))
    .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));
}
// Version strings each package keeps in its minified code: lodash's VERSION, moment's version.
const LODASH = '4.17.21';
const MOMENT = '2.30.1';

test(`${ROUTE} "a group with the same key replaces the strategy's group. The lib-react, lib-router and lib-vue groups of the framework plugins are added after it, so override can neither replace nor remove them"`, () => {
  pageSays(
    ROUTE,
    {
      en: "and a group with the same key replaces the strategy's group. The `lib-react`, `lib-router` and `lib-vue` groups of the framework plugins are added after it, so `override` can neither replace nor remove them: use the plugin's `splitChunks` option.",
      zh: '同名的缓存组会替换策略中的缓存组。框架插件的 `lib-react`、`lib-router` 和 `lib-vue` 是在此之后添加的，`override` 无法替换或移除它们，请使用插件的 `splitChunks` 选项。',
    },
    {
      en: 'and a group with the same key replaces the built-in one.',
      zh: '同名的缓存组会替换内置的缓存组。',
    },
  );
  pageSays(
    ROUTE,
    { en: "Set one of the strategy's groups to `false` to remove it", zh: '把策略中的某个缓存组设置为 `false` 即可移除它' },
    { en: 'Set a built-in group to `false` to remove it', zh: '把某个内置缓存组设置为 `false` 即可移除它' },
  );
  const cwd = chunkSplitApp(
    'review88o-override-false',
    "{ strategy: 'split-by-experience', override: { cacheGroups: { 'lib-react': false, 'lib-axios': false } } }",
  );
  const files = buildJs(cwd);
  assert.ok(files.includes('static/js/lib-react.[hash].js'), `lib-react is still written: ${files}`);
  assert.ok(!files.some((f) => f.includes('lib-axios')), `lib-axios is gone: ${files}`);
  assert.ok(files.includes('static/js/lib-lodash.[hash].js'), `the other groups stay: ${files}`);
});

test(`${ROUTE} "chunks without a fixed name are named after their module paths in development but numbered in production, where every chunk's file name also carries a content hash"`, () => {
  pageSays(
    ROUTE,
    {
      en: "and chunks without a fixed name are named after their module paths in development but numbered in production, where every chunk's file name also carries a content hash.",
      zh: '另外，没有固定名称的 chunk 在开发模式下以模块路径命名，在生产模式下以数字编号，且生产模式下每个 chunk 的文件名都带内容哈希。',
    },
    {
      en: 'and chunk names are readable paths in development but ids with content hashes in production.',
      zh: '开发模式下的 chunk 名称是可读的路径，生产模式下则是带内容哈希的 id。',
    },
  );
  const cwd = chunkSplitApp('review88o-modes', "{ strategy: 'split-by-experience' }");
  // Development: named chunks keep their names, the others are named after the modules inside (moment's chunk).
  const development = buildJs(cwd, { NODE_ENV: 'development' });
  for (const named of ['index', 'lib-react', 'lib-lodash', 'lib-axios']) {
    assert.ok(development.includes(`static/js/${named}.js`), `${named}.js in development: ${development}`);
  }
  const momentDev = filesWith(cwd, MOMENT);
  assert.ok(
    momentDev.some((f) => /^static\/js\/vendors-.*moment.*\.js$/.test(f)),
    `moment's chunk is named after its path in development: ${momentDev}`,
  );
  assert.ok(
    development.some((f) => /^static\/js\/async\/src_help_js\.js$/.test(f)),
    `the async chunk too: ${development}`,
  );
  // Production: the same named chunks with a hash; the unnamed ones get numbers.
  const production = buildJs(cwd);
  assert.ok(
    production.every((f) => f.endsWith('.[hash].js')),
    `every chunk has a content hash in production: ${production}`,
  );
  for (const named of ['index', 'lib-react', 'lib-lodash', 'lib-axios']) {
    assert.ok(production.includes(`static/js/${named}.[hash].js`), `${named}.[hash].js in production: ${production}`);
  }
  assert.deepEqual(
    filesWith(cwd, MOMENT).map((f) => f.replace(/\/\d+\./, '/<id>.')),
    ['static/js/<id>.[hash].js'],
  );
  assert.ok(
    production.some((f) => /^static\/js\/async\/\d+\.\[hash\]\.js$/.test(f)),
    `a numbered async chunk: ${production}`,
  );
});

test(`${ROUTE} "vendor.js is too large because of one big library": "Give it a group in override with a priority above 0 ... A forceSplitting rule does the same with the default strategy, but not with single-vendor"`, () => {
  pageSays(
    ROUTE,
    {
      en: "Give it a group in [override](#chunksplitoverride) with a `priority` above `0`: `override: { cacheGroups: { 'lib-element': { test: /[\\\\/]node_modules[\\\\/]element-ui[\\\\/]/, name: 'lib-element', chunks: 'all', enforce: true, priority: 10 } } }` moves every module of the package into `static/js/lib-element.[hash].js`",
      zh: "在 [override](#chunksplitoverride) 中为它添加一个 `priority` 大于 `0` 的缓存组：`override: { cacheGroups: { 'lib-element': { test: /[\\\\/]node_modules[\\\\/]element-ui[\\\\/]/, name: 'lib-element', chunks: 'all', enforce: true, priority: 10 } } }` 会把这个包的所有模块移到 `static/js/lib-element.[hash].js`",
    },
    {
      en: "List it in [forceSplitting](#chunksplitforcesplitting): `forceSplitting: { 'lib-element'",
      zh: "在 [forceSplitting](#chunksplitforcesplitting) 中列出它：`forceSplitting: { 'lib-element'",
    },
  );
  pageSays(ROUTE, {
    en: 'A [forceSplitting](#chunksplitforcesplitting) rule does the same with the default strategy, but not with `single-vendor`, which writes `vendor.js`: there it loses to `singleVendor`.',
    zh: '默认策略下用 [forceSplitting](#chunksplitforcesplitting) 规则也可以，但在生成 `vendor.js` 的 `single-vendor` 策略下不行：它会输给 `singleVendor`。',
  });
  // lodash and moment stand in for the big library: neither is claimed by a lib-* group next to single-vendor, and
  // moment by none with the default strategy.
  const group = (name: string, pkg: string) =>
    `'${name}': { test: /[\\\\/]node_modules[\\\\/]${pkg}[\\\\/]/, name: '${name}', chunks: 'all', enforce: true, priority: 10 }`;
  const forced = chunkSplitApp(
    'review88o-vendor-forced',
    "{ strategy: 'single-vendor', forceSplitting: { 'lib-big': /[\\\\/]node_modules[\\\\/]lodash[\\\\/]/ } }",
  );
  const forcedFiles = buildJs(forced);
  assert.ok(!forcedFiles.some((f) => f.includes('lib-big')), `no lib-big next to single-vendor: ${forcedFiles}`);
  assert.deepEqual(filesWith(forced, LODASH), ['static/js/vendor.[hash].js'], 'lodash stays in vendor.js');

  const overridden = chunkSplitApp(
    'review88o-vendor-override',
    `{ strategy: 'single-vendor', override: { cacheGroups: { ${group('lib-big', 'lodash')} } } }`,
  );
  buildJs(overridden);
  assert.deepEqual(filesWith(overridden, LODASH), ['static/js/lib-big.[hash].js'], 'lodash moves out of vendor.js');
  assert.deepEqual(filesWith(overridden, MOMENT), ['static/js/vendor.[hash].js'], 'the other packages stay in vendor.js');

  const byDefault = chunkSplitApp(
    'review88o-default-forced',
    "{ forceSplitting: { 'lib-big': /[\\\\/]node_modules[\\\\/]moment[\\\\/]/ } }",
  );
  buildJs(byDefault);
  assert.deepEqual(filesWith(byDefault, MOMENT), ['static/js/lib-big.[hash].js'], 'a forced rule moves moment with the default strategy');
});

test('guide/basic/output-files "two different logo.png files from different folders make the build fail with Conflict: Multiple assets emit different content to the same filename static/image/logo.png"', () => {
  pageSays(
    'guide/basic/output-files',
    {
      en: 'two different `logo.png` files from different folders make the build fail with `Conflict: Multiple assets emit different content to the same filename static/image/logo.png`.',
      zh: '来自不同目录、内容不同的两个 `logo.png` 会导致构建失败，报错 `Conflict: Multiple assets emit different content to the same filename static/image/logo.png`。',
    },
    {
      en: 'two files `logo.png` from different folders would overwrite each other.',
      zh: '来自不同目录的两个 `logo.png` 会相互覆盖。',
    },
  );
  // Two images above the inline limit (10,000 bytes), so both are emitted as files, named after the page's example.
  const dir = project(
    {
      'rsbuild.config.mjs': "export default { output: { filename: { image: '[name][ext]' } } };\n",
      'src/index.js': "import a from './a/logo.png';\nimport b from './b/logo.png';\nconsole.log(a, b);\n",
      'src/a/logo.png': Buffer.alloc(12_000, 1),
      'src/b/logo.png': Buffer.alloc(13_000, 2),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.ok(run.output.includes('Conflict: Multiple assets emit different content to the same filename static/image/logo.png'), run.output);
});

test(`${ROUTE} single-vendor "vendor.[hash].js, that every page whose entry imports a package loads up front" + "(and so are loaded up front by every page that loads vendor)"`, () => {
  pageSays(
    ROUTE,
    {
      en: 'All code from `node_modules` goes into one file, `vendor.[hash].js`, that every page whose entry imports a package loads up front.',
      zh: '`node_modules` 中的所有代码都进入同一个文件 `vendor.[hash].js`，入口导入了包的页面都会在首屏加载它。',
    },
    { en: '`vendor.[hash].js`, that every page loads.', zh: '`vendor.[hash].js`，每个页面都会加载它。' },
  );
  pageSays(
    ROUTE,
    {
      en: 'Packages that your code only imports dynamically are pulled into `vendor` too (and so are loaded up front by every page that loads `vendor`), because the group applies to all chunks.',
      zh: '由于该缓存组作用于所有 chunk，你的代码中只通过动态导入使用的包也会被并入 `vendor`（因而加载 `vendor` 的页面会在首屏就加载它们）。',
    },
    { en: '(and so are loaded on the first page)', zh: '（因而在首屏就会被加载）' },
  );
  const { cwd, base } = sampleProject('review88o-single-vendor-pages', {
    'src/withReact.js': "import React from 'react';\nconsole.log(React.version);\nimport('./late').then((m) => m.run());\n",
    'src/late.js': "import moment from 'moment';\nexport const run = () => console.log(moment().format());\n",
    'src/plain.js': "console.log('no packages');\n",
    'src/lazy.js': "import('moment').then((m) => console.log(m.default.version));\n",
  });
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `export default {
  source: { entry: { withReact: './src/withReact.js', plain: './src/plain.js', lazy: './src/lazy.js' }, alias: ${JSON.stringify(base.source?.alias)} },
  performance: { chunkSplit: { strategy: 'single-vendor' } },
};
`,
  );
  buildJs(cwd);
  const scripts = (entry: string): string[] =>
    (fs.readFileSync(path.join(cwd, 'dist', `${entry}.html`), 'utf8').match(/src="[^"]+\.js"/g) ?? []).map((s) =>
      s.replace(/\.[0-9a-f]{8}\.js/, '.[hash].js'),
    );
  assert.deepEqual(scripts('withReact'), ['src="/static/js/vendor.[hash].js"', 'src="/static/js/withReact.[hash].js"']);
  assert.deepEqual(filesWith(cwd, MOMENT), ['static/js/vendor.[hash].js'], 'moment, imported only through import(), is in vendor.js');
  assert.deepEqual(scripts('plain'), ['src="/static/js/plain.[hash].js"'], 'no vendor.js for a page without packages');
  assert.deepEqual(scripts('lazy'), ['src="/static/js/lazy.[hash].js"'], 'nor for a page that imports packages only through import()');
});

test(`${ROUTE} "By default the packages that no lib-* group takes go together into a numbered file next to the entry's, once they add up to 20,000 bytes"`, () => {
  pageSays(
    ROUTE,
    {
      en: "By default the packages that no `lib-*` group takes go together into a numbered file (`static/js/<id>.[hash].js`) next to the entry's, once they add up to 20,000 bytes.",
      zh: '默认情况下，没有被 `lib-*` 缓存组拆走的依赖合计达到 20,000 字节时，会一起进入一个带数字的文件（`static/js/<id>.[hash].js`）。',
    },
    { en: 'By default a large package gets a numbered file of its own', zh: '默认较大的依赖会单独生成带数字的文件' },
  );
  const { cwd, base } = sampleProject('review88o-two-packages', {
    'src/index.js':
      "import { createRoot } from 'react-dom/client';\nimport moment from 'moment';\nconsole.log(createRoot, moment().format());\n",
  });
  fs.writeFileSync(path.join(cwd, 'rsbuild.config.mjs'), `export default { source: { alias: ${JSON.stringify(base.source?.alias)} } };\n`);
  const files = buildJs(cwd);
  const numbered = files.filter((f) => /^static\/js\/\d+\.\[hash\]\.js$/.test(f));
  assert.equal(numbered.length, 1, `one numbered file: ${files}`);
  assert.deepEqual(filesWith(cwd, MOMENT), numbered, 'moment is in it');
  assert.deepEqual(filesWith(cwd, '18.2.0'), numbered, 'and react-dom');

  // A package far below 20,000 bytes stays in the entry's file.
  fs.mkdirSync(path.join(cwd, 'node_modules/tiny-pkg'), { recursive: true });
  fs.writeFileSync(
    path.join(cwd, 'node_modules/tiny-pkg/package.json'),
    '{ "name": "tiny-pkg", "version": "1.0.0", "main": "index.js" }\n',
  );
  fs.writeFileSync(path.join(cwd, 'node_modules/tiny-pkg/index.js'), "module.exports = () => 'TINY_PKG_MARK';\n");
  fs.writeFileSync(path.join(cwd, 'src/index.js'), "import tiny from 'tiny-pkg';\nconsole.log(tiny());\n");
  assert.deepEqual(buildJs(cwd), ['static/js/index.[hash].js']);
  assert.deepEqual(filesWith(cwd, 'TINY_PKG_MARK'), ['static/js/index.[hash].js']);
});
