// Facts behind the third accuracy review of session 92 (slice p): guide/basic/css-usage and config/tools/sass, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/basic/css-usage, "Minification": "CSS source maps are off by default in both modes; turn them on with
//   output.sourceMap.css". Not in a production build on its own: 0.5.9 writes the maps of .css files through Rspack's
//   devtool, which output.sourceMap.js sets and which is false in production (core/src/provider/plugins/css.ts only
//   removes the maps when css is false), so `css: true` alone writes no .css.map there; with js: 'source-map' the map
//   is written. Now: "output.sourceMap.css turns them on, in a production build only together with
//   output.sourceMap.js (for example 'source-map'), which is false there". Run below (the same fact was fixed on
//   config/tools/less in review83c.test.ts).
// - config/tools/sass, sass.sourceMap: "To control the source maps of the output, use output.sourceMap.css." Same
//   cause: in a production build that option alone gives no CSS source map. Now: "For CSS source maps in the output,
//   use output.sourceMap.css (in a production build together with output.sourceMap.js)". Same run: the map of the
//   second build names the .scss file.
// - guide/basic/css-usage, "Sass": "additionalData, a piece of Sass put in front of every Sass file" and "Every .scss
//   file can now use $brand without importing anything"; config/tools/sass, sass.additionalData: "Sass code added to the
//   beginning of every Sass file before it is compiled", and the first common problem: "puts that line at the top of
//   every Sass file". sass-loader 14.1.1 prepends additionalData to the source of each file it compiles, that is each
//   Sass file a module imports (`${additionalData}\n${content}` in its compiled index.js); the files those load with
//   @use, @forward or @import are read by Sass itself and get nothing. A partial loaded with @use does not see the
//   variable (the module system shares no variables) and the build stops with `Undefined variable.` at the partial;
//   with @import it sees it through the shared global scope, but the code is still added once only (a rule in
//   additionalData comes out once). Now: "every Sass file your code imports", and on css-usage "a partial that such a
//   file loads with @use does not get it: using $brand there stops the build with Undefined variable.". Run below.
// - config/tools/sass, sass.additionalData: "The code is also added to .sass files (indented syntax), so a project that
//   mixes both syntaxes needs code that is valid in both." No string of declarations or imports is valid in both: with
//   a semicolon the .sass files stop with `semicolons aren't allowed in the indented syntax.`, without one the .scss files
//   stop with `expected ";".` (settled by common-problems-round37b.test.ts, the Vuetify item); what works is a function
//   that returns each syntax its own code, which the page's Vuetify item already shows. Now: "where a semicolon is an
//   error while .scss files need one, so a project that mixes both syntaxes needs a function that returns the right
//   code for each file". Run below: in one project with a .scss and a .sass file, the string with a semicolon fails at
//   the .sass file, and a function that checks the file name builds both.
// - guide/basic/css-usage, PostCSS: Rsbuild "puts its plugins first and keeps autoprefixer at the end (it is not added
//   twice if your file already lists it)". When the file lists autoprefixer, Rsbuild adds none (shared/src/css.ts,
//   applyAutoprefixer looks for a plugin named autoprefixer among the file's), so nothing keeps autoprefixer at the end,
//   and the browsers and tools.autoprefixer of Rsbuild no longer apply: only the file's instance, with its options, runs.
//   Now: "puts its plugins first and adds autoprefixer after them; if your file lists autoprefixer itself, Rsbuild adds
//   none, and yours runs with its own options, not those of tools.autoprefixer". Run below, with the autoprefixer
//   10.4.18 bundled in @rsbuild/shared listed in postcss.config.cjs (safari 14, remove: false) and tools.autoprefixer
//   { remove: true }: user-select gets its -webkit- prefix (one autoprefixer ran) and the hand-written
//   -webkit-border-radius stays (no instance with remove: true ran; Rsbuild's own removes it, review88q.test.ts). Not
//   asserted: where in the list the file's instance sits matters little, as PostCSS 8 runs the visitors of all plugins
//   together (run by hand: a declaration added by a plugin listed after it was still prefixed).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project, ROOT, rsbuild } from './topics-support';

const CSS_USAGE = 'guide/basic/css-usage';
const SASS = 'config/tools/sass';

