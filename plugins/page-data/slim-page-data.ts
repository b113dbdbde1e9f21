// Rspress puts every page's data (title, front matter, description, date, feeds …) of both languages in
// the browser's main chunk (`virtual-page-data`) so that any page can find its own entry. Here each entry
// goes with its page: `withPageExtra` adds it to the page's `__RSPRESS_PAGE_META` (its route chunk), which
// initPageData spreads into `usePage().page` (ARCHITECTURE.md, "Page data"). Server rendering keeps
// Rspress's full list, so the plugins that read it at build time are unchanged.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import YAML from 'yaml';
import { translationFallbacks } from '../../site';
import { OutputChangedError } from '../post-build/html-pass';
import { splitFrontMatter } from '../../scripts/lib/markdown';
import { DOCS, LANGS, ROOT, withLang } from '../../scripts/lib/pages';

/** The part of Rsbuild's bundler chain (webpack-chain) used here. */
type Chain = { resolve: { alias: { set(key: string, value: string): unknown } } };
type TransformContext = { code: string; resourcePath: string; addDependency(file: string): void };
type BuilderApi = {
  modifyBundlerChain(d: { order: 'post'; handler: (chain: Chain, utils: { environment: { name: string } }) => void }): void;
  transform(d: { test: RegExp; environments?: string[]; enforce: 'post' }, handler: (ctx: TransformContext) => string): void;
};

const SOURCE = 'plugins/page-data/slim-page-data.ts';
/**
 * The rewrites' contract holds in production builds: `rspress dev` writes the virtual modules and the
 * pages' modules in other forms, which are left as they are (the bytes saved matter only to visitors).
 */
const production = (): boolean => process.env.NODE_ENV === 'production';
/** The modules rewritten below, as the transforms' tests name them. */
const VIRTUAL_MODULES = ['virtual-site-data.js', 'virtual-i18n-text.js'];
/** What Rspress's MDX loader puts in a page's module: its meta, which withPageExtra extends. */
const PAGE_META = 'MDXContent.__RSPRESS_PAGE_META[';
/** The error of a rewrite below whose regex or field matched nothing: Rspress's modules changed. */
const changed = (thing: string, where: string, expected: string): OutputChangedError =>
  new OutputChangedError('slim-page-data', thing, where, expected, SOURCE);

/**
 * Rewrites a module of the form `export default {JSON}` (Rspress's virtual modules `module`); throws
 * when the module is not of that form.
 */
function rewriteJsonModule<T>(code: string, module: string, change: (data: T) => void): string {
  const m = /^\s*export default ([\s\S]*?);?\s*$/.exec(code);
  let data: T;
  try {
    if (!m) throw new Error();
    data = JSON.parse(m[1]) as T;
  } catch {
    throw changed('`export default {JSON}`', module, `the virtual modules ${VIRTUAL_MODULES.join(', ')}`);
  }
  change(data);
  return `export default ${JSON.stringify(data)};`;
}

type SiteData = { themeConfig?: { sidebar?: unknown; nav?: unknown; locales?: { sidebar?: unknown; nav?: unknown }[] } };

/**
 * The browser's site data without the top-level sidebar and nav: with locales, Rspress reads each
 * locale's own (useLocaleSiteData), so the top-level copies are never used.
 */
export const slimSiteData = (code: string): string =>
  rewriteJsonModule<SiteData>(code, 'virtual-site-data.js', (data) => {
    const locales = data.themeConfig?.locales ?? [];
    if (!data.themeConfig || !locales.length)
      throw changed('themeConfig.locales', 'virtual-site-data.js', 'the site data of a site with languages');
    const before = JSON.stringify(data);
    if (locales.every((l) => l.sidebar)) delete data.themeConfig.sidebar;
    if (locales.every((l) => l.nav)) delete data.themeConfig.nav;
    if (JSON.stringify(data) === before)
      throw changed("top-level sidebar or nav beside every locale's own", 'virtual-site-data.js', 'themeConfig');
  });

/**
 * The browser's interface strings without the page labels (`page:/route`, scripts/lib/site-nav.ts):
 * they name the sidebar's items, which the build resolves into each locale's sidebar.
 */
