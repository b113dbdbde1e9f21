// Facts behind the thirty-fifth round's (a) items, as readers describe the problem: `err` always null with Gulp when
// the code has a syntax error, `webpack(config, (err, stats))` (api/javascript-api/instance, item 1); every
// micro-frontend opening its own tab, BROWSER=none not working (config/dev/start-url, item 2); running the app as a
// Chrome extension after npm start, where to "Load unpacked", and "Manifest file is missing or unreadable" although
// the terminal says it compiled (config/dev/write-to-disk, items 3 and 4, and the --watch section of guide/basic/cli);
// where the code that npm run dev generates is (config/dev/write-to-disk, item 5); running npm run build after every
// change, and hot reload for it (same pages, item 6); `[Vue warn]: Cannot find element: #app` after every edit of a
// JS file (config/html/mount-id, item 7); adding the async attribute to the script tags (config/html/script-loading, item 8); a third-party script switched from a CDN
// back to a local file, loaded on its own instead of merged into the bundle (config/server/public-dir, item 9);
// images and fonts given another address than the current one when bundling (config/output/asset-prefix, item 10);
// a library's .wasm file taken from node_modules to the dist folder (config/output/copy and guide/basic/wasm-assets,
// item 11); lazy-loaded chunks named 1, 2, 3 instead of after their files (config/output/filename and
// guide/basic/output-files, item 12). Each test runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a
// throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - api/javascript-api/instance (1): the reader's Gulp task and webpack's `err` being null for a syntax error are
//   webpack/webpack#1932 (webpack's Node API documents that compilation errors are in stats, not in err); Gulp is not
//   run: an async function that awaits rsbuild.build() stands in for the task (a rejected promise fails a Gulp task).
// - config/dev/start-url (2): the micro-frontends each opening a tab and BROWSER=none are
//   module-federation/practical-module-federation#8 (Create React App apps, where BROWSER=none turns the opening off).
//   That 0.5.9 reads BROWSER only on macOS, to pick the Chromium browser whose tab it reuses, is its source
//   (plugins/startUrl.ts); macOS is not run. Run here on Linux: BROWSER=none does not stop --open.
// - config/dev/write-to-disk (3, 4): Chrome's "Load unpacked" button and its message "Manifest file is missing or
//   unreadable" for a folder without manifest.json, and reloading the extension on chrome://extensions after a rebuild,
//   are Chrome's (hk-skit/chrome-extension-starter-kit#3, ALiangLiang/vue-webpack-chrome-extension-template#10);
//   Chrome is not asked to load an extension here: the test looks at the files on disk.
// - config/dev/write-to-disk (5, 6): "npm run dev 生成的代码是在哪放的" is Array-Huang/webpack-seed-v2#10, the Django
//   page that needs npm run build after each change is rogerlh/django_with_vue#2; Django is not run: a static file
//   server of ours serves the folder, as a backend serving the built files does.
// - config/html/mount-id (7): the report is Plortinus/vue-multiple-pages#41 (webpack; the reader wrapped the mount in
//   window.onload). That Vue 2's `el` element is replaced by the component's root element is Vue 2's documentation
//   (the `el` option); Vue 2 is not installed: an entry of ours that replaces #app as Vue 2 does stands in for it, and
//   Vue 3 with @rsbuild/plugin-vue 0.5.9 is run for the default case.
// - config/html/script-loading (8): the question is jantimon/html-webpack-plugin#412; that an async script runs as
//   soon as it has arrived, possibly before the rest of the page is parsed, is the HTML standard's.
// - config/server/public-dir (9): the question is eteplus/vue-sui-demo#16 (SUI Mobile from a CDN); SUI is stood in for
//   by a script of ours that defines a global. Mapping an import to a global with output.externals is run by
//   common-problems-round34a (config/output/externals).
// - config/output/asset-prefix (10): the question is react-love/react-latest-framework#10 (webpack); not run.
// - config/output/copy, guide/basic/wasm-assets (11): that @hpcc-js/wasm loads graphvizlib.wasm at run time from the
//   folder of the bundled script, or from the folder given to its wasmFolder(), is the maintainer's answer in
//   hpcc-systems/hpcc-js-wasm#26 (version 0.3); that version 2 has no wasmFolder() any more is
//   hpcc-systems/hpcc-js-wasm#137. A package of ours with that file name stands in for it.
// - config/output/filename (12): the question is dibaosong/react-knowledge#5 (webpack); not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  startRsbuild,
  VUE_LINKS,
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  fakeOpener,
  freePort,
  hashed,
  nextCompilation,
  previewServer,
  project,
  sharedBrowser,
  staticHost,
  visit,
  waitFor,
  probe,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance (1): err always null with Gulp when I make a syntax error

