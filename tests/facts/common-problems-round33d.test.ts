// Facts behind the thirty-third round's (d) items, as readers describe the problem: ECharts bundled too large, just
// as large with on-demand imports (1), and v-charts with ECharts bundled whole (2) (guide/optimization/optimize-bundle);
// whether webpack-dev-middleware works with hot loading (3) (api/javascript-api/instance); an apple-touch-icon PNG
// put in the project with no link to it in the built page (4) (config/html/app-icon); `npm run dev` showing
// `Cannot GET /`: is it because there is no HTML file? (5) (guide/basic/html-template); `import
// 'amis/lib/themes/default.css'` failing with `Unexpected character '@'` (6) (guide/basic/css-usage). Each test runs
// @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a throw-away project), with Chromium where a page is
// looked at.
//
// Resting on other sources, not run here:
// - guide/optimization/optimize-bundle (1, 2): ECharts, zrender, v-charts and echarts-for-react are not installed.
//   Packages of ours laid out as they are stand in: `echarts` whose main file registers every chart, while
//   echarts/lib/echarts (the core, which needs zrender) and echarts/lib/chart/<name> (one chart each) can be imported
//   alone, as ECharts' own on-demand guide shows; v-charts' lib/<chart>.common importing only the core and its chart
//   is ElemeFE/v-charts#374 (its maintainer's answer: the ECharts core and zrender stay, one chart is a few kB). That
//   the default entry of echarts-for-react imports the whole of `echarts` and `echarts-for-react/lib/core` does not
//   is hustcc/echarts-for-react#82 and its README. That the reader's 5.7 MB bundle.js came from its source map
//   (devtool) is the last comment of huiyan-fe/mapv#65; what is run here is that an inline source map of 0.5.9 is
//   written into the script and makes it several times larger.
// - api/javascript-api/instance (3): webpack-dev-middleware and webpack-hot-middleware are not installed; that the
//   former serves the build from memory and does no hot reloading without the latter is webpack/webpack-dev-middleware#29
//   and webpack's HMR guide. Here a node:http server passes every request to createDevServer()'s middlewares.
// - config/html/app-icon (4): that the reader's old generator linked icons from its client folder by itself is not
//   claimed; angular-fullstack/generator-angular-fullstack#1041 is the wording.
// - guide/basic/html-template (5): that `Cannot GET /` is the 404 page of Express (finalhandler), which
//   webpack-dev-server uses, rests on Express; that the reader's repository lacked its index.html is
//   jiangxy/react-antd-mobile-demo#1 (its author's answer).
// - guide/basic/css-usage (6): amis is not installed; a package of ours whose lib/themes/default.css starts with
//   `@charset` and an `@font-face` stands in. That the message came from webpack with no CSS rule reaching that file
//   is baidu/amis#84 (its maintainer: "you need a css loader"); webpack is not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  startScript,
} from './topics-support';

const browser = sharedBrowser();
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle (1) "webpack中使用echarts文件打包过大 按需引入也一样大" and
// (2) "v-charts echarts全部打包进去了 有什么打包优化方式"

const CHARTS = ['line', 'pie', 'bar', 'map', 'radar'];
const echartsLike: Record<string, string> = {
  'node_modules/zrender/package.json': '{ "name": "zrender", "version": "4.3.2", "main": "lib/zrender.js" }\n',
  'node_modules/zrender/lib/zrender.js': "exports.init = function () { return 'ZRENDER_CORE_PAYLOAD'; };\n",
  'node_modules/echarts/package.json': '{ "name": "echarts", "version": "4.9.0", "main": "index.js" }\n',
  'node_modules/echarts/lib/echarts.js':
    "var zrender = require('zrender/lib/zrender');\nexports.charts = [];\nexports.init = function () { return 'ECHARTS_CORE_PAYLOAD ' + zrender.init() + ' ' + exports.charts.join(','); };\n",
  'node_modules/echarts/index.js': `module.exports = require('./lib/echarts');\n${CHARTS.map((c) => `require('./lib/chart/${c}');`).join('\n')}\n`,
  ...Object.fromEntries(
    CHARTS.map((c) => [
      `node_modules/echarts/lib/chart/${c}.js`,
      `require('../echarts').charts.push('CHART_${c.toUpperCase()}_PAYLOAD');\n`,
    ]),
  ),
  'node_modules/v-charts/package.json': '{ "name": "v-charts", "version": "1.19.0", "main": "lib/index.js" }\n',
  ...Object.fromEntries(
    ['line', 'pie', 'bar'].map((c) => [
      `node_modules/v-charts/lib/${c}.common.js`,
      `var echarts = require('echarts/lib/echarts');\nrequire('echarts/lib/chart/${c}');\nmodule.exports = { name: 've-${c}', render: function () { return echarts.init(); } };\n`,
    ]),
  ),
};
const vchartsEntry =
  "import VePie from 'v-charts/lib/pie.common';\nimport VeLine from 'v-charts/lib/line.common';\nimport VeBar from 'v-charts/lib/bar.common';\ndocument.body.textContent = [VePie, VeLine, VeBar].map((c) => c.name + c.render()).join();\n";

