// Facts behind the eighth round's (b) "Common problems" items, as readers describe the problem: source code visible
// in the browser's devtools after a build, `import * as style` of a plain stylesheet, a `.module.less` file meant as
// global CSS, TS2307 as tsc prints it in Chinese, Vue CLI's `--mode test` (an unminified bundle without hashes),
// Vue CLI 2's `config/dev.env.js`, a dependency's optional chaining, `node-sass` and `@use` in `additionalData`,
// px in the `<style>` of `.vue` files with the rem plugin, and Element UI on demand. Each runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distFiles, distText, buildAndVisit, sharedBrowser, project, rsbuild, visit } from './topics-support';

const browser = sharedBrowser();

const result = (): unknown => (window as unknown as { result?: unknown }).result ?? null;

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "after npm run build the sources show in devtools: rsbuild dev serves maps with the original code; a sourceMap.js set without a mode check, or a devtool in tools.rspack, writes them in production too"', async () => {
  const source = "// the original file, with this comment\nwindow.boom = () => { throw new Error('where'); };\n";
  const files = { 'src/index.js': source };
  const maps = (dir: string): string[] => distFiles(dir).filter((f) => f.endsWith('.map'));

  const plain = project(files);
  build(plain);
  assert.deepEqual(maps(plain), []);

  // The dev server: each script ends with a sourceMappingURL, and its map holds the original code.
  const server = await devServer(plain);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    const comment = js.match(/\/\/# sourceMappingURL=(\S+)\s*$/);
    assert.ok(comment, 'the dev script names its map');
    const map = (await (await fetch(`${server.url}/static/js/${comment[1]}`)).json()) as { sourcesContent: string[] };
    assert.ok(map.sourcesContent.some((s) => s.includes('// the original file, with this comment')));
  } finally {
    await server.stop();
  }

  // sourceMap.js applies to both modes.
  const set = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n" });
  build(set);
  assert.ok(
    maps(set).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(f)),
    maps(set).join(', '),
  );
  assert.match(distText(set, /index\.[0-9a-f]{8}\.js\.map$/), /the original file, with this comment/);

  // A webpack devtool carried over through tools.rspack wins over the production default.
  const devtool = project({ ...files, 'rsbuild.config.mjs': "export default { tools: { rspack: { devtool: 'source-map' } } };\n" });
  build(devtool);
  assert.ok(
    maps(devtool).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(f)),
    maps(devtool).join(', '),
  );
  const off = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { rspack: { devtool: 'source-map' } }, output: { sourceMap: { js: false } } };\n",
  });
  build(off);
  assert.ok(maps(off).length > 0, 'tools.rspack comes last: its devtool still wins');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules, config/output/css-modules

test('guide/basic/css-modules "import * as style from \'./style.css\' (no .module in the name): console.log(style) shows only an empty default, style.title is undefined"', async () => {
  const dir = project({
    'src/style.css': '.title { color: red; }\n',
    'src/index.js':
      "import * as style from './style.css';\nwindow.result = { keys: Object.keys(style), title: String(style.title), def: JSON.stringify(style.default) };\n",
  });
  const { errors, value } = await buildAndVisit(browser(), dir, result);
  assert.deepEqual(errors, []);
  // A namespace object whose only key is an empty default export.
  assert.deepEqual(value, { keys: ['default'], title: 'undefined', def: '{}' });
  assert.match(distText(dir, /\.css$/), /\.title\{color:red\}/);
});

