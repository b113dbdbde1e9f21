// Facts behind the accuracy review of session 98 (slice a): api/javascript-api/instance, api/javascript-api/core and
// api/start/index, in both languages. Each test names the page and the sentence it backs, checks that both languages
// say it and that the old wording is gone, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts),
// in a Node.js process of its own that starts with NODE_ENV unset.
//
// Fixes:
// - api/javascript-api/core, loadConfig: "The file is compiled on the fly, so TypeScript and ES module syntax work in
//   every one of these names." ES module syntax does; TypeScript does not. loadConfig (core/src/config.ts) loads the
//   file with jiti 1.21 (@rsbuild/shared/jiti), which strips types only from .ts, .mts and .cts files: a type
//   annotation in rsbuild.config.js, .mjs or .cjs makes loadConfig throw `ParseError: Missing initializer in const
//   declaration.` (after logging "Failed to load file"). guide/basic/configure-rsbuild already says so. Now: "ES module
//   syntax works in every one of these names, and TypeScript in the .ts, .mts and .cts files; a type annotation in a
//   .js, .mjs or .cjs file makes loading fail with a ParseError". Run below: the six names, each once with
//   `export default` and once with a type annotation.
// - api/javascript-api/instance, createCompiler: "This does not make the call a development build: the plugins were set
//   up, and most of the configuration generated, before the variable changed." With NODE_ENV unset the configuration
//   is a development one anyway: getChainUtils (core/src/provider/rspackConfig.ts) gives isDev and isProd both false,
//   and the plugins treat "not production" as development, so Rspack's mode is 'development', devtool
//   'cheap-module-source-map', the JavaScript file names carry no hash, optimization.minimize is false and (web) the
//   HotModuleReplacementPlugin is there, exactly as with NODE_ENV=development. What differs is the DefinePlugin entry of
//   process.env.NODE_ENV (`undefined`, review91a.test.ts) and output.devtoolModuleFilenameTemplate (set only when isDev,
//   core/src/provider/plugins/output.ts), and the plugins' setup saw the variable unset. The same holds with only the
//   node target (NODE_ENV then stays unset). Now: "Either way the configuration is a development one, since anything
//   but production counts as development: Rspack's mode is 'development', with development source maps, no hash in the
//   JavaScript file names and no minification, but Rsbuild's DefinePlugin maps ... The plugins' setup functions saw the
//   variable unset as well." Run below.
//
// Checked and left as they are (earlier facts files run them; see javascript-api.test.ts, review87a/b, review91a,
// review94a/b and the common-problems files that name these pages): the members of the instance, NODE_ENV per method,
// the server methods, inspectConfig, getRsbuildConfig, the plugin methods, the hook methods, loadConfig's search order,
// loadEnv, mergeRsbuildConfig, logger, the exports, and api/start's table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageSays, probe } from './topics-support';

const CORE = 'api/javascript-api/core';
const INSTANCE = 'api/javascript-api/instance';
const NAMES = ['ts', 'js', 'mjs', 'cjs', 'mts', 'cts'];

test(`${CORE} loadConfig "ES module syntax works in every one of these names, and TypeScript in the .ts, .mts and .cts files; a type annotation in a .js, .mjs or .cjs file makes loading fail with a ParseError"`, async () => {
  pageSays(
    CORE,
    {
      en: 'so ES module syntax works in every one of these names, and TypeScript in the `.ts`, `.mts` and `.cts` files; a type annotation in a `.js`, `.mjs` or `.cjs` file makes loading fail with a `ParseError`.',
      zh: '所以上述每种文件名都支持 ES 模块语法，TypeScript 语法则只能用在 `.ts`、`.mts` 和 `.cts` 文件中；在 `.js`、`.mjs` 或 `.cjs` 文件中写类型注解，加载时会报 `ParseError`。',
    },
    {
      en: 'so TypeScript and ES module syntax work in every one of these names.',
      zh: '所以上述每种文件名都支持 TypeScript 和 ES 模块语法。',
    },
  );
  const files: Record<string, string> = {};
  for (const ext of NAMES) {
    files[`esm-${ext}/rsbuild.config.${ext}`] = `export default { html: { title: 'esm ${ext}' } };\n`;
    files[`ts-${ext}/rsbuild.config.${ext}`] = `const title: string = 'ts ${ext}';\nexport default { html: { title } };\n`;
  }
  const { result, output } = await probe(
    files,
    `import path from 'node:path';
import { loadConfig, logger } from '@rsbuild/core';
logger.override({ error: () => {} });
const seen = {};
for (const kind of ['esm', 'ts']) for (const ext of ${JSON.stringify(NAMES)}) {
  try {
    const { content, filePath } = await loadConfig({ cwd: path.resolve(kind + '-' + ext) });
    seen[kind + ' ' + ext] = path.basename(filePath) + ': ' + content.html.title;
  } catch (e) {
    seen[kind + ' ' + ext] = e.message.split('\\n')[0].trim();
  }
}
report(seen);`,
  );
  const fails = 'ParseError: Missing initializer in const declaration.';
  const expected: Record<string, string> = {};
  for (const ext of NAMES) expected[`esm ${ext}`] = `rsbuild.config.${ext}: esm ${ext}`;
  for (const ext of NAMES) expected[`ts ${ext}`] = ['ts', 'mts', 'cts'].includes(ext) ? `rsbuild.config.${ext}: ts ${ext}` : fails;
  assert.deepEqual(result, expected, output);
});

