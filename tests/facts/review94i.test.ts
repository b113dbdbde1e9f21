// Facts behind the accuracy review of session 94 (slice i): plugins/list/plugin-type-check, in both languages.
//
// Fix:
// - Common problems, "TypeError: Cannot destructure property 'tsconfigPath' of 'environment' as it is undefined.": the
//   page said "An install without a version (`npm add @rsbuild/plugin-type-check -D`) gets such a release" (zh:
//   不写版本号安装（`npm add @rsbuild/plugin-type-check -D`）装到的就是这样的版本). With npm it does not: the latest
//   plugin (1.6.1 today) declares the optional peer @rsbuild/core "^1.0.0 || ^2.0.0-0", and npm 7 and later refuse an
//   install whose peer conflicts with the @rsbuild/core 0.5.9 of the project (ERESOLVE), so nothing is installed and
//   the error the item is about never happens. pnpm installs it with an "unmet peer" warning, and so does npm with
//   --legacy-peer-deps. The page now names pnpm as the install that gets such a release, and says npm refuses it with
//   ERESOLVE unless given --legacy-peer-deps. Shown by hand against the registry (npm 11.19.1: `npm add
//   @rsbuild/plugin-type-check -D` beside @rsbuild/core@0.5.9 ends with "ERESOLVE could not resolve ... Could not resolve
//   dependency: peerOptional @rsbuild/core@"^1.0.0 || ^2.0.0-0" from @rsbuild/plugin-type-check@1.6.1"; pnpm 10 adds
//   1.6.1 and prints "✕ unmet peer @rsbuild/core@"^1.0.0 || ^2.0.0-0": found 0.5.9"; the 1.6.1 plugin then stops
//   `rsbuild build` of 0.5.9 with the page's TypeError). The test below does the same with local tarballs: npm and pnpm install
//   a tarball that carries the real 1.6.1 package.json's peerDependencies beside a stand-in @rsbuild/core 0.5.9
//   tarball (npm: ERESOLVE, nothing installed; npm --legacy-peer-deps and pnpm: installed, pnpm warning "unmet peer"),
//   and the real 1.6.1 plugin stops rsbuild build of 0.5.9 with the quoted TypeError (common-problems-round21c showed it
//   with a stand-in only).
//
// - Performance, "Expect a full check at each start": "The plugin sets fork-ts-checker's typescript.mode to 'readonly', so
//   it writes no .tsbuildinfo file, and every rsbuild build and every start of the dev server checks the whole program
//   again" (zh: 每次 rsbuild build 和每次启动开发服务器都会重新检查整个程序). Not with project references: a tsconfig with a
//   non-empty references array turns on typescript.build (plugin-type-check/src/index.ts 114-125), and in build mode
//   readonly only keeps writes in memory: fork-ts-checker-webpack-plugin 9.0.2 copies the existing .tsbuildinfo files
//   into memory on its first run (lib/typescript/worker/lib/system.js 207-223) and TypeScript's solution builder skips a
//   project they show up to date. Run by hand with strace: after `tsc -b` passed, neither rsbuild build nor rsbuild dev
//   made the issues worker open src/index.ts or lib.dom.d.ts, only the .tsbuildinfo (with a type error, tsc -b fails and
//   the build still reports it). Without references, an incremental tsconfig with a .tsbuildinfo from tsc is never
//   read, so the sentence holds there. The page now adds that with project references the checker reads the
//   .tsbuildinfo files of tsc -b and does not check again a project that passed tsc -b and has not changed. Test below:
//   a NODE_OPTIONS hook logs the files the get-issues-worker process reads: with references and after tsc -b, the
//   .tsbuildinfo and no source file; with references and no .tsbuildinfo, src/index.ts; with incremental and no
//   references after tsc, src/index.ts and not the .tsbuildinfo.
//
// Checked and true, no fix (runs by hand for this review, not kept): the issue.exclude example ({ file:
// 'src/legacy/**' }) drops the TS2322 in src/legacy/old.ts, keeps the default that drops the TS2322 of a .ts file in
// node_modules/pkg (tsc --noEmit reports all three), and still reports the error in src/index.ts caused by a type from
// src/legacy; the build prints "Type checker is enabled. It may take some time." and fails.
//
// The plugins are not installed in the repository. With REVIEW94i_DEPS set to a folder where `npm i --legacy-peer-deps
// @rsbuild/plugin-type-check@0.5.4 typescript@5.4.5 fork-ts-checker-webpack-plugin@9.0.2` was run (node_modules/@rsbuild/core
// and node_modules/@rsbuild/shared then linked to this repository's 0.5.9 packages; the registry we reach has no 0.5.9 of
// the plugin, and its 0.5.4 dist/index.js is the 0.5.9 src/index.ts compiled, line for line, see review87p), and
// `npm i --legacy-peer-deps @rsbuild/plugin-type-check@1.6.1` in its subfolder `latest`, the tests run; without it, they
// skip. npm and pnpm install local tarballs with a throw-away cache and store, offline, except the npm install
// that is refused: npm only refuses once it has read @rsbuild/core's registry metadata (with an empty cache and
// --offline it warns "ERESOLVE overriding peer dependency" and installs), so that step runs with --prefer-offline and
// the user's npm cache, which reaches the registry when the cache does not hold that metadata.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { linkPackages, pageSays, project, rsbuild } from './topics-support';

