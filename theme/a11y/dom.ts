// Accessibility fixes on parts that Rspress renders and that we do not re-implement, as plain DOM
// code: run by the boot script before the app hydrates (theme/hydration/boot.ts) and by the app after each
// navigation (theme/a11y/useA11yDom.ts).

/** Code and table containers that scroll sideways. */
const SCROLLERS = '.rp-codeblock__content__scroll-container, .rp-table-scroll-container';

/**
 * Makes every sideways-scrolling code block or table reachable by keyboard (a focusable region named
 * "Code" or "Table", so arrow keys scroll it), unless it already holds something focusable.
 */
export function focusableScrollers(codeLabel: string, tableLabel: string) {
  for (const el of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const isCode = el.matches('.rp-codeblock__content__scroll-container');
    // Code blocks: Shiki's <pre> is already a tab stop; code rendered at run time (install tabs) gets one too.
    const pre = isCode ? el.querySelector('pre') : null;
    if (pre) {
      if (!pre.hasAttribute('tabindex')) pre.tabIndex = 0;
      continue;
    }
    // Off screen and not rendered (theme/hydration/offscreen.ts): it measures as not scrolling; it keeps
    // what it was given when the page was laid out whole.
    if (el.firstElementChild && !el.firstElementChild.checkVisibility({ contentVisibilityAuto: true })) continue;
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
 * order, as plugins/heading-anchors.ts does for the pages' own headings (the reasons are there).
 */
export function nameLandmarks(outline: string) {
  for (const nav of document.querySelectorAll<HTMLElement>('nav.rp-outline__toc')) nav.setAttribute('aria-label', outline);
  for (const a of document.querySelectorAll<HTMLElement>('.rp-header-anchor:not([tabindex])')) a.tabIndex = -1;
}
