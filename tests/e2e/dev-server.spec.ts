// `pnpm dev` for authors: the dev server serves the pages and reloads one when its MDX changes.
// Runs on a copy of the project so that the edit never touches the real pages.
import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';
import { ROOT } from '../../scripts/lib/built-site';
import { type DevProject, startDevProject } from './support';
import { translationHash, withRecordedHash } from '../../plugins/translations';
import { createPage } from '../../scripts/new-page';

let dev: DevProject | undefined;
let dir = '';
let devURL = '';

// One dev server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dev = await startDevProject(
    'dev',
    (copy) => {
      // A page (only in this copy) that switches the layout parts off with front-matter flags.
      const intro = fs.readFileSync(path.join(ROOT, 'docs/en/guide/start/index.mdx'), 'utf8');
      fs.writeFileSync(
        path.join(copy, 'docs/en/guide/start/flags.mdx'),
        `---\nnavbar: false\nsidebar: false\noutline: false\nfooter: false\nglobalUIComponents: false\n---\n\n${intro}`,
      );
      // Translation records (only in this copy): features.zh translates an older English page, quick-start.zh the current one.
      const record = (route: string, english: string): void => {
        const zh = path.join(copy, `docs/zh${route}.mdx`);
        fs.writeFileSync(zh, withRecordedHash(fs.readFileSync(zh, 'utf8'), translationHash(english)));
      };
      const en = (route: string): string => fs.readFileSync(path.join(copy, `docs/en${route}.mdx`), 'utf8');
      record('/guide/start/features', `${en('/guide/start/features')}\nA paragraph the English page had when it was translated.\n`);
      record('/guide/start/quick-start', en('/guide/start/quick-start'));
      // A blank page (no standard layout) with mail and phone links, only in this copy.
      fs.writeFileSync(
        path.join(copy, 'docs/en/guide/start/blank.mdx'),
        '---\npageType: blank\n---\n\n# Contact\n\nWrite to [the team](mailto:team@example.com) or call [the desk](tel:+15550100).\n',
      );
    },
    150_000,
  );
  dir = dev.dir;
  devURL = dev.url;
});

test.afterAll(async () => {
  await dev?.stop();
});

test('front-matter flags switch off the navbar, sidebar, outline, footer and global UI components', async ({ page, pageLog }) => {
  // The dev server compiles a page on its first visit: that can take a while on 2 cores.
  page.setDefaultTimeout(90_000);
  await page.goto(`${devURL}/guide/start/flags`);
  await hydrated(page);
  await expect(page.locator('.rp-doc h1').first()).toBeVisible({ timeout: 90_000 });
  // Nothing of the parts the flags switch off shows up once the page has settled; the same page
  // without the flags (below) shows its image zoom by then.
  await page.waitForTimeout(400);
  for (const selector of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer', '.rs-site-footer']) {
    await expect(page.locator(selector), `${selector} is not rendered`).toHaveCount(0);
  }
  await expect(page.locator('.rp-doc img.medium-zoom-image'), 'no image zoom').toHaveCount(0);
  // The same page without the flags has them all.
  await page.goto(`${devURL}/guide/start/`);
  await hydrated(page);
  await expect(page.locator('.rp-doc img.medium-zoom-image').first()).toBeAttached({ timeout: 90_000 });
  for (const selector of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer']) {
    await expect(page.locator(selector).first(), `${selector} is there without the flags`).toBeAttached();
  }
  expect(pageLog.errors).toEqual([]);
});

test('the dev server serves a page and reloads it when its MDX file is edited', async ({ page, pageLog }) => {
  page.setDefaultTimeout(90_000);
  await page.goto(`${devURL}/guide/start/glossary`);
  await hydrated(page);
  await expect(page.locator('h1').first()).toContainText('Glossary', { timeout: 90_000 });
  const file = path.join(dir, 'docs/en/guide/start/glossary.mdx');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^# (.*)$/m, '# $1 (edited)'));
  await expect(page.locator('h1').first()).toContainText('(edited)', { timeout: 90_000 });
  expect(pageLog.errors).toEqual([]);
});

test('a Chinese page whose English page changed since its translation tells readers so, with a link to the English page', async ({
  page,
}) => {
  page.setDefaultTimeout(90_000);
  await page.goto(`${devURL}/zh/guide/start/features`);
  await hydrated(page);
  const notice = page.locator('.rs-translation-notice');
  await expect(notice).toBeVisible({ timeout: 90_000 });
  await expect(notice).toContainText('英文原文在本页翻译之后有过更新');
  await expect(notice.locator('a')).toHaveAttribute('href', /^\/guide\/start\/features$/);
  await page.goto(`${devURL}/zh/guide/start/quick-start`);
  await hydrated(page);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.rs-translation-notice'), 'a current translation has no notice').toHaveCount(0);
});

