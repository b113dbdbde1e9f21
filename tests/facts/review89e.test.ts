// Facts behind statements fixed in review 89 (slice e): config/tools/rspack and guide/basic/configure-rspack, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its JavaScript API on the fixture project, lib/rsbuild.ts, or its CLI
// in a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and no longer say the old wording.
//
// - guide/basic/configure-rspack, tools.bundlerChain: "The helpers of tools.bundlerChain are the same as for
//   tools.rspack (...), except that there is no rspack object and no addRules/appendPlugins family". mergeConfig is
//   missing too: generateRspackConfig (core/src/provider/rspackConfig.ts) passes tools.bundlerChain getChainUtils()
//   plus `bundler`; mergeConfig, rspack and the four addRules/prependPlugins/appendPlugins/removePlugin helpers are
//   added by getConfigUtils for tools.rspack only. The page now names mergeConfig among what is missing.
// - guide/basic/configure-rspack, "Find the ids of rules and plugins": the page listed CHAIN_ID.PLUGIN.HTML among the
//   ids to pass to the chain. Its value is 'html' (shared/src/chain.ts), and no plugin has that id: pluginHtml
//   (core/src/plugins/html.ts 292) registers each page's plugin as `${CHAIN_ID.PLUGIN.HTML}-${entryName}`, so
//   chain.plugin(CHAIN_ID.PLUGIN.HTML).tap() throws "Cannot call .tap() on a plugin that has not yet been defined",
//   while chain.plugin('html-index') reaches the plugin of the index page. The page now says it is only the start of
//   an id.
// - guide/basic/configure-rspack, "CSS rules change after the chain": "Rsbuild replaces each of these rules with a
//   oneOf pair" held only while output.cssModules.auto is not false: applyCSSModuleRule (core/src/provider/plugins/
//   css.ts 144-190) returns early when it is false, and the rules stay single rules of type 'css'.
// - config/tools/rspack, mergeConfig: the page gave its type as `(...configs: RspackConfig[]) => RspackConfig`.
//   ModifyRspackConfigUtils (shared/src/types/config/tools.ts 70-81) types it `typeof merge` of the webpack-merge that
//   @rsbuild/shared bundles (compiled/webpack-merge 5.10.0, types/index.d.ts line 3): generic, and its first argument
//   may be an array of configurations: `<T extends object>(first: T | T[], ...configs: T[]) => T`. Settled by those
//   type definitions; no test.
// - config/tools/rspack, "Add a webpack plugin": "A plugin that loads the webpack package itself stops Rsbuild before
//   the build, with Cannot find module 'webpack' under Failed to load file:". Only a plugin that loads webpack as soon
//   as its module is imported fails while Rsbuild loads the config file: `Failed to load file: <config>`, then
//   `Failed to build.` and the error. One that loads it in apply() fails when createCompiler applies the plugins, and
//   0.5.9 prints `Failed to build.` and `Cannot find module 'webpack'` with no `Failed to load file:` line. Neither
//   compiles anything (no dist/).
// - guide/basic/configure-rspack, "The Rspack version of Rsbuild 0.5.9": the page called 0.5.9-canary-8778e17-20240403045016
//   "a canary build of Rspack 0.5.9", as if it came before that release. Rspack's history (github web-infra-dev/rspack):
//   v0.5.9 was tagged on 2024-03-26 (8fd75cb, a version bump on top of ffd46f0 "fix: stablize chunk id (#6021)"), and
//   8778e17 is the commit "feat: export MultiStats class" of 2024-03-28 (merged as #6058), whose history holds ffd46f0
//   and the main line's "Release Packages:0.5.9 (#6025)" plus 24 later commits of the main line. One of its changes
//   shows in a run: at v0.5.9, packages/rspack/src/exports.ts exports MultiStats as a type only (line 33), while the
//   `rspack` util of 0.5.9 holds a MultiStats class, and its rspackVersion is the canary's.
// - config/tools/rspack, function form: "In the array form, the items after an async function receive a Promise
//   instead of the configuration." True of a function item (tools-options.test.ts). An object item is merged into the
//   Promise with webpack-merge, whose merge() throws for a Promise (compiled/webpack-merge: `if (r.then) throw new
//   TypeError("Promises are not supported")`): `rsbuild build` stops with `Failed to build.` and that TypeError.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Loose, inspect } from './lib/rsbuild';
import { distFiles, pageSays, project, rsbuild } from './topics-support';

