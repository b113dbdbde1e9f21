// The release feeds: an RSS and an Atom feed per language, each listing the release pages.
import type { FeedChannel, FeedItem, FeedOutputTransformContext } from '@rspress/plugin-rss';
import { cleanFeedHtml, newestDate } from './feed-html';
import { FEED_LANGS, type FeedType, type Lang, feedFilename, feedUrl, isReleasePage, site } from '../../theme/site-data';

export { FEED_LANGS, feedFilename, feedUrl, isReleasePage };

const FEED_TITLES: Record<Lang, string> = { en: 'Rsbuild releases', zh: 'Rsbuild 发布记录' };
const COPYRIGHT = '© 2023-present ByteDance Inc.';

/** The feed library writes no language into Atom feeds: add xml:lang to the root element. */
export const atomWithLanguage = (xml: string, language: string): string =>
  xml.replace(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);

/** Absolute URL of a feed file: the feed's own id and its self link. */
export const feedAbsoluteUrl = (lang: string, type: FeedType): string => new URL(feedUrl(lang, type).slice(1), site.url).href;

/** An entry as feed readers want it: its absolute page URL as id, its content as clean HTML. */
export function feedEntry(item: FeedItem): FeedItem {
  const link = new URL(item.link, site.url).href;
  return { ...item, id: link, link, content: item.content ? cleanFeedHtml(item.content, link) : item.content };
}

/**
 * The feed as written: its id and self link are its absolute URL, and `updated` (RSS
 * `lastBuildDate`) is the newest entry's date, not the build time.
 */
export function renderFeed({ feed }: Pick<FeedOutputTransformContext, 'feed'>, lang: string, type: FeedType, language: string): string {
  const self = feedAbsoluteUrl(lang, type);
  feed.options.id = self;
  feed.options.feedLinks = { [type]: self };
  const updated = newestDate(feed.items.map((i) => i.date));
  if (updated) feed.options.updated = updated;
  return type === 'atom' ? atomWithLanguage(feed.atom1(), language) : feed.rss2();
}

export function feedChannels(): FeedChannel[] {
  return (Object.entries(FEED_LANGS) as [Lang, string][]).flatMap(([lang, language]) =>
    (['rss', 'atom'] as FeedType[]).map((type) => ({
      id: `releases-${lang}-${type}`,
      title: FEED_TITLES[lang],
      description: site.description[lang],
      copyright: COPYRIGHT,
      language,
      test: (page: { lang: string; routePath: string }) => page.lang === lang && isReleasePage(page.routePath, lang),
      item: feedEntry,
      output: {
        type,
        dir: 'rss',
        filename: feedFilename(lang, type),
        transform: (_xml: string, context: FeedOutputTransformContext) => renderFeed(context, lang, type, language),
      },
    })),
  );
}
