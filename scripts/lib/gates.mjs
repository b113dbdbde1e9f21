// The content gates: checks on the page sources that keep every page present, true, translated and
// linked. Each gate takes a docs folder and returns problems [{ file, line, message }], where the
// message says what to change. tests/content runs them on docs/ and proves each one fails on a
// planted defect.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import { checkExamples } from './check-examples.mjs';
import { codeBlocks, customId, headings, links, plainText, splitFrontMatter, withoutCode } from './markdown.mjs';
import { DOCS, LANGS, ROOT, listPages, pageFile, splitLang } from './pages.mjs';

const requireFromRspress = createRequire(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const GithubSlugger = requireFromRspress('@rspress/shared/github-slugger').default;

export const SHARED_ROUTES = path.resolve(ROOT, '..', 'shared', 'routes.txt');
export const PENDING_ROUTES = path.join(ROOT, 'tests', 'content', 'pending-routes.txt');

const rel = (file) => path.relative(ROOT, file);
const problem = (file, line, message) => ({ file: rel(file), line, message });
const read = (file) => fs.readFileSync(file, 'utf8');

/** Lines of a route list file (comments and blanks skipped). */
export function readRouteList(file) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (the spec's route list, expected in ../shared/routes.txt)`);
  return read(file)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

/** All page sources of both languages: [{ lang, route, file }] (route without language prefix). */
export function allPages(docs = DOCS) {
  return LANGS.flatMap((lang) => listPages(lang, docs).map((p) => ({ lang, ...p })));
}

const fullRoute = (lang, route) => (lang === 'en' ? route : `/${lang}${route === '/' ? '/' : route}`);

// 1. Routes ------------------------------------------------------------------------------------

/** Every route has its page, no page is off the list; routes on the pending list have none yet. */
export function checkRoutes(docs, routes, pending = []) {
  const out = [];
  const known = new Set(routes);
  const waiting = new Set(pending);
  for (const r of pending) {
    if (!known.has(r)) out.push(problem(PENDING_ROUTES, 0, `${r} is on the pending list but not a route of routes.txt: remove it`));
  }
  for (const r of routes) {
    const { lang, route } = splitLang(r);
    const file = pageFile(route, lang, docs);
    const expected = path.join(docs, lang, route.endsWith('/') ? `${route}index.mdx` : `${route}.mdx`);
    if (!file && !waiting.has(r)) out.push(problem(expected, 0, `route ${r} has no page: write ${rel(expected)}`));
    if (file && waiting.has(r)) out.push(problem(file, 0, `route ${r} has a page now: remove it from ${rel(PENDING_ROUTES)}`));
  }
  for (const { lang, route, file } of allPages(docs)) {
    const r = fullRoute(lang, route);
    if (!known.has(r)) out.push(problem(file, 0, `page ${r} is not a route of routes.txt: move it under shared/ or delete it`));
  }
  return out;
}

// 2. Parity ------------------------------------------------------------------------------------

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/g;

/** Chinese pages mirror their English page's h2/h3 structure and code blocks, and are in Chinese. */
export function checkParity(docs) {
  const out = [];
  for (const { route, file } of listPages('zh', docs)) {
    const en = pageFile(route, 'en', docs);
    if (!en) continue;
    const zhSrc = read(file);
    const enSrc = read(en);
    const shape = (src) => headings(src).filter((h) => h.depth === 2 || h.depth === 3);
    const zh = shape(zhSrc);
    const eng = shape(enSrc);
    const n = Math.max(zh.length, eng.length);
    for (let i = 0; i < n; i++) {
      if (zh[i]?.depth !== eng[i]?.depth) {
        const where = zh[i]?.line ?? zh.at(-1)?.line ?? 1;
        out.push(
          problem(
            file,
            where,
            `heading ${i + 1} is ${zh[i] ? `h${zh[i].depth} "${zh[i].text}"` : 'missing'} but the English page has ${eng[i] ? `h${eng[i].depth} "${eng[i].text}" (${rel(en)}:${eng[i].line})` : 'no more headings'}: give both pages the same h2/h3 structure`,
          ),
        );
        break;
      }
    }
    const langs = (src) => codeBlocks(src).map((b) => b.lang || '(none)');
    const zl = langs(zhSrc);
    const el = langs(enSrc);
    if (zl.join() !== el.join()) {
      out.push(problem(file, 1, `code blocks [${zl.join(', ')}] differ from the English page's [${el.join(', ')}]: translate the same examples`));
    }
    if (route === '/') continue; // the home pages are front matter only (checked by the front matter gate)
    const prose = withoutCode(splitFrontMatter(zhSrc).body).replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']');
    const cjk = (prose.match(CJK) ?? []).length;
    const latin = (prose.match(/[A-Za-z]/g) ?? []).length;
    if (cjk < 40 || cjk < latin * 0.25) out.push(problem(file, 1, `the page is not written in Chinese (${cjk} Chinese characters, ${latin} Latin letters): translate it`));
  }
  return out;
}

// 3. Defaults ----------------------------------------------------------------------------------

const LABELS = {
  en: { type: '**Type:**', default: '**Default:**', dev: /development/i, prod: /production/i },
  zh: { type: '**类型：**', default: '**默认值：**', dev: /开发/, prod: /生产/ },
};

/** Parses a documented literal (`8080`, `'index'`, `{ a: 1 }`); returns { ok, value }. */
export function parseLiteral(text) {
  const src = text.trim().replace(/^const\s+\w+\s*=\s*/, '').replace(/;\s*$/, '');
  if (!/^(undefined|null|true|false|-?\d[\d_.]*|'[^']*'|"[^"]*"|\[[\s\S]*\]|\{[\s\S]*\})$/.test(src)) return { ok: false };
  if (/=>|\bfunction\b|\bnew\b|\bimport\b|\brequire\b|\bprocess\b|\bglobalThis\b/.test(src)) return { ok: false };
  try {
    return { ok: true, value: new Function(`"use strict"; return (${src});`)() };
  } catch {
    return { ok: false };
  }
}

/** Reads the Default line after a position: { line, dev?, prod?, value?, raw } or undefined. */
function documentedDefault(lines, blocks, from, to, lang) {
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
    const found = { line: i + 1, raw: rest.trim() };
    spans.forEach((m, k) => {
      const after = rest.slice(m.index + m[0].length, spans[k + 1]?.index ?? rest.length);
      const before = rest.slice(k === 0 ? 0 : spans[k - 1].index + spans[k - 1][0].length, m.index);
      const ctx = lang === 'en' ? after : before;
      if (L.dev.test(ctx) && !L.prod.test(ctx)) found.dev = m[1];
      else if (L.prod.test(ctx) && !L.dev.test(ctx)) found.prod = m[1];
    });
    if (found.dev === undefined && found.prod === undefined) found.value = spans[0][1];
    return found;
  }
  return undefined;
}

const get = (obj, p) => p.split('.').reduce((o, k) => (o == null ? undefined : o[k]), obj);

/** Effective defaults that live in the generated Rspack config, not in the normalized config. */
const EFFECTIVE = {
  'output.sourceMap.js': (rspack) => rspack.devtool,
};

/** Is a real value small enough to compare with a documented literal? */
function comparable(v) {
  if (v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  let json;
  try {
    json = JSON.stringify(v);
  } catch {
    return false;
  }
  if (json === undefined || json.length > 800) return false;
  if (json.includes('rsbuild-fixture-')) return false; // depends on the fixture project's paths
  const plain = (x) =>
    x === null || ['string', 'number', 'boolean'].includes(typeof x) || (Array.isArray(x) ? x.every(plain) : typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype && Object.values(x).every(plain));
  return plain(v);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b) || (Number.isNaN(a) && Number.isNaN(b));
const show = (v) => (v === undefined ? 'undefined' : JSON.stringify(v));

/**
 * The Type and Default lines of config pages are there and the defaults are the real ones.
 * @param {string} docs
 * @param {{ development: any, production: any }} normalized  getNormalizedConfig() per mode
 * @param {{ development: any, production: any }} rspack  generated Rspack config per mode
 */
export function checkDefaults(docs, normalized, rspack) {
  const out = [];
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
      if (!head.some((l) => l.trim().startsWith(`- ${L.type}`))) out.push(problem(file, title.line + 1, `no "- ${L.type} ..." line under the title: add the option's type`));
      if (!head.some((l) => l.trim().startsWith(`- ${L.default}`))) out.push(problem(file, title.line + 1, `no "- ${L.default} ..." line under the title: add the option's default`));
      // The option itself, then sub-option headings named <last segment>.<sub>.
      const last = option.split('.').at(-1);
      const targets = [{ path: option, from: title.line, to: firstSection - 1 }];
      hs.forEach((h, i) => {
        if (h.depth < 2 || !h.text.startsWith(`${last}.`) || !/^[\w.]+$/.test(h.text)) return;
        const next = hs.slice(i + 1).find((x) => x.depth <= h.depth)?.line ?? lines.length + 1;
        targets.push({ path: option.split('.').slice(0, -1).concat(h.text.split('.')).join('.'), from: h.line, to: Math.min(next - 1, h.line + 8) });
      });
      for (const t of targets) {
        const doc = documentedDefault(lines, blocks, t.from, t.to, lang);
        if (!doc) continue;
        const realDev = EFFECTIVE[t.path] ? EFFECTIVE[t.path](rspack.development) : get(normalized.development, t.path);
        const realProd = EFFECTIVE[t.path] ? EFFECTIVE[t.path](rspack.production) : get(normalized.production, t.path);
        if (!comparable(realDev) || !comparable(realProd)) continue;
        if (realDev === undefined && realProd === undefined) continue; // derived later, not in the config
        const byMode = !same(realDev, realProd);
        if (doc.value !== undefined) {
          const lit = parseLiteral(doc.value);
          if (!lit.ok) continue;
          compared++;
          if (byMode) {
            out.push(problem(file, doc.line, `${t.path} defaults to ${show(realDev)} in development and ${show(realProd)} in production: name both modes on the Default line`));
          } else if (!same(lit.value, realDev)) {
            out.push(problem(file, doc.line, `${t.path} defaults to ${show(realDev)} in 0.5.9, the page says ${doc.value.trim().slice(0, 80)}: correct the Default line`));
          }
        } else {
          for (const [mode, text, real] of [
            ['development', doc.dev, realDev],
            ['production', doc.prod, realProd],
          ]) {
            if (text === undefined) {
              out.push(problem(file, doc.line, `the Default line names one mode only: add the ${mode} default (${show(real)})`));
              continue;
            }
            const lit = parseLiteral(text);
            if (!lit.ok) continue;
            compared++;
            if (!same(lit.value, real)) out.push(problem(file, doc.line, `${t.path} defaults to ${show(real)} in ${mode}, the page says ${text}: correct it`));
          }
        }
      }
    }
  }
  return Object.assign(out, { compared });
}

