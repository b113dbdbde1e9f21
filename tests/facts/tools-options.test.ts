// Facts of the config/tools/* pages that the generated configuration shows: how each tools.* option
// merges with Rsbuild's defaults, when it is called, and which loaders and plugins it reaches. No build:
// `createRsbuild` + `initConfigs` of @rsbuild/core 0.5.9 on the fixture project.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, core, inspect, subProject, type Loose, type RsbuildConfig } from './lib/rsbuild';

const DEFAULT_BROWSERS = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
const rule = (config: Loose, test: RegExp): Loose => config.module.rules.find((r: Loose) => String(r.test) === String(test));
/** The `use` items of a rule, of its global-CSS `oneOf` branch when Rsbuild split it. */
const uses = (r: Loose): Loose[] => r.use ?? r.oneOf[r.oneOf.length - 1].use;
const loader = (r: Loose, name: string): Loose => uses(r).find((u: Loose) => String(u.loader).replace(/\\/g, '/').endsWith(`/${name}`));
const postcssOf = (config: Loose, test = /\.css$/): Loose => loader(rule(config, test), 'postcss-loader').options;
const swcOf = (config: Loose): Loose => rule(config, /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/).use[0].options;
const autoprefixerOf = (config: Loose): Loose =>
  postcssOf(config).postcssOptions.plugins.find((p: Loose) => p.postcssPlugin === 'autoprefixer')?.options;

