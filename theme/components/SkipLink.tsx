import type { MouseEvent } from 'react';
import { useT } from '../hooks/useT';

/** The id of the element at the start of the page's main content, the skip link's target. */
export const CONTENT_ID = 'rs-content';

/**
 * "Skip to content": the first tab stop of every page, visible when focused. It moves focus to the
 * start of <main> (without changing the address), so the next Tab reaches the first link of the content.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(CONTENT_ID) ?? document.querySelector('main');
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="rs-skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}

/** The skip link's target, placed first in <main> (an empty element that takes focus, not a tab stop). */
export function SkipTarget() {
  return <div id={CONTENT_ID} className="rs-skip-target" tabIndex={-1} />;
}
