// A pasted error message finds the page that explains it: every message of the catalogue
// (scripts/lib/error-messages.ts) with a `page`, pasted with a user's own values in its placeholders (and, on
// several lines, by its first line too), must put that page first in English and in Chinese, with the built
// index and the dialog's search in Node (theme/search/local.ts, as scripts/bench-search.ts runs it). The
// messages that do not are listed below; a listed one that comes first fails too, so the list only shrinks.
import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES, type ErrorMessage } from '../../scripts/lib/error-messages';
import { loadPagefind, pagefindPath, searchPagefind } from '../../theme/search/local';
import type { PagefindInstance } from '../../theme/search/types';
import { LANGS, type Lang, withLang } from '../../site';
import { SITE, htmlOf, serveSite } from '../../scripts/lib/built-site';

/**
 * A user's own values for the placeholders, different from the examples the pages quote: what a
 * reader pastes from their terminal is never the page's example. Every placeholder of the catalogue
 * has its value here (the first test checks it).
 */
const USER_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'cli-preview-output-missing': { path: '/Users/mei/work/shop-admin/dist' },
  'cli-unknown-command': { command: 'serve' },
  // `rsbuild build --verbose` (an option of `inspect` only). Not `--mode`: the environment variables page
  // quotes that one and answers it (Vue CLI's option); a value that is a topic word (`--hot`, `--https`)
  // finds that topic's page first.
  'cli-unknown-option': { option: '--verbose' },
  'cli-option-argument-missing': { option: '-c --config <config>' },
  'config-file-not-found': { path: '/home/li/projects/portal/rsbuild.prod.config.ts' },
  'config-not-object': { value: 'undefined' },
  'config-failed-to-load': { path: '/home/li/projects/portal/rsbuild.config.ts' },
  'plugin-not-object': { type: 'function' },
  'plugin-is-bundler-plugin': { name: 'CopyWebpackPlugin' },
  'plugin-setup-not-function': { type: 'object' },
  'plugin-registered-twice': { name: 'rsbuild:react' },
  'plugin-before-missing': { name: 'rsbuild:vue' },
  'plugin-dependency-loop': { names: 'plugin-a,plugin-b' },
  'context-readonly': { prop: 'distPath' },
  'rsdoctor-not-installed': { package: '@rsdoctor/rspack-plugin' },
  'port-occupied-strict': { port: '5173' },
  'port-in-use-next': { port: '5173', 'next-port': '5174' },
  'print-urls-not-array': { type: 'string' },
  'invalid-request-url': { url: '//%E0%A4%A.html' },
  'copy-public-dir-failed': {
    path: '/home/li/projects/portal/static',
    message: "Error: EACCES: permission denied, open '/home/li/projects/portal/dist/robots.txt'",
  },
  'node-builtin-tip': { module: 'crypto' },
  'rspack-version-too-low': { version: '0.5.7' },
  'html-template-not-found': { path: '/Users/mei/work/shop-admin/public/index.html' },
  'app-icon-not-found': { path: '/Users/mei/work/shop-admin/src/assets/icon-192.png' },
  'clean-dist-current-root': { path: '/Users/mei/work/shop-admin' },
  'clean-dist-current-dist': { path: '/Users/mei/work/shared-dist' },
  'node-addon-load-failed': { name: 'sharp.node', error: 'Error: The module was compiled against a different Node.js version' },
  'image-compress-codec': { codec: 'webp' },
  'image-compress-failed': {
    file: 'static/image/banner.8d2c1f0a.jpg',
    context: '/Users/mei/work/shop-admin',
    message: 'Error: Unsupported image format',
  },
  'lightningcss-plugin-implementation': { type: 'undefined' },
  'lightningcss-minimizer-implementation': { type: 'undefined' },
  'lightningcss-loader-implementation': { type: 'undefined' },
  'rem-exclude-entry-missing': { entry: 'admin' },
  'type-check-type-error': {
    file: './src/pages/Home.tsx',
    line: '27',
    column: '9',
    code: '2322',
    message: "Type 'number' is not assignable to type 'string'.",
  },
  'eslint-errors': {
    file: '/Users/mei/work/shop-admin/src/App.jsx',
    line: '12',
    column: '7',
    message: "'count' is assigned a value but never used",
    rule: 'no-unused-vars',
  },
  'rspack-module-parse-failed': { error: '× JavaScript parsing error: Expression expected' },
  'rspack-resolve-error': { request: 'lodash-es', dir: '/Users/mei/work/shop-admin/src/utils' },
  'webpack-module-not-found': { request: '@/components/Header', dir: '/Users/mei/work/shop-admin/src/pages' },
  'html-template-execution-failed': { error: 'ReferenceError: htmlWebpackPlugin is not defined' },
  'less-variable-undefined': { name: '@brand-color' },
  'less-import-not-found': { file: '~antd/lib/style/themes/default.less', paths: '/Users/mei/work/shop-admin/src/styles' },
  'postcss-invalid-plugin': { index: '1', path: '/Users/mei/work/shop-admin/postcss.config.js' },
  'postcss-loading-plugin-failed': {
    message: "Cannot find module 'postcss-px-to-viewport'",
    path: '/Users/mei/work/shop-admin/postcss.config.js',
  },
  'postcss-loader-plugin-failed': {
    plugin: 'postcss-pxtorem',
    message: "Cannot find module 'postcss-pxtorem'",
    path: '/Users/mei/work/shop-admin/src/index.css',
  },
  'postcss-not-a-plugin': { plugin: '[object Object]' },
  'postcss-unknown-word': { file: '/Users/mei/work/shop-admin/src/App.css', line: '14', column: '3' },
  'browserslist-unknown-query': { query: 'not ded' },
  'ts2307-cannot-find-module': { module: './assets/banner.png' },
  'node-eaddrinuse': { address: '0.0.0.0', port: '5173' },
  'watchpack-enospc': { path: '/home/li/shop/node_modules/@babel/runtime/helpers' },
  'node-proxy-econnrefused': { address: '127.0.0.1', port: '8000' },
  'node-require-esm': {
    path: '/Users/mei/work/shop-admin/node_modules/nanoid/index.js',
    importer: '/Users/mei/work/shop-admin/rsbuild.config.js',
  },
  'node-newer-plugin-api': { method: 'modifyEnvironmentConfig' },
  'node-rspack-export-missing': { name: 'DefinePlugin' },
  'browser-hmr-websocket-failed': { url: 'ws://192.168.0.12:5173/rsbuild-hmr' },
  'rspack-chunk-load-error': { id: '597' },
};

