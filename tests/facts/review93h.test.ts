// Facts behind the third accuracy review of session 93 (slice h): plugins/list/plugin-image-compress,
// plugins/list/plugin-stylus, config/tools/css-loader and config/tools/html-plugin, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it and that the old wording is gone.
//
// 1. config/tools/css-loader, function form: "The function is called once for each style rule (CSS, Less, Sass) and
//    build target". Stylus too when @rsbuild/plugin-stylus is registered: its modifyBundlerChain creates the stylus
//    rule and calls core's applyBaseCSSRule on it (plugin-stylus/src/index.ts 33-67), which, with output.injectStyles,
//    adds css-loader with the options of getCssLoaderOptions, where tools.cssLoader is merged
//    (core/src/provider/plugins/css.ts 48-98, shared/src/css.ts 218-255). The same omission was fixed on
//    config/tools/style-loader by review92l.test.ts. Run below (test 1) with the stand-in of that file: with
//    output.injectStyles and the targets web and node, the function is called 6 times without it and 8 times with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageSays, probe } from './topics-support';

test('config/tools/css-loader "The function is called once for each style rule (CSS, Less, Sass, and Stylus when the Stylus plugin is registered) and build target"', async () => {
  pageSays(
    'config/tools/css-loader',
    {
      en: 'The function is called once for each style rule (CSS, Less, Sass, and Stylus when the [Stylus plugin](/plugins/list/plugin-stylus) is registered) and build target, and must be synchronous.',
      zh: '函数会针对每条样式规则（CSS、Less、Sass，注册了 [Stylus 插件](/zh/plugins/list/plugin-stylus)时还有 Stylus）和每个构建目标各调用一次，并且必须是同步的。',
    },
    { en: 'once for each style rule (CSS, Less, Sass) and build target', zh: '每条样式规则（CSS、Less、Sass）和每个构建目标' },
  );
  const { output, result } = await probe(
    {},
    `import { createRsbuild } from '@rsbuild/core';
import { applyBaseCSSRule } from '@rsbuild/core/provider';
// What @rsbuild/plugin-stylus 0.5.9 does to the chain (its src/index.ts), without stylus-loader itself.
const pluginStylus = () => ({
  name: 'rsbuild:stylus',
  setup(api) {
    api.modifyBundlerChain(async (chain, utils) => {
      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(/\\.styl(us)?$/);
      await applyBaseCSSRule({ rule, config: api.getNormalizedConfig(), context: api.context, utils, importLoaders: 2 });
    });
  },
});
const calls = async (plugins) => {
  let n = 0;
  const rsbuild = await createRsbuild({
    rsbuildConfig: { plugins, output: { injectStyles: true, targets: ['web', 'node'] }, tools: { cssLoader: () => { n++; } } },
  });
  await rsbuild.initConfigs();
  return n;
};
report({ core: await calls([]), withStylus: await calls([pluginStylus()]) });`,
  );
  assert.deepEqual(result, { core: 6, withStylus: 8 }, output);
});
