// Off-screen blocks skip rendering (the rules under `.rs-skip-offscreen` in theme/styles/layout.css) only
// once the page has been laid out whole: each block then keeps its height while skipped (its last
// remembered size), so the page's height and the scroll position never jump. Run by the boot script when
// a page loads (theme/hydration/boot.ts) and by the app after each client-side navigation
// (theme/hooks/useScrollReset.ts), before the new page's first frame.

export const SKIP_OFFSCREEN_CLASS = 'rs-skip-offscreen';

/** Renders the whole page in the next frame, then lets what is off screen be skipped. */
export function skipOffscreenAfterLayout(): void {
  const root = document.documentElement;
  root.classList.remove(SKIP_OFFSCREEN_CLASS);
  // After the next frame's rendering, when every block's size has been recorded.
  requestAnimationFrame(() => setTimeout(() => root.classList.add(SKIP_OFFSCREEN_CLASS)));
}
