// Facts behind the third accuracy review of session 93 (slice m): config/source/alias, guide/advanced/alias,
// config/source/decorators, config/source/define and config/source/pre-entry, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it and that the old wording is gone.
//
// - guide/advanced/alias, "Use source.alias": "An array lists several locations; the first one that exists is used"
//   (zh: 会使用第一个存在的位置) read as if the first folder that exists is taken. Rspack tries the values in order for
//   each import and takes the first one in which the import resolves: with '@ui': ['./src/ui', './src/shared/ui'] and
//   both folders present, '@ui/Both' (in both) came from src/ui, and '@ui/Only' (only in src/shared/ui) came from
//   src/shared/ui although src/ui exists. Now: "tried in order; the first one in which the import resolves is used"
//   (as config/source/alias already says: "uses the first one that resolves"). Test below.
// - config/source/alias, Common problems, first item: "Vite 2 and later report the missing alias as `Failed to resolve
//   import "@/lib/utils" from "src/components/ui/button.tsx". Does the file exist?`". Vite 2.0.x printed the message
//   without the importer, `Failed to resolve import "${url}". Does the file exist?`; the `from "<file>"` part came with
//   vitejs/vite commit f6ac8600d9 ("fix: make import resolution failures easier to track down", #2450, 2021-03-13),
//   first released in v2.1.0 (packages/vite/src/node/plugins/importAnalysis.ts, the this.error(...) in normalizeUrl;
//   still the same text in v8.2.2, lines 379-381). Now: "Vite 2.1 and later". Settled by Vite's source, no test.
// - config/source/decorators, Caveats, "Legacy mode changes class fields in every compiled file": "with version:
//   'legacy', all class fields are compiled as assignments in the constructor" (zh: 所有类字段都会被编译为构造函数中的赋值).
//   Instance fields are; a static field is assigned to the class after its definition (`K.s = 1;` after `class K`),
//   not in any constructor (legacy sets useDefineForClassFields: false, core/src/provider/plugins/swc.ts 183-187). Now:
//   "compiled as assignments: instance fields in the constructor, static fields on the class right after its
//   definition". Test below: in legacy, `this.q = 3` in the constructor and `K.s = 1;` after the class, and both go
//   through the parent's setters; with '2022-03' neither setter is called and both fields are own properties.
// - config/source/alias, "Function type": "`alias`: the aliases collected so far (an empty object {} unless earlier
//   items of an array, see below, added entries)". An official plugin can put entries there too: plugin-preact 0.5.9
//   (plugin-preact/src/index.ts 20-49) returns mergeRsbuildConfig({ source: { alias: { react: 'preact/compat', … } } },
//   userConfig) from modifyRsbuildConfig, so a user's alias function becomes the second item of an array and receives
//   the four Preact entries (core/src/mergeConfig.ts: a function on either side keeps both as an array;
//   shared/src/mergeChainedOptions.ts 70-82). Now, keeping the words that review81e checks: "… added entries; a
//   plugin's config counts as such an item: with plugin-preact, it holds its react aliases". The registry here has no
//   0.5 release of @rsbuild/plugin-preact, so the test runs a stand-in plugin whose modifyRsbuildConfig is that of
//   plugin-preact 0.5.9 (the alias part): with it the function received the four entries, without it {}.
// - config/source/pre-entry, Caveats, "The modules are bundled into each entry": "They are not loaded as a separate
//   file, and every entry contains its own copy unless chunk splitting moves them into a shared chunk"; and Common
//   problems, first item: "Each page's bundle holds its own copy (see Caveats); to load a large library once from a CDN
//   instead". preEntry modules are plain entry modules (core/src/plugins/entry.ts 33-57), so the default chunk
//   splitting (split-by-experience: chunks 'all' on top of Rspack's defaultVendors and default groups, minSize 20000
//   in production; core/src/plugins/splitChunks.ts 69-108 and 248-255, @rspack/core 0.5 dist/config/defaults.js
//   605-630) moves a large package out of the entries: with two entries and preEntry ['big-lib', './src/small.js'],
//   big-lib (about 130 kB) went into one chunk that both HTML pages load, while small.js was copied into both entry
//   files. Now: "preEntry adds no file of its own: chunk splitting treats them like the entry's other modules, so
//   small modules are copied into every entry, while a large one, such as a big package from node_modules, goes into a
//   separate chunk that every page loads", and "Small modules are copied into each page's bundle, while a large
//   package goes into one chunk that all pages load (see Caveats); to load a large library from a CDN instead". Test
//   below.
// - config/source/decorators, Caveats, the plugin-babel item: it said only that files handled by Babel follow the
//   same decorators version, next to "Legacy mode changes class fields in every compiled file … all class fields are
//   compiled as assignments". plugin-babel 0.5.9 adds @babel/plugin-transform-class-properties (default, not loose) in
//   legacy mode (plugin-babel/src/plugin.ts 56-76), and babel-loader, used after swc-loader in the JS rule's list, runs
//   first (138-175), so in files Babel handles the fields are defined with _defineProperty and SWC sees none. Now: "Their class fields are
//   defined, not assigned, though: in legacy mode the plugin also adds @babel/plugin-transform-class-properties, which
//   turns q = 3 into _defineProperty(this, "q", 3) before SWC gets the file". @babel/core is not in the repository's
//   lockfile: with BABEL_DEPS set to a folder whose node_modules holds @babel/core 7.24.3, @babel/preset-typescript
//   7.24.1, @babel/plugin-proposal-decorators 7.24.1 and @babel/plugin-transform-class-properties 7.24.1 (the lowest
//   versions of plugin-babel 0.5.9's ranges; `npm install` there), as in review80g, the test runs Babel with the
//   plugin's default options and runs the output: _defineProperty(this, "q", 3), and the parent's setters are not
//   called. Without it, the test checks the page only.
//
// Checked and left as they are, settled by the earlier facts files of these pages (config, alias-guide, build,
// error-messages, review81e/f, review83b, review84b, review86b/h/i, review87b, review90b/j/l, review91k,
// common-problems-*) or by the source and runs of this review: the types and defaults (shared/src/types/config/
// source.ts 8-23 and 25-94, core/src/provider/config.ts 58-66); the alias function called once per target with {} or
// the array's result so far (shared/src/chain.ts 438-480, mergeChainedOptions.ts 48-83; a build with targets web and
// node called it for web, then node); relative values made absolute from the root, the $ suffix, sub-path keys, an
// array falling back, a function returning a new object, aliases applied in node_modules (one build); the
// @swc/helpers and core-js aliases and the inspect output of guide/advanced/alias (core/src/provider/plugins/swc.ts
// 83-103 and 157-159, shared/src/utils.ts 101-105; rsbuild inspect wrote dist/rspack.config.web.mjs with '@',
// '@swc/helpers', 'core-js' and tsConfigPath); tsConfigPath only with prefer-tsconfig (core/src/provider/plugins/
// resolve.ts); the decorator settings (core/src/provider/plugins/swc.ts 173-197: legacy sets legacyDecorator,
// decoratorMetadata and useDefineForClassFields false, 2022-03 decoratorVersion) and, in runs, design:type/
// paramtypes/returntype in legacy, define semantics for fields (a parent setter not called) and no metadata in
// 2022-03, and a decorated class in a file without import/export referenced by a name that no longer exists;
// plugin-babel passing source.decorators (plugin-babel/src/plugin.ts 55-80); the built-in definitions
// (core/src/plugins/define.ts), PUBLIC_ variables (core/src/loadEnv.ts 64-71, cli/init.ts 48-52), Rspack's value
// serialisation (@rspack/core 0.5 dist/builtin-plugin/DefinePlugin.js), and, in runs, typeof, undefined, null,
// process.env['API_URL'] left alone, '1.4.0' as 1.4, a nested JSON.stringify keeping its quotes, `${https}`, a false
// flag's code removed; preEntry before the core-js entry and for every target (core/src/plugins/entry.ts 33-57) and
// a string preEntry made an array by the config merge (core/src/mergeConfig.ts); Vite 1's `[vite] Failed to resolve
// module import` (Vite 1 serverPluginModuleResolve) and Babel's parser plugin message in both orders.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { build, distText, pageSays, project, runBuiltPage } from './topics-support';

