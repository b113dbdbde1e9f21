// Facts behind the twenty-ninth round's (c) items, as readers describe the problem: built CSS files and images all in
// dist/js, building to the public folder for GitLab Pages, Vue CLI's assetsPublicPath './' after config/index.js,
// JS bundles blocked on the CDN and an alternative source to fall back to, extra chunk .js.LICENSE.txt files, base64
// in the split chunks of an H5 build, lazy-loaded JS with a CDN (按需加载的 js), custom copying of static files to the
// build output, custom hashes in the names of static assets, relative paths for the CSS, images and fonts, and a blank
// page after deployment when an env variable's property name does not correspond. Each runs @rsbuild/core 0.5.9 (its
// CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/output/dist-path: that GitLab Pages publishes the `public` folder of the job's artifacts is GitLab's Pages
//   documentation (".gitlab-ci.yml for a static site"); GitLab is not run, nor is `mv dist public`, a shell command.
// - config/output/asset-prefix: that Vue CLI 3 has no config/index.js, that its vue.config.js takes `publicPath`
//   (`baseUrl` before 3.3) and that Vue CLI 2 templates set `build.assetsPublicPath` in config/index.js is Vue CLI's
//   documentation (its configuration reference and migration notes); Vue CLI is not run. What 0.5.9 does with
//   output.assetPrefix './' is run.
// - plugins/list/plugin-assets-retry: @rsbuild/plugin-assets-retry 0.5.9 is not installed here. Its runtime, the file
//   the plugin inlines as `(function(){<runtime>;init(<options>)})()` at the top of <head>
//   (packages/plugin-assets-retry/src/AssetsRetryPlugin.ts of 0.5.9), is compiled from its 0.5.9 source
//   (src/runtime/index.ts, copied to fixtures/plugin-assets-retry-0.5.9-runtime.ts.txt) with esbuild and put at the same place with html.tags. The two CDN hosts are played
//   by Playwright's request routing, the blocked one aborted with `blockedbyclient`, as a blocker or a firewall does.
// - config/output/copy: that server.publicDir has no options to pick files or a target folder is its 0.5.9 type
//   (PublicDirOptions: `name` and `copyOnBuild`, packages/shared/src/types/config/server.ts) and its page.
// - config/output/data-uri-limit: "H5" is the reader's word for a mobile web page; the build is an ordinary web build.
// - guide/basic/output-files: webpack's `output.path` is webpack's documentation; webpack is not run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { transformSync } from 'esbuild';
import {
  PNG,
  ROOT,
  build,
  buildAndVisit,
  distFiles,
  distText,
  hashed,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** `n` bytes that no compressor shrinks much, the same on every run. */
const bytes = (n: number, seed = 1): Buffer => {
  const out = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
};

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files

test("guide/basic/output-files \"The built CSS files and images all end up in dist/js\": distPath.root 'dist/js' writes dist/js/index.html, dist/js/static/css/index.[hash].css and dist/js/static/image/logo.[hash].png; root 'dist' with js: 'js' writes the scripts to dist/js/ and keeps the CSS in dist/static/css/ and the images in dist/static/image/; with output.injectStyles true no CSS file is written and the styles are in the JavaScript", () => {
  const files = {
    'src/index.js': "import './index.css';\nimport logo from './logo.png';\ndocument.body.innerHTML = '<img src=\"' + logo + '\">';\n",
    'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
    'src/logo.png': bytes(20_000),
  };
  const asRoot = project({ ...files, 'rsbuild.config.mjs': "export default { output: { distPath: { root: 'dist/js' } } };\n" });
  build(asRoot);
  assert.deepEqual(
    hashed(distFiles(asRoot)).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['js/index.html', 'js/static/css/index.[hash].css', 'js/static/image/logo.[hash].png', 'js/static/js/index.[hash].js'],
  );

  const jsFolder = project({ ...files, 'rsbuild.config.mjs': "export default { output: { distPath: { js: 'js' } } };\n" });
  build(jsFolder);
  assert.deepEqual(
    hashed(distFiles(jsFolder)).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'js/index.[hash].js', 'static/css/index.[hash].css', 'static/image/logo.[hash].png'],
  );

  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(injected);
  assert.equal(distFiles(injected).filter((f) => f.endsWith('.css')).length, 0);
  assert.match(distText(injected, /\.js$/), /rgb\(1, ?2, ?3\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path and config/server/public-dir

test("config/output/dist-path \"Build to the public folder instead of dist, for GitLab Pages\": with root 'public' rsbuild build empties the public folder, deleting the favicon, then stops with Source and destination must not be the same.; with server.publicDir.name 'static' it writes public/index.html and copies static/favicon.ico to public/favicon.ico (config/server/public-dir: the line after Copy public dir ... to dist failed)", () => {
  const src = { 'src/index.js': "document.body.textContent = 'pages';\n" };
  const clash = project({
    ...src,
    'public/favicon.ico': 'icon',
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'public' } } };\n",
  });
  const failed = rsbuild(clash, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Copy public dir \(.*public\) to dist failed:\s*\nSource and destination must not be the same\./);
  assert.equal(fs.existsSync(path.join(clash, 'public/favicon.ico')), false);

  const renamed = project({
    ...src,
    'static/favicon.ico': 'icon',
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'public' } }, server: { publicDir: { name: 'static' } } };\n",
  });
  build(renamed);
  const built = distFiles(renamed, 'public');
  assert.ok(built.includes('index.html'), built.join(', '));
  assert.equal(fs.readFileSync(path.join(renamed, 'public/favicon.ico'), 'utf8'), 'icon');
  assert.ok(fs.existsSync(path.join(renamed, 'static/favicon.ico')));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test("config/output/asset-prefix \"Vue CLI 3 has no config/index.js: build.assetsPublicPath './' ... output.assetPrefix: './' here\": the built index.html loads ./static/js/index.[hash].js", () => {
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  });
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'), /src="\.\/static\/js\/index\.[0-9a-f]{8}\.js"/);
});

