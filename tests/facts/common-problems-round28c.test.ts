// Facts behind the twenty-eighth round's (c) items, as readers describe the problem: whether postcss-loader uses the
// browserslist of package.json, navigator.mediaDevices.enumerateDevices() failing with "Uncaught (in promise)
// TypeError" when a webcam page is opened on the LAN, inferring the ES version of plugin-check-syntax from the
// browserslist, "Access to XMLHttpRequest at ... has been blocked by CORS policy" with server.proxy, the favicon link
// without the publicPath (base) prefix, an imported npm package's arrow functions left in an H5 build, and which
// browsers the build supports. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project) or the @rsbuild/shared
// 0.5.9 functions it calls, Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/server/https: mkcert is not run; the certificate is the one of tests/facts/fixtures, made for localhost,
//   accepted by the test's browser context (ignoreHTTPSErrors) as a reader accepts the warning, as in
//   common-problems-round25a.test.ts. A page load goes to this machine's own network address; the test is skipped
//   without one. No camera is attached: the test reads what enumerateDevices() does, not a video stream.
// - plugins/list/plugin-check-syntax: the plugin is not installed in this repository. Its source
//   (/work/shared/rsbuild-0.5.9/packages/plugin-check-syntax/src/index.ts and CheckSyntaxPlugin.ts) takes
//   `options.targets ?? getBrowserslistWithDefault(rootPath, config, target)` and
//   `options.ecmaVersion || browserslistToESVersion(targets)`; both functions of @rsbuild/shared 0.5.9 are run here.
// - config/html/favicon: that `base` is the option of Vite and umi, and `publicPath` that of webpack (output.publicPath)
//   and umi, for the URL prefix of the built files, is those tools' documentation; none of them is run.
// - config/source/include: "H5" is the reader's word for a mobile web page; the build is an ordinary web build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ROOT, build, devServer, distText, listen, project, rsbuild, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();
const requireHere = createRequire(path.join(ROOT, 'package.json'));
const shared = requireHere('rsbuild-shared-0.5') as {
  getBrowserslistWithDefault: (root: string, config: object, target: string) => Promise<string[]>;
  browserslistToESVersion: (browsers: string[]) => number;
};
const browserslist = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'package.json'))(
  './compiled/browserslist/index.js',
) as (q: string[]) => string[];

const DEFAULT = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer

