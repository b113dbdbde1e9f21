// Pagefind's browser side, for the one index a page searches, in place of Pagefind's `pagefind.js`
// (11.2 kB gzip minified, most of it code this site never runs: the web worker and its messages, filters,
// sorting, merged indexes, a gzip reader of its own, the debounce) and of its WebAssembly search core (55 kB gzip):
// the search is theme/search/search-core.ts, which reproduces the core of Pagefind 1.6.0. This file makes the calls
// pagefind.js 1.6.0 makes, in the same order, and returns what pagefind.js's `search` and `data()` return: the same
// pages, scores, matched words, sub-results (headings) and excerpts (tests/unit/search-core.test.ts checks it against
// the installed Pagefind, tests/unit/search-core-ts.test.ts the search against Pagefind's own core).
//
// The index's format and the core's search are not a published interface: they change with Pagefind's version. So
// the index must say it is of PAGEFIND_VERSION, and loading any other fails with a message that names the file.
import { buildExcerpt, excerptRegion, pagefindWords } from './sections';
import {
  type CoreResult,
  PAGEFIND_VERSION,
  type SearchCore,
  type SearchCoreFactory,
  createCore,
  readMetadata,
  stemmerOf,
} from './search-core';
import type { PagefindData, PagefindInstance, PagefindOptions, PagefindRanking, PagefindResult, PagefindSubResult } from './types';

export { PAGEFIND_VERSION };

type Anchor = NonNullable<PagefindSubResult['anchor']> & { title?: string };
type Fragment = Omit<PagefindData, 'excerpt' | 'sub_results' | 'anchors'> & { content: string; anchors: Anchor[] };

const SIGNATURE = 'pagefind_dcd';
const decoder = /* @__PURE__ */ new TextDecoder();

/**
 * The punctuation pagefind.js drops from a query, its own pattern as written (its `^` and `$` bind to the
 * first and last alternatives only: kept so, since the index was matched against what pagefind.js sends).
 */
const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u;

export class PagefindCoreError extends Error {}

/** A file of the index: fetched, un-gzipped when it is gzip, without Pagefind's signature. */
async function indexFile(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`${res.status} fetching ${url}`);
  let bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b)
    bytes = new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  if (decoder.decode(bytes.subarray(0, SIGNATURE.length)) !== SIGNATURE) throw new Error(`${url}: not a Pagefind file (no "${SIGNATURE}")`);
  return bytes.subarray(SIGNATURE.length);
}

const segmenters = new Map<string, Intl.Segmenter>();
/** The browser's segmenter of a locale and granularity, made once (pagefind.js makes one for every search). */
function segmenter(locale: string, granularity: 'grapheme' | 'word'): Intl.Segmenter {
  const key = `${locale} ${granularity}`;
  let s = segmenters.get(key);
  if (!s) segmenters.set(key, (s = new Intl.Segmenter(locale, { granularity })));
  return s;
}

/** The locale whose segmenters cut a query of `language` (pagefind.js: `<html lang>`); none without `Intl.Segmenter`. */
function segmentedLocale(language: string): string | undefined {
  if (typeof Intl.Segmenter === 'undefined') return undefined;
  try {
    return Intl.getCanonicalLocales(language)[0];
  } catch {
    return undefined;
  }
}

/** A locale whose queries pagefind.js cuts into words (Chinese, Japanese, Thai), not only into characters. */
const wordLocale = (locale: string): boolean => ['zh', 'ja', 'th'].includes(locale.split('-')[0].toLowerCase());

/**
 * Makes the segmenters a query of `language` needs while the index's files are on their way (when the page
 * is idle): a page's first `Intl.Segmenter` loads the browser's break-iteration data, about 20 ms of CPU
 * in Chromium here and 80 ms on the phone profile, which the first query otherwise waited for.
 */
function readySegmenters(language: string): void {
  const ready = () => {
    try {
      const locale = segmentedLocale(language);
      if (!locale) return;
      Array.from(segmenter(locale, 'grapheme').segment('ab'));
      if (wordLocale(locale)) Array.from(segmenter(locale, 'word').segment('构建'));
    } catch {}
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(ready, { timeout: 500 });
  else setTimeout(ready, 0);
}

/** pagefind.js's `normalizeDiacritics`. */
const withoutDiacritics = (s: string): string => {
  const stripped = s.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, '');
  return /[\u3099\u309A]/.test(stripped) ? stripped.normalize('NFC') : stripped;
};

/**
 * The query as pagefind.js 1.6.0 hands it to the core: lower case, Pagefind's punctuation out, Chinese
 * (and Japanese, Thai) cut into words by the browser's `Intl.Segmenter`; as searched and as typed.
 */
