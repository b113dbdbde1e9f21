// Facts behind the session's own fix after the accuracy review of session 97: guide/start/index, guide/faq/general and
// guide/start/npm-packages, in both languages.
// review97d noticed that npm-packages leaves out @rsbuild/plugin-swc and @rsbuild/plugin-esbuild, released at 0.5.9
// beside @rsbuild/webpack (packages/compat of the v0.5.9 tag; not in /work/shared). Reading that folder showed more:
// - guide/start/index said the webpack provider "is meant for projects that still depend on webpack-only features and
//   want to migrate step by step", and guide/faq/general "meant for projects that need a webpack-only feature during a
//   migration". The package says otherwise: its README at v0.5.9 (packages/compat/webpack/README.md) says it is "mainly
//   used for compatibility with Modern.js and Rsbuild internal testing. We do not recommend you to use this package in
//   a Rsbuild project. The API of the current package may change over iterations", and that it "has no built-in
//   transformer and minimizer, so you need to register the plugin-swc" (packages/compat/README.md: "Please do not use
//   these packages in your Rsbuild project"). Now both pages say that the README advises against it, and that it does
//   not compile TypeScript or JSX by itself, so it also needs @rsbuild/plugin-swc or @rsbuild/plugin-esbuild.
//   "No minimizer" is not repeated: in the run below webpack's own default minifier still minifies a production build.
// - guide/start/npm-packages: the row of @rsbuild/webpack now says so too, and a row names the two compat plugins.
// review97l found that guide/faq/exceptions overstated what a plugin of a later line does next to 0.5.9: the newest
// @rsbuild/plugin-yaml (1.0.5), forced in, builds and imports a .yaml file; only a plugin that calls a plugin API method
// 0.5.9 lacks fails at load (the later React plugin, api.modifyEnvironmentConfig). guide/faq/general said the same ("the
// build then fails as Rsbuild 0.5.9 loads the plugin"); now "if the plugin calls a method of the plugin API that 0.5.9
// lacks, as the newest React plugin does". The runs are review97l's test 1 (plugin-yaml 1.0.5, REVIEW97l_DEPS) and
// faq-exceptions.test.ts (the React plugin's stand-in); the third test here checks the words.
// review97j found that tools.sass's function form "return a new object" hides that the object replaces the options
// (mergeChainedOptions, shared/src/mergeChainedOptions.ts 59-67: a function's return value, unless falsy, is the
// result; nothing is merged). tools.cssLoader (shared/src/css.ts 243), tools.styleLoader (core/src/provider/plugins/
// css.ts 60), tools.autoprefixer (shared/src/css.ts 115) and tools.htmlPlugin (core/src/plugins/html.ts 273) go through
// the same function, and their pages said only "or return a new object". Now each says that it replaces them all and
// to spread `options` into it; the HTML plugin's page says what is lost. The fourth test runs two of them: a cssLoader
// function returning `{ import: false }` loses Rsbuild's class names (`DxS75T…` instead of `title-DxS75T`), and an
// htmlPlugin function returning `{ meta }` gives the default template and title "Webpack App", and with two entries
// fails with "Conflict: Multiple assets emit different content to the same filename index.html".
// review97s noticed that the lead of tools.rspack ("What you set here reaches Rspack, except `externals` in a
// web-worker or service-worker configuration") misses a second exception: with moduleFederation.options,
// PatchSplitChunksPlugin (core/src/plugins/moduleFederation.ts 14-85) replaces the `chunks` of optimization.splitChunks
// and of each cache group ('all', 'initial' or a function) with a function that leaves out the remote entry's chunk,
// when Rspack applies the plugins, after tools.rspack. Now the lead names both. The fifth test reads the compiler's
// options from a plugin of tools.rspack once the build is done: the strings stay strings without Module Federation
// and are functions with it. review81c runs the worker `externals`.
//
// REVIEW97_DEPS: a folder outside the repository with `npm i --prefix <folder> @rsbuild/webpack@0.5.4
// @rsbuild/plugin-esbuild@0.5.4 --legacy-peer-deps` (0.5.4 is the nearest version the registry holds; its README has the
// same sentences as the v0.5.9 tag's, and @rsbuild/plugin-swc has no 0.5 release there). With it, @rsbuild/core 0.5.9
// builds a .tsx entry with the provider: without a plugin the build fails ("Module parse failed", no loader), with
// pluginEsbuild() it succeeds; a plain .js entry comes out minified without any plugin. Without it only the pages'
// words are checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, linkPackages, pageSays, project, rsbuild } from './topics-support';

const DEPS = process.env.REVIEW97_DEPS;

