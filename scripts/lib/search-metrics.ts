// The search benchmark's figures: where the expected page ranks, hit@k, mean reciprocal rank,
// percentiles. Pure functions, shared by scripts/bench-search.ts and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './pages';

/**
 * One benchmark query: what a user types, the pages that answer it (any one of them counts), and the
 * set it was written in (`origin`). `source` names the report a real user's query comes from.
 */
export type BenchQuery = {
  q: string;
  kind: 'option' | 'task' | 'error' | 'plugin' | 'api' | 'mixed' | 'symptom';
  expect: string[];
  origin: QuerySet;
  source?: string;
};

/**
 * The query sets, by origin, in the order they were written (the history of each is in
 * RESULTS-search.md, "Query sets and figures, by round"). The ranking was developed on the first four,
 * `DEV_SETS` (`--pooled`): they live in tests/fixtures/search/dev.<lang>.json. The others were each
 * written by someone who had seen neither the ranking code nor the other sets, and run once before and
 * once after a change before their misses were read: they live in tests/fixtures/search/holdout.<lang>.json.
 * `heldout` is the first round's held-out set, developed on since; its name is kept for the figures.
 * Once read, a held-out set is no longer evidence: new evidence needs a new set, appended with its origin.
 */
export const QUERY_SETS = [
  'tuning',
  'heldout',
  'fresh',
  'final',
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
  'blind6',
  'blind7',
  'real',
  'users2',
  'users3',
  'users4',
  'users5',
  'users6',
  'users7',
  'users8',
  'users9',
  'users10',
  'users11',
  'users12',
  'users13',
  'users14',
  'users15',
  'users16',
  'users17',
  'users18',
  'users19',
  'users20',
  'users21',
  'users22',
  'users23',
  'users24',
  'users25',
  'users26',
  'users27',
  'users28',
  'users29',
  'users30',
  'users31',
  'users32',
  'users33',
  'users34',
  'users35',
  'users36',
  'users37',
  'users38',
  'users39',
  'users40',
  'users41',
  'users42',
  'users43',
  'users44',
  'users45',
  'users46',
  'users47',
  'users48',
  'users49',
  'users50',
] as const;
export const DEV_SETS = ['tuning', 'heldout', 'fresh', 'final'] as const;
/**
 * The sets written in one language only (every other set has both): users41 measured a change to the English
 * index alone (RESULTS-search.md, session 78), users46 and users47 to the Chinese index alone (sessions 83 and 86); users48 is Chinese only too (session 87).
 */
export const ONE_LANGUAGE_SETS: Readonly<Record<string, string>> = { users41: 'en', users46: 'zh', users47: 'zh', users48: 'zh' };
export type QuerySet = (typeof QUERY_SETS)[number];

/** The file that holds a set's queries, relative to the project's root: the development or the held-out file. */
export const queryFile = (lang: string, set: QuerySet = 'tuning'): string =>
  path.join('tests', 'fixtures', 'search', `${(DEV_SETS as readonly string[]).includes(set) ? 'dev' : 'holdout'}.${lang}.json`);

/** The queries of a set in a language, in the order they were written. */
export function readQueries(lang: string, set: QuerySet = 'tuning'): BenchQuery[] {
  const all = JSON.parse(fs.readFileSync(path.join(ROOT, queryFile(lang, set)), 'utf8')) as BenchQuery[];
  return all.filter((q) => q.origin === set);
}

/** The query set named by `--set NAME` in command-line arguments (the tuning set without it). */
export function querySetArg(argv: string[]): QuerySet {
  const at = argv.indexOf('--set');
  if (at < 0) return 'tuning';
  const name = argv[at + 1];
  if (!(QUERY_SETS as readonly string[]).includes(name ?? ''))
    throw new Error(`--set needs one of ${QUERY_SETS.join(', ')}, got ${name ?? 'nothing'}`);
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
