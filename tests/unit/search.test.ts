// The search's pure parts: what is indexed of a page, snippets, ranking adjustments, the result
// cache, the remote mode's request and answer handling, and the benchmark's figures.
import assert from 'node:assert/strict';
import test from 'node:test';
import { mdxToSearchHtml } from '../../plugins/search/dev';
import { distinctiveNames, docBody, htmlLang, importedNames, routeOfHtmlFile, searchDocument, weighLead } from '../../plugins/search/html';
import { neededFiles } from '../../plugins/search/build-index';
import { ablated } from '../../scripts/lib/search-ablation';
import { percentile, quality, rankOf } from '../../scripts/lib/search-metrics';
import { remoteSetting, remoteSettingTags } from '../../plugins/search';
import { CACHE_SIZE, LruCache } from '../../theme/search/cache';
import {
  MAX_QUERY_LENGTH,
  PREFETCH_FRAGMENTS,
  normalizeQuery,
  rerank,
  searchPagefind,
  SearchDropped,
  searchRows,
  phraseWords,
  searchTerms,
  searchWords,
  toHit,
  withoutUserPaths,
} from '../../theme/search/local';
import { parseRemoteAnswer, readRemoteConfig, remoteRequestUrl, remoteSearch } from '../../theme/search/remote';
import { excerptParts, markedParts, snippet, trimParts } from '../../theme/search/snippet';
import { RANKING } from '../../theme/search/ranking';
import { termNames } from '../../theme/search/terms';
import type { PagefindData, PagefindInstance, SnippetPart } from '../../theme/search/types';

const textOf = (parts: SnippetPart[]): string => parts.map((p) => p.text).join('');

test('the indexed part of a built page is its document body, nested divs included', () => {
  const html =
    '<html lang="zh"><body><nav><span class="rp-doc">Sidebar item</span></nav><main><div class="rp-doc rspress-doc"><h1 id="t">T</h1><div class="x"><p>in</p></div><p>after</p></div><footer>F</footer></main></body></html>';
  assert.equal(htmlLang(html), 'zh');
  assert.equal(docBody(html), '<h1 id="t">T</h1><div class="x"><p>in</p></div><p>after</p>');
  assert.equal(docBody('<html lang="en"><body><div class="rp-home">Home</div></body></html>'), undefined);
});

test('the indexed page keeps only the body; option paths in the text are not weighted (RESULTS-search.md)', () => {
  assert.match(searchDocument('<p><code>server.port</code></p>', 'en'), /<p><code>server\.port<\/code><\/p>/);
  const doc = searchDocument('<h1>server.port</h1>', 'en');
  assert.match(doc, /^<!doctype html><html lang="en">/);
  assert.match(doc, /<main data-pagefind-body><h1 data-pagefind-weight="7">server\.port<\/h1><\/main>/);
  assert.doesNotMatch(doc, /data-pagefind-meta/);
});

test("a Chinese page's lead (before its first h2) is weighted; English pages are indexed as they are", () => {
  const body = '<h1>html.title</h1><ul><li>类型：string</li></ul><p>设置页面的标题。</p><h2>示例</h2><p>其他</p>';
  const w = `data-pagefind-weight="${RANKING.index.lead.weight}"`;
  assert.equal(
    weighLead(body),
    `<h1>html.title</h1><ul><li ${w}>类型：string</li></ul><p ${w}>设置页面的标题。</p><h2>示例</h2><p>其他</p>`,
  );
  assert.match(searchDocument(body, 'zh'), new RegExp(`<p ${w}>设置页面的标题。</p><h2 data-pagefind-weight="6">示例</h2><p>其他</p>`));
  assert.match(searchDocument('<h1>T</h1><p>lead</p>', 'en'), /<h1 data-pagefind-weight="7">T<\/h1><p>lead<\/p>/);
});

test("the names a page's code imports, when few pages import them, are a searchable meta field", () => {
  const body =
    '<p>text</p><pre class="shiki"><code><span class="line"><span>import</span><span> { defineConfig } </span><span>from</span><span> &#x27;@rsbuild/core&#x27;;</span></span>' +
    '<span class="line"><span>import { pluginAssetsRetry, type PluginAssetsRetryOptions as O } from &quot;@rsbuild/plugin-assets-retry&quot;;</span></span>' +
    '<span class="line">import React, { useState } from &#39;react&#39;;</span><span class="line">const x = import(&#39;./lazy&#39;);</span></code></pre>';
  assert.deepEqual(importedNames(body), ['defineConfig', 'pluginAssetsRetry', 'PluginAssetsRetryOptions', 'React', 'useState']);
  assert.deepEqual(importedNames('<p>import { a } from "b"</p>'), [], 'prose is not code');
  const many = Array.from({ length: 6 }, () => ['defineConfig']);
  assert.deepEqual(distinctiveNames([['defineConfig', 'pluginAssetsRetry'], ...many]), [['pluginAssetsRetry'], ...many.map(() => [])]);
  assert.deepEqual(distinctiveNames([['a'], ['a', 'b']], 1), [[], ['b']]);
  assert.match(
    searchDocument('<p>x</p>', 'en', ['pluginAssetsRetry', 'useState']),
    /<span data-pagefind-meta="imports:pluginAssetsRetry useState"><\/span><main data-pagefind-body>/,
  );
});

