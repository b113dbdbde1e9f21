// Facts behind the eighteenth round's (b) items, as readers describe the problem: Vue CLI's `--dest` flag and an
// output folder outside the project, IE 11's SCRIPT1002 on untranspiled syntax, removing console calls instead of
// Babel's transform-remove-console, type errors that a build does not report, splitChunks overridden by
// performance.chunkSplit, several pages (MPA) from source.entry, and MobX decorators without ejecting from CRA.
// Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting on other sources are noted at
// their section.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { ROOT, RSBUILD_BIN, build, devServer, distFiles, distText, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path
//
// `vue-cli-service build --dest <dir>` is Vue CLI's (its build command's --dest option); not run here.

test("config/output/dist-path \"Vue CLI's --dest has no counterpart\": rsbuild build --dest docs stops with error: unknown option '--dest' and exit code 1, writing nothing", () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const run = rsbuild(dir, ['build', '--dest', 'docs']);
  assert.equal(run.code, 1);
  assert.match(run.output, /error: unknown option '--dest'/);
  assert.equal(fs.existsSync(path.join(dir, 'docs')), false);
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false);
});

test('config/output/dist-path "read it from an environment variable; a folder outside the project works as a relative root and is not emptied": root: process.env.OUT_DIR || \'dist\' writes to ../sampleoutput/public/front with OUT_DIR set (an older file there stays), to docs with OUT_DIR=docs, and to dist without it', () => {
  const dir = project({
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': "document.body.textContent = 'app';\n",
    'app/rsbuild.config.mjs': "export default { output: { distPath: { root: process.env.OUT_DIR || 'dist' } } };\n",
    'sampleoutput/public/front/old.txt': 'old\n',
  });
  const app = path.join(dir, 'app');
  build(app, { OUT_DIR: '../sampleoutput/public/front' });
  const outside = path.join(dir, 'sampleoutput/public/front');
  assert.match(fs.readFileSync(path.join(outside, 'index.html'), 'utf8'), /static\/js\/index\.[0-9a-f]{8}\.js/);
  assert.equal(fs.existsSync(path.join(outside, 'old.txt')), true);
  build(app, { OUT_DIR: 'docs' });
  assert.match(distText(app, /^index\.html$/, 'docs'), /<script/);
  build(app);
  assert.match(distText(app, /^index\.html$/), /<script/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility "SCRIPT1002: Syntax error in app.js (6295,1)", "Expected '(' at an async function"
//
// The messages are IE 11's (SCRIPT1002 for syntax it cannot parse; `Expected '('` as users report it at an `async`
// function); IE 11 cannot be run here. What is run: which syntax reaches the output, with and without ie 11.

test("guide/advanced/browser-compatibility \"a new project does not run in IE 11\": with the default list an async function keeps async, await and => in static/js/index.[hash].js; with the default list plus ie 11 and polyfill 'entry', the entry holds no async, await, =>, const or let, and lib-polyfill.js holds core-js's Promise", () => {
  const src = {
    'src/index.js':
      "async function load() {\n  const res = await fetch('/api');\n  return res.text();\n}\nload().then((t) => { document.body.textContent = t; });\n",
  };
  const plain = project(src);
  build(plain);
  const before = distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  for (const s of ['async function', 'await', '=>']) assert.ok(before.includes(s), s);
  const ie = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { output: { overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'ie 11'], polyfill: 'entry' } };\n",
  });
  build(ie);
  const after = distText(ie, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  for (const re of [/\basync\b/, /\bawait\b/, /=>/, /\bconst\b/, /\blet\b/]) assert.doesNotMatch(after, re);
  assert.ok(distText(ie, /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/).includes("Promise can't be resolved itself"));
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console "Babel's transform-remove-console in the production build"
//
// That @rsbuild/plugin-babel 0.5.9 reads neither babel.config.js nor .babelrc rests on its source
// (packages/plugin-babel/src/plugin.ts passes babelrc: false and configFile: false to babel-loader); that
// transform-remove-console's `exclude` keeps the listed methods is that Babel plugin's documented option. Not run.

test("config/performance/remove-console \"a babel.config.js naming transform-remove-console (not installed) was ignored and console.log stayed; removeConsole: ['log', 'info', 'table', 'group'] removes those and keeps console.error and console.warn\" in rsbuild build", () => {
  const files = {
    'babel.config.js': "module.exports = { env: { production: { plugins: ['transform-remove-console'] } } };\n",
    '.babelrc': '{ "env": { "production": { "plugins": ["transform-remove-console"] } } }\n',
    'src/index.js':
      "console.log('LOG_MARK');\nconsole.info('INFO_MARK');\nconsole.warn('WARN_MARK');\nconsole.error('ERROR_MARK');\ndocument.body.textContent = 'app';\n",
  };
  const babel = project(files);
  build(babel);
  const kept = distText(babel, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  for (const m of ['LOG_MARK', 'INFO_MARK', 'WARN_MARK', 'ERROR_MARK']) assert.ok(kept.includes(m), m);
  const option = project({
    ...files,
    'rsbuild.config.mjs': "export default { performance: { removeConsole: ['log', 'info', 'table', 'group'] } };\n",
  });
  build(option);
  const js = distText(option, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(!js.includes('LOG_MARK') && !js.includes('INFO_MARK'));
  assert.ok(js.includes('WARN_MARK') && js.includes('ERROR_MARK'));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check "yarn start / yarn build do not throw any type error"
//
// That react-scripts checked types itself is Create React App's (its fork-ts-checker setup); what the plugin does
// without a tsconfig file or typescript rests on the plugin's 0.5.9 source (packages/plugin-type-check/src/index.ts),
// as on the page's "How it works" section; @rsbuild/plugin-type-check is not installed here.

test('plugins/list/plugin-type-check "yarn build does not throw any type error; check in the script: tsc --noEmit && rsbuild build": a TS2345 error builds with exit code 0, and the script stops at tsc with the error and writes no dist', () => {
  const files = {
    'tsconfig.json':
      '{ "compilerOptions": { "strict": true, "lib": ["DOM", "ES2020"], "module": "ESNext", "moduleResolution": "Bundler", "noEmit": true }, "include": ["src"] }\n',
    'src/index.ts':
      "function formatPrice(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n\ndocument.body.textContent = formatPrice('1999');\n",
  };
  const plain = project(files);
  assert.equal(build(plain).code, 0);
  const scripted = project(files);
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const res = spawnSync(`"${process.execPath}" "${tsc}" --noEmit && "${process.execPath}" "${RSBUILD_BIN}" build`, {
    cwd: scripted,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: '', NODE_OPTIONS: '' },
  });
  assert.notEqual(res.status, 0);
  assert.match(res.stdout, /error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'/);
  assert.equal(fs.existsSync(path.join(scripted, 'dist')), false);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (moved there from config/performance/chunk-split: no room on the Chinese page) "webpack's splitChunks does not work as expected"

test("guide/optimization/split-chunk \"a cacheGroups rule in tools.rspack is merged, split-by-experience's lib-lodash (priority 0) wins\": a chunk-vendors group for node_modules (priority -10) gets every package except lodash, which goes to lib-lodash.[hash].js; the same rule in chunkSplit { strategy: 'custom', splitChunks } puts lodash into chunk-vendors too", () => {
  const pkg = (name: string, n: number) => {
    let code = `exports.marker = '${name.toUpperCase()}_MARKER';\n`;
    for (let i = 0; i < n; i++) code += `exports.f${i} = function () { return ${i}; };\n`;
    return {
      [`node_modules/${name}/package.json`]: `{ "name": "${name}", "version": "1.0.0", "main": "index.js" }\n`,
      [`node_modules/${name}/index.js`]: code,
    };
  };
  const files = {
    ...pkg('lodash', 3000),
    ...pkg('somelib', 3000),
    'src/index.js':
      "import * as l from 'lodash';\nimport * as s from 'somelib';\ndocument.body.textContent = l.marker + s.marker + Object.keys(l).length + Object.keys(s).length;\n",
  };
  const group = "{ vendors: { test: /[\\\\/]node_modules[\\\\/]/, name: 'chunk-vendors', chunks: 'all', priority: -10 } }";
  const merged = project({
    ...files,
    'rsbuild.config.mjs': `export default { tools: { rspack: { optimization: { splitChunks: { cacheGroups: ${group} } } } } };\n`,
  });
  build(merged);
  assert.ok(distText(merged, /^static\/js\/chunk-vendors\.[0-9a-f]{8}\.js$/).includes('SOMELIB_MARKER'));
  assert.ok(!distText(merged, /^static\/js\/chunk-vendors\.[0-9a-f]{8}\.js$/).includes('LODASH_MARKER'));
  assert.ok(distText(merged, /^static\/js\/lib-lodash\.[0-9a-f]{8}\.js$/).includes('LODASH_MARKER'));
  const custom = project({
    ...files,
    'rsbuild.config.mjs': `export default { performance: { chunkSplit: { strategy: 'custom', splitChunks: { cacheGroups: ${group} } } } };\n`,
  });
  build(custom);
  const vendors = distText(custom, /^static\/js\/chunk-vendors\.[0-9a-f]{8}\.js$/);
  assert.ok(vendors.includes('SOMELIB_MARKER') && vendors.includes('LODASH_MARKER'));
  assert.ok(!fs.readdirSync(path.join(custom, 'dist/static/js')).some((f) => f.startsWith('lib-')));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry "a multi-page (MPA) template or CLI option, not only SPA projects"
//
// That `npm create rsbuild@0.5.9` asks only for the folder, the framework (React, Vue 3, Vue 2, Lit, Preact, Svelte,
// Solid, Vanilla) and the language, and copies a template with one src/index entry, rests on create-rsbuild 0.5.9's
// source (packages/create-rsbuild/src/index.ts); it is interactive and not run here.

test('config/source/entry "rsbuild dev and rsbuild build take no page option; with index and admin entries the build writes index.html and admin.html and the dev server prints a URL for each page (/ and /admin)"', async () => {
  const options = {
    dev: ['--config', '--env-mode', '--open', '--port', '--host', '--help'],
    build: ['--config', '--env-mode', '--watch', '--help'],
  };
  for (const [cmd, expected] of Object.entries(options)) {
    const help = rsbuild(project({}), [cmd, '--help']);
    assert.equal(help.code, 0);
    assert.deepEqual(help.output.match(/--[a-z-]+/g), expected);
  }
  const dir = project({
    'src/home.js': "document.body.textContent = 'home';\n",
    'src/admin.js': "document.body.textContent = 'admin';\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/home.js', admin: './src/admin.js' } } };\n",
  });
  build(dir);
  const html = distFiles(dir).filter((f) => f.endsWith('.html'));
  assert.deepEqual(html.sort(), ['admin.html', 'index.html']);
  const server = await devServer(dir);
  try {
    assert.match(server.log(), /- index\s+http:\/\/localhost:\d+\/\n/);
    assert.match(server.log(), /- admin\s+http:\/\/localhost:\d+\/admin\n/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators "MobX decorators in a Create React App project, without ejecting"
//
// Not run: that react-scripts has no decorators plugin and no Babel override short of eject, react-app-rewired with
// customize-cra's addDecoratorsLegacy(), or CRACO (Create React App's and those tools' documentation); that MobX 6
// asks for makeObservable(this) in the constructor of a decorated class (MobX's documentation on decorators).

test('config/source/decorators "only pluginReact() registered, a CRA-style src/App.jsx importing a store with @observable and @action from src/store.js builds as it is, compiled as legacy decorators"', () => {
  const dir = project(
    {
      'src/store.js':
        'function observable(target, key) {}\nfunction action(target, key, d) { return d; }\nexport class Store {\n  @observable count = 0;\n  @action inc() { this.count++; }\n}\n',
      'src/App.jsx':
        "import { Store } from './store';\nconst store = new Store();\nexport default function App() { return <p>{store.count}</p>; }\n",
      'src/index.jsx':
        "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n",
    },
    { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
  );
  const run = build(dir);
  assert.equal(run.code, 0);
  const js = distFiles(dir)
    .filter((f) => /^static\/js\/.*\.js$/.test(f))
    .map((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8'))
    .join('\n');
  assert.doesNotMatch(js, /@observable|@action/);
  assert.doesNotMatch(js, /_apply_decs/);
  // tslib's __decorate, the helper of legacy decorators
  assert.match(js, /Reflect\.decorate/);
});
