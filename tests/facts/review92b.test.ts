// Facts behind the third accuracy review of session 92 (slice b): guide/optimization/build-performance and
// guide/debug/build-profiling, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - guide/debug/build-profiling, "Start with the build time": "Every build ends with the time Rspack took to compile".
//   Only a build without errors prints it (createCompiler's done hook prints the ready line when !stats.hasErrors(),
//   core/src/provider/createCompiler.ts 76-97), and a production build does not end with it: the table of file sizes
//   follows. Now: "Every build that compiles without errors prints the time Rspack took to compile". Run below.
// - guide/debug/build-profiling, RSPACK_PROFILE with `rsbuild dev`: "the files are written when the process exits".
//   `trace.json` is written while the dev server runs (Rspack's global trace, registered in onBeforeStartDevServer,
//   core/src/provider/plugins/rspackProfile.ts 67-85) and only becomes complete JSON when the trace is cleaned up on
//   exit (94-99), where jscpuprofile.json is written. Now: "The files are complete only once the process exits:
//   trace.json grows while the server runs, and jscpuprofile.json is written at exit". Run below.
// - guide/debug/build-profiling, "Read logging.json": "`seal compilation` covers everything after that". Writing the
//   files is a step of its own, after it: logging.json has a `rspack.Compiler emitAssets` entry beside `seal
//   compilation` (the page's own excerpt shows it), and in trace.json every compilation:seal span has ended before the
//   last emit_assets span begins. Now: "covers the steps between make and writing the files (emitAssets)". Run below.
// - guide/debug/build-profiling, "Read the trace": "an array of events such as compilation:make, ... each with a start
//   and an end". Each event has one time stamp (`ts`, no `dur`): a step is a pair of events, one with "ph":"B" where
//   it begins and one with "ph":"E" where it ends (plus a few "ph":"M" metadata events). Now: "an array of events that
//   mark where steps such as ... begin ("ph":"B") and end ("ph":"E")". Run below, with the seal fix.
// - guide/debug/build-profiling, "Profile the whole Node.js process with --cpu-prof": "summarize it with the same script
//   after changing the file name in it". The script reads `'dist/' + dir + '/jscpuprofile.json'`, where `dir` is the
//   rspack-profile folder; with only the file name changed it looks for the --cpu-prof file in `dist/undefined/` and
//   fails. Now: "after replacing 'dist/' + dir + '/jscpuprofile.json' in it with the name of this file". Run below.
// - guide/debug/build-profiling, "Time each module with performance.profile": "with a profile entry for every module".
//   Rspack's runtime modules (webpack/runtime/…, moduleType 'runtime') are not built and have none; every other module
//   has one. Now: "for every module it built (Rspack's runtime modules, webpack/runtime/…, have none)". Run below.
// - guide/optimization/build-performance, "Generate source maps only when you need them": the example meant to enable
//   production source maps in the deploying CI job set `js: ... ? 'source-map' : false`. An explicit `js` applies to
//   both modes (shared/src/utils.ts 86-92, getJsSourceMap), so without SOURCE_MAP it also turned off the development
//   source maps that the page's next item describes as the default (devtool false in `rsbuild dev`). The example now
//   leaves `js` undefined in that case, and the note under it says why. Run below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, build, freePort, page, pageSays, project, projectEnv, rsbuild, startRsbuild, waitFor } from './topics-support';

const PROFILING = 'guide/debug/build-profiling';
const PERFORMANCE = 'guide/optimization/build-performance';
const APP = {
  'src/index.js': "import './index.css';\nconsole.log([1, 2, 3].map((x) => x * 2));\n",
  'src/index.css': 'body { color: red; }\n',
};

/** The rspack-profile-<timestamp> folder that RSPACK_PROFILE created in `dir`'s output directory. */
const profileDir = (dir: string): string | undefined => {
  const name = fs.existsSync(path.join(dir, 'dist'))
    ? fs.readdirSync(path.join(dir, 'dist')).find((d) => d.startsWith('rspack-profile-'))
    : undefined;
  return name && path.join(dir, 'dist', name);
};

