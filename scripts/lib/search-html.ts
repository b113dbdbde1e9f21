// What the search index reads of a page: the document body of a built page (or of a page rendered
// from its MDX source in development), cleaned and marked up for Pagefind. Pure string functions,
// no Node APIs, so the unit tests run them directly.
//
// Pagefind reads `data-pagefind-body` (only that element is indexed), `data-pagefind-weight` (a
// word's weight, default 1; Pagefind itself weights h1 7, h2 6, h3 5, h4 4), `data-pagefind-meta`
// and `data-pagefind-ignore`. Ranking settings (the title's weight) are given in the browser.

/** The option path weight: `server.port` in the text counts as much as an h3 heading. */
export const OPTION_PATH_WEIGHT = 5;

/**
 * What is not indexed: heading anchors (#), code buttons, the overview filter box, and code blocks
 * (measured on the query sets: as good or better without them, and snippets come from prose).
 */
export const EXCLUDED_SELECTORS = ['.rp-header-anchor', '.rp-code-button-group', '.rp-overview-search', '.rp-codeblock', 'pre', 'button', 'svg'];

/** The sections a config page's option path starts with (`server.port`, `output.distPath.js`). */
const OPTION_SECTIONS = ['source', 'output', 'html', 'server', 'security', 'dev', 'tools', 'performance', 'moduleFederation'];
const OPTION_PATH = new RegExp(`^(?:${OPTION_SECTIONS.join('|')})(?:\\.[A-Za-z][\\w]*)+$`);

/** Is this text a config option path (`server.port`, `output.distPath.js`)? */
export const isOptionPath = (text: string): boolean => OPTION_PATH.test(text.trim());

/** The lang attribute of the <html> element, or undefined. */
export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}

/**
 * The element whose class list holds both `rp-doc` and `rspress-doc` (the page's content, on doc
 * and overview pages), with its markup; undefined on pages without one (home, 404).
 */
export function docBody(html: string): string | undefined {
  const open = /<div class="([^"]*)"[^>]*>/g;
  let m: RegExpExecArray | null;
  while ((m = open.exec(html))) {
    const classes = m[1].split(/\s+/);
    if (!classes.includes('rp-doc') || !classes.includes('rspress-doc')) continue;
    // Find the matching </div> by counting nested divs.
    const tags = /<div\b[^>]*>|<\/div>/g;
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let t: RegExpExecArray | null;
    while ((t = tags.exec(html))) {
      depth += t[0] === '</div>' ? -1 : 1;
      if (depth === 0) return html.slice(m.index + m[0].length, t.index);
    }
    return undefined;
  }
  return undefined;
}

/** Gives inline code that holds a config option path its weight. */
export function weighOptionPaths(body: string): string {
  return body.replace(/<code>([^<]{3,80})<\/code>/g, (whole, text: string) =>
    isOptionPath(text) ? `<code data-pagefind-weight="${OPTION_PATH_WEIGHT}">${text}</code>` : whole,
  );
}

/** The meta field that holds the names a page's code examples import (searched, weighted in the browser). */
export const IMPORTS_META = 'imports';

const decodeEntities = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * The names that the page's code blocks import (`import { pluginSvgr } from '@rsbuild/plugin-svgr'`,
 * `import { createRsbuild, type RsbuildConfig } from '@rsbuild/core'`), in order of first use. Code
 * blocks are not indexed (see EXCLUDED_SELECTORS), so without this a page is not found by the plugin
 * or function its examples are about.
 */
export function importedNames(body: string): string[] {
  const names = new Set<string>();
  for (const pre of body.match(/<pre\b[\s\S]*?<\/pre>/g) ?? []) {
    const code = decodeEntities(pre.replace(/<[^>]+>/g, ''));
    for (const m of code.matchAll(/\bimport\s+(?:type\s+)?([\w$]+\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"][^'"]+['"]/g)) {
      const list = [m[1]?.replace(/[\s,]/g, ''), ...(m[2] ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])];
      for (const n of list) if (n && /^[A-Za-z_$][\w$]*$/.test(n)) names.add(n);
    }
  }
  return [...names];
}

/**
 * A name is searchable as one of a page's imports when at most this many pages of its language import
 * it: `pluginAssetsRetry` (1 page), `pluginSvgr` (5), not `defineConfig` (166) or `pluginReact` (21),
 * which would match nearly every page (and, by Pagefind's prefix and stem matching, queries such as
 * "define").
 */
export const IMPORTS_MAX_PAGES = 5;

/** Each page's imported names, keeping only those imported on at most `maxPages` pages. */
export function distinctiveNames(perPage: string[][], maxPages: number = IMPORTS_MAX_PAGES): string[][] {
  const pages = new Map<string, number>();
  for (const names of perPage) for (const n of new Set(names)) pages.set(n, (pages.get(n) ?? 0) + 1);
  return perPage.map((names) => names.filter((n) => (pages.get(n) ?? 0) <= maxPages));
}

/**
 * The weight of a page's lead (its paragraphs and list items before the first h2: what the page is
 * about, in plain words), in the languages where it helps. A Chinese query describes a task in Chinese
 * ("设置页面标题") while a config page is titled with its option's path (`html.title`): the Chinese words
 * for what the option does are in its lead. Measured on the four query sets together: in Chinese 3
 * more queries of 139 put the expected page first, no set lower; in English the sets moved both ways
 * (tuning and final lower), so English pages are indexed as before.
 */
export const LEAD_WEIGHT = 2;
export const LEAD_LANGS = ['zh'];

/** Gives the paragraphs and list items before the first h2 the lead's weight. */
export function weighLead(body: string): string {
  const end = body.search(/<h2\b/);
  const lead = end < 0 ? body : body.slice(0, end);
  return lead.replace(/<(p|li)>/g, `<$1 data-pagefind-weight="${LEAD_WEIGHT}">`) + (end < 0 ? '' : body.slice(end));
}

/** The page as Pagefind indexes it: the document body only (its lead weighted in LEAD_LANGS), in a page of its language, with the names its code imports (`imports`, see `distinctiveNames`) as a meta field. */
export function searchDocument(body: string, lang: string, names: string[] = []): string {
  const meta = names.length ? `<span data-pagefind-meta="${IMPORTS_META}:${names.join(' ')}"></span>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${meta}<main data-pagefind-body>${weighOptionPaths(LEAD_LANGS.includes(lang) ? weighLead(body) : body)}</main></body></html>`;
}

/** The clean URL of a built HTML file relative to the output folder: `a/b.html` → `/a/b`, `a/index.html` → `/a/`. */
export function routeOfHtmlFile(relative: string): string {
  const p = relative.replace(/\\/g, '/').replace(/\.html$/, '');
  if (p === 'index') return '/';
  return `/${p.endsWith('/index') ? p.slice(0, -'index'.length) : p}`;
}
