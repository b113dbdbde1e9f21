// Facts behind the twenty-second round's (b) items, as readers describe the problem: a built page that shows nothing
// because its files are requested from the wrong public path (a sub-folder, images without the folder name), an icon
// font of a UI library's CSS asked for below the CSS folder with a relative prefix, an assets folder that the build
// does not copy to dist, image paths built at run time (Vue :src, a tab bar's icons kept in data), and a lazy chunk
// that a new deploy removed. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the
// page says what the browser shows.
//
// Facts run by earlier files, not again here:
// - plugins/list/plugin-assets-retry: a page of the old build asks for its old lazy chunk after a new build replaced
//   dist, and gets Uncaught (in promise) ChunkLoadError: Loading chunk <id> failed. (round 13a; a 404 and a second
//   import() asking for the same file: round 9a). Run once more below for a component loaded through React.lazy's
//   import() and a lazy route's import(): the same file, the same error.
// - guide/basic/static-assets: require('./images/' + name) gives the URL and emits every file of the folder, a bare
//   variable is left as written (round 11a); a string path emits nothing, require() and import do (round 20c).
// - config/output/asset-prefix: with './' an image of url() in CSS is asked for below static/css/ (round 21b); a font
//   of @font-face is written url(/static/font/…) by default (round 17c).
//
// Resting on other sources, not run here:
// - Tomcat serves its webapps/ROOT folder at the root of the server and webapps/<name> at /<name>/ (Tomcat's
//   documentation, "Deployment"); the runs below use a static host of dist below a folder instead.
// - iView's CSS (iview/dist/styles/iview.css) loads its icon font ionicons with @font-face url("fonts/ionicons.ttf…")
//   relative to the stylesheet; the run below uses a package of the same shape. Vue CLI 2's webpack template names
//   the font folder static/fonts (its config/index.js and build/utils.js), hence readers' static/css/static/fonts/.
// - Vue's template compiler turns only a static src attribute into an import (@vue/compiler-sfc's transformAssetUrls);
//   a :src binding is an expression, as the plain JavaScript strings below are (round 20c's comment).
// - React.lazy calls the function it is given once and renders the promise's default export; Vue Router calls a
//   route's component function when the route is first visited (their documentation): in both, the chunk is asked
//   for by import(), as below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  build,
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

const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(20_000)]);

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix + guide/faq/blank-page

