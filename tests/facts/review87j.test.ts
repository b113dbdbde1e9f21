// Facts behind accuracy review 87 (slice j): config/tools/swc, guide/basic/unocss and config/html/mount-id, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and no longer say the old wording.
//
// - config/tools/swc, intro: "the SWC-based loader built into Rspack that compiles all JavaScript and TypeScript in an
//   Rsbuild 0.5.9 project" overstated what it compiles: the js rule takes the project's files outside node_modules, every
//   .ts/.tsx/.jsx/.mts/.cts file, and source.include (shared/src/chain.ts 244-274); a plain .js file of a package in
//   node_modules is not compiled. Test below: a package's `?.` stays, the project's own is compiled.
// - config/tools/swc, swc.jsc: "`.js` files are parsed with the same parser, which accepts plain JavaScript and JSX"
//   overstated it: the TypeScript parser (syntax 'typescript', tsx: true, core/src/provider/plugins/swc.ts 32-38) reads
//   `f < T > (x)`, two comparisons in JavaScript, as a call with a type argument and the build writes `f(x)`; a `with`
//   statement (valid in a sloppy-mode script) stops the build with "The 'with' statement is not supported.". Test below.
// - config/tools/swc, swc.env example: the comment "print which transforms and polyfills SWC applies" for
//   env.debug: true overstated it: SWC prints "Targets: BrowserData { ... }" and one line "<transform>: true|false" per
//   syntax transform; no polyfill (core-js module) is named, although the build adds them. Test below.
// - config/tools/swc, Array form: the example set jsc.keepClassNames with the comment "keep the original names of
//   classes that SWC compiles to functions". Run by hand for this review (ie 11 targets, output.minify false): the
//   compiled functions are named Foo, Bar and Named with keepClassNames false and with true, the same output; the option
//   acts on SWC's own minifier, which builtin:swc-loader does not run here (Rsbuild minifies in a plugin of its own). The
//   example now sets jsc.loose, whose effect the test below shows (`o == null` instead of `o === null || o === void 0`).
// - config/tools/swc, Object form example: "run the Emotion transform (for example, it labels styled components)" was
//   true in development only: rspackExperiments.emotion: true (autoLabel 'dev-only') writes { target, label } for a
//   styled component in a development build and only { target } in production. Test below (a stand-in @emotion/styled
//   package: the transform only looks at the import's name).
// - config/html/mount-id, intro: "every page Rsbuild generates already has it" held for the built-in template only
//   (static/template.html is `<div id="<%= mountId %>"></div>`); a page generated from a custom html.template has what
//   that template has. Test below.
// - config/html/mount-id, "Target container is not a DOM element": "Typically the code asks for `app`, as in a project
//   migrated from Vue CLI or Vite" was false of Vite's React template, whose index.html has <div id="root"> and whose
//   src/main.jsx calls document.getElementById('root') (vitejs/vite packages/create-vite/template-react); Vite's Vue and
//   vanilla templates use `app` (template-vue/index.html, template-vanilla/index.html). Settled by those files, no test.
//
// - config/tools/swc, Caveats: "Plugins apply after `tools.swc`. ... Rsbuild plugins change the loader options later" was
//   true of plugins that tap the loader options in modifyBundlerChain (plugin-react/src/react.ts 17-38), not of every
//   plugin: @rsbuild/plugin-styled-components 0.5.9 adds a tools.swc function of its own through modifyRsbuildConfig and
//   mergeRsbuildConfig(extraConfig, userConfig) (plugin-styled-components/src/index.ts 46-61), and core/src/mergeConfig.ts
//   turns the two values into [plugin's, yours], so the plugin's runs first. Test below: pluginReact overwrites a
//   runtime set in tools.swc, and a stand-in plugin written the way plugin-styled-components is sees its value changed
//   by the user's tools.swc (the plugin itself is not installed here).
//
// - guide/basic/unocss, "Use the utility classes": "The `-webkit-` prefix on `select-none` was added by autoprefixer for
//   Safari 14" was false: @unocss/preset-mini 0.58.9 writes the rule itself, ["select-none", { "-webkit-user-select":
//   "none", "user-select": "none" }] (dist/shared/preset-mini.*.mjs line 53), and a hand run for this review with
//   autoprefixer filtered out of the PostCSS plugins (tools.postcss) still gave .select-none{-webkit-user-select:none;
//   user-select:none}, while backface-hidden lost the -webkit-backface-visibility that autoprefixer adds with it. The
//   test below backs the autoprefixer half with a stand-in for the UnoCSS plugin (a PostCSS plugin in postcss.config.mjs
//   that replaces an at-rule with generated CSS, as @unocss/postcss does).
//
// guide/basic/unocss, the rest: run by hand for this review in throw-away folders with @rsbuild/core 0.5.9 linked: unocss
// and @unocss/postcss 0.58.9 build the page's example to the CSS excerpt it shows (the variables on *, :before, :after and
// ::backdrop first), and `rsbuild dev` serves a new rule after a class is added to src/index.ts; with 0.59.4 the
// postcss.config.mjs setup builds the same CSS and the object form (plugins: { '@unocss/postcss': {} }) stops with
// "[object Object] is not a PostCSS plugin" (0.58.9's object form builds); @unocss/webpack 0.59.4 in tools.rspack with
// import 'uno.css' stops with "Can't resolve 'uno.css'". UnoCSS is not a dependency of this site, so none of this is a
// test here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { REACT_LINKS, build, distText, pageSays, project, rsbuild } from './topics-support';

