// What pages show besides their text: the overview pages' filter and groups, and the start page's diagram.
import { expect, open, test } from './fixtures';

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
    const [f, first, heading] = await Promise.all([
      filter.boundingBox(),
      cards.first().boundingBox(),
      page.locator('.rs-overview-list h2').boundingBox(),
    ]);
    expect(!!(f && first && first.y - (f.y + f.height) >= 0 && first.y - (f.y + f.height) < 80), 'the filter is right above the list').toBe(
      true,
    );
    expect(!!(heading && f && heading.y < f.y), 'below the list heading').toBe(true);
    await expect(page.locator('.rs-overview-list h2')).toHaveText(new RegExp(`^${group}#?$`));
    // One list: the page text does not repeat the releases as a table.
    // (Prose may mention a release note, as the release-cycle section does; no table repeats them.)
    await expect(
      page.locator('.rs-overview-list a[href*="/community/releases/v0-"]:not([href*="#"])'),
      'each release once in the list',
    ).toHaveCount(5);
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
        if (b.x < box.x + pad || b.x + b.width > box.x + box.width - pad)
          problems.push(`"${t.textContent}" (${Math.round(b.x)}..${Math.round(b.x + b.width)} in ${box.x}..${box.x + box.width})`);
      }
      return problems;
    }, font);
    expect(overflows, `texts overflowing their box in ${font}`).toEqual([]);
  }
});
