// Built pages pass the Nu Html Checker (vnu-jar from npm, errors only): unique ids, lists and buttons with
// valid content, one <main>. One JVM checks the pages in one run: in `pnpm test` the routes that hold every
// kind of markup and the 404 page, in `pnpm test:sweeps` (@sweep) every page.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE, fileOf, sampleRoutes } from '../../scripts/lib/built-site';

const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []));

/** Whether `java` runs here, and if not, what to do. */
function javaProblem(): string | undefined {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.status === 0) return undefined;
  return 'The HTML check needs Java (the Nu Html Checker is a Java program): on Debian or Ubuntu `sudo apt-get install -y default-jre-headless`, elsewhere a JRE 11 or later on the PATH. `.ci/run` installs it when missing.';
}

/** Runs the checker once over `files` and fails on any error, one line each: "file":line.col-line.col: error: message. */
function expectValid(files: string[]): void {
  const problem = javaProblem();
  expect(problem, 'Java is installed').toBeUndefined();
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const t0 = Date.now();
  const res = spawnSync('java', ['-Xss1m', '-jar', jar, '--errors-only', '--format', 'gnu', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const errors = `${res.stdout}${res.stderr}`
    .split('\n')
    .filter((l) => /: error: |fatal/.test(l))
    .map((l) => l.split(`file:${SITE}/`).join(''));
  console.log(`vnu: ${files.length} pages checked in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${errors.length} errors`);
  expect(errors, `${errors.length} HTML errors`).toEqual([]);
  expect(res.status, 'the checker ran to the end').toBe(0);
}

test('the pages that hold every kind of markup, and the 404 page, are valid HTML (Nu Html Checker, errors only)', async () => {
  test.setTimeout(120_000);
  const files = sampleRoutes().map((r) => fileOf(r) ?? r);
  expectValid([...files, path.join(SITE, '404.html')]);
});

test('every built page is valid HTML (Nu Html Checker, errors only) @sweep', async () => {
  test.setTimeout(600_000);
  const files = htmlFiles(SITE).sort();
  expect(files.length, 'the built pages are found').toBeGreaterThan(300);
  expectValid(files);
});
