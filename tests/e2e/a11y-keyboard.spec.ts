// The keyboard walk: what a keyboard-only reader meets, checked as they would notice it. The skip link
// comes first, every stop is on screen with a visible ring, the header's controls come in their
// visual order, menus open and close from the keyboard and Escape returns focus to their button.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

type Stop = {
  name: string;
  x: number;
  y: number;
  width: number;
  ring: boolean;
  inMain: boolean;
  inHeader: boolean;
  inPopup: boolean;
  hidden: boolean;
};

/** Presses Tab and describes the element that then has focus. */
async function tab(page: Page, key = 'Tab'): Promise<Stop> {
  await page.keyboard.press(key);
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // The ring: an outline of at least 2 px, or (feature cards) one drawn by the card around the link.
    const card = el.closest<HTMLElement>('.rs-feature-card');
    const ringOf = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      name: name.slice(0, 60),
      x: r.x,
      y: r.y,
      width: r.width,
      ring: ringOf(style) || (!!card && ringOf(getComputedStyle(card))),
      inMain: !!el.closest('main'),
      inHeader: !!el.closest('header'),
      inPopup: !!el.closest('[class*="popup"]'),
      hidden: !!el.closest('[aria-hidden="true"]'),
    };
  });
}

test('Tab: the skip link first, then the header in visual order, each stop visible with a ring; the skip link jumps to the content', async ({
  page,
}) => {
  await open(page, '/guide/start/quick-start');
  const first = await tab(page);
  expect(first.name, 'the first stop').toBe('Skip to content');
  expect(first.ring && first.x >= 0 && first.y >= 0, 'the skip link shows when focused').toBe(true);
  // Walk the header: each stop on screen, with a ring, never aria-hidden.
  const stops: Stop[] = [];
  for (let i = 0; i < 40; i++) {
    const stop = await tab(page);
    if (!stop.inHeader) break;
    stops.push(stop);
  }
  const names = stops.map((s) => s.name);
  const expected = [
    'Rstack',
    'Rsbuild',
    'Search',
    'Guide',
    'Config',
    'Plugin',
    'API',
    'Community',
    'Language: English',
    'Dark theme',
    'GitHub',
  ];
  let at = -1;
  for (const want of expected) {
    const found = names.findIndex((n, i) => i > at && n.startsWith(want));
    expect(found, `"${want}" comes after the previous header stop (stops: ${names.join(' | ')})`).toBeGreaterThan(at);
    at = found;
  }
  for (const s of stops) {
    expect(s.ring, `${s.name} shows a focus ring`).toBe(true);
    expect(s.x >= 0 && s.width > 0, `${s.name} is on screen`).toBe(true);
    expect(s.hidden, `${s.name} is not hidden from screen readers`).toBe(false);
  }
  // Visual order: the header stops go left to right.
  const xs = stops.filter((s) => !s.inPopup).map((s) => Math.round(s.x));
  expect(xs, 'left to right').toEqual([...xs].sort((a, b) => a - b));

  // The skip link: Enter, then the next Tab is in the content, not on a heading anchor.
  await page.keyboard.press('Shift+Tab');
  await open(page, '/config/server/proxy');
  await tab(page);
  await page.keyboard.press('Enter');
  const next = await tab(page);
  expect(next.inMain, `after the skip link, Tab goes into the content (got "${next.name}")`).toBe(true);
  expect(next.hidden).toBe(false);
  expect(next.ring).toBe(true);
});

test('Tab never stops on a heading anchor, and scrolling code blocks take focus', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const anchors = page.locator('.rp-header-anchor');
  expect(await anchors.count()).toBeGreaterThan(3);
  for (const a of await anchors.all()) await expect(a).toHaveAttribute('tabindex', '-1');
  // Every code block that scrolls sideways has a focusable element that scrolls it.
  const unreachable = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('.rp-codeblock__content__scroll-container, .rp-table-scroll-container')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .filter((el) => el.tabIndex < 0 && !el.querySelector('[tabindex="0"], a[href], button')).length,
  );
  expect(unreachable).toBe(0);
});

test("a code block's buttons show while Tab is on them, and their whole ring is painted", async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const block = page.locator('.rp-doc .rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  await block.locator('pre').focus();
  for (const name of ['wrap', 'copy']) {
    const stop = await tab(page);
    expect(stop.ring, `${name}: a ring`).toBe(true);
    const button = block.locator(`.rp-code-${name}-button`);
    await expect(button, `${name}: focused`).toBeFocused();
    // Shown, not only hovered: a ring around an invisible button is invisible too.
    await expect(button, `${name}: shown`).toHaveCSS('opacity', '1');
    // The group contains its paint (content-visibility): the ring (width + offset outside the button) fits in it.
    const clipped = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      const out = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
      const r = el.getBoundingClientRect();
      const g = el.parentElement!.getBoundingClientRect();
      return r.left - out < g.left || r.top - out < g.top || r.right + out > g.right || r.bottom + out > g.bottom;
    });
    expect(clipped, `${name}: ring inside the group`).toBe(false);
  }
});

test('language switcher and theme switch work from the keyboard; Escape closes and returns focus', async ({ page, baseURL }) => {
  await open(page, '/guide/start/');
  const lang = page.locator('.rs-lang-switch__button');
  await lang.focus();
  const popup = page.locator('.rs-lang-switch__popup');
  await expect(popup, 'opens on focus').toBeVisible();
  await expect(lang).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(lang, 'focus returns to the button').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.rs-lang-switch__popup a[lang="zh"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/zh/guide/start/?$`));

  const sw = page.locator('.rp-nav__others .rs-switch-appearance');
  await expect(sw).toHaveAccessibleName('深色主题');
  const pressed = await sw.getAttribute('aria-pressed');
  await sw.focus();
  await page.keyboard.press('Enter');
  await expect(sw).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  await page.keyboard.press(' ');
  await expect(sw).toHaveAttribute('aria-pressed', String(pressed));
});

test('home: one main and one h1, the feature cards are links that Tab reaches', async ({ page, baseURL }) => {
  await open(page, '/');
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  const cards = page.locator('.rp-home-feature__card a');
  await expect(cards).toHaveCount(6);
  await cards.first().focus();
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/guide/start/features`);
});

