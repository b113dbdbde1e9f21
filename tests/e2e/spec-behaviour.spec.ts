// SPEC.md §2, 4, 5, 8 and 9 to the letter (issue 16): the Chinese sidebar and pages without a
// translation, popups and their triggers, the navbar hiding with everything below it, the outline
// title, the first-visit redirect keeping the URL, hreflang alternates after navigation, overview
// pages, query switches on a phone and the diagram of the start page.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures';
import { expectClosesAfterLeave } from './support';

// The Chinese sidebar and pages without a Chinese version ----------------------------------------

test('the Chinese sidebar lists only Chinese pages: no /zh/guide/advanced/rem, and every link answers', async ({ page, request }) => {
  await open(page, '/zh/guide/start/');
  const hrefs = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length, 'the sidebar has links').toBeGreaterThan(40);
  expect(hrefs, 'no link to the missing Chinese rem page').not.toContain('/zh/guide/advanced/rem');
  const advanced = await page.locator('.rp-doc-layout__sidebar a[href^="/zh/guide/advanced/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(advanced.sort()).toEqual(['alias', 'browser-compatibility', 'browserslist', 'env-vars', 'hmr'].map((n) => `/zh/guide/advanced/${n}`));
  for (const href of new Set(hrefs)) {
    const res = await request.get(href, { maxRedirects: 0 });
    expect(res.status(), `${href} answers`).toBe(200);
  }
  // The English sidebar keeps the rem guide.
  await open(page, '/guide/start/');
  await expect(page.locator('.rp-doc-layout__sidebar a[href="/guide/advanced/rem"]')).toHaveCount(1);
});

/** The language menu of the desktop navbar, opened. */
async function openLanguageMenu(page: Page): Promise<Locator> {
  const menu = page.locator('.rp-nav__others .rp-nav-menu__item').filter({ hasText: /English|简体中文/ }).first();
  await menu.hover();
  return page.locator('.rp-nav__others a[hreflang="zh"]');
}

test('on the English rem page the language switch says there is no Chinese version and offers the Chinese plugin-rem page', async ({ page, baseURL, pageLog }) => {
  await open(page, '/guide/advanced/rem');
  const zh = await openLanguageMenu(page);
  await zh.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('本页没有中文版本');
  await expect(dialog).toContainText('This page has no Chinese version.');
  expect(new URL(page.url()).pathname, 'no 404, no redirect: the reader stays on the page').toBe('/guide/advanced/rem');
  const related = dialog.getByRole('link', { name: 'Rem 插件' });
  await expect(related).toHaveAttribute('href', '/zh/plugins/list/plugin-rem');
  await expect(dialog.getByRole('link', { name: '中文文档首页' })).toHaveAttribute('href', '/zh/');
  // Escape closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The "stay" button closes it too; the offered page opens in Chinese.
  await (await openLanguageMenu(page)).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '留在英文页面' }).click();
  await expect(dialog).toBeHidden();
  await (await openLanguageMenu(page)).click();
  await dialog.getByRole('link', { name: 'Rem 插件' }).click();
  await expect(page).toHaveURL(`${baseURL}/zh/plugins/list/plugin-rem`);
  await expect(page.locator('.rp-doc h1')).toContainText('Rem 插件');
  await expect(dialog).toBeHidden();
  expect(pageLog.errors).toEqual([]);
});

test('a page with a Chinese version switches language as before', async ({ page, baseURL }) => {
  await open(page, '/guide/advanced/alias');
  await (await openLanguageMenu(page)).click();
  await expect(page).toHaveURL(`${baseURL}/zh/guide/advanced/alias`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone, the mobile menu language switch on the rem page says the same', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/guide/advanced/rem');
  await page.locator('.rp-nav-hamburger__sm').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.locator('a[hreflang="zh"]').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '本页没有中文版本' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('本页没有中文版本');
  const box = await dialog.boundingBox();
  expect(!!(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)), 'fits the screen').toBe(true);
  expect(new URL(page.url()).pathname).toBe('/guide/advanced/rem');
  // Escape closes it and the focus goes back to the language switch.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu.locator('a[hreflang="zh"]')).toBeFocused();
});

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
      const prevented = await page.locator(buttonSelector).evaluate((b) => !b.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
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
async function sampleEdges(page: Page, selector: string, ms: number, action: () => Promise<void>): Promise<{ nav: number; below: number }[]> {
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

test('phone: when the navbar hides, the "Menu / ON THIS PAGE" bar moves up with it, and comes back with it', { tag: '@phone' }, async ({ page }) => {
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

// First-visit language redirect ------------------------------------------------------------------

test.describe('first visit with a Chinese browser', () => {
  test.use({ firstVisit: true, locale: 'zh-CN' });
  test('the redirect keeps the path, the query and the #section', async ({ page, baseURL }) => {
    await page.goto('/config/server/port?from=search#示例');
    await expect(page).toHaveURL(`${baseURL}/zh/config/server/port?from=search#${encodeURIComponent('示例')}`);
    await hydrated(page);
    await expect(page.locator('h2#示例')).toBeInViewport();
  });
  test('a page without a Chinese version is not redirected to a 404', async ({ page }) => {
    await page.goto('/guide/advanced/rem#how-it-works');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/guide/advanced/rem');
    expect(new URL(page.url()).hash).toBe('#how-it-works');
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited')), 'the visit is remembered').toBe('1');
  });
});

// hreflang alternates and canonical URL -------------------------------------------------------------

/** The head's canonical URL and hreflang alternates: { canonical, en, zh, 'x-default' }. */
const headLinks = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const l of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) {
      const key = l.getAttribute('rel') === 'canonical' ? 'canonical' : (l.getAttribute('hreflang') ?? '');
      if (key in out) out[`${key} (again)`] = l.getAttribute('href') ?? '';
      else out[key] = l.getAttribute('href') ?? '';
    }
    return out;
  });

test('hreflang alternates and the canonical URL follow the page on client-side navigation, as absolute URLs', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  expect(await headLinks(page)).toEqual({
    canonical: 'https://rsbuild.dev/guide/start/quick-start',
    en: 'https://rsbuild.dev/guide/start/quick-start',
    zh: 'https://rsbuild.dev/zh/guide/start/quick-start',
    'x-default': 'https://rsbuild.dev/guide/start/quick-start',
  });
  await page.locator('.rp-prev-next-page__next').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect.poll(() => headLinks(page)).toEqual({
    canonical: 'https://rsbuild.dev/guide/start/features',
    en: 'https://rsbuild.dev/guide/start/features',
    zh: 'https://rsbuild.dev/zh/guide/start/features',
    'x-default': 'https://rsbuild.dev/guide/start/features',
  });
  // To a page without a Chinese version: no alternates left over.
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/advanced/rem"]').click();
  await expect(page).toHaveURL(/\/guide\/advanced\/rem$/);
  await expect.poll(() => headLinks(page)).toEqual({ canonical: 'https://rsbuild.dev/guide/advanced/rem' });
});

