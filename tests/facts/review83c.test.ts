// Facts behind the statements fixed in the second accuracy review of session 83 (slice c): config/tools/less,
// config/tools/sass and config/dev/start-url, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in
// throw-away projects made by topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it.
//
// - config/tools/less, less.sourceMap: "Turn on output.sourceMap.css to get CSS source maps in the output." Not in a
//   production build on its own: the CSS maps are written through Rspack's devtool, which output.sourceMap.js sets and
//   which is false in production (core/src/provider/plugins/css.ts only removes the map when css is false), so
//   css: true alone writes no .css.map; with js: 'source-map' the map is written and names the .less file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, page, project } from './topics-support';

/** Asserts that both languages of `route` contain their `words`. */
function pageSays(route: string, words: { en: string; zh: string }): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less, less.sourceMap "in a production build, also set output.sourceMap.js ... css: true alone writes no .css.map": rsbuild build with sourceMap.css true writes no map; adding js: \'source-map\' writes a .css.map whose sources name the .less file', () => {
  pageSays('config/tools/less', {
    en: 'in a production build, also set `output.sourceMap.js`',
    zh: '生产构建还需要设置 `output.sourceMap.js`',
  });
  const files = { 'src/index.js': "import './a.less';\n", 'src/a.less': '@c: red;\n.a { color: @c; }\n' };
  const cssOnly = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { sourceMap: { css: true } } };\n' });
  build(cssOnly);
  const css = distFiles(cssOnly).filter((f) => f.startsWith('static/css/'));
  assert.equal(css.length, 1, css.join());
  assert.match(css[0], /\.css$/);

  const both = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { css: true, js: 'source-map' } } };\n" });
  build(both);
  assert.ok(
    distFiles(both).some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(f)),
    distFiles(both).join(),
  );
  const map = JSON.parse(distText(both, /\.css\.map$/)) as { sources: string[] };
  assert.ok(
    map.sources.some((s) => s.endsWith('src/a.less')),
    map.sources.join(),
  );
});
