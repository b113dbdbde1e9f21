import { useEffect } from 'react';
import { bootOwnsPage } from './boot-state';
import { watchScroll } from './page-scroll';

export { SCROLL_THROTTLE_MS } from './page-scroll';

/**
 * The navbar hides on scroll down and comes back on scroll up; the home navbar is transparent at the
 * top (theme/page-scroll.ts). On the built site the boot script watches the scroll from the first
 * paint, so the app leaves it to it.
 */
export function useNavbarAutoHide() {
  useEffect(() => (bootOwnsPage() ? undefined : watchScroll()), []);
}
