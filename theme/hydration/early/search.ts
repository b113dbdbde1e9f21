// The search before the app: the navbar's search button or Ctrl/Cmd+K shows the dialog at once, as the app's
// (theme/search/SearchDialog.tsx: same markup and CSS), input focused, modal from the first pause in the
// typing, and loads the index module (./search-warm.ts) that searches and shows results (./search-results.ts).
// The app is asked for when the dialog closes, so it never takes the queries' bandwidth and CPU; if it comes
// earlier, its Search takes the dialog over with the query, answer, selection, caret and focus (./search-state.ts).
import { HYDRATE_EVENT, isSearchShortcut } from '../boot-state';
import { MAX_QUERY_LENGTH, noteSearchIntent } from '../../search/pagefind';
import { REMOTE_URL_META } from '../../search/remote';
import { type EarlySearch, SEARCH_KEY, closeEarlySearch } from './search-state';
import type { warm } from './search-warm';
import { getEarly, setEarly } from './store';
import type { EarlyControl } from './types';

/** Written by the build (plugins/post-build/hydrate-on-intent.ts). */
declare const __SEARCH__: {
  /** ./search-warm.ts as a module of its own: the index starts loading before the dialog's code is there. */
  index: string;
  /** The site's base path. */
  base: string;
  /** Per language: [placeholder, dialog label, close, prompt, "to move", "to open", "to close"]. */
  texts: Record<string, string[]>;
};

const icon = (name: string, paths: string): string =>
  `<svg class="rs-search__${name}" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">${paths}</svg>`;

/** The index module (./search-warm.ts), imported at the first sign of intent: the index starts loading. */
let index: Promise<{ warm: typeof warm }> | undefined;
const language = (): string => (document.documentElement.lang.startsWith('zh') ? 'zh' : 'en');
/** The page searches a remote service (the app's dialog does it). */
const remote = (): boolean => !!document.querySelector(`meta[name="${REMOTE_URL_META}"]`);
/** The index module, and beside it (not after it) the index's metadata, which the module then finds on its way. */
function indexModule(): NonNullable<typeof index> {
  if (!index) {
    noteSearchIntent();
    preloadMetadata(`${__SEARCH__.base}pagefind/${language()}/`);
    index = import(__SEARCH__.index);
  }
  return index;
}

/**
 * The index's metadata (`pagefind.<hash>.pf_meta`), asked for beside the rest. The index module reads
 * its name from `pagefind-entry.json` only once it has arrived, then fetches it: two round trips after
 * the module. Read here at once, the metadata is on its way when the module asks for it (its `fetch`
 * takes the preload). A failure costs nothing: the module fetches what it needs as it would have.
 */
