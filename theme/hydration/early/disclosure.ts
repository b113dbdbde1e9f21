// What the boot script's menus and drawers share before the app (./popover.ts, ./nav-screen.ts,
// ./drawers.ts): a button's aria-expanded and its panel, closed by a press outside it or by Escape
// (the last one opened; the focus goes back to its button) or by a new section, until the app's first
// commit takes over.
import { COMMITTED_EVENT } from '../boot-state';

/** Shows or hides a button's panel as the app renders it. */
type Show = (open: boolean) => void;
/** Is this press inside the panel (or its button), so that it stays open? */
type Inside = (target: Node) => boolean;
/** The panels the boot script opened, in order: [button, inside, show]. */
let opened: [HTMLElement, Inside, Show][] = [];
let watching = false;

export const expanded = (button: Element | null): boolean => !!button && button.getAttribute('aria-expanded') === 'true';

/** Opens or closes the panel of `button` before the app; a press that is not `inside` closes it. */
export function disclose(button: HTMLElement, inside: Inside, show: Show, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  show(open);
  opened = opened.filter((o) => o[0] !== button);
  if (open) opened.push([button, inside, show]);
  if (watching) return;
  watching = true;
  const close = (target?: EventTarget | null) => {
    for (const o of opened) if (!o[1](target as Node)) disclose(...o, false);
  };
  addEventListener(COMMITTED_EVENT, () => (opened = []));
  addEventListener('pointerdown', (event) => close(event.target), true);
  // A new section (a link of the outline) closes them all, as the app closes its phone menu and outline.
  addEventListener('hashchange', () => close());
}

/** Escape before the app: the last panel opened closes and its button takes the focus. */
export function escape(event: KeyboardEvent): boolean {
  const last = opened[opened.length - 1];
  if (event.key !== 'Escape' || !last) return false;
  disclose(...last, false);
  last[0].focus();
  return true;
}
