// Facts about the generated configuration: what a setting merges into, what a target or a plugin sets.
// No build: `createRsbuild` + `initConfigs` of @rsbuild/core 0.5.9 on the fixture project.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { core, inspect, pluginReact, subProject, type Loose, type RsbuildPlugin } from './lib/rsbuild';

/** Loader paths of a rule and of its `oneOf` branches, shortened to the package path. */
function loaders(rule: Loose): string[] {
  const uses: Loose[] = [...(rule.use ?? []), ...(rule.oneOf ?? []).flatMap((r: Loose) => r.use ?? [])];
  return [
    ...new Set(
      uses.map((u) =>
        String(u.loader)
          .replace(/^.*node_modules[\\/]/, '')
          .replace(/\\/g, '/'),
      ),
    ),
  ];
}
const cssRule = (config: Loose): Loose => config.module.rules.find((r: Loose) => String(r.test) === String(/\.css$/));
/** The `env.targets` that SWC compiles JavaScript for. */
const swcTargets = (config: Loose): string[] => {
  const match = JSON.stringify(config.module.rules).match(/"env":\{"targets":(\[[^\]]*\])/);
  assert.ok(match, 'the SWC rule has env.targets');
  return JSON.parse(match[1]) as string[];
};
const DEFAULT_BROWSERS = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];

