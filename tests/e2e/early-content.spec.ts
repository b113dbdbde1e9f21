// The controls inside the page answer before the app has loaded (theme/hydration/early/: sidebar groups, install
// tabs, code copy and wrap, image zoom), and the app takes over with the same state: the same markup as
// the app renders for that state, no hydration problem, one toggle or copy per press, before, during
// and after hydration.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { holdApp, pixelDiff } from './early-support';
import { ROOT, SITE } from '../../scripts/lib/built-site';

const QUICK_START = '/guide/start/quick-start';

// Sidebar groups ---------------------------------------------------------------------------------

const group = (page: Page, name: string): Locator => page.locator('div.rp-sidebar-group', { hasText: name });
/** What shows a group's state: its items' grid rows and height, its arrow, its aria-expanded, inert items. */
const groupState = (header: Locator) =>
  header.evaluate((h) => {
    const items = h.nextElementSibling as HTMLElement;
    const arrow = h.querySelector<HTMLElement>('.rp-sidebar-item__right > div');
    return {
      rows: items.style.gridTemplateRows,
      arrow: arrow?.style.transform,
      expanded: h.getAttribute('aria-expanded'),
      inert: items.inert,
    };
  });
const COLLAPSED = { rows: '0fr', arrow: 'rotate(0deg)', expanded: 'false', inert: true };
const EXPANDED = { rows: '1fr', arrow: 'rotate(90deg)', expanded: 'true', inert: false };
/** The group's header and its items' container, as markup. */
const groupMarkup = (header: Locator) =>
  header.evaluate((h) => h.outerHTML + (h.nextElementSibling!.cloneNode(false) as Element).outerHTML);
const itemsHeight = (header: Locator) => header.evaluate((h) => h.nextElementSibling!.getBoundingClientRect().height);

test('a sidebar group collapses before the app, and the app keeps it collapsed', async ({ page, browser }) => {
  test.slow();
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const basic = group(page, 'Basic Features');
  const current = group(page, 'Getting Started');
  await basic.click();
  await current.click();
  await expect.poll(() => app.requested(), 'the press asks for the app once its answer has shown').toBeGreaterThan(0);
  expect(await groupState(basic)).toEqual(COLLAPSED);
  expect(await groupState(current), "the current page's group too").toEqual(COLLAPSED);
  await expect.poll(() => itemsHeight(basic)).toBe(0);
  const early = await groupMarkup(basic);

  await app.release();
  expect(await groupState(basic)).toEqual(COLLAPSED);
  expect(await groupState(current)).toEqual(COLLAPSED);
  expect(await groupMarkup(basic), 'the app renders what the press showed').toBe(early);
  expect(app.problems).toEqual([]);

  // The app's press: one press, one toggle.
  await basic.click();
  expect(await groupState(basic)).toEqual(EXPANDED);
  await expect.poll(() => itemsHeight(basic)).toBeGreaterThan(100);
  expect(await groupState(current)).toEqual(COLLAPSED);

  // The same press where the app is there gives the same markup (Rspress's SidebarGroup, if it changes).
  const other = await browser.newPage();
  await open(other, QUICK_START);
  await group(other, 'Basic Features').click();
  expect(await groupMarkup(group(other, 'Basic Features'))).toBe(early);
  await other.close();
});

// Install tabs -----------------------------------------------------------------------------------

/** The chosen tab of each install block: its label's text, and which content shows. */
const chosenTabs = (page: Page) =>
  page.locator('.rp-tabs').evaluateAll((groups) =>
    groups.map((g) => {
      const labels = [...g.querySelectorAll('.rp-tabs__label__item--selected')].map((l) => l.textContent);
      const shown = [...g.querySelectorAll<HTMLElement>('.rp-tabs__content__item')].filter(
        (c) => getComputedStyle(c).display !== 'none' && c.getAttribute('aria-hidden') === 'false',
      );
      return `${labels.join('+')}:${shown.map((c) => c.textContent?.trim().split(' ')[0]).join('+')}`;
    }),
  );
const tabsMarkup = (page: Page) =>
  page
    .locator('.rp-tabs')
    .first()
    .evaluate((g) => g.outerHTML);
const storedTab = (page: Page) => page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'));

