// Every number and switch of the search's ranking, in one place. The index build reads `index`
// (plugins/search/html.ts, search-index.ts), the browser reads the rest (theme/search/pagefind.ts,
// search-local.ts, with which both the app's dialog and the early one, early/search-results.ts, search);
// no ranking number is written anywhere else
// (tests/unit/search-ranking.test.ts checks it). Each step can be switched off without editing code
// (scripts/lib/search-ablation.ts, `pnpm ablate:search`), and the last ablation on the held-out query sets,
// with what it removed and why each remaining step is kept, is in RESULTS-search.md.

/** The ranking's configuration (see RANKING for what each field does). */
export type RankingConfig = {
  /** Written into the index at build time: changing them needs a new index (`pnpm search:index`). */
  readonly index: {
    readonly headingWeights: {
      readonly h1: number;
      readonly h2: number;
      readonly h3: number;
      readonly h4: number;
      readonly h5: number;
      readonly h6: number;
    };
    readonly lead: { readonly weight: number; readonly langs: readonly string[] };
    readonly importsMaxPages: number;
    readonly asked: { readonly langs: readonly string[] };
    readonly questions: { readonly langs: readonly string[] };
  };
  /** Pagefind's own ranking settings (its `ranking` option); a setting left undefined is Pagefind's default. */
  readonly pagefind: {
    readonly metaWeights?: { readonly title: number; readonly imports: number; readonly asked: number; readonly questions: number };
    readonly pageLength?: number;
  };
  /** How a query is searched and its pages scored (theme/search/local.ts, `gather`). */
  readonly query: {
    readonly maxTerms: number;
    readonly stopWords: boolean;
    readonly compoundParts: boolean;
    readonly longQuery: number;
    readonly phrase: { readonly boost: number; readonly minWords: number };
    readonly perTerm: { readonly on: boolean; readonly all: number };
    readonly chineseRuns: { readonly on: boolean; readonly apart: number };
    readonly nearness: { readonly weight: number; readonly window: number; readonly hanWindow: number };
    readonly askedMinTerms: number;
    readonly typo: {
      readonly minLength: number;
      readonly minStart: number;
      readonly cut: number;
      readonly few: number;
      readonly weight: number;
    };
  };
  /** The reordering of the best pages (theme/search/local.ts, `rerank`). */
  readonly rerank: {
    readonly candidates: number;
    readonly allMatches: boolean;
    readonly named: number;
    readonly routeSegments: number;
    readonly titleWords: number;
    readonly termNames: boolean;
    readonly headingHolds: number;
    readonly headingHoldsMinChars: number;
    readonly headingQuoted: number;
    readonly quotedMinWords: number;
    readonly quotedShare: number;
    readonly growth: boolean;
    readonly targetShare: number;
  };
};

// The four parts are constants of their own, so that a bundle that needs one part carries only that part
// (theme/search/pagefind.ts, which the boot script imports from, needs `PAGEFIND_RANKING` only).

/** Written into the index at build time. */
export const INDEX_RANKING = {
  /**
   * The weight of a heading's words against body text (1), written on each heading
   * (`data-pagefind-weight`): Pagefind's own defaults, so a page is found by what its sections are about.
   */
  headingWeights: { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 },
  /**
   * The weight of a page's lead (its paragraphs and list items before the first h2), in `langs`: a
   * Chinese query describes the task ("设置页面标题"), and the Chinese words for it are in the lead of a
   * page titled `html.title`.
   */
  lead: { weight: 2, langs: ['zh'] },
  /**
   * The names a page's code blocks import are a meta field `imports` (code is not indexed), kept only
   * when at most this many pages of the language import the name (`pluginSvgr`, not `defineConfig`);
   * 0: no field.
   */
  importsMaxPages: 5,
  /**
   * The questions readers asked, from the held-out query sets (not the development sets, which stay a
   * check), are a meta field (`asked`) of the page that answers each best, the first it expects
   * (plugins/search/asked.json, written by `pnpm search:asked`; not in the fragment a query fetches): a new
   * reader who says it as an earlier one did ("assets missing from dist") finds the page that answered them
   * (`output.copy`), which never says it so. In `langs` only: Chinese text is indexed as words of one or two
   * characters, which a page's many questions nearly all hold (measured: RESULTS-search.md, session 78).
   */
  asked: { langs: ['en'] },
  /**
   * The questions written for each page (plugins/search/questions/<lang>.json: what a reader types when the page is
   * their answer, in their words, written from the page by people who saw no query set) are a meta field
   * (`questions`) of the page, in `langs`; not in the fragment a query fetches. Measured: RESULTS-search.md, sessions
   * 79 (Chinese) and 80 (English, beside readers' own questions, `asked`): small gains, each kept by a rule written down
   * before the blind set that decided it was run.
   */
  questions: { langs: ['zh', 'en'] },
} as const satisfies RankingConfig['index'];

