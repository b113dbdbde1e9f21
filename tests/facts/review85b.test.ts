// Facts behind the second accuracy review of session 85 (slice b): plugins/dev/hooks, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the sentence it backs, and checks that both
// languages say it.
//
// - onExit and onCloseDevServer: "Put cleanup that must always happen in onExit" and the overview's "When the Node.js
//   process exits" were overstated. Rsbuild handles SIGINT only (onExitProcess in packages/shared/src/utils.ts: an
//   `exit` listener and a SIGINT handler that calls process.exit(0)); a process that SIGTERM (kill) or SIGHUP (a closed
//   terminal) ends emits no `exit` event, so no onExit callback runs.
// - "Callbacks registered directly on an instance with the JavaScript API ... are registered before any plugin is set
//   up" held only until the instance's first method call: initConfigs(), build() and the others set the plugins up
//   once (initRsbuildConfig, packages/core/src/provider/initConfigs.ts), and a callback registered after that joins the
//   group after the plugins' callbacks (createAsyncHook pushes it last, packages/core/src/initHooks.ts).
// - modifyBundlerChain: "Rsbuild's built-in plugins build the whole configuration in their own modifyBundlerChain
//   callbacks" was overstated. rsbuild:output sets output.cssFilename and output.cssChunkFilename, rsbuild:resolve
//   resolve.tsConfigPath, and rsbuild:css, rsbuild:less and rsbuild:sass parts of the CSS rules in modifyRspackConfig
//   callbacks (packages/core/src/provider/plugins/output.ts, resolve.ts, css.ts, less.ts, sass.ts).
// - The overview table said onBeforeBuild and onAfterBuild run in a "Production build". build() calls both whatever the
//   mode (packages/core/src/provider/build.ts): build({ mode: 'development' }) runs them, with onDevCompileDone before
//   onAfterBuild, as the page's rsbuild build section says.
// - onAfterStartDevServer: "routes lists one route per entry: { entryName: 'index', pathname: '/' } for the default
//   entry; another entry, such as admin, gets '/admin'" held for the default configuration only. formatRoutes
//   (packages/core/src/server/helper.ts 37-58) puts output.distPath.html in front of every pathname and keeps the name
//   'index' when html.outputStructure is 'nested'.
// - modifyBundlerChain's example adds a BannerPlugin in production, and the page did not say where the banner ends up:
//   BannerPlugin writes it as a /*! ... */ comment (raw: false), which the default output.legalComments 'linked'
//   extracts to the script's .LICENSE.txt file, so the script itself does not carry it. The test builds the page's
//   own example.
// - "Callbacks run one at a time ... Rsbuild awaits it before it calls the next one, and awaits the whole hook", under
//   "The rules, the same for every hook", did not hold for onExit: its hook is called from a process `exit` listener
//   (getPluginAPI, packages/core/src/provider/initPlugins.ts), and the call is not awaited. When the process
//   ends through process.exit(), the first callback runs and the await before the second never returns
//   (review80c.test.ts shows the same for the CLI).
// - onExit: "after a successful rsbuild build they all do" held for callbacks that do not wait for anything. After a
//   build the process ends by itself; the promises of the hook's awaits still settle in the `exit` event, but no timer
//   or I/O completes there, so a callback that waits for one stops the hook, and the callbacks after it do not run.
// - "Built-in plugins are set up before yours, so in the same group their callbacks run first" did not hold for a plugin
//   that names a built-in one in `post` (plugins/dev documents the field): pluginDagSort
//   (packages/core/src/pluginManager.ts) holds that built-in plugin back until the naming plugin is set up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, onExitAfter, page, pageSays, probe, project } from './topics-support';

const HOOKS = 'plugins/dev/hooks';

test('plugins/dev/hooks onExit "It does not run when another signal ends the process, such as the SIGTERM of kill": rsbuild dev ended with SIGTERM runs no onExit callback, while the same project stopped with SIGINT (Ctrl+C) runs it', async () => {
  pageSays(
    HOOKS,
    {
      en: 'It does not run when another signal ends the process, such as the SIGTERM of `kill` or the SIGHUP of a closed terminal',
      zh: '其他信号（如 `kill` 的 SIGTERM、关闭终端时的 SIGHUP）结束进程时它不会执行',
    },
    { en: 'Put cleanup that must always happen in [onExit](#onexit).', zh: '必须执行的清理工作请放在 [onExit](#onexit) 中。' },
  );
  pageSays(HOOKS, {
    en: "| When the Node.js process exits, unless a signal other than Ctrl+C's ends it |",
    zh: '| Node.js 进程退出时（被 Ctrl+C 以外的信号终止时除外） |',
  });
  // SIGTERM ends the process by the signal, not by process.exit(), and no onExit runs; Ctrl+C exits with 0 after it.
  assert.deepEqual(await onExitAfter('SIGTERM'), { exitCode: null, signalCode: 'SIGTERM', ran: false });
  assert.deepEqual(await onExitAfter('SIGINT'), { exitCode: 0, signalCode: null, ran: true });
});

