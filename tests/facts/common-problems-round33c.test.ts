// Facts behind the thirty-third round's (c) items, as readers describe the problem: the output path for assets in dev
// and build mode, in an assets/ folder (file-loader's outputPath: 'assets/'), webpack dumping font files in the root
// dir (output.distPath); webpack's "Module parse failed: Unexpected token" at patronum.umd.js, whose optional chaining
// webpack 4 cannot parse (source.include); "React is not defined" in a Preact app (plugin-preact); TS2307 for
// './example-light.png' (guide/basic/typescript); BizCharts' bar and radar charts failing in IE 11, on
// Array.prototype.includes (output.polyfill); adding a new property to html-webpack-plugin to insert a new value
// into index.html without losing Vue CLI's BASE_URL (html.templateParameters). Each runs @rsbuild/core 0.5.9 (its CLI,
// in a throw-away project), Chromium where the browser decides, tsc where TypeScript does.
//
// Resting on other sources, not run here:
// - config/output/dist-path: that webpack's file-loader writes a file to the top of output.path unless its
//   `outputPath` or `name` says otherwise is file-loader's documentation (options `name`, default
//   '[contenthash].[ext]', and `outputPath`); the reports are react-boilerplate/react-boilerplate#2038 and
//   gaelreyrol/materialize-loader#32. webpack is not run. The font package is a stand-in for materialize-css.
// - config/source/include: that webpack 4 cannot parse optional chaining (its parser, acorn 6) is the answer in the
//   reports (effector/patronum#255; webpack/webpack#10227, cited in justinribeiro/lite-youtube#47); webpack is not run.
//   patronum is not installed: a package whose main file is a UMD wrapper holding `scopeName: n?.name`, the line of
//   the report, stands in for patronum.umd.js 1.12.3. The Chrome and Safari versions that first support optional
//   chaining (Chrome 80, Safari 13.1) are the browsers' release notes (MDN's compatibility table); the test builds for
//   `chrome >= 70`.
// - plugins/list/plugin-preact: @rsbuild/plugin-preact and preact are not installed. The plugin's settings (SWC's
//   automatic runtime with importSource 'preact') are its 0.5.9 source (src/index.ts), as the page's "What the
//   plugin configures" spells them out; the test applies them as that configuration. A package named preact whose
//   `render` and `jsx-runtime` build DOM elements stands in for Preact. That the report's fix was Babel's
//   `pragma: 'h'` with `import { h } from 'preact'` is the report (preactjs/preact#693); the test's .babelrc names that
//   plugin without it being installed, as 0.5.9 never loads it.
// - guide/basic/typescript: the report is blueju/blue-design#11. tsc is the TypeScript of this repository (5.x).
// - config/output/polyfill: bizcharts is not installed; its maintainers' answer (alibaba/BizCharts#1106, bizcharts
//   3.5.7) was babel-plugin-array-includes, so the chart code calls Array.prototype.includes, which IE 11 lacks. A
//   package calling `[].includes` stands in; Chromium with Array.prototype.includes deleted stands in for IE 11. IE 11's
//   wording, `SCRIPT438: Object doesn't support property or method 'includes'` (中文版 IE: `对象不支持“includes”属性或方法`),
//   is that of IE's JavaScript runtime error 438 (Microsoft's JScript error reference); IE is not run.
// - config/html/template-parameters: that Vue CLI's BASE_URL stops working when a second HtmlWebpackPlugin is added
//   in vue.config.js, and the tap() answer, are the report (vuejs/vue-cli#4213); Vue CLI is not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distFiles, distText, hashed, project, sharedBrowser, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