test('built HTML files map to clean routes', () => {
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('guide/start/index.html'), '/guide/start/');
  assert.equal(routeOfHtmlFile('zh/config/server/port.html'), '/zh/config/server/port');
});

test('only the files an index needs are written: no ready-made UI, no pagefind.js or web worker, no WebAssembly search core', () => {
  const file = (path: string, content = '') => ({ path, content: new TextEncoder().encode(content) });
  const zh = neededFiles([
    file('pagefind-entry.json', '{"languages":{"zh":{"hash":"zh_1","wasm":null}}}'),
    file('pagefind.js'),
    file('pagefind-ui.js'),
    file('pagefind-component-ui.css'),
    file('pagefind-worker.js'),
    file('wasm.unknown.pagefind'),
    file('wasm.en.pagefind'),
    file('index/zh_1.pf_index'),
  ]).map((f) => f.path);
  assert.deepEqual(zh, ['pagefind-entry.json', 'index/zh_1.pf_index']);
});

test('a page source becomes HTML with Rspress heading ids, prose and code, without imports or JSX markers', () => {
  const html = mdxToSearchHtml(
    "---\ntitle: x\n---\nimport { Tabs } from '@theme';\n\n# server.port\n\n- **Type:** `number`\n\n:::tip\nUse a <b>free</b> port.\n:::\n\n## When the port is taken {#taken}\n\n```ts\nconst a = 1 < 2;\n```\n\n| A | B |\n| --- | --- |\n| x | y |\n",
  );
  assert.match(html, /<h1 id="serverport">server\.port<\/h1>/);
  assert.match(html, /<p>Type: number<\/p>/);
  assert.match(html, /<p>Use a free port\.<\/p>/);
  assert.match(html, /<h2 id="taken">When the port is taken<\/h2>/);
  assert.match(html, /<pre><code>const a = 1 &lt; 2;<\/code><\/pre>/);
  assert.match(html, /<p>A B x y<\/p>/);
  assert.doesNotMatch(html, /import|:::|<b>/);
});

test('snippets: matches as parts, text decoded, never markup', () => {
  assert.deepEqual(excerptParts('a &lt;script&gt; <mark>port</mark> b'), [
    { text: 'a <script> ', match: false },
    { text: 'port', match: true },
    { text: ' b', match: false },
  ]);
  assert.equal(textOf(excerptParts('API <mark>代理</mark>. package.json 中的 proxy')), 'API 代理 package.json 中的 proxy');
  // A remote snippet's other tags are text, shown as typed.
  assert.deepEqual(markedParts('<img src=x onerror=alert(1)> <mark>x</mark>'), [
    { text: '<img src=x onerror=alert(1)> ', match: false },
    { text: 'x', match: true },
  ]);
});

test('snippets are about 100 characters around the first match, with an ellipsis where cut', () => {
  const long = `${'word '.repeat(60)}<mark>port</mark>${' tail'.repeat(60)}`;
  const parts = snippet(long);
  const text = textOf(parts);
  assert.ok(text.length <= 104 && text.length >= 80, `length ${text.length}`);
  assert.ok(text.startsWith('…') && text.endsWith('…'));
  assert.ok(parts.some((p) => p.match && p.text === 'port'));
  const first = textOf(
    trimParts([
      { text: 'short text with ', match: false },
      { text: 'match', match: true },
    ]),
  );
  assert.equal(first, 'short text with match');
  const zh = textOf(snippet(`${'中文内容'.repeat(40)}<mark>端口</mark>${'后面的文字'.repeat(40)}`));
  assert.ok(zh.length <= 104 && zh.includes('端口'));
});

test('queries are trimmed, collapsed and capped', () => {
  assert.equal(normalizeQuery('  server   port \n'), 'server port');
  assert.equal(normalizeQuery(' '.repeat(50)), '');
  assert.equal(normalizeQuery('x'.repeat(10_000)).length, MAX_QUERY_LENGTH);
});

const page = (url: string, title: string, headings: string[] = []): PagefindData => ({
  url,
  excerpt: `about <mark>${title}</mark>`,
  meta: { title },
  word_count: 100,
  sub_results: [
    {
      title,
      url,
      excerpt: `${title} text`,
      locations: [0],
      weighted_locations: [{ weight: 7, balanced_score: 10, location: 0 }],
      anchor: { element: 'h1', id: 'x', text: title, location: 0 },
    },
    ...headings.map((h, i) => ({
      title: h,
      url: `${url}#h${i}`,
      excerpt: `<mark>${h}</mark> body`,
      locations: [5 + i],
      weighted_locations: [{ weight: 6, balanced_score: 20, location: 5 + i }],
      anchor: { element: 'h2', id: `h${i}`, text: h, location: 5 + i },
    })),
  ],
});

