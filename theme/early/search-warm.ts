// The search's index before the app: a module of its own (static/js/search-index.<hash>.js), which the
// boot script imports when the search is pressed (./search.ts). It starts the load of the page language's
// index that the app's dialog then finds (theme/search-index-loader.ts keeps the loads on window), and
// while the visitor types into the early dialog it fetches what Pagefind needs for the query: its word
// chunks and the headings of its first pages (as many as the dialog reranks, RERANK_RANKING.candidates),
// which the Pagefind instance keeps for the app's dialog.
import { loadIndex } from '../search-index-loader';
import { normalizeQuery } from '../search-pagefind';
import { RERANK_RANKING } from '../search-ranking';

/** Typing pauses this long before the query's files are fetched (the dialog's debounce, theme/useSearch.ts). */
const PAUSE_MS = 150;

/** Loads the index and, until the early dialog goes, the files of what is typed into `input`. */
export function warm(base: string, lang: string, input: HTMLInputElement): Promise<unknown> {
  const { promise } = loadIndex(base, lang);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetchQuery = async () => {
    const term = normalizeQuery(input.value);
    if (!term || !input.isConnected) return;
    const found = await (await promise).search(term);
    // The app's dialog may have taken over meanwhile: from then on its own queries set the pages' matches.
    if (input.isConnected) await Promise.all((found?.results ?? []).slice(0, RERANK_RANKING.candidates).map((r) => r.data()));
  };
  const typed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fetchQuery().catch(() => undefined), PAUSE_MS);
  };
  input.addEventListener('input', typed);
  typed();
  return promise;
}
