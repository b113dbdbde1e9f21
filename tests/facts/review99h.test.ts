// Facts behind the accuracy review of session 99 (slice h): config/source/define, config/source/exclude,
// api/javascript-api/types and guide/basic/cli, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI in a
// throw-away project, topics-support.ts, or TypeScript on its declarations), names the page and the sentence it backs,
// and checks that both languages say it (and, for the fix, that the old wording is gone). Nothing outside the
// repository is needed.
//
// Fix:
// - api/javascript-api/types, "Types that are not exported": the page listed "the options of build() and
//   startDevServer(), their results" among the types one has to derive. startDevServer() resolves to a
//   StartServerResult ({ urls, port, server }) that @rsbuild/core does not export, but build() is typed
//   `(options?: BuildOptions) => Promise<void>` (shared/src/types/provider.ts, ProviderInstance.build; core/src/
//   provider/build.ts returns nothing): there is no result type to derive. Now "the result of startDevServer()
//   (build() resolves to nothing)". Run below: tsc on the page's derivations, with Awaited<ReturnType<build>> void and
//   that of startDevServer holding urls and port.
// - guide/basic/cli, "The mode: NODE_ENV": "A value that is already set wins, so NODE_ENV=development rsbuild build
//   produces an unminified development build", under a table that lists rsbuild inspect. Not for inspect: its --env
//   option defaults to 'development' (core/src/cli/commands.ts) and inspectConfig sets NODE_ENV to it once the
//   configuration is loaded (core/src/provider/inspectConfig.ts 24-28), so NODE_ENV=production rsbuild inspect passes
//   env 'production' to the configuration function yet writes a development Rspack configuration; the page's own
//   "Inspect the production configuration" says so, the NODE_ENV section did not (review98b made the same correction
//   on guide/advanced/env-vars). Now the sentence names the exception and links that section. Run below, with
//   NODE_ENV=production rsbuild build beside it (minified, hashed, "production").
//
// Confirmed by a new run, unchanged (no earlier facts file runs them):
// - config/source/define, Caveats: "process.env.API_URL is replaced, but const { API_URL } = process.env or
//   process.env['API_URL'] are not ... a reference that was not replaced throws a ReferenceError", "typeof
//   __APP_VERSION__ is replaced with the type of the value at build time", "The replacement applies to all JavaScript
//   and TypeScript modules of the bundle, including dependencies in node_modules", and "How values are written":
//   null and undefined inserted as literals, __ORIGIN__: 'window.location.origin' inserted as that expression. Rspack
//   0.5's DefinePlugin (@rspack/core dist/builtin-plugin/DefinePlugin.js: a non-string value goes through
//   JSON.stringify, undefined becomes "undefined"), handed { ...builtinVars, ...source.define } by core/src/plugins/
//   define.ts. One unminified build, run in a context without `process`.
// - config/source/exclude: "Exclusion wins over inclusion", the condition types (RegExp, a string as a path prefix, a
//   function, a logical object, the page's second example with __dirname in rsbuild.config.ts) and "source.define still
//   applies" in excluded files: shared/src/chain.ts 244-274 adds source.exclude to the SWC rule's exclude after
//   source.include's include. One build for ie 11 without minification: the excluded files keep their arrow functions
//   (src/older.js too, since src/old is a prefix of its path), the others are compiled, and the excluded file's
//   defined name is replaced.
// - config/source/exclude: "Excluding a .ts, .tsx or .jsx file ... makes the build fail to parse it". Rsbuild 0.5.9
//   compiles TypeScript and JSX in the SWC rule only; without it Rspack's parser stops at the type annotation and at
//   the JSX tag (Module parse failed) and rsbuild build exits with code 1. Two builds.
// - guide/basic/cli, "List the commands": the --help block the page prints, "rsbuild <command> --help and rsbuild help
//   <command> print the options of one command", "rsbuild without a command prints the same help and exits with code
//   1", "rsbuild --version (or -V) prints 0.5.9" (commander's program in core/src/cli/commands.ts: no default command,
//   so no arguments means help with { error: true }).
//
// Checked against the 0.5.9 source and left alone (true), besides what the earlier facts files of these pages run
// (review83b, review86h, review93m, common-problems-*, review91j, source-output-pages, review94f, review98e,
// javascript-api, review79j, review88k, cli, error-messages, fix84, review84d, review89s, review90e): the define type
// and default (shared/src/types/config/source.ts, core/src/provider/config.ts), the two built-in definitions and the
// PUBLIC_ variables of the CLI (core/src/plugins/define.ts, loadEnv.ts 64-71, cli/init.ts 48-52); the exported types,
// their fields and the asset declarations (core/dist/index.d.ts, shared/dist/types/*.d.ts, core/types.d.ts); the CLI's
// options, defaults and messages (core/src/cli/commands.ts, prepare.ts, init.ts, config.ts 44-73 and 102-170,
// shared/src/config.ts 11-70, shared/src/url.ts 105-150, core/src/server/helper.ts 58-92 and 220-240, restart.ts,
// prodServer.ts, plugins/fileSize.ts, shared/src/logger.ts), and scratch runs of rsbuild dev --port --host and
// DEBUG=rsbuild rsbuild build that printed what the page shows.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, page, pageSays, project, rsbuild, runBuiltPage } from './topics-support';

