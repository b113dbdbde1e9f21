// Facts behind the thirty-first round's (c) items, as readers describe the problem: webpack chunks that are not 100% ES5
// (arrow functions left by react-intl although every package a checker named is transpiled), "react-spring-core.esm.js:811
// Uncaught SyntaxError: Unexpected token (" in an old Chrome, a build that does not open in some Android WebViews once
// vuex is used, `android >= 5` not meaning the WebView of Android 5, "TypeError: document.body is null" when the bundle is
// included in <head>, a WebView that does not run <script nomodule> and the scriptLoading: 'blocking' of
// html-webpack-plugin, some Tailwind classes (p-2) not working while others (p-4) do, and whether a React project needs
// wasm-loader. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, or the browserslist it bundles),
// Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - plugins/list/plugin-check-syntax: the plugin is not installed in this repository. That it parses every emitted
//   .js file with acorn at the ECMAScript version of the browserslist (ES5 with ie 11) and maps an error back through
//   the source map is its 0.5.9 source (/work/shared/rsbuild-0.5.9/packages/plugin-check-syntax/src/CheckSyntaxPlugin.ts
//   and helpers/); the test does the same with acorn (ecmaVersion 5) and source-map-js. That are-you-es5 checks only a
//   package's entry file, and that react-intl's arrow functions came from its other files, is the report
//   (obahareth/are-you-es5#48, the maintainer's answer) and formatjs/formatjs#1499; react-intl is not installed.
// - config/source/include: @react-spring/core 9.3 and antd-mobile 5 are not installed; a package of that name whose
//   `module` file is react-spring-core.esm.js stands for it. That the error came from Chrome 53 (the WebView of WeCom
//   on Windows) is the report (ant-design/ant-design-mobile#4347, pmndrs/react-spring#1741); the old Chrome is not run,
//   the output is read for the syntax SWC's data says Chrome 53 lacks (async functions, object spread).
// - config/output/polyfill: vuex is not installed; a package that checks for Promise when the store is created, with
//   vuex's message, stands for it. That the Android WebView of the report lacked Promise is the maintainer's answer
//   (vuejs/vuex#544, "少了 Promise polyfill"); Chromium with window.Promise removed stands for that browser.
//   That Android 4.4's browser has no Promise is caniuse's data (Android Browser 4.4; 4.4.3 and later have it).
// - guide/advanced/browserslist: that the WebView of Android 5 shows `Chrome/39` is the report (vitejs/vite#12029); no
//   Android WebView is run. What the browserslist bundled with @rsbuild/shared 0.5.9 selects for `android >= 5` is run.
// - config/html/script-loading: Firefox's wording "TypeError: document.body is null" is the report
//   (KaneCohen/modal-vanilla#20); Chromium, the browser run here, words it "Cannot read properties of null (reading
//   'appendChild')". html-webpack-plugin's scriptLoading: 'blocking' writing a plain <script src> is its documentation;
//   that a Chrome 70 WebView did not run the <script nomodule> is the report (vitejs/vite#9753), and that this script is
//   the legacy build of @vitejs/plugin-legacy (next to the modern one loaded by <script type="module">) is Vite's
//   documentation of the plugin.
// - guide/basic/tailwindcss: Tailwind CSS is not installed. That Tailwind CSS 1 and 2 removed classes not found in the
//   files of `purge`, and that v3 renamed it `content` and always generates only the classes found there, is Tailwind's
//   documentation (its v3 upgrade guide) and the maintainer's answer in tailwindlabs/tailwindcss#1901. What is run:
//   Rsbuild 0.5.9 itself removes no unused class from the CSS.
// - guide/basic/wasm-assets: h265web.js is not installed; that it fetches its .wasm files from a folder next to the
//   built JavaScript is its maintainer's answer (numberwolf/h265web.js#56). wasm-loader is not installed or run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, buildAndVisit, devServer, distFiles, distText, previewServer, project, sharedBrowser, visit } from './topics-support';

const browser = sharedBrowser();

const acorn = createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/terser/package.json')))('acorn') as {
  parse: (src: string, opts: { ecmaVersion: number }) => unknown;
};

/** null when `src` parses as ES5, else acorn's error with its line and column. */
function es5Error(src: string): { message: string; line: number; column: number } | null {
  try {
    acorn.parse(src, { ecmaVersion: 5 });
    return null;
  } catch (e) {
    const err = e as { message: string; loc: { line: number; column: number } };
    return { message: err.message, line: err.loc.line, column: err.loc.column };
  }
}

