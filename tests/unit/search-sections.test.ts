// A page's text in sections (plugins/search/pagefind-format/write-sections.ts at index time, theme/search/sections.ts in
// the dialog): the fragment keeps the headings and a text of empty words, each section is a file, and
// the dialog's rows (heading, deep link, snippet) are the same as from Pagefind's whole fragments, over
// a real Pagefind index in English and in Chinese.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import zlib from 'node:zlib';
import { indexFiles } from '../../plugins/search/build-index';
import { type IndexFile, pack, unpack } from '../../plugins/search/pagefind-format/rechunk';
import { SECTION_PIECE_WORDS, splitFragments } from '../../plugins/search/pagefind-format/write-sections';
import { startStaticServer } from '../../scripts/lib/static-server';
import { loadPagefind, searchPagefind } from '../../theme/search/local';
import { buildExcerpt, excerptRegion, fileStarts, pagefindWords } from '../../theme/search/sections';
import { SERVE_CONFIG } from '../../scripts/lib/built-site';

const fragment = (content: string, anchors: { element: string; id: string; text: string; location: number }[]): IndexFile => ({
  path: 'fragment/en_1.pf_fragment',
  content: pack(
    Buffer.from(
      JSON.stringify({
        url: '/a',
        content,
        word_count: 9,
        filters: {},
        meta: {
          title: 'A',
          image: '/icons/pm-npm.svg',
          image_alt: '',
          asked: 'how do I a | a not working',
          questions: '页面白屏 | 样式不生效',
        },
        anchors,
      }),
    ),
  ),
});

test('a fragment keeps its headings, not its text, its image or its questions (asked or written); each section is a file of its words', () => {
  const anchors = [
    { element: 'h1', id: 'a', text: 'A', location: 0 },
    { element: 'h2', id: 'b', text: 'B c', location: 3 },
  ];
  const { files, sections } = splitFragments([
    fragment('A one two B c three four', anchors),
    { path: 'pagefind.js', content: Buffer.from('x') },
  ]);
  assert.equal(sections, 2);
  assert.deepEqual(files.map((f) => f.path).sort(), [
    'fragment/en_1.0.pf_section',
    'fragment/en_1.1.pf_section',
    'fragment/en_1.pf_fragment',
    'pagefind.js',
  ]);
  const head = JSON.parse(Buffer.from(unpack('f', files.find((f) => f.path.endsWith('.pf_fragment'))!.content)).toString());
  assert.equal(head.content, '');
  assert.deepEqual(head.meta, { title: 'A' });
  assert.deepEqual(head.sections, { starts: [0, 3], words: 7, zws: false, piece: SECTION_PIECE_WORDS });
  assert.deepEqual(head.anchors, anchors);
  const section = (i: number) => zlib.gunzipSync(files.find((f) => f.path === `fragment/en_1.${i}.pf_section`)!.content).toString();
  assert.equal(section(0), 'A\none\ntwo');
  assert.equal(section(1), 'B\nc\nthree\nfour');
  // A text with a word holding the separator stays whole.
  const whole = fragment('A one\u200Btwo\nthree', anchors);
  assert.deepEqual(splitFragments([whole]).files, [whole]);
  assert.deepEqual(pagefindWords('中文\u200B分词 \u200Bx'), { words: ['中文', '分词 ', 'x'], zws: true });
});

test('a long section is written in near-equal pieces of at most SECTION_PIECE_WORDS words, each a file', () => {
  const long = Array.from({ length: 130 }, (_, k) => `w${k}`).join(' ');
  const anchors = [
    { element: 'h1', id: 'a', text: 'A', location: 0 },
    { element: 'h2', id: 'b', text: 'B', location: 2 },
  ];
  const { files, sections } = splitFragments([fragment(`A one ${long}`, anchors)], 60);
  const info = { starts: [0, 2], words: 132, zws: false, piece: 60 };
  assert.deepEqual(fileStarts(info), [0, 2, 45, 89], 'the first section whole, the second (130 words) in three pieces');
  assert.equal(sections, 4);
  const head = JSON.parse(Buffer.from(unpack('f', files.find((f) => f.path.endsWith('.pf_fragment'))!.content)).toString());
  assert.deepEqual(head.sections, info, 'the fragment keeps the headings and the piece size, not every piece');
  const piece = (i: number) =>
    zlib
      .gunzipSync(files.find((f) => f.path === `fragment/en_1.${i}.pf_section`)!.content)
      .toString()
      .split('\n');
  assert.deepEqual(
    piece(1),
    Array.from({ length: 43 }, (_, k) => `w${k}`),
  );
  assert.deepEqual(piece(3).at(-1), 'w129');
  assert.deepEqual(fileStarts({ starts: [0, 2], words: 132, zws: false }), [0, 2], 'an index without pieces');
});

