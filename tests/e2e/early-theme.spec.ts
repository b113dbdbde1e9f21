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
