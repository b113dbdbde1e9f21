// `pnpm search:try` (scripts/search-try.ts): an author's query through the built site's search, as the dialog ranks it.
// The runs need a build (`pnpm build`; SITE_DIR for another one): without one they are skipped, and `pnpm test` runs
// this file again after its build stage. Its argument errors need none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ROOT, SITE } from '../../scripts/lib/built-site';
import { hitLine, langOf, parseArgs } from '../../scripts/search-try';

const built = ['en', 'zh'].every((lang) => fs.existsSync(path.join(SITE, 'pagefind', lang, 'pagefind-entry.json')));
const skip = built ? false : `no built search index in ${SITE}: run \`pnpm build\` first`;

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-try.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

test('a query is searched in the language given, else in Chinese when it holds Chinese', () => {
  assert.deepEqual(parseArgs(['--lang', 'zh', 'port']), { lang: 'zh', queries: ['port'] });
  assert.equal(langOf('端口被占用'), 'zh');
  assert.equal(langOf('server.port'), 'en');
  assert.equal(langOf('server.port', 'zh'), 'zh');
});

test('a usage mistake says what to type: no query, a blank one, an unknown language', () => {
  assert.throws(() => parseArgs([]), /No query: pnpm search:try/);
  assert.throws(() => parseArgs(['   ']), /No query/);
  assert.throws(() => parseArgs(['--lang', 'fr', 'x']), /--lang needs one of en, zh, got fr/);
  assert.throws(() => parseArgs(['x', '--lang']), /got nothing/);
});

test('a result line: its rank, title, the heading it leads to, the link as a reader reads it', () => {
  const line = hitLine({ url: '/zh/config/server/port#%E5%B8%B8%E8%A7%81', title: 'server.port', heading: '常见', snippet: [] }, 1);
  assert.equal(line, '  1. server.port › 常见  /zh/config/server/port#常见');
});

test('the built search: each query prints the 7 results the dialog shows, the named page first', { skip }, () => {
  const { code, out, err } = run('server.port', '端口');
  assert.equal(code, 0, err);
  const [en, zh] = out.split(/^(?=\w+: )/m);
  assert.match(en, /^en: server\.port\n {2}1\. server\.port {2}\/config\/server\/port\n/);
  assert.equal(en.trim().split('\n').length, 1 + 7);
  assert.match(zh, /^zh: 端口\n {2}1\. server\.port\b.*\/zh\/config\/server\/port/);
});

test('a query no page holds says so; a missing build says to run pnpm build, once, and exits 1', { skip }, () => {
  const none = run('<script>alert(1)</script>');
  assert.equal(none.code, 0, none.err);
  assert.match(none.out, /\(no results\)/);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-try.ts', 'x'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_DIR: path.join(ROOT, 'no-such-build') },
  });
  assert.equal(r.status, 1);
  assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
  assert.match(r.stderr, /run `pnpm build` first/);
});
