// Facts behind the twentieth round's (b) items, as readers describe the problem: a dependency's new major version
// that breaks Safari 12 and 13, an ES-module `import` left after on-demand imports, core-js 2 module names (`es6.*`),
// `Buffer` and `process` in the browser and a build that differs from dev, one big script after the build, and one
// single script file wanted. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Rest on other sources, not run here:
// - @rsbuild/plugin-babel 0.5.9 (src/plugin.ts): without its own include/exclude options it adds babel-loader to
//   Rsbuild's JS rule, after the SWC loader, so Babel sees the files that SWC sees (source.include / source.exclude)
//   and no more; its babel-loader options set configFile: false and babelrc: false, so no babel.config.js or .babelrc
//   is read. The plugin is not installed here.
// - Babel 7's @babel/preset-env with useBuiltIns and no corejs option uses core-js 2 (its docs); core-js 3 renamed
//   the es6.* / es7.* modules to es.* / esnext.*. Vue CLI prints `These dependencies were not found:`.
// - @rsbuild/plugin-node-polyfill 0.5.9 (src/index.ts): ProvidePlugin gives `Buffer` and `process` to every module
//   that uses them, in dev and build alike; the plugin is not installed here.
// - The browsers' messages: IE 11 reports a syntax it cannot parse as `SCRIPT1002: Syntax error` (in a Chinese
//   Windows `SCRIPT1002: 语法错误`, and `SyntaxError: 语法错误` for code run through eval) and
//   `SCRIPT1005: Expected '('`; Chrome before 61 and Node.js before 12 report a static `import` outside a module as
//   `SyntaxError: Unexpected token import`. `Loading chunk N failed` is Rspack's
//   ChunkLoadError (run in common-problems-round12b.test.ts and earlier). umi's `umi.js` / `vendors.async.js` (its
//   main file and its vendors chunk of node_modules) and Vue CLI's `These dependencies were not found:` are those
//   tools' own output. webpack 5 (and Vue CLI 5, built on it) dropped webpack 4's automatic Node.js polyfills
//   (webpack 5 release notes).
//
// Facts run by earlier files, not again here:
// - guide/advanced/browser-compatibility: with `ie 11` in the list, own code is compiled to ES5 and a package's
//   arrow functions stay (browser-compatibility-guide.test.ts, common-problems-round9a.test.ts); `async` with
//   'entry' (common-problems-round13a.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, project, rsbuild } from './topics-support';

const modernLib = {
  'node_modules/modern-lib/package.json': '{ "name": "modern-lib", "version": "3.0.0", "main": "index.js" }\n',
  'node_modules/modern-lib/index.js':
    'export class Store {\n  static #count = 0;\n  static next() {\n    Store.#count += 1;\n    return Store.#count;\n  }\n}\nexport const pick = (o) => o?.value;\n',
  'src/index.js':
    "import { Store, pick } from 'modern-lib';\nclass Own {\n  #n = 1;\n  get() {\n    return this.#n;\n  }\n}\ndocument.body.textContent = String(Store.next() + new Own().get()) + pick({ value: 1 });\n",
};

test('guide/advanced/browser-compatibility "Safari 12 and 13 fail after a dependency moved to 3.0.0": with safari >= 12 in the list, 0.5.9 compiles the private field of our own code but keeps the package\'s static #count and ?. as published; source.include compiles them too', () => {
  const list = "['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 12', 'ios_saf >= 12']";
  const plain = project({
    ...modernLib,
    'rsbuild.config.mjs': `export default { output: { minify: false, overrideBrowserslist: ${list} } };\n`,
  });
  build(plain);
  let js = distText(plain, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('static #count'));
  assert.ok(js.includes('o?.value'));
  assert.ok(!js.includes('#n'));
  const included = project({
    ...modernLib,
    'rsbuild.config.mjs': `export default { source: { include: [/[\\\\/]node_modules[\\\\/]modern-lib[\\\\/]/] }, output: { minify: false, overrideBrowserslist: ${list} } };\n`,
  });
  build(included);
  js = distText(included, /^static\/js\/.*\.js$/);
  assert.ok(!js.includes('#count'));
  assert.ok(!js.includes('o?.value'));
});

test('config/source/transform-import "Unexpected token import with on-demand imports": with libraryDirectory \'es\', the ES-module files of the library are bundled, and the web output has no import statement left; a script in public/ is copied as written, its import included', () => {
  const dir = project({
    'node_modules/fake-ui/package.json': '{ "name": "fake-ui", "version": "1.0.0", "main": "lib/index.js", "module": "es/index.js" }\n',
    'node_modules/fake-ui/es/index.js': "export { default as Button } from './button';\nexport const WHOLE = 'WHOLE_LIBRARY_MARKER';\n",
    'node_modules/fake-ui/es/button/index.js':
      "import util from '../util';\nexport default function Button() { return util('BUTTON_MARKER'); }\n",
    'node_modules/fake-ui/es/util.js': 'export default function util(x) { return x; }\n',
    'src/index.js': "import { Button } from 'fake-ui';\ndocument.body.textContent = Button();\n",
    'public/legacy.js': "import x from './x.js';\nconsole.log(x);\n",
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'fake-ui', libraryDirectory: 'es' }] }, output: { minify: false } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('BUTTON_MARKER'));
  assert.ok(!js.includes('WHOLE_LIBRARY_MARKER'));
  assert.doesNotMatch(js, /^\s*import\s/m);
  assert.equal(distText(dir, /^legacy\.js$/), "import x from './x.js';\nconsole.log(x);\n");
});

