// The search index's post-processing after Pagefind wrote it: the CBOR reader and writer, the word
// index re-split into small chunks (plugins/search/pagefind-format/rechunk.ts), and the minified and re-gzipped
// files (plugins/search/pagefind-format/compress.ts). The search itself, over a real Pagefind index, is checked in
// the last test: the same results before and after re-chunking.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import zlib from 'node:zlib';
import { arrayElements, decodeCbor, encodeCbor, readCbor } from '../../plugins/search/pagefind-format/cbor';
import { compressIndex, zopfli } from '../../plugins/search/pagefind-format/compress';
import { indexFiles } from '../../plugins/search/build-index';
import {
  EXACT_HINT,
  EXACT_WORDS,
  type IndexFile,
  type Range,
  RechunkError,
  boundPrefixes,
  chunkWords,
  inRange,
  pack,
  rechunk,
  unpack,
  wordAlone,
} from '../../plugins/search/pagefind-format/rechunk';
import { chunksOf, exactChunks, openPagefind } from '../../theme/search/pagefind-core';
import { withServedIndex } from './served-index';

const file = (p: string, content: Uint8Array | string): IndexFile => ({
  path: p,
  content: typeof content === 'string' ? Buffer.from(content) : content,
});

test('CBOR: values read back as written, with where each one lies', () => {
  const value = ['1.6.0', [['en_abc', 1352, '']], [0, -25, 536, 70000, 2 ** 33], Buffer.from([1, 2]), true, null, new Map([['k', 'v']])];
  const bytes = encodeCbor(value);
  assert.deepEqual(decodeCbor(bytes), value);
  const { elements, end } = arrayElements(bytes);
  assert.equal(end, bytes.length);
  assert.deepEqual(readCbor(bytes, elements[0].start), { value: '1.6.0', start: elements[0].start, end: elements[0].start + 6 });
  // The shortest heads, as Rust's minicbor writes them.
  assert.deepEqual([...encodeCbor(23)], [0x17]);
  assert.deepEqual([...encodeCbor(24)], [0x18, 24]);
  assert.deepEqual([...encodeCbor(-25)], [0x38, 24]);
  assert.throws(() => decodeCbor(Uint8Array.of(0x82, 0x01)), /unexpected end/);
});

test("chunk bounds: the shortest prefixes that tell neighbouring words apart, read as Pagefind's search core does", () => {
  assert.deepEqual(boundPrefixes('and', 'android'), ['and', 'andr']);
  assert.deepEqual(boundPrefixes('install', 'instance'), ['instal', 'instan']);
  assert.deepEqual(boundPrefixes('端口', '端点'), ['端口', '端点']);
  // Measured on Pagefind 1.6: a term is compared by as many characters as each bound has.
  assert.ok(inRange('andq', { from: '0', to: 'and' }));
  assert.ok(inRange('an', { from: '0', to: 'and' }));
  assert.ok(!inRange('instam', { from: 'getb', to: 'instal' }));
  assert.ok(!inRange('instam', { from: 'instan', to: 'local' }));
  assert.ok(inRange('instaz', { from: 'instan', to: 'local' }));
});

// A word index of Pagefind's shape: [[word, [[page, [locations]], ...], []], ...] in one chunk.
function pagefindIndex(words: string[], version = '1.6.0'): IndexFile[] {
  const chunk = pack(encodeCbor([words.map((w, i) => [w, [[i % 5, [-25, i]]], []])]));
  const meta = pack(encodeCbor([version, [['en_p0', 10, '']], [['0', 'zz', 'en_c0']], [], [], ['title']]));
  return [
    file('pagefind-entry.json', JSON.stringify({ version, languages: { en: { hash: 'en_m0', wasm: 'en', page_count: 1 } } })),
    file('pagefind.en_m0.pf_meta', meta),
    file('index/en_c0.pf_index', chunk),
    file('fragment/en_p0.pf_fragment', pack(Buffer.from('{}'))),
  ];
}

const WORDS = (() => {
  const stems = [
    'port',
    'portal',
    'porting',
    'position',
    'post',
    'postcss',
    'preact',
    'proxy',
    'proxies',
    'public',
    'publicdir',
    'the',
    'them',
    'then',
    'there',
    'these',
  ];
  const more = Array.from({ length: 300 }, (_, i) => `w${String(i).padStart(3, '0')}x`);
  return [...new Set([...stems, ...more, 'a', 'an', 'and', 'android'])].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
})();

