// Facts behind statements fixed in review 79 (slice j), run with @rsbuild/core 0.5.9 (its CLI and its JavaScript API, in
// throw-away projects):
// - config/plugins, "looks like a Webpack or Rspack plugin": the message names the class of the plugin object
//   (`plugin.constructor.name`, core/src/pluginManager.ts), not the name it was imported under. copy-webpack-plugin's
//   class is `CopyPlugin` (dist/index.js of copy-webpack-plugin 12.0.2: `class CopyPlugin`, `module.exports = CopyPlugin`),
//   so `new CopyWebpackPlugin({ patterns })` in plugins stops the build with "CopyPlugin looks like …"; without options
//   its constructor throws its own "options.patterns should be a non-empty array" before Rsbuild sees it. The package is
//   not installed here: a class of that name, imported as CopyWebpackPlugin, stands for it.
// - config/plugins, "plugins dependencies has loop": the list is every plugin left with an unmet pre/post edge once the
//   sortable ones are taken (pluginDagSort), so a plugin that must come after a plugin of the loop is named too, while a
//   plugin the loop waits for is not.
// - config/output/legal-comments, "inline": 'inline' sets the SWC minimizer's format.comments to 'some'
//   (shared/src/minimize.ts); the minimizer of Rspack 0.5.9 then keeps the comments that start with ! or contain
//   @license, and drops a @preserve comment, which 'linked' (extractComments: true) moves to the .LICENSE.txt file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, distText, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('config/plugins "new CopyWebpackPlugin({ patterns }) fails with CopyPlugin looks like a Webpack or Rspack plugin": the message names the class, not the import name', () => {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'config/plugins');
    assert.ok(text.includes('`plugins: [new CopyWebpackPlugin({ patterns })]`'), `${lang}: the example passes patterns`);
    assert.ok(text.includes('``CopyPlugin looks like a Webpack or Rspack plugin, please use `tools.rspack` to register it:``'), lang);
    assert.ok(!text.includes('CopyWebpackPlugin looks like'), `${lang}: the import name is not quoted as the message`);
  }
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'copy-plugin.mjs': 'export default class CopyPlugin {\n  constructor(options) {\n    this.options = options;\n  }\n  apply() {}\n}\n',
    'rsbuild.config.mjs':
      "import CopyWebpackPlugin from './copy-plugin.mjs';\nexport default { plugins: [new CopyWebpackPlugin({ patterns: [{ from: 'src' }] })] };\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0, run.output);
  assert.match(
    run.output,
    /Failed to build\.\nerror {3}CopyPlugin looks like a Webpack or Rspack plugin, please use `tools\.rspack` to register it:/,
  );
  assert.match(run.output, /plugins: \[new CopyPlugin\(\)\]/);
  assert.doesNotMatch(run.output, /CopyWebpackPlugin/);
});

test('config/plugins "plugins dependencies has loop: the list names the plugins of the loop and any plugin that must come after one of them"', () => {
  assert.ok(
    page('en', 'config/plugins').includes('The list names the plugins of the loop and any plugin that must come after one of them.'),
  );
  assert.ok(page('zh', 'config/plugins').includes('列出的是环上的插件，以及必须排在其中某个插件之后的插件。'));
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': [
      'const plugin = (name, extra) => ({ name, setup() {}, ...extra });',
      'export default {',
      '  plugins: [',
      "    plugin('my-app:a', { pre: ['my-app:b'] }),",
      "    plugin('my-app:b', { pre: ['my-app:a'] }),",
      "    plugin('my-app:after', { pre: ['my-app:a'] }),",
      "    plugin('my-app:before', { post: ['my-app:b'] }),",
      "    plugin('my-app:alone'),",
      '  ],',
      '};',
      '',
    ].join('\n'),
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0, run.output);
  const names = run.output.match(/plugins dependencies has loop: (\S+)/)?.[1].split(',');
  assert.deepEqual(names?.sort(), ['my-app:a', 'my-app:after', 'my-app:b'], run.output);
});

test('config/output/legal-comments "inline keeps only the comments that start with //! or /*! or contain @license: a @preserve comment, which linked moves to the .LICENSE.txt file, is removed"', () => {
  assert.ok(
    page('en', 'config/output/legal-comments').includes(
      "In 0.5.9 this keeps only the comments that start with `//!` or `/*!` or contain `@license`: a `@preserve` comment, which `'linked'` moves to the `.LICENSE.txt` file, is removed.",
    ),
  );
  assert.ok(page('zh', 'config/output/legal-comments').includes('包含 `@preserve` 的注释会被删除'));
  const source = [
    '/*! BANG_MARK */',
    "console.log('a');",
    '//! LINE_MARK',
    "console.log('b');",
    '/** @license LICENSE_MARK */',
    "console.log('c');",
    '/* @preserve PRESERVE_MARK */',
    "console.log('d');",
    '/* PLAIN_MARK */',
    "console.log('e');",
    '',
  ].join('\n');
  const marks = (text: string): string[] => ['BANG', 'LINE', 'LICENSE', 'PRESERVE', 'PLAIN'].filter((m) => text.includes(`${m}_MARK`));
  const built = (legalComments: string) => {
    const dir = project({
      'src/index.js': source,
      'rsbuild.config.mjs': `export default { output: { legalComments: '${legalComments}' } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return { js: distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), license: distText(dir, /\.LICENSE\.txt$/), files: distFiles(dir) };
  };
  const inline = built('inline');
  assert.deepEqual(marks(inline.js), ['BANG', 'LINE', 'LICENSE']);
  assert.ok(!inline.files.some((f) => f.endsWith('.LICENSE.txt')), inline.files.join(', '));
  const linked = built('linked');
  assert.deepEqual(marks(linked.license), ['BANG', 'LINE', 'LICENSE', 'PRESERVE']);
  assert.deepEqual(marks(linked.js), []);
});
