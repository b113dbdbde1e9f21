// One markup for a search result: the early dialog's results (theme/search/view.ts, HTML built as a
// string before the app) and the app's dialog (theme/search/SearchDialogBody.tsx, React) render the same HTML
// for the same state, selection and texts, in both languages.
import assert from 'node:assert/strict';
import test from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18n from '../../i18n.json';
import { SearchDialogBody } from '../../theme/search/SearchDialogBody';
import type { SearchHit } from '../../theme/search/types';
import { type SearchState, type SearchText, announcement, bodyHtml, sameRows } from '../../theme/search/view';

const hits: SearchHit[] = [
  {
    url: '/config/server/port',
    title: 'server.port',
    snippet: [
      { text: 'Specify the ', match: false },
      { text: 'port', match: true },
      { text: ' the server listens on…', match: false },
    ],
  },
  {
    url: '/guide/basic/server#port-&-"host"',
    title: 'Dev <server>',
    heading: "Port's & host",
    snippet: [{ text: '<script>alert(1)</script> & "quoted"', match: false }],
  },
  { url: 'https://example.com/a?b=1&c=2', title: '端口 与 主机', heading: '使用“端口”', snippet: [] },
];

const states: [string, SearchState][] = [
  ['idle', { status: 'idle' }],
  ['loading', { status: 'loading' }],
  ['error', { status: 'error' }],
  ['failed remote', { status: 'done', query: 'port', hits: [], failed: true }],
  ['no hits', { status: 'done', query: '<b>nothing</b> "here"', hits: [] }],
  ['one hit', { status: 'done', query: 'port', hits: hits.slice(0, 1) }],
  ['hits', { status: 'done', query: 'port', hits }],
  ['rows before their snippets', { status: 'done', query: 'port', hits: hits.map((h) => ({ ...h, snippet: [], pending: true })) }],
];

for (const lang of ['en', 'zh'] as const) {
  const t: SearchText = (key) => (i18n as Record<string, Record<string, string>>)[key][lang];
  for (const [name, state] of states) {
    for (const active of [0, 2]) {
      test(`the early results and the app's dialog render the same HTML: ${name}, row ${active} selected (${lang})`, () => {
        const react = renderToStaticMarkup(createElement(SearchDialogBody, { state, active, prefix: ':r1:', t }));
        assert.equal(bodyHtml(state, active, ':r1:', t), react);
      });
    }
  }
  test(`the live region's text for each state (${lang})`, () => {
    assert.deepEqual(
      states.map(([, s]) => announcement(s, t)),
      [
        '',
        t('search.loading'),
        t('search.loadError'),
        t('search.empty'),
        t('search.noResults').replace('{query}', '<b>nothing</b> "here"'),
        t('search.resultCountOne'),
        t('search.resultCount').replace('{count}', '3'),
        t('search.resultCount').replace('{count}', '3'),
      ],
    );
  });
}

test('rows that wait for their snippets keep a line for each, and are the same rows once the snippets come', () => {
  const t: SearchText = (key) => (i18n as Record<string, Record<string, string>>)[key].en;
  const pending: SearchState = { status: 'done', query: 'port', hits: hits.map((h) => ({ ...h, snippet: [], pending: true })) };
  const full: SearchState = { status: 'done', query: 'port', hits };
  assert.equal(bodyHtml(pending, 0, 'p', t).match(/rs-search__snippet--pending/g)?.length, 3);
  assert.doesNotMatch(bodyHtml(full, 0, 'p', t), /--pending/);
  assert.ok(sameRows(pending, full), 'the selection stays when the snippets come');
  assert.ok(!sameRows(full, { ...full, hits: hits.slice(1) }));
  assert.ok(!sameRows({ status: 'loading' }, full));
});
