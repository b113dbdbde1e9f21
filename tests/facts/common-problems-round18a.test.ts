// Facts behind the eighteenth round's (a) items, as readers describe the problem: a route typed into the address
// bar of the deployed site (history fallback), the dev server "opening at 0.0.0.0", a CSS file from a CDN (Semantic
// UI) through html.tags, the dev server's CORS header for webpack-dev-server users, and the public folder copied
// into dist (favicons, robots.txt). Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Not run here: nginx's try_files and other production hosts (config/server/history-api-fallback states them as
// the usual host setting, not as a behaviour of Rsbuild). config/server/headers says that webpack-dev-server users
// usually add devServer.headers { 'Access-Control-Allow-Origin': '*' }: a usage of that tool, not run here.
// config/server/host: a startUrl string with <port> naming localhost is opened with the port filled in (run by
// common-problems-round14a.test.ts). config/server/public-dir: no minifying of .js files in public/, and output.copy
// minifying the JavaScript it copies in production, carry over from the earlier item of that page and its tests.
// config/server/headers: server.proxy making API calls same-origin is run by the proxy page's tests.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, build, devServer, distText, freePort, previewServer, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "a URL typed in the address bar or a deep link gives 404 in production": rsbuild build writes index.html and static/ only, no file for /my-account, while rsbuild dev and rsbuild preview answer GET /my-account (Accept: text/html) with index.html and 200', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  assert.equal(build(dir).code, 0);
  const top = fs.readdirSync(path.join(dir, 'dist')).sort();
  assert.deepEqual(top, ['index.html', 'static']);
  const index = distText(dir, /^index\.html$/);
  for (const start of [previewServer, devServer]) {
    const server = await start(dir);
    try {
      const r = await fetch(`${server.url}/my-account`, { headers: { Accept: 'text/html' } });
      assert.equal(r.status, 200);
      const html = await r.text();
      assert.match(html, /<div id="root"><\/div>/);
      if (start === previewServer) assert.equal(html, index);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host

/** A PATH whose xdg-open writes each URL it gets to a file; returns the PATH and a reader of the URLs. */
function fakeOpener(): { PATH: string; opened: () => string[] } {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-open-'));
  const log = path.join(bin, 'opened.txt');
  fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nfor a in "$@"; do echo "$a" >> '${log}'; done\n`, { mode: 0o755 });
  process.on('exit', () => fs.rmSync(bin, { recursive: true, force: true }));
  return {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    opened: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : []),
  };
}

/** Runs `rsbuild dev --port <free> ...args` in `dir` until the browser was "opened"; returns the log and the URLs. */
async function devWithArgs(dir: string, args: string[]): Promise<{ port: number; log: string; opened: string[] }> {
  const { PATH, opened } = fakeOpener();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PATH, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, [RSBUILD_BIN, 'dev', '--port', String(port), ...args], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(log) && opened().length > 0, 60_000), log);
    return { port, log, opened: opened() };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
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
