// Facts behind the accuracy review of session 96 (slice d): plugins/list/plugin-stylus, config/dev/write-to-disk and
// config/html/tags, in both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts),
// names the page and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - plugins/list/plugin-stylus, stylusOptions.use: the page said that each entry of `use` is a Stylus plugin that
//   stylus-loader loads and registers, and showed nib loaded that way (and `use: [require.resolve('nib')]` in the
//   example of several options), as if every Stylus file got it. Only the first Stylus file compiled does:
//   stylus-loader 8.1.0, the plugin's dependency, empties the array as it loads the entries
//   (dist/index.js 53-73: `stylusOptions.use.splice(length, 1)`, where stylusOptions is a shallow copy of the loader's
//   options), and Rspack 0.5 hands every module of the rule the same options object (the loader is named by
//   `??ruleSet[1].rules[...]`, plugin-stylus/src/index.ts 36-66 builds one object per build). Runs below: a build of
//   three files that each `@import 'nib'` fails with `failed to locate @import file nib.styl`; rsbuild dev on the
//   page's one-file example serves the clearfix rules, then fails the same way once the file is saved; nib's folder
//   given to `include` (not emptied: dist/index.js 80-84) builds all three. Now: "Only the first Stylus file that is
//   compiled gets the plugin, though ... give its folder to include instead: `include:
//   [path.dirname(require.resolve('nib'))]`", and the example of several options no longer shows `use`.
//   @rsbuild/plugin-stylus 0.5.9, Stylus and nib are not installed in the repository (the registry reachable here has
//   no 0.5.9 of the plugin). With REVIEW96d_DEPS set to a folder whose node_modules holds stylus 0.63.0,
//   stylus-loader 8.1.0 and nib 1.2.0 (`npm i --prefix <folder> stylus@0.63.0 stylus-loader@8.1.0 nib@1.2.0`), the
//   runs use STYLUS_PLUGIN of stand-in-plugins.ts, a CommonJS copy of the plugin's 0.5.9 src/index.ts (merging its
//   options with deepmerge and mergeChainedOptions of @rsbuild/shared 0.5.9, as the plugin does), and that stylus-loader; without it they skip
//   and only the page's wording is checked.
//
// Checked and left as they are (settled by earlier facts files of these pages, by the 0.5.9 source, or by a run in
// this session that confirmed the page): config/dev/write-to-disk, "hot update files (*.hot-update.js,
// *.hot-update.json) are written too, one set per rebuild" and "which would otherwise pile up": with writeToDisk true,
// two saves left two sets (index.<hash>.hot-update.js, .js.map and .json) at the top of dist. config/html/tags: the
// defaults of append, hash and publicPath (core/src/plugins/html.ts 177-192, getTagConfig), the tag order
// (core/src/rspack/HtmlBasicPlugin.ts 76-86, 173-184), withPublicPath for absolute URLs (shared/src/url.ts 16-41).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { STYLUS_PLUGIN } from './stand-in-plugins';
import { devServer, distText, edit, pageSays, project, rsbuild, waitFor } from './topics-support';

const DEPS = process.env.REVIEW96d_DEPS;
const NO_DEPS = 'REVIEW96d_DEPS is not set: @rsbuild/plugin-stylus 0.5.9, Stylus and nib are not installed in the repository';
const depsRequire = createRequire(path.join(DEPS ?? '/', 'package.json'));

/** A project whose rsbuild.config.mjs registers the plugin with `stylusOptions` (JavaScript source). */
function stylusProject(files: Record<string, string>, stylusOptions: string): string {
  return project(
    {
      'stylus-plugin.cjs': STYLUS_PLUGIN(depsRequire.resolve('stylus-loader')),
      'rsbuild.config.mjs': `import { pluginStylus } from './stylus-plugin.cjs';\nexport default { plugins: [pluginStylus({ stylusOptions: ${stylusOptions} })] };\n`,
      ...files,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
}

const clearfix = (name: string): string => `@import 'nib'\n\n.${name}\n  clearfix()\n`;
const THREE_FILES = {
  'src/index.js': "import './a.styl';\nimport './b.styl';\nimport './c.styl';\n",
  'src/a.styl': clearfix('a'),
  'src/b.styl': clearfix('b'),
  'src/c.styl': clearfix('c'),
};
const NOT_FOUND = /failed to locate @import file nib\.styl/;

test('plugins/list/plugin-stylus stylusOptions.use "Only the first Stylus file that is compiled gets the plugin ... give its folder to include instead": with use, a build of three files that import nib fails and rsbuild dev fails once the file is saved; with include, all three build', async (t) => {
  pageSays(
    'plugins/list/plugin-stylus',
    {
      en: "Only the first Stylus file that is compiled gets the plugin, though: stylus-loader 8.1.0 takes each entry out of the `use` array once it has loaded it, and 0.5.9 gives all files the same options. Other files with `@import 'nib'` fail with `failed to locate @import file nib.styl`, and in `rsbuild dev` so does `layout.styl` itself once you save it. For nib, give its folder to [include](#stylusoptionsinclude) instead: `include: [path.dirname(require.resolve('nib'))]`.",
      zh: "但只有最先编译的文件能用上插件：stylus-loader 8.1.0 加载后会把该项移出 `use` 数组，而 0.5.9 中所有文件共用一份选项。其他文件的 `@import 'nib'` 会报 `failed to locate @import file nib.styl`，`rsbuild dev` 中保存后 `layout.styl` 自己也会报错。nib 可改为把目录交给 [include](#stylusoptionsinclude)：`include: [path.dirname(require.resolve('nib'))]`。",
    },
    {
      en: "        use: [require.resolve('nib')],\n        include: [path.join(__dirname, 'src/styles')]",
      zh: "        use: [require.resolve('nib')],\n        include: [path.join(__dirname, 'src/styles')]",
    },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const nib = JSON.stringify(depsRequire.resolve('nib'));

  // use: one file of three gets nib, the build fails
  const withUse = stylusProject(THREE_FILES, `{ use: [${nib}] }`);
  const failed = rsbuild(withUse, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.match(failed.output, NOT_FOUND);

  // the page's one-file example under rsbuild dev: served with nib's rules, fails after a save
  const single = stylusProject(
    { 'src/index.js': "import './layout.styl';\n", 'src/layout.styl': clearfix('clearfix') },
    `{ use: [${nib}] }`,
  );
  const server = await devServer(single);
  try {
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.match(css, /\.clearfix:after \{\s*clear: both;/, css);
    assert.doesNotMatch(server.log(), NOT_FOUND);
    edit(single, 'src/layout.styl', '.clearfix', '.layout');
    assert.ok(await waitFor(() => NOT_FOUND.test(server.log()), 30_000), server.log());
  } finally {
    await server.stop();
  }

  // include: nib's folder serves every file
  const withInclude = stylusProject(THREE_FILES, `{ include: [${JSON.stringify(path.dirname(depsRequire.resolve('nib')))}] }`);
  const built = rsbuild(withInclude, ['build']);
  assert.equal(built.code, 0, built.output);
  const css = distText(withInclude, /\.css$/);
  for (const name of ['a', 'b', 'c']) assert.ok(css.includes(`.${name}:after{clear:both}`), css);
});
