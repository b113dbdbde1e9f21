// Live previews (@rspress/plugin-preview): every ```tsx preview block renders its component on the
// page, in both languages, and at least five guide pages carry one.
import fs from 'node:fs';
import { codeBlocks } from '../../scripts/lib/markdown';
import { type Lang, listPages, withLang } from '../../scripts/lib/pages';
import { expect, open, test } from './fixtures';

const withPreview = (lang: Lang) =>
  listPages(lang)
    .map((p) => ({ ...p, count: codeBlocks(fs.readFileSync(p.file, 'utf8')).filter((b) => /(^|\s)preview(\s|=|$)/.test(b.meta)).length }))
    .filter((p) => p.count > 0);

test('at least five guide pages carry a live preview', () => {
  const guides = withPreview('en').filter((p) => p.route.startsWith('/guide/'));
  expect(guides.length, `guide pages with a preview: ${guides.map((p) => p.route).join(', ')}`).toBeGreaterThanOrEqual(5);
});

for (const lang of ['en', 'zh'] as const) {
  const pages = withPreview(lang);
  test(`${lang}: pages with preview blocks exist`, () => {
    expect(pages.length).toBeGreaterThan(0);
  });
  // One test per page, so that they run in parallel and a failure names its page.
  for (const { route, count } of pages) {
    const path = withLang(route, lang);
    test(`${lang}: every preview block of ${path} renders its component without errors`, async ({ page, pageLog }) => {
      await open(page, path);
      const previews = page.locator('.rp-preview');
      await expect(previews, `${path}: ${count} previews`).toHaveCount(count);
      for (const p of await previews.all()) {
        const content = p.locator('[class*="card__content"]').first();
        // As the reader gets to it (off screen, a block is not rendered: its innerText is empty).
        await p.scrollIntoViewIfNeeded();
        await expect
          .poll(async () => (await content.innerText()).trim().length > 0 || (await content.locator('img,svg,canvas').count()) > 0, {
            message: `${path}: the preview shows something`,
          })
          .toBe(true);
      }
      expect(pageLog.errors, path).toEqual([]);
    });
  }
}

test('a preview is interactive: the React counter counts', async ({ page }) => {
  await open(page, '/guide/framework/react');
  const preview = page.locator('.rp-preview').first();
  const button = preview.locator('button').first();
  await button.scrollIntoViewIfNeeded();
  const before = await preview.innerText();
  await button.click();
  await expect(preview).not.toHaveText(before);
});
