// Facts behind the twenty-sixth round's (a) items (output options, PostCSS, autoprefixer, Sass and Tailwind CSS), as
// readers describe the problem: a directory excluded from base64 inlining (assetsInlineExclude), images copied to dist
// instead of base64, `//` comments and the `Unknown word` CssSyntaxError, Tailwind's `No utility classes were detected`
// warning, the naming rules of the built JS and CSS files, removing comments in the build, .css and .js files in a
// folder of one's choice, seeing the line of code behind a runtime error, CSS included from outside without vendor
// prefixes, and the `data` option of sass-loader. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project),
// Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/output/data-uri-limit: `assetsInlineExclude` is the name of the report (no such option exists in Vite or
//   Rsbuild); that 0.5.9 ignores it is run.
// - config/tools/postcss: that webpack with postcss-loader prints the error as `CssSyntaxError: ... Unknown word` is the
//   report (the name of PostCSS's own error class); webpack is not run.
// - guide/basic/tailwindcss: Tailwind CSS is not installed. The warning and when it is printed (a stylesheet with
//   `@tailwind utilities` and no utility generated, followed by the link to the content configuration docs) are Tailwind
//   CSS v3's source (tailwindlabs/tailwindcss, src/lib/expandTailwindAtRules.js), and that it resolves `content` paths
//   from the working directory is its v3 documentation ("Content configuration", the `relative` option). What is run:
//   0.5.9 reads the PostCSS configuration file of the folder where rsbuild runs, and not one in src/.
// - config/output/filename: webpack's output.filename / output.chunkFilename and mini-css-extract-plugin's filename /
//   chunkFilename are those tools' documentation.
// - config/output/source-map: that the browser's devtools show the mapped source file and line of an error is the
//   DevTools UI; the run maps the position of the error's stack frame in the bundle through the served map, as devtools
//   do. The Vue app of the report is not built (@rsbuild/plugin-vue is not installed): the mapping is run on plain
//   JavaScript modules.
// - config/tools/autoprefixer: a `<link>` to a CDN is not fetched by any build, so it is not run; a file in public/
//   stands for a stylesheet that does not go through the build.
// - config/tools/sass: the `Invalid options object. Sass Loader ... options has an unknown property 'data'` message of
//   sass-loader 8 and later (which renamed `data` to `prependData`, sass-loader 9 to `additionalData`) is the report and
//   sass-loader's changelog; neither webpack nor Vue CLI is run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ROOT, build, devServer, distFiles, distText, project, rsbuild, sharedBrowser, staticHost } from './topics-support';

const browser = sharedBrowser();

/** The source-map-js of the postcss that @rsbuild/shared 0.5.9 depends on: what maps a bundle position back. */
type Consumer = { originalPositionFor(at: { line: number; column: number }): { source: string | null; line: number | null } };

function sourceMapJs(): { SourceMapConsumer: new (map: unknown) => Consumer } {
  const core = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5')), 'package.json'));
  const shared = createRequire(core.resolve('@rsbuild/shared'));
  const postcss = createRequire(shared.resolve('postcss/package.json'));
  return postcss('source-map-js');
}

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "no option excludes a whole directory from base64 inlining (assetsInlineExclude): an unknown key such as output.assetsInlineExclude is ignored without a message; add ?url, or set the limit of the type to 0"', () => {
  const files = { 'src/photos/small.png': PNG, 'src/photos/other.png': PNG };
  const inlined = project({
    ...files,
    'src/index.js': "import small from './photos/small.png';\nconsole.log(small);\n",
    'rsbuild.config.mjs': "export default { output: { assetsInlineExclude: ['src/photos'] } };\n",
  });
  const run = build(inlined);
  assert.doesNotMatch(run.output, /assetsInlineExclude|warn/i);
  assert.match(distText(inlined, /\.js$/), /data:image\/png;base64,/);
  assert.deepEqual(
    distFiles(inlined).filter((f) => f.endsWith('.png')),
    [],
  );

  const byQuery = project({ ...files, 'src/index.js': "import small from './photos/small.png?url';\nconsole.log(small);\n" });
  build(byQuery);
  assert.doesNotMatch(distText(byQuery, /\.js$/), /data:image\/png/);
  assert.equal(distFiles(byQuery).filter((f) => /^static\/image\/small\.[0-9a-f]{8}\.png$/.test(f)).length, 1);

  const byLimit = project({
    ...files,
    'src/index.js': "import small from './photos/small.png';\nimport other from './photos/other.png';\nconsole.log(small, other);\n",
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { image: 0 } } };\n',
  });
  build(byLimit);
  assert.doesNotMatch(distText(byLimit, /\.js$/), /data:image\/png/);
  assert.equal(distFiles(byLimit).filter((f) => /^static\/image\/(small|other)\.[0-9a-f]{8}\.png$/.test(f)).length, 2);
});

