// The site's search core (theme/search/search-core.ts) against Pagefind's own (its WebAssembly core, the oracle:
// scripts/lib/pagefind-wasm.ts), call by call: a core factory for the search (PagefindOptions.core) that makes both,
// gives every call to both, and throws at the first answer that differs: other chunks asked for, other pages or
// another order, a score more than 1e-6 apart (relatively: both compute in f32, but Pagefind sums some terms in the
// order of a Rust HashMap), other matched words. Used by tests/unit/search-core-ts.test.ts and
// scripts/compare-search-core.ts, over every query of the query sets (tests/fixtures/search/).
import fs from 'node:fs';
import path from 'node:path';
import {
  type CoreResult,
  type SearchCore,
  type SearchCoreFactory,
  createCore,
  readCbor,
  readMetadata,
  stemmerOf,
} from '../../theme/search/search-core';
import { WasmCore, coreModule, indexFileBytes, pagefindCore } from './pagefind-wasm';
import { ROOT } from './pages';

/** The largest relative difference allowed between two scores. */
export const SCORE_TOLERANCE = 1e-6;

/** What was compared, and how close the scores were. */
export type CheckStats = { chunkCalls: number; searches: number; results: number; scoresNotIdentical: number; largestDifference: number };
export const newStats = (): CheckStats => ({ chunkCalls: 0, searches: 0, results: 0, scoresNotIdentical: 0, largestDifference: 0 });

export class CoreMismatch extends Error {}

/** The first difference between Pagefind's results and ours, or undefined (scores within SCORE_TOLERANCE). */
export function resultDifference(theirs: CoreResult[], ours: CoreResult[], stats?: CheckStats): string | undefined {
  if (theirs.length !== ours.length) return `${theirs.length} results, ours ${ours.length}`;
  for (let i = 0; i < theirs.length; i++) {
    const [a, b] = [theirs[i], ours[i]];
    if (a.p !== b.p) return `result ${i}: page ${a.p} (score ${a.s}), ours ${b.p} (score ${b.s})`;
    if ((a.g ?? '') !== (b.g ?? '')) return `result ${i} (${a.p}): group "${a.g}", ours "${b.g}"`;
    const difference = a.s === b.s ? 0 : Math.abs(a.s - b.s) / Math.max(Math.abs(a.s), Math.abs(b.s));
    if (!(difference <= SCORE_TOLERANCE)) return `result ${i} (${a.p}): score ${a.s}, ours ${b.s}`;
    if (stats && difference) {
      stats.scoresNotIdentical++;
      stats.largestDifference = Math.max(stats.largestDifference, difference);
    }
    const words = (r: CoreResult) => JSON.stringify(r.l.map(({ w, s, l }) => [w, s, l]));
    if (words(a) !== words(b)) return `result ${i} (${a.p}): matches ${words(a).slice(0, 300)}, ours ${words(b).slice(0, 300)}`;
  }
  if (stats) stats.results += theirs.length;
  return undefined;
}

/** Pagefind's compiled cores, by name (`en`, `unknown`), from the installed Pagefind. */
export async function pagefindModules(): Promise<Record<'en' | 'unknown', WebAssembly.Module>> {
  return {
    en: coreModule('wasm.en.pagefind', await pagefindCore('en')),
    unknown: coreModule('wasm.unknown.pagefind', await pagefindCore('unknown')),
  };
}

/**
 * A core factory whose cores are Pagefind's and ours side by side: each call goes to both, the answers are compared
 * (CoreMismatch at the first difference, naming the call) and ours is returned.
 */
export function checkingCores(modules: Record<'en' | 'unknown', WebAssembly.Module>, stats: CheckStats): SearchCoreFactory {
  return (metadata, ranking, name) => {
    const theirs = WasmCore.start(modules[name === 'en' ? 'en' : 'unknown'], metadata, ranking);
    const ours: SearchCore = createCore(readMetadata(metadata), ranking, stemmerOf(name));
    return {
      chunksFor(query) {
        const [a, b] = [theirs.chunksFor(query), ours.chunksFor(query)];
        stats.chunkCalls++;
        if (a.join() !== b.join()) throw new CoreMismatch(`chunks of "${query}": ${a.join(', ')}; ours ${b.join(', ')}`);
        return b;
      },
      loadChunk(bytes) {
        theirs.loadChunk(bytes);
        ours.loadChunk(bytes);
      },
      search(term, original, exact) {
        const [a, b] = [theirs.search(term, original, exact), ours.search(term, original, exact)];
        stats.searches++;
        const difference = resultDifference(a, b, stats);
        if (difference) throw new CoreMismatch(`search ${exact ? 'exact ' : ''}"${term}" (typed "${original}"): ${difference}`);
        return b;
      },
    };
  };
}

