// The sitemap and robots.txt, the feeds' entries, and the feed links of `pnpm dev`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanFeedHtml, newestDate } from '../../plugins/feeds/feed-html';
import { feedEntry, pageFeeds } from '../../plugins/feeds';
import { renderRobots, renderSitemap } from '../../plugins/sitemap';

test('sitemap: absolute URLs, lastmod, both languages as alternates with an English x-default; robots.txt names it', () => {
  const xml = renderSitemap(
    [
      { routePath: '/guide/start/', lastmod: '2024-04-07' },
      { routePath: '/zh/guide/start/', lastmod: '2024-04-08' },
      { routePath: '/guide/advanced/rem' },
    ],
    'https://docs.example/',
  );
  assert.match(
    xml,
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  assert.match(xml, /<loc>https:\/\/docs\.example\/zh\/guide\/start\/<\/loc>\n {4}<lastmod>2024-04-08<\/lastmod>/);
  assert.match(xml, /hreflang="zh" href="https:\/\/docs\.example\/zh\/guide\/start\/"/);
  assert.match(xml, /hreflang="x-default" href="https:\/\/docs\.example\/guide\/start\/"/);
  const rem = /<url>\n {4}<loc>https:\/\/docs\.example\/guide\/advanced\/rem<\/loc>\n {2}<\/url>/;
  assert.match(xml, rem, 'a page in one language has no alternates');
  assert.equal((xml.match(/<url>/g) ?? []).length, 3);
  assert.equal(renderRobots('https://docs.example/'), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap.xml\n');
});

test('feed entries: absolute ids and links, content without React markers, anchors, buttons or theme classes', () => {
  const content =
    '<!--$--><h1 class="rp-toc-include" id="v05"><a href="#v05" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Rsbuild v0.5<!-- --> </h1>\n' +
    '<h2 id="x"><a href="#x" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Changes</h2>' +
    '<p>See <a href="/config/output/targets" class="rp-link"><code>output.targets</code></a> and <a href="#x">below</a>.</p>' +
    '<div class="rp-codeblock"><pre class="shiki" style="color:red" tabindex="0" data-lang="js"><code><span class="line"><span style="color:blue">const</span><span> a = 1;</span></span><span class="line"><span>a &lt; 2;</span></span></code></pre><button class="copy" title="Copy"><svg><path d="M0"></path></svg></button></div><!--/$-->';
  const entry = feedEntry({
    title: 'Rsbuild v0.5',
    link: 'https://rsbuild.dev/community/releases/v0-5',
    id: '/community/releases/v0-5',
    date: new Date('2024-03-19T08:00:00Z'),
    content,
  });
  assert.equal(entry.id, 'https://rsbuild.dev/community/releases/v0-5');
  const html = entry.content ?? '';
  assert.ok(!html.includes('<!--'), 'no comments');
  assert.ok(!/>#</.test(html), 'no heading anchors');
  assert.ok(!/<h1/.test(html), 'the title is not repeated');
  assert.ok(!/class=|style=|<button|<svg/.test(html), html);
  assert.match(html, /<h2 id="x">Changes<\/h2>/);
  assert.match(html, /href="https:\/\/rsbuild\.dev\/config\/output\/targets"/);
  assert.match(html, /href="https:\/\/rsbuild\.dev\/community\/releases\/v0-5#x"/);
  assert.match(html, /<pre><code>const a = 1;\na &lt; 2;<\/code><\/pre>/);
  assert.equal(cleanFeedHtml('<p>x</p>', 'https://a.example/p'), '<p>x</p>');
  assert.equal(newestDate([new Date('2024-01-10'), undefined, new Date('2024-03-19')])?.toISOString(), '2024-03-19T00:00:00.000Z');
  assert.equal(newestDate([]), undefined);
});

test('pnpm dev: release pages and the home page get their feed links', () => {
  assert.deepEqual(
    pageFeeds({ lang: 'zh', routePath: '/zh/community/releases/v0-5' }).map((f) => `${f.mime} ${f.url} ${f.language}`),
    ['application/rss+xml /rss/releases-zh.rss zh-CN', 'application/atom+xml /rss/releases-zh.xml zh-CN'],
  );
  assert.equal(pageFeeds({ lang: 'en', routePath: '/', frontmatter: { 'link-rss': ['releases-en-rss', 'releases-en-atom'] } }).length, 2);
  assert.deepEqual(pageFeeds({ lang: 'en', routePath: '/community/releases/' }), []);
  assert.deepEqual(pageFeeds({ lang: 'en', routePath: '/guide/start/' }), []);
});
