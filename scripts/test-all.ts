// `pnpm test`: typecheck, formatting, unit and content tests, the dependency audit, the production build, then the
// browser tests against it. `pnpm test:sweeps` (--sweeps): the runs of Rsbuild 0.5.9 behind every claim, a build
// (skipped when doc_build/ already holds the site of this tree, as right after `pnpm test`), and the browser checks
// of every route (@sweep); a facts file with a failing test runs again alone, once, and a test that passes then is
// listed as FLAKY. Each tool outside node_modules (Chromium, Java) is found or
// installed before the first stage that uses it (scripts/lib/test-tools.ts). Prints each stage's output and
// time, and a closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFrom, recordBuild, treeFingerprint } from './lib/built-tree';
import { RECORD_FILE, fingerprint, readRecord, recordPasses, selectFacts } from './lib/facts-record';
import { type Stage, runStages } from './lib/test-runner';
import { TOOLS } from './lib/test-tools';

const testFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
const num = (re: RegExp, out: string): number => Number(re.exec(out)?.[1] ?? 0);
const bin = (name: string): string => path.join('node_modules', '.bin', name);

const nodeTests = (name: string, files: string[], needs?: Stage['needs']): Stage => ({
  name,
  cmd: [
    process.execPath,
    '--enable-source-maps',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=2',
    // A test that fails before it closes its servers must not keep the run waiting.
    '--test-force-exit',
    ...files,
  ],
  ...(needs ? { needs } : {}),
  count: (out) => ({ passed: num(/ℹ pass (\d+)/, out), failed: num(/ℹ fail (\d+)/, out) }),
});

/**
 * The production build. A build that passes records the tree it was built from (scripts/lib/built-tree.ts); with
 * `reuse` (the sweeps) the stage is skipped when doc_build/ already holds this tree's site, as after `pnpm test`.
 */
const buildStage = (reuse: boolean): Stage => {
  const root = path.resolve('.');
  const site = path.join(root, 'doc_build');
  let fingerprint: string | undefined;
  return {
    name: 'build',
    cmd: [process.execPath, 'node_modules/@rspress/core/bin/rspress.js', 'build'],
    required: true,
    filter: (out) =>
      out
        .split('\n')
        .filter((l) => !/^\s+at /.test(l))
        .join('\n'),
    skipIf: () => {
      fingerprint = treeFingerprint(root);
      if (reuse && fingerprint && builtFrom(root, site) === fingerprint)
        return `doc_build/ holds this tree's site, built by an earlier run (tree ${fingerprint.slice(0, 12)})`;
      recordBuild(root, site, undefined); // a build that fails or stops leaves no record
      return undefined;
    },
    // Recorded only when the tree did not change while it built.
    onPass: () => recordBuild(root, site, fingerprint && treeFingerprint(root) === fingerprint ? fingerprint : undefined),
  };
};

/** The browser tests: `@sweep` ones (every route) only, or all the others. The HTML check runs Java. */
const browser = (sweeps: boolean): Stage => ({
  name: sweeps ? 'browser sweeps' : 'browser',
  cmd: [bin('playwright'), 'test', sweeps ? '--grep' : '--grep-invert', '@sweep'],
  needs: ['chromium', 'java'],
  count: (out) => ({ passed: num(/(\d+) passed/, out) + num(/(\d+) flaky/, out), failed: num(/(\d+) failed/, out) }),
});

/** The unit tests that read the built site's search index: `pnpm test` runs them once, after its build. */
const BUILT_INDEX_TESTS = [path.join('tests', 'unit', 'search-core-ts.test.ts'), path.join('tests', 'unit', 'search-try.test.ts')];

/** `pnpm test`: what every change needs checked. */
export const stages: Stage[] = [
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '--pretty', 'false'] },
  // The code's formatting (biome.json); `pnpm format` writes what this stage asks for.
  { name: 'format', cmd: [bin('biome'), 'format', '--max-diagnostics=10', '.'] },
  // Not the tests of the built index: they run after the build (below), and once is enough.
  nodeTests('unit + content', [...testFiles('tests/unit').filter((f) => !BUILT_INDEX_TESTS.includes(f)), ...testFiles('tests/content')]),
  {
    // Known advisories of high or critical severity in the dependencies (skipped, and not counted,
    // where the registry has no audit endpoint).
    name: 'audit',
    cmd: [process.execPath, '--import', 'tsx', 'scripts/audit.ts'],
    count: (out) =>
      /audit: skipped/.test(out)
        ? { passed: 0, failed: 0 }
        : /no high or critical advisory/.test(out)
          ? { passed: 1, failed: 0 }
          : { passed: 0, failed: 1 },
  },
  buildStage(false),
  // The site's search core against Pagefind's own, and `pnpm search:try`, on the index just built.
  nodeTests('search (built index)', BUILT_INDEX_TESTS),
  browser(false),
];

/**
 * The facts stage: the files that scripts/lib/facts-record.ts selects (every file with `all`), beside one Chromium that
 * they share (scripts/lib/with-browser-server.ts), where each file that looks at a page launched its own. A stage that
 * passes records the files it ran in tests/facts/passed.json.
 */