/** The chunk a term loads (the first whose range holds it), and the words in it that the term finds. */
function found(term: string, ranges: Range[], chunks: string[][]): string[] {
  const i = ranges.findIndex((r) => inRange(term, r));
  if (i < 0) return [];
  const words = chunks[i];
  const ext = words.filter((w) => w.startsWith(term));
  return ext.length ? ext : words.filter((w) => term.startsWith(w));
}

test('re-chunking: small chunks, the metadata and entry renamed, every word-prefix term finds the same words', () => {
  const before = pagefindIndex(WORDS);
  const { files, stats } = rechunk(before, 200);
  assert.equal(stats.before.chunks, 1);
  assert.ok(stats.after.chunks > 5, `${stats.after.chunks} chunks`);
  const byPath = new Map(files.map((f) => [f.path, f]));
  assert.ok(!byPath.has('index/en_c0.pf_index') && !byPath.has('pagefind.en_m0.pf_meta'), 'the old chunk and metadata are gone');
  assert.ok(!byPath.has('fragment/en_p0.pf_fragment'), 'fragments are renamed');
  const entry = JSON.parse(Buffer.from(byPath.get('pagefind-entry.json')!.content).toString()) as {
    languages: { en: { hash: string; wasm: string } };
  };
  assert.equal(entry.languages.en.wasm, 'en');
  const meta = decodeCbor(unpack('meta', byPath.get(`pagefind.${entry.languages.en.hash}.pf_meta`)!.content)) as unknown[];
  assert.equal(meta[0], '1.6.0');
  const [[page, words, group]] = meta[1] as [string, number, string][];
  assert.deepEqual([words, group], [10, ''], 'the pages stay, renamed');
  assert.match(page, /^en_[0-9a-f]{6}0$/);
  assert.deepEqual(byPath.get(`fragment/${page}.pf_fragment`)!.content, before[3].content, 'the fragment moves with its page');
  assert.deepEqual(meta[5], ['title'], 'the fields after the chunk list stay');
  const list = meta[2] as [string, string, string][];
  assert.equal(list[0][0], '0');
  assert.equal(list[list.length - 1][1], 'zz');
  const ranges = list.map(([from, to]) => ({ from, to }));
  const chunks = list.map(([, , hash]) => chunkWords(hash, byPath.get(`index/${hash}.pf_index`)!.content).map((w) => w.word));
  assert.deepEqual([...new Set(chunks.flat())].sort(), [...WORDS].sort(), 'every word is in a chunk');
  for (const c of chunks) assert.deepEqual(c, [...c].sort(), 'a chunk is in word order');
  const old: Range[] = [{ from: '0', to: 'zz' }];
  const terms = new Set(WORDS.flatMap((w) => Array.from(w, (_, i) => w.slice(0, i + 1))).concat(['portz', 'andq', 'thez']));
  for (const term of terms) assert.deepEqual(found(term, ranges, chunks), found(term, old, [WORDS]), term);
  // The word entries are copied byte for byte.
  const oldEntry = chunkWords('old', before[2].content).find((w) => w.word === 'proxy')!.bytes;
  const newEntry = chunks.findIndex((c) => c.includes('proxy'));
  const { hash } = { hash: list[newEntry][2] };
  assert.deepEqual(chunkWords(hash, byPath.get(`index/${hash}.pf_index`)!.content).find((w) => w.word === 'proxy')!.bytes, oldEntry);
});

test('re-chunking refuses what it does not know, naming the file and what to do', () => {
  assert.throws(
    () => rechunk(pagefindIndex(WORDS, '2.0.0'), 200),
    (e: Error) =>
      e instanceof RechunkError &&
      /pagefind\.en_m0\.pf_meta: unsupported Pagefind version 2\.0\.0/.test(e.message) &&
      /SEARCH_CHUNK_TARGET/.test(e.message),
  );
  const missing = pagefindIndex(WORDS).filter((f) => !f.path.startsWith('index/'));
  assert.throws(() => rechunk(missing, 200), /index\/en_c0\.pf_index: missing \(named by the metadata\)/);
  const unsigned = pagefindIndex(WORDS).map((f) => (f.path.startsWith('index/') ? file(f.path, zlib.gzipSync(Buffer.from('nope'))) : f));
  assert.throws(() => rechunk(unsigned, 200), /index\/en_c0\.pf_index: no "pagefind_dcd" signature/);
});

