// The pure parts of issue 17: the security headers and their policy, the static server's view of
// hostile paths, the sitemap, the feeds' clean HTML, the 404 redirect and the navigation guard's checks.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { cleanFeedHtml, newestDate } from '../../scripts/lib/feed-html';
import { feedEntry } from '../../scripts/lib/feeds';
import {
  contentSecurityPolicy,
  headersFor,
  inlineCodeProblems,
  inlineScriptHashes,
  parseHeadersFile,
  patternMatches,
  remoteSearchOrigin,
  renderHeadersFile,
  headerRules,
} from '../../scripts/lib/security-headers';
import { renderRobots, renderSitemap } from '../../scripts/lib/sitemap';
import { hostilePath } from '../../scripts/lib/static-server';
import { localeFallbackPath } from '../../theme/head-scripts/locale-fallback';
import { elementSources, isChunkLoadError, isOtherBuild, sameOriginUrl, scriptSources } from '../../theme/navigation/checks';
import { safeAddress } from '../../theme/head-scripts/url-guard';

const sha = (s: string): string => `sha256-${crypto.createHash('sha256').update(s).digest('base64')}`;

test('inline scripts are hashed as browsers hash them; external scripts and JSON data blocks are not', () => {
  const html = '<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script><script type="module">b()</script><script type="application/ld+json">{}</script>';
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')]);
});

test('event handler attributes and javascript: URLs are reported, text that looks like them is not', () => {
  assert.deepEqual(inlineCodeProblems('<p>onclick="x" is text</p><code>javascript:void 0</code><script>var a = "<a onclick=1>"</script>'), []);
  assert.equal(inlineCodeProblems('<img src="x" onerror="alert(1)">').length, 1);
  assert.equal(inlineCodeProblems('<a href="javascript:alert(1)">x</a>').length, 1);
});

test('the policy: scripts from the site and the listed hashes only, no unsafe-inline for scripts, strict framing and base', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'], connectOrigins: ['https://search.example'] });
  const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  assert.deepEqual(directives.get('script-src'), ["'self'", "'wasm-unsafe-eval'", "'sha256-a'", "'sha256-b'"]);
  assert.deepEqual(directives.get('object-src'), ["'none'"]);
  assert.deepEqual(directives.get('base-uri'), ["'self'"]);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('connect-src'), ["'self'", 'https://search.example']);
  assert.ok(!/script-src[^;]*unsafe-inline/.test(policy));
});

test('the remote search origin comes from the pages, only for http(s) URLs', () => {
  assert.equal(remoteSearchOrigin('<meta name="docs-search-url" content="https://s.example/api/search?x=1&amp;y=2">'), 'https://s.example');
  assert.equal(remoteSearchOrigin('<meta name="docs-search-url" content="/api/search">'), undefined);
  assert.equal(remoteSearchOrigin('<meta name="docs-search-url" content="javascript:alert(1)">'), undefined);
  assert.equal(remoteSearchOrigin('<meta name="description" content="x">'), undefined);
});

test('_headers: written and read back, splat patterns, later rules add to earlier ones', () => {
  const rules = headerRules("default-src 'self'");
  const text = renderHeadersFile(rules);
  assert.deepEqual(parseHeadersFile(text), rules);
  assert.ok(patternMatches('/static/*', '/static/js/a.js'));
  assert.ok(!patternMatches('/static/*', '/guide/static/x'));
  assert.ok(patternMatches('/*', '/'));
  const page = headersFor(rules, '/guide/start/');
  assert.equal(page['Content-Security-Policy'], "default-src 'self'");
  assert.equal(page['Cache-Control'], undefined, 'HTML keeps the host default (revalidate)');
  assert.equal(headersFor(rules, '/static/js/index.abc123.js')['Cache-Control'], 'public, max-age=31536000, immutable');
  assert.equal(headersFor(rules, '/static/js/index.abc123.js')['X-Content-Type-Options'], 'nosniff');
});

test('the static server turns hostile paths away, and lets real ones through', () => {
  for (const p of ['/%00', '/..%2f..%2fetc/passwd', '/%E0%A4%A', `/${'a'.repeat(5000)}`, '/a/../b', '/%5c..%5cwin.ini', `/${'b'.repeat(300)}`]) {
    assert.ok(hostilePath(p), p);
  }
  for (const p of ['/', '/guide/start/quick-start', '/zh/guide/start/', '/static/js/index.1a2b.js', '/%E4%B8%AD', '//evil.example']) {
    assert.equal(hostilePath(p), null, p);
  }
});

