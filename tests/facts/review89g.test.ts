// Facts behind the accuracy review of session 89 (slice g): plugins/list/plugin-vue-jsx and plugins/list/plugin-vue2,
// in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project of topics-support.ts), names
// the page and the sentence it backs, and checks that both languages say it.
//
// Fixes:
// - plugins/list/plugin-vue2, Limits: "<style lang="sass"> fails. The indented Sass syntax is compiled as SCSS and the
//   build fails with `expected "{"`" (zh: 构建报错 `expected "{"`). That is Sass's message for one content only: the
//   block reaches Rsbuild's Sass rule as App.vue.sass (vue-loader 15's experimentalInlineMatchResource names it after
//   its lang), sass-loader picks the syntax from the resource path, App.vue, not from lang, so the block is parsed as
//   SCSS and Sass reports the first thing that is not SCSS. Run by hand with @rsbuild/core 0.5.9, the plugin's 0.5.9
//   source (packages/plugin-vue2/src, bundled with esbuild), vue 2.7.16, vue-loader 15.11.1 and webpack 5.91.0 from npm:
//   `.a` then `  color: red` stopped the build with `expected "{".`, `$c: red` followed by `.b` with `Expected digit.`.
//   The page now says the message depends on the content, in the words plugins/list/plugin-vue uses for the same limit
//   (review84b). vue 2 and vue-loader 15 are not dependencies of this site: the test below runs the same two blocks
//   through @rsbuild/plugin-vue 0.5.9 (vue-loader 17 also hands the block on as App.vue.sass to the same Sass rule).
// - plugins/list/plugin-vue-jsx, vueJsxOptions.transformOn: "With transformOn: true, this passes an onClick prop to Item"
//   held only where the build can resolve the helper the option brings in. @vue/babel-plugin-jsx 1.2.2 compiles an
//   `on` attribute to a call of `@vue/babel-helper-vue-transform-on`, imported by name into the compiled file
//   (dist/index.js line 469, addDefault(path, "@vue/babel-helper-vue-transform-on")); the helper is a dependency of
//   @vue/babel-plugin-jsx, not of the project. `pnpm add @vue/babel-plugin-jsx@1.2.2` (pnpm 10.34.9) left it in
//   node_modules/.pnpm/node_modules/@vue only, and by hand, with the helper moved out of the project's node_modules/@vue,
//   `rsbuild build` of the page's example stopped with `Resolve error: Can't resolve
//   '@vue/babel-helper-vue-transform-on' in '<project>/src'`; with npm's hoisted copy it built and Item received an
//   onClick function. The page now says so after "Without the option". The test below builds the compiled form of the
//   page's example (as the Babel plugin printed it) with the helper where pnpm puts it, then in the project's own
//   node_modules (a stand-in helper of ours: @vue/babel-plugin-jsx is not a dependency of this site).
// - plugins/list/plugin-vue2 (zh only), Common problems, "Vue packages version mismatch": the zh page said the two
//   versions drift apart "usually" (通常是) because of caret ranges and a lock file, and that such a setup "installs"
//   (装出来是) vue@2.5.16 next to vue-template-compiler@2.5.2. The English page (and the report behind it, round 30a)
//   gives it as one way they drift apart, which can install those versions. The zh sentence now says the same
//   (如果……两者就会错开：可能装出……). A wording fix with no run of its own, so no test.
//
// Checked and left as the pages have them (no fix), run by hand in throw-away folders under /tmp with @rsbuild/core
// 0.5.9, @rsbuild/plugin-vue 0.5.9, @rsbuild/plugin-babel and plugin-vue-jsx 0.5.9 bundled with esbuild from their
// sources (plugin-babel's compiled babel-loader 9.1.3 from its 0.5.4 package on npm), @vue/babel-plugin-jsx 1.2.2 and
// vue 3.4.21, Chromium for the pages:
// - plugin-vue-jsx options: transformOn (Item received an onClick function, `on` only without the option), optimize
//   (patch flag 2, CLASS, on the page's <div class>), mergeProps (class "card extra"; with false only "extra"),
//   isCustomElement (`[Vue warn]: Failed to resolve component: my-chart` in dev without it, none with it), enableObjectSlots
//   (Layout rendered the header and default slots; with false the object went into the default slot), pragma
//   (h("div", null, null), resolveComponent and mergeProps still imported), resolveType (`<p>Message: hi</p>` with it,
//   `<p msg="hi">Message: <!----></p>` without).
// - plugin-vue-jsx, Limits, "Babel's cache ignores function options": after changing the body of isCustomElement,
//   `rsbuild build` reused the cached output (my-chart still a plain element) until node_modules/.cache was deleted;
//   adding optimize: true (a JSON value) made a new cache entry at once.
// - plugin-vue-jsx, "JSX only where Babel runs": JSX in a .ts file stops the build (SWC: `Expected '>', got 'class'`),
//   so "TypeScript rejects JSX in .ts files" holds for the build too.
// - plugin-vue2, splitChunks: the page's output table (lib-router.5340283b.js 29.0 kB, and 970.ac6b7ffd.js for
//   splitChunks: { vue: true }) was reproduced with vue 2.7.16 and vue-router 3.6.5; `<style module>` stopped the build
//   with ``Error: `inline` or `module` is currently not supported with `experiments.css` enabled``.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pageSays, project, rsbuild, vueIndentedSassErrors } from './topics-support';

