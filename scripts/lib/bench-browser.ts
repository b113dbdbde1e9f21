// The phone profile of the benchmarks that time what a visitor feels (scripts/bench-interaction.ts):
// Lighthouse's slow 4G and CPU ×4, applied to a page. The browser itself: benchmarkBrowser (./built-site.ts).
import type { BrowserContext, Page } from '@playwright/test';

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