test('guide/advanced/alias "An array lists several locations, tried in order; the first one in which the import resolves is used.": an import missing from the first folder of the array comes from the second, although the first folder exists', () => {
  pageSays(
    'guide/advanced/alias',
    {
      en: '- An array lists several locations, tried in order; the first one in which the import resolves is used.',
      zh: '- 值为数组时表示多个候选位置，按顺序尝试，使用第一个能解析到该导入的位置。',
    },
    {
      en: 'the first one that exists is used',
      zh: '会使用第一个存在的位置',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { source: { alias: { '@ui': ['./src/ui', './src/shared/ui'] } } };\n",
    'src/index.js': "import both from '@ui/Both';\nimport only from '@ui/Only';\nglobalThis.result = { both, only };\n",
    'src/ui/Both.js': "export default 'src/ui/Both';\n",
    'src/shared/ui/Both.js': "export default 'src/shared/ui/Both';\n",
    'src/shared/ui/Only.js': "export default 'src/shared/ui/Only';\n",
  });
  assert.ok(fs.statSync(path.join(dir, 'src/ui')).isDirectory());
  build(dir);
  const page = runBuiltPage(dir);
  assert.deepEqual({ ...(page.result as object) }, { both: 'src/ui/Both', only: 'src/shared/ui/Only' });
});

