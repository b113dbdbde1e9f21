// Facts behind the eighteenth round's (b) items, as readers describe the problem: Vue CLI's `--dest` flag and an
// output folder outside the project, IE 11's SCRIPT1002 on untranspiled syntax, removing console calls instead of
// Babel's transform-remove-console, type errors that a build does not report, splitChunks overridden by
// performance.chunkSplit, several pages (MPA) from source.entry, and MobX decorators without ejecting from CRA.
// Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting on other sources are noted at
// their section.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path
//
// `vue-cli-service build --dest <dir>` is Vue CLI's (its build command's --dest option); not run here.

test("config/output/dist-path \"Vue CLI's --dest has no counterpart\": rsbuild build --dest docs stops with error: unknown option '--dest' and exit code 1, writing nothing", () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const run = rsbuild(dir, ['build', '--dest', 'docs']);
  assert.equal(run.code, 1);
  assert.match(run.output, /error: unknown option '--dest'/);
  assert.equal(fs.existsSync(path.join(dir, 'docs')), false);
  assert.equal(fs.existsSync(path.join(dir, 'dist')), false);
});

test('config/output/dist-path "read it from an environment variable; a folder outside the project works as a relative root and is not emptied": root: process.env.OUT_DIR || \'dist\' writes to ../sampleoutput/public/front with OUT_DIR set (an older file there stays), to docs with OUT_DIR=docs, and to dist without it', () => {
  const dir = project({
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': "document.body.textContent = 'app';\n",
    'app/rsbuild.config.mjs': "export default { output: { distPath: { root: process.env.OUT_DIR || 'dist' } } };\n",
    'sampleoutput/public/front/old.txt': 'old\n',
  });
  const app = path.join(dir, 'app');
  build(app, { OUT_DIR: '../sampleoutput/public/front' });
  const outside = path.join(dir, 'sampleoutput/public/front');
  assert.match(fs.readFileSync(path.join(outside, 'index.html'), 'utf8'), /static\/js\/index\.[0-9a-f]{8}\.js/);
  assert.equal(fs.existsSync(path.join(outside, 'old.txt')), true);
  build(app, { OUT_DIR: 'docs' });
  assert.match(distText(app, /^index\.html$/, 'docs'), /<script/);
  build(app);
  assert.match(distText(app, /^index\.html$/), /<script/);
});
