// Facts behind the accuracy review of session 87 (slice p): plugins/list/plugin-type-check, in both languages.
//
// - Performance, out of memory: "When a very large program needs more, the checker process is stopped and prints this
//   message" (Issues checking service aborted ...). The message is printed by the plugin in the Rsbuild process, not by
//   the checker: fork-ts-checker-webpack-plugin 9.0.2 (lib/hooks/tap-error-to-log-message.js) logs String(error), an
//   RpcExitError naming the signal, then this message, through the plugin's logger. Before it, Node.js prints its own
//   "FATAL ERROR: Reached heap limit" report from the checker process. And the page left out what matters in CI: the
//   lost check does not fail the build. The test runs a build whose checker gets memoryLimit 8 (MB) with a TS2345 error
//   in the code: exit code 0, no TS2345, and the three lines in that order.
// - Performance and Limits: "The checker process may use up to `memoryLimit`" and "uses ... up to `memoryLimit` MB of
//   memory". memoryLimit caps the V8 heap, not the process: fork-ts-checker-webpack-plugin 9.0.2 starts the issues
//   worker with execArgv --max-old-space-size=<memoryLimit> (lib/rpc/rpc-worker.js 33-35, lib/plugin.js 60); the
//   process also holds memory outside that heap. The test finds the checker process of a dev server in /proc and
//   reads --max-old-space-size=8192 on its command line.
// - What you see, in production builds, and Common problems ("The bundle is still built despite type errors"): "The build
//   ends with `Failed to build.` and exit code 1". It does not end there: 0.5.9 then throws `Rspack build failed!`
//   (core/src/provider/build.ts), which the CLI prints with its own stack trace after `Failed to build.`. The test
//   builds the page's example with the plugin: TS2345 with its stack, the file sizes, `Failed to build.`, then
//   `Rspack build failed!` and a stack, exit code 1, dist written.
// - Performance: "Set "skipLibCheck": true in tsconfig.json ... removes a large part of the work" and "The check itself
//   costs what tsc --noEmit costs on the same tsconfig.json". fork-ts-checker-webpack-plugin 9.0.2 parses the tsconfig
//   with an implicit overwrite, compilerOptions { skipLibCheck: true, sourceMap: false, inlineSourceMap: false }, in
//   every mode, and only typescript.configOverwrite applies after it (lib/typescript/worker/lib/config.js,
//   getImplicitConfigOverwrite and parseConfig). So the tsconfig setting changes nothing for the plugin, and an error
//   inside a .d.ts file is not reported. The test: with "skipLibCheck": false and a TS2304 error in src/env.d.ts, tsc
//   --noEmit reports it, rsbuild build with the plugin exits 0 without it, and with configOverwrite skipLibCheck false the
//   build fails with it.
// - What you see, in development: "the check runs in the background after each compilation". It starts with each
//   compilation: fork-ts-checker-webpack-plugin 9.0.2 taps compiler.hooks.compilation and submits the getIssuesWorker
//   there (lib/hooks/tap-start-to-run-workers.js, lines 47-110); only the report waits for compiler.hooks.done
//   (lib/hooks/tap-done-to-async-get-issues.js). Settled by reading the source, so no test below.
//
// @rsbuild/plugin-type-check is not installed in the repository. With REVIEW87P_DEPS set to a folder whose node_modules
// holds it (`npm install --legacy-peer-deps @rsbuild/plugin-type-check@0.5.4 typescript@5.4.5
// fork-ts-checker-webpack-plugin@9.0.2` there, plus node_modules/@rsbuild/core linked to this repository's
// node_modules/rsbuild-0.5 for the plugin's require('@rsbuild/core')), the test runs the real plugin; without it, it
// skips. The registry we reach has no 0.5.9 of the plugin; the dist/index.js of 0.5.4 is its 0.5.9 src/index.ts
// compiled, line for line (see review84c.test.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, pageSays, project, rsbuild, waitFor, linkPackages } from './topics-support';

const DEPS = process.env.REVIEW87P_DEPS;
const NO_DEPS = 'REVIEW87P_DEPS is not set: @rsbuild/plugin-type-check is not installed in the repository';
const ROUTE = 'plugins/list/plugin-type-check';

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

const SRC =
  "function formatPrice(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n\ndocument.body.textContent = formatPrice('1999');\n";
const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
  },
  include: ['src'],
});