const facts = ({ all }: { all: boolean }): Stage => {
  const root = path.resolve('.');
  const files = testFiles('tests/facts');
  const fingerprints = new Map(files.map((f) => [f, fingerprint(f, root)]));
  const commit = headCommit();
  const chosen = selectFacts(files, readRecord(root), fingerprints, { all, seed: commit });
  const stage = nodeTests('facts', chosen.run, ['chromium']);
  const withBrowser = (cmd: string[]): string[] => [process.execPath, '--import', 'tsx', 'scripts/lib/with-browser-server.ts', ...cmd];
  return {
    ...stage,
    cmd: withBrowser(stage.cmd),
    intro: all
      ? `every facts file (${files.length})`
      : `${chosen.changed.length} facts files new or changed since they last passed, and ${chosen.sampled.length} of the ${chosen.sampled.length + chosen.left} unchanged ones (this commit's sample; ${RECORD_FILE}); \`pnpm test:sweeps --all\` runs every file`,
    skipIf: () => (chosen.run.length ? undefined : 'no facts file is new or changed, and the sample is empty'),
    // These tests start real dev servers and watch them in a browser; on a loaded machine one of ~1,900 has timed out
    // (CI, sessions 89 and 90). Its file runs again alone; a test that fails twice fails the stage.
    rerun: (out) => {
      const failing = failingTests(out);
      const failedFiles = [...new Set(failing.map((t) => t.file))];
      if (!failedFiles.length) return undefined;
      const cmd = stage.cmd.filter((a) => !a.endsWith('.test.ts')).map((a) => (a === '--test-concurrency=2' ? '--test-concurrency=1' : a));
      return { cmd: withBrowser([...cmd, ...failedFiles]), failing: failing.map((t) => `${t.file}: ${t.name}`) };
    },
    onPass: () => {
      const ran = new Map(chosen.run.map((f) => [f, fingerprints.get(f) as string]));
      const today = new Date().toISOString().slice(0, 10);
      const where = process.env.CI ? 'CI' : os.hostname();
      const record = recordPasses(root, ran, { today, ...(all ? { full: { commit, where } } : {}) });
      const recorded = [...ran].filter(([f, fp]) => record.files[f.split(path.sep).join('/')]?.fingerprint === fp).length;
      console.log(
        `facts: ${recorded} of the ${ran.size} files that ran are recorded in ${RECORD_FILE} (the others changed while they ran)`,
      );
    },
  };
};

/** The commit checked out, which picks the sample of unchanged facts files; the day outside a git work tree. */
function headCommit(): string {
  const res = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : new Date().toISOString().slice(0, 10);
}

/** The failing tests the spec reporter lists at the end of a run (`test at <file>:<line>:<col>` then `✖ <name> (<ms>)`). */
export function failingTests(out: string): { file: string; name: string }[] {
  const at = out.lastIndexOf('✖ failing tests:');
  if (at < 0) return [];
  const tail = out.slice(at);
  const found: { file: string; name: string }[] = [];
  const re = /^test at (.+?\.test\.ts):\d+:\d+\n✖ (.*?)(?: \([\d.]+ms\))?$/gm;
  for (const m of tail.matchAll(re)) found.push({ file: m[1], name: m[2] });
  return found;
}

/**
 * `pnpm test:sweeps`: the whole-site and whole-register checks; the facts files selected (`all`: every one). The fact
 * tests of HMR watch a dev server in Chromium.
 */
export const sweepStages = ({ all }: { all: boolean }): Stage[] => [facts({ all }), buildStage(true), browser(true)];

/**
 * Plain output from every stage: NO_COLOR, and no FORCE_COLOR (picocolors turns colour on when FORCE_COLOR is set at
 * all, even to 0). No NODE_PATH: pnpm's `tsx` shim, which runs this script, points it at the hoisted store
 * (node_modules/.pnpm/node_modules), and a fact run of 0.5.9 would then find packages a user's project does not have.
 */
function stageEnv(extra: Record<string, string>, tmp: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, NO_COLOR: '1', TMPDIR: tmp };
  delete env.FORCE_COLOR;
  delete env.NODE_PATH;
  return env;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  // Every stage's temporary folders (the tests' fixtures and throw-away projects, the browsers' profiles) go in one
  // folder of this run, removed at the end, so that runs leave nothing behind in the system's temporary folder.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-test-'));
  const totals = await runStages(process.argv.includes('--sweeps') ? sweepStages({ all: process.argv.includes('--all') }) : stages, {
    setup: (tool) => TOOLS[tool](),
    run: ([cmd, ...args], extra) => {
      const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: stageEnv(extra, tmp) });
      return { status: res.status, out: (res.stdout ?? '') + (res.stderr ?? '') + (res.error ? String(res.error) : '') };
    },
    log: (text) => console.log(text),
    now: () => Date.now(),
  });
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed ? 1 : 0);
}