test('a blank page has no site footer; mailto: and tel: links open in place, not in a new tab', async ({ page, pageLog }) => {
  page.setDefaultTimeout(90_000);
  await page.goto(`${devURL}/guide/start/blank`);
  await hydrated(page);
  await expect(page.locator('h1').first()).toContainText('Contact', { timeout: 90_000 });
  await page.waitForTimeout(300);
  await expect(page.locator('.rs-site-footer'), 'no footer on a blank page').toHaveCount(0);
  await expect(page.locator('.rp-nav'), 'no navbar either').toHaveCount(0);
  for (const href of ['mailto:team@example.com', 'tel:+15550100']) {
    const link = page.locator(`a[href="${href}"]`);
    await expect(link).toHaveCount(1);
    expect(await link.getAttribute('target'), `${href} opens no new tab`).toBeNull();
  }
  expect(pageLog.errors).toEqual([]);
});

test('pnpm dev links the release feeds in the head of the home and release pages', async ({ page }) => {
  page.setDefaultTimeout(90_000);
  for (const [path, lang] of [
    ['/', 'en'],
    ['/community/releases/v0-5', 'en'],
    ['/zh/community/releases/v0-5', 'zh'],
  ] as const) {
    await page.goto(`${devURL}${path}`);
    await hydrated(page);
    await expect
      .poll(
        () => page.locator('head link[rel="alternate"][type$="+xml"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')).sort()),
        { timeout: 90_000, message: path },
      )
      .toEqual([`/rss/releases-${lang}.rss`, `/rss/releases-${lang}.xml`]);
  }
});

test('pnpm dev serves the Markdown copies and llms.txt from the sources, with an edit of the page in them', async ({ request }) => {
  const res = await request.get(`${devURL}/guide/start/quick-start.md`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const body = await res.text();
  expect(body).toMatch(/^# Quick start\n/);
  expect(body).toContain('```sh [pnpm]\npnpm add @rsbuild/core@0.5.9 -D\n```');
  // The generated list of the config overview is in its copy, links point at the copies.
  expect(await (await request.get(`${devURL}/config/index.md`)).text()).toMatch(/\]\(https:\/\/rsbuild\.dev\/config\/source\/alias\.md\)/);
  const llms = await (await request.get(`${devURL}/zh/llms.txt`)).text();
  expect(llms).toContain('](/zh/guide/start/quick-start.md)');
  const file = path.join(dir, 'docs/en/guide/basic/cli.mdx');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\n## /, '\nAn edited line for the copy.\n\n## '));
  expect(await (await request.get(`${devURL}/guide/basic/cli.md`)).text()).toContain('An edited line for the copy.');
});

// Last: adding a page restarts the dev server.
test('pnpm new-page adds a page in both languages and both sidebars, without a restart and touching no other file', async ({ page }) => {
  page.setDefaultTimeout(90_000);
  const changed = createPage({ route: '/guide/basic/my-topic', enTitle: 'My topic', zhTitle: '我的主题' }, dir);
  expect(changed.sort()).toEqual(['docs/en/guide/basic/my-topic.mdx', 'docs/zh/guide/basic/my-topic.mdx', 'site/navigation.ts']);
  for (const [url, label] of [
    ['/guide/start/', 'My topic'],
    ['/zh/guide/start/', '我的主题'],
  ]) {
    // The new files restart the dev server (Rspress watches the docs folder for added files); if the
    // page never comes, the server's log says why (a restart that failed leaves no server on the port).
    try {
      await expect(async () => {
        await page.goto(`${devURL}${url}`);
        await hydrated(page);
        await expect(page.locator('.rp-doc-layout__sidebar a[href$="/guide/basic/my-topic"]')).toHaveText(label, { timeout: 5_000 });
      }).toPass({ timeout: 120_000 });
    } catch (e) {
      throw new Error(`${(e as Error).message}\n\nThe dev server's log (its end):\n${dev?.log().slice(-4000)}`);
    }
  }
  await page.goto(`${devURL}/zh/guide/basic/my-topic`);
  await hydrated(page);
  await expect(page.locator('h1').first()).toContainText('我的主题');
});
