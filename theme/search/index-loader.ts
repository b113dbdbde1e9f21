// Loads the Pagefind index of a language once per page session, on the visitor's first sign of
// intent. A failed load is forgotten, so the next opening of the dialog tries again. In `pnpm dev` the index is
// loaded anew at each opening, so that a page an author has just edited is found.
// The boot script uses it too (theme/hydration/early/search.ts): a press on the search before the app starts the
// load, and the app's dialog finds it under way or done (the loads are kept on window, shared by both).
import { noteSearchIntent, pagefindPath, startIndex } from './pagefind';
import type { PagefindInstance } from './types';

/**
 * One load of an index; `id` tells loads apart (the result cache keys on it); `startedAt`: when it began
 * (`performance.now()`: the first sign of intent, `noteSearchIntent`), from which the dialogs count the
 * index's shortest loading time (MIN_LOADING_MS).
 */
export type Load = {
  id: number;
  promise: Promise<PagefindInstance>;
  settled: boolean;
  startedAt: number;
  /**
   * While the index loads: fetches the word-index chunks that these searches will need (theme/search/local.ts,
   * `prefetchSearches`), so that a query typed meanwhile is answered as soon as the index is ready.
   */
  prefetch(searches: readonly string[]): void;
};

type Loads = { loads: Map<string, Load>; attempts: number };
declare global {
  interface Window {
    __rsSearchIndexes?: Loads;
  }
}
const shared = (): Loads => window.__rsSearchIndexes || (window.__rsSearchIndexes = { loads: new Map(), attempts: 0 });

/** The index of a language: loading, loaded, or failed (then removed, to be tried again). */
export function loadIndex(base: string, lang: string): Load {
  const all = shared();
  let load = all.loads.get(lang);
  if (!load) {
    const attempt = all.attempts++;
    // The load began at the first sign of intent, which the boot script may have noted a round trip before.
    const entry = { id: attempt, settled: false, startedAt: noteSearchIntent() } as Load;
    const settle = () => (entry.settled = true);
    const started = startIndex(pagefindPath(base, lang), lang);
    entry.promise = started.instance;
    entry.prefetch = started.prefetch;
    entry.promise.then(settle, () => {
      settle();
      if (all.loads.get(lang) === entry) all.loads.delete(lang);
    });
    all.loads.set(lang, (load = entry));
  }
  return load;
}

/** Called when the dialog closes: in development the next opening loads the index anew. */
export function releaseIndexes(): void {
  if (process.env.NODE_ENV !== 'development') return;
  const { loads } = shared();
  for (const load of loads.values())
    load.promise.then(
      (instance) => instance.destroy(),
      () => undefined,
    );
  loads.clear();
}
