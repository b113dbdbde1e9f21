// Facts behind the eleventh round's (a) "Common problems" items, as readers describe the problem: CSS Modules class
// names (hash only, keeping the original name), CSS files or <style> tags in development and inlined CSS in <head>,
// a single HTML file for offline use, old files in dist/ after repeated builds, the output folder, publicPath and
// relative prefixes (url() in CSS, file://), images from a variable path, the charset of a UMD bundle, a .wasm file
// a library loads at run time, the favicon behind nginx and files of public/ under a sub-path. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Claims about other tools rest on their documentation, not on a run here:
// - Vue CLI's `css.extract` defaults to `true` in production and `false` in development, and `true` set by hand
//   extracts in development too (Vue CLI's configuration reference, "css.extract"), so a Vue CLI app injects <style>
//   tags during development unless it is set.
// - webpack's `output.path` is the output folder, `output.clean` empties it (webpack's "Output" configuration page).
// - onigasm ships its engine as `onigasm/lib/onigasm.wasm` and `loadWASM()` takes its URL (or its bytes), as its README
//   shows; webpack users emitted it with file-loader. The test below stands in a package of ours with a .wasm file that,
//   like such engines, takes its imports from a module `env` supplied by the library's JavaScript.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import {
  hashed,
  build,
  devServer,
  distFiles,
  distText,
  sharedBrowser,
  previewServer,
  PNG,
  project,
  rsbuild,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test('config/output/css-modules "the class name only contains the hash": the defaults keep the original name in production (primary-button-<6 hex>); a localIdentName without [local] such as [hash:base64:5] gives a bare hash (with a warning that drops base64); [local]-[hash:5] keeps the name in both modes', () => {
  const files = {
    'src/button.module.css': '.primary-button { color: red; }\n',
    'src/index.js': "import s from './button.module.css';\ndocument.body.className = s.primaryButton;\n",
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /\.css$/), /^\.primary-button-[0-9a-f]{6}\{color:red\}/);

  const bare = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[hash:base64:5]' } } };\n",
  });
  const run = build(bare);
  assert.match(
    run.output,
    /Custom hashDigest in output\.cssModules\.localIdentName is currently not supported when using Rspack, the 'base64' will be ignored\./,
  );
  assert.match(distText(bare, /\.css$/), /^\.[0-9a-f]{5}\{color:red\}/);

  const named = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[local]-[hash:5]' } } };\n",
  });
  build(named);
  assert.match(distText(named, /\.css$/), /^\.primary-button-[0-9a-f]{5}\{color:red\}/);
  build(named, { NODE_ENV: 'development' });
  assert.match(distText(named, /\.css$/), /^\.primary-button-[0-9a-f]{5} \{/m);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles

test('config/output/inject-styles "output CSS files rather than inline <style> during development": by default rsbuild dev serves the CSS as a file, /static/css/index.css, linked from <head> (no <style> in the page); injectStyles: true gives <style> tags and no CSS file', async () => {
  const files = {
    'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
    'src/index.js': "import './index.css';\ndocument.body.textContent = 'app';\n",
  };
  const dir = project(files);
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet"><\/head>/);
    assert.match(await (await fetch(`${server.url}/static/css/index.css`)).text(), /color: rgb\(1, 2, 3\)/);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    assert.deepEqual(
      await page.evaluate(() => ({
        styles: document.querySelectorAll('style').length,
        links: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
        color: getComputedStyle(document.body).color,
      })),
      { styles: 0, links: ['/static/css/index.css'], color: 'rgb(1, 2, 3)' },
    );
  } finally {
    await page.close();
    await server.stop();
  }

  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  const other = await devServer(injected);
  const second = await browser().newPage();
  try {
    assert.doesNotMatch(await (await fetch(`${other.url}/`)).text(), /stylesheet/);
    assert.equal((await fetch(`${other.url}/static/css/index.css`)).headers.get('content-type')?.startsWith('text/css'), false);
    await second.goto(`${other.url}/`);
    await second.waitForLoadState('load');
    assert.deepEqual(
      await second.evaluate(() => ({
        styles: [...document.querySelectorAll('head > style')].some((s) => s.textContent?.includes('rgb(1, 2, 3)')),
        links: document.querySelectorAll('link[rel=stylesheet]').length,
      })),
      { styles: true, links: 0 },
    );
  } finally {
    await second.close();
    await other.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-styles

test('config/output/inline-styles "CSS not inlined in head": rsbuild dev keeps the <link>; the production build puts a <style> in <head> where the <link> was and drops the entry\'s .css file; CSS of an import() chunk stays a file', async () => {
  const dir = project({
    'src/index.css': 'body { color: red; }\n',
    'src/later.css': '.later { color: blue; }\n',
    'src/later.js': "import './later.css';\nexport const x = 1;\n",
    'src/index.js': "import './index.css';\nimport('./later.js');\ndocument.body.textContent = 'app';\n",
    'rsbuild.config.mjs': 'export default { output: { inlineStyles: true } };\n',
  });
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  } finally {
    await server.stop();
  }
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(
    html,
    /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><style>body\{color:red\}<\/style><\/head>/,
  );
  assert.doesNotMatch(html, /stylesheet/);
  const css = distFiles(dir).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 1);
  assert.match(css[0], /^static\/css\/async\//);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-scripts

test('config/output/inline-scripts "embed the script into the HTML for offline use": inlineScripts alone leaves the CSS, the .LICENSE.txt file and a large image beside index.html and puts the script in <head>, where it runs before #root exists (blank from disk); the single-file recipe leaves only index.html, which renders from disk', async () => {
  const files = {
    'src/index.css': '#root { color: rgb(1, 2, 3); }\n',
    'src/photo.png': Buffer.alloc(20_000, 1),
    'src/index.js':
      "import './index.css';\nimport photo from './photo.png';\ndocument.getElementById('root').textContent = `offline ${photo.slice(0, 10)}`;\n",
  };
  const open = async (dir: string) => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(pathToFileURL(path.join(dir, 'dist/index.html')).href);
      await page.waitForTimeout(300);
      return {
        text: await page.evaluate(() => document.getElementById('root')?.textContent),
        color: await page.evaluate(() => getComputedStyle(document.getElementById('root')!).color),
        errors,
      };
    } finally {
      await page.close();
    }
  };

  const scriptsOnly = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { inlineScripts: true } };\n' });
  build(scriptsOnly);
  assert.deepEqual(hashed(distFiles(scriptsOnly)), [
    'index.html',
    'static/css/index.[hash].css',
    'static/image/photo.[hash].png',
    'static/js/index.[hash].js.LICENSE.txt',
  ]);
  assert.match(distText(scriptsOnly, /^index\.html$/), /<head>.*<script defer="defer">.*<\/head><body><div id="root">/s);
  const blank = await open(scriptsOnly);
  assert.equal(blank.text, '');
  assert.match(blank.errors.join('\n'), /null/);

  const single = project({
    ...files,
    'rsbuild.config.mjs': [
      'export default {',
      "  html: { inject: 'body' },",
      "  output: { inlineScripts: true, inlineStyles: true, dataUriLimit: 100000, legalComments: 'none' },",
      "  performance: { chunkSplit: { strategy: 'all-in-one' } },",
      '};',
      '',
    ].join('\n'),
  });
  build(single);
  assert.deepEqual(distFiles(single), ['index.html']);
  assert.deepEqual(await open(single), { text: 'offline data:image', color: 'rgb(1, 2, 3)', errors: [] });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path

test('config/output/clean-dist-path "old js and css files remain in dist after repeated builds": inside the root a second build leaves only its own files; with distPath.root outside the root (with the warning) or cleanDistPath: false the old ones stay, and cleanDistPath: true removes them', () => {
  const twice = (config: string, dist: string): { first: string[]; second: string[]; output: string } => {
    const dir = project({
      'app/src/index.css': 'body { color: red; }\n',
      'app/src/index.js': "import './index.css';\ndocument.body.textContent = 'one';\n",
      'app/rsbuild.config.mjs': config,
    });
    const app = path.join(dir, 'app');
    build(app);
    const first = hashed(distFiles(dir, dist));
    fs.writeFileSync(path.join(app, 'src/index.css'), 'body { color: blue; }\n');
    fs.writeFileSync(path.join(app, 'src/index.js'), "import './index.css';\ndocument.body.textContent = 'two';\n");
    const run = build(app);
    return { first, second: hashed(distFiles(dir, dist)), output: run.output };
  };
  const inside = twice('export default {};\n', 'app/dist');
  const once = (files: string[], name: string) => files.filter((f) => f === name).length;
  assert.equal(once(inside.first, 'static/js/index.[hash].js'), 1);
  assert.equal(once(inside.first, 'static/css/index.[hash].css'), 1);
  assert.deepEqual(inside.second, inside.first);

  const outside = twice("export default { output: { distPath: { root: '../public' } } };\n", 'public');
  assert.deepEqual(outside.first, inside.first);
  assert.equal(once(outside.second, 'static/js/index.[hash].js'), 2, 'the old and the new script');
  assert.equal(once(outside.second, 'static/css/index.[hash].css'), 2, 'the old and the new stylesheet');
  assert.match(outside.output, /The dist path is not a subdir of root path, Rsbuild will not empty it\./);

  const kept = twice('export default { output: { cleanDistPath: false } };\n', 'app/dist');
  assert.equal(once(kept.second, 'static/js/index.[hash].js'), 2, 'cleanDistPath: false keeps the old script');

  const cleaned = twice("export default { output: { distPath: { root: '../public' }, cleanDistPath: true } };\n", 'public');
  assert.deepEqual(cleaned.second, inside.first);
  assert.doesNotMatch(cleaned.output, /not a subdir/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test('config/output/dist-path "how to change the JS output path (webpack output.path)": distPath.root moves the whole output to build/, distPath.js moves the scripts to build/js/, and the HTML follows', () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build', js: 'js' } } };\n",
  });
  build(dir);
  assert.deepEqual(distFiles(dir), []);
  assert.deepEqual(hashed(distFiles(dir, 'build')), ['index.html', 'js/index.[hash].js']);
  assert.match(distText(dir, /^index\.html$/, 'build'), /<script defer="defer" src="\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

// "publicPath set but not used by build" (a prefix in dev.assetPrefix alone is not used by rsbuild build, and
// output.assetPrefix not by rsbuild dev): run by common-problems-round7a.test.ts, config/dev/asset-prefix.

test("config/output/asset-prefix \"icon font ERR_FILE_NOT_FOUND, an extra static/css level in CSS url()\": from disk the default prefix fails every file with net::ERR_FILE_NOT_FOUND; with './' the script loads but the font is asked for under static/css/static/font/ and fails the same way; with 'auto' it loads", async () => {
  const failures = async (assetPrefix: string | undefined): Promise<{ failed: string[]; css: string }> => {
    const dir = project({
      'src/icon.woff': Buffer.alloc(20_000, 1),
      'src/index.css': "@font-face { font-family: icons; src: url('./icon.woff'); }\nbody { font-family: icons; }\n",
      'src/index.js': "import './index.css';\ndocument.body.textContent = 'icons';\n",
      'rsbuild.config.mjs': `export default { output: { assetPrefix: ${JSON.stringify(assetPrefix)} } };\n`,
    });
    build(dir);
    const page = await browser().newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) =>
      failed.push(`${r.url().slice(pathToFileURL(path.join(dir, 'dist')).href.length)} ${r.failure()?.errorText}`),
    );
    try {
      await page.goto(pathToFileURL(path.join(dir, 'dist/index.html')).href);
      await page.waitForTimeout(500);
      return { failed: hashed(failed).sort(), css: distText(dir, /\.css$/) };
    } finally {
      await page.close();
    }
  };
  const plain = await failures(undefined);
  assert.ok(plain.failed.length >= 2, plain.failed.join('\n'));
  assert.ok(
    plain.failed.every((f) => f.endsWith(' net::ERR_FILE_NOT_FOUND')),
    plain.failed.join('\n'),
  );

  const dot = await failures('./');
  assert.match(dot.css, /url\(\.\/static\/font\/icon\.[0-9a-f]{8}\.woff\)/);
  assert.deepEqual(dot.failed, ['/static/css/static/font/icon.[hash].woff net::ERR_FILE_NOT_FOUND']);

  const auto = await failures('auto');
  assert.match(auto.css, /url\(\.\.\/\.\.\/static\/font\/icon\.[0-9a-f]{8}\.woff\)/);
  assert.deepEqual(auto.failed, []);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test('guide/basic/static-assets "display an image using a variable path", "<img src={require(this.state.img_src)} /> fails", "[object Promise]": a require() of a bare variable is left as written (ReferenceError in the browser, nothing at build time); require(\'./images/\' + name) gives the URL and emits every file of the folder; import() of a template gives a Promise whose default is the URL; an imported image picked from an object is its URL', async () => {
  const dir = project({
    'src/images/cat.png': Buffer.alloc(20_000, 1),
    'src/images/dog.png': Buffer.alloc(20_000, 2),
    'src/show.js': 'export const show = (out) => { document.body.textContent = JSON.stringify(out); };\n',
    'src/index.js': [
      "import { show } from './show.js';",
      "import b from './images/dog.png';",
      "const name = 'cat';",
      "const imgSrc = './images/cat.png';",
      'const out = {};',
      'try { out.bare = require(imgSrc); } catch (e) { out.bare = `${e.name}: ${e.message}`; }',
      "out.concat = require('./images/' + name + '.png');",
      'const loading = import(`./images/${name}.png`);',
      'out.src = String(loading);',
      "out.picked = { b }['b'];",
      'loading.then((m) => { out.awaited = m.default; show(out); });',
      '',
    ].join('\n'),
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|Critical dependency/i);
  assert.deepEqual(
    hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/')),
    ['static/image/cat.[hash].png', 'static/image/dog.[hash].png'],
  );
  const server = await previewServer(dir);
  try {
    const { value } = await visit(browser(), `${server.url}/`, () => JSON.parse(document.body.textContent ?? '{}'));
    assert.deepEqual(hashed(Object.values(value as Record<string, string>)), [
      'ReferenceError: require is not defined',
      '/static/image/cat.[hash].png',
      '[object Promise]',
      '/static/image/dog.[hash].png',
      '/static/image/cat.[hash].png',
    ]);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/charset

test('config/output/charset "中文乱码 in a UMD js file": the default ascii escapes Chinese in minified output, which reads right on a page without a charset; unminified output (or charset utf8) keeps the UTF-8 bytes, which such a page garbles unless the script tag says charset="utf-8"', async (t) => {
  const files = { 'src/index.js': "window.greeting = '你好，世界';\n" };
  const page = (script: string, attrs = '') =>
    `<!doctype html><html><head><title>host</title></head><body><script src="/${script}"${attrs}></script><script>document.title = window.greeting;</script></body></html>\n`;
  const read = async (dir: string, attrs = ''): Promise<string> => {
    const script = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f))!;
    fs.writeFileSync(path.join(dir, 'dist/host.html'), page(script, attrs));
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const { value } = await visit(browser(), `${origin}/host.html`, () => document.title);
    return value;
  };

  const escaped = project(files);
  build(escaped);
  assert.match(distText(escaped, /\.js$/), /"\\u4F60\\u597D\\uFF0C\\u4E16\\u754C"/);
  assert.equal(await read(escaped), '你好，世界');

  for (const config of ["{ output: { charset: 'utf8' } }", '{ output: { minify: false } }']) {
    const raw = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(raw);
    assert.match(distText(raw, /\.js$/), /你好，世界/, config);
    assert.notEqual(await read(raw), '你好，世界', config);
    assert.equal(await read(raw, ' charset="utf-8"'), '你好，世界', config);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets

// A .wasm file as libraries ship it for their own loader: it imports `log` from a module named `env` and exports
// `run()`, which calls log(42).
const ENGINE_WASM = Buffer.from([
  0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 8, 2, 0x60, 1, 0x7f, 0, 0x60, 0, 0, 2, 0x0b, 1, 3, 0x65, 0x6e, 0x76, 3, 0x6c, 0x6f, 0x67, 0, 0, 3, 2,
  1, 1, 7, 7, 1, 3, 0x72, 0x75, 0x6e, 0, 1, 0x0a, 8, 1, 6, 0, 0x41, 0x2a, 0x10, 0, 0x0b,
]);

test("guide/basic/wasm-assets \"load a .wasm file a library needs at runtime (onigasm.wasm)\": importing it fails with Can't resolve 'env'; new URL('<package>/lib/<file>.wasm', import.meta.url) resolves the package path, emits the file under static/wasm/ and gives its URL, which the library's loader can fetch", async () => {
  const files = {
    'node_modules/fake-lib/package.json': '{ "name": "fake-lib", "version": "1.0.0" }\n',
    'node_modules/fake-lib/lib/engine.wasm': ENGINE_WASM,
  };
  const imported = project({ ...files, 'src/index.js': "import { run } from 'fake-lib/lib/engine.wasm';\nrun();\n" });
  const failed = rsbuild(imported, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Resolve error: Can't resolve 'env' in '[^']*node_modules\/fake-lib\/lib'/);

  const dir = project({
    ...files,
    'src/index.js': [
      "const wasmUrl = new URL('fake-lib/lib/engine.wasm', import.meta.url);",
      'WebAssembly.instantiateStreaming(fetch(wasmUrl), { env: { log: (n) => { document.body.textContent = `${wasmUrl.pathname} ${n}`; } } })',
      '  .then(({ instance }) => instance.exports.run());',
      '',
    ].join('\n'),
  });
  build(dir);
  assert.ok(
    distFiles(dir).some((f) => /^static\/wasm\/[0-9a-f]{16}\.module\.wasm$/.test(f)),
    distFiles(dir).join('\n'),
  );
  const server = await previewServer(dir);
  try {
    const { value, errors } = await visit(browser(), `${server.url}/`, () => document.body.textContent);
    assert.deepEqual(errors, []);
    assert.match(value ?? '', /^\/static\/wasm\/[0-9a-f]{16}\.module\.wasm 42$/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon

test('config/html/favicon "favicon.ico does not show after deploying to nginx": the icon is emitted as dist/favicon.ico and linked below output.assetPrefix; on a host serving dist under /shop/, /favicon.ico is a 404 until assetPrefix is /shop/', async (t) => {
  const files = { 'src/index.js': "document.body.textContent = 'app';\n", 'src/assets/favicon.ico': Buffer.from('ICON') };
  const icon = async (config: string): Promise<{ href: string; status: number }> => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    assert.ok(distFiles(dir).includes('favicon.ico'), distFiles(dir).join('\n'));
    const href = /<link rel="icon" href="([^"]+)">/.exec(distText(dir, /^index\.html$/))?.[1] ?? '';
    const origin = await staticHost(t, path.join(dir, 'dist'), { folder: 'shop' });
    return { href, status: (await fetch(`${origin}${href}`)).status };
  };
  assert.deepEqual(await icon("{ html: { favicon: './src/assets/favicon.ico' } }"), { href: '/favicon.ico', status: 404 });
  assert.deepEqual(await icon("{ html: { favicon: './src/assets/favicon.ico' }, output: { assetPrefix: '/shop/' } }"), {
    href: '/shop/favicon.ico',
    status: 200,
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "the static files lack the publicPath after changing base": with assetPrefix /shop/, public/images/a.png is copied to dist/images/a.png, a written /images/a.png stays as it is, and <%= assetPrefix %>/images/a.png in the template becomes /shop/images/a.png', () => {
  const dir = project({
    'src/index.js': "document.body.append('app');\n",
    'public/images/a.png': PNG,
    'index.html':
      '<!doctype html><html><head><title>shop</title></head><body><img id="plain" src="/images/a.png"><img id="prefixed" src="<%= assetPrefix %>/images/a.png"><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' }, output: { assetPrefix: '/shop/' } };\n",
  });
  build(dir);
  assert.ok(distFiles(dir).includes('images/a.png'));
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<img id="plain" src="\/images\/a\.png">/);
  assert.match(html, /<img id="prefixed" src="\/shop\/images\/a\.png">/);
});
