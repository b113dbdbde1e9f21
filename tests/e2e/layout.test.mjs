// Header and layout behaviours: product-family menu, layout switches, navbar on scroll,
// breakpoints and mobile menu, social links, code blocks and image zoom.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, newPage, useSiteAndBrowser } from './harness.mjs';

const env = useSiteAndBrowser();

const open = async (path, options = {}) => {
  const ctx = await newPage(env.browser, { viewport: { width: 1440, height: 900 }, ...options });
  await ctx.page.goto(`${env.site.url}${path}`);
  await hydrated(ctx.page);
  return ctx;
};
const visible = (page, selector) => page.locator(selector).first().isVisible();

// Product-family menu ---------------------------------------------------------------------------

test('product menu: a labelled grid button before the title opens the menu below-left on hover, closes on leave', async () => {
  const { page, context, errors } = await open('/guide/start/');
  const button = page.locator('.rs-product-menu__button');
  assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.ok((await button.getAttribute('aria-label'))?.length);
  const [b, title] = await Promise.all([button.boundingBox(), page.locator('.rp-nav__title').boundingBox()]);
  assert.ok(b && title && b.x < title.x, 'the icon is before the site title');
  await button.hover();
  const popup = page.locator('.rs-product-menu__popup');
  await popup.waitFor();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.equal(await popup.getAttribute('data-placement'), 'bottom-start');
  const p = await popup.boundingBox();
  assert.ok(p && p.y >= b.y + b.height && Math.abs(p.x - b.x) < 2, 'below the icon, aligned to its left edge');
  assert.equal(await popup.locator('[class*="arrow"]').count(), 0, 'no arrow');
  const items = popup.locator('[role="menuitem"]');
  assert.deepEqual(await items.locator('.rs-product-menu__name').allInnerTexts(), ['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor']);
  for (const img of await items.locator('img').all()) assert.ok(await img.evaluate((i) => i.complete && i.naturalWidth > 0), 'each logo loads');
  await page.mouse.move(900, 600);
  await page.waitForTimeout(60);
  assert.ok(await popup.isVisible(), 'still open right after the pointer leaves');
  await popup.waitFor({ state: 'detached', timeout: 1000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('product menu: items open the sites in a new tab; English texts and links on English pages', async () => {
  const { page, context } = await open('/guide/start/');
  await page.locator('.rs-product-menu__button').click();
  const items = page.locator('.rs-product-menu__popup [role="menuitem"]');
  await items.first().waitFor();
  for (const a of await items.all()) {
    assert.equal(await a.getAttribute('target'), '_blank');
    assert.equal(await a.getAttribute('rel'), 'noopener noreferrer');
  }
  assert.equal(await items.nth(0).getAttribute('href'), 'https://rspack.dev/');
  assert.match(await items.nth(0).innerText(), /A fast Rust-based bundler/);
  const home = page.locator('.rs-product-menu__home');
  assert.equal(await home.getAttribute('href'), 'https://github.com/web-infra-dev');
  assert.equal(await home.getAttribute('target'), '_blank');
  await context.close();
});

test('product menu: Chinese texts and links on Chinese pages', async () => {
  const { page, context } = await open('/zh/guide/start/');
  await page.locator('.rs-product-menu__button').click();
  const items = page.locator('.rs-product-menu__popup [role="menuitem"]');
  await items.first().waitFor();
  assert.equal(await items.nth(0).getAttribute('href'), 'https://rspack.dev/zh/');
  assert.match(await items.nth(0).innerText(), /基于 Rust 的高性能打包工具/);
  await context.close();
});

test('product menu: click toggles, outside click and Escape close', async () => {
  const { page, context } = await open('/config/');
  const button = page.locator('.rs-product-menu__button');
  const popup = page.locator('.rs-product-menu__popup');
  // Click without hover: dispatch pointer events as a click does, away from hover timing.
  await button.click();
  await popup.waitFor();
  await page.mouse.click(700, 500);
  await popup.waitFor({ state: 'detached' });
  await button.click();
  await popup.waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  await context.close();
});

test('product menu: fully usable with the keyboard', async () => {
  const { page, context } = await open('/guide/start/');
  await page.locator('.rs-product-menu__button').focus();
  const popup = page.locator('.rs-product-menu__popup');
  await popup.waitFor(); // opens on focus
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Rspack/);
  await page.keyboard.press('ArrowDown');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Rsbuild/);
  await page.keyboard.press('End');
  assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Rsdoctor/);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('rs-product-menu__button')), 'focus returns to the button');
  // Blur closes it.
  await page.keyboard.press('Enter');
  await popup.waitFor();
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await popup.waitFor({ state: 'detached' });
  await context.close();
});

