// Facts behind the accuracy review of session 94 (slice m): guide/migration/modern-builder, in both languages. Each
// test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs,
// and checks that both languages say it (and, for a fix, that the old wording is gone).
//
// Fix:
// - guide/migration/modern-builder, "JavaScript API and plugins": "Builder plugins from npm
//   (`@modern-js/builder-plugin-*`) do not run in Rsbuild" (zh: 无法在 Rsbuild 中运行) was stated of every one of them,
//   with @modern-js/builder-plugin-node-polyfill as an example. That plugin (2.45.0, the newest on the registry here)
//   only calls api.modifyBundlerChain with CHAIN_ID, isServer and bundler, which 0.5.9 passes as well
//   (shared/src/types/hooks.ts 70-87, shared/src/chain.ts 214 NODE_POLYFILL_PROVIDE): an Rsbuild 0.5.9 build with it
//   registered polyfills `path` and `Buffer` (without it the same build fails). What stops a Builder plugin is a hook
//   Rsbuild renamed: @modern-js/builder-plugin-vue 2.25.2 calls api.modifyBuilderConfig in its setup, and 0.5.9's
//   plugin API has no such function (shared/src/types/plugin.ts 238-282), so `rsbuild build` fails with
//   `TypeError: api.modifyBuilderConfig is not a function`. Now: "were written for Builder: one that calls a renamed
//   hook stops the build (... fails with `api.modifyBuilderConfig is not a function`), so use the matching
//   `@rsbuild/plugin-*`". The run needs packages the repository does not install: @modern-js/builder-plugin-vue@2.25.2,
//   @modern-js/builder-plugin-node-polyfill@2.45.0 and vue@3.4, installed with `npm i --prefix <folder>`; it is
//   skipped unless the environment variable REVIEW94m_DEPS names that folder (only the page's words are checked then).
//
// Claims found doubtful and confirmed by a run (no change to the page):
// - "The `[hash:base64:5]` pattern warns in both tools, because Rspack ignores `base64`; `[hash:5]` ... avoids the
//   warning": 0.5.9 prints "Custom hashDigest in output.cssModules.localIdentName is currently not supported when
//   using Rspack, the 'base64' will be ignored." with the first and nothing with the second.
// - source table, `source.compileJsDataURI`: "`data:text/javascript` imports are always compiled": a
//   `data:text/javascript` module with an arrow function, built for IE 11, has no arrow function left
//   (core/src/provider/plugins/swc.ts 116-134, the JS_DATA_URI rule).
// - html section: "Rsbuild writes dist/index.html; to keep Builder's layout, set output.distPath.html to 'html' and
//   html.outputStructure to 'nested'", and output table: "Rsbuild 0.5.9 keeps the runtime in the entry chunk instead of
//   inlining a separate runtime chunk into the HTML": the default build writes dist/index.html with no inline script;
//   the two options give dist/html/index/index.html.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

const ROUTE = 'guide/migration/modern-builder';
const DEPS = process.env.REVIEW94m_DEPS;
const dep = (file: string): string => JSON.stringify(path.join(DEPS ?? '', 'node_modules', file));

test('guide/migration/modern-builder "one that calls a renamed hook stops the build (`@modern-js/builder-plugin-vue` 2.25.2 fails with `api.modifyBuilderConfig is not a function`)": the Vue plugin of Builder stops rsbuild build; the node-polyfill one, which calls only modifyBundlerChain, builds', (t) => {
  pageSays(
    ROUTE,
    {
      en: 'Builder plugins from npm (`@modern-js/builder-plugin-*`) were written for Builder: one that calls a renamed hook stops the build (`@modern-js/builder-plugin-vue` 2.25.2 fails with `api.modifyBuilderConfig is not a function`), so use the matching `@rsbuild/plugin-*`',
      zh: 'npm 上的 Builder 插件（`@modern-js/builder-plugin-*`）是为 Builder 编写的：调用了已改名钩子的插件会导致构建失败（例如 `@modern-js/builder-plugin-vue` 2.25.2 会报错 `api.modifyBuilderConfig is not a function`），因此请使用对应的 `@rsbuild/plugin-*`',
    },
    {
      en: '(`@modern-js/builder-plugin-*`) do not run in Rsbuild',
      zh: '（`@modern-js/builder-plugin-*`）无法在 Rsbuild 中运行',
    },
  );
  if (!DEPS) {
    t.skip('REVIEW94m_DEPS is not set: the Builder plugins are not installed in the repository');
    return;
  }
  const vue = project({
    'rsbuild.config.mjs': `import { builderPluginVue } from ${dep('@modern-js/builder-plugin-vue/dist/index.js')};\nexport default { plugins: [builderPluginVue()] };\n`,
    'src/index.js': "document.body.textContent = 'vue';\n",
  });
  const failed = rsbuild(vue, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /TypeError: api\.modifyBuilderConfig is not a function/);

  const source = "import path from 'path';\ndocument.body.textContent = path.join('a', 'b') + Buffer.from('hi').toString('base64');\n";
  const polyfill = project({
    'rsbuild.config.mjs': `import { builderPluginNodePolyfill } from ${dep('@modern-js/builder-plugin-node-polyfill/dist/index.js')};\nexport default { plugins: [builderPluginNodePolyfill()] };\n`,
    'src/index.js': source,
  });
  build(polyfill);
  assert.ok(distFiles(polyfill).includes('index.html'));
  const without = project({ 'src/index.js': source });
  assert.notEqual(rsbuild(without, ['build']).code, 0);
});

