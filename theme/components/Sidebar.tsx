// The sidebar: its groups and links (./SidebarList.tsx) in a named navigation landmark, with keyboard-usable
// groups and the groups' collapsed state taken over from the boot script (theme/hydration/early/sidebar-group.ts).
import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type EarlySidebar, SIDEBAR_KEY } from '../hydration/early/sidebar-group';
import { getEarly, takeEarly } from '../hydration/early/store';
import { useSidebarGroupKeyboard } from '../a11y/useSidebarGroupKeyboard';
import { useT } from '../hooks/useT';
import { SidebarList } from './SidebarList';

type Item = SidebarData[number];
const isGroup = (item: Item): item is Extract<Item, { items: unknown[] }> => 'items' in item && Array.isArray(item.items);

/** Rspress's createInitialSidebar (runtime/hooks/useSidebar.js, not exported): the groups on the way to the current page open. */
function initialSidebar(raw: SidebarData, isActive: (link: string) => boolean): SidebarData {
  const holdsActive = (item: Item): boolean =>
    ('link' in item && !!item.link && isActive(item.link)) || (isGroup(item) && item.items.some((child) => holdsActive(child as Item)));
  const open = (item: Item): void => {
    if (!isGroup(item)) return;
    item.items.forEach((child) => open(child as Item));
    if (holdsActive(item)) item.collapsed = false;
  };
  const data = raw.filter(Boolean).flat() as SidebarData;
  data.forEach(open);
  return data;
}

/** The groups the boot script collapsed or expanded, by their place in document order (depth first, as SidebarList renders them). */
function withEarly(data: SidebarData): SidebarData {
  const early = getEarly<EarlySidebar>(SIDEBAR_KEY);
  if (!early) return data;
  let index = 0;
  const visit = (items: Item[]): void => {
    for (const item of items) {
      if (!isGroup(item)) continue;
      const collapsed = early[index++];
      if (collapsed !== undefined) item.collapsed = collapsed;
      visit(item.items as Item[]);
    }
  };
  visit(data);
  return data;
}

// Server rendering has no layout effects: a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Rspress's useSidebarDynamic, starting from the state the boot script left: its state starts from the
 * configured one, so the hydrating render would not match a group the visitor collapsed before the app.
 * Like Rspress's, the layout effect works on the site data itself, so a group stays as the reader left
 * it across client-side navigations. Can go when Rspress's sidebar state can be given an initial value.
 */
function useSidebarData(): [SidebarData, React.Dispatch<React.SetStateAction<SidebarData>>] {
  const raw = useSidebar();
  const isActive = useActiveMatcher();
  const [data, setData] = useState(() => withEarly(initialSidebar(structuredClone(raw), isActive)));
  useIsoLayoutEffect(() => {
    setData(withEarly(initialSidebar(raw, isActive)));
    takeEarly(SIDEBAR_KEY);
  }, [isActive, raw]);
  return [data, setData];
}

/** The sidebar as a navigation landmark named "Sidebar", with keyboard-usable groups. */
export function Sidebar() {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const [data, setData] = useSidebarData();
  useSidebarGroupKeyboard(ref);
  return (
    <nav ref={ref} className="rs-sidebar-nav" aria-label={t('a11y.sidebar')}>
      <SidebarList sidebarData={data} setSidebarData={setData} />
    </nav>
  );
}
