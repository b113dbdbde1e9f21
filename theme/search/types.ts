// Types of the search: what the dialog renders, the Pagefind browser API it calls, and the answer of a
// remote search service (see theme/search/README.md).
import type { SearchCoreFactory } from './search-core';

/** A piece of a snippet: plain text, or a match to highlight. */
export type SnippetPart = { text: string; match: boolean };

/** One row of the result list. */
export type SearchHit = {
  /** Where the row leads: a route, with `#heading-id` when the match is under a heading. */
  url: string;
  /** The page's title. */
  title: string;
  /** The heading the match is under, when it is not the page's title. */
  heading?: string;
  /** About 100 characters of text around the match. */
  snippet: SnippetPart[];
  /** The snippet is still being fetched: the row holds its place. */
  pending?: boolean;
};

/** A group of hits as the remote service answers it (one group per index name). */
export type SearchGroup = { group: string; hits: SearchHit[] };

// Pagefind's results, as pagefind.js 1.6 gives them (theme/search/pagefind-core.ts gives the same) -------

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text: string; location: number };
  locations: number[];
  weighted_locations: { weight: number; balanced_score: number; location: number }[];
};

export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  word_count: number;
  /** The page's headings (and other elements with an id) and the word position each starts at. */
  anchors?: { element: string; id: string; text: string; location: number }[];
  /** Ours, set by the rerank (theme/search/local.ts) on the query's copy: the heading the query quotes, where its hit leads. */
  target?: PagefindSubResult;
  /** Every match on the page. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
};

export type PagefindResult = { id: string; score: number; words: number[]; data: () => Promise<PagefindData> };

export type PagefindRanking = {
  termSimilarity?: number;
  pageLength?: number;
  termSaturation?: number;
  termFrequency?: number;
  metaWeights?: Record<string, number>;
};

export type PagefindOptions = {
  excerptLength?: number;
  ranking?: PagefindRanking;
  /** The search core (theme/search/search-core.ts); tests give one that checks it against Pagefind's own. */
  core?: SearchCoreFactory;
};

/** A language's index, loaded (theme/search/pagefind-core.ts): what pagefind.js 1.6's instance offers, the part used here. */
export type PagefindInstance = {
  /** Where the index is: the page sections are fetched from there. */
  basePath: string;
  search(term: string): Promise<{ results: PagefindResult[] }>;
  /**
   * The same index whose searches run on a search core of their own, which holds only the word-index
   * chunks they ask for (theme/search/pagefind-core.ts): one query's searches, whatever came before.
   * `query`, the reader's query: its words but the last are searched as whole words where the index has a
   * chunk for the word alone (`chunksOf` there); without it, every word with the words it starts.
   * `ranking`: Pagefind's ranking settings for these searches, if not the index's.
   */
  scoped?(query?: string, ranking?: PagefindRanking): PagefindInstance;
  destroy(): Promise<void>;
};