test('an install tab is chosen before the app in every install block, remembered, and the app keeps it', async ({ page, browser }) => {
  test.slow();
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const groups = await page.locator('.rp-tabs').count();
  expect(groups).toBeGreaterThan(1);
  await page.locator('.rp-tabs').nth(1).locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  expect(await chosenTabs(page)).toEqual(Array(groups).fill('pnpm:pnpm'));
  expect(await storedTab(page)).toBe('2');
  const early = await tabsMarkup(page);

  await app.release();
  expect(await chosenTabs(page)).toEqual(Array(groups).fill('pnpm:pnpm'));
  // The managers' logos are not images to zoom (the app attaches its zoom 100 ms after it mounts).
  await page.waitForTimeout(300);
  await expect(page.locator('.rs-pm-icon.medium-zoom-image')).toHaveCount(0);
  expect(await tabsMarkup(page)).toBe(early);
  expect(app.problems).toEqual([]);

  // The app's press, in another block: every block follows.
  await page.locator('.rp-tabs').first().locator('.rp-tabs__label__item', { hasText: 'yarn' }).click();
  expect(await chosenTabs(page)).toEqual(Array(groups).fill('yarn:yarn'));
  expect(await storedTab(page)).toBe('1');

  // The same press where the app is there gives the same markup; the next page remembers it.
  const other = await browser.newPage();
  await open(other, QUICK_START);
  await other.locator('.rp-tabs').first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  expect(await tabsMarkup(other)).toBe(early);
  await open(other, '/guide/basic/css-usage');
  expect(await chosenTabs(other)).toEqual(Array(await other.locator('.rp-tabs').count()).fill('pnpm:pnpm'));
  await other.close();
});

// Code copy and wrap ---------------------------------------------------------------------------

/** Counts and records the clipboard writes of the page (Rspress's copy and ours write through writeText). */
async function recordClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { written: string[] };
    w.written = [];
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      w.written.push(text);
      return write(text);
    };
  });
}
const written = (page: Page) => page.evaluate(() => (window as unknown as { written: string[] }).written);

test('code copy answers before the app: the code in the clipboard once, the copied state for 2 s, then the app copies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await recordClipboard(page);
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const block = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'node -v' }).first();
  const copy = block.locator('.rp-code-copy-button');
  // When the copy button gets and loses its copied class, timed in the page.
  await copy.evaluate((button) => {
    const w = window as Window & { copiedAt?: number; resetAt?: number };
    new MutationObserver(() => {
      const copied = button.classList.contains('rp-code-copy-button--copied');
      if (copied && w.copiedAt === undefined) w.copiedAt = performance.now();
      if (!copied && w.copiedAt !== undefined && w.resetAt === undefined) w.resetAt = performance.now();
    }).observe(button, { attributes: true, attributeFilter: ['class'] });
  });
  await block.hover();
  await copy.click();
  // The copied state (the class that makes Rspress's CopyCodeButton.css show the check mark).
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  expect(await written(page)).toEqual(['node -v']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('node -v');

  // The app comes meanwhile; the copied state goes after 2 s, as the app's does.
  await app.release();
  await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 4000 });
  const lasted = await page.evaluate(() => {
    const w = window as Window & { copiedAt?: number; resetAt?: number };
    return (w.resetAt ?? Number.NaN) - (w.copiedAt ?? Number.NaN);
  });
  expect(lasted, `copied for ${lasted} ms`).toBeGreaterThanOrEqual(1900);
  expect(lasted).toBeLessThanOrEqual(2500);
  expect(app.problems).toEqual([]);

  // The app's press on another block: one more write, the copied state again.
  const other = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  await other.hover();
  await other.locator('.rp-code-copy-button').click();
  await expect(other.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
  const text = await other.locator('pre').evaluate((p) => p.textContent);
  expect(await written(page)).toEqual(['node -v', text]);
});

const wrapState = (block: Locator) =>
  block.evaluate((b) => ({
    content: b.querySelector('.rp-codeblock__content')!.classList.contains('rp-codeblock__content--wrap-code'),
    button: b.querySelector('.rp-code-wrap-button')!.classList.contains('rp-code-wrap-button--wrapped'),
    whiteSpace: getComputedStyle(b.querySelector('code')!).whiteSpace,
  }));
