// sitemap.xml and robots.txt, written after a production build: every route of the site with the
// date its source last changed (git) and its versions in both languages (hreflang alternates, the
// English page as x-default), all URLs absolute from `site.url` in site/index.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, LANGS, type Lang, site, splitLang, withLang } from '../site';

export type SitemapPage = { routePath: string; lastmod?: string };

/** Absolute URL of a route of the site. */
export const absoluteUrl = (routePath: string, siteUrl: string = site.url): string => new URL(routePath.replace(/^\/+/, ''), siteUrl).href;

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of these pages: each with its lastmod and the alternates of the languages it exists in. */
export function renderSitemap(pages: SitemapPage[], siteUrl: string = site.url): string {
  const known = new Set(pages.map((p) => p.routePath));
  const urls = [...pages]
    .sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0))
    .map(({ routePath, lastmod }) => {
      const { route } = splitLang(routePath);
      const versions = LANGS.map((lang: Lang) => ({ lang, path: withLang(route, lang) })).filter((v) => known.has(v.path));
      const fallback = versions.find((v) => v.lang === DEFAULT_LANG) ?? versions[0];
      const alternates =
        versions.length > 1
          ? [
              ...versions.map((v) => ({ hreflang: v.lang as string, href: absoluteUrl(v.path, siteUrl) })),
              { hreflang: 'x-default', href: absoluteUrl(fallback.path, siteUrl) },
            ]
          : [];
      return [
        '  <url>',
        `    <loc>${xmlEscape(absoluteUrl(routePath, siteUrl))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`),
        '  </url>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export const renderRobots = (siteUrl: string = site.url): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`;

/**
 * Date (YYYY-MM-DD) of the last commit that touched each file under `dir`, from one `git log`;
 * empty when git or its history is missing.
 */
export function gitLastModified(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' }).trim();
    const out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    let date = '';
    for (const line of out.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1, 11);
      else if (line.trim() && date) {
        const file = path.join(top, line.trim());
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {}
  return dates;
}

/** lastmod of a source file: its last commit, else its modification time. */
export function lastModified(file: string, fromGit: Map<string, string>): string | undefined {
  const d = fromGit.get(path.resolve(file));
  if (d) return d;
  try {
    return fs.statSync(file).mtime.toISOString().slice(0, 10);
  } catch {
    return undefined;
  }
}

/** Rspress plugin: writes doc_build/sitemap.xml and doc_build/robots.txt after a production build. */
export function pluginSitemap(): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'rsbuild-docs:sitemap',
    routeGenerated(generated) {
      routes = generated;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir || 'doc_build');
      const fromGit = gitLastModified(config.root ?? 'docs');
      const pages = routes
        .filter((r) => r.routePath !== '/404')
        .map((r) => ({ routePath: r.routePath, lastmod: lastModified(r.absolutePath, fromGit) }));
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(pages));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots());
    },
  };
}
