import { useNav, useSite } from '@rspress/core/runtime';
import { NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { NavMenu, NavMenuDivider } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import '@rspress/core/dist/theme/components/Nav/index.css';
import { LangSwitcher } from './LangSwitcher';
import { useT } from '../hooks/useT';
import { NAVBAR_END_ID } from '../head-scripts/whole-navbar';

/**
 * Rspress's navbar with landmarks and valid lists: the section links in a <nav> named "Main", the
 * language switcher a button (not an <li> outside a list), the theme switch a button. Same classes,
 * same order (which is the visual order), so the look does not change.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  const t = useT();
  const hasAppearanceSwitch = site.themeConfig.darkMode !== false;
  const menu = (position: 'left' | 'right', before: NavProps['beforeLeftNavItems'], after: NavProps['afterLeftNavItems']) => (
    <NavMenu menuItems={navList} position={position} beforeNavItems={before} afterNavItems={after} />
  );
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        {menu('left', beforeLeftNavItems, afterLeftNavItems)}
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <nav className="rs-nav-main" aria-label={t('a11y.mainNav')}>
          {menu('right', beforeRightNavItems, afterRightNavItems)}
        </nav>
        <div className="rp-nav__others">
          <NavMenuDivider />
          <LangSwitcher />
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
      {/* The first paint waits for this (theme/head-scripts/whole-navbar.ts): never half a navbar. */}
      <span id={NAVBAR_END_ID} hidden />
    </header>
  );
}
