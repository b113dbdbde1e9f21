// The chrome every doc page has: navigation, language switcher, sidebar, outline, prev/next,
// title and description, edit link and last-updated line, in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, newPage, useSiteAndBrowser } from './harness.mjs';

const env = useSiteAndBrowser();

test('top navigation lists the sections, marks the active one, and its links work', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/config/html/title`);
  await hydrated(page);
  const items = await page.locator('.rp-nav-menu__item').evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent?.trim(), active: e.classList.contains('rp-nav-menu__item--active') })),
  );
  const texts = items.map((i) => i.text);
  for (const t of ['Guide', 'Config']) assert.ok(texts.includes(t), `nav has ${t}: ${texts}`);
  assert.deepEqual(items.filter((i) => i.active).map((i) => i.text), ['Config'], 'only Config is active on a config page');
  await page.locator('.rp-nav-menu__item__container', { hasText: 'Guide' }).click();
  await page.waitForURL(`${env.site.url}/guide/start/`);
  await page.waitForFunction(() => document.querySelector('.rp-nav-menu__item--active')?.textContent?.trim() === 'Guide');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the language switcher keeps the current page, in both directions', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await hydrated(page);
  const zh = page.locator('a[hreflang="zh"]').first();
  assert.equal(await zh.getAttribute('href'), '/zh/guide/start/quick-start');
  await page.goto(`${env.site.url}${await zh.getAttribute('href')}`);
  await hydrated(page);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
  assert.match(await page.locator('.rp-nav').innerText(), /指南/);
  assert.equal(await page.locator('a[hreflang="en"]').first().getAttribute('href'), '/guide/start/quick-start');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, prefix, outline] of [
  ['en', '', 'ON THIS PAGE'],
  ['zh', '/zh', '目录'],
]) {
  test(`${lang} doc page: outline titled "${outline}", sidebar groups expanded, title and description, edit link`, async () => {
    const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${env.site.url}${prefix}/guide/start/quick-start`);
    await hydrated(page);
    assert.equal((await page.locator('.rp-outline__title').innerText()).trim(), outline);
    const h2 = await page.locator('.rp-doc h2').count();
    assert.ok((await page.locator('.rp-outline a, .rp-outline li').count()) >= h2, 'the outline lists the h2 headings');
    const h1 = (await page.locator('.rp-doc h1').first().innerText()).replace(/^#\s*/, '').trim();
    assert.equal(await page.title(), `${h1} - Rsbuild`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    assert.ok(description && description.length > 20, 'a description');
    const groups = page.locator('.rp-sidebar-group');
    assert.ok((await groups.count()) >= 1, 'sidebar groups');
    const collapsed = await page.locator('.rp-sidebar-group--collapsed, .rp-sidebar-group[data-collapsed="true"]').count();
    assert.equal(collapsed, 0, 'all groups are expanded by default');
    const edit = page.locator('a.rp-edit-link').first();
    assert.match((await edit.getAttribute('href')) ?? '', new RegExp(`/docs/${lang}/guide/start/quick-start\\.mdx$`));
    assert.match(await page.locator('.rp-last-updated').innerText(), lang === 'en' ? /Last Updated/ : /最后更新时间/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('previous and next links follow the sidebar order and navigate', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/guide/start/quick-start`);
  await hydrated(page);
  assert.equal(await page.locator('.rp-prev-next-page__prev').getAttribute('href'), '/guide/start/');
  const next = page.locator('.rp-prev-next-page__next');
  assert.equal(await next.getAttribute('href'), '/guide/start/features');
  await next.click();
  await page.waitForURL(`${env.site.url}/guide/start/features`);
  await page.waitForFunction(() => document.title.startsWith('Features'));
  assert.equal(await page.locator('.rp-prev-next-page__prev').getAttribute('href'), '/guide/start/quick-start');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sidebar group collapses and expands', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/config/html/title`);
  await hydrated(page);
  const header = page.locator('.rp-sidebar-group', { hasText: /^source$/ });
  // The group's items live in the element right after its header; collapsed, it has no height.
  const itemsHeight = () => header.evaluate((h) => h.nextElementSibling?.getBoundingClientRect().height ?? -1);
  assert.ok((await itemsHeight()) > 100, 'expanded by default');
  await header.click();
  await page.waitForTimeout(400);
  assert.equal(await itemsHeight(), 0, 'collapsed');
  await header.click();
  await page.waitForTimeout(400);
  assert.ok((await itemsHeight()) > 100, 'expanded again');
  // With the keyboard: the header is a button that Enter toggles, and it says whether it is expanded.
  assert.equal(await header.getAttribute('role'), 'button');
  assert.equal(await header.getAttribute('aria-expanded'), 'true');
  await header.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(400);
  assert.equal(await itemsHeight(), 0, 'collapsed with Enter');
  assert.equal(await header.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press(' ');
  await page.waitForTimeout(400);
  assert.ok((await itemsHeight()) > 100, 'expanded with Space');
  await context.close();
});

for (const [lang, prefix, group] of [
  ['en', '', 'Releases'],
  ['zh', '/zh', '发布记录'],
]) {
  test(`${lang} releases overview groups the five release pages, newest first`, async () => {
    const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${env.site.url}${prefix}/community/releases/`);
    await hydrated(page);
    const groups = page.locator('.rp-overview-group');
    // Each group is preceded by its name as a heading.
    const titles = await groups.evaluateAll((gs) => gs.map((g) => g.previousElementSibling?.textContent ?? ''));
    assert.deepEqual(titles.map((t) => t.replace(/#/g, '').trim()), [group]);
    const links = await groups.first().locator('a[href*="/community/releases/v"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')?.split('#')[0]))]);
    assert.deepEqual(links, [5, 4, 3, 2, 1].map((n) => `${prefix}/community/releases/v0-${n}`));
    assert.equal(await page.locator('h1').count(), 1, 'one title');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
