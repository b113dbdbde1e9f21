// The persistent build cache sees what its own module tracking misses.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildCache, previewDemos } from '../../plugins/build-options';

function docsWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('an edited preview demo changes the build cache digest (a warm build shows the new demo)', () => {
  const page = (colour: string) => `# Demo\n\n\`\`\`tsx preview\nexport default () => <p style={{ color: '${colour}' }}>Hi</p>;\n\`\`\`\n`;
  const before = previewDemos(docsWith({ 'en/guide/a.mdx': page('#047857') }));
  const after = previewDemos(docsWith({ 'en/guide/a.mdx': page('#c2410c') }));
  assert.equal(before.length, 1);
  const digest = (demos: string[]) => {
    const cache = buildCache([demos], true);
    assert.ok(cache, 'the cache is on when asked for (DOCS_CACHE=1)');
    return cache.cacheDigest[0];
  };
  assert.notEqual(digest(before), digest(after));
});

test('the persistent cache is off unless DOCS_CACHE=1 asks for it (it costs the build 0.35-0.5 GB of memory)', () => {
  assert.equal(buildCache([], false), false);
  assert.ok(buildCache([], true));
});

test('only code blocks marked preview count, not a title that contains the word', () => {
  const docs = docsWith({
    'en/a.mdx': '```js title="scripts/preview.mjs"\nconsole.log(1);\n```\n\n```tsx preview\nexport default () => null;\n```\n',
    'zh/b.md': '````tsx preview title="x"\nexport default () => 1;\n````\n',
  });
  assert.deepEqual(
    previewDemos(docs).map((d) => d.split('\n')[0]),
    ['```tsx preview', '````tsx preview title="x"'],
  );
});
