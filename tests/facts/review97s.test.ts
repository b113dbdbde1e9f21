// Facts behind the accuracy review of session 97 (slice s): config/tools/bundler-chain and config/tools/rspack, in both
// languages. Each test names the page and the sentences it backs, checks that both languages say them (and, for the
// fix, that the old wording is gone), and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts). No
// package beyond what the repository installs is needed.
//
// Fixed:
// - config/tools/rspack, Common problems, "Access the hooks of HtmlRspackPlugin": "In a test build, dist/index.html
//   ended with the added comment" (zh: 的末尾多出了这段注释). The example puts the comment before `</body>` (its
//   `data.html.replace('</body>', '<!-- built by Acme --></body>')`), and the built file ends with
//   `<!-- built by Acme --></body></html>`: the comment is right before `</body>`, not at the end of the file. Now: "the
//   comment was in dist/index.html, right before </body>". Test 1 builds the example and reads the end of the file.
//
// Confirmed by runs, no change (claims that no earlier facts file ran; test 2, one JavaScript API run):
// - config/tools/rspack, object form: "when the generated value is a function too, webpack-merge combines the two into
//   one function that calls both and merges their results" (compiled/webpack-merge 5.10.0, joinArrays). A function
//   set in tools.bundlerChain and one in the tools.rspack object, both for output.devtoolModuleFilenameTemplate, end
//   up as one function: calling it calls both, and their object results are merged.
// - config/tools/rspack, removePlugin: "Rspack's built-in plugins carry their class name there, for example
//   'DefinePlugin', 'HotModuleReplacementPlugin' or 'ProgressPlugin'" (only ProgressPlugin had been run):
//   removePlugin('DefinePlugin') and removePlugin('HotModuleReplacementPlugin') remove both from a development
//   configuration, and the HTML plugin instance has no name.
// - config/tools/bundler-chain, Caveats, "Chain first": "loaders you add to it are copied into both branches, but the
//   type of the rule is set again by Rsbuild" (core/src/provider/plugins/css.ts 144-190, applyCSSModuleRule): a loader
//   and a type added to CHAIN_ID.RULE.CSS in the chain give a oneOf rule whose two branches both hold the loader, with
//   the types css/module and css.
// - config/tools/bundler-chain, CHAIN_ID: "CHAIN_ID.USE.CSS and CHAIN_ID.USE.STYLE only exist when output.injectStyles
//   is true": the chain's css rule has only postcss by default, and style-loader, css and postcss with injectStyles.
//
// Checked and left as they are, settled by the source or by earlier facts files of these pages (review79k, review81c,
// review86k, review89e, review89f, review93e, tools-options, bundler-chain-one-of, verify82c, common-problems-*): the
// types and defaults (shared/src/types/config/tools.ts 49-86, hooks.ts 65-93, utils.ts 13-19, rsbuild.ts 7), the
// order of the chain, the hooks and tools.rspack (shared/src/chain.ts 39-66, core/src/provider/rspackConfig.ts), the
// CHAIN_ID values and which of them 0.5.9 uses (shared/src/chain.ts 68-238, grep of core/src and shared/src), the
// asset rules' oneOf branches (core/src/plugins/asset.ts) and the SVGR ones (plugin-svgr/src/index.ts 63-170),
// mergeChainedOptions and mergeRsbuildConfig (shared/src/mergeChainedOptions.ts, core/src/mergeConfig.ts), NODE_ENV
// set by the CLI (core/src/cli/prepare.ts), the externals of worker targets (core/src/plugins/externals.ts), Rspack
// 0.5.9's ignoreWarnings normalisation and its loose-silent validation set by Rsbuild (@rspack/core
// dist/config/normalization.js 13-26, dist/util/validate.js; core/src/provider/plugins/transition.ts 10), the
// minimize gate (@rspack/core dist/rspackOptionsApply.js 224-234) and html-rspack-plugin 5.6.2 having no name property.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, pageSays, probe, project } from './topics-support';

const RSPACK = 'config/tools/rspack';
const CHAIN = 'config/tools/bundler-chain';

