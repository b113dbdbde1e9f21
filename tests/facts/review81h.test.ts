// Facts behind statements fixed in review 81 (slice h: config/output/polyfill, config/output/filename,
// config/output/copy), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/polyfill, "Where the polyfills go": core-js, @swc/helpers, tslib and @babel/runtime "are grouped into a
//   separate chunk, lib-polyfill". Only once the modules they match add up to Rspack's minSize (20000 bytes in
//   production): split-by-experience's lib-polyfill group (core/src/plugins/splitChunks.ts) sets no `enforce`. A class
//   with a getter, compiled for IE 11, needs two @swc/helpers functions (_class_call_check, _create_class), which stay
//   in index.js.
// - config/output/polyfill, the Vue CLI paragraph: "Only with polyfill 'off' (or 'ua') are core-js imports no longer
//   pointed to that copy: the same import then stops the build". The alias to Rsbuild's core-js is set for web targets
//   only (core/src/provider/plugins/swc.ts: applyCoreJs inside isWebTarget), so the node and service-worker targets miss
//   it too; and without the alias the import resolves as any package's: a project installed with pnpm has no core-js
//   of its own to find, and the build stops, while npm hoists the core-js of @rsbuild/core to the project's
//   node_modules, where it is found (a real npm install of @rsbuild/core 0.5.9 placed core-js 3.36.1 there). The
//   projects below stand for both layouts: @rsbuild/core linked alone (pnpm), and with its core-js beside it (npm).
// - config/output/filename, Caveats: "Assets smaller than output.dataUriLimit are inlined as data URIs and get no file
//   name at all". The limit is inclusive (Rspack's dataUrlCondition.maxSize, as output.dataUriLimit's page says: a file
//   of exactly 10000 bytes is inlined), and `?url` (core/src/plugins/asset.ts, the `<type>-asset-url` rule of type
//   asset/resource) emits a file named by filename.image however small it is, imported or in a CSS url().
// - config/output/copy, force and priority: "force lets a copied file overwrite an output file of the same name. Without
//   it, the file that is already there wins". True of a file the compilation has already emitted, such as the entry
//   script, but not of the HTML pages, which html-rspack-plugin emits after the copy: a file copied to dist/index.html
//   fails the build with "Conflict: Multiple assets emit different content to the same filename index.html", with
//   force and without it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

/** The JavaScript files of a build, with their content hash written as [hash]. */
const scripts = (dir: string): string[] =>
  distFiles(dir)
    .filter((f) => /^static\/js\/.*\.js$/.test(f))
    .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill, "Where the polyfills go"

