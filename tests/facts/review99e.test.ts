// Facts behind the accuracy review of session 99 (slice e): config/output/clean-dist-path, config/output/asset-prefix
// and config/output/dist-path, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone. Nothing outside the repository is needed.
//
// Fixes:
// 1. config/output/clean-dist-path ("The directory is emptied: before every `rsbuild build`" and the Common problems
//    item "Old hashed files remain in the output folder": "is emptied before every build ... No option is needed") and
//    config/output/dist-path (distPath.root: "empties this directory before each build", and the Common problems item
//    "Files of earlier builds stay in the output directory": "empties it before each build"). Not with
//    `rsbuild build --watch`: core/src/provider/build.ts calls the onBeforeBuild hooks (where pluginCleanOutput empties
//    the folder, core/src/plugins/cleanOutput.ts 50) once, before compiler.watch(), and no rebuild calls them again
//    (Rsbuild does not set Rspack's output.clean). The pages now say that --watch empties the folder only before its
//    first build and that each rebuild leaves the old hashed files beside the new ones (as guide/basic/cli already
//    said). Run (test 1): `rsbuild build --watch` deletes a file of ours in dist/ when it starts; after an edit, the
//    rebuild's index.[hash].js sits next to the first one.
// 2. config/output/asset-prefix, "Serve the application from a sub-path": "`rsbuild preview` understands such a prefix:
//    it strips `/shop/` ..., so the preview behaves like the deployed site." Overstated: the preview server strips the
//    prefix only when a request starts with it and otherwise serves the request as it is (core/src/server/prodServer.ts
//    122-139, applyStaticAssetMiddleware), so every file also answers without `/shop/`, which a deployment under the
//    sub-path does not. The page now says that the page and its assets load under `/shop/` as once deployed, and that
//    a URL missing the prefix (a hand-written `/logo.svg` for a file of public/) still works in the preview. Run
//    (test 3): with assetPrefix '/shop/', /shop/, /shop/static/js/index.[hash].js and /shop/logo.svg answer 200, and
//    so do /static/js/index.[hash].js and /logo.svg.
//
// Confirmed by a new run, unchanged (no earlier facts file runs it):
// - config/output/clean-dist-path, Caveats: "Emptying happens before compilation starts, so the output of the
//   previous build is gone even when the new build fails." (onBeforeBuild before compiler.run, build.ts.) Run (test
//   2): after a good build, a build with a syntax error exits with code 1 and the first build's index.[hash].js is gone.
// - config/output/clean-dist-path, "Default behaviour": "Set the option to `true` to empty the directory anyway, or to
//   `false` to keep it as it is; either value also silences the warning." (cleanOutput.ts 30-43: the warning is only
//   printed when the option is undefined.) `true` is run in common-problems-round11a.test.ts; run here (test 2) for
//   `false`: an output folder outside the project root keeps our file and no warning is printed.
// - config/output/dist-path: "`jsAsync` and `cssAsync` are not part of the default object. When you leave them unset,
//   Rsbuild derives them from `js` and `css` by appending `/async`" (core/src/provider/config.ts 103-116,
//   shared/src/fs.ts 13-34). Run (test 4): the normalized distPath has no jsAsync or cssAsync key, and the generated
//   Rspack configuration's chunkFilename and cssChunkFilename are static/js/async/[name].[contenthash:8].js and
//   static/css/async/[name].[contenthash:8].css.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, count, distFiles, pageSays, previewServer, probe, project, rsbuild, startRsbuild, waitFor } from './topics-support';

const CLEAN = 'config/output/clean-dist-path';
const PREFIX = 'config/output/asset-prefix';
const DIST = 'config/output/dist-path';

const scripts = (dir: string, dist = 'dist'): string[] =>
  distFiles(dir, dist).filter((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));

