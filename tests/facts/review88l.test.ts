// Facts behind the accuracy review of session 88 (slice l): plugins/list/plugin-lightningcss,
// plugins/list/plugin-typed-css-modules and config/tools/style-loader, in both languages. Chromium (sharedBrowser) looks at
// the pages of test 4.
//
// @rsbuild/plugin-lightningcss and @rsbuild/plugin-stylus are not dependencies of this site (the registry reachable
// here has no 0.5 release of the first). The tests below register stand-ins that do, in the same hook, what their 0.5.9
// sources do to the Rspack chain, and let @rsbuild/core 0.5.9 build its configuration around them:
// - plugin-lightningcss/src/plugin.ts 88-121 (applyLightningCSSLoader): inside api.modifyBundlerChain, for the rule ids
//   css, sass, less and stylus, `if (!chain.module.rules.has(ruleId)) continue;`, then adds its loader (use
//   'lightningcss', placed after 'css', before 'resolve-url', 'less' or 'stylus') and deletes the 'postcss' use;
// - plugin-stylus/src/index.ts 34-67: inside its own api.modifyBundlerChain, creates the stylus rule and calls core's
//   applyBaseCSSRule on it (which adds 'postcss'), then adds stylus-loader.
// Neither plugin declares `pre` or `post` (core/src/pluginManager.ts 116-130 orders plugins only by those), so 0.5.9
// runs their modifyBundlerChain hooks in the order of `plugins`.
//
// Fixes:
// 1. plugins/list/plugin-lightningcss, intro and "How it works": "Every CSS, Less, Sass and Stylus file goes through
//    Lightning CSS instead of PostCSS" / "adds its Lightning CSS loader to the rules of CSS, Less, Sass and Stylus
//    files". True only when pluginStylus() comes before pluginLightningcss() in `plugins`: listed after it, the stylus
//    rule does not exist yet when the plugin looks for it, and Stylus files keep postcss-loader and get no Lightning
//    CSS. Run below (test 1).
// 2. plugins/list/plugin-lightningcss, "How it works" and transform: "CSS Modules keep working: Rspack still turns them
//    into class names" and "Do not set cssModules: CSS Modules are Rspack's job". With output.injectStyles: true, 0.5.9
//    handles CSS Modules with css-loader (core/src/provider/plugins/css.ts 48-97: css-loader with `modules`, and
//    experiments.css false, 224-227), and the Lightning CSS loader runs just before css-loader. Run below (test 2).
// 3. plugins/list/plugin-lightningcss, Limits, "No PostCSS": "the Rem plugin ... stop(s) working". Only its px-to-rem
//    conversion does, which it adds as a PostCSS plugin through tools.postcss's addPlugins
//    (plugin-rem/src/index.ts 37-46); its runtime that sets the root font size is an Rspack plugin added in
//    modifyBundlerChain (48-72, AutoSetRootFontSizePlugin) and does not go through PostCSS. Settled by the source
//    (@rsbuild/plugin-rem is not installed here), so no test below.
// 4. plugins/list/plugin-typed-css-modules, cssModules.auto, Default: "true (files whose name contains .module.)". The
//    default test is CSS_MODULES_REGEX = /\.module\.\w+$/i (shared/src/constants.ts 68; shared/src/css.ts 47-49 for the
//    declaration loader, core/src/provider/plugins/css.ts 176-180 for Rspack's css/module rule): the name must end in
//    .module.<extension>, so card.module.theme.css, which contains .module., is global CSS and gets no declaration. Run
//    below (test 3).
// 5. config/tools/style-loader, styleLoader.insert: "A string is a CSS selector; the elements are appended to the first
//    matching element." style-loader 3.3.4 (@rsbuild/shared/compiled/style-loader/index.js) reads a string that is an
//    absolute path as a module path (`path.isAbsolute(insert) ? "module-path" : "selector"`) and calls that module's
//    export with each new element. Run below (test 4): path.resolve('insert-first.js') put the <style> first in <head>,
//    marked by the module; '#styles' appended it to <div id="styles">.
// 6. plugins/list/plugin-lightningcss, Limits: "No transform for node and web-worker builds. Their CSS handling stays
//    unchanged; only the minify step applies to them." The minimizer only rewrites emitted assets whose name matches
//    CSS_REGEX (plugin-lightningcss/src/minimizer.ts 327-333), and 0.5.9 extracts CSS only for web and service-worker
//    (shared/src/css.ts 257-261, isUseCssExtract): node and web-worker builds write no .css file, so the minify step has
//    nothing to do there. Run below (test 5): targets ['node', 'web-worker'] importing a stylesheet write no .css file.
// 7. plugins/list/plugin-lightningcss, minify: "To minify with Lightning CSS and keep the targets, use the CSS Minimizer
//    plugin, which can run Lightning CSS as its minifier." Switching its minifier to Lightning CSS keeps nothing by
//    itself: @rsbuild/plugin-css-minimizer 0.5.9 passes only `minify` and `minimizerOptions` (defaults: cssnano and its
//    preset, plugin-css-minimizer/src/index.ts 40-59) and reads no browserslist, and css-minimizer-webpack-plugin 5.0.1's
//    lightningCssMinify calls transform({ minify: true, ...minimizerOptions }) (dist/utils.js 324-357, read for
//    tests/facts/review87g.test.ts), so the targets must be given in minimizerOptions. Settled by these sources, no test
//    (neither package is installed here).
// 8. config/tools/style-loader, Caveats: "When security.nonce is set, Rsbuild assigns it to __webpack_nonce__". Only
//    when Rsbuild generates the HTML: the HtmlNoncePlugin that adds `__webpack_nonce__ = "<nonce>"` is registered in the
//    HTML plugin's modifyBundlerChain after `if (isHtmlDisabled(config, target)) return;` (core/src/plugins/html.ts
//    198-204 and 302-313). Run below (test 6): with injectStyles and nonce 'N0nce', the built JavaScript holds the nonce;
//    with tools.htmlPlugin: false as well, it does not.
// 9. plugins/list/plugin-typed-css-modules, Common problems: "rsbuild dev writes the declaration when it first compiles a
//    CSS Modules file and rewrites it each time you save the stylesheet." The loader writes the file only when the
//    generated text differs from what is on disk (shared/src/loaders/cssModulesTypescriptLoader.ts 186-197), as the
//    page itself says under "What gets generated". Run below (test 7): a save that changes a declaration value
//    recompiles but leaves the .d.ts untouched (same mtime); a save that adds a class rewrites it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {
  build,
  buildAndVisit,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  nextCompilation,
  pageSays,
  probe,
  project,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const STAND_INS = `
import { createRsbuild } from '@rsbuild/core';
import { applyBaseCSSRule } from '@rsbuild/core/provider';
const pluginStylus = () => ({
  name: 'rsbuild:stylus',
  setup(api) {
    api.modifyBundlerChain(async (chain, utils) => {
      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(/\\.styl(us)?$/);
      await applyBaseCSSRule({ rule, config: api.getNormalizedConfig(), context: api.context, utils, importLoaders: 2 });
      rule.use(utils.CHAIN_ID.USE.STYLUS).loader('stylus-loader');
    });
  },
});
const pluginLightningcss = () => ({
  name: 'rsbuild:lightningcss',
  setup(api) {
    api.modifyBundlerChain(async (chain, { CHAIN_ID }) => {
      for (const ruleId of [CHAIN_ID.RULE.CSS, CHAIN_ID.RULE.SASS, CHAIN_ID.RULE.LESS, CHAIN_ID.RULE.STYLUS]) {
        if (!chain.module.rules.has(ruleId)) continue;
        const rule = chain.module.rule(ruleId);
        const use = rule.use(CHAIN_ID.USE.LIGHTNINGCSS).loader('lightningcss-loader');
        if (ruleId === CHAIN_ID.RULE.SASS) use.before(CHAIN_ID.USE.RESOLVE_URL);
        if (ruleId === CHAIN_ID.RULE.LESS) use.before(CHAIN_ID.USE.LESS);
        if (ruleId === CHAIN_ID.RULE.STYLUS) use.before(CHAIN_ID.USE.STYLUS);
        if (ruleId === CHAIN_ID.RULE.CSS) use.after(CHAIN_ID.USE.CSS);
        rule.uses.delete(CHAIN_ID.USE.POSTCSS);
      }
    });
  },
});
const short = (loader) =>
  ['lightningcss', 'postcss-loader', 'stylus-loader', 'style-loader', 'css-loader', 'less-loader', 'sass-loader', 'resolve-url-loader'].find((n) => String(loader).includes(n)) ?? String(loader);
// The loaders of each style rule, in Rspack's order (the last one runs first), and the css-loader modules option.
const styleRules = async (rsbuildConfig) => {
  const rsbuild = await createRsbuild({ rsbuildConfig });
  const [config] = await rsbuild.initConfigs();
  const out = {};
  for (const r of config.module.rules) {
    const name = { '/\\\\.css$/': 'css', '/\\\\.less$/': 'less', '/\\\\.s(?:a|c)ss$/': 'sass', '/\\\\.styl(us)?$/': 'stylus' }[String(r.test)];
    if (!name) continue;
    const uses = r.use ?? r.oneOf?.[0]?.use ?? [];
    out[name] = uses.map((u) => short(u.loader));
    const css = uses.find((u) => String(u.loader).includes('css-loader') && !String(u.loader).includes('postcss'));
    if (css) out[name + 'Modules'] = Boolean(css.options?.modules);
  }
  return out;
};
`;

