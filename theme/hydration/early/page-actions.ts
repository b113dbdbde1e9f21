// The copy buttons of the page's actions under its title (theme/components/PageActions/index.tsx): "Copy page" copies the
// page's Markdown copy (`/guide/start/quick-start.md`), "Copy Markdown link" in the menu its address. One
// implementation for the boot script and the app: the state is the button's `data-state` (copied or
// failed, for 2 s, as the code blocks' copy button), which React leaves as it is. The menu beside them is a popover
// of the navbar's kind (./popover.ts before the app, theme/hooks/usePopover.ts after it).
import { COPIED_MS, writeClipboard } from './code';
import type { EarlyControl } from './types';

/** The button's `data-state` (page-actions.css shows it): copying while the Markdown loads, then copied or failed for 2 s. */
export type CopyState = 'copying' | 'copied' | 'failed';

/**
 * Copies for a press on a copy button, whose `value` is the page's Markdown address ("Copy page", a path
 * of the site: its text is fetched) or the absolute link to copy. A failure (the Markdown did not load,
 * the clipboard refused) shows the failed state and goes to the console.
 */
export function copyPageAction(button: HTMLButtonElement & { rsCopied?: number }): Promise<void> {
  const url = button.value;
  const show = (state: CopyState) => {
    button.dataset.state = state;
    clearTimeout(button.rsCopied);
    if (state !== 'copying') button.rsCopied = +setTimeout(() => delete button.dataset.state, COPIED_MS);
  };
  // The Markdown comes over the network (a round trip or more on a phone): the press is answered at once.
  if (url[0] === '/') show('copying');
  return writeClipboard(url[0] === '/' ? fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(r.status))) : Promise.resolve(url)).then(
    () => show('copied'),
    (error) => {
      console.error('The page could not be copied:', url, error);
      show('failed');
    },
  );
}

/** The two copy buttons (the menu's button has no value). */
export const pageActionCopy: EarlyControl = {
  selector: '.rs-pa [value]',
  press(button) {
    void copyPageAction(button as HTMLButtonElement);
  },
};
