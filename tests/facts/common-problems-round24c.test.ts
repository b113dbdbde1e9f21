// Facts behind the twenty-fourth round's (c) items, as Chinese readers describe the problem: an environment variable
// such as UMI_ENV read in the code, saves on a mounted folder that do not refresh the page, a qiankun sub-app's HMR
// socket, a 404 on refresh after deployment, the pages of a multi-page app in development, devServer.publicPath './',
// a template named vuci.html, `Can't resolve 'antd/lib/message'` with element-ui, and a sub-app's API requests blocked
// by CORS in the main app. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser
// decides.
//
// Resting on other sources, not run here:
// - umi's client connects its socket to the page's own address (location's host name and port) unless SOCKET_SERVER is
//   set (umi's documentation of SOCKET_SERVER, "指定用于 HMR 的 socket 服务器", and its webpackHotDevClient); umi is not
//   run here.
// - babel-plugin-component falls back to the library name 'antd' when no option of its configuration names the
//   library of an import: its src/index.js is `require('./core').default('antd')` and core.js takes
//   `libraryName = defaultLibraryName` when it finds none (ElementUI/babel-plugin-component). Babel is not run here.
// - qiankun, micro-app and umi are not installed: a main app is a page on another port of localhost that runs the
//   sub-app's scripts (as qiankun does after fetching the sub-app's HTML), or an Rsbuild dev server whose page does.
// - Vue CLI's chainWebpack `config.plugin('html')` with `args[0].template` is the answer in vuejs/vue-cli issue 805, and
//   `Failed to compile with 1 errors` for a wrong template path is what its reporter pasted; Vue CLI is not run here.
// - The deployed site's web server (nginx with try_files, a static host without it) is played by staticHost() of
//   topics-support.ts, with and without its fallback to index.html.
// - That a folder mounted from Windows (Samba/CIFS, NFS, a VM's shared folder) delivers no change events to a Linux
//   watcher rests on those systems' documentation; as in common-problems-dev.test.ts, a mounted folder is played by a
//   Node.js whose fs.watch never fires.
//
// Facts run by earlier files, not again here:
// - An expression left as process.env.X throws `process is not defined` in the browser (env-vars-replacement.test.ts).
// - With file system events, a save compiles (common-problems-dev.test.ts): a file edited on the Linux side itself.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  compilations,
  devServer,
  distText,
  edit,
  listen,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/source/define, guide/advanced/env-vars

