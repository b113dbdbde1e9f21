// The error reference page's generated lists (plugins/error-reference.ts): every message of the
// catalogue, in both languages, linked to its page, inside elements the search index skips, as MDX that
// compiles.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compile } from '@mdx-js/mdx';
import { ERROR_MESSAGES, ERROR_MESSAGE_GROUPS } from '../../scripts/lib/error-messages';
import { IGNORED_END, IGNORED_START, SECTIONS, errorReferenceMarkdown, holdsMarker, messageCode } from '../../plugins/error-reference';
import { pageFile, withLang } from '../../scripts/lib/pages';
import { LANGS } from '../../site';

const REFERENCE = '/guide/debug/error-messages';

test('each message is one code span: its first line, with backticks fenced', () => {
  assert.equal(messageCode('Port <port> is in use.'), '`Port <port> is in use.`');
  assert.equal(messageCode('Compile error:\nFailed to compile.'), '`Compile error: …`');
  assert.equal(
    messageCode('Please set `output.cleanDistPath` config manually.'),
    '`` Please set `output.cleanDistPath` config manually. ``',
  );
});

test('the sections list every group of the catalogue once', () => {
  const listed = SECTIONS.flatMap((s) => s.groups.map((g) => g.group)).sort();
  assert.deepEqual(listed, Object.keys(ERROR_MESSAGE_GROUPS).sort());
});

for (const lang of LANGS) {
  test(`${lang}: the reference page lists every message, linked to its page in ${lang}, outside the search index`, async () => {
    const file = pageFile(REFERENCE, lang);
    assert.ok(file && holdsMarker(file, lang), `${REFERENCE} (${lang}) holds the marker of the generated list`);
    const md = errorReferenceMarkdown(lang);
    const lines = md.split('\n');
    for (const entry of ERROR_MESSAGES) {
      const line = lines.find((l) => l.startsWith(`- ${messageCode(entry.message)}`));
      assert.ok(line, `${entry.id} is listed`);
      if (entry.page)
        assert.ok(line.includes(`](${withLang(entry.page, lang)})`), `${entry.id} links ${withLang(entry.page, lang)}: ${line}`);
    }
    // Everything, headings included, is inside one <div data-pagefind-ignore="all">.
    assert.equal(lines[0], IGNORED_START);
    assert.equal(lines.at(-1), IGNORED_END);
    assert.equal(lines.filter((l) => l === IGNORED_START || l === IGNORED_END).length, 2);
    for (const l of lines.slice(1, -1)) if (l.trim()) assert.match(l, /^(- |#{2,3} )/, `unexpected line: ${l}`);
    await compile(md);
  });
}
