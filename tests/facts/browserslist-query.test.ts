// Guide "Browserslist", section "See which browsers a query matches": the browserslist CLI prints one
// browser per line, reads the project's .browserslistrc when run without a query, and --coverage prints
// the share of users. Rsbuild 0.5.9 itself resolves the same queries with its own browserslist.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { makeProject } from './fixture-project';

// The CLI that a Rsbuild 0.5.9 installation brings along (a dependency of @rspack/core).
const fromCore = createRequire(createRequire(import.meta.url).resolve('rsbuild-0.5/package.json'));
const CLI = createRequire(fromCore.resolve('@rspack/core/package.json')).resolve('browserslist/cli.js');
const run = (cwd: string, args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

test('without a query the CLI prints the browsers of .browserslistrc, one per line', () => {
  const p = makeProject({ '.browserslistrc': 'chrome >= 100\nsafari >= 15\n' });
  const r = run(p.dir, []);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.ok(
    lines.every((l) => /^(chrome|safari) [\d.-]+$/.test(l)),
    r.stdout,
  );
  assert.ok(lines.includes('chrome 100') && lines.includes('safari 15'));
  assert.ok(!lines.includes('chrome 99'));
});

test('the example of the page: chrome 100-102 and safari 15', () => {
  const p = makeProject({ '.browserslistrc': 'chrome 100-102\nsafari 15\n' });
  assert.equal(run(p.dir, []).stdout, 'chrome 102\nchrome 101\nchrome 100\nsafari 15\n');
});

test('BROWSERSLIST is read, and without any configuration the CLI prints the `defaults` query', () => {
  const p = makeProject({});
  const r = spawnSync(process.execPath, [CLI], { cwd: p.dir, encoding: 'utf8', env: { ...process.env, BROWSERSLIST: 'firefox 115' } });
  assert.equal(r.stdout, 'firefox 115\n');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.BROWSERSLIST;
  const bare = spawnSync(process.execPath, [CLI], { cwd: p.dir, encoding: 'utf8', env });
  assert.equal(bare.stdout, run(p.dir, ['defaults']).stdout);
  assert.notEqual(bare.stdout, run(p.dir, ['chrome >= 87, edge >= 88, firefox >= 78, safari >= 14']).stdout);
});

test('a query given on the command line wins, and --coverage prints the share of users', () => {
  const p = makeProject({ '.browserslistrc': 'chrome >= 100\n' });
  const list = run(p.dir, ['firefox >= 115']);
  assert.ok(
    list.stdout
      .trim()
      .split('\n')
      .every((l) => l.startsWith('firefox ')),
    list.stdout,
  );
  const coverage = run(p.dir, ['> 0.01%, not dead, not op_mini all', '--coverage']);
  assert.equal(coverage.status, 0, coverage.stderr);
  assert.match(coverage.stdout, /^These browsers account for [\d.]+% of all users globally$/m);
});

test('Rsbuild 0.5.9 reads the same .browserslistrc, with its own copy of browserslist (4.23.0)', async () => {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: go up from its main file (dist/index.js).
  const sharedDir = path.dirname(path.dirname(require.resolve('rsbuild-shared-0.5')));
  const own = require(path.join(sharedDir, 'compiled/browserslist/package.json')) as { version: string };
  assert.equal(own.version, '4.23.0');
  const { getBrowserslist } = (await import('rsbuild-shared-0.5')) as { getBrowserslist: (root: string) => Promise<string[] | null> };
  const p = makeProject({ '.browserslistrc': 'chrome >= 100\nsafari >= 15\n' });
  assert.deepEqual(await getBrowserslist(p.dir), ['chrome >= 100', 'safari >= 15']);
});
