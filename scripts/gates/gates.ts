// The content gates: checks on the page sources that keep every page present, true, translated and
// linked. Each gate takes a docs folder and returns problems [{ file, line, message }], where the
// message says what to change. tests/content runs them on docs/ and proves each one fails on a
// planted defect (gates-fail.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import { checkFrontMatterYaml } from '../../plugins/page-check';
import { codeBlocks, customId, headings, links, plainText, splitFrontMatter, withoutCode } from '../lib/markdown';
import { DEFAULT_LANG, DOCS, LANGS, type Lang, ROOT, listPages, pageFile, splitLang, withLang } from '../lib/pages';
import type { Inspected } from '../lib/rsbuild-defaults';
import { type NavEntry, type SidebarGroupData, nav, sidebar } from '../../site';
import { PLUGIN_DECLARATIONS, checkExamples } from './check-examples';

type Slugger = { slug(text: string): string };
const requireFromRspress = createRequire(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const GithubSlugger = (requireFromRspress('@rspress/shared/github-slugger') as { default: new () => Slugger }).default;

/** The routes the site must serve, English (no prefix) and Chinese (/zh), one per line. */
export const ROUTES_FILE = path.join(ROOT, 'tests', 'fixtures', 'routes.txt');
/** Where the navigation data lives (nav and sidebar entries are reported at this file). */
export const NAVIGATION_FILE = path.join(ROOT, 'site', 'navigation.ts');

export type Problem = { file: string; line: number; message: string };
export type Navigation = { nav: readonly NavEntry[]; sidebar: Readonly<Record<string, readonly SidebarGroupData[]>> };
export type PageEntry = { lang: Lang; route: string; file: string };

/** The site's navigation data (site/navigation.ts). */
export const NAVIGATION: Navigation = { nav, sidebar };

const rel = (file: string): string => path.relative(ROOT, file);
const problem = (file: string, line: number, message: string): Problem => ({ file: rel(file), line, message });
const read = (file: string): string => fs.readFileSync(file, 'utf8');

/** A parsed YAML value, walked without trusting its shape. */
const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const frontMatterYaml = (src: string): string | undefined => /^---\r?\n([\s\S]*?)\r?\n---/.exec(src)?.[1];

/** Lines of a route list file (comments and blanks skipped). */
export function readRouteList(file: string = ROUTES_FILE): string[] {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: it lists the routes the site must serve, one per line`);
  return read(file)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

/** All page sources of both languages: [{ lang, route, file }] (route without language prefix). */
export function allPages(docs: string = DOCS): PageEntry[] {
  return LANGS.flatMap((lang) => listPages(lang, docs).map((p) => ({ lang, ...p })));
}

/** Path of the page source a route should have (whether or not it exists). */
const expectedFile = (route: string, lang: Lang, docs: string): string =>
  path.join(docs, lang, route.endsWith('/') ? `${route}index.mdx` : `${route}.mdx`);

/** The routes (without language prefix) the navigation data links: nav entries and sidebar items. */
export function navigationRoutes(navigation: Navigation = NAVIGATION): string[] {
  const out = new Set<string>(navigation.nav.map((n) => n.link));
  for (const groups of Object.values(navigation.sidebar)) for (const g of groups) for (const r of g.items) out.add(r);
  return [...out];
}

/** Does a route have its page in every language? */
const inBothLanguages = (route: string, docs: string): boolean => LANGS.every((lang) => pageFile(route, lang, docs) !== undefined);

// 1. Routes ------------------------------------------------------------------------------------

/**
 * Every route of the list has its page; every page is a route of the list, or is reachable from the
 * navigation data and written in both languages (authors add pages through the navigation data,
 * without editing the list).
 */
export function checkRoutes(docs: string, routes: readonly string[], navigation: Navigation = NAVIGATION): Problem[] {
  const out: Problem[] = [];
  const known = new Set(routes);
  const navigable = new Set(navigationRoutes(navigation));
  for (const r of routes) {
    const { lang, route } = splitLang(r);
    if (!pageFile(route, lang, docs)) {
      const expected = expectedFile(route, lang, docs);
      out.push(problem(expected, 0, `route ${r} has no page: write ${rel(expected)}`));
    }
  }
  for (const { lang, route, file } of allPages(docs)) {
    const r = withLang(route, lang);
    if (known.has(r)) continue;
    if (!navigable.has(route)) {
      out.push(
        problem(
          file,
          0,
          `page ${r} is not a route of ${rel(ROUTES_FILE)} and the navigation data (${rel(NAVIGATION_FILE)}) does not link it: add it to the sidebar, move it under shared/ or delete it`,
        ),
      );
      continue;
    }
    for (const other of LANGS) {
      if (other !== lang && !pageFile(route, other, docs)) {
        const expected = expectedFile(route, other, docs);
        out.push(problem(file, 0, `page ${r} is in the navigation data but has no ${other} page: write ${rel(expected)}`));
      }
    }
  }
  return out;
}

/**
 * The route list itself: clean paths, no route twice, both home pages, and every Chinese route with
 * its English one (the Chinese site translates the English one).
 */
export function checkRouteList(file: string = ROUTES_FILE): Problem[] {
  const out: Problem[] = [];
  const first = new Map<string, number>();
  read(file)
    .split('\n')
    .forEach((text, i) => {
      const r = text.trim();
      if (!r.startsWith('/')) return;
      const seen = first.get(r);
      if (seen) out.push(problem(file, i + 1, `route ${r} is listed twice (first on line ${seen}): remove one`));
      else first.set(r, i + 1);
      if (!/^\/[\w\-./]*$/.test(r) || /\/\/|\.(html|mdx?)$|\/index$/.test(r))
        out.push(problem(file, i + 1, `route ${r} is not a clean route path (/guide/start/ or /guide/start/quick-start)`));
    });
  for (const lang of LANGS) {
    const home = withLang('/', lang);
    if (!first.has(home)) out.push(problem(file, 1, `the ${lang} home page ${home} is not listed: add it`));
  }
  for (const [r, line] of first) {
    const { lang, route } = splitLang(r);
    if (lang !== DEFAULT_LANG && !first.has(route))
      out.push(problem(file, line, `${r} has no English route ${route}: every Chinese page translates an English one`));
  }
  return out;
}

// 2. Parity ------------------------------------------------------------------------------------

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/g;

const BLOCK_KINDS = ['items', 'nested', 'rows', 'callouts'] as const;
type BlockKind = (typeof BLOCK_KINDS)[number];
type BlockCounts = Record<BlockKind, number> & { title: string; line: number };
/** Each kind's name, one and many. */
const BLOCK_NAMES: Record<BlockKind, [string, string]> = {
  items: ['list item', 'list items'],
  nested: ['nested list item', 'nested list items'],
  rows: ['table row', 'table rows'],
  callouts: ['callout (:::)', 'callouts (:::)'],
};

/**
 * A page's blocks counted per h2/h3 section (the text before the first one is section 0): list items at the
 * margin and nested, table rows (not the delimiter row), callouts. A translation that drops an item of a
 * "Common problems" list keeps its headings and code blocks: this is what tells.
 */
function sectionBlocks(src: string): BlockCounts[] {
  const fresh = (title: string, line: number): BlockCounts => ({ title, line, items: 0, nested: 0, rows: 0, callouts: 0 });
  const starts = new Map(
    headings(src)
      .filter((h) => h.depth === 2 || h.depth === 3)
      .map((h) => [h.line, h.text]),
  );
  const out = [fresh('', 1)];
  withoutCode(src)
    .split('\n')
    .forEach((text, i) => {
      const title = starts.get(i + 1);
      if (title !== undefined) return void out.push(fresh(title, i + 1));
      const s = out[out.length - 1];
      if (/^([-*+]|\d+\.)\s/.test(text)) s.items++;
      else if (/^\s{2,}([-*+]|\d+\.)\s/.test(text)) s.nested++;
      else if (/^\|/.test(text) && !/^\|[\s:|-]+\|?\s*$/.test(text)) s.rows++;
      else if (/^:::\s*\w/.test(text)) s.callouts++;
    });
  return out;
}

/**
 * Chinese pages mirror their English page: the same h2/h3 structure, code blocks, and in each section as many list
 * items, table rows and callouts; and they are in Chinese.
 */
export function checkParity(docs: string): Problem[] {
  const out: Problem[] = [];
  for (const { route, file } of listPages('zh', docs)) {
    const en = pageFile(route, 'en', docs);
    if (!en) continue;
    const zhSrc = read(file);
    const enSrc = read(en);
    const shape = (src: string) => headings(src).filter((h) => h.depth === 2 || h.depth === 3);
    const zh = shape(zhSrc);
    const eng = shape(enSrc);
    const n = Math.max(zh.length, eng.length);
    for (let i = 0; i < n; i++) {
      const z = zh[i];
      const e = eng[i];
      if (z?.depth !== e?.depth) {
        const where = z?.line ?? zh.at(-1)?.line ?? 1;
        out.push(
          problem(
            file,
            where,
            `heading ${i + 1} is ${z ? `h${z.depth} "${z.text}"` : 'missing'} but the English page has ${e ? `h${e.depth} "${e.text}" (${rel(en)}:${e.line})` : 'no more headings'}: give both pages the same h2/h3 structure`,
          ),
        );
        break;
      }
    }
    if (zh.length === eng.length && zh.every((h, i) => h.depth === eng[i].depth)) {
      const zs = sectionBlocks(zhSrc);
      const es = sectionBlocks(enSrc);
      zs.forEach((z, i) => {
        const e = es[i];
        const kind = BLOCK_KINDS.find((k) => z[k] !== e[k]);
        if (!kind) return;
        const title = i === 0 ? 'the text before the first section' : `section "${z.title}"`;
        out.push(
          problem(
            file,
            z.line,
            `${title} has ${z[kind]} ${BLOCK_NAMES[kind][z[kind] === 1 ? 0 : 1]} but the English page has ${e[kind]} (${rel(en)}:${e.line}): translate every one, and give both the same lists, tables and callouts`,
          ),
        );
      });
    }
    const langs = (src: string): string[] => codeBlocks(src).map((b) => b.lang || '(none)');
    const zl = langs(zhSrc);
    const el = langs(enSrc);
    if (zl.join() !== el.join()) {
      out.push(
        problem(file, 1, `code blocks [${zl.join(', ')}] differ from the English page's [${el.join(', ')}]: translate the same examples`),
      );
    }
    if (route === '/') continue; // the home pages are front matter only (checked by the front matter gate)
    const prose = withoutCode(splitFrontMatter(zhSrc).body)
      .replace(/`[^`]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']');
    const cjk = (prose.match(CJK) ?? []).length;
    const latin = (prose.match(/[A-Za-z]/g) ?? []).length;
    if (cjk < latin * 0.25)
      out.push(problem(file, 1, `the page is not written in Chinese (${cjk} Chinese characters, ${latin} Latin letters): translate it`));
    else if (cjk < 40)
      out.push(
        problem(
          file,
          1,
          `the page has only ${cjk} Chinese characters of text (minimum 40): it is a stub, translate the whole English page`,
        ),
      );
  }
  return out;
}

