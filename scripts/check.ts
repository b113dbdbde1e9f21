// `pnpm check [files…]`: the content gates on the pages you touched, in a few seconds.
// Default: the pages changed in git (modified, added or untracked under docs/). Prints one line per
// problem, `file:line:col message`, and one summary line. Exit code 1 when there is a problem.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type PageProblem, checkFrontMatterYaml, checkMdxSyntax, formatProblem } from '../plugins/page-check';
import { ROOT } from './lib/pages';
import {
  NAVIGATION,
  type Problem,
  checkDefaults,
  checkFrontMatter,
  checkLinks,
  checkParity,
  checkPluginVersions,
  checkRoutes,
  checkStubs,
  checkTypography,
  readRouteList,
  realDefaults,
} from './gates/gates';
import { checkExamples } from './gates/check-examples';
import { checkErrorQuotes } from './gates/error-messages';
import { checkSearchQuestions } from './gates/search-questions';
import { checkEnglishInChinese } from './gates/translation-gates';

const isPage = (f: string): boolean => /^docs\/(en|zh)\/.*\.mdx?$/.test(f) && !/\/shared\//.test(f);

/** `--docs DIR` checks another docs folder (the tests plant defects in a copy). */
function takeDocsFlag(args: string[]): string {
  const i = args.indexOf('--docs');
  if (i === -1) return path.join(ROOT, 'docs');
  const [, dir] = args.splice(i, 2);
  return path.resolve(dir);
}

/** Pages changed in git: modified, added, renamed or untracked (deleted ones are skipped). */
function changedPages(): string[] {
  let out = '';
  try {
    out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'docs'], { cwd: ROOT, encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter((l) => l.length > 3 && !l.startsWith(' D') && !l.startsWith('D '))
    .map((l) => l.slice(3).split(' -> ').pop() ?? '')
    .filter(isPage);
}

async function main(): Promise<number> {
  const t0 = Date.now();
  const args = process.argv.slice(2);
  const DOCS = takeDocsFlag(args);
  const named = (args.length ? args : changedPages()).map((f) => path.relative(ROOT, path.resolve(f)));
  for (const f of named) {
    if (!fs.existsSync(path.join(ROOT, f))) {
      console.log(`${f}:1:1 no such file`);
      return 1;
    }
  }
  // A code file named by mistake (a test beside its pages) is not read as MDX.
  const files = named.filter((f) => /\.mdx?$/.test(f));
  for (const f of named.filter((n) => !files.includes(n))) console.log(`${f}: not a page, skipped (pnpm check reads .md and .mdx files)`);
  if (!files.length && named.length) {
    console.log('pnpm check: no page among the files named');
    return 0;
  }
  if (!files.length) {
    console.log('pnpm check: no changed pages (name files to check: pnpm check docs/en/guide/start/index.mdx)');
    return 0;
  }
  const selected = new Set(files);
  const problems: PageProblem[] = [];
  const add = (list: readonly Problem[]): void => {
    for (const p of list)
      if (selected.has(p.file) && !broken.has(p.file))
        problems.push({ file: p.file, line: Math.max(p.line, 1), column: 1, message: p.message });
  };

  // Syntax first: a page that does not parse makes the other gates' findings noise.
  const broken = new Set<string>();
  for (const f of files) {
    const syntax = [...checkFrontMatterYaml(path.join(ROOT, f)), ...(await checkMdxSyntax(path.join(ROOT, f)))];
    if (syntax.length) broken.add(f);
    problems.push(...syntax);
  }
  const routes = readRouteList();
  add(checkRoutes(DOCS, routes));
  add(checkParity(DOCS));
  add(checkLinks(DOCS, NAVIGATION, routes));
  add(checkFrontMatter(DOCS));
  add(checkStubs(DOCS));
  add(checkTypography(DOCS));
  add(checkPluginVersions(DOCS));
  add(checkEnglishInChinese(DOCS));
  add(checkSearchQuestions(DOCS));
  // A message the English page quotes and the Chinese one does not is reported on the Chinese page, also when only
  // the English page was touched (the problem names the English file and line).
  for (const p of checkErrorQuotes(DOCS))
    if (selected.has(p.file) || selected.has(p.file.replace(/(^|\/)docs\/zh\//, '$1docs/en/')))
      problems.push({ file: p.file, line: Math.max(p.line, 1), column: 1, message: p.message });
  const examples = checkExamples(files.filter((f) => !broken.has(f)).map((f) => path.join(ROOT, f)));
  for (const e of examples.errors) {
    // TypeScript reports an unknown option of an overloaded call (defineConfig) at the call: point at the option.
    const unknown = /'(\w+)' does not exist in type/.exec(e.message)?.[1];
    let line = e.line;
    if (unknown) {
      const source = fs.readFileSync(path.resolve(ROOT, e.file), 'utf8').split('\n');
      const found = source.findIndex((l, i) => i >= e.line - 1 && new RegExp(`\\b${unknown}\\b`).test(l));
      if (found >= 0) line = found + 1;
    }
    problems.push({ file: e.file, line, column: 1, message: e.message.replace(/\s*\n\s*/g, ' ') });
  }
  if (files.some((f) => /^docs\/(en|zh)\/config\//.test(f))) {
    const { normalized, rspack } = await realDefaults();
    add(checkDefaults(DOCS, normalized, rspack));
  }

  const unique = [...new Map(problems.map((p) => [formatProblem(p), p])).values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
  for (const p of unique) console.log(formatProblem(p));
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const pages = `${files.length} page${files.length === 1 ? '' : 's'}`;
  if (unique.length) console.log(`pnpm check: ${unique.length} problem${unique.length === 1 ? '' : 's'} in ${pages} (${seconds} s)`);
  else console.log(`pnpm check: ${pages} checked, no problems (${examples.checked} examples type-checked, ${seconds} s)`);
  return unique.length ? 1 : 0;
}

process.exit(await main());