test('config/output/polyfill "core-js/modules/es6.array.copy-within not found": with ie 11 in the list, 0.5.9 injects core-js 3\'s es.array.copy-within from its own copy (no core-js in the project); an import of the core-js 2 name es6.array.copy-within stops the build with Can\'t resolve', () => {
  const files = {
    'src/index.js': 'document.body.textContent = String([1, 2, 3].copyWithin(0, 1));\n',
    'rsbuild.config.mjs':
      "export default { output: { minify: false, overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'ie 11'] } };\n",
  };
  const ok = project(files);
  build(ok);
  const js = distText(ok, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('core-js/modules/es.array.copy-within.js'));
  assert.ok(!js.includes('es6.'));
  const old = project({
    ...files,
    'src/index.js': `import 'core-js/modules/es6.array.copy-within';\n${files['src/index.js']}`,
  });
  const run = rsbuild(old, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve 'core-js\/modules\/es6\.array\.copy-within'/);
});

test('plugins/list/plugin-node-polyfill "Buffer is not defined": without the plugin, 0.5.9 builds a module that calls Buffer.from without a word and leaves the bare Buffer in the output, in dev and build alike', async () => {
  const dir = project({
    'src/index.js': "document.body.textContent = Buffer.from('hi').toString('base64');\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Buffer/);
  assert.match(distText(dir, /^static\/js\/index\..*\.js$/), /Buffer\.from\(["']hi["']\)/);
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/static/js/index.js`)).text(), /Buffer\.from\(["']hi["']\)/);
  } finally {
    await server.stop();
  }
});

test('plugins/list/plugin-node-polyfill "works in dev, process is not defined after the build": a PUBLIC_ variable set only in .env.development is replaced by rsbuild dev and left as process.env.PUBLIC_API_URL by rsbuild build', async () => {
  const dir = project({
    '.env.development': 'PUBLIC_API_URL=https://dev.example.com\n',
    'src/index.js': 'document.body.textContent = process.env.PUBLIC_API_URL;\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  const built = distText(dir, /^static\/js\/index\..*\.js$/);
  assert.match(built, /process\.env\.PUBLIC_API_URL/);
  const server = await devServer(dir);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.ok(js.includes('https://dev.example.com'));
    assert.ok(!js.includes('process.env.PUBLIC_API_URL'));
  } finally {
    await server.stop();
  }
});

const bigLib = {
  'node_modules/big-lib/package.json': '{ "name": "big-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/big-lib/index.js': `module.exports = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => `BIG_LIB_${i}`))};\n`,
};

test('guide/optimization/split-chunk "only one big app.js after the build": by default 0.5.9 puts a large package into a chunk of its own next to the entry\'s file, named after source.entry (app.[hash].js), and an import() into static/js/async/', () => {
  const dir = project({
    ...bigLib,
    'src/index.js': "import list from 'big-lib';\nimport('./page').then((m) => m.show(list.length));\n",
    'src/page.js': "export function show(n) { document.body.textContent = 'PAGE_MARKER' + n; }\n",
    'rsbuild.config.mjs': "export default { source: { entry: { app: './src/index.js' } } };\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  const app = js.filter((f) => /^static\/js\/app\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(app.length, 1);
  const lib = js.filter(
    (f) =>
      !f.includes('/async/') && !f.includes('/app.') && distText(dir, new RegExp(`^${f.replace(/\./g, '\\.')}$`)).includes('BIG_LIB_1'),
  );
  assert.equal(lib.length, 1);
  assert.ok(!distText(dir, /^static\/js\/app\./).includes('BIG_LIB_1'));
  const async = js.filter((f) => f.startsWith('static/js/async/'));
  assert.equal(async.length, 1);
  assert.ok(distText(dir, /^static\/js\/async\//).includes('PAGE_MARKER'));
});

test('config/performance/chunk-split "main file and components in one JS file": all-in-one keeps the package in the entry\'s file but an import() still gets static/js/async/; adding tools.rspack output.asyncChunks false leaves one JS file', () => {
  const src = {
    ...bigLib,
    'src/index.js': "import list from 'big-lib';\nimport('./page').then((m) => m.show(list.length));\n",
    'src/page.js': "export function show(n) { document.body.textContent = 'PAGE_MARKER' + n; }\n",
  };
  const one = project({ ...src, 'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'all-in-one' } } };\n" });
  build(one);
  let js = distFiles(one).filter((f) => f.endsWith('.js'));
  assert.equal(js.filter((f) => f.startsWith('static/js/async/')).length, 1);
  assert.equal(js.filter((f) => !f.startsWith('static/js/async/')).length, 1);
  const single = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { performance: { chunkSplit: { strategy: 'all-in-one' } }, tools: { rspack: { output: { asyncChunks: false } } } };\n",
  });
  build(single);
  js = distFiles(single).filter((f) => f.endsWith('.js'));
  assert.equal(js.length, 1);
  const text = distText(single, /\.js$/);
  assert.ok(text.includes('PAGE_MARKER'));
  assert.ok(text.includes('BIG_LIB_1'));
});