test('hits deep-link to the heading with the strongest match, or to the page for a title match', () => {
  const hit = toHit(page('/guide/faq/exceptions', 'Exceptions FAQ', ['process is not defined']));
  assert.equal(hit.url, '/guide/faq/exceptions#h0');
  assert.equal(hit.heading, 'process is not defined');
  assert.equal(hit.title, 'Exceptions FAQ');
  const top = toHit(page('/config/server/port', 'server.port'));
  assert.equal(top.url, '/config/server/port');
  assert.equal(top.heading, undefined);
});

test('the page titled with the query, or holding it in a matched heading, moves up', () => {
  const order = (q: string, found: [number, PagefindData][]) =>
    rerank(
      q,
      found.map(([score, data]) => ({ score, data })),
    ).map((d) => d.url);
  assert.deepEqual(
    order('Vue 插件', [
      [10, page('/a', 'Vue 2 插件')],
      [9, page('/b', 'Vue JSX 插件')],
      [8, page('/c', 'Vue 插件')],
    ]),
    ['/c', '/a', '/b'],
  );
  assert.deepEqual(
    order('server.port', [
      [10, page('/a', 'dev.client')],
      [6, page('/b', 'server.port')],
    ]),
    ['/b', '/a'],
  );
  assert.deepEqual(
    order('createRsbuild', [
      [10, page('/types', 'Types')],
      [9, page('/core', 'Rsbuild core', ['createRsbuild'])],
    ]),
    ['/core', '/types'],
  );
  // A word inside a longer word of the title does not count (port in strictPort).
  assert.deepEqual(
    order('port', [
      [10, page('/a', 'server.strictPort')],
      [9, page('/b', 'other')],
    ]),
    ['/a', '/b'],
  );
  // The end of the route names the page: pluginSvgr → /plugins/list/plugin-svgr.
  assert.deepEqual(
    order('pluginSvgr', [
      [10, page('/guide/migration/modern-builder', 'Modern.js Builder')],
      [6, page('/plugins/list/plugin-svgr', 'SVGR Plugin')],
    ]),
    ['/plugins/list/plugin-svgr', '/guide/migration/modern-builder'],
  );
  // A pasted message that quotes a matched heading of three or more words; the page title's h1 does not count.
  const error = 'Uncaught ReferenceError: process is not defined';
  assert.deepEqual(
    order(error, [
      [10, page('/define', 'source.define', ['Built-in definitions'])],
      [8, page('/faq', 'Exceptions FAQ', ['process is not defined'])],
    ]),
    ['/faq', '/define'],
  );
  assert.deepEqual(
    order(error, [
      [10, page('/a', 'other', ['is not'])],
      [8, page('/b', 'process is not defined')],
    ]),
    ['/a', '/b'],
  );
  // Most of a heading quoted is enough; a long quote outweighs a page that matches the words more often.
  const ts = "TS2307: Cannot find module './logo.svg' or its corresponding type declarations";
  assert.deepEqual(
    order(ts, [
      [10, page('/svgr', 'SVGR Plugin', ['Type declarations'])],
      [6, page('/faq', 'Exceptions FAQ', ["Cannot find module './logo.svg' in TypeScript"])],
    ]),
    ['/faq', '/svgr'],
  );
  assert.deepEqual(
    order(ts, [
      [10, page('/svgr', 'SVGR Plugin')],
      [6, page('/faq', 'Exceptions FAQ', ['Cannot find the svg file in TypeScript'])],
    ]),
    ['/svgr', '/faq'],
    'half the heading is not a quote',
  );
  const postcss = '[object Object] is not a PostCSS plugin';
  assert.deepEqual(
    order(postcss, [
      [40, page('/postcss', 'tools.postcss', ['Object form'])],
      [9, page('/faq', 'Exceptions FAQ', [postcss])],
    ]),
    ['/faq', '/postcss'],
  );
});

test('a query searched again without its stop words keeps its topic words', () => {
  assert.deepEqual(searchWords('why is my build slow'), ['build', 'slow']);
  assert.deepEqual(searchWords('打包出来的 js 太大怎么优化'), ['打包', 'js', '太大', '优化']);
  assert.deepEqual(searchWords('多页面应用怎么配置'), ['多页面应用', '配置']);
  assert.deepEqual(searchWords('process is not defined'), ['process', 'not', 'defined']);
  assert.deepEqual(searchWords('server.port'), ['server.port']);
  assert.deepEqual(searchWords('how to'), ['how', 'to'], 'nothing but stop words: the query as typed');
});

/** A Pagefind instance whose searches answer from a table: term → [page, score][]. */
function tableInstance(table: Record<string, [string, number, number[]?][]>, searched: string[] = []): PagefindInstance {
  return {
    basePath: '',
    destroy: async () => undefined,
    search: async (term) => {
      searched.push(term);
      return {
        results: (table[term] ?? []).map(([url, score, at]) => ({
          id: url,
          score,
          words: at ?? [],
          data: async () => page(url, url.slice(1)),
        })),
      };
    },
  };
}

