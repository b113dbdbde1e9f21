// Facts behind the second accuracy review of session 89 (slice k): guide/basic/typescript and
// plugins/list/plugin-check-syntax, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages now say it.
//
// Fixes:
// - guide/basic/typescript, Type checking: with @rsbuild/plugin-type-check and a type error, "The build ends with
//   `Failed to build.` and exit code 1" (zh: 构建以 `Failed to build.` 结束). It does not end there: after
//   `Failed to build.` 0.5.9 prints `Rspack build failed!` (core/src/provider/build.ts 69, the error the build's callback
//   rejects with when the stats have errors) and a second stack trace. The page now says what
//   plugins/list/plugin-type-check says since review 87p. Test below: a stand-in plugin adds an error to the compilation
//   in afterCompile, where fork-ts-checker-webpack-plugin 9.0.2 adds its issues when it is not async (production;
//   lib/hooks/tap-after-compile-to-get-issues.js); with REVIEW89K_DEPS set, the real plugin does the same on the page's
//   formatPrice('1999') example.
// - guide/basic/typescript, Type checking: "In development, the check runs in the background after each compilation"
//   (zh: 检查会在每次编译后于后台运行). It starts with each compilation: fork-ts-checker-webpack-plugin 9.0.2 taps
//   compiler.hooks.compilation and submits the issues worker there (lib/hooks/tap-start-to-run-workers.js 47-110); only
//   the report waits for compiler.hooks.done (lib/hooks/tap-done-to-async-get-issues.js). The page now says "starts with
//   each compilation and runs in the background", as plugins/list/plugin-type-check does since review 87p. Settled by
//   that source, so no test below (a run by hand, with the plugin, printed the TS2345 error in the terminal of
//   rsbuild dev after "ready   Client compiled", the page answering 200).
// - plugins/list/plugin-check-syntax, How it works: the plugin was said to parse "the inline `<script>` elements of every
//   emitted HTML file". It collects only inline scripts without src whose type is absent, text/javascript or
//   application/javascript (plugin-check-syntax/src/helpers/generateHtmlScripts.ts 14-22), so an inline
//   <script type="module"> is never checked. The page now names those types.
// - plugins/list/plugin-check-syntax, Limits, Build time: "Every output file is parsed once more". Only emitted files that
//   match JS_REGEX (.js, .mjs, .cjs, .jsx) or HTML_REGEX (.html) are read (src/CheckSyntaxPlugin.ts 52-93,
//   shared/src/constants.ts 59-60); CSS, images, .LICENSE.txt and .map files are not parsed. The page now says "Every
//   emitted JavaScript and HTML file".
//   Test below (both check-syntax fixes, one project): a template with a classic and a type="module" inline script,
//   each using ?? (ES2020; the default list is checked against ES2017), and a CSS file whose minified text is no valid
//   JavaScript. The output keeps both scripts and writes the CSS; with REVIEW89K_DEPS set, the real plugin reports one
//   error, in the classic script, and with the classic script fixed it prints "The syntax check success.".
// - plugins/list/plugin-check-syntax, How it works and exclude: "When the build generates JavaScript source maps ... the
//   plugin follows the .map file back", "with JavaScript source maps, the path of the original file" and "excluding a
//   dependency only works with source maps". The plugin reads only `<file>.map` (src/helpers/generateError.ts 84-87,
//   tryGenerateErrorFromSourceMap); an inline source map (output.sourceMap.js 'inline-source-map') writes no such file,
//   so the error keeps the output file's path and an exclude for the package does not match. The page now says "source
//   maps in .map files" (and that an inline source map is not read). Test below: 0.5.9 with 'inline-source-map' writes
//   no .map file; with REVIEW89K_DEPS set, the real plugin with the page's exclude fails on /dist/static/js/… with it and
//   passes with 'hidden-source-map', which writes the .map file.
// - plugins/list/plugin-check-syntax, ecmaVersion: "Set ecmaVersion to the newest version that all your browsers
//   support. For the default browserslist that is ES2020". The default browsers do not support all of ES2018: Safari
//   14 cannot parse a regular expression with lookbehind ((?<=…), ES2018; Safari has it from 16.4, which is why
//   Rsbuild's own table, shared/src/getBrowserslist.ts 64-71, ES_VERSIONS_MAP, gives Safari ES2018 only from 16.4; MDN's
//   browser compatibility data agrees). SWC leaves such a literal as written, the derived ES2017 reports it ("Invalid
//   regular expression … Invalid group"), and ecmaVersion 2020 lets it pass. (Nor does Firefox 78 or Safari 14 support
//   `export * as ns from`, ES2020, which never reaches a bundle.) The page now says what 2020 accepts (?., ??, object
//   spread, which the default browsers run) and what it lets through. Test below: 0.5.9 keeps the lookbehind, ?? and
//   the spread in the output; acorn rejects the file at 2017 and parses it at 2020; with REVIEW89K_DEPS set the real
//   plugin fails without ecmaVersion and prints "The syntax check success." with 2020.
//   The opening said the default ES2017 "is stricter than those browsers need"; for the lookbehind it is what Safari 14
//   needs. It now says that ES2017 also rejects newer syntax those browsers run, such as ?? (same test: acorn at 2017
//   rejects ??, which the output keeps).
//
// @rsbuild/plugin-type-check and @rsbuild/plugin-check-syntax are not installed in the repository. With REVIEW89K_DEPS
// set to a folder where `npm install --legacy-peer-deps @rsbuild/plugin-type-check@0.5.4
// @rsbuild/plugin-check-syntax@0.5.4 typescript@5.4.5` was run, the tests copy the plugins into the project beside
// @rsbuild/core and @rsbuild/shared 0.5.9 and link the rest of that folder's packages (fork-ts-checker-webpack-plugin
// 9.0.2, acorn, htmlparser2, source-map …); without it those parts skip. The registry we reach has no 0.5.9 of either
// plugin; their 0.5.4 dist/index.js is the 0.5.9 source in the parts used here (compared for this review, and in
// review83d and review84c).
//
// Checked and true, no fix (runs by hand for this review, not kept): tsconfig's experimentalDecorators: false,
// emitDecoratorMetadata: false, useDefineForClassFields: true and target ES2022 leave the output byte for byte as
// without them (_ts_decorate, _ts_metadata design:paramtypes, this.count = 1 in the constructor); `export { Product }`
// of an interface-only module builds with no warning and the binding is undefined; a package's exports subpath resolves;
// './util' does not resolve util.mts while './util.mts' does; SWC keeps object spread for the default list and the
// check fails on it at ES2017; ecmaVersion 2020 passes ?? and prints "The syntax check success."; with the type-check
// plugin, rsbuild dev serves the page and prints "Type Error in ./src/index.ts:5:70" with TS2345 in the terminal.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { ROOT, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

