// Facts behind the third accuracy review of session 91 (slice d): plugins/list/plugin-source-build, guide/faq/general and
// guide/basic/wasm-assets, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the
// wording it replaced is gone.
//
// - guide/faq/general, Rspack: "`import { rspack } from '@rsbuild/core'` gives `undefined`" was said of every import.
//   True in a configuration file, which 0.5.9 loads through jiti (core/src/config.ts 125-133), and in CommonJS; a
//   script that Node.js runs as an ES module stops at the import instead, because the CommonJS @rsbuild/core has no such
//   named export: `SyntaxError: Named export 'rspack' not found`. Now says both (test 1).
// - guide/faq/general, Modern.js Builder: "Its configuration has the sections dev, html, output, source, performance,
//   security and tools". With the webpack provider it had an eighth, `experiments` (sourceBuild, ...):
//   web-infra-dev/modern.js packages/builder/builder-webpack-provider/src/types/config/index.ts (BuilderConfig has
//   `experiments?: ExperimentsConfig`) and .../experiments.ts (`sourceBuild?: boolean`); the rspack provider's
//   BuilderConfig has the seven only (.../builder-rspack-provider/src/types/config/index.ts). Rsbuild 0.5.9's
//   RsbuildConfig has no `experiments` (shared/src/types/config/index.ts 25-38). Now "(with the webpack provider also
//   `experiments`, a section Rsbuild 0.5.9 does not have)". Settled by the source, no test below.
// - plugins/list/plugin-source-build, Prepare the packages: "Or a `source` condition in `exports`" and, in How it works,
//   "Packages without a `source` field or `source` export condition are left out.", and Common problems, the JSX item:
//   "every workspace package that the app depends on and that has a `source` field or `source` export condition", and
//   sourceField: "as a field or as the first condition in `exports`". The plugin collects a package only when `source`
//   is a field or a condition inside an entry of `exports`: @rsbuild/monorepo-utils 0.5.9 (tag v0.5.9 of
//   web-infra-dev/rsbuild) src/project-utils/filter.ts 9-30 (hasExportsSourceField looks at Object.values(exports), the
//   entries, for an object with the condition) and src/project/project.ts 92-140 (getSourceEntryPaths reads the same
//   entries); plugin-source-build/src/index.ts 23 and 67 use both. A package with
//   `"exports": { "source": "./src/index.js", "default": "./dist/index.js" }` (the conditions directly under exports)
//   is not collected, yet the rule's conditionNames ['...', 'source'] (index.ts 93-98) still resolve it to its source.
//   A run by hand with the 0.5.4 packages (the same code: `git diff v0.5.4 v0.5.9` changes only the versions of both
//   packages) printed source.include = [packages/sub/src] for such a package next to one with a "." entry, and left
//   the optional chaining of the first one's .js source as written for chrome 60. The plugin is not installed beside
//   the site, so test 2 builds with what it sets for the two packages and shows the consequence.
// - plugins/list/plugin-source-build, It resolves the source field first: "If the file named by `source` does not exist,
//   resolution falls back to the usual fields", right after the export condition, so said of both. True of the field
//   (rule mainFields ['source', '...'], plugin src/index.ts 86-91); a `source` condition in `exports` whose file is
//   missing is not skipped: with dist/index.js under `default`, the build fails with `Can't resolve '<package>'`.
//   Now says so (test 3, with what the plugin sets on the rule).
// - plugins/list/plugin-source-build, It compiles the packages like app code: "collects the workspace packages that the
//   app has in dependencies or devDependencies, then their dependencies, recursively". The recursion reads the
//   devDependencies of each collected package too: @rsbuild/monorepo-utils 0.5.9 src/project/project.ts 50-66 (the
//   queue takes getDirectDependentProjects of every item) and 73-90 (dependencies and devDependencies). A run by hand
//   with the real plugin collected packages/tool/src when only a dependency of the app listed @demo/tool, in
//   devDependencies. Now "then, recursively, those that these packages have in dependencies or devDependencies".
//   Settled by the source, no test below (the plugin is not installed beside the site).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, projectEnv, rsbuild } from './topics-support';

/**
 * The lines of an rsbuild.config.mjs that set what the plugin sets on the JS and TS rules (see the header): the
 * `source` field first among the main fields, and the `source` export condition.
 */
const PLUGIN_CHAIN = [
  '  tools: {',
  '    bundlerChain: (chain, { CHAIN_ID }) => {',
  '      for (const id of [CHAIN_ID.RULE.TS, CHAIN_ID.RULE.JS]) {',
  '        if (!chain.module.rules.get(id)) continue;',
  "        chain.module.rule(id).resolve.mainFields.merge(['source', '...']);",
  "        chain.module.rule(id).resolve.merge({ conditionNames: ['...', 'source'] });",
  '      }',
  '    },',
  '  },',
];

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general: importing rspack from @rsbuild/core

