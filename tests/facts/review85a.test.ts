// Facts behind statements fixed in review 85 (slice a): config/output/dist-path and config/html/title, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away projects), names the page and the sentence it
// backs, and checks that both languages say it.
//
// - config/output/dist-path, Flatten the output directory: "Without jsAsync: '' and cssAsync: '', the two 797.* files
//   would be in dist/async/". The page's own tree lists three 797.* files (the chunk, its .LICENSE.txt and its
//   stylesheet), and all three move: getDistPath (packages/shared/src/fs.ts) gives 'async' for jsAsync and cssAsync
//   when js and css are '', and the legal comments file is written beside its chunk.
// - config/output/dist-path, the default tree of "a default production build of a small app" listed static/js/async/
//   797.[hash].js without the 797.[hash].js.LICENSE.txt that 0.5.9 writes beside it. Rspack 0.5 marks the module of an
//   imported stylesheet with a /*! ./lazy.css */ comment, which the minifier keeps as a legal comment
//   (output.legalComments 'linked'): an async chunk that imports CSS gets a .LICENSE.txt, as the entry does, with no
//   licence comment in the source (run in two folders while reviewing; the test builds the page's app once). The tree
//   of "Change the output directory of the compiled files" left out build/assets/js/index.[hash].js.LICENSE.txt for
//   the same reason (common-problems-round19a.test.ts filters .LICENSE.txt files out of that build).
// - config/output/dist-path, distPath.html: "scripts and styles are still referenced from output.assetPrefix", and the
//   caveat "The URLs under which the files are requested are output.assetPrefix followed by the path inside root". In
//   development getPublicPath (packages/shared/src/chain.ts 300-336) takes dev.assetPrefix and ignores
//   output.assetPrefix: with a CDN prefix and html: 'html', the built page loads the CDN URL, the page of rsbuild dev
//   /static/js/index.js.
// - config/output/dist-path, distPath.svg: "SVG files no larger than the SVG limit of output.dataUriLimit are inlined as
//   data URIs and never reach this folder", distPath.image "Images no larger than the image limit ... are inlined
//   instead", and the Taro item "Images of at most 10,000 bytes are inlined as data URIs and appear in no folder". An
//   import with ?url (or ?__inline=false) is an asset/resource module whatever its size (chainStaticAssetRule,
//   packages/core/src/plugins/asset.ts 24-31): a 62-byte SVG and a 300-byte PNG imported with ?url are written to
//   static/svg and static/image, while the same PNG imported plainly is inlined.
// - config/output/dist-path, distPath.media: "The folder of video and audio files (.mp4, ..., .opus)". Media files are
//   inlined like images: output.dataUriLimit has a media limit, 10000 by default (packages/core/src/provider/config.ts
//   126; asset.ts builds the media rule as the image one): a 2,000-byte .mp3 becomes a data:audio/mpeg URI and only the
//   20,000-byte one is written to static/media/.
// - config/output/dist-path: "The file names inside these folders are set by output.filename and output.filenameHash".
//   Not all of them: HTML files take their entry's name (html.outputStructure), WebAssembly files are
//   [hash].module.wasm (packages/core/src/plugins/wasm.ts 18), and the scripts of the node and service-worker targets
//   [name].js (packages/shared/src/chain.ts 368-382). With filename.js '[name].custom.js' and filenameHash false, the web
//   script is index.custom.js and the image logo.png, while the others keep their fixed names.
// - config/html/title, caveat: "Rsbuild always inserts a <title> unless the template has its own". HtmlBasicPlugin adds
//   the title to html-webpack-plugin's head tags (packages/core/src/rspack/HtmlBasicPlugin.ts 245-247), and with
//   html.inject false the plugin writes none of its tags: title '' with inject false gives a page without <title>.
// - config/html/title, String form: "The generated index.html then contains: <title>Acme Dashboard</title>
//   <meta charset="UTF-8"> <meta name="viewport" content="width=device-width, initial-scale=1.0">". That is the page of
//   rsbuild dev; in production the HTML is minified (getHtmlMinifyOptions) and html-minifier-terser rewrites the viewport
//   as width=device-width,initial-scale=1, so the built index.html does not hold the quoted tag.
// - config/html/title, Common problems: "Vue CLI's <%= process.env.VUE_APP_TITLE %> in public/index.html fails here
//   with Template execution failed: ReferenceError: process is not defined". Only once that file is html.template
//   (common-problems-round6b.test.ts runs that): without it 0.5.9 renders its built-in template (getTemplate,
//   packages/core/src/plugins/html.ts 47-66) and the public/index.html of a Vue CLI project, with VUE_APP_TITLE in .env,
//   builds without an error; the generated index.html replaces the copy of it, and rsbuild dev serves the generated
//   page too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG, build, devServer, distFiles, distText, page, pageSays, project } from './topics-support';