test('api/javascript-api/instance "err always null with Gulp when I make a syntax error": with a syntax error in src/index.js, compiler.run() calls back with err null and stats.hasErrors() true, the syntax error in stats.toJson().errors; a task that awaits rsbuild.build() fails with Rspack build failed!', async () => {
  const { result, output } = await probe(
    { 'src/index.js': 'const total = ;\nconsole.log(total);\n' },
    `import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ error: () => {}, info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {} });
process.env.NODE_ENV = 'production';
const config = { rsbuildConfig: { performance: { printFileSize: false } } };
const compiler = await (await createRsbuild(config)).createCompiler();
const run = await new Promise((resolve) => compiler.run((err, stats) => {
  const { errors = [] } = stats.toJson({ all: false, errors: true });
  compiler.close(() => resolve({ err, hasErrors: stats.hasErrors(), message: errors.map((e) => e.message).join('\\n') }));
}));
async function bundleTask() {
  const rsbuild = await createRsbuild(config);
  await rsbuild.build();
}
const task = await bundleTask().then(() => 'passed', (e) => 'failed: ' + e.message);
report({ err: run.err, hasErrors: run.hasErrors, message: run.message, task });
process.exit(0);`,
  );
  const { message, ...rest } = result as { message: string };
  assert.deepEqual(rest, { err: null, hasErrors: true, task: 'failed: Rspack build failed!' }, output);
  assert.match(message, /Expression expected/);
  assert.match(message, /src\/index\.js:1:1/);
  assert.match(message, /Syntax Error/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/start-url (2): every micro-frontend opens its own tab, BROWSER=none not working

test('config/dev/start-url "every micro-frontend opens its own tab, BROWSER=none not working": two apps started with rsbuild dev --open and BROWSER=none each open their own URL (Linux, xdg-open); the app started without --open opens nothing', async () => {
  const { PATH, opened } = fakeOpener();
  const app = () => project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const host = await devServer(app(), { env: { PATH, BROWSER: 'none' }, args: ['--open'] });
  const remote = await devServer(app(), { env: { PATH, BROWSER: 'none' }, args: ['--open'] });
  try {
    assert.ok(await waitFor(() => opened().length === 2), opened().join(', '));
    assert.deepEqual(opened().sort(), [`http://localhost:${host.port}/`, `http://localhost:${remote.port}/`].sort());
  } finally {
    await host.stop();
    await remote.stop();
  }
  const quiet = fakeOpener();
  const host2 = await devServer(app(), { env: { PATH: quiet.PATH }, args: ['--open'] });
  const remote2 = await devServer(app(), { env: { PATH: quiet.PATH } });
  try {
    assert.ok(await waitFor(() => quiet.opened().length > 0));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.deepEqual(quiet.opened(), [`http://localhost:${host2.port}/`]);
  } finally {
    await host2.stop();
    await remote2.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk (3, 4): run it as a Chrome extension, "Manifest file is missing or unreadable"

const MANIFEST = '{ "manifest_version": 3, "name": "My extension", "version": "1.0", "action": { "default_popup": "index.html" } }\n';

test('config/dev/write-to-disk "Compiled successfully but no extension, Load unpacked says manifest file is missing; npm run dev 生成的代码是在哪放的": while rsbuild dev runs, dist holds no file and the script is served from memory at /static/js/index.js; with writeToDisk it holds index.html and static/js/index.js but not public/manifest.json; with output.copy of public as well, dist/manifest.json is there, and rsbuild build (and build --watch) writes it from public/ alone', async () => {
  const files = { 'public/manifest.json': MANIFEST, 'src/index.js': "document.body.textContent = 'popup v1';\n" };
  const plain = project(files);
  let server = await devServer(plain);
  try {
    assert.deepEqual(distFiles(plain), []);
    assert.match(await (await fetch(`${server.url}/static/js/index.js`)).text(), /popup v1/);
  } finally {
    await server.stop();
  }
  const toDisk = project({ ...files, 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  server = await devServer(toDisk);
  try {
    assert.ok(
      await waitFor(() => ['index.html', 'static/js/index.js'].every((f) => distFiles(toDisk).includes(f)), 10_000),
      distFiles(toDisk).join(', '),
    );
    const written = distFiles(toDisk);
    assert.ok(!written.includes('manifest.json'), written.join(', '));
  } finally {
    await server.stop();
  }
  const copied = project({
    ...files,
    'rsbuild.config.mjs': "export default { dev: { writeToDisk: true }, output: { copy: [{ from: './public' }] } };\n",
  });
  server = await devServer(copied);
  try {
    assert.equal(fs.readFileSync(path.join(copied, 'dist/manifest.json'), 'utf8'), MANIFEST);
    // The dev server answers before index.html is fully on disk (CI once read it empty), so wait for its script tag.
    const scriptTag = /<script defer src="\/static\/js\/index\.js"><\/script>/;
    const readHtml = () => fs.readFileSync(path.join(copied, 'dist/index.html'), 'utf8');
    assert.ok(await waitFor(() => scriptTag.test(readHtml()), 10_000), readHtml());
  } finally {
    await server.stop();
  }
  build(copied);
  assert.equal(fs.readFileSync(path.join(copied, 'dist/manifest.json'), 'utf8'), MANIFEST);
  const built = project(files);
  const watch = startRsbuild(built, ['build', '--watch']);
  try {
    assert.ok(await waitFor(() => distText(built, /static\/js\/.*\.js$/).includes('popup v1'), 60_000), watch.log());
    assert.equal(fs.readFileSync(path.join(built, 'dist/manifest.json'), 'utf8'), MANIFEST);
    edit(built, 'src/index.js', 'popup v1', 'popup v2');
    assert.ok(
      await waitFor(() => /popup v2/.test(fs.readFileSync(path.join(built, 'dist/index.html'), 'utf8') + htmlScripts(built)), 60_000),
      watch.log(),
    );
    assert.equal(fs.readFileSync(path.join(built, 'dist/manifest.json'), 'utf8'), MANIFEST);
  } finally {
    await watch.stop();
  }
});

/** The text of the scripts that dist/index.html loads. */
function htmlScripts(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => fs.readFileSync(path.join(dir, 'dist', m[1]), 'utf8')).join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk (6): npm run build after every change; hot reload for a page the backend serves

const LABEL_APP = {
  'src/label.js': "export const label = 'first label';\n",
  'src/index.js': [
    "import { label } from './label.js';",
    "const render = () => { document.getElementById('root').textContent = label; };",
    'render();',
    "if (import.meta.webpackHot) import.meta.webpackHot.accept('./label.js', render);",
    '',
  ].join('\n'),
};

/** Opens `url`, edits src/label.js while `dev` runs, and returns how often the page loaded and the text it shows after the edit. */
async function labelAfterEdit(dir: string, dev: { log: () => string }, url: string): Promise<{ loads: number; text: string }> {
  const page = await browser().newPage();
  let loads = 0;
  const logged: string[] = [];
  try {
    page.on('load', () => (loads += 1));
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('root')?.textContent === 'first label');
    await waitFor(() => logged.includes('[HMR] connected.'), 5_000);
    const done = (dev.log().match(/ready\s+Client compiled/g) ?? []).length;
    edit(dir, 'src/label.js', 'first label', 'second label');
    await waitFor(() => (dev.log().match(/ready\s+Client compiled/g) ?? []).length > done, 30_000);
    await waitFor(async () => (await page.textContent('#root')) === 'second label', 5_000);
    return { loads, text: (await page.textContent('#root')) ?? '' };
  } finally {
    await page.close();
  }
}

test('config/dev/write-to-disk "every change needs npm run build; hot reload would be better": a backend serving the dist folder that rsbuild dev writes (writeToDisk) gets the hot update, hot-update files at the root of dist; one that gets only the HTML (writeToDisk for .html files, dev.assetPrefix at the dev server) gets it too, without a reload', async (t) => {
  for (const [dev, written] of [
    ['writeToDisk: true', /^index\.[0-9a-f]+\.hot-update\.json$/],
    ["writeToDisk: (file) => file.endsWith('.html'), assetPrefix: `http://localhost:${PORT}/`", /^index\.html$/],
  ] as const) {
    const port = await freePort();
    // server as in the page's example: the port of assetPrefix, strictPort so that a taken port is an error
    const dir = project({
      ...LABEL_APP,
      'rsbuild.config.mjs': `const PORT = ${port};\nexport default { dev: { ${dev} }, server: { port: PORT, strictPort: true } };\n`,
    });
    const server = startRsbuild(dir, ['dev', '--port', String(port)]);
    try {
      assert.ok(await waitFor(() => /ready\s+Client compiled/.test(server.log()), 60_000), server.log());
      const backend = await staticHost(t, path.join(dir, 'dist'));
      assert.deepEqual(await labelAfterEdit(dir, server, `${backend}/`), { loads: 1, text: 'second label' }, dev);
      assert.ok(
        distFiles(dir).some((f) => written.test(f)),
        distFiles(dir).join(', '),
      );
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/mount-id (7): [Vue warn]: Cannot find element: #app after every edit of a JS file

/** Opens `url` of `server`, saves `file` with `from` replaced by `to`, and returns the page loads, the text of `selector` and the console's warnings. */
async function afterSave(
  server: Awaited<ReturnType<typeof devServer>>,
  dir: string,
  [file, from, to]: [string, string, string],
  selector: string,
): Promise<{ loads: number; text: string; warnings: string[] }> {
  const page = await browser().newPage();
  let loads = 0;
  const logged: string[] = [];
  const warnings: string[] = [];
  try {
    page.on('load', () => (loads += 1));
    page.on('console', (m) => {
      logged.push(m.text());
      if (m.type() === 'warning') warnings.push(m.text().split('\n')[0]);
    });
    await page.goto(server.url);
    await page.waitForSelector(selector);
    await waitFor(() => logged.includes('[HMR] connected.'), 5_000);
    const done = compilations(server);
    edit(dir, file, from, to);
    await nextCompilation(server, done);
    await waitFor(() => loads > 1 || warnings.length > 0, 5_000);
    await page.waitForTimeout(500);
    // page.$ does not wait: textContent(selector) would wait 30 s for an element that an accepted entry has replaced.
    return { loads, text: (await (await page.$(selector))?.textContent()) ?? '', warnings };
  } finally {
    await page.close();
  }
}

test('config/html/mount-id "每次改了vue里面的js，就会报 [Vue warn]: Cannot find element: #app": in a Vue 3 app (html.mountId app), saving a .js file that a component imports updates the component in place, and one that only the entry imports reloads the page, which mounts again; neither gives a warning. An entry that accepts its own updates (module.hot.accept()) is run again without a reload, after it replaced #app, and no longer finds it until the page is refreshed', async () => {
  const vue = project(
    {
      'rsbuild.config.mjs':
        "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], html: { mountId: 'app' } };\n",
      'src/message.js': "export const message = 'first message';\n",
      'src/title.js': "document.title = 'first title';\n",
      'src/App.vue':
        '<template><p class="msg">{{ message }}</p></template>\n<script setup>\nimport { message } from \'./message.js\';\n</script>\n',
      'src/index.js':
        "import { createApp } from 'vue';\nimport App from './App.vue';\nimport './title.js';\n\ncreateApp(App).mount('#app');\n",
    },
    VUE_LINKS,
  );
  let server = await devServer(vue);
  try {
    assert.deepEqual(await afterSave(server, vue, ['src/message.js', 'first message', 'second message'], '.msg'), {
      loads: 1,
      text: 'second message',
      warnings: [],
    });
    assert.deepEqual(await afterSave(server, vue, ['src/title.js', 'first title', 'second title'], '.msg'), {
      loads: 2,
      text: 'second message',
      warnings: [],
    });
  } finally {
    await server.stop();
  }
  const replacing = project({
    'src/label.js': "export const label = 'first label';\n",
    'src/index.js': [
      "import { label } from './label.js';",
      "const el = document.querySelector('#app');",
      "if (!el) console.warn('stand-in: Cannot find element: #app');",
      "else { const root = document.createElement('main'); root.textContent = label; el.replaceWith(root); }",
      'if (module.hot) module.hot.accept();',
      '',
    ].join('\n'),
    'rsbuild.config.mjs': "export default { html: { mountId: 'app' } };\n",
  });
  server = await devServer(replacing);
  try {
    assert.deepEqual(await afterSave(server, replacing, ['src/label.js', 'first label', 'second label'], 'main'), {
      loads: 1,
      text: 'first label',
      warnings: ['stand-in: Cannot find element: #app'],
    });
    assert.deepEqual(await visit(browser(), server.url, () => document.querySelector('main')?.textContent), {
      errors: [],
      value: 'second label',
    });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/script-loading (8): add the async attribute to the script tags

test('config/html/script-loading "How to add async attribute dynamically to the script tag?": an html.tags function that sets async and deletes defer on the tags with a src gives <script async src> for the entry and its split chunk; with inject: body the built page runs', async () => {
  const dir = project({
    // A library large enough (30 kB) to be split into a chunk of its own, as React or Vue would be.
    'node_modules/big-lib/package.json': '{ "name": "big-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/big-lib/index.js': `exports.pad = ${JSON.stringify('x'.repeat(30_000))};\nexports.render = function (el) { el.textContent = 'rendered'; };\n`,
    'src/index.js': "import { render, pad } from 'big-lib';\nrender(document.getElementById('root'));\nwindow.padLength = pad.length;\n",
    'rsbuild.config.mjs': `export default {
  html: {
    inject: 'body',
    tags: [
      (tags) => {
        for (const tag of tags) {
          if (tag.tag === 'script' && tag.attrs?.src) {
            tag.attrs.async = true;
            delete tag.attrs.defer;
          }
        }
      },
    ],
  },
};
`,
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) =>
    m[0].replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/js\/\d+\./, 'js/[id].'),
  );
  assert.deepEqual(scripts, ['<script src="/static/js/[id].[hash].js" async>', '<script src="/static/js/index.[hash].js" async>']);
  assert.match(html, /<div id="root"><\/div><script src/);
  const server = await previewServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.getElementById('root')?.textContent), {
      errors: [],
      value: 'rendered',
    });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (9): a third-party script back from the CDN to a local file, loaded on its own

const SUI_LOCAL = "window.SUI = { from: 'local-copy', version: '0.6.2' };\n";

test('config/server/public-dir "第三方js引用怎么切换回本地 不想合并到app.js 单独加载": public/lib/sm.min.js with an html.tags script whose src is lib/sm.min.js: the build copies it unchanged to dist/lib/sm.min.js and loads it with its own <script> before the bundle, which does not contain it; rsbuild dev serves it; under assetPrefix /shop/ the src is /shop/lib/sm.min.js, with or without a leading slash, and publicPath: false keeps a src as written', async () => {
  const tags = "[{ tag: 'script', attrs: { src: 'lib/sm.min.js' }, head: true, append: false }]";
  const files = {
    'public/lib/sm.min.js': SUI_LOCAL,
    'src/index.js': "document.getElementById('root').textContent = window.SUI.from;\n",
    'rsbuild.config.mjs': `export default { html: { tags: ${tags} } };\n`,
  };
  const dir = project(files);
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/lib/sm.min.js'), 'utf8'), SUI_LOCAL);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.ok(html.indexOf('<script src="/lib/sm.min.js"></script>') >= 0, html);
  assert.ok(html.indexOf('<script src="/lib/sm.min.js"></script>') < html.indexOf('/static/js/index.'), html);
  assert.doesNotMatch(distText(dir, /static\/js\/.*\.js$/), /local-copy/);
  let server = await previewServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.getElementById('root')?.textContent), {
      errors: [],
      value: 'local-copy',
    });
  } finally {
    await server.stop();
  }
  server = await devServer(dir);
  try {
    assert.equal(await (await fetch(`${server.url}/lib/sm.min.js`)).text(), SUI_LOCAL);
    assert.deepEqual(await visit(browser(), `${server.url}/`, () => document.getElementById('root')?.textContent), {
      errors: [],
      value: 'local-copy',
    });
  } finally {
    await server.stop();
  }
  const shop = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { assetPrefix: '/shop/' }, html: { tags: ${tags} } };\n`,
  });
  build(shop);
  assert.match(fs.readFileSync(path.join(shop, 'dist/index.html'), 'utf8'), /<script src="\/shop\/lib\/sm\.min\.js"><\/script>/);
  // With a leading slash the src gets the prefix all the same; publicPath: false on the tag keeps it as written.
  const slash = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { assetPrefix: '/shop/' }, html: { tags: [{ tag: 'script', attrs: { src: '/lib/sm.min.js' }, head: true, append: false }, { tag: 'script', attrs: { src: '/lib/other.js' }, publicPath: false }] } };\n",
  });
  build(slash);
  const slashHtml = fs.readFileSync(path.join(slash, 'dist/index.html'), 'utf8');
  assert.match(slashHtml, /<script src="\/shop\/lib\/sm\.min\.js"><\/script>/);
  assert.match(slashHtml, /<script src="\/lib\/other\.js"><\/script>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix (10): images and fonts given another address when bundling

test('config/output/asset-prefix "如何把项目中的图片 字体文件等打包时指定一个地址": with assetPrefix https://cdn.example.com/assets/, an image imported in JS and a font and an image of CSS url() are built with that address in front of static/image and static/font, and index.html loads its script and stylesheet from it', () => {
  const big = Buffer.concat([PNG, Buffer.alloc(12_000)]);
  const dir = project({
    'src/photo.png': big,
    'src/bg.png': big,
    'src/icons.woff': Buffer.alloc(12_000, 1),
    'src/style.css':
      "@font-face { font-family: icons; src: url('./icons.woff'); }\n.box { background: url('./bg.png'); font-family: icons; }\n",
    'src/index.js': "import './style.css';\nimport photo from './photo.png';\ndocument.body.dataset.photo = photo;\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/assets/' } };\n",
  });
  build(dir);
  const js = distText(dir, /static\/js\/.*\.js$/);
  assert.match(js, /"https:\/\/cdn\.example\.com\/assets\/"/);
  assert.match(js, /"static\/image\/photo\.[0-9a-f]{8}\.png"/);
  const css = distText(dir, /\.css$/);
  assert.match(css, /url\(https:\/\/cdn\.example\.com\/assets\/static\/font\/icons\.[0-9a-f]{8}\.woff\)/);
  assert.match(css, /url\(https:\/\/cdn\.example\.com\/assets\/static\/image\/bg\.[0-9a-f]{8}\.png\)/);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /src="https:\/\/cdn\.example\.com\/assets\/static\/js\/index\./);
  assert.match(html, /href="https:\/\/cdn\.example\.com\/assets\/static\/css\/index\.[0-9a-f]{8}\.css"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy, guide/basic/wasm-assets (11): a library's .wasm file from node_modules to the dist folder

// The 41 bytes of add.wasm (guide/basic/wasm-assets), standing in for @hpcc-js/wasm's graphvizlib.wasm.
const WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

test('config/output/copy "deploying the wasm, get the file from node_modules to dist folder": copy { from: ./node_modules/@hpcc-js/wasm/dist/graphvizlib.wasm, to: static/js } writes dist/static/js/graphvizlib.wasm unchanged, next to the bundle; rsbuild dev and rsbuild preview serve it as application/wasm', async () => {
  const dir = project({
    'node_modules/@hpcc-js/wasm/package.json': '{ "name": "@hpcc-js/wasm", "version": "0.3.14", "main": "dist/index.js" }\n',
    'node_modules/@hpcc-js/wasm/dist/index.js': "exports.graphviz = { layout: function () { return 'graph'; } };\n",
    'node_modules/@hpcc-js/wasm/dist/graphvizlib.wasm': WASM,
    'src/index.js': "import { graphviz } from '@hpcc-js/wasm';\ndocument.body.textContent = graphviz.layout();\n",
    'rsbuild.config.mjs':
      "export default { output: { copy: [{ from: './node_modules/@hpcc-js/wasm/dist/graphvizlib.wasm', to: 'static/js' }] } };\n",
  });
  build(dir);
  assert.deepEqual(fs.readFileSync(path.join(dir, 'dist/static/js/graphvizlib.wasm')), WASM);
  assert.deepEqual(
    hashed(distFiles(dir).filter((f) => f.startsWith('static/js/'))).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['static/js/graphvizlib.wasm', 'static/js/index.[hash].js'],
  );
  for (const start of [previewServer, devServer]) {
    const server = await start(dir);
    try {
      const res = await fetch(`${server.url}/static/js/graphvizlib.wasm`);
      assert.equal(res.headers.get('content-type'), 'application/wasm');
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), WASM);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename (12): lazy-loaded chunks named 1, 2, 3 instead of after their files

test('config/output/filename "按需加载 打包后都是1 2 3数字开头的js代码块 如何按文件名生成js": rsbuild build names the chunks of import() by number; a webpackChunkName comment names one chunk; tools.rspack optimization.chunkIds named names every chunk after its file path', () => {
  const pages = {
    'src/pages/About.js': "export default 'about page';\n",
    'src/pages/Contact.js': "export default 'contact page';\n",
  };
  const asyncFiles = (dir: string) => hashed(distFiles(dir).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js')));
  const plain = project({
    ...pages,
    'src/index.js': "import('./pages/About.js');\nimport('./pages/Contact.js');\n",
  });
  build(plain);
  const numbered = asyncFiles(plain);
  assert.equal(numbered.length, 2);
  for (const f of numbered) assert.match(f, /^static\/js\/async\/\d+\.\[hash\]\.js$/);
  const commented = project({
    ...pages,
    'src/index.js': "import(/* webpackChunkName: \"about\" */ './pages/About.js');\nimport('./pages/Contact.js');\n",
  });
  build(commented);
  const one = asyncFiles(commented);
  assert.ok(one.includes('static/js/async/about.[hash].js'), one.join(', '));
  assert.equal(one.filter((f) => /async\/\d+\./.test(f)).length, 1);
  const named = project({
    ...pages,
    'src/index.js': "import('./pages/About.js');\nimport('./pages/Contact.js');\n",
    'rsbuild.config.mjs': "export default { tools: { rspack: { optimization: { chunkIds: 'named' } } } };\n",
  });
  build(named);
  assert.deepEqual(asyncFiles(named), ['static/js/async/src_pages_About_js.[hash].js', 'static/js/async/src_pages_Contact_js.[hash].js']);
});
