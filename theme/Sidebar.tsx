import { Sidebar as BaseSidebar } from '@rspress/core/theme-original';
import { useRef } from 'react';
import { useSidebarGroupKeyboard } from './useSidebarGroupKeyboard';
import { useT } from './use-t';

/** The sidebar as a navigation landmark named "Sidebar", with keyboard-usable groups. */
export function Sidebar() {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useSidebarGroupKeyboard(ref);
  return (
    <nav ref={ref} className="rs-sidebar-nav" aria-label={t('a11y.sidebar')}>
      <BaseSidebar />
    </nav>
  );
}
