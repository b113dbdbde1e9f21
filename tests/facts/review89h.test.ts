// Facts behind the accuracy review of session 89 (slice h): plugins/list/plugin-image-compress and
// plugins/list/plugin-babel, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and no longer say the old wording, and runs @rsbuild/core 0.5.9 in a throw-away project.
//
// Neither plugin is a dependency of this site, and the registry we reach has no 0.5 of plugin-image-compress. The runs
// need REVIEW89H_DEPS: a folder whose node_modules holds `npm install @napi-rs/image@1.9.1 svgo@3.2.0 @babel/core@7.24.3
// @babel/preset-typescript@7.24.1 @babel/plugin-proposal-decorators@7.24.1 @babel/plugin-transform-class-properties@7.24.1
// upath@2.0.1` (the lowest versions of the ranges in the plugins' 0.5.9 package.json), @rsbuild/shared linked to this
// repository's node_modules/rsbuild-shared-0.5 (0.5.9), and @rsbuild/plugin-image-compress and @rsbuild/plugin-babel
// 0.5.9 built from /work/shared/rsbuild-0.5.9/packages/<plugin>/src/index.ts with `esbuild --bundle --platform=node
// --format=cjs --packages=external` into <plugin>/dist/index.js beside its package.json (plugin-babel's `compiled`
// folder, babel-loader 9.1.3, taken from its 0.5.4 package on npm). Without that folder the tests check the pages only.
//
// - plugins/list/plugin-image-compress, the `png` codec: the page said it "reduces the colors to a palette
//   (libimagequant), then optimizes the file". With @napi-rs/image 1.9 (1.9.1 and 1.9.2 run), pngQuantize returns its
//   input unchanged when the decoded pixels take fewer than 4 bytes each (Brooooooklyn/Image packages/binding/src/png.rs
//   of that line: `if decoded_buf.len() < (width * height * 4) { return Ok(input.to_vec()) }`), so an RGB PNG (also a
//   grayscale or palette one) is not compressed at all, and the quantized result is written by lodepng with no oxipng
//   pass (oxipng makes it smaller again). Later @napi-rs/image releases (1.15 run) quantize RGB PNGs too, so the page
//   names 1.9. In the run below the default plugin leaves an RGB PNG byte for byte as it was and turns an RGBA PNG into
//   a smaller palette PNG (colour type 3).
// - the `posterization` option of `png`: the 1.9 code never passes it to libimagequant; a build with posterization 4
//   writes the bytes of pngQuantize called without options (1.15 honours it: 1,203 instead of 10,634 bytes).
// - the `filter` option of `pngLossless`: the default is not "chosen by oxipng": @napi-rs/image passes oxipng its own
//   list, None, Sub, Up, Average and Paeth, when `filter` is unset (png.rs,
//   to_oxipng_options, `unwrap_or_else(|| IndexSet::from_iter([RowFilter::None, Sub, Up, Average, Paeth]))`); a build
//   with that filter list writes the bytes of losslessCompressPng called without options.
// - the `strip` option of `pngLossless`: the page gave `undefined` as default next to "Remove all non-critical chunks",
//   which reads as "metadata is kept unless you set it". Unset, @napi-rs/image strips anyway (1.9: Headers::All, 1.15:
//   StripChunks::Safe); `false` keeps the chunks. The run: a tEXt chunk is gone without `strip`, kept with false.
// - plugins/list/plugin-image-compress, Limits, "Broken images fail the build": the example reason was `Decode png failed
//   ...`, the message of later @napi-rs/image releases (1.15 run). With 1.9 a PNG that cannot be read gives `Read png
//   info failed ...` (or `Read png frame failed ...`, png.rs of that line); the run builds a PNG signature followed by
//   bytes that are no chunk: exit code 1 and `"static/image/broken.<hash>.png" in "<project>" from Image Minimizer:`,
//   then `Read png info failed ChunkType { ... } chunk appeared before IHDR chunk`.
// - plugins/list/plugin-image-compress, the `ico` codec: "Re-encodes ICO files" left out that `new Transformer(buf).ico()`
//   (plugin-image-compress/src/shared/codecs.ts 38-45) decodes one image of the icon, the largest, and writes an ICO of
//   that image alone: an ICO of 16, 32 and 64 pixel images comes out with one 64-pixel image (1.9.1 and 1.15 alike).
// - the `minQuality` option of `png`, "Lowest acceptable quality", said nothing of what happens below it. With 1.9,
//   libimagequant's quantize returns QUALITY_TOO_LOW and pngQuantize throws `quantize failed QUALITY_TOO_LOW` (png.rs of
//   that line, `liq.quantize(&mut img).map_err(... "quantize failed {}")`), which the minimizer reports as a compile
//   error (src/minimizer.ts 78-80): a PNG of random colours stops `rsbuild build`. With minQuality 0 the same image is
//   quantized (run by hand). 1.15 quantized the same kind of image without error, hence the version in the sentence.
// - plugins/list/plugin-babel, babelLoaderOptions as an object: "with `presets`, ... every TypeScript file fails to
//   compile". Only files that use TypeScript syntax fail: Babel without @babel/preset-typescript parses a .ts file that
//   holds plain JavaScript. The run: `{ presets: [] }`, a .ts entry with a type annotation fails, one without builds.
// - plugins/list/plugin-babel, exclude: "files that match `exclude` are compiled by SWC alone" is not so for the files
//   of node_modules: the plugin's rule then skips them (plugin-babel/src/plugin.ts 137-165), and Rsbuild's own `js` rule
//   holds them out too (shared/src/chain.ts 257-261, `{ and: [rootPath, { not: NODE_MODULES_REGEX }] }`), so with
//   exclude: /node_modules/ a dependency's `?.` and `??` reach the output for Chrome 50, while the project's file is
//   compiled.
// Checked by runs and left as the pages have them (no test kept): file names do not change with the codec options and
// match a build without the plugin; output.minify false leaves JavaScript and CSS unminified while images are compressed;
// images of 9,999 and 10,000 bytes are inlined, 10,001 bytes emitted ("up to output.dataUriLimit"); with
// ['pngLossless', 'png'] only the first codec compresses a file; pluginImageCompress('webp') stops `rsbuild build` with
// "TypeError: Cannot destructure property 'defaultOptions' of ..."; an object `plugins` removes the decorators plugin
// ("Support for the experimental syntax 'decorators' isn't currently enabled"); the pipeline-operator example prints 10.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { distFiles, pageSays, project, rsbuild, linkPackages } from './topics-support';

