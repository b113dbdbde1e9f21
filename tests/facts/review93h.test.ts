// Facts behind the third accuracy review of session 93 (slice h): plugins/list/plugin-image-compress,
// plugins/list/plugin-stylus, config/tools/css-loader and config/tools/html-plugin, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it and that the old wording is gone.
//
// 1. config/tools/css-loader, function form: "The function is called once for each style rule (CSS, Less, Sass) and
//    build target". Stylus too when @rsbuild/plugin-stylus is registered: its modifyBundlerChain creates the stylus
//    rule and calls core's applyBaseCSSRule on it (plugin-stylus/src/index.ts 33-67), which, with output.injectStyles,
//    adds css-loader with the options of getCssLoaderOptions, where tools.cssLoader is merged
//    (core/src/provider/plugins/css.ts 48-98, shared/src/css.ts 218-255). The same omission was fixed on
//    config/tools/style-loader by review92l.test.ts. Run below (test 1) with the stand-in of that file: with
//    output.injectStyles and the targets web and node, the function is called 6 times without it and 8 times with it.
//
// 2. plugins/list/plugin-image-compress, "How it works" and Limits: "Only images that Rsbuild emits as files are
//    compressed", with inlined images and the public folder as the only exceptions. Two more files that Rsbuild emits
//    are not compressed. The icon of html.favicon is emitted by html-rspack-plugin 5.6.2 (index.js 754-778,
//    generateFavicon, called from its processAssets tap at PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE, 158-175), after the
//    image minimizers of the plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, plugin-image-compress/src/minimizer.ts
//    88-97), and they never see it, although they tap with additionalAssets. The image of html.appIcon is added by
//    Rsbuild's HtmlAppIconPlugin at PROCESS_ASSETS_STAGE_PRE_PROCESS (core/src/rspack/HtmlAppIconPlugin.ts 57-75) and
//    reaches the minimizers as a string (a probe at their stage read it as text starting with U+FFFD where the PNG
//    signature's 0x89 was), so the png codec fails: `"static/image/icon.png" in "<project>" from Image Minimizer:` and
//    `Read png info failed Invalid PNG signature.`, exit code 1, with the default codecs. Now: "Only images that your
//    code or CSS imports and Rsbuild emits as files", the favicon named among the exceptions, and in Limits the
//    appIcon failure with `exclude` as the way out. Runs below (tests 2 and 3): the favicon comes out byte for byte
//    while the same ICO imported from src/ loses two of its three images; the default codecs stop the build on the
//    app icon; with { use: 'png', exclude: /static\/image\/icon\.png$/ } it builds, the icon is written unchanged
//    and an imported PNG is still compressed.
//
// 3. plugins/list/plugin-image-compress, Common problems, imagemin: "`imagemin-pngquant` becomes `png` (pngquant's
//    `minQuality` and `maxQuality`)". Neither pngquant nor imagemin-pngquant has options of these names: imagemin-pngquant
//    9.0.2 (index.js 34-38, npm pack) takes `quality: [min, max]` with numbers from 0 to 1 and passes pngquant
//    `--quality <min*100>-<max*100>`; minQuality and maxQuality (0-100) are the PngQuantOptions of @napi-rs/image 1.9.1
//    (index.d.ts 366-382), which the png codec passes on (plugin-image-compress/src/shared/codecs.ts 20-27). Now:
//    "libimagequant, the library of pngquant; its `quality: [0.65, 0.8]` becomes `minQuality: 65, maxQuality: 80`".
//    Settled by those sources, no test.
//
// 4. config/tools/css-loader, cssLoader.import: "With `false`, `@import` stays in the CSS and the browser loads the file
//    at run time." It does not load the file it was meant to: css-loader 6.10.0 leaves the rule in the CSS string
//    (@rsbuild/shared/compiled/css-loader/index.js, shouldUseImportPlugin false), so the imported file never becomes a
//    module and nothing of it is emitted, and style-loader injects `@import './b.css'` into a <style> element, whose
//    relative URL the browser resolves against the page. Run below (test 4): with output.injectStyles and import false,
//    the build holds no trace of b.css, Chromium finds the @import rule in the injected <style> with an empty style
//    sheet (the preview server has no /b.css), and the element b.css would colour keeps the default colour while a.css
//    applies. Now: "the imported file is left out of the build: the browser requests the URL at run time, relative to
//    the page, so `@import './b.css'` only works if the site serves a `b.css` there."
//
// 5. plugins/list/plugin-image-compress, Options: "When you pass anything, only the codecs you list are used. With no
//    arguments, the list is ['jpeg', 'png', 'ico']". An empty array is something passed, yet it gives the defaults:
//    castOptions returns the array given as first argument (plugin-image-compress/src/index.ts 15-28), and
//    normalizeOptions takes DEFAULT_OPTIONS when that list is empty (30-34). Run below (test 5): with
//    pluginImageCompress([]) an RGBA PNG is compressed, with pluginImageCompress('jpeg') it is written unchanged. Now:
//    "When you list at least one codec, ... With none (no arguments, or an empty array), the list is ...".
//
// 6. config/tools/css-loader, Common problems, the font with an absolute path, Chinese page only: it said less than the
//    English item (that `rsbuild build` names `/src/assets/font/iconfont.eot` in its resolve error and writes no font,
//    that only the full disk path finds the file, and that the built CSS points to the emitted font). Now it says the
//    same. The facts are those of common-problems-round30c.test.ts, whose run builds all four cases; test 6 below only
//    checks the wording.
//
// @rsbuild/plugin-image-compress is not a dependency of this site (the registry reachable here has no 0.5 of it). Tests
// 2 and 3 build only with IMAGE_COMPRESS_DEPS (or REVIEW89H_DEPS, the same layout) set to a folder whose node_modules
// holds `npm install @napi-rs/image@1.9.1 svgo@3.2.0`, @rsbuild/shared linked to this repository's
// node_modules/rsbuild-shared-0.5 (0.5.9), and @rsbuild/plugin-image-compress 0.5.9 built from
// /work/shared/rsbuild-0.5.9/packages/plugin-image-compress/src/index.ts with `esbuild --bundle --platform=node
// --format=cjs --packages=external` into dist/index.js beside its package.json. Without it they check the pages only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { buildAndVisit, distFiles, linkPackages, page, pageSays, probe, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const IMAGE_DEPS = process.env.IMAGE_COMPRESS_DEPS ?? process.env.REVIEW89H_DEPS;
const NO_IMAGE_DEPS =
  'IMAGE_COMPRESS_DEPS is not set: @rsbuild/plugin-image-compress 0.5.9 and @napi-rs/image are not installed in the repository';