test('config/output/css-modules "a .module.less file meant as global CSS: an auto function that returns false for it keeps its class names as written"', () => {
  const files = {
    'src/index.module.less': '.page { color: red; }\n',
    'src/card.module.less': '.card { color: blue; }\n',
    'src/index.js': "import './index.module.less';\nimport card from './card.module.less';\nwindow.card = card;\n",
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /\.css$/), /\.page-[\w-]{6}\{color:red\}/);

  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { cssModules: { auto: (resourcePath) => /\\.module\\.\\w+$/i.test(resourcePath) && !resourcePath.endsWith("index.module.less") } } };\n',
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.page\{color:red\}/);
  assert.match(css, /\.card-[\w-]{6}\{color:blue\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/vue3, guide/framework/vue2, guide/basic/typescript (Chinese pages)

test('guide/framework/vue3, vue2, guide/basic/typescript (zh) "tsc --locale zh-CN prints 找不到模块“./App.vue”或其相应的类型声明。 and 找不到模块“./logo.svg”或其相应的类型声明。 (TS2307)"', () => {
  const dir = project({
    'src/index.ts': "import App from './App.vue';\nimport logo from './logo.svg';\nconsole.log(App, logo);\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
      include: ['src'],
    }),
  });
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir, '--locale', 'zh-CN'], {
    encoding: 'utf8',
  });
  const output = `${res.stdout}${res.stderr}`;
  assert.equal(res.status, 2);
  assert.ok(output.includes('src/index.ts(1,17): error TS2307: 找不到模块“./App.vue”或其相应的类型声明。'), output);
  assert.ok(output.includes('src/index.ts(2,18): error TS2307: 找不到模块“./logo.svg”或其相应的类型声明。'), output);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars, guide/basic/cli

