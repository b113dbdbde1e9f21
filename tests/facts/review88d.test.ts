// Facts behind statements fixed in review 88 (slice d): config/source/entry and config/output/source-map, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/source/entry, "Entry description object", the row `publicPath`: "The public path for the files of this
//   entry". Not for all of them: Rspack puts an entry's publicPath into that entry's runtime (__webpack_require__.p),
//   which the code of the entry uses for the chunks it imports dynamically and the assets its JavaScript imports. The
//   <script> and <link> tags of the entry's HTML page and the url() of its CSS keep the build's public path
//   (output.assetPrefix, '/' by default): in a build with publicPath 'https://cdn.example.com/w/', widget.html loads
//   /static/js/widget.[hash].js and /static/css/widget.[hash].css from its own host, the background image of its CSS
//   comes from /static/image/, and the async chunk and the image imported by widget.js from the CDN.
// - config/source/entry, the row `filename`: "The name of the output file of this entry, instead of the name derived
//   from output.filename". It names the entry's JavaScript file only, relative to the output folder (filename
//   'widget.js' writes dist/widget.js, not a file in dist/static/js/); the entry's CSS file keeps its name
//   (static/css/widget.[hash].css), and widget.html loads both.
// - config/output/source-map, sourceMap.js: the example with 'hidden-source-map' uploads the maps "without letting
//   browsers (and visitors) find them", and "Production errors are hard to debug" gives them to a monitoring service
//   "without publishing them" with that value alone. hidden-source-map writes static/js/index.[hash].js.map next to the
//   script and leaves out the comment only; the name is the script's plus .map, and rsbuild preview (as any static
//   server holding the file) answers a request for it with the map and the original code in sourcesContent. Visitors
//   are kept out only when the .map files stay out of the deployment, which the page now says in both places.
// - config/output/source-map, sourceMap.js, the parts of a name: "`module`: maps to the original source as written, before
//   loaders transformed it", with the unsaid contrast that kinds without it map the loaders' output. In Rspack 0.5.9
//   module is set for every kind without cheap (@rspack/core dist/rspackOptionsApply.js, module: moduleMaps ? true :
//   cheap ? false : true), so it only changes the cheap kinds; and there only for JavaScript loaders: in development
//   builds cheap-source-map maps a .foo file of a loader added in tools.rspack to the loader's output, while the
//   TypeScript file that the built-in builtin:swc-loader compiles maps to the TypeScript as written, as with
//   cheap-module-source-map and source-map.
// - config/source/entry, "The entry option doesn't work": "a folder resolves to its index.js (or index.ts …) only". A
//   folder with a package.json resolves to the file it names as its entry point: source.entry { index: './src' } with
//   src/package.json { "main": "main.js" } builds src/main.js; without that package.json the build stops with
//   Resolve error: Can't resolve './src'.
// - config/output/source-map, the parts of a name: "Plain eval only labels the modules with their file names". In a
//   production build it does (//# sourceURL=webpack://fact/./src/index.js? and ./src/other.js?). In development,
//   0.5.9 sets output.devtoolModuleFilenameTemplate to a function of absoluteResourcePath
//   (core/src/plugins/basic.ts 55-62), and with plain eval every module's sourceURL comes out as the project folder:
//   index.js and other.js both carry //# sourceURL=<project folder>. No kind of map is written for eval; the
//   eval-source-map kinds give each module a data: URL map of its own file (sources ./src/index.js, ./src/other.js).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  distFiles,
  distText,
  hashed,
  pageSays,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** An image file of `size` bytes (a PNG signature, then filler): above the 10000 bytes that would be inlined. */
const image = (size: number): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(size - 4, 7)]);

