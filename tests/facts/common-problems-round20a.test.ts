// Facts behind the twentieth round's (a) items, as readers describe the problem: the dev server not reachable on the
// LAN, the HMR WebSocket behind nginx (no SockJS), where the injected scripts go, a relative dev.assetPrefix './' on a
// nested route, the JS and CSS output folders, webpack-dev-server's devServer.before, and HTML comments in the
// production build. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting on other sources
// are noted here and at their section.
//
// Facts run by earlier files, not again here:
// - guide/faq/hmr "editing index.html while the dev server runs": the edit is compiled, the open page neither updates
//   nor reloads, a manual reload shows the new HTML (common-problems-round10a.test.ts).
// - guide/faq/hmr "shared folders (VirtualBox, Vagrant, Docker) deliver no file events": without events a save
//   compiles nothing; tools.rspack watchOptions.poll or WATCHPACK_POLLING=true finds it (common-problems-dev.test.ts,
//   common-problems-round16a.test.ts). That VirtualBox / Vagrant shared folders (vboxsf), Docker volumes on Windows and
//   macOS and network drives deliver no file events rests on those tools' and users' reports, not on a run here; that
//   watchOptions.ignored takes a RegExp rests on the types of @rspack/core (the examples type-check).
// - config/dev/write-to-disk "compiled, but dist is empty": rsbuild dev prints "ready   Client compiled in …", serves
//   the page and writes no dist/index.html; writeToDisk: true writes it (common-problems-round16a.test.ts).
//
// "Compiled successfully" is what webpack-dev-server (and Create React App) print after a build; rests on those tools.
// Not run here: what firewalls do (the Windows Defender Firewall prompt for node.exe, ufw, the macOS firewall's
// options) is the operating systems' behaviour, from their documentation. The message "options has an unknown property 'before'" is webpack-dev-server 4's (its options are
// validated with schema-utils; before and after were removed in version 4); Vue CLI 5 passes vue.config.js's
// devServer to it. Neither is installed here. That vue.config.js is not read by 0.5.9: common-problems-round13a.test.ts.
// That a setupMiddlewares function's return value is not used rests on the 0.5.9 source (dist/server/getDevMiddlewares.js,
// applySetupMiddlewares calls each function and ignores what it returns).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, project, rsbuild } from './topics-support';

const src = { 'src/index.js': "document.body.dataset.ok = '1';\n" };

// ---------------------------------------------------------------------------------------------------------
// config/server/host

