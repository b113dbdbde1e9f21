// Every built page's metadata, read as static HTML: a description that summarises the
// page, absolute canonical and hreflang URLs, a last-updated line on every doc page, and Chinese pages
// that link only Chinese routes that exist.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE, fileOf, htmlOf, readRoutes } from '../../scripts/lib/built-site';

const routes = readRoutes();
const SITE_URL = 'https://rsbuild.dev';

const decode = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const descriptionOf = (html: string): string => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const isHome = (r: string): boolean => r === '/' || r === '/zh/';
const isOverview = (html: string): boolean => html.includes('rp-doc-layout__overview');

/** Ways a description shows words lost from code spans or tags, or a cut sentence. */
const DEFECTS: [RegExp, string][] = [
  [/\s{2,}/, 'a double space'],
  [/\s[,;:)]|\s\.(\s|$)/, 'a space before punctuation'],
  [/(^|\s)\(\s*\)/, 'empty parentheses'],
  // "Adds elements to the of the generated HTML pages" ("<meta>" and "<head>" lost).
  [/\b(the|a|an)\s+(of|to|and|or|with|in|into|for|from|on|at|by|the|a|an)(?![-\w])/i, 'an article followed by no noun'],
  // "向生成的 HTML 页面的 中添加 元素" ("<head>" and "<meta>" lost): Chinese text has no space between two characters.
  [/[\u4e00-\u9fff]\s+[\u4e00-\u9fff]/, 'a gap between two Chinese characters'],
];

test('every page has a description that reads as a summary of that page (all pages)', () => {
  const site = {
    en: 'The Rspack-based build tool: fast, batteries included, framework agnostic.',
    zh: '基于 Rspack 的构建工具：快速、开箱即用、与框架无关。',
  };
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const r of routes) {
    const lang = r.startsWith('/zh') ? 'zh' : 'en';
    const d = descriptionOf(htmlOf(r));
    const say = (what: string) => problems.push(`${r}: ${what}: "${d}"`);
    if (d === site[lang] || d === site.en) say('the site description, not the page');
    if (!/[.!?。！？]$/.test(d)) say('not a complete sentence');
    if (d.length < (lang === 'zh' ? 10 : 30)) say('too short to summarise the page');
    if (lang === 'zh' && !/[\u4e00-\u9fff]/.test(d)) say('not in Chinese');
    for (const [re, what] of DEFECTS) if (re.test(d)) say(what);
    const key = `${lang} ${d}`;
    if (seen.has(key)) say(`the same as ${seen.get(key)}`);
    seen.set(key, r);
  }
  expect(problems).toEqual([]);
  // The pages the issue named: the code keeps its words, Chinese pages keep theirs.
  expect(descriptionOf(htmlOf('/config/html/meta'))).toBe('Adds <meta> elements to the <head> of the generated HTML pages.');
  expect(descriptionOf(htmlOf('/zh/config/html/meta'))).toBe('向生成的 HTML 页面的 <head> 中添加 <meta> 元素。');
  expect(descriptionOf(htmlOf('/config/output/dist-path'))).not.toMatch(/^jsAsync/);
  expect(routes.length).toBe(349);
  console.log(`${routes.length} descriptions checked`);
});

test('every page has an absolute canonical URL and absolute hreflang alternates for the languages it exists in', () => {
  const problems: string[] = [];
  const routeSet = new Set(routes);
  for (const r of routes) {
    const html = htmlOf(r);
    const head = html.slice(0, html.indexOf('</head>'));
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
    if (canonical !== SITE_URL + r) problems.push(`${r}: canonical ${canonical}`);
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]] as const);
    for (const [lang, href] of alternates)
      if (!href?.startsWith(`${SITE_URL}/`)) problems.push(`${r}: ${lang} alternate ${href} is not absolute`);
    const bare = r.replace(/^\/zh(\/|$)/, '/');
    const zh = bare === '/' ? '/zh/' : `/zh${bare}`;
    if (routeSet.has(bare) && routeSet.has(zh)) {
      const expected = [
        ['en', SITE_URL + bare],
        ['zh', SITE_URL + zh],
        ['x-default', SITE_URL + bare],
      ];
      expect(alternates.map(([l, h]) => `${l} ${h}`).sort(), r).toEqual(expected.map(([l, h]) => `${l} ${h}`).sort());
    } else if (alternates.length) problems.push(`${r}: alternates for a page in one language`);
  }
  expect(problems).toEqual([]);
});

test('every doc page shows a last-updated line with a date', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const r of routes) {
    const html = htmlOf(r);
    if (isHome(r) || isOverview(html)) continue;
    checked += 1;
    const m = /class="rp-last-updated"><p>([^<]*)(?:<!-- -->)?: (?:<!-- -->)?<span>([^<]+)<\/span>/.exec(html);
    if (!m || !/\d/.test(m[2] ?? '')) missing.push(r);
    else expect(m[1], r).toBe(r.startsWith('/zh') ? '最后更新时间' : 'Last Updated');
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(330);
});

test('Chinese pages link only Chinese routes that exist (sidebar, navigation, text)', () => {
  const dead = new Set<string>();
  for (const r of routes.filter((x) => x.startsWith('/zh'))) {
    const html = htmlOf(r);
    const body = html.slice(html.indexOf('<body'));
    for (const m of body.matchAll(/href="(\/zh[^"#?]*)/g)) {
      const target = decodeURIComponent(m[1] ?? '');
      // A page's Markdown copy and the language's llms.txt are files of the site, not routes.
      const file = /\.(md|txt)$/.test(target) && fs.existsSync(path.join(SITE, target));
      if (!file && !fileOf(target)) dead.add(`${r} -> ${target}`);
    }
  }
  expect([...dead]).toEqual([]);
  expect(htmlOf('/zh/guide/start/'), 'the Chinese sidebar does not list the rem guide').not.toContain('href="/zh/guide/advanced/rem"');
});

test('no language switch offers a page that does not exist: a page in one language only links to a related page or the home page of the other (all pages)', () => {
  const dead: string[] = [];
  const marked: string[] = [];
  for (const r of routes) {
    const html = htmlOf(r);
    const body = html.slice(html.indexOf('<body'));
    for (const m of body.matchAll(/<a [^>]*hreflang="(en|zh)"[^>]*>/gi)) {
      const href = decode(/href="([^"]*)"/.exec(m[0])?.[1] ?? '');
      const target = decodeURIComponent(href.split(/[?#]/)[0]);
      if (!fileOf(target)) dead.push(`${r} -> ${target}`);
      if (m[0].includes('data-missing-translation')) marked.push(`${r} -> ${target}`);
    }
  }
  expect(dead).toEqual([]);
  // The English rem guide is the one page without a Chinese version: its switch offers the Chinese rem plugin page.
  expect([...new Set(marked)]).toEqual(['/guide/advanced/rem -> /zh/plugins/list/plugin-rem']);
  expect(htmlOf('/guide/advanced/rem')).not.toContain('href="/zh/guide/advanced/rem"');
});