const GUIDE = 'guide/basic/configure-rspack';

test('guide/basic/configure-rspack "except that there is no `rspack` object, no `mergeConfig` and no `addRules`/`appendPlugins` family": the utils of tools.bundlerChain lack mergeConfig, rspack and the plugin and rule helpers, which tools.rspack gets', async () => {
  pageSays(
    GUIDE,
    {
      en: 'except that there is no `rspack` object, no `mergeConfig` and no `addRules`/`appendPlugins` family.',
      zh: '区别在于没有 `rspack` 对象和 `mergeConfig`，也没有 `addRules`、`appendPlugins` 等方法。',
    },
    {
      en: 'except that there is no `rspack` object and no `addRules`/`appendPlugins` family.',
      zh: '区别在于没有 `rspack` 对象，也没有 `addRules`、`appendPlugins` 等方法。',
    },
  );
  let chainKeys: string[] = [];
  let rspackKeys: string[] = [];
  await inspect({
    tools: {
      bundlerChain: (_chain, utils) => {
        chainKeys = Object.keys(utils);
      },
      rspack: (_config, utils) => {
        rspackKeys = Object.keys(utils);
      },
    },
  });
  const shared = ['env', 'isDev', 'isProd', 'target', 'isServer', 'isWebWorker', 'isServiceWorker', 'CHAIN_ID', 'HtmlPlugin'];
  for (const key of shared) {
    assert.ok(chainKeys.includes(key), `tools.bundlerChain gets ${key}`);
    assert.ok(rspackKeys.includes(key), `tools.rspack gets ${key}`);
  }
  assert.ok(chainKeys.includes('bundler'));
  for (const key of ['rspack', 'mergeConfig', 'addRules', 'prependPlugins', 'appendPlugins', 'removePlugin']) {
    assert.ok(!chainKeys.includes(key), `tools.bundlerChain has no ${key}`);
    assert.ok(rspackKeys.includes(key), `tools.rspack has ${key}`);
  }
});

test("guide/basic/configure-rspack \"`CHAIN_ID.PLUGIN.HTML` (`'html'`) is only the start of an id: the HTML plugin of each page has the id `html-<entry name>`, such as `html-index`\": chain.plugin(CHAIN_ID.PLUGIN.HTML).tap() throws, chain.plugin(`${CHAIN_ID.PLUGIN.HTML}-index`) reaches the page's plugin", async () => {
  pageSays(
    GUIDE,
    {
      en: "`CHAIN_ID.PLUGIN.HTML` (`'html'`) is only the start of an id: the HTML plugin of each page has the id `html-<entry name>`, such as `html-index`.",
      zh: "`CHAIN_ID.PLUGIN.HTML`（`'html'`）只是 id 的前缀：每个页面的 HTML 插件的 id 为 `html-<entry name>`，例如 `html-index`。",
    },
    {
      en: '`CHAIN_ID.PLUGIN.DEFINE`, `CHAIN_ID.PLUGIN.HTML` and more.',
      zh: '`CHAIN_ID.PLUGIN.DEFINE`、`CHAIN_ID.PLUGIN.HTML` 等。',
    },
  );
  let value = '';
  await assert.rejects(
    inspect({
      tools: {
        bundlerChain: (chain, { CHAIN_ID }) => {
          value = CHAIN_ID.PLUGIN.HTML;
          chain.plugin(CHAIN_ID.PLUGIN.HTML).tap((args: Loose[]) => args);
        },
      },
    }),
    /Cannot call \.tap\(\) on a plugin that has not yet been defined/,
  );
  assert.equal(value, 'html');

  let ids: string[] = [];
  const { rspack } = await inspect({
    tools: {
      bundlerChain: (chain, { CHAIN_ID }) => {
        ids = Object.keys(chain.plugins.entries() ?? {});
        chain.plugin(`${CHAIN_ID.PLUGIN.HTML}-index`).tap(([options]: Loose[]) => [{ ...options, title: 'Tapped by id' }]);
      },
    },
  });
  assert.ok(ids.includes('html-index'), ids.join(', '));
  assert.ok(!ids.includes('html'), ids.join(', '));
  const html = rspack[0].plugins.filter((p: Loose) => p?.userOptions?.filename === 'index.html');
  assert.equal(html.length, 1);
  assert.equal(html[0].userOptions.title, 'Tapped by id');
});

