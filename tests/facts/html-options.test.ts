// Facts of the config pages html.* (appIcon, crossorigin, favicon, inject, meta, mountId, outputStructure,
// scriptLoading, tags, template, templateParameters, title): production builds of @rsbuild/core 0.5.9 side
// by side in one project, a few CLI builds for the error messages, one dev server and one preview server.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ROOT,
  build,
  cli,
  core,
  devServer,
  inspect,
  previewServer,
  subProject,
  type Built,
  type Loose,
  type RsbuildConfig,
} from './lib/rsbuild';

const tpl = (head: string, body = '<div id="<%= mountId %>"></div>'): string =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

const dir = subProject('html-options', {
  'src/index.js': "import './a.css';\nimport('./lazy').then((m) => m.x());\n",
  'src/lazy.js': 'export const x = () => 1;\n',
  'src/admin.js': "console.log('admin');\n",
  'src/a.css': 'body { color: red; }\n',
  'src/assets/apple-touch-icon.png': 'PNG',
  'src/assets/favicon.ico': 'ICO',
  'src/assets/admin-favicon.ico': 'ADMIN-ICO',
  'a/favicon.ico': 'A',
  'b/favicon.ico': 'B',
  'static/own-head.html': tpl('<title>Mine</title><meta name="viewport" content="width=500"><meta charset="utf-8">'),
  'static/print-tags.html':
    '<!doctype html><html><head><meta name="viewport" content="width=500"><%= htmlWebpackPlugin.tags.headTags %></head>' +
    '<body><div id="<%= mountId %>"></div><%= htmlWebpackPlugin.tags.bodyTags %><p id="files"><%= JSON.stringify(htmlWebpackPlugin.files) %></p></body></html>',
  'static/options-title.html': tpl('<title><%= htmlWebpackPlugin.options.title %></title>'),
  'static/no-head.html': '<!doctype html><html><body><div id="app"></div></body></html>',
  'static/hard-coded.html': tpl('', '<div id="app"></div>'),
  'static/lang.html': '<!doctype html><html lang="<%= lang %>"><head></head><body></body></html>',
  'static/syntax.html': tpl('', '<% if (entryName === "index") { %><div id="splash"></div><% } %><i><%= "<b>" %></i><u><%- "<b>" %></u>'),
});

const base = (config: RsbuildConfig = {}, entries: Record<string, string> = { index: './src/index.js' }): RsbuildConfig => ({
  ...config,
  source: { entry: entries, ...config.source },
  output: { minify: false, ...config.output },
});
const bld = (name: string, config: RsbuildConfig): Promise<Built> => build(name, config, { cwd: dir });
const both = { index: './src/index.js', admin: './src/admin.js' };
const html = (b: Built, name = 'index'): string => b.read(new RegExp(`^${name}\\.html$`));
const head = (page: string): string => /<head>([\s\S]*)<\/head>/.exec(page)?.[1] ?? '';
const body = (page: string): string => /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
const js = (b: Built): string => b.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
const CDN = 'https://cdn.example.com/';

// The CLI prints the compile errors that the API only reports as "Rspack build failed!".
async function cliBuild(name: string, htmlConfig: string, entries = "{ index: './src/index.js' }"): Promise<string> {
  fs.writeFileSync(
    path.join(dir, `rsbuild.${name}.config.mjs`),
    `export default { source: { entry: ${entries} }, output: { distPath: { root: 'dist/cli-${name}' } }, html: { ${htmlConfig} } };\n`,
  );
  const r = await cli(['build', '--config', `rsbuild.${name}.config.mjs`], { cwd: dir });
  return r.output;
}