test('a page that holds the query as a phrase goes up; the phrase is searched only for two words or more', async () => {
  const searched: string[] = [];
  const pages: [string, number][] = [['/a', 10], ['/b', 9], ...Array.from({ length: 6 }, (_, i): [string, number] => [`/p${i}`, 5 - i])];
  const instance = tableInstance({ 'script error': pages, '"script error"': [['/b', 9]], script: pages, error: pages }, searched);
  assert.deepEqual((await searchPagefind(instance, 'script error')).map((h) => h.url).slice(0, 2), ['/b', '/a']);
  assert.deepEqual(searched, ['script error', '"script error"', 'script', 'error']);
  searched.length = 0;
  assert.deepEqual((await searchPagefind(instance, 'script')).map((h) => h.url).slice(0, 2), ['/a', '/b']);
  assert.deepEqual(searched, ['script']);
});

test('a query is matched term by term: stop words out, a Chinese run split as the browser splits it, single characters kept together', () => {
  assert.deepEqual(searchTerms('proxy api requests to backend'), ['proxy', 'api', 'requests', 'backend']);
  assert.deepEqual(searchTerms('如何开发一个插件'), ['开发', '插件']);
  assert.deepEqual(searchTerms('构建速度慢'), ['构建', '速度', '慢']);
  assert.deepEqual(searchTerms('server.port'), ['server.port']);
  assert.deepEqual(searchTerms('Vue vue'), ['Vue'], 'each term once');
});

test('in a query of several words, a compound token counts as its words (not one squashed word that Pagefind would match by its start)', () => {
  assert.deepEqual(searchTerms('error:0480006C:PEM routines::no start line'), [
    'error',
    '0480006c',
    'pem',
    'routines',
    'no',
    'start',
    'line',
  ]);
  assert.deepEqual(searchTerms("import styles from './App.css' styles.App"), ['import', 'styles', 'app', 'css']);
  assert.deepEqual(
    searchTerms('SCRIPT1002: Syntax error 0.chunk.js'),
    ['SCRIPT1002:', 'Syntax', 'error', 'chunk', 'js'],
    'numbers and single characters left out',
  );
  assert.deepEqual(searchTerms('upgrade to 0.5'), ['upgrade', '0.5'], 'a version stays whole');
  assert.deepEqual(
    searchTerms("Can't resolve 'lodash-es' in '/Users/mei/app/src'"),
    ['resolve', 'lodash', 'es', "'/Users/mei/app/src'"],
    'a path stays whole',
  );
  assert.deepEqual(searchTerms('server.port'), ['server.port'], 'a query of one token is searched as typed');
  assert.deepEqual(searchTerms('error:0480006C:PEM routines', ablated(['compound-parts'])), ['error:0480006C:PEM', 'routines']);
});

test("a page's matched headings are those under any word the query's searches matched, not only Pagefind's sub-results", () => {
  // The Exceptions FAQ was found by `tsx` first: its sub-results hold another heading.
  const faq: PagefindData = {
    ...page('/faq', 'Exceptions FAQ', ['Module parse failed']),
    anchors: [
      { element: 'h1', id: 'x', text: 'Exceptions FAQ', location: 0 },
      { element: 'h2', id: 'a', text: 'Module parse failed', location: 10 },
      { element: 'h2', id: 'b', text: 'React is not defined', location: 40 },
    ],
  };
  const query = 'Uncaught ReferenceError: React is not defined at OverflowMenu.tsx';
  const found = [
    { score: 10, data: page('/plugin-react', 'React Plugin') },
    { score: 6, data: faq, at: [12, 41, 42, 43] },
  ];
  assert.deepEqual(
    rerank(query, found).map((d) => d.url),
    ['/faq', '/plugin-react'],
  );
  assert.deepEqual(
    rerank(query, found, ablated(['all-matches'])).map((d) => d.url),
    ['/plugin-react', '/faq'],
  );
});

