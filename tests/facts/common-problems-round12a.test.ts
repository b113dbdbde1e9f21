// Facts behind the twelfth round's (a) "Common problems" items, as readers describe the problem: a package's Sass
// file imported with or without `~`, a .svelte, .mdx or .styl file imported without its plugin, a dependency that
// needs Node's `buffer`, an absolute url() in CSS, `import styles from './index.less'` without `.module`, and a file
// of public/ loaded by its URL at run time. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project),
// Chromium where the page's result matters.
//
// Facts run by earlier files, not again here:
// - guide/basic/wasm-assets: a .wasm import builds and runs with no configuration (round 10a, "webpack 5: WebAssembly
//   is not enabled by default").
// - config/source/transform-import: the option rewrites on-demand imports with no plugin installed (round 8b, the
//   Element UI test; transform-import-antd-lodash.test.ts), and .babelrc is not read (round 5b).
// - guide/optimization/build-performance: the "Client compiled in <time>" line (round 9a).
// - config/html/favicon: public/favicon.ico is copied but not linked, html.favicon links it
//   (common-problems-source.test.ts, "The favicon does not show"); a sub-path needs output.assetPrefix (round 11a).
// - guide/basic/static-assets: url('/machine/B.png') fails the build even with the file in public/, a relative url()
//   is emitted below output.assetPrefix (round 8a); with assetPrefix './' the CSS asks for static/css/static/image/...
//   (round 6a).
//
// Claims about other tools rest on their documentation or source, not on a run here:
// - "File to import not found or unreadable" is the wording of LibSass, which node-sass wraps (Vue CLI and
//   Create React App projects that used node-sass print it); Dart Sass, the one Rsbuild 0.5.9 bundles, says "Can't
//   find stylesheet to import.".
// - "Module parse failed: Unexpected token" and "Unexpected character '' (1:0)" are webpack's words for a file it
//   parses as JavaScript (its parser, acorn, stops at the first token it cannot read; in a .wasm file that is the
//   leading NUL byte).
// - Create React App's file-loader fallback turns a file of an unknown type into a URL under /static/media/, which is
//   why an .mdx import rendered as <Hello /> threw "The tag name provided ('/static/media/hello.2e5bf04c.mdx') is not
//   a valid name" there (the browser's createElement rejects a name with a slash).
// - @rsbuild/plugin-node-polyfill 0.5.9 points `buffer` at the npm package `buffer` it depends on (its src/libs.ts,
//   `require.resolve('buffer/')`, used as resolve.fallback) and injects the Buffer global; the plugin itself is not
//   installed here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, buildAndVisit, devServer, distFiles, distText, sharedBrowser, project, rsbuild } from './topics-support';

const browser = sharedBrowser();

