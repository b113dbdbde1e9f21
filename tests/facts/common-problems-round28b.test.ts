// Facts behind the twenty-eighth round's (b) items (the Rspack configuration, source.define, the ESLint plugin, the
// HTML template and the JavaScript API), as readers describe the problem: the hooks of HtmlRspackPlugin, __DEV__ is
// undefined, `Invalid plugin configuration: plugin('…').use(<Plugin>) was not called to specify the plugin`, webpack's
// NormalModuleReplacementPlugin with its two arguments, a call of an undefined function that still compiles,
// html-withimg-loader taking the `<%= %>` syntax away, a Node.js script that builds like vue-cli-service build, the
// whole Rspack configuration read from a script and built by hand, the dev server mounted in a server of one's own, and
// a project with no build folder and no webpack configuration file. Each runs @rsbuild/core 0.5.9 (its CLI or its
// JavaScript API, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/tools/rspack: the message `Invalid plugin configuration: plugin('webpack./ProvidePlugin')...` is the
//   report's; the run reproduces it with that id and a class that is undefined.
// - guide/basic/configure-rspack: webpack's NormalModuleReplacementPlugin(resourceRegExp, newResource) is webpack's
//   documentation; webpack is not installed. That Vue CLI 2 projects kept their webpack configuration in a build/ folder
//   (build/webpack.base.conf.js) is the vuejs-templates/webpack template; the run shows that such a file is not read.
// - plugins/list/plugin-eslint: the registry lacks @rsbuild/plugin-eslint 0.5.9; its 0.5.9 source registers
//   eslint-webpack-plugin with the defaults written below, which the test does in a plugin of its own (as in
//   dev.test.ts), with eslint-webpack-plugin 4 and ESLint 8.57.0. That `no-undef` is in eslint:recommended is ESLint's
//   documentation, and ESLint reports it here.
// - guide/basic/html-template: html-withimg-loader is not installed (the registry's last release is of 2016); a loader
//   of the test, which like it turns the HTML file into a module exporting the HTML as a string, stands in for it.
// - api/javascript-api/core, api/javascript-api/instance: `vue-cli-service build` and `serve` are Vue CLI's CLI and
//   documentation; Vue CLI is not run. Express is not installed: a node:http server takes its place, as in the page's
//   example; Express calls a middleware with the same (req, res, next).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, project, rsbuild, sharedBrowser, visit, buildAndVisit } from './topics-support';

const browser = sharedBrowser();
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

