// The search dialog that the boot script shows before the app (./search.ts), as the app's Search
// (theme/search/Search.tsx) and SearchDialog find it when they take it over: shared by both sides, no React.
import type { SearchState } from '../../search/view';
import { getEarly, takeEarly } from './store';

/** The store's key of the early dialog (one of a kind). */
export const SEARCH_KEY = 'search';

/** The early dialog, open, its input focused; the visitor types into it until the app's dialog takes over. */
export type EarlySearch = {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  /** What had the focus before it opened: it gets it back when the search closes. */
  previous: Element | null;
  /** An IME is composing in the input (the hand-over waits for the composition to end). */
  composing?: boolean;
  /** What the early dialog shows (theme/hydration/early/search-results.ts): the app's dialog starts from it. */
  answer?: SearchState;
  /** The selected result. */
  active?: number;
  /**
   * A query's first rows are on their way (./search-results.ts), or the index module that will search it
   * (./search.ts): the switch to modal (a style pass over the whole
   * page) waits until they are shown, so that it never delays them.
   */
  pending?: Promise<void>;
  /** Set by the app when it takes the dialog over: the visitor closed it before the app's dialog opened. */
  onClose?: () => void;
};

/** The early dialog if it is open, for the app to take over (once). */
export function takeEarlySearch(): EarlySearch | undefined {
  const early = getEarly<EarlySearch>(SEARCH_KEY);
  takeEarly(SEARCH_KEY);
  return early?.dialog.isConnected ? early : undefined;
}

/**
 * Closes the early dialog as the app's dialog closes (Escape, the backdrop, the close button,
 * Ctrl/Cmd+K): the focus goes back where it was. `handOver`: the app's dialog is open in its place,
 * the early one only goes away (in the same frame, the focus already in the app's input).
 */
export function closeEarlySearch(early: EarlySearch, handOver?: boolean): void {
  if (!early.dialog.isConnected) return;
  early.dialog.remove();
  takeEarly(SEARCH_KEY);
  if (handOver) return;
  document.documentElement.classList.remove('rs-search-open');
  if (early.previous?.isConnected) (early.previous as HTMLElement).focus({ preventScroll: true });
  early.onClose?.();
}
