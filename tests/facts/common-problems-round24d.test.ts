// Facts behind the twenty-fourth round's (d) items, as Chinese readers describe the problem: a public folder created
// under src/ that the build does not copy, a single index.js of 2 MB, a build that deletes dist first while the site
// is live, CSS embedded in the JS as in development mode, the caching of lazily loaded chunks after a release, a
// folder for images (Taro's staticDirectory), a local image for a component such as van-image without require,
// Can't resolve '@/views' from an import() with a variable, a root static folder not one file of which reaches dist,
// and CDN dependencies that cannot be reached. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with
// Chromium where a page must run. Items resting on other sources:
//
// - guide/basic/static-assets "van-image cannot take a local image through require": that Vue's template compiler
//   turns a static src into an import only on <img> and the other native tags (video, source, image, use) rests on
//   @vue/compiler-sfc's defaultAssetUrlOptions (src/template/transformAssetUrl.ts); neither Vue nor
//   @rsbuild/plugin-vue is installed here. The Rsbuild half, that an imported image and a literal require() give
//   the URL that a component's src can take, is run below with a custom element named van-image.
// - config/source/alias: `Module not found: Error: Can't resolve '@/views'` is webpack's message as the reader pasted
//   it (vue-element-admin); Rsbuild's own message for the same code is run below.
// - config/output/externals "to keep the CDN, the assets retry plugin": @rsbuild/plugin-assets-retry 0.5.9 is not
//   installed here. That its runtime retries a failed <script> whose URL holds a domain of `domain` from the next
//   domain is its page's "How it works" (its 0.5.9 src/runtime); that the runtime comes before the scripts of
//   html.tags rests on the 0.5.9 source: the plugin unshifts its tag in html-webpack-plugin's alterAssetTagGroups,
//   tapped after core's HtmlBasicPlugin (which adds html.tags in the same hook), as user plugins are applied after
//   the built-in ones (createRsbuild's applyDefaultPlugins, then addPlugins).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  ask,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  listen,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

/** Bytes that do not compress, `n` of them. */
const noise = (n: number): Buffer => crypto.randomBytes(n);

/** A PNG that browsers decode, padded past the 10,000-byte inlining limit (the padding follows its IEND chunk). */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(12_000)]);

const js = (files: string[]) => files.filter((f) => f.endsWith('.js'));

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir "the build does not copy the public folder: public was created inside src/"

test("config/server/public-dir \"public created inside src/ is not copied to dist, and assetPrefix /src/ does not help\": src/public/a.jpg is not in dist by default nor with output.assetPrefix '/src/'; publicDir name 'src/public' copies it to dist/a.jpg, as a public/ folder of the root does", () => {
  const files = { 'src/index.js': "console.log('app');\n", 'src/public/a.jpg': noise(5000) };
  const plain = project(files);
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => !f.startsWith('static/js/')),
    ['index.html'],
  );

  const prefixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/src/' } };\n" });
  build(prefixed);
  assert.ok(!distFiles(prefixed).some((f) => f.endsWith('a.jpg')), distFiles(prefixed).join(', '));

  const named = project({ ...files, 'rsbuild.config.mjs': "export default { server: { publicDir: { name: 'src/public' } } };\n" });
  build(named);
  assert.ok(distFiles(named).includes('a.jpg'));

  const root = project({ 'src/index.js': "console.log('app');\n", 'public/a.jpg': noise(5000) });
  build(root);
  assert.ok(distFiles(root).includes('a.jpg'));
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir "a static folder created in the project root: not one of its files comes out"

