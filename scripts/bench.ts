// `pnpm bench`: what the built site costs a visitor and what the build costs us; prints figures, asserts
// nothing (tests/e2e/weight.spec.ts asserts the byte budgets). A first visit per page type and language on a
// phone profile (gzip bytes by kind, times at CPU ×4), then hydration on intent, a client-side navigation and
// the same link as a page load; the build, cold and with DOCS_CACHE=1 writing and reusing the cache.
// Usage: pnpm bench [--no-build]   (needs a build: it runs `pnpm build` itself unless --no-build)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ROOT, benchmarkBrowser, hydrated, serveSite } from './lib/built-site';
import { SAMPLES, type Weight, firstVisitWeight, hydrationWeight, kb, navigationWeight, pageLoadWeight } from './lib/visit-weight';

const args = process.argv.slice(2);
const ms = (n: number): string => `${Math.round(n)} ms`;

/** Runs `pnpm build`, returning wall time and peak memory (GNU time) of the whole command. */
function timedBuild(env: Record<string, string>): { seconds: number; peakMB: number | null } {
  const gnuTime = fs.existsSync('/usr/bin/time');
  const t0 = Date.now();
  const cmd = gnuTime ? '/usr/bin/time' : process.execPath;
  const cmdArgs = gnuTime
    ? ['-f', 'PEAK_KB=%M', process.execPath, 'node_modules/@rspress/core/bin/rspress.js', 'build']
    : ['node_modules/@rspress/core/bin/rspress.js', 'build'];
  const res = spawnSync(cmd, cmdArgs, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`the build failed:\n${res.stdout}${res.stderr}`);
  const peak = /PEAK_KB=(\d+)/.exec(res.stderr ?? '');
  return { seconds: (Date.now() - t0) / 1000, peakMB: peak ? Number(peak[1]) / 1024 : null };
}

function buildFigures(): void {
  fs.rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  const cold = timedBuild({ DOCS_CACHE: '0' });
  // With the persistent cache (DOCS_CACHE=1): the first build writes it, the second reuses it.
  const writing = timedBuild({ DOCS_CACHE: '1' });
  const warm = timedBuild({ DOCS_CACHE: '1' });
  fs.rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  const mem = (m: number | null): string => (m === null ? 'n/a' : `${(m / 1024).toFixed(2)} GB`);
  console.log('Build (rspress build, 345 pages)');
  console.log(`  cold (the default, no cache):     ${cold.seconds.toFixed(1)} s, peak ${mem(cold.peakMB)}`);
  console.log(`  DOCS_CACHE=1, writing the cache:  ${writing.seconds.toFixed(1)} s, peak ${mem(writing.peakMB)}`);
  console.log(`  DOCS_CACHE=1, warm:               ${warm.seconds.toFixed(1)} s, peak ${mem(warm.peakMB)}`);
}

const line = (w: Weight): string =>
  `${kb(w.total).padStart(9)}  html ${kb(w.byKind.html)}, js ${kb(w.byKind.js)}, css ${kb(w.byKind.css)}, font ${kb(w.byKind.font)}, image ${kb(w.byKind.image)}, data ${kb(w.byKind.data)}`;

async function visit(browser: Browser, base: string, sample: (typeof SAMPLES)[number]): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const first = await firstVisitWeight(page, `${base}${sample.path}`);
  console.log(`  ${sample.type.padEnd(8)} ${sample.path.padEnd(28)} ${first.requests} requests ${line(first)}`);
  const app = await hydrationWeight(page);
  console.log(`  ${''.padEnd(8)} ${'  then hydration on intent'.padEnd(28)} ${app.requests} requests ${kb(app.total).padStart(9)}`);
  const nav = await navigationWeight(page, sample.next).catch(() => null);
  console.log(
    `  ${''.padEnd(8)} ${'  then a client-side navigation'.padEnd(28)} ${nav ? `${nav.requests} requests ${kb(nav.total).padStart(9)}` : 'link not found'}`,
  );
  // The same link followed before the app runs: a page load, the stylesheet and boot script cached.
  await page.goto(`${base}${sample.path}`);
  await page.waitForLoadState('networkidle');
  const plain = await pageLoadWeight(page, sample.next).catch(() => null);
  console.log(
    `  ${''.padEnd(8)} ${'  or, before hydration, a page load'.padEnd(28)} ${plain ? `${plain.requests} requests ${kb(plain.total).padStart(9)}` : 'link not found'}`,
  );
  // Times on a phone-like CPU (×4 slower), second load of the same page by a new visitor.
  const timed = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await timed.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const p2 = await timed.newPage();
  const cdp = await timed.newCDPSession(p2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await p2.goto(`${base}${sample.path}`);
  await p2.waitForLoadState('load');
  const loaded = Date.now() - t0;
  const t1 = Date.now();
  await hydrated(p2);
  const interactive = Date.now() - t1;
  const fcp = await p2.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  console.log(`  ${''.padEnd(8)} ${'  phone CPU ×4'.padEnd(28)} FCP ${ms(fcp)}, load ${ms(loaded)}, intent to hydrated ${ms(interactive)}`);
  await timed.close();
  await context.close();
}

if (!args.includes('--no-build')) buildFigures();
const site = await serveSite();
const browser = await chromium.launch(await benchmarkBrowser());
try {
  console.log('\nFirst visit, empty cache, phone 390 px (gzip bytes, as a static host serves them)');
  for (const sample of SAMPLES) await visit(browser, site.url, sample);
} finally {
  await browser.close();
  await site.close();
}
