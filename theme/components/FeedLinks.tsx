import { useHead, usePageData } from '@rspress/core/runtime';

/**
 * Alternate links to the page's feeds (RSS and Atom). Replaces @rspress/plugin-rss's
 * FeedsAnnotations, whose links carry hreflang: the head manager (unhead) dedupes alternate links by
 * hreflang, so it kept one feed and also dropped the page's own language alternate. Without hreflang
 * the links are keyed by type and URL and all survive; each feed declares its language inside.
 */
export default function FeedLinks() {
  const { page } = usePageData();
  const feeds = (page as { feeds?: { url: string; mime: string }[] }).feeds ?? [];
  useHead({ link: feeds.map(({ url, mime }) => ({ rel: 'alternate', type: mime, href: url })) });
  return null;
}
