import { useLang, useSite } from '@rspress/core/runtime';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchDialogProps } from './SearchDialog';
import { isSearchShortcut, usesCommandKey } from '../hydration/boot-state';
import { type EarlySearch, closeEarlySearch, takeEarlySearch } from '../hydration/early/search-state';
import { useT } from '../hooks/useT';
import { SearchIcon } from './SearchIcon';
import './SearchButton.css';
// The dialog as it opens is in the site's stylesheet: the boot script's dialog (theme/hydration/early/search.ts) is styled before the app.
import './SearchDialog.css';

type DialogModule = { SearchDialog: ComponentType<SearchDialogProps>; preloadSearch(lang: string, base: string | undefined): void };

/**
 * The navbar's search button (replaces Rspress's search). No search code or data is part of the
 * page: the dialog's code and the index start loading when the visitor shows intent (hovers or
 * focuses the button, or presses Ctrl/Cmd+K), and the dialog opens on click or Ctrl/Cmd+K. Pressed
 * before the app, the boot script showed the dialog already (theme/hydration/early/search.ts): this takes it
 * over, and the app's dialog opens in its place with what the visitor typed in it.
 */
export function Search() {
  const lang = useLang() || 'en';
  const t = useT();
  const { site } = useSite();
  const [open, setOpenState] = useState(false);
  const [mod, setModState] = useState<DialogModule | null>(null);
  const [metaKey, setMetaKey] = useState<string | null>(null);
  // Keys typed after Ctrl/Cmd+K while the dialog's code is still on its way: kept for its input (a
  // visitor types right away), Escape gives up. Refs, so that no key falls between a render and an effect.
  const [typed, setTyped] = useState('');
  const openRef = useRef(false);
  const loading = useRef<Promise<DialogModule> | null>(null);
  // The boot script's dialog, open until the app's dialog takes its place.
  const [early, setEarlyDialog] = useState<EarlySearch | null>(null);
  const earlyRef = useRef<EarlySearch | null>(null);
  const setOpen = useCallback((next: boolean, query = '') => {
    if (next && !openRef.current) setTyped(query);
    // Closed (Ctrl/Cmd+K, a failed load) before the app's dialog took over: the early one closes.
    const waiting = earlyRef.current;
    if (!next && waiting) {
      earlyRef.current = null;
      closeEarlySearch(waiting);
    }
    openRef.current = next;
    setOpenState(next);
  }, []);

  const load = useCallback(() => {
    loading.current ??= import(/* webpackChunkName: "search-dialog" */ './SearchDialog').then((m) => {
      setModState(m);
      return m;
    });
    loading.current
      .then((m) => m.preloadSearch(lang, site.base))
      .catch((e: unknown) => {
        // The dialog's code failed to load (a redeploy, a lost network): try again on the next intent.
        console.error('The search dialog could not be loaded:', e);
        loading.current = null;
        setOpen(false);
      });
  }, [lang, site.base, setOpen]);

  useEffect(() => {
    setMetaKey(usesCommandKey() ? '⌘' : 'Ctrl');
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      load();
      setOpen(!openRef.current);
    };
    const onType = (e: KeyboardEvent) => {
      // Until the dialog has opened and holds the focus (it opens in the commit that mounts it).
      if (!openRef.current || document.querySelector('dialog.rs-search[open]') || e.ctrlKey || e.metaKey || e.altKey || e.isComposing)
        return;
      if (e.key === 'Escape') setOpen(false);
      else if (e.key === 'Backspace') setTyped((q) => q.slice(0, -1));
      else if (e.key.length === 1) setTyped((q) => q + e.key);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('keydown', onType, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keydown', onType, true);
    };
  }, [load, setOpen]);

  // The search was pressed before the app (theme/hydration/early/search.ts): the app's dialog takes over the
  // boot script's one when its code is there. Closed meanwhile by the visitor, it stays closed.
  useEffect(() => {
    const waiting = takeEarlySearch();
    if (!waiting) return;
    waiting.onClose = () => {
      if (earlyRef.current === waiting) setOpen(false);
    };
    load();
    setOpen(true);
    earlyRef.current = waiting;
    setEarlyDialog(waiting);
  }, [load, setOpen]);

  const close = useCallback(() => setOpen(false), [setOpen]);
  const taken = useCallback(() => {
    earlyRef.current = null;
    setEarlyDialog(null);
  }, []);
  const hotkey = metaKey ? t('search.hotkey').replace('{key}', metaKey) : undefined;

  return (
    <>
      <button
        type="button"
        className="rs-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={hotkey}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className="rs-search-button__text">{t('searchPlaceholderText')}</span>
        <kbd className="rs-search-button__hotkey" aria-hidden="true" style={{ visibility: metaKey ? 'visible' : 'hidden' }}>
          {metaKey ?? 'Ctrl'} K
        </kbd>
      </button>
      {open && mod && <mod.SearchDialog onClose={close} initialQuery={typed} early={early ?? undefined} onTakenOver={taken} />}
    </>
  );
}
