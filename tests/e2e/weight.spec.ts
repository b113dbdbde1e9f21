// Byte budgets of a visit (gzip, as a static host serves the files), on every page type in both
// languages. Bytes are stable from run to run, so they are asserted; times never are.
// The issue's target for a first visit is 150 KB; the site is at 184-212 KB (React 19 and the router
// alone are 80 KB, the Rspress theme runtime and the route table most of the rest, see README
// "Benchmarks"), so FIRST_VISIT holds the line where it is (the largest + 3 %) and must only go down.
import { expect, test } from './fixtures';
import { SAMPLES, firstVisitWeight, kb, navigationWeight } from './weight';

const FIRST_VISIT = 218 * 1024;
const HTML = 30 * 1024;
const NAVIGATION = 30 * 1024;

for (const sample of SAMPLES) {
  test(`${sample.type} ${sample.path}: first visit ≤ ${kb(FIRST_VISIT)}, HTML ≤ ${kb(HTML)}, no search bytes; a client-side navigation ≤ ${kb(NAVIGATION)} @phone`, async ({ page }) => {
    const first = await firstVisitWeight(page, sample.path);
    expect(first.byKind.html, 'HTML').toBeLessThanOrEqual(HTML);
    expect(first.total, `first visit: ${first.files.map((f) => `${kb(f.gzip)} ${new URL(f.url).pathname}`).join(', ')}`).toBeLessThanOrEqual(FIRST_VISIT);
    expect(first.files.filter((f) => /pagefind|search_index/.test(f.url)), 'no search byte before intent').toEqual([]);
    const nav = await navigationWeight(page, sample.next);
    expect(nav.requests, 'the navigation loaded something').toBeGreaterThan(0);
    expect(nav.total, 'client-side navigation').toBeLessThanOrEqual(NAVIGATION);
  });
}
