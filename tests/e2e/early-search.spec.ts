// The search answers before the app has loaded (theme/hydration/early/search.ts): the search button and
// Ctrl/Cmd+K show the dialog at once, typing shows results (arrow keys, Enter, no hits, a failed index:
// theme/hydration/early/search-results.ts), and the app, asked for at the first answer, takes it over with the
// same query, caret, results, selection and focus (one dialog in every frame, no key lost, nothing searched
// twice); closed before the app, it stays closed. The early dialog passes axe and looks as the app's.
import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';
import { holdApp, pixelDiff } from './early-support';
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
      await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-rs-hydrated'));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    },
  };
}

/** The quick-start page loaded with the app held by `hold`, and the path of every request it makes. */
async function openRecorded(page: Page, hold: (page: Page) => Promise<{ release(): Promise<void>; problems: string[] }>) {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const app = await hold(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  return { app, requests };
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
      frames.push(
        open
          .map((d) => `${d.isConnected && d.closest('#__rspress_root') ? 'app' : 'early'}:${d.querySelector('input')?.value}`)
          .join(' + ') || 'none',
      );
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
  test(`${how} on the search button before the app shows the dialog at once; the app takes it over with the query, caret and focus${phone ? ' @phone' : ''}`, async ({
    page,
  }) => {
    const app = await holdApp(page);
    await page.goto('/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    if (phone) await button(page).tap();
    else await button(page).click();
    await expect(input(page)).toBeFocused();
    await expect(dialog(page)).toHaveAccessibleName('Search the documentation');
    // Shown as a popover for its first frame (no page-wide restyle), then modal.
    await expect.poll(() => dialog(page).evaluate((d) => d.matches(':modal')), 'a modal dialog').toBe(true);
    expect(app.requested(), "the press leaves the bandwidth to the search's own bytes").toBe(0);
    await page.keyboard.type('prt');
    await expect(dialog(page).locator('.rs-search__body[data-query="prt"]')).toHaveCount(1, { timeout: 15_000 });
    expect(app.requested(), 'the early dialog answers without the app').toBe(0);
    // The caret goes back after "p": the app's input must keep it there.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(input(page)).toHaveValue('prt');
    await watchFrames(page);
    await typeDuring(page, app.release(), 'o');
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page)).toHaveJSProperty('open', true);
    await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root')), "the app's dialog").toBe(true);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('port');
    expect(await input(page).evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd]), 'the caret, after the "o"').toEqual([
      2, 2,
    ]);
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
    const seen = runs(await frames(page));
    expect(
      seen.every((f) => !f.includes('+') && f !== 'none'),
      `one dialog in every frame: ${seen.join(' → ')}`,
    ).toBe(true);
    expect(
      seen.findIndex((f) => f.startsWith('app:')),
      `the early dialog, then the app's: ${seen.join(' → ')}`,
    ).toBeGreaterThan(0);
    expect(
      seen.find((f) => f.startsWith('app:')),
      "the app's dialog opens with the query",
    ).toMatch(/^app:po?rt$/);
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
  expect(
    seen.every((f) => !f.includes('+') && f !== 'none'),
    `one dialog in every frame: ${seen.join(' → ')}`,
  ).toBe(true);
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
  const where = () =>
    dialog(page).evaluateAll((ds) =>
      ds.map(
        (d) =>
          `${d.closest('#__rspress_root') ? 'app' : 'early'}${(d as HTMLDialogElement).open || d.matches(':popover-open') ? ' open' : ''}`,
      ),
    );
  expect(await where(), "the app's dialog is there, closed, the early one still shown").toEqual(['app', 'early open']);
  await expect(input(page)).toBeFocused();
  await cdp.send('Input.insertText', { text: '端口' });
  await expect(dialog(page)).toHaveCount(1);
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await expect(input(page)).toHaveValue('端口');
  await expect(input(page)).toBeFocused();
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(app.problems).toEqual([]);
});