type Consumer = { originalPositionFor(at: { line: number; column: number }): { source: string | null; line: number | null } };

/** The source-map-js of the postcss that @rsbuild/shared 0.5.9 depends on (as in common-problems-round26a.test.ts). */
function sourceMapJs(): { SourceMapConsumer: new (map: unknown) => Consumer } {
  const core = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5')), 'package.json'));
  const shared = createRequire(core.resolve('@rsbuild/shared'));
  const postcss = createRequire(shared.resolve('postcss/package.json'));
  return postcss('source-map-js');
}

const browserslist = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'package.json'))(
  './compiled/browserslist/index.js',
) as (q: string[]) => string[];

// add.wasm of guide/basic/wasm-assets: exports add(a: i32, b: i32): i32.
const ADD_WASM_BYTES = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

const jsFiles = (dir: string) => distFiles(dir).filter((f) => /^static\/js\/.*\.js$/.test(f));
const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8');

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-check-syntax (item 1)

test('plugins/list/plugin-check-syntax "the chunks are not 100% ES5, arrow functions remain ... a package whose entry file is ES5 and whose other files are not: the check parses the built chunks, so with ie 11 and source maps the arrow function of node_modules/intl-lib/lib/format.js is found and mapped back to that file; with the package in source.include, every chunk parses as ES5"', () => {
  const files = (include: boolean) => ({
    'node_modules/intl-lib/package.json': JSON.stringify({ name: 'intl-lib', version: '1.0.0', main: 'index.js' }),
    // the entry file is ES5: a checker of entry files passes it
    'node_modules/intl-lib/index.js': "var format = require('./lib/format');\nmodule.exports = { format: format };\n",
    'node_modules/intl-lib/lib/format.js': "module.exports = (value) => 'msg:' + value;\n",
    'src/index.js': "import { format } from 'intl-lib';\nconst show = (v) => format(v);\ndocument.title = show('hi');\n",
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'], sourceMap: { js: 'source-map' } }${
      include ? ', source: { include: [/[\\\\/]node_modules[\\\\/]intl-lib[\\\\/]/] }' : ''
    } };\n`,
  });
  assert.equal(es5Error(fs.readFileSync(path.join(project(files(false)), 'node_modules/intl-lib/index.js'), 'utf8')), null);

  const plain = project(files(false));
  build(plain);
  const failing = jsFiles(plain)
    .map((f) => ({ f, err: es5Error(read(plain, f)) }))
    .filter((x) => x.err);
  assert.equal(failing.length, 1, JSON.stringify(failing));
  const { f, err } = failing[0] as { f: string; err: { line: number; column: number } };
  const map = JSON.parse(read(plain, `${f}.map`));
  const { SourceMapConsumer } = sourceMapJs();
  const at = new SourceMapConsumer(map).originalPositionFor({ line: err.line, column: err.column });
  assert.match(String(at.source), /node_modules\/intl-lib\/lib\/format\.js$/);

  const included = project(files(true));
  build(included);
  for (const file of jsFiles(included)) assert.equal(es5Error(read(included, file)), null, file);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include (item 2)

test('config/source/include "react-spring-core.esm.js:811 Uncaught SyntaxError: Unexpected token ( in Chrome 53 ... the package\'s ES module build is bundled as published: with chrome >= 53, the async function and object spread of node_modules/@react-spring/core/dist/react-spring-core.esm.js stay while the project\'s own are compiled; with /[\\\\/]node_modules[\\\\/]@react-spring[\\\\/]/ in source.include, none stay"', () => {
  const files = (include: boolean) => ({
    'node_modules/@react-spring/core/package.json': JSON.stringify({
      name: '@react-spring/core',
      version: '9.3.0',
      main: 'dist/index.js',
      module: 'dist/react-spring-core.esm.js',
    }),
    'node_modules/@react-spring/core/dist/index.js': 'exports.start = function (p) { return Promise.resolve(p); };\n',
    'node_modules/@react-spring/core/dist/react-spring-core.esm.js':
      'export async function start(props) {\n  const next = await Promise.resolve({ ...props, springing: true });\n  return next;\n}\n',
    'src/own.js': 'export async function mine(o) {\n  return { ...(await Promise.resolve(o)), mine: true };\n}\n',
    'src/index.js':
      "import { start } from '@react-spring/core';\nimport { mine } from './own';\nstart({}).then(mine).then((v) => console.log(v));\n",
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['chrome >= 53'] }${
      include ? ', source: { include: [/[\\\\/]node_modules[\\\\/]@react-spring[\\\\/]/] }' : ''
    } };\n`,
  });
  const plain = project(files(false));
  build(plain);
  const js = distText(plain, /^static\/js\/.*\.js$/);
  assert.match(js, /springing/);
  assert.equal((js.match(/async function/g) ?? []).length, 1, js);
  assert.match(js, /\{\.\.\.\w+,springing:!0\}/);
  // the project's own spread is compiled: the only one left is the package's
  assert.equal((js.match(/\.\.\./g) ?? []).length, 1, js);

  const included = project(files(true));
  build(included);
  const compiled = distText(included, /^static\/js\/.*\.js$/);
  assert.match(compiled, /springing/);
  assert.doesNotMatch(compiled, /async function|\.\.\./);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill (item 3)