// 3. Defaults ----------------------------------------------------------------------------------

type Labels = { type: string; default: string; dev: RegExp; prod: RegExp };
const LABELS: Record<Lang, Labels> = {
  en: { type: '**Type:**', default: '**Default:**', dev: /development/i, prod: /production/i },
  zh: { type: '**类型：**', default: '**默认值：**', dev: /开发/, prod: /生产/ },
};

export type Literal = { ok: true; value: unknown } | { ok: false };

/** Parses a documented literal (`8080`, `'index'`, `{ a: 1 }`); returns { ok, value }. */
export function parseLiteral(text: string): Literal {
  const src = text
    .trim()
    .replace(/^const\s+\w+\s*=\s*/, '')
    .replace(/;\s*$/, '');
  if (!/^(undefined|null|true|false|-?\d[\d_.]*|'[^']*'|"[^"]*"|\[[\s\S]*\]|\{[\s\S]*\})$/.test(src)) return { ok: false };
  if (/=>|\bfunction\b|\bnew\b|\bimport\b|\brequire\b|\bprocess\b|\bglobalThis\b/.test(src)) return { ok: false };
  try {
    return { ok: true, value: new Function(`"use strict"; return (${src});`)() as unknown };
  } catch {
    return { ok: false };
  }
}

/** A documented Default line: one value, or a value per mode. */
type DocumentedDefault = { line: number; raw: string; value?: string; dev?: string; prod?: string };

/** Reads the Default line between two lines (0-based, `to` excluded), or undefined. */
function documentedDefault(
  lines: string[],
  blocks: ReturnType<typeof codeBlocks>,
  from: number,
  to: number,
  lang: Lang,
): DocumentedDefault | undefined {
  const L = LABELS[lang];
  for (let i = from; i < to; i++) {
    const text = lines[i];
    const at = text.indexOf(L.default);
    if (at === -1) continue;
    const rest = text.slice(at + L.default.length);
    const spans = [...rest.matchAll(/`([^`]+)`/g)];
    if (spans.length === 0) {
      const block = blocks.find((b) => b.line > i + 1 && b.line <= i + 3);
      return block ? { line: i + 1, value: block.code, raw: block.code } : { line: i + 1, raw: rest.trim() };
    }
    const found: DocumentedDefault = { line: i + 1, raw: rest.trim() };
    spans.forEach((m, k) => {
      const start = m.index ?? 0;
      const after = rest.slice(start + m[0].length, spans[k + 1]?.index ?? rest.length);
      const prev = spans[k - 1];
      const before = rest.slice(prev ? (prev.index ?? 0) + prev[0].length : 0, start);
      const ctx = lang === 'en' ? after : before;
      if (L.dev.test(ctx) && !L.prod.test(ctx)) found.dev = m[1];
      else if (L.prod.test(ctx) && !L.dev.test(ctx)) found.prod = m[1];
    });
    if (found.dev === undefined && found.prod === undefined) found.value = spans[0][1];
    return found;
  }
  return undefined;
}

/** Value at a dotted path of a config object. */
const get = (obj: unknown, p: string): unknown =>
  p.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

/** Effective defaults that live in the generated Rspack config, not in the normalized config. */
const EFFECTIVE: Record<string, (rspack: unknown) => unknown> = {
  'output.sourceMap.js': (rspack) => get(rspack, 'devtool'),
};

/** Is a real value small enough to compare with a documented literal? */
function comparable(v: unknown): boolean {
  if (v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  let json: string | undefined;
  try {
    json = JSON.stringify(v);
  } catch {
    return false;
  }
  if (json === undefined || json.length > 800) return false;
  if (json.includes('rsbuild-fixture-')) return false; // depends on the fixture project's paths
  const plain = (x: unknown): boolean =>
    x === null ||
    ['string', 'number', 'boolean'].includes(typeof x) ||
    (Array.isArray(x)
      ? x.every(plain)
      : typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype && Object.values(x as object).every(plain));
  return plain(v);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b) || (Number.isNaN(a) && Number.isNaN(b));
const show = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v));

/** A config of 0.5.9 per mode, as scripts/lib/rsbuild-defaults.ts returns it. */
export type ByMode = { development: Inspected; production: Inspected };
export type DefaultProblems = Problem[] & { compared: number };

/**
 * The Type and Default lines of config pages are there and the defaults are the real ones.
 * @param normalized getNormalizedConfig() per mode
 * @param rspack generated Rspack config per mode
 */
export function checkDefaults(docs: string, normalized: ByMode, rspack: ByMode): DefaultProblems {
  const out: Problem[] = [];
  let compared = 0;
  for (const lang of LANGS) {
    for (const { route, file } of listPages(lang, docs)) {
      if (!route.startsWith('/config/') || route === '/config/') continue;
      const src = read(file);
      const lines = src.split('\n');
      const blocks = codeBlocks(src);
      const hs = headings(src);
      const title = hs.find((h) => h.depth === 1);
      if (!title) continue;
      const option = title.text;
      const L = LABELS[lang];
      const firstSection = hs.find((h) => h.depth > 1)?.line ?? lines.length + 1;
      const head = lines.slice(title.line, Math.min(firstSection - 1, title.line + 12));
      if (!head.some((l) => l.trim().startsWith(`- ${L.type}`)))
        out.push(problem(file, title.line + 1, `no "- ${L.type} ..." line under the title: add the option's type`));
      if (!head.some((l) => l.trim().startsWith(`- ${L.default}`)))
        out.push(problem(file, title.line + 1, `no "- ${L.default} ..." line under the title: add the option's default`));
      // The option itself, then sub-option headings named <last segment>.<sub>.
      const last = option.split('.').at(-1) ?? option;
      const targets = [{ path: option, from: title.line, to: firstSection - 1 }];
      hs.forEach((h, i) => {
        if (h.depth < 2 || !h.text.startsWith(`${last}.`) || !/^[\w.]+$/.test(h.text)) return;
        const next = hs.slice(i + 1).find((x) => x.depth <= h.depth)?.line ?? lines.length + 1;
        targets.push({
          path: option.split('.').slice(0, -1).concat(h.text.split('.')).join('.'),
          from: h.line,
          to: Math.min(next - 1, h.line + 8),
        });
      });
      for (const t of targets) {
        const doc = documentedDefault(lines, blocks, t.from, t.to, lang);
        if (!doc) continue;
        const effective = EFFECTIVE[t.path];
        const realDev = effective ? effective(rspack.development) : get(normalized.development, t.path);
        const realProd = effective ? effective(rspack.production) : get(normalized.production, t.path);
        if (!comparable(realDev) || !comparable(realProd)) continue;
        if (realDev === undefined && realProd === undefined) continue; // derived later, not in the config
        const byMode = !same(realDev, realProd);
        if (doc.value !== undefined) {
          const lit = parseLiteral(doc.value);
          if (!lit.ok) continue;
          compared++;
          if (byMode) {
            out.push(
              problem(
                file,
                doc.line,
                `${t.path} defaults to ${show(realDev)} in development and ${show(realProd)} in production: name both modes on the Default line`,
              ),
            );
          } else if (!same(lit.value, realDev)) {
            out.push(
              problem(
                file,
                doc.line,
                `${t.path} defaults to ${show(realDev)} in 0.5.9, the page says ${doc.value.trim().slice(0, 80)}: correct the Default line`,
              ),
            );
          }
        } else {
          const modes: [string, string | undefined, unknown][] = [
            ['development', doc.dev, realDev],
            ['production', doc.prod, realProd],
          ];
          for (const [mode, text, real] of modes) {
            if (text === undefined) {
              out.push(problem(file, doc.line, `the Default line names one mode only: add the ${mode} default (${show(real)})`));
              continue;
            }
            const lit = parseLiteral(text);
            if (!lit.ok) continue;
            compared++;
            if (!same(lit.value, real))
              out.push(problem(file, doc.line, `${t.path} defaults to ${show(real)} in ${mode}, the page says ${text}: correct it`));
          }
        }
      }
    }
  }
  return Object.assign(out, { compared });
}

