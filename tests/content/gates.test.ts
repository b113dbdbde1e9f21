// The content gates on the real pages: every route present, translated, true, compiling, linked.
import assert from 'node:assert/strict';
import test from 'node:test';
import { DOCS } from '../../scripts/lib/pages';
import { buildNav, buildSidebar } from '../../scripts/lib/site-nav';
import {
  NAVIGATION,
  ROUTES_FILE,
  checkDefaults,
  checkExampleGate,
  checkFrontMatter,
  checkLinks,
  checkLocalizedNavigation,
  checkParity,
  checkPluginVersions,
  checkRouteList,
  checkRoutes,
  checkStubs,
  checkTypography,
  readRouteList,
  realDefaults,
  report,
} from '../../scripts/gates/gates';

const routes = readRouteList(ROUTES_FILE);

test('1. routes: tests/fixtures/routes.txt lists both home pages, no route twice, each Chinese route with its English one', () => {
  const problems = checkRouteList(ROUTES_FILE);
  assert.deepEqual(problems, [], report(problems));
  assert.ok(routes.length > 2, `${ROUTES_FILE} lists routes`);
  const zh = routes.filter((r) => r.startsWith('/zh/')).length;
  console.log(`routes.txt: ${routes.length} routes (${routes.length - zh} English, ${zh} Chinese)`);
});

test('1. routes: every route of routes.txt has its page; every page is a route, or linked by the navigation data in both languages', () => {
  const problems = checkRoutes(DOCS, routes, NAVIGATION);
  assert.deepEqual(problems, [], report(problems));
});

test('2. parity: Chinese pages mirror the English headings, code blocks, and the lists, tables and callouts of each section, and are in Chinese', () => {
  const problems = checkParity(DOCS);
  assert.deepEqual(problems, [], report(problems));
});

test('3. defaults: Type and Default lines present, defaults equal what 0.5.9 does in both modes', async () => {
  const { normalized, rspack } = await realDefaults();
  const problems = checkDefaults(DOCS, normalized, rspack);
  assert.deepEqual([...problems], [], report(problems));
  assert.ok(problems.compared > 100, `only ${problems.compared} documented defaults compared`);
  console.log(`defaults: ${problems.compared} documented defaults compared with 0.5.9`);
});

test('4. examples: every @rsbuild/core example type-checks against 0.5.9, plugin options against their 0.5.9 declarations', () => {
  const problems = checkExampleGate(DOCS);
  console.log(`examples: ${problems.checked} type-checked, ${problems.skipped} partial snippets skipped`);
  console.log(`examples: plugins checked against tests/content/plugins-0.5.9: ${problems.declared.join(', ') || 'none'}`);
  if (problems.loose.length) console.log(`examples: plugins typed loosely (no declaration yet): ${problems.loose.join(', ')}`);
  assert.deepEqual([...problems], [], report(problems));
  assert.ok(problems.checked > 1000, `only ${problems.checked} examples found`);
});

test('5. links: internal links and anchors resolve in the page language; navigation data is valid', () => {
  const problems = checkLinks(DOCS, NAVIGATION, routes);
  assert.deepEqual(problems, [], report(problems));
});

test('5. links: every sidebar and navbar link of each language is a page of that language (no English-only page in the Chinese sidebar)', () => {
  const problems = checkLocalizedNavigation(DOCS, buildSidebar(NAVIGATION.sidebar, DOCS), buildNav([...NAVIGATION.nav], DOCS));
  assert.deepEqual(problems, [], report(problems));
});

test('6. front matter: release dates, home hero and features, a title on every page', () => {
  const problems = checkFrontMatter(DOCS);
  assert.deepEqual(problems, [], report(problems));
});

test('7. no stubs: no TODO or placeholder text, every page above the minimum length', () => {
  const problems = checkStubs(DOCS);
  assert.deepEqual(problems, [], report(problems));
});

test('8. Chinese typography: spacing, full-width punctuation, glossary terms', () => {
  const problems = checkTypography(DOCS);
  assert.deepEqual(problems, [], report(problems));
});

test('9. plugin versions: every official plugin a page names is 0.5.9, none is said to lack a 0.5 release', () => {
  const problems = checkPluginVersions(DOCS);
  assert.deepEqual(problems, [], report(problems));
});
