// The built pages hydrate on intent, not on load (theme/boot.ts says what that means for a visitor).
//
// After a production build, this plugin bundles theme/boot.ts into doc_build/static/js/boot.<hash>.js
// and rewrites every page: the app's `<script defer src>` tags and the preload of the page's route
// chunk are taken out, and one `<script defer>` of the boot script takes their place, with their URLs
// in `data-scripts` (loaded in that order) and `data-preload`. A first visit then costs the HTML, the
// stylesheet and the images; React, the router, the theme runtime and the route table load when the
// visitor first presses a control, focuses one, points at one, presses Tab or Ctrl/Cmd+K.
// The search answers before the app (theme/early/search.ts): the boot script carries the dialog's
// styles (theme/SearchDialog.css) and texts, and the URL of the index module that searches and shows the results.
// `pnpm dev` serves the pages as Rspress renders them: the app hydrates on load there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildSync, transformSync } from 'esbuild';
import { SEARCH_VIEW_TEXTS } from '../../theme/search-view';
import { ROOT } from './pages';
import { htmlFiles } from './security-headers';
import { hoistPageStyles } from './page-styles';

const BOOT_SOURCE = path.join(ROOT, 'theme/boot.ts');

/** The interface strings the boot script needs, per language, from i18n.json. */
function bootLabels(): Record<string, { code: string; table: string; outline: string }> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const pick = (lang: string) => ({ code: i18n['a11y.code'][lang], table: i18n['a11y.table'][lang], outline: i18n['a11y.outline'][lang] });
  return { en: pick('en'), zh: pick('zh') };
}

/** The search dialog's texts, per language, for the early dialog (HTML-escaped; order: theme/early/search.ts). */
function searchTexts(): Record<string, string[]> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const keys = ['searchPlaceholderText', 'search.dialogLabel', 'search.close', 'search.prompt', 'search.keyNavigate', 'search.keyOpen', 'search.keyClose'];
  const html = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return { en: keys.map((k) => html(i18n[k].en)), zh: keys.map((k) => html(i18n[k].zh)) };
}

const minifiedCss = (file: string): string => transformSync(fs.readFileSync(path.join(ROOT, file), 'utf8'), { loader: 'css', minify: true }).code.trim();
/** The search dialog's styles as it opens (theme/SearchDialog.css), minified, for the early dialog. */
const searchCss = (): string => minifiedCss('theme/SearchDialog.css');

/** What the boot script needs to know of the build for the search: the index module's URL, the site's base. */
export type BootSearch = { index: string; base: string };

/** The texts of the dialog's states and results (theme/search-view.ts), per language, for the early dialog's results. */
function searchViewTexts(): Record<string, Record<string, string>> {
  const i18n = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')) as Record<string, Record<string, string>>;
  const pick = (lang: string) => Object.fromEntries(SEARCH_VIEW_TEXTS.map((k) => [k, i18n[k][lang]]));
  return { en: pick('en'), zh: pick('zh') };
}

/**
 * theme/early/search-warm.ts as one minified ES module, which the boot script imports when the search is
 * pressed: the index loader, the search (theme/search-local.ts) and the early dialog's results, with
 * their texts and styles (theme/SearchDialogResults.css).
 */
export function bundleSearchIndex(base = '/'): string {
  const out = buildSync({
    entryPoints: [path.join(ROOT, 'theme/early/search-warm.ts')],
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
      __SEARCH_RESULTS_CSS__: JSON.stringify(minifiedCss('theme/SearchDialogResults.css')),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return out.outputFiles[0].text;
}

/** theme/boot.ts as one minified classic script. */
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
    // The boot script is a classic script, and `import()` loads Pagefind's module (theme/search-index-loader.ts).
    supported: { 'dynamic-import': true },
    define: {
      __BOOT_LABELS__: JSON.stringify(bootLabels()),
      __SEARCH__: JSON.stringify({ ...search, texts: searchTexts(), css: searchCss() }),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return out.outputFiles[0].text;
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
  const out = html
    .replace(ROUTE_PRELOAD, '')
    .replace(APP_SCRIPT, () => {
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

/** Rspress plugin: writes the boot script and defers the app on every built page. */
export function pluginHydrateOnIntent(): RspressPlugin {
  return {
    name: 'rsbuild-docs:hydrate-on-intent',
    // Synchronous from start to end: Rspress runs the plugins' afterBuild hooks side by side, and the
    // pages must be rewritten before the search plugin's indexer (another process) reads them.
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir || 'doc_build');
      const base = (config.base || '/').replace(/\/?$/, '/');
      fs.mkdirSync(path.join(outDir, 'static/js'), { recursive: true });
      const index = hashed(outDir, 'search-index', bundleSearchIndex(base));
      const code = bundleBoot({ index: `${base}${index}`, base });
      const file = hashed(outDir, 'boot', code);
      let pages = 0;
      let styledPages = 0;
      for (const page of htmlFiles(outDir)) {
        const built = fs.readFileSync(page, 'utf8');
        const styled = hoistPageStyles(built);
        if (styled !== built) styledPages++;
        const done = deferApp(styled, `${base}${file}`);
        const html = done?.html ?? styled;
        if (html !== built) fs.writeFileSync(page, html);
        if (done) pages++;
      }
      // The home page renders its own styles (theme/PageStyles.tsx): none found means React's markup for
      // them changed and the pass above matched nothing, so the home page would be unstyled.
      if (styledPages === 0) throw new Error('page styles: no built page has the styles of theme/PageStyles.tsx in <body> (React or Rspress output changed: see scripts/lib/page-styles.ts)');
      console.log(`Hydration on intent: ${pages} pages load ${file} (${(code.length / 1024).toFixed(1)} kB) instead of the app's scripts.`);
    },
  };
}