test("guide/faq/general \"In a configuration file, `import { rspack } from '@rsbuild/core'` gives `undefined`, and in a script that Node.js runs as an ES module, the import fails with `SyntaxError: Named export 'rspack' not found`\"", () => {
  pageSays(
    'guide/faq/general',
    {
      en: "In a configuration file, `import { rspack } from '@rsbuild/core'` gives `undefined`, and in a script that Node.js runs as an ES module, the import fails with `SyntaxError: Named export 'rspack' not found`.",
      zh: "在配置文件中，`import { rspack } from '@rsbuild/core'` 得到的是 `undefined`；在 Node.js 以 ES 模块运行的脚本中，这行导入会直接报 `SyntaxError: Named export 'rspack' not found`。",
    },
    {
      en: "Rspack's JavaScript API. `import { rspack } from '@rsbuild/core'` gives `undefined`;",
      zh: "JavaScript API。`import { rspack } from '@rsbuild/core'` 得到的是 `undefined`；",
    },
  );
  const dir = project(
    {
      'src/index.js': "document.title = 'app';\n",
      'rsbuild.config.ts':
        "import { defineConfig, rspack } from '@rsbuild/core';\n\nconsole.log(`RSPACK=${typeof rspack}`);\n\nexport default defineConfig({});\n",
      'script.mjs': "import { rspack } from '@rsbuild/core';\n\nconsole.log(`RSPACK=${typeof rspack}`);\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  assert.match(build(dir).output, /RSPACK=undefined/);
  const script = spawnSync(process.execPath, ['script.mjs'], { cwd: dir, encoding: 'utf8', env: projectEnv() });
  assert.notEqual(script.status, 0);
  assert.doesNotMatch(script.stdout, /RSPACK=/);
  assert.match(script.stderr, /SyntaxError: Named export 'rspack' not found/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-source-build: a source condition directly under exports

test('plugins/list/plugin-source-build "a `source` condition in an entry of `exports` (such as `"."`)" + "a package that writes `source` directly under `exports` ... is still resolved to its source, but it is not collected, so its `.js` files are not compiled"', () => {
  pageSays(
    'plugins/list/plugin-source-build',
    {
      en: 'Or a `source` condition in an entry of `exports` (such as `"."`), listed **before** the other conditions:',
      zh: '另一种是在 `exports` 的某个入口（如 `"."`）中添加 `source` 条件，并把它写在其他条件**之前**：',
    },
    {
      en: 'Or a `source` condition in `exports`, listed',
      zh: '另一种是在 `exports` 中添加 `source` 条件',
    },
  );
  pageSays(
    'plugins/list/plugin-source-build',
    {
      en: 'Packages without a `source` field or a `source` condition in an entry of `exports` are left out: a package that writes `source` directly under `exports`, without an entry such as `"."`, is still resolved to its source, but it is not collected, so its `.js` files are not compiled.',
      zh: '没有 `source` 字段、`exports` 的入口中也没有 `source` 条件的包会被排除：如果 `source` 条件直接写在 `exports` 下、不在 `"."` 这样的入口中，这个包仍会被解析到源码，但不会被收集，其中的 `.js` 文件也就不会被编译。',
    },
    {
      en: 'Packages without a `source` field or `source` export condition are left out.',
      zh: '没有 `source` 字段或 `source` 导出条件的包会被排除。',
    },
  );
  pageSays(
    'plugins/list/plugin-source-build',
    {
      en: 'This plugin does so for every workspace package that the app depends on and that has a `source` field or a `source` condition in an entry of `exports`',
      zh: '这个插件会为应用所依赖、且带有 `source` 字段、或在 `exports` 入口中带有 `source` 条件的每个工作区包做这件事',
    },
    {
      en: 'that has a `source` field or `source` export condition (see',
      zh: '且带有 `source` 字段或 `source` 导出条件的每个工作区包',
    },
  );
  pageSays(
    'plugins/list/plugin-source-build',
    {
      en: 'as a field or as the first condition of an `exports` entry.',
      zh: '也可以作为 `exports` 某个入口中的第一个条件。',
    },
    {
      en: 'as a field or as the first condition in `exports`.',
      zh: '也可以作为 `exports` 中的第一个条件。',
    },
  );
  // Two workspace packages with .js sources and no dist: `sub` has its conditions in the "." entry, `flat` directly
  // under exports. What the plugin sets for them: the rule's mainFields and conditionNames, and source.include with
  // the folder of `sub` only (monorepo-utils leaves `flat` out, see the header).
  const top = project({
    'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
    'packages/sub/package.json':
      '{ "name": "@demo/sub", "version": "1.0.0", "exports": { ".": { "source": "./src/index.js", "default": "./dist/index.js" } } }\n',
    'packages/sub/src/index.js': 'export const sub = (o) => o?.subMark;\n',
    'packages/flat/package.json':
      '{ "name": "@demo/flat", "version": "1.0.0", "exports": { "source": "./src/index.js", "default": "./dist/index.js" } }\n',
    'packages/flat/src/index.js': 'export const flat = (o) => o?.flatMark;\n',
    'apps/web/package.json':
      '{ "name": "@demo/web", "private": true, "dependencies": { "@demo/sub": "workspace:*", "@demo/flat": "workspace:*" } }\n',
    'apps/web/.browserslistrc': 'chrome 60\n',
    'apps/web/src/index.js': "import { sub } from '@demo/sub';\nimport { flat } from '@demo/flat';\n\nconsole.log(sub({}), flat({}));\n",
    'apps/web/rsbuild.config.mjs': [
      "import path from 'node:path';",
      '',
      'export default {',
      "  source: { include: [path.resolve('../../packages/sub/src')] },",
      '  output: { minify: false },',
      ...PLUGIN_CHAIN,
      '};',
      '',
    ].join('\n'),
  });
  const web = path.join(top, 'apps/web');
  fs.mkdirSync(path.join(web, 'node_modules/@demo'), { recursive: true });
  for (const name of ['sub', 'flat']) {
    fs.symlinkSync(path.join(top, 'packages', name), path.join(web, 'node_modules/@demo', name), 'dir');
  }
  build(web);
  const js = distText(web, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  // Both come from their sources (there is no dist); only the collected one is compiled for chrome 60.
  assert.match(js, /o\?\.flatMark/);
  assert.match(js, /\.subMark/);
  assert.doesNotMatch(js, /o\?\.subMark/);
  assert.equal(fs.existsSync(path.join(top, 'packages/flat/dist')), false);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-source-build: a missing source file, as a field and as an export condition

/** An app with two linked packages whose source file is missing and whose dist exists, and what the plugin sets for them. */
function missingSourceApp(entry: string): string {
  const top = project({
    'packages/field/package.json':
      '{ "name": "@demo/field", "version": "1.0.0", "main": "./dist/index.js", "source": "./src/missing.js" }\n',
    'packages/field/dist/index.js': "export const field = 'field from dist';\n",
    'packages/cond/package.json':
      '{ "name": "@demo/cond", "version": "1.0.0", "exports": { ".": { "source": "./src/missing.js", "default": "./dist/index.js" } } }\n',
    'packages/cond/dist/index.js': "export const cond = 'cond from dist';\n",
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': entry,
    'app/rsbuild.config.mjs': ['export default {', ...PLUGIN_CHAIN, '};', ''].join('\n'),
  });
  const app = path.join(top, 'app');
  fs.mkdirSync(path.join(app, 'node_modules/@demo'), { recursive: true });
  for (const name of ['field', 'cond']) {
    fs.symlinkSync(path.join(top, 'packages', name), path.join(app, 'node_modules/@demo', name), 'dir');
  }
  return app;
}

test('plugins/list/plugin-source-build "If the file named by the `source` field does not exist, resolution falls back to the usual fields. A `source` export condition has no such fallback: when its file is missing, the import fails with `Can\'t resolve`"', () => {
  pageSays(
    'plugins/list/plugin-source-build',
    {
      en: "If the file named by the `source` field does not exist, resolution falls back to the usual fields. A `source` export condition has no such fallback: when its file is missing, the import fails with ``Can't resolve``.",
      zh: "如果 `source` 字段指向的文件不存在，解析会回退到常规字段；`source` 导出条件则没有这种回退，它指向的文件不存在时，导入会报 ``Can't resolve``。",
    },
    {
      en: 'If the file named by `source` does not exist, resolution falls back to the usual fields.',
      zh: '如果 `source` 指向的文件不存在，解析会回退到常规字段。',
    },
  );
  const field = missingSourceApp("import { field } from '@demo/field';\n\ndocument.title = field;\n");
  build(field);
  assert.match(distText(field, /static\/js\/index\.[0-9a-f]{8}\.js$/), /field from dist/);

  const cond = missingSourceApp("import { cond } from '@demo/cond';\n\ndocument.title = cond;\n");
  const run = rsbuild(cond, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve '@demo\/cond'/);
});