function preloadMetadata(dir: string): void {
  fetch(`${dir}pagefind-entry.json`, { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : null))
    .then((entry: { languages?: Record<string, { hash?: unknown }> } | null) => {
      const hash = Object.values(entry?.languages ?? {})[0]?.hash;
      if (typeof hash !== 'string' || !/^[\w-]+$/.test(hash)) return;
      const href = `${dir}pagefind.${hash}.pf_meta`;
      // The module may have fetched it already (a fast network): then a preload would fetch it twice. Only a
      // finished fetch shows here; one still under way is not seen (a second, small request).
      if (!performance.getEntriesByName(new URL(href, location.href).href).length)
        document.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="fetch" crossorigin href="${href}">`);
    })
    .catch(() => undefined);
}

/** Asks for the app (the boot script loads it); its Search then loads the dialog's code. */
const wake = (): unknown => window.dispatchEvent(new Event(HYDRATE_EVENT));

/** Closes the early dialog; the visitor is back on the page, the focus on the search button: the app comes. */
function dismiss(early: EarlySearch): void {
  closeEarlySearch(early);
  wake();
}

/**
 * The early dialog, shown as a popover until the first pause in the typing, becomes the modal dialog it is
 * (the rest of the page inert) with the focus, caret and text where the visitor left them; an IME composition ends first.
 * Its shield, which took the presses beside it meanwhile, goes: the modal backdrop takes them now.
 */
function makeModal(early: EarlySearch): void {
  const { dialog, input } = early;
  // Closed meanwhile: a popover taken out of the page is no longer open.
  if (!dialog.matches(':popover-open')) return;
  if (early.composing) return void input.addEventListener('compositionend', () => window.setTimeout(makeModal, 0, early), { once: true });
  const focused = document.activeElement as HTMLElement;
  const { selectionStart, selectionEnd } = input;
  dialog.hidePopover();
  dialog.removeAttribute('popover');
  dialog.querySelector('.rs-search__shield')?.remove();
  dialog.showModal();
  focused.focus();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * Becoming modal takes a moment (a style pass over the whole page, 70-80 ms on a phone): it waits for a
 * pause in the typing, and for the first rows of a query under way (their search needs the same CPU).
 */
const QUIET_MS = 250;

function modalWhenQuiet(early: EarlySearch): void {
  let timer = 0;
  const arm = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (early.pending ? early.pending.then(arm) : makeModal(early)), QUIET_MS);
  };
  arm();
  early.input.addEventListener('input', arm);
}

function open(): void {
  const root = document.documentElement;
  const lang = language();
  const [placeholder, label, close, prompt, move, go, shut] = __SEARCH__.texts[lang];
  const previous = document.activeElement;
  // The markup of theme/search/SearchDialog.tsx, empty.
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog class="rs-search" aria-label="${label}" aria-modal="true"><div class="rs-search__shield"></div><div class="rs-search__panel"><form class="rs-search__form" role="search">` +
      `${icon('icon', '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>')}` +
      `<input class="rs-search__input" type="search" role="combobox" aria-label="${placeholder}" aria-autocomplete="list" aria-expanded="false" placeholder="${placeholder}" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false" enterkeyhint="go" maxlength="${MAX_QUERY_LENGTH}" value="">` +
      `<button type="button" class="rs-search__close"><span class="rs-visually-hidden">${close}</span><span class="rs-search__close-key" aria-hidden="true">Esc</span>${icon('close-icon', '<path d="M6 6l12 12M18 6 6 18"></path>')}</button></form>` +
      `<div class="rs-search__body"><p class="rs-search__hint">${prompt}</p></div>` +
      `<div class="rs-search__footer" aria-hidden="true"><span><kbd>↑</kbd><kbd>↓</kbd> ${move}</span><span><kbd>Enter</kbd> ${go}</span><span><kbd>Esc</kbd> ${shut}</span></div>` +
      `<div class="rs-visually-hidden" role="status" aria-live="polite"></div></div></dialog>`,
  );
  const dialog = document.body.lastChild as HTMLDialogElement;
  const input = dialog.querySelector('input') as HTMLInputElement;
  const button = dialog.querySelector('button') as HTMLButtonElement;
  const early: EarlySearch = { dialog, input, previous };
  // The page's class first: one style pass (forced by the focus) for all of the opening. Shown first as a
  // popover: in the top layer with its backdrop, without making the rest of the page inert, which restyles
  // every element of the page (70-100 ms on a phone). A popover's backdrop lets presses through: the
  // shield, a transparent layer over the whole screen under the panel, takes them until the dialog is modal.
  root.classList.add('rs-search-open');
  dialog.popover = 'manual';
  dialog.showPopover();
  input.focus();
  // As the app's dialog: Escape closes, Tab stays inside, Enter does not submit; a press on the
  // backdrop (outside the panel) or on the close button closes.
  dialog.onkeydown = (e) => {
    const edge = e.shiftKey ? input : button;
    if (e.key === 'Escape') dismiss(early);
    else if (e.key !== 'Tab' || e.target !== edge) return;
    else (edge === input ? button : input).focus();
    e.preventDefault();
  };
  dialog.onsubmit = (e) => e.preventDefault();
  dialog.onclick = (e) => {
    const target = e.target as Element;
    if (target === dialog || target.classList.contains('rs-search__shield') || button.contains(target)) dismiss(early);
  };
  input.addEventListener('compositionstart', () => (early.composing = true));
  input.addEventListener('compositionend', () => (early.composing = false));
  setEarly(SEARCH_KEY, early);
  // Once the dialog is on screen: the index module loads the index and answers what is typed (the app's
  // dialog finds the index's load, kept on window, and the answer; without it, remote search or a module
  // that failed to load, the app answers), and the dialog becomes modal at the first pause in the typing.
  // Until the module has taken the input (it may come after the first pause), the module's load counts as
  // the query under way.
  requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (remote()) wake();
      else {
        const taken: Promise<void> = indexModule()
          .then((m) => m.warm(early, wake))
          .catch(wake)
          .then(() => {
            if (early.pending === taken) early.pending = undefined;
          });
        early.pending = taken;
      }
      modalWhenQuiet(early);
    }),
  );
}

/** The navbar's search button (theme/search/Search.tsx) and Ctrl/Cmd+K; the early dialog answers its own keys and presses. */
export const searchControl: EarlyControl = {
  selector: '.rs-search-button, dialog.rs-search',
  outsideApp: true,
  // Pointing at the search button or focusing it loads the index (the search's own bytes), not the app.
  intent() {
    if (!remote()) indexModule().catch(() => undefined);
  },
  press(el, event) {
    // The boot script stops a press from going further: the early dialog's own handler answers it.
    if (el.tagName === 'DIALOG') (el as HTMLDialogElement).onclick?.(event as PointerEvent);
    else if (!getEarly(SEARCH_KEY)) open();
  },
  key(event) {
    if (!isSearchShortcut(event)) return false;
    const early = getEarly<EarlySearch>(SEARCH_KEY);
    if (early) dismiss(early);
    else open();
    return true;
  },
};
