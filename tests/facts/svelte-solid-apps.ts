// What review94f, review94h and review98h build: the Svelte component and entry that the Svelte plugin page ("Register the
// plugin") and the Svelte guide ("Write the entry and a component") show, a stand-in for @rsbuild/plugin-solid
// 0.5.9, which the repository does not install, and the Solid app it builds.
import path from 'node:path';

/** src/App.svelte of both pages. */
export const APP_SVELTE = `<script lang="ts">
  export let name: string;

  let count = 0;
</script>

<main>
  <h1>Hello, {name}!</h1>
  <button type="button" on:click={() => (count += 1)}>Count: {count}</button>
</main>

<style>
  h1 {
    color: #ff3e00;
  }
</style>
`;
/** src/index.ts of both pages. */
export const INDEX_TS = `import App from './App.svelte';

const app = new App({
  target: document.getElementById('root')!,
  props: { name: 'Svelte' },
});

export default app;
`;

/** @rsbuild/plugin-solid 0.5.9 (packages/plugin-solid/src/index.ts) as CommonJS, its packages from `deps`. */
export const PLUGIN_SOLID = (deps: string) => `const path = require('node:path');
const DEPS = ${JSON.stringify(path.join(deps, 'node_modules'))};
const depsRequire = require('node:module').createRequire(path.join(DEPS, 'index.js'));
const { modifyBabelLoaderOptions } = depsRequire('@rsbuild/plugin-babel');
exports.pluginSolid = (options = {}) => ({
  name: 'rsbuild:solid',
  setup(api) {
    api.modifyBundlerChain(async (chain, { CHAIN_ID, isDev }) => {
      const rsbuildConfig = api.getNormalizedConfig();
      modifyBabelLoaderOptions({
        chain,
        CHAIN_ID,
        modifier: (babelOptions) => {
          babelOptions.presets ??= [];
          babelOptions.presets.push([depsRequire.resolve('babel-preset-solid'), options.solidPresetOptions || {}]);
          if (isDev && rsbuildConfig.dev.hmr) {
            babelOptions.plugins ??= [];
            babelOptions.plugins.push([depsRequire.resolve('solid-refresh/babel')]);
            chain.resolve.alias.merge({ 'solid-refresh': depsRequire.resolve('solid-refresh/dist/solid-refresh.mjs') });
          }
          return babelOptions;
        },
      });
    });
  },
});
`;

/** The Solid app that review94h and review98h build: src/index.tsx renders a counter, src/App.tsx. */
export const SOLID_APP_FILES: Readonly<Record<string, string>> = {
  'src/index.tsx':
    "import { render } from 'solid-js/web';\nimport App from './App';\n\nrender(() => <App />, document.getElementById('root')!);\n",
  'src/App.tsx': [
    "import { createSignal } from 'solid-js';",
    '',
    'export default function App() {',
    '  const [count, setCount] = createSignal(0);',
    '',
    '  return (',
    '    <main>',
    '      <h1>Hello, Solid!</h1>',
    '      <button type="button" onClick={() => setCount(count() + 1)}>',
    '        Count: {count()}',
    '      </button>',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n'),
};