test(`${ROUTE} "the checker process runs out of memory and exits ... The build does not fail because of it": with memoryLimit 8 and a TS2345 error, rsbuild build prints FATAL ERROR: Reached heap limit, RpcExitError: Process … exited [SIGABRT] and Issues checking service aborted, reports no type error and exits with code 0`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(
    ROUTE,
    {
      en: 'When a very large program needs more, the checker process runs out of memory and exits: Node.js prints `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`, then the plugin prints `RpcExitError: Process … exited [SIGABRT]` and this message:',
      zh: '当一个非常大的程序需要更多内存时，检查器进程会因内存不足而退出：Node.js 先打印 `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`，随后插件打印 `RpcExitError: Process … exited [SIGABRT]` 和这条信息：',
    },
    {
      en: 'the checker process is stopped and prints this message:',
      zh: '检查器进程会被终止，并打印这条信息：',
    },
  );
  pageSays(ROUTE, {
    en: 'The build does not fail because of it: the check is simply lost. In a test with a type error in the code, `rsbuild build` still ended with exit code 0 and reported no type error.',
    zh: '构建并不会因此失败，这次检查只是没有做成。测试中代码里有类型错误，`rsbuild build` 仍以退出码 0 结束，也没有报告任何类型错误。',
  });
  const dir = project({
    'src/index.ts': SRC,
    'tsconfig.json': TSCONFIG,
    'rsbuild.config.mjs':
      "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck({ forkTsCheckerOptions: { typescript: { memoryLimit: 8 } } })] };\n",
  });
  linkDeps(dir, ['@rsbuild/plugin-type-check', 'typescript']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')), run.output);
  assert.doesNotMatch(run.output, /TS2345/);
  const fatal = run.output.indexOf('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory');
  const rpc = run.output.search(/RpcExitError: Process \d+ exited \[SIGABRT\]/);
  const aborted = run.output.indexOf('Issues checking service aborted - probably out of memory.');
  assert.ok(fatal >= 0 && rpc > fatal && aborted > rpc, run.output);
  assert.match(run.output, /it's most probably a bug in the TypeScript\./);
});

/** The command line of the processes whose environment names `dir` (the checker's WORKER_DATA holds its tsconfig path). */
function processesOf(dir: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (environ.includes(path.join(dir, 'tsconfig.json')))
        found.push(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    } catch {
      // the process has ended, or is not ours
    }
  }
  return found;
}

test(`${ROUTE} "memoryLimit, 8192 MB by default, limits the heap of the checker process: fork-ts-checker starts it with Node.js's --max-old-space-size": under rsbuild dev, the checker process runs with --max-old-space-size=8192`, {
  skip: !DEPS ? NO_DEPS : process.platform !== 'linux' ? 'the test reads the checker process from /proc (Linux only)' : false,
}, async () => {
  pageSays(
    ROUTE,
    {
      en: "`memoryLimit`, 8192 MB by default, limits the heap of the checker process: fork-ts-checker starts it with Node.js's `--max-old-space-size` set to that value.",
      zh: '`memoryLimit`（默认为 8192 MB）限制的是检查器进程的堆内存：fork-ts-checker 启动该进程时，会把 Node.js 的 `--max-old-space-size` 设为这个值。',
    },
    {
      en: 'The checker process may use up to `memoryLimit`, 8192 MB by default.',
      zh: '检查器进程最多可以使用 `memoryLimit` 的内存，默认为 8192 MB。',
    },
  );
  pageSays(
    ROUTE,
    {
      en: 'but the checker process uses CPU and memory, with a heap of up to `memoryLimit` MB.',
      zh: '但检查器进程会占用 CPU 和内存，其中堆内存最多为 `memoryLimit` MB。',
    },
    {
      en: 'but the checker process uses CPU and up to `memoryLimit` MB of memory.',
      zh: '但检查器进程会占用 CPU，以及最多 `memoryLimit` MB 的内存。',
    },
  );
  const dir = project({
    'src/index.ts': SRC,
    'tsconfig.json': TSCONFIG,
    'rsbuild.config.mjs':
      "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck()] };\n",
  });
  linkDeps(dir, ['@rsbuild/plugin-type-check', 'typescript']);
  const server = await devServer(dir);
  try {
    assert.ok(await waitFor(() => server.log().includes('Type Error in ./src/index.ts:5:41')), server.log());
    const checker = processesOf(dir).filter((cmd) => cmd.includes('get-issues-worker.js'));
    assert.equal(checker.length, 1, processesOf(dir).join('\n'));
    assert.match(checker[0], /--max-old-space-size=8192 /);
  } finally {
    await server.stop();
  }
});

