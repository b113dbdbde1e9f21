// Hostile and broken input answered safely: paths the static server turns away, the 404 redirect that
// never leaves the site, the navigation guard telling chunk errors apart, and a stray % in the address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostilePath } from '../../scripts/lib/static-server';
import { localeFallbackPath } from '../../theme/head-scripts/locale-fallback';
import { elementSources, isChunkLoadError, isOtherBuild, sameOriginUrl, scriptSources } from '../../theme/navigation/checks';
import { safeAddress } from '../../theme/head-scripts/url-guard';

test('the static server turns hostile paths away, and lets real ones through', () => {
  for (const p of [
    '/%00',
    '/..%2f..%2fetc/passwd',
    '/%E0%A4%A',
    `/${'a'.repeat(5000)}`,
    '/a/../b',
    '/%5c..%5cwin.ini',
    `/${'b'.repeat(300)}`,
  ]) {
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

test('navigation guard: chunk errors, other builds and same-origin targets are told apart', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(missing: http://x/static/js/async/123.js)'), {
    name: 'ChunkLoadError',
  });
  assert.ok(isChunkLoadError(chunkError));
  assert.ok(isChunkLoadError(new Error('Loading CSS chunk 7 failed.')));
  assert.ok(!isChunkLoadError(new TypeError('x is undefined')));
  assert.ok(!isChunkLoadError(undefined));
  const ours = ['/static/js/lib-react.1.js', '/static/js/index.2.js'];
  const page = (index: string): string =>
    `<script defer src="/static/js/lib-react.1.js"></script><script defer src="/static/js/${index}"></script>`;
  assert.deepEqual(scriptSources(page('index.2.js')), ours);
  assert.ok(!isOtherBuild(page('index.2.js'), ours), 'the same build');
  assert.ok(isOtherBuild(page('index.3.js'), ours), 'a redeploy');
  assert.ok(!isOtherBuild('<p>offline page</p>', ours), 'not one of our pages');
  // A built page names the app's scripts in its boot script (theme/hydration/boot.ts), which appends them once the visitor shows intent.
  const booted = (index: string): string =>
    `<script defer src="/static/js/boot.9.js" data-scripts="/static/js/lib-react.1.js /static/js/${index}"></script>`;
  const attrs = (src: string, scripts?: string) => ({
    getAttribute: (n: string) => (n === 'src' ? src : n === 'data-scripts' ? (scripts ?? null) : null),
  });
  const running = elementSources([
    attrs('/static/js/boot.9.js', '/static/js/lib-react.1.js /static/js/index.2.js'),
    attrs('/static/js/lib-react.1.js'),
    attrs('/static/js/index.2.js'),
  ]);
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
