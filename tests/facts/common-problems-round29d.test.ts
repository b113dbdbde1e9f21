// Facts behind the twenty-ninth round's (d) items, as readers describe the problem: absolute imports from
// src/components instead of relative paths, CSS that is not minified in production (one line per property, comments
// kept), the entry option that does not work (webpack's `Can't resolve './src' in xxx`), `Cannot find module
// './BuildControle.module.css'` in a project moved from Create React App, no .d.ts files for Sass files (typings for CSS
// Modules), the sizes of the build output that differ from the files on disk, pica/multimath's `Can't resolve 'env'`,
// 打包完感觉文件有点大求分析, 怎样引入 scss 文件, JSX in a Vue 2 single-file component (`Item.vue Syntax Error:
// Unexpected token`), and webpack 4 with mini-css-extract-plugin not extracting Less into a CSS file. Each test runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), tsc where TypeScript decides.
//
// Resting on other sources, not run here:
// - guide/advanced/alias: that Create React App resolves `components/Button` from src with `"baseUrl": "src"` in
//   jsconfig.json or tsconfig.json is its "Absolute Imports" documentation; CRA is not run.
// - config/source/entry: that webpack 4 and 5 start from `./src` (its index.js) when no `entry` is configured, and so
//   print `Can't resolve './src' in '<folder>'` when that folder has no index file, is webpack's `entry` documentation
//   ("By default its value is ./src/index.js"); webpack is not run. What 0.5.9 prints is run below.
// - guide/basic/css-modules: that Create React App's src/react-app-env.d.ts holds `/// <reference types="react-scripts" />`
//   and that react-scripts declares `*.module.css` is CRA's TypeScript template and react-scripts' lib/react-app.d.ts;
//   react-scripts is not installed, which is the state after `remove react-scripts` in the migration guide.
// - plugins/list/plugin-typed-css-modules: typings-for-css-modules-loader is the webpack loader of the reader's words;
//   it is not run.
// - guide/basic/wasm-assets: that webpack 4's default resolve.extensions is ['.wasm', '.mjs', '.js', '.json'] is
//   webpack 4's `resolve.extensions` documentation; that multimath 2.0.0's lib/unsharp_mask/index.js does
//   `require('./unsharp_mask')` next to both unsharp_mask.js and unsharp_mask.wasm, whose imports come from the module
//   `env` (env.exp, env.memory), is that package's source (nodeca/multimath, tag 2.0.0). multimath is not installed: the
//   test writes a package of the same layout, with a WebAssembly module that imports env.exp and env.memory.
// - plugins/list/plugin-vue2-jsx: that a .vue file's `<script>` without lang builds with JSX compiled for React and
//   shows `ReferenceError: React is not defined`, and renders with `<script lang="jsx">` and the two plugins, is the run
//   by hand described in common-problems-round28a.test.ts (vue, vue-loader and the Vue plugins are not dependencies of
//   this site). `Syntax Error: Unexpected token (21:8)` is the reader's Vue CLI message; Vue CLI is not run. What SWC
//   does with JSX in .js, .ts and .tsx files is run below.
// - config/output/inject-styles: mini-css-extract-plugin is webpack's; it is not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distFiles, distText, project, rsbuild } from './topics-support';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias: absolute imports instead of relative paths

