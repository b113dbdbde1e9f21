// The early dialog's results (in the index module, ./search-warm.ts, never in the boot script): what is
// typed is searched as the app's dialog searches it (theme/search/local.ts, the same debounce, loading
// state and cache) and shown in the app's markup (theme/search/view.ts); arrow keys move the selection,
// Enter or a click opens a result as a plain link. When the app comes (the dialog closed, or another
// control asked for it), its dialog takes over with the answer and selection.
import { LruCache } from '../../search/cache';
import { loadIndex } from '../../search/index-loader';
import { RANKING, SEARCH_LIMIT, normalizeQuery, prefetchSearches, searchRows } from '../../search/local';
import type { SearchHit } from '../../search/types';
import {
  DEBOUNCE_MS,
  waitForLoad,
  type SearchState,
  type SearchText,
  announcement,
  bodyHtml,
  listId,
  optionId,
  sameRows,
  shownHits,
} from '../../search/view';
import { type EarlySearch, closeEarlySearch } from './search-state';

/** Written by the build (plugins/post-build/hydrate-on-intent.ts): the texts of theme/search/view.ts, per language. */
declare const __SEARCH_VIEW_TEXTS__: Record<string, Record<string, string>>;
/** theme/search/SearchDialogResults.css, minified: the states and results, as the app's dialog styles them. */
declare const __SEARCH_RESULTS_CSS__: string;

/** The ids' prefix of the early list (the app's dialog uses its own). */
const PREFIX = 'rs-search-early';
const cache = new LruCache<SearchHit[]>();

/**
 * Answers what is typed into the early dialog until it goes. The app is not needed meanwhile (its bytes
 * and hydration would slow the queries): `wake`, which asks for it, is called when a result on this page
 * closes the dialog (./search.ts calls it on the other ways of closing).
 */
export function answer(base: string, lang: string, early: EarlySearch, wake: () => void): void {
  const texts = __SEARCH_VIEW_TEXTS__[lang] ?? __SEARCH_VIEW_TEXTS__.en;
  const t: SearchText = (key) => texts[key];
  const { dialog, input } = early;
  if (!document.getElementById(PREFIX))
    document.head.insertAdjacentHTML('beforeend', `<style id="${PREFIX}">${__SEARCH_RESULTS_CSS__}</style>`);
  const body = dialog.querySelector('.rs-search__body') as HTMLElement;
  const live = dialog.querySelector('[role="status"]') as HTMLElement;
  let state: SearchState = { status: 'idle' };
  let active = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  let failed = false;

  const selectRow = (i: number) => {
    active = early.active = i;
    const expanded = shownHits(state).length > 0;
    body.querySelectorAll('[role="option"]').forEach((row, j) => row.setAttribute('aria-selected', String(j === i)));
    if (expanded) input.setAttribute('aria-activedescendant', optionId(PREFIX, i));
    else input.removeAttribute('aria-activedescendant');
    document.getElementById(optionId(PREFIX, i))?.scrollIntoView({ block: 'nearest' });
  };

  const show = (next: SearchState) => {
    if (!input.isConnected) return;
    const listChanged = !sameRows(next, state);
    state = early.answer = next;
    if (listChanged) active = early.active = 0;
    const expanded = shownHits(state).length > 0;
    body.innerHTML = bodyHtml(state, active, PREFIX, t);
    if (state.status === 'done') body.dataset.query = state.query;
    else delete body.dataset.query;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded) input.setAttribute('aria-controls', listId(PREFIX));
    else input.removeAttribute('aria-controls');
    selectRow(active);
    const said = announcement(state, t);
    if (live.textContent !== said) live.textContent = said;
  };

  // The first rows of the latest query are on their way until `shown` (./search.ts makes the dialog modal after).
  let shown = (): void => undefined;
  const search = (wait: number) => {
    clearTimeout(timer);
    const mine = ++run;
    shown();
    if (failed || !input.isConnected) return;
    const term = normalizeQuery(input.value);
    if (!term) return show({ status: 'idle' });
    const cached = cache.get(term);
    if (cached) return show({ status: 'done', query: term, hits: cached });
    const pending = new Promise<void>((resolve) => {
      shown = () => {
        if (early.pending === pending) early.pending = undefined;
        resolve();
      };
    });
    early.pending = pending;
    timer = setTimeout(async () => {
      try {
        const load = loadIndex(base, lang);
        // A query that meets the index still loading waits for the load's shortest time (MIN_LOADING_MS).
        const loading = !load.settled;
        if (loading) {
          load.prefetch(prefetchSearches(term));
          show({ status: 'loading' });
        }
        // The rows first, their snippets when they come (theme/search/local.ts, searchRows).
        const found = await searchRows(await load.promise, term, SEARCH_LIMIT, RANKING, {
          prefetch: true,
          wanted: () => mine === run,
        });
        let complete: SearchHit[] | undefined;
        found.full.then(
          (h) => (complete = h),
          () => undefined,
        );
        if (loading) await waitForLoad(load.startedAt);
        if (mine === run && !complete) show({ status: 'done', query: term, hits: found.rows });
        if (mine === run) shown();
        const hits = await found.full;
        cache.set(term, hits);
        if (mine === run) show({ status: 'done', query: term, hits });
      } catch (e) {
        if (mine !== run || failed) return;
        shown();
        console.error('The search index could not be loaded:', e);
        failed = true;
        show({ status: 'error' });
      }
    }, wait);
  };

  // Enter or a click: the page of a result, as a link (the app is not there to navigate); a result on
  // this page closes the dialog, as the app's does.
  const go = (hit: SearchHit) => {
    const url = new URL(hit.url, location.href);
    if (url.pathname === location.pathname && url.search === location.search) {
      closeEarlySearch(early);
      wake();
    }
    location.assign(url.href);
  };

  input.addEventListener('input', () => search(DEBOUNCE_MS));
  dialog.addEventListener('keydown', (e) => {
    const hits = shownHits(state);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) selectRow((active + (e.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (e.key === 'Enter' && !e.isComposing && e.target === input) {
      e.preventDefault();
      if (hits[active]) go(hits[active]);
    }
  });
  body.addEventListener('mousemove', (e) => {
    const row = (e.target as Element).closest('[role="option"]');
    const i = row ? [...body.querySelectorAll('[role="option"]')].indexOf(row) : -1;
    if (i >= 0 && i !== active) selectRow(i);
  });
  body.addEventListener('click', (e) => {
    const row = (e.target as Element).closest('[role="option"]');
    const i = row ? [...body.querySelectorAll('[role="option"]')].indexOf(row) : -1;
    const hit = shownHits(state)[i];
    if (!hit || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(hit);
  });
  // What was typed before this module arrived is searched at once (as the app's dialog opens with it).
  search(0);
}
