import { useI18n, useNav } from '@rspress/core/runtime';
import { SocialLinks } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme';
import { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenMenu } from '@rspress/core/dist/theme/components/NavScreen/NavScreenMenu.js';
import { type RefObject, useEffect, useRef } from 'react';
import '@rspress/core/dist/theme/components/NavScreen/index.css';
import '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.css';
import { LangItems, useLangItems } from './LangSwitcher';
import { useT } from './use-t';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The languages as a plain list of links, each named in its own language. */
function ScreenLangs() {
  const { items, activeValue } = useLangItems();
  const t = useI18n();
  if (items.length < 2) return null;
  return (
    <div className="rs-screen-langs">
      <span className="rp-nav-screen-langs__left" id="rs-screen-langs-label">
        {t('languagesText')}
      </span>
      <ul aria-labelledby="rs-screen-langs-label">
        <LangItems items={items} activeValue={activeValue} />
      </ul>
    </div>
  );
}

/** Theme switch, languages and social links: the end of the phone menu and the tablet "more" menu. */
export function ScreenSettings() {
  return (
    <>
      <NavScreenAppearance />
      <ScreenLangs />
      <div className="rp-nav-screen-divider" />
      <SocialLinks />
    </>
  );
}

type Props = NavProps & { close: () => void; trigger: RefObject<HTMLButtonElement | null> };

/**
 * The phone menu, a dialog under the navbar: focus moves into it when it opens, Tab and Shift+Tab
 * cycle between its controls and the menu button (which closes it), Escape closes it and focus
 * returns to the menu button; the page behind does not scroll.
 */
export function NavScreen({ close, trigger, ...props }: Props) {
  const menuItems = useNav();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('rs-scroll-lock');
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the menu (the missing-translation notice, search) is on top: its keys are its own.
      if ((event.target as Element | null)?.closest?.('dialog[open]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        trigger.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !ref.current) return;
      const stops = [trigger.current, ...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el): el is HTMLElement => !!el && el.getClientRects().length > 0,
      );
      const index = stops.indexOf(document.activeElement as HTMLElement);
      const next = stops[(index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.classList.remove('rs-scroll-lock');
      document.removeEventListener('keydown', onKey);
    };
  }, [close, trigger]);

  return (
    <div className="rp-nav-screen rp-nav-screen--open" onClick={close}>
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
