import { useEffect, useRef, useState } from 'react';
import { LruCache } from './search-cache';
import { loadIndex } from './search-index-loader';
import { SEARCH_LIMIT, normalizeQuery, searchPagefind } from './search-local';
import { type RemoteConfig, remoteSearch } from './search-remote';
import type { SearchHit } from './search-types';

/** Input debounce (SPEC §9). The query a dialog opens with (typed before it was there) is searched at once. */
export const DEBOUNCE_MS = 150;
/** Once shown, the loading state stays at least this long, so it does not flicker (SPEC §9). */
export const MIN_LOADING_MS = 1000;

export type SearchState =
  /** Nothing typed yet. */
  | { status: 'idle' }
  /** The index is still loading. */
  | { status: 'loading' }
  /** The index failed to load (the next opening tries again). */
  | { status: 'error' }
  /** The hits for `query` (an empty list from a failed remote search has `failed`). */
  | { status: 'done'; query: string; hits: SearchHit[]; failed?: boolean };

const cache = new LruCache<SearchHit[]>();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/**
 * The dialog's search: the query debounced, the index (or the remote service) asked, the answers of
 * the last 100 queries cached. `remote`: the remote setting of the page, if any.
 */
export function useSearch(query: string, lang: string, base: string, remote: RemoteConfig | undefined): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const loadingSince = useRef<number | undefined>(undefined);
  // After a failed index load, nothing more is asked until the dialog opens again.
  const failed = useRef(false);
  // The first query is the one the dialog opened with: typed already, not being typed.
  const opening = useRef(true);
  const fail = (e: unknown) => {
    if (!failed.current) console.error('The search index could not be loaded:', e);
    failed.current = true;
    loadingSince.current = undefined;
    setState({ status: 'error' });
  };

  // The loading state's minimum time counts from when it is on screen (this effect runs after the
  // commit that shows it), not from the state change a few milliseconds before.
  useEffect(() => {
    if (state.status === 'loading' && loadingSince.current !== undefined) loadingSince.current = Math.max(loadingSince.current, Date.now());
  }, [state.status]);

  // The local index starts loading when the dialog opens (if intent did not start it already).
  useEffect(() => {
    if (remote) return;
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
    // Local results belong to one load of the index (in development each opening loads it anew).
    const key = `${remote ? 'remote' : `local${loadIndex(base, lang).id}`}\u0000${lang}\u0000${term}`;
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
          if (!load.settled) {
            loadingSince.current ??= Date.now();
            if (current) setState({ status: 'loading' });
          }
          const instance = await load.promise;
          hits = await searchPagefind(instance, term, SEARCH_LIMIT);
          if (loadingSince.current !== undefined) {
            await sleep(MIN_LOADING_MS - (Date.now() - loadingSince.current));
            loadingSince.current = undefined;
          }
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
