// Facts behind the accuracy review of session 97 (slice u): guide/advanced/rem (English only),
// plugins/list/plugin-rem and plugins/list/plugin-image-compress. Each test names the page and the sentence it backs,
// checks that the page says it (and that the old wording is gone), and runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts).
//
// Fixes:
// 1. guide/advanced/rem, pxtorem table: the `exclude` row gave `undefined` as the value in effect. The plugin does not
//    set it (plugin-rem/src/index.ts 29-34 passes rootValue, unitPrecision and propList only), so postcss-pxtorem's own
//    default applies, `exclude: null` (postcss-pxtorem 6.1.0 index.js, `defaults`), as plugins/list/plugin-rem says.
//    Shown below by reading that object in the package and by a build with the 0.5.9 plugin that converts a stylesheet
//    of node_modules (nothing is excluded).
// 2. plugins/list/plugin-image-compress, "ico options": "The `ico` codec has no options besides `use`, `test`,
//    `include` and `exclude`. Its type does not allow the object form `{ use: 'ico' }`". The type
//    (plugin-image-compress/src/types/index.ts 19 and 30-47, `ico: Record<string, never>` intersected with
//    BaseCompressOptions) rejects every object form, `{ use: 'ico', exclude: … }` too, so in a typed config test, include
//    and exclude cannot be given at all; at run time they work, because Rsbuild loads rsbuild.config.ts without checking
//    types. Now: no options of its own, every object form rejected by the type, and test/include/exclude still work in a
//    build. Run below: tsc reports TS2322 for both objects; a build whose rsbuild.config.ts has
//    `{ use: 'ico', exclude: /logo/ }` re-encodes app.ico and leaves logo.ico byte for byte.
//
// Doubtful, confirmed by a run (no change to the page):
// 3. plugins/list/plugin-image-compress, "How it works": "The compressed file is marked as minimized, so a file is
//    compressed by the first matching codec only", and Limits, "File names do not change". With
//    pluginImageCompress('png', 'pngLossless') a PNG comes out as with 'png' alone and differs from 'pngLossless'
//    alone; every build, without the plugin too, names it with the same hash.
// 4. plugins/list/plugin-image-compress, "How it works": images are compressed even with output.minify false, while
//    JavaScript and CSS stay unminified (the plugin's chain.optimization.minimize(true), plugin-image-compress/src/index.ts
//    50; core's pluginMinimize adds its SWC minimizers only when output.minify is not false,
//    core/src/provider/plugins/minimize.ts 12-38). Run below: the PNG shrinks, the JS and CSS keep their names and layout.
//
// Neither plugin is a dependency of this site and the registry we reach has no 0.5.9 of them. The runs need
// REVIEW97u_DEPS: a folder whose node_modules holds `npm install @napi-rs/image@1.9.1 svgo@3.2.0 postcss-pxtorem@6.1.0
// terser@5.29.2` (the lowest versions of the ranges in the plugins' 0.5.9 package.json), @rsbuild/core and
// @rsbuild/shared linked to this repository's node_modules/rsbuild-0.5 and rsbuild-shared-0.5 (0.5.9), and
// @rsbuild/plugin-rem and @rsbuild/plugin-image-compress 0.5.9 built from
// /work/shared/rsbuild-0.5.9/packages/<plugin>/src/index.ts with `esbuild --bundle --platform=node --format=cjs
// --packages=external` into <plugin>/dist/index.js beside its package.json (plugin-rem with
// `--external:../compiled/* --define:RSBUILD_VERSION='"0.5.9"'` and a compiled/postcss-pxtorem/index.js that
// re-exports postcss-pxtorem), and a copy of packages/plugin-image-compress/src/types/index.ts of that source as
// src/plugin-image-compress-types.ts (the ico test type-checks it). Without that folder the tests check the pages only.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { ROOT, build, distFiles, distText, linkPackages, page, pageSays, project } from './topics-support';

const DEPS = process.env.REVIEW97u_DEPS;
const NO_DEPS =
  'REVIEW97u_DEPS is not set: @rsbuild/plugin-rem, @rsbuild/plugin-image-compress 0.5.9, postcss-pxtorem and @napi-rs/image are not installed in the repository';

/** An RGBA PNG of w x h pixels with few colours (so that the png codec can quantize it), stored without compression. */
function png(w: number, h: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer): number => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * (w * 4 + 1) + 1 + x * 4;
      raw[o] = (x >> 5) * 32;
      raw[o + 1] = (y >> 5) * 32;
      raw[o + 2] = 100;
      raw[o + 3] = 200;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO that holds one PNG image of `size` pixels square. */
