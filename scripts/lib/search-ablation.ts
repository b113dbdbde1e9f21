// The ranking's steps, each of which can be switched off without editing code: the configuration
// (theme/search/ranking.ts) with that step's numbers set to what they would be without it. An `index`
// step changes the index, so it needs the index written again (`pnpm search:index --ablate STEP`, from
// the HTML of the last build); a `browser` step changes only what the dialog does with the index
// (`pnpm bench:search --ablate STEP`). `pnpm ablate:search` runs them all (RESULTS-search.md).
import { RANKING, type RankingConfig } from '../../theme/search/ranking';
import { QUERY_SETS, type QuerySet } from './search-metrics';

/** The query sets the ranking was not tuned on: every set but the tuning set. */
export const HELD_OUT_SETS: QuerySet[] = QUERY_SETS.filter((s) => s !== 'tuning');

export type Ablation = {
  /** Its name on the command line. */
  step: string;
  side: 'index' | 'browser';
  /** What is switched off, in a few words. */
  what: string;
  /** The configuration without the step. */
  off: (c: RankingConfig) => RankingConfig;
};

type Index = RankingConfig['index'];
type Pagefind = RankingConfig['pagefind'];
type Query = RankingConfig['query'];
type Rerank = RankingConfig['rerank'];
const index = (c: RankingConfig, change: Partial<Index>): RankingConfig => ({ ...c, index: { ...c.index, ...change } });
const pagefind = (c: RankingConfig, change: Partial<Pagefind>): RankingConfig => ({ ...c, pagefind: { ...c.pagefind, ...change } });
const query = (c: RankingConfig, change: Partial<Query>): RankingConfig => ({ ...c, query: { ...c.query, ...change } });
const rerank = (c: RankingConfig, change: Partial<Rerank>): RankingConfig => ({ ...c, rerank: { ...c.rerank, ...change } });

/** Every step of the ranking, and how it is switched off. */
export const ABLATIONS: Ablation[] = [
  {
    step: 'heading-weights',
    side: 'index',
    what: 'headings weigh as body text (1)',
    off: (c) => index(c, { headingWeights: { h1: 1, h2: 1, h3: 1, h4: 1, h5: 1, h6: 1 } }),
  },
  {
    step: 'lead-weight',
    side: 'index',
    what: "no language's lead weighted",
    off: (c) => index(c, { lead: { ...c.index.lead, langs: [] } }),
  },
  { step: 'imports', side: 'index', what: 'no `imports` meta field', off: (c) => index(c, { importsMaxPages: 0 }) },
  {
    step: 'asked',
    side: 'index',
    what: "no `asked` meta field (readers' earlier questions)",
    off: (c) => index(c, { asked: { langs: [] } }),
  },
  {
    step: 'questions',
    side: 'index',
    what: 'no `questions` meta field (the questions written for each page)',
    off: (c) => index(c, { questions: { langs: [] } }),
  },
  { step: 'title-weight', side: 'browser', what: "Pagefind's default meta weights", off: (c) => pagefind(c, { metaWeights: undefined }) },
  {
    step: 'page-length',
    side: 'browser',
    what: "Pagefind's default pageLength (0.75)",
    off: (c) => pagefind(c, { pageLength: undefined }),
  },
  { step: 'stop-words', side: 'browser', what: 'no stop words', off: (c) => query(c, { stopWords: false }) },
  { step: 'compound-parts', side: 'browser', what: 'a compound token is one term', off: (c) => query(c, { compoundParts: false }) },
  {
    step: 'long-query',
    side: 'browser',
    what: 'a long query searched whole as typed',
    off: (c) => query(c, { longQuery: 0 }),
  },
  { step: 'phrase', side: 'browser', what: 'no phrase search', off: (c) => query(c, { phrase: { ...c.query.phrase, boost: 0 } }) },
  {
    step: 'per-term',
    side: 'browser',
    what: 'terms not searched one by one',
    off: (c) => query(c, { perTerm: { ...c.query.perTerm, on: false } }),
  },
  {
    step: 'per-term-all',
    side: 'browser',
    what: 'all-terms score × 1, not × all',
    off: (c) => query(c, { perTerm: { ...c.query.perTerm, all: 1 } }),
  },
  {
    step: 'chinese-runs',
    side: 'browser',
    what: 'Chinese runs split as the browser splits them',
    off: (c) => query(c, { chineseRuns: { ...c.query.chineseRuns, on: false } }),
  },
  {
    step: 'chinese-apart',
    side: 'browser',
    what: 'a run held apart counts fully',
    off: (c) => query(c, { chineseRuns: { ...c.query.chineseRuns, apart: 1 } }),
  },
  { step: 'nearness', side: 'browser', what: 'no nearness', off: (c) => query(c, { nearness: { ...c.query.nearness, weight: 0 } }) },
  {
    step: 'nearness-han',
    side: 'browser',
    what: 'no nearness for a query with Chinese',
    off: (c) => query(c, { nearness: { ...c.query.nearness, hanWindow: 0 } }),
  },
  { step: 'typo', side: 'browser', what: 'no typo fallback', off: (c) => query(c, { typo: { ...c.query.typo, few: 0 } }) },
  {
    step: 'asked-short',
    side: 'browser',
    what: "readers' earlier questions weighed for a short query too",
    off: (c) => query(c, { askedMinTerms: 0 }),
  },
  { step: 'candidates', side: 'browser', what: 'rerank only the 7 shown', off: (c) => rerank(c, { candidates: 0 }) },
  {
    step: 'all-matches',
    side: 'browser',
    what: "matched headings: Pagefind's sub-results only",
    off: (c) => rerank(c, { allMatches: false }),
  },
  { step: 'named', side: 'browser', what: 'no boost for a title or route that is the query', off: (c) => rerank(c, { named: 0 }) },
  { step: 'route-names', side: 'browser', what: 'the title only names a page', off: (c) => rerank(c, { routeSegments: 0 }) },
  { step: 'title-words', side: 'browser', what: 'no boost for a title holding the terms', off: (c) => rerank(c, { titleWords: 0 }) },
  { step: 'term-names', side: 'browser', what: 'no Chinese term table', off: (c) => rerank(c, { termNames: false }) },
  { step: 'heading-holds', side: 'browser', what: 'no boost for a heading holding the query', off: (c) => rerank(c, { headingHolds: 0 }) },
  { step: 'heading-quoted', side: 'browser', what: 'no boost for a quoted heading', off: (c) => rerank(c, { headingQuoted: 0 }) },
  { step: 'growth', side: 'browser', what: "heading boosts don't grow with the words", off: (c) => rerank(c, { growth: false }) },
];

/** The configuration with the named steps off (none: RANKING). Throws on an unknown step. */
export function ablated(steps: readonly string[], base: RankingConfig = RANKING): RankingConfig {
  return steps.reduce((c, step) => {
    const a = ABLATIONS.find((x) => x.step === step);
    if (!a) throw new Error(`Unknown ranking step "${step}"; the steps: ${ABLATIONS.map((x) => x.step).join(', ')}`);
    return a.off(c);
  }, base);
}

/** The steps named by `--ablate a,b` in command-line arguments (none without it). */
export function ablateArg(argv: string[]): string[] {
  const at = argv.indexOf('--ablate');
  if (at < 0) return [];
  const list = (argv[at + 1] ?? '').split(',').filter(Boolean);
  if (!list.length) throw new Error(`--ablate needs a step: ${ABLATIONS.map((x) => x.step).join(', ')}`);
  ablated(list);
  return list;
}