export function coreQuery(input: string, language: string, keep: readonly string[]): { term: string; original: string } {
  const chars = (text: Iterable<string>): string[] => {
    const out: string[] = [];
    for (const c of text) {
      if (keep.includes(c)) out.push(c);
      else if (!PUNCTUATION.test(c)) out.push(c.toLocaleLowerCase());
    }
    return out;
  };
  const locale = segmentedLocale(language);
  let term: string;
  if (locale) {
    const graphemes = (s: string) => Array.from(segmenter(locale, 'grapheme').segment(s), (g) => g.segment);
    if (wordLocale(locale)) {
      const words: string[] = [];
      for (const { segment } of segmenter(locale, 'word').segment(input)) {
        const word = chars(graphemes(segment)).join('');
        if (word) words.push(word);
      }
      term = words.join(' ');
    } else term = chars(graphemes(input)).join('');
  } else term = chars(input).join('');
  const pairs = term
    .replace(/\s{2,}/g, ' ')
    .trim()
    .split(' ')
    .map((w) => [w, withoutDiacritics(w)])
    .filter(([, n]) => n.length);
  return { term: pairs.map(([, n]) => n).join(' '), original: pairs.map(([o]) => o).join(' ') };
}

/** pagefind.js's page URL: the fragment's URL below the base URL `/`. */
const pageUrl = (raw: string): string => (/^(https?:)?\/\//.test(raw) ? raw : `/${raw}`.replace(/\/+/g, '/'));

/** A URL with a heading's id as its hash (pagefind.js: through `URL`, so the id is percent-encoded as a browser would). */
function withHash(url: string, id: string): string {
  try {
    if (/^((https?:)?\/\/)/.test(url)) {
      const u = new URL(url);
      u.hash = id;
      return u.toString();
    }
    const u = new URL(`https://example.com${url.startsWith('/') ? url : `/${url}`}`);
    u.hash = id;
    return u.toString().replace(/^https:\/\/example.com/, '');
  } catch {
    return url;
  }
}

/**
 * pagefind.js's `calculate_sub_results`: the page's matches grouped under the headings they follow, each
 * with its excerpt (`words` the page's text; none: no excerpts).
 */
function subResults(
  page: Fragment,
  words: string[] | undefined,
  zws: boolean,
  locations: PagefindSubResult['weighted_locations'],
  length: number,
): PagefindSubResult[] {
  const url = page.meta.url || page.url;
  const anchors = page.anchors
    .filter((a) => (a.title?.length && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text?.length && /\S/.test(a.text)))
    .sort((a, b) => a.location - b.location);
  const results: PagefindSubResult[] = [];
  let position = 0;
  let current: PagefindSubResult = { title: page.meta.title ?? '', url, weighted_locations: [], locations: [], excerpt: '' };
  const close = (end?: number) => {
    if (!current.locations.length) return;
    results.push(current);
    if (!words) return;
    const relative = current.weighted_locations.map((l) => ({ balanced_score: l.balanced_score, location: l.location - position }));
    const start = excerptRegion(relative, length) + position;
    const n = end ? Math.min(end - start, length) : length;
    current.excerpt = buildExcerpt(words, words.length, zws, start, n, current.locations, position, end);
  };
  for (const word of locations) {
    if (!anchors.length || word.location < anchors[0].location) {
      current.weighted_locations.push(word);
      current.locations.push(word.location);
      continue;
    }
    let next = anchors.shift() as Anchor;
    close(next.location);
    while (anchors.length && word.location >= anchors[0].location) next = anchors.shift() as Anchor;
    position = next.location;
    current = {
      title: next.title || next.text,
      url: withHash(url, next.id),
      anchor: next,
      weighted_locations: [word],
      locations: [word.location],
      excerpt: '',
    };
  }
  close(anchors[0]?.location);
  return results;
}

/** Each file once per visit: `load`'s promise kept under `key`; a failed one is forgotten, to be fetched again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** The chunk of each word that has one of its own (`pagefind-entry.json`'s `exact`), by word; none if it is not as written. */
export function exactChunks(exact: unknown): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  const e = exact as { prefix?: unknown; words?: unknown } | undefined;
  if (!e || typeof e.prefix !== 'string' || !Array.isArray(e.words)) return map;
  e.words.forEach((w, i) => typeof w === 'string' && map.set(w, `${e.prefix}${i.toString(36)}`));
  return map;
}

/**
 * The chunks a search (as the core searches it: words separated by spaces) loads: for a word that has a
 * chunk of its own (EXACT_WORDS in plugins/search/pagefind-format/rechunk.ts), that chunk, unless it is
 * `typing`, the last word of the reader's query, which may be the start of a longer word (`in` of
 * `inline`) and so needs the words it starts; for the others, `chunksOfWord`'s (the search core's `chunksFor`).
 * Each once.
 */
