// What the search dialog shows for a state of its search, without React: the dialog's states, the
// announcement for screen readers, and the results list as HTML. The early dialog renders it before the
// app (theme/hydration/early/search-results.ts); the app's dialog renders the same markup with React
// (theme/search/SearchDialogBody.tsx), and tests/unit/search-view.test.ts checks that both give the same HTML.
import type { SearchHit } from './types';

/** Input debounce. The query a dialog opens with (typed before it was there) is searched at once. */
export const DEBOUNCE_MS = 150;
/**
 * The index's loading takes at least this long from its start (SPEC §9, "index loading waits at least
 * 1 s"; Rspress 1 waited for the index and a 1 s timer together): a query that finds the index still
 * loading shows the loading state, then its results no sooner (`waitForLoad`), so that state does not
 * flash; a query that finds it loaded is answered at once. Counted from the load's start,
 * not from the loading state's first showing, which came with the first query and made the first results
 * of a quick reader wait a second after it whatever the network.
 */
export const MIN_LOADING_MS = 1000;

/** Resolves when the index's load (`startedAt`, `performance.now()`) is MIN_LOADING_MS old; at once if it is. */
export function waitForLoad(startedAt: number): Promise<void> | undefined {
  const left = MIN_LOADING_MS - (performance.now() - startedAt);
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : undefined;
}

export type SearchState =
  /** Nothing typed yet. */
  | { status: 'idle' }
  /** The index is still loading. */
  | { status: 'loading' }
  /** The index failed to load (the next opening tries again). */
  | { status: 'error' }
  /** The hits for `query` (an empty list from a failed remote search has `failed`). */
  | { status: 'done'; query: string; hits: SearchHit[]; failed?: boolean };

/** The dialog's texts it needs (i18n.json), by key. */
export type SearchText = (
  key:
    | 'search.prompt'
    | 'search.loading'
    | 'search.loadError'
    | 'search.empty'
    | 'search.noResults'
    | 'searchSuggestedQueryText'
    | 'search.resultsLabel'
    | 'search.resultCount'
    | 'search.resultCountOne',
) => string;

/** The keys of those texts, for a bundle that carries them (plugins/post-build/hydrate-on-intent.ts). */
export const SEARCH_VIEW_TEXTS: Parameters<SearchText>[0][] = [
  'search.prompt',
  'search.loading',
  'search.loadError',
  'search.empty',
  'search.noResults',
  'searchSuggestedQueryText',
  'search.resultsLabel',
  'search.resultCount',
  'search.resultCountOne',
];

const NONE: SearchHit[] = [];
/** The hits shown (none but in the `done` state). */
export const shownHits = (state: SearchState): SearchHit[] => (state.status === 'done' ? state.hits : NONE);

/** Whether two states show the same rows (the same pages in the same order; a row's snippet may have come since). */
export const sameRows = (a: SearchState, b: SearchState): boolean => {
  const x = shownHits(a);
  const y = shownHits(b);
  return x === y || (x.length === y.length && x.every((h, i) => h.url === y[i].url));
};

/** What the dialog's live region says for a state. */
export function announcement(state: SearchState, t: SearchText): string {
  if (state.status === 'loading') return t('search.loading');
  if (state.status === 'error') return t('search.loadError');
  if (state.status !== 'done') return '';
  if (state.failed) return t('search.empty');
  const n = state.hits.length;
  if (n === 0) return t('search.noResults').replace('{query}', state.query);
  return n === 1 ? t('search.resultCountOne') : t('search.resultCount').replace('{count}', String(n));
}

/** Text and attribute values as React escapes them (so both renderings are the same string). */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

/** The ids of the list and its options: a prefix (React's useId in the app's dialog). */
export const listId = (prefix: string): string => `${prefix}-list`;
export const optionId = (prefix: string, i: number): string => `${prefix}-option-${i}`;

/** One row of the list (theme/search/SearchDialogBody.tsx renders the same). */
function optionHtml(hit: SearchHit, i: number, active: number, prefix: string): string {
  const heading = hit.heading ? `<span class="rs-search__heading"> › ${escapeHtml(hit.heading)}</span>` : '';
  const snippet = hit.pending
    ? '<span class="rs-search__snippet rs-search__snippet--pending"></span>'
    : hit.snippet.length
      ? `<span class="rs-search__snippet">${hit.snippet.map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : `<span>${escapeHtml(p.text)}</span>`)).join('')}</span>`
      : '';
  return (
    `<a id="${optionId(prefix, i)}" role="option" aria-selected="${i === active}" tabindex="-1" href="${escapeHtml(hit.url)}" class="rs-search__option">` +
    `<span class="rs-search__title">${escapeHtml(hit.title)}${heading}</span>${snippet}</a>`
  );
}

/** The inside of the dialog's body (`.rs-search__body`) for a state: a hint, a message, or the list. */
export function bodyHtml(state: SearchState, active: number, prefix: string, t: SearchText): string {
  const p = (cls: string, text: string) => `<p class="rs-search__${cls}">${escapeHtml(text)}</p>`;
  if (state.status === 'idle') return p('hint', t('search.prompt'));
  if (state.status === 'loading')
    return `<p class="rs-search__loading"><span class="rs-search__spinner" aria-hidden="true"></span>${escapeHtml(t('search.loading'))}</p>`;
  if (state.status === 'error') return p('error', t('search.loadError'));
  if (state.failed) return p('empty', t('search.empty'));
  if (state.hits.length === 0)
    return `<div class="rs-search__empty"><p>${escapeHtml(t('search.noResults').replace('{query}', state.query))}</p><p>${escapeHtml(t('searchSuggestedQueryText'))}</p></div>`;
  const rows = state.hits.map((hit, i) => optionHtml(hit, i, active, prefix)).join('');
  return `<div id="${listId(prefix)}" role="listbox" aria-label="${escapeHtml(t('search.resultsLabel'))}" class="rs-search__list">${rows}</div>`;
}