test("config/server/public-dir \"a root static/ folder: not one of its files reaches dist\": by default nothing of static/ is emitted; publicDir name 'static' copies static/logo.png to dist/logo.png; output.copy { from: './static', to: 'static' } writes dist/static/logo.png beside dist/static/js, and rsbuild dev serves it at /static/logo.png", async () => {
  const files = { 'src/index.js': "console.log('app');\n", 'static/logo.png': PNG, 'static/img/bg.png': PNG };
  const plain = project(files);
  build(plain);
  assert.ok(!distFiles(plain).some((f) => f.endsWith('.png')), distFiles(plain).join(', '));

  const named = project({ ...files, 'rsbuild.config.mjs': "export default { server: { publicDir: { name: 'static' } } };\n" });
  build(named);
  assert.ok(distFiles(named).includes('logo.png') && distFiles(named).includes('img/bg.png'), distFiles(named).join(', '));

  const copied = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './static', to: 'static' }] } };\n",
  });
  build(copied);
  const out = distFiles(copied);
  assert.ok(out.includes('static/logo.png') && out.includes('static/img/bg.png'), out.join(', '));
  assert.ok(
    out.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    out.join(', '),
  );
  const server = await devServer(copied);
  try {
    const a = await ask(server.port, '/static/logo.png');
    assert.equal(a.status, 200);
    assert.match(String(a.headers['content-type']), /^image\/png/);
    assert.deepEqual(a.raw, PNG);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk "a single index.js of over 2 MB"

test('guide/optimization/split-chunk "only one index.js, of several MB": pages imported statically from the entry stay in static/js/index.[hash].js, the only .js file (over 600 kB for three 250 kB pages), with the default strategy; loaded with import(), they move to three files of static/js/async/ and the entry drops under 10 kB; the size table has a Gzipped column', () => {
  const pages: Record<string, string> = {};
  for (const name of ['home', 'report', 'admin'])
    pages[`src/pages/${name}.js`] = `export default ${JSON.stringify(noise(125_000).toString('hex'))};\n`;
  const staticImports = project({
    ...pages,
    'src/index.js':
      "import home from './pages/home';\nimport report from './pages/report';\nimport admin from './pages/admin';\ndocument.body.textContent = String(home.length + report.length + admin.length);\n",
  });
  const run = build(staticImports);
  const files = js(distFiles(staticImports));
  assert.equal(files.length, 1, files.join(', '));
  assert.match(files[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(fs.statSync(path.join(staticImports, 'dist', files[0])).size > 600_000);
  assert.match(run.output, /File\s+Size\s+Gzipped/);
  assert.match(run.output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB\s+[\d.]+ kB/);

  const lazy = project({
    ...pages,
    'src/index.js':
      "const pages = { home: () => import('./pages/home'), report: () => import('./pages/report'), admin: () => import('./pages/admin') };\npages[location.hash.slice(1) || 'home']().then((m) => { document.body.textContent = m.default.length; });\n",
  });
  build(lazy);
  const split = js(distFiles(lazy));
  assert.equal(split.filter((f) => f.startsWith('static/js/async/')).length, 3, split.join(', '));
  const entry = split.find((f) => /^static\/js\/index\./.test(f)) ?? '';
  assert.ok(fs.statSync(path.join(lazy, 'dist', entry)).size < 10_000);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path "the build deletes dist first; visitors get errors meanwhile"

/** A config whose Rspack plugin records, in seen.json, what dist holds while Rspack compiles (its make hook). */
const RECORDING_CONFIG = `import fs from 'node:fs';
const seen = {
  apply(compiler) {
    compiler.hooks.make.tapPromise('seen', async () => {
      const files = fs.existsSync('dist') ? fs.readdirSync('dist', { recursive: true }).filter((f) => fs.statSync('dist/' + f).isFile()) : [];
      fs.writeFileSync('seen.json', JSON.stringify(files.map((f) => f.split('\\\\').join('/')).sort()));
    });
  },
};
export default {
  output: {
    distPath: { root: process.env.OUT_DIR || 'dist' },
    ...(process.env.KEEP ? { cleanDistPath: false } : {}),
  },
  tools: { rspack: (config, { appendPlugins }) => appendPlugins(seen) },
};
`;

test('config/output/clean-dist-path "the build deletes dist first": during the compilation of a second build, dist holds only the files of public/; with cleanDistPath false it still holds the previous index.html and script, and afterwards the old and the new hashed scripts sit side by side with index.html pointing at the new one; distPath.root \'dist-next\' leaves dist as it was', () => {
  const dir = project({
    'rsbuild.config.mjs': RECORDING_CONFIG,
    'public/robots.txt': 'User-agent: *\n',
    'src/index.js': "console.log('v1');\n",
  });
  const seen = () => JSON.parse(fs.readFileSync(path.join(dir, 'seen.json'), 'utf8')) as string[];
  const scripts = () => js(distFiles(dir));
  build(dir);
  const v1 = scripts();
  assert.equal(v1.length, 1);

  edit(dir, 'src/index.js', 'v1', 'v2');
  build(dir);
  assert.deepEqual(seen(), ['robots.txt']);
  const v2 = scripts();
  assert.notDeepEqual(v2, v1);

  edit(dir, 'src/index.js', 'v2', 'v3');
  const kept = rsbuild(dir, ['build'], { KEEP: '1' });
  assert.equal(kept.code, 0, kept.output);
  assert.deepEqual(seen(), ['index.html', 'robots.txt', ...v2].sort());
  const v3 = scripts();
  assert.equal(v3.length, 2);
  assert.ok(v3.includes(v2[0]));
  const newest = v3.find((f) => f !== v2[0]) ?? '';
  assert.ok(distText(dir, /^index\.html$/).includes(`/${newest}`));

  const before = distFiles(dir);
  edit(dir, 'src/index.js', 'v3', 'v4');
  const next = rsbuild(dir, ['build'], { OUT_DIR: 'dist-next' });
  assert.equal(next.code, 0, next.output);
  assert.deepEqual(distFiles(dir), before);
  assert.ok(distFiles(dir, 'dist-next').includes('index.html'));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles "embed the CSS in the JS, as in development mode"

test('config/output/inject-styles "CSS embedded in the JS as in development mode": by default rsbuild build writes static/css/index.[hash].css and links it; with injectStyles true it writes no .css file and no stylesheet link, the JS holds the CSS text, and the style applies in Chromium; rsbuild dev links no stylesheet either', async () => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p id=\"t\">styled</p>';\n",
    'src/index.css': '#t {\n  color: rgb(255, 0, 0);\n}\n',
  };
  const plain = project(files);
  build(plain);
  assert.ok(distFiles(plain).some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)));
  assert.match(distText(plain, /^index\.html$/), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);

  const inject = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(inject);
  assert.deepEqual(
    distFiles(inject).filter((f) => f.endsWith('.css')),
    [],
  );
  assert.doesNotMatch(distText(inject, /^index\.html$/), /stylesheet/);
  assert.match(distText(inject, /^static\/js\//), /color: rgb\(255, 0, 0\)/);
  const server = await previewServer(inject);
  try {
    const seen = await visit(browser(), `${server.url}/`, () => getComputedStyle(document.querySelector('#t') as Element).color);
    assert.deepEqual(seen, { errors: [], value: 'rgb(255, 0, 0)' });
  } finally {
    await server.stop();
  }
  const dev = await devServer(inject);
  try {
    assert.doesNotMatch((await ask(dev.port, '/')).text, /stylesheet/);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash "caching of on-demand loaded modules after a release"

test('config/output/filename-hash "lazily loaded chunks after a release (1.1.js, 2.2.js)": a production build names them static/js/async/<id>.[hash].js; editing one lazy module renames its chunk and the entry, whose text holds the new hash, and leaves the other chunk\'s name', () => {
  const dir = project({
    'src/index.js': "import('./report').then((m) => m.default());\nimport('./settings').then((m) => m.default());\n",
    'src/report.js': "export default () => console.log('report v1');\n",
    'src/settings.js': "export default () => console.log('settings');\n",
  });
  build(dir);
  const chunk = (text: string) =>
    js(distFiles(dir)).find((f) => f.startsWith('static/js/async/') && distText(dir, new RegExp(`^${f}$`)).includes(text)) ?? '';
  const entry = () => js(distFiles(dir)).find((f) => f.startsWith('static/js/index.')) ?? '';
  const before = { report: chunk('report v1'), settings: chunk('settings'), entry: entry() };
  assert.match(before.report, /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  assert.match(before.settings, /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);

  edit(dir, 'src/report.js', 'report v1', 'report v2');
  build(dir);
  const after = { report: chunk('report v2'), settings: chunk('settings'), entry: entry() };
  assert.notEqual(after.report, before.report);
  assert.notEqual(after.entry, before.entry);
  assert.equal(after.settings, before.settings);
  const newHash = /\.([0-9a-f]{8})\.js$/.exec(after.report)?.[1] ?? '';
  assert.ok(distText(dir, new RegExp(`^${after.entry}$`)).includes(newHash));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path "images are not stored in the configured folder (Taro's staticDirectory)"

test('config/output/dist-path "a folder such as h5/static for the images": distPath js h5/js, css h5/css, image h5/static/image, svg h5/static/svg writes the files there and the JS and CSS point at /h5/static/...; an image of at most 10,000 bytes is inlined and in no folder', () => {
  const dir = project({
    'rsbuild.config.mjs':
      "export default { output: { distPath: { js: 'h5/js', css: 'h5/css', image: 'h5/static/image', svg: 'h5/static/svg' } } };\n",
    'src/logo.png': BIG_PNG,
    'src/small.png': PNG,
    'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(11_000)} --></svg>\n`,
    'src/index.css': ".hero { background: url('./logo.png'); }\n",
    'src/index.js':
      "import './index.css';\nimport logo from './logo.png';\nimport small from './small.png';\nimport icon from './icon.svg';\nconsole.log(logo, small, icon);\n",
  });
  build(dir);
  const files = distFiles(dir);
  for (const re of [
    /^h5\/js\/index\.[0-9a-f]{8}\.js$/,
    /^h5\/css\/index\.[0-9a-f]{8}\.css$/,
    /^h5\/static\/image\/logo\.[0-9a-f]{8}\.png$/,
    /^h5\/static\/svg\/icon\.[0-9a-f]{8}\.svg$/,
  ])
    assert.ok(
      files.some((f) => re.test(f)),
      `${re} in ${files.join(', ')}`,
    );
  assert.ok(!files.some((f) => f.includes('small')), files.join(', '));
  assert.match(distText(dir, /^h5\/js\//), /"h5\/static\/image\/logo\.[0-9a-f]{8}\.png"/);
  assert.match(distText(dir, /^h5\/js\//), /\.p="\/"/);
  assert.match(distText(dir, /^h5\/js\//), /data:image\/png;base64,/);
  assert.match(distText(dir, /^h5\/css\//), /url\(\/h5\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets "van-image cannot take a local image through require"

test('guide/basic/static-assets "a local image for van-image": the imported image and a literal require() in the same ES module are the same URL, /static/image/image.[hash].png; bound to the src of a custom element named van-image, the image loads in Chromium', async () => {
  const dir = project({
    'src/image.png': BIG_PNG,
    'src/index.js': `import logo from './image.png';
const viaRequire = require('./image.png');
customElements.define('van-image', class extends HTMLElement {
  connectedCallback() {
    const img = document.createElement('img');
    img.src = this.getAttribute('src');
    this.append(img);
  }
});
const el = document.createElement('van-image');
el.setAttribute('src', logo);
document.body.append(el);
window.result = { logo, viaRequire };
`,
  });
  build(dir);
  const server = await previewServer(dir);
  try {
    const seen = await visit(browser(), `${server.url}/`, () => {
      const img = document.querySelector('van-image img') as HTMLImageElement;
      return { ...(window as unknown as { result: object }).result, width: img.naturalWidth };
    });
    assert.deepEqual(seen.errors, []);
    const value = seen.value as { logo: string; viaRequire: string; width: number };
    assert.match(value.logo, /^\/static\/image\/image\.[0-9a-f]{8}\.png$/);
    assert.equal(value.viaRequire, value.logo);
    assert.equal(value.width, 1);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias "Can't resolve '@/views' from import() with a variable"

test("config/source/alias \"Can't resolve '@/views'\": import(`@/views/${view}`) without an @ alias stops rsbuild build with Resolve error: Can't resolve '@/views' in '<root>/src'; with alias { '@': './src' } or tsconfig paths the build passes, each file of src/views is an async chunk, and loading 'orders' renders src/views/orders.js in Chromium", async () => {
  const files = {
    'src/index.js':
      "const loadView = (view) => () => import(`@/views/${view}`);\nloadView('orders')().then((m) => { document.body.textContent = m.default; });\n",
    'src/views/orders.js': "export default 'ORDERS VIEW';\n",
    'src/views/about.js': "export default 'ABOUT VIEW';\n",
  };
  const bare = project(files);
  const failed = rsbuild(bare, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Resolve error: Can't resolve '@\/views' in '[^']*[\\/]src'/);

  for (const extra of <Record<string, string>[]>[
    { 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" },
    { 'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./", "paths": { "@/*": ["./src/*"] } } }\n' },
  ]) {
    const dir = project({ ...files, ...extra });
    build(dir);
    assert.equal(js(distFiles(dir)).filter((f) => f.startsWith('static/js/async/')).length, 2);
    const server = await previewServer(dir);
    try {
      const seen = await visit(browser(), `${server.url}/`, () => document.body.textContent);
      assert.deepEqual(seen, { errors: [], value: 'ORDERS VIEW' });
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals "the CDN cannot be reached: load vue locally"

const CDN_CONFIG = `export default process.env.CDN
  ? {
      output: { externals: { vue: 'Vue' } },
      html: { tags: [{ tag: 'script', attrs: { src: process.env.CDN }, head: true, append: false }] },
    }
  : {};
`;

test('config/output/externals "the CDN cannot be reached, load vue locally": with externals and a CDN script from html.tags, the page works while the CDN answers; while the CDN does not answer, the page stays blank and loading; when the connection fails, it throws Vue is not defined; without externals and the tag, the stand-in vue is in the bundle and the page works with no CDN request', async (t) => {
  const files = {
    'rsbuild.config.mjs': CDN_CONFIG,
    'node_modules/vue/package.json': '{ "name": "vue", "version": "2.6.14", "main": "index.js" }\n',
    'node_modules/vue/index.js': "exports.greet = function () { return 'bundled vue'; };\n",
    'src/index.js': "import Vue from 'vue';\ndocument.body.textContent = Vue.greet();\n",
  };
  const cdn = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end("window.Vue = { greet: function () { return 'cdn vue'; } };\n");
  });
  const cdnPort = await listen(cdn, t);
  const hanging = http.createServer(() => {});
  const hangingPort = await listen(hanging, t);
  const refusedPort = await freePort();

  const site = async (env: NodeJS.ProcessEnv) => {
    const dir = project(files);
    const run = rsbuild(dir, ['build'], env);
    assert.equal(run.code, 0, run.output);
    return { dir, url: `${await staticHost(t, path.join(dir, 'dist'))}/` };
  };

  const up = await site({ CDN: `http://localhost:${cdnPort}/vue.min.js` });
  assert.doesNotMatch(distText(up.dir, /^static\/js\//), /bundled vue/);
  assert.deepEqual(await visit(browser(), up.url, () => document.body.textContent), { errors: [], value: 'cdn vue' });

  const stalled = await site({ CDN: `http://localhost:${hangingPort}/vue.min.js` });
  const page = await browser().newPage();
  try {
    await page.goto(stalled.url, { waitUntil: 'commit' });
    await page.waitForTimeout(3_000);
    assert.deepEqual(await page.evaluate(() => [document.readyState, document.body?.textContent ?? '']), ['loading', '']);
  } finally {
    hanging.closeAllConnections();
    await page.close();
  }

  const down = await site({ CDN: `http://localhost:${refusedPort}/vue.min.js` });
  const failed = await visit(browser(), down.url, () => document.body.textContent);
  assert.deepEqual(failed, { errors: ['Uncaught ReferenceError: Vue is not defined'], value: '' });

  const local = await site({});
  assert.doesNotMatch(distText(local.dir, /^index\.html$/), /localhost:\d+\/vue\.min\.js/);
  assert.match(distText(local.dir, /^static\/js\//), /bundled vue/);
  const requests: string[] = [];
  const localPage = await browser().newPage();
  try {
    localPage.on('request', (r) => requests.push(r.url()));
    await localPage.goto(local.url);
    assert.equal(await localPage.evaluate(() => document.body.textContent), 'bundled vue');
  } finally {
    await localPage.close();
  }
  assert.ok(
    requests.every((u) => u.startsWith(local.url)),
    requests.join('\n'),
  );
});
