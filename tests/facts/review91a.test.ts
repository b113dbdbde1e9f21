// Facts behind the third accuracy review of session 91 (slice a): api/javascript-api/instance,
// api/javascript-api/core and plugins/dev/index, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and
// that the old wording is gone.
//
// - api/javascript-api/instance, createCompiler: "Set NODE_ENV before you call createCompiler(), otherwise ... Rspack's
//   mode is 'development' ..., but process.env.NODE_ENV in your code is replaced with undefined." Only Rsbuild's own
//   DefinePlugin entry is `undefined` (core/src/plugins/define.ts: JSON.stringify(getNodeEnv()) in a modifyBundlerChain
//   callback, which runs before the PostCSS loader sets the variable). Rspack's optimization.nodeEnv defaults to the mode,
//   'development', and that define wins: a compiler created with NODE_ENV unset and run writes
//   `"development"` where the code reads process.env.NODE_ENV (with tools.rspack optimization.nodeEnv: false it writes
//   `undefined`). Now: "Rsbuild's DefinePlugin maps process.env.NODE_ENV to undefined; your code still reads
//   "development" there, which comes from Rspack's mode". Run below.
// - api/javascript-api/instance, initConfigs: "A second call then generates a different configuration from the first:
//   process.env.NODE_ENV in the code is replaced with undefined the first time and with "development" the second." The
//   configurations do differ, in their DefinePlugin entry, but the code is not replaced with `undefined` (see above).
//   Now: "the DefinePlugin of the first maps process.env.NODE_ENV to undefined, that of the second to "development"".
//   Run below, with the createCompiler fix.
// - plugins/dev/index, "When plugins run": "The setup functions run ... on the first call of build, startDevServer,
//   ...". build({ compiler }) skips initConfigs (core/src/provider/build.ts, the customCompiler branch), so on an
//   instance no earlier call set up, no setup runs; the instance page already says "the first call of build (without a
//   compiler)" (review87a.test.ts). Now the same here. Run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageSays, probe } from './topics-support';

const INSTANCE = 'api/javascript-api/instance';
const PLUGIN_DEV = 'plugins/dev/index';
const FILES = { 'src/index.js': "console.log('NODE_ENV is', process.env.NODE_ENV);\n" };

test(`${INSTANCE} createCompiler "Rsbuild's DefinePlugin maps process.env.NODE_ENV to undefined; your code still reads "development" there, which comes from Rspack's mode"; initConfigs "the DefinePlugin of the first maps process.env.NODE_ENV to undefined, that of the second to "development""`, async () => {
  pageSays(
    INSTANCE,
    {
      en: 'but Rsbuild\'s `DefinePlugin` maps `process.env.NODE_ENV` to `undefined`; your code still reads `"development"` there, which comes from Rspack\'s `mode`.',
      zh: 'Rsbuild 的 `DefinePlugin` 却把 `process.env.NODE_ENV` 映射为 `undefined`；代码里读到的仍是 `"development"`，它来自 Rspack 的 `mode`。',
    },
    {
      en: 'but `process.env.NODE_ENV` in your code is replaced with `undefined`',
      zh: '代码中的 `process.env.NODE_ENV` 却被替换为 `undefined`',
    },
  );
  pageSays(
    INSTANCE,
    {
      en: 'the `DefinePlugin` of the first maps `process.env.NODE_ENV` to `undefined`, that of the second to `"development"`.',
      zh: '第一次的 `DefinePlugin` 把 `process.env.NODE_ENV` 映射为 `undefined`，第二次则是 `"development"`。',
    },
    { en: 'in the code is replaced with `undefined` the first time', zh: '第一次时代码中的 `process.env.NODE_ENV` 被替换为 `undefined`' },
  );
  const { result, output } = await probe(
    FILES,
    `import fs from 'node:fs';
import { createRsbuild } from '@rsbuild/core';
const define = (c) => c.plugins.find((p) => p?.name === 'DefinePlugin')?._options?.['process.env.NODE_ENV'];
const configs = await createRsbuild({ rsbuildConfig: {} });
const first = await configs.initConfigs();
const second = await configs.initConfigs();
delete process.env.NODE_ENV;
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
const compiler = await rsbuild.createCompiler();
const seen = { define: define(compiler.options), mode: compiler.options.mode, nodeEnv: compiler.options.optimization.nodeEnv };
await new Promise((resolve, reject) => compiler.run((err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error('errors')) : compiler.close(resolve))));
const js = fs.readdirSync('dist/static/js').map((f) => fs.readFileSync('dist/static/js/' + f, 'utf8')).join('\\n');
report({ initConfigs: [define(first[0]), define(second[0])], createCompiler: seen, code: js.match(/NODE_ENV is['"],\\s*([^)]*)\\)/)?.[1] });`,
  );
  assert.deepEqual(
    result,
    {
      initConfigs: ['undefined', '"development"'],
      createCompiler: { define: 'undefined', mode: 'development', nodeEnv: 'development' },
      // what the built code reads where it says process.env.NODE_ENV
      code: '"development"',
    },
    output,
  );
});

test(`${PLUGIN_DEV} "that is on the first call of build (without a compiler), startDevServer, ...": build({ compiler }) on a fresh instance sets no plugin up; build() does`, async () => {
  pageSays(
    PLUGIN_DEV,
    {
      en: 'that is on the first call of `build` (without a `compiler`), `startDevServer`,',
      zh: '也就是第一次调用 `build`（未传入 `compiler`）、`startDevServer`',
    },
    { en: 'that is on the first call of `build`, `startDevServer`,', zh: '也就是第一次调用 `build`、`startDevServer`' },
  );
  const { result, output } = await probe(
    FILES,
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
const other = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
const compiler = await other.createCompiler();
const setups = [];
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false }, plugins: [{ name: 'facts:count', setup() { setups.push('setup'); } }] } });
await rsbuild.build({ compiler });
const afterCompiler = setups.length;
await rsbuild.build();
report({ afterCompiler, afterBuild: setups.length });`,
  );
  assert.deepEqual(result, { afterCompiler: 0, afterBuild: 1 }, output);
});
