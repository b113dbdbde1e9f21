// The navbar's menus and the phone's panels answer before the app has loaded (theme/hydration/early/popover.ts,
// nav-screen.ts, drawers.ts): a press opens the panel in place, Escape closes it and gives the focus
// back to its button; the app then hydrates with the panel open where it is, without a mismatch, and
// the next press goes through the app. One open or close per press, before and after.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type HeldApp, holdApp } from './early-support';
import { isHydrated } from '../../scripts/lib/built-site';

const PAGE = '/guide/start/quick-start';

/** Counts the changes of the button's aria-expanded from now on (each press must make one). */
const countToggles = (button: Locator) =>
  button.evaluate((el) => {
    const w = window as unknown as { toggles: number };
    w.toggles = 0;
    new MutationObserver((records) => (w.toggles += records.length)).observe(el, { attributes: true, attributeFilter: ['aria-expanded'] });
  });
const toggles = (page: Page) => page.evaluate(() => (window as unknown as { toggles: number }).toggles);

type Control = {
  page: Page;
  app: HeldApp;
  button: Locator;
  panel: Locator;
  /** The press: a click, or a tap on a phone. */
  press(target: Locator): Promise<void>;
  /** Is the panel shown? (A drawer is always in the page: its open class says.) */
  shown(): Promise<boolean>;
  /** What a user checks while it is open before the app (focus moved in, page locked…). */
  whileOpen?(): Promise<void>;
  /** The press through the app that closes it (default: the button again). */
  closeThroughApp?(): Promise<void>;
};

/** Press, Escape, press, release the app, press through the app: the common course of every control. */
async function course({ page, app, button, panel, press, shown, whileOpen, closeThroughApp }: Control): Promise<void> {
  await press(button);
  await expect.poll(shown, { message: 'the panel opens before the app' }).toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await isHydrated(page), 'the app is held').toBe(false);
  await expect.poll(() => app.requested(), 'the press asks for the app once its answer has shown').toBeGreaterThan(0);
  await whileOpen?.();

  await page.keyboard.press('Escape');
  await expect.poll(shown, { message: 'Escape closes it' }).toBe(false);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button, 'the focus is back on its button').toBeFocused();

  await press(button);
  await expect.poll(shown, { message: 'a second press opens it again' }).toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // A drawer slides in: its box is compared once it has arrived (its transition finished).
  const settled = () => panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));
  await settled();
  const before = await panel.boundingBox();
  await countToggles(button);

  await app.release();
  expect(await shown(), 'still open once the app has hydrated').toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await settled();
  const after = await panel.boundingBox();
  expect(before && after, 'the panel has a box').toBeTruthy();
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(after![k] - before![k]), `same ${k} before and after the app`).toBeLessThanOrEqual(1);
  expect(await toggles(page), 'the app took the state without toggling it').toBe(0);
  expect(app.problems, 'no hydration mismatch, no error').toEqual([]);

  await (closeThroughApp ?? (() => press(button)))();
  await expect.poll(shown, { message: 'a press through the app closes it' }).toBe(false);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.waitForTimeout(100);
  expect(await toggles(page), 'one press, one toggle').toBe(1);
  expect(app.problems).toEqual([]);
}

const click = (target: Locator) => target.click();
const tap = (target: Locator) => target.tap();

for (const [name, buttonSelector, panelSelector] of [
  ['the product-family menu', '.rs-product-menu__button', '.rs-product-menu__popup'],
  ['the language menu', '.rp-nav__others .rs-lang-switch__button', '.rp-nav__others .rs-lang-switch__popup'],
  ['the social links\' "more" menu', '.rp-nav__others .rs-social-more', '.rp-nav__others .rs-social-more__popup'],
] as const) {
  test(`${name} answers before the app, in place, and the app keeps it open`, async ({ page }) => {
    const app = await holdApp(page);
    await page.goto(PAGE);
    const panel = page.locator(panelSelector);
    await course({ page, app, button: page.locator(buttonSelector), panel, press: click, shown: () => panel.isVisible() });
  });
}

