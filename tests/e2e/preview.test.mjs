// Live previews (@rspress/plugin-preview): every ```tsx preview block renders its component on the
// page, in both languages, and at least five guide pages carry one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown.mjs';
import { listPages, withLang } from '../../scripts/lib/pages.mjs';
import { hydrated, newPage, useSiteAndBrowser } from './harness.mjs';

const withPreview = (lang) =>
  listPages(lang)
    .map((p) => ({ ...p, count: codeBlocks(fs.readFileSync(p.file, 'utf8')).filter((b) => /(^|\s)preview(\s|=|$)/.test(b.meta)).length }))
    .filter((p) => p.count > 0);

const env = useSiteAndBrowser();

test('at least five guide pages carry a live preview', () => {
  const guides = withPreview('en').filter((p) => p.route.startsWith('/guide/'));
  assert.ok(guides.length >= 5, `guide pages with a preview: ${guides.map((p) => p.route).join(', ')}`);
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: every preview block renders its component without errors`, async () => {
    for (const { route, count } of withPreview(lang)) {
      const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
      await page.goto(`${env.site.url}${withLang(route, lang)}`);
      await hydrated(page);
      const previews = page.locator('.rp-preview');
      assert.equal(await previews.count(), count, `${route}: ${count} previews`);
      for (const p of await previews.all()) {
        const content = p.locator('[class*="card__content"]').first();
        assert.ok((await content.innerText()).trim().length > 0 || (await content.locator('img,svg,canvas').count()) > 0, `${route}: the preview shows something`);
      }
      assert.deepEqual(errors, [], route);
      await context.close();
    }
  });
}

test('a preview is interactive: the React counter counts', async () => {
  const { page, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`${env.site.url}/guide/framework/react`);
  await hydrated(page);
  const preview = page.locator('.rp-preview').first();
  const button = preview.locator('button').first();
  await button.scrollIntoViewIfNeeded();
  const before = await preview.innerText();
  await button.click();
  await page.waitForFunction((b) => document.querySelector('.rp-preview')?.textContent !== b, before);
  assert.notEqual(await preview.innerText(), before);
  await context.close();
});
