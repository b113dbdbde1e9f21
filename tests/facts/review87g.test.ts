// Facts behind the accuracy review of session 87 (slice g): plugins/list/plugin-eslint,
// plugins/list/plugin-css-minimizer and plugins/list/plugin-solid, in both languages. Each test runs @rsbuild/core
// 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and that the old wording is gone.
//
// @rsbuild/plugin-eslint 0.5.9 is not installed here (the registry lacks it). What it does at 0.5.9 is one call
// (packages/plugin-eslint/src/index.ts 32-52 of the 0.5.9 source): it registers eslint-webpack-plugin with the default
// options `extensions` and `exclude` and the user's eslintPluginOptions spread over them, in the first target's build
// only. The tests do the same in a plugin of their own, with eslint-webpack-plugin 4.1.0 and ESLint 8.57.0 (this
// site's devDependencies, the versions of April 2024), as dev.test.ts and common-problems-round28b.test.ts do.
//
// - plugins/list/plugin-eslint, options table, `lintDirtyModulesOnly`: "In watch mode, lint only the files that
//   changed". With it, eslint-webpack-plugin 4.1.0 does not tap compiler.hooks.run and skips its first watchRun
//   (dist/index.js 60-70): `rsbuild build` lints nothing (exit 0 with lint errors in the code), and `rsbuild dev` does not
//   lint its first compilation, lints the first rebuild, and then repeats that result, like the dev server without the
//   option (dev.test.ts). Now: "Skip linting when the build starts and lint on rebuilds only: `rsbuild build` then
//   lints nothing, and `rsbuild dev` lints only its first rebuild". Test below.
// - plugins/list/plugin-eslint, Register the plugin: "Lint warnings ... are printed as warnings and never fail a
//   build". With failOnWarning: true, eslint-webpack-plugin pushes the warnings to compilation.errors
//   (dist/index.js 146-152) and the build fails. Now: "do not fail the build unless you set `failOnWarning`". Test below.
// - plugins/list/plugin-eslint, Install: "For TypeScript, React or Vue files, add the matching parser and rule sets ...
//   as you would for the `eslint` command" implied that a Vue parser is enough. The plugin's default `extensions` has
//   no 'vue' (src/index.ts 41), and eslint-webpack-plugin only lints modules whose file matches them: with
//   @rsbuild/plugin-vue 0.5.9, an App.vue using an undefined name builds without a word; with 'vue' added, ESLint reads
//   App.vue and, with no Vue parser, fails the build with `Parsing error: Unexpected token <`. Now: "For TypeScript and
//   React files ... `.vue` files are not in the plugin's default `extensions`, so they are not linted: add `'vue'` to
//   that list ... and a Vue parser such as `vue-eslint-parser`; without the parser, ESLint stops at `Parsing error:
//   Unexpected token <`". Test below.
//
// Settled without a test (cssnano and Lightning CSS are not dependencies of this site; @rsbuild/plugin-css-minimizer
// 0.5.9 is not installed either). Hand runs for this review, in /tmp, of css-minimizer-webpack-plugin 5.0.1 (the
// plugin's exact dependency, packages/plugin-css-minimizer/package.json of the 0.5.9 source), which brought cssnano
// 6.1.2, and of lightningcss 1.24.1 (April 2024) and 1.33.0:
// - plugins/list/plugin-css-minimizer, How it works: mergeLonghand "breaks declarations such as
//   `padding-top: env(safe-area-inset-top)`". A lone `padding-top:env(safe-area-inset-top)` comes out unchanged with
//   mergeLonghand on; what it breaks is the fallback before it: `padding-top:10px;padding-top:env(safe-area-inset-top)`
//   becomes `padding-top:env(safe-area-inset-top)` (on) and stays as written with mergeLonghand: false (the plugin's
//   default, src/index.ts 28-38); with the other padding longhands, on merges them into
//   `padding:env(safe-area-inset-top) 1px 2px 3px` and drops the fallback the same way (also a
//   `padding-top:constant(safe-area-inset-top)` one). Now: "it also drops the fallback written before a value such as
//   `env(safe-area-inset-top)` ... so browsers without `env()` get no top padding at all".
// - plugins/list/plugin-css-minimizer, minify: without `targets`, Lightning CSS "removes vendor prefixes and fallbacks".
//   lightningcss.transform({ minify: true }) without targets (what css-minimizer-webpack-plugin 5.0.1's
//   lightningCssMinify passes when minimizerOptions has none, dist/utils.js 324-357) keeps
//   `-webkit-transition`, `display:-webkit-box` and `-webkit-mask-image` as written and drops `background:red` before
//   `background:color(display-p3 1 0 0)`; with the targets of the page's example it keeps the fallback and drops the
//   prefixes those browsers do not need. Now: "drops fallback declarations that your browsers may need, such as a
//   `background: red` written before `background: color(display-p3 1 0 0)`".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, devServer, edit, pageSays, project, rsbuild, waitFor } from './topics-support';

