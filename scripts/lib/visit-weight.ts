// What a visitor downloads: every response of a page load, grouped by kind, with its gzip size (as a
// static host serves it compressed). Shared by the size budget test and `pnpm bench`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { fileOf, hydrated } from './built-site';

export type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'data' | 'other';
export type Weight = { total: number; byKind: Record<Kind, number>; requests: number; files: { url: string; kind: Kind; gzip: number }[] };

const KINDS: Kind[] = ['html', 'js', 'css', 'font', 'image', 'data', 'other'];
const COMPRESSIBLE = /\.(html?|js|mjs|css|json|svg|xml|txt|md|wasm)(\?|$)|\/$|\/[^./]*$/;

function kindOf(url: string, type: string): Kind {
  if (type === 'document' || /\.html?(\?|$)/.test(url)) return 'html';
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  if (type === 'image' || /\.(png|jpe?g|gif|webp|avif|svg|ico)(\?|$)/.test(url)) return 'image';
  if (type === 'fetch' || type === 'xhr' || /\.(json|pf_\w+|pagefind\w*)(\?|$)/.test(url)) return 'data';
  return 'other';
}

/**
 * Starts recording the bytes of every response of a page that came over the network (answers from the
 * browser's cache, whose body size Chromium reports as 0 or less, cost nothing); `done()` returns the weight.
 */
export function recordWeight(page: Page): { done(): Promise<Weight> } {
  const pending: Promise<{ url: string; kind: Kind; gzip: number } | null>[] = [];
  page.on('response', (res) => {
    pending.push(
      (async () => {
        const url = res.url();
        if (!/^https?:/.test(url) || (res.status() >= 300 && res.status() < 400)) return null;
        const sizes = await res
          .request()
          .sizes()
          .catch(() => null);
        if (sizes && sizes.responseBodySize <= 0) return null;
        const body = await res.body().catch(() => null);
        if (!body) return null;
        const gzip = COMPRESSIBLE.test(new URL(url).pathname) ? zlib.gzipSync(body, { level: 9 }).length : body.length;
        return { url, kind: kindOf(url, res.request().resourceType()), gzip };
      })(),
    );
  });
  return {
    async done() {
      const files = (await Promise.all(pending)).filter((f): f is NonNullable<typeof f> => f !== null);
      const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
      for (const f of files) byKind[f.kind] += f.gzip;
      return { total: files.reduce((a, f) => a + f.gzip, 0), byKind, requests: files.length, files };
    },
  };
}

/**
 * The weight of a first visit with an empty cache: the page as a reader gets it (no click, no key),
 * after the network goes idle. The app is not part of it: it loads on the first intent.
 */
export async function firstVisitWeight(page: Page, url: string): Promise<Weight> {
  const rec = recordWeight(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return rec.done();
}

/** The weight of the app's hydration on the visitor's first intent, on a page already loaded. */
export async function hydrationWeight(page: Page): Promise<Weight> {
  const rec = recordWeight(page);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return rec.done();
}

/** The weight of a client-side navigation: a click on an in-site link, until the network is idle. */
export async function navigationWeight(page: Page, linkSelector: string): Promise<Weight> {
  await hydrated(page);
  const rec = recordWeight(page);
  // dispatchEvent: the link may sit in the closed phone drawer; the router handles the click all the same.
  await page.locator(linkSelector).first().dispatchEvent('click');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // lazy chunks requested right after the route change
  await page.waitForLoadState('networkidle');
  return rec.done();
}

/**
 * The weight of following an in-site link before the app runs: an ordinary page load, with what the
 * first visit left in the browser's cache (the stylesheet, the boot script, the images).
 */
export async function pageLoadWeight(page: Page, linkSelector: string): Promise<Weight> {
  const rec = recordWeight(page);
  await Promise.all([page.waitForEvent('load'), page.locator(linkSelector).first().dispatchEvent('click')]);
  await page.waitForLoadState('networkidle');
  return rec.done();
}

export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Page types × languages, and an in-site link to follow for the client-side navigation. */
export const SAMPLES: { type: string; path: string; next: string }[] = [
  { type: 'home', path: '/', next: 'a[href="/guide/start/"]' },
  { type: 'home', path: '/zh/', next: 'a[href="/zh/guide/start/"]' },
  { type: 'doc', path: '/guide/start/quick-start', next: '.rp-doc-layout__sidebar a[href="/guide/start/features"]' },
  { type: 'doc', path: '/zh/guide/basic/css-usage', next: '.rp-doc-layout__sidebar a[href="/zh/guide/basic/css-modules"]' },
  { type: 'doc', path: '/config/output/dist-path', next: '.rp-doc-layout__sidebar a[href="/config/output/filename"]' },
  { type: 'overview', path: '/community/releases/', next: '.rp-doc-layout__sidebar a[href="/community/releases/v0-5"]' },
  { type: 'overview', path: '/zh/community/releases/', next: '.rp-doc-layout__sidebar a[href="/zh/community/releases/v0-5"]' },
  { type: '404', path: '/guide/no-such-page', next: 'a[href="/"]' },
];

/**
 * A first visit read from the built files, for every route at once (no browser): the page's HTML and
 * every file its markup loads before any press (stylesheets, icons, scripts with a `src`, images not
 * marked `loading="lazy"`), gzip. Lazy images that start on screen are not counted: the browser samples
 * above measure those pages whole.
 */
export function staticFirstVisit(route: string, site: string): { total: number; files: { file: string; gzip: number }[] } {
  const html = fileOf(route, site);
  if (!html) throw new Error(`${route}: no built page`);
  const markup = fs.readFileSync(html, 'utf8');
  const loaded = new Set<string>();
  for (const tag of markup.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="(stylesheet|icon)"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) loaded.add(href);
  }
  for (const tag of markup.match(/<(script|img)\b[^>]*>/g) ?? []) {
    if (/\bloading="lazy"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) loaded.add(src);
  }
  const files = [{ file: path.relative(site, html), gzip: gzipSize(html) }];
  for (const url of loaded) {
    if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) continue;
    const file = path.join(site, decodeURIComponent(url.split(/[?#]/)[0]));
    if (!fs.existsSync(file)) throw new Error(`${route}: loads ${url}, which the build does not have`);
    files.push({ file: path.relative(site, file), gzip: gzipSize(file) });
  }
  return { total: files.reduce((a, f) => a + f.gzip, 0), files };
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) gzipSizes.set(file, (size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length));
  return size;
}