test('config/source/decorators "all class fields are compiled as assignments: instance fields in the constructor, static fields on the class right after its definition": legacy writes this.q = 3 in the constructor and K.s = 1 after the class, both through the parent\'s setters; 2022-03 defines them', () => {
  pageSays(
    'config/source/decorators',
    {
      en: "with `version: 'legacy'`, all class fields are compiled as assignments: instance fields in the constructor, static fields on the class right after its definition.",
      zh: "设置 `version: 'legacy'` 后，所有类字段都会被编译为赋值：实例字段在构造函数中赋值，静态字段在类定义之后直接赋给类。",
    },
    {
      en: 'all class fields are compiled as assignments in the constructor.',
      zh: '所有类字段都会被编译为构造函数中的赋值。',
    },
  );
  const source = [
    'const calls: string[] = [];',
    '(globalThis as any).calls = calls;',
    'class Base {',
    '  static set s(v: number) { calls.push(`static setter ${v}`); }',
    '  set q(v: number) { calls.push(`setter ${v}`); }',
    '}',
    'class K extends Base {',
    '  static s = 1;',
    '  q = 3;',
    '}',
    'const k = new K();',
    "(globalThis as any).result = { calls: calls.join(', '), ownS: Object.hasOwn(K, 's'), ownQ: Object.hasOwn(k, 'q') };",
    '',
  ].join('\n');
  const outcome = (version: string) => {
    const dir = project({
      'rsbuild.config.mjs': `export default { source: { decorators: { version: '${version}' } }, output: { minify: false } };\n`,
      'src/index.ts': source,
    });
    build(dir);
    const js = distText(dir, /^static\/js\/index\..*\.js$/);
    return { js, result: { ...(runBuiltPage(dir).result as object) } };
  };
  const legacy = outcome('legacy');
  assert.match(legacy.js, /constructor\(\.\.\.args\)\{\s*super\(\.\.\.args\);\s*this\.q = 3;\s*\}\s*\}\s*K\.s = 1;/, legacy.js);
  assert.deepEqual(legacy.result, { calls: 'static setter 1, setter 3', ownS: false, ownQ: false });
  const standard = outcome('2022-03');
  assert.doesNotMatch(standard.js, /K\.s = 1;|this\.q = 3;/);
  assert.deepEqual(standard.result, { calls: '', ownS: true, ownQ: true });
});