const WRAPPED = { content: true, button: true, whiteSpace: 'pre-wrap' };
const UNWRAPPED = { content: false, button: false, whiteSpace: 'pre' };

test('code wrap answers before the app, and the app keeps the block wrapped', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  // A block whose lines are wider than a phone.
  const block = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  const scroller = block.locator('.rp-codeblock__content__scroll-container');
  const overflows = () => scroller.evaluate((s) => s.scrollWidth > s.clientWidth + 1);
  // On screen, as a reader sees it (a block off screen is not laid out until it nears the viewport).
  await block.scrollIntoViewIfNeeded();
  // Laid out at the next rendering step after the scroll (content-visibility), not at once.
  await expect.poll(overflows).toBe(true);
  await block.hover();
  await block.locator('.rp-code-wrap-button').click();
  expect(await wrapState(block)).toEqual(WRAPPED);
  expect(await overflows(), 'the lines wrap').toBe(false);
  const early = await block.evaluate((b) => b.outerHTML);

  await app.release();
  expect(await wrapState(block)).toEqual(WRAPPED);
  expect(await block.evaluate((b) => b.outerHTML)).toBe(early);
  expect(app.problems).toEqual([]);

  // The app's press unwraps it: one press, one toggle.
  await block.locator('.rp-code-wrap-button').click();
  expect(await wrapState(block)).toEqual(UNWRAPPED);
  expect(await overflows()).toBe(true);

  // The same press where the app is there gives the same markup.
  const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await open(other, QUICK_START);
  const same = other.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  await same.hover();
  await same.locator('.rp-code-wrap-button').click();
  expect(await same.evaluate((b) => b.outerHTML)).toBe(early);
  await other.close();
});

test("the copied text is Rspress's copyable text of the block, on every block of these pages", async ({ page }) => {
  test.slow();
  // Rspress's getCopyableText, as its CopyCodeButton calls it, run in the page on each block.
  const source = fs.readFileSync(path.join(ROOT, 'node_modules/@rspress/core/dist/theme/logic/getCopyableText.js'), 'utf8');
  const define = `window.rspressCopyableText = (() => {${source.replace(/^export .*$/m, '')}; return getCopyableText; })()`;
  for (const route of [
    QUICK_START,
    '/guide/basic/css-usage',
    '/config/html/title',
    '/plugins/list/plugin-stylus',
    '/zh/guide/start/quick-start',
  ]) {
    await page.goto(route);
    await page.evaluate(define);
    const differ = await page.evaluate(
      () =>
        [...document.querySelectorAll('.rp-codeblock__content__scroll-container')].filter((c) => {
          const rspress = (window as unknown as { rspressCopyableText: (e: Element, o: object) => string }).rspressCopyableText;
          return rspress(c, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] }) !== c.textContent;
        }).length,
    );
    expect(differ, `${route}: blocks whose copyable text is not their text`).toBe(0);
  }
});

// Image zoom -------------------------------------------------------------------------------------

const IMAGE = '.rp-doc img[src="/images/build-layers.svg"]';
/** The zoom on screen: overlay, body class, hidden original, and where the zoomed image shows (its visible box). */
const zoomed = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('.medium-zoom-image--opened, img.rs-zoom');
    const original = document.querySelector('.rp-doc img.medium-zoom-image--hidden');
    let box = img?.getBoundingClientRect();
    // The early zoom fits an SVG with object-fit: the image shows in the middle of its box.
    if (box && original && img && getComputedStyle(img).objectFit === 'contain') {
      const { width, height } = original.getBoundingClientRect();
      const w = Math.min(box.width, (box.height * width) / height);
      const h = (w * height) / width;
      box = new DOMRect(box.left + (box.width - w) / 2, box.top + (box.height - h) / 2, w, h);
    }
    return {
      overlay: document.querySelectorAll('.medium-zoom-overlay').length,
      opened: document.body.classList.contains('medium-zoom--opened'),
      hidden: original !== null,
      box: box && [box.left, box.top, box.width, box.height].map(Math.round),
    };
  });

