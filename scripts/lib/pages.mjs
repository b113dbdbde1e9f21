// Finds the page sources under docs/ and reads their titles, for navigation and the content gates.
import fs from 'node:fs';
import path from 'node:path';
import { headings, splitFrontMatter } from './markdown.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const DOCS = path.join(ROOT, 'docs');
export const LANGS = ['en', 'zh'];
export const DEFAULT_LANG = 'en';

/** '/zh/guide/start/' -> { lang: 'zh', route: '/guide/start/' } */
export function splitLang(routePath) {
  const m = /^\/(zh)(\/.*|$)/.exec(routePath);
  return m ? { lang: m[1], route: m[2] || '/' } : { lang: DEFAULT_LANG, route: routePath };
}

/** Route with language prefix for a language. */
export function withLang(route, lang) {
  return lang === DEFAULT_LANG ? route : `/${lang}${route}`;
}

/** Source file of a route in a language, or undefined if it has none. */
export function pageFile(route, lang, docs = DOCS) {
  const base = path.join(docs, lang, route.endsWith('/') ? `${route}index` : route);
  return ['.mdx', '.md'].map((e) => base + e).find((f) => fs.existsSync(f));
}

/** All page sources of a language: [{ route, file }] (fragments under shared/ excluded). */
export function listPages(lang, docs = DOCS) {
  const dir = path.join(docs, lang);
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'shared') walk(p);
      } else if (/\.mdx?$/.test(e.name)) {
        const rel = path.relative(dir, p).replace(/\\/g, '/').replace(/\.mdx?$/, '');
        const route = '/' + (rel === 'index' ? '' : rel.endsWith('/index') || rel === 'index' ? rel.slice(0, -5) : rel);
        out.push({ route, file: p });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The page's title: front matter `title`, else its h1. */
export function pageTitle(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { data, body } = splitFrontMatter(source);
  if (data.title) return data.title;
  return headings(body).find((h) => h.depth === 1)?.text;
}
