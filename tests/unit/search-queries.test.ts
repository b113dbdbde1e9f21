// The search benchmark's query sets, each query with the set it was written in (`origin`): the sets the
// ranking was developed on in tests/fixtures/search/dev.<lang>.json, the held-out sets in holdout.<lang>.json,
// read by `pnpm bench:search [--set NAME]`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ROOT } from '../../scripts/lib/pages';
import { ONE_LANGUAGE_SETS, QUERY_SETS, type QuerySet, queryFile, querySetArg, readQueries } from '../../scripts/lib/search-metrics';
import { LANGS } from '../../site';

// 'symptom': what a user sees, in their words (the real-users set, `real`).
const KINDS = ['option', 'task', 'error', 'plugin', 'api', 'mixed', 'symptom'];
const routes = new Set(
  fs
    .readFileSync(path.join(ROOT, 'tests', 'fixtures', 'routes.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#')),
);

test('readQueries reads the tuning set by default and any set by its origin, from the development or the held-out file', () => {
  assert.equal(queryFile('en'), path.join('tests', 'fixtures', 'search', 'dev.en.json'));
  assert.equal(queryFile('zh', 'tuning'), path.join('tests', 'fixtures', 'search', 'dev.zh.json'));
  assert.equal(queryFile('zh', 'final'), path.join('tests', 'fixtures', 'search', 'dev.zh.json'));
  assert.equal(queryFile('en', 'blind3'), path.join('tests', 'fixtures', 'search', 'holdout.en.json'));
  assert.equal(queryFile('zh', 'real'), path.join('tests', 'fixtures', 'search', 'holdout.zh.json'));
  for (const lang of LANGS) {
    // Every query of the two files belongs to a known set, the set of its file.
    for (const group of ['dev', 'holdout']) {
      const all = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'search', `${group}.${lang}.json`), 'utf8')) as {
        q: string;
        origin: string;
      }[];
      for (const q of all) {
        assert.ok((QUERY_SETS as readonly string[]).includes(q.origin), `${group}.${lang} "${q.q}": origin ${q.origin}`);
        assert.equal(
          queryFile(lang, q.origin as QuerySet),
          path.join('tests', 'fixtures', 'search', `${group}.${lang}.json`),
          `${group}.${lang} "${q.q}"`,
        );
      }
    }
    assert.equal(readQueries(lang, 'tuning').length, lang === 'en' ? 51 : 49);
    assert.equal(readQueries(lang, 'real').length, lang === 'en' ? 60 : 61);
    assert.deepEqual(readQueries(lang), readQueries(lang, 'tuning'));
    const tuning = new Set(readQueries(lang).map((q) => q.q));
    const heldout = readQueries(lang, 'heldout');
    assert.equal(heldout.length, 30, lang);
    assert.notDeepEqual(heldout, readQueries(lang));
    // A held-out query typed exactly like a tuning query would not be held out.
    assert.deepEqual(
      heldout.filter((q) => tuning.has(q.q)).map((q) => q.q),
      [],
      lang,
    );
    // The fresh set, likewise, repeats no query of the tuning or the held-out set.
    const earlier = new Set([...tuning, ...heldout.map((q) => q.q)]);
    const fresh = readQueries(lang, 'fresh');
    // 30 written with the ranking, then 8 from real reports (each with its `source`).
    assert.equal(fresh.length, 38, `fresh ${lang}`);
    assert.deepEqual(
      fresh.filter((q) => earlier.has(q.q)).map((q) => q.q),
      [],
      `fresh ${lang}: typed like an earlier query`,
    );
    // The final set repeats no query of any other set, not even with other case, spaces or punctuation.
    const loose = (q: string) =>
      q
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const others = new Set([...earlier, ...fresh.map((q) => q.q)].map(loose));
    const final = readQueries(lang, 'final');
    assert.equal(final.length, 30, `final ${lang}`);
    assert.deepEqual(
      final.filter((q) => others.has(loose(q.q))).map((q) => q.q),
      [],
      `final ${lang}: typed like a query of another set`,
    );
    assert.ok(new Set(final.map((q) => q.kind)).size >= 5, `final ${lang}: every kind`);
  }
});

test('every query of every set has a kind and expects existing pages of its own language', () => {
  for (const set of QUERY_SETS) {
    for (const lang of LANGS) {
      const queries = readQueries(lang, set);
      const only = ONE_LANGUAGE_SETS[set];
      assert.equal(queries.length > 0, !only || only === lang, `${set} ${lang}: ${queries.length} queries`);
      assert.equal(new Set(queries.map((q) => q.q)).size, queries.length, `${set} ${lang}: a query twice`);
      for (const q of queries) {
        const where = `${set} ${lang} "${q.q}"`;
        assert.ok(q.q.trim(), where);
        assert.ok(KINDS.includes(q.kind), `${where}: kind ${q.kind}`);
        assert.ok(q.expect.length > 0, where);
        for (const route of q.expect) {
          assert.ok(routes.has(route), `${where}: no page ${route}`);
          assert.equal(route.startsWith('/zh/'), lang === 'zh', `${where}: ${route} is not a ${lang} page`);
        }
      }
    }
  }
});

test('--set picks the query set; without it the tuning set runs', () => {
  assert.equal(querySetArg(['node', 'bench-search.ts']), 'tuning');
  assert.equal(querySetArg(['node', 'bench-search.ts', '--misses']), 'tuning');
  assert.equal(querySetArg(['node', 'bench-search.ts', '--', '--set', 'heldout', '--misses']), 'heldout');
  assert.equal(querySetArg(['node', 'bench-search.ts', '--set', 'tuning']), 'tuning');
  assert.equal(querySetArg(['node', 'bench-search.ts', '--set', 'fresh']), 'fresh');
  assert.equal(querySetArg(['node', 'bench-search.ts', '--set', 'final']), 'final');
  assert.throws(() => querySetArg(['node', 'bench-search.ts', '--set']), /--set needs one of tuning, heldout, fresh, final/);
  assert.throws(() => querySetArg(['node', 'bench-search.ts', '--set', 'other']), /got other/);
});
