// Local search: Pagefind's index of the page's language, loaded on intent from /pagefind/<lang>/.
// The search runs on the page's thread (`noWorker`: a query costs a few milliseconds of CPU, see
// theme/search/README.md, and the worker's script would be 12 kB more to fetch). The ranking settings and
// the hit extraction are shared with the benchmark (scripts/bench-search.ts).
import { excerptOf } from './sections';
import { snippet } from './snippet';
import { TERM_NAMES, termNames } from './terms';
import { PAGEFIND_OPTIONS, normalizeQuery } from './pagefind';
import { RANKING, type RankingConfig } from './ranking';
import type { PagefindData, PagefindInstance, PagefindResult, PagefindSubResult, SearchHit } from './types';

// Also the benchmark's and the unit tests' way in.
export { MAX_QUERY_LENGTH, PAGEFIND_OPTIONS, loadPagefind, normalizeQuery, pagefindPath } from './pagefind';
export { RANKING, type RankingConfig } from './ranking';

/** Results shown for a query, in total. */
export const SEARCH_LIMIT = 7;

/**
 * Words that carry no topic: Chinese particles and question words, English function words. Pagefind
 * finds only the pages that hold every word of a query, so "打包出来的 js 太大怎么优化" or "why is my
 * build slow" find few pages or none: the pages must say 的, 怎么 or "my". Such a query is searched
 * too without them (`gather`), and they are not terms (RANKING.query.stopWords). Tried: leaving them
 * out of the whole query, which moved more queries down ("process is not defined" without "is").
 */
export const STOP_WORDS = new Set([
  ...'的 了 吗 呢 吧 啊 把 被 将 在 里 上 中 时 后 得 地 着 过 有 是 和 与 及 或 要 想 能 会 该 让 给 用 对 从 到 为 就 都 也 还 很 太 我 我的 你 它 这 那 这个 那个 怎么 如何 怎样 怎么样 为什么 什么 哪些 哪个 哪里 是否 可以 能否 一下 一个 出来 起来 进去 之后 时候'.split(
    ' ',
  ),
  ...'a an the is are was be been do does did can could should would will i my me we our you your it its this that these those how what why when where which who to of in on at for with by from into as and or but so if then than'.split(
    ' ',
  ),
]);

let cachedSegmenter: Intl.Segmenter | undefined;
/** The browser's Chinese word segmenter (as pagefind.js splits a query), made once; none without `Intl.Segmenter`. */
const wordSegmenter = (): Intl.Segmenter | undefined =>
  (cachedSegmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined);

const NO_WORDS: ReadonlySet<string> = new Set();
/** The stop words of a ranking: none when its `query.stopWords` is off. */
const stopWords = (ranking: RankingConfig): ReadonlySet<string> => (ranking.query.stopWords ? STOP_WORDS : NO_WORDS);

/**
 * The words of a query as they are searched: split at spaces, Chinese runs into words (the browser's
 * `Intl.Segmenter`, as Pagefind splits a query), without the stop words. A Chinese run stays one word
 * except where a stop word is cut out of it.
 */
export function searchWords(term: string, ranking: RankingConfig = RANKING): string[] {
  const stop = stopWords(ranking);
  const all = term.split(' ').filter(Boolean);
  const kept: string[] = [];
  for (const token of all) {
    if (stop.has(token.toLowerCase())) continue;
    // Made for a Chinese token only: a page's first segmenter costs the browser's word-break data.
    const segmenter = HAN.test(token) ? wordSegmenter() : undefined;
    if (!segmenter) {
      kept.push(token);
      continue;
    }
    let run = '';
    for (const { segment } of segmenter.segment(token)) {
      if (stop.has(segment.toLowerCase())) {
        if (run) kept.push(run);
        run = '';
      } else run += segment;
    }
    if (run) kept.push(run);
  }
  return kept.length ? kept : all;
}

