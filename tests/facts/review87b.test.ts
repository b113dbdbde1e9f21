// Facts behind the accuracy review of session 87 (slice b): api/javascript-api/core and plugins/dev/index, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the wording it replaced is gone.
//
// - plugins/dev/index, lead: "Rsbuild itself is made of plugins. Everything it does by default ... comes from about
//   thirty built-in plugins ... so a plugin can do anything Rsbuild does by default" was overstated. The 32 built-in
//   plugins (applyDefaultPlugins, packages/core/src/provider/shared.ts 16-52) generate the Rspack configuration, the
//   HTML and the size table, but the CLI (packages/core/src/cli/), the dev server (packages/core/src/server/: URLs, the
//   public folder, HMR) and the "ready   Client compiled in" line (packages/core/src/provider/createCompiler.ts
//   76-98) are core code. The run removes every built-in plugin: the Rspack configuration is `{}`, there is no HTML,
//   and the dev server still prints its URLs and "ready   Client compiled" and serves public/. "Your plugins receive the
//   same api object as the built-in plugins" is from the source: initPlugins passes the one pluginAPI to every setup
//   (packages/core/src/pluginManager.ts 171-197).
// - plugins/dev/index, "The plugin object": "check the mode inside a callback, as shown in the example below" pointed
//   at an example that checks no mode; it only uses onAfterBuild, a hook that rsbuild dev never calls. Now the page
//   names what a callback can check (isDev / isProd of modifyBundlerChain and modifyRspackConfig, getChainUtils in
//   packages/core/src/provider/rspackConfig.ts 92-107; process.env.NODE_ENV, set by initNodeEnv in
//   packages/core/src/cli/prepare.ts 3-10) and says the example uses a hook that runs in one mode only.
// - plugins/dev/index, "pre and post" and "Order of callbacks on one hook": "The order of setup decides the order in
//   which the callbacks of two plugins run on the same hook" held only among callbacks of the same order;
//   "Because the built-in plugins are set up first, their callbacks run before yours" did not hold for a built-in
//   plugin named in a plugin's post list (pluginDagSort, packages/core/src/pluginManager.ts 104-169, holds it back);
//   and "Use order: 'pre' to run before them" did not hold for the modifyBundlerChain callbacks that rsbuild:resolve
//   and rsbuild:swc register with order: 'pre' themselves (packages/shared/src/chain.ts 387-389,
//   packages/core/src/provider/plugins/swc.ts 58-60), which run before a plugin's 'pre' callback.
// - plugins/dev/index, "A complete example": "onAfterBuild also runs when the build has errors (and before Rsbuild
//   reports the failure)" did not hold for the report of the compile errors: createCompiler taps the compiler's done
//   hook first and prints them there (packages/core/src/provider/createCompiler.ts 76-128), then build() calls
//   onAfterBuild (packages/core/src/provider/build.ts 42-53), and only then does the run callback reject with
//   "Rspack build failed!", which the CLI prints after "Failed to build." before it exits with code 1
//   (packages/core/src/cli/commands.ts 75-88).
// - api/javascript-api/core, loadEnv: "publicVars: every variable of process.env ... whose name starts with one of the
//   prefixes" left out that a variable whose value is empty is skipped (`if (val && prefixes.some(...))`,
//   packages/core/src/loadEnv.ts 64-70).
// - api/javascript-api/core, "Plugin name constants": the list was introduced as "The names of some built-in plugins",
//   and PLUGIN_STYLUS_NAME was "The name reserved for a Stylus plugin". It is the name of the official
//   @rsbuild/plugin-stylus (packages/plugin-stylus/src/index.ts 1 and 28: `name: PLUGIN_STYLUS_NAME`), and no plugin of
//   applyDefaultPlugins has it. Settled by the source (@rsbuild/plugin-stylus is not installed here), so no test below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, pageSays, probe, project, rsbuild } from './topics-support';

const PLUGIN_DEV = 'plugins/dev/index';
const CORE = 'api/javascript-api/core';

