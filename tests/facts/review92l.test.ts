// Facts behind the third accuracy review of session 92 (slice l): plugins/list/plugin-lightningcss,
// plugins/list/plugin-typed-css-modules and config/tools/style-loader, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts); Chromium (sharedBrowser) looks at the built pages.
//
// Fixes:
// 1. config/tools/style-loader, Caveats, "Content Security Policy nonce": "style-loader puts that value into the nonce
//    attribute of the <style> elements it creates; you do not need attributes for it." Only while `attributes` is not
//    set. style-loader 3.3.4 (@rsbuild/shared/compiled/style-loader/index.js, getSetAttributesCode) picks its runtime
//    with `options.attributes.nonce !== "undefined"`, which is true for any `attributes` object, and that runtime
//    (runtime/setAttributesWithAttributesAndNonce.js) only copies `attributes` and never reads __webpack_nonce__; the
//    nonce comes from __webpack_nonce__ only without `attributes` (runtime/setAttributesWithoutAttributes.js). Run below
//    (test 1): with security.nonce 'N0nce', the <style> element has nonce="N0nce" without `attributes`, none with
//    `attributes: { 'data-app': 'dashboard' }`, and nonce="N0nce" again when `attributes` lists the nonce too.
// 2. plugins/list/plugin-typed-css-modules, "What gets generated": "they are exactly the keys of the object your code
//    imports, which depend on cssModules.exportLocalsConvention". Not with 'dashes' or 'dashesOnly' under Rspack's CSS
//    support (the default): the declaration's keys come from Rsbuild's pre-loader, which applies css-loader's
//    conventions (core/src/provider/css-modules-typescript-pre-loader, dashesCamelCase), while Rspack 0.5 exports
//    .foo-bar as foo-bar only; tests/facts/review84a.test.ts found the same for guide/basic/css-modules. Run below
//    (test 2): with 'dashes' the file lists foo-bar and fooBar, with 'dashesOnly' fooBar, and the object has foo-bar in
//    both; with output.injectStyles (css-loader) the object has foo-bar and fooBar, as declared.
// 3. config/tools/style-loader, function form: "The function is called once for each style rule (CSS, Less, Sass) of each
//    build target that uses style-loader". Stylus too when @rsbuild/plugin-stylus is registered: its modifyBundlerChain
//    creates the stylus rule and calls core's applyBaseCSSRule on it (plugin-stylus/src/index.ts 33-64), which adds
//    style-loader with the merged tools.styleLoader (core/src/provider/plugins/css.ts 58-68). Run below (test 3) with a
//    stand-in that does what the plugin does to the chain (@rsbuild/plugin-stylus is not a dependency of this site):
//    with output.injectStyles and one web target the function is called 3 times without it and 4 times with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { build, buildAndVisit, distText, pageSays, probe, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test('config/tools/style-loader "style-loader puts that value into the `nonce` attribute of the `<style>` elements it creates, as long as you do not set `attributes`"', async () => {
  pageSays(
    'config/tools/style-loader',
    {
      en: 'and style-loader puts that value into the `nonce` attribute of the `<style>` elements it creates, as long as you do not set `attributes`: with `attributes` set, style-loader 3.3.4 writes only the attributes listed there, so add `nonce` to them as well.',
      zh: '前提是没有设置 `attributes`：设置了 `attributes` 后，style-loader 3.3.4 只写入其中列出的属性，这时要把 `nonce` 也加进去。',
    },
    { en: 'you do not need `attributes` for it', zh: '无需通过 `attributes` 设置' },
  );
  const styleOf = async (styleLoader: string) => {
    const dir = project(
      {
        'rsbuild.config.mjs': `export default { output: { injectStyles: true }, security: { nonce: 'N0nce' }, tools: { styleLoader: ${styleLoader} } };\n`,
        'src/index.js': "import './a.css';\n",
        'src/a.css': '.a { color: red; }\n',
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    const { errors, value } = await buildAndVisit(browser(), dir, () => {
      const style = [...document.querySelectorAll('style')].find((s) => s.textContent?.includes('color: red'));
      return style ? { nonce: style.getAttribute('nonce'), app: style.getAttribute('data-app') } : null;
    });
    assert.deepEqual(errors, []);
    return value;
  };
  assert.deepEqual(await styleOf('{}'), { nonce: 'N0nce', app: null }, 'without attributes: nonce from __webpack_nonce__');
  assert.deepEqual(
    await styleOf("{ attributes: { 'data-app': 'dashboard' } }"),
    { nonce: null, app: 'dashboard' },
    'with attributes: no nonce',
  );
  assert.deepEqual(
    await styleOf("{ attributes: { 'data-app': 'dashboard', nonce: 'N0nce' } }"),
    { nonce: 'N0nce', app: 'dashboard' },
    'nonce listed in attributes',
  );
});