test('the zoom shows in the frame after the press: its fade does not start from transparent', async ({ page }) => {
  await holdApp(page);
  await page.goto('/guide/start/');
  const img = page.locator(IMAGE);
  await img.scrollIntoViewIfNeeded();
  // The opacities that the first frame after the zoom's elements come paints (read in its animation-frame callback).
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('img.rs-zoom')) return;
      watch.disconnect();
      requestAnimationFrame(() => {
        const of = (s: string) => Number(getComputedStyle(document.querySelector(s) as Element).opacity);
        document.body.dataset.firstFrame = `${of('img.rs-zoom')} ${of('.medium-zoom-overlay')}`;
      });
    });
    watch.observe(document.body, { childList: true });
  });
  await img.click();
  await expect.poll(() => page.evaluate(() => document.body.dataset.firstFrame ?? '')).not.toBe('');
  const [image, overlay] = (await page.evaluate(() => document.body.dataset.firstFrame ?? '')).split(' ').map(Number);
  expect(image, 'the zoomed image').toBeGreaterThan(0.2);
  expect(overlay, 'the overlay').toBeGreaterThan(0.2);
});

test('an image zoomed again right after its early zoom closed stays hidden under the new zoom (the first close finishes once)', async ({
  page,
}) => {
  await holdApp(page);
  await page.goto('/guide/start/');
  const img = page.locator(IMAGE);
  await img.scrollIntoViewIfNeeded();
  await img.click();
  await expect.poll(() => page.locator('.medium-zoom-overlay').evaluate((o) => getComputedStyle(o).opacity)).toBe('1');
  await page.keyboard.press('Escape');
  // The fade's end removes the overlay; the image is pressed again at once, inside the close's 400 ms fallback.
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await img.click();
  await page.waitForTimeout(600);
  expect(await zoomed(page)).toMatchObject({ overlay: 1, opened: true, hidden: true });
});

test('an image zooms before the app, over the page background, and closes as the app zoom closes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const app = await holdApp(page);
  await page.goto('/guide/start/');
  const img = page.locator(IMAGE);
  await img.scrollIntoViewIfNeeded();
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('img.rs-zoom')).toBeVisible();
  const [bg, pageBg] = await Promise.all([
    page.locator('.medium-zoom-overlay').evaluate((o) => getComputedStyle(o).backgroundColor),
    page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  ]);
  expect(bg).toBe(pageBg);
  await expect.poll(() => page.locator('.medium-zoom-overlay').evaluate((o) => getComputedStyle(o).opacity)).toBe('1');
  const early = await zoomed(page);
  expect(early).toMatchObject({ overlay: 1, opened: true, hidden: true });

  // Still open once the app is there; Escape closes it.
  await app.release();
  expect(await zoomed(page)).toEqual(early);
  expect(app.problems).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  expect(await zoomed(page)).toMatchObject({ overlay: 0, opened: false, hidden: false });

  // The app's zoom (medium-zoom) opens the image where the early zoom showed it.
  await img.click();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await page.waitForTimeout(600);
  const real = await zoomed(page);
  expect(real).toMatchObject({ overlay: 1, opened: true, hidden: true });
  for (let i = 0; i < 4; i++)
    expect(Math.abs(real.box![i] - early.box![i]), `box ${i}: ${real.box} vs ${early.box}`).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('the zoom before the app closes on a click and on a scroll, and stays off with ?globalUIComponents=0', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/guide/start/');
  const img = page.locator(IMAGE);
  await img.scrollIntoViewIfNeeded();
  await img.click();
  await expect(page.locator('img.rs-zoom')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await img.click();
  await expect(page.locator('img.rs-zoom')).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(img).toBeVisible();

  await page.goto('/guide/start/?globalUIComponents=0');
  await page.locator(IMAGE).scrollIntoViewIfNeeded();
  await page.locator(IMAGE).click();
  await page.waitForTimeout(400);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

test('the zoom before the app closes where nothing fades (reduced motion) and when closed at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const app = await holdApp(page);
  await page.goto('/guide/start/');
  const img = page.locator(IMAGE);
  await img.scrollIntoViewIfNeeded();
  await img.click();
  await expect(page.locator('img.rs-zoom')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(img).toBeVisible();
  // A press and a close in the same frame leave no overlay behind.
  await img.evaluate((el) => {
    (el as HTMLElement).click();
    document.querySelector<HTMLElement>('.medium-zoom-overlay')?.click();
  });
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(page.locator('body.medium-zoom--opened')).toHaveCount(0);
  expect(app.problems).toEqual([]);
});

// Presses around the app's first commit ---------------------------------------------------------

/**
 * Presses an element of `selector` in a loop (a task each) from before the app's scripts run until
 * after it has hydrated: the presses before its first commit are the boot script's, the ones after it
 * are held and replayed, the last ones are the app's. Press i goes to element `first + i % cycle`.
 * Returns how many presses there were.
 */
async function pressThroughHydration(
  page: Page,
  app: { release(): Promise<void> },
  selector: string,
  first: number,
  cycle = 1,
): Promise<number> {
  await page.evaluate(
    ([selector, first, cycle]) => {
      const w = window as unknown as { presses: number; pressing: boolean };
      w.presses = 0;
      w.pressing = true;
      let after = 0;
      const press = () => {
        document.querySelectorAll<HTMLElement>(selector)[first + (w.presses % cycle)].click();
        w.presses++;
        if (document.documentElement.hasAttribute('data-rs-hydrated') && ++after > 5) w.pressing = false;
        else setTimeout(press, 4);
      };
      press();
    },
    [selector, first, cycle] as const,
  );
  await app.release();
  await page.waitForFunction(() => !(window as unknown as { pressing: boolean }).pressing);
  // The held presses are replayed one a task after hydration.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { presses: number }).presses);
}

test('presses before, during and after hydration: each one toggles a sidebar group once, none is lost', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const presses = await pressThroughHydration(page, app, 'div.rp-sidebar-group', 2);
  expect(presses).toBeGreaterThan(5);
  expect(await groupState(page.locator('div.rp-sidebar-group').nth(2)), `${presses} presses`).toEqual(presses % 2 ? COLLAPSED : EXPANDED);
  expect(app.problems).toEqual([]);
});

test('presses before, during and after hydration: the last install tab chosen shows everywhere', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const presses = await pressThroughHydration(page, app, '.rp-tabs__label__item', 0, 4);
  const last = ['npm', 'yarn', 'pnpm', 'bun'][(presses - 1) % 4];
  expect(await chosenTabs(page)).toEqual(Array(await page.locator('.rp-tabs').count()).fill(`${last}:${last}`));
  expect(await storedTab(page)).toBe(String((presses - 1) % 4));
  expect(app.problems).toEqual([]);
});

