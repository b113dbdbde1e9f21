// Facts behind the accuracy review of session 87 (slice i): guide/migration/modern-builder and guide/start/features,
// in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page
// and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/start/features, "JavaScript, TypeScript and JSX with SWC": "All .js, .jsx, ... files are compiled by SWC"
//   was contradicted two items later by the page itself: the SWC rule only includes files under the project root
//   outside node_modules, plus .ts/.tsx/.jsx/.mts/.cts files anywhere (shared/src/chain.ts 244-274,
//   applyScriptCondition). Now: the files "of your project", with a pointer to "Compiling dependencies". A run with
//   IE 11 as the target shows arrow functions of src/ downgraded, those of a node_modules package and of a file
//   outside the root kept, and a .ts file of a package compiled.
// - guide/start/features, "Hot module replacement and live reload": "the changed modules are replaced in the running
//   page without a reload" read as true of any change, on a page that lists what Rsbuild does without a plugin. Only
//   a module that accepts hot updates is replaced: a plain stylesheet is; an edit to a CSS Modules file, or to a plain
//   JavaScript module that nothing accepts, makes the client reload the page (core/src/client/hmr/index.ts,
//   window.location.reload()). A browser run shows all three.
// - guide/start/features, "Environment variables": "every environment variable whose name starts with PUBLIC_"
//   left out that an empty value is not replaced (core/src/loadEnv.ts: `if (val && prefixes...)`) and that only the
//   CLI does it: loadEnv() is called in core/src/cli/init.ts and nowhere in createRsbuild(). A CLI build and a
//   createRsbuild() build of the same project show both.
// - guide/start/features, "Chunk splitting" table: "Common libraries get their own chunks (lib-lodash, lib-axios,
//   ...)" was unconditional. The lib-* cache groups set no `enforce` (core/src/plugins/splitChunks.ts 69-101), so a
//   group only makes a chunk when its modules reach Rspack's minSize, 20,000 bytes in production. Two builds with an
//   `axios` package of 19,000 and 21,000 bytes: no lib-axios chunk, then one.
// - guide/migration/modern-builder, "output": "Set polyfill: 'entry' if your entry imports core-js itself" implied
//   that 'entry' needs a core-js import of the user's. Rsbuild adds `import "core-js"` to every web entry itself
//   when polyfill is 'entry' (core/src/plugins/entry.ts 39-52). A build of an entry without any core-js import gives
//   a lib-polyfill chunk of about 146 kB with 'entry' and of about 17 kB with the default 'usage'.
// - guide/start/features, "Chunk splitting" table: "all-in-one | No splitting" read as one file per build. The
//   strategy sets splitChunks to false (core/src/plugins/splitChunks.ts 183-186): each entry gets one JavaScript file,
//   its dependencies included, but every dynamic import() is still its own chunk. A build with a 30,000-byte package
//   and one import() writes the entry file and one async file.
// - guide/start/features, "Minification": "License comments are moved into separate .LICENSE.txt files" held for
//   JavaScript only (legalComments 'linked' becomes the JS minimizer's extractComments); the CSS minimizer of 0.5.9
//   drops /*! */ comments of .css files. A build with a legal comment in a script and one in a stylesheet shows both.
// - guide/migration/modern-builder, "What changed": "dev.port and tools.devServer -> server. The dev server options
//   moved to their own section" read as true of every tools.devServer option, while the table below sends client,
//   hot, liveReload, setupMiddlewares and devMiddleware.writeToDisk to dev. The bullet now names the two options of
//   the example (port, proxy) and points to the table. Settled by the 0.5.9 config types, no test:
//   shared/src/types/config/server.ts 72-113 (compress, publicDir, port, https, host, headers, htmlFallback,
//   historyApiFallback, proxy, strictPort, printUrls) and shared/src/types/config/dev.ts 27-77 (hmr, liveReload,
//   startUrl, beforeStartUrl, assetPrefix, progressBar, client, setupMiddlewares, writeToDisk).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, edit, pageSays, probe, project, sharedBrowser, waitFor, hmrPage } from './topics-support';

const browser = sharedBrowser();

