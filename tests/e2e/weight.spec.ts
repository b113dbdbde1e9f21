// Byte budgets of a visit (gzip, as a static host serves the files) on every page type in both languages;
// bytes are stable from run to run, so they are asserted, times never are. A first visit (HTML, stylesheet,
// images, boot script; the app loads on intent) ≤ 40 KB; hydration on intent (the app's scripts and the route
// chunk) held at the largest + 3 % (RESULTS.md), so it only goes down; following a link ≤ 30 KB, a page load
// before the app (stylesheet and boot script cached) or a client-side navigation after it.
import { expect, test } from './fixtures';
import { SITE, readRoutes } from '../../scripts/lib/built-site';
import {
  SAMPLES,
  firstVisitWeight,
  hydrationWeight,
  kb,
  navigationWeight,
  pageLoadWeight,
  staticFirstVisit,
} from '../../scripts/lib/visit-weight';

const FIRST_VISIT = 40 * 1024;
const HTML = 30 * 1024;
const HYDRATION = 182 * 1024;
const NAVIGATION = 30 * 1024;

for (const sample of SAMPLES) {
  test(`${sample.type} ${sample.path}: first visit ≤ ${kb(FIRST_VISIT)} without the app, HTML ≤ ${kb(HTML)}, no search bytes; hydration on intent ≤ ${kb(HYDRATION)}; a link ≤ ${kb(NAVIGATION)} before and after @phone`, async ({
    page,
  }) => {
    const first = await firstVisitWeight(page, sample.path);
    const list = (w: typeof first) => w.files.map((f) => `${kb(f.gzip)} ${new URL(f.url).pathname}`).join(', ');
    expect(first.byKind.html, 'HTML').toBeLessThanOrEqual(HTML);
    expect(first.total, `first visit: ${list(first)}`).toBeLessThanOrEqual(FIRST_VISIT);
    expect(
      first.files.filter((f) => /pagefind|search_index/.test(f.url)),
      'no search byte before intent',
    ).toEqual([]);
    expect(
      first.files.filter((f) => /\/static\/js\/(?!boot\.)/.test(new URL(f.url).pathname)).map((f) => f.url),
      'no app script before intent',
    ).toEqual([]);
    const app = await hydrationWeight(page);
    expect(app.total, `hydration: ${list(app)}`).toBeLessThanOrEqual(HYDRATION);
    const nav = await navigationWeight(page, sample.next);
    expect(nav.requests, 'the navigation loaded something').toBeGreaterThan(0);
    expect(nav.total, 'client-side navigation').toBeLessThanOrEqual(NAVIGATION);
    // The same link before hydration, on a new load of the page (its files cached).
    await page.goto(sample.path);
    await page.waitForLoadState('networkidle');
    const plain = await pageLoadWeight(page, sample.next);
    expect(
      plain.files.map((f) => new URL(f.url).pathname),
      'a page load, without the app',
    ).not.toContainEqual(expect.stringMatching(/\/static\/js\/(?!boot\.)/));
    expect(plain.total, `page load: ${list(plain)}`).toBeLessThanOrEqual(NAVIGATION);
  });
}

// Every route, from the built files: the samples above measure a few pages whole in the browser; this
// catches the long page that grows past the budget (a page's HTML is the part that varies).
test(`every route: first visit ≤ ${kb(FIRST_VISIT)} (its HTML and the files its markup loads, gzip)`, () => {
  const over = readRoutes()
    .map((route) => ({ route, ...staticFirstVisit(route, SITE) }))
    .filter((v) => v.total > FIRST_VISIT)
    .map((v) => `${v.route}: ${kb(v.total)} (${v.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')})`);
  expect(over, 'pages over the budget: make the page shorter, or split it').toEqual([]);
});
