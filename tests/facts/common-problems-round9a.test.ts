// Facts behind the ninth round's (a) "Common problems" items, as readers describe the problem: `Cannot GET /path`
// after a refresh on a client-side route, the compile time line of a slow dev server, file names without a hash,
// the file size table of a build, importing a `.md` file, naming a lazy-loaded chunk, `ChunkLoadError` in a page
// left open across a deployment, Create React App's `%PUBLIC_URL%` left in the template, and copying files from
// `node_modules` into `dist`. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the
// browser decides.
//
// Quoted, not run: `Cannot GET /users/42` is the 404 page of Express (its `finalhandler`), which webpack-dev-server
// and Create React App's dev server use; `URIError: Failed to decode param '/%PUBLIC_URL%/favicon.ico'` is thrown
// by Express's router (`decode_param` in `router/layer.js`) for a path with a `%` that is not an escape;
// `Compiled successfully in 140882ms` is the line of @soda/friendly-errors-webpack-plugin, which Vue CLI's dev server prints.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { prettyTime } from 'rsbuild-shared-0.5';
import { ask, build, devServer, distFiles, distText, sharedBrowser, project, rsbuild, staticHost } from './topics-support';

const browser = sharedBrowser();

const hashed = (file: string): string => file.replace(/\.[0-9a-f]{8}\./, '.[hash].');

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "Cannot GET /users/42 after a refresh": the 0.5.9 dev server answers a client-side route with index.html by default; its 404 (htmlFallback: false, a path with a dot under historyApiFallback, no index.html) has an empty body, never "Cannot GET"; disableDotRule and index fix the last two', async () => {
  const src = { 'src/index.js': 'document.body.textContent = "app";\n' };
  const cases: Array<[string, string, Record<string, number>]> = [
    ['{}', 'default', { '/users/42': 200, '/user/john.doe': 200 }],
    ['{ server: { htmlFallback: false } }', 'htmlFallback false', { '/users/42': 404, '/user/john.doe': 404 }],
    ['{ server: { htmlFallback: false, historyApiFallback: true } }', 'historyApiFallback', { '/users/42': 200, '/user/john.doe': 404 }],
    [
      '{ server: { htmlFallback: false, historyApiFallback: { disableDotRule: true } } }',
      'disableDotRule',
      { '/users/42': 200, '/user/john.doe': 200 },
    ],
    ["{ source: { entry: { main: './src/index.js' } } }", 'entry main', { '/': 404, '/users/42': 404 }],
    [
      "{ source: { entry: { main: './src/index.js' } }, server: { htmlFallback: false, historyApiFallback: { index: '/main.html' } } }",
      'entry main, index',
      { '/': 200, '/users/42': 200 },
    ],
  ];
  for (const [config, name, expected] of cases) {
    const dir = project({ ...src, 'rsbuild.config.mjs': `export default ${config};\n` });
    const server = await devServer(dir);
    try {
      for (const [url, status] of Object.entries(expected)) {
        const answer = await ask(server.port, url);
        assert.equal(answer.status, status, `${name} ${url}`);
        if (status === 200) assert.match(answer.text, /<div id="root"><\/div>/, `${name} ${url}`);
        else assert.equal(answer.text, '', `${name} ${url}: the 404 has no body`);
        assert.doesNotMatch(answer.text, /Cannot GET/);
      }
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

test('guide/optimization/build-performance "Compiled successfully in 140882ms": 0.5.9 prints "ready   Client compiled in <time>", in seconds below a minute and in minutes above (140.882 s is "2.35 m")', () => {
  const dir = project({ 'src/index.js': 'document.body.textContent = "app";\n' });
  const run = build(dir, { NO_COLOR: '1' });
  assert.match(run.output, /^ready {3}Client compiled in \d+\.\d\d s$/m);
  const plain = (s: number) => prettyTime(s).replace(/\u001b\[\d+m/g, '');
  assert.equal(plain(3.824), '3.82 s');
  assert.equal(plain(42.5), '42.5 s');
  assert.equal(plain(140.882), '2.35 m');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash, config/performance/bundle-analyze

test('config/output/filename-hash "dist JS without a hash in its name": filenameHash: false names index.js, index.css, the image and the async chunk (by its id) without a hash, and index.html points to them; the build prints each file with its size and gzipped size', () => {
  const dir = project({
    'src/index.js':
      "import './index.css';\nimport logo from './logo.png';\nimport('./lazy').then((m) => { document.body.textContent = m.default + logo; });\n",
    'src/lazy.js': 'export default "lazy";\n',
    'src/index.css': 'body { color: red; }\n',
    'src/logo.png': Buffer.alloc(20_000, 1),
    'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
  });
  const run = build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/css/index.css', 'static/image/logo.png', 'static/js/async/797.js', 'static/js/index.js'].sort(),
  );
  assert.match(
    distText(dir, /index\.html$/),
    /<script defer="defer" src="\/static\/js\/index\.js"><\/script><link href="\/static\/css\/index\.css" rel="stylesheet">/,
  );
  assert.match(run.output, /info {4}Production file sizes:/);
  assert.match(run.output, /File\s+Size\s+Gzipped/);
  assert.match(run.output, /dist\/static\/js\/index\.js\s+[\d.]+ kB\s+[\d.]+ kB/);
  assert.match(run.output, /Total size: +[\d.]+ kB/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack

test('guide/basic/configure-rspack "import a .md file": without a rule the build fails with Module parse failed and "You may need an appropriate loader to handle this file type."; without the extension, Resolve error; a rule of type asset/source makes the import the file\'s text', async () => {
  const md = '# Hello\n\nSome *text*.\n';
  const plain = project({ 'src/index.js': "import text from './README.md';\ndocument.body.textContent = text;\n", 'src/README.md': md });
  const failed = rsbuild(plain, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Module parse failed:/);
  assert.match(failed.output, /You may need an appropriate loader to handle this file type\./);

  const noExt = project({ 'src/index.js': "import text from './README';\ndocument.body.textContent = text;\n", 'src/README.md': md });
  assert.match(rsbuild(noExt, ['build']).output, /Resolve error: Can't resolve '\.\/README'/);

  const fixed = project({
    'src/index.js': "import text from './README.md';\ndocument.body.textContent = text;\n",
    'src/README.md': md,
    'rsbuild.config.mjs': "export default { tools: { rspack: { module: { rules: [{ test: /\\.md$/, type: 'asset/source' }] } } } };\n",
  });
  build(fixed);
  assert.ok(distText(fixed, /\.js$/).includes('# Hello\\n\\nSome *text*.\\n'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "change the chunk name 0.chunk.js => about.js": a lazy chunk is named by its id, static/js/async/<id>.[hash].js; /* webpackChunkName: "about" */ names it static/js/async/about.[hash].js', () => {
  const dir = project({
    'src/index.js':
      "import('./Home').then((m) => console.log(m.default));\nimport(/* webpackChunkName: \"about\" */ './About').then((m) => console.log(m.default));\n",
    'src/Home.js': 'export default "home";\n',
    'src/About.js': 'export default "about";\n',
  });
  build(dir);
  const async = distFiles(dir)
    .filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js'))
    .map(hashed)
    .map((f) => f.replace(/\/\d+\./, '/<id>.'));
  assert.deepEqual(async.sort(), ['static/js/async/<id>.[hash].js', 'static/js/async/about.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

test('plugins/list/plugin-assets-retry "ChunkLoadError for users who still have the old page open after a new deployment": the old page asks for the chunk name of the old build, which the new build deleted; asking again gets the same 404; a reload loads the new build', async (t) => {
  const dir = project({
    'src/index.js':
      "window.load = () => import('./Page').then((m) => m.default, (e) => `${e.name}: ${e.message}`);\ndocument.body.textContent = 'app';\n",
    'src/Page.js': 'export default "page v1";\n',
  });
  build(dir);
  const base = await staticHost(t, path.join(dir, 'dist'));
  const page = await browser().newPage();
  const statuses: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/async/')) statuses.push(`${hashed(r.url().slice(base.length))} ${r.status()}`);
  });
  try {
    await page.goto(`${base}/`);
    const before = distFiles(dir).find((f) => f.startsWith('static/js/async/') && f.endsWith('.js'));
    fs.writeFileSync(path.join(dir, 'src/Page.js'), 'export default "page v2";\n');
    build(dir);
    assert.ok(before && !fs.existsSync(path.join(dir, 'dist', before)), 'the new build removed the old chunk');
    const first = await page.evaluate(() => (window as unknown as { load: () => Promise<string> }).load());
    assert.match(
      first,
      /^ChunkLoadError: Loading chunk \d+ failed\.\n\(error: http:\/\/localhost:\d+\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js\)$/,
    );
    const second = await page.evaluate(() => (window as unknown as { load: () => Promise<string> }).load());
    assert.match(second, /^ChunkLoadError/);
    assert.equal(new Set(statuses).size, 1, 'both tries ask for the same old file');
    assert.match(statuses[0], / 404$/);
    await page.reload();
    assert.equal(await page.evaluate(() => (window as unknown as { load: () => Promise<string> }).load()), 'page v2');
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/migration/cra

test('guide/migration/cra "URIError: Failed to decode param \'/%PUBLIC_URL%/favicon.ico\'": 0.5.9 leaves %PUBLIC_URL% in the page; the browser asks for /%PUBLIC_URL%/favicon.ico, which the dev server answers with index.html; <%= assetPrefix %> gives /favicon.ico', async (t) => {
  const template = (icon: string) =>
    `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <link rel="icon" href="${icon}/favicon.ico" />\n    <title>React App</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  const files = {
    'src/index.js': 'document.getElementById("root").textContent = "app";\n',
    'public/favicon.ico': Buffer.from('icon'),
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  };
  const cra = project({ ...files, 'public/index.html': template('%PUBLIC_URL%') });
  build(cra);
  assert.match(distText(cra, /index\.html$/), /<link rel="icon" href="%PUBLIC_URL%\/favicon\.ico"\/>/);

  const server = await devServer(cra);
  t.after(() => server.stop());
  const page = await browser().newPage();
  try {
    await page.goto(`${server.url}/`);
    // headless Chromium does not fetch icons: the URL it would ask for is the link's resolved href
    const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '');
    assert.equal(new URL(href).pathname, '/%PUBLIC_URL%/favicon.ico');
    const answer = await ask(server.port, '/%PUBLIC_URL%/favicon.ico', { client: 'script' });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
  } finally {
    await page.close();
  }
  assert.doesNotMatch(server.log(), /URIError/);

  const fixed = project({ ...files, 'public/index.html': template('<%= assetPrefix %>') });
  build(fixed);
  assert.match(distText(fixed, /index\.html$/), /<link rel="icon" href="\/favicon\.ico"\/>/);
  assert.ok(distFiles(fixed).includes('favicon.ico'));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test('config/output/copy "copy files from node_modules into dist": a from in node_modules is copied like any folder, its subfolders kept, to the folder named by to; the dev server serves the copy', async () => {
  const dir = project({
    'src/index.js': 'document.body.textContent = "app";\n',
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "version": "1.0.0" }\n',
    'node_modules/some-lib/dist/some-lib.min.js': 'window.someLib = 1;\n',
    'node_modules/some-lib/dist/themes/dark.css': 'body { color: white; }\n',
    'rsbuild.config.mjs':
      "export default { output: { copy: [{ from: './node_modules/some-lib/dist', to: 'vendor/some-lib' }, { from: './node_modules/some-lib/dist/some-lib.min.js', to: 'lib.js' }] } };\n",
  });
  build(dir);
  const files = distFiles(dir);
  for (const f of ['vendor/some-lib/some-lib.min.js', 'vendor/some-lib/themes/dark.css', 'lib.js']) assert.ok(files.includes(f), f);
  const server = await devServer(dir);
  try {
    const answer = await ask(server.port, '/vendor/some-lib/some-lib.min.js', { client: 'script' });
    assert.equal(answer.status, 200);
    assert.equal(answer.text, 'window.someLib = 1;\n');
  } finally {
    await server.stop();
  }
});