/** Every distinct query of a language's query sets (tests/fixtures/search/: the development and held-out files). */
export function allQueries(lang: string): string[] {
  const dir = path.join(ROOT, 'tests', 'fixtures', 'search');
  const queries = new Set<string>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`.${lang}.json`))
    .sort())
    for (const q of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { q: string }[]) queries.add(q.q);
  return [...queries];
}

/** Every `step`-th query (from `offset`): a deterministic sample. */
export const sample = <T>(all: T[], step: number, offset = 0): T[] => all.filter((_, i) => i % step === offset % step);

/**
 * `count` random searches (seeded: the same each run) on a core pair, each on new cores: terms made of the index's
 * own words, their starts, words with letters added, stems and forms with diacritics, one to four of them, as a
 * phrase in one search of five; the chunks each word asks for loaded, as the dialog loads them. Returns the
 * differences (none: Pagefind's answer everywhere).
 */
export function randomSearches(
  factory: SearchCoreFactory,
  metadata: Uint8Array,
  core: string | null,
  chunk: (hash: string) => Uint8Array,
  count: number,
  seed = 1,
): string[] {
  let state = seed;
  const random = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
  const meta = readMetadata(metadata);
  // The words of every fifth chunk, and the chunks' bounds (starts of words).
  const words = [
    ...new Set([
      ...meta.chunks.flatMap((c) => [c.from, c.to]),
      ...meta.chunks
        .filter((_, i) => i % 5 === 0)
        .flatMap((c) => ((readCbor(chunk(c.hash)) as unknown[][][])[0] as unknown[][]).map((entry) => entry[0] as string)),
    ]),
  ];
  const sample = (): string => {
    const w = words[random(words.length)];
    const chars = [...w];
    switch (random(6)) {
      case 0:
        return chars.slice(0, 1 + random(chars.length)).join('');
      case 1:
        return w + 'seidxé😀'[random(7)];
      case 2:
        return `${w}${['s', 'ing', 'ed', 'ly', 'ation', 'ness'][random(6)]}`;
      case 3:
        return w.replace(/e/, 'é').replace(/a/, 'à');
      default:
        return w;
    }
  };
  const differ: string[] = [];
  for (let i = 0; i < count; i++) {
    const terms = Array.from({ length: 1 + random(4) }, sample).filter(Boolean);
    const term = terms.join(' ');
    const plain = term.normalize('NFD').replace(/\p{M}/gu, '');
    const exact = random(5) === 0;
    try {
      const pair = factory(metadata, { metaWeights: { title: 10, imports: 1 }, pageLength: 0.3 }, core);
      for (const hash of new Set(plain.split(' ').flatMap((w) => pair.chunksFor(w)))) pair.loadChunk(chunk(hash));
      pair.search(plain, term, exact);
    } catch (e) {
      differ.push(`${exact ? 'exact ' : ''}"${term}": ${(e as Error).message}`);
    }
  }
  return differ;
}

/** randomSearches on the index of `lang` that a build wrote into `site` (its metadata and chunks read from disk). */
export function randomSearchesOfSite(
  modules: Record<'en' | 'unknown', WebAssembly.Module>,
  site: string,
  lang: string,
  count: number,
): string[] {
  const dir = path.join(site, 'pagefind', lang);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm: string | null }>;
  };
  const index = Object.values(entry.languages)[0];
  const file = (name: string) => indexFileBytes(name, fs.readFileSync(path.join(dir, name)));
  return randomSearches(
    checkingCores(modules, newStats()),
    file(`pagefind.${index.hash}.pf_meta`),
    index.wasm,
    (hash) => file(`index/${hash}.pf_index`),
    count,
  );
}
