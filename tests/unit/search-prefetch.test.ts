// A query typed while the index loads has its word-index chunks fetched as soon as the index's metadata is in
// (theme/search/pagefind-core.ts, `startPagefind`), so that it is answered the moment the index is ready, not a
// round trip later. Over a real Pagefind index re-split into small chunks, in English (stemmed) and Chinese
// (segmented): the chunks fetched early are those the search asks for, none is fetched twice, and the results are
// the same as without the prefetch.
import assert from 'node:assert/strict';
import test from 'node:test';
import { indexFiles } from '../../plugins/search/build-index';
import { rechunk, unpack } from '../../plugins/search/pagefind-format/rechunk';
import { coreQuery, openPagefind, startPagefind } from '../../theme/search/pagefind-core';
import { createCore, readMetadata, stemmerOf } from '../../theme/search/search-core';
import type { PagefindInstance } from '../../theme/search/types';
import { withServedIndex } from './served-index';

const WORDS = {
  en: [
    'port',
    'portal',
    'porting',
    'proxy',
    'proxies',
    'public',
    'preact',
    'postcss',
    'polyfill',
    'plugins',
    'prefetch',
    'configuring',
    'build',
  ],
  zh: ['端口', '代理', '跨域', '白屏', '打包', '构建', '插件', '配置', '环境变量', '热更新', '样式', '图片', '路径'],
};
const TERMS = {
  en: ['port', 'po', 'p', 'proxies', 'configured', 'building', 'portz', 'post', 'plugin prefetch', 'zzz', 'w3x1', 'pu'],
  zh: ['端口', '端', '代理 跨域', '白屏', '打包后白屏', '环境', '热更新不生效', '样式', '路径', '没有'],
};

/** The index files of a site whose pages hold `words` (and filler), re-split into small chunks. */
async function smallChunks(lang: 'en' | 'zh') {
  const words = WORDS[lang];
  const pages = words.map((t, i) => ({
    url: `/p${i}`,
    lang,
    html: `<!doctype html><html lang="${lang}"><body><main data-pagefind-body><h1>${t}</h1><p>${words.slice(0, i + 1).join(' ')} ${Array.from({ length: 60 }, (_, k) => `w${i}x${k}`).join(' ')}</p></main></body></html>`,
  }));
  // No word with a chunk of its own (EXACT_WORDS): this test is about the prefetch of the chunks a term's range names.
  return rechunk(await indexFiles(pages, lang), 300, { words: [] }).files;
}

/**
 * Serves the small-chunk index of `lang` (`smallChunks`) at `basePath` and runs `fn` with `fetch` recording every URL
 * it is asked for in `requests` (`withServedIndex`).
 */
async function withIndexServer(
  lang: 'en' | 'zh',
  fn: (site: { basePath: string; files: Awaited<ReturnType<typeof smallChunks>>; requests: string[] }) => Promise<void>,
): Promise<void> {
  const files = await smallChunks(lang);
  await withServedIndex({ [lang]: files }, ({ url, requests }) => fn({ basePath: `${url}/${lang}/`, files, requests }));
}

test('a query typed while the index loads has its chunks fetched early: only chunks the search needs, each once, the same results', async () => {
  for (const lang of ['en', 'zh'] as const) {
    await withIndexServer(lang, async ({ basePath, files, requests }) => {
      const meta = files.find((f) => f.path.endsWith('.pf_meta'));
      assert.ok(meta, 'the index has its metadata');
      const metadata = readMetadata(unpack(meta.path, meta.content));
      const ranges = metadata.chunks;
      assert.equal(ranges.length, files.filter((f) => f.path.endsWith('.pf_index')).length, `${lang}: every chunk of the metadata is read`);
      assert.ok(ranges.length > 3, `${lang}: the index has several chunks (${ranges.length})`);
      const core = createCore(metadata, undefined, stemmerOf(lang === 'en' ? 'en' : null));
      const chunkName = (url: string) => /index\/([^/]+)\.pf_index$/.exec(url)?.[1];

      for (const term of TERMS[lang]) {
        // The chunks the search asks for, seen on a fresh index; and those the prefetch names (its words' and stems').
        const fresh = await openPagefind(basePath, lang);
        requests.length = 0;
        const plain = await fresh.search(term);
        const asked = new Set(requests.map(chunkName).filter(Boolean));
        const early = new Set(
          coreQuery(term, lang, [])
            .term.split(' ')
            .flatMap((w) => (w ? core.chunksFor(w) : [])),
        );
        if (plain.results.length) assert.ok(early.size > 0, `${lang} "${term}": its chunks are known from the metadata`);
        assert.deepEqual([...early].sort(), [...asked].sort(), `${lang} "${term}": the same chunks`);

        // Typed before the index is ready: its chunks are on their way before the index is, fetched once.
        requests.length = 0;
        const load = startPagefind(basePath, lang);
        load.prefetch([term]);
        const instance = await load.instance;
        const beforeReady = requests.map(chunkName).filter(Boolean);
        assert.deepEqual(new Set(beforeReady), early, `${lang} "${term}": fetched before the index was ready`);
        const found = await instance.search(term);
        const chunks = requests.map(chunkName).filter(Boolean);
        assert.equal(chunks.length, new Set(chunks).size, `${lang} "${term}": no chunk fetched twice`);
        assert.deepEqual(
          found.results.map((r) => [r.id, r.score, r.words]),
          plain.results.map((r) => [r.id, r.score, r.words]),
          `${lang} "${term}": the same results`,
        );
      }
    });
  }
});

test("a query's searches on a scoped core find what they find on a new index, whatever was searched before; no chunk is fetched twice in a visit", async () => {
  for (const lang of ['en', 'zh'] as const) {
    await withIndexServer(lang, async ({ basePath, requests }) => {
      const result = async (instance: PagefindInstance, term: string) =>
        (await instance.search(term)).results.map((r) => [r.id, r.score, r.words]);
      const fresh = new Map<string, unknown>();
      for (const term of TERMS[lang]) fresh.set(term, await result(await openPagefind(basePath, lang), term));
      // One visit: every term searched on the visit's core first (its chunks all loaded), then each on a scoped one.
      requests.length = 0;
      const visit = await openPagefind(basePath, lang);
      for (const term of TERMS[lang]) await visit.search(term);
      for (const term of TERMS[lang]) {
        const scoped = visit.scoped?.();
        assert.ok(scoped, `${lang}: the index gives scoped searches`);
        assert.deepEqual(await result(scoped, term), fresh.get(term), `${lang} "${term}": as on a new index`);
      }
      const chunks = requests.filter((u) => u.endsWith('.pf_index'));
      assert.ok(chunks.length > 1, `${lang}: the visit fetched chunks (${chunks.length})`);
      assert.equal(chunks.length, new Set(chunks).size, `${lang}: no chunk fetched twice`);
    });
  }
});

test('metadata that is not in the format of Pagefind 1.6 is refused; an index without chunks gives none', () => {
  assert.throws(() => readMetadata(Uint8Array.of(0x82, 0x01, 0x02)), /search index/);
  assert.throws(() => readMetadata(Uint8Array.of(0x01)), /search index/);
  assert.throws(() => readMetadata(Uint8Array.of()), /search index/);
  assert.deepEqual(createCore({ pages: [], averageLength: 0, chunks: [], metaFields: [] }).chunksFor('port'), []);
});
