// Facts behind the accuracy review of session 97 (slice i): config/source/transform-import, guide/basic/json-files and
// guide/debug/rsdoctor, in both languages. Each test names the page and the sentences it backs, checks that both
// languages say them, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fixes: none. Every statement checked was true of 0.5.9. Read against: core/src/provider/plugins/swc.ts 82 and 162-171
// (applyTransformImport hands the items to builtin:swc-loader's rspackExperiments.import unchanged),
// shared/src/types/config/source.ts 67-86 (the TransformImport type), core/src/provider/config.ts 58-66 (no default),
// shared/src/chain.ts 244-274 (applyScriptCondition: node_modules excluded except TS and JSX) and 424-436 (.json in
// resolve.extensions), shared/src/constants.ts 9-21 (default browserslist), core/src/plugins/rsdoctor.ts (the RSDOCTOR
// variable, its warning, the constructor-name check, the `enabled` line), core/src/provider/shared.ts 45 (the plugin is a
// default plugin; @rsbuild/webpack 0.5.4's dist/shared.js 59 has it too), core/src/plugins/cleanOutput.ts (dist is
// emptied before a build and a dev server), plugin-yaml and plugin-toml src/index.ts and package.json (peer ^0.5.9, no
// options, CommonJS output of the TOML transform), @rsbuild/core 0.5.9's types.d.ts 140-151 (*.yaml, *.yml, *.toml).
// @rsdoctor/rspack-plugin 0.2.4 (npm): @rsdoctor/utils dist/cjs/build/server.js 45 (port random(3000, 8999)),
// @rsdoctor/core dist/inner-plugins/utils/config.js 41-90 (features and skipLoaders defaults), dist/rules/utils.js 26-37
// ('off' ignores a rule), dist/rules/rules/ecma-version-check/index.js 48 (ES5 unless configured), and no module of the
// plugin requires @rspack/core. Peer ranges from the registry: 0.2.4 `^0.5.1`, 0.3.5 and 0.3.6 `0.x`, 0.4.13 `*`.
//
// Confirmed by runs, no change (claims that no earlier facts file ran):
// - config/source/transform-import, the options: `style: 'less'` imports `…/style/css`; `style: false` imports no
//   style; a `{{ member }}` template gets the member path; `styleLibraryDirectory` imports
//   `${libraryName}/${styleLibraryDirectory}/${member}` and, with `style: true` beside it, no `…/style`;
//   `camelToDashComponentName: false` keeps `DatePicker`; `transformToDefaultImport: false` keeps a named import; the
//   six helpers of the customName table; `customStyleName` adds a style import; a `customName` function is ignored
//   without a message and the default path is used; default, namespace and deep imports are not rewritten (test 1).
// - guide/debug/rsdoctor, the RSDOCTOR variable: `1` and `yes` do nothing; `true` without the package warns with the
//   quoted line and builds; `true` with it prints `@rsdoctor/rspack-plugin enabled.` and applies one instance, also
//   in `rsbuild dev`; the page's own "Register the plugin yourself" configuration (as rsbuild.config.ts) applies one
//   instance, with its options, and no `enabled` line. A package of ours stands in for @rsdoctor/rspack-plugin
//   (its class is all that 0.5.9 looks at), so no install is needed (test 2).
// - guide/debug/rsdoctor, with the real @rsdoctor/rspack-plugin 0.2.4 and @rsdoctor/cli 0.2.3 (test 3): the page's
//   configuration exits after the build, prints neither the `enabled` line nor an address, and its data has no E1004;
//   with `disableClientServer` alone the data has E1004 and the terminal says nothing of it; `rsdoctor analyze
//   --profile dist/.rsdoctor/manifest.json` prints the lines the page shows, serves the report and keeps running until
//   SIGINT. By hand, not kept as a test: `RSDOCTOR=true rsbuild dev` printed the enabled line and the two address
//   lines, and both the dev server and the Rsdoctor server answered; `RSDOCTOR=true rsbuild build` stopped on one
//   SIGINT, exiting with code 0 (Ctrl+C works, whatever the comment in review79a.test.ts says about SIGINT).
// - guide/debug/rsdoctor, "Builds with Rsbuild 0.5.9 also succeeded with the 0.1.10, 0.3.6 and 0.4.13 releases": with
//   each, `RSDOCTOR=true rsbuild build` prints the enabled line, compiles, writes dist/.rsdoctor/manifest.json and
//   prints the addresses (test 4). npm installed @rspack/core 0.5.9, 0.7.5 and 2.3.4 beside them for their peers.
// - guide/basic/json-files, TOML: "Tables become nested objects and arrays become arrays, and date-times arrive as ISO
//   strings", with plugin-toml 0.5.9's transform (src/index.ts, as a plugin of the config) and the real toml 3.0.0
//   (test 5). toml parses an offset date-time into a Date, which JSON.stringify writes in UTC.
//
// Tests 3 to 5 need packages the repository does not install; they skip unless REVIEW97i_DEPS names a folder (outside
// the repository) made with `npm i --prefix <folder> --ignore-scripts @rsdoctor/rspack-plugin@0.2.4 @rsdoctor/cli@0.2.3
// toml@3.0.0` and, for each of 0.1.10, 0.3.6 and 0.4.13, `npm i --prefix <folder>/rsdoctor-<version> --ignore-scripts
// @rsdoctor/rspack-plugin@<version>`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  build,
  count,
  devServer,
  distText,
  fakeOpener,
  page,
  pageSays,
  project,
  projectEnv,
  rsbuild,
  runBuiltPage,
  startRsbuild,
  waitFor,
} from './topics-support';

