// Measures the built site (run `pnpm build` first): bytes a visitor downloads and how long pages
// take to become interactive in Chromium, on a desktop and a throttled phone profile.
// Prints figures only; it asserts nothing. Usage: pnpm exec tsx scripts/bench.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import { SITE, hydrated, launchOptions, serveSite } from '../tests/e2e/support';

const PAGES = ['/', '/guide/start/quick-start', '/config/', '/zh/config/server/port'];
const RUNS = 3;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} kB`;

type Profile = { name: string; options: BrowserContextOptions; cpu?: number };
type Figures = { requests: number; bytes: number; interactive: number; dcl: number; fcp: number };

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function staticFigures(): void {
  const files = listFiles(SITE);
  const matching = (re: RegExp): string[] => files.filter((f) => re.test(f));
  const size = (re: RegExp): number => matching(re).reduce((a, f) => a + fs.statSync(f).size, 0);
  const gzip = (re: RegExp): number => matching(re).reduce((a, f) => a + zlib.gzipSync(fs.readFileSync(f)).length, 0);
  console.log('Build output');
  console.log(`  HTML pages: ${matching(/\.html$/).length}, ${kb(size(/\.html$/))} (${kb(gzip(/\.html$/))} gzip)`);
  console.log(`  JavaScript: ${kb(size(/\.js$/))} (${kb(gzip(/\.js$/))} gzip)`);
  console.log(`  CSS: ${kb(size(/\.css$/))} (${kb(gzip(/\.css$/))} gzip)`);
  for (const f of matching(/search_index.*\.json$/)) {
    console.log(`  ${path.basename(f)}: ${kb(fs.statSync(f).size)} (${kb(zlib.gzipSync(fs.readFileSync(f)).length)} gzip)`);
  }
}

/** One first load of a page by a returning visitor (no first-visit language redirect). */
async function pageFigures(browser: Browser, url: string, profile: Profile): Promise<Figures> {
  const context = await browser.newContext({ locale: 'en-US', ...profile.options });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  let bytes = 0;
  let requests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    requests += 1;
    pending.push(
      (async () => {
        const length = Number(r.headers()['content-length'] ?? 0) || (await r.body().catch(() => Buffer.alloc(0))).length;
        bytes += length;
      })(),
    );
  });
  const t0 = Date.now();
  await page.goto(url);
  await hydrated(page);
  const interactive = Date.now() - t0;
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { dcl: Math.round(nav?.domContentLoadedEventEnd ?? 0), fcp: Math.round(fcp?.startTime ?? 0) };
  });
  await Promise.all(pending);
  await context.close();
  return { requests, bytes, interactive, ...timing };
}

/** The middle value of the runs for one figure. */
function median(runs: Figures[], key: keyof Figures): number {
  const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const profiles: Profile[] = [
  { name: 'desktop 1440 px', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone 390 px, CPU ×4', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, cpu: 4 },
];

staticFigures();
const site = await serveSite();
const browser = await chromium.launch(launchOptions);
try {
  for (const profile of profiles) {
    console.log(`\nFirst load, ${profile.name} (uncompressed bytes, local server)`);
    for (const p of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await pageFigures(browser, `${site.url}${p}`, profile));
      console.log(
        `  ${p.padEnd(28)} ${String(median(runs, 'requests')).padStart(3)} requests ${kb(median(runs, 'bytes')).padStart(10)}  ` +
          `FCP ${median(runs, 'fcp')} ms  DOMContentLoaded ${median(runs, 'dcl')} ms  interactive ${median(runs, 'interactive')} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await site.close();
}
