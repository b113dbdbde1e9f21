// The phone's sidebar drawer ("Menu") and outline ("On this page") of theme/layouts/DocLayout.tsx: what both
// the app and the boot script do with them, and the boot script's presses (they open in place, with
// the markup DocLayout renders for the open state; ./disclosure.ts closes them).
import { disclose, escape, expanded } from './disclosure';
import { focusIn } from './nav-screen';
import { setEarly } from './store';
import type { EarlyControl } from './types';

/** The keys of their states, also the end of their panels' class names. */
export const SIDEBAR_KEY = 'sidebar';
export const OUTLINE_KEY = 'outline';

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;

/** The bar's "Menu" and "On this page" buttons before the app: each opens its panel as DocLayout renders it. */
export const drawers: EarlyControl = {
  selector: '.rp-sidebar-menu button',
  press(button) {
    const sidebar = button.matches('.rp-sidebar-menu__left');
    const name = sidebar ? 'rp-doc-layout__sidebar' : 'rp-doc-layout__outline';
    const panel = $(`.${name}`);
    const bar = $('.rp-doc-layout__menu');
    const show = (open: boolean) => {
      panel.classList.toggle(`${name}--open`, open);
      // The mask behind them, right after the bar, while either is open (the outline's arrow turns by CSS).
      (bar.nextElementSibling as HTMLElement).hidden = !bar.querySelector('[aria-expanded="true"]');
      setEarly(sidebar ? SIDEBAR_KEY : OUTLINE_KEY, open);
      // The drawer takes the focus (the page's scroll is locked by CSS), last: the focus makes the one
      // style and layout pass of the whole change, not one of two.
      if (sidebar && open) focusIn(panel);
    };
    disclose(button, (target) => bar.contains(target) || panel.contains(target), show, !expanded(button));
  },
  key: escape,
};