const DEPS = process.env.REVIEW89H_DEPS;
const NO_DEPS = 'REVIEW89H_DEPS is not set: the 0.5.9 plugins, @napi-rs/image and Babel are not installed in the repository';

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An uncompressed 8-bit PNG, `size` pixels square, RGB (colour type 2) or RGBA (6), with optional extra chunks: a colour
 * gradient, or with `noise` the same pseudo-random colours at every run.
 */
function gradientPng(channels: 3 | 4, extra: Buffer[] = [], size = 120, noise = false): Buffer {
  let seed = 2463534242;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) & 255;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const row = size * channels + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * row + 1 + x * channels;
      raw[at] = noise ? next() : x * 2;
      raw[at + 1] = noise ? next() : y * 2;
      raw[at + 2] = noise ? next() : x + y;
      if (channels === 4) raw[at + 3] = 255;
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @napi-rs/image of the REVIEW89H_DEPS folder (1.9.1), the library the plugin calls. */
function napi(): { pngQuantizeSync: (input: Buffer) => Buffer; losslessCompressPngSync: (input: Buffer) => Buffer } {
  return createRequire(path.join(DEPS ?? '', 'package.json'))('@napi-rs/image');
}

/** A project that imports each of `images` (src/assets/<name>) and registers pluginImageCompress(...CODECS). */
function imageProject(images: Record<string, Buffer>): string {
  const names = Object.keys(images);
  const dir = project({
    ...Object.fromEntries(names.map((name) => [`src/assets/${name}`, images[name]])),
    'src/index.js': `${names.map((name, i) => `import i${i} from './assets/${name}';`).join('\n')}\nconsole.log(${names.map((_, i) => `i${i}`).join(', ')});\n`,
    'rsbuild.config.mjs': [
      "import { pluginImageCompress } from '@rsbuild/plugin-image-compress';",
      'export default { plugins: [pluginImageCompress(...JSON.parse(process.env.CODECS))] };',
      '',
    ].join('\n'),
  });
  linkDeps(dir, ['@rsbuild/plugin-image-compress']);
  return dir;
}

