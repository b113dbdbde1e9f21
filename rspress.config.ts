import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { type PluginRssOptions, pluginRss } from '@rspress/plugin-rss';
import { pluginOpenGraph } from 'rsbuild-plugin-open-graph';
import { nav, sidebar, site } from './theme/site-data';
import { buildNav, buildSidebar, pageLabels } from './scripts/lib/site-nav';
import { configOverviewRules } from './scripts/lib/config-overview';
import { pluginPageDescriptions } from './scripts/lib/descriptions';
import { feedChannels } from './scripts/lib/feeds';
import { pageHead, pluginNotFoundRedirect } from './scripts/lib/head';
import { rehypeHeadingAnchors } from './scripts/lib/heading-anchors';
import { buildCache, pluginBuildSummary, printFileSize } from './scripts/lib/build-options';
import { pluginFrontMatterCheck } from './scripts/lib/page-check';
import { pluginTranslationNotice } from './scripts/lib/translations';
import { pluginTrimPageData } from './scripts/lib/trim-page-data';
import { uiSwitchesScript } from './theme/ui-switches';

const docs = path.join(__dirname, 'docs');
const overviewRules = configOverviewRules(docs);
const labels = pageLabels(sidebar, docs);
const pluginRssOptions: PluginRssOptions = { siteUrl: site.url, feed: feedChannels(), output: { publicPath: '/' } };

export default defineConfig({
  root: docs,
  outDir: 'doc_build',
  base: '/',
  lang: 'en',
  title: site.title,
  description: site.description.en,
  icon: '/rsbuild-logo.svg',
  logo: '/rsbuild-logo.svg',
  logoText: site.title,
  locales: [
    { lang: 'en', label: 'English', title: site.title, description: site.description.en },
    { lang: 'zh', label: '简体中文', title: site.title, description: site.description.zh },
  ],
  i18nSource: (source: Record<string, Record<string, string>>) => ({ ...source, ...labels }),
  route: {
    cleanUrls: true,
    exclude: ['**/shared/**'],
    localeRedirect: 'auto',
  },
  ssg: true,
  multiVersion: { default: '', versions: [] },
  search: { codeBlocks: true },
  markdown: { showLineNumbers: false, defaultWrapCode: false, link: { checkDeadLinks: true, checkAnchors: true }, rehypePlugins: [rehypeHeadingAnchors] },
  head: pageHead(),
  // Expands the marker of the /config/ overview pages into the generated list of options.
  replaceRules: overviewRules,
  themeConfig: {
    darkMode: site.darkMode,
    nav: buildNav(nav, docs),
    sidebar: buildSidebar(sidebar, docs),
    socialLinks: site.socialLinks,
    editLink: { docRepoBaseUrl: site.editBaseUrl },
    lastUpdated: true,
    enableScrollToTop: true,
  },
  plugins: [
    pluginFrontMatterCheck(),
    pluginBuildSummary(),
    pluginNotFoundRedirect(),
    pluginPageDescriptions(),
    pluginTranslationNotice(),
    pluginTrimPageData(),
    // ```tsx preview blocks render live on guide pages.
    pluginPreview({ previewLanguages: ['tsx', 'jsx'] }),
    {
      // Our FeedLinks replaces the plugin's head component, which drops one of the two feed links.
      ...pluginRss(pluginRssOptions),
      globalUIComponents: [path.join(__dirname, 'theme/FeedLinks.tsx')],
    },
  ],
  builderConfig: {
    performance: { printFileSize },
    // pnpm dev: a change of the navigation data or the interface strings restarts the dev server with them.
    dev: { watchFiles: { paths: [path.join(__dirname, 'theme/site-data.ts'), path.join(__dirname, 'i18n.json')], type: 'reload-server' } },
    // The browser build only: caching the server-rendering build too took the cold build over 2 GB.
    environments: { web: { performance: { buildCache: buildCache([overviewRules, labels, nav, sidebar]) } } },
    // ?navbar=0 & co. hide their part of the layout before the first paint.
    html: { tags: [{ tag: 'script', children: uiSwitchesScript, head: true, append: false }] },
    plugins: [
      pluginOpenGraph({
        type: 'website',
        siteName: site.title,
        image: `${site.url}og-image.png`,
        twitter: { site: site.twitter, card: 'summary_large_image' },
      }),
    ],
  },
});