const ESLINT_LINKS = { 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' };

/** A project whose rsbuild.config.mjs registers eslint-webpack-plugin as @rsbuild/plugin-eslint 0.5.9 does, with `eslintPluginOptions`. */
function eslintProject(files: Record<string, string>, eslintPluginOptions: Record<string, unknown> = {}, { vue = false } = {}): string {
  return project(
    {
      ...files,
      'rsbuild.config.mjs': `import path from 'node:path';
import ESLintPlugin from 'eslint-webpack-plugin';
${vue ? "import { pluginVue } from '@rsbuild/plugin-vue';\n" : ''}// what @rsbuild/plugin-eslint 0.5.9 does (its src/index.ts)
const pluginEslint = (options = {}) => ({ name: 'rsbuild:eslint', setup(api) { api.modifyBundlerChain((chain, { target, CHAIN_ID }) => {
  if (target !== api.context.targets[0]) return;
  chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude: ['node_modules', path.relative(api.context.rootPath, api.context.distPath)], ...options.eslintPluginOptions }]);
}); } });
export default { plugins: [${vue ? 'pluginVue(), ' : ''}pluginEslint({ eslintPluginOptions: ${JSON.stringify(eslintPluginOptions)} })] };\n`,
    },
    vue ? { ...ESLINT_LINKS, ...VUE_LINKS } : ESLINT_LINKS,
  );
}

const ESLINTRC = (rules: Record<string, string>) =>
  `${JSON.stringify({ root: true, parserOptions: { ecmaVersion: 2022, sourceType: 'module' }, env: { browser: true }, rules })}\n`;

test('plugins/list/plugin-eslint "lintDirtyModulesOnly: Skip linting when the build starts and lint on rebuilds only: rsbuild build then lints nothing, and rsbuild dev lints only its first rebuild"', async () => {
  pageSays(
    'plugins/list/plugin-eslint',
    {
      en: '| `lintDirtyModulesOnly` | `false` | Skip linting when the build starts and lint on rebuilds only: `rsbuild build` then lints nothing, and `rsbuild dev` lints only its first rebuild |',
      zh: '| `lintDirtyModulesOnly` | `false` | 启动时跳过检查，只在重新编译时检查：这样 `rsbuild build` 完全不做检查，`rsbuild dev` 也只检查第一次重新编译 |',
    },
    { en: 'In watch mode, lint only the files that changed', zh: '监听模式下只检查发生变化的文件' },
  );
  const files = { '.eslintrc.json': ESLINTRC({ 'no-undef': 'error' }), 'src/index.js': 'console.log(startMistake);\n' };

  // rsbuild build: the same code fails without the option (common-problems-round28b.test.ts) and passes with it
  const built = rsbuild(eslintProject(files, { lintDirtyModulesOnly: true }), ['build']);
  assert.equal(built.code, 0, built.output);
  assert.doesNotMatch(built.output, /\[eslint\]|is not defined/);

  const dir = eslintProject(files, { lintDirtyModulesOnly: true });
  const server = await devServer(dir);
  try {
    assert.doesNotMatch(server.log(), /startMistake/, 'the first compilation is not linted');
    edit(dir, 'src/index.js', 'startMistake', 'firstMistake');
    assert.ok(await waitFor(() => /'firstMistake' is not defined/.test(server.log())), 'the first rebuild is linted');
    assert.doesNotMatch(server.log(), /startMistake/);
    const errorsBefore = (server.log().match(/'firstMistake' is not defined/g) ?? []).length;
    edit(dir, 'src/index.js', 'firstMistake', 'secondMistake');
    assert.ok(
      await waitFor(() => (server.log().match(/'firstMistake' is not defined/g) ?? []).length > errorsBefore),
      `the second rebuild repeats the first rebuild's result:\n${server.log()}`,
    );
    assert.doesNotMatch(server.log(), /secondMistake/, 'and does not lint the new code');
  } finally {
    await server.stop();
  }
});

test('plugins/list/plugin-eslint "Lint warnings are printed as warnings and do not fail the build unless you set failOnWarning"', () => {
  pageSays(
    'plugins/list/plugin-eslint',
    {
      en: 'Lint warnings (rules set to `warn`) are printed as warnings and do not fail the build unless you set `failOnWarning` (see the table below).',
      zh: 'Lint 警告（设置为 `warn` 的规则）会作为警告输出，不会让构建失败，除非设置了 `failOnWarning`（见下方表格）。',
    },
    { en: 'are printed as warnings and never fail a build', zh: '永远不会让构建失败' },
  );
  const files = { '.eslintrc.json': ESLINTRC({ 'no-undef': 'warn' }), 'src/index.js': 'console.log(onlyAWarning);\n' };
  const warned = rsbuild(eslintProject(files), ['build']);
  assert.equal(warned.code, 0, warned.output);
  assert.match(warned.output, /warn\s+Compile Warning:[\s\S]*'onlyAWarning' is not defined/);
  const failed = rsbuild(eslintProject(files, { failOnWarning: true }), ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /error\s+Compile error:[\s\S]*'onlyAWarning' is not defined/);
});

test("plugins/list/plugin-eslint \".vue files are not in the plugin's default extensions, so they are not linted: add 'vue' to that list ... without the parser, ESLint stops at Parsing error: Unexpected token <\"", () => {
  pageSays(
    'plugins/list/plugin-eslint',
    {
      en: "`.vue` files are not in the plugin's default `extensions`, so they are not linted: add `'vue'` to that list (see [eslintPluginOptions](#eslintpluginoptions)) and a Vue parser such as `vue-eslint-parser`; without the parser, ESLint stops at `Parsing error: Unexpected token <`.",
      zh: "`.vue` 文件不在插件默认的 `extensions` 中，因此不会被检查：需要把 `'vue'` 加进这个列表（参见 [eslintPluginOptions](#eslintpluginoptions)），并配置 `vue-eslint-parser` 这样的 Vue 解析器；没有解析器时，ESLint 会报 `Parsing error: Unexpected token <`。",
    },
    { en: 'For TypeScript, React or Vue files', zh: '对于 TypeScript、React 或 Vue 文件' },
  );
  const files = {
    '.eslintrc.json': ESLINTRC({ 'no-undef': 'error' }),
    'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    'src/App.vue':
      '<template><p>{{ msg }}</p></template>\n<script>\nexport default { data: () => ({ msg: notDefinedInVue }) };\n</script>\n',
  };
  // the defaults: App.vue is compiled, not linted, and its undefined name goes unreported
  const plain = rsbuild(eslintProject(files, {}, { vue: true }), ['build']);
  assert.equal(plain.code, 0, plain.output);
  assert.doesNotMatch(plain.output, /\[eslint\]|notDefinedInVue/);
  // with 'vue' in extensions ESLint reads App.vue, and without a Vue parser it cannot parse it
  const extensions = ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue'];
  const linted = rsbuild(eslintProject(files, { extensions }, { vue: true }), ['build']);
  assert.equal(linted.code, 1, linted.output);
  assert.match(linted.output, /src\/App\.vue\s+│?\s*1:1\s+error\s+Parsing error: Unexpected token </);
});
