// Facts behind the twenty-first round's (b) items, as readers describe the problem: a script or manifest.json answered
// with index.html on a nested route in production; one prefix for images from CSS and from the code; webpack's
// MiniCssExtractPlugin filename as output.distPath.css; Vue CLI 2's and Vue CLI 3's output layouts; copy-webpack-plugin's
// globOptions.ignore through output.copy; file names made of the hash alone; what a production build emits for a new
// deploy. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the page says what the
// browser shows.
//
// Facts run by earlier files, not again here:
// - config/output/asset-prefix: with './', a refresh on /user/42 asks for /user/static/js/…, gets index.html and
//   Chromium prints Uncaught SyntaxError: Unexpected token '<'; a lazy route rejects with ChunkLoadError: Loading chunk
//   <id> failed.; rsbuild dev (dev.assetPrefix '/') loads it (round 6a). The page of an old build asks for its old
//   chunk, which the new build deleted: Uncaught (in promise) ChunkLoadError: Loading chunk <id> failed. (round 13a,
//   round 9a).
// - guide/faq/blank-page: an app deployed at /shop/ with the default prefix gets index.html for its script (round 17c).
//
// Resting on other sources, not run here:
// - Firefox prints the same parse error as "Uncaught SyntaxError: expected expression, got '<'" (MDN's page on the
//   message "SyntaxError: expected expression, got 'x'"); only Chromium is run here.
// - "Unhandled Rejection (Error): Loading chunk 11 failed." is how Create React App's error overlay (react-error-overlay)
//   shows a rejected import() of webpack 4, whose JSONP loader rejected with new Error('Loading chunk ' + chunkId +
//   ' failed.'); Rsbuild 0.5.9 has no such overlay for a production page, where the console shows the ChunkLoadError.
// - A manifest answered with an HTML page: Chrome fetches the manifest when it checks whether the page can be
//   installed or when DevTools' Application panel shows it; headless Chromium fetches it only when asked (below,
//   through the DevTools protocol's Page.getAppManifest, as the Application panel does).
// - webpack's mini-css-extract-plugin takes `filename` (initial CSS) and `chunkFilename` (async CSS), paths below
//   output.path (its README); Vue CLI 2's webpack template writes static/js, static/css, static/img and static/fonts
//   (its config/index.js assetsSubDirectory 'static' and build/webpack.base.conf.js), Vue CLI 3 and later js/, css/,
//   img/, fonts/ and media/ with assetsDir '' (@vue/cli-service lib/config/base.js and app.js).
// - A hard refresh makes the browser request the page again, past its cache (browsers' behaviour); the run below shows
//   what a new build changes: the hashed names, not index.html's.
// - copy-webpack-plugin matches globOptions.ignore against the absolute path of each file (its README, "ignore");
//   the run below is Rspack's CopyRspackPlugin of 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, distFiles, distText, hashed, project, sharedBrowser, staticHost } from './topics-support';

const browser = sharedBrowser();

const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(20_000)]);

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page: manifest.json

