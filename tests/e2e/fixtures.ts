// The `test` of the browser tests: Playwright's, with
// - `firstVisit` (option, default false): unless a test sets it, the visitor has been here before
//   (localStorage `rspress-visited` = '1'), so no first-visit language redirect happens;
// - `pageLog`: console errors, page errors and requests to other hosts of `page`, recorded from
//   before the first navigation, for the tests that assert them empty.
import { test as base, expect, type Page } from '@playwright/test';
import { hydrated } from '../../scripts/lib/built-site';

export type PageLog = {
  /** Console messages of type error and uncaught page errors. */
  errors: string[];
  /** Requests (http or https) to a host other than this machine. */
  external: string[];
};

type Fixtures = { firstVisit: boolean; pageLog: PageLog };

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<Fixtures>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await use(context);
  },
  pageLog: async ({ page }, use) => {
    const log: PageLog = { errors: [], external: [] };
    page.on('console', (m) => {
      if (m.type() === 'error') log.errors.push(m.text());
    });
    page.on('pageerror', (e) => log.errors.push(String(e)));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol.startsWith('http') && !LOCAL_HOSTS.has(u.hostname)) log.external.push(r.url());
    });
    await use(log);
  },
});

export { expect, hydrated };

/** Opens a path of the site and waits for the app to hydrate. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Whether <html> has the dark class. */
export const isDark = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Holds the page's requests that `url` matches until the returned function is called (a slow network for
 * one file: the search core, a module, the snippets' sections); they then go on as sent.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