/** Runs 0.5.9 on a fixture project: normalized and Rspack configs for both modes. */
export async function realDefaults(): Promise<{ normalized: ByMode; rspack: ByMode }> {
  const { loadRsbuildDefaults } = await import('../lib/rsbuild-defaults');
  const normalized = await loadRsbuildDefaults();
  const rspack = await loadRsbuildDefaults({ rspack: true });
  return { normalized, rspack };
}

// 4. Examples ----------------------------------------------------------------------------------

export type ExampleProblems = Problem[] & { checked: number; skipped: number; declared: string[]; loose: string[] };

/**
 * Every @rsbuild/core example type-checks against 0.5.9, and the official plugins it uses against our
 * declarations of their 0.5.9 options (partial snippets skipped and counted).
 */
export function checkExampleGate(docs: string, { declarations = PLUGIN_DECLARATIONS }: { declarations?: string } = {}): ExampleProblems {
  const files = allPages(docs).map((p) => p.file);
  const { errors, checked, skipped, declared, loose } = checkExamples(files, { declarations });
  const problems = errors.map((e) => ({
    ...e,
    message: e.file.endsWith('.d.ts')
      ? `${e.message} — fix the declaration`
      : `${e.message} — fix the example (or mark a deliberately partial snippet \`partial\` in its fence meta)`,
  }));
  return Object.assign(problems, { checked, skipped: skipped.length, declared, loose });
}

