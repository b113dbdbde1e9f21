import { useI18n, useNav, useSite } from '@rspress/core/runtime';
import { SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
import { NavScreenMenu } from '@rspress/core/dist/theme/components/NavScreen/NavScreenMenu.js';
import { type RefObject, useEffect, useId, useRef } from 'react';
import '@rspress/core/dist/theme/components/NavScreen/index.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.css';
import { focusIn, trapTab } from '../hydration/early/nav-screen';
import { LangItems, useLangItems } from './LangSwitcher';
import { useT } from '../hooks/useT';

/**
 * The languages as a plain list of links, each named in its own language. It is in the phone menu and in
 * the tablet's "More options", both in the page at once: the label's id is unique to each.
 */
function ScreenLangs() {
  const { items, activeValue } = useLangItems();
  const t = useI18n();
  const labelId = useId();
  if (items.length < 2) return null;
  return (
    <div className="rs-screen-langs">
      <span className="rp-nav-screen-langs__left" id={labelId}>
        {t('languagesText')}
      </span>
      <ul aria-labelledby={labelId}>
        <LangItems items={items} activeValue={activeValue} />
      </ul>
    </div>
  );
}

/**
 * The theme row, as Rspress's NavScreenAppearance renders it but pre-rendered (Rspress's renders the
 * switch only in the browser, so the static menu had none): the switch is CSS-driven by the theme.
 */
function ScreenAppearance() {
  const { site } = useSite();
  const t = useI18n();
  const mode = site.themeConfig.darkMode;
  if (mode === false || String(mode).startsWith('force-')) return null;
  return (
    <div className="rp-nav-screen-appearance">
      <div className="rp-nav-screen-appearance__left">{t('themeText')}</div>
      <div className="rp-nav-screen-appearance__right">
        <SwitchAppearance />
      </div>
    </div>
  );
}

/** Theme switch, languages and social links: the end of the phone menu and the tablet "more" menu. */
export function ScreenSettings() {
  return (
    <>
      <ScreenAppearance />
      <ScreenLangs />
      <div className="rp-nav-screen-divider" />
      <SocialLinks />
    </>
  );
}

type Props = NavProps & { open: boolean; close: () => void; trigger: RefObject<HTMLButtonElement | null> };

/**
 * The phone menu, a dialog under the navbar: focus moves into it when it opens, Tab and Shift+Tab
 * cycle between its controls and the menu button (which closes it), Escape closes it and focus
 * returns to the menu button; the page behind does not scroll (CSS, theme/a11y/a11y.css). Always in the page, hidden while
 * closed: the boot script opens it before the app, with the same keys (theme/hydration/early/nav-screen.ts).
 */
export function NavScreen({ open, close, trigger, ...props }: Props) {
  const menuItems = useNav();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Opened by the boot script before the app: the focus is already in the menu, where the visitor left it.
  const focused = useRef(open);

  useEffect(() => {
    if (!open) return;
    if (!focused.current) focusIn(ref.current);
    focused.current = false;
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the menu (the missing-translation notice, search) is on top: its keys are its own.
      if ((event.target as Element | null)?.closest?.('dialog[open]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        trigger.current?.focus();
      } else if (ref.current && trigger.current && trapTab(event, ref.current, trigger.current)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, trigger]);

  return (
    <div className="rp-nav-screen" hidden={!open} onClick={close}>
      <div ref={ref} className="rp-nav-screen__container" role="dialog" aria-label={t('a11y.menu')} onClick={(e) => e.stopPropagation()}>
        <nav aria-label={t('a11y.mainNav')} className="rs-screen-nav">
          <NavListContext.Provider value="screen">
            <NavScreenMenu
              menuItems={menuItems}
              beforeLeftNavItems={props.beforeLeftNavItems}
              afterLeftNavItems={props.afterLeftNavItems}
              beforeRightNavItems={props.beforeRightNavItems}
              afterRightNavItems={props.afterRightNavItems}
            />
          </NavListContext.Provider>
        </nav>
        <div className="rp-nav-screen-divider" />
        <ScreenSettings />
      </div>
    </div>
  );
}
