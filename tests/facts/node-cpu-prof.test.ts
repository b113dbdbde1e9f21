// Guide "Build profiling", section "Profile the whole Node.js process with --cpu-prof": Node.js writes a
// .cpuprofile file for `rsbuild build`, and for `rsbuild dev` when it is stopped with Ctrl+C (SIGINT).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, makeProject, runCli } from './fixture-project';

const profiles = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : []);

test('node --cpu-prof with rsbuild build writes CPU.<date>.<time>.<pid>.0.001.cpuprofile in the current folder', () => {
  const p = makeProject({ 'src/index.js': 'console.log(1);', 'rsbuild.config.mjs': 'export default {};' });
  const r = runCli(p, ['build'], {}, ['--cpu-prof']);
  assert.equal(r.status, 0, r.output);
  const [file, ...rest] = profiles(p.dir);
  assert.equal(rest.length, 0);
  assert.match(file, /^CPU\.\d{8}\.\d{6}\.\d+\.0\.001\.cpuprofile$/);
  const profile = JSON.parse(p.read(file)) as { nodes: unknown[]; samples: unknown[] };
  assert.ok(profile.nodes.length > 100 && profile.samples.length > 0);
  // The profile is beside dist/, so the next build does not delete it.
  assert.ok(p.exists('dist/index.html'));
});

test('--cpu-prof-dir chooses the folder', () => {
  const p = makeProject({ 'src/index.js': 'console.log(1);', 'rsbuild.config.mjs': 'export default {};' });
  const r = runCli(p, ['build'], {}, ['--cpu-prof', '--cpu-prof-dir=profiles']);
  assert.equal(r.status, 0, r.output);
  assert.equal(profiles(path.join(p.dir, 'profiles')).length, 1);
  assert.equal(profiles(p.dir).length, 0);
});

test('rsbuild dev writes the profile when stopped with Ctrl+C', async () => {
  const p = makeProject({ 'src/index.js': 'console.log(1);', 'rsbuild.config.mjs': 'export default { server: { port: 38771 } };' });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--cpu-prof', RSBUILD_BIN, 'dev'], { cwd: p.dir, env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const started = Date.now();
  while (!/compiled in/.test(out)) {
    assert.ok(Date.now() - started < 60_000, `dev server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  assert.equal(await exited, 0);
  assert.equal(profiles(p.dir).length, 1);
});