test('guide/faq/blank-page "manifest.json answered with index.html in production": a template linking href="manifest.json" (relative) makes a page opened at /user/42 on a host falling back to index.html ask for /user/manifest.json, get the HTML page, and Chromium reports Manifest: Line: 1, column: 1, Syntax error.; href="<%= assetPrefix %>/manifest.json" is written /manifest.json (/shop/manifest.json with assetPrefix \'/shop/\') and reads public/manifest.json, copied to dist/manifest.json; CRA\'s %PUBLIC_URL%/manifest.json is left as written', async (t) => {
  const template = (href: string) =>
    `<!doctype html><html><head><title>t</title><link rel="manifest" href="${href}"></head><body><div id="root"></div></body></html>\n`;
  const files = {
    'public/manifest.json': '{ "name": "app", "short_name": "app", "start_url": "/", "display": "standalone", "icons": [] }\n',
    'src/index.js': "document.getElementById('root').textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  };
  const manifestAt = async (dir: string) => {
    const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
    const page = await browser().newPage();
    try {
      const printed: string[] = [];
      page.on('console', (m) => printed.push(m.text()));
      await page.goto(`${origin}/user/42`);
      const cdp = await page.context().newCDPSession(page);
      const m = (await cdp.send('Page.getAppManifest' as never)) as { url: string; errors: { message: string }[] };
      await page.waitForTimeout(300);
      return { url: m.url.slice(origin.length), errors: m.errors.map((e) => e.message), printed };
    } finally {
      await page.close();
    }
  };

  const relative = project({ ...files, 'index.html': template('manifest.json') });
  build(relative);
  assert.ok(distFiles(relative).includes('manifest.json'));
  assert.deepEqual(await manifestAt(relative), {
    url: '/user/manifest.json',
    errors: ['Line: 1, column: 1, Syntax error.'],
    printed: ['Manifest: Line: 1, column: 1, Syntax error.'],
  });

  const prefixed = project({ ...files, 'index.html': template('<%= assetPrefix %>/manifest.json') });
  build(prefixed);
  assert.match(distText(prefixed, /^index\.html$/), /<link rel="manifest" href="\/manifest\.json">/);
  assert.deepEqual(await manifestAt(prefixed), { url: '/manifest.json', errors: [], printed: [] });

  const shop = project({
    ...files,
    'index.html': template('<%= assetPrefix %>/manifest.json'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' }, output: { assetPrefix: '/shop/' } };\n",
  });
  build(shop);
  assert.match(distText(shop, /^index\.html$/), /<link rel="manifest" href="\/shop\/manifest\.json">/);

  // Create React App's placeholder is not replaced: the link stays relative, and so is asked below the route.
  const cra = project({ ...files, 'index.html': template('%PUBLIC_URL%/manifest.json') });
  build(cra);
  assert.match(distText(cra, /^index\.html$/), /<link rel="manifest" href="%PUBLIC_URL%\/manifest\.json">/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix: images from CSS and from the code

test("config/output/asset-prefix \"one prefix for images from CSS and from the code; the CSS background-image does not load\": with './', an image imported in JS (<img src>) loads at the root page, while the same image as a CSS background-image is asked below static/css/ and gets 404; with 'auto' and with '/' both load", async (t) => {
  const files = {
    'src/bg.png': BIG_PNG,
    'src/index.css': ".hero { width: 10px; height: 10px; background-image: url('./bg.png'); }\n",
    'src/index.js':
      "import './index.css';\nimport bg from './bg.png';\nconst img = document.createElement('img');\nimg.src = bg;\ndocument.body.append(img);\nconst hero = document.createElement('div');\nhero.className = 'hero';\ndocument.body.append(hero);\n",
  };
  const run = async (prefix: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}' } };\n` });
    build(dir);
    const css = distText(dir, /^static\/css\/index\./);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const page = await browser().newPage();
    const status: Record<string, number> = {};
    page.on('response', (r) => {
      if (r.url().includes('bg.')) status[hashed([r.url().slice(origin.length)])[0]] = r.status();
    });
    try {
      await page.goto(`${origin}/`);
      await page.waitForTimeout(500);
      return { css: hashed([/url\(([^)]+)\)/.exec(css)![1]])[0], status };
    } finally {
      await page.close();
    }
  };
  assert.deepEqual(await run('./'), {
    css: './static/image/bg.[hash].png',
    status: { '/static/image/bg.[hash].png': 200, '/static/css/static/image/bg.[hash].png': 404 },
  });
  assert.deepEqual(await run('auto'), { css: '../../static/image/bg.[hash].png', status: { '/static/image/bg.[hash].png': 200 } });
  assert.deepEqual(await run('/'), { css: '/static/image/bg.[hash].png', status: { '/static/image/bg.[hash].png': 200 } });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

const LAYOUT_APP = {
  'src/logo.png': BIG_PNG,
  'src/icons.woff2': Buffer.alloc(20_000, 1),
  'src/index.css': "@font-face { font-family: icons; src: url('./icons.woff2'); }\n.a { background: url('./logo.png'); }\n",
  'src/lazy.css': '.lazy { color: red; }\n',
  'src/lazy.js': "import './lazy.css';\nexport default 1;\n",
  'src/index.js': "import './index.css';\nimport('./lazy');\n",
};

test("config/output/dist-path \"MiniCssExtractPlugin filename css/[name].css\": distPath.css 'css' writes dist/css/index.[hash].css, the async CSS to dist/css/async/, and the HTML links /css/index.[hash].css; filename.css '[name].css' drops the hash", () => {
  const dir = project({ ...LAYOUT_APP, 'rsbuild.config.mjs': "export default { output: { distPath: { css: 'css' } } };\n" });
  build(dir);
  const css = hashed(distFiles(dir).filter((f) => f.endsWith('.css')));
  assert.deepEqual(css.map((f) => f.replace(/async\/\d+\./, 'async/[id].')).sort(), ['css/async/[id].[hash].css', 'css/index.[hash].css']);
  assert.match(distText(dir, /^index\.html$/), /<link href="\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  const named = project({
    ...LAYOUT_APP,
    'rsbuild.config.mjs': "export default { output: { distPath: { css: 'css' }, filename: { css: '[name].css' } } };\n",
  });
  build(named);
  assert.ok(distFiles(named).includes('css/index.css'), distFiles(named).join(', '));
});

test("config/output/dist-path \"build a Vue CLI 2 layout, or a Vue CLI 3 one\": the defaults already write static/js and static/css (images to static/image, fonts to static/font); image 'static/img' and font 'static/fonts' give the Vue CLI 2 names; js 'js', css 'css', image 'img', font 'fonts' give js/, css/, img/ and fonts/ at the top of dist", () => {
  const layout = (config: string) => {
    const dir = project({ ...LAYOUT_APP, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    return [...new Set(distFiles(dir).map((f) => path.dirname(f)))].sort();
  };
  assert.deepEqual(layout('{}'), ['.', 'static/css', 'static/css/async', 'static/font', 'static/image', 'static/js', 'static/js/async']);
  assert.deepEqual(layout("{ output: { distPath: { image: 'static/img', font: 'static/fonts' } } }"), [
    '.',
    'static/css',
    'static/css/async',
    'static/fonts',
    'static/img',
    'static/js',
    'static/js/async',
  ]);
  assert.deepEqual(layout("{ output: { distPath: { js: 'js', css: 'css', image: 'img', font: 'fonts' } } }"), [
    '.',
    'css',
    'css/async',
    'fonts',
    'img',
    'js',
    'js/async',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test("config/output/copy \"CopyWebpackPlugin: ignore the files of one folder\": globOptions.ignore ['**/drafts/**'] leaves extra/drafts/ out and copies the rest; a pattern relative to from, 'drafts/**', ignores nothing; '**/*.map' leaves out the .map files of every folder", () => {
  const files = {
    'extra/a.txt': 'a\n',
    'extra/sub/b.txt': 'b\n',
    'extra/drafts/c.txt': 'c\n',
    'extra/drafts/deep/d.txt': 'd\n',
    'extra/sub/e.map': '{}\n',
    'src/index.js': "document.body.textContent = 'app';\n",
  };
  const copied = (ignore: string) => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { copy: [{ from: './extra', to: 'files', globOptions: { ignore: [${ignore}] } }] } };\n`,
    });
    assert.equal(build(dir).code, 0);
    return distFiles(dir)
      .filter((f) => f.startsWith('files/'))
      .sort();
  };
  assert.deepEqual(copied("'**/drafts/**'"), ['files/a.txt', 'files/sub/b.txt', 'files/sub/e.map']);
  assert.deepEqual(copied("'drafts/**'"), [
    'files/a.txt',
    'files/drafts/c.txt',
    'files/drafts/deep/d.txt',
    'files/sub/b.txt',
    'files/sub/e.map',
  ]);
  assert.deepEqual(copied("'**/*.map'"), ['files/a.txt', 'files/drafts/c.txt', 'files/drafts/deep/d.txt', 'files/sub/b.txt']);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test("config/output/filename \"a file name of the hash alone\": js '[contenthash:8].js', css '[contenthash:8].css' and image '[contenthash:8][ext]' write static/js/<hash>.js (async chunks too), static/css/<hash>.css and static/image/<hash>.png, and index.html loads them", () => {
  const dir = project({
    ...LAYOUT_APP,
    'rsbuild.config.mjs':
      "export default { output: { filename: { js: '[contenthash:8].js', css: '[contenthash:8].css', image: '[contenthash:8][ext]' } } };\n",
  });
  build(dir);
  const files = distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt'));
  const shapes = files.map((f) => f.replace(/[0-9a-f]{8}/, '[hash]')).sort();
  assert.deepEqual(shapes, [
    'index.html',
    'static/css/[hash].css',
    'static/css/async/[hash].css',
    'static/font/icons.[hash].woff2',
    'static/image/[hash].png',
    'static/js/[hash].js',
    'static/js/async/[hash].js',
  ]);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/[0-9a-f]{8}\.js"><\/script>/);
  assert.match(html, /<link href="\/static\/css\/[0-9a-f]{8}\.css" rel="stylesheet">/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "after a new deploy users see the old version until a hard refresh": a production build names JS and CSS with a content hash; after a change the entry gets a new name, index.html keeps its name and loads the new one, and the old file is gone from dist', () => {
  const dir = project({
    'src/index.css': '.a { color: red; }\n',
    'src/index.js': "import './index.css';\ndocument.body.textContent = 'v1';\n",
  });
  build(dir);
  const first = distFiles(dir).filter((f) => /\.(js|css|html)$/.test(f));
  assert.deepEqual(hashed(first).sort(), ['index.html', 'static/css/index.[hash].css', 'static/js/index.[hash].js']);
  fs.writeFileSync(path.join(dir, 'src/index.js'), "import './index.css';\ndocument.body.textContent = 'v2';\n");
  build(dir);
  const second = distFiles(dir).filter((f) => /\.(js|css|html)$/.test(f));
  const js = (list: string[]) => list.find((f) => f.startsWith('static/js/'))!;
  const css = (list: string[]) => list.find((f) => f.startsWith('static/css/'))!;
  assert.notEqual(js(second), js(first));
  assert.equal(css(second), css(first));
  assert.ok(second.includes('index.html') && !second.includes(js(first)));
  assert.ok(distText(dir, /^index\.html$/).includes(`src="/${js(second)}"`));
});
