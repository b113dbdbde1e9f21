// Facts behind the thirty-fifth round's (d) items, as readers describe the problem:
// 1. guide/basic/wasm-assets: subtitles-octopus-worker.js loads its .wasm from the same directory, which does not work
//    once bundled.
// 2. guide/faq/blank-page: 部署到 Tomcat，先是首屏加载，加载完了之后就白屏，console 也没有报错.
// 3. guide/faq/exceptions: 引入 ProTable 报错 Can't resolve 'fast-deep-equal/es6/react'.
// 4. guide/faq/features: `.vert` and `.frag` shader files fail to parse, `Module parse failed: Unexpected character '#'`.
// 5. guide/faq/general: npm start 报错 `Module build failed: SyntaxError: Unexpected token =`.
// 6. guide/faq/general: npm start 报语法错 `...extraEntry` `SyntaxError: Unexpected token ...`.
// 7. guide/framework/react: `ERROR in ./src/index.js Module build failed: SyntaxError: Unexpected token (10:12)` at
//    `<BrowserRouter>`.
// 8. guide/framework/react: can't run npm run build/dev, `Unexpected token (8:3)` in index.jsx.
// 9. plugins/list/plugin-babel: react-app-rewired's `injectBabelPlugin('graphql-tag', config)` in config-overrides.js.
// 10. plugins/list/plugin-babel: react-activation 的 Babel 插件怎么配置（the reader asked for Vite）.
// 11. plugins/list/plugin-umd: a library loaded with a `<script>` tag, `new Cat()` is not defined, a window variable
//     is needed.
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - guide/basic/wasm-assets (1): that subtitles-octopus-worker.js (libass-wasm, JavascriptSubtitlesOctopus) asks for
//   subtitles-octopus-worker.wasm beside its own URL, and that webpack users ended up copying the file by hand, is
//   libass/JavascriptSubtitlesOctopus#51; the `workerUrl` option is libass-wasm's README. libass-wasm is not installed:
//   a package of ours with the same layout (dist/js/, a worker that fetches the .wasm next to its own URL) stands in.
// - guide/faq/blank-page (2): the Tomcat deployment (a folder of webapps/, reached at /<folder>/) and the maintainer's
//   answer (the asset path, and the 404 page pointing at index.html) are aiyuekuang/react_home#6; Tomcat is not run:
//   staticHost serves the output below /myapp/ as Tomcat serves a folder of webapps/. React Router is not installed:
//   a router of a few lines (React 18) that renders the page whose path matches location.pathname stands in.
// - guide/faq/exceptions (3): the message, with `in '.../node_modules/@ant-design/pro-table/es/components/Form'`, is
//   ant-design/pro-components#2325 (webpack), where a maintainer asked whether pro-utils was locked to a version; that
//   Yarn PnP stops with the same message is #2505. That fast-deep-equal 2.0.1 has no es6 folder and 3.0.0 no
//   es6/react.js is `npm pack --dry-run` of both; 3.1.3, what `fast-deep-equal@3` installs today, has es6/react.js (it
//   is in this repository's pnpm store). ProTable and fast-deep-equal are not installed: packages of ours with their
//   layout stand in.
// - guide/faq/features (4): the three.ar.js report (google-ar/three.ar.js#22) is webpack's message; webpack is not run.
// - guide/faq/general (5, 6): that the stack trace of `Module build failed: SyntaxError: Unexpected token =` runs through
//   vm.js and node_modules/@babel/helper-module-imports (loaded by babel-plugin-import) is duxianwei520/react#49; that
//   `...extraEntry` in webpack.config.js failed on Node.js 6.0 and passed after upgrading is tyaqing/mogo-h5plus#1;
//   that spread properties in object literals need Node.js 8.3 is Node.js's changelog; that Babel without its class
//   properties plugin stops at a class field such as `state = {` is Babel's documentation of that plugin. No old
//   Node.js and no Babel are run here.
// - guide/framework/react (7, 8): the Babel messages are babel/babel#9701 and ReactJSResources/react-webpack-babel#77;
//   Babel and webpack are not run. React Router is not installed: a package of ours named react-router-dom whose
//   BrowserRouter renders its children stands in.
// - plugins/list/plugin-babel (9, 10): @babel/core is not installed here, so Babel is not run by this file. The page's
//   two examples were tried once by hand with @rsbuild/core 0.5.9 and @rsbuild/plugin-babel 0.5.4 (the registry has no
//   0.5.9) in a scratch project: addPlugins(['graphql-tag']) (babel-plugin-graphql-tag 3) turned the gql template into
//   its parsed document, with graphql-tag and graphql left out of the bundle, and addPlugins(['react-activation/babel'])
//   (react-activation 0.13) added `_nk` keys to the JSX elements. That injectBabelPlugin(plugin, config) adds a plugin
//   to babel-loader's options is react-app-rewired 1.x's README (the question is dilanx/craco#72); that Babel
//   finds `graphql-tag` as babel-plugin-graphql-tag is Babel's name normalization. That react-activation's Babel plugin
//   is optional, and that a `cacheKey` on each `<KeepAlive>` replaces it, is the maintainer's answer in
//   CJY0208/react-activation#168 and its README. Run here: config-overrides.js and a .babelrc naming these plugins are
//   not read by 0.5.9.
// - plugins/list/plugin-umd (11): @rsbuild/plugin-umd is not installed (the registry has no 0.5 release). A package of
//   ours under that name does what the plugin's 0.5.9 source (packages/plugin-umd/src/index.ts) does, line for line:
//   output.library { name, type: 'umd', umdNamedDefine, export }, globalObject 'this', no split chunks, distPath js and
//   css '', filenameHash false, blocking scripts and no HTML in production. The reader's webpack library
//   (krasimir/webpack-library-starter#23) is not run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  ROOT,
  build,
  devServer,
  distFiles,
  distText,
  freePort,
  hashed,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
  waitFor,
} from './topics-support';
import { PLUGIN_UMD } from './stand-in-plugins';