test('a hit leads to the heading that the query quotes or names, unless the title answers it', () => {
  // Pagefind's strongest sub-result is another section (common words); the query quotes "process is not defined".
  const faq = (): PagefindData => ({
    ...page('/faq', 'Exceptions FAQ', ['Module parse failed']),
    anchors: [
      { element: 'h1', id: 'x', text: 'Exceptions FAQ', location: 0 },
      { element: 'h2', id: 'h0', text: 'Module parse failed', location: 5 },
      { element: 'h2', id: 'process-is-not-defined', text: 'process is not defined', location: 40 },
      { element: 'h2', id: 'later', text: 'Later', location: 60 },
    ],
  });
  const [pasted] = rerank('Uncaught ReferenceError: process is not defined', [{ score: 5, data: faq(), at: [6, 41, 42, 43] }]);
  const hit = toHit(pasted);
  assert.equal(hit.url, '/faq#process-is-not-defined');
  assert.equal(hit.heading, 'process is not defined');
  // Without the rerank's evidence, the strongest sub-result.
  assert.equal(toHit(faq()).url, '/faq#h0');

  // A query that names an API: its heading, not the page's other matches.
  const api: PagefindData = {
    ...page('/api/instance', 'Rsbuild instance', ['rsbuild.createDevServer']),
    anchors: [
      { element: 'h2', id: 'h0', text: 'rsbuild.createDevServer', location: 5 },
      { element: 'h2', id: 'rsbuildstartdevserver', text: 'rsbuild.startDevServer', location: 30 },
    ],
  };
  assert.equal(toHit(rerank('startDevServer', [{ score: 5, data: api, at: [7, 31] }])[0]).url, '/api/instance#rsbuildstartdevserver');

  // The title answers: the page's top. A heading much longer than the query is a narrower case: not it.
  const titled: PagefindData = {
    ...page('/config/output/dist-path', 'output.distPath'),
    anchors: [{ element: 'h2', id: 'root', text: 'distPath.root', location: 5 }],
  };
  assert.equal(toHit(rerank('distPath', [{ score: 5, data: titled, at: [6] }])[0]).url, '/config/output/dist-path');
  const hmr: PagefindData = {
    ...page('/faq/hmr', '热更新问题'),
    anchors: [{ element: 'h2', id: 'narrow', text: 'React 作为外部依赖时热更新不生效', location: 5 }],
  };
  assert.equal(toHit(rerank('热更新不生效', [{ score: 5, data: hmr, at: [8] }])[0]).url, '/faq/hmr');
});

test('a long query (RANKING.query.longQuery terms or more) is searched whole as its terms only: no stop word, no phrase', async () => {
  const searched: string[] = [];
  const query = 'why is the build of my app slow when css js images and fonts grow';
  await searchPagefind(tableInstance({}, searched), query);
  const terms = ['build', 'app', 'slow', 'css', 'js', 'images', 'fonts', 'grow'];
  assert.ok(terms.length >= RANKING.query.longQuery);
  assert.deepEqual(searched.slice(0, 1 + terms.length), [terms.join(' '), ...terms]);
  assert.ok(!searched.includes(query) && !searched.some((s) => s.startsWith('"')));
  searched.length = 0;
  await searchPagefind(tableInstance({}, searched), query, 7, ablated(['long-query']));
  assert.deepEqual(searched.slice(0, 3), [query, `"${query}"`, terms.join(' ')]);
});

test('a page that holds only some of the words comes first when they weigh more than all the words elsewhere', async () => {
  // "rem 适配": the Rem plugin's page never says 适配, but says "rem" far more than a page that holds both.
  const instance = tableInstance({
    'rem 适配': [['/both', 7]],
    '"rem 适配"': [],
    rem: [
      ['/rem', 22],
      ['/both', 5],
    ],
    适配: [
      ['/both', 2],
      ['/other', 3],
    ],
  });
  assert.deepEqual(
    (await searchPagefind(instance, 'rem 适配')).map((h) => h.url),
    ['/rem', '/both', '/other'],
  );
  // A page that holds every word is not pushed down by one that holds a single word a little more.
  const close = tableInstance({
    'x y': [['/both', 10]],
    '"x y"': [],
    x: [
      ['/x', 12],
      ['/both', 5],
    ],
    y: [['/both', 5]],
  });
  assert.deepEqual(
    (await searchPagefind(close, 'x y')).map((h) => h.url),
    ['/both', '/x'],
  );
});

test('in English, a page that holds the words of a query near each other goes up', async () => {
  // /spread holds both words more often, but far apart; /near holds them in one sentence.
  const table = (nearAt: number): Record<string, [string, number, number[]?][]> => ({
    'open browser': [
      ['/spread', 10, [3, 400]],
      ['/near', 8, [50, nearAt]],
    ],
    '"open browser"': [],
    open: [
      ['/spread', 6, [3]],
      ['/near', 5, [50]],
      ['/other', 1, [1]],
    ],
    browser: [
      ['/spread', 6, [400]],
      ['/near', 4, [nearAt]],
    ],
  });
  assert.deepEqual(
    (await searchPagefind(tableInstance(table(52)), 'open browser')).map((h) => h.url),
    ['/near', '/spread', '/other'],
  );
  assert.deepEqual(
    (await searchPagefind(tableInstance(table(52 + 200)), 'open browser')).map((h) => h.url),
    ['/spread', '/near', '/other'],
    'far apart on both pages',
  );
});

test('a long pasted message is searched term by term for its first RANKING.query.maxTerms terms only', async () => {
  const searched: string[] = [];
  const query = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
  await searchPagefind(tableInstance({}, searched), query);
  const single = searched.filter((t) => /^word\d+$/.test(t));
  assert.equal(RANKING.query.maxTerms, 12);
  assert.deepEqual(
    single,
    Array.from({ length: RANKING.query.maxTerms }, (_, i) => `word${i}`),
  );
});

