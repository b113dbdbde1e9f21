// Page descriptions (meta description, og:description, twitter:description): the page's front
// matter `description`, else the first sentence of its prose (after the Type/Default lines of a
// config page), else the site's description. Rspress's own extraction starts at the page's
// first text, which on a config page is "Type: … Default: …".
import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { site } from '../../theme/site-data';
import { summaryOf } from './config-overview';
import { splitFrontMatter } from './markdown';

const siteDescription = (lang: string): string => site.description[lang as keyof typeof site.description] ?? site.description.en;

/** Inline markdown to plain text. */
export const plain = (md: string): string =>
  md
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The description of a page source in a language. */
export function describe(source: string, lang: string): string {
  const { data } = splitFrontMatter(source);
  if (data.description) return data.description;
  const summary = plain(summaryOf(source));
  return summary.length >= 20 ? summary : siteDescription(lang);
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
