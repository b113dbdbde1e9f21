// Facts behind the second accuracy review of session 86 (slice b): config/dev/write-to-disk, config/tools/autoprefixer
// and config/source/pre-entry, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - config/dev/write-to-disk, the HTML-only example: "Or write only the HTML pages, for a backend that renders them
//   while the scripts still come from the dev server". With writeToDisk: (file) => file.endsWith('.html') alone, the
//   written dist/index.html refers to /static/js/index.js, a path on whatever address serves the HTML, and no script is
//   on disk: the scripts come from the dev server only when dev.assetPrefix is its URL (the page's last example).
//   The function gets each emitted file's absolute path, and the dev server still serves the scripts from memory.
// - config/dev/write-to-disk, the bundleAnalyze caveat: "Rsbuild forces writeToDisk to true, so that the report can be
//   written". The report is written either way (webpack-bundle-analyzer writes it with Node's fs); what needs the
//   files on disk is the analyzer's reading of the emitted bundles (core/src/plugins/bundleAnalyzer.ts: "needs to
//   read assets from disk"). With writeToDisk set back to false, dist/report-web.html is still written and 0.5.9 prints
//   "No bundles were parsed. Analyzer will show only original module sizes from stats file."
// - config/dev/write-to-disk, the first caveat: "Starting the dev server empties the output directory ... (unless
//   output.cleanDistPath is false)". Nor when the output directory is outside the project (core/src/plugins/
//   cleanOutput.ts, isStrictSubdir): 0.5.9 warns and leaves the files there.
// - config/dev/write-to-disk, "The dev server clears the dist folder" item: "then answers only from its in-memory
//   build, never from the files on disk". With writeToDisk: true, webpack-dev-middleware 7.1.0 (bundled in
//   @rsbuild/shared 0.5.9) serves from the compiler's own file system, the disk: a file left in dist (cleanDistPath
//   false) is served as it is, while without writeToDisk its URL gets the dev server's index.html.
// - config/dev/write-to-disk, "this is devServer.devMiddleware.writeToDisk in webpack and Vue CLI": only in
//   webpack-dev-server 4 and later (Vue CLI 5); webpack-dev-server 3 (Vue CLI 4) has devServer.writeToDisk
//   (webpack-dev-server migration-v4.md; Vue CLI's "Migrate from v4": webpack-dev-server upgraded from v3 to v4).
//   A claim about other tools: no run here.
// - config/source/pre-entry, "Duplicates are added once ... at the preEntry position". Only when both lists spell the
//   module the same way (webpack-chain's entry is a set of strings). Spelled otherwise ('./src/b' for './src/b.js')
//   the module still runs once, but at its place in the entry's list: a, index, b.
// - config/tools/autoprefixer, grid: "-ms- prefixes ..., which only Internet Explorer 10 and 11 need. It has an effect
//   only when the browserslist includes IE." autoprefixer 10.4.18 adds them for Edge 12 to 15 too: a build for
//   'Edge 15' gets display:-ms-grid as one for 'IE 11' does, one for 'Edge 16' none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, pageSays, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "Or write only the HTML pages ... The scripts then stay in memory, and the HTML refers to them as /static/js/index.js": with writeToDisk (file) => file.endsWith(\'.html\'), the function gets absolute paths, only index.html is written, it refers to /static/js/index.js, and the dev server serves that script from memory', async () => {
  pageSays(
    'config/dev/write-to-disk',
    {
      en: 'The scripts then stay in memory, and the HTML refers to them as `/static/js/index.js`, a path on the backend',
      zh: '这时脚本只留在内存里，HTML 引用它们的路径是 `/static/js/index.js`，指向后端自己的地址。',
    },
    { en: 'while the scripts still come from the dev server', zh: '而脚本仍然来自开发服务器' },
  );
  const dir = project({
    'src/index.js': "console.log('html only');\n",
    'rsbuild.config.mjs':
      "import fs from 'node:fs';\nexport default { dev: { writeToDisk: (file) => { fs.appendFileSync('calls.txt', `${file}\\n`); return file.endsWith('.html'); } } };\n",
  });
  const server = await devServer(dir);
  try {
    assert.ok(await waitFor(() => distFiles(dir).includes('index.html')), distFiles(dir).join(', '));
    assert.deepEqual(distFiles(dir), ['index.html']);
    const calls = fs.readFileSync(path.join(dir, 'calls.txt'), 'utf8').trim().split('\n');
    assert.ok(calls.includes(path.join(dir, 'dist/static/js/index.js')), calls.join('\n'));
    assert.ok(calls.every((file) => path.isAbsolute(file)));
    assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /<script defer src="\/static\/js\/index\.js"><\/script>/);
    const script = await fetch(`${server.url}/static/js/index.js`);
    assert.equal(script.status, 200);
    assert.match(await script.text(), /html only/);
  } finally {
    await server.stop();
  }
});

