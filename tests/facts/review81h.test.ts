// Facts behind statements fixed in review 81 (slice h: config/output/polyfill, config/output/filename,
// config/output/copy), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/polyfill, "Where the polyfills go": core-js, @swc/helpers, tslib and @babel/runtime "are grouped into a
//   separate chunk, lib-polyfill". Only once the modules they match add up to Rspack's minSize (20000 bytes in
//   production): split-by-experience's lib-polyfill group (core/src/plugins/splitChunks.ts) sets no `enforce`. A class
//   with a getter, compiled for IE 11, needs two @swc/helpers functions (_class_call_check, _create_class), which stay
//   in index.js.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, page, project } from './topics-support';

/** Asserts that both languages of `route` hold the given words and no longer hold the old ones. */
function says(route: string, words: Record<'en' | 'zh', string>, old?: Record<'en' | 'zh', string>): void {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, route);
    assert.ok(text.includes(words[lang]), `${lang}: the page says so`);
    if (old) assert.ok(!text.includes(old[lang]), `${lang}: the old wording is gone`);
  }
}

/** The JavaScript files of a build, with their content hash written as [hash]. */
const scripts = (dir: string): string[] =>
  distFiles(dir)
    .filter((f) => /^static\/js\/.*\.js$/.test(f))
    .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill, "Where the polyfills go"

test('config/output/polyfill "once their modules add up to Rspack\'s minSize (20,000 bytes in production): the @swc/helpers functions of one class compiled for IE 11 stay in the entry\'s chunk": no lib-polyfill chunk for them, while an Object.assign call for IE 11 gets one', () => {
  says('config/output/polyfill', {
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
