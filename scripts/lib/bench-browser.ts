// The browser of the benchmarks that time what a visitor feels (scripts/bench-interaction.ts): which
// Chromium, its flags, and the phone profile (Lighthouse's slow 4G and CPU ×4) applied to a page.
import fs from 'node:fs';
import type { BrowserContext, LaunchOptions, Page } from '@playwright/test';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own browser). */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** A machine without GPU or sandbox, and nothing that phones home (the flags of the browser tests). */
export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const benchLaunchOptions = (): LaunchOptions => {
  const executablePath = chromiumExecutable();
  return { ...(executablePath ? { executablePath } : {}), args: BENCH_CHROMIUM_ARGS };
};

/** Lighthouse's mobile network ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Lighthouse's mobile CPU: four times slower than this machine. */
export const CPU_SLOWDOWN = 4;

/** Throttles the page's network and CPU as a phone's (before it navigates). */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
