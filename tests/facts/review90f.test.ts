// Facts behind the third accuracy review of session 90 (slice f): config/output/dist-path, config/html/title and
// config/html/favicon, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the
// wording it replaced is gone.
//
// - config/output/dist-path, distPath.root: "By default Rsbuild empties this directory before each build, but only
//   when it lies inside the project root", and the Caveats item "rsbuild dev keeps the build output in memory ...
//   Nothing is written to distPath.root unless you turn on dev.writeToDisk", read together, told the reader that
//   rsbuild dev leaves the output directory alone. It does not: 0.5.9's clean-output plugin empties it in
//   onBeforeStartDevServer as well as in onBeforeBuild, with the same inside-the-project-root condition
//   (core/src/plugins/cleanOutput.ts 22-50, `api.onBeforeBuild(clean); api.onBeforeStartDevServer(clean);`). The page
//   now says the directory is emptied before each build and each time rsbuild dev starts, and the caveat says that
//   the output of an earlier build is gone after the dev server starts. The run below: a build, then rsbuild dev,
//   leaves dist/ empty; a folder outside the project named as root keeps its file when rsbuild dev starts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, pageSays, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test('config/output/dist-path "By default Rsbuild empties this directory before each build and each time `rsbuild dev` starts, but only when it lies inside the project root" + "yet the dev server empties that directory when it starts"', async () => {
  pageSays(
    'config/output/dist-path',
    {
      en: 'By default Rsbuild empties this directory before each build and each time `rsbuild dev` starts, but only when it lies inside the project root;',
      zh: '默认情况下，Rsbuild 会在每次构建前以及每次启动 `rsbuild dev` 时清空这个目录，但仅限于它位于项目根目录之内的情况；',
    },
    {
      en: 'By default Rsbuild empties this directory before each build, but only when it lies inside the project root.',
      zh: '默认情况下，Rsbuild 会在每次构建前清空这个目录，但仅限于它位于项目根目录之内的情况。',
    },
  );
  pageSays(
    'config/output/dist-path',
    {
      en: 'Nothing is written to `distPath.root` unless you turn on [dev.writeToDisk](/config/dev/write-to-disk), yet the dev server empties that directory when it starts (if it lies inside the project root), so the output of an earlier `rsbuild build` is gone.',
      zh: '否则不会向 `distPath.root` 写入任何文件；但开发服务器启动时会清空这个目录（仅限它位于项目根目录之内时），之前 `rsbuild build` 的产物因此会被删掉。',
    },
    {
      en: 'Nothing is written to `distPath.root` unless you turn on [dev.writeToDisk](/config/dev/write-to-disk).\n',
      zh: '否则不会向 `distPath.root` 写入任何文件。\n',
    },
  );

  // Inside the project: the build fills dist/, starting rsbuild dev empties it (and writes nothing there).
  const inside = project({ 'src/index.js': "import './index.css';\nconsole.log('app');\n", 'src/index.css': 'body { margin: 0; }\n' });
  build(inside);
  const built = distFiles(inside);
  assert.ok(built.includes('index.html') && built.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)), built.join(', '));
  const server = await devServer(inside);
  try {
    assert.ok(fs.existsSync(path.join(inside, 'dist')), 'dist/ itself is still there');
    assert.deepEqual(distFiles(inside), [], 'rsbuild dev emptied dist/');
    const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    assert.match(html, /src="\/static\/js\/index\.js"/, 'the page is served from memory');
  } finally {
    await server.stop();
  }

  // Outside the project: rsbuild dev warns and leaves the folder as it is.
  const outsideRoot = fs.mkdtempSync(path.join(path.dirname(inside), 'rsbuild-outside-'));
  try {
    fs.writeFileSync(path.join(outsideRoot, 'kept.txt'), 'kept\n');
    const outside = project({
      'src/index.js': "console.log('app');\n",
      'rsbuild.config.mjs': `export default { output: { distPath: { root: ${JSON.stringify(outsideRoot)} } } };\n`,
    });
    const dev = await devServer(outside);
    try {
      assert.match(dev.log(), /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
      assert.ok(fs.existsSync(path.join(outsideRoot, 'kept.txt')), 'the folder outside the project keeps its file');
    } finally {
      await dev.stop();
    }
  } finally {
    fs.rmSync(outsideRoot, { recursive: true, force: true });
  }
});
