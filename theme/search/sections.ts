// Snippets from a page's sections. The built index keeps a page's text in one small file per section
// (plugins/search/pagefind-format/write-sections.ts) instead of in the page's fragment, so a query fetches only the
// sections its snippets come from. The excerpt is built here as Pagefind's browser code builds it from
// the whole text (pagefind.js 1.6: `calculate_excerpt_region`, `build_excerpt`, `calculate_sub_results`),
// on the words of the sections it spans. An index without sections (`pnpm dev` serves Pagefind's as
// written) keeps Pagefind's own excerpts.
import type { PagefindData, PagefindSubResult } from './types';

/**
 * What the index says about a fragment's sections (plugins/search/pagefind-format/write-sections.ts): the
 * word where each section (between two headings) starts, the page's words, whether Pagefind joins them
 * without spaces, and the most words of one file (`piece`; a longer section is in near-equal pieces).
 */
export type SectionsInfo = { starts: number[]; words: number; zws: boolean; piece?: number };

/** The words of a page's text as Pagefind's browser code splits it (pagefind.js, `build_excerpt`). */
export function pagefindWords(content: string): { words: string[]; zws: boolean } {
  const zws = content.includes('\u200B');
  return { words: zws ? content.split('\u200B') : content.split(/[^\S\uFEFF]+/g), zws };
}

/** Where each section file starts (file `i` holds words `starts[i]` to `starts[i + 1]`): the sections cut into pieces. */
export function fileStarts({ starts, words, piece = 0 }: SectionsInfo): number[] {
  return starts.flatMap((start, i) => {
    const end = starts[i + 1] ?? words;
    const n = piece > 0 ? Math.max(1, Math.ceil((end - start) / piece)) : 1;
    return Array.from({ length: n }, (_, k) => start + Math.round(((end - start) * k) / n));
  });
}
type WeightedLocation = { balanced_score: number; location: number };
type Anchor = NonNullable<PagefindSubResult['anchor']> & { title?: string };

const SEPARATOR = '\n';

/** Pagefind's `calculate_excerpt_region`: where the densest run of `length` matched words starts. */
export function excerptRegion(locations: WeightedLocation[], length: number): number {
  if (!locations.length) return 0;
  const words: number[] = [];
  for (const w of locations) words[w.location] = (words[w.location] || 0) + w.balanced_score;
  if (words.length <= length) return 0;
  let densest = words.slice(0, length).reduce((a, b) => a + (b ?? 0), 0);
  // Pagefind sums the holes of the sparse array as 0 here (reduce skips them).
  let sum = densest;
  let densestAt = [0];
  for (let i = 0; i < words.length; i++) {
    sum += (words[i + length] ?? 0) - (words[i] ?? 0);
    if (sum > densest) {
      densest = sum;
      densestAt = [i];
    } else if (sum === densest && densestAt[densestAt.length - 1] === i - 1) densestAt.push(i);
  }
  return densestAt[Math.floor(densestAt.length / 2)];
}