test('config/source/alias "a plugin\'s config counts as such an item: with plugin-preact, it holds its react aliases": with plugin-preact 0.5.9\'s modifyRsbuildConfig (stand-in), the alias function receives its four entries; without it, {}', () => {
  pageSays(
    'config/source/alias',
    {
      en: "(an empty object `{}` unless earlier items of an array, see below, added entries; a plugin's config counts as such an item: with [plugin-preact](/plugins/list/plugin-preact), it holds its `react` aliases)",
      zh: '（除非数组中靠前的项已经加入了别名，否则是空对象 `{}`，见下文；插件的配置也算作这样的一项：使用 [plugin-preact](/zh/plugins/list/plugin-preact) 时，其中有它的 `react` 等别名）',
    },
    {
      en: 'see below, added entries).',
      zh: '否则是空对象 `{}`，见下文）。',
    },
  );
  const received = (withPlugin: boolean) => {
    const dir = project({
      'rsbuild.config.mjs': `import fs from 'node:fs';
import path from 'node:path';
// plugin-preact 0.5.9 (src/index.ts), the part that sets source.alias (reactAliasesEnabled defaults to true)
const preactStandIn = {
  name: 'rsbuild:preact',
  setup(api) {
    api.modifyRsbuildConfig((userConfig, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(
        {
          source: {
            alias: {
              react: 'preact/compat',
              'react-dom/test-utils': 'preact/test-utils',
              'react-dom': 'preact/compat',
              'react/jsx-runtime': 'preact/jsx-runtime',
            },
          },
        },
        userConfig,
      ),
    );
  },
};
export default {
  plugins: ${withPlugin ? '[preactStandIn]' : '[]'},
  source: {
    alias: (alias) => {
      fs.writeFileSync(path.join(process.cwd(), 'received.json'), JSON.stringify(alias));
    },
  },
};
`,
      'src/index.js': "console.log('app');\n",
    });
    build(dir);
    return JSON.parse(fs.readFileSync(path.join(dir, 'received.json'), 'utf8'));
  };
  assert.deepEqual(received(true), {
    react: 'preact/compat',
    'react-dom/test-utils': 'preact/test-utils',
    'react-dom': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
  });
  assert.deepEqual(received(false), {});
});

test('config/source/pre-entry "small modules are copied into every entry, while a large one, such as a big package from node_modules, goes into a separate chunk that every page loads": with two entries, big-lib goes into one chunk both pages load, small.js into both entry files', () => {
  pageSays(
    'config/source/pre-entry',
    {
      en: "`preEntry` adds no file of its own: chunk splitting treats them like the entry's other modules, so small modules are copied into every entry, while a large one, such as a big package from `node_modules`, goes into a separate chunk that every page loads.",
      zh: '`preEntry` 本身不会生成单独的文件：拆包时它们和入口自身的模块一样处理，小模块会复制进每个入口，而较大的模块（例如 `node_modules` 中体积较大的包）会被拆到单独的 chunk 中，由每个页面加载。',
    },
    {
      en: 'They are not loaded as a separate file, and every entry contains its own copy unless',
      zh: '它们不会作为单独的文件加载',
    },
  );
  pageSays(
    'config/source/pre-entry',
    {
      en: "Small modules are copied into each page's bundle, while a large package goes into one chunk that all pages load (see [Caveats](#caveats)); to load a large library from a CDN instead,",
      zh: '小模块会复制进每个页面的产物，体积较大的包则进入一个所有页面共用的 chunk（参见[注意事项](#注意事项)）；如果想改为从 CDN 加载体积较大的库，',
    },
    {
      en: "Each page's bundle holds its own copy",
      zh: '每个页面的产物里各有一份它的代码',
    },
  );
  const lines = ['globalThis.big = [];'];
  for (let i = 0; i < 3000; i++) lines.push(`globalThis.big.push('big-lib-item-${i}-${((i * 2654435761) >>> 0).toString(36)}');`);
  const dir = project({
    'node_modules/big-lib/package.json': '{ "name": "big-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/big-lib/index.js': `${lines.join('\n')}\n`,
    'src/small.js': "globalThis.small = 'small-module-marker';\n",
    'src/index.js': "globalThis.page = 'index';\n",
    'src/admin.js': "globalThis.page = 'admin';\n",
    'rsbuild.config.mjs':
      "export default { source: { preEntry: ['big-lib', './src/small.js'], entry: { index: './src/index.js', admin: './src/admin.js' } } };\n",
  });
  build(dir);
  const scripts = (html: string) =>
    [...fs.readFileSync(path.join(dir, 'dist', html), 'utf8').matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]);
  const withBig = (files: string[]) => files.filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('big-lib-item-0-'));
  const index = scripts('index.html');
  const admin = scripts('admin.html');
  // one chunk holds big-lib, it is neither entry's file, and both pages load it
  assert.equal(withBig(index).length, 1, index.join(', '));
  assert.deepEqual(withBig(admin), withBig(index));
  assert.doesNotMatch(withBig(index)[0], /\/(index|admin)\./);
  assert.ok(fs.statSync(path.join(dir, 'dist', withBig(index)[0])).size > 20_000);
  // small.js is in each entry's own file
  const entryFile = (files: string[], name: string) => files.find((f) => f.startsWith(`static/js/${name}.`)) as string;
  for (const [files, name] of [
    [index, 'index'],
    [admin, 'admin'],
  ] as const) {
    assert.match(fs.readFileSync(path.join(dir, 'dist', entryFile(files, name)), 'utf8'), /small-module-marker/);
    assert.doesNotMatch(fs.readFileSync(path.join(dir, 'dist', withBig(index)[0]), 'utf8'), /small-module-marker/);
  }
  const page = runBuiltPage(dir);
  assert.deepEqual([(page.big as string[]).length, page.small, page.page], [3000, 'small-module-marker', 'index']);
});