/** Runs 0.5.9 on a fixture project: normalized and Rspack configs for both modes. */
export async function realDefaults() {
  const { loadRsbuildDefaults } = await import('./rsbuild-defaults.mjs');
  const normalized = await loadRsbuildDefaults();
  const rspack = await loadRsbuildDefaults({ rspack: true });
  return { normalized, rspack };
}

// 4. Examples ----------------------------------------------------------------------------------

/** Every @rsbuild/core example type-checks against 0.5.9 (partial snippets skipped and counted). */
export function checkExampleGate(docs) {
  const files = allPages(docs).map((p) => p.file);
  const { errors, checked, skipped } = checkExamples(files);
  return Object.assign(
    errors.map((e) => ({ ...e, message: `${e.message} — fix the example (or mark a deliberately partial snippet \`partial\` in its fence meta)` })),
    { checked, skipped: skipped.length },
  );
}

// 5. Links -------------------------------------------------------------------------------------

/** Heading ids of a page, as Rspress makes them (github-slugger, or an explicit {#id}). */
export function anchorsOf(file) {
  const slugger = new GithubSlugger();
  const ids = new Set();
  const src = read(file);
  withoutCode(src)
    .split('\n')
    .forEach((line) => {
      const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (!m) return;
      const id = customId(m[2]);
      const text = plainText(m[2]);
      ids.add(id ?? slugger.slug(text));
    });
  for (const m of src.matchAll(/\bid=["']([\w-]+)["']/g)) ids.add(m[1]);
  return ids;
}

const ASSET = /\.(svg|png|jpe?g|gif|webp|ico|xml|rss|json|txt)$/;

/** Resolves an internal link of a page: { lang, route, hash } or null for external/asset links. */
function resolveLink(href, lang, route) {
  if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(href)) return null;
  const [pathPart, hash] = href.split('#');
  const clean = pathPart.split('?')[0];
  if (clean && ASSET.test(clean)) return null;
  if (!clean) return { lang, route, hash, self: true };
  let abs = clean;
  if (!clean.startsWith('/')) {
    const base = route.endsWith('/') ? route : route.replace(/[^/]*$/, '');
    abs = path.posix.normalize(base + clean);
  }
  abs = abs.replace(/\.(html|mdx?)$/, '').replace(/\/index$/, '/');
  const target = splitLang(abs);
  return { ...target, hash, self: false };
}

/** Internal links and anchors resolve to pages of the page's own language; nav data is valid. */
export function checkLinks(docs, navigation, routes) {
  const out = [];
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(file));
    return anchorCache.get(file);
  };
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    const { data: fm, bodyLine } = splitFrontMatter(src);
    const found = links(src).map((l) => ({ ...l }));
    // Hero actions and feature links in front matter.
    try {
      const yaml = YAML.parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(src)?.[1] ?? '') ?? {};
      for (const a of yaml.hero?.actions ?? []) found.push({ href: a.link, line: 1 });
      for (const f of yaml.features ?? []) if (f.link) found.push({ href: f.link, line: 1 });
    } catch {}
    void fm;
    void bodyLine;
    for (const l of found) {
      const t = resolveLink(l.href, lang, route);
      if (!t) continue;
      if (!t.self && t.lang !== lang) {
        out.push(problem(file, l.line, `link ${l.href} goes to the ${t.lang} site from a ${lang} page: use ${fullRoute(lang, t.route)}`));
        continue;
      }
      const target = t.self ? file : pageFile(t.route, t.lang, docs);
      if (!target) {
        out.push(problem(file, l.line, `link ${l.href} is dead: no page ${fullRoute(t.lang, t.route)} — link an existing page`));
        continue;
      }
      if (t.hash && !anchors(target).has(decodeURIComponent(t.hash))) {
        out.push(problem(file, l.line, `anchor #${t.hash} does not exist on ${rel(target)}: use one of its heading ids (${[...anchors(target)].slice(0, 6).join(', ')}…)`));
      }
    }
  }
  const known = new Set(routes);
  const navFile = path.join(ROOT, 'scripts', 'navigation.mjs');
  for (const n of navigation.nav) {
    if (!known.has(n.link)) out.push(problem(navFile, 0, `nav link ${n.link} is not a route of routes.txt`));
  }
  for (const groups of Object.values(navigation.sidebar)) {
    for (const g of groups) for (const r of g.items) if (!known.has(r)) out.push(problem(navFile, 0, `sidebar item ${r} is not a route of routes.txt`));
  }
  return out;
}

