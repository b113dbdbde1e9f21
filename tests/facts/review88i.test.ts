// Facts behind the accuracy review of session 88 (slice i): guide/debug/debug-mode, guide/debug/rsdoctor and
// guide/debug/build-profiling, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/debug/debug-mode, "The configuration files it writes": the page said that `pluginNames` at the end of
//   dist/rsbuild.config.mjs "lists the registered plugins in the order they run", and step 2 of the log said the
//   plugins' `setup` functions run "built-in plugins first, then yours" without exception. `pluginNames` is
//   `pluginManager.plugins.map((p) => p.name)` (core/src/provider/inspectConfig.ts 44), the order in which the plugins
//   were added, while initPlugins runs `setup` in the order of pluginDagSort, which honours each plugin's `pre` and
//   `post` lists (core/src/pluginManager.ts 104-168, 171-196; @rsbuild/plugin-svgr has `pre: ['rsbuild:react']`).
//   Run: plugins [a (pre: ['b']), b] in a debug build: b's setup runs before a's, pluginNames lists a before b.
// - guide/debug/debug-mode, same section: the page said "Before it compiles, debug mode writes the same files ...",
//   for every command. In `rsbuild dev` the files are written in the onAfterStartDevServer hook (core/src/provider/
//   initConfigs.ts 73-91), after the server listens, when the first compilation has already started (`start
//   Compiling...` is printed before `Inspect config succeed`). Run: a debug build and a debug dev server.
// - guide/debug/debug-mode, same section: the page said "Unlike `rsbuild inspect`, debug mode prints function bodies in
//   full", as if `rsbuild inspect` printed none. Both use webpack-chain's toString (shared/src/config.ts 72-82); without
//   `verbose` it replaces only a function whose source is longer than 100 characters with
//   `function () { /* omitted long function */ }` (@rsbuild/shared compiled/webpack-chain, `static toString`); debug
//   mode passes `verbose: true` (initConfigs.ts 75-78). Run: `rsbuild inspect` and a debug build of a config with a
//   short tools.htmlPlugin and a long tools.postcss function.
// - guide/debug/build-profiling, "Profile the whole Node.js process with --cpu-prof": the page said that
//   `RSPACK_PROFILE` starts recording after Rsbuild "created the Rspack compiler", so heavy work in
//   `modifyRspackConfig` needs --cpu-prof. True of `rsbuild build` (onBeforeBuild, core/src/provider/build.ts 29-38),
//   but with `rsbuild dev` the profiler starts in onBeforeStartDevServer (core/src/provider/plugins/rspackProfile.ts
//   73-74), which createDevServer (core/src/server/devServer.ts 46-101) calls while it sets up the server, before the
//   compiler and its Rspack configuration are created (124, startCompile). Run: a plugin that busy-waits 300 ms in
//   `setup` and in `modifyRspackConfig`, profiled with RSPACK_PROFILE=CPU in build (neither function sampled) and in
//   dev (the modifyRspackConfig one sampled, the setup one not).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, freePort, pageSays, project, rsbuild, startRsbuild, waitFor } from './topics-support';

const DEBUG_MODE = 'guide/debug/debug-mode';
const BUILD_PROFILING = 'guide/debug/build-profiling';