/** Builds with the codecs given and returns the emitted file of each image, by the name of its source. */
function compress(dir: string, codecs: unknown[]): Record<string, Buffer> {
  const run = rsbuild(dir, ['build'], { CODECS: JSON.stringify(codecs) });
  assert.equal(run.code, 0, run.output);
  const out: Record<string, Buffer> = {};
  for (const file of distFiles(dir).filter((f) => f.startsWith('static/image/'))) {
    out[path.basename(file).replace(/\.[0-9a-f]{8}\./, '.')] = fs.readFileSync(path.join(dir, 'dist', file));
  }
  return out;
}

test('plugins/list/plugin-image-compress "png: @napi-rs/image 1.9 does this for RGBA PNGs only and leaves other PNGs, such as RGB ones without alpha, unchanged" and "posterization: no effect with @napi-rs/image 1.9"', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: '| Lossy: reduces the colors to a palette (libimagequant); @napi-rs/image 1.9 does this for RGBA PNGs only and leaves other PNGs, such as RGB ones without alpha, unchanged |',
      zh: '| 有损：把颜色减少为调色板（libimagequant）；@napi-rs/image 1.9 只处理 RGBA 格式的 PNG，其他 PNG（例如不带透明通道的 RGB 图片）原样保留 |',
    },
    { en: 'then optimizes the file', zh: '再优化文件' },
  );
  pageSays('plugins/list/plugin-image-compress', {
    en: '| Number of least significant bits of each color channel to ignore; no effect with @napi-rs/image 1.9 |',
    zh: '| 每个颜色通道中要忽略的最低有效位的位数；在 @napi-rs/image 1.9 中不生效 |',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const rgb = gradientPng(3);
  const rgba = gradientPng(4);
  const dir = imageProject({ 'rgb.png': rgb, 'rgba.png': rgba });

  // One build with posterization 4: the RGBA PNG gets the bytes of pngQuantize without options, so posterization
  // changes nothing.
  const out = compress(dir, [{ use: 'png', posterization: 4 }]);
  assert.ok(out['rgb.png'].equals(rgb), 'the RGB PNG is written as it was');
  assert.ok(out['rgba.png'].length < rgba.length / 4, `the RGBA PNG is quantized: ${out['rgba.png'].length} bytes`);
  assert.equal(out['rgba.png'][25], 3, 'into a palette PNG (colour type 3)');
  assert.ok(out['rgba.png'].equals(napi().pngQuantizeSync(rgba)), 'posterization: 4 writes the bytes of the default options');
  // The quantized file is lodepng's: oxipng, @napi-rs/image's lossless optimizer, still makes it smaller.
  assert.ok(napi().losslessCompressPngSync(out['rgba.png']).length < out['rgba.png'].length);
});

test('plugins/list/plugin-image-compress "filter: `None`, `Sub`, `Up`, `Average`, `Paeth`" and "strip: not set: metadata such as text chunks is removed; `false` keeps them"', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: '| `filter` | `PngRowFilter[]` | `None`, `Sub`, `Up`, `Average`, `Paeth` | Row filters to try |',
      zh: '| `filter` | `PngRowFilter[]` | `None`、`Sub`、`Up`、`Average`、`Paeth` | 要尝试的行过滤器 |',
    },
    { en: 'chosen by oxipng', zh: '由 oxipng 选择' },
  );
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: '| `strip` | `boolean` | not set: metadata such as text chunks is removed | `true` removes all non-critical chunks, `false` keeps them |',
      zh: '| `strip` | `boolean` | 不设置时会移除文本块等元数据 | `true` 移除所有非关键数据块，`false` 全部保留 |',
    },
    { en: '| `strip` | `boolean` | `undefined` |', zh: '| `strip` | `boolean` | `undefined` |' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const text = Buffer.from('Comment\0written by a test');
  const input = gradientPng(4, [chunk('tEXt', text)], 64);
  const dir = imageProject({ 'notes.png': input });
  const hasText = (png: Buffer) => png.includes(Buffer.from('written by a test'));

  // Built with the five filters: the bytes of losslessCompressPng without options, and the tEXt chunk is gone.
  const five = compress(dir, [{ use: 'pngLossless', filter: [0, 1, 2, 3, 4] }]);
  assert.ok(
    five['notes.png'].equals(napi().losslessCompressPngSync(input)),
    'filter None, Sub, Up, Average, Paeth gives the default bytes',
  );
  assert.ok(!hasText(five['notes.png']), 'without strip, the tEXt chunk is removed');
  const kept = compress(dir, [{ use: 'pngLossless', strip: false }]);
  assert.ok(hasText(kept['notes.png']), 'with strip: false, the tEXt chunk is kept');
});

