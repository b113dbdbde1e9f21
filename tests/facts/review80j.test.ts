// Facts behind statements of review 80 (slice j), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/configure-rsbuild, "TypeScript, ES modules and CommonJS": the page said that "import/export and
//   TypeScript work in every one of the names above". packages/core/src/config.ts loads the file with jiti (esmResolve,
//   interopDefault): import/export work in all six names, but TypeScript syntax only in rsbuild.config.ts, .mts and .cts;
//   a type annotation in rsbuild.config.js, .mjs or .cjs stops the command with "Failed to load file:" and a ParseError.
// - guide/debug/build-profiling, "Read the CPU profile": the script that "adds up the sampled time per npm package" took
//   the first `node_modules/<name>` of a file's URL, which under pnpm's layout (node_modules/.pnpm/<pkg>@<version>/
//   node_modules/<pkg>/...) is `.pnpm` for every package. It now takes the last one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { page, project, rsbuild } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild

test('guide/basic/configure-rsbuild "import/export work in every one of the names above, TypeScript in the .ts, .mts and .cts files": an ES module config loads under all six names; a type annotation loads in .ts, .mts and .cts and stops the command with a ParseError in .js, .mjs and .cjs', () => {
  assert.ok(
    page('en', 'guide/basic/configure-rsbuild').includes(
      'which compiles ES module syntax, and TypeScript in the `.ts`, `.mts` and `.cts` files, on the fly.',
    ),
  );
  assert.ok(page('en', 'guide/basic/configure-rsbuild').includes('`import`/`export` work in every one of the names above.'));
  assert.ok(
    page('zh', 'guide/basic/configure-rsbuild').includes('jiti 会即时编译 ES 模块语法，以及 `.ts`、`.mts`、`.cts` 文件中的 TypeScript。'),
  );
  assert.ok(page('zh', 'guide/basic/configure-rsbuild').includes('上面列出的每一种文件名都可以使用 `import`/`export`。'));

  const config = (typed: boolean, title: string): string =>
    `import { defineConfig } from '@rsbuild/core';\nconst title${typed ? ': string' : ''} = '${title}';\nexport default defineConfig({ html: { title } });\n`;
  const title = (dir: string): string | undefined =>
    /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'))?.[1];

  for (const ext of ['ts', 'js', 'mjs', 'cjs', 'mts', 'cts']) {
    // ES module syntax, no TypeScript: every name loads.
    const esm = project({ 'src/index.js': "console.log('esm');\n", [`rsbuild.config.${ext}`]: config(false, `esm-${ext}`) }, CORE);
    const plain = rsbuild(esm, ['build']);
    assert.equal(plain.code, 0, `${ext}: ${plain.output}`);
    assert.equal(title(esm), `esm-${ext}`);

    // A type annotation: only the TypeScript names load.
    const ts = project({ 'src/index.js': "console.log('ts');\n", [`rsbuild.config.${ext}`]: config(true, `ts-${ext}`) }, CORE);
    const typed = rsbuild(ts, ['build']);
    if (['ts', 'mts', 'cts'].includes(ext)) {
      assert.equal(typed.code, 0, `${ext}: ${typed.output}`);
      assert.equal(title(ts), `ts-${ext}`);
    } else {
      assert.equal(typed.code, 1, `${ext}: ${typed.output}`);
      assert.match(typed.output, new RegExp(`Failed to load file: \\S+rsbuild\\.config\\.${ext}`));
      assert.match(typed.output, /ParseError: Missing initializer in const declaration/);
      assert.ok(!fs.existsSync(path.join(ts, 'dist/index.html')));
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/debug/build-profiling

test('guide/debug/build-profiling "This script adds up the sampled time per npm package": run on the jscpuprofile.json of RSPACK_PROFILE=CPU rsbuild build, the page\'s script names packages, also when they sit in pnpm\'s node_modules/.pnpm store (where taking the first node_modules/<name> of a URL gave .pnpm)', () => {
  const script = (lang: 'en' | 'zh'): string => {
    const m = /^node -e "(.*jscpuprofile\.json.*)"$/m.exec(page(lang, 'guide/debug/build-profiling'));
    assert.ok(m, `the CPU profile script on the ${lang} page`);
    return m[1];
  };
  const code = script('en');
  assert.equal(script('zh'), code);
  assert.ok(code.includes('/.*node_modules\\/((@[^/]+\\/)?[^/]+)/.exec(url)'), code);

  const dir = project({ 'src/index.js': "console.log('profiled');\n" }, CORE);
  const run = rsbuild(dir, ['build'], { RSPACK_PROFILE: 'CPU' });
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /Saved Rspack profile file to .*rspack-profile-\d+/);

  /** The names of the rows of the table the script prints. */
  const rows = (source: string): string[] => {
    const res = spawnSync(process.execPath, ['-e', source], { cwd: dir, encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
    return [...res.stdout.matchAll(/^│ \d+\s+│ '([^']*)'/gm)].map((m) => m[1]);
  };
  const names = rows(code);
  assert.ok(names.length > 0, 'the script prints a table');
  assert.ok(!names.includes('.pnpm'), names.join(', '));
  // At least one row is an npm package (rsbuild's own code runs from node_modules in this project).
  assert.ok(
    names.some((n) => /^(@[a-z0-9-]+\/)?[a-z0-9][a-z0-9.-]*$/.test(n)),
    names.join(', '),
  );

  // Where the installed packages live in a pnpm store, the first node_modules/<name> of their URL is `.pnpm`.
  const core = fs.realpathSync(path.join(dir, 'node_modules/@rsbuild/core'));
  if (core.split(path.sep).join('/').includes('/node_modules/.pnpm/')) {
    const first = code.replace('/.*node_modules\\/', '/node_modules\\/');
    assert.notEqual(first, code);
    assert.ok(rows(first).includes('.pnpm'));
  }
});