test('guide/optimization/optimize-bundle "ECharts bundled too large, just as large with on-demand imports; v-charts bundles ECharts whole": with v-charts\' per-chart files and the core echarts/lib/echarts only, the output holds the core, zrender and the three charts used, not the others; one more file importing `echarts` whole brings every chart back', () => {
  const onDemand = project({ ...echartsLike, 'src/index.js': vchartsEntry });
  build(onDemand);
  const js = distText(onDemand, /\.js$/);
  assert.match(js, /ECHARTS_CORE_PAYLOAD/);
  assert.match(js, /ZRENDER_CORE_PAYLOAD/);
  for (const used of ['LINE', 'PIE', 'BAR']) assert.match(js, new RegExp(`CHART_${used}_PAYLOAD`));
  for (const unused of ['MAP', 'RADAR']) assert.doesNotMatch(js, new RegExp(`CHART_${unused}_PAYLOAD`));

  const oneWholeImport = project({
    ...echartsLike,
    'src/legacy.js': "import echarts from 'echarts';\nexport const legacy = () => echarts.init();\n",
    'src/index.js': `${vchartsEntry}import { legacy } from './legacy';\nconsole.log(legacy());\n`,
  });
  build(oneWholeImport);
  const all = distText(oneWholeImport, /\.js$/);
  for (const chart of CHARTS) assert.match(all, new RegExp(`CHART_${chart.toUpperCase()}_PAYLOAD`));
});

test('guide/optimization/optimize-bundle "ECharts bundled too large": a script of several megabytes can be its inline source map: with output.sourceMap.js \'inline-source-map\' the entry script ends with a data: URL map and is several times larger than without', () => {
  const files = { ...echartsLike, 'src/index.js': vchartsEntry };
  const plain = project(files);
  build(plain);
  const inline = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'inline-source-map' } } };\n" });
  build(inline);
  const size = (dir: string) =>
    distFiles(dir)
      .filter((f) => /^static\/js\/.*\.js$/.test(f))
      .reduce((sum, f) => sum + fs.statSync(path.join(dir, 'dist', f)).size, 0);
  assert.match(distText(inline, /^static\/js\/index\..*\.js$/), /sourceMappingURL=data:application\/json/);
  assert.ok(size(inline) > 3 * size(plain), `${size(inline)} vs ${size(plain)}`);
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance (3) "webpack-dev-middleware does this work with hot loading"

