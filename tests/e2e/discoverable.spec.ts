// What search engines, feed readers and AI tools read: sitemap.xml, robots.txt, llms.txt with a
// Markdown copy of every page, and release feeds that a real feed parser accepts with absolute,
// stable ids, an `updated` date that is the newest release's, and clean HTML content.
import fs from 'node:fs';
import path from 'node:path';
import { parseFeed } from 'feedsmith';
import { site } from '../../site';
import { RELEASE_DATES } from '../../scripts/gates/gates';
import { expect, test } from './fixtures';
import { SITE, readRoutes } from '../../scripts/lib/built-site';

/** The routes of the built site: every HTML page but the 404 page, clean URLs. */
function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'static') walk(p);
      else if (e.name.endsWith('.html') && p !== path.join(SITE, '404.html')) {
        const rel = `/${path.relative(SITE, p).split(path.sep).join('/')}`;
        out.push(rel.replace(/index\.html$/, '').replace(/\.html$/, ''));
      }
    }
  };
  walk(SITE);
  return out.sort();
}

/** A URL of the published site as a path of the test server. */
const localPath = (url: string): string => {
  expect(url.startsWith(site.url), `${url} is absolute, on ${site.url}`).toBe(true);
  return `/${url.slice(site.url.length)}`;
};

type SitemapUrl = { loc: string; lastmod: string; alternates: Record<string, string> };

