// Turns the navigation data (scripts/navigation.ts) into Rspress nav and sidebar config.
// Page items get the page's own title in each language as label (through i18n keys named after the
// route); items and nav entries whose page does not exist in English are left out.
import { LANGS, pageFile, pageTitle } from './pages.mjs';

/** i18n key of a page label. */
export const pageKey = (route) => `page:${route}`;

/**
 * Rspress nav items: only sections whose landing page exists.
 * @param {import('../navigation.mjs').NavEntry[]} nav
 * @param {string} [docs]
 */
export function buildNav(nav, docs) {
  return nav
    .filter((n) => pageFile(n.link, 'en', docs))
    .map(({ text, link, activeMatch }) => ({ text, link, activeMatch }));
}

/** Rspress sidebar: groups of existing pages, expanded and collapsible. */
/** @returns {import('@rspress/core').Sidebar} */
export function buildSidebar(sidebar, docs) {
  /** @type {import('@rspress/core').Sidebar} */
  const out = {};
  for (const [prefix, groups] of Object.entries(sidebar)) {
    const built = groups
      .map((g) => ({
        text: g.text,
        collapsible: true,
        collapsed: false,
        items: g.items.filter((r) => pageFile(r, 'en', docs)).map((r) => ({ text: pageKey(r), link: r })),
      }))
      .filter((g) => g.items.length > 0);
    // Rspress matches sidebar keys against the full path: the Chinese pages need /zh keys. The
    // item links stay unprefixed; Rspress prefixes them for each locale.
    if (built.length) for (const lang of LANGS) out[lang === 'en' ? prefix : `/${lang}${prefix}`] = built;
  }
  return out;
}

/** i18n entries for page labels: { 'page:/x': { en: 'Title', zh: '标题' } }. Falls back to English. */
export function pageLabels(sidebar, docs) {
  const labels = {};
  for (const groups of Object.values(sidebar)) {
    for (const g of groups) {
      for (const route of g.items) {
        const en = pageFile(route, 'en', docs);
        if (!en) continue;
        const entry = {};
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