const TRANSFORM_IMPORT = 'config/source/transform-import';
const JSON_FILES = 'guide/basic/json-files';
const RSDOCTOR = 'guide/debug/rsdoctor';
const DEPS = process.env.REVIEW97i_DEPS;
const NO_DEPS = 'REVIEW97i_DEPS is not set: @rsdoctor/rspack-plugin 0.2.4, @rsdoctor/cli 0.2.3 and toml 3.0.0 are not installed here';

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test(`${TRANSFORM_IMPORT}: style 'less' → style/css, style false, templates, styleLibraryDirectory, camelToDashComponentName, transformToDefaultImport, the customName helpers, customStyleName, a customName function ignored, default / namespace / deep imports left alone`, () => {
  const says: Array<[string, string]> = [
    [
      "In Rsbuild 0.5, every string without `{{` is treated like `'css'`: `style: 'less'` also imports `.../style/css`, not `.../style/less`.",
      "在 Rsbuild 0.5 中，所有不包含 `{{` 的字符串都会被当作 `'css'` 处理：`style: 'less'` 导入的同样是 `.../style/css`，而不是 `.../style/less`。",
    ],
    ['With `undefined` or `false`, no style is imported.', '值为 `undefined` 或 `false` 时不导入样式。'],
    ['When it is set, it replaces the behaviour of `style`.', '设置后，它会取代 `style` 的行为。'],
    [
      "the import then stays a named import, `import { Button } from 'my-components/lib/button'`.",
      "此时导入仍是具名导入：`import { Button } from 'my-components/lib/button'`。",
    ],
    ['It adds a style import for every member.', '设置后会为每个成员添加一条样式导入。'],
    [
      'A function, as `babel-plugin-import` accepts it, is silently ignored in Rsbuild 0.5, and the default path is used instead.',
      '`babel-plugin-import` 所支持的函数写法，在 Rsbuild 0.5 中会被静默忽略，转而使用默认路径。',
    ],
    [
      "Only imports whose source is exactly this name are rewritten; `import x from 'my-components/es/button'` is left alone.",
      "只有导入来源与这个名称完全相同的导入才会被改写；`import x from 'my-components/es/button'` 保持不变。",
    ],
    [
      "Default imports and namespace imports (`import * as lib from 'my-components'`) keep loading the library entry.",
      "默认导入和命名空间导入（`import * as lib from 'my-components'`）仍然会加载库的入口文件。",
    ],
  ];
  for (const [en, zh] of says) pageSays(TRANSFORM_IMPORT, { en, zh });
  const table: Record<string, string> = {
    member: 'DatePicker',
    kebabCase: 'date-picker',
    camelCase: 'datePicker',
    snakeCase: 'date_picker',
    lowerCase: 'datepicker',
    upperCase: 'DATEPICKER',
  };
  for (const [helper, result] of Object.entries(table)) {
    const template = helper === 'member' ? '{{ member }}' : `{{ ${helper} member }}`;
    pageSays(TRANSFORM_IMPORT, { en: `| \`${template}\` | \`${result}\` |`, zh: `| \`${template}\` | \`${result}\` |` });
  }

  // One library per option; every import of them is an external (commonjs), so no package has to exist and each
  // rewritten path stays visible in the output as a harmony import.
  const items = [
    "{ libraryName: 'a-less', style: 'less' }",
    "{ libraryName: 'a-false', style: false }",
    "{ libraryName: 'b-sld', styleLibraryDirectory: 'theme' }",
    "{ libraryName: 'b-sld-style', styleLibraryDirectory: 'theme', style: true }",
    "{ libraryName: 'c-tpl', style: '{{ member }}/style/index.css' }",
    "{ libraryName: 'd-nodash', camelToDashComponentName: false, style: true }",
    "{ libraryName: 'e-named', libraryDirectory: 'es', transformToDefaultImport: false }",
    ...Object.keys(table).map((helper) => {
      const template = helper === 'member' ? '{{ member }}' : `{{ ${helper} member }}`;
      return `{ libraryName: 'h-${helper}', customName: 'h-${helper}/${template}' }`;
    }),
    "{ libraryName: 'g-cstyle', libraryDirectory: 'es', customStyleName: 'g-cstyle/es/{{ kebabCase member }}/style.css' }",
    "{ libraryName: 'f-fn', customName: (member) => `f-fn/custom/${member}` }",
  ];
  const libraries = [
    'a-less',
    'a-false',
    'b-sld',
    'b-sld-style',
    'c-tpl',
    'd-nodash',
    'e-named',
    ...Object.keys(table).map((h) => `h-${h}`),
    'g-cstyle',
    'f-fn',
  ];
  const src = [
    ...libraries.map((lib, i) => `import { DatePicker as M${i} } from '${lib}';`),
    "import Whole from 'a-less';",
    "import * as Namespace from 'b-sld';",
    "import Deep from 'c-tpl/es/button';",
    `window.used = [${libraries.map((_, i) => `M${i}`).join(', ')}, Whole, Namespace, Deep];`,
    '',
  ].join('\n');
  const dir = project({
    'src/index.js': src,
    'rsbuild.config.mjs': [
      'export default {',
      `  source: { transformImport: [\n    ${items.join(',\n    ')},\n  ] },`,
      '  output: { minify: false },',
      `  tools: { rspack: { externals: [/^(${libraries.join('|')})(\\/|$)/], externalsType: 'commonjs' } },`,
      '};',
      '',
    ].join('\n'),
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error/i, run.output);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]+\.js$/);
  const imports = [...js.matchAll(/harmony import \*\/var (\w+) = __webpack_require__\(\/\*! (\S+) \*\//g)].map((m) => m[2]);
  const of = (lib: string) => imports.filter((p) => p === lib || p.startsWith(`${lib}/`)).sort();

  assert.deepEqual(of('a-less'), ['a-less', 'a-less/lib/date-picker', 'a-less/lib/date-picker/style/css'], imports.join('\n'));
  assert.deepEqual(of('a-false'), ['a-false/lib/date-picker']);
  assert.deepEqual(of('b-sld'), ['b-sld', 'b-sld/lib/date-picker', 'b-sld/theme/date-picker']);
  assert.deepEqual(of('b-sld-style'), ['b-sld-style/lib/date-picker', 'b-sld-style/theme/date-picker']);
  assert.deepEqual(of('c-tpl'), ['c-tpl/es/button', 'c-tpl/lib/date-picker', 'c-tpl/lib/date-picker/style/index.css']);
  assert.deepEqual(of('d-nodash'), ['d-nodash/lib/DatePicker', 'd-nodash/lib/DatePicker/style']);
  assert.deepEqual(of('e-named'), ['e-named/es/date-picker']);
  for (const [helper, result] of Object.entries(table)) assert.deepEqual(of(`h-${helper}`), [`h-${helper}/${result}`]);
  assert.deepEqual(of('g-cstyle'), ['g-cstyle/es/date-picker', 'g-cstyle/es/date-picker/style.css']);
  assert.deepEqual(of('f-fn'), ['f-fn/lib/date-picker']);

  // transformToDefaultImport: false reads the member by name; the others read the module's default export.
  assert.match(js, /e_named_es_date_picker__WEBPACK_IMPORTED_MODULE_\d+__\.DatePicker/);
  assert.match(js, /\(a_less_lib_date_picker__WEBPACK_IMPORTED_MODULE_\d+___default\(\)\)/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/debug/rsdoctor

/** A package standing in for @rsdoctor/rspack-plugin: a class of that name that says when Rspack applies it. */
const FAKE_RSDOCTOR = {
  'node_modules/@rsdoctor/rspack-plugin/package.json': '{ "name": "@rsdoctor/rspack-plugin", "version": "0.2.4", "main": "index.js" }\n',
  'node_modules/@rsdoctor/rspack-plugin/index.js': [
    'class RsdoctorRspackPlugin {',
    '  constructor(options) { this.options = options; }',
    "  apply() { console.log('RSDOCTOR applied ' + JSON.stringify(this.options ?? null)); }",
    '}',
    'exports.RsdoctorRspackPlugin = RsdoctorRspackPlugin;',
    '',
  ].join('\n'),
};

/** The rsbuild.config.ts of the page's "Register the plugin yourself" section, as the page shows it. */
function pageConfig(): string {
  const en = page('en', RSDOCTOR);
  const block = /```ts title="rsbuild\.config\.ts"\n([\s\S]*?)```/.exec(en.slice(en.indexOf('## Register the plugin yourself')));
  assert.ok(block, 'the page has the configuration');
  return block[1];
}

test(`${RSDOCTOR} "Only the exact value \`true\` turns it on", the warning without the package, "@rsdoctor/rspack-plugin enabled." in build and dev, and the page's own registration: one instance, no enabled line`, async () => {
  pageSays(RSDOCTOR, {
    en: 'Only the exact value `true` turns it on. `RSDOCTOR=1` or `RSDOCTOR=yes` does nothing.',
    zh: '只有精确的值 `true` 才能开启它。`RSDOCTOR=1` 或 `RSDOCTOR=yes` 不起任何作用。',
  });
  pageSays(RSDOCTOR, {
    en: 'the build goes on without it and Rsbuild warns `` `process.env.RSDOCTOR` enabled, please install @rsdoctor/rspack-plugin package. ``',
    zh: '构建会在没有它的情况下继续进行，Rsbuild 会给出警告 `` `process.env.RSDOCTOR` enabled, please install @rsdoctor/rspack-plugin package. ``',
  });
  pageSays(RSDOCTOR, {
    en: 'The same works in development, with `RSDOCTOR=true npx rsbuild dev`',
    zh: '在开发模式下同样可以使用，运行 `RSDOCTOR=true npx rsbuild dev`',
  });
  pageSays(RSDOCTOR, {
    en: 'Rsbuild does not add another instance, and it does not print the `enabled` line either.',
    zh: '它不会再添加新的实例，也不会输出 `enabled` 那一行提示。',
  });
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };

  // Not installed: a warning, and the build goes on.
  const bare = project(src);
  const missing = rsbuild(bare, ['build'], { RSDOCTOR: 'true' });
  assert.equal(missing.code, 0, missing.output);
  assert.match(missing.output, /warn {4}`process\.env\.RSDOCTOR` enabled, please install @rsdoctor\/rspack-plugin package\./);

  // Installed: only `true` registers it, once.
  const dir = project({ ...src, ...FAKE_RSDOCTOR });
  for (const value of ['1', 'yes']) {
    const off = build(dir, { RSDOCTOR: value });
    assert.equal(count(off.output, 'RSDOCTOR applied'), 0, off.output);
    assert.doesNotMatch(off.output, /enabled/, off.output);
  }
  const on = build(dir, { RSDOCTOR: 'true' });
  assert.match(on.output, /info {4}@rsdoctor\/rspack-plugin enabled\./);
  assert.equal(count(on.output, 'RSDOCTOR applied null'), 1, on.output);

  // In development too.
  const server = await devServer(dir, { env: { RSDOCTOR: 'true' } });
  try {
    assert.match(server.log(), /@rsdoctor\/rspack-plugin enabled\./);
    assert.equal(count(server.log(), 'RSDOCTOR applied'), 1, server.log());
  } finally {
    await server.stop();
  }

  // The page's configuration: Rsbuild finds the instance it added and adds none, silently.
  const own = project({ ...src, ...FAKE_RSDOCTOR, 'rsbuild.config.ts': pageConfig() }, { '@rsbuild/core': 'rsbuild-0.5' });
  const registered = build(own, { RSDOCTOR: 'true' });
  assert.equal(count(registered.output, 'RSDOCTOR applied'), 1, registered.output);
  assert.match(registered.output, /RSDOCTOR applied \{"disableClientServer":true,"linter":\{"rules":\{"ecma-version-check":"off"\}\}\}/);
  assert.doesNotMatch(registered.output, /enabled/, registered.output);
});

/** The JSON of one data file of dist/.rsdoctor: base64 of deflated JSON, or plain JSON. */
function rsdoctorData(dir: string, name: string): unknown {
  const text = fs.readFileSync(path.join(dir, 'dist', '.rsdoctor', name, '0'), 'utf8');
  try {
    return JSON.parse(zlib.inflateSync(Buffer.from(text, 'base64')).toString('utf8'));
  } catch {
    return JSON.parse(text);
  }
}

test(`${RSDOCTOR} with @rsdoctor/rspack-plugin 0.2.4: the page's configuration exits and switches ecma-version-check off; "The findings only appear in the report, not in the terminal"; rsdoctor analyze --profile prints the page's lines and keeps running`, {
  skip: DEPS ? false : NO_DEPS,
}, async (t) => {
  pageSays(RSDOCTOR, {
    en: 'The findings only appear in the report, not in the terminal.',
    zh: '这些检查结果只会出现在报告中，不会输出到终端。',
  });
  pageSays(RSDOCTOR, {
    en: 'The command starts the same local server as above and keeps running until you press <kbd>Ctrl</kbd>+<kbd>C</kbd>:',
    zh: '该命令会启动与上文相同的本地服务器，并一直运行，直到你按下 <kbd>Ctrl</kbd>+<kbd>C</kbd>：',
  });
  const deps = DEPS ?? '';
  const link = (dir: string) => {
    const target = path.join(dir, 'node_modules/@rsdoctor/rspack-plugin');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(deps, 'node_modules/@rsdoctor/rspack-plugin')), target, 'dir');
  };
  const opener = fakeOpener();
  // ES2015 syntax, which the default browserslist keeps: ecma-version-check (ES5) reports it.
  const src = { 'src/index.js': 'window.read = (key) => [key, `app`];\n' };
  const codes = (dir: string) => (rsdoctorData(dir, 'errors') as Array<{ code: string }>).map((e) => e.code);

  // The page's configuration: build() fails unless the command exits with 0.
  const own = project(src, { '@rsbuild/core': 'rsbuild-0.5' });
  fs.writeFileSync(path.join(own, 'rsbuild.config.ts'), pageConfig());
  link(own);
  const ownRun = build(own, { RSDOCTOR: 'true', PATH: opener.PATH });
  assert.doesNotMatch(ownRun.output, /enabled|analyze server running/, ownRun.output);
  assert.ok(!codes(own).includes('E1004'), codes(own).join(', '));

  // disableClientServer alone: E1004 is in the data, and nothing of it in the terminal.
  const plain = project({
    ...src,
    'rsbuild.config.mjs': [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      'export default {',
      '  tools: {',
      '    rspack(config, { appendPlugins }) {',
      "      const { RsdoctorRspackPlugin } = require('@rsdoctor/rspack-plugin');",
      '      appendPlugins(new RsdoctorRspackPlugin({ disableClientServer: true }));',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  link(plain);
  const plainRun = build(plain, { PATH: opener.PATH });
  assert.ok(codes(plain).includes('E1004'), codes(plain).join(', '));
  assert.doesNotMatch(plainRun.output, /E1004|ECMA|ecma-version|warn/i, plainRun.output);

  // The saved data, opened with the CLI of 0.2.3.
  const env = { ...projectEnv(), PATH: opener.PATH };
  const cli = spawn(path.join(deps, 'node_modules/.bin/rsdoctor'), ['analyze', '--profile', 'dist/.rsdoctor/manifest.json'], {
    cwd: plain,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => cli.kill('SIGKILL'));
  let log = '';
  cli.stdout.on('data', (d: Buffer) => (log += d));
  cli.stderr.on('data', (d: Buffer) => (log += d));
  assert.ok(await waitFor(() => log.includes('the local url: /index.html'), 60_000), log);
  assert.match(log, /- start to loading "dist\/\.rsdoctor\/manifest\.json"/);
  const addresses = [...log.matchAll(/info {4}Rsdoctor analyze server running on: http:\/\/([^:]+):(\d+)\/index\.html/g)];
  assert.equal(addresses.length, 2, log);
  assert.equal(addresses[1][1], 'localhost');
  assert.equal(addresses[0][2], addresses[1][2]);
  const res = await fetch(`http://localhost:${addresses[1][2]}/index.html`);
  assert.equal(res.status, 200);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  assert.equal(cli.exitCode, null, 'still running');
  const exited = new Promise((resolve) => cli.once('exit', resolve));
  cli.kill('SIGINT');
  assert.ok(
    await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]),
    'exits on SIGINT',
  );
});

test(`${RSDOCTOR} "Builds with Rsbuild 0.5.9 also succeeded with the 0.1.10, 0.3.6 and 0.4.13 releases of the plugin"`, {
  skip: DEPS ? false : NO_DEPS,
}, async (t) => {
  pageSays(RSDOCTOR, {
    en: 'Builds with Rsbuild 0.5.9 also succeeded with the 0.1.10, 0.3.6 and 0.4.13 releases of the plugin',
    zh: '使用该插件的 0.1.10、0.3.6 和 0.4.13 版本时，Rsbuild 0.5.9 也能构建成功',
  });
  const opener = fakeOpener();
  for (const version of ['0.1.10', '0.3.6', '0.4.13']) {
    const dir = project({ 'src/index.js': 'window.read = (key) => [key];\n' });
    const target = path.join(dir, 'node_modules/@rsdoctor/rspack-plugin');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(DEPS ?? '', `rsdoctor-${version}`, 'node_modules/@rsdoctor/rspack-plugin')), target, 'dir');
    const run = startRsbuild(dir, ['build'], { RSDOCTOR: 'true', PATH: opener.PATH });
    t.after(run.stop);
    assert.ok(
      await waitFor(() => /Rsdoctor analyze server running on: http:\/\/localhost:/.test(run.log()), 120_000),
      `${version}: ${run.log()}`,
    );
    assert.match(run.log(), /info {4}@rsdoctor\/rspack-plugin enabled\.[\s\S]*ready {3}Client compiled/, version);
    assert.ok(fs.existsSync(path.join(dir, 'dist/.rsdoctor/manifest.json')), version);
    await run.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/json-files

test(`${JSON_FILES} "Tables become nested objects and arrays become arrays, and date-times arrive as ISO strings" (plugin-toml 0.5.9's transform, toml 3.0.0)`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(JSON_FILES, {
    en: 'Tables become nested objects and arrays become arrays, and date-times arrive as ISO strings.',
    zh: '表（table）会变为嵌套对象，数组仍是数组，日期时间则会变成 ISO 格式的字符串。',
  });
  const dir = project({
    'src/config.toml':
      'title = "My App"\nreleased = 1979-05-27T07:32:00-08:00\n\n[server]\nport = 8080\nhosts = ["a.example.com", "b.example.com"]\n',
    'src/index.js': "import config from './config.toml';\nself.config = JSON.stringify(config);\n",
    // @rsbuild/plugin-toml 0.5.9, src/index.ts, with toml 3.0.0 from REVIEW97i_DEPS.
    'rsbuild.config.mjs': [
      "import { createRequire } from 'node:module';",
      `const { parse } = createRequire(${JSON.stringify(path.join(DEPS ?? '', 'node_modules', 'index.js'))})('toml');`,
      'export default {',
      '  plugins: [{',
      "    name: 'rsbuild:toml',",
      '    setup(api) {',
      "      api.transform({ test: /\\.toml$/ }, ({ code }) => `module.exports = ${JSON.stringify(parse(code), undefined, '\\t')};`);",
      '    },',
      '  }],',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const config = JSON.parse(runBuiltPage(dir).config as string);
  assert.deepEqual(config, {
    title: 'My App',
    released: '1979-05-27T15:32:00.000Z',
    server: { port: 8080, hosts: ['a.example.com', 'b.example.com'] },
  });
});