test('a misspelled word that finds few pages also finds those of a start of it a few letters shorter', async () => {
  const searched: string[] = [];
  const table: Record<string, [string, number][]> = {
    tailwnd: [['/junk', 8]],
    tailwn: [['/junk', 8]],
    tailw: [
      ['/tailwind', 54],
      ['/unocss', 7],
    ],
    tail: [
      ['/tailwind', 54],
      ['/unocss', 7],
      ['/tail', 5],
    ],
    configs: [
      ['/a', 9],
      ['/b', 8],
      ['/c', 7],
    ],
  };
  assert.deepEqual(
    (await searchPagefind(tableInstance(table, searched), 'tailwnd')).map((h) => h.url),
    ['/tailwind', '/junk', '/unocss'],
  );
  assert.deepEqual(searched.slice(1), ['tailwn', 'tailw', 'tail'], 'one to three letters shorter, never below 4');
  searched.length = 0;
  await searchPagefind(tableInstance(table, searched), 'configs');
  assert.deepEqual(searched, ['configs'], 'a word found on 3 pages or more is taken as typed');
});

test('a Chinese word the browser splits into characters counts less on a page that holds the characters apart', async () => {
  const searched: string[] = [];
  // pagefind.js splits 构建 into 构 and 建: /apart holds both, but not as the word.
  const instance = tableInstance(
    {
      构建: [
        ['/apart', 10],
        ['/word', 8],
      ],
      '"构建"': [['/word', 1]],
    },
    searched,
  );
  assert.deepEqual(
    (await searchPagefind(instance, '构建')).map((h) => h.url),
    ['/word', '/apart'],
  );
  assert.deepEqual(searched, ['构建', '"构建"']);
});

test('a Chinese term counts as the English name it stands for in a title', () => {
  assert.deepEqual(termNames('修改端口'), ['port']);
  assert.deepEqual(termNames('server port'), []);
  assert.deepEqual(termNames('在哪里配置可以支持es6装饰器语法'), ['decorators']);
  const order = (q: string, found: [number, PagefindData][]) =>
    rerank(
      q,
      found.map(([score, data]) => ({ score, data })),
    ).map((d) => d.url);
  assert.deepEqual(
    order('端口', [
      [10, page('/zh/config/dev/client', 'dev.client')],
      [8, page('/zh/config/server/port', 'server.port')],
    ]),
    ['/zh/config/server/port', '/zh/config/dev/client'],
  );
  // A query that is the term alone names that page: it outranks a glossary whose heading holds the term.
  assert.deepEqual(
    order('模块联邦', [
      [10, page('/zh/guide/start/glossary', '术语表', ['模块联邦（Module Federation）'])],
      [8, page('/zh/config/module-federation/options', 'moduleFederation.options')],
    ]),
    ['/zh/config/module-federation/options', '/zh/guide/start/glossary'],
  );
  // A term whose English name many titles hold (开发服务器: server) names none of them.
  assert.deepEqual(
    order('开发服务器', [
      [10, page('/zh/config/server/headers', 'server.headers')],
      [9, page('/zh/config/server/host', 'server.host')],
      [8, page('/zh/guide/basic/server', '开发服务器')],
    ]),
    ['/zh/guide/basic/server', '/zh/config/server/headers', '/zh/config/server/host'],
  );
  // Words that are keys of every object are not terms: no name, no error.
  assert.deepEqual(
    order('constructor', [
      [10, page('/a', 'constructor')],
      [8, page('/b', 'other')],
    ]),
    ['/a', '/b'],
  );
});

test('the result cache keeps the last 100 queries, least recently used dropped first', () => {
  const cache = new LruCache<number>();
  assert.equal(cache.max, CACHE_SIZE);
  for (let i = 0; i < 100; i++) cache.set(`q${i}`, i);
  assert.equal(cache.get('q0'), 0); // q0 is now the most recent
  cache.set('q100', 100);
  assert.equal(cache.size, 100);
  assert.equal(cache.get('q1'), undefined);
  assert.equal(cache.get('q0'), 0);
  assert.equal(cache.get('q100'), 100);
});

