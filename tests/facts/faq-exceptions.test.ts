// Facts behind the build-error answers of /guide/faq/exceptions, of the sections moved from it to
// /guide/optimization/optimize-bundle (tree shaking), /config/output/polyfill (core-js/modules),
// /config/tools/less (division), /config/tools/rspack (ignoreWarnings) and /config/tools/postcss (a plugin
// that is not one: "is not a PostCSS plugin", "Invalid PostCSS Plugin found at"), and the library answer of
// /guide/faq/general, each run on @rsbuild/core 0.5.9; the plugin-API error of the ERESOLVE section too.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { build, count, distFiles, distText, project, rsbuild } from './topics-support';

/** A PostCSS plugin compiled from ESM to CommonJS: the plugin sits on `exports.default`. */
const ESM_PLUGIN = {
  'node_modules/my-postcss-plugin/package.json': '{ "name": "my-postcss-plugin", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/my-postcss-plugin/index.js': [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    "exports.default = () => ({ postcssPlugin: 'my-postcss-plugin', Declaration(decl) { if (decl.value === 'red') decl.value = 'blue'; } });",
    'exports.default.postcss = true;',
    '',
  ].join('\n'),
  'src/index.js': "import './index.css';\n",
  'src/index.css': '.title { color: red; }\n',
};

test('a plugin module object in the PostCSS plugins fails with "[object Object] is not a PostCSS plugin"; its .default works', () => {
  const broken = project({ ...ESM_PLUGIN, 'postcss.config.cjs': "module.exports = { plugins: [require('my-postcss-plugin')] };\n" });
  const run = rsbuild(broken, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Error: \[object Object\] is not a PostCSS plugin/);
  assert.match(run.output, /File: \.\/src\/index\.css/);

  const objectForm = project({ ...ESM_PLUGIN, 'postcss.config.cjs': "module.exports = { plugins: { 'my-postcss-plugin': {} } };\n" });
  assert.match(rsbuild(objectForm, ['build']).output, /\[object Object\] is not a PostCSS plugin/);

  const byName = project({ ...ESM_PLUGIN, 'postcss.config.cjs': "module.exports = { plugins: ['my-postcss-plugin'] };\n" });
  const nameRun = rsbuild(byName, ['build']);
  assert.equal(nameRun.code, 1);
  assert.match(nameRun.output, /TypeError: Invalid PostCSS Plugin found at: plugins\[0\]/);

  const fixed = project({ ...ESM_PLUGIN, 'postcss.config.cjs': "module.exports = { plugins: [require('my-postcss-plugin').default] };\n" });
  build(fixed);
  assert.match(distText(fixed, /\.css$/), /color:\s*blue/);
});

