// Facts behind the sixth round's (a) "Common problems" items, on the output, deploy and assets pages, as readers
// describe the problem: a relative assetPrefix that doubles the folder of fonts in CSS, "Refused to apply style
// ... MIME type ('text/html')" and ChunkLoadError once deployed, files missing from dist, file names with and
// without a hash, one JavaScript file with all-in-one, where the dev server's files are, CSS Modules class names,
// the base64 limit of url-loader, and Vue libraries from a CDN. Each runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, sharedBrowser, listen, project } from './topics-support';

const browser = sharedBrowser();

const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/\d+\./, '/[id].'));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir/<folder>` as a static host does. A missing file gets dist/index.html (`fallback`, as nginx's
 * `try_files $uri /index.html` of a single-page app) or a 404 HTML page (`404`); listens until the test ends.
 */
async function host(t: { after: (fn: () => void) => void }, dir: string, missing: 'fallback' | '404', folder = 'dist'): Promise<string> {
  const root = path.join(dir, folder);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
    } else if (missing === 'fallback') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(fs.readFileSync(path.join(dir, 'dist/index.html')));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>404 Not Found</h1>');
    }
  });
  return `http://localhost:${await listen(server, t)}`;
}

type Visit = { console: string[]; requests: string[]; rules: number[]; result?: unknown };
/** Opens `url` in Chromium; returns what the console printed (uncaught errors included), the URLs asked for and `run`'s result. */
async function visit(url: string, run?: () => Promise<unknown>): Promise<Visit> {
  const page = await browser().newPage();
  const seen: Visit = { console: [], requests: [], rules: [] };
  try {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Runtime.exceptionThrown', (e) =>
      seen.console.push(`${e.exceptionDetails.text} ${(e.exceptionDetails.exception?.description ?? '').split('\n')[0]}`),
    );
    await cdp.send('Runtime.enable');
    page.on('console', (m) => seen.console.push(m.text()));
    page.on('request', (r) => seen.requests.push(r.url()));
    await page.goto(url);
    await page.waitForLoadState('load');
    if (run) seen.result = await page.evaluate(run);
    await page.waitForTimeout(300);
    // The rules of each stylesheet <link>: a refused stylesheet has none.
    seen.rules = await page.evaluate(() => [...document.styleSheets].map((s) => s.cssRules.length));
    return seen;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix + guide/faq/blank-page

const bytes = (n: number): string => 'x'.repeat(n);

test('config/output/asset-prefix "with \'./\' the browser asks for static/css/static/font/... and static/css/static/image/..." + nested route "Unexpected token \'<\'" and "ChunkLoadError: Loading chunk 12 failed" + guide/faq/blank-page "Refused to apply style from ... MIME type (\'text/html\')"', async (t) => {
  const dir = project({
    'src/index.js': [
      "import './index.css';",
      'document.body.innerHTML = \'<p class="hero">text</p>\';',
      'window.openUser = () => {',
      "  history.pushState(null, '', '/user/42');",
      "  return import('./User').then((m) => m.default, (e) => ({ name: e.name, message: e.message }));",
      '};',
      '',
    ].join('\n'),
    'src/index.css':
      "@font-face { font-family: Awesome; src: url('./fonts/awesome.woff2') format('woff2'); }\n.hero { font-family: Awesome; background: url('./hero.png'); }\n",
    'src/fonts/awesome.woff2': bytes(12_000),
    'src/hero.png': bytes(12_000),
    'src/User.js': "export default 'user page';\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  });
  build(dir);
  const files = distFiles(dir);
  const chunk = files.find((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  const css = files.find((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f));
  const script = files.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(chunk && css && script, files.join(', '));
  const id = /async\/(\d+)\./.exec(chunk)![1];
  assert.match(distText(dir, /^static\/css\/index\./), /url\(\.\/static\/font\/awesome\.[0-9a-f]{8}\.woff2\)/);

  const base = await host(t, dir, 'fallback');
  // At the root: the page runs, and the font and the image are requested below static/css/, where they are not.
  const root = await visit(`${base}/`);
  assert.deepEqual(
    root.console.filter((l) => !/font|OTS parsing error/.test(l)),
    [],
  );
  const asked = root.requests.map((u) => u.slice(base.length).replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.ok(asked.includes('/static/css/static/font/awesome.[hash].woff2'), asked.join('\n'));
  assert.ok(asked.includes('/static/css/static/image/hero.[hash].png'), asked.join('\n'));

  // A refresh on /user/42: the script and the stylesheet come back as index.html. The script fails to parse; the
  // stylesheet is refused (Chromium 150 prints nothing for it through CDP) and applies no rule.
  const nested = await visit(`${base}/user/42`);
  assert.ok(
    nested.requests.includes(`${base}/user/${css}`) && nested.requests.includes(`${base}/user/${script}`),
    nested.requests.join('\n'),
  );
  assert.deepEqual(nested.console, ["Uncaught SyntaxError: Unexpected token '<'"]);
  assert.deepEqual(nested.rules, [0]);
  assert.deepEqual(root.rules, [2]);

  // A lazy route opened from the first page: the chunk is asked for below /user/, and index.html comes back.
  const lazy = await visit(`${base}/`, () => (window as unknown as { openUser(): Promise<unknown> }).openUser());
  assert.ok(lazy.requests.includes(`${base}/user/${chunk}`), lazy.requests.join('\n'));
  assert.deepEqual(lazy.result, { name: 'ChunkLoadError', message: `Loading chunk ${id} failed.\n(missing: ${base}/user/${chunk})` });
  assert.ok(lazy.console.includes("Uncaught SyntaxError: Unexpected token '<'"), lazy.console.join('\n'));

  // "Locally they work": rsbuild dev uses dev.assetPrefix, '/', and the same lazy route loads.
  const dev = await devServer(dir);
  try {
    const local = await visit(`${dev.url}/`, () => (window as unknown as { openUser(): Promise<unknown> }).openUser());
    assert.equal(local.result, 'user page');
  } finally {
    await dev.stop();
  }
});

test('guide/faq/blank-page "Refused to apply style ... because its MIME type (\'text/html\')": a stylesheet URL answered with an HTML page (200) is not applied; with a 404 Chromium prints "Failed to load resource: the server responded with a status of 404 (Not Found)"', async (t) => {
  const dir = project({
    'src/index.js': "import './index.css';\ndocument.body.textContent = 'app';\n",
    'src/index.css': 'body { color: red; }\n',
  });
  build(dir);
  // The project folder served, dist/index.html opened at /dist/index.html (as an editor's built-in server does,
  // below a sub-path): the default '/' asks for /static/css/... at the root, where the file is not.
  for (const [missing, expected] of [
    ['fallback', []],
    ['404', ['Failed to load resource: the server responded with a status of 404 (Not Found)']],
  ] as const) {
    const base = await host(t, dir, missing, '.');
    const page = await visit(`${base}/dist/index.html`);
    assert.ok(
      page.requests.some((u) => /^http:\/\/localhost:\d+\/static\/css\/index\.[0-9a-f]{8}\.css$/.test(u)),
      page.requests.join('\n'),
    );
    assert.deepEqual(page.rules, [0]);
    // (the 404 lines: the script, the stylesheet and the favicon)
    assert.deepEqual([...new Set(page.console.filter((l) => !l.startsWith('Uncaught')))], expected);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "after the build only the JS is in dist, the icons are missing": a file of src/ named only in a string is not emitted, an imported one is (static/image/...), public/ is copied as it is', () => {
  const dir = project({
    'src/index.js':
      'import logo from \'./assets/logo.png\';\ndocument.body.innerHTML = `<img src="${logo}"><img src="./assets/icon.png"><img src="/favicon.png">`;\n',
    'src/assets/logo.png': bytes(12_000),
    'src/assets/icon.png': bytes(12_000),
    'public/favicon.png': bytes(12_000),
  });
  build(dir);
  assert.deepEqual(hashed(distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt'))), [
    'favicon.png',
    'index.html',
    'static/image/logo.[hash].png',
    'static/js/index.[hash].js',
  ]);
  // The string stays as written: the browser asks for ./assets/icon.png, which is not in dist.
  assert.match(distText(dir, /^static\/js\/index\./), /\.\/assets\/icon\.png/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "remove the hash from the js file names and the script tags in index.html": filenameHash: false names the files index.js and index.css, and the tags of index.html point to them', () => {
  const files = { 'src/index.js': "import './index.css';\nconsole.log('hash');\n", 'src/index.css': 'body { margin: 0; }\n' };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n' });
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/css/index.css', 'static/js/index.js'],
  );
  const html = distText(plain, /^index\.html$/);
  assert.match(html, /<script defer(="defer")? src="\/static\/js\/index\.js"><\/script>/);
  assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  const withHash = project(files);
  build(withHash);
  assert.deepEqual(hashed(distFiles(withHash).filter((f) => !f.endsWith('.LICENSE.txt'))), [
    'index.html',
    'static/css/index.[hash].css',
    'static/js/index.[hash].js',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/chunk-split

test('config/performance/chunk-split "too many files after the build, all the JS in one file": all-in-one leaves one JS file (and one CSS file) per entry, lodash included; each import() still gets a file of its own, unless tools.rspack sets output.asyncChunks: false', () => {
  const files = {
    'src/index.js':
      "import './index.css';\nimport { cloneDeep } from 'lodash';\nconsole.log(cloneDeep({ a: 1 }));\nimport('./lazy').then((m) => m.default());\n",
    'src/index.css': 'body { margin: 0; }\n',
    'src/lazy.js': "import './lazy.css';\nexport default () => console.log('lazy');\n",
    'src/lazy.css': '.lazy { color: red; }\n',
  };
  const run = (config: string): string[] => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` }, { lodash: 'lodash' });
    build(dir);
    return hashed(distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')));
  };
  assert.deepEqual(run('{}'), [
    'index.html',
    'static/css/async/[id].[hash].css',
    'static/css/index.[hash].css',
    'static/js/async/[id].[hash].js',
    'static/js/index.[hash].js',
    'static/js/lib-lodash.[hash].js',
  ]);
  assert.deepEqual(run("{ performance: { chunkSplit: { strategy: 'all-in-one' } } }"), [
    'index.html',
    'static/css/async/[id].[hash].css',
    'static/css/index.[hash].css',
    'static/js/async/[id].[hash].js',
    'static/js/index.[hash].js',
  ]);
  assert.deepEqual(
    run("{ performance: { chunkSplit: { strategy: 'all-in-one' } }, tools: { rspack: { output: { asyncChunks: false } } } }"),
    ['index.html', 'static/css/index.[hash].css', 'static/js/index.[hash].js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "the dev server compiles and the browser loads the page, but there are no compiled files in dist": by default nothing is written; writeToDisk: true writes index.html and static/js/index.js', async () => {
  for (const writeToDisk of [false, true]) {
    const dir = project({
      'src/index.js': "document.body.dataset.ready = 'yes';\n",
      'rsbuild.config.mjs': `export default { dev: { writeToDisk: ${writeToDisk} } };\n`,
    });
    const server = await devServer(dir);
    try {
      const page = await browser().newPage();
      try {
        await page.goto(`${server.url}/`);
        await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
      } finally {
        await page.close();
      }
      const written = distFiles(dir).filter((f) => !f.includes('.hot-update.'));
      if (writeToDisk) assert.ok(written.includes('index.html') && written.includes('static/js/index.js'), written.join(', '));
      else assert.deepEqual(written, []);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test('config/output/css-modules "class names generated from CSS Modules are too long, with folder names": [path][name]__[local]-[hash:6] in development, [local]-[hash:6] in production; localIdentName: \'[local]-[hash:5]\' in both', async () => {
  const files = {
    'src/index.js': "import styles from './components/UserCard/index.module.scss';\ndocument.body.className = styles.title;\n",
    'src/components/UserCard/index.module.scss': '.title { color: red; }\n',
  };
  const names = async (config: string): Promise<{ dev: string; prod: string }> => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    const prod = /\.([\w-]+)\{color:red\}/.exec(distText(dir, /\.css$/))![1];
    const server = await devServer(dir);
    try {
      const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
      return { dev: /\.([\w-]+) \{/.exec(css)![1], prod };
    } finally {
      await server.stop();
    }
  };
  const byDefault = await names('{}');
  assert.match(byDefault.dev, /^src-components-UserCard-index-module__title-[\w-]{6}$/);
  assert.match(byDefault.prod, /^title-[\w-]{6}$/);
  const short = await names("{ output: { cssModules: { localIdentName: '[local]-[hash:5]' } } }");
  assert.match(short.dev, /^title-[\w-]{5}$/);
  assert.match(short.prod, /^title-[\w-]{5}$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "convert images smaller than 8k into base64, as url-loader\'s limit: 8192": dataUriLimit: { image: 8192 } inlines an 8,192-byte PNG and emits an 8,193-byte one; the default 10000 inlines both', () => {
  const files = {
    'src/index.js': "import a from './a.png';\nimport b from './b.png';\nwindow.urls = [a, b];\n",
    'src/a.png': bytes(8192),
    'src/b.png': bytes(8193),
  };
  const images = (config: string): string[] => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    const js = distText(dir, /^static\/js\/index\./);
    assert.equal(
      (js.match(/data:image\/png;base64,/g) ?? []).length,
      2 - hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/')).length,
    );
    return hashed(distFiles(dir)).filter((f) => f.startsWith('static/image/'));
  };
  assert.deepEqual(images('{ output: { dataUriLimit: { image: 8192 } } }'), ['static/image/b.[hash].png']);
  assert.deepEqual(images('{}'), []);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test('config/output/externals "exclude vue, vue-router and element-plus from the bundle and load them from a CDN": with Vue, VueRouter and ElementPlus as globals no code of theirs is bundled, and the page runs with the script tags of html.tags', async (t) => {
  const pkg = (name: string, marker: string): Record<string, string> => ({
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: `exports.marker = '${marker}';\n`,
  });
  const dir = project({
    ...pkg('vue', 'BUNDLED_VUE'),
    ...pkg('vue-router', 'BUNDLED_ROUTER'),
    ...pkg('element-plus', 'BUNDLED_ELEMENT'),
    'src/index.js':
      "import { createApp } from 'vue';\nimport { createRouter } from 'vue-router';\nimport ElementPlus from 'element-plus';\ndocument.body.dataset.app = [createApp(), createRouter(), ElementPlus.name].join(' ');\n",
    'public/cdn/libs.js':
      "window.Vue = { createApp: () => 'vue' }; window.VueRouter = { createRouter: () => 'router' }; window.ElementPlus = { name: 'element' };\n",
    'rsbuild.config.mjs': [
      'export default {',
      "  output: { externals: { vue: 'Vue', 'vue-router': 'VueRouter', 'element-plus': 'ElementPlus' } },",
      "  html: { tags: [{ tag: 'script', attrs: { src: '/cdn/libs.js' }, head: true, append: false }] },",
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  assert.doesNotMatch(distText(dir, /\.js$/), /BUNDLED_/);
  const base = await host(t, dir, '404');
  const page = await browser().newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => errors.push(m.text()));
  try {
    await page.goto(`${base}/`);
    await page.waitForTimeout(300);
    // (the favicon)
    assert.deepEqual(errors, ['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await page.waitForSelector('body[data-app="vue router element"]', { state: 'attached', timeout: 5_000 });
  } finally {
    await page.close();
  }
});
