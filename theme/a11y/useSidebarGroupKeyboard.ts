import { type RefObject, useEffect } from 'react';
import { GROUP_HEADER, syncGroup } from '../hydration/early/sidebar-group';

/**
 * Rspress renders a sidebar group without a link of its own as a clickable <div>: not focusable
 * and silent for screen readers. Make it a button that Enter and Space toggle, with aria-expanded.
 * Watches the sidebar only (`root`), not the whole page.
 */
export function useSidebarGroupKeyboard(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => el.querySelectorAll<HTMLElement>(GROUP_HEADER).forEach(syncGroup);
    update();
    const observer = new MutationObserver(update);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target?.matches?.(GROUP_HEADER) || (event.key !== 'Enter' && event.key !== ' ')) return;
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