test('an import of a name the module does not export: no "was not found" message, the value is undefined', () => {
  const dir = project({
    'src/index.ts':
      "import { missing, present } from './lib';\nimport type { Shape } from './types';\nexport type { Shape };\n(globalThis as any).result = [typeof missing, present];\n",
    'src/lib.ts': "export const present = 'here';\nexport { Shape } from './types';\n",
    'src/types.ts': 'export interface Shape { size: number }\n',
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /was not found|warn/i);
  const sandbox: Record<string, unknown> = {};
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(distText(dir, /^static\/js\/.*\.js$/), sandbox);
  assert.deepEqual([...(sandbox.result as string[])], ['undefined', 'here']);
});

test('tree shaking: production removes unused ES exports, not CommonJS ones; side effects stay without "sideEffects": false; development removes nothing', () => {
  const dir = project({
    'src/index.js': [
      "import { used as a } from 'cjs-lib';",
      "import { used as b } from 'esm-pure';",
      "import { used as c } from 'esm-plain';",
      "import { usedLocal } from './local';",
      'console.log(a(), b(), c(), usedLocal());',
      '',
    ].join('\n'),
    'src/local.js': "export const usedLocal = () => 'LOCAL_USED';\nexport const unusedLocal = () => 'LOCAL_UNUSED';\n",
    'node_modules/cjs-lib/package.json': '{ "name": "cjs-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/cjs-lib/index.js': "exports.used = () => 'CJS_USED';\nexports.unused = () => 'CJS_UNUSED';\n",
    'node_modules/esm-pure/package.json':
      '{ "name": "esm-pure", "version": "1.0.0", "module": "index.js", "main": "index.js", "sideEffects": false }\n',
    'node_modules/esm-pure/index.js': "export { used } from './used.js';\nexport { unused } from './unused.js';\n",
    'node_modules/esm-pure/used.js': "export const used = () => 'PURE_USED';\n",
    'node_modules/esm-pure/unused.js': "console.log('PURE_SIDE_EFFECT');\nexport const unused = () => 'PURE_UNUSED';\n",
    'node_modules/esm-plain/package.json': '{ "name": "esm-plain", "version": "1.0.0", "module": "index.js", "main": "index.js" }\n',
    'node_modules/esm-plain/index.js': "export { used } from './used.js';\nexport { unused } from './unused.js';\n",
    'node_modules/esm-plain/used.js': "export const used = () => 'PLAIN_USED';\n",
    'node_modules/esm-plain/unused.js': "console.log('PLAIN_SIDE_EFFECT');\nexport const unused = () => 'PLAIN_UNUSED';\n",
  });
  build(dir);
  const prod = distText(dir, /\.js$/);
  for (const kept of ['LOCAL_USED', 'CJS_USED', 'CJS_UNUSED', 'PURE_USED', 'PLAIN_USED', 'PLAIN_SIDE_EFFECT'])
    assert.equal(count(prod, kept), 1, `${kept} is in the production bundle`);
  for (const dropped of ['LOCAL_UNUSED', 'PURE_UNUSED', 'PURE_SIDE_EFFECT', 'PLAIN_UNUSED'])
    assert.equal(count(prod, dropped), 0, `${dropped} is shaken out`);

  build(dir, { NODE_ENV: 'development' });
  const dev = distText(dir, /\.js$/);
  for (const kept of ['LOCAL_UNUSED', 'CJS_UNUSED', 'PURE_UNUSED', 'PURE_SIDE_EFFECT', 'PLAIN_UNUSED'])
    assert.ok(dev.includes(kept), `${kept} stays in a development build`);
});

test('JavaScript heap out of memory: the message of a too small heap, after the report that starts with <--- Last few GCs --->, and NODE_OPTIONS raises the limit', () => {
  const dir = project({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '$w: 10px;\n.a { width: $w * 2; }\n' });
  const small = rsbuild(dir, ['build'], { NODE_OPTIONS: '--max-old-space-size=24' });
  assert.notEqual(small.code, 0);
  assert.match(
    small.output,
    /<--- Last few GCs --->[\s\S]*<--- JS stacktrace --->[\s\S]*FATAL ERROR: (Reached heap limit|Ineffective mark-compacts near heap limit) Allocation failed - JavaScript heap out of memory/,
  );
  const raised = rsbuild(dir, ['build'], { NODE_OPTIONS: '--max-old-space-size=4096' });
  assert.equal(raised.code, 0, raised.output);
});

const OLD_LIB = {
  'package.json': '{ "name": "fact", "private": true, "browserslist": ["chrome 60"] }\n',
  'src/index.js': "import oldLib from 'old-lib';\nconsole.log([1, 2].at(-1), oldLib);\n",
  'node_modules/old-lib/package.json': '{ "name": "old-lib", "version": "1.0.0", "main": "index.js" }\n',
  // Compiled by Babel against core-js 2, whose module names (es6.*) core-js 3 no longer has.
  'node_modules/old-lib/index.js': "require('core-js/modules/es6.promise');\nmodule.exports = 'old';\n",
};

test("Can't resolve 'core-js/modules/…': a dependency built for another core-js; installing that core-js fixes it", () => {
  const broken = project(OLD_LIB);
  const run = rsbuild(broken, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Resolve error: Can't resolve 'core-js\/modules\/es6\.promise' in '.*node_modules\/old-lib'/);

  // Rsbuild's own polyfills (core-js 3, for `.at()`) need nothing installed: they still build.
  const fixed = project({
    ...OLD_LIB,
    'node_modules/core-js/package.json': '{ "name": "core-js", "version": "2.6.12" }\n',
    'node_modules/core-js/modules/es6.promise.js': "module.exports = 'CORE_JS_2_PROMISE';\n",
  });
  build(fixed);
  const js = distText(fixed, /\.js$/);
  assert.ok(js.includes('CORE_JS_2_PROMISE'));
  assert.ok(
    distFiles(fixed).some((f) => /^static\/js\/lib-polyfill\.\w+\.js$/.test(f)),
    'core-js 3 polyfills are still injected',
  );
});

test('Less: division outside parentheses is left as it is; lessOptions.math "always" divides', () => {
  const files = {
    'src/index.js': "import './a.less';\n",
    'src/a.less': '@w: 100px;\n.a { width: @w / 2; }\n.b { width: (@w / 2); }\n.c { width: @w ./ 2; }\n',
  };
  const plain = project(files);
  build(plain);
  const css = distText(plain, /\.css$/);
  assert.match(css, /\.a\{width:100px\/2\}/);
  assert.match(css, /\.b,\.c\{width:50px\}/);

  // Inline JavaScript needs javascriptEnabled, which Rsbuild sets: it stays on next to the user's option.
  const always = project({
    ...files,
    'src/a.less': `${files['src/a.less']}@v: \`"js".toUpperCase()\`;\n.d { content: "@{v}"; }\n`,
    'rsbuild.config.mjs': "export default { tools: { less: { lessOptions: { math: 'always' } } } };\n",
  });
  build(always);
  const alwaysCss = distText(always, /\.css$/);
  assert.match(alwaysCss, /\.a,\.b,\.c\{width:50px\}/);
  assert.match(alwaysCss, /\.d\{content:"JS"\}/);
});

const SASS_WARNING = {
  'src/index.js': "import './a.scss';\n",
  'src/a.scss': '$w: 100px;\n.a { width: $w / 2; }\n',
};

test('ignoreWarnings: a regular expression or a function hides a warning; the object form breaks the 0.5.9 build', () => {
  const plain = project(SASS_WARNING);
  const warned = build(plain);
  assert.match(warned.output, /warn\s+Compile Warning:/);
  assert.match(warned.output, /Using \/ for division outside of calc\(\) is deprecated/);

  const byRegExp = project({
    ...SASS_WARNING,
    'rsbuild.config.mjs': 'export default { tools: { rspack: { ignoreWarnings: [/Using \\/ for division/] } } };\n',
  });
  assert.doesNotMatch(build(byRegExp).output, /Compile Warning|division/);

  const byFunction = project({
    ...SASS_WARNING,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: { ignoreWarnings: [(warning) => warning.message.includes('sass-lang.com/d/slash-div')] } } };\n",
  });
  assert.doesNotMatch(build(byFunction).output, /Compile Warning|division/);

  const byObject = project({
    ...SASS_WARNING,
    'rsbuild.config.mjs': 'export default { tools: { rspack: { ignoreWarnings: [{ message: /division/ }] } } };\n',
  });
  const broken = rsbuild(byObject, ['build']);
  assert.match(broken.output, /error\s+Failed to build\./);
  assert.match(broken.output, /TypeError: Cannot read properties of null \(reading 'errorsCount'\)/);
});