test(`${ROUTE} "The build then prints Failed to build. and Rspack build failed!, with a second stack trace, and exits with code 1": rsbuild build of the page's example prints × Error: TS2345 with a stack, Failed to build., then Rspack build failed! and a stack; exit code 1, dist written`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(
    ROUTE,
    {
      en: 'The build then prints `Failed to build.` and `Rspack build failed!`, with a second stack trace, and exits with code 1, so a CI job fails.',
      zh: '随后构建打印 `Failed to build.` 和 `Rspack build failed!`（后面又是一段调用栈），并以退出码 1 结束，因此 CI 任务会失败。',
    },
    {
      en: 'The build ends with `Failed to build.` and exit code 1, so a CI job fails.',
      zh: '构建最后打印 `Failed to build.`，退出码为 1，因此 CI 任务会失败。',
    },
  );
  pageSays(
    ROUTE,
    {
      en: 'With it registered, `rsbuild build` prints the errors, then `Failed to build.` and `Rspack build failed!`, and exits with code 1, so a CI job stops;',
      zh: '注册之后，`rsbuild build` 会打印错误，接着打印 `Failed to build.` 和 `Rspack build failed!`，并以退出码 1 结束，CI 任务随之失败；',
    },
    {
      en: 'With it registered, `rsbuild build` prints the errors and ends with `Failed to build.` and exit code 1',
      zh: '注册之后，`rsbuild build` 会打印错误，以 `Failed to build.` 和退出码 1 结束',
    },
  );
  const dir = project({
    'src/index.ts': SRC,
    'tsconfig.json': TSCONFIG,
    'rsbuild.config.mjs':
      "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck()] };\n",
  });
  linkDeps(dir, ['@rsbuild/plugin-type-check', 'typescript']);
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')), run.output);
  const out = run.output;
  const ts = out.indexOf("× Error: TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.");
  const failed = out.indexOf('Failed to build.');
  const rspack = out.indexOf('Rspack build failed!');
  assert.ok(ts >= 0 && failed > ts && rspack > failed, out);
  assert.match(out.slice(ts, failed), /\n\s*│\s+at /, 'a stack trace follows the type error');
  assert.match(out.slice(rspack), /\n\s+at /, 'a second stack trace follows Rspack build failed!');
});

test(`${ROUTE} "No need to set skipLibCheck: true for the plugin ... a type error inside a .d.ts file is not reported, even with skipLibCheck: false in tsconfig.json, unless you set that again in configOverwrite": tsc --noEmit reports TS2304 in src/env.d.ts, the plugin's build exits 0 without it, and with configOverwrite it fails on it`, {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(
    ROUTE,
    {
      en: "The check itself costs about what `tsc --noEmit --skipLibCheck` costs on the same `tsconfig.json`: the plugin checks the program that the tsconfig file defines, with the project's own TypeScript, and fork-ts-checker always turns `skipLibCheck` on.",
      zh: '检查本身的开销与在同一个 `tsconfig.json` 上运行 `tsc --noEmit --skipLibCheck` 大致相同：插件检查的是 tsconfig 文件定义的程序，使用的是项目自己的 TypeScript，而且 fork-ts-checker 总是会开启 `skipLibCheck`。',
    },
    {
      en: 'The check itself costs what `tsc --noEmit` costs on the same `tsconfig.json`',
      zh: '检查本身的开销与在同一个 `tsconfig.json` 上运行 `tsc --noEmit` 相同',
    },
  );
  pageSays(
    ROUTE,
    {
      en: 'a type error inside a `.d.ts` file is not reported, even with `"skipLibCheck": false` in `tsconfig.json`, unless you set that again in `forkTsCheckerOptions.typescript.configOverwrite`; `tsc --noEmit` does report it.',
      zh: '反过来，`.d.ts` 文件中的类型错误也不会被报告，即使 `tsconfig.json` 里写了 `"skipLibCheck": false`，除非你在 `forkTsCheckerOptions.typescript.configOverwrite` 中再把它设回去；`tsc --noEmit` 则会报告这类错误。',
    },
    {
      en: 'TypeScript then skips checking the `.d.ts` files, most of which come from `node_modules`. On projects with many dependencies this removes a large part of the work.',
      zh: '这样 TypeScript 会跳过对 `.d.ts` 文件的检查，而这些文件大多来自 `node_modules`。在依赖很多的项目中，这能省去很大一部分工作。',
    },
  );
  const files = (options: string) => ({
    'src/index.ts': "document.body.textContent = 'ok';\n",
    'src/env.d.ts': 'declare const release: ReleaseInfo;\n',
    'tsconfig.json': JSON.stringify({
      compilerOptions: { target: 'ES2020', lib: ['DOM', 'ES2020'], strict: true, skipLibCheck: false, noEmit: true },
      include: ['src'],
    }),
    'rsbuild.config.mjs': `import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { plugins: [pluginTypeCheck(${options})] };\n`,
  });
  const plain = project(files(''));
  linkDeps(plain, ['@rsbuild/plugin-type-check', 'typescript']);
  const tsc = spawnSync(process.execPath, [path.join(plain, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', plain], {
    encoding: 'utf8',
  });
  assert.notEqual(tsc.status, 0, tsc.stdout);
  assert.match(tsc.stdout, /src\/env\.d\.ts\(1,24\): error TS2304: Cannot find name 'ReleaseInfo'\./);
  const quiet = build(plain);
  assert.doesNotMatch(quiet.output, /TS2304/);
  const overwritten = project(
    files('{ forkTsCheckerOptions: { typescript: { configOverwrite: { compilerOptions: { skipLibCheck: false } } } } }'),
  );
  linkDeps(overwritten, ['@rsbuild/plugin-type-check', 'typescript']);
  const loud = rsbuild(overwritten, ['build']);
  assert.equal(loud.code, 1, loud.output);
  assert.match(loud.output, /TS2304: Cannot find name 'ReleaseInfo'\./);
});
