// Shared set-up of the browser tests: a static server for doc_build/ that behaves like a static
// host (clean URLs, 404.html with status 404) and Debian's Chromium driven by playwright-core.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SITE = process.env.SITE_DIR || path.join(ROOT, 'doc_build');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/atom+xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Which file a static host with clean URLs serves for a path, or null (then 404.html, status 404). */
export function resolveFile(root, urlPath) {
  let p;
  try {
    p = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const full = path.join(root, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
  if (!full.startsWith(root)) return null;
  const candidates = p.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** Serves doc_build/ on 127.0.0.1. Returns { url, close }. */
export async function serveSite(root = SITE) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`pnpm build\` first (pnpm test does).`);
  }
  const server = http.createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const body = fs.readFileSync(file ?? path.join(root, '404.html'));
    res.writeHead(status, { 'content-type': TYPES[path.extname(file ?? '404.html')] ?? 'application/octet-stream' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Launches Debian's Chromium; fails with how to install it when it is missing. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests need it: install it with ` +
        '`apt-get install -y chromium fonts-noto-cjk` (or set CHROMIUM_PATH).',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * A page that records console errors, page errors and requests to other hosts. Unless
 * `firstVisit` is set, the visitor has been here before (no first-visit language redirect).
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions & { firstVisit?: boolean }} [options]
 */
export async function newPage(browser, { firstVisit = false, ...options } = {}) {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = [];
  const external = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && u.protocol.startsWith('http')) external.push(r.url());
  });
  return { context, page, errors, external };
}

/** Waits until React has hydrated the page (Rspress marks the root once the app runs). */
export async function hydrated(page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root') ?? document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/**
 * Registers before/after hooks that serve the built site and launch Chromium for a test file.
 * @returns {{ site: { url: string, close(): Promise<unknown> }, browser: import('playwright-core').Browser }}
 */
export function useSiteAndBrowser() {
  const env = /** @type {any} */ ({});
  before(async () => {
    env.site = await serveSite();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}
