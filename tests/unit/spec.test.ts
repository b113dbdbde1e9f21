// Pure parts of issue 16: the last-updated date resolver (git, shallow clone, source archive), the
// first-visit redirect target, the overview filter, feeds for `pnpm dev`, and the helpers around them.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { pageFeeds } from '../../scripts/lib/feeds';
import { gitDates, resolveDate, sourceSummary } from '../../scripts/lib/last-updated';
import { missingTranslations } from '../../scripts/lib/translations';
import { opensInPlace } from '../../theme/link-target';
import { type FirstVisit, firstVisitTarget, localeRedirectScript } from '../../theme/locale-redirect';
import { filterOverviewGroups } from '../../theme/overview-groups';

const tmp = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), name));
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

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
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one'], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: '2024-01-10T08:00:00Z', GIT_COMMITTER_DATE: '2024-01-10T08:00:00Z' } });
  fs.writeFileSync(b, '# B\n\nChanged.\n');
  git(dir, 'add', '.');
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'two'], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: '2024-03-19T08:00:00Z', GIT_COMMITTER_DATE: '2024-03-19T08:00:00Z' } });
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
  assert.deepEqual(sourceSummary({ git: 2, SOURCE_DATE_EPOCH: 0, mtime: 0 }, info), { level: 'info', text: 'last updated: all 2 pages dated from git history' });
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
  assert.deepEqual(summary, { level: 'warn', text: 'last updated: not a git checkout (a source archive?): the dates of all 345 pages come from file modification times' });
  assert.match(sourceSummary({ git: 0, SOURCE_DATE_EPOCH: 345, mtime: 0 }, info).text, /come from SOURCE_DATE_EPOCH/);
});

test('last updated: a page not committed yet gets its file time, next to git dates for the others', () => {
  const { dir, a } = repoWithHistory();
  const fresh = path.join(path.dirname(a), 'new.mdx');
  fs.writeFileSync(fresh, '# New\n');
  const info = gitDates(path.join(dir, 'docs'));
  assert.equal(resolveDate(fresh, info, undefined, (f) => fs.statSync(f).mtimeMs).source, 'mtime');
  assert.match(sourceSummary({ git: 2, SOURCE_DATE_EPOCH: 0, mtime: 1 }, info).text, /2 pages dated from git history, 1 not in git yet from file modification times/);
});

const visit = (over: Partial<FirstVisit>): FirstVisit => ({ pathname: '/', search: '', hash: '', language: 'zh-CN', userAgent: 'Chrome', ...over });
const LANGS = ['en', 'zh'];

test('first-visit redirect: to the browser language, keeping the path, the query and the #section', () => {
  const missing = { en: [], zh: ['/guide/advanced/rem'] };
  assert.equal(firstVisitTarget(visit({ pathname: '/config/server/port', search: '?a=1', hash: '#example' }), LANGS, 'en', missing), '/zh/config/server/port?a=1#example');
  assert.equal(firstVisitTarget(visit({ pathname: '/' }), LANGS, 'en', missing), '/zh/');
  assert.equal(firstVisitTarget(visit({ pathname: '/zh/guide/start/', hash: '#x', language: 'en-US' }), LANGS, 'en', missing), '/guide/start/#x');
  assert.equal(firstVisitTarget(visit({ pathname: '/zh', language: 'en' }), LANGS, 'en', missing), '/');
  // No redirect: same language, an unknown language, a bot, a page without a version in that language.
  assert.equal(firstVisitTarget(visit({ pathname: '/zh/guide/start/' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/', language: 'fr-FR' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/', userAgent: 'Googlebot' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/advanced/rem', hash: '#how-it-works' }), LANGS, 'en', missing), null);
  // The inline script is self-contained.
  const script = localeRedirectScript(LANGS, 'en', missing);
  assert.doesNotThrow(() => new Function(script));
  assert.match(script, /location\.hash/);
});

test('missing translations: the routes a language lacks (the rem guide in Chinese)', () => {
  const missing = missingTranslations();
  assert.deepEqual(missing.zh, ['/guide/advanced/rem']);
  assert.deepEqual(missing.en, []);
});

test('overview filter: group names, item titles, then headings', () => {
  const groups = [
    {
      name: 'Releases',
      items: [
        { text: 'Rsbuild v0.5', link: '/v0-5', headers: [{ depth: 2, text: 'Highlights', id: 'h' }] },
        { text: 'Rsbuild v0.4', link: '/v0-4', headers: [{ depth: 2, text: 'Breaking changes', id: 'b' }] },
      ],
    },
  ];
  assert.equal(filterOverviewGroups(groups, ''), groups);
  assert.deepEqual(filterOverviewGroups(groups, 'releases'), groups);
  assert.deepEqual(filterOverviewGroups(groups, 'V0.4').flatMap((g) => g.items.map((i) => i.link)), ['/v0-4']);
  assert.deepEqual(filterOverviewGroups(groups, 'breaking-changes')[0]?.items, [{ ...groups[0]!.items[1]!, headers: [{ depth: 2, text: 'Breaking changes', id: 'b' }] }]);
  assert.deepEqual(filterOverviewGroups(groups, 'nothing'), []);
});

test('pnpm dev: release pages and the home page get their feed links', () => {
  assert.deepEqual(pageFeeds({ lang: 'zh', routePath: '/zh/community/releases/v0-5' }).map((f) => `${f.mime} ${f.url} ${f.language}`), [
    'application/rss+xml /rss/releases-zh.rss zh-CN',
    'application/atom+xml /rss/releases-zh.xml zh-CN',
  ]);
  assert.equal(pageFeeds({ lang: 'en', routePath: '/', frontmatter: { 'link-rss': ['releases-en-rss', 'releases-en-atom'] } }).length, 2);
  assert.deepEqual(pageFeeds({ lang: 'en', routePath: '/community/releases/' }), []);
  assert.deepEqual(pageFeeds({ lang: 'en', routePath: '/guide/start/' }), []);
});

test('mailto: and tel: links open in place', () => {
  assert.equal(opensInPlace('mailto:a@b.c'), true);
  assert.equal(opensInPlace('TEL:+1'), true);
  assert.equal(opensInPlace('https://x.y'), false);
  assert.equal(opensInPlace(undefined), false);
});
