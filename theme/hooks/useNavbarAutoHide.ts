import { useEffect } from 'react';
import { bootOwnsPage } from '../hydration/boot-state';
import { watchScroll } from '../hydration/page-scroll';

export { SCROLL_THROTTLE_MS } from '../hydration/page-scroll';

/**
 * The navbar hides on scroll down and comes back on scroll up; the home navbar is transparent at the
 * top (theme/hydration/page-scroll.ts). On the built site the boot script watches the scroll from the first
 * paint, so the app leaves it to it.
 */
export function useNavbarAutoHide() {
  useEffect(() => (bootOwnsPage() ? undefined : watchScroll()), []);
}
