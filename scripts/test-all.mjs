#!/usr/bin/env node
// `pnpm test`: unit and content tests, then the production build, then the browser tests against it.
// Prints each stage's output and a closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';

const stages = [
  { name: 'unit + content', cmd: ['node', ['--test', '--test-reporter=spec', 'tests/unit/', 'tests/content/']] },
  { name: 'build', cmd: ['node', ['node_modules/@rspress/core/bin/rspress.js', 'build']], build: true },
  { name: 'e2e', cmd: ['node', ['--test', '--test-reporter=spec', '--test-concurrency=1', 'tests/e2e/']] },
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const stage of stages) {
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const res = spawnSync(stage.cmd[0], stage.cmd[1], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
  const out = (res.stdout ?? '') + (res.stderr ?? '');
  process.stdout.write(stage.build ? out.split('\n').filter((l) => !/^\s+at /.test(l)).join('\n') : out);
  if (stage.build) {
    if (res.status === 0) passed += 1;
    else failed += 1;
  } else {
    const pass = Number(/ℹ pass (\d+)/.exec(out)?.[1] ?? 0);
    const fail = Number(/ℹ fail (\d+)/.exec(out)?.[1] ?? 0);
    passed += pass;
    failed += fail + (res.status !== 0 && fail === 0 ? 1 : 0);
  }
  console.log(`--- ${stage.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (stage.build && res.status !== 0) {
    console.log('The build failed: the browser tests cannot run.');
    failed += 1;
    break;
  }
}
console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