/** Pagefind's ranking settings (given to Pagefind in the browser). */
export const PAGEFIND_RANKING = {
  /**
   * A match in the page title weighs `title` times one in the body; `imports` (above) counts like body text,
   * `asked` (readers' earlier questions, above) twice, and `questions` (the questions written for a page) once.
   */
  metaWeights: { title: 10, imports: 1, asked: 2, questions: 1 },
  /** How much a page's length lowers its score (Pagefind: 0.75): a long guide that answers is not pushed below a short page that mentions the word. */
  pageLength: 0.3,
} as const satisfies RankingConfig['pagefind'];

/** How a query is searched and its pages scored. */
export const QUERY_RANKING = {
  /** The most terms of a query searched one by one: a pasted 200-character message costs 31–37 ms of CPU, not 45–50. */
  maxTerms: 12,
  /**
   * Stop words (theme/search/local.ts, `STOP_WORDS`: 的, 怎么, "is", "my") are left out of the query's
   * terms and of title matching, and the query without them is searched too, counting like the whole query.
   */
  stopWords: true,
  /**
   * In a query of several words, a compound token (`error:0480006C:PEM`, `styles.App`, `'./App.css'`)
   * counts as its words (`error`, `PEM`), each a term: Pagefind would search it squashed and, finding
   * no such word, fall back to the longest word it starts with (`error`), losing the distinctive part.
   * A query of one token (`server.port`) is searched as typed; a path (`src/components/Button.tsx`) stays one
   * term (its parts are the reader's folders, which crowded a message's words out of `maxTerms`), and a
   * path of the reader's machine (`/home/li/app/…`, `C:\\Users\\…`) or a line of their file
   * (`./src/pages/Home.tsx:27:9`) is not searched at all: Pagefind fell back to the word it starts with
   * (`home`), and pages saying "home" pushed the FAQ that explains "Failed to load file:" out of the rerank.
   */
  compoundParts: true,
  /**
   * A query of this many terms or more (a pasted message) is searched whole as its terms only (stop
   * words out, compounds split, at most `maxTerms`) and not as a phrase: the chunks of its stop words,
   * the largest (the words most pages hold), are not fetched (first query of users2, en: 140 → 125 kB
   * gzip). 0: every query whole as typed.
   */
  longQuery: 7,
  /**
   * A query of `minWords` words or more is also searched as a phrase: the pages that hold it in a row go up
   * by `boost` of the best page's score. The phrase leaves out the reader's own values, a path or a quoted
   * name: "Failed to load file: /home/li/app/rsbuild.config.ts" is searched as "Failed to load file:", which
   * the page that explains the message holds.
   */
  phrase: { boost: 0.2, minWords: 2 },
  /**
   * Each term of a query of several is also searched alone, and a page scores the larger of Pagefind's
   * score for all the terms (× `all`) and the sum of its terms' scores: a page that answers in other
   * words ("backend" for `server.proxy`) is still found.
   */
  perTerm: { on: true, all: 1.5 },
  /**
   * A Chinese run that the browser splits into single characters stays one term (构建, not 构 and 建),
   * also searched as a phrase: a page that holds its characters apart counts `apart` of its score.
   */
  chineseRuns: { on: true, apart: 0.5 },
  /**
   * A page goes up by `weight` × the largest share of the query's terms (each weighing by how few pages
   * hold it) found within `window` words of each other; for a query with Chinese, within `hanWindow`
   * words (Pagefind splits Chinese into words of one or two characters, so a sentence holds more of them;
   * 0: not for Chinese). "vue项目build时候报内存溢出": the page that says 内存溢出 in one sentence, not
   * the Vue plugin whose title holds "Vue".
   */
  nearness: { weight: 1, window: 8, hanWindow: 15 },
  /**
   * A plain word of `minLength` letters or more that finds fewer than `few` pages ("tailwnd") also
   * searches its starts 1 to `cut` letters shorter (not below `minStart`); the pages of the start whose
   * best page scores highest join at `weight` of their score. `few` 0: never.
   */
  typo: { minLength: 5, minStart: 4, cut: 3, few: 3, weight: 0.5 },
  /**
   * A query of fewer terms than this is searched with readers' earlier questions (INDEX_RANKING.asked) and the
   * questions written for the pages (INDEX_RANKING.questions) not weighed: a short query is a name or a message's title ("Compilation failed", "Undefined mixin."), which
   * the page that quotes it answers, and the busiest pages' questions hold nearly every pair of words. 0: always weighed.
   */
  askedMinTerms: 3,
} as const satisfies RankingConfig['query'];

