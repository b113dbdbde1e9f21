// Facts behind the twenty-seventh round's (d) items (Vue and Vue JSX, Tailwind CSS, aliases, rem, Rspack and Less
// configuration, the CLI's --env-mode and image compression), as readers describe the problem: JSX in the script of
// a .vue single-file component, Tailwind classes removed although a Pug template uses them, `Can't resolve
// './@/assets/PNG/delete.png'` for an aliased image in Less, elements very small after setting up postcss-pxtorem,
// es3ify-loader from roadhog's .webpackrc.js, roadhog's webpack `module` for a third-party package, `Variable
// @disable-color is undefined`, `style.less?modules`, .env.preview with the dev server, `pngquant failed to build`,
// isCustomElement in webpack, and resolve.alias in vue.config.js. Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - plugins/list/plugin-vue-jsx (lead): JSX in `<script lang="jsx">` / `<script lang="tsx">` of a .vue file with
//   pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginVue() and pluginVueJsx() is the by-hand run recorded in
//   common-problems-round26d.test.ts (createTextVNode from vue, no React), and the page's own "Write a component"
//   section; @rsbuild/plugin-vue, plugin-babel and plugin-vue-jsx are not dependencies of this site.
// - guide/basic/tailwindcss: Tailwind CSS is not installed. That it generates only the classes found in the files
//   matched by `content`, read as text, is its "Content configuration" documentation; a .pug file or a .vue file
//   (with its `<template lang="pug">`) is scanned only when its extension is in the pattern.
// - plugins/list/plugin-rem: that the plugin passes `rootValue: rootFontSize` to postcss-pxtorem with the `pxtorem`
//   option spread over it, while its runtime script (AutoSetRootFontSizePlugin) is given `rootFontSize`, is its 0.5.9
//   source (packages/plugin-rem/src/index.ts); the plugin is not installable here (see rem-guide.test.ts). The run
//   below measures what Chromium makes of the rem values each setup produces.
// - config/tools/rspack (roadhog): that roadhog reads `.webpackrc.js` and a `webpack.config.js` is its README; roadhog
//   is not installed. That 0.5.9 ignores both files is run.
// - plugins/list/plugin-image-compress: the message `Error: pngquant failed to build, make sure that libpng-dev is
//   installed` and the steps before it (`binary doesn't seem to work correctly`, `pngquant pre-build test failed`,
//   `compiling from source`) are pngquant-bin's postinstall output (`node lib/install.js`) as readers paste it; that
//   @rsbuild/plugin-image-compress 0.5.9 depends on @napi-rs/image and svgo, without install scripts, is covered in
//   common-problems-round14b.test.ts.
// - plugins/list/plugin-vue (isCustomElement): that `app.config.compilerOptions` is only respected by Vue's full build,
//   and that with a build step the compiler options go through the build tool's configuration, is Vue's API
//   documentation (app.config.compilerOptions); vue and vue-loader are not installed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, buildAndVisit, devServer, distText, previewServer, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias: url('@/…') in a Less file imported from another folder

