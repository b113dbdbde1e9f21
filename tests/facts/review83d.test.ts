// Facts behind the second accuracy review of session 83 (slice d): guide/advanced/browser-compatibility,
// plugins/list/plugin-node-polyfill and guide/advanced/browserslist, in both languages. Each test runs @rsbuild/core 0.5.9
// in throw-away projects (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// now say it.
//
// - guide/advanced/browserslist, "caniuse-lite is outdated": "each `rsbuild` command prints this warning once, when it
//   first resolves a browserslist". `rsbuild preview` resolves none (it serves dist/ and compiles nothing), so it never
//   prints the warning; dev, build and inspect do, once. The data is made old by moving the clock of the process on
//   two years in rsbuild.config.mjs, which every command loads before it resolves a browserslist.
// - guide/advanced/browserslist, In .browserslistrc: "a list reaching back to Internet Explorer 11 gives ['web', 'es5'],
//   and the whole output is downgraded to ES5". Plain JavaScript from node_modules is not compiled
//   (shared/src/chain.ts, applyScriptCondition): with ie 11 in .browserslistrc a package's const and => stay in the
//   output while the project's code and the runtime are ES5; with the package in source.include nothing of ES2015 stays.
// - guide/advanced/browserslist, Different queries per environment: "production for rsbuild build and rsbuild preview".
//   Preview selects no section: it serves dist/ as the last build wrote it. After a build with [production] chrome >= 61
//   (?? compiled), a [production] section changed to chrome >= 100 leaves what preview serves unchanged, byte for byte.
// - guide/advanced/browser-compatibility, Syntax downgrade: "The private field #count is turned into a WeakMap ...,
//   because Safari 14 does not support class private fields" and "Optional chaining (?.) is rewritten, because SWC's
//   compatibility data requires Chrome 91 for it, above the default chrome >= 87"; guide/advanced/browserslist, Default
//   browserslist: "Class private fields ... are downgraded by SWC because Safari 14 does not support them". Each named
//   one browser of the default list where two hold the feature back: with Safari at 14.1 the private field is still
//   downgraded for Firefox 78, with Firefox at 90 still for Safari 14, and with Chrome at 91 ?. is still rewritten for
//   Edge 88. Only lists that raise both keep the syntax.
// - guide/advanced/browser-compatibility, Check the syntax of the output: the report of @rsbuild/plugin-check-syntax
//   0.5.9 for modern-lib, with source maps, was shown as "source:  /node_modules/modern-lib/index.js:2:9". The plugin
//   maps the error through the .map file and prints the source's name with only webpack:// removed
//   (packages/plugin-check-syntax/src/helpers/generateError.ts, tryGenerateErrorFromSourceMap), and Rspack names
//   sources webpack://<package.json name>/./<path>: in a project named my-app the line reads
//   "source:  my-app/node_modules/modern-lib/index.js:2:9"; it starts with / only when package.json has no name. The
//   first half of the test reads that name from the source map 0.5.9 writes. The second half runs the plugin: 0.5.9 is
//   not on the npm registry this machine reaches, and 0.5.4's dist/index.js does what the 0.5.9 source does in the
//   parts it uses (pluginCheckSyntax's isDev/target check, generateError, printErrors: the same code). With
//   CHECK_SYNTAX_DEPS set to a folder where `npm install @rsbuild/plugin-check-syntax@0.5.4` was run, the test copies
//   the plugin into the project beside @rsbuild/core and @rsbuild/shared 0.5.9 and its dependencies (acorn,
//   htmlparser2, source-map …) linked from that folder; without it, that half is skipped.
// - guide/advanced/browser-compatibility, Check the syntax of the output: the plugin "parses every emitted JavaScript
//   file with the ECMAScript version that your browserslist supports". It parses with browserslistToESVersion of the
//   list (shared/src/getBrowserslist.ts), whose table stops at ES2018: ES2017 for the default list, ES2018 for the
//   newest browsers. SWC keeps ?? for the default list (the browsers support it), so the ?? of the page's own module
//   fails the check, as it does with a list of the newest browsers; the run of the plugin needs CHECK_SYNTAX_DEPS.
// - guide/advanced/browser-compatibility, the options of the syntax check: "exclude (regular expressions for source
//   files to skip)". The expressions are tested against the source path of each error (generateError.ts,
//   checkIsExcludeSource), which without source maps is the output file's (/dist/static/js/index.[hash].js): exclude
//   /modern-lib/ skips the error only with source maps (plugins/list/plugin-check-syntax says so too). Run with the
//   plugin under CHECK_SYNTAX_DEPS.
// - guide/advanced/browser-compatibility, Syntax downgrade: "SWC transforms every syntax feature that at least one of the
//   target browsers does not support". Not a regular expression with lookbehind: Safari before 16.4 cannot parse one
//   (Rsbuild's own table, browserslistToESVersion, puts Safari's ES2018 at 16.4 for it), yet with the default list,
//   which has Safari 14, the literal /(?<=a)b/ reaches the output as written (only an ES5 list turns it into RegExp()).
// - guide/advanced/browser-compatibility, entry: "Rsbuild adds import "core-js"; at the start of every entry of the web
//   and web-worker targets". The files of source.preEntry come first (core/src/plugins/entry.ts adds preEntry, then the
//   core-js module, then the entry's own): in the inspected config of a project with a preEntry the entry array is
//   ['./src/pre.js', 'data:text/javascript,import "core-js";', <src/index.js>], for web and web-worker alike;
//   service-worker and node get no core-js import.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, count, devServer, distText, page, pageSays, previewServer, project, rsbuild } from './topics-support';
import { projectWithPackage } from './outside-packages';

