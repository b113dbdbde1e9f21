// Which facts files `pnpm test:sweeps` runs (scripts/lib/facts-record.ts): a file runs again when one of its inputs
// changed, the others only as part of a sample that changes with the commit, and a run that passes records what ran.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  type FactsRecord,
  RECORD_FILE,
  fingerprint,
  inputsOf,
  readRecord,
  recordPasses,
  selectFacts,
} from '../../scripts/lib/facts-record';

/** A repository with two facts files, a helper, two pages, a fixture and an installed package. */
function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-record-'));
  const files: Record<string, string> = {
    'tests/facts/lib/helper.ts': 'export const helper = 1;\n',
    'tests/facts/fixtures/cert.pem': 'CERT\n',
    'tests/facts/a.test.ts': [
      "import { test } from 'node:test';",
      "import { helper } from './lib/helper';",
      "import { chromium } from 'some-package';",
      "const page = read('guide/basic/server');",
      "const cert = read('tests/facts/fixtures/cert.pem');",
      // A fixture project's source, not an import of this file.
      'const source = "import x from \'./missing\';\\n";',
      '',
    ].join('\n'),
    'tests/facts/b.test.ts': "import { test } from 'node:test';\n",
    'docs/en/guide/basic/server.mdx': '# Server\n',
    'docs/zh/guide/basic/server.mdx': '# 服务器\n',
    'docs/en/guide/basic/other.mdx': '# Other\n',
    'node_modules/some-package/package.json': '{ "name": "some-package", "version": "1.0.0" }\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const edit = (root: string, file: string, text: string): void => fs.writeFileSync(path.join(root, file), text);

test("a facts file's inputs: its helpers, the pages and files it names, its packages' versions; a change to any of them changes the fingerprint, other pages do not", () => {
  const root = repo();
  const names = inputsOf('tests/facts/a.test.ts', root).map((i) => i.split('=')[0]);
  assert.deepEqual(names.sort(), [
    'file:tests/facts/a.test.ts',
    'file:tests/facts/fixtures/cert.pem',
    'file:tests/facts/lib/helper.ts',
    `node:${process.versions.node.split('.')[0]}`,
    'package:some-package',
    'page:en/guide/basic/server',
    'page:zh/guide/basic/server',
  ]);
  const before = fingerprint('tests/facts/a.test.ts', root);
  edit(root, 'docs/en/guide/basic/other.mdx', '# Other, edited\n');
  assert.equal(fingerprint('tests/facts/a.test.ts', root), before, 'a page it does not name');
  for (const [file, text] of [
    ['tests/facts/lib/helper.ts', 'export const helper = 2;\n'],
    ['docs/zh/guide/basic/server.mdx', '# 开发服务器\n'],
    ['tests/facts/fixtures/cert.pem', 'CERT 2\n'],
    ['node_modules/some-package/package.json', '{ "name": "some-package", "version": "1.0.1" }\n'],
  ]) {
    const was = fingerprint('tests/facts/a.test.ts', root);
    edit(root, file, text);
    assert.notEqual(fingerprint('tests/facts/a.test.ts', root), was, `a change to ${file}`);
  }
  fs.rmSync(root, { recursive: true, force: true });
});

test('a selective run takes every changed or unrecorded file and a sample of the others that depends on the commit; --all takes every file', () => {
  const files = Array.from({ length: 40 }, (_, i) => `tests/facts/f${String(i).padStart(2, '0')}.test.ts`);
  const fingerprints = new Map(files.map((f) => [f, `fp-${f}`]));
  const record: FactsRecord = {
    about: '',
    files: Object.fromEntries(files.slice(0, 36).map((f) => [f, { fingerprint: `fp-${f}`, passed: '2026-12-07' }])),
  };
  record.files[files[0]] = { fingerprint: 'an older one', passed: '2026-12-01' };
  const one = selectFacts(files, record, fingerprints, { all: false, seed: 'commit-1', sample: 5 });
  assert.deepEqual(one.changed, [files[0], ...files.slice(36)], 'the changed file and the four without a record');
  assert.equal(one.sampled.length, 5);
  assert.equal(one.left, 35 - 5);
  assert.deepEqual(
    one.run,
    files.filter((f) => one.changed.includes(f) || one.sampled.includes(f)),
    'in the order given',
  );
  assert.deepEqual(
    selectFacts(files, record, fingerprints, { all: false, seed: 'commit-1', sample: 5 }).sampled,
    one.sampled,
    'the same commit, the same sample',
  );
  const samples = new Set(
    ['commit-2', 'commit-3', 'commit-4'].map((seed) =>
      selectFacts(files, record, fingerprints, { all: false, seed, sample: 5 }).sampled.join(),
    ),
  );
  assert.ok(samples.size > 1 || !samples.has(one.sampled.join()), 'other commits, other samples');
  assert.deepEqual(selectFacts(files, record, fingerprints, { all: true, seed: 'commit-1' }).run, files);
  assert.deepEqual(
    selectFacts(files, { about: '', files: {} }, fingerprints, { all: false, seed: 'x' }).run,
    files,
    'no record: every file',
  );
});

test('a passing run records the files that ran with the fingerprint they ran with; a file changed meanwhile, or deleted, is not recorded', () => {
  const root = repo();
  const a = 'tests/facts/a.test.ts';
  const b = 'tests/facts/b.test.ts';
  const before = new Map([
    [a, fingerprint(a, root)],
    [b, fingerprint(b, root)],
  ]);
  edit(root, b, "import { test } from 'node:test';\n// edited while it ran\n");
  const first = recordPasses(root, before, { today: '2026-12-07', full: { commit: 'abc', where: 'CI' } });
  assert.deepEqual(Object.keys(first.files), [a]);
  assert.deepEqual(first.files[a], { fingerprint: before.get(a), passed: '2026-12-07' });
  assert.deepEqual(first.lastFullRun, { date: '2026-12-07', commit: 'abc', files: 2, where: 'CI' });
  assert.deepEqual(readRecord(root), first, `written to ${RECORD_FILE}`);

  // A later selective run of the same file keeps the day it first passed, and the last full run.
  const again = recordPasses(root, new Map([[a, fingerprint(a, root)]]), { today: '2026-12-09' });
  assert.equal(again.files[a].passed, '2026-12-07');
  assert.equal(again.lastFullRun?.commit, 'abc');

  fs.rmSync(path.join(root, a));
  assert.deepEqual(recordPasses(root, new Map(), { today: '2026-12-10' }).files, {}, 'a deleted file leaves the record');
  fs.rmSync(root, { recursive: true, force: true });
});
