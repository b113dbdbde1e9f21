// What the browser tests, their config and the benchmark share, outside any test file: where the
// built site is, which Chromium to launch and how, a programmatic static server for doc_build/
// (scripts/lib/static-server.ts, the server of `pnpm preview` that playwright.config.ts starts),
// and the "the app has hydrated" wait.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchOptions, type Page, expect } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server';

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

/** A port nobody listens on now, from the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
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
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export const launchOptions: LaunchOptions = {
  ...(chromiumPath() ? { executablePath: chromiumPath() } : {}),
  args: CHROMIUM_ARGS,
};

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

// `pnpm dev` on a copy of the project ----------------------------------------------------------------

/** What `rspress dev` needs of the project (node_modules is linked, not copied). */
const PROJECT_ENTRIES = ['rspress.config.ts', 'i18n.json', 'package.json', 'tsconfig.json', 'site', 'theme', 'scripts', 'docs'];

export type DevProject = { dir: string; url: string; stop(): Promise<void> };

/**
 * `rspress dev` on a copy of the project in a temporary folder, so that tests can edit pages without
 * touching the real ones. `prepare` changes the copy before the server starts. Resolves once the
 * first build is ready; fails with the server's log if it exits or is not ready in `timeoutMs`.
 */
export async function startDevProject(name: string, prepare: (dir: string) => void = () => {}, timeoutMs = 200_000): Promise<DevProject> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rsbuild-docs-${name}-`));
  for (const entry of PROJECT_ENTRIES) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  prepare(dir);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let log = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server did not start in ${timeoutMs / 1000} s:\n${log}`)), timeoutMs);
      const onData = (d: Buffer) => {
        log += d.toString();
        if (/ready\s+built/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dev server exited with ${code}:\n${log}`));
      });
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { dir, url: `http://127.0.0.1:${port}`, stop };
}

// Popups ---------------------------------------------------------------------------------------------

/**
 * Moves the pointer away from an open popup and checks that it closes 0.1 s later (at least 80 ms,
 * at most 1 s). Timed in the page, from the pointer's move to the popup's hiding: a busy machine can
 * delay the test's own steps.
 */
export async function expectClosesAfterLeave(page: Page, popupSelector: string, away: { x: number; y: number }): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as Window & { leftAt?: number; closedAt?: number };
    document.addEventListener('mousemove', () => (w.leftAt = performance.now()), { once: true, capture: true });
    // The popups are always in the page, `hidden` while closed.
    new MutationObserver((_, observer) => {
      const popup = document.querySelector<HTMLElement>(selector);
      if (popup && !popup.hidden) return;
      w.closedAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  }, popupSelector);
  await page.mouse.move(away.x, away.y);
  await expect(page.locator(popupSelector)).toBeHidden();
  const delay = await page.evaluate(() => {
    const w = window as Window & { leftAt?: number; closedAt?: number };
    return (w.closedAt ?? Number.NaN) - (w.leftAt ?? Number.NaN);
  });
  expect(delay, `still open right after the pointer leaves (closed after ${delay} ms)`).toBeGreaterThanOrEqual(80);
  expect(delay, 'closed soon after').toBeLessThanOrEqual(1000);
}