test("guide/advanced/alias \"Using absolute instead of relative paths: import Button from 'components/Button' from src/components\": with \"baseUrl\": \"src\" in the root tsconfig.json (no paths) the bare import builds from src/pages/home; without it the build fails with Can't resolve 'components/Button'; source.alias { components: './src/components' } resolves it too", () => {
  const files = {
    'src/components/Button.js': "export const Button = 'the-button';\n",
    'src/pages/home/index.js': "import { Button } from 'components/Button';\nexport const home = Button;\n",
    'src/index.js': "import { home } from './pages/home';\nconsole.log(home);\n",
  };
  const withBaseUrl = project({ ...files, 'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n' });
  build(withBaseUrl);
  assert.match(distText(withBaseUrl, /\.js$/), /the-button/);

  const without = rsbuild(project(files), ['build']);
  assert.notEqual(without.code, 0);
  assert.match(without.output, /Can't resolve 'components\/Button'/);

  const withAlias = project({
    ...files,
    'rsbuild.config.mjs': "export default { source: { alias: { components: './src/components' } } };\n",
  });
  build(withAlias);
  assert.match(distText(withAlias, /\.js$/), /the-button/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify: CSS not minified, one line per property, comments kept

test('config/output/minify "CSS is not minified in production: one line per property, comments kept": the default build writes .card{color:red;margin:0} without the comment; minify: { css: false } writes the file as written, each property on its own line and the comment kept; with injectStyles: true there is no .css file and the styles inside the JavaScript keep their comment and line breaks', () => {
  const files = {
    'src/index.css': '/* card styles */\n.card {\n  color: red;\n  margin: 0;\n}\n',
    'src/index.js': "import './index.css';\n",
  };
  const minified = project(files);
  build(minified);
  assert.equal(distText(minified, /\.css$/).trim(), '.card{color:red;margin:0}');

  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: { css: false } } };\n' });
  build(off);
  const css = distText(off, /\.css$/);
  assert.match(css, /\/\* card styles \*\//);
  assert.match(css, /\.card \{\n {2}color: red;\n {2}margin: 0;\n\}/);

  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(injected);
  assert.deepEqual(
    distFiles(injected).filter((f) => f.endsWith('.css')),
    [],
  );
  assert.match(distText(injected, /\.js$/), /\/\* card styles \*\/\\n\.card \{\\n {2}color: red;\\n {2}margin: 0;\\n\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry: the entry option does not work, Can't resolve './src'

test("config/source/entry \"the entry option doesn't work: entry at the top level as in webpack, Can't resolve './src' in xxx\": a top-level entry is ignored without a warning (Could not find any entry module without src/index.*, or src/index.js is built instead of src/main.js); source.entry { index: './src' } fails with Resolve error: Can't resolve './src' in '<root>' when src has no index file and builds src/index.js when it has one; source.entry with ./src/main.js builds main.js", () => {
  const topLevel = "export default { entry: { index: './src/main.js' } };\n";
  const main = { 'src/main.js': "console.log('from-main');\n" };

  const noIndex = rsbuild(project({ ...main, 'rsbuild.config.mjs': topLevel }), ['build']);
  assert.notEqual(noIndex.code, 0);
  assert.match(noIndex.output, /Could not find any entry module, please make sure that src\/index\.\(ts\|js\|tsx\|jsx\|mjs\|cjs\) exists/);
  assert.doesNotMatch(noIndex.output, /warn/i);

  const withIndex = project({ ...main, 'src/index.js': "console.log('from-index');\n", 'rsbuild.config.mjs': topLevel });
  const run = build(withIndex);
  assert.doesNotMatch(run.output, /warn/i);
  assert.match(distText(withIndex, /\.js$/), /from-index/);
  assert.doesNotMatch(distText(withIndex, /\.js$/), /from-main/);

  const folder = project({ ...main, 'rsbuild.config.mjs': "export default { source: { entry: { index: './src' } } };\n" });
  const failed = rsbuild(folder, ['build']);
  assert.notEqual(failed.code, 0);
  assert.ok(failed.output.includes(`Resolve error: Can't resolve './src' in '${fs.realpathSync(folder)}'`), failed.output);

  const folderWithIndex = project({
    'src/index.js': "console.log('folder-index');\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src' } } };\n",
  });
  build(folderWithIndex);
  assert.match(distText(folderWithIndex, /\.js$/), /folder-index/);

  const named = project({ ...main, 'rsbuild.config.mjs': "export default { source: { entry: { index: './src/main.js' } } };\n" });
  build(named);
  assert.match(distText(named, /\.js$/), /from-main/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules: Cannot find module './BuildControle.module.css' after leaving Create React App

test('guide/basic/css-modules "Cannot find module \'./BuildControle.module.css\' in a project moved from Create React App": with src/react-app-env.d.ts still referencing react-scripts (not installed) tsc reports TS2307 for the import; referencing @rsbuild/core/types instead, tsc passes', () => {
  const dir = project(
    {
      'src/BuildControle.module.css': '.box { color: red; }\n',
      'src/index.ts': "import styles from './BuildControle.module.css';\nexport const box: string = styles.box;\n",
      'src/react-app-env.d.ts': '/// <reference types="react-scripts" />\n',
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true },
        include: ['src'],
      }),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const before = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' });
  assert.notEqual(before.status, 0);
  assert.match(
    before.stdout,
    /src\/index\.ts\(1,20\): error TS2307: Cannot find module '\.\/BuildControle\.module\.css' or its corresponding type declarations\./,
  );
  fs.writeFileSync(path.join(dir, 'src/react-app-env.d.ts'), '/// <reference types="@rsbuild/core/types" />\n');
  const after = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' });
  assert.equal(after.status, 0, after.stdout);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules: no .d.ts files for Sass files

test('plugins/list/plugin-typed-css-modules "typings for CSS Modules: no .d.ts files generated, no types from my Sass files": without enableCssModuleTSDeclaration no .d.ts is written; with it card.module.scss gets card.module.scss.d.ts and a plain styles.scss none; with cssModules.auto matching .scss, styles.scss.d.ts lists its classes', () => {
  const scss = '$c: red;\n.card-title { color: $c; }\n';
  const files = {
    'src/styles.scss': scss,
    'src/card.module.scss': scss,
    'src/index.js': "import './styles.scss';\nimport s from './card.module.scss';\nconsole.log(s);\n",
  };
  const declarations = (dir: string) =>
    fs
      .readdirSync(path.join(dir, 'src'))
      .filter((f) => f.endsWith('.d.ts'))
      .sort();

  const off = project(files);
  build(off);
  assert.deepEqual(declarations(off), []);

  const on = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n' });
  build(on);
  assert.deepEqual(declarations(on), ['card.module.scss.d.ts']);

  const all = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { enableCssModuleTSDeclaration: true, cssModules: { auto: (resourcePath) => /\\.scss$/.test(resourcePath) } } };\n',
  });
  build(all);
  assert.deepEqual(declarations(all), ['card.module.scss.d.ts', 'styles.scss.d.ts']);
  assert.match(fs.readFileSync(path.join(all, 'src/styles.scss.d.ts'), 'utf8'), /'card-title': string;\n {2}cardTitle: string;/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/print-file-size: sizes differ from the files on disk

test('config/performance/print-file-size "the size shown in the build output differs from the size of the files on disk": Size is the byte count / 1000 (ls -lh counts 1024 bytes to a K and rounds up, a different number); du counts whole blocks (more than the bytes of index.html); Total size leaves out the .map files, the .LICENSE.txt files and public/ files that are in dist', () => {
  const dir = project({
    'src/index.js': `/*! @license keep me */\nexport const big = ${JSON.stringify('x'.repeat(20000))};\nconsole.log(big);\n`,
    'public/robots.txt': 'User-agent: *\n'.repeat(100),
    'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' }, minify: false, filenameHash: false } };\n",
  });
  const { output } = build(dir);
  const files = distFiles(dir);
  assert.ok(files.includes('robots.txt'));
  assert.ok(files.some((f) => f.endsWith('.js.map')));
  const sizeOf = (f: string) => fs.statSync(path.join(dir, 'dist', f)).size;

  const js = 'static/js/index.js';
  const bytes = sizeOf(js);
  const printed = output.match(/dist\/static\/js\/index\.js\s+([\d.]+) kB/)?.[1];
  assert.equal(printed, (bytes / 1000).toFixed(1));

  const ls = spawnSync('ls', ['-lh', path.join(dir, 'dist', js)], { encoding: 'utf8' }).stdout;
  const kib = Number(ls.match(/ (\d+)K /)?.[1]);
  assert.equal(kib, Math.ceil(bytes / 1024));
  assert.notEqual(String(kib), printed);

  const du = Number(spawnSync('du', ['-k', path.join(dir, 'dist/index.html')], { encoding: 'utf8' }).stdout.split('\t')[0]);
  assert.ok(du * 1024 > sizeOf('index.html'), `du ${du} KiB, ${sizeOf('index.html')} bytes`);

  const listed = files.filter((f) => !f.endsWith('.map') && !f.endsWith('.LICENSE.txt') && f !== 'robots.txt');
  const total = output.match(/Total size:\s+([\d.]+) kB/)?.[1];
  const sum = (list: string[]) => list.reduce((n, f) => n + sizeOf(f), 0);
  assert.equal(total, (sum(listed) / 1000).toFixed(1));
  assert.ok(sum(files) > sum(listed) + 1000);
  assert.doesNotMatch(output, /\.map|robots\.txt/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets: Can't resolve 'env' in node_modules/multimath/lib/unsharp_mask

/** A WebAssembly module that imports a function `exp` and a memory from the module `env`, as multimath's do. */
const WASM_IMPORTING_ENV = Buffer.from(
  '0061736d01000000' + '01060160017c017c' + '021902' + '03656e760365787000' + '00' + '03656e76066d656d6f7279020001',
  'hex',
);

test("guide/basic/wasm-assets \"Module not found: Error: Can't resolve 'env' in '...node_modules\\\\multimath\\\\lib\\\\unsharp_mask'\": a package whose require('./unsharp_mask') has unsharp_mask.js and unsharp_mask.wasm side by side builds with 0.5.9 (its resolve.extensions have no .wasm: the .js file is taken); with .wasm put first in resolve.extensions, as webpack 4 has it, the .wasm file is compiled and the build fails with Can't resolve 'env'", () => {
  assert.ok(WebAssembly.validate(WASM_IMPORTING_ENV));
  const files = {
    'node_modules/multimath/package.json': '{ "name": "multimath", "version": "2.0.0", "main": "index.js" }\n',
    'node_modules/multimath/index.js': "module.exports = require('./lib/unsharp_mask');\n",
    'node_modules/multimath/lib/unsharp_mask/index.js': "module.exports = { name: 'unsharp_mask', fn: require('./unsharp_mask') };\n",
    'node_modules/multimath/lib/unsharp_mask/unsharp_mask.js': "module.exports = function unsharp() { return 'unsharp-in-js'; };\n",
    'node_modules/multimath/lib/unsharp_mask/unsharp_mask.wasm': WASM_IMPORTING_ENV,
    'src/index.js': "import mm from 'multimath';\nconsole.log(mm.fn());\n",
  };
  const ok = project(files);
  const run = build(ok);
  assert.doesNotMatch(run.output, /Can't resolve/);
  assert.match(distText(ok, /\.js$/), /unsharp-in-js/);
  assert.deepEqual(
    distFiles(ok).filter((f) => f.endsWith('.wasm')),
    [],
  );

  const wasmFirst = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { rspack: (config) => { config.resolve.extensions.unshift('.wasm'); } } };\n",
  });
  const failed = rsbuild(wasmFirst, ['build']);
  assert.notEqual(failed.code, 0);
  assert.ok(
    failed.output.includes(`Can't resolve 'env' in '${fs.realpathSync(wasmFirst)}/node_modules/multimath/lib/unsharp_mask'`),
    failed.output,
  );
});

test('guide/basic/wasm-assets "0.5.9 looks for .ts, .tsx, .js, .jsx, .mjs and .json, no .wasm": rsbuild inspect shows resolve.extensions without .wasm', () => {
  const dir = project({ 'src/index.js': 'console.log(1);\n' });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  const extensions = config.match(/extensions: \[([^\]]*)\]/)?.[1].replace(/\s/g, '');
  assert.equal(extensions, "'.ts','.tsx','.js','.jsx','.mjs','.json'");
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle: 打包完感觉文件有点大，求分析

test('guide/optimization/optimize-bundle "打包完感觉文件有点大，求分析": rsbuild build prints each file with its size and gzipped size and the totals; BUNDLE_ANALYZE=true writes dist/report-web.html, which names the packages inside the bundle', () => {
  const dir = project({ 'src/index.js': "import { debounce } from 'lodash';\nconsole.log(debounce);\n" }, { lodash: 'lodash' });
  const run = build(dir, { BUNDLE_ANALYZE: 'true' });
  assert.match(run.output, /Production file sizes:/);
  assert.match(run.output, /File\s+Size\s+Gzipped/);
  assert.match(run.output, /Total size:[\s\S]*Gzipped size:/);
  assert.match(run.output, /Webpack Bundle Analyzer saved report to .*dist\/report-web\.html/);
  assert.match(fs.readFileSync(path.join(dir, 'dist/report-web.html'), 'utf8'), /lodash/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage: 怎样才能引入 scss 文件并使用

test("guide/basic/css-usage \"import a .scss file as a CSS file, nothing to install\": a project with no sass, sass-loader or node-sass in node_modules builds import './list.scss' into the page's CSS file", () => {
  const dir = project({
    'src/list.scss': '$gap: 8px;\n.list {\n  > .item { padding: $gap; }\n}\n',
    'src/index.js': "import './list.scss';\n",
  });
  build(dir);
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules')));
  assert.match(distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.list>\.item\{padding:8px\}/);
  assert.match(distText(dir, /index\.html$/), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2-jsx: no Unexpected token for JSX with SWC

test("plugins/list/plugin-vue2-jsx \"a render() returning JSX: in a .js file SWC compiles it for React; in a .ts file the build stops with Syntax Error (Expected '>', got 'class'), and the same code in a .tsx file builds\"", () => {
  const component = 'export default {\n  render() {\n    return <div class="item">{(this as any).name}</div>;\n  },\n};\n';
  const js = project({
    'src/Item.js': component.replace('(this as any)', 'this'),
    'src/index.js': "import Item from './Item';\nconsole.log(Item);\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  const run = build(js);
  assert.doesNotMatch(run.output, /Unexpected token|warn|error/i);
  assert.match(distText(js, /\.js$/), /React\.createElement\("div"/);

  const files = { 'src/index.js': "import Item from './Item';\nconsole.log(Item);\n" };
  const ts = rsbuild(project({ ...files, 'src/Item.ts': component }), ['build']);
  assert.notEqual(ts.code, 0);
  assert.match(ts.output, /File: \.\/src\/Item\.ts/);
  assert.match(ts.output, /Expected '>', got 'class'/);
  assert.match(ts.output, /Syntax Error/);

  build(project({ ...files, 'src/Item.tsx': component }));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles: webpack 4 cannot extract Less into a CSS file

test('config/output/inject-styles "webpack 4 does not extract the CSS of Less files into a separate file, mini-css-extract-plugin": by default rsbuild build writes the Less styles to static/css/index.[hash].css, linked from index.html, and none into the JavaScript; with injectStyles: true there is no .css file and they are in the JavaScript', () => {
  const files = {
    'src/theme.less': '@brand: #1677ff;\n.alert { .title { color: @brand; } }\n',
    'src/index.js': "import './theme.less';\nconsole.log('app');\n",
  };
  const extracted = project(files);
  build(extracted);
  const css = distFiles(extracted).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 1);
  assert.match(css[0], /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.match(distText(extracted, /\.css$/), /\.alert \.title\{color:#1677ff\}/);
  assert.ok(distText(extracted, /index\.html$/).includes(`<link href="/${css[0]}" rel="stylesheet">`));
  assert.doesNotMatch(distText(extracted, /\.js$/), /1677ff/);

  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(injected);
  assert.deepEqual(
    distFiles(injected).filter((f) => f.endsWith('.css')),
    [],
  );
  assert.match(distText(injected, /\.js$/), /1677ff/);
});