function ico(size: number): Buffer {
  const image = png(size, size);
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry[0] = size;
  entry[1] = size;
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, image]);
}

test("guide/advanced/rem pxtorem table: `exclude` is `null` in effect (postcss-pxtorem's default; the plugin does not set it)", (t) => {
  const en = page('en', 'guide/advanced/rem');
  assert.ok(en.includes('| `exclude` | a string, a `RegExp` or a function | `null` |'));
  assert.ok(!en.includes('| `exclude` | a string, a `RegExp` or a function | `undefined` |'));
  if (!DEPS) return t.skip(NO_DEPS);
  const source = fs.readFileSync(path.join(DEPS, 'node_modules/postcss-pxtorem/index.js'), 'utf8');
  assert.match(source, /const defaults = \{[^}]*\bexclude: null,/);
  const dir = project({
    'src/index.js': "import 'some-ui/style.css';\nimport './index.css';\n",
    'src/index.css': '.card { width: 300px; }\n',
    'node_modules/some-ui/package.json': '{ "name": "some-ui", "version": "1.0.0" }\n',
    'node_modules/some-ui/style.css': '.ui-button { height: 44px; }\n',
    'rsbuild.config.mjs': "import { pluginRem } from '@rsbuild/plugin-rem';\nexport default { plugins: [pluginRem()] };\n",
  });
  linkPackages(dir, DEPS, ['@rsbuild/plugin-rem']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const css = distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.ok(css.includes('.ui-button{height:.88rem}'), css);
  assert.ok(css.includes('.card{width:6rem}'), css);
});

test('plugins/list/plugin-image-compress "ico options": the type rejects every object form, `{ use: \'ico\', exclude: /logo/ }` too; test, include and exclude still work in a build', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: "The `ico` codec has no options of its own. Its type rejects every object form, `{ use: 'ico' }` as well as `{ use: 'ico', exclude: /logo/ }`, so list it as the string `'ico'`. Rsbuild does not type-check `rsbuild.config.ts` when it loads it: `test`, `include` and `exclude` in an `ico` object still work in a build, only your editor and `tsc` report them.",
      zh: "`ico` 编解码器没有自己的选项。它的类型不接受任何对象形式，`{ use: 'ico' }` 和 `{ use: 'ico', exclude: /logo/ }` 都不行，所以请以字符串 `'ico'` 列出。Rsbuild 加载 `rsbuild.config.ts` 时不做类型检查：`ico` 对象中的 `test`、`include` 和 `exclude` 在构建中照样生效，只是编辑器和 `tsc` 会报错。",
    },
    {
      en: 'The `ico` codec has no options besides `use`, `test`, `include` and `exclude`.',
      zh: '除了 `use`、`test`、`include` 和 `exclude`，`ico` 编解码器没有其他选项。',
    },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  // The types of the 0.5.9 source (a copy in the folder, see above), checked by the repository's TypeScript against @napi-rs/image 1.9.1 and svgo 3.2.0.
  const types = project({
    'types.ts': fs.readFileSync(path.join(DEPS, 'src/plugin-image-compress-types.ts'), 'utf8'),
    'use.ts':
      "import type { Options } from './types';\n" +
      "export const plain: Options[] = ['ico', { use: 'png', exclude: /logo/ }];\n" +
      "export const bare: Options[] = [{ use: 'ico' }];\n" +
      "export const excluded: Options[] = [{ use: 'ico', exclude: /logo/ }];\n",
  });
  linkPackages(types, DEPS, ['@napi-rs/image', 'svgo']);
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--moduleResolution',
      'node',
      '--types',
      'node',
      '--typeRoots',
      path.join(ROOT, 'node_modules/@types'),
      'use.ts',
    ],
    { cwd: types, encoding: 'utf8' },
  );
  const errors = tsc.stdout.split('\n').filter((l) => /^use\.ts\(\d+,\d+\): error TS2322/.test(l));
  assert.deepEqual(
    errors.map((l) => l.slice(0, 'use.ts(3,'.length)),
    ['use.ts(3,', 'use.ts(4,'],
    tsc.stdout,
  );
  // At run time the object form works: logo.ico is excluded, app.ico is re-encoded.
  const [app, logo] = [ico(120), ico(100)];
  const dir = project({
    'src/index.ts': "import app from './app.ico';\nimport logo from './logo.ico';\nconsole.log(app, logo);\n",
    'src/app.ico': app,
    'src/logo.ico': logo,
    'src/env.d.ts': "declare module '*.ico' {\n  const url: string;\n  export default url;\n}\n",
    'rsbuild.config.ts':
      "import { defineConfig } from '@rsbuild/core';\nimport { pluginImageCompress } from '@rsbuild/plugin-image-compress';\n\n" +
      "export default defineConfig({\n  plugins: [pluginImageCompress({ use: 'ico', exclude: /logo/ })],\n});\n",
  });
  linkPackages(dir, DEPS, ['@rsbuild/plugin-image-compress', '@rsbuild/core']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const read = (re: RegExp): Buffer => fs.readFileSync(path.join(dir, 'dist', distFiles(dir).find((f) => re.test(f))!));
  assert.ok(read(/^static\/image\/logo\.[0-9a-f]{8}\.ico$/).equals(logo));
  assert.ok(!read(/^static\/image\/app\.[0-9a-f]{8}\.ico$/).equals(app));
});