test('config/output/asset-prefix "the built page shows nothing: its files are requested from the wrong public path; dist only runs at the server root; images under static are requested without the folder name": deployed below /shop/ with the default prefix, the page asks for /static/js/… and /static/image/… (404) and stays blank; with assetPrefix \'/shop/\' it asks for /shop/static/… and renders', async (t) => {
  const files = {
    'src/assets/photo.png': BIG_PNG,
    'src/index.js':
      "import photo from './assets/photo.png';\nconst img = document.createElement('img');\nimg.src = photo;\ndocument.body.append('rendered', img);\n",
  };
  const read = () => ({ text: document.body.textContent ?? '', img: document.querySelector('img')?.getAttribute('src') ?? '' });

  const plain = project(files);
  build(plain);
  const html = distText(plain, /^index\.html$/);
  assert.match(html, /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const plainOrigin = await staticHost(t, path.join(plain, 'dist'), { folder: 'shop' });
  const script = html.match(/src="(\/static\/js\/index\.[0-9a-f]{8}\.js)"/)?.[1] ?? '';
  assert.equal((await fetch(`${plainOrigin}${script}`)).status, 404);
  assert.equal((await fetch(`${plainOrigin}/shop${script}`)).status, 200);
  const blank = await visit(browser(), `${plainOrigin}/shop/`, read);
  assert.equal(blank.value.text, '');
  // the image URL the code gets has no folder name either: the public path "/" followed by static/image/…
  const plainJs = distText(plain, /^static\/js\/index\./);
  assert.match(plainJs, /"static\/image\/photo\.[0-9a-f]{8}\.png"/);
  assert.match(plainJs, /\.p="\/"/);

  const prefixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n" });
  build(prefixed);
  assert.match(distText(prefixed, /^index\.html$/), /src="\/shop\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const origin = await staticHost(t, path.join(prefixed, 'dist'), { folder: 'shop' });
  const shown = await visit(browser(), `${origin}/shop/`, read);
  assert.equal(shown.value.text, 'rendered');
  assert.match(shown.value.img, /^\/shop\/static\/image\/photo\.[0-9a-f]{8}\.png$/);
  assert.equal((await fetch(`${origin}${shown.value.img}`)).status, 200);
});

test("config/output/asset-prefix \"iView's ionicons font not found after the build, asked for at static/css/static/fonts/…\": a package's CSS with @font-face url('./fonts/ionicons.ttf') is emitted as dist/static/font/ionicons.[hash].ttf; with assetPrefix './' the built CSS says url(./static/font/…), which the browser resolves below static/css/ (a 404); with the default it says url(/static/font/…); with 'auto' url(../../static/font/…), which reaches the file; Vue CLI 2's folder name static/fonts gives static/css/static/fonts/…", async (t) => {
  const font = Buffer.alloc(30_000, 7);
  const files = (config: string) => ({
    'node_modules/iview-like/package.json': '{ "name": "iview-like", "version": "1.0.0" }\n',
    'node_modules/iview-like/dist/styles/iview.css':
      "@font-face { font-family: 'Ionicons'; src: url('./fonts/ionicons.ttf') format('truetype'); }\n.ivu-icon { font-family: 'Ionicons'; }\n",
    'node_modules/iview-like/dist/styles/fonts/ionicons.ttf': font,
    'src/index.js': "import 'iview-like/dist/styles/iview.css';\ndocument.body.innerHTML = '<i class=\"ivu-icon\">x</i>';\n",
    'rsbuild.config.mjs': `export default ${config};\n`,
  });
  const fontUrl = (dir: string) => distText(dir, /^static\/css\/.*\.css$/).match(/url\(([^)]*ionicons[^)]*)\)/)?.[1] ?? '';
  const cssFile = (dir: string) => distFiles(dir).find((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)) ?? '';

  const dot = project(files("{ output: { assetPrefix: './' } }"));
  build(dot);
  assert.ok(hashed(distFiles(dot)).includes('static/font/ionicons.[hash].ttf'));
  assert.match(fontUrl(dot), /^\.\/static\/font\/ionicons\.[0-9a-f]{8}\.ttf$/);
  const asked = new URL(fontUrl(dot), `http://host/${cssFile(dot)}`).pathname;
  assert.match(asked, /^\/static\/css\/static\/font\/ionicons\.[0-9a-f]{8}\.ttf$/);
  const origin = await staticHost(t, path.join(dot, 'dist'));
  assert.equal((await fetch(`${origin}${asked}`)).status, 404);

  const plain = project(files('{}'));
  build(plain);
  assert.match(fontUrl(plain), /^\/static\/font\/ionicons\.[0-9a-f]{8}\.ttf$/);

  const auto = project(files("{ output: { assetPrefix: 'auto' } }"));
  build(auto);
  assert.match(fontUrl(auto), /^\.\.\/\.\.\/static\/font\/ionicons\.[0-9a-f]{8}\.ttf$/);
  const autoAsked = new URL(fontUrl(auto), `http://host/${cssFile(auto)}`).pathname;
  const autoOrigin = await staticHost(t, path.join(auto, 'dist'));
  assert.equal((await fetch(`${autoOrigin}${autoAsked}`)).status, 200);

  const cli2 = project(files("{ output: { assetPrefix: './', distPath: { font: 'static/fonts' } } }"));
  build(cli2);
  assert.match(
    new URL(fontUrl(cli2), `http://host/${cssFile(cli2)}`).pathname,
    /^\/static\/css\/static\/fonts\/ionicons\.[0-9a-f]{8}\.ttf$/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test("config/output/copy \"the assets folder of images is not copied to dist, JS and CSS are\": images of src/assets that no module imports (named in a string) are not in dist while the JS and CSS are; an imported one is emitted to static/image/; copy [{ from: './src/assets', to: 'assets' }] writes dist/assets/ with its subfolders; public/ is copied to the root of dist", () => {
  const files = {
    'src/assets/banner.png': BIG_PNG,
    'src/assets/icons/home.png': BIG_PNG,
    'src/assets/logo.png': BIG_PNG,
    'src/index.css': 'body { color: red; }\n',
    'src/index.js':
      "import './index.css';\nimport logo from './assets/logo.png';\nwindow.images = [logo, './assets/banner.png', './assets/icons/home.png'];\n",
  };
  const plain = project(files);
  build(plain);
  assert.deepEqual(
    hashed(distFiles(plain)).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/css/index.[hash].css', 'static/image/logo.[hash].png', 'static/js/index.[hash].js'],
  );

  const copied = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './src/assets', to: 'assets' }] } };\n",
  });
  build(copied);
  const out = hashed(distFiles(copied));
  for (const f of ['assets/banner.png', 'assets/icons/home.png', 'assets/logo.png', 'static/image/logo.[hash].png'])
    assert.ok(out.includes(f), f);

  const pub = project({ ...files, 'public/assets/banner.png': BIG_PNG, 'public/assets/icons/home.png': BIG_PNG });
  build(pub);
  const pubOut = distFiles(pub);
  for (const f of ['assets/banner.png', 'assets/icons/home.png']) assert.ok(pubOut.includes(f), f);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test("guide/basic/static-assets \":src '../assets/' + name, tab bar icons kept as relative path strings in data\": a string path emits no image, and rsbuild dev answers its URL with the page (text/html), so the image is broken in dev as after the build; require('../assets/' + name) and require.context('../assets', …) emit the folder and give the URLs; new URL('../assets/' + name, import.meta.url) gives a file:// URL, new URL with a literal path the emitted file", async () => {
  const dir = project({
    'src/assets/cat.png': BIG_PNG,
    'src/assets/dog.png': Buffer.concat([PNG, Buffer.alloc(20_000, 1)]),
    'src/icons/tabbar/home.png': Buffer.concat([PNG, Buffer.alloc(20_000, 2)]),
    'src/views/show.js':
      "const name = 'cat';\nconst tabs = [{ icon: '../icons/tabbar/home.png' }];\nconst ctx = require.context('../assets', false, /\\.png$/);\nwindow.out = {\n  tab: tabs[0].icon,\n  req: require('../assets/' + name + '.png'),\n  keys: ctx.keys(),\n  ctx: ctx('./' + name + '.png'),\n  dyn: new URL('../assets/' + name + '.png', import.meta.url).href,\n  lit: new URL('../assets/dog.png', import.meta.url).href,\n};\ndocument.body.textContent = JSON.stringify(window.out);\n",
    'src/index.js': "import './views/show.js';\n",
  });
  build(dir);
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => f.endsWith('.png')),
    ['static/image/cat.[hash].png', 'static/image/dog.[hash].png'],
  );
  const server = await previewServer(dir);
  let value: Record<string, unknown>;
  try {
    ({ value } = await visit(browser(), `${server.url}/`, () => JSON.parse(document.body.textContent ?? '{}')));
  } finally {
    await server.stop();
  }
  assert.equal(value.tab, '../icons/tabbar/home.png');
  assert.match(String(value.req), /^\/static\/image\/cat\.[0-9a-f]{8}\.png$/);
  assert.deepEqual(value.keys, ['./cat.png', './dog.png']);
  assert.match(String(value.ctx), /^\/static\/image\/cat\.[0-9a-f]{8}\.png$/);
  assert.match(String(value.dyn), /^file:\/\/.*\/src\/assets\/cat\.png$/);
  assert.match(String(value.lit), /\/static\/image\/dog\.[0-9a-f]{8}\.png$/);

  const dev = await devServer(dir);
  try {
    const r = await fetch(`${dev.url}/icons/tabbar/home.png`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /text\/html/);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

test('plugins/list/plugin-assets-retry "Loading chunk <id> failed after deploying a new version (React.lazy, a lazy vue-router route)": a tab opened on the old build asks, at its next lazy component, for the chunk file the new build removed, gets a 404, and the import() rejects with ChunkLoadError: Loading chunk <id> failed.; a reload loads the new index.html and its new chunk', async (t) => {
  const dir = project({
    'src/index.js':
      "window.loadRoute = () => import('./views/About.js').then((m) => m.default, (e) => `${e.name}: ${e.message.split('\\n')[0]}`);\ndocument.body.textContent = 'home';\n",
    'src/views/About.js': "export default 'about v1';\n",
  });
  build(dir);
  const dist = path.join(dir, 'dist');
  const origin = await staticHost(t, dist);
  const page = await browser().newPage();
  try {
    await page.goto(`${origin}/`);
    const old = fs.readdirSync(path.join(dist, 'static/js/async')).find((f) => f.endsWith('.js')) ?? '';
    fs.writeFileSync(path.join(dir, 'src/views/About.js'), "export default 'about v2';\n");
    build(dir);
    assert.ok(old && !fs.existsSync(path.join(dist, 'static/js/async', old)), 'the new deploy removed the old chunk');
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/static/js/async/')) statuses.push(r.status());
    });
    const result = await page.evaluate(() => (window as unknown as { loadRoute: () => Promise<string> }).loadRoute());
    assert.equal(result, `ChunkLoadError: Loading chunk ${old.split('.')[0]} failed.`);
    assert.deepEqual(statuses, [404]);
    await page.reload();
    assert.equal(await page.evaluate(() => (window as unknown as { loadRoute: () => Promise<string> }).loadRoute()), 'about v2');
  } finally {
    await page.close();
  }
});
