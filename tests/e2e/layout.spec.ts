// Header and layout behaviours: product-family menu, layout switches, navbar on scroll,
// breakpoints and mobile menu, social links, code blocks and image zoom.
import type { Page } from '@playwright/test';
import { expect, hydrated, open, test } from './fixtures';
import { expectClosesAfterLeave } from './support';

/** The text of the focused element. */
const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent ?? '');

// Product-family menu ---------------------------------------------------------------------------

test.describe('product menu', () => {
  test('product menu: a labelled grid button before the title opens the menu below-left on hover, closes on leave', async ({
    page,
    pageLog,
  }) => {
    await open(page, '/guide/start/');
    const button = page.locator('.rs-product-menu__button');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-label', /./);
    const [b, title] = await Promise.all([button.boundingBox(), page.locator('.rp-nav__title').boundingBox()]);
    expect(b && title && b.x < title.x, 'the icon is before the site title').toBe(true);
    await button.hover();
    const popup = page.locator('.rs-product-menu__popup');
    await expect(popup).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const p = await popup.boundingBox();
    expect(!!(p && b && p.y >= b.y + b.height && Math.abs(p.x - b.x) < 2), 'below the icon, aligned to its left edge').toBe(true);
    await expect(popup.locator('[class*="arrow"]'), 'no arrow').toHaveCount(0);
    const items = popup.locator('[role="menuitem"]');
    await expect(items.locator('.rs-product-menu__name')).toHaveText(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor']);
    for (const img of await items.locator('img').all()) {
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { message: 'each logo loads' })
        .toBe(true);
    }
    // The menu closes 0.1 s after the pointer leaves.
    await expectClosesAfterLeave(page, '.rs-product-menu__popup', { x: 900, y: 600 });
    expect(pageLog.errors).toEqual([]);
  });

  test('product menu: items open the sites in a new tab; English texts and links on English pages', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rs-product-menu__button').click();
    const items = page.locator('.rs-product-menu__popup [role="menuitem"]');
    await expect(items.first()).toBeVisible();
    for (const a of await items.all()) {
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(items.nth(0)).toHaveAttribute('href', 'https://rspack.dev/');
    await expect(items.nth(0)).toContainText('A fast Rust-based bundler');
    const home = page.locator('.rs-product-menu__home');
    await expect(home).toHaveAttribute('href', 'https://github.com/web-infra-dev');
    await expect(home).toHaveAttribute('target', '_blank');
  });

  test('product menu: Chinese texts and links on Chinese pages', async ({ page }) => {
    await open(page, '/zh/guide/start/');
    await page.locator('.rs-product-menu__button').click();
    const items = page.locator('.rs-product-menu__popup [role="menuitem"]');
    await expect(items.first()).toBeVisible();
    await expect(items.nth(0)).toHaveAttribute('href', 'https://rspack.dev/zh/');
    await expect(items.nth(0)).toContainText('基于 Rust 的高性能打包工具');
  });

  test('product menu: click toggles, outside click and Escape close', async ({ page }) => {
    await open(page, '/config/');
    const button = page.locator('.rs-product-menu__button');
    const popup = page.locator('.rs-product-menu__popup');
    await button.click();
    await expect(popup).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(popup).toBeHidden();
    await button.click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('product menu: fully usable with the keyboard', async ({ page }) => {
    await open(page, '/guide/start/');
    const button = page.locator('.rs-product-menu__button');
    await button.focus();
    const popup = page.locator('.rs-product-menu__popup');
    await expect(popup, 'opens on focus').toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await expect.poll(() => focusedText(page)).toMatch(/Rspack/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toMatch(/Rsbuild/);
    await page.keyboard.press('End');
    await expect.poll(() => focusedText(page)).toMatch(/Rsdoctor/);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(button, 'focus returns to the button').toBeFocused();
    // Blur closes it.
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    await expect(popup).toBeHidden();
  });

  test.describe('in a short window', () => {
    test.use({ viewport: { width: 1100, height: 700 } });
    test('product menu: placement flips when there is no room below', async ({ page }) => {
      await open(page, '/guide/start/');
      await page.addStyleTag({ content: '.rs-product-menu { position: fixed; left: 12px; bottom: 12px; z-index: 1000; }' });
      const button = page.locator('.rs-product-menu__button');
      await button.click();
      const popup = page.locator('.rs-product-menu__popup');
      await expect(popup).toBeVisible();
      const [p, b] = await Promise.all([popup.boundingBox(), button.boundingBox()]);
      expect(!!(p && b && p.y + p.height <= b.y + 1), 'above the icon').toBe(true);
    });
  });

  test('product menu: a tap opens it on touch devices', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rs-product-menu__button').tap();
    const popup = page.locator('.rs-product-menu__popup');
    await expect(popup).toBeVisible();
    const p = await popup.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(!!(p && p.x >= 0 && p.x + p.width <= width), 'fits the phone screen').toBe(true);
  });
});

// Layout switches ---------------------------------------------------------------------------------

for (const [name, selector] of [
  ['navbar', '.rp-nav'],
  ['sidebar', '.rp-doc-layout__sidebar'],
  ['outline', '.rp-doc-layout__outline'],
  ['footer', '.rp-doc-footer'],
] as const) {
  test(`?${name}=0 hides the ${name} from the first paint`, async ({ page }) => {
    // Without the app's scripts only the pre-rendered page and inline head scripts run: what
    // shows then is the first paint.
    await page.route('**/static/js/**', (r) => r.abort());
    await page.goto(`/guide/start/quick-start?${name}=0`, { waitUntil: 'domcontentloaded' });
    expect(
      await page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).display),
    ).toBe('none');
    await page.unroute('**/static/js/**');
    await open(page, `/guide/start/quick-start?${name}=0`);
    await expect(page.locator(selector).first(), 'still hidden after hydration').toBeHidden();
    await open(page, '/guide/start/quick-start');
    await expect(page.locator(selector).first(), 'shown without the parameter').toBeVisible();
  });
}

