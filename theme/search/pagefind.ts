// Pagefind's index of a language: where it is, the ranking settings, how it is loaded and readied, and
// the query as it is searched.
// Small and free of the search's own code, so that the boot script (theme/hydration/early/search.ts) can start
// the load the moment the search is pressed, before the app, with the same settings as the dialog.
import { PAGEFIND_RANKING } from './ranking';
import { type PagefindLoad, startPagefind } from './pagefind-core';
import type { PagefindInstance, PagefindOptions } from './types';

declare global {
  interface Window {
    /** When the search's first sign of intent came (`performance.now()`): see `noteSearchIntent`. */
    __rsSearchIntent?: number;
  }
}

/**
 * Notes the first sign of intent for the search, when the index's files are first asked for: the boot
 * script does it at once (theme/hydration/early/search.ts), before the module that starts the index's load
 * (theme/search/index-loader.ts) has arrived, and the load counts its shortest time (MIN_LOADING_MS) from it.
 * Returns that time.
 */
export const noteSearchIntent = (): number => (window.__rsSearchIntent ??= performance.now());

/** Longest query that is searched; longer input is cut (the input field allows no more). */
export const MAX_QUERY_LENGTH = 200;

/** The query as it is searched: spaces collapsed, cut at MAX_QUERY_LENGTH. */
export const normalizeQuery = (query: string): string => query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);

/** Where a language's index is, below the site's base path. */
export const pagefindPath = (base: string, lang: string): string => `${base.replace(/\/?$/, '/')}pagefind/${lang}/`;

/**
 * Pagefind's options: the excerpt's length in words (the snippet, theme/search/sections.ts) and its
 * ranking settings, from the ranking's configuration (theme/search/ranking.ts, `PAGEFIND_RANKING`).
 */
export const PAGEFIND_OPTIONS = { excerptLength: 40, ranking: PAGEFIND_RANKING } satisfies PagefindOptions;

/**
 * Loads a language's index from `basePath` (`…/pagefind/<lang>/`) with the site's options: its entry and metadata,
 * searched by theme/search/pagefind-core.ts and search-core.ts (not Pagefind's pagefind.js and WebAssembly core).
 * `lang`: the index's language, which decides how a query is cut into words.
 */
export const loadPagefind = (basePath: string, lang: string, options: PagefindOptions = {}): Promise<PagefindInstance> =>
  startIndex(basePath, lang, options).instance;

/** As `loadPagefind`, with the prefetch of the word-index chunks of queries typed while it loads. */
export const startIndex = (basePath: string, lang: string, options: PagefindOptions = {}): PagefindLoad =>
  startPagefind(basePath, lang, { ...PAGEFIND_OPTIONS, ...options });