test('plugins/list/plugin-lightningcss "list `pluginStylus()` before `pluginLightningcss()` in `plugins`, otherwise Stylus files keep going through PostCSS"', async () => {
  pageSays(
    'plugins/list/plugin-lightningcss',
    {
      en: 'It only finds the Stylus rule if the [Stylus plugin](/plugins/list/plugin-stylus) has already added it: list `pluginStylus()` before `pluginLightningcss()` in `plugins`, otherwise Stylus files keep going through PostCSS.',
      zh: '请在 `plugins` 中把 `pluginStylus()` 放在 `pluginLightningcss()` 之前，否则 Stylus 文件仍然会经过 PostCSS。',
    },
    {
      en: 'Every CSS, Less, Sass and Stylus file goes through Lightning CSS instead of PostCSS',
      zh: '每个 CSS、Less、Sass 和 Stylus 文件都交给 Lightning CSS 处理',
    },
  );
  pageSays('plugins/list/plugin-lightningcss', {
    en: 'Every CSS, Less and Sass file (and every Stylus file, when the [Stylus plugin](/plugins/list/plugin-stylus) comes first in `plugins`) goes through Lightning CSS instead of PostCSS',
    zh: '每个 CSS、Less 和 Sass 文件（如果 `plugins` 中 [Stylus 插件](/zh/plugins/list/plugin-stylus)排在本插件之前，还包括 Stylus 文件）都交给 Lightning CSS 处理',
  });
  const { output, result } = await probe(
    {},
    `${STAND_INS}
report({
  stylusFirst: await styleRules({ plugins: [pluginStylus(), pluginLightningcss()] }),
  stylusLast: await styleRules({ plugins: [pluginLightningcss(), pluginStylus()] }),
});`,
  );
  const { stylusFirst, stylusLast } = result as Record<'stylusFirst' | 'stylusLast', Record<string, string[]>>;
  assert.ok(stylusFirst, output);
  // Stylus registered first: its rule has Lightning CSS (run after stylus-loader) and no postcss-loader.
  assert.deepEqual(stylusFirst.stylus, ['lightningcss', 'stylus-loader'], output);
  // Stylus registered after the plugin: PostCSS stays, Lightning CSS is absent.
  assert.deepEqual(stylusLast.stylus, ['postcss-loader', 'stylus-loader'], output);
  // CSS, Less and Sass get Lightning CSS either way (core creates their rules before any user plugin runs).
  for (const rules of [stylusFirst, stylusLast]) {
    assert.deepEqual(rules.css, ['lightningcss']);
    assert.deepEqual(rules.less, ['lightningcss', 'less-loader']);
    assert.deepEqual(rules.sass, ['lightningcss', 'resolve-url-loader', 'sass-loader']);
  }
});

