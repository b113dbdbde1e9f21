// Facts behind the twenty-fifth round's (b) items (output options), as readers describe the problem: images smaller
// than Vite's assetsInlineLimit that must not be inlined, Vite's "outDir is not inside project root and will not be
// emptied", an alternative to webpack's CopyPlugin, custom JS and CSS names instead of the hash, [name].[ext]?v=2.0
// instead of the hash, umi.js getting a new hash on every build of unchanged sources, and static/js/app.js showing
// the source code in the Sources panel after a release. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project), Chromium where the browser decides. Items resting on other sources:
//
// - config/output/data-uri-limit: Vite's ?no-inline suffix is Vite's documentation (guide/assets, "Explicit Inline
//   Handling", added by vitejs/vite commit 9162172); Vite is not run. What 0.5.9 does with that query is run.
// - config/output/clean-dist-path: Vite's warning `(!) outDir … is not inside project root and will not be emptied.
//   Use --emptyOutDir to override.`, its build.emptyOutDir and that it keeps a .git folder when emptying
//   (emptyDir(outDir, ['.git'])) are Vite's source (packages/vite/src/node/build.ts); Vite is not run.
// - config/output/copy: that webpack users write `const CopyPlugin = require('copy-webpack-plugin')` and
//   `new CopyPlugin({ patterns })`, and that its patterns take `transform` and `filter` functions, is the README of
//   copy-webpack-plugin; the plugin is not installed. That only the listed fields are read rests on @rspack/binding
//   0.5.9's RawCopyPattern (from, to, context, toType, noErrorOnMissing, force, priority, globOptions, info); that a
//   transform and a filter are ignored without an error is run.
// - config/output/filename-hash: umi's entry file umi.js is umi's name, as the report (utooland/utoo issue 1820)
//   quotes it; umi is not run.
// - config/output/source-map: static/js/app.js is the report's file name; 0.5.9 names the entry file after the entry
//   (index by default), run below. That `rsbuild build` sets NODE_ENV to production only when it is empty is its
//   source (packages/core/src/cli/prepare.ts and provider/build.ts); the outcome of NODE_ENV=development is run.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, buildAndVisit, distFiles, distText, hashed, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

