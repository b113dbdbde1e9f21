// The navbar: every popup's triggers and every way to close it, the navbar hiding on scroll with
// everything below it, the outline title, and the query switches on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { expectClosesAfterLeave } from './support';

// Popups: every trigger and every way to close ------------------------------------------------------

const popups = [
  { name: 'product-family menu', button: '.rs-product-menu__button', popup: '.rs-product-menu__popup' },
  { name: 'social "more" menu', button: '.rp-nav__others .rs-social-more', popup: '.rp-nav__others .rs-social-more__popup' },
] as const;

/** Gives the button the keyboard focus: focuses its neighbour in the tab order, then presses Tab (or Shift+Tab). */
async function tabTo(page: Page, button: Locator): Promise<void> {
  const backwards = await button.evaluate((b) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter(
      (e) => e.tabIndex >= 0 && e.getClientRects().length > 0 && !e.closest('[inert]'),
    );
    const i = tabbable.indexOf(b as HTMLElement);
    const neighbour = i > 0 ? tabbable[i - 1] : tabbable[i + 1];
    neighbour?.focus();
    return i === 0;
  });
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  await expect(button).toBeFocused();
}

for (const { name, button: buttonSelector, popup: popupSelector } of popups) {
  test.describe(name, () => {
    test(`${name}: opens on hover, closes 0.1 s after the pointer leaves`, async ({ page }) => {
      await open(page, '/guide/start/');
      const popup = page.locator(popupSelector);
      await page.locator(buttonSelector).hover();
      await expect(popup).toBeVisible();
      await expectClosesAfterLeave(page, popupSelector, { x: 700, y: 600 });
    });

    test(`${name}: opens on click, closes on outside click`, async ({ page }) => {
      await open(page, '/guide/start/');
      const popup = page.locator(popupSelector);
      await page.locator(buttonSelector).click();
      await expect(popup).toBeVisible();
      await page.mouse.click(700, 600);
      await expect(popup).toBeHidden();
    });

    test(`${name}: opens on the context menu (right click, long press)`, async ({ page }) => {
      await open(page, '/guide/start/');
      const popup = page.locator(popupSelector);
      // A bare contextmenu event, without the pointer moving over the button (which would open it by hover).
      const prevented = await page
        .locator(buttonSelector)
        .evaluate((b) => !b.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
      await expect(popup).toBeVisible();
      expect(prevented, 'the browser menu does not cover it').toBe(true);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });

    test(`${name}: opens on keyboard focus and closes when the focus moves on past it; Escape returns the focus`, async ({ page }) => {
      await open(page, '/guide/start/');
      const button = page.locator(buttonSelector);
      const popup = page.locator(popupSelector);
      await tabTo(page, button);
      await expect(popup, 'opens on focus').toBeVisible();
      // Tab on: through the popup's links, then out of it.
      let left = false;
      for (let i = 0; i < 12 && !left; i++) {
        await page.keyboard.press('Tab');
        left = await page.evaluate(
          ([b, p]) => {
            const active = document.activeElement;
            return !document.querySelector(b)?.contains(active) && !document.querySelector(p)?.contains(active);
          },
          [buttonSelector, popupSelector] as const,
        );
      }
      expect(left, 'the focus left the button and the popup').toBe(true);
      await expect(popup, 'closed once the focus moved on').toBeHidden();
      // Escape closes it and the focus goes back to the button, without reopening it.
      await tabTo(page, button);
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(button).toBeFocused();
      await page.waitForTimeout(150);
      await expect(popup).toBeHidden();
    });
  });
}

// Navbar hiding on scroll ---------------------------------------------------------------------------

/**
 * Records, on every frame for `ms`, the navbar's bottom edge and the top edge of `selector`, while
 * `action` runs.
 */
async function sampleEdges(
  page: Page,
  selector: string,
  ms: number,
  action: () => Promise<void>,
): Promise<{ nav: number; below: number }[]> {
  await page.evaluate(
    ([sel, duration]) => {
      const w = window as Window & { edgeSamples?: { nav: number; below: number }[] };
      w.edgeSamples = [];
      const end = performance.now() + duration;
      const frame = () => {
        const nav = document.querySelector('.rp-nav')?.getBoundingClientRect().bottom ?? Number.NaN;
        const below = document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN;
        w.edgeSamples?.push({ nav, below });
        if (performance.now() < end) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [selector, ms] as const,
  );
  await action();
  await page.waitForTimeout(ms + 100);
  return page.evaluate(() => (window as Window & { edgeSamples?: { nav: number; below: number }[] }).edgeSamples ?? []);
}

/** Every frame, the part below the navbar starts where the navbar ends (or at the top when it is gone). */
function expectAttached(samples: { nav: number; below: number }[], what: string): void {
  expect(samples.length, 'frames were sampled').toBeGreaterThan(5);
  const gaps = samples.map((s) => Math.round(s.below - Math.max(0, s.nav)));
  expect(Math.max(...gaps.map(Math.abs)), `${what} moves with the navbar (gaps per frame: ${gaps.join(' ')})`).toBeLessThanOrEqual(3);
}

test('desktop: when the navbar hides, the sidebar and the outline move up with it, and come back with it', async ({ page }) => {
  await open(page, '/config/html/title');
  await page.mouse.move(700, 400);
  const down = await sampleEdges(page, '.rp-doc-layout__sidebar', 700, () => page.mouse.wheel(0, 1200));
  const navBottom = () => page.locator('.rp-nav').evaluate((n) => n.getBoundingClientRect().bottom);
  await expect.poll(navBottom, { message: 'the navbar hid' }).toBeLessThanOrEqual(1);
  for (const selector of ['.rp-doc-layout__sidebar', '.rp-doc-layout__outline']) {
    const top = await page.locator(selector).evaluate((e) => e.getBoundingClientRect().top);
    expect(top, `${selector} has no blank band above it`).toBeLessThanOrEqual(1);
  }
  expectAttached(down.slice(-20), 'the sidebar (hiding)');
  const up = await sampleEdges(page, '.rp-doc-layout__sidebar', 700, () => page.mouse.wheel(0, -300));
  await expect.poll(navBottom, { message: 'the navbar is back' }).toBeGreaterThanOrEqual(60);
  expectAttached(up, 'the sidebar (coming back)');
  const outline = await sampleEdges(page, '.rp-doc-layout__outline', 700, () => page.mouse.wheel(0, 1200));
  expectAttached(outline, 'the outline');
});

test('phone: when the navbar hides, the "Menu / ON THIS PAGE" bar moves up with it, and comes back with it', { tag: '@phone' }, async ({
  page,
}) => {
  await open(page, '/config/html/title');
  const bar = '.rp-doc-layout__menu';
  const scroll = (dy: number) => page.evaluate((y) => window.scrollBy(0, y), dy);
  const hide = await sampleEdges(page, bar, 800, () => scroll(1200));
  const navBottom = () => page.locator('.rp-nav').evaluate((n) => n.getBoundingClientRect().bottom);
  await expect.poll(navBottom, { message: 'the navbar hid' }).toBeLessThanOrEqual(1);
  expect(await page.locator(bar).evaluate((e) => e.getBoundingClientRect().top), 'the bar sits at the top').toBeLessThanOrEqual(1);
  expectAttached(hide.slice(-20), 'the bar (hiding)');
  const show = await sampleEdges(page, bar, 800, () => scroll(-300));
  await expect.poll(navBottom, { message: 'the navbar is back' }).toBeGreaterThanOrEqual(60);
  expectAttached(show, 'the bar (coming back)');
});

// Outline title ------------------------------------------------------------------------------------

for (const width of [1280, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [prefix, title] of [
      ['', 'ON THIS PAGE'],
      ['/zh', '目录'],
    ] as const) {
      test(`the outline shows its title "${title}" at ${width} px`, async ({ page }) => {
        await open(page, `${prefix}/config/server/port`);
        const heading = page.locator('.rp-doc-layout__outline .rp-outline__title');
        await expect(heading).toBeVisible();
        await expect(heading).toHaveText(title);
      });
    }
  });
}

// Smaller points -------------------------------------------------------------------------------------

test('phone: with every query switch at 0 no empty bordered bar is left', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0');
  await expect(page.locator('.rp-doc-layout__menu')).toBeHidden();
  const top = await page
    .locator('.rp-doc h1')
    .first()
    .evaluate((h) => h.getBoundingClientRect().top);
  expect(top, 'the title is near the top of the screen').toBeLessThan(120);
  // With the outline on, the bar is there for it.
  await open(page, '/guide/start/quick-start?navbar=0&sidebar=0&footer=0');
  await expect(page.locator('.rp-doc-layout__menu')).toBeVisible();
});
