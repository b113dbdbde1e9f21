// Facts behind three statements checked for accuracy, each run with @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project), Chromium where the browser decides:
// 1. config/html/script-loading (the 'defer', 'module' and 'blocking' examples), and the other examples of the generated
//    script tag with `defer`: config/html/inject, config/html/tags, config/html/crossorigin, guide/basic/html-template
//    ("formatted for reading", and "shown with HTML minification off"), config/dev/asset-prefix (`rsbuild dev`).
//    `rsbuild build` minifies the HTML and writes `defer="defer"` (and the viewport as `width=device-width,initial-scale=1`);
//    the dev server and a build with `output.minify: false` write a bare `defer` (and `width=device-width, initial-scale=1.0`).
// 2. guide/advanced/env-vars, common problems: "REACT_APP_*, VUE_APP_* or import.meta.env.VITE_* values are undefined
//    after a migration". A `process.env.REACT_APP_*` (or `VUE_APP_*`, `VITE_*`) that is not replaced stays in the built
//    JS as written and throws `process is not defined` in the browser, after `rsbuild build` (served by `rsbuild preview`)
//    and in `rsbuild dev`; `import.meta.env.VITE_*` is compiled to `undefined`.
// 3. guide/basic/static-assets: "an image of up to 10,000 bytes is inside the JavaScript (or the CSS) as base64". An image
//    of a CSS `url()` is in the CSS as a data URI and no file is written; the JS holds the same data URI as well, in an
//    asset module that nothing requires.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG, build, buildAndVisit, count, devServer, distFiles, distText, project, sharedBrowser, visit } from './topics-support';

const browser = sharedBrowser();

const HASH = '[0-9a-f]{8}';

test('config/html/script-loading "<script defer src=...>": rsbuild build writes <script defer="defer" src="/static/js/index.[hash].js">, type="module" for module, a plain <script src> for blocking (also with inject body, a CDN prefix and crossorigin); the dev server and minify: false write a bare defer', async () => {
  const html = (config: string) => {
    const dir = project({
      'src/index.css': '.a { color: red; }\n',
      'src/index.js': "import './index.css';\ndocument.title = `t ${1}`;\n",
      'rsbuild.config.mjs': `export default ${config};\n`,
    });
    build(dir);
    return distText(dir, /^index\.html$/);
  };
  const tags = (text: string): string[] => text.match(/<script[^>]*>/g) ?? [];

  const deferred = html('{}');
  assert.deepEqual(tags(deferred).length, 1);
  assert.match(tags(deferred)[0] as string, new RegExp(`^<script defer="defer" src="/static/js/index\\.${HASH}\\.js">$`));
  assert.match(deferred, /<meta name="viewport" content="width=device-width,initial-scale=1">/);

  const module = html("{ html: { scriptLoading: 'module' } }");
  assert.match(tags(module)[0] as string, new RegExp(`^<script type="module" src="/static/js/index\\.${HASH}\\.js">$`));
  const blocking = html("{ html: { scriptLoading: 'blocking' } }");
  assert.match(tags(blocking)[0] as string, new RegExp(`^<script src="/static/js/index\\.${HASH}\\.js">$`));

  // config/html/inject: the tag at the end of <body>
  const body = html("{ html: { inject: 'body' } }");
  assert.match(body, new RegExp(`<div id="root"></div><script defer="defer" src="/static/js/index\\.${HASH}\\.js"></script></body>`));

  // config/html/crossorigin
  const cdn = html("{ output: { assetPrefix: 'https://cdn.example.com/' }, html: { crossorigin: 'anonymous' } }");
  assert.match(
    tags(cdn)[0] as string,
    new RegExp(`^<script defer="defer" src="https://cdn\\.example\\.com/static/js/index\\.${HASH}\\.js" crossorigin="anonymous">$`),
  );

  // guide/basic/html-template, "shown with HTML minification off"
  const unminified = html('{ output: { minify: false } }');
  assert.match(tags(unminified)[0] as string, new RegExp(`^<script defer src="/static/js/index\\.${HASH}\\.js">$`));
  assert.match(unminified, /<meta name="viewport" content="width=device-width, initial-scale=1\.0">/);

  // config/dev/asset-prefix: what the dev server serves
  const dir = project({
    'src/index.js': 'document.title = `t ${1}`;\n',
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/my-app/' } };\n",
  });
  const server = await devServer(dir);
  try {
    const page = await (await fetch(`${server.url}/`)).text();
    assert.ok(tags(page).includes('<script defer src="/my-app/static/js/index.js">'), page);
    assert.equal(count(page, 'defer="defer"'), 0, page);
  } finally {
    await server.stop();
  }
});

