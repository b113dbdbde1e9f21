// Facts behind the thirty-fourth round's (b) items, as readers describe the problem: adding any plugin by overriding the
// webpack config, bless-css-webpack-plugin (1, config/tools/rspack), TypeError: Cannot read properties of undefined
// (reading 'imports') (2, config/tools/rspack), 打包后$ is not defined (3, config/tools/rspack), Vant3 的 Image 组件 src
// 无法获取 assets 目录下的图片、原生 img 正常 (4, guide/basic/static-assets), element-icons.eot?t=1472440741 Module parse
// failed (5, guide/basic/static-assets), JS and CSS files in separate folders build/js and build/css (6,
// config/output/dist-path), webpack-dev-server mounted as a middleware of an Express server with a dynamic index.html (7,
// api/javascript-api/instance), the final build configuration passed to webpack (8, guide/debug/debug-mode), 这个项目代理在
// 哪里配置 (9, config/server/proxy), ico 图标改了没反应 (10, config/html/favicon) and ReferenceError: process is not defined
// at index.ejs:11 (11, config/html/template-parameters). Each runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in
// a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/tools/rspack (1): customize-cra's `override()` of config-overrides.js, a function that receives the webpack
//   config and returns it (`config.plugins.push(new MyPlugin()); return config;`), is its README and the answer in
//   arackaf/customize-cra issue 58; that react-app-rewired's config-overrides.js exports such a function is its README;
//   neither is run. That webpack 4 deprecated Tapable's `compiler.plugin()` and
//   webpack 5 removed it in favour of `compiler.hooks` is webpack's migration guide (To v5 from v4). That 2.0.0 is the
//   latest bless-css-webpack-plugin is `npm view bless-css-webpack-plugin version` (round 34); its src/plugin.js calls
//   `compiler.plugin('compilation', …)`. The real package is run below when installed in /tmp/round34-b/bless (skipped
//   otherwise); a stand-in plugin that calls compiler.plugin() is always run.
// - config/tools/rspack (2): quill and quill-image-resize-module are played by two small packages, as in round 33b; the
//   message is Chromium's page error. "Current Chrome" is the Chromium of these tests.
// - config/tools/rspack (3): the jQuery of the report (reng99/webpack issue 5) is played by a small `jquery` package that
//   exports a function.
// - guide/basic/static-assets (4): Vant is not installed: `<van-image>` is played by a globally registered component of
//   the same name with a `src` prop. That vue-loader turns only the listed native tags' src into imports is its
//   transformAssetUrls default; it is run below with @rsbuild/plugin-vue 0.5.9 and vue (devDependencies of
//   this site). The report is youzan/vant issue 7086.
// - guide/basic/static-assets (5): element-ui's font is played by a 12,000-byte file of that name; that webpack without a
//   loader failed on it with Module parse failed is the report (ElemeFE/element issue 478).
// - api/javascript-api/instance (7): webpack-dev-server and Express are not run: a node:http server plays Express, as the
//   page's own example does; "a dynamic index.html" is the report's (webpack/webpack-dev-server issue 1559).
// - config/html/favicon (10): that a browser keeps showing a cached favicon is the report's answer
//   (LANIF-UI/dva-boot-admin issue 77) and browsers' behaviour; no browser's favicon cache is run here. Whether a running
//   rsbuild dev picks up a replaced favicon file varied with timing in trials of round 34 (it sometimes served the old
//   file after a rebuild), so the page claims only what a restart does.
// - config/html/template-parameters (11): electron-vue's src/index.ejs is reproduced in the part that matters (its
//   `<% if (!process.browser) { %>` block); `index.ejs:11` is the stack line of the report (electron-vue issue 1003).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
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
  visit,
  waitFor,
  VUE_LINKS,
  startScript,
} from './topics-support';

const browser = sharedBrowser();
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

const RAN_PLUGIN = `const fs = require('node:fs');
class MyPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('MyPlugin', () => fs.writeFileSync('ran.txt', 'ran'));
  }
}
module.exports = MyPlugin;
`;

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack (1)