test('Escape or a press on the backdrop before the app closes the early dialog, the focus back on the button; the app stays closed', async ({
  page,
}) => {
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
  await expect.poll(() => app.requested(), 'closing the search asks for the app').toBeGreaterThan(0);

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
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  expect(app.problems).toEqual([]);
});

test('closed with its close button before the app, on a phone, the early dialog stays closed after the app hydrates @phone', async ({
  page,
}) => {
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

test('nothing of the search loads before the press; the press fetches the index, not the app; the results come without the app', async ({
  page,
}) => {
  const { app, requests } = await openRecorded(page, holdAppNotSearch);
  expect(
    requests.filter((u) => /pagefind|search/.test(u)),
    'no search byte before intent',
  ).toEqual([]);
  const appScripts = () => requests.filter((u) => /^\/static\/js\/(?!boot\.|search-index\.)[^/]+\.js$|^\/static\/js\/async\//.test(u));
  await button(page).click();
  await expect
    .poll(() => requests.filter((u) => /^\/pagefind\/en\/pagefind\.en_\w+\.pf_meta$/.test(u)).length, "the index's metadata")
    .toBe(1);
  expect(
    requests.filter((u) => u.endsWith('/pagefind.js') || /\.pagefind$|\.wasm$/.test(u)),
    "Pagefind's own script and WebAssembly core: the dialog searches itself (theme/search/search-core.ts)",
  ).toEqual([]);
  expect(appScripts(), "the app and the dialog's code wait: the index has the bandwidth").toEqual([]);
  await page.keyboard.type('port');
  // What is typed is searched and shown before the app: its word chunk, its first pages' headings.
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(requests.filter((u) => /^\/pagefind\/en\/index\/\w+\.pf_index$/.test(u)).length, "the query's word chunk").toBeGreaterThan(0);
  expect(requests.filter((u) => /^\/pagefind\/en\/fragment\/\w+\.pf_fragment$/.test(u)).length, 'its pages').toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rs-hydrated')), 'before the app').toBe(false);
  await page.waitForTimeout(500);
  expect(appScripts(), "nor do the results ask for the app or the dialog's code").toEqual([]);
  const fetched = requests.length;
  // The app comes (another control asked for it) while the dialog is open: its dialog takes over.
  await app.release();
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root')), "the app's dialog").toBe(true);
  await expect(options(page).first()).toBeVisible();
  expect(
    requests.slice(fetched).filter((u) => /\/pagefind\//.test(u)),
    "the app's dialog fetched nothing of the index again",
  ).toEqual([]);
  expect(
    requests.filter((u) => /^\/pagefind\/en\/pagefind\.en_\w+\.pf_meta$/.test(u)),
    'the index loaded once',
  ).toHaveLength(1);
  expect(
    requests.filter((u) => /search-dialog\./.test(u)),
    "the dialog's code loaded once",
  ).toHaveLength(1);
  expect(app.problems).toEqual([]);
});

test('a click beside the early dialog at once closes it and reaches nothing under it', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  // What the dialog was when the press came: shown as a popover (its first moments), or modal.
  await page.evaluate(() =>
    addEventListener(
      'pointerdown',
      () => ((window as { pressedOn?: string }).pressedOn ??= document.querySelector('dialog.rs-search:modal') ? 'modal' : 'popover'),
      true,
    ),
  );
  await page.keyboard.press('Control+k');
  // Over the sidebar's links, at once: a popover's backdrop lets presses through, the dialog's shield must not.
  await page.mouse.click(100, 600);
  expect(await page.evaluate(() => (window as { pressedOn?: string }).pressedOn), 'pressed while the dialog was a popover').toBe('popover');
  await expect(dialog(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname, 'no link under the backdrop was followed').toBe('/guide/start/quick-start');
  expect(app.problems).toEqual([]);
});

/** Notes whether the dialog was modal when its first row appeared (`modalAtRows`). */
const noteModalAtRows = (page: Page) =>
  page.evaluate(() =>
    new MutationObserver(() => {
      const row = document.querySelector('dialog.rs-search [role="option"]');
      if (row) (window as { modalAtRows?: boolean }).modalAtRows ??= !!row.closest('dialog:modal');
    }).observe(document.body, { subtree: true, childList: true }),
  );
const modalAtRows = (page: Page) => page.evaluate(() => (window as { modalAtRows?: boolean }).modalAtRows);

test('the early dialog turns modal after the first rows of a query under way, not while they come', async ({ page }) => {
  const app = await holdApp(page);
  // The index's metadata is held: the query stays under way until it is released.
  const releaseIndex = await holdRequests(page, '**/pagefind/en/pagefind.*.pf_meta');
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await noteModalAtRows(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('port');
  // Well past the pause in the typing that makes an idle dialog modal.
  await page.waitForTimeout(1000);
  expect(await dialog(page).evaluate((d) => d.matches(':modal')), 'still shown as a popover while the rows are on their way').toBe(false);
  // Meanwhile the keyboard stays inside, as in the modal dialog.
  await page.keyboard.press('Tab');
  await expect(dialog(page).locator('.rs-search__close')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).locator('input')).toBeFocused();
  releaseIndex();
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(await modalAtRows(page), 'the rows came first').toBe(false);
  await expect.poll(() => dialog(page).evaluate((d) => d.matches(':modal')), 'then a modal dialog').toBe(true);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('port');
  expect(app.requested()).toBe(0);
  expect(app.problems).toEqual([]);
});

test('the early dialog waits for the index module that comes after the pause, and its first rows, before turning modal', async ({
  page,
}) => {
  const app = await holdApp(page);
  // The index module (the search's own script, asked for at the press) comes late, as on a busy phone.
  const releaseModule = await holdRequests(page, /\/static\/js\/search-index\.[^/]*\.js$/);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await noteModalAtRows(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('port');
  await page.waitForTimeout(1000);
  expect(await dialog(page).evaluate((d) => d.matches(':modal')), 'a popover while the module is on its way').toBe(false);
  releaseModule();
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(await modalAtRows(page), 'the rows came first').toBe(false);
  await expect.poll(() => dialog(page).evaluate((d) => d.matches(':modal')), 'then a modal dialog').toBe(true);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('port');
  expect(app.requested()).toBe(0);
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
    // With its results and a selection, before the app.
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rs-hydrated')), 'before the app').toBe(false);
    expect(await axeViolations(page, 'dialog.rs-search')).toEqual([]);
  });
}

// The early dialog and the app's dialog that takes its place, with the same query, side by side: the
// index's word chunks are held, so the app's dialog shows the query as the early one did (no results
// yet, no loading state: the index itself is loaded). Pixel for pixel the same, both themes, wide and phone;
// and, on a second page, the early dialog with the same query still shown as a popover (its query under way)
// looks as the modal one.
const indexLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __rsSearchIndexes?: { loads: Map<string, { settled: boolean }> } }).__rsSearchIndexes?.loads.get('en')
        ?.settled,
  );
for (const theme of ['light', 'dark'] as const) {
  for (const phone of [false, true]) {
    test(`the early dialog looks as the app's dialog with the same query (${theme}, ${phone ? '390' : '1440'} px)${phone ? ' @phone' : ''}`, async ({
      page,
    }, info) => {
      const open = async (p: Page) => {
        await p.addInitScript(themeInitScript, theme);
        await p.route('**/pagefind/*/index/**', () => new Promise(() => {}));
        const app = await holdAppNotSearch(p);
        await p.goto('/guide/start/quick-start');
        await p.waitForLoadState('networkidle');
        return app;
      };
      const press = (p: Page) => (phone ? button(p).tap() : button(p).click());
      const app = await open(page);
      await press(page);
      // The index loaded first, so that the query waits for its chunk with the hint (not the loading state);
      // the dialog modal (at the first pause in the typing) before the query is typed.
      await indexLoaded(page);
      await expect(dialog(page)).toHaveAttribute('open', '');
      await page.keyboard.type('port');
      await expect(dialog(page).locator('input')).toHaveValue('port');
      const early = { dialog: await dialog(page).screenshot(), page: await page.screenshot() };
      await app.release();
      // The app's dialog takes over once its code has loaded, which may come after the hydration.
      await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root')), { message: "the app's dialog" }).toBe(true);
      await expect(input(page)).toHaveValue('port');
      await expect(input(page)).toBeFocused();
      // The app's input loses nothing of its look while its search waits (the hint stays).
      await expect(dialog(page).locator('.rs-search__hint')).toBeVisible();
      const later = { dialog: await dialog(page).screenshot(), page: await page.screenshot() };
      // A second page: the index loaded by focusing the button (intent), the query typed at once after the
      // press, so that its first rows are on their way (held) before the first pause: the dialog stays a popover.
      const second = await page.context().newPage();
      const secondApp = await open(second);
      await button(second).focus();
      await indexLoaded(second);
      await press(second);
      await second.keyboard.type('port');
      await expect(dialog(second).locator('input')).toHaveValue('port');
      await second.waitForTimeout(500);
      const popover = await dialog(second).screenshot();
      expect(
        await dialog(second).evaluate((d) => d.matches(':popover-open') && !(d as HTMLDialogElement).open),
        'still a popover when shot',
      ).toBe(true);
      for (const [name, shot] of [
        ['early', early],
        ['app', later],
      ] as const) {
        await info.attach(`${name} dialog`, { body: shot.dialog, contentType: 'image/png' });
        await info.attach(`${name} page`, { body: shot.page, contentType: 'image/png' });
      }
      await info.attach('early dialog as a popover', { body: popover, contentType: 'image/png' });
      const diff = await pixelDiff(page, early.dialog, later.dialog);
      expect(diff.size, 'the same size').toBe(true);
      expect(diff.count, `the same pixels as the app's (${diff.count} differ, by at most ${diff.max} of 255)`).toBe(0);
      // As a popover, its shield (a layer under the panel) has the search icon's edge antialiased a few
      // shades apart from the modal dialog's, on a few pixels.
      const turn = await pixelDiff(page, popover, early.dialog);
      expect(turn.size, 'the same size as a popover').toBe(true);
      expect(turn.count, `the same pixels as a popover (${turn.count} differ, by at most ${turn.max} of 255)`).toBeLessThanOrEqual(20);
      expect(turn.max, 'by a few shades at most').toBeLessThanOrEqual(24);
      expect(app.problems).toEqual([]);
      expect(secondApp.problems).toEqual([]);
      await second.close();
    });
  }
}

/** The rows shown: their links, texts and selection. */
const rows = (page: Page) =>
  options(page).evaluateAll((os) =>
    os.map((o) => `${o.getAttribute('aria-selected') === 'true' ? '> ' : ''}${o.getAttribute('href')} ${o.textContent}`),
  );
const beforeApp = (page: Page) =>
  page.evaluate(() => !document.documentElement.hasAttribute('data-rs-hydrated') && !document.querySelector('#__rspress_root dialog'));

test('before the app, the early dialog shows the results of what is typed; arrow keys move the selection, Enter opens it', async ({
  page,
}) => {
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await button(page).click();
  await page.keyboard.type('server.port');
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  expect(await beforeApp(page), 'before the app').toBe(true);
  const n = await options(page).count();
  expect(n, 'at most 7 results').toBeLessThanOrEqual(7);
  await expect(options(page).first()).toHaveAttribute('href', '/config/server/port');
  await expect(options(page).first().locator('mark').first()).toBeVisible();
  const list = page.locator('dialog.rs-search[open] [role="listbox"]');
  await expect(list).toHaveAccessibleName('Search results');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(input(page)).toHaveAttribute('aria-controls', (await list.getAttribute('id')) as string);
  const selected = async () => {
    const id = await input(page).getAttribute('aria-activedescendant');
    const index = await options(page).evaluateAll((os) => os.findIndex((o) => o.getAttribute('aria-selected') === 'true'));
    expect(await options(page).nth(index).getAttribute('id'), 'aria-activedescendant names the selected row').toBe(id);
    return index;
  };
  expect(await selected()).toBe(0);
  await expect(page.locator('dialog.rs-search[open] [role="status"]')).toHaveText(`${n} results`);
  await page.keyboard.press('ArrowDown');
  expect(await selected()).toBe(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await selected(), 'up from the first row: the last').toBe(n - 1);
  await page.keyboard.press('ArrowDown');
  expect(await selected(), 'down from the last row: the first').toBe(0);
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/config/server/port');
  expect(app.problems).toEqual([]);
});

test('the app takes over the early results with the same rows, selection and focus; nothing is searched twice', async ({ page }) => {
  const { app, requests } = await openRecorded(page, holdApp);
  await button(page).click();
  await page.keyboard.type('server.port');
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
  // The rows complete, snippets in (a row shown before its snippet is the test below): on a busy machine the
  // snippets could otherwise arrive between this read and the app's, and the rows would differ by them alone.
  await expect(dialog(page).locator('.rs-search__snippet--pending')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const early = await rows(page);
  expect(early[2], 'the third row selected').toMatch(/^> /);
  expect(await beforeApp(page)).toBe(true);
  // From now on, every search of the index is counted, and every frame's rows are recorded.
  await page.evaluate(async () => {
    const w = window as unknown as {
      __rsSearchIndexes: { loads: Map<string, { promise: Promise<{ search(t: string): Promise<unknown> }> }> };
      searches_: string[];
      rows_: string[];
    };
    const instance = await (w.__rsSearchIndexes.loads.get('en') as { promise: Promise<{ search(t: string): Promise<unknown> }> }).promise;
    const search = instance.search.bind(instance);
    w.searches_ = [];
    instance.search = (t: string) => (w.searches_.push(t), search(t));
    w.rows_ = [];
    const look = () => {
      const open = document.querySelector('dialog.rs-search[open]');
      const opts = [...(open?.querySelectorAll('[role="option"]') ?? [])];
      w.rows_.push(
        `${open?.closest('#__rspress_root') ? 'app' : 'early'}:${opts.length}:${opts.findIndex((o) => o.getAttribute('aria-selected') === 'true')}`,
      );
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const fetched = requests.length;
  await app.release();
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root')), "the app's dialog").toBe(true);
  await page.waitForTimeout(300);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('server.port');
  expect(await rows(page), 'the same rows and selection').toEqual(early);
  const id = await input(page).getAttribute('aria-activedescendant');
  expect(await options(page).nth(2).getAttribute('id')).toBe(id);
  const seen = await page.evaluate(() => (window as unknown as { rows_: string[] }).rows_.filter((f, i, all) => f !== all[i - 1]));
  expect(seen, 'every frame shows the rows and the selection').toEqual([`early:${early.length}:2`, `app:${early.length}:2`]);
  expect(await page.evaluate(() => (window as unknown as { searches_: string[] }).searches_), 'the app searched nothing again').toEqual([]);
  expect(
    requests.slice(fetched).filter((u) => /\/pagefind\//.test(u)),
    'nor fetched anything of the index',
  ).toEqual([]);
  // The app's dialog goes on from there.
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(3)).toHaveAttribute('aria-selected', 'true');
  expect(app.problems).toEqual([]);
});

test('a query without hits shows the no-results texts before the app, and the app keeps them', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('zzqxv');
  const empty = page.locator('dialog.rs-search[open] .rs-search__empty');
  await expect(empty).toHaveText('没有找到与“zzqxv”相关的结果。请换一个关键词再试。', { timeout: 15_000 });
  await expect(page.locator('dialog.rs-search[open] [role="status"]')).toHaveText('没有找到与“zzqxv”相关的结果。');
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  expect(await input(page).getAttribute('aria-activedescendant')).toBeNull();
  expect(await beforeApp(page)).toBe(true);
  await app.release();
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await expect(empty).toHaveText('没有找到与“zzqxv”相关的结果。请换一个关键词再试。');
  await expect(input(page)).toBeFocused();
  expect(app.problems).toEqual([]);
});

test('an index that fails to load: the early dialog says so, the app takes the message over, nothing else breaks', async ({ page }) => {
  await page.route('**/pagefind/en/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  const app = await holdApp(page);
  await page.goto('/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  await button(page).click();
  await page.keyboard.type('port');
  const message = 'The search index could not be loaded. Close the search and open it again to retry.';
  await expect(page.locator('dialog.rs-search[open] .rs-search__error')).toHaveText(message, { timeout: 15_000 });
  expect(await beforeApp(page)).toBe(true);
  await page.keyboard.type('s');
  await app.release();
  await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
  await expect(page.locator('dialog.rs-search[open] .rs-search__error')).toHaveText(message);
  await expect(input(page)).toHaveValue('ports');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  // The index's failure, logged once; the other lines are the browser's own, for the failed requests.
  expect(
    app.problems.filter((p) => p.startsWith('The search index could not be loaded')),
    'reported once',
  ).toHaveLength(1);
  expect(app.problems.filter((p) => !/^The search index could not be loaded|^Failed to load resource/.test(p))).toEqual([]);
});

// The early dialog with results and a selection, and the app's dialog that takes its place: pixel for pixel the same.
for (const [theme, phone] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`the early results look as the app's (${theme}, ${phone ? '390' : '1440'} px)${phone ? ' @phone' : ''}`, async ({ page }, info) => {
    await page.addInitScript(themeInitScript, theme);
    const app = await holdApp(page);
    await page.goto('/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    if (phone) await button(page).tap();
    else await button(page).click();
    await page.keyboard.type('server.port');
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    const early = await dialog(page).screenshot();
    await app.release();
    await expect.poll(() => dialog(page).evaluate((d) => !!d.closest('#__rspress_root'))).toBe(true);
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const later = await dialog(page).screenshot();
    await info.attach('early dialog', { body: early, contentType: 'image/png' });
    await info.attach('app dialog', { body: later, contentType: 'image/png' });
    // On the phone a few pixels of the selected row's rounded outline come out antialiased a shade apart.
    const diff = await pixelDiff(page, early, later);
    expect(diff.size, 'the same size').toBe(true);
    expect(diff.count, `the same pixels (${diff.count} differ, by at most ${diff.max} of 255)`).toBeLessThanOrEqual(20);
    expect(diff.max, 'by a shade at most').toBeLessThanOrEqual(8);
    expect(app.problems).toEqual([]);
  });
}

for (const before of [true, false]) {
  test(`the rows show before their snippets, each keeping a line for it; the snippets fill in with the selection and the announcement unchanged (${before ? 'before the app' : 'the app'})`, async ({
    page,
  }) => {
    const app = before ? await holdApp(page) : undefined;
    const release = await holdRequests(page, '**/*.pf_section');
    await page.goto('/guide/start/quick-start');
    await page.waitForLoadState('networkidle');
    if (!before) {
      await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
      await expect(page.locator('html[data-rs-hydrated]')).toHaveCount(1);
    }
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('proxy');
    await expect(options(page)).toHaveCount(7, { timeout: 15_000 });
    const pending = dialog(page).locator('.rs-search__snippet--pending');
    await expect(pending).toHaveCount(7);
    const height = await pending.first().evaluate((e) => e.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(12);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const status = dialog(page).getByRole('status');
    const said = await status.textContent();
    expect(said).toMatch(/7/);
    release();
    await expect(pending).toHaveCount(0);
    await expect(dialog(page).locator('.rs-search__snippet mark').first()).toBeVisible();
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveText(said ?? '');
    expect(app?.problems ?? []).toEqual([]);
  });
}
