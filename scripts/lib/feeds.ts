// The release feeds: an RSS and an Atom feed per language, each listing the release pages.
import type { FeedChannel } from '@rspress/plugin-rss';
import { FEED_LANGS, type FeedType, type Lang, feedFilename, feedUrl, isReleasePage, site } from '../../theme/site-data';

export { FEED_LANGS, feedFilename, feedUrl, isReleasePage };

const FEED_TITLES: Record<Lang, string> = { en: 'Rsbuild releases', zh: 'Rsbuild 发布记录' };
const COPYRIGHT = '© 2023-present ByteDance Inc.';

/** The feed library writes no language into Atom feeds: add xml:lang to the root element. */
export const atomWithLanguage = (xml: string, language: string): string =>
  xml.replace(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);

export function feedChannels(): FeedChannel[] {
  return (Object.entries(FEED_LANGS) as [Lang, string][]).flatMap(([lang, language]) =>
    (['rss', 'atom'] as FeedType[]).map((type) => ({
      id: `releases-${lang}-${type}`,
      title: FEED_TITLES[lang],
      description: site.description[lang],
      copyright: COPYRIGHT,
      language,
      test: (page: { lang: string; routePath: string }) => page.lang === lang && isReleasePage(page.routePath, lang),
      output: {
        type,
        dir: 'rss',
        filename: feedFilename(lang, type),
        ...(type === 'atom' ? { transform: (xml: string) => atomWithLanguage(xml, language) } : {}),
      },
    })),
  );
}