test('plugins/dev/hooks "Callbacks registered directly on an instance ... before its first method call ... run before the plugins\' callbacks of the same group; one registered after, say, initConfigs() runs after them": with the JavaScript API, an onBeforeBuild callback of the instance registered before initConfigs() runs before the plugin\'s, one registered after it runs after', async () => {
  pageSays(HOOKS, {
    en: "before its first method call are registered before any plugin is set up, so they run before the plugins' callbacks of the same group; one registered after, say, `initConfigs()` runs after them.",
    zh: '在 `initConfigs()` 等方法之后才注册的，则在插件的回调之后执行。',
  });
  const { output, result } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const seen = [];
const plugin = { name: 'test:plugin', setup(api) { seen.push('setup'); api.onBeforeBuild(() => { seen.push('plugin'); }); } };
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });
rsbuild.onBeforeBuild(() => { seen.push('instance, registered first'); });
await rsbuild.initConfigs();
rsbuild.onBeforeBuild(() => { seen.push('instance, registered after initConfigs()'); });
await rsbuild.build();
report(seen);`,
  );
  assert.deepEqual(result, ['setup', 'instance, registered first', 'plugin', 'instance, registered after initConfigs()'], output);
});

test('plugins/dev/hooks modifyBundlerChain "build nearly the whole configuration ... (a few fields, such as output.cssFilename and resolve.tsConfigPath, are only set later, in their modifyRspackConfig callbacks)": in a project with a tsconfig.json, a plain modifyBundlerChain callback finds neither field in the chain, a plain modifyRspackConfig callback finds both', async () => {
  pageSays(HOOKS, {
    en: 'a few fields, such as `output.cssFilename` and `resolve.tsConfigPath`, are only set later, in their `modifyRspackConfig` callbacks',
    zh: '少数字段如 `output.cssFilename`、`resolve.tsConfigPath` 要到它们的 `modifyRspackConfig` 回调中才设置',
  });
  const { output, result } = await probe(
    { 'src/index.js': "console.log('app');\n", 'tsconfig.json': '{}\n' },
    `import { createRsbuild } from '@rsbuild/core';
const seen = {};
const pick = (config) => ({ cssFilename: config.output?.cssFilename ?? null, tsConfigPath: config.resolve?.tsConfigPath ?? null, hasEntry: Boolean(config.entry) });
const plugin = {
  name: 'test:plugin',
  setup(api) {
    api.modifyBundlerChain((chain) => { seen.chain = pick(chain.toConfig()); });
    api.modifyRspackConfig((config) => { seen.rspack = pick(config); });
  },
};
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });
await rsbuild.initConfigs();
report(seen);`,
  );
  const tsconfig = (result as { rspack: { tsConfigPath: string } } | undefined)?.rspack.tsConfigPath ?? '';
  assert.deepEqual(
    result,
    {
      chain: { cssFilename: null, tsConfigPath: null, hasEntry: true },
      rspack: { cssFilename: 'static/css/[name].css', tsConfigPath: tsconfig, hasEntry: true },
    },
    output,
  );
  assert.match(tsconfig, /tsconfig\.json$/);
});

test('plugins/dev/hooks overview "onBeforeBuild ... Build, in either mode: before compiling" and "onAfterBuild ... Build, in either mode: after each compilation": build({ mode: \'development\' }) runs onBeforeBuild, then onDevCompileDone and onAfterBuild, with NODE_ENV development', async () => {
  pageSays(HOOKS, {
    en: '| `{ bundlerConfigs }` | Build, in either mode: before compiling |',
    zh: '| `{ bundlerConfigs }` | 构建（任一模式）：开始编译之前 |',
  });
  pageSays(
    HOOKS,
    {
      en: '| `{ isFirstCompile, stats }` | Build, in either mode: after each compilation |',
      zh: '| `{ isFirstCompile, stats }` | 构建（任一模式）：每次编译之后 |',
    },
    { en: 'Production build:', zh: '生产构建：' },
  );
  const { output, result } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const seen = [];
const plugin = {
  name: 'test:plugin',
  setup(api) {
    api.onBeforeBuild(() => { seen.push('onBeforeBuild ' + process.env.NODE_ENV); });
    api.onDevCompileDone(({ isFirstCompile }) => { seen.push('onDevCompileDone ' + isFirstCompile); });
    api.onAfterBuild(({ isFirstCompile, stats }) => { seen.push('onAfterBuild ' + isFirstCompile + ' errors ' + stats.hasErrors()); });
  },
};
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });
await rsbuild.build({ mode: 'development' });
report(seen);`,
  );
  assert.deepEqual(result, ['onBeforeBuild development', 'onDevCompileDone true', 'onAfterBuild true errors false'], output);
});