test('config/tools/rspack "how to add any plugin, override webpack config (customize-cra)": the function of override(), config.plugins.push(new MyPlugin()); return config;, works as tools.rspack\'s function form; a config-overrides.js beside it is not read', () => {
  const overrides =
    "const MyPlugin = require('./my-plugin.cjs');\nmodule.exports = function override(config) {\n  config.plugins.push(new MyPlugin());\n  return config;\n};\n";
  const alone = project({
    'src/index.js': "document.body.textContent = 'x';\n",
    'my-plugin.cjs': RAN_PLUGIN,
    'config-overrides.js': overrides,
  });
  build(alone);
  assert.equal(fs.existsSync(path.join(alone, 'ran.txt')), false);
  const dir = project({
    'src/index.js': "document.body.textContent = 'x';\n",
    'my-plugin.cjs': RAN_PLUGIN,
    'rsbuild.config.mjs':
      "import MyPlugin from './my-plugin.cjs';\nexport default { tools: { rspack: (config) => { config.plugins.push(new MyPlugin()); return config; } } };\n",
  });
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'ran.txt'), 'utf8'), 'ran');
});

test('config/tools/rspack "bless-css-webpack-plugin": a webpack 3 plugin that calls compiler.plugin() stops rsbuild build with Failed to build. and TypeError: compiler.plugin is not a function, before anything is compiled; so does bless-css-webpack-plugin 2.0.0 when installed', (t) => {
  const webpack3 =
    "class OldPlugin {\n  apply(compiler) {\n    compiler.plugin('compilation', () => {});\n  }\n}\nmodule.exports = OldPlugin;\n";
  const dir = project({
    'src/index.js': "document.body.textContent = 'x';\n",
    'old-plugin.cjs': webpack3,
    'rsbuild.config.mjs':
      "import OldPlugin from './old-plugin.cjs';\nexport default { tools: { rspack: (config, { appendPlugins }) => { appendPlugins(new OldPlugin()); } } };\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /error\s+Failed to build\.\n.*TypeError: compiler\.plugin is not a function/);
  assert.doesNotMatch(run.output, /Compiling|compiled/);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.startsWith('static/')),
    [],
  );

  const bless = '/tmp/round34-b/bless/node_modules';
  if (!fs.existsSync(path.join(bless, 'bless-css-webpack-plugin'))) {
    t.diagnostic(`bless-css-webpack-plugin is not installed in ${bless}: only the stand-in was run`);
    return;
  }
  const real = project({
    'src/index.js': "import './a.css';\ndocument.body.textContent = 'x';\n",
    'src/a.css': 'body { color: red; }\n',
    'rsbuild.config.mjs':
      "import BlessCSSWebpackPlugin from 'bless-css-webpack-plugin';\nexport default { tools: { rspack: (config, { appendPlugins }) => { appendPlugins(new BlessCSSWebpackPlugin()); } } };\n",
  });
  fs.symlinkSync(bless, path.join(real, 'node_modules'), 'dir');
  assert.equal(JSON.parse(fs.readFileSync(path.join(bless, 'bless-css-webpack-plugin/package.json'), 'utf8')).version, '2.0.0');
  const blessRun = rsbuild(real, ['build']);
  assert.equal(blessRun.code, 1, blessRun.output);
  assert.match(blessRun.output, /error\s+Failed to build\.\n.*TypeError: compiler\.plugin is not a function/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack (2, 3)

async function builtPage(dir: string): Promise<{ errors: string[]; value: string }> {
  build(dir);
  const server = await previewServer(dir);
  try {
    return await visit(browser(), `${server.url}/`, () => document.body.textContent ?? '');
  } finally {
    await server.stop();
  }
}

test("config/tools/rspack \"TypeError: Cannot read properties of undefined (reading 'imports')\": a module that reads window.Quill.imports when it loads fails in Chromium with Uncaught TypeError: Cannot read properties of undefined (reading 'imports')", async () => {
  const dir = project({
    'node_modules/quill/package.json': '{ "name": "quill", "version": "1.3.7", "main": "quill.js" }\n',
    'node_modules/quill/quill.js': 'class Quill {}\nQuill.imports = { parchment: {} };\nmodule.exports = Quill;\n',
    'node_modules/quill-image-resize-module/package.json':
      '{ "name": "quill-image-resize-module", "version": "3.0.0", "main": "image-resize.min.js" }\n',
    'node_modules/quill-image-resize-module/image-resize.min.js':
      'var Parchment = window.Quill.imports.parchment;\nmodule.exports = function ImageResize() {};\n',
    'src/index.js':
      "import Quill from 'quill';\nimport ImageResize from 'quill-image-resize-module';\ndocument.body.textContent = typeof Quill + typeof ImageResize;\n",
  });
  const page = await builtPage(dir);
  assert.deepEqual(page.errors, ["Uncaught TypeError: Cannot read properties of undefined (reading 'imports')"]);
});

test("config/tools/rspack \"打包后$ is not defined\": a module using $ without importing it builds, and the page built by rsbuild build fails with Uncaught ReferenceError: $ is not defined; ProvidePlugin({ $: 'jquery', jQuery: 'jquery' }) fixes it", async () => {
  const files = {
    'node_modules/jquery/package.json': '{ "name": "jquery", "version": "3.7.1", "main": "jquery.js" }\n',
    'node_modules/jquery/jquery.js':
      'module.exports = function $(s) { return { text: (t) => { document.querySelector(s).textContent = t; } }; };\n',
    'src/index.js': "$('body').text('jquery ran');\n",
  };
  const failing = await builtPage(project(files));
  assert.deepEqual(failing.errors, ['Uncaught ReferenceError: $ is not defined']);
  const fixed = await builtPage(
    project({
      ...files,
      'rsbuild.config.mjs':
        "export default { tools: { rspack: (config, { rspack, appendPlugins }) => { appendPlugins(new rspack.ProvidePlugin({ $: 'jquery', jQuery: 'jquery' })); } } };\n",
    }),
  );
  assert.deepEqual(fixed.errors, []);
  assert.equal(fixed.value, 'jquery ran');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets (4)

test('guide/basic/static-assets "Vant3 的 Image 组件 src 无法获取 assets 目录下的图片，原生 img 正常": with @rsbuild/plugin-vue 0.5.9, a static src on <img> is emitted and its URL used, while the same src on a component (<van-image>) stays the string ./assets/photo.png and the image is not emitted; an imported image bound with :src is emitted', () => {
  const big = crypto.randomBytes(12_000);
  const app = (template: string, script = '') =>
    project(
      {
        'src/assets/photo.png': big,
        'src/App.vue': `<template>\n  ${template}\n</template>\n${script}`,
        'src/index.js':
          "import { createApp, h } from 'vue';\nimport App from './App.vue';\nconst app = createApp(App);\napp.component('van-image', { props: ['src'], render() { return h('img', { src: this.src }); } });\napp.mount('#root');\n",
        'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
      },
      VUE_LINKS,
    );
  const images = (dir: string) => {
    build(dir);
    return distFiles(dir).filter((f) => f.startsWith('static/image/'));
  };
  const native = app('<img src="./assets/photo.png" />');
  assert.equal(images(native).length, 1);
  const component = app('<van-image src="./assets/photo.png" />');
  assert.deepEqual(images(component), []);
  assert.match(distText(component, /^static\/js\/index\..*\.js$/), /"\.\/assets\/photo\.png"/);
  const bound = app(
    '<van-image :src="photo" />',
    "<script>\nimport photo from './assets/photo.png';\nexport default { data: () => ({ photo }) };\n</script>\n",
  );
  assert.equal(images(bound).length, 1);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets (5)

test('guide/basic/static-assets "element-icons.eot?t=1472440741 Module parse failed": url(./fonts/element-icons.eot?t=1472440741) in CSS builds without a loader; the font is written to static/font/ and the CSS points there', () => {
  const dir = project({
    'src/fonts/element-icons.eot': crypto.randomBytes(12_000),
    'src/index.css':
      "@font-face { font-family: 'element-icons'; src: url('./fonts/element-icons.eot?t=1472440741'); }\nbody { font-family: 'element-icons'; }\n",
    'src/index.js': "import './index.css';\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir)
      .filter((f) => f.startsWith('static/font/'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/font/element-icons.[hash].eot'],
  );
  assert.match(distText(dir, /\.css$/), /url\(\/static\/font\/element-icons\.[0-9a-f]{8}\.eot\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path (6)

test('config/output/dist-path "separate my js files & css files in different folder build/js build/css": root build, js js, css css writes build/js/index.[hash].js and build/css/index.[hash].css, lazy chunks to build/js/async and build/css/async, and index.html loads /js/ and /css/', () => {
  const dir = project({
    'src/index.js': "import './index.css';\nimport('./lazy.js');\n",
    'src/index.css': 'body { color: red; }\n',
    'src/lazy.js': "import './lazy.css';\nexport const lazy = 1;\n",
    'src/lazy.css': '.lazy { color: blue; }\n',
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build', js: 'js', css: 'css' } } };\n",
  });
  build(dir);
  const files = distFiles(dir, 'build').map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.ok(files.includes('js/index.[hash].js'), files.join());
  assert.ok(files.includes('css/index.[hash].css'), files.join());
  assert.ok(
    files.some((f) => /^js\/async\/.*\.js$/.test(f)),
    files.join(),
  );
  assert.ok(
    files.some((f) => /^css\/async\/.*\.css$/.test(f)),
    files.join(),
  );
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false);
  const html = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
  assert.match(html, /src="\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.match(html, /href="\/css\/index\.[0-9a-f]{8}\.css"/);
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance (7)

test('api/javascript-api/instance "mount webpack-dev-server as a middleware in my express server, dynamic index.html": a server whose own route renders the HTML of / per request, and passes the rest to createDevServer()\'s middlewares, serves the bundle, and a saved change reaches that page', async (t) => {
  const port = await freePort();
  const dir = project(
    {
      'src/index.js': "import { label } from './label.js';\ndocument.getElementById('app').textContent = label;\n",
      'src/label.js': "export const label = 'first';\n",
      'server.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({
  rsbuildConfig: { server: { host: 'localhost', port: ${port} }, performance: { chunkSplit: { strategy: 'all-in-one' } } },
});
const rsbuildServer = await rsbuild.createDevServer();
let visits = 0;
const server = http.createServer((req, res) => {
  if (req.url === '/') {
    visits += 1;
    res.setHeader('Content-Type', 'text/html');
    res.end('<!doctype html><title>visit ' + visits + '</title><div id="app"></div><script src="/static/js/index.js"></script>');
    return;
  }
  rsbuildServer.middlewares(req, res);
});
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
server.listen(rsbuildServer.port, async () => {
  await rsbuildServer.afterListen();
  console.log('LISTENING');
});
`,
    },
    CORE,
  );
  const log = await startScript(dir, 'server.mjs', t, (log) => log.includes('LISTENING') && /Client compiled/.test(log));
  const tab = await browser().newPage();
  t.after(() => tab.close());
  await tab.goto(`http://localhost:${port}/`);
  assert.match(await tab.title(), /^visit \d+$/);
  const text = () => tab.evaluate(() => document.getElementById('app')?.textContent ?? '');
  assert.ok(await waitFor(async () => (await text()) === 'first'), await text());
  await tab.waitForTimeout(500);
  edit(dir, 'src/label.js', "'first'", "'second'");
  assert.ok(await waitFor(async () => (await text().catch(() => '')) === 'second', 20_000), log());
});

// ---------------------------------------------------------------------------------------------------------
// guide/debug/debug-mode (8)

test('guide/debug/debug-mode "see the final build configuration that is passed to webpack": with DEBUG=rsbuild, dist/rspack.config.web.mjs holds the value tools.rspack set (output.chunkLoadingGlobal), and the built code uses it', () => {
  const dir = project({
    'src/index.js': "import('./lazy.js');\n",
    'src/lazy.js': 'export const lazy = 1;\n',
    'rsbuild.config.mjs': "export default { tools: { rspack: { output: { chunkLoadingGlobal: 'acmeChunks' } } } };\n",
  });
  build(dir, { DEBUG: 'rsbuild' });
  assert.match(fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8'), /chunkLoadingGlobal: 'acmeChunks'/);
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /acmeChunks/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy (9)

test('config/server/proxy "这个项目代理在哪里配置": server.proxy in rsbuild.config at the project root forwards /api to the back end', async (t) => {
  const backend = http.createServer((req, res) => res.end(`backend ${req.url}`));
  const target = await listen(backend, t);
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${target}' } } };\n`,
  });
  const server = await devServer(dir);
  try {
    assert.equal(await (await fetch(`${server.url}/api/users`)).text(), 'backend /api/users');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon (10)

test('config/html/favicon "ico图标改了没反应": after the html.favicon file is replaced under the same name, a restarted rsbuild dev serves the new file and the page still links /favicon.ico; a renamed file is linked as /favicon-v2.ico', async () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'x';\n",
    'src/favicon.ico': 'OLD-ICON',
    'rsbuild.config.mjs': "export default { html: { favicon: './src/favicon.ico' } };\n",
  });
  const first = await devServer(dir);
  try {
    assert.equal(await (await fetch(`${first.url}/favicon.ico`)).text(), 'OLD-ICON');
  } finally {
    await first.stop();
  }
  fs.writeFileSync(path.join(dir, 'src/favicon.ico'), 'NEW-ICON');
  const second = await devServer(dir);
  try {
    assert.equal(await (await fetch(`${second.url}/favicon.ico`)).text(), 'NEW-ICON');
    assert.match(await (await fetch(`${second.url}/`)).text(), /<link rel="icon" href="\/favicon\.ico">/);
  } finally {
    await second.stop();
  }
  fs.renameSync(path.join(dir, 'src/favicon.ico'), path.join(dir, 'src/favicon-v2.ico'));
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), "export default { html: { favicon: './src/favicon-v2.ico' } };\n");
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /<link rel="icon" href="\/favicon-v2\.ico">/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters (11)

const EJS = `<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8">
    <title>app</title>
  </head>
  <body>
    <div id="app"></div>
    <!-- Set \`__static\` path to static files in production -->
    <% if (!process.browser) { %>
      <script>
        if (process.env.NODE_ENV !== 'development') window.__static = require('path').join(__dirname, '/static')
      </script>
    <% } %>
  </body>
</html>
`;

test('config/html/template-parameters "ReferenceError: process is not defined - index.ejs:11": <% if (!process.browser) { %> in the template stops the build with Template execution failed: ReferenceError: process is not defined; templateParameters { process: { browser: false } } writes the script into the page, and deleting the two lines gives the same page', () => {
  const make = (template: string, config: string) =>
    project({
      'src/index.js': "document.body.append('x');\n",
      'src/index.ejs': template,
      'rsbuild.config.mjs': config,
    });
  const failing = make(EJS, "export default { html: { template: './src/index.ejs' } };\n");
  const run = rsbuild(failing, ['build']);
  assert.equal(run.code, 1);
  assert.ok(run.output.includes('Template execution failed: ReferenceError: process is not defined'), run.output);

  const param = make(
    EJS,
    "export default { html: { template: './src/index.ejs', templateParameters: { process: { browser: false } } } };\n",
  );
  build(param);
  const withParam = fs.readFileSync(path.join(param, 'dist/index.html'), 'utf8');
  assert.match(withParam, /window\.__static=require\("path"\)/);

  const stripped = make(
    EJS.replace('    <% if (!process.browser) { %>\n', '').replace('    <% } %>\n', ''),
    "export default { html: { template: './src/index.ejs' } };\n",
  );
  build(stripped);
  assert.equal(fs.readFileSync(path.join(stripped, 'dist/index.html'), 'utf8'), withParam);
});