test('the remote setting comes from DOCS_SEARCH_URL and DOCS_SEARCH_INDEXES, as meta tags', () => {
  assert.equal(remoteSetting({}), undefined);
  assert.deepEqual(remoteSetting({ DOCS_SEARCH_URL: 'https://search.example/api' }), {
    url: 'https://search.example/api',
    indexes: ['rsbuild'],
  });
  assert.deepEqual(remoteSetting({ DOCS_SEARCH_URL: '/api/search', DOCS_SEARCH_INDEXES: 'a, b' }), {
    url: '/api/search',
    indexes: ['a', 'b'],
  });
  assert.throws(() => remoteSetting({ DOCS_SEARCH_URL: 'javascript:alert(1)' }), /DOCS_SEARCH_URL/);
  const tags = remoteSettingTags({ url: '/api/search', indexes: ['a', 'b'] });
  assert.deepEqual(
    tags.map((t) => t.attrs),
    [
      { name: 'docs-search-url', content: '/api/search' },
      { name: 'docs-search-indexes', content: 'a,b' },
    ],
  );
  assert.deepEqual(remoteSettingTags(undefined), []);
  const meta: Record<string, string> = { 'docs-search-url': '/api/search', 'docs-search-indexes': 'a,b' };
  const doc = { querySelector: (sel: string) => ({ content: meta[/name="([^"]+)"/.exec(sel)?.[1] ?? ''] }) } as unknown as Document;
  assert.deepEqual(readRemoteConfig(doc), { url: '/api/search', indexes: ['a', 'b'] });
});

test('the remote request carries keyword, limit, searchIndexes and lang', () => {
  const url = new URL(remoteRequestUrl({ url: '/api/search?v=1', indexes: ['a', 'b'] }, 'dev server', 'zh', 7, 'http://127.0.0.1:9'));
  assert.equal(url.origin + url.pathname, 'http://127.0.0.1:9/api/search');
  assert.deepEqual(Object.fromEntries(url.searchParams), { v: '1', keyword: 'dev server', limit: '7', searchIndexes: 'a,b', lang: 'zh' });
});

test('remote answers: groups of hits; unsafe or incomplete hits dropped; a wrong shape is an error', () => {
  const groups = parseRemoteAnswer([
    {
      group: 'rsbuild',
      hits: [
        { url: '/config/server/port#example', title: 'server.port', heading: 'Example', snippet: 'The <mark>port</mark>' },
        { url: 'javascript:alert(1)', title: 'bad' },
        { url: '/x', title: '' },
      ],
    },
  ]);
  assert.equal(groups.length, 1);
  assert.deepEqual(
    groups[0].hits.map((h) => h.url),
    ['/config/server/port#example'],
  );
  assert.equal(groups[0].hits[0].heading, 'Example');
  assert.throws(() => parseRemoteAnswer({ hits: [] }));
  assert.throws(() => parseRemoteAnswer([{ group: 'x' }]));
});

test('a failed remote search logs the error and gives an empty list, for every kind of failure', async () => {
  const config = { url: '/api/search', indexes: ['rsbuild'] };
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const respond = (res: () => Promise<Response>) => ({ fetchImpl: (() => res()) as typeof fetch, origin: 'http://127.0.0.1:9' });
    assert.deepEqual(
      await remoteSearch(
        config,
        'q',
        'en',
        7,
        respond(() => Promise.reject(new TypeError('Failed to fetch'))),
      ),
      [],
    );
    assert.deepEqual(
      await remoteSearch(
        config,
        'q',
        'en',
        7,
        respond(async () => new Response('oops', { status: 500 })),
      ),
      [],
    );
    assert.deepEqual(
      await remoteSearch(
        config,
        'q',
        'en',
        7,
        respond(async () => new Response('{not json')),
      ),
      [],
    );
    const hang: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    assert.deepEqual(await remoteSearch(config, 'q', 'en', 7, { fetchImpl: hang, timeout: 50, origin: 'http://127.0.0.1:9' }), []);
    assert.equal(errors.length, 4);
    assert.match(String(errors[1][1]), /HTTP 500/);
    assert.match(String(errors[3][1]), /no answer within/);
    // At most `limit` hits over all groups.
    const many = JSON.stringify([
      { group: 'a', hits: Array.from({ length: 5 }, (_, i) => ({ url: `/a${i}`, title: `a${i}` })) },
      { group: 'b', hits: Array.from({ length: 5 }, (_, i) => ({ url: `/b${i}`, title: `b${i}` })) },
    ]);
    const groups = await remoteSearch(
      config,
      'q',
      'en',
      7,
      respond(async () => new Response(many)),
    );
    assert.deepEqual(
      groups.map((g) => g.hits.length),
      [5, 2],
    );
  } finally {
    console.error = original;
  }
});

test('benchmark figures: rank, hit@k, mean reciprocal rank, percentiles', () => {
  assert.equal(rankOf(['/a#x', '/b', '/c'], ['/b']), 2);
  assert.equal(rankOf(['/a'], ['/b']), 0);
  assert.deepEqual(quality([1, 2, 0, 4]), { queries: 4, hit1: 0.25, hit3: 0.5, mrr: (1 + 0.5 + 0 + 0.25) / 4 });
  assert.equal(percentile([5, 1, 3, 2, 4], 50), 3);
  assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95), 10);
});

test('the rows come before their snippets: the same pages in the same order, each marked pending with no snippet yet', async () => {
  const pages: [string, number][] = Array.from({ length: 9 }, (_, i): [string, number] => [`/p${i}`, 9 - i]);
  const found = await searchRows(tableInstance({ script: pages }), 'script');
  const full = await found.full;
  assert.deepEqual(
    found.rows.map((h) => h.url),
    full.map((h) => h.url),
  );
  assert.equal(found.rows.length, 7);
  assert.ok(found.rows.every((h) => h.pending === true && h.snippet.length === 0));
  assert.ok(full.every((h) => !h.pending && h.snippet.length > 0));
  assert.deepEqual(await searchPagefind(tableInstance({ script: pages }), 'script'), full);
  const none = await searchRows(tableInstance({}), '   ');
  assert.deepEqual([none.rows, await none.full], [[], []]);
});

