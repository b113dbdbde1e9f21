// The ranking's configuration (theme/search/ranking.ts) is the single source of its numbers: the index
// build and the browser read them from it, no ranking number is written in the code that ranks, and
// every step can be switched off (scripts/lib/search-ablation.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import ts from 'typescript';
import { ABLATIONS, HELD_OUT_SETS, ablateArg, ablated } from '../../scripts/lib/search-ablation';
import { distinctiveNames, searchDocument, weighHeadings, weighLead } from '../../plugins/search/html';
import { ROOT } from '../../scripts/lib/pages';
import { PAGEFIND_OPTIONS, rerank, searchTerms } from '../../theme/search/local';
import { INDEX_RANKING, PAGEFIND_RANKING, QUERY_RANKING, RANKING, type RankingConfig, RERANK_RANKING } from '../../theme/search/ranking';
import type { PagefindData } from '../../theme/search/types';

/** The files that rank: the index build and the browser's search. */
const RANKING_CODE = [
  'theme/search/local.ts',
  'theme/search/pagefind.ts',
  'theme/search/terms.ts',
  'theme/search/view.ts',
  'theme/hydration/early/search-warm.ts',
  'theme/hydration/early/search-results.ts',
  'plugins/search/html.ts',
  'plugins/search/build-index.ts',
];
/** Numbers there that are not the ranking's: the dialog's limits and timing, the snippet, the index's chunk size, the prefetch. */
const NOT_RANKING = new Set([
  'SEARCH_LIMIT',
  'MAX_QUERY_LENGTH',
  'excerptLength',
  'DEBOUNCE_MS',
  'MIN_LOADING_MS',
  'SEARCH_CHUNK_TARGET',
  'PREFETCH_FRAGMENTS',
]);

test('no ranking number is written in the code that ranks: every number but 0 and 1 is in the configuration', () => {
  const found: string[] = [];
  for (const file of RANKING_CODE) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNumericLiteral(node) && node.text !== '0' && node.text !== '1' && !ts.isElementAccessExpression(node.parent)) {
        let owner: ts.Node | undefined = node.parent;
        while (owner && !((ts.isVariableDeclaration(owner) || ts.isPropertyAssignment(owner)) && NOT_RANKING.has(owner.name.getText())))
          owner = owner.parent;
        if (!owner) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  assert.deepEqual(found, [], 'numbers outside theme/search/ranking.ts');
});

