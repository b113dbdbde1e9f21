// The error-message gate on docs/, and the proof that it fails on a planted paraphrase.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DOCS } from '../../scripts/lib/pages';
import { checkErrorQuotes, inlineCode, looksLikeMessage } from './lib/error-messages';
import { report } from './lib/gates';

test('Chinese pages quote the error messages of their English page verbatim', () => {
  const problems = checkErrorQuotes(DOCS);
  assert.equal(problems.length, 0, report(problems));
});

test('the error-message gate finds messages and ignores identifiers', () => {
  const spans = inlineCode('Logs ``Cannot resolve `svelte` package, did you forget to install it?`` and `Module not found: x`.\nSet `noErrorOnMissing` or `logger.level`.');
  assert.deepEqual(spans.map((s) => s.text), ['Cannot resolve `svelte` package, did you forget to install it?', 'Module not found: x', 'noErrorOnMissing', 'logger.level']);
  assert.deepEqual(spans.filter((s) => looksLikeMessage(s.text)).map((s) => s.text), ['Cannot resolve `svelte` package, did you forget to install it?', 'Module not found: x']);
});

test('the error-message gate fails on a Chinese page that paraphrases a message', () => {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'error-gate-'));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    fs.writeFileSync(path.join(docs, file), text);
  };
  write('en/guide/x.mdx', '# X\n\nWithout the package, the build stops with `Module not found: Can\'t resolve \'svelte\'`.\n');
  write('zh/guide/x.mdx', '# X\n\n没有这个包时，构建会停止，并提示 `Module not found: Can\'t resolve \'svelte\'`。\n');
  assert.deepEqual(checkErrorQuotes(docs), [], 'a verbatim quote passes');
  write('zh/guide/x.mdx', '# X\n\n没有这个包时，构建会停止，并提示找不到 svelte 模块。\n');
  const problems = checkErrorQuotes(docs);
  assert.equal(problems.length, 1, report(problems));
  assert.match(problems[0].file, /zh\/guide\/x\.mdx$/);
  assert.match(problems[0].message, /Module not found: Can't resolve 'svelte'.*en\/guide\/x\.mdx:3.*verbatim/);
});