/**
 * The messages whose page does not come first, as `<lang> <id>` (the whole message) or
 * `<lang> <id> first line`, each with the rank measured when it was listed (0: not among the results).
 * A message listed here must still miss: when it comes first, remove it.
 */
const EXPECTED_MISSES: Readonly<Record<string, number>> = {
  // Rspack's "Resolve error: Can't resolve '<package>' in …" finds the pages that name the package
  // (source.transformImport for lodash-es) first, and the exceptions FAQ, which cannot name every package,
  // is not among the seven in either language (RESULTS-search.md, session 65, has what was tried). Session 98 quoted the
  // message in the FAQ's prose (it was only in a code block): without a package name the FAQ is first; with one, the
  // name still decides. The message in the FAQ's heading cost more (webpack-module-not-found, below).
  // ("Compile Warning:" in English, listed here since seven sections left the exceptions FAQ, is first since round 28.)
  'en rspack-resolve-error': 0,
  'zh rspack-resolve-error': 0,
  // zh "type-check-type-error first line", TypeCheckerPlugin's first line alone, "Type Error in ./src/pages/Home.tsx:27:9":
  // the Exceptions FAQ (its heading "TypeError: api.modifyEnvironmentConfig is not a function") came first and the
  // plugin's page second from session 89's page edits to session 92's review, whose edits of other pages put the
  // plugin's page first again, and from session 98's again; no ranking change either time. A near tie that other
  // pages' edits move: session 98 tried the words in the plugin's heading ("运行效果：终端里的 Type Error"), and the
  // plugin's page stayed second.
  'zh type-check-type-error first line': 2,
  // (en "rem-exclude-entry-missing", "convertToRem: can't find the entryName": the Rem guide and then source.entry
  // ranked above the plugin's page from session 47 to session 80, when the questions written for the English pages
  // put the plugin's page first.)
  // (zh "normalized-config-too-early": the JavaScript API pages, which explain the same message for scripts, came
  // first in Chinese until session 79, when the questions written for the Chinese pages put its page first.
  // Session 56: "Cannot find config file" got a heading of its own on Configure Rsbuild, first in both languages.)
  // (Sass's two-word "Undefined variable.": the environment variables guide, whose item is about a variable that is
  // `undefined` in the browser, ranked above tools.sass in English from session 49 to session 98, when tools.sass
  // gathered its three items on the message under a heading that quotes it.)
  // (Sass's division warning, answered by tools.rspack's section on ignoring warnings, where tools.sass ranked first
  // until session 98, when that section's prose quoted the message: it was only in a code block, which is not
  // indexed.) (Session 55: the exceptions FAQ's "Compile error: Failed to compile"
  // and "TypeError: api.… is not a function" got headings of their own, and the PostCSS plugin errors moved to
  // tools.postcss: all first now. Session 58: "Compile Warning:" (zh) first on tools.rspack since that section
  // names ignoreWarnings in its users' words.)
  // Chromium's "Uncaught SyntaxError: Unexpected token '<'" (a script's URL answered with an HTML page): the search
  // drops the '<', as Pagefind's normalisation does, and the words left are those of browser-compatibility's item
  // about old browsers (`Unexpected token` at `?.`); the blank-page guide, which explains it, was fifth in English
  // (session 85), and is second since session 98 gave its item a heading of its own. A heading that quotes the whole
  // message came first, but also for every other "Uncaught SyntaxError: Unexpected token" (`'.'`, `'?'`) of old
  // browsers: 21 of the 26 held-out first places that build lost (RESULTS-search.md, session 98). First in Chinese.
  'en browser-unexpected-token-lt': 2,
  // (webpack's "Module not found: Error: Can't resolve '@/components/Header' in …" in Chinese: second behind
  // source.transformImport from round 30 to session 79, whose questions written for the Chinese pages put the
  // exceptions FAQ first again.)
  // The same message in English: since session 78 the alias guide comes first, by the `asked` field (readers'
  // earlier questions, RANKING.index.asked): readers who pasted "Can't resolve '@/components/…'" were answered
  // by it, and the catalogue's value here is such an `@/` alias. The exceptions FAQ, which explains every cause,
  // is second. Session 98 tried Rspack's wording in the FAQ's heading: the FAQ came first here, and also for the
  // pastes whose package names a narrower page (`'crypto'`, `'core-js/…'`, an alias): about 40 held-out first places lost.
  'en webpack-module-not-found': 2,
  // (TypeScript's "error TS2307: Cannot find module './assets/banner.png' …": the TypeScript guide and the CSS Modules
  // guide are close on it in both languages; English second from round 33, first again since round 35, whose item on a
  // `main.ts` image import quotes the message once more.)
  // (zh "Type Error in ./src/pages/Home.tsx:27:9", second from round 27, is first again since round 28: the Type
  // Check plugin's page and the exceptions FAQ are close on it.)
};

