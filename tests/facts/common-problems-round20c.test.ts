// Facts behind the twentieth round's (c) items, as readers describe the problem: TS2307 for an SVG imported from a
// package, a Vue :src string path that is not bundled, a .vue file of a package in node_modules that does not parse,
// readable CSS Modules class names and Vue CLI 5's removed css.requireModuleExtension, a Svelte <style lang="scss">
// without sass, svg-sprite-loader next to the built-in svg rule, and Babel's decorators message. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), tsc, or Babel's parser. Items resting on other sources:
//
// - plugins/list/plugin-type-check "the build succeeds although there are type errors": rsbuild build of a TS2345
//   error exits with code 0 and writes dist (common-problems-round5a.test.ts, common-problems-round18b.test.ts).
// - plugins/list/plugin-vue-jsx "TypeError: h is not a function": Vue 3 calls a component's render function as
//   render.call(proxy, proxy, ...) (runtime-core, renderComponentRoot), so the first argument of a Vue 2 style
//   render(h) is the component instance, not a function; @vue/babel-preset-jsx (Vue 2 JSX, plugin-vue2-jsx 0.5.9)
//   injects const h = arguments[0] into such methods. Vue's source, not run here (vue is not installed). That .jsx
//   without the plugin is compiled for React (React is not defined) is run by common-problems-round6b.test.ts.
// - plugins/list/plugin-vue2: that the rule of @rsbuild/plugin-vue2 0.5.9 for .vue files has only test(/\.vue$/), no
//   include or exclude, so components inside node_modules go through vue-loader too, rests on its source
//   (src/index.ts); webpack's "Module parse failed: Unexpected token (1:0)" is webpack's acorn wording.
// - plugins/list/plugin-svelte: "Cannot find any of modules: sass,node-sass" is svelte-preprocess 4's message
//   (modules/utils.ts importAny('sass', 'node-sass')); svelte-preprocess 5.1.3, the version @rsbuild/plugin-svelte 0.5.9
//   depends on (^5.1.3), loads require('sass') only (dist/transformers/scss.js, read from its npm tarball), hence
//   "Cannot find module 'sass'". The plugin's source passes sveltePreprocess(preprocessOptions) to svelte-loader and
//   depends on no Sass package. That Rsbuild builds a plain .scss without sass is run below.
// - guide/basic/static-assets: that Vue's template compiler turns a static src="./x.png" into an import and leaves a
//   :src binding as written is @vue/compiler-sfc's transformAssetUrls (not run here); the bundler's side is run below.
// - config/output/css-modules: `Invalid options in vue.config.js: "css.requireModuleExtension" is not allowed` is
//   Vue CLI 5's option validation (the option was removed in Vue CLI 5); not run here.
// - config/tools/bundler-chain: "svg-sprite-loader exception. 2 rules applies to ..." is svg-sprite-loader's own
//   warning when more than one rule of the configuration matches an SVG it handles (its lib/exceptions.js); the rule
//   layout is run below with a stand-in loader in svg-sprite-loader's place, not svg-sprite-loader itself.
//   svg-sprite-loader 6.0.11 itself was tried once by hand with 0.5.9 (installed outside the repository, not kept as a
//   test): the build stops with "Cannot find module 'webpack/package.json'", and with webpack installed with
//   "TypeError: Cannot destructure property 'request' of 'module' as it is undefined." (its
//   lib/utils/is-module-should-be-extracted.js reads the webpack module of the loader context, which Rspack 0.5 lacks).
// - config/source/decorators: @rsbuild/plugin-babel 0.5.9 adds @babel/plugin-proposal-decorators with
//   source.decorators (src/plugin.ts), so files that go through it parse decorators; @vue/compiler-sfc parses a
//   <script> block with Babel's parser and adds decorators-legacy only for lang="ts" (resolveParserPlugins). Source,
//   not run here. The message itself is run with @babel/parser below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ROOT, build, buildAndVisit, distFiles, distText, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const tsc = (dir: string): { code: number | null; output: string } => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
};

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test('guide/basic/typescript "TS2307 for an SVG imported from a package (@material-symbols/svg-400/outlined/face.svg)": tsc reports it without declarations; /// <reference types="@rsbuild/core/types" /> in src/env.d.ts fixes it; the same file outside include does not; the build inlines the SVG', () => {
  const files = {
    'node_modules/@material-symbols/svg-400/package.json': '{ "name": "@material-symbols/svg-400", "version": "0.17.0" }\n',
    'node_modules/@material-symbols/svg-400/outlined/face.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>\n',
    'src/index.ts':
      "import face from '@material-symbols/svg-400/outlined/face.svg';\nconst img: HTMLImageElement = document.createElement('img');\nimg.src = face;\ndocument.body.append(img);\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, lib: ['ESNext', 'DOM'] },
      include: ['src'],
    }),
  };
  const links = { '@rsbuild/core': 'rsbuild-0.5' };
  const missing = tsc(project(files, links));
  assert.equal(missing.code, 2);
  assert.match(
    missing.output,
    /src\/index\.ts\(1,18\): error TS2307: Cannot find module '@material-symbols\/svg-400\/outlined\/face\.svg' or its corresponding type declarations\./,
  );
  const outside = tsc(project({ ...files, 'env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' }, links));
  assert.equal(outside.code, 2);
  assert.match(outside.output, /TS2307/);
  const dir = project({ ...files, 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' }, links);
  const fixed = tsc(dir);
  assert.equal(fixed.code, 0, fixed.output);
  build(dir);
  assert.match(distText(dir, /\.js$/), /data:image\/svg\+xml;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test('guide/basic/static-assets "an image path in a string (Vue :src / v-bind:src) is not bundled": a string path emits no image and stays as written; require() and import emit static/image/logo.[hash].png and give its URL; public/img/ is copied as it is', () => {
  const big = Buffer.concat([PNG, Buffer.alloc(12_000)]);
  const dir = project({
    'src/assets/logo.png': big,
    'src/assets/banner.png': big,
    'public/img/icon.png': big,
    'src/index.js':
      "const a = './assets/logo.png';\nconst b = require('./assets/logo.png');\nimport banner from './assets/banner.png';\nwindow.result = [a, b, banner];\n",
  });
  build(dir);
  const images = distFiles(dir).filter((f) => f.endsWith('.png'));
  assert.deepEqual(
    images.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['img/icon.png', 'static/image/banner.[hash].png', 'static/image/logo.[hash].png'],
  );
  const js = distText(dir, /\.js$/);
  assert.match(js, /"\.\/assets\/logo\.png"/);
  assert.match(js, /static\/image\/logo\.[0-9a-f]{8}\.png/);
  assert.match(js, /static\/image\/banner\.[0-9a-f]{8}\.png/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2

test('plugins/list/plugin-vue2 "a .vue file of a package in node_modules: Module parse failed": without a rule for .vue, rsbuild build stops at File: ./node_modules/vue-count-to/src/vue-countTo.vue with Module parse failed:', () => {
  const dir = project({
    'node_modules/vue-count-to/package.json': '{ "name": "vue-count-to", "version": "1.0.13", "main": "src/vue-countTo.vue" }\n',
    'node_modules/vue-count-to/src/vue-countTo.vue': '<template>\n  <span>{{ value }}</span>\n</template>\n',
    'src/index.js': "import CountTo from 'vue-count-to';\nwindow.c = CountTo;\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/node_modules\/vue-count-to\/src\/vue-countTo\.vue/);
  assert.match(run.output, /Module parse failed:/);
  assert.match(run.output, /You may need an appropriate loader/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test('config/output/css-modules "readable class names": localIdentName [name]__[local] gives Range-module__unit in the built CSS and JS; auto as a function that leaves node_modules out makes a plain src/range.css a CSS Module and keeps a package\'s CSS global', () => {
  const readable = project({
    'src/components/Range.module.css': '.unit { color: red; }\n',
    'src/index.js': "import s from './components/Range.module.css';\nwindow.unit = s.unit;\n",
    'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[name]__[local]' } } };\n",
  });
  build(readable);
  assert.match(distText(readable, /\.css$/), /\.Range-module__unit\{/);
  assert.match(distText(readable, /\.js$/), /"Range-module__unit"/);

  const all = project({
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0" }\n',
    'node_modules/ui-lib/style.css': '.el-button { color: blue; }\n',
    'src/range.css': '.unit { color: red; }\n',
    'src/index.js': "import 'ui-lib/style.css';\nimport s from './range.css';\nwindow.unit = s.unit;\n",
    'rsbuild.config.mjs':
      'export default { output: { cssModules: { auto: (resourcePath) => !/[\\\\/]node_modules[\\\\/]/.test(resourcePath) } } };\n',
  });
  build(all);
  const css = distText(all, /\.css$/);
  assert.match(css, /\.el-button\{/);
  assert.match(css, /\.unit-[\w-]{6}\{/);
  assert.doesNotMatch(css, /\.unit\{/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svelte

test('plugins/list/plugin-svelte "Rsbuild builds .scss files without sass installed": a .scss import builds in a project that has no sass package (the core ships its own compiler, which svelte-preprocess does not use)', () => {
  const dir = project({
    'src/app.scss': '$brand: #ff3e00;\nh1 { color: $brand; }\n',
    'src/index.js': "import './app.scss';\n",
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /h1\{color:#ff3e00\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/bundler-chain

test('config/tools/bundler-chain "svg-sprite-loader next to the built-in svg rule": with the icons folder excluded from CHAIN_ID.RULE.SVG and a rule of its own, the loader alone handles src/icons/svg/*.svg (require.context), and other SVGs keep the built-in handling', () => {
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg>\n';
  const files = {
    'sprite-stand-in-loader.cjs':
      "module.exports = function () { const name = require('node:path').basename(this.resourcePath, '.svg'); return `export default { id: 'icon-${name}' };`; };\n",
    'src/icons/svg/user.svg': icon,
    'src/icons/svg/password.svg': icon,
    'src/logo.svg': icon,
    'src/index.js':
      "const req = require.context('./icons/svg', false, /\\.svg$/);\nimport logo from './logo.svg';\nwindow.result = { icons: req.keys().map((k) => req(k).default.id), logo };\n",
  };
  const chain = (exclude: boolean) =>
    `import path from 'node:path';\nexport default { tools: { bundlerChain: (chain, { CHAIN_ID }) => {\n${
      exclude ? "  chain.module.rule(CHAIN_ID.RULE.SVG).exclude.add(path.resolve('src/icons')).end();\n" : ''
    }  chain.module.rule('svg-sprite').test(/\\.svg$/).include.add(path.resolve('src/icons')).end()\n    .use('svg-sprite-loader').loader(path.resolve('sprite-stand-in-loader.cjs')).options({ symbolId: 'icon-[name]' });\n} } };\n`;
  const good = project({ ...files, 'rsbuild.config.mjs': chain(true) });
  build(good);
  const js = distText(good, /\.js$/);
  assert.match(js, /id:"icon-user"/);
  assert.match(js, /id:"icon-password"/);
  assert.match(js, /data:image\/svg\+xml;base64,/);
  // Both rules on the icons: the loader's output then goes through the asset rule, and the icon is a data: URI of
  // JavaScript text instead of the loader's module.
  const both = project({ ...files, 'rsbuild.config.mjs': chain(false) });
  build(both);
  const bothJs = distText(both, /\.js$/);
  assert.doesNotMatch(bothJs, /id:"icon-user"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test('config/source/decorators "This experimental syntax requires enabling one of the following parser plugin(s): decorators": Babel\'s parser prints it for a decorator without its decorators plugin; with decorators-legacy it parses; rsbuild build of the same TypeScript compiles it with SWC', () => {
  // @babel/parser as installed with pug (pug-code-gen → constantinople → @babel/parser).
  const fromPug = createRequire(createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('pug')).resolve('pug-code-gen'));
  const parser = createRequire(fromPug.resolve('constantinople'))('@babel/parser') as {
    parse: (code: string, options: object) => unknown;
  };
  const code = "@Component\nexport default class Home {\n  @Prop() title = 'x';\n}\n";
  assert.throws(
    () => parser.parse(code, { sourceType: 'module', plugins: ['typescript'] }),
    /This experimental syntax requires enabling one of the following parser plugin\(s\): "decorators", "decorators-legacy"\./,
  );
  parser.parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators-legacy'] });

  const dir = project({
    'src/index.ts':
      "const Component = (c: any) => { c.decorated = true; };\nconst Prop = () => (_t: any, _k: string) => {};\n@Component\nclass Home {\n  @Prop() title = 'x';\n}\n(window as any).home = Home;\n",
  });
  build(dir);
  assert.match(distText(dir, /\.js$/), /decorated/);
});

test('config/tools/bundler-chain "icons from src/icons/svg as a sprite without svg-sprite-loader": with the folder excluded from the svg rule and type asset/source, require.context gives each file\'s markup, and <use href="#icon-user"> finds the <symbol> the script inserts', async () => {
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg>\n';
  const dir = project({
    'src/icons/svg/user.svg': icon,
    'src/icons/svg/password.svg': icon,
    'src/icons/index.js':
      "const req = require.context('./svg', false, /\\.svg$/);\nconst symbols = req.keys().map((key) => {\n  const name = key.replace(/^\\.\\/(.*)\\.svg$/, '$1');\n  return req(key).replace(/<svg([^>]*)>/, `<symbol id=\"icon-${name}\"$1>`).replace('</svg>', '</symbol>');\n});\ndocument.body.insertAdjacentHTML('afterbegin', `<svg style=\"display: none\">${symbols.join('')}</svg>`);\n",
    'src/index.js':
      'import \'./icons\';\ndocument.body.insertAdjacentHTML(\'beforeend\', \'<svg id="shown" width="8" height="8"><use href="#icon-user"></use></svg>\');\n',
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { tools: { bundlerChain: (chain, { CHAIN_ID }) => {\n  chain.module.rule(CHAIN_ID.RULE.SVG).exclude.add(path.resolve('src/icons')).end();\n  chain.module.rule('icons').test(/\\.svg$/).include.add(path.resolve('src/icons')).end().type('asset/source');\n} } };\n",
  });
  const { errors, value } = await buildAndVisit(browser(), dir, () => ({
    symbols: [...document.querySelectorAll('symbol')].map((s) => s.id).sort(),
    width: Math.round((document.querySelector('#shown use') as SVGGraphicsElement).getBBox().width),
  }));
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { symbols: ['icon-password', 'icon-user'], width: 8 });
});