const OUTDATED = 'Browserslist: caniuse-lite is outdated. Please run:';

const LOOKBEHIND = {
  en: 'SWC cannot rewrite all of them: a regular expression with lookbehind (`(?<=…)`), which Safari before 16.4 cannot parse, stays as written with the default list.',
  zh: 'SWC 并不能改写所有语法：带后行断言（`(?<=…)`）的正则表达式在默认列表下会原样保留，而 Safari 16.4 之前的版本无法解析它。',
};

test("guide/advanced/browserslist \"your code and the bundler's runtime are downgraded to ES5 (a package in node_modules only once it is in source.include)\": with ie 11 in .browserslistrc the project's const and => and the runtime's are compiled, a package's stay until source.include names it", () => {
  pageSays('guide/advanced/browserslist', {
    en: "and your code and the bundler's runtime are downgraded to ES5 (a package in `node_modules` only once it is in [source.include](/config/source/include)).",
    zh: '你的代码和打包工具的运行时代码都会被降级到 ES5（`node_modules` 中的包要加入 [source.include](/zh/config/source/include) 后才会）。',
  });
  const files = {
    '.browserslistrc': 'ie 11\n',
    'src/index.js': "import { twice } from 'es6-lib';\nconst own = (n) => n + 1;\nglobalThis.r = own(twice(1));\n",
    'node_modules/es6-lib/package.json': '{ "name": "es6-lib", "main": "index.js" }\n',
    'node_modules/es6-lib/index.js': 'export const twice = (n) => n * 2;\n',
  };
  const es2015 = /=>|\bconst\b|\blet\b|\bclass\b/g;
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(plain);
  const js = distText(plain, /^static\/js\/.*\.js$/).replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  assert.deepEqual(js.match(es2015), ['const', '=>'], 'only the package keeps its const and =>');
  assert.ok(js.includes('const twice = (n)=>n * 2'), js);
  const included = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { source: { include: [/[\\\\/]node_modules[\\\\/]es6-lib[\\\\/]/] }, output: { minify: false } };\n',
  });
  build(included);
  assert.equal(
    distText(included, /^static\/js\/.*\.js$/)
      .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
      .match(es2015),
    null,
  );
});

