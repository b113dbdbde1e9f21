// The search before the app: a module of its own (static/js/search-index.<hash>.js), which the boot script
// imports when the search is pressed (./search.ts). It starts the load of the page language's index, which
// the app's dialog then finds (theme/search/index-loader.ts keeps the loads on window), and answers what
// the visitor types into the early dialog with the app's search and results (./search-results.ts).
import { loadIndex } from '../../search/index-loader';
import { answer } from './search-results';
import type { EarlySearch } from './search-state';

/** Written by the build (plugins/post-build/hydrate-on-intent.ts): the site's base path. */
declare const __SEARCH_BASE__: string;
const lang = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';

// Imported at the first sign of intent (a hover or focus on the search button, its press, Ctrl/Cmd+K):
// the index starts loading. A failure is shown by the early dialog (then the app's, which it hands it to).
loadIndex(__SEARCH_BASE__, lang).promise.catch(() => undefined);

/**
 * Until the app's dialog takes over, searches what is typed into the early dialog and shows the results;
 * `wake` asks for the app (when a result on this page closes the dialog).
 */
export function warm(early: EarlySearch, wake: () => void): void {
  answer(__SEARCH_BASE__, lang, early, wake);
}
