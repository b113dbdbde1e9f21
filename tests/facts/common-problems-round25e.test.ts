// Facts behind the twenty-fifth round's (e) items, as readers describe the problem: a .browserslistrc that is never
// read, SCSS to minify while style-loader injects it into the DOM in production, the Babel polyfill with multiple
// entry points, ReferenceError: React is not defined, vtk.js's vtkVolumeVS.glsl failing with Module parse failed,
// running out of memory on Jenkins or after adding the memory option, Vue packages loaded from a CDN on an intranet,
// and Node Sass version 7.0.1 is incompatible with ^4.0.0. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project) and, where the browser decides, Chromium (React 18 with @rsbuild/plugin-react 0.5.9). Items resting on
// other sources:
//
// - guide/advanced/browserslist "never read after I edit it": that the `browserslist` field of package.json is kept
//   like .browserslistrc rests on 0.5.9's source: both are found by browserslist.loadConfig in getBrowserslist
//   (packages/shared/src/getBrowserslist.ts), whose result is cached per path and NODE_ENV in a module-level Map, and
//   the dev server's restart (packages/core/src/server/restart.ts) runs init() again in the same process; only
//   .browserslistrc is run below.
// - config/output/inject-styles "minify scss": that sass-loader sets Sass's outputStyle (legacy API) or style (modern
//   API) to 'compressed' when none is given and the mode is production (isProductionLikeMode) is read from the compiled
//   sass-loader 14.1.1 in @rsbuild/shared 0.5.9; what it gives is run below. This corrects the page's caveat, which
//   said that all injected styles stay unminified.
// - config/source/pre-entry "babel-polyfill with multiple entry points": webpack's entry: { app: ['babel-polyfill',
//   './src/app.js'] } is the setup of Babel's babel-polyfill documentation (usage with webpack: add it to the entry
//   array); that @babel/polyfill is deprecated since Babel 7.4.0 in favour of core-js/stable and
//   regenerator-runtime/runtime is Babel's documentation of @babel/polyfill. Neither package is installed here.
// - guide/faq/features ".glsl of vtk.js": vtk.js itself is not installed; a stand-in package with vtk.js's path
//   (Sources/Rendering/OpenGL/glsl/vtkVolumeVS.glsl, its licence header and `attribute vec4 vertexDC;` on line 18)
//   plays it. webpack 4's `Module parse failed: Unexpected token (18:10)` for that file and vtk.js's webpack rule
//   { test: /\.glsl$/i, loader: 'shader-loader' } are quoted from Kitware/vtk-js issues 836 and 1003; webpack is not
//   run.
// - guide/optimization/build-performance "out of memory on Jenkins": Jenkins is not run. Its `environment` directive
//   (environment variables for the steps of a Jenkinsfile) is Jenkins's documentation (pipeline tour, "Using
//   environment variables"); that a variable exported in one `sh` step does not reach the next is process semantics,
//   each step being its own shell. The heap report, the CLI's answer to --max-old-space-size and npm's handling of the
//   flag are run below (npm as installed here, 11.x); a plugin that fills the heap stands for a large build.
// - config/tools/sass "Node Sass version 7.0.1 is incompatible with ^4.0.0": the wording is sass-loader 8's
//   getSassImplementation (node-sass must satisfy ^4.0.0), read from its source; `Syntax Error:` is Vue CLI's way of
//   printing a loader error. That the sass-loader 14.1.1 bundled in @rsbuild/shared 0.5.9 has no such version check
//   is read from its compiled source. node-sass and sass-loader 8 are stand-ins here: packages of those names and
//   versions whose code throws when loaded.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  edit,
  hashed,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  REACT_18,
} from './topics-support';

const browser = sharedBrowser();
const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

/** `??` kept as written (minified or not), or compiled away for an older browser. */
const NULLISH = "const v = window.x ?? 'MARK_NULLISH';\ndocument.body.textContent = v;\n";
const keepsNullish = (js: string) => /\?\?\s*"MARK_NULLISH"/.test(js);