test('plugins/list/plugin-babel "with `presets`, the TypeScript preset is gone and every file that uses TypeScript syntax, such as a type annotation, fails to compile"', (t) => {
  pageSays(
    'plugins/list/plugin-babel',
    {
      en: 'with `presets`, the TypeScript preset is gone and every file that uses TypeScript syntax, such as a type annotation, fails to compile.',
      zh: '设置 `presets` 后，TypeScript 预设不复存在，凡是用到 TypeScript 语法（例如类型注解）的文件都会编译失败。',
    },
    { en: 'every TypeScript file fails to compile', zh: '所有 TypeScript 文件都会编译失败' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project({
    'src/typed.ts': "const count: number = 1;\nconsole.log('typed', count);\n",
    'src/untyped.ts': "const count = 2;\nconsole.log('untyped', count);\n",
    'rsbuild.config.mjs': [
      "import { pluginBabel } from '@rsbuild/plugin-babel';",
      'export default {',
      "  source: { entry: { typed: './src/typed.ts', untyped: './src/untyped.ts' } },",
      '  plugins: [pluginBabel({ babelLoaderOptions: { presets: [] } })],',
      '};',
      '',
    ].join('\n'),
  });
  linkDeps(dir, ['@rsbuild/plugin-babel']);
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0, run.output);
  assert.match(run.output, /SyntaxError: \S*[\\/]typed\.ts: /, run.output);
  assert.doesNotMatch(run.output, /untyped\.ts/, 'the .ts file without TypeScript syntax compiles');
});

test('plugins/list/plugin-image-compress "Broken images fail the build": "followed by the reason that @napi-rs/image gives ... for a PNG, `Read png info failed ...` with @napi-rs/image 1.9"', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: 'followed by the reason that @napi-rs/image gives, for example `"static/image/broken.d5cdbd22.png" in "/my-app" from Image Minimizer:` and, for a PNG, `Read png info failed ...` with @napi-rs/image 1.9 (`Decode png failed ...` in later versions).',
      zh: '后面跟着 @napi-rs/image 给出的原因，例如 `"static/image/broken.d5cdbd22.png" in "/my-app" from Image Minimizer:`；PNG 文件在 @napi-rs/image 1.9 中报 `Read png info failed ...`（更新的版本为 `Decode png failed ...`）。',
    },
    {
      en: 'from Image Minimizer:` and `Decode png failed ...`.',
      zh: 'from Image Minimizer:` 和 `Decode png failed ...`。',
    },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  // A PNG signature followed by bytes that are no PNG chunk.
  const broken = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(20_000, 7)]);
  const dir = imageProject({ 'broken.png': broken });
  const run = rsbuild(dir, ['build'], { CODECS: '[]' });
  assert.notEqual(run.code, 0, run.output);
  const named = /"static\/image\/broken\.[0-9a-f]{8}\.png" in "([^"]+)" from Image Minimizer:\n.*Read png info failed /.exec(run.output);
  assert.ok(named, run.output);
  assert.ok([dir, fs.realpathSync(dir)].includes(named[1]), `the error names the project folder: ${named[1]}`);
});

