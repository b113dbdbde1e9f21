export type TocItem = { depth: number; text: string; id: string };
export type OverviewPage = { routePath: string; title?: string; toc?: TocItem[] };
export type OverviewItem = { text: string; link: string; headers: TocItem[] };
export type OverviewGroup = { name: string; items: OverviewItem[] };
/** A sidebar entry as Rspress gives it: a group with items, a link, or something else (ignored). */
type SidebarEntry = { text?: unknown; link?: unknown; items?: unknown };
const asEntry = (e: unknown): SidebarEntry => (e && typeof e === 'object' ? (e as SidebarEntry) : {});

/**
 * Groups the child pages of an overview page: by the sidebar groups that list them, and the pages
 * under the overview that no group lists into a last group named `othersLabel` ('Others').
 */
export function overviewGroups({
  routePath,
  pages,
  sidebar,
  othersLabel,
  headerDepths = [2],
}: {
  routePath: string;
  pages: OverviewPage[];
  sidebar: readonly unknown[];
  othersLabel: string;
  headerDepths?: number[];
}): OverviewGroup[] {
  const norm = (p: string): string => p.replace(/\.html$/, '').replace(/\/index$/, '/');
  const base = norm(routePath);
  const children = new Map<string, OverviewPage>(
    pages.filter((p) => norm(p.routePath) !== base && norm(p.routePath).startsWith(base)).map((p) => [norm(p.routePath), p]),
  );
  const item = (text: string, link: string): OverviewItem => {
    const page = children.get(norm(link));
    return { text, link, headers: (page?.toc ?? []).filter((h) => headerDepths.includes(h.depth)) };
  };
  const listed = new Set<string>();
  const groups: OverviewGroup[] = [];
  const visit = (entries: readonly unknown[], name: string): void => {
    const items: OverviewItem[] = [];
    for (const entry of entries) {
      const e = asEntry(entry);
      const text = typeof e.text === 'string' ? e.text : undefined;
      if (Array.isArray(e.items)) visit(e.items, text ?? name);
      else if (typeof e.link === 'string' && children.has(norm(e.link))) {
        listed.add(norm(e.link));
        items.push(item(text ?? e.link, e.link));
      }
    }
    if (items.length) groups.push({ name, items });
  };
  visit(sidebar, othersLabel);
  const others = [...children.values()].filter((p) => !listed.has(norm(p.routePath))).map((p) => item(p.title ?? p.routePath, p.routePath));
  if (others.length) {
    const existing = groups.find((g) => g.name === othersLabel);
    if (existing) existing.items.push(...others);
    else groups.push({ name: othersLabel, items: others });
  }
  return groups;
}

/**
 * The groups an overview filter query keeps (case-insensitive, '-' matches ' '): a group whose name
 * matches whole, else its items whose title matches, else the items with their matching headings.
 */
export function filterOverviewGroups(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const norm = (s: string): string => s.toLowerCase().replace(/-/g, ' ');
  const q = norm(query.trim());
  if (!q) return groups;
  const out: OverviewGroup[] = [];
  for (const group of groups) {
    if (norm(group.name).includes(q)) {
      out.push(group);
      continue;
    }
    const items: OverviewItem[] = [];
    for (const item of group.items) {
      if (norm(item.text).includes(q)) items.push(item);
      else {
        const headers = item.headers.filter((h) => norm(h.text).includes(q));
        if (headers.length) items.push({ ...item, headers });
      }
    }
    if (items.length) out.push({ ...group, items });
  }
  return out;
}
