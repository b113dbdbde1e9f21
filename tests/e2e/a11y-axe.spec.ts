// axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) in the light and the dark theme, at the desktop width:
// in `pnpm test` on the routes that hold every kind of markup (sampleRoutes), in `pnpm test:sweeps` (@sweep)
// on every route of tests/fixtures/routes.txt. Fails on any violation, listed one a line as
// `route [theme] rule: target (what fails)`.
//
// Speed: the worker's one browser is shared; each test takes a slice of the routes and runs them
// PARALLEL pages at a time in one context; axe-core's source is read once per worker and injected
// once per page, and each page is checked in both themes from one load: first as a reader gets it,
// before the app hydrates, then hydrated, after the theme switch is pressed as a reader would. States that only exist after an interaction are in
// a11y-states.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, setTheme, themeInitScript, type Theme } from './a11y-support';
import { hydrated, isHydrated, readRoutes, sampleRoutes } from '../../scripts/lib/built-site';

/** Routes per test: a failure names a short list; each test costs one context. */
const SLICE = 24;
/** Pages open at once in one test. */
const PARALLEL = 3;

/**
 * The route as a reader first gets it (before the app hydrates: theme/hydration/boot.ts) in the theme it opens
 * with, then hydrated and switched to the other theme with the navbar's switch, as a visitor would.
 * The theme chosen is remembered, so the next route opens in it: every theme is seen both ways.
 */
async function check(page: Page, route: string, first: Theme): Promise<string[]> {
  await page.goto(route);
  await page.waitForLoadState('load');
  const found: string[] = [];
  if (await isHydrated(page)) found.push(`${route}: the app hydrated before any intent, so the page before hydration went unchecked`);
  found.push(...(await axeViolations(page)).map((v) => `${route} [${first}, before hydration] ${v}`));
  await hydrated(page);
  const second = first === 'light' ? 'dark' : 'light';
  await setTheme(page, second);
  found.push(...(await axeViolations(page)).map((v) => `${route} [${second}, hydrated] ${v}`));
  return found;
}

/** A context of its own per page being checked: pages of one context share local storage, so a theme
 * switch in one would switch the others mid-check (Rspress follows the `storage` event). */
async function scan(browser: Browser, baseURL: string, slice: string[]): Promise<string[]> {
  const found: string[] = [];
  const queue = [...slice];
  const worker = async () => {
    // Reduced motion: no colour transition is caught half-way when the theme switches.
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
    await context.addInitScript(themeInitScript, 'light');
    // Images and fonts play no part in these rules (contrast is computed from CSS colours).
    await context.route(/\.(png|jpe?g|gif|webp|avif|woff2?|ttf)(\?.*)?$/, (r) => r.abort());
    const page = await context.newPage();
    // The theme chosen last is remembered: each page starts in the theme the previous one ended in.
    let first: Theme = 'light';
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      found.push(...(await check(page, route, first)));
      first = first === 'light' ? 'dark' : 'light';
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return found;
}

/** One test per slice of `routes`, named by `what` and the slice's range. */
function axeTests(what: string, routes: string[], slice: number, tag = ''): void {
  for (let start = 0; start < routes.length; start += slice) {
    const part = routes.slice(start, start + slice);
    test(`axe, light and dark themes: no WCAG 2.2 A/AA violation on ${what} ${start + 1}-${start + part.length} (${part[0]} …)${tag}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const violations = await scan(browser, baseURL ?? '', part);
      expect(violations, `${violations.length} violations`).toEqual([]);
    });
  }
}

// Slices of about 5: the sample spreads over the workers.
const sample = sampleRoutes();
axeTests('the routes that hold every kind of markup', sample, Math.ceil(sample.length / 4));
axeTests('every route', readRoutes(), SLICE, ' @sweep');
