// Facts behind the accuracy review of session 94 (slice b): api/javascript-api/core and api/javascript-api/instance, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the wording it replaced is gone.
//
// - api/javascript-api/core, options.cwd: "The default entry `src/index.*` ... looked up relative to this folder". Only
//   four names are found: getDefaultEntry (core/src/provider/config.ts 156-177) tries 'ts', 'js', 'tsx', 'jsx', '.mjs'
//   and '.cjs' as `src/index.${ext}`, so the last two become `src/index..mjs` and `src/index..cjs`. A project whose only
//   entry is src/index.mjs (or .cjs) has no entry, and `rsbuild build` stops with "Could not find any entry module",
//   although that message lists mjs and cjs. Now: "The default entry `src/index.(ts|js|tsx|jsx)`", as
//   config/source/entry says. Run below: one folder per extension, createRsbuild({ cwd }) on each, and the CLI on the
//   .mjs one.
// - api/javascript-api/core, logger: "when the DEBUG environment variable is set (to any value) at the moment Rsbuild is
//   loaded, it is 'verbose'". shared/src/logger.ts 5-7 tests `if (process.env.DEBUG)`: DEBUG set to the empty string
//   leaves the level at 'log' and logger.debug() prints nothing. Now: "has a non-empty value". Run below, with DEBUG=''
//   and DEBUG=0.
// - api/javascript-api/instance, getRsbuildConfig('original'): "the configuration you passed to createRsbuild, as a copy
//   (not the object itself)". The copy is shallow: pickRsbuildConfig (shared/src/config.ts 101-117) picks the top-level
//   keys into a new object, so `html` and the other nested objects are the very objects the script passed, and writing
//   to them changes the script's configuration (not the build's, which was merged into new objects at createRsbuild).
//   Now: "as a shallow copy (a new object, but its nested objects, such as html, are the ones you passed)". Run below.
// - api/javascript-api/core, loadEnv: "filePaths: the absolute paths of the files that were read". They are
//   join(cwd, filename) (core/src/loadEnv.ts 45-54), absolute only because the default cwd is: with cwd: 'app' the
//   result is ['app/.env', 'app/.env.local']. Now: "the paths of the files that were read, cwd joined with each file
//   name (so relative when cwd is relative)". Run below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { pageSays, probe, project, projectEnv, rsbuild } from './topics-support';

const CORE = 'api/javascript-api/core';
const INSTANCE = 'api/javascript-api/instance';

test(`${CORE} options.cwd "The default entry src/index.(ts|js|tsx|jsx)": src/index.mjs and src/index.cjs are not found, the other four are`, async () => {
  pageSays(
    CORE,
    {
      en: 'The default entry `src/index.(ts|js|tsx|jsx)`, the output directory `dist`',
      zh: '默认入口 `src/index.(ts|js|tsx|jsx)`、产物目录 `dist`',
    },
    { en: 'The default entry `src/index.*`', zh: '默认入口 `src/index.*`' },
  );
  const exts = ['ts', 'js', 'tsx', 'jsx', 'mjs', 'cjs'];
  const files: Record<string, string> = {};
  for (const ext of exts) files[`${ext}/src/index.${ext}`] = "console.log('entry');\n";
  const { result, output } = await probe(
    files,
    `import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
const found = {};
for (const ext of ${JSON.stringify(exts)}) {
  const cwd = path.resolve(ext);
  const rsbuild = await createRsbuild({ cwd });
  const entry = rsbuild.getRsbuildConfig().source.entry;
  found[ext] = Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, path.relative(cwd, file)]));
}
report(found);`,
  );
  assert.deepEqual(
    result,
    {
      ts: { index: 'src/index.ts' },
      js: { index: 'src/index.js' },
      tsx: { index: 'src/index.tsx' },
      jsx: { index: 'src/index.jsx' },
      mjs: {},
      cjs: {},
    },
    output,
  );

  // The CLI on a project whose only source file is src/index.mjs.
  const dir = project({ 'src/index.mjs': "console.log('entry');\n" });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /Could not find any entry module, please make sure that src\/index\.\(ts\|js\|tsx\|jsx\|mjs\|cjs\) exists/);
});

