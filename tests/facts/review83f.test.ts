// Facts behind the second accuracy review of session 83 (slice f): guide/optimization/optimize-bundle,
// config/output/externals and guide/optimization/split-chunk, in both languages. Each test runs @rsbuild/core 0.5.9 in
// throw-away projects (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it.
//
// - guide/optimization/optimize-bundle, Common problems, "the project's files are very large ... page loads slowly":
//   the page said "`rsbuild preview` sends scripts gzip-compressed to a browser that accepts it". The compression
//   middleware of the preview server (server/prodServer.ts, compiled/http-compression, threshold 1024) compresses a
//   response only when its Content-Length is at least 1024 bytes: a script of 865 bytes was sent as it is, one of 3.7 kB
//   with `Content-Encoding: gzip`. The page now says "scripts of 1024 bytes or more".
// - guide/optimization/optimize-bundle, "Measure the output": the page said that the analyzer report "draws every output
//   file as a treemap" and that the analyzer shows what is inside "each file". The report of BUNDLE_ANALYZE=true
//   (webpack-bundle-analyzer, whose analyzer keeps only assets ending in .js, .mjs or .cjs) had one top-level entry,
//   static/js/index.[hash].js, and none for static/css/index.[hash].css or index.html. The page now says "every
//   JavaScript file of the output".
// - config/output/externals, "Object form": the page said "'commonjs lodash', for example, always compiles to
//   require('lodash')". It does in a browser build (the type prefix wins over the web target's var), but not for the
//   web-worker and service-worker targets, whose Rspack configuration loses its externals (plugins/externals.ts,
//   onBeforeCreateCompiler): there the package was bundled. The page now says "even in a web build", beside the
//   caveat that names the worker targets.
// - guide/optimization/split-chunk, the first sentence: "A production build does not put your whole application into
//   one JavaScript file". With the default strategy, an app whose packages stay under Rspack's minSize (20,000 bytes in
//   production) and that has no import() was built into one file, static/js/index.[hash].js; the React app of the page
//   gets lib-react beside it. The page now says the build "need not" put it in one file, and that a small app may.
// - guide/optimization/split-chunk, "Name the async chunks": the page said "Async chunks are named after their numeric
//   chunk id". That holds for rsbuild build; rsbuild dev (Rspack's development mode, chunkIds 'named') serves the
//   chunk of ./Report as static/js/async/src_Report_jsx.js. The page now says "In a production build" and names the dev
//   file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ask, build, devServer, distFiles, distText, hashed, page, pageSays, previewServer, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle

test('guide/optimization/optimize-bundle "rsbuild preview gzips scripts of 1024 bytes or more for a browser that accepts it": a script under 1024 bytes comes uncompressed, a larger one with Content-Encoding: gzip, and none without Accept-Encoding', async () => {
  pageSays('guide/optimization/optimize-bundle', {
    en: '`rsbuild preview` gzips scripts of 1024 bytes or more for a browser that accepts it',
    zh: '对支持 gzip 的浏览器，`rsbuild preview` 会把 1024 字节及以上的脚本压缩后再发送',
  });
  const big = Array.from({ length: 100 }, (_, i) => `globalThis.line${i} = 'line ${i} of a script larger than one kilobyte';`).join('\n');
  const dir = project({
    'src/small.js': "console.log('a small script');\n",
    'src/big.js': `${big}\n`,
    'rsbuild.config.mjs': "export default { source: { entry: { small: './src/small.js', big: './src/big.js' } } };\n",
  });
  build(dir);
  const script = (name: string): { file: string; size: number } => {
    const file = distFiles(dir).find((f) => new RegExp(`^static/js/${name}\\.[0-9a-f]{8}\\.js$`).test(f));
    assert.ok(file, `${name}: ${distFiles(dir).join(', ')}`);
    return { file, size: fs.statSync(path.join(dir, 'dist', file)).size };
  };
  const [entry, chunk] = [script('small'), script('big')];
  assert.ok(entry.size < 1024, `the small script is ${entry.size} bytes`);
  assert.ok(chunk.size > 2048, `the big script is ${chunk.size} bytes`);
  const server = await previewServer(dir);
  try {
    const gzip = { 'accept-encoding': 'gzip' };
    const small = await ask(server.port, `/${entry.file}`, { client: 'script', headers: gzip });
    const large = await ask(server.port, `/${chunk.file}`, { client: 'script', headers: gzip });
    assert.equal(small.status, 200);
    assert.equal(small.headers['content-encoding'], undefined, 'a script under 1024 bytes is sent uncompressed');
    assert.equal(large.status, 200);
    assert.equal(large.headers['content-encoding'], 'gzip', 'a script over 1024 bytes is gzipped');
    assert.ok(large.raw.length < large.text.length, 'and travels smaller');
    const plain = await ask(server.port, `/${chunk.file}`, { client: 'script' });
    assert.equal(plain.headers['content-encoding'], undefined, 'without Accept-Encoding: gzip nothing is compressed');
  } finally {
    await server.stop();
  }
});

