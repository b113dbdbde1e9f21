// Facts behind the fixes of session 81 (six statements that the checkers of session 80 flagged outside the commits they
// checked). Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts) and names the page and the
// sentence it backs, in both languages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { codeBlocks } from '../../scripts/lib/markdown';
import { inspect, pluginReact, type RsbuildPlugin } from './lib/rsbuild';
import { ROOT, ask, build, devServer, distFiles, page, pageSays, project, rsbuild, seen } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk: the numbered chunks of the report app

test('guide/optimization/split-chunk "The numbers are chunk ids that Rspack derives from the paths of the modules inside, packages included: with its packages installed elsewhere, the same app got other numbers and hashes": the report app in two folders of different depth gets the same named files and other numbers', () => {
  pageSays('guide/optimization/split-chunk', {
    en: 'The numbers are chunk ids that Rspack derives from the paths of the modules inside, packages included: with its packages installed elsewhere, the same app got other numbers and hashes, so yours will likely differ.',
    zh: '文件名中的数字是 Rspack 根据 chunk 内模块（包括依赖包）的路径算出的 chunk id：同一个应用把依赖包装在别的位置，数字和 hash 就都变了，所以你的构建结果多半与此不同。',
  });
  // Outside the tables, no number or hash is given as the reader's: 698 (of the second table) is not named, nor the
  // hash of the named report chunk.
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'guide/optimization/split-chunk');
    const prose = codeBlocks(text).reduce((rest, b) => rest.replace(b.code, ''), text);
    assert.doesNotMatch(prose, /698\.\[hash\]|report\.[0-9a-f]{8}\.js/, lang);
  }
  const en = page('en', 'guide/optimization/split-chunk');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, `a block titled ${title}`);
    return found.code;
  };
  const react = fs.realpathSync(path.join(ROOT, 'node_modules/sample-react'));
  const app = (folder: string): Record<string, string> => ({
    [`${folder}/package.json`]: '{ "name": "report", "private": true }\n',
    [`${folder}/src/index.jsx`]: block('src/index.jsx'),
    [`${folder}/src/Report.jsx`]: block('src/Report.jsx'),
    [`${folder}/rsbuild.config.mjs`]: `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(react)} } } };\n`,
  });
  // One copy at the top of a project, one two folders deeper: the packages, linked from this repository's
  // node_modules, sit at other paths relative to each copy.
  const root = project(
    { ...app('top'), ...app('one/two') },
    {
      '@rsbuild/core': 'rsbuild-0.5',
      '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5',
      react: 'sample-react',
      'react-dom': 'sample-react-dom',
      lodash: 'lodash',
      axios: 'axios',
      moment: 'moment',
    },
  );
  const outputs = ['top', 'one/two'].map((folder) => {
    const dir = path.join(root, folder);
    build(dir);
    return distFiles(dir).filter((f) => f.endsWith('.js'));
  });
  const named = (files: string[]) =>
    files.filter((f) => !/\/\d+\.[0-9a-f]{8}\.js$/.test(f)).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  const numbered = (files: string[]) =>
    files.filter((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)).map((f) => f.split('/').at(-1)?.split('.')[0]);
  assert.deepEqual(named(outputs[0]), named(outputs[1]), 'the same named files');
  assert.deepEqual(named(outputs[0]), [
    'static/js/async/lib-lodash.js',
    'static/js/async/lib-polyfill.js',
    'static/js/index.js',
    'static/js/lib-axios.js',
    'static/js/lib-react.js',
  ]);
  assert.equal(numbered(outputs[0]).length, 2, outputs[0].join(' '));
  assert.equal(numbered(outputs[1]).length, 2, outputs[1].join(' '));
  assert.notDeepEqual(numbered(outputs[0]).sort(), numbered(outputs[1]).sort(), 'other numbers one folder deeper');
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/chunk-split: forced groups against the built-in groups of the same priority
//
// Read in the sources, not run here: Rsbuild 0.5.9 (packages/core/src/plugins/splitChunks.ts) spreads the lib-* groups
// of split-by-experience, and singleVendor, before the forceSplitting groups; @rsbuild/plugin-react and plugin-vue append
// theirs afterwards. Rspack 0.5 picks the best group of equal priority by the number of chunks, then by the index a
// group got among the groups that matched the module which created it (`cache_group_index`, in
// crates/rspack_plugin_split_chunks/src/plugin/module_group.rs), then by the number of modules. A group listed before the
// forced one that matches all of its modules therefore always has the lower index and wins; lib-react gets index 0 or 1
// depending on whether react/scheduler or react-dom is met first, in the hash order of the module identifiers (paths).