test('plugins/list/plugin-image-compress "a file is compressed by the first matching codec only" and "File names do not change"', (t) => {
  pageSays('plugins/list/plugin-image-compress', {
    en: 'The compressed file is marked as minimized, so a file is compressed by the first matching codec only.',
    zh: '压缩后的文件会被标记为已压缩，因此一个文件只会被第一个匹配的编解码器压缩。',
  });
  pageSays('plugins/list/plugin-image-compress', {
    en: 'The content hash in a file name is computed from the original image, so changing the compression options gives the same file names as before.',
    zh: '文件名中的内容哈希根据原始图片计算，因此修改压缩选项后文件名仍与之前相同。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const original = png(200, 200);
  const dir = project({
    'src/index.js': "import photo from './photo.png';\nconsole.log(photo);\n",
    'src/photo.png': original,
    'rsbuild.config.mjs':
      "import { pluginImageCompress } from '@rsbuild/plugin-image-compress';\n" +
      "const codecs = process.env.CODECS ? process.env.CODECS.split(',') : null;\n" +
      'export default { plugins: codecs ? [pluginImageCompress(codecs)] : [] };\n',
  });
  linkPackages(dir, DEPS, ['@rsbuild/plugin-image-compress']);
  const out = (codecs: string): { name: string; bytes: Buffer } => {
    const run = build(dir, codecs ? { CODECS: codecs } : {});
    assert.equal(run.code, 0, run.output);
    const name = distFiles(dir).find((f) => f.endsWith('.png'))!;
    return { name, bytes: fs.readFileSync(path.join(dir, 'dist', name)) };
  };
  const [none, lossy, lossless, both] = ['', 'png', 'pngLossless', 'png,pngLossless'].map(out);
  assert.ok(none.bytes.equals(original));
  assert.ok(lossy.bytes.length < original.length && lossless.bytes.length < original.length);
  assert.ok(!lossy.bytes.equals(lossless.bytes));
  assert.ok(both.bytes.equals(lossy.bytes), 'png then pngLossless writes what png alone writes');
  assert.deepEqual(new Set([none.name, lossy.name, lossless.name, both.name]).size, 1);
});

test('plugins/list/plugin-image-compress "images are compressed even when output.minify is false ... JavaScript and CSS are still left unminified"', (t) => {
  pageSays('plugins/list/plugin-image-compress', {
    en: "The plugin turns on Rspack's `optimization.minimize`, so images are compressed even when [output.minify](/config/output/minify) is `false`. Rsbuild registers no JavaScript or CSS minimizer in that case, so JavaScript and CSS are still left unminified.",
    zh: '插件会开启 Rspack 的 `optimization.minimize`，所以即使 [output.minify](/zh/config/output/minify) 为 `false`，图片也会被压缩。这种情况下 Rsbuild 不会注册 JavaScript 和 CSS 压缩器，因此 JavaScript 和 CSS 仍然保持未压缩的状态。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const original = png(200, 200);
  const dir = project({
    'src/index.js': "import photo from './photo.png';\nimport './card.css';\nconst someLongName = photo;\nconsole.log(someLongName);\n",
    'src/card.css': '.card {\n  width: 300px;\n}\n',
    'src/photo.png': original,
    'rsbuild.config.mjs':
      "import { pluginImageCompress } from '@rsbuild/plugin-image-compress';\n" +
      "export default { output: { minify: false }, plugins: [pluginImageCompress('pngLossless')] };\n",
  });
  linkPackages(dir, DEPS, ['@rsbuild/plugin-image-compress']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const photo = distFiles(dir).find((f) => f.endsWith('.png'))!;
  assert.ok(fs.statSync(path.join(dir, 'dist', photo)).size < original.length / 10);
  assert.ok(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('const someLongName ='));
  assert.ok(distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/).includes('.card {\n  width: 300px;\n}'));
});
