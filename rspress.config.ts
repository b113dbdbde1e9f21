import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginOpenGraph } from 'rsbuild-plugin-open-graph';
import { nav, sidebar, site } from './site';
import { buildNav, buildSidebar, pageLabels } from './scripts/lib/site-nav';
import { configOverviewRules } from './plugins/config-overview';
import { errorReferenceRules } from './plugins/error-reference';
import { pageHead } from './plugins/head';
import { rehypeHeadingAnchors } from './plugins/heading-anchors';
import { transformerLineCount } from './plugins/code-lines';
import { transformerTokenClasses } from './plugins/code-tokens';
import { ZOOMABLE } from './theme/hydration/early/image-zoom';
import { buildCache, previewDemos, printFileSize } from './plugins/build-options';
import { sitePlugins } from './plugins';
import { missingTranslations } from './plugins/translations';
import { localeRedirectScript } from './theme/head-scripts/locale-redirect';
import { uiSwitchesScript } from './theme/head-scripts/ui-switches';
import { urlGuardScript } from './theme/head-scripts/url-guard';
import { wholeNavbarScript } from './theme/head-scripts/whole-navbar';
import { minifyInlineScripts } from './theme/head-scripts/minify';

const docs = path.join(__dirname, 'docs');
/** A dependency of one of our dependencies (pnpm keeps it out of our node_modules), as a file. */
const nestedDependency = (parent: string, name: string, file: string): string =>
  path.join(path.dirname(createRequire(fs.realpathSync(path.join(__dirname, 'node_modules', parent, 'package.json'))).resolve(name)), file);
// The generated lists: the /config/ overview and the error reference page.
const overviewRules = [...configOverviewRules(docs), ...errorReferenceRules(docs)];
const labels = pageLabels(sidebar, docs);

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
    // The first-visit redirect to the browser's language is ours (theme/head-scripts/locale-redirect.ts, in the
    // head tags below): Rspress's ('auto') dropped the #section of the URL.
    localeRedirect: 'never',
  },
  ssg: true,
  multiVersion: { default: '', versions: [] },
  // Our search (Pagefind, plugins/search/index.ts and theme/search/Search.tsx) replaces Rspress's.
  search: false,
  // The images that zoom on a click, before the app (theme/hydration/early/image-zoom.ts) and after it.
  mediumZoom: { selector: ZOOMABLE },
  // llms.txt, llms-full.txt and the pages' Markdown copies are ours (plugins/markdown-copies), not Rspress's `llms`.
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    rehypePlugins: [rehypeHeadingAnchors],
    shiki: { transformers: [transformerLineCount(), transformerTokenClasses()] },
  },
  head: pageHead(),
  // Expands the markers of the /config/ overview pages (the list of options) and of the error
  // reference page (the catalogue of error messages, plugins/error-reference.ts).
  replaceRules: overviewRules,
  themeConfig: {
    darkMode: site.darkMode,
    nav: buildNav(nav, docs),
    sidebar: buildSidebar(sidebar, docs),
    socialLinks: site.socialLinks,
    editLink: { docRepoBaseUrl: site.editBaseUrl },
    // Off so that Rspress's git-only date plugin does not run: plugins/last-updated.ts dates every
    // page (git, else a fallback) and theme/components/LastUpdated.tsx shows the line.
    lastUpdated: false,
    enableScrollToTop: true,
    // The Markdown copies are for tools: no copy/"open in" buttons or hidden hints on the pages.
    llmsUI: false,
  },
  // Our build plugins, in the order they run (plugins/index.ts says why).
  plugins: sitePlugins(docs),
  builderConfig: {
    performance: { printFileSize },
    // Loaded when first used, not by every page: the preview's QR code and the image zoom.
    resolve: {
      alias: {
        'qrcode.react$': path.join(__dirname, 'theme/lazy/qrcode.tsx'),
        'qrcode-react-original$': nestedDependency('@rspress/plugin-preview', 'qrcode.react', 'esm/index.js'),
        'medium-zoom$': path.join(__dirname, 'theme/lazy/medium-zoom.ts'),
        'medium-zoom-original$': nestedDependency('@rspress/core', 'medium-zoom', 'medium-zoom.esm.js'),
      },
    },
    // BUNDLE_ANALYZE=1 pnpm build: source maps of the browser's chunks, for scripts/chunk-sources.ts.
    ...(process.env.BUNDLE_ANALYZE ? { output: { sourceMap: { js: 'source-map' } } } : {}),
    // pnpm dev: a change of the navigation data or the interface strings restarts the dev server with them.
    dev: { watchFiles: { paths: [path.join(__dirname, 'site/index.ts'), path.join(__dirname, 'i18n.json')], type: 'reload-server' } },
    // The browser build only: caching the server-rendering build too takes the cold build over the 2 GB budget.
    environments: { web: { performance: { buildCache: buildCache([overviewRules, labels, nav, sidebar, previewDemos(docs)]) } } },
    html: {
      // Rspress's page template without its IE-only X-UA-Compatible line and its generator <meta>: about 100
      // bytes of every page (tests/unit/page-template.test.ts fails when Rspress's own template changes).
      template: path.join(__dirname, 'theme/page-template.html'),
      // Inline head scripts, each run before the first paint (theme/head-scripts/), then every inline script
      // minified, Rspress's theme script too: every page carries them.
      tags: [
        // ?navbar=0 & co. hide their part of the layout before the first paint.
        { tag: 'script', children: uiSwitchesScript, head: true, append: false },
        { tag: 'script', children: localeRedirectScript(['en', 'zh'], 'en', missingTranslations(docs)), head: true, append: false },
        // A stray `%` in the address is removed before the app can trip on it.
        { tag: 'script', children: urlGuardScript, head: true, append: false },
        // The first paint shows the whole navbar, not its first items.
        { tag: 'script', children: wholeNavbarScript, head: true, append: false },
        minifyInlineScripts,
      ],
    },
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