// 6. Front matter ------------------------------------------------------------------------------

export const RELEASE_DATES = {
  'v0-1': '2023-11-22',
  'v0-2': '2023-12-11',
  'v0-3': '2024-01-10',
  'v0-4': '2024-02-06',
  'v0-5': '2024-03-19',
};

/** Release pages carry published_at; home pages have the spec's hero and features; every page has a title. */
export function checkFrontMatter(docs) {
  const out = [];
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    const raw = /^---\r?\n([\s\S]*?)\r?\n---/.exec(src)?.[1];
    let fm = {};
    try {
      fm = raw ? (YAML.parse(raw) ?? {}) : {};
    } catch (e) {
      out.push(problem(file, 1, `front matter is not valid YAML (${e.message.split('\n')[0]}): fix it`));
      continue;
    }
    const h1 = headings(src).find((h) => h.depth === 1);
    if (!fm.title && !h1 && fm.pageType !== 'home') out.push(problem(file, 1, 'the page has no title: add a "# Title" line or a front matter title'));
    const rel = /^\/community\/releases\/(v\d+-\d+)$/.exec(route);
    if (rel) {
      const date = RELEASE_DATES[rel[1]];
      const at = fm.published_at instanceof Date ? fm.published_at.toISOString() : String(fm.published_at ?? '');
      if (!fm.published_at) out.push(problem(file, 1, `release page without published_at: add "published_at: ${date} 08:00:00"`));
      else if (!at.startsWith(date) || !/08:00/.test(at)) out.push(problem(file, 1, `published_at is ${at}, the release date is ${date} 08:00 UTC: correct it`));
    }
    if (route === '/') {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const hero = fm.hero ?? {};
      if (fm.pageType !== 'home') out.push(problem(file, 1, 'the home page needs "pageType: home"'));
      for (const k of ['name', 'text', 'tagline']) if (!hero[k]) out.push(problem(file, 1, `the hero has no ${k}: add it`));
      if (!/webpack/i.test(hero.tagline ?? '')) out.push(problem(file, 1, 'the hero tagline must be about speeding up webpack-based apps'));
      if (!hero.image?.src || !hero.image?.alt) out.push(problem(file, 1, 'the hero needs an image with src and alt'));
      const actions = hero.actions ?? [];
      const want = [
        ['brand', `${prefix}/guide/start/`],
        ['alt', `${prefix}/guide/start/quick-start`],
      ];
      if (actions.length !== 2 || want.some(([theme, link], i) => actions[i]?.theme !== theme || actions[i]?.link !== link)) {
        out.push(problem(file, 1, `the hero needs two actions: brand → ${want[0][1]}, alt → ${want[1][1]}`));
      }
      if ((fm.features ?? []).length !== 6) out.push(problem(file, 1, `the home page has ${(fm.features ?? []).length} feature cards, the spec names six`));
      for (const f of fm.features ?? []) if (!f.title || !f.details) out.push(problem(file, 1, 'each feature card needs a title and details'));
      const feeds = [].concat(fm['link-rss'] ?? []);
      if (feeds.length !== 2) out.push(problem(file, 1, 'the home page must link both release feeds (link-rss with the RSS and Atom ids)'));
    }
  }
  return out;
}