test('config/dev/write-to-disk "Rsbuild forces writeToDisk to true, because the analyzer reads the emitted files from disk ... Without them the report is still written ... No bundles were parsed.": with performance.bundleAnalyze, rsbuild dev writes the bundles and report-web.html; with writeToDisk set back to false by a plugin, report-web.html alone, and the message', async () => {
  pageSays(
    'config/dev/write-to-disk',
    {
      en: "because the analyzer reads the emitted files from disk to measure them. Without them the report is still written, but it has only the modules' original sizes, and 0.5.9 prints `No bundles were parsed.`",
      zh: '因为分析器要从磁盘读取输出的文件来统计体积。读不到这些文件时报告照样会生成，但只有模块的原始体积，0.5.9 还会打印 `No bundles were parsed.`',
    },
    { en: 'so that the report can be written', zh: '以便写出分析报告' },
  );
  const forced = project({
    'src/index.js': "console.log('analyze');\n",
    'rsbuild.config.mjs': 'export default { performance: { bundleAnalyze: {} } };\n',
  });
  const reset = project({
    'src/index.js': "console.log('analyze');\n",
    // runs after Rsbuild's own bundle-analyzer plugin, which set writeToDisk to true
    'rsbuild.config.mjs':
      "export default { performance: { bundleAnalyze: {} }, plugins: [{ name: 'reset', setup(api) { api.modifyRsbuildConfig((config) => { config.dev.writeToDisk = false; }); } }] };\n",
  });
  for (const [dir, onDisk] of [
    [forced, true],
    [reset, false],
  ] as const) {
    const server = await devServer(dir);
    try {
      assert.ok(await waitFor(() => distFiles(dir).includes('report-web.html')), distFiles(dir).join(', '));
      assert.equal(distFiles(dir).includes('static/js/index.js'), onDisk, distFiles(dir).join(', '));
      assert.equal(
        server.log().includes('No bundles were parsed. Analyzer will show only original module sizes from stats file.'),
        !onDisk,
        server.log(),
      );
      assert.match(server.log(), /Webpack Bundle Analyzer saved report to .*report-web\.html/);
    } finally {
      await server.stop();
    }
  }
});

