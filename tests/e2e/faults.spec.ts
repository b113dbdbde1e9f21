// Faults survived: a page chunk that fails to load, through every kind of link and
// through back/forward, and a network that goes away after the page loaded. The console gets the
// error, the current page stays usable, and no progress bar is left running. A redeploy (the chunk
// is gone and the site serves a newer build) loads the target once as a full page.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

/** Page chunks answer 404, as the old chunk names do after a redeploy. */
const CHUNKS = /\/static\/(js|css)\/async\//;
const failChunks = async (page: Page): Promise<void> => {
  await page.route(CHUNKS, (r) => r.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
};

/** The page on screen is still `title` and usable: content shown, app alive, no progress bar left. */
async function stillOn(page: Page, path: string, title: string): Promise<void> {
  await expect(page, 'the current page stays').toHaveTitle(title);
  expect(new URL(page.url()).pathname, 'the address stays').toBe(path);
  await expect(page.locator('.rspress-doc h1, .rp-home-hero').first(), 'its content is still shown').toBeVisible();
  // The progress bar starts on a 200 ms timer of its own: look once it would have shown.
  await page.waitForTimeout(400);
  await expect(page.locator('#nprogress .bar'), 'no progress bar left running').toBeHidden();
  await expect(page.locator('#__rspress_root'), 'the app did not unmount into a white page').not.toBeEmpty();
  // Still usable: the theme switch still works, and a page whose chunk loads still opens.
  const html = page.locator('html');
  const dark = await html.evaluate((e) => e.classList.contains('dark'));
  await page.locator('.rp-switch-appearance').first().click();
  await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
}

const failure = (errors: string[]): string[] => errors.filter((e) => /Could not load the page|ChunkLoadError|Loading (CSS )?chunk/.test(e));

type LinkCase = { kind: string; from: string; click: (page: Page) => Promise<void> };

const linkCases: LinkCase[] = [
  {
    kind: 'sidebar',
    from: '/guide/start/quick-start',
    click: (p) => p.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click(),
  },
  { kind: 'navbar', from: '/guide/start/quick-start', click: (p) => p.locator('.rp-nav a[href="/config/"]').first().click() },
  { kind: 'previous/next', from: '/guide/start/quick-start', click: (p) => p.locator('.rp-prev-next-page__next').click() },
  {
    kind: 'in-text',
    from: '/guide/start/quick-start',
    click: (p) => p.locator('.rspress-doc p a[href^="/"]:not([href^="/guide/start/quick-start"])').first().click(),
  },
  { kind: 'home action', from: '/', click: (p) => p.locator('.rp-home-hero a[href="/guide/start/"]').first().click() },
];

for (const c of linkCases) {
  test(`a ${c.kind} link whose page chunk fails: the error goes to the console and the page stays usable`, async ({ page, pageLog }) => {
    await open(page, c.from);
    const title = await page.title();
    await failChunks(page);
    await c.click(page);
    await expect.poll(() => failure(pageLog.errors).length, { message: 'the failure is reported in the console' }).toBeGreaterThan(0);
    await stillOn(page, c.from, title);
  });
}

test('the sidebar case no longer unmounts the app: the page stays, then other pages open once chunks load again', async ({
  page,
  pageLog,
}) => {
  await open(page, '/guide/start/quick-start');
  await failChunks(page);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect.poll(() => failure(pageLog.errors).length).toBeGreaterThan(0);
  await stillOn(page, '/guide/start/quick-start', await page.title());
  await page.unroute(CHUNKS);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/npm-packages"]').click();
  await expect(page).toHaveURL('/guide/start/npm-packages');
  await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
});

test('outline links work while page chunks fail: they stay on the loaded page', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  const title = await page.title();
  await failChunks(page);
  const link = page.locator('.rp-outline a[href^="#"]').nth(1);
  const hash = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
  expect(failure(pageLog.errors), 'nothing failed').toEqual([]);
  await expect(page).toHaveTitle(title);
});

test('a search result whose page chunk fails: the page stays usable', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  const title = await page.title();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('glossary');
  const result = page.locator('.rs-search__list a[href*="/guide/start/glossary"]').first();
  await expect(result).toBeVisible({ timeout: 30_000 });
  await failChunks(page);
  await result.click();
  await expect.poll(() => failure(pageLog.errors).length, { message: 'the failure is reported in the console' }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await stillOn(page, '/guide/start/quick-start', title);
});

test('back and forward to a page whose chunk fails: the page and its address stay', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  const title = await page.title();
  // An entry whose page was never loaded in this document (as after the router restored history).
  await page.evaluate(() => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'test', idx: (state?.idx ?? 0) + 1 }, '', '/guide/start/glossary');
    window.history.back();
  });
  await expect(page).toHaveURL('/guide/start/quick-start');
  await failChunks(page);
  await page.goForward({ waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(() => failure(pageLog.errors).length, { message: 'the failure is reported in the console' }).toBeGreaterThan(0);
  await expect(page, 'the address goes back to the page on screen').toHaveURL('/guide/start/quick-start');
  await stillOn(page, '/guide/start/quick-start', title);
  // Once chunks load again, forward works.
  await page.unroute(CHUNKS);
  await page.goForward({ waitUntil: 'commit' }).catch(() => undefined);
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page).toHaveTitle(/^Glossary/);
});

test('back and forward between pages already seen keep working while chunks fail', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect(page).toHaveTitle(/^Glossary/);
  await failChunks(page);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page).toHaveTitle(/^Quick start/i);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page).toHaveTitle(/^Glossary/);
  expect(failure(pageLog.errors)).toEqual([]);
});

test('the network goes away: an unvisited page fails gracefully, and opens once the network is back', async ({
  page,
  context,
  pageLog,
}) => {
  await open(page, '/guide/start/quick-start');
  const title = await page.title();
  await context.setOffline(true);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect.poll(() => failure(pageLog.errors).length, { message: 'the failure is reported in the console' }).toBeGreaterThan(0);
  await stillOn(page, '/guide/start/quick-start', title);
  await context.setOffline(false);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page).toHaveTitle(/^Glossary/);
});

test('a redeploy: the old chunk is gone and a newer build is online, so the target loads once as a full page', async ({
  page,
  pageLog,
}) => {
  await open(page, '/guide/start/quick-start');
  await failChunks(page);
  let served = 0;
  // The new deployment: its pages name other entry scripts, and its chunks exist.
  await page.route(
    (url) => url.pathname === '/guide/start/glossary',
    async (route) => {
      served += 1;
      await page.unroute(CHUNKS);
      const res = await route.fetch();
      const body = (await res.text()).replace(/(\/static\/js\/index\.[0-9a-f]+\.js)/, '$1?build=2');
      await route.fulfill({ response: res, body });
    },
  );
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page).toHaveTitle(/^Glossary/);
  await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
  expect(served, 'the new page was asked for: once to check the build, once to load it').toBe(2);
  expect(failure(pageLog.errors).length, 'the failed chunk was reported').toBeGreaterThan(0);
});
