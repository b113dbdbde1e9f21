import { type RefObject, useEffect } from 'react';

const HEADER = 'div.rp-sidebar-group';

/**
 * aria-expanded of a sidebar group header, read from its items container (grid rows 0fr = collapsed);
 * the items of a collapsed group are inert, so Tab does not stop on links nobody sees.
 */
function sync(header: HTMLElement) {
  const items = header.nextElementSibling as HTMLElement | null;
  const expanded = items?.style.gridTemplateRows !== '0fr';
  header.setAttribute('role', 'button');
  header.tabIndex = 0;
  header.setAttribute('aria-expanded', String(expanded));
  if (items) items.inert = !expanded;
}

/**
 * Rspress renders a sidebar group without a link of its own as a clickable <div>: not focusable
 * and silent for screen readers. Make it a button that Enter and Space toggle, with aria-expanded.
 * Watches the sidebar only (`root`), not the whole page.
 */
export function useSidebarGroupKeyboard(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => el.querySelectorAll<HTMLElement>(HEADER).forEach(sync);
    update();
    const observer = new MutationObserver(update);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target?.matches?.(HEADER) || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      target.click();
    };
    el.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      el.removeEventListener('keydown', onKey);
    };
  }, [root]);
}
