// The error reference page (/guide/debug/error-messages): every message of the catalogue
// (scripts/lib/error-messages.ts), grouped, each linking the page that explains it, put in place of the
// page's marker comment by Rspress's replaceRules before compiling, so it is in the static HTML.
// The lists stay out of the search index (`data-pagefind-ignore`): a pasted message must find the page
// that explains it, not this page, which quotes every message.
import fs from 'node:fs';
import { type Lang, LANGS } from '../site';
import { ERROR_MESSAGE_GROUPS, type ErrorMessage, type ErrorMessageGroup } from '../scripts/lib/error-messages';
import { DOCS, pageFile, pageTitle, withLang } from '../scripts/lib/pages';

export const errorReferenceMarker = (lang: string): string => `{/* @error-messages ${lang} */}`;

/** A section of the page: a heading, and the catalogue groups it lists (each under its own heading when there are several). */
type Section = { title: Record<Lang, string>; groups: { group: ErrorMessageGroup; title: Record<Lang, string> }[] };

export const SECTIONS: readonly Section[] = [
  {
    title: { en: 'CLI and configuration', zh: '命令行与配置文件' },
    groups: [{ group: 'cli', title: { en: 'CLI and configuration', zh: '命令行与配置文件' } }],
  },
  {
    title: { en: 'Dev server and HMR', zh: '开发服务器与热更新' },
    groups: [{ group: 'server', title: { en: 'Dev server and HMR', zh: '开发服务器与热更新' } }],
  },
  { title: { en: 'Build', zh: '构建' }, groups: [{ group: 'build', title: { en: 'Build', zh: '构建' } }] },
  {
    title: { en: 'Plugins', zh: '插件' },
    groups: [
      { group: 'plugins', title: { en: 'Plugin API', zh: '插件 API' } },
      { group: 'officialPlugins', title: { en: 'Official plugins', zh: '官方插件' } },
    ],
  },
  {
    title: { en: 'Tools underneath', zh: '底层工具' },
    groups: [
      { group: 'rspack', title: { en: 'Rspack', zh: 'Rspack' } },
      { group: 'css', title: { en: 'Sass, Less, PostCSS and Browserslist', zh: 'Sass、Less、PostCSS 与 Browserslist' } },
      { group: 'runtime', title: { en: 'TypeScript, Node.js and the browser', zh: 'TypeScript、Node.js 与浏览器' } },
    ],
  },
];

const NO_PAGE: Record<Lang, string> = { en: 'no page explains it yet', zh: '暂无说明页面' };
const LABEL: Record<'warning' | 'info', Record<Lang, string>> = {
  warning: { en: ' (warning)', zh: '（警告）' },
  info: { en: ' (info)', zh: '（提示信息）' },
};
const COLON: Record<Lang, string> = { en: ': ', zh: '：' };

/** A message as one line of inline code: its first line, with `…` when it has more. */
export function messageCode(message: string): string {
  const [first, ...rest] = message.split('\n');
  const text = `${first.trim()}${rest.some((l) => l.trim()) ? ' …' : ''}`;
  // A code span is fenced with more backticks than it contains in a row, with spaces when it starts or ends with one.
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** The title of the page that explains a message, in a language (the route when the page has no title). */
const titleOf = (route: string, lang: Lang, docs: string): string | undefined => {
  const file = pageFile(route, lang, docs);
  return file ? (pageTitle(file) ?? route) : undefined;
};

/** One list item: the message, whether it is a warning or a line of information, and the link to its page. */
function item(entry: ErrorMessage, lang: Lang, docs: string): string {
  const kind = entry.kind === 'error' ? '' : LABEL[entry.kind][lang];
  const title = entry.page ? titleOf(entry.page, lang, docs) : undefined;
  const target = entry.page && title ? `[${title}](${withLang(entry.page, lang)})` : NO_PAGE[lang];
  return `- ${messageCode(entry.message)}${kind}${COLON[lang]}${target}`;
}

/**
 * The lists as markdown: an h2 per section, an h3 per group where a section has several, all inside
 * one element that Pagefind does not index (headings such as "Build" or "Plugins" would otherwise
 * match pasted messages too).
 */
export function errorReferenceMarkdown(lang: Lang, docs: string = DOCS): string {
  const list = (group: ErrorMessageGroup): string => ERROR_MESSAGE_GROUPS[group].map((e) => item(e, lang, docs)).join('\n');
  const sections = SECTIONS.map((section) => {
    const parts = [`## ${section.title[lang]}`, ''];
    if (section.groups.length === 1) parts.push(list(section.groups[0].group));
    else for (const g of section.groups) parts.push(`### ${g.title[lang]}`, '', list(g.group), '');
    return parts.join('\n').trimEnd();
  });
  return [IGNORED_START, '', ...sections.join('\n\n').split('\n'), '', IGNORED_END].join('\n');
}

/** The element around the lists, which Pagefind skips. */
export const IGNORED_START = '<div data-pagefind-ignore="all">';
export const IGNORED_END = '</div>';

/** Rspress replaceRules that expand the markers of both languages. */
export function errorReferenceRules(docs: string = DOCS): { search: string; replace: string }[] {
  return LANGS.map((lang) => ({ search: errorReferenceMarker(lang), replace: errorReferenceMarkdown(lang, docs) }));
}

/** Whether a page source holds the marker of its language (the reference page must). */
export const holdsMarker = (file: string, lang: Lang): boolean => fs.readFileSync(file, 'utf8').includes(errorReferenceMarker(lang));
