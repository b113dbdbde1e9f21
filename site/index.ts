// The site's data, read by the config, the theme, the build scripts and the tests alike: site
// constants, languages and feed URLs; the navigation is in ./navigation.ts (re-exported). It imports nothing (no Node APIs either), so the
// theme can use it in the browser and no arrow runs from theme/ into scripts/ (the one import is a type).
import type { SocialLink } from '@rspress/core';

export const site = {
  title: 'Rsbuild',
  /** Absolute URL of the published site: canonical, hreflang, Open Graph and feed URLs start with it. */
  url: 'https://rsbuild.dev/',
  twitter: '@rspack_dev',
  description: {
    en: 'The Rspack-based build tool: fast, batteries included, framework agnostic.',
    zh: '基于 Rspack 的构建工具：快速、开箱即用、与框架无关。',
  },
  editBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs',
  /** Set to false to switch dark mode off (the theme switch disappears and pages stay light). */
  darkMode: true,
  socialLinks: [
    { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
    { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
    { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
    { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/@rsbuild/core/v/0.5.9' },
  ] satisfies SocialLink[] as SocialLink[],
};

// Languages --------------------------------------------------------------------------------------

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** '/zh/guide/start/' -> { lang: 'zh', route: '/guide/start/' } */
export function splitLang(routePath: string): { lang: Lang; route: string } {
  const m = /^\/(zh)(\/.*|$)/.exec(routePath);
  return m ? { lang: 'zh', route: m[2] || '/' } : { lang: DEFAULT_LANG, route: routePath };
}

/** Route with the language prefix of a language. */
export function withLang(route: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? route : `/${lang}${route}`;
}

/**
 * Pages written in one language only, and where to send a reader who switches language on them:
 * route (without prefix) -> { language without the page: a route of that language, without prefix }.
 * The language switch on such a page says that the translation does not exist and offers this page
 * (and the home page of that language) instead of a 404.
 */
export const translationFallbacks: Record<string, Partial<Record<Lang, string>>> = {
  '/guide/advanced/rem': { zh: '/plugins/list/plugin-rem' },
};

/**
 * Where the language switch links to for `lang`, given the link Rspress computes (the same route in that
 * language) and whether a route exists. A page that has no version in that language must not be offered:
 * the switch then links to the related page of `translationFallbacks`, else to that language's home page,
 * and says the translation is missing (`missing`), which opens the "no translation" dialog once the app runs.
 * Works for any page in one language only, whether or not it has an entry in `translationFallbacks`.
 */
export function languageSwitchTarget(link: string, lang: Lang, exists: (path: string) => boolean): { href: string; missing: boolean } {
  const path = link.replace(/(\.html|\/index)$/, '') || '/';
  if (exists(link) || exists(path)) return { href: link, missing: false };
  const { route } = splitLang(path);
  const related = translationFallbacks[route]?.[lang];
  const relatedPath = related ? withLang(related, lang) : undefined;
  return { href: relatedPath && exists(relatedPath) ? relatedPath : withLang('/', lang), missing: true };
}

// Feeds ------------------------------------------------------------------------------------------

/** The release feeds: an RSS and an Atom feed per language. Value: the feed's language tag. */
export const FEED_LANGS: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };
export type FeedType = 'rss' | 'atom';
export const feedFilename = (lang: string, type: FeedType): string => `releases-${lang}.${type === 'rss' ? 'rss' : 'xml'}`;
/** URL of a release feed. */
export const feedUrl = (lang: string, type: FeedType): string => `/rss/${feedFilename(lang, type)}`;

/** Is this page a release note of this language? (/community/releases/v0-N, /zh/...) */
export function isReleasePage(routePath: string, lang: string): boolean {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return new RegExp(`^${prefix}/community/releases/v\\d+-\\d+$`).test(routePath.replace(/\.html$/, ''));
}

export * from './navigation';
