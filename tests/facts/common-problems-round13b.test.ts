// Facts behind the thirteenth round's (b) "Common problems" items, as readers (most of them Chinese) describe the
// problem: old Android phones, a component imported from a sibling folder, a CSS background image with a CDN
// prefix, an image or a file that is not in public/, Rsbuild's font rule, a lazy route that still ends up in the
// one big script, a dependency's missing peer dependency and the letter case of a path. Each runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project).
//
// Facts run by earlier files, not again here:
// - config/source/include, guide/advanced/browser-compatibility: a dependency's ?. stays as written for a chrome 70
//   list while your own is compiled (round 8b); with ie 11 a package's arrow functions stay until source.include lists
//   it (rounds 7b, 11b); config/output/polyfill: with ie 11, usage puts es.object.assign into lib-polyfill.js (11b).
// - config/server/proxy: server.proxy acts in rsbuild dev and preview only, the build output holds no trace of it
//   (round 12b, server-proxy.test.ts).
// - guide/basic/static-assets: url('/machine/B.png') in CSS fails the build even with the file in public/ (round 8a),
//   a path written in a string (an <img src> built at run time) stays as written and 404s (round 8a), and a file in
//   public/ keeps its path below output.assetPrefix only when written with process.env.ASSET_PREFIX (rounds 9b, 11a).
// - guide/optimization/optimize-bundle: 0.5.9 writes no vendor or chunk-vendors file (round 11b).
//
// Claims that rest on something else than a run here:
// - Android's System WebView is Chromium and names its version in the User-Agent as Chrome/<version> (Android's
//   WebView documentation; the User-Agent format of Chromium).
// - "… does not match the corresponding path on disk" is the message of case-sensitive-paths-webpack-plugin, which
//   Create React App and Vue CLI add to webpack; neither @rsbuild/core 0.5.9 nor its Rspack binding (0.5.9) contains
//   that text (searched in their published files), and a case-insensitive disk (Windows, macOS) cannot be run here.
// - Vue CLI's chunk-vendors.js is its splitChunks cache group of node_modules code (Vue CLI's webpack configuration).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ask, build, devServer, distFiles, distText, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist, guide/advanced/browser-compatibility

test('guide/advanced/browserslist "which Android versions are supported, some Android phones show a white screen": chrome >= 61 downgrades ?. and private fields and keeps arrow functions; android >= 4.4 downgrades the whole output to ES5', () => {
  const code = 'const f = (o) => o?.a;\nclass A { #x = 1; get x() { return this.#x; } }\nconsole.log(f, A);\n';
  const out = (list: string): string => {
    const dir = project({
      '.browserslistrc': `${list}\n`,
      'src/index.js': code,
      'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
    });
    build(dir);
    return distText(dir, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  };
  const chrome61 = out('chrome >= 61');
  assert.doesNotMatch(chrome61, /\?\.a|#x/);
  assert.match(chrome61, /\(o\)=>/);
  const android44 = out('android >= 4.4');
  assert.doesNotMatch(android44, /\?\.a|#x|=>|\bclass\s/);
  const defaults = out('chrome >= 87\nedge >= 88\nfirefox >= 78\nsafari >= 14');
  assert.match(defaults, /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "Module parse failed: Unexpected token when importing a component from a sibling folder": a .js file with JSX outside the project root fails with File: ../shared/Hello.js, Module parse failed:, JavaScript parsing error; a .jsx file there is compiled; include: [path.resolve(__dirname, \'../shared\')] compiles the .js', () => {
  const files = {
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js':
      "import { Hello } from '../../shared/Hello.js';\nimport { Hi } from '../../shared/Hi.jsx';\nconsole.log(Hello, Hi);\n",
    'shared/Hello.js': 'export const Hello = () => <b>hello</b>;\n',
    'shared/Hi.jsx': 'export const Hi = () => <i>hi</i>;\n',
  };
  const plain = path.join(project(files), 'app');
  const run = rsbuild(plain, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\.\/shared\/Hello\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error/);
  assert.doesNotMatch(run.output, /Hi\.jsx/);

  const included = path.join(
    project({
      ...files,
      'app/rsbuild.config.ts':
        "import path from 'node:path';\nexport default { source: { include: [path.resolve(__dirname, '../shared')] } };\n",
    }),
    'app',
  );
  build(included);
  const js = distText(included, /\.js$/);
  assert.match(js, /createElement\("b"/);
  assert.match(js, /createElement\("i"/);
});
