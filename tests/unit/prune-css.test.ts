// The post-build step that takes out of the site's stylesheet the rules no page can use
// (plugins/post-build/prune-css.ts): only rules of classes that a page's content alone puts on it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { CONTENT_CLASS, contentClasses, pruneCss, pruneStylesheets, requiredClasses, selectors } from '../../plugins/post-build/prune-css';

const used =
  (...names: string[]) =>
  (cls: string) =>
    names.includes(cls);

test('a rule goes when a callout, badge, button or Shiki annotation class it needs is on no page; other rules stay, used or not', () => {
  const css =
    '.rp-callout--tip{color:green}.rp-callout--danger{color:red}.rp-callout--danger a,.rp-callout--caution a{color:red}' +
    '.rp-badge--info{color:blue}.shiki.has-focused .line:not(.focused){opacity:.7}' +
    '.rp-nav-screen--open{display:block}.rs-hide-navbar .rp-nav{display:none}';
  const { css: out, removed } = pruneCss(css, used('rp-callout--tip'));
  assert.equal(out, '.rp-callout--tip{color:green}.rp-nav-screen--open{display:block}.rs-hide-navbar .rp-nav{display:none}');
  assert.deepEqual(removed, [
    '.rp-callout--danger',
    '.rp-callout--danger a,.rp-callout--caution a',
    '.rp-badge--info',
    '.shiki.has-focused .line:not(.focused)',
  ]);
  // A selector list stays whole while one of its selectors can match.
  assert.equal(pruneCss('.rp-callout--danger a,.rp-callout--caution a{color:red}', used('rp-callout--caution')).removed.length, 0);
});

test('groups are pruned inside and dropped when empty; other at-rules, strings and classes inside :not() are left alone', () => {
  const css =
    '@media (max-width:768px){.rp-badge--tip{top:0}.x{top:1px}}@supports (display:grid){.rp-badge--tip{top:0}}' +
    '@keyframes spin{from{transform:none}}@font-face{font-family:a;src:url("a{b}.woff2")}' +
    '.a[data-x=".rp-badge--tip"]{color:red}.b:not(.rp-badge--tip){color:red}.c::after{content:"}{"}';
  const { css: out } = pruneCss(css, used());
  assert.equal(
    out,
    '@media (max-width:768px){.x{top:1px}}@keyframes spin{from{transform:none}}@font-face{font-family:a;src:url("a{b}.woff2")}' +
      '.a[data-x=".rp-badge--tip"]{color:red}.b:not(.rp-badge--tip){color:red}.c::after{content:"}{"}',
  );
  assert.deepEqual(selectors('.a:is(.b,.c), .d'), ['.a:is(.b,.c)', '.d']);
  assert.deepEqual(requiredClasses('.shiki.has-highlighted .line.highlighted:not(.error)'), [
    'shiki',
    'has-highlighted',
    'line',
    'highlighted',
  ]);
});

test('the classes looked for in the pages are the classes the step may prune', () => {
  const found = [...contentClasses('<div class="rp-callout rp-callout--tip"><span class="rp-badge--outline has-diff">')];
  assert.deepEqual(found, ['rp-callout--tip', 'rp-badge--outline', 'has-diff']);
  for (const c of found) assert.ok(CONTENT_CLASS.test(c), c);
  // A class a script builds (`rp-callout--${type}`) is not a word of its text.
  assert.equal(contentClasses('className:`rp-callout rp-callout--${t}`').size, 0);
});

test('the pruned stylesheet gets a new hash, the pages link it, the old file is gone; a stylesheet no page links fails the build', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-css-'));
  fs.mkdirSync(path.join(out, 'static/css'), { recursive: true });
  fs.mkdirSync(path.join(out, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(out, 'static/css/styles.0123456789.css'), '.rp-callout--tip{color:green}.rp-callout--danger{color:red}');
  fs.writeFileSync(path.join(out, 'static/js/a.js'), 'x');
  const page = (html: string) => ({ rel: 'a.html', html, changed: false });
  const link = '<link href="/static/css/styles.0123456789.css" rel="stylesheet"><div class="rp-callout rp-callout--tip">';
  const { pages, sheets } = pruneStylesheets(out, [page(link)]);
  assert.equal(sheets.length, 1);
  const name = path.basename(sheets[0].to);
  assert.match(name, /^styles\.[0-9a-f]{10}\.css$/);
  assert.notEqual(name, 'styles.0123456789.css');
  assert.deepEqual(fs.readdirSync(path.join(out, 'static/css')), [name]);
  assert.equal(fs.readFileSync(path.join(out, 'static/css', name), 'utf8'), '.rp-callout--tip{color:green}');
  assert.ok(pages[0].changed && pages[0].html.includes(`/static/css/${name}`));
  fs.writeFileSync(path.join(out, 'static/css/other.abcdefabcd.css'), '.rp-badge--tip{color:red}');
  assert.throws(() => pruneStylesheets(out, [page('<p>')]), /no page links \/static\/css\/other\.abcdefabcd\.css/);
  fs.rmSync(out, { recursive: true });
});
