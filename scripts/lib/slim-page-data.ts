// Rspress puts the data of every page of both languages (title, front matter, description, date,
// feeds …) in the browser's main chunk (`virtual-page-data`), 27 KB gzip of its 75 KB, so that any
// page can find its own entry. Here each page's entry goes with that page instead:
// - `withPageExtra` (a transform after Rspress's MDX loader) adds it to the page's `__RSPRESS_PAGE_META`
//   (in the page's route chunk),
//   which initPageData spreads into `usePage().page` in the browser and in server rendering alike;
// - an overview page also gets the entries of its child pages (`overviewPages`, for its list);
// - the browser's page list keeps only the titles that MissingTranslation shows (the fallback pages).
// Server rendering keeps Rspress's full list, so the plugins that read it at build time are unchanged.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import YAML from 'yaml';
import { translationFallbacks } from '../../site';
import { splitFrontMatter } from './markdown';
import { DOCS, LANGS, ROOT, withLang } from './pages';

/** The part of Rsbuild's bundler chain (webpack-chain) used here. */
type Chain = { resolve: { alias: { set(key: string, value: string): unknown } } };
type TransformContext = { code: string; resourcePath: string; addDependency(file: string): void };
type BuilderApi = {
  modifyBundlerChain(d: { order: 'post'; handler: (chain: Chain, utils: { environment: { name: string } }) => void }): void;
  transform(d: { test: RegExp; environments?: string[]; enforce: 'post' }, handler: (ctx: TransformContext) => string): void;
};

/** Rewrites a module of the form `export default {JSON}` (Rspress's virtual modules); anything else stays as it is. */
function rewriteJsonModule<T>(code: string, change: (data: T) => void): string {
  const m = /^\s*export default ([\s\S]*?);?\s*$/.exec(code);
  if (!m) return code;
  let data: T;
  try {
    data = JSON.parse(m[1]) as T;
  } catch {
    return code;
  }
  change(data);
  return `export default ${JSON.stringify(data)};`;
}

type SiteData = { themeConfig?: { sidebar?: unknown; nav?: unknown; locales?: { sidebar?: unknown; nav?: unknown }[] } };

/**
 * The browser's site data without the top-level sidebar and nav: with locales, Rspress reads each
 * locale's own (useLocaleSiteData), so the top-level copies (1.3 KB gzip) are never used.
 */
export const slimSiteData = (code: string): string =>
  rewriteJsonModule<SiteData>(code, (data) => {
    const locales = data.themeConfig?.locales ?? [];
    if (!data.themeConfig || !locales.length) return;
    if (locales.every((l) => l.sidebar)) delete data.themeConfig.sidebar;
    if (locales.every((l) => l.nav)) delete data.themeConfig.nav;
  });

/**
 * The browser's interface strings without the page labels (`page:/route`, scripts/lib/site-nav.ts):
 * they name the sidebar's items, which the build resolves into each locale's sidebar.
 */
export const slimI18nText = (code: string): string =>
  rewriteJsonModule<Record<string, unknown>>(code, (data) => {
    for (const key of Object.keys(data)) if (key.startsWith('page:')) delete data[key];
  });
type Entry = Record<string, unknown> & { routePath: string; lang?: string; title?: string; _relativePath?: string; _filepath?: string; frontmatter?: Record<string, unknown> };

export const PAGE_DATA_DIR = path.join(ROOT, 'node_modules/.cache/rsbuild-docs/page-data');
/** Never sent: the page's text (Rspress drops these itself) and what the page has in its own meta. */
const DROPPED = new Set(['content', '_filepath', '_flattenContent', 'toc', 'title']);

const fileOf = (rel: string, dir: string = PAGE_DATA_DIR): string => path.join(dir, `${rel.replace(/[^\w.-]+/g, '_')}.json`);

/**
 * A page module (the output of Rspress's MDX loader) with the page's own entry of the page list
 * (description, date, feeds …, written by the plugin below to a JSON file per page) added to its
 * `__RSPRESS_PAGE_META`, which Rspress's initPageData spreads into `usePage().page`. The browser's
 * page list then no longer needs those fields.
 */
export function withPageExtra({ code, resourcePath, addDependency }: TransformContext, docs: string, dir: string = PAGE_DATA_DIR): string {
  const file = fileOf(path.relative(docs, resourcePath).split(path.sep).join('/'), dir);
  // The file may appear later (a new page in `pnpm dev`): watch for it either way.
  addDependency(file);
  if (!fs.existsSync(file) || !code.includes('MDXContent.__RSPRESS_PAGE_META[')) return code;
  return `${code}
;(function (meta, extra) {
  var own = meta[Object.keys(meta)[0]];
  if (!own) return;
  var frontmatter = extra.frontmatter;
  delete extra.frontmatter;
  Object.assign(own, extra);
  if (frontmatter) own.frontmatter = Object.assign({}, own.frontmatter, frontmatter);
})(MDXContent.__RSPRESS_PAGE_META, ${fs.readFileSync(file, 'utf8')});
`;
}