/** Runs `node script` in `dir` (with @rsbuild/core linked) and returns its exit code and output. */
function node(dir: string, script: string, env: NodeJS.ProcessEnv = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete base.NODE_ENV;
  delete base.NODE_OPTIONS;
  delete base.NODE_PATH;
  const res = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', env: { ...base, ...env }, timeout: 180_000 });
  return { code: res.status, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack

test('config/tools/rspack "access the hooks of HtmlRspackPlugin to control the HTML output": a plugin added with appendPlugins that taps HtmlPlugin.getHooks(compilation).beforeEmit changes data.html, and dist/index.html carries the change', () => {
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': `export default { tools: { rspack: (config, { HtmlPlugin, appendPlugins }) => {
  appendPlugins({ apply(compiler) { compiler.hooks.compilation.tap('HtmlHooks', (compilation) => {
    HtmlPlugin.getHooks(compilation).beforeEmit.tap('HtmlHooks', (data) => { data.html = data.html.replace('</body>', '<!-- built by Acme --></body>'); return data; });
  }); } });
} } };\n`,
  });
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /<!-- built by Acme --><\/body>/);
});

test('config/tools/rspack "Invalid plugin configuration: plugin(\'webpack./ProvidePlugin\').use(<Plugin>) was not called to specify the plugin": tools.bundlerChain with .use() given an undefined class (bundler has no such property) stops the build with that message, as does chain.plugin(id) without .use(); bundler.ProvidePlugin builds and provides the package', async () => {
  const files = {
    'node_modules/lodash/package.json': '{ "name": "lodash", "version": "4.17.21", "main": "index.js" }\n',
    'node_modules/lodash/index.js': "module.exports = { marker: 'LODASH_MARKER' };\n",
    'src/index.js': 'document.body.dataset.m = _.marker;\n',
  };
  const undefinedClass = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { bundlerChain: (chain, { bundler }) => { chain.plugin('webpack./ProvidePlugin').use(bundler.NormalModuleReplacementPlugin, [{ _: 'lodash' }]); } } };\n",
  });
  const failed = rsbuild(undefinedClass, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(
    failed.output,
    /error\s+Invalid plugin configuration: plugin\('webpack\.\/ProvidePlugin'\)\.use\(<Plugin>\) was not called to specify the plugin/,
  );
  const noUse = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { bundlerChain: (chain) => { chain.plugin('provide'); } } };\n",
  });
  assert.match(rsbuild(noUse, ['build']).output, /Invalid plugin configuration: plugin\('provide'\)\.use\(<Plugin>\) was not called/);
  const fixed = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { bundlerChain: (chain, { bundler }) => { chain.plugin('provide').use(bundler.ProvidePlugin, [{ _: 'lodash' }]); } } };\n",
  });
  const { errors, value } = await buildAndVisit(browser(), fixed, () => document.body.dataset.m);
  assert.deepEqual(errors, []);
  assert.equal(value, 'LODASH_MARKER');
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "__DEV__ is undefined": 0.5.9 does not define __DEV__, the build succeeds and the page throws ReferenceError: __DEV__ is not defined; __DEV__: process.env.NODE_ENV === \'development\' gives false in rsbuild build and true in rsbuild dev', async () => {
  const src = { 'src/index.js': 'document.body.dataset.dev = String(__DEV__);\n' };
  const bare = project({ ...src });
  const plain = await buildAndVisit(browser(), bare, () => document.body.dataset.dev);
  assert.deepEqual(plain.errors, ['Uncaught ReferenceError: __DEV__ is not defined']);
  const dir = project({
    ...src,
    'rsbuild.config.mjs': "export default { source: { define: { __DEV__: process.env.NODE_ENV === 'development' } } };\n",
  });
  const prod = await buildAndVisit(browser(), dir, () => document.body.dataset.dev);
  assert.deepEqual(prod, { errors: [], value: 'false' });
  const server = await devServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.body.dataset.dev), { errors: [], value: 'true' });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack

test('guide/basic/configure-rspack "NormalModuleReplacementPlugin with several arguments": rspack.NormalModuleReplacementPlugin is not a constructor in 0.5.9; source.alias with the absolute path of a file replaces every import of it; .use(Plugin, [a, b]) in tools.bundlerChain calls new Plugin(a, b)', () => {
  const files = {
    'src/env.js': "export default 'dev-env';\n",
    'src/env.prod.js': "export default 'prod-env';\n",
    'src/sub/a.js': "import env from '../env.js';\nexport default 'sub:' + env;\n",
    'src/index.js': "import env from './env';\nimport a from './sub/a.js';\nconsole.log(env, a);\n",
  };
  const missing = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { rspack, appendPlugins }) => { appendPlugins(new rspack.NormalModuleReplacementPlugin(/env\\.js$/, './env.prod.js')); } } };\n",
  });
  const failed = rsbuild(missing, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /TypeError: rspack\.NormalModuleReplacementPlugin is not a constructor/);

  const two = `class TwoArgs { constructor(a, b) { this.a = a; this.b = b; }
  apply(compiler) { compiler.hooks.thisCompilation.tap('TwoArgs', (compilation) => { compilation.hooks.processAssets.tap({ name: 'TwoArgs', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => { compilation.emitAsset('args.txt', new compiler.webpack.sources.RawSource(this.a + '|' + this.b)); }); }); } }\n`;
  const dir = project({
    ...files,
    'rsbuild.config.mjs': `import path from 'node:path';\n${two}export default {
  source: { alias: { [path.resolve('src/env.js')]: path.resolve('src/env.prod.js') } },
  tools: { bundlerChain: (chain) => { chain.plugin('two-args').use(TwoArgs, ['first', 'second']); } },
};\n`,
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('prod-env'));
  assert.ok(!js.includes('dev-env'));
  assert.equal(fs.readFileSync(path.join(dir, 'dist/args.txt'), 'utf8'), 'first|second');
});

test('guide/basic/configure-rspack "no build folder and no webpack configuration file: where to configure": a project with no configuration file builds; build/webpack.base.conf.js is not read (its alias does not apply); rsbuild inspect writes dist/rspack.config.web.mjs; rsbuild.config.mjs at the root with tools.rspack applies', () => {
  const files = {
    'src/lib/hello.js': "export default 'HELLO_LIB';\n",
    'src/index.js': "import hello from '@lib/hello.js';\nconsole.log(hello);\n",
    'build/webpack.base.conf.js':
      "const path = require('path');\nmodule.exports = { resolve: { alias: { '@lib': path.resolve(__dirname, '../src/lib') } } };\n",
  };
  const none = project({ 'src/index.js': "console.log('x');\n" });
  build(none);
  assert.ok(distFiles(none).includes('index.html'));
  const ignored = project(files);
  const failed = rsbuild(ignored, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve '@lib\/hello\.js'/);
  const inspect = rsbuild(ignored, ['inspect']);
  assert.equal(inspect.code, 0);
  assert.ok(fs.existsSync(path.join(ignored, 'dist/rspack.config.web.mjs')));
  fs.writeFileSync(
    path.join(ignored, 'rsbuild.config.mjs'),
    "import path from 'node:path';\nexport default { tools: { rspack: { resolve: { alias: { '@lib': path.resolve('src/lib') } } } } };\n",
  );
  build(ignored);
  assert.ok(distText(ignored, /^static\/js\/index\./).includes('HELLO_LIB'));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-eslint

test('plugins/list/plugin-eslint "a call of an undefined function still compiles": without ESLint the build succeeds and the page throws ReferenceError; with eslint-webpack-plugin as plugin-eslint 0.5.9 registers it and eslint:recommended, the build fails with \'notDefinedYet\' is not defined (no-undef)', async () => {
  const files = {
    '.eslintrc.json':
      '{ "root": true, "extends": "eslint:recommended", "parserOptions": { "ecmaVersion": 2022, "sourceType": "module" }, "env": { "browser": true } }\n',
    'src/index.js': "document.body.dataset.ok = 'yes';\nnotDefinedYet();\n",
  };
  const plain = project(files);
  const { errors } = await buildAndVisit(browser(), plain, () => document.body.dataset.ok);
  assert.deepEqual(errors, ['Uncaught ReferenceError: notDefinedYet is not defined']);
  const linted = project(
    {
      ...files,
      'rsbuild.config.mjs': `import path from 'node:path';
import ESLintPlugin from 'eslint-webpack-plugin';
// what @rsbuild/plugin-eslint 0.5.9 does (its src/index.ts)
const pluginEslint = () => ({ name: 'rsbuild:eslint', setup(api) { api.modifyBundlerChain((chain, { target, CHAIN_ID }) => {
  if (target !== api.context.targets[0]) return;
  chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude: ['node_modules', path.relative(api.context.rootPath, api.context.distPath)] }]);
}); } });
export default { plugins: [pluginEslint()] };\n`,
    },
    { 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' },
  );
  const failed = rsbuild(linted, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /'notDefinedYet' is not defined\s+no-undef/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template

test('guide/basic/html-template "after adding html-withimg-loader the <%= %> syntax of html-webpack-plugin no longer works": a loader rule for .html that exports the file as a string leaves <%= %> in dist/index.html as written; without it, the tag is rendered and an image of public/ is copied to dist and referenced by <%= assetPrefix %>', () => {
  const template =
    '<!doctype html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><img src="<%= assetPrefix %>/logo.png"><div id="root"></div></body></html>\n';
  const files = {
    'src/index.js': "console.log('x');\n",
    'static/index.html': template,
    'public/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'loaders/html-as-string.cjs': 'module.exports = function (source) { return `module.exports = ${JSON.stringify(source)};`; };\n',
  };
  const withLoader = project({
    ...files,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { html: { template: './static/index.html', title: 'Acme' }, tools: { rspack: { module: { rules: [{ test: /\\.html$/, use: [{ loader: path.resolve('loaders/html-as-string.cjs') }] }] } } } };\n",
  });
  build(withLoader);
  const raw = fs.readFileSync(path.join(withLoader, 'dist/index.html'), 'utf8');
  assert.ok(raw.includes('<%= htmlWebpackPlugin.options.title %>'));
  assert.ok(raw.includes('<%= assetPrefix %>/logo.png'));
  const without = project({
    ...files,
    'rsbuild.config.mjs': "export default { html: { template: './static/index.html', title: 'Acme' } };\n",
  });
  build(without);
  const html = fs.readFileSync(path.join(without, 'dist/index.html'), 'utf8');
  assert.match(html, /<title>Acme<\/title>/);
  assert.match(html, /<img src="\/logo.png">/);
  assert.ok(distFiles(without).includes('logo.png'));
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/core

test('api/javascript-api/core "build from a Node.js script of your own, like vue-cli-service build": loadConfig + createRsbuild + build() reads rsbuild.config, builds into its output folder in production mode', () => {
  const dir = project(
    {
      'src/index.js': 'console.log("mode:" + process.env.NODE_ENV);\n',
      'rsbuild.config.mjs': "export default { output: { distPath: { root: 'out' } } };\n",
      'scripts/build.mjs':
        "import { createRsbuild, loadConfig } from '@rsbuild/core';\nconst { content } = await loadConfig();\nconst rsbuild = await createRsbuild({ rsbuildConfig: content });\nawait rsbuild.build();\n",
    },
    CORE,
  );
  const run = node(dir, 'scripts/build.mjs');
  assert.equal(run.code, 0, run.output);
  assert.ok(distFiles(dir, 'out').includes('index.html'));
  assert.ok(distText(dir, /^static\/js\/index\./, 'out').includes('mode:production'));
});

test('api/javascript-api/core "get the whole project\'s Rspack (webpack) configuration from a program and build with it by hand": initConfigs() returns one configuration per target (mode, entry, output.path); createCompiler() gives an Rspack compiler whose run() writes the output', () => {
  const dir = project(
    {
      'src/index.js': "console.log('MANUAL_BUILD');\n",
      'scripts/manual.mjs': `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