test('config/output/data-uri-limit "force images smaller than the limit (Vite\'s assetsInlineLimit) not to be inlined": ?url in an import and in a CSS url() writes static/image/logo.[hash].png and references its URL, however small; ?no-inline gives a data:image/png;base64 string, as does no query', () => {
  const dir = project({
    'src/index.js': `import './index.css';
import logo from './logo.png?url';
import other from './other.png?no-inline';
import plain from './plain.png';
console.log('URLS', JSON.stringify([logo, other, plain]));
`,
    'src/index.css': ".a { background: url('./bg.png?url'); }\n.b { background: url('./plain.png'); }\n",
    'src/logo.png': PNG,
    'src/other.png': PNG,
    'src/plain.png': PNG,
    'src/bg.png': PNG,
  });
  build(dir);
  assert.ok(PNG.length < 10_000);
  assert.deepEqual(hashed(distFiles(dir).filter((f) => f.startsWith('static/image/'))), [
    'static/image/bg.[hash].png',
    'static/image/logo.[hash].png',
  ]);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /static\/image\/logo\.[0-9a-f]{8}\.png/);
  assert.equal((js.match(/data:image\/png;base64,/g) ?? []).length, 2, 'other.png?no-inline and plain.png are inlined');
  const css = distText(dir, /^static\/css\//);
  assert.match(css, /\.a\{background:url\(\/static\/image\/bg\.[0-9a-f]{8}\.png\)\}/);
  assert.match(css, /\.b\{background:url\(data:image\/png;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/clean-dist-path

test('config/output/clean-dist-path "outDir is not inside project root and will not be emptied": an output folder outside the root is left alone with the warning; rsbuild build --emptyOutDir stops with error: unknown option \'--emptyOutDir\'; cleanDistPath true empties it, .git included', () => {
  const files = { 'src/index.js': "console.log('app');\n" };
  const seed = (out: string) => {
    fs.mkdirSync(path.join(out, '.git'), { recursive: true });
    fs.writeFileSync(path.join(out, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    fs.writeFileSync(path.join(out, 'old.js'), 'old\n');
  };

  const keptOut = project({});
  seed(keptOut);
  const kept = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { distPath: { root: ${JSON.stringify(keptOut)} } } };\n`,
  });
  const run = build(kept);
  assert.match(run.output, /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
  assert.ok(fs.existsSync(path.join(keptOut, 'old.js')));
  assert.ok(fs.existsSync(path.join(keptOut, '.git', 'HEAD')));

  const flag = rsbuild(kept, ['build', '--emptyOutDir']);
  assert.equal(flag.code, 1);
  assert.match(flag.output, /error: unknown option '--emptyOutDir'/);

  const cleanedOut = project({});
  seed(cleanedOut);
  const cleaned = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { distPath: { root: ${JSON.stringify(cleanedOut)} }, cleanDistPath: true } };\n`,
  });
  const quiet = build(cleaned);
  assert.doesNotMatch(quiet.output, /not a subdir/);
  assert.ok(!fs.existsSync(path.join(cleanedOut, 'old.js')));
  assert.ok(!fs.existsSync(path.join(cleanedOut, '.git')));
  assert.ok(fs.existsSync(path.join(cleanedOut, 'index.html')));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy

test('config/output/copy "alternative to webpack CopyPlugin": the patterns of new CopyPlugin({ patterns }) moved into output.copy copy the folder; a transform and a filter are ignored without an error and the files are copied unchanged', () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'static/a.txt': 'hello\n',
    'static/b.txt': 'bee\n',
    'rsbuild.config.mjs': `export default {
  output: {
    copy: {
      patterns: [
        { from: 'static', to: 'assets', transform: () => 'TRANSFORMED', filter: (file) => !file.endsWith('b.txt') },
      ],
    },
  },
};
`,
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /transform|filter|warn/i);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.startsWith('assets/')),
    ['assets/a.txt', 'assets/b.txt'],
  );
  assert.equal(distText(dir, /^assets\/a\.txt$/), 'hello\n');
  assert.equal(distText(dir, /^assets\/b\.txt$/), 'bee\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

const LAZY = {
  'src/a.css': 'body { color: red; }\n',
  'src/lazy-one.js': "export default 'one';\n",
  'src/lazy-two.js': "export default 'two';\n",
};

test('config/output/filename "rename output js and css files, a custom name instead of hash": js app.js and css app.css write static/js/app.js and static/css/app.css, loaded by index.html; with two import() chunks the build fails with Conflict … static/js/async/app.js; [name] with an entry named app gives the same entry files and chunks of their own', () => {
  const fixed = "export default { output: { filename: { js: 'app.js', css: 'app.css' } } };\n";
  const single = project({
    'src/index.js': "import './a.css';\nconsole.log('app');\n",
    'src/a.css': LAZY['src/a.css'],
    'rsbuild.config.mjs': fixed,
  });
  build(single);
  assert.deepEqual(
    distFiles(single).filter((f) => /\.(js|css)$/.test(f)),
    ['static/css/app.css', 'static/js/app.js'],
  );
  const html = distText(single, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/app\.js"><\/script>/);
  assert.match(html, /<link href="\/static\/css\/app\.css" rel="stylesheet">/);

  const lazy =
    "import './a.css';\nimport('./lazy-one').then((m) => console.log(m.default));\nimport('./lazy-two').then((m) => console.log(m.default));\n";
  const conflict = project({ ...LAZY, 'src/index.js': lazy, 'rsbuild.config.mjs': fixed });
  const failed = rsbuild(conflict, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /× Conflict: Multiple assets emit different content to the same filename static\/js\/async\/app\.js/);

  const named = project({
    ...LAZY,
    'src/main.js': lazy,
    'rsbuild.config.mjs':
      "export default { source: { entry: { app: './src/main.js' } }, output: { filename: { js: '[name].js', css: '[name].css' } } };\n",
  });
  build(named);
  const out = distFiles(named).filter((f) => /\.(js|css)$/.test(f));
  assert.deepEqual(
    out.filter((f) => !f.includes('/async/')),
    ['static/css/app.css', 'static/js/app.js'],
  );
  const chunks = out.filter((f) => f.includes('/async/'));
  assert.equal(chunks.length, 2);
  for (const chunk of chunks) assert.match(chunk, /^static\/js\/async\/\d+\.js$/);
});

test('config/output/filename "[name].[ext]?v=2.0 instead of the hash": js [name].js?v=2.0, css [name].css?v=2.0 and image [name][ext]?v=2.0 write index.js, index.css and logo.png, referenced with ?v=2.0 by index.html, the CSS, the code and the lazy chunk loader, and the page runs its lazy chunk; [name].[ext] writes static/js/index.[ext] with no <script> in index.html and logo..png; ?v=[contenthash:8] puts the hash in the query', async () => {
  const files = {
    'src/index.js': `import './a.css';
import logo from './logo.png';
import('./lazy').then((m) => {
  document.body.textContent = m.default + ' ' + logo;
});
`,
    'src/lazy.js': "export default 'LAZY_LOADED';\n",
    'src/a.css': "body { background: url('./logo.png'); }\n",
    'src/logo.png': Buffer.alloc(20_000, 1),
  };
  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { filename: { js: '[name].js?v=2.0', css: '[name].css?v=2.0', image: '[name][ext]?v=2.0' } } };\n",
  });
  const seen = await buildAndVisit(browser(), dir, () => document.body.textContent);
  assert.deepEqual(seen.errors, []);
  assert.equal(seen.value, 'LAZY_LOADED /static/image/logo.png?v=2.0');
  const out = distFiles(dir);
  for (const file of ['index.html', 'static/css/index.css', 'static/image/logo.png', 'static/js/index.js'])
    assert.ok(out.includes(file), file);
  assert.ok(
    out.some((f) => /^static\/js\/async\/\d+\.js$/.test(f)),
    out.join(', '),
  );
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /src="\/static\/js\/index\.js\?v=2\.0"/);
  assert.match(html, /href="\/static\/css\/index\.css\?v=2\.0"/);
  assert.match(distText(dir, /^static\/css\//), /url\(\/static\/image\/logo\.png\?v=2\.0\)/);
  assert.match(distText(dir, /^static\/js\/index\.js$/), /"static\/js\/async\/" \+ chunkId \+ "\.js\?v=2\.0"/);

  const dotted = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { filename: { js: '[name].[ext]?v=2.0', css: '[name].css?v=[contenthash:8]', image: '[name].[ext]?v=2.0' } } };\n",
  });
  build(dotted);
  const dottedOut = distFiles(dotted);
  assert.ok(dottedOut.includes('static/js/index.[ext]'), dottedOut.join(', '));
  assert.ok(dottedOut.includes('static/image/logo..png'), dottedOut.join(', '));
  const dottedHtml = distText(dotted, /^index\.html$/);
  assert.doesNotMatch(dottedHtml, /<script/);
  assert.match(dottedHtml, /href="\/static\/css\/index\.css\?v=[0-9a-f]{8}"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "nothing changed, yet umi.js gets a new hash on every build": two builds in a row and a build of a copy in another folder write the same names (entry, async chunk, CSS, image)', () => {
  const files = {
    'src/index.js':
      "import './a.css';\nimport logo from './logo.png';\nconsole.log(logo);\nimport('./lazy').then((m) => console.log(m.default));\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/a.css': 'body { color: red; }\n',
    'src/logo.png': Buffer.alloc(20_000, 1),
  };
  const dir = project(files);
  build(dir);
  const first = distFiles(dir);
  assert.deepEqual(hashed(first.filter((f) => !f.endsWith('.txt'))), [
    'index.html',
    'static/css/index.[hash].css',
    'static/image/logo.[hash].png',
    'static/js/async/797.[hash].js',
    'static/js/index.[hash].js',
  ]);
  build(dir);
  assert.deepEqual(distFiles(dir), first);
  const copy = project(files);
  assert.notEqual(copy, dir);
  build(copy);
  assert.deepEqual(distFiles(copy), first);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "after a release, static/js/app.js shows the source code in Sources": a production build writes a minified static/js/index.[hash].js without map or sourceMappingURL, also with NODE_ENV=production; with NODE_ENV=development rsbuild build writes an unminified static/js/index.js, an index.js.map with the original source in sourcesContent and a sourceMappingURL comment', () => {
  const source = "const message = 'SOURCE_MARK';\ndocument.body.textContent = message;\n";
  for (const env of [{}, { NODE_ENV: 'production' }]) {
    const dir = project({ 'src/index.js': source });
    build(dir, env);
    const js = distFiles(dir).filter((f) => f.startsWith('static/js/'));
    assert.deepEqual(hashed(js), ['static/js/index.[hash].js'], JSON.stringify(env));
    const code = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.doesNotMatch(code, /sourceMappingURL|__webpack_modules__/);
    assert.ok(code.trim().split('\n').length <= 2, 'minified');
  }

  const dev = project({ 'src/index.js': source });
  build(dev, { NODE_ENV: 'development' });
  assert.deepEqual(
    distFiles(dev).filter((f) => f.startsWith('static/js/')),
    ['static/js/index.js', 'static/js/index.js.map'],
  );
  const code = distText(dev, /^static\/js\/index\.js$/);
  assert.match(code, /__webpack_modules__/);
  assert.match(code, /\/\/# sourceMappingURL=index\.js\.map\s*$/);
  const map = JSON.parse(distText(dev, /^static\/js\/index\.js\.map$/)) as { sourcesContent: string[] };
  assert.ok(map.sourcesContent.includes(source));
});
