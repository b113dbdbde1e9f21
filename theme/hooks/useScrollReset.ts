// Rspress's scroll hooks (theme/logic/useScrollReset.js and useScrollAfterNav.js), which its Layout and
// DocContent import from the theme, without their run when the app hydrates a page the reader has read.
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect } from 'react';
import { bootOwnsPage } from '../hydration/boot-state';
import { skipOffscreenAfterLayout } from '../hydration/offscreen';

// Server rendering has no layout effects: a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const here = (): string => window.location.pathname + window.location.hash;
/** The address the app hydrated at, while it has not moved from it; null once it has (or it did not hydrate a built page). */
let loaded: string | null | undefined;

/**
 * Rspress scrolls to the top (no hash) or to the hash's target when its layout mounts, as after a
 * client-side navigation. On a built page the app mounts when the reader first presses a control
 * (theme/hydration/boot.ts), wherever the reader has scrolled to: the page jumped to the top. The browser placed
 * the loaded page itself, so the hooks leave it until the app has moved to another address. Can go
 * when Rspress skips these on hydration.
 */
function onLoadedPage(): boolean {
  if (loaded === undefined) loaded = bootOwnsPage() ? here() : null;
  if (loaded !== null && loaded === here()) return true;
  loaded = null;
  return false;
}

function scrollToTarget(target: HTMLElement): void {
  const padding = Number.parseFloat(window.getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top')) || 0;
  window.scrollTo({ left: 0, top: Math.round(window.scrollY + target.getBoundingClientRect().top - padding) });
}

/** To the top after a navigation to an address without a hash; the new page laid out whole first (../hydration/offscreen.ts). */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  useIsoLayoutEffect(() => {
    if (onLoadedPage()) return;
    skipOffscreenAfterLayout();
    if (decodeURIComponent(window.location.hash).length === 0) window.scrollTo(0, 0);
  }, [pathname]);
}

/** To the hash's target after a navigation to an address with a hash. */
export function useScrollAfterNav(): void {
  const location = useLocation();
  useIsoLayoutEffect(() => {
    if (onLoadedPage()) return;
    const hash = decodeURIComponent(window.location.hash);
    const target = hash.length > 0 ? document.getElementById(hash.slice(1)) : null;
    if (target) scrollToTarget(target);
  }, [location, location.pathname]);
}
