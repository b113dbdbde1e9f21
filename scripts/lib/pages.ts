// Finds the page sources under docs/ and reads their titles, for navigation and the content gates.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Lang, LANGS, DEFAULT_LANG, splitLang, withLang } from '../../site';
import { headings, splitFrontMatter } from './markdown';

export { type Lang, LANGS, DEFAULT_LANG, splitLang, withLang };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOCS = path.join(ROOT, 'docs');

export type PageSource = { route: string; file: string };

/** Source file of a route in a language, or undefined if it has none. */
export function pageFile(route: string, lang: string, docs: string = DOCS): string | undefined {
  const base = path.join(docs, lang, route.endsWith('/') ? `${route}index` : route);
  return ['.mdx', '.md'].map((e) => base + e).find((f) => fs.existsSync(f));
}

/** All page sources of a language, sorted by route (fragments under shared/ excluded). */
export function listPages(lang: string, docs: string = DOCS): PageSource[] {
  const dir = path.join(docs, lang);
  const out: PageSource[] = [];
  const walk = (d: string): void => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'shared') walk(p);
      } else if (/\.mdx?$/.test(e.name)) {
        const rel = path
          .relative(dir, p)
          .replace(/\\/g, '/')
          .replace(/\.mdx?$/, '');
        const route = '/' + (rel === 'index' ? '' : rel.endsWith('/index') ? rel.slice(0, -5) : rel);
        out.push({ route, file: p });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The page's title: front matter `title`, else its h1. */
export function pageTitle(file: string): string | undefined {
  const source = fs.readFileSync(file, 'utf8');
  const { data, body } = splitFrontMatter(source);
  if (data.title) return data.title;
  return headings(body).find((h) => h.depth === 1)?.text;
}
