// The search of Pagefind's WebAssembly search core (Pagefind 1.6.0, `pagefind_web`), in TypeScript: the browser
// no longer downloads the core (55 kB gzip, most of a first query's bytes). It reads Pagefind's metadata and
// word-index chunks (CBOR, after the signature), picks the chunks a word needs as `request_indexes` does, and
// searches as `search` does, with the same pages, order, scores (f32 arithmetic), matched words and chunk requests.
// tests/unit/search-core-ts.test.ts (and scripts/compare-search-core.ts, every query) checks it against Pagefind's
// own core (scripts/lib/pagefind-wasm.ts); theme/search/README.md says what to do when Pagefind is upgraded.
//
// Only what the site's calls use (pagefind-core.ts): no filters, no sorting by meta, diacritics not exact.
import { sortUnstable } from './rust-sort';
import { stemEnglish } from './stem-english';

/** The Pagefind version whose search core this file reproduces (package.json pins `pagefind` to it). */
export const PAGEFIND_VERSION = '1.6.0';

/** Pagefind's ranking settings (pagefind.js's `ranking` option); unset: Pagefind's default. */
export type RankingWeights = {
  termSimilarity?: number;
  pageLength?: number;
  termSaturation?: number;
  termFrequency?: number;
  metaWeights?: Readonly<Record<string, number>>;
};

/** A result as the core answers it: page, score, matched words (weight × 24, balanced score, position), fragment group. */
export type CoreResult = { p: string; g?: string; s: number; l: { w: number; s: number; l: number }[] };

/** A search core with its index: Pagefind's (scripts/lib/pagefind-wasm.ts) or this file's. */
export interface SearchCore {
  /** The word-index chunks a query needs (their names). */
  chunksFor(query: string): string[];
  /** Loads a word-index chunk (its bytes after Pagefind's signature). */
  loadChunk(bytes: Uint8Array): void;
  /** Searches the loaded words: `exact`, as a phrase (pagefind.js: a query in quotes). */
  search(term: string, originalTerm: string, exact: boolean): CoreResult[];
}

/**
 * Makes a search core for an index: its metadata (after Pagefind's signature), the ranking, and the name of the core
 * Pagefind wrote for its language (`en`, or null: no stemmer). The site's is `createCore`; tests give one that checks
 * it against Pagefind's own.
 */
export type SearchCoreFactory = (metadata: Uint8Array, ranking: RankingWeights | undefined, core: string | null) => SearchCore;

export class SearchCoreError extends Error {}

// Reading CBOR (minicbor's encoding of Pagefind's structs: arrays, integers, text) -----------------------------

type Cbor = number | string | Uint8Array | Cbor[] | boolean | null | undefined;
let utf8: TextDecoder | undefined;

/** The one CBOR value of `bytes` (the parts Pagefind's files use: integers, strings, arrays; maps as key, value lists). */
export function readCbor(bytes: Uint8Array): Cbor {
  let at = 0;
  const fail = (): never => {
    throw new SearchCoreError(`search index: unreadable CBOR at byte ${at}`);
  };
  const arg = (info: number): number => {
    if (info < 24) return info;
    if (info > 27) return info === 31 ? -1 : fail();
    let n = 0;
    for (let k = 1 << (info - 24); k > 0; k--) n = n * 256 + (bytes[at++] ?? fail());
    return n;
  };
  const item = (): Cbor => {
    const head = bytes[at++] ?? fail();
    const major = head >> 5;
    const n = arg(head & 31);
    if (major === 0) return n;
    if (major === 1) return -1 - n;
    if (major === 2 || major === 3) {
      if (n < 0 || at + n > bytes.length) fail();
      const part = bytes.subarray(at, (at += n));
      return major === 3 ? (utf8 ??= new TextDecoder()).decode(part) : part;
    }
    if (major === 4 || major === 5) {
      const out: Cbor[] = [];
      const count = major === 5 ? 2 * n : n;
      if (n < 0) while (bytes[at] !== 0xff) out.push(item());
      else for (let i = 0; i < count; i++) out.push(item());
      if (n < 0) at++;
      return out;
    }
    if (major === 6) return item();
    return head === 0xf4 ? false : head === 0xf5 ? true : head === 0xf6 ? null : head === 0xf7 ? undefined : fail();
  };
  return item();
}

