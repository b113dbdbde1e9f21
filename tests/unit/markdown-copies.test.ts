import assert from 'node:assert/strict';
import test from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromMdx, homeMarkdown, markdownCopies, pasteReady } from '../../plugins/markdown-copies';
import { markdownHref } from '../../plugins/markdown-copies/from-mdx';
import { llmsSections, llmsTxt } from '../../plugins/markdown-copies/llms-txt';
import { configOverviewRules } from '../../plugins/config-overview';
import { errorReferenceRules } from '../../plugins/error-reference';
import { DOCS } from '../../scripts/lib/pages';

const page = `---
title: x
---

# server.https

Stop it with Ctrl+C when done. See [proxy](/config/server/proxy.md) and [mkcert](https://github.com/FiloSottile/mkcert).

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

test('keys are their text, in Chinese text too', () => {
  assert.equal(fromMdx('# A\n\n按下 <kbd>Ctrl</kbd>+<kbd>C</kbd>：\n', { file: 'a.mdx' }), '# A\n\n按下 Ctrl+C：\n');
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

test('the MDX source as Markdown: no front matter, imports or comments; package-manager tabs as code blocks; links to the copies', () => {
  // A code block is kept as written, imports and components in it too.
  const code = ['```mdx', "import X from './x';", '<Foo />', '```', ''];
  const source = [
    '---',
    'title: x',
    '---',
    "import { PackageManagerTabs } from '@theme';",
    '',
    '# Install {#install}',
    '',
    '{/* a comment */}',
    '',
    '<PackageManagerTabs command="add @rsbuild/core -D" />',
    '',
    'See [proxy](/config/server/proxy#rules), [start](/guide/start/), [logo](/rsbuild-logo.svg) and [x](https://e.com/a).',
    '',
    ...code,
  ].join('\n');
  assert.equal(
    fromMdx(source, { file: 'a.mdx' }),
    [
      '# Install',
      '',
      '```sh [npm]\nnpm add @rsbuild/core -D\n```\n\n```sh [yarn]\nyarn add @rsbuild/core -D\n```\n\n```sh [pnpm]\npnpm add @rsbuild/core -D\n```\n\n```sh [bun]\nbun add @rsbuild/core -D\n```',
      '',
      'See [proxy](/config/server/proxy.md#rules), [start](/guide/start/index.md), [logo](/rsbuild-logo.svg) and [x](https://e.com/a).',
      '',
      ...code,
    ].join('\n'),
    'code blocks are kept as written',
  );
  assert.equal(markdownHref('/zh/guide/start/'), '/zh/guide/start/index.md');
  assert.equal(markdownHref('#top'), '#top');
});

test('replace rules apply first; an imported fragment is written where it is placed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-copies-'));
  fs.mkdirSync(path.join(dir, 'shared'));
  fs.writeFileSync(path.join(dir, 'shared', 'req.mdx'), 'Needs [Node.js](https://nodejs.org/) 16.\n');
  const file = path.join(dir, 'page.mdx');
  const source = "# A\n\nimport Req from './shared/req.mdx';\n\n<Req />\n\n{/* @list */}\n";
  assert.equal(
    fromMdx(source, { file, replaceRules: [{ search: '{/* @list */}', replace: '- [b](/b)' }] }),
    '# A\n\nNeeds [Node.js](https://nodejs.org/) 16.\n\n- [b](/b.md)\n',
  );
});

test('a component the copies cannot write fails with the file and line, and what to do', () => {
  assert.throws(
    () => fromMdx('# A\n\n<Unknown prop="1" />\n', { file: 'docs/en/a.mdx' }),
    /^Error: docs\/en\/a\.mdx:3: .*Unknown.*plugins\/markdown-copies\/from-mdx\.ts/,
  );
  assert.throws(
    () => fromMdx('# A\n\n<OverviewList />\n', { file: 'docs/en/b.mdx' }),
    /docs\/en\/b\.mdx:3: <OverviewList \/> on a page that is not an overview page/,
  );
  // The line in the source file: after its front matter, and after a replace rule that inserts lines.
  assert.throws(
    () =>
      fromMdx('---\ntitle: x\n---\n\n# A\n\n{/* @list */}\n\n<Unknown />\n', {
        file: 'docs/en/c.mdx',
        replaceRules: [{ search: '{/* @list */}', replace: '- a\n- b\n- c' }],
      }),
    /^Error: docs\/en\/c\.mdx:9: /,
  );
});

test('the home page is written from its front matter', () => {
  const md = homeMarkdown(
    '---\npageType: home\nhero:\n  name: R\n  text: T\n  tagline: G\n  actions:\n    - text: Go\n      link: /zh/guide/start/\nfeatures:\n  - title: F\n    details: D\n    link: /zh/a\n---\n',
    'zh',
  );
  assert.equal(md, '# R\n\nT\n\n> G\n\n[Go](/zh/guide/start/index.md)\n\n## 特性\n\n- [**F**](/zh/a.md): D\n');
});

test('llms.txt: a section per navbar entry in the sidebar order, the rest under Others, no home page', () => {
  const page = (route: string) => ({ route, title: route, description: 'd', markdown: '' });
  const sections = llmsSections(
    'zh',
    ['/', '/guide/b', '/guide/a', '/other', '/config/'].map(page),
    [
      { text: 'nav.guide', link: '/guide/a', activeMatch: '^(/zh)?/guide/' },
      { text: 'nav.config', link: '/config/', activeMatch: '^(/zh)?/config/' },
    ],
    { '/guide/': [{ text: 'g', items: ['/guide/b', '/guide/a'] }] },
  );
  assert.deepEqual(
    sections.map((s) => [s.title, s.pages.map((p) => p.route)]),
    [
      ['指南', ['/guide/b', '/guide/a']],
      ['配置', ['/config/']],
      ['其他', ['/other']],
    ],
  );
  assert.match(llmsTxt('zh', sections), /^- \[\/config\/\]\(\/zh\/config\/index\.md\): d$/m);
});

test("every page of the site has a copy that starts with its title and holds none of the MDX's syntax", () => {
  for (const lang of ['en', 'zh'] as const) {
    const pages = markdownCopies(lang, DOCS, [...configOverviewRules(DOCS), ...errorReferenceRules(DOCS)]);
    assert.ok(pages.length > 150);
    for (const p of pages) {
      assert.match(p.markdown, /^# \S/, `${lang} ${p.route}`);
      const prose = p.markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1\s*$/gm, ''); // fences, in list items too
      assert.doesNotMatch(prose, /^import |<PackageManagerTabs|<OverviewList|\{\/\*|^:::|\\\{#/m, `${lang} ${p.route}`);
      const html = prose
        .replace(/``[^\n]*?``/g, '')
        .replace(/`[^`\n]*`/g, '')
        .match(/<\/?[A-Za-z][^>]*>/);
      assert.equal(html?.[0], undefined, `${lang} ${p.route}: HTML in the copy`);
    }
  }
});