test('guide/advanced/browserslist ".browserslistrc never read": the project root is the folder rsbuild runs in: with -c config/rsbuild.config.mjs a .browserslistrc in config/ is not read, one in the working folder is; while rsbuild dev runs, writing .browserslistrc changes nothing, not even after an edit of rsbuild.config.mjs restarts the server; a new start applies it, and rsbuild build reads it on each run', async () => {
  const configDir = project({
    'src/index.js': NULLISH,
    'config/rsbuild.config.mjs': 'export default {};\n',
    'config/.browserslistrc': 'chrome 60\n',
  });
  assert.equal(rsbuild(configDir, ['build', '-c', 'config/rsbuild.config.mjs']).code, 0);
  assert.ok(keepsNullish(distText(configDir, /\.js$/)));
  const cwdFile = project({
    'src/index.js': NULLISH,
    'config/rsbuild.config.mjs': 'export default {};\n',
    '.browserslistrc': 'chrome 60\n',
  });
  assert.equal(rsbuild(cwdFile, ['build', '-c', 'config/rsbuild.config.mjs']).code, 0);
  assert.ok(!keepsNullish(distText(cwdFile, /\.js$/)));
  assert.match(distText(cwdFile, /\.js$/), /void 0!==\w+\?\w+:"MARK_NULLISH"/);

  const dir = project({ 'src/index.js': NULLISH, 'rsbuild.config.mjs': 'export default {};\n' });
  const server = await devServer(dir);
  const served = async (url: string) => (await fetch(`${url}/static/js/index.js`)).text();
  try {
    assert.ok(keepsNullish(await served(server.url)));
    fs.writeFileSync(path.join(dir, '.browserslistrc'), 'chrome 60\n');
    edit(dir, 'src/index.js', 'MARK_NULLISH', 'MARK_NULLISH_2');
    assert.ok(await waitFor(async () => (await served(server.url)).includes('MARK_NULLISH_2'), 15_000));
    assert.match(await served(server.url), /window\.x \?\? "MARK_NULLISH_2"/);
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), 'export default {};\n// edited\n');
    assert.ok(await waitFor(() => /Restart because rsbuild\.config\.mjs is changed/.test(server.log()), 15_000));
    assert.ok(await waitFor(() => (server.log().split('Restart because')[1] ?? '').includes('Client compiled'), 30_000));
    assert.match(await served(server.url), /window\.x \?\? "MARK_NULLISH_2"/);
  } finally {
    await server.stop();
  }
  const fresh = await devServer(dir);
  try {
    const js = await served(fresh.url);
    assert.doesNotMatch(js, /\?\? "MARK_NULLISH_2"/);
    assert.match(js, /!== void 0 \? \w+ : "MARK_NULLISH_2"/);
  } finally {
    await fresh.stop();
  }

  const built = project({ 'src/index.js': NULLISH });
  build(built);
  assert.ok(keepsNullish(distText(built, /\.js$/)));
  fs.writeFileSync(path.join(built, '.browserslistrc'), 'chrome 60\n');
  build(built);
  assert.ok(!keepsNullish(distText(built, /\.js$/)));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles

