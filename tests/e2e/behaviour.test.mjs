// Site behaviours: 404 and the language-prefix redirect, the first-visit language redirect,
// theme persistence without a flash, release feeds, and resilience to a failed page chunk.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RELEASE_DATES } from '../../scripts/lib/gates.mjs';
import { hydrated, newPage, useSiteAndBrowser } from './harness.mjs';

const env = useSiteAndBrowser();

test('a missing page answers HTTP 404 with "404", "PAGE NOT FOUND" and a "Take me home" link', async () => {
  const { page, errors, context } = await newPage(env.browser);
  const res = await page.goto(`${env.site.url}/no/such/page`);
  assert.equal(res?.status(), 404);
  await hydrated(page);
  assert.equal(await page.title(), '404 - Rsbuild');
  const text = await page.locator('.rp-not-found').innerText();
  assert.match(text, /404/);
  assert.match(text, /PAGE NOT FOUND/);
  const size = await page.locator('.rp-not-found__error-code').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 32, `the page is styled (404 at ${size}px)`);
  const home = page.getByRole('link', { name: 'Take me home' });
  assert.equal(await home.getAttribute('href'), '/');
  await home.click();
  await page.waitForURL(`${env.site.url}/`);
  assert.deepEqual(errors.filter((e) => !/404/.test(e)), [], 'no console error besides the 404 response itself');
  await context.close();
});

test('a missing page under /zh redirects to the same path without the prefix, without console errors', async () => {
  const { page, errors, context } = await newPage(env.browser);
  await page.goto(`${env.site.url}/zh/no/such/page?x=1#h`);
  await page.waitForURL(`${env.site.url}/no/such/page?x=1#h`);
  await hydrated(page);
  assert.match(await page.locator('.rp-not-found').innerText(), /PAGE NOT FOUND/);
  assert.deepEqual(errors.filter((e) => !/404/.test(e)), [], 'no hydration mismatch or other error');
  await context.close();
});

test('an English-only page asked for in Chinese falls back to the English page', async () => {
  const { page, context } = await newPage(env.browser);
  await page.goto(`${env.site.url}/zh/guide/start/missing-in-chinese`);
  await page.waitForURL(`${env.site.url}/guide/start/missing-in-chinese`);
  // The Chinese quick-start exists: no redirect for it.
  await page.goto(`${env.site.url}/zh/guide/start/quick-start`);
  await hydrated(page);
  assert.equal(new URL(page.url()).pathname, '/zh/guide/start/quick-start');
  await context.close();
});

test('first visit with a Chinese browser redirects once to /zh/, then never again', async () => {
  const { page, context } = await newPage(env.browser, { firstVisit: true, locale: 'zh-CN' });
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await page.waitForURL(`${env.site.url}/zh/guide/start/quick-start`);
  await hydrated(page);
  assert.equal(await page.evaluate(() => localStorage.getItem('rspress-visited')), '1', 'the visit is remembered');
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await hydrated(page);
  assert.equal(new URL(page.url()).pathname, '/guide/start/quick-start', 'no second redirect');
  await context.close();
});

test('first visit with an English browser to a Chinese page goes to English once', async () => {
  const { page, context } = await newPage(env.browser, { firstVisit: true, locale: 'en-US' });
  await page.goto(`${env.site.url}/zh/`);
  await page.waitForURL(`${env.site.url}/`);
  await page.goto(`${env.site.url}/zh/`);
  await hydrated(page);
  assert.equal(new URL(page.url()).pathname, '/zh/');
  await context.close();
});

const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme choice is kept in local storage and applied before any script of the app runs', async () => {
  const { page, context } = await newPage(env.browser, { colorScheme: 'light', viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await hydrated(page);
  assert.equal(await isDark(page), false);
  await page.locator('.rp-switch-appearance').first().click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  assert.equal(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance')), 'dark');
  // No flash: with the app's scripts blocked, the pre-rendered page is already dark.
  await page.route('**/static/js/**', (r) => r.abort());
  await page.reload();
  await page.waitForLoadState('domcontentloaded');
  assert.equal(await isDark(page), true, 'dark before hydration');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark');
  await page.unroute('**/static/js/**');
  await context.close();
});

test('auto theme follows the system setting and its changes', async () => {
  const { page, context } = await newPage(env.browser, { colorScheme: 'dark' });
  await page.goto(`${env.site.url}/config/`);
  await hydrated(page);
  assert.equal(await isDark(page), true, 'auto + dark system = dark');
  // The theme subscribes to the media query in an effect, right after hydration.
  await page.waitForTimeout(300);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await context.close();
});

for (const lang of ['en', 'zh']) {
  const prefix = lang === 'en' ? '' : '/zh';
  test(`${lang} release pages and home link both ${lang} feeds in the head`, async () => {
    const { page, context } = await newPage(env.browser);
    for (const path of [`${prefix}/`, `${prefix}/community/releases/v0-5`, `${prefix}/community/releases/v0-1`]) {
      await page.goto(`${env.site.url}${path}`);
      await hydrated(page);
      const links = await page.locator('head link[rel="alternate"][type$="+xml"]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`));
      assert.deepEqual(links.sort(), [`application/atom+xml /rss/releases-${lang}.xml`, `application/rss+xml /rss/releases-${lang}.rss`], path);
    }
    await context.close();
  });

  test(`${lang} RSS and Atom feeds list the five releases with their dates`, async () => {
    for (const [ext, item, date] of [
      ['rss', /<item>[\s\S]*?<\/item>/g, /<pubDate>([^<]+)<\/pubDate>/],
      ['xml', /<entry>[\s\S]*?<\/entry>/g, /<updated>([^<]+)<\/updated>/],
    ]) {
      const res = await fetch(`${env.site.url}/rss/releases-${lang}.${ext}`);
      assert.equal(res.status, 200);
      const xml = await res.text();
      const language = lang === 'en' ? 'en' : 'zh-CN';
      assert.ok(xml.includes(ext === 'rss' ? `<language>${language}</language>` : `xml:lang="${language}"`), `${ext} declares ${language}`);
      const items = xml.match(item) ?? [];
      assert.equal(items.length, 5, `${ext} has five releases`);
      const dates = items.map((i) => new Date(date.exec(i)?.[1] ?? '').toISOString().slice(0, 16)).sort();
      assert.deepEqual(dates, Object.values(RELEASE_DATES).map((d) => `${d}T08:00`).sort());
      for (const i of items) assert.match(i, new RegExp(`${lang === 'en' ? '' : '/zh'}/community/releases/v0-\\d`), 'each item links its page');
    }
  });
}

test('when a page chunk fails to load, the error goes to the console and the current page stays usable', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await hydrated(page);
  const title = await page.title();
  await page.route('**/static/js/async/**', (r) => r.abort());
  await page.locator('.rp-prev-next-page__next').click();
  await page.waitForTimeout(1500);
  assert.ok(errors.length > 0, 'the failure is reported in the console');
  assert.equal(await page.title(), title, 'the current page stays');
  assert.ok(await page.locator('.rp-doc h1').first().isVisible(), 'its content is still shown');
  await page.waitForTimeout(400);
  assert.equal(await page.locator('#nprogress .bar').isVisible().catch(() => false), false, 'no progress bar left running');
  await page.unroute('**/static/js/async/**');
  // Once the network is back, other pages open as usual.
  await page.locator('a.rp-sidebar-item[href="/guide/start/glossary"]').click();
  await page.waitForURL(`${env.site.url}/guide/start/glossary`);
  await page.waitForFunction(() => document.title.startsWith('Glossary'));
  await context.close();
});