const browser = sharedBrowser();

/** This shell's environment without what would change the project's run (as topics-support's rsbuild() does). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  delete env.NODE_PATH;
  return env;
}

const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
const REACT_ALIAS = `source: { alias: { react: ${JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')))} } }`;

// The 41 bytes of add.wasm: a module that exports add(a: i32, b: i32): i32.
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets (1) "subtitles-octopus-worker.js loads .wasm from the same directory, doesn't work with webpack"

const octopus: Record<string, string | Buffer> = {
  'node_modules/libass-wasm/package.json': '{ "name": "libass-wasm", "version": "4.1.0", "main": "dist/js/subtitles-octopus.js" }\n',
  'node_modules/libass-wasm/dist/js/subtitles-octopus.js':
    'module.exports = function SubtitlesOctopus(options) {\n  var worker = new Worker(options.workerUrl);\n  worker.onmessage = function (e) { (window.octopus = window.octopus || []).push(e.data); };\n};\n',
  // Like the Emscripten worker: the .wasm file is looked for next to the worker's own URL, compiled while it streams in,
  // and, when that fails, downloaded whole and compiled again; each failure is reported.
  'node_modules/libass-wasm/dist/js/subtitles-octopus-worker.js': [
    "var wasmUrl = new URL('subtitles-octopus-worker.wasm', self.location.href);",
    'WebAssembly.instantiateStreaming(fetch(wasmUrl))',
    '  .catch(function (e) {',
    "    postMessage('wasm streaming compile failed: ' + e);",
    '    return fetch(wasmUrl).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b); });',
    '  })',
    '  .then(',
    "    function (r) { postMessage('wasm ' + r.instance.exports.add(20, 22)); },",
    "    function (e) { postMessage('failed to asynchronously prepare wasm: ' + e); }",
    '  );',
    '',
  ].join('\n'),
  'node_modules/libass-wasm/dist/js/subtitles-octopus-worker.wasm': ADD_WASM,
};
const octopusApp = (workerUrl: string) =>
  `import SubtitlesOctopus from 'libass-wasm';\nnew SubtitlesOctopus({ workerUrl: ${workerUrl} });\n`;

/** What the stand-in worker reports to the page, once it has compiled the .wasm file or given up. */
async function octopusResult(url: string): Promise<string[]> {
  const page = await browser().newPage();
  try {
    await page.goto(url);
    const read = () => page.evaluate(() => (window as { octopus?: string[] }).octopus ?? []);
    await waitFor(async () => (await read()).some((m) => m.startsWith('wasm ') || m.startsWith('failed ')), 10_000);
    return await read();
  } finally {
    await page.close();
  }
}

