// Facts behind the thirty-seventh round's (a) items, as readers describe the problem: the url path in CSS to load
// static fonts not correct after build (config/output/asset-prefix, item 1); publicPath 到底怎么用 (config/output/asset-prefix
// and config/dev/asset-prefix, item 2); deleting outdated output files automatically after a build
// (config/output/clean-dist-path, item 3); lute.min.js 和 i18n 文件为什么要走 CDN, npm 包里有这两个文件
// (config/output/copy, item 4); 打包出来的 CSS 都包含到了 HTML 里, 能单独打包成 CSS 文件吗 (config/output/inline-styles,
// item 5); source code shown in the production build in the devtools (config/output/source-map, item 6); 打包后细碎的
// js 文件太多, 能合并成一个 js 吗 (config/performance/chunk-split, item 7); Cannot GET /app/apache/1.0.2/details on a
// refresh (config/server/history-api-fallback, item 8); a dev server in docker-compose that gives no response at
// http://localhost:8080 (config/server/host, item 9); images in src/img not going to dist/img (config/output/copy,
// item 10); configuring contentBase to serve static files (config/server/public-dir, item 11); xxx.model3.json 一直 404
// (config/server/public-dir, item 12). Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with
// Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - config/output/asset-prefix (1): the question is vuejs/vue-cli#568; not run.
// - config/output/asset-prefix (2): the question is xiaoyunchen/webpack#3; webpack's and Vue CLI's publicPath are not run.
// - config/output/clean-dist-path (3): the question is webpack/webpack#1839; webpack's output.clean and
//   clean-webpack-plugin are not run.
// - config/output/copy (4): the report is Vanessa219/vditor#1419, where the page loads
//   https://unpkg.com/vditor@3.9.3/dist/js/i18n/zh_CN.js and …/dist/js/lute/lute.min.js; that Vditor builds these URLs
//   from its `cdn` option is Vditor's documentation (its maintainers point there in the report). A package of ours
//   named vditor, which loads `${cdn}/dist/js/lute/lute.min.js` with a <script> as Vditor does, stands in for it.
// - config/output/inline-styles (5): the question is nuxt-modules/style-resources#20 (Nuxt); not run.
// - config/output/source-map (6): the report is preactjs/preact#1809; what the Sources panel lists is a map's
//   `sources`, which is what the test reads.
// - config/performance/chunk-split (7): the question is vuepress/core#1463 (VuePress); three import() modules stand in
//   for its hundreds of page chunks.
// - config/server/history-api-fallback (8): the report is bripkens/connect-history-api-fallback#27 (an older version of
//   that package); the servers of 0.5.9 are what the test asks.
// - config/server/host (9): the report is StephenGrider/ReduxSimpleStarter#236. Docker and docker-compose are not run:
//   publishing a port with `ports:` is Docker's documentation. The machine's non-loopback address stands in for a
//   request that comes from outside the container.
// - config/output/copy (10): the report is nystudio107/craft#67; not run.
// - config/server/public-dir (11): the question is neutrinojs/neutrino#214; that webpack-dev-server 3 called the option
//   contentBase and version 4 renamed it static is webpack-dev-server's documentation.
// - config/server/public-dir (12): the report is chendishen/react-live2d#7; no Live2D library is run: a JSON file named
//   Haru.model3.json and a file beside it stand in for a model.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  hashed,
  previewServer,
  project,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const HELLO = { 'src/index.js': "document.getElementById('root').textContent = 'hello from the bundle';\n" };
const HTML = { accept: 'text/html,application/xhtml+xml' };
const config = (text: string) => ({ 'rsbuild.config.mjs': `export default ${text};\n` });
/** The output files, hashes as [hash], without the .LICENSE.txt files of legal comments. */
const outputFiles = (dir: string, dist = 'dist'): string[] => hashed(distFiles(dir, dist)).filter((f) => !f.endsWith('.LICENSE.txt'));

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix (1): url path in css to load static fonts not correct after build

const FONT_APP = {
  'src/fonts/icons.woff': Buffer.alloc(12_000, 7),
  'src/index.css': "@font-face { font-family: Icons; src: url('./fonts/icons.woff') format('woff'); }\nbody { font-family: Icons; }\n",
  'src/index.js': "import './index.css';\n",
};