test('guide/optimization/optimize-bundle "It draws every JavaScript file of the output as a treemap ... (CSS, HTML and other files are not shown)": the report of BUNDLE_ANALYZE=true has a top-level entry for the JavaScript file only, none for the CSS file or index.html', () => {
  pageSays('guide/optimization/optimize-bundle', {
    en: 'It draws every JavaScript file of the output as a treemap of the modules inside it (CSS, HTML and other files are not shown).',
    zh: '它会把产物中的每个 JavaScript 文件绘制成由其内部模块组成的矩形树图（CSS、HTML 等其他文件不会出现在图中）。',
  });
  pageSays('guide/optimization/optimize-bundle', {
    en: 'To see what is inside each JavaScript file, run the bundle analyzer once:',
    zh: '要查看每个 JavaScript 文件里有什么，可以运行一次产物分析：',
  });
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('analyzed');\n",
    'src/index.css': '.title { color: rebeccapurple; }\n',
  });
  const run = rsbuild(dir, ['build'], { BUNDLE_ANALYZE: 'true' });
  assert.equal(run.code, 0, run.output);
  const files = distFiles(dir);
  assert.ok(
    files.some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)),
    files.join(', '),
  );
  const report = fs.readFileSync(path.join(dir, 'dist/report-web.html'), 'utf8');
  const data = /window\.chartData = (.*);\n/.exec(report);
  assert.ok(data, 'the report holds its chart data');
  const drawn = (JSON.parse(data[1]) as { label: string }[]).map((item) => item.label.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.deepEqual(drawn, ['static/js/index.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test('config/output/externals "\'commonjs lodash\', for example, compiles to require(\'lodash\') even in a web build": the web build reads require("lodash") and holds none of its code; a web-worker build ignores the external and bundles the package', () => {
  pageSays('config/output/externals', {
    en: "`'commonjs lodash'`, for example, compiles to `require('lodash')` even in a `web` build.",
    zh: "例如 `'commonjs lodash'` 即使在 `web` 构建中也会被编译为 `require('lodash')`。",
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'config/output/externals'), /always compiles to `require|总是会被编译为/, lang);
  }
  const files = (target: string): Record<string, string> => ({
    'src/index.js': "import chunk from 'lodash';\nconsole.log(chunk);\n",
    'node_modules/lodash/package.json': '{ "name": "lodash", "version": "4.17.21", "main": "index.js" }\n',
    'node_modules/lodash/index.js': "module.exports = function chunk() { return 'LODASH_STAND_IN_CODE'; };\n",
    'rsbuild.config.mjs': `export default { output: { targets: ['${target}'], externals: { lodash: 'commonjs lodash' } } };\n`,
  });
  const web = project(files('web'));
  build(web);
  const webJs = distText(web, /^static\/js\/.*\.js$/);
  assert.match(webJs, /require\("lodash"\)/);
  assert.doesNotMatch(webJs, /LODASH_STAND_IN_CODE/);
  const worker = project(files('web-worker'));
  build(worker);
  const workerJs = distText(worker, /^static\/js\/.*\.js$/);
  assert.ok(workerJs.length > 0, distFiles(worker).join(', '));
  assert.doesNotMatch(workerJs, /require\("lodash"\)/);
  assert.match(workerJs, /LODASH_STAND_IN_CODE/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "A production build need not put your whole application into one JavaScript file ... (a small app without dynamic import() may still get a single one)": an app of two modules and a small package is one static/js/index.[hash].js; a module loaded with import() gets a file of its own', () => {
  pageSays('guide/optimization/split-chunk', {
    en: 'A production build need not put your whole application into one JavaScript file: it splits the code into chunks, and every chunk becomes a file (a small app without dynamic `import()` may still get a single one).',
    zh: '生产构建不必把整个应用放进同一个 JavaScript 文件：它会把代码拆分成多个 chunk，每个 chunk 对应一个文件（没有动态 `import()` 的小应用仍可能只有一个文件）。',
  });
  const files = {
    'src/index.js': "import { greet } from './greet';\nimport pad from 'tiny-pad';\nconsole.log(pad(greet('split')));\n",
    'src/greet.js': 'export const greet = (name) => `hello ${name}`;\n',
    'node_modules/tiny-pad/package.json': '{ "name": "tiny-pad", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/tiny-pad/index.js': 'module.exports = (text) => `  ${text}  `;\n',
  };
  const js = (dir: string): string[] => hashed(distFiles(dir).filter((f) => f.endsWith('.js')));
  const single = project(files);
  build(single);
  assert.deepEqual(js(single), ['static/js/index.[hash].js']);
  const lazy = project({ ...files, 'src/index.js': "import('./greet').then((m) => console.log(m.greet('later')));\n" });
  build(lazy);
  const split = js(lazy);
  assert.equal(split.length, 2, split.join(', '));
  assert.ok(split.includes('static/js/index.[hash].js'));
  assert.ok(
    split.some((f) => f.startsWith('static/js/async/')),
    split.join(', '),
  );
});

test('guide/optimization/split-chunk "In a production build, async chunks are named after their numeric chunk id (rsbuild dev names them after the module\'s path, such as src_Report_jsx.js)": rsbuild build writes static/js/async/<number>.[hash].js, rsbuild dev serves static/js/async/src_Report_jsx.js', async () => {
  pageSays('guide/optimization/split-chunk', {
    en: "In a production build, async chunks are named after their numeric chunk id (`rsbuild dev` names them after the module's path, such as `src_Report_jsx.js`).",
    zh: '生产构建中，异步 chunk 默认以数字 chunk id 命名（`rsbuild dev` 中则以模块路径命名，例如 `src_Report_jsx.js`）。',
  });
  const dir = project({
    'src/index.js': "import('./Report').then((m) => console.log(m.default));\n",
    'src/Report.jsx': "export default 'REPORT_CHUNK_TEXT';\n",
  });
  build(dir);
  const async = hashed(distFiles(dir).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js')));
  assert.equal(async.length, 1, async.join(', '));
  assert.match(async[0], /^static\/js\/async\/\d+\.\[hash\]\.js$/);
  const server = await devServer(dir);
  try {
    const chunk = await ask(server.port, '/static/js/async/src_Report_jsx.js', { client: 'script' });
    assert.equal(chunk.status, 200);
    assert.match(chunk.text, /REPORT_CHUNK_TEXT/);
  } finally {
    await server.stop();
  }
});
