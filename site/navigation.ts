// The navigation, defined once for both languages: the navbar and the sidebars. Group and nav labels are
// keys of i18n.json; page items are routes (without language prefix) whose label is the page's own title
// in each language. Pages that do not exist are left out at build time, so no link is ever dead.
// `pnpm new-page` adds a page here; authors edit the sidebar here.

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
        'cli',
        'configure-rsbuild',
        'configure-rspack',
        'server',
        'output-files',
        'static-assets',
        'html-template',
        'json-files',
        'wasm-assets',
        'typescript',
        'css-usage',
        'css-modules',
        'tailwindcss',
        'unocss',
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
      items: section('/guide/faq/', ['general', 'features', 'exceptions', 'blank-page', 'hmr']),
    },
  ],
  '/config/': [
    { text: 'sidebar.configOverview', items: ['/config/'] },
    {
      text: 'sidebar.config.source',
      items: section('/config/source/', [
        'alias',
        'alias-strategy',
        'decorators',
        'define',
        'entry',
        'exclude',
        'include',
        'pre-entry',
        'transform-import',
        'tsconfig-path',
      ]),
    },
    {
      text: 'sidebar.config.output',
      items: section('/config/output/', [
        'asset-prefix',
        'charset',
        'clean-dist-path',
        'copy',
        'css-modules',
        'data-uri-limit',
        'dist-path',
        'externals',
        'filename',
        'filename-hash',
        'inject-styles',
        'inline-scripts',
        'inline-styles',
        'legal-comments',
        'minify',
        'override-browserslist',
        'polyfill',
        'source-map',
        'targets',
      ]),
    },
    {
      text: 'sidebar.config.html',
      items: section('/config/html/', [
        'app-icon',
        'crossorigin',
        'favicon',
        'inject',
        'meta',
        'mount-id',
        'output-structure',
        'script-loading',
        'tags',
        'template',
        'template-parameters',
        'title',
      ]),
    },
    {
      text: 'sidebar.config.server',
      items: section('/config/server/', [
        'compress',
        'headers',
        'history-api-fallback',
        'host',
        'html-fallback',
        'https',
        'port',
        'print-urls',
        'proxy',
        'public-dir',
        'strict-port',
      ]),
    },
    { text: 'sidebar.config.security', items: ['/config/security/nonce'] },
    { text: 'sidebar.config.moduleFederation', items: ['/config/module-federation/options'] },
    {
      text: 'sidebar.config.dev',
      items: section('/config/dev/', [
        'asset-prefix',
        'before-start-url',
        'client',
        'hmr',
        'live-reload',
        'progress-bar',
        'setup-middlewares',
        'start-url',
        'write-to-disk',
      ]),
    },
    {
      text: 'sidebar.config.tools',
      items: section('/config/tools/', [
        'autoprefixer',
        'bundler-chain',
        'css-loader',
        'html-plugin',
        'less',
        'postcss',
        'rspack',
        'sass',
        'style-loader',
        'swc',
      ]),
    },
    {
      text: 'sidebar.config.performance',
      items: section('/config/performance/', [
        'bundle-analyze',
        'chunk-split',
        'dns-prefetch',
        'preconnect',
        'prefetch',
        'preload',
        'print-file-size',
        'profile',
        'remove-console',
        'remove-moment-locale',
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
          'react',
          'vue',
          'vue-jsx',
          'vue2',
          'vue2-jsx',
          'preact',
          'svelte',
          'solid',
          'stylus',
          'mdx',
          'pug',
          'svgr',
          'yaml',
          'toml',
          'babel',
          'styled-components',
          'type-check',
          'eslint',
          'check-syntax',
          'css-minimizer',
          'lightningcss',
          'image-compress',
          'assets-retry',
          'node-polyfill',
          'rem',
          'umd',
          'source-build',
          'typed-css-modules',
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
