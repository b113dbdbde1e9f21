// A clone on any machine builds and passes its tests without the reference material (`../shared`, with the 0.5.9
// source) beside it: no code reads it. Comments may cite it as the evidence of a fact; a string that names it is a
// path some code would open. What a test needs from 0.5.9 comes from the installed packages (node_modules) or a copy
// in the repository (tests/facts/fixtures, tests/content/plugins-0.5.9).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../scripts/lib/pages';

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json)$/;
const FOLDERS = ['scripts', 'plugins', 'theme', 'tests', '.ci', '.github'];
const REFERENCE = /['"`][^'"`\n]*(\/work\/shared(\/|['"`])|\.\.\/shared\/(rsbuild-0\.5\.9|SPEC|CONTENT))/;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full);
    return CODE.test(e.name) || dir.endsWith('.ci') || dir.endsWith('workflows') ? [full] : [];
  });
}

test('no code reads ../shared: the repository builds and tests without it', () => {
  const found: string[] = [];
  for (const file of [
    ...FOLDERS.flatMap((f) => files(path.join(ROOT, f))),
    path.join(ROOT, 'rspress.config.ts'),
    path.join(ROOT, 'package.json'),
  ]) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.trim();
        if (code.startsWith('//') || code.startsWith('*') || code.startsWith('#')) return;
        if (REFERENCE.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${code.slice(0, 120)}`);
      });
  }
  assert.deepEqual(found, [], 'read what the test needs from node_modules or keep a copy in tests/facts/fixtures');
});
