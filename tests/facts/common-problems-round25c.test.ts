// Facts behind the twenty-fifth round's (c) items (output, HTML template and deploy pages), as readers describe the
// problem: a production build with relative links, "Unexpected token <" and "Loading chunk about failed" after npm run
// build, dist/index.html that finds no JS and CSS in a project without a build folder, a router in browser (history)
// mode that leaves the built H5 page blank, an index.html inside src, how to run dist and whether that needs Node.js,
// a dist of JS files with no index.html, and images that show in development but are not in dist. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides, and a plain static
// file server (no Rsbuild, no node_modules) as the host. Items resting on other sources:
//
// - config/output/asset-prefix: that Create React App reads "homepage" of package.json and PUBLIC_URL is its
//   documentation ("Building for relative paths"); that Vite names the option base is Vite's. Only 0.5.9 ignoring them
//   is run. "Loading chunk about failed" for the about route of Vue CLI's template (webpackChunkName: "about" in its
//   router) is the wording of the report; Vue CLI is not run. That older browsers print "Unexpected token <" without
//   quotes is the wording of the same report (Chromium of the run prints "Unexpected token '<'"). That Vue CLI 2
//   templates (vuejs-templates/webpack) keep build.assetsPublicPath in config/index.js beside a build folder of webpack
//   files is that template's layout, not run; 0.5.9 ignoring both is.
// - guide/faq/blank-page: that Taro's H5 router takes mode: 'browser' is Taro's documentation (and NervJS/taro issue
//   10014, where the reporter was told to serve the build); that a history-mode router renders nothing for a path
//   none of its routes matches, and takes its base from basename (React Router) or createWebHistory('/shop/') (Vue
//   Router), is their documentation. The run shows the path such a router is given: the file's path from disk, the
//   sub-path under /shop/, and rsbuild preview answering a nested route with index.html.
// - config/html/template: that a webpack setup's HtmlWebpackPlugin reads its template option is its documentation.
// - guide/basic/output-files: that webpack names its default entry main is webpack's documentation. Which static hosts
//   (nginx, Apache, CDNs, GitHub Pages) serve files as they are is theirs; the run serves dist with a plain static
//   file server, copied to a folder without node_modules.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  build,
  devServer,
  distFiles,
  distText,
  hashed,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const html = (dir: string): string => distText(dir, /^index\.html$/);
const links = (page: string): string[] => hashed([...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]));

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "unable to make a production build with relative links": "homepage": "." in package.json, PUBLIC_URL=. and a base key leave /static/js/ in the HTML without a warning; \'./\' links ./static/js and ./static/css; \'auto\' links static/js and writes url(../../static/image/...) in CSS, whose image loads from a deep folder; rsbuild dev keeps /static/js/index.js and /static/css/index.css', async (t) => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p class=\"hero\">x</p>';\n",
    'src/index.css': ".hero { background: url('./bg.png'); }\n",
    'src/bg.png': Buffer.concat([PNG, Buffer.alloc(12_000)]),
  };
  const absolute = ['/static/js/index.[hash].js', '/static/css/index.[hash].css'];

  const homepage = project({ ...files, 'package.json': '{ "name": "fact", "private": true, "homepage": "." }\n' });
  const run = build(homepage, { PUBLIC_URL: '.' });
  assert.deepEqual(links(html(homepage)), absolute);
  assert.doesNotMatch(run.output, /warn|homepage|PUBLIC_URL/i);

  const base = project({ ...files, 'rsbuild.config.mjs': "export default { base: './' };\n" });
  const baseRun = build(base);
  assert.deepEqual(links(html(base)), absolute);
  assert.doesNotMatch(baseRun.output, /warn|base/i);

  const dot = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n" });
  build(dot);
  assert.deepEqual(links(html(dot)), ['./static/js/index.[hash].js', './static/css/index.[hash].css']);

  const auto = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto' } };\n" });
  build(auto);
  assert.deepEqual(links(html(auto)), ['static/js/index.[hash].js', 'static/css/index.[hash].css']);
  assert.match(distText(auto, /^static\/css\//), /url\(\.\.\/\.\.\/static\/image\/bg\.[0-9a-f]{8}\.png\)/);
  const host = await staticHost(t, path.join(auto, 'dist'), { folder: 'deep/folder' });
  const page = await browser().newPage();
  try {
    const images: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/static/image/')) images.push(r.status());
    });
    await page.goto(`${host}/deep/folder/`);
    await page.waitForLoadState('load');
    assert.ok(await waitFor(() => images.length > 0, 5_000));
    assert.deepEqual(images, [200]);
  } finally {
    await page.close();
  }

  const dev = await devServer(dot);
  try {
    const text = await (await fetch(`${dev.url}/`)).text();
    assert.deepEqual(
      links(text).filter((l) => l.includes('index')),
      ['/static/js/index.js', '/static/css/index.css'],
    );
  } finally {
    await dev.stop();
  }
});

