// Facts behind the accuracy review of session 89 (slice j): config/output/minify and config/output/inject-styles, in
// both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project from topics-support.ts), names
// the page and the sentence it backs, and checks that both languages say it and the old wording is gone.
//
// - config/output/minify, Object (and minify.js, minify.css): "An object turns the minifiers on and off one by one",
//   with nothing said against `{ js: false, css: false }`. That combination does not turn either off: pluginMinimize
//   (core/src/provider/plugins/minimize.ts 14-37) registers no minimizer, while pluginBasic (core/src/plugins/basic.ts
//   42-45) still sets optimization.minimize to true, so Rspack 0.5.9's defaults (@rspack/core dist/config/defaults.js,
//   A(optimization, "minimizer", ...)) add its own SwcJsMinimizerRspackPlugin and SwcCssMinimizerRspackPlugin. A build
//   with that object writes minified JavaScript and CSS; `tools.rspack: { optimization: { minimize: false } }` leaves
//   both readable and the HTML still minified. `rsbuild inspect` shows the Rspack config of that object: minimize true
//   and no minimizer list.
// - config/output/minify, minify.jsOptions: "jsOptions is then deep-merged on top of these, so a value you set here
//   wins". Not for arrays: getSwcMinimizerOptions (shared/src/minimize.ts 127-130) uses deepmerge with its default
//   arrayMerge, which concatenates (@rsbuild/shared compiled/deepmerge, defaultArrayMerge). With removeConsole
//   ['log'] and jsOptions.compress.pure_funcs ['track'], the build drops both console.log and track() calls.
// - config/output/minify, "HTML comments of the template are removed in the production build": "The comments it does
//   remove are those inside inline <script> and <style> elements of the template". Only the ordinary ones: legal
//   comments there stay. html-minifier-terser's minifyJS (Terser, format.comments left at its default 'some') keeps
//   /*! ... */ and @license comments unless legalComments is 'none' (getTerserMinifyOptions, shared/src/minimize.ts
//   46-48, sets format.comments false), and its minifyCSS keeps /*! ... */ comments whatever legalComments says.
// - config/output/inject-styles, caveat "The CSS is not minified" and the item "How do I keep the CSS of components
//   ...": "Sass files are the exception" / "(Sass files excepted in production)". Stylus files with
//   @rsbuild/plugin-stylus 0.5.9 are an exception too: the plugin (plugin-stylus/src/index.ts 40-66) runs stylus-loader
//   8.1.0 behind css-loader and style-loader (applyBaseCSSRule), and stylus-loader's getStylusOptions (src/utils.js)
//   sets Stylus's `compress: true` when the mode is production and no `compress` is given, as sass-loader does for Sass.
//   The minify page already says so (minify.css). Settled by that source and by the run of review81i.test.ts
//   ('Stylus styles with the Stylus plugin still come out compressed in production', skipped unless STYLUS_DEPS points
//   to an install of stylus 0.63.0 and stylus-loader 8.1.0, which are not in the repository): no test here.
// - config/output/inject-styles, "What changes when it is enabled": "tools.styleLoader and tools.cssLoader only take
//   effect when injectStyles is true" held for the Rspack provider only (core/src/provider/plugins/css.ts 22-23 and
//   47-97: css-loader and style-loader are added only when injectStyles is on). The webpack provider @rsbuild/webpack
//   always puts css-loader in the chain, behind mini-css-extract-plugin's loader or style-loader (dist/plugins/css.js of
//   @rsbuild/webpack 0.5.4, the nearest version the registry holds; its 0.5.9 source is not in /work/shared), as the
//   tools/css-loader page says. The sentence now starts "With Rspack,". Settled by source, no test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

const MINIFY = 'config/output/minify';

const SOURCE = {
  'src/index.js': [
    "import './a.css';",
    'window.track = (x) => x;',
    'function longFunctionName(argumentOne) {',
    '  const localVariable = argumentOne * 2;',
    '  return localVariable;',
    '}',
    "console.log('LOGGED', longFunctionName(3));",
    "console.warn('WARNED');",
    "track('TRACKED');",
    '',
  ].join('\n'),
  'src/a.css': '/* css comment */\n.a {\n  color: red;\n}\n',
};

const built = (config: string) => {
  const dir = project({ ...SOURCE, 'rsbuild.config.mjs': `export default ${config};\n` });
  build(dir);
  return { js: distText(dir, /^static\/js\/.*\.js$/), css: distText(dir, /\.css$/), html: distText(dir, /\.html$/) };
};

