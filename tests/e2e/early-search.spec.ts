// The search answers before the app has loaded (theme/early/search.ts): the search button and Ctrl/Cmd+K
// show the dialog at once, the visitor types into it, and the app's dialog takes it over with the same
// query, caret and focus (one dialog on screen in every frame, no key lost); closed before the app, it
// stays closed. The early dialog passes axe and looks as the app's dialog.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdApp } from './early-support';
import { axeViolations, themeInitScript } from './a11y-support';

const dialog = (page: Page) => page.locator('dialog.rs-search');
const input = (page: Page) => page.locator('dialog.rs-search[open] input');
const options = (page: Page) => page.locator('dialog.rs-search[open] [role="option"]');
const button = (page: Page) => page.locator('.rs-search-button');

/**
 * Holds the app's scripts as holdApp does, but not the search's (the dialog's code, the index loader):
 * those come at the press, beside the app, as they do on a real network.
 */
async function holdAppNotSearch(page: Page): Promise<{ release(): Promise<void>; problems: string[] }> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => /\/static\/js\/(?!boot\.|search-)[^/]+\.js$|\/static\/js\/async\/(?!search-)/.test(url.pathname),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return {
    problems,
    async release() {
      open();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-rs-hydrated'));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    },
  };
}

/**
 * Records, at every frame from now on, the open search dialogs and what their inputs show: a hand-over
 * with a frame of no dialog, of two, or of the app's dialog without the query would be seen.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog.rs-search[open]')];
      frames.push(open.map((d) => `${d.isConnected && d.closest('#__rspress_root') ? 'app' : 'early'}:${d.querySelector('input')?.value}`).join(' + ') || 'none');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
const frames = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
/** The frames as runs of equal frames (`early:port`, `app:port` …). */
const runs = (all: string[]): string[] => all.filter((f, i) => f !== all[i - 1]);

/** Types `text` a key at a time while the app is released and hydrates: no key may be lost. */
async function typeDuring(page: Page, release: Promise<void>, text: string): Promise<void> {
  const typing = (async () => {
    for (const key of text) {
      await page.keyboard.type(key);
      await page.waitForTimeout(15);
    }
  })();
  await Promise.all([release, typing]);
}

for (const [how, phone] of [
  ['a click', false],
  ['a tap', true],
] as const) {
  test(`${how} on the search button before the app shows the dialog at once; the app takes it over with the query, caret and focus${phone ? ' @phone' : ''}`, async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    if (phone) await button(page).tap();
    else await button(page).click();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page)).toHaveAccessibleName('Search the documentation');
    expect(await dialog(page).evaluate((d) => d.matches(':modal')), 'a modal dialog').toBe(true);
    expect(app.requested(), 'the press asked for the app').toBeGreaterThan(0);
    await page.keyboard.type('prt');
    // The caret goes back after "p": the app's input must keep it there.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(input(page)).toHaveValue('prt');
    await watchFrames(page);
    await typeDuring(page, app.release(), 'o');
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page)).toHaveJSProperty('open', true);
    expect(await dialog(page).evaluate((d) => !!d.closest('#__rspress_root')), "the app's dialog").toBe(true);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('port');
    expect(await input(page).evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd]), 'the caret, after the "o"').toEqual([2, 2]);
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
    const seen = runs(await frames(page));
    expect(seen.every((f) => !f.includes('+') && f !== 'none'), `one dialog in every frame: ${seen.join(' → ')}`).toBe(true);
    expect(seen.findIndex((f) => f.startsWith('app:')), `the early dialog, then the app's: ${seen.join(' → ')}`).toBeGreaterThan(0);
    expect(seen.find((f) => f.startsWith('app:')), "the app's dialog opens with the query").toMatch(/^app:po?rt$/);
    test.info().annotations.push({ type: 'frames', description: seen.join(' → ') });
    expect(app.problems).toEqual([]);
  });
}

test('Ctrl+K before the app shows the dialog at once and keeps every key typed, before and while the app hydrates', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(dialog(page)).toHaveAccessibleName('搜索文档');
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await page.keyboard.type('ser');
  await watchFrames(page);
  await typeDuring(page, app.release(), 'ver');
  await expect(dialog(page)).toHaveCount(1);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('server');
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  const seen = runs(await frames(page));
  expect(seen.every((f) => !f.includes('+') && f !== 'none'), `one dialog in every frame: ${seen.join(' → ')}`).toBe(true);
  // The app's Ctrl+K closes it: one toggle per press.
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  expect(app.problems).toEqual([]);
});

test('an IME composition in the early dialog is not cut by the hand-over: the app waits for it to end', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  const cdp = await page.context().newCDPSession(page);
  // Composing 端口 through an IME: "duan" under composition while the app hydrates.
  await cdp.send('Input.imeSetComposition', { text: 'duan', selectionStart: 4, selectionEnd: 4 });
  await watchFrames(page);
  await app.release();
  await page.waitForTimeout(300);
  const where = () => dialog(page).evaluateAll((ds) => ds.map((d) => `${d.closest('#__rspress_root') ? 'app' : 'early'}${(d as HTMLDialogElement).open ? ' open' : ''}`));
  expect(await where(), "the app's dialog is there, closed, the early one still shown").toEqual(['app', 'early open']);
  await expect(input(page)).toBeFocused();
  await cdp.send('Input.insertText', { text: '端口' });
  await expect(dialog(page)).toHaveCount(1);
  expect(await dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await expect(input(page)).toHaveValue('端口');
  await expect(input(page)).toBeFocused();
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(app.problems).toEqual([]);
});