test('config/server/host "the dev server cannot be opened from another device on the LAN": by default rsbuild dev prints a Network URL with the LAN address, and the page answers at that address', async (t) => {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (!lan) {
    t.skip('this machine has no LAN address');
    return;
  }
  const dir = project(src);
  const server = await devServer(dir);
  try {
    const network = `http://${lan.address}:${server.port}/`;
    assert.match(server.log(), new RegExp(`> Network:\\s+${network.replace(/[.]/g, '\\.')}`));
    const r = await fetch(network);
    assert.equal(r.status, 200);
    assert.match(await r.text(), /<div id="root"><\/div>/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test('config/dev/client "sockjs URL behind nginx": the client opens a plain WebSocket (no SockJS in the page\'s code), to the host, port, protocol and path set in dev.client', async () => {
  const dir = project({
    ...src,
    'rsbuild.config.mjs': "export default { dev: { client: { host: 'dev.example.test', port: '443', protocol: 'wss', path: '/ws' } } };\n",
  });
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    let code = '';
    for (const s of scripts) code += await (await fetch(`${server.url}${s}`)).text();
    assert.match(code, /new WebSocket\(socketUrl\)/);
    assert.ok(code.includes('parseParams("?&path=/ws&port=443&host=dev.example.test&protocol=wss")'));
    assert.doesNotMatch(code, /sockjs/i);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/inject

test(`config/html/inject "the scripts are not in <head>": by default the build puts the script tag in <head> with defer; inject: 'body' moves it to the end of <body>, still with defer; so does tools.htmlPlugin inject 'body' over html.inject 'head', and inject true with scriptLoading 'blocking' (without defer); a template without <head> gets one with the script`, () => {
  const head = project(src);
  build(head);
  assert.match(
    distText(head, /^index\.html$/),
    /<head>.*<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head><body>/,
  );
  const body = project({ ...src, 'rsbuild.config.mjs': "export default { html: { inject: 'body' } };\n" });
  build(body);
  const html = distText(body, /^index\.html$/);
  assert.match(html, /<div id="root"><\/div><script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/body>/);
  assert.doesNotMatch(html.split('<body>')[0], /<script/);
  const atEnd = /<div id="root"><\/div><script (defer="defer" )?src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/body>/;
  const plugin = project({
    ...src,
    'rsbuild.config.mjs': "export default { html: { inject: 'head' }, tools: { htmlPlugin: { inject: 'body' } } };\n",
  });
  build(plugin);
  assert.match(distText(plugin, /^index\.html$/), atEnd);
  const blocking = project({ ...src, 'rsbuild.config.mjs': "export default { html: { inject: true, scriptLoading: 'blocking' } };\n" });
  build(blocking);
  const b = distText(blocking, /^index\.html$/);
  assert.match(b, atEnd);
  assert.doesNotMatch(b, /defer/);
  const noHead = project({
    ...src,
    'index.html': '<!doctype html>\n<html>\n<body>\n<div id="root"></div>\n</body>\n</html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  build(noHead);
  assert.match(
    distText(noHead, /^index\.html$/),
    /<head>.*<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head>/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

test("config/dev/asset-prefix \"dev.assetPrefix './': on a nested route the script request gets the page HTML\": the page at /user/1 loads ./static/js/index.js, which the browser asks as /user/static/js/index.js, and the dev server answers that with index.html; with the default '/' the script loads on every route", async () => {
  const rel = project({ ...src, 'rsbuild.config.mjs': "export default { dev: { assetPrefix: './' } };\n" });
  let server = await devServer(rel);
  try {
    const page = await (await fetch(`${server.url}/user/1`, { headers: { accept: 'text/html' } })).text();
    assert.match(page, /src="\.\/static\/js\/index\.js"/);
    const wrong = await fetch(`${server.url}/user/static/js/index.js`, { headers: { accept: '*/*' } });
    assert.equal(wrong.status, 200);
    assert.match(wrong.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await wrong.text(), /<!doctype html>/i);
  } finally {
    await server.stop();
  }
  const root = project(src);
  server = await devServer(root);
  try {
    const page = await (await fetch(`${server.url}/user/1`, { headers: { accept: 'text/html' } })).text();
    assert.match(page, /src="\/static\/js\/index\.js"/);
    const js = await fetch(`${server.url}/static/js/index.js`);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test("config/output/dist-path \"change where JS and CSS files are written\": distPath.js 'assets/js' and distPath.css 'assets/css' put the files there, and index.html links them from there", () => {
  const dir = project({
    'src/index.js': "import './a.css';\ndocument.body.dataset.ok = '1';\n",
    'src/a.css': 'body { color: red; }\n',
    'rsbuild.config.mjs': "export default { output: { distPath: { js: 'assets/js', css: 'assets/css' } } };\n",
  });
  build(dir);
  const files = distFiles(dir).filter((f) => /\.(js|css)$/.test(f));
  assert.ok(files.length > 0);
  for (const f of files) assert.match(f, /^assets\/(js|css)\//);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /src="\/assets\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.match(html, /href="\/assets\/css\/index\.[0-9a-f]{8}\.css"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares

test('config/dev/setup-middlewares "devServer.before from vue.config.js": a devServer block in rsbuild.config is ignored (its before is never called); an unshift handler answers GET /api/user ahead of the page, a push handler answers a POST nothing else took', async () => {
  const ignored = project({
    ...src,
    'rsbuild.config.mjs': "export default { devServer: { before() { throw new Error('before was called'); } } };\n",
  });
  let server = await devServer(ignored);
  try {
    assert.doesNotMatch(server.log(), /before was called/);
    const r = await fetch(`${server.url}/api/user`, { headers: { accept: 'text/html' } });
    assert.match(await r.text(), /<!doctype html>/i);
  } finally {
    await server.stop();
  }
  const dir = project({
    ...src,
    'rsbuild.config.mjs': `export default {
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.method === 'GET' && req.url === '/api/user') {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ name: 'Ada' }));
            return;
          }
          next();
        });
        middlewares.push((req, res, next) => {
          if (req.method === 'POST' && req.url === '/api/login') {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ ok: true }));
            return;
          }
          next();
        });
      },
    ],
  },
};
`,
  });
  server = await devServer(dir);
  try {
    const user = await fetch(`${server.url}/api/user`, { headers: { accept: 'text/html' } });
    assert.deepEqual(await user.json(), { name: 'Ada' });
    const login = await fetch(`${server.url}/api/login`, { method: 'POST' });
    assert.deepEqual(await login.json(), { ok: true });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify + config/tools/html-plugin

const commented = `<!doctype html>
<html>
<head>
  <!-- build: keep me -->
  <title>t</title>
  <style>/* css comment */ body { color: red; }</style>
  <script>/* js comment */ window.a = 1; // line comment
  </script>
</head>
<body>
  <!-- body comment -->
  <div id="root"></div>
</body>
</html>
`;

test('config/output/minify "HTML comments of the template are removed in the build": by default 0.5.9 keeps <!-- --> comments and removes those inside inline <script> and <style>; htmlOptions minifyJS/minifyCSS false keeps those; removeComments: true removes the HTML ones; minify.html false leaves the template as written; a minify object in tools.htmlPlugin replaces Rsbuild\'s options (removeComments: true drops them)', () => {
  const build1 = (config: string) => {
    const dir = project({ ...src, 'index.html': commented, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    return distText(dir, /^index\.html$/);
  };
  const byDefault = build1("{ html: { template: './index.html' } }");
  assert.ok(byDefault.includes('<!-- build: keep me -->'));
  assert.ok(byDefault.includes('<!-- body comment -->'));
  assert.ok(byDefault.includes('<style>body{color:red}</style><script>window.a=1</script>'));
  const inline = build1(
    "{ html: { template: './index.html' }, output: { minify: { htmlOptions: { minifyJS: false, minifyCSS: false } } } }",
  );
  assert.ok(inline.includes('/* css comment */'));
  assert.ok(inline.includes('/* js comment */'));
  assert.ok(inline.includes('// line comment'));
  assert.ok(inline.includes('<!-- build: keep me -->'));
  const removed = build1("{ html: { template: './index.html' }, output: { minify: { htmlOptions: { removeComments: true } } } }");
  assert.ok(!removed.includes('<!--'));
  const off = build1("{ html: { template: './index.html' }, output: { minify: { html: false } } }");
  assert.ok(off.includes('<!-- build: keep me -->'));
  assert.ok(off.includes('/* js comment */'));
  assert.ok(off.includes('\n<body>\n'));
  const plugin = build1(
    "{ html: { template: './index.html' }, tools: { htmlPlugin: { minify: { removeComments: true, collapseWhitespace: true } } } }",
  );
  assert.ok(!plugin.includes('<!-- build'));
  assert.ok(plugin.includes('/* js comment */'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "a VirtualBox shared folder does not hot update": 0.5.9 has no tools.watchOptions: rsbuild inspect accepts the key and the Rspack configuration gets no poll; tools.rspack watchOptions { poll: 1000 } reaches it', () => {
  const wrong = project({ ...src, 'rsbuild.config.mjs': 'export default { tools: { watchOptions: { poll: 1000 } } };\n' });
  const run = rsbuild(wrong, ['inspect', '--env', 'development']);
  assert.equal(run.code, 0);
  assert.doesNotMatch(fs.readFileSync(path.join(wrong, 'dist/rspack.config.web.mjs'), 'utf8'), /poll/);
  const right = project({ ...src, 'rsbuild.config.mjs': 'export default { tools: { rspack: { watchOptions: { poll: 1000 } } } };\n' });
  assert.equal(rsbuild(right, ['inspect', '--env', 'development']).code, 0);
  assert.match(fs.readFileSync(path.join(right, 'dist/rspack.config.web.mjs'), 'utf8'), /watchOptions: \{\s+poll: 1000\s+\}/);
});

test('guide/faq/hmr "editing index.html does nothing": without html.template, 0.5.9 uses neither an index.html at the project root nor public/index.html (build and dev serve its own page); html.template \'./index.html\' uses it', async () => {
  const page = (marker: string) => `<!doctype html><html><head><title>${marker}</title></head><body><div id="app"></div></body></html>\n`;
  const files = { ...src, 'index.html': page('MARKER-ROOT'), 'public/index.html': page('MARKER-PUBLIC') };
  const dir = project(files);
  build(dir);
  const built = distText(dir, /^index\.html$/);
  assert.doesNotMatch(built, /MARKER/);
  assert.match(built, /<title>Rsbuild App<\/title>/);
  const server = await devServer(dir);
  try {
    const served = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    assert.doesNotMatch(served, /MARKER/);
  } finally {
    await server.stop();
  }
  const used = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n" });
  build(used);
  assert.match(distText(used, /^index\.html$/), /<title>MARKER-ROOT<\/title>/);
});