test('the 404 redirect never leaves the site, whatever follows the language prefix', () => {
  assert.equal(localeFallbackPath('/en//evil.example'), '/evil.example');
  assert.equal(localeFallbackPath('/zh/\\evil.example'), '/evil.example');
  assert.equal(localeFallbackPath('/en/\\/\\evil.example/x'), '/evil.example/x');
  assert.equal(localeFallbackPath('/en/guide/start/'), '/guide/start/');
  assert.equal(localeFallbackPath('/zh/zh/guide'), '/zh/guide');
});

test('sitemap: absolute URLs, lastmod, both languages as alternates with an English x-default; robots.txt names it', () => {
  const xml = renderSitemap(
    [
      { routePath: '/guide/start/', lastmod: '2024-04-07' },
      { routePath: '/zh/guide/start/', lastmod: '2024-04-08' },
      { routePath: '/guide/advanced/rem' },
    ],
    'https://docs.example/',
  );
  assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
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
  const entry = feedEntry({ title: 'Rsbuild v0.5', link: 'https://rsbuild.dev/community/releases/v0-5', id: '/community/releases/v0-5', date: new Date('2024-03-19T08:00:00Z'), content });
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

test('navigation guard: chunk errors, other builds and same-origin targets are told apart', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(missing: http://x/static/js/async/123.js)'), { name: 'ChunkLoadError' });
  assert.ok(isChunkLoadError(chunkError));
  assert.ok(isChunkLoadError(new Error('Loading CSS chunk 7 failed.')));
  assert.ok(!isChunkLoadError(new TypeError('x is undefined')));
  assert.ok(!isChunkLoadError(undefined));
  const ours = ['/static/js/lib-react.1.js', '/static/js/index.2.js'];
  const page = (index: string): string => `<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/${index}"></script>`;
  assert.deepEqual(scriptSources(page('index.2.js')), ours);
  assert.ok(!isOtherBuild(page('index.2.js'), ours), 'the same build');
  assert.ok(isOtherBuild(page('index.3.js'), ours), 'a redeploy');
  assert.ok(!isOtherBuild('<p>offline page</p>', ours), 'not one of our pages');
  // A built page names the app's scripts in its boot script (theme/hydration/boot.ts), which appends them once the visitor shows intent.
  const booted = (index: string): string => `<script defer src="/static/js/boot.9.js" data-scripts="/static/js/lib-react.1.js /static/js/${index}"></script>`;
  const attrs = (src: string, scripts?: string) => ({ getAttribute: (n: string) => (n === 'src' ? src : n === 'data-scripts' ? (scripts ?? null) : null) });
  const running = elementSources([attrs('/static/js/boot.9.js', '/static/js/lib-react.1.js /static/js/index.2.js'), attrs('/static/js/lib-react.1.js'), attrs('/static/js/index.2.js')]);
  assert.deepEqual(running, ['/static/js/boot.9.js', ...ours]);
  assert.ok(!isOtherBuild(booted('index.2.js'), running), 'the same build, hydrated on intent');
  assert.ok(isOtherBuild(booted('index.3.js'), running), 'a redeploy, hydrated on intent');
  assert.equal(sameOriginUrl('/guide/start/', 'https://rsbuild.dev/x')?.href, 'https://rsbuild.dev/guide/start/');
  assert.equal(sameOriginUrl('//evil.example/x', 'https://rsbuild.dev/x'), null);
  assert.equal(sameOriginUrl('javascript:alert(1)', 'https://rsbuild.dev/x'), null);
});

test('a stray % in the address is removed before the app decodes it (twice, in places)', () => {
  assert.equal(safeAddress('/guide/start/', '?navbar=0', '#intro'), null, 'a normal address is left alone');
  assert.equal(safeAddress('/zh/%E4%B8%AD', '?q=%E4%B8%AD', '#%E4%B8%AD'), null, 'valid escapes are left alone');
  assert.equal(safeAddress('/guide/', '?navbar=0&x=%', ''), '/guide/?navbar=0&x=');
  assert.equal(safeAddress('/guide/', '', '#%zz'), '/guide/#zz');
  assert.equal(safeAddress('/%E0%A4%A', '', ''), '/E0A4A');
  assert.equal(safeAddress('/%25', '', ''), '/25', 'a path that decodes once but not twice');
});