test("guide/basic/wasm-assets \"subtitles-octopus-worker.js loads .wasm from the same directory\": with new URL('libass-wasm/dist/js/subtitles-octopus-worker.js', import.meta.url) the worker is emitted alone, renamed to a hash, and its .wasm is not: the worker gets index.html instead (Incorrect response MIME type, expected magic word 00 61 73 6d, found 3c 21 64 6f); with output.copy of the package's dist/js folder to dist/subtitles-octopus/ and workerUrl '/subtitles-octopus/subtitles-octopus-worker.js', the worker finds the .wasm beside it in rsbuild preview and rsbuild dev", async () => {
  const bundled = project({
    ...octopus,
    'src/index.js': octopusApp("new URL('libass-wasm/dist/js/subtitles-octopus-worker.js', import.meta.url)"),
  });
  build(bundled);
  const files = distFiles(bundled);
  assert.ok(
    files.some((f) => /^[0-9a-f]{16}\.js$/.test(f)),
    files.join('\n'),
  );
  assert.equal(
    files.some((f) => f.includes('subtitles-octopus')),
    false,
  );
  assert.equal(
    files.some((f) => f.endsWith('.wasm')),
    false,
  );
  const preview = await previewServer(bundled);
  try {
    // The preview server answers the missing file with index.html: Chromium refuses it as WebAssembly, twice.
    assert.deepEqual(await octopusResult(`${preview.url}/`), [
      "wasm streaming compile failed: TypeError: Failed to execute 'compile' on 'WebAssembly': Incorrect response MIME type. Expected 'application/wasm'.",
      'failed to asynchronously prepare wasm: CompileError: WebAssembly.instantiate(): expected magic word 00 61 73 6d, found 3c 21 64 6f @+0',
    ]);
  } finally {
    await preview.stop();
  }

  const copied = project({
    ...octopus,
    'rsbuild.config.mjs':
      "export default { output: { copy: [{ from: './node_modules/libass-wasm/dist/js', to: 'subtitles-octopus' }] } };\n",
    'src/index.js': octopusApp("'/subtitles-octopus/subtitles-octopus-worker.js'"),
  });
  build(copied);
  const copiedFiles = distFiles(copied);
  for (const f of ['subtitles-octopus/subtitles-octopus-worker.js', 'subtitles-octopus/subtitles-octopus-worker.wasm']) {
    assert.ok(copiedFiles.includes(f), copiedFiles.join('\n'));
  }
  for (const start of [() => previewServer(copied), () => devServer(copied)]) {
    const server = await start();
    try {
      const wasm = await fetch(`${server.url}/subtitles-octopus/subtitles-octopus-worker.wasm`);
      assert.equal(wasm.headers.get('content-type'), 'application/wasm');
      assert.deepEqual(await octopusResult(`${server.url}/`), ['wasm 42']);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page (2) "部署到tomcat 先是首屏加载 加载完了之后就白屏 console也没有报错"

// A template whose #root holds a loading message until the app renders over it, and an app with a history-mode router.
const LOADING_TEMPLATE =
  '<!doctype html><html><head><title>app</title></head><body><div id="root"><p class="loading">加载中…</p></div></body></html>\n';
const routerApp = (basename: string) =>
  [
    "import React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "const routes = { '/': () => React.createElement('h1', null, 'home page') };",
    `const basename = ${JSON.stringify(basename)};`,
    'function Router() {',
    "  const page = routes[location.pathname.slice(basename.length) || '/'];",
    '  return page ? page() : null;',
    '}',
    "createRoot(document.getElementById('root')).render(React.createElement(Router));",
    '',
  ].join('\n');

test("guide/faq/blank-page \"部署到tomcat 先是首屏加载 加载完了之后就白屏 console也没有报错\": served below /myapp/ as Tomcat serves webapps/myapp, an app built with assetPrefix '/myapp/' loads its script (200), the loading message goes away and the page stays empty, with no error in the console; with the default prefix the script is a 404 and the loading message stays; with the router's base set to /myapp as well, the page renders", async (t) => {
  const visitMyapp = async (config: string, basename: string) => {
    const dir = project(
      {
        'index.html': LOADING_TEMPLATE,
        'src/index.js': routerApp(basename),
        'rsbuild.config.mjs': `export default { html: { template: './index.html' }, ${config}, ${REACT_ALIAS} };\n`,
      },
      REACT,
    );
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'), { folder: 'myapp' });
    const page = await browser().newPage();
    // What the Network panel and the console would show: the status of each script, other failed requests (the
    // browser's own /favicon.ico aside) and uncaught errors.
    const scripts: number[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.push(r.status());
      else if (r.status() >= 400 && url.pathname !== '/favicon.ico') failed.push(url.pathname);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${origin}/myapp/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const root = await page.evaluate(() => document.getElementById('root')?.innerHTML);
      return { scripts: [...new Set(scripts)], failed, errors, root };
    } finally {
      await page.close();
    }
  };
  assert.deepEqual(await visitMyapp("output: { assetPrefix: '/myapp/' }", ''), { scripts: [200], failed: [], errors: [], root: '' });
  assert.deepEqual(await visitMyapp("output: { assetPrefix: '/' }", ''), {
    scripts: [404],
    failed: [],
    errors: [],
    root: '<p class="loading">加载中…</p>',
  });
  assert.deepEqual(await visitMyapp("output: { assetPrefix: '/myapp/' }", '/myapp'), {
    scripts: [200],
    failed: [],
    errors: [],
    root: '<h1>home page</h1>',
  });
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions (3) "引入proTable报错 Can't resolve 'fast-deep-equal/es6/react'"

const proTable: Record<string, string> = {
  // Like @ant-design/pro-table 2.x: its Form imports a file of fast-deep-equal 3 that its package.json does not list.
  'node_modules/@ant-design/pro-table/package.json':
    '{ "name": "@ant-design/pro-table", "version": "2.31.0", "module": "es/index.js", "main": "es/index.js" }\n',
  'node_modules/@ant-design/pro-table/es/index.js': "export { default } from './components/Form';\n",
  'node_modules/@ant-design/pro-table/es/components/Form/index.js':
    "import isDeepEqualReact from 'fast-deep-equal/es6/react';\nexport default function ProTable() { return isDeepEqualReact({ a: 1 }, { a: 1 }) ? 'PRO_TABLE_OK' : 'differs'; }\n",
  'src/index.js': "import ProTable from '@ant-design/pro-table';\ndocument.body.textContent = ProTable();\n",
};
// fast-deep-equal 2.x: index.js at the root, no es6 folder.
const deepEqual2 = {
  'node_modules/fast-deep-equal/package.json': '{ "name": "fast-deep-equal", "version": "2.0.1", "main": "index.js" }\n',
  'node_modules/fast-deep-equal/index.js': 'module.exports = function equal(a, b) { return JSON.stringify(a) === JSON.stringify(b); };\n',
};
const deepEqual3 = {
  'node_modules/fast-deep-equal/package.json': '{ "name": "fast-deep-equal", "version": "3.1.3", "main": "index.js" }\n',
  'node_modules/fast-deep-equal/index.js': 'module.exports = function equal(a, b) { return JSON.stringify(a) === JSON.stringify(b); };\n',
  'node_modules/fast-deep-equal/es6/index.js': "module.exports = require('../index.js');\n",
  'node_modules/fast-deep-equal/es6/react.js': "module.exports = require('../index.js');\n",
};

test("guide/faq/exceptions \"引入proTable报错 Can't resolve 'fast-deep-equal/es6/react'\": with fast-deep-equal 2 at the top of node_modules, the build stops with Can't resolve 'fast-deep-equal/es6/react' in the library's folder; with fast-deep-equal 3 there instead (what installing it in the project does), it builds and runs", async () => {
  const v2 = project({ ...proTable, ...deepEqual2 });
  const failed = rsbuild(v2, ['build']);
  assert.equal(failed.code, 1);
  assert.ok(
    failed.output.includes(`Can't resolve 'fast-deep-equal/es6/react' in '${v2}/node_modules/@ant-design/pro-table/es/components/Form'`),
    failed.output,
  );

  const v3 = project({ ...proTable, ...deepEqual3 });
  build(v3);
  const server = await previewServer(v3);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () => document.body.textContent);
    assert.deepEqual([errors, value], [[], 'PRO_TABLE_OK']);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/features (4) "Run Dev fails to parse .vert .frag files, Module parse failed Unexpected character '#'"

const SHADERS = {
  'src/shaders/screen.vert': 'attribute vec3 position;\nvoid main() { gl_Position = vec4(position, 1.0); }\n',
  'src/shaders/screen.frag': '#define PI 3.14159\nprecision mediump float;\nvoid main() { gl_FragColor = vec4(PI / 4.0); }\n',
  'src/index.js':
    "import vertexShader from './shaders/screen.vert';\nimport fragmentShader from './shaders/screen.frag';\ndocument.body.textContent = fragmentShader.split('\\n')[0] + ' | ' + vertexShader.split('\\n')[0];\n",
};

test("guide/faq/features \".vert .frag files: Module parse failed Unexpected character '#'\": without a rule, rsbuild build and rsbuild dev stop at the first line of the .frag file (`#define PI`) with JavaScript parsing error: Expected ';', '}' or <eof>; with { test: /\\.(glsl|vert|frag)$/, type: 'asset/source' } in addRules, both shaders are imported as their text", async () => {
  const plain = project(SHADERS);
  const failed = rsbuild(plain, ['build']);
  assert.equal(failed.code, 1);
  assert.match(
    failed.output,
    /File: \.\/src\/shaders\/screen\.frag\n {2}× Module parse failed:\n {2}╰─▶ {3}× JavaScript parsing error: Expected ';', '}' or <eof>/,
  );
  assert.match(failed.output, /1 │ #define PI 3\.14159/);
  // rsbuild dev prints the same error and keeps waiting for a change.
  const dev = spawn(process.execPath, [RSBUILD_BIN, 'dev', '--port', String(await freePort())], {
    cwd: plain,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  dev.stdout.on('data', (d: Buffer) => (log += d));
  dev.stderr.on('data', (d: Buffer) => (log += d));
  try {
    assert.ok(await waitFor(() => /JavaScript parsing error/.test(log), 60_000), log);
    assert.match(log, /File: \.\/src\/shaders\/screen\.frag\n {2}× Module parse failed:/);
    assert.equal(dev.exitCode, null);
  } finally {
    dev.kill('SIGTERM');
  }

  const ruled = project({
    ...SHADERS,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.(glsl|vert|frag)$/, type: 'asset/source' }]); } } };\n",
  });
  const server = await devServer(ruled);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () => document.body.textContent);
    assert.deepEqual([errors, value], [[], '#define PI 3.14159 | attribute vec3 position;']);
  } finally {
    await server.stop();
  }
  build(ruled);
  assert.deepEqual(
    hashed(distFiles(ruled)).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/js/index.[hash].js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general (5) "npm start 报错 Module build failed: SyntaxError: Unexpected token =" and
// (6) "npm start 报语法错 ...extraEntry SyntaxError: Unexpected token ..."

test('guide/faq/general "npm start 报错 Module build failed: SyntaxError: Unexpected token =; ...extraEntry SyntaxError: Unexpected token ...": rsbuild build reads neither a webpack.config.js (one that throws when loaded, with ...extraEntry in it) nor a .babelrc naming babel-plugin-import, which is not even installed; class fields (`state = {}`, `handleClick = () => …`) compile without Babel; source.transformImport does what babel-plugin-import did', async () => {
  const dir = project({
    'webpack.config.js':
      "const extraEntry = { vendor: ['react'] };\nthrow new Error('WEBPACK_CONFIG_LOADED');\nmodule.exports = { entry: { app: './src/index.js', ...extraEntry } };\n",
    '.babelrc': '{ "plugins": [["import", { "libraryName": "antd", "style": "css" }]] }\n',
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0", "main": "lib/index.js" }\n',
    'node_modules/ui-lib/lib/index.js': "exports.Button = require('./button').default;\nexports.Table = require('./table').default;\n",
    // compiled as Babel compiles a library's ES modules to CommonJS
    'node_modules/ui-lib/lib/button/index.js':
      "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function Button() { return 'BUTTON_PAYLOAD'; };\n",
    'node_modules/ui-lib/lib/table/index.js':
      "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = function Table() { return 'TABLE_PAYLOAD'; };\n",
    'rsbuild.config.mjs': "export default { source: { transformImport: [{ libraryName: 'ui-lib', libraryDirectory: 'lib' }] } };\n",
    'src/index.js': [
      "import { Button } from 'ui-lib';",
      'class Counter {',
      '  state = { count: 1 };',
      '  handleClick = () => this.state.count + 1;',
      '}',
      "document.body.textContent = new Counter().handleClick() + ' ' + Button();",
      '',
    ].join('\n'),
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /WEBPACK_CONFIG_LOADED|babel|webpack\.config/i);
  const js = distText(dir, /\.js$/);
  assert.match(js, /BUTTON_PAYLOAD/);
  assert.doesNotMatch(js, /TABLE_PAYLOAD/);
  const server = await previewServer(dir);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () => document.body.textContent);
    assert.deepEqual([errors, value], [[], '2 BUTTON_PAYLOAD']);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react (7) "ERROR in ./src/index.js Module build failed SyntaxError: Unexpected token (10:12)
// <BrowserRouter>" and (8) "Can't run npm run build/dev: Unexpected token (8:3) index.jsx"

const ROUTER_STUB = {
  'node_modules/react-router-dom/package.json': '{ "name": "react-router-dom", "version": "6.0.0", "main": "index.js" }\n',
  'node_modules/react-router-dom/index.js': 'exports.BrowserRouter = function BrowserRouter(props) { return props.children; };\n',
};
const PLUGIN_REACT = `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], ${REACT_ALIAS} };\n`;

test('guide/framework/react "Module build failed: SyntaxError: Unexpected token (10:12) at <BrowserRouter> in ./src/index.js; Unexpected token (8:3) in index.jsx": with pluginReact() and a .babelrc without the React preset, JSX in src/index.js (<BrowserRouter> on line 10) builds and renders in rsbuild build, and JSX in src/index.jsx (line 8) renders in rsbuild dev; no Babel is involved', async () => {
  const indexJs = project(
    {
      ...ROUTER_STUB,
      '.babelrc': '{ "presets": ["@babel/preset-env"] }\n',
      'rsbuild.config.mjs': PLUGIN_REACT,
      'src/App.js': 'export default function App() {\n  return <h1>routed app</h1>;\n}\n',
      'src/index.js': [
        "import React from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { BrowserRouter } from 'react-router-dom';",
        "import App from './App';",
        '',
        "const root = createRoot(document.getElementById('root'));",
        '',
        'root.render(',
        '  <React.StrictMode>',
        '    <BrowserRouter>',
        '      <App />',
        '    </BrowserRouter>',
        '  </React.StrictMode>,',
        ');',
        '',
      ].join('\n'),
    },
    REACT,
  );
  const run = build(indexJs);
  assert.doesNotMatch(run.output, /babel|Unexpected token/i);
  const preview = await previewServer(indexJs);
  try {
    const { errors, value } = await visit(browser(), `${preview.url}/`, () => document.getElementById('root')?.innerHTML);
    assert.deepEqual([errors, value], [[], '<h1>routed app</h1>']);
  } finally {
    await preview.stop();
  }

  const indexJsx = project(
    {
      'rsbuild.config.mjs': PLUGIN_REACT,
      'src/index.jsx': [
        "import { createRoot } from 'react-dom/client';",
        '',
        'function Hello({ name }) {',
        '  return <p>hello {name}</p>;',
        '}',
        '',
        "createRoot(document.getElementById('root')).render(",
        '  <Hello name="jsx" />,',
        ');',
        '',
      ].join('\n'),
    },
    REACT,
  );
  const dev = await devServer(indexJsx);
  try {
    const { errors, value } = await visit(browser(), `${dev.url}/`, () => document.getElementById('root')?.innerHTML);
    assert.deepEqual([errors, value], [[], '<p>hello jsx</p>']);
    assert.doesNotMatch(dev.log(), /error/i);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-babel (9) "translate injectBabelPlugin('graphql-tag', config) from react-app-rewired
// config-overrides.js" and (10) "react-activation 想在vite里面使用 请问需要怎么配置"

test("plugins/list/plugin-babel \"injectBabelPlugin('graphql-tag', config) in config-overrides.js; react-activation's Babel plugin\": rsbuild build reads neither config-overrides.js (one that throws when loaded) nor a .babelrc naming react-activation/babel and graphql-tag, neither of which is installed: the Babel plugins of those files have to move into rsbuild.config", () => {
  const dir = project({
    'config-overrides.js':
      "const { injectBabelPlugin } = require('react-app-rewired');\nthrow new Error('CONFIG_OVERRIDES_LOADED');\nmodule.exports = function override(config) { return injectBabelPlugin('graphql-tag', config); };\n",
    '.babelrc': '{ "plugins": ["react-activation/babel", "graphql-tag"] }\n',
    'src/index.js': "document.body.textContent = 'app';\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /CONFIG_OVERRIDES_LOADED|react-app-rewired|babel|graphql|react-activation/i);
  assert.match(distText(dir, /\.js$/), /"app"|'app'/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-umd (11) "library bundle via <script> tag, new Cat() is not defined, need window variable"

const CAT =
  "export default class Cat {\n  constructor(name) {\n    this.name = name;\n  }\n  meow() {\n    return this.name + ' says meow';\n  }\n}\n";
// A page of someone who uses the library: the built file in a plain <script> tag, then `new Cat()`.
const USER_PAGE =
  "<!doctype html><html><body><script src=\"/index.js\"></script><script>\ntry { window.result = new Cat('Tom').meow(); } catch (e) { window.result = e.name + ': ' + e.message; }\n</script></body></html>\n";

async function newCat(config: string, page: string): Promise<string> {
  const dir = project({
    'node_modules/@rsbuild/plugin-umd/package.json': '{ "name": "@rsbuild/plugin-umd", "version": "0.5.9", "main": "index.js" }\n',
    'node_modules/@rsbuild/plugin-umd/index.js': PLUGIN_UMD,
    'public/try.html': USER_PAGE,
    'src/index.js': CAT,
    'rsbuild.config.mjs': config,
  });
  build(dir);
  const server = await previewServer(dir);
  try {
    const { errors, value } = await visit(browser(), `${server.url}${page}`, () => {
      try {
        // try.html has run `new Cat('Tom')` in its own script; on the app's page, run it as a page's script would.
        return (window as { result?: string }).result ?? (0, eval)("new Cat('Tom').meow()");
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    });
    assert.deepEqual(errors, []);
    return value;
  } finally {
    await server.stop();
  }
}

test("plugins/list/plugin-umd \"library bundle via <script> tag, new Cat() is not defined, need window variable\": an app build exposes nothing, and `new Cat()` on its page throws ReferenceError: Cat is not defined; with pluginUmd({ name: 'Cat' }) the global is the object of the exports, and `new Cat()` throws TypeError: Cat is not a constructor; with export: 'default' as well, `new Cat('Tom')` works in a page that loads dist/index.js with a <script> tag", async () => {
  assert.equal(await newCat('export default {};\n', '/'), 'ReferenceError: Cat is not defined');
  const umd = "import { pluginUmd } from '@rsbuild/plugin-umd';\nexport default { plugins: [pluginUmd(";
  assert.equal(await newCat(`${umd}{ name: 'Cat' })] };\n`, '/try.html'), 'TypeError: Cat is not a constructor');
  assert.equal(await newCat(`${umd}{ name: 'Cat', export: 'default' })] };\n`, '/try.html'), 'Tom says meow');
});
