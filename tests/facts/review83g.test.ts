// Facts behind statements fixed in review 83 (slice g), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/server/public-dir, the caveat "Do not import public files from your code": "import back from
//   '../public/img/back.png' builds, but adds a second, hashed copy, static/image/back.[hash].png", and the first item of
//   "Common problems": "The require() itself works, but bundles a second copy, static/image/logo.[hash].png". Only for
//   an image above output.dataUriLimit (10000 bytes by default, inclusive): one of 10000 bytes or less is inlined into
//   the JavaScript as a base64 data URL, and no static/image file is written for it.
// - config/source/entry, "Entry names and pages": a new key contact gives "contact.html, which loads only
//   static/js/contact.[hash].js"; the item on many pages ("which loads only that entry's JS and CSS") and the section
//   "Are multiple entries supported?" ("each loading only its own JavaScript and CSS") say the same. A chunk split from
//   code that two entries import is loaded by both pages: with a large module shared by index and contact,
//   contact.html loads static/js/<number>.[hash].js before its own script, and index.html loads the same file. What
//   holds is that a page loads no other entry's own file.
// - config/source/entry, "Function type": "Write the function so that every call is harmless: it must return entries for
//   any target it receives (including 'web' in a build without it)". It need not: in a build with targets ['node'] the
//   entries of the 'web' calls are not built, and a function that returns nothing or {} for 'web' builds
//   dist/server/index.js as well. What holds is that it must not throw: one that throws on 'web' stops the build.
// - config/source/entry, the web extension item: "performance.chunkSplit { strategy: 'all-in-one' } keeps each entry in
//   one file". A dynamic import() still gets its own file: with all-in-one and filenameHash false, popup (which imports
//   a large module shared with contentScript and import()s another) writes static/js/popup.js and
//   static/js/async/<number>.js; the shared module is in both entry files rather than in a chunk of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, hashed, pageSays, project, rsbuild } from './topics-support';

/** The script URLs of a built HTML file, with their content hash written as [hash]. */
const scripts = (dir: string, html: string): string[] =>
  [...distText(dir, new RegExp(`^${html.replace('.', '\\.')}$`)).matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) =>
    m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'),
  );

/** An image file of `size` bytes (a PNG signature, then filler). */
const image = (size: number): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(size - 4, 7)]);

test('config/server/public-dir "bundles a second copy ... or a base64 data URL ... when the image is 10000 bytes or less": importing or requiring ../public/img/*.png writes static/image/<name>.[hash].png for images of 10001 bytes, and inlines images of 10000 bytes as data:image/png;base64 with no static/image file; the public files are still copied to dist/img/', () => {
  pageSays('config/server/public-dir', {
    en: 'builds, but bundles a second copy: `static/image/back.[hash].png`, or a base64 data URL in the JavaScript when the image is 10000 bytes or less;',
    zh: '可以构建，但会再打包一份副本：带 hash 的 `static/image/back.[hash].png`，图片不超过 10000 字节时则是内联在 JavaScript 中的 base64 data URL；',
  });
  pageSays('config/server/public-dir', {
    en: 'but bundles a second copy, `static/image/logo.[hash].png` (for an image of 10000 bytes or less, a base64 data URL in the JavaScript).',
    zh: '但会再打包一份 `static/image/logo.[hash].png`（图片不超过 10000 字节时则是 JavaScript 中内联的 base64 data URL）。',
  });
  const dir = project({
    'public/img/back.png': image(10_001),
    'public/img/icon.png': image(10_000),
    'public/img/logo.png': image(10_001),
    'public/img/dot.png': image(10_000),
    'src/index.js': [
      "import back from '../public/img/back.png';",
      "import icon from '../public/img/icon.png';",
      "const logo = require('../public/img/logo.png');",
      "const dot = require('../public/img/dot.png');",
      'console.log(back, icon, logo, dot);',
      '',
    ].join('\n'),
  });
  build(dir);
  const files = hashed(distFiles(dir));
  assert.deepEqual(
    files.filter((f) => f.startsWith('static/image/')),
    ['static/image/back.[hash].png', 'static/image/logo.[hash].png'],
  );
  for (const name of ['back', 'icon', 'logo', 'dot']) assert.ok(files.includes(`img/${name}.png`), name);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(js.match(/data:image\/png;base64,/g)?.length, 2);
  assert.match(js, /static\/image\/back\.[0-9a-f]{8}\.png/);
  assert.match(js, /static\/image\/logo\.[0-9a-f]{8}\.png/);
});

