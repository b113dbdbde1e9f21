// Facts behind the accuracy review of session 94 (slice h): plugins/list/plugin-solid, plugin-source-build,
// plugin-svelte, plugin-toml and plugin-yaml, in both languages. Each test names the page and the sentence it backs,
// checks that both languages say it, then runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fixes: none. No statement of the five pages was found false at 0.5.9. The tests below keep the runs that confirmed
// claims no earlier facts file backed:
// - plugins/list/plugin-svelte, svelteLoaderOptions: "By default, an updated component starts again from its initial
//   state (the count in the example above goes back to 0)" and the hotOptions example that keeps it
//   (preserveLocalState: true). The page's App.svelte and src/index.ts in `rsbuild dev`, Chromium: the button clicked
//   twice, then the heading edited; by default the heading changes without a reload and the count is 0 again; with
//   the page's hotOptions it stays 2. Also the built CSS of the same component, `h1.svelte-9tk13j{color:#ff3e00}` in
//   dist/static/css/, and the cssHash example's `h1.app-app`.
// - plugins/list/plugin-source-build, "Prepare the packages" and "How it works": with the page's pnpm workspace
//   (apps/web depends on @demo/ui, which has a `source` field and depends on @demo/utils, which has a `source`
//   condition in its "." entry and `"paths": { "@/*": ["./src/*"] }` in its own tsconfig.json), the real plugin builds
//   the app without any dist folder, from packages/ui/src and packages/utils/src; `@/currency` inside utils resolves
//   to utils' src/currency.ts while `@/` in the app keeps meaning apps/web/src; a `.js` source of ui has its optional
//   chaining rewritten for chrome 60. Without the plugin the build fails with `Can't resolve '@demo/ui'`; without a
//   tsconfig.json in the app, with `Can't resolve '@/currency'` (Limits: "Project references need a tsconfig in the
//   app"). The run uses @rsbuild/plugin-source-build and @rsbuild/monorepo-utils 0.5.4 from npm (0.5.9 is not on the
//   registry reachable here): the plugin's dist/index.js is the code of the 0.5.9 source (src/index.ts, compared line
//   by line), and monorepo-utils' getDependentProjects, filterByField and Project are those the 0.5.9 page describes.
// - plugins/list/plugin-solid, "Register the plugins": "`npx rsbuild build` produces a working page of about 14 kB (5.7
//   kB gzipped) with `solid-js` 1.9" and "The order of the two plugins in the array does not matter"; "What the plugin
//   does": solid-refresh only in development. The guide's src/App.tsx and src/index.tsx with the page's configuration:
//   Rsbuild prints `Total size:  14.0 kB` and `Gzipped size:  5.7 kB` (solid-js 1.9.20, babel-preset-solid 1.9.19, what
//   `^1.8.16` installs today); with the plugins swapped the output is the same, compiled by Solid
//   (`$$click`, no React.createElement); the production files never mention solid-refresh, the development files of
//   `rsbuild dev` do. The same run backs guide/framework/solid's "The order of the two in the array does not matter",
//   and a third build its "`delegateEvents: false` makes Solid attach event listeners to each element": `$$click`
//   becomes `addEventListener("click", …)` (moved here from review95d, which built the same app in both orders
//   again). The plugin is the CommonJS stand-in below, written from plugin-solid/src/index.ts at v0.5.9 (the
//   registry has no 0.5 plugin-solid), with @rsbuild/plugin-babel 0.5.4 from npm, whose pluginBabel and
//   modifyBabelLoaderOptions are those of the 0.5.9 source.
// - plugins/list/plugin-yaml: a named import gives `undefined` "and the build prints no error or warning about it";
//   "An aliased node becomes the same object in every place it is used"; `<<` stays a property named `<<` by default,
//   and a `%YAML 1.1` directive followed by `---` merges; `?namespace=theme` exports that node; several documents stop
//   the build with "YAMLParseError: Source contains multiple documents; please use yaml-loader asStream option at line
//   2, column 1", and so does a file that ends with `---`, while a `---` before the only document and a closing `...`
//   build; with the page's bundlerChain example (asStream and merge), a single-document file gives an array of one,
//   the two-document file `[{ name: 'first' }, { name: 'second' }]`, and `<<` merges. Run with @rsbuild/plugin-yaml
//   0.5.4 from npm (its src/index.ts rule is that of 0.5.9; its compiled/yaml-loader is 0.8.1). And the TypeScript
//   side of "Select part of a file": with only @rsbuild/core/types, `./settings.yaml?namespace=theme` is TS2307
//   `Cannot find module`, and the page's src/yaml-namespace.d.ts makes it type-check (TypeScript against 0.5.9's
//   types.d.ts; this test needs no REVIEW94h_DEPS).
// - plugins/list/plugin-toml: the page's config.toml gives the values of its example (`released` as the string
//   '2024-04-07T10:00:00.000Z'); "Inline tables, multi-line strings, literal strings and underscores in numbers
//   (`1_000`) work"; each row of the Limits table ends `rsbuild build` with exit code 1 and the message the table
//   gives. Run with toml 3.0.0, the version `^3.0.0` installs, behind the transform of plugin-toml/src/index.ts at
//   v0.5.9 (review91h and review87k stood in for the parser).
//
// Packages: none of these plugins is a dependency of this site, and the registry reachable here has no 0.5.9 of any
// of them. @rsbuild/plugin-svelte and plugin-solid run as CommonJS stand-ins written from their v0.5.9 source
// (lib/stand-ins.ts for Svelte, as in review91f; PLUGIN_SOLID below), and the TOML transform from its v0.5.9 source
// around the real toml parser; source-build and YAML run from their 0.5.4 packages, as said above. The tests that run
// them run only when REVIEW94h_DEPS names a folder outside the repository whose node_modules holds svelte@4.2.12, svelte-loader@3.2.0, svelte-preprocess@5.1.3, sass@1, typescript@5, @rsbuild/plugin-source-build@0.5.4,
// @rsbuild/monorepo-utils@0.5.4, @rsbuild/plugin-babel@0.5.4, solid-js@1, babel-preset-solid@^1.8.16,
// solid-refresh@0.6.3, @rsbuild/plugin-yaml@0.5.4 and toml@3.0.0 (`npm i --prefix <folder> ...`); without it they skip.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { PLUGIN_SVELTE } from './lib/stand-ins';
import {
  ROOT,
  build,
  compilations,
  devServer,
  distText,
  edit,
  hmrPage,
  linkPackages,
  nextCompilation,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';
import { APP_SVELTE, INDEX_TS, PLUGIN_SOLID, SOLID_APP_FILES } from './svelte-solid-apps';

const DEPS = process.env.REVIEW94h_DEPS;
const skip = DEPS
  ? false
  : 'REVIEW94h_DEPS is not set: Svelte, svelte-loader, svelte-preprocess, sass and typescript are not installed here';
const browser = sharedBrowser();

const SVELTE = 'plugins/list/plugin-svelte';

/** A project with the page's component, the stand-in registered with `options` (source text). */
function svelteProject(options = ''): string {
  const deps = DEPS ?? '';
  const dir = project(
    {
      'svelte-plugin.cjs': PLUGIN_SVELTE(deps),
      'rsbuild.config.mjs': `import { pluginSvelte } from './svelte-plugin.cjs';\nexport default { plugins: [pluginSvelte(${options})] };\n`,
      'src/App.svelte': APP_SVELTE,
      'src/index.ts': INDEX_TS,
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  linkPackages(dir, deps, ['svelte']);
  return dir;
}

/** Opens the dev server's page, clicks twice, edits the heading; returns the page's loads and the button's text after the update. */
async function countAfterEdit(options: string): Promise<{ loads: number; heading: string; button: string }> {
  const dir = svelteProject(options);
  const server = await devServer(dir);
  try {
    const hmr = await hmrPage(browser(), server.url);
    try {
      const { page } = hmr;
      await page.click('button');
      await page.click('button');
      assert.equal(await page.textContent('button'), 'Count: 2');
      const done = compilations(server);
      edit(dir, 'src/App.svelte', 'Hello, {name}!', 'Hi, {name}!');
      await nextCompilation(server, done);
      assert.ok(await waitFor(async () => (await page.textContent('h1').catch(() => '')) === 'Hi, Svelte!'), server.log());
      await page.waitForTimeout(500);
      return { loads: hmr.loads(), heading: (await page.textContent('h1')) ?? '', button: (await page.textContent('button')) ?? '' };
    } finally {
      await hmr.page.close();
    }
  } finally {
    await server.stop();
  }
}

test(`${SVELTE} "By default, an updated component starts again from its initial state (the count in the example above goes back to 0)" + the hotOptions example (preserveLocalState: true) keeps it: the page's component in rsbuild dev, clicked twice, then its heading edited`, {
  skip,
}, async () => {
  pageSays(SVELTE, {
    en: 'By default, an updated component starts again from its initial state (the count in the example above goes back to 0)',
    zh: '默认情况下，更新后的组件会回到初始状态（上面示例中的计数会归零）',
  });
  pageSays(SVELTE, { en: 'preserveLocalState: true,', zh: 'preserveLocalState: true,' });
  // The Svelte guide says the same of the same component and edit (its run was in review94f.test.ts).
  pageSays('guide/framework/svelte', {
    en: 'When you edit `App.svelte` and save, the component is replaced in the browser without a page reload. By default the component starts over with its initial state, so the count goes back to 0;',
    zh: '修改 `App.svelte` 并保存后，浏览器中的组件会被替换，页面不会重新加载。默认情况下，组件会以初始状态重新开始，因此计数会回到 0；',
  });
  pageSays('guide/framework/svelte', {
    en: 'With this configuration, editing the heading in `App.svelte` leaves the count where it was.',
    zh: '使用这份配置后，修改 `App.svelte` 中的标题时，计数会保持不变。',
  });

  const plain = await countAfterEdit('');
  assert.deepEqual(plain, { loads: 1, heading: 'Hi, Svelte!', button: 'Count: 0' });

  const kept = await countAfterEdit('{ svelteLoaderOptions: { hotOptions: { preserveLocalState: true } } }');
  assert.deepEqual(kept, { loads: 1, heading: 'Hi, Svelte!', button: 'Count: 2' });
});

test(`${SVELTE} "\`npx rsbuild build\` then writes the scoped component styles (\`h1.svelte-9tk13j{color:#ff3e00}\`; ...) to a file in \`dist/static/css/\`" + the cssHash example "(\`h1.app-app\` instead of \`h1.svelte-9tk13j\`)"`, {
  skip,
}, () => {
  pageSays(SVELTE, {
    en: '`npx rsbuild build` then writes the scoped component styles (`h1.svelte-9tk13j{color:#ff3e00}`; the hash depends on the component) to a file in `dist/static/css/`',
    zh: '之后运行 `npx rsbuild build`，带作用域的组件样式（`h1.svelte-9tk13j{color:#ff3e00}`，哈希取决于组件）会被写入 `dist/static/css/` 中的文件',
  });
  pageSays(SVELTE, { en: '(`h1.app-app` instead of `h1.svelte-9tk13j`)', zh: '（`h1.app-app`，而不是 `h1.svelte-9tk13j`）' });

  const plain = svelteProject();
  build(plain);
  assert.equal(distText(plain, /^static\/css\/index\.[0-9a-f]{8}\.css$/), 'h1.svelte-9tk13j{color:#ff3e00}');

  const named = svelteProject('{ svelteLoaderOptions: { compilerOptions: { cssHash: ({ name }) => `app-${name?.toLowerCase()}` } } }');
  build(named);
  assert.equal(distText(named, /^static\/css\/index\.[0-9a-f]{8}\.css$/), 'h1.app-app{color:#ff3e00}');
});

const SOURCE_BUILD = 'plugins/list/plugin-source-build';

/** The page's pnpm workspace (Prepare the packages), linked as pnpm links it, the plugin registered unless NO_PLUGIN is set. */
function workspace(): string {
  const dir = project({
    'pnpm-workspace.yaml': "packages: ['apps/*', 'packages/*']\n",
    'apps/web/package.json': JSON.stringify({ name: '@demo/web', private: true, dependencies: { '@demo/ui': 'workspace:*' } }),
    'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
    'apps/web/rsbuild.config.mjs': [
      "import { pluginSourceBuild } from '@rsbuild/plugin-source-build';",
      'export default {',
      "  output: { targets: ['node'], minify: false, overrideBrowserslist: ['chrome 60'] },",
      '  plugins: process.env.NO_PLUGIN ? [] : [pluginSourceBuild()],',
      '};',
      '',
    ].join('\n'),
    'apps/web/src/index.ts': "import { priceTag } from '@demo/ui';\nimport { where } from '@/local';\nconsole.log(priceTag(3), where);\n",
    'apps/web/src/local.ts': "export const where = 'app-local';\n",
    'packages/ui/package.json': JSON.stringify({
      name: '@demo/ui',
      version: '1.0.0',
      main: './dist/index.js',
      types: './dist/index.d.ts',
      source: './src/index.ts',
      dependencies: { '@demo/utils': 'workspace:*' },
    }),
    'packages/ui/src/index.ts':
      "import { format } from '@demo/utils';\nimport { label } from './legacy.js';\nexport const priceTag = (n: number): string => label({ text: 'tag' }) + ' ' + format(n);\n",
    'packages/ui/src/legacy.js': 'export const label = (options) => options?.text;\n',
    'packages/utils/package.json': JSON.stringify({
      name: '@demo/utils',
      version: '1.0.0',
      exports: { '.': { source: './src/index.ts', default: './dist/index.js' } },
    }),
    'packages/utils/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
    'packages/utils/src/index.ts':
      "import { symbol } from '@/currency';\nexport const format = (n: number): string => symbol + ' ' + n.toFixed(2);\n",
    'packages/utils/src/currency.ts': "export const symbol = 'EUR';\n",
  });
  const link = (target: string, at: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    fs.symlinkSync(target, path.join(dir, at), 'dir');
  };
  link(path.join(dir, 'packages/ui'), 'apps/web/node_modules/@demo/ui');
  link(path.join(dir, 'packages/utils'), 'packages/ui/node_modules/@demo/utils');
  link(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5')), 'apps/web/node_modules/@rsbuild/core');
  link(
    fs.realpathSync(path.join(DEPS ?? '', 'node_modules/@rsbuild/plugin-source-build')),
    'apps/web/node_modules/@rsbuild/plugin-source-build',
  );
  return dir;
}

test(`${SOURCE_BUILD} "Now \`import { priceTag } from '@demo/ui'\` ... builds even though neither package has a \`dist\` folder" + the tsconfig references ("\`@/\` in the app still means \`apps/web/src\`") + "optional chaining in a package's \`.js\` source is rewritten" + "Project references need a tsconfig in the app": the page's workspace with the real plugin`, {
  skip,
}, () => {
  pageSays(SOURCE_BUILD, {
    en: "Now `import { priceTag } from '@demo/ui'` in `apps/web/src/index.ts` builds even though neither package has a `dist` folder",
    zh: "现在，即使两个包都没有 `dist` 目录，`apps/web/src/index.ts` 中的 `import { priceTag } from '@demo/ui'` 也能构建成功",
  });
  pageSays(SOURCE_BUILD, {
    en: "while `@/` in the app still means `apps/web/src`. Without the references, the build fails with ``Can't resolve '@/currency'``.",
    zh: "而应用中的 `@/` 仍然指向 `apps/web/src`。没有这些引用时，构建会失败并报错 ``Can't resolve '@/currency'``。",
  });
  pageSays(SOURCE_BUILD, {
    en: '**Project references need a tsconfig in the app.** If the app has no `tsconfig.json`, the `paths` of the packages are not applied.',
    zh: '**项目引用需要应用中有 tsconfig。** 如果应用没有 `tsconfig.json`，各个包的 `paths` 不会生效。',
  });
  const dir = workspace();
  const app = path.join(dir, 'apps/web');
  const run = rsbuild(app, ['build']);
  assert.equal(run.code, 0, run.output);
  const out = distText(app, /^server\/index\.js$/);
  assert.ok(out.includes('"EUR"') && out.includes('"app-local"'), out);
  assert.ok(!out.includes('?.'), 'the optional chaining of packages/ui/src/legacy.js is rewritten for chrome 60');
  const printed = spawnNode(path.join(app, 'dist/server/index.js'));
  assert.equal(printed, 'tag EUR 3.00 app-local\n');
  assert.ok(!fs.existsSync(path.join(dir, 'packages/ui/dist')) && !fs.existsSync(path.join(dir, 'packages/utils/dist')));

  const without = rsbuild(app, ['build'], { NO_PLUGIN: '1' });
  assert.equal(without.code, 1, without.output);
  assert.match(without.output, /Can't resolve '@demo\/ui'/);

  fs.rmSync(path.join(app, 'tsconfig.json'));
  fs.writeFileSync(path.join(app, 'src/index.ts'), "import { priceTag } from '@demo/ui';\nconsole.log(priceTag(3));\n");
  const noTsconfig = rsbuild(app, ['build']);
  assert.equal(noTsconfig.code, 1, noTsconfig.output);
  assert.match(noTsconfig.output, /Can't resolve '@\/currency'/);
});

/** What `node file` prints. */
function spawnNode(file: string): string {
  const res = spawnSync(process.execPath, [file], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  return res.stdout;
}

const SOLID = 'plugins/list/plugin-solid';

/** The Solid guide's project with the page's configuration; `swap` registers pluginSolid first, `solid` is its call. */
function solidProject(swap: boolean, config = '', solid = 'pluginSolid()'): string {
  const deps = DEPS ?? '';
  const babel = JSON.stringify(path.join(deps, 'node_modules/@rsbuild/plugin-babel/dist/index.js'));
  const plugins = ['pluginBabel({ include: /\\.(?:jsx|tsx)$/ })', solid];
  if (swap) plugins.reverse();
  const dir = project(
    {
      'solid-plugin.cjs': PLUGIN_SOLID(deps),
      'rsbuild.config.mjs': `import { pluginBabel } from ${babel};\nimport { pluginSolid } from './solid-plugin.cjs';\nexport default { ${config}plugins: [${plugins.join(', ')}] };\n`,
      ...SOLID_APP_FILES,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, deps, ['solid-js']);
  return dir;
}

test(`${SOLID} "\`npx rsbuild build\` produces a working page of about 14 kB (5.7 kB gzipped) with \`solid-js\` 1.9" + "The order of the two plugins in the array does not matter" (and guide/framework/solid's same sentence) + solid-refresh in development only + the guide's "\`delegateEvents: false\` makes Solid attach event listeners to each element"`, {
  skip,
}, async () => {
  pageSays(SOLID, {
    en: '`npx rsbuild build` produces a working page of about 14 kB (5.7 kB gzipped) with `solid-js` 1.9.',
    zh: '运行 `npx rsbuild build` 会得到一个可以正常运行的页面，使用 `solid-js` 1.9 时大小约为 14 kB（gzip 后 5.7 kB）。',
  });
  pageSays(SOLID, {
    en: 'The order of the two plugins in the array does not matter, because `pluginBabel` always sets up its step first.',
    zh: '两个插件在数组中的顺序无关紧要，因为 `pluginBabel` 总是最先设置好它的编译步骤。',
  });
  pageSays(SOLID, { en: 'Production builds contain neither.', zh: '生产构建中两者都不包含。' });
  pageSays('guide/framework/solid', {
    en: 'It needs `pluginBabel`: on its own, it changes nothing. The order of the two in the array does not matter.',
    zh: '它依赖 `pluginBabel`：单独使用时不会做任何修改。两者在数组中的顺序无关紧要。',
  });
  pageSays('guide/framework/solid', {
    en: '`delegateEvents: false` makes Solid attach event listeners to each element instead of delegating them to the document',
    zh: '`delegateEvents: false` 会让 Solid 把事件监听器直接绑定到各个元素上，而不是委托到 document',
  });

  const dir = solidProject(false);
  const run = build(dir);
  assert.match(run.output, /Total size:\s+14\.0 kB/);
  assert.match(run.output, /Gzipped size:\s+5\.7 kB/);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('$$click') && !js.includes('React.createElement') && !js.includes('solid-refresh'));

  const swapped = solidProject(true);
  const swappedRun = build(swapped);
  assert.match(swappedRun.output, /Total size:\s+14\.0 kB/);
  assert.equal(distText(swapped, /^static\/js\/index\..*\.js$/), distText(dir, /^static\/js\/index\..*\.js$/));

  // The guide's solidPresetOptions example: the delegated `$$click` becomes a listener on the button itself.
  const own = solidProject(false, '', 'pluginSolid({ solidPresetOptions: { delegateEvents: false } })');
  build(own);
  const ownJs = distText(own, /^static\/js\/index\..*\.js$/);
  assert.doesNotMatch(ownJs, /\$\$click/);
  assert.match(ownJs, /\.addEventListener\("click",/);

  const dev = solidProject(false, 'dev: { writeToDisk: true }, ');
  const server = await devServer(dev);
  try {
    assert.ok(distText(dev, /^static\/js\/.*\.js$/).includes('solid-refresh'), 'the development files load solid-refresh');
  } finally {
    await server.stop();
  }
});

const YAML = 'plugins/list/plugin-yaml';

/** A node-target project with @rsbuild/plugin-yaml (from DEPS), `config` more of its configuration; returns its folder. */
function yamlProject(files: Record<string, string>, config = ''): string {
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginYaml } from '@rsbuild/plugin-yaml';\nexport default { output: { targets: ['node'] }, plugins: [pluginYaml()], ${config} };\n`,
      ...files,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, DEPS ?? '', ['@rsbuild/plugin-yaml']);
  return dir;
}

const SETTINGS_YAML = "title: My App\nfeatures:\n  - css\n  - wasm\ntheme:\n  color: '#ff5e00'\n";
const MERGE_YAML = 'base: &base\n  a: 1\nchild:\n  <<: *base\n  b: 2\n';

test(`${YAML} named import "gives \`undefined\`, and the build prints no error or warning about it" + anchors + merge keys + namespace + several documents + asStream and merge`, {
  skip,
}, () => {
  pageSays(YAML, {
    en: "a named import such as `import { title } from './settings.yaml'` gives `undefined`, and the build prints no error or warning about it.",
    zh: "`import { title } from './settings.yaml'` 这样的具名导入会得到 `undefined`，而且构建不会为此输出任何错误或警告。",
  });
  pageSays(YAML, {
    en: 'Here `servers.primary === servers.defaults` is `true`',
    zh: '这里 `servers.primary === servers.defaults` 的结果为 `true`',
  });
  pageSays(YAML, {
    en: 'With the default YAML 1.2 schema, `<<: *defaults` becomes a property named `<<`, not a merge. Turn on the `merge` option (see above), or start the file with a `%YAML 1.1` directive followed by `---`.',
    zh: '在默认的 YAML 1.2 schema 下，`<<: *defaults` 会变成一个名为 `<<` 的属性，而不是合并。请开启 `merge` 选项（见上文），或者在文件开头写上 `%YAML 1.1` 指令，并在其后加上 `---`。',
  });
  pageSays(YAML, {
    en: 'A `---` after the last document starts another, empty one, so a file that ends with `---` fails the same way. A `---` at the top of the file, before its only document, is fine, and so is `...` to end it.',
    zh: '最后一个文档后面的 `---` 会开始一个新的空文档，所以以 `---` 结尾的文件也会同样报错。文件开头、唯一一个文档之前的 `---` 没有问题，用 `...` 结束文档也可以。',
  });
  pageSays(YAML, {
    en: 'With `asStream: true`, every import returns an array, even for a file with a single document.',
    zh: '开启 `asStream: true` 后，每次导入得到的都是数组，即使文件中只有一个文档。',
  });

  const files = {
    'src/settings.yaml': SETTINGS_YAML,
    'src/servers.yaml': 'defaults: &defaults\n  retries: 3\n  timeout: 1000\nprimary: *defaults\n',
    'src/merge.yaml': MERGE_YAML,
    'src/merge11.yaml': `%YAML 1.1\n---\n${MERGE_YAML}`,
    'src/framed.yaml': '---\nname: only\n...\n',
    'src/index.js': [
      "import settings from './settings.yaml';",
      "import { title } from './settings.yaml';",
      "import servers from './servers.yaml';",
      "import merge from './merge.yaml';",
      "import merge11 from './merge11.yaml';",
      "import framed from './framed.yaml';",
      "import theme from './settings.yaml?namespace=theme';",
      'console.log(JSON.stringify({ settings, title: String(title), same: servers.primary === servers.defaults, merge, merge11, framed, theme }));',
      '',
    ].join('\n'),
  };
  const dir = yamlProject(files);
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error/i, run.output);
  assert.deepEqual(JSON.parse(spawnNode(path.join(dir, 'dist/server/index.js'))), {
    settings: { title: 'My App', features: ['css', 'wasm'], theme: { color: '#ff5e00' } },
    title: 'undefined',
    same: true,
    merge: { base: { a: 1 }, child: { '<<': { a: 1 }, b: 2 } },
    merge11: { base: { a: 1 }, child: { a: 1, b: 2 } },
    framed: { name: 'only' },
    theme: { color: '#ff5e00' },
  });

  for (const data of ['name: first\n---\nname: second\n', 'name: first\n---\n']) {
    const failing = yamlProject({ 'src/data.yaml': data, 'src/index.js': "import data from './data.yaml';\nconsole.log(data);\n" });
    const failed = rsbuild(failing, ['build']);
    assert.equal(failed.code, 1, failed.output);
    assert.ok(failed.output.includes('File: ./src/data.yaml'), failed.output);
    assert.ok(
      failed.output.includes(
        '× YAMLParseError: Source contains multiple documents; please use yaml-loader asStream option at line 2, column 1:',
      ),
      failed.output,
    );
  }

  const stream = yamlProject(
    {
      'src/data.yaml': 'name: first\n---\nname: second\n',
      'src/settings.yaml': SETTINGS_YAML,
      'src/merge.yaml': MERGE_YAML,
      'src/index.js':
        "import data from './data.yaml';\nimport settings from './settings.yaml';\nimport merge from './merge.yaml';\nconsole.log(JSON.stringify({ data, settings, merge }));\n",
    },
    'tools: { bundlerChain(chain, { CHAIN_ID }) { chain.module.rule(CHAIN_ID.RULE.YAML).use(CHAIN_ID.USE.YAML).tap((options) => ({ ...options, asStream: true, merge: true })); } },',
  );
  build(stream);
  assert.deepEqual(JSON.parse(spawnNode(path.join(stream, 'dist/server/index.js'))), {
    data: [{ name: 'first' }, { name: 'second' }],
    settings: [{ title: 'My App', features: ['css', 'wasm'], theme: { color: '#ff5e00' } }],
    merge: [{ base: { a: 1 }, child: { a: 1, b: 2 } }],
  });
});

const TOML = 'plugins/list/plugin-toml';

/** A node-target project with the transform of @rsbuild/plugin-toml 0.5.9 and toml 3.0.0 (from DEPS). */
function tomlProject(toml: string, index: string): string {
  const parser = JSON.stringify(path.join(DEPS ?? '', 'node_modules/toml/index.js'));
  return project(
    {
      'rsbuild.config.mjs': [
        'const pluginToml = () => ({',
        "  name: 'rsbuild:toml',",
        '  async setup(api) {',
        `    const { parse } = await import(${parser});`,
        '    api.transform({ test: /\\.toml$/ }, ({ code }) => {',
        '      const parsed = parse(code);',
        "      return `module.exports = ${JSON.stringify(parsed, undefined, '\\t')};`;",
        '    });',
        '  },',
        '});',
        "export default { output: { targets: ['node'] }, plugins: [pluginToml()] };",
        '',
      ].join('\n'),
      'src/config.toml': toml,
      'src/index.js': index,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
}

test(`${TOML} the page's config.toml + "Inline tables, multi-line strings, literal strings and underscores in numbers (\`1_000\`) work" + each row of the Limits table stops the build`, {
  skip,
}, () => {
  pageSays(TOML, {
    en: 'Inline tables, multi-line strings, literal strings and underscores in numbers (`1_000`) work.',
    zh: '内联表、多行字符串、字面量字符串以及数字中的下划线（`1_000`）都可以使用。',
  });
  pageSays(TOML, {
    en: "console.log(config.released); // '2024-04-07T10:00:00.000Z'",
    zh: "console.log(config.released); // '2024-04-07T10:00:00.000Z'",
  });
  const page = [
    'title = "My App"',
    'released = 2024-04-07T10:00:00Z',
    '',
    '[server]',
    'port = 8080',
    'hosts = ["a.example.com", "b.example.com"]',
    '',
    '[[products]]',
    'name = "Hammer"',
    'sku = 738594937',
    '',
    '[[products]]',
    'name = "Nail"',
    'sku = 284758393',
    '',
  ].join('\n');
  const later = 'inline = { x = 1 }\nmulti = """\nab\nc"""\nliteral = \'C:\\\\x\'\ncount = 1_000\n';
  const dir = tomlProject(
    later + page,
    "import config from './config.toml';\nconsole.log(JSON.stringify([config.title, config.server.port, config.products[1].name, config.released, config.inline, config.multi, config.literal, config.count]));\n",
  );
  build(dir);
  assert.deepEqual(JSON.parse(spawnNode(path.join(dir, 'dist/server/index.js'))), [
    'My App',
    8080,
    'Nail',
    '2024-04-07T10:00:00.000Z',
    { x: 1 },
    'ab\nc',
    'C:\\\\x',
    1000,
  ]);

  // The Limits table: syntax, and what the process prints before it exits with code 1.
  const rows: [string, string][] = [
    ['server.port = 8080', 'but "." found'],
    ['values = [1, "a"]', 'Cannot add value of type String to array of type Integer.'],
    ['mask = 0xff', 'SyntaxError: Expected'],
    ['limit = inf', 'SyntaxError: Expected'],
    ['day = 1979-05-27', 'Expected "T"'],
  ];
  for (const [line, message] of rows) {
    pageSays(TOML, { en: `\`${line}\``, zh: `\`${line}\`` });
    const failing = tomlProject(`${line}\n`, "import config from './config.toml';\nconsole.log(config);\n");
    const run = rsbuild(failing, ['build']);
    assert.equal(run.code, 1, `${line}: ${run.output}`);
    assert.ok(run.output.includes(message), `${line}: ${run.output}`);
  }
});

test(`${YAML} "The declarations of \`@rsbuild/core/types\` do not cover paths with a query, so TypeScript reports \`Cannot find module\`; declare the paths you use in a \`.d.ts\` file"`, () => {
  pageSays(YAML, {
    en: 'The declarations of `@rsbuild/core/types` do not cover paths with a query, so TypeScript reports `Cannot find module`; declare the paths you use in a `.d.ts` file:',
    zh: '`@rsbuild/core/types` 中的类型声明不包含带查询参数的路径，因此 TypeScript 会报错 `Cannot find module`；请在 `.d.ts` 文件中声明你用到的路径：',
  });
  const declaration = "declare module '*?namespace=theme' {\n  const value: Record<string, any>;\n  export default value;\n}\n";
  pageSays(YAML, { en: declaration, zh: declaration });
  const dir = project(
    {
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/theme.ts': "import theme from './settings.yaml?namespace=theme';\n\nconsole.log(theme.color);\n",
      'src/settings.yaml': SETTINGS_YAML,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const errors = (files: string[]) => {
    const program = ts.createProgram(
      files.map((f) => path.join(dir, f)),
      {
        strict: true,
        noEmit: true,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        types: [],
      },
    );
    return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  };
  assert.deepEqual(errors(['src/env.d.ts', 'src/theme.ts']), [
    "TS2307: Cannot find module './settings.yaml?namespace=theme' or its corresponding type declarations.",
  ]);
  fs.writeFileSync(path.join(dir, 'src/yaml-namespace.d.ts'), declaration);
  assert.deepEqual(errors(['src/env.d.ts', 'src/yaml-namespace.d.ts', 'src/theme.ts']), []);
});
