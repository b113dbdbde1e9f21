// Stand-ins for official plugins that are not installed beside the site (no 0.5.9 on this registry), written from
// their 0.5.9 source; shared by the facts files that run them.
import path from 'node:path';

/** @rsbuild/plugin-svelte 0.5.9 (packages/plugin-svelte/src/index.ts) as CommonJS, its own packages from `deps`. */
export const PLUGIN_SVELTE = (deps: string) => `const path = require('node:path');
const { logger } = require('@rsbuild/core');
const { deepmerge } = require('@rsbuild/shared');
const DEPS = ${JSON.stringify(path.join(deps, 'node_modules'))};
exports.pluginSvelte = (options = {}) => ({
  name: 'rsbuild:svelte',
  setup(api) {
    let sveltePath = '';
    try {
      sveltePath = path.dirname(require.resolve('svelte/package.json', { paths: [api.context.rootPath] }));
    } catch (err) {
      logger.error('Cannot resolve \`svelte\` package under the project directory, did you forget to install it?');
      throw new Error('Cannot resolve \`svelte\` package', { cause: err });
    }
    api.modifyBundlerChain(async (chain, { CHAIN_ID, isDev }) => {
      const sveltePreprocess = require(path.join(DEPS, 'svelte-preprocess'));
      const rsbuildConfig = api.getNormalizedConfig();
      chain.resolve.alias.set('svelte', path.join(sveltePath, 'src/runtime'));
      chain.resolve.extensions.add('.svelte');
      chain.resolve.mainFields.add('svelte').add('...');
      chain.resolve.set('conditionNames', ['svelte', '...']);
      const loaderPath = require.resolve(path.join(DEPS, 'svelte-loader'));
      chain.merge({ resolveLoader: { alias: { 'svelte-loader': loaderPath } } });
      const svelteLoaderOptions = deepmerge(
        {
          compilerOptions: { dev: isDev },
          preprocess: sveltePreprocess(options.preprocessOptions),
          emitCss: !rsbuildConfig.output.injectStyles,
          hotReload: isDev && rsbuildConfig.dev.hmr,
        },
        options.svelteLoaderOptions ?? {},
      );
      chain.module.rule(CHAIN_ID.RULE.SVELTE).test(/\\.svelte$/).use(CHAIN_ID.USE.SVELTE).loader(loaderPath).options(svelteLoaderOptions);
    });
  },
});
`;