// 5. Links -------------------------------------------------------------------------------------

/** Heading ids of a page, as Rspress makes them (github-slugger, or an explicit {#id}). */
export function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  const src = read(file);
  for (const line of withoutCode(src).split('\n')) {
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    ids.add(customId(m[2]) ?? slugger.slug(plainText(m[2])));
  }
  for (const m of src.matchAll(/\bid=["']([\w-]+)["']/g)) ids.add(m[1]);
  return ids;
}

const ASSET = /\.(svg|png|jpe?g|gif|webp|ico|xml|rss|json|txt)$/;

type LinkTarget = { lang: Lang; route: string; hash: string | undefined; self: boolean };

/** Resolves an internal link of a page, or null for external and asset links. */
function resolveLink(href: string, lang: Lang, route: string): LinkTarget | null {
  if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(href)) return null;
  const [pathPart = '', hash] = href.split('#');
  const clean = pathPart.split('?')[0];
  if (clean && ASSET.test(clean)) return null;
  if (!clean) return { lang, route, hash, self: true };
  let abs = clean;
  if (!clean.startsWith('/')) {
    const base = route.endsWith('/') ? route : route.replace(/[^/]*$/, '');
    abs = path.posix.normalize(base + clean);
  }
  abs = abs.replace(/\.(html|mdx?)$/, '').replace(/\/index$/, '/');
  return { ...splitLang(abs), hash, self: false };
}

/**
 * Internal links and anchors resolve to pages of the page's own language; every navigation entry
 * is a route of the list or a page written in both languages.
 */
export function checkLinks(docs: string, navigation: Navigation, routes: readonly string[]): Problem[] {
  const out: Problem[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string): Set<string> => {
    let ids = anchorCache.get(file);
    if (!ids) anchorCache.set(file, (ids = anchorsOf(file)));
    return ids;
  };
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    const found: { href: string; line: number }[] = links(src).map((l) => ({ href: l.href, line: l.line }));
    // Hero actions and feature links in front matter.
    try {
      const fm = asRecord(YAML.parse(frontMatterYaml(src) ?? '') as unknown);
      for (const a of asArray(asRecord(fm.hero).actions)) {
        const link = asString(asRecord(a).link);
        if (link) found.push({ href: link, line: 1 });
      }
      for (const f of asArray(fm.features)) {
        const link = asString(asRecord(f).link);
        if (link) found.push({ href: link, line: 1 });
      }
    } catch {
      // invalid YAML: reported by the front matter gate
    }
    for (const l of found) {
      const t = resolveLink(l.href, lang, route);
      if (!t) continue;
      if (!t.self && t.lang !== lang) {
        out.push(problem(file, l.line, `link ${l.href} goes to the ${t.lang} site from a ${lang} page: use ${withLang(t.route, lang)}`));
        continue;
      }
      if (!t.self && !t.hash && t.route === route) {
        out.push(
          problem(file, l.line, `link ${l.href} goes to this page itself: link a section of it (#id), another page, or drop the link`),
        );
        continue;
      }
      const target = t.self ? file : pageFile(t.route, t.lang, docs);
      if (!target) {
        out.push(problem(file, l.line, `link ${l.href} is dead: no page ${withLang(t.route, t.lang)} — link an existing page`));
        continue;
      }
      if (t.hash && !anchors(target).has(decodeURIComponent(t.hash))) {
        out.push(
          problem(
            file,
            l.line,
            `anchor #${t.hash} does not exist on ${rel(target)}: use one of its heading ids (${[...anchors(target)].slice(0, 6).join(', ')}…)`,
          ),
        );
      }
    }
  }
  const known = new Set(routes);
  const valid = (r: string): boolean => known.has(r) || inBothLanguages(r, docs);
  const fix = (r: string): string => `write ${LANGS.map((lang) => rel(expectedFile(r, lang, docs))).join(' and ')}, or remove the entry`;
  for (const n of navigation.nav) {
    if (!valid(n.link))
      out.push(
        problem(
          NAVIGATION_FILE,
          0,
          `nav link ${n.link} is not a route of ${rel(ROUTES_FILE)} nor a page in both languages: ${fix(n.link)}`,
        ),
      );
  }
  for (const groups of Object.values(navigation.sidebar)) {
    for (const g of groups) {
      for (const r of g.items)
        if (!valid(r))
          out.push(
            problem(NAVIGATION_FILE, 0, `sidebar item ${r} is not a route of ${rel(ROUTES_FILE)} nor a page in both languages: ${fix(r)}`),
          );
    }
  }
  return out;
}

