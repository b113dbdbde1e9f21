// The home pages: hero, actions, feature cards, footer and feeds, in both languages.
import { expect, hydrated, open, test } from './fixtures';

for (const [lang, prefix, intro, quick] of [
  ['en', '', 'Introduction', 'Quick Start'],
  ['zh', '/zh', '介绍', '快速上手'],
] as const) {
  test(`${lang} home: hero with logo, actions to the ${lang} getting-started pages`, { tag: '@both' }, async ({ page, pageLog }) => {
    const res = await page.goto(`${prefix}/`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle('Rsbuild');
    const hero = page.locator('.rp-home-hero');
    await expect(hero).toContainText('Rsbuild');
    await expect(hero.locator('.rp-home-hero__tagline')).toContainText('webpack');
    const logo = hero.locator('.rp-home-hero__image img').first();
    await expect(logo, 'the logo has alt text').toHaveAttribute('alt', /./);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the logo loads' })
      .toBe(true);
    const introLink = page.getByRole('link', { name: intro, exact: true });
    const quickLink = page.getByRole('link', { name: quick, exact: true });
    await expect(introLink).toHaveAttribute('href', `${prefix}/guide/start/`);
    await expect(quickLink).toHaveAttribute('href', `${prefix}/guide/start/quick-start`);
    await quickLink.click();
    await expect(page).toHaveURL(`${prefix}/guide/start/quick-start`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(pageLog.errors).toEqual([]);
    expect(pageLog.external, 'nothing is loaded from another host').toEqual([]);
  });

  test(`${lang} home: six feature cards, footer copyright and both release feeds`, async ({ page }) => {
    await open(page, `${prefix}/`);
    await expect(page.locator('.rp-home-feature__title')).toHaveCount(6);
    await expect(page.locator('footer').last()).toContainText('©');
    const feeds = await page
      .locator('head link[rel="alternate"][type$="xml"]')
      .evaluateAll((ls) => ls.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));
    expect(feeds).toEqual([
      ['application/rss+xml', `/rss/releases-${lang}.rss`],
      ['application/atom+xml', `/rss/releases-${lang}.xml`],
    ]);
    const visible = await page.locator('.rs-home-feeds a').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    expect(visible).toEqual([`/rss/releases-${lang}.rss`, `/rss/releases-${lang}.xml`]);
  });
}