test('plugins/list/plugin-lightningcss "Rspack still turns them into class names (css-loader does, with output.injectStyles), and Lightning CSS only transforms the CSS before that"', async () => {
  pageSays(
    'plugins/list/plugin-lightningcss',
    {
      en: 'Rspack still turns them into class names (css-loader does, with [output.injectStyles](/config/output/inject-styles)), and Lightning CSS only transforms the CSS before that.',
      zh: '类名依旧由 Rspack 生成（开启 [output.injectStyles](/zh/config/output/inject-styles) 时由 css-loader 生成），Lightning CSS 只是在此之前转换 CSS。',
    },
    {
      en: 'Rspack still turns them into class names, and Lightning CSS',
      zh: '类名依旧由 Rspack 生成，Lightning CSS',
    },
  );
  pageSays(
    'plugins/list/plugin-lightningcss',
    {
      en: 'Do not set `cssModules`: Rsbuild already handles CSS Modules, through Rspack (or css-loader with `output.injectStyles`).',
      zh: '不要设置 `cssModules`：Rsbuild 已经通过 Rspack（开启 `output.injectStyles` 时通过 css-loader）处理 CSS Modules。',
    },
    { en: "CSS Modules are Rspack's job", zh: 'CSS Modules 由 Rspack 负责' },
  );
  const { output, result } = await probe(
    {},
    `${STAND_INS}
report({
  native: await styleRules({ plugins: [pluginLightningcss()] }),
  injected: await styleRules({ output: { injectStyles: true }, plugins: [pluginLightningcss()] }),
});`,
  );
  const { native, injected } = result as Record<'native' | 'injected', Record<string, unknown>>;
  assert.ok(native, output);
  // Default: no css-loader, the CSS rule is Rspack's own CSS (CSS Modules included), fed by Lightning CSS.
  assert.deepEqual(native.css, ['lightningcss']);
  // injectStyles: css-loader with its modules option makes the class names; Lightning CSS runs right before it.
  assert.deepEqual(injected.css, ['style-loader', 'css-loader', 'lightningcss']);
  assert.equal(injected.cssModules, true);
});