test('config/tools/swc "compiles the JavaScript and TypeScript of an Rsbuild 0.5.9 project (the files it handles are listed below; plain JavaScript in `node_modules` is not among them)"', () => {
  pageSays(
    'config/tools/swc',
    {
      en: 'compiles the JavaScript and TypeScript of an Rsbuild 0.5.9 project (the files it handles are listed below; plain JavaScript in `node_modules` is not among them).',
      zh: '负责编译 Rsbuild 0.5.9 项目的 JavaScript 和 TypeScript 代码（它处理哪些文件见下文，`node_modules` 中的普通 JavaScript 文件不在其中）。',
    },
    {
      en: 'compiles all JavaScript and TypeScript in an Rsbuild 0.5.9 project',
      zh: '负责编译 Rsbuild 0.5.9 项目中的所有 JavaScript 和 TypeScript 代码',
    },
  );
  const dir = project({
    'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/dep/index.js': 'exports.read = function (o) { return o?.depValue; };\n',
    'src/index.js': "import { read } from 'dep';\nconsole.log(read(window), window?.ownValue);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /o\?\.depValue/, "the package's ?. is left as written");
  assert.doesNotMatch(js, /window\?\.ownValue/, 'the project’s own ?. is compiled');
  assert.match(js, /\.ownValue/);
});

test('config/tools/swc "It reads plain JavaScript and JSX with a few exceptions: a `with` statement stops the build (`The \'with\' statement is not supported.`), and `f < T > (x)`, two comparisons in JavaScript, is compiled to the call `f(x)`"', () => {
  pageSays(
    'config/tools/swc',
    {
      en: "It reads plain JavaScript and JSX with a few exceptions: a `with` statement stops the build (`The 'with' statement is not supported.`), and `f < T > (x)`, two comparisons in JavaScript, is compiled to the call `f(x)`.",
      zh: "它能解析普通 JavaScript 和 JSX，但有少数例外：`with` 语句会导致构建失败（`The 'with' statement is not supported.`）；`f < T > (x)` 在 JavaScript 中是两次比较，却会被编译成函数调用 `f(x)`。",
    },
    {
      en: '`.js` files are parsed with the same parser, which accepts plain JavaScript and JSX.',
      zh: '`.js` 文件也使用同一个解析器，它同样能解析普通 JavaScript 和 JSX。',
    },
  );
  const dir = project({
    'src/index.js': "var f = 1, T = 2, x = 3;\nconsole.log('CMP', f < T > (x));\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  const js = distText(dir, /index\.[0-9a-f]+\.js$/);
  assert.match(js, /console\.log\("CMP", f\(x\)\)/);
  // A with statement, valid in a sloppy-mode script, stops the build.
  const withStatement = project({ 'src/index.js': 'var o = { a: 1 };\nwith (o) { console.log(a); }\n' });
  const run = rsbuild(withStatement, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /The 'with' statement is not supported\./);
});

test('config/tools/swc "print the targets and, for each syntax transform, whether SWC applies it" (env.debug)', () => {
  pageSays(
    'config/tools/swc',
    {
      en: '// print the targets and, for each syntax transform, whether SWC applies it',
      zh: '// 打印目标浏览器，以及每个语法转换是否启用',
    },
    { en: 'print which transforms and polyfills SWC applies', zh: '打印 SWC 应用了哪些转换和 polyfill' },
  );
  const dir = project({
    'src/index.js': "console.log(Object.hasOwn({}, 'a'), [1].at(-1), window?.x);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false }, tools: { swc: { env: { debug: true } } } };\n',
  });
  const { output } = build(dir);
  assert.match(output, /^Targets: BrowserData \{ chrome: Some\(Version \{ major: 87/m);
  assert.match(output, /^transform-optional-chaining: true$/m);
  assert.match(output, /^transform-arrow-functions: false$/m);
  // The build adds the polyfills, but the debug output names none of them.
  assert.match(distText(dir, /\.js$/), /es\.object\.has-own/);
  assert.doesNotMatch(output, /es\.object\.has-own|es\.array\.at|core-js/);
});

test('config/tools/swc "loose mode: shorter code that follows the spec less strictly; with the default targets, `o?.a` becomes `o == null ? void 0 : o.a`" (Array form)', () => {
  pageSays(
    'config/tools/swc',
    {
      en: '// with the default targets, `o?.a` becomes `o == null ? void 0 : o.a`\n        config.jsc ??= {};\n        config.jsc.loose = true;',
      zh: '// 在默认的 targets 下，`o?.a` 会变成 `o == null ? void 0 : o.a`\n        config.jsc ??= {};\n        config.jsc.loose = true;',
    },
    { en: 'config.jsc.keepClassNames = true;', zh: 'config.jsc.keepClassNames = true;' },
  );
  const source = "const o = window.o;\nconsole.log('OC', o?.a);\n";
  const loose = project({
    'src/index.js': source,
    'rsbuild.config.mjs':
      'export default { output: { minify: false }, tools: { swc: [{ jsc: { externalHelpers: false } }, (config) => { config.jsc ??= {}; config.jsc.loose = true; }] } };\n',
  });
  build(loose);
  assert.match(distText(loose, /index\.[0-9a-f]+\.js$/), /console\.log\("OC", o == null \? void 0 : o\.a\)/);
  const strict = project({ 'src/index.js': source, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(strict);
  assert.match(distText(strict, /index\.[0-9a-f]+\.js$/), /console\.log\("OC", o === null \|\| o === void 0 \? void 0 : o\.a\)/);
});

test('config/tools/swc "run the Emotion transform (in development, for example, it labels styled components)"', () => {
  pageSays(
    'config/tools/swc',
    {
      en: '// run the Emotion transform (in development, for example, it labels styled components)',
      zh: '// 启用 Emotion 转换（例如在开发模式下为 styled 组件添加 label）',
    },
    {
      en: '// run the Emotion transform (for example, it labels styled components)',
      zh: '// 启用 Emotion 转换（例如为 styled 组件添加 label）',
    },
  );
  const dir = project({
    // A stand-in for @emotion/styled: the transform only looks at the name of the import.
    'node_modules/@emotion/styled/package.json': '{ "name": "@emotion/styled", "version": "11.0.0", "main": "index.js" }\n',
    'node_modules/@emotion/styled/index.js': 'module.exports = function styled() { return function () { return function C() {}; }; };\n',
    'src/index.js': "import styled from '@emotion/styled';\nconst Button = styled.button`color: hotpink;`;\nconsole.log(Button);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false }, tools: { swc: { rspackExperiments: { emotion: true } } } };\n',
  });
  build(dir, { NODE_ENV: 'development' });
  assert.match(distText(dir, /index\.js$/), /\("button", \{\s*target: "[a-z0-9]+",\s*label: "Button"\s*\}\)/);
  build(dir);
  const prod = distText(dir, /index\.[0-9a-f]+\.js$/);
  assert.match(prod, /\("button", \{\s*target: "[a-z0-9]+"\s*\}\)/);
  assert.doesNotMatch(prod, /label:/);
});

test('config/html/mount-id "every page Rsbuild generates from its built-in template already has it"', () => {
  pageSays(
    'config/html/mount-id',
    {
      en: 'every page Rsbuild generates from its built-in template already has it',
      zh: 'Rsbuild 用内置模板生成的每个页面都已经包含它',
    },
    { en: 'every page Rsbuild generates already has it', zh: 'Rsbuild 生成的每个页面都已经包含它' },
  );
  const builtIn = project({ 'src/index.js': 'console.log(1);\n' });
  build(builtIn);
  assert.match(distText(builtIn, /index\.html$/), /<body><div id="root"><\/div><\/body>/);
  const own = project({
    'src/index.js': 'console.log(1);\n',
    'index.html': '<!doctype html><html><head></head><body><main class="shell"></main></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  build(own);
  const html = distText(own, /index\.html$/);
  assert.match(html, /<main class="shell"><\/main>/);
  assert.doesNotMatch(html, /id="root"/);
});

test('config/tools/swc "Some plugins apply after `tools.swc`. ... A plugin that adds a `tools.swc` value of its own, as `@rsbuild/plugin-styled-components` 0.5.9 does, runs before yours."', () => {
  pageSays(
    'config/tools/swc',
    {
      en: 'A plugin that adds a `tools.swc` value of its own, as `@rsbuild/plugin-styled-components` 0.5.9 does, runs before yours.',
      zh: '而像 `@rsbuild/plugin-styled-components` 0.5.9 这样自己添加 `tools.swc` 配置的插件，会在你的配置之前执行。',
    },
    { en: '**Plugins apply after `tools.swc`.**', zh: '**插件在 `tools.swc` 之后生效。**' },
  );
  pageSays(
    'config/tools/swc',
    { en: '**Some plugins apply after `tools.swc`.**', zh: '**部分插件在 `tools.swc` 之后生效。**' },
    { en: 'Rsbuild plugins change the loader options later.', zh: 'Rsbuild 插件则在之后修改 loader 选项。' },
  );
  const dir = project(
    {
      'src/index.jsx': 'export const App = () => <p>hi</p>;\n',
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
// Written the way @rsbuild/plugin-styled-components 0.5.9 adds its options.
const standIn = {
  name: 'stand-in:styled-components',
  setup(api) {
    api.modifyRsbuildConfig((userConfig, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(
        { tools: { swc(opts) { opts.rspackExperiments ??= {}; opts.rspackExperiments.styledComponents = { displayName: true }; return opts; } } },
        userConfig,
      ),
    );
  },
};
export default {
  source: { entry: { index: './src/index.jsx' } },
  plugins: [pluginReact(), standIn],
  tools: {
    swc: (opts) => {
      opts.rspackExperiments.styledComponents.displayName = false;
      opts.jsc.transform.react = { runtime: 'classic', pragma: 'h' };
    },
  },
};
`,
    },
    REACT_LINKS,
  );
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  const swc = config.slice(config.indexOf("loader: 'builtin:swc-loader'"));
  // The user's function ran after the stand-in's tools.swc value ...
  assert.match(swc, /styledComponents: \{\s*displayName: false\s*\}/);
  // ... and pluginReact, in modifyBundlerChain, after the user's: runtime is overwritten, pragma kept.
  assert.match(swc, /react: \{\s*runtime: 'automatic',\s*pragma: 'h',\s*development: true,\s*refresh: true\s*\}/);
});

test('guide/basic/unocss "a prefix that a utility lacks for your browserslist is added by autoprefixer, for example `-webkit-backface-visibility` on `backface-hidden`"', () => {
  pageSays(
    'guide/basic/unocss',
    {
      en: "The `-webkit-` prefix on `select-none` is part of UnoCSS's own rule; a prefix that a utility lacks for your browserslist is added by autoprefixer, for example `-webkit-backface-visibility` on `backface-hidden`.",
      zh: '`select-none` 上的 `-webkit-` 前缀是 UnoCSS 自己的规则里就有的；如果某个原子类缺少目标浏览器需要的前缀，则由 autoprefixer 补上，例如 `backface-hidden` 上的 `-webkit-backface-visibility`。',
    },
    {
      en: 'The `-webkit-` prefix on `select-none` was added by autoprefixer for Safari 14.',
      zh: '`select-none` 上的 `-webkit-` 前缀是 autoprefixer 为 Safari 14 添加的。',
    },
  );
  const dir = project({
    // A stand-in for @unocss/postcss: replaces an at-rule of the stylesheet with the CSS it generates.
    'postcss.config.mjs': `const standIn = {
  postcssPlugin: 'stand-in-unocss',
  AtRule: {
    generated(rule, { postcss }) {
      rule.replaceWith(postcss.parse('.backface-hidden{backface-visibility:hidden}.select-none{-webkit-user-select:none;user-select:none}'));
    },
  },
};
export default { plugins: [standIn] };
`,
    'src/index.css': '@generated;\n',
    'src/index.js': "import './index.css';\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.backface-hidden\{-webkit-backface-visibility:hidden;backface-visibility:hidden\}/);
  assert.match(css, /\.select-none\{-webkit-user-select:none;user-select:none\}/);
});