test(`${DEBUG_MODE} "At its end, \`pluginNames\` lists the registered plugins in the order they were added, the built-in ones first and yours last. That is not always the order in which they run"`, () => {
  pageSays(
    DEBUG_MODE,
    {
      en: "At its end, `pluginNames` lists the registered plugins in the order they were added, the built-in ones first and yours last. That is not always the order in which they run: a plugin's `pre` or `post` field can move its `setup` earlier or later.",
      zh: '文件末尾的 `pluginNames` 按注册顺序列出了已注册的插件，内置插件在前，你的插件排在最后。这不一定是插件的执行顺序：插件的 `pre` 或 `post` 字段可以让它的 `setup` 提前或推后执行。',
    },
    {
      en: 'lists the registered plugins in the order they run',
      zh: '按执行顺序列出了已注册的插件',
    },
  );
  pageSays(DEBUG_MODE, {
    en: "built-in plugins first, then yours, unless a plugin's `pre` or `post` field asks for another order.",
    zh: '先是内置插件，然后是你的插件；如果某个插件通过 `pre` 或 `post` 字段指定了顺序，则按它的要求调整。',
  });
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': [
      "const a = { name: 'a', pre: ['b'], setup() { console.log('SETUP a'); } };",
      "const b = { name: 'b', setup() { console.log('SETUP b'); } };",
      'export default { plugins: [a, b] };',
      '',
    ].join('\n'),
  });
  // @rsbuild/core is found by the CLI itself; the config imports nothing.
  const run = build(dir, { DEBUG: 'rsbuild' });
  const setupB = run.output.indexOf('SETUP b');
  const setupA = run.output.indexOf('SETUP a');
  assert.ok(setupB >= 0 && setupA > setupB, `b's setup runs before a's:\n${run.output}`);
  const written = fs.readFileSync(path.join(dir, 'dist/rsbuild.config.mjs'), 'utf8');
  const names = written.slice(written.indexOf('pluginNames'));
  assert.ok(names.indexOf("'rsbuild:basic'") < names.indexOf("'a'"), 'built-in plugins come first');
  assert.ok(names.indexOf("'a'") < names.indexOf("'b'"), `pluginNames lists a before b:\n${names}`);
});

test(`${DEBUG_MODE} "\`rsbuild build\` writes them before it compiles, \`rsbuild dev\` once the dev server has started, when the first compilation is already under way"`, async () => {
  pageSays(
    DEBUG_MODE,
    {
      en: 'writes into the output directory: `rsbuild build` writes them before it compiles, `rsbuild dev` once the dev server has started, when the first compilation is already under way:',
      zh: '`rsbuild build` 在编译之前写入，`rsbuild dev` 则在开发服务器启动后写入，此时首次编译已经开始：',
    },
    {
      en: 'Before it compiles, debug mode writes the same files',
      zh: '在编译之前，调试模式会把',
    },
  );
  const dir = project({ 'src/index.js': 'console.log(1);\n' });
  const run = build(dir, { DEBUG: 'rsbuild' });
  const inspected = run.output.indexOf('Inspect config succeed');
  assert.ok(inspected >= 0, run.output);
  assert.ok(inspected < run.output.indexOf('ready   Client compiled'), `build: the files before the compilation:\n${run.output}`);

  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const server = await devServer(dir, { env: { DEBUG: 'rsbuild' } });
  try {
    assert.ok(await waitFor(() => server.log().includes('Inspect config succeed')), server.log());
    const log = server.log();
    const started = log.indexOf('start   Compiling...');
    assert.ok(started >= 0 && started < log.indexOf('Inspect config succeed'), `dev: compiling before the files:\n${log}`);
    assert.ok(log.indexOf('listen dev server done') < log.indexOf('Inspect config succeed'), 'dev: after the server listens');
    assert.ok(await waitFor(() => distFiles(dir).includes('rspack.config.web.mjs')));
  } finally {
    await server.stop();
  }
});

