// Facts behind the lead's fix of session 95 on a reviewer's note (review95g): output.inlineStyles and
// output.inlineScripts, the function form. `size` is `source.length` of the file's text
// (packages/core/src/rspack/InlineChunkHtmlPlugin.ts at 0.5.9), a JavaScript string's length: UTF-16 code units, so an
// emoji counts 2, not 1 character, and not its 4 bytes. The pages said "in characters". Built below: a CSS file whose
// text holds one emoji, with a function that records what it gets and inlines nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

test('config/output/inline-styles and inline-scripts: the function form gets `size` in UTF-16 code units (an emoji counts 2)', () => {
  pageSays('config/output/inline-styles', {
    en: '`size` (the length of the file content as a JavaScript string, in UTF-16 code units, so an emoji counts 2;',
    zh: '`size`（文件内容作为 JavaScript 字符串的长度，按 UTF-16 码元计，一个 emoji 算 2；',
  });
  pageSays('config/output/inline-scripts', {
    en: '`size` (the length of the file content as a JavaScript string, in UTF-16 code units, so an emoji counts 2;',
    zh: '`size`（文件内容作为 JavaScript 字符串的长度，按 UTF-16 码元计，一个 emoji 算 2；',
  });
  const dir = project({
    'src/index.js': "import './a.css';\nconsole.log('😀');\n",
    'src/a.css': "a::after { content: '😀'; }\n",
    // Each call records what the function got; nothing is inlined.
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      "const seen = (kind) => ({ name, size }) => { if (!name.endsWith('.map')) fs.appendFileSync('sizes.txt', `${kind} ${name} ${size}\\n`); return false; };",
      "export default { output: { charset: 'utf8', inlineStyles: seen('css'), inlineScripts: seen('js') } };",
      '',
    ].join('\n'),
  });
  const r = rsbuild(dir, ['build']);
  assert.equal(r.code, 0, r.output);
  const seen = fs
    .readFileSync(path.join(dir, 'sizes.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  // The names the function gets carry a hash that the emitted files no longer have; there is one file of each kind.
  const css = seen.find(([kind]) => kind === 'css');
  assert.ok(css && /^static\/css\/index\./.test(css[1]), JSON.stringify(seen));
  const text = distText(dir, /^static\/css\/index\.\w+\.css$/);
  assert.ok(text.includes('😀'), 'the CSS keeps the emoji as it is');
  const size = Number(css[2]);
  assert.equal(size, text.length, "size is the string's length");
  assert.equal(size, [...text].length + 1, 'one more than its characters: the emoji counts 2');
  assert.equal(size, Buffer.byteLength(text) - 2, 'two less than its bytes: the emoji is 4 bytes');
  // Scripts go through the same check (InlineChunkHtmlPlugin.matchTests); the minifier escapes the emoji in them
  // even with charset 'utf8', so there size, characters and bytes agree.
  const js = seen.find(([kind]) => kind === 'js');
  const script = distText(dir, /^static\/js\/index\.\w+\.js$/);
  assert.ok(js && Number(js[2]) === script.length && script.length === Buffer.byteLength(script), JSON.stringify(seen));
});
