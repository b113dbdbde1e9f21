// The last-updated date of a page: from git (full or shallow history), from SOURCE_DATE_EPOCH or the
// file times in a source archive, and for a page not committed yet.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitDates, resolveDate, sourceSummary } from '../../plugins/last-updated';

const tmp = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), name));
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** A docs folder with two pages, committed at two known times. */
function repoWithHistory(): { dir: string; a: string; b: string } {
  const dir = tmp('last-updated-');
  const docs = path.join(dir, 'docs', 'en');
  fs.mkdirSync(docs, { recursive: true });
  const a = path.join(docs, 'a.mdx');
  const b = path.join(docs, 'b.mdx');
  fs.writeFileSync(a, '# A\n');
  fs.writeFileSync(b, '# B\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one'], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: '2024-01-10T08:00:00Z', GIT_COMMITTER_DATE: '2024-01-10T08:00:00Z' },
  });
  fs.writeFileSync(b, '# B\n\nChanged.\n');
  git(dir, 'add', '.');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'two'], {
    cwd: dir,
    env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-19T08:00:00Z', GIT_COMMITTER_DATE: '2024-03-19T08:00:00Z' },
  });
  return { dir, a, b };
}

const T1 = Date.parse('2024-01-10T08:00:00Z');
const T2 = Date.parse('2024-03-19T08:00:00Z');
const noMtime = (): number => {
  throw new Error('the file time is not asked for when git has the date');
};

test('last updated: in a checkout with history, each page gets the date of the last commit that changed it', () => {
  const { dir, a, b } = repoWithHistory();
  const info = gitDates(path.join(dir, 'docs'));
  assert.ok(info && !info.shallow);
  assert.deepEqual(resolveDate(a, info, undefined, noMtime), { timestamp: T1, source: 'git' });
  assert.deepEqual(resolveDate(b, info, undefined, noMtime), { timestamp: T2, source: 'git' });
  assert.deepEqual(sourceSummary({ git: 2, SOURCE_DATE_EPOCH: 0, mtime: 0 }, info), {
    level: 'info',
    text: 'last updated: all 2 pages dated from git history',
  });
});

test('last updated: a shallow clone still dates every page, and the build warns that dates are approximate', () => {
  const { dir, a, b } = repoWithHistory();
  const clone = path.join(tmp('shallow-'), 'clone');
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone], { stdio: 'ignore' });
  const info = gitDates(path.join(clone, 'docs'));
  assert.ok(info?.shallow, 'git says the clone is shallow');
  const inClone = (f: string) => path.join(clone, path.relative(dir, f));
  // Only the newest commit was fetched: both pages get its date, none goes without.
  assert.deepEqual(resolveDate(inClone(b), info, undefined, noMtime), { timestamp: T2, source: 'git' });
  assert.deepEqual(resolveDate(inClone(a), info, undefined, noMtime), { timestamp: T2, source: 'git' });
  const summary = sourceSummary({ git: 2, SOURCE_DATE_EPOCH: 0, mtime: 0 }, info);
  assert.equal(summary.level, 'warn');
  assert.match(summary.text, /shallow git clone: 2 pages dated from git .*git fetch --unshallow/);
});

test('last updated: a source archive (no .git) dates pages from SOURCE_DATE_EPOCH, else the file times, and says so', () => {
  const { dir, a } = repoWithHistory();
  const archive = tmp('archive-');
  fs.cpSync(path.join(dir, 'docs'), path.join(archive, 'docs'), { recursive: true });
  const file = path.join(archive, path.relative(dir, a));
  // A `git archive` stamps the files with the commit's time.
  fs.utimesSync(file, new Date(T1), new Date(T1));
  const info = gitDates(path.join(archive, 'docs'));
  assert.equal(info, null, 'not a git checkout');
  const mtime = (f: string) => fs.statSync(f).mtimeMs;
  assert.deepEqual(resolveDate(file, info, undefined, mtime), { timestamp: T1, source: 'mtime' });
  assert.deepEqual(resolveDate(file, info, String(T2 / 1000), mtime), { timestamp: T2, source: 'SOURCE_DATE_EPOCH' });
  assert.deepEqual(resolveDate(file, info, 'not a number', mtime), { timestamp: T1, source: 'mtime' });
  const summary = sourceSummary({ git: 0, SOURCE_DATE_EPOCH: 0, mtime: 345 }, info);
  assert.deepEqual(summary, {
    level: 'warn',
    text: 'last updated: not a git checkout (a source archive?): the dates of all 345 pages come from file modification times',
  });
  assert.match(sourceSummary({ git: 0, SOURCE_DATE_EPOCH: 345, mtime: 0 }, info).text, /come from SOURCE_DATE_EPOCH/);
});

test('last updated: a page not committed yet gets its file time, next to git dates for the others', () => {
  const { dir, a } = repoWithHistory();
  const fresh = path.join(path.dirname(a), 'new.mdx');
  fs.writeFileSync(fresh, '# New\n');
  const info = gitDates(path.join(dir, 'docs'));
  assert.equal(resolveDate(fresh, info, undefined, (f) => fs.statSync(f).mtimeMs).source, 'mtime');
  assert.match(
    sourceSummary({ git: 2, SOURCE_DATE_EPOCH: 0, mtime: 1 }, info).text,
    /2 pages dated from git history, 1 not in git yet from file modification times/,
  );
});
