import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { type PluginRssOptions, pluginRss } from '@rspress/plugin-rss';
import { pluginOpenGraph } from 'rsbuild-plugin-open-graph';
import { nav, sidebar } from './scripts/navigation';
import { buildNav, buildSidebar, pageLabels } from './scripts/lib/site-nav.mjs';
import { feedChannels } from './scripts/lib/feeds.mjs';
import { pageHead, pluginNotFoundRedirect } from './scripts/lib/head.mjs';
import { site } from './scripts/lib/site.mjs';

const docs = path.join(__dirname, 'docs');
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
  i18nSource: (source: Record<string, Record<string, string>>) => ({ ...source, ...pageLabels(sidebar, docs) }),
  route: {
    cleanUrls: true,
    exclude: ['**/shared/**'],
    localeRedirect: 'auto',
  },
  ssg: true,
  multiVersion: { default: '', versions: [] },
  search: { codeBlocks: true },
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  mediumZoom: false,
  head: pageHead(),
  themeConfig: {
    darkMode: site.darkMode,
    nav: buildNav(nav, docs),
    sidebar: buildSidebar(sidebar, docs),
    socialLinks: site.socialLinks,
    footer: { message: 'copyright' },
    editLink: { docRepoBaseUrl: site.editBaseUrl },
    lastUpdated: true,
    enableScrollToTop: true,
  },
  plugins: [pluginNotFoundRedirect(), {
      // Our FeedLinks replaces the plugin's head component, which drops one of the two feed links.
      ...pluginRss(pluginRssOptions),
      globalUIComponents: [path.join(__dirname, 'theme/FeedLinks.tsx')],
    }],
  builderConfig: {
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
