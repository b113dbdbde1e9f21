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
// - guide/basic/configure-rspack, "Functions must be synchronous": Rsbuild 0.5.9 calls tools.bundlerChain without waiting
//   and converts the chain right after, so a change made after an `await` that takes real time is lost, while one after
//   `await null` still lands; an async tools.rspack function that changes the configuration in place resolves to
//   undefined, which becomes the configuration: `TypeError: Cannot read properties of undefined (reading 'entry')`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { distFiles, freePort, page, project, rsbuild, startRsbuild, waitFor } from './topics-support';

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

test('guide/basic/configure-rspack "Functions must be synchronous": an async tools.bundlerChain function loses the changes made after an await that takes real time (a timer, a file read) and keeps one made after await null; an async tools.rspack function that changes the configuration in place fails the build with TypeError: Cannot read properties of undefined (reading \'entry\')', () => {
  assert.ok(page('en', 'guide/basic/configure-rspack').includes('loses the changes it makes after an `await` that takes real time'));
  assert.ok(
    page('zh', 'guide/basic/configure-rspack').includes('在真正需要等待的 `await`（读文件、定时器、网络请求）之后所做的修改会丢失'),
  );
  const chainWith = (wait: string) =>
    project({
      'src/index.js': "console.log('x');\n",
      'rsbuild.config.mjs': `import fs from 'node:fs';\nexport default { tools: { bundlerChain: async (chain) => { ${wait}; chain.output.filename('static/js/AFTER-[name].js'); } } };\n`,
    });
  for (const [wait, kept] of [
    ['await null', true],
    ['await new Promise((resolve) => setTimeout(resolve, 50))', false],
    ["await fs.promises.readFile('package.json')", false],
  ] as const) {
    const dir = chainWith(wait);
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    assert.equal(distFiles(dir).includes('static/js/AFTER-index.js'), kept, `${wait}: ${distFiles(dir).join(', ')}`);
  }
  for (const wait of ['', 'await null; ', 'await new Promise((resolve) => setTimeout(resolve, 50)); ']) {
    const dir = project({
      'src/index.js': "console.log('x');\n",
      'rsbuild.config.mjs': `export default { tools: { rspack: async (config) => { ${wait}config.devtool = false; } } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, wait);
    assert.match(run.output, /TypeError: Cannot read properties of undefined \(reading 'entry'\)/, wait);
  }
});
