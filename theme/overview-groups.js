// Plain JavaScript so that unit tests can import it.

/**
 * Groups the child pages of an overview page: by the sidebar groups that list them, and the pages
 * under the overview that no group lists into a last group named `othersLabel` ('Others').
 * @param {{
 *   routePath: string,
 *   pages: { routePath: string, title?: string, toc?: { depth: number, text: string, id: string }[] }[],
 *   sidebar: any[],
 *   othersLabel: string,
 *   headerDepths?: number[],
 * }} input
 * @returns {{ name: string, items: { text: string, link: string, headers: { depth: number, text: string, id: string }[] }[] }[]}
 */
export function overviewGroups({ routePath, pages, sidebar, othersLabel, headerDepths = [2] }) {
  const norm = (p) => p.replace(/\.html$/, '').replace(/\/index$/, '/');
  const base = norm(routePath);
  const children = new Map(pages.filter((p) => norm(p.routePath) !== base && norm(p.routePath).startsWith(base)).map((p) => [norm(p.routePath), p]));
  const item = (text, link) => {
    const page = children.get(norm(link));
    return { text, link, headers: (page?.toc ?? []).filter((h) => headerDepths.includes(h.depth)) };
  };
  const listed = new Set();
  const groups = [];
  const visit = (entries, name) => {
    const items = [];
    for (const e of entries) {
      if (e && Array.isArray(e.items)) visit(e.items, e.text);
      else if (e && typeof e.link === 'string' && children.has(norm(e.link))) {
        listed.add(norm(e.link));
        items.push(item(e.text, e.link));
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
