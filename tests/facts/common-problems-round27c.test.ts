// Facts behind the twenty-seventh round's (c) items (CSS Modules class names, chunk splitting, file name hashes, JSON
// in TypeScript, minification, build time, inlined SVG and the size of the output), as readers describe the problem:
// obfuscated CSS Modules class names to debug, a node_modules package copied into several chunks instead of the
// vendor, the hash in the file names after the build, `Cannot find module '../config/config.json'` in TypeScript, CSS
// not minimized in production mode, `General output time took 11 mins`, an SVG not turned into base64, a vendor hash
// that should not change when the vendor did not, a `?v=123` suffix on the js/css references, and a 7 MB build. Each
// runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Resting on other sources, not run here:
// - guide/optimization/build-performance: `General output time took …` is the summary line of
//   speed-measure-webpack-plugin (its source prints it for a webpack build; the report pasted it); that plugin is not
//   installed.
// - config/output/minify: `new TerserPlugin()` stands for any minimizer list of a webpack config; the run sets the list
//   to an empty one, which removes Rsbuild's minimizers the same way, and installs no terser-webpack-plugin.
// - guide/basic/json-files: the "[ts]" prefix of the report is how editors (VS Code) label TypeScript's messages; the
//   run calls TypeScript's compiler (tsc of the repository's typescript package), which prints the same message.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devCss, distFiles, distText, edit, hashed, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules, guide/basic/css-modules

test('config/output/css-modules + guide/basic/css-modules "class names obfuscated, more readable CSS class names for debugging": rsbuild build gives .card-title-<hash> (no file name), rsbuild dev .src-card-module__card-title-<hash>; localIdentName picked by NODE_ENV gives .src-card-module__card-title in dev and keeps .card-title-<hash> in the build', async () => {
  const files = {
    'src/index.js': "import styles from './card.module.css';\ndocument.body.className = styles['card-title'];\n",
    'src/card.module.css': '.card-title { color: red; }\n',
  };
  const plain = project(files);
  build(plain);
  const builtCss = distText(plain, /^static\/css\/.*\.css$/);
  assert.match(builtCss, /\.card-title-[\w-]{6}\{/);
  assert.doesNotMatch(builtCss, /card-module/);
  assert.match(await devCss(plain), /\.src-card-module__card-title-[\w-]{6}\s*\{/);

  const byMode = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { cssModules: { localIdentName: process.env.NODE_ENV === 'development' ? '[path][name]__[local]' : '[local]-[hash:6]' } } };\n",
  });
  assert.match(await devCss(byMode), /\.src-card-module__card-title\s*\{/);
  build(byMode);
  assert.match(distText(byMode, /^static\/css\/.*\.css$/), /\.card-title-[\w-]{6}\{/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "a node_modules package getting added in multiple chunks instead of vendor": a small package imported by two lazy-loaded modules is copied into both async chunks by default; with single-vendor it is only in static/js/async/vendor.[hash].js, with forceSplitting only in its own lib-tiny chunk; a larger one (52 KB of source) goes into one shared chunk by default', () => {
  const small = "export const tinyUtil = (s) => 'TINY_UTIL_MARK ' + s;\n";
  let large = small;
  for (let i = 0; i < 800; i++) large += `export const f${i} = (x) => x * ${i} + 'padding string number ${i}';\n`;
  const files = (util: string, config = 'export default {};\n') => ({
    'src/index.js': "import('./a.js').then((m) => m.a());\nimport('./b.js').then((m) => m.b());\n",
    'src/a.js': "import { tinyUtil } from 'tiny-util';\nexport const a = () => console.log(tinyUtil('a'));\n",
    'src/b.js': "import { tinyUtil } from 'tiny-util';\nexport const b = () => console.log(tinyUtil('b'));\n",
    'node_modules/tiny-util/package.json': '{ "name": "tiny-util", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/tiny-util/index.js': util,
    'rsbuild.config.mjs': config,
  });
  const holders = (util: string, config?: string) => {
    const dir = project(files(util, config));
    build(dir);
    return hashed(distFiles(dir).filter((f) => f.endsWith('.js') && distText(dir, new RegExp(`^${f}$`)).includes('TINY_UTIL_MARK')));
  };
  assert.ok(Buffer.byteLength(large) > 50_000);
  const copied = holders(small);
  assert.equal(copied.length, 2);
  for (const f of copied) assert.match(f, /^static\/js\/async\/\d+\.\[hash\]\.js$/);
  assert.deepEqual(holders(small, "export default { performance: { chunkSplit: { strategy: 'single-vendor' } } };\n"), [
    'static/js/async/vendor.[hash].js',
  ]);
  assert.deepEqual(
    holders(small, "export default { performance: { chunkSplit: { forceSplitting: { 'lib-tiny': /node_modules[\\\\/]tiny-util/ } } } };\n"),
    ['static/js/async/lib-tiny.[hash].js'],
  );
  const shared = holders(large);
  assert.equal(shared.length, 1);
  assert.match(shared[0], /^static\/js\/async\/\d+\.\[hash\]\.js$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "disable the hash in the file names after build": filenameHash: false writes static/js/index.js and static/css/index.css, and index.html loads them', () => {
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('app');\n",
    'src/index.css': 'body { color: red; }\n',
    'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/css/index.css', 'static/js/index.js'],
  );
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /src="\/static\/js\/index\.js"/);
  assert.match(html, /href="\/static\/css\/index\.css"/);
});

