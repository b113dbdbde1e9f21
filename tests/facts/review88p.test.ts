// Facts behind the accuracy review of session 88 (slice p): guide/faq/features, in both languages. Each test runs
// @rsbuild/core 0.5.9 (or the webpack installed here) in throw-away projects (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and no longer say what was fixed.
//
// - "How do I import Markdown, text or another file type that Rsbuild does not handle?": "Rsbuild knows scripts,
//   styles, images, ...". Not every style language: 0.5.9's core has rules for .css, .less and .sass/.scss only
//   (packages/shared/src/constants.ts 65-67, CSS_REGEX, LESS_REGEX, SASS_REGEX; core/src/provider/plugins/css.ts,
//   less.ts, sass.ts); Stylus needs @rsbuild/plugin-stylus, and without it a .styl file is parsed as JavaScript like
//   any other unknown file. Now "scripts, CSS, Less and Sass files, images, ...". Run: a .styl import stops the build
//   with Module parse failed; .css, .less and .scss imports build.
// - Same section, shaders: "webpack reports `Module parse failed: Unexpected character '#'` at a first line such as
//   `#define PI 3.14159`". That is the message of older webpack versions (the three.ar.js report quoted in
//   common-problems-round35d; acorn before 8 says "Unexpected character '#' (1:0)"). Recent webpack parses `#` as the
//   start of a private name: webpack 5.112.2 (installed here as eslint-webpack-plugin's peer) reports
//   "Module parse failed: Unexpected token (1:0)" at that line. Now "older webpack versions report ... and recent ones
//   `Unexpected token (1:0)`". Run: webpack 5.112.2 on a .frag file, and 0.5.9 on the same file.
// - Same section, "Vite's `?raw` suffix does not exist in 0.5.9: `import text from './a.md?raw'` fails with the same
//   `Module parse failed`". The sentence follows the asset/source rule for .md and .txt, and with that rule the import
//   works: Rspack matches a rule's test against the path without the query, so './a.md?raw' is the file's text like
//   './a.md'. It fails only without the rule (common-problems-round15a runs that). Now "without the rule above, ...
//   fails with the same `Module parse failed`, and with it the suffix changes nothing". Run: both, with the page's rule.
// - Same section, raw-loader: "An inline `import text from 'raw-loader!./test.txt'` still works in 0.5.9 when
//   `raw-loader` is installed", right after the page's asset/source rule for .md and .txt. With that rule in place it
//   does not give the text: the inline loader runs and the rule's type still applies to ./test.txt, so the module is
//   raw-loader's output taken as source, the string `export default "..."`. Now "when `raw-loader` is installed and no
//   `asset/source` rule also takes `.txt` files (with both, the string is raw-loader's `export default` code; ...)".
//   raw-loader is not installed here: a loader of ours under that name returns `export default <JSON of the text>`,
//   as raw-loader 4 does (common-problems-round36c does the same). Run: the built script is run in a vm context.
// - Same section, zh only: "webpack 中这样导入报 `Module build failed: SyntaxError: Unexpected token, expected ;`，是 Babel
//   把文本当成 JavaScript 解析了" said that an inline raw-loader import fails in webpack with that error. The English page
//   says "If such an import failed in webpack with ..., Babel had parsed the text as JavaScript": a conditional, since
//   raw-loader!./test.txt works in webpack when raw-loader is installed and no other loader takes the file. The zh
//   sentence now reads "如果 webpack 中这样导入报 ...，说明 Babel 把文本当成 JavaScript 解析了". A translation that said more
//   than its English page; no run (webpack 4 and Babel are not installed here), so no test below.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { ROOT, build, distText, pageSays, project, rsbuild } from './topics-support';

test('guide/faq/features "Rsbuild knows scripts, CSS, Less and Sass files, images, SVG, fonts, media, WebAssembly and JSON": a .styl import stops the build with Module parse failed; .css, .less and .scss imports build', () => {
  pageSays(
    'guide/faq/features',
    {
      en: 'Rsbuild knows scripts, CSS, Less and Sass files, images, SVG, fonts, media, WebAssembly and JSON.',
      zh: 'Rsbuild 能识别脚本、CSS、Less、Sass、图片、SVG、字体、媒体文件、WebAssembly 和 JSON。',
    },
    {
      en: 'Rsbuild knows scripts, styles, images,',
      zh: 'Rsbuild 能识别脚本、样式、图片',
    },
  );
  const styl = project({
    'src/index.js': "import './a.styl';\n",
    'src/a.styl': 'body\n  color red\n',
  });
  const failed = rsbuild(styl, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /File: \.\/src\/a\.styl\n {2}× Module parse failed:/);

  const known = project({
    'src/index.js': "import './a.css';\nimport './b.less';\nimport './c.scss';\n",
    'src/a.css': '.a { color: red; }\n',
    'src/b.less': '@c: blue;\n.b { color: @c; }\n',
    'src/c.scss': '$c: green;\n.c { color: $c; }\n',
  });
  assert.match(build(known).output, /dist\/static\/css\/index\.[0-9a-f]{8}\.css/);
});