test("plugins/dev/hooks onAfterStartDevServer \"Those are the defaults: with html.outputStructure 'nested' the index entry gets '/index', and an HTML folder set in output.distPath goes in front\": the routes of two entries with the defaults, with outputStructure nested and with distPath.html 'html'", async () => {
  pageSays(HOOKS, {
    en: "Those are the defaults: with [html.outputStructure](/config/html/output-structure) `'nested'` the `index` entry gets `'/index'`, and an HTML folder set in [output.distPath](/config/output/dist-path) goes in front (`'/html/'`, `'/html/admin'`).",
    zh: "以上为默认配置：[html.outputStructure](/zh/config/html/output-structure) 为 `'nested'` 时 `index` 对应 `'/index'`；[output.distPath](/zh/config/output/dist-path) 设置了 HTML 目录时，路径前会加上该目录（`'/html/'`、`'/html/admin'`）。",
  });
  // createDevServer({ runCompile: false }) runs the dev server's hooks without compiling; listen() calls onAfterStartDevServer.
  const { output, result } = await probe(
    { 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const seen = {};
const variants = { defaults: {}, nested: { html: { outputStructure: 'nested' } }, htmlFolder: { output: { distPath: { html: 'html' } } } };
for (const [name, config] of Object.entries(variants)) {
  const plugin = { name: 'test:routes', setup(api) { api.onAfterStartDevServer(({ routes }) => { seen[name] = routes; }); } };
  const rsbuild = await createRsbuild({
    rsbuildConfig: { ...config, plugins: [plugin], source: { entry: { index: './src/index.js', admin: './src/admin.js' } } },
  });
  const server = await rsbuild.createDevServer({ runCompile: false, getPortSilently: true });
  const started = await server.listen();
  await started.server.close();
}
report(seen);
process.exit(0);`,
  );
  const routes = (index: string, admin: string) => [
    { entryName: 'index', pathname: index },
    { entryName: 'admin', pathname: admin },
  ];
  assert.deepEqual(
    result,
    { defaults: routes('/', '/admin'), nested: routes('/index', '/admin'), htmlFolder: routes('/html/', '/html/admin') },
    output,
  );
});

test("plugins/dev/hooks modifyBundlerChain \"In production the banner is a /*! Acme Dashboard */ comment, and the default output.legalComments 'linked' moves such comments out of the script into its .LICENSE.txt file; with 'inline' it stays in the script\": the page's example built as it stands, then with legalComments inline", () => {
  pageSays(HOOKS, {
    en: "In production the banner is a `/*! Acme Dashboard */` comment, and the default [output.legalComments](/config/output/legal-comments) `'linked'` moves such comments out of the script into its `.LICENSE.txt` file; with `'inline'` it stays in the script.",
    zh: "设为 `'inline'` 时它才会留在脚本中。",
  });
  // The page's example, the same code in both languages.
  const bannerExample = (lang: 'en' | 'zh'): string | undefined =>
    [...page(lang, HOOKS).matchAll(/```ts title="rsbuild\.config\.ts"\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .find((code) => code.includes("name: 'my-app:banner'"));
  const example = bannerExample('en');
  assert.ok(example, 'the banner example');
  assert.equal(bannerExample('zh'), example);
  const inline = example.replace('plugins: [pluginBanner],', "plugins: [pluginBanner],\n  output: { legalComments: 'inline' },");
  assert.notEqual(inline, example);
  for (const [legalComments, config] of [
    ['linked', example],
    ['inline', inline],
  ] as const) {
    const dir = project({ 'rsbuild.config.ts': config, 'src/index.js': "console.log('app');\n" }, { '@rsbuild/core': 'rsbuild-0.5' });
    build(dir);
    const script = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const license = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
    if (legalComments === 'linked') {
      assert.equal(license.trim(), '/*! Acme Dashboard */', distFiles(dir).join(', '));
      assert.doesNotMatch(script, /Acme Dashboard/);
    } else {
      assert.match(script, /\/\*! Acme Dashboard \*\//);
      assert.ok(!distFiles(dir).some((f) => f.endsWith('.LICENSE.txt')), distFiles(dir).join(', '));
    }
  }
});

test('plugins/dev/hooks "onExit is the exception: Rsbuild calls it from the process\'s exit event and does not wait for it": a script that calls process.exit() after initConfigs() runs the first of three onExit callbacks only, and the promise of an async callback never settles', async () => {
  pageSays(HOOKS, {
    en: "[onExit](#onexit) is the exception: Rsbuild calls it from the process's `exit` event and does not wait for it.",
    zh: '[onExit](#onexit) 是例外：Rsbuild 在进程的 `exit` 事件中调用它，不会等待它执行完。',
  });
  const { output } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const plugin = {
  name: 'test:exit',
  setup(api) {
    api.onExit(async () => { console.log('EXIT first, started'); await Promise.resolve(); console.log('EXIT first, after await'); });
    api.onExit(() => { console.log('EXIT second'); });
    api.onExit(() => { console.log('EXIT third'); });
  },
};
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });
await rsbuild.initConfigs();
console.log('EXIT calling process.exit');
process.exit(0);`,
  );
  const lines = output.split('\n').filter((line) => line.startsWith('EXIT '));
  assert.deepEqual(lines, ['EXIT calling process.exit', 'EXIT first, started'], output);
});

test('plugins/dev/hooks onExit "after a successful rsbuild build they all do, unless one waits for a timer or for I/O: the callbacks after it are then skipped": of three onExit callbacks, the second of which awaits a 10 ms timer, a successful build runs the first, the second up to its timer, and not the third', () => {
  pageSays(HOOKS, {
    en: 'after a successful `rsbuild build` they all do, unless one waits for a timer or for I/O: the callbacks after it are then skipped.',
    zh: '`rsbuild build` 成功结束时则全部执行，除非某个回调在等待定时器或 I/O：其后的回调都会被跳过。',
  });
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default {
  plugins: [{
    name: 'test:exit',
    setup(api) {
      api.onExit(async () => { await Promise.resolve(); console.log('EXIT first, after a settled promise'); });
      api.onExit(async () => { console.log('EXIT second, before its timer'); await new Promise((r) => setTimeout(r, 10)); console.log('EXIT second, after its timer'); });
      api.onExit(() => { console.log('EXIT third'); });
    },
  }],
};
`,
  });
  const run = build(dir);
  const lines = run.output.split('\n').filter((line) => line.startsWith('EXIT '));
  assert.deepEqual(lines, ['EXIT first, after a settled promise', 'EXIT second, before its timer'], run.output);
});