test('guide/start/features "The .js, .jsx, .mjs, .cjs, .ts, .tsx, .mts and .cts files of your project are compiled by SWC": with IE 11 as the target, the arrow functions of src/ are downgraded, those of a node_modules package and of a file outside the project root are not, and a .ts file of a package is compiled', () => {
  pageSays(
    'guide/start/features',
    {
      en: 'The `.js`, `.jsx`, `.mjs`, `.cjs`, `.ts`, `.tsx`, `.mts` and `.cts` files of your project are compiled by SWC',
      zh: '项目中的 `.js`、`.jsx`、`.mjs`、`.cjs`、`.ts`、`.tsx`、`.mts` 和 `.cts` 文件由 SWC 通过 Rspack 内置的 `builtin:swc-loader` 编译',
    },
    {
      en: 'All `.js`, `.jsx`, `.mjs`, `.cjs`, `.ts`, `.tsx`, `.mts` and `.cts` files are compiled by SWC',
      zh: '所有 `.js`、`.jsx`、`.mjs`、`.cjs`、`.ts`、`.tsx`、`.mts` 和 `.cts` 文件都由 SWC',
    },
  );
  const dir = project({
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'], minify: false } };\n",
    'app/src/index.js': [
      "import { fromDep } from 'dep';",
      "import { fromTs } from 'dep/typed.ts';",
      "import { fromOutside } from '../../shared/outside.js';",
      "const fromSrc = () => 'SRC_MARK';",
      'console.log(fromSrc(), fromDep(), fromTs(1), fromOutside());',
      '',
    ].join('\n'),
    'app/node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }\n',
    'app/node_modules/dep/index.js': "export const fromDep = () => 'DEP_MARK';\n",
    'app/node_modules/dep/typed.ts': "export const fromTs = (x: number): string => 'TS_MARK' + x;\n",
    'shared/outside.js': "export const fromOutside = () => 'OUT_MARK';\n",
  });
  build(path.join(dir, 'app'));
  const js = distText(dir, /\.js$/, 'app/dist');
  for (const mark of ['SRC_MARK', 'DEP_MARK', 'TS_MARK', 'OUT_MARK']) assert.ok(js.includes(mark), mark);
  const arrow = (mark: string) => new RegExp(`=>\\s*['"]${mark}`).test(js);
  assert.equal(arrow('SRC_MARK'), false, 'src/ is compiled');
  assert.equal(arrow('TS_MARK'), false, 'a .ts file of a package is compiled');
  assert.equal(arrow('DEP_MARK'), true, 'a .js file of a package is not');
  assert.equal(arrow('OUT_MARK'), true, 'a .js file outside the project root is not');
});

