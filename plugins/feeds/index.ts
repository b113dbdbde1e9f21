// The release feeds: an RSS and an Atom feed per language, each listing the release pages.
import type { RspressPlugin } from '@rspress/core';
import type { FeedChannel, FeedItem, FeedOutputTransformContext } from '@rspress/plugin-rss';
import { cleanFeedHtml, newestDate } from './feed-html';
import { FEED_LANGS, type FeedType, type Lang, feedFilename, feedUrl, isReleasePage, site } from '../../site';

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

const FEED_MIME: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/**
 * The feeds a page links in its head: the release feeds of its language on release pages, and the
 * channels its front matter names in `link-rss` (the home pages). The same as @rspress/plugin-rss
 * computes in a production build.
 */
export function pageFeeds(page: {
  lang: string;
  routePath: string;
  frontmatter?: Record<string, unknown>;
}): { url: string; mime: string; language: string }[] {
  const ids = new Set<string>();
  const listed = page.frontmatter?.['link-rss'];
  for (const id of Array.isArray(listed) ? listed : typeof listed === 'string' ? [listed] : []) if (typeof id === 'string') ids.add(id);
  for (const lang of Object.keys(FEED_LANGS) as Lang[]) {
    if (page.lang === lang && isReleasePage(page.routePath, lang))
      for (const type of ['rss', 'atom'] as FeedType[]) ids.add(`releases-${lang}-${type}`);
  }
  const out: { url: string; mime: string; language: string }[] = [];
  for (const [lang, language] of Object.entries(FEED_LANGS) as [Lang, string][]) {
    for (const type of ['rss', 'atom'] as FeedType[])
      if (ids.has(`releases-${lang}-${type}`)) out.push({ url: feedUrl(lang, type), mime: FEED_MIME[type], language });
  }
  return out;
}

/**
 * Rspress plugin: the feed links of `pnpm dev`. @rspress/plugin-rss adds them to the page data in a
 * production build only, so the dev server rendered none.
 */
export function pluginDevFeedLinks(): RspressPlugin {
  return {
    name: 'rsbuild-docs:dev-feed-links',
    extendPageData(pageData, isProd) {
      if (isProd) return;
      const feeds = pageFeeds(pageData);
      if (feeds.length) (pageData as typeof pageData & { feeds?: unknown }).feeds = feeds;
    },
  };
}
