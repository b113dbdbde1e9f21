// Facts behind the twenty-third round's (b) items, as readers describe the problem: SVG images embedded into the JS
// bundle, the main JS file (UmiJS's umi.js) in a static folder, a woff font's path becoming static/css/static/fonts
// with a relative assetPrefix, images chosen at run time with require, require of a local image left for the browser,
// and a .yml file copied to the root of dist (CopyWebpackPlugin). Each runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project). Items resting on other sources are noted at their section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  build,
  buildAndVisit,
  devServer,
  previewServer,
  distFiles,
  distText,
  hashed,
  project,
  rsbuild,
  sharedBrowser,
} from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!--${'x'.repeat(2000)}--><rect width="10" height="10"/></svg>\n`;

test('config/output/data-uri-limit "Disable embedding of SVG images into the JS bundle": by default a 2,000-byte SVG is inlined as data:image/svg+xml;base64 into the JS (import) and the CSS (url()), no .svg file; dataUriLimit { svg: 0 } emits dist/static/svg/icon.[hash].svg, referenced from both, while a small PNG stays inlined', () => {
  const files = {
    'src/icon.svg': SVG,
    'src/dot.png': Buffer.alloc(2000, 1),
    'src/a.css': '.a { background: url(./icon.svg); }\n',
    'src/index.js':
      "import icon from './icon.svg';\nimport dot from './dot.png';\nimport './a.css';\ndocument.body.dataset.icon = icon;\ndocument.body.dataset.dot = dot;\n",
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /^static\/js\/.*\.js$/), /data:image\/svg\+xml;base64,/);
  assert.match(distText(plain, /^static\/css\/.*\.css$/), /data:image\/svg\+xml;base64,/);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.svg')),
    [],
  );
  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { svg: 0 } } };\n' });
  build(off);
  const svgs = distFiles(off).filter((f) => f.endsWith('.svg'));
  assert.deepEqual(hashed(svgs), ['static/svg/icon.[hash].svg']);
  const js = distText(off, /^static\/js\/.*\.js$/);
  assert.ok(js.includes(svgs[0]));
  assert.doesNotMatch(js, /data:image\/svg\+xml/);
  assert.match(js, /data:image\/png;base64,/);
  assert.ok(distText(off, /^static\/css\/.*\.css$/).includes(`url(/${svgs[0]})`));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path
//
// That umi writes umi.js at the root of dist rests on umi's documentation (its outputPath 'dist', no JS folder), not
// run here.

/** The JS files of dist, the hash and a lazy chunk's numeric id written as [hash] and [id]. */
const jsFiles = (dir: string) =>
  hashed(distFiles(dir).filter((f) => f.endsWith('.js'))).map((f) => f.replace(/async\/\d+\./, 'async/[id].'));

test("config/output/dist-path \"Pack the main JS file into the static folder, like umi's umi.js\": by default the entry script is dist/static/js/index.[hash].js; js 'static' puts it in dist/static/ and a lazy chunk in static/async; entry { umi } names it umi (and its page umi.html), filenameHash false drops the hash: dist/static/umi.js, loaded by umi.html", () => {
  const files = {
    'src/lazy.js': 'export const x = 1;\n',
    'src/index.js': "import('./lazy.js').then((m) => { document.body.dataset.x = m.x; });\n",
  };
  const plain = project(files);
  build(plain);
  assert.deepEqual(jsFiles(plain), ['static/js/async/[id].[hash].js', 'static/js/index.[hash].js']);
  const flat = project({ ...files, 'rsbuild.config.mjs': "export default { output: { distPath: { js: 'static' } } };\n" });
  build(flat);
  assert.deepEqual(jsFiles(flat), ['static/async/[id].[hash].js', 'static/index.[hash].js']);
  const umi = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { entry: { umi: './src/index.js' } }, output: { distPath: { js: 'static' }, filenameHash: false } };\n",
  });
  build(umi);
  assert.deepEqual(jsFiles(umi), ['static/async/[id].js', 'static/umi.js']);
  assert.match(distText(umi, /^umi\.html$/), /<script defer="defer" src="\/static\/umi\.js"><\/script>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix
//
// Run by an earlier file, not again here: a package's ionicons.ttf with './', the default and 'auto' (round 22b).

test("config/output/asset-prefix \"fine in development, but in the production build a .woff font's path becomes static/css/static/fonts/...\": with assetPrefix './' and font 'static/fonts', rsbuild dev's CSS says url(/static/fonts/brand.[hash].woff), which the dev server answers; the built CSS, in static/css/, says url(./static/fonts/brand.[hash].woff)", async () => {
  const dir = project({
    'src/fonts/brand.woff': Buffer.alloc(20000, 7),
    'src/index.css':
      "@font-face { font-family: 'Brand'; src: url('./fonts/brand.woff') format('woff'); }\nbody { font-family: 'Brand'; }\n",
    'src/index.js': "import './index.css';\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './', distPath: { font: 'static/fonts' } } };\n",
  });
  const server = await devServer(dir);
  try {
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    const url = css.match(/url\((\/static\/fonts\/brand\.[0-9a-f]{8}\.woff)\)/)?.[1];
    assert.ok(url, css);
    const font = await fetch(`${server.url}${url}`);
    assert.equal(font.status, 200);
  } finally {
    await server.stop();
  }
  build(dir);
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => f.startsWith('static/css/') || f.endsWith('.woff')),
    ['static/css/index.[hash].css', 'static/fonts/brand.[hash].woff'],
  );
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /url\(\.\/static\/fonts\/brand\.[0-9a-f]{8}\.woff\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy
//
// copy-webpack-plugin itself is not installed here: the item says nothing of it in tools.rspack. A class with an
// apply method named CopyWebpackPlugin stands for it in plugins.

const YML = '# settings\napi:\n  base:   https://api.example.com   # kept as written\n';

test('config/output/copy "Copy a static file, such as a .yml config file, to the root of dist: CopyWebpackPlugin does not work": copy [{ from: \'./config/app.yml\' }] writes dist/app.yml byte for byte and rsbuild dev serves it at /app.yml; public/app.yml becomes dist/app.yml with no configuration; new CopyWebpackPlugin() in plugins stops the build', async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const copy = project({
    ...src,
    'config/app.yml': YML,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './config/app.yml' }] } };\n",
  });
  build(copy);
  assert.equal(distText(copy, /^app\.yml$/), YML);
  const server = await devServer(copy);
  try {
    const r = await fetch(`${server.url}/app.yml`);
    assert.equal(r.status, 200);
    assert.equal(await r.text(), YML);
  } finally {
    await server.stop();
  }
  const pub = project({ ...src, 'public/app.yml': YML });
  build(pub);
  assert.equal(distText(pub, /^app\.yml$/), YML);
  const plugin = project({
    ...src,
    'config/app.yml': YML,
    'rsbuild.config.mjs':
      "class CopyWebpackPlugin { constructor(o) { this.o = o; } apply() {} }\nexport default { plugins: [new CopyWebpackPlugin({ patterns: [{ from: './config/app.yml' }] })] };\n",
  });
  const run = rsbuild(plugin, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /CopyWebpackPlugin looks like a Webpack or Rspack plugin/);
  assert.deepEqual(distFiles(plugin), []);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets
//
// Run by earlier files, not again here: require('../assets/' + name), require.context and import() with a folder give
// the URLs, new URL with a variable a file:// URL (round 22b); a require() of a bare variable is left as written
// (round 11a).

const browser = sharedBrowser();

test('guide/basic/static-assets "a local image loaded with require throws that require is undefined (in promise in async code)": a require() whose path is a variable, in an async function, is left as written and the page gets an unhandled rejection, which the console prints as Uncaught (in promise) ReferenceError: require is not defined; require with a literal path or a named folder is bundled in a "type": "module" package (ES modules), giving the URLs', async () => {
  const image = Buffer.alloc(20000, 3);
  const variable = project({
    'src/assets/logo.png': image,
    'src/index.js':
      "window.addEventListener('unhandledrejection', (e) => { document.body.dataset.rejected = String(e.reason); });\nconst src = './assets/logo.png';\nasync function load() {\n  return require(src);\n}\nload().then((url) => { document.body.dataset.url = url; });\n",
  });
  build(variable);
  const server = await previewServer(variable);
  const page = await browser().newPage();
  try {
    // What the console prints: Chromium's DevTools protocol reports the exception with the text the console shows.
    const cdp = await page.context().newCDPSession(page);
    const thrown: string[] = [];
    cdp.on('Runtime.exceptionThrown', (e) =>
      thrown.push(`${e.exceptionDetails.text} ${e.exceptionDetails.exception?.description?.split('\n')[0] ?? ''}`),
    );
    await cdp.send('Runtime.enable');
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => document.body.dataset.rejected ?? ''), 'ReferenceError: require is not defined');
    assert.deepEqual(thrown, ['Uncaught (in promise) ReferenceError: require is not defined']);
  } finally {
    await page.close();
    await server.stop();
  }
  assert.deepEqual(
    distFiles(variable).filter((f) => f.endsWith('.png')),
    [],
  );
  const esm = project({
    'package.json': '{ "name": "fact", "private": true, "type": "module" }\n',
    'src/assets/logo.png': image,
    'src/assets/cat.png': image,
    'src/index.js':
      "import { name } from './name.js';\nconst logo = require('./assets/logo.png');\nconst cat = require('./assets/' + name + '.png');\ndocument.body.dataset.urls = JSON.stringify([logo, cat]);\n",
    'src/name.js': "export const name = 'cat';\n",
  });
  const named = await buildAndVisit(browser(), esm, () => document.body.dataset.urls ?? '');
  assert.deepEqual(named.errors, []);
  assert.deepEqual(
    (JSON.parse(named.value) as string[]).map((u) => u.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['/static/image/logo.[hash].png', '/static/image/cat.[hash].png'],
  );
});
