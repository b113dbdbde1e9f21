import { pathnameToRouteService, useHead, useLocation, usePage } from '@rspress/core/runtime';
import { LANGS, site, splitLang, withLang } from '../../site';

/** Absolute URL of a route path of the site (site.url in site-data.ts). */
export const absoluteUrl = (routePath: string): string => site.url.replace(/\/$/, '') + routePath;

/**
 * The page's canonical URL and its `hreflang` alternates (every language the page exists in, and
 * x-default: the English page), as absolute URLs. Rendered through the head manager, so they are in
 * the pre-rendered HTML and follow the page on client-side navigation. (Rspress can write relative,
 * static alternates of its own into the HTML; 2.0.22 writes none into this site's pages, and
 * tests/e2e/metadata.spec.ts fails on a page with a relative one.)
 */
export function AlternateLinks() {
  const { pathname } = useLocation();
  const { page } = usePage();
  const route = page.pageType === '404' ? undefined : pathnameToRouteService(pathname)?.path;
  const links: { rel: string; href: string; hreflang?: string }[] = [];
  if (route) {
    const { route: bare } = splitLang(route);
    links.push({ rel: 'canonical', href: absoluteUrl(route) });
    const versions = LANGS.map((lang) => ({ lang, path: withLang(bare, lang) })).filter((v) => pathnameToRouteService(v.path));
    if (versions.length > 1) {
      for (const { lang, path } of versions) links.push({ rel: 'alternate', hreflang: lang, href: absoluteUrl(path) });
      const fallback = versions.find((v) => v.lang === 'en') ?? versions[0];
      if (fallback) links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(fallback.path) });
    }
  }
  useHead({ link: links });
  return null;
}