test("config/output/polyfill \"some Android WebViews do not open the app once vuex is used: vuex requires a Promise polyfill ... with android >= 4.4 and the default usage, the package's Promise gets no polyfill and, in a browser without Promise, the store throws; with polyfill: 'entry', lib-polyfill.js holds es.promise and the app runs\"", async () => {
  const app = (polyfill: 'usage' | 'entry') =>
    project({
      'node_modules/store-lib/package.json': JSON.stringify({ name: 'store-lib', version: '2.1.0', main: 'index.js' }),
      'node_modules/store-lib/index.js':
        "function Store(options) {\n  if (typeof Promise === 'undefined') throw new Error('[vuex] vuex requires a Promise polyfill in this browser.');\n  this.state = options.state;\n}\nmodule.exports = { Store: Store };\n",
      'src/index.js':
        "import { Store } from 'store-lib';\nvar store = new Store({ state: { n: 1 } });\ndocument.getElementById('root').textContent = 'store ' + store.state.n;\n",
      'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['android >= 4.4'], polyfill: '${polyfill}' } };\n`,
    });
  const run = async (dir: string) => {
    build(dir);
    const server = await previewServer(dir);
    const context = await browser().newContext();
    try {
      // the WebView of the report has no Promise
      await context.addInitScript(() => {
        // biome-ignore lint/suspicious/noExplicitAny: removing a global for the test
        delete (window as any).Promise;
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      return { errors, root: await page.textContent('#root') };
    } finally {
      await context.close();
      await server.stop();
    }
  };
  const usage = app('usage');
  const failed = await run(usage);
  assert.equal(failed.root, '');
  assert.ok(
    failed.errors.some((e) => e.includes('[vuex] vuex requires a Promise polyfill in this browser.')),
    failed.errors.join('\n'),
  );

  const entry = app('entry');
  const ok = await run(entry);
  assert.deepEqual(ok.errors, []);
  assert.equal(ok.root, 'store 1');
  const polyfill = distFiles(entry).find((f) => /lib-polyfill/.test(f));
  assert.ok(polyfill, distFiles(entry).join(', '));
  assert.match(read(entry, polyfill), /Promise/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist (item 4)

test('guide/advanced/browserslist "android >= 5 does not mean the WebView of Android 5 ... Browserslist reads every Android after 4.4.4 as the current Chrome for Android, so the query selects only that one version"', () => {
  const selected = browserslist(['android >= 5']);
  assert.equal(selected.length, 1, selected.join(', '));
  assert.match(selected[0] as string, /^android \d{3}$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/script-loading (items 5 and 6)

const BODY_LIB = {
  'node_modules/modal-lib/package.json': JSON.stringify({ name: 'modal-lib', version: '1.0.0', main: 'index.js' }),
  // like a modal library that measures the page and adds its backdrop as soon as it is loaded
  'node_modules/modal-lib/index.js':
    "var backdrop = document.createElement('div');\nbackdrop.id = 'backdrop';\ndocument.body.appendChild(backdrop);\nmodule.exports = { ready: true };\n",
  'src/index.js': "import modal from 'modal-lib';\ndocument.getElementById('root').textContent = 'modal ' + modal.ready;\n",
};

test('config/html/script-loading "TypeError: document.body is null when the bundle is included in <head> ... a package that touches document.body when loaded runs with the default defer; with scriptLoading blocking (in <head>) Chromium throws Cannot read properties of null (reading \'appendChild\'); with blocking and inject body it runs again"', async () => {
  const run = async (html: string) => {
    const dir = project({ ...BODY_LIB, 'rsbuild.config.mjs': `export default { html: ${html} };\n` });
    return buildAndVisit(browser(), dir, () => `${document.getElementById('root')?.textContent}|${!!document.getElementById('backdrop')}`);
  };
  const deferred = await run('{}');
  assert.deepEqual(deferred.errors, []);
  assert.equal(deferred.value, 'modal true|true');
  const blocking = await run("{ scriptLoading: 'blocking' }");
  assert.deepEqual(blocking.errors, ["Uncaught TypeError: Cannot read properties of null (reading 'appendChild')"]);
  assert.equal(blocking.value, '|false');
  const atEnd = await run("{ scriptLoading: 'blocking', inject: 'body' }");
  assert.deepEqual(atEnd.errors, []);
  assert.equal(atEnd.value, 'modal true|true');
});

test("config/html/script-loading \"a WebView that does not run <script nomodule> ... Rsbuild 0.5.9 writes one build and no nomodule script: defer gives <script defer>, blocking gives a plain <script src>, as html-webpack-plugin's scriptLoading: 'blocking' does, and a Chrome 70 list needs no second build\"", () => {
  const tags = (config: string) => {
    const dir = project({ 'src/index.js': 'document.title = `t ${1}`;\n', 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    return distText(dir, /^index\.html$/).match(/<script[^>]*>/g) ?? [];
  };
  const deferred = tags('{}');
  assert.equal(deferred.length, 1);
  assert.match(deferred[0] as string, /^<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js">$/);
  const blocking = tags("{ html: { scriptLoading: 'blocking', inject: 'body' }, output: { overrideBrowserslist: ['chrome >= 70'] } }");
  assert.equal(blocking.length, 1);
  assert.match(blocking[0] as string, /^<script src="\/static\/js\/index\.[0-9a-f]{8}\.js">$/);
  for (const tag of [...deferred, ...blocking]) assert.doesNotMatch(tag, /nomodule|type=/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/tailwindcss (item 7)

test('guide/basic/tailwindcss "p-2 not working but p-4 is working ... Rsbuild itself removes no unused class: a .p-2 rule that no file uses stays in the built CSS next to the used .p-4"', () => {
  const dir = project({
    'src/index.css': '.p-2 { padding: 0.5rem; }\n.p-4 { padding: 1rem; }\n',
    'src/index.js': "import './index.css';\ndocument.getElementById('root').className = 'p-4';\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.p-2\{padding:\.5rem\}/);
  assert.match(css, /\.p-4\{padding:1rem\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets (item 8)

const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };

test('guide/basic/wasm-assets "does a React project need wasm-loader? No: a React component imports add.wasm with only pluginReact and renders its result; a library\'s own .wasm files put in public/wasm/ are copied to dist/wasm/ as they are and served at /wasm/… with application/wasm by rsbuild preview and rsbuild dev"', async () => {
  const decoder = Buffer.concat([ADD_WASM_BYTES, Buffer.from([0, 4, 110, 97, 109, 101])]);
  const dir = project(
    {
      'src/add.wasm': ADD_WASM_BYTES,
      'public/wasm/decoder.wasm': decoder,
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport { add } from './add.wasm';\ncreateRoot(document.getElementById('root')).render(<p id=\"sum\">{add(20, 22)}</p>);\n",
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')))} } } };\n`,
    },
    REACT,
  );
  build(dir);
  assert.ok(fs.readFileSync(path.join(dir, 'dist/wasm/decoder.wasm')).equals(decoder));
  assert.ok(distFiles(dir).some((f) => /^static\/wasm\/[0-9a-f]+\.module\.wasm$/.test(f)));
  const server = await previewServer(dir);
  try {
    const res = await fetch(`${server.url}/wasm/decoder.wasm`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/wasm');
    const { errors, value } = await visit(browser(), `${server.url}/`, () => document.getElementById('sum')?.textContent);
    assert.deepEqual(errors, []);
    assert.equal(value, '42');
  } finally {
    await server.stop();
  }
  const dev = await devServer(dir);
  try {
    const res = await fetch(`${dev.url}/wasm/decoder.wasm`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/wasm');
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(decoder));
  } finally {
    await dev.stop();
  }
});