/** `n` bytes that no compressor shrinks much, the same on every run. */
const bytes = (n: number, seed = 1): Buffer => {
  const out = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test("config/output/dist-path \"Output path for assets in dev and build mode: all images and fonts in an assets/ folder ... distPath: { image: 'assets/img', font: 'assets/fonts' } ... rsbuild dev serves them from memory under the same paths\": the build writes dist/assets/img and dist/assets/fonts and nothing else beside index.html and static/; the dev server's code requests /assets/img/… and /assets/fonts/…, which it serves, and writes no dist folder", async () => {
  const dir = project({
    'src/index.js': "import './style.css';\nimport logo from './logo.png';\ndocument.body.dataset.logo = logo;\n",
    'src/style.css': "@font-face { font-family: f; src: url('./f.woff2'); }\nbody { font-family: f; }\n",
    'src/logo.png': bytes(20_000, 2),
    'src/f.woff2': bytes(20_000, 3),
    'rsbuild.config.mjs': "export default { output: { distPath: { image: 'assets/img', font: 'assets/fonts' } } };\n",
  });
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const code = (await Promise.all(scripts.map(async (s) => (await fetch(new URL(s, server.url))).text()))).join('\n');
    // The code joins the public path ('/') and the file's path inside dist.
    const img = code.match(/assets\/img\/logo\.[0-9a-f]{8}\.png/);
    assert.ok(img, 'no image URL in the code');
    const served = await fetch(`${server.url}/${img[0]}`);
    assert.equal(served.status, 200);
    assert.equal(Buffer.from(await served.arrayBuffer()).length, 20_000);
    const css =
      (
        await Promise.all(
          [...html.matchAll(/<link[^>]*href="([^"]+\.css)"/g)].map(async (m) => (await fetch(new URL(m[1], server.url))).text()),
        )
      ).join('\n') + code;
    const font = css.match(/assets\/fonts\/f(\.[0-9a-f]{8})?\.woff2/);
    assert.ok(font, 'no font URL in the styles');
    assert.equal((await fetch(`${server.url}/${font[0]}`)).status, 200);
  } finally {
    await server.stop();
  }
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false);

  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('assets/img/logo.[hash].png'), files.join('\n'));
  assert.ok(files.includes('assets/fonts/f.[hash].woff2'), files.join('\n'));
  assert.deepEqual(
    files.filter((f) => !f.startsWith('assets/') && !f.startsWith('static/')),
    ['index.html'],
  );
  assert.match(distText(dir, /\.js$/), /assets\/img\/logo\.[0-9a-f]{8}\.png/);
  assert.match(distText(dir, /\.css$/), /url\(\/assets\/fonts\/f\.[0-9a-f]{8}\.woff2\)/);
});

