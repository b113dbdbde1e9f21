// Facts behind statements fixed in review 79 (slice d), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/html/template, common problem "An index.html inside the src directory": the entry Rsbuild finds by itself
//   "remains src/index.(ts|js|tsx|jsx)". 0.5.9 looks for src/index.ts, .js, .tsx and .jsx only: its list of defaults
//   writes '.mjs' and '.cjs' with a dot (src/index..mjs), so a project whose only entry file is src/index.mjs or
//   src/index.cjs stops with "Could not find any entry module", although that message itself names mjs|cjs.
// - guide/basic/configure-rspack, "Check the result": `rsbuild inspect` writes dist/rspack.config.web.mjs; when that file
//   already exists (an earlier inspect), "it is kept as it was and the new configuration goes to
//   rspack.config.web.<timestamp>.mjs beside it".
// - guide/basic/configure-rspack, "The Rspack version of Rsbuild 0.5.9": "run `rsbuild build` or `rsbuild dev` with debug
//   logging" to see `Use Rspack v0.5.9-canary-…`. Only those two create a compiler (createCompiler.ts logs the version on
//   its first run or watchRun); `rsbuild inspect` and `rsbuild preview` with DEBUG=rsbuild print no such line.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, freePort, project, rsbuild, startRsbuild, waitFor } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('config/html/template "it is not taken for the entry, which remains src/index.(ts|js|tsx|jsx)": src/index.ts, .js, .tsx and .jsx are found as the entry; src/index.mjs and src/index.cjs are not (Could not find any entry module)', () => {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'config/html/template');
    assert.ok(text.includes('`src/index.(ts|js|tsx|jsx)`'), `${lang}: the page names the four extensions`);
    assert.ok(!text.includes('mjs|cjs'), `${lang}: the page does not name mjs or cjs`);
  }
  for (const ext of ['ts', 'js', 'tsx', 'jsx']) {
    const dir = project({ [`src/index.${ext}`]: "console.log('ENTRY_MARK');\n" });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, `${ext}: ${run.output}`);
    assert.ok(distFiles(dir).includes('index.html'), ext);
  }
  for (const ext of ['mjs', 'cjs']) {
    const dir = project({ [`src/index.${ext}`]: "console.log('ENTRY_MARK');\n" });
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, ext);
    assert.match(run.output, /Could not find any entry module/, ext);
  }
});

test('guide/basic/configure-rspack "If dist/rspack.config.web.mjs already exists, it is kept as it was and the new configuration goes to rspack.config.web.<timestamp>.mjs beside it": a second rsbuild inspect after a change of rsbuild.config.mjs', () => {
  for (const [lang, words] of [
    ['en', 'it is kept as it was and the new configuration goes to `rspack.config.web.<timestamp>.mjs`'],
    ['zh', '它会原样保留，新的配置写到旁边的 `rspack.config.web.<timestamp>.mjs` 中'],
  ] as const) {
    assert.ok(page(lang, 'guide/basic/configure-rspack').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': "export default { source: { define: { MARK: JSON.stringify('FIRST_RUN') } } };\n",
  });
  assert.equal(rsbuild(dir, ['inspect']).code, 0);
  const first = path.join(dir, 'dist/rspack.config.web.mjs');
  assert.match(fs.readFileSync(first, 'utf8'), /FIRST_RUN/);

  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    "export default { source: { define: { MARK: JSON.stringify('SECOND_RUN') } } };\n",
  );
  const second = rsbuild(dir, ['inspect']);
  assert.equal(second.code, 0, second.output);
  const kept = fs.readFileSync(first, 'utf8');
  assert.match(kept, /FIRST_RUN/, 'the earlier file keeps the earlier configuration');
  assert.doesNotMatch(kept, /SECOND_RUN/);
  const stamped = distFiles(dir).filter((f) => /^rspack\.config\.web\.\d+\.mjs$/.test(f));
  assert.equal(stamped.length, 1, distFiles(dir).join(', '));
  assert.match(fs.readFileSync(path.join(dir, 'dist', stamped[0]), 'utf8'), /SECOND_RUN/);
  assert.match(second.output, new RegExp(`Rspack Config \\(web\\): .*dist/${stamped[0].replace(/\./g, '\\.')}`));
});

test('guide/basic/configure-rspack "To see the version in use, run rsbuild build or rsbuild dev with debug logging": DEBUG=rsbuild prints Use Rspack v0.5.9-canary-8778e17-20240403045016 for build and dev, and no such line for inspect and preview', async () => {
  const line = 'Use Rspack v0.5.9-canary-8778e17-20240403045016';
  assert.ok(page('en', 'guide/basic/configure-rspack').includes('run `rsbuild build` or `rsbuild dev` with debug logging'));
  assert.ok(page('zh', 'guide/basic/configure-rspack').includes('开启调试日志运行 `rsbuild build` 或 `rsbuild dev`'));
  const dir = project({ 'src/index.js': "console.log('x');\n" });
  const debug = { DEBUG: 'rsbuild' };
  const built = rsbuild(dir, ['build'], debug);
  assert.equal(built.code, 0, built.output);
  assert.match(built.output, /debug {3}\d\d:\d\d:\d\d Use Rspack v0\.5\.9-canary-8778e17-20240403045016/);
  const inspected = rsbuild(dir, ['inspect'], debug);
  assert.equal(inspected.code, 0, inspected.output);
  assert.ok(!inspected.output.includes(line), inspected.output);
  for (const [command, ready] of [
    ['dev', /ready\s+Client compiled/],
    ['preview', /> Local/],
  ] as const) {
    const server = startRsbuild(dir, [command, '--port', String(await freePort())], debug);
    try {
      assert.ok(await waitFor(() => ready.test(server.log()), 60_000), server.log());
      assert.equal(server.log().includes(line), command === 'dev', `${command}:\n${server.log()}`);
    } finally {
      await server.stop();
    }
  }
});