const list = (v: Cbor): Cbor[] => (Array.isArray(v) ? v : fail());
const text = (v: Cbor): string => (typeof v === 'string' ? v : fail());
const int = (v: Cbor): number => (typeof v === 'number' ? v : fail());
function fail(): never {
  throw new SearchCoreError('search index: not in the format of Pagefind 1.6');
}

// f32 arithmetic, as Rust computes the score ---------------------------------------------------------------------

const f32 = Math.fround;

// Strings in Rust's order (UTF-8 bytes, i.e. code points; JavaScript's `<` compares UTF-16 units) ------------

const ASTRAL = /[\uD800-\uDFFF]/;
/** Compares strings as Rust compares `str`s. */
export function compareStr(a: string, b: string): number {
  if (!ASTRAL.test(a) && !ASTRAL.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
/** A string's length in UTF-8 bytes (Rust's `str::len`). */
const byteLength = (s: string): number => {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00) {
      // A surrogate pair: two units, four bytes.
      n += 2;
      i++;
    } else if (c >= 0x800) n += 2;
    else if (c >= 0x80) n += 1;
  }
  return n;
};
/** The first `n` characters (code points). */
const firstChars = (s: string, n: number): string => (ASTRAL.test(s) ? Array.from(s).slice(0, n).join('') : s.slice(0, n));
const charCount = (s: string): number => (ASTRAL.test(s) ? Array.from(s).length : s.length);
/** Rust's `str::trim().is_empty()` (White_Space characters only). */
const blank = (s: string): boolean => /^[\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/.test(s);

// The index ----------------------------------------------------------------------------------------------------

/** A word on a page: [weight, position] pairs, and [meta field, position] pairs. */
type PageWord = { page: number; locs: number[]; meta: number[] };
type WordData = { pages: PageWord[]; variants: { form: string; pages: PageWord[] }[] };
type Chunk = { from: string; to: string; hash: string };

/** What the metadata says: the pages (name, words, fragment group), the chunks of the word index, the meta fields. */
export type Metadata = {
  pages: { hash: string; words: number; group: string }[];
  averageLength: number;
  chunks: Chunk[];
  metaFields: string[];
};

/** Reads the metadata (after Pagefind's signature). */
export function readMetadata(bytes: Uint8Array): Metadata {
  const [, pages, chunks, , , fields] = list(readCbor(bytes));
  const out: Metadata = {
    pages: list(pages).map((p) => {
      const [hash, words, group] = list(p);
      return { hash: text(hash), words: int(words), group: typeof group === 'string' ? group : '' };
    }),
    averageLength: 0,
    chunks: list(chunks).map((c) => {
      const [from, to, hash] = list(c);
      return { from: text(from), to: text(to), hash: text(hash) };
    }),
    metaFields: Array.isArray(fields) ? fields.map(text) : [],
  };
  // The mean of the pages' word counts, summed in f32.
  let sum = 0;
  for (const p of out.pages) sum = f32(sum + p.words);
  if (out.pages.length) out.averageLength = f32(sum / out.pages.length);
  return out;
}

/** A word's pages as a chunk lists them: page numbers and positions delta-coded, a negative number sets the weight or meta field. */
function readPages(v: Cbor): PageWord[] {
  let page = 0;
  return list(v).map((entry) => {
    const [delta, locs, metas] = list(entry);
    page += int(delta);
    const word: PageWord = { page, locs: [], meta: [] };
    let weight = 25;
    let at = 0;
    for (const n of list(locs).map(int)) {
      if (n < 0) {
        weight = Math.min(-n - 1, 255);
        at = 0;
      } else word.locs.push(weight, (at += n));
    }
    let field = 0;
    at = 0;
    if (metas !== undefined)
      for (const n of list(metas).map(int)) {
        if (n < 0) {
          field = -n - 1;
          at = 0;
        } else word.meta.push(field, (at += n));
      }
    return word;
  });
}

/** The words of a chunk (after Pagefind's signature). */
function readChunk(bytes: Uint8Array): [string, WordData][] {
  return list(list(readCbor(bytes))[0]).map((w) => {
    const [word, pages, variants] = list(w);
    return [
      text(word),
      {
        pages: readPages(pages),
        variants: variants === undefined ? [] : list(variants).map((v) => ({ form: text(list(v)[0]), pages: readPages(list(v)[1]) })),
      },
    ];
  });
}

/** A chunk's words, read once per visit (a query's core loads the bytes its chunks were fetched as). */
let readChunks: WeakMap<Uint8Array, [string, WordData][]> | undefined;

// The ranking --------------------------------------------------------------------------------------------------

type Weights = { similarity: number; length: number; saturation: number; frequency: number; diacritics: number; meta: Map<string, number> };

/** Pagefind's ranking weights: its defaults, with `r`'s (clamped as Pagefind clamps them). */
function weightsOf(r: RankingWeights = {}): Weights {
  const clamp = (v: number | undefined, fallback: number, max = Infinity): number =>
    v === undefined || v === null ? fallback : f32(Math.min(Math.max(v, 0), max));
  const meta = new Map([['title', 5]]);
  for (const [k, v] of Object.entries(r.metaWeights ?? {})) if (typeof v === 'number') meta.set(k, f32(Math.max(v, 0)));
  return {
    similarity: clamp(r.termSimilarity, 1),
    length: clamp(r.pageLength, f32(0.75), 1),
    saturation: clamp(r.termSaturation, f32(1.4), 2),
    frequency: clamp(r.termFrequency, 1, 1),
    diacritics: f32(0.8),
    meta,
  };
}

/** The inverse document frequency of a term found on `count` of `total` pages. */
const idf = (total: number, count: number): number => logf(f32(f32(f32(f32(total - count) + 0.5) / f32(count + 0.5)) + 1));

/** How near a word's length is to the term's: 1 for the same length, less the further (`differential`: bytes + 1). */
function lengthBonus(differential: number, similarity: number): number {
  const base = expf(f32(f32(-0.5 * f32(differential * differential)) / 4));
  return f32(expf(f32(base * similarity)) / expf(similarity));
}

/** A diacritic-free query word and an indexed form match when one starts with the other. */
const diacriticsMatch = (query: string, form: string): boolean => form.startsWith(query) || query.startsWith(form);

// The core -----------------------------------------------------------------------------------------------------

/** A match of a query term on a page. */
type Match = { word: PageWord; text: string; bonus: number; diacritic: number; term: number };
type Found = { page: number; score: number; l: CoreResult['l'] };

/**
 * A search core for one index (`meta`, read once per visit by `readMetadata`), ranked by `ranking`; `stem`: the
 * language's stemmer (Pagefind 1.6's core for English stems; the one for other languages, `unknown`, does not).
 */
export function createCore(meta: Metadata, ranking?: RankingWeights, stem?: (word: string) => string): SearchCore {
  const W = weightsOf(ranking);
  const words = new Map<string, WordData>();
  let sorted: string[] | undefined;
  const total = meta.pages.length;
  const idfs = new Map<number, number>();
  const idfOf = (count: number): number => {
    let v = idfs.get(count);
    if (v === undefined) idfs.set(count, (v = idf(total, count)));
    return v;
  };
  const bonuses: number[] = [];
  const bonusOf = (d: number): number => (bonuses[d] ??= lengthBonus(d, W.similarity));
  const stems = (term: string): string[] => (blank(term) ? [] : term.split(' ').map((w) => (stem ? stem(w) : w)));

  /** The loaded words that start with `term`, in Rust's order; if none, the longest loaded word that `term` starts with. */
  const extensions = (term: string): [string, WordData][] => {
    sorted ??= [...words.keys()].sort(compareStr);
    const out: [string, WordData][] = [];
    let prefix: string | undefined;
    for (const key of sorted) {
      if (key.startsWith(term)) out.push([key, words.get(key) as WordData]);
      else if (term.startsWith(key) && (!prefix || key.length > prefix.length)) prefix = key;
    }
    if (!out.length && prefix) out.push([prefix, words.get(prefix) as WordData]);
    return out;
  };

  /** BM25 as Pagefind scores a word on a page (f32 throughout). */
  const bm25 = (frequency: number, bonus: number, length: number, count: number): number => {
    const k1 = W.saturation;
    const b = W.length;
    const avg = meta.averageLength;
    const weighted = f32(frequency * bonus);
    const tf = f32(f32(f32(k1 + 1) * weighted) / f32(f32(k1 * f32(f32(1 - b) + f32(b * f32(length / avg)))) + weighted));
    const raw = Math.min(f32(weighted / f32(avg / 5)), f32(k1 + 1));
    const mixed = f32(f32(f32(1 - W.frequency) * raw) + f32(W.frequency * tf));
    return f32(idfOf(count) * mixed);
  };

  const searchTerm = (term: string, original: string): Found[] => {
    const split = stems(term);
    const originals = original.split(' ');
    const matches: Match[] = [];
    const sets: Set<number>[] = [];
    const counts: number[] = [];
    split.forEach((t, i) => {
      const said = originals[i] ?? '';
      const pages = new Set<number>();
      let any = false;
      for (const [text, data] of extensions(t)) {
        any = true;
        const bonus = bonusOf(Math.min(Math.abs(byteLength(text) - byteLength(t)) + 1, 255));
        const forms: [string, PageWord[]][] = [[text, data.pages], ...data.variants.map((v): [string, PageWord[]] => [v.form, v.pages])];
        for (const [form, list] of forms) {
          const diacritic = W.diacritics > 0 && (form === said || diacriticsMatch(said, form)) ? f32(1 + W.diacritics) : 1;
          for (const word of list) {
            matches.push({ word, text, bonus, diacritic, term: i });
            pages.add(word.page);
          }
        }
      }
      counts.push(any ? pages.size : 0);
      if (any) sets.push(pages);
    });
    if (split.length && !sets.length) sets.push(new Set());
    const results = sets.length ? intersect(sets) : meta.pages.map((_, i) => i);
    const queryIdf = counts.reduce((a, c) => f32(a + idfOf(c)), 0);

    const byPage = new Map<number, Match[]>();
    for (const m of matches) {
      const on = byPage.get(m.word.page);
      if (on) on.push(m);
      else byPage.set(m.word.page, [m]);
    }
    const found: Found[] = [];
    for (const page of results) {
      const info = meta.pages[page];
      if (!info) continue;
      const here = byPage.get(page) ?? [];
      type At = { text: string; weight: number; at: number; bonus: number; term: number };
      const locations: At[] = [];
      const metaMatches = new Map<number, Map<number, number>>();
      for (const m of here) {
        const { locs, meta: metas } = m.word;
        for (let k = 0; k < locs.length; k += 2)
          locations.push({ text: m.text, weight: locs[k], at: locs[k + 1], bonus: m.bonus, term: m.term });
        for (let k = 0; k < metas.length; k += 2) {
          let field = metaMatches.get(metas[k]);
          if (!field) metaMatches.set(metas[k], (field = new Map()));
          field.set(m.term, idfOf(counts[m.term]));
        }
      }
      sortUnstable(locations, (a, b) => a.at < b.at);

      // Words at one position (a compound, `git-absorb`, matched by two terms) count once, for each term.
      const l: CoreResult['l'] = [];
      const weighted = new Map<string, number>();
      for (let i = 0; i < locations.length; ) {
        let j = i;
        const seen = new Map<number, At>();
        for (; j < locations.length && locations[j].at === locations[i].at; j++)
          if (!seen.has(locations[j].term)) seen.set(locations[j].term, locations[j]);
        const terms = [...seen.values()].sort((a, b) => a.term - b.term);
        const least = Math.min(...terms.map((x) => x.weight));
        const weight = terms.length > 1 ? Math.min(least * terms.length, 255) : least;
        for (const x of terms) weighted.set(x.text, (weighted.get(x.text) ?? 0) + weight);
        let bonus = 0;
        for (const x of terms) bonus = f32(bonus + x.bonus);
        l.push({ w: weight, s: f32(f32(weight * weight) * bonus), l: locations[i].at });
        i = j;
      }

      let score = 0;
      for (const text of [...weighted.keys()].sort(compareStr)) {
        const first = here.find((m) => m.text === text) as Match;
        const tf = f32((weighted.get(text) as number) / 24);
        score = f32(score + f32(bm25(tf, first.bonus, info.words, counts[first.term]) * first.diacritic));
      }
      let boost = 0;
      for (const [field, idfsOfWords] of metaMatches) {
        const name = meta.metaFields[field];
        if (name === undefined) continue;
        const weight = W.meta.get(name) ?? 1;
        let matched = 0;
        for (const v of idfsOfWords.values()) matched = f32(matched + v);
        const coverage = f32(matched / queryIdf);
        boost = f32(boost + (queryIdf > 0 ? f32(f32(f32(weight * matched) * coverage) * coverage) : 0));
      }
      found.push({ page, score: f32(score + boost), l });
    }
    sortUnstable(found, (a, b) => b.score < a.score);
    return found;
  };

  const exactTerm = (term: string): Found[] => {
    const split = stems(term);
    const entries: PageWord[] = [];
    const sets: Set<number>[] = [];
    for (const t of split) {
      const data = words.get(t);
      if (!data) return [];
      const pages = new Set<number>();
      for (const word of [...data.pages, ...data.variants.flatMap((v) => v.pages)]) {
        entries.push(word);
        pages.add(word.page);
      }
      sets.push(pages);
    }
    if (!sets.length) return [];
    const found: Found[] = [];
    /** The first position of `lists[0]` that the other lists continue word by word, and where the run ends. */
    const run = (lists: number[][]): [number, number] | undefined => {
      for (const start of lists[0] ?? []) {
        let at = start;
        if (lists.slice(1).every((next) => next.includes(++at))) return [start, at];
      }
      return undefined;
    };
    for (const page of intersect(sets)) {
      if (!meta.pages[page]) continue;
      const here = entries.filter((e) => e.page === page);
      const positions = here.map((e) => e.locs.filter((_, k) => k % 2 === 1));
      const inText = run(positions);
      if (inText) {
        const l: CoreResult['l'] = [];
        for (let at = inText[0]; at <= inText[1]; at++) l.push({ w: 1, s: 1, l: at });
        found.push({ page, score: 1, l });
        continue;
      }
      // Not in the text: in a meta field (the title), all of it in a row.
      const inMeta = here
        .filter((e) => e.meta.length)
        .map((e) => {
          const byField = new Map<number, number[]>();
          for (let k = 0; k < e.meta.length; k += 2) byField.set(e.meta[k], [...(byField.get(e.meta[k]) ?? []), e.meta[k + 1]]);
          return byField;
        });
      let matched = false;
      if (inMeta.length >= split.length) {
        for (const field of new Set(inMeta.flatMap((m) => [...m.keys()]))) {
          const lists = inMeta.map((m) => m.get(field)).filter((x): x is number[] => x !== undefined);
          if (lists.length !== inMeta.length || !run(lists)) continue;
          const name = meta.metaFields[field];
          found.push({ page, score: (name === undefined ? undefined : W.meta.get(name)) ?? 1, l: [] });
          matched = true;
          break;
        }
      }
      if (!matched && split.length === 1 && here.length) {
        const locs = here[0].locs;
        const l: CoreResult['l'] = [];
        for (let k = 0; k < locs.length; k += 2) l.push({ w: locs[k], s: locs[k], l: locs[k + 1] });
        found.push({ page, score: 1, l });
      }
    }
    return found;
  };

  return {
    chunksFor(query) {
      const out = new Set<string>();
      for (const raw of query.split(' ')) {
        if (!raw) continue;
        for (const term of new Set([raw, ...stems(raw)])) {
          const strict = meta.chunks.filter((c) => compareStr(term, c.from) >= 0 && compareStr(term, c.to) <= 0);
          const loose = strict.length
            ? strict
            : meta.chunks.filter((c) => {
                const n = charCount(term);
                const from = Math.min(n, charCount(c.from));
                const to = Math.min(n, charCount(c.to));
                return (
                  compareStr(firstChars(term, from), firstChars(c.from, from)) >= 0 &&
                  compareStr(firstChars(term, to), firstChars(c.to, to)) <= 0
                );
              });
          for (const c of loose) out.add(c.hash);
        }
      }
      return [...out].sort(compareStr);
    },
    loadChunk(bytes) {
      readChunks ??= new WeakMap();
      let read = readChunks.get(bytes);
      if (!read) readChunks.set(bytes, (read = readChunk(bytes)));
      for (const [word, data] of read) words.set(word, data);
      sorted = undefined;
    },
    search(term, original, exact) {
      return (exact ? exactTerm(term) : searchTerm(term, original)).map(({ page, score, l }) => {
        const { hash, group } = meta.pages[page];
        return { p: hash, g: group, s: score, l };
      });
    },
  };
}

/** The pages in every set, in ascending order. */
function intersect(sets: Set<number>[]): number[] {
  const [first, ...rest] = sets;
  return [...first].filter((p) => rest.every((s) => s.has(p))).sort((a, b) => a - b);
}

/** The stemmer of a Pagefind core (`wasm.<name>.pagefind`): English's, or none (`unknown`). */
export function stemmerOf(core: string | null): ((word: string) => string) | undefined {
  if (core === 'en') return stemEnglish;
  if (core === null || core === 'unknown') return undefined;
  throw new SearchCoreError(`Pagefind's search core for "${core}" has a stemmer that theme/search/stem-english.ts does not reproduce.`);
}

// Rust's f32 `exp` and `ln` as its libm computes them (the core is compiled with it: FreeBSD's `expf` and `logf`,
// by way of musl), bit for bit: JavaScript's f64 functions rounded to f32 differ from them in the last bit at times.

// Made when first used: a module-level `new` would stay in every bundle that imports this file (the boot script).
let bits: Float32Array | undefined;
let word: Uint32Array | undefined;
const scratch = (): [Float32Array, Uint32Array] => {
  bits ??= new Float32Array(1);
  word ??= new Uint32Array(bits.buffer);
  return [bits, word];
};
const toBits = (x: number): number => {
  const [f, u] = scratch();
  f[0] = x;
  return u[0];
};
const fromBits = (n: number): number => {
  const [f, u] = scratch();
  u[0] = n;
  return f[0];
};

/** e^x in f32 (for the arguments the ranking uses: finite, well inside f32's range). */
export function expf(x: number): number {
  const hx = toBits(x) & 0x7fffffff;
  const negative = x < 0;
  if (hx >= 0x42aeac50) return f32(Math.exp(x)); // |x| ≥ 87.3: overflow or underflow, never a ranking's
  let k = 0;
  let hi = x;
  let lo = 0;
  if (hx > 0x3eb17218) {
    // Reduced by k·ln 2 (ln 2 in two parts, the first exact in a product with k).
    k = hx > 0x3f851592 ? Math.trunc(f32(f32(fromBits(0x3fb8aa3b) * x) + (negative ? -0.5 : 0.5))) : negative ? -1 : 1;
    hi = f32(x - f32(k * fromBits(0x3f317200)));
    lo = f32(k * fromBits(0x35bfbe8e));
    x = f32(hi - lo);
  } else if (hx <= 0x39000000) return f32(1 + x);
  const xx = f32(x * x);
  const c = f32(x - f32(xx * f32(fromBits(0x3e2aaa8f) + f32(xx * fromBits(0xbb354215)))));
  const y = f32(1 + f32(f32(f32(f32(x * c) / f32(2 - c)) - lo) + hi));
  return k ? y * 2 ** k : y;
}

/** ln x in f32 (x normal and positive, as the ranking's are). */
export function logf(x: number): number {
  let ix = toBits(x);
  if (ix < 0x00800000 || ix >= 0x7f800000) return f32(Math.log(x)); // 0, subnormal, negative, infinite, NaN: never a ranking's
  if (ix === 0x3f800000) return 0;
  // x = 2^k · m with m in [√2/2, √2).
  ix += 0x3f800000 - 0x3f3504f3;
  const k = (ix >>> 23) - 0x7f;
  const f = f32(fromBits((ix & 0x007fffff) + 0x3f3504f3) - 1);
  const s = f32(f / f32(2 + f));
  const z = f32(s * s);
  const w = f32(z * z);
  const t1 = f32(w * f32(fromBits(0x3eccce13) + f32(w * fromBits(0x3e789e26))));
  const t2 = f32(z * f32(fromBits(0x3f2aaaaa) + f32(w * fromBits(0x3e91e9ee))));
  const r = f32(t2 + t1);
  const hfsq = f32(f32(0.5 * f) * f);
  const dk = k;
  return f32(f32(f32(f32(f32(s * f32(hfsq + r)) + f32(dk * fromBits(0x3717f7d1))) - hfsq) + f) + f32(dk * fromBits(0x3f317180)));
}
