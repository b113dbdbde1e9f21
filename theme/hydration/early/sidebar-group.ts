// Sidebar groups: one implementation of the header's accessible state for the app (theme/a11y/useSidebarGroupKeyboard.ts)
// and the boot script, which collapses a group before the app as Rspress's SidebarGroup renders it.
import { setEarly } from './store';
import type { EarlyControl } from './types';

/** A group without a link of its own: Rspress renders it as a clickable <div> followed by its items. */
export const GROUP_HEADER = 'div.rp-sidebar-group';
/** Early state: the groups the boot script toggled, by their place among the sidebar's groups (theme/components/Sidebar.tsx). */
export const SIDEBAR_KEY = 'sidebar';
export type EarlySidebar = Record<number, boolean>;

/**
 * aria-expanded of a group header, read from its items container (grid rows 0fr = collapsed); the
 * items of a collapsed group are inert, so Tab does not stop on links nobody sees.
 */
export function syncGroup(header: HTMLElement): void {
  const items = header.nextElementSibling as HTMLElement | null;
  const expanded = !items || items.style.gridTemplateRows !== '0fr';
  header.setAttribute('role', 'button');
  header.tabIndex = 0;
  header.setAttribute('aria-expanded', `${expanded}`);
  if (items) items.inert = !expanded;
}

/** What the boot script did to the groups (one sidebar per page). */
const early: EarlySidebar = {};

/**
 * A group header pressed before the app: the items' grid rows and the arrow's rotation as Rspress's
 * SidebarGroup renders a collapsed (0fr, 0deg) or expanded (1fr, 90deg) group; a group without the
 * arrow is not collapsible and stays. The app's sidebar starts from the recorded state.
 */
export const sidebarGroup: EarlyControl = {
  selector: GROUP_HEADER,
  press(header) {
    const items = header.nextElementSibling as HTMLElement | null;
    // The arrow: the last element of the header's right part (after the group's tag, if any).
    const arrow = header.lastElementChild!.lastElementChild as HTMLElement | null;
    if (!items || !arrow) return;
    const collapsed = items.style.gridTemplateRows !== '0fr';
    items.style.gridTemplateRows = collapsed ? '0fr' : '1fr';
    arrow.style.transform = collapsed ? 'rotate(0deg)' : 'rotate(90deg)';
    syncGroup(header);
    early[[...document.querySelectorAll('.rp-sidebar-group')].indexOf(header)] = collapsed;
    setEarly(SIDEBAR_KEY, early);
  },
};

/**
 * The sidebar scrolls so that `link` (the current page's) shows, centred, when it does not: as Rspress's
 * sidebar does once the app is there (theme/components/SidebarList.tsx), and by the boot script when a page
 * loads, so that a reader who lands on a page far down a long sidebar sees where it is, and the sidebar
 * does not jump at the first press, when the app comes.
 */
export function revealInSidebar(link: Element | null): void {
  const scroller = link?.closest<HTMLElement>('.rp-doc-layout__sidebar');
  if (!link || !scroller) return;
  const box = link.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  if (box.top >= view.top && box.bottom <= view.bottom) return;
  scroller.scrollTop += box.top - view.top - (view.height - box.height) / 2;
}
