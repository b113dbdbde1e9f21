// The built pages hydrate on intent, not on load (ARCHITECTURE.md, "Hydration on intent"). The post-build
// pipeline bundles theme/hydration/boot.ts, with the search dialog's styles, texts and index module URL,
// into doc_build/static/js/boot.<hash>.js (`writeBoot`); `hydrateOnIntentPass` takes each page's app
// scripts and route-chunk preload out for one `<script defer>` of it, their URLs in its `data-scripts`
// (loaded in that order) and `data-preload`. `pnpm dev` serves pages as Rspress renders them: hydrated on load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync, transformSync } from 'esbuild';
import { minify_sync } from 'terser';
import { SEARCH_VIEW_TEXTS } from '../../theme/search/view';
import type { HtmlPass } from './html-pass';
import { ROOT } from '../../scripts/lib/pages';

const BOOT_SOURCE = path.join(ROOT, 'theme/hydration/boot.ts');

/** The interface strings the boot script needs, per language, from i18n.json. */
function bootLabels(): Record<string, { code: string; table: string; outline: string }> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const pick = (lang: string) => ({ code: i18n['a11y.code'][lang], table: i18n['a11y.table'][lang], outline: i18n['a11y.outline'][lang] });
  return { en: pick('en'), zh: pick('zh') };
}

/** The search dialog's texts, per language, for the early dialog (HTML-escaped; order: theme/hydration/early/search.ts). */
function searchTexts(): Record<string, string[]> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const keys = [
    'searchPlaceholderText',
    'search.dialogLabel',
    'search.close',
    'search.prompt',
    'search.keyNavigate',
    'search.keyOpen',
    'search.keyClose',
  ];
  const html = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return { en: keys.map((k) => html(i18n[k].en)), zh: keys.map((k) => html(i18n[k].zh)) };
}

const minifiedCss = (file: string): string =>
  transformSync(fs.readFileSync(path.join(ROOT, file), 'utf8'), { loader: 'css', minify: true }).code.trim();

/** What the boot script needs to know of the build for the search: the index module's URL, the site's base. */
export type BootSearch = { index: string; base: string };

/** The texts of the dialog's states and results (theme/search/view.ts), per language, for the early dialog's results. */
function searchViewTexts(): Record<string, Record<string, string>> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const pick = (lang: string) => Object.fromEntries(SEARCH_VIEW_TEXTS.map((k) => [k, i18n[k][lang]]));
  return { en: pick('en'), zh: pick('zh') };
}

/**
 * esbuild bundles and minifies in one pass; terser's compressor, run twice over its output, finds what one
 * pass leaves (inlined constants, merged statements): about 5 % less gzip, which every first visit pays for
 * the boot script (6.7 → 6.4 kB) and the first query for the index module (10.4 → 9.8 kB). Synchronous, as
 * the post-build pipeline is until the pages are written.
 */
function compress(code: string, module: boolean): string {
  const out = minify_sync(code, { compress: { passes: 2 }, mangle: true, module, ecma: 2020 }).code;
  if (!out) throw new Error('plugins/post-build/hydrate-on-intent.ts: terser returned no code');
  return out;
}

/**
 * theme/hydration/early/search-warm.ts as one minified ES module, which the boot script imports when the search is
 * pressed: the index loader, the search (theme/search/local.ts) and the early dialog's results, with
 * their texts and styles (theme/search/SearchDialogResults.css).
 */
export function bundleSearchIndex(base = '/'): string {
  const out = buildSync({
    entryPoints: [path.join(ROOT, 'theme/hydration/early/search-warm.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2019',
    supported: { 'dynamic-import': true },
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    define: {
      __SEARCH_BASE__: JSON.stringify(base),
      __SEARCH_VIEW_TEXTS__: JSON.stringify(searchViewTexts()),
      __SEARCH_RESULTS_CSS__: JSON.stringify(minifiedCss('theme/search/SearchDialogResults.css')),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return compress(out.outputFiles[0].text, true);
}

/** theme/hydration/boot.ts as one minified classic script. */
export function bundleBoot(search: BootSearch = { index: '', base: '/' }): string {
  const out = buildSync({
    entryPoints: [BOOT_SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    // The boot script is a classic script, and `import()` loads the index module (theme/hydration/early/search-warm.ts).
    supported: { 'dynamic-import': true },
    define: {
      __BOOT_LABELS__: JSON.stringify(bootLabels()),
      __SEARCH__: JSON.stringify({ ...search, texts: searchTexts() }),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return compress(out.outputFiles[0].text, false);
}

const APP_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const ROUTE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*>/g;

export type Rewritten = { html: string; scripts: string[]; preloads: string[] };

/**
 * One page with the boot script in place of the app's scripts; undefined for a page without them
 * (nothing to defer). The boot script goes where the first of them was.
 */
export function deferApp(html: string, bootSrc: string): Rewritten | undefined {
  const scripts = [...html.matchAll(APP_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) return undefined;
  const preloads = [...html.matchAll(ROUTE_PRELOAD)].map((m) => m[1]);
  const attr = (urls: string[]) => urls.map((u) => u.replace(/&/g, '&amp;').replace(/"/g, '&quot;')).join(' ');
  const boot = `<script defer src="${bootSrc}" data-scripts="${attr(scripts)}"${preloads.length ? ` data-preload="${attr(preloads)}"` : ''}></script>`;
  let placed = false;
  const out = html.replace(ROUTE_PRELOAD, '').replace(APP_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return boot;
  });
  return { html: out, scripts, preloads };
}

/** Writes `code` to doc_build/static/js/<name>.<hash>.js, returning that path. */
function hashed(outDir: string, name: string, code: string): string {
  const file = `static/js/${name}.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(outDir, file), code);
  return file;
}

export type Boot = { src: string; file: string; bytes: number };

/**
 * Writes the boot script and the search's index module to doc_build/static/js/ (their names carry their
 * hash), returning the boot script's URL for the pages.
 */
export function writeBoot(outDir: string, base: string): Boot {
  fs.mkdirSync(path.join(outDir, 'static/js'), { recursive: true });
  const index = hashed(outDir, 'search-index', bundleSearchIndex(base));
  const code = bundleBoot({ index: `${base}${index}`, base });
  const file = hashed(outDir, 'boot', code);
  return { src: `${base}${file}`, file, bytes: code.length };
}

/** Pass of the post-build pipeline (plugins/post-build/index.ts): defers the app on every built page. */
export const hydrateOnIntentPass = (boot: Boot): HtmlPass => ({
  name: 'hydrate-on-intent',
  source: 'plugins/post-build/hydrate-on-intent.ts',
  finds: 'app <script defer src>',
  expectedIn: 'every page Rspress renders',
  rewrite: (html) => deferApp(html, boot.src)?.html,
  summary: (found, looked) =>
    `${found} of ${looked} pages load ${boot.file} (${(boot.bytes / 1024).toFixed(1)} kB) instead of the app's scripts`,
});