test('config/source/define "how do I read UMI_ENV (set in a package.json script) in the code": a variable set on the command line reaches rsbuild.config.mjs but stays process.env.UMI_ENV in the bundle; source.define \'process.env.UMI_ENV\' or the name PUBLIC_UMI_ENV writes its value; process.env.NODE_ENV is "production" in a build and "development" in rsbuild dev without any setting', async () => {
  const code = 'console.log(process.env.NODE_ENV, process.env.UMI_ENV, process.env.PUBLIC_UMI_ENV);\n';
  const configTitle = "html: { title: 'env ' + process.env.UMI_ENV }";
  const bare = project({ 'src/index.js': code, 'rsbuild.config.mjs': `export default { ${configTitle} };\n` });
  build(bare, { UMI_ENV: 'test' });
  assert.match(distText(bare, /^index\.html$/), /<title>env test<\/title>/);
  assert.match(distText(bare, /\.js$/), /console\.log\("production",process\.env\.UMI_ENV,process\.env\.PUBLIC_UMI_ENV\)/);

  const defined = project({
    'src/index.js': code,
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.UMI_ENV': JSON.stringify(process.env.UMI_ENV) } } };\n",
  });
  build(defined, { UMI_ENV: 'test' });
  assert.match(distText(defined, /\.js$/), /console\.log\("production","test",process\.env\.PUBLIC_UMI_ENV\)/);

  const prefixed = project({ 'src/index.js': code });
  build(prefixed, { PUBLIC_UMI_ENV: 'test' });
  assert.match(distText(prefixed, /\.js$/), /console\.log\("production",process\.env\.UMI_ENV,"test"\)/);

  const server = await devServer(prefixed);
  try {
    assert.match(await (await fetch(`${server.url}/static/js/index.js`)).text(), /console\.log\("development", process\.env\.UMI_ENV/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

test("config/dev/asset-prefix \"devServer.publicPath set to './' fails in development\": 0.5.9 has no devServer option, a top-level devServer { publicPath: './' } is ignored without a word (the page still loads /static/js/index.js); dev.assetPrefix './' starts without an error and writes ./static/js/index.js", async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const ignored = project({ ...src, 'rsbuild.config.mjs': "export default { devServer: { publicPath: './' } };\n" });
  const server = await devServer(ignored);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.doesNotMatch(server.log(), /devServer|publicPath|error|warn/i);
  } finally {
    await server.stop();
  }
  const relative = project({ ...src, 'rsbuild.config.mjs': "export default { dev: { assetPrefix: './' } };\n" });
  const dev = await devServer(relative);
  try {
    const html = await (await fetch(`${dev.url}/`)).text();
    assert.match(html, /<script defer src="\.\/static\/js\/index\.js"><\/script>/);
    assert.doesNotMatch(dev.log(), /error/i);
    assert.equal((await fetch(`${dev.url}/static/js/index.js`)).status, 200);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template

test("config/html/template \"use vuci.html instead of index.html as the page's template\": html.template './vuci.html' builds dist/index.html from it (its own markup, the entry's script added) and rsbuild dev serves it at /; a wrong path fails the build with Failed to resolve HTML template", async () => {
  const files = {
    'src/index.js': "document.getElementById('vuci').textContent = 'mounted';\n",
    'vuci.html': '<!doctype html>\n<html lang="zh-CN"><head><title>VUCI</title></head><body><div id="vuci"></div></body></html>\n',
  };
  const dir = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './vuci.html' } };\n" });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<html lang="zh-CN">/);
  assert.match(html, /<title>VUCI<\/title>/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.match(html, /<div id="vuci"><\/div>/);
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<title>VUCI<\/title>/);
  } finally {
    await server.stop();
  }
  const wrong = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './public/vuci.html' } };\n" });
  const run = rsbuild(wrong, ['build']);
  assert.notEqual(run.code, 0);
  assert.ok(
    run.output.includes(`Failed to resolve HTML template, please check if the file exists: ${path.join(wrong, 'public/vuci.html')}`),
    run.output,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

const ELEMENT = {
  'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.15.14", "main": "lib/element-ui.common.js" }\n',
  'node_modules/element-ui/lib/element-ui.common.js': 'module.exports = { WHOLE_ELEMENT: true };\n',
  'node_modules/element-ui/lib/message.js': "module.exports = function Message(text) { return 'EL_MESSAGE ' + text; };\n",
  'node_modules/element-ui/lib/button.js': "module.exports = { name: 'ElButton', marker: 'EL_BUTTON' };\n",
  'node_modules/element-ui/lib/theme-chalk/message.css': '.el-message { color: red; }\n',
  'node_modules/element-ui/lib/theme-chalk/button.css': '.el-button { color: blue; }\n',
};
const ELEMENT_ITEM =
  "{ libraryName: 'element-ui', libraryDirectory: 'lib', customStyleName: 'element-ui/lib/theme-chalk/{{ kebabCase member }}.css' }";

test("config/source/transform-import \"element-ui on demand: Module not found: Error: Can't resolve 'antd/lib/message'\": with the element-ui item, import { Message, Button as ElButton } from 'element-ui' bundles element-ui/lib/message and lib/button (the imported name, not the local one) with their theme-chalk CSS and asks for nothing of antd; an item without libraryName stops the build with missing field `libraryName`", () => {
  const index = "import { Message, Button as ElButton } from 'element-ui';\ndocument.body.textContent = Message('hi') + ElButton.marker;\n";
  const dir = project({
    ...ELEMENT,
    'src/index.js': index,
    'rsbuild.config.mjs': `export default { source: { transformImport: [${ELEMENT_ITEM}] } };\n`,
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /antd/);
  const js = distText(dir, /\.js$/);
  assert.ok(js.includes('EL_MESSAGE') && js.includes('EL_BUTTON'));
  assert.ok(!js.includes('WHOLE_ELEMENT'));
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.el-message\{color:red\}/);
  assert.match(css, /\.el-button\{color:(blue|#00f)\}/);

  const nameless = project({
    ...ELEMENT,
    'src/index.js': index,
    'rsbuild.config.mjs': "export default { source: { transformImport: [{ libraryDirectory: 'lib' }] } };\n",
  });
  const failed = rsbuild(nameless, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Panic occurred at runtime\./);
  assert.match(failed.output, /missing field `libraryName`/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "code written on Windows, run on Linux from a mounted folder: a save does not refresh the page": with no file system events a save neither compiles nor changes the open page; with tools.rspack watchOptions.poll the same save compiles and the page shows the new code', async () => {
  // A mounted folder that delivers no change events, as Node.js sees it: fs.watch never fires.
  const stub = [
    "const fs = require('node:fs');",
    "const { EventEmitter } = require('node:events');",
    'fs.watch = () => Object.assign(new EventEmitter(), { close() {}, ref() { return this; }, unref() { return this; } });',
    '',
  ].join('\n');
  const run = async (config: string): Promise<{ compiled: boolean; text: string }> => {
    const dir = project({
      'src/index.js': "document.body.textContent = 'saved 1';\n",
      'no-events.cjs': stub,
      'rsbuild.config.mjs': config,
    });
    const server = await devServer(dir, { env: { NODE_OPTIONS: `--require ${path.join(dir, 'no-events.cjs')}` } });
    const page = await browser().newPage();
    try {
      await page.goto(`${server.url}/`);
      assert.ok(await waitFor(async () => (await page.textContent('body')) === 'saved 1'));
      // The watcher's first scan reports files changed since the compilation started: save after it.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const done = compilations(server);
      edit(dir, 'src/index.js', 'saved 1', 'saved 2');
      const compiled = await waitFor(() => compilations(server) > done, 6_000);
      await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'saved 2', compiled ? 10_000 : 1_000);
      return { compiled, text: (await page.textContent('body').catch(() => '')) ?? '' };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  assert.deepEqual(await run('export default {};\n'), { compiled: false, text: 'saved 1' });
  assert.deepEqual(await run('export default { tools: { rspack: { watchOptions: { poll: 500 } } } };\n'), {
    compiled: true,
    text: 'saved 2',
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test("config/dev/client \"qiankun sub-app does not hot update, both WebSockets go to the main app\": with main app and sub-app both on rsbuild dev (the main page runs the sub-app's scripts), the page opens two sockets, each to its own dev server's port; with dev.assetPrefix set to the sub-app's origin a save in the sub-app shows on the main page", async () => {
  const port = "process.argv[process.argv.indexOf('--port') + 1]";
  const sub = project({
    'package.json': '{ "name": "sub-app", "private": true }\n',
    'src/index.js': "const p = document.createElement('p');\np.id = 'sub';\np.textContent = 'sub 1';\ndocument.body.append(p);\n",
    'rsbuild.config.mjs': `export default { dev: { assetPrefix: \`http://localhost:\${${port}}/\` } };\n`,
  });
  const subServer = await devServer(sub);
  const html = await (await fetch(`${subServer.url}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${subServer.url}/`).href);
  const main = project({
    'package.json': '{ "name": "main-app", "private": true }\n',
    'src/index.js': "document.body.dataset.main = 'main';\n",
    'rsbuild.config.mjs':
      "export default { html: { tags: JSON.parse(process.env.SUB_SCRIPTS).map((src) => ({ tag: 'script', attrs: { src }, head: false, append: true })) } };\n",
  });
  const mainServer = await devServer(main, { env: { SUB_SCRIPTS: JSON.stringify(scripts) } });
  const page = await browser().newPage();
  const sockets: string[] = [];
  const log: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('console', (m) => log.push(m.text()));
  try {
    await page.goto(`${mainServer.url}/`);
    assert.ok(await waitFor(async () => (await page.textContent('#sub').catch(() => '')) === 'sub 1'));
    assert.ok(await waitFor(() => log.filter((l) => l === '[HMR] connected.').length === 2), log.join('\n'));
    assert.deepEqual(
      [...new Set(sockets)].sort(),
      [`ws://localhost:${mainServer.port}/rsbuild-hmr`, `ws://localhost:${subServer.port}/rsbuild-hmr`].sort(),
    );
    edit(sub, 'src/index.js', 'sub 1', 'sub 2');
    assert.ok(await waitFor(async () => (await page.textContent('#sub').catch(() => '')) === 'sub 2', 30_000));
  } finally {
    await page.close();
    await mainServer.stop();
    await subServer.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "after deployment the page opens, a manual refresh gives 404": a static host without a fallback answers / but 404 for /page2; with the fallback to index.html (try_files) /page2 renders; with a hash route the host only ever gets /, and /#/page2 renders on the host without a fallback', async (t) => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'route ' + location.pathname + location.hash;\n" });
  build(dir);
  const dist = path.join(dir, 'dist');
  const plain = await staticHost(t, dist);
  const fallback = await staticHost(t, dist, { fallback: true });
  assert.equal((await fetch(`${plain}/`)).status, 200);
  assert.equal((await fetch(`${plain}/page2`)).status, 404);
  const fell = await fetch(`${fallback}/page2`);
  assert.equal(fell.status, 200);
  assert.match(await fell.text(), /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js">/);
  const page = await browser().newPage();
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  try {
    await page.goto(`${fallback}/page2`);
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'route /page2'));
    asked.length = 0;
    await page.goto(`${plain}/#/page2`);
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'route /#/page2'));
    assert.equal(asked[0], '/');
    await page.reload();
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'route /#/page2'));
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "a multi-page app in development: how do I open the other pages locally": with entries index and login, rsbuild dev prints one URL per page (/ and /login); /login and /login.html both answer login.html with the login script, / answers index.html with the index script', async () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'home page';\n",
    'src/login.js': "document.body.textContent = 'login page';\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', login: './src/login.js' } } };\n",
  });
  const server = await devServer(dir);
  try {
    const log = server.log();
    assert.match(log, new RegExp(`- index\\s+http://localhost:${server.port}/\\n`));
    assert.match(log, new RegExp(`- login\\s+http://localhost:${server.port}/login\\n`));
    const scripts = async (route: string) => {
      const res = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      // The page's own script comes last, after a shared chunk of the HMR client both pages load.
      return [res.status, ((await res.text()).match(/src="[^"]+"/g) ?? []).pop()];
    };
    assert.deepEqual(await scripts('/login'), [200, 'src="/static/js/login.js"']);
    assert.deepEqual(await scripts('/login.html'), [200, 'src="/static/js/login.js"']);
    assert.deepEqual(await scripts('/'), [200, 'src="/static/js/index.js"']);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers

test("config/server/headers \"main app and sub-app both in development, the sub-app's ajax requests are blocked by CORS\": from the main app's page, a request to the API behind the sub-app's server.proxy passes (the dev server adds Access-Control-Allow-Origin: * to proxied answers) unless it carries credentials; server.headers with the main app's origin and Allow-Credentials lets that through; the same proxy in the main app makes /api a same-origin request; the API asked directly is blocked", async (t) => {
  const api = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(`{"path":"${req.url}"}`));
  const apiUrl = `http://localhost:${await listen(api, t)}`;
  const proxy = `proxy: { '/api': '${apiUrl}' }`;
  const main = project({
    'src/index.js': "document.body.textContent = 'main app';\n",
    'rsbuild.config.mjs': `export default { server: { ${proxy} } };\n`,
  });
  const mainServer = await devServer(main);
  const origin = mainServer.url;
  const page = await browser().newPage();
  const log: string[] = [];
  page.on('console', (m) => log.push(m.text()));
  const get = (url: string, credentials: RequestCredentials): Promise<string> =>
    page.evaluate(
      ([u, c]) =>
        fetch(u, { credentials: c as RequestCredentials }).then(
          (r) => `${r.status}`,
          (e: Error) => e.name,
        ),
      [url, credentials],
    );
  const viaSub = async (headers: string): Promise<string[]> => {
    const sub = project({
      'src/index.js': "console.log('sub app');\n",
      'rsbuild.config.mjs': `export default { server: { ${proxy}${headers} } };\n`,
    });
    const subServer = await devServer(sub);
    try {
      return [await get(`${subServer.url}/api/user`, 'same-origin'), await get(`${subServer.url}/api/user`, 'include')];
    } finally {
      await subServer.stop();
    }
  };
  try {
    await page.goto(`${origin}/`);
    assert.deepEqual(await viaSub(''), ['200', 'TypeError']);
    assert.ok(
      log.some((l) => l.includes("must not be the wildcard '*' when the request's credentials mode is 'include'")),
      log.join('\n'),
    );
    assert.deepEqual(
      await viaSub(`, headers: { 'Access-Control-Allow-Origin': '${origin}', 'Access-Control-Allow-Credentials': 'true' }`),
      ['200', '200'],
    );
    assert.equal(await get('/api/user', 'include'), '200');
    assert.equal(await get(`${apiUrl}/api/user`, 'same-origin'), 'TypeError');
    assert.ok(
      log.some((l) => l.includes("No 'Access-Control-Allow-Origin' header is present on the requested resource")),
      log.join('\n'),
    );
  } finally {
    await page.close();
    await mainServer.stop();
  }
});