test('config/output/asset-prefix + guide/faq/blank-page "npm run build, then Uncaught SyntaxError: Unexpected token < and Loading chunk about failed": with \'./\', the about chunk of webpackChunkName "about" is static/js/async/about.[hash].js; after the router moves to /user/42 the import rejects with ChunkLoadError "Loading chunk 935 failed." and the missing URL below /user/, and a refresh there throws Unexpected token \'<\'', async (t) => {
  const dir = project({
    'src/index.js': [
      'window.openAbout = () => {',
      "  history.pushState(null, '', '/user/42');",
      '  return import(/* webpackChunkName: "about" */ \'./views/About\').then((m) => m.default, (e) => ({ name: e.name, message: e.message }));',
      '};',
      '',
    ].join('\n'),
    'src/views/About.js': "export default 'about page';\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  });
  build(dir);
  const chunk = distFiles(dir).find((f) => f.startsWith('static/js/async/'));
  assert.equal(hashed([chunk ?? ''])[0], 'static/js/async/about.[hash].js');
  const host = await staticHost(t, path.join(dir, 'dist'), { fallback: true });

  const lazy = await browser().newPage();
  try {
    await lazy.goto(`${host}/`);
    await lazy.waitForLoadState('load');
    const result = await lazy.evaluate(() => (window as unknown as { openAbout(): Promise<unknown> }).openAbout());
    assert.deepEqual(result, { name: 'ChunkLoadError', message: `Loading chunk 935 failed.\n(missing: ${host}/user/${chunk})` });
  } finally {
    await lazy.close();
  }
  const refresh = await visit(browser(), `${host}/user/42`, () => 0);
  assert.deepEqual(refresh.errors, ["Uncaught SyntaxError: Unexpected token '<'"]);
});

test('config/output/asset-prefix "dist/index.html finds no JS and CSS, and there is no build folder": build.assetsPublicPath \'./\' in config/index.js beside a build folder changes nothing (/static/js/ in the HTML); output.assetPrefix in rsbuild.config changes it, without any build folder', () => {
  const files = { 'src/index.js': "console.log('app');\n" };
  const vue2 = project({
    ...files,
    'config/index.js': "module.exports = { build: { assetsPublicPath: './', assetsRoot: 'dist' } };\n",
    'build/webpack.prod.conf.js': "module.exports = { output: { publicPath: './' } };\n",
  });
  build(vue2);
  assert.deepEqual(links(html(vue2)), ['/static/js/index.[hash].js']);

  const own = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n" });
  build(own);
  assert.ok(!fs.existsSync(path.join(own, 'build')));
  assert.deepEqual(links(html(own)), ['./static/js/index.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page

test("guide/faq/blank-page \"router mode browser, blank H5 page after the build\": from disk with './' the scripts run and location.pathname is the file's path; rsbuild preview answers /user/42 with index.html; under /shop/ with assetPrefix '/shop/' the scripts run and the path starts with /shop/", async (t) => {
  const files = { 'src/index.js': 'document.body.dataset.path = location.pathname;\n' };
  const read = () => document.body.dataset.path ?? null;

  const dot = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n" });
  build(dot);
  const file = path.join(dot, 'dist/index.html');
  const disk = await visit(browser(), `file://${file}`, read);
  assert.deepEqual([disk.errors, disk.value], [[], file]);

  const preview = await previewServer(dot);
  try {
    const res = await fetch(`${preview.url}/user/42`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(await res.text(), html(dot));
  } finally {
    await preview.stop();
  }

  const shop = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n" });
  build(shop);
  const host = await staticHost(t, path.join(shop, 'dist'), { folder: 'shop' });
  const sub = await visit(browser(), `${host}/shop/`, read);
  assert.deepEqual([sub.errors, sub.value], [[], '/shop/']);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template

test("config/html/template \"index.html inside the src directory\": src/index.html is not used (Rsbuild App, div#root, getElementById('app') is null) while src/index.js stays the entry; template './index.html' fails with Failed to resolve HTML template and the path; template './src/index.html' gives its title and div#app", async () => {
  const files = {
    'src/index.js': "document.body.dataset.entry = 'INDEX_JS';\n",
    'src/index.html': '<!DOCTYPE html>\n<html lang="fr"><head><title>Mon app</title></head><body><div id="app"></div></body></html>\n',
  };
  const read = () => [
    document.title,
    document.getElementById('app') === null,
    !!document.getElementById('root'),
    document.body.dataset.entry,
  ];

  const ignored = project(files);
  const seen = await (async () => {
    build(ignored);
    const server = await previewServer(ignored);
    try {
      return await visit(browser(), `${server.url}/`, read);
    } finally {
      await server.stop();
    }
  })();
  assert.deepEqual(seen.value, ['Rsbuild App', true, true, 'INDEX_JS']);

  const wrong = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n" });
  const failed = rsbuild(wrong, ['build']);
  assert.equal(failed.code, 1);
  assert.ok(failed.output.includes(`Failed to resolve HTML template, please check if the file exists: ${path.join(wrong, 'index.html')}`));

  const pointed = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './src/index.html' } };\n" });
  build(pointed);
  const page = html(pointed);
  assert.match(page, /<html lang="fr"><head><title>Mon app<\/title>/);
  assert.match(page, /<div id="app"><\/div>/);
  assert.deepEqual(links(page), ['/static/js/index.[hash].js']);
  assert.ok(distText(pointed, /^static\/js\//).includes('INDEX_JS'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files (+ guide/basic/cli)

/**
 * Serves `root` as a plain static host does (the files as they are, `index.html` for a folder, 404 otherwise; no
 * Rsbuild, no node_modules) on a free port of localhost until the test ends; returns its origin.
 */
async function plainHost(t: { after: (fn: () => void) => void }, root: string): Promise<string> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, rel);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

test('guide/basic/output-files "how do I run the build, does the server still need Node.js?": dist holds only HTML, JS, CSS and an image; copied to a folder with no node_modules and served by a plain static file server, the page runs with lodash bundled in; a node target writes dist/server/index.js, which Node.js runs', async (t) => {
  const dir = project(
    {
      'src/index.js':
        "import capitalize from 'lodash/capitalize';\nimport './index.css';\nimport logo from './logo.png';\ndocument.body.innerHTML = '<p id=\"t\">' + capitalize('hello') + '</p><img src=\"' + logo + '\">';\n",
      'src/index.css': '#t { color: rgb(255, 0, 0); }\n',
      'src/logo.png': Buffer.concat([PNG, Buffer.alloc(12_000)]),
    },
    { lodash: 'lodash' },
  );
  build(dir);
  assert.deepEqual([...new Set(distFiles(dir).map((f) => path.extname(f)))].sort(), ['.css', '.html', '.js', '.png', '.txt']);
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-static-'));
  t.after(() => fs.rmSync(elsewhere, { recursive: true, force: true }));
  fs.cpSync(path.join(dir, 'dist'), elsewhere, { recursive: true });
  assert.deepEqual(fs.readdirSync(elsewhere).sort(), ['index.html', 'static']);
  const origin = await plainHost(t, elsewhere);
  const seen = await visit(browser(), `${origin}/`, () => [
    document.querySelector('#t')?.textContent,
    getComputedStyle(document.querySelector('#t') as Element).color,
    (document.querySelector('img') as HTMLImageElement).naturalWidth,
  ]);
  assert.deepEqual(seen, { errors: [], value: ['Hello', 'rgb(255, 0, 0)', 1] });

  const node = project({
    'src/index.js': "console.log('NODE_TARGET_RAN');\n",
    'rsbuild.config.mjs': "export default { output: { targets: ['node'] } };\n",
  });
  build(node);
  assert.deepEqual(distFiles(node), ['server/index.js']);
  const ran = await new Promise<string>((resolve) => {
    const child = spawn(process.execPath, [path.join(node, 'dist/server/index.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => resolve(out));
  });
  assert.equal(ran.trim(), 'NODE_TARGET_RAN');
});

test('guide/basic/output-files "dist holds only JS files and no index.html": an entry main gives dist/main.html at the top of dist; htmlPlugin filename index.html gives index.html; outputStructure nested gives index/index.html; htmlPlugin false and a node-only target write no HTML', () => {
  const files = { 'src/main.js': "console.log('main');\n" };
  const names = (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    return hashed(distFiles(dir));
  };
  const entry = "source: { entry: { main: './src/main.js' } }";
  assert.deepEqual(names(`{ ${entry} }`), ['main.html', 'static/js/main.[hash].js']);
  assert.deepEqual(names(`{ ${entry}, tools: { htmlPlugin: { filename: 'index.html' } } }`), ['index.html', 'static/js/main.[hash].js']);
  const index = "source: { entry: { index: './src/main.js' } }";
  assert.deepEqual(names(`{ ${index}, html: { outputStructure: 'nested' } }`), ['index/index.html', 'static/js/index.[hash].js']);
  assert.deepEqual(names(`{ ${index}, tools: { htmlPlugin: false } }`), ['static/js/index.[hash].js']);
  assert.deepEqual(names(`{ ${index}, output: { targets: ['node'] } }`), ['server/index.js']);
});

test('guide/basic/output-files "images show in development, but are not in dist after the build": an image of 70 bytes is a data URI in the JS and has no file in dist, one above 10,000 bytes is static/image/; both show in rsbuild dev and in the build; dataUriLimit 0 writes both; an image only named in a string is not in dist and rsbuild dev answers its URL with the page', async () => {
  const files = {
    'src/index.js':
      'import small from \'./assets/small.png\';\nimport big from \'./assets/big.png\';\ndocument.body.innerHTML = \'<img id="s" src="\' + small + \'"><img id="b" src="\' + big + \'"><img id="n" src="./assets/named.png">\';\n',
    'src/assets/small.png': PNG,
    'src/assets/big.png': Buffer.concat([PNG, Buffer.alloc(12_000)]),
    'src/assets/named.png': PNG,
  };
  const read = () =>
    ['s', 'b'].map((id) => {
      const img = document.getElementById(id) as HTMLImageElement;
      return [img.src.slice(0, 22), img.naturalWidth];
    });

  const dir = project(files);
  build(dir);
  assert.deepEqual(hashed(distFiles(dir).filter((f) => f.startsWith('static/image/'))), ['static/image/big.[hash].png']);
  assert.ok(distText(dir, /^static\/js\//).includes('data:image/png;base64,'));
  assert.ok(!distFiles(dir).some((f) => f.includes('named')));

  const preview = await previewServer(dir);
  try {
    const built = await visit(browser(), `${preview.url}/`, read);
    assert.equal(built.value[0][0], 'data:image/png;base64,');
    assert.deepEqual([built.value[0][1], built.value[1][1]], [1, 1]);
  } finally {
    await preview.stop();
  }

  const dev = await devServer(dir);
  try {
    const seen = await visit(browser(), `${dev.url}/`, read);
    assert.equal(seen.value[0][0], 'data:image/png;base64,');
    assert.deepEqual([seen.value[0][1], seen.value[1][1]], [1, 1]);
    const named = await fetch(`${dev.url}/assets/named.png`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    assert.match(named.headers.get('content-type') ?? '', /text\/html/);
  } finally {
    await dev.stop();
  }

  const none = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n' });
  build(none);
  assert.deepEqual(hashed(distFiles(none).filter((f) => f.startsWith('static/image/'))), [
    'static/image/big.[hash].png',
    'static/image/small.[hash].png',
  ]);
});
