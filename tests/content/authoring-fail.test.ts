// `pnpm check` on planted defects, in a copy of docs/: each defect is one line `file:line:col message`
// at the line that has it, and a clean page gets the one summary line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../scripts/lib/pages';
import { translationHash, translationStates, withRecordedHash } from '../../plugins/translations';

let docs = '';
before(() => {
  docs = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'check-')), 'docs');
  fs.cpSync(path.join(ROOT, 'docs'), docs, { recursive: true });
});
after(() => fs.rmSync(path.dirname(docs), { recursive: true, force: true }));

/** Runs `pnpm check` (scripts/check.ts) on files of the copy; returns its output lines and exit code. */
function check(...files: string[]): { lines: string[]; status: number } {
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check.ts', '--docs', docs, ...files.map((f) => path.join(docs, f))],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    return { lines: out.trim().split('\n'), status: 0 };
  } catch (e) {
    const err = e as { stdout: string; status: number };
    return { lines: err.stdout.trim().split('\n'), status: err.status };
  }
}
const at = (file: string): string => path.relative(ROOT, path.join(docs, file));
/** Replaces the first line matching `find` in a page of the copy; returns its 1-based line number. */
function plant(file: string, find: RegExp, replace: (line: string) => string): number {
  const full = path.join(docs, file);
  const lines = fs.readFileSync(full, 'utf8').split('\n');
  const i = lines.findIndex((l) => find.test(l));
  assert.ok(i >= 0, `nothing matches ${find} in ${file}`);
  lines[i] = replace(lines[i]);
  fs.writeFileSync(full, lines.join('\n'));
  return i + 1;
}

test('a clean page: one summary line, exit 0', () => {
  const { lines, status } = check('en/guide/start/quick-start.mdx');
  assert.equal(status, 0);
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^pnpm check: 1 page checked, no problems/);
});

test('a code file named beside a page is skipped with one line, not reported as MDX that does not compile', () => {
  fs.writeFileSync(path.join(docs, 'helper.test.ts'), 'export const x: number = 1;\n');
  const { lines, status } = check('en/guide/start/quick-start.mdx', 'helper.test.ts');
  assert.equal(status, 0);
  assert.deepEqual(lines, [`${at('helper.test.ts')}: not a page, skipped (pnpm check reads .md and .mdx files)`, lines[1]]);
  assert.match(lines[1], /^pnpm check: 1 page checked, no problems/);
});

