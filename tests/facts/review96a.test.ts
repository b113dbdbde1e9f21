// Facts behind the accuracy review of session 96 (slice a): config/html/title, config/output/data-uri-limit,
// config/source/define, config/plugins and config/performance/remove-console, in both languages. Each test names the
// page and the sentences it backs, checks that both languages say them, and runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts).
//
// Fixes: none. Every statement checked was true of 0.5.9: the types and defaults (shared/src/types/config/html.ts 54-63,
// output.ts 115-130 and 228, performance.ts 4 and 49, plugin.ts 126-130, utils.ts 5 and 21-23; core/src/provider/
// config.ts 58-66, 67-78 and 91-101), the title chain (shared/src/mergeChainedOptions.ts, core/src/plugins/html.ts 26-33
// and 259-281, core/src/rspack/HtmlBasicPlugin.ts 73-74 and 196-250), the asset rules and extensions (core/src/plugins/
// asset.ts, shared/src/constants.ts 37-55, shared/src/fs.ts 65-97), the built-in definitions and PUBLIC_ variables
// (core/src/plugins/define.ts, core/src/loadEnv.ts, core/src/cli/init.ts and prepare.ts), Rspack 0.5's value
// serialisation (@rspack/core dist/builtin-plugin/DefinePlugin.js), the plugin manager, hooks, API and context
// (core/src/pluginManager.ts, createRsbuild.ts, initHooks.ts, provider/initPlugins.ts, provider/createContext.ts,
// server/devServer.ts 61-65, cli/commands.ts), the config merge (core/src/mergeConfig.ts) and the minifier options
// (shared/src/minimize.ts). Vue CLI 5's asset rules (packages/@vue/cli-service/lib/config/assets.js at v5: type
// 'asset' with no dataUrlCondition, so webpack's 8096) were read for the data-uri-limit item.
//
// Confirmed by runs, no change (claims that no earlier facts file ran):
// - config/plugins: falsy items 0 and '' skipped at runtime; a promise item whose branch imports a package that is not
//   installed builds when the branch is not taken; pre naming an unregistered plugin is ignored and pre/post order the
//   setup as the two examples say; a { handler, order: 'pre' } callback runs before a plain callback registered
//   earlier; remove skips setup while isPluginExists() stays true; a plugin pushed into config.plugins from
//   modifyRsbuildConfig is never set up nor registered (test 1, a build with rsbuild.config.ts).
// - config/html/title: the function example of the page as it stands (index, pricing, admin); a title in
//   tools.htmlPlugin overrides html.title; with output.targets ['web-worker'] no HTML is written (test 2).
// - config/performance/remove-console: with removeConsole ['log'], a script written in the html.template loses its
//   console.log and keeps console.error and window.console.log, as the bundle does (test 4).
// - config/output/data-uri-limit: "A limit of 0 therefore turns inlining off for every non-empty file": with
//   dataUriLimit 0 an empty PNG is still inlined (data:image/png;base64,) while a 10-byte one is emitted (test 3).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };
const SRC = { 'src/index.js': "document.body.dataset.app = 'yes';\n" };

