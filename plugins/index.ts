// The site's Rspress plugins, in the order they run. The order matters where a plugin reads what an
// earlier one wrote: the post-build pipeline rewrites every page before the feeds read them
// (./post-build/index.ts says why that is enough), and the page-data plugins change the modules Rspress
// generates from the page list, which the later plugins do not read.
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { type PluginRssOptions, pluginRss } from '@rspress/plugin-rss';
import { site } from '../site';
import { ROOT } from '../scripts/lib/pages';
import { pluginBuildSummary } from './build-options';
import { pluginColourTransitions } from './colour-transitions';
import { pluginPageDescriptions } from './descriptions';
import { feedChannels, pluginDevFeedLinks } from './feeds';
import { pluginLastUpdated } from './last-updated';
import { pluginMarkdownCopies } from './markdown-copies';
import { pluginOverviewList } from './overview-list';
import { pluginSlimPageData } from './page-data/slim-page-data';
import { pluginTrimPageData } from './page-data/trim-page-data';
import { pluginFrontMatterCheck } from './page-check';
import { pluginPostBuild } from './post-build';
import { pluginSearch } from './search';
import { pluginSitemap } from './sitemap';
import { pluginTranslationNotice } from './translations';

/** The plugins of the site whose pages are in `docs`. */
export function sitePlugins(docs: string): RspressPlugin[] {
  const rss: PluginRssOptions = { siteUrl: site.url, feed: feedChannels(), output: { publicPath: '/' } };
  return [
    pluginFrontMatterCheck(),
    pluginBuildSummary(),
    // Colours change at once (no colour transitions in Rspress's CSS): the theme switch's one style pass.
    pluginColourTransitions(),
    pluginLastUpdated(docs),
    pluginOverviewList(),
    pluginDevFeedLinks(),
    pluginPageDescriptions(),
    pluginTranslationNotice(),
    pluginTrimPageData(),
    // Every rewrite of the built pages (the 404 redirect, page styles, hydration on intent), then the
    // Content-Security-Policy and the search index of the final pages.
    pluginPostBuild(),
    pluginSearch(),
    // ```tsx preview blocks render live on guide pages.
    pluginPreview({ previewLanguages: ['tsx', 'jsx'] }),
    {
      // Our FeedLinks replaces the plugin's head component, which drops one of the two feed links.
      ...pluginRss(rss),
      globalUIComponents: [path.join(ROOT, 'theme/components/FeedLinks.tsx')],
    },
    pluginSitemap(),
    // The Markdown copies of the pages and llms.txt, written from the sources.
    pluginMarkdownCopies(docs),
    // Each page's entry of the page list goes with the page's own chunk, not the main chunk.
    pluginSlimPageData(),
  ];
}