export function chunksOf(
  term: string,
  exact: ReadonlyMap<string, string>,
  chunksOfWord: (word: string) => string[],
  typing: string | undefined,
): string[] {
  const out = new Set<string>();
  for (const word of term.split(' ')) {
    if (!word) continue;
    const own = word === typing ? undefined : exact.get(word);
    for (const hash of own ? [own] : chunksOfWord(word)) out.add(hash);
  }
  return [...out];
}

/** The last word of a query as the core searches it (`chunksOf`'s `typing`). */
export const lastWord = (term: string): string | undefined => term.split(' ').filter(Boolean).at(-1);

/**
 * An index on its way: `instance` once its entry and metadata are in; `prefetch` fetches the word-index chunks that
 * searches for the given queries will ask for, as soon as the metadata is in (a query typed while the index loads).
 * Bytes no search would fetch are never asked for.
 */
export type PagefindLoad = { instance: Promise<PagefindInstance>; prefetch(queries: readonly string[]): void };

/**
 * Loads a language's index (its entry and metadata) from `basePath` (`…/pagefind/<lang>/`) and readies it with the
 * ranking of `options`; prefetches the chunks of what is typed meanwhile (`PagefindLoad`). `language`: the page's
 * language, which decides how a query is cut into words (as pagefind.js reads it from `<html lang>`).
 */
export function startPagefind(basePath: string, language: string, options: PagefindOptions = {}): PagefindLoad {
  let early: ((queries: readonly string[]) => void) | undefined;
  const waiting: string[] = [];
  // A chunk's bytes, fetched once by a prefetch or a search, kept for the visit: each query's core loads the chunks it asks for.
  const fetched = new Map<string, Promise<Uint8Array>>();
  const chunkFile = (hash: string): Promise<Uint8Array> => once(fetched, hash, () => indexFile(`${basePath}index/${hash}.pf_index`));
  readySegmenters(language);
  const instance = openCore(basePath, language, options, chunkFile, (keep, core, exact) => {
    // Only ever a head start: whatever goes wrong here, the load and the search go on without it.
    early = (queries) => {
      try {
        for (const query of queries) {
          const { term } = coreQuery(query, language, keep);
          for (const hash of chunksOf(term, exact, (word) => core.chunksFor(word), lastWord(term))) chunkFile(hash).catch(() => undefined);
        }
      } catch {}
    };
    early(waiting.splice(0));
  });
  instance.then(
    () => (early = undefined),
    () => undefined,
  );
  return {
    instance,
    prefetch(queries) {
      if (early) early(queries);
      else waiting.push(...queries);
    },
  };
}

/** `startPagefind`'s index, without the prefetch. */
export const openPagefind = (basePath: string, language: string, options: PagefindOptions = {}): Promise<PagefindInstance> =>
  startPagefind(basePath, language, options).instance;

/**
 * Loads and readies the index; `chunkFile` gives a word-index chunk's bytes (fetched, or taken from the
 * prefetch), `metadataIn` is told of the metadata as soon as it is in (with a core that knows its chunks).
 */