test('config/output/asset-prefix "async chunks that import() loads on demand ... (lazy-loaded routes and components) ... need no setting of their own: the entry script holds the prefix and asks for https://cdn.example.com/assets/static/js/async/[id].[hash].js": a page on another origin loads the lazy chunk from the CDN', async () => {
  const dir = project({
    'src/index.js': "import('./lazy').then((m) => m.default());\n",
    'src/lazy.js': "export default () => { document.body.textContent = 'lazy ok'; };\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/assets/' } };\n",
  });
  build(dir);
  assert.match(distText(dir, /^static\/js\/index\..*\.js$/), /"https:\/\/cdn\.example\.com\/assets\/"/);
  const context = await browser().newContext();
  try {
    const requested: string[] = [];
    await context.route('https://cdn.example.com/**', (route) => {
      const url = new URL(route.request().url());
      requested.push(url.href);
      const file = path.join(dir, 'dist', url.pathname.replace(/^\/assets\//, ''));
      return route.fulfill({ status: 200, contentType: CONTENT_TYPES[path.extname(file)], body: fs.readFileSync(file) });
    });
    await context.route('http://app.test/', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(path.join(dir, 'dist/index.html')) }),
    );
    const page = await context.newPage();
    await page.goto('http://app.test/');
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'lazy ok'));
    assert.ok(
      requested.some((u) => /^https:\/\/cdn\.example\.com\/assets\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(u)),
      requested.join('\n'),
    );
  } finally {
    await context.close();
  }
});