test('config/tools/autoprefixer "Will postcss-loader use the browserslist in package.json? Yes, through autoprefixer ... output.overrideBrowserslist takes precedence ... npx rsbuild inspect, dist/rspack.config.web.mjs, overrideBrowserslist": a browserslist of package.json with firefox 60 adds -moz-user-select and appears as overrideBrowserslist in the inspected config; output.overrideBrowserslist wins', () => {
  const files = {
    'src/index.js': "import './index.css';\n",
    'src/index.css': '.title { user-select: none; }\n',
  };
  const pkg = '{ "name": "fact", "private": true, "browserslist": ["firefox 60"] }\n';
  const css = (dir: string) => distText(dir, /^static\/css\/.*\.css$/);

  const plain = project(files);
  build(plain);
  assert.doesNotMatch(css(plain), /-moz-user-select/);
  assert.match(css(plain), /-webkit-user-select/);

  const fromPackage = project({ ...files, 'package.json': pkg });
  build(fromPackage);
  assert.match(css(fromPackage), /-moz-user-select/);
  assert.equal(rsbuild(fromPackage, ['inspect']).code, 0);
  const inspected = fs.readFileSync(path.join(fromPackage, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(inspected, /postcss-loader/);
  assert.match(inspected, /overrideBrowserslist: \[\s*'firefox 60'\s*\]/);

  const overridden = project({
    ...files,
    'package.json': pkg,
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 100'] } };\n",
  });
  build(overridden);
  assert.doesNotMatch(css(overridden), /-moz-user-select/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/https

test('config/server/https "called in an async function, navigator.mediaDevices.enumerateDevices() fails with Uncaught (in promise) TypeError: Cannot read properties of undefined (reading \'enumerateDevices\')": on http://<IP address> it does; on http://localhost and, with server.https, on https://<IP address> it returns the device list', async (t) => {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address)[0];
  if (!lan) return t.skip('this machine has no network address besides loopback');
  const app = {
    'src/index.js': [
      'async function listCameras() {',
      '  const devices = await navigator.mediaDevices.enumerateDevices();',
      "  document.body.textContent = 'devices: ' + Array.isArray(devices);",
      '}',
      'listCameras();',
      '',
    ].join('\n'),
  };
  const read = async (url: string) => {
    const context = await browser().newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const errors: string[] = [];
      cdp.on('Runtime.exceptionThrown', (e) =>
        errors.push(`${e.exceptionDetails.text} ${e.exceptionDetails.exception?.description ?? ''}`.split('\n')[0]),
      );
      await cdp.send('Runtime.enable');
      await page.goto(url);
      await page.waitForLoadState('load');
      const body = () => page.evaluate(() => document.body.textContent ?? '');
      // enumerateDevices() settles asynchronously: wait for its answer or its error, not for a fixed time.
      await waitFor(async () => errors.length > 0 || (await body()).startsWith('devices:'));
      await page.waitForTimeout(200);
      return { body: await body(), errors };
    } finally {
      await context.close();
    }
  };
  const plain = await devServer(project(app));
  try {
    assert.deepEqual(await read(`http://localhost:${plain.port}/`), { body: 'devices: true', errors: [] });
    const onLan = await read(`http://${lan}:${plain.port}/`);
    assert.deepEqual(onLan.errors, ["Uncaught (in promise) TypeError: Cannot read properties of undefined (reading 'enumerateDevices')"]);
  } finally {
    await plain.stop();
  }
  const certs = path.join(ROOT, 'tests/facts/fixtures');
  const config = [
    "import fs from 'node:fs';",
    `const certs = ${JSON.stringify(certs)};`,
    "export default { server: { https: { key: fs.readFileSync(certs + '/localhost-key.pem'), cert: fs.readFileSync(certs + '/localhost-cert.pem') } } };",
    '',
  ].join('\n');
  const secure = await devServer(project({ ...app, 'rsbuild.config.mjs': config }), { https: true });
  try {
    assert.deepEqual(await read(`https://${lan}:${secure.port}/`), { body: 'devices: true', errors: [] });
  } finally {
    await secure.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-check-syntax

test('plugins/list/plugin-check-syntax "without targets and ecmaVersion, it reads the same browserslist as the build (output.overrideBrowserslist, else package.json or .browserslistrc, else the default list) and derives the ECMAScript version: the default list gives ES2017, a list with ie 11 gives ES5"', async () => {
  const none = project({});
  const fromPackage = project({ 'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n' });
  const fromRc = project({ '.browserslistrc': 'ie 11\nchrome >= 87\n' });
  assert.deepEqual(await shared.getBrowserslistWithDefault(none, {}, 'web'), DEFAULT);
  assert.deepEqual(await shared.getBrowserslistWithDefault(fromPackage, {}, 'web'), ['ie 11']);
  assert.deepEqual(await shared.getBrowserslistWithDefault(fromRc, {}, 'web'), ['ie 11', 'chrome >= 87']);
  assert.deepEqual(await shared.getBrowserslistWithDefault(fromPackage, { output: { overrideBrowserslist: ['chrome >= 100'] } }, 'web'), [
    'chrome >= 100',
  ]);
  assert.equal(shared.browserslistToESVersion(DEFAULT), 2017);
  assert.equal(shared.browserslistToESVersion(['ie 11']), 5);
  assert.equal(shared.browserslistToESVersion(['ie 11', 'chrome >= 87']), 5);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy

test("config/server/proxy \"The same holds for Access to XMLHttpRequest at '…' from origin '…' has been blocked by CORS policy\": an XMLHttpRequest from the dev server's page to the back end's own URL is blocked with that message; to /api/login, proxied to the back end, it gets the answer", async (t) => {
  const backEnd = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`back end ${req.url}`);
  });
  const backPort = await listen(backEnd, t);
  const dir = project({
    'src/index.js': 'window.ready = true;\n',
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${backPort}' } } };\n`,
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`http://localhost:${server.port}/`);
    const xhr = (url: string) =>
      page.evaluate(
        (u) =>
          new Promise<string>((resolve) => {
            const r = new XMLHttpRequest();
            r.open('POST', u);
            r.onload = () => resolve(`${r.status} ${r.responseText}`);
            r.onerror = () => resolve('error');
            r.send('{}');
          }),
        url,
      );
    assert.equal(await xhr(`http://localhost:${backPort}/api/login`), 'error');
    assert.ok(
      logs.some((m) =>
        m.startsWith(
          `Access to XMLHttpRequest at 'http://localhost:${backPort}/api/login' from origin 'http://localhost:${server.port}' has been blocked by CORS policy`,
        ),
      ),
      logs.join('\n'),
    );
    assert.equal(await xhr('/api/login'), '200 back end /api/login');
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon

test('config/html/favicon "with assetPrefix: \'/shop/\', rsbuild build writes this option\'s link as <link rel="icon" href="/shop/favicon.ico">; a link written into your own template stays as written; <%= assetPrefix %>/favicon.ico there gets the prefix"', () => {
  const html = (dir: string) => distText(dir, /^index\.html$/);
  const withOption = project({
    'src/index.js': '',
    'src/favicon.ico': PNG,
    'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' }, html: { favicon: './src/favicon.ico' } };\n",
  });
  build(withOption);
  assert.match(html(withOption), /<link rel="icon" href="\/shop\/favicon\.ico">/);

  const template = (link: string) =>
    project({
      'src/index.js': '',
      'index.html': `<!doctype html><html><head>${link}</head><body><div id="root"></div></body></html>\n`,
      'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' }, html: { template: './index.html' } };\n",
    });
  const hardCoded = template('<link rel="icon" href="/favicon.ico">');
  build(hardCoded);
  assert.match(html(hardCoded), /<link rel="icon" href="\/favicon\.ico">/);
  assert.doesNotMatch(html(hardCoded), /\/shop\/favicon/);

  const withParameter = template('<link rel="icon" href="<%= assetPrefix %>/favicon.ico">');
  build(withParameter);
  assert.match(html(withParameter), /<link rel="icon" href="\/shop\/favicon\.ico">/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "a package you import is not compiled: the arrow functions of the package reach the output as they are; to compile it to ES5, add it to source.include and list ie 11 in your browserslist"', () => {
  const files = {
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'src/index.js':
      "import { twice } from 'arrow-lib';\nconst show = (n) => { document.body.textContent = String(twice(n)); };\nshow(21);\n",
    'node_modules/arrow-lib/package.json': '{ "name": "arrow-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/arrow-lib/index.js': 'export const twice = (n) => n * 2;\n',
  };
  const js = (dir: string) => distText(dir, /^static\/js\/.*\.js$/);
  const plain = project(files);
  build(plain);
  assert.match(js(plain), /=>/);
  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { source: { include: [/[\\\\/]node_modules[\\\\/]arrow-lib[\\\\/]/] } };\n',
  });
  build(included);
  assert.doesNotMatch(js(included), /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general

test('guide/faq/general "The default does not include Internet Explorer or other older browsers": without configuration the build\'s list is chrome >= 87, edge >= 88, firefox >= 78, safari >= 14, which Browserslist resolves to no IE version', async () => {
  const none = project({});
  const list = await shared.getBrowserslistWithDefault(none, {}, 'web');
  assert.deepEqual(list, DEFAULT);
  const resolved = browserslist(list);
  assert.ok(resolved.length > 0);
  assert.deepEqual(
    resolved.filter((b) => b.startsWith('ie ')),
    [],
  );
  const chrome = resolved.filter((b) => b.startsWith('chrome ')).map((b) => Number(b.split(' ')[1]));
  assert.ok(Math.min(...chrome) >= 87, String(chrome));
});