test(`${PROFILING} "Every build that compiles without errors prints the time Rspack took to compile": a build with an unresolved import prints no Client compiled in line; without it, the line comes before the table of file sizes`, () => {
  pageSays(
    PROFILING,
    {
      en: 'Every build that compiles without errors prints the time Rspack took to compile:',
      zh: '每次没有错误的构建都会输出 Rspack 的编译耗时：',
    },
    { en: 'Every build ends with the time Rspack took to compile', zh: '每次构建结束时都会输出 Rspack 的编译耗时' },
  );
  const broken = rsbuild(project({ 'src/index.js': "import './missing';\n" }), ['build']);
  assert.notEqual(broken.code, 0, broken.output);
  assert.doesNotMatch(broken.output, /compiled in/, broken.output);
  const { output } = build(project(APP));
  const ready = output.search(/ready {3}Client compiled in [\d.]+ s/);
  assert.ok(ready >= 0, output);
  assert.ok(output.indexOf('Production file sizes:') > ready, `the file sizes follow the ready line:\n${output}`);
});

test(`${PROFILING} "The files are complete only once the process exits: trace.json grows while the server runs, and jscpuprofile.json is written at exit": with RSPACK_PROFILE=TRACE,CPU, trace.json has content but is no complete JSON after the first compilation, and jscpuprofile.json is missing; after Ctrl+C both are there and the trace parses`, async () => {
  pageSays(
    PROFILING,
    {
      en: 'The files are complete only once the process exits: `trace.json` grows while the server runs, and `jscpuprofile.json` is written at exit.',
      zh: '文件要等进程退出后才完整：`trace.json` 在服务器运行期间不断写入，`jscpuprofile.json` 在退出时才写入。',
    },
    { en: 'and the files are written when the process exits', zh: '文件会在进程退出时写入' },
  );
  const dir = project(APP);
  // Ctrl+C is SIGINT, which 0.5.9 turns into process.exit (shared/src/utils.ts onExitProcess); startRsbuild stops with it.
  const server = startRsbuild(dir, ['dev', '--port', String(await freePort())], { RSPACK_PROFILE: 'TRACE,CPU' });
  let folder: string | undefined;
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled in/.test(server.log())), server.log());
    assert.ok(
      await waitFor(
        () =>
          (folder = profileDir(dir)) !== undefined &&
          fs.existsSync(path.join(folder, 'trace.json')) &&
          fs.statSync(path.join(folder, 'trace.json')).size > 0,
      ),
      'trace.json has content while the server runs',
    );
    const running = fs.readFileSync(path.join(folder as string, 'trace.json'), 'utf8');
    assert.ok(running.startsWith('[') && !running.trimEnd().endsWith(']'), 'the trace is not complete yet');
    assert.ok(!fs.existsSync(path.join(folder as string, 'jscpuprofile.json')), 'no CPU profile before exit');
  } finally {
    await server.stop();
  }
  const done = folder as string;
  assert.ok(await waitFor(() => fs.existsSync(path.join(done, 'jscpuprofile.json'))), server.log());
  const trace = JSON.parse(fs.readFileSync(path.join(done, 'trace.json'), 'utf8'));
  assert.ok(Array.isArray(trace) && trace.length > 0);
  assert.ok(Array.isArray(JSON.parse(fs.readFileSync(path.join(done, 'jscpuprofile.json'), 'utf8')).nodes));
  assert.match(server.log(), /Saved Rspack profile file to /);
});

