// The content gates on the real pages: every route present, translated, true, compiling, linked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import test from 'node:test';
import * as navigation from '../../scripts/navigation.mjs';
import {
  PENDING_ROUTES,
  SHARED_ROUTES,
  checkDefaults,
  checkExampleGate,
  checkFrontMatter,
  checkLinks,
  checkParity,
  checkRoutes,
  checkStubs,
  checkTypography,
  readRouteList,
  realDefaults,
  report,
} from '../../scripts/lib/gates.mjs';
import { DOCS, ROOT } from '../../scripts/lib/pages.mjs';

const routes = readRouteList(SHARED_ROUTES);
const pending = readRouteList(PENDING_ROUTES);

test('1. routes: every route of routes.txt has its page (except the pending list), no page is off the list', () => {
  assert.equal(routes.length, 345, 'routes.txt lists 345 routes');
  const problems = checkRoutes(DOCS, routes, pending);
  assert.deepEqual(problems, [], report(problems));
  console.log(`routes: ${routes.length - pending.length}/${routes.length} written, ${pending.length} pending`);
});

test('1. routes: the pending list only shrinks', () => {
  let previous;
  try {
    previous = execFileSync('git', ['show', 'HEAD:tests/content/pending-routes.txt'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return; // first commit of the list
  }
  const before = new Set(previous.split('\n').filter((l) => l.startsWith('/')));
  const added = pending.filter((r) => !before.has(r));
  assert.deepEqual(added, [], `routes added back to ${PENDING_ROUTES}: write their pages instead`);
  assert.deepEqual([...pending].sort(), pending, 'keep the pending list sorted');
});

test('2. parity: Chinese pages mirror the English headings and code blocks, and are in Chinese', () => {
  const problems = checkParity(DOCS);
  assert.deepEqual(problems, [], report(problems));
});

test('3. defaults: Type and Default lines present, defaults equal what 0.5.9 does in both modes', async () => {
  const { normalized, rspack } = await realDefaults();
  const problems = checkDefaults(DOCS, normalized, rspack);
  assert.deepEqual([...problems], [], report(problems));
  console.log(`defaults: ${problems.compared} documented defaults compared with 0.5.9`);
});

test('4. examples: every @rsbuild/core example type-checks against 0.5.9', () => {
  const problems = checkExampleGate(DOCS);
  console.log(`examples: ${problems.checked} type-checked, ${problems.skipped} partial snippets skipped`);
  assert.deepEqual([...problems], [], report(problems));
});

test('5. links: internal links and anchors resolve in the page language; navigation data is valid', () => {
  const problems = checkLinks(DOCS, navigation, routes);
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

test('the pending list file exists and every listed route is real', () => {
  assert.ok(fs.existsSync(PENDING_ROUTES));
});