export const slimI18nText = (code: string): string =>
  rewriteJsonModule<Record<string, unknown>>(code, 'virtual-i18n-text.js', (data) => {
    const labels = Object.keys(data).filter((key) => key.startsWith('page:'));
    if (!labels.length)
      throw changed('`page:` labels', 'virtual-i18n-text.js', 'the interface strings (i18nSource, scripts/lib/site-nav.ts)');
    for (const key of labels) delete data[key];
  });
type Entry = Record<string, unknown> & {
  routePath: string;
  lang?: string;
  title?: string;
  _relativePath?: string;
  _filepath?: string;
  frontmatter?: Record<string, unknown>;
};

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
  if (!fs.existsSync(file)) return code;
  // A page of the page list: Rspress's MDX loader gives its module a meta.
  if (!code.includes(PAGE_META)) {
    if (!production()) return code;
    throw changed(PAGE_META, path.relative(docs, resourcePath), "the module of every page, from Rspress's MDX loader");
  }
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
      return {
        routePath: p.routePath,
        lang: p.lang,
        title: p.title,
        toc: p.toc ?? [],
        description: p.description,
        ...(Object.keys(frontmatter).length ? { frontmatter } : {}),
      };
    });
}

/** The browser's page list: the routes whose titles theme/components/MissingTranslation/index.tsx shows. */
export function browserPages(all: Entry[]): Record<string, unknown>[] {
  const wanted = new Set(
    Object.values(translationFallbacks).flatMap((byLang) => LANGS.flatMap((lang) => (byLang[lang] ? [withLang(byLang[lang], lang)] : []))),
  );
  return all.filter((p) => wanted.has(p.routePath)).map((p) => ({ routePath: p.routePath, lang: p.lang, title: p.title }));
}

export function pluginSlimPageData(docs: string = DOCS): RspressPlugin {
  const entries = new Map<string, Entry>();
  // How many modules each rewrite changed in this build: a module whose name Rspress changed would not
  // reach its rewrite at all.
  const rewritten = { 'virtual-site-data.js': 0, 'virtual-i18n-text.js': 0, [PAGE_META]: 0 };
  const count = (key: keyof typeof rewritten, before: string, after: string): string => {
    if (after !== before) rewritten[key]++;
    return after;
  };
  return {
    name: 'rsbuild-docs:slim-page-data',
    extendPageData(pageData) {
      const entry = pageData as unknown as Entry;
      entries.set(entry._relativePath ?? entry.routePath, entry);
    },
    afterBuild(_config, isProd) {
      // With the persistent build cache (DOCS_CACHE=1, plugins/build-options.ts) a warm build reuses
      // the modules without transforming them: nothing to count then.
      if (!isProd || process.env.DOCS_CACHE === '1') return;
      for (const [thing, n] of Object.entries(rewritten)) {
        if (n === 0)
          throw changed(
            thing,
            'any module of the build',
            thing === PAGE_META ? "the module of every page, from Rspress's MDX loader" : `Rspress's virtual modules`,
          );
      }
    },
    builderConfig: {
      plugins: [
        {
          name: 'rsbuild-docs:slim-page-data',
          setup(api: BuilderApi) {
            api.transform({ test: /virtual-site-data\.js$/, environments: ['web'], enforce: 'post' }, ({ code }) =>
              production() ? count('virtual-site-data.js', code, slimSiteData(code)) : code,
            );
            api.transform({ test: /virtual-i18n-text\.js$/, environments: ['web'], enforce: 'post' }, ({ code }) =>
              production() ? count('virtual-i18n-text.js', code, slimI18nText(code)) : code,
            );
            // Every environment: the server-rendered page and the browser's agree.
            api.transform({ test: /\.mdx?$/, enforce: 'post' }, (ctx) => count(PAGE_META, ctx.code, withPageExtra(ctx, docs)));
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
                writeIfChanged(
                  list,
                  `export const pageData = ${JSON.stringify({ pages: browserPages(all) })};\nexport const searchIndexHash = {};\n`,
                );
                chain.resolve.alias.set('virtual-page-data', list);
              },
            });
          },
        },
      ],
    },
  };
}
