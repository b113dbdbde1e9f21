import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { focusableScrollers, nameLandmarks } from './a11y-dom';
import { useT } from './use-t';

/**
 * The phone's "Menu" (sidebar drawer) and "On this page" buttons: aria-expanded follows the panel,
 * Escape closes the open panel and returns focus to its button, and opening the drawer moves focus
 * into it.
 */
function drawerKeyboard(): () => void {
  const sidebar = () => document.querySelector<HTMLElement>('.rp-doc-layout__sidebar');
  const outline = () => document.querySelector<HTMLElement>('.rp-doc-layout__outline');
  const sidebarButton = () => document.querySelector<HTMLButtonElement>('button.rp-sidebar-menu__left');
  const outlineButton = () => document.querySelector<HTMLButtonElement>('button.rp-sidebar-menu__right');
  const isOpen = (el: HTMLElement | null, cls: string) => !!el?.classList.contains(cls);
  let sidebarWasOpen = false;
  const sync = () => {
    const sOpen = isOpen(sidebar(), 'rp-doc-layout__sidebar--open');
    sidebarButton()?.setAttribute('aria-expanded', String(sOpen));
    outlineButton()?.setAttribute('aria-expanded', String(isOpen(outline(), 'rp-doc-layout__outline--open')));
    if (sOpen && !sidebarWasOpen) sidebar()?.querySelector<HTMLElement>('a[href], [role="button"]')?.focus();
    sidebarWasOpen = sOpen;
  };
  const observer = new MutationObserver(sync);
  for (const el of [sidebar(), outline()]) if (el) observer.observe(el, { attributes: true, attributeFilter: ['class'] });
  sync();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (isOpen(sidebar(), 'rp-doc-layout__sidebar--open')) {
      // Rspress closes the drawer on a click on its mask.
      document.querySelector<HTMLElement>('.rp-sidebar-menu__mask')?.click();
      sidebarButton()?.focus();
    } else if (isOpen(outline(), 'rp-doc-layout__outline--open')) {
      outlineButton()?.click();
      outlineButton()?.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKey);
  };
}

/**
 * Accessibility fixes on parts that Rspress renders and that we do not re-implement: run after each
 * navigation (the page's content is then rendered) and, for scrolling regions, on resize.
 */
export function useA11yDom() {
  const { pathname } = useLocation();
  const t = useT();
  const code = t('a11y.code');
  const table = t('a11y.table');
  const outline = t('a11y.outline');
  useEffect(() => {
    const update = () => {
      focusableScrollers(code, table);
      nameLandmarks(outline);
    };
    update();
    // Install tabs switch panels on click: their code may scroll once shown.
    const onClick = () => requestAnimationFrame(update);
    // A page whose content chunk arrives after the route changed: look again once it has rendered.
    const later = window.setTimeout(update, 500);
    window.addEventListener('resize', update);
    document.addEventListener('click', onClick);
    const stopDrawers = drawerKeyboard();
    return () => {
      window.clearTimeout(later);
      window.removeEventListener('resize', update);
      document.removeEventListener('click', onClick);
      stopDrawers();
    };
  }, [pathname, code, table, outline]);
}
