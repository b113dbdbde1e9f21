import { useLang, useSite } from '@rspress/core/runtime';
// From our theme (theme/navigation/Link.tsx), so that a result whose page fails to load goes through the navigation guard.
import { useLinkNavigate } from '@rspress/core/theme';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type EarlySearch, closeEarlySearch } from '../hydration/early/search-state';
import { loadIndex, releaseIndexes } from './index-loader';
import { MAX_QUERY_LENGTH } from './local';
import { readRemoteConfig } from './remote';
import type { SearchHit } from './types';
import { announcement, listId, optionId, sameRows, shownHits } from './view';
import { SearchDialogBody } from './SearchDialogBody';
import { SearchIcon } from './SearchIcon';
import { useT } from '../hooks/useT';
import { useSearch } from './useSearch';
import { useVisualViewportHeight } from '../hooks/useVisualViewportHeight';
// The results' styles travel with the dialog's code (a string, put in the page when it first opens); the
// dialog as it opens is in the site's stylesheet (./SearchDialog.css, imported by ./Search.tsx).
import resultsCss from './SearchDialogResults.css?inline';

/**
 * `initialQuery`: what the visitor typed between Ctrl/Cmd+K and the dialog's code arriving. `early`: the
 * boot script's dialog (theme/hydration/early/search.ts), open, that this one replaces: it opens with its query,
 * caret and focus, then calls `onTakenOver`.
 */
export type SearchDialogProps = { onClose: () => void; initialQuery?: string; early?: EarlySearch; onTakenOver?: () => void };

const siteBase = (base: string | undefined): string => base || '/';

/** Starts loading the index of a language (on intent, before the dialog opens). No-op in remote mode. */
export function preloadSearch(lang: string, base: string | undefined): void {
  if (readRemoteConfig()) return;
  // A failure is reported by the dialog, which asks for the same load.
  loadIndex(siteBase(base), lang).promise.catch(() => undefined);
}

const isExternal = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * The search dialog: a modal dialog with a combobox input and a listbox of
 * at most 7 results. Arrow keys move the selection, Enter opens it, Escape (or Ctrl/Cmd+K) closes;
 * focus stays inside and goes back where it was on close.
 */
export function SearchDialog({ onClose, initialQuery = '', early, onTakenOver }: SearchDialogProps) {
  const lang = useLang() || 'en';
  const { site } = useSite();
  const t = useT();
  const navigate = useLinkNavigate();
  const remote = useMemo(() => readRemoteConfig(), []);
  const [query, setQuery] = useState(() => (early ? early.input.value : initialQuery).slice(0, MAX_QUERY_LENGTH));
  // Taking over the early dialog: its answer and selection, so that nothing is searched again or flashes.
  const state = useSearch(query, lang, siteBase(site.base), remote, early?.answer);
  const hits = shownHits(state);
  const [active, setActive] = useState(early?.active ?? 0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const height = useVisualViewportHeight();

  // A new list selects its first row (not the list the dialog opens with: the early dialog's selection
  // stays; nor the same rows when their snippets come).
  const listed = useRef(state);
  useEffect(() => {
    if (sameRows(listed.current, state)) return;
    listed.current = state;
    setActive(0);
  }, [state]);

  // Open as a modal (the page behind is inert), focus the input; on close, focus goes back. In the
  // commit that mounts the dialog, so that no key typed meanwhile falls between the search button's
  // buffer (theme/search/Search.tsx) and the input. In place of the boot script's dialog: once no IME is
  // composing in it, with its query as it is now, its caret and its focus; it goes in the same frame.
  useLayoutEffect(() => {
    const previous = (early ? early.previous : document.activeElement) as HTMLElement | null;
    const dialog = dialogRef.current;
    const input = inputRef.current;
    const open = () => {
      if (early && !early.dialog.isConnected) return;
      if (dialog && !dialog.open) dialog.showModal();
      document.documentElement.classList.add('rs-search-open');
      if (!input) return;
      input.focus();
      // Typing goes on where it was: after what was typed before the dialog opened, or at the early input's caret.
      let [start, end] = [input.value.length, input.value.length];
      if (early) {
        const typed = early.input;
        if (typed.value !== input.value) {
          input.value = typed.value.slice(0, MAX_QUERY_LENGTH);
          setQuery(input.value);
        }
        [start, end] = [typed.selectionStart ?? start, typed.selectionEnd ?? end];
        // A key may have moved the early selection since this dialog rendered.
        if (early.active !== undefined) setActive(early.active);
        closeEarlySearch(early, true);
        onTakenOver?.();
      }
      input.setSelectionRange(start, end);
    };
    if (early?.composing) early.input.addEventListener('compositionend', open, { once: true });
    else open();
    return () => {
      early?.input.removeEventListener('compositionend', open);
      document.documentElement.classList.remove('rs-search-open');
      if (dialog?.open) dialog.close();
      releaseIndexes();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // Once, when the dialog mounts (`early` is its first value).
  }, []);

  useEffect(() => {
    document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (hit: SearchHit) => {
    onClose();
    if (isExternal(hit.url)) window.location.assign(hit.url);
    else void navigate(hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      if (e.target !== inputRef.current) return;
      e.preventDefault();
      const hit = hits[active];
      if (hit) go(hit);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Focus stays inside: from the last control back to the first, and the other way round.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  const onOptionClick = (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(hit);
  };

  const expanded = hits.length > 0;

  return (
    <dialog
      ref={dialogRef}
      className="rs-search"
      aria-label={t('search.dialogLabel')}
      aria-modal="true"
      style={height ? { height: `${height}px` } : undefined}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (outside the panel) closes.
        if (e.target === dialogRef.current) onClose();
      }}
    >
      <style href="rs-search-dialog" precedence="default">
        {resultsCss}
      </style>
      <div className="rs-search__panel">
        <form className="rs-search__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <SearchIcon className="rs-search__icon" />
          <input
            ref={inputRef}
            className="rs-search__input"
            type="search"
            role="combobox"
            aria-label={t('searchPlaceholderText')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId(id) : undefined}
            aria-activedescendant={expanded ? optionId(id, active) : undefined}
            placeholder={t('searchPlaceholderText')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH))}
          />
          <button type="button" className="rs-search__close" onClick={onClose}>
            <span className="rs-visually-hidden">{t('search.close')}</span>
            <span className="rs-search__close-key" aria-hidden="true">
              Esc
            </span>
            <svg
              className="rs-search__close-icon"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </form>
        <div className="rs-search__body" data-query={state.status === 'done' ? state.query : undefined}>
          <SearchDialogBody state={state} active={active} prefix={id} t={t} onHover={setActive} onOpen={onOptionClick} />
        </div>
        {/* Each label one text node with its space, as the early dialog writes it (theme/hydration/early/search.ts):
            a space in a text node of its own is shaped apart and moves the label by a fraction of a pixel. */}
        <div className="rs-search__footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd>
            {` ${t('search.keyNavigate')}`}
          </span>
          <span>
            <kbd>Enter</kbd>
            {` ${t('search.keyOpen')}`}
          </span>
          <span>
            <kbd>Esc</kbd>
            {` ${t('search.keyClose')}`}
          </span>
        </div>
        <div className="rs-visually-hidden" role="status" aria-live="polite">
          {announcement(state, t)}
        </div>
      </div>
    </dialog>
  );
}