test(`${CORE} logger "when the DEBUG environment variable has a non-empty value at the moment Rsbuild is loaded, it is 'verbose'": DEBUG='' leaves 'log'`, () => {
  pageSays(
    CORE,
    {
      en: "when the `DEBUG` environment variable has a non-empty value at the moment Rsbuild is loaded, it is `'verbose'`.",
      zh: "如果加载 Rsbuild 时 `DEBUG` 环境变量的值不为空，则为 `'verbose'`。",
    },
    { en: 'is set (to any value)', zh: '环境变量（任意值）' },
  );
  const dir = project(
    {
      'probe.mjs': "import { logger } from '@rsbuild/core';\nconsole.log('LEVEL ' + logger.level);\nlogger.debug('DEBUG_MARK');\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = (debug: string): string => {
    const env = { ...projectEnv(), DEBUG: debug };
    const res = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
    assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
    return res.stdout;
  };

  const empty = run('');
  assert.match(empty, /^LEVEL log$/m);
  assert.doesNotMatch(empty, /DEBUG_MARK/);

  // Any non-empty value, even '0', makes it verbose, and debug() prints.
  const zero = run('0');
  assert.match(zero, /^LEVEL verbose$/m);
  assert.match(zero, /debug\s+DEBUG_MARK/);
});

test(`${INSTANCE} getRsbuildConfig('original') "as a shallow copy (a new object, but its nested objects, such as html, are the ones you passed)"`, async () => {
  pageSays(
    INSTANCE,
    {
      en: 'as a shallow copy (a new object, but its nested objects, such as `html`, are the ones you passed), without',
      zh: '传给 `createRsbuild` 的配置的浅拷贝（外层是新对象，`html` 等嵌套对象仍是你传入的那些），不含',
    },
    { en: 'as a copy (not the object itself)', zh: '的一份拷贝（不是原对象本身）' },
  );
  const { result, output } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const passed = { html: { title: 'Shop' }, output: { distPath: { root: 'out' } } };
const rsbuild = await createRsbuild({ rsbuildConfig: passed });
const original = rsbuild.getRsbuildConfig('original');
const sameTop = original === passed;
const sameHtml = original.html === passed.html;
const sameOutput = original.output === passed.output;
original.html.title = 'Changed';
await rsbuild.initConfigs();
report({
  sameTop,
  sameHtml,
  sameOutput,
  passedTitle: passed.html.title,
  normalizedTitle: rsbuild.getNormalizedConfig().html.title,
});`,
  );
  assert.deepEqual(result, { sameTop: false, sameHtml: true, sameOutput: true, passedTitle: 'Changed', normalizedTitle: 'Shop' }, output);
});

test(`${CORE} loadEnv "filePaths: the paths of the files that were read, cwd joined with each file name (so relative when cwd is relative)"`, async () => {
  pageSays(
    CORE,
    {
      en: '- `filePaths`: the paths of the files that were read, `cwd` joined with each file name (so relative when `cwd` is relative).',
      zh: '- `filePaths`：被读取文件的路径，即 `cwd` 与文件名拼接的结果（`cwd` 是相对路径时，它们也是相对路径）。',
    },
    { en: 'the absolute paths of the files that were read', zh: '被读取文件的绝对路径' },
  );
  const { result, output } = await probe(
    { 'app/.env': 'FROM_APP=1\n', 'app/.env.local': 'FROM_APP_LOCAL=1\n' },
    `import path from 'node:path';
import { loadEnv } from '@rsbuild/core';
const relative = loadEnv({ cwd: 'app' });
const absolute = loadEnv({ cwd: path.resolve('app') });
report({
  relative: relative.filePaths,
  absolute: absolute.filePaths.map((f) => [path.isAbsolute(f), path.relative(process.cwd(), f)]),
  parsed: Object.keys(relative.parsed).sort(),
});`,
  );
  assert.deepEqual(
    result,
    {
      relative: ['app/.env', 'app/.env.local'],
      absolute: [
        [true, 'app/.env'],
        [true, 'app/.env.local'],
      ],
      parsed: ['FROM_APP', 'FROM_APP_LOCAL'],
    },
    output,
  );
});
