// The chrome every doc page has: navigation, language switcher, sidebar, outline, prev/next,
// title and description, edit link and last-updated line, in both languages.
import type { Locator } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures';

test('top navigation lists the sections, marks the active one, and its links work', async ({ page, pageLog }) => {
  await open(page, '/config/html/title');
  const items = await page
    .locator('.rp-nav-menu__item')
    .evaluateAll((els) => els.map((e) => ({ text: e.textContent?.trim(), active: e.classList.contains('rp-nav-menu__item--active') })));
  const texts = items.map((i) => i.text);
  for (const t of ['Guide', 'Config']) expect(texts, `nav has ${t}`).toContain(t);
  expect(
    items.filter((i) => i.active).map((i) => i.text),
    'only Config is active on a config page',
  ).toEqual(['Config']);
  await page.locator('.rp-nav-menu__item__container', { hasText: 'Guide' }).click();
  await expect(page).toHaveURL('/guide/start/');
  await expect(page.locator('.rp-nav-menu__item--active')).toHaveText('Guide');
  expect(pageLog.errors).toEqual([]);
});

test('the language switcher keeps the current page, in both directions', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  const zh = page.locator('a[hreflang="zh"]').first();
  await expect(zh).toHaveAttribute('href', '/zh/guide/start/quick-start');
  await open(page, (await zh.getAttribute('href')) ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('.rp-nav')).toContainText('指南');
  await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute('href', '/guide/start/quick-start');
  expect(pageLog.errors).toEqual([]);
});

for (const [lang, prefix, outline] of [
  ['en', '', 'ON THIS PAGE'],
  ['zh', '/zh', '目录'],
] as const) {
  test(`${lang} doc page: outline titled "${outline}", sidebar groups expanded, title and description, edit link`, async ({
    page,
    pageLog,
  }) => {
    await open(page, `${prefix}/guide/start/quick-start`);
    await expect(page.locator('.rp-outline__title')).toHaveText(outline);
    const h2 = await page.locator('.rp-doc h2').count();
    expect(await page.locator('.rp-outline a, .rp-outline li').count(), 'the outline lists the h2 headings').toBeGreaterThanOrEqual(h2);
    const h1 = (await page.locator('.rp-doc h1').first().innerText()).replace(/^#\s*/, '').trim();
    await expect(page).toHaveTitle(`${h1} - Rsbuild`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, 'a description').toBeGreaterThan(20);
    expect(await page.locator('.rp-sidebar-group').count(), 'sidebar groups').toBeGreaterThanOrEqual(1);
    await expect(
      page.locator('.rp-sidebar-group--collapsed, .rp-sidebar-group[data-collapsed="true"]'),
      'all groups are expanded by default',
    ).toHaveCount(0);
    await expect(page.locator('a.rp-edit-link').first()).toHaveAttribute(
      'href',
      new RegExp(`/docs/${lang}/guide/start/quick-start\\.mdx$`),
    );
    await expect(page.locator('.rp-last-updated')).toContainText(lang === 'en' ? 'Last Updated' : '最后更新时间');
    expect(pageLog.errors).toEqual([]);
  });
}

test('previous and next links follow the sidebar order and navigate', async ({ page, pageLog }) => {
  await open(page, '/guide/start/quick-start');
  await expect(page.locator('.rp-prev-next-page__prev')).toHaveAttribute('href', '/guide/start/');
  const next = page.locator('.rp-prev-next-page__next');
  await expect(next).toHaveAttribute('href', '/guide/start/features');
  await next.click();
  await expect(page).toHaveURL('/guide/start/features');
  await expect(page).toHaveTitle(/^Features/);
  await expect(page.locator('.rp-prev-next-page__prev')).toHaveAttribute('href', '/guide/start/quick-start');
  expect(pageLog.errors).toEqual([]);
});

test('a sidebar group collapses and expands, with the mouse and with the keyboard', async ({ page }) => {
  await open(page, '/config/html/title');
  const header = page.locator('.rp-sidebar-group', { hasText: /^source$/ });
  // The group's items live in the element right after its header; collapsed, it has no height.
  const itemsHeight = (): Promise<number> => header.evaluate((h) => h.nextElementSibling?.getBoundingClientRect().height ?? -1);
  const expectExpanded = (message: string) => expect.poll(itemsHeight, { message }).toBeGreaterThan(100);
  const expectCollapsed = (message: string) => expect.poll(itemsHeight, { message }).toBe(0);
  await expectExpanded('expanded by default');
  await header.click();
  await expectCollapsed('collapsed');
  await header.click();
  await expectExpanded('expanded again');
  // With the keyboard: the header is a button that Enter toggles, and it says whether it is expanded.
  await expect(header).toHaveAttribute('role', 'button');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await header.focus();
  await page.keyboard.press('Enter');
  await expectCollapsed('collapsed with Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(' ');
  await expectExpanded('expanded with Space');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
});

test('a page far down a long sidebar: its link is on screen, marked and named the current page when the page loads, and stays put when the app comes', async ({
  page,
  pageLog,
}) => {
  // The last group of the config sidebar: its links are far below the sidebar's first screen.
  await page.goto('/config/performance/remove-console');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '/config/performance/remove-console');
  await expect(current).toBeInViewport();
  const inSidebar = () =>
    current.evaluate((a) => {
      const box = a.getBoundingClientRect();
      const view = (a.closest('.rp-doc-layout__sidebar') as HTMLElement).getBoundingClientRect();
      return box.top >= view.top && box.bottom <= view.bottom;
    });
  expect(await inSidebar(), 'inside the visible part of the sidebar before the app').toBe(true);
  // The group's line carries the current page's mark, in the brand colour.
  const mark = await current.evaluate((a) => {
    const s = getComputedStyle(a.querySelector('.rp-doc') as Element, '::before');
    return { content: s.content, width: s.width, colour: s.backgroundColor };
  });
  expect(mark.content).toBe('""');
  expect(mark.width).toBe('1px');
  expect(mark.colour).not.toBe('rgba(0, 0, 0, 0)');
  const before = await sidebar.evaluate((s) => s.scrollTop);
  expect(before, 'the sidebar was scrolled to it').toBeGreaterThan(0);
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await sidebar.evaluate((s) => s.scrollTop), 'the app does not move the sidebar').toBe(before);
  expect(await inSidebar()).toBe(true);
  expect(pageLog.errors).toEqual([]);
});

for (const [lang, prefix, group] of [
  ['en', '', 'Releases'],
  ['zh', '/zh', '发布记录'],
] as const) {
  test(`${lang} releases overview groups the five release pages, newest first`, async ({ page, pageLog }) => {
    await open(page, `${prefix}/community/releases/`);
    const groups: Locator = page.locator('.rp-overview-group');
    // The list is headed by the group's name.
    const titles = await page.locator('.rs-overview-list h2').evaluateAll((hs) => hs.map((h) => h.textContent ?? ''));
    expect(titles.map((t) => t.replace(/#/g, '').trim())).toEqual([group]);
    const links = await groups
      .first()
      .locator('a[href*="/community/releases/v"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')?.split('#')[0]))]);
    expect(links).toEqual([5, 4, 3, 2, 1].map((n) => `${prefix}/community/releases/v0-${n}`));
    await expect(page.locator('h1'), 'one title').toHaveCount(1);
    expect(pageLog.errors).toEqual([]);
  });
}