/** A PNG of `size` bytes that decodes as the 1×1 image. */
const png = (size: number): Buffer => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** Output paths with the chunk id and content hash written as [id] and [hash]. */
const generic = (files: string[]): string[] =>
  files.map((f) => f.replace(/\d+\.[0-9a-f]{8}\./, '[id].[hash].').replace(/\.[0-9a-f]{8}\./, '.[hash].')).sort();

/**
 * A small app as the dist-path page describes it (an entry with a stylesheet, one dynamic import() whose chunk has a
 * stylesheet, a 20 kB image), with small files imported with and without ?url, built once with
 * distPath { js: '', css: '' }; returns the project and its output files.
 */
let flatOnce: { dir: string; files: string[] } | undefined;
function flatJsCss(): { dir: string; files: string[] } {
  if (flatOnce) return flatOnce;
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { distPath: { js: '', css: '' } } };\n",
    'src/index.js': [
      "import './index.css';",
      "import logo from './logo.png';",
      "import small from './small.png';",
      "import smallUrl from './small-url.png?url';",
      "import iconUrl from './icon.svg?url';",
      "import beep from './beep.mp3';",
      "import song from './song.mp3';",
      'globalThis.sounds = [beep, song];',
      'document.body.innerHTML = [logo, small, smallUrl, iconUrl].map((src) => `<img src="${src}">`).join("");',
      "import('./lazy').then((m) => m.run());",
      '',
    ].join('\n'),
    'src/index.css': '.a { color: red; }\n',
    'src/lazy.js': "import './lazy.css';\nexport function run() {\n  console.log('lazy');\n}\n",
    'src/lazy.css': '.b { color: blue; }\n',
    'src/logo.png': png(20_000),
    'src/small.png': png(300),
    'src/small-url.png': png(300),
    'src/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    'src/beep.mp3': Buffer.alloc(2_000, 7),
    'src/song.mp3': Buffer.alloc(20_000, 7),
  });
  build(dir);
  flatOnce = { dir, files: distFiles(dir) };
  return flatOnce;
}

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test("config/output/dist-path \"Without jsAsync: '' and cssAsync: '', the three 797.* files would be in dist/async/\": with js: '' and css: '' the async chunk, its .LICENSE.txt and its stylesheet all go to dist/async/, the entry's files to the top of dist", () => {
  pageSays(
    'config/output/dist-path',
    {
      en: "Without `jsAsync: ''` and `cssAsync: ''`, the three `797.*` files would be in `dist/async/`.",
      zh: "如果没有设置 `jsAsync: ''` 和 `cssAsync: ''`，这三个 `797.*` 文件会位于 `dist/async/` 中。",
    },
    { en: 'the two `797.*` files', zh: '两个 `797.*` 文件' },
  );
  const { files } = flatJsCss();
  const lazy = files.filter((f) => /(^|\/)\d+\.[0-9a-f]{8}\.(js|js\.LICENSE\.txt|css)$/.test(f));
  assert.deepEqual(
    lazy.map((f) => f.replace(/\d+\.[0-9a-f]{8}/, '[id].[hash]')).sort(),
    ['async/[id].[hash].css', 'async/[id].[hash].js', 'async/[id].[hash].js.LICENSE.txt'],
    files.join('\n'),
  );
  assert.ok(
    files.some((f) => /^index\.[0-9a-f]{8}\.js$/.test(f)) && files.some((f) => /^index\.[0-9a-f]{8}\.css$/.test(f)),
    files.join('\n'),
  );
  assert.ok(files.includes('index.html'));
});

