// The /config/ overview: every option page grouped by section, each entry the option path linking
// its page with a one-line summary taken from the page itself. The overview pages hold a marker
// comment that Rspress replaces (replaceRules) with this markdown before compiling and indexing.
import fs from 'node:fs';
import { type Lang, LANGS } from '../site';
import { headings, splitFrontMatter, withoutCode } from '../scripts/lib/markdown';
import { DOCS, listPages, withLang } from '../scripts/lib/pages';

export type OverviewSection = { section: string; items: { option: string; route: string; summary: string }[] };

/** Sections in the order of the configuration object. */
export const CONFIG_SECTIONS = [
  'source',
  'output',
  'html',
  'server',
  'security',
  'moduleFederation',
  'dev',
  'tools',
  'performance',
  'plugins',
];
const SECTION_DIR: Record<string, string> = { moduleFederation: 'module-federation' };

export const overviewMarker = (lang: string): string => `{/* @config-overview ${lang} */}`;

/** First sentence of the first prose paragraph after the Type/Default list. */
export function summaryOf(source: string): string {
  const body = withoutCode(splitFrontMatter(source).body);
  const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim());
  const para = paragraphs.find((p) => p && !/^(#|-|\*|\||>|:::|import |export |<|\{\/\*|\d+\.)/.test(p) && !/[:：]$/.test(p));
  if (!para) return '';
  const text = para.replace(/\s*\n\s*/g, ' ');
  const m = /^(.+?(?:[.!?](?=\s|$)|[。！？]))/.exec(text.replace(/`[^`]*`/g, (c) => c.replace(/[.。]/g, '\u0000')));
  return (m ? m[1] : text).replace(/\u0000/g, '.');
}

/** [{ section, items: [{ option, route, summary }] }] for a language; only pages that exist. */
export function configOverview(lang: Lang, docs: string = DOCS): OverviewSection[] {
  const pages = listPages(lang, docs).filter((p) => p.route.startsWith('/config/') && p.route !== '/config/');
  return CONFIG_SECTIONS.map((section) => {
    const dir = `/config/${SECTION_DIR[section] ?? section}`;
    const items = pages
      .filter((p) => p.route === dir || p.route.startsWith(`${dir}/`))
      .map((p) => {
        const src = fs.readFileSync(p.file, 'utf8');
        const option = headings(src).find((h) => h.depth === 1)?.text ?? p.route;
        return { option, route: withLang(p.route, lang), summary: summaryOf(src) };
      })
      .sort((a, b) => a.option.localeCompare(b.option));
    return { section, items };
  }).filter((s) => s.items.length > 0);
}

/** The overview as markdown: an h2 per section, a list of linked options with their summaries. */
export function configOverviewMarkdown(lang: Lang, docs: string = DOCS): string {
  return configOverview(lang, docs)
    .map(({ section, items }) =>
      [`## ${section}`, '', ...items.map((i) => `- [${i.option}](${i.route})${i.summary ? `: ${i.summary}` : ''}`)].join('\n'),
    )
    .join('\n\n');
}

/** Rspress replaceRules that expand the markers of both languages. */
export function configOverviewRules(docs: string = DOCS): { search: string; replace: string }[] {
  return LANGS.map((lang) => ({ search: overviewMarker(lang), replace: configOverviewMarkdown(lang, docs) }));
}
