import assert from 'node:assert/strict';
import test from 'node:test';
import { codeBlocks, customId, headings, links, plainText, splitFrontMatter, withoutCode } from '../../scripts/lib/markdown';

const page = `---
title: 'Hello'
published_at: 2024-03-19 08:00:00
---

# server.port

- **Type:** \`number\`

See [host](/config/server/host) and <a href="/x">x</a>.

\`\`\`ts title="rsbuild.config.ts"
// # not a heading [not](/a-link)
export default {};
\`\`\`

## Example {#custom}

\`\`\`\`md
\`\`\`js
inner
\`\`\`
\`\`\`\`
`;

test('front matter is split from the body', () => {
  const { data, body } = splitFrontMatter(page);
  assert.equal(data.title, 'Hello');
  assert.equal(data.published_at, '2024-03-19 08:00:00');
  assert.ok(body.startsWith('\n# server.port'));
});

test('code fences with their language, meta and line, nested fences kept whole', () => {
  const blocks = codeBlocks(page);
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.meta, b.line]),
    [
      ['ts', 'title="rsbuild.config.ts"', 12],
      ['md', '', 19],
    ],
  );
  assert.equal(blocks[1].code, '```js\ninner\n```');
});

test('headings and links outside code only', () => {
  assert.deepEqual(
    headings(page).map((h) => [h.depth, h.text]),
    [
      [1, 'server.port'],
      [2, 'Example'],
    ],
  );
  assert.deepEqual(
    links(page).map((l) => l.href),
    ['/config/server/host', '/x'],
  );
  assert.equal(withoutCode(page).split('\n').length, page.split('\n').length);
});

test('heading text keeps underscores of code and words, drops emphasis', () => {
  assert.equal(plainText('Compile dependencies in `node_modules`'), 'Compile dependencies in node_modules');
  assert.equal(plainText('**Bold** and _em_ and snake_case {#id}'), 'Bold and em and snake_case');
  assert.equal(plainText('[link `a_b`](/x)'), 'link a_b');
  assert.equal(plainText('Keep the VUE_APP_ variables'), 'Keep the VUE_APP_ variables', 'an underscore that closes no emphasis stays');
  assert.equal(plainText('a * b and *c* and __d__'), 'a * b and c and d');
});

test('explicit heading ids are read from a trailing {#id}', () => {
  assert.equal(customId('Example {#custom}'), 'custom');
  assert.equal(customId('Example'), undefined);
  assert.equal(customId('{#not-trailing} text'), undefined);
});