test('?globalUIComponents=0 turns off the feed links and image zoom', async ({ page }) => {
  const feedLinks = page.locator('head link[rel="alternate"][type$="+xml"]');
  await open(page, '/?globalUIComponents=0');
  await expect(feedLinks, 'no feed links').toHaveCount(0);
  await open(page, '/');
  await expect(feedLinks, 'feed links without the parameter').toHaveCount(2);
  await open(page, '/guide/start/?globalUIComponents=0');
  // Image zoom attaches to the images in an effect after hydration: give it the time it takes
  // without the parameter (checked just below) before saying it did not.
  await page.waitForTimeout(300);
  await expect(page.locator('.rp-doc img.medium-zoom-image'), 'no zoom').toHaveCount(0);
  await open(page, '/guide/start/');
  await expect(page.locator('.rp-doc img.medium-zoom-image').first(), 'zoom without the parameter').toBeAttached();
});

// Navbar on scroll, anchors -------------------------------------------------------------------

test('the navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
  await open(page, '/config/html/title');
  const navBottom = (): Promise<number> => page.locator('.rp-nav').evaluate((n) => n.getBoundingClientRect().bottom);
  expect(await navBottom()).toBeGreaterThan(0);
  // Wheel over the text: once the navbar hides, the sidebar reaches the top, and a wheel over it scrolls the sidebar.
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(navBottom, { message: 'hidden after scrolling down' }).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, -300);
  await expect.poll(navBottom, { message: 'back after scrolling up' }).toBeGreaterThanOrEqual(60);
});

