// Facts behind the twenty-eighth round's (d) items, as readers describe the problem: a hash for the root CSS file,
// Material UI icons that slow down the dev server and add to its bundle, React left out of the bundle and loaded by a
// server's own layout, no inline JavaScript in the built index.html, several JavaScript entry points without pages,
// the main and vendor scripts served from a CDN path, an `@/components/...` import that only the mini-program build
// resolves, all JS in one file and all CSS in one file, a large index.js, and code that `npm run dev` serves minified.
// Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/source/transform-import: @mui/icons-material and @material-ui/icons are not installed. A package of ours
//   with their layout stands in (package.json with "main": "./index.js", "module": "./esm/index.js" and
//   "sideEffects": false, as `npm view @mui/icons-material@5` and `npm view @material-ui/icons@4.11.3` print; one
//   module per icon in esm/ re-exported by esm/index.js, and a CommonJS file per icon at the root, such as Delete.js,
//   with a default export). Its 1000 icons stand for the thousands of the real package. That MUI's guide "Minimizing
//   bundle size" recommends path imports (`@mui/icons-material/Delete`) for a faster development build is that guide.
// - config/output/externals: the "layout" is a server's own page template (Rails, Django, ASP.NET); it is played by a
//   page of ours served on its own port that loads React's UMD files (react-18's and react-dom-18's umd/) and then the
//   bundle, as such a template does.
// - config/output/inline-scripts: that Create React App writes its runtime chunk into index.html unless
//   INLINE_RUNTIME_CHUNK=false is its documentation ("Advanced Configuration"); CRA is not run.
// - guide/advanced/alias: uni-app and Taro are not run. That their mini-program build resolves `@` with the
//   framework's own settings is the report; what 0.5.9 does with `@/components/...` and no alias is run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distFiles, distText, listen, previewServer, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// react-dom 18's copy in our store sits next to React 19: the browser runs need react itself pinned to 18 (an alias of
// our store's layout, not of the readers' projects).
const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
const REACT_18 = JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')));
const reactConfig = (rest: string) =>
  `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${REACT_18} } }, ${rest} };\n`;

