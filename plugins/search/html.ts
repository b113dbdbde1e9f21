// What the search index reads of a page: the document body of a built page (or of a page rendered
// from its MDX source in development), cleaned and marked up for Pagefind. Pure string functions,
// no Node APIs, so the unit tests run them directly.
//
// Pagefind reads `data-pagefind-body` (only that element is indexed), `data-pagefind-weight` (a
// word's weight, default 1), `data-pagefind-meta` and `data-pagefind-ignore`. The weights are those of
// the ranking's configuration (theme/search/ranking.ts, `index`); the ranking settings the browser
// gives Pagefind (the title's weight) are there too.
import { RANKING, type RankingConfig } from '../../theme/search/ranking';

type IndexRanking = RankingConfig['index'];

/**
 * What is not indexed: heading anchors (#), code buttons, the page's actions under its title (the same
 * links on every page: "View as Markdown", "Open in ChatGPT"), the overview filter box, and code blocks
 * (measured on the query sets: as good or better without them, and snippets come from prose).
 */
export const EXCLUDED_SELECTORS = [
  '.rp-header-anchor',
  '.rp-code-button-group',
  '.rs-pa',
  '.rp-overview-search',
  '.rp-codeblock',
  'pre',
  'button',
  'svg',
];

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

/** Gives each heading its weight (`headingWeights`), written out rather than left to Pagefind's defaults. */
export function weighHeadings(body: string, weights: IndexRanking['headingWeights'] = RANKING.index.headingWeights): string {
  return body.replace(/<(h[1-6])\b/g, (_, tag: keyof IndexRanking['headingWeights']) => `<${tag} data-pagefind-weight="${weights[tag]}"`);
}

/** The meta field that holds the names a page's code examples import (searched, weighted in the browser). */
export const IMPORTS_META = 'imports';

const decodeEntities = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

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
      const list = [
        m[1]?.replace(/[\s,]/g, ''),
        ...(m[2] ?? '').split(',').map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        ),
      ];
      for (const n of list) if (n && /^[A-Za-z_$][\w$]*$/.test(n)) names.add(n);
    }
  }
  return [...names];
}

/**
 * Each page's imported names, keeping only those imported on at most `maxPages` pages of its language
 * (`importsMaxPages`): `pluginAssetsRetry` (1 page), `pluginSvgr` (5), not `defineConfig` (166) or
 * `pluginReact` (21), which would match nearly every page (and, by Pagefind's prefix and stem
 * matching, queries such as "define").
 */
export function distinctiveNames(perPage: string[][], maxPages: number = RANKING.index.importsMaxPages): string[][] {
  const pages = new Map<string, number>();
  for (const names of perPage) for (const n of new Set(names)) pages.set(n, (pages.get(n) ?? 0) + 1);
  return perPage.map((names) => names.filter((n) => (pages.get(n) ?? 0) <= maxPages));
}

/**
 * Gives the paragraphs and list items before the first h2 (what the page is about, in plain words) the
 * lead's weight (`lead.weight`).
 */
export function weighLead(body: string, weight: number = RANKING.index.lead.weight): string {
  const end = body.search(/<h2\b/);
  const lead = end < 0 ? body : body.slice(0, end);
  return lead.replace(/<(p|li)>/g, `<$1 data-pagefind-weight="${weight}">`) + (end < 0 ? '' : body.slice(end));
}

/** The meta field of the questions readers asked that a page answered (RANKING.index.asked): searched, never shown. */
export const ASKED_META = 'asked';

/** The meta field of the questions written for a page (RANKING.index.questions): searched, never shown. */
export const QUESTIONS_META = 'questions';

/** Text as HTML text: `&` and `<` escaped. */
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A page's questions: those readers asked that it answered (`asked`) and those written for it (`questions`). */
export type PageQuestions = { readonly asked?: readonly string[]; readonly questions?: readonly string[] };

/**
 * The page as Pagefind indexes it: the document body only, its headings and (in `lead.langs`) lead
 * weighted, in a page of its language, with the names its code imports (`imports`,
 * see `distinctiveNames`) and its questions (`asked`, `questions`: each in its field's languages) as meta fields.
 */
export function searchDocument(
  body: string,
  lang: string,
  names: string[] = [],
  ranking: IndexRanking = RANKING.index,
  { asked = [], questions = [] }: PageQuestions = {},
): string {
  let meta = names.length ? `<span data-pagefind-meta="${IMPORTS_META}:${names.join(' ')}"></span>` : '';
  if (ranking.asked.langs.includes(lang) && asked.length)
    meta += `<span data-pagefind-meta="${ASKED_META}">${escapeText(asked.join(' | '))}</span>`;
  if (ranking.questions.langs.includes(lang) && questions.length)
    meta += `<span data-pagefind-meta="${QUESTIONS_META}">${escapeText(questions.join(' | '))}</span>`;
  const lead = ranking.lead.langs.includes(lang) ? weighLead(body, ranking.lead.weight) : body;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${meta}<main data-pagefind-body>${weighHeadings(lead, ranking.headingWeights)}</main></body></html>`;
}

/** The clean URL of a built HTML file relative to the output folder: `a/b.html` → `/a/b`, `a/index.html` → `/a/`. */
export function routeOfHtmlFile(relative: string): string {
  const p = relative.replace(/\\/g, '/').replace(/\.html$/, '');
  if (p === 'index') return '/';
  return `/${p.endsWith('/index') ? p.slice(0, -'index'.length) : p}`;
}
