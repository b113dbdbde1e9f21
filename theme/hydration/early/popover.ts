// The navbar's popovers (theme/hooks/usePopover.ts) before the app: the placement both use, and the boot
// script's press (the popover opens or closes in place, as usePopover renders it).
import { disclose, escape, expanded } from './disclosure';
import { setEarly } from './store';
import type { EarlyControl } from './types';

/** Where a popover goes when there is room: below its button, aligned to its start or end (above it when there is none). */
export type Placement = 'bottom-start' | 'bottom-end';
/** Why a popover is open, or '' (closed). The boot script opens by click only. */
export type PopoverState = 'hover' | 'focus' | 'click' | '';
export const isOpen = (state: PopoverState): boolean => state === 'hover' || state === 'focus' || state === 'click';

const OFFSET = 8;
const PADDING = 8;

/** Position of the popover (fixed): below the button, flipped above when there is no room below, kept in the window. */
export function position(reference: DOMRect, floating: DOMRect, wanted: Placement): { top: number; left: number } {
  const below = window.innerHeight - reference.bottom - OFFSET - PADDING;
  const above = reference.top - OFFSET - PADDING;
  const top = floating.height > below && above > below ? reference.top - OFFSET - floating.height : reference.bottom + OFFSET;
  const left = wanted === 'bottom-start' ? reference.left : reference.right - floating.width;
  const vw = document.documentElement.clientWidth;
  return { top, left: Math.min(Math.max(left, PADDING), Math.max(PADDING, vw - PADDING - floating.width)) };
}

/** The popover's `transform` at a position (its style is `position: fixed; top: 0; left: 0`). */
export const translate = (at: { top: number; left: number }): string => `translate(${Math.round(at.left)}px, ${Math.round(at.top)}px)`;

/** A popover's button before the app: the popover is its `aria-controls`, always in the page, `hidden` while closed. */
export function popoverControl(selector: string, wanted: Placement): EarlyControl {
  return {
    selector,
    press(button) {
      const key = button.getAttribute('aria-controls')!;
      const popup = document.getElementById(key)!;
      disclose(
        button,
        (target) => button.contains(target) || popup.contains(target),
        (open) => {
          // Measured out of the pointer's way: a hover state would stick to what lay under it for a moment.
          popup.style.transform = 'translate(-99em)';
          popup.hidden = !open;
          popup.style.transform = open ? translate(position(button.getBoundingClientRect(), popup.getBoundingClientRect(), wanted)) : '';
          setEarly(key, open ? 'click' : '');
        },
        !expanded(button),
      );
    },
    key: escape,
  };
}
