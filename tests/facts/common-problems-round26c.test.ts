// Facts behind the twenty-sixth round's (c) items (old browsers, polyfills, the asset prefix, blank pages, process and
// source.define), as readers describe the problem: IE 11 opening every page blank with SCRIPT1002: 语法错误 app.js
// (2805,1), babel-polyfill added and IE 9 still blank, where to configure babel-polyfill for IE, a blank page behind
// nginx location /admin with proxy_pass, the page jumping to the root after configuring base, errors on every refresh
// after deploying to nginx, dist/index.html opened from disk with a loading spinner that keeps spinning, process is not
// defined once a component library (ProComponents) is used, and `version: \`${process.env.VERSION}\`` not replaced
// properly. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - guide/advanced/browser-compatibility, guide/faq/blank-page, guide/advanced/browserslist: Internet Explorer is not
//   run. That IE 9 to 11 stop at ES2015 syntax with SCRIPT1002: Syntax error (语法错误 in a Chinese IE) followed by the
//   file and its line and column, and then show a blank page, is the reports (SCRIPT1002: 语法错误 app.js (2805,1));
//   that babel-polyfill adds APIs, not syntax, is Babel's documentation. The runs show what reaches the output: arrow
//   functions, template literals and classes with the default list, none of them with `ie 11` or `ie >= 9`.
// - config/output/polyfill: that `polyfill: 'entry'` takes the place of importing babel-polyfill (@babel/polyfill) at
//   the top of the entry is Babel's documentation (useBuiltIns: 'entry'); Babel is not run.
// - config/output/asset-prefix: nginx is not run. That `location /admin/` with `proxy_pass http://127.0.0.1:8080/;`
//   passes on only the requests under /admin/ and replaces /admin/ with the path of proxy_pass is nginx's documentation
//   (ngx_http_proxy_module, proxy_pass); the test plays it with a proxy of its own that does the same and answers 404
//   elsewhere. That Vite and umi read `base`, and that a router without its base path matches no route at /admin/ so a
//   catch-all redirect (Vue Router's `{ path: '/:pathMatch(.*)*', redirect: '/' }`, React Router's `<Navigate to="/" />`)
//   sends the browser to `/`, and that createWebHistory(base) and basename give it the base, is those tools'
//   documentation; no router is run. The refresh error after deploying to nginx is played by a static host that answers
//   unknown paths with index.html, as `try_files $uri $uri/ /index.html` does.
// - guide/faq/exceptions, plugins/list/plugin-node-polyfill: ProComponents is not installed; a package of the test
//   reads process.env as such a library does (the report: a new React 18 project using pro components). That
//   @rsbuild/plugin-node-polyfill provides `process` rests on its 0.5.9 source (src/index.ts, src/libs.ts) and the
//   earlier tests of that page; the plugin is not installed here.
// - config/source/define: that a webpack build failed with `Unexpected token` at `version: \`${process.env.VERSION}\``
//   is the report; webpack is not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import {
  build,
  buildAndVisit,
  distFiles,
  distText,
  listen,
  previewServer,
  project,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const DEFAULT_LIST = "['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']";
const entryOf = (dir: string) => distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility, guide/faq/blank-page