test('plugins/list/plugin-image-compress "minQuality: Lowest acceptable quality; with @napi-rs/image 1.9, a PNG that cannot reach it fails the build with `quantize failed QUALITY_TOO_LOW`"', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: '| Lowest acceptable quality; with @napi-rs/image 1.9, a PNG that cannot reach it fails the build with `quantize failed QUALITY_TOO_LOW` |',
      zh: '| 可接受的最低质量；在 @napi-rs/image 1.9 中，达不到该质量的 PNG 会让构建失败，报错 `quantize failed QUALITY_TOO_LOW` |',
    },
    { en: '| Lowest acceptable quality |', zh: '| 可接受的最低质量 |' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  // Random colours: no palette of 256 colours renders them at quality 70.
  const dir = imageProject({ 'noise.png': gradientPng(4, [], 64, true) });
  const run = rsbuild(dir, ['build'], { CODECS: '[]' });
  assert.notEqual(run.code, 0, run.output);
  assert.match(
    run.output,
    /"static\/image\/noise\.[0-9a-f]{8}\.png" in "[^"]+" from Image Minimizer:\n.*quantize failed QUALITY_TOO_LOW/,
    run.output,
  );
});

test('plugins/list/plugin-image-compress "ico: Re-encodes ICO files; an icon that holds several sizes keeps only its largest image"', (t) => {
  pageSays(
    'plugins/list/plugin-image-compress',
    {
      en: '| Re-encodes ICO files; an icon that holds several sizes keeps only its largest image |',
      zh: '| 重新编码 ICO 文件；包含多个尺寸的图标只保留其中最大的一张 |',
    },
    { en: '| Re-encodes ICO files |', zh: '| 重新编码 ICO 文件 |' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  // An ICO of three PNG images, 16, 32 and 64 pixels square, as a favicon with several sizes is.
  const images = [16, 32, 64].map((size) => gradientPng(4, [], size));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((png, i) => {
    const entry = Buffer.alloc(16);
    entry[0] = entry[1] = [16, 32, 64][i];
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  const dir = imageProject({ 'favicon.ico': Buffer.concat([header, ...entries, ...images]) });
  const out = compress(dir, [])['favicon.ico'];
  assert.equal(out.readUInt16LE(4), 1, 'one image is left');
  assert.equal(out[6], 64, 'the 64-pixel one');
});

test('plugins/list/plugin-babel "files that match `exclude` skip Babel and get only what Rsbuild\'s own script rule does, which by default leaves the JavaScript of `node_modules` uncompiled"', (t) => {
  pageSays(
    'plugins/list/plugin-babel',
    {
      en: "files that match `exclude` skip Babel and get only what Rsbuild's own script rule does, which by default leaves the JavaScript of `node_modules` uncompiled.",
      zh: '匹配 `exclude` 的文件不经过 Babel，只按 Rsbuild 自身的脚本规则处理，而这条规则默认不编译 `node_modules` 中的 JavaScript。',
    },
    { en: 'files that match `exclude` are compiled by SWC alone', zh: '匹配 `exclude` 的文件只由 SWC 编译' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project({
    'node_modules/dep/package.json': '{ "name": "dep", "main": "index.js" }\n',
    'node_modules/dep/index.js': 'export const depRead = (a) => a?.depValue ?? 1;\n',
    'src/index.js':
      "import { depRead } from 'dep';\nexport const srcRead = (a) => a?.srcValue ?? 2;\nconsole.log(depRead({}), srcRead({}));\n",
    'rsbuild.config.mjs': [
      "import { pluginBabel } from '@rsbuild/plugin-babel';",
      'export default {',
      "  output: { minify: false, overrideBrowserslist: ['chrome 50'] },",
      '  plugins: [pluginBabel({ exclude: /[\\\\/]node_modules[\\\\/]/ })],',
      '};',
      '',
    ].join('\n'),
  });
  linkDeps(dir, ['@rsbuild/plugin-babel']);
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  const js = distFiles(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8'))
    .join('\n');
  assert.match(js, /\(a\)=>a\?\.depValue \?\? 1/, 'the excluded file of node_modules keeps ?. and ?? for Chrome 50');
  assert.doesNotMatch(js, /a\?\.srcValue/, 'the project file is compiled for Chrome 50');
  assert.match(js, /a\.srcValue/);
});