// 7. No stubs ----------------------------------------------------------------------------------

const STUB = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text|to be written|under construction)\b|敬请期待|待补充|待完善|施工中/i;
export const MIN_PROSE = { en: 500, zh: 250 };

/** No TODO / placeholder / coming-soon text; every page has real prose. */
export function checkStubs(docs) {
  const out = [];
  for (const { lang, route, file } of allPages(docs)) {
    const src = read(file);
    const body = withoutCode(src);
    body.split('\n').forEach((line, i) => {
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
    if (prose.length < MIN_PROSE[lang]) out.push(problem(file, 1, `only ${prose.length} characters of text (minimum ${MIN_PROSE[lang]}): the page is a stub, write it`));
  }
  return out;
}

// 8. Chinese typography ------------------------------------------------------------------------

/** Terms of CONTENT.md: the variant on the left must be written as the term on the right. */
export const GLOSSARY_VARIANTS = [
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
export function checkTypography(docs) {
  const out = [];
  const rules = [
    [new RegExp(`${HAN}[A-Za-z0-9]`), 'put a space between Chinese and Latin letters or digits'],
    [new RegExp(`[A-Za-z0-9]${HAN}`), 'put a space between Latin letters or digits and Chinese'],
    [new RegExp(`${HAN}[,;:!?]|[,;:!?]${HAN}`), 'use full-width punctuation (，；：！？) in Chinese sentences'],
    [new RegExp(`${HAN}\\.(\\s|$)`), 'end a Chinese sentence with 。'],
    [new RegExp(`${HAN}\\(|\\(${HAN}|${HAN}\\)`), 'use full-width parentheses （） around Chinese text'],
  ];
  for (const { file } of listPages('zh', docs)) {
    const src = read(file);
    const { bodyLine } = splitFrontMatter(src);
    const lines = withoutCode(src).split('\n');
    lines.forEach((raw, i) => {
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

/** Formats problems for a failing assertion. */
export const report = (problems) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