/** How many CPU-profile samples fell in each function whose name starts with `busy`. */
function busySamples(dir: string): Record<string, number> {
  const folder = fs.readdirSync(path.join(dir, 'dist')).find((d) => d.startsWith('rspack-profile'));
  assert.ok(folder, 'a rspack-profile folder');
  const file = path.join(dir, 'dist', folder, 'jscpuprofile.json');
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string } }[];
    samples: number[];
  };
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  const counts: Record<string, number> = {};
  for (const id of profile.samples) {
    const name = names.get(id) ?? '';
    if (name.startsWith('busy')) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

test(`${BUILD_PROFILING} "With \`rsbuild dev\`, it starts while the dev server is being set up, before Rsbuild generates the Rspack configuration, so the \`modifyBundlerChain\` and \`modifyRspackConfig\` hooks are in the profile"`, async () => {
  pageSays(
    BUILD_PROFILING,
    {
      en: "With `rsbuild dev`, it starts while the dev server is being set up, before Rsbuild generates the Rspack configuration, so the `modifyBundlerChain` and `modifyRspackConfig` hooks are in the profile, but loading the configuration file and the plugins' `setup` are not.",
      zh: '使用 `rsbuild dev` 时，它在开发服务器初始化的过程中、Rsbuild 生成 Rspack 配置之前就开始记录，因此 `modifyBundlerChain` 和 `modifyRspackConfig` 钩子的耗时会出现在 profile 中，但加载配置文件和插件的 `setup` 不会。',
    },
    {
      en: 'a plugin that does heavy work in `setup` or in `modifyRspackConfig`',
      zh: '某个插件在 `setup` 或 `modifyRspackConfig` 中做了大量工作',
    },
  );
  const files = {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': [
      'function busySetupWork() { const end = Date.now() + 300; while (Date.now() < end); }',
      'function busyRspackConfigWork() { const end = Date.now() + 300; while (Date.now() < end); }',
      'export default {',
      "  plugins: [{ name: 'slow', setup(api) { busySetupWork(); api.modifyRspackConfig(() => { busyRspackConfigWork(); }); } }],",
      '};',
      '',
    ].join('\n'),
  };
  const built = project(files);
  build(built, { RSPACK_PROFILE: 'CPU' });
  assert.deepEqual(busySamples(built), {}, 'build: neither setup nor modifyRspackConfig is in the profile');

  const dev = project(files);
  // Stopped with SIGINT, as Ctrl+C does: the profile is written when the process exits.
  const server = startRsbuild(dev, ['dev', '--port', String(await freePort())], { RSPACK_PROFILE: 'CPU' });
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(server.log()), 30_000), server.log());
  } finally {
    await server.stop();
  }
  assert.ok(await waitFor(() => server.log().includes('Saved Rspack profile file'), 10_000), server.log());
  const counts = busySamples(dev);
  assert.ok((counts.busyRspackConfigWork ?? 0) > 10, `dev: modifyRspackConfig is in the profile: ${JSON.stringify(counts)}`);
  assert.equal(counts.busySetupWork, undefined, 'dev: setup is not');
});

test(`${DEBUG_MODE} "Debug mode prints every function in full (the same as \`rsbuild inspect --verbose\`), while \`rsbuild inspect\` replaces a function longer than 100 characters"`, () => {
  pageSays(
    DEBUG_MODE,
    {
      en: 'Debug mode prints every function in full (the same as `rsbuild inspect --verbose`), while `rsbuild inspect` replaces a function longer than 100 characters with `function () { /* omitted long function */ }`',
      zh: '而 `rsbuild inspect` 会把超过 100 个字符的函数替换为 `function () { /* omitted long function */ }`',
    },
    {
      en: 'Unlike `rsbuild inspect`, debug mode prints function bodies in full',
      zh: '与 `rsbuild inspect` 不同，调试模式会完整输出函数体',
    },
  );
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': [
      'export default {',
      '  tools: {',
      "    htmlPlugin(config) { config.title = 'short-function-body'; },",
      '    postcss(config) {',
      "      const note = 'long-function-body: this function is longer than one hundred characters in its source text';",
      '      return config;',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const written = () => fs.readFileSync(path.join(dir, 'dist/rsbuild.config.mjs'), 'utf8');

  const inspected = rsbuild(dir, ['inspect']);
  assert.equal(inspected.code, 0, inspected.output);
  assert.ok(written().includes('short-function-body'), 'inspect prints a short function in full');
  assert.ok(!written().includes('long-function-body'), 'inspect leaves out the body of a long function');
  assert.ok(written().includes('function () { /* omitted long function */ }'), written());

  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  build(dir, { DEBUG: 'rsbuild' });
  assert.ok(written().includes('short-function-body') && written().includes('long-function-body'), 'debug mode prints both');
});