test(`${PLUGIN_DEV} "Most of what it does by default ... comes from about thirty built-in plugins ...; the CLI, the dev server and the \`ready   Client compiled\` messages are core code outside them": with every built-in plugin removed, the Rspack configuration is empty and no HTML is served, but the dev server prints its URLs and "ready   Client compiled" and serves public/`, async () => {
  pageSays(
    PLUGIN_DEV,
    {
      en: 'Most of what it does by default, from generating HTML to printing file sizes, comes from about thirty built-in plugins named `rsbuild:html`, `rsbuild:css`, `rsbuild:file-size` and so on; the CLI, the dev server and the `ready   Client compiled` messages are core code outside them.',
      zh: '它默认提供的大多数能力，从生成 HTML 到打印产物体积，都来自约三十个内置插件，名称如 `rsbuild:html`、`rsbuild:css`、`rsbuild:file-size` 等；CLI、开发服务器以及 `ready   Client compiled` 这类编译信息则属于插件之外的核心代码。',
    },
    {
      en: 'Everything it does by default, from generating HTML to printing file sizes, comes from about thirty built-in plugins',
      zh: '它默认提供的所有能力',
    },
  );
  const dir = project({ 'src/index.js': "console.log('bare');\n", 'public/hello.txt': 'hello from public\n' });
  // The built-in plugins, as `rsbuild inspect` lists them in pluginNames.
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  const names = [...fs.readFileSync(path.join(dir, 'dist/rsbuild.config.mjs'), 'utf8').matchAll(/'(rsbuild:[\w-]+)'/g)].map((m) => m[1]);
  assert.ok(names.length >= 25 && names.length <= 35, `about thirty: ${names.length}`);
  for (const name of ['rsbuild:html', 'rsbuild:css', 'rsbuild:file-size']) assert.ok(names.includes(name), name);
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });

  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    `export default { plugins: [{ name: 'test:bare', remove: ${JSON.stringify(names)}, setup() {} }] };\n`,
  );
  const again = rsbuild(dir, ['inspect']);
  assert.equal(again.code, 0, again.output);
  assert.equal(
    fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8').trim(),
    'export default {}',
    'no plugin, no Rspack configuration',
  );
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });

  // devServer() resolves once the dev server has printed "ready   Client compiled".
  const server = await devServer(dir);
  try {
    assert.match(server.log(), /> Local:\s+http:\/\/localhost:/);
    assert.equal((await fetch(`${server.url}/`)).status, 404, 'no HTML without rsbuild:html');
    assert.equal(await (await fetch(`${server.url}/hello.txt`)).text(), 'hello from public\n');
  } finally {
    await server.stop();
  }
});

test(`${PLUGIN_DEV} "\`modifyBundlerChain\` and \`modifyRspackConfig\` callbacks receive \`isDev\` and \`isProd\` flags, and any callback can read \`process.env.NODE_ENV\`, which the CLI sets to \`'production'\` for \`rsbuild build\` and \`'development'\` for \`rsbuild dev\` unless it is already set. A hook that only runs in one mode also works, as \`onAfterBuild\` does in the example below."`, async () => {
  pageSays(
    PLUGIN_DEV,
    {
      en: "To do something only in one mode, check the mode inside a callback: `modifyBundlerChain` and `modifyRspackConfig` callbacks receive `isDev` and `isProd` flags, and any callback can read `process.env.NODE_ENV`, which the CLI sets to `'production'` for `rsbuild build` and `'development'` for `rsbuild dev` unless it is already set. A hook that only runs in one mode also works, as `onAfterBuild` does in the example below.",
      zh: "如果只想在某个模式下做某件事，请在回调中判断当前模式：`modifyBundlerChain` 和 `modifyRspackConfig` 的回调会收到 `isDev` 和 `isProd` 标志，任何回调都可以读取 `process.env.NODE_ENV`（如果没有预先设置，CLI 会在 `rsbuild build` 中把它设为 `'production'`，在 `rsbuild dev` 中设为 `'development'`）。也可以使用只在某个模式下执行的钩子，比如下文示例中的 `onAfterBuild`。",
    },
    {
      en: 'check the mode inside a callback, as shown in the example below.',
      zh: '请在回调中判断当前模式，参考下文的示例。',
    },
  );
  const dir = project({
    'src/index.js': "console.log('mode');\n",
    'rsbuild.config.mjs': [
      'const pluginMode = {',
      "  name: 'test:mode',",
      '  setup(api) {',
      "    api.modifyRsbuildConfig(() => { console.log('MARK config NODE_ENV=' + process.env.NODE_ENV); });",
      "    api.modifyBundlerChain((chain, { isDev, isProd }) => { console.log('MARK chain isDev=' + isDev + ' isProd=' + isProd); });",
      "    api.modifyRspackConfig((config, { isDev, isProd }) => { console.log('MARK rspack isDev=' + isDev + ' isProd=' + isProd); });",
      "    api.onAfterBuild(() => { console.log('MARK onAfterBuild'); });",
      '  },',
      '};',
      'export default { plugins: [pluginMode] };',
      '',
    ].join('\n'),
  });
  const marks = (log: string): string[] => log.split('\n').filter((l) => l.startsWith('MARK '));

  const built = build(dir);
  assert.deepEqual(
    marks(built.output),
    ['MARK config NODE_ENV=production', 'MARK chain isDev=false isProd=true', 'MARK rspack isDev=false isProd=true', 'MARK onAfterBuild'],
    built.output,
  );

  // "unless it is already set": a NODE_ENV of the shell wins, and the flags follow it.
  const preset = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(preset.code, 0, preset.output);
  assert.deepEqual(
    marks(preset.output),
    ['MARK config NODE_ENV=development', 'MARK chain isDev=true isProd=false', 'MARK rspack isDev=true isProd=false', 'MARK onAfterBuild'],
    preset.output,
  );

  const server = await devServer(dir);
  try {
    // devServer() resolves after the first compilation; onAfterBuild would have run by then.
    assert.deepEqual(
      marks(server.log()),
      ['MARK config NODE_ENV=development', 'MARK chain isDev=true isProd=false', 'MARK rspack isDev=true isProd=false'],
      server.log(),
    );
  } finally {
    await server.stop();
  }
});

