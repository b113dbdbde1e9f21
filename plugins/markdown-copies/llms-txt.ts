// llms.txt and llms-full.txt of a language: the language's pages in sections, one per navbar entry in
// the order of the navbar (pages in no section under "Others"), each section in the order of the
// sidebar. llms.txt lists each page's title, the link to its Markdown copy and its description;
// llms-full.txt holds every copy, each under a `url:` header.
import i18n from '../../i18n.json';
import { type Lang, type NavEntry, type SidebarGroupData, site, withLang } from '../../site';
import { markdownHref } from './from-mdx';

/** One page of a language with its Markdown copy. */
export type CopyPage = { route: string; title: string; description: string; markdown: string };
type Section = { title: string; pages: CopyPage[] };

const OTHERS: Record<Lang, string> = { en: 'Others', zh: '其他' };
/** An interface string of i18n.json in a language (the key itself when it has none). */
export const text = (key: string, lang: Lang): string => (i18n as Record<string, Record<string, string>>)[key]?.[lang] ?? key;

/** The address of a page's Markdown copy on the site: `/zh/guide/start/` → `/zh/guide/start/index.md`. */
export const copyPath = (route: string, lang: Lang): string => markdownHref(withLang(route, lang));

/** The pages of a language (routes without the language prefix) in the sections of llms.txt. */
export function llmsSections(
  lang: Lang,
  pages: CopyPage[],
  nav: readonly NavEntry[],
  sidebar: Readonly<Record<string, readonly SidebarGroupData[]>>,
): Section[] {
  const order = Object.values(sidebar).flatMap((groups) => groups.flatMap((g) => g.items));
  const rank = (route: string): number => {
    const i = order.indexOf(route);
    return i === -1 ? order.length : i;
  };
  const sections: Section[] = nav.map((n) => ({ title: text(n.text, lang), pages: [] }));
  const others: Section = { title: OTHERS[lang], pages: [] };
  for (const page of pages) {
    if (page.route === '/') continue;
    const i = nav.findIndex((n) => new RegExp(n.activeMatch).test(withLang(page.route, lang)));
    (i === -1 ? others : sections[i]).pages.push(page);
  }
  for (const s of [...sections, others]) s.pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
  return [...sections, others].filter((s) => s.pages.length > 0);
}

/** llms.txt: the site's title and the language's description, then each section's pages. */
export function llmsTxt(lang: Lang, sections: Section[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.description[lang]}`];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages)
      lines.push(`- [${page.title}](${copyPath(page.route, lang)})${page.description ? `: ${page.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every copy of the language in the order of llms.txt, the home page last. */
export function llmsFullTxt(lang: Lang, sections: Section[], home?: CopyPage): string {
  const pages = [...sections.flatMap((s) => s.pages), ...(home ? [home] : [])];
  return pages.map((p) => `---\nurl: ${copyPath(p.route, lang)}\n---\n\n${p.markdown.trimEnd()}\n`).join('\n');
}