test('Zopfli re-gzips a Pagefind file to the same content, smaller, and keeps it in a cache', async () => {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'zopfli-'));
  try {
    const raw = Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from('index metadata '.repeat(500))]);
    const gz = zlib.gzipSync(raw, { level: 6 });
    const out = await zopfli('pagefind.en_1.pf_meta', gz, cache);
    assert.deepEqual(zlib.gunzipSync(out), raw);
    assert.ok(out.length <= gz.length);
    assert.equal(fs.readdirSync(cache).length, out.length < gz.length ? 1 : 0);
    await assert.rejects(
      zopfli('pagefind.en_1.pf_meta', zlib.gzipSync(Buffer.from('x')), cache),
      /pagefind\.en_1\.pf_meta: no "pagefind_dcd" signature/,
    );
    const { files, stats } = await compressIndex([file('pagefind.en_1.pf_meta', gz), file('fragment/en_1.pf_fragment', gz)], cache);
    assert.deepEqual(
      stats.map((s) => s.file),
      ['pagefind.en_1.pf_meta'],
      'only the files of every first query',
    );
    assert.equal(files[1].content, gz);
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
  }
});

test('a real Pagefind index finds the same pages, in the same order, after re-chunking', async () => {
  const topics = [
    'port',
    'portal',
    'porting',
    'proxy',
    'proxies',
    'public',
    'publicdir',
    'preact',
    'postcss',
    'position',
    'polyfill',
    'plugin',
    'plugins',
    'prefetch',
    'preload',
  ];
  const pages = topics.map((t, i) => ({
    url: `/p${i}`,
    lang: 'en',
    html: `<!doctype html><html lang="en"><body><main data-pagefind-body><h1>${t}</h1><p>${topics.slice(0, i + 1).join(' ')} ${Array.from({ length: 60 }, (_, k) => `w${i}x${k}`).join(' ')}</p></main></body></html>`,
  }));
  const original = await indexFiles(pages, 'en');
  const small = rechunk(original, 300);
  assert.ok(small.stats.after.chunks > small.stats.before.chunks + 3, `${small.stats.before.chunks} → ${small.stats.after.chunks} chunks`);
  await withServedIndex({ a: original, b: small.files }, async (site) => {
    const search = async (dir: string, term: string): Promise<string[]> => {
      const instance = await openPagefind(`${site.url}/${dir}/`, 'en');
      const { results } = await instance.search(term);
      const urls = await Promise.all(results.map(async (r) => (await r.data()).url));
      await instance.destroy();
      return urls;
    };
    for (const term of ['port', 'po', 'p', 'pro', 'proxy', 'pre', 'plugin', 'portz', 'w3x1', 'w1', 'pu', 'nothing']) {
      assert.deepEqual(await search('b', term), await search('a', term), term);
    }
  });
});

test('a stop word gets a chunk of its own: before the last word of a query only that chunk is fetched, not the words it starts; as the last word it still finds them', async () => {
  // Pages that say "in" and many words that start with it, so that the chunk of "in" holds them all; the last
  // page says "invoke" but not "in".
  const starts = [
    'index',
    'inline',
    'install',
    'include',
    'input',
    'inject',
    'inspect',
    'instance',
    'integer',
    'internal',
    'invalid',
    'invoke',
  ];
  const pages = starts.map((t, i) => ({
    url: `/p${i}`,
    lang: 'en',
    html: `<!doctype html><html lang="en"><body><main data-pagefind-body><h1>${t}</h1><p>${t}${t === 'invoke' ? '' : ' in'} ${starts.slice(0, i + 1).join(' ')} ${Array.from({ length: 40 }, (_, k) => `w${i}x${k} ${t}${k}`).join(' ')}</p></main></body></html>`,
  }));
  const { files } = rechunk(await indexFiles(pages, 'en'), 300, { words: ['in'] });
  const entry = JSON.parse(Buffer.from(files.find((f) => f.path === 'pagefind-entry.json')!.content).toString('utf8'));
  const own = exactChunks(entry.exact);
  const inChunk = own.get('in');
  assert.ok(inChunk, `"in" has a chunk of its own: ${JSON.stringify(entry.exact)}`);
  assert.ok(![...own.keys()].some((w) => starts.includes(w)), 'a word that is not a stop word has none');
  const ownFile = files.find((f) => f.path === `index/${inChunk}.pf_index`)!;
  assert.deepEqual(
    chunkWords(ownFile.path, ownFile.content).map((w) => w.word),
    ['in'],
  );
  await withServedIndex({ '': files }, async (site) => {
    /** The pages of a reader's query as a visit's first, and the word-index chunks it fetched. */
    const { requests } = site;
    const search = async (query: string): Promise<{ pages: string[]; chunks: string[] }> => {
      const instance = await openPagefind(`${site.url}/`, 'en');
      const scoped = instance.scoped?.(query);
      assert.ok(scoped);
      requests.splice(0);
      const { results } = await scoped.search(query);
      const pages = (await Promise.all(results.map(async (r) => (await r.data()).url))).sort();
      await instance.destroy();
      return { pages, chunks: requests.filter((u) => u.includes('.pf_index')).map((u) => path.basename(u, '.pf_index')) };
    };
    // Typed last, "in" may be the start of "inspect": its chunk with the words it starts is fetched.
    const last = await search('w11x1 in');
    assert.deepEqual(last.pages, ['/p11'], 'the page that says "invoke" but not "in"');
    assert.ok(!last.chunks.includes(inChunk), `not the chunk of "in" alone: ${last.chunks.join(' ')}`);
    const family = last.chunks;
    // Before the last word, "in" loads its own chunk only: fewer bytes, and the pages that say "inline".
    const before = await search('in inline');
    assert.ok(before.chunks.includes(inChunk), `the chunk of "in" alone: ${before.chunks.join(' ')}`);
    const inlineChunks = (await search('inline')).chunks;
    assert.deepEqual(
      before.chunks.filter((c) => c !== inChunk && !inlineChunks.includes(c)),
      [],
      'no other chunk for "in"',
    );
    assert.ok(
      family.some((c) => !inlineChunks.includes(c)),
      'the chunk of the words "in" starts is another',
    );
    assert.deepEqual(
      before.pages,
      pages
        .slice(1)
        .map((p) => p.url)
        .sort(),
    );
  });
});