/** Three files per package, about 12 kB each: enough for a chunk of their own (minSize 20000 in production). */
function fakePackages(names: string[], small: string[] = []): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of names) {
    files[`node_modules/${name}/package.json`] = JSON.stringify({ name, version: '1.0.0', main: 'index.js' });
    files[`node_modules/${name}/index.js`] = `require('./a');\nrequire('./b');\nmodule.exports = { name: "__PKG_${name}__" };\n`;
    for (const part of ['a', 'b']) {
      const text = small.includes(name) ? 'tiny' : `${name}-${part} `.repeat(12_000 / (name.length + 3));
      files[`node_modules/${name}/${part}.js`] = `module.exports = ${JSON.stringify(text)};\n`;
    }
  }
  return files;
}

/** The chunkSplit of each case, as the project's config file writes it. */
const SPLIT_CASES = `{
  // A forced rule for lodash only, next to lib-lodash.
  forcedLodash: { strategy: 'split-by-experience', forceSplitting: { 'my-lodash': /node_modules[\\\\/]lodash[\\\\/]/ } },
  // single-vendor and a forced rule for a package under node_modules.
  singleVendor: { strategy: 'single-vendor', forceSplitting: { 'my-moment': /node_modules[\\\\/]moment[\\\\/]/ } },
  // override groups with a priority above 0.
  override: {
    strategy: 'split-by-experience',
    override: {
      cacheGroups: {
        'my-lodash': { test: /node_modules[\\\\/]lodash[\\\\/]/, name: 'my-lodash', chunks: 'all', priority: 10 },
        'my-react-dom': { test: /node_modules[\\\\/]react-dom[\\\\/]/, name: 'my-react-dom', chunks: 'all', priority: 10 },
      },
    },
  },
}`;
type SplitCase = 'forcedLodash' | 'singleVendor' | 'override';

