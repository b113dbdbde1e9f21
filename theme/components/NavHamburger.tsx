import { useLocation } from '@rspress/core/runtime';
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { useCallback, useEffect, useRef } from 'react';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import { SCREEN_KEY } from '../hydration/early/nav-screen';
import { useEarlyState } from '../hydration/early/useEarlyState';
import { NavScreen, ScreenSettings } from './NavScreen';
import { usePopover } from '../hooks/usePopover';
import { useT } from '../hooks/useT';

/** The mobile menu closes at this width and above (the navbar shows its menu from there). */
export const MOBILE_MENU_BREAKPOINT = 768;

/**
 * The hamburger menus. Below 768 px: a button that opens the phone menu (NavScreen, a dialog); it
 * closes on route change, on Escape and as soon as the window is 768 px wide (Rspress checks
 * `outerWidth`, the browser window with its chrome, so it closed too early or never in an embedded
 * view). From 768 to 1024 px: a "More options" button whose popover holds the theme switch, the
 * languages and the social links, usable with the keyboard (usePopover). Both menus are always in
 * the page, hidden while closed, so the boot script opens them before the app (theme/hydration/early/).
 */
export function NavHamburger(props: NavProps) {
  const { pathname, hash } = useLocation();
  const t = useT();
  const [isScreenOpen, setScreenOpen] = useEarlyState(SCREEN_KEY, false);
  const toggleScreen = () => setScreenOpen((open) => !open);
  const closeScreen = useCallback(() => setScreenOpen(false), [setScreenOpen]);
  const trigger = useRef<HTMLButtonElement>(null);
  const more = usePopover('bottom-end');

  // A new route or section closes the menu (not the first render: the boot script may have opened it).
  const route = useRef(pathname + hash);
  useEffect(() => {
    if (route.current !== pathname + hash) setScreenOpen(false);
    route.current = pathname + hash;
  }, [pathname, hash, setScreenOpen]);
  useEffect(() => {
    if (!isScreenOpen) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    const close = () => wide.matches && setScreenOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [isScreenOpen, setScreenOpen]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={toggleScreen}
        aria-label={t('nav.menu')}
        aria-expanded={isScreenOpen}
        className="rp-nav-hamburger rp-nav-hamburger__sm"
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <NavScreen {...props} open={isScreenOpen} close={closeScreen} trigger={trigger} />
      <div className="rp-nav-hamburger rp-nav-hamburger__md">
        <button
          type="button"
          className="rs-nav-hamburger__md-button"
          ref={more.refs.setReference}
          aria-label={t('nav.moreOptions')}
          {...more.getReferenceProps()}
        >
          <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
        </button>
        <div ref={more.refs.setFloating} className="rs-nav-more__popup" style={more.floatingStyles} {...more.getFloatingProps()}>
          <ScreenSettings />
        </div>
      </div>
    </>
  );
}
