// Facts behind the thirty-sixth round's (a) items, as readers describe the problem: merging the output field too, a
// separate output directory for production that keeps output.filename (api/javascript-api/core, item 1, and the merge
// rules of guide/basic/configure-rsbuild); passing attributes such as async or defer to the injected script tags
// (config/html/script-loading, item 2); the app cannot be opened once deployed as the documentation says, while the
// preview command opens it (guide/faq/blank-page, item 3); not emptying the output folder when building
// (config/output/clean-dist-path, item 4); a folder of one's own for the bundled .woff, SVG and font files
// (config/output/dist-path, items 5 and 6); npm run start broken after dist was changed to build
// (config/output/dist-path, item 7); npm run build should write dist, why does it not (guide/basic/output-files, item
// 8); the CSS of components not built into a CSS file of its own (config/output/inject-styles, item 9); inlining the
// CSS in the head of index.html (config/output/inline-styles, item 10); leaving the built HTML unminified
// (config/output/minify, item 11); a Vuex store that IE 11 does not support (config/output/polyfill, item 12); the
// Sources panel showing webpack:// and every file of the dist build (config/output/source-map, item 13); the shared
// components not put into a common chunk, index.js about 1 MB (guide/optimization/split-chunk, item 14). Each test
// runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - api/javascript-api/core (1): the question is survivejs/webpack-merge#24 (webpack-merge); webpack-merge is not run.
// - config/html/script-loading (2): the question is facebook/create-react-app#4444; what async and defer do is the
//   HTML standard's.
// - guide/faq/blank-page (3): the report is kailong321200875/vue-element-plus-admin#272 (a Vite app deployed below a
//   path of its own; the maintainer's answer was to set the base path). A static host of ours serving dist below
//   /admin/ stands in for the reader's server.
// - config/output/clean-dist-path (4): the question is ant-tool/atool-build#116; not run.
// - config/output/dist-path (5, 6): the questions are webpack-contrib/url-loader#27 and shakacode/bootstrap-loader#134;
//   random bytes named .woff and a large SVG of ours stand in for real fonts and icons.
// - config/output/dist-path (7): the report is ant-design/antd-init#140 (atool-build, whose webpackConfig.output was
//   replaced by an object holding only path). That the reader's start script was a dev server (dora) is the report's.
// - guide/basic/output-files (8): the question is bailicangdu/vue2-elm#386; its own cause is not known here.
// - config/output/inject-styles (9): the question is ant-tool/atool-build#157; not run.
// - config/output/inline-styles (10): the question is vitejs/vite#639; not run.
// - config/output/minify (11): the question is JesseZhao1990/multipage-webpack-scaffolding#5; not run.
// - config/output/polyfill (12): the report is vuejs/vuex#753; IE 11 is not run: Chromium without window.Promise
//   stands in for it, and a package of ours that checks for Promise as vuex 3 does stands in for vuex.
// - config/output/source-map (13): the report is coryhouse/react-slingshot#242; Chrome's Sources panel lists the
//   `sources` of a map, which is what the test reads.
// - guide/optimization/split-chunk (14): the report is yuzhouisme/react-antd-redux-router-starter#2 (webpack's
//   CommonsChunkPlugin); not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  devServer,
  distFiles,
  distText,
  hashed,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };
/** The output files, hashes as [hash], without the .LICENSE.txt files of legal comments. */
const outputFiles = (dir: string): string[] => hashed(distFiles(dir)).filter((f) => !f.endsWith('.LICENSE.txt'));

const HELLO = { 'src/index.js': "document.getElementById('root').textContent = 'hello from the bundle';\n" };

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/core (1): merging the output field too, separate output directory for prod, keep output.filename

