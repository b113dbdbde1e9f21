// Facts behind the eighteenth round's (a) items, as readers describe the problem: the dev server "opening at
// 0.0.0.0", a CSS file from a CDN (Semantic UI) through html.tags, the dev server's CORS header for
// webpack-dev-server users, and the public folder copied into dist (favicons, robots.txt). Each runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project). The history fallback item (a route typed into the address bar of the
// deployed site) rewords round 17's, whose test backs it: common-problems-round17a.test.ts (dev and preview answer
// /my-account with index.html; dist/ holds index.html and static/ only; a static host gives 404 without try_files).
//
// Not run here: nginx's try_files and other production hosts (config/server/history-api-fallback states them as
// the usual host setting, not as a behaviour of Rsbuild). config/server/headers says that webpack-dev-server users
// usually add devServer.headers { 'Access-Control-Allow-Origin': '*' }: a usage of that tool, not run here.
// config/server/host: a startUrl string with <port> naming localhost is opened with the port filled in (run by
// common-problems-round14a.test.ts). config/server/public-dir: no minifying of .js files in public/, and output.copy
// minifying the JavaScript it copies in production, carry over from the earlier item of that page and its tests.
// config/server/headers: server.proxy making API calls same-origin is run by the proxy page's tests.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, fakeOpener, previewServer, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/server/host

/** Runs `rsbuild dev ...args` in `dir` until the browser was "opened"; returns the log and the URLs. */
async function devWithArgs(dir: string, args: string[]): Promise<{ port: number; log: string; opened: string[] }> {
  const { PATH, opened } = fakeOpener();
  const server = await devServer(dir, { env: { PATH }, args });
  try {
    assert.ok(await waitFor(() => opened().length > 0, 60_000), server.log());
    return { port: server.port, log: server.log(), opened: opened() };
  } finally {
    await server.stop();
  }
}

test('config/server/host "the dev server opens at 0.0.0.0 instead of localhost": with the default host 0.0.0.0, rsbuild dev --open and dev.startUrl: true both open http://localhost:<port>/, and the printed Local URL is http://localhost:<port>/; 0.0.0.0 is neither printed nor opened', async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const cli = await devWithArgs(project(src), ['--open']);
  const config = await devWithArgs(project({ ...src, 'rsbuild.config.mjs': 'export default { dev: { startUrl: true } };\n' }), []);
  for (const run of [cli, config]) {
    assert.deepEqual(run.opened, [`http://localhost:${run.port}/`]);
    assert.match(run.log, new RegExp(`> Local:\\s+http://localhost:${run.port}/`));
    assert.doesNotMatch(run.log, /0\.0\.0\.0/);
  }
});

test("config/server/host \"a startUrl string with 0.0.0.0 opens 0.0.0.0; host localhost prints only the Local URL\": dev.startUrl 'http://0.0.0.0:<port>' opens that address as written; with host: 'localhost' there is no Network line and --open opens http://localhost:<port>/", async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const zero = await devWithArgs(
    project({ ...src, 'rsbuild.config.mjs': "export default { dev: { startUrl: 'http://0.0.0.0:<port>' } };\n" }),
    [],
  );
  assert.deepEqual(zero.opened, [`http://0.0.0.0:${zero.port}`]);
  const local = await devWithArgs(project({ ...src, 'rsbuild.config.mjs': "export default { server: { host: 'localhost' } };\n" }), [
    '--open',
  ]);
  assert.deepEqual(local.opened, [`http://localhost:${local.port}/`]);
  assert.match(local.log, /> Local:/);
  assert.doesNotMatch(local.log, /> Network:/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "add the Semantic UI CSS (semantic.min.css) from a CDN": a link tag with rel stylesheet and head/append false lands in <head> of the built index.html, href unchanged, before the bundle\'s own tags; the CSS is not bundled', () => {
  const href = 'https://cdn.jsdelivr.net/npm/semantic-ui@2.4.1/dist/semantic.min.css';
  const dir = project({
    'src/index.js': "import './app.css';\ndocument.body.textContent = 'app';\n",
    'src/app.css': 'body { margin: 0; }\n',
    'rsbuild.config.mjs': `export default { html: { tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: '${href}' }, head: true, append: false }] } };\n`,
  });
  assert.equal(build(dir).code, 0);
  const html = distText(dir, /^index\.html$/);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const cdn = head.indexOf(`<link rel="stylesheet" href="${href}">`);
  assert.ok(cdn >= 0, html);
  assert.ok(cdn < head.indexOf('/static/css/index.'), 'before the bundle CSS');
  assert.ok(cdn < head.indexOf('/static/js/index.'), 'before the bundle JS');
  assert.doesNotMatch(distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /semantic/i);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers

test('config/server/headers "CORS Access-Control-Allow-Origin with the dev server (webpack-dev-server devServer.headers)": rsbuild dev answers the page and its JS with Access-Control-Allow-Origin: * for a request from another origin; server.headers replaces it with one origin; rsbuild preview sends none', async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const origin = { Origin: 'http://localhost:3000' };
  let server = await devServer(project(src));
  try {
    for (const p of ['/', '/static/js/index.js']) {
      const r = await fetch(`${server.url}${p}`, { headers: origin });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('access-control-allow-origin'), '*');
    }
  } finally {
    await server.stop();
  }
  const one = project({
    ...src,
    'rsbuild.config.mjs': "export default { server: { headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000' } } };\n",
  });
  server = await devServer(one);
  try {
    const r = await fetch(`${server.url}/static/js/index.js`, { headers: origin });
    assert.equal(r.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  } finally {
    await server.stop();
  }
  const plain = project(src);
  build(plain);
  server = await previewServer(plain);
  try {
    const r = await fetch(`${server.url}/`, { headers: origin });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('access-control-allow-origin'), null);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "a folder of static files copied into dist by the build: favicons, robots.txt": public/favicon.ico, public/robots.txt and public/icons/favicon-32.png reach dist/ byte for byte at the same paths, with no hash; rsbuild dev serves /robots.txt', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const files = {
    'src/index.js': "document.body.textContent = 'app';\n",
    'public/robots.txt': 'User-agent: *\nDisallow: /admin/\n',
    'public/favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]),
    'public/icons/favicon-32.png': png,
  };
  const dir = project(files);
  assert.equal(build(dir).code, 0);
  for (const [name, content] of Object.entries(files)) {
    if (!name.startsWith('public/')) continue;
    const out = fs.readFileSync(path.join(dir, 'dist', name.slice('public/'.length)));
    assert.ok(out.equals(Buffer.from(content)), name);
  }
  assert.equal(fs.existsSync(path.join(dir, 'dist/public')), false);
  const server = await devServer(dir);
  try {
    const r = await fetch(`${server.url}/robots.txt`);
    assert.equal(r.status, 200);
    assert.equal(await r.text(), files['public/robots.txt']);
  } finally {
    await server.stop();
  }
});
