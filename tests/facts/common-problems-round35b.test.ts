// Facts behind the thirty-fifth round's (b) items, as readers describe the problem: class.name works in dev and gives
// undefined in production (1, config/output/minify); ie11 报错 Unhandled promise rejection ReferenceError: “Promise”未定义
// (2, config/output/polyfill); 关闭控制台文件大小输出、信息太多、影响打包速度 (3, config/performance/print-file-size); a
// CSS url() blocked because of origin: null (4, config/server/headers); 用 vue-resource 请求自己的 mock 数据，json 文件放在
// 哪里 (5, config/server/public-dir); nervjs 引入 react-router-dom 报缺少 react 模块 and 一直报 react undefined (6 and 7,
// config/source/alias); Cannot resolve all parameters for 'Service'(?) and TypeInfo not known for function Bar(foo) (8 and
// 9, config/source/decorators); 编译后运行报错 Uncaught ReferenceError: production is not defined (10,
// config/source/define); 第三方已经编译好的 min.js 不希望被重新打包编译转 babel (11, config/source/exclude); [Vue warn]:
// Invalid Component definition: data:image/svg+xml;base64 (12, config/tools/bundler-chain). Each runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - config/output/minify (1): the code is that of angular/angular#22187 (a class Employee passed to List<T>(c), which
//   reads c.name); Angular's build is not run. The object keyed by class names is ours, the reader's "undefined".
// - config/output/polyfill (2): the report (LoeiFy/Mirror#32) is a Babel build of 2017 run in IE 11, where core-js's
//   Promise prints `Unhandled promise rejection` (its report for browsers without the unhandledrejection event) and IE
//   words the ReferenceError `“Promise”未定义`. IE is not run: Chromium with Promise and PromiseRejectionEvent removed
//   before the page loads stands in for it, and the library's own (non-global) Promise is a small stand-in package
//   that reports unhandled failures with console.error('Unhandled promise rejection', error), as core-js does there.
// - config/performance/print-file-size (3): "影响打包速度" is the reader's (nonzzz/vite-plugin-compression#80, a Vite
//   plugin's output); the time itself depends on the machine, so what is run is how many files are gzipped (each call
//   of zlib.gzipSync, counted by a module preloaded with NODE_OPTIONS) and where the table comes in the output.
// - config/server/headers (4): "webpack dev server CORS issue" (leanix/leanix-reporting-cli#3) is a report of a tool
//   that runs reports in a sandboxed iframe; webpack-dev-server is not run. A page served with
//   `Content-Security-Policy: sandbox allow-scripts` (its origin is null) and a page opened from a file stand in for it.
// - config/server/public-dir (5): vue-resource 1.5.3 sends `Accept: application/json, text/plain, */*` (its
//   dist/vue-resource.common.js, installed for a look in round 35); vue-resource itself is not run: the request is
//   sent with that header.
// - config/source/alias (6, 7): that Nerv is set up with `resolve.alias` of react and react-dom to nervjs, and its JSX
//   with the pragma Nerv.createElement, is Nerv's README and the answer in NervJS/nerv#82. The real nervjs 1.5.7 and
//   react-router-dom 4.3.1 (installed without react, as in the reports) run below when installed in
//   /tmp/round35-b/nerv (skipped otherwise); small stand-ins of both are always run.
// - config/source/decorators (8, 9): injection-js 2.6.1, tsyringe 4.10.0 and reflect-metadata 0.2.2 run below when
//   installed in /tmp/round35-b/di, tsyringe 3.4.0 (which throws `TypeInfo not known for ${ctor}`, the class's code)
//   when installed in /tmp/round35-b/di3; skipped otherwise. What is always run: which classes get design:paramtypes.
//   The reports are mgechev/injection-js#36 and microsoft/tsyringe#29.
// - config/source/define (10): that webpack's DefinePlugin reads `'process.env': { NODE_ENV: 'production' }` as code
//   and so throws `production is not defined` is the report (lzxb/vue-demo#8, answered with '"production"'); webpack
//   is not run.
// - config/source/exclude (11): the report is Tencent/wepy#1638 (wepy's own Babel step); not run.
// - config/tools/bundler-chain (12): the Vue 2 warning runs below with vue 2.7.16 when installed in /tmp/round35-b/vue2
//   (skipped otherwise); Vue 3 (vue 3.4.21 with @rsbuild/plugin-vue 0.5.9) always runs. The report
//   (monoguerin/vue-svg-sprite-loader#2) is a webpack setup whose url-loader also took the icons; not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { Browser, Page } from '@playwright/test';
import {
  ROOT,
  VUE_LINKS,
  ask,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  listen,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** A project whose node_modules is a folder installed outside the repository (`/tmp/round35-b/<name>`), or undefined. */
function installed(name: string, files: Record<string, string>): string | undefined {
  const modules = `/tmp/round35-b/${name}/node_modules`;
  if (!fs.existsSync(modules)) return undefined;
  const dir = project(files);
  fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Builds `dir` and opens it from `rsbuild preview`; the page errors and console errors, and the text of the body. */
async function builtPage(dir: string, before?: (page: Page) => Promise<void>): Promise<{ log: string[]; text: string }> {
  build(dir);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  const log: string[] = [];
  try {
    page.on('pageerror', (e) => log.push(`Uncaught ${e.name ? `${e.name}: ` : ''}${e.message}`.split('\n')[0]));
    page.on('console', (m) => m.type() === 'error' && log.push(m.text().split('\n')[0]));
    await before?.(page);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    return { log, text: await page.evaluate(() => document.body.textContent ?? '') };
  } finally {
    await page.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/output/minify (1)

test('config/output/minify "class.name works in dev build, gives undefined in production build": List(c) returning c.name gives Employee in rsbuild dev and a single letter after rsbuild build, and an object keyed by class names gives undefined for it; keep_classnames gives Employee again', async () => {
  const files = {
    'src/index.ts': [
      'export class Employee {',
      '  public id = "";',
      '  constructor(values: object = {}) {',
      '    Object.assign(this, values);',
      '  }',
      '}',
      'export class Api {',
      '  public List<T>(c: new (values: object) => T) {',
      '    return c.name;',
      '  }',
      '  public getEmployeeList() {',
      '    return this.List(Employee);',
      '  }',
      '}',
      "const urls: Record<string, string> = { Employee: '/api/employees' };",
      'const name = new Api().getEmployeeList();',
      'document.body.textContent = `${name} ${urls[name]}`;',
      '',
    ].join('\n'),
  };
  const read = () => document.body.textContent ?? '';
  const dev = await devServer(project(files));
  try {
    assert.equal((await visit(browser(), `${dev.url}/`, read)).value, 'Employee /api/employees');
  } finally {
    await dev.stop();
  }
  const built = await buildAndVisit(browser(), project(files), read);
  assert.match(built.value, /^[A-Za-z_$] undefined$/);
  const kept = await buildAndVisit(
    browser(),
    project({
      ...files,
      'rsbuild.config.mjs': 'export default { output: { minify: { jsOptions: { mangle: { keep_classnames: true } } } } };\n',
    }),
    read,
  );
  assert.equal(kept.value, 'Employee /api/employees');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill (2)

const NON_GLOBAL_PROMISE = `// a Promise of its own, not put on window, that reports a failure nobody handled as core-js does in IE
function Task(run) {
  var self = this;
  this.cbs = [];
  this.handled = false;
  this.state = 0;
  try { run(function (v) { self.settle(1, v); }, function (e) { self.settle(2, e); }); } catch (e) { self.settle(2, e); }
}
Task.prototype.settle = function (s, v) {
  if (this.state) return;
  this.state = s;
  this.value = v;
  var self = this;
  setTimeout(function () {
    self.cbs.forEach(function (cb) { cb(); });
    if (s === 2 && !self.handled) console.error('Unhandled promise rejection', v);
  }, 0);
};
Task.prototype.then = function (ok) {
  var self = this;
  this.handled = true;
  return new Task(function (res, rej) {
    function go() { try { if (self.state === 1) res(ok ? ok(self.value) : self.value); else rej(self.value); } catch (e) { rej(e); } }
    if (self.state) setTimeout(go, 0); else self.cbs.push(go);
  });
};
exports.ready = function (fn) { return new Task(function (res) { res(); }).then(fn); };
`;

test('config/output/polyfill "ie11报错 Unhandled promise rejection ReferenceError: “Promise”未定义": without window.Promise and the unhandledrejection event, a library whose own Promise calls a compiled async function prints Unhandled promise rejection ReferenceError: Promise is not defined with usage (ie 11), and the page runs with entry; core-js\'s Promise itself prints Unhandled promise rejection for a failure nobody handles', async () => {
  const files = {
    'node_modules/old-sdk/package.json': '{ "name": "old-sdk", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/old-sdk/index.js': NON_GLOBAL_PROMISE,
    'src/index.js':
      "import { ready } from 'old-sdk';\nasync function load() { return 'loaded'; }\nready(() => load().then((v) => { document.body.textContent = v; }));\n",
  };
  const asIe = async (page: Page) => {
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing built-ins that IE 11 does not have
      const w = window as any;
      delete w.Promise;
      delete w.PromiseRejectionEvent;
    });
  };
  const run = (polyfill: string) =>
    builtPage(
      project({
        ...files,
        'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'], polyfill: '${polyfill}' } };\n`,
      }),
      asIe,
    );
  const usage = await run('usage');
  assert.deepEqual([usage.log, usage.text], [['Unhandled promise rejection ReferenceError: Promise is not defined'], '']);
  const entry = await run('entry');
  assert.deepEqual([entry.log, entry.text], [[], 'loaded']);

  const dir = project({
    'src/index.js': "window.fail = () => { Promise.reject(new Error('nobody handles this')); };\n",
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'], polyfill: 'entry' } };\n",
  });
  build(dir);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  const log: string[] = [];
  try {
    page.on('console', (m) => m.type() === 'error' && log.push(m.text().split('\n')[0]));
    await asIe(page);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    // biome-ignore lint/suspicious/noExplicitAny: the page's own function
    await page.evaluate(() => (window as any).fail());
    assert.ok(await waitFor(() => log.length > 0, 5_000));
    assert.deepEqual(log, ['Unhandled promise rejection Error: nobody handles this']);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/print-file-size (3)

test('config/performance/print-file-size "关闭控制台文件大小输出 信息太多 影响打包速度": the table comes after the ready line; true, { detail: false } and { total: false } each gzip all 32 files of a build with 30 images, false (or { detail: false, total: false }) gzips none and prints no table; source maps and .LICENSE.txt files are not gzipped', () => {
  const counter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-gzip-')), 'count-gzip.cjs');
  fs.writeFileSync(
    counter,
    "const zlib = require('node:zlib');\nconst fs = require('node:fs');\nconst gzipSync = zlib.gzipSync;\nzlib.gzipSync = function (...args) {\n  fs.appendFileSync(process.env.GZIP_LOG, 'x');\n  return gzipSync.apply(this, args);\n};\n",
  );
  process.on('exit', () => fs.rmSync(path.dirname(counter), { recursive: true, force: true }));
  const files: Record<string, string | Buffer> = {
    'src/index.js': `${Array.from({ length: 30 }, (_, i) => `import u${i} from './img/${i}.png';`).join('\n')}\nconsole.log(${Array.from({ length: 30 }, (_, i) => `u${i}`).join(', ')});\n`,
  };
  for (let i = 0; i < 30; i++) files[`src/img/${i}.png`] = Buffer.alloc(20_000, i);
  const run = (value: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { performance: { printFileSize: ${value} } };\n` });
    const log = path.join(dir, 'gzip.log');
    const out = rsbuild(dir, ['build'], { NODE_OPTIONS: `--require ${counter}`, GZIP_LOG: log });
    assert.equal(out.code, 0, out.output);
    assert.equal(distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')).length, 32);
    return { gzipped: fs.existsSync(log) ? fs.readFileSync(log, 'utf8').length : 0, output: out.output };
  };
  const all = run('true');
  assert.equal(all.gzipped, 32);
  assert.match(all.output, /ready\s+Client compiled in [\d.]+ m?s\n[^]*Production file sizes:[^]*Gzipped size:/);
  assert.equal(run('{ detail: false }').gzipped, 32);
  assert.equal(run('{ total: false }').gzipped, 32);
  const none = run('false');
  assert.equal(none.gzipped, 0);
  assert.doesNotMatch(none.output, /Production file sizes|Total size/);
  // Both parts off skips the work too.
  assert.equal(run('{ detail: false, total: false }').gzipped, 0);
  // "every output file except source maps and .LICENSE.txt files": with JS source maps and a license comment, the
  // build has a .map and a .LICENSE.txt file more, and the same 32 files are gzipped.
  const dir = project({
    ...files,
    'src/index.js': `/*! @license MIT */\n${files['src/index.js']}`,
    'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n",
  });
  const log = path.join(dir, 'gzip.log');
  const out = rsbuild(dir, ['build'], { NODE_OPTIONS: `--require ${counter}`, GZIP_LOG: log });
  assert.equal(out.code, 0, out.output);
  const written = distFiles(dir);
  assert.ok(written.some((f) => f.endsWith('.js.map')) && written.some((f) => f.endsWith('.js.LICENSE.txt')), written.join(', '));
  assert.equal(fs.readFileSync(log, 'utf8').length, 32);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers (4)

/** A font file that Chromium decodes: one shipped with playwright-core (its TrueType icon font). */
const FONT = (() => {
  const fromTest = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/@playwright/test')), 'package.json'));
  const core = path.dirname(createRequire(fromTest.resolve('playwright/package.json')).resolve('playwright-core/package.json'));
  const ttf = (fs.readdirSync(path.join(core, 'lib'), { recursive: true }) as string[]).find((f) => f.endsWith('.ttf'));
  if (!ttf) throw new Error(`no .ttf file in ${core}/lib`);
  return fs.readFileSync(path.join(core, 'lib', ttf));
})();

test("config/server/headers \"css file using url() is blocked because of origin: null, add Access-Control-Allow-Origin\": a sandboxed page (origin null) and a page opened from a file get the font of the dev server's CSS; from rsbuild preview the sandboxed page's font is blocked from origin 'null', and loads with Access-Control-Allow-Origin: *", async (t) => {
  const files = {
    'src/index.js': "import './index.css';\n",
    'src/index.css': "@font-face { font-family: 'Acme'; src: url('./fonts/acme.ttf') format('truetype'); }\n#t { font-family: 'Acme'; }\n",
    'src/fonts/acme.ttf': FONT,
  };
  /** The stylesheets of the server at `origin`, by their full URLs, in a page with a text in the font. */
  const hostHtml = async (origin: string) => {
    const links = [...(await (await fetch(`${origin}/`)).text()).matchAll(/<link[^>]* href="(\/[^"]+\.css)"/g)].map((m) => m[1]);
    assert.ok(links.length > 0);
    return `<!doctype html><title>report</title>${links.map((l) => `<link rel="stylesheet" href="${origin}${l}">`).join('')}<p id="t">Acme</p>`;
  };
  const sandboxed = async (origin: string) => {
    const html = await hostHtml(origin);
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': 'sandbox allow-scripts' }).end(html);
    });
    return `http://localhost:${await listen(server, t)}/`;
  };
  const fromFile = async (origin: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-report-')), 'report.html');
    fs.writeFileSync(file, await hostHtml(origin));
    process.on('exit', () => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    return `file://${file}`;
  };
  const font = async (url: string) => {
    const page = await browser().newPage();
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(url);
      const status = () => page.evaluate(() => [...document.fonts].find((f) => f.family === 'Acme')?.status ?? 'none');
      assert.ok(await waitFor(async () => ['loaded', 'error'].includes(await status())), await status());
      return { status: await status(), log };
    } finally {
      await page.close();
    }
  };

  const dev = await devServer(project(files));
  try {
    assert.equal((await font(await sandboxed(dev.url))).status, 'loaded');
    assert.equal((await font(await fromFile(dev.url))).status, 'loaded');
  } finally {
    await dev.stop();
  }

  const built = project(files);
  build(built);
  const preview = await previewServer(built);
  try {
    const blocked = await font(await sandboxed(preview.url));
    assert.equal(blocked.status, 'error');
    assert.ok(
      blocked.log.some((l) => l.includes("from origin 'null' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header")),
      blocked.log.join('\n'),
    );
  } finally {
    await preview.stop();
  }
  const allowed = project({
    ...files,
    'rsbuild.config.mjs': "export default { server: { headers: { 'Access-Control-Allow-Origin': '*' } } };\n",
  });
  build(allowed);
  const preview2 = await previewServer(allowed);
  try {
    assert.equal((await font(await sandboxed(preview2.url))).status, 'loaded');
  } finally {
    await preview2.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (5)

test('config/server/public-dir "用Vue-resource请求自己的mock数据时，json文件应该放在什么位置": with vue-resource\'s Accept header, rsbuild dev answers /mock/list.json from public/mock/list.json as application/json, and with an empty 404 when the file is in src/mock/; the build copies it to dist/mock/list.json', async () => {
  const list = '[{ "id": 1, "name": "first" }]\n';
  const accept = { accept: 'application/json, text/plain, */*' };
  const inPublic = project({ 'src/index.js': "document.body.textContent = 'app';\n", 'public/mock/list.json': list });
  const dev = await devServer(inPublic);
  try {
    const found = await ask(dev.port, '/mock/list.json', { client: 'none', headers: accept });
    assert.deepEqual([found.status, found.headers['content-type'], JSON.parse(found.text)], [200, 'application/json', JSON.parse(list)]);
  } finally {
    await dev.stop();
  }
  build(inPublic);
  assert.equal(fs.readFileSync(path.join(inPublic, 'dist/mock/list.json'), 'utf8'), list);

  const inSrc = project({ 'src/index.js': "document.body.textContent = 'app';\n", 'src/mock/list.json': list });
  const dev2 = await devServer(inSrc);
  try {
    const missing = await ask(dev2.port, '/mock/list.json', { client: 'none', headers: accept });
    assert.deepEqual([missing.status, missing.text], [404, '']);
  } finally {
    await dev2.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias (6, 7)

const NERV_APP =
  'import Nerv from \'nervjs\';\nimport { BrowserRouter as Router, Route, Link } from \'react-router-dom\';\nconst Home = () => <p>home page</p>;\nNerv.render(\n  <Router>\n    <div className="content">\n      <Link to="/">Home</Link>\n      <Route path="/" component={Home} />\n    </div>\n  </Router>,\n  document.getElementById(\'root\'),\n);\n';
const NERV_CONFIG =
  "export default {\n  source: { alias: { react: 'nervjs', 'react-dom': 'nervjs' } },\n  tools: { swc: { jsc: { transform: { react: { pragma: 'Nerv.createElement' } } } } },\n};\n";

/** Small stand-ins: nervjs (createElement, Component, render to the DOM) and a react-router-dom that imports react. */
const NERV_STAND_INS: Record<string, string> = {
  'node_modules/nervjs/package.json': '{ "name": "nervjs", "version": "1.5.7", "main": "index.js" }\n',
  'node_modules/nervjs/index.js': `function createElement(type, props) {
  return { type: type, props: props || {}, children: [].slice.call(arguments, 2) };
}
function Component(props) { this.props = props; }
function toDom(v) {
  if (v == null || v === false) return document.createTextNode('');
  if (typeof v !== 'object') return document.createTextNode(String(v));
  if (typeof v.type === 'function') {
    var props = Object.assign({}, v.props, { children: v.children });
    return toDom(v.type.prototype && v.type.prototype.render ? new v.type(props).render() : v.type(props));
  }
  var el = document.createElement(v.type);
  Object.keys(v.props).forEach(function (k) { el.setAttribute(k === 'className' ? 'class' : k, v.props[k]); });
  [].concat.apply([], v.children).forEach(function (c) { el.appendChild(toDom(c)); });
  return el;
}
function render(v, root) { root.appendChild(toDom(v)); }
module.exports = { createElement: createElement, Component: Component, render: render };
`,
  'node_modules/react-router-dom/package.json': '{ "name": "react-router-dom", "version": "4.3.1", "module": "es/index.js" }\n',
  'node_modules/react-router-dom/es/index.js': `import React from 'react';
export class BrowserRouter extends React.Component {
  render() { return React.createElement('div', { 'data-router': 'browser' }, this.props.children); }
}
export function Link(props) { return React.createElement('a', { href: props.to }, props.children); }
export function Route(props) { return React.createElement(props.component, {}); }
`,
};

test("config/source/alias \"nervjs 引入react-router-dom 报缺少react模块\" / \"nerv项目 安装react-router-dom后 一直报react undefined\": without react installed the build stops at Can't resolve 'react' in '<root>/node_modules/react-router-dom/es'; aliasing react and react-dom to nervjs builds, and the page throws React is not defined until the JSX pragma is Nerv.createElement (tools.swc or a /** @jsx */ comment); so with the real nervjs 1.5.7 and react-router-dom 4.3.1 when installed", async (t) => {
  const check = async (make: (files: Record<string, string>) => string, expected: string) => {
    const failing = make({ 'src/index.jsx': NERV_APP });
    const run = rsbuild(failing, ['build']);
    assert.equal(run.code, 1, run.output);
    assert.match(run.output, /Can't resolve 'react' in '[^']*[\\/]node_modules[\\/]react-router-dom[\\/]es'/);

    const aliasOnly = await builtPage(
      make({
        'src/index.jsx': NERV_APP,
        'rsbuild.config.mjs': "export default { source: { alias: { react: 'nervjs', 'react-dom': 'nervjs' } } };\n",
      }),
    );
    assert.deepEqual(aliasOnly.log, ['Uncaught ReferenceError: React is not defined']);
    const html = (dir: string) =>
      buildAndVisit(browser(), dir, () => document.getElementById('root')?.innerHTML ?? '').then((r) => {
        assert.deepEqual(r.errors, []);
        return r.value;
      });
    assert.equal(await html(make({ 'src/index.jsx': NERV_APP, 'rsbuild.config.mjs': NERV_CONFIG })), expected);
    assert.equal(
      await html(
        make({
          'src/index.jsx': `/** @jsx Nerv.createElement */\n${NERV_APP}`,
          'rsbuild.config.mjs': "export default { source: { alias: { react: 'nervjs', 'react-dom': 'nervjs' } } };\n",
        }),
      ),
      expected,
    );
  };
  await check(
    (files) => project({ ...NERV_STAND_INS, ...files }),
    '<div data-router="browser"><div class="content"><a href="/">Home</a><p>home page</p></div></div>',
  );

  const real = installed('nerv', { 'src/index.jsx': NERV_APP });
  if (!real) {
    t.diagnostic('nervjs and react-router-dom are not installed in /tmp/round35-b/nerv: only the stand-ins were run');
    return;
  }
  const version = (name: string) => JSON.parse(fs.readFileSync(path.join(real, 'node_modules', name, 'package.json'), 'utf8')).version;
  assert.deepEqual(
    [version('nervjs'), version('react-router-dom'), fs.existsSync(path.join(real, 'node_modules/react'))],
    ['1.5.7', '4.3.1', false],
  );
  await check((files) => installed('nerv', files) as string, '<div class="content"><a href="/">Home</a><p>home page</p></div>');
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators (8, 9)

const DI_FILES = {
  tsyringe: {
    'src/services.ts':
      "import { injectable } from 'tsyringe';\nexport class Foo {\n  hi() {\n    return 'foo';\n  }\n}\n@injectable()\nexport class Bar {\n  constructor(public foo: Foo) {}\n}\n",
    'src/index.ts':
      "import 'reflect-metadata';\nimport { container } from 'tsyringe';\nimport { Bar } from './services';\ndocument.body.textContent = `tsyringe ${container.resolve(Bar).foo.hi()}`;\n",
  },
  injection: {
    'src/services.ts':
      "import { Injectable } from 'injection-js';\nexport class Http {\n  get() {\n    return 'http';\n  }\n}\n@Injectable()\nexport class Service {\n  constructor(public http: Http) {}\n}\n",
    'src/index.ts':
      "import 'reflect-metadata';\nimport { ReflectiveInjector } from 'injection-js';\nimport { Http, Service } from './services';\nconst injector = ReflectiveInjector.resolveAndCreate([Service, Http]);\ndocument.body.textContent = `injection-js ${injector.get(Service).http.get()}`;\n",
  },
};
const LEGACY_2022 = "export default { source: { decorators: { version: '2022-03' } } };\n";

test('config/source/decorators "Cannot resolve all parameters for \'Service\'(?)" / "TypeInfo not known for function Bar(foo)": design:paramtypes is emitted for a decorated class with the default legacy, not for a class without a decorator, not with 2022-03', () => {
  const paramtypes = (services: string, config = 'export default { output: { minify: false } };\n') => {
    const dir = project({
      'src/index.ts': "import { Service, Plain } from './services';\nconsole.log(Service, Plain);\n",
      'src/services.ts': services,
      'rsbuild.config.mjs': config,
    });
    build(dir);
    return (distText(dir, /^static\/js\/index\./).match(/"design:paramtypes"/g) ?? []).length;
  };
  const services =
    'const Injectable = () => (target: unknown) => target;\nexport class Http {}\n@Injectable()\nexport class Service {\n  constructor(public http: Http) {}\n}\nexport class Plain {\n  constructor(public http: Http) {}\n}\n';
  assert.equal(paramtypes(services), 1);
  assert.equal(
    paramtypes(
      services.replace('(target: unknown) => target', '(target: unknown, _context?: unknown) => target'),
      "export default { output: { minify: false }, source: { decorators: { version: '2022-03' } } };\n",
    ),
    0,
  );
});

test('config/source/decorators, with injection-js 2.6.1, tsyringe 4.10.0 and reflect-metadata 0.2.2 when installed: both resolve with the default and reflect-metadata first; 2022-03 and a missing decorator give Cannot resolve all parameters for \'t\'(?) and TypeInfo not known for "t" (minified names); a .js file gives (undefined); without reflect-metadata, reflect-metadata shim is required / tsyringe requires a reflect polyfill; preEntry loads it; tsyringe 3.4.0 prints TypeInfo not known for function Bar(foo)', async (t) => {
  const run = async (files: Record<string, string>, name = 'di') => {
    const dir = installed(name, files);
    if (!dir) return undefined;
    return builtPage(dir);
  };
  const ok = await run(DI_FILES.tsyringe);
  if (!ok) {
    t.diagnostic('injection-js, tsyringe and reflect-metadata are not installed in /tmp/round35-b/di: skipped');
    return;
  }
  assert.deepEqual(ok, { log: [], text: 'tsyringe foo' });
  assert.deepEqual(await run(DI_FILES.injection), { log: [], text: 'injection-js http' });

  const tsy = (files: Record<string, string>) => run(files).then((r) => r?.log ?? []);
  const minifiedTypeInfo = /^Uncaught Error: TypeInfo not known for "[A-Za-z_$]{1,2}"$/;
  const [tsy2022] = await tsy({ ...DI_FILES.tsyringe, 'rsbuild.config.mjs': LEGACY_2022 });
  assert.match(tsy2022, minifiedTypeInfo);
  const [tsyBare] = await tsy({
    ...DI_FILES.tsyringe,
    'src/services.ts': DI_FILES.tsyringe['src/services.ts'].replace('@injectable()\n', ''),
  });
  assert.match(tsyBare, minifiedTypeInfo);
  const [tsyNoReflect] = await tsy({
    ...DI_FILES.tsyringe,
    'src/index.ts': DI_FILES.tsyringe['src/index.ts'].replace("import 'reflect-metadata';\n", ''),
  });
  assert.match(tsyNoReflect, /tsyringe requires a reflect polyfill/);

  const cannot = (args: string) =>
    new RegExp(
      `^Uncaught Error: Cannot resolve all parameters for '([A-Za-z_$]{1,2})'\\(${args}\\)\\. Make sure that all the parameters are decorated with Inject or have valid type annotations and that '\\1' is decorated with Injectable\\.$`,
    );
  const [ij2022] = await tsy({ ...DI_FILES.injection, 'rsbuild.config.mjs': LEGACY_2022 });
  assert.match(ij2022, cannot('\\?'));
  const [ijBare] = await tsy({
    ...DI_FILES.injection,
    'src/services.ts': DI_FILES.injection['src/services.ts'].replace('@Injectable()\n', ''),
  });
  assert.match(ijBare, cannot('\\?'));
  const [ijJs] = await tsy({
    'src/services.js':
      "import { Injectable } from 'injection-js';\nexport class Http {}\n@Injectable()\nexport class Service {\n  constructor(http) {\n    this.http = http;\n  }\n}\n",
    'src/index.js': DI_FILES.injection['src/index.ts'].replace('injector.get(Service).http.get()', "'x'"),
  });
  assert.match(ijJs, cannot('undefined'));
  const noReflect = DI_FILES.injection['src/index.ts'].replace("import 'reflect-metadata';\n", '');
  assert.deepEqual(await tsy({ ...DI_FILES.injection, 'src/index.ts': noReflect }), [
    'Uncaught reflect-metadata shim is required when using class decorators',
  ]);
  const late = noReflect.replace("from './services';\n", "from './services';\nimport 'reflect-metadata';\n");
  assert.deepEqual(await tsy({ ...DI_FILES.injection, 'src/index.ts': late }), [
    'Uncaught reflect-metadata shim is required when using class decorators',
  ]);
  assert.deepEqual(
    await run({
      ...DI_FILES.injection,
      'src/index.ts': noReflect,
      'rsbuild.config.mjs': "export default { source: { preEntry: ['reflect-metadata'] } };\n",
    }),
    {
      log: [],
      text: 'injection-js http',
    },
  );

  const old = await run(
    {
      ...DI_FILES.tsyringe,
      'src/services.ts': DI_FILES.tsyringe['src/services.ts'].replace('@injectable()\n', ''),
      'rsbuild.config.mjs': "export default { output: { minify: false, overrideBrowserslist: ['ie 11'] } };\n",
    },
    'di3',
  );
  if (!old) {
    t.diagnostic('tsyringe 3 is not installed in /tmp/round35-b/di3: its message was not checked');
    return;
  }
  assert.equal(old.log.length, 1, old.log.join('\n'));
  assert.match(old.log[0], /^Uncaught TypeInfo not known for function Bar\(foo\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define (10)

test("config/source/define \"编译后 运行报错 Uncaught ReferenceError: production is not defined\": 'process.env.APP_ENV': 'production' makes the built page throw it; webpack's 'process.env': { NODE_ENV: 'production', APP_ENV: 'production' } gives the string production for both", async () => {
  const src = 'document.body.textContent = JSON.stringify([process.env.NODE_ENV, process.env.APP_ENV]);\n';
  const bare = await builtPage(
    project({
      'src/index.js': src,
      'rsbuild.config.mjs': "export default { source: { define: { 'process.env.APP_ENV': 'production' } } };\n",
    }),
  );
  assert.deepEqual([bare.log, bare.text], [['Uncaught ReferenceError: production is not defined'], '']);
  const object = await builtPage(
    project({
      'src/index.js': src,
      'rsbuild.config.mjs':
        "export default { source: { define: { 'process.env': { NODE_ENV: 'production', APP_ENV: 'production' } } } };\n",
    }),
  );
  assert.deepEqual([object.log, object.text], [[], '["production","production"]']);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/exclude (11)

test('config/source/exclude "第三方已经编译好的min.js 不希望被重新打包编译转babel": for ie 11 without minifying, src/vendor/sdk.min.js has its arrow function compiled unless excluded, while the app\'s is compiled either way; a node_modules file is not compiled by default; from public/ with html.tags it is copied byte for byte, not bundled, and the app reads its global', async () => {
  const sdk = "window.SDK={hi:()=>'sdk'};\n";
  const app = 'const own = () => window.SDK.hi();\ndocument.body.textContent = own();\n';
  const config = (extra: string) => `export default { output: { minify: false, overrideBrowserslist: ['ie 11'] }${extra} };\n`;
  const code = (files: Record<string, string>) => {
    const dir = project(files);
    build(dir);
    return distText(dir, /^static\/js\/index\./);
  };
  const compiled = code({
    'src/vendor/sdk.min.js': sdk,
    'src/index.js': `import './vendor/sdk.min.js';\n${app}`,
    'rsbuild.config.mjs': config(''),
  });
  assert.doesNotMatch(compiled, /hi:\s*\(\)\s*=>/);
  assert.doesNotMatch(compiled, /own = \(\)\s*=>/);
  const excluded = code({
    'src/vendor/sdk.min.js': sdk,
    'src/index.js': `import './vendor/sdk.min.js';\n${app}`,
    'rsbuild.config.mjs': config(", source: { exclude: [(file) => file.endsWith('.min.js')] }"),
  });
  assert.match(excluded, /hi:\s*\(\)\s*=>\s*'sdk'/);
  assert.doesNotMatch(excluded, /own = \(\)\s*=>/);
  const dependency = code({
    'node_modules/sdk/package.json': '{ "name": "sdk", "version": "1.0.0", "main": "sdk.min.js" }\n',
    'node_modules/sdk/sdk.min.js': sdk,
    'src/index.js': `import 'sdk';\n${app}`,
    'rsbuild.config.mjs': config(''),
  });
  assert.match(dependency, /hi:\s*\(\)\s*=>\s*'sdk'/);

  const dir = project({
    'public/vendor/sdk.min.js': sdk,
    'src/index.js': app,
    'rsbuild.config.mjs': "export default { html: { tags: [{ tag: 'script', attrs: { src: '/vendor/sdk.min.js' } }] } };\n",
  });
  const page = await buildAndVisit(browser(), dir, () => document.body.textContent ?? '');
  assert.deepEqual([page.errors, page.value], [[], 'sdk']);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/vendor/sdk.min.js'), 'utf8'), sdk);
  assert.doesNotMatch(distText(dir, /^static\/js\//), /SDK=/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/bundler-chain (12)

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';

test("config/tools/bundler-chain \"[Vue warn]: Invalid Component definition: data:image/svg+xml;base64\": with Vue 3, an SVG import registered as a component fails with Failed to execute 'createElement' … ('data:image/svg+xml;base64,…') is not a valid name.; an own asset/source rule for the icons folder with v-html shows the markup; <img :src> shows the URL; with vue 2.7.16 when installed, rsbuild dev warns Invalid Component definition: data:image/svg+xml;base64,… and renders nothing", async (t) => {
  const vue3 = (app: string, config = '') =>
    project(
      {
        'src/icons/logo.svg': ICON,
        'src/App.vue': app,
        'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
        'rsbuild.config.mjs': `import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()]${config} };\n`,
      },
      VUE_LINKS,
    );
  const script =
    "<script>\nimport icon from './icons/logo.svg';\nexport default { components: { SvgIcon: icon }, data: () => ({ icon }) };\n</script>\n";
  const asComponent = await builtPage(vue3(`<template>\n  <div><svg-icon /></div>\n</template>\n${script}`));
  assert.equal(asComponent.log.length, 1, asComponent.log.join('\n'));
  assert.match(
    asComponent.log[0],
    /^Uncaught InvalidCharacterError: Failed to execute 'createElement' on 'Document': The tag name provided \('data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+'\) is not a valid name\.$/,
  );

  const rule =
    ", tools: { bundlerChain: (chain, { CHAIN_ID }) => { chain.module.rule(CHAIN_ID.RULE.SVG).exclude.add(/[\\\\/]icons[\\\\/]/); chain.module.rule('icons').test(/\\.svg$/).include.add(/[\\\\/]icons[\\\\/]/).end().type('asset/source'); } }";
  const inline = await buildAndVisit(
    browser(),
    vue3(`<template>\n  <span class="icon" v-html="icon" />\n</template>\n${script.replace('components: { SvgIcon: icon }, ', '')}`, rule),
    () => document.querySelector('span.icon')?.innerHTML ?? '',
  );
  assert.deepEqual(inline.errors, []);
  assert.match(
    inline.value,
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="10" height="10" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"><\/circle><\/svg>\s*$/,
  );
  const image = await buildAndVisit(
    browser(),
    vue3(`<template>\n  <img :src="icon" />\n</template>\n${script.replace('components: { SvgIcon: icon }, ', '')}`),
    () => {
      const img = document.querySelector('img');
      return [img?.getAttribute('src')?.slice(0, 26), img?.naturalWidth];
    },
  );
  assert.deepEqual([image.errors, image.value], [[], ['data:image/svg+xml;base64,', 10]]);

  const dir = installed('vue2', {
    'src/icons/logo.svg': ICON,
    'src/index.js':
      "import Vue from 'vue';\nimport icon from './icons/logo.svg';\nnew Vue({ components: { SvgIcon: icon }, render: (h) => h('div', { attrs: { id: 'app' } }, [h('svg-icon')]) }).$mount('#root');\n",
  });
  if (!dir) {
    t.diagnostic('vue 2 is not installed in /tmp/round35-b/vue2: the Vue 2 warning was not checked');
    return;
  }
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/vue/package.json'), 'utf8')).version, '2.7.16');
  const dev = await devServer(dir);
  const page = await (browser() as Browser).newPage();
  const warnings: string[] = [];
  try {
    page.on('console', (m) => warnings.push(m.text().split('\n')[0]));
    await page.goto(`${dev.url}/`);
    await page.waitForSelector('#app', { state: 'attached' });
    assert.ok(
      warnings.some((w) => /^\[Vue warn\]: Invalid Component definition: data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/.test(w)),
      warnings.join('\n'),
    );
    assert.equal(await page.evaluate(() => document.getElementById('app')?.innerHTML), '<!---->');
  } finally {
    await page.close();
    await dev.stop();
  }
});
