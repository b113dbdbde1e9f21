// The authoring tools: the checks of a page source, the new-page command's sidebar edit, and the
// translation records.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkFrontMatterYaml, checkMdxSyntax, checkReleaseDate } from '../../plugins/page-check';
import { recordedHash, translationHash, withRecordedHash } from '../../plugins/translations';
import { addToSidebar } from '../../scripts/new-page';
import { englishProse } from '../../scripts/gates/translation-gates';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'authoring-'));
const write = (name: string, text: string): string => {
  const f = path.join(tmp, name);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, text);
  return f;
};

test('front matter: invalid YAML is reported at its line and column in the file, with what to do', () => {
  const f = write('a.mdx', '---\ntitle: Glossary\ndescription: Terms: what they mean in Rsbuild\n---\n\n# Glossary\n');
  const [p, ...rest] = checkFrontMatterYaml(f);
  assert.equal(rest.length, 0, 'one line per page');
  assert.equal(p.line, 3);
  assert.equal(p.column, 14);
  assert.match(p.message, /not valid YAML.*quote a value/);
  assert.deepEqual(checkFrontMatterYaml(write('b.mdx', '---\ntitle: "Terms: what"\n---\n# T\n')), []);
  assert.match(checkFrontMatterYaml(write('c.mdx', '---\ntitle: x\n# T\n'))[0].message, /not closed/);
});

test('MDX: an unclosed tag and a stray brace are reported at their real line; custom heading ids are fine', async () => {
  const div = await checkMdxSyntax(write('d.mdx', '---\ntitle: x\n---\n\n# T\n\nText.\n\n<div>\n\nUnclosed.\n'));
  assert.equal(div.length, 1);
  assert.equal(div[0].line, 9);
  assert.match(div[0].message, /closing tag for `<div>`/);
  const brace = await checkMdxSyntax(write('e.mdx', '# T\n\nSome text.\n\nA stray { brace here.\n'));
  assert.equal(brace[0].line, 5);
  assert.match(brace[0].message, /brace.*\\\{/);
  assert.deepEqual(await checkMdxSyntax(write('f.mdx', '# T\n\n## How it works {#how-it-works}\n\nText `{ a }` and \\{.\n')), []);
});

test('release notes need a published_at date', () => {
  const ok = write('community/releases/v0-9.mdx', '---\npublished_at: 2024-03-19 08:00:00\n---\n# v0.9\n');
  const bad = write('community/releases/v0-8.mdx', '---\ntitle: v0.8\n---\n# v0.8\n');
  assert.deepEqual(checkReleaseDate(ok), []);
  assert.match(checkReleaseDate(bad)[0].message, /published_at/);
  assert.deepEqual(checkReleaseDate(write('guide/x.mdx', '# x\n')), []);
});

test('new-page: the route joins the sidebar group of its folder, once; an unknown folder says what to do', () => {
  const src =
    "  items: section('/guide/basic/', [\n    'cli', 'server',\n    'unocss',\n  ]),\n  items: section('/guide/debug/', ['debug-mode']),\n";
  const once = addToSidebar(src, '/guide/basic/my-topic');
  assert.match(once, /'unocss', 'my-topic',\n {2}\]\)/);
  assert.equal(addToSidebar(once, '/guide/basic/my-topic'), once, 'adding twice changes nothing');
  assert.match(addToSidebar(src, '/guide/debug/trace'), /\['debug-mode', 'trace'\]/);
  assert.throws(() => addToSidebar(src, '/guide/nowhere/x'), /no sidebar group lists pages of \/guide\/nowhere\//);
});

test('translations: the hash ignores line endings and trailing spaces; the record is read and rewritten in the front matter', () => {
  assert.equal(translationHash('# A\r\n\r\nText  \n'), translationHash('# A\n\nText\n'));
  assert.notEqual(translationHash('# A\n\nText\n'), translationHash('# A\n\nText!\n'));
  const zh = '---\ntitle: 标题\ntranslation: abcdef123456\n---\n\n# 标题\n';
  assert.equal(recordedHash(zh), 'abcdef123456');
  assert.equal(recordedHash(withRecordedHash(zh, '0123456789ab')), '0123456789ab');
  assert.match(withRecordedHash(zh, '0123456789ab'), /title: 标题\ntranslation: 0123456789ab\n---/);
  assert.equal(recordedHash(withRecordedHash('# 标题\n', 'aaaaaabbbbbb')), 'aaaaaabbbbbb');
});

test('English prose in a Chinese page is found; code, headings, commands and quoted errors are not', () => {
  const src = [
    '---',
    'title: 术语',
    '---',
    '# 术语',
    '',
    '## Module parse failed: You may need an appropriate loader',
    '',
    '本页解释 Rsbuild 文档中的术语。',
    '',
    'This page explains the terms that appear throughout the Rsbuild documentation.',
    '',
    '运行 `pnpm build` 时会看到 `You may need an appropriate loader to handle this file type` 这个报错。',
    '',
    '| `output.distPath` | 产物目录 |',
    '',
    '```bash',
    'This line is inside a code block and is not prose at all.',
    '```',
  ].join('\n');
  const found = englishProse(src);
  assert.deepEqual(
    found.map((f) => f.line),
    [10],
  );
});
