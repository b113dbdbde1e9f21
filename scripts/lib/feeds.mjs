// The release feeds: an RSS and an Atom feed per language, each listing the release pages.

export const FEED_LANGS = { en: 'en', zh: 'zh-CN' };
import { site } from './site.mjs';

const FEED_TITLES = { en: 'Rsbuild releases', zh: 'Rsbuild 发布记录' };
const COPYRIGHT = '© 2023-present ByteDance Inc.';

/** The feed library writes no language into Atom feeds: add xml:lang to the root element. */
export const atomWithLanguage = (xml, language) => xml.replace(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);

/** Is this page a release note of this language? (/community/releases/v0-N, /zh/...) */
export function isReleasePage(routePath, lang) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return new RegExp(`^${prefix}/community/releases/v\\d+-\\d+$`).test(routePath.replace(/\.html$/, ''));
}

/**
 * URL of a release feed.
 * @param {string} lang
 * @param {'rss' | 'atom'} type
 */
export const feedUrl = (lang, type) => `/rss/${feedFilename(lang, type)}`;
/** @param {string} lang @param {'rss' | 'atom'} type */
export const feedFilename = (lang, type) => `releases-${lang}.${type === 'rss' ? 'rss' : 'xml'}`;


/** @returns {import('@rspress/plugin-rss').FeedChannel[]} */
export function feedChannels() {
  return Object.entries(FEED_LANGS).flatMap(([lang, language]) =>
    /** @type {const} */ (['rss', 'atom']).map((type) => ({
      id: `releases-${lang}-${type}`,
      title: FEED_TITLES[lang],
      description: site.description[lang],
      copyright: COPYRIGHT,
      language,
      test: (page) => page.lang === lang && isReleasePage(page.routePath, lang),
      output: {
        type,
        dir: 'rss',
        filename: feedFilename(lang, type),
        ...(type === 'atom' ? { transform: (/** @type {string} */ xml) => atomWithLanguage(xml, language) } : {}),
      },
    })),
  );
}
