// Security headers: the build's `_headers` (a strict Content-Security-Policy with the hashes of the
// inline scripts, and the other headers), served by the test server as a static host serves it; no
// violation on the pages; new-tab links that keep rel="noopener noreferrer".
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, htmlFiles, inlineCodeProblems, inlineScriptHashes, parseHeadersFile } from '../../plugins/post-build/security-headers';
import { expect, hydrated, test } from './fixtures';
import { SITE } from '../../scripts/lib/built-site';

const headersFile = (): string => fs.readFileSync(path.join(SITE, '_headers'), 'utf8');
const policyOf = (text: string): Map<string, string[]> => {
  const csp = headersFor(parseHeadersFile(text), '/')['Content-Security-Policy'] ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map((d) => [d[0], d.slice(1)]),
  );
};

test('the build writes _headers: a strict policy that lists the hash of every inline script of every page', () => {
  const policy = policyOf(headersFile());
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  // WebAssembly compiles for the live example of /guide/basic/wasm-assets (tests/e2e/preview.spec.ts); the search
  // needs none (tests/e2e/search.spec.ts runs it under script-src 'self').
  expect(scriptSrc).toContain("'wasm-unsafe-eval'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const files = htmlFiles(SITE);
  expect(files.length).toBeGreaterThan(300);
  const missing = new Set<string>();
  const problems: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) if (!scriptSrc.includes(`'${hash}'`)) missing.add(`${path.relative(SITE, file)}: ${hash}`);
    problems.push(...inlineCodeProblems(html).map((p) => `${path.relative(SITE, file)}: ${p}`));
  }
  expect([...missing], 'every inline script is allowed by its hash').toEqual([]);
  expect(problems, 'no inline event handlers or javascript: URLs, which no hash can allow').toEqual([]);
});

test('every file under /static/ has a content hash in its name, so caching it for a year is safe', () => {
  const unhashed: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (!/[.-][0-9a-f]{8,}\./i.test(e.name)) unhashed.push(path.relative(SITE, p));
    }
  };
  walk(path.join(SITE, 'static'));
  expect(unhashed).toEqual([]);
  expect(headersFor(parseHeadersFile(headersFile()), '/static/js/index.0123abcd.js')['Cache-Control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('the server sends the headers of _headers: the policy on pages, immutable caching on hashed assets', async ({ request }) => {
  const page = await request.get('/guide/start/quick-start');
  const expected = headersFor(parseHeadersFile(headersFile()), '/guide/start/quick-start');
  expect(page.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cache-control'] ?? '').not.toContain('immutable');
  const script = /<script[^>]+src="(\/static\/js\/[^"]+)"/.exec(await page.text())?.[1] ?? '';
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']);
});

/** Collects CSP violations (the event and the console's "Refused to …") from before the first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation(v: string): Promise<void> }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  return violations;
}

for (const [name, path] of [
  ['the home page', '/'],
  ['a doc page', '/guide/start/quick-start'],
  ['a Chinese page', '/zh/config/server/port'],
  ['a release note', '/community/releases/v0-5'],
  ['the 404 page', '/no/such/page'],
  ['a language-prefixed 404 (redirect script)', '/en/no/such/page'],
] as const) {
  test(`under the site's Content-Security-Policy, ${name} works with no violation`, { tag: '@both' }, async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], 'served with the policy').toContain("script-src 'self'");
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}

test('under the policy the inline scripts run: the stored theme and ?navbar=0 apply before the app starts', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  await page.route(/\/static\/js\//, (r) => r.abort());
  await page.goto('/guide/start/quick-start?navbar=0', { waitUntil: 'domcontentloaded' });
  const classes = await page.evaluate(() => document.documentElement.className);
  expect(classes).toMatch(/\bdark\b/);
  expect(classes).toMatch(/\brs-hide-navbar\b/);
  expect(violations).toEqual([]);
});

test('under the policy, search opens and finds pages with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('glossary');
  await expect(page.locator('.rs-search__list a[href*="/guide/start/glossary"]').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('the policy is enforced: an inline script that is not in the build is blocked and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.head.append(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});

test('every link that opens a new tab carries rel="noopener noreferrer", in every built page', () => {
  const bad: string[] = [];
  let count = 0;
  for (const file of htmlFiles(SITE)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)) {
      count += 1;
      const rel = /\brel="([^"]*)"/.exec(m[0])?.[1].split(/\s+/) ?? [];
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) bad.push(`${path.relative(SITE, file)}: ${m[0].slice(0, 120)}`);
    }
  }
  expect(count).toBeGreaterThan(300);
  expect(bad).toEqual([]);
});

test('new-tab links added after hydration (product menu, social links) carry rel="noopener noreferrer"', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  await page
    .getByRole('button', { name: /Rstack/ })
    .first()
    .click();
  await expect(page.locator('a[target="_blank"]').first()).toBeVisible();
  const rels = await page
    .locator('a[target="_blank"]')
    .evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.getAttribute('rel') ?? ''}`));
  expect(rels.length).toBeGreaterThan(5);
  for (const r of rels) expect(r).toMatch(/\bnoopener\b.*\bnoreferrer\b|\bnoreferrer\b.*\bnoopener\b/);
});