const rsbuild = await createRsbuild({ rsbuildConfig: {} });
const [config] = await rsbuild.initConfigs();
console.log('CONFIG', config.mode, Object.keys(config.entry).join(','), config.output.path);
const compiler = await rsbuild.createCompiler();
compiler.run((err, stats) => { console.log('RUN', Boolean(err), stats.hasErrors()); compiler.close(() => {}); });
`,
    },
    CORE,
  );
  const run = node(dir, 'scripts/manual.mjs');
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, new RegExp(`CONFIG production index ${fs.realpathSync(dir).replace(/[/\\]/g, '.')}.dist`));
  assert.match(run.output, /RUN false false/);
  assert.ok(distText(dir, /^static\/js\/index\./).includes('MANUAL_BUILD'));
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance

test('api/javascript-api/instance "without the serve command, add middleware of your own to the dev server from a script": createDevServer() mounted in a node:http server answers the own route first and serves the page through middlewares', async () => {
  const dir = project(
    {
      'src/index.js': "document.body.dataset.ok = 'page';\n",
      'server.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { port: Number(process.env.PORT) } } });
const rsbuildServer = await rsbuild.createDevServer();
const server = http.createServer((req, res) => {
  if (req.url === '/api/time') { res.setHeader('Content-Type', 'application/json'); res.end('{"own":true}'); return; }
  rsbuildServer.middlewares(req, res);
});
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
server.listen(rsbuildServer.port, async () => {
  await rsbuildServer.afterListen();
  const api = await (await fetch('http://localhost:' + rsbuildServer.port + '/api/time')).text();
  const page = await (await fetch('http://localhost:' + rsbuildServer.port + '/')).text();
  console.log('API', api, 'PAGE', page.includes('<div id="root">'));
  await rsbuildServer.close();
  server.close();
  process.exit(0);
});
`,
    },
    CORE,
  );
  const { freePort } = await import('./topics-support');
  const run = node(dir, 'server.mjs', { PORT: String(await freePort()) });
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /API \{"own":true\} PAGE true/);
});
