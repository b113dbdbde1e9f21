// Facts behind the accuracy review of session 88 (slice j): config/html/inject, config/server/html-fallback,
// config/output/inline-scripts and config/output/inline-styles, in both languages. Each test names the page and the
// sentence it backs, checks that both languages say it and that the replaced wording is gone, then runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// - config/html/inject, Values: "CSS <link> elements, the <title> and <meta> elements always go into <head>, whatever
//   the value" also covered `false`, with which Rsbuild injects none of them (html-rspack-plugin's postProcessHtml
//   writes tags only `if (this.options.inject)`). Now: with any value other than `false` they go into <head>. Run below.
// - config/html/inject, after the 'body' example: "'body' mostly matters ... or when a template contains inline scripts
//   that must run before your bundle". A classic inline script of the template runs while the page is parsed, before the
//   deferred bundle, wherever the bundle's tag is; only an inline <script type="module"> (deferred too, run in document
//   order with the bundle) runs after a bundle in <head> and before one at the end of <body>. Run below in Chromium.
// - config/html/inject, "The JS files are not placed in the <head>": "In webpack you set HtmlWebpackPlugin's
//   inject: 'head' instead of its default inject: true" holds for HtmlWebpackPlugin 3 and 4 only: v3.2.0 index.js
//   line 25 `inject: true` (which puts scripts in <body>), v4.5.2 index.js line 50
//   `inject: userOptions.scriptLoading !== 'defer' ? 'body' : 'head'` with `scriptLoading: 'blocking'`, while
//   v5.0.0 index.js line 53 / v5.6.0 line 46 default to `inject: userOptions.scriptLoading === 'blocking' ? 'body' :
//   'head'` with `scriptLoading: 'defer'` (jantimon/html-webpack-plugin tags; 0.5.9's own html-rspack-plugin 5.6.2,
//   node_modules/.pnpm/html-rspack-plugin@5.6.2*/index.js line 46, is the same). Now: versions 3 and 4 need
//   inject: 'head', version 5 already writes the scripts into <head> with defer. Settled by the source: no test.
// - config/server/html-fallback, "How the dev server resolves a page request": "only a request without an Accept header
//   or one that accepts JSON gets a 404" for a missing script or image. Any request that is not a page request gets the
//   404, also one whose Accept header names neither text/html nor */* (core/src/server/middlewares.ts 86-103). Run below.
// - config/html/inject, Common problems, blocking scripts in <head>: a library that uses document.body when it loads "fails
//   ... with TypeError: document.body is null", which is Firefox's wording only; Chromium throws "TypeError: Cannot read
//   properties of null (reading 'appendChild')" (as config/html/script-loading says). Now both. Run below in Chromium.
// - config/output/inline-scripts and config/output/inline-styles, Caveats: "Production only. Inlining is skipped in
//   development mode". The plugin skips only when NODE_ENV is 'development' (core/src/plugins/inlineChunk.ts 17-19,
//   isDev from core/src/provider/rspackConfig.ts 99); a build with NODE_ENV=test inlines as well. Now: "Not in
//   development", every other build inlines. Run below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, pageSays, project, seen, sharedBrowser, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

