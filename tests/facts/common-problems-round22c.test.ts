// Facts behind the twenty-second round's (c) items, as readers describe the problem: `react is not defined` with
// externals for React, old hashed files left in the output directory, CSS Modules class names without a hash in
// development only, a polyfill file that must run before the app's code (source.preEntry), turning minification
// off to read the build with its line numbers (multi-page too), devtools that show only the bundled code (source
// maps per mode), a new project that fails in IE 11, `'Promise' is undefined` in IE 11 from a UI library's message
// component, Vue CLI's "This dependency was not found: core-js/modules/…", a component imported from another
// project outside the root, and the `@` alias of Vite and Vue CLI projects. Each runs @rsbuild/core 0.5.9 (its CLI,
// in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - `“Promise”未定义` is the Chinese IE 11's wording of `'Promise' is undefined` (SCRIPT5009); IE 11 is not run here,
//   what the tests show is which polyfills the build holds.
// - "This dependency was not found:" is Vue CLI's wording (its friendly-errors transformer for webpack's "Module not
//   found"); Vue CLI is not run here.
// - `Module parse failed: Unexpected token (<line>:<column>)` is webpack's wording (its acorn parser) for the same
//   JSX outside the compile scope; webpack is not run here.
// - `[vite] Failed to resolve module import "<id>". (imported by <importer>)` is the wording of Vite 1's dev server
//   (its module-resolve middleware, 1.0 release candidates); Vite is not run here. Vue CLI's own `@` alias for `src` is set in
//   @vue/cli-service's lib/config/base.js; Vite defines none itself, a Vite project (create-vue's template) sets `@`
//   in resolve.alias of vite.config.
// - `core-js` comes with @rsbuild/core: its package.json depends on core-js ~3.36.0; the run shows the build needs
//   none in the project.
//
// Facts run by earlier files, not again here:
// - config/output/clean-dist-path: inside the root a second build leaves only its own hashed files; outside the root
//   (with the four warning lines) or with cleanDistPath: false the old ones stay; cleanDistPath: true empties a folder
//   outside the root (common-problems-round11a.test.ts, common-problems-server.test.ts, error-messages.test.ts);
//   rsbuild dev empties dist as well (dev.test.ts).
// - config/output/css-modules: the default templates per mode (config.test.ts, common-problems-round6a.test.ts).
// - config/source/include: other JSX outside the root (`<button>ok</button>`) gives `JavaScript parsing error: Expression
//   expected` (common-problems-round17b.test.ts).
// - guide/advanced/browser-compatibility: the default browserslist, and ie 11 with polyfill 'entry' compiling away
//   async/await, arrow functions, const and let while lib-polyfill.js holds core-js's Promise
//   (browser-compatibility-guide.test.ts, common-problems-round16a.test.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  buildAndVisit,
  devCss,
  devServer,
  distFiles,
  distText,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test("config/output/externals \"react is not defined with externals for React\": React's UMD script defines React; externals { react: 'react' } makes the built page throw Uncaught ReferenceError: react is not defined, { react: 'React' } runs; the same script loaded after the bundle (a deferred tag at the end of body) leaves React undefined when the bundle runs", async () => {
  const files = (name: string, tag: string): Record<string, string> => ({
    'public/react.umd.js': "var React = { version: '18.2.0' };\n",
    'src/index.js': "import React from 'react';\nwindow.result = React.version;\n",
    'rsbuild.config.mjs': `export default { output: { externals: { react: '${name}' } }, html: { tags: [${tag}] } };\n`,
  });
  const first = "{ tag: 'script', attrs: { src: '/react.umd.js' }, head: true, append: false }";
  const late = "{ tag: 'script', attrs: { src: '/react.umd.js', defer: true }, head: false, append: true }";
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  assert.deepEqual(await buildAndVisit(browser(), project(files('react', first)), read), {
    errors: ['Uncaught ReferenceError: react is not defined'],
    value: null,
  });
  assert.deepEqual(await buildAndVisit(browser(), project(files('React', first)), read), { errors: [], value: '18.2.0' });
  const lateDir = project(files('React', late));
  const seen = await buildAndVisit(browser(), lateDir, read);
  assert.equal(seen.value, null);
  assert.equal(seen.errors.length, 1);
  assert.match(seen.errors[0], /ReferenceError: React is not defined/);
  const html = distText(lateDir, /^index\.html$/);
  assert.ok(html.indexOf('/static/js/index.') < html.indexOf('/react.umd.js'));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules + guide/basic/css-modules

test("config/output/css-modules \"class names without the hash in development only\": with localIdentName: process.env.NODE_ENV === 'development' ? '[path][name]__[local]' : '[local]-[hash:6]', rsbuild dev serves .src-button-module__primary-button (no hash) and rsbuild build writes .primary-button-<6 hex>; without the option dev has src-button-module__primary-button-<6 hex>", async () => {
  const files = {
    'src/button.module.css': '.primary-button { color: red; }\n',
    'src/index.js': "import s from './button.module.css';\ndocument.body.className = s.primaryButton;\n",
  };
  const plain = project(files);
  assert.match(await devCss(plain), /^\.src-button-module__primary-button-[0-9a-f]{6} \{/m);

  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { cssModules: { localIdentName: process.env.NODE_ENV === 'development' ? '[path][name]__[local]' : '[local]-[hash:6]' } } };\n",
  });
  assert.match(await devCss(dir), /^\.src-button-module__primary-button \{/m);
  build(dir);
  assert.match(distText(dir, /\.css$/), /^\.primary-button-[0-9a-f]{6}\{color:red\}/);
  assert.match(distText(dir, /^static\/js\/index\./), /primary-button-[0-9a-f]{6}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/pre-entry

test("config/source/pre-entry \"can a polyfill file run before anything in the app, its imports included\": with preEntry: './src/polyfill.js', the page runs polyfill.js, then the modules the entry imports, then the entry, on every page; the same file imported last by the entry runs after the entry's other imports", async () => {
  const files = {
    'src/polyfill.js': "window.order = (window.order || []).concat('polyfill');\n",
    'src/dep.js': "window.order = (window.order || []).concat('dep');\nexport const x = 1;\n",
    'src/index.js': "import { x } from './dep.js';\nwindow.order = window.order.concat('app:' + x);\n",
    'src/admin.js': "import { x } from './dep.js';\nwindow.order = window.order.concat('admin:' + x);\n",
  };
  const read = (): unknown => (window as unknown as { order?: unknown }).order ?? null;
  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { preEntry: './src/polyfill.js', entry: { index: './src/index.js', admin: './src/admin.js' } } };\n",
  });
  build(dir);
  const server = await previewServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, read), { errors: [], value: ['polyfill', 'dep', 'app:1'] });
    assert.deepEqual(await visit(browser(), `${server.url}/admin`, read), { errors: [], value: ['polyfill', 'dep', 'admin:1'] });
  } finally {
    await server.stop();
  }
  const late = project({
    ...files,
    'src/index.js': "import { x } from './dep.js';\nimport './polyfill.js';\nwindow.order = window.order.concat('app:' + x);\n",
  });
  assert.deepEqual(await buildAndVisit(browser(), late, read), { errors: [], value: ['dep', 'polyfill', 'app:1'] });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "turn off minification to read the build with its line numbers, in a multi-page project": with minify: false, both pages of a two-entry build keep their line breaks and names (one statement per line), the HTML keeps its line breaks; with the default each page\'s script is minified onto a line or two', () => {
  const files = {
    'src/index.js':
      "function renderHomePage(title) {\n  const heading = document.createElement('h1');\n  heading.textContent = title;\n  document.body.appendChild(heading);\n}\nrenderHomePage('home');\n",
    'src/admin.js':
      "function renderAdminPage(title) {\n  const heading = document.createElement('h2');\n  heading.textContent = title;\n  document.body.appendChild(heading);\n}\nrenderAdminPage('admin');\n",
  };
  const entries = "source: { entry: { index: './src/index.js', admin: './src/admin.js' } }";
  const off = project({ ...files, 'rsbuild.config.mjs': `export default { ${entries}, output: { minify: false } };\n` });
  build(off);
  for (const [name, fn] of [
    ['index', 'renderHomePage'],
    ['admin', 'renderAdminPage'],
  ]) {
    const js = distText(off, new RegExp(`^static/js/${name}\\.[0-9a-f]{8}\\.js$`));
    assert.match(js, new RegExp(`function ${fn}\\(title\\) \\{\\n\\s+(const|var) heading = document\\.createElement`));
    assert.ok(js.split('\n').length > 10, name);
    assert.ok(distText(off, new RegExp(`^${name}\\.html$`)).split('\n').length > 3, name);
  }
  const on = project({ ...files, 'rsbuild.config.mjs': `export default { ${entries} };\n` });
  build(on);
  for (const name of ['index', 'admin']) {
    const js = distText(on, new RegExp(`^static/js/${name}\\.[0-9a-f]{8}\\.js$`));
    assert.ok(js.trim().split('\n').length <= 2, name);
    assert.doesNotMatch(js, /renderHomePage|renderAdminPage/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "devtools show only the bundled code": rsbuild dev serves scripts with a sourceMappingURL whose map holds src/index.js as written; rsbuild build writes no .map and no sourceMappingURL by default; js: \'source-map\' writes index.[hash].js.map with the original source', async () => {
  const source = "const message: string = 'from the source';\nconsole.log(message);\n";
  const files = { 'src/index.ts': source };
  const plain = project(files);
  const server = await devServer(plain);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    const url = js.match(/\/\/# sourceMappingURL=(\S+)/)?.[1];
    assert.ok(url, 'sourceMappingURL in dev');
    const map = (await (await fetch(`${server.url}/static/js/${url}`)).json()) as { sources: string[]; sourcesContent: string[] };
    const i = map.sources.findIndex((s) => s.endsWith('src/index.ts'));
    assert.ok(i >= 0, map.sources.join(', '));
    assert.equal(map.sourcesContent[i], source);
  } finally {
    await server.stop();
  }
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.map')),
    [],
  );
  assert.doesNotMatch(distText(plain, /\.js$/), /sourceMappingURL/);

  const maps = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n" });
  build(maps);
  const mapFile = distFiles(maps).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(f));
  assert.ok(mapFile, distFiles(maps).join(', '));
  const map = JSON.parse(fs.readFileSync(path.join(maps, 'dist', mapFile), 'utf8')) as { sources: string[]; sourcesContent: string[] };
  assert.equal(map.sourcesContent[map.sources.findIndex((s) => s.endsWith('src/index.ts'))], source);
  assert.match(distText(maps, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill

const UI_LIB = {
  // A UI library's message component, published as plain JavaScript that uses Promise.
  'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/ui-lib/index.js':
    'exports.message = function (text) { return new Promise(function (resolve) { setTimeout(function () { resolve(text); }, 0); }); };\n',
  'src/index.js': "import { message } from 'ui-lib';\nmessage('saved').then((t) => { document.body.textContent = t; });\n",
  '.browserslistrc': 'ie 11\n',
};

test("config/output/polyfill \"IE 11: 'Promise' is undefined when a UI library's message is used\": with ie 11 in .browserslistrc, 'usage' adds no Promise polyfill for the library's new Promise; 'entry' imports core-js/modules/es.promise.js and puts its modules (es.promise.constructor …) into lib-polyfill.js; with the default browserslist 'entry' adds neither es.promise.js nor es.promise.constructor", () => {
  const usage = project({ ...UI_LIB, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(usage);
  assert.doesNotMatch(distText(usage, /\.js$/), /es\.promise\.(js|constructor)/);
  const entry = project({ ...UI_LIB, 'rsbuild.config.mjs': "export default { output: { polyfill: 'entry', minify: false } };\n" });
  build(entry);
  assert.ok(distFiles(entry).some((f) => /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f)));
  assert.match(distText(entry, /^static\/js\/index\./), /core-js\/modules\/es\.promise\.js/);
  assert.match(distText(entry, /^static\/js\/lib-polyfill\./), /es\.promise\.constructor/);
  const { '.browserslistrc': _, ...modern } = UI_LIB;
  const recent = project({ ...modern, 'rsbuild.config.mjs': "export default { output: { polyfill: 'entry', minify: false } };\n" });
  build(recent);
  assert.doesNotMatch(distText(recent, /\.js$/), /es\.promise\.(js|constructor)/);
});

test("config/output/polyfill \"This dependency was not found: core-js/modules/es.object.to-string\": with no core-js in the project, a file that imports core-js/modules/es.object.to-string builds with 'usage' and 'entry' (Rsbuild's own core-js 3.36 answers); with polyfill: 'off' or 'ua' the build stops with Resolve error: Can't resolve 'core-js/modules/es.object.to-string'; a project core-js then fixes it", () => {
  const files = {
    'src/index.js': "import 'core-js/modules/es.object.to-string';\ndocument.body.textContent = String({});\n",
  };
  for (const polyfill of ['usage', 'entry']) {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n` });
    assert.ok(!fs.existsSync(path.join(dir, 'node_modules/core-js')));
    assert.equal(rsbuild(dir, ['build']).code, 0, polyfill);
  }
  for (const polyfill of ['off', 'ua']) {
    const off = project({ ...files, 'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n` });
    const run = rsbuild(off, ['build']);
    assert.notEqual(run.code, 0, polyfill);
    assert.match(
      run.output,
      /File: \.\/src\/index\.js\n\s+× Resolve error: Can't resolve 'core-js\/modules\/es\.object\.to-string' in '[^']+\/src'/,
    );
  }
  const installed = project({
    ...files,
    'node_modules/core-js/package.json': '{ "name": "core-js", "version": "3.36.0" }\n',
    'node_modules/core-js/modules/es.object.to-string.js': '// the project core-js\n',
    'rsbuild.config.mjs': "export default { output: { polyfill: 'off' } };\n",
  });
  build(installed);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "a component imported from another project outside the root is not compiled": importing ../../other-project/src/Title.js (JSX in a .js file) (<h1 className="title">) stops rsbuild build with File: ../other-project/src/Title.js, Module parse failed:, JavaScript parsing error: Expected a semicolon; include: [path.resolve(__dirname, \'../other-project/src\')] builds it', () => {
  const files = {
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': "import { Title } from '../../other-project/src/Title.js';\nconsole.log(Title);\n",
    'other-project/src/Title.js': 'export const Title = () => <h1 className="title">hello</h1>;\n',
  };
  const plain = path.join(project(files), 'app');
  const run = rsbuild(plain, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\.\/other-project\/src\/Title\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expected a semicolon/,
  );
  const included = path.join(
    project({
      ...files,
      'app/rsbuild.config.ts':
        "import path from 'node:path';\nexport default { source: { include: [path.resolve(__dirname, '../other-project/src')] } };\n",
    }),
    'app',
  );
  build(included);
  assert.match(distText(included, /\.js$/), /createElement\("h1"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias + guide/advanced/alias

test("config/source/alias \"the @ alias of a Vite or Vue CLI project\": 0.5.9 defines no @: import '@/components/customTable/index.vue' stops rsbuild build with Resolve error: Can't resolve '@/components/customTable/index.vue' in '<root>/src'; source.alias { '@': './src' } builds an @/ import, and so does tsconfig.json paths { '@/*': ['./src/*'] }", () => {
  const files = {
    'src/components/customTable/index.js': "export default 'CUSTOM_TABLE';\n",
    'src/index.js': "import table from '@/components/customTable/index.js';\ndocument.body.textContent = table;\n",
  };
  const none = project({
    'src/components/customTable/index.vue': '<template><table></table></template>\n',
    'src/index.js': "import Table from '@/components/customTable/index.vue';\nconsole.log(Table);\n",
  });
  const run = rsbuild(none, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/src\/index\.js\n\s+× Resolve error: Can't resolve '@\/components\/customTable\/index\.vue' in '[^']+\/src'/,
  );
  const alias = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" });
  build(alias);
  assert.match(distText(alias, /^static\/js\/index\./), /CUSTOM_TABLE/);
  const paths = project({
    ...files,
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./", "paths": { "@/*": ["./src/*"] } } }\n',
  });
  build(paths);
  assert.match(distText(paths, /^static\/js\/index\./), /CUSTOM_TABLE/);
});