test("config/output/asset-prefix \"For relative paths that are right for the built CSS, its images and its fonts alike, 'auto' is the value\": with 'auto' the url() of the CSS resolve, from the stylesheet, to the emitted image and font; with './' they point below static/css", () => {
  const files = {
    'src/index.js': "import './index.css';\n",
    'src/index.css':
      "@font-face { font-family: 'Icons'; src: url('./icons.woff') format('woff'); }\nbody { font-family: 'Icons'; background: url('./bg.png'); }\n",
    'src/bg.png': bytes(20_000, 2),
    'src/icons.woff': bytes(20_000, 3),
  };
  const resolved = (prefix: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}' } };\n` });
    build(dir);
    const cssFile = distFiles(dir).find((f) => f.endsWith('.css')) as string;
    const css = fs.readFileSync(path.join(dir, 'dist', cssFile), 'utf8');
    const urls = [...css.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((m) => m[1]);
    assert.equal(urls.length, 2, css);
    return urls.map((u) => {
      const target = new URL(u, `http://x/${cssFile}`).pathname.slice(1);
      return { target, exists: fs.existsSync(path.join(dir, 'dist', target)) };
    });
  };
  const auto = resolved('auto');
  assert.deepEqual(
    auto.map((r) => r.exists),
    [true, true],
  );
  assert.deepEqual(hashed(auto.map((r) => r.target)).sort(), ['static/font/icons.[hash].woff', 'static/image/bg.[hash].png']);
  const dot = resolved('./');
  assert.deepEqual(
    dot.map((r) => r.exists),
    [false, false],
  );
  assert.ok(dot.every((r) => r.target.startsWith('static/css/static/')));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

const RETRY_RUNTIME = transformSync(
  fs.readFileSync(path.join(ROOT, 'tests/facts/fixtures/plugin-assets-retry-0.5.9-runtime.ts.txt'), 'utf8'),
  { loader: 'ts' },
).code;

test("plugins/list/plugin-assets-retry \"JS bundles sometimes fail to load because the CDN is blocked ... with domain: ['cdn1.example.com', 'cdn2.example.com'], a blocked https://cdn1.example.com/static/js/index.[hash].js is requested again as https://cdn2.example.com/static/js/index.[hash].js, and the app starts\": without the retry runtime the page stays blank", async () => {
  const retry = `(function(){${RETRY_RUNTIME};init(${JSON.stringify({ domain: ['cdn1.example.com', 'cdn2.example.com'], crossOrigin: false })});})()`;
  const app = (withRetry: boolean) => {
    const tags = withRetry ? `html: { tags: [{ tag: 'script', children: ${JSON.stringify(retry)}, head: true, append: false }] },` : '';
    const dir = project({
      'src/index.js': "document.getElementById('root').textContent = 'app ok';\n",
      'rsbuild.config.mjs': `export default { ${tags} output: { assetPrefix: 'https://cdn1.example.com/' } };\n`,
    });
    build(dir);
    return dir;
  };
  const open = async (dir: string) => {
    const context = await browser().newContext();
    try {
      const requested: string[] = [];
      await context.route('https://cdn1.example.com/**', (route) => {
        requested.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await context.route('https://cdn2.example.com/**', (route) => {
        const url = new URL(route.request().url());
        requested.push(url.href);
        const file = path.join(dir, 'dist', url.pathname);
        return route.fulfill({ status: 200, contentType: CONTENT_TYPES[path.extname(file)], body: fs.readFileSync(file) });
      });
      await context.route('http://app.test/', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: fs.readFileSync(path.join(dir, 'dist/index.html')) }),
      );
      const page = await context.newPage();
      await page.goto('http://app.test/');
      await waitFor(async () => (await page.textContent('#root')) === 'app ok', 5_000);
      return { root: await page.textContent('#root'), requested: hashed(requested) };
    } finally {
      await context.close();
    }
  };
  assert.deepEqual(await open(app(true)), {
    root: 'app ok',
    requested: ['https://cdn1.example.com/static/js/index.[hash].js', 'https://cdn2.example.com/static/js/index.[hash].js'],
  });
  assert.deepEqual(await open(app(false)), { root: '', requested: ['https://cdn1.example.com/static/js/index.[hash].js'] });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/legal-comments

test('config/output/legal-comments "these extra files appear in the build output even without dependencies, because ... module path comments count too, such as the /*! ./lazy */ of a chunk that imports ./lazy ... The page never requests them: a script that has one only starts with /*! For license information please see 797.[hash].js.LICENSE.txt */"', async () => {
  const dir = project({
    'src/index.js': "import('./lazy').then((m) => m.default());\n",
    'src/lazy.js': "import { text } from './text';\nexport default () => { document.body.textContent = text; };\n",
    'src/text.js': "export const text = 'lazy ok';\n",
  });
  build(dir);
  const scripts = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.equal(scripts.length, 2);
  for (const js of scripts) {
    assert.ok(fs.existsSync(path.join(dir, 'dist', `${js}.LICENSE.txt`)), js);
    assert.ok(
      fs
        .readFileSync(path.join(dir, 'dist', js), 'utf8')
        .startsWith(`/*! For license information please see ${path.basename(js)}.LICENSE.txt */`),
      js,
    );
  }
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/), /\/\*! \.\/lazy \*\//);

  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(async () => (await page.textContent('body')) === 'lazy ok'));
    assert.equal(requested.filter((u) => u.includes('.js')).length, 2, requested.join('\n'));
    assert.equal(requested.filter((u) => u.includes('LICENSE')).length, 0);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "H5 打包后 chunk 分包的 js 里有大量 base64: a PNG of 9,008 bytes made a lazy chunk of 12,325 bytes ... dataUriLimit: { image: 4096 } or 0: the images are written to static/image/, and the chunk keeps only their URLs"', () => {
  const files = {
    'package.json': '{ "name": "x", "private": true }\n',
    'src/index.js': "import('./lazy').then((m) => m.default());\n",
    'src/lazy.js': "import img from './icon.png';\nexport default () => { document.body.innerHTML = '<img src=\"' + img + '\">'; };\n",
    'src/icon.png': Buffer.concat([PNG.subarray(0, 8), bytes(9000, 4)]),
  };
  assert.equal(files['src/icon.png'].length, 9008);
  const chunk = (dir: string) => {
    const file = distFiles(dir).find((f) => /^static\/js\/async\/.*\.js$/.test(f)) as string;
    return fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  };
  const inlined = project(files);
  build(inlined);
  assert.equal(Buffer.byteLength(chunk(inlined)), 12_325);
  assert.match(chunk(inlined), /data:image\/png;base64,/);
  assert.equal(distFiles(inlined).filter((f) => f.startsWith('static/image/')).length, 0);

  for (const limit of ['{ image: 4096 }', '0']) {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { dataUriLimit: ${limit} } };\n` });
    build(dir);
    assert.doesNotMatch(chunk(dir), /base64/);
    assert.ok(Buffer.byteLength(chunk(dir)) < 1000, limit);
    assert.deepEqual(hashed(distFiles(dir).filter((f) => f.startsWith('static/image/'))), ['static/image/icon.[hash].png']);
    assert.match(chunk(dir), /static\/image\/icon\.[0-9a-f]{8}\.png/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test("config/output/copy \"Static files cannot be copied to the build output in a custom way ... copy: [{ from: './static-files', to: 'files' }, { from: './docs/readme.txt', to: 'files/read-me.txt' }] writes the contents of static-files/, sub-folders included, to dist/files/, and the renamed dist/files/read-me.txt\"", () => {
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'static-files/a.txt': 'a',
    'static-files/sub/b.txt': 'b',
    'docs/readme.txt': 'readme',
    'rsbuild.config.mjs':
      "export default { output: { copy: [{ from: './static-files', to: 'files' }, { from: './docs/readme.txt', to: 'files/read-me.txt' }] } };\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.startsWith('files/')),
    ['files/a.txt', 'files/read-me.txt', 'files/sub/b.txt'],
  );
  assert.equal(fs.readFileSync(path.join(dir, 'dist/files/read-me.txt'), 'utf8'), 'readme');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test("config/output/filename \"Customize the hash in the names of the built static assets ... by default [name].[contenthash:8] followed by the extension ... image: '[name].[contenthash:6][ext]' ... filenameHash 'contenthash:16' writes static/image/logo.[16].png, static/font/icons.[16].woff and static/js/index.[16].js\"", () => {
  const files = {
    'src/index.js': "import './index.css';\nimport logo from './logo.png';\nimport icon from './icon.svg';\nconsole.log(logo, icon);\n",
    'src/index.css': "@font-face { font-family: 'Icons'; src: url('./icons.woff') format('woff'); }\n",
    'src/logo.png': bytes(20_000, 5),
    'src/icons.woff': bytes(20_000, 6),
    'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(20_000)} --></svg>\n`,
  };
  const names = (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    build(dir);
    return distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt') && f !== 'index.html');
  };
  const plain = names('export default {};\n');
  for (const re of [
    /^static\/image\/logo\.[0-9a-f]{8}\.png$/,
    /^static\/font\/icons\.[0-9a-f]{8}\.woff$/,
    /^static\/svg\/icon\.[0-9a-f]{8}\.svg$/,
  ]) {
    assert.ok(
      plain.some((f) => re.test(f)),
      `${re} in ${plain.join(', ')}`,
    );
  }
  const six = names("export default { output: { filename: { image: '[name].[contenthash:6][ext]' } } };\n");
  assert.ok(
    six.some((f) => /^static\/image\/logo\.[0-9a-f]{6}\.png$/.test(f)),
    six.join(', '),
  );
  const sixteen = names("export default { output: { filenameHash: 'contenthash:16' } };\n");
  for (const re of [
    /^static\/image\/logo\.[0-9a-f]{16}\.png$/,
    /^static\/font\/icons\.[0-9a-f]{16}\.woff$/,
    /^static\/js\/index\.[0-9a-f]{16}\.js$/,
    /^static\/css\/index\.[0-9a-f]{16}\.css$/,
  ]) {
    assert.ok(
      sixteen.some((f) => re.test(f)),
      `${re} in ${sixteen.join(', ')}`,
    );
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test('guide/basic/cli "A blank page after the build is deployed ... process.env.PUBLIC_APIURL in the code and PUBLIC_API_URL in the file, the bundle keeps that expression as written, and it throws in the browser": with the matching name the page renders the value', async () => {
  const run = async (name: string) => {
    const dir = project({
      '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
      'src/index.js': `document.getElementById('root').textContent = 'api ' + process.env.${name};\n`,
    });
    const visited = await buildAndVisit(browser(), dir, () => document.getElementById('root')?.textContent ?? '');
    return { ...visited, js: distText(dir, /\.js$/) };
  };
  const wrong = await run('PUBLIC_APIURL');
  assert.match(wrong.js, /process\.env\.PUBLIC_APIURL/);
  assert.deepEqual(wrong.errors, ['Uncaught ReferenceError: process is not defined']);
  assert.equal(wrong.value, '');
  const right = await run('PUBLIC_API_URL');
  assert.deepEqual(right.errors, []);
  assert.equal(right.value, 'api https://api.example.com');
});