const IMAGE_COMPRESS = 'plugins/list/plugin-image-compress';

test('config/tools/css-loader "The function is called once for each style rule (CSS, Less, Sass, and Stylus when the Stylus plugin is registered) and build target"', async () => {
  pageSays(
    'config/tools/css-loader',
    {
      en: 'The function is called once for each style rule (CSS, Less, Sass, and Stylus when the [Stylus plugin](/plugins/list/plugin-stylus) is registered) and build target, and must be synchronous.',
      zh: '函数会针对每条样式规则（CSS、Less、Sass，注册了 [Stylus 插件](/zh/plugins/list/plugin-stylus)时还有 Stylus）和每个构建目标各调用一次，并且必须是同步的。',
    },
    { en: 'once for each style rule (CSS, Less, Sass) and build target', zh: '每条样式规则（CSS、Less、Sass）和每个构建目标' },
  );
  const { output, result } = await probe(
    {},
    `import { createRsbuild } from '@rsbuild/core';
import { applyBaseCSSRule } from '@rsbuild/core/provider';
// What @rsbuild/plugin-stylus 0.5.9 does to the chain (its src/index.ts), without stylus-loader itself.
const pluginStylus = () => ({
  name: 'rsbuild:stylus',
  setup(api) {
    api.modifyBundlerChain(async (chain, utils) => {
      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(/\\.styl(us)?$/);
      await applyBaseCSSRule({ rule, config: api.getNormalizedConfig(), context: api.context, utils, importLoaders: 2 });
    });
  },
});
const calls = async (plugins) => {
  let n = 0;
  const rsbuild = await createRsbuild({
    rsbuildConfig: { plugins, output: { injectStyles: true, targets: ['web', 'node'] }, tools: { cssLoader: () => { n++; } } },
  });
  await rsbuild.initConfigs();
  return n;
};
report({ core: await calls([]), withStylus: await calls([pluginStylus()]) });`,
  );
  assert.deepEqual(result, { core: 6, withStylus: 8 }, output);
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An uncompressed RGBA PNG of a colour gradient, `size` pixels square (the png codec of 1.9 quantizes RGBA only). */
function gradientPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const row = size * 4 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * row + 1 + x * 4;
      raw.set([x * 2, y * 2, x + y, 255], at);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO of three PNG images, 16, 32 and 64 pixels square, as a favicon with several sizes is. */
function icon(): Buffer {
  const images = [16, 32, 64].map(gradientPng);
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
  return Buffer.concat([header, ...entries, ...images]);
}

/**
 * A project that imports src/assets/<name> for each of `imported`, with `html`, and registers pluginImageCompress with the
 * arguments written in the environment variable ARGS (JavaScript source; none when it is not set).
 */
function imageProject(files: Record<string, Buffer>, imported: string[], html: string): string {
  const dir = project({
    ...files,
    'src/index.js': `${imported.map((name, i) => `import i${i} from './assets/${name}';`).join('\n')}\nconsole.log(${imported.map((_, i) => `i${i}`).join(', ')});\n`,
    'rsbuild.config.mjs': [
      "import { pluginImageCompress } from '@rsbuild/plugin-image-compress';",
      "const args = eval(`[${process.env.ARGS ?? ''}]`);",
      `export default { html: ${html}, plugins: [pluginImageCompress(...args)] };`,
      '',
    ].join('\n'),
  });
  linkPackages(dir, IMAGE_DEPS ?? '', ['@rsbuild/plugin-image-compress']);
  return dir;
}

const emitted = (dir: string, file: string): Buffer => fs.readFileSync(path.join(dir, 'dist', file));

test(`${IMAGE_COMPRESS} "Only images that your code or CSS imports and Rsbuild emits as files are compressed ... nor the icon of html.favicon, which html-rspack-plugin adds after the minimizers have run"`, (t) => {
  pageSays(
    IMAGE_COMPRESS,
    {
      en: 'Only images that your code or CSS imports and Rsbuild emits as files are compressed.',
      zh: '只有代码或 CSS 引用、并由 Rsbuild 以文件形式输出的图片才会被压缩。',
    },
    { en: 'Only images that Rsbuild emits as files are compressed.', zh: '只有 Rsbuild 以文件形式输出的图片才会被压缩。' },
  );
  pageSays(
    IMAGE_COMPRESS,
    {
      en: 'nor the icon of [html.favicon](/config/html/favicon), which html-rspack-plugin adds after the minimizers have run.',
      zh: '[html.favicon](/zh/config/html/favicon) 的图标同样不会被压缩，因为 html-rspack-plugin 在这些压缩器运行之后才把它加入产物。',
    },
    {
      en: 'and files of the `public` folder are not compressed.',
      zh: '）和 `public` 文件夹中的文件不会被压缩。',
    },
  );
  pageSays(IMAGE_COMPRESS, {
    en: 'Inlined images (up to `output.dataUriLimit` bytes), files of the `public` folder and the icon of `html.favicon` are not compressed.',
    zh: '内联的图片（不超过 `output.dataUriLimit`）、`public` 文件夹中的文件和 `html.favicon` 的图标不会被压缩。',
  });
  if (!IMAGE_DEPS) return t.skip(NO_IMAGE_DEPS);
  const ico = icon();
  const dir = imageProject(
    { 'src/favicon.ico': ico, 'src/assets/imported.ico': ico },
    ['imported.ico'],
    "{ favicon: './src/favicon.ico' }",
  );
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.ok(emitted(dir, 'favicon.ico').equals(ico), 'the favicon is written as it was');
  const [importedFile] = distFiles(dir).filter((f) => /^static\/image\/imported\.[0-9a-f]{8}\.ico$/.test(f));
  const imported = emitted(dir, importedFile);
  assert.equal(ico.readUInt16LE(4), 3);
  assert.equal(imported.readUInt16LE(4), 1, 'the imported copy is re-encoded by the ico codec: one image is left');
  assert.ok(imported.length < ico.length);
});

test(`${IMAGE_COMPRESS} "The image of html.appIcon even stops the build: ... a PNG fails with Read png info failed Invalid PNG signature.; keep it out with exclude"`, (t) => {
  pageSays(IMAGE_COMPRESS, {
    en: "The image of [html.appIcon](/config/html/app-icon) even stops the build: in 0.5.9 it reaches the codecs as text, and a PNG fails with `Read png info failed Invalid PNG signature.`; keep it out with `exclude`, for example `{ use: 'png', exclude: /static\\/image\\/icon\\.png$/ }` for `./src/icon.png`.",
    zh: "[html.appIcon](/zh/config/html/app-icon) 的图片甚至会让构建失败：在 0.5.9 中它以文本形式交给编解码器，PNG 会报错 `Read png info failed Invalid PNG signature.`；请用 `exclude` 排除它，例如 `./src/icon.png` 对应 `{ use: 'png', exclude: /static\\/image\\/icon\\.png$/ }`。",
  });
  if (!IMAGE_DEPS) return t.skip(NO_IMAGE_DEPS);
  const appIcon = gradientPng(120);
  const photo = gradientPng(100);
  const dir = imageProject({ 'src/icon.png': appIcon, 'src/assets/photo.png': photo }, ['photo.png'], "{ appIcon: './src/icon.png' }");
  const failed = rsbuild(dir, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /"static\/image\/icon\.png" in "[^"]+" from Image Minimizer:/);
  assert.ok(failed.output.includes('Read png info failed Invalid PNG signature.'), failed.output);
  const built = rsbuild(dir, ['build'], { ARGS: "'jpeg', { use: 'png', exclude: /static\\/image\\/icon\\.png$/ }, 'ico'" });
  assert.equal(built.code, 0, built.output);
  assert.ok(emitted(dir, 'static/image/icon.png').equals(appIcon), 'the app icon is written as it was');
  const [photoFile] = distFiles(dir).filter((f) => /^static\/image\/photo\.[0-9a-f]{8}\.png$/.test(f));
  assert.ok(emitted(dir, photoFile).length < photo.length / 2, 'an imported PNG is still compressed');
  assert.ok(emitted(dir, 'index.html').toString().includes('<link rel="apple-touch-icon" sizes="180*180" href="/static/image/icon.png">'));
});

test('config/tools/css-loader "With false, @import stays in the CSS and the imported file is left out of the build: the browser requests the URL at run time, relative to the page"', async () => {
  pageSays(
    'config/tools/css-loader',
    {
      en: "With `false`, `@import` stays in the CSS and the imported file is left out of the build: the browser requests the URL at run time, relative to the page, so `@import './b.css'` only works if the site serves a `b.css` there.",
      zh: "设为 `false` 时，`@import` 会保留在 CSS 中，被引入的文件不会进入构建产物：浏览器在运行时按页面地址请求这个 URL，所以只有站点在对应位置提供了 `b.css`，`@import './b.css'` 才能生效。",
    },
    { en: 'the browser loads the file at run time', zh: '由浏览器在运行时加载对应的文件' },
  );
  const dir = project(
    {
      'src/styles/a.css': "@import './b.css';\n.a { color: rgb(255, 0, 0); }\n",
      'src/styles/b.css': '.b { color: rgb(0, 0, 255); }\n',
      'src/index.js': 'import \'./styles/a.css\';\ndocument.body.innerHTML = \'<p class="a">a</p><p class="b">b</p>\';\n',
      'rsbuild.config.mjs': 'export default { output: { injectStyles: true }, tools: { cssLoader: { import: false } } };\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const { errors, value } = await buildAndVisit(browser(), dir, () => ({
    a: getComputedStyle(document.querySelector('.a') as Element).color,
    b: getComputedStyle(document.querySelector('.b') as Element).color,
    imports: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSImportRule)
      .map((rule) => ({ href: (rule as CSSImportRule).href, rules: (rule as CSSImportRule).styleSheet?.cssRules.length })),
  }));
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { a: 'rgb(255, 0, 0)', b: 'rgb(0, 0, 0)', imports: [{ href: './b.css', rules: 0 }] });
  for (const file of distFiles(dir)) {
    assert.ok(!fs.readFileSync(path.join(dir, 'dist', file), 'utf8').includes('0, 0, 255'), `${file} holds nothing of b.css`);
  }
});

