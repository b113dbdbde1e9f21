import { useLocation } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import { useT } from './use-t';

/** The mobile menu closes at this width and above (the navbar shows its menu from there). */
export const MOBILE_MENU_BREAKPOINT = 768;

/**
 * Rspress's hamburger menus with our own open/close logic: the mobile menu closes on route change
 * and as soon as the window is 768 px wide (Rspress checks `outerWidth`, the browser window with
 * its chrome, so it closed too early or never in an embedded view).
 */
export function NavHamburger(props: NavProps) {
  const { pathname, hash } = useLocation();
  const t = useT();
  const [isScreenOpen, setScreenOpen] = useState(false);
  const toggleScreen = () => setScreenOpen((open) => !open);

  useEffect(() => setScreenOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!isScreenOpen) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    const close = () => wide.matches && setScreenOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [isScreenOpen]);

  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    customChildren: (
      <div className="rp-nav-menu__others-mobile__container">
        <div className="rp-nav-hamburger__md__hover-group">
          <NavScreenAppearance />
          <NavScreenLangs />
          <NavScreenDivider />
          <SocialLinks />
        </div>
      </div>
    ),
  });
  const container = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');

  return (
    <>
      {isScreenOpen && container && createPortal(<NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />, container)}
      <button
        type="button"
        onClick={toggleScreen}
        aria-label={t(isScreenOpen ? 'nav.closeMenu' : 'nav.openMenu')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* A wrapper, not a button: the hover group holds links and the social 'more' button, and
          interactive content inside a <button> is invalid HTML that the parser restructures
          (the pre-rendered page then fails to hydrate). */}
      <div className="rp-nav-hamburger rp-nav-hamburger__md" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
        <button type="button" className="rs-nav-hamburger__md-button" aria-label={t('nav.moreOptions')} onClick={handleMouseEnter}>
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