test('api/javascript-api/core, guide/basic/configure-rsbuild "merging the output field too, separate output directory for prod but keep output.filename": mergeRsbuildConfig of a base with output.filename and a production part with output.distPath.root keeps both: rsbuild build writes dist-prod/static/js/index.bundle.js and no dist; rsbuild dev keeps the filename', async () => {
  const config = [
    "import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';",
    "const base = { output: { filename: { js: '[name].bundle.js' } } };",
    "const prod = { output: { distPath: { root: 'dist-prod' } } };",
    "export default defineConfig(() => (process.env.NODE_ENV === 'production' ? mergeRsbuildConfig(base, prod) : base));",
    '',
  ].join('\n');
  const dir = project({ ...HELLO, 'rsbuild.config.mjs': config }, CORE);
  build(dir);
  assert.deepEqual(distFiles(dir), []);
  assert.deepEqual(distFiles(dir, 'dist-prod'), ['index.html', 'static/js/index.bundle.js']);
  const server = await devServer(dir);
  try {
    assert.equal((await fetch(`${server.url}/static/js/index.bundle.js`)).status, 200);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/script-loading (2): pass attributes to injected script tag like async or defer

test('config/html/script-loading "pass attributes to injected script tag like async or defer": the default gives <script defer="defer" src>; an html.tags function that sets async, deletes defer and adds a data- attribute gives <script src async data-app="main">', () => {
  const plain = project(HELLO);
  build(plain);
  assert.match(
    fs.readFileSync(path.join(plain, 'dist/index.html'), 'utf8'),
    /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/,
  );
  const attrs = project({
    ...HELLO,
    'rsbuild.config.mjs': [
      "export default { html: { inject: 'body', tags: [(tags) => { for (const tag of tags) {",
      "  if (tag.tag === 'script' && tag.attrs?.src) { tag.attrs.async = true; delete tag.attrs.defer; tag.attrs['data-app'] = 'main'; }",
      '} }] } };',
      '',
    ].join('\n'),
  });
  build(attrs);
  assert.match(
    fs.readFileSync(path.join(attrs, 'dist/index.html'), 'utf8'),
    /<script src="\/static\/js\/index\.[0-9a-f]{8}\.js" async data-app="main"><\/script><\/body>/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page (3): 按照文档打包和部署 发现无法打开 但是打包之后通过预览命令是可以打开的

test('guide/faq/blank-page "按照文档打包和部署 发现无法打开 但是打包之后通过预览命令是可以打开的": rsbuild preview serves dist at / and the page renders; the same dist served below /admin/ requests /static/js/… (404) and stays empty; built with assetPrefix /admin/ it renders there', async (t) => {
  const read = () => document.getElementById('root')?.textContent ?? '';
  const plain = project(HELLO);
  build(plain);
  const preview = await previewServer(plain);
  try {
    assert.deepEqual((await visit(browser(), `${preview.url}/`, read)).value, 'hello from the bundle');
  } finally {
    await preview.stop();
  }
  const host = await staticHost(t, path.join(plain, 'dist'), { folder: 'admin' });
  assert.equal((await visit(browser(), `${host}/admin/`, read)).value, '');
  const script = fs.readFileSync(path.join(plain, 'dist/index.html'), 'utf8').match(/src="(\/static\/js\/[^"]+)"/)?.[1];
  assert.equal((await fetch(`${host}${script}`)).status, 404);
  const prefixed = project({ ...HELLO, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/admin/' } };\n" });
  build(prefixed);
  const host2 = await staticHost(t, path.join(prefixed, 'dist'), { folder: 'admin' });
  assert.equal((await visit(browser(), `${host2}/admin/`, read)).value, 'hello from the bundle');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path (4): 构建时不需要清空指定的 outputPath 目录

test('config/output/clean-dist-path "构建时不需要清空指定的 outputPath 目录": a file of ours in build/ (distPath.root) is deleted by rsbuild build by default and kept with cleanDistPath: false', () => {
  for (const [clean, kept] of [
    ['', false],
    ['cleanDistPath: false, ', true],
  ] as const) {
    const dir = project({
      ...HELLO,
      'build/keep.txt': 'ours\n',
      'rsbuild.config.mjs': `export default { output: { ${clean}distPath: { root: 'build' } } };\n`,
    });
    build(dir);
    assert.equal(fs.existsSync(path.join(dir, 'build/keep.txt')), kept, clean);
    assert.ok(distFiles(dir, 'build').includes('index.html'));
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path (5, 6): a directory for bundled .woff; choose the folder for generated svg and font files

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(400)}</svg>\n`;
const FONT_APP = {
  'src/fonts/Roboto-Regular.woff': Buffer.alloc(12_000, 7).toString(),
  'src/index.css':
    "@font-face { font-family: Roboto; src: url('./fonts/Roboto-Regular.woff') format('woff'); }\nbody { font-family: Roboto; }\n",
  'src/icons/logo.svg': ICON,
  'src/index.js': "import './index.css';\nimport logo from './icons/logo.svg';\ndocument.body.dataset.logo = logo;\n",
};

test('config/output/dist-path "How to define a directory for bundled .woff", "can I choose folder for generated svg and font files": by default the font goes to static/font and the SVG to static/svg; with distPath { font: "assets/fonts", svg: "assets/svg" } they go there, and the CSS and JS point there', () => {
  const plain = project(FONT_APP);
  build(plain);
  const defaults = hashed(distFiles(plain));
  assert.ok(defaults.includes('static/font/Roboto-Regular.[hash].woff'), defaults.join(', '));
  assert.ok(defaults.includes('static/svg/logo.[hash].svg'), defaults.join(', '));
  const chosen = project({
    ...FONT_APP,
    'rsbuild.config.mjs': "export default { output: { distPath: { font: 'assets/fonts', svg: 'assets/svg' } } };\n",
  });
  build(chosen);
  const files = hashed(distFiles(chosen));
  assert.ok(files.includes('assets/fonts/Roboto-Regular.[hash].woff'), files.join(', '));
  assert.ok(files.includes('assets/svg/logo.[hash].svg'), files.join(', '));
  assert.match(distText(chosen, /\.css$/), /url\(\/assets\/fonts\/Roboto-Regular\.[0-9a-f]{8}\.woff\)/);
  assert.match(distText(chosen, /\.js$/), /assets\/svg\/logo\.[0-9a-f]{8}\.svg/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path (7): 把build目录dist修改成build后 npm run start跑不起来了

test('config/output/dist-path "把build目录dist修改成build后 npm run start跑不起来了": with distPath.root build, rsbuild dev serves the page and writes no folder, rsbuild build writes build/ and rsbuild preview serves it; replacing the whole Rspack output in tools.rspack (config.output = { path }) drops static/js and the hashes, and rsbuild preview stops because dist does not exist', async () => {
  const dir = project({ ...HELLO, 'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build' } } };\n" });
  const dev = await devServer(dir);
  try {
    assert.equal((await fetch(`${dev.url}/`)).status, 200);
    assert.equal(fs.existsSync(path.join(dir, 'build')), false);
  } finally {
    await dev.stop();
  }
  build(dir);
  assert.deepEqual(hashed(distFiles(dir, 'build')), ['index.html', 'static/js/index.[hash].js']);
  const preview = await previewServer(dir);
  try {
    assert.equal(
      (await visit(browser(), `${preview.url}/`, () => document.getElementById('root')?.textContent)).value,
      'hello from the bundle',
    );
  } finally {
    await preview.stop();
  }
  const replaced = project({
    ...HELLO,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { tools: { rspack: (config) => { config.output = { path: path.resolve('build') }; } } };\n",
  });
  build(replaced);
  assert.deepEqual(distFiles(replaced, 'build'), ['index.html', 'index.js']);
  const run = rsbuild(replaced, ['preview']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /The output directory .*[\\/]dist does not exist/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files (8): npm run build 按理说应该会生成dist文件 为什么生成不了

test('guide/basic/output-files "npm run build 按理说应该会生成dist文件 为什么生成不了": without an entry the build stops before compiling and writes no dist; with distPath.root build the files are in build/ and the size table names build/…; rsbuild dev writes nothing', async () => {
  const empty = project({ 'src/main.js': "console.log('not the entry');\n" });
  const none = rsbuild(empty, ['build']);
  assert.equal(none.code, 1);
  assert.match(none.output, /Could not find any entry module/);
  assert.deepEqual(distFiles(empty), []);
  const elsewhere = project({ ...HELLO, 'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build' } } };\n" });
  const run = build(elsewhere);
  assert.match(run.output, /build\/static\/js\/index\.[0-9a-f]{8}\.js/);
  assert.deepEqual(distFiles(elsewhere), []);
  const dev = project(HELLO);
  const server = await devServer(dev);
  try {
    assert.equal((await fetch(`${server.url}/`)).status, 200);
    assert.equal(fs.existsSync(path.join(dev, 'dist')), false);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles (9): 如何让组件的css不单独打包成css文件

test('config/output/inject-styles "如何让组件的css不单独打包成css文件": a component\'s CSS is built into static/css/index.[hash].css by default; with injectStyles: true there is no .css file and the page gets the style from a <style> tag', async () => {
  const files = {
    'src/Button.css': '.btn { color: rgb(255, 0, 0); }\n',
    'src/Button.js':
      "import './Button.css';\nexport const Button = () => { const b = document.createElement('button'); b.className = 'btn'; b.textContent = 'ok'; return b; };\n",
    'src/index.js': "import { Button } from './Button.js';\ndocument.getElementById('root').append(Button());\n",
  };
  const plain = project(files);
  build(plain);
  assert.deepEqual(outputFiles(plain), ['index.html', 'static/css/index.[hash].css', 'static/js/index.[hash].js']);
  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(injected);
  assert.deepEqual(outputFiles(injected), ['index.html', 'static/js/index.[hash].js']);
  const preview = await previewServer(injected);
  try {
    const { value } = await visit(browser(), `${preview.url}/`, () => [
      getComputedStyle(document.querySelector('.btn') as Element).color,
      document.querySelectorAll('style').length,
    ]);
    assert.deepEqual(value, ['rgb(255, 0, 0)', 1]);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-styles (10): option to inline the CSS in the head of the index.html file

test('config/output/inline-styles "option to inline the CSS in the head of the index.html file": with inlineStyles: true, rsbuild build puts the CSS in a <style> inside <head> of index.html, without <link rel="stylesheet"> and without a .css file', () => {
  const dir = project({
    'src/index.css': 'body { margin: 0; color: rgb(0, 128, 0); }\n',
    'src/index.js': "import './index.css';\n",
    'rsbuild.config.mjs': 'export default { output: { inlineStyles: true } };\n',
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<style>body\{[^}]*color:green[^}]*\}<\/style>/);
  assert.doesNotMatch(html, /rel="stylesheet"/);
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.css')), distFiles(dir).join(', '));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify (11): 打包后的HTML页面可以选择不压缩吗

test('config/output/minify "打包后的HTML页面可以选择不压缩吗": the built index.html is one line by default; with minify: { html: false } it keeps the template\'s lines and indentation while the JavaScript is still minified', () => {
  const template =
    '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  const files = {
    'index.html': template,
    'src/index.js':
      "function greet(name) {\n  const message = 'hello ' + name;\n  return message;\n}\ndocument.getElementById('root').textContent = greet('shop');\n",
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n" });
  build(plain);
  assert.equal(fs.readFileSync(path.join(plain, 'dist/index.html'), 'utf8').split('\n').length, 1);
  const kept = project({
    ...files,
    'rsbuild.config.mjs': "export default { html: { template: './index.html' }, output: { minify: { html: false } } };\n",
  });
  build(kept);
  const html = fs.readFileSync(path.join(kept, 'dist/index.html'), 'utf8');
  assert.match(html, /\n {4}<div id="root"><\/div>\n {2}<\/body>\n/);
  const js = distText(kept, /\.js$/);
  assert.doesNotMatch(js, /const message/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill (12): Vuex store not supported in IE 11

test('config/output/polyfill "Vuex store not supported in IE 11, VueJS code is no longer recognized": for ie 11, in Chromium without window.Promise, a store package from node_modules that checks for Promise as vuex 3 does throws vuex requires a Promise polyfill with the default usage, and the app runs with entry', async () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'node_modules/store-lib/package.json': '{ "name": "store-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/store-lib/index.js':
      "module.exports = function Store() { if (typeof Promise === 'undefined') throw new Error('[vuex] vuex requires a Promise polyfill in this browser.'); this.ready = true; };\n",
    'index.html':
      '<!doctype html><html><head><script>window.Promise = undefined;</script></head><body><div id="root"></div></body></html>\n',
    'src/index.js':
      "var Store = require('store-lib');\nvar store = new Store();\ndocument.getElementById('root').textContent = store.ready ? 'store ready' : '';\n",
  };
  const read = () => document.getElementById('root')?.textContent ?? '';
  for (const [polyfill, expected] of [
    ['usage', { errors: ['Uncaught Error: [vuex] vuex requires a Promise polyfill in this browser.'], value: '' }],
    ['entry', { errors: [], value: 'store ready' }],
  ] as const) {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { html: { template: './index.html' }, output: { polyfill: '${polyfill}' } };\n`,
    });
    build(dir);
    const preview = await previewServer(dir);
    try {
      assert.deepEqual(await visit(browser(), `${preview.url}/`, read), expected, polyfill);
    } finally {
      await preview.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map (13): Inspect Element Sources shows webpack:// and all the files inside on dist build

test('config/output/source-map "Inspect Element Sources shows webpack:// and all the files inside on dist build": the default production build writes no .map and no sourceMappingURL; with js: source-map the map lists webpack:// sources with their text and the script points to it; hidden-source-map writes the map without the comment', () => {
  const files = {
    'src/secret.js': "export const secret = () => 'inner workings';\n",
    'src/index.js': "import { secret } from './secret.js';\nconsole.log(secret());\n",
  };
  const plain = project(files);
  build(plain);
  assert.ok(!distFiles(plain).some((f) => f.endsWith('.map')));
  assert.doesNotMatch(distText(plain, /\.js$/), /sourceMappingURL/);
  for (const [kind, comment] of [
    ['source-map', true],
    ['hidden-source-map', false],
  ] as const) {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { sourceMap: { js: '${kind}' } } };\n` });
    build(dir);
    const map = JSON.parse(distText(dir, /index\.[0-9a-f]{8}\.js\.map$/)) as { sources: string[]; sourcesContent: string[] };
    assert.ok(map.sources.includes('webpack://fact/./src/secret.js'), map.sources.join(', '));
    assert.ok(map.sourcesContent.some((s) => s.includes('inner workings')));
    assert.equal(/sourceMappingURL=index\.[0-9a-f]{8}\.js\.map/.test(distText(dir, /index\.[0-9a-f]{8}\.js$/)), comment, kind);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (14): 脚手架打包出来的共用组件都没有放到common index.js估计有1m

test('guide/optimization/split-chunk "打包出来的共用组件都没有放到common，index.js 估计有 1M": a small component of src/components used by two pages is copied into each page\'s script and no common chunk is written; with forceSplitting { common: /src[\\/]components/ } it goes to static/js/common.[hash].js, which both pages load', () => {
  const files = {
    'src/components/Header.js': "export const Header = () => 'SHARED_HEADER_COMPONENT';\n",
    'src/home.js': "import { Header } from './components/Header.js';\ndocument.body.textContent = Header() + ' home';\n",
    'src/about.js': "import { Header } from './components/Header.js';\ndocument.body.textContent = Header() + ' about';\n",
  };
  const entry = "source: { entry: { home: './src/home.js', about: './src/about.js' } }";
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { ${entry} };\n` });
  build(plain);
  assert.deepEqual(outputFiles(plain), ['about.html', 'home.html', 'static/js/about.[hash].js', 'static/js/home.[hash].js']);
  assert.match(distText(plain, /home\.[0-9a-f]{8}\.js$/), /SHARED_HEADER_COMPONENT/);
  assert.match(distText(plain, /about\.[0-9a-f]{8}\.js$/), /SHARED_HEADER_COMPONENT/);
  const split = project({
    ...files,
    'rsbuild.config.mjs': `export default { ${entry}, performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { common: /[\\\\/]src[\\\\/]components[\\\\/]/ } } } };\n`,
  });
  build(split);
  assert.ok(hashed(distFiles(split)).includes('static/js/common.[hash].js'), distFiles(split).join(', '));
  assert.match(distText(split, /common\.[0-9a-f]{8}\.js$/), /SHARED_HEADER_COMPONENT/);
  assert.doesNotMatch(distText(split, /(home|about)\.[0-9a-f]{8}\.js$/), /SHARED_HEADER_COMPONENT/);
  for (const page of ['home.html', 'about.html']) {
    assert.match(fs.readFileSync(path.join(split, 'dist', page), 'utf8'), /src="\/static\/js\/common\.[0-9a-f]{8}\.js"/, page);
  }
});