test(`${IMAGE_COMPRESS} "When you list at least one codec, only the codecs you list are used. With none (no arguments, or an empty array), the list is ['jpeg', 'png', 'ico']"`, (t) => {
  pageSays(
    IMAGE_COMPRESS,
    {
      en: 'When you list at least one codec, only the codecs you list are used. With none (no arguments, or an empty array), the list is',
      zh: '只要列出了至少一个编解码器，就只会使用你列出的这些。一个都没有列出时（不传参数，或传入空数组），列表为',
    },
    { en: 'When you pass anything, only the codecs you list are used.', zh: '只要传入了参数，就只会使用你列出的编解码器。' },
  );
  if (!IMAGE_DEPS) return t.skip(NO_IMAGE_DEPS);
  const photo = gradientPng(100);
  const dir = imageProject({ 'src/assets/photo.png': photo }, ['photo.png'], '{}');
  const written = (args: string): Buffer => {
    const run = rsbuild(dir, ['build'], { ARGS: args });
    assert.equal(run.code, 0, run.output);
    const [file] = distFiles(dir).filter((f) => /^static\/image\/photo\.[0-9a-f]{8}\.png$/.test(f));
    return emitted(dir, file);
  };
  assert.ok(written('[]').length < photo.length / 2, 'an empty array: the png codec of the defaults compresses it');
  assert.ok(written("'jpeg'").equals(photo), "'jpeg' alone: the PNG is written as it was");
});

test('config/tools/css-loader (zh) "rsbuild build 会在这个样式文件处报出 /src/assets/font/iconfont.eot 的解析错误并停止构建，也不会输出字体" (the run is in common-problems-round30c.test.ts)', () => {
  pageSays('config/tools/css-loader', {
    en: '`rsbuild build` stops at that stylesheet with a resolve error for `/src/assets/font/iconfont.eot`, and writes no font.',
    zh: '`rsbuild build` 会在这个样式文件处报出 `/src/assets/font/iconfont.eot` 的解析错误并停止构建，也不会输出字体。',
  });
  assert.ok(
    !page('zh', 'config/tools/css-loader').includes('Rsbuild 0.5.9 会在这个样式文件处报错并停止构建：'),
    'the shorter zh wording is gone',
  );
  pageSays('config/tools/css-loader', {
    en: 'the build only finds the file at its full path (`/home/me/my-app/src/assets/font/iconfont.eot`), which no other machine has.',
    zh: '只有写成完整路径（`/home/me/my-app/src/assets/font/iconfont.eot`）构建才能找到文件，而别的机器上并没有这个路径。',
  });
});