test('the configuration is the four parts the code reads, and Pagefind is given its ranking settings', () => {
  assert.equal(RANKING.index, INDEX_RANKING);
  assert.equal(RANKING.pagefind, PAGEFIND_RANKING);
  assert.equal(RANKING.query, QUERY_RANKING);
  assert.equal(RANKING.rerank, RERANK_RANKING);
  assert.equal(PAGEFIND_OPTIONS.ranking, RANKING.pagefind);
  // Every field has its doc comment.
  const file = path.join(ROOT, 'theme/search/ranking.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const undocumented: string[] = [];
  let parts = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && /_RANKING$/.test(node.name.getText()) && node.initializer) {
      const object =
        ts.isSatisfiesExpression(node.initializer) && ts.isAsExpression(node.initializer.expression)
          ? node.initializer.expression.expression
          : undefined;
      if (object && ts.isObjectLiteralExpression(object)) {
        parts++;
        for (const p of object.properties)
          if (!/\/\*\*/.test(p.getFullText().slice(0, p.getLeadingTriviaWidth()))) undocumented.push(p.name?.getText() ?? '?');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  assert.equal(parts, 4);
  assert.deepEqual(undocumented, [], 'fields without a doc comment');
});

test('the index is written with the configuration’s weights, and with another configuration’s when given one', () => {
  const body = '<h1>server.port</h1><p>Sets the <code>server.port</code>.</p><h2>Example</h2><h3>More</h3><p>text</p>';
  const zh = searchDocument(body, 'zh');
  const w = RANKING.index;
  assert.match(zh, new RegExp(`<h1 data-pagefind-weight="${w.headingWeights.h1}">`));
  assert.match(zh, new RegExp(`<h2 data-pagefind-weight="${w.headingWeights.h2}">`));
  assert.match(zh, new RegExp(`<h3 data-pagefind-weight="${w.headingWeights.h3}">`));
  assert.match(zh, new RegExp(`<p data-pagefind-weight="${w.lead.weight}">Sets the <code>server.port</code>`));
  assert.equal(weighLead('<p>a</p>'), `<p data-pagefind-weight="${w.lead.weight}">a</p>`);
  assert.equal(weighHeadings('<h4 id="x">a</h4>'), `<h4 data-pagefind-weight="${w.headingWeights.h4}" id="x">a</h4>`);
  for (const lang of ['en', 'zh'])
    assert.equal(
      searchDocument(body, lang).includes(`<p data-pagefind-weight="${w.lead.weight}">`),
      w.lead.langs.includes(lang as never),
      lang,
    );
  // The imports field: names imported on at most importsMaxPages pages.
  const pages = (n: number) => Array.from({ length: n }, () => ['pluginX']);
  assert.deepEqual(distinctiveNames(pages(w.importsMaxPages))[0], ['pluginX']);
  assert.deepEqual(distinctiveNames(pages(w.importsMaxPages + 1))[0], []);
  // Another configuration.
  const other = ablated(['heading-weights', 'lead-weight']).index;
  const plain = searchDocument(body, 'zh', [], other);
  assert.match(plain, /<h1 data-pagefind-weight="1">server\.port<\/h1><p>Sets the <code>server\.port<\/code>/);
});

test('each step of the ranking can be switched off, and only that step changes', () => {
  assert.equal(new Set(ABLATIONS.map((a) => a.step)).size, ABLATIONS.length);
  const flat = (c: RankingConfig): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const walk = (o: unknown, at: string): void => {
      if (o && typeof o === 'object' && !Array.isArray(o)) for (const [k, v] of Object.entries(o)) walk(v, at ? `${at}.${k}` : k);
      else out[at] = JSON.stringify(o);
    };
    walk(c, '');
    return out;
  };
  const on = flat(RANKING);
  for (const a of ABLATIONS) {
    const off = flat(a.off(RANKING));
    const changed = Object.keys({ ...on, ...off }).filter((k) => on[k] !== off[k]);
    assert.ok(changed.length >= 1, `${a.step} changes nothing`);
    assert.ok(
      changed.every((k) => k.startsWith(a.side === 'index' ? 'index.' : '') && !(a.side === 'browser' && k.startsWith('index.'))),
      `${a.step}: ${changed.join(', ')}`,
    );
  }
  assert.deepEqual(ablateArg(['--ablate', 'phrase,typo']), ['phrase', 'typo']);
  assert.deepEqual(ablateArg([]), []);
  assert.throws(() => ablateArg(['--ablate', 'nothing']), /Unknown ranking step/);
  assert.ok(!HELD_OUT_SETS.includes('tuning') && HELD_OUT_SETS.includes('blind7'));
});

test('the browser side reads the configuration it is given: a switched-off step acts no more', () => {
  // The rerank's boost for a title that is the query.
  const page = (url: string, title: string): PagefindData => ({ url, excerpt: '', meta: { title }, sub_results: [], word_count: 10 });
  const found = [
    { score: 10, data: page('/a', 'Something else') },
    { score: 8, data: page('/config/server/port', 'server.port') },
  ];
  assert.deepEqual(
    rerank('server.port', found).map((d) => d.url),
    ['/config/server/port', '/a'],
  );
  assert.deepEqual(
    rerank('server.port', found, ablated(['named', 'title-words'])).map((d) => d.url),
    ['/a', '/config/server/port'],
  );
  // Stop words.
  assert.deepEqual(searchTerms('how to set the port'), ['set', 'port']);
  assert.deepEqual(searchTerms('how to set the port', ablated(['stop-words'])), ['how', 'to', 'set', 'the', 'port']);
});

test('the configuration is the one the last ablation measured (RESULTS-search.md): a changed number needs a new ablation', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(RANKING)), {
    index: {
      headingWeights: { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 },
      lead: { weight: 2, langs: ['zh'] },
      importsMaxPages: 5,
      asked: { langs: ['en'] },
      questions: { langs: ['zh', 'en'] },
    },
    pagefind: { metaWeights: { title: 10, imports: 1, asked: 2, questions: 1 }, pageLength: 0.3 },
    query: {
      maxTerms: 12,
      stopWords: true,
      compoundParts: true,
      longQuery: 7,
      phrase: { boost: 0.2, minWords: 2 },
      perTerm: { on: true, all: 1.5 },
      chineseRuns: { on: true, apart: 0.5 },
      nearness: { weight: 1, window: 8, hanWindow: 15 },
      typo: { minLength: 5, minStart: 4, cut: 3, few: 3, weight: 0.5 },
      askedMinTerms: 3,
    },
    rerank: {
      candidates: 10,
      allMatches: true,
      named: 1,
      routeSegments: 2,
      titleWords: 0.5,
      termNames: true,
      headingHolds: 0.5,
      headingHoldsMinChars: 4,
      headingQuoted: 0.5,
      quotedMinWords: 3,
      quotedShare: 0.7,
      growth: true,
      targetShare: 0.5,
    },
  });
});
