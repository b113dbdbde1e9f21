// Facts behind statements fixed in review 79 (slice d), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/html/template, common problem "An index.html inside the src directory": the entry Rsbuild finds by itself
//   "remains src/index.(ts|js|tsx|jsx)". 0.5.9 looks for src/index.ts, .js, .tsx and .jsx only: its list of defaults
//   writes '.mjs' and '.cjs' with a dot (src/index..mjs), so a project whose only entry file is src/index.mjs or
//   src/index.cjs stops with "Could not find any entry module", although that message itself names mjs|cjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('config/html/template "it is not taken for the entry, which remains src/index.(ts|js|tsx|jsx)": src/index.ts, .js, .tsx and .jsx are found as the entry; src/index.mjs and src/index.cjs are not (Could not find any entry module)', () => {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'config/html/template');
    assert.ok(text.includes('`src/index.(ts|js|tsx|jsx)`'), `${lang}: the page names the four extensions`);
    assert.ok(!text.includes('mjs|cjs'), `${lang}: the page does not name mjs or cjs`);
  }
  for (const ext of ['ts', 'js', 'tsx', 'jsx']) {
    const dir = project({ [`src/index.${ext}`]: "console.log('ENTRY_MARK');\n" });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, `${ext}: ${run.output}`);
    assert.ok(distFiles(dir).includes('index.html'), ext);
  }
  for (const ext of ['mjs', 'cjs']) {
    const dir = project({ [`src/index.${ext}`]: "console.log('ENTRY_MARK');\n" });
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, ext);
    assert.match(run.output, /Could not find any entry module/, ext);
  }
});
