// The phone menu (theme/components/NavHamburger.tsx, theme/components/NavScreen.tsx): its keyboard handling, shared by the
// app and the boot script, and the boot script's press (the menu opens in place, as the app renders it).
import { disclose, expanded } from './disclosure';
import { setEarly } from './store';
import type { EarlyControl } from './types';

/** The phone menu's key in the early state (one of a kind). */
export const SCREEN_KEY = 'screen';
/** What the menus hold that takes the focus: links and buttons. */
const FOCUSABLE = 'a[href], button';
const TRIGGER = '.rp-nav-hamburger__sm';

/** Focus moves into a menu when it opens: its first control. */
export function focusIn(menu: Element | null): void {
  const el = menu && menu.querySelector<HTMLElement>(FOCUSABLE);
  if (el) el.focus();
}

/** Tab and Shift+Tab cycle between the menu's controls and its button (shown ones). True when the key was taken. */
export function trapTab(event: KeyboardEvent, menu: Element, trigger: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const stops = [trigger, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length);
  stops[(stops.indexOf(document.activeElement as HTMLElement) + (event.shiftKey ? stops.length - 1 : 1)) % stops.length].focus();
  return true;
}

/** The phone menu before the app: its button toggles it (the CSS follows aria-expanded and `hidden`, and locks the page's scroll), Tab stays in it. */
export const navScreen: EarlyControl = {
  selector: TRIGGER,
  press(trigger) {
    const menu = document.querySelector('.rp-nav-screen') as HTMLElement;
    // A press beside the menu's list closes it (on the menu's own box, as the app's click handler).
    disclose(
      trigger,
      (target) => target !== menu,
      (open) => {
        menu.hidden = !open;
        if (open) focusIn(menu);
        setEarly(SCREEN_KEY, open);
      },
      !expanded(trigger),
    );
  },
  key(event) {
    const trigger = document.querySelector<HTMLElement>(TRIGGER)!;
    return expanded(trigger) && trapTab(event, document.querySelector('.rp-nav-screen__container')!, trigger);
  },
};