test('guide/start/index, guide/faq/general and guide/start/npm-packages: the webpack provider is not recommended by its own README, and does not compile TypeScript or JSX without @rsbuild/plugin-swc or @rsbuild/plugin-esbuild', () => {
  pageSays(
    'guide/start/index',
    {
      en: "Its 0.5.9 README says it is kept mainly for Modern.js and for Rsbuild's own tests, and advises against it in Rsbuild projects; it does not compile TypeScript or JSX by itself, so it also needs `@rsbuild/plugin-swc` or `@rsbuild/plugin-esbuild`.",
      zh: '它 0.5.9 版本的 README 说明，这个包主要用于兼容 Modern.js 和 Rsbuild 内部测试，不建议在 Rsbuild 项目中使用；它本身不会编译 TypeScript 和 JSX，还需要配合 `@rsbuild/plugin-swc` 或 `@rsbuild/plugin-esbuild`。',
    },
    { en: 'It is meant for projects that still depend on webpack-only features', zh: '它面向仍依赖 webpack 专有功能' },
  );
  pageSays(
    'guide/faq/general',
    {
      en: "Its 0.5.9 README advises against it in Rsbuild projects: it is kept mainly for Modern.js and for Rsbuild's own tests, its API may change, and it does not compile TypeScript or JSX by itself",
      zh: '它 0.5.9 版本的 README 不建议在 Rsbuild 项目中使用：这个包主要用于兼容 Modern.js 和 Rsbuild 内部测试，API 可能变化，而且它本身不会编译 TypeScript 和 JSX',
    },
    { en: 'It is meant for projects that need a webpack-only feature', zh: '它面向在迁移过程中仍需要' },
  );
  pageSays('guide/start/npm-packages', {
    en: '| `@rsbuild/plugin-swc`, `@rsbuild/plugin-esbuild` | For the webpack provider, which does not compile TypeScript or JSX by itself: they compile and minify scripts with SWC or esbuild |',
    zh: '| `@rsbuild/plugin-swc`、`@rsbuild/plugin-esbuild` | 配合 webpack provider 使用，因为它本身不会编译 TypeScript 和 JSX：分别用 SWC 或 esbuild 编译和压缩脚本 |',
  });
});

test('the webpack provider (@rsbuild/webpack 0.5.4 with @rsbuild/core 0.5.9): its README advises against it; a .tsx entry fails to build without a plugin and builds with @rsbuild/plugin-esbuild; plain JavaScript is still minified', {
  skip: DEPS ? false : 'REVIEW97_DEPS is not set: @rsbuild/webpack and @rsbuild/plugin-esbuild are not installed in the repository',
}, () => {
  const deps = DEPS as string;
  const readme = fs.readFileSync(path.join(deps, 'node_modules/@rsbuild/webpack/README.md'), 'utf8');
  assert.match(readme, /mainly used for compatibility with Modern\.js and Rsbuild internal testing/);
  assert.match(readme, /We do not recommend you to use this package in a Rsbuild project/);
  assert.match(readme, /The API of the current package may change/);

  const tsx = 'const greet = (name: string): string => `hi ${name}`;\nconst el = <div>{greet("a")}</div>;\nconsole.log(el);\n';
  const withProvider = (plugins: string, files: Record<string, string>) => {
    const imports = plugins ? "import { pluginEsbuild } from '@rsbuild/plugin-esbuild';\n" : '';
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `import { webpackProvider } from '@rsbuild/webpack';\n${imports}export default { provider: webpackProvider, plugins: [${plugins}] };\n`,
    });
    linkPackages(dir, deps, ['@rsbuild/webpack', '@rsbuild/plugin-esbuild']);
    return dir;
  };

  const bare = rsbuild(withProvider('', { 'src/index.tsx': tsx }), ['build']);
  assert.equal(bare.code, 1, bare.output);
  assert.match(bare.output, /Module parse failed/);
  assert.match(bare.output, /no loaders are configured to process this file/);

  const esbuild = withProvider('pluginEsbuild()', { 'src/index.tsx': tsx });
  build(esbuild);
  assert.match(distText(esbuild, /^static\/js\/index\.[0-9a-f]+\.js$/), /hi /);

  const js = withProvider('', {
    'src/index.js':
      'function addNumbers(firstNumber, secondNumber) {\n  const resultOfAddition = firstNumber + secondNumber;\n  return resultOfAddition;\n}\nconsole.log(addNumbers(1, 2));\n',
  });
  build(js);
  const out = distText(js, /^static\/js\/index\.[0-9a-f]+\.js$/);
  assert.doesNotMatch(out, /resultOfAddition/);
  assert.match(out, /console\.log\(3\)/);
});

test('guide/faq/general: a plugin of a later line, installed next to 0.5.9, fails at load only when it calls a plugin API method 0.5.9 lacks (the runs: review97l test 1, faq-exceptions)', () => {
  pageSays(
    'guide/faq/general',
    {
      en: 'and if the plugin calls a method of the plugin API that 0.5.9 lacks, as the newest React plugin does, the build fails as Rsbuild 0.5.9 loads it',
      zh: '如果插件调用了 0.5.9 没有的插件 API 方法（最新的 React 插件就是这样），Rsbuild 0.5.9 加载它时构建就会失败',
    },
    { en: 'and the build then fails as Rsbuild 0.5.9 loads the plugin', zh: '之后 Rsbuild 0.5.9 加载这个插件时构建失败' },
  );
});