test('Escape or a press on the backdrop before the app closes the early dialog, the focus back on the button; the app stays closed', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await button(page).click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('port');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.classList.contains('rs-search-open')), 'the page scrolls again').toBe(false);

  // Open again, and Tab stays inside; a press on the backdrop closes.
  await button(page).click();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement)), 'focus stays inside').toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.mouse.click(5, 400);
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();

  await app.release();
  await page.waitForTimeout(300);
  await expect(dialog(page), 'the app does not open what the visitor closed').toHaveCount(0);
  // The next press goes through the app.
  await button(page).click();
  await expect(input(page)).toBeFocused();
  expect(await dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  expect(app.problems).toEqual([]);
});

test('closed with its close button before the app, on a phone, the early dialog stays closed after the app hydrates @phone', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await button(page).tap();
  await expect(input(page)).toBeFocused();
  const box = await dialog(page).boundingBox();
  expect(box, 'the whole screen').toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await page.getByRole('button', { name: 'Close search' }).tap();
  await expect(dialog(page)).toHaveCount(0);
  await app.release();
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

test('nothing of the search loads before the press; the press fetches the dialog and the index beside the app', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const app = await holdAppNotSearch(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((u) => /pagefind|search/.test(u)), 'no search byte before intent').toEqual([]);
  await button(page).click();
  await expect.poll(() => requests.filter((u) => /\/static\/js\/async\/search-dialog\.[0-9a-f]+\.js$/.test(u)).length, "the dialog's code").toBe(1);
  await expect.poll(() => requests.filter((u) => /^\/pagefind\/en\/(pagefind\.js|wasm\.en\.pagefind|pagefind\.en_\w+\.pf_meta)$/.test(u)).length, "Pagefind's script, search core and metadata").toBe(3);
  await page.keyboard.type('port');
  // What is typed fetches the query's word chunk and its first pages' headings, still before the app.
  await expect.poll(() => requests.filter((u) => /^\/pagefind\/en\/index\/\w+\.pf_index$/.test(u)).length, "the query's word chunk").toBeGreaterThan(0);
  await expect.poll(() => requests.filter((u) => /^\/pagefind\/en\/fragment\/\w+\.pf_fragment$/.test(u)).length, 'its pages').toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rs-hydrated')), 'before the app').toBe(false);
  const fetched = requests.length;
  await app.release();
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(requests.slice(fetched).filter((u) => /\.pf_index$/.test(u)), "the app's first query found its word chunk loaded").toEqual([]);
  expect(requests.filter((u) => u === '/pagefind/en/pagefind.js'), 'the index loaded once').toHaveLength(1);
  expect(requests.filter((u) => /search-dialog\./.test(u)), "the dialog's code loaded once").toHaveLength(1);
  expect(app.problems).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the early dialog (${theme})`, async ({ page }) => {
    await page.addInitScript(themeInitScript, theme);
    await holdApp(page);
    await page.goto('/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    await button(page).click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('port');
    expect(await axeViolations(page, 'dialog.rs-search')).toEqual([]);
  });
}

// The early dialog and the app's dialog that takes its place, with the same query, side by side: the
// index's word chunks are held, so the app's dialog shows the query as the early one did (no results
// yet, no loading state: the index itself is loaded). Pixel for pixel the same, both themes, wide and phone.
for (const theme of ['light', 'dark'] as const) {
  for (const phone of [false, true]) {
    test(`the early dialog looks as the app's dialog with the same query (${theme}, ${phone ? '390' : '1440'} px)${phone ? ' @phone' : ''}`, async ({ page }, info) => {
      await page.addInitScript(themeInitScript, theme);
      await page.route('**/pagefind/*/index/**', () => new Promise(() => {}));
      const app = await holdAppNotSearch(page);
      await page.goto('/guide/start/quick-start');
      await page.waitForLoadState('networkidle');
      if (phone) await button(page).tap();
      else await button(page).click();
      await page.keyboard.type('port');
      await expect(input(page)).toHaveValue('port');
      const early = { dialog: await dialog(page).screenshot(), page: await page.screenshot() };
      await app.release();
      expect(await dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
      await expect(input(page)).toHaveValue('port');
      await expect(input(page)).toBeFocused();
      // The app's input loses nothing of its look while its search waits (the hint stays).
      await expect(dialog(page).locator('.rs-search__hint')).toBeVisible();
      const later = { dialog: await dialog(page).screenshot(), page: await page.screenshot() };
      for (const [name, shot] of [['early', early], ['app', later]] as const) {
        await info.attach(`${name} dialog`, { body: shot.dialog, contentType: 'image/png' });
        await info.attach(`${name} page`, { body: shot.page, contentType: 'image/png' });
      }
      expect(later.dialog.equals(early.dialog), 'the same pixels').toBe(true);
      expect(app.problems).toEqual([]);
    });
  }
}