test("plugins/list/plugin-typed-css-modules \"with `'dashes'` or `'dashesOnly'` it lists `fooBar` for `.foo-bar`, which the object lacks\" (with Rspack's CSS; with output.injectStyles the keys match)", () => {
  pageSays(
    'plugins/list/plugin-typed-css-modules',
    {
      en: "and with `'dashes'` or `'dashesOnly'` it lists `fooBar` for `.foo-bar`, which the object lacks.",
      zh: "使用 `'dashes'` 或 `'dashesOnly'` 时，文件为 `.foo-bar` 列出 `fooBar`，而对象里没有这个键。",
    },
    { en: 'they are exactly the keys of the object your code imports', zh: '与代码导入的对象的键完全一致' },
  );
  const run = (injectStyles: boolean, convention = 'dashes') => {
    const dir = project({
      'rsbuild.config.mjs': `export default { output: { injectStyles: ${injectStyles}, enableCssModuleTSDeclaration: true, cssModules: { exportLocalsConvention: '${convention}' } } };\n`,
      'src/a.module.css': '.foo-bar { color: red; }\n',
      'src/index.js': "import a from './a.module.css';\nself.result = Object.keys(a).sort();\n",
    });
    build(dir);
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    sandbox.window = sandbox;
    vm.runInNewContext(distText(dir, /^static\/js\/.*\.js$/), sandbox);
    const declared = fs.readFileSync(path.join(dir, 'src/a.module.css.d.ts'), 'utf8');
    return {
      object: JSON.parse(JSON.stringify(sandbox.result)),
      declared: [...declared.matchAll(/^ {2}'?([\w-]+)'?: string;$/gm)].map((m) => m[1]),
    };
  };
  // Rspack's CSS (the default): the declaration lists fooBar, the object has only foo-bar.
  assert.deepEqual(run(false), { object: ['foo-bar'], declared: ['foo-bar', 'fooBar'] });
  assert.deepEqual(run(false, 'dashesOnly'), { object: ['foo-bar'], declared: ['fooBar'] });
  // css-loader (output.injectStyles): the object has both keys, as the declaration says.
  assert.deepEqual(run(true), { object: ['foo-bar', 'fooBar'], declared: ['foo-bar', 'fooBar'] });
});

test('config/tools/style-loader "The function is called once for each style rule (CSS, Less, Sass, and Stylus when the Stylus plugin is registered)"', async () => {
  pageSays(
    'config/tools/style-loader',
    {
      en: 'The function is called once for each style rule (CSS, Less, Sass, and Stylus when the [Stylus plugin](/plugins/list/plugin-stylus) is registered) of each build target that uses style-loader',
      zh: '函数会针对每条样式规则（CSS、Less、Sass，注册了 [Stylus 插件](/zh/plugins/list/plugin-stylus)时还有 Stylus）各调用一次',
    },
    { en: 'once for each style rule (CSS, Less, Sass) of each', zh: '每条样式规则（CSS、Less、Sass）各调用一次' },
  );
  const { output, result } = await probe(
    {},
    `import { createRsbuild } from '@rsbuild/core';
import { applyBaseCSSRule } from '@rsbuild/core/provider';
// What @rsbuild/plugin-stylus 0.5.9 does to the chain (its src/index.ts), without stylus-loader itself.
const pluginStylus = () => ({
  name: 'rsbuild:stylus',
  setup(api) {
    api.modifyBundlerChain(async (chain, utils) => {
      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(/\\.styl(us)?$/);
      await applyBaseCSSRule({ rule, config: api.getNormalizedConfig(), context: api.context, utils, importLoaders: 2 });
    });
  },
});
const calls = async (plugins) => {
  let n = 0;
  const rsbuild = await createRsbuild({
    rsbuildConfig: { plugins, output: { injectStyles: true }, tools: { styleLoader: () => { n++; } } },
  });
  await rsbuild.initConfigs();
  return n;
};
report({ core: await calls([]), withStylus: await calls([pluginStylus()]) });`,
  );
  assert.deepEqual(result, { core: 3, withStylus: 4 }, output);
});
