// The Markdown copy of every page (plugins/markdown-copies/, written from the page sources):
// the title first, no front matter, callouts as quotes, one code block per package manager, `<kbd>` keys on
// their line, links absolute, no site chrome. Then the page's actions under its title
// (theme/components/PageActions/index.tsx): "Copy page" before and after the app, its failed state, the menu
// by keyboard, its links, without JavaScript, and axe on the open menu.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { site } from '../../site';
import { type Theme, axeViolations, setTheme } from './a11y-support';
import { holdApp } from './early-support';
import { expect, hydrated, test } from './fixtures';
import { SITE, isHydrated } from '../../scripts/lib/built-site';

function copyOf(route: string): string {
  return fs.readFileSync(path.join(SITE, `${route}.md`), 'utf8');
}

function mdFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? mdFiles(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []));
}

/** The lines outside fenced code blocks (quoted ones with their `> ` removed). */
function prose(md: string): string[] {
  const out: string[] = [];
  let inside = false;
  for (const line of md.split('\n')) {
    const bare = line.replace(/^(> ?)+/, '');
    if (/^\s*(```|~~~)/.test(bare)) {
      inside = !inside;
      continue;
    }
    if (!inside) out.push(bare);
  }
  return out;
}

test('every Markdown copy starts with its title and has no front matter, containers or relative links', () => {
  const files = mdFiles(SITE);
  expect(files.length, 'the copies are written').toBeGreaterThan(300);
  const problems: string[] = [];
  for (const file of files) {
    const md = fs.readFileSync(file, 'utf8');
    const name = path.relative(SITE, file);
    if (!md.startsWith('# ')) problems.push(`${name}: does not start with its title`);
    for (const line of prose(md)) {
      if (/^:::/.test(line)) problems.push(`${name}: container ${line}`);
      if (/\]\(\/(?!\/)/.test(line)) problems.push(`${name}: relative link ${line.slice(0, 80)}`);
      if (/^\+\w/.test(line)) problems.push(`${name}: a key split over lines`);
    }
  }
  expect(problems).toEqual([]);
});

for (const lang of ['', '/zh'] as const) {
  test(`the copies of pages with each component are ready to paste${lang ? ' (zh)' : ''}`, () => {
    // A callout (:::tip) becomes a quote with its label.
    const https = copyOf(`${lang}/config/server/https`);
    expect(https).toMatch(new RegExp(`^> \\*\\*${lang ? '提示' : 'Tip'}\\*\\*\\n>\\n> .*plugin-basic-ssl`, 'm'));
    expect(https).toContain(`](${site.url}${lang ? 'zh/' : ''}config/server/proxy.md)`);
    // Package-manager tabs: one code block per manager, with its language.
    const rsdoctor = copyOf(`${lang}/guide/debug/rsdoctor`);
    for (const pm of ['npm', 'yarn', 'pnpm', 'bun'])
      expect(rsdoctor).toMatch(new RegExp(`\`\`\`sh \\[${pm}\\]\\n${pm} add @rsdoctor/rspack-plugin@0\\.2\\.4 -D\\n\`\`\``));
    // <kbd>Ctrl</kbd>+<kbd>C</kbd> stays on its line.
    expect(rsdoctor).toContain('Ctrl+C');
    // Code blocks keep their language; nothing of the chrome (navigation, footer, HTML).
    expect(copyOf(`${lang}/config/server/port`)).toMatch(/```ts/);
    for (const md of [https, rsdoctor]) {
      expect(prose(md).filter((l) => /<\/?(div|nav|footer|button|svg|kbd)\b/i.test(l))).toEqual([]);
      expect(md).not.toMatch(/^---\n/);
    }
  });
}

const QUICK_START = '/guide/start/quick-start';

/** The clipboard's text, as the page reads it. */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('"Copy page" copies the page\'s Markdown before the app and shows the copied state for 2 s; after the app too @both', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const copy = page.locator('.rs-pa__copy');
  await expect(copy).toHaveAccessibleName('Copy page');
  const markdown = copyOf(QUICK_START);
  await copy.click();
  await expect(copy).toHaveAttribute('data-state', 'copied');
  expect(await isHydrated(page), 'copied without the app').toBe(false);
  expect(await clipboard(page)).toBe(markdown);
  await expect(copy).toHaveAccessibleName('Copied');
  await expect(copy).not.toHaveAttribute('data-state', /./, { timeout: 3000 });
  await expect(copy).toHaveAccessibleName('Copy page');

  // The app takes over the same button: the markup did not change under it (no hydration problem).
  await app.release();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await copy.click();
  await expect(copy).toHaveAttribute('data-state', 'copied');
  expect(await clipboard(page)).toBe(markdown);
  expect(app.problems).toEqual([]);
});

test('the press answers in the page before the app: the copying state is shown by the click itself, before the network, then copied', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await holdApp(page);
  await page.goto('/zh/config/server/https');
  const copy = page.locator('.rs-pa__copy');
  await expect(copy).toHaveAccessibleName('复制页面');
  // Read in the same task as the click: the answer waits for no fetch, timer or frame (times are for
  // pnpm bench:interaction, not for tests).
  const state = await copy.evaluate((button) => {
    (button as HTMLElement).click();
    return (button as HTMLElement).dataset.state;
  });
  expect(state).toBe('copying');
  await expect(copy).toHaveAttribute('data-state', 'copied');
  expect(await clipboard(page)).toBe(copyOf('/zh/config/server/https'));
  await expect(copy).toHaveAccessibleName('已复制');
});

test('"Copy page" works in a browser without ClipboardItem (Firefox before 127): the text is written once it has loaded', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    delete (window as { ClipboardItem?: unknown }).ClipboardItem;
  });
  await page.goto('/guide/start/quick-start');
  const copy = page.locator('.rs-pa__copy');
  await copy.click();
  await expect(copy).toHaveAttribute('data-state', 'copied');
  expect(await clipboard(page)).toBe(copyOf('/guide/start/quick-start'));
});

test('a Markdown copy that does not load shows the failed state and logs it; nothing else breaks', async ({
  page,
  context,
  baseURL,
  pageLog,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.route('**/*.md', (route) => route.abort());
  await page.goto(QUICK_START);
  const copy = page.locator('.rs-pa__copy');
  await copy.click();
  await expect(copy).toHaveAttribute('data-state', 'failed');
  await expect(copy).toHaveAccessibleName('Copy failed');
  expect(
    pageLog.errors.some((e) => /could not be copied/.test(e)),
    pageLog.errors.join('\n'),
  ).toBe(true);
  // The page still works: the app hydrates and the menu opens.
  await hydrated(page);
  await page.locator('.rs-pa__more').click();
  await expect(page.locator('.rs-pa__menu')).toBeVisible();
});

for (const lang of ['', '/zh'] as const) {
  test(`the menu's links${lang ? ' (zh)' : ''}: Markdown copy, assistants with the page's absolute .md address (new tab, noopener noreferrer), llms.txt; View as Markdown shows the copy as UTF-8 text`, async ({
    page,
  }) => {
    const route = `${lang}/guide/start/quick-start`;
    await page.goto(route);
    const menu = page.locator('.rs-pa__menu');
    await expect(menu).toBeHidden();
    await page.locator('.rs-pa__more').click();
    await expect(menu).toBeVisible();
    const md = `${site.url}${lang ? 'zh/' : ''}guide/start/quick-start.md`;
    await expect(menu.locator('.rs-pa__view')).toHaveAttribute('href', `${route}.md`);
    await expect(menu.locator('.rs-pa__link')).toHaveAttribute('value', md);
    for (const [host, base] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ]) {
      const link = menu.locator(`a[href^="${base}"]`);
      await expect(link).toContainText(host);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const prompt = new URL((await link.getAttribute('href')) as string).searchParams.get('q');
      expect(prompt).toContain(md);
    }
    await expect(menu.locator(`a[href="${lang}/llms.txt"]`)).toBeVisible();
    // "View as Markdown" serves the copy, as UTF-8 text the browser shows (not a download).
    const response = await page.request.get(`${route}.md`);
    expect(await response.text()).toBe(copyOf(route));
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await menu.locator('.rs-pa__view').click();
    await expect(page).toHaveURL(new RegExp(`${route}\\.md$`));
    await expect(page.locator('body')).toContainText(copyOf(route).split('\n')[0].replace(/^# /, ''));
  });
}

test('the menu by keyboard: Enter opens it, Tab goes through it, Escape closes it with the focus back on its button; "Copy Markdown link" copies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/zh/guide/start/quick-start');
  await hydrated(page);
  const more = page.locator('.rs-pa__more');
  const menu = page.locator('.rs-pa__menu');
  await expect(more).toHaveAccessibleName('此页面的更多用法');
  await page.locator('.rs-pa__copy').focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  const link = menu.locator('.rs-pa__link');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(link).toHaveAttribute('data-state', 'copied');
  expect(await clipboard(page)).toBe(`${site.url}zh/guide/start/quick-start.md`);
  await page.keyboard.press('Tab');
  await expect(menu.locator('.rs-pa__view')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});

test('the menu opens before the app and Escape closes it there too @both', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto(QUICK_START);
  const more = page.locator('.rs-pa__more');
  await more.click();
  await expect(page.locator('.rs-pa__menu')).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.rs-pa__menu')).toBeHidden();
  await expect(more).toBeFocused();
  await app.release();
  expect(app.problems).toEqual([]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe: the page's actions, closed and open, ${theme} theme`, async ({ page }) => {
    await page.goto('/zh/config/server/https');
    await hydrated(page);
    await setTheme(page, theme);
    expect(await axeViolations(page, '.rs-pa')).toEqual([]);
    await page.locator('.rs-pa__more').click();
    await expect(page.locator('.rs-pa__menu')).toBeVisible();
    expect(await axeViolations(page, '.rs-pa')).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"View as Markdown" is a plain link; the buttons that need JavaScript are not shown', async ({ page }) => {
    await page.goto(QUICK_START);
    const view = page.locator('.rs-pa__view');
    await expect(view).toBeVisible();
    await expect(page.locator('.rs-pa__copy')).toBeHidden();
    await expect(page.locator('.rs-pa__more')).toBeHidden();
    await expect(view).toHaveAttribute('href', `${QUICK_START}.md`);
    expect((await page.request.get(`${QUICK_START}.md`)).status()).toBe(200);
  });
});
