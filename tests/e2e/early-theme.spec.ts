// The theme switch answers before the app has loaded (theme/hydration/early/theme-switch.ts), and the app takes
// over with the same theme: no flash back to light when it hydrates, one switch per press.
import { expect, test } from './fixtures';
import { holdApp } from './early-support';

const state = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    stored: localStorage.getItem('rspress-theme-appearance'),
    pressed: document.querySelector('.rp-nav__others .rs-switch-appearance')?.getAttribute('aria-pressed'),
  }));

test('the theme switch answers before the app, and the app keeps the theme it chose', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  const button = page.locator('.rp-nav__others .rs-switch-appearance');
  await button.click();
  expect(await state(page)).toEqual({ dark: true, stored: 'dark', pressed: 'true' });
  await expect.poll(() => app.requested(), 'the press asks for the app once its answer has shown').toBeGreaterThan(0);
  await button.click();
  await button.click();
  expect(await state(page), 'three presses: dark, light, dark').toEqual({ dark: true, stored: 'dark', pressed: 'true' });

  // The page never turns light while the app hydrates.
  await page.evaluate(() => {
    const w = window as unknown as { sawLight: boolean };
    w.sawLight = false;
    new MutationObserver(() => {
      if (!document.documentElement.classList.contains('dark')) w.sawLight = true;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await app.release();
  expect(await state(page)).toEqual({ dark: true, stored: 'dark', pressed: 'true' });
  expect(await page.evaluate(() => (window as unknown as { sawLight: boolean }).sawLight), 'no flash of the light theme').toBe(false);

  // The app's switch goes on from there: one press, one switch.
  await button.click();
  expect(await state(page)).toEqual({ dark: false, stored: 'auto', pressed: 'false' });
  expect(app.problems).toEqual([]);
});

test('a reader who chose dark keeps it when the app hydrates: the root never turns light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.evaluate(() => {
    const w = window as unknown as { sawLight: boolean };
    w.sawLight = false;
    new MutationObserver(() => {
      if (!document.documentElement.classList.contains('dark')) w.sawLight = true;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
  await app.release();
  expect(await page.evaluate(() => (window as unknown as { sawLight: boolean }).sawLight)).toBe(false);
  expect(await state(page)).toEqual({ dark: true, stored: 'dark', pressed: 'true' });
});

test('the theme changes every colour at once, before the app and after it: nothing fades, and the root changes once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  // Colour transitions running, and the root's class changes after the press's own task (a class put on
  // for a frame and taken off again: a second style pass of the whole page).
  const press = () =>
    page.evaluate(async () => {
      const root = document.documentElement;
      const later: string[] = [];
      let pressing = true;
      new MutationObserver((records) => {
        if (!pressing) later.push(...records.map(() => root.className));
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
      document.querySelector<HTMLElement>('.rp-nav__others .rs-switch-appearance')?.click();
      // The style pass of the press: a transition starts here (however short it is).
      void getComputedStyle(document.body).color;
      const fading = document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition && /color|background|border|shadow|fill|stroke/.test(a.transitionProperty))
        .map((a) => `${((a.effect as KeyframeEffect).target as Element | null)?.className} ${(a as CSSTransition).transitionProperty}`);
      await Promise.resolve();
      pressing = false;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)));
      return { fading, later, dark: root.classList.contains('dark') };
    });
  // A link of the sidebar under the pointer (a hovered colour would be the one to fade).
  await page.locator('.rp-sidebar-item').first().hover();
  expect(await press()).toEqual({ fading: [], later: [], dark: true });
  await app.release();
  await page.locator('.rp-sidebar-item').nth(1).hover();
  expect(await press(), 'the app switches the same way').toEqual({ fading: [], later: [], dark: false });
  // And a hover changes a colour at once too.
  await page.locator('.rp-sidebar-item').nth(2).hover();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  // With reduced motion, whose short durations apply to every element, no colour fades either.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await press(), 'reduced motion').toEqual({ fading: [], later: [], dark: true });
  expect(app.problems).toEqual([]);
});