/** A project of fake packages imported by the entry, built with each case of SPLIT_CASES (`small`: lodash of a few bytes). */
function splitProject(folder: string, small = false): Record<string, string> {
  const packages = ['react', 'react-dom', 'scheduler', 'lodash', 'moment'];
  const files: Record<string, string> = {
    'package.json': '{ "name": "split", "private": true }\n',
    'src/index.js': `${packages.map((p, i) => `import m${i} from '${p}';`).join('\n')}\nconsole.log(${packages.map((_, i) => `m${i}.name`).join(', ')});\n`,
    'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
const cases = ${SPLIT_CASES};
export default {
  plugins: [pluginReact()],
  performance: { chunkSplit: cases[process.env.CASE] },
  output: { distPath: { root: 'dist-' + process.env.CASE + '-' + (process.env.NODE_ENV ?? 'production') } },
};
`,
    ...fakePackages(packages, small ? ['lodash'] : []),
  };
  return Object.fromEntries(Object.entries(files).map(([file, text]) => [`${folder}/${file}`, text]));
}

/** Builds case `name` of the project in `dir` in `mode`; returns, for each package, the name of the file that holds it. */
function whereArePackages(dir: string, name: SplitCase, mode: 'production' | 'development'): Record<string, string> {
  const run = rsbuild(dir, ['build'], { CASE: name, ...(mode === 'development' ? { NODE_ENV: 'development' } : {}) });
  assert.equal(run.code, 0, run.output);
  const dist = `dist-${name}-${mode}`;
  const files = distFiles(dir, dist).filter((f) => f.endsWith('.js'));
  const holder: Record<string, string> = {};
  for (const pkg of ['react', 'react-dom', 'scheduler', 'lodash', 'moment']) {
    const found = files.filter((f) => fs.readFileSync(path.join(dir, dist, f), 'utf8').includes(`__PKG_${pkg}__`));
    assert.equal(found.length, 1, `${pkg} in one file: ${found.join(' ')}`);
    holder[pkg] = path.basename(found[0]).replace(/\.[0-9a-f]{8}\.js$|\.js$/, '');
  }
  return holder;
}

test('config/performance/chunk-split "A forced rule whose modules all belong to one of lib-lodash, lib-axios, lib-polyfill or singleVendor, which Rsbuild lists before the forced groups, loses to that group on every machine whenever that group makes a chunk" + "unless too little of it is imported for lib-lodash to reach minSize" + "override.cacheGroups with a priority above 0, which always wins" + single-vendor "loses: the package stays in vendor": in two folders, in both modes', async () => {
  pageSays('config/performance/chunk-split', {
    en: 'A forced rule whose modules all belong to one of `lib-lodash`, `lib-axios`, `lib-polyfill` or `singleVendor`, which Rsbuild lists before the forced groups, loses to that group on every machine whenever that group makes a chunk: lodash stays in `lib-lodash`, unless too little of it is imported for `lib-lodash` to reach `minSize`.',
    zh: '`lib-lodash`、`lib-axios`、`lib-polyfill` 和 `singleVendor` 排在强制拆分的缓存组之前：规则匹配的模块都属于其中一个时，只要它能生成 chunk，在任何机器上都是它胜出（引入的 lodash 太少、`lib-lodash` 达不到 `minSize` 时除外）。',
  });
  pageSays('config/performance/chunk-split', {
    en: 'Against the groups that framework plugins add after the forced ones (`lib-react`, `lib-router`, `lib-vue`)',
    zh: '框架插件的 `lib-react`、`lib-router`、`lib-vue` 排在其后，与它们竞争或规则还匹配了其他包时，胜出方可能随项目所在的目录而变',
  });
  pageSays('config/performance/chunk-split', {
    en: 'or use `override.cacheGroups` with a `priority` above `0`, which always wins.',
    zh: '或者在 `override.cacheGroups` 中把 `priority` 设为大于 `0` 的值，这样总能胜出。',
  });
  pageSays('config/performance/chunk-split', {
    en: 'competes with `singleVendor` at the same priority and, in 0.5.9 builds, loses: the package stays in `vendor`.',
    zh: '针对 `node_modules` 中某个包的 `forceSplitting` 规则会以相同的优先级与 `singleVendor` 竞争，在 0.5.9 的构建中它会落败：该包仍留在 `vendor` 中。',
  });
  // The order of the groups: the lib-* groups and singleVendor before the forced ones, the plugins' groups after.
  const order = async (plugin: RsbuildPlugin, strategy: 'split-by-experience' | 'single-vendor'): Promise<string[]> => {
    const { rspack } = await inspect({ plugins: [plugin], performance: { chunkSplit: { strategy, forceSplitting: { forced: /x/ } } } });
    return Object.keys(rspack[0].optimization.splitChunks.cacheGroups);
  };
  const vue = ((await import('rsbuild-plugin-vue-0.5')) as unknown as { pluginVue: () => RsbuildPlugin }).pluginVue();
  assert.deepEqual(await order(await pluginReact(), 'split-by-experience'), [
    'lib-lodash',
    'lib-axios',
    'lib-polyfill',
    'forced',
    'lib-react',
    'lib-router',
  ]);
  assert.deepEqual(await order(vue, 'split-by-experience'), ['lib-lodash', 'lib-axios', 'lib-polyfill', 'forced', 'lib-vue', 'lib-router']);
  assert.deepEqual(await order(await pluginReact(), 'single-vendor'), ['singleVendor', 'forced']);
  // The builds, in a folder at the top of a project and in one two levels deeper (other module paths).
  const links = { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
  const root = project({ ...splitProject('top'), ...splitProject('one/two'), ...splitProject('small', true) }, links);
  for (const folder of ['top', 'one/two']) {
    const dir = path.join(root, folder);
    for (const mode of ['production', 'development'] as const) {
      const where = `${folder}, ${mode}`;
      assert.equal(whereArePackages(dir, 'forcedLodash', mode).lodash, 'lib-lodash', where);
      assert.deepEqual(
        Object.values(whereArePackages(dir, 'singleVendor', mode)),
        ['vendor', 'vendor', 'vendor', 'vendor', 'vendor'],
        where,
      );
      const override = whereArePackages(dir, 'override', mode);
      assert.equal(override.lodash, 'my-lodash', where);
      assert.equal(override['react-dom'], 'my-react-dom', where);
      assert.equal(override.react, 'lib-react', where);
    }
  }
  // lodash of a few bytes: lib-lodash does not reach minSize, and the forced group (enforce: true) takes it.
  assert.equal(whereArePackages(path.join(root, 'small'), 'forcedLodash', 'production').lodash, 'my-lodash');
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/inline-assets and config/performance/chunk-split: dynamicImportMode 'eager'

/**
 * Builds (production) an entry that imports ./later with import() under dynamicImportMode 'eager' and runs it;
 * `before` is put at the top of the entry (a static import of ./later, for example).
 */
async function eagerImport(later: string, before = ''): Promise<{ files: string[]; text: string; result: unknown; logged: string[] }> {
  const dir = project(
    {
      'src/index.js': `${before}import('./later').then((m) => { globalThis.result = m.value; }, (e) => { globalThis.result = String(e); });\n`,
      'src/later.js': later,
      'rsbuild.config.mjs':
        "export default { output: { minify: false }, tools: { rspack: (config) => { config.module.parser = { ...config.module.parser, javascript: { ...config.module.parser?.javascript, dynamicImportMode: 'eager' } }; } } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const files = distFiles(dir).filter((f) => f.endsWith('.js'));
  const text = files.map((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).join('\n');
  const logged: string[] = [];
  const context: Record<string, unknown> = { console: { log: (...args: unknown[]) => logged.push(args.join(' ')) }, document: {} };
  context.globalThis = context;
  vm.createContext(context);
  vm.runInContext(text, context);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { files, text, result: context.result, logged };
}

test('guide/optimization/inline-assets "dynamicImportMode: \'eager\' ... in Rsbuild 0.5.9 production builds it only works for CommonJS modules (module.exports), which end up in the entry file. An ES module keeps only the exports that a static import also uses, and the build succeeds anyway: loaded only through import(), one without side effects is left out ... TypeError ...; one with side effects runs, but the import() receives none of its exports"', async () => {
  pageSays('guide/optimization/inline-assets', {
    en: 'but in Rsbuild 0.5.9 production builds it only works for CommonJS modules (`module.exports`), which end up in the entry file. An ES module keeps only the exports that a static import also uses, and the build succeeds anyway: loaded only through `import()`, one without side effects is left out, and the page fails with a `TypeError` when the `import()` runs (`__webpack_modules__[moduleId] is not a function` in unminified output); one with side effects runs, but the `import()` receives none of its exports.',
    zh: '但在 Rsbuild 0.5.9 的生产构建中，它只对 CommonJS 模块（`module.exports`）有效，这类模块会被打包进入口文件。ES 模块只保留静态导入也用到的导出，而构建照样成功：只通过 `import()` 加载时，没有副作用的 ES 模块不会出现在产物中，页面会在执行 `import()` 时抛出 `TypeError`（未压缩的产物中为 `__webpack_modules__[moduleId] is not a function`）；有副作用的 ES 模块会执行，但 `import()` 拿不到它的任何导出。',
  });
  const cjs = await eagerImport("module.exports = { value: 'LATER_VALUE' };\n");
  assert.equal(cjs.files.length, 1, cjs.files.join(' '));
  assert.match(cjs.files[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(cjs.result, 'LATER_VALUE');
  assert.ok(cjs.text.includes('LATER_VALUE'), 'the CommonJS module is in the entry file');
  const esm = await eagerImport("export const value = 'LATER_VALUE';\n");
  assert.equal(esm.files.length, 1, esm.files.join(' '));
  assert.ok(!esm.text.includes('LATER_VALUE'), 'the ES module is left out');
  assert.equal(esm.result, 'TypeError: __webpack_modules__[moduleId] is not a function');
  const sideEffects = await eagerImport("console.log('later ran');\nexport const value = 'LATER_VALUE';\n");
  assert.deepEqual(sideEffects.logged, ['later ran']);
  assert.equal(sideEffects.result, undefined);
  // Also imported statically: the exports that the static import uses reach the import(), the others do not.
  const used = await eagerImport("export const value = 'LATER_VALUE';\n", "import { value } from './later';\nconsole.log(value);\n");
  assert.equal(used.result, 'LATER_VALUE');
  const other = await eagerImport(
    "export const other = 'OTHER_VALUE';\nexport const value = 'LATER_VALUE';\n",
    "import { other } from './later';\nconsole.log(other);\n",
  );
  assert.deepEqual([other.logged, other.result], [['OTHER_VALUE'], undefined]);
});

test('config/performance/chunk-split "In worker builds it also bundles dynamic imports into the main file (dynamicImportMode: \'eager\'), where, in production builds, an ES module loaded only through import() loses its exports" (the run: review80b.test.ts, config/output/targets)', () => {
  pageSays('config/performance/chunk-split', {
    en: "In worker builds it also bundles dynamic imports into the main file (`dynamicImportMode: 'eager'`), where, in production builds, an ES module loaded only through `import()` loses its exports.",
    zh: "在 worker 构建中，它还会把动态导入的模块打包进主文件（`dynamicImportMode: 'eager'`），而在生产构建中，只通过 `import()` 加载的 ES 模块会丢失导出。",
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback: when the dev server answers a client-side route with an empty 404

/** Starts `rsbuild dev` on a project of `config` (and, with `ownHtml`, a public/index.html), asks for / and /data like a browser. */
async function devAnswers(config: string, ownHtml = false): Promise<{ root: string; route: string; routeBody: string }> {
  const dir = project(
    {
      'src/index.js': "document.title = 'app';\n",
      'rsbuild.config.mjs': `export default ${config};\n`,
      ...(ownHtml ? { 'public/index.html': '<!doctype html><title>own page</title><div id="root"></div>\n' } : {}),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const server = await devServer(dir);
  try {
    const route = await ask(server.port, '/data');
    return { root: await seen(server.port, '/'), route: `${route.status}`, routeBody: route.text };
  } finally {
    await server.stop();
  }
}

test('config/server/history-api-fallback "an empty 404 ... when the output has no index.html at its root, because the entry is not named index or html.outputStructure is \'nested\': point index to your page ... \'/index/index.html\'" + "when tools.htmlPlugin is false, so that no HTML is generated: an index.html of your own in public/ then answers / only, with either option"', async () => {
  pageSays('config/server/history-api-fallback', {
    en: "when the output has no `index.html` at its root, because the entry is not named `index` or `html.outputStructure` is `'nested'`: point `index` to your page, `index: '/main.html'` or `'/index/index.html'`, with `htmlFallback: false`; and when `tools.htmlPlugin` is `false`, so that no HTML is generated: an `index.html` of your own in `public/` then answers `/` only, with either option.",
    zh: "入口名不是 `index`，或者 `html.outputStructure` 为 `'nested'`，产物根目录下没有 `index.html`，此时设置 `htmlFallback: false` 并用 `index: '/main.html'` 或 `'/index/index.html'` 指向你的页面；`tools.htmlPlugin` 为 `false`，不生成任何 HTML，这时放在 `public/` 中的 `index.html` 只能响应 `/`，两个选项都帮不上忙。",
  });
  const empty404 = { route: '404', routeBody: '' };
  // tools.htmlPlugin: false, with the default htmlFallback and with historyApiFallback.
  for (const config of [
    '{ tools: { htmlPlugin: false } }',
    '{ tools: { htmlPlugin: false }, server: { htmlFallback: false, historyApiFallback: true } }',
  ]) {
    const { root, ...route } = await devAnswers(config, true);
    assert.equal(root, '200 own page', config);
    assert.deepEqual(route, empty404, config);
  }
  // html.outputStructure: 'nested' writes index/index.html: an empty 404, until index points to it.
  const nested = await devAnswers("{ html: { outputStructure: 'nested' } }");
  assert.deepEqual({ route: nested.route, routeBody: nested.routeBody }, empty404);
  const pointed = await devAnswers(
    "{ html: { outputStructure: 'nested' }, server: { htmlFallback: false, historyApiFallback: { index: '/index/index.html' } } }",
  );
  assert.equal(pointed.route, '200');
  assert.match(pointed.routeBody, /<title>Rsbuild App<\/title>/);
  // An entry named main: the same, with index: '/main.html'.
  const main = await devAnswers("{ source: { entry: { main: './src/index.js' } } }");
  assert.deepEqual({ route: main.route, routeBody: main.routeBody }, empty404);
  const mainPointed = await devAnswers(
    "{ source: { entry: { main: './src/index.js' } }, server: { htmlFallback: false, historyApiFallback: { index: '/main.html' } } }",
  );
  assert.equal(mainPointed.route, '200');
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist: the `defaults` key of the browserslist object in package.json

/** The queries that `rsbuild inspect` (development, or `--env production`) passes to builtin:swc-loader for `browserslist`. */
function inspectedQueries(browserslist: Record<string, string[]>, mode: 'development' | 'production'): string[] {
  const dir = project(
    { 'package.json': JSON.stringify({ name: 'fact', private: true, browserslist }), 'src/index.js': 'console.log(1);\n' },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = rsbuild(dir, mode === 'production' ? ['inspect', '--env', 'production'] : ['inspect']);
  assert.equal(run.code, 0, run.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  const targets = /targets: \[([^\]]*)\]/.exec(config);
  assert.ok(targets, 'swc-loader targets');
  return [...targets[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

test('guide/advanced/browserslist "In package.json, use an object instead of an array; its defaults key plays the part of the queries outside any section" + "An object in package.json with neither that key nor defaults makes Rsbuild use its defaults": the defaults key is used when no key matches NODE_ENV', () => {
  pageSays('guide/advanced/browserslist', {
    en: 'In `package.json`, use an object instead of an array; its `defaults` key plays the part of the queries outside any section:',
    zh: '在 `package.json` 中，使用对象代替数组，其中的 `defaults` 键相当于写在所有分组之外的查询：',
  });
  pageSays('guide/advanced/browserslist', {
    en: 'Give every environment a section, or add queries outside any section (in `package.json`, a `defaults` key).',
    zh: '请为每个环境都提供分组，或者在分组之外写上查询（在 `package.json` 中即 `defaults` 键）。',
  });
  const withDefaults = { production: ['chrome >= 61'], defaults: ['firefox >= 60'] };
  assert.deepEqual(inspectedQueries(withDefaults, 'development'), ['firefox >= 60'], 'no development key: defaults');
  assert.deepEqual(inspectedQueries(withDefaults, 'production'), ['chrome >= 61'], 'the production key wins over defaults');
  assert.deepEqual(inspectedQueries({ development: ['last 1 chrome version'], defaults: ['firefox >= 60'] }, 'production'), [
    'firefox >= 60',
  ]);
  // Neither the key nor defaults: Rsbuild's own default queries.
  assert.deepEqual(inspectedQueries({ production: ['chrome >= 61'] }, 'development'), [
    'chrome >= 87',
    'edge >= 88',
    'firefox >= 78',
    'safari >= 14',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/inline-assets and guide/basic/html-template: security.nonce on inlined styles

test('guide/optimization/inline-assets "security.nonce adds a nonce to the <script> and <style> tags that Rsbuild generates, inlined ones included" + guide/basic/html-template "to the generated script and style tags"', () => {
  pageSays('guide/optimization/inline-assets', {
    en: '[security.nonce](/config/security/nonce) adds a nonce to the `<script>` and `<style>` tags that Rsbuild generates, inlined ones included.',
    zh: '[security.nonce](/zh/config/security/nonce) 会为 Rsbuild 生成的 `<script>` 和 `<style>` 标签（包括内联的脚本和样式）添加 nonce。',
  });
  pageSays('guide/basic/html-template', {
    en: 'adds a nonce to the generated script and style tags for a Content Security Policy.',
    zh: '会为生成的 script 和 style 标签添加 nonce，用于内容安全策略（CSP）。',
  });
  const dir = project(
    {
      'src/index.js': "import './index.css';\nconsole.log('entry');\n",
      'src/index.css': '.from-stylesheet { color: red; }\n',
      'rsbuild.config.mjs':
        "export default { security: { nonce: 'N0NCE' }, output: { inlineScripts: true, inlineStyles: true }, html: { tags: [{ tag: 'style', children: 'p { margin: 0; }' }] } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => /\.(js|css)$/.test(f)),
    [],
    'the script and the stylesheet are inlined',
  );
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const tags = [...html.matchAll(/<(script|style)([^>]*)>([^<]*)/g)].map((m) => ({
    tag: m[1],
    nonce: /nonce="N0NCE"/.test(m[2]),
    text: m[3],
  }));
  const inlinedStyle = tags.find((t) => t.tag === 'style' && t.text.includes('from-stylesheet'));
  assert.ok(inlinedStyle, html);
  assert.equal(inlinedStyle.nonce, true, 'the inlined stylesheet has the nonce');
  assert.ok(tags.find((t) => t.tag === 'script' && t.text.includes('entry'))?.nonce, 'the inlined script has it');
  assert.ok(tags.find((t) => t.tag === 'style' && t.text.includes('margin'))?.nonce, 'the html.tags style has it');
});