test('config/plugins "Rsbuild also skips other falsy values, such as 0 or \'\'", "its package does not even have to be installed", "Names of plugins that are not registered are ignored", pre/post, order: \'pre\', remove keeps isPluginExists() true, config.plugins from modifyRsbuildConfig has no effect', () => {
  pageSays('config/plugins', {
    en: "Rsbuild also skips other falsy values, such as `0` or `''`, at runtime",
    zh: "`0`、`''` 等其他假值在运行时同样会被跳过",
  });
  pageSays('config/plugins', {
    en: 'so its package does not even have to be installed otherwise',
    zh: '在不需要时甚至不必安装它的包',
  });
  pageSays('config/plugins', {
    en: 'Names of plugins that are not registered are ignored.',
    zh: '未注册的插件名称会被忽略。',
  });
  pageSays('config/plugins', {
    en: "A plugin can pass `{ handler, order: 'pre' }` or `{ handler, order: 'post' }` instead of a function to run before or after the other callbacks of that hook.",
    zh: "插件可以传入 `{ handler, order: 'pre' }` 或 `{ handler, order: 'post' }` 来代替函数，从而在该钩子的其他回调之前或之后执行。",
  });
  pageSays('config/plugins', {
    en: 'The removed plugins stay registered (`isPluginExists()` still returns `true`), but they do nothing.',
    zh: '被移除的插件仍然处于已注册状态（`isPluginExists()` 仍返回 `true`），但不会产生任何作用。',
  });
  pageSays('config/plugins', {
    en: 'Adding plugins to `config.plugins` from a `modifyRsbuildConfig` callback has no effect.',
    zh: '在 `modifyRsbuildConfig` 回调中向 `config.plugins` 添加插件不会生效。',
  });
  pageSays('config/plugins', {
    en: '// set up after my-app:b, although it comes first in the array',
    zh: '// 虽然在数组中排在前面，但会在 my-app:b 之后完成 setup',
  });

  const dir = project(
    {
      ...SRC,
      'rsbuild.config.ts': `import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const say = (line: string) => console.log('PLUGINS ' + line);

const pluginA: RsbuildPlugin = {
  name: 'my-app:a',
  pre: ['my-app:b', 'my-app:not-registered'],
  setup(api) {
    say('setup my-app:a');
    api.modifyRsbuildConfig((config) => {
      say('modifyRsbuildConfig my-app:a');
      config.plugins = [...(config.plugins ?? []), { name: 'my-app:late', setup() { say('setup my-app:late'); } }];
    });
  },
};
const pluginB: RsbuildPlugin = {
  name: 'my-app:b',
  setup(api) {
    say('setup my-app:b');
    api.modifyRsbuildConfig({ order: 'pre', handler: () => { say("modifyRsbuildConfig my-app:b order 'pre'"); } });
  },
};
const pluginEarly: RsbuildPlugin = { name: 'my-app:early', post: ['my-app:last'], setup() { say('setup my-app:early'); } };
const pluginLast: RsbuildPlugin = { name: 'my-app:last', setup() { say('setup my-app:last'); } };
const pluginRemover: RsbuildPlugin = {
  name: 'my-app:remover',
  remove: ['my-app:removed'],
  setup(api) {
    api.onAfterBuild(() => {
      say('isPluginExists my-app:removed ' + api.isPluginExists('my-app:removed'));
      say('isPluginExists my-app:late ' + api.isPluginExists('my-app:late'));
    });
  },
};
const pluginRemoved: RsbuildPlugin = { name: 'my-app:removed', setup() { say('setup my-app:removed'); } };

export default defineConfig({
  // @ts-expect-error 0 and '' are not in the type
  plugins: [
    0,
    '',
    pluginA,
    pluginB,
    pluginLast,
    pluginEarly,
    pluginRemover,
    pluginRemoved,
    process.env.TYPE_CHECK
      ? import('@rsbuild/plugin-type-check').then(({ pluginTypeCheck }) => pluginTypeCheck())
      : false,
  ],
});
`,
    },
    CORE,
  );
  const run = build(dir, { TYPE_CHECK: '' });
  const lines = run.output
    .split('\n')
    .filter((line) => line.startsWith('PLUGINS '))
    .map((line) => line.slice('PLUGINS '.length));
  assert.deepEqual(
    lines,
    [
      'setup my-app:b',
      'setup my-app:a',
      'setup my-app:early',
      'setup my-app:last',
      "modifyRsbuildConfig my-app:b order 'pre'",
      'modifyRsbuildConfig my-app:a',
      'isPluginExists my-app:removed true',
      'isPluginExists my-app:late false',
    ],
    run.output,
  );
});