test('config/dev/write-to-disk "Starting the dev server empties the output directory ... (unless output.cleanDistPath is false, or the output directory is outside the project)": with distPath.root \'../out\', rsbuild dev warns and leaves the file that was there', async () => {
  pageSays('config/dev/write-to-disk', {
    en: 'is `false`, or the output directory is outside the project).',
    zh: '为 `false`，或者产物目录在项目之外）。',
  });
  const dir = project({
    'app/src/index.js': "console.log('outside');\n",
    'app/rsbuild.config.mjs': "export default { dev: { writeToDisk: true }, output: { distPath: { root: '../out' } } };\n",
    'out/earlier.txt': 'left from before\n',
  });
  const server = await devServer(path.join(dir, 'app'));
  try {
    assert.ok(await waitFor(() => distFiles(dir, 'out').includes('static/js/index.js')), distFiles(dir, 'out').join(', '));
    assert.ok(distFiles(dir, 'out').includes('earlier.txt'));
    assert.match(server.log(), /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
  } finally {
    await server.stop();
  }
});

test('config/dev/write-to-disk "and then, unless writeToDisk is true, answers only from its in-memory build, never from the files on disk": a file left in dist (cleanDistPath false) is served from disk with writeToDisk: true, and its URL gets index.html without it', async () => {
  pageSays(
    'config/dev/write-to-disk',
    {
      en: 'and then, unless `writeToDisk` is `true`, answers only from its in-memory build, never from the files on disk:',
      zh: '之后只要没有把 `writeToDisk` 设为 `true`，就只从内存中的构建产物响应请求，不会读取磁盘上的文件：',
    },
    { en: 'does, and then answers only from its in-memory build', zh: '清空产物目录，之后只从内存中的构建产物响应请求' },
  );
  for (const writeToDisk of [true, false]) {
    const dir = project({
      'src/index.js': "console.log('new build');\n",
      'dist/static/js/index.1234abcd.js': "console.log('earlier build');\n",
      'rsbuild.config.mjs': `export default { dev: { writeToDisk: ${writeToDisk} }, output: { cleanDistPath: false } };\n`,
    });
    const server = await devServer(dir);
    try {
      const res = await fetch(`${server.url}/static/js/index.1234abcd.js`);
      const body = await res.text();
      if (writeToDisk) assert.equal(body, "console.log('earlier build');\n");
      else assert.match(body, /^<!doctype html>/);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/pre-entry

test("config/source/pre-entry \"Duplicates are added once ... written the same way in both ... Written another way (./src/b for ./src/b.js), it still runs once, but at its place in the entry's list\": the node bundle of entry ['./src/index.js', './src/b'] logs a, index, b; of ['./src/admin.js', './src/a.js'] a, b, admin", () => {
  pageSays(
    'config/source/pre-entry',
    {
      en: "`preEntry: ['./src/a.js', './src/b.js']` with the entry `['./src/index.js', './src/b']` ran `a`, `index`, then `b`.",
      zh: "测试中 `preEntry: ['./src/a.js', './src/b.js']` 配合入口 `['./src/index.js', './src/b']`，执行顺序是 `a`、`index`、`b`。",
    },
    {
      en: "A module that appears both in `preEntry` and in an entry's own list is included",
      zh: '同时出现在 `preEntry` 和某个入口自身列表中的模块只会被包含一次',
    },
  );
  const dir = project({
    'src/a.js': "console.log('a');\n",
    'src/b.js': "console.log('b');\n",
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': [
      'export default {',
      "  source: { preEntry: ['./src/a.js', './src/b.js'], entry: { index: ['./src/index.js', './src/b'], admin: ['./src/admin.js', './src/a.js'] } },",
      "  output: { targets: ['node'] },",
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const run = (entry: string) => spawnSync(process.execPath, [path.join(dir, `dist/server/${entry}.js`)], { encoding: 'utf8' }).stdout;
  assert.equal(run('index'), 'a\nindex\nb\n');
  assert.equal(run('admin'), 'a\nb\nadmin\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer

test('config/tools/autoprefixer grid "which only Internet Explorer 10 and 11 and the old Edge 12 to 15 need ... Edge 15 got display: -ms-grid as IE 11 did, and Edge 16 got none": builds with grid: \'autoplace\' for each browserslist', () => {
  pageSays(
    'config/tools/autoprefixer',
    {
      en: 'which only Internet Explorer 10 and 11 and the old Edge 12 to 15 need. It has an effect only when the browserslist includes one of them: in a test, `Edge 15` got `display: -ms-grid` as `IE 11` did, and `Edge 16` got none.',
      zh: '只有 Internet Explorer 10、11 和旧版 Edge 12～15 需要这些前缀，因此只有 browserslist 包含它们时才会产生效果：测试中 `Edge 15` 和 `IE 11` 一样加上了 `display: -ms-grid`，`Edge 16` 则没有。',
    },
    { en: 'It has an effect only when the browserslist includes IE.', zh: '因此只有 browserslist 包含 IE 时才会产生效果' },
  );
  const css = (browser: string): string => {
    const dir = project({
      'src/index.js': "import './grid.css';\n",
      'src/grid.css': '.layout {\n  display: grid;\n  grid-template-columns: 1fr 1fr;\n}\n',
      'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['${browser}'] }, tools: { autoprefixer: { grid: 'autoplace' } } };\n`,
    });
    build(dir);
    return distText(dir, /^static\/css\/.*\.css$/);
  };
  assert.match(css('Edge 15'), /display:-ms-grid;display:grid/);
  assert.match(css('IE 11'), /display:-ms-grid;display:grid/);
  assert.doesNotMatch(css('Edge 16'), /-ms-grid/);
});
