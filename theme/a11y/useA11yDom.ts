import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { focusableScrollers, nameLandmarks } from './dom';
import { useT } from '../hooks/useT';

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
    return () => {
      window.clearTimeout(later);
      window.removeEventListener('resize', update);
      document.removeEventListener('click', onClick);
    };
  }, [pathname, code, table, outline]);
}