test('an anchored heading is not hidden under the navbar', async ({ page }) => {
  await open(page, '/config/html/title');
  const id = await page.locator('.rp-doc h2[id]').nth(1).getAttribute('id');
  await open(page, `/config/html/title#${id}`);
  // The page scrolls to the anchor after hydration: wait until the heading stops moving.
  const top = (): Promise<number> => page.locator(`h2[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const [previous, now] = [last, await top()];
        last = now;
        return previous === now;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const settled = await top();
  expect(settled, `heading top at ${settled}px, below the 72 px navbar offset`).toBeGreaterThanOrEqual(64);
  expect(settled, `heading top at ${settled}px, near the top`).toBeLessThanOrEqual(140);
});

// Breakpoints and mobile menu --------------------------------------------------------------------

const breakpoints = [
  { width: 1440, full: true, md: false, sm: false },
  { width: 1100, full: true, md: false, sm: false },
  { width: 1024, full: true, md: false, sm: false },
  { width: 800, full: false, md: true, sm: false },
  { width: 390, full: false, md: false, sm: true },
];
for (const { width, full, md, sm } of breakpoints) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    // The phone width runs in the phone project (390 x 844, touch); the others on the desktop.
    if (!phone) test.use({ viewport: { width, height: 800 } });
    test(
      `the full navbar holds from 1024 px; below, a menu button; below 768 px, the mobile menu (${width} px)`,
      phone ? { tag: '@phone' } : {},
      async ({ page }) => {
        await open(page, '/config/');
        const shown = (visible: boolean, selector: string, message: string) =>
          visible
            ? expect(page.locator(selector).first(), message).toBeVisible()
            : expect(page.locator(selector).first(), message).toBeHidden();
        await shown(full, '.rp-nav__others', `${width}px: language and theme switch in the bar`);
        await shown(md, '.rp-nav-hamburger__md', `${width}px: tablet menu button`);
        await shown(sm, '.rp-nav-hamburger__sm', `${width}px: mobile menu button`);
        await shown(!sm, '.rp-nav-menu', `${width}px: section links in the bar`);
      },
    );
  });
}

test('mobile menu: opens, locks the page behind, closes on route change and at 768 px', { tag: '@phone' }, async ({ page, baseURL }) => {
  await open(page, '/config/');
  const button = page.locator('.rp-nav-hamburger__sm');
  await button.click();
  const screen = page.locator('.rp-nav-screen');
  await expect(screen).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  // A scroll that the lock lets through moves the page within a frame or two: look after that.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(before);
  await screen.getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/guide/start/`);
  await expect(screen).toBeHidden();
  await button.click();
  await expect(screen).toBeVisible();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(screen).toBeHidden();
});

test('social links: three in the navbar, the rest behind a keyboard-usable "more" menu', async ({ page }) => {
  await open(page, '/guide/start/');
  const bar = page.locator('.rp-nav__others .rs-social-links');
  const links = bar.locator(':scope > a');
  await expect(links).toHaveCount(3);
  for (const a of await links.all()) {
    await expect(a, 'icon links have a name').toHaveAttribute('aria-label', /./);
    const box = await a.locator('svg').boundingBox();
    expect(!!(box && box.width <= 24 && box.height <= 24), 'icons are icon-sized').toBe(true);
  }
  const more = bar.locator('.rs-social-more');
  await more.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.rp-nav__others .rs-social-more__popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('npm');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

// Code blocks and images ---------------------------------------------------------------------------

test('code blocks: highlighted at build time, no line numbers, no wrapping, a copy button with a 2 s copied state', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, '/config/html/title');
  const block = page.locator('.rp-doc div[class*="language-ts"]').first();
  await block.scrollIntoViewIfNeeded();
  expect(await block.locator('code span:not(.line)').count(), 'tokens are coloured (plugins/code-tokens.ts)').toBeGreaterThan(5);
  await expect(page.locator('.rp-doc .line-number, .rp-doc [class*="line-numbers"]')).toHaveCount(0);
  expect(
    await block
      .locator('pre')
      .first()
      .evaluate((p) => getComputedStyle(p.querySelector('code') ?? p).whiteSpace),
  ).toBe('pre');
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  // The copied state lasts 2 s. Timed in the page (a busy machine can delay this test's own
  // steps): when the button gets and loses its copied class.
  await copy.evaluate((button) => {
    const w = window as Window & { copiedAt?: number; resetAt?: number };
    new MutationObserver(() => {
      const copied = button.classList.contains('rp-code-copy-button--copied');
      if (copied && w.copiedAt === undefined) w.copiedAt = performance.now();
      if (!copied && w.copiedAt !== undefined && w.resetAt === undefined) w.resetAt = performance.now();
    }).observe(button, { attributes: true, attributeFilter: ['class'] });
  });
  await copy.click();
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const code = await block.locator('code').first().innerText();
  expect(text.trim()).toBe(code.trim());
  expect(text).toMatch(/defineConfig/);
  await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/);
  const lasted = await page.evaluate(() => {
    const w = window as Window & { copiedAt?: number; resetAt?: number };
    return (w.resetAt ?? Number.NaN) - (w.copiedAt ?? Number.NaN);
  });
  expect(lasted, `still copied at 1.9 s (lasted ${lasted} ms)`).toBeGreaterThanOrEqual(1900);
  expect(lasted, 'back after 2 s').toBeLessThanOrEqual(2500);
});

