// Facts behind the tenth round's (b) "Common problems" items, as readers describe the problem: the tab icon of a
// project moved from Vue CLI (its `public/index.html` links `<%= BASE_URL %>favicon.ico`) and which option is the
// tab icon and which the home-screen icon, a build that is suddenly not minified because `NODE_ENV=development` is
// set in the environment, one shared library or polyfill for every page of a multi-page app, and `tools.webpack`
// that does nothing when Rsbuild bundles with Rspack, and a white screen on some phones from a dependency's
// optional chaining that the SWC loader leaves alone. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { build, distFiles, distText, project, rsbuild, PNG } from './topics-support';

/** The `public/index.html` of a Vue CLI project, as `vue create` writes it (trimmed). */
const VUE_CLI_TEMPLATE = [
  '<!DOCTYPE html>',
  '<html lang="">',
  '  <head>',
  '    <meta charset="utf-8">',
  '    <link rel="icon" href="<%= BASE_URL %>favicon.ico">',
  '    <title>app</title>',
  '  </head>',
  '  <body><div id="app"></div></body>',
  '</html>',
  '',
].join('\n');

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon

test('config/html/favicon "changing the tab icon of a project moved from Vue CLI": its template\'s <%= BASE_URL %>favicon.ico fails the build with ReferenceError: BASE_URL is not defined; without that line, html.favicon links the tab icon (rel="icon") and html.appIcon adds a separate rel="apple-touch-icon"', () => {
  const vueCli = project({
    'src/index.js': "document.body.append('app');\n",
    'public/index.html': VUE_CLI_TEMPLATE,
    'public/favicon.ico': PNG,
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  });
  const failed = rsbuild(vueCli, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /ReferenceError: BASE_URL is not defined/);

  const fixed = project({
    'src/index.js': "document.body.append('app');\n",
    'public/index.html': VUE_CLI_TEMPLATE.replace(/ *<link rel="icon"[^\n]*\n/, ''),
    'public/favicon.ico': PNG,
    'src/assets/logo.png': PNG,
    'rsbuild.config.mjs':
      "export default { html: { template: './public/index.html', favicon: './public/favicon.ico', appIcon: './src/assets/logo.png' } };\n",
  });
  build(fixed);
  const html = distText(fixed, /^index\.html$/);
  assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
  assert.match(html, /<link rel="apple-touch-icon" sizes="180\*180" href="\/static\/image\/logo\.png">/);
  assert.ok(distFiles(fixed).includes('favicon.ico'));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "the build is suddenly not minified any more": with NODE_ENV=development in the environment, rsbuild build makes a development build (readable index.js without a hash, a .map file) under the heading "Production file sizes:"; without NODE_ENV, or with NODE_ENV=production, it is minified and hashed', () => {
  const files = {
    'src/index.js':
      '// a comment that minification removes\nconst greeting = (name) => `hello ${name}`;\ndocument.body.append(greeting("app"));\n',
  };
  const dev = project(files);
  const run = build(dev, { NODE_ENV: 'development' });
  assert.match(run.output, /Production file sizes:/);
  const devFiles = distFiles(dev);
  assert.ok(devFiles.includes('static/js/index.js'), devFiles.join(', '));
  assert.ok(devFiles.includes('static/js/index.js.map'));
  assert.match(distText(dev, /^static\/js\/index\.js$/), /a comment that minification removes/);

  for (const env of [{}, { NODE_ENV: 'production' }]) {
    const prod = project(files);
    build(prod, env);
    const js = distFiles(prod).filter((f) => f.startsWith('static/js/'));
    assert.equal(js.length, 1, js.join(', '));
    assert.match(js[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const text = fs.readFileSync(path.join(prod, 'dist', js[0]), 'utf8');
    assert.doesNotMatch(text, /a comment that minification removes/);
    assert.ok(!text.includes('\n  '), 'no indented lines');
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/pre-entry

test('config/source/pre-entry "a multi-page app where every page needs the same library or polyfill": one preEntry module runs first in each page\'s bundle, and each page\'s HTML loads it', () => {
  const dir = project({
    'src/shared.js': 'window.SHARED_READY = "shared-marker";\n',
    'src/home.js': 'document.body.append(window.SHARED_READY + " home-marker");\n',
    'src/admin.js': 'document.body.append(window.SHARED_READY + " admin-marker");\n',
    'rsbuild.config.mjs':
      "export default { source: { preEntry: './src/shared.js', entry: { home: './src/home.js', admin: './src/admin.js' } }, output: { minify: false } };\n",
  });
  build(dir);
  for (const page of ['home', 'admin']) {
    const js = distText(dir, new RegExp(`^static/js/${page}\\.[0-9a-f]{8}\\.js$`));
    // run the page's bundle with a stand-in document: what it appends shows what ran first
    const appended: string[] = [];
    const window: Record<string, unknown> = {};
    window.document = { body: { append: (text: string) => appended.push(text) } };
    window.self = window;
    vm.runInNewContext(js, { window, self: window, document: window.document, globalThis: window });
    assert.deepEqual(appended, [`shared-marker ${page}-marker`]);
    assert.match(distText(dir, new RegExp(`^${page}\\.html$`)), new RegExp(`/static/js/${page}\\.[0-9a-f]{8}\\.js`));
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack

test('config/tools/rspack "tools.webpack has no effect, a webpack plugin added there does nothing": with the default Rspack bundler, 0.5.9 never calls tools.webpack and prints no warning; tools.bundlerChain and tools.rspack are called', () => {
  const dir = project({
    'src/index.js': "document.body.append('app');\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default {',
      '  tools: {',
      "    webpack: (config) => { fs.writeFileSync('called-webpack', ''); return config; },",
      "    rspack: (config) => { fs.writeFileSync('called-rspack', ''); return config; },",
      "    bundlerChain: () => { fs.writeFileSync('called-bundler-chain', ''); },",
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const run = build(dir);
  assert.ok(!fs.existsSync(path.join(dir, 'called-webpack')), 'tools.webpack is not called');
  assert.ok(fs.existsSync(path.join(dir, 'called-rspack')));
  assert.ok(fs.existsSync(path.join(dir, 'called-bundler-chain')));
  assert.doesNotMatch(run.output, /warn|webpack/i);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "white screen on some phones: optional chaining (?.) of a dependency is not compiled, swc-loader": the js rule runs builtin:swc-loader on the project\'s files outside node_modules only, so a package\'s ?. stays with a browserslist of Chrome 61 while our own is compiled; the package in source.include is compiled', () => {
  const files = {
    'src/index.js':
      "import { pick } from 'some-lib';\nconst own = (o) => o?.ownMarker;\ndocument.body.append(String(own(window)) + pick(window));\n",
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/some-lib/index.js': 'export const pick = (o) => o?.libMarker;\n',
    '.browserslistrc': 'chrome >= 61\n',
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  rsbuild(plain, ['inspect']);
  const inspected = fs.readFileSync(path.join(plain, 'dist/rspack.config.web.mjs'), 'utf8');
  const jsRule = inspected.slice(
    inspected.indexOf("/* config.module.rule('js') */"),
    inspected.indexOf("/* config.module.rule('js-data-uri') */"),
  );
  assert.match(jsRule, /not: \/\[\\\\\/\]node_modules\[\\\\\/\]\//);
  assert.match(jsRule, /loader: 'builtin:swc-loader'/);
  build(plain);
  const js = distText(plain, /^static\/js\/.*\.js$/);
  assert.match(js, /\?\.libMarker/, "the package's ?. is kept");
  assert.doesNotMatch(js, /\?\.ownMarker/, 'our own ?. is compiled');

  const included = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { source: { include: [/[\\\\/]node_modules[\\\\/]some-lib[\\\\/]/] }, output: { minify: false } };\n',
  });
  build(included);
  const compiled = distText(included, /^static\/js\/.*\.js$/);
  assert.match(compiled, /libMarker/);
  assert.doesNotMatch(compiled, /\?\./);
});