/** Writes a file unless it already holds this text (the persistent build cache keys on it). */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Front matter keys that plugins added or changed (the page's meta has the source's own). */
function addedFrontmatter(entry: Entry): Record<string, unknown> | undefined {
  const fm = entry.frontmatter ?? {};
  let source: Record<string, unknown> = {};
  if (entry._filepath && fs.existsSync(entry._filepath)) {
    try {
      source = (YAML.parse(splitFrontMatter(fs.readFileSync(entry._filepath, 'utf8')).raw) ?? {}) as Record<string, unknown>;
    } catch {}
  }
  const added = Object.fromEntries(Object.entries(fm).filter(([k, v]) => JSON.stringify(source[k]) !== JSON.stringify(v)));
  return Object.keys(added).length ? added : undefined;
}

/** What a page's route chunk carries of its entry. */
export function pageExtra(entry: Entry, all: Entry[]): Record<string, unknown> {
  const extra: Record<string, unknown> = Object.fromEntries(Object.entries(entry).filter(([k]) => !DROPPED.has(k) && k !== 'frontmatter'));
  const frontmatter = addedFrontmatter(entry);
  if (frontmatter) extra.frontmatter = frontmatter;
  if (entry.frontmatter?.overview === true || entry.frontmatter?.pageType === 'overview') extra.overviewPages = overviewPages(entry, all);
  return extra;
}

/** The child pages an overview lists: same language, under its route; what theme/components/Overview/index.tsx reads. */
export function overviewPages(entry: Entry, all: Entry[]): Record<string, unknown>[] {
  const norm = (p: string): string => p.replace(/\.html$/, '').replace(/\/index$/, '/');
  const base = norm(entry.routePath);
  return all
    .filter((p) => p.lang === entry.lang && norm(p.routePath) !== base && norm(p.routePath).startsWith(base))
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .map((p) => {
      const fm = p.frontmatter ?? {};
      const frontmatter = Object.fromEntries(['published_at', 'description'].filter((k) => fm[k] !== undefined).map((k) => [k, fm[k]]));
      return { routePath: p.routePath, lang: p.lang, title: p.title, toc: p.toc ?? [], description: p.description, ...(Object.keys(frontmatter).length ? { frontmatter } : {}) };
    });
}

/** The browser's page list: the routes whose titles theme/components/MissingTranslation/index.tsx shows. */
export function browserPages(all: Entry[]): Record<string, unknown>[] {
  const wanted = new Set(Object.values(translationFallbacks).flatMap((byLang) => LANGS.flatMap((lang) => (byLang[lang] ? [withLang(byLang[lang], lang)] : []))));
  return all.filter((p) => wanted.has(p.routePath)).map((p) => ({ routePath: p.routePath, lang: p.lang, title: p.title }));
}

export function pluginSlimPageData(docs: string = DOCS): RspressPlugin {
  const entries = new Map<string, Entry>();
  return {
    name: 'rsbuild-docs:slim-page-data',
    extendPageData(pageData) {
      const entry = pageData as unknown as Entry;
      entries.set(entry._relativePath ?? entry.routePath, entry);
    },
    builderConfig: {
      plugins: [
        {
          name: 'rsbuild-docs:slim-page-data',
          setup(api: BuilderApi) {
            api.transform({ test: /virtual-site-data\.js$/, environments: ['web'], enforce: 'post' }, ({ code }) => slimSiteData(code));
            api.transform({ test: /virtual-i18n-text\.js$/, environments: ['web'], enforce: 'post' }, ({ code }) => slimI18nText(code));
            // Every environment: the server-rendered page and the browser's agree.
            api.transform({ test: /\.mdx?$/, enforce: 'post' }, (ctx) => withPageExtra(ctx, docs));
            api.modifyBundlerChain({
              order: 'post',
              handler: (chain, { environment }) => {
                // The web environment's chain runs after Rspress computed the page data (and every
                // extendPageData hook ran): write each page's part and the browser's list now.
                if (environment.name !== 'web' || entries.size === 0) return;
                const all = [...entries.values()];
                for (const entry of all) {
                  if (entry._relativePath) writeIfChanged(fileOf(entry._relativePath), JSON.stringify(pageExtra(entry, all)));
                }
                const list = path.join(PAGE_DATA_DIR, 'browser-page-data.js');
                writeIfChanged(list, `export const pageData = ${JSON.stringify({ pages: browserPages(all) })};\nexport const searchIndexHash = {};\n`);
                chain.resolve.alias.set('virtual-page-data', list);
              },
            });
          },
        },
      ],
    },
  };
}
