// Local search: Pagefind's index of the page's language, loaded on intent from /pagefind/<lang>/.
// The search runs on the page's thread (`noWorker`: a query costs a few milliseconds of CPU, see
// README "Search", and the worker's script would be 12 kB more to fetch). The ranking settings and
// the hit extraction are shared with the benchmark (scripts/bench-search.ts).
import { excerptOf } from './search-sections';
import { snippet } from './search-snippet';
import { termNames } from './search-terms';
import type { PagefindData, PagefindInstance, PagefindModule, PagefindOptions, PagefindSubResult, SearchHit } from './search-types';

/** Results shown for a query, in total (SPEC §9). */
export const SEARCH_LIMIT = 7;
/** Longest query that is searched; longer input is cut (the input field allows no more). */
export const MAX_QUERY_LENGTH = 200;

/** Where a language's index is, below the site's base path. */
export const pagefindPath = (base: string, lang: string): string => `${base.replace(/\/?$/, '/')}pagefind/${lang}/`;

/**
 * Ranking: a match in the page title weighs 10 times one in the body (headings and option paths are
 * weighted in the index); the names the page's code examples import, when few pages import them
 * (`imports`, scripts/lib/search-html.ts: `pluginAssetsRetry`), count like body text (weighed 5, they
 * put such pages first for queries that merely start like a name); a page's length counts little, so
 * a long guide that answers the question is not pushed below a short page that mentions the word.
 */
export const PAGEFIND_OPTIONS: PagefindOptions = {
  excerptLength: 40,
  ranking: { metaWeights: { title: 10, imports: 1 }, pageLength: 0.3, termSaturation: 1.2, termSimilarity: 1.0, termFrequency: 1.0 },
};

/** The query as it is searched: spaces collapsed, cut at MAX_QUERY_LENGTH. */
export const normalizeQuery = (query: string): string => query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);

/**
 * Words that carry no topic: Chinese particles and question words, English function words. Pagefind
 * finds only the pages that hold every word of a query, so "打包出来的 js 太大怎么优化" or "why is my
 * build slow" find few pages or none: the pages must say 的, 怎么 or "my". Such a query is searched
 * again without them (`searchPagefind`; the rerank still sees the whole query). Tried: always leaving
 * them out, which moved more queries down ("process is not defined" without "is").
 */
export const STOP_WORDS = new Set([
  ...'的 了 吗 呢 吧 啊 把 被 将 在 里 上 中 时 后 得 地 着 过 有 是 和 与 及 或 要 想 能 会 该 让 给 用 对 从 到 为 就 都 也 还 很 太 我 我的 你 它 这 那 这个 那个 怎么 如何 怎样 怎么样 为什么 什么 哪些 哪个 哪里 是否 可以 能否 一下 一个 出来 起来 进去 之后 时候'.split(' '),
  ...'a an the is are was be been do does did can could should would will i my me we our you your it its this that these those how what why when where which who to of in on at for with by from into as and or but so if then than'.split(' '),
]);

let segmenter: Intl.Segmenter | undefined;

/**
 * The words of a query as they are searched: split at spaces, Chinese runs into words (the browser's
 * `Intl.Segmenter`, as Pagefind splits a query), without the stop words. A Chinese run stays one word
 * except where a stop word is cut out of it.
 */
export function searchWords(term: string): string[] {
  const all = term.split(' ').filter(Boolean);
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;
  const kept: string[] = [];
  for (const token of all) {
    if (STOP_WORDS.has(token.toLowerCase())) continue;
    if (!segmenter || !HAN.test(token)) {
      kept.push(token);
      continue;
    }
    let run = '';
    for (const { segment } of segmenter.segment(token)) {
      if (STOP_WORDS.has(segment.toLowerCase())) {
        if (run) kept.push(run);
        run = '';
      } else run += segment;
    }
    if (run) kept.push(run);
  }
  return kept.length ? kept : all;
}

/** Loads `pagefind.js` of a language (a static file, not part of the bundle) and readies its index. */
export async function loadPagefind(
  basePath: string,
  importer: (url: string) => Promise<unknown> = (url) => import(/* webpackIgnore: true */ url),
  options: PagefindOptions = {},
): Promise<PagefindInstance> {
  const mod = (await importer(`${basePath}pagefind.js`)) as PagefindModule;
  const instance = mod.createInstance({ basePath, baseUrl: '/', noWorker: true, ...PAGEFIND_OPTIONS, ...options });
  await instance.init();
  // An empty search waits for the index's metadata and search core, and throws if they failed to load.
  await instance.search('');
  return Object.assign(instance, { basePath });
}