test('config/source/entry "`publicPath` | The public path from which the code of this entry loads files at runtime": with an entry publicPath on a CDN, the entry\'s async chunk and the image its JavaScript imports come from the CDN, while its HTML page loads its script and CSS, and its CSS its url() image, from the build\'s public path', async (t) => {
  pageSays(
    'config/source/entry',
    {
      en: "| `publicPath` | The public path from which the code of this entry loads files at runtime: the chunks it imports dynamically and the assets its JavaScript imports. The `<script>` and `<link>` tags of its HTML page and the `url()` of its CSS keep the build's usual public path",
      zh: '| `publicPath` | 该入口的代码在运行时加载文件所用的公共路径，包括它动态导入的 chunk 和 JavaScript 中引用的资源。它的 HTML 页面中的 `<script>`、`<link>` 标签以及 CSS 中的 `url()` 仍使用构建通常的公共路径',
    },
    {
      en: '| `publicPath` | The public path for the files of this entry |',
      zh: '| `publicPath` | 该入口文件使用的公共路径 |',
    },
  );
  const dir = project({
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', widget: { import: './src/widget.js', publicPath: 'https://cdn.example.com/w/' } } } };\n",
    'src/index.js': "console.log('index');\n",
    'src/widget.js': [
      "import './widget.css';",
      "import photo from './photo.png';",
      "const box = document.createElement('div');",
      "box.className = 'w';",
      "box.textContent = 'widget';",
      'document.body.appendChild(box);',
      'const img = new Image();',
      'img.src = photo;',
      'document.body.appendChild(img);',
      "import('./lazy.js').then((m) => console.log(m.word));",
      '',
    ].join('\n'),
    'src/widget.css': '.w { width: 10px; height: 10px; background: url(./back.png); }\n',
    'src/lazy.js': "export const word = 'lazy loaded';\n",
    'src/photo.png': image(20_000),
    'src/back.png': image(20_001),
  });
  build(dir);
  const dist = path.join(dir, 'dist');
  const html = distText(dir, /^widget\.html$/);
  assert.deepEqual(
    [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => hashed([m[1]])[0]).filter((u) => u.includes('widget')),
    ['/static/js/widget.[hash].js', '/static/css/widget.[hash].css'],
  );
  assert.match(distText(dir, /^static\/css\/widget\./), /url\(\/static\/image\/back\.[0-9a-f]{8}\.png\)/);

  const origin = await staticHost(t, dist);
  const page = await browser().newPage();
  const requested: string[] = [];
  const printed: string[] = [];
  try {
    page.on('request', (r) => requested.push(r.url()));
    page.on('console', (m) => printed.push(m.text()));
    // The "CDN": answered from the same dist folder.
    await page.route('https://cdn.example.com/w/**', (route) => {
      const file = path.join(dist, new URL(route.request().url()).pathname.slice('/w/'.length));
      return fs.existsSync(file) ? route.fulfill({ body: fs.readFileSync(file) }) : route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${origin}/widget.html`);
    assert.ok(await waitFor(() => printed.includes('lazy loaded')), 'the async chunk ran');
    assert.ok(await waitFor(() => requested.some((u) => u.includes('/static/image/back.'))), 'the CSS background was requested');
    assert.ok(await waitFor(() => requested.some((u) => u.includes('/static/image/photo.'))), 'the imported image was requested');
    const where = (needle: string): string[] =>
      requested.filter((u) => u.includes(needle)).map((u) => (u.startsWith(origin) ? 'own host' : new URL(u).origin));
    assert.deepEqual(where('/static/js/widget.'), ['own host']);
    assert.deepEqual(where('/static/css/widget.'), ['own host']);
    assert.deepEqual(where('/static/image/back.'), ['own host']);
    assert.deepEqual(where('/static/js/async/'), ['https://cdn.example.com']);
    assert.deepEqual(where('/static/image/photo.'), ['https://cdn.example.com']);
  } finally {
    await page.close();
  }
});

test("config/source/entry \"`filename` | The name of this entry's JavaScript file, relative to the output folder\": filename 'widget.js' writes dist/widget.js, the entry's CSS keeps static/css/widget.[hash].css, and widget.html loads both", () => {
  pageSays(
    'config/source/entry',
    {
      en: "| `filename` | The name of this entry's JavaScript file, relative to the output folder, instead of the name derived from [output.filename](/config/output/filename): `filename: 'widget.js'` writes `dist/widget.js`, not a file in `dist/static/js/`. The entry's CSS file keeps its usual name |",
      zh: "| `filename` | 该入口 JavaScript 文件的名称，相对于产物目录，用于替代根据 [output.filename](/zh/config/output/filename) 得出的名称：`filename: 'widget.js'` 输出的是 `dist/widget.js`，而不是 `dist/static/js/` 下的文件。该入口的 CSS 文件名称不受影响 |",
    },
    {
      en: '| `filename` | The name of the output file of this entry, instead of the name derived from [output.filename](/config/output/filename) |',
      zh: '| `filename` | 该入口输出文件的名称，用于替代根据 [output.filename](/zh/config/output/filename) 得出的名称 |',
    },
  );
  const dir = project({
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', widget: { import: './src/widget.js', filename: 'widget.js' } } } };\n",
    'src/index.js': "console.log('index');\n",
    'src/widget.js': "import './widget.css';\nconsole.log('widget');\n",
    'src/widget.css': '.w { color: red; }\n',
  });
  build(dir);
  const files = hashed(distFiles(dir)).filter((f) => f.includes('widget') && !f.endsWith('.LICENSE.txt'));
  assert.deepEqual(files, ['static/css/widget.[hash].css', 'widget.html', 'widget.js']);
  const html = distText(dir, /^widget\.html$/);
  assert.deepEqual(
    [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => hashed([m[1]])[0]),
    ['/widget.js', '/static/css/widget.[hash].css'],
  );
});

test('config/output/source-map "without pointing browsers to them ... keep them out of the deployment": hidden-source-map writes index.[hash].js.map next to the script with no sourceMappingURL comment, and rsbuild preview hands the map, with the original code, to anyone who asks for its name', async () => {
  pageSays(
    'config/output/source-map',
    {
      en: 'Upload source maps to an error monitoring service without pointing browsers to them. The `.map` files are still written next to the JavaScript files, only without the comment that names them, so keep them out of the deployment: a server that has `index.[hash].js.map` gives it to anyone who asks for that name.',
      zh: '将 source map 上传到错误监控服务，但不让浏览器去加载它们。`.map` 文件仍然会生成在 JavaScript 文件旁边，只是产物里没有指向它们的注释，所以不要把它们部署上线：服务器上只要有 `index.[hash].js.map`，任何人按这个文件名请求都能拿到。',
    },
    {
      en: 'without letting browsers (and visitors) find them',
      zh: '同时不让浏览器（以及访问者）找到它们',
    },
  );
  pageSays(
    'config/output/source-map',
    {
      en: "use `'hidden-source-map'` and leave the `.map` files out of the deployment (see [sourceMap.js](#sourcemapjs)).",
      zh: "请使用 `'hidden-source-map'`，并且不要部署 `.map` 文件（参见 [sourceMap.js](#sourcemapjs)）。",
    },
    {
      en: "without publishing them, use `'hidden-source-map'` (see [sourceMap.js](#sourcemapjs)).",
      zh: "不对外公开，请使用 `'hidden-source-map'`（参见 [sourceMap.js](#sourcemapjs)）。",
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'hidden-source-map' } } };\n",
    'src/index.js': "const secretGreeting = 'kept in the map';\ndocument.body.textContent = secretGreeting;\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => /^static\/js\/index\.[0-9a-f]{8}\.js(\.map)?$/.test(f));
  assert.equal(js.length, 2, `the script and its map: ${js.join(', ')}`);
  const [script, map] = js;
  assert.equal(map, `${script}.map`);
  assert.doesNotMatch(distText(dir, /^static\/js\/.*\.js$/), /sourceMappingURL/);
  assert.doesNotMatch(distText(dir, /\.html$/), /\.map/);

  const server = await previewServer(dir);
  try {
    const res = await fetch(`${server.url}/${map}`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { sourcesContent: string[] };
    assert.ok(body.sourcesContent.some((s) => s.includes("const secretGreeting = 'kept in the map';")));
  } finally {
    await server.stop();
  }
});

test('config/output/source-map "`module` ... only changes the `cheap` kinds": in development builds, cheap-source-map maps a file of a JavaScript loader added in tools.rspack to the loader\'s output and cheap-module-source-map and source-map to the file as written; a TypeScript file compiled by the built-in SWC loader maps to the TypeScript as written with all three', () => {
  pageSays('config/output/source-map', {
    en: "It only changes the `cheap` kinds, as the others always map to the original: without `module`, a `cheap` kind maps a file that a JavaScript loader handled (one added in [tools.rspack](/config/tools/rspack), for example) to that loader's output. The JavaScript and TypeScript files that Rsbuild compiles with its built-in SWC loader map to the source as written either way in 0.5.9.",
    zh: '它只影响带 `cheap` 的类型，其他类型总是映射到原始源码：不带 `module` 时，`cheap` 类型会把经过 JavaScript loader（例如在 [tools.rspack](/zh/config/tools/rspack) 中添加的 loader）处理的文件映射到该 loader 的输出。而 Rsbuild 用内置 SWC loader 编译的 JavaScript 和 TypeScript 文件，在 0.5.9 中无论是否带 `module` 都会映射到原始源码。',
  });
  const typescript = "interface User {\n  name: string;\n}\nconst user: User = { name: 'a' };\nconsole.log(user);\nimport './extra.foo';\n";
  const foo = "console.log('one');\nconsole.log('two');\n";
  const dir = project({
    'rsbuild.config.mjs': [
      "import path from 'node:path';",
      'export default {',
      '  output: { sourceMap: { js: process.env.KIND } },',
      "  tools: { rspack: { module: { rules: [{ test: /\\.foo$/, type: 'javascript/auto', use: [path.resolve('loader.cjs')] }] } } },",
      '};',
      '',
    ].join('\n'),
    // A loader that adds two comment lines and returns a map from its output back to the file as written.
    'loader.cjs': [
      'module.exports = function (src) {',
      "  const out = '// added by the loader 1\\n// added by the loader 2\\n' + src;",
      "  const mappings = ';;' + src.split('\\n').map((_, i) => (i === 0 ? 'AAAA' : 'AACA')).join(';');",
      '  this.callback(null, out, { version: 3, sources: [this.resourcePath], sourcesContent: [src], names: [], mappings });',
      '};',
      '',
    ].join('\n'),
    'src/index.ts': typescript,
    'src/extra.foo': foo,
  });
  /** What the map of the built script holds as the text of each of the two files. */
  const mapped = (kind: string): { ts: string; foo: string } => {
    build(dir, { NODE_ENV: 'development', KIND: kind });
    const map = JSON.parse(distText(dir, /^static\/js\/index\.js\.map$/)) as { sources: string[]; sourcesContent: string[] };
    const of = (name: string): string => map.sourcesContent[map.sources.findIndex((s) => s.endsWith(name))];
    return { ts: of('src/index.ts'), foo: of('src/extra.foo') };
  };
  const loaderOutput = `// added by the loader 1\n// added by the loader 2\n${foo}`;
  assert.deepEqual(mapped('cheap-source-map'), { ts: typescript, foo: loaderOutput });
  assert.deepEqual(mapped('cheap-module-source-map'), { ts: typescript, foo });
  assert.deepEqual(mapped('source-map'), { ts: typescript, foo });
});

test("config/source/entry \"a folder resolves to its `index.js` (or `index.ts` …), or to the file that a `package.json` inside it names as its entry point\": source.entry { index: './src' } builds src/main.js when src/package.json says main: main.js, and stops with Can't resolve './src' without it", () => {
  pageSays(
    'config/source/entry',
    {
      en: 'a folder resolves to its `index.js` (or `index.ts` …), or to the file that a `package.json` inside it names as its entry point (in `main`, for example), not to any other file, so name the file,',
      zh: '目录只会解析到其中的 `index.js`（或 `index.ts` 等），或者目录里 `package.json` 指定的入口文件（例如 `main` 字段），不会解析到其他文件，请写出具体文件',
    },
    {
      en: 'a folder resolves to its `index.js` (or `index.ts` …) only, so name the file,',
      zh: '目录只会解析到其中的 `index.js`（或 `index.ts` 等），请写出具体文件',
    },
  );
  const files = {
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src' } } };\n",
    'src/main.js': "console.log('from-main');\n",
  };
  const withMain = project({ ...files, 'src/package.json': '{ "main": "main.js" }\n' });
  build(withMain);
  assert.match(distText(withMain, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /from-main/);

  const without = rsbuild(project(files), ['build']);
  assert.notEqual(without.code, 0);
  assert.match(without.output, /Resolve error: Can't resolve '\.\/src' in '/);
});

test('config/output/source-map "Plain `eval` attaches no map, only a `sourceURL` comment that names each module": js \'eval\' names src/index.js and src/other.js webpack://fact/./src/... in a production build, and both after the project folder in a development build; eval-source-map gives each module a data: URL map of its own file', () => {
  pageSays(
    'config/output/source-map',
    {
      en: 'Plain `eval` attaches no map, only a `sourceURL` comment that names each module: in production its file (`webpack://<package name>/./src/index.js`), but in development 0.5.9 gives every module the path of the project folder, the same name for all. The `eval-*source-map` kinds attach a map to each module.',
      zh: '单独的 `eval` 不生成 source map，只用一条 `sourceURL` 注释标注每个模块：生产模式下是模块的文件（`webpack://<包名>/./src/index.js`），但在开发模式下，0.5.9 给每个模块标注的都是项目目录的路径，所有模块同名。`eval-*source-map` 系列则会为每个模块附加 source map。',
    },
    {
      en: 'Plain `eval` only labels the modules with their file names',
      zh: '单独的 `eval` 只会用文件名标注各个模块',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { output: { sourceMap: { js: process.env.KIND } } };\n',
    'src/index.js': "import './other.js';\nconsole.log('from index');\n",
    'src/other.js': "console.log('from other');\n",
  });
  /** The script of a build: its sourceURL names, and whether it has a map of any kind. */
  const script = (kind: string, NODE_ENV: string): { names: string[]; text: string } => {
    build(dir, { NODE_ENV, KIND: kind });
    assert.deepEqual(
      distFiles(dir).filter((f) => f.endsWith('.map')),
      [],
    );
    const text = distText(dir, /^static\/js\/index\.([0-9a-f]{8}\.)?js$/);
    return { names: [...text.matchAll(/sourceURL=([^"'\\]+)/g)].map((m) => m[1]), text };
  };

  const prod = script('eval', 'production');
  assert.deepEqual(prod.names.sort(), ['webpack://fact/./src/index.js?', 'webpack://fact/./src/other.js?']);
  assert.doesNotMatch(prod.text, /sourceMappingURL/);

  const dev = script('eval', 'development');
  assert.equal(dev.names.length, 2);
  assert.ok(
    dev.names.every((n) => n === dir || n === fs.realpathSync(dir)),
    `both modules are named after the project folder: ${dev.names.join(', ')}`,
  );
  assert.doesNotMatch(dev.text, /sourceMappingURL/);

  const mapped = script('eval-source-map', 'development');
  const maps = [...mapped.text.matchAll(/sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/g)].map(
    (m) => (JSON.parse(Buffer.from(m[1], 'base64').toString('utf8')) as { sources: string[] }).sources,
  );
  assert.deepEqual(maps.flat().sort(), ['./src/index.js', './src/other.js']);
});