const DEFINE = 'config/source/define';
const EXCLUDE = 'config/source/exclude';
const TYPES = 'api/javascript-api/types';
const CLI = 'guide/basic/cli';

test(`${DEFINE} "process.env.API_URL is replaced, but const { API_URL } = process.env or process.env['API_URL'] are not" + "typeof works too" + "including dependencies in node_modules" + null, undefined and an expression as values`, () => {
  pageSays(DEFINE, {
    en: "`process.env.API_URL` is replaced, but `const { API_URL } = process.env` or `process.env['API_URL']` are not. Browsers have no `process` object, so a reference that was not replaced throws a `ReferenceError` at runtime.",
    zh: "`process.env.API_URL` 会被替换，但 `const { API_URL } = process.env` 和 `process.env['API_URL']` 不会。浏览器中没有 `process` 对象，没有被替换的引用会在运行时抛出 `ReferenceError`。",
  });
  pageSays(DEFINE, {
    en: '`typeof __APP_VERSION__` is replaced with the type of the value at build time (`"string"` in the example), which allows checks such as `typeof __APP_VERSION__ !== \'undefined\'` to be evaluated during the build.',
    zh: '`typeof __APP_VERSION__` 会在构建时被替换为值的类型（示例中为 `"string"`），因此 `typeof __APP_VERSION__ !== \'undefined\'` 这样的判断可以在构建阶段求值。',
  });
  pageSays(DEFINE, {
    en: 'The replacement applies to all JavaScript and TypeScript modules of the bundle, including dependencies in `node_modules`.',
    zh: '替换作用于产物中的所有 JavaScript 和 TypeScript 模块，包括 `node_modules` 中的依赖。',
  });
  pageSays(DEFINE, {
    en: 'Numbers, booleans, `null`, arrays and objects are inserted as the matching literal, and `undefined` as `undefined`.',
    zh: '数字、布尔值、`null`、数组和对象会以对应的字面量插入，`undefined` 则插入为 `undefined`。',
  });
  pageSays(DEFINE, {
    en: "// inserted as the expression `window.location.origin`\n      __ORIGIN__: 'window.location.origin',",
    zh: "// 插入的是表达式 `window.location.origin`\n      __ORIGIN__: 'window.location.origin',",
  });
  const dir = project({
    'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/dep/index.js': 'module.exports = function version() { return __APP_VERSION__; };\n',
    'src/index.js': `import version from 'dep';
globalThis.window = { location: { origin: 'https://shop.example' } };
const result = {
  type: typeof __APP_VERSION__,
  defined: typeof __APP_VERSION__ !== 'undefined',
  fromDependency: version(),
  nothing: __NOTHING__,
  empty: __EMPTY__,
  origin: __ORIGIN__,
  dotted: process.env.API_URL,
};
try { result.bracket = process.env['API_URL']; } catch (e) { result.bracket = String(e); }
try { const { API_URL } = process.env; result.destructured = API_URL; } catch (e) { result.destructured = String(e); }
globalThis.result = result;
`,
    'rsbuild.config.mjs': `export default {
  output: { minify: false },
  source: {
    define: {
      __APP_VERSION__: JSON.stringify('1.4.0'),
      __NOTHING__: undefined,
      __EMPTY__: null,
      __ORIGIN__: 'window.location.origin',
      'process.env.API_URL': JSON.stringify('https://api.example.com'),
    },
  },
};
`,
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\.\w+\.js$/);
  // typeof is settled by the build, in the output as written.
  assert.match(js, /type: "string",\s+defined: true,/);
  assert.match(js, /return "1\.4\.0";/);
  assert.match(js, /nothing: undefined,\s+empty: null,\s+origin: window\.location\.origin,/);
  assert.ok(js.includes('process.env["API_URL"]'), js);
  assert.ok(js.includes('const { API_URL } = process.env;'), js);
  const { result } = runBuiltPage(dir) as { result: Record<string, unknown> };
  assert.deepEqual(
    { ...result },
    {
      type: 'string',
      defined: true,
      fromDependency: '1.4.0',
      nothing: undefined,
      empty: null,
      origin: 'https://shop.example',
      dotted: 'https://api.example.com',
      bracket: 'ReferenceError: process is not defined',
      destructured: 'ReferenceError: process is not defined',
    },
  );
});

test(`${EXCLUDE} "Exclusion wins over inclusion" + the condition types (RegExp, string prefix, function, logical object, the page's second example) + "source.define still applies"`, () => {
  pageSays(EXCLUDE, {
    en: 'A file that matches `source.exclude` is not compiled, even if it is inside the project root or matches [source.include](/config/source/include).',
    zh: '匹配 `source.exclude` 的文件不会被编译，即使它位于项目根目录内，或者匹配 [source.include](/zh/config/source/include)。',
  });
  pageSays(EXCLUDE, {
    en: '- **String**: the path must start with the string; use absolute paths.\n- **Function**: `(path: string) => boolean`.\n- **Logical object**: `{ and: [...] }`, `{ or: [...] }` or `{ not: condition }`.',
    zh: '- **字符串**：路径必须以该字符串开头，请使用绝对路径。\n- **函数**：`(path: string) => boolean`。\n- **逻辑对象**：`{ and: [...] }`、`{ or: [...] }` 或 `{ not: condition }`。',
  });
  pageSays(EXCLUDE, {
    en: "path.resolve(__dirname, 'src/legacy/analytics.min.js'),",
    zh: "path.resolve(__dirname, 'src/legacy/analytics.min.js'),",
  });
  pageSays(EXCLUDE, {
    en: 'The replacement of defined expressions happens while Rspack parses the modules, not in SWC, so it also works in excluded files.',
    zh: '表达式的替换发生在 Rspack 解析模块的阶段，而不是在 SWC 中，因此在被排除的文件中同样有效。',
  });
  const names = ['vendor/a', 'legacy/analytics.min', 'sdk.min', 'old/b', 'older', 'logic-c', 'logic-keep', 'index'];
  const files: Record<string, string> = {};
  for (const name of names.slice(0, -1)) {
    files[`src/${name}.js`] = `export default () => "${name} arrow";\n`;
  }
  files['src/vendor/a.js'] = 'export default () => __WHERE__;\n';
  files['src/index.js'] = [
    ...names.slice(0, -1).map((name, i) => `import f${i} from './${name}.js';`),
    `globalThis.result = [${names.slice(0, -1).map((_, i) => `f${i}()`)}, (() => 'index arrow')()];`,
    '',
  ].join('\n');
  files['rsbuild.config.ts'] = `import path from 'node:path';

export default {
  output: { minify: false, overrideBrowserslist: ['ie 11'] },
  source: {
    include: [/[\\\\/]src[\\\\/]vendor[\\\\/]/],
    define: { __WHERE__: JSON.stringify('vendor/a arrow, defined') },
    exclude: [
      /[\\\\/]src[\\\\/]vendor[\\\\/]/,
      path.resolve(__dirname, 'src/legacy/analytics.min.js'),
      (filePath: string) => filePath.endsWith('.min.js'),
      path.resolve(__dirname, 'src/old'),
      { and: [/[\\\\/]src[\\\\/]/, /logic/, { not: /keep/ }] },
    ],
  },
};
`;
  const dir = project(files);
  build(dir);
  const js = distText(dir, /^static\/js\/index\.\w+\.js$/);
  // Excluded: the arrow function stays, although ie 11 has none.
  for (const name of ['legacy/analytics.min', 'sdk.min', 'old/b', 'older', 'logic-c']) {
    assert.ok(js.includes(`()=>"${name} arrow"`), `${name} is not compiled:\n${js}`);
  }
  assert.ok(js.includes('()=>"vendor/a arrow, defined"'), js);
  assert.ok(!js.includes('__WHERE__'), js);
  // Compiled: the app's own file and the one the logical object lets through.
  for (const name of ['logic-keep', 'index']) {
    assert.ok(!js.includes(`()=>"${name} arrow"`) && js.includes(`"${name} arrow"`), `${name} is compiled:\n${js}`);
  }
  const { result } = runBuiltPage(dir) as { result: string[] };
  assert.deepEqual(
    [...result],
    [...names.slice(0, -1).map((n) => (n === 'vendor/a' ? 'vendor/a arrow, defined' : `${n} arrow`)), 'index arrow'],
  );
});

test(`${EXCLUDE} "Excluding a .ts, .tsx or .jsx file ... makes the build fail to parse it": an excluded .ts file with a type annotation and an excluded .jsx file each stop rsbuild build with Module parse failed`, () => {
  pageSays(EXCLUDE, {
    en: 'Excluding a `.ts`, `.tsx` or `.jsx` file, or a file with syntax your target browsers do not support, makes the build fail to parse it',
    zh: '排除 `.ts`、`.tsx` 或 `.jsx` 文件，或者包含目标浏览器不支持的语法的文件，会导致构建无法解析它',
  });
  for (const [file, code, message] of [
    ['src/index.ts', 'const count: number = 1;\nconsole.log(count);\n', /Expected a semicolon/],
    ['src/index.jsx', 'console.log(<div />);\n', /JavaScript parsing error/],
  ] as const) {
    const dir = project({
      [file]: code,
      'rsbuild.config.mjs': `export default { source: { exclude: [/[\\\\/]src[\\\\/]index\\./] } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, new RegExp(`File: \\./${file.replace('.', '\\.')}\\n\\s+× Module parse failed:`));
    assert.match(run.output, message);
    assert.match(run.output, /error {3}Failed to build\./);
  }
  // Without the exclusion, SWC compiles the same TypeScript file.
  build(project({ 'src/index.ts': 'const count: number = 1;\nconsole.log(count);\n' }));
});

test(`${TYPES} "the options of build() and startDevServer(), the result of startDevServer() (build() resolves to nothing)": tsc on the page's derivations`, async () => {
  pageSays(
    TYPES,
    {
      en: 'for example the options of `build()` and `startDevServer()`, the result of `startDevServer()` (`build()` resolves to nothing), the object returned by `createDevServer()`',
      zh: '例如 `build()` 和 `startDevServer()` 的选项、`startDevServer()` 的返回结果（`build()` 没有返回值）、`createDevServer()` 返回的对象',
    },
    { en: '`startDevServer()`, their results,', zh: '`startDevServer()` 的选项、它们的返回结果' },
  );
  const check = [
    "import type { RsbuildInstance } from '@rsbuild/core';",
    "export type BuildOptions = NonNullable<Parameters<RsbuildInstance['build']>[0]>;",
    "export type DevServerResult = Awaited<ReturnType<RsbuildInstance['startDevServer']>>;",
    "type BuildResult = Awaited<ReturnType<RsbuildInstance['build']>>;",
    'export const buildResolvesToNothing: [BuildResult] extends [void] ? ([void] extends [BuildResult] ? true : false) : false = true;',
    'declare const started: DevServerResult;',
    'export const fromStart: [string[], number] = [started.urls, started.port];',
    "export const options: BuildOptions = { mode: 'production', watch: false };",
    '',
  ].join('\n');
  const dir = project({ 'src/check.ts': check }, { '@rsbuild/core': 'rsbuild-0.5' });
  const ts = (await import('typescript')).default;
  const program = ts.createProgram([path.join(dir, 'src/check.ts')], {
    types: [],
    skipLibCheck: true,
    noEmit: true,
    strict: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  assert.deepEqual(errors, []);
});

test(`${CLI} "rsbuild --help (or -h) lists the commands" (the page's block) + "rsbuild <command> --help and rsbuild help <command> print the options of one command" + "rsbuild without a command prints the same help and exits with code 1" + "rsbuild --version (or -V) prints 0.5.9"`, () => {
  pageSays(CLI, {
    en: '- `rsbuild <command> --help` and `rsbuild help <command>` print the options of one command.\n- `rsbuild --version` (or `-V`) prints `0.5.9`.\n- `rsbuild` without a command prints the same help and exits with code 1, so a script that forgets the command fails.',
    zh: '- `rsbuild <command> --help` 和 `rsbuild help <command>` 会打印某个命令的选项。\n- `rsbuild --version`（或 `-V`）会打印 `0.5.9`。\n- 不带命令直接运行 `rsbuild` 会打印同样的帮助信息，并以退出码 1 结束，因此漏写命令的脚本会执行失败。',
  });
  // The block under "$ npx rsbuild --help", from its greeting to the end of the fence, in both languages.
  const blocks = (['en', 'zh'] as const).map((lang) => {
    const match = /\$ npx rsbuild --help\n\n {2}Rsbuild v0\.5\.9\n\n(Usage:[^`]+)```/.exec(page(lang, CLI));
    assert.ok(match, `${lang}/${CLI} shows the help block`);
    return match[1];
  });
  assert.equal(blocks[1], blocks[0]);
  const dir = project({});
  const help = rsbuild(dir, ['--help']);
  assert.equal(help.code, 0, help.output);
  assert.match(help.output, /^\n? {2}Rsbuild v0\.5\.9\n\nUsage:/);
  assert.ok(help.output.endsWith(blocks[0]), help.output);
  assert.equal(rsbuild(dir, ['-h']).output, help.output);

  const none = rsbuild(dir, []);
  assert.equal(none.code, 1, none.output);
  assert.ok(none.output.includes(blocks[0]), none.output);

  const buildHelp = rsbuild(dir, ['build', '--help']);
  assert.equal(buildHelp.code, 0, buildHelp.output);
  assert.match(buildHelp.output, /Usage: rsbuild build \[options\]/);
  assert.match(buildHelp.output, /-w --watch +turn on watch mode/);
  assert.equal(rsbuild(dir, ['help', 'build']).output, buildHelp.output);

  for (const flag of ['--version', '-V']) {
    const version = rsbuild(dir, [flag]);
    assert.equal(version.code, 0, version.output);
    assert.match(version.output, /Rsbuild v0\.5\.9\n\n0\.5\.9\n$/);
  }
});

test(`${CLI} "A value that is already set wins ...; only rsbuild inspect generates its Rspack configuration from its own --env option instead": NODE_ENV=production rsbuild build is minified and hashed, NODE_ENV=production rsbuild inspect writes a development Rspack configuration`, () => {
  const dir = project({
    'src/index.js': 'console.log(process.env.NODE_ENV);\n',
    'rsbuild.config.mjs': "export default ({ env }) => { console.log('CONFIG-ENV=' + env); return {}; };\n",
  });
  pageSays(
    CLI,
    {
      en: 'A value that is already set wins, so `NODE_ENV=development rsbuild build` produces an unminified development build; only `rsbuild inspect` generates its Rspack configuration from its own `--env` option instead (see [Inspect the production configuration](#inspect-the-production-configuration)).',
      zh: '已经设置的值优先，因此 `NODE_ENV=development rsbuild build` 会产出一份未压缩的开发模式构建；只有 `rsbuild inspect` 例外，它按自己的 `--env` 选项生成 Rspack 配置（见[查看生产模式的配置](#查看生产模式的配置)）。',
    },
    {
      en: 'produces an unminified development build. Your code',
      zh: '会产出一份未压缩的开发模式构建。你的代码',
    },
  );
  // The set value reaches the configuration file either way.
  const inspect = rsbuild(dir, ['inspect'], { NODE_ENV: 'production' });
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(inspect.output, /CONFIG-ENV=production/);
  const rspack = distText(dir, /^rspack\.config\.web\.mjs$/);
  assert.match(rspack, /mode: 'development'/);
  assert.match(rspack, /'process\.env\.NODE_ENV': '"development"'/);
  // rsbuild build follows it: minified, hashed.
  const built = rsbuild(dir, ['build'], { NODE_ENV: 'production' });
  assert.equal(built.code, 0, built.output);
  assert.match(built.output, /CONFIG-ENV=production/);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\("production"\)/);
});
