// Every built page, read as static HTML (cheap, so all of them; no browser): it exists for its
// route, has its title, language and description, its markup nests correctly (a pre-rendered page
// whose HTML the parser restructures fails to hydrate), and it loads nothing from another host.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE, fileOf, htmlOf, readRoutes } from '../../scripts/lib/built-site';

const routes = readRoutes();

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Interactive elements nested in each other: <a> in <a>, anything interactive in <button>. */
function nestingProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const body = html.slice(html.indexOf('<body'));
  for (const m of body.matchAll(/<(\/?)(a|button)\b[^>]*>/gi)) {
    const [tag, closing, name] = [m[0], m[1], (m[2] ?? '').toLowerCase()];
    if (closing) {
      const i = stack.lastIndexOf(name);
      if (i !== -1) stack.length = i;
      continue;
    }
    if (stack.includes('button') || (name === 'a' && stack.includes('a'))) problems.push(`${tag.slice(0, 80)} inside <${stack.at(-1)}>`);
    stack.push(name);
  }
  return problems;
}

test('every route has its pre-rendered page with the content in the HTML', () => {
  expect(routes.length, 'the route list is read').toBeGreaterThan(300);
  expect(fs.existsSync(path.join(SITE, 'og-image.png')), 'the Open Graph image is part of the site').toBe(true);
  expect(
    routes.filter((r) => !fileOf(r)),
    'routes without a page',
  ).toEqual([]);
  for (const r of routes) {
    if (r === '/' || r === '/zh/') continue;
    expect(htmlOf(r), `${r} has its h1 in the static HTML`).toMatch(/<h1[^>]*>/);
  }
  console.log(`${routes.length} pages checked`);
});

test('the test server behaves like a static host: clean URLs, index pages, 404.html with status 404', async ({ request }) => {
  const page = async (url: string) => {
    const res = await request.get(url, { maxRedirects: 0 });
    return { status: res.status(), body: res.status() === 200 || res.status() === 404 ? await res.text() : '' };
  };
  const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8');
  expect(await page('/guide/start/quick-start')).toEqual({ status: 200, body: read('guide/start/quick-start.html') });
  expect(await page('/guide/start/')).toEqual({ status: 200, body: read('guide/start/index.html') });
  expect(await page('/')).toEqual({ status: 200, body: read('index.html') });
  expect(await page('/no/such/page')).toEqual({ status: 404, body: read('404.html') });
  expect((await page('/rss/')).status, 'no directory listing').toBe(404);
  const feed = await request.get('/rss/releases-en.rss');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/xml/);
});

test('fragments under shared/ are not pages, and pages that import one show its text', async ({ request }) => {
  const htmlUnderShared = filesOf(SITE).filter((f) => /[/\\]shared[/\\]/.test(path.relative(SITE, f)) && f.endsWith('.html'));
  expect(htmlUnderShared).toEqual([]);
  expect(fileOf('/shared/node-requirement'), 'no page for the fragment').toBeUndefined();
  expect(fileOf('/zh/shared/node-requirement'), 'no page for the Chinese fragment').toBeUndefined();
  // And the server answers 404 for them.
  expect((await request.get('/shared/node-requirement')).status(), 'no route for the fragment').toBe(404);
  expect((await request.get('/zh/shared/node-requirement')).status(), 'no route for the Chinese fragment').toBe(404);
  expect(htmlOf('/guide/start/quick-start')).toMatch(/&quot;node&quot;: &quot;&gt;=16\.0\.0&quot;|"node": "&gt;=16\.0\.0"/);
  expect(htmlOf('/zh/guide/start/quick-start')).toMatch(/16 或更高版本/);
});

test('every page has its language, a title "page - Rsbuild" and a description', () => {
  for (const r of routes) {
    const html = htmlOf(r);
    const lang = r.startsWith('/zh') ? 'zh' : 'en';
    expect(html, `${r} lang`).toMatch(new RegExp(`<html lang="${lang}"`));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (r === '/' || r === '/zh/') expect(title, r).toBe('Rsbuild');
    else expect(title ?? '', `${r} title`).toMatch(/ - Rsbuild$/);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    // A Chinese sentence says in 10 characters what takes 20 in English.
    expect(description.length, `${r} description`).toBeGreaterThanOrEqual(lang === 'zh' ? 10 : 20);
    expect(description, `${r}: the description is a sentence, not the Type line`).not.toMatch(/^(Type:|类型：)/);
    expect(html, `${r} og:url`).toMatch(new RegExp(`<meta property="og:url" content="https://rsbuild\\.dev${r.replace(/[/]/g, '\\/')}"`));
    if (title) expect(html, `${r} og:title`).toContain(`<meta property="og:title" content="${title}"`);
    expect(html, `${r} og:image`).toMatch(/<meta property="og:image" content="https:\/\/rsbuild\.dev\/og-image\.png"/);
    expect(html, `${r} twitter:card`).toMatch(/<meta property="twitter:card" content="summary_large_image"/);
  }
});