const DEPS = process.env.REVIEW94i_DEPS;
const NO_DEPS = 'REVIEW94i_DEPS is not set: @rsbuild/plugin-type-check 1.x is not installed in the repository';
const ROUTE = 'plugins/list/plugin-type-check';
const MESSAGE = "TypeError: Cannot destructure property 'tsconfigPath' of 'environment' as it is undefined.";

/** Runs a package manager in `cwd`, with no CI or colour settings of ours, and returns its exit code and output. */
function pm(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): { code: number | null; output: string } {
  const base: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env };
  delete base.CI;
  for (const key of Object.keys(base)) if (key.toLowerCase().startsWith('npm_config_') && !(key in env)) delete base[key];
  const res = spawnSync(command, args, { cwd, env: base, encoding: 'utf8', timeout: 120_000 });
  return { code: res.status, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

test(`${ROUTE} "An install without a version gets such a release: pnpm add installs the latest with only an unmet peer warning (npm refuses it with ERESOLVE unless given --legacy-peer-deps)": with local tarballs, npm refuses a plugin with the 1.x peers beside @rsbuild/core 0.5.9, npm --legacy-peer-deps and pnpm install it; the 1.x plugin stops rsbuild build with the TypeError`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(
    ROUTE,
    {
      en: 'An install without a version gets such a release: `pnpm add @rsbuild/plugin-type-check -D` installs the latest with only an `unmet peer` warning (npm refuses it with `ERESOLVE` unless given `--legacy-peer-deps`).',
      zh: '不写版本号安装就会装到这样的版本：`pnpm add @rsbuild/plugin-type-check -D` 装上最新版，只给出 `unmet peer` 警告（npm 则报 `ERESOLVE` 拒绝安装，除非加 `--legacy-peer-deps`）。',
    },
    {
      en: 'An install without a version (`npm add @rsbuild/plugin-type-check -D`) gets such a release.',
      zh: '不写版本号安装（`npm add @rsbuild/plugin-type-check -D`）装到的就是这样的版本。',
    },
  );
  const latest = path.join(DEPS ?? '', 'latest');
  const real = JSON.parse(fs.readFileSync(path.join(latest, 'node_modules/@rsbuild/plugin-type-check/package.json'), 'utf8'));
  assert.match(real.version, /^1\./);
  // A range that 0.5.9 does not satisfy.
  assert.equal(real.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');

  // Two tarballs: a stand-in @rsbuild/core 0.5.9, and a plugin with the real 1.x name, version and peers.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rev94i-'));
  const pack = (name: string, pkg: Record<string, unknown>): string => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    const packed = pm(dir, 'npm', ['pack', '--silent'], { npm_config_cache: path.join(work, 'cache') });
    assert.equal(packed.code, 0, packed.output);
    return path.join(dir, packed.output.trim().split('\n').pop() ?? '');
  };
  const core = pack('core', { name: '@rsbuild/core', version: '0.5.9' });
  const plugin = pack('plugin', {
    name: real.name,
    version: real.version,
    peerDependencies: real.peerDependencies,
    peerDependenciesMeta: real.peerDependenciesMeta,
  });
  const app = (name: string): string => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name, version: '1.0.0', private: true, devDependencies: { '@rsbuild/core': `file:${core}` } }),
    );
    return dir;
  };
  const npmEnv = { npm_config_cache: path.join(work, 'cache'), npm_config_audit: 'false', npm_config_fund: 'false' };
  const installed = (dir: string): boolean => fs.existsSync(path.join(dir, 'node_modules/@rsbuild/plugin-type-check/package.json'));

  const npmApp = app('npm-app');
  const base = pm(npmApp, 'npm', ['install', '--offline'], npmEnv);
  assert.equal(base.code, 0, base.output);
  // npm looks for a version of the peer that fits both ranges in @rsbuild/core's registry metadata: with an empty cache
  // and --offline it cannot, and only warns. So this step uses the user's cache, and the registry when that lacks it.
  const refused = pm(npmApp, 'npm', ['install', '--prefer-offline', '-D', plugin], { npm_config_audit: 'false', npm_config_fund: 'false' });
  assert.notEqual(refused.code, 0, refused.output);
  assert.match(refused.output, /ERESOLVE could not resolve/);
  assert.match(refused.output, /peerOptional @rsbuild\/core@"\^1\.0\.0 \|\| \^2\.0\.0-0" from @rsbuild\/plugin-type-check@1\./);
  assert.ok(!installed(npmApp));
  const legacy = pm(npmApp, 'npm', ['install', '--offline', '--legacy-peer-deps', '-D', plugin], npmEnv);
  assert.equal(legacy.code, 0, legacy.output);
  assert.ok(installed(npmApp));

  const pnpmApp = app('pnpm-app');
  const added = pm(pnpmApp, 'pnpm', ['add', '--offline', '-D', core, plugin], {
    npm_config_store_dir: path.join(work, 'store'),
    npm_config_cache_dir: path.join(work, 'pnpm-cache'),
  });
  assert.equal(added.code, 0, added.output);
  assert.match(added.output, /unmet peer @rsbuild\/core@"\^1\.0\.0 \|\| \^2\.0\.0-0": found 0\.5\.9/);
  assert.ok(installed(pnpmApp));
  fs.rmSync(work, { recursive: true, force: true });

  // The real 1.x plugin with 0.5.9.
  const dir = project(
    {
      'src/index.ts': 'const a: number = 1;\nconsole.log(a);\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['src'] }),
      'rsbuild.config.mjs':
        "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck()] };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, latest, ['@rsbuild/plugin-type-check']);
  const built = rsbuild(dir, ['build']);
  assert.equal(built.code, 1, built.output);
  assert.match(built.output, /Rsbuild v0\.5\.9\s+error\s+Failed to build\.\nerror\s+TypeError: Cannot destructure/);
  assert.ok(built.output.includes(MESSAGE), built.output);
  assert.ok(!fs.existsSync(path.join(dir, 'dist')));
});

