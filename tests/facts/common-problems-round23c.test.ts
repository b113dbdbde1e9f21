// Facts behind the twenty-third round's (c) items, as readers describe the problem: TS2307 for a Sass CSS Module, for
// a plain .scss file in a TypeScript project, and for a CSS Module before its generated .scss.d.ts exists. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), tsc where TypeScript decides, Chromium where the browser
// decides.
//
// tsc is the TypeScript of this repository (5.x), as in common-problems-round11b.test.ts; its TS2307 text is quoted.
//
// Resting on other sources, not run here:
// - `TypeScript emitted no output for <file>.` is ts-loader's error (webpack): its index.js throws it when the
//   TypeScript program gives no JavaScript for the file it was handed (a .d.ts file, or any file with noEmit: true);
//   older releases spell it `Typescript emitted no output for`. ts-loader and webpack are not run here; the run shows
//   that 0.5.9 builds the same project (noEmit: true, a generated .scss.d.ts next to the stylesheet) without it.
// - `Failed to resolve import "BMap" from "<file>". Does the file exist?` is Vite's (its import-analysis plugin); Vite is
//   not run here. That Baidu Maps' script (api.map.baidu.com/api?v=3.0&ak=…) defines the global BMap rests on Baidu's
//   documentation; the run uses a stand-in script that defines it.
// - Vue 2's dist/vue.min.js and Vue 3's dist/vue.global.prod.js define the global Vue (their UMD/IIFE wrappers); vue is
//   not installed here, the run uses a stand-in script that defines Vue.
// - `You are using prebuilt antd,\nplease use https://www.npmjs.com/package/babel-plugin-import to reduce app bundle
//   size.` is printed by antd's root index.js, the entry of its UMD file dist/antd.js (antd 3 and earlier, when
//   NODE_ENV is not production); antd is not installed here, the runs use stand-in packages with antd's and element-ui's
//   layout.
// - `Cannot read property '0' of null` with babel-plugin-component is the Babel 6 generator's crash (babel-generator's
//   Buffer._append, ElemeFE/element issue 58); Babel 6 is not run here, the run shows 0.5.9 ignores a .babelrc naming the plugin.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, buildAndVisit, devServer, distFiles, distText, hashed, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const tsc = (dir: string): { code: number | null; output: string } => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
};
const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, lib: ['ESNext', 'DOM'] },
  include: ['src'],
});
const links = { '@rsbuild/core': 'rsbuild-0.5' };
const envDts = '/// <reference types="@rsbuild/core/types" />\n';

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules

test('guide/basic/css-modules "TS2307 for a Sass CSS Module (./card.module.scss) imported in a TypeScript component": tsc reports TS2307 without declarations while the build passes; src/env.d.ts with @rsbuild/core/types fixes it', () => {
  const files = {
    'src/card.module.scss': '$c: red;\n.card-title { color: $c; }\n',
    'src/index.ts': "import styles from './card.module.scss';\ndocument.body.className = styles.cardTitle;\n",
    'tsconfig.json': tsconfig,
  };
  const bare = project(files, links);
  const missing = tsc(bare);
  assert.equal(missing.code, 2);
  assert.match(missing.output, /error TS2307: Cannot find module '\.\/card\.module\.scss' or its corresponding type declarations\./);
  assert.equal(build(bare).code, 0);
  assert.match(distText(bare, /^static\/css\/index\./), /\.card-title-[\w-]{6}\{color:red\}/);
  const fixed = tsc(project({ ...files, 'src/env.d.ts': envDts }, links));
  assert.equal(fixed.code, 0, fixed.output);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test("guide/basic/typescript \"TS2307: Cannot find module './style.scss' in a TypeScript project\": @rsbuild/core/types declares *.module.scss but no *.scss, *.less or *.css, so import styles from './style.scss' still gives TS2307 with src/env.d.ts; import './style.scss' passes tsc and the build keeps the styles", () => {
  const types = fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/types.d.ts'), 'utf8');
  assert.match(types, /declare module '\*\.module\.scss'/);
  for (const ext of ['scss', 'less', 'css']) assert.doesNotMatch(types, new RegExp(`declare module '\\*\\.${ext}'`));
  const files = { 'src/env.d.ts': envDts, 'src/style.scss': '$c: blue;\nbody { color: $c; }\n', 'tsconfig.json': tsconfig };
  const bound = tsc(project({ ...files, 'src/index.ts': "import styles from './style.scss';\nconsole.log(styles);\n" }, links));
  assert.equal(bound.code, 2);
  assert.match(bound.output, /error TS2307: Cannot find module '\.\/style\.scss' or its corresponding type declarations\./);
  const dir = project({ ...files, 'src/index.ts': "import './style.scss';\ndocument.body.textContent = 'app';\n" }, links);
  const plain = tsc(dir);
  assert.equal(plain.code, 0, plain.output);
  assert.equal(build(dir).code, 0);
  assert.match(distText(dir, /^static\/css\/index\./), /body\{color:blue\}/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules

test('plugins/list/plugin-typed-css-modules "TS2307 for ./card.module.scss and no .scss.d.ts generated; TypeScript emitted no output": without the option no card.module.scss.d.ts appears; with enableCssModuleTSDeclaration the file appears only after a build, which passes with noEmit: true in tsconfig, prints no "emitted no output" and bundles nothing of the .d.ts; tsc then passes', () => {
  const files = {
    'src/card.module.scss': '.card-title { color: red; }\n',
    'src/index.ts': "import styles from './card.module.scss';\ndocument.body.className = styles.cardTitle;\n",
    'tsconfig.json': tsconfig,
  };
  const off = project(files, links);
  assert.equal(build(off).code, 0);
  assert.equal(fs.existsSync(path.join(off, 'src/card.module.scss.d.ts')), false);

  const dir = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n' }, links);
  const dts = path.join(dir, 'src/card.module.scss.d.ts');
  assert.equal(fs.existsSync(dts), false);
  assert.match(tsc(dir).output, /TS2307: Cannot find module '\.\/card\.module\.scss'/);
  const run = build(dir);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /emitted no output/i);
  assert.match(fs.readFileSync(dts, 'utf8'), /'card-title': string;\n\s+cardTitle: string;/);
  assert.ok(!distText(dir, /^static\/js\/index\./).includes('automatically generated'));
  const after = tsc(dir);
  assert.equal(after.code, 0, after.output);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "about.html and contact.html, but only index.html in dist": HTML files in the root are not entries, the build writes index.html only; with one entry per page and html.template ({ entryName }) => `./${entryName}.html` it writes index.html, about.html and contact.html, each from its own file with its own script', () => {
  const files: Record<string, string> = {};
  for (const name of ['index', 'about', 'contact']) {
    files[`src/${name}.js`] = `document.body.append('${name}');\n`;
    files[`${name}.html`] = `<!doctype html>\n<html><head><title>${name} page</title></head><body><div id="root"></div></body></html>\n`;
  }
  const bare = project(files);
  build(bare);
  assert.deepEqual(
    distFiles(bare).filter((f) => f.endsWith('.html')),
    ['index.html'],
  );
  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', about: './src/about.js', contact: './src/contact.js' } }, html: { template: ({ entryName }) => `./${entryName}.html` } };\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['about.html', 'contact.html', 'index.html'],
  );
  for (const name of ['index', 'about', 'contact']) {
    const html = distText(dir, new RegExp(`^${name}\\.html$`));
    assert.match(html, new RegExp(`<title>${name} page</title>`));
    assert.deepEqual(
      (html.match(/src="[^"]+"/g) ?? []).map((s) => s.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
      [`src="/static/js/${name}.[hash].js"`],
    );
  }
});

test('config/source/entry "a.html and b.html share services and components": with entries a and b importing the same modules, 27 kB of shared components go into one numbered chunk that both pages load; a small shared service alone is copied into each entry file; forceSplitting { shared: /src[\\/](services|components)/ } writes static/js/shared.[hash].js loaded by both', () => {
  let widget = 'export function Widget() {\n  return [';
  for (let i = 0; i < 1500; i++) widget += `'WIDGET_ITEM_${i}',`;
  widget += '];\n}\n';
  const page = (p: string, big: boolean) =>
    `import { api } from '../services/api';\n${big ? "import { Widget } from '../components/widget';\n" : ''}document.body.textContent = api() + ${big ? 'Widget().length + ' : ''}'${p}';\n`;
  const files = (big: boolean, config = ''): Record<string, string> => ({
    'src/services/api.js': "export const api = () => 'SHARED_API_MARKER';\n",
    'src/components/widget.js': widget,
    'src/a/index.js': page('A', big),
    'src/b/index.js': page('B', big),
    'rsbuild.config.mjs': `export default { source: { entry: { a: './src/a/index.js', b: './src/b/index.js' } }${config} };\n`,
  });
  const scripts = (dir: string, html: string) =>
    (distText(dir, new RegExp(`^${html}$`)).match(/src="[^"]+"/g) ?? []).map((s) => s.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  const withMarker = (dir: string, marker: string) =>
    hashed(distFiles(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(marker)));

  const big = project(files(true));
  build(big);
  const [shared] = withMarker(big, 'WIDGET_ITEM_1');
  assert.match(shared, /^static\/js\/\d+\.\[hash\]\.js$/);
  assert.deepEqual(withMarker(big, 'SHARED_API_MARKER'), [shared]);
  const size = fs.statSync(path.join(big, 'dist', distFiles(big).find((f) => hashed([f])[0] === shared) ?? '')).size;
  assert.ok(size > 25_000 && size < 30_000, String(size));
  assert.deepEqual(scripts(big, 'a\\.html'), [`src="/${shared}"`, 'src="/static/js/a.[hash].js"']);
  assert.deepEqual(scripts(big, 'b\\.html'), [`src="/${shared}"`, 'src="/static/js/b.[hash].js"']);

  const small = project(files(false));
  build(small);
  assert.deepEqual(withMarker(small, 'SHARED_API_MARKER'), ['static/js/a.[hash].js', 'static/js/b.[hash].js']);

  const forced = project(
    files(
      false,
      ", performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { shared: /src[\\\\/](services|components)/ } } }",
    ),
  );
  build(forced);
  assert.deepEqual(withMarker(forced, 'SHARED_API_MARKER'), ['static/js/shared.[hash].js']);
  assert.deepEqual(scripts(forced, 'a\\.html'), ['src="/static/js/shared.[hash].js"', 'src="/static/js/a.[hash].js"']);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test("config/output/externals \"a library loaded by a <script> link (Baidu Maps' BMap) and imported in code\": import BMap from 'BMap' fails the build with a resolve error; externals { BMap: 'BMap' } with the script first in <head> (html.tags) builds and the page reads the global", async () => {
  const files = {
    'public/bmap.js': 'var BMap = { Map: function (id) { this.id = id; } };\n',
    'src/index.js': "import BMap from 'BMap';\nwindow.result = new BMap.Map('container').id;\n",
  };
  const failed = rsbuild(project(files), ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve 'BMap'/);
  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { externals: { BMap: 'BMap' } }, html: { tags: [{ tag: 'script', attrs: { src: '/bmap.js' }, head: true, append: false }] } };\n",
  });
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  assert.deepEqual(await buildAndVisit(browser(), dir, read), { errors: [], value: 'container' });
});

test("config/output/externals \"Vue is not defined after the build (Vue 2's Vue global)\": with externals { vue: 'Vue' }, no Vue script on the page and Vue's script loaded after the bundle (deferred, end of body) both throw Uncaught ReferenceError: Vue is not defined; the script first in <head> runs", async () => {
  const files = (tag: string): Record<string, string> => ({
    'public/vue.min.js': "var Vue = { version: '2.7.16' };\n",
    'src/index.js': "import Vue from 'vue';\nwindow.result = Vue.version;\n",
    'rsbuild.config.mjs': `export default { output: { externals: { vue: 'Vue' } }, html: { tags: [${tag}] } };\n`,
  });
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  const none = await buildAndVisit(browser(), project(files('')), read);
  assert.deepEqual(none, { errors: ['Uncaught ReferenceError: Vue is not defined'], value: null });
  const late = await buildAndVisit(
    browser(),
    project(files("{ tag: 'script', attrs: { src: '/vue.min.js', defer: true }, head: false, append: true }")),
    read,
  );
  assert.deepEqual(late, { errors: ['Uncaught ReferenceError: Vue is not defined'], value: null });
  const first = await buildAndVisit(
    browser(),
    project(files("{ tag: 'script', attrs: { src: '/vue.min.js' }, head: true, append: false }")),
    read,
  );
  assert.deepEqual(first, { errors: [], value: '2.7.16' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility

test('guide/advanced/browser-compatibility "the built umi.js still holds backticks (template literals) IE 11 does not know": with the default browserslist template literals stay; with ie 11 in the list the app\'s become "Hi ".concat(name) while a package\'s stays until the package is in source.include', () => {
  const ie11 = "overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'ie 11']";
  const files = (config: string): Record<string, string> => ({
    'node_modules/tpl-lib/package.json': '{ "name": "tpl-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/tpl-lib/index.js': 'export function greet(n) {\n  return `LIB_HI ${n}!`;\n}\n',
    'src/index.js':
      "import { greet } from 'tpl-lib';\nconst name = window.location.hash;\ndocument.body.textContent = `APP_HI ${name}?` + greet(name);\n",
    'rsbuild.config.mjs': `export default ${config};\n`,
  });
  const js = (config: string): string => {
    const dir = project(files(config));
    build(dir);
    return distText(dir, /\.js$/);
  };
  const plain = js('{}');
  assert.match(plain, /`APP_HI \$\{\w+\}\?`/);
  assert.match(plain, /`LIB_HI \$\{\w+\}!`/);
  const listed = js(`{ output: { ${ie11} } }`);
  assert.match(listed, /"APP_HI "\.concat\(\w+,"\?"\)/);
  assert.match(listed, /`LIB_HI \$\{\w+\}!`/);
  const included = js(`{ source: { include: [/[\\\\/]node_modules[\\\\/]tpl-lib[\\\\/]/] }, output: { ${ie11} } }`);
  assert.match(included, /"LIB_HI "\.concat\(\w+,"!"\)/);
  assert.ok(!included.includes('`'), 'no backtick left');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test("config/output/css-modules \"the className gets a dynamic hash suffix: how to turn it off\": localIdentName '[local]' keeps .title as written in rsbuild dev and rsbuild build and styles.title is 'title'; two files with .title then give one class, whose rules merge (the later color wins); auto: false leaves .module.css classes as written and the import empty", async () => {
  const files = {
    'src/card.module.css': '.title { color: red; }\n',
    'src/banner.module.css': '.title { color: blue; }\n',
    'src/index.js':
      "import card from './card.module.css';\nimport banner from './banner.module.css';\nwindow.result = [String(card.title), String(banner.title), Object.keys(card).length];\n",
  };
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  const plain = project(files);
  const hashedNames = (await buildAndVisit(browser(), plain, read)).value as string[];
  assert.match(hashedNames[0], /^title-[\w-]{6}$/);

  const local = project({ ...files, 'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[local]' } } };\n" });
  assert.deepEqual(await buildAndVisit(browser(), local, read), { errors: [], value: ['title', 'title', 1] });
  assert.match(distText(local, /\.css$/), /^\.title\{color:red;color:blue\}/m);
  const server = await devServer(local);
  try {
    assert.match(await (await fetch(`${server.url}/static/css/index.css`)).text(), /^\.title \{/m);
  } finally {
    await server.stop();
  }

  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { cssModules: { auto: false } } };\n' });
  assert.deepEqual(await buildAndVisit(browser(), off, read), { errors: [], value: ['undefined', 'undefined', 0] });
  assert.match(distText(off, /\.css$/), /^\.title\{color:red;color:blue\}/m);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias

test("guide/advanced/alias \"register moduleA as a global module, imported without a relative path\": source.alias { moduleA: './src/shared/moduleA.ts' } and, without it, tsconfig paths { moduleA: ['./src/shared/moduleA.ts'] } both resolve import { formatDate } from 'moduleA' in src/pages/home/index.ts; the module is bundled once", () => {
  const files = {
    'src/shared/moduleA.ts': "export const formatDate = (d: Date): string => 'MODULE_A_MARKER' + d.getTime();\n",
    'src/pages/home/index.ts': "import { formatDate } from 'moduleA';\ndocument.body.textContent = formatDate(new Date());\n",
    'src/index.ts': "import './pages/home';\nimport { formatDate } from 'moduleA';\nconsole.log(formatDate(new Date(0)));\n",
  };
  const bare = rsbuild(project(files), ['build']);
  assert.notEqual(bare.code, 0);
  assert.match(bare.output, /Can't resolve 'moduleA'/);
  const viaAlias = project({
    ...files,
    'rsbuild.config.mjs': "export default { source: { alias: { moduleA: './src/shared/moduleA.ts' } } };\n",
  });
  build(viaAlias);
  assert.equal(distText(viaAlias, /\.js$/).split('MODULE_A_MARKER').length - 1, 1);
  const viaPaths = project({
    ...files,
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { moduleA: ['./src/shared/moduleA.ts'] } }, include: ['src'] }),
  });
  build(viaPaths);
  assert.equal(distText(viaPaths, /\.js$/).split('MODULE_A_MARKER').length - 1, 1);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test("config/source/transform-import \"still the warning You are using prebuilt antd\": with the antd item, import { Button } from 'antd' bundles antd/es/button and its CSS only; import 'antd/dist/antd' still brings the whole prebuilt file in, whatever the item", () => {
  const antd = {
    'node_modules/antd/package.json': '{ "name": "antd", "version": "3.26.20", "main": "lib/index.js", "module": "es/index.js" }\n',
    'node_modules/antd/es/index.js': "export { default as Button } from './button';\nconsole.log('WHOLE_ANTD');\n",
    'node_modules/antd/es/button/index.js': "export default function Button() {\n  return 'ANTD_BUTTON';\n}\n",
    'node_modules/antd/es/button/style/css.js': "import './index.css';\n",
    'node_modules/antd/es/button/style/index.css': '.ant-btn { color: red; }\n',
    'node_modules/antd/dist/antd.js':
      "console.warn('You are using prebuilt antd,\\nplease use https://www.npmjs.com/package/babel-plugin-import to reduce app bundle size.');\nwindow.PREBUILT_ANTD = true;\n",
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: 'css' }] } };\n",
  };
  const named = project({ ...antd, 'src/index.js': "import { Button } from 'antd';\ndocument.body.textContent = Button();\n" });
  build(named);
  const js = distText(named, /\.js$/);
  assert.ok(js.includes('ANTD_BUTTON'));
  assert.ok(!js.includes('WHOLE_ANTD'));
  assert.ok(!js.includes('prebuilt antd'));
  assert.match(distText(named, /\.css$/), /\.ant-btn\{color:red\}/);
  const prebuilt = project({
    ...antd,
    'src/index.js': "import 'antd/dist/antd';\nimport { Button } from 'antd';\ndocument.body.textContent = Button();\n",
  });
  build(prebuilt);
  assert.ok(distText(prebuilt, /\.js$/).includes('You are using prebuilt antd'));
});

test('config/source/transform-import "babel-plugin-component: Cannot read property \'0\' of null": a .babelrc naming the component plugin (not installed) is not read by 0.5.9; the element-ui item bundles element-ui/lib/button and lib/date-picker with their theme-chalk CSS, not the whole library', () => {
  const dir = project({
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.15.14", "main": "lib/element-ui.common.js" }\n',
    'node_modules/element-ui/lib/element-ui.common.js': 'module.exports = { WHOLE_ELEMENT: true };\n',
    'node_modules/element-ui/lib/button.js': "module.exports = { name: 'ElButton', marker: 'EL_BUTTON' };\n",
    'node_modules/element-ui/lib/date-picker.js': "module.exports = { name: 'ElDatePicker', marker: 'EL_DATE_PICKER' };\n",
    'node_modules/element-ui/lib/theme-chalk/button.css': '.el-button { color: red; }\n',
    'node_modules/element-ui/lib/theme-chalk/date-picker.css': '.el-date-editor { color: blue; }\n',
    '.babelrc': JSON.stringify({ plugins: [['component', { libraryName: 'element-ui', styleLibraryName: 'theme-chalk' }]] }),
    'src/index.js': "import { Button, DatePicker } from 'element-ui';\ndocument.body.textContent = Button.marker + DatePicker.marker;\n",
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'element-ui', libraryDirectory: 'lib', customStyleName: 'element-ui/lib/theme-chalk/{{ kebabCase member }}.css' }] } };\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /babel|component/i);
  const js = distText(dir, /\.js$/);
  assert.ok(js.includes('EL_BUTTON') && js.includes('EL_DATE_PICKER'));
  assert.ok(!js.includes('WHOLE_ELEMENT'));
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.el-button\{color:red\}/);
  assert.match(css, /\.el-date-editor\{color:(blue|#00f)\}/);
});