test("plugins/dev/hooks \"Built-in plugins are set up before yours (one named in a plugin's post list waits until after that plugin), so in the same group their callbacks run first\": the onAfterBuild callback of a plugin with post: ['rsbuild:file-size'] logs before the file size table, that of a plain plugin registered after it logs after the table", () => {
  pageSays(HOOKS, {
    en: "Built-in plugins are set up before yours (one named in a plugin's `post` list waits until after that plugin), so in the same group their callbacks run first.",
    zh: '内置插件先于你的插件初始化（被某个插件列入 `post` 的内置插件会推迟到该插件之后），所以在同一组中，它们的回调会先执行。',
  });
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default {
  plugins: [
    { name: 'test:early', post: ['rsbuild:file-size'], setup(api) { api.onAfterBuild(() => console.log('MARK post rsbuild:file-size')); } },
    { name: 'test:plain', setup(api) { api.onAfterBuild(() => console.log('MARK plain plugin')); } },
  ],
};
`,
  });
  const run = build(dir);
  const order = run.output
    .split('\n')
    .filter((line) => line.startsWith('MARK ') || line.includes('Production file sizes'))
    .map((line) => line.trim());
  assert.deepEqual(order, ['MARK post rsbuild:file-size', 'info    Production file sizes:', 'MARK plain plugin'], run.output);
});
