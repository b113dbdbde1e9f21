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
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, hashed, page, project } from './topics-support';

/** Asserts that both languages of `route` contain their `words`. */
function pageSays(route: string, words: { en: string; zh: string }): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

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