test('landmarks: one main, named navigations, the page language', async ({ page }) => {
  for (const [path, lang, names] of [
    ['/guide/start/quick-start', 'en', ['Main', 'Sidebar', 'On this page']],
    ['/zh/guide/start/quick-start', 'zh', ['主导航', '侧边栏', '本页目录']],
  ] as const) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
    await expect(page.locator('main')).toHaveCount(1);
    for (const name of names) await expect(page.getByRole('navigation', { name, exact: true })).toHaveCount(1);
  }
});

test('phone: closed drawers are out of the tab order; the menu traps focus, Escape closes it and focus returns', { tag: '@phone' }, async ({
  page,
}) => {
  await open(page, '/guide/start/quick-start');
  // No stop off screen (the closed sidebar drawer used to be in the tab order at x = -300).
  for (let i = 0; i < 25; i++) {
    const stop = await tab(page);
    expect(stop.x >= 0, `stop ${i + 1} "${stop.name}" is on screen`).toBe(true);
    expect(stop.ring, `stop ${i + 1} "${stop.name}" shows a focus ring`).toBe(true);
  }
  const search = page.locator('.rs-search-button');
  await expect(search, 'the phone search trigger is a named button').toHaveAccessibleName(/./);

  const hamburger = page.locator('.rp-nav-hamburger__sm');
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const screen = page.locator('.rp-nav-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Focus is inside the menu, and Tab keeps it in the menu (or on its button).
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.rp-nav-screen, .rp-nav-hamburger__sm'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(screen).toBeHidden();
  await expect(hamburger).toBeFocused();

  // The sidebar drawer: opens from its button, focus moves in, Escape closes it and returns focus.
  const menu = page.locator('button.rp-sidebar-menu__left');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-doc-layout__sidebar--open')).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.rp-doc-layout__sidebar'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The outline ("On this page"): same.
  const outline = page.locator('button.rp-sidebar-menu__right');
  await outline.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-doc-layout__outline--open')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-doc-layout__outline--open')).toHaveCount(0);
  await expect(outline).toBeFocused();
});

test('reduced motion: no transitions, animations or smooth scrolling', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  await open(page, '/guide/start/quick-start');
  const moving = await page.evaluate(() => {
    const slow = (v: string) => v.split(',').some((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000) > 1);
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      if (slow(s.transitionDuration) || (s.animationName !== 'none' && slow(s.animationDuration)))
        found.push(el.className.toString().slice(0, 50));
    }
    return { found: found.slice(0, 10), smooth: getComputedStyle(document.documentElement).scrollBehavior };
  });
  expect(moving.found).toEqual([]);
  expect(moving.smooth).toBe('auto');
  await context.close();
});

// Under reduced motion a drawer opens at once, and in full: no element in it starts its own visibility
// transition when the drawer's visibility changes (for a frame they were all still hidden, links and
// group headers with no text for a screen reader: the axe test of the open sidebar drawer caught it).
for (const [drawer, button, open_] of [
  ['sidebar drawer', '.rp-sidebar-menu__left', '.rp-doc-layout__sidebar--open'],
  ['"On this page" outline', '.rp-sidebar-menu__right', '.rp-doc-layout__outline--open'],
] as const) {
  test(`reduced motion: the phone ${drawer} shows its links in the frame it opens`, { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/guide/start/quick-start');
    const hidden = await page.evaluate(
      ({ button, open }) =>
        new Promise<string[]>((resolve) => {
          new MutationObserver((_, observer) => {
            const panel = document.querySelector(open);
            if (!panel) return;
            observer.disconnect();
            // In the style pass of the press's frame, before any animation frame has run.
            resolve(
              [...panel.querySelectorAll<HTMLElement>('a, [role="button"]')]
                .filter((el) => getComputedStyle(el).visibility !== 'visible')
                .map((el) => el.textContent!.trim())
                .slice(0, 5),
            );
          }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['class'] });
          document.querySelector<HTMLElement>(button)!.click();
        }),
      { button, open: open_ },
    );
    expect(hidden).toEqual([]);
  });
}

for (const [width, what] of [
  [320, 'at 320 px wide'],
  [720, 'at 200 % zoom (a 1440 px window shows 720 CSS px)'],
] as const) {
  test(`no sideways scrolling of the page ${what}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    for (const path of [
      '/',
      '/guide/start/quick-start',
      '/config/output/override-browserslist',
      '/zh/plugins/list/plugin-check-syntax',
      '/no/such/page',
    ]) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: the page is no wider than the window`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
}

test.describe('between 768 and 1024 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });
  test('the "more options" menu opens from the keyboard, its controls are reachable, Escape closes it and returns focus', async ({
    page,
  }) => {
    await open(page, '/guide/start/');
    const more = page.locator('.rs-nav-hamburger__md-button');
    await expect(more).toHaveAccessibleName('More options');
    await more.focus();
    const popup = page.locator('.rs-nav-more__popup');
    await expect(popup, 'opens on focus').toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('.rs-nav-more__popup .rs-switch-appearance'), 'the theme switch is next').toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('.rs-nav-more__popup a[lang="zh"]'), 'then the other language').toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(more, 'focus returns to the button').toBeFocused();
  });
});
