import assert from 'node:assert/strict';
import test from 'node:test';
import { pasteReady } from '../../plugins/llms-markdown';

const page = `---
title: x
---

# server.https

Stop it with Ctrl
+C
 when done. See [proxy](/config/server/proxy.md) and [mkcert](https://github.com/FiloSottile/mkcert).

:::tip Do you need it?
Use [host](/config/server/host.md).

\`\`\`ts
const a = '[x](/y)';
\`\`\`
:::

\`\`\`sh [npm]
npm add x
\`\`\`
`;

test('the Markdown copy is good to paste', () => {
  const out = pasteReady(page, 'https://rsbuild.dev/');
  assert.ok(out.startsWith('# server.https\n'), 'title first, no front matter');
  assert.match(out, /Ctrl\+C when done/);
  assert.match(out, /\[proxy\]\(https:\/\/rsbuild\.dev\/config\/server\/proxy\.md\)/);
  assert.match(out, /\(https:\/\/github\.com\/FiloSottile\/mkcert\)/);
  assert.match(out, /> \*\*Do you need it\?\*\*\n>\n> Use \[host\]\(https:\/\/rsbuild\.dev\/config\/server\/host\.md\)\./);
  assert.match(out, /> ```ts\n> const a = '\[x\]\(\/y\)';\n> ```/, 'code kept as is inside the quote');
  assert.doesNotMatch(out, /^:::/m);
  assert.match(out, /```sh \[npm\]\nnpm add x\n```/);
});

test('a key split by Rspress is joined in Chinese text too', () => {
  assert.equal(pasteReady('# A\n\n按下 Ctrl\n+C\n：\n'), '# A\n\n按下 Ctrl+C：\n');
});

test('a copy without front matter or containers is unchanged apart from links', () => {
  assert.equal(pasteReady('# A\n\ntext\n'), '# A\n\ntext\n');
});

test('a line of a diff that starts with + stays on its own line', () => {
  const diff = '# A\n\nText\n\n```diff\n const a = 1;\n+b\n const c = 2;\n```\n';
  assert.equal(pasteReady(diff), diff);
});

test('callouts take their label in the page language', () => {
  assert.equal(pasteReady('# A\n\n:::warning\nCareful.\n:::\n', 'https://rsbuild.dev/', 'zh'), '# A\n\n> **警告**\n>\n> Careful.\n');
  assert.equal(pasteReady('# A\n\n:::tip\nHi.\n:::\n', 'https://rsbuild.dev/', 'en'), '# A\n\n> **Tip**\n>\n> Hi.\n');
});

test('links with a title, images and reference definitions become absolute; external and anchor links stay', () => {
  const out = pasteReady('# A\n\n[a](/x.md "X") ![i](/images/i.png) [b](#sec) [c](https://e.com/)\n\n[d]: /y.md\n', 'https://rsbuild.dev/');
  assert.equal(
    out,
    '# A\n\n[a](https://rsbuild.dev/x.md "X") ![i](https://rsbuild.dev/images/i.png) [b](#sec) [c](https://e.com/)\n\n[d]: https://rsbuild.dev/y.md\n',
  );
});