test('guide/faq/features "older webpack versions report Module parse failed: Unexpected character \'#\' and recent ones Unexpected token (1:0)": webpack 5.112.2 stops at #define PI 3.14159 with Unexpected token (1:0); 0.5.9 stops there too', async () => {
  pageSays(
    'guide/faq/features',
    {
      en: "at a first line such as `#define PI 3.14159`, older webpack versions report `Module parse failed: Unexpected character '#'` and recent ones `Unexpected token (1:0)`,",
      zh: "旧版 webpack 在 `#define PI 3.14159` 这样的第一行报 `Module parse failed: Unexpected character '#'`（新版报 `Unexpected token (1:0)`），",
    },
    {
      en: "webpack reports `Module parse failed: Unexpected character '#'` at a first line",
      zh: '：webpack 在 `#define PI 3.14159` 这样的第一行报',
    },
  );
  const dir = project({
    'src/index.js': "import fragmentShader from './shaders/screen.frag';\nconsole.log(fragmentShader);\n",
    'src/shaders/screen.frag': '#define PI 3.14159\nprecision mediump float;\nvoid main() { gl_FragColor = vec4(PI / 4.0); }\n',
  });

  // webpack as installed here (the peer of eslint-webpack-plugin), no loaders configured.
  const fromPlugin = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('eslint-webpack-plugin'));
  const webpack = fromPlugin('webpack');
  assert.match(fromPlugin('webpack/package.json').version, /^5\./);
  const stats = await new Promise<{ toString: (o: unknown) => string }>((resolve, reject) =>
    webpack(
      { mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'webpack-dist') } },
      (err: Error | null, result: { toString: (o: unknown) => string }) => (err ? reject(err) : resolve(result)),
    ),
  );
  const printed = stats.toString({ colors: false });
  assert.match(printed, /ERROR in \.\/src\/shaders\/screen\.frag 1:0\nModule parse failed: Unexpected token \(1:0\)/);
  assert.doesNotMatch(printed, /Unexpected character '#'/);

  const failed = rsbuild(dir, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /File: \.\/src\/shaders\/screen\.frag\n {2}× Module parse failed:/);
  assert.match(failed.output, /1 │ #define PI 3\.14159/);
});

test("guide/faq/features \"Vite's ?raw suffix does not exist in 0.5.9: without the rule above, import text from './a.md?raw' fails with the same Module parse failed, and with it the suffix changes nothing\": without a rule the build stops at a.md?raw; with the page's asset/source rule it builds and the import is the Markdown text", () => {
  pageSays(
    'guide/faq/features',
    {
      en: "Vite's `?raw` suffix does not exist in 0.5.9: without the rule above, `import text from './a.md?raw'` fails with the same `Module parse failed`, and with it the suffix changes nothing.",
      zh: "0.5.9 没有 Vite 的 `?raw` 后缀：没有上面的规则时，`import text from './a.md?raw'` 同样报 `Module parse failed`；有了规则，加不加这个后缀结果都一样。",
    },
    {
      en: "does not exist in 0.5.9: `import text from './a.md?raw'` fails",
      zh: "后缀：`import text from './a.md?raw'` 同样报",
    },
  );
  const files = {
    'src/a.md': '# Title\n\nSome *text*.\n',
    'src/index.js': "import text from './a.md?raw';\nimport same from './a.md';\nwindow.result = [text, same];\n",
  };
  const plain = project({ ...files, 'src/index.js': "import text from './a.md?raw';\nwindow.result = text;\n" });
  const failed = rsbuild(plain, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.match(failed.output, /File: \.\/src\/a\.md\?raw\n {2}× Module parse failed:/);

  const ruled = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { minify: false }, tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.(md|txt)$/, type: 'asset/source' }]); } } };\n",
  });
  build(ruled);
  const js = distText(ruled, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(js.split('"# Title\\n\\nSome *text*.\\n"').length - 1, 2, js);
});

/** Runs the scripts of dist/index.html in order, in a vm context standing in for window; returns that context. */
function runPage(dir: string): Record<string, unknown> {
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const context: Record<string, unknown> = {};
  context.window = context;
  context.self = context;
  vm.createContext(context);
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    vm.runInContext(fs.readFileSync(path.join(dir, 'dist', src), 'utf8'), context);
  }
  return context;
}

test('guide/faq/features "raw-loader!./test.txt still works in 0.5.9 when raw-loader is installed and no asset/source rule also takes .txt files (with both, the string is raw-loader\'s export default code": without the rule the import is the text; with the page\'s rule it is export default "..."', () => {
  pageSays(
    'guide/faq/features',
    {
      en: "still works in 0.5.9 when `raw-loader` is installed and no `asset/source` rule also takes `.txt` files (with both, the string is raw-loader's `export default` code; without `raw-loader` the build stops with `Failed to resolve loader: raw-loader`).",
      zh: '，且没有 `asset/source` 规则同时处理 `.txt`（否则得到的是 raw-loader 生成的 `export default` 代码）；',
    },
    {
      en: 'still works in 0.5.9 when `raw-loader` is installed (without it the build stops',
      zh: '（没装时报 `Failed to resolve loader: raw-loader`）；',
    },
  );
  const files = {
    'node_modules/raw-loader/package.json': '{ "name": "raw-loader", "main": "index.js" }\n',
    'node_modules/raw-loader/index.js': "module.exports = function (source) {\n  return 'export default ' + JSON.stringify(source);\n};\n",
    'src/test.txt': 'hello notes\n',
    'src/index.js': "import text from 'raw-loader!./test.txt';\nwindow.text = text;\n",
  };
  const plain = project(files);
  build(plain);
  assert.equal(runPage(plain).text, 'hello notes\n');

  const ruled = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.(md|txt)$/, type: 'asset/source' }]); } } };\n",
  });
  build(ruled);
  assert.equal(runPage(ruled).text, 'export default "hello notes\\n"');
});
