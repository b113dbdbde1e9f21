// The page's head as the build writes it: Rspress's page template without its IE-only and generator lines, and every
// inline script minified (rspress.config.ts, html.template and html.tags).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { minifyInlineScripts } from '../../theme/head-scripts/minify';

const ROOT = path.join(import.meta.dirname, '../..');

test("the page template is Rspress's own without its X-UA-Compatible (IE only) and generator lines (after an upgrade of Rspress, copy its index.html and drop those two lines)", () => {
  const rspress = createRequire(path.join(ROOT, 'package.json')).resolve('@rspress/core/package.json');
  const upstream = fs.readFileSync(path.join(path.dirname(rspress), 'index.html'), 'utf8');
  const ours = fs.readFileSync(path.join(ROOT, 'theme/page-template.html'), 'utf8');
  assert.match(upstream, /X-UA-Compatible/, 'Rspress no longer writes the line: use its template again (drop html.template)');
  assert.equal(ours, upstream.replace(/^.*(X-UA-Compatible|GENERATOR).*\n/gm, ''));
});

test('inline head scripts are minified, with the same behaviour; scripts with a src or of another type are left alone', () => {
  const theme =
    "{;const saved = localStorage.getItem('k');const isDark = saved === 'dark';document.documentElement.classList.toggle('dark', isDark);}";
  const tags = [
    { tag: 'script', children: theme, head: true },
    { tag: 'script', attrs: { src: '/a.js' } },
    { tag: 'script', attrs: { type: 'application/ld+json' }, children: '{ "a": 1 }' },
    { tag: 'link', attrs: { rel: 'icon', href: '/i.svg' } },
  ];
  const out = minifyInlineScripts(tags);
  assert.ok(out[0].children!.length < theme.length, out[0].children);
  const run = (code: string) => {
    const list = new Set<string>();
    const classList = { toggle: (n: string, on: boolean) => void (on ? list.add(n) : list.delete(n)) };
    new Function('localStorage', 'document', code)({ getItem: () => 'dark' }, { documentElement: { classList } });
    return [...list];
  };
  assert.deepEqual(run(out[0].children!), run(theme));
  assert.deepEqual(out.slice(1), tags.slice(1));
});
