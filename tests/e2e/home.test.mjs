// The home pages: hero, actions, feature cards, footer and feeds, in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, newPage, useSiteAndBrowser } from './harness.mjs';

const env = useSiteAndBrowser();

for (const [lang, prefix, intro, quick] of [
  ['en', '', 'Introduction', 'Quick Start'],
  ['zh', '/zh', '介绍', '快速上手'],
]) {
  test(`${lang} home: hero with logo, actions to the ${lang} getting-started pages`, async () => {
    const { page, errors, external, context } = await newPage(env.browser);
    const res = await page.goto(`${env.site.url}${prefix}/`);
    assert.equal(res?.status(), 200);
    await hydrated(page);
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    assert.equal(await page.title(), 'Rsbuild');
    const hero = page.locator('.rp-home-hero');
    assert.match(await hero.innerText(), /Rsbuild/);
    assert.match(await hero.locator('.rp-home-hero__tagline').innerText(), /webpack/);
    const logo = hero.locator('.rp-home-hero__image img').first();
    assert.ok((await logo.getAttribute('alt'))?.length, 'the logo has alt text');
    assert.ok(await logo.evaluate((img) => img.complete && img.naturalWidth > 0), 'the logo loads');
    const introLink = page.getByRole('link', { name: intro, exact: true });
    const quickLink = page.getByRole('link', { name: quick, exact: true });
    assert.equal(await introLink.getAttribute('href'), `${prefix}/guide/start/`);
    assert.equal(await quickLink.getAttribute('href'), `${prefix}/guide/start/quick-start`);
    await quickLink.click();
    await page.waitForURL(`${env.site.url}${prefix}/guide/start/quick-start`);
    await page.locator('h1').first().waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(external, [], 'nothing is loaded from another host');
    await context.close();
  });

  test(`${lang} home: six feature cards, footer copyright and both release feeds`, async () => {
    const { page, context } = await newPage(env.browser);
    await page.goto(`${env.site.url}${prefix}/`);
    await hydrated(page);
    assert.equal(await page.locator('.rp-home-feature__title').count(), 6);
    assert.match(await page.locator('footer').last().innerText(), /©/);
    const feeds = await page.locator('head link[rel="alternate"][type$="xml"]').evaluateAll((ls) =>
      ls.map((l) => [l.getAttribute('type'), l.getAttribute('href')]),
    );
    assert.deepEqual(feeds, [
      ['application/rss+xml', `/rss/releases-${lang}.rss`],
      ['application/atom+xml', `/rss/releases-${lang}.xml`],
    ]);
    const visible = await page.locator('.rs-home-feeds a').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    assert.deepEqual(visible, [`/rss/releases-${lang}.rss`, `/rss/releases-${lang}.xml`]);
    await context.close();
  });
}
