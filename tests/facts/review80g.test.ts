// Facts behind statements fixed in review 80 (slice g), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/html-template, the fields of an html.tags object: the page said a string `hash` "appends that string".
//   It appends `?` and the string (core/src/rspack/HtmlBasicPlugin.ts, modifyTags: `${filename}?${optHash}`):
//   `hash: 'v2'` on config.js gives /config.js?v2, as `true` gives /config.js?<compilation hash>.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, project } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('guide/basic/html-template "hash: a string appends ? and that string": html.tags with hash: \'v2\' gives /config.js?v2, hash: true /config.js?<compilation hash>', () => {
  for (const [lang, words] of [
    ['en', '`true` appends `?<compilation hash>` to `src` or `href`; a string appends `?` and that string'],
    ['zh', '`true` 会在 `src` 或 `href` 后追加 `?<compilation hash>`；传入字符串则追加 `?` 和该字符串'],
  ] as const) {
    assert.ok(page(lang, 'guide/basic/html-template').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "document.title = 'tags';\n",
    'rsbuild.config.mjs': [
      'export default {',
      '  html: {',
      '    tags: [',
      "      { tag: 'script', attrs: { src: 'config.js' }, hash: 'v2' },",
      "      { tag: 'script', attrs: { src: 'other.js' }, hash: true },",
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<script src="\/config\.js\?v2"><\/script>/, html);
  assert.doesNotMatch(html, /config\.jsv2/, html);
  assert.match(html, /<script src="\/other\.js\?[0-9a-f]{16}"><\/script>/, html);
});