// Every defect is planted in its own page first, then one `pnpm check` run reports them all (each run takes
// seconds to start); each test reads the lines of its own pages.
const planted: Record<string, number> = {};
let report: { lines: string[]; status: number } = { lines: [], status: 0 };
const DEFECT_PAGES = [
  'en/guide/start/features.mdx',
  'en/guide/start/glossary.mdx',
  'en/guide/start/npm-packages.mdx',
  'en/guide/basic/cli.mdx',
  'en/config/output/dist-path.mdx',
  'zh/guide/start/features.mdx',
];
before(() => {
  planted.div = plant('en/guide/start/features.mdx', /^[A-Z][a-z].{30,}$/, (l) => `<div>\n\n${l}`);
  planted.brace = plant('en/guide/start/glossary.mdx', /^[A-Z][a-z].{30,}$/, (l) => `${l} {oops`);
  const fm = path.join(docs, 'en/guide/start/npm-packages.mdx');
  fs.writeFileSync(fm, `---\ndescription: Packages: what they are\n---\n\n${fs.readFileSync(fm, 'utf8').replace(/^---[\s\S]*?---\n/, '')}`);
  planted.link = plant('en/guide/basic/cli.mdx', /^[A-Z][a-z].{30,}$/, (l) => `${l} See [nowhere](/guide/basic/nowhere).`);
  planted.anchor = plant(
    'en/guide/basic/cli.mdx',
    /^[A-Z][a-z].{30,}[.:]$/,
    (l) => `${l} See [the port](/config/server/port#no-such-heading).`,
  );
  planted.option = plant('en/config/output/dist-path.mdx', /^\s+distPath: \{/, (l) => l.replace('distPath', 'distPth'));
  planted.message = plant(
    'en/config/output/dist-path.mdx',
    /^[A-Z][a-z].{30,}\.$/,
    (l) => `${l} It stops with \`Module not found: Can't resolve 'planted-zz'\`.`,
  );
  const en =
    fs
      .readFileSync(path.join(docs, 'en/guide/start/features.mdx'), 'utf8')
      .split('\n')
      .find((l) => /^[A-Z][a-z].{60,}$/.test(l)) ?? '';
  planted.english = plant('zh/guide/start/features.mdx', /^[\u4e00-\u9fff].{20,}$/, () => en);
  report = check(...DEFECT_PAGES);
});
/** The report's lines about `file`. */
const linesOf = (file: string): string[] => report.lines.filter((l) => l.startsWith(`${at(file)}:`));

test('broken MDX: an unclosed <div> and a stray { at their lines; the run fails and counts the problems and pages', () => {
  assert.equal(report.status, 1);
  assert.ok(
    linesOf('en/guide/start/features.mdx').some((l) =>
      l.startsWith(`${at('en/guide/start/features.mdx')}:${planted.div}:1 MDX does not compile: Expected a closing tag for \`<div>\``),
    ),
    report.lines.join('\n'),
  );
  assert.ok(
    linesOf('en/guide/start/glossary.mdx').some((l) =>
      new RegExp(`^${at('en/guide/start/glossary.mdx')}:${planted.brace}:\\d+ MDX does not compile: .*brace`).test(l),
    ),
    report.lines.join('\n'),
  );
  // Every problem line counts, also one reported on a page beside those checked (a Chinese page missing a message).
  const problems = report.lines.filter((l) => /:\d+:\d+ /.test(l)).length;
  assert.match(report.lines.at(-1) ?? '', new RegExp(`^pnpm check: ${problems} problems in ${DEFECT_PAGES.length} pages`));
});

test('broken front matter: the line and column in the file', () => {
  assert.deepEqual(linesOf('en/guide/start/npm-packages.mdx'), [
    `${at('en/guide/start/npm-packages.mdx')}:2:14 front matter is not valid YAML: Nested mappings are not allowed in compact mappings (quote a value that contains ": ", e.g. description: "A: B")`,
  ]);
});

test('a dead link and a dead anchor are reported on the page that has them, at their line', () => {
  const file = 'en/guide/basic/cli.mdx';
  assert.ok(
    linesOf(file).some((l) => l.startsWith(`${at(file)}:${planted.link}:1 `) && /nowhere/.test(l)),
    report.lines.join('\n'),
  );
  assert.ok(
    linesOf(file).some((l) => l.startsWith(`${at(file)}:${planted.anchor}:1 `) && /no-such-heading/.test(l)),
    report.lines.join('\n'),
  );
});

test('an example with a misspelled option fails at its line', () => {
  const file = 'en/config/output/dist-path.mdx';
  assert.ok(
    linesOf(file).some((l) => l.startsWith(`${at(file)}:${planted.option}:1 `) && /distPth/.test(l)),
    report.lines.join('\n'),
  );
});

test('an English paragraph in a Chinese page is reported', () => {
  const file = 'zh/guide/start/features.mdx';
  assert.ok(
    linesOf(file).some((l) => l.startsWith(`${at(file)}:${planted.english}:1 English prose in a Chinese page`)),
    report.lines.join('\n'),
  );
});

test('a message quoted on an English page and not on its Chinese page is reported on the Chinese page, with the English file and line', () => {
  const file = 'zh/config/output/dist-path.mdx';
  assert.ok(
    linesOf(file).some(
      (l) =>
        l.startsWith(`${at(file)}:1:1 the English page quotes the message`) &&
        l.includes(`${at('en/config/output/dist-path.mdx')}:${planted.message})`),
    ),
    report.lines.join('\n'),
  );
});

test('a stale translation: the English page changed after the recorded version', () => {
  const zh = path.join(docs, 'zh/guide/start/index.mdx');
  const en = path.join(docs, 'en/guide/start/index.mdx');
  fs.writeFileSync(zh, withRecordedHash(fs.readFileSync(zh, 'utf8'), translationHash(fs.readFileSync(en, 'utf8'))));
  assert.equal(translationStates(docs).find((s) => s.zh === zh)?.state, 'current');
  fs.appendFileSync(en, '\nA new English paragraph that the Chinese page does not have yet.\n');
  assert.equal(translationStates(docs).find((s) => s.zh === zh)?.state, 'stale');
});