// Overview pages ----------------------------------------------------------------------------------

for (const [prefix, group] of [
  ['', 'Releases'],
  ['/zh', '发布记录'],
] as const) {
  test(`${prefix || '/'} releases overview: one list of the releases, the filter right above it, filtering it`, async ({ page }) => {
    await open(page, `${prefix}/community/releases/`);
    const filter = page.locator('.rp-overview-search input');
    await expect(filter).toHaveCount(1);
    await expect(filter, 'the filter does not take the focus when the page opens').not.toBeFocused();
    const cards = page.locator('.rp-overview-group__item');
    await expect(cards).toHaveCount(5);
    // The filter sits with the list: just below the list's heading, right above the first card.
    const [f, first, heading] = await Promise.all([filter.boundingBox(), cards.first().boundingBox(), page.locator('.rs-overview-list h2').boundingBox()]);
    expect(!!(f && first && first.y - (f.y + f.height) >= 0 && first.y - (f.y + f.height) < 80), 'the filter is right above the list').toBe(true);
    expect(!!(heading && f && heading.y < f.y), 'below the list heading').toBe(true);
    await expect(page.locator('.rs-overview-list h2')).toHaveText(new RegExp(`^${group}#?$`));
    // One list: the page text does not repeat the releases as a table.
    // (Prose may mention a release note, as the release-cycle section does; no table repeats them.)
    await expect(page.locator('.rs-overview-list a[href*="/community/releases/v0-"]:not([href*="#"])'), 'each release once in the list').toHaveCount(5);
    await expect(page.locator('main table a[href*="/community/releases/v0-"]')).toHaveCount(0);
    // Each card: title, date, summary.
    await expect(cards.first().locator('time')).toHaveText('2024-03-19');
    await expect(cards.first().locator('.rs-overview-item__summary')).toContainText('0.5');
    await filter.fill('v0.3');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('v0.3');
    await filter.fill('zzz');
    await expect(cards).toHaveCount(0);
    await expect(page.locator('.rp-overview__empty')).toBeVisible();
    await filter.fill('');
    await expect(cards).toHaveCount(5);
  });
}

// Smaller points -------------------------------------------------------------------------------------

test('phone: with every query switch at 0 no empty bordered bar is left', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0');
  await expect(page.locator('.rp-doc-layout__menu')).toBeHidden();
  const top = await page.locator('.rp-doc h1').first().evaluate((h) => h.getBoundingClientRect().top);
  expect(top, 'the title is near the top of the screen').toBeLessThan(120);
  // With the outline on, the bar is there for it.
  await open(page, '/guide/start/quick-start?navbar=0&sidebar=0&footer=0');
  await expect(page.locator('.rp-doc-layout__menu')).toBeVisible();
});

test('the start page diagram: every text fits its box, whatever the font', async ({ page, request }) => {
  const svg = await (await request.get('/images/build-layers.svg')).text();
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  for (const font of ['serif', 'sans-serif', 'monospace', 'DejaVu Sans', 'Liberation Sans Narrow', 'Noto Sans CJK SC']) {
    const overflows = await page.evaluate((family) => {
      const root = document.querySelector('svg');
      if (!root) return ['no svg'];
      root.setAttribute('font-family', family);
      const rects = [...root.querySelectorAll(':scope > rect')].map((r) => (r as SVGRectElement).getBBox());
      const [background, ...boxes] = rects;
      const problems: string[] = [];
      for (const t of root.querySelectorAll('text')) {
        const b = (t as SVGTextElement).getBBox();
        const x = Number(t.getAttribute('x'));
        const y = Number(t.getAttribute('y'));
        const box = boxes.find((r) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height) ?? background;
        if (!box) continue;
        const pad = box === background ? 0 : 4;
        if (b.x < box.x + pad || b.x + b.width > box.x + box.width - pad) problems.push(`"${t.textContent}" (${Math.round(b.x)}..${Math.round(b.x + b.width)} in ${box.x}..${box.x + box.width})`);
      }
      return problems;
    }, font);
    expect(overflows, `texts overflowing their box in ${font}`).toEqual([]);
  }
});
