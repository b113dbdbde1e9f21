// The index's `asked` field (RANKING.index.asked): the questions of the held-out query sets, kept in
// plugins/search/asked.json by the page that answers them, searched as that page's meta field and never sent
// to the reader with the page's fragment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ASKED_FILE, readAsked } from '../../plugins/search/asked';
import { sourcePages } from '../../plugins/search/dev';
import { ASKED_META, searchDocument } from '../../plugins/search/html';
import { ROOT } from '../../scripts/lib/pages';
import { ABLATIONS, ablated } from '../../scripts/lib/search-ablation';
import { ASKED_SETS, askedByPage, askedJson } from '../../scripts/lib/search-asked';
import { DEV_SETS, readQueries } from '../../scripts/lib/search-metrics';
import { normalizeQuery, rankedPages } from '../../theme/search/local';
import { RANKING } from '../../theme/search/ranking';
import type { PagefindInstance } from '../../theme/search/types';

/** The languages whose index has the field. */
const ASKED_LANGS: readonly string[] = RANKING.index.asked.langs;

test(`${ASKED_FILE} holds the questions of every held-out set as they are now (after adding a set: pnpm search:asked)`, () => {
  const file = fs.readFileSync(path.join(ROOT, ASKED_FILE), 'utf8');
  assert.ok(file === askedJson(askedByPage()), `${ASKED_FILE} is behind the query sets: run \`pnpm search:asked\` and commit it.`);
  assert.deepEqual(readAsked(), askedByPage());
});

test('the development sets are not learned from: they stay a check of the ranking', () => {
  assert.ok(!ASKED_SETS.some((s) => (DEV_SETS as readonly string[]).includes(s)));
  const asked = readAsked();
  for (const lang of ASKED_LANGS) {
    const learned = new Set(Object.values(asked[lang] ?? {}).flat());
    const heldOut = new Set(ASKED_SETS.flatMap((s) => readQueries(lang, s).map((q) => q.q)));
    const devOnly = DEV_SETS.flatMap((s) => readQueries(lang, s).map((q) => q.q)).filter((q) => !heldOut.has(q));
    assert.ok(devOnly.length > 0);
    assert.deepEqual(
      devOnly.filter((q) => learned.has(q)),
      [],
      `${lang}: development questions in ${ASKED_FILE}`,
    );
  }
});

test("every page of the questions is a page of the site, in the questions' language", () => {
  const routes = new Set(
    fs
      .readFileSync(path.join(ROOT, 'tests/fixtures/routes.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('/')),
  );
  const asked = readAsked();
  assert.deepEqual(Object.keys(asked), [...ASKED_LANGS]);
  for (const lang of ASKED_LANGS) {
    const pages = Object.keys(asked[lang] ?? {});
    assert.ok(pages.length > 100, `${lang}: ${pages.length} pages`);
    for (const page of pages) {
      assert.ok(routes.has(page), `${ASKED_FILE}: ${lang} ${page} is not a page of the site`);
      assert.equal(page.startsWith('/zh/'), lang === 'zh', `${ASKED_FILE}: ${page} under ${lang}`);
    }
  }
});

test("a page's questions are a meta field of its search document, as text (a pasted tag is not markup), and none when the step is off", () => {
  const asked = ['Assets are missing from dist', 'why is </span><script>alert(1)</script> & <b>x</b> shown'];
  const doc = searchDocument('<h1>output.copy</h1><p>Copies files.</p>', 'en', [], RANKING.index, { asked });
  const field = doc.match(new RegExp(`<span data-pagefind-meta="${ASKED_META}">([^<]*)</span>`));
  assert.ok(field, doc);
  assert.equal(field[1], 'Assets are missing from dist | why is &lt;/span>&lt;script>alert(1)&lt;/script> &amp; &lt;b>x&lt;/b> shown');
  assert.ok(!doc.includes('<script>'));
  // Outside the indexed body: the questions are never a page's text or snippet.
  assert.ok(doc.indexOf(field[0]) < doc.indexOf('data-pagefind-body'));
  const off = searchDocument('<h1>output.copy</h1>', 'en', [], { ...RANKING.index, asked: { langs: [] } }, { asked });
  assert.ok(!off.includes(ASKED_META));
  // Only in the languages of RANKING.index.asked.langs (not Chinese).
  assert.ok(!searchDocument('<h1>output.copy</h1>', 'zh', [], RANKING.index, { asked }).includes(ASKED_META));
  assert.ok(!searchDocument('<h1>x</h1>', 'en').includes(ASKED_META));
});

test('the browser weighs a match in the questions (a Pagefind meta weight), and the step can be switched off without editing code', () => {
  assert.ok(RANKING.pagefind.metaWeights.asked > 0);
  assert.equal(ABLATIONS.find((a) => a.step === 'asked')?.side, 'index');
  assert.deepEqual(ablated(['asked']).index.asked.langs, []);
});

test("a short query is searched with the questions (readers' earlier ones, and those written for the pages) not weighed (a name or a message title: the page quoting it answers), a longer one with them", async () => {
  const weights: (string | undefined)[] = [];
  const instance: PagefindInstance = {
    basePath: '/pagefind/en/',
    search: async () => ({ results: [] }),
    scoped: (_query, ranking) => {
      weights.push(ranking ? `${ranking.metaWeights?.asked ?? -1} ${ranking.metaWeights?.questions ?? -1}` : undefined);
      return instance;
    },
    destroy: async () => {},
  };
  await rankedPages(instance, normalizeQuery('Compilation failed'));
  await rankedPages(instance, normalizeQuery('Assets are missing from dist'));
  // Also with Pagefind's own meta weights (the title-weight ablation), where the fields would otherwise weigh 1.
  await rankedPages(instance, normalizeQuery('Compilation failed'), ablated(['title-weight']));
  assert.deepEqual(weights, ['0 0', undefined, '0 0']);
  assert.equal(RANKING.query.askedMinTerms, 3);
});

test("the index of `pnpm dev` (built from the MDX sources) gives each page its questions, as the build's does", () => {
  const pages = sourcePages();
  for (const lang of ASKED_LANGS) {
    const withField = new Set(
      pages.filter((p) => p.lang === lang && p.html.includes(`data-pagefind-meta="${ASKED_META}"`)).map((p) => p.url),
    );
    assert.deepEqual([...withField].sort(), Object.keys(readAsked()[lang] ?? {}).sort(), `${lang}: pages with questions in the dev index`);
  }
});
