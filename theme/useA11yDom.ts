import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useT } from './use-t';

/** Code and table containers that scroll sideways. */
const SCROLLERS = '.rp-codeblock__content__scroll-container, .rp-table-scroll-container';

/**
 * Makes every sideways-scrolling code block or table reachable by keyboard (a focusable region named
 * "Code" or "Table", so arrow keys scroll it), unless it already holds something focusable.
 */
function focusableScrollers(codeLabel: string, tableLabel: string) {
  for (const el of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const isCode = el.matches('.rp-codeblock__content__scroll-container');
    // Code blocks: Shiki's <pre> is already a tab stop; code rendered at run time (install tabs) gets one too.
    const pre = isCode ? el.querySelector('pre') : null;
    if (pre) {
      if (!pre.hasAttribute('tabindex')) pre.tabIndex = 0;
      continue;
    }
    const scrolls = el.scrollWidth > el.clientWidth + 1;
    if (scrolls && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', isCode ? codeLabel : tableLabel);
    } else if (!scrolls && el.getAttribute('role') === 'region' && el.tabIndex === 0) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  }
}

/**
 * Names the outline's <nav> ("On this page"), rendered by Rspress without a name. Also takes the
 * heading anchors that Rspress renders at run time (overview pages' FallbackHeading) out of the tab
 * order, as scripts/lib/heading-anchors.ts does for the pages' own headings (the reasons are there).
 */
function nameLandmarks(outline: string) {
  for (const nav of document.querySelectorAll<HTMLElement>('nav.rp-outline__toc')) nav.setAttribute('aria-label', outline);
  for (const a of document.querySelectorAll<HTMLElement>('.rp-header-anchor:not([tabindex])')) a.tabIndex = -1;
}

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
