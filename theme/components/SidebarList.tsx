// The sidebar's groups and links: Rspress's SidebarList (@rspress/core theme, components/Sidebar), the same
// look and behaviour with a link's markup cut to what shows. Rspress wraps each link's text in a "left"
// <div> and follows it with an empty "right" <div> (for a tag the site never sets): 4 elements a link, a
// third of what a doc page styles at 1440 px (560 on quick-start), which every press that restyles the page
// (the theme switch) styled; here a link is its <a> and the text's <span> (466), and the current page's link says so to a
// screen reader (aria-current, which Rspress's does not set). Group headers keep Rspress's markup, which
// the boot script (theme/hydration/early/sidebar-group.ts) and the keyboard hook (theme/a11y/) work on.
// Rspress's SidebarGroup and SidebarItem are not exported: this replaces them for the site's sidebars,
// groups of links (site/navigation.ts); any other kind of item stops the build here.
import type { SidebarData } from '@rspress/core';
import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, Link, SvgWrapper, renderInlineMarkdown } from '@rspress/core/theme';
import { useEffect, useRef, useTransition } from 'react';
import { revealInSidebar } from '../hydration/early/sidebar-group';
import './SidebarList.css';

type Item = SidebarData[number];
type Group = Extract<Item, { items: unknown[] }>;
type Leaf = { text: string; link: string };

const isGroup = (item: Item): item is Group => 'items' in item && Array.isArray(item.items);
const isLeaf = (item: unknown): item is Leaf =>
  typeof item === 'object' && item !== null && typeof (item as Leaf).link === 'string' && typeof (item as Leaf).text === 'string';

/** What this list does not draw (Rspress's dividers, section headers, tags, icons, groups with a page or inside a group). */
function unsupported(what: string, item: unknown): never {
  throw new Error(
    `theme/components/SidebarList.tsx: the sidebar has ${what} (${JSON.stringify(item).slice(0, 120)}), which this list does not draw; draw it here or use Rspress's SidebarList in theme/components/Sidebar.tsx.`,
  );
}

const indent = (depth: number): string => (depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)`);

function SidebarLink({ item, depth }: { item: Leaf; depth: number }) {
  const active = useActiveMatcher()(item.link);
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) revealInSidebar(ref.current);
  }, [active]);
  const classes = ['rp-sidebar-item'];
  if (active) classes.push('rp-sidebar-item--active');
  if (pending) classes.push('rp-sidebar-item--pending');
  if (depth > 0) classes.push('rp-sidebar-item--group-item');
  return (
    <Link
      ref={ref}
      href={item.link}
      startTransition={startTransition}
      className={classes.join(' ')}
      style={{ paddingLeft: indent(depth) }}
      data-depth={depth}
      aria-current={active ? 'page' : undefined}
    >
      <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
    </Link>
  );
}

/** A group: Rspress's header (its text, the arrow) and its links, which the header shows and hides. */
function SidebarGroup({
  item,
  index,
  setSidebarData,
}: {
  item: Group;
  index: number;
  setSidebarData: React.Dispatch<React.SetStateAction<SidebarData>>;
}) {
  if ('link' in item && item.link) unsupported('a group with a page of its own', item);
  if (item.tag || item.icon) unsupported('a tag or an icon', item);
  const { collapsed = false, collapsible = true } = item;
  const toggle = (): void =>
    setSidebarData((data) => {
      const next = [...data];
      const group = next[index];
      if (isGroup(group)) group.collapsed = !group.collapsed;
      return next;
    });
  return (
    <>
      <div
        className="rp-sidebar-item rp-sidebar-group"
        style={{ paddingLeft: indent(0) }}
        data-depth={0}
        onClick={(e) => {
          e.stopPropagation();
          if (collapsible) toggle();
        }}
      >
        <div className="rp-sidebar-item__left">
          <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
        </div>
        <div className="rp-sidebar-item__right">
          {collapsible && (
            <div
              style={{ cursor: 'pointer', transition: 'transform 0.2s ease-out', transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)' }}
            >
              <SvgWrapper icon={IconArrowRight} />
            </div>
          )}
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateRows: collapsed ? '0fr' : '1fr', transition: 'grid-template-rows 0.2s ease-out' }}>
        <div style={{ overflow: 'hidden' }}>
          {item.items.map((child, i) => {
            if (!isLeaf(child) || 'items' in child) return unsupported('an item that is not a link', child);
            if ((child as { tag?: unknown }).tag || (child as { icon?: unknown }).icon) unsupported('a tag or an icon', child);
            return <SidebarLink key={i} item={child} depth={1} />;
          })}
        </div>
      </div>
    </>
  );
}

/** The sidebar's groups (Rspress's SidebarList, for groups of links). */
export function SidebarList({
  sidebarData,
  setSidebarData,
}: {
  sidebarData: SidebarData;
  setSidebarData: React.Dispatch<React.SetStateAction<SidebarData>>;
}) {
  return (
    <>
      {sidebarData.map((item, index) =>
        isGroup(item) ? (
          <SidebarGroup key={`${item.text}-${index}`} item={item} index={index} setSidebarData={setSidebarData} />
        ) : isLeaf(item) ? (
          <SidebarLink key={index} item={item} depth={0} />
        ) : (
          unsupported('an item that is neither a group nor a link', item)
        ),
      )}
    </>
  );
}
