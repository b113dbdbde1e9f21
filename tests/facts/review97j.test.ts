// Facts behind the accuracy review of session 97 (slice j): config/tools/sass and guide/basic/css-usage, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it (and, for a fix, that the old wording is gone). No
// package beyond what the repository installs is needed.
//
// Fixed:
// - config/tools/sass, "Function form": "Change the options in place, or return a new object." A returned object is
//   not merged: mergeChainedOptions (shared/src/mergeChainedOptions.ts 62-70) returns it in place of the options, so
//   the defaults Rsbuild passes (sourceMap: true, core/src/provider/plugins/sass.ts 22-27) are gone. sass-loader 14.1.1
//   then takes sourceMap from the loader context, which is false in a production build (devtool false), and
//   resolve-url-loader stops at a Sass file with a url(): `resolve-url-loader: error processing CSS`, `a valid
//   source-map is not present`. Now: "or return a new object, which replaces them all: spread `options` into it, or the
//   default `sourceMap: true` is lost and a production build stops at a Sass file with a `url()`". Run below: `() =>
//   ({ additionalData })` fails that way, `(options) => ({ ...options, additionalData })` builds. (The implementation
//   is not lost: the bundled sass-loader falls back to the Dart Sass of @rsbuild/shared, require("../sass").)
// - config/tools/sass, the warning of sass.api: "imports through source.alias ... fail with the modern API ... Keep the
//   legacy API if your Sass files import through aliases." Not only aliases: in the sass-loader 14.1.1 bundled with
//   @rsbuild/shared, getModernWebpackImporter is a stub whose canonicalize() returns null (compiled/sass-loader/
//   index.js), so with api: 'modern' no import goes through the bundler's resolver: package paths from node_modules,
//   with or without `~`, fail as aliases do, while relative paths and Sass's loadPaths still resolve. Now: "the modern
//   API only resolves relative paths and `loadPaths`: imports through source.alias ... and from packages in
//   node_modules (`@use "ui-kit/theme"`, with or without `~`) fail ... Keep the legacy API if your Sass files import
//   through aliases or package paths." Run below (aliases with modern: tools-guides-build.test.ts; bootstrap's `~` and
//   bare paths: common-problems-source.test.ts).
//
// Doubtful claims confirmed by the runs below, no change:
// - config/tools/sass, sass.warnRuleAsWarning: with `false`, the message of an @warn rule goes to the loader's logger
//   only, "which Rsbuild does not print": the build output has no trace of it, while by default it is a Compile
//   Warning.
// - guide/basic/css-usage, "Sass": the page's src/list.scss builds to
//   `.list{display:flex;flex-direction:column;gap:16px}.list>.item{padding:8px}`.
// - guide/basic/css-usage, "Emit CSS files or inject styles": with injectStyles, "one <style> element per stylesheet
//   (four for reset.css, index.css, alert.less and list.scss)": the stylesheet that index.css loads with @import gets
//   an element of its own (css-loader lists it as its own item), and there is no .css file and no <link>.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, buildAndVisit, distFiles, distText, pageSays, project, rsbuild, sharedBrowser } from './topics-support';

const SASS = 'config/tools/sass';
const CSS_USAGE = 'guide/basic/css-usage';
const browser = sharedBrowser();

const LIST_SCSS = [
  '$gap: 8px;',
  '',
  '@mixin stack($space) {',
  '  display: flex;',
  '  flex-direction: column;',
  '  gap: $space;',
  '}',
  '',
  '.list {',
  '  @include stack($gap * 2);',
  '',
  '  > .item {',
  '    padding: $gap;',
  '  }',
  '}',
  '',
].join('\n');