test('config/output/asset-prefix "url path in css to load static fonts not correct after build": the font goes to static/font/icons.[hash].woff; the built CSS says url(/static/font/…) by default, url(/shop/static/font/…) with "/shop/" and url(../../static/font/…) with "auto"', () => {
  const expected: [string, RegExp][] = [
    ['{}', /url\(\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/],
    ["{ output: { assetPrefix: '/shop/' } }", /url\(\/shop\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/],
    ["{ output: { assetPrefix: 'auto' } }", /url\(\.\.\/\.\.\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/],
  ];
  for (const [cfg, re] of expected) {
    const dir = project({ ...FONT_APP, ...config(cfg) });
    build(dir);
    assert.ok(outputFiles(dir).includes('static/font/icons.[hash].woff'), cfg);
    assert.match(distText(dir, /\.css$/), re, cfg);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix, config/dev/asset-prefix (2): publicPath 到底怎么用呢

test('config/output/asset-prefix "publicPath 到底怎么用呢": output.assetPrefix "/shop/" makes the built HTML load /shop/static/js/index.[hash].js, the CSS say url(/shop/static/image/…) and the JS give an imported image as /shop/static/image/… (seen in a page served under /shop/), while the files stay at dist/static/; dev.assetPrefix "/shop/" makes the dev page load /shop/static/js/index.js, which the dev server serves', async (t) => {
  const dir = project({
    'src/logo.png': Buffer.alloc(12_000, 5),
    'src/index.css': ".box { background: url('./logo.png'); }\n",
    'src/index.js': "import logo from './logo.png';\nimport './index.css';\ndocument.getElementById('root').textContent = logo;\n",
    ...config("{ dev: { assetPrefix: '/shop/' }, output: { assetPrefix: '/shop/' } }"),
  });
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /src="\/shop\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.match(distText(dir, /\.css$/), /url\(\/shop\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
  assert.deepEqual(outputFiles(dir), [
    'index.html',
    'static/css/index.[hash].css',
    'static/image/logo.[hash].png',
    'static/js/index.[hash].js',
  ]);
  const host = await staticHost(t, path.join(dir, 'dist'), { folder: 'shop' });
  const seen = await visit(browser(), `${host}/shop/`, () => document.getElementById('root')?.textContent ?? '');
  assert.equal(seen.errors.length, 0, seen.errors.join('\n'));
  assert.match(seen.value, /^\/shop\/static\/image\/logo\.[0-9a-f]{8}\.png$/);
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`, { headers: HTML })).text();
    assert.match(html, /src="\/shop\/static\/js\/index\.js"/);
    assert.equal((await fetch(`${server.url}/shop/static/js/index.js`)).status, 200);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path (3): delete outdated output files automatically after build

test('config/output/clean-dist-path "delete outdated output files automatically after build": inside the project, a second build with changed code leaves only the new hashed file; outside it the old one stays, with a warning; cleanDistPath: true removes it there too', () => {
  const twice = (cfg: string, dist: string): { files: string[]; output: string } => {
    const dir = project({ ...HELLO, ...config(cfg) });
    build(dir);
    fs.appendFileSync(path.join(dir, 'src/index.js'), "console.log('changed');\n");
    const { output } = build(dir);
    return { files: distFiles(dir, dist).filter((f) => f.endsWith('.js')), output };
  };
  assert.equal(twice('{}', 'dist').files.length, 1);
  const outName = `../${path.basename(fs.mkdtempSync(path.join(os.tmpdir(), 'r37a-out-')))}`;
  const outside = twice(`{ output: { distPath: { root: '${outName}' } } }`, outName);
  assert.equal(outside.files.length, 2, outside.files.join(', '));
  assert.match(outside.output, /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
  const outName2 = `../${path.basename(fs.mkdtempSync(path.join(os.tmpdir(), 'r37a-out-')))}`;
  assert.equal(twice(`{ output: { distPath: { root: '${outName2}' }, cleanDistPath: true } }`, outName2).files.length, 1);
  for (const o of [outName, outName2]) process.on('exit', () => fs.rmSync(path.join(os.tmpdir(), o), { recursive: true, force: true }));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy (4): lute.min.js 和 i18n 文件为什么要走 cdn，安装的 npm 包里是有这两个文件的，不可以直接引入吗

const EDITOR_APP = {
  'node_modules/vditor/package.json': '{ "name": "vditor", "version": "3.9.3", "main": "index.js" }\n',
  'node_modules/vditor/index.js': [
    "export default function Vditor(el, { cdn = 'https://unpkg.com/vditor@3.9.3' } = {}) {",
    '  const script = document.createElement("script");',
    '  script.src = `${cdn}/dist/js/lute/lute.min.js`;',
    '  script.onload = () => { el.textContent = window.Lute.name; };',
    '  document.head.appendChild(script);',
    '}',
    '',
  ].join('\n'),
  'node_modules/vditor/dist/js/lute/lute.min.js': "window.Lute = { name: 'lute from this site' };\n",
  'node_modules/vditor/dist/js/i18n/zh_CN.js': "window.VditorI18n = { lang: 'zh_CN' };\n",
  'src/index.js': "import Vditor from 'vditor';\nVditor(document.getElementById('root'), { cdn: '/vditor' });\n",
  ...config("{ output: { copy: [{ from: './node_modules/vditor/dist', to: 'vditor/dist' }] } }"),
};

test('config/output/copy "lute.min.js和i18n文件为什么要走cdn 安装的npm包里是有这两个文件的 不可以直接引入吗": copying node_modules/vditor/dist to vditor/dist serves /vditor/dist/js/lute/lute.min.js and …/i18n/zh_CN.js in rsbuild dev, writes them to dist/vditor/dist/js/, and a library loading `${cdn}/dist/js/lute/lute.min.js` with cdn "/vditor" works in dev and preview', async () => {
  const dir = project(EDITOR_APP);
  const read = () => document.getElementById('root')?.textContent ?? '';
  const dev = await devServer(dir);
  try {
    assert.equal((await fetch(`${dev.url}/vditor/dist/js/i18n/zh_CN.js`)).status, 200);
    assert.deepEqual(await visit(browser(), `${dev.url}/`, read), { errors: [], value: 'lute from this site' });
  } finally {
    await dev.stop();
  }
  build(dir);
  const files = distFiles(dir);
  assert.ok(files.includes('vditor/dist/js/lute/lute.min.js'), files.join(', '));
  assert.ok(files.includes('vditor/dist/js/i18n/zh_CN.js'), files.join(', '));
  const preview = await previewServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${preview.url}/`, read), { errors: [], value: 'lute from this site' });
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-styles (5): 打包出来的css都包含到了html文件里 能单独打包出来到css文件吗

const CSS_APP = {
  'src/index.css': '.fact-box { color: red; margin: 3px; }\n',
  'src/index.js': "import './index.css';\ndocument.getElementById('root').className = 'fact-box';\n",
};

test('config/output/inline-styles "打包出来的css都包含到了html文件里 能单独打包出来到css文件吗": by default the build writes static/css/index.[hash].css, linked from the HTML, with no <style>; inlineStyles: true puts it in a <style> and writes no .css file; injectStyles: true writes no .css file and no <style> in the HTML, the CSS sits in the JS, which adds a <style> to the page when it runs', async () => {
  const plain = project(CSS_APP);
  build(plain);
  const html = fs.readFileSync(path.join(plain, 'dist/index.html'), 'utf8');
  assert.ok(outputFiles(plain).includes('static/css/index.[hash].css'));
  assert.match(html, /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  assert.doesNotMatch(html, /<style/);
  const inline = project({ ...CSS_APP, ...config('{ output: { inlineStyles: true } }') });
  build(inline);
  assert.match(fs.readFileSync(path.join(inline, 'dist/index.html'), 'utf8'), /<style>[^<]*\.fact-box\{/);
  assert.equal(outputFiles(inline).filter((f) => f.endsWith('.css')).length, 0);
  const injected = project({ ...CSS_APP, ...config('{ output: { injectStyles: true } }') });
  build(injected);
  const injectedHtml = fs.readFileSync(path.join(injected, 'dist/index.html'), 'utf8');
  assert.equal(outputFiles(injected).filter((f) => f.endsWith('.css')).length, 0);
  assert.doesNotMatch(injectedHtml, /<style|rel="stylesheet"/);
  assert.match(distText(injected, /\.js$/), /\.fact-box\s*\{/);
  const styled = await buildAndVisit(browser(), injected, () => {
    const box = document.querySelector('.fact-box');
    return { styles: document.querySelectorAll('style').length, color: box ? getComputedStyle(box).color : '' };
  });
  assert.deepEqual(styled.errors, []);
  assert.ok(styled.value.styles > 0);
  assert.equal(styled.value.color, 'rgb(255, 0, 0)');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map (6): Source Code is shown in Production Build in dev tools

test('config/output/source-map "Source Code is shown in Production Build in dev tools": a default build writes no .map and no sourceMappingURL; rsbuild dev serves index.js with a sourceMappingURL to a map whose sourcesContent holds src/index.js; sourceMap.js "source-map" writes maps; a devtool in tools.rspack writes them even with js: false', async () => {
  const secret = { 'src/index.js': "const secretOfOurs = 'kept in the source';\ndocument.title = secretOfOurs;\n" };
  const plain = project(secret);
  build(plain);
  assert.equal(distFiles(plain).filter((f) => f.endsWith('.map')).length, 0);
  assert.doesNotMatch(distText(plain, /\.js$/), /sourceMappingURL/);
  const dev = await devServer(plain);
  try {
    const js = await (await fetch(`${dev.url}/static/js/index.js`)).text();
    assert.match(js, /sourceMappingURL=index\.js\.map/);
    const map = await (await fetch(`${dev.url}/static/js/index.js.map`)).json();
    assert.ok(map.sourcesContent.some((s: string | null) => s?.includes('secretOfOurs')));
  } finally {
    await dev.stop();
  }
  for (const cfg of [
    "{ output: { sourceMap: { js: 'source-map' } } }",
    "{ output: { sourceMap: { js: false } }, tools: { rspack: { devtool: 'source-map' } } }",
  ]) {
    const dir = project({ ...secret, ...config(cfg) });
    build(dir);
    assert.ok(
      distFiles(dir).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(f)),
      cfg,
    );
    assert.match(distText(dir, /\.map$/), /secretOfOurs/, cfg);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/chunk-split (7): 打包后的细碎的js文件太多了 加载几百个js文件 能合并成一个js吗

const LAZY_APP = {
  'src/pages/a.js': "export default 'page a';\n",
  'src/pages/b.js': "export default 'page b';\n",
  'src/pages/c.js': "export default 'page c';\n",
  'src/index.js': [
    "const root = document.getElementById('root');",
    "Promise.all([import('./pages/a.js'), import('./pages/b.js'), import('./pages/c.js')])",
    "  .then((mods) => { root.textContent = mods.map((m) => m.default).join(', '); });",
    '',
  ].join('\n'),
};

test('config/performance/chunk-split "打包后的细碎的js文件太多了 加载几百个js文件 能合并成一个js吗": each import() gives a file of static/js/async/, with all-in-one too; all-in-one with output.asyncChunks false in tools.rspack leaves one JS file, and the page still renders the three modules', async () => {
  const plain = project(LAZY_APP);
  build(plain);
  assert.equal(outputFiles(plain).filter((f) => f.startsWith('static/js/async/')).length, 3);
  const allInOne = project({ ...LAZY_APP, ...config("{ performance: { chunkSplit: { strategy: 'all-in-one' } } }") });
  build(allInOne);
  assert.equal(outputFiles(allInOne).filter((f) => f.startsWith('static/js/async/')).length, 3);
  const one = project({
    ...LAZY_APP,
    ...config("{ performance: { chunkSplit: { strategy: 'all-in-one' } }, tools: { rspack: { output: { asyncChunks: false } } } }"),
  });
  build(one);
  assert.deepEqual(
    outputFiles(one).filter((f) => f.endsWith('.js')),
    ['static/js/index.[hash].js'],
  );
  const preview = await previewServer(one);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.getElementById('root')?.textContent ?? '');
    assert.deepEqual(seen, { errors: [], value: 'page a, page b, page c' });
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback (8): Cannot GET /app/apache/1.0.2/details when I refresh the browser

test('config/server/history-api-fallback "Cannot GET /app/apache/1.0.2/details when I refresh the browser": rsbuild dev and rsbuild preview answer /app/apache/1.0.2/details with index.html (200) by default, with htmlFallback false and historyApiFallback true, and with disableDotRule; /app/apache/1.0.2 (a dot in the last part) gets 404 with historyApiFallback true', async () => {
  const configs = [
    '{}',
    '{ server: { htmlFallback: false, historyApiFallback: true } }',
    '{ server: { htmlFallback: false, historyApiFallback: { disableDotRule: true } } }',
  ];
  for (const cfg of configs) {
    const dir = project({ ...HELLO, ...config(cfg) });
    for (const start of [devServer, previewServer]) {
      // rsbuild dev empties dist when it starts: build right before the preview
      if (start === previewServer) build(dir);
      const server = await start(dir);
      try {
        const res = await fetch(`${server.url}/app/apache/1.0.2/details`, { headers: HTML });
        assert.equal(res.status, 200, `${cfg} ${start.name}`);
        assert.match(await res.text(), /<div id="root"><\/div>/, `${cfg} ${start.name}`);
        if (cfg === configs[1]) {
          assert.equal((await fetch(`${server.url}/app/apache/1.0.2`, { headers: HTML })).status, 404, start.name);
        }
      } finally {
        await server.stop();
      }
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host (9): docker-compose webpack dev server no response at http://localhost:8080 from browser

const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

test('config/server/host "docker-compose webpack dev server no response at http://localhost:8080 from browser": the default host answers on the machine\'s non-loopback address as on localhost; with host "localhost" that address gets no answer', {
  skip: outsideAddress ? false : 'no non-loopback IPv4 address on this machine',
}, async () => {
  const plain = project(HELLO);
  const open = await devServer(plain);
  try {
    assert.equal((await fetch(`http://${outsideAddress}:${open.port}/`, { headers: HTML })).status, 200);
  } finally {
    await open.stop();
  }
  const local = project({ ...HELLO, ...config("{ server: { host: 'localhost' } }") });
  const closed = await devServer(local);
  try {
    assert.equal((await fetch(`${closed.url}/`, { headers: HTML })).status, 200);
    await assert.rejects(fetch(`http://${outsideAddress}:${closed.port}/`, { headers: HTML }));
  } finally {
    await closed.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy (10): Images in src/img not going to dist/img

test('config/output/copy "Images in src/img not going to dist/img": images of src/img that no module imports are not in dist; copy [{ from: "./src/img", to: "img" }] writes dist/img/ with its subfolders, and rsbuild dev serves /img/photo.png', async () => {
  const files = {
    ...HELLO,
    'src/img/photo.png': Buffer.alloc(300, 1),
    'src/img/icons/arrow.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  };
  const plain = project(files);
  build(plain);
  assert.deepEqual(outputFiles(plain), ['index.html', 'static/js/index.[hash].js']);
  const copied = project({ ...files, ...config("{ output: { copy: [{ from: './src/img', to: 'img' }] } }") });
  build(copied);
  const out = distFiles(copied);
  assert.ok(out.includes('img/photo.png') && out.includes('img/icons/arrow.svg'), out.join(', '));
  const dev = await devServer(copied);
  try {
    const res = await fetch(`${dev.url}/img/photo.png`);
    assert.equal(res.status, 200);
    assert.equal((await res.arrayBuffer()).byteLength, 300);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (11): Allow to configure contentBase to serve my static files

test('config/server/public-dir "Allow to configure contentBase to serve my static files": with publicDir { name: "static" }, rsbuild dev serves static/files/notes.txt at /files/notes.txt and the build copies it to dist/files/notes.txt', async () => {
  const dir = project({ ...HELLO, 'static/files/notes.txt': 'ours\n', ...config("{ server: { publicDir: { name: 'static' } } }") });
  const dev = await devServer(dir);
  try {
    const res = await fetch(`${dev.url}/files/notes.txt`);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'ours\n');
  } finally {
    await dev.stop();
  }
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/files/notes.txt'), 'utf8'), 'ours\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (12): 提示找不到xxx.model3.json 文件路径也是正确的 一直显示404

test('config/server/public-dir "提示找不到xxx.model3.json 文件路径也是正确的 一直显示404": a model in src/live2d gets an empty 404 from rsbuild dev when asked for JSON and index.html for */*; in public/live2d it is served as application/json with the file beside it, and copied to dist/live2d/', async () => {
  const model = JSON.stringify({ Version: 3, FileReferences: { Moc: 'Haru.moc3' } });
  const moc = Buffer.alloc(64, 3);
  const inSrc = project({ ...HELLO, 'src/live2d/Haru.model3.json': model, 'src/live2d/Haru.moc3': moc });
  const dev = await devServer(inSrc);
  try {
    const json = await fetch(`${dev.url}/src/live2d/Haru.model3.json`, { headers: { accept: 'application/json' } });
    assert.equal(json.status, 404);
    assert.equal(await json.text(), '');
    const any = await fetch(`${dev.url}/src/live2d/Haru.model3.json`, { headers: { accept: '*/*' } });
    assert.match(any.headers.get('content-type') ?? '', /text\/html/);
  } finally {
    await dev.stop();
  }
  const inPublic = project({ ...HELLO, 'public/live2d/Haru.model3.json': model, 'public/live2d/Haru.moc3': moc });
  const dev2 = await devServer(inPublic);
  try {
    const res = await fetch(`${dev2.url}/live2d/Haru.model3.json`, { headers: { accept: 'application/json' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await res.json(), JSON.parse(model));
    assert.equal((await fetch(`${dev2.url}/live2d/Haru.moc3`)).status, 200);
  } finally {
    await dev2.stop();
  }
  build(inPublic);
  const files = distFiles(inPublic);
  assert.ok(files.includes('live2d/Haru.model3.json') && files.includes('live2d/Haru.moc3'), files.join(', '));
});
