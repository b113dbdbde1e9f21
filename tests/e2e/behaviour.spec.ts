// Site behaviours: 404 and the language-prefix redirect, the first-visit language redirect,
// theme persistence without a flash, release feeds, and resilience to a failed page chunk.
import { RELEASE_DATES } from '../../scripts/gates/gates';
import { expect, hydrated, isDark, open, test } from './fixtures';

/** Console errors other than the failed resource load of the 404 response itself. */
const not404 = (errors: string[]): string[] => errors.filter((e) => !/404/.test(e));

test('a missing page answers HTTP 404 with "404", "PAGE NOT FOUND" and a "Take me home" link', { tag: '@both' }, async ({
  page,
  pageLog,
}) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page).toHaveTitle('404 - Rsbuild');
  const notFound = page.locator('.rp-not-found');
  await expect(notFound).toContainText('404');
  await expect(notFound).toContainText('PAGE NOT FOUND');
  const size = await page.locator('.rp-not-found__error-code').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size, `the page is styled (404 at ${size}px)`).toBeGreaterThanOrEqual(32);
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  expect(not404(pageLog.errors), 'no console error besides the 404 response itself').toEqual([]);
});

test('a missing page under /zh redirects to the same path without the prefix, without console errors', async ({ page, pageLog }) => {
  await page.goto('/zh/no/such/page?x=1#h');
  await expect(page).toHaveURL('/no/such/page?x=1#h');
  await hydrated(page);
  await expect(page.locator('.rp-not-found')).toContainText('PAGE NOT FOUND');
  expect(not404(pageLog.errors), 'no hydration mismatch or other error').toEqual([]);
});

test('an English-only page asked for in Chinese falls back to the English page', async ({ page }) => {
  await page.goto('/zh/guide/start/missing-in-chinese');
  await expect(page).toHaveURL('/guide/start/missing-in-chinese');
  // The Chinese quick-start exists: no redirect for it.
  await open(page, '/zh/guide/start/quick-start');
  expect(new URL(page.url()).pathname).toBe('/zh/guide/start/quick-start');
});

test.describe('first visit', () => {
  test.use({ firstVisit: true });

  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    test('first visit with a Chinese browser redirects once to /zh/, then never again', async ({ page }) => {
      await page.goto('/guide/start/quick-start');
      await expect(page).toHaveURL('/zh/guide/start/quick-start');
      await hydrated(page);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited')), 'the visit is remembered').toBe('1');
      await open(page, '/guide/start/quick-start');
      expect(new URL(page.url()).pathname, 'no second redirect').toBe('/guide/start/quick-start');
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('first visit with an English browser to a Chinese page goes to English once', async ({ page }) => {
      await page.goto('/zh/');
      await expect(page).toHaveURL('/');
      await open(page, '/zh/');
      expect(new URL(page.url()).pathname).toBe('/zh/');
    });
  });
});

test.describe('light system setting', () => {
  test.use({ colorScheme: 'light' });
  test('the theme choice is kept in local storage and applied before any script of the app runs', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.locator('.rp-switch-appearance').first().click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    // No flash: with the app's scripts blocked, the pre-rendered page is already dark.
    await page.route('**/static/js/**', (r) => r.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page), 'dark before hydration').toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  });
});

test.describe('dark system setting', () => {
  test.use({ colorScheme: 'dark' });
  test('auto theme follows the system setting and its changes', async ({ page }) => {
    await open(page, '/config/');
    const html = page.locator('html');
    expect(await isDark(page), 'auto + dark system = dark').toBe(true);
    // The theme subscribes to the media query in an effect after hydration, which shows nowhere:
    // flip the system setting until the page follows it (each try sets dark, then light).
    await expect(async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  test(`${lang} release pages and home link both ${lang} feeds in the head`, async ({ page }) => {
    for (const path of [`${prefix}/`, `${prefix}/community/releases/v0-5`, `${prefix}/community/releases/v0-1`]) {
      await open(page, path);
      const links = await page
        .locator('head link[rel="alternate"][type$="+xml"]')
        .evaluateAll((ls) => ls.map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`));
      expect(links.sort(), path).toEqual([
        `application/atom+xml /rss/releases-${lang}.xml`,
        `application/rss+xml /rss/releases-${lang}.rss`,
      ]);
    }
  });

  test(`${lang} RSS and Atom feeds list the five releases with their dates`, async ({ request }) => {
    const feeds: [string, RegExp, RegExp][] = [
      ['rss', /<item>[\s\S]*?<\/item>/g, /<pubDate>([^<]+)<\/pubDate>/],
      ['xml', /<entry>[\s\S]*?<\/entry>/g, /<updated>([^<]+)<\/updated>/],
    ];
    for (const [ext, item, date] of feeds) {
      const res = await request.get(`/rss/releases-${lang}.${ext}`);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      const language = lang === 'en' ? 'en' : 'zh-CN';
      expect(xml, `${ext} declares ${language}`).toContain(ext === 'rss' ? `<language>${language}</language>` : `xml:lang="${language}"`);
      const items = xml.match(item) ?? [];
      expect(items, `${ext} has five releases`).toHaveLength(5);
      const dates = items.map((i) => new Date(date.exec(i)?.[1] ?? '').toISOString().slice(0, 16)).sort();
      expect(dates).toEqual(
        Object.values(RELEASE_DATES)
          .map((d) => `${d}T08:00`)
          .sort(),
      );
      for (const i of items) expect(i, 'each item links its page').toMatch(new RegExp(`${prefix}/community/releases/v0-\\d`));
    }
  });
}

test('when a page chunk fails to load, the error goes to the console and the current page stays usable', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  const title = await page.title();
  await page.route('**/static/js/async/**', (r) => r.abort());
  await page.locator('.rp-prev-next-page__next').click();
  await expect.poll(() => pageLog.errors.length, { message: 'the failure is reported in the console' }).toBeGreaterThan(0);
  await expect(page, 'the current page stays').toHaveTitle(title);
  await expect(page.locator('.rp-doc h1').first(), 'its content is still shown').toBeVisible();
  // The progress bar starts on a timer of its own: look again once it would have shown.
  await page.waitForTimeout(400);
  await expect(page.locator('#nprogress .bar'), 'no progress bar left running').toBeHidden();
  await expect(page).toHaveTitle(title);
  await page.unroute('**/static/js/async/**');
  // Once the network is back, other pages open as usual.
  await page.locator('a.rp-sidebar-item[href="/guide/start/glossary"]').click();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page).toHaveTitle(/^Glossary/);
});
