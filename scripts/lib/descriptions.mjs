// Page descriptions (meta description, og:description, twitter:description): the page's front
// matter `description`, else the first sentence of its prose (after the Type/Default lines of a
// config page), else the site's description. Rspress's own extraction starts at the page's
// first text, which on a config page is "Type: … Default: …".
import fs from 'node:fs';
import { summaryOf } from './config-overview.mjs';
import { splitFrontMatter } from './markdown.mjs';
import { site } from './site.mjs';

/** Inline markdown to plain text. */
export const plain = (md) =>
  md
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The description of a page source in a language. */
export function describe(source, lang) {
  const { data } = splitFrontMatter(source);
  if (data.description) return data.description;
  const summary = plain(summaryOf(source));
  return summary.length >= 20 ? summary : (site.description[lang] ?? site.description.en);
}

const cache = new Map();
/** The description of a page file (cached per build). */
export function describeFile(file, lang) {
  if (!cache.has(file)) {
    let text = site.description[lang] ?? site.description.en;
    try {
      text = describe(fs.readFileSync(file, 'utf8'), lang);
    } catch {}
    cache.set(file, text);
  }
  return cache.get(file);
}

/** Rspress plugin: gives every page without a front matter description its first sentence. */
export function pluginPageDescriptions() {
  return {
    name: 'rsbuild-docs:page-descriptions',
    /** @param {any} pageData */
    extendPageData(pageData) {
      const file = pageData._filepath ?? pageData._relativePath;
      if (pageData.frontmatter?.description || !file || !fs.existsSync(file)) return;
      pageData.description = describeFile(file, pageData.lang);
    },
  };
}
