// The built site, as the browser tests, their config and the benchmarks reach it: where it is, its
// routes and pages, which Chromium to launch and how, a programmatic static server for doc_build/
// (./static-server.ts, the server of `pnpm preview` that playwright.config.ts starts), and the
// "the app has hydrated" wait.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions, Page } from '@playwright/test';
import { coveringSample, markupFeatures } from './route-sample';
import { startStaticServer } from './static-server';
import { TOOLS } from './test-tools';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built site: doc_build/, or SITE_DIR (e.g. a copy that a concurrent build cannot touch). */
export const SITE = path.resolve(ROOT, process.env.SITE_DIR ?? 'doc_build');
/** Options of the static server (clean URLs, no directory listings), read by `serve` and by serveSite. */
export const SERVE_CONFIG = path.join(ROOT, 'serve.json');
/** The routes the site must serve, one per line. */
export const ROUTES_FILE = path.join(ROOT, 'tests/fixtures/routes.txt');

/** Throws, saying to run `pnpm build`, when the site has not been built. */
export function assertBuilt(site: string = SITE): void {
  if (!fs.existsSync(path.join(site, 'index.html'))) {
    const where = path.relative(ROOT, site);
    throw new Error(`No built site in ${where && !where.startsWith('..') ? where : site}/: run \`pnpm build\` first (\`pnpm test\` does).`);
  }
}

/** Every route of tests/fixtures/routes.txt (comments and blank lines skipped). */
export function readRoutes(file: string = ROUTES_FILE): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
}

// Built pages ------------------------------------------------------------------------------------

/** The file a clean-URL static host serves for a route ('/a/' -> a/index.html, '/a/b' -> a/b.html). */
export function fileOf(route: string, site: string = SITE): string | undefined {
  const base = path.join(site, route);
  const candidates = route.endsWith('/') ? [path.join(base, 'index.html')] : [`${base}.html`, path.join(base, 'index.html')];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

const htmlCache = new Map<string, string>();
/** The built HTML of a route (read once per worker); throws when the route has no page. */
export function htmlOf(route: string): string {
  let html = htmlCache.get(route);
  if (html === undefined) {
    const file = fileOf(route);
    if (!file) throw new Error(`${route}: no page in ${SITE}`);
    html = fs.readFileSync(file, 'utf8');
    htmlCache.set(route, html);
  }
  return html;
}

let sample: string[] | undefined;
/**
 * The routes of `pnpm test`'s whole-site checks: routes that together hold every kind of markup of the site
 * (./route-sample.ts), the home pages first; a Chinese page is taken where its markup differs. `pnpm test:sweeps`
 * checks every route.
 */
export function sampleRoutes(): string[] {
  sample ??= coveringSample(readRoutes(), (r) => markupFeatures(htmlOf(r)), ['/', '/zh/']);
  return sample;
}

const portsHandedOut = new Set<number>();

/**
 * A port nobody listens on now, for a server a test or benchmark starts a moment later. Drawn at random
 * from 20000–32767, below the ephemeral ranges of Linux (32768–60999), macOS and Windows (49152–65535):
 * a port from those ranges, which is what listening on port 0 gives, can be taken before the server
 * starts by the local end of any outgoing connection (CI failed once that way: EADDRINUSE on a proxy's
 * port). Never the same port twice in one process.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = 20000 + Math.floor(Math.random() * 12768);
    if (portsHandedOut.has(port) || !(await canListen(port))) continue;
    portsHandedOut.add(port);
    return port;
  }
  throw new Error(
    'freePort (scripts/lib/built-site.ts): 100 random ports in 20000–32767 were all taken; free some, or widen the range there.',
  );
}

/** Whether a server can listen on `port` on every interface now (IPv6 and IPv4 where both exist). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

// Browser ----------------------------------------------------------------------------------------

/**
 * Chromium to launch: CHROMIUM_PATH, else Debian's /usr/bin/chromium where it exists, else
 * undefined (then Playwright's own downloaded browser is used).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for a machine without GPU, sandbox or outside network (nothing may phone home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const launchOptions: LaunchOptions = {
  ...(chromiumPath() ? { executablePath: chromiumPath() } : {}),
  args: CHROMIUM_ARGS,
};

/**
 * For a benchmark: finds or installs Chromium as `pnpm test` does (./test-tools.ts), then the options to launch
 * it. When it cannot, prints the one line that says what to do and exits.
 */
export async function benchmarkBrowser(): Promise<LaunchOptions> {
  try {
    Object.assign(process.env, (await TOOLS.chromium()).env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}

/**
 * Hydrates the page and waits until the app has (its layout marks the root, theme/hydration/boot-state.ts). The
 * built pages hydrate on the visitor's first intent (theme/hydration/boot.ts): this asks for it as a tool
 * would, with the `rs:hydrate` event; `pnpm dev` pages hydrate on load by themselves.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-rs-hydrated'));
}

/** Has the app hydrated the page? */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.hasAttribute('data-rs-hydrated'));

// Static server ----------------------------------------------------------------------------------

export type SiteServer = { url: string; close(): Promise<void> };

/**
 * Serves the built site on 127.0.0.1 (a free port) as the tests see it: clean URLs, `404.html`
 * with status 404 for a missing or hostile path, the headers of `_headers`
 * (scripts/lib/static-server.ts, the server of `pnpm preview`).
 */
export async function serveSite(site: string = SITE): Promise<SiteServer> {
  assertBuilt(site);
  const { url, close } = await startStaticServer({ root: site, config: SERVE_CONFIG });
  return { url, close };
}