test('guide/basic/configure-rspack "Rsbuild replaces each of these rules with a `oneOf` pair, unless output.cssModules.auto is `false`": the CSS, Less and Sass rules are oneOf pairs (css/module, css) by default and single rules of type css with auto false', async () => {
  pageSays(
    GUIDE,
    {
      en: 'Rsbuild replaces each of these rules with a `oneOf` pair, unless [output.cssModules.auto](/config/output/css-modules#cssmodulesauto) is `false`: one branch',
      zh: '除非 [output.cssModules.auto](/zh/config/output/css-modules#cssmodulesauto) 为 `false`，Rsbuild 会把这些规则分别替换为一对 `oneOf` 分支：',
    },
    {
      en: 'Rsbuild replaces each of these rules with a `oneOf` pair: one branch',
      zh: '在链转换为对象之后（即上文第 4 步），Rsbuild 会把这些规则分别替换为一对 `oneOf` 分支：',
    },
  );
  const styleRules = (config: Loose): Loose[] =>
    config.module.rules.filter((r: Loose) => ['.css', '.less', '.scss'].some((ext) => r.test instanceof RegExp && r.test.test(`a${ext}`)));

  const byDefault = styleRules((await inspect({})).rspack[0]);
  assert.equal(byDefault.length, 3);
  for (const rule of byDefault) {
    assert.deepEqual(
      rule.oneOf.map((r: Loose) => r.type),
      ['css/module', 'css'],
      String(rule.test),
    );
  }

  const autoOff = styleRules((await inspect({ output: { cssModules: { auto: false } } })).rspack[0]);
  assert.equal(autoOff.length, 3);
  for (const rule of autoOff) {
    assert.equal(rule.oneOf, undefined, String(rule.test));
    assert.equal(rule.type, 'css', String(rule.test));
  }
});

