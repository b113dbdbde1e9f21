// Turns the navigation data (site/index.ts) into Rspress nav and sidebar config.
// Page items get the page's own title in each language as label (through i18n keys named after the
// route); nav entries whose page does not exist in English are left out, and each language's sidebar
// lists only the pages that exist in that language (English-only pages stay out of the Chinese one).
import type { NavItem, Sidebar } from '@rspress/core';
import type { NavEntry, SidebarGroupData } from '../../site';
import { LANGS, pageFile, pageTitle } from './pages';

/** i18n key of a page label. */
export const pageKey = (route: string): string => `page:${route}`;

/** Rspress nav items: only sections whose landing page exists. */
export function buildNav(nav: NavEntry[], docs?: string): NavItem[] {
  return nav.filter((n) => pageFile(n.link, 'en', docs)).map(({ text, link, activeMatch }) => ({ text, link, activeMatch }));
}

/**
 * Rspress sidebar: per language, groups of the pages that exist in that language, expanded and
 * collapsible. Rspress matches sidebar keys against the full path, so the Chinese pages get /zh keys;
 * the item links stay unprefixed and Rspress prefixes them for each locale.
 */
export function buildSidebar(sidebar: Readonly<Record<string, readonly SidebarGroupData[]>>, docs?: string): Sidebar {
  const out: Sidebar = {};
  for (const [prefix, groups] of Object.entries(sidebar)) {
    for (const lang of LANGS) {
      const built = groups
        .map((g) => ({
          text: g.text,
          collapsible: true,
          collapsed: false,
          items: g.items.filter((r) => pageFile(r, lang, docs)).map((r) => ({ text: pageKey(r), link: r })),
        }))
        .filter((g) => g.items.length > 0);
      if (built.length) out[lang === 'en' ? prefix : `/${lang}${prefix}`] = built;
    }
  }
  return out;
}

/** i18n entries for page labels: { 'page:/x': { en: 'Title', zh: '标题' } }. Falls back to English. */
export function pageLabels(sidebar: Record<string, SidebarGroupData[]>, docs?: string): Record<string, Record<string, string>> {
  const labels: Record<string, Record<string, string>> = {};
  for (const groups of Object.values(sidebar)) {
    for (const g of groups) {
      for (const route of g.items) {
        const en = pageFile(route, 'en', docs);
        if (!en) continue;
        const entry: Record<string, string> = {};
        for (const lang of LANGS) {
          const file = pageFile(route, lang, docs) ?? en;
          entry[lang] = pageTitle(file) ?? route;
        }
        labels[pageKey(route)] = entry;
      }
    }
  }
  return labels;
}