test('config/html/inject "With any value other than `false`, the CSS `<link>` elements, the `<title>` and the `<meta>` elements go into `<head>`."', () => {
  pageSays(
    'config/html/inject',
    {
      en: 'With any value other than `false`, the CSS `<link>` elements, the `<title>` and the `<meta>` elements go into `<head>`.',
      zh: '只要取值不是 `false`，CSS `<link>` 元素、`<title>` 和 `<meta>` 元素就会放在 `<head>` 中。',
    },
    {
      en: 'CSS `<link>` elements, the `<title>` and `<meta>` elements always go into `<head>`, whatever the value.',
      zh: '无论取何值，CSS `<link>` 元素、`<title>` 和 `<meta>` 元素始终放在 `<head>` 中。',
    },
  );
  const html = (inject: string): string => {
    const dir = project({
      'src/index.js': "import './a.css';\n",
      'src/a.css': 'body { color: red; }\n',
      'rsbuild.config.mjs': `export default { html: { inject: ${inject} } };\n`,
    });
    build(dir);
    return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  };
  const body = html("'body'");
  const head = body.slice(body.indexOf('<head>'), body.indexOf('</head>'));
  for (const tag of ['<title>', '<meta charset', '<meta name="viewport"', '<link href="/static/css/index.']) {
    assert.ok(head.includes(tag), `${tag} in <head> with 'body':\n${body}`);
  }
  assert.match(body, /<div id="root"><\/div><script defer="defer" src="\/static\/js\/index\.\w+\.js"><\/script><\/body>/);
  const none = html('false');
  assert.equal(none, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});

test('config/html/inject "or when the template has an inline `<script type="module">` that must run before your bundle: with `\'head\'` it runs after the deferred bundle, with `\'body\'` before it. A classic inline `<script>` of the template runs before the bundle with either value."', async (t) => {
  pageSays(
    'config/html/inject',
    {
      en: "or when the template has an inline `<script type=\"module\">` that must run before your bundle: with `'head'` it runs after the deferred bundle, with `'body'` before it. A classic inline `<script>` of the template runs before the bundle with either value.",
      zh: "或者模板中有必须先于产物执行的内联 `<script type=\"module\">`：取 `'head'` 时它在 defer 的产物脚本之后执行，取 `'body'` 时在其之前执行。模板中普通的内联 `<script>` 无论取哪个值都会先于产物执行。",
    },
    {
      en: 'or when a template contains inline scripts that must run before your bundle.',
      zh: '或者用于模板中有必须先于产物执行的内联脚本的场景。',
    },
  );
  const order: Record<string, string[]> = {};
  for (const inject of ['head', 'body']) {
    const dir = project({
      'src/index.js': "(window.order = window.order || []).push('bundle');\n",
      'index.html': [
        '<!doctype html>',
        '<html><head></head><body><div id="root"></div>',
        '<script>(window.order = window.order || []).push("classic");</script>',
        '<script type="module">(window.order = window.order || []).push("module");</script>',
        '</body></html>',
        '',
      ].join('\n'),
      'rsbuild.config.mjs': `export default { html: { template: './index.html', inject: '${inject}' } };\n`,
    });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const { errors, value } = await visit(browser(), `${origin}/`, () => (window as unknown as { order: string[] }).order);
    assert.deepEqual(errors, []);
    order[inject] = value;
  }
  assert.deepEqual(order, { head: ['classic', 'bundle', 'module'], body: ['classic', 'module', 'bundle'] });
});

test('config/server/html-fallback "only a request that is not a page request gets a `404`: one without an `Accept` header, one that accepts JSON, or one whose `Accept` header names neither `text/html` nor `*/*`, such as `Accept: image/png`."', async () => {
  pageSays(
    'config/server/html-fallback',
    {
      en: 'only a request that is not a page request gets a `404`: one without an `Accept` header, one that accepts JSON, or one whose `Accept` header names neither `text/html` nor `*/*`, such as `Accept: image/png`.',
      zh: '只有不算页面请求的请求才会得到 `404`：不带 `Accept` 请求头的、接受 JSON 的，或者 `Accept` 请求头中既没有 `text/html` 也没有 `*/*` 的（例如 `Accept: image/png`）。',
    },
    {
      en: 'only a request without an `Accept` header or one that accepts JSON gets a `404`.',
      zh: '只有不带 `Accept` 请求头或接受 JSON 的请求才会得到 `404`。',
    },
  );
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'rsbuild.config.mjs': "export default { html: { title: 'page-index' } };\n",
  });
  const server = await devServer(dir);
  try {
    const missing = '/static/js/missing.js';
    assert.equal(await seen(server.port, missing, { client: 'script' }), '200 page-index');
    assert.equal(await seen(server.port, '/static/image/missing.png', { client: 'browser' }), '200 page-index');
    assert.equal(await seen(server.port, missing, { client: 'none' }), '404');
    assert.equal(await seen(server.port, missing, { client: 'json' }), '404');
    assert.equal(await seen(server.port, missing, { client: 'none', headers: { accept: 'image/png' } }), '404');
  } finally {
    await server.stop();
  }
});

