// The sample of routes that `pnpm test` runs the whole-site checks on (axe, the Nu Html Checker): routes that
// together hold every kind of markup, so a component's markup is checked somewhere even though most routes are
// left to `pnpm test:sweeps`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coveringSample, markupFeatures } from '../../scripts/lib/route-sample';

test("a page's features: element names, classes, roles, ARIA attributes, input types and parent > child pairs, from the body only", () => {
  const html =
    '<html><head><meta charset="utf-8"><title>x</title></head><body><main class="rp-doc wide"><p>a<br>b</p>' +
    '<div role="note" aria-label="Tip"><input type="checkbox"><code>c</code></div></main></body></html>';
  const features = [...markupFeatures(html)].sort();
  assert.deepEqual(features, [
    '.rp-doc',
    '.wide',
    '[aria-label]',
    '[role="note"]',
    '[type="checkbox"]',
    'body',
    'body>main',
    'br',
    'code',
    'div',
    'div>code',
    'div>input',
    'input',
    'main',
    'main>div',
    'main>p',
    'p',
    'p>br',
  ]);
});

test('the sample covers every feature of every route, takes the routes asked for first, and leaves out routes that add nothing', () => {
  const pages: Record<string, string[]> = {
    '/': ['home', 'nav'],
    '/a': ['nav', 'table', 'code'],
    '/b': ['nav', 'code'],
    '/c': ['nav', 'callout'],
    '/d': ['nav', 'table', 'code', 'callout'],
  };
  const sample = coveringSample(Object.keys(pages), (r) => new Set(pages[r]), ['/']);
  assert.deepEqual(sample, ['/', '/d']);
  const covered = new Set(sample.flatMap((r) => pages[r]));
  for (const features of Object.values(pages)) for (const f of features) assert.ok(covered.has(f), f);
});

test('on a tie the earlier route is taken, so the sample is the same on every run', () => {
  const pages: Record<string, string[]> = { '/x': ['a'], '/y': ['a'], '/z': ['b'] };
  assert.deepEqual(
    coveringSample(Object.keys(pages), (r) => new Set(pages[r])),
    ['/x', '/z'],
  );
});