test('no page nests interactive elements (the parser would restructure it and hydration would break)', () => {
  const problems = routes.flatMap((r) => nestingProblems(htmlOf(r)).map((p) => `${r}: ${p}`));
  expect(problems).toEqual([]);
});

test('the nesting check itself catches a button in a button and a link in a link', () => {
  expect(nestingProblems('<body><button><span><button>x</button></span></button></body>')).toHaveLength(1);
  expect(nestingProblems('<body><a href="/"><a href="/x">x</a></a></body>')).toHaveLength(1);
  expect(nestingProblems('<body><a href="/"><b>x</b></a><button>y</button></body>')).toHaveLength(0);
});

test('pages load scripts, styles, images and icons only from this site', () => {
  const external: string[] = [];
  const pages = filesOf(SITE).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  for (const f of pages) {
    const html = fs.readFileSync(f, 'utf8');
    for (const m of html.matchAll(/<(script|img|link|source|iframe)\b[^>]*?\s(src|href)="([^"]+)"[^>]*>/gi)) {
      const [tag, name, , url] = m;
      if (name?.toLowerCase() === 'link' && /rel="(alternate|canonical)"/.test(tag)) continue;
      if (/^(https?:)?\/\//.test(url ?? '')) external.push(`${path.relative(SITE, f)}: ${tag.slice(0, 120)}`);
    }
  }
  expect(external).toEqual([]);
});

test('code is highlighted at build time for every language the pages use, without line numbers', () => {
  const SPEC_LANGS = ['js', 'ts', 'jsx', 'tsx', 'json', 'css', 'scss', 'less', 'xml', 'html', 'diff', 'yaml', 'md', 'mdx', 'bash'];
  const seen = new Map<string, { blocks: number; highlighted: number }>();
  for (const r of routes) {
    const html = htmlOf(r);
    expect(html, `${r}: no line numbers`).not.toMatch(/class="[^"]*line-number/);
    for (const [, lang = '', body = ''] of html.matchAll(/<pre[^>]*data-lang="([a-z]+)"[^>]*>([\s\S]*?)<\/pre>/g)) {
      const entry = seen.get(lang) ?? { blocks: 0, highlighted: 0 };
      entry.blocks += 1;
      // A token coloured by its class (plugins/code-tokens.ts) or, for a colour without one, its style.
      if (/<span class="[kcfpsemalid]">|style="color:var\(--shiki-token-/.test(body)) entry.highlighted += 1;
      seen.set(lang, entry);
    }
  }
  const used = SPEC_LANGS.filter((l) => seen.has(l));
  expect(used.length, `languages in use: ${used.join(', ')}`).toBeGreaterThanOrEqual(8);
  for (const lang of used) expect(seen.get(lang)?.highlighted ?? 0, `${lang} blocks are highlighted`).toBeGreaterThan(0);
  console.log(`highlighted languages: ${used.map((l) => `${l} (${seen.get(l)?.blocks})`).join(', ')}`);
});

test('every callout, badge and code annotation a page uses is styled, and the stylesheet carries none that no page uses (plugins/post-build/prune-css.ts)', () => {
  const sheets = fs.readdirSync(path.join(SITE, 'static/css')).filter((n) => n.endsWith('.css'));
  expect(sheets.length, 'the site has its stylesheet').toBeGreaterThan(0);
  const css = sheets.map((n) => fs.readFileSync(path.join(SITE, 'static/css', n), 'utf8')).join('\n');
  const html = routes.map((r) => htmlOf(r)).join('\n');
  const onPages = new Set(html.match(/\brp-callout--[\w-]+|\bhas-(?:diff|highlighted|focused)\b/g) ?? []);
  expect(onPages.has('rp-callout--tip') || onPages.has('rp-callout--info'), 'the pages use callouts').toBe(true);
  const unstyled = [...onPages].filter((c) => !css.includes(`.${c}`));
  expect(unstyled, 'classes on pages without their rules').toEqual([]);
  const kinds = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'details'];
  const stray = kinds.map((k) => `rp-callout--${k}`).filter((c) => !onPages.has(c) && css.includes(`.${c}{`));
  expect(stray, 'callout kinds no page uses, still in the stylesheet').toEqual([]);
});

test("a callout's default title is in the page's language (theme/components/Callout.tsx): 提示 and 警告 on Chinese pages, Tip and Warning on English ones", () => {
  const titles = (lang: 'en' | 'zh') =>
    new Set(
      routes
        .filter((r) => (lang === 'zh') === r.startsWith('/zh/'))
        .flatMap((r) => [...htmlOf(r).matchAll(/class="rp-callout__title">([^<]*)</g)].map((m) => m[1])),
    );
  const zh = titles('zh');
  const en = titles('en');
  expect(zh.has('提示') && zh.has('警告'), `Chinese titles: ${[...zh].join(', ')}`).toBe(true);
  expect(
    [...zh].filter((t) => /^(Tip|Info|Note|Warning|Caution|Danger|Important|Details)$/.test(t)),
    'English default titles on Chinese pages',
  ).toEqual([]);
  expect(en.has('Tip') && en.has('Warning'), `English titles: ${[...en].join(', ')}`).toBe(true);
});
