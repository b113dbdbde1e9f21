// Without JavaScript: the pre-rendered pages carry their content, their navigation links and their
// code blocks, visible and readable, on a sample of every type of page in both languages.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

type Sample = { type: string; path: string; code?: boolean; doc?: boolean };

const samples: Sample[] = [
  { type: 'home', path: '/' },
  { type: 'home (zh)', path: '/zh/' },
  { type: 'guide', path: '/guide/start/quick-start', code: true, doc: true },
  { type: 'guide (zh)', path: '/zh/guide/basic/server', code: true, doc: true },
  { type: 'config option', path: '/config/server/port', code: true, doc: true },
  { type: 'config option (zh)', path: '/zh/config/output/dist-path', code: true, doc: true },
  { type: 'overview', path: '/config/', doc: true },
  { type: 'plugin', path: '/plugins/list/plugin-react', code: true, doc: true },
  { type: 'API', path: '/api/javascript-api/core', code: true, doc: true },
  { type: 'release note (zh)', path: '/zh/community/releases/v0-5', code: true, doc: true },
  { type: '404', path: '/no/such/page' },
];

/** WCAG contrast ratio of an element's text against the page background. */
async function contrast(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
      const lum = (c: number[]): number => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let bg = 'rgb(255, 255, 255)';
      for (let e: Element | null = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (c && !/rgba\(.*, 0\)$|transparent/.test(c)) {
          bg = c;
          break;
        }
      }
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(bg))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

for (const s of samples) {
  test(`without JavaScript, the ${s.type} page (${s.path}) shows its content, navigation and code`, async ({ page, request }) => {
    await page.goto(s.path);
    const zh = s.path.startsWith('/zh');
    // Content.
    const heading = page.locator('h1, .rp-home-hero__title').first();
    await expect(heading).toBeVisible();
    expect((await heading.innerText()).trim().length).toBeGreaterThan(1);
    if (s.doc) {
      const text = await page.locator('.rspress-doc').first().innerText();
      expect(text.length, 'the article is there').toBeGreaterThan(200);
      expect(await contrast(page, '.rspress-doc p'), 'body text is readable').toBeGreaterThanOrEqual(4.5);
    }
    // Navigation: the navbar sections, and the sidebar of doc pages, as plain links.
    await expect(page.locator(`.rp-nav a[href="${zh ? '/zh' : ''}/guide/start/"]`).first()).toBeVisible();
    if (s.doc) {
      const sidebarLinks = page.locator('.rp-doc-layout__sidebar a[href^="/"]');
      expect(await sidebarLinks.count()).toBeGreaterThanOrEqual(3);
      await expect(sidebarLinks.first()).toBeVisible();
      for (const href of (await sidebarLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).slice(0, 3)) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
    // Code blocks: highlighted at build time, readable as they are.
    if (s.code) {
      const code = page.locator('.rspress-doc pre code').first();
      // As a reader sees it: a block off screen is laid out when it nears the viewport.
      await code.scrollIntoViewIfNeeded();
      await expect(code).toBeVisible();
      // content-visibility: auto lays the block out at the next rendering step after the scroll, not at once.
      await expect.poll(async () => (await code.innerText()).trim().length).toBeGreaterThan(3);
      expect(await contrast(page, '.rspress-doc pre code span.k'), 'code is readable').toBeGreaterThanOrEqual(3);
    }
    if (s.type === '404') {
      await expect(page.locator('.rp-not-found')).toContainText('PAGE NOT FOUND');
      await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    }
  });
}