const BABEL_DEPS = process.env.BABEL_DEPS;

test('config/source/decorators "Their class fields are defined, not assigned, though: in legacy mode the plugin also adds @babel/plugin-transform-class-properties": Babel with plugin-babel 0.5.9\'s default options defines q and s, and the parent\'s setters are not called', (t) => {
  pageSays(
    'config/source/decorators',
    {
      en: 'Their class fields are defined, not assigned, though: in legacy mode the plugin also adds `@babel/plugin-transform-class-properties`, which turns `q = 3` into `_defineProperty(this, "q", 3)` before SWC gets the file.',
      zh: '不过这些文件中的类字段是定义而不是赋值：legacy 模式下插件还会加入 `@babel/plugin-transform-class-properties`，在 SWC 处理之前就把 `q = 3` 转换为 `_defineProperty(this, "q", 3)`。',
    },
    {
      en: 'so files handled by Babel follow the same version.\n',
      zh: '因此由 Babel 处理的文件会使用相同的版本。\n',
    },
  );
  if (!BABEL_DEPS) {
    t.skip('BABEL_DEPS is not set: @babel/core and the plugin-babel defaults are not installed in the repository');
    return;
  }
  const req = createRequire(path.join(BABEL_DEPS, 'package.json'));
  const babel = req('@babel/core') as { transformSync: (code: string, options: object) => { code: string } | null };
  // getDefaultBabelOptions of plugin-babel 0.5.9 with source.decorators { version: 'legacy' }, without the cache.
  const options = {
    babelrc: false,
    configFile: false,
    filename: path.join(BABEL_DEPS, 'src/index.ts'),
    plugins: [
      [req.resolve('@babel/plugin-proposal-decorators'), { version: 'legacy' }],
      req.resolve('@babel/plugin-transform-class-properties'),
    ],
    presets: [
      [
        req.resolve('@babel/preset-typescript'),
        { allowNamespaces: true, allExtensions: true, allowDeclareFields: true, optimizeConstEnums: true, isTSX: true },
      ],
    ],
  };
  const out = babel.transformSync(
    [
      'class Base {',
      '  static set s(v: number) { calls.push(`static setter ${v}`); }',
      '  set q(v: number) { calls.push(`setter ${v}`); }',
      '}',
      'class K extends Base {',
      '  static s = 1;',
      '  q = 3;',
      '}',
      "result = { calls: calls.join(', '), ownS: Object.hasOwn(K, 's'), ownQ: Object.hasOwn(new K(), 'q') };",
      '',
    ].join('\n'),
    options,
  )?.code;
  assert.ok(out, 'Babel returned code');
  assert.match(out, /_defineProperty\(this, "q", 3\)/, out);
  assert.match(out, /_defineProperty\(K, "s", 1\)/, out);
  assert.doesNotMatch(out, /this\.q = 3|K\.s = 1/, out);
  const context: { calls: string[]; result?: object } = { calls: [] };
  vm.runInNewContext(out, context);
  assert.deepEqual({ ...context.result }, { calls: '', ownS: true, ownQ: true });
});