test('config/source/entry "contact.html, which loads static/js/contact.[hash].js and no other entry\'s own file; a chunk split from code both entries import is loaded by both pages": with a large module imported by index and contact, both HTML files load the same static/js/<number>.[hash].js, and neither loads the other entry\'s file', () => {
  pageSays('config/source/entry', {
    en: "gives `contact.html`, which loads `static/js/contact.[hash].js` and none of the other entries' own files",
    zh: '就会生成 `contact.html`，它加载 `static/js/contact.[hash].js`，不会加载其他入口自己的文件',
  });
  pageSays('config/source/entry', {
    en: "which loads only that entry's JS and CSS and the chunks split from it",
    zh: '其中只引用这个入口自己的 JS 和 CSS，以及从它拆分出的 chunk',
  });
  pageSays('config/source/entry', {
    en: "each loading only its own entry's JavaScript and CSS and the chunks split from it",
    zh: '每个页面只加载自己入口的 JavaScript 和 CSS，以及从中拆分出的 chunk',
  });
  const words = Array.from({ length: 3000 }, (_, i) => `word${i * 7919}`).join(' ');
  const dir = project({
    'src/shared.js': `export const text = ${JSON.stringify(words)};\n`,
    'src/index.js': "import { text } from './shared';\nconsole.log('index', text.length);\n",
    'src/contact.js': "import { text } from './shared';\nconsole.log('contact', text.slice(0, 4));\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', contact: './src/contact.js' } } };\n",
  });
  build(dir);
  const contact = scripts(dir, 'contact.html');
  const index = scripts(dir, 'index.html');
  assert.equal(contact.length, 2, contact.join());
  assert.match(contact[0], /^\/static\/js\/\d+\.\[hash\]\.js$/);
  assert.equal(contact[1], '/static/js/contact.[hash].js');
  assert.deepEqual(index, [contact[0], '/static/js/index.[hash].js']);
});

test("config/source/entry \"it also receives 'web' in a build without it, where what it returns is not built ({} or nothing will do), so it must not throw\": with targets ['node'], a function that returns nothing or {} for 'web' builds dist/server/index.js and nothing else; one that throws on 'web' stops the build with its message", () => {
  pageSays('config/source/entry', {
    en: "it also receives `'web'` in a build without it, where what it returns is not built (`{}` or nothing will do), so it must not throw on a target it does not expect",
    zh: "即使不构建 web，它也会收到 `'web'`，这时返回的入口不会被构建（返回 `{}` 或什么都不返回都可以），所以遇到意料之外的目标时不要抛出错误",
  });
  const config = (web: string): string =>
    `export default { output: { targets: ['node'] }, source: { entry: ({ target }) => { if (target === 'node') return { index: './src/server.js' }; ${web} } } };\n`;
  for (const web of ['return undefined;', 'return {};']) {
    const dir = project({ 'src/server.js': "console.log('server');\n", 'rsbuild.config.mjs': config(web) });
    build(dir);
    assert.deepEqual(distFiles(dir), ['server/index.js'], web);
  }
  const throws = project({
    'src/server.js': "console.log('server');\n",
    'rsbuild.config.mjs': config("throw new Error('unexpected target ' + target);"),
  });
  const run = rsbuild(throws, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /unexpected target web/);
});

test("config/source/entry \"{ strategy: 'all-in-one' } keeps each entry in one file, apart from the chunks of a dynamic import()\": with all-in-one and filenameHash false, two entries sharing a large module write static/js/popup.js and static/js/contentScript.js, each holding the shared module, and popup's import() writes static/js/async/<number>.js", () => {
  pageSays('config/source/entry', {
    en: "`{ strategy: 'all-in-one' }` keeps each entry in one file, apart from the chunks of a dynamic `import()`.",
    zh: "设为 `{ strategy: 'all-in-one' }` 时每个入口只有一个文件，只有动态 `import()` 的 chunk 仍会单独输出。",
  });
  const words = Array.from({ length: 3000 }, (_, i) => `word${i * 7919}`).join(' ');
  const dir = project({
    'src/shared.js': `export const text = ${JSON.stringify(words)};\n`,
    'src/popup.js': "import { text } from './shared';\nconsole.log(text.length);\nimport('./lazy').then((m) => console.log(m.x));\n",
    'src/lazy.js': "export const x = 'LAZY_MODULE';\n",
    'src/content.js': "import { text } from './shared';\nconsole.log(text.slice(0, 3));\n",
    'rsbuild.config.mjs':
      "export default { source: { entry: { popup: './src/popup.js', contentScript: './src/content.js' } }, output: { filenameHash: false }, performance: { chunkSplit: { strategy: 'all-in-one' } } };\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.equal(js.length, 3, js.join());
  assert.ok(js.includes('static/js/popup.js'));
  assert.ok(js.includes('static/js/contentScript.js'));
  const lazy = js.find((f) => /^static\/js\/async\/\d+\.js$/.test(f));
  assert.ok(lazy, js.join());
  assert.match(distText(dir, new RegExp(`^${lazy.replace(/[./]/g, '\\$&')}$`)), /LAZY_MODULE/);
  for (const entry of ['popup', 'contentScript']) assert.match(distText(dir, new RegExp(`^static/js/${entry}\\.js$`)), /word7919/, entry);
});