test('config/output/dist-path "In a build, the URLs ... are output.assetPrefix followed by the path inside root; rsbuild dev ignores that option and uses dev.assetPrefix": with output.assetPrefix https://cdn.example.com/ and distPath.html \'html\', dist/html/index.html loads the CDN URL, while the html/index.html of rsbuild dev loads /static/js/index.js', async () => {
  pageSays('config/output/dist-path', {
    en: '`rsbuild dev` ignores that option and uses [dev.assetPrefix](/config/dev/asset-prefix) (`/` by default)',
    zh: '`rsbuild dev` 不使用该选项，而是使用 [dev.assetPrefix](/zh/config/dev/asset-prefix)（默认为 `/`）',
  });
  pageSays('config/output/dist-path', {
    en: 'still referenced from the asset prefix, `/` by default ([output.assetPrefix](/config/output/asset-prefix) in a build, [dev.assetPrefix](/config/dev/asset-prefix) in `rsbuild dev`)',
    zh: '仍然基于资源前缀引用，默认为 `/`（构建时取 [output.assetPrefix](/zh/config/output/asset-prefix)，`rsbuild dev` 时取 [dev.assetPrefix](/zh/config/dev/asset-prefix)）',
  });
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/', distPath: { html: 'html' } } };\n",
    'src/index.js': "console.log('app');\n",
  });
  const scripts = (html: string): string[] =>
    [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  build(dir);
  assert.ok(distFiles(dir).includes('html/index.html'), distFiles(dir).join('\n'));
  assert.deepEqual(scripts(distText(dir, /^html\/index\.html$/)), ['https://cdn.example.com/static/js/index.[hash].js']);
  const dev = await devServer(dir);
  try {
    const answer = await fetch(`${dev.url}/html/index.html`);
    assert.equal(answer.status, 200);
    const devScripts = scripts(await answer.text());
    assert.ok(devScripts.includes('/static/js/index.js'), devScripts.join('\n'));
    assert.ok(
      devScripts.every((s) => s.startsWith('/static/js/')),
      devScripts.join('\n'),
    );
  } finally {
    await dev.stop();
  }
});

test('config/output/dist-path "SVG files no larger than the SVG limit ... never reach this folder, unless imported with ?url" and "Images ... are inlined instead, unless imported with ?url": a 62-byte SVG and a 300-byte PNG imported with ?url are written to static/svg/ and static/image/, the same PNG imported plainly is inlined', () => {
  for (const [en, zh] of [
    [
      'never reach this folder, unless imported with `?url`, which always emits the file here.',
      '不会出现在这个目录中；但通过 `?url` 引入时，总会作为文件输出到这里。',
    ],
    ['are inlined instead, unless imported with `?url`.', '会被内联，通过 `?url` 引入的除外。'],
    ['appear in no folder, unless imported with `?url` (see', '不会出现在任何目录中（通过 `?url` 引入的除外，参见'],
  ]) {
    pageSays('config/output/dist-path', { en, zh });
  }
  const { dir, files } = flatJsCss();
  const assets = files.filter((f) => /^static\/(svg|image)\//.test(f)).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.deepEqual(
    assets.sort(),
    ['static/image/logo.[hash].png', 'static/image/small-url.[hash].png', 'static/svg/icon.[hash].svg'],
    files.join('\n'),
  );
  assert.match(distText(dir, /^index\.[0-9a-f]{8}\.js$/), /data:image\/png;base64,/);
});

test('config/output/dist-path distPath.media "video and audio files ... that are emitted as separate files. Like images, those no larger than the media limit of output.dataUriLimit are inlined": a 2,000-byte .mp3 is inlined as data:audio/mpeg, a 20,000-byte one is written to static/media/', () => {
  pageSays('config/output/dist-path', {
    en: 'Like images, those no larger than the media limit of [output.dataUriLimit](/config/output/data-uri-limit) are inlined as data URIs instead.',
    zh: '与图片一样，不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 中 media 阈值的文件会被内联为 data URI。',
  });
  const { dir, files } = flatJsCss();
  assert.deepEqual(
    files.filter((f) => f.startsWith('static/media/')).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/media/song.[hash].mp3'],
    files.join('\n'),
  );
  assert.match(distText(dir, /^index\.[0-9a-f]{8}\.js$/), /data:audio\/mpeg;base64,/);
});