test('code blocks off screen wait to be laid out, and take no other height when they are', { tag: '@both' }, async ({ page }) => {
  await open(page, '/config/output/dist-path');
  // The code blocks' own estimate (their line count), without the skipping of whole blocks over it.
  await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
  await page.evaluate(() => document.documentElement.classList.remove('rs-skip-offscreen'));
  const heights = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.rspress-doc pre.shiki')]
        .filter((pre) => pre.checkVisibility())
        .map((pre) => ({
          skipped: !pre.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
          height: pre.getBoundingClientRect().height,
        })),
    );
  const before = await heights();
  expect(before.filter((b) => b.skipped).length, 'blocks below the fold are skipped at first').toBeGreaterThan(3);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  // Scrolled through, every block is laid out; none changes height, so nothing jumps.
  for (const pre of await page.locator('.rspress-doc pre.shiki:visible').all()) await pre.scrollIntoViewIfNeeded();
  const after = await heights();
  expect(after.map((a) => Math.round(a.height))).toEqual(before.map((b) => Math.round(b.height)));
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
});

/** Each block of the page's text: whether its content is skipped, and its height. */
const docBlocks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rspress-doc > *')].map((b) => ({
      skipped: !!b.firstElementChild && !b.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
      height: Math.round(b.getBoundingClientRect().height),
    })),
  );

