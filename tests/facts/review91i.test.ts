// Facts behind the third accuracy review of session 91 (slice i): config/tools/swc, guide/basic/unocss and
// config/html/mount-id, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - config/tools/swc, the files the loader handles: "all such files inside the project except those in node_modules,
//   every .ts, .tsx, .jsx, .mts and .cts file wherever it is, and what you add with source.include" left out
//   source.exclude, which applies to the same rule and wins over all three (shared/src/chain.ts 244-274,
//   applyScriptCondition: rule.include for the root, TS_AND_JSX_REGEX and source.include, rule.exclude for
//   source.exclude). Now "..., minus what source.exclude removes". Run below: an excluded file of src/ keeps its `?.`.
// - guide/basic/unocss, Editor extension: "The extension reads the same uno.config.ts as the build, from the root of the
//   opened folder" and the first remedy "open the project folder itself, where uno.config.ts is, not a parent folder".
//   The extension also finds a uno.config.ts in a sub-folder: it searches from the folder of the file being edited
//   upwards (unocss/unocss v0.58.9 packages/vscode/src/index.ts 93-118, findUp(configNames, { cwd: url }); today's
//   language server, packages-integrations/language-server/src/core/context.ts 338-396, findConfigDirectory). What
//   does leave a file without underlines and completions, the page's own src/index.ts among them, is the extension's
//   file filter: it acts only on files that pass the UnoCSS filter, by default
//   /\.(vue|svelte|[jt]sx|mdx?|astro|elm|php|phtml|html)($|\?)/ (v0.58.9 packages/shared-integration/src/defaults.ts
//   line 5; today virtual-shared/integration/src/defaults.ts line 5, with vine.ts and marko added), or that contain the
//   comment @unocss-include (filter() in v0.58.9 packages/shared-integration/src/context.ts 97-101, today
//   virtual-shared/integration/src/context.ts 94-98; v0.58.9 packages/vscode/src/annotation.ts 91-97 and autocomplete.ts 116; today language-server/src/server.ts 283-289 and
//   capabilities/completion.ts 52). Now the location clause is gone and the first remedy is the @unocss-include comment
//   for a plain .ts or .js file. Settled by the extension's source, no test (VS Code is not run here). Run by hand for
//   this review with unocss and @unocss/postcss 0.58.9 in a throw-away folder: the page's example builds to the same CSS
//   file with `// @unocss-include` as the first line of src/index.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

test('config/tools/swc "and what you add with source.include, minus what source.exclude removes"', () => {
  pageSays(
    'config/tools/swc',
    {
      en: 'and what you add with [source.include](/config/source/include), minus what [source.exclude](/config/source/exclude) removes.',
      zh: '以及通过 [source.include](/zh/config/source/include) 添加的文件，但 [source.exclude](/zh/config/source/exclude) 排除的文件除外。',
    },
    {
      en: 'and what you add with [source.include](/config/source/include). The same options',
      zh: '以及通过 [source.include](/zh/config/source/include) 添加的文件。通过',
    },
  );
  const dir = project({
    'src/legacy/old.js': 'export const read = (o) => o?.legacyValue;\n',
    'src/index.js': "import { read } from './legacy/old.js';\nconsole.log(read(window), window?.ownValue);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false }, source: { exclude: [/[\\\\/]legacy[\\\\/]/] } };\n',
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /o\?\.legacyValue/, 'the excluded file of src/ keeps its ?.');
  assert.doesNotMatch(js, /window\?\.ownValue/, 'the other file of src/ is compiled');
  assert.match(js, /\.ownValue/);
});