describe('config/tools', { concurrency: true }, () => {
  test('config/tools/autoprefixer "An object is merged into the defaults shallowly" + "Objects and functions in an array are applied in order"', async () => {
    const { rspack } = await inspect({ tools: { autoprefixer: [{ cascade: false }, (o) => ({ ...o, remove: false })] } });
    assert.deepEqual(autoprefixerOf(rspack[0]), {
      flexbox: 'no-2009',
      overrideBrowserslist: DEFAULT_BROWSERS,
      cascade: false,
      remove: false,
    });
  });

  test('config/tools/autoprefixer "called once for each style rule (CSS, Less, Sass) and build target" (the targets that run PostCSS)', async () => {
    const seen: unknown[] = [];
    await inspect({
      output: { targets: ['web', 'node', 'web-worker', 'service-worker'] },
      tools: {
        autoprefixer: (...args: unknown[]) => {
          seen.push(args[1]);
        },
      },
    });
    // CSS, Less and Sass for web and service-worker; no second argument
    assert.deepEqual(seen, Array(6).fill(undefined));
  });

  test('config/tools/autoprefixer + config/tools/swc "For the service-worker target ... the default list": only a service-worker key of output.overrideBrowserslist counts', async () => {
    const configs = async (overrideBrowserslist: NonNullable<RsbuildConfig['output']>['overrideBrowserslist'], cwd?: string) =>
      (await inspect({ output: { targets: ['web', 'service-worker'], overrideBrowserslist } }, cwd ? { cwd } : {})).rspack;
    const [webArray, swArray] = await configs(['chrome >= 100']);
    assert.deepEqual(autoprefixerOf(webArray).overrideBrowserslist, ['chrome >= 100']);
    assert.deepEqual(autoprefixerOf(swArray).overrideBrowserslist, DEFAULT_BROWSERS);
    assert.deepEqual(swcOf(swArray).env.targets, DEFAULT_BROWSERS);
    const [, swObject] = await configs({ 'service-worker': ['chrome >= 100'] });
    assert.deepEqual(autoprefixerOf(swObject).overrideBrowserslist, ['chrome >= 100']);
    const rc = subProject('sw-browserslistrc', { '.browserslistrc': 'chrome >= 100\n', 'src/index.js': '' });
    const [webRc, swRc] = await configs(undefined, rc);
    assert.deepEqual(autoprefixerOf(webRc).overrideBrowserslist, ['chrome >= 100']);
    assert.deepEqual(autoprefixerOf(swRc).overrideBrowserslist, DEFAULT_BROWSERS);
  });

  test('config/tools/autoprefixer "If it does, that instance is used with its own options and tools.autoprefixer is ignored"', async () => {
    const autoprefixer = path.join(ROOT, 'node_modules', 'rsbuild-shared-0.5', 'compiled', 'autoprefixer');
    const dir = subProject('postcss-autoprefixer', {
      'postcss.config.cjs': `module.exports = { plugins: [require(${JSON.stringify(autoprefixer)})({ grid: 'autoplace' })] };\n`,
      'src/index.js': '',
    });
    let called = false;
    const { rspack } = await inspect({ tools: { autoprefixer: () => void (called = true) } }, { cwd: dir });
    const plugins = postcssOf(rspack[0]).postcssOptions.plugins.filter((p: Loose) => p.postcssPlugin === 'autoprefixer');
    assert.equal(plugins.length, 1);
    assert.deepEqual(plugins[0].options, { grid: 'autoplace' });
    assert.equal(called, false);
  });

  test('config/tools/postcss "replaces the whole postcssOptions object ... autoprefixer are dropped" + "Finally Rsbuild sets postcssOptions.config to false"', async () => {
    const { rspack } = await inspect({ tools: { postcss: { postcssOptions: { plugins: [] } } } });
    assert.deepEqual(postcssOf(rspack[0]).postcssOptions, { plugins: [], config: false });
  });

  test('config/tools/postcss "addPlugins ... appended after all other plugins (after autoprefixer), once every item has been applied"', async () => {
    const mark = (name: string) => ({ postcssPlugin: name });
    const { rspack } = await inspect({
      tools: {
        postcss: [
          (_o, { addPlugins }) => addPlugins(mark('first')),
          (o) => {
            o.postcssOptions?.plugins?.push(mark('pushed'));
          },
        ],
      },
    });
    assert.deepEqual(
      postcssOf(rspack[0]).postcssOptions.plugins.map((p: Loose) => p.postcssPlugin),
      ['autoprefixer', 'pushed', 'first'],
    );
  });

  test('config/tools/postcss "copies the file\'s other options ... nested under an options key (next to a file key)"', async () => {
    const dir = subProject('postcss-options', {
      'postcss.config.cjs': 'module.exports = { map: { inline: false }, plugins: [] };\n',
      'src/index.js': '',
    });
    const { rspack } = await inspect({}, { cwd: dir });
    const options = postcssOf(rspack[0]).postcssOptions;
    assert.equal(options.map, undefined);
    assert.deepEqual(options.options.map, { inline: false });
    assert.match(options.file, /postcss\.config\.cjs$/);
  });

  test('config/tools/css-loader "does not use css-loader at all" by default + "deep-merged" + "exportOnlyLocals: true after your options are applied"', async () => {
    const plain = (await inspect({})).rspack[0];
    assert.equal(loader(rule(plain, /\.css$/), 'css-loader'), undefined);
    const { rspack } = await inspect({
      output: { injectStyles: true, targets: ['web', 'node'] },
      tools: { cssLoader: { modules: { exportGlobals: true, exportOnlyLocals: false } as Loose } },
    });
    const [web, node] = rspack.map((c) => loader(rule(c, /\.css$/), 'css-loader').options);
    assert.deepEqual(web.modules, {
      auto: true,
      exportLocalsConvention: 'camelCase',
      localIdentName: '[local]-[hash:base64:6]',
      exportGlobals: true,
      exportOnlyLocals: false,
    });
    assert.equal(node.modules.exportOnlyLocals, true);
    assert.deepEqual(
      [
        web.importLoaders,
        loader(rule(rspack[0], /\.less$/), 'css-loader').options.importLoaders,
        loader(rule(rspack[0], /\.s(?:a|c)ss$/), 'css-loader').options.importLoaders,
      ],
      [1, 2, 3],
    );
  });

  test('config/tools/style-loader "not added for the node and web-worker targets" + "Rsbuild passes no options of its own"', async () => {
    const { rspack } = await inspect({
      output: { injectStyles: true, targets: ['web', 'node', 'web-worker'] },
      tools: { styleLoader: { attributes: { 'data-app': 'x' } } },
    });
    const styles = rspack.map((c) => loader(rule(c, /\.css$/), 'style-loader'));
    assert.deepEqual(styles[0].options, { attributes: { 'data-app': 'x' } });
    assert.deepEqual(styles.slice(1), [undefined, undefined]);
    const plain = loader(rule((await inspect({ output: { injectStyles: true } })).rspack[0], /\.css$/), 'style-loader');
    assert.equal(plain.options, undefined);
  });

  test('config/tools/less "lessOptions ... deep-merged ... arrays concatenated" + "top-level keys replace"', async () => {
    const { rspack } = await inspect({ tools: { less: { lessOptions: { paths: ['/extra'], math: 'always' } as Loose, sourceMap: true } } });
    const options = loader(rule(rspack[0], /\.less$/), 'less-loader').options;
    assert.equal(options.lessOptions.javascriptEnabled, true);
    assert.match(options.lessOptions.paths[0], /node_modules$/);
    assert.equal(options.lessOptions.paths[1], '/extra');
    assert.equal(options.sourceMap, true);
  });

  test('config/tools/sass "sassOptions, which is deep-merged with the sassOptions of the previous value" + sourceMap true by default, output.sourceMap.css false', async () => {
    const { rspack } = await inspect({
      tools: { sass: [{ sassOptions: { quietDeps: true } }, { sassOptions: { charset: false } as Loose }] },
    });
    const options = loader(rule(rspack[0], /\.s(?:a|c)ss$/), 'sass-loader').options;
    assert.deepEqual(options.sassOptions, { quietDeps: true, charset: false });
    assert.equal(options.sourceMap, true);
    assert.equal(postcssOf(rspack[0], /\.s(?:a|c)ss$/).sourceMap, false);
  });

  test('config/tools/swc "arrays are concatenated" + "set for the web and web-worker targets only" + "node >= 16 for the node target"', async () => {
    const { rspack } = await inspect({
      output: { targets: ['web', 'node', 'service-worker'] },
      tools: { swc: { env: { targets: ['chrome >= 100'] } } },
    });
    const [web, node, sw] = rspack.map(swcOf);
    assert.deepEqual(web.env, { targets: [...DEFAULT_BROWSERS, 'chrome >= 100'], mode: 'usage', coreJs: '3.36', shippedProposals: true });
    assert.deepEqual(node.env, { targets: ['node >= 16', 'chrome >= 100'] });
    assert.deepEqual(sw.env, { targets: [...DEFAULT_BROWSERS, 'chrome >= 100'] });
  });

  test('config/tools/swc "With output.polyfill: entry, mode is entry and shippedProposals is not set; with off or ua, mode is undefined"', async () => {
    const env = async (polyfill: 'entry' | 'off' | 'ua') => swcOf((await inspect({ output: { polyfill } })).rspack[0]).env;
    assert.deepEqual(await env('entry'), { targets: DEFAULT_BROWSERS, mode: 'entry', coreJs: '3.36' });
    assert.deepEqual(await env('off'), { targets: DEFAULT_BROWSERS, mode: undefined });
    assert.deepEqual(await env('ua'), { targets: DEFAULT_BROWSERS, mode: undefined });
  });

  test('config/tools/bundler-chain "Rsbuild 0.5.9 calls it without waiting for a returned Promise": a change after a slow await is lost', async () => {
    const late =
      (ms: number): Loose =>
      async (chain: Loose) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        chain.resolve.extensions.add('.late');
      };
    const lost = (await inspect({ tools: { bundlerChain: late(200) } })).rspack[0];
    assert.ok(!lost.resolve.extensions.includes('.late'), lost.resolve.extensions);
  });

  test('config/tools/bundler-chain "after Rsbuild and all Rsbuild plugins have filled the chain ... plugins\' modifyRspackConfig hooks run, and finally tools.rspack"', async () => {
    const order: string[] = [];
    await inspect({
      plugins: [
        {
          name: 'order',
          setup(api) {
            api.modifyBundlerChain(() => void order.push('plugin modifyBundlerChain'));
            api.modifyRspackConfig(() => void order.push('plugin modifyRspackConfig'));
          },
        },
      ],
      tools: {
        bundlerChain: () => void order.push('tools.bundlerChain'),
        rspack: () => void order.push('tools.rspack'),
      },
    });
    assert.deepEqual(order, ['plugin modifyBundlerChain', 'tools.bundlerChain', 'plugin modifyRspackConfig', 'tools.rspack']);
  });

  test('config/tools/bundler-chain "throws Cannot call .tap() on a plugin that has not yet been defined" + "CHAIN_ID.PLUGIN.HMR only in development, PROGRESS ... in production"', async () => {
    await assert.rejects(
      inspect({ tools: { bundlerChain: (chain) => void chain.plugin('nope').tap((a: Loose) => a) } }),
      /^Error: Cannot call \.tap\(\) on a plugin that has not yet been defined/,
    );
    const ids = async (mode: 'development' | 'production') => {
      let names: string[] = [];
      let minimizers: string[] = [];
      await inspect(
        {
          tools: {
            bundlerChain: (chain) =>
              void ((names = Object.keys(chain.plugins.entries())),
              (minimizers = Object.keys((chain.optimization as Loose).minimizers.entries() ?? {}))),
          },
        },
        { mode },
      );
      return { names, minimizers };
    };
    const dev = await ids('development');
    const prod = await ids('production');
    assert.ok(dev.names.includes('hmr') && !dev.names.includes('progress'), dev.names.join());
    assert.ok(!prod.names.includes('hmr') && prod.names.includes('progress'), prod.names.join());
    assert.deepEqual(dev.minimizers, []);
    assert.deepEqual(prod.minimizers, ['js', 'css']);
    assert.ok(prod.names.includes('html-index'));
  });

  test('config/tools/rspack "An async function that changes the configuration in place ... fails with Cannot read properties of undefined (reading \'entry\')" + "a function after an async function receives a Promise"', async () => {
    const inPlace = await inspect({ tools: { rspack: (async (c: Loose) => void (c.devtool = false)) as Loose } });
    await assert.rejects(inPlace.rsbuild.createCompiler(), /Cannot read properties of undefined \(reading 'entry'\)/);
    let received: unknown;
    await inspect({ tools: { rspack: [(async (c: Loose) => c) as Loose, (c: Loose) => void (received = c)] } });
    assert.ok(received instanceof Promise);
    const returning = await inspect({ tools: { rspack: (async (c: Loose) => ({ ...c, devtool: false })) as Loose } });
    assert.equal(returning.rspack[0].devtool, false);
  });

  test('config/tools/rspack "removePlugin ... Rspack\'s built-in plugins carry their class name" + "That includes the HTML plugin instances" (not removable)', async () => {
    const { rspack } = await inspect({
      tools: {
        rspack: (_c, { removePlugin }) => (
          removePlugin('ProgressPlugin'), removePlugin('HtmlWebpackPlugin'), removePlugin('HtmlRspackPlugin')
        ),
      },
    });
    const names = rspack[0].plugins.map((p: Loose) => p.constructor.name);
    assert.ok(!names.includes('ProgressPlugin'), names.join());
    assert.ok(names.includes('HtmlWebpackPlugin'), names.join());
  });

  test('config/tools/html-plugin "entryValue ... always an array; it also contains the modules of source.preEntry" + "dependOn ... are not added"', async () => {
    const seen: unknown[] = [];
    await inspect({
      source: {
        preEntry: './src/lazy.js',
        entry: { index: { import: './src/index.js', dependOn: 'shared' } as Loose, shared: './src/split.js' },
      },
      tools: { htmlPlugin: (o, { entryName, entryValue }) => void seen.push([entryName, entryValue, o.chunks]) },
    });
    assert.deepEqual(seen, [
      ['index', ['./src/lazy.js', { import: './src/index.js', dependOn: 'shared' }], ['index']],
      ['shared', ['./src/lazy.js', './src/split.js'], ['shared']],
    ]);
  });

  test('config/tools/html-plugin "false turns off HTML generation" (also inside an array) + "HTML is generated only for the web target"', async () => {
    const htmlPlugins = (c: Loose) => c.plugins.filter((p: Loose) => p.constructor.name === 'HtmlWebpackPlugin').length;
    assert.equal(htmlPlugins((await inspect({ tools: { htmlPlugin: false } })).rspack[0]), 0);
    assert.equal(htmlPlugins((await inspect({ tools: { htmlPlugin: [{ hash: true }, false] as Loose } })).rspack[0]), 0);
    const [web, sw] = (await inspect({ output: { targets: ['web', 'service-worker'] } })).rspack;
    assert.deepEqual([htmlPlugins(web), htmlPlugins(sw)], [1, 0]);
  });

  test('config/tools/html-plugin "Merged configurations. Of `false` and an object, mergeRsbuildConfig keeps the later one: `false` followed by an object turns HTML generation back on"', async () => {
    const { mergeRsbuildConfig } = await core();
    assert.deepEqual(mergeRsbuildConfig({ tools: { htmlPlugin: false } }, { tools: { htmlPlugin: { hash: true } } }).tools?.htmlPlugin, {
      hash: true,
    });
    assert.equal(mergeRsbuildConfig({ tools: { htmlPlugin: { hash: true } } }, { tools: { htmlPlugin: false } }).tools?.htmlPlugin, false);
  });
});
