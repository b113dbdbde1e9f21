// Facts behind the wording fixed in verify82 (slice c), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/dist-path (distPath.svg, distPath.image), config/tools/bundler-chain (the SVG example),
//   plugins/list/plugin-image-compress (twice), plugins/list/plugin-svgr (the plain import, exclude) and
//   guide/optimization/inline-assets: these said that files "smaller than" / "below" / 小于 output.dataUriLimit are
//   inlined. The limit is inclusive (Rspack's dataUrlCondition.maxSize, which output.dataUriLimit's page states): a
//   file of exactly the limit is inlined, one byte more is a file. The run below covers the SVG and image rules of
//   the core; plugin-svgr 0.5.9 (not installed here) builds its plain-import rule the same way, from dataUriLimit.svg
//   with `dataUrlCondition: { maxSize }` (plugin-svgr/src/index.ts), and its mixedImport url-loader tests `size <=
//   limit`; image-compress only sees the files that are emitted.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ask, build, devServer, distFiles, distText, hashed, pageSays, project } from './topics-support';

/** An SVG document of exactly `bytes` bytes (a comment pads it). */
function svg(bytes: number): string {
  const head = '<svg xmlns="http://www.w3.org/2000/svg"><!--';
  const tail = '--></svg>';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

// ---------------------------------------------------------------------------------------------------------
// The inclusive data URI limit

test('config/output/dist-path and four other pages "SVG files no larger than the SVG limit ... are inlined", "Images no larger than the image limit": an SVG and a PNG of exactly 10000 bytes become data URIs, of 10001 bytes files under static/svg/ and static/image/', () => {
  pageSays(
    'config/output/dist-path',
    {
      en: 'SVG files no larger than the SVG limit of [output.dataUriLimit](/config/output/data-uri-limit) are inlined',
      zh: '不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 中 SVG 阈值的 SVG 文件会被内联',
    },
    { en: 'SVG files smaller than the SVG limit', zh: '小于 [output.dataUriLimit](/zh/config/output/data-uri-limit) 中 SVG 阈值' },
  );
  pageSays(
    'config/output/dist-path',
    {
      en: 'Images no larger than the image limit of [output.dataUriLimit](/config/output/data-uri-limit) are inlined instead',
      zh: '不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 中图片阈值的图片会被内联',
    },
    { en: 'Images below the image limit', zh: '小于 [output.dataUriLimit](/zh/config/output/data-uri-limit) 中图片阈值' },
  );
  pageSays(
    'config/tools/bundler-chain',
    {
      en: 'or a `data:` URI for a file of up to [output.dataUriLimit](/config/output/data-uri-limit) bytes)',
      zh: '或在不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 字节时得到 `data:` URI',
    },
    { en: 'URI below [output.dataUriLimit]', zh: '或在小于 [output.dataUriLimit]' },
  );
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: 'Images of up to [output.dataUriLimit](/config/output/data-uri-limit) (10,000 bytes by default) are inlined',
      zh: '不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit)（默认 10,000 字节）的图片会以 base64 data URL 的形式内联',
    },
    { en: 'Images smaller than [output.dataUriLimit]', zh: '小于 [output.dataUriLimit]' },
  );
  pageSays(
    'plugins/list/plugin-image-compress',
    { en: 'Inlined images (up to `output.dataUriLimit` bytes)', zh: '内联的图片（不超过 `output.dataUriLimit`）' },
    { en: 'Inlined images (below', zh: '内联的图片（小于' },
  );
  pageSays(
    'plugins/list/plugin-svgr',
    {
      en: 'a data URI when the file is at most [output.dataUriLimit](/config/output/data-uri-limit) (`svg: 10000` bytes by default)',
      zh: '文件不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit)（默认 `svg: 10000` 字节）时是 data URI',
    },
    { en: 'when the file is smaller than', zh: '文件小于 [output.dataUriLimit]' },
  );
  pageSays(
    'plugins/list/plugin-svgr',
    {
      en: 'its import gives the URL (or a data URI when the file is at most [output.dataUriLimit](/config/output/data-uri-limit))',
      zh: '引入得到的是 URL（不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 时是 data URI）',
    },
    { en: 'data URI below [output.dataUriLimit]', zh: '（小于 [output.dataUriLimit]' },
  );
  pageSays(
    'guide/optimization/inline-assets',
    { en: 'Assets of up to the data URI limit are inside the CSS', zh: '不超过 data URI 限制的资源已经在 CSS 内部' },
    { en: 'Assets below the data URI limit', zh: '小于 data URI 限制的资源' },
  );
  const dir = project({
    'src/exact.svg': svg(10_000),
    'src/over.svg': svg(10_001),
    'src/exact.png': Buffer.alloc(10_000, 'x'),
    'src/over.png': Buffer.alloc(10_001, 'x'),
    'src/index.js':
      "import a from './exact.svg';\nimport b from './over.svg';\nimport c from './exact.png';\nimport d from './over.png';\nwindow.result = [a, b, c, d];\n",
  });
  assert.equal(svg(10_000).length, 10_000);
  build(dir);
  const assets = hashed(distFiles(dir).filter((f) => /^static\/(svg|image)\//.test(f)));
  assert.deepEqual(assets, ['static/image/over.[hash].png', 'static/svg/over.[hash].svg']);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(js.split('data:image/svg+xml;base64,').length - 1, 1, 'the 10000-byte SVG is inlined');
  assert.equal(js.split('data:image/png;base64,').length - 1, 1, 'the 10000-byte PNG is inlined');
});

// ---------------------------------------------------------------------------------------------------------
// Numbered chunks
//
// guide/optimization/optimize-bundle showed `995.eabb4aec.js` in its first table and then named that file in its prose
// as if a reader's build wrote it; its lead said the numbers depend "on where the project sits on disk". A production
// build of 0.5.9 numbers such a chunk from the paths of its modules relative to the project: a package of node_modules
// in npm's layout gave the same name in two folders, the same package in pnpm's layout (node_modules/.pnpm/…, linked)
// another one. guide/optimization/inline-assets named `651.[hash].js` for an `import('./later')`: that number is
// src/later.js's (in any folder), another module gets another.

/** A project whose entry imports `big-pkg` (30 kB, enough for a chunk of its own), laid out as npm or as pnpm does. */
function vendorProject(layout: 'npm' | 'pnpm'): string {
  const pkg = {
    'package.json': '{ "name": "big-pkg", "version": "1.0.0", "main": "index.js" }\n',
    'index.js': `module.exports = ${JSON.stringify('v'.repeat(30_000))};\n`,
  };
  const where = layout === 'npm' ? 'node_modules/big-pkg' : 'node_modules/.pnpm/big-pkg@1.0.0/node_modules/big-pkg';
  const dir = project({
    'src/index.js': "import big from 'big-pkg';\nwindow.result = big.length;\n",
    ...Object.fromEntries(Object.entries(pkg).map(([file, text]) => [`${where}/${file}`, text])),
  });
  if (layout === 'pnpm') fs.symlinkSync('.pnpm/big-pkg@1.0.0/node_modules/big-pkg', path.join(dir, 'node_modules/big-pkg'), 'dir');
  return dir;
}

/** The JavaScript files of a build whose name is a number. */
const numbered = (dir: string, folder = 'static/js/'): string[] =>
  distFiles(dir).filter((f) => f.startsWith(folder) && /^\d+\.[0-9a-f]{8}\.js$/.test(f.slice(folder.length)));

test('guide/optimization/optimize-bundle "A chunk named by a number ... takes its number from the paths of its modules relative to the project": the same package gives the same numbered file in two folders with npm\'s layout, another one with pnpm\'s', () => {
  pageSays(
    'guide/optimization/optimize-bundle',
    {
      en: "A chunk named by a number, such as `995` below, takes its number from the paths of its modules relative to the project: with your own files, or another package manager's `node_modules` layout, your build shows another number and hash.",
      zh: '以数字命名的 chunk（如下面的 `995`）的编号由它所含模块相对于项目的路径决定',
    },
    { en: 'depend on where the project sits on disk', zh: '取决于项目在磁盘上的位置' },
  );
  pageSays(
    'guide/optimization/optimize-bundle',
    { en: 'almost all of the numbered file is `moment`', zh: '报告显示这个以数字命名的文件几乎全部是 `moment`' },
    { en: 'almost all of `995.eabb4aec.js`', zh: '报告显示 `995.eabb4aec.js`' },
  );
  const names = (['npm', 'npm', 'pnpm'] as const).map((layout) => {
    const dir = vendorProject(layout);
    build(dir);
    const files = numbered(dir);
    assert.equal(files.length, 1, `${layout}: one numbered chunk: ${distFiles(dir).join(', ')}`);
    return files[0];
  });
  assert.equal(names[0], names[1], 'npm: the same name in two folders');
  assert.notEqual(names[0].split('.')[0], names[2].split('.')[0], 'pnpm: another number');
});

test('guide/optimization/inline-assets "a file named by a number under dist/static/js/async/ (651.[hash].js for src/later.js; another module gets another number)": all-in-one keeps each import() a file of its own', () => {
  pageSays('guide/optimization/inline-assets', {
    en: 'a file named by a number under `dist/static/js/async/` (`651.[hash].js` for `src/later.js`; another module gets another number)',
    zh: '`dist/static/js/async/` 下一个以数字命名的文件（`src/later.js` 对应 `651.[hash].js`，其他模块的编号不同）',
  });
  const config =
    "export default { html: { inject: 'body' }, output: { inlineScripts: true, inlineStyles: true, dataUriLimit: 100000, legalComments: 'none' }, performance: { chunkSplit: { strategy: 'all-in-one' } } };\n";
  const run = (file: string): string[] => {
    const dir = project({
      'rsbuild.config.mjs': config,
      'src/index.js': `document.body.textContent = 'hi';\nimport('./${file.replace(/\.js$/, '')}').then((m) => m.run());\n`,
      [`src/${file}`]: "export const run = () => console.log('later');\n",
    });
    build(dir);
    return hashed(distFiles(dir));
  };
  assert.deepEqual(run('later.js'), ['index.html', 'static/js/async/651.[hash].js']);
  assert.deepEqual(run('later.js'), ['index.html', 'static/js/async/651.[hash].js'], 'in another folder');
  const other = run('pages/Settings.js');
  assert.equal(other.length, 2);
  assert.match(other[1], /^static\/js\/async\/\d+\.\[hash\]\.js$/);
  assert.notEqual(other[1], 'static/js/async/651.[hash].js');
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix, Caveats
//
// "When moduleFederation.options is set and the prefix is still the default '/', Rsbuild replaces it with 'auto'." The
// check (core/src/plugins/moduleFederation.ts) compares the prefix with '/', whatever set it: a '/' written out and
// `false` (which gives '/') are replaced too, and the page's scripts are then written relative to it
// (`static/js/index.js`). A path such as '/my-app/' is kept.

test("config/dev/asset-prefix \"When moduleFederation.options is set and the prefix is '/', whether by default, written out or through false, Rsbuild replaces it with 'auto'\": rsbuild dev writes relative script URLs for all three, /my-app/ for a path", async () => {
  pageSays(
    'config/dev/asset-prefix',
    {
      en: "is set and the prefix is `'/'`, whether by default, written out or through `false`, Rsbuild replaces it with `'auto'`: the page then loads `static/js/index.js` relative to its own URL. Any other prefix is kept.",
      zh: "且前缀为 `'/'` 时（无论是默认值、显式写出，还是由 `false` 得来），Rsbuild 会将其替换为 `'auto'`",
    },
    { en: "the prefix is still the default `'/'`", zh: "前缀仍为默认值 `'/'`" },
  );
  // The v0.4 release note said the same of "the asset prefix left at its default"; 0.4.1's moduleFederation.js has the
  // same comparison with '/' (0.4.0 is not on the registry reachable here).
  pageSays(
    'community/releases/v0-4',
    { en: 'and when the asset prefix is `/` (the default, or written out), it sets', zh: '当资源前缀为 `/`（默认值或显式写出）时' },
    { en: 'left at its default `/`', zh: '当资源前缀保持默认值 `/` 时' },
  );
  const entry = async (dev: string): Promise<string> => {
    const dir = project({
      'src/index.js': "import('./lazy').then(() => {});\n",
      'src/lazy.js': "console.log('lazy');\n",
      'rsbuild.config.mjs': `export default { dev: ${dev}, moduleFederation: { options: { name: 'host' } } };\n`,
    });
    const server = await devServer(dir);
    try {
      const html = (await ask(server.port, '/')).text;
      return /<script defer src="([^"]*)index\.js"><\/script>/.exec(html)?.[1] ?? html;
    } finally {
      await server.stop();
    }
  };
  assert.equal(await entry('{}'), 'static/js/', 'the default');
  assert.equal(await entry("{ assetPrefix: '/' }"), 'static/js/', "'/' written out");
  assert.equal(await entry('{ assetPrefix: false }'), 'static/js/', 'false');
  assert.equal(await entry("{ assetPrefix: '/my-app/' }"), '/my-app/static/js/', 'a path is kept');
});
