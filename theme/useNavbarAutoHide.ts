import { useEffect } from 'react';

/** Scroll handling is throttled to one check per this many ms. */
export const SCROLL_THROTTLE_MS = 200;
/** The navbar stays while the page is scrolled less than this. */
const TOP_ZONE = 72;

/** Hides the navbar when the reader scrolls down and brings it back on scroll up. */
export function useNavbarAutoHide() {
  useEffect(() => {
    let last = window.scrollY;
    let timer: number | undefined;
    const check = () => {
      timer = undefined;
      const y = window.scrollY;
      const root = document.documentElement;
      if (y <= TOP_ZONE || y < last) root.classList.remove('rs-nav-hidden');
      else if (y > last) root.classList.add('rs-nav-hidden');
      last = y;
    };
    const onScroll = () => {
      if (timer === undefined) timer = window.setTimeout(check, SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      document.documentElement.classList.remove('rs-nav-hidden');
    };
  }, []);
}