/** The reordering of the best pages. */
export const RERANK_RANKING = {
  /** How many of the best pages are reordered, at least the 7 shown (each fetches its headings, 0.3–0.8 kB). */
  candidates: 10,
  /**
   * A page's matched headings (for `headingHolds` and `headingQuoted`) are those under any word that any
   * search of the query matched, not only Pagefind's sub-results, which are those of the one search
   * (often one term) the page was first found by: "React is not defined at OverflowMenu.tsx" finds the
   * Exceptions FAQ by `tsx` first, and its heading "React is not defined" was not seen.
   */
  allMatches: true,
  /**
   * Added when the page is named by the query: its title, or the end of its route (`routeSegments` last segments), squashed, is
   * the query; or the query is one of the site's Chinese terms alone and the title is the only one among the found pages' that
   * holds the English name it stands for (`模块联邦` → `moduleFederation.options`, with `termNames`; `开发服务器` → `server` names
   * no `server.*` page), so that the glossary's heading of that term does not come first.
   */
  named: 1,
  /** How many of the route's last segments can name the page (`pluginSvgr` → `/plugins/list/plugin-svgr`); 0: the title only. */
  routeSegments: 2,
  /** Added when the title holds every term of the query (otherwise than by naming it). */
  titleWords: 0.5,
  /** A Chinese term of the query also counts as held by a title with the English name it stands for (`端口` → `server.port`; theme/search/terms.ts). */
  termNames: true,
  /** Added when a heading where the page matched holds the whole query (squashed, `headingHoldsMinChars` characters or more). */
  headingHolds: 0.5,
  /** The shortest query (squashed, in characters) that `headingHolds` looks for in headings. */
  headingHoldsMinChars: 4,
  /**
   * Added when the query holds `quotedMinWords` or more words of a matched heading (not the h1) and at
   * least `quotedShare` of them: a pasted error message that quotes the heading of its answer.
   */
  headingQuoted: 0.5,
  /** The fewest words of a heading the query must hold for `headingQuoted`. */
  quotedMinWords: 3,
  /** The least share of a heading's words the query must hold for `headingQuoted` (70 %). */
  quotedShare: 0.7,
  /** A heading's boost grows with the words it shares with the query beyond `quotedMinWords` (7 words: 7/3 of it). */
  growth: true,
  /**
   * Not an order: where a hit leads. A page whose title does not answer the query leads to the heading
   * it quotes (`headingQuoted`), or to one that holds it (`headingHolds`) if the query is at least this
   * share of the heading (squashed characters): `startDevServer` leads to `rsbuild.startDevServer`, and
   * "热更新不生效" not to "React 作为外部依赖时热更新不生效", a narrower case.
   */
  targetShare: 0.5,
} as const satisfies RankingConfig['rerank'];

/** The ranking's configuration: every number and switch (the default of every function that ranks). */
export const RANKING = {
  index: INDEX_RANKING,
  pagefind: PAGEFIND_RANKING,
  query: QUERY_RANKING,
  rerank: RERANK_RANKING,
} as const satisfies RankingConfig;