test('tools.cssLoader, tools.styleLoader, tools.autoprefixer and tools.htmlPlugin: an object returned by the function replaces the options; without them the HTML plugin uses its own template and title, and two entries conflict', () => {
  const spread = {
    en: 'Change them in place, or return a new object, which replaces them all (spread `options` into it to keep the rest):',
    zh: '可以直接修改选项，也可以返回一个新对象，它会整体替换原有选项（要保留其余选项，请把 `options` 展开进去）：',
  };
  for (const route of ['config/tools/css-loader', 'config/tools/style-loader', 'config/tools/autoprefixer']) pageSays(route, spread);
  pageSays('config/tools/html-plugin', {
    en: 'Spread `options` into it: otherwise the page gets html-webpack-plugin\'s own template (no `<div id="root">`) and title (`Webpack App`), and with several entries the build fails with `Conflict: Multiple assets emit different content to the same filename index.html`.',
    zh: '请把 `options` 展开进去：否则页面会用 html-webpack-plugin 自带的模板（没有 `<div id=\"root\">`）和标题（`Webpack App`），多入口时构建还会报错 `Conflict: Multiple assets emit different content to the same filename index.html`。',
  });

  // tools.cssLoader: spread, Rsbuild's class name; a new object alone, css-loader's own.
  const cssName = (body: string) => {
    const dir = project({
      'src/a.module.css': '.title { color: red; }\n',
      'src/index.js': 'import s from "./a.module.css";\nconsole.log("CLASS=" + s.title);\n',
      'rsbuild.config.mjs': `export default { output: { injectStyles: true }, tools: { cssLoader: (options) => ${body} } };\n`,
    });
    build(dir);
    return /title:"([^"]+)"/.exec(distText(dir, /^static\/js\/.*\.js$/))?.[1];
  };
  assert.match(cssName('({ ...options })') ?? '', /^title-[\w-]{6}$/);
  assert.match(cssName('({ import: false })') ?? '', /^[\w-]{20}$/);

  // tools.htmlPlugin: one entry gets the default template and title; two entries write the same index.html.
  const html = (entries: string) =>
    project({
      'src/index.js': 'console.log("index");\n',
      'src/admin.js': 'console.log("admin");\n',
      'rsbuild.config.mjs': `export default { source: { entry: { ${entries} } }, html: { title: 'Acme' }, tools: { htmlPlugin: (options, { entryName }) => ({ meta: { page: entryName } }) } };\n`,
    });
  const one = html("index: './src/index.js'");
  build(one);
  const page = fs.readFileSync(path.join(one, 'dist/index.html'), 'utf8');
  assert.match(page, /<title>Webpack App<\/title>/);
  assert.doesNotMatch(page, /Acme|id="root"/);
  const two = rsbuild(html("index: './src/index.js', admin: './src/admin.js'"), ['build']);
  assert.equal(two.code, 1, two.output);
  assert.match(two.output, /Conflict: Multiple assets emit different content to the same filename index\.html/);
});

test('config/tools/rspack: with moduleFederation.options, the chunks values of optimization.splitChunks and its cache groups set in tools.rspack reach Rspack as functions', () => {
  pageSays('config/tools/rspack', {
    en: 'and, with [moduleFederation.options](/config/module-federation/options), the `chunks` values of `optimization.splitChunks` and its cache groups, which Rsbuild wraps in functions that leave out the remote entry.',
    zh: '配置了 [moduleFederation.options](/zh/config/module-federation/options) 时，`optimization.splitChunks` 及其缓存组的 `chunks`，Rsbuild 会把它们包装成排除远程入口的函数。',
  });
  const chunksTypes = (federation: string) => {
    const dir = project({
      'src/index.js': "import('./b');\nconsole.log(1);\n",
      'src/b.js': 'export const b = 1;\n',
      'rsbuild.config.mjs': `export default {
  ${federation}
  tools: {
    rspack: {
      optimization: { splitChunks: { chunks: 'all', cacheGroups: { mine: { test: /src/, chunks: 'initial', minSize: 0 } } } },
      plugins: [{ apply(c) { c.hooks.done.tap('probe', () => console.log('CHUNKS=' + typeof c.options.optimization.splitChunks.chunks + ',' + typeof c.options.optimization.splitChunks.cacheGroups.mine.chunks)); } }],
    },
  },
};
`,
    });
    return /CHUNKS=(\w+,\w+)/.exec(build(dir).output)?.[1];
  };
  assert.equal(chunksTypes(''), 'string,string');
  assert.equal(
    chunksTypes("moduleFederation: { options: { name: 'remote', filename: 'remoteEntry.js', exposes: { './b': './src/b.js' } } },"),
    'function,function',
  );
});