test(`${INSTANCE} createCompiler "Either way the configuration is a development one, since anything but production counts as development": with NODE_ENV unset, mode, source maps, file names, minification and HMR are those of NODE_ENV=development; the DefinePlugin entry and setup differ`, async () => {
  pageSays(
    INSTANCE,
    {
      en: "Either way the configuration is a development one, since anything but production counts as development: Rspack's `mode` is `'development'`, with development source maps, no hash in the JavaScript file names and no minification, but Rsbuild's `DefinePlugin` maps",
      zh: "无论哪种情况，得到的都是开发模式的配置，因为非生产模式都算开发模式：Rspack 的 `mode` 是 `'development'`，使用开发模式的 source map，JavaScript 文件名不带 hash，也不压缩，而 Rsbuild 的 `DefinePlugin` 却把",
    },
    {
      en: 'This does not make the call a development build',
      zh: '这不会让这次调用变成开发模式的构建',
    },
  );
  pageSays(INSTANCE, {
    en: "The plugins' `setup` functions saw the variable unset as well. Set `NODE_ENV` before you call `createCompiler()`.",
    zh: '插件的 `setup` 函数读到的同样是未设置的值。请在调用 `createCompiler()` 之前设置好 `NODE_ENV`。',
  });
  const { result, output } = await probe(
    { 'src/index.js': "console.log('NODE_ENV is', process.env.NODE_ENV);\n" },
    `import { createRsbuild } from '@rsbuild/core';
const shape = async (targets) => {
  const seen = [];
  const rsbuild = await createRsbuild({ rsbuildConfig: { output: { targets }, plugins: [{ name: 'facts:setup', setup() { seen.push(process.env.NODE_ENV ?? null); } }] } });
  const before = process.env.NODE_ENV ?? null;
  const { options } = await rsbuild.createCompiler();
  const names = options.plugins.map((p) => p?.name ?? p?.constructor?.name);
  return {
    before,
    after: process.env.NODE_ENV ?? null,
    setup: seen[0],
    mode: options.mode,
    devtool: options.devtool,
    filename: options.output.filename,
    minimize: options.optimization.minimize,
    hmr: names.includes('HotModuleReplacementPlugin'),
    define: options.plugins.find((p) => p?.name === 'DefinePlugin')?._options?.['process.env.NODE_ENV'],
    moduleFilenameTemplate: typeof options.output.devtoolModuleFilenameTemplate,
  };
};
// Order matters: the node target leaves NODE_ENV unset, the web target leaves it at 'development'.
const nodeUnset = await shape(['node']);
const webUnset = await shape(['web']);
const webDevelopment = await shape(['web']);
process.env.NODE_ENV = 'production';
const webProduction = await shape(['web']);
report({ nodeUnset, webUnset, webDevelopment, webProduction });`,
  );
  assert.ok(result, output);
  const { nodeUnset, webUnset, webDevelopment, webProduction } = result as Record<string, Record<string, unknown>>;
  const dev = { mode: 'development', devtool: 'cheap-module-source-map', minimize: false };
  assert.deepEqual(
    webUnset,
    {
      ...dev,
      before: null,
      after: 'development',
      setup: null,
      filename: 'static/js/[name].js',
      hmr: true,
      define: 'undefined',
      moduleFilenameTemplate: 'undefined',
    },
    output,
  );
  // With NODE_ENV=development only the DefinePlugin entry, the module file name template and setup differ.
  assert.deepEqual(
    webDevelopment,
    { ...webUnset, before: 'development', setup: 'development', define: '"development"', moduleFilenameTemplate: 'function' },
    output,
  );
  assert.deepEqual(
    nodeUnset,
    {
      ...dev,
      before: null,
      after: null,
      setup: null,
      filename: '[name].js',
      hmr: false,
      define: 'undefined',
      moduleFilenameTemplate: 'undefined',
    },
    output,
  );
  // What a production configuration looks like instead.
  assert.equal(webProduction.mode, 'production');
  assert.equal(webProduction.devtool, false);
  assert.equal(webProduction.minimize, true);
  assert.match(String(webProduction.filename), /\[contenthash:8\]/);
  assert.equal(webProduction.hmr, false);
});