test('guide/advanced/browserslist "production for rsbuild build (rsbuild preview compiles nothing: it serves what the last build wrote)": after a build for [production] chrome >= 61, preview serves the same index.js, ?? compiled, though the section now says chrome >= 100', async () => {
  pageSays('guide/advanced/browserslist', {
    en: '`production` for `rsbuild build` (`rsbuild preview` compiles nothing: it serves what the last build wrote), `development` for `rsbuild dev`.',
    zh: '`rsbuild build` 对应 `production`（`rsbuild preview` 不做编译，只提供上一次构建写入的产物），`rsbuild dev` 对应 `development`。',
  });
  const dir = project({
    '.browserslistrc': '[production]\nchrome >= 61\n\n[development]\nlast 1 chrome version\n',
    'src/index.js': 'globalThis.r = globalThis.a ?? 1;\n',
  });
  build(dir);
  const built = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(!built.includes('??'), 'chrome >= 61 compiles ??');
  fs.writeFileSync(path.join(dir, '.browserslistrc'), '[production]\nchrome >= 100\n\n[development]\nlast 1 chrome version\n');
  const preview = await previewServer(dir);
  try {
    const html = await (await fetch(`${preview.url}/`)).text();
    const src = /<script[^>]* src="([^"]*\/index\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    assert.ok(src, html);
    assert.equal(await (await fetch(`${preview.url}${src}`)).text(), built);
  } finally {
    await preview.stop();
  }
});