test('guide/migration/modern-builder "The `[hash:base64:5]` pattern warns in both tools, because Rspack ignores `base64`; `[hash:5]` ... avoids the warning": 0.5.9 warns about base64 and not about [hash:5]', () => {
  pageSays(ROUTE, {
    en: 'The `[hash:base64:5]` pattern warns in both tools, because Rspack ignores `base64`; `[hash:5]`, as in the configuration above, avoids the warning.',
    zh: '`[hash:base64:5]` 格式在两个工具中都会产生警告，因为 Rspack 会忽略 `base64`；像上面的配置那样使用 `[hash:5]` 可以避免警告。',
  });
  const files = (pattern: string) => ({
    'rsbuild.config.mjs': `export default { output: { cssModules: { localIdentName: '${pattern}' } } };\n`,
    'src/index.js': "import s from './a.module.css';\ndocument.body.className = s.app;\n",
    'src/a.module.css': '.app { color: red; }\n',
  });
  const warned = build(project(files('[local]--[hash:base64:5]')));
  assert.match(
    warned.output,
    /Custom hashDigest in output\.cssModules\.localIdentName is currently not supported when using Rspack, the 'base64' will be ignored/,
  );
  const dir = project(files('[local]--[hash:5]'));
  const quiet = build(dir);
  assert.doesNotMatch(quiet.output, /hashDigest|base64/);
  assert.match(distText(dir, /\.css$/), /\.app--[0-9a-f]{5}\{/);
});

test('guide/migration/modern-builder "`data:text/javascript` imports are always compiled": a data URI module built for IE 11 loses its arrow function', () => {
  pageSays(ROUTE, {
    en: '| `source.compileJsDataURI` | Nothing to do: `data:text/javascript` imports are always compiled |',
    zh: '| `source.compileJsDataURI` | 无需处理：`data:text/javascript` 导入始终会被编译 |',
  });
  const files = (target: string) => ({
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['${target}'] } };\n`,
    'src/index.js': "import f from 'data:text/javascript,export default () => 42;';\ndocument.body.textContent = String(f());\n",
  });
  const ie = project(files('ie 11'));
  build(ie);
  const js = distText(ie, /^static\/js\/.*\.js$/);
  assert.match(js, /return 42/);
  assert.doesNotMatch(js, /=>/);
  const chrome = project(files('chrome 100'));
  build(chrome);
  assert.match(distText(chrome, /^static\/js\/.*\.js$/), /=>/);
});

test("guide/migration/modern-builder \"Rsbuild writes `dist/index.html`; to keep Builder's layout, set `output.distPath.html` to `'html'` and `html.outputStructure` to `'nested'`\", and no runtime is inlined into the HTML", () => {
  pageSays(ROUTE, {
    en: "Rsbuild writes `dist/index.html`; to keep Builder's layout, set `output.distPath.html` to `'html'` and `html.outputStructure` to `'nested'`.",
    zh: "Rsbuild 则输出到 `dist/index.html`。如需保留 Builder 的目录结构，请把 `output.distPath.html` 设置为 `'html'`，并把 `html.outputStructure` 设置为 `'nested'`。",
  });
  pageSays(ROUTE, {
    en: 'Rsbuild 0.5.9 keeps the runtime in the entry chunk instead of inlining a separate runtime chunk into the HTML',
    zh: 'Rsbuild 0.5.9 把运行时代码保留在入口 chunk 中，而不是把单独的运行时 chunk 内联到 HTML',
  });
  const src = {
    'src/index.js': "import('./later.js').then((m) => { document.body.textContent = m.text; });\n",
    'src/later.js': "export const text = 'later';\n",
  };
  const plain = project(src);
  build(plain);
  const files = distFiles(plain);
  assert.ok(files.includes('index.html'), files.join(', '));
  assert.deepEqual(
    files.filter((f) => /^static\/js\/[^/]+\.js$/.test(f)).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.')),
    ['static/js/index.js'],
  );
  assert.ok(
    files.some((f) => /^static\/js\/async\/.+\.js$/.test(f)),
    files.join(', '),
  );
  assert.doesNotMatch(distText(plain, /^index\.html$/), /<script>/);
  assert.doesNotMatch(files.join(' '), /runtime/);

  const nested = project({
    ...src,
    'rsbuild.config.mjs': "export default { output: { distPath: { html: 'html' } }, html: { outputStructure: 'nested' } };\n",
  });
  build(nested);
  const nestedFiles = distFiles(nested);
  assert.ok(nestedFiles.includes('html/index/index.html'), nestedFiles.join(', '));
  assert.ok(!nestedFiles.includes('index.html'));
});