test('config/output/dist-path "The names of the scripts, stylesheets and assets in these folders are set by output.filename and output.filenameHash; HTML, WebAssembly, server and service worker files are named otherwise": with filename.js [name].custom.js and filenameHash false, only the web script and the image follow', () => {
  pageSays(
    'config/output/dist-path',
    {
      en: 'HTML, WebAssembly, server and service worker files are named otherwise, as their sections below say.',
      zh: 'HTML、WebAssembly、server 和 Service Worker 文件的命名方式不同，见下文各自的小节。',
    },
    {
      en: 'The file names inside these folders are set by',
      zh: '这些目录中的文件名由 [output.filename](/zh/config/output/filename) 和 [output.filenameHash](/zh/config/output/filename-hash) 决定。',
    },
  );
  const dir = project({
    'rsbuild.config.mjs':
      "export default { output: { targets: ['web', 'node', 'service-worker'], filename: { js: '[name].custom.js' }, filenameHash: false } };\n",
    'src/index.js': ["import logo from './logo.png';", "globalThis.urls = [logo, new URL('./add.wasm', import.meta.url).href];", ''].join(
      '\n',
    ),
    'src/logo.png': png(20_000),
    // The smallest WebAssembly module: its magic number and version.
    'src/add.wasm': Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
  });
  build(dir);
  const files = distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt'));
  for (const file of ['static/js/index.custom.js', 'static/image/logo.png', 'index.html', 'server/index.js', 'worker/index.js']) {
    assert.ok(files.includes(file), `${file} in\n${files.join('\n')}`);
  }
  assert.ok(
    files.some((f) => /^static\/wasm\/[0-9a-f]+\.module\.wasm$/.test(f)),
    files.join('\n'),
  );
  assert.ok(!files.some((f) => /^(server|worker)\/.*custom/.test(f)), files.join('\n'));
});

test('config/output/dist-path "a default production build of a small app looks like this": an entry with a stylesheet and an image and one dynamic import() with a stylesheet give the page\'s eight files, 797.[hash].js.LICENSE.txt beside the async chunk included', () => {
  pageSays('config/output/dist-path', {
    en: '        │   ├── 797.c76c2797.js\n        │   └── 797.c76c2797.js.LICENSE.txt\n        ├── index.5f40e994.js\n',
    zh: '        │   ├── 797.c76c2797.js\n        │   └── 797.c76c2797.js.LICENSE.txt\n        ├── index.5f40e994.js\n',
  });
  const dir = project({
    'src/index.js':
      "import './index.css';\nimport logo from './logo.png';\ndocument.body.innerHTML = `<img src=\"${logo}\">`;\nimport('./lazy').then((m) => m.run());\n",
    'src/index.css': '.a { color: red; }\n',
    'src/lazy.js': "import './lazy.css';\nexport function run() {\n  console.log('lazy');\n}\n",
    'src/lazy.css': '.b { color: blue; }\n',
    'src/logo.png': png(20_000),
  });
  build(dir);
  assert.deepEqual(generic(distFiles(dir)), [
    'index.html',
    'static/css/async/[id].[hash].css',
    'static/css/index.[hash].css',
    'static/image/logo.[hash].png',
    'static/js/async/[id].[hash].js',
    'static/js/async/[id].[hash].js.LICENSE.txt',
    'static/js/index.[hash].js',
    'static/js/index.[hash].js.LICENSE.txt',
  ]);
});