test(`${PROFILING} "seal compilation covers the steps between make and writing the files (emitAssets)" + "an array of events that mark where steps ... begin ("ph":"B") and end ("ph":"E")": RSPACK_PROFILE=TRACE,LOGGING build`, () => {
  pageSays(
    PROFILING,
    {
      en: '`seal compilation` covers the steps between `make` and writing the files (`emitAssets`):',
      zh: '`seal compilation` 涵盖 `make` 之后、写出文件（`emitAssets`）之前的步骤：',
    },
    { en: '`seal compilation` covers everything after that', zh: '`seal compilation` 涵盖此后的所有工作' },
  );
  pageSays(
    PROFILING,
    {
      en: 'an array of events that mark where steps such as `compilation:make`, `compilation:seal`, `SplitChunksPlugin::optimize_chunks` or `emit_assets` begin (`"ph":"B"`) and end (`"ph":"E"`).',
      zh: '它是一个事件数组，这些事件标记了 `compilation:make`、`compilation:seal`、`SplitChunksPlugin::optimize_chunks`、`emit_assets` 等步骤的开始（`"ph":"B"`）和结束（`"ph":"E"`）。',
    },
    { en: 'each with a start and an end', zh: '每个事件都有开始和结束时间' },
  );
  const dir = project(APP);
  build(dir, { RSPACK_PROFILE: 'TRACE,LOGGING' });
  const folder = profileDir(dir) as string;
  const trace: { ph: string; name: string; ts?: number; dur?: number }[] = JSON.parse(
    fs.readFileSync(path.join(folder, 'trace.json'), 'utf8'),
  );
  assert.deepEqual([...new Set(trace.map((e) => e.ph))].sort(), ['B', 'E', 'M']);
  assert.ok(
    trace.every((e) => e.dur === undefined),
    'no event carries a duration',
  );
  const at = (name: string, ph: string): number[] => trace.filter((e) => e.name === name && e.ph === ph).map((e) => e.ts as number);
  for (const name of ['compilation:make', 'compilation:seal', 'SplitChunksPlugin::optimize_chunks', 'emit_assets']) {
    assert.ok(at(name, 'B').length > 0, name);
    assert.equal(at(name, 'B').length, at(name, 'E').length, `${name}: one end event for each begin event`);
  }
  assert.ok(
    Math.max(...at('compilation:seal', 'E')) <= Math.max(...at('emit_assets', 'B')),
    'the last emit_assets begins after every seal has ended',
  );
  const { logging } = JSON.parse(fs.readFileSync(path.join(folder, 'logging.json'), 'utf8'));
  const compiler: string[] = logging['rspack.Compiler'].entries.map((e: { message: string }) => e.message);
  const seal = compiler.findIndex((m) => m.startsWith('seal compilation:'));
  const emit = compiler.findIndex((m) => m.startsWith('emitAssets:'));
  assert.ok(seal >= 0 && emit > seal, compiler.join('\n'));
});