test('config/html/inject "fails there the same way, with `TypeError: document.body is null` in Firefox and `TypeError: Cannot read properties of null` in Chrome"', async (t) => {
  pageSays(
    'config/html/inject',
    {
      en: 'fails there the same way, with `TypeError: document.body is null` in Firefox and `TypeError: Cannot read properties of null` in Chrome: see',
      zh: 'Firefox 报 `TypeError: document.body is null`，Chrome 报 `TypeError: Cannot read properties of null`：见',
    },
    {
      en: 'fails there the same way, with `TypeError: document.body is null`: see',
      zh: '一加载就操作 `document.body` 的库在这里也会同样出错，报 `TypeError: document.body is null`：见',
    },
  );
  const dir = project({
    'src/index.js': "document.body.appendChild(document.createElement('div'));\n",
    'rsbuild.config.mjs': "export default { html: { scriptLoading: 'blocking', inject: 'head' } };\n",
  });
  build(dir);
  const origin = await staticHost(t, path.join(dir, 'dist'));
  const { errors } = await visit(browser(), `${origin}/`, () => document.body.childElementCount);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^Uncaught TypeError: Cannot read properties of null \(reading 'appendChild'\)/);
});

test('config/output/inline-scripts + inline-styles "Not in development. ... Every other build inlines, a build with `NODE_ENV=test` included."', () => {
  for (const route of ['config/output/inline-scripts', 'config/output/inline-styles']) {
    pageSays(
      route,
      {
        en: '- **Not in development.** Inlining is skipped in development mode (`rsbuild dev`, or any build with `NODE_ENV=development`), so the dev server serves separate files, unless `NODE_ENV` already holds another value such as `production` (`rsbuild dev` sets it only when it is empty). Every other build inlines, a build with `NODE_ENV=test` included.',
        zh: '- **开发模式下不生效。** 在开发模式下（`rsbuild dev`，或任何 `NODE_ENV=development` 的构建）不会进行内联，所以开发服务器提供的是独立的文件；但如果 `NODE_ENV` 已经是 `production` 等其他值（`rsbuild dev` 只在它为空时才设置），开发服务器也会内联。其他构建都会内联，`NODE_ENV=test` 的构建也不例外。',
      },
      { en: '- **Production only.**', zh: '- **仅在生产模式下生效。**' },
    );
  }
  const output = (NODE_ENV: string): { files: string[]; html: string } => {
    const dir = project({
      'src/index.js': "import './a.css';\nconsole.log('inlined');\n",
      'src/a.css': 'body { color: red; }\n',
      'rsbuild.config.mjs': 'export default { output: { inlineScripts: true, inlineStyles: true } };\n',
    });
    build(dir, { NODE_ENV });
    return { files: distFiles(dir).filter((f) => !f.endsWith('.map')), html: fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8') };
  };
  const test = output('test');
  assert.deepEqual(test.files, ['index.html']);
  assert.ok(test.html.includes('<script defer>'), 'a <script> without src');
  assert.ok(!test.html.includes('src="/static/js/'), test.html.slice(0, 300));
  assert.match(test.html, /console\.log\(['"]inlined['"]\)/);
  assert.match(test.html, /<style>[^<]*body\s*\{\s*color:\s*red/);
  const development = output('development');
  assert.deepEqual(development.files, ['index.html', 'static/css/index.css', 'static/js/index.js']);
  assert.match(
    development.html,
    /<script defer src="\/static\/js\/index\.js"><\/script><link href="\/static\/css\/index\.css" rel="stylesheet">/,
  );
});
