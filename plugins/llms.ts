// llms.txt per language. Rspress writes every language's file with the site-wide title and description
// and an English "Others" heading; ours takes them from the language's locale.
import type { LlmsTxtContext } from '@rspress/core';
import { type Lang, LANGS, site } from '../site';

const OTHERS: Record<Lang, string> = { en: 'Others', zh: '其他' };

/** The `llms.llmsTxt` renderer: the same Markdown as Rspress's, in the language of the file. */
export function renderLlmsTxt(context: LlmsTxtContext): string {
  const lang: Lang = (LANGS as readonly string[]).includes(context.lang) ? (context.lang as Lang) : 'en';
  const lines = [`# ${context.title ?? site.title}`, '', `> ${site.description[lang]}`];
  for (const section of context.sections) {
    lines.push('', `## ${section.title === 'Others' ? OTHERS[lang] : section.title}`, '');
    for (const page of section.pages) lines.push(`- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