test('sitemap.xml lists exactly the routes of the site, each with lastmod and its languages, and every URL exists', async ({
  page,
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  // Parsed by the browser's XML parser: well-formed, in the sitemap namespace.
  await page.goto('/robots.txt');
  const urls = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
    if (doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9') throw new Error('wrong namespace');
    return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((u) => ({
      loc: u.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
      lastmod: u.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'lastmod')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...u.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
          l.getAttribute('hreflang') ?? '',
          l.getAttribute('href') ?? '',
        ]),
      ),
    }));
  }, xml);
  const listed = urls.map((u: SitemapUrl) => localPath(u.loc)).sort();
  expect(new Set(listed).size, 'no URL twice').toBe(listed.length);
  expect(listed, 'exactly the built pages').toEqual(builtRoutes());
  const required = readRoutes();
  expect(
    required.filter((r) => !listed.includes(r)),
    'every route of tests/fixtures/routes.txt',
  ).toEqual([]);
  expect(listed.length).toBeGreaterThanOrEqual(345);
  for (const u of urls) {
    expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const p = localPath(u.loc);
    const other = p.startsWith('/zh/') ? p.slice(3) : `/zh${p}`;
    if (listed.includes(other)) {
      expect(Object.keys(u.alternates).sort(), u.loc).toEqual(['en', 'x-default', 'zh']);
      expect(localPath(u.alternates[p.startsWith('/zh/') ? 'zh' : 'en'])).toBe(p);
      expect(localPath(u.alternates['x-default'])).toBe(p.startsWith('/zh/') ? other : p);
    } else {
      expect(u.alternates, `${u.loc} exists in one language`).toEqual({});
    }
  }
  // Every listed URL answers 200.
  const failed: string[] = [];
  for (let i = 0; i < listed.length; i += 20) {
    const statuses = await Promise.all(listed.slice(i, i + 20).map(async (p) => [p, (await request.get(p)).status()] as const));
    failed.push(...statuses.filter(([, s]) => s !== 200).map(([p, s]) => `${p} ${s}`));
  }
  expect(failed).toEqual([]);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${site.url}sitemap.xml`);
});

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  test(`${lang}: llms.txt lists the pages' Markdown copies, and every page has a clean one`, async ({ request }) => {
    const res = await request.get(`${prefix}/llms.txt`);
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^# Rsbuild\n/);
    // The site's description in the file's language.
    expect(text).toContain(`\n> ${site.description[lang]}\n`);
    const links = [...text.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(150);
    for (const l of links) expect(l.startsWith(`${prefix}/`), l).toBe(true);
    expect((await request.get(`${prefix}/llms-full.txt`)).status()).toBe(200);
    // A Markdown copy of every page of this language, /guide/start/index.md style.
    const routes = builtRoutes().filter((r) => (lang === 'zh') === (r === '/zh' || r.startsWith('/zh/')));
    const mdOf = (r: string): string => (r.endsWith('/') ? `${r}index.md` : `${r}.md`);
    expect(routes.map(mdOf)).toContain(`${prefix}/guide/start/index.md`);
    const missing = routes.map(mdOf).filter((m) => !fs.existsSync(path.join(SITE, m)));
    expect(missing).toEqual([]);
    for (const l of links) expect(fs.existsSync(path.join(SITE, l)), l).toBe(true);
    const md = await request.get(`${prefix}/guide/start/index.md`);
    expect(md.status()).toBe(200);
    // Clean: Markdown and code, no HTML, JSX or MDX imports outside code.
    for (const m of routes.map(mdOf)) {
      const body = fs.readFileSync(path.join(SITE, m), 'utf8');
      expect(body, m).toMatch(/^# /m);
      const prose = body
        .replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm, '') // fences, in list items too
        .replace(/``[^\n]*?``/g, '')
        .replace(/`[^`\n]*`/g, '');
      expect(prose.match(/<\/?[A-Za-z][^>]*>|^import .* from |^export /m)?.[0], m).toBeUndefined();
    }
  });

  test(`${lang}: the RSS and Atom feeds parse, with absolute stable ids, updated = newest release, clean content`, async ({ request }) => {
    const newest = Object.values(RELEASE_DATES).sort().at(-1);
    const releases = Object.keys(RELEASE_DATES).length;
    // Atom.
    const atomUrl = `/rss/releases-${lang}.xml`;
    const atom = parseFeed(await (await request.get(atomUrl)).text());
    expect(atom.format).toBe('atom');
    if (atom.format !== 'atom') return;
    expect(atom.feed.id, 'the feed id is its own absolute URL').toBe(`${site.url}rss/releases-${lang}.xml`);
    expect(atom.feed.links?.find((l) => l.rel === 'self')?.href).toBe(atom.feed.id);
    expect(atom.feed.updated, 'updated is the newest release, not the build time').toBe(`${newest}T08:00:00.000Z`);
    const entries = atom.feed.entries ?? [];
    expect(entries).toHaveLength(releases);
    for (const e of entries) {
      expect(e.id, 'absolute id').toMatch(new RegExp(`^${site.url}${prefix.slice(1)}${prefix ? '/' : ''}community/releases/v0-\\d$`));
      expect(e.links?.[0]?.href).toBe(e.id);
      const html = e.content?.value ?? '';
      expect(html.length, e.id).toBeGreaterThan(500);
      expect(html, 'no React markers').not.toContain('<!--');
      expect(html, 'no heading anchors').not.toMatch(/>#<\/a>/);
      expect(html, 'no theme markup').not.toMatch(/class="|style="|<button|<svg/);
      for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(m[1], 'absolute links').toMatch(/^(https?:|mailto:)/);
    }
    // RSS.
    const rss = parseFeed(await (await request.get(`/rss/releases-${lang}.rss`)).text());
    expect(rss.format).toBe('rss');
    if (rss.format !== 'rss') return;
    expect(new Date(rss.feed.lastBuildDate ?? '').toISOString()).toBe(`${newest}T08:00:00.000Z`);
    const items = rss.feed.items ?? [];
    expect(items).toHaveLength(releases);
    for (const i of items) {
      expect(i.guid?.value).toBe(i.link);
      expect(i.link).toMatch(/^https:\/\//);
      expect(i.content?.encoded ?? '').not.toContain('<!--');
    }
    // Stable: the same ids on the next build (they depend on nothing but the site URL and the page).
    expect(entries.map((e) => e.id).sort()).toEqual(items.map((i) => i.link).sort());
  });
}
