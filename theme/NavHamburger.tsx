import { useLocation } from '@rspress/core/runtime';
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import { NavScreen, ScreenSettings } from './NavScreen';
import { usePopover } from './usePopover';
import { useT } from './use-t';

/** The mobile menu closes at this width and above (the navbar shows its menu from there). */
export const MOBILE_MENU_BREAKPOINT = 768;

/**
 * The hamburger menus. Below 768 px: a button that opens the phone menu (NavScreen, a dialog); it
 * closes on route change, on Escape and as soon as the window is 768 px wide (Rspress checks
 * `outerWidth`, the browser window with its chrome, so it closed too early or never in an embedded
 * view). From 768 to 1024 px: a "More options" button whose popover holds the theme switch, the
 * languages and the social links, usable with the keyboard (usePopover).
 */
export function NavHamburger(props: NavProps) {
  const { pathname, hash } = useLocation();
  const t = useT();
  const [isScreenOpen, setScreenOpen] = useState(false);
  const toggleScreen = () => setScreenOpen((open) => !open);
  const closeScreen = useCallback(() => setScreenOpen(false), []);
  const trigger = useRef<HTMLButtonElement>(null);
  const more = usePopover('bottom-end');
  const moreId = useId();

  useEffect(() => setScreenOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!isScreenOpen) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    const close = () => wide.matches && setScreenOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [isScreenOpen]);

  const container = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');

  return (
    <>
      {isScreenOpen && container && createPortal(<NavScreen {...props} close={closeScreen} trigger={trigger} />, container)}
      <button
        ref={trigger}
        type="button"
        onClick={toggleScreen}
        aria-label={t(isScreenOpen ? 'nav.closeMenu' : 'nav.openMenu')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <div className="rp-nav-hamburger rp-nav-hamburger__md">
        <button
          type="button"
          className="rs-nav-hamburger__md-button"
          ref={more.refs.setReference}
          aria-label={t('nav.moreOptions')}
          aria-expanded={more.open}
          aria-controls={more.open ? moreId : undefined}
          {...more.getReferenceProps()}
        >
          <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
        </button>
        {more.open && (
          <div id={moreId} ref={more.refs.setFloating} className="rs-nav-more__popup" style={more.floatingStyles} {...more.getFloatingProps()}>
            <ScreenSettings />
          </div>
        )}
      </div>
    </>
  );
}