test('product menu: placement flips when there is no room below', async () => {
  const { page, context } = await open('/guide/start/', { viewport: { width: 1100, height: 700 } });
  await page.addStyleTag({ content: '.rs-product-menu { position: fixed; left: 12px; bottom: 12px; z-index: 1000; }' });
  await page.locator('.rs-product-menu__button').click();
  const popup = page.locator('.rs-product-menu__popup');
  await popup.waitFor();
  assert.match((await popup.getAttribute('data-placement')) ?? '', /^top/);
  const [p, b] = await Promise.all([popup.boundingBox(), page.locator('.rs-product-menu__button').boundingBox()]);
  assert.ok(p && b && p.y + p.height <= b.y + 1, 'above the icon');
  await context.close();
});

test('product menu: a tap opens it on touch devices', async () => {
  const { page, context } = await open('/guide/start/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.locator('.rs-product-menu__button').tap();
  const popup = page.locator('.rs-product-menu__popup');
  await popup.waitFor();
  const p = await popup.boundingBox();
  assert.ok(p && p.x >= 0 && p.x + p.width <= 390, 'fits the phone screen');
  await context.close();
});

// Layout switches ---------------------------------------------------------------------------------

for (const [name, selector] of [
  ['navbar', '.rp-nav'],
  ['sidebar', '.rp-doc-layout__sidebar'],
  ['outline', '.rp-doc-layout__outline'],
  ['footer', '.rp-doc-footer'],
]) {
  test(`?${name}=0 hides the ${name} from the first paint`, async () => {
    const ctx = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    const { page, context } = ctx;
    // Without the app's scripts only the pre-rendered page and inline head scripts run: what
    // shows then is the first paint.
    await page.route('**/static/js/**', (r) => r.abort());
    await page.goto(`${env.site.url}/guide/start/quick-start?${name}=0`);
    await page.waitForLoadState('domcontentloaded');
    assert.equal(await page.locator(selector).first().evaluate((e) => getComputedStyle(e).display), 'none');
    await page.unroute('**/static/js/**');
    await page.goto(`${env.site.url}/guide/start/quick-start?${name}=0`);
    await hydrated(page);
    assert.equal(await visible(page, selector), false, 'still hidden after hydration');
    await page.goto(`${env.site.url}/guide/start/quick-start`);
    await hydrated(page);
    assert.equal(await visible(page, selector), true, 'shown without the parameter');
    await context.close();
  });
}

test('?globalUIComponents=0 turns off the feed links and image zoom', async () => {
  const { page, context } = await open('/?globalUIComponents=0');
  assert.equal(await page.locator('head link[rel="alternate"][type$="+xml"]').count(), 0, 'no feed links');
  await page.goto(`${env.site.url}/`);
  await hydrated(page);
  assert.equal(await page.locator('head link[rel="alternate"][type$="+xml"]').count(), 2, 'feed links without the parameter');
  await page.goto(`${env.site.url}/guide/start/?globalUIComponents=0`);
  await hydrated(page);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.rp-doc img.medium-zoom-image').count(), 0, 'no zoom');
  await context.close();
});

// Navbar on scroll, anchors -------------------------------------------------------------------

test('the navbar hides on scroll down and comes back on scroll up', async () => {
  const { page, context } = await open('/config/html/title');
  const navTop = () => page.locator('.rp-nav').evaluate((n) => n.getBoundingClientRect().bottom);
  assert.ok((await navTop()) > 0);
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(600);
  assert.ok((await navTop()) <= 1, 'hidden after scrolling down');
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(600);
  assert.ok((await navTop()) >= 60, 'back after scrolling up');
  await context.close();
});

test('an anchored heading is not hidden under the navbar', async () => {
  const { page, context } = await open('/config/html/title');
  const id = await page.locator('.rp-doc h2[id]').nth(1).getAttribute('id');
  await page.goto(`${env.site.url}/config/html/title#${id}`);
  await hydrated(page);
  await page.waitForTimeout(600);
  const top = await page.locator(`h2[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
  assert.ok(top >= 64 && top <= 140, `heading top at ${top}px, below the 72 px navbar offset`);
  await context.close();
});

// Breakpoints and mobile menu --------------------------------------------------------------------

test('the full navbar holds from 1024 px; below, a menu button; below 768 px, the mobile menu', async () => {
  for (const [width, full, md, sm] of [
    [1440, true, false, false],
    [1100, true, false, false],
    [1024, true, false, false],
    [800, false, true, false],
    [390, false, false, true],
  ]) {
    const { page, context } = await open('/config/', { viewport: { width, height: 800 } });
    assert.equal(await visible(page, '.rp-nav__others'), full, `${width}px: language and theme switch in the bar`);
    assert.equal(await visible(page, '.rp-nav-hamburger__md'), md, `${width}px: tablet menu button`);
    assert.equal(await visible(page, '.rp-nav-hamburger__sm'), sm, `${width}px: mobile menu button`);
    assert.equal(await visible(page, '.rp-nav-menu'), !sm, `${width}px: section links in the bar`);
    await context.close();
  }
});

test('mobile menu: opens, locks the page behind, closes on route change and at 768 px', async () => {
  const { page, context } = await open('/config/', { viewport: { width: 390, height: 800 } });
  const button = page.locator('.rp-nav-hamburger__sm');
  await button.click();
  const screen = page.locator('.rp-nav-screen');
  await screen.waitFor();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.scrollY), before, 'the page behind does not scroll');
  await screen.getByRole('link', { name: 'Guide', exact: true }).click();
  await page.waitForURL(`${env.site.url}/guide/start/`);
  await screen.waitFor({ state: 'detached' });
  await button.click();
  await screen.waitFor();
  await page.setViewportSize({ width: 768, height: 800 });
  await screen.waitFor({ state: 'detached' });
  await context.close();
});

test('social links: three in the navbar, the rest behind a keyboard-usable "more" menu', async () => {
  const { page, context } = await open('/guide/start/');
  const bar = page.locator('.rp-nav__others .rs-social-links');
  const links = bar.locator(':scope > a');
  assert.equal(await links.count(), 3);
  for (const a of await links.all()) {
    assert.ok((await a.getAttribute('aria-label'))?.length, 'icon links have a name');
    const box = await a.locator('svg').boundingBox();
    assert.ok(box && box.width <= 24 && box.height <= 24, 'icons are icon-sized');
  }
  const more = bar.locator('.rs-social-more');
  await more.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.rs-social-more__popup');
  await popup.waitFor();
  assert.match(await popup.innerText(), /npm/);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  await context.close();
});

// Code blocks and images ---------------------------------------------------------------------------

test('code blocks: highlighted at build time, no line numbers, no wrapping, a copy button with a 2 s copied state', async () => {
  const { page, context } = await open('/config/html/title');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
  const block = page.locator('.rp-doc div[class*="language-ts"]').first();
  await block.scrollIntoViewIfNeeded();
  assert.ok((await block.locator('span[style*="color"]').count()) > 5, 'tokens are coloured');
  assert.equal(await page.locator('.rp-doc .line-number, .rp-doc [class*="line-numbers"]').count(), 0);
  assert.equal(await block.locator('pre').first().evaluate((p) => getComputedStyle(p.querySelector('code') ?? p).whiteSpace), 'pre');
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  await copy.click();
  assert.ok(await copy.evaluate((b) => b.classList.contains('rp-code-copy-button--copied')));
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const code = await block.locator('code').first().innerText();
  assert.equal(text.trim(), code.trim());
  assert.match(text, /defineConfig/);
  await page.waitForTimeout(1500);
  assert.ok(await copy.evaluate((b) => b.classList.contains('rp-code-copy-button--copied')), 'still copied at 1.5 s');
  await page.waitForTimeout(800);
  assert.ok(!(await copy.evaluate((b) => b.classList.contains('rp-code-copy-button--copied'))), 'back after 2 s');
  await context.close();
});

test('images in the doc area zoom on click, over the page background', async () => {
  const { page, context } = await open('/guide/start/', { colorScheme: 'dark' });
  const img = page.locator('.rp-doc img[src="/images/build-layers.svg"]').first();
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rp-doc img[src="/images/build-layers.svg"]')?.classList.contains('medium-zoom-image'));
  await img.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await overlay.waitFor();
  const [bg, pageBg] = await Promise.all([
    overlay.evaluate((o) => getComputedStyle(o).backgroundColor),
    page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  ]);
  assert.equal(bg, pageBg);
  await context.close();
});
