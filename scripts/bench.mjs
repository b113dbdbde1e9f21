#!/usr/bin/env node
// Measures the built site (run `pnpm build` first): bytes a visitor downloads and how long pages
// take to become interactive in Chromium, on a desktop and a throttled phone profile.
// Prints figures only; it asserts nothing. Usage: pnpm bench
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { hydrated, launchBrowser, newPage, serveSite, SITE } from '../tests/e2e/harness.mjs';

const PAGES = ['/', '/guide/start/quick-start', '/config/', '/zh/config/server/port'];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function staticFigures() {
  const files = [];
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name))));
  walk(SITE);
  const sum = (re) => files.filter((f) => re.test(f)).reduce((a, f) => a + fs.statSync(f).size, 0);
  const gz = (re) => files.filter((f) => re.test(f)).reduce((a, f) => a + zlib.gzipSync(fs.readFileSync(f)).length, 0);
  console.log('Build output');
  console.log(`  HTML pages: ${files.filter((f) => f.endsWith('.html')).length}, ${kb(sum(/\.html$/))} (${kb(gz(/\.html$/))} gzip)`);
  console.log(`  JavaScript: ${kb(sum(/\.js$/))} (${kb(gz(/\.js$/))} gzip)`);
  console.log(`  CSS: ${kb(sum(/\.css$/))} (${kb(gz(/\.css$/))} gzip)`);
  for (const f of files.filter((x) => /search_index.*\.json$/.test(x))) console.log(`  ${path.basename(f)}: ${kb(fs.statSync(f).size)} (${kb(zlib.gzipSync(fs.readFileSync(f)).length)} gzip)`);
}

async function pageFigures(browser, url, profile) {
  const { page, context } = await newPage(browser, profile.options);
  const cdp = await context.newCDPSession(page);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  let bytes = 0;
  let requests = 0;
  page.on('response', async (r) => {
    requests += 1;
    const len = Number(r.headers()['content-length'] ?? 0) || (await r.body().catch(() => Buffer.alloc(0))).length;
    bytes += len;
  });
  const t0 = Date.now();
  await page.goto(url);
  await hydrated(page);
  const interactive = Date.now() - t0;
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { dcl: Math.round(nav.domContentLoadedEventEnd), fcp: Math.round(fcp?.startTime ?? 0) };
  });
  await context.close();
  return { requests, bytes, interactive, ...timing };
}

staticFigures();
const site = await serveSite();
const browser = await launchBrowser();
const profiles = [
  { name: 'desktop 1440 px', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone 390 px, CPU ×4', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, cpu: 4 },
];
for (const profile of profiles) {
  console.log(`\nFirst load, ${profile.name} (uncompressed bytes, local server)`);
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await pageFigures(browser, `${site.url}${p}`, profile));
    const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
    console.log(`  ${p.padEnd(28)} ${String(median('requests')).padStart(3)} requests ${kb(median('bytes')).padStart(10)}  FCP ${median('fcp')} ms  DOMContentLoaded ${median('dcl')} ms  interactive ${median('interactive')} ms`);
  }
}
await browser.close();
await site.close();