test(`${CSS_USAGE} "output.sourceMap.css turns them on, in a production build only together with output.sourceMap.js (for example 'source-map'), which is false there"; ${SASS} sass.sourceMap "For CSS source maps in the output, use output.sourceMap.css (in a production build together with output.sourceMap.js)"`, () => {
  pageSays(
    CSS_USAGE,
    {
      en: "`output.sourceMap.css` turns them on, in a production build only together with `output.sourceMap.js` (for example `'source-map'`), which is `false` there",
      zh: "可以通过 `output.sourceMap.css` 开启；生产构建中还要同时设置 `output.sourceMap.js`（例如 `'source-map'`），它在生产模式下默认为 `false`",
    },
    { en: 'turn them on with `output.sourceMap.css` (', zh: '可以通过 `output.sourceMap.css` 开启（' },
  );
  pageSays(
    SASS,
    {
      en: 'For CSS source maps in the output, use `output.sourceMap.css` (in a production build together with `output.sourceMap.js`).',
      zh: '如需在构建产物中生成 CSS source map，请使用 `output.sourceMap.css`（生产构建中还要同时设置 `output.sourceMap.js`）。',
    },
    { en: 'To control the source maps of the output, use', zh: '如需控制构建产物中的 source map' },
  );
  const files = {
    'src/index.css': '.a {\n  color: red;\n}\n',
    'src/b.scss': '$c: blue;\n.b {\n  color: $c;\n}\n',
    'src/index.js': "import './index.css';\nimport './b.scss';\n",
  };
  const maps = (sourceMap: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { sourceMap: ${sourceMap} } };\n` });
    build(dir);
    const css = distFiles(dir).filter((f) => /\.css(\.map)?$/.test(f));
    const map = css.find((f) => f.endsWith('.map'));
    const sources: string[] = map ? JSON.parse(fs.readFileSync(path.join(dir, 'dist', map), 'utf8')).sources : [];
    return { css: css.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')), scssInMap: sources.some((s) => s.endsWith('b.scss')) };
  };
  // `rsbuild build` is a production build: css: true alone writes no .css.map ...
  assert.deepEqual(maps('{ css: true }'), { css: ['static/css/index.[hash].css'], scssInMap: false });
  // ... and together with js: 'source-map' it does, and the map names the .scss file.
  assert.deepEqual(maps("{ css: true, js: 'source-map' }"), {
    css: ['static/css/index.[hash].css', 'static/css/index.[hash].css.map'],
    scssInMap: true,
  });
});

test(`${CSS_USAGE} "Every .scss file that your code imports can now use $brand without importing anything; a partial that such a file loads with @use does not get it: using $brand there stops the build with Undefined variable."; ${SASS} sass.additionalData "added to the beginning of every Sass file that your code imports ... (not of the partials such a file loads)"`, () => {
  pageSays(
    CSS_USAGE,
    {
      en: 'Every `.scss` file that your code imports can now use `$brand` without importing anything; a partial that such a file loads with `@use` does not get it: using `$brand` there stops the build with `Undefined variable.`.',
      zh: '现在代码引入的每个 `.scss` 文件都可以直接使用 `$brand`，无需引入任何文件；但这些文件通过 `@use` 加载的 partial 拿不到它，在其中使用 `$brand` 会报 `Undefined variable.`。',
    },
    { en: 'Every `.scss` file can now use', zh: '现在每个 `.scss` 文件都可以' },
  );
  pageSays(
    CSS_USAGE,
    {
      en: 'a piece of Sass put in front of every Sass file your code imports',
      zh: '它是一段插入到代码引入的每个 Sass 文件开头的 Sass 代码',
    },
    { en: 'a piece of Sass put in front of every Sass file,', zh: '它是一段插入到每个 Sass 文件开头' },
  );
  pageSays(
    SASS,
    {
      en: 'Sass code added to the beginning of every Sass file that your code imports before it is compiled (not of the partials such a file loads)',
      zh: '在编译前添加到代码引入的每个 Sass 文件开头的 Sass 代码（这些文件加载的 partial 不会添加）',
    },
    { en: 'added to the beginning of every Sass file before', zh: '在编译前添加到每个 Sass 文件开头' },
  );
  pageSays(
    SASS,
    { en: 'which puts that line at the top of every Sass file your code imports (', zh: '这一行会被加到代码引入的每个 Sass 文件的开头' },
    { en: 'at the top of every Sass file (', zh: '这一行会被加到每个 Sass 文件的开头' },
  );
  // src/a.scss is imported by the script and loads the partial src/parts/_b.scss, which uses the variable.
  // With @import, additionalData also holds a rule, to count how often the code is added (a rule before @use is an error).
  const run = (how: '@use' | '@import', additionalData: string) => {
    const dir = project({
      'src/a.scss': `${how} 'parts/b';\n.a {\n  color: $brand;\n}\n`,
      'src/parts/_b.scss': '.b {\n  color: $brand;\n}\n',
      'src/index.js': "import './a.scss';\n",
      'rsbuild.config.mjs': `export default { tools: { sass: { additionalData: ${JSON.stringify(additionalData)} } } };\n`,
    });
    return { dir, ...rsbuild(dir, ['build']) };
  };
  const used = run('@use', '$brand: #ff5e00;');
  assert.equal(used.code, 1, used.output);
  assert.match(used.output, /Undefined variable\.[\s\S]*src\/parts\/_b\.scss 2:\d+\s+@use/);
  const imported = run('@import', '$brand: #ff5e00; .injected { order: 1; }');
  assert.equal(imported.code, 0, imported.output);
  const css = distText(imported.dir, /\.css$/);
  // The partial sees $brand through @import's shared scope, but the additionalData rule is there once: a.scss's.
  assert.match(css, /#ff5e00/);
  assert.equal(css.split('.injected{order:1}').length - 1, 1, css);
});

test(`${SASS} sass.additionalData "where a semicolon is an error while .scss files need one, so a project that mixes both syntaxes needs a function that returns the right code for each file"`, () => {
  pageSays(
    SASS,
    {
      en: 'where a semicolon is an error while `.scss` files need one, so a project that mixes both syntaxes needs a function that returns the right code for each file',
      zh: '而缩进语法不允许分号，`.scss` 文件却需要分号，因此同时使用两种语法的项目需要用函数为每个文件返回对应的代码',
    },
    { en: 'needs code that is valid in both', zh: '需要提供在两种语法下都有效的代码' },
  );
  const mixed = (additionalData: string) =>
    project({
      'src/a.scss': '.a {\n  color: $brand;\n}\n',
      'src/b.sass': '.b\n  color: $brand\n',
      'src/index.js': "import './a.scss';\nimport './b.sass';\n",
      'rsbuild.config.mjs': `export default { tools: { sass: { additionalData: ${additionalData} } } };\n`,
    });
  const string = rsbuild(mixed("'$brand: #ff5e00;'"), ['build']);
  assert.equal(string.code, 1, string.output);
  assert.match(string.output, /File: \.\/src\/b\.sass\n[\s\S]*semicolons aren't allowed in the indented syntax\./);
  const dir = mixed(
    "(content, loaderContext) => (loaderContext.resourcePath.endsWith('.sass') ? '$brand: #ff5e00\\n' : '$brand: #ff5e00;\\n') + content",
  );
  build(dir);
  // Both files compile with the variable (the minifier merges the two rules).
  assert.equal(distText(dir, /\.css$/), '.a,.b{color:#ff5e00}');
});

test(`${CSS_USAGE} "puts its plugins first and adds autoprefixer after them; if your file lists autoprefixer itself, Rsbuild adds none, and yours runs with its own options, not those of tools.autoprefixer"`, () => {
  pageSays(
    CSS_USAGE,
    {
      en: 'puts its plugins first and adds autoprefixer after them; if your file lists autoprefixer itself, Rsbuild adds none, and yours runs with its own options, not those of `tools.autoprefixer`.',
      zh: '把其中的插件放在最前面，在它们之后加上 autoprefixer；如果你的文件中已经列出了 autoprefixer，Rsbuild 不会再添加，运行的是你的 autoprefixer 及其选项，`tools.autoprefixer` 不再生效。',
    },
    { en: 'keeps autoprefixer at the end', zh: '并把 autoprefixer 保留在最后' },
  );
  const autoprefixer = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5')), '../shared/compiled/autoprefixer');
  const dir = project({
    'src/index.css': '.b {\n  user-select: none;\n  -webkit-border-radius: 4px;\n  border-radius: 4px;\n}\n',
    'src/index.js': "import './index.css';\n",
    'postcss.config.cjs': `module.exports = {\n  plugins: [require(${JSON.stringify(autoprefixer)})({ overrideBrowserslist: ['safari 14'], remove: false })],\n};\n`,
    'rsbuild.config.mjs': 'export default { tools: { autoprefixer: { remove: true } } };\n',
  });
  build(dir);
  assert.equal(distText(dir, /\.css$/), '.b{-webkit-user-select:none;user-select:none;-webkit-border-radius:4px;border-radius:4px}');
});