test("excerpts are built as Pagefind builds them: the densest region, capped at the section's bounds", () => {
  const locs = [2, 3, 20, 21, 22].map((location) => ({ balanced_score: 1, location }));
  assert.equal(excerptRegion(locs, 5), 18);
  assert.equal(excerptRegion(locs.slice(0, 1), 30), 0);
  const words = 'a b <c> d e f g'.split(' ');
  assert.equal(buildExcerpt(words, 7, false, 1, 3, [2, 6]), 'b <mark>&lt;c&gt;</mark> d');
  assert.equal(buildExcerpt(words, 7, false, 5, 4, [6], 2, 7), 'd e f <mark>g</mark>');
  assert.equal(buildExcerpt(['中', '文 ', 'x'], 3, true, 0, 3, [1]), '中<mark>文 </mark>x');
});

test('a real Pagefind index gives the same rows from sections as from whole fragments (en, zh)', async () => {
  const filler = (n: number, w: string) => Array.from({ length: n }, (_, k) => `${w}${k}`).join(' ');
  const en = Array.from({ length: 6 }, (_, i) => ({
    url: `/p${i}`,
    lang: 'en',
    html: `<!doctype html><html lang="en"><body><main data-pagefind-body><h1 id="t">Page ${i} port</h1><p>${filler(20 + i * 7, 'intro')} proxy</p><h2 id="s1">Server port</h2><p>${filler(i * 9, 'x')} The port option sets the port &lt;number&gt; of the dev server. ${filler(50, 'y')}</p><h3 id="s2">Proxy rules</h3><p>proxy ${filler(30, 'z')} port proxy</p><h2 id="s3">Empty</h2></main></body></html>`,
  }));
  const zh = Array.from({ length: 4 }, (_, i) => ({
    url: `/zh/p${i}`,
    lang: 'zh',
    html: `<!doctype html><html lang="zh"><body><main data-pagefind-body><h1 id="t">页面 ${i}</h1><p>${'这是一段介绍文字。'.repeat(3 + i)}</p><h2 id="a">端口设置</h2><p>${'开发服务器监听的端口号。'.repeat(2 + i)}代理 server.port 配置。</p><h2 id="b">代理</h2><p>代理规则${'和更多的说明。'.repeat(5)}</p></main></body></html>`,
  }));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sections-'));
  const write = (dir: string, files: IndexFile[]) => {
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(root, dir, f.path)), { recursive: true });
      fs.writeFileSync(path.join(root, dir, f.path), f.content);
    }
  };
  for (const [lang, pages] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    const files = await indexFiles(pages, lang);
    write(`${lang}-whole`, files);
    const split = splitFragments(files);
    assert.ok(split.sections >= pages.length * 3, `${lang}: ${split.sections} sections`);
    write(`${lang}-split`, split.files);
  }
  const site = await startStaticServer({ root, config: SERVE_CONFIG });
  try {
    for (const [lang, terms] of [
      ['en', ['port', 'proxy', 'port proxy', 'intro3', 'dev server', 'number', 'z29 port', 'nothing here']],
      ['zh', ['端口', '代理', '介绍', '端口 代理', 'server.port', '说明']],
    ] as const) {
      const rows = async (dir: string, term: string) => {
        const instance = await loadPagefind(`${site.url}/${dir}/`, lang);
        const hits = await searchPagefind(instance, term);
        await instance.destroy();
        return hits;
      };
      for (const term of terms) {
        const whole = await rows(`${lang}-whole`, term);
        assert.deepEqual(await rows(`${lang}-split`, term), whole, `${lang} "${term}"`);
        if (!term.includes('nothing'))
          assert.ok(whole.length > 0 && whole.some((h) => h.snippet.some((p) => p.match)), `${lang} "${term}": hits with marks`);
      }
    }
  } finally {
    await site.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
