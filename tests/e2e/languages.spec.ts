// The two languages: the Chinese sidebar lists only Chinese pages, a page without a translation says so in
// the language switch, a first visit with a Chinese browser is redirected keeping the URL, and the
// hreflang alternates and canonical URL follow client-side navigation.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures';

// The Chinese sidebar and pages without a Chinese version ----------------------------------------

test('the Chinese sidebar lists only Chinese pages: no /zh/guide/advanced/rem, and every link answers', async ({ page, request }) => {
  await open(page, '/zh/guide/start/');
  const hrefs = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length, 'the sidebar has links').toBeGreaterThan(40);
  expect(hrefs, 'no link to the missing Chinese rem page').not.toContain('/zh/guide/advanced/rem');
  const advanced = await page
    .locator('.rp-doc-layout__sidebar a[href^="/zh/guide/advanced/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(advanced.sort()).toEqual(
    ['alias', 'browser-compatibility', 'browserslist', 'env-vars', 'hmr'].map((n) => `/zh/guide/advanced/${n}`),
  );
  for (const href of new Set(hrefs)) {
    const res = await request.get(href, { maxRedirects: 0 });
    expect(res.status(), `${href} answers`).toBe(200);
  }
  // The English sidebar keeps the rem guide.
  await open(page, '/guide/start/');
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/guide/advanced/rem"]')).toHaveCount(1);
});

/** The language menu of the desktop navbar, opened. */
async function openLanguageMenu(page: Page): Promise<Locator> {
  const menu = page
    .locator('.rp-nav__others .rp-nav-menu__item')
    .filter({ hasText: /English|简体中文/ })
    .first();
  await menu.hover();
  return page.locator('.rp-nav__others a[hreflang="zh"]');
}

test('on the English rem page the language switch says there is no Chinese version and offers the Chinese plugin-rem page', async ({
  page,
  baseURL,
  pageLog,
}) => {
  await open(page, '/guide/advanced/rem');
  const zh = await openLanguageMenu(page);
  await zh.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('本页没有中文版本');
  await expect(dialog).toContainText('This page has no Chinese version.');
  expect(new URL(page.url()).pathname, 'no 404, no redirect: the reader stays on the page').toBe('/guide/advanced/rem');
  const related = dialog.getByRole('link', { name: 'Rem 插件' });
  await expect(related).toHaveAttribute('href', '/zh/plugins/list/plugin-rem');
  await expect(dialog.getByRole('link', { name: '中文文档首页' })).toHaveAttribute('href', '/zh/');
  // Escape closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The "stay" button closes it too; the offered page opens in Chinese.
  await (await openLanguageMenu(page)).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '留在英文页面' }).click();
  await expect(dialog).toBeHidden();
  await (await openLanguageMenu(page)).click();
  await dialog.getByRole('link', { name: 'Rem 插件' }).click();
  await expect(page).toHaveURL(`${baseURL}/zh/plugins/list/plugin-rem`);
  await expect(page.locator('.rp-doc h1')).toContainText('Rem 插件');
  await expect(dialog).toBeHidden();
  expect(pageLog.errors).toEqual([]);
});

test('a page with a Chinese version switches language as before', async ({ page, baseURL }) => {
  await open(page, '/guide/advanced/alias');
  await (await openLanguageMenu(page)).click();
  await expect(page).toHaveURL(`${baseURL}/zh/guide/advanced/alias`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone, the mobile menu language switch on the rem page says the same', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/guide/advanced/rem');
  await page.locator('.rp-nav-hamburger__sm').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.locator('a[hreflang="zh"]').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '本页没有中文版本' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('本页没有中文版本');
  const box = await dialog.boundingBox();
  expect(!!(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)), 'fits the screen').toBe(true);
  expect(new URL(page.url()).pathname).toBe('/guide/advanced/rem');
  // Escape closes it and the focus goes back to the language switch.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu.locator('a[hreflang="zh"]')).toBeFocused();
});

// First-visit language redirect ------------------------------------------------------------------

test.describe('first visit with a Chinese browser', () => {
  test.use({ firstVisit: true, locale: 'zh-CN' });
  test('the redirect keeps the path, the query and the #section', async ({ page, baseURL }) => {
    await page.goto('/config/server/port?from=search#示例');
    await expect(page).toHaveURL(`${baseURL}/zh/config/server/port?from=search#${encodeURIComponent('示例')}`);
    await hydrated(page);
    await expect(page.locator('h2#示例')).toBeInViewport();
  });
  test('a page without a Chinese version is not redirected to a 404', async ({ page }) => {
    await page.goto('/guide/advanced/rem#how-it-works');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/guide/advanced/rem');
    expect(new URL(page.url()).hash).toBe('#how-it-works');
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited')), 'the visit is remembered').toBe('1');
  });
});

// hreflang alternates and canonical URL -------------------------------------------------------------

/** The head's canonical URL and hreflang alternates: { canonical, en, zh, 'x-default' }. */
const headLinks = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const l of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) {
      const key = l.getAttribute('rel') === 'canonical' ? 'canonical' : (l.getAttribute('hreflang') ?? '');
      if (key in out) out[`${key} (again)`] = l.getAttribute('href') ?? '';
      else out[key] = l.getAttribute('href') ?? '';
    }
    return out;
  });

test('hreflang alternates and the canonical URL follow the page on client-side navigation, as absolute URLs', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  expect(await headLinks(page)).toEqual({
    canonical: 'https://rsbuild.dev/guide/start/quick-start',
    en: 'https://rsbuild.dev/guide/start/quick-start',
    zh: 'https://rsbuild.dev/zh/guide/start/quick-start',
    'x-default': 'https://rsbuild.dev/guide/start/quick-start',
  });
  await page.locator('.rp-prev-next-page__next').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect
    .poll(() => headLinks(page))
    .toEqual({
      canonical: 'https://rsbuild.dev/guide/start/features',
      en: 'https://rsbuild.dev/guide/start/features',
      zh: 'https://rsbuild.dev/zh/guide/start/features',
      'x-default': 'https://rsbuild.dev/guide/start/features',
    });
  // To a page without a Chinese version: no alternates left over.
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/advanced/rem"]').click();
  await expect(page).toHaveURL(/\/guide\/advanced\/rem$/);
  await expect.poll(() => headLinks(page)).toEqual({ canonical: 'https://rsbuild.dev/guide/advanced/rem' });
});