test('api/javascript-api/instance "webpack-dev-middleware: does it work with hot loading?": createDevServer()\'s middlewares, on a node:http server with its upgrade handler and no other middleware, serve the build from memory (no dist folder is written) and a saved CSS change reaches the open page without a reload', async (t) => {
  const port = await freePort();
  const dir = project(
    {
      'src/style.css': 'h1 { color: rgb(255, 0, 0); }\n',
      'src/index.js':
        "import './style.css';\nconst h = document.createElement('h1');\nh.id = 'title';\nh.textContent = 'app';\ndocument.body.append(h);\n",
      'server.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: ${port} } } });
const rsbuildServer = await rsbuild.createDevServer();
const server = http.createServer((req, res) => rsbuildServer.middlewares(req, res));
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
server.listen(rsbuildServer.port, async () => {
  await rsbuildServer.afterListen();
  console.log('LISTENING ' + rsbuildServer.port);
});
`,
    },
    CORE,
  );
  await startScript(dir, 'server.mjs', t, (log) => log.includes(`LISTENING ${port}`) && /Client compiled/.test(log));
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false, 'the dev middleware wrote dist/');

  const tab = await browser().newPage();
  t.after(() => tab.close());
  let loads = 0;
  tab.on('load', () => (loads += 1));
  const sockets: string[] = [];
  tab.on('websocket', (ws) => sockets.push(ws.url()));
  await tab.goto(`http://localhost:${port}/`);
  const color = () => tab.evaluate(() => getComputedStyle(document.getElementById('title') as Element).color);
  assert.ok(await waitFor(async () => (await color()) === 'rgb(255, 0, 0)'), await color());
  assert.ok(await waitFor(() => sockets.some((s) => new URL(s).pathname === '/rsbuild-hmr')), 'no HMR WebSocket');
  edit(dir, 'src/style.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
  assert.ok(await waitFor(async () => (await color()) === 'rgb(0, 0, 255)', 20_000), await color());
  assert.equal(loads, 1, 'the page reloaded');
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/app-icon (4) "put apple-touch-icon png in my client folder but after running build there is no link to it"

test('config/html/app-icon "an apple-touch-icon PNG in the project, and no link to it after the build": without html.appIcon, apple-touch-icon.png in src/ and public/ gives the page no apple-touch-icon link (the public/ one is copied to dist/ as it is); with appIcon naming the file, the link is there', () => {
  const files = {
    'public/apple-touch-icon.png': PNG,
    'src/apple-touch-icon.png': PNG,
    'src/index.js': "document.body.textContent = 'app';\n",
  };
  const none = project(files);
  build(none);
  const plain = distText(none, /^index\.html$/);
  assert.doesNotMatch(plain, /apple-touch-icon/);
  assert.ok(distFiles(none).includes('apple-touch-icon.png'), distFiles(none).join('\n'));

  const set = project({ ...files, 'rsbuild.config.mjs': "export default { html: { appIcon: './src/apple-touch-icon.png' } };\n" });
  build(set);
  assert.match(
    distText(set, /^index\.html$/),
    /<link rel="apple-touch-icon" sizes="180\*180" href="\/static\/image\/apple-touch-icon\.png">/,
  );
  assert.ok(distFiles(set).includes('static/image/apple-touch-icon.png'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template (5) "npm run dev 页面显示Cannot GET / 是因为没有html文件么"

test('guide/basic/html-template "npm run dev shows Cannot GET /: is it because there is no HTML file?": a project with no HTML file gets its page at / from rsbuild dev; an html.template file that does not exist stops rsbuild dev at start; with tools.htmlPlugin false or no entry named index, / is a 404 with an empty body, never the words Cannot GET', async () => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const noHtml = project(src);
  assert.deepEqual(
    fs.readdirSync(noHtml, { recursive: true }).filter((f) => String(f).endsWith('.html')),
    [],
  );
  const server = await devServer(noHtml);
  try {
    const res = await fetch(`${server.url}/`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<script[^>]* src="\/static\/js\/index\.js"/);
  } finally {
    await server.stop();
  }

  const missing = project({ ...src, 'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n" });
  const port = await freePort();
  const run = rsbuild(missing, ['dev', '--port', String(port)]);
  assert.equal(run.code, 1);
  assert.match(run.output, /Failed to start dev server/);
  assert.match(run.output, /Failed to resolve HTML template/);

  for (const config of ['{ tools: { htmlPlugin: false } }', "{ source: { entry: { home: './src/index.js' } } }"]) {
    const dir = project({ ...src, 'rsbuild.config.mjs': `export default ${config};\n` });
    const dev = await devServer(dir);
    try {
      const res = await fetch(`${dev.url}/`);
      assert.equal(res.status, 404, config);
      const body = await res.text();
      assert.equal(body, '', config);
    } finally {
      await dev.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage (6) "import 'amis/lib/themes/default.css' 编译报 Unexcepted character '@'"

test("guide/basic/css-usage \"import 'amis/lib/themes/default.css' fails with Unexpected character '@'\": a package stylesheet starting with @charset and @font-face, imported by its path from node_modules, builds with no configuration and its rules are in the output CSS", () => {
  const dir = project({
    'node_modules/amis/package.json': '{ "name": "amis", "version": "1.1.0", "main": "lib/index.js" }\n',
    'node_modules/amis/lib/index.js': 'exports.render = function () { return "amis"; };\n',
    'node_modules/amis/lib/themes/default.css':
      '@charset "UTF-8";\n@font-face { font-family: "amis-icons"; src: local("Arial"); }\n.a-Button { color: #108cee; font-family: "amis-icons"; }\n',
    'src/index.js': "import 'amis/lib/themes/default.css';\nimport { render } from 'amis';\ndocument.body.textContent = render();\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /@font-face\{font-family:"amis-icons"/);
  assert.match(css, /\.a-Button\{color:#108cee/);
});