describe('html options', () => {
  test('config/html/app-icon "the image is at dist/static/image/icon.png", "before the <title>" (the first element Rsbuild injects into <head> when no preconnect or dnsPrefetch is set), "sizes as 180*180", "href is prefixed with the asset prefix", output.distPath.image, and inject: false', async () => {
    const [cdn, dist, off] = await Promise.all([
      bld(
        'app-icon-cdn',
        base({
          output: { assetPrefix: CDN },
          html: { appIcon: './src/assets/apple-touch-icon.png', tags: [{ tag: 'script', attrs: { src: 'first.js' }, append: false }] },
        }),
      ),
      bld('app-icon-dist', base({ output: { distPath: { image: 'assets/img' } }, html: { appIcon: './src/assets/apple-touch-icon.png' } })),
      bld('app-icon-off', base({ html: { appIcon: './src/assets/apple-touch-icon.png', inject: false } })),
    ]);
    assert.ok(cdn.files.includes('static/image/apple-touch-icon.png'), 'same name, no content hash');
    assert.ok(
      head(html(cdn)).startsWith(`<link rel="apple-touch-icon" sizes="180*180" href="${CDN}static/image/apple-touch-icon.png">`),
      html(cdn),
    );
    assert.ok(html(cdn).indexOf('apple-touch-icon') < html(cdn).indexOf('<title>'));
    assert.ok(!/apple-touch-icon[^>]*crossorigin/.test(html(cdn)));
    assert.ok(dist.files.includes('assets/img/apple-touch-icon.png'), dist.files.join(', '));
    assert.match(html(dist), /href="\/assets\/img\/apple-touch-icon\.png"/);
    assert.ok(off.files.includes('static/image/apple-touch-icon.png'), 'still copied');
    assert.ok(!html(off).includes('apple-touch-icon'));
    await assert.rejects(bld('app-icon-missing', base({ html: { appIcon: './src/assets/none.png' } })), /Can not find the app icon/);
  });

  test('config/html/crossorigin "adds the attribute when the public path of the build is not /, auto or empty", "use-credentials is always added", the runtime only marks chunks of another origin', async () => {
    const [cdn, same, credentials, off] = await Promise.all([
      bld(
        'crossorigin-cdn',
        base({
          output: { assetPrefix: CDN },
          html: {
            crossorigin: true,
            favicon: './src/assets/favicon.ico',
            tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/x.js' } }],
          },
        }),
      ),
      bld('crossorigin-same', base({ html: { crossorigin: 'anonymous' } })),
      bld('crossorigin-credentials', base({ html: { crossorigin: 'use-credentials' } })),
      bld('crossorigin-off', base()),
    ]);
    const page = html(cdn);
    assert.match(
      page,
      /<script defer src="https:\/\/cdn\.example\.com\/static\/js\/index\.[0-9a-f]{8}\.js" crossorigin="anonymous"><\/script>/,
    );
    assert.match(
      page,
      /<link href="https:\/\/cdn\.example\.com\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet" crossorigin="anonymous">/,
    );
    // "Tags added with html.tags, the favicon and the app icon do not"
    assert.match(page, /<script src="https:\/\/cdn\.example\.com\/x\.js"><\/script>/);
    assert.match(page, /<link rel="icon" href="https:\/\/cdn\.example\.com\/favicon\.ico">/);
    assert.ok(!html(same).includes('crossorigin'), 'anonymous with the prefix /: HTML unchanged');
    assert.equal((html(credentials).match(/crossorigin="use-credentials"/g) ?? []).length, 2);
    // output.crossOriginLoading: the runtime sets the attribute only on chunk URLs of another origin.
    for (const [b, value] of [
      [cdn, 'anonymous'],
      [same, 'anonymous'],
      [credentials, 'use-credentials'],
    ] as const) {
      assert.ok(
        js(b).includes(`if (script.src.indexOf(window.location.origin + '/') !== 0) {\n          script.crossOrigin = "${value}";`),
        value,
      );
    }
    assert.ok(!/script\.crossOrigin/.test(js(off)), 'false: no attribute on lazy chunks');
    // In development the prefix is dev.assetPrefix, `/` by default.
    const dev = await inspect(base({ html: { crossorigin: true } }), { mode: 'development', cwd: dir });
    assert.equal(dev.rspack[0].output.publicPath, '/');
    assert.equal(dev.rspack[0].output.crossOriginLoading, 'anonymous');
  });

  test('config/html/favicon local file "emitted at the root of the output directory, under its own name", a URL "used as the href as it is", the function form per entry', async () => {
    const [local, cdn, url, perEntry] = await Promise.all([
      bld('favicon-local', base({ html: { favicon: './src/assets/favicon.ico' } })),
      bld('favicon-cdn', base({ output: { assetPrefix: CDN }, html: { favicon: './src/assets/favicon.ico' } })),
      bld('favicon-url', base({ html: { favicon: 'https://cdn.example.com/brand/favicon.ico' } })),
      bld(
        'favicon-fn',
        base({ html: { favicon: ({ value, entryName }) => (entryName === 'admin' ? './src/assets/admin-favicon.ico' : value) } }, both),
      ),
    ]);
    assert.ok(local.files.includes('favicon.ico'));
    assert.match(html(local), /<link rel="icon" href="\/favicon\.ico">/);
    assert.match(html(cdn), /<link rel="icon" href="https:\/\/cdn\.example\.com\/favicon\.ico">/);
    assert.ok(!url.files.some((f) => f.endsWith('.ico')), 'nothing is copied');
    assert.match(html(url), /<link rel="icon" href="https:\/\/cdn\.example\.com\/brand\/favicon\.ico">/);
    assert.match(html(perEntry, 'admin'), /<link rel="icon" href="\/admin-favicon\.ico">/);
    assert.ok(!html(perEntry).includes('rel="icon"'), 'value is an empty string: no favicon');
  });

  test('config/html/favicon error messages: "could not load file" (protocol-relative and missing files), "Conflict: Multiple assets emit different content to the same filename favicon.ico"', async () => {
    const [relative, missing, conflict] = await Promise.all([
      cliBuild('favicon-relative', "favicon: '//cdn.example.com/favicon.ico'"),
      cliBuild('favicon-missing', "favicon: './src/assets/none.ico'"),
      cliBuild(
        'favicon-conflict',
        "favicon: ({ entryName }) => (entryName === 'admin' ? './a/favicon.ico' : './b/favicon.ico')",
        "{ index: './src/index.js', admin: './src/admin.js' }",
      ),
    ]);
    assert.match(relative, /HtmlWebpackPlugin: could not load file \/cdn\.example\.com\/favicon\.ico/);
    assert.match(missing, /HtmlWebpackPlugin: could not load file .*none\.ico/);
    assert.match(conflict, /Conflict: Multiple assets emit different content to the same filename favicon\.ico/);
  });

  test('config/html/inject values: head (after the meta elements, before the CSS), body, true, false, the function form', async () => {
    const [def, bodyB, blocking, trueBlocking, trueModule, off, fn] = await Promise.all([
      bld('inject-head', base()),
      bld('inject-body', base({ html: { inject: 'body' } })),
      bld('inject-head-blocking', base({ html: { scriptLoading: 'blocking' } })),
      bld('inject-true-blocking', base({ html: { inject: true, scriptLoading: 'blocking' } })),
      bld('inject-true-module', base({ html: { inject: true, scriptLoading: 'module' } })),
      bld(
        'inject-false',
        base({ html: { inject: false, favicon: './src/assets/favicon.ico', tags: [{ tag: 'meta', attrs: { name: 'x' } }] } }),
      ),
      bld(
        'inject-fn',
        base({ html: { inject: [({ value, entryName }) => (entryName === 'admin' ? false : value), () => undefined] } }, both),
      ),
    ]);
    assert.match(
      head(html(def)),
      /^<title>Rsbuild App<\/title><meta charset="UTF-8"><meta name="viewport" [^>]+><script defer src="[^"]+"><\/script><link href="[^"]+" rel="stylesheet">$/,
    );
    assert.match(
      head(html(bodyB)),
      /^<title>Rsbuild App<\/title><meta charset="UTF-8"><meta name="viewport" [^>]+><link href="[^"]+" rel="stylesheet">$/,
    );
    assert.match(body(html(bodyB)), /<div id="root"><\/div>\s*<script defer src="[^"]+"><\/script>$/);
    assert.match(head(html(blocking)), /rel="stylesheet"><script src="[^"]+"><\/script>$/);
    assert.match(body(html(trueBlocking)), /<script src="[^"]+"><\/script>$/);
    assert.match(head(html(trueModule)), /<script type="module" src="[^"]+"><\/script><link/);
    assert.equal(head(html(off)), '', 'no title, meta, favicon, script, link or html.tags');
    assert.match(body(html(off)), /^\s*<div id="root"><\/div>\s*$/);
    assert.equal(head(html(fn, 'admin')), '', 'false is respected');
    assert.ok(head(html(fn)).includes('<script defer'), 'undefined keeps value');
  });

  test('config/html/inject "htmlWebpackPlugin.tags holds everything Rsbuild would have injected", files.js and files.css, and the viewport de-duplication only while injection is on (also guide/basic/html-template "Charset and viewport")', async () => {
    const [printed, injected] = await Promise.all([
      bld(
        'inject-false-print',
        base({ html: { inject: false, template: './static/print-tags.html', tags: [{ tag: 'div', children: 'mine' }] } }),
      ),
      bld('inject-on-print', base({ html: { template: './static/own-head.html' } })),
    ]);
    const page = html(printed);
    assert.match(head(page), /<title>Rsbuild App<\/title><meta charset="UTF-8">.*<script defer src=.*rel="stylesheet">/);
    assert.match(body(page), /<div>mine<\/div>/);
    const files = JSON.parse(/<p id="files">(.*)<\/p>/.exec(page)![1]);
    assert.deepEqual(Object.keys(files), ['publicPath', 'js', 'css']);
    assert.match(files.js[0], /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(files.css[0], /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.equal((page.match(/name="viewport"/g) ?? []).length, 2, 'inject: false: two viewport tags');
    assert.equal((html(injected).match(/name="viewport"/g) ?? []).length, 1, 'injection on: the template’s tag wins');
    assert.match(html(injected), /<meta name="viewport" content="width=500">/);
  });

  test('config/html/meta "merged into the default object", false removes a tag, an object is written as attributes, true is bare, values are not escaped, the function form, after the <title>', async () => {
    const [named, attrs, fn] = await Promise.all([
      bld('meta-named', base({ html: { meta: { description: 'Track orders', 'theme-color': '#0f172a' } } })),
      bld(
        'meta-attrs',
        base({
          html: {
            meta: {
              viewport: false,
              'og:title': { property: 'og:title', content: 'Say "hi"', 'data-x': true },
              charset: { charset: 'GBK' },
            },
          },
        }),
      ),
      bld(
        'meta-fn',
        base(
          { html: { meta: [({ value, entryName }) => ({ ...value, description: entryName }), ({ value }) => void (value.author = 'me')] } },
          both,
        ),
      ),
    ]);
    assert.match(
      head(html(named)),
      /^<title>Rsbuild App<\/title><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1\.0"><meta name="description" content="Track orders"><meta name="theme-color" content="#0f172a">/,
    );
    assert.match(
      head(html(attrs)),
      /^<title>Rsbuild App<\/title><meta charset="GBK"><meta property="og:title" content="Say "hi"" data-x><script/,
    );
    assert.ok(!html(attrs).includes('viewport'));
    assert.match(
      html(fn, 'admin'),
      /<meta name="viewport" [^>]+><meta name="description" content="admin"><meta name="author" content="me">/,
    );
  });

  test('config/html/template "If the template has a <title>, <meta charset>, <meta name=viewport>", Rsbuild does not add its own', async () => {
    const own = await bld('template-own-head', base({ html: { template: './static/own-head.html', title: 'Ignored' } }));
    const page = html(own);
    assert.match(head(page), /^<title>Mine<\/title><meta name="viewport" content="width=500"><meta charset="utf-8"><script defer/);
    assert.ok(!page.includes('Ignored') && !page.includes('UTF-8'));
  });

  test('config/html/mount-id "The page now contains <div id="app">", a hard-coded id ignores it, a mountId template parameter overrides the printed value', async () => {
    const [app, hard, param] = await Promise.all([
      bld('mount-id-app', base({ html: { mountId: 'app' } })),
      bld('mount-id-hard-coded', base({ html: { mountId: 'main', template: './static/hard-coded.html' } })),
      bld('mount-id-param', base({ html: { mountId: 'main', templateParameters: { mountId: 'param' } } })),
    ]);
    assert.match(body(html(app)), /^\s*<div id="app"><\/div>\s*$/);
    assert.match(body(html(hard)), /^<div id="app"><\/div>$/);
    assert.match(body(html(param)), /<div id="param"><\/div>/);
    const { normalized } = await inspect(base({ html: { mountId: 'main', templateParameters: { mountId: 'param' } } }), { cwd: dir });
    assert.equal(normalized.html.mountId, 'main');
  });

  test('config/html/output-structure "dist/index/index.html", "dist/pages/index/index.html", assets stay in static/js', async () => {
    const [nested, pages] = await Promise.all([
      bld('structure-nested', base({ html: { outputStructure: 'nested' } }, { index: './src/index.js', about: './src/admin.js' })),
      bld('structure-pages', base({ output: { distPath: { html: 'pages' } }, html: { outputStructure: 'nested' } })),
    ]);
    assert.deepEqual(
      nested.files.filter((f) => f.endsWith('.html')),
      ['about/index.html', 'index/index.html'],
    );
    assert.ok(nested.files.some((f) => /^static\/js\/about\.[0-9a-f]{8}\.js$/.test(f)));
    assert.deepEqual(
      pages.files.filter((f) => f.endsWith('.html')),
      ['pages/index/index.html'],
    );
  });

  test('config/html/output-structure "Dev server URLs": printed routes, / is a 404 with nested, /about and /about/ both answer; config/html/favicon "reply with an empty 204 response"', async () => {
    const routes: Array<{ entryName: string; pathname: string }[]> = [];
    const plugin = { name: 'routes', setup: (api: Loose) => api.onAfterStartDevServer(({ routes: r }: Loose) => void routes.push(r)) };
    const server = await devServer(
      { ...base({ html: { outputStructure: 'nested' } }, { index: './src/index.js', about: './src/admin.js' }), plugins: [plugin] },
      { cwd: dir },
    );
    try {
      assert.deepEqual(
        routes[0].map((r) => r.pathname),
        ['/index', '/about'],
      );
      const get = (p: string): Promise<Response> => fetch(`http://localhost:${server.port}${p}`, { headers: { accept: 'text/html' } });
      assert.equal((await get('/')).status, 404);
      for (const p of ['/index', '/index/', '/about', '/about/']) {
        const res = await get(p);
        assert.equal(res.status, 200, p);
        assert.match(await res.text(), p.startsWith('/about') ? /about\.js/ : /index\.js/);
      }
      const icon = await get('/favicon.ico');
      assert.equal(icon.status, 204);
      assert.equal(await icon.text(), '');
    } finally {
      await server.close();
    }
    const preview = await previewServer(
      'structure-preview',
      {
        ...base({}, { index: './src/index.js', about: './src/admin.js' }),
        plugins: [{ name: 'routes', setup: (api: Loose) => api.onAfterStartProdServer(({ routes: r }: Loose) => void routes.push(r)) }],
      },
      { cwd: dir },
    );
    try {
      assert.deepEqual(
        routes[1].map((r) => r.pathname),
        ['/', '/about'],
      );
      const icon = await fetch(`http://localhost:${preview.port}/favicon.ico`);
      assert.equal(icon.status, 204);
    } finally {
      await preview.close();
    }
  });

  test('config/html/script-loading "Scripts get the defer attribute", "type=module", "neither defer nor type", "the files are the same as with defer", html.tags keep their attributes', async () => {
    const tags: RsbuildConfig['html'] = { tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/a.js' } }] };
    const [defer, mod, blocking] = await Promise.all([
      bld('loading-defer', base({ html: { ...tags } })),
      bld('loading-module', base({ html: { ...tags, scriptLoading: 'module' } })),
      bld('loading-blocking', base({ html: { ...tags, scriptLoading: 'blocking', inject: 'body' } })),
    ]);
    assert.match(html(defer), /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    assert.match(html(mod), /<script type="module" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    assert.match(body(html(blocking)), /<script src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>$/);
    for (const b of [defer, mod, blocking]) assert.match(html(b), /<script src="https:\/\/cdn\.example\.com\/a\.js"><\/script>/);
    assert.deepEqual(mod.files, defer.files, 'same file names');
    assert.equal(js(mod), js(defer));
  });

  test('config/html/tags attrs, children, head, append, publicPath, hash, the function form and its utils, security.nonce', async () => {
    let seen: Loose;
    const [tagsB, cdn, nonce] = await Promise.all([
      bld(
        'tags',
        base({
          html: {
            tags: [
              { tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js', async: true } },
              { tag: 'noscript', children: 'Please enable JavaScript.', head: false },
              { tag: 'meta', attrs: { name: 'm', a: false, b: null, c: undefined, d: true } },
              { tag: 'base', attrs: { href: '/app/' } },
              { tag: 'div', children: '<b>raw</b>' },
              { tag: 'script', children: 'window.A = 1;', append: false },
              { tag: 'script', attrs: { src: 'config.js' }, hash: true },
              { tag: 'link', attrs: { rel: 'stylesheet', href: 'theme.css' }, hash: (url) => `${url}?v=3` },
              { tag: 'script', attrs: { src: 'v.js' }, hash: 'v2' },
              (list, utils) => {
                seen = { list: JSON.parse(JSON.stringify(list)), utils };
                for (const t of list) if (t.tag === 'script' && t.attrs?.src) t.attrs.fetchpriority = 'high';
              },
            ],
          },
        }),
      ),
      bld(
        'tags-cdn',
        base({
          output: { assetPrefix: CDN },
          html: {
            tags: [
              { tag: 'script', attrs: { src: 'legacy/jquery.min.js' } },
              { tag: 'script', attrs: { src: '/config.js' }, publicPath: false },
              { tag: 'script', attrs: { src: '//other.example.com/a.js' } },
              { tag: 'script', attrs: { src: 'p.js' }, publicPath: 'https://p.example.com/' },
              { tag: 'script', attrs: { src: 'f.js' }, publicPath: (url, prefix) => `${prefix}fn/${url}` },
            ],
          },
        }),
      ),
      bld(
        'tags-nonce',
        base({
          security: { nonce: 'N0nce' },
          html: {
            tags: [
              { tag: 'script', children: 'window.B = 1;' },
              { tag: 'style', children: 'a{}' },
            ],
          },
        }),
      ),
    ]);
    const page = html(tagsB);
    const h = head(page);
    assert.ok(h.startsWith('<script>window.A = 1;</script><title>Rsbuild App</title>'), 'append: false goes before the <title>');
    assert.match(
      h,
      /<link href="[^"]+" rel="stylesheet"><script src="https:\/\/cdn\.example\.com\/analytics\.js" async fetchpriority="high"><\/script><meta name="m" d><base href="\/app\/">/,
    );
    assert.match(
      h,
      /<script src="\/config\.js\?([0-9a-f]{16})" fetchpriority="high"><\/script><link rel="stylesheet" href="\/theme\.css\?v=3"><script src="\/v\.js\?v2" fetchpriority="high">/,
    );
    assert.equal(/config\.js\?([0-9a-f]+)/.exec(h)![1], seen.utils.hash);
    assert.match(body(page), /<div id="root"><\/div>\s*<noscript>Please enable JavaScript\.<\/noscript><div><b>raw<\/b><\/div>$/);
    assert.deepEqual(Object.keys(seen.utils), ['hash', 'entryName', 'outputName', 'publicPath']);
    assert.deepEqual({ ...seen.utils, hash: 'h' }, { hash: 'h', entryName: 'index', outputName: 'index.html', publicPath: '/' });
    assert.deepEqual(seen.list[1], { tag: 'title', attrs: {}, children: 'Rsbuild App', publicPath: false, head: true });
    const entryScript = seen.list.find((t: Loose) => t.tag === 'script' && /static\/js/.test(t.attrs?.src ?? ''));
    assert.deepEqual(
      { ...entryScript, attrs: { ...entryScript.attrs, src: 'src' } },
      { tag: 'script', attrs: { defer: true, src: 'src' }, publicPath: false, head: true },
    );
    const c = head(html(cdn));
    assert.ok(c.includes(`<script src="${CDN}legacy/jquery.min.js">`));
    assert.ok(c.includes('<script src="/config.js">'));
    assert.ok(c.includes('<script src="//other.example.com/a.js">'));
    assert.ok(c.includes('<script src="https://p.example.com/p.js">'));
    assert.ok(c.includes(`<script src="${CDN}fn/f.js">`));
    assert.match(head(html(nonce)), /<script nonce="N0nce">window\.B = 1;<\/script><style nonce="N0nce">a\{\}<\/style>/);
  });

  test('config/html/template built-in template, "a missing <head> is created", template syntax, the function form, "Failed to resolve HTML template", "Template execution failed: ReferenceError: lang is not defined"', async () => {
    const builtIn = fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/static/template.html'), 'utf8');
    assert.equal(builtIn, '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="<%= mountId %>"></div>\n  </body>\n</html>\n');
    let value = '';
    const [noHead, syntax, fn] = await Promise.all([
      bld('template-no-head', base({ html: { template: './static/no-head.html' } })),
      bld('template-syntax', base({ html: { template: './static/syntax.html' } }, both)),
      bld(
        'template-fn',
        base(
          {
            html: {
              template: ({ value: v, entryName }) => {
                value = v;
                return entryName === 'admin' ? './static/hard-coded.html' : undefined;
              },
            },
          },
          both,
        ),
      ),
    ]);
    assert.match(
      html(noHead),
      /^<!doctype html><html><head><title>Rsbuild App<\/title>.*<\/head><body><div id="app"><\/div><\/body><\/html>$/,
    );
    assert.match(html(syntax), /<div id="splash"><\/div><i><b><\/i><u>&lt;b&gt;<\/u>/);
    assert.ok(!html(syntax, 'admin').includes('splash'));
    assert.equal(value, path.join(ROOT, 'node_modules/.pnpm/@rsbuild+core@0.5.9/node_modules/@rsbuild/core/static/template.html'));
    assert.match(body(html(fn)), /^\s*<div id="root"><\/div>\s*$/, 'nothing returned: the built-in template');
    assert.match(body(html(fn, 'admin')), /^<div id="app"><\/div>$/);
    await assert.rejects(
      bld('template-missing', base({ html: { template: './static/none.html' } })),
      /Failed to resolve HTML template, please check if the file exists/,
    );
    assert.match(
      await cliBuild('template-lang', "template: './static/lang.html'"),
      /Template execution failed: ReferenceError: lang is not defined/,
    );
  });

  test('config/html/template-parameters built-in parameters, assetPrefix without its trailing slash, object merge, the function form (defaultValue, utils), arrays from left to right', async () => {
    const keys: string[][] = [];
    const prefixes: unknown[] = [];
    let utilsSeen: unknown;
    const record = (d: Record<string, unknown>): void => {
      keys.push(Object.keys(d));
      prefixes.push(d.assetPrefix);
    };
    const [, , params] = await Promise.all([
      bld('params-default', base({ html: { templateParameters: (d) => record(d) } })),
      bld('params-cdn', base({ output: { assetPrefix: CDN }, html: { templateParameters: (d) => record(d) } })),
      bld(
        'params-array',
        base({
          html: {
            template: './static/lang.html',
            templateParameters: [
              { lang: 'en' },
              (d, utils) => {
                utilsSeen = utils;
                d.lang = `${d.lang}-GB`;
              },
              (d) => ({ ...d, lang: `${d.lang}!` }),
            ],
          },
        }),
      ),
    ]);
    assert.deepEqual(keys[0], ['mountId', 'entryName', 'assetPrefix', 'compilation', 'webpackConfig', 'htmlWebpackPlugin']);
    assert.deepEqual(prefixes.sort(), ['', 'https://cdn.example.com']);
    assert.deepEqual(utilsSeen, { entryName: 'index' });
    assert.match(html(params), /<html lang="en-GB!">/);
    assert.match(
      await cliBuild('params-replace', 'templateParameters: () => ({ lang: "en" })'),
      /Template execution failed: ReferenceError: mountId is not defined/,
    );
  });

  test('config/html/title default, a function per entry, "a falsy return value keeps value", title: "" gives an empty element, arrays, mergeRsbuildConfig keeps both values, htmlWebpackPlugin.options.title', async () => {
    const { mergeRsbuildConfig } = await core();
    const merged = mergeRsbuildConfig({ html: { title: 'Acme' } }, { html: { title: ({ value }) => `${value}!` } });
    assert.ok(Array.isArray(merged.html?.title) && merged.html.title[0] === 'Acme');
    const [def, fn, empty, arr, options] = await Promise.all([
      bld('title-default', base()),
      bld('title-fn', base({ html: { title: ({ value, entryName }) => (entryName === 'admin' ? '' : `${value} - ${entryName}`) } }, both)),
      bld('title-empty', base({ html: { title: '' } })),
      bld(
        'title-array',
        base({ html: { title: ['Acme', ({ value, entryName }) => (entryName === 'index' ? value : `${value} | ${entryName}`)] } }, both),
      ),
      bld('title-options', base({ html: { template: './static/options-title.html', title: ({ entryName }) => `T ${entryName}` } })),
    ]);
    assert.ok(head(html(def)).startsWith('<title>Rsbuild App</title>'));
    assert.ok(head(html(fn)).startsWith('<title>Rsbuild App - index</title>'));
    assert.ok(head(html(fn, 'admin')).startsWith('<title>Rsbuild App</title>'));
    assert.ok(head(html(empty)).startsWith('<title></title>'));
    assert.ok(head(html(arr)).startsWith('<title>Acme</title>'));
    assert.ok(head(html(arr, 'admin')).startsWith('<title>Acme | admin</title>'));
    assert.equal((html(options).match(/<title>/g) ?? []).length, 1);
    assert.ok(head(html(options)).startsWith('<title>T index</title>'));
  });

  test('config/html/title, inject, meta, script-loading, template-parameters: options in tools.htmlPlugin override the html options', async () => {
    const out = await bld(
      'html-plugin-override',
      base({
        html: {
          title: 'Html',
          inject: 'head',
          meta: { description: 'html' },
          scriptLoading: 'defer',
          templateParameters: { mountId: 'html' },
        },
        tools: {
          htmlPlugin: {
            title: 'Plugin',
            inject: 'body',
            meta: { author: 'plugin' },
            scriptLoading: 'module',
            templateParameters: { mountId: 'plugin' },
          },
        },
      }),
    );
    const page = html(out);
    assert.match(head(page), /^<title>Plugin<\/title><meta name="author" content="plugin"><link/);
    assert.ok(!page.includes('description') && !page.includes('charset'), 'meta replaced, defaults included');
    assert.match(body(page), /<div id="plugin"><\/div>\s*<script type="module" src=/);
  });
});