test(`${PROFILING} "summarize it with the same script after replacing 'dist/' + dir + '/jscpuprofile.json' in it with the name of this file": the page's script reads the --cpu-prof file that way, and fails with only the file name changed`, () => {
  pageSays(
    PROFILING,
    {
      en: "or summarize it with the same script after replacing `'dist/' + dir + '/jscpuprofile.json'` in it with the name of this file.",
      zh: "也可以把上面脚本中的 `'dist/' + dir + '/jscpuprofile.json'` 换成这个文件名来做汇总。",
    },
    { en: 'after changing the file name in it', zh: '把上面脚本中的文件名换成它' },
  );
  const script = /node -e "(const fs = require\('fs'\); const dir = [^"]*jscpuprofile\.json[^"]*)"/.exec(page('en', PROFILING))?.[1] ?? '';
  assert.ok(script.includes("'dist/' + dir + '/jscpuprofile.json'"), 'the CPU profile script of the page');
  const dir = project(APP);
  const run = spawnSync(process.execPath, ['--cpu-prof', RSBUILD_BIN, 'build'], { cwd: dir, env: projectEnv(), encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  const file = fs.readdirSync(dir).find((f) => /^CPU\.\d{8}\.\d{6}\.\d+\.0\.\d{3}\.cpuprofile$/.test(f));
  assert.ok(file, fs.readdirSync(dir).join(', '));
  const summarize = (code: string) => spawnSync(process.execPath, ['-e', code], { cwd: dir, env: projectEnv(), encoding: 'utf8' });
  const replaced = summarize(script.replace("'dist/' + dir + '/jscpuprofile.json'", `'${file}'`));
  assert.equal(replaced.status, 0, replaced.stderr);
  assert.match(replaced.stdout, /\(index\)[\s\S]*name[\s\S]*ms/, replaced.stdout);
  const renamed = summarize(script.replace('jscpuprofile.json', file));
  assert.notEqual(renamed.status, 0);
  assert.match(renamed.stderr, /ENOENT[^\n]*dist\/undefined\//);
});

test(`${PROFILING} "with a profile entry for every module it built (Rspack's runtime modules, webpack/runtime/…, have none)": performance.profile writes stats.json in which only the runtime modules lack profile`, () => {
  pageSays(
    PROFILING,
    {
      en: "with a `profile` entry for every module it built (Rspack's runtime modules, `webpack/runtime/…`, have none), to `dist/stats.json`:",
      zh: '其中每个经过构建的模块都带有一个 `profile` 字段（Rspack 的运行时模块 `webpack/runtime/…` 没有）：',
    },
    { en: 'with a `profile` entry for every module, to', zh: '其中每个模块都带有一个 `profile` 字段' },
  );
  const dir = project({ ...APP, 'rsbuild.config.mjs': 'export default { performance: { profile: true } };\n' });
  build(dir);
  const stats = JSON.parse(fs.readFileSync(path.join(dir, 'dist/stats.json'), 'utf8'));
  type Module = { name: string; moduleType: string; profile?: { total: number } };
  const without = (stats.modules as Module[]).filter((m) => !m.profile);
  const withProfile = (stats.modules as Module[]).filter((m) => m.profile);
  assert.ok(without.length > 0, 'some modules have no profile');
  for (const m of without) assert.ok(m.moduleType === 'runtime' && m.name.startsWith('webpack/runtime/'), `${m.moduleType} ${m.name}`);
  assert.ok(withProfile.some((m) => m.name === './src/index.js') && withProfile.some((m) => m.name === './src/index.css'));
  for (const m of withProfile) assert.equal(typeof m.profile?.total, 'number', m.name);
});

test(`${PERFORMANCE} "js: process.env.SOURCE_MAP === 'true' ? 'source-map' : undefined" + "that is why the example above leaves it undefined when SOURCE_MAP is not set": the page's example keeps cheap-module-source-map in development and gives source-map in production with SOURCE_MAP=true; with false in its place, development has no source maps`, () => {
  pageSays(
    PERFORMANCE,
    {
      en: 'Note that setting `js` explicitly applies to both modes: that is why the example above leaves it `undefined` when `SOURCE_MAP` is not set, so that development builds keep their source maps.',
      zh: '注意，显式设置 `js` 会同时作用于两种模式：所以上面的示例在没有设置 `SOURCE_MAP` 时让它保持 `undefined`，开发构建仍会生成 source map。',
    },
    {
      en: "js: process.env.SOURCE_MAP === 'true' ? 'source-map' : false,",
      zh: "js: process.env.SOURCE_MAP === 'true' ? 'source-map' : false,",
    },
  );
  const example = /```ts title="rsbuild\.config\.ts"\n([^`]*SOURCE_MAP[^`]*)```/.exec(page('en', PERFORMANCE))?.[1] ?? '';
  assert.ok(example.includes("js: process.env.SOURCE_MAP === 'true' ? 'source-map' : undefined,"), example);
  assert.ok(page('zh', PERFORMANCE).includes(example), 'the Chinese page has the same example');
  const CORE = { '@rsbuild/core': 'rsbuild-0.5' };
  // `rsbuild inspect` names the file rspack.config.web.<time>.mjs when one is there already: read the path it prints.
  const inspect = (dir: string, mode: string, env: NodeJS.ProcessEnv = {}): string => {
    const run = rsbuild(dir, ['inspect', '--env', mode], env);
    assert.equal(run.code, 0, run.output);
    const file = /Rspack Config \(web\): (\S+)/.exec(run.output)?.[1] ?? '';
    return /^ {2}devtool: (.*),$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  };
  const dir = project({ ...APP, 'rsbuild.config.ts': example }, CORE);
  assert.equal(inspect(dir, 'development'), "'cheap-module-source-map'");
  assert.equal(inspect(dir, 'production', { SOURCE_MAP: 'true' }), "'source-map'");
  // Production without SOURCE_MAP: js stays undefined, as with no option at all (devtool false, performance-options.test.ts).
  const old = project({ ...APP, 'rsbuild.config.ts': example.replace("'source-map' : undefined", "'source-map' : false") }, CORE);
  assert.equal(inspect(old, 'development'), 'false');
});