test('the words with a chunk of their own are a fixed list, whatever the chunks weigh: a listed word gets one in a small index, an unlisted stop word with a large chunk gets none and is named as a hint', async () => {
  for (const [lang, words] of Object.entries(EXACT_WORDS)) {
    assert.deepEqual(
      words.filter((w) => !wordAlone(w)),
      [],
      `${lang}: only stop words and single Chinese characters, whose starts are no answer`,
    );
    assert.equal(new Set(words).size, words.length, `${lang}: no word twice`);
  }
  // "in" starts many words, so that its chunk is over the hint's bytes (made small for the test).
  const hint = { minChunk: 200, minSaving: 100 };
  const many = Array.from({ length: 400 }, (_, i) => `in${(i * 7919).toString(36)}word`);
  const pages = Array.from({ length: 20 }, (_, p) => ({
    url: `/p${p}`,
    lang: 'en',
    html: `<!doctype html><html lang="en"><body><main data-pagefind-body><h1>Page ${p}</h1><p>to in ${many.slice(p * 20, p * 20 + 20).join(' ')}</p></main></body></html>`,
  }));
  const files = await indexFiles(pages, 'en');
  const entryOf = (out: IndexFile[]) =>
    JSON.parse(Buffer.from(out.find((f) => f.path === 'pagefind-entry.json')!.content).toString('utf8')) as { exact?: { words: string[] } };
  const listed = rechunk(files, 100 * 1024, { words: ['to'], hint });
  assert.deepEqual(entryOf(listed.files).exact?.words, ['to'], 'a listed word, whatever its chunk weighs');
  const named = listed.stats.hints.find((h) => h.word === 'in');
  assert.ok(named, `"in" is named: ${JSON.stringify(listed.stats.hints)}`);
  assert.ok(named.chunk >= hint.minChunk && named.chunk - named.alone >= hint.minSaving);
  assert.ok(!listed.stats.hints.some((h) => h.word === 'to'), 'a listed word is no hint');
  assert.equal(entryOf(rechunk(files, 100 * 1024, { words: [], hint }).files).exact, undefined, 'no list, no chunk of one word');
  assert.ok(EXACT_HINT.minChunk > hint.minChunk, "the site's hint is for chunks of kilobytes");
});

test("the entry's list of one-word chunks: a list not as written gives none; the last word of a query keeps the chunks of the words it starts", () => {
  for (const bad of [undefined, null, 'in', { prefix: 1, words: ['in'] }, { prefix: 'x', words: 'in' }])
    assert.equal(exactChunks(bad).size, 0);
  const own = exactChunks({ prefix: 'en_abcx', words: ['in', 7, 'to'] });
  assert.deepEqual(
    [...own],
    [
      ['in', 'en_abcx0'],
      ['to', 'en_abcx2'],
    ],
  );
  const family = (word: string) => [`family-of-${word}`];
  assert.deepEqual(chunksOf('in config to', own, family, 'to'), ['en_abcx0', 'family-of-config', 'family-of-to']);
  assert.deepEqual(chunksOf('to  to', own, family, undefined), ['en_abcx2']);
});