test('config/output/polyfill "once their modules add up to Rspack\'s minSize (20,000 bytes in production): the @swc/helpers functions of one class compiled for IE 11 stay in the entry\'s chunk": no lib-polyfill chunk for them, while an Object.assign call for IE 11 gets one', () => {
  pageSays('config/output/polyfill', {
    en: "once their modules add up to Rspack's `minSize` (20,000 bytes in production): the `@swc/helpers` functions of one class compiled for IE 11 stay in the entry's chunk",
    zh: '前提是这些模块的总大小达到 Rspack 的 `minSize`（生产模式下为 20000 字节）：为 IE 11 编译一个 class 所用的 `@swc/helpers` 函数会留在入口的 chunk 中',
  });
  const classOnly = project({
    '.browserslistrc': 'ie 11\n',
    'src/index.js':
      'class Point {\n  constructor(x) {\n    this.x = x;\n  }\n  get double() {\n    return this.x * 2;\n  }\n}\ndocument.title = String(new Point(2).double);\n',
  });
  build(classOnly);
  assert.deepEqual(scripts(classOnly), ['static/js/index.[hash].js']);
  const index = distText(classOnly, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  for (const helper of ['_class_call_check', '_create_class']) assert.ok(index.includes(helper), helper);
  // The same browser list with a polyfill that core-js adds: its modules pass minSize, and lib-polyfill is there.
  const assign = project({ '.browserslistrc': 'ie 11\n', 'src/index.js': 'document.title = Object.assign({}, { a: 1 }).a;\n' });
  build(assign);
  assert.deepEqual(scripts(assign), ['static/js/index.[hash].js', 'static/js/lib-polyfill.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill, the Vue CLI paragraph of "Can't resolve 'core-js/modules/…'"

test("config/output/polyfill \"With polyfill: 'off' (or 'ua'), and for the node and service-worker targets, core-js imports are not pointed to that copy ... in a test project installed with pnpm the same import then stopped the build with the Can't resolve message above, while one installed with npm built\": usage and entry resolve it without core-js in the project", () => {
  pageSays(
    'config/output/polyfill',
    {
      en: "With `polyfill: 'off'` (or `'ua'`), and for the `node` and `service-worker` targets, `core-js` imports are not pointed to that copy but resolved as any package is: in a test project installed with pnpm the same import then stopped the build with the `Can't resolve` message above, while one installed with npm built from the `core-js` that npm had hoisted for `@rsbuild/core`.",
      zh: "设置 `polyfill: 'off'`（或 `'ua'`）时，以及 `node`、`service-worker` 构建目标下，对 `core-js` 的导入不再指向这份副本，而是像普通包一样解析：在用 pnpm 安装的测试项目中，同样的导入以上面的 `Can't resolve` 报错中止了构建；而在用 npm 安装的测试项目中，它用上了 npm 为 `@rsbuild/core` 提升到顶层的 `core-js`，构建通过。",
    },
    { en: "Only with `polyfill: 'off'` (or `'ua'`) are", zh: "只有设置 `polyfill: 'off'`（或 `'ua'`）时" },
  );
  const source = { 'src/index.js': "import 'core-js/modules/es.object.to-string';\ndocument.title = 'ok';\n" };
  const config = (output: string): Record<string, string> => ({ 'rsbuild.config.mjs': `export default { output: ${output} };\n` });
  const CANT = "Can't resolve 'core-js/modules/es.object.to-string'";
  // pnpm's layout: @rsbuild/core is the project's only package; its core-js is not reachable from src/.
  const pnpmLike = (output: string): string => project({ ...source, ...config(output) }, { '@rsbuild/core': 'rsbuild-0.5' });
  for (const output of ["{ polyfill: 'usage' }", "{ polyfill: 'entry' }", "{ targets: ['web-worker'] }"]) {
    const run = rsbuild(pnpmLike(output), ['build']);
    assert.equal(run.code, 0, `${output}\n${run.output}`);
  }
  for (const output of ["{ polyfill: 'off' }", "{ polyfill: 'ua' }", "{ targets: ['node'] }", "{ targets: ['service-worker'] }"]) {
    const run = rsbuild(pnpmLike(output), ['build']);
    assert.ok(run.output.includes(CANT), `${output}\n${run.output}`);
    assert.ok(run.output.includes('Failed to build.'), output);
  }
  // npm's layout: the core-js that @rsbuild/core 0.5.9 depends on sits at the top of the project's node_modules.
  const core = fs.realpathSync(path.join(ROOT, 'node_modules', 'rsbuild-0.5'));
  const coreJs = path.dirname(createRequire(path.join(core, 'package.json')).resolve('core-js/package.json'));
  for (const output of ["{ polyfill: 'off' }", "{ targets: ['node'] }"]) {
    const dir = pnpmLike(output);
    fs.symlinkSync(coreJs, path.join(dir, 'node_modules', 'core-js'), 'dir');
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, `${output}\n${run.output}`);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename, Caveats

test('config/output/filename "Assets of up to output.dataUriLimit bytes are inlined as data URIs and get no file name, unless referenced with ?url": a 10000-byte image is inlined, a 10001-byte one is a file, and a 100-byte one imported or in CSS with ?url is a file named by filename.image', () => {
  pageSays(
    'config/output/filename',
    {
      en: '- Assets of up to [output.dataUriLimit](/config/output/data-uri-limit) bytes are inlined as data URIs and get no file name, unless referenced with `?url`.',
      zh: '- 不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 字节的静态资源会被内联为 data URI，不会有文件名（用 `?url` 引用的除外）。',
    },
    { en: 'Assets smaller than [output.dataUriLimit]', zh: '- 小于 [output.dataUriLimit]' },
  );
  const dir = project({
    'src/exact.png': Buffer.alloc(10_000, 'x'),
    'src/over.png': Buffer.alloc(10_001, 'x'),
    'src/small.png': Buffer.alloc(100, 's'),
    'src/bg.png': Buffer.alloc(100, 'b'),
    'src/style.css': ".a { background: url('./bg.png?url'); }\n",
    'src/index.js':
      "import exact from './exact.png';\nimport over from './over.png';\nimport small from './small.png?url';\nimport './style.css';\nwindow.result = [exact, over, small];\n",
    'rsbuild.config.mjs': "export default { output: { filename: { image: 'img-[name].[contenthash:8][ext]' } } };\n",
  });
  build(dir);
  const images = distFiles(dir)
    .filter((f) => f.startsWith('static/image/'))
    .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  assert.deepEqual(images, ['static/image/img-bg.[hash].png', 'static/image/img-over.[hash].png', 'static/image/img-small.[hash].png']);
  assert.equal(
    distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).split('data:image/png;base64,').length - 1,
    1,
    'the 10000-byte image is inlined',
  );
  assert.match(distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /url\(\/static\/image\/img-bg\.[0-9a-f]{8}\.png\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy, force and priority

test('config/output/copy "force lets a copied file overwrite an output file of the same name, such as a script of the bundle ... a file copied to dist/index.html fails the build with a Conflict error, with or without force"', () => {
  pageSays('config/output/copy', {
    en: '`force` lets a copied file overwrite an output file of the same name, such as a script of the bundle. Without it, the file that is already there wins, for example the one copied by an earlier pattern. `priority` orders patterns that write the same file: patterns with a higher priority are copied later, so together with `force` they win. Files that Rsbuild writes after the copy are the exception, such as the HTML pages (`dist/index.html`), source maps, `.LICENSE.txt` files and the [favicon](/config/html/favicon): a file with other content copied to one of their names fails the build with a `Conflict` error, with or without `force`.',
    zh: 'Rsbuild 在复制之后才写入的文件是例外，例如 HTML 页面（`dist/index.html`）、source map、`.LICENSE.txt` 文件和 [favicon](/zh/config/html/favicon)：把内容不同的文件复制到它们的路径时，无论是否设置 `force`，构建都会因 `Conflict` 报错而失败。',
  });
  const files = {
    'src/index.js': "console.log('from the bundle');\n",
    'copied/index.js': "console.log('copied');\n",
    'copied/index.html': '<!doctype html><title>copied</title>\n',
  };
  // The entry script (no hash, to share its name): replaced with force, kept without.
  for (const force of [true, false]) {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { filenameHash: false, copy: [{ from: './copied/index.js', to: 'static/js/index.js', force: ${force} }] } };\n`,
    });
    build(dir);
    const script = distText(dir, /^static\/js\/index\.js$/);
    assert.equal(script.includes('copied'), force, `force: ${force}`);
    assert.equal(script.includes('from the bundle'), !force, `force: ${force}`);
  }
  // The page: a conflict either way.
  for (const force of [true, false]) {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { copy: [{ from: './copied/index.html', force: ${force}, priority: 10 }] } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.ok(
      run.output.includes('Conflict: Multiple assets emit different content to the same filename index.html'),
      `force: ${force}\n${run.output}`,
    );
    assert.ok(run.output.includes('Failed to build.'), `force: ${force}`);
  }
});