test('config/output/clean-dist-path "`rsbuild build --watch` empties it once, before its first build, not before each rebuild" + config/output/dist-path "`rsbuild build --watch` only before its first build": a file of ours is deleted when it starts; after an edit, the old and the new index.[hash].js sit side by side', async () => {
  pageSays(
    CLEAN,
    {
      en: '`rsbuild build --watch` empties it once, before its first build, not before each rebuild;',
      zh: '`rsbuild build --watch` 只在第一次构建前清空一次，之后每次重新构建前都不会清空；',
    },
    {
      en: 'call of the JavaScript API);\n',
      zh: '的 `rsbuild.build()`）之前；\n',
    },
  );
  pageSays(CLEAN, {
    en: '`rsbuild build --watch` is the exception: it empties the folder once, when it starts, and each rebuild writes its new hashed files next to the old ones.',
    zh: '`rsbuild build --watch` 例外：它只在启动时清空一次，之后每次重新构建都会把新的带 hash 的文件写在旧文件旁边。',
  });
  pageSays(
    DIST,
    {
      en: 'but only when it lies inside the project root; `rsbuild build --watch` empties it only before its first build.',
      zh: '但仅限于它位于项目根目录之内的情况；`rsbuild build --watch` 只在第一次构建前清空它。',
    },
    {
      en: 'but only when it lies inside the project root. See',
      zh: '但仅限于它位于项目根目录之内的情况。如果',
    },
  );
  pageSays(DIST, {
    en: 'and `rsbuild build --watch` only before its first build, so its rebuilds leave the old hashed files behind;',
    zh: '`rsbuild build --watch` 只在第一次构建前清空，之后每次重新构建，旧的带 hash 的文件都会留在目录里。',
  });

  const dir = project({
    'src/index.js': "document.body.textContent = 'one';\n",
    'dist/keep.txt': 'ours\n',
  });
  const watch = startRsbuild(dir, ['build', '--watch']);
  try {
    assert.ok(await waitFor(() => count(watch.log(), 'Production file sizes') === 1), watch.log());
    assert.equal(fs.existsSync(path.join(dir, 'dist/keep.txt')), false, 'emptied before the first build');
    const first = scripts(dir);
    assert.equal(first.length, 1);

    fs.writeFileSync(path.join(dir, 'src/index.js'), "document.body.textContent = 'two';\n");
    assert.ok(await waitFor(() => count(watch.log(), 'Production file sizes') === 2), watch.log());
    const both = scripts(dir);
    assert.equal(both.length, 2, `the first build's script stays next to the rebuild's: ${both.join(', ')}`);
    assert.ok(both.includes(first[0]));
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    assert.ok(!html.includes(first[0]), 'index.html loads the new script');
  } finally {
    await watch.stop();
  }
});

test('config/output/clean-dist-path "the output of the previous build is gone even when the new build fails" + "either value also silences the warning": a failing build (exit code 1) has removed the first build\'s script; cleanDistPath false keeps a folder outside the root without the warning', () => {
  pageSays(CLEAN, {
    en: 'Emptying happens before compilation starts, so the output of the previous build is gone even when the new build fails.',
    zh: '清空发生在编译开始之前，因此即使新的构建失败，上一次构建的产物也已经被删除了。',
  });
  pageSays(CLEAN, {
    en: 'Set the option to `true` to empty the directory anyway, or to `false` to keep it as it is; either value also silences the warning.',
    zh: '把这个选项设为 `true` 会照样清空目录，设为 `false` 则保持原样；两者都会让这条警告消失。',
  });

  const dir = project({ 'src/index.js': "document.body.textContent = 'one';\n" });
  build(dir);
  const [first] = scripts(dir);
  assert.ok(first);
  fs.writeFileSync(path.join(dir, 'src/index.js'), "document.body.textContent = 'one' +;\n");
  const failed = rsbuild(dir, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /Failed to build/);
  assert.equal(fs.existsSync(path.join(dir, 'dist', first)), false, 'the previous script is gone');

  // Outside the project root: the default warns and keeps the folder; false keeps it too, without a word.
  const outer = project({
    'app/src/index.js': "document.body.textContent = 'app';\n",
    'out/keep.txt': 'ours\n',
  });
  const app = path.join(outer, 'app');
  const warning = /The dist path is not a subdir of root path, Rsbuild will not empty it\./;
  fs.writeFileSync(path.join(app, 'rsbuild.config.mjs'), "export default { output: { distPath: { root: '../out' } } };\n");
  assert.match(build(app).output, warning);
  fs.writeFileSync(
    path.join(app, 'rsbuild.config.mjs'),
    "export default { output: { distPath: { root: '../out' }, cleanDistPath: false } };\n",
  );
  const quiet = build(app);
  assert.doesNotMatch(quiet.output, warning);
  assert.doesNotMatch(quiet.output, /cleanDistPath/);
  assert.equal(fs.readFileSync(path.join(outer, 'out/keep.txt'), 'utf8'), 'ours\n');
});