/** What the browser test reads: the value the page stored in window.result. */
const result = () => (window as unknown as { result: unknown }).result;

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test("config/tools/sass \"File to import not found or unreadable: loaders.css/src/animations/line-scale.scss\": a package's .scss file resolves from node_modules with ~, without it and without the extension; a package that is not installed stops the build with Dart Sass's Can't find stylesheet to import.", () => {
  const pkg = {
    'node_modules/loaders.css/package.json': '{ "name": "loaders.css", "version": "0.1.2", "main": "loaders.css" }\n',
    'node_modules/loaders.css/loaders.css': '.unused {}\n',
    'node_modules/loaders.css/src/animations/line-scale.scss': '.line-scale { color: red; }\n',
  };
  for (const request of [
    '~loaders.css/src/animations/line-scale.scss',
    'loaders.css/src/animations/line-scale.scss',
    'loaders.css/src/animations/line-scale',
  ]) {
    const dir = project({ ...pkg, 'src/index.scss': `@import '${request}';\n`, 'src/index.js': "import './index.scss';\n" });
    build(dir);
    assert.equal(distText(dir, /\.css$/), '.line-scale{color:red}', request);
  }
  const missing = project({
    'src/index.scss': "@import 'loaders.css/src/animations/line-scale.scss';\n",
    'src/index.js': "import './index.scss';\n",
  });
  const run = rsbuild(missing, ['build']);
  assert.notEqual(run.code, 0);
  assert.ok(
    run.output.includes(
      "× Can't find stylesheet to import.\n        │   ╷\n        │ 1 │ @import 'loaders.css/src/animations/line-scale.scss';",
    ),
    run.output,
  );
  assert.doesNotMatch(run.output, /File to import not found/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/svelte, plugins/list/plugin-svelte, plugins/list/plugin-stylus, plugins/list/plugin-mdx

/** Builds a project that imports `file` (with `content`) from src/index.js, without any plugin, and returns the output. */
function withoutPlugin(file: string, content: string, use: string): string {
  const dir = project({ [`src/${file}`]: content, 'src/index.js': use });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0, run.output);
  return run.output;
}

test('guide/framework/svelte "./src/svelte/App.svelte Module parse failed: Unexpected token, You may need an appropriate loader": without pluginSvelte the component is parsed as JavaScript: File: ./src/svelte/App.svelte, × Module parse failed:, JavaScript parsing error, You may need an appropriate loader to handle this file type.', () => {
  const output = withoutPlugin(
    'svelte/App.svelte',
    '<script>\n  let name = "world";\n</script>\n\n<h1>Hello {name}!</h1>\n',
    "import App from './svelte/App.svelte';\nnew App({ target: document.body });\n",
  );
  assert.match(
    output,
    /File: \.\/src\/svelte\/App\.svelte\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expected ';', '\}' or <eof>/,
  );
  assert.match(output, /You may need an appropriate loader to handle this file type\./);
});

test('plugins/list/plugin-stylus "Can\'t get loader to parse .styl": without pluginStylus a .styl import fails with Module parse failed and You may need an appropriate loader to handle this file type.', () => {
  const output = withoutPlugin('index.styl', 'body\n  color red\n', "import './index.styl';\n");
  assert.match(output, /File: \.\/src\/index\.styl\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error/);
  assert.match(output, /You may need an appropriate loader to handle this file type\./);
});

test('plugins/list/plugin-mdx "createElement: The tag name provided (\'/static/media/hello.2e5bf04c.mdx\') is not a valid name": 0.5.9 does not turn an .mdx import into a URL; without pluginMdx the build fails with Module parse failed and emits no .mdx file', () => {
  const dir = project({
    'src/hello.mdx': '# Hello\n\nThis is **MDX**.\n',
    'src/index.js': "import Hello from './hello.mdx';\nconsole.log(Hello);\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/src\/hello\.mdx\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error/);
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
  assert.deepEqual(
    distFiles(dir).filter((f) => /mdx|media/.test(f)),
    [],
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-node-polyfill

test("plugins/list/plugin-node-polyfill \"Module not found: buffer, js-yaml\": a dependency's require('buffer') stops the build with File: ./node_modules/js-yaml/..., Resolve error: Can't resolve 'buffer' in '.../node_modules/js-yaml' and the tip naming @rsbuild/plugin-node-polyfill", () => {
  const dir = project({
    'node_modules/js-yaml/package.json': '{ "name": "js-yaml", "version": "3.14.1", "main": "index.js" }\n',
    'node_modules/js-yaml/index.js': "var Buffer = require('buffer').Buffer;\nmodule.exports = function () { return Buffer; };\n",
    'src/index.js': "import yaml from 'js-yaml';\nconsole.log(yaml());\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/js-yaml\/index\.js\n\s+× Resolve error: Can't resolve 'buffer' in '[^']*node_modules\/js-yaml'/,
  );
  assert.ok(
    run.output.includes(
      'Tip: "buffer" is a built-in Node.js module and cannot be imported in client-side code.\nCheck if you need to import Node.js module. If needed, you can use "@rsbuild/plugin-node-polyfill".',
    ),
    run.output,
  );
  // "Can't resolve a Node.js built-in module": webpack 5's "BREAKING CHANGE: webpack < 5 used to include polyfills …"
  // is not what 0.5.9 prints; the tip above takes its place.
  assert.doesNotMatch(run.output, /BREAKING CHANGE|webpack < 5/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/static-assets

test("guide/basic/static-assets \"Can't resolve '/img/slider-arrow-right.png' in 'C:\\...\\src\\css'\": an absolute url() in a stylesheet of src/css fails with Resolve error: Can't resolve '/img/slider-arrow-right.png' in '<project>/src/css', the folder of the stylesheet", () => {
  const dir = project({
    'public/img/slider-arrow-right.png': 'png',
    'src/css/slider.css': ".arrow { background: url('/img/slider-arrow-right.png'); }\n",
    'src/index.js': "import './css/slider.css';\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/src\/css\/slider\.css\n\s+× Resolve error: Can't resolve '\/img\/slider-arrow-right\.png' in '[^']*\/src\/css'/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules

test('guide/basic/css-modules "import styles from \'./index.less\': styles is an empty object, styles.body undefined": a .less file without .module is global CSS; its default import is {} and the rule is in the CSS as written; index.module.less gives the class names', async () => {
  const use = "import styles from './index.less';\nwindow.result = { json: JSON.stringify(styles), body: String(styles.body) };\n";
  const plain = project({ 'src/index.less': '.body { color: red; }\n', 'src/index.js': use });
  const global = await buildAndVisit(browser(), plain, result);
  assert.deepEqual(global, { errors: [], value: { json: '{}', body: 'undefined' } });
  assert.equal(distText(plain, /\.css$/), '.body{color:red}');

  const modular = project({
    'src/index.module.less': '.body { color: red; }\n',
    'src/index.js': use.replace('index.less', 'index.module.less'),
  });
  const local = await buildAndVisit(browser(), modular, result);
  assert.deepEqual(local.errors, []);
  assert.match((local.value as { body: string }).body, /^body-[\w-]+$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "allow a static asset in dist that is loaded dynamically": a file of public/ that code only fetches by its URL is copied to dist/data/ and served there by the build (preview) and rsbuild dev; the same file in src/ is not emitted', async () => {
  const files = {
    'public/data/fr.json': '{ "hello": "bonjour" }\n',
    'src/index.js':
      "const lang = 'fr';\nfetch(`/data/${lang}.json`).then((r) => r.json()).then((d) => { window.result = d.hello; }, (e) => { window.result = String(e); });\n",
  };
  const dir = project(files);
  const built = await buildAndVisit(browser(), dir, result);
  assert.deepEqual(built, { errors: [], value: 'bonjour' });
  assert.ok(distFiles(dir).includes('data/fr.json'));

  const server = await devServer(dir);
  try {
    assert.equal((await (await fetch(`${server.url}/data/fr.json`)).json()).hello, 'bonjour');
  } finally {
    await server.stop();
  }

  const inSrc = project({ 'src/data/fr.json': files['public/data/fr.json'], 'src/index.js': files['src/index.js'] });
  build(inSrc);
  assert.deepEqual(
    distFiles(inSrc).filter((f) => f.includes('fr')),
    [],
  );
});
