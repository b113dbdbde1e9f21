// Page descriptions (meta description, og:description, twitter:description): the page's front
// matter `description`, else the opening of its lead, the prose between the title (and the Type and
// Default lines of a config page) and the first section: its first sentence, and the next one when
// the first is short, with the text of code spans kept. Else the site's description. Rspress's own
// extraction starts at the page's first text, which on a config page is "Type: … Default: …".
import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { site } from '../site';
import { plainText, splitFrontMatter, withoutCode } from '../scripts/lib/markdown';

const siteDescription = (lang: string): string => site.description[lang as keyof typeof site.description] ?? site.description.en;

/** Inline markdown to plain text: links, emphasis and tags go, the text of code spans stays. */
export const plain = (md: string): string =>
  plainText(md.replace(/\s*\n\s*/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A sentence this short gets the next one added (characters; Chinese says more per character). */
const SHORT: Record<string, number> = { en: 50, zh: 18 };

/** The prose paragraphs of a page body, in order, with whether each comes before the first h2. */
function proseParagraphs(body: string): { text: string; lead: boolean }[] {
  const out: { text: string; lead: boolean }[] = [];
  let lead = true;
  let inAdmonition = false;
  for (const block of withoutCode(body).split(/\n\s*\n/)) {
    const p = block.trim();
    if (!p) continue;
    if (/^#{2,}\s/.test(p)) lead = false;
    if (inAdmonition) {
      if (/^:::\s*$/m.test(p)) inAdmonition = false;
      continue;
    }
    if (/^:::/.test(p)) {
      if (!/\n:::\s*$/.test(p)) inAdmonition = true;
      continue;
    }
    if (/^(#|-|\*|\||>|import |export |<|\{\/\*|\d+\.)/.test(p)) continue;
    // A short line introducing a code block ("The full type:") says nothing about the page.
    if (/[:：]$/.test(p) && p.length < 40) continue;
    out.push({ text: p, lead });
  }
  return out;
}

/** Sentences of a plain-text paragraph (periods inside code-like tokens such as 0.5.9 or e.g. do not end one). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const re = /.+?(?:(?<!\b(?:e\.g|i\.e|etc|vs|cf))[.!?](?=\s|$)|[。！？])/gsu;
  let last = 0;
  for (const m of text.matchAll(re)) {
    out.push(m[0].trim());
    last = (m.index ?? 0) + m[0].length;
  }
  const rest = text.slice(last).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** A sentence as it ends a description: a closing colon (it introduced a list or a block) becomes a full stop. */
const closed = (sentence: string, lang: string): string => {
  const s = sentence.replace(/\s*[:：]$/, lang === 'zh' ? '。' : '.');
  return /[.!?。！？]$/.test(s) ? s : s + (lang === 'zh' ? '。' : '.');
};

/** The description of a page source in a language. */
export function describe(source: string, lang: string): string {
  const { data, body } = splitFrontMatter(source);
  if (data.description) return data.description;
  const paragraphs = proseParagraphs(body);
  const para = paragraphs.find((p) => p.lead) ?? paragraphs[0];
  if (!para) return siteDescription(lang);
  const parts = sentences(plain(para.text));
  const first = parts[0];
  if (!first) return siteDescription(lang);
  let text = closed(first, lang);
  const second = parts[1];
  if (text.length < (SHORT[lang] ?? SHORT.en) && second) text += (lang === 'zh' ? '' : ' ') + closed(second, lang);
  return text;
}

const cache = new Map<string, string>();
/** The description of a page file (cached per build). */
export function describeFile(file: string, lang: string): string {
  if (!cache.has(file)) {
    let text = siteDescription(lang);
    try {
      text = describe(fs.readFileSync(file, 'utf8'), lang);
    } catch {}
    cache.set(file, text);
  }
  return cache.get(file)!;
}

/** Rspress plugin: gives every page without a front matter description its first sentence. */
export function pluginPageDescriptions(): RspressPlugin {
  return {
    name: 'rsbuild-docs:page-descriptions',
    extendPageData(pageData) {
      // _filepath is set by Rspress on page data but not part of its public type.
      const data = pageData as typeof pageData & { _filepath?: string; _relativePath?: string };
      const file = data._filepath ?? data._relativePath;
      if (pageData.frontmatter?.description || !file || !fs.existsSync(file)) return;
      pageData.description = describeFile(file, pageData.lang);
    },
  };
}