test('config/html/title function example "`admin` is not in the map, so it keeps the default title", "A title set in tools.htmlPlugin overrides html.title", "With output.targets such as node or web-worker ... the option has no effect"', () => {
  pageSays('config/html/title', {
    en: '// `admin` is not in the map, so it keeps the default title',
    zh: '// `admin` 不在映射表中，因此保留默认标题',
  });
  pageSays('config/html/title', {
    en: 'A `title` set in [tools.htmlPlugin](/config/tools/html-plugin) overrides `html.title`.',
    zh: '在 [tools.htmlPlugin](/zh/config/tools/html-plugin) 中设置的 `title` 会覆盖 `html.title`。',
  });
  pageSays('config/html/title', {
    en: 'With [output.targets](/config/output/targets) such as `node` or `web-worker`, or with `tools.htmlPlugin: false`, the option has no effect.',
    zh: '当 [output.targets](/zh/config/output/targets) 为 `node`、`web-worker` 等值，或设置了 `tools.htmlPlugin: false` 时，该选项不会生效。',
  });
  const titleOf = (dir: string, file: string): string =>
    distText(dir, new RegExp(`^${file}$`)).match(/<title>(.*?)<\/title>/)?.[1] ?? '(none)';

  // The page's function example, as it stands.
  const pages = project(
    {
      'src/index.ts': "document.body.dataset.page = 'index';\n",
      'src/pricing.ts': "document.body.dataset.page = 'pricing';\n",
      'src/admin.ts': "document.body.dataset.page = 'admin';\n",
      'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

const titles: Record<string, string> = {
  index: 'Acme - Home',
  pricing: 'Acme - Pricing',
};

export default defineConfig({
  source: {
    entry: {
      index: './src/index.ts',
      pricing: './src/pricing.ts',
      admin: './src/admin.ts',
    },
  },
  html: {
    title: ({ value, entryName }) => titles[entryName] ?? value,
  },
});
`,
    },
    CORE,
  );
  build(pages);
  assert.deepEqual(
    ['index.html', 'pricing.html', 'admin.html'].map((file) => titleOf(pages, file)),
    ['Acme - Home', 'Acme - Pricing', 'Rsbuild App'],
  );

  const overridden = project({
    ...SRC,
    'rsbuild.config.mjs':
      "export default { html: { title: 'From html.title' }, tools: { htmlPlugin: { title: 'From tools.htmlPlugin' } } };\n",
  });
  build(overridden);
  assert.equal(titleOf(overridden, 'index.html'), 'From tools.htmlPlugin');

  const worker = project({
    ...SRC,
    'rsbuild.config.mjs': "export default { html: { title: 'Acme' }, output: { targets: ['web-worker'] } };\n",
  });
  build(worker);
  const files = distFiles(worker);
  assert.ok(
    files.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    files.join(' '),
  );
  assert.deepEqual(
    files.filter((f) => f.endsWith('.html')),
    [],
    'no HTML for the web-worker target',
  );
});

test('config/output/data-uri-limit "A limit of 0 therefore turns inlining off for every non-empty file": with dataUriLimit 0 an empty PNG is still inlined, a 10-byte PNG is emitted', () => {
  pageSays('config/output/data-uri-limit', {
    en: 'A limit of `0` therefore turns inlining off for every non-empty file.',
    zh: '因此把阈值设为 `0` 就能对所有非空文件关闭内联。',
  });
  const dir = project({
    'src/index.js': "import empty from './empty.png';\nimport small from './small.png';\nwindow.urls = [empty, small];\n",
    'src/empty.png': Buffer.alloc(0),
    'src/small.png': Buffer.alloc(10, 1),
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n',
  });
  build(dir);
  const images = distFiles(dir).filter((f) => f.startsWith('static/image/'));
  assert.equal(images.length, 1, images.join(' '));
  assert.match(images[0], /^static\/image\/small\.[0-9a-f]{8}\.png$/);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes('"data:image/png;base64,"'), 'the empty file is inlined');
  assert.ok(js.includes(images[0]), 'the 10-byte file is referenced by its URL');
});

test('config/performance/remove-console "Scripts written directly in your html.template are minified by the HTML minifier with the same setting" + "Indirect calls stay": with [\'log\'], the template\'s console.log goes, console.error and window.console.log stay, as in the bundle', () => {
  pageSays('config/performance/remove-console', {
    en: 'Scripts written directly in your [html.template](/config/html/template) are minified by the HTML minifier with the same setting, so their `console` calls are removed too.',
    zh: '直接写在 [html.template](/zh/config/html/template) 中的脚本会由 HTML 压缩器按同样的设置压缩，因此其中的 `console` 调用也会被移除。',
  });
  pageSays('config/performance/remove-console', {
    en: 'or goes through another object (`window.console.log(...)`) is kept.',
    zh: '或者通过其他对象访问（`window.console.log(...)`）的代码会被保留。',
  });
  const dir = project({
    'src/index.js': "console.log('bundle log');\nconsole.error('bundle error');\nwindow.console.log('bundle window');\n",
    'static/index.html':
      "<!doctype html><html><head><script>console.log('tpl log'); console.error('tpl error'); window.console.log('tpl window');</script></head><body><div id=\"root\"></div></body></html>\n",
    'rsbuild.config.mjs': "export default { html: { template: './static/index.html' }, performance: { removeConsole: ['log'] } };\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script>console\.error\("tpl error"\),window\.console\.log\("tpl window"\)<\/script>/);
  assert.ok(!html.includes('tpl log'), html);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes('bundle error') && js.includes('bundle window'), js);
  assert.ok(!js.includes('bundle log'), js);
});
