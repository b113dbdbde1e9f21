// Facts behind statements fixed in review 79 (slice g), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/polyfill, "usage": SWC's `shippedProposals`, which Rsbuild turns on in this mode, makes SWC add
//   core-js's polyfills of proposals for the built-ins the code uses, shipped or not: `new Map()` pulls in fourteen
//   `esnext.map.*` modules (`esnext.map.emplace` …) even for `chrome >= 120` (the page said "a few", for APIs "browsers
//   have shipped ahead of standardization").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distText, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('config/output/polyfill "using Map pulls in fourteen esnext.map.* modules, such as esnext.map.emplace, even for chrome >= 120": the proposals SWC polyfills with shippedProposals include ones no browser has shipped', () => {
  for (const [lang, words] of [
    ['en', 'using `Map` pulls in fourteen `esnext.map.*` modules, such as `esnext.map.emplace`, even for `chrome >= 120`'],
    ['zh', '即使面向 `chrome >= 120`，使用 `Map` 也会引入 14 个 `esnext.map.*` 模块，例如 `esnext.map.emplace`'],
  ] as const) {
    assert.ok(page(lang, 'config/output/polyfill').includes(words), `${lang}: the page says so`);
  }
  const modules = (config: string): string[] => {
    const dir = project({
      'src/index.js': "const m = new Map([[1, 'a']]);\ndocument.body.textContent = String(m.get(1));\n",
      'rsbuild.config.mjs': `export default ${config};\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return [...new Set(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).match(/core-js\/modules\/[\w.-]+\.js/g) ?? [])].sort();
  };
  const latest = modules("{ output: { minify: false, overrideBrowserslist: ['chrome >= 120'] } }");
  assert.equal(latest.length, 14, latest.join(', '));
  assert.ok(
    latest.every((m) => m.startsWith('core-js/modules/esnext.map.')),
    latest.join(', '),
  );
  assert.ok(latest.includes('core-js/modules/esnext.map.emplace.js'));
  assert.ok(latest.includes('core-js/modules/esnext.map.delete-all.js'));
  // The default browser list gets the same fourteen (Map itself needs no polyfill there either).
  assert.deepEqual(modules('{ output: { minify: false } }'), latest);
});