test('guide/advanced/env-vars, guide/basic/cli "build --env-mode test reads .env.test and still builds for production: minified, hashed file names; NODE_ENV=test gives an unminified development build without hashes, with source maps"', () => {
  const files = {
    '.env.test': 'PUBLIC_API=https://test.example.com\n',
    'src/index.css': '.a { color: red; }\n',
    'src/index.js': "import './index.css';\nwindow.result = [process.env.PUBLIC_API, process.env.NODE_ENV];\n",
  };
  const mode = project(files);
  const run = rsbuild(mode, ['build', '--env-mode', 'test']);
  assert.equal(run.code, 0, run.output);
  const out = distFiles(mode);
  assert.ok(
    out.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    out.join(', '),
  );
  assert.ok(
    out.some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)),
    out.join(', '),
  );
  const js = distText(mode, /\.js$/);
  assert.match(js, /window\.result=\["https:\/\/test\.example\.com","production"\]/);
  assert.ok(js.split('\n').length < 5, 'minified');

  const nodeEnv = project(files);
  build(nodeEnv, { NODE_ENV: 'test' });
  const dev = distFiles(nodeEnv);
  assert.ok(dev.includes('static/js/index.js') && dev.includes('static/css/index.css'), dev.join(', '));
  assert.ok(dev.includes('static/js/index.js.map'), 'with source maps');
  assert.ok(distText(nodeEnv, /index\.js$/).split('\n').length > 100, 'not minified');
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test("config/source/define \"Vue CLI 2's config/dev.env.js is not read: process.env.AUTH_URL is not replaced and the page throws process is not defined; PUBLIC_AUTH_URL in .env.development (rsbuild dev) or a define of the full name works; 'process.env': devEnv keeps the quotes\"", async () => {
  const devEnv = 'module.exports = { NODE_ENV: \'"development"\', AUTH_URL: \'"https://auth.example.com"\' };\n';
  const read = 'window.result = process.env.AUTH_URL;\n';
  const ignored = project({ 'config/dev.env.js': devEnv, 'src/index.js': read });
  assert.deepEqual(await buildAndVisit(browser(), ignored, result), {
    errors: ['Uncaught ReferenceError: process is not defined'],
    value: null,
  });

  // The dev server, which reads .env.development.
  const env = project({
    'config/dev.env.js': devEnv,
    '.env.development': 'PUBLIC_AUTH_URL=https://auth.example.com\n',
    'src/index.js': 'window.result = process.env.PUBLIC_AUTH_URL;\n',
  });
  const server = await devServer(env);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, result), { errors: [], value: 'https://auth.example.com' });
  } finally {
    await server.stop();
  }

  const defined = project({
    'src/index.js': read,
    'rsbuild.config.mjs':
      "export default { source: { define: { 'process.env.AUTH_URL': JSON.stringify('https://auth.example.com') } } };\n",
  });
  assert.deepEqual(await buildAndVisit(browser(), defined, result), { errors: [], value: 'https://auth.example.com' });

  const whole = project({
    'config/dev.env.cjs': devEnv,
    'src/index.js': read,
    'rsbuild.config.mjs':
      "import { createRequire } from 'node:module';\nconst devEnv = createRequire(import.meta.url)('./config/dev.env.cjs');\nexport default { source: { define: { 'process.env': devEnv } } };\n",
  });
  assert.deepEqual(await buildAndVisit(browser(), whole, result), { errors: [], value: '"https://auth.example.com"' });
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "a dependency\'s optional chaining stays as written for a chrome 70 browserslist while your own is compiled; source.include compiles it"', () => {
  const files = {
    '.browserslistrc': 'chrome 70\n',
    'node_modules/uses-chaining/package.json': '{ "name": "uses-chaining", "main": "index.js" }\n',
    'node_modules/uses-chaining/index.js': 'export const depth = (o) => o?.a?.b ?? 0;\n',
    'src/index.js': "import { depth } from 'uses-chaining';\nwindow.result = [depth({ a: { b: 2 } }), window.x?.y];\n",
  };
  const text = (config: string): { dep: string; own: string } => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { minify: false }, ${config} };\n` });
    build(dir);
    const js = distText(dir, /\.js$/);
    const own = js.indexOf('window.result');
    const dep = js.indexOf('depth = ');
    return { dep: js.slice(dep, dep + 80), own: js.slice(own, own + 120) };
  };
  const kept = text('');
  assert.match(kept.dep, /o\?\.a\?\.b \?\? 0/);
  assert.doesNotMatch(kept.own, /\?\./);
  const compiled = text('source: { include: [/[\\\\/]node_modules[\\\\/]uses-chaining[\\\\/]/] }');
  assert.doesNotMatch(compiled.dep, /\?\.|\?\?/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test('config/tools/sass "SCSS builds with neither node-sass nor sass installed; additionalData @use without as * gives Undefined variable, variables.$x or as * works"', () => {
  const files = {
    'src/styles/variables.scss': '$primary: #1677ff;\n',
    'src/index.js': "import './a.scss';\n",
  };
  const config = (use: string): string =>
    `export default { source: { alias: { '@': './src' } }, tools: { sass: { additionalData: '${use}\\n' } } };\n`;
  const bare = project({ ...files, 'src/a.scss': '.a { color: $primary; }\n', 'rsbuild.config.mjs': config('@use "@/styles/variables";') });
  const failed = rsbuild(bare, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /× Undefined variable\./);
  assert.doesNotMatch(failed.output, /node-sass/);

  const namespaced = project({
    ...files,
    'src/a.scss': '.a { color: variables.$primary; }\n',
    'rsbuild.config.mjs': config('@use "@/styles/variables";'),
  });
  build(namespaced);
  assert.match(distText(namespaced, /\.css$/), /\.a\{color:#1677ff\}/);

  const star = project({
    ...files,
    'src/a.scss': '.a { color: $primary; }\n',
    'rsbuild.config.mjs': config('@use "@/styles/variables" as *;'),
  });
  build(star);
  assert.match(distText(star, /\.css$/), /\.a\{color:#1677ff\}/);
  // Neither sass nor node-sass is installed in the project: the core brings its own Dart Sass.
  assert.ok(!fs.existsSync(path.join(star, 'node_modules/sass')) && !fs.existsSync(path.join(star, 'node_modules/node-sass')));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem

test('plugins/list/plugin-rem "px in the <style> of a .vue file goes through the PostCSS plugins that tools.postcss addPlugins adds, as the rem plugin adds postcss-pxtorem"', () => {
  // vue-loader's part is played by two small loaders: the first turns App.vue into a module that imports its
  // <style> block through an inline match resource (App.vue.css!=!), as vue-loader 17 does with the
  // experimentalInlineMatchResource option that @rsbuild/plugin-vue 0.5.9 sets; the second cuts the block out.
  const dir = project({
    'src/App.vue': '<template><p class="title">App</p></template>\n<style>\n.title { font-size: 32px; padding: 12px 24px; }\n</style>\n',
    'src/index.js': "import App from './App.vue';\nwindow.app = App;\n",
    'vue-stand-in-loader.cjs':
      "module.exports = function () { return `import ${JSON.stringify('./App.vue.css!=!./App.vue?type=style')};\\nexport default { name: 'App' };\\n`; };\n",
    'style-block-loader.cjs': 'module.exports = function (source) { return source.match(/<style>([\\s\\S]*?)<\\/style>/)[1]; };\n',
    // What postcss-pxtorem does with rootValue 50, in a few lines.
    'px-to-rem.cjs':
      "module.exports = { postcssPlugin: 'px-to-rem-stand-in', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => `${n / 50}rem`); } };\n",
    'rsbuild.config.mjs': [
      "import path from 'node:path';",
      "import { createRequire } from 'node:module';",
      'const pxToRem = createRequire(import.meta.url)("./px-to-rem.cjs");',
      'export default {',
      '  tools: {',
      '    postcss: (_, { addPlugins }) => { addPlugins(pxToRem); },',
      '    rspack: { module: { rules: [',
      "      { test: /\\.vue$/, resourceQuery: { not: /type=style/ }, loader: path.resolve('vue-stand-in-loader.cjs') },",
      "      { test: /\\.vue\\.css$/, enforce: 'pre', loader: path.resolve('style-block-loader.cjs') },",
      '    ] } },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /\.title\{font-size:\.64rem;padding:\.24rem \.48rem\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test('config/source/transform-import "Element UI on demand: libraryName element-ui, customStyleName lib/theme-chalk/{{ kebabCase member }}.css bundles only Button and DatePicker with their CSS"', () => {
  const lib = (name: string): string => `module.exports = { name: 'El${name}', install() {} };\n`;
  const files = {
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "main": "lib/element-ui.common.js" }\n',
    'node_modules/element-ui/lib/element-ui.common.js':
      "module.exports = { Button: require('./button'), DatePicker: require('./date-picker'), Table: require('./table') };\n",
    'node_modules/element-ui/lib/button.js': lib('Button'),
    'node_modules/element-ui/lib/date-picker.js': lib('DatePicker'),
    'node_modules/element-ui/lib/table.js': lib('Table'),
    'node_modules/element-ui/lib/theme-chalk/button.css': '.el-button { color: #409eff; }\n',
    'node_modules/element-ui/lib/theme-chalk/date-picker.css': '.el-date-picker { width: 322px; }\n',
    'node_modules/element-ui/lib/theme-chalk/table.css': '.el-table { width: 100%; }\n',
    'node_modules/element-ui/lib/theme-chalk/index.css': '.el-button { color: #409eff; }\n.el-table { width: 100%; }\n',
    'src/index.js': "import { Button, DatePicker } from 'element-ui';\nwindow.result = [Button.name, DatePicker.name];\n",
  };
  const whole = project(files);
  build(whole);
  assert.match(distText(whole, /\.js$/), /ElTable/);

  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'element-ui', libraryDirectory: 'lib', customStyleName: 'element-ui/lib/theme-chalk/{{ kebabCase member }}.css' }] } };\n",
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /ElButton/);
  assert.match(js, /ElDatePicker/);
  assert.doesNotMatch(js, /ElTable/);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.el-button\{/);
  assert.match(css, /\.el-date-picker\{/);
  assert.doesNotMatch(css, /\.el-table/);
});