test('plugins/list/plugin-typed-css-modules "`true` (files whose name ends in `.module.` and the extension, such as `card.module.css`; `card.module.theme.css` is not one)"', () => {
  pageSays(
    'plugins/list/plugin-typed-css-modules',
    {
      en: '- **Default:** `true` (files whose name ends in `.module.` and the extension, such as `card.module.css`; `card.module.theme.css` is not one)',
      zh: '- **默认值：** `true`（文件名以 `.module.` 加扩展名结尾的文件，例如 `card.module.css`；`card.module.theme.css` 不算）',
    },
    { en: 'files whose name contains `.module.`', zh: '文件名中包含 `.module.` 的文件' },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
      'src/index.js': "import card from './card.module.css';\nimport theme from './card.module.theme.css';\nconsole.log(card, theme);\n",
      'src/card.module.css': '.card-box { padding: 16px; }\n',
      'src/card.module.theme.css': '.card-theme { color: red; }\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  assert.ok(fs.existsSync(path.join(dir, 'src/card.module.css.d.ts')), 'card.module.css gets its declaration');
  assert.ok(!fs.existsSync(path.join(dir, 'src/card.module.theme.css.d.ts')), 'card.module.theme.css gets none');
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.card-theme\{/, 'card.module.theme.css is global CSS: its class name is kept');
  assert.doesNotMatch(css, /\.card-box\{/, 'card.module.css is a CSS Module: its class name is rewritten');
});

test('config/tools/style-loader "A string is a CSS selector, and the elements are appended to the first matching element, unless the string is an absolute path: style-loader then imports that module and calls its export with each new element"', async () => {
  pageSays(
    'config/tools/style-loader',
    {
      en: 'A string is a CSS selector, and the elements are appended to the first matching element, unless the string is an absolute path: style-loader then imports that module and calls its export with each new element, as it calls a function.',
      zh: '但如果字符串是绝对路径，style-loader 会导入这个模块，像调用函数一样用每个新元素调用它导出的函数。',
    },
    {
      en: 'A string is a CSS selector; the elements are appended to the first matching element.',
      zh: '传入字符串时，它是一个 CSS 选择器，元素会被追加到第一个匹配的元素中。传入',
    },
  );
  const files = {
    'src/index.js': "import './a.css';\n",
    'src/a.css': 'body { color: red; }\n',
    'insert-first.js':
      "module.exports = function insertFirst(element) {\n  element.setAttribute('data-by', 'module');\n  document.head.insertBefore(element, document.head.firstChild);\n};\n",
  };
  const read = () => {
    const first = document.head.firstElementChild;
    const styles = [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('color: red'));
    return { first: first?.outerHTML, parents: styles.map((s) => s.parentElement?.id || s.parentElement?.tagName) };
  };
  // An absolute path: the module's function places the element (first in <head>, marked).
  const absolute = project(
    {
      ...files,
      'rsbuild.config.mjs':
        "import path from 'node:path';\nexport default { output: { injectStyles: true }, tools: { styleLoader: { insert: path.resolve('insert-first.js') } } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const byModule = await buildAndVisit(browser(), absolute, read);
  assert.deepEqual(byModule.errors, []);
  assert.match(String(byModule.value.first), /^<style data-by="module">body \{ color: red; \}\s*<\/style>$/);
  // Any other string: a selector, the element is appended to the first match.
  const selector = project(
    {
      ...files,
      'index.html': '<!doctype html><html><head><title>t</title></head><body><div id="styles"></div><div id="root"></div></body></html>',
      'rsbuild.config.mjs':
        "export default { html: { template: './index.html' }, output: { injectStyles: true }, tools: { styleLoader: { insert: '#styles' } } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const bySelector = await buildAndVisit(browser(), selector, read);
  assert.deepEqual(bySelector.errors, []);
  assert.deepEqual(bySelector.value.parents, ['styles']);
});

test('plugins/list/plugin-lightningcss "These builds write no CSS files, so the minify step has nothing to work on there either."', () => {
  pageSays(
    'plugins/list/plugin-lightningcss',
    {
      en: 'Their CSS handling stays unchanged. These builds write no CSS files, so the minify step has nothing to work on there either.',
      zh: '这两类构建不会输出 CSS 文件，因此压缩环节在其中也无事可做。',
    },
    { en: 'only the minify step applies to them', zh: '只有压缩环节会作用于它们' },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': "export default { output: { targets: ['node', 'web-worker'] } };\n",
      'src/index.js': "import './a.css';\nconsole.log('styled');\n",
      'src/a.css': '.a { color: red; }\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const files = distFiles(dir);
  assert.ok(
    files.some((f) => f.endsWith('.js')),
    files.join(', '),
  );
  assert.deepEqual(
    files.filter((f) => f.endsWith('.css')),
    [],
  );
});

test('config/tools/style-loader "When security.nonce is set and Rsbuild generates the HTML (not with `tools.htmlPlugin: false`), Rsbuild assigns it to `__webpack_nonce__`"', () => {
  pageSays(
    'config/tools/style-loader',
    {
      en: 'When [security.nonce](/config/security/nonce) is set and Rsbuild generates the HTML (not with `tools.htmlPlugin: false`), Rsbuild assigns it to `__webpack_nonce__`,',
      zh: '设置了 [security.nonce](/zh/config/security/nonce) 并且由 Rsbuild 生成 HTML 时（设置了 `tools.htmlPlugin: false` 则不会），Rsbuild 会把它赋值给 `__webpack_nonce__`，',
    },
    {
      en: 'When [security.nonce](/config/security/nonce) is set, Rsbuild assigns it',
      zh: '设置了 [security.nonce](/zh/config/security/nonce) 时，Rsbuild 会把它赋值给',
    },
  );
  const js = (htmlPlugin: string) => {
    const dir = project(
      {
        'rsbuild.config.mjs': `export default { output: { injectStyles: true }, security: { nonce: 'N0nce' }${htmlPlugin} };\n`,
        'src/index.js': "import './a.css';\n",
        'src/a.css': '.a { color: red; }\n',
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    build(dir);
    return distText(dir, /\.js$/);
  };
  assert.match(js(''), /N0nce/, 'with HTML, the bundle sets the nonce');
  const withoutHtml = js(', tools: { htmlPlugin: false }');
  assert.match(withoutHtml, /color: red/, 'the stylesheet is in the bundle');
  assert.doesNotMatch(withoutHtml, /N0nce/, 'without HTML, the nonce is nowhere in the bundle');
});

test('plugins/list/plugin-typed-css-modules "each time you save the stylesheet it compares the class names and rewrites the file if they changed"', async () => {
  pageSays(
    'plugins/list/plugin-typed-css-modules',
    {
      en: '`rsbuild dev` writes the declaration when it first compiles a CSS Modules file, and each time you save the stylesheet it compares the class names and rewrites the file if they changed.',
      zh: '之后每次保存样式文件都会重新比对类名，类名有变化时才重写这个文件。',
    },
    { en: 'and rewrites it each time you save the stylesheet', zh: '之后每次保存样式文件都会重新生成。' },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
      'src/index.js': "import styles from './card.module.css';\nconsole.log(styles);\n",
      'src/card.module.css': '.card { padding: 16px; }\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const dts = path.join(dir, 'src/card.module.css.d.ts');
  const server = await devServer(dir);
  try {
    assert.ok(fs.existsSync(dts), 'written at the first compilation');
    const first = fs.statSync(dts).mtimeMs;
    const before = compilations(server);
    edit(dir, 'src/card.module.css', '16px', '24px');
    await nextCompilation(server, before);
    assert.equal(fs.statSync(dts).mtimeMs, first, 'same class names: the declaration is not rewritten');
    edit(dir, 'src/card.module.css', '.card { padding: 24px; }', '.card { padding: 24px; }\n.badge { color: red; }');
    assert.ok(await waitFor(() => fs.readFileSync(dts, 'utf8').includes('badge: string;')), 'a new class rewrites it');
  } finally {
    await server.stop();
  }
});