/** Writes a hook that logs every file the fork-ts-checker issues worker reads into `log`; returns NODE_OPTIONS for it. */
function issuesWorkerReads(dir: string, log: string): string {
  const hook = path.join(dir, 'trace-issues-worker.cjs');
  fs.writeFileSync(
    hook,
    `const fs = require('fs');
if (/get-issues-worker/.test(process.argv[1] || '')) {
  const read = fs.readFileSync;
  fs.readFileSync = function (file, ...rest) {
    fs.appendFileSync(${JSON.stringify(log)}, String(file) + '\\n');
    return read.call(this, file, ...rest);
  };
}
`,
  );
  return `--require ${hook}`;
}

test(`${ROUTE} "Only with project references does it read the .tsbuildinfo files that tsc -b wrote: a project that passed tsc -b and has not changed since is not checked again": the issues worker reads the .tsbuildinfo and no source after tsc -b, reads src/index.ts without it, and without references reads src/index.ts, never the .tsbuildinfo of tsc`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(ROUTE, {
    en: 'every start of the dev server checks the whole program again. Only with project references (`references` in tsconfig.json) does it read the `.tsbuildinfo` files that `tsc -b` wrote: a project that passed `tsc -b` and has not changed since is not checked again.',
    zh: '每次启动开发服务器都会重新检查整个程序。只有使用项目引用（tsconfig.json 中有 `references`）时，它才会读取 `tsc -b` 写出的 `.tsbuildinfo`：已通过 `tsc -b` 且之后未改动的项目不再检查。',
  });
  const compilerOptions = {
    strict: true,
    skipLibCheck: true,
    moduleResolution: 'Bundler',
    module: 'ESNext',
    target: 'ES2020',
    lib: ['DOM', 'ES2020'],
    tsBuildInfoFile: './.cache/app.tsbuildinfo',
  };
  const files = {
    'src/index.ts': 'const total: number = 1;\ndocument.body.textContent = String(total);\n',
    'rsbuild.config.mjs':
      "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck()] };\n",
  };
  const tsc = path.join(DEPS ?? '', 'node_modules/typescript/bin/tsc');
  /** Builds `dir` with the plugin, after `tscArgs` when given; returns the files the issues worker read. */
  const run = (dir: string, tscArgs: string[] | null): string[] => {
    linkPackages(dir, DEPS ?? '', ['@rsbuild/plugin-type-check', 'typescript']);
    if (tscArgs) {
      const checked = spawnSync(process.execPath, [tsc, ...tscArgs], { cwd: dir, encoding: 'utf8' });
      assert.equal(checked.status, 0, `${checked.stdout}${checked.stderr}`);
      assert.ok(fs.existsSync(path.join(dir, '.cache/app.tsbuildinfo')));
    }
    const log = path.join(dir, 'reads.log');
    fs.writeFileSync(log, '');
    const built = rsbuild(dir, ['build'], { NODE_OPTIONS: issuesWorkerReads(dir, log) });
    assert.equal(built.code, 0, built.output);
    assert.match(built.output, /Type checker is enabled/);
    return fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
  };
  const source = (reads: string[]): boolean => reads.some((file) => file.endsWith(`${path.sep}src${path.sep}index.ts`));
  const domLib = (reads: string[]): boolean => reads.some((file) => file.endsWith('lib.dom.d.ts'));
  const buildInfo = (reads: string[]): boolean => reads.some((file) => file.endsWith('app.tsbuildinfo'));

  // Project references, after a tsc -b that passed: only the .tsbuildinfo is read, no source and no lib file.
  const references = {
    ...files,
    'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
    'tsconfig.app.json': JSON.stringify({
      compilerOptions: { ...compilerOptions, composite: true, emitDeclarationOnly: true, outDir: './.types' },
      include: ['src'],
    }),
  };
  const reused = run(project(references), ['-b']);
  assert.ok(buildInfo(reused), reused.join('\n'));
  assert.ok(!source(reused) && !domLib(reused), reused.join('\n'));
  // The same project without a .tsbuildinfo: the worker reads and checks the program.
  const fresh = run(project(references), null);
  assert.ok(source(fresh) && domLib(fresh), fresh.join('\n'));

  // No references, incremental, a .tsbuildinfo written by tsc: never read; the whole program is checked again.
  const plain = run(
    project({
      ...files,
      'tsconfig.json': JSON.stringify({ compilerOptions: { ...compilerOptions, incremental: true, noEmit: true }, include: ['src'] }),
    }),
    ['-p', '.'],
  );
  assert.ok(source(plain) && domLib(plain), plain.join('\n'));
  assert.ok(!buildInfo(plain), plain.join('\n'));
});