test('presses before, during and after hydration: each one toggles the wrap once, and copies once', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await recordClipboard(page);
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const wraps = await pressThroughHydration(page, app, '.rp-doc .rp-code-wrap-button', 5);
  expect(await wrapState(page.locator('.rp-doc .rp-codeblock').nth(5)), `${wraps} presses`).toEqual(wraps % 2 ? WRAPPED : UNWRAPPED);
  expect(app.problems).toEqual([]);

  const app2 = await holdApp(page);
  await page.goto(QUICK_START);
  const copies = await pressThroughHydration(page, app2, '.rp-doc .rp-code-copy-button', 5);
  const code = await page
    .locator('.rp-doc .rp-codeblock')
    .nth(5)
    .locator('pre')
    .evaluate((p) => p.textContent);
  expect(await written(page)).toEqual(Array(copies).fill(code));
  expect(app2.problems).toEqual([]);
});

test('an image pressed right after the app first commits zooms once the app has hydrated', async ({ page }) => {
  // The press comes in the task after the commit: the boot script holds it and replays it after
  // hydration, before Rspress's zoom is attached (100 ms later): it opens then.
  await page.addInitScript(() => {
    addEventListener('rs:committed', () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => document.querySelector<HTMLElement>('.rp-doc img[src="/images/build-layers.svg"]')!.click();
      channel.port2.postMessage(0);
    });
  });
  await page.goto('/guide/start/');
  await page.evaluate(() => window.dispatchEvent(new Event('rs:hydrate')));
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
});

// What the early answers rely on -----------------------------------------------------------------

