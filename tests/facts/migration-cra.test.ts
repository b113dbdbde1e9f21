// Facts behind /guide/migration/cra: compiling node_modules, imports of other file types, and the
// polyfills that replace react-app-polyfill, run on @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, project, rsbuild } from './topics-support';

const MODERN_DEPENDENCY = {
  'package.json': '{ "name": "fact", "private": true, "browserslist": ["chrome 70"] }\n',
  'src/index.js': "import { pick } from 'modern-lib';\nconsole.log(pick({ a: { b: 1 } }));\n",
  'node_modules/modern-lib/package.json': '{ "name": "modern-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/modern-lib/index.js': 'export const pick = (value) => value?.a?.b ?? 0;\n',
};

test('JavaScript in node_modules is not compiled for the browserslist until source.include names it', () => {
  const plain = project(MODERN_DEPENDENCY);
  build(plain);
  assert.match(distText(plain, /\.js$/), /\?\./, 'optional chaining reaches Chrome 70 unchanged');

  const included = project({
    ...MODERN_DEPENDENCY,
    'rsbuild.config.mjs': 'export default { source: { include: [/[\\\\/]node_modules[\\\\/]modern-lib[\\\\/]/] } };\n',
  });
  build(included);
  const js = distText(included, /\.js$/);
  assert.doesNotMatch(js, /\?\.|\?\?/);
});

const PDF = {
  'src/index.js': 'import manual from \'./manual.pdf\';\ndocument.body.innerHTML = `<a href="${manual}">manual</a>`;\n',
  'src/manual.pdf': Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from('\n1 0 obj << /Type /Catalog >> endobj\n'),
  ]),
};

test('an import of a file type Rsbuild has no rule for fails to parse; an asset/resource rule gives its URL', () => {
  const plain = project(PDF);
  const run = rsbuild(plain, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /File: \.\/src\/manual\.pdf/);
  assert.match(run.output, /Module parse failed:/);
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);

  const withRule = project({
    ...PDF,
    'rsbuild.config.mjs': [
      'export default {',
      '  tools: {',
      '    rspack: (config, { addRules }) => {',
      "      addRules([{ test: /\\.pdf$/, type: 'asset/resource', generator: { filename: 'static/files/[name].[contenthash:8][ext]' } }]);",
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  build(withRule);
  const pdf = distFiles(withRule).find((f) => f.endsWith('.pdf'));
  assert.match(pdf ?? '', /^static\/files\/manual\.[0-9a-f]{8}\.pdf$/);
  assert.ok(distText(withRule, /\.js$/).includes(`"${pdf}"`), 'the script refers to the emitted file');

  const noRule = project({
    ...PDF,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.pdf$/, type: 'asset/resource' }]); } } };\n",
  });
  build(noRule);
  assert.ok(
    distFiles(noRule).some((f) => /^[0-9a-f]{16,}\.pdf$/.test(f)),
    'without a file name, Rspack puts the file at the root of dist/',
  );
});

test('the default polyfills follow the browserslist (core-js 3, by usage) and include no fetch', () => {
  const dir = project({
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'src/index.js':
      "const merged = Object.assign({}, { a: 1 });\nfetch('/api').then(() => console.log(merged, Array.from(new Set([1]))));\n",
  });
  build(dir, { NODE_ENV: 'development' });
  const js = distText(dir, /\.js$/);
  for (const module of ['es.object.assign.js', 'es.array.from.js', 'es.set.js', 'es.promise.js'])
    assert.ok(js.includes(`core-js/modules/${module}`), `${module} is injected`);
  assert.doesNotMatch(js, /whatwg-fetch|modules\/[\w.]*fetch/);
});