test(`${PLUGIN_DEV} "Among callbacks of the same \`order\` ..., the order of setup decides which plugin's callback runs first"; "Built-in plugins are set up before yours (one named in a plugin's \`post\` list waits until after that plugin)"; "With \`order: 'pre'\`, your callback runs before the built-in callbacks of the default group, but not before ... the \`modifyBundlerChain\` callbacks of \`rsbuild:resolve\` and \`rsbuild:swc\`"; "With \`order: 'post'\`, it runs after every callback of the other two groups"`, async () => {
  pageSays(
    PLUGIN_DEV,
    {
      en: "Among callbacks of the same `order` (see [Order of callbacks on one hook](#order-of-callbacks-on-one-hook)), the order of setup decides which plugin's callback runs first on a hook: a plugin set up earlier registers its callbacks earlier.",
      zh: '对于 `order` 相同的回调（见[同一钩子上回调的顺序](#order-of-callbacks-on-one-hook)），初始化的顺序决定了同一个钩子上哪个插件的回调先执行：先初始化的插件会先注册回调。',
    },
    {
      en: 'The order of setup decides the order in which the callbacks of two plugins run on the same hook',
      zh: '初始化的顺序决定了两个插件在同一个钩子上的回调顺序',
    },
  );
  pageSays(
    PLUGIN_DEV,
    {
      en: "Built-in plugins are set up before yours (one named in a plugin's `post` list waits until after that plugin), so in the same group their callbacks run first. With `order: 'pre'`, your callback runs before the built-in callbacks of the default group, but not before the few that built-in plugins register with `order: 'pre'` themselves: the `modifyBundlerChain` callbacks of `rsbuild:resolve` and `rsbuild:swc` still run first. With `order: 'post'`, it runs after every callback of the other two groups and sees what they have done:",
      zh: "内置插件先于你的插件初始化（被某个插件列入 `post` 的内置插件会推迟到该插件之后），所以在同一组中，它们的回调会先执行。使用 `order: 'pre'` 时，你的回调会排在默认组的内置回调之前，但排不到内置插件自己以 `order: 'pre'` 注册的少数回调前面：`rsbuild:resolve` 和 `rsbuild:swc` 的 `modifyBundlerChain` 回调仍然先执行。使用 `order: 'post'` 时，你的回调会在另外两组的所有回调之后执行，能看到它们所做的修改：",
    },
    {
      en: "Use `order: 'pre'` to run before them, or `order: 'post'` to see what every other plugin has done:",
      zh: "使用 `order: 'pre'` 可以排在它们之前，使用 `order: 'post'` 则可以看到其他所有插件所做的修改：",
    },
  );
  // In modifyBundlerChain, rsbuild:swc adds the JS rule and rsbuild:resolve the extensions (both with order 'pre'),
  // rsbuild:css the CSS rule (a plain callback). Each callback records what it finds.
  const { result, output } = await probe(
    { 'src/index.js': "console.log('order');\n" },
    `import { createRsbuild } from '@rsbuild/core';
const seen = [];
const look = (who) => (chain, { CHAIN_ID }) => {
  seen.push({ who, js: chain.module.rules.has(CHAIN_ID.RULE.JS), extensions: chain.resolve.extensions.values().length > 0, css: chain.module.rules.has(CHAIN_ID.RULE.CSS), late: chain.module.rules.has('test-late') });
};
const plugins = [
  // registered first, its 'post' callback still runs after the plain callback of test:late
  { name: 'test:post', setup(api) { api.modifyBundlerChain({ order: 'post', handler: look('post') }); } },
  { name: 'test:pre', setup(api) { api.modifyBundlerChain({ order: 'pre', handler: look('pre') }); } },
  { name: 'test:before-css', post: ['rsbuild:css'], setup(api) { api.modifyBundlerChain(look('before-css')); } },
  { name: 'test:plain', setup(api) { api.modifyBundlerChain(look('plain')); } },
  { name: 'test:late', setup(api) { api.modifyBundlerChain((chain) => { chain.module.rule('test-late').test(/\\.late$/); }); } },
];
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins } });
await rsbuild.initConfigs();
report(seen);`,
  );
  assert.deepEqual(
    result,
    [
      // 'pre': after the 'pre' callbacks of rsbuild:swc and rsbuild:resolve, before the plain one of rsbuild:css
      { who: 'pre', js: true, extensions: true, css: false, late: false },
      // post: ['rsbuild:css'] holds rsbuild:css back until this plugin is set up, so its callback comes first
      { who: 'before-css', js: true, extensions: true, css: false, late: false },
      // a plain plugin: after the built-in plain callbacks
      { who: 'plain', js: true, extensions: true, css: true, late: false },
      // 'post': after every plain callback, including that of a plugin set up later
      { who: 'post', js: true, extensions: true, css: true, late: true },
    ],
    output,
  );
});