test.describe('between 768 and 1024 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });
  test('the "More options" menu answers before the app, in place, and the app keeps it open', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto(PAGE);
    const panel = page.locator('.rs-nav-more__popup');
    await course({
      page,
      app,
      button: page.locator('.rs-nav-hamburger__md-button'),
      panel,
      press: click,
      shown: () => panel.isVisible(),
      whileOpen: async () => {
        await expect(panel.locator('.rs-switch-appearance'), 'the theme switch is in it').toBeVisible();
        await expect(panel.locator('a[lang="zh"]'), 'and the other language').toBeVisible();
      },
    });
  });
});

test('the phone menu answers before the app: focus in, Tab stays in, the page locked; the app keeps it open @phone', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(PAGE);
  const button = page.locator('.rp-nav-hamburger__sm');
  const panel = page.locator('.rp-nav-screen');
  const inMenu = () => page.evaluate(() => !!document.activeElement?.closest('.rp-nav-screen__container, .rp-nav-hamburger__sm'));
  await course({
    page,
    app,
    button,
    panel,
    press: tap,
    shown: () => panel.isVisible(),
    whileOpen: async () => {
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('.rp-nav-screen__container')),
        'the focus moved into the menu',
      ).toBe(true);
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
        expect(await inMenu(), 'Tab and Shift+Tab stay in the menu').toBe(true);
      }
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'the page behind is locked').toBe('hidden');
      // The theme switch and the languages are in the pre-rendered menu, and the switch answers too.
      const sw = panel.locator('.rs-switch-appearance');
      await expect(sw).toBeVisible();
      await expect(panel.locator('a[lang="zh"][href="/zh/guide/start/quick-start"]')).toBeVisible();
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await sw.tap();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'the theme switched').toBe(!dark);
      await expect(panel, 'the menu stays open').toBeVisible();
    },
  });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the phone sidebar drawer answers before the app; the app keeps it open, a press beside it closes it @phone', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(PAGE);
  const panel = page.locator('.rp-doc-layout__sidebar');
  const mask = page.locator('.rp-sidebar-menu__mask');
  await course({
    page,
    app,
    button: page.locator('button.rp-sidebar-menu__left'),
    panel,
    press: tap,
    shown: async () => (await panel.getAttribute('class'))!.includes('rp-doc-layout__sidebar--open') && (await panel.isVisible()),
    whileOpen: async () => {
      await expect(mask).toBeVisible();
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('.rp-doc-layout__sidebar')),
        'the focus moved into the drawer',
      ).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'the page behind is locked').toBe('hidden');
    },
    closeThroughApp: () => page.touchscreen.tap(370, 600),
  });
  await expect(mask).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the phone "On this page" outline answers before the app; the app keeps it open @phone', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(PAGE);
  const panel = page.locator('.rp-doc-layout__outline');
  const button = page.locator('button.rp-sidebar-menu__right');
  await course({
    page,
    app,
    button,
    panel,
    press: tap,
    shown: async () => (await panel.getAttribute('class'))!.includes('rp-doc-layout__outline--open') && (await panel.isVisible()),
    whileOpen: async () => {
      await expect(page.locator('.rp-sidebar-menu__mask')).toBeVisible();
      const arrow = button.locator('.rp-sidebar-menu__right__icon');
      await expect.poll(() => arrow.evaluate((el) => getComputedStyle(el).transform), { message: 'the arrow turns down' }).not.toBe('none');
    },
  });
});

test('an outline link before the app closes the outline, as the app does @phone', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(PAGE);
  await page.locator('button.rp-sidebar-menu__right').tap();
  const panel = page.locator('.rp-doc-layout__outline');
  await expect(panel).toHaveClass(/rp-doc-layout__outline--open/);
  await panel.locator('a.rp-toc-item').nth(1).tap();
  await expect(panel).not.toHaveClass(/rp-doc-layout__outline--open/);
  await app.release();
  await expect(panel).not.toHaveClass(/rp-doc-layout__outline--open/);
  expect(app.problems).toEqual([]);
});

test('a reading visit fetches no logo of the closed product menu', async ({ page }) => {
  const logos: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/products/')) logos.push(r.url());
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(logos).toEqual([]);
  await page.locator('.rs-product-menu__button').click();
  await expect.poll(() => logos.length, { message: 'the logos load once the menu opens' }).toBeGreaterThan(0);
});
