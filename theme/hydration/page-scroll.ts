// What scrolling changes in the layout, as plain DOM code: run by the boot script before the app
// hydrates (theme/hydration/boot.ts) and by the app itself where there is no boot script (`pnpm dev`).

/** Scroll handling of the navbar is throttled to one check per this many ms. */
export const SCROLL_THROTTLE_MS = 200;
/** The navbar stays while the page is scrolled less than this. */
const TOP_ZONE = 72;
/** The window is scrolled less than this: the home navbar is transparent (rule in a11y.css). */
const HOME_TOP = 100;

/**
 * Hides the navbar when the reader scrolls down and brings it back on scroll up (`rs-nav-hidden` on
 * the root), and marks the body `notTopArrived` once the window leaves the top (the home page's
 * navbar is transparent above that). Returns the function that stops watching.
 */
export function watchScroll(): () => void {
  let last = window.scrollY;
  let timer: number | undefined;
  const root = document.documentElement;
  const check = () => {
    timer = undefined;
    const y = window.scrollY;
    if (y <= TOP_ZONE || y < last) root.classList.remove('rs-nav-hidden');
    else if (y > last) root.classList.add('rs-nav-hidden');
    last = y;
  };
  const top = () => document.body.classList.toggle('notTopArrived', window.scrollY >= HOME_TOP);
  const onScroll = () => {
    top();
    if (timer === undefined) timer = window.setTimeout(check, SCROLL_THROTTLE_MS);
  };
  top();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.clearTimeout(timer);
    root.classList.remove('rs-nav-hidden');
    document.body.classList.remove('notTopArrived');
  };
}