test('every tab group of the site is an install block, and no page turns the image zoom off in its front matter', async () => {
  // theme/hydration/early/tabs.ts chooses the tab in every group of the page: they must all share the install choice.
  const pages = fs.readdirSync(SITE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const others: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(path.join(SITE, file), 'utf8');
    for (const labels of html.matchAll(/<div class="rp-tabs__label [^"]*"[^>]*>(.*?)<\/div><div class="rp-tabs__content"/g)) {
      const names = [...labels[1].matchAll(/<span style="margin-left:6px;margin-bottom:2px">([^<]+)<\/span>/g)].map((m) => m[1]).join(' ');
      if (names !== 'npm yarn pnpm bun') others.push(`${file}: ${names}`);
    }
  }
  expect(others).toEqual([]);
  // theme/hydration/early/image-zoom.ts knows `?globalUIComponents=0`, not the front-matter flag.
  const sources = fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
  expect(sources.filter((f) => /^globalUIComponents:/m.test(fs.readFileSync(path.join(ROOT, 'docs', f), 'utf8')))).toEqual([]);
});

// Where the reader is, and how the page looks --------------------------------------------------

test('the app takes over where the reader is: a press far down the page does not scroll it back', async ({ page }) => {
  test.slow();
  for (const address of [QUICK_START, `${QUICK_START}#install-rsbuildcore`]) {
    const app = await holdApp(page);
    await page.goto(address);
    const block = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).last();
    await block.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await block.hover();
    await block.locator('.rp-code-wrap-button').click();
    await page.waitForTimeout(300);
    const at = await page.evaluate(() => scrollY);
    await app.release();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY), `${address}: the page stays where it was`).toBe(at);
    expect(app.problems).toEqual([]);
    await page.unrouteAll();
  }
  // After that, the app's navigation goes to the top of the next page, or to the heading of its hash.
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/quick-start"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1440, 390]) {
    test(`${colorScheme}, ${width} px: the page answered before the app looks the same once the app is there`, async ({ page }, info) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      const app = await holdApp(page);
      await page.goto(QUICK_START);
      if (width > 1000) await group(page, 'Framework').click();
      const tabs = page.locator('.rp-tabs').first();
      await tabs.scrollIntoViewIfNeeded();
      await tabs.locator('.rp-tabs__label__item', { hasText: 'bun' }).click();
      const block = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).first();
      await block.hover();
      await block.locator('.rp-code-wrap-button').click();
      await page.waitForTimeout(500);
      // Not this slice's: the outline and the phone's menu bar show the reading progress and the
      // current section only once the app is there.
      const mask = [page.locator(width > 1000 ? '.rp-doc-layout__outline' : '.rp-doc-layout__menu')];
      // The page with the install tabs in view, then with the wrapped block under the pointer; each
      // reached from the top, once the navbar (which hides on scroll down) has settled.
      const settle = () => page.waitForTimeout(600);
      const shots = async () => {
        await page.mouse.move(width - 2, 899);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle();
        await tabs.scrollIntoViewIfNeeded();
        await settle();
        const atTabs = await page.screenshot({ mask });
        await block.hover();
        await settle();
        return [atTabs, await page.screenshot({ mask })];
      };
      const before = await shots();
      await app.release();
      await page.waitForTimeout(500);
      const after = await shots();
      for (const [i, name] of ['tabs', 'code'].entries()) {
        await info.attach(`${name} before the app`, { body: before[i], contentType: 'image/png' });
        await info.attach(`${name} after the app`, { body: after[i], contentType: 'image/png' });
        if (process.env.EARLY_SHOTS) {
          fs.mkdirSync(process.env.EARLY_SHOTS, { recursive: true });
          fs.writeFileSync(path.join(process.env.EARLY_SHOTS, `${colorScheme}-${width}-${name}-before.png`), before[i]);
          fs.writeFileSync(path.join(process.env.EARLY_SHOTS, `${colorScheme}-${width}-${name}-after.png`), after[i]);
        }
        // A block that skips rendering off screen (theme/styles/layout.css) can have a pixel of its rounded
        // border antialiased a shade apart between two paints of the same layout.
        const diff = await pixelDiff(page, before[i], after[i]);
        expect(diff.size, `${name}: the same size`).toBe(true);
        expect(
          diff.count,
          `${name}: the same pixels before and after the app (${diff.count} differ, by at most ${diff.max} of 255)`,
        ).toBeLessThanOrEqual(20);
        expect(diff.max, `${name}: by a shade at most`).toBeLessThanOrEqual(8);
      }
      expect(app.problems).toEqual([]);
    });
  }
}