test('guide/start/features "A changed module that accepts hot updates is replaced in the running page without a reload: plain stylesheets do this on their own ... Any other change, such as an edit to a CSS Modules file or to a plain JavaScript module in a project without a framework plugin, reloads the page": a CSS edit applies without a reload, a CSS Modules edit and a JavaScript edit reload', async () => {
  pageSays(
    'guide/start/features',
    {
      en: 'Any other change, such as an edit to a CSS Modules file or to a plain JavaScript module in a project without a framework plugin, reloads the page',
      zh: '其他修改，比如修改 CSS Modules 文件，或在没有使用框架插件的项目里修改一个普通的 JavaScript 模块，会让页面自动刷新',
    },
    {
      en: 'the changed modules are replaced in the running page without a reload',
      zh: '被修改的模块会在运行中的页面里直接替换',
    },
  );
  const dir = project({
    'src/index.js':
      "import './a.css';\nimport m from './m.module.css';\nimport { label } from './b.js';\nwindow.label = label;\ndocument.body.innerHTML = `<p class=\"${m.note}\">note</p>`;\n",
    'src/a.css': 'body { color: rgb(255, 0, 0); }\n',
    'src/m.module.css': '.note { color: rgb(255, 0, 0); }\n',
    'src/b.js': "export const label = 'one';\n",
  });
  const server = await devServer(dir);
  const { page, printed, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    const color = () => page.evaluate(() => getComputedStyle(document.body).color);
    assert.equal(await color(), 'rgb(255, 0, 0)');

    edit(dir, 'src/a.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    assert.ok(await waitFor(async () => (await color()) === 'rgb(0, 0, 255)'), 'the stylesheet is replaced');
    assert.equal(loads(), 1, 'without a reload');

    edit(dir, 'src/m.module.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    const note = () => page.evaluate(() => getComputedStyle(document.querySelector('p') as Element).color);
    assert.ok(await waitFor(async () => loads() === 2 && (await note()) === 'rgb(0, 0, 255)'), 'a CSS Modules edit reloads the page');
    assert.ok(await waitFor(() => printed.filter((t) => t === '[HMR] connected.').length === 2));

    edit(dir, 'src/b.js', "'one'", "'two'");
    assert.ok(
      await waitFor(async () => loads() === 3 && (await page.evaluate(() => (window as unknown as { label: string }).label)) === 'two'),
      'a JavaScript edit reloads the page',
    );
  } finally {
    await page.close();
    await server.stop();
  }
});

test('guide/start/features "process.env.PUBLIC_*: every environment variable whose name starts with PUBLIC_ and whose value is not empty ... The rsbuild commands do this; createRsbuild() of the JavaScript API loads no .env file and replaces no PUBLIC_ variable"', async () => {
  pageSays(
    'guide/start/features',
    {
      en: 'every environment variable whose name starts with `PUBLIC_` and whose value is not empty, including those loaded from `.env`, `.env.local`, `.env.<mode>` and `.env.<mode>.local` files. The `rsbuild` commands do this; `createRsbuild()` of the JavaScript API loads no `.env` file and replaces no `PUBLIC_` variable.',
      zh: '所有名称以 `PUBLIC_` 开头且值不为空的环境变量，包括从 `.env`、`.env.local`、`.env.<mode>` 和 `.env.<mode>.local` 文件中加载的变量。这一步由 `rsbuild` 命令完成；通过 JavaScript API 的 `createRsbuild()` 构建时，不会加载 `.env` 文件，也不会替换任何 `PUBLIC_` 变量。',
    },
    {
      en: 'every environment variable whose name starts with `PUBLIC_`, including those loaded from',
      zh: '所有名称以 `PUBLIC_` 开头的环境变量，包括从',
    },
  );
  const files = {
    '.env': 'PUBLIC_DOTENV=from-file\n',
    'src/index.js': 'console.log(process.env.PUBLIC_FULL, process.env.PUBLIC_EMPTY, process.env.PUBLIC_DOTENV);\n',
  };
  const dir = project(files);
  build(dir, { PUBLIC_FULL: 'from-shell', PUBLIC_EMPTY: '' });
  const cli = distText(dir, /\.js$/);
  assert.ok(cli.includes('"from-shell"') && cli.includes('"from-file"'), 'the CLI replaces both non-empty variables');
  assert.ok(cli.includes('process.env.PUBLIC_EMPTY'), 'the empty one stays in the code');

  const { result, output } = await probe(
    files,
    [
      "import fs from 'node:fs';",
      "import { createRsbuild } from '@rsbuild/core';",
      "process.env.PUBLIC_FULL = 'from-shell';",
      'const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {} });',
      'await rsbuild.build();',
      "const dist = 'dist/static/js/';",
      "const js = fs.readdirSync(dist).map((f) => fs.readFileSync(dist + f, 'utf8')).join('\\n');",
      "report({ shell: js.includes('from-shell'), file: js.includes('from-file'), kept: js.includes('process.env.PUBLIC_FULL') && js.includes('process.env.PUBLIC_DOTENV') });",
    ].join('\n'),
  );
  assert.deepEqual(result, { shell: false, file: false, kept: true }, output);
});

test('guide/start/features "Common libraries get their own chunks (lib-lodash, lib-axios, ...) once the modules they match reach Rspack\'s minSize (20,000 bytes in production)": an axios package of 19,000 bytes stays in the entry chunk, one of 21,000 bytes gets lib-axios', () => {
  pageSays(
    'guide/start/features',
    {
      en: "once the modules they match reach Rspack's `minSize` (20,000 bytes in production)",
      zh: '常用库匹配到的模块达到 Rspack 的 `minSize`（生产模式下为 20,000 字节）时，会拆分为各自的 chunk',
    },
    {
      en: 'when the framework plugin is used); the rest is split',
      zh: '| 常用库拆分为各自的 chunk（`lib-lodash`',
    },
  );
  const chunks: Record<number, string[]> = {};
  for (const size of [19_000, 21_000]) {
    const head = 'module.exports = function get(url) { return fetch(url); };\n';
    const dir = project({
      'src/index.js': "import get from 'axios';\nget('/api');\n",
      'node_modules/axios/package.json': '{ "name": "axios", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/axios/index.js': `${head}/*${'x'.repeat(size - head.length - 4)}*/`,
    });
    assert.equal(fs.statSync(path.join(dir, 'node_modules/axios/index.js')).size, size);
    build(dir);
    chunks[size] = distFiles(dir).filter((f) => f.endsWith('.js'));
  }
  assert.ok(!chunks[19_000].some((f) => f.includes('lib-axios')), chunks[19_000].join(', '));
  assert.ok(
    chunks[21_000].some((f) => f.includes('lib-axios')),
    chunks[21_000].join(', '),
  );
});

test("guide/migration/modern-builder \"To keep every polyfill your target browsers need, set polyfill: 'entry'. Your entry does not have to import core-js for that: Rsbuild adds import \"core-js\" at the start of each entry itself\": an entry without any core-js import gets a lib-polyfill chunk of over 100 kB with 'entry', and one under 30 kB with 'usage'", () => {
  pageSays(
    'guide/migration/modern-builder',
    {
      en: 'Your entry does not have to import `core-js` for that: Rsbuild adds `import "core-js"` at the start of each entry itself.',
      zh: '入口文件无需自行导入 `core-js`：Rsbuild 会在每个入口的开头自动加上 `import "core-js"`。',
    },
    {
      en: "Set `polyfill: 'entry'` if your entry imports `core-js` itself.",
      zh: "如果你的入口自行导入了 `core-js`，请设置 `polyfill: 'entry'`。",
    },
  );
  const sizes: Record<string, number> = {};
  for (const polyfill of ['entry', 'usage']) {
    const dir = project({
      'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n`,
      'src/index.js': 'console.log([1, 2].at(-1));\n',
    });
    build(dir);
    const file = distFiles(dir).find((f) => /lib-polyfill\.[0-9a-f]{8}\.js$/.test(f));
    assert.ok(file, `${polyfill}: a lib-polyfill chunk`);
    sizes[polyfill] = fs.statSync(path.join(dir, 'dist', file)).size;
  }
  assert.ok(sizes.entry > 100_000, `entry: ${sizes.entry} bytes`);
  assert.ok(sizes.usage < 30_000, `usage: ${sizes.usage} bytes`);
});

test('guide/start/features "all-in-one | No splitting: each entry gets one JavaScript file, its dependencies included; each dynamic import() still gets a file of its own": a build with a 30,000-byte dependency and one import() writes the entry file and one async file', () => {
  pageSays(
    'guide/start/features',
    {
      en: '| `all-in-one` | No splitting: each entry gets one JavaScript file, its dependencies included; each dynamic `import()` still gets a file of its own |',
      zh: '| `all-in-one` | 不拆包：每个入口只生成一个 JavaScript 文件，依赖也打包在内；每个动态 `import()` 仍会生成单独的文件 |',
    },
    { en: '| `all-in-one` | No splitting |', zh: '| `all-in-one` | 不拆包 |' },
  );
  const head = 'module.exports = function big() { return "BIG_MARK"; };\n';
  const dir = project({
    'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'all-in-one' } } };\n",
    'src/index.js': "import big from 'big';\nconsole.log(big());\nimport('./lazy.js').then((m) => console.log(m.lazy));\n",
    'src/lazy.js': "export const lazy = 'LAZY_MARK';\n",
    'node_modules/big/package.json': '{ "name": "big", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/big/index.js': `${head}/*${'x'.repeat(30_000 - head.length - 4)}*/`,
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.equal(js.length, 2, js.join(', '));
  const entry = js.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  const lazy = js.find((f) => f.startsWith('static/js/async/'));
  assert.ok(entry && lazy, js.join(', '));
  assert.ok(fs.readFileSync(path.join(dir, 'dist', entry), 'utf8').includes('BIG_MARK'), 'the dependency is in the entry file');
  assert.ok(fs.readFileSync(path.join(dir, 'dist', lazy), 'utf8').includes('LAZY_MARK'), 'the import() module has its own file');
});

test('guide/start/features "The license comments of JavaScript files are moved into .LICENSE.txt files next to them; the CSS minifier removes those of .css files": a /*! */ comment of a script goes to index.[hash].js.LICENSE.txt, that of a stylesheet is nowhere in the output', () => {
  pageSays(
    'guide/start/features',
    {
      en: 'The license comments of JavaScript files are moved into `.LICENSE.txt` files next to them ([output.legalComments](/config/output/legal-comments)); the CSS minifier removes those of `.css` files.',
      zh: 'JavaScript 文件中的许可证注释会被移到旁边单独的 `.LICENSE.txt` 文件中（[output.legalComments](/zh/config/output/legal-comments)）；`.css` 文件中的许可证注释则会被 CSS 压缩器删除。',
    },
    {
      en: 'License comments are moved into separate `.LICENSE.txt` files',
      zh: '许可证注释会被移到单独的 `.LICENSE.txt` 文件中',
    },
  );
  const dir = project({
    'src/index.js': "/*! JS LICENSE MARK */\nimport './a.css';\nconsole.log(1);\n",
    'src/a.css': '/*! CSS LICENSE MARK */\nbody { color: red; }\n',
  });
  build(dir);
  const files = distFiles(dir);
  const license = files.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(f));
  assert.ok(license, files.join(', '));
  assert.ok(fs.readFileSync(path.join(dir, 'dist', license), 'utf8').includes('JS LICENSE MARK'));
  const everything = files.map((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8')).join('\n');
  assert.ok(!everything.includes('CSS LICENSE MARK'), 'the CSS license comment is gone');
  assert.ok(distText(dir, /\.css$/).includes('color:red'), 'the stylesheet itself is there');
});