/** A production build (unminified) of a private field and an optional chain for `browsers`; what stays as written. */
function kept(browsers: string[]): { privateField: boolean; optionalChain: boolean } {
  const dir = project({
    'rsbuild.config.mjs': `export default { output: { minify: false, overrideBrowserslist: ${JSON.stringify(browsers)} } };\n`,
    'src/index.js':
      'class Counter {\n  #count = 0;\n  get() { return this.#count; }\n}\nglobalThis.r = [new Counter().get(), globalThis.user?.name];\n',
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  return { privateField: js.includes('#count = 0'), optionalChain: js.includes('globalThis.user?.name') };
}

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility and guide/advanced/browserslist: which default browsers hold syntax back

test('guide/advanced/browser-compatibility "because neither Safari 14 nor Firefox 78 supports class private fields" and "requires Chrome and Edge 91 for it, above the default chrome >= 87 and edge >= 88"; guide/advanced/browserslist "because Safari 14 or Firefox 78 lacks them, and optional chaining (?.) because SWC requires Chrome and Edge 91 for it": raising one of each pair still downgrades, raising both keeps the syntax', () => {
  pageSays('guide/advanced/browser-compatibility', {
    en: 'because neither Safari 14 nor Firefox 78 supports class private fields (they arrived in Safari 14.1 and Firefox 90).',
    zh: '因为 Safari 14 和 Firefox 78 都不支持类私有字段（Safari 14.1、Firefox 90 才开始支持）。',
  });
  pageSays('guide/advanced/browser-compatibility', {
    en: 'requires Chrome and Edge 91 for it, above the default `chrome >= 87` and `edge >= 88`.',
    zh: '要求 Chrome 和 Edge 91 才支持它，而默认值是 `chrome >= 87` 和 `edge >= 88`。',
  });
  pageSays('guide/advanced/browserslist', {
    en: 'are downgraded by SWC because Safari 14 or Firefox 78 lacks them, and optional chaining (`?.`) because SWC requires Chrome and Edge 91 for it.',
    zh: '由于 Safari 14 或 Firefox 78 不支持类私有字段等少数较新的特性，SWC 会对它们进行降级；可选链（`?.`）也会被降级，因为 SWC 要求 Chrome 和 Edge 91 才支持它。',
  });
  assert.deepEqual(kept(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']), { privateField: false, optionalChain: false });
  // Safari raised to 14.1: Firefox 78 still lacks private fields; Firefox raised to 90: Safari 14 still does.
  assert.equal(kept(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14.1']).privateField, false);
  assert.equal(kept(['chrome >= 87', 'edge >= 88', 'firefox >= 90', 'safari >= 14']).privateField, false);
  // Both raised, and Chrome at 91: the private field stays, ?. is still rewritten for Edge 88; Edge at 91 too: ?. stays.
  assert.deepEqual(kept(['chrome >= 91', 'edge >= 88', 'firefox >= 90', 'safari >= 14.1']), { privateField: true, optionalChain: false });
  assert.deepEqual(kept(['chrome >= 91', 'edge >= 91', 'firefox >= 90', 'safari >= 14.1']), { privateField: true, optionalChain: true });
});

test('guide/advanced/browser-compatibility "SWC cannot rewrite all of them: a regular expression with lookbehind ... stays as written with the default list": the default build keeps /(?<=a)b/, and Rsbuild\'s table counts Safari below 16.4 as ES2017', async () => {
  pageSays('guide/advanced/browser-compatibility', { en: LOOKBEHIND.en, zh: LOOKBEHIND.zh });
  const shared = (await import('rsbuild-shared-0.5')) as unknown as { browserslistToESVersion: (browsers: string[]) => number };
  assert.equal(shared.browserslistToESVersion(['safari >= 16.3']), 2017);
  assert.equal(shared.browserslistToESVersion(['safari >= 16.4']), 2018);
  const dir = project({
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
    'src/index.js': "globalThis.r = /(?<=a)b/.test('ab');\n",
  });
  build(dir);
  assert.ok(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('/(?<=a)b/.test('), 'the lookbehind literal stays');
});

test('guide/advanced/browser-compatibility "adds import "core-js"; to every entry of the web and web-worker targets, before the entry\'s own modules (after any source.preEntry files)": rsbuild inspect --env production shows the preEntry file, then the core-js module, then src/index.js for web and web-worker, and no core-js for service-worker and node', () => {
  pageSays('guide/advanced/browser-compatibility', {
    en: "to every entry of the `web` and `web-worker` targets, before the entry's own modules (after any `source.preEntry` files),",
    zh: '构建目标的每个入口中添加 `import "core-js";`，位于入口自身的模块之前（`source.preEntry` 的文件之后），',
  });
  const dir = project({
    'rsbuild.config.mjs':
      "export default { source: { preEntry: ['./src/pre.js'], entry: { index: './src/index.js' } }, output: { polyfill: 'entry', targets: ['web', 'web-worker', 'service-worker', 'node'] } };\n",
    'src/index.js': 'console.log(1);\n',
    'src/pre.js': 'globalThis.pre = 1;\n',
  });
  const run = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(run.code, 0, run.output);
  const entry = (target: string): string[] => {
    const config = fs.readFileSync(path.join(dir, `dist/rspack.config.${target}.mjs`), 'utf8');
    const block = /\n {2}entry: \{\n {4}index: \[\n([\s\S]*?)\n {4}\]/.exec(config);
    assert.ok(block, `${target}: an index entry`);
    return block[1].split(',\n').map((line) => line.trim().replace(/^'|'$/g, '').replace(dir, '<dir>'));
  };
  for (const target of ['web', 'web-worker']) {
    assert.deepEqual(entry(target).slice(0, 2), ['./src/pre.js', 'data:text/javascript,import "core-js";'], target);
    assert.match(entry(target)[2], /src\/index\.js$/, target);
  }
  for (const target of ['service-worker', 'node']) {
    assert.ok(!entry(target).some((item) => item.includes('core-js')), target);
  }
});

const CHECK_SYNTAX_DEPS = process.env.CHECK_SYNTAX_DEPS;

/**
 * A project of `files` with @rsbuild/plugin-check-syntax copied in from CHECK_SYNTAX_DEPS (its dependencies linked from
 * there) beside @rsbuild/core and @rsbuild/shared 0.5.9.
 */
function withCheckSyntax(files: Record<string, string>): string {
  return projectWithPackage(files, CHECK_SYNTAX_DEPS ?? '', '@rsbuild/plugin-check-syntax');
}

/** A project named my-app that imports modern-lib (a static private field), built with JavaScript source maps. */
function modernLibProject(plugin: boolean): string {
  const files = {
    'package.json': '{ "name": "my-app", "private": true }\n',
    'rsbuild.config.mjs': plugin
      ? "import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { plugins: [pluginCheckSyntax()], output: { sourceMap: { js: 'source-map' } } };\n"
      : "export default { output: { sourceMap: { js: 'source-map' } } };\n",
    'src/index.js': "import { Store } from 'modern-lib';\nconsole.log(Store.create());\n",
    'node_modules/modern-lib/package.json': '{ "name": "modern-lib", "main": "index.js" }\n',
    'node_modules/modern-lib/index.js':
      'export class Store {\n  static #instances = 0;\n\n  static create() {\n    Store.#instances += 1;\n    return new Store();\n  }\n}\n',
  };
  return plugin ? withCheckSyntax(files) : project(files);
}

test('guide/advanced/browser-compatibility "source:  my-app/node_modules/modern-lib/index.js:2:9 ... its path starting with the name of your package.json": the source map names the file webpack://my-app/./node_modules/modern-lib/index.js, and the plugin prints it without webpack://', async (t) => {
  pageSays('guide/advanced/browser-compatibility', {
    en: 'its path starting with the `name` of your `package.json` (`my-app` here);',
    zh: '路径以 `package.json` 的 `name` 开头（这里是 `my-app`）；',
  });
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'guide/advanced/browser-compatibility');
    assert.ok(text.includes('  source:  my-app/node_modules/modern-lib/index.js:2:9\n'), lang);
    assert.ok(!text.includes('source:  /node_modules/'), lang);
  }
  const plain = modernLibProject(false);
  build(plain);
  const map = JSON.parse(distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/)) as { sources: string[] };
  assert.ok(map.sources.includes('webpack://my-app/./node_modules/modern-lib/index.js'), map.sources.join(', '));

  await t.test(
    'the plugin (0.5.4, the same code as 0.5.9) prints source:  my-app/node_modules/modern-lib/index.js:2:9',
    {
      skip: CHECK_SYNTAX_DEPS ? false : 'CHECK_SYNTAX_DEPS is not set: @rsbuild/plugin-check-syntax is not installed in the repository',
    },
    () => {
      const dir = modernLibProject(true);
      const run = rsbuild(dir, ['build']);
      assert.equal(run.code, 1, run.output);
      assert.match(run.output, /\[Syntax Checker\] Find some syntax errors after production build:/);
      assert.match(run.output, /^ {2}source: {2}my-app\/node_modules\/modern-lib\/index\.js:2:9$/m);
      assert.match(run.output, /^ {2}output: {2}\/dist\/static\/js\/index\.[0-9a-f]{8}\.js:2:\d+$/m);
      assert.match(run.output, /^ {3}> 2 \| {3}static #instances = 0;$/m);
    },
  );
});

test('guide/advanced/browser-compatibility "with an ECMAScript version taken from your browserslist (ES2017 for the default list, at most ES2018), so newer syntax that SWC keeps, such as the ?? of the module above, fails too": browserslistToESVersion gives 2017 and 2018; the default build keeps ??, and the plugin reports it for the default list and for the newest browsers', async (t) => {
  pageSays('guide/advanced/browser-compatibility', {
    en: 'with an ECMAScript version taken from your browserslist (ES2017 for the default list, at most ES2018), so newer syntax that SWC keeps, such as the `??` of the module above, fails too; set `ecmaVersion` then.',
    zh: '它会以由 browserslist 得出的 ECMAScript 版本（默认列表为 ES2017，最高 ES2018）解析每个输出的 JavaScript 文件，所以 SWC 保留的较新语法（如上文模块中的 `??`）也会报错，这时请设置 `ecmaVersion`。',
  });
  const shared = (await import('rsbuild-shared-0.5')) as unknown as { browserslistToESVersion: (browsers: string[]) => number };
  assert.equal(shared.browserslistToESVersion(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']), 2017);
  assert.equal(shared.browserslistToESVersion(['chrome >= 120', 'edge >= 120', 'firefox >= 120', 'safari >= 17']), 2018);
  const source = "const user = { profile: null };\ndocument.body.textContent = user.profile?.name ?? 'anonymous';\n";
  const plain = project({ 'src/index.js': source });
  build(plain);
  assert.match(distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\?\?"anonymous"/, 'the default list keeps ??');

  await t.test(
    'the plugin (0.5.4, the same code as 0.5.9) fails at the ?? for the default list and for the newest browsers',
    {
      skip: CHECK_SYNTAX_DEPS ? false : 'CHECK_SYNTAX_DEPS is not set: @rsbuild/plugin-check-syntax is not installed in the repository',
    },
    () => {
      for (const list of [undefined, ['chrome >= 120', 'edge >= 120', 'firefox >= 120', 'safari >= 17']]) {
        const output = list ? `, output: { overrideBrowserslist: ${JSON.stringify(list)} }` : '';
        const dir = withCheckSyntax({
          'rsbuild.config.mjs': `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { plugins: [pluginCheckSyntax()]${output} };\n`,
          'src/index.js': source,
        });
        const run = rsbuild(dir, ['build']);
        assert.equal(run.code, 1, run.output);
        assert.match(run.output, /^ {2}reason: {2}Unexpected token \(1:\d+\)$/m);
        assert.match(run.output, /\?\?"anonymous"/, 'the code excerpt shows the ??');
      }
    },
  );
});

test('guide/advanced/browser-compatibility "exclude (regular expressions for the source path of an error; without source maps that is the output file, so a node_modules file cannot be skipped)": exclude /modern-lib/ still fails the build without source maps and passes with them', async (t) => {
  pageSays('guide/advanced/browser-compatibility', {
    en: 'and `exclude` (regular expressions for the `source` path of an error; without source maps that is the output file, so a `node_modules` file cannot be skipped).',
    zh: '以及 `exclude`（匹配错误 `source` 路径的正则表达式；没有 source map 时该路径指向产物文件，无法据此跳过 `node_modules` 中的文件）。',
  });
  await t.test(
    'the plugin (0.5.4, the same code as 0.5.9) with exclude: [/modern-lib/]',
    {
      skip: CHECK_SYNTAX_DEPS ? false : 'CHECK_SYNTAX_DEPS is not set: @rsbuild/plugin-check-syntax is not installed in the repository',
    },
    () => {
      for (const sourceMap of [false, true]) {
        const dir = modernLibProject(true);
        fs.writeFileSync(
          path.join(dir, 'rsbuild.config.mjs'),
          `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { plugins: [pluginCheckSyntax({ exclude: [/modern-lib/] })], output: { sourceMap: { js: ${sourceMap ? "'source-map'" : 'false'} } } };\n`,
        );
        const run = rsbuild(dir, ['build']);
        if (sourceMap) {
          assert.equal(run.code, 0, run.output);
          assert.match(run.output, /The syntax check success\./);
        } else {
          assert.equal(run.code, 1, run.output);
          assert.match(run.output, /^ {2}source: {2}\/dist\/static\/js\/index\.[0-9a-f]{8}\.js:2:\d+$/m);
        }
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "rsbuild dev, rsbuild build and rsbuild inspect print this warning once ... (rsbuild preview compiles nothing and prints none)": with caniuse-lite data two years old, build, inspect and dev print the outdated warning once each, preview never', async () => {
  pageSays('guide/advanced/browserslist', {
    en: '`rsbuild dev`, `rsbuild build` and `rsbuild inspect` print this warning once, when they first resolve a browserslist (`rsbuild preview` compiles nothing and prints none):',
    zh: '`rsbuild dev`、`rsbuild build` 和 `rsbuild inspect` 都会在第一次解析 browserslist 时打印一次这条警告（`rsbuild preview` 不做编译，不会打印）：',
  });
  const dir = project({
    'rsbuild.config.mjs': 'const now = Date.now;\nDate.now = () => now() + 2 * 365 * 24 * 3600e3;\nexport default {};\n',
    'src/index.js': "import './a.css';\n",
    'src/a.css': '.a { user-select: none; }\n',
  });
  assert.equal(count(build(dir).output, OUTDATED), 1, 'build');
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.equal(count(inspect.output, OUTDATED), 1, 'inspect');
  build(dir);
  const preview = await previewServer(dir);
  try {
    const res = await fetch(`${preview.url}/`);
    assert.equal(res.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(count(preview.log(), OUTDATED), 0, preview.log());
  } finally {
    await preview.stop();
  }
  const dev = await devServer(dir);
  try {
    assert.equal(count(dev.log(), OUTDATED), 1, dev.log());
  } finally {
    await dev.stop();
  }
});