test(`${MINIFY} "One combination fails in 0.5.9: with js and css both false, Rsbuild adds no minimizer and Rspack falls back to its own, which still minify JavaScript and CSS. To minify only the HTML, set tools: { rspack: { optimization: { minimize: false } } } instead."`, () => {
  pageSays(MINIFY, {
    en: 'One combination fails in 0.5.9: with `js` and `css` both `false`, Rsbuild adds no minimizer and Rspack falls back to its own, which still minify JavaScript and CSS. To minify only the HTML, set `tools: { rspack: { optimization: { minimize: false } } }` instead.',
    zh: '但 0.5.9 中有一种组合无效：`js` 和 `css` 同时为 `false` 时，Rsbuild 不添加任何压缩插件，Rspack 就会改用自己默认的压缩插件，JavaScript 和 CSS 照样被压缩。只想压缩 HTML 时，请改为设置 `tools: { rspack: { optimization: { minimize: false } } }`。',
  });
  pageSays(
    MINIFY,
    {
      en: 'Whether to minify JavaScript files in production builds (together with `css: false`, `false` does not stop it: see [Object](#object)).',
      zh: '是否在生产构建中压缩 JavaScript 文件（与 `css: false` 同时设置时，`false` 并不能阻止压缩，见[对象](#对象)）。',
    },
    { en: 'Whether to minify JavaScript files in production builds. ', zh: '是否在生产构建中压缩 JavaScript 文件。' },
  );
  pageSays(
    MINIFY,
    {
      en: 'Whether to minify CSS files in production builds (together with `js: false`, `false` does not stop it: see [Object](#object)).',
      zh: '是否在生产构建中压缩 CSS 文件（与 `js: false` 同时设置时，`false` 并不能阻止压缩，见[对象](#对象)）。',
    },
    { en: 'Whether to minify CSS files in production builds.\n', zh: '是否在生产构建中压缩 CSS 文件。\n' },
  );

  const inspected = project({ ...SOURCE, 'rsbuild.config.mjs': 'export default { output: { minify: { js: false, css: false } } };\n' });
  assert.equal(rsbuild(inspected, ['inspect', '--env', 'production']).code, 0);
  const rspackConfig = distText(inspected, /^rspack\.config\.web\.mjs$/);
  assert.match(rspackConfig, /minimize: true/, 'Rsbuild still sets optimization.minimize');
  assert.ok(!rspackConfig.includes('minimizer'), 'and adds no minimizer of its own');

  const both = built('{ output: { minify: { js: false, css: false } } }');
  assert.doesNotMatch(both.js, /longFunctionName|localVariable/, 'the JavaScript is minified all the same');
  assert.ok(!both.js.includes('\n  '), 'no indented lines in the JavaScript');
  assert.equal(both.css.trim(), '.a{color:red}', 'the CSS is minified all the same');
  assert.match(both.html, /^<!doctype html><html><head>/, 'the HTML is minified');

  const onlyHtml = built('{ tools: { rspack: { optimization: { minimize: false } } } }');
  assert.match(onlyHtml.js, /function longFunctionName\(argumentOne\) \{\n\s+const localVariable = argumentOne \* 2;/);
  assert.match(onlyHtml.css, /\/\* css comment \*\/\n\.a \{\n {2}color: red;\n\}/);
  assert.match(onlyHtml.html, /^<!doctype html><html><head>/, 'the HTML is still minified');
});

test(`${MINIFY} "so a value you set here wins, except in arrays, which are joined: compress.pure_funcs given here is added to the console methods of removeConsole, and the calls of both are removed"`, () => {
  pageSays(
    MINIFY,
    {
      en: 'so a value you set here wins, except in arrays, which are joined: `compress.pure_funcs` given here is added to the `console` methods of `removeConsole`, and the calls of both are removed.',
      zh: '因此这里设置的值优先生效；数组除外，数组会被拼接：这里设置的 `compress.pure_funcs` 会追加到 `removeConsole` 生成的 `console` 方法之后，两者的调用都会被移除。',
    },
    { en: 'so a value you set here wins. The object', zh: '因此这里设置的值优先生效。该对象' },
  );
  const out = built(
    "{ performance: { removeConsole: ['log'] }, output: { minify: { jsOptions: { compress: { pure_funcs: ['track'] } } } } }",
  );
  assert.ok(!out.js.includes('LOGGED'), 'console.log (from removeConsole) is removed');
  assert.ok(!out.js.includes('TRACKED'), 'track() (from jsOptions) is removed');
  assert.ok(out.js.includes('WARNED'), 'console.warn stays');
});

test(`${MINIFY} "The comments it does remove are the ordinary ones inside inline <script> and <style> elements of the template ...; legal comments such as /*! ... */ stay there (in scripts, legalComments: 'none' removes them)."`, () => {
  pageSays(
    MINIFY,
    {
      en: "The comments it does remove are the ordinary ones inside inline `<script>` and `<style>` elements of the template, which are minified as JavaScript and CSS (`minifyJS` and `minifyCSS`); legal comments such as `/*! ... */` stay there (in scripts, `legalComments: 'none'` removes them).",
      zh: "真正被去掉的是模板里内联 `<script>` 和 `<style>` 中的普通注释，这些代码会被当作 JavaScript 和 CSS 压缩（`minifyJS` 和 `minifyCSS`）；`/*! ... */` 这样的法律注释仍会保留（脚本中的可以用 `legalComments: 'none'` 去掉）。",
    },
    {
      en: 'The comments it does remove are those inside inline',
      zh: '真正被去掉的是模板里内联 `<script>` 和 `<style>` 中的注释',
    },
  );
  const template = [
    '<!doctype html><html><head><title>t</title>',
    '<style>/*! legal css here */\n/* plain css here */\n.a { color: red; }</style>',
    '<script>/*! legal js here */\n// plain js here\n/** @license licence here */\nwindow.x = 1;</script>',
    '</head><body><!-- html comment here --><div id="root"></div></body></html>',
    '',
  ].join('\n');
  const kept = (output: string) => {
    const dir = project({
      'rsbuild.config.mjs': `export default { html: { template: './index.html' }, output: ${output} };\n`,
      'src/index.js': 'console.log(1);\n',
      'index.html': template,
    });
    build(dir);
    const html = distText(dir, /\.html$/);
    return ['legal css here', 'plain css here', 'legal js here', 'plain js here', 'licence here', 'html comment here'].filter((w) =>
      html.includes(w),
    );
  };
  assert.deepEqual(kept('{}'), ['legal css here', 'legal js here', 'licence here', 'html comment here']);
  assert.deepEqual(kept("{ legalComments: 'none' }"), ['legal css here', 'html comment here']);
});
