// `pnpm test` on a fresh machine: every tool is set up before the first stage whose tests use it, and a
// stage whose tool cannot be had fails at once with one line instead of running its tests into the error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { builtFrom, recordBuild, stampFile, treeFingerprint } from '../../scripts/lib/built-tree';
import { type RunnerDeps, type Stage, runStages } from '../../scripts/lib/test-runner';
import type { ToolName, ToolSetup } from '../../scripts/lib/test-tools';
import { failingTests, stages, sweepStages } from '../../scripts/test-all';

/** A fake machine: records what happens in order; `broken` tools cannot be set up. */
function fakeDeps(broken: ToolName[] = []): RunnerDeps & { events: string[]; envs: Record<string, Record<string, string>> } {
  const events: string[] = [];
  const envs: Record<string, Record<string, string>> = {};
  return {
    events,
    envs,
    setup: async (tool): Promise<ToolSetup> => {
      events.push(`setup ${tool}`);
      if (broken.includes(tool)) throw new Error(`No ${tool}: install it.`);
      return { description: `fake ${tool}`, env: tool === 'chromium' ? { CHROMIUM_PATH: '/fake/chromium' } : {} };
    },
    run: (cmd, env) => {
      events.push(`run ${cmd[0]}`);
      envs[cmd[0]] = env;
      return { status: 0, out: '' };
    },
    log: (text) => {
      if (/^No |not run/.test(text)) events.push(`log ${text}`);
    },
    now: () => 0,
  };
}

const fakeStages: Stage[] = [
  { name: 'typecheck', cmd: ['tsc'] },
  { name: 'facts', cmd: ['facts'], needs: ['chromium'] },
  { name: 'build', cmd: ['build'], required: true },
  { name: 'browser', cmd: ['browser'], needs: ['chromium', 'java'] },
];

test('each tool is set up once, before the first stage that uses it, and later stages get the same browser', async () => {
  const deps = fakeDeps();
  const totals = await runStages(fakeStages, deps);
  assert.deepEqual(deps.events, ['run tsc', 'setup chromium', 'run facts', 'run build', 'setup java', 'run browser']);
  assert.equal(deps.envs.facts.CHROMIUM_PATH, '/fake/chromium');
  assert.equal(deps.envs.browser.CHROMIUM_PATH, '/fake/chromium');
  assert.deepEqual(totals, { passed: 4, failed: 0 });
});

test('a stage whose tool cannot be set up fails at once, with one line, and the stages that do not need it still run', async () => {
  const deps = fakeDeps(['chromium']);
  const totals = await runStages(fakeStages, deps);
  assert.deepEqual(deps.events, [
    'run tsc',
    'setup chromium',
    'log No chromium: install it.',
    'log --- facts: not run, it needs chromium (see above)',
    'run build',
    'setup java',
    'log --- browser: not run, it needs chromium (see above)',
  ]);
  assert.deepEqual(totals, { passed: 2, failed: 2 });
});