/** Pagefind's `build_excerpt` on the words (an unfetched word is undefined: never inside the excerpt). */
export function buildExcerpt(
  words: (string | undefined)[],
  total: number,
  zws: boolean,
  startAt: number,
  lengthAt: number,
  locations: number[],
  notBefore?: number,
  notFrom?: number,
): string {
  let start = startAt;
  let length = lengthAt;
  const endcap = notFrom ?? total;
  const startcap = notBefore ?? 0;
  if (endcap - startcap < length) length = endcap - startcap;
  if (start + length > endcap) start = endcap - length;
  if (start < startcap) start = startcap;
  const marked = words.slice(start, start + length).map((w) => (w ?? '').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  for (const l of locations) {
    const i = l - start;
    if (i >= 0 && i < marked.length && !marked[i].startsWith('<mark>')) marked[i] = `<mark>${marked[i]}</mark>`;
  }
  return marked.join(zws ? '' : ' ').trim();
}

/** The word range a sub-result's excerpt is taken from, and its bounds (as Pagefind computes them). */
export function subResultExcerptRange(data: PagefindData, sub: PagefindSubResult, length: number, total: number) {
  const anchors = ((data as { anchors?: Anchor[] }).anchors ?? [])
    .filter((a) => (a.title?.length && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text?.length && /\S/.test(a.text)))
    .sort((a, b) => a.location - b.location);
  const at = sub.anchor ? anchors.indexOf(sub.anchor as Anchor) : -1;
  const position = sub.anchor ? sub.anchor.location : 0;
  const endRange: number | undefined = sub.anchor ? anchors[at + 1]?.location : anchors[0]?.location;
  const relative = sub.weighted_locations.map((l) => ({ balanced_score: l.balanced_score, location: l.location - position }));
  const start = excerptRegion(relative, length) + position;
  const len = endRange ? Math.min(endRange - start, length) : length;
  // build_excerpt's caps, to know which words it reads.
  const endcap = endRange ?? total;
  let s = start;
  let n = len;
  if (endcap - position < n) n = endcap - position;
  if (s + n > endcap) s = endcap - n;
  if (s < position) s = position;
  return { start, length: len, notBefore: position, notFrom: endRange, from: s, to: s + n };
}

const sectionCache = new Map<string, Promise<string[]>>();
/** Forgets the sections fetched so far, as a new visit would not have them (`pnpm bench:search --first-all`). */
export const forgetSections = (): void => sectionCache.clear();

/** The words of one section file (gzip). */
async function sectionWords(url: string): Promise<string[]> {
  let words = sectionCache.get(url);
  if (!words) {
    words = (async () => {
      const res = await fetch(url);
      if (!res.ok || !res.body) throw new Error(`${res.status} fetching ${url}`);
      const text = await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).text();
      return text.split(SEPARATOR);
    })();
    sectionCache.set(url, words);
    words.catch(() => sectionCache.delete(url));
  }
  return words;
}

/** The sections of a page's fragment, if the index has them. */
export const sectionsOf = (data: PagefindData): SectionsInfo | undefined => (data as { sections?: SectionsInfo }).sections;

/**
 * The words `from` to `to` of a page (the others undefined), fetched from the sections that hold them.
 * `fragmentUrl`: the URL of the page's fragment, `…/fragment/<hash>.pf_fragment`.
 */
export async function pageWords(fragmentUrl: string, info: SectionsInfo, from: number, to: number): Promise<(string | undefined)[]> {
  const words: (string | undefined)[] = [];
  const base = fragmentUrl.replace(/\.pf_fragment$/, '');
  const starts = fileStarts(info);
  const wanted = starts.map((start, i) => ({ start, end: starts[i + 1] ?? info.words, i })).filter((s) => s.start < to && s.end > from);
  const loaded = await Promise.all(wanted.map((s) => sectionWords(`${base}.${s.i}.pf_section`)));
  wanted.forEach((s, k) => loaded[k].forEach((w, j) => (words[s.start + j] = w)));
  return words;
}

/**
 * The excerpt of a sub-result (or of the page, without one), as Pagefind would give it from the whole
 * text: from the fragment's own text when it has one, else from its sections.
 */
export async function excerptOf(
  data: PagefindData,
  sub: PagefindSubResult | undefined,
  fragmentUrl: string,
  length: number,
): Promise<string> {
  const info = sectionsOf(data);
  if (!info) return sub?.excerpt || data.excerpt;
  if (sub) {
    const r = subResultExcerptRange(data, sub, length, info.words);
    if (r.to > r.from) {
      const words = await pageWords(fragmentUrl, info, r.from, r.to);
      const excerpt = buildExcerpt(words, info.words, info.zws, r.start, r.length, sub.locations, r.notBefore, r.notFrom);
      if (excerpt) return excerpt;
    }
  }
  // The page's excerpt (Pagefind's `loadFragment`): the densest region of all the page's matches.
  const all = data.weighted_locations ?? [];
  const start = excerptRegion(all, length);
  const from = Math.max(0, Math.min(start, info.words - length));
  const words = await pageWords(fragmentUrl, info, from, Math.min(info.words, from + length));
  return buildExcerpt(
    words,
    info.words,
    info.zws,
    start,
    length,
    all.map((l) => l.location),
  );
}
