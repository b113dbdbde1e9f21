import { useEffect, useRef, useState } from 'react';
import { LruCache } from './cache';
import { loadIndex } from './index-loader';
import { RANKING, SEARCH_LIMIT, normalizeQuery, prefetchSearches, searchRows } from './local';
import { type RemoteConfig, remoteSearch } from './remote';
import type { SearchHit } from './types';
import { DEBOUNCE_MS, MIN_LOADING_MS, type SearchState, waitForLoad } from './view';

export { DEBOUNCE_MS, MIN_LOADING_MS, type SearchState };

const cache = new LruCache<SearchHit[]>();
/** Local results belong to one load of the index (in development each opening loads it anew). */
const cacheKey = (remote: RemoteConfig | undefined, base: string, lang: string, term: string): string =>
  `${remote ? 'remote' : `local${loadIndex(base, lang).id}`}\u0000${lang}\u0000${term}`;

/**
 * The dialog's search: the query debounced, the index (or the remote service) asked, the answers of
 * the last 100 queries cached. `remote`: the remote setting of the page, if any. `initial`: the state
 * it starts from (the early dialog's answer, theme/hydration/early/search-results.ts), searched not again.
 */
export function useSearch(query: string, lang: string, base: string, remote: RemoteConfig | undefined, initial?: SearchState): SearchState {
  const [state, setState] = useState<SearchState>(() => {
    // Rows still waiting for their snippets are searched again (their files are on their way already).
    if (initial?.status === 'done' && !remote && !initial.hits.some((h) => h.pending))
      cache.set(cacheKey(remote, base, lang, initial.query), initial.hits);
    return initial ?? { status: 'idle' };
  });
  // After a failed index load, nothing more is asked until the dialog opens again.
  const failed = useRef(initial?.status === 'error');
  // The first query is the one the dialog opened with: typed already, not being typed.
  const opening = useRef(true);
  const fail = (e: unknown) => {
    if (!failed.current) console.error('The search index could not be loaded:', e);
    failed.current = true;
    setState({ status: 'error' });
  };

  // The local index starts loading when the dialog opens (if intent did not start it already).
  useEffect(() => {
    if (remote || failed.current) return;
    loadIndex(base, lang).promise.catch(fail);
  }, [base, lang, remote]);

  useEffect(() => {
    const term = normalizeQuery(query);
    const wait = opening.current ? 0 : DEBOUNCE_MS;
    opening.current = false;
    let current = true;
    if (failed.current) return;
    if (!term) {
      setState((s) => (s.status === 'error' ? s : { status: 'idle' }));
      return;
    }
    const key = cacheKey(remote, base, lang, term);
    const cached = cache.get(key);
    if (cached) {
      setState({ status: 'done', query: term, hits: cached });
      return;
    }
    const timer = setTimeout(async () => {
      try {
        let hits: SearchHit[];
        let remoteFailed = false;
        if (remote) {
          const groups = await remoteSearch(remote, term, lang, SEARCH_LIMIT);
          hits = groups.flatMap((g) => g.hits);
          remoteFailed = groups.length === 0;
        } else {
          const load = loadIndex(base, lang);
          // A query that meets the index still loading waits for the load's shortest time (MIN_LOADING_MS).
          const loading = !load.settled;
          if (loading) load.prefetch(prefetchSearches(term));
          if (loading && current) setState({ status: 'loading' });
          const instance = await load.promise;
          // The rows first, their snippets when they come (theme/search/local.ts, searchRows).
          const found = await searchRows(instance, term, SEARCH_LIMIT, RANKING, { prefetch: true, wanted: () => current });
          let complete: SearchHit[] | undefined;
          found.full.then(
            (h) => (complete = h),
            () => undefined,
          );
          if (loading) await waitForLoad(load.startedAt);
          if (current && !complete) setState({ status: 'done', query: term, hits: found.rows });
          hits = await found.full;
        }
        if (!remoteFailed) cache.set(key, hits);
        if (current) setState({ status: 'done', query: term, hits, failed: remoteFailed });
      } catch (e) {
        if (current) fail(e);
      }
    }, wait);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, lang, base, remote]);

  return state;
}