test('plugins/list/plugin-vue2 "The indented Sass syntax is compiled as SCSS and the build fails with a Sass syntax error that depends on the content, such as `expected "{"` or `Expected digit.`": a block that starts with a rule stops the build with expected "{", one that starts with a variable with Expected digit.', () => {
  pageSays(
    'plugins/list/plugin-vue2',
    {
      en: 'The indented Sass syntax is compiled as SCSS and the build fails with a Sass syntax error that depends on the content, such as `expected "{"` or `Expected digit.`. Use `lang="scss"`.',
      zh: '缩进语法的 Sass 会被当作 SCSS 编译，构建失败并报 Sass 语法错误，具体信息取决于样式内容，例如 `expected "{"` 或 `Expected digit.`。请使用 `lang="scss"`。',
    },
    {
      en: 'the build fails with `expected "{"`.',
      zh: '构建报错 `expected "{"`',
    },
  );
  assert.deepEqual(vueIndentedSassErrors(), ['expected "{".', 'Expected digit.']);
});

/** The page's `<Item on={{ click: select }} />` as @vue/babel-plugin-jsx 1.2.2 compiles it with transformOn: true. */
const TRANSFORM_ON_ENTRY = [
  'import _transformOn from "@vue/babel-helper-vue-transform-on";',
  'import { createApp, createVNode as _createVNode, defineComponent } from "vue";',
  "const Item = defineComponent({ props: ['onClick'], setup: (props) => () => _createVNode('i', { id: 'item' }, typeof props.onClick) });",
  'const select = () => {};',
  "createApp({ render: () => _createVNode(Item, _transformOn({\n  click: select\n}), null) }).mount('#root');",
  '',
].join('\n');

/** A stand-in for the helper: `{ click: f }` becomes `{ onClick: f }`. */
const HELPER = {
  'package.json': '{ "name": "@vue/babel-helper-vue-transform-on", "version": "1.2.2", "main": "index.js" }\n',
  'index.js':
    'module.exports = (handlers) => Object.fromEntries(Object.entries(handlers).map(([name, fn]) => [`on${name[0].toUpperCase()}${name.slice(1)}`, fn]));\n',
};

test("plugins/list/plugin-vue-jsx \"pnpm does not place that package where your code can import it, so with pnpm add it to your own dependencies, or the build stops with Can't resolve '@vue/babel-helper-vue-transform-on'\": the compiled transformOn call builds only once the helper is in the project's own node_modules", () => {
  pageSays(
    'plugins/list/plugin-vue-jsx',
    {
      en: "pnpm does not place that package where your code can import it, so with pnpm add it to your own dependencies, or the build stops with `Can't resolve '@vue/babel-helper-vue-transform-on'`.",
      zh: "pnpm 不会把这个包放在项目代码能导入的位置，所以使用 pnpm 时要把它加到项目自己的依赖中，否则构建会报 `Can't resolve '@vue/babel-helper-vue-transform-on'`。",
    },
    {
      en: 'an ordinary prop named `on`.\n\n### vueJsxOptions.optimize',
      zh: '的普通 prop 传给组件。\n\n### vueJsxOptions.optimize',
    },
  );
  const hidden = 'node_modules/.pnpm/node_modules/@vue/babel-helper-vue-transform-on';
  const dir = project(
    {
      'src/index.js': TRANSFORM_ON_ENTRY,
      [`${hidden}/package.json`]: HELPER['package.json'],
      [`${hidden}/index.js`]: HELPER['index.js'],
    },
    { vue: 'vue' },
  );
  const pnpmLayout = rsbuild(dir, ['build']);
  assert.equal(pnpmLayout.code, 1, pnpmLayout.output);
  assert.match(pnpmLayout.output, /Resolve error: Can't resolve '@vue\/babel-helper-vue-transform-on' in '[^']*src'/);

  const own = path.join(dir, 'node_modules/@vue/babel-helper-vue-transform-on');
  fs.mkdirSync(own, { recursive: true });
  for (const [file, content] of Object.entries(HELPER)) fs.writeFileSync(path.join(own, file), content);
  const added = rsbuild(dir, ['build']);
  assert.equal(added.code, 0, added.output);
});
