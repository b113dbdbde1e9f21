// Facts behind the "Common problems" items of source.decorators, tools.sass, output.polyfill, html.favicon,
// source.define and html.template (symptoms in the words of the people who have them: a Babel error from the
// old project, `~bootstrap/...`, `'Promise' is undefined` in IE 11, `regeneratorRuntime is not defined`, a
// missing favicon, `process is not defined`, `%PUBLIC_URL%` and `<%= BASE_URL %>`), each run on @rsbuild/core
// 0.5.9. Old browsers are stood in for by a VM context without `Promise` and `Symbol`.
// Fourth round: `Can't resolve 'core-js/modules/es6.regexp.constructor'` (output.polyfill), `Variable @primary is
// undefined` without style-resources-loader (tools.less), `Node Sass does not yet support your current environment`
// (tools.sass).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { type Built, ROOT, type RsbuildConfig, build, cli, devServer, inspect, subProject } from './lib/rsbuild';

// One script per page: the helpers of SWC and core-js stay in the entry chunk.
const oneChunk: RsbuildConfig['performance'] = { chunkSplit: { strategy: 'all-in-one' } };
const entryJs = (b: Built): string => b.read(/^static\/js\/index\.\w+\.js$/);

/** The scripts that `rsbuild build` (the CLI) wrote into dist/static/js, concatenated. */
const distJs = (dir: string): string =>
  fs
    .readdirSync(path.join(dir, 'dist/static/js'))
    .map((f) => fs.readFileSync(path.join(dir, 'dist/static/js', f), 'utf8'))
    .join('\n');

type Context = Record<string, unknown>;
function run(js: string, { oldBrowser = false } = {}): Context {
  const ctx: Context = { setTimeout, clearTimeout };
  ctx.self = ctx;
  ctx.window = ctx;
  vm.createContext(ctx);
  if (oldBrowser) vm.runInContext('delete globalThis.Promise; delete globalThis.Symbol;', ctx);
  vm.runInContext(js, ctx, { timeout: 5_000 });
  return ctx;
}

