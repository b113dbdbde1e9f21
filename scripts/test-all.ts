// `pnpm test`: typecheck, unit and content tests, the production build, then the browser tests
// against it. Prints each stage's output and a closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setupBrowser } from './setup-browser';

type Stage = {
  name: string;
  cmd: string[];
  /** Counts of passed and failed tests from the stage's output; without it the stage counts as one. */
  count?: (out: string) => { passed: number; failed: number };
  /** Later stages need this one. */
  required?: boolean;
  /** Drop noise from the printed output. */
  filter?: (out: string) => string;
};

const testFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join(dir, f)) : [];
const num = (re: RegExp, out: string): number => Number(re.exec(out)?.[1] ?? 0);
const bin = (name: string): string => path.join('node_modules', '.bin', name);

const stages: Stage[] = [
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '--pretty', 'false'] },
  {
    name: 'unit + content',
    cmd: [process.execPath, '--enable-source-maps', '--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...testFiles('tests/unit'), ...testFiles('tests/content'), ...testFiles('tests/facts')],
    count: (out) => ({ passed: num(/ℹ pass (\d+)/, out), failed: num(/ℹ fail (\d+)/, out) }),
  },
  {
    // Known advisories of high or critical severity in the dependencies (skipped, and not counted,
    // where the registry has no audit endpoint).
    name: 'audit',
    cmd: [process.execPath, '--import', 'tsx', 'scripts/audit.ts'],
    count: (out) => (/audit: skipped/.test(out) ? { passed: 0, failed: 0 } : /no high or critical advisory/.test(out) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  },
  {
    name: 'build',
    cmd: [process.execPath, 'node_modules/@rspress/core/bin/rspress.js', 'build'],
    required: true,
    filter: (out) => out.split('\n').filter((l) => !/^\s+at /.test(l)).join('\n'),
  },
  {
    name: 'browser',
    cmd: [bin('playwright'), 'test'],
    count: (out) => ({ passed: num(/(\d+) passed/, out) + num(/(\d+) flaky/, out), failed: num(/(\d+) failed/, out) }),
  },
];

/** Plain output from every stage: NO_COLOR, and no FORCE_COLOR (picocolors turns colour on when FORCE_COLOR is set at all, even to 0). */
function noColorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return env;
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const stage of stages) {
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  if (stage.name === 'browser') {
    try {
      console.log(`Browser: ${setupBrowser()}`);
    } catch (e) {
      console.log((e as Error).message);
      failed += 1;
      break;
    }
  }
  const [cmd, ...args] = stage.cmd;
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: noColorEnv() });
  const out = (res.stdout ?? '') + (res.stderr ?? '') + (res.error ? String(res.error) : '');
  process.stdout.write(stage.filter ? stage.filter(out) : out);
  if (stage.count) {
    const c = stage.count(out);
    passed += c.passed;
    // A stage that exits non-zero without a counted failure (a crash, a load error) counts as one.
    failed += c.failed + (res.status !== 0 && c.failed === 0 ? 1 : 0);
  } else if (res.status === 0) passed += 1;
  else failed += 1;
  console.log(`--- ${stage.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (stage.required && res.status !== 0) {
    console.log(`The ${stage.name} failed: the stages after it cannot run.`);
    break;
  }
}
console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
