// Facts behind the thirtieth round's (a) items, as readers describe the problem: a .babelrc not applied to an npm
// dependency whose arrow functions stay in the bundle, JSON files that end up in the main bundle, bundling a server
// that uses express ("no window object present"), tsconfig.client.json instead of tsconfig.json, customize-cra's
// addWebpackAlias that does nothing, @icon-park/react imported on demand and still large, Element Plus's
// `These dependencies were not found: element-plus/lib/components/aside`, the whole of lodash after babel-plugin-lodash,
// a multi-page app whose other pages do not open on the dev server, `@` in the url() of a style, and pdf.js's
// `Warning: Error during font loading: Buffer is not defined`. Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Node.js or Chromium where they decide.
//
// Resting on other sources, not run here:
// - config/source/include: that Babel 7 applies a .babelrc only to the files of its own package, not to a package in
//   node_modules, is Babel's "Config Files" documentation (file-relative configuration) and the maintainers' answer in
//   babel/babel-loader#697; Babel is not run. That @rsbuild/plugin-babel 0.5.9 passes babelrc: false and configFile:
//   false to babel-loader and adds it to the rule that SWC uses is its source (packages/plugin-babel/src/plugin.ts),
//   as in common-problems-round20b.test.ts; the plugin is not installed. Run here: a .babelrc in the project changes
//   nothing in a 0.5.9 build, and source.include compiles the package.
// - config/output/targets: "no window object present" is the error of the report (a webpack 1 build), and its fix (target: 'node')
//   is the reporter's own follow-up in webpack/webpack#1365; webpack is not run. express is not installed: a package
//   that requires http, fs and net stands in for it.
// - config/source/tsconfig-path: ts-loader's configFile option is ts-loader's; ts-loader is not run.
// - config/source/alias, guide/advanced/alias: that react-app-rewired reads config-overrides.js (not webpack.config.js)
//   and that customize-cra's addWebpackAlias sets webpack's resolve.alias are those packages' READMEs; neither is
//   installed (a config-overrides.js that requires customize-cra would throw if anything loaded it).
//   That Create React App does not support compilerOptions.paths is react-scripts' verifyTypeScriptSetup ("aliased
//   imports are not supported"); react-scripts is not installed.
// - config/source/transform-import: @icon-park/react 1.4.2's layout (es/index.js exports every icon through es/map.js,
//   es/icons/<Name>.js per icon, about 2,600 of them, es/all.js for the IconPark component, which imports all of them,
//   and "sideEffects": ["styles/**"]) is that package as published; IconPark's README gives the babel-plugin-import
//   options (libraryDirectory 'es/icons', camel2DashComponentName false). The package is not installed: the test
//   writes one of the same layout with 300 icons. Element Plus 2.6.3's layout (es/index.mjs re-exporting each
//   component's index.mjs; ElAside, ElHeader, ElMain and ElFooter exported by components/container, ElButtonGroup by
//   components/button, ElFormItem by components/form; components/aside, button-group and form-item holding only a
//   style folder; its sideEffects list of style files) is that package's layout, without its installer (es/defaults.mjs,
//   read by es/index.mjs), which keeps every component in a build: review92d.test.ts has that; the test writes one of
//   the same layout. The babel-plugin-import configuration with a customName function that strips `El` and Vue CLI's
//   `These dependencies were not found:` are element-plus/element-plus#3128; Vue CLI and Babel are not run.
//   `import 'element-plus/dist/index.css'` for all the styles is Element Plus's quick start; not run.
//   babel-plugin-lodash and lodash-webpack-plugin are Babel's and webpack's, not run; lodash 4.17.21 is installed and
//   used as it is.
// - config/source/entry: Vue CLI's multi-page `pages` with `filename: '<page>/index.html'` is the answer in
//   epver/vue-multi-page#4; Vue CLI is not run.
// - config/source/alias, guide/advanced/alias: that vue-loader hands a `<style>` block of a .vue file to the rule of
//   its language (the CSS rule for a plain <style>) is vue-loader's documentation and @rsbuild/plugin-vue(2) 0.5.9's
//   source (VueLoaderPlugin with experimentalInlineMatchResource); the Vue plugins are not installed, so a .css file
//   is run. That css-loader 2 and later (Vue CLI 4) read url(@/x) as the relative ./@/x, and need ~@/x, is css-loader's
//   v2.0.0 release notes and vuejs/vue-cli#4941.
// - plugins/list/plugin-node-polyfill: vue-pdf 4's CMapReaderFactory.js imports each CMap as
//   import('./buffer-loader!pdfjs-dist/cmaps/' + name + '.bcmap'), and its buffer-loader.js returns
//   `export default Buffer.from("<base64>", "base64")` (FranckFreiburger/vue-pdf, src/); pdf.js catches the error and
//   prints `Warning: Error during font loading: <message>`. vue-pdf and pdf.js are not installed: a package of the
//   same shape (a raw loader of its own, a dynamic import through it) stands in, and the page prints the same text.
//   That @rsbuild/plugin-node-polyfill 0.5.9 registers a ProvidePlugin with Buffer: ['buffer', 'Buffer'] is its source
//   (src/index.ts); the plugin is not installed, so the test registers the same ProvidePlugin through tools.rspack,
//   with a stand-in `buffer` package.
// - plugins/list/plugin-vue2: that vue-template-compiler throws `Vue packages version mismatch:` when its version
//   differs from the installed vue's is its index.js; that a caret range such as ^2.5.2 with a lock file can leave
//   vue-template-compiler at 2.5.2 while vue is 2.5.16 is ElementUI/element-starter#66 and #67. vue and
//   vue-template-compiler are not installed; nothing of it is run here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, devServer, distFiles, distText, previewServer, project, rsbuild, sharedBrowser, visit } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include ".babelrc not applied to npm dependency, arrow functions still in bundle": with a .babelrc naming @babel/preset-env and ie 11 in the list, the package\'s arrow function stays in the output and the project\'s is compiled; the .babelrc changes nothing; with the package in source.include no => is left', () => {
  const files = {
    '.babelrc': '{ "presets": [["@babel/preset-env", { "targets": "ie 11" }]] }\n',
    'node_modules/superagent-like/package.json': '{ "name": "superagent-like", "main": "index.js" }\n',
    'node_modules/superagent-like/index.js': 'export const get = (url) => `GET ${url}`;\n',
    'src/index.js': "import { get } from 'superagent-like';\nconst own = (n) => n + 1;\nconsole.log(get('/api'), own(1));\n",
  };
  const list = "overrideBrowserslist: ['ie 11'], minify: false";
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { output: { ${list} } };\n` });
  const run = build(plain);
  assert.doesNotMatch(run.output, /babel/i);
  const out = distText(plain, /^static\/js\/.*\.js$/);
  assert.match(out, /\(url\) *=>/);
  assert.doesNotMatch(out, /\(n\) *=>/);
  const included = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { include: [/[\\\\/]node_modules[\\\\/]superagent-like[\\\\/]/] }, output: { ${list} } };\n`,
  });
  build(included);
  assert.doesNotMatch(distText(included, /^static\/js\/.*\.js$/), /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/json-files

test('guide/basic/json-files "JSON files getting included in main bundle, want them outside the bundle": an imported .json is in the entry script; one in public/ is copied to dist as it is, served by rsbuild dev, and not in any script; a tools.rspack rule of type asset/resource emits it as its own file and the import gives its URL', async () => {
  const data = JSON.stringify({ products: [1, 2, 3], marker: 'BIG_JSON_MARKER' });
  const imported = project({
    'src/products.json': data,
    'src/index.js': "import products from './products.json';\nconsole.log(products.marker);\n",
  });
  build(imported);
  assert.match(distText(imported, /^static\/js\/index\..*\.js$/), /BIG_JSON_MARKER/);

  const pub = project({
    'public/data/products.json': data,
    'src/index.js': "fetch('/data/products.json').then((r) => r.json()).then((d) => console.log(d.marker));\n",
  });
  build(pub);
  assert.equal(fs.readFileSync(path.join(pub, 'dist/data/products.json'), 'utf8'), data);
  assert.doesNotMatch(distText(pub, /\.js$/), /BIG_JSON_MARKER/);
  const server = await devServer(pub);
  try {
    assert.equal(await (await fetch(`${server.url}/data/products.json`)).text(), data);
  } finally {
    await server.stop();
  }

  const asset = project({
    'src/products.json': data,
    'src/index.js':
      "import url from './products.json';\nfetch(url).then((r) => r.json()).then((d) => { document.body.dataset.marker = d.marker; });\n",
    'rsbuild.config.mjs':
      "export default { tools: { rspack: { module: { rules: [{ test: /products\\.json$/, type: 'asset/resource', generator: { filename: 'static/data/[name].[contenthash:8][ext]' } }] } } } };\n",
  });
  build(asset);
  const json = distFiles(asset).filter((f) => f.endsWith('.json'));
  assert.equal(json.length, 1);
  assert.match(json[0], /^static\/data\/products\.[0-9a-f]{8}\.json$/);
  assert.doesNotMatch(distText(asset, /\.js$/), /BIG_JSON_MARKER/);
  const preview = await previewServer(asset);
  try {
    const seen = await visit(
      browser(),
      `${preview.url}/`,
      () => new Promise<string>((resolve) => setTimeout(() => resolve(document.body.dataset.marker ?? ''), 300)),
    );
    assert.deepEqual([seen.errors, seen.value], [[], 'BIG_JSON_MARKER']);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/targets

const serverLib = {
  'node_modules/server-lib/package.json': '{ "name": "server-lib", "main": "index.js" }\n',
  'node_modules/server-lib/index.js':
    "const http = require('http');\nconst fs = require('fs');\nconst net = require('net');\nmodule.exports = () => typeof http.createServer + typeof fs.readFileSync + typeof net.connect;\n",
  'src/index.js': "const app = require('server-lib');\nconsole.log('SERVER ' + app());\n",
};

test("config/output/targets \"suggested way to bundle modules like express\": with the default web target the build stops at the package's require('http') with Can't resolve 'http' and the built-in module tip; with targets ['node'] it writes dist/server/index.js, no HTML, which node runs; with the package in output.externals the bundle require()s it", () => {
  const web = rsbuild(project(serverLib), ['build']);
  assert.notEqual(web.code, 0);
  assert.match(web.output, /Can't resolve '(http|fs|net)'/);
  assert.match(web.output, /is a built-in Node\.js module and cannot be imported in client-side code/);

  for (const externals of [false, true]) {
    const dir = project({
      ...serverLib,
      'rsbuild.config.mjs': `export default { output: { minify: false, targets: ['node']${externals ? ", externals: ['server-lib']" : ''} } };\n`,
    });
    build(dir);
    assert.deepEqual(
      distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')),
      ['server/index.js'],
    );
    const bundle = fs.readFileSync(path.join(dir, 'dist/server/index.js'), 'utf8');
    assert.equal(bundle.includes('typeof http.createServer'), !externals, String(externals));
    if (externals) assert.match(bundle, /require\(["']server-lib["']\)/);
    const ran = spawnSync(process.execPath, ['dist/server/index.js'], { cwd: dir, encoding: 'utf8' });
    assert.equal(ran.stdout.trim(), 'SERVER functionfunctionfunction');
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/tsconfig-path

test("config/source/tsconfig-path \"use tsconfig.client.json instead of tsconfig.json\": the paths of a tsconfig.client.json are not read by default (Can't resolve '@client/api'), and are with tsconfigPath: './tsconfig.client.json', next to a tsconfig.json that has none", () => {
  const files = {
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
    'tsconfig.client.json':
      '{ "extends": "./tsconfig.json", "compilerOptions": { "baseUrl": ".", "paths": { "@client/*": ["./src/client/*"] } } }\n',
    'src/client/api.ts': "export const api: string = 'client-api';\n",
    'src/index.ts': "import { api } from '@client/api';\nconsole.log(api);\n",
  };
  const without = rsbuild(project(files), ['build']);
  assert.notEqual(without.code, 0);
  assert.match(without.output, /Can't resolve '@client\/api'/);
  const dir = project({ ...files, 'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.client.json' } };\n" });
  build(dir);
  assert.match(distText(dir, /\.js$/), /client-api/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias, guide/advanced/alias: customize-cra's addWebpackAlias

test('config/source/alias "为什么配置alias无效 addWebpackAlias react-scripts 5.0.1": a config-overrides.js and a webpack.config.js with override(addWebpackAlias({ @: src })) are not read (nothing loads customize-cra) and the build stops at Can\'t resolve \'@/utils/format\'; source.alias { @: ./src } or "paths" { "@/*": ["./src/*"] } in tsconfig.json resolves it', () => {
  const overrides =
    "const { override, addWebpackAlias } = require('customize-cra');\nconst path = require('path');\nmodule.exports = override(addWebpackAlias({ '@': path.resolve('src') }));\n";
  const files = {
    'config-overrides.js': overrides,
    'webpack.config.js': overrides,
    'src/utils/format.ts': 'export const format = (s: string) => `[${s}]`;\n',
    'src/index.ts': "import { format } from '@/utils/format';\nconsole.log(format('ALIAS_OK'));\n",
  };
  const without = rsbuild(project(files), ['build']);
  assert.notEqual(without.code, 0);
  assert.match(without.output, /Can't resolve '@\/utils\/format'/);
  assert.doesNotMatch(without.output, /customize-cra|config-overrides|webpack\.config/);
  const aliased = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" });
  build(aliased);
  assert.match(distText(aliased, /\.js$/), /ALIAS_OK/);
  const paths = project({ ...files, 'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n' });
  build(paths);
  assert.match(distText(paths, /\.js$/), /ALIAS_OK/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import: @icon-park/react

function iconPark(count: number): Record<string, string> {
  const names = Array.from({ length: count }, (_, i) => `Icon${String(i).padStart(4, '0')}`);
  names[0] = 'Copyright';
  const files: Record<string, string> = {
    'node_modules/@icon-park/react/package.json': JSON.stringify({
      name: '@icon-park/react',
      main: 'lib/index.js',
      module: 'es/index.js',
      sideEffects: ['styles/**'],
    }),
    'node_modules/@icon-park/react/es/runtime/index.js':
      'export function IconWrapper(name, rtl, render) {\n  return function Icon(props) {\n    return render(Object.assign({ name: name }, props));\n  };\n}\n',
    'node_modules/@icon-park/react/es/map.js': names.map((n) => `export { default as ${n} } from './icons/${n}';\n`).join(''),
    'node_modules/@icon-park/react/es/index.js': "export * from './map';\nexport { IconWrapper } from './runtime';\n",
    'node_modules/@icon-park/react/es/all.js':
      "import * as IconMap from './map';\nexport default function IconPark(props) {\n  return IconMap[props.type](props);\n}\n",
  };
  for (const n of names) {
    files[`node_modules/@icon-park/react/es/icons/${n}.js`] =
      `import { IconWrapper } from '../runtime';\nexport default IconWrapper('${n}', true, function (props) { return 'svg:ICON_MARK_${n}:' + props.name; });\n`;
  }
  return files;
}

const iconItem =
  "source: { transformImport: [{ libraryName: '@icon-park/react', libraryDirectory: 'es/icons', camelToDashComponentName: false }] }";

async function devScripts(dir: string): Promise<string> {
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    return (await Promise.all(scripts.map(async (s) => (await fetch(`${server.url}${s}`)).text()))).join('\n');
  } finally {
    await server.stop();
  }
}

const iconMarks = (text: string) => new Set(text.match(/ICON_MARK_\w+/g) ?? []).size;

test("config/source/transform-import \"@icon-park/react 按需加载无效 打包后的体积还是特别大\": import { Copyright } from '@icon-park/react' bundles one icon in rsbuild build without an item, every icon in rsbuild dev; the item { libraryName, libraryDirectory: 'es/icons', camelToDashComponentName: false } makes dev hold that one; the IconPark component of es/all brings every icon into the build, item or not", async () => {
  const icons = iconPark(300);
  const named = "import { Copyright } from '@icon-park/react';\ndocument.body.textContent = Copyright({});\n";
  const plain = project({ ...icons, 'src/index.js': named });
  build(plain);
  assert.equal(iconMarks(distText(plain, /\.js$/)), 1);
  assert.equal(iconMarks(await devScripts(plain)), 300);

  const item = project({ ...icons, 'src/index.js': named, 'rsbuild.config.mjs': `export default { ${iconItem} };\n` });
  const dev = await devScripts(item);
  assert.equal(iconMarks(dev), 1);
  assert.match(dev, /ICON_MARK_Copyright/);
  build(item);
  assert.equal(iconMarks(distText(item, /\.js$/)), 1);

  const all = project({
    ...icons,
    'src/index.js': "import IconPark from '@icon-park/react/es/all';\ndocument.body.textContent = IconPark({ type: 'Copyright' });\n",
    'rsbuild.config.mjs': `export default { ${iconItem} };\n`,
  });
  build(all);
  assert.equal(iconMarks(distText(all, /\.js$/)), 300);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import: Element Plus

const elementPlus: Record<string, string> = {
  'node_modules/element-plus/package.json': JSON.stringify({
    name: 'element-plus',
    main: 'lib/index.js',
    module: 'es/index.mjs',
    sideEffects: ['dist/*', 'theme-chalk/**/*.css', 'es/components/*/style/*', 'lib/components/*/style/*'],
  }),
  'node_modules/element-plus/es/index.mjs':
    "export { ElAside, ElContainer, ElFooter, ElHeader, ElMain } from './components/container/index.mjs';\nexport { ElButton, ElButtonGroup } from './components/button/index.mjs';\nexport { ElTable } from './components/table/index.mjs';\n",
  'node_modules/element-plus/es/components/container/index.mjs':
    "export const ElContainer = { name: 'EP_CONTAINER' };\nexport const ElAside = { name: 'EP_ASIDE' };\nexport const ElHeader = { name: 'EP_HEADER' };\nexport const ElMain = { name: 'EP_MAIN' };\nexport const ElFooter = { name: 'EP_FOOTER' };\n",
  'node_modules/element-plus/es/components/button/index.mjs':
    "export const ElButton = { name: 'EP_BUTTON' };\nexport const ElButtonGroup = { name: 'EP_BUTTON_GROUP' };\n",
  'node_modules/element-plus/es/components/table/index.mjs': "export const ElTable = { name: 'EP_TABLE' };\n",
  'node_modules/element-plus/es/components/aside/style/css.mjs': "import 'element-plus/theme-chalk/el-aside.css';\n",
  'node_modules/element-plus/theme-chalk/el-aside.css': '.el-aside { overflow: auto; }\n',
};

test("config/source/transform-import \"These dependencies were not found: element-plus/lib/components/aside\": element-plus/es/components/aside/style/css brings el-aside.css; an item whose customName is element-plus/lib/components/{{ kebabCase member }} stops at Can't resolve 'element-plus/lib/components/el-aside'", () => {
  const src =
    "import { ElAside, ElButton } from 'element-plus';\nimport 'element-plus/es/components/aside/style/css';\nconsole.log(ElAside.name, ElButton.name);\n";
  const dir = project({ ...elementPlus, 'src/index.js': src });
  build(dir);
  // What a build keeps of the real package is review92d's (its installer keeps every component); this stand-in has
  // no installer and settles only the style import and the customName item.
  assert.match(distText(dir, /\.css$/), /\.el-aside\{overflow:auto\}/);

  const item = project({
    ...elementPlus,
    'src/index.js': "import { ElAside } from 'element-plus';\nconsole.log(ElAside.name);\n",
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'element-plus', customName: 'element-plus/lib/components/{{ kebabCase member }}' }] } };\n",
  });
  const run = rsbuild(item, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve 'element-plus\/lib\/components\/el-aside'/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import: lodash imported by a dependency

test('config/source/transform-import "babel-plugin-lodash 或 lodash-webpack-plugin 打包过后都存在整个lodash": when a package of node_modules imports { debounce } from lodash, the lodash item leaves all of lodash in lib-lodash (its VERSION string with it); with the package also in source.include only the functions used are bundled', () => {
  const files = {
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "main": "index.js", "sideEffects": false }\n',
    'node_modules/ui-lib/index.js': "import { debounce } from 'lodash';\nexport const onInput = debounce(() => 1, 100);\n",
    'src/index.js': "import { onInput } from 'ui-lib';\nimport { cloneDeep } from 'lodash';\nconsole.log(onInput, cloneDeep({}));\n",
  };
  const item = "transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }]";
  const lodashChunk = (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { source: { ${config} } };\n` }, { lodash: 'lodash' });
    build(dir);
    assert.ok(distFiles(dir).some((f) => /^static\/js\/lib-lodash\.[0-9a-f]{8}\.js$/.test(f)));
    return distText(dir, /^static\/js\/lib-lodash\./);
  };
  const whole = lodashChunk(item);
  assert.ok(whole.includes('4.17.21'));
  const trimmed = lodashChunk(`include: [/[\\\\/]node_modules[\\\\/]ui-lib[\\\\/]/], ${item}`);
  assert.ok(!trimmed.includes('4.17.21'));
  assert.ok(trimmed.length < whole.length / 3);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "多页面 npm run serve时只能访问index 其他页面都访问不了": with entries index and login, rsbuild dev serves login at /login and /login.html, and the index page at /login/, /login/index.html and any other path; with html.outputStructure nested, /login/ and /login/index.html serve login, the index page is at /index/ and / answers 404', async () => {
  const files = {
    'src/pages/index/main.js': "document.title = 'INDEX';\n",
    'src/pages/login/main.js': "document.title = 'LOGIN';\n",
  };
  const entry = "source: { entry: { index: './src/pages/index/main.js', login: './src/pages/login/main.js' } }";
  const page = async (url: string) => {
    const res = await fetch(url);
    const script = (await res.text()).match(/static\/js\/(index|login)\.js/);
    return res.status === 200 && script ? script[1] : String(res.status);
  };
  const flat = await devServer(project({ ...files, 'rsbuild.config.mjs': `export default { ${entry} };\n` }));
  try {
    const seen = await Promise.all(
      ['/', '/login', '/login.html', '/login/', '/login/index.html', '/other'].map((p) => page(`${flat.url}${p}`)),
    );
    assert.deepEqual(seen, ['index', 'login', 'login', 'index', 'index', 'index']);
  } finally {
    await flat.stop();
  }
  const nested = await devServer(
    project({ ...files, 'rsbuild.config.mjs': `export default { html: { outputStructure: 'nested' }, ${entry} };\n` }),
  );
  try {
    const seen = await Promise.all(['/login/', '/login/index.html', '/index/', '/'].map((p) => page(`${nested.url}${p}`)));
    assert.deepEqual(seen, ['login', 'login', 'index', '404']);
  } finally {
    await nested.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias, guide/advanced/alias: @ in url()

test("config/source/alias \"style中的url()使用@不生效\": url(@/assets/img/default.png) in a stylesheet builds with source.alias { @: ./src } and emits the image, without ~; without the alias it stops at Can't resolve '@/assets/img/default.png'", () => {
  const files = {
    'src/assets/img/default.png': PNG,
    'src/components/deep/card/card.css': '.card { background: url(@/assets/img/default.png); }\n',
    'src/index.js': "import './components/deep/card/card.css';\n",
  };
  const dir = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" });
  build(dir);
  assert.match(distText(dir, /\.css$/), /url\(\/static\/image\/default\.[0-9a-f]{8}\.png\)|url\(data:image\/png;base64,/);
  const run = rsbuild(project(files), ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve '@\/assets\/img\/default\.png'/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-node-polyfill

const fakePdf = {
  'node_modules/fake-pdf/package.json': '{ "name": "fake-pdf", "main": "src/index.js" }\n',
  'node_modules/fake-pdf/src/buffer-loader.js':
    "module.exports = function (content) {\n  return 'export default Buffer.from(\"' + Buffer.from(content).toString('base64') + '\", \"base64\")';\n};\nmodule.exports.raw = true;\n",
  'node_modules/fake-pdf/cmaps/UniGB-UCS2-H.bcmap': 'CMAP_BYTES',
  'node_modules/fake-pdf/src/index.js':
    "export function loadFont(name) {\n  return import('./buffer-loader!../cmaps/' + name + '.bcmap').then(\n    (m) => 'loaded ' + m.default.toString(),\n    (e) => 'Warning: Error during font loading: ' + e.message,\n  );\n}\n",
  'src/index.js':
    "import { loadFont } from 'fake-pdf';\nloadFont('UniGB-UCS2-H').then((text) => { document.body.dataset.font = text; });\n",
  'node_modules/buffer/package.json': '{ "name": "buffer", "main": "index.js" }\n',
  'node_modules/buffer/index.js': 'exports.Buffer = { from(b64) { return { toString: () => atob(b64) }; } };\n',
};

test("plugins/list/plugin-node-polyfill \"pdf.js Warning: Error during font loading: Buffer is not defined\": a module written by a loader of a package as export default Buffer.from(...) builds without a word and fails in Chromium with Buffer is not defined; with a ProvidePlugin { Buffer: ['buffer', 'Buffer'] }, what the plugin registers, it loads", async () => {
  const font = () => new Promise<string>((resolve) => setTimeout(() => resolve(document.body.dataset.font ?? ''), 500));
  const plain = project(fakePdf);
  const run = build(plain);
  assert.doesNotMatch(run.output, /Buffer/);
  const server = await previewServer(plain);
  try {
    assert.equal((await visit(browser(), `${server.url}/`, font)).value, 'Warning: Error during font loading: Buffer is not defined');
  } finally {
    await server.stop();
  }
  const provided = project({
    ...fakePdf,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { rspack }) => { config.plugins.push(new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] })); } } };\n",
  });
  build(provided);
  const server2 = await previewServer(provided);
  try {
    assert.equal((await visit(browser(), `${server2.url}/`, font)).value, 'loaded CMAP_BYTES');
  } finally {
    await server2.stop();
  }
});
