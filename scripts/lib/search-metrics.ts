// The search benchmark's figures: where the expected page ranks, hit@k, mean reciprocal rank,
// percentiles. Pure functions, shared by scripts/bench-search.ts and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './pages';

/** One benchmark query: what a user types, and the pages that answer it (any one of them counts). */
export type BenchQuery = { q: string; kind: 'option' | 'task' | 'error' | 'plugin' | 'api' | 'mixed'; expect: string[] };

/**
 * The query sets: `tuning` is the one the ranking and the Chinese term table were tuned on;
 * `heldout` was written without looking at the ranking, the term table or the tuning queries (and was
 * then used to diagnose the ranking); `fresh` was written on 2026-11-26, after that diagnosis, without
 * looking at the ranking, the term table or any earlier query set. Two ranking rules tried against the
 * held-out set then (phrase and camel-case hits) moved the sets by a query or two either way and were
 * not kept; the fresh set has been run on today's ranking only. `final` was written on 2026-11-26,
 * before the ranking changes of that day, without looking at the earlier query sets, each expected
 * page checked by reading it; it is run once before and once after those changes, never to tune.
 */
export const QUERY_SETS = ['tuning', 'heldout', 'fresh', 'final', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'real'] as const;
/**
 * `blind2` was written a session later, the same way as `blind`, after `blind` had been used to develop the
 * ranking, and run once on the ranking before and after the change that followed before its misses were read.
 * `blind3` likewise, run once on main and on that change with the pages' new leads, then used to tune
 * the nearness rule (RESULTS-search.md, "Query sets and figures, by round", third round). `blind4`, `blind5` and `blind6` were written
 * after that round and each run once on main and on its result; `blind7` after them, run once on main and
 * on the ranking before and after the typo fallback (`RANKING.query.typo`, theme/search-ranking.ts).
 * `real` (60 English, 61 Chinese) was written on 2026-11-28 from real users' reports (each entry's
 * `source` names the report), by someone who had seen neither the ranking code nor any other set, and run
 * once on the site before the work on pasted messages, symptoms and the ranking's ablation and once after
 * (RESULTS-search.md, "Real users' questions"), before its misses were read.
 * The sets the ranking was developed on (`--pooled`). `blind` is not one: it was written on 2026-11-26
 * by someone who saw neither the ranking code, nor the other sets, nor any search result, and is run
 * only to report, after the ranking work of that day.
 */
export const DEV_SETS = ['tuning', 'heldout', 'fresh', 'final'] as const;
export type QuerySet = (typeof QUERY_SETS)[number];

/** The file of a language's query set, relative to the project's root. */
export const queryFile = (lang: string, set: QuerySet = 'tuning'): string =>
  path.join('tests', 'fixtures', `search-queries${set === 'tuning' ? '' : `-${set}`}.${lang}.json`);

/** The query set of a language: tests/fixtures/search-queries.<lang>.json, or search-queries-<set>.<lang>.json (heldout, fresh, final, blind, blind2 to blind7, real). */
export function readQueries(lang: string, set: QuerySet = 'tuning'): BenchQuery[] {
  return JSON.parse(fs.readFileSync(path.join(ROOT, queryFile(lang, set)), 'utf8')) as BenchQuery[];
}

/** The query set named by `--set NAME` in command-line arguments (the tuning set without it). */
export function querySetArg(argv: string[]): QuerySet {
  const at = argv.indexOf('--set');
  if (at < 0) return 'tuning';
  const name = argv[at + 1];
  if (!(QUERY_SETS as readonly string[]).includes(name ?? '')) throw new Error(`--set needs one of ${QUERY_SETS.join(', ')}, got ${name ?? 'nothing'}`);
  return name as QuerySet;
}

/** A hit's page: its URL without `#heading` or a trailing `.html`. */
export const pageOf = (url: string): string => url.replace(/[#?].*$/, '').replace(/\.html$/, '');

/** 1-based rank of the first hit on an expected page, or 0 when none is among the hits. */
export function rankOf(hitUrls: string[], expect: string[]): number {
  const i = hitUrls.findIndex((u) => expect.includes(pageOf(u)));
  return i + 1;
}

export type Quality = { queries: number; hit1: number; hit3: number; mrr: number };

/** hit@1 and hit@3 (shares of queries) and mean reciprocal rank, from the ranks (0 = not found). */
export function quality(ranks: number[]): Quality {
  const n = ranks.length || 1;
  return {
    queries: ranks.length,
    hit1: ranks.filter((r) => r === 1).length / n,
    hit3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((a, r) => a + (r ? 1 / r : 0), 0) / n,
  };
}

/** The p-th percentile (0–100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