test("guide/advanced/alias \"a Less file's url('@/assets/PNG/delete.png') fails with something in front of @ (styles/@/…), although @ is an alias\": imported from JavaScript or from the same folder it builds; imported from another folder the folder is put in front (also ~@/); relativeUrls: false alone breaks url('./local.png'), with rewriteUrls: 'local' both resolve", () => {
  const files = {
    'src/assets/PNG/delete.png': PNG,
    'src/styles/local.png': PNG,
    'src/styles/a.less': ".a { background: url('@/assets/PNG/delete.png'); }\n",
    'src/styles/tilde.less': ".t { background: url('~@/assets/PNG/delete.png'); }\n",
    'src/styles/b.less': ".b { background: url('./local.png'); }\n",
    'src/styles/same.less': "@import './a.less';\n",
  };
  const run = (index: string, lessOptions = '') => {
    const dir = project({
      ...files,
      'src/index.js': index,
      'rsbuild.config.mjs': `export default { source: { alias: { '@': './src' } }${lessOptions ? `, tools: { less: { lessOptions: { ${lessOptions} } } }` : ''} };\n`,
    });
    return { dir, ...rsbuild(dir, ['build']) };
  };
  assert.equal(run("import './styles/a.less';\n").code, 0);
  assert.equal(run("import './styles/same.less';\n").code, 0);
  for (const imported of ['./styles/a.less', '@/styles/a.less']) {
    const dir = project({
      ...files,
      'src/index.less': `@import '${imported}';\n`,
      'src/index.js': "import './index.less';\n",
      'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
    });
    const failed = rsbuild(dir, ['build']);
    assert.notEqual(failed.code, 0, imported);
    assert.match(failed.output, /Can't resolve 'styles\/@\/assets\/PNG\/delete\.png' in '[^']*src'/, imported);
  }
  const tilde = project({
    ...files,
    'src/index.less': "@import './styles/tilde.less';\n",
    'src/index.js': "import './index.less';\n",
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
  });
  assert.match(rsbuild(tilde, ['build']).output, /Can't resolve 'styles\/~@\/assets\/PNG\/delete\.png'/);
  const both = (lessOptions: string) => {
    const dir = project({
      ...files,
      'src/index.less': "@import './styles/a.less';\n@import './styles/b.less';\n",
      'src/index.js': "import './index.less';\n",
      'rsbuild.config.mjs': `export default { source: { alias: { '@': './src' } }, tools: { less: { lessOptions: { ${lessOptions} } } } };\n`,
    });
    return { dir, ...rsbuild(dir, ['build']) };
  };
  const alone = both('relativeUrls: false');
  assert.notEqual(alone.code, 0);
  assert.match(alone.output, /Can't resolve '\.\/local\.png'/);
  assert.doesNotMatch(alone.output, /delete\.png/);
  const fixed = both("relativeUrls: false, rewriteUrls: 'local'");
  assert.equal(fixed.code, 0, fixed.output);
  const css = distText(fixed.dir, /\.css$/);
  // Both images are the same one-pixel PNG, inlined (below output.dataUriLimit): both url()s were resolved.
  assert.match(css, /^\.a,\.b\{background:url\(data:image\/png;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem: every element very small

test('plugins/list/plugin-rem "every element is very small once postcss-pxtorem is configured": without a root font size 6rem is 96 px wide; with the runtime\'s 50 px it is 300 px; 300px divided by a rootValue of 75 (4rem) at a root font size of 50 px is 200 px, two thirds', async () => {
  const page = (script: string) =>
    project({
      'src/index.js': `import './index.css';\n${script}document.body.innerHTML = '<div id="a"></div><div id="b"></div>';\n`,
      // What postcss-pxtorem makes of width: 300px with rootValue 50 (#a) and rootValue 75 (#b).
      'src/index.css': '#a { width: 6rem; height: 1px; }\n#b { width: 4rem; height: 1px; }\n',
    });
  const widths = () => ['a', 'b'].map((id) => (document.getElementById(id) as HTMLElement).getBoundingClientRect().width);
  const bare = await buildAndVisit(browser(), page(''), widths);
  assert.deepEqual(bare.value, [96, 64]);
  const runtime = await buildAndVisit(browser(), page("document.documentElement.style.fontSize = '50px';\n"), widths);
  assert.deepEqual(runtime.value, [300, 200]);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack: es3ify-loader from .webpackrc.js; config/tools/rspack: roadhog's module rules

const SPY = `const fs = require('node:fs');\nconst path = require('node:path');\nmodule.exports = function (source) {\n  fs.appendFileSync(path.join(__dirname, 'seen.txt'), JSON.stringify({ file: path.relative(process.cwd(), this.resourcePath), source }) + '\\n');\n  return source;\n};\n`;
const seen = (dir: string): { file: string; source: string }[] => {
  const log = path.join(dir, 'loaders/seen.txt');
  return fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
};

test("guide/basic/configure-rspack \"the loaders of roadhog's .webpackrc.js, such as es3ify-loader\": a loader listed in .webpackrc.js or webpack.config.js does not run; added with tools.bundlerChain and enforce('post') it receives the output of SWC, without enforce the source as written", () => {
  const source = 'export const f = () => 1;\ndocument.body.textContent = String(f());\n';
  const rule = (enforce: string) =>
    `import path from 'node:path';\nexport default { tools: { bundlerChain: (chain) => { chain.module.rule('spy').test(/\\.js$/)${enforce}.use('spy').loader(path.resolve('loaders/spy.cjs')); } } };\n`;
  const webpackStyle =
    "module.exports = { module: { rules: [{ test: /\\.js$/, enforce: 'post', loader: require('node:path').resolve(__dirname, 'loaders/spy.cjs') }] } };\n";
  const ignored = project({
    'src/index.js': source,
    'loaders/spy.cjs': SPY,
    '.webpackrc.js': webpackStyle,
    'webpack.config.js': webpackStyle,
  });
  build(ignored);
  assert.deepEqual(seen(ignored), []);
  const post = project({ 'src/index.js': source, 'loaders/spy.cjs': SPY, 'rsbuild.config.mjs': rule(".enforce('post')") });
  build(post);
  assert.deepEqual(
    seen(post).map((s) => s.file),
    ['src/index.js'],
  );
  assert.match(seen(post)[0].source, /export const f = \(\)=>1;/);
  const plain = project({ 'src/index.js': source, 'loaders/spy.cjs': SPY, 'rsbuild.config.mjs': rule('') });
  build(plain);
  assert.equal(seen(plain)[0].source, source);
});

test('config/tools/rspack "roadhog: webpack\'s module so that a third-party module goes through a loader": a module.rules entry of tools.rspack with include for one package in node_modules runs its loader on that package\'s files and on no other file', () => {
  const dir = project({
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "main": "index.js" }\n',
    'node_modules/some-lib/index.js': "export const lib = 'lib';\n",
    'node_modules/other-lib/package.json': '{ "name": "other-lib", "main": "index.js" }\n',
    'node_modules/other-lib/index.js': "export const other = 'other';\n",
    'src/index.js': "import { lib } from 'some-lib';\nimport { other } from 'other-lib';\ndocument.body.textContent = lib + other;\n",
    'loaders/spy.cjs': SPY,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { tools: { rspack: { module: { rules: [{ test: /\\.js$/, include: /node_modules[\\\\/]some-lib[\\\\/]/, use: [{ loader: path.resolve('loaders/spy.cjs') }] }] } } } };\n",
  });
  build(dir);
  assert.deepEqual(
    seen(dir).map((s) => s.file),
    [path.join('node_modules', 'some-lib', 'index.js')],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less: Variable @disable-color is undefined; style.less?modules

test('config/tools/less "Variable @disable-color is undefined, for a color of a shared theme file": a Less file that uses a variable of a file it does not import stops the build with that message; additionalData importing the theme file defines it', () => {
  const files = {
    'src/styles/theme.less': '@disable-color: #bbb;\n',
    'src/Button.less': '.btn[disabled] { color: @disable-color; }\n',
    'src/index.js': "import './Button.less';\n",
  };
  const failing = project(files);
  const res = rsbuild(failing, ['build']);
  assert.notEqual(res.code, 0);
  assert.match(res.output, /Variable @disable-color is undefined/);
  const fixed = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { alias: { '@': './src' } }, tools: { less: { additionalData: '@import "@/styles/theme.less";' } } };\n`,
  });
  build(fixed);
  assert.match(distText(fixed, /\.css$/), /\.btn\[disabled\]\{color:#bbb\}/);
});

test('config/tools/less "./style.less?modules: 0.5.9 builds the import without an error, as a global stylesheet: .title keeps its name and styles.title is undefined; the auto function of output.cssModules receives the path without the query; style.module.less is a CSS Module"', async () => {
  const files = (name: string, request: string) => ({
    [`src/Foo/${name}`]: '.title { color: rgb(255, 0, 0); }\n',
    'src/Foo/index.tsx': `import styles from '${request}';\ndocument.body.dataset.title = String(styles?.title);\n`,
    'src/index.js': "import './Foo/index.tsx';\n",
  });
  const query = project({
    ...files('style.less', './style.less?modules'),
    'rsbuild.config.mjs':
      "export default { output: { cssModules: { auto: (resource, query) => { console.log('AUTO ' + JSON.stringify([resource.split('/').pop(), query])); return false; } } } };\n",
  });
  const out = build(query).output;
  assert.match(out, /AUTO \["style\.less",null\]/);
  assert.doesNotMatch(out, /AUTO \[[^\]]*modules/);
  assert.match(distText(query, /\.css$/), /^\.title\{color:red\}/m);
  const plain = project(files('style.less', './style.less?modules'));
  assert.equal((await buildAndVisit(browser(), plain, () => document.body.dataset.title)).value, 'undefined');
  const renamed = project(files('style.module.less', './style.module.less'));
  const { value } = await buildAndVisit(browser(), renamed, () => document.body.dataset.title);
  assert.match(value ?? '', /^title-[\w-]+$/);
  assert.match(distText(renamed, /\.css$/), new RegExp(`\\.${value}\\{color:red\\}`));
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli: .env.preview

test('guide/basic/cli "the dev server with the API URLs of .env.preview: rsbuild dev --env-mode preview; rsbuild preview serves the last build as it is, with the values only if it was built with --env-mode preview"', async () => {
  const files = {
    '.env.preview': 'PUBLIC_API=https://preview-api.example.com\n',
    'src/index.js': 'document.body.dataset.api = String(process.env.PUBLIC_API);\n',
  };
  const dir = project(files);
  const dev = await devServer(dir, { args: ['--env-mode', 'preview'] });
  try {
    const js = await (await fetch(`${dev.url}/static/js/index.js`)).text();
    assert.match(js, /https:\/\/preview-api\.example\.com/);
  } finally {
    await dev.stop();
  }
  const read = () => document.body.dataset.api;
  build(dir);
  assert.doesNotMatch(distText(dir, /\.js$/), /preview-api/);
  const res = rsbuild(dir, ['build', '--env-mode', 'preview']);
  assert.equal(res.code, 0, res.output);
  const server = await previewServer(dir);
  try {
    const page = await browser().newPage();
    try {
      await page.goto(`${server.url}/`);
      assert.equal(await page.evaluate(read), 'https://preview-api.example.com');
    } finally {
      await page.close();
    }
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias: resolve.alias in vue.config.js

test("config/source/alias \"resolve.alias configured in vue.config.js fails: the build cannot find the files\": configureWebpack and chainWebpack aliases are ignored without a warning and the import fails to resolve (Can't resolve '@components/Header.vue'), failing the build; alias { '@components': './src/components' } resolves it", () => {
  const files = {
    'src/components/Header.vue': 'export default 1;\n',
    'src/index.js': "import Header from '@components/Header.vue';\nconsole.log(Header);\n",
    'vue.config.js':
      "const path = require('path');\nmodule.exports = {\n  configureWebpack: { resolve: { alias: { '@components': path.resolve(__dirname, 'src/components') } } },\n  chainWebpack: (config) => { config.resolve.alias.set('@components', path.resolve(__dirname, 'src/components')); },\n};\n",
  };
  // Header.vue holds JavaScript, so that the run needs no Vue plugin: what matters is whether the path resolves.
  const ignored = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config) => { config.module.rules.push({ test: /\\.vue$/, type: 'javascript/auto' }); } } };\n",
  });
  const res = rsbuild(ignored, ['build']);
  assert.notEqual(res.code, 0);
  assert.match(res.output, /Can't resolve '@components\/Header\.vue'/);
  assert.doesNotMatch(res.output, /vue\.config|warn/i);
  const moved = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { alias: { '@components': './src/components' } }, tools: { rspack: (config) => { config.module.rules.push({ test: /\\.vue$/, type: 'javascript/auto' }); } } };\n",
  });
  build(moved);
});
