// Hostile and odd URLs: each ends on the 404 page or on the right page of this site, with no console
// error, no script of the URL run, and no redirect to another host.
import { expect, hydrated, test } from './fixtures';

/** Console errors other than the failed load of the 404 response itself. */
const not404 = (errors: string[]): string[] => errors.filter((e) => !/status of 404/.test(e));

type Case = { name: string; path: string; ends: 'not-found' | string };

const cases: Case[] = [
  { name: 'a NUL byte', path: '/%00', ends: 'not-found' },
  { name: 'an encoded path traversal', path: '/..%2f..%2fetc/passwd', ends: 'not-found' },
  { name: 'a plain path traversal', path: '/guide/../../../etc/passwd', ends: 'not-found' },
  { name: 'broken percent-encoding', path: '/%E0%A4%A', ends: 'not-found' },
  { name: 'an escaped percent sign', path: '/%25', ends: 'not-found' },
  { name: 'a 5,000-character path', path: `/${'a'.repeat(5000)}`, ends: 'not-found' },
  { name: 'a doubled language prefix', path: '/zh/zh/guide', ends: 'not-found' },
  { name: 'the default language as a prefix', path: '/en/guide/start/', ends: '/guide/start/' },
  { name: 'the default language as a prefix, home', path: '/en/', ends: '/' },
  { name: 'a protocol-relative path', path: '//evil.example', ends: 'not-found' },
  { name: 'a protocol-relative path behind a language prefix', path: '/en//evil.example/', ends: 'not-found' },
  { name: 'a backslash path behind a language prefix', path: '/zh/%5Cevil.example', ends: 'not-found' },
  { name: 'markup in a layout switch', path: '/guide/start/?navbar=<script>window.__owned=1</script>', ends: '/guide/start/' },
  {
    name: 'markup in every switch',
    path: '/config/?sidebar="><img src=x onerror=window.__owned=1>&outline=0&footer=%3Csvg%20onload%3Dwindow.__owned%3D1%3E',
    ends: '/config/',
  },
  {
    name: 'odd query strings',
    path: '/guide/start/quick-start?__proto__[polluted]=1&constructor.prototype.x=1&&=&toString=1',
    ends: '/guide/start/quick-start',
  },
  { name: 'a stray percent sign in the query', path: '/guide/start/quick-start?navbar=0&x=%&%zz=1', ends: '/guide/start/quick-start' },
  { name: 'a stray percent sign in the hash', path: '/zh/guide/start/#%zz', ends: '/zh/guide/start/' },
  { name: 'markup in the hash', path: '/guide/start/quick-start#"><img src=x onerror=window.__owned=1>', ends: '/guide/start/quick-start' },
  { name: 'a .html suffix', path: '/guide/start/quick-start.html', ends: '/guide/start/quick-start' },
];

for (const c of cases) {
  test(`${c.name} (${c.path.slice(0, 60)}) ends on ${c.ends === 'not-found' ? 'the 404 page' : c.ends}, on this site, with nothing run`, async ({
    page,
    pageLog,
    baseURL,
  }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const origin = new URL(baseURL ?? '').origin;
    await page.goto(`${origin}${c.path}`);
    await expect(async () => {
      await hydrated(page);
      // The 404 script or the 404 page may move to the unprefixed path: wait until the URL settles.
      const before = page.url();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(before);
    }).toPass({ timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.origin, 'still on this site').toBe(origin);
    if (c.ends === 'not-found') {
      await expect(page.locator('.rp-not-found')).toContainText('PAGE NOT FOUND');
    } else {
      expect(url.pathname).toBe(c.ends);
      await expect(page.locator('.rp-not-found')).toHaveCount(0);
      await expect(page.locator('.rspress-doc h1, .rp-home-hero').first()).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned), 'no script from the URL ran').toBeUndefined();
    expect(dialogs, 'no dialog opened').toBe(0);
    expect(not404(pageLog.errors), 'no console error').toEqual([]);
    expect(pageLog.external, 'no request to another host').toEqual([]);
  });
}

test('a hostile path answers the 404 page with status 404 from the server, never a 400 or 500 text page', async ({ request }) => {
  for (const path of ['/%00', '/..%2f..%2fetc/passwd', '/%E0%A4%A', `/${'a'.repeat(5000)}`, '/%2e%2e/%2e%2e/etc/passwd']) {
    const res = await request.get(path);
    expect(res.status(), path.slice(0, 40)).toBe(404);
    expect(await res.text(), path.slice(0, 40)).toContain('PAGE NOT FOUND');
  }
});