test('guide/advanced/browser-compatibility "IE 11 opens every page blank (a white screen) and reports SCRIPT1002: Syntax error ... app.js (6295,1)" and guide/faq/blank-page "(in IE 11, SCRIPT1002: Syntax error followed by the file with its line and column)": with the default list the entry keeps arrow functions, template literals and const; with ie 11 added none of them is left', () => {
  const src = 'const greet = (name) => `Hi ${name}`;\ndocument.body.textContent = greet("IE");\n';
  const plain = project({ 'src/index.js': src, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(plain);
  const modern = entryOf(plain);
  assert.match(modern, /=>/);
  assert.match(modern, /`/);
  assert.match(modern, /\bconst /);
  const ie = project({
    'src/index.js': src,
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: [${DEFAULT_LIST.slice(1, -1)}, 'ie 11'], polyfill: 'entry', minify: false } };\n`,
  });
  build(ie);
  const old = entryOf(ie);
  assert.doesNotMatch(old, /=>/);
  assert.doesNotMatch(old, /`/);
  assert.doesNotMatch(old, /\bconst\b/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "with babel-polyfill added to the entry, IE 9 still shows a blank page until the list says ie >= 9; in a test build with ie >= 9, the entry file held no arrow function, const, let or class"', () => {
  const src =
    'class Counter { constructor() { this.n = 0; } inc() { let m = this.n + 1; this.n = m; return m; } }\nconst twice = (x) => x * 2;\ndocument.body.textContent = String(twice(new Counter().inc()));\n';
  const unminified = { 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' };
  const syntax = [/=>/, /\bconst /, /\blet /, /\bclass Counter/];
  const plain = project({ 'src/index.js': src, ...unminified });
  build(plain);
  for (const re of syntax) assert.match(entryOf(plain), re);
  const dir = project({ 'src/index.js': src, '.browserslistrc': 'ie >= 9\n', ...unminified });
  build(dir);
  for (const re of syntax) assert.doesNotMatch(entryOf(dir), re);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill

test('config/output/polyfill "To support IE, where do I configure babel-polyfill": without core-js installed, ie 11 with polyfill: \'entry\' builds a lib-polyfill.js holding es.promise, es.symbol and es.object.assign', () => {
  const dir = project({
    'src/index.js': 'document.body.textContent = "x";\n',
    'rsbuild.config.mjs': `export default { output: { minify: false, overrideBrowserslist: [${DEFAULT_LIST.slice(1, -1)}, 'ie 11'], polyfill: 'entry' } };\n`,
  });
  build(dir);
  assert.equal(fs.existsSync(path.join(dir, 'node_modules/core-js')), false);
  // The entry requires each core-js module by id, named in a comment; lib-polyfill.js defines the module of that id.
  const polyfill = distText(dir, /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
  const entry = entryOf(dir);
  for (const m of ['es.promise', 'es.symbol', 'es.object.assign']) {
    const id = entry.match(new RegExp(`__webpack_require__\\(/\\*! core-js/modules/${m.replace(/\./g, '\\.')}\\.js \\*/"(\\d+)"\\)`))?.[1];
    assert.ok(id, m);
    assert.ok(polyfill.includes(`"${id}": (function`), `${m} (${id})`);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

const RENDER = "document.querySelector('#root').textContent = 'rendered';\n";

/** A proxy as nginx's `location /admin/ { proxy_pass http://127.0.0.1:<port>/; }`: strips /admin/, 404 elsewhere. */
async function nginxLike(target: number, t: { after: (fn: () => void) => void }): Promise<string> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/admin/')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404 Not Found</h1>');
      return;
    }
    const forward = http.request(
      { host: 'localhost', port: target, path: url.slice('/admin'.length), method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(forward);
  });
  return `http://localhost:${await listen(server, t)}`;
}

test('config/output/asset-prefix "Behind nginx location /admin/ with proxy_pass, the page is blank": behind a proxy that removes /admin/ the page stays blank with the default prefix (its script answered 404) and renders with assetPrefix: \'/admin/\'; rsbuild preview serves the files with or without the /admin/', async (t) => {
  const seen = async (config: string) => {
    const dir = project({ 'src/index.js': RENDER, 'rsbuild.config.mjs': config });
    build(dir);
    const preview = await previewServer(dir);
    try {
      const origin = await nginxLike(preview.port, t);
      const { value } = await visit(browser(), `${origin}/admin/`, () => document.querySelector('#root')?.textContent ?? '');
      const js = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
      const direct = [(await fetch(`${preview.url}/${js}`)).status, (await fetch(`${preview.url}/admin/${js}`)).status];
      return { value, direct };
    } finally {
      await preview.stop();
    }
  };
  const blank = await seen('export default {};\n');
  assert.equal(blank.value, '');
  const fixed = await seen("export default { output: { assetPrefix: '/admin/' } };\n");
  assert.equal(fixed.value, 'rendered');
  assert.deepEqual(fixed.direct, [200, 200]);
});

test('config/output/asset-prefix "After configuring base (Vite, umi) ... the page jumps to the root": base in rsbuild.config is ignored (the HTML loads /static/js/...); with assetPrefix: \'/admin/\' the HTML loads /admin/static/js/... and process.env.ASSET_PREFIX is "/admin", so `${process.env.ASSET_PREFIX}/` gives "/admin/"', async (t) => {
  const src = 'window.routerBase = `${process.env.ASSET_PREFIX}/`;\nwindow.basename = process.env.ASSET_PREFIX;\n';
  const ignored = project({ 'src/index.js': src, 'rsbuild.config.mjs': "export default { base: '/admin/' };\n" });
  assert.doesNotMatch(build(ignored).output, /base|warn/i);
  assert.match(distText(ignored, /^index\.html$/), /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const dir = project({ 'src/index.js': src, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/admin/' } };\n" });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /src="\/admin\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.doesNotMatch(entryOf(dir), /ASSET_PREFIX/);
  const origin = await staticHost(t, path.join(dir, 'dist'), { folder: 'admin' });
  const { errors, value } = await visit(browser(), `${origin}/admin/`, () => [
    (window as unknown as { routerBase: string }).routerBase,
    (window as unknown as { basename: string }).basename,
  ]);
  assert.deepEqual(errors, []);
  assert.deepEqual(value, ['/admin/', '/admin']);
});

test("config/output/asset-prefix \"after deploying to nginx, every refresh fails with an error that looks like a path problem\": with './' a refresh at /user/42 on a host that answers unknown paths with index.html fails with Unexpected token '<' and stays blank; with the default '/' it renders", async (t) => {
  const run = async (config: string) => {
    const dir = project({ 'src/index.js': RENDER, 'rsbuild.config.mjs': config });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
    return visit(browser(), `${origin}/user/42`, () => document.querySelector('#root')?.textContent ?? '');
  };
  const relative = await run("export default { output: { assetPrefix: './' } };\n");
  assert.ok(
    relative.errors.some((e) => e.includes("Unexpected token '<'")),
    relative.errors.join('\n'),
  );
  assert.equal(relative.value, '');
  const absolute = await run('export default {};\n');
  assert.deepEqual([absolute.errors, absolute.value], [[], 'rendered']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page

test('guide/faq/blank-page "double-clicking index.html in dist ... the loading spinner of the template keeps spinning": opened from file:// the loading element of the template stays, as no script runs; served by rsbuild preview the script replaces it', async () => {
  const dir = project({
    'index.html':
      '<!doctype html><html><head><title>app</title></head><body><div id="root"><div class="spinner">loading</div></div></body></html>\n',
    'src/index.js': RENDER,
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const served = await buildAndVisit(browser(), dir, () => document.querySelector('#root')?.textContent ?? '');
  assert.equal(served.value, 'rendered');
  const fromDisk = await visit(browser(), pathToFileURL(path.join(dir, 'dist/index.html')).href, () => [
    document.querySelector('.spinner')?.textContent ?? 'none',
    document.querySelector('#root')?.textContent ?? '',
  ]);
  assert.deepEqual(fromDisk.value, ['loading', 'loading']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions, plugins/list/plugin-node-polyfill

test('guide/faq/exceptions "once a component library such as ProComponents is used and your own code has no process, the library reads it" and plugins/list/plugin-node-polyfill "process is not defined once a component library ... is used": a package reading process.env fails in the browser with process is not defined though the project\'s code has no process; defining the variable fixes it', async () => {
  const files = {
    'node_modules/pro-lib/package.json': '{ "name": "pro-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/pro-lib/index.js': "export const label = process.env.PRO_LIB_LABEL || 'table';\n",
    'src/index.js': "import { label } from 'pro-lib';\ndocument.querySelector('#root').textContent = label;\n",
  };
  assert.doesNotMatch(files['src/index.js'], /process/);
  const failing = await buildAndVisit(browser(), project(files), () => document.querySelector('#root')?.textContent ?? '');
  assert.deepEqual(failing.errors, ['Uncaught ReferenceError: process is not defined']);
  assert.equal(failing.value, '');
  const fixed = await buildAndVisit(
    browser(),
    project({
      ...files,
      'rsbuild.config.mjs': "export default { source: { define: { 'process.env.PRO_LIB_LABEL': JSON.stringify('') } } };\n",
    }),
    () => document.querySelector('#root')?.textContent ?? '',
  );
  assert.deepEqual([fixed.errors, fixed.value], [[], 'table']);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "process.env.VERSION in a template literal is not replaced properly": with \'process.env.VERSION\': process.env.VERSION the build succeeds silently; 1.2.3 comes out as 1.2, v1.2.3 as the variable v1 (ReferenceError: v1 is not defined); with JSON.stringify the template literal gives 1.2.3 on the page', async () => {
  const src = 'const info = { version: `${process.env.VERSION}` };\ndocument.querySelector("#root").textContent = info.version;\n';
  const config = "export default { source: { define: { 'process.env.VERSION': process.env.VERSION } } };\n";
  const read = () => document.querySelector('#root')?.textContent ?? '';
  const run = (version: string, cfg = config) => {
    const dir = project({ 'src/index.js': src, 'rsbuild.config.mjs': cfg });
    const out = build(dir, { VERSION: version });
    assert.doesNotMatch(out.output, /error|warn/i);
    return dir;
  };
  const number = run('1.2.3');
  assert.match(entryOf(number), /textContent="1\.2"/);
  const variable = run('v1.2.3');
  const preview = await previewServer(variable);
  let seenVariable: { errors: string[] };
  try {
    seenVariable = await visit(browser(), `${preview.url}/`, read);
  } finally {
    await preview.stop();
  }
  assert.deepEqual(seenVariable.errors, ['Uncaught ReferenceError: v1 is not defined']);
  const fixedDir = project({
    'src/index.js': src,
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.VERSION': JSON.stringify('1.2.3') } } };\n",
  });
  const fixed = await buildAndVisit(browser(), fixedDir, read);
  assert.deepEqual([fixed.errors, fixed.value], [[], '1.2.3']);
});