test('a library entry: the exports of the entry are not exposed, and an HTML page is generated', () => {
  const dir = project({ 'src/index.js': "export function add(a, b) { return a + b; }\nexport const version = '1.0.0';\n" });
  build(dir);
  assert.ok(distFiles(dir).includes('index.html'));
  const module = { exports: {} as Record<string, unknown> };
  const sandbox: Record<string, unknown> = { module, exports: module.exports };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(distText(dir, /^static\/js\/.*\.js$/), sandbox);
  assert.deepEqual(Object.keys(module.exports), []);
  assert.equal(sandbox.add, undefined);
  // The output is one file of code for the page, named with a hash, not a package entry point.
  assert.ok(distFiles(dir).some((f) => /^static\/js\/index\.\w{8}\.js$/.test(f)));
  assert.ok(!fs.existsSync(path.join(dir, 'dist/index.d.ts')));
});

test('a plugin written for a later Rsbuild line fails as Rsbuild loads it: "TypeError: api.modifyEnvironmentConfig is not a function"', () => {
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs':
      "export default { plugins: [{ name: 'plugin-for-a-later-line', setup(api) { api.modifyEnvironmentConfig((config) => config); } }] };\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.match(
    run.output,
    /error {3}Failed to build\.\nerror {3}TypeError: api\.modifyEnvironmentConfig is not a function\n\s+at Object\.setup/,
  );
  assert.equal(distFiles(dir).length, 0, 'nothing is compiled');
});
