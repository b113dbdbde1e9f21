// The authoring gates on every page: what `pnpm check` runs on the pages you touched, run here on all.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkFrontMatterYaml, checkMdxSyntax, checkReleaseDate, formatProblem } from '../../plugins/page-check';
import { DOCS, ROOT } from '../../scripts/lib/pages';
import { translationStates } from '../../plugins/translations';
import { checkEnglishInChinese } from '../../scripts/gates/translation-gates';

const pages = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? (e.name === 'public' ? [] : pages(p)) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
const all = pages(DOCS);

test('front matter: valid YAML on every page (the build refuses it otherwise); release notes dated', () => {
  const problems = all.flatMap((f) => [...checkFrontMatterYaml(f), ...checkReleaseDate(f)]);
  assert.deepEqual(problems.map(formatProblem), []);
});

test('MDX: every page compiles', async () => {
  const problems = (await Promise.all(all.map((f) => checkMdxSyntax(f)))).flat();
  assert.deepEqual(problems.map(formatProblem), []);
  console.log(`MDX: ${all.length} sources compile`);
});

test('Chinese pages: no paragraph of English prose', () => {
  const problems = checkEnglishInChinese(DOCS);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    [],
  );
});

test('translations: every Chinese page records the English version it translates; stale ones are listed', () => {
  const states = translationStates(DOCS);
  const unrecorded = states.filter((s) => s.state === 'unrecorded').map((s) => path.relative(ROOT, s.zh));
  assert.deepEqual(unrecorded, [], 'translate, then record the English version with: pnpm translations --mark <file>');
  const stale = states.filter((s) => s.state === 'stale');
  // Stale pages are published with a notice to readers (theme/components/TranslationNotice.tsx); here they are
  // listed so that authors see them. `pnpm translations` shows the English diff of each.
  if (stale.length)
    console.log(
      `translations: ${stale.length} Chinese pages behind their English page:\n${stale.map((s) => `  ${path.relative(ROOT, s.zh)}`).join('\n')}`,
    );
  console.log(`translations: ${states.length - stale.length} of ${states.length} current`);
});
