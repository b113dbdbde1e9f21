import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import type { FeedChannel } from '@rspress/plugin-rss';
import { describe } from '../../plugins/descriptions';
import { atomWithLanguage, feedChannels, isReleasePage } from '../../plugins/feeds';
import { escapeAttr } from '../../plugins/head';
import { buildNav, buildSidebar, pageKey, pageLabels } from '../../scripts/lib/site-nav';
import { type NavEntry, type SidebarGroupData, LANGS, feedUrl, splitLang, withLang } from '../../site';

/** The page a feed's `test` function receives: the test reads only its language and route. */
type FeedPage = Parameters<Extract<FeedChannel['test'], (page: never) => boolean>>[0];
const feedPage = (lang: string, routePath: string): FeedPage => ({ lang, routePath }) as FeedPage;

function fixtureDocs(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

test('release pages are recognised per language, overview and other pages are not', () => {
  assert.ok(isReleasePage('/community/releases/v0-5', 'en'));
  assert.ok(isReleasePage('/zh/community/releases/v0-1', 'zh'));
  assert.ok(!isReleasePage('/zh/community/releases/v0-1', 'en'));
  assert.ok(!isReleasePage('/community/releases/', 'en'));
  assert.ok(!isReleasePage('/guide/start/', 'en'));
});

test('there is an RSS and an Atom feed per language, with its language code', () => {
  const channels = feedChannels();
  assert.deepEqual(
    channels.map((c) => [c.id, c.language, c.output?.type, c.output?.filename]),
    [
      ['releases-en-rss', 'en', 'rss', 'releases-en.rss'],
      ['releases-en-atom', 'en', 'atom', 'releases-en.xml'],
      ['releases-zh-rss', 'zh-CN', 'rss', 'releases-zh.rss'],
      ['releases-zh-atom', 'zh-CN', 'atom', 'releases-zh.xml'],
    ],
  );
  const zhTest = channels[2].test;
  assert.equal(typeof zhTest, 'function');
  if (typeof zhTest !== 'function') return;
  assert.ok(zhTest(feedPage('zh', '/zh/community/releases/v0-3')));
  assert.ok(!zhTest(feedPage('en', '/community/releases/v0-3')));
  assert.ok(!zhTest(feedPage('zh', '/zh/community/releases/')), 'the releases overview is not a feed item');
});

test('sidebar and nav keep only pages that exist; labels are the page titles per language', () => {
  const docs = fixtureDocs({
    'en/guide/a.mdx': '# Alpha\n\ntext',
    'zh/guide/a.mdx': '---\ntitle: 甲\n---\n\n# 甲\n',
    'en/guide/b.mdx': '# Beta\n',
    'en/guide/index.mdx': '# Guide\n',
  });
  const sidebar: Record<string, SidebarGroupData[]> = {
    '/guide/': [
      { text: 'g1', items: ['/guide/a', '/guide/missing', '/guide/b'] },
      { text: 'g2', items: ['/guide/none'] },
    ],
  };
  const built = buildSidebar(sidebar, docs);
  assert.deepEqual(Object.keys(built), ['/guide/', '/zh/guide/'], 'the Chinese pages get the same groups');
  assert.deepEqual(
    built['/zh/guide/'],
    [{ text: 'g1', collapsible: true, collapsed: false, items: [{ text: pageKey('/guide/a'), link: '/guide/a' }] }],
    'the Chinese sidebar leaves out the page that has no Chinese version',
  );
  assert.deepEqual(
    { '/guide/': built['/guide/'] },
    {
      '/guide/': [
        {
          text: 'g1',
          collapsible: true,
          collapsed: false,
          items: [
            { text: pageKey('/guide/a'), link: '/guide/a' },
            { text: pageKey('/guide/b'), link: '/guide/b' },
          ],
        },
      ],
    },
  );
  const labels = pageLabels(sidebar, docs);
  assert.deepEqual(labels[pageKey('/guide/a')], { en: 'Alpha', zh: '甲' });
  assert.deepEqual(labels[pageKey('/guide/b')], { en: 'Beta', zh: 'Beta' }, 'a page missing in Chinese falls back to English');
  const nav: NavEntry[] = [
    { text: 'n1', link: '/guide/', activeMatch: '/guide/' },
    { text: 'n2', link: '/api/', activeMatch: '/api/' },
  ];
  assert.deepEqual(
    buildNav(nav, docs).map((n) => ('link' in n ? n.link : undefined)),
    ['/guide/'],
  );
});

test('head attribute values are escaped', () => {
  assert.equal(escapeAttr('a "b" <c> & d'), 'a &quot;b&quot; &lt;c&gt; &amp; d');
});

test('Atom feeds get their language on the root element', () => {
  assert.equal(
    atomWithLanguage('<?xml?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<id/>', 'zh-CN'),
    '<?xml?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">\n<id/>',
  );
});

test('page descriptions: front matter, else the first sentence of the prose, else the site', () => {
  assert.equal(describe('---\ndescription: Given.\n---\n\n# x\n\nText.\n', 'en'), 'Given.');
  assert.equal(
    describe(
      '# server.port\n\n- **Type:** `number`\n- **Default:** `8080`\n\nThe port of the [dev server](/x), in `rsbuild dev`. More text.\n',
      'en',
    ),
    'The port of the dev server, in rsbuild dev. More text.',
    'a short first sentence gets the next one',
  );
  assert.match(describe('# x\n\n```ts\ncode\n```\n', 'zh'), /Rspack/);
  // The text of code spans stays, tags in them included.
  assert.equal(
    describe('# html.meta\n\n- **Type:** `object`\n\nAdds `<meta>` elements to the `<head>` of the generated HTML pages. More.\n', 'en'),
    'Adds <meta> elements to the <head> of the generated HTML pages.',
  );
  assert.equal(
    describe('# html.meta\n\n向生成的 HTML 页面的 `<head>` 中添加 `<meta>` 元素。更多。\n', 'zh'),
    '向生成的 HTML 页面的 <head> 中添加 <meta> 元素。',
  );
  // Short Chinese sentences are sentences too (no fallback to the site description).
  assert.equal(describe('# 插件\n\n注册 Rsbuild 插件。插件用来补充能力。\n', 'zh'), '注册 Rsbuild 插件。插件用来补充能力。');
  // A line introducing a code block is skipped; a lead ending in a colon ends with a full stop.
  assert.equal(
    describe('# x\n\nThe full type:\n\n```ts\ntype A = 1;\n```\n\nCreates path aliases for imports in the project:\n\n- a\n', 'en'),
    'Creates path aliases for imports in the project.',
  );
  // The lead comes before the first section; periods in versions and e.g. do not end a sentence.
  assert.equal(
    describe('# x\n\nRsbuild 0.5.9 reads e.g. the config file of the project root. Then more.\n\n## A\n\nOther.\n', 'en'),
    'Rsbuild 0.5.9 reads e.g. the config file of the project root.',
  );
});

test('language prefixes: English routes have none, Chinese ones /zh; splitLang undoes withLang', () => {
  assert.deepEqual(splitLang('/zh/guide/start/'), { lang: 'zh', route: '/guide/start/' });
  assert.deepEqual(splitLang('/zh'), { lang: 'zh', route: '/' });
  assert.deepEqual(splitLang('/zhx/y'), { lang: 'en', route: '/zhx/y' });
  for (const lang of LANGS)
    for (const route of ['/', '/config/server/port']) assert.deepEqual(splitLang(withLang(route, lang)), { lang, route });
  assert.equal(feedUrl('zh', 'atom'), '/rss/releases-zh.xml');
  assert.equal(feedUrl('en', 'rss'), '/rss/releases-en.rss');
});