test('config/output/asset-prefix "so the page and its assets load under /shop/ as on the deployed site. It also serves them without the prefix": rsbuild preview answers /shop/, the script and a public/ file with and without /shop/', async () => {
  pageSays(
    PREFIX,
    {
      en: 'so the page and its assets load under `/shop/` as on the deployed site. It also serves them without the prefix, so a URL that misses `/shop/`, such as `/logo.svg` written by hand for a file of `public/`, still works in the preview and only fails once deployed.',
      zh: '因此页面和静态资源可以像部署后一样在 `/shop/` 下访问。不过不带前缀的请求它同样会响应，所以漏写了 `/shop/` 的 URL（例如为 `public/` 中的文件手写的 `/logo.svg`）在预览时仍然正常，部署后才会出错。',
    },
    { en: 'so the preview behaves like the deployed site.', zh: '因此预览效果与部署后的站点一致。' },
  );
  const dir = project({
    'src/index.js': "document.body.textContent = 'shop';\n",
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n",
  });
  build(dir);
  const [script] = scripts(dir);
  assert.ok(script);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), new RegExp(`src="/shop/${script}"`));
  const server = await previewServer(dir);
  try {
    const status = async (url: string): Promise<number> => (await fetch(`${server.url}${url}`)).status;
    const page = await fetch(`${server.url}/shop/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(`src="/shop/${script}"`));
    for (const url of [`/shop/${script}`, '/shop/logo.svg', `/${script}`, '/logo.svg']) {
      assert.equal(await status(url), 200, url);
    }
  } finally {
    await server.stop();
  }
});

test('config/output/dist-path "`jsAsync` and `cssAsync` are not part of the default object. When you leave them unset, Rsbuild derives them from `js` and `css` by appending `/async`": the normalized distPath has neither key, and the Rspack chunkFilename and cssChunkFilename are below static/js/async and static/css/async', async () => {
  pageSays(DIST, {
    en: '`jsAsync` and `cssAsync` are not part of the default object. When you leave them unset, Rsbuild derives them from `js` and `css` by appending `/async`, so async chunks land in `static/js/async` and `static/css/async`.',
    zh: '`jsAsync` 和 `cssAsync` 不在默认对象中。未设置时，Rsbuild 会在 `js` 和 `css` 的值后面加上 `/async` 得到它们，因此异步 chunk 会输出到 `static/js/async` 和 `static/css/async`。',
  });
  const { output, result } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
const rsbuild = await createRsbuild({ rsbuildConfig: {} });
const [rspack] = await rsbuild.initConfigs();
const distPath = rsbuild.getNormalizedConfig().output.distPath;
report({ keys: Object.keys(distPath).sort(), js: rspack.output.chunkFilename, css: rspack.output.cssChunkFilename });`,
  );
  const { keys, js, css } = result as { keys: string[]; js: string; css: string };
  assert.deepEqual(keys, ['css', 'font', 'html', 'image', 'js', 'media', 'root', 'server', 'svg', 'wasm', 'worker'], output);
  assert.equal(js, 'static/js/async/[name].[contenthash:8].js');
  assert.equal(css, 'static/css/async/[name].[contenthash:8].css');
});