test('config/output/inject-styles "minify scss and inject into DOM style-loader production": with injectStyles true, rsbuild build puts the Sass styles compressed into the bundle, .card .title{display:flex;-webkit-user-select:none;user-select:none}, and the page applies them, while .css and .less keep their line breaks; rsbuild dev serves the Sass expanded, and sassOptions.outputStyle compressed compresses it there; injectStyles only in development gives a minified .css file in the production build (also config/output/minify and guide/basic/css-usage: injected styles are not minified, Sass styles excepted)', async () => {
  const files = {
    'src/index.js':
      "import './a.scss';\nimport './b.css';\nimport './c.less';\ndocument.body.innerHTML = '<div class=\"card\"><p class=\"title\">t</p></div><p class=\"plain\">p</p>';\n",
    'src/a.scss': '$c: red;\n.card {\n  color: $c;\n  .title {\n    display: flex;\n    user-select: none;\n  }\n}\n',
    'src/b.css': '.plain {\n  margin: 0 auto;\n}\n',
    'src/c.less': '@c: blue;\n.less-box {\n  .inner {\n    color: @c;\n  }\n}\n',
  };
  const COMPRESSED = '".card{color:red}.card .title{display:flex;-webkit-user-select:none;user-select:none}"';
  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  const seen = await buildAndVisit(browser(), injected, () => [
    getComputedStyle(document.querySelector('.title') as Element).display,
    getComputedStyle(document.querySelector('.card') as Element).color,
    document.querySelectorAll('link[rel="stylesheet"]').length,
    document.querySelectorAll('style').length,
  ]);
  assert.deepEqual(seen, { errors: [], value: ['flex', 'rgb(255, 0, 0)', 0, 3] });
  assert.deepEqual(
    distFiles(injected).filter((f) => f.endsWith('.css')),
    [],
  );
  const js = distText(injected, /\.js$/);
  assert.ok(js.includes(COMPRESSED));
  assert.ok(js.includes('".plain {\\n  margin: 0 auto;\\n}\\n"'));
  assert.ok(js.includes('".less-box .inner {\\n  color: blue;\\n}\\n"'));

  const devJs = async (dir: string) => {
    const server = await devServer(dir);
    try {
      return await (await fetch(`${server.url}/static/js/index.js`)).text();
    } finally {
      await server.stop();
    }
  };
  assert.ok((await devJs(injected)).includes('.card .title {\\n  display: flex;'));
  const forced = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { injectStyles: true }, tools: { sass: { sassOptions: { outputStyle: 'compressed' } } } };\n",
  });
  assert.ok((await devJs(forced)).includes(COMPRESSED));

  const devOnly = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { injectStyles: process.env.NODE_ENV === 'development' } };\n",
  });
  build(devOnly);
  const css = distText(devOnly, /\.css$/);
  assert.match(css, /\.card\{color:red\}\.card \.title\{display:flex;/);
  assert.match(css, /\.plain\{margin:0 auto\}/);
  assert.match(css, /\.less-box \.inner\{color:blue\}/);
  assert.ok(!css.includes('\n  '));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/pre-entry

test('config/source/pre-entry "include babel polyfill using multiple entry points": with polyfill entry, two entries load the same lib-polyfill file and Object.hasOwn, deleted before the page loads, is defined again on both pages; a polyfill package in preEntry runs first on both; an own async function compiled for IE 11 uses no regeneratorRuntime', async () => {
  const files = {
    'src/app.js': "document.body.textContent = 'app ' + typeof Object.hasOwn + ' ' + (window.__order || []).join(',');\n",
    'src/admin.js': "document.body.textContent = 'admin ' + typeof Object.hasOwn + ' ' + (window.__order || []).join(',');\n",
    'node_modules/my-polyfill/package.json': '{ "name": "my-polyfill", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/my-polyfill/index.js': "window.__order = ['my-polyfill'];\n",
  };
  const entry = "entry: { app: './src/app.js', admin: './src/admin.js' }";
  const dir = project({ ...files, 'rsbuild.config.mjs': `export default { source: { ${entry} }, output: { polyfill: 'entry' } };\n` });
  build(dir);
  const scripts = (html: string) => hashed([...distText(dir, new RegExp(`^${html}$`)).matchAll(/src="([^"]+)"/g)].map((m) => m[1]));
  assert.deepEqual(scripts('app.html'), ['/static/js/lib-polyfill.[hash].js', '/static/js/app.[hash].js']);
  assert.deepEqual(scripts('admin.html'), ['/static/js/lib-polyfill.[hash].js', '/static/js/admin.[hash].js']);
  const polyfill = (name: string) => [...distText(dir, new RegExp(`^${name}\\.html$`)).matchAll(/src="([^"]+)"/g)][0][1];
  assert.equal(polyfill('app'), polyfill('admin'));

  const pages = async (d: string) => {
    const server = await previewServer(d);
    const page = await browser().newPage();
    try {
      await page.addInitScript(() => {
        // biome-ignore lint/suspicious/noExplicitAny: removing a built-in for the test
        delete (Object as any).hasOwn;
      });
      const out: string[] = [];
      for (const name of ['app', 'admin']) {
        await page.goto(`${server.url}/${name}.html`);
        await page.waitForLoadState('load');
        out.push(await page.evaluate(() => document.body.textContent ?? ''));
      }
      return out;
    } finally {
      await page.close();
      await server.stop();
    }
  };
  assert.deepEqual(await pages(dir), ['app function ', 'admin function ']);

  const none = project({ ...files, 'rsbuild.config.mjs': `export default { source: { ${entry} }, output: { polyfill: 'off' } };\n` });
  build(none);
  assert.deepEqual(await pages(none), ['app undefined ', 'admin undefined ']);

  const pre = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { ${entry}, preEntry: ['my-polyfill'] }, output: { polyfill: 'off' } };\n`,
  });
  build(pre);
  assert.deepEqual(await pages(pre), ['app undefined my-polyfill', 'admin undefined my-polyfill']);

  const compiled = project({
    'src/index.js': 'async function load() { return 1; }\nload().then((v) => { document.body.textContent = String(v); });\n',
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'] } };\n",
  });
  build(compiled);
  const code = distText(compiled, /^static\/js\/index\./);
  assert.doesNotMatch(code, /regeneratorRuntime/);
  assert.doesNotMatch(code, /async function/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions

test('guide/faq/exceptions "ReferenceError: React is not defined": without the plugin, JSX in a file that does not import React throws it; with pluginReact that file renders, while React.useState without an import still throws it; importing React fixes it', async () => {
  const component = (body: string, head = '') =>
    `${head}import { createRoot } from 'react-dom/client';\nfunction App() {\n${body}\n}\ncreateRoot(document.getElementById('root')).render(<App />);\n`;
  const config = (plugin: boolean) =>
    `${plugin ? "import { pluginReact } from '@rsbuild/plugin-react';\n" : ''}export default { ${plugin ? 'plugins: [pluginReact()], ' : ''}source: { entry: { index: './src/index.jsx' }, alias: { react: ${JSON.stringify(REACT_18)} } } };\n`;
  const run = (files: Record<string, string>) =>
    buildAndVisit(browser(), project(files, REACT), () => document.getElementById('root')?.textContent ?? '');

  const jsxOnly = component('  return <p>ready</p>;');
  const without = await run({ 'src/index.jsx': jsxOnly, 'rsbuild.config.mjs': config(false) });
  assert.deepEqual(without.errors, ['Uncaught ReferenceError: React is not defined']);
  const withPlugin = await run({ 'src/index.jsx': jsxOnly, 'rsbuild.config.mjs': config(true) });
  assert.deepEqual(withPlugin, { errors: [], value: 'ready' });

  const state = component('  const [n] = React.useState(7);\n  return <p>count {n}</p>;');
  const named = await run({ 'src/index.jsx': state, 'rsbuild.config.mjs': config(true) });
  assert.deepEqual(named.errors, ['Uncaught ReferenceError: React is not defined']);
  const imported = await run({
    'src/index.jsx': component('  const [n] = React.useState(7);\n  return <p>count {n}</p>;', "import React from 'react';\n"),
    'rsbuild.config.mjs': config(true),
  });
  assert.deepEqual(imported, { errors: [], value: 'count 7' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/features

test("guide/faq/features \"vtkVolumeVS.glsl Module parse failed\": a .glsl shader imported from a package in node_modules stops the build with Module parse failed, JavaScript parsing error: Expected ';', '}' or <eof> at attribute vec4 vertexDC; on line 18; addRules with { test: /\\.glsl$/i, type: 'asset/source' } imports its text", async () => {
  const shader = `//VTK::System::Dec

/*=========================================================================

  Program:   Visualization Toolkit
  Module:    vtkVolumeVS.glsl

  Copyright (c) Ken Martin, Will Schroeder, Bill Lorensen
  All rights reserved.
  See Copyright.txt or http://www.kitware.com/Copyright.htm for details.

     This software is distributed WITHOUT ANY WARRANTY; without even
     the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR
     PURPOSE.  See the above copyright notice for more information.

=========================================================================*/

attribute vec4 vertexDC;

varying vec3 vertexVCVSOutput;

void main()
{
  gl_Position = vertexDC;
}
`;
  assert.equal(shader.split('\n')[17], 'attribute vec4 vertexDC;');
  const files = {
    'node_modules/vtk.js/package.json': '{ "name": "vtk.js", "version": "8.3.0" }\n',
    'node_modules/vtk.js/Sources/Rendering/OpenGL/glsl/vtkVolumeVS.glsl': shader,
    'node_modules/vtk.js/Sources/Rendering/OpenGL/VolumeMapper/index.js':
      "import vtkVolumeVS from '../glsl/vtkVolumeVS.glsl';\nexport default { vertexShader: vtkVolumeVS };\n",
    'src/index.js':
      "import mapper from 'vtk.js/Sources/Rendering/OpenGL/VolumeMapper';\ndocument.body.textContent = mapper.vertexShader.split('\\n')[17];\n",
  };
  const failed = rsbuild(project(files), ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /File: \.\/node_modules\/vtk\.js\/Sources\/Rendering\/OpenGL\/glsl\/vtkVolumeVS\.glsl/);
  assert.match(failed.output, /× Module parse failed:\n\s*╰─▶\s*× JavaScript parsing error: Expected ';', '\}' or <eof>/);
  assert.match(failed.output, /18 │ attribute vec4 vertexDC;/);

  const fixed = await buildAndVisit(
    browser(),
    project({
      ...files,
      'rsbuild.config.mjs':
        "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.glsl$/i, type: 'asset/source' }]); } } };\n",
    }),
    () => document.body.textContent,
  );
  assert.deepEqual(fixed, { errors: [], value: 'attribute vec4 vertexDC;' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

test('guide/optimization/build-performance "out of memory on Jenkins, still out of memory after adding the memory option": with NODE_OPTIONS=--max-old-space-size=200 the build stops with FATAL ERROR: Reached heap limit … JavaScript heap out of memory, after Mark-Compact lines near 200 MB; rsbuild build --max-old-space-size=8192 stops with error: unknown option; npm run build --max-old-space-size=8192 leaves the heap limit as it was, NODE_OPTIONS raises it', () => {
  const hog = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs':
      "const hog = [];\nexport default { plugins: [{ name: 'hog', setup(api) { api.onBeforeBuild(() => { for (;;) hog.push(new Array(1e5).fill(Math.random())); }); } }] };\n",
  });
  const oom = rsbuild(hog, ['build'], { NODE_OPTIONS: '--max-old-space-size=200' });
  assert.notEqual(oom.code, 0);
  assert.match(
    oom.output,
    /FATAL ERROR: (Reached heap limit|Ineffective mark-compacts near heap limit) Allocation failed - JavaScript heap out of memory/,
  );
  const sizes = [...oom.output.matchAll(/Mark-Compact (?:\(reduce\) )?([\d.]+) \(/g)].map((m) => Number(m[1]));
  const last = sizes.at(-1) ?? 0;
  assert.ok(last > 180 && last <= 201, `last Mark-Compact ${last} MB`);

  const flag = rsbuild(project({ 'src/index.js': "console.log('app');\n" }), ['build', '--max-old-space-size=8192']);
  assert.equal(flag.code, 1);
  assert.match(flag.output, /error: unknown option '--max-old-space-size=8192'/);

  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs':
      "import v8 from 'node:v8';\nconsole.log('HEAP_LIMIT', Math.round(v8.getHeapStatistics().heap_size_limit / 1048576));\nexport default {};\n",
    'package.json': JSON.stringify({ name: 'fact', private: true, scripts: { build: `node ${JSON.stringify(RSBUILD_BIN)} build` } }),
  });
  const npm = (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
    if (!extra.NODE_OPTIONS) delete env.NODE_OPTIONS;
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    const res = spawnSync('npm', ['run', 'build', ...args], { cwd: dir, encoding: 'utf8', env, timeout: 180_000 });
    assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
    return Number(/HEAP_LIMIT (\d+)/.exec(res.stdout)?.[1]);
  };
  const usual = npm([]);
  assert.equal(npm(['--max-old-space-size=8192']), usual);
  const raised = npm([], { NODE_OPTIONS: '--max-old-space-size=8192' });
  assert.ok(raised >= 8192 && raised !== usual, `${usual} → ${raised}`);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test('config/output/externals "vue components use a CDN by default, the intranet has no internet: bundle by default": without externals the built HTML loads only its own files, the package is in the bundle, and the page runs with every request outside its own server blocked', async () => {
  const dir = project(
    {
      'src/index.js': "import chunk from 'lodash/chunk';\ndocument.body.textContent = JSON.stringify(chunk([1, 2, 3, 4], 2));\n",
    },
    { lodash: 'lodash' },
  );
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.doesNotMatch(html, /https?:\/\//);
  assert.ok([...html.matchAll(/src="([^"]+)"/g)].every((m) => m[1].startsWith('/static/')));
  const server = await previewServer(dir);
  const page = await browser().newPage();
  const outside: string[] = [];
  try {
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost') return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    assert.deepEqual(errors, []);
    assert.equal(await page.evaluate(() => document.body.textContent), '[[1,2],[3,4]]');
    assert.deepEqual(outside, []);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test('config/tools/sass "Node Sass version 7.0.1 is incompatible with ^4.0.0": a project with node-sass 7.0.1 and sass-loader 8 in node_modules (both throwing when loaded) builds its .scss files with the bundled sass-loader and Dart Sass', () => {
  const dir = project({
    'package.json': '{ "name": "fact", "private": true, "devDependencies": { "node-sass": "^7.0.1", "sass-loader": "^8.0.2" } }\n',
    'node_modules/node-sass/package.json': '{ "name": "node-sass", "version": "7.0.1", "main": "index.js" }\n',
    'node_modules/node-sass/index.js': "throw new Error('node-sass was loaded');\n",
    'node_modules/sass-loader/package.json': '{ "name": "sass-loader", "version": "8.0.2", "main": "index.js" }\n',
    'node_modules/sass-loader/index.js': "throw new Error('Node Sass version 7.0.1 is incompatible with ^4.0.0.');\n",
    'src/index.js': "import './app.scss';\n",
    'src/app.scss': '$primary: #1677ff;\n.btn {\n  color: $primary;\n  &:hover { color: darken($primary, 10%); }\n}\n',
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /node-sass was loaded|incompatible/);
  assert.match(distText(dir, /\.css$/), /\.btn\{color:#1677ff\}\.btn:hover\{color:#005ee2\}/);
});
