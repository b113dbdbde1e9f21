// Facts behind the nineteenth round's (a) items, as readers describe the problem: React's "Target container is not
// a DOM element" with the built-in template, a <base href> without a template of one's own, a reload that gives 404
// (a URL whose last part has dots, /search/192.168.1.0), an image the HTML refers to by URL, the output folders of
// each kind of file and of public/, a proxy to an https back end with a self-signed certificate, and a variable set
// on the command line (cross-env). Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Facts run by earlier files, not again here:
// - config/dev/write-to-disk "dist stays empty while rsbuild dev runs; writeToDisk: true writes index.html and
//   static/js/index.js": common-problems-round16a.test.ts, common-problems-round6a.test.ts, common-problems.test.ts.
// - config/output/clean-dist-path "old hashed files stay": a second build inside the root leaves only its own files,
//   a root outside the project keeps the old ones with the four warnings, cleanDistPath: true empties it
//   (common-problems-round11a.test.ts, common-problems-server.test.ts, error-messages.test.ts); rsbuild dev empties
//   dist too (dev.test.ts).
// - config/html/title: a string for every page, a function of entryName per page, a <title> of the template wins
//   (html-options.test.ts, common-problems-round6b.test.ts).
// - config/source/entry: several entries give one HTML page each, loading its own script, served at /<entryName>
//   (common-problems.test.ts, common-problems-round16a.test.ts, common-problems-round11b.test.ts).
// - config/server/history-api-fallback: dev and preview answer /my-account with index.html; dist/ holds index.html
//   and static/ only (common-problems-round17a.test.ts).
//
// Not run here: cross-env (not installed) only sets the variables it is given for the command it starts, on every
// platform (its README); the test sets APP_KEY in the environment of rsbuild, as cross-env does. That React Router
// takes a sub-path through the basename prop of BrowserRouter, and Vue Router through createWebHistory('/sub/'),
// rests on their documentation. webpack-dev-server serving public/ through devServer.static, and html-loader bundling the images of a template,
// rest on their documentation. The
// wording of the certificate error comes from the Node.js of the run (the code DEPTH_ZERO_SELF_SIGNED_CERT is
// OpenSSL's, the message "self-signed certificate" Node's since 17; older Nodes write "self signed certificate").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import https from 'node:https';
import type net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import {
  ROOT,
  ask,
  build,
  hashed,
  devServer,
  distFiles,
  distText,
  previewServer,
  project,
  sharedBrowser,
  visit,
  waitFor,
  REACT_18,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/html/mount-id

// Our react-dom 18 is installed next to React 19: the alias makes it use React 18, as in a real project.
const REACT_LINKS = { react: 'react-18', 'react-dom': 'react-dom-18' };
const mountOn = (id: string) =>
  `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('${id}')).render(createElement('p', { id: 'hello' }, 'hello'));\n`;
const reactConfig = (html: string) => `export default { source: { alias: { react: ${JSON.stringify(REACT_18)} } }, html: ${html} };\n`;

test('config/html/mount-id "Target container is not a DOM element": with code mounting on #app, the built-in template\'s <div id="root"> gives createRoot(...): Target container is not a DOM element. in rsbuild dev (Minified React error #299 after rsbuild build); an index.html in the project root is not used without html.template; html.mountId \'app\' renders the page', async () => {
  const own = '<!doctype html><html><head><title>my own page</title></head><body><div id="app"></div></body></html>\n';
  const dir = project({ 'src/index.js': mountOn('app'), 'index.html': own, 'rsbuild.config.mjs': reactConfig('{}') }, REACT_LINKS);
  const server = await devServer(dir);
  try {
    const page = await visit(browser(), `${server.url}/`, () => document.body.innerHTML.trim());
    assert.deepEqual(page.errors, ['Uncaught Error: createRoot(...): Target container is not a DOM element.']);
    assert.equal(page.value, '<div id="root"></div>');
  } finally {
    await server.stop();
  }
  assert.equal(build(dir).code, 0);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<title>Rsbuild App<\/title>/);
  assert.match(html, /<body><div id="root"><\/div><\/body>/);
  assert.doesNotMatch(html, /my own page/);
  const preview = await previewServer(dir);
  try {
    const page = await visit(browser(), `${preview.url}/`, () => document.body.innerHTML);
    assert.equal(page.errors.length, 1);
    assert.match(page.errors[0], /^Uncaught Error: Minified React error #299;/);
  } finally {
    await preview.stop();
  }

  const fixed = project({ 'src/index.js': mountOn('app'), 'rsbuild.config.mjs': reactConfig("{ mountId: 'app' }") }, REACT_LINKS);
  const fixedServer = await devServer(fixed);
  try {
    const page = await visit(browser(), `${fixedServer.url}/`, () => document.body.innerHTML.trim());
    assert.deepEqual(page.errors, []);
    assert.equal(page.value, '<div id="app"><p id="hello">hello</p></div>');
  } finally {
    await fixedServer.stop();
  }
});

test('config/html/mount-id "a custom template must contain the element": html.template pointing at the root index.html with <div id="app"> is used as it is and the app renders; one without the element gives the same error', async () => {
  const withDiv = '<!doctype html><html><head><title>my own page</title></head><body><div id="app"></div></body></html>\n';
  const withoutDiv = '<!doctype html><html><head><title>my own page</title></head><body><main></main></body></html>\n';
  for (const [template, errors, body] of [
    [withDiv, [], /<div id="app"><p id="hello">hello<\/p><\/div>/],
    [withoutDiv, ['Uncaught Error: createRoot(...): Target container is not a DOM element.'], /^<main><\/main>/],
  ] as const) {
    const dir = project(
      { 'src/index.js': mountOn('app'), 'index.html': template, 'rsbuild.config.mjs': reactConfig("{ template: './index.html' }") },
      REACT_LINKS,
    );
    const server = await devServer(dir);
    try {
      const page = await visit(browser(), `${server.url}/`, () => [document.title, document.body.innerHTML.trim()]);
      assert.deepEqual(page.errors, errors);
      assert.equal(page.value[0], 'my own page');
      assert.match(page.value[1], body);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "a <base href> without a template": html.tags { tag: base, attrs: { href: /sub/ }, head, append: false } writes <base href="/sub/"> first in <head>, before <title>, and leaves the script at /static/js/...; output.assetPrefix /sub/ moves the script URL to /sub/static/js/...', () => {
  const tag = "{ tag: 'base', attrs: { href: '/sub/' }, head: true, append: false }";
  const dir = project({
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'rsbuild.config.mjs': `export default { html: { tags: [${tag}] } };\n`,
  });
  assert.equal(build(dir).code, 0);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<head><base href="\/sub\/"><title>Rsbuild App<\/title><meta charset="UTF-8">/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.equal(html.match(/<base /g)?.length, 1);

  const prefixed = project({
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'rsbuild.config.mjs': `export default { html: { tags: [${tag}] }, output: { assetPrefix: '/sub/' } };\n`,
  });
  assert.equal(build(prefixed).code, 0);
  const html2 = distText(prefixed, /^index\.html$/);
  assert.match(html2, /<base href="\/sub\/">/);
  assert.match(html2, /<script defer="defer" src="\/sub\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback + config/server/public-dir

// Chromium's Accept header for an <img>.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

type Seen = Record<string, string>;

/** Asks rsbuild dev, then rsbuild preview (after a build) for each path, as a browser's reload or an <img> would. */
async function devAndPreview(dir: string, paths: string[]): Promise<{ dev: Seen; preview: Seen }> {
  const answer = async (port: number) => {
    const seen: Seen = {};
    for (const p of paths) {
      const img = p.endsWith('.png');
      const a = await ask(port, p, img ? { client: 'none', headers: { accept: IMAGE_ACCEPT } } : { client: 'browser' });
      const type = String(a.headers['content-type'] ?? '').replace(/;.*/, '');
      seen[p] = `${a.status} ${a.status === 200 ? type : ''}`.trim();
    }
    return seen;
  };
  const server = await devServer(dir);
  let dev: Seen;
  try {
    dev = await answer(server.port);
  } finally {
    await server.stop();
  }
  assert.equal(build(dir).code, 0);
  const preview = await previewServer(dir);
  try {
    return { dev, preview: await answer(preview.port) };
  } finally {
    await preview.stop();
  }
}

test('config/server/history-api-fallback "a reload on a URL with dots, /search/192.168.1.0": by default rsbuild dev answers it with index.html and rsbuild preview with 404 (a path without a dot gets index.html from both); historyApiFallback: true with htmlFallback: false gives 404 on both; disableDotRule: true gives index.html on both', async () => {
  const paths = ['/search/192.168.1.0', '/search/react'];
  const config = (server: string) => ({
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'rsbuild.config.mjs': `export default { server: ${server} };\n`,
  });
  const html = { '/search/192.168.1.0': '200 text/html', '/search/react': '200 text/html' };
  const dotted404 = { '/search/192.168.1.0': '404', '/search/react': '200 text/html' };

  assert.deepEqual(await devAndPreview(project(config('{}')), paths), { dev: html, preview: dotted404 });
  assert.deepEqual(await devAndPreview(project(config('{ htmlFallback: false, historyApiFallback: true }')), paths), {
    dev: dotted404,
    preview: dotted404,
  });
  assert.deepEqual(await devAndPreview(project(config('{ htmlFallback: false, historyApiFallback: { disableDotRule: true } }')), paths), {
    dev: html,
    preview: html,
  });
});

test('config/server/history-api-fallback "with disableDotRule a missing file comes back as the page": /images/missing.png gets index.html (200 text/html) from dev and preview; a rewrites rule for /search/ leaves it a 404 in both', async () => {
  const paths = ['/search/192.168.1.0', '/images/missing.png'];
  const files = { 'src/index.js': "document.body.dataset.ok = '1';\n" };
  const dot = project({
    ...files,
    'rsbuild.config.mjs': 'export default { server: { htmlFallback: false, historyApiFallback: { disableDotRule: true } } };\n',
  });
  const both = { '/search/192.168.1.0': '200 text/html', '/images/missing.png': '200 text/html' };
  assert.deepEqual(await devAndPreview(dot, paths), { dev: both, preview: both });
  const ruled = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { server: { htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\\/search\\//, to: '/index.html' }] } } };\n",
  });
  const onlySearch = { '/search/192.168.1.0': '200 text/html', '/images/missing.png': '404' };
  assert.deepEqual(await devAndPreview(ruled, paths), { dev: onlySearch, preview: onlySearch });
});

test('config/server/public-dir "the dev server does not serve the images of the HTML, 404": an <img src> of the template is left as written; an image in public/images is served at /images/logo.png by dev and preview and copied to dist; one in src/images named by URL only gets index.html from rsbuild dev (200 text/html), a 404 from rsbuild preview, and is not in dist', async () => {
  const template =
    '<!doctype html><html><head><title>t</title></head><body><img src="/images/logo.png"><img src="./src/images/photo.png"><div id="root"></div></body></html>\n';
  const dir = project({
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'index.html': template,
    'public/images/logo.png': Buffer.from('89504e470d0a1a0a', 'hex'),
    'src/images/photo.png': Buffer.from('89504e470d0a1a0a', 'hex'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const seen = await devAndPreview(dir, ['/images/logo.png', '/src/images/photo.png']);
  assert.deepEqual(seen, {
    dev: { '/images/logo.png': '200 image/png', '/src/images/photo.png': '200 text/html' },
    preview: { '/images/logo.png': '200 image/png', '/src/images/photo.png': '404' },
  });
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<img src="\/images\/logo\.png"><img src="\.\/src\/images\/photo\.png">/);
  const files = distFiles(dir);
  assert.ok(files.includes('images/logo.png'));
  assert.deepEqual(
    files.filter((f) => f.includes('photo')),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test('config/output/dist-path "the folder of each kind of file: js, css, images, fonts, and public/": root build and js/css/image/font keys move each kind of file; public/ is copied to the top of root, its sub-folders kept', () => {
  const big = Buffer.alloc(20_000, 1);
  const dir = project({
    'src/index.js': "import './index.css';\nimport logo from './logo.png';\ndocument.body.dataset.logo = logo;\n",
    'src/index.css': "@font-face { font-family: f; src: url('./f.woff2'); }\nbody { font-family: f; background: url('./bg.png'); }\n",
    'src/logo.png': big,
    'src/bg.png': Buffer.alloc(20_001, 2),
    'src/f.woff2': big,
    'public/robots.txt': 'User-agent: *\n',
    'public/downloads/manual.pdf': 'pdf',
    'rsbuild.config.mjs':
      "export default { output: { distPath: { root: 'build', js: 'assets/js', css: 'assets/css', image: 'assets/img', font: 'assets/fonts' } } };\n",
  });
  assert.equal(build(dir).code, 0);
  const files = hashed(distFiles(dir, 'build').filter((f) => !f.endsWith('.LICENSE.txt')));
  assert.deepEqual(files.sort(), [
    'assets/css/index.[hash].css',
    'assets/fonts/f.[hash].woff2',
    'assets/img/bg.[hash].png',
    'assets/img/logo.[hash].png',
    'assets/js/index.[hash].js',
    'downloads/manual.pdf',
    'index.html',
    'robots.txt',
  ]);
  assert.ok(!fs.existsSync(path.join(dir, 'dist')));
  const html = distText(dir, /^index\.html$/, 'build');
  assert.match(html, /src="\/assets\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.match(html, /href="\/assets\/css\/index\.[0-9a-f]{8}\.css"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test('config/server/proxy "an https back end with a self-signed certificate": without secure: false rsbuild dev logs "error   self-signed certificate" and "[HPM] Error occurred while proxying request ... [DEPTH_ZERO_SELF_SIGNED_CERT]", and the request gets no answer; with secure: false (changeOrigin true by default in the object form) it is forwarded with the Host of the target', async (t) => {
  const certs = path.join(ROOT, 'tests/facts/fixtures');
  const hosts: string[] = [];
  const api = https
    .createServer(
      { key: fs.readFileSync(path.join(certs, 'localhost-key.pem')), cert: fs.readFileSync(path.join(certs, 'localhost-cert.pem')) },
      (req, res) => {
        hosts.push(req.headers.host ?? '');
        res.end(`api ${req.url}`);
      },
    )
    .listen(0);
  t.after(() => api.close());
  await new Promise((resolve) => api.once('listening', resolve));
  const target = `https://localhost:${(api.address() as net.AddressInfo).port}`;
  const dir = project({
    'src/index.js': "document.body.dataset.ok = '1';\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/checked': { target: '${target}' }, '/api': { target: '${target}', secure: false } } } };\n`,
  });
  const server = await devServer(dir);
  try {
    await assert.rejects(ask(server.port, '/checked/users', { client: 'fetch', timeout: 2000 }), /no answer/);
    assert.ok(await waitFor(() => /self-signed certificate/.test(server.log())), server.log());
    assert.match(server.log(), /error\s+self-signed certificate\n/);
    assert.match(
      server.log(),
      /\[HPM\] Error occurred while proxying request localhost:\d+\/checked\/users to https:\/\/localhost:\d+\/ \[DEPTH_ZERO_SELF_SIGNED_CERT\]/,
    );
    const ok = await ask(server.port, '/api/users', { client: 'fetch' });
    assert.equal(ok.status, 200);
    assert.equal(ok.text, 'api /api/users');
    assert.equal(hosts.at(-1), new URL(target).host);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "a variable set with cross-env": APP_KEY set on the command line of rsbuild build stays process.env.APP_KEY in the bundle, PUBLIC_APP_KEY is replaced, rsbuild.config reads APP_KEY from process.env, and source.define with JSON.stringify(process.env.APP_KEY) puts its value in the bundle', () => {
  const code = 'document.body.dataset.a = process.env.APP_KEY;\ndocument.body.dataset.b = process.env.PUBLIC_APP_KEY;\n';
  const env = { APP_KEY: 'key-from-cli', PUBLIC_APP_KEY: 'public-key-from-cli' };
  const plain = project({ 'src/index.js': code, 'rsbuild.config.mjs': 'export default { html: { title: process.env.APP_KEY } };\n' });
  assert.equal(build(plain, env).code, 0);
  const js = distText(plain, /^static\/js\/index\./);
  assert.match(js, /process\.env\.APP_KEY/);
  assert.ok(!js.includes('"key-from-cli"'));
  assert.ok(js.includes('"public-key-from-cli"'));
  assert.match(distText(plain, /^index\.html$/), /<title>key-from-cli<\/title>/);

  const defined = project({
    'src/index.js': code,
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.APP_KEY': JSON.stringify(process.env.APP_KEY) } } };\n",
  });
  assert.equal(build(defined, env).code, 0);
  const js2 = distText(defined, /^static\/js\/index\./);
  assert.ok(js2.includes('"key-from-cli"'));
  assert.doesNotMatch(js2, /process\.env/);
});