const acorn = createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/terser/package.json')))('acorn') as {
  parse: (src: string, opts: { ecmaVersion: number }) => unknown;
};

const DEPS = process.env.REVIEW89K_DEPS;
const NO_DEPS =
  'REVIEW89K_DEPS is not set: @rsbuild/plugin-type-check and @rsbuild/plugin-check-syntax are not installed in the repository';

/**
 * A project of `files` with @rsbuild/core and @rsbuild/shared 0.5.9, the plugins of REVIEW89K_DEPS copied in (so that
 * their require('@rsbuild/core') finds 0.5.9) and the folder's other packages linked.
 */
function withPlugins(files: Record<string, string>): string {
  const dir = project(files, { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' });
  const deps = path.join(DEPS ?? '', 'node_modules');
  for (const name of ['plugin-type-check', 'plugin-check-syntax']) {
    fs.cpSync(fs.realpathSync(path.join(deps, '@rsbuild', name)), path.join(dir, 'node_modules/@rsbuild', name), { recursive: true });
  }
  for (const name of fs.readdirSync(deps)) {
    if (name.startsWith('.') || name === '@rsbuild' || fs.existsSync(path.join(dir, 'node_modules', name))) continue;
    fs.symlinkSync(fs.realpathSync(path.join(deps, name)), path.join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}

/** The order of the end of a failed build: `first` before `Failed to build.`, then `Rspack build failed!` and a stack. */
function endsWithRspackFailure(output: string, first: string): void {
  const at = output.indexOf(first);
  const failed = output.indexOf('Failed to build.');
  const rspack = output.indexOf('Rspack build failed!');
  assert.ok(at >= 0 && failed > at && rspack > failed, output);
  assert.match(output.slice(rspack), /^Rspack build failed!\n(\s+at .+\n?)+$/, 'only a stack trace follows Rspack build failed!');
}

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test('guide/basic/typescript "The build then prints `Failed to build.` and `Rspack build failed!`, with a second stack trace, and exits with code 1, so a CI job fails. The output files are still written to `dist`."', async (t) => {
  pageSays(
    'guide/basic/typescript',
    {
      en: 'The build then prints `Failed to build.` and `Rspack build failed!`, with a second stack trace, and exits with code 1, so a CI job fails. The output files are still written to `dist`.',
      zh: '随后构建打印 `Failed to build.` 和 `Rspack build failed!`（后面又是一段调用栈），并以退出码 1 结束，因此 CI 任务会失败。产物文件仍然会写入 `dist`。',
    },
    {
      en: 'The build ends with `Failed to build.` and exit code 1',
      zh: '构建以 `Failed to build.` 结束',
    },
  );
  const message = "TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.";
  const standIn = project({
    'src/index.ts': "document.title = 'typed';\n",
    'rsbuild.config.mjs': [
      '// What fork-ts-checker-webpack-plugin 9 does with the issues it finds in a production build.',
      "const standIn = { apply(compiler) { compiler.hooks.afterCompile.tap('type-check-stand-in', (compilation) => {",
      `  compilation.errors.push(new Error(${JSON.stringify(message)}));`,
      '}); } };',
      'export default { tools: { rspack: { plugins: [standIn] } } };',
      '',
    ].join('\n'),
  });
  const run = rsbuild(standIn, ['build']);
  assert.equal(run.code, 1, run.output);
  endsWithRspackFailure(run.output.trimEnd(), `× Error: ${message}`);
  assert.ok(distFiles(standIn).includes('index.html'), run.output);

  await t.test('@rsbuild/plugin-type-check (0.5.4, the code of 0.5.9) on the page example', { skip: DEPS ? false : NO_DEPS }, () => {
    const dir = withPlugins({
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2020',
          lib: ['DOM', 'ES2020'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          paths: { '@/*': ['./src/*'] },
        },
        include: ['src'],
      }),
      'rsbuild.config.mjs':
        "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck()] };\n",
      'src/utils/format.ts': 'export const formatPrice = (cents: number): string => `$${(cents / 100).toFixed(2)}`;\n',
      'src/index.ts': [
        "import { formatPrice } from '@/utils/format';",
        '',
        '',
        "const root = document.querySelector<HTMLDivElement>('#root')!;",
        "root.innerHTML = `<strong>${formatPrice('1999')}</strong>`;",
        '',
      ].join('\n'),
    });
    const real = rsbuild(dir, ['build']);
    assert.equal(real.code, 1, real.output);
    assert.match(real.output, /Type checker is enabled\. It may take some time\./);
    endsWithRspackFailure(real.output.trimEnd(), `× Error: ${message}`);
    assert.ok(distFiles(dir).includes('index.html'), real.output);
  });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-check-syntax

test('plugins/list/plugin-check-syntax "the inline `<script>` elements of every emitted HTML file whose `type` is absent, `text/javascript` or `application/javascript` (an inline `type="module"` script is not checked)" + "Every emitted JavaScript and HTML file is parsed once more (CSS and other files are not)"', async (t) => {
  const route = 'plugins/list/plugin-check-syntax';
  pageSays(
    route,
    {
      en: 'and the inline `<script>` elements of every emitted HTML file whose `type` is absent, `text/javascript` or `application/javascript` (an inline `type="module"` script is not checked), with the',
      zh: '以及每个输出的 HTML 文件中未设置 `type` 或 `type` 为 `text/javascript`、`application/javascript` 的内联 `<script>` 元素（内联的 `type="module"` 脚本不做检查）。',
    },
    {
      en: 'and the inline `<script>` elements of every emitted HTML file, with the',
      zh: '以及每个输出的 HTML 文件中的内联 `<script>` 元素。',
    },
  );
  pageSays(
    route,
    {
      en: 'Every emitted JavaScript and HTML file is parsed once more (CSS and other files are not),',
      zh: '每个输出的 JavaScript 和 HTML 文件都会被再解析一次（CSS 等其他文件不会），',
    },
    { en: 'Every output file is parsed once more', zh: '每个产物文件都会被再解析一次' },
  );
  const template = (classic: string) =>
    `<!doctype html>\n<html>\n  <head>\n    <script>${classic}</script>\n    <script type="module">window.mod = window.b ?? 2;</script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  const files = (classic: string, plugin: boolean) => ({
    'index.html': template(classic),
    'src/card.css': '.card {\n  color: red;\n}\n',
    'src/index.js': "import './card.css';\ndocument.title = 'checked';\n",
    'rsbuild.config.mjs': plugin
      ? "import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { html: { template: './index.html' }, plugins: [pluginCheckSyntax()] };\n"
      : "export default { html: { template: './index.html' } };\n",
  });
  const plain = project(files('window.classic = window.a ?? 1;', false));
  const run = rsbuild(plain, ['build']);
  assert.equal(run.code, 0, run.output);
  const html = distText(plain, /^index\.html$/);
  assert.match(html, /<script>window\.classic=window\.a\?\?1<\/script>/);
  assert.match(html, /<script type="module">window\.mod=window\.b\?\?2<\/script>/);
  assert.match(distText(plain, /^static\/css\/.+\.css$/), /^\.card\{color:red\}/, 'the emitted CSS, which is no valid JavaScript');

  await t.test('@rsbuild/plugin-check-syntax (0.5.4, the code of 0.5.9)', { skip: DEPS ? false : NO_DEPS }, () => {
    const failing = withPlugins(files('window.classic = window.a ?? 1;', true));
    const failed = rsbuild(failing, ['build']);
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /^ {2}ERROR 1$/m);
    assert.doesNotMatch(failed.output, /ERROR 2/, 'the type="module" script and the CSS file are not parsed');
    assert.match(failed.output, /^ {2}source: {2}\/dist\/index\.html:1:\d+$/m);
    assert.match(failed.output, /^ {2}code: {4}window\.classic=window\.a\?\?1$/m);

    const passing = withPlugins(files('window.classic = window.a || 1;', true));
    const passed = rsbuild(passing, ['build']);
    assert.equal(passed.code, 0, passed.output);
    assert.match(passed.output, /The syntax check success\./);
    assert.match(distText(passing, /^index\.html$/), /<script type="module">window\.mod=window\.b\?\?2<\/script>/);
  });
});

test('plugins/list/plugin-check-syntax "When the build writes JavaScript source maps to `.map` files (...; an inline source map is not read)" + exclude "with JavaScript source maps in `.map` files, the path of the original file" + "excluding a dependency only works with `.map` files"', async (t) => {
  const route = 'plugins/list/plugin-check-syntax';
  pageSays(
    route,
    {
      en: "When the build writes JavaScript source maps to `.map` files (set `js` of [output.sourceMap](/config/output/source-map) to `'source-map'`, as production builds have none by default; an inline source map is not read), the plugin follows the `.map` file back",
      zh: "当构建把 JavaScript source map 写入 `.map` 文件时（将 [output.sourceMap](/zh/config/output/source-map) 的 `js` 设置为 `'source-map'`，生产构建默认不生成；内联的 source map 不会被读取），插件会通过 `.map` 文件找回原始源码",
    },
    { en: 'When the build generates JavaScript source maps (', zh: '当构建生成 JavaScript source map 时' },
  );
  pageSays(
    route,
    {
      en: '- with JavaScript source maps in `.map` files, the path of the original file,',
      zh: '- 有 `.map` 文件形式的 JavaScript source map 时，是原始文件的路径',
    },
    { en: '- with JavaScript source maps, the path', zh: '- 有 JavaScript source map 时' },
  );
  pageSays(
    route,
    { en: 'So excluding a dependency only works with `.map` files.', zh: '因此，排除某个依赖只有在生成 `.map` 文件时才有效。' },
    { en: 'only works with source maps.', zh: '只有在生成 source map 时才有效' },
  );
  /** The page's modern-lib (a static private field) in a project named my-app, with `js` of output.sourceMap set to `sourceMap`. */
  const files = (sourceMap: string, plugin: boolean) => ({
    'package.json': '{ "name": "my-app", "private": true }\n',
    'rsbuild.config.mjs': plugin
      ? `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { output: { sourceMap: { js: '${sourceMap}' } }, plugins: [pluginCheckSyntax({ exclude: /[\\\\/]node_modules[\\\\/]modern-lib[\\\\/]/ })] };\n`
      : `export default { output: { sourceMap: { js: '${sourceMap}' } } };\n`,
    'src/index.js': "import { Store } from 'modern-lib';\nconsole.log(Store.create());\n",
    'node_modules/modern-lib/package.json': '{ "name": "modern-lib", "main": "index.js" }\n',
    'node_modules/modern-lib/index.js':
      'export class Store {\n  static #instances = 0;\n\n  static create() {\n    Store.#instances += 1;\n    return new Store();\n  }\n}\n',
  });
  const plain = project(files('inline-source-map', false));
  const run = rsbuild(plain, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.ok(!distFiles(plain).some((f) => f.endsWith('.map')), 'an inline source map writes no .map file');
  assert.match(distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /sourceMappingURL=data:application\/json/);

  await t.test(
    '@rsbuild/plugin-check-syntax (0.5.4, the code of 0.5.9) with exclude /node_modules/modern-lib/',
    { skip: DEPS ? false : NO_DEPS },
    () => {
      const inline = withPlugins(files('inline-source-map', true));
      const failed = rsbuild(inline, ['build']);
      assert.equal(failed.code, 1, failed.output);
      assert.match(
        failed.output,
        /^ {2}source: {2}\/dist\/static\/js\/index\.[0-9a-f]{8}\.js:\d+:\d+$/m,
        'the output file: the exclude does not match',
      );

      const hidden = withPlugins(files('hidden-source-map', true));
      const passed = rsbuild(hidden, ['build']);
      assert.equal(passed.code, 0, passed.output);
      assert.match(passed.output, /The syntax check success\./);
      assert.ok(
        distFiles(hidden).some((f) => f.endsWith('.js.map')),
        'hidden-source-map writes the .map file the plugin reads',
      );
    },
  );
});

test('plugins/list/plugin-check-syntax opening "ES2017, which also rejects newer syntax that those browsers run, such as `??`" + ecmaVersion "For the default browserslist, `2020` accepts `?.`, `??` and object spread ... But `2020` also lets through syntax that the derived ES2017 reports and Safari 14 cannot parse, such as a regular expression with lookbehind (`/(?<=@)\\w+/`, ES2018), which SWC leaves as written."', async (t) => {
  pageSays(
    'plugins/list/plugin-check-syntax',
    {
      en: 'But `2020` also lets through syntax that the derived ES2017 reports and Safari 14 cannot parse, such as a regular expression with lookbehind (`/(?<=@)\\w+/`, ES2018), which SWC leaves as written. With `2020`:',
      zh: '但 `2020` 也会放过推导出的 ES2017 能报告、Safari 14 却无法解析的语法，例如带后行断言的正则表达式（`/(?<=@)\\w+/`，ES2018），而 SWC 会原样保留它。设为 `2020` 的写法如下：',
    },
    {
      en: 'Set `ecmaVersion` to the newest version that all your browsers support. For the default browserslist that is ES2020',
      zh: '请将 `ecmaVersion` 设置为所有目标浏览器都支持的最新版本。对于默认的 browserslist，这个版本是 ES2020',
    },
  );
  pageSays(
    'plugins/list/plugin-check-syntax',
    {
      en: 'the plugin checks against ES2017, which also rejects newer syntax that those browsers run, such as `??`.',
      zh: '插件按 ES2017 进行检查，这也会拒绝那些浏览器能运行的较新语法，例如 `??`。',
    },
    { en: 'which is stricter than those browsers need', zh: '这比那些浏览器实际需要的更严格' },
  );
  const { browserslistToESVersion } = (await import('rsbuild-shared-0.5')) as unknown as {
    browserslistToESVersion: (browsers: string[]) => number;
  };
  assert.equal(browserslistToESVersion(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']), 2017);
  assert.equal(browserslistToESVersion(['safari >= 16.4']), 2018, "Rsbuild's own table: Safari has ES2018 (lookbehind) from 16.4");
  const source = [
    "const handle = (text) => text.match(/(?<=@)\\w+/)?.[0] ?? '';",
    'const withHandle = (user) => ({ ...user, handle: handle(user.name) });',
    'document.title = JSON.stringify(withHandle({ name: location.hash }));',
    '',
  ].join('\n');
  const config = (ecmaVersion?: number) =>
    `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { plugins: [pluginCheckSyntax(${ecmaVersion ? `{ ecmaVersion: ${ecmaVersion} }` : ''})] };\n`;

  const plain = project({ 'src/index.js': source });
  const run = rsbuild(plain, ['build']);
  assert.equal(run.code, 0, run.output);
  const js = distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes('/(?<=@)\\w+/'), 'SWC leaves the lookbehind as written');
  assert.match(js, /\?\?""/, 'and ??');
  assert.match(js, /\(\{\.\.\./, 'and the object spread');
  // What the plugin does with the file, with acorn (the plugin's parser; this one is terser's).
  const parse = (ecmaVersion: number) => {
    try {
      acorn.parse(js, { ecmaVersion });
      return 'parsed';
    } catch (e) {
      return (e as Error).message;
    }
  };
  assert.match(parse(2017), /^Invalid regular expression: \/\(\?<=@\)\\w\+\/: Invalid group/);
  assert.equal(parse(2020), 'parsed');
  assert.throws(() => acorn.parse('window.a = window.b ?? 1;', { ecmaVersion: 2017 }), /Unexpected token/, 'ES2017 rejects ?? alone');

  await t.test(
    '@rsbuild/plugin-check-syntax (0.5.4, the code of 0.5.9) without ecmaVersion and with 2020',
    { skip: DEPS ? false : NO_DEPS },
    () => {
      const derived = withPlugins({ 'src/index.js': source, 'rsbuild.config.mjs': config() });
      const failed = rsbuild(derived, ['build']);
      assert.equal(failed.code, 1, failed.output);
      assert.match(failed.output, /^ {2}reason: {2}Invalid regular expression: \/\(\?<=@\)\\w\+\/: Invalid group/m);

      const modern = withPlugins({ 'src/index.js': source, 'rsbuild.config.mjs': config(2020) });
      const passed = rsbuild(modern, ['build']);
      assert.equal(passed.code, 0, passed.output);
      assert.match(passed.output, /The syntax check success\./);
    },
  );
});
