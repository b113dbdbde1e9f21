import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import type { FeedChannel } from '@rspress/plugin-rss';
import { describe } from '../../scripts/lib/descriptions';
import { atomWithLanguage, feedChannels, isReleasePage } from '../../scripts/lib/feeds';
import { escapeAttr } from '../../scripts/lib/head';
import { buildNav, buildSidebar, pageKey, pageLabels } from '../../scripts/lib/site-nav';
import { type NavEntry, type SidebarGroupData, LANGS, feedUrl, splitLang, withLang } from '../../theme/site-data';

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
  const sidebar: Record<string, SidebarGroupData[]> = { '/guide/': [{ text: 'g1', items: ['/guide/a', '/guide/missing', '/guide/b'] }, { text: 'g2', items: ['/guide/none'] }] };
  const built = buildSidebar(sidebar, docs);
  assert.deepEqual(Object.keys(built), ['/guide/', '/zh/guide/'], 'the Chinese pages get the same groups');
  assert.deepEqual(built['/zh/guide/'], built['/guide/']);
  assert.deepEqual({ '/guide/': built['/guide/'] }, {
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
  });
  const labels = pageLabels(sidebar, docs);
  assert.deepEqual(labels[pageKey('/guide/a')], { en: 'Alpha', zh: '甲' });
  assert.deepEqual(labels[pageKey('/guide/b')], { en: 'Beta', zh: 'Beta' }, 'a page missing in Chinese falls back to English');
  const nav: NavEntry[] = [
    { text: 'n1', link: '/guide/', activeMatch: '/guide/' },
    { text: 'n2', link: '/api/', activeMatch: '/api/' },
  ];
  assert.deepEqual(buildNav(nav, docs).map((n) => ('link' in n ? n.link : undefined)), ['/guide/']);
});

test('head attribute values are escaped', () => {
  assert.equal(escapeAttr('a "b" <c> & d'), 'a &quot;b&quot; &lt;c&gt; &amp; d');
});

test('Atom feeds get their language on the root element', () => {
  assert.equal(atomWithLanguage('<?xml?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<id/>', 'zh-CN'), '<?xml?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">\n<id/>');
});

test('page descriptions: front matter, else the first sentence of the prose, else the site', () => {
  assert.equal(describe('---\ndescription: Given.\n---\n\n# x\n\nText.\n', 'en'), 'Given.');
  assert.equal(
    describe('# server.port\n\n- **Type:** `number`\n- **Default:** `8080`\n\nThe port of the [dev server](/x), in `rsbuild dev`. More text.\n', 'en'),
    'The port of the dev server, in rsbuild dev.',
  );
  assert.match(describe('# x\n\n```ts\ncode\n```\n', 'zh'), /Rspack/);
});

test('language prefixes: English routes have none, Chinese ones /zh; splitLang undoes withLang', () => {
  assert.deepEqual(splitLang('/zh/guide/start/'), { lang: 'zh', route: '/guide/start/' });
  assert.deepEqual(splitLang('/zh'), { lang: 'zh', route: '/' });
  assert.deepEqual(splitLang('/zhx/y'), { lang: 'en', route: '/zhx/y' });
  for (const lang of LANGS) for (const route of ['/', '/config/server/port']) assert.deepEqual(splitLang(withLang(route, lang)), { lang, route });
  assert.equal(feedUrl('zh', 'atom'), '/rss/releases-zh.xml');
  assert.equal(feedUrl('en', 'rss'), '/rss/releases-en.rss');
});