test('config/tools/rspack "In a test build, the comment was in dist/index.html, right before </body>": the getHooks example puts <!-- built by Acme --> before </body>, and the file ends with </body></html>', () => {
  pageSays(
    RSPACK,
    {
      en: 'In a test build, the comment was in `dist/index.html`, right before `</body>`.',
      zh: '在测试构建中，这段注释出现在 `dist/index.html` 的 `</body>` 之前。',
    },
    {
      en: '`dist/index.html` ended with the added comment',
      zh: '`dist/index.html` 的末尾多出了这段注释',
    },
  );
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': `export default { tools: { rspack: (config, { HtmlPlugin, appendPlugins }) => {
  appendPlugins({ apply(compiler) { compiler.hooks.compilation.tap('MyPlugin', (compilation) => {
    HtmlPlugin.getHooks(compilation).beforeEmit.tap('MyPlugin', (data) => { data.html = data.html.replace('</body>', '<!-- built by Acme --></body>'); return data; });
  }); } });
} } };\n`,
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').trimEnd();
  assert.ok(html.endsWith('<!-- built by Acme --></body></html>'), html.slice(-120));
  assert.ok(!html.endsWith('<!-- built by Acme -->'));
});

let facts: Promise<{ output: string; result: unknown }> | undefined;
/** One run of the JavaScript API of 0.5.9 (development) for the confirmations below. */
function inspectFacts(): Promise<{ output: string; result: unknown }> {
  facts ??= probe(
    { 'src/index.js': "import './a.css';\nconsole.log('x');\n", 'src/a.css': '.a { color: red; }\n' },
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'development';
const out = { calls: [] };
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {
  tools: {
    bundlerChain: (chain, { CHAIN_ID }) => {
      chain.output.devtoolModuleFilenameTemplate(() => (out.calls.push('chain'), { a: 1 }));
      out.defaultUses = Object.keys(chain.module.rule(CHAIN_ID.RULE.CSS).uses.entries());
      chain.module.rule(CHAIN_ID.RULE.CSS).use('my-loader').loader('/my-loader.js').end().type('javascript/auto');
    },
    rspack: [
      (config, { removePlugin }) => {
        out.before = config.plugins.map((p) => p.name ?? null);
        removePlugin('DefinePlugin');
        removePlugin('HotModuleReplacementPlugin');
      },
      { output: { devtoolModuleFilenameTemplate: () => (out.calls.push('object'), { b: 2 }) } },
    ],
  },
} });
const [config] = await rsbuild.initConfigs();
out.merged = config.output.devtoolModuleFilenameTemplate({});
out.after = config.plugins.map((p) => p.name ?? null);
const css = config.module.rules.find((rule) => rule.oneOf && String(rule.test).includes('css'));
out.cssBranches = css.oneOf.map((branch) => ({ type: branch.type, loaders: branch.use.map((u) => u.loader) }));
const injected = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { output: { injectStyles: true }, tools: {
  bundlerChain: (chain, { CHAIN_ID }) => { out.injectedUses = Object.keys(chain.module.rule(CHAIN_ID.RULE.CSS).uses.entries()); },
} } });
await injected.initConfigs();
report(out);`,
  );
  return facts;
}

type Facts = {
  calls: string[];
  merged: Record<string, number>;
  before: (string | null)[];
  after: (string | null)[];
  defaultUses: string[];
  injectedUses: string[];
  cssBranches: { type: string; loaders: string[] }[];
};

test("config/tools/rspack \"when the generated value is a function too, webpack-merge combines the two into one function that calls both and merges their results\" + removePlugin \"Rspack's built-in plugins carry their class name there, for example 'DefinePlugin', 'HotModuleReplacementPlugin'\"", async () => {
  pageSays(RSPACK, {
    en: 'when the generated value is a function too, webpack-merge combines the two into one function that calls both and merges their results.',
    zh: '但如果生成的值同样是函数，webpack-merge 会把两者合并为一个新函数，它会调用这两个函数并合并它们的返回结果。',
  });
  pageSays(RSPACK, {
    en: "Rspack's built-in plugins carry their class name there, for example `'DefinePlugin'`, `'HotModuleReplacementPlugin'` or `'ProgressPlugin'`.",
    zh: "Rspack 内置插件的 `name` 属性就是它们的类名，例如 `'DefinePlugin'`、`'HotModuleReplacementPlugin'` 或 `'ProgressPlugin'`。",
  });
  const { output, result } = await inspectFacts();
  const facts = result as Facts;
  assert.ok(facts, output);
  assert.deepEqual(facts.calls, ['chain', 'object']);
  assert.deepEqual(facts.merged, { a: 1, b: 2 });
  assert.ok(facts.before.includes('DefinePlugin') && facts.before.includes('HotModuleReplacementPlugin'), facts.before.join());
  assert.ok(facts.before.includes(null), 'the HTML plugin instance has no name');
  assert.ok(!facts.after.includes('DefinePlugin') && !facts.after.includes('HotModuleReplacementPlugin'), facts.after.join());
});

test('config/tools/bundler-chain "loaders you add to it are copied into both branches, but the type of the rule is set again by Rsbuild" + "CHAIN_ID.USE.CSS and CHAIN_ID.USE.STYLE only exist when output.injectStyles is true"', async () => {
  pageSays(CHAIN, {
    en: 'loaders you add to it are copied into both branches, but the `type` of the rule is set again by Rsbuild.',
    zh: '你添加的 loader 会被复制到两个分支中，但规则的 `type` 会被 Rsbuild 重新设置。',
  });
  pageSays(CHAIN, {
    en: '`CHAIN_ID.USE.CSS` and `CHAIN_ID.USE.STYLE` only exist when [output.injectStyles](/config/output/inject-styles) is `true`',
    zh: '`CHAIN_ID.USE.CSS` 和 `CHAIN_ID.USE.STYLE` 只在 [output.injectStyles](/zh/config/output/inject-styles) 为 `true` 时存在',
  });
  const { output, result } = await inspectFacts();
  const facts = result as Facts;
  assert.ok(facts, output);
  assert.deepEqual(
    facts.cssBranches.map((b) => b.type),
    ['css/module', 'css'],
  );
  for (const branch of facts.cssBranches) assert.ok(branch.loaders.includes('/my-loader.js'), branch.loaders.join());
  assert.deepEqual(facts.defaultUses, ['postcss']);
  assert.deepEqual(facts.injectedUses, ['style-loader', 'css', 'postcss']);
});
