// Off-screen blocks skip rendering (the rules under `.rs-skip-offscreen` in theme/styles/layout.css) once the
// page has been laid out whole: each block then keeps the height it had (its last remembered size), so
// the page's height and the scroll position never jump. Run by the boot script when a page loads
// (theme/hydration/boot.ts) and by the app after each client-side navigation (theme/hooks/useScrollReset.ts),
// before the new page's first frame.
//
// The blocks are contained (layout, style, paint) from the first paint, not from when the class comes:
// Chromium reported the class's arrival as a layout shift of the blocks' children when containment came
// with it (0.21 on /plugins/list/plugin-react on the phone profile, though nothing moved on screen).

export const SKIP_OFFSCREEN_CLASS = 'rs-skip-offscreen';

/** Renders the whole page in the next frame, then lets what is off screen be skipped. */
export function skipOffscreenAfterLayout(): void {
  const root = document.documentElement;
  root.classList.remove(SKIP_OFFSCREEN_CLASS);
  // After the next frame's rendering, when every block's size has been recorded.
  requestAnimationFrame(() => setTimeout(() => root.classList.add(SKIP_OFFSCREEN_CLASS)));
}
