// Per-page Open Graph / Twitter meta: the page's URL, and its title and description for Twitter
// cards (Rspress itself writes og:title and og:description; the site-wide image, type and card come
// from rsbuild-plugin-open-graph).
import fs from 'node:fs';
import type { RouteMeta } from '@rspress/core';
import { localeFallbackPath } from '../theme/head-scripts/locale-fallback';
import { minifyInlineScript } from '../theme/head-scripts/minify';
import { site } from '../site';
import { describeFile } from './descriptions';
import type { HtmlPass } from './post-build/html-pass';
import { splitFrontMatter } from '../scripts/lib/markdown';
import { pageTitle } from '../scripts/lib/pages';

type PageInfo = { title: string; description: string };
const cache = new Map<string, PageInfo>();
/** Title and description of a page, as Rspress renders them in <title> and the description meta. */
function pageInfo(file: string, lang: string): PageInfo {
  if (!cache.has(file)) {
    let title = site.title;
    try {
      const { data } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
      const t = pageTitle(file);
      if (t && data.pageType !== 'home') title = `${t} - ${site.title}`;
    } catch {}
    cache.set(file, { title, description: describeFile(file, lang) });
  }
  return cache.get(file)!;
}

/** Inline script of 404.html: leave a language-prefixed missing path for the unprefixed one before React starts. */
export const notFoundRedirectScript = `<script>${minifyInlineScript(
  `(function(){var f=${localeFallbackPath.toString()};var t=f(location.pathname);if(t)location.replace(t+location.search+location.hash);})()`,
)}</script>`;

/** Rspress writes config head attributes unescaped: escape them here. */
export const escapeAttr = (v: unknown): string =>
  String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Pass of the post-build pipeline (plugins/post-build/index.ts): puts the redirect script into 404.html
 * (config head functions are not run for it), at the start of its <head>.
 */
export const notFoundRedirectPass: HtmlPass = {
  name: 'not-found-redirect',
  source: 'plugins/head.ts',
  finds: '<head> tag',
  expectedIn: '404.html',
  expect: 'every',
  pages: (page) => page.rel === '404.html',
  rewrite(html) {
    if (html.includes(notFoundRedirectScript)) return html;
    if (!html.includes('<head>')) return undefined;
    return html.replace('<head>', `<head>${notFoundRedirectScript}`);
  },
  summary: (found) => `redirect script put into ${found} page (404.html)`,
};

type HeadTag = [string, Record<string, string>];

export function pageHead(): ((route: RouteMeta) => HeadTag)[] {
  const get = (route: RouteMeta): PageInfo => {
    const info = pageInfo(route.absolutePath, route.lang);
    return { title: escapeAttr(info.title), description: escapeAttr(info.description) };
  };
  return [
    (route) => ['meta', { property: 'og:url', content: site.url.replace(/\/$/, '') + route.routePath }],
    (route) => ['meta', { name: 'twitter:title', content: get(route).title }],
    (route) => ['meta', { name: 'twitter:description', content: get(route).description }],
  ];
}
