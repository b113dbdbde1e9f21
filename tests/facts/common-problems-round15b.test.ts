// Facts behind the fifteenth round's (b) items, as Chinese readers describe the problem: a version number in the file
// names against cached old files, class names "lost" after the build (.drop-action read as styles.dropAction), and
// on-demand styles of a component library in a Vue CLI 5 + Vue 3 + TypeScript project. Each runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project).
//
// Facts run by earlier files, not again here:
// - guide/faq/blank-page "npm run build, then double-clicking dist/index.html does nothing": from file:// the default
//   /static/js/... misses and the page stays empty (common-problems-round8a.test.ts 'guide/faq/blank-page "npm run
//   build, then opening dist/index.html does nothing"'); './' from disk (common-problems-round11a.test.ts "icon font
//   ERR_FILE_NOT_FOUND").
// - config/output/asset-prefix "deployed to a sub-directory (二级目录/子目录) of the web server": '/shop/' makes the
//   HTML ask for /shop/static/js/... and the page runs there (common-problems-round7a.test.ts and round9b); "'' is the
//   same as '/'" (common-problems-round5a.test.ts); "'auto' runs from any directory, / and /a/b/"
//   (common-problems-round13b.test.ts).
// - config/output/dist-path "change the build folder": distPath.root moves the output to build/
//   (common-problems-round11a.test.ts 'config/output/dist-path "how to change the JS output path"').
// - config/source/transform-import "a .babelrc with babel-plugin-import is not read" (common-problems-round5b.test.ts).
// - guide/basic/css-modules "a default import of a file without .module. is an empty object" (common-problems.test.ts
//   'guide/basic/css-modules "the file is global CSS and its import is an empty object"').
//
// Claims about other tools rest on their documentation, not on a run here:
// - nginx serving the output folder under `location /shop/` (the asset-prefix item names it as an example of a
//   sub-directory; what Rsbuild writes into the HTML is what the tests above run).
// - `Cache-Control: no-cache` makes a browser revalidate a cached response with the server before using it (RFC 9111,
//   5.2.2.4); no browser cache is run here.
// - Vant 2 and 3 document on-demand import with babel-plugin-import as { libraryName: 'vant', libraryDirectory: 'es',
//   style: true } and ships es/<component>/index and es/<component>/style/index; the stand-in package below has that
//   layout. vue-loader 17 with experimentalInlineMatchResource (set by @rsbuild/plugin-vue 0.5.9, its src/index.ts)
//   hands the <script lang="ts"> block on as App.vue.ts!=!…; the stand-in loader below does the same.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'node:test';
import { build, distFiles, distText, edit, PNG, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "add a version number to the file names against cached old files": a production build names JS, CSS and images with an 8-character content hash; a change gives the JS a new name that index.html points to, while index.html keeps its name', () => {
  const dir = project({
    // Above output.dataUriLimit (10000 bytes), so the image is emitted rather than inlined.
    'src/logo.png': Buffer.concat([PNG, Buffer.alloc(12_000)]),
    'src/index.css': 'body { color: red; }\n',
    'src/index.js': "import './index.css';\nimport logo from './logo.png';\nconsole.log('v1', logo);\n",
  });
  build(dir);
  const first = distFiles(dir);
  assert.ok(first.includes('index.html'));
  assert.ok(
    first.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    first.join(', '),
  );
  assert.ok(
    first.some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)),
    first.join(', '),
  );
  assert.ok(
    first.some((f) => /^static\/image\/logo\.[0-9a-f]{8}\.png$/.test(f)),
    first.join(', '),
  );
  const js1 = first.find((f) => /^static\/js\/index\./.test(f));
  assert.ok(js1 && distText(dir, /^index\.html$/).includes(`/${js1}`));

  edit(dir, 'src/index.js', "'v1'", "'v2'");
  build(dir);
  const second = distFiles(dir);
  const js2 = second.find((f) => /^static\/js\/index\./.test(f));
  assert.ok(js2 && js2 !== js1, `${js1} -> ${js2}`);
  assert.ok(second.includes('index.html'));
  const html = distText(dir, /^index\.html$/);
  assert.ok(html.includes(`/${js2}`) && !html.includes(`/${js1}`));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test("config/output/css-modules \"class names lost after the build: .drop-action read as styles.dropAction\": with the default camelCase both styles.dropAction and styles['drop-action'] hold the class; exportLocalsConvention 'asIs' leaves styles.dropAction undefined", () => {
  const run = (config: string): Record<string, string> => {
    const dir = project({
      'src/list.module.css': '.drop-action { color: red; }\n',
      'src/index.js':
        "import styles from './list.module.css';\nglobalThis.result = { camel: String(styles.dropAction), dashed: String(styles['drop-action']) };\n",
      'rsbuild.config.mjs': `export default { performance: { chunkSplit: { strategy: 'all-in-one' } }${config} };\n`,
    });
    build(dir);
    const ctx: { result?: Record<string, string> } = {};
    vm.runInNewContext(distText(dir, /^static\/js\/index\.\w+\.js$/), ctx);
    assert.match(distText(dir, /\.css$/), /\.drop-action-[\w-]{6}\{color:red\}/);
    return ctx.result ?? {};
  };
  const byDefault = run('');
  assert.match(byDefault.camel, /^drop-action-[\w-]{6}$/);
  assert.equal(byDefault.dashed, byDefault.camel);
  const asIs = run(", output: { cssModules: { exportLocalsConvention: 'asIs' } }");
  assert.equal(asIs.camel, 'undefined');
  assert.match(asIs.dashed, /^drop-action-[\w-]{6}$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test("config/source/transform-import \"Vue CLI 5 + Vue 3 + TypeScript, on-demand vant styles\": { libraryName: 'vant', libraryDirectory: 'es', style: true } (babel.config.js is not read) rewrites import { Button } from 'vant' in a .ts file and in the <script lang=\"ts\"> of a .vue file: the component and its style are bundled, the whole library is not", () => {
  const dir = project({
    'node_modules/vant/package.json': '{ "name": "vant", "version": "3.6.0", "main": "lib/index.js", "module": "es/index.mjs" }\n',
    'node_modules/vant/lib/index.js': 'console.log("WHOLE_VANT"); exports.Button = {}; exports.Cell = {};\n',
    'node_modules/vant/es/index.mjs': 'console.log("WHOLE_VANT"); export const Button = {}; export const Cell = {};\n',
    'node_modules/vant/es/button/index.mjs': 'export default { name: "VAN_BUTTON" };\n',
    'node_modules/vant/es/button/style/index.mjs': 'import "../index.css";\n',
    'node_modules/vant/es/button/index.css': '.van-button { height: 44px; }\n',
    'node_modules/vant/es/cell/index.mjs': 'export default { name: "VAN_CELL" };\n',
    'node_modules/vant/es/cell/style/index.mjs': 'import "../index.css";\n',
    'node_modules/vant/es/cell/index.css': '.van-cell { display: flex; }\n',
    // What the Vue CLI project leaves behind; babel-plugin-import is not installed, so a build that read this file
    // would fail.
    'babel.config.js':
      "module.exports = { presets: ['@vue/cli-plugin-babel/preset'], plugins: [['import', { libraryName: 'vant', libraryDirectory: 'es', style: true }, 'vant']] };\n",
    'src/App.vue':
      '<template><van-cell /></template>\n<script lang="ts">\nimport { Cell } from \'vant\';\nconst cell: { name: string } = Cell;\nexport default { components: { Cell: cell } };\n</script>\n',
    'src/main.ts':
      "import { Button } from 'vant';\nimport App from './App.vue';\nconst button: { name: string } = Button;\nconsole.log(button.name, App);\n",
    // vue-loader's part: the .vue file becomes a module importing its <script lang="ts"> block as App.vue.ts!=!…,
    // which Rsbuild's own rule for .ts files (SWC) compiles; the second loader cuts the block out.
    'vue-stand-in-loader.cjs':
      "module.exports = function () { return `export { default } from ${JSON.stringify('./App.vue.ts!=!./App.vue?type=script')};\\n`; };\n",
    'script-block-loader.cjs':
      'module.exports = function (source) { return source.match(/<script lang="ts">([\\s\\S]*?)<\\/script>/)[1]; };\n',
    'rsbuild.config.mjs': [
      "import path from 'node:path';",
      'export default {',
      "  source: { entry: { index: './src/main.ts' }, transformImport: [{ libraryName: 'vant', libraryDirectory: 'es', style: true }] },",
      '  tools: { rspack: { module: { rules: [',
      "    { test: /\\.vue$/, resourceQuery: { not: /type=script/ }, loader: path.resolve('vue-stand-in-loader.cjs') },",
      "    { test: /\\.vue\\.ts$/, enforce: 'pre', loader: path.resolve('script-block-loader.cjs') },",
      '  ] } } },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /VAN_BUTTON/);
  assert.match(js, /VAN_CELL/);
  assert.doesNotMatch(js, /WHOLE_VANT/);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.van-button\{height:44px\}/);
  assert.match(css, /\.van-cell\{display:flex\}/);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
});