/** A link of the navigation as the site renders it: in a language's sidebar or navbar. */
type LocalizedLink = { lang: Lang; link: string; where: string };

/** The links of Rspress sidebar and nav config, with the language of the pages that show them. */
function localizedLinks(sidebar: unknown, nav: unknown): LocalizedLink[] {
  const out: LocalizedLink[] = [];
  const walk = (entries: unknown, lang: Lang, where: string): void => {
    for (const e of asArray(entries)) {
      const entry = asRecord(e);
      const link = asString(entry.link);
      if (link) out.push({ lang, link, where });
      walk(entry.items, lang, where);
    }
  };
  for (const [key, groups] of Object.entries(asRecord(sidebar))) {
    const { lang } = splitLang(key);
    walk(groups, lang, `the ${lang} sidebar (${key})`);
  }
  for (const lang of LANGS) walk(nav, lang, `the ${lang} navbar`);
  return out;
}

/**
 * The navigation as built for the site (the Rspress sidebar and nav config) links, in each language,
 * only pages of that language: an item of the Chinese sidebar is a Chinese page. Rspress prefixes
 * unprefixed links with the language of the page showing them, so an English-only page listed in the
 * Chinese sidebar becomes a dead /zh/... link on every Chinese page.
 */
export function checkLocalizedNavigation(docs: string, sidebar: unknown, nav: unknown): Problem[] {
  const out: Problem[] = [];
  for (const { lang, link, where } of localizedLinks(sidebar, nav)) {
    if (/^(https?:|mailto:|tel:|\/\/)/.test(link)) continue;
    const target = splitLang(link.split(/[?#]/)[0] ?? link);
    // An unprefixed link is shown with the prefix of the page's language.
    const targetLang = target.lang === DEFAULT_LANG ? lang : target.lang;
    const shown = withLang(target.route, targetLang);
    if (targetLang !== lang) {
      out.push(
        problem(NAVIGATION_FILE, 0, `${where} links ${shown}, a page of the ${targetLang} site: link ${withLang(target.route, lang)}`),
      );
      continue;
    }
    if (!pageFile(target.route, lang, docs)) {
      out.push(
        problem(
          NAVIGATION_FILE,
          0,
          `${where} links ${shown}, which has no page: write ${rel(expectedFile(target.route, lang, docs))}, or leave the item out of the ${lang} navigation (scripts/lib/site-nav.ts builds each language's sidebar from its own pages)`,
        ),
      );
    }
  }
  return out;
}

// 6. Front matter ------------------------------------------------------------------------------

export const RELEASE_DATES: Record<string, string> = {
  'v0-1': '2023-11-22',
  'v0-2': '2023-12-11',
  'v0-3': '2024-01-10',
  'v0-4': '2024-02-06',
  'v0-5': '2024-03-19',
};

/** Release pages carry published_at; home pages have the spec's hero and features; every page has a title. */
export function checkFrontMatter(docs: string): Problem[] {
  const out: Problem[] = [];
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    const raw = frontMatterYaml(src);
    let fm: Record<string, unknown>;
    const yamlProblems = checkFrontMatterYaml(file, src);
    try {
      if (yamlProblems.length) throw new Error(yamlProblems[0].message);
      fm = raw ? asRecord(YAML.parse(raw) as unknown) : {};
    } catch (e) {
      // The line and column in the file, not in the YAML block.
      const at = yamlProblems[0];
      out.push(
        at
          ? problem(file, at.line, at.message)
          : problem(file, 2, `front matter is not valid YAML (${(e instanceof Error ? e.message : String(e)).split('\n')[0]}): fix it`),
      );
      continue;
    }
    const h1 = headings(src).find((h) => h.depth === 1);
    if (!fm.title && !h1 && fm.pageType !== 'home')
      out.push(problem(file, 1, 'the page has no title: add a "# Title" line or a front matter title'));
    const release = /^\/community\/releases\/(v\d+-\d+)$/.exec(route);
    if (release) {
      const date = RELEASE_DATES[release[1]];
      const published = fm.published_at;
      const at = published instanceof Date ? published.toISOString() : String(published ?? '');
      if (!published) out.push(problem(file, 1, `release page without published_at: add "published_at: ${date} 08:00:00"`));
      else if (!date || !at.startsWith(date) || !/08:00/.test(at))
        out.push(problem(file, 1, `published_at is ${at}, the release date is ${date ?? '(unknown release)'} 08:00 UTC: correct it`));
    }
    if (route === '/') {
      const hero = asRecord(fm.hero);
      if (fm.pageType !== 'home') out.push(problem(file, 1, 'the home page needs "pageType: home"'));
      for (const k of ['name', 'text', 'tagline']) if (!hero[k]) out.push(problem(file, 1, `the hero has no ${k}: add it`));
      if (!/webpack/i.test(asString(hero.tagline) ?? ''))
        out.push(problem(file, 1, 'the hero tagline must be about speeding up webpack-based apps'));
      const image = asRecord(hero.image);
      if (!image.src || !image.alt) out.push(problem(file, 1, 'the hero needs an image with src and alt'));
      const actions = asArray(hero.actions).map(asRecord);
      const want: [string, string][] = [
        ['brand', withLang('/guide/start/', lang)],
        ['alt', withLang('/guide/start/quick-start', lang)],
      ];
      if (actions.length !== 2 || want.some(([theme, link], i) => actions[i]?.theme !== theme || actions[i]?.link !== link)) {
        out.push(problem(file, 1, `the hero needs two actions: brand → ${want[0][1]}, alt → ${want[1][1]}`));
      }
      const features = asArray(fm.features).map(asRecord);
      if (features.length !== 6) out.push(problem(file, 1, `the home page has ${features.length} feature cards, the spec names six`));
      for (const f of features) if (!f.title || !f.details) out.push(problem(file, 1, 'each feature card needs a title and details'));
      const feeds = ([] as unknown[]).concat(fm['link-rss'] ?? []);
      if (feeds.length !== 2) out.push(problem(file, 1, 'the home page must link both release feeds (link-rss with the RSS and Atom ids)'));
    }
  }
  return out;
}

// 7. No stubs ----------------------------------------------------------------------------------

const STUB =
  /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text|to be written|under construction)\b|敬请期待|待补充|待完善|施工中/i;
export const MIN_PROSE: Record<Lang, number> = { en: 500, zh: 250 };

/** No TODO / placeholder / coming-soon text; every page has real prose. */
export function checkStubs(docs: string): Problem[] {
  const out: Problem[] = [];
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    withoutCode(src)
      .split('\n')
      .forEach((line, i) => {
        const m = STUB.exec(line.replace(/`[^`]*`/g, ''));
        if (m) out.push(problem(file, i + 1, `stub text "${m[0]}": write the real content`));
      });
    if (route === '/') continue;
    const prose = withoutCode(splitFrontMatter(src).body)
      .replace(/^#.*$/gm, '')
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (prose.length < MIN_PROSE[lang])
      out.push(problem(file, 1, `only ${prose.length} characters of text (minimum ${MIN_PROSE[lang]}): the page is a stub, write it`));
  }
  return out;
}

// 8. Chinese typography ------------------------------------------------------------------------

/** Terms of the glossary (CONTRIBUTING.md): the variant on the left must be written as the term on the right. */
export const GLOSSARY_VARIANTS: [string, string][] = [
  ['输出目录', '产物目录'],
  ['热模块替换', '模块热更新'],
  ['热替换', '热更新'],
  ['热重载', '自动刷新（live reload）或热更新（HMR）'],
  ['开发服务端', '开发服务器'],
  ['静态资产', '静态资源'],
  ['代码分割', '代码拆分'],
  ['类型检测', '类型检查'],
  ['图像压缩', '图片压缩'],
  ['快速开始', '快速上手'],
  ['构建性能优化', '构建性能'],
  ['资源重载', '资源重试'],
  ['插件钩子函数', '插件钩子'],
];

const HAN = '[\\u3400-\\u4dbf\\u4e00-\\u9fff]';

/** Spaces between Chinese and Latin/digits, full-width punctuation in Chinese sentences, glossary terms. */
export function checkTypography(docs: string): Problem[] {
  const out: Problem[] = [];
  const rules: [RegExp, string][] = [
    [new RegExp(`${HAN}[A-Za-z0-9]`), 'put a space between Chinese and Latin letters or digits'],
    [new RegExp(`[A-Za-z0-9]${HAN}`), 'put a space between Latin letters or digits and Chinese'],
    [new RegExp(`${HAN}[,;:!?]|[,;:!?]${HAN}`), 'use full-width punctuation (，；：！？) in Chinese sentences'],
    [new RegExp(`${HAN}\\.(\\s|$)`), 'end a Chinese sentence with 。'],
    [new RegExp(`${HAN}\\(|\\(${HAN}|${HAN}\\)`), 'use full-width parentheses （） around Chinese text'],
  ];
  for (const { file } of listPages('zh', docs)) {
    const src = read(file);
    const { bodyLine } = splitFrontMatter(src);
    withoutCode(src)
      .split('\n')
      .forEach((raw, i) => {
        if (i < bodyLine - 1 && raw.startsWith('---')) return;
        if (/^\s*(import|export)\s/.test(raw)) return;
        const text = raw
          .replace(/`[^`]*`/g, ' x ')
          .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\{#[\w-]+\}/g, '')
          .replace(/https?:\/\/\S+/g, ' ');
        for (const [re, fix] of rules) {
          const m = re.exec(text);
          if (m) {
            out.push(problem(file, i + 1, `"${text.slice(Math.max(0, m.index - 8), m.index + 10).trim()}": ${fix}`));
            break;
          }
        }
        for (const [bad, good] of GLOSSARY_VARIANTS) {
          if (text.includes(bad)) out.push(problem(file, i + 1, `"${bad}" is not the glossary term: write ${good}`));
        }
      });
  }
  return out;
}

// 9. Plugin versions ---------------------------------------------------------------------------

/** The version of every official plugin (`@rsbuild/plugin-*`) at the release these pages document. */
export const PLUGIN_VERSION = '0.5.9';
/** Ways to write that version: `0.5.9`, `^0.5.9`, `~0.5.9`, `=0.5.9`, `v0.5.9`. */
const DOCUMENTED_VERSION = /^[\^~=]?v?0\.5\.9$/;

// An official plugin: `@rsbuild/plugin-x`, or `plugin-x` standing alone (not `babel-plugin-x`,
// `@vue/babel-plugin-x`, `/plugins/list/plugin-x` or `rsbuild-plugin-x`). Group 1: `plugin-x`.
const PLUGIN = String.raw`(?:@rsbuild\/|(?<![\w/@.-]))(plugin-[a-z0-9]+(?:-[a-z0-9]+)*)(?![\w-])`;
// A version in prose: 0.5.4, v0.6.15, 0.5.x, 1.x, ^0.5.4 (one dot at least).
const VERSION = String.raw`[\^~]?v?\d+\.(?:\d+|x|\*)(?:\.(?:\d+|x|\*))?(?:-[\w.]+)?(?![\w-]|\.\d)`;
// A version or range in a package.json / object: "^0.5.4", "0.5", "latest".
const SPEC_VALUE = String.raw`[\^~>=<]*\s*v?\d+(?:\.(?:\d+|x|\*))*(?:-[\w.]+)?|latest|next|canary|\*`;
// Words between a plugin's name and "has no" in one clause ("`@rsbuild/plugin-x`, which ..., has no").
const CLAUSE = String.raw`[^.;:!?|。；：！？]{0,60}?`;

/**
 * How a line names a plugin at a version: [regex, index of the name group, index of the version group].
 * Each form is tried on the line as written and as prose (links to their text, no code marks).
 */
const VERSION_FORMS: [RegExp, number, number][] = [
  // @rsbuild/plugin-x@0.5.4 (install commands, npm output, prose)
  [new RegExp(String.raw`${PLUGIN}@([\w.^~*+-]+)`, 'g'), 1, 2],
  // "@rsbuild/plugin-x": "^0.5.4" (package.json, objects, YAML)
  [new RegExp(String.raw`${PLUGIN}['"]?\s*:\s*(['"]?)(${SPEC_VALUE})\2(?![\w.])`, 'g'), 1, 3],
  // npmjs.com/package/@rsbuild/plugin-x/v/0.5.4
  [new RegExp(String.raw`${PLUGIN}\/v\/([\w.^~-]+)`, 'g'), 1, 2],
  // plugin-x 0.6.15, plugin-x v0.5.4, plugin-x version 0.5.4, plugin-x（0.5.4）, plugin-x 的 0.5.4 版本
  [new RegExp(String.raw`${PLUGIN}\s*(?:[(（]\s*)?(?:(?:version|release|的|版本)\s*)?(${VERSION})`, 'g'), 1, 2],
  // 0.5.4 of plugin-x, the 0.5.x release of plugin-x, 0.5.4 版本的 plugin-x
  [new RegExp(String.raw`(${VERSION})\s*(?:(?:release|version|build)s?\s+of\s+(?:the\s+)?|(?:版本)?的\s*)${PLUGIN}`, 'g'), 2, 1],
];

/** How a line says a plugin has no release at a version (wrong for any 0.5 version, 0.5.9 included). */
const NO_RELEASE_FORMS: [RegExp, number, number][] = [
  // plugin-x has no 0.5.x release, plugin-x, ..., has no 0.5 version, plugin-x 同样没有 0.5.x 版本
  [new RegExp(String.raw`${PLUGIN}${CLAUSE}(?:\b(?:has|had|have)\s+no|没有)\s*(${VERSION})`, 'g'), 1, 2],
  // no 0.5.9 release of plugin-x
  [new RegExp(String.raw`\bno\s+(${VERSION})\s*(?:release|version|build)s?\s+of\s+(?:the\s+)?${PLUGIN}`, 'g'), 2, 1],
];

/** A line as prose: links to their text, no code spans or emphasis marks, HTML tags dropped. */
const proseOf = (line: string): string =>
  line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/<[^>]+>/g, ' ');

export type PluginVersionClaim = { plugin: string; version: string; kind: 'version' | 'no-release' };

/**
 * What a line says about official plugin versions that is not true of 0.5.9: a plugin named at
 * another version ('version'), or a plugin said to have no release at a version ('no-release').
 */
export function pluginVersionsOf(line: string): PluginVersionClaim[] {
  const found = new Map<string, PluginVersionClaim>();
  const add = (name: string, version: string, kind: PluginVersionClaim['kind']): void => {
    const v = version.trim();
    if (kind === 'version' && DOCUMENTED_VERSION.test(v)) return;
    found.set(`${name}@${v}`, { plugin: `@rsbuild/${name}`, version: v, kind });
  };
  for (const text of new Set([line, proseOf(line)])) {
    for (const [forms, kind] of [
      [NO_RELEASE_FORMS, 'no-release'],
      [VERSION_FORMS, 'version'],
    ] as const) {
      for (const [re, nameGroup, versionGroup] of forms) {
        for (const m of text.matchAll(re)) {
          const name = m[nameGroup];
          const version = m[versionGroup];
          if (name && version && !found.has(`${name}@${version.trim()}`)) add(name, version, kind);
        }
      }
    }
    // A table row that names one plugin, with a cell holding a version or "no 0.5.x release" (a
    // "Version" column).
    if (/^\s*\|/.test(text)) {
      const names = new Set([...text.matchAll(new RegExp(PLUGIN, 'g'))].map((m) => m[1]));
      if (names.size === 1) {
        const [name] = names;
        for (const cell of text.split('|').map((c) => c.trim())) {
          const none = new RegExp(String.raw`^(?:no|没有)\s*(${VERSION})\s*(?:release|version|版本)?`).exec(cell);
          if (none) add(name, none[1], 'no-release');
          else if (new RegExp(`^${VERSION}$`).test(cell)) add(name, cell, 'version');
        }
      }
    }
  }
  return [...found.values()];
}

/**
 * No page names an official plugin at a version other than 0.5.9 (in prose, install commands,
 * package.json snippets, npm output or version columns of tables), or says one has no 0.5 release.
 */
export function checkPluginVersions(docs: string): Problem[] {
  const out: Problem[] = [];
  for (const { file } of allPages(docs)) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const { plugin, version, kind } of pluginVersionsOf(line)) {
          out.push(
            problem(
              file,
              i + 1,
              kind === 'version'
                ? `names ${plugin} at ${version}: every official plugin is ${PLUGIN_VERSION} at this release — write ${PLUGIN_VERSION} (\`${plugin}@${PLUGIN_VERSION}\`) or no version`
                : `says ${plugin} has no ${version} release: every official plugin was released at ${PLUGIN_VERSION} with @rsbuild/core — document ${plugin} ${PLUGIN_VERSION}`,
            ),
          );
        }
      });
  }
  return out;
}

/** Formats problems for a failing assertion: one `file:line: message` per line. */
export const report = (problems: readonly Problem[]): string => problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
