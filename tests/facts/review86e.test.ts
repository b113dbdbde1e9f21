// Facts behind the second accuracy review of session 86 (slice e): guide/framework/vue3 and
// config/performance/bundle-analyze, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/framework/vue3, vueLoaderOptions: "Without it, the compiled template calls resolveComponent('my-widget'),
//   and Vue warns at runtime that it cannot resolve the component." Only in development: Vue 3.4.21's esm-bundler
//   build keeps its warnings behind process.env.NODE_ENV !== 'production', so the JavaScript of rsbuild build has no
//   "Failed to resolve" text at all, while a build with NODE_ENV=development has it in lib-vue.js. Both
//   compile the template to resolveComponent("my-widget").
// - config/performance/bundle-analyze, first paragraph: the analyzer "draws every output file as an interactive
//   treemap". webpack-bundle-analyzer 4.10.1 (as compiled into @rsbuild/shared 0.5.9) keeps only assets whose name
//   ends in .js or .mjs and that belong to a chunk (getViewerData); a build with a CSS file and an async chunk gives a
//   report of its two JavaScript files, without the CSS file or index.html. The excludeAssets item now says it
//   applies to JavaScript files, and its example no longer excludes /\.css$/ (which matched nothing).
// - config/performance/bundle-analyze, Common problems, "See which files the build outputs": "every build lists each
//   file with its size and gzipped size". The table of rsbuild build leaves out source maps and .LICENSE.txt files
//   (core/src/plugins/fileSize.ts 16-18, filterAsset): with output.sourceMap.js and a /*! license */ comment, dist has
//   index.[hash].js.map and index.[hash].js.LICENSE.txt, and the table names neither.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VUE_LINKS, build, distFiles, distText, hashed, pageSays, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/framework/vue3

test('guide/framework/vue3 "Without it, the compiled template calls resolveComponent(\'my-widget\'), and in development Vue warns that it cannot resolve the component (a production build leaves Vue\'s warnings out)": with pluginVue and <my-widget> in App.vue, rsbuild build compiles resolveComponent("my-widget") and its JavaScript has no "Failed to resolve" warning; with NODE_ENV=development the build has it', () => {
  pageSays(
    'guide/framework/vue3',
    {
      en: "and in development Vue warns that it cannot resolve the component (a production build leaves Vue's warnings out, so it prints nothing).",
      zh: '开发模式下 Vue 会警告无法解析该组件（生产构建里没有 Vue 的警告代码，什么也不会打印）。',
    },
    { en: 'and Vue warns at runtime that it cannot resolve the component', zh: 'Vue 会在运行时警告无法解析该组件' },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
      'src/App.vue': '<template>\n  <my-widget>hi</my-widget>\n</template>\n',
    },
    VUE_LINKS,
  );
  build(dir);
  const production = distText(dir, /\.js$/);
  assert.match(production, /resolveComponent\)\("my-widget"\)/);
  assert.ok(!production.includes('Failed to resolve'), 'no warning text in the production build');
  const dev = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(dev.code, 0, dev.output);
  const development = distText(dir, /\.js$/);
  assert.match(development, /resolveComponent\)\("my-widget"\)/);
  // Vue builds the message at run time: `Failed to resolve ${type.slice(0, -1)}: ${name}${extra}`.
  assert.ok(development.includes('Failed to resolve ${type'), 'the warning text in the development build');
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/bundle-analyze

test('config/performance/bundle-analyze "draws the JavaScript files of the build as an interactive treemap (only .js and .mjs files: CSS, HTML and images are not in the report)": the JSON report of a build with a CSS file and an async chunk holds its two JavaScript files only', () => {
  pageSays(
    'config/performance/bundle-analyze',
    {
      en: 'which draws the JavaScript files of the build as an interactive treemap (only `.js` and `.mjs` files: CSS, HTML and images are not in the report)',
      zh: '它会把构建输出的 JavaScript 文件绘制成可交互的矩形树图（只包含 `.js` 和 `.mjs` 文件，CSS、HTML 和图片都不在报告里）',
    },
    { en: 'draws every output file', zh: '它会把每个产物文件绘制成' },
  );
  pageSays(
    'config/performance/bundle-analyze',
    {
      en: 'JavaScript files to leave out of the report (other files are never in it).',
      zh: '要从报告中排除的 JavaScript 文件（其他类型的文件本来就不在报告里）。',
    },
    {
      en: "excludeAssets: [/\\.css$/, (name) => name.includes('/async/')]",
      zh: "excludeAssets: [/\\.css$/, (name) => name.includes('/async/')]",
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { performance: { bundleAnalyze: { analyzerMode: 'json', reportFilename: 'report.json' } } };\n",
    'src/index.js': "import './a.css';\nimport('./lazy').then((m) => console.log(m.default));\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/a.css': '.a { color: red; }\n',
  });
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/css/index.[hash].css') && files.includes('index.html'), files.join());
  const report = JSON.parse(distText(dir, /^report\.json$/)) as { label: string }[];
  const labels = report.map((asset) => asset.label.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/async\/\d+\./, 'async/[id].')).sort();
  assert.deepEqual(labels, ['static/js/async/[id].[hash].js', 'static/js/index.[hash].js']);
});

test('config/performance/bundle-analyze "every rsbuild build lists each output file except source maps (.map) and .LICENSE.txt files": with output.sourceMap.js and a /*! license */ comment, dist holds index.[hash].js.map and index.[hash].js.LICENSE.txt, and the size table names neither', () => {
  pageSays(
    'config/performance/bundle-analyze',
    {
      en: 'every `rsbuild build` lists each output file except source maps (`.map`), `.LICENSE.txt` files and the files copied from `public/`, with its size and gzipped size',
      zh: '每次 `rsbuild build` 都会在 `Production file sizes:` 之后列出每个产物文件的体积和 gzip 后的体积（source map 即 `.map` 文件、`.LICENSE.txt` 文件以及从 `public/` 复制的文件不列出）',
    },
    { en: 'every build lists each file with its size', zh: '每次构建都会在 `Production file sizes:` 之后列出每个文件' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n",
    'src/index.js': '/*! @license MIT fact */\nexport const add = (a, b) => a + b;\nconsole.log(add(1, 2));\n',
  });
  const { output } = build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/js/index.[hash].js.map'), files.join());
  assert.ok(files.includes('static/js/index.[hash].js.LICENSE.txt'), files.join());
  assert.match(output, /Production file sizes:/);
  assert.match(output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s/);
  assert.doesNotMatch(output, /\.map\b|LICENSE/);
});