test('blocks off screen are not rendered until they near the viewport, and keep their height, so nothing jumps', { tag: '@both' }, async ({
  page,
}) => {
  await open(page, '/guide/basic/cli');
  await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
  // Which blocks show is settled in the frame after the class comes.
  await expect
    .poll(async () => (await docBlocks(page)).filter((b) => b.skipped).length, { message: 'blocks below the fold are skipped' })
    .toBeGreaterThan(10);
  const before = await docBlocks(page);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  // Scrolled through a screen at a time: every block is rendered on the way, and none changes height.
  const seen = new Set<number>();
  for (;;) {
    const now = await docBlocks(page);
    now.forEach((b, i) => !b.skipped && seen.add(i));
    expect(now.map((b) => b.height)).toEqual(before.map((b) => b.height));
    const moved = await page.evaluate(async () => {
      const y = scrollY;
      scrollBy(0, innerHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return scrollY !== y;
    });
    if (!moved) break;
  }
  expect(seen.size, 'every block rendered on the way down').toBe(before.length);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
});

// Each page where a shift was once reported, and pages with long lists, code blocks, tabs and tables.
const SHIFT_ROUTES = [
  '/plugins/list/plugin-react',
  '/plugins/dev/core',
  '/zh/config/',
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  '/guide/basic/cli',
  '/config/output/externals',
  '/zh/plugins/list/plugin-react',
  '/guide/faq/exceptions',
  '/zh/guide/faq/general',
];

test('nothing moves while a page loads and its blocks off screen start to be skipped (no layout shift reported)', { tag: '@both' }, async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const nodes = (e.sources ?? []).map((s) => (s.node?.textContent ?? '').trim().slice(0, 40));
        // Under 0.005: the navbar was once reported moving 0.0009 on a phone while a page loaded, not seen.
        if (e.value >= 0.005) w.shifts.push(`${location.pathname} ${e.value.toFixed(4)} ${JSON.stringify(nodes)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts: string[] = [];
  for (const route of SHIFT_ROUTES) {
    // As a reader gets the page: no app (the boot script adds the class).
    await page.goto(route);
    await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
    // Two frames after the class: a shift is reported by then.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    shifts.push(...(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)));
  }
  expect(shifts).toEqual([]);
});

test('a page that arrives slowly is first painted with its whole navbar, not its first items (nothing moves when the rest comes)', async ({
  page,
}) => {
  // The parser stops after the search button, as on a slow network (or a busy machine) where the browser paints
  // what it has: a script in the middle of the navbar that takes 600 ms to arrive.
  await page.route('**/__slow-part.js', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/guide/start/quick-start', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('<nav class="rs-nav-main"');
    await route.fulfill({ response, body: html.replace('<nav class="rs-nav-main"', '<script src="/__slow-part.js"></script>$&') });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; paintedBeforeNavbar: boolean };
    w.shifts = [];
    w.paintedBeforeNavbar = false;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.shifts.push((e as PerformanceEntry & { value: number }).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
    // A frame that shows the search button without the section links after it.
    const frame = () => {
      const button = document.querySelector('.rs-search-button');
      if (button && !document.querySelector('.rs-nav-main')) {
        const paint = performance.getEntriesByType('paint').length > 0;
        if (paint) w.paintedBeforeNavbar = true;
        requestAnimationFrame(frame);
      } else if (!button) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('.rs-nav-main')).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const seen = await page.evaluate(() => {
    const { shifts, paintedBeforeNavbar } = window as unknown as { shifts: number[]; paintedBeforeNavbar: boolean };
    return { shifts, paintedBeforeNavbar };
  });
  expect(seen.paintedBeforeNavbar, 'a paint while the navbar was half parsed').toBe(false);
  expect(seen.shifts).toEqual([]);
});

test("the page's column has its width before the outline beside it has been parsed (a slow first paint does not narrow it later)", async ({
  page,
}) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/guide/start/quick-start');
    const docWidth = () => page.evaluate(() => document.querySelector('.rp-doc-layout__doc')!.getBoundingClientRect().width);
    const withOutline = await docWidth();
    await page.evaluate(() => document.querySelector('.rp-doc-layout__outline')!.remove());
    expect(await docWidth(), `at ${width} px`).toBe(withOutline);
  }
});

test("the outline indents a section's subsections and says each entry once, before the app and after it", async ({ page }) => {
  await page.goto('/plugins/dev/hooks');
  const entries = page.locator('.rp-outline a.rp-toc-item');
  const read = () =>
    entries.evaluateAll((links) =>
      links.map((a) => ({
        text: a.textContent,
        indent: a.firstElementChild!.getBoundingClientRect().left,
        depth: a.getAttribute('data-depth'),
        title: a.getAttribute('title'),
        style: a.getAttribute('style'),
      })),
    );
  const before = await read();
  // "Execution order" (h2) and its first subsection "rsbuild dev" (h3), one step further in.
  const top = before.find((e) => e.text === 'Execution order');
  const sub = before.find((e) => e.text === 'rsbuild dev');
  expect(top?.depth).toBe('0');
  expect(sub?.depth).toBe('1');
  expect(sub!.indent - top!.indent).toBe(12);
  // The text is read once: no title repeating it (a screen reader may say both), no inline style.
  expect(before.filter((e) => e.title !== null || e.style !== null)).toEqual([]);
  await page.locator('.rs-switch-appearance').first().click();
  await hydrated(page);
  expect(await read()).toEqual(before);
});

test('a client-side navigation lays the new page out whole before skipping what is off screen', async ({ page }) => {
  await open(page, '/guide/basic/cli');
  await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
  await page.locator('.rspress-doc a[href="/config/output/dist-path"]').first().click();
  await expect(page).toHaveURL(/\/config\/output\/dist-path$/);
  await expect(page.locator('.rspress-doc h1')).toHaveText(/output\.distPath/);
  await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
  await expect.poll(async () => (await docBlocks(page)).filter((b) => b.skipped).length).toBeGreaterThan(3);
  // Heights remembered from that first layout: a skipped block is as tall as it is when rendered.
  const skipped = await docBlocks(page);
  await page.evaluate(() => document.documentElement.classList.remove('rs-skip-offscreen'));
  const whole = await docBlocks(page);
  expect(skipped.map((b) => b.height)).toEqual(whole.map((b) => b.height));
});

test('a table that scrolls sideways keeps its tab stop while it is off screen, across a resize', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/guide/basic/cli');
  await expect(page.locator('html')).toHaveClass(/rs-skip-offscreen/);
  const last = page.locator('.rspress-doc > .rp-table-scroll-container').last();
  await expect(last).toHaveAttribute('tabindex', '0');
  expect(await last.evaluate((t) => t.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })), 'off screen').toBe(false);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width - 10, height: size.height });
  await page.waitForTimeout(100);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('tabindex', '0');
  await expect(last).toHaveAttribute('role', 'region');
});

test("a code block off screen when the theme switches shows the new theme's colours once scrolled to", async ({ page }) => {
  await open(page, '/config/tools/sass');
  const last = page.locator('.rspress-doc pre.shiki').last();
  const keyword = last.locator('span.k').first();
  const colour = () => keyword.evaluate((span) => getComputedStyle(span).color);
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const light = await colour();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => last.evaluate((pre) => pre.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  await page.locator('.rp-nav .rs-switch-appearance:visible').first().click();
  await expect(page.locator('html')).toHaveClass(/rp-dark/);
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const dark = await colour();
  expect(dark).not.toBe(light);
  // The dark theme's keyword colour, as a block that was never skipped shows it.
  const first = await page
    .locator('.rspress-doc pre.shiki')
    .first()
    .locator('span.k')
    .first()
    .evaluate((s) => getComputedStyle(s).color);
  expect(dark).toBe(first);
});

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' });
  test('images in the doc area zoom on click, over the page background', async ({ page }) => {
    await open(page, '/guide/start/');
    const img = page.locator('.rp-doc img[src="/images/build-layers.svg"]').first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/);
    await img.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const [bg, pageBg] = await Promise.all([
      overlay.evaluate((o) => getComputedStyle(o).backgroundColor),
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ]);
    expect(bg).toBe(pageBg);
  });
});

// Fonts ------------------------------------------------------------------------------------------

/** The fonts Chromium drew an element's own text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName).sort();
}

/** Spans in the generic families, beside the page's own text: what this system draws each with. */
const addReferences = (page: Page) =>
  page.evaluate(() => {
    for (const [id, family, text] of [
      ['rs-ref-ui', 'system-ui', 'Rsbuild'],
      ['rs-ref-mono', 'monospace', 'rsbuild'],
      ['rs-ref-zh', 'sans-serif', '样式'],
    ]) {
      const el = document.createElement('span');
      el.id = id;
      el.style.fontFamily = family;
      el.textContent = text;
      document.body.append(el);
    }
  });

test("text is in the platform's own fonts: the system's interface font, its monospace font for code, its Chinese font for Chinese", async ({
  page,
}) => {
  await open(page, '/guide/basic/css-usage');
  await addReferences(page);
  const [ui, mono] = await Promise.all(['#rs-ref-ui', '#rs-ref-mono'].map((s) => renderedFonts(page, s)));
  expect(await renderedFonts(page, '.rspress-doc > p')).toEqual(ui);
  expect(await renderedFonts(page, '.rspress-doc pre.shiki code span')).toEqual(mono);

  await open(page, '/zh/guide/basic/css-usage');
  await addReferences(page);
  const zh = await renderedFonts(page, '#rs-ref-zh');
  expect(await renderedFonts(page, '.rspress-doc > p')).toEqual(expect.arrayContaining(zh));
});