describe('generated configuration', { concurrency: true }, () => {
  test('config/source/transform-import "Merged configurations add up, and `false` does not switch them off": false becomes an item of the merged array', async () => {
    const { mergeRsbuildConfig } = await core();
    const item = { libraryName: 'my-components', libraryDirectory: 'lib' };
    assert.deepEqual(
      mergeRsbuildConfig({ source: { transformImport: false } }, { source: { transformImport: [item] } }).source?.transformImport,
      [false, item],
    );
    assert.deepEqual(
      mergeRsbuildConfig({ source: { transformImport: [item] } }, { source: { transformImport: false } }).source?.transformImport,
      [item, false],
    );
  });

  test('guide/basic/css-usage "in builds for the web target and the service-worker target" + config/tools/postcss + guide/basic/tailwindcss "Rsbuild 0.5.9 runs PostCSS only for the web and service-worker targets"', async () => {
    const { rspack } = await inspect({ output: { targets: ['web', 'node', 'service-worker', 'web-worker'] } });
    const withPostcss = rspack.map((c) => [c.name, loaders(cssRule(c)).some((l) => l.includes('postcss-loader'))]);
    assert.deepEqual(withPostcss, [
      ['Client', true],
      ['Server', false],
      ['Service Worker', true],
      ['Web Worker', false],
    ]);
  });

  test('guide/advanced/browserslist "The node and service-worker targets ignore it" + config/output/targets "Reads .browserslistrc": a .browserslistrc applies to web and web-worker only', async () => {
    const cwd = subProject('browserslist', { '.browserslistrc': 'chrome 60\n', 'src/index.js': "console.log('browserslist');\n" });
    const { rspack } = await inspect({ output: { targets: ['web', 'node', 'service-worker', 'web-worker'] } }, { cwd });
    assert.deepEqual(
      rspack.map((c) => [c.name, swcTargets(c)]),
      [
        ['Client', ['chrome 60']],
        ['Server', ['node >= 16']],
        ['Service Worker', DEFAULT_BROWSERS],
        ['Web Worker', ['chrome 60']],
      ],
    );
  });

  test('config/output/inject-styles "The service-worker target is not among them": style-loader stays in the service-worker pipeline, not in node or web-worker', async () => {
    const { rspack } = await inspect({ output: { targets: ['service-worker', 'node', 'web-worker'], injectStyles: true } });
    const styleLoader = rspack.map((c) => [c.name, loaders(cssRule(c)).some((l) => l.includes('style-loader'))]);
    assert.deepEqual(styleLoader, [
      ['Service Worker', true],
      ['Server', false],
      ['Web Worker', false],
    ]);
  });

  test('config/performance/chunk-split "lib-router ... @rsbuild/plugin-react is registered" + guide/optimization/split-chunk: plugin-react adds lib-react and lib-router', async () => {
    const { rspack } = await inspect({ plugins: [await pluginReact()] });
    const groups = rspack[0].optimization.splitChunks.cacheGroups;
    assert.deepEqual(Object.keys(groups), ['lib-lodash', 'lib-axios', 'lib-polyfill', 'lib-react', 'lib-router']);
    assert.equal(
      String(groups['lib-router'].test),
      String(/[\\/]node_modules[\\/](react-router|react-router-dom|history|@remix-run[\\/]router)[\\/]/),
    );
    assert.equal(groups['lib-router'].priority, 0);
    // Without the plugin, neither group exists.
    const plain = await inspect({});
    assert.deepEqual(Object.keys(plain.rspack[0].optimization.splitChunks.cacheGroups), ['lib-lodash', 'lib-axios', 'lib-polyfill']);
  });

  test('config/performance/chunk-split "The forced groups have the default priority of 0, the same as the lib-* groups": forced and built-in groups tie', async () => {
    const { rspack } = await inspect({
      plugins: [await pluginReact()],
      performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'my-react-dom': /node_modules[\\/]react-dom/ } } },
    });
    const groups = rspack[0].optimization.splitChunks.cacheGroups;
    assert.equal(groups['my-react-dom'].priority ?? 0, 0);
    assert.equal(groups['my-react-dom'].enforce, true);
    assert.equal(groups['lib-react'].priority, 0);
  });

  test('guide/optimization/split-chunk "All strategies apply to the web target only; for node and worker targets Rsbuild turns chunk splitting off"', async () => {
    const { rspack } = await inspect({
      output: { targets: ['web', 'node', 'web-worker', 'service-worker'] },
      performance: { chunkSplit: { strategy: 'split-by-module' } },
    });
    assert.deepEqual(
      rspack.map((c) => [c.name, c.optimization.splitChunks === false]),
      [
        ['Client', false],
        ['Server', true],
        ['Web Worker', true],
        ['Service Worker', true],
      ],
    );
  });

  test('config/tools/rspack "The rules are inserted before the generated rules" + guide/basic/configure-rspack "at the start of module.rules": addRules puts new rules first', async () => {
    const { rspack } = await inspect({
      tools: {
        rspack: (_config, { addRules }) => {
          addRules({ test: /\.first$/, type: 'asset/source' });
          addRules([
            { test: /\.second$/, type: 'asset/source' },
            { test: /\.third$/, type: 'asset/source' },
          ]);
        },
      },
    });
    const tests = rspack[0].module.rules.map((r: Loose) => String(r.test));
    // Each call inserts its rules, in their order, before everything that is already there.
    assert.deepEqual(tests.slice(0, 3), [String(/\.second$/), String(/\.third$/), String(/\.first$/)]);
    assert.ok(tests.indexOf(String(/\.css$/)) > 2, 'the built-in CSS rule comes after them');
  });

  test('plugins/dev/hooks "With @rsbuild/core alone ... their callbacks are never called": modifyWebpackChain and modifyWebpackConfig never run', async () => {
    const calls: string[] = [];
    const probe: RsbuildPlugin = {
      name: 'facts:webpack-hooks',
      setup(api) {
        api.modifyWebpackChain(() => void calls.push('modifyWebpackChain'));
        api.modifyWebpackConfig(() => void calls.push('modifyWebpackConfig'));
        api.modifyBundlerChain(() => void calls.push('modifyBundlerChain'));
        api.modifyRspackConfig(() => void calls.push('modifyRspackConfig'));
      },
    };
    await inspect({ plugins: [probe] });
    assert.deepEqual(calls, ['modifyBundlerChain', 'modifyRspackConfig']);
  });

  test('plugins/dev/core "api.getRsbuildConfig": original, current (the default) and normalized', async () => {
    const seen: Record<string, unknown> = {};
    const probe: RsbuildPlugin = {
      name: 'facts:get-config',
      setup(api) {
        const original = api.getRsbuildConfig('original');
        const current = api.getRsbuildConfig('current');
        // "Rsbuild fills in its defaults when the instance is created": already in setup.
        seen.setupOriginalPort = original.server?.port;
        seen.setupCurrentPort = current.server?.port;
        seen.setupCurrentTitle = current.html?.title;
        seen.setupDefaultIsCurrent = api.getRsbuildConfig() === current;
        // "Both the original and the current configuration lack the plugins field".
        seen.plugins = ['plugins' in original, 'plugins' in current];
        // "'normalized' ... throws before the configuration is final".
        assert.throws(() => api.getRsbuildConfig('normalized'), /Cannot access normalized config until modifyRsbuildConfig is called/);
        api.modifyRsbuildConfig((config) => {
          config.html = { ...config.html, title: 'Changed by a plugin' };
        });
        api.modifyBundlerChain(() => {
          seen.originalTitle = api.getRsbuildConfig('original').html?.title;
          seen.currentTitle = api.getRsbuildConfig('current').html?.title;
          seen.normalizedTitle = api.getRsbuildConfig('normalized').html.title;
          seen.normalizedIsGetNormalized = api.getRsbuildConfig('normalized') === api.getNormalizedConfig();
        });
      },
    };
    await inspect({ html: { title: 'From the user' }, plugins: [probe] });
    assert.deepEqual(seen, {
      setupOriginalPort: undefined,
      setupCurrentPort: 8080,
      setupCurrentTitle: 'From the user',
      setupDefaultIsCurrent: true,
      plugins: [false, false],
      originalTitle: 'From the user',
      currentTitle: 'Changed by a plugin',
      normalizedTitle: 'Changed by a plugin',
      normalizedIsGetNormalized: true,
    });
  });
});