test('config/output/data-uri-limit "either way the images stay in the build, without base64: each one is copied to the dist directory (dist/static/image/); files in public/ are copied to the root of dist as they are, without a hash"', () => {
  const dir = project({
    'src/small.png': PNG,
    'public/logo.png': PNG,
    'src/index.js': "import small from './small.png';\nconsole.log(small);\n",
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n',
  });
  build(dir);
  const image = distFiles(dir).find((f) => /^static\/image\/small\.[0-9a-f]{8}\.png$/.test(f));
  assert.ok(image, distFiles(dir).join('\n'));
  assert.deepEqual(fs.readFileSync(path.join(dir, 'dist', image)), PNG);
  assert.ok(distText(dir, /\.js$/).includes(image), 'the code refers to the file');
  assert.doesNotMatch(distText(dir, /\.js$/), /base64/);
  assert.deepEqual(fs.readFileSync(path.join(dir, 'dist/logo.png')), PNG);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss

test('config/tools/postcss "Unknown word: // comments in a .css file; Rsbuild 0.5.9 prints it as SyntaxError with the line and column"; renamed to .scss it builds', () => {
  const css = '.title {\n  // comment\n  color: red;\n}\n';
  const dir = project({ 'src/index.js': "import './index.css';\n", 'src/index.css': css });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /SyntaxError/);
  assert.match(run.output, /\(2:\d+\) \S*index\.css Unknown word/);
  assert.match(run.output, /\/\/ comment/);

  const scss = project({ 'src/index.js': "import './index.scss';\n", 'src/index.scss': css });
  build(scss);
  assert.match(distText(scss, /\.css$/), /\.title\{color:red\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/tailwindcss

test('guide/basic/tailwindcss "No utility classes were detected: the configuration not in the folder where you run rsbuild": 0.5.9 runs the plugins of the postcss.config.cjs of that folder, not one in src/', () => {
  const plugin = "module.exports = { plugins: [{ postcssPlugin: 'mark', Once(root) { root.append('.from-config{color:red}'); } }] };\n";
  const files = { 'src/index.js': "import './index.css';\n", 'src/index.css': '.a{color:blue}\n' };
  const inRoot = project({ ...files, 'postcss.config.cjs': plugin });
  build(inRoot);
  assert.match(distText(inRoot, /\.css$/), /\.from-config\{color:red\}/);
  const inSrc = project({ ...files, 'src/postcss.config.cjs': plugin });
  build(inSrc);
  assert.doesNotMatch(distText(inSrc, /\.css$/), /from-config/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test('config/output/filename "the naming rules of the built JS and CSS files: js (webpack output.filename and chunkFilename), css (mini-css-extract-plugin filename and chunkFilename); one template names the entry files and the async chunks alike"', () => {
  const dir = project({
    'src/index.js': "import './index.css';\nimport(/* webpackChunkName: \"lazy\" */ './lazy.js');\n",
    'src/index.css': '.a{color:red}\n',
    'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
    'src/lazy.css': '.b{color:blue}\n',
    'rsbuild.config.mjs':
      "export default { output: { filename: { js: 'app-[name].[contenthash:8].js', css: 'app-[name].[contenthash:8].css' } } };\n",
  });
  build(dir);
  const names = distFiles(dir).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  for (const f of [
    'static/js/app-index.[hash].js',
    'static/js/async/app-lazy.[hash].js',
    'static/css/app-index.[hash].css',
    'static/css/async/app-lazy.[hash].css',
  ]) {
    assert.ok(names.includes(f), `${f} in\n${names.join('\n')}`);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "remove the comments from the code when building": rsbuild build drops the comments of JS and CSS, moves the JS legal comments to .LICENSE.txt (legalComments none drops them); template <!-- --> comments stay unless htmlOptions.removeComments; comments remain in development and with minify: false', () => {
  const files = {
    'src/index.js':
      '// line comment here\n/* block comment here */\n/*! legal comment here */\n/** @license licence here */\nimport "./a.css";\nconsole.log("hi");\n',
    'src/a.css': '/* css comment here */\n/*! css legal here */\n.a{color:red}\n',
    'index.html':
      '<!doctype html><html><head><title>t</title></head><body><!-- template comment here --><div id="root"></div></body></html>\n',
  };
  const comments = (dir: string, re: RegExp): string[] =>
    distText(dir, re).match(/(line|block|legal|css|template) comment here|licence here|css legal here/g) ?? [];
  const withConfig = (config: string, env: NodeJS.ProcessEnv = {}) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { html: { template: './index.html' }, output: ${config} };\n` });
    build(dir, env);
    return dir;
  };

  const byDefault = withConfig('{}');
  assert.deepEqual(comments(byDefault, /\.(js|css)$/), []);
  assert.deepEqual(comments(byDefault, /\.LICENSE\.txt$/), ['legal comment here', 'licence here']);
  assert.deepEqual(comments(byDefault, /\.html$/), ['template comment here']);

  const none = withConfig("{ legalComments: 'none' }");
  assert.deepEqual(comments(none, /\.(js|css|txt)$/), []);
  assert.deepEqual(
    distFiles(none).filter((f) => f.endsWith('.LICENSE.txt')),
    [],
  );

  const html = withConfig('{ minify: { htmlOptions: { removeComments: true } } }');
  assert.deepEqual(comments(html, /\.html$/), []);

  for (const dir of [withConfig('{ minify: false }'), withConfig('{}', { NODE_ENV: 'development' })]) {
    const js = comments(dir, /\.js$/);
    for (const c of ['line comment here', 'block comment here', 'legal comment here', 'licence here'])
      assert.ok(js.includes(c), `${c} in ${js}`);
    assert.ok(comments(dir, /\.css$/).includes('css comment here'));
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test('config/output/dist-path "the compiled .css and .js files go to the folders you name in css and js, relative to root, and index.html loads them from there"', () => {
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('x');\n",
    'src/index.css': '.a{color:red}\n',
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'out', js: 'assets/js', css: 'assets/css' } } };\n",
  });
  build(dir);
  const files = distFiles(dir, 'out')
    .filter((f) => !f.endsWith('.LICENSE.txt'))
    .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.deepEqual(files, ['assets/css/index.[hash].css', 'assets/js/index.[hash].js', 'index.html']);
  const html = fs.readFileSync(path.join(dir, 'out/index.html'), 'utf8');
  assert.match(html, /src="\/assets\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.match(html, /href="\/assets\/css\/index\.[0-9a-f]{8}\.css"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "see which line of your code caused an error at runtime: with a map, devtools link the error to your source file and its line": the stack frame of an uncaught error maps to src/util.js: in rsbuild dev the default map (no columns) names the line of the `if` that the compiler joined with its `throw`, js: source-map the throwing line, in dev and in a production build (none by default)', async (t) => {
  const { SourceMapConsumer } = sourceMapJs();
  const files = {
    'src/index.js': "import { check } from './util.js';\n\nsetTimeout(() => check(document.title), 0);\n",
    'src/util.js':
      "export function check(title) {\n  const parts = title.split(' ');\n  if (parts.length > 0) {\n    throw new Error('broken ' + parts.length);\n  }\n}\n",
  };
  /** Loads the page, takes the first stack frame of the uncaught error and maps it through the served map. */
  const origin = async (url: string) => {
    const page = await browser().newPage();
    try {
      const error = new Promise<Error>((resolve) => page.once('pageerror', resolve));
      await page.goto(url);
      const stack = (await error).stack ?? '';
      const frame = stack.match(/(https?:\/\/[^\s)]+\.js):(\d+):(\d+)/);
      assert.ok(frame, stack);
      const map = await (await fetch(`${frame[1]}.map`)).json();
      const consumer = new SourceMapConsumer(map);
      const pos = consumer.originalPositionFor({ line: Number(frame[2]), column: Number(frame[3]) - 1 });
      return `${pos.source?.replace(/^.*\/src\//, 'src/')}:${pos.line}`;
    } finally {
      await page.close();
    }
  };

  // The dev compiler joins the `if` and its `throw` into one line: the default cheap map names the `if` (line 3).
  for (const [sourceMap, line] of [
    ['', 3],
    ["output: { sourceMap: { js: 'source-map' } }", 4],
  ] as const) {
    const dev = await devServer(project({ ...files, 'rsbuild.config.mjs': `export default { ${sourceMap} };\n` }));
    try {
      assert.equal(await origin(`${dev.url}/`), `src/util.js:${line}`);
    } finally {
      await dev.stop();
    }
  }

  const noMap = project(files);
  build(noMap);
  assert.deepEqual(
    distFiles(noMap).filter((f) => f.endsWith('.map')),
    [],
  );

  const withMap = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n" });
  build(withMap);
  const host = await staticHost(t, path.join(withMap, 'dist'));
  assert.equal(await origin(`${host}/`), 'src/util.js:4');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer

test('config/tools/autoprefixer "CSS included from outside gets no vendor prefixes": CSS imported from code, from another stylesheet and from a package in node_modules is prefixed; a file in public/ is copied as it is', () => {
  const dir = project({
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "version": "1.0.0" }\n',
    'node_modules/some-lib/style.css': '.lib{user-select:none;color:red}\n',
    'src/index.js': "import 'some-lib/style.css';\nimport './own.css';\n",
    'src/own.css': "@import './other.css';\n.own{user-select:none;color:blue}\n",
    'src/other.css': '.other{user-select:none;color:green}\n',
    'public/outside.css': '.outside{user-select:none}\n',
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['safari 14'] } };\n",
  });
  build(dir);
  const css = distText(dir, /^static\/css\/.*\.css$/);
  for (const cls of ['lib', 'own', 'other']) assert.match(css, new RegExp(`\\.${cls}\\{-webkit-user-select:none;user-select:none;`));
  assert.equal(fs.readFileSync(path.join(dir, 'dist/outside.css'), 'utf8'), '.outside{user-select:none}\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test('config/tools/sass "the data key of sass-loader 7: Rsbuild 0.5.9 prints no unknown property message, only Undefined variable."', () => {
  const dir = project({
    'src/index.js': "import './a.scss';\n",
    'src/a.scss': '.a{color:$black}\n',
    'rsbuild.config.mjs': "export default { tools: { sass: { data: '$black: #000;' } } };\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.match(run.output, /× Undefined variable\./);
  assert.doesNotMatch(run.output, /unknown property|Invalid options object/);
});