test('config/tools/rspack "stops Rsbuild before anything is compiled, with `Failed to build.` and `Cannot find module \'webpack\'` ... A `Failed to load file:` line naming the config file comes first only when the plugin loads webpack as soon as it is imported, not in `apply()`"', () => {
  pageSays(
    'config/tools/rspack',
    {
      en: "A plugin that loads the `webpack` package itself stops Rsbuild before anything is compiled, with `Failed to build.` and `Cannot find module 'webpack'`, as long as webpack is not installed. A `Failed to load file:` line naming the config file comes first only when the plugin loads webpack as soon as it is imported, not in `apply()`.",
      zh: "Rsbuild 在编译开始前就会停下，报 `Failed to build.` 和 `Cannot find module 'webpack'`。只有插件在被导入时就加载 webpack（而不是在 `apply()` 中），前面才会先有一行指向配置文件的 `Failed to load file:`。",
    },
    {
      en: "stops Rsbuild before the build, with `Cannot find module 'webpack'` under `Failed to load file:`, as long as webpack is not installed.",
      zh: "Rsbuild 在构建开始前就会停下，在 `Failed to load file:` 之后报 `Cannot find module 'webpack'`。",
    },
  );
  const withPlugin = (code: string): string =>
    project({
      'node_modules/some-webpack-plugin/package.json': '{ "name": "some-webpack-plugin", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/some-webpack-plugin/index.js': code,
      'src/index.js': "console.log('x');\n",
      'rsbuild.config.mjs':
        "import SomePlugin from 'some-webpack-plugin';\nexport default { tools: { rspack: { plugins: [new SomePlugin()] } } };\n",
    });

  // `rsbuild()` runs without NODE_PATH (pnpm's points at its hoisted store, which holds a webpack).
  const onImport = withPlugin("const webpack = require('webpack');\nmodule.exports = class SomePlugin { apply() {} };\n");
  const imported = rsbuild(onImport, ['build']);
  assert.notEqual(imported.code, 0);
  assert.match(
    imported.output,
    /error\s+Failed to load file: \S*rsbuild\.config\.mjs\s+error\s+Failed to build\.\s+error\s+Cannot find module 'webpack'/,
  );
  assert.deepEqual(distFiles(onImport), []);

  const inApply = withPlugin("module.exports = class SomePlugin { apply(compiler) { require('webpack'); } };\n");
  const applied = rsbuild(inApply, ['build']);
  assert.notEqual(applied.code, 0);
  assert.match(applied.output, /error\s+Failed to build\.\s+error\s+Cannot find module 'webpack'/);
  assert.doesNotMatch(applied.output, /Failed to load file:/);
  assert.deepEqual(distFiles(inApply), []);
});

test('config/tools/rspack "a function after an `async` function receives a Promise instead of the configuration, and an object after it stops the build with `TypeError: Promises are not supported`"', () => {
  pageSays(
    'config/tools/rspack',
    {
      en: 'In the array form, a function after an `async` function receives a Promise instead of the configuration, and an object after it stops the build with `TypeError: Promises are not supported`.',
      zh: '在数组用法中，排在 `async` 函数之后的函数接收到的是一个 Promise，而不是配置；排在它之后的对象则会让构建失败，报错 `TypeError: Promises are not supported`。',
    },
    {
      en: 'In the array form, the items after an `async` function receive a Promise instead of the configuration.',
      zh: '在数组用法中，排在 `async` 函数之后的项接收到的是一个 Promise，而不是配置。',
    },
  );
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': 'export default { tools: { rspack: [async (config) => { config.devtool = false; }, { devtool: false }] } };\n',
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /error\s+Failed to build\.\s+error\s+TypeError: Promises are not supported/);
  assert.deepEqual(distFiles(dir), []);
});

test('guide/basic/configure-rspack "a canary build made after the Rspack 0.5.9 release: it holds Rspack 0.5.9 and some later changes of Rspack\'s development line": the rspack util is version 0.5.9-canary-8778e17-20240403045016 and exports the MultiStats class, which Rspack 0.5.9 exports as a type only', async () => {
  pageSays(
    GUIDE,
    {
      en: "`0.5.9-canary-8778e17-20240403045016`, a canary build made after the Rspack 0.5.9 release: it holds Rspack 0.5.9 and some later changes of Rspack's development line.",
      zh: '它是在 Rspack 0.5.9 发布之后构建的 canary 版本，包含 Rspack 0.5.9 以及之后开发分支上的部分改动。',
    },
    {
      en: 'a canary build of Rspack 0.5.9.',
      zh: '它是 Rspack 0.5.9 的一个 canary 构建。',
    },
  );
  let version: unknown;
  let multiStats: unknown;
  await inspect({
    tools: {
      rspack: (_config, { rspack }) => {
        const core = rspack as Loose;
        version = core.rspackVersion;
        multiStats = typeof core.MultiStats;
      },
    },
  });
  assert.equal(version, '0.5.9-canary-8778e17-20240403045016');
  assert.equal(multiStats, 'function');
});
