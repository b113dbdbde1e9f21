// Facts behind the tenth round's (a) "Common problems" items, as readers describe the problem: an edit of the HTML
// template while `rsbuild dev` runs, the dev server that empties dist/ and serves nothing from it, `runtime~main.js`
// inlined into index.html (webpack and Create React App habits), webpack 5's WebAssembly experiments and loaders,
// and webpack-dev-server's `client.webSocketURL` in dev.client. Each runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  compilations,
  rsbuild,
  devServer,
  distFiles,
  distText,
  edit,
  sharedBrowser,
  nextCompilation,
  project,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const hashed = (files: string[]): string[] =>
  files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/[0-9a-f]{16}\.module/, '/[hash].module'));

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "I edit index.html while rsbuild dev runs and must refresh by hand": the template edit is compiled, the open page neither updates nor reloads, and a manual reload shows the new HTML', async () => {
  const dir = project({
    'src/index.js': "document.getElementById('root').textContent = 'app';\n",
    'index.html': '<!doctype html><html><head><title>Old title</title></head><body><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    assert.equal(await page.title(), 'Old title');
    const before = compilations(server);
    edit(dir, 'index.html', 'Old title', 'New title');
    await nextCompilation(server, before);
    await page.waitForTimeout(3_000);
    assert.equal(loads, 1, 'the page did not reload');
    assert.equal(await page.title(), 'Old title', 'nor update');
    await page.reload();
    assert.equal(await page.title(), 'New title');
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "the dev server clears my dist folder": rsbuild dev empties dist/ of an earlier build and serves none of its files (their URLs get the dev server\'s own index.html); writeToDisk: true writes the development files there', async () => {
  const files = {
    'src/index.js': "document.body.textContent = 'app';\n",
    'dist/index.html': '<!doctype html><title>an earlier build</title>\n',
    'dist/static/js/index.1234abcd.js': '// an earlier build\n',
  };
  const dir = project(files);
  const server = await devServer(dir);
  try {
    assert.deepEqual(distFiles(dir), []);
    // A file of the earlier build is gone: the dev server answers its URL with its own index.html.
    const old = await fetch(`${server.url}/static/js/index.1234abcd.js`);
    const oldText = await old.text();
    assert.doesNotMatch(oldText, /an earlier build/);
    assert.match(oldText, /<title>Rsbuild App<\/title>/);
    const html = await (await fetch(`${server.url}/`)).text();
    assert.doesNotMatch(html, /an earlier build/);
  } finally {
    await server.stop();
  }
  const written = project({ ...files, 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  const other = await devServer(written);
  try {
    assert.ok(await waitFor(() => distFiles(written).includes('static/js/index.js')), distFiles(written).join('\n'));
    assert.ok(distFiles(written).includes('index.html'));
    assert.ok(!distFiles(written).includes('static/js/index.1234abcd.js'));
  } finally {
    await other.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-scripts

test('config/output/inline-scripts "runtime~main.js inlined into index.html": 0.5.9 emits no runtime chunk and inlines nothing by default; inlineScripts: true inlines the entry script, the webpack runtime with it', () => {
  const files = {
    'src/index.js': "import('./lazy.js').then((m) => m.show());\n",
    'src/lazy.js': "export const show = () => { document.body.textContent = 'lazy'; };\n",
  };
  const plain = project(files);
  build(plain);
  const out = hashed(distFiles(plain));
  assert.deepEqual(out, [
    'index.html',
    'static/js/async/797.[hash].js',
    'static/js/index.[hash].js',
    'static/js/index.[hash].js.LICENSE.txt',
  ]);
  assert.ok(!out.some((f) => /runtime/.test(f)));
  const html = distText(plain, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.doesNotMatch(html, /<script[^>]*>[^<]/, 'no inline script');

  const inlined = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { inlineScripts: true } };\n' });
  build(inlined);
  assert.deepEqual(hashed(distFiles(inlined)), ['index.html', 'static/js/async/797.[hash].js', 'static/js/index.[hash].js.LICENSE.txt']);
  const inlinedHtml = distText(inlined, /^index\.html$/);
  assert.match(inlinedHtml, /<script defer="defer">\/\*! For license information/);
  assert.doesNotMatch(inlinedHtml, /src="\/static\/js\//);
  assert.match(inlinedHtml, /static\/js\/async\//, 'the runtime that loads the async chunk is inlined with the entry');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets

// add.wasm of guide/basic/wasm-assets: exports add(a: i32, b: i32): i32.
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

test('guide/basic/wasm-assets "webpack 5: WebAssembly is not enabled by default, a .wasm import needs experiments.asyncWebAssembly or a loader": 0.5.9 sets Rspack\'s experiments.asyncWebAssembly itself and builds the import with no configuration, and it runs in the browser', async () => {
  const dir = project({
    'src/index.js': "import { add } from './add.wasm';\ndocument.body.textContent = `1 + 2 = ${add(1, 2)}`;\n",
    'src/add.wasm': ADD_WASM,
  });
  for (const env of ['development', 'production']) {
    const inspect = rsbuild(dir, ['inspect', '--env', env]);
    assert.equal(inspect.code, 0, inspect.output);
    assert.match(
      fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8'),
      /experiments: \{\s*asyncWebAssembly: true\s*\}/,
      env,
    );
  }
  build(dir);
  assert.ok(hashed(distFiles(dir)).includes('static/wasm/[hash].module.wasm'), distFiles(dir).join('\n'));
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(async () => (await page.textContent('body')) === '1 + 2 = 3'));
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test("config/dev/client \"webpack-dev-server's client.webSocketURL: 'auto://0.0.0.0:0/ws'\": 0.5.9 ignores a webSocketURL key and connects to ws://<page host>:<port>/rsbuild-hmr; host, port and path set the URL", async () => {
  const sockets = async (config: string): Promise<string[]> => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const page = await browser().newPage();
    const seen: string[] = [];
    page.on('websocket', (ws) => seen.push(ws.url().replace(String(server.port), '<port>')));
    try {
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('load');
      await waitFor(() => seen.length > 0, 5_000);
      return seen;
    } finally {
      await page.close();
      await server.stop();
    }
  };
  assert.deepEqual(await sockets("export default { dev: { client: { webSocketURL: 'auto://0.0.0.0:0/ws' } } };\n"), [
    'ws://localhost:<port>/rsbuild-hmr',
  ]);
  assert.deepEqual(
    await sockets("export default { dev: { client: { host: 'dev.example.test', port: '443', protocol: 'wss', path: '/ws' } } };\n"),
    ['wss://dev.example.test/ws'],
  );
});
