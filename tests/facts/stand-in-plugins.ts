// Stand-ins for official plugins whose 0.5.9 packages are not in the lockfile: each does what the plugin's 0.5.9
// source does, written as CommonJS for a throw-away project's node_modules. Shared by the facts files that run them.

import { fileURLToPath } from 'node:url';

/** The repository's @rsbuild/shared 0.5.9, for the stand-ins that use its helpers as the plugins do. */
const SHARED = fileURLToPath(new URL('../../node_modules/rsbuild-shared-0.5', import.meta.url));

/**
 * @rsbuild/plugin-stylus 0.5.9 (packages/plugin-stylus/src/index.ts), with the path of a stylus-loader installed elsewhere.
 * Its options are merged as 0.5.9 merges them (mergeChainedOptions with deepmerge, from the repository's
 * @rsbuild/shared 0.5.9): one merged object per build, which every Stylus file of that build gets.
 */
export const STYLUS_PLUGIN = (loader: string) =>
  [
    `const { deepmerge, mergeChainedOptions } = require(${JSON.stringify(SHARED)});`,
    `const STYLUS_LOADER = ${JSON.stringify(loader)};`,
    'const STYLUS_REGEX = /\\.styl(us)?$/;',
    'exports.pluginStylus = (options) => ({',
    "  name: 'rsbuild:stylus',",
    '  setup(api) {',
    '    api.modifyBundlerChain(async (chain, utils) => {',
    '      const config = api.getNormalizedConfig();',
    '      const merged = mergeChainedOptions({ defaults: { sourceMap: config.output.sourceMap.css }, options, mergeFn: deepmerge });',
    '      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(STYLUS_REGEX);',
    "      const { applyBaseCSSRule } = await import('@rsbuild/core/provider');",
    '      await applyBaseCSSRule({ rule, config, context: api.context, utils, importLoaders: 2 });',
    '      rule.use(utils.CHAIN_ID.USE.STYLUS).loader(STYLUS_LOADER).options(merged);',
    '    });',
    '    api.modifyRspackConfig(async (rspackConfig) => {',
    "      const { applyCSSModuleRule } = await import('@rsbuild/core/provider');",
    '      applyCSSModuleRule(rspackConfig.module?.rules, STYLUS_REGEX, api.getNormalizedConfig());',
    '    });',
    '  },',
    '});',
    '',
  ].join('\n');

/** @rsbuild/plugin-umd 0.5.9 (packages/plugin-umd/src/index.ts). */
export const PLUGIN_UMD = `exports.pluginUmd = (options) => ({
  name: 'rsbuild:umd',
  setup(api) {
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
      const userConfig = api.getRsbuildConfig('original');
      return mergeRsbuildConfig(config, {
        output: {
          distPath: { js: userConfig.output?.distPath?.js ?? '', css: userConfig.output?.distPath?.css ?? '' },
          filenameHash: userConfig.output?.filenameHash ?? false,
        },
        html: { scriptLoading: userConfig.html?.scriptLoading ?? 'blocking' },
        tools: { htmlPlugin: userConfig.tools?.htmlPlugin ?? (process.env.NODE_ENV === 'production' ? false : undefined) },
      });
    });
    api.modifyBundlerChain(async (chain) => {
      chain.output.library({ name: options.name, type: 'umd', umdNamedDefine: true, export: options.export });
      chain.output.globalObject('this');
      chain.optimization.splitChunks(false);
    });
  },
});
`;

/**
 * @rsbuild/plugin-styled-components 0.5.9 (packages/plugin-styled-components/src/index.ts), as CommonJS. It requires
 * `@rsbuild/shared` from the project, as the plugin does.
 */
export const STYLED_PLUGIN = `const { getNodeEnv, isServerTarget, mergeChainedOptions, getDefaultStyledComponentsConfig } = require('@rsbuild/shared');
exports.pluginStyledComponents = (pluginOptions = {}) => ({
  name: 'rsbuild:styled-components',
  setup(api) {
    if (api.context.bundlerType === 'webpack') return;
    const getMergedOptions = () => {
      const useSSR = isServerTarget(api.context.targets);
      const isProd = getNodeEnv() === 'production';
      return mergeChainedOptions({ defaults: getDefaultStyledComponentsConfig(isProd, useSSR), options: pluginOptions });
    };
    api.modifyRsbuildConfig((userConfig, { mergeRsbuildConfig }) => {
      const extraConfig = {
        tools: {
          swc(opts) {
            const mergedOptions = getMergedOptions();
            if (!mergedOptions) return opts;
            opts.rspackExperiments ??= {};
            opts.rspackExperiments.styledComponents = mergedOptions;
            return opts;
          },
        },
      };
      return mergeRsbuildConfig(extraConfig, userConfig);
    });
  },
});
`;