describe('common problems of source, output and html options', { concurrency: 2 }, () => {
  test('config/source/decorators "Babel stopped with Support for the experimental syntax \'decorators\'": decorators in .js and .ts files build without any setting, as legacy decorators (target, key, descriptor); 2022-03 passes a context', async () => {
    const code =
      "const seen = [];\nfunction log(...args) { seen.push(args.length === 2 && typeof args[1] === 'object' ? `context:${args[1].kind}` : `legacy:${args.length}`); }\nclass Store {\n  @log\n  save() {}\n}\nglobalThis.seen = seen;\n";
    const cwd = subProject('common-decorators', {
      'src/index.js': code,
      'src/index.ts': code.replace('(...args)', '(...args: any[])').replace('const seen = []', 'const seen: string[] = []'),
    });
    const seen = async (name: string, config: RsbuildConfig): Promise<unknown> =>
      JSON.parse(JSON.stringify(run(entryJs(await build(name, { ...config, performance: oneChunk }, { cwd }))).seen));
    assert.deepEqual(await seen('common-decorators-js', {}), ['legacy:3']);
    assert.deepEqual(await seen('common-decorators-ts', { source: { entry: { index: './src/index.ts' } } }), ['legacy:3']);
    assert.deepEqual(await seen('common-decorators-2022', { source: { decorators: { version: '2022-03' } } }), ['context:method']);
  });

  test("config/tools/sass \"@import '~bootstrap/scss/bootstrap' fails with Can't find stylesheet to import.\": ~ and the bare path resolve by default, fail with api: 'modern' or webpackImporter: false", async () => {
    const cwd = subProject('common-sass-tilde', {
      'node_modules/bootstrap/package.json': '{ "name": "bootstrap", "version": "4.6.0", "main": "index.js" }\n',
      'node_modules/bootstrap/index.js': '',
      'node_modules/bootstrap/scss/_variables.scss': '$primary: #007bff !default;\n',
      'node_modules/bootstrap/scss/bootstrap.scss': '@import "variables";\n.btn-primary { color: $primary; }\n',
      'src/index.js': "import './tilde.scss';\nimport './bare.scss';\n",
      'src/tilde.scss': "@import '~bootstrap/scss/bootstrap';\n",
      'src/bare.scss': "@import 'bootstrap/scss/variables';\n.bare { border-color: $primary; }\n",
      'src/tilde.js': "import './tilde.scss';\n",
      'src/bare.js': "import './bare.scss';\n",
      'rsbuild.config.mjs':
        "const { SASS_CASE, SASS_FILE } = process.env;\nexport default {\n  source: { entry: { index: `./src/${SASS_FILE}.js` } },\n  tools: { sass: SASS_CASE === 'modern' ? { api: 'modern' } : { webpackImporter: false } },\n};\n",
    });
    const ok = await build('common-sass-tilde', { tools: {} }, { cwd });
    assert.match(ok.read(/\.css$/), /\.btn-primary\{color:#007bff\}\.bare\{border-color:#007bff\}/);
    for (const SASS_CASE of ['modern', 'no-importer']) {
      for (const [SASS_FILE, request] of [
        ['tilde', '~bootstrap/scss/bootstrap'],
        ['bare', 'bootstrap/scss/variables'],
      ]) {
        const { code, output } = await cli(['build'], { cwd, env: { SASS_CASE, SASS_FILE } });
        assert.equal(code, 1, output);
        assert.ok(output.includes(`Can't find stylesheet to import.\n        │   ╷\n        │ 1 │ @import '${request}';`), output);
      }
    }
  });

  test('config/output/polyfill "IE 11 says Promise or Symbol is undefined" + "regeneratorRuntime is not defined"', async () => {
    const cwd = subProject('common-polyfill-ie', {
      'src/index.js':
        "import later from 'dep';\nasync function load() { await null; return 'ok'; }\nfunction* gen() { yield 1; }\nglobalThis.symbol = typeof Symbol('s');\nload().then((v) => { globalThis.loaded = v; });\nlater().then((v) => { globalThis.later = v; });\n",
      'src/dep-only.js': "import later from 'dep';\nlater();\n",
      'node_modules/dep/package.json': '{ "name": "dep", "main": "index.js" }\n',
      'node_modules/dep/index.js': 'export default function () { return Promise.resolve(2); }\n',
      // What a package compiled by Babel's regenerator transform without its runtime looks like.
      'src/babel-dep.js': "import 'babel-built';\n",
      'node_modules/babel-built/package.json': '{ "name": "babel-built", "main": "index.js" }\n',
      'node_modules/babel-built/index.js':
        'var _marked = regeneratorRuntime.mark(function g() { return regeneratorRuntime.wrap(function (c) { while (1) switch (c.prev = c.next) { case 0: return c.abrupt("return", 3); case "end": return c.stop(); } }, _marked); });\nglobalThis.babelBuilt = _marked().next().value;\n',
      // A stand-in for `regenerator-runtime/runtime`, which assigns the global `regeneratorRuntime`.
      'node_modules/regenerator-runtime/package.json': '{ "name": "regenerator-runtime", "main": "runtime.js" }\n',
      'node_modules/regenerator-runtime/runtime.js':
        'globalThis.regeneratorRuntime = { mark: (f) => f, wrap: (inner) => ({ next: () => ({ value: inner({ prev: 0, next: 0, abrupt: (t, v) => v, stop() {} }), done: true }) }) };\n',
    });
    // unminified, so that the names of the core-js modules stay in the output
    const ie = { overrideBrowserslist: ['ie 11'], minify: false };
    const def = entryJs(await build('common-polyfill-default', { output: { minify: false }, performance: oneChunk }, { cwd }));
    assert.ok(!def.includes('es.promise') && !def.includes('es.symbol'), 'the default list gets no Promise or Symbol polyfill');
    assert.throws(() => run(def, { oldBrowser: true }), /Symbol is not defined/);

    // 'usage' polyfills the Symbol that the code names, not the Promise of the compiled async function.
    const usage = entryJs(await build('common-polyfill-ie', { output: ie, performance: oneChunk }, { cwd }));
    assert.ok(usage.includes('es.symbol') && !usage.includes('es.promise'));
    assert.ok(!usage.includes('regeneratorRuntime'), "SWC's async functions and generators do not use it");
    assert.throws(() => run(usage, { oldBrowser: true }), /Promise is not defined/);
    const entry = entryJs(
      await build('common-polyfill-ie-entry', { output: { ...ie, polyfill: 'entry' }, performance: oneChunk }, { cwd }),
    );
    const ctx = run(entry, { oldBrowser: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual([ctx.symbol, ctx.loaded, ctx.later], ['symbol', 'ok', 2]);

    // An API that only a dependency uses: 'usage' misses it, 'entry' covers it.
    const depOnly = { source: { entry: { index: './src/dep-only.js' } }, performance: oneChunk };
    assert.ok(!entryJs(await build('common-polyfill-dep-usage', { ...depOnly, output: ie }, { cwd })).includes('es.promise'));
    assert.ok(
      entryJs(await build('common-polyfill-dep-entry', { ...depOnly, output: { ...ie, polyfill: 'entry' } }, { cwd })).includes(
        'es.promise',
      ),
    );

    const babelDep = { entry: { index: './src/babel-dep.js' } };
    const babelEntry = entryJs(
      await build('common-regenerator-entry', { source: babelDep, output: { ...ie, polyfill: 'entry' }, performance: oneChunk }, { cwd }),
    );
    assert.throws(() => run(babelEntry, { oldBrowser: true }), /regeneratorRuntime is not defined/);
    const pre = entryJs(
      await build(
        'common-regenerator-pre',
        { source: { ...babelDep, preEntry: 'regenerator-runtime/runtime' }, output: ie, performance: oneChunk },
        { cwd },
      ),
    );
    assert.equal(run(pre, { oldBrowser: true }).babelBuilt, 3);
  });

  test('config/html/favicon "The favicon does not show": public/favicon.ico is copied and served but not linked, %PUBLIC_URL% is left as it is, html.favicon or <%= assetPrefix %> link it', async () => {
    const ico = 'ICO-'.repeat(300);
    const cwd = subProject('common-favicon', {
      'src/index.js': "console.log('favicon');\n",
      'public/favicon.ico': ico,
      'public/index.html':
        '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <link rel="icon" href="%PUBLIC_URL%/favicon.ico" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
      'static/fixed.html':
        '<html><head><link rel="icon" href="<%= assetPrefix %>/favicon.ico"></head><body><div id="root"></div></body></html>\n',
    });
    const html = (b: Built): string => b.read(/^index\.html$/);
    const copied = (b: Built): boolean => fs.readFileSync(path.join(b.dist, 'favicon.ico'), 'utf8') === ico;

    const plain = await build('common-favicon-plain', {}, { cwd });
    assert.ok(copied(plain));
    assert.doesNotMatch(html(plain), /rel="icon"/);
    const cra = await build('common-favicon-cra', { html: { template: './public/index.html' } }, { cwd });
    assert.match(html(cra), /<link rel="icon" href="%PUBLIC_URL%\/favicon\.ico"\/?>/);
    const option = await build(
      'common-favicon-option',
      { html: { favicon: './public/favicon.ico' }, output: { assetPrefix: '/app/' } },
      { cwd },
    );
    assert.ok(copied(option), 'no conflict with the copy of public/');
    assert.match(html(option), /<link rel="icon" href="\/app\/favicon\.ico">/);
    const fixed = await build('common-favicon-fixed', { html: { template: './static/fixed.html' } }, { cwd });
    assert.match(html(fixed), /<link rel="icon" href="\/favicon\.ico">/);

    const server = await devServer({}, { cwd });
    try {
      const res = await fetch(`http://localhost:${server.port}/favicon.ico`);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), ico);
    } finally {
      await server.close();
    }
  });

  test('config/html/template "%PUBLIC_URL% stays in the page as written and <%= BASE_URL %> fails the build with BASE_URL is not defined"', async () => {
    const cwd = subProject('common-template-placeholders', {
      'src/index.js': "console.log('template');\n",
      'public/index.html':
        '<html><head><link rel="icon" href="<%= BASE_URL %>favicon.ico"></head><body><div id="app"></div></body></html>\n',
      'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
    });
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 1, output);
    assert.match(output, /Template execution failed: ReferenceError: BASE_URL is not defined/);
    // the %PUBLIC_URL% half is asserted in the favicon test above
  });

  test('config/source/define "console.log(process.env) throws process is not defined" + "\'my app\' even becomes just my", without a warning', async () => {
    const cwd = subProject('common-define-process', {
      'src/index.js': 'globalThis.mode = process.env.NODE_ENV;\nconsole.log(process.env);\nglobalThis.name = APP_NAME;\n',
    });
    let warned: boolean | undefined;
    const out = await build(
      'common-define-process',
      {
        source: { define: { APP_NAME: 'my app' } },
        output: { minify: false },
        plugins: [{ name: 'warnings', setup: (api) => api.onAfterBuild(({ stats }) => void (warned = stats?.hasWarnings())) }],
      },
      { cwd },
    );
    assert.equal(warned, false);
    const js = entryJs(out);
    assert.match(js, /globalThis\.name = my;/);
    assert.match(js, /globalThis\.mode = "production";/);
    assert.match(js, /console\.log\(process\.env\);/);
    const ctx: Context = { console };
    assert.throws(() => vm.runInNewContext(js, ctx), /ReferenceError: process is not defined/);
    assert.equal(ctx.mode, 'production');
  });

  test("config/output/polyfill \"Module not found: Error: Can't resolve 'core-js/modules/es6.regexp.constructor'\": Rsbuild injects core-js 3 names (es.regexp.constructor) from the core-js of @rsbuild/core; a dependency's core-js 2 import fails until core-js@2 is installed", async () => {
    const files = {
      'src/index.js': "import oldLib from 'old-lib';\nglobalThis.result = [new RegExp('a', 'g'), oldLib];\n",
      'src/own.js': "globalThis.result = new RegExp('a', 'g');\n",
      'node_modules/old-lib/package.json': '{ "name": "old-lib", "version": "1.0.0", "main": "index.js" }\n',
      // compiled by Babel for core-js 2, without declaring core-js as a dependency
      'node_modules/old-lib/index.js': "require('core-js/modules/es6.regexp.constructor');\nmodule.exports = 'old';\n",
      'rsbuild.config.mjs':
        "export default { source: { entry: { index: `./src/${process.env.ENTRY ?? 'index'}.js` } }, output: { overrideBrowserslist: ['ie 11'], minify: false } };\n",
    };
    const broken = subProject('common-polyfill-es6', files);
    const failed = await cli(['build'], { cwd: broken });
    assert.equal(failed.code, 1, failed.output);
    assert.match(
      failed.output,
      /File: \.\/node_modules\/old-lib\/index\.js\n\s+× Resolve error: Can't resolve 'core-js\/modules\/es6\.regexp\.constructor' in '[^']*node_modules\/old-lib'/,
    );

    // Your own code needs no core-js installed: the polyfill has its core-js 3 name and comes from Rsbuild's copy.
    const own = await cli(['build'], { cwd: broken, env: { ENTRY: 'own' } });
    assert.equal(own.code, 0, own.output);
    const ownJs = distJs(broken);
    assert.ok(ownJs.includes('core-js/modules/es.regexp.constructor.js') && !ownJs.includes('es6.'), 'core-js 3 module names');
    const { rspack } = await inspect({ output: { overrideBrowserslist: ['ie 11'] } }, { cwd: broken });
    const shipped = path.dirname(
      createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5/package.json'))).resolve('core-js/package.json'),
    );
    assert.equal(rspack[0].resolve.alias['core-js'], shipped);
    assert.match(JSON.parse(fs.readFileSync(path.join(shipped, 'package.json'), 'utf8')).version, /^3\.36\./);

    // core-js 2 in the project: the dependency's import resolves there, Rsbuild's own polyfills still build
    // (the stand-in has no es.* files).
    const fixed = subProject('common-polyfill-es6-fixed', {
      ...files,
      'node_modules/core-js/package.json': '{ "name": "core-js", "version": "2.6.12" }\n',
      'node_modules/core-js/modules/es6.regexp.constructor.js': "globalThis.coreJs2 = 'CORE_JS_2_REGEXP';\n",
    });
    const ok = await cli(['build'], { cwd: fixed });
    assert.equal(ok.code, 0, ok.output);
    const js = distJs(fixed);
    assert.ok(js.includes('CORE_JS_2_REGEXP') && js.includes('core-js/modules/es.regexp.constructor.js'));
  });

  test('config/tools/less "Variable @primary is undefined" where webpack projects used style-resources-loader: additionalData imports the variables into every Less file', async () => {
    const cwd = subProject('common-less-global-vars', {
      'src/index.js': "import './button.less';\n",
      'src/button.less': '.btn { color: @primary; }\n',
      'src/styles/variables.less': '@primary: #1677ff;\n',
      'rsbuild.config.mjs':
        "export default process.env.SHARED ? { source: { alias: { '@': './src' } }, tools: { less: { additionalData: '@import \"@/styles/variables.less\";' } } } : {};\n",
    });
    const failed = await cli(['build'], { cwd });
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /File: \.\/src\/button\.less[\s\S]*Variable @primary is undefined/);
    const ok = await cli(['build'], { cwd, env: { SHARED: '1' } });
    assert.equal(ok.code, 0, ok.output);
    const cssDir = path.join(cwd, 'dist/static/css');
    assert.match(fs.readFileSync(path.join(cssDir, fs.readdirSync(cssDir)[0]), 'utf8'), /\.btn\{color:#1677ff\}/);
  });

  test('config/tools/sass "Node Sass does not yet support your current environment": the bundled Dart Sass compiles, an installed node-sass is never loaded unless implementation points to it', async () => {
    const cwd = subProject('common-node-sass', {
      'src/index.js': "import './a.scss';\n",
      'src/a.scss': '$primary: #1677ff;\n.btn { color: $primary; }\n',
      // node-sass 4 on a Node.js version it has no binary for: loading it throws
      'node_modules/node-sass/package.json': '{ "name": "node-sass", "version": "4.14.1", "main": "index.js" }\n',
      'node_modules/node-sass/index.js':
        "throw new Error('Node Sass does not yet support your current environment: Linux 64-bit with Unsupported runtime (115)');\n",
      'rsbuild.config.cjs':
        "module.exports = process.env.NODE_SASS ? { tools: { sass: { implementation: require.resolve('node-sass') } } } : {};\n",
    });
    const ok = await cli(['build'], { cwd });
    assert.equal(ok.code, 0, ok.output);
    const cssDir = path.join(cwd, 'dist/static/css');
    assert.match(fs.readFileSync(path.join(cssDir, fs.readdirSync(cssDir)[0]), 'utf8'), /\.btn\{color:#1677ff\}/);
    const failed = await cli(['build'], { cwd, env: { NODE_SASS: '1' } });
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /Error: Node Sass does not yet support your current environment/);
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/compiled/sass/package.json'), 'utf8'));
    assert.deepEqual([version.name, version.version], ['sass', '1.72.0']);
  });
});