test(`${SASS} function form "return a new object, which replaces them all ... the default sourceMap: true is lost", sass.api "the modern API only resolves relative paths and loadPaths ... packages in node_modules ... fail", sass.warnRuleAsWarning false prints nothing; ${CSS_USAGE} list.scss output`, () => {
  pageSays(
    SASS,
    {
      en: 'Change the options in place, or return a new object, which replaces them all: spread `options` into it, or the default `sourceMap: true` is lost and a production build stops at a Sass file with a `url()`.',
      zh: '可以直接修改选项，也可以返回一个新对象，它会整体替换原有选项：请把 `options` 展开进去，否则会丢掉默认的 `sourceMap: true`，生产构建遇到含 `url()` 的 Sass 文件就会中断。',
    },
    { en: 'Change the options in place, or return a new object.\n', zh: '也可以返回一个新对象。\n' },
  );
  pageSays(
    SASS,
    {
      en: 'the modern API only resolves relative paths and `loadPaths`: imports through [source.alias](/config/source/alias) (for example `@use "@/styles/vars"`) and from packages in `node_modules` (`@use "ui-kit/theme"`, with or without `~`) fail with `Can\'t find stylesheet to import`',
      zh: '现代 API 只能解析相对路径和 `loadPaths`：通过 [source.alias](/zh/config/source/alias) 的导入（例如 `@use "@/styles/vars"`）和 `node_modules` 中包的导入（`@use "ui-kit/theme"`，带 `~` 也一样）会失败并报错 `Can\'t find stylesheet to import`',
    },
    {
      en: 'Keep the legacy API if your Sass files import through aliases.',
      zh: '如果你的 Sass 文件通过路径别名导入，请继续使用旧版 API。',
    },
  );
  pageSays(SASS, {
    en: "or only passed to the loader's logger (`false`), which Rsbuild does not print.",
    zh: '还是只交给 loader 的日志记录器（`false`，Rsbuild 不会打印）。',
  });
  pageSays(CSS_USAGE, {
    en: 'The build contains `.list{display:flex;flex-direction:column;gap:16px}.list>.item{padding:8px}`.',
    zh: '构建产物中包含 `.list{display:flex;flex-direction:column;gap:16px}.list>.item{padding:8px}`。',
  });

  const dir = project({
    'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/ui-kit/index.js': '',
    'node_modules/ui-kit/_theme.scss': '$kit: #123456;\n',
    'src/partials/_vars.scss': '$rel: #ff0000;\n',
    'src/arrow.png': Buffer.alloc(20_000, 1),
    // a relative @use, an @warn and a url(): what resolve-url-loader needs a source map for
    'src/rel.scss': '@use "./partials/vars" as *;\n@warn "warned-by-sass";\n.rel { color: $rel; background: url(./arrow.png); }\n',
    'src/pkg.scss': '@use "ui-kit/theme" as *;\n.pkg { color: $kit; }\n',
    'src/tilde.scss': '@use "~ui-kit/theme" as kit;\n.tilde { border-color: kit.$kit; }\n',
    'src/list.scss': LIST_SCSS,
    'src/index.js': "import './rel.scss';\nimport './pkg.scss';\nimport './list.scss';\n",
    'src/rel-tilde.js': "import './rel.scss';\nimport './tilde.scss';\n",
    'src/with-tilde.js': "import './rel.scss';\nimport './pkg.scss';\nimport './tilde.scss';\n",
    'rsbuild.config.mjs': [
      "import path from 'node:path';",
      'const { CASE } = process.env;',
      'const sass = {',
      '  nowarn: { warnRuleAsWarning: false },',
      "  modern: { api: 'modern' },",
      "  'modern-load-paths': { api: 'modern', sassOptions: { loadPaths: [path.resolve('node_modules')] } },",
      "  'fn-new': () => ({ additionalData: '$extra: 1px;' }),",
      "  'fn-spread': (options) => ({ ...options, additionalData: '$extra: 1px;' }),",
      '}[CASE] ?? {};',
      "const entry = process.env.ENTRY ?? 'index';",
      'export default { source: { entry: { index: `./src/${entry}.js` } }, tools: { sass } };',
      '',
    ].join('\n'),
  });
  const css = () => distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/);

  // The defaults (legacy API): relative, package and `~` paths resolve; @warn is a Compile Warning.
  const plain = build(dir, { ENTRY: 'with-tilde' });
  assert.match(plain.output, /Compile Warning/, plain.output);
  assert.match(plain.output, /warned-by-sass/, plain.output);
  assert.match(css(), /\.rel\{color:red;background:url\(\/static\/image\/arrow\.[0-9a-f]{8}\.png\)\}/);
  assert.match(css(), /\.pkg\{color:#123456\}/);
  assert.match(css(), /\.tilde\{border-color:#123456\}/);

  // warnRuleAsWarning: false: the message is printed nowhere.
  const quiet = build(dir, { CASE: 'nowarn' });
  assert.doesNotMatch(quiet.output, /warned-by-sass|Compile Warning/, quiet.output);
  assert.ok(css().includes('.list{display:flex;flex-direction:column;gap:16px}.list>.item{padding:8px}'), css());

  // api: 'modern': the package path, with and without `~`, cannot be found (the output names one failing file, so one
  // build each); the relative @use of rel.scss, imported first, is no error.
  for (const [entry, file, request] of [
    ['index', 'pkg', '@use "ui-kit/theme" as *;'],
    ['rel-tilde', 'tilde', '@use "~ui-kit/theme" as kit;'],
  ]) {
    const modern = rsbuild(dir, ['build'], { CASE: 'modern', ENTRY: entry });
    assert.notEqual(modern.code, 0, modern.output);
    assert.ok(modern.output.includes(`File: ./src/${file}.scss`), modern.output);
    assert.ok(modern.output.includes(`Can't find stylesheet to import.\n        │   ╷\n        │ 1 │ ${request}`), modern.output);
    assert.doesNotMatch(modern.output, /File: \.\/src\/rel\.scss/, modern.output);
  }
  // ... while a load path (Sass's own resolution) finds the package's file.
  build(dir, { CASE: 'modern-load-paths' });
  assert.match(css(), /\.pkg\{color:#123456\}/);
  assert.match(css(), /\.rel\{color:red;/);

  // A function that returns a new object without the current options loses sourceMap: true.
  const replaced = rsbuild(dir, ['build'], { CASE: 'fn-new' });
  assert.notEqual(replaced.code, 0, replaced.output);
  assert.ok(replaced.output.includes('File: ./src/rel.scss'), replaced.output);
  assert.ok(replaced.output.includes('resolve-url-loader: error processing CSS'), replaced.output);
  assert.ok(replaced.output.includes('a valid source-map is not present'), replaced.output);
  // Spread into the new object, the same additionalData builds.
  const spread = build(dir, { CASE: 'fn-spread' });
  assert.doesNotMatch(spread.output, /resolve-url-loader/, spread.output);
  assert.match(css(), /\.rel\{color:red;background:url\(\/static\/image\/arrow\.[0-9a-f]{8}\.png\)\}/);
});

test(`${CSS_USAGE} "With the example project above ... one <style> element per stylesheet to the <head> (four for reset.css, index.css, alert.less and list.scss)", no .css file, no <link>`, async () => {
  pageSays(CSS_USAGE, {
    en: 'When the script runs, it adds one `<style>` element per stylesheet to the `<head>` (four for `reset.css`, `index.css`, `alert.less` and `list.scss`).',
    zh: '脚本运行时，会为每个样式表向 `<head>` 中添加一个 `<style>` 元素（`reset.css`、`index.css`、`alert.less` 和 `list.scss` 共四个）。',
  });
  const dir = project({
    'src/reset.css': '* { box-sizing: border-box; }\n',
    'src/index.css':
      "@import './reset.css';\n\n:root {\n  --brand: #ff5e00;\n}\n\n.button {\n  color: var(--brand);\n  user-select: none;\n  font-weight: bold;\n}\n",
    'src/alert.less': '@brand: #1677ff;\n.alert {\n  border: 1px solid @brand;\n  .title { color: darken(@brand, 10%); }\n}\n',
    'src/list.scss': LIST_SCSS,
    'src/index.js':
      "import './index.css';\nimport './alert.less';\nimport './list.scss';\ndocument.querySelector('#root').innerHTML = '<button class=\"button\">Next</button>';\n",
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n',
  });
  const seen = await buildAndVisit(browser(), dir, () => ({
    inHead: [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    styles: document.querySelectorAll('style').length,
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
    color: getComputedStyle(document.querySelector('.button') as Element).color,
  }));
  assert.deepEqual(seen.errors, []);
  assert.equal(seen.value.styles, 4, JSON.stringify(seen.value));
  assert.equal(seen.value.inHead.length, 4, JSON.stringify(seen.value));
  assert.ok(
    seen.value.inHead.some((s) => s.includes('box-sizing') && !s.includes('.button')),
    JSON.stringify(seen.value),
  );
  assert.ok(
    seen.value.inHead.some((s) => s.includes('.button') && !s.includes('box-sizing')),
    JSON.stringify(seen.value),
  );
  assert.ok(
    seen.value.inHead.some((s) => s.includes('.alert')),
    JSON.stringify(seen.value),
  );
  assert.ok(
    seen.value.inHead.some((s) => s.includes('.list')),
    JSON.stringify(seen.value),
  );
  assert.equal(seen.value.links, 0);
  assert.equal(seen.value.color, 'rgb(255, 94, 0)');
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.css')),
    [],
  );
});
