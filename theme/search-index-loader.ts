// Loads the Pagefind index of a language once per page session, on the visitor's first sign of
// intent. A failed load is forgotten, so the next opening of the dialog tries again (with a fresh URL
// for pagefind.js, since a browser may keep a failed module import). In `pnpm dev` the index is
// loaded anew at each opening, so that a page an author has just edited is found.
import { loadPagefind, pagefindPath } from './search-local';
import type { PagefindInstance } from './search-types';

/** One load of an index; `id` tells loads apart (the result cache keys on it). */
export type Load = { id: number; promise: Promise<PagefindInstance>; settled: boolean };

const loads = new Map<string, Load>();
let attempts = 0;
const DEV = process.env.NODE_ENV === 'development';

/** The index of a language: loading, loaded, or failed (then removed, to be tried again). */
export function loadIndex(base: string, lang: string): Load {
  let load = loads.get(lang);
  if (!load) {
    const attempt = attempts++;
    const entry: Load = { id: attempt, promise: Promise.resolve(null as unknown as PagefindInstance), settled: false };
    entry.promise = loadPagefind(pagefindPath(base, lang), (url) => import(/* webpackIgnore: true */ attempt ? `${url}?attempt=${attempt}` : url));
    entry.promise.then(
      () => {
        entry.settled = true;
      },
      () => {
        entry.settled = true;
        if (loads.get(lang) === entry) loads.delete(lang);
      },
    );
    loads.set(lang, entry);
    load = entry;
  }
  return load;
}

/** Called when the dialog closes: in development the next opening loads the index anew. */
export function releaseIndexes(): void {
  if (!DEV) return;
  for (const load of loads.values()) load.promise.then((instance) => instance.destroy(), () => undefined);
  loads.clear();
}
