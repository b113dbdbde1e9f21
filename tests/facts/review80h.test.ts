// Facts behind statements of review 80 (slice h), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/performance/bundle-analyze, caveat "No boolean form": the page said that performance.bundleAnalyze "does not
//   accept true or false in 0.5.9". Its type (BundleAnalyzerPlugin.Options, packages/shared/src/types/config/performance.ts)
//   rejects both, but packages/core/src/plugins/bundleAnalyzer.ts only tests the value for truth and spreads it over its
//   defaults, so at run time `true` registers the analyzer with the defaults (a report in dist/report-web.html) and
//   `false` leaves it off. The page now says both.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, page, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/performance/bundle-analyze

test('config/performance/bundle-analyze "true or false is a type error in rsbuild.config.ts (at run time, true still turns it on)": tsc rejects both against the 0.5.9 types and accepts {}; rsbuild build with true writes dist/report-web.html, with false no report', () => {
  assert.ok(
    page('en', 'config/performance/bundle-analyze').includes(
      '`true` or `false` is a type error in `rsbuild.config.ts` (at run time, `true` still turns it on)',
    ),
  );
  assert.ok(
    page('zh', 'config/performance/bundle-analyze').includes(
      '`true` 或 `false` 会在 `rsbuild.config.ts` 中报类型错误（运行时 `true` 仍会开启）',
    ),
  );

  // The types: each value in a config file of its own, checked by this repository's TypeScript.
  const typed = project(
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, skipLibCheck: true, types: [] },
        include: ['*.ts'],
      }),
      'on.ts': "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ performance: { bundleAnalyze: true } });\n",
      'off.ts': "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ performance: { bundleAnalyze: false } });\n",
      'object.ts': "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ performance: { bundleAnalyze: {} } });\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
    cwd: typed,
    encoding: 'utf8',
  });
  assert.equal(tsc.status, 2, tsc.stdout);
  const errors = tsc.stdout.split('\n').filter((l) => /error TS/.test(l));
  assert.deepEqual(errors.map((l) => path.basename(l.split('(')[0])).sort(), ['off.ts', 'on.ts'], tsc.stdout);
  assert.match(tsc.stdout, /Type 'true' has no properties in common with type 'Options'/);
  assert.match(tsc.stdout, /Type 'false' has no properties in common with type 'Options'/);

  // At run time (the CLI does not type-check rsbuild.config.ts): true turns the analyzer on, false leaves it off.
  const files = { 'src/index.js': "console.log('analyze');\n" };
  const on = project({ ...files, 'rsbuild.config.ts': 'export default { performance: { bundleAnalyze: true } };\n' });
  const runOn = rsbuild(on, ['build'], { BUNDLE_ANALYZE: '' });
  assert.equal(runOn.code, 0, runOn.output);
  assert.match(runOn.output, /Webpack Bundle Analyzer saved report to .*[\\/]dist[\\/]report-web\.html/);
  assert.ok(distFiles(on).includes('report-web.html'), distFiles(on).join(', '));
  assert.ok(fs.readFileSync(path.join(on, 'dist/report-web.html'), 'utf8').startsWith('<!DOCTYPE html>'));

  const off = project({ ...files, 'rsbuild.config.ts': 'export default { performance: { bundleAnalyze: false } };\n' });
  const runOff = rsbuild(off, ['build'], { BUNDLE_ANALYZE: '' });
  assert.equal(runOff.code, 0, runOff.output);
  assert.doesNotMatch(runOff.output, /Bundle Analyzer/);
  assert.deepEqual(
    distFiles(off).filter((f) => f.startsWith('report-')),
    [],
  );
});