test(`${PLUGIN_DEV} "\`onAfterBuild\` also runs when the build has errors (after Rsbuild prints the compile errors, before it prints \`Failed to build.\` and exits with code 1)"`, () => {
  pageSays(
    PLUGIN_DEV,
    {
      en: '- `onAfterBuild` also runs when the build has errors (after Rsbuild prints the compile errors, before it prints `Failed to build.` and exits with code 1), which is why the callback checks `stats.hasErrors()`.',
      zh: '- 构建出错时 `onAfterBuild` 同样会执行（在 Rsbuild 打印编译错误之后、打印 `Failed to build.` 并以退出码 1 结束之前），所以回调中会先检查 `stats.hasErrors()`。',
    },
    { en: '(and before Rsbuild reports the failure)', zh: '（并且在 Rsbuild 报告失败之前）' },
  );
  const dir = project({
    'src/index.js': "import './missing';\n",
    'rsbuild.config.mjs': [
      'const pluginAfter = {',
      "  name: 'test:after-build',",
      "  setup(api) { api.onAfterBuild(({ stats }) => { console.log('MARK onAfterBuild hasErrors=' + stats.hasErrors()); }); },",
      '};',
      'export default { plugins: [pluginAfter] };',
      '',
    ].join('\n'),
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  const at = (text: string): number => run.output.indexOf(text);
  assert.ok(at("Can't resolve './missing'") > -1, run.output);
  assert.ok(at("Can't resolve './missing'") < at('MARK onAfterBuild hasErrors=true'), 'the compile errors come first');
  assert.ok(at('MARK onAfterBuild hasErrors=true') < at('Failed to build.'), run.output);
});

test(`${CORE} loadEnv "publicVars: every variable of process.env (not only from the files) whose name starts with one of the prefixes and whose value is not empty"`, async () => {
  pageSays(
    CORE,
    {
      en: '- `publicVars`: every variable of `process.env` (not only from the files) whose name starts with one of the prefixes and whose value is not empty, in the form that [source.define](/config/source/define) expects',
      zh: '- `publicVars`：`process.env` 中（不只是来自文件的）名称以任一前缀开头、且值不为空的所有变量，格式符合 [source.define](/zh/config/source/define) 的要求',
    },
    {
      en: 'whose name starts with one of the prefixes, in the form that',
      zh: '名称以任一前缀开头的所有变量，',
    },
  );
  const { result, output } = await probe(
    { '.env': 'PUBLIC_SET=yes\nPUBLIC_EMPTY=\n' },
    `import { loadEnv } from '@rsbuild/core';
process.env.PUBLIC_SHELL_EMPTY = '';
const env = loadEnv();
report({ parsed: env.parsed, publicVars: Object.keys(env.publicVars).filter((k) => k.includes('PUBLIC_')).sort(), inProcessEnv: process.env.PUBLIC_EMPTY });`,
  );
  assert.deepEqual(
    result,
    { parsed: { PUBLIC_SET: 'yes', PUBLIC_EMPTY: '' }, publicVars: ['process.env.PUBLIC_SET'], inProcessEnv: '' },
    output,
  );
});