/** The src of every script tag of an HTML page. */
const scripts = (html: string) => [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test('config/output/filename "generate a hash for the root CSS file": the stylesheet imported by the entry is static/css/index.[hash].css after rsbuild build and /static/css/index.css in rsbuild dev; css: \'[name].[contenthash:8].css\' hashes it in dev too; a stylesheet in public/ is copied as dist/global.css without hash', async () => {
  const files = {
    'src/index.js': "import './index.css';\nconsole.log('app');\n",
    'src/index.css': 'body { color: red; }\n',
    'public/global.css': 'h1 { color: blue; }\n',
  };
  const built = project(files);
  build(built);
  const css = distFiles(built).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 2, css.join());
  assert.ok(css.includes('global.css'));
  assert.match(css.find((f) => f !== 'global.css') ?? '', /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.equal(fs.readFileSync(path.join(built, 'dist/global.css'), 'utf8'), files['public/global.css']);

  const links = async (dir: string) => {
    const dev = await devServer(dir);
    try {
      const html = await (await fetch(`${dev.url}/`)).text();
      return [...html.matchAll(/<link href="([^"]+\.css)"/g)].map((m) => m[1]);
    } finally {
      await dev.stop();
    }
  };
  assert.deepEqual(await links(project(files)), ['/static/css/index.css']);
  const hashed = await links(
    project({ ...files, 'rsbuild.config.mjs': "export default { output: { filename: { css: '[name].[contenthash:8].css' } } };\n" }),
  );
  assert.equal(hashed.length, 1);
  assert.match(hashed[0], /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

const ICONS = 1000;
function iconPackage(): Record<string, string> {
  const dir = 'node_modules/@mui/icons-material';
  const files: Record<string, string> = {
    [`${dir}/package.json`]: JSON.stringify({
      name: '@mui/icons-material',
      version: '5.15.0',
      main: './index.js',
      module: './esm/index.js',
      sideEffects: false,
    }),
  };
  let esm = '';
  let cjs = '"use strict";\n';
  for (let i = 0; i < ICONS; i++) {
    const name = i === 0 ? 'Delete' : `Icon${i}`;
    const body = `{ name: ${JSON.stringify(`${name}Icon`)}, d: ${JSON.stringify(`M${`${i} 0 0 `.repeat(40)}`)} }`;
    files[`${dir}/esm/${name}.js`] = `export default ${body};\n`;
    files[`${dir}/${name}.js`] =
      `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${body};\n`;
    esm += `export { default as ${name} } from './${name}';\n`;
    cjs += `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: function () { return require('./${name}').default; } });\n`;
  }
  files[`${dir}/esm/index.js`] = esm;
  files[`${dir}/index.js`] = cjs;
  return files;
}

test("config/source/transform-import \"importing Material UI icons slows down hot reloading, the bundle grows by 300 kB\": rsbuild dev bundles every icon module of the package for `import { Delete } from '@mui/icons-material'`; with { libraryName: '@mui/icons-material', customName: '@mui/icons-material/{{ member }}' } only the Delete icon; the production build keeps only Delete either way (sideEffects: false)", async () => {
  const files = { ...iconPackage(), 'src/index.js': "import { Delete } from '@mui/icons-material';\nconsole.log(Delete.name);\n" };
  const item =
    "export default { source: { transformImport: [{ libraryName: '@mui/icons-material', customName: '@mui/icons-material/{{ member }}' }] } };\n";
  const devIcons = async (dir: string) => {
    const dev = await devServer(dir);
    try {
      const html = await (await fetch(`${dev.url}/`)).text();
      let js = '';
      for (const src of scripts(html)) js += await (await fetch(`${dev.url}${src}`)).text();
      return { icons: new Set(js.match(/\b(?:Icon\d+|Delete)Icon\b/g)).size, bytes: js.length };
    } finally {
      await dev.stop();
    }
  };
  const whole = await devIcons(project(files));
  const one = await devIcons(project({ ...files, 'rsbuild.config.mjs': item }));
  assert.equal(whole.icons, ICONS);
  assert.equal(one.icons, 1);
  assert.ok(whole.bytes - one.bytes > 500_000, `${whole.bytes} vs ${one.bytes}`);

  const configs: Record<string, string>[] = [{}, { 'rsbuild.config.mjs': item }];
  for (const config of configs) {
    const dir = project({ ...files, ...config });
    build(dir);
    const js = distText(dir, /\.js$/);
    assert.deepEqual([...new Set(js.match(/\b(?:Icon\d+|Delete)Icon\b/g))], ['DeleteIcon']);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test("config/output/externals \"exclude React from the bundle and include it directly from the layout\": with externals { react: 'React', 'react-dom': 'ReactDOM' } and filenameHash: false, the build writes static/js/index.js of a few kB and no lib-react file; a layout page of another server that loads React's and ReactDOM's UMD scripts before it renders the app", async (t) => {
  const dir = project(
    {
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nconst App = () => <h1 id=\"hello\">Hello from the bundle</h1>;\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'rsbuild.config.mjs': reactConfig("output: { filenameHash: false, externals: { react: 'React', 'react-dom': 'ReactDOM' } }"),
    },
    REACT,
  );
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.deepEqual(js, ['static/js/index.js']);
  const size = fs.statSync(path.join(dir, 'dist/static/js/index.js')).size;
  assert.ok(size < 5_000, String(size));

  const umd = (pkg: string, file: string) => fs.readFileSync(path.join(fs.realpathSync(path.join(ROOT, 'node_modules', pkg)), 'umd', file));
  const layout =
    '<!doctype html><html><head><title>Layout</title>' +
    '<script src="/vendor/react.production.min.js"></script><script src="/vendor/react-dom.production.min.js"></script>' +
    '</head><body><div id="root"></div><script src="/static/js/index.js"></script></body></html>';
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(layout);
    else if (url === '/vendor/react.production.min.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(umd('react-18', 'react.production.min.js'));
    else if (url === '/vendor/react-dom.production.min.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(umd('react-dom-18', 'react-dom.production.min.js'));
    else if (url === '/static/js/index.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(path.join(dir, 'dist/static/js/index.js')));
    else res.writeHead(404).end();
  });
  const port = await listen(server, t);
  const page = await browser().newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`http://localhost:${port}/`);
    await page.waitForSelector('#hello', { timeout: 10_000 });
    assert.equal(await page.textContent('#hello'), 'Hello from the bundle');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-scripts

test('config/output/inline-scripts "avoid inline JavaScript in index.html of the build folder" (CRA\'s INLINE_RUNTIME_CHUNK=false): by default every <script> of the built index.html has a src, in a React app too; INLINE_RUNTIME_CHUNK=false changes nothing', () => {
  const files = {
    'src/index.jsx':
      "import { createRoot } from 'react-dom/client';\nimport('./lazy');\ncreateRoot(document.getElementById('root')).render(<h1>Hi</h1>);\n",
    'src/lazy.js': "console.log('lazy');\n",
    'rsbuild.config.mjs': reactConfig(''),
  };
  const html = (env: NodeJS.ProcessEnv) => {
    const dir = project(files, REACT);
    build(dir, env);
    return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  };
  const plain = html({});
  const tags = plain.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(tags.length >= 2, plain);
  for (const tag of tags) assert.match(tag, /\bsrc="\/static\/js\//, tag);
  assert.doesNotMatch(plain, /<script\b[^>]*>[^<]/);
  assert.equal(html({ INLINE_RUNTIME_CHUNK: 'false' }).replace(/[0-9a-f]{8}/g, 'H'), plain.replace(/[0-9a-f]{8}/g, 'H'));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "multiple JavaScript entry points" without pages: two entries with tools.htmlPlugin: false write static/js/background.[hash].js and static/js/content.[hash].js and no HTML file', () => {
  const dir = project({
    'src/background.js': "console.log('background');\n",
    'src/content.js': "console.log('content');\n",
    'rsbuild.config.mjs':
      "export default { source: { entry: { background: './src/background.js', content: './src/content.js' } }, tools: { htmlPlugin: false } };\n",
  });
  build(dir);
  const files = distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt'));
  assert.equal(files.length, 2, files.join());
  assert.match(files[0], /^static\/js\/background\.[0-9a-f]{8}\.js$/);
  assert.match(files[1], /^static\/js\/content\.[0-9a-f]{8}\.js$/);
  assert.equal(distFiles(dir).filter((f) => f.endsWith('.html')).length, 0);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "serve the built main and vendor JS from a CDN path": with assetPrefix \'https://cdn.example.com/assets/\', index.html loads static/js/lib-react.[hash].js and static/js/index.[hash].js from it, and the browser fetches the async chunk of import() from it too', async () => {
  const cdn = 'https://cdn.example.com/assets/';
  const dir = project(
    {
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hi</h1>);\nimport('./lazy').then((m) => m.run());\n",
      'src/lazy.js': "export const run = () => { document.title = 'lazy loaded'; };\n",
      'rsbuild.config.mjs': reactConfig(`output: { assetPrefix: '${cdn}' }`),
    },
    REACT,
  );
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const srcs = scripts(html);
  assert.ok(
    srcs.some((s) => new RegExp(`^${cdn}static/js/lib-react\\.[0-9a-f]{8}\\.js$`).test(s)),
    srcs.join(),
  );
  assert.ok(
    srcs.some((s) => new RegExp(`^${cdn}static/js/index\\.[0-9a-f]{8}\\.js$`).test(s)),
    srcs.join(),
  );
  assert.ok(
    srcs.every((s) => s.startsWith(cdn)),
    srcs.join(),
  );

  const preview = await previewServer(dir);
  const page = await browser().newPage();
  const fromCdn: string[] = [];
  await page.route(`${cdn}**`, async (route) => {
    const file = route.request().url().slice(cdn.length);
    fromCdn.push(file);
    await route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(path.join(dir, 'dist', file)) });
  });
  try {
    await page.goto(`${preview.url}/`);
    await page.waitForFunction(() => document.title === 'lazy loaded', undefined, { timeout: 10_000 });
    assert.ok(
      fromCdn.some((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)),
      fromCdn.join(),
    );
  } finally {
    await page.close();
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias

test("guide/advanced/alias \"the mini-program build works, the H5 build fails with Can't resolve '@/components/...'\": without tsconfig paths or source.alias, rsbuild build stops with Can't resolve '@/components/Title'; source.alias { '@': './src' } resolves it", () => {
  const files = {
    'src/components/Title.js': "export const title = 'title';\n",
    'src/pages/index/index.js': "import { title } from '@/components/Title';\nconsole.log(title);\n",
  };
  const entry = "source: { entry: { index: './src/pages/index/index.js' }";
  const failed = rsbuild(project({ ...files, 'rsbuild.config.mjs': `export default { ${entry} } };\n` }), ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve '@\/components\/Title'/);
  build(project({ ...files, 'rsbuild.config.mjs': `export default { ${entry}, alias: { '@': './src' } } };\n` }));
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "all JS into one JS file, all CSS into one CSS file": all-in-one leaves index.[hash].js and index.[hash].css beside the async chunk and its CSS; tools.rspack output.asyncChunks: false gives one JS and one CSS file, and the page runs its import()', async () => {
  const files = {
    'src/index.jsx':
      "import './a.css';\nimport './b.css';\nimport { createRoot } from 'react-dom/client';\nimport('./lazy').then((m) => m.run());\ncreateRoot(document.getElementById('root')).render(<h1>Hi</h1>);\n",
    'src/a.css': 'h1 { color: red; }\n',
    'src/b.css': 'body { margin: 0; }\n',
    'src/lazy.css': 'p { color: blue; }\n',
    'src/lazy.js': "import './lazy.css';\nexport const run = () => { document.title = 'lazy ran'; };\n",
  };
  const output = (rest: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': reactConfig(rest) }, REACT);
    build(dir);
    return {
      dir,
      files: distFiles(dir)
        .filter((f) => /\.(js|css)$/.test(f))
        .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    };
  };
  const allInOne = output("performance: { chunkSplit: { strategy: 'all-in-one' } }");
  assert.deepEqual(
    allInOne.files.filter((f) => !f.includes('/async/')),
    ['static/css/index.[hash].css', 'static/js/index.[hash].js'],
  );
  assert.equal(allInOne.files.filter((f) => f.includes('/async/')).length, 2, allInOne.files.join());

  const one = output("performance: { chunkSplit: { strategy: 'all-in-one' } }, tools: { rspack: { output: { asyncChunks: false } } }");
  assert.deepEqual(one.files, ['static/css/index.[hash].css', 'static/js/index.[hash].js']);
  assert.match(distText(one.dir, /\.css$/), /color:blue/);
  const preview = await previewServer(one.dir);
  const page = await browser().newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${preview.url}/`);
    await page.waitForFunction(() => document.title === 'lazy ran', undefined, { timeout: 10_000 });
    assert.equal(await page.textContent('h1'), 'Hi');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle

test('guide/optimization/optimize-bundle "index.js is too large after the build": a large package imported by the entry goes into a numbered chunk, the entry\'s own large module stays in static/js/index.[hash].js, and import() moves it to static/js/async/', () => {
  const list = (prefix: string) => JSON.stringify(Array.from({ length: 3000 }, (_, i) => `${prefix}${i}-${(i * 7919).toString(36)}`));
  const files = {
    'node_modules/big/package.json': '{ "name": "big", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/big/index.js': `module.exports = ${list('bigpkg')};\n`,
    'src/pages.js': `export const pages = ${list('mypage')};\n`,
  };
  const where = (entry: string) => {
    const dir = project({ ...files, 'src/index.js': entry });
    build(dir);
    const js = distFiles(dir).filter((f) => f.endsWith('.js'));
    const holding = (needle: string) =>
      js
        .filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(needle))
        .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
    return { pkg: holding('bigpkg1-'), own: holding('mypage1-') };
  };
  const statics = where("import big from 'big';\nimport { pages } from './pages';\nconsole.log(big.length, pages.length);\n");
  assert.equal(statics.pkg.length, 1);
  assert.match(statics.pkg[0], /^static\/js\/\d+\.\[hash\]\.js$/);
  assert.deepEqual(statics.own, ['static/js/index.[hash].js']);
  const lazy = where("import big from 'big';\nimport('./pages').then(({ pages }) => console.log(big.length, pages.length));\n");
  assert.equal(lazy.own.length, 1);
  assert.match(lazy.own[0], /^static\/js\/async\/\d+\.\[hash\]\.js$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "npm run dev: the code is minified while debugging": with NODE_ENV=production, rsbuild dev serves a minified static/js/index.[hash].js without sourceMappingURL; without it, a readable static/js/index.js with its source map', async () => {
  const dir = project({
    'src/index.js':
      "function greetSomebody(personName) {\n  const message = 'hello ' + personName;\n  console.log(message);\n}\ngreetSomebody('x');\n",
  });
  // NODE_ENV set as a shell, a CI job or the dev script would set it (none: rsbuild dev sets it itself).
  const served = async (env: NodeJS.ProcessEnv) => {
    const dev = await devServer(dir, { env });
    try {
      const html = await (await fetch(`${dev.url}/`)).text();
      const entry = scripts(html).find((s) => /\/index\.([0-9a-f]{8}\.)?js$/.test(s)) ?? '';
      return { entry, js: await (await fetch(`${dev.url}${entry}`)).text() };
    } finally {
      await dev.stop();
    }
  };
  const plain = await served({});
  assert.equal(plain.entry, '/static/js/index.js');
  assert.match(plain.js, /greetSomebody\(personName\)/);
  assert.match(plain.js, /sourceMappingURL=index\.js\.map/);
  const production = await served({ NODE_ENV: 'production' });
  assert.match(production.entry, /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.doesNotMatch(production.js, /greetSomebody|personName/);
  assert.doesNotMatch(production.js, /sourceMappingURL/);
});
