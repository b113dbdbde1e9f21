// axe (WCAG 2.0-2.2 A/AA) on states that only exist after an interaction, in both themes: menus and
// dialogs open, a collapsed sidebar group, the phone drawers, the 404 page.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { axeViolations, setTheme } from './a11y-support';

/** axe in the light theme, then in the dark one, on the state `reach` put the page in. */
async function bothThemes(page: Page, reach: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await reach();
    found.push(...(await axeViolations(page)).map((v) => `[${theme}] ${v}`));
  }
  return found;
}

test.use({ reducedMotion: 'reduce' });

const desktop: [string, string, (page: Page) => Promise<void>][] = [
  [
    'the search dialog open',
    '/guide/start/',
    async (page) => {
      // Called once per theme: the dialog may be open already.
      const dialog = page.getByRole('dialog');
      if (!(await dialog.isVisible())) await page.locator('.rs-search-button').click();
      await expect(dialog).toBeVisible();
      // With results listed (the listbox and its options are checked too).
      await dialog.getByRole('combobox').fill('port');
      await expect(dialog.getByRole('option').first()).toBeVisible();
    },
  ],
  [
    'the product-family menu open',
    '/guide/start/',
    async (page) => {
      if (!(await page.locator('.rs-product-menu__popup').isVisible())) await page.locator('.rs-product-menu__button').click();
      await expect(page.locator('.rs-product-menu__popup')).toBeVisible();
    },
  ],
  [
    'the language menu open',
    '/config/',
    async (page) => {
      if (!(await page.locator('.rs-lang-switch__popup').isVisible())) await page.locator('.rs-lang-switch__button').click();
      await expect(page.locator('.rs-lang-switch__popup')).toBeVisible();
    },
  ],
  [
    'the social "more" menu open',
    '/zh/guide/start/',
    async (page) => {
      if (!(await page.locator('.rp-nav__others .rs-social-more__popup').isVisible()))
        await page.locator('.rp-nav__others .rs-social-more').click();
      await expect(page.locator('.rp-nav__others .rs-social-more__popup')).toBeVisible();
    },
  ],
  [
    'a collapsed sidebar group',
    '/config/html/title',
    async (page) => {
      const header = page.locator('.rp-sidebar-group', { hasText: /^source$/ });
      if ((await header.getAttribute('aria-expanded')) !== 'false') await header.click();
      await expect(header).toHaveAttribute('aria-expanded', 'false');
    },
  ],
  ['the 404 page', '/no/such/page', async () => {}],
];

for (const [name, path, reach] of desktop) {
  test(`axe, light and dark: ${name}`, async ({ page }) => {
    await open(page, path);
    const violations = await bothThemes(page, () => reach(page));
    expect(violations).toEqual([]);
  });
}

const phone: [string, string, (page: Page) => Promise<void>][] = [
  [
    'the phone menu open',
    '/guide/start/quick-start',
    async (page) => {
      if (!(await page.locator('.rp-nav-screen').isVisible())) await page.locator('.rp-nav-hamburger__sm').click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
    },
  ],
  [
    'the phone sidebar drawer open',
    '/guide/start/quick-start',
    async (page) => {
      if (!(await page.locator('.rp-doc-layout__sidebar--open').isVisible())) await page.locator('.rp-sidebar-menu__left').click();
      await expect(page.locator('.rp-doc-layout__sidebar--open')).toBeVisible();
    },
  ],
  [
    'the phone outline open',
    '/zh/guide/start/quick-start',
    async (page) => {
      if (!(await page.locator('.rp-doc-layout__outline--open').isVisible())) await page.locator('.rp-sidebar-menu__right').click();
      await expect(page.locator('.rp-doc-layout__outline--open')).toBeVisible();
    },
  ],
];

for (const [name, path, reach] of phone) {
  test(`axe, light and dark: ${name}`, { tag: '@phone' }, async ({ page }) => {
    await open(page, path);
    const violations = await bothThemes(page, () => reach(page));
    expect(violations).toEqual([]);
  });
}

test.describe('between 768 and 1024 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });
  test('axe, light and dark: the "more options" menu open', async ({ page }) => {
    await open(page, '/guide/start/');
    const violations = await bothThemes(page, async () => {
      if (!(await page.locator('.rs-nav-more__popup').isVisible())) await page.locator('.rs-nav-hamburger__md-button').click();
      await expect(page.locator('.rs-nav-more__popup')).toBeVisible();
    });
    expect(violations).toEqual([]);
  });
});