/** What a test file reaches for: a browser (Playwright's chromium, directly or through a helper) or Java. */
function toolsOf(file: string): Set<ToolName> {
  const found = new Set<ToolName>();
  const text = fs.readFileSync(file, 'utf8');
  if (/chromium\.launch|launchBrowser\(/.test(text)) found.add('chromium');
  if (/spawnSync\('java'/.test(text)) found.add('java');
  return found;
}

test('the real stage list sets up Chromium before every stage whose tests launch a browser', () => {
  for (const stage of [...stages, ...sweepStages({ all: true })]) {
    const files = stage.cmd.filter((arg) => /\.(test|spec)\.ts$/.test(arg));
    for (const file of files) {
      for (const tool of toolsOf(file))
        assert.ok(stage.needs?.includes(tool), `${file} uses ${tool}: stage "${stage.name}" must name it in needs`);
    }
  }
  for (const list of [stages, sweepStages({ all: true })]) {
    const browser = list.find((s) => s.cmd.some((arg) => arg.endsWith('playwright')));
    assert.deepEqual(browser?.needs, ['chromium', 'java'], 'the Playwright stage needs Chromium and, for the HTML checker, Java');
  }
  const facts = sweepStages({ all: true }).find((s) => s.cmd.includes('tests/facts/faq-hmr.test.ts'));
  assert.ok(facts?.needs?.includes('chromium'), 'the stage with the HMR fact tests (which open Chromium) sets it up first');
  assert.ok(facts?.cmd.includes('scripts/lib/with-browser-server.ts'), 'the facts share one Chromium');
});

test('a stage skipped for a reason runs nothing, says why in one line and counts nothing; onPass runs only after a pass', async () => {
  const deps = fakeDeps();
  const passed: string[] = [];
  const totals = await runStages(
    [
      { name: 'build', cmd: ['build'], skipIf: () => 'doc_build/ holds this tree', onPass: () => passed.push('build') },
      { name: 'browser', cmd: ['browser'], onPass: () => passed.push('browser') },
    ],
    { ...deps, log: (text) => deps.events.push(`log ${text}`) },
  );
  assert.deepEqual(
    deps.events.filter((e) => !e.startsWith('log \n===')),
    ['log --- build: skipped, doc_build/ holds this tree', 'run browser', 'log ', 'log --- browser: 0.0 s'],
  );
  assert.deepEqual(passed, ['browser']);
  assert.deepEqual(totals, { passed: 1, failed: 0 });
});

test("the sweeps reuse pnpm test's build only while the tree is the one it was built from", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-tree-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root });
  try {
    git('init', '-q');
    fs.writeFileSync(path.join(root, '.gitignore'), 'doc_build/\nnode_modules/\n');
    fs.writeFileSync(path.join(root, 'page.mdx'), '# One\n');
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    const first = treeFingerprint(root, {});
    assert.ok(first);
    fs.mkdirSync(path.join(root, 'doc_build'));
    fs.writeFileSync(path.join(root, 'doc_build/index.html'), '<!doctype html>');
    recordBuild(root, path.join(root, 'doc_build'), first);
    assert.equal(treeFingerprint(root, {}), first, 'ignored files (the site, node_modules) do not count');
    assert.equal(builtFrom(root, path.join(root, 'doc_build')), first);
    assert.notEqual(treeFingerprint(root, { DOCS_SIZES: '1' }), first, 'a DOCS_* variable counts');
    fs.writeFileSync(path.join(root, 'page.mdx'), '# Two\n');
    const edited = treeFingerprint(root, {});
    assert.notEqual(edited, first, 'an edit of a tracked file counts');
    fs.writeFileSync(path.join(root, 'new.mdx'), '# New\n');
    assert.notEqual(treeFingerprint(root, {}), edited, 'a new file counts');
    fs.writeFileSync(path.join(root, 'new.mdx'), '# New, edited\n');
    assert.notEqual(treeFingerprint(root, {}), edited, "a new file's content counts");
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(root, 'doc_build/index.html'), later, later);
    assert.equal(builtFrom(root, path.join(root, 'doc_build')), undefined, 'a site written since (another build) is not reused');
    fs.rmSync(path.join(root, 'doc_build'), { recursive: true });
    assert.equal(builtFrom(root, path.join(root, 'doc_build')), undefined, 'no site, nothing to reuse');
    recordBuild(root, path.join(root, 'doc_build'), undefined);
    assert.ok(!fs.existsSync(stampFile(root)));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/** The end of a spec-reporter run with one failure, as CI printed it for session 90's submission. */
const SPEC_TAIL = `ℹ tests 3
ℹ pass 2
ℹ fail 1

✖ failing tests:

test at tests/facts/review87d.test.ts:331:1
✖ guide/advanced/hmr "The browser console prints the first five" (47084.146155ms)
  AssertionError [ERR_ASSERTION]: false == true
`;

test('the facts stage reruns a failing file alone once: a test that then passes is counted as passed and listed as flaky', async () => {
  assert.deepEqual(failingTests(SPEC_TAIL), [
    { file: 'tests/facts/review87d.test.ts', name: 'guide/advanced/hmr "The browser console prints the first five"' },
  ]);
  assert.deepEqual(failingTests('ℹ pass 3\nℹ fail 0\n'), []);
  const facts = sweepStages({ all: true }).find((s) => s.name === 'facts');
  const again = facts?.rerun?.(SPEC_TAIL);
  assert.ok(again);
  assert.deepEqual(
    again.cmd.filter((a) => a.endsWith('.test.ts')),
    ['tests/facts/review87d.test.ts'],
    'only the failing file runs again',
  );
  assert.ok(again.cmd.includes('--test-concurrency=1') && again.cmd.includes('scripts/lib/with-browser-server.ts'));

  const record = fs.readFileSync('tests/facts/passed.json', 'utf8');
  const logs: string[] = [];
  const run = (second: string) =>
    // Without onPass: after a pass it writes tests/facts/passed.json, and a fake run must not record anything.
    runStages([{ ...(facts as Stage), cmd: ['facts'], needs: [], onPass: undefined }], {
      ...fakeDeps(),
      run: (cmd) => (cmd[0] === 'facts' ? { status: 1, out: SPEC_TAIL } : { status: second.includes('fail 0') ? 0 : 1, out: second }),
      log: (text) => logs.push(text),
    });
  assert.deepEqual(await run('ℹ pass 3\nℹ fail 0\n'), { passed: 3, failed: 0 });
  assert.ok(logs.some((l) => l.startsWith('FLAKY') && l.includes('review87d.test.ts: guide/advanced/hmr')));
  logs.length = 0;
  assert.deepEqual(await run(SPEC_TAIL), { passed: 2, failed: 1 }, 'a test that fails again fails the stage');
  assert.ok(!logs.some((l) => l.startsWith('FLAKY')));
  assert.equal(fs.readFileSync('tests/facts/passed.json', 'utf8'), record, 'a fake run records nothing');
});
