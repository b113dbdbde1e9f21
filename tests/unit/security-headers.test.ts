// The security headers: inline scripts hashed as browsers hash them, what the policy allows, the remote
// search's origin, and the _headers file written and read back.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
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
} from '../../plugins/post-build/security-headers';

const sha = (s: string): string => `sha256-${crypto.createHash('sha256').update(s).digest('base64')}`;

test('inline scripts are hashed as browsers hash them; external scripts and JSON data blocks are not', () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script><script type="module">b()</script><script type="application/ld+json">{}</script>';
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')]);
});

test('event handler attributes and javascript: URLs are reported, text that looks like them is not', () => {
  assert.deepEqual(
    inlineCodeProblems('<p>onclick="x" is text</p><code>javascript:void 0</code><script>var a = "<a onclick=1>"</script>'),
    [],
  );
  assert.equal(inlineCodeProblems('<img src="x" onerror="alert(1)">').length, 1);
  assert.equal(inlineCodeProblems('<a href="javascript:alert(1)">x</a>').length, 1);
  assert.equal(inlineCodeProblems('<button type=button onclick=go()>x</button>').length, 1);
});

test('words of a heading inside another attribute are not event handlers: an author can write `onToken = (token) =>`', () => {
  // A heading quoting `onToken = (token) =>` once failed the build: the check cut the tag at the `>` of `=>`
  // inside a quoted value and read `onToken =` as an attribute.
  assert.deepEqual(
    inlineCodeProblems('<h3 id="x" data-title="Unexpected token (6:12) onToken = (token) => {" title=\'onclick = "x"\'>t</h3>'),
    [],
  );
  assert.deepEqual(inlineCodeProblems('<a href="/guide/javascript:api" title="javascript: URLs">x</a>'), []);
});

test('the policy: scripts from the site and the listed hashes only (and WebAssembly, for the wasm-assets example), no unsafe-inline for scripts, strict framing and base', () => {
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
