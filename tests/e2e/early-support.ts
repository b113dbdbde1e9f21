// For the tests of controls that answer before the app (theme/hydration/early/): hold the app's scripts back,
// press, look, then let the app come and check that it took over with the same state.
import type { Page } from '@playwright/test';

/** The app's scripts: all but the boot script and the search's index module (the search's own, not the app). */
const APP = /\/static\/js\/(?!boot\.|search-index\.)[^/]+\.js$|\/static\/js\/async\//;

export type HeldApp = {
  /** Requests for the app's scripts seen so far (each waits until `release`). */
  requested(): number;
  /** Lets the held scripts through, and every later one, asks for the app (`rs:hydrate`), then waits until it has hydrated. */
  release(): Promise<void>;
  /** Errors and hydration warnings the page logged (a mismatch makes React re-render the whole page). */
  problems: string[];
};

/**
 * Holds every script of the app (all but the boot script and the search's index module, which the early
 * search dialog loads itself: theme/hydration/early/search-warm.ts) until `release()`; call before `goto`.
 */
export async function holdApp(page: Page): Promise<HeldApp> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.route(
    (url) => APP.test(url.pathname),
    async (route) => {
      count++;
      await gate;
      await route.continue();
    },
  );
  return {
    requested: () => count,
    problems,
    async release() {
      open();
      // The early search asks for the app only when its dialog closes: asked for here as another control would.
      await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-rs-hydrated'));
      // The hydrated page's own effects (a layout effect's state, a focus) settle within a frame or two.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    },
  };
}

/** How two screenshots differ: the pixels that do, and by how much at most (a channel, 0–255). */
export async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<{ size: boolean; count: number; max: number }> {
  return page.evaluate(
    async ([x, y]) => {
      const read = async (b64: string) => {
        const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height);
      };
      const [p, q] = await Promise.all([read(x), read(y)]);
      if (p.width !== q.width || p.height !== q.height) return { size: false, count: -1, max: -1 };
      let count = 0;
      let max = 0;
      for (let i = 0; i < p.data.length; i += 4) {
        const d = Math.max(
          Math.abs(p.data[i] - q.data[i]),
          Math.abs(p.data[i + 1] - q.data[i + 1]),
          Math.abs(p.data[i + 2] - q.data[i + 2]),
        );
        if (d) count++;
        max = Math.max(max, d);
      }
      return { size: true, count, max };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