describe('merging and defaults', { concurrency: true }, () => {
  test('config/output/data-uri-limit "It is merged with the default object" + config/output/dist-path "The object you give is merged with the default object", in both modes', async () => {
    for (const mode of ['development', 'production'] as const) {
      const { normalized } = await inspect({ output: { dataUriLimit: { svg: 0 }, distPath: { js: 'js' } } }, { mode });
      assert.deepEqual(normalized.output.dataUriLimit, { svg: 0, font: 10000, image: 10000, media: 10000 }, mode);
      assert.equal(normalized.output.distPath.js, 'js');
      assert.equal(normalized.output.distPath.css, 'static/css', `${mode}: the other keys keep their defaults`);
      assert.equal(normalized.output.distPath.root, 'dist');
    }
  });

  test('config/source/alias "two objects are merged key by key, and as soon as a function is involved the values become such an array"', async () => {
    const { mergeRsbuildConfig } = await core();
    assert.deepEqual(
      mergeRsbuildConfig({ source: { alias: { '@': './src', a: './a' } } }, { source: { alias: { a: './a2' } } }).source?.alias,
      { '@': './src', a: './a2' },
    );
    const fn = (alias: Record<string, unknown>): void => void alias;
    assert.deepEqual(mergeRsbuildConfig({ source: { alias: { '@': './src' } } }, { source: { alias: fn } }).source?.alias, [
      { '@': './src' },
      fn,
    ]);
  });

  test('config/server/print-urls "a later printUrls replaces an earlier one; functions are not chained" + config/dev/setup-middlewares "mergeRsbuildConfig concatenates the arrays"', async () => {
    const { mergeRsbuildConfig } = await core();
    const first = ({ urls }: { urls: string[] }): string[] => urls;
    const second = (): string[] => ['http://example.test/'];
    assert.equal(mergeRsbuildConfig({ server: { printUrls: first } }, { server: { printUrls: second } }).server?.printUrls, second);
    const a = (): void => {};
    const b = (): void => {};
    assert.deepEqual(mergeRsbuildConfig({ dev: { setupMiddlewares: [a] } }, { dev: { setupMiddlewares: [b] } }).dev?.setupMiddlewares, [
      a,
      b,
    ]);
  });

  test('config/output/css-modules "With injectStyles: true ... [local]-[hash:base64:6] in production, [path][name]__[local]-[hash:base64:6] in development"', async () => {
    const name = async (mode: 'development' | 'production'): Promise<string | undefined> =>
      JSON.stringify((await inspect({ output: { injectStyles: true } }, { mode })).rspack[0].module.rules).match(
        /"localIdentName":"([^"]*)"/,
      )?.[1];
    assert.equal(await name('production'), '[local]-[hash:base64:6]');
    assert.equal(await name('development'), '[path][name]__[local]-[hash:base64:6]');
  });

  test('guide/basic/css-modules + config/output/css-modules "[local]-[hash:6] in production, [path][name]__[local]-[hash:6] in development"', async () => {
    const name = async (mode: 'development' | 'production'): Promise<string | undefined> =>
      JSON.stringify((await inspect({}, { mode })).rspack[0]).match(/"localIdentName":"([^"]*)"/)?.[1];
    assert.equal(await name('production'), '[local]-[hash:6]');
    assert.equal(await name('development'), '[path][name]__[local]-[hash:6]');
  });

  test('guide/basic/configure-rspack "Rules added with addRules come before Rsbuild\'s own rules, while rules in a merged object come after them"', async () => {
    const { rspack } = await inspect({ tools: { rspack: { module: { rules: [{ test: /\.merged$/, type: 'asset/source' }] } } } });
    const tests = rspack[0].module.rules.map((r: Loose) => String(r.test));
    assert.equal(tests.at(-1), String(/\.merged$/));
    assert.ok(tests.indexOf(String(/\.css$/)) < tests.length - 1);
  });

  test('guide/advanced/hmr "in development it is only added to the web target": the other targets get no HMR plugin', async () => {
    const { rspack } = await inspect({ output: { targets: ['web', 'node', 'web-worker', 'service-worker'] } }, { mode: 'development' });
    const hmr = rspack.map((c) => [
      c.name,
      c.plugins.some((p: Loose) => p?.name === 'HotModuleReplacementPlugin' || p?.constructor?.name === 'HotModuleReplacementPlugin'),
    ]);
    assert.deepEqual(hmr, [
      ['Client', true],
      ['Server', false],
      ['Web Worker', false],
      ['Service Worker', false],
    ]);
  });
});