test('guide/advanced/env-vars "REACT_APP_*, VUE_APP_* or import.meta.env.VITE_* values are undefined after a migration": with those names in .env, process.env.REACT_APP_TITLE stays in the built JS and throws "process is not defined" in Chromium, after rsbuild build and in rsbuild dev, while import.meta.env.VITE_APP_TITLE is compiled to undefined', async () => {
  const dir = project({
    '.env': 'REACT_APP_TITLE=env-react\nVUE_APP_TITLE=env-vue\nVITE_APP_TITLE=env-vite\n',
    'src/index.js': [
      'const out = [];',
      'const read = (name, f) => { try { out.push(`${name}=${f()}`); } catch (e) { out.push(`${name} ${e.name}: ${e.message}`); } };',
      "read('vue', () => process.env.VUE_APP_TITLE);",
      "read('vite', () => process.env.VITE_APP_TITLE);",
      "read('meta', () => import.meta.env.VITE_APP_TITLE);",
      "document.getElementById('root').textContent = out.join('|');",
      // as an app reads it: not caught
      'document.title = process.env.REACT_APP_TITLE;',
      '',
    ].join('\n'),
  });
  const expected = {
    errors: ['Uncaught ReferenceError: process is not defined'],
    value: 'vue ReferenceError: process is not defined|vite ReferenceError: process is not defined|meta=undefined',
  };
  const read = () => document.getElementById('root')?.textContent;

  assert.deepEqual(await buildAndVisit(browser(), dir, read), expected);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /document\.title=process\.env\.REACT_APP_TITLE/);
  assert.match(js, /\("meta",\(\)=>void 0\)/);
  assert.doesNotMatch(js, /import\.meta|env-react|env-vue|env-vite/);

  const server = await devServer(dir);
  try {
    assert.deepEqual(await visit(browser(), `${server.url}/`, read), expected);
  } finally {
    await server.stop();
  }
});

test('guide/basic/static-assets "an image of up to 10,000 bytes is inside the JavaScript (or the CSS) as base64": a small PNG of a CSS url(), the CSS imported from JS, is a data URI in the built CSS and no file is written; the JS holds the same data URI as well', () => {
  const dir = project({
    'src/small.png': PNG,
    'src/index.css': '.hero { background: url(./small.png); }\n',
    'src/index.js': "import './index.css';\ndocument.title = `t ${1}`;\n",
  });
  build(dir);
  const uri = `data:image/png;base64,${PNG.toString('base64')}`;
  assert.ok(PNG.length <= 10_000);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.startsWith('static/image/') || f.endsWith('.png')),
    [],
  );
  const css = distText(dir, /^static\/css\/.*\.css$/);
  assert.ok(css.includes(`url(${uri})`), css);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.equal(count(js, uri), 1, js);
  // the module that holds it in the JS is carried along: nothing requires it
  const id = js.match(/(\d+):function\(\w\)\{"use strict";\w\.exports="data:image\/png/)?.[1];
  assert.ok(id, js);
  assert.doesNotMatch(js, new RegExp(`\\w\\("?${id}"?\\)`));
});
