// The built pages hydrate on intent (theme/hydration/boot.ts, plugins/post-build/hydrate-on-intent.ts): a reader gets
// HTML and CSS only; the app loads at the first press, focus or hover of a control, Tab or Ctrl/Cmd+K,
// and what the visitor did meanwhile is replayed (or, for the controls that answer before the app,
// taken over: tests/e2e/early-*.spec.ts).
import type { Page, Request } from '@playwright/test';
import { expect, isDark, test } from './fixtures';
import { isHydrated } from '../../scripts/lib/built-site';
import { axeViolations, themeInitScript } from './a11y-support';
import { holdApp } from './early-support';

const APP = /\/static\/js\/(?!boot\.)[^/]+\.js$|\/static\/js\/async\//;

/** Records the requests for the app's scripts (everything but the boot script). */
function appRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (APP.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

const hydration = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-rs-hydrated'));

test('a reader who scrolls and follows links loads none of the app; the navbar hides on scroll down, the outline follows, the search hint shows', async ({
  page,
}) => {
  const app = appRequests(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.rs-search-button__hotkey')).toBeVisible();
  const active = page.locator('.rp-outline a.rp-toc-item[data-rs-active]');
  await expect(active).toHaveCount(1);
  const first = await active.getAttribute('href');
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('html')).toHaveClass(/rs-nav-hidden/);
  await expect(active).toHaveCount(1);
  expect(await active.getAttribute('href'), 'the outline follows the scroll').not.toBe(first);
  await page.mouse.wheel(0, -400);
  await expect(page.locator('html')).not.toHaveClass(/rs-nav-hidden/);
  // A link before hydration is an ordinary page load: a new document, still without the app.
  await Promise.all([page.waitForEvent('load'), page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click()]);
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await page.waitForLoadState('networkidle');
  expect(app, 'app scripts').toEqual([]);
  expect(await isHydrated(page)).toBe(false);
});

test('a mouse passing over a control loads nothing, and a press right after a hover answers before the app starts downloading', async ({
  page,
}) => {
  const app = appRequests(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  // Passing over: on the theme switch, then on to the text beside it, in one task.
  await page.evaluate(() => {
    const over = (el: Element) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    over(document.querySelector('.rs-switch-appearance')!);
    over(document.querySelector('.rp-doc p')!);
  });
  await page.waitForTimeout(400);
  expect(app, 'a pointer passing by loads no app').toEqual([]);
  // Hovered, then pressed at once: the theme shows before any script of the app is asked for.
  const order = await page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('.rs-switch-appearance')!;
    const root = document.documentElement;
    let switchedAt = 0;
    new MutationObserver(() => (switchedAt ||= performance.now())).observe(root, { attributes: true, attributeFilter: ['class'] });
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    button.click();
    await new Promise((r) => setTimeout(r, 1000));
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/static\/js\/(?!boot\.)/.test(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { switchedAt, firstScript: Math.min(...scripts) };
  });
  expect(order.switchedAt, 'the theme switched').toBeGreaterThan(0);
  expect(order.firstScript, 'the app was asked for after the press answered').toBeGreaterThan(order.switchedAt);
  await hydration(page);
  expect(app.length, 'the app loaded').toBeGreaterThan(0);
});

test('a mouse resting on a control loads the app, which then hydrates', async ({ page }) => {
  const app = appRequests(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.locator('.rs-switch-appearance').first().hover();
  await expect.poll(() => app.length, { message: 'the app loads on the hover' }).toBeGreaterThan(0);
  await hydration(page);
});

test('a click on the theme switch before hydration loads the app and switches the theme, once', async ({ page }) => {
  const app = appRequests(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const dark = await isDark(page);
  await page.locator('.rs-switch-appearance').first().click();
  await hydration(page);
  await expect.poll(() => isDark(page)).toBe(!dark);
  await page.waitForTimeout(300);
  expect(await isDark(page), 'switched once, not back').toBe(!dark);
  expect(app.length, 'the app loaded').toBeGreaterThan(0);
});

test('a click on a package manager tab before hydration selects it at once, and the app keeps it', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const tab = page.locator('.rp-tabs__label__item').nth(1);
  const name = (await tab.textContent())?.trim();
  const selected = () => page.evaluate(() => document.querySelector('.rp-tabs .rp-tabs__label__item--selected')?.textContent?.trim());
  await tab.click();
  // Answered by the boot script (theme/hydration/early/tabs.ts), not held until the app has hydrated.
  expect(await selected()).toBe(name);
  await hydration(page);
  expect(await selected()).toBe(name);
});

test('Ctrl+K before hydration opens the search at once, the keys typed go into it, and the app searches that query', async ({ page }) => {
  // The app is held until the keys are typed: on a busy machine it could otherwise hydrate first.
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  // The boot script's dialog (theme/hydration/early/search.ts): shown and focused in the same task as the key
  // (as a popover first, modal once the typing pauses).
  expect(
    await page.evaluate(() => [
      document.activeElement?.matches(':is(dialog[open], dialog:popover-open) input'),
      document.documentElement.hasAttribute('data-rs-hydrated'),
    ]),
  ).toEqual([true, false]);
  await page.keyboard.type('port', { delay: 20 });
  const input = page.getByRole('dialog').getByRole('combobox');
  await expect(input).toHaveValue('port');
  await app.release();
  await expect(input).toHaveValue('port');
  await expect(input).toBeFocused();
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('pointing at the search button before hydration loads the search index, not the app (the search answers before it)', async ({
  page,
}) => {
  const search: string[] = [];
  const app: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/pagefind/')) search.push(pathname);
    if (/^\/static\/js\/(?!boot\.|search-index\.)/.test(pathname)) app.push(pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('.rs-search-button').hover();
  await expect.poll(() => search.length, { message: 'the search index loads on the hover' }).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(app, 'none of the app').toEqual([]);
});

test('Tab loads the app; a menu button focused meanwhile behaves as focused', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await hydration(page);
  // The skip link comes first, as before.
  await expect(page.locator(':focus')).toHaveText(/Skip to content/);
  // The app's outline marks the current section now, the boot script's mark is gone.
  await expect(page.locator('.rp-outline .rp-toc-item--active')).toHaveCount(1);
  await expect(page.locator('[data-rs-active]')).toHaveCount(0);
});

test('a failed app script leaves the page readable and its controls working; the next press loads it', async ({ page, pageLog }) => {
  let failures = 0;
  await page.route(/lib-react\.[^/]+\.js$/, (route) => {
    if (failures++ === 0) return route.abort();
    return route.continue();
  });
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const dark = await isDark(page);
  const button = page.locator('.rs-switch-appearance').first();
  await button.click();
  await expect.poll(() => pageLog.errors.join('\n')).toMatch(/could not be loaded/);
  expect(await isDark(page), 'the switch answered without the app').toBe(!dark);
  await expect(page.locator('h1')).toBeVisible();
  await button.click();
  await hydration(page);
  expect(await isDark(page), 'and again, while the app loaded').toBe(dark);
  await button.click();
  await expect.poll(() => isDark(page), 'the app switches from there').toBe(!dark);
});

test('what the visitor does before hydration raises no error', async ({ page, pageLog }) => {
  await page.goto('/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.locator('.rp-sidebar-group').nth(1).click();
  await page.locator('.rp-code-copy-button').first().click();
  await hydration(page);
  await page.waitForTimeout(300);
  expect(pageLog.errors.filter((e) => !/clipboard/i.test(e))).toEqual([]);
});

// The state every reader sees first, before any intent: axe on pages outside the routes of a11y-axe.spec.ts
// (which checks its routes before hydration too): the 404 page, and an overview in Chinese.
const BEFORE_HYDRATION = ['/zh/config/', '/guide/no-such-page'];
for (const theme of ['light', 'dark'] as const) {
  test(`axe before hydration, ${theme}: no WCAG 2.2 A/AA violation on ${BEFORE_HYDRATION.length} pages`, async ({ page }) => {
    // axe takes seconds a page here, more when the machine is busy (RESULTS.md, "Test suite time").
    test.setTimeout(120_000);
    await page.addInitScript(themeInitScript, theme);
    const found: string[] = [];
    for (const route of BEFORE_HYDRATION) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await isHydrated(page), route).toBe(false);
      expect(await isDark(page), `${route}: the ${theme} theme`).toBe(theme === 'dark');
      found.push(...(await axeViolations(page)).map((v) => `${route} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test('a phone: a tap on the menu button before hydration opens the menu, a tap on "Menu" the sidebar drawer @phone', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.locator('.rp-nav-hamburger__sm').tap();
  await hydration(page);
  await expect(page.locator('.rp-nav-screen')).toBeVisible();
  await page.goto('/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.locator('button.rp-sidebar-menu__left').tap();
  await hydration(page);
  await expect(page.locator('.rp-doc-layout__sidebar')).toHaveClass(/rp-doc-layout__sidebar--open/);
});
