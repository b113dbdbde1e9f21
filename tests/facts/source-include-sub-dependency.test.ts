// Config page source.include, section "Compile a sub-dependency": with a pnpm layout the dependency of
// a dependency is matched by its real path, so a regular expression on the package name catches it,
// and a string of the symlinked path does not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { type Project, buildWithApi, makeProject, runCli } from './fixture-project';

// app → chart-lib (compiled) → color-utils (ships a private static field and `??`)
function pnpmProject(): Project {
  const p = makeProject({
    'node_modules/.pnpm/color-utils@2.0.0/node_modules/color-utils/package.json':
      '{"name":"color-utils","version":"2.0.0","main":"index.js"}',
    'node_modules/.pnpm/color-utils@2.0.0/node_modules/color-utils/index.js':
      'export class Palette { static #count = 0; static next() { Palette.#count += 1; return Palette.#count ?? 0; } }',
    'node_modules/.pnpm/chart-lib@1.0.0/node_modules/chart-lib/package.json': '{"name":"chart-lib","version":"1.0.0","main":"index.js"}',
    'node_modules/.pnpm/chart-lib@1.0.0/node_modules/chart-lib/index.js':
      'import { Palette } from "color-utils"; export const draw = () => Palette.next();',
    '.browserslistrc': 'chrome 60',
    'src/index.js': 'import { draw } from "chart-lib"; console.log(draw());',
  });
  fs.symlinkSync(
    '../../color-utils@2.0.0/node_modules/color-utils',
    path.join(p.dir, 'node_modules/.pnpm/chart-lib@1.0.0/node_modules/color-utils'),
  );
  fs.symlinkSync('.pnpm/chart-lib@1.0.0/node_modules/chart-lib', path.join(p.dir, 'node_modules/chart-lib'));
  return p;
}

const modernSyntaxLeft = (p: Project): boolean => {
  const js = p.emitted(/\.js$/);
  return js.includes('#count') || js.includes('??');
};

test('without source.include the sub-dependency keeps its modern syntax', async () => {
  const p = pnpmProject();
  await buildWithApi(p, { output: { minify: false } });
  assert.equal(modernSyntaxLeft(p), true);
});

test('a regular expression on the package name compiles the sub-dependency', async () => {
  const p = pnpmProject();
  await buildWithApi(p, { output: { minify: false }, source: { include: [/[\\/]node_modules[\\/]color-utils[\\/]/] } });
  assert.equal(modernSyntaxLeft(p), false);
});

test('a string condition must be the real path: the symlinked path does not match', async () => {
  const viaLink = pnpmProject();
  await buildWithApi(viaLink, {
    output: { minify: false },
    source: { include: [path.join(viaLink.dir, 'node_modules/chart-lib/node_modules/color-utils')] },
  });
  assert.equal(modernSyntaxLeft(viaLink), true);

  const real = pnpmProject();
  // As in the page: resolve the parent package, then the sub-dependency from there (Node returns real paths).
  const fromProject = createRequire(path.join(real.dir, 'package.json'));
  const fromChartLib = createRequire(fromProject.resolve('chart-lib'));
  const resolved = path.dirname(fromChartLib.resolve('color-utils'));
  assert.match(resolved, /node_modules[\\/]\.pnpm[\\/]color-utils@2\.0\.0/);
  await buildWithApi(real, { output: { minify: false }, source: { include: [resolved] } });
  assert.equal(modernSyntaxLeft(real), false);
});

test('rsbuild.config.ts of the page: require.resolve from the parent package gives the real path', () => {
  const p = pnpmProject();
  fs.writeFileSync(
    path.join(p.dir, 'rsbuild.config.ts'),
    [
      "import path from 'node:path';",
      '',
      "const chartLibEntry = require.resolve('chart-lib');",
      "const colorUtilsEntry = require.resolve('color-utils', { paths: [path.dirname(chartLibEntry)] });",
      '',
      'export default {',
      '  output: { minify: false },',
      '  source: { include: [path.dirname(colorUtilsEntry)] },',
      '};',
      '',
    ].join('\n'),
  );
  const r = runCli(p, ['build']);
  assert.equal(r.status, 0, r.output);
  assert.equal(modernSyntaxLeft(p), false);
});
