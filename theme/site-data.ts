// The site's data, read by the config, the theme, the build scripts and the tests alike: site
// constants, languages, feed URLs and the navigation. It imports nothing (no Node APIs either), so the
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

// Navigation -------------------------------------------------------------------------------------
// Defined once for both languages. Group and nav labels are keys of i18n.json; page items are routes
// (without language prefix) whose label is the page's own title in each language. Pages that do not
// exist are left out at build time, so no link is ever dead.

/** A navbar entry. text: an i18n.json key. */
export type NavEntry = { text: string; link: string; activeMatch: string };
/** A sidebar group. text: an i18n.json key; items: routes without language prefix. */
export type SidebarGroupData = { text: string; items: string[] };

export const nav: NavEntry[] = [
  { text: 'nav.guide', link: '/guide/start/', activeMatch: '^(/zh)?/guide/' },
  { text: 'nav.config', link: '/config/', activeMatch: '^(/zh)?/config/' },
  { text: 'nav.plugin', link: '/plugins/list/', activeMatch: '^(/zh)?/plugins/' },
  { text: 'nav.api', link: '/api/start/', activeMatch: '^(/zh)?/api/' },
  { text: 'nav.community', link: '/community/releases/', activeMatch: '^(/zh)?/community/' },
];

const section = (prefix: string, names: string[]): string[] => names.map((n) => `${prefix}${n}`);

export const sidebar: Record<string, SidebarGroupData[]> = {
  '/guide/': [
    {
      text: 'sidebar.gettingStarted',
      items: section('/guide/start/', ['', 'quick-start', 'features', 'glossary', 'npm-packages']),
    },
    {
      text: 'sidebar.framework',
      items: section('/guide/framework/', ['react', 'vue3', 'vue2', 'svelte', 'solid']),
    },
    {
      text: 'sidebar.basic',
      items: section('/guide/basic/', [
        'cli', 'configure-rsbuild', 'configure-rspack', 'server', 'output-files', 'static-assets',
        'html-template', 'json-files', 'wasm-assets', 'typescript', 'css-usage', 'css-modules',
        'tailwindcss', 'unocss',
      ]),
    },
    {
      text: 'sidebar.advanced',
      items: section('/guide/advanced/', ['alias', 'env-vars', 'hmr', 'browserslist', 'browser-compatibility', 'rem']),
    },
    {
      text: 'sidebar.optimization',
      items: section('/guide/optimization/', ['build-performance', 'optimize-bundle', 'split-chunk', 'inline-assets']),
    },
    {
      text: 'sidebar.migration',
      items: section('/guide/migration/', ['webpack', 'cra', 'vue-cli', 'modern-builder']),
    },
    {
      text: 'sidebar.debug',
      items: section('/guide/debug/', ['debug-mode', 'build-profiling', 'rsdoctor', 'error-messages']),
    },
    {
      text: 'sidebar.faq',
      items: section('/guide/faq/', ['general', 'features', 'exceptions', 'hmr']),
    },
  ],
  '/config/': [
    { text: 'sidebar.configOverview', items: ['/config/'] },
    {
      text: 'sidebar.config.source',
      items: section('/config/source/', [
        'alias', 'alias-strategy', 'decorators', 'define', 'entry', 'exclude', 'include', 'pre-entry',
        'transform-import', 'tsconfig-path',
      ]),
    },
    {
      text: 'sidebar.config.output',
      items: section('/config/output/', [
        'asset-prefix', 'charset', 'clean-dist-path', 'copy', 'css-modules', 'data-uri-limit', 'dist-path',
        'externals', 'filename', 'filename-hash', 'inject-styles', 'inline-scripts', 'inline-styles',
        'legal-comments', 'minify', 'override-browserslist', 'polyfill', 'source-map', 'targets',
      ]),
    },
    {
      text: 'sidebar.config.html',
      items: section('/config/html/', [
        'app-icon', 'crossorigin', 'favicon', 'inject', 'meta', 'mount-id', 'output-structure',
        'script-loading', 'tags', 'template', 'template-parameters', 'title',
      ]),
    },
    {
      text: 'sidebar.config.server',
      items: section('/config/server/', [
        'compress', 'headers', 'history-api-fallback', 'host', 'html-fallback', 'https', 'port',
        'print-urls', 'proxy', 'public-dir', 'strict-port',
      ]),
    },
    { text: 'sidebar.config.security', items: ['/config/security/nonce'] },
    { text: 'sidebar.config.moduleFederation', items: ['/config/module-federation/options'] },
    {
      text: 'sidebar.config.dev',
      items: section('/config/dev/', [
        'asset-prefix', 'before-start-url', 'client', 'hmr', 'live-reload', 'progress-bar',
        'setup-middlewares', 'start-url', 'write-to-disk',
      ]),
    },
    {
      text: 'sidebar.config.tools',
      items: section('/config/tools/', [
        'autoprefixer', 'bundler-chain', 'css-loader', 'html-plugin', 'less', 'postcss', 'rspack', 'sass',
        'style-loader', 'swc',
      ]),
    },
    {
      text: 'sidebar.config.performance',
      items: section('/config/performance/', [
        'bundle-analyze', 'chunk-split', 'dns-prefetch', 'preconnect', 'prefetch', 'preload',
        'print-file-size', 'profile', 'remove-console', 'remove-moment-locale',
      ]),
    },
    { text: 'sidebar.config.plugins', items: ['/config/plugins'] },
  ],
  '/plugins/': [
    {
      text: 'sidebar.pluginList',
      items: [
        '/plugins/list/',
        ...section('/plugins/list/plugin-', [
          'react', 'vue', 'vue-jsx', 'vue2', 'vue2-jsx', 'preact', 'svelte', 'solid', 'stylus', 'mdx', 'pug',
          'svgr', 'yaml', 'toml', 'babel', 'styled-components', 'type-check', 'eslint', 'check-syntax',
          'css-minimizer', 'lightningcss', 'image-compress', 'assets-retry', 'node-polyfill', 'rem', 'umd',
          'source-build', 'typed-css-modules',
        ]),
      ],
    },
    { text: 'sidebar.pluginDev', items: section('/plugins/dev/', ['', 'core', 'hooks']) },
  ],
  '/api/': [
    { text: 'sidebar.apiStart', items: ['/api/start/'] },
    { text: 'sidebar.jsApi', items: section('/api/javascript-api/', ['core', 'instance', 'types']) },
  ],
  '/community/': [
    {
      text: 'sidebar.releases',
      items: section('/community/releases/', ['', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1']),
    },
  ],
};