test('config/output/dist-path "Webpack dumps font files (.woff, .woff2) in the root dir ... Rsbuild 0.5.9 writes every font that a stylesheet imports, from your code or from a package such as materialize-css, to dist/static/font/, under its own name with a hash ... fonts of at most 10,000 bytes are inlined ... with font: \'fonts\' the build writes dist/fonts/Roboto-Regular.[hash].woff2"', () => {
  const files = (config: string) => ({
    'src/index.js': "import 'materialize-like/css/materialize.css';\n",
    'node_modules/materialize-like/package.json': '{ "name": "materialize-like", "version": "1.0.0" }\n',
    'node_modules/materialize-like/css/materialize.css':
      "@font-face { font-family: Roboto; src: url('../fonts/roboto/Roboto-Regular.woff2') format('woff2'), url('../fonts/roboto/Roboto-Regular.woff') format('woff'); }\nbody { font-family: Roboto; }\n",
    'node_modules/materialize-like/fonts/roboto/Roboto-Regular.woff2': bytes(20_000, 5),
    'node_modules/materialize-like/fonts/roboto/Roboto-Regular.woff': bytes(10_000, 6),
    'rsbuild.config.mjs': config,
  });
  const plain = project(files('export default {};\n'));
  const before = fs.readdirSync(plain).sort();
  build(plain);
  const out = hashed(distFiles(plain));
  assert.deepEqual(
    out.filter((f) => /\.woff2?$/.test(f)),
    ['static/font/Roboto-Regular.[hash].woff2'],
  );
  const css = distText(plain, /\.css$/);
  assert.match(css, /url\(\/static\/font\/Roboto-Regular\.[0-9a-f]{8}\.woff2\)/);
  assert.match(css, /url\(data:application\/font-woff;base64,/);
  // Nothing new in the project root but dist/, and no font at the top of dist/.
  assert.deepEqual(fs.readdirSync(plain).sort(), [...before, 'dist'].sort());
  assert.equal(fs.readdirSync(path.join(plain, 'dist')).filter((f) => /\.woff2?$/.test(f)).length, 0);

  const moved = project(files("export default { output: { distPath: { font: 'fonts' } } };\n"));
  build(moved);
  assert.deepEqual(
    hashed(distFiles(moved)).filter((f) => /\.woff2?$/.test(f)),
    ['fonts/Roboto-Regular.[hash].woff2'],
  );
  assert.match(distText(moved, /\.css$/), /url\(\/fonts\/Roboto-Regular\.[0-9a-f]{8}\.woff2\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test("config/source/include \"Module parse failed: Unexpected token at a package's UMD file with optional chaining, such as patronum.umd.js (scopeName: n?.name) ... Rsbuild 0.5.9 parses it: the build passes and ?. reaches the output as written ... listed here, SWC compiles it\": with chrome >= 70, the project's own ?. is compiled and the package's stays until the package is listed", () => {
  const UMD = [
    '(function (global, factory) {',
    "  typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports) :",
    "  typeof define === 'function' && define.amd ? define(['exports'], factory) :",
    '  (global = global || self, factory(global.patronum = {}));',
    '}(this, function (exports) {',
    '  function debug(t, o, n, e) { return { type: t, name: o, scopeName: n?.name, value: e }; }',
    '  exports.debug = debug;',
    '}));',
    '',
  ].join('\n');
  const files = (config: string) => ({
    'src/index.js':
      "import { debug } from 'patronum';\nconst own = (s) => s?.label;\ndocument.body.textContent = JSON.stringify([debug('a', 'b', { name: 'scope' }, 1), own({ label: 'x' })]);\n",
    'node_modules/patronum/package.json': '{ "name": "patronum", "version": "1.12.3", "main": "patronum.umd.js" }\n',
    'node_modules/patronum/patronum.umd.js': UMD,
    'rsbuild.config.mjs': config,
  });
  const js = (dir: string) => distText(dir, /\.js$/);

  const modern = project(files('export default {};\n'));
  build(modern);
  assert.match(js(modern), /scopeName:\w+\?\.name/);

  const old = project(files("export default { output: { overrideBrowserslist: ['chrome >= 70'] } };\n"));
  build(old);
  assert.match(js(old), /scopeName:\w+\?\.name/);
  assert.doesNotMatch(js(old), /\?\.label/);

  const included = project(
    files(
      "export default { source: { include: [/[\\\\/]node_modules[\\\\/]patronum[\\\\/]/] }, output: { overrideBrowserslist: ['chrome >= 70'] } };\n",
    ),
  );
  build(included);
  assert.doesNotMatch(js(included), /\?\./);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-preact

test('plugins/list/plugin-preact "React is not defined in a Preact app: without this plugin, Rsbuild 0.5.9 compiles JSX to React.createElement(...) calls ... with the plugin, JSX compiles to calls imported from preact/jsx-runtime, with no import of h": Chromium throws the error and the page stays empty; with the plugin\'s settings the heading renders', async (t) => {
  const preact = {
    'node_modules/preact/package.json': JSON.stringify({
      name: 'preact',
      version: '10.0.0',
      exports: { '.': './index.js', './jsx-runtime': './jsx-runtime.js', './jsx-dev-runtime': './jsx-runtime.js' },
    }),
    'node_modules/preact/index.js':
      'export function render(vnode, parent) {\n  const el = document.createElement(vnode.type);\n  el.textContent = vnode.props.children;\n  parent.appendChild(el);\n}\n',
    'node_modules/preact/jsx-runtime.js':
      "export function jsx(type, props) { return { type, props }; }\nexport { jsx as jsxs, jsx as jsxDEV };\nexport const Fragment = 'fragment';\n",
  };
  const app = "import { render } from 'preact';\n\nrender(<h1>Hello, Preact!</h1>, document.getElementById('root'));\n";
  const run = async (config: string, extra: Record<string, string> = {}) => {
    const dir = project({ ...preact, ...extra, 'src/index.jsx': app, 'rsbuild.config.mjs': config });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    return { code: distText(dir, /\.js$/), ...(await visit(browser(), `${origin}/`, () => document.querySelector('#root')?.innerHTML)) };
  };

  const without = await run('export default {};\n');
  assert.match(without.code, /React\.createElement\("h1"/);
  assert.deepEqual(without.errors, ['Uncaught ReferenceError: React is not defined']);
  assert.equal(without.value, '');

  // What pluginPreact() adds for the JSX (its 0.5.9 source; the page's "What the plugin configures").
  const withBabelrc = await run('export default {};\n', {
    '.babelrc': '{ "plugins": [["@babel/plugin-transform-react-jsx", { "pragma": "h" }]] }\n',
  });
  assert.match(withBabelrc.code, /React\.createElement\("h1"/);
  assert.deepEqual(withBabelrc.errors, ['Uncaught ReferenceError: React is not defined']);

  const withPlugin = await run(
    "export default { tools: { swc: { jsc: { transform: { react: { runtime: 'automatic', importSource: 'preact', development: false } } } } } };\n",
  );
  assert.doesNotMatch(withPlugin.code, /React/);
  assert.deepEqual(withPlugin.errors, []);
  assert.equal(withPlugin.value, '<h1>Hello, Preact!</h1>');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test('guide/basic/typescript "error TS2307: Cannot find module \'./example-light.png\' or its corresponding type declarations. ... @rsbuild/core/types declares *.png ... as a string": tsc reports it without src/env.d.ts; with it, tsc passes and the import is a string (assigning it to a number is TS2322)', () => {
  const tsconfig = JSON.stringify({
    compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, skipLibCheck: true, types: [] },
    include: ['src'],
  });
  const tsc = (dir: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  const files = (code: string, env: boolean) => ({
    'tsconfig.json': tsconfig,
    'src/example-light.png': bytes(100),
    'src/index.ts': code,
    ...(env ? { 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' } : {}),
  });
  const links = { '@rsbuild/core': 'rsbuild-0.5' };
  const ok = "import light from './example-light.png';\nexport const src: string = light;\n";

  const missing = tsc(project(files(ok, false), links));
  assert.equal(missing.status, 2, missing.stdout);
  assert.match(missing.stdout, /error TS2307: Cannot find module '\.\/example-light\.png' or its corresponding type declarations\./);

  const declared = tsc(project(files(ok, true), links));
  assert.equal(declared.status, 0, declared.stdout);

  const typed = tsc(project(files("import light from './example-light.png';\nexport const n: number = light;\n", true), links));
  assert.match(typed.stdout, /error TS2322: Type 'string' is not assignable to type 'number'\./);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill

test("config/output/polyfill \"IE 11: a chart library's bar and radar charts fail (BizCharts) ... the library calls Array.prototype.includes from node_modules ... 'usage' adds no polyfill for it; 'entry' puts core-js's es.array.includes into lib-polyfill.js\": in Chromium without Array.prototype.includes, the 'usage' build throws and draws nothing, the 'entry' build draws", async (t) => {
  const run = async (polyfill: string, include = '') => {
    const dir = project({
      'src/index.js':
        "import { drawBar } from 'chart-lib';\ndocument.getElementById('root').textContent = drawBar(['interval', 'radar'], 'radar');\n",
      'node_modules/chart-lib/package.json': '{ "name": "chart-lib", "version": "3.5.7", "main": "index.js" }\n',
      'node_modules/chart-lib/index.js':
        "exports.drawBar = function (types, type) { return types.includes(type) ? 'chart drawn' : 'unknown'; };\n",
      'rsbuild.config.mjs': `export default { ${include} output: { overrideBrowserslist: ['ie 11'], polyfill: '${polyfill}' } };\n`,
    });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const context = await browser().newContext();
    try {
      await context.addInitScript(() => {
        // biome-ignore lint/performance/noDelete: the browser must lack the method, as IE 11 does
        delete (Array.prototype as { includes?: unknown }).includes;
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      await page.goto(`${origin}/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      return { dir, errors, text: await page.textContent('#root') };
    } finally {
      await context.close();
    }
  };

  const usage = await run('usage');
  assert.doesNotMatch(distText(usage.dir, /\.js$/), /es\.array\.includes/);
  assert.equal(usage.text, '');
  assert.equal(usage.errors.length, 1, usage.errors.join('\n'));
  assert.match(usage.errors[0], /^TypeError: .*includes is not a function/);

  const entry = await run('entry');
  assert.ok(distFiles(entry.dir).some((f) => /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f)));
  assert.match(distText(entry.dir, /lib-polyfill/), /includes/);
  assert.deepEqual(entry.errors, []);
  assert.equal(entry.text, 'chart drawn');

  // 'usage' with the package compiled (source.include) polyfills its includes as well.
  const included = await run('usage', 'source: { include: [/[\\\\/]node_modules[\\\\/]chart-lib[\\\\/]/] },');
  assert.deepEqual(included.errors, []);
  assert.equal(included.text, 'chart drawn');
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "Add a new property to html-webpack-plugin to insert a new value into index.html ... templateParameters is merged with the built-in parameters, not replacing them ... tools.htmlPlugin changes the options of Rsbuild\'s own HTML plugin": both values and the built-in assetPrefix, mountId and title render, in one index.html that loads the entry once', () => {
  const dir = project({
    'src/index.js': "document.getElementById('root').textContent = 'ok';\n",
    'static/index.html':
      '<!doctype html>\n<html>\n  <head>\n    <title><%= htmlWebpackPlugin.options.title %></title>\n    <meta name="build-time" content="<%= buildTime %>">\n    <meta name="app-version" content="<%= htmlWebpackPlugin.options.appVersion %>">\n    <link rel="icon" href="<%= assetPrefix %>/favicon.ico">\n  </head>\n  <body>\n    <div id="<%= mountId %>"></div>\n  </body>\n</html>\n',
    'rsbuild.config.mjs':
      "export default {\n  html: { template: './static/index.html', title: 'My app', templateParameters: { buildTime: '2024-04-07' } },\n  tools: { htmlPlugin: (config) => { config.appVersion = '1.2.3'; } },\n};\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['index.html'],
  );
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<title>My app<\/title>/);
  assert.match(html, /<meta name="build-time" content="2024-04-07">/);
  assert.match(html, /<meta name="app-version" content="1\.2\.3">/);
  assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
  assert.match(html, /<div id="root"><\/div>/);
  assert.equal(html.match(/static\/js\/index\.[0-9a-f]{8}\.js/g)?.length, 1);
});
