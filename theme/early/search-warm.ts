// The search before the app: a module of its own (static/js/search-index.<hash>.js), which the boot script
// imports when the search is pressed (./search.ts). It starts the load of the page language's index, which
// the app's dialog then finds (theme/search-index-loader.ts keeps the loads on window), and answers what
// the visitor types into the early dialog with the app's search and results (./search-results.ts).
import { loadIndex } from '../search-index-loader';
import { answer } from './search-results';
import type { EarlySearch } from './search-state';

/** Starts loading the index (a hover or focus on the search button: ./search.ts). */
export function preload(base: string, lang: string): void {
  loadIndex(base, lang).promise.catch(() => undefined);
}

/**
 * Loads the index and, until the app's dialog takes over, searches what is typed into the early dialog
 * and shows the results; `wake` asks for the app (when a result on this page closes the dialog).
 */
export function warm(base: string, lang: string, early: EarlySearch, wake: () => void): void {
  // A failure is shown by the early dialog (then the app's, which it hands the failure to).
  preload(base, lang);
  answer(base, lang, early, wake);
}