test("a dialog's query fetches the headings of the 12 pages below its candidates once its rows are complete, unless a later query has started", async () => {
  const fetched: string[] = [];
  const instance = tableInstance({
    script: Array.from({ length: 30 }, (_, i): [string, number] => [`/p${i}`, 30 - i]),
  });
  const search = instance.search;
  instance.search = async (term: string) => {
    const res = await search(term);
    return { results: (res?.results ?? []).map((r) => ({ ...r, data: () => (fetched.push(r.id), r.data()) })) };
  };
  const settle = () => new Promise((r) => setTimeout(r, 10));
  await (await searchRows(instance, 'script')).full;
  await settle();
  assert.equal(new Set(fetched).size, RANKING.rerank.candidates, 'no prefetch unless asked');
  fetched.length = 0;
  await (await searchRows(instance, 'script', 7, RANKING, { prefetch: true })).full;
  await settle();
  assert.deepEqual(
    [...new Set(fetched)].slice(RANKING.rerank.candidates),
    Array.from({ length: PREFETCH_FRAGMENTS }, (_, i) => `/p${RANKING.rerank.candidates + i}`),
  );
  fetched.length = 0;
  const first = await searchRows(instance, 'script', 7, RANKING, { prefetch: true });
  await searchRows(instance, 'script');
  await first.full;
  await settle();
  assert.equal(new Set(fetched).size, RANKING.rerank.candidates, 'a later query has started: no prefetch for the first');
});

test('a query typed over (a later one replaced it) fetches none of its pages, or stops before their snippets; one still wanted is answered as before', async () => {
  const fetched: string[] = [];
  const instance = tableInstance({
    script: Array.from({ length: 12 }, (_, i): [string, number] => [`/p${i}`, 12 - i]),
  });
  const search = instance.search;
  instance.search = async (term: string) => {
    const res = await search(term);
    return { results: (res?.results ?? []).map((r) => ({ ...r, data: () => (fetched.push(r.id), r.data()) })) };
  };
  // Replaced before its words' matches were in: not one page's headings fetched.
  await assert.rejects(searchRows(instance, 'script', 7, RANKING, { wanted: () => false }), SearchDropped);
  assert.deepEqual(fetched, []);
  // Replaced while its pages' headings came: no rows, no snippets.
  let wanted = true;
  const replaced = searchRows(instance, 'script', 7, RANKING, {
    wanted: () => {
      if (fetched.length) wanted = false;
      return wanted;
    },
  });
  await assert.rejects(replaced, SearchDropped);
  assert.equal(new Set(fetched).size, RANKING.rerank.candidates);
  // Still wanted: the same rows and snippets as a search that is never asked.
  const kept = await searchRows(instance, 'script', 7, RANKING, { wanted: () => true });
  assert.deepEqual(await kept.full, await searchPagefind(instance, 'script'));
});

test("a pasted message is searched without the paths of the reader's machine and the lines of their files, which no page holds (unless nothing else is left)", () => {
  assert.equal(withoutUserPaths('Failed to load file: /home/li/projects/portal/rsbuild.config.ts'), 'Failed to load file:');
  assert.equal(withoutUserPaths("Can't resolve 'lodash-es' in '/Users/mei/work/shop-admin/src/util'"), "Can't resolve 'lodash-es' in");
  assert.equal(withoutUserPaths('ENOENT C:\\Users\\li\\app\\dist ~/work/app'), 'ENOENT');
  assert.equal(withoutUserPaths('Type Error in ./src/pages/Home.tsx:27:9'), 'Type Error in');
  assert.equal(
    withoutUserPaths('404 on /static/js/main.js src/* ./src/App.tsx'),
    '404 on /static/js/main.js src/* ./src/App.tsx',
    'site paths and files without a line stay',
  );
  assert.equal(withoutUserPaths('/home/li/app'), '/home/li/app', 'a query that is only a path is searched as typed');
  assert.equal(
    withoutUserPaths('Failed to load file: /home/li/app/x.ts', { ...RANKING, query: { ...RANKING.query, compoundParts: false } }),
    'Failed to load file: /home/li/app/x.ts',
  );
});

test("the phrase leaves out a pasted message's own values (a path, a quoted name), not a query the reader quoted", () => {
  assert.equal(phraseWords('Failed to load file: /home/li/app/rsbuild.config.ts'), 'Failed to load file:');
  assert.equal(phraseWords('Type Error in ./src/pages/Home.tsx:27:9'), 'Type Error in');
  assert.equal(phraseWords('Failed to load Node.js addon: "sharp.node"'), 'Failed to load Node.js addon:');
  assert.equal(phraseWords("Resolve error: Can't resolve 'lodash-es', in"), "Resolve error: Can't resolve in");
  assert.equal(phraseWords('"Cannot find module" vue'), '"Cannot find module" vue');
  assert.equal(phraseWords('server.port'), 'server.port');
});