type Query = { key: string; entry: ErrorMessage; q: string };

/** The message with the user's values in place of its placeholders. */
function filled(entry: ErrorMessage): string {
  return entry.message.replace(/<([a-z][a-z0-9-]*)>/g, (whole, name: string) => USER_VALUES[entry.id]?.[name] ?? whole);
}

/** What a user pastes for a message: all of it, and its first line when it has several. */
function queriesOf(entry: ErrorMessage, lang: Lang): Query[] {
  const text = filled(entry);
  const out: Query[] = [{ key: `${lang} ${entry.id}`, entry, q: text }];
  const first = text.split('\n')[0].trim();
  // A first line that is only an error class (PostCSS's `SyntaxError`) names no message: every syntax error of every
  // tool starts so, and no page answers it alone. The whole message, above, is searched.
  if (text.includes('\n') && first && !/^[A-Z][A-Za-z]*Error$/.test(first))
    out.push({ key: `${lang} ${entry.id} first line`, entry, q: first });
  return out;
}

/** The language's built index, loaded afresh as a reader's browser loads it. */
function builtIndex(base: string, lang: string): Promise<PagefindInstance> {
  return loadPagefind(`${base}${pagefindPath('/', lang)}`, lang);
}

const pageOf = (url: string): string => url.replace(/[#?].*$/, '');

/** The error reference page, which lists every message (plugins/error-reference.ts). */
const REFERENCE = '/guide/debug/error-messages';
/** What a reader types to find the reference page itself, per language. */
const REFERENCE_QUERY: Record<Lang, string> = { en: 'error messages', zh: '错误信息' };

/** The inner HTML of the first element with `data-pagefind-ignore` (its matching closing tag found by counting divs). */
function ignoredPart(html: string): string {
  const open = /<div data-pagefind-ignore="all">/.exec(html);
  if (!open) return '';
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let t = tags.exec(html); t; t = tags.exec(html)) {
    depth += t[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, t.index);
  }
  return '';
}

/** Text of HTML: tags dropped, the entities React writes decoded, spaces collapsed. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('every placeholder of the catalogue has a user value here', () => {
  const missing = ERROR_MESSAGES.flatMap((e) =>
    Object.keys(e.placeholders ?? {})
      .filter((name) => USER_VALUES[e.id]?.[name] === undefined)
      .map((name) => `${e.id} <${name}>`),
  );
  expect(missing, 'add a value to USER_VALUES').toEqual([]);
  const stale = Object.entries(USER_VALUES).flatMap(([id, values]) =>
    Object.keys(values)
      .filter((name) => !ERROR_MESSAGES.find((e) => e.id === id)?.placeholders?.[name])
      .map((name) => `${id} <${name}>`),
  );
  expect(stale, 'values of placeholders the catalogue no longer has').toEqual([]);
});

for (const lang of LANGS) {
  test(`${lang}: the error reference page lists every message in its static HTML, outside the search index, and is found by its title`, async () => {
    const listed = textOf(ignoredPart(htmlOf(withLang(REFERENCE, lang))));
    const missing = ERROR_MESSAGES.filter((e) => !listed.includes(e.message.split('\n')[0].trim().replace(/\s+/g, ' '))).map((e) => e.id);
    expect(missing, 'messages not listed inside the data-pagefind-ignore element').toEqual([]);
    const site = await serveSite(SITE);
    try {
      const instance = await builtIndex(site.url, lang);
      const urls = (await searchPagefind(instance, REFERENCE_QUERY[lang])).map((h) => pageOf(h.url));
      await instance.destroy();
      expect(urls[0], `"${REFERENCE_QUERY[lang]}" finds the reference page first: ${urls.join(', ')}`).toBe(withLang(REFERENCE, lang));
    } finally {
      await site.close();
    }
  });

  test(`${lang}: every catalogued message, pasted with a user's values (and by its first line), puts its page first`, async () => {
    test.setTimeout(180_000);
    const site = await serveSite(SITE);
    try {
      const queries = ERROR_MESSAGES.filter((e) => e.page !== null).flatMap((e) => queriesOf(e, lang));
      const misses: Record<string, number> = {};
      const lines: string[] = [];
      for (const { key, entry, q } of queries) {
        const want = withLang(entry.page ?? '', lang);
        // A new instance per query, as a reader who pastes one message meets the index: Pagefind also
        // matches a term against the words of index chunks that earlier queries loaded.
        const instance = await builtIndex(site.url, lang);
        const urls = (await searchPagefind(instance, q)).map((h) => pageOf(h.url));
        await instance.destroy();
        const rank = urls.indexOf(want) + 1;
        if (rank !== 1) {
          misses[key] = rank;
          lines.push(
            `  ${rank ? `#${rank}` : 'miss'}  ${key}  want ${want}  got ${urls.slice(0, 3).join(', ')}  ("${q.replace(/\s+/g, ' ').slice(0, 80)}")`,
          );
        }
      }
      const ofLang = (list: Readonly<Record<string, number>>): string[] => Object.keys(list).filter((k) => k.startsWith(`${lang} `));
      const expected = new Set(ofLang(EXPECTED_MISSES));
      console.log(
        `${lang}: ${queries.length - Object.keys(misses).length} of ${queries.length} queries put the page first; ${ERROR_MESSAGES.filter((e) => e.page === null).length} messages without a page not searched`,
      );
      if (lines.length) console.log(lines.join('\n'));
      const unexpected = Object.keys(misses).filter((k) => !expected.has(k));
      expect(
        unexpected,
        'the explaining page is not first: quote the message on its page (inline code, a heading with its words), or list it in EXPECTED_MISSES',
      ).toEqual([]);
      const cured = [...expected].filter((k) => !(k in misses));
      expect(cured, 'listed as missing but now first: remove from EXPECTED_MISSES').toEqual([]);
    } finally {
      await site.close();
    }
  });
}

for (const lang of LANGS) {
  test(`${lang}: a pasted message opens its page at the heading that quotes it, not at the section with the most common words`, async () => {
    const site = await serveSite(SITE);
    try {
      const instance = await builtIndex(site.url, lang);
      const hits = await searchPagefind(instance, 'Uncaught ReferenceError: process is not defined');
      await instance.destroy();
      const faq = hits.find((h) => pageOf(h.url) === withLang('/guide/faq/exceptions', lang));
      expect(faq?.url, hits.map((h) => h.url).join(', ')).toBe(`${withLang('/guide/faq/exceptions', lang)}#process-is-not-defined`);
      expect(faq?.heading).toBe('Uncaught ReferenceError: process is not defined');
    } finally {
      await site.close();
    }
  });
}
