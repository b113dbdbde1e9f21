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
// - api/javascript-api/types, the normalized types: of the options that get a default (core/src/provider/config.ts,
//   createDefaultConfig and withDefaultConfig), NormalizedConfig types all as required except source.entry,
//   source.tsconfigPath, output.charset, output.legalComments, performance.profile, performance.removeConsole and
//   performance.removeMomentLocale (the normalized section types extend the optional ones and list only the others
//   again), although getNormalizedConfig() returns them filled in.
// - api/javascript-api/types, the fields inside the options: getNormalizedConfig() fills in output.distPath.root, but
//   output.filename stays {} (its default in createDefaultConfig); the mode-dependent names ('[name].js',
//   '[name].[contenthash:8].js') are set on the Rspack configuration by the output plugin (getFilename).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { distFiles, distText, page, probe, project, rsbuild } from './topics-support';

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

test('api/javascript-api/types "the options that have a default are required there, except seven that stay optional (source.entry, source.tsconfigPath, output.charset, output.legalComments, performance.profile, performance.removeConsole and performance.removeMomentLocale)"', async () => {
  assert.ok(
    page('en', 'api/javascript-api/types').includes(
      'the options that have a default are required there, except seven that stay optional (`source.entry`, `source.tsconfigPath`, `output.charset`, `output.legalComments`, `performance.profile`, `performance.removeConsole` and `performance.removeMomentLocale`)',
    ),
  );
  assert.ok(
    page('zh', 'api/javascript-api/types').includes(
      '只有七个仍是可选类型（`source.entry`、`source.tsconfigPath`、`output.charset`、`output.legalComments`、`performance.profile`、`performance.removeConsole` 和 `performance.removeMomentLocale`）',
    ),
  );
  // The options that get a default: those set in the normalized configuration of an empty rsbuildConfig, in a project
  // with the src/index.js and tsconfig.json that source.entry and source.tsconfigPath default to.
  const { result, output } = await probe(
    { 'src/index.js': "console.log('x');\n", 'tsconfig.json': '{}\n' },
    [
      "import { createRsbuild } from '@rsbuild/core';",
      'const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {} });',
      'await rsbuild.initConfigs();',
      'const normalized = rsbuild.getNormalizedConfig();',
      'const sections = ["dev", "server", "source", "html", "security", "tools", "performance", "output"];',
      'report(Object.fromEntries(sections.map((s) => [s, Object.fromEntries(Object.entries(normalized[s]).filter(([, v]) => v !== undefined && typeof v !== "function"))])));',
    ].join('\n'),
  );
  const defaults = result as Record<string, Record<string, unknown>>;
  assert.ok(defaults, output);
  // …getNormalizedConfig() fills in the seven options the page names.
  assert.ok(String(defaults.source.tsconfigPath).endsWith('tsconfig.json'), output);
  assert.ok(String((defaults.source.entry as Record<string, string>).index).endsWith('index.js'), output);
  assert.deepEqual(
    [
      defaults.output.charset,
      defaults.output.legalComments,
      defaults.performance.profile,
      defaults.performance.removeConsole,
      defaults.performance.removeMomentLocale,
    ],
    ['ascii', 'linked', false, false, false],
  );
  const keys = Object.entries(defaults).flatMap(([section, values]) => Object.keys(values).map((name) => `${section}.${name}`));
  assert.ok(keys.length > 40, keys.join(', '));
  // One line per option: assigning an optional option to `{} | null` is an error under strict.
  const lines = [
    "import type { NormalizedConfig } from '@rsbuild/core';",
    'declare const n: NormalizedConfig;',
    ...keys.map((key, i) => `export const v${i}: {} | null = n.${key};`),
  ];
  const dir = project({ 'src/check.ts': `${lines.join('\n')}\n` }, { '@rsbuild/core': 'rsbuild-0.5' });
  const ts = (await import('typescript')).default;
  const program = ts.createProgram([path.join(dir, 'src/check.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const optional = ts
    .getPreEmitDiagnostics(program)
    .map((d) => {
      assert.equal(d.code, 2322, ts.flattenDiagnosticMessageText(d.messageText, ' '));
      return keys[d.file!.getLineAndCharacterOfPosition(d.start!).line - 2];
    })
    .sort();
  assert.deepEqual(optional, [
    'output.charset',
    'output.legalComments',
    'performance.profile',
    'performance.removeConsole',
    'performance.removeMomentLocale',
    'source.entry',
    'source.tsconfigPath',
  ]);
});

test('api/javascript-api/types "output.distPath.root is still typed as optional, although getNormalizedConfig() returns it filled in. output.filename comes back as {}"', async () => {
  assert.ok(
    page('en', 'api/javascript-api/types').includes(
      '`output.distPath.root` is still typed as optional (`string | undefined`), although `getNormalizedConfig()` returns it filled in. `output.filename` comes back as `{}`',
    ),
  );
  assert.ok(page('zh', 'api/javascript-api/types').includes('`output.filename` 返回的则是 `{}`'));
  const { result, output } = await probe(
    { 'src/index.js': "console.log('x');\n" },
    [
      "import { createRsbuild } from '@rsbuild/core';",
      'const seen = {};',
      "for (const mode of ['development', 'production']) {",
      '  process.env.NODE_ENV = mode;',
      '  const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {} });',
      '  const [rspack] = await rsbuild.initConfigs();',
      '  const { output } = rsbuild.getNormalizedConfig();',
      '  seen[mode] = { root: output.distPath.root, filename: output.filename, rspack: rspack.output.filename };',
      '}',
      'report(seen);',
    ].join('\n'),
  );
  assert.deepEqual(
    result,
    {
      development: { root: 'dist', filename: {}, rspack: 'static/js/[name].js' },
      production: { root: 'dist', filename: {}, rspack: 'static/js/[name].[contenthash:8].js' },
    },
    output,
  );
});