async function openCore(
  basePath: string,
  language: string,
  options: PagefindOptions,
  chunkFile: (hash: string) => Promise<Uint8Array>,
  metadataIn: (keep: string[], core: SearchCore, exact: ReadonlyMap<string, string>) => void,
): Promise<PagefindInstance> {
  const res = await fetch(`${basePath}pagefind-entry.json`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status} fetching ${basePath}pagefind-entry.json`);
  const entry = (await res.json()) as {
    version: string;
    languages: Record<string, { hash: string; wasm: string | null }>;
    include_characters?: string[];
    /** This site's: the words that have a chunk of their own (plugins/search/pagefind-format/rechunk.ts, EXACT_WORDS). */
    exact?: { prefix: string; words: string[] };
  };
  if (entry.version !== PAGEFIND_VERSION)
    throw new PagefindCoreError(
      `The search index at ${basePath} is Pagefind ${entry.version}'s; theme/search/search-core.ts reproduces Pagefind ${PAGEFIND_VERSION}'s search core only. Check it against the new Pagefind's core (theme/search/README.md, "Our own search core") and update PAGEFIND_VERSION.`,
    );
  const index = entry.languages[language] ?? entry.languages[language.split('-')[0]] ?? Object.values(entry.languages)[0];
  if (!index) throw new PagefindCoreError(`The search index at ${basePath} has no language.`);
  const keep = entry.include_characters ?? [];
  const ownChunks = exactChunks(entry.exact);
  const length = options.excerptLength ?? 30;
  const coreName = index.wasm ?? null;
  const metadata = await indexFile(`${basePath}pagefind.${index.hash}.pf_meta`);
  // A new search core for each query (`searcher`); the metadata is read once.
  let newCore: (ranking?: PagefindRanking) => SearchCore;
  const factory: SearchCoreFactory | undefined = options.core;
  if (factory) newCore = (ranking = options.ranking) => factory(metadata, ranking, coreName);
  else {
    const meta = readMetadata(metadata);
    const stem = stemmerOf(coreName);
    newCore = (ranking = options.ranking) => createCore(meta, ranking, stem);
  }
  metadataIn(keep, newCore(), ownChunks);

  /** A page's fragment as pagefind.js keeps it (the URL below the base, the text without zero-width spaces) and its text's words. */
  type Page = { page: Fragment; words: string[]; zws: boolean };
  const pages = new Map<string, Promise<Page>>();
  const groups = new Map<string, Promise<Record<string, Fragment>>>();
  const json = async <T>(url: string): Promise<T> => JSON.parse(decoder.decode(await indexFile(url))) as T;
  const fragment = (hash: string, group?: string): Promise<Page> =>
    once(pages, hash, async () => {
      const page = group
        ? (await once(groups, group, () => json<Record<string, Fragment>>(`${basePath}fragment/${group}.pf_fragment`)))[hash]
        : await json<Fragment>(`${basePath}fragment/${hash}.pf_fragment`);
      const { words, zws } = pagefindWords(page.content);
      return {
        page: { ...page, content: page.content.replace(/\u200B/g, ''), url: pageUrl(page.url), anchors: page.anchors ?? [] },
        words,
        zws,
      };
    });
  /**
   * The page of a result, with this query's matches (a copy: the cached page is shared by every query).
   * A page whose text is in sections (the built index) gets no excerpts here: its fragment's text is
   * empty, and the dialog builds the excerpts from the sections (theme/search/sections.ts).
   */
  const data = async (result: CoreResult): Promise<PagefindData> => {
    const { page, words, zws } = await fragment(result.p, result.g);
    const weighted = result.l.map((l) => ({ weight: l.w / 24, balanced_score: l.s, location: l.l }));
    const text = 'sections' in page ? undefined : words;
    return {
      ...page,
      weighted_locations: weighted,
      excerpt: text
        ? buildExcerpt(
            text,
            text.length,
            zws,
            excerptRegion(weighted, length),
            length,
            weighted.map((l) => l.location),
          )
        : '',
      sub_results: subResults(page, text, zws, weighted, length),
    };
  };

  /**
   * Searches on one core, which loads each word-index chunk they ask for once. Pagefind's core matches a
   * term against every word it has loaded (`find_word_extensions` walks them all), so a core that has
   * loaded the chunks of many queries spends more on each term (held-out queries in Chinese, thread CPU
   * p95: 31 ms on a new core, 54 ms on one that has loaded the whole visit's chunks) and can match a word
   * an earlier query loaded: a query's results then depend on the queries before it.
   */
  const searcher = (query?: string, ranking?: PagefindRanking): ((input: string) => Promise<{ results: PagefindResult[] }>) => {
    let core: SearchCore | undefined;
    // The reader's query's last word: searched with the words it starts (`chunksOf`); with no query, every word.
    const typing = query === undefined ? undefined : lastWord(coreQuery(query, language, keep).term);
    const own = query === undefined ? new Map<string, string>() : ownChunks;
    const loaded = new Map<string, Promise<void>>();
    return async (input) => {
      const exact = /^\s*".+"\s*$/.test(input);
      const { term, original } = coreQuery(input, language, keep);
      if (!term) return { results: [] };
      const c = (core ??= newCore(ranking));
      // A chunk that fails to load is left out (as pagefind.js does): the query finds what the others hold.
      await Promise.all(
        chunksOf(term, own, (word) => c.chunksFor(word), typing).map((hash) =>
          once(loaded, hash, async () => c.loadChunk(await chunkFile(hash))).catch(() => undefined),
        ),
      );
      const results: PagefindResult[] = c.search(term, original, exact).map((r) => ({
        id: r.p,
        score: r.s,
        words: r.l.map((l) => l.l),
        data: () => data(r),
      }));
      return { results: results.sort((a, b) => b.score - a.score) };
    };
  };

  const instance: PagefindInstance = {
    basePath,
    search: searcher(),
    scoped: (query, ranking) => ({ ...instance, search: searcher(query, ranking), scoped: instance.scoped }),
    async destroy() {},
  };
  return instance;
}
