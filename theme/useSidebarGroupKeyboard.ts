import { useEffect } from 'react';

const HEADER = 'div.rp-sidebar-group';

/** aria-expanded of a sidebar group header, read from its items container (grid rows 0fr = collapsed). */
function sync(header: HTMLElement) {
  const items = header.nextElementSibling as HTMLElement | null;
  header.setAttribute('role', 'button');
  header.tabIndex = 0;
  header.setAttribute('aria-expanded', String(items?.style.gridTemplateRows !== '0fr'));
}

/**
 * Rspress renders a sidebar group without a link of its own as a clickable <div>: not focusable
 * and silent for screen readers. Make it a button that Enter and Space toggle, with aria-expanded.
 */
export function useSidebarGroupKeyboard() {
  useEffect(() => {
    const update = () => document.querySelectorAll<HTMLElement>(HEADER).forEach(sync);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target?.matches?.(HEADER) || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      target.click();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}