test('config/output/dist-path "Change the output directory of the compiled files": with root build, js assets/js, css assets/css, image assets/img and font assets/fonts, the build writes the page\'s tree, index.[hash].js.LICENSE.txt beside the script included', () => {
  pageSays('config/output/dist-path', {
    en: '    │   ├── index.[hash].js\n    │   └── index.[hash].js.LICENSE.txt\n',
    zh: '    │   ├── index.[hash].js\n    │   └── index.[hash].js.LICENSE.txt\n',
  });
  const dir = project({
    'rsbuild.config.mjs':
      "export default { output: { distPath: { root: 'build', js: 'assets/js', css: 'assets/css', image: 'assets/img', font: 'assets/fonts' } } };\n",
    'src/index.js': "import './index.css';\nimport logo from './logo.png';\ndocument.body.dataset.logo = logo;\n",
    'src/index.css': "@font-face { font-family: f; src: url('./f.woff2'); }\nbody { font-family: f; background: url('./bg.png'); }\n",
    'src/logo.png': png(20_000),
    'src/bg.png': png(20_001),
    'src/f.woff2': Buffer.alloc(20_000, 1),
    'public/robots.txt': 'User-agent: *\n',
    'public/downloads/manual.pdf': 'pdf',
  });
  build(dir);
  assert.deepEqual(generic(distFiles(dir, 'build')), [
    'assets/css/index.[hash].css',
    'assets/fonts/f.[hash].woff2',
    'assets/img/bg.[hash].png',
    'assets/img/logo.[hash].png',
    'assets/js/index.[hash].js',
    'assets/js/index.[hash].js.LICENSE.txt',
    'downloads/manual.pdf',
    'index.html',
    'robots.txt',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/title

/**
 * The project of the String form (title 'Acme Dashboard'), with the public/index.html of a Vue CLI project and its .env
 * beside it, built once: its folder, what the build printed and the built index.html.
 */
let acmeOnce: { dir: string; output: string; html: string } | undefined;
function acmeDashboard(): { dir: string; output: string; html: string } {
  if (acmeOnce) return acmeOnce;
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { title: 'Acme Dashboard' } };\n",
    'src/index.js': "console.log('app');\n",
    '.env': 'VUE_APP_TITLE=Vue CLI title\n',
    'public/index.html':
      '<!doctype html><html><head><title><%= process.env.VUE_APP_TITLE %></title></head><body><div id="app"></div></body></html>\n',
  });
  const { output } = build(dir);
  acmeOnce = { dir, output, html: distText(dir, /^index\.html$/) };
  return acmeOnce;
}

test('config/html/title "Rsbuild inserts a <title> unless the template has its own or html.inject is false": with title \'\' and inject false, the built-in template gets no <title> (nor any other tag)', () => {
  pageSays(
    'config/html/title',
    {
      en: 'Rsbuild inserts a `<title>` unless the template has its own or `html.inject` is `false` (next item).',
      zh: '除非模板中已有自己的 `<title>`，或者 `html.inject` 为 `false`（见下一条），Rsbuild 都会插入一个。',
    },
    { en: 'Rsbuild always inserts a `<title>`', zh: 'Rsbuild 就总会插入一个' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { title: '', inject: false } };\n",
    'src/index.js': "console.log('app');\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.doesNotMatch(html, /<title/, html);
  assert.match(html, /<head><\/head>/, html);
});

test('config/html/title String form "The generated index.html then contains the following, as rsbuild dev serves it; rsbuild build writes the same tags minified on one line, with the viewport as width=device-width,initial-scale=1"', async () => {
  pageSays('config/html/title', {
    en: '`rsbuild build` writes the same tags minified on one line, with the viewport as `width=device-width,initial-scale=1`:',
    zh: '`rsbuild build` 写出的是同样的标签，但压缩在一行中，viewport 写作 `width=device-width,initial-scale=1`）：',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, 'config/html/title').includes('<meta name="viewport" content="width=device-width, initial-scale=1.0">'), lang);
  }
  const { dir, html } = acmeDashboard();
  assert.match(
    html,
    /<head><title>Acme Dashboard<\/title><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><script /,
  );
  assert.ok(!html.includes('initial-scale=1.0'), html);
  const dev = await devServer(dir);
  try {
    const served = await (await fetch(`${dev.url}/`)).text();
    assert.match(
      served,
      /<head><title>Acme Dashboard<\/title><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1\.0"><script /,
    );
  } finally {
    await dev.stop();
  }
});

test('config/html/title "Vue CLI\'s <%= process.env.VUE_APP_TITLE %> in public/index.html, once that file is your html.template, fails here": without html.template the file is no template, the build succeeds and index.html is the generated page', () => {
  pageSays('config/html/title', {
    en: "Vue CLI's `<%= process.env.VUE_APP_TITLE %>` in `public/index.html`, once that file is your [html.template](/config/html/template), fails here with `Template execution failed: ReferenceError: process is not defined`.",
    zh: '把这个文件配置为 [html.template](/zh/config/html/template) 后，在 Rsbuild 中会报错 `Template execution failed: ReferenceError: process is not defined`。',
  });
  const { output, html } = acmeDashboard();
  assert.doesNotMatch(output, /Template execution failed|process is not defined/);
  assert.match(html, /<title>Acme Dashboard<\/title>/);
  assert.ok(!html.includes('VUE_APP_TITLE') && !html.includes('Vue CLI title') && !html.includes('id="app"'), html);
});