/** The sub-result the hit leads to: the one with the strongest matches (Pagefind's balanced score). */
function bestSubResult(data: PagefindData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  let bestScore = -1;
  for (const sub of data.sub_results) {
    const score = sub.weighted_locations.reduce((a, l) => a + l.balanced_score, 0);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A Pagefind result as a row: the page, the heading of its best match (deep link), a snippet (from
 * `excerpt`, the best match's excerpt as the page's sections give it; without it, Pagefind's).
 */
export function toHit(data: PagefindData, excerpt?: string): SearchHit {
  const title = data.meta.title || data.url;
  const sub = bestSubResult(data);
  const onTitle = !sub || !sub.anchor || /^h1$/i.test(sub.anchor.element);
  const page = data.url.replace(/#.*$/, '');
  return {
    url: onTitle ? page : sub.url,
    title,
    heading: onTitle ? undefined : sub.title,
    snippet: snippet(excerpt ?? (sub?.excerpt || data.excerpt)),
  };
}

/** The row of a result: its snippet's words fetched from the page's sections (theme/search-sections.ts). */
async function toHitFromSections(data: PagefindData, fragmentUrl: string): Promise<SearchHit> {
  return toHit(data, await excerptOf(data, bestSubResult(data), fragmentUrl, PAGEFIND_OPTIONS.excerptLength ?? 30));
}

const HAN = /\p{Script=Han}/u;
/** Words of a text for matching titles: lower case, split at anything but letters and digits. */
export const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);
/** Text reduced to its letters and digits, lower case: `Server.Port` and `server port` → `serverport`. */
export const squash = (text: string): string => words(text).join('');

/** Does a title hold every word of the query? (Chinese words: as part of the title's text.) */
function holdsAll(title: string, queryWords: string[]): boolean {
  const titleWords = new Set(words(title));
  const flat = squash(title);
  return queryWords.every((w) => (HAN.test(w) ? flat.includes(w) : titleWords.has(w)));
}

/**
 * The rerank's boosts (see `rerank`; `phrase`: see `searchPagefind`), and how many of Pagefind's pages it orders (`candidates`: 7, 12
 * and 20 gave the same figures on the query sets, so it orders only the pages it shows).
 */
export const RERANK = { candidates: 7, named: 1, titleWords: 0.5, headingHolds: 0.5, headingQuoted: 0.5, quotedMinWords: 3, quotedShare: 0.7, phrase: 0.2 };

/** The page's route, its last one or two segments squashed: `/config/server/port` → `port`, `serverport`. */
function routeNames(url: string): string[] {
  const parts = url.replace(/[#?].*$/, '').split('/').filter(Boolean);
  return [squash(parts.slice(-1).join(' ')), squash(parts.slice(-2).join(' '))].filter(Boolean);
}

/**
 * The order of the hits: Pagefind's score (relative to the best one), raised when the page is named by
 * the query (its title or the end of its route is the query: `server.port`, `Vue 插件`, `pluginSvgr` for
 * `/plugins/list/plugin-svgr`), its title holds every word of it (a Chinese term also by the English
 * name it stands for: `端口` in `server.port`, theme/search-terms.ts), a heading where it matched holds
 * the query (an API name), or the query holds most of a matched heading of a few words (a pasted error
 * message quotes the heading of its answer: `TS2307: Cannot find module './logo.svg' or its
 * corresponding type declarations` holds 5 of the 7 words of "Cannot find module './logo.svg' in
 * TypeScript"). A heading's boost grows with the words it shares with the query beyond 3 (7 words:
 * 7/3 of it), so that a long message quoted by a heading outweighs a page that matches its words
 * often. Only the pages Pagefind found are reordered.
 */
export function rerank(query: string, found: { score: number; data: PagefindData }[]): PagefindData[] {
  const q = squash(query);
  const qWords = words(query);
  const qSet = new Set(qWords);
  const names = termNames(query);
  const best = Math.max(...found.map((f) => f.score), Number.MIN_VALUE);
  const scored = found.map(({ score, data }, i) => {
    const title = data.meta.title ?? '';
    let s = score / best;
    if (q && (squash(title) === q || routeNames(data.url).includes(q))) s += RERANK.named;
    else if ((qWords.length && holdsAll(title, qWords)) || (names.length && words(title).some((w) => names.includes(w)))) s += RERANK.titleWords;
    const headings = data.sub_results.filter((sub) => sub.anchor && !/^h1$/i.test(sub.anchor.element));
    // The more words of the query a heading quotes, the stronger the evidence (a pasted message).
    const long = (n: number): number => Math.max(1, n / RERANK.quotedMinWords);
    if (q.length >= 4 && headings.some((sub) => squash(sub.title).includes(q))) s += RERANK.headingHolds * long(qWords.length);
    else {
      let quoted = 0;
      for (const sub of headings) {
        const hw = words(sub.title);
        const inQuery = hw.filter((w) => qSet.has(w)).length;
        if (inQuery >= RERANK.quotedMinWords && inQuery >= RERANK.quotedShare * hw.length) quoted = Math.max(quoted, inQuery);
      }
      if (quoted) s += RERANK.headingQuoted * long(quoted);
    }
    return { s, i, data };
  });
  return scored.sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.data);
}

/** The first `limit` pages for a query, each one row. */
export async function searchPagefind(instance: PagefindInstance, query: string, limit: number = SEARCH_LIMIT): Promise<SearchHit[]> {
  const term = normalizeQuery(query);
  if (!term) return [];
  let termWords = term.split(' ');
  // A query of two words or more is also searched as a phrase (Pagefind's exact search: the words in
  // a row, as typed); the pages that hold it go up by RERANK.phrase (of the best page's score). The
  // phrase search needs the same index chunks as the query: no request more.
  const phrase = words(term).length >= 2 ? `"${term.replace(/"/g, '')}"` : undefined;
  const [all, exact] = await Promise.all([instance.search(term), phrase ? instance.search(phrase) : undefined]);
  let found = all?.results ?? [];
  const quoted = new Set((exact?.results ?? []).map((r) => r.id));
  if (quoted.size) {
    const best = Math.max(...found.map((r) => r.score), Number.MIN_VALUE);
    found = found.map((r) => ({ ...r, score: r.score / best + (quoted.has(r.id) ? RERANK.phrase : 0) })).sort((a, b) => b.score - a.score);
  }
  // When the whole query finds fewer pages than the list shows, the query without its stop words is
  // searched instead: it finds the same pages and more ("why is my build slow" without "my").
  const kept = searchWords(term);
  if (found.length < limit && kept.join(' ') !== term) {
    found = (await instance.search(kept.join(' ')))?.results ?? [];
    termWords = kept;
  }
  if (found.length < limit && termWords.length > 1) {
    const seen = new Set(found.map((r) => r.id));
    const floor = Math.min(...found.map((r) => r.score), Number.MAX_VALUE);
    const partial = (await Promise.all(termWords.map(async (w) => (await instance.search(w))?.results ?? []))).flat();
    const best = Math.max(...partial.map((r) => r.score), Number.MIN_VALUE);
    for (const r of partial.sort((a, b) => b.score - a.score)) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      // Below every page that holds all the words.
      found.push({ ...r, score: (Number.isFinite(floor) ? floor : 1) * 0.5 * (r.score / best) });
    }
  }
  // The rerank could order more pages than are shown at little cost (a page's headings, about 0.4 kB:
  // its text is fetched only for the rows shown, theme/search-sections.ts).
  const top = found.slice(0, Math.max(limit, RERANK.candidates));
  // Copies: Pagefind keeps one object per page and sets a later query's matches on it.
  const loading = top.map(async (r) => ({ ...(await r.data()) }));
  // When every candidate is shown, each page's sections are fetched as soon as its headings are in.
  const rows = new Map<Promise<PagefindData>, Promise<SearchHit>>();
  const row = (p: Promise<PagefindData>, i: number): Promise<SearchHit> => {
    let hit = rows.get(p);
    if (!hit) {
      hit = p.then((d) => toHitFromSections(d, `${instance.basePath ?? ''}fragment/${top[i].id}.pf_fragment`));
      // A failure is reported where the rows are awaited, not as an unhandled rejection before.
      hit.catch(() => undefined);
      rows.set(p, hit);
    }
    return hit;
  };
  if (top.length <= limit) loading.forEach(row);
  const data = await Promise.all(loading);
  const ranked = rerank(term, top.map((r, i) => ({ score: r.score, data: data[i] }))).slice(0, limit);
  return Promise.all(ranked.map((d) => row(loading[data.indexOf(d)], data.indexOf(d))));
}