/** Of some sub-results, the one with the strongest matches (Pagefind's balanced score); the first of equals. */
function strongest(subs: readonly PagefindSubResult[]): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  let bestScore = -1;
  for (const sub of subs) {
    const score = sub.weighted_locations.reduce((a, l) => a + l.balanced_score, 0);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The sub-result the hit leads to: the heading the rerank found the query quoting or holding (`target`),
 * else the one with the strongest matches.
 */
const bestSubResult = (data: PagefindData): PagefindSubResult | undefined => data.target ?? strongest(data.sub_results);

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

/** The row of a result: its snippet's words fetched from the page's sections (theme/search/sections.ts). */
async function toHitFromSections(data: PagefindData, fragmentUrl: string): Promise<SearchHit> {
  return toHit(data, await excerptOf(data, bestSubResult(data), fragmentUrl, PAGEFIND_OPTIONS.excerptLength));
}

const HAN = /\p{Script=Han}/u;
/** Words of a text for matching titles: lower case, split at anything but letters and digits. */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter(Boolean);
/** Text reduced to its letters and digits, lower case: `Server.Port` and `server port` → `serverport`. */
export const squash = (text: string): string => words(text).join('');

/** Does a title hold every word of the query? (Chinese words: as part of the title's text.) */
function holdsAll(title: string, queryWords: string[]): boolean {
  const titleWords = new Set(words(title));
  const flat = squash(title);
  return queryWords.every((w) => (HAN.test(w) ? flat.includes(w) : titleWords.has(w)));
}

/** The words of a query for matching titles: its search terms (Chinese words segmented, stop words out), lower case. */
const titleTerms = (query: string, ranking: RankingConfig): string[] => searchTerms(query, ranking).flatMap((t) => words(t));

/** The page's route, its last `segments` segments squashed: `/config/server/port` → `port`, `serverport` (2). */
function routeNames(url: string, segments: number): string[] {
  const parts = url
    .replace(/[#?].*$/, '')
    .split('/')
    .filter(Boolean);
  const names: string[] = [];
  for (let n = 1; n <= segments; n++) names.push(squash(parts.slice(-n).join(' ')));
  return names.filter(Boolean);
}

/**
 * The headings (h2–h6) of a page under which a word at one of the positions `at` is, as sub-results
 * (a hit can lead to one): its matches are those words.
 */
function matchedHeadings(data: PagefindData, at: number[]): PagefindSubResult[] {
  const page = data.url.replace(/#.*$/, '');
  const anchors = (data.anchors ?? []).filter((a) => /^h[1-6]$/i.test(a.element)).sort((a, b) => a.location - b.location);
  return anchors.flatMap((anchor, k) => {
    const end = anchors[k + 1]?.location ?? Number.POSITIVE_INFINITY;
    const here = at.filter((w) => w >= anchor.location && w < end).sort((x, y) => x - y);
    if (/^h1$/i.test(anchor.element) || !here.length) return [];
    const weighted = here.map((location) => ({ weight: 1, balanced_score: 1, location }));
    return [{ title: anchor.text, url: `${page}#${anchor.id}`, excerpt: '', anchor, locations: here, weighted_locations: weighted }];
  });
}

/**
 * The order of the hits (the boosts: RANKING.rerank): Pagefind's score (relative to the best one), raised when the page is named by
 * the query (its title or the end of its route is the query: `server.port`, `Vue 插件`, `pluginSvgr` for
 * `/plugins/list/plugin-svgr`), its title holds every word of it (a Chinese term also by the English
 * name it stands for: `端口` in `server.port`, theme/search/terms.ts), a heading where it matched holds
 * the query (an API name), or the query holds most of a matched heading of a few words (a pasted error
 * message quotes the heading of its answer: `TS2307: Cannot find module './logo.svg' or its
 * corresponding type declarations` holds 5 of the 7 words of "Cannot find module './logo.svg' in
 * TypeScript"). A heading's boost grows with the words it shares with the query beyond 3 (7 words:
 * 7/3 of it), so that a long message quoted by a heading outweighs a page that matches its words
 * often. Only the pages Pagefind found are reordered. The heading that earned a boost is set as the
 * page's `target` (the data given are the query's own copies): its hit leads there, to the section that
 * answers, not to the one with the most matches of common words.
 */
export function rerank(
  query: string,
  found: { score: number; data: PagefindData; at?: number[] }[],
  ranking: RankingConfig = RANKING,
): PagefindData[] {
  const R = ranking.rerank;
  const q = squash(query);
  const qWords = titleTerms(query, ranking);
  const qSet = new Set(qWords);
  const names = R.termNames ? termNames(query) : [];
  // A query that is one of the site's terms and nothing else (`模块联邦`) names the page its English name titles, when
  // one page's title holds it (`开发服务器` is `server`, which every `server.*` page holds: none is named by it).
  const termIs = R.termNames && Object.prototype.hasOwnProperty.call(TERM_NAMES, q) ? TERM_NAMES[q] : [];
  const termTitled = found.filter(({ data }) => words(data.meta.title ?? '').some((w) => termIs.includes(w)));
  const termNamed = termTitled.length === 1 ? termTitled[0].data : undefined;
  const best = Math.max(...found.map((f) => f.score), Number.MIN_VALUE);
  const scored = found.map(({ score, data, at }, i) => {
    const title = data.meta.title ?? '';
    let s = score / best;
    // A page whose title answers the query is led to at its top; another, to the heading that does.
    let titled = true;
    if (q && (squash(title) === q || routeNames(data.url, R.routeSegments).includes(q) || data === termNamed)) s += R.named;
    else if ((qWords.length && holdsAll(title, qWords)) || (names.length && words(title).some((w) => names.includes(w)))) s += R.titleWords;
    else titled = false;
    const headings = data.sub_results.filter((sub) => sub.anchor && !/^h1$/i.test(sub.anchor.element));
    // Pagefind's sub-results are those of the one search the page was first found by (one term of
    // many): the headings under any word that any of the query's searches matched count too.
    if (R.allMatches && at?.length) headings.push(...matchedHeadings(data, at));
    // The more words of the query a heading quotes, the stronger the evidence (a pasted message).
    const long = (n: number): number => (R.growth ? Math.max(1, n / R.quotedMinWords) : 1);
    const holding = q.length >= R.headingHoldsMinChars ? headings.filter((sub) => squash(sub.title).includes(q)) : [];
    // A heading much longer than the query is a narrower case of it: not where it leads (RANKING.rerank.targetShare).
    let answering = holding.filter((sub) => q.length >= R.targetShare * squash(sub.title).length);
    if (holding.length) s += R.headingHolds * long(qWords.length);
    else {
      let quoted = 0;
      for (const sub of headings) {
        const hw = words(sub.title);
        const inQuery = hw.filter((w) => qSet.has(w)).length;
        if (inQuery < R.quotedMinWords || inQuery < R.quotedShare * hw.length || inQuery < quoted) continue;
        if (inQuery > quoted) answering = [];
        quoted = inQuery;
        answering.push(sub);
      }
      if (quoted) s += R.headingQuoted * long(quoted);
    }
    data.target = titled ? undefined : strongest(answering);
    return { s, i, data };
  });
  return scored.sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.data);
}

/** Characters that are not part of a word (what `words` splits at). */
const NOT_WORD = /[^\p{L}\p{N}_$]/u;
const EDGES = /^[^\p{L}\p{N}_$]+|[^\p{L}\p{N}_$]+$/gu;

/**
 * The words of a compound token (`error:0480006C:PEM`, `'./App.css'`, `/static/img/a.png`), or
 * undefined for a plain word, a version (`0.5`) or Chinese (RANKING.query.compoundParts). Pagefind
 * searches a compound squashed (`error0480006cpem`) and, finding no word that starts with it, the
 * longest word it starts with (`error`): the distinctive part (`PEM`) is lost. Parts of one
 * character and numbers are left out (`0.chunk.js` → `chunk`, `js`); a path
 * (`src/components/Button.tsx`) stays whole: its parts, folders of the reader's project, would crowd
 * the message's words out of the `maxTerms` searched (a path of the reader's machine is not searched
 * at all: `withoutUserPaths`).
 */
function compoundParts(word: string): string[] | undefined {
  const core = word.replace(EDGES, '');
  if (HAN.test(core) || !NOT_WORD.test(core) || /^[\d.]+$/.test(core) || core.includes('/')) return undefined;
  const parts = words(core).filter((p) => [...p].length > 1 && !/^\d+$/.test(p));
  return parts.length ? parts : undefined;
}

/**
 * A path on the reader's own machine (`/home/li/app/rsbuild.config.ts`, `/Users/mei/shop/src`,
 * `C:\\Users\\li\\app`, `~/work/app`, a container's `/app/src`) or a line of their own file
 * (`./src/pages/Home.tsx:27:9`): no page holds it, and Pagefind searches it squashed and falls back to
 * the longest word it starts with (`home`), which pulls in pages that say "home" (part of
 * RANKING.query.compoundParts). Other paths (`/static/js/main.js`, `src/*`) are searched.
 */
const USER_PATH =
  /^['"`(]*(?:(?:~\/|\/(?:home|Users|root|app|usr|var|opt|tmp|mnt|private|Volumes|data|srv|workspace|builds?)\/|[A-Za-z]:[\\/])\S*|(?:\.{1,2}\/)?(?:[\w@.-]+\/)+[\w@.-]+:\d+(?::\d+)?[,.:;)'"`]*)$/i;

/** The query without the paths of the reader's machine, unless nothing else is left. */
export function withoutUserPaths(term: string, ranking: RankingConfig = RANKING): string {
  if (!ranking.query.compoundParts) return term;
  const kept = term.split(' ').filter((t) => t && !USER_PATH.test(t));
  return kept.length ? kept.join(' ') : term;
}

/**
 * The terms of a query as Pagefind matches them: words split at spaces, Chinese runs split into words
 * by the browser's `Intl.Segmenter` (as pagefind.js splits a query), without stop words and
 * punctuation. (`searchWords` keeps a Chinese run whole: it is searched as one query.)
 */
export function searchTerms(term: string, ranking: RankingConfig = RANKING): string[] {
  const stop = stopWords(ranking);
  const runs = ranking.query.chineseRuns.on;
  const out: string[] = [];
  const all = searchWords(term, ranking);
  for (const word of all) {
    const parts = ranking.query.compoundParts && all.length > 1 ? compoundParts(word) : undefined;
    const segmenter = HAN.test(word) ? wordSegmenter() : undefined;
    if (parts) for (const part of parts) !stop.has(part) && out.push(part);
    else if (!segmenter) out.push(word);
    else {
      // The segmenter splits words it does not know into characters (构建 → 构 建, 插件 → 插 件): a
      // run of single characters is kept together as one term (RANKING.query.chineseRuns).
      let run = '';
      for (const { segment } of segmenter.segment(word)) {
        const single = [...segment].length === 1 && HAN.test(segment);
        if (runs && single && !stop.has(segment)) {
          run += segment;
          continue;
        }
        if (run) out.push(run);
        run = '';
        if (/[\p{L}\p{N}]/u.test(segment) && !stop.has(segment)) out.push(segment);
      }
      if (run) out.push(run);
    }
  }
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

/** The terms a query is searched by (`searchTerms`, at most RANKING.query.maxTerms). */
const queryTerms = (searched: string, ranking: RankingConfig): string[] => searchTerms(searched, ranking).slice(0, ranking.query.maxTerms);

/**
 * The query as its phrase is searched: without the reader's own values, which no page holds
 * (RANKING.query.phrase): a token with a path (`/home/li/app/rsbuild.config.ts`) and a token that is a
 * quoted name as a whole (`"sharp.node"`, `'lodash-es',`). A query the reader put in quotes keeps its words.
 */
export const phraseWords = (term: string): string =>
  term
    .split(' ')
    .filter((t) => !t.includes('/') && !/^['"`‘“][^\s]*['"`’”][,.:;)]*$/.test(t))
    .join(' ');

export type Scored = { id: string; score: number; result: PagefindResult; at: number[] };

/**
 * A page's largest share of the query's terms (each weighing by how few pages hold it) found within
 * `window` words of each other (RANKING.query.nearness): the terms of "open the browser automatically
 * when the dev server starts" in one sentence of `dev.startUrl`, not spread over a long guide. Measured
 * page by page, when asked: only the pages that can still reach the top are (see `gather`).
 */
function nearness(each: Found[], pageCount: number, window: number): (id: string) => number {
  const weight = each.map((x) => (x?.results.length ? Math.log(1 + pageCount / x.results.length) : 0));
  const total = weight.reduce((a, b) => a + b, 0) || 1;
  const byId = each.map((x) => new Map((x?.results ?? []).map((r) => [r.id, r.words] as const)));
  return (id) => {
    const list: [number, number][] = [];
    byId.forEach((pages, t) => {
      for (const w of pages.get(id) ?? []) list.push([w, t]);
    });
    list.sort((a, b) => a[0] - b[0]);
    const inWin = new Map<number, number>();
    let best = 0;
    let lo = 0;
    let sum = 0;
    for (let hi = 0; hi < list.length; hi++) {
      const t = list[hi][1];
      inWin.set(t, (inWin.get(t) ?? 0) + 1);
      if (inWin.get(t) === 1) sum += weight[t];
      while (list[hi][0] - list[lo][0] > window) {
        const u = list[lo][1];
        inWin.set(u, (inWin.get(u) ?? 0) - 1);
        if (inWin.get(u) === 0) sum -= weight[u];
        lo++;
      }
      best = Math.max(best, sum);
    }
    return best / total;
  };
}

/**
 * The searches of a query (`gather`), in order: the whole query, its phrase, the query without its stop
 * words, each term alone (`several` terms), each term that pagefind.js would split again as a phrase;
 * `undefined` where a search is not made. (A misspelled term's shorter starts are searched after these.)
 */
function querySearches(term: string, terms: string[], ranking: RankingConfig) {
  const Q = ranking.query;
  // A long query (a pasted message) is searched whole as its terms only, and not as a phrase: its stop
  // words, which the most pages hold, have the largest entries in the index's chunks, and a pasted
  // message is not a page's phrase (RANKING.query.longQuery).
  const long = Q.longQuery > 0 && terms.length >= Q.longQuery;
  const whole = long ? terms.join(' ') : term;
  const said = phraseWords(term);
  const phrase = Q.phrase.boost && !long && words(said).length >= Q.phrase.minWords ? `"${said.replace(/"/g, '')}"` : undefined;
  const kept = long ? whole : searchWords(term, ranking).join(' ');
  const several = Q.perTerm.on && terms.length > 1;
  // A term that pagefind.js would split again (a run of single characters, 构建 → 构 建) is also
  // searched as a phrase: a page that holds its characters apart counts `chineseRuns.apart` of its score.
  const split = terms.map((t) => HAN.test(t) && [...(wordSegmenter()?.segment(t) ?? [])].length > 1);
  return {
    whole,
    several,
    searches: [
      whole,
      phrase,
      kept !== whole ? kept : undefined,
      ...terms.map((t) => (several ? t : undefined)),
      ...terms.map((t, i) => (split[i] ? `"${t}"` : undefined)),
    ],
  };
}

type Found = { results: PagefindResult[] } | null | undefined;

/**
 * Each term's pages, with those of a shorter start of it added when the term finds few: a misspelled
 * word ("tailwnd") finds few pages, or none, or pages Pagefind matched loosely, and its start
 * ("tailw": Tailwind CSS) finds the page (RANKING.query.typo).
 */
async function withTypos(
  instance: PagefindInstance,
  terms: string[],
  each: Found[],
  typo: RankingConfig['query']['typo'],
): Promise<Found[]> {
  const best = (x: Found): number => Math.max(0, ...(x?.results ?? []).map((r) => r.score));
  return Promise.all(
    terms.map(async (t, i) => {
      if (!/^[a-z]+$/i.test(t) || t.length < typo.minLength || (each[i]?.results.length ?? 0) >= typo.few) return each[i];
      const starts: string[] = [];
      for (let n = t.length - 1; n >= Math.max(typo.minStart, t.length - typo.cut); n--) starts.push(t.slice(0, n));
      const found = await Promise.all(starts.map((w) => instance.search(w)));
      const start = found.reduce<Found>((a, x) => (best(x) > best(a) ? x : a), undefined);
      if (!start) return each[i];
      const merged = new Map<string, PagefindResult>((each[i]?.results ?? []).map((r) => [r.id, r]));
      for (const r of start.results) {
        const have = merged.get(r.id);
        const score = r.score * typo.weight;
        merged.set(r.id, have ? { ...have, score: Math.max(have.score, score) } : { ...r, score });
      }
      return { results: [...merged.values()] };
    }),
  );
}

/**
 * The pages for a query, best first, with their scores relative to the best one (the numbers:
 * RANKING.query). Pagefind finds only the pages that hold every term: "proxy api requests to backend"
 * misses `server.proxy`, which never says "backend", and "rem 适配" misses the Rem plugin, which never
 * says 适配. So each term of a query of several is also searched alone, and a page scores the larger of
 * Pagefind's score for all the terms (times `perTerm.all`) and the sum of its terms' scores
 * (Pagefind's scores add up across terms). The query without its stop words is searched too (its
 * pages count like the whole query's), and as typed as a phrase (the pages that hold it go up by
 * `phrase.boost`); a page whose terms are near each other goes up
 * (`nearness`). All these searches need the same index chunks: no request more.
 */
async function gather(instance: PagefindInstance, term: string, terms: string[], ranking: RankingConfig, keep: number): Promise<Scored[]> {
  const Q = ranking.query;
  const { whole, several, searches } = querySearches(term, terms, ranking);
  const [all, exact, strict, ...rest] = await Promise.all(searches.map((s) => (s === undefined ? undefined : instance.search(s))));
  const each = await withTypos(instance, several ? terms : [whole], several ? rest.slice(0, terms.length) : [all], Q.typo);
  const together = rest.slice(terms.length).map((x) => (x ? new Set(x.results.map((r) => r.id)) : undefined));
  const apart = (id: string, i: number): number => (together[i] && !together[i]?.has(id) ? Q.chineseRuns.apart : 1);
  const allApart = (id: string): number => terms.reduce((a, _, i) => a * apart(id, i), 1);
  const pages = new Map<string, { result: PagefindResult; all: number; sum: number; at: Set<number> }>();
  const entry = (r: PagefindResult) => {
    let e = pages.get(r.id);
    if (!e) pages.set(r.id, (e = { result: r, all: 0, sum: 0, at: new Set() }));
    for (const w of r.words) e.at.add(w);
    return e;
  };
  for (const r of [...(strict?.results ?? []), ...((several ? all : each[0])?.results ?? [])])
    entry(r).all = Math.max(entry(r).all, r.score * allApart(r.id));
  each.forEach((x, i) => {
    for (const r of x?.results ?? []) entry(r).sum += r.score * apart(r.id, i);
  });
  const quoted = new Set((exact?.results ?? []).map((r) => r.id));
  const list = [...pages.entries()].map(([id, e]) => ({
    id,
    result: e.result,
    at: [...e.at],
    score: several ? Math.max(e.all * Q.perTerm.all, e.sum) : e.all,
  }));
  const best = Math.max(...list.map((e) => e.score), Number.MIN_VALUE);
  for (const e of list) e.score = e.score / best + (quoted.has(e.id) ? Q.phrase.boost : 0);
  list.sort((x, y) => y.score - x.score);
  const window = HAN.test(term) ? Q.nearness.hanWindow : Q.nearness.window;
  if (!several || !Q.nearness.weight || !window) return list;
  // Nearness adds at most its weight. Pages are measured best first until the next could not pass the
  // `keep`-th score even with the most nearness: the first `keep` pages are then exact, and the pages
  // not measured (most of a query of common words) keep their score and their order below them.
  const near = nearness(each, pages.size, window);
  const top: number[] = [];
  for (const e of list) {
    if (top.length >= keep && e.score + Q.nearness.weight < top[keep - 1]) break;
    e.score += Q.nearness.weight * near(e.id);
    top.push(e.score);
    top.sort((x, y) => y - x);
  }
  return list.sort((x, y) => y.score - x.score);
}

/**
 * What `searchRows` will search for a query (`querySearches`: all but a misspelled term's shorter starts,
 * which depend on what the term finds). Given to an index still loading (theme/search/index-loader.ts,
 * `Load.prefetch`), which fetches the chunks of their words.
 */
export function prefetchSearches(query: string, ranking: RankingConfig = RANKING): string[] {
  const term = normalizeQuery(query);
  if (!term) return [];
  const searched = withoutUserPaths(term, ranking);
  const { searches } = querySearches(searched, queryTerms(searched, ranking), ranking);
  return searches.filter((s): s is string => s !== undefined);
}

/**
 * The pages of a query (normalized: `normalizeQuery`), ranked (`gather`; the first `keep` exactly), from all its
 * searches on a search core of their own: what it finds and costs does not depend on earlier queries.
 */
export function rankedPages(
  instance: PagefindInstance,
  term: string,
  ranking: RankingConfig = RANKING,
  keep = SEARCH_LIMIT,
): Promise<Scored[]> {
  const searched = withoutUserPaths(term, ranking);
  const terms = queryTerms(searched, ranking);
  // A short query is searched with the pages' questions (readers' earlier ones, and those written for them) not
  // weighed (RANKING.query.askedMinTerms). (With no meta weights, Pagefind's own, each field would weigh 1: it is
  // still set to 0.)
  const plain =
    terms.length < ranking.query.askedMinTerms
      ? { ...ranking.pagefind, metaWeights: { ...ranking.pagefind.metaWeights, asked: 0, questions: 0 } }
      : undefined;
  return gather(instance.scoped?.(term, plain) ?? instance, searched, terms, ranking, keep);
}

/**
 * After a query's rows are complete, the headings of this many more of its pages (those ranked just below
 * the rerank's candidates) are fetched: a longer query (`post` → `postc`) mostly ranks pages of the
 * shorter one's matches, and their headings are then at hand (about 0.4 kB each).
 */
export const PREFETCH_FRAGMENTS = 12;
/** Queries started: a prefetch starts only if no later query has (the later query's pages are the likely next ones). */
let searches = 0;

/** What `searchRows` throws for a query no longer wanted (its caller's `wanted`): nobody waits for its answer. */
export class SearchDropped extends Error {
  constructor(term: string) {
    super(`The search for "${term}" was dropped: a later query replaced it.`);
    this.name = 'SearchDropped';
  }
}

const always = (): boolean => true;

/**
 * A query's rows in two steps: `rows`, the first `limit` pages ranked, each with its title and heading
 * but its snippet still to come (`pending`), as soon as the pages' headings are in; `full`, the same rows
 * with their snippets, once the sections they come from are in (one more round trip). A dialog shows
 * `rows` first, so the answer does not wait for the snippets, and asks for `prefetch` (PREFETCH_FRAGMENTS)
 * as the reader may type on. `ranking`: another configuration to measure it. `wanted`: whether the caller still
 * wants the answer; once it does not (a later query replaced this one), no more of the query's pages or sections
 * are fetched and both promises reject with `SearchDropped`.
 */
export async function searchRows(
  instance: PagefindInstance,
  query: string,
  limit: number = SEARCH_LIMIT,
  ranking: RankingConfig = RANKING,
  { prefetch = false, wanted = always }: { prefetch?: boolean; wanted?: () => boolean } = {},
): Promise<{ rows: SearchHit[]; full: Promise<SearchHit[]> }> {
  const generation = ++searches;
  const term = normalizeQuery(query);
  if (!term) return { rows: [], full: Promise.resolve([]) };
  const keep = Math.max(limit, ranking.rerank.candidates);
  const gathered = await rankedPages(instance, term, ranking, keep);
  // A query typed over (the visitor typed on while its words' chunks came) fetches no pages: they would
  // only slow the one that replaced it.
  if (!wanted()) throw new SearchDropped(term);
  const found = gathered.map((e) => ({
    ...e.result,
    score: e.score,
    at: e.at,
  }));
  // The rerank could order more pages than are shown at little cost (a page's headings, about 0.4 kB:
  // its text is fetched only for the rows shown, theme/search/sections.ts).
  const top = found.slice(0, keep);
  // Each result's page is a copy with this query's matches (theme/search/pagefind-core.ts), which the rerank may mark.
  const loading = top.map((r) => r.data());
  // When every candidate is shown, each page's sections are fetched as soon as its headings are in.
  const rows = new Map<Promise<PagefindData>, Promise<SearchHit>>();
  const row = (p: Promise<PagefindData>, i: number): Promise<SearchHit> => {
    let hit = rows.get(p);
    if (!hit) {
      hit = p.then((d) => {
        if (!wanted()) throw new SearchDropped(term);
        return toHitFromSections(d, `${instance.basePath ?? ''}fragment/${top[i].id}.pf_fragment`);
      });
      // A failure is reported where the rows are awaited, not as an unhandled rejection before.
      hit.catch(() => undefined);
      rows.set(p, hit);
    }
    return hit;
  };
  if (top.length <= limit) loading.forEach(row);
  const data = await Promise.all(loading);
  if (!wanted()) throw new SearchDropped(term);
  const ranked = rerank(
    term,
    top.map((r, i) => ({ score: r.score, data: data[i], at: r.at })),
    ranking,
  ).slice(0, limit);
  const full = Promise.all(ranked.map((d) => row(loading[data.indexOf(d)], data.indexOf(d))));
  // After the task that shows the snippets, so that it does not compete with them.
  full.then(
    () =>
      setTimeout(() => {
        if (!prefetch || generation !== searches) return;
        for (const r of found.slice(top.length, top.length + PREFETCH_FRAGMENTS)) r.data().catch(() => undefined);
      }),
    () => undefined,
  );
  return { rows: ranked.map((d) => ({ ...toHit(d, ''), pending: true })), full };
}

/** The first `limit` pages for a query, each one row with its snippet; `ranking`: the ranking's configuration (another one to measure it). */
export async function searchPagefind(
  instance: PagefindInstance,
  query: string,
  limit: number = SEARCH_LIMIT,
  ranking: RankingConfig = RANKING,
): Promise<SearchHit[]> {
  return (await searchRows(instance, query, limit, ranking)).full;
}
