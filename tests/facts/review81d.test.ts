// Facts behind statements fixed in review 81 (slice d), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/configure-rspack, the helpers of tools.rspack: `env` is "Value of NODE_ENV: 'development' or
//   'production'". Rsbuild 0.5.9 sets NODE_ENV only when it is unset (cli/prepare.ts, provider/build.ts); the helper is
//   process.env.NODE_ENV as it is (rspackConfig.ts getChainUtils, typed 'development' | 'production' | 'test'), so
//   `NODE_ENV=test rsbuild build` gives env 'test' with isDev and isProd both false, in tools.rspack and in
//   tools.bundlerChain alike.
// - guide/basic/configure-rspack, "A loader written as module.loaders (webpack 1)": the page said webpack 2 "rejects the
//   old one (configuration.module has an unknown property 'loaders')". webpack 2 and 3 still accepted the key: their
//   schema lists module.loaders and lib/NormalModuleFactory.js reads `options.rules || options.loaders` (the packages
//   webpack@2.7.0 and webpack@3.12.0); webpack 4.0.0's schema dropped it (module: additionalProperties false). The page
//   now says webpack 4 and later reject it; the webpack 5 of this repository (eslint-webpack-plugin's) shows the message.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, page, project, rsbuild } from './topics-support';

test("guide/basic/configure-rspack helpers \"env: Value of NODE_ENV: 'development' or 'production', or what you set it to, such as 'test' (then isDev and isProd are both false)\": rsbuild build gives production, rsbuild inspect development, and NODE_ENV=test rsbuild build gives 'test' with isDev and isProd false, in tools.rspack and tools.bundlerChain", () => {
  assert.ok(
    page('en', 'guide/basic/configure-rspack').includes(
      "| `env` | Value of `NODE_ENV`: `'development'` or `'production'`, or what you set it to, such as `'test'` (then `isDev` and `isProd` are both `false`) |",
    ),
  );
  assert.ok(page('zh', 'guide/basic/configure-rspack').includes("或你自行设置的值（如 `'test'`，此时 `isDev` 和 `isProd` 均为 `false`）"));
  const record = (hook: string) =>
    `(config, { env, isDev, isProd }) => { fs.appendFileSync(path.join(root, 'helpers.log'), JSON.stringify({ hook: '${hook}', env, isDev, isProd }) + '\\n'); }`;
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      'const root = path.dirname(fileURLToPath(import.meta.url));',
      `export default { tools: { bundlerChain: ${record('bundlerChain')}, rspack: ${record('rspack')} } };`,
      '',
    ].join('\n'),
  });
  const log = path.join(dir, 'helpers.log');
  const seen = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    fs.rmSync(log, { force: true });
    const run = rsbuild(dir, args, env);
    assert.equal(run.code, 0, run.output);
    return fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  };
  const both = (env: string, isDev: boolean, isProd: boolean) => [
    { hook: 'bundlerChain', env, isDev, isProd },
    { hook: 'rspack', env, isDev, isProd },
  ];
  assert.deepEqual(seen(['build']), both('production', false, true));
  assert.deepEqual(seen(['inspect']), both('development', true, false));
  assert.deepEqual(seen(['build'], { NODE_ENV: 'test' }), both('test', false, false));
});

test('guide/basic/configure-rspack "webpack 2 renamed it to module.rules, and webpack 4 and later reject the old one (configuration.module has an unknown property \'loaders\')": webpack 5 rejects module.loaders with that message', () => {
  assert.ok(
    page('en', 'guide/basic/configure-rspack').includes(
      "webpack 2 renamed it to `module.rules`, and webpack 4 and later reject the old one (`configuration.module has an unknown property 'loaders'`)",
    ),
  );
  assert.ok(
    page('zh', 'guide/basic/configure-rspack').includes(
      "webpack 2 把它改名为 `module.rules`，webpack 4 起会对旧写法报错（`configuration.module has an unknown property 'loaders'`）",
    ),
  );
  const fromPlugin = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('eslint-webpack-plugin'));
  const webpack = fromPlugin('webpack') as { validate: (options: object) => void };
  const version = (fromPlugin('webpack/package.json') as { version: string }).version;
  assert.ok(Number(version.split('.')[0]) >= 4, version);
  assert.throws(
    () => webpack.validate({ module: { loaders: [{ test: /\.txt$/, loader: 'raw-loader' }] } }),
    /configuration\.module has an unknown property 'loaders'/,
  );
});