test('config/output/filename-hash "vendor 没变，vendor.[hash].js 的 hash 不变": with single-vendor, an edit to src/index.js renames index.[hash].js and keeps vendor.[hash].js; a rebuild without changes keeps both', () => {
  const dir = project({
    'src/index.js': "import { greet } from 'greet-lib';\nconsole.log(greet('version 1'));\n",
    'node_modules/greet-lib/package.json': '{ "name": "greet-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/greet-lib/index.js': "export const greet = (s) => 'hello ' + s;\n",
    'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'single-vendor' } } };\n",
  });
  const js = () => distFiles(dir).filter((f) => f.endsWith('.js'));
  build(dir);
  const first = js();
  assert.equal(first.filter((f) => /^static\/js\/(vendor|index)\.[0-9a-f]{8}\.js$/.test(f)).length, 2, first.join(' '));
  build(dir);
  assert.deepEqual(js(), first);
  edit(dir, 'src/index.js', 'version 1', 'version 2');
  build(dir);
  const second = js();
  assert.equal(
    second.find((f) => f.startsWith('static/js/vendor.')),
    first.find((f) => f.startsWith('static/js/vendor.')),
  );
  assert.notEqual(
    second.find((f) => f.startsWith('static/js/index.')),
    first.find((f) => f.startsWith('static/js/index.')),
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test('config/output/filename "a suffix parameter on the generated js/css references against caching, js?v=123": js "[name].js?v=123" and css "[name].css?v=123" write static/js/index.js and static/css/index.css, and index.html refers to them with ?v=123', () => {
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('app');\n",
    'src/index.css': 'body { color: red; }\n',
    'rsbuild.config.mjs': "export default { output: { filename: { js: '[name].js?v=123', css: '[name].css?v=123' } } };\n",
  });
  build(dir);
  assert.deepEqual(distFiles(dir), ['index.html', 'static/css/index.css', 'static/js/index.js']);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script[^>]* src="\/static\/js\/index\.js\?v=123"/);
  assert.match(html, /<link[^>]* href="\/static\/css\/index\.css\?v=123"/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/json-files

test("guide/basic/json-files \"[ts] Cannot find module '../config/config.json'\": rsbuild build bundles the import; tsc with moduleResolution node and without resolveJsonModule reports TS2732 Cannot find module '../config/config.json'. Consider using '--resolveJsonModule' to import module with '.json' extension.; with resolveJsonModule: true it reports nothing", () => {
  const tsconfig = (extra: string) =>
    `{ "compilerOptions": { "target": "ES2020", "lib": ["DOM", "ES2020"], "module": "ESNext", "moduleResolution": "node", "esModuleInterop": true, "strict": true, "noEmit": true${extra} }, "include": ["src"] }\n`;
  const dir = project({
    'src/pages/index.ts': "import config from '../config/config.json';\ndocument.title = config.name;\n",
    'src/config/config.json': '{ "name": "acme" }\n',
    'tsconfig.json': tsconfig(''),
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/pages/index.ts' } } };\n",
  });
  build(dir);
  assert.match(distText(dir, /^static\/js\/index\./), /acme/);
  const tsc = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/typescript')), 'bin/tsc');
  const check = () => spawnSync(process.execPath, [tsc, '-p', '.'], { cwd: dir, encoding: 'utf8' });
  const without = check();
  assert.notEqual(without.status, 0);
  assert.match(
    without.stdout,
    /error TS2732: Cannot find module '\.\.\/config\/config\.json'\. Consider using '--resolveJsonModule' to import module with '\.json' extension\./,
  );
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), tsconfig(', "resolveJsonModule": true'));
  const withOption = check();
  assert.equal(withOption.status, 0, withOption.stdout);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "CSS output not minimized in production mode": rsbuild build minifies the CSS; a tools.rspack function that sets config.optimization.minimizer to its own list (here []) leaves CSS and JS unminified; the object form { optimization: { minimizer: [] } } keeps minification; minify: { css: false } leaves only the CSS readable', () => {
  const css = '.card-title {\n  color: red;\n  margin: 0px 0px 0px 0px;\n}\n\n/* a comment */\n.other { color: blue; }\n';
  const run = (config: string) => {
    const dir = project({
      'src/index.js': "import './index.css';\nconsole.log('hello');\n",
      'src/index.css': css,
      'rsbuild.config.mjs': config,
    });
    build(dir);
    return { css: distText(dir, /^static\/css\//), js: distText(dir, /^static\/js\/.*\.js$/) };
  };
  const minified = '.card-title{color:red;margin:0}.other{color:blue}';
  const plain = run('export default {};\n');
  assert.equal(plain.css.trim(), minified);
  const replaced = run('export default { tools: { rspack: (config) => { config.optimization.minimizer = []; } } };\n');
  assert.ok(replaced.css.includes('/* a comment */'), replaced.css);
  assert.match(replaced.js, /__webpack_require__/);
  assert.equal(run('export default { tools: { rspack: { optimization: { minimizer: [] } } } };\n').css.trim(), minified);
  const cssOff = run('export default { output: { minify: { css: false } } };\n');
  assert.ok(cssOff.css.includes('/* a comment */'));
  assert.doesNotMatch(cssOff.js, /__webpack_require__/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

test('guide/optimization/build-performance "General output time took 11 mins, too much time to build prod": rsbuild build prints the time of its compilation as ready   Client compiled in …, and RSPACK_PROFILE=ALL saves a profile to dist/rspack-profile-<time>', () => {
  const dir = project({ 'src/index.js': "console.log('app');\n" });
  assert.match(build(dir).output, /ready\s+Client compiled in [\d.]+ m?s/);
  const profiled = build(dir, { RSPACK_PROFILE: 'ALL' });
  assert.match(profiled.output, /Saved Rspack profile file to .*rspack-profile-\d+/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "SVG 图片无法正常转 base64": an SVG under 10,000 bytes becomes data:image/svg+xml;base64 in JS and CSS; one of 16,949 bytes is written to static/svg/ and referenced by URL; ?inline or dataUriLimit: { svg: 20000 } turns it into base64', () => {
  const smallSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>\n';
  let rects = '';
  for (let i = 0; i < 300; i++) rects += `<rect x="${i}" y="${i}" width="10" height="10" fill="red"/>`;
  const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${rects}</svg>`;
  assert.equal(Buffer.byteLength(bigSvg), 16_949);
  const run = (index: string, config = 'export default {};\n') => {
    const dir = project({
      'src/index.js': `import './index.css';\n${index}`,
      'src/index.css': '.a { background: url(./big.svg); }\n.b { background: url(./small.svg); }\n',
      'src/small.svg': smallSvg,
      'src/big.svg': bigSvg,
      'rsbuild.config.mjs': config,
    });
    build(dir);
    return { dir, files: hashed(distFiles(dir)), js: distText(dir, /^static\/js\//), css: distText(dir, /^static\/css\//) };
  };
  const plain = run("import small from './small.svg';\nimport big from './big.svg';\nconsole.log(small, big);\n");
  assert.ok(plain.files.includes('static/svg/big.[hash].svg'));
  assert.equal((plain.js.match(/data:image\/svg\+xml;base64,/g) ?? []).length, 1);
  assert.match(plain.js, /static\/svg\/big\.[0-9a-f]{8}\.svg/);
  assert.match(plain.css, /\.a\{background:url\(\/static\/svg\/big\.[0-9a-f]{8}\.svg\)\}/);
  assert.match(plain.css, /\.b\{background:url\(data:image\/svg\+xml;base64,/);
  const inline = run("import big from './big.svg?inline';\nconsole.log(big);\n");
  assert.match(inline.js, /data:image\/svg\+xml;base64,/);
  const raised = run("import big from './big.svg';\nconsole.log(big);\n", 'export default { output: { dataUriLimit: { svg: 20000 } } };\n');
  assert.ok(!raised.files.some((f) => f.startsWith('static/svg/')), raised.files.join(' '));
  assert.match(raised.js, /data:image\/svg\+xml;base64,/);
  assert.match(raised.css, /\.a\{background:url\(data:image\/svg\+xml;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle

test('guide/optimization/optimize-bundle "the build is 7M, is that normal": rsbuild build prints Total size and Gzipped size under the file table; files in public/ are copied into dist but not listed in that table', () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'public/video.bin': Buffer.alloc(200_000, 1),
  });
  const { output } = build(dir);
  assert.ok(distFiles(dir).includes('video.bin'));
  assert.match(output, /Total size:\s+[\d.]+ kB/);
  assert.match(output, /Gzipped size:\s+[\d.]+ kB/);
  assert.doesNotMatch(output, /video\.bin/);
});
