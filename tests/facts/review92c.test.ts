// Facts behind the third accuracy review of session 92 (slice c): guide/optimization/optimize-bundle,
// guide/debug/rsdoctor and guide/debug/debug-mode, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the old wording is gone.
//
// - guide/optimization/optimize-bundle, "A huge vendor file ...": the page said that "a large package that the entry
//   imports goes into a numbered chunk of its own" (zh: 被拆到一个单独的数字编号 chunk 中), as if each package got a
//   chunk. The numbered chunk is Rspack's default `defaultVendors` cache group, which split-by-experience keeps
//   (core/src/plugins/splitChunks.ts, splitByExperience: `...defaultConfig.cacheGroups`); it has no name, so all the
//   node_modules modules that the same chunks use go into one chunk. Run: an entry importing two packages of about
//   40 kB each and a small one builds to one numbered chunk that holds all three, and the entry holds none of them.
//   Now: "the large packages that the entry imports go together into one numbered chunk".
// - guide/debug/rsdoctor, "What the report shows": the page said "Rsdoctor 0.2.4 checks the build with four built-in
//   rules", and listed what each reports. With @rsdoctor/rspack-plugin 0.2.4 two of them can never report:
//   `loader-performance-optimization` (E1003) reads the configuration named "webpack"
//   (@rsdoctor/core 0.2.4 dist/rules/rules/loader-performance-optimization/index.js 48: `configs.find((e) => e.name ===
//   "webpack")`, and returns when there is none), while the Rspack plugin reports its configuration as "rspack"
//   (@rsdoctor/rspack-plugin 0.2.4 dist/plugin.js 142-143, getRspackConfig: `reportConfiguration({ name: "rspack" })`);
//   `default-import-check` (E1002) only looks at dependencies whose `exportsType` is "dynamic" (its index.js 55), which
//   only appendModuleGraphByCompilation sets (dist/build-utils/build/module-graph/webpack/transform.js 80-86, 172), from
//   webpack's `compilation.moduleGraph`, which Rspack 0.5's Compilation (@rspack/core dist/Compilation.js) does not
//   have. Run (needs RSDOCTOR_DEPS, a folder whose node_modules holds @rsdoctor/rspack-plugin 0.2.4, as in
//   review79a.test.ts; skipped without it): a build whose entry default-imports a CommonJS module that sets __esModule and no default, and imports a CSS file from
//   node_modules, with E1003's threshold set to 0, reports E1004 (the rules ran) but neither E1002 nor E1003, although
//   the loader data holds the node_modules file. Now: "has four built-in rules, but with the Rspack plugin
//   `default-import-check` and `loader-performance-optimization` never report anything".
// - guide/debug/rsdoctor, "Analyze a build": the page said "After the build, Rsdoctor starts a local server and prints
//   its address twice". The plugin starts the server when Rspack applies it: its apply() calls sdk.bootstrap()
//   (@rsdoctor/rspack-plugin 0.2.4 dist/plugin.js 93-96), which starts the server (@rsdoctor/sdk 0.2.4
//   dist/cjs/sdk/sdk/webpack.js 51-54, server/index.js 95-107); only the address is printed after the build, in the done
//   hook (openClientPage, server/index.js 174-184). Run (RSDOCTOR_DEPS, as above): `RSDOCTOR=true rsbuild build` with a
//   probe plugin that, in Rspack's emit hook, lists the net servers this process listens on: one is listening there,
//   before `ready`, on the port of the two address lines printed after the build. Now: "Rsdoctor starts a local server
//   while the build runs, and after the build prints its address twice".
// - guide/debug/rsdoctor, "Register the plugin yourself": the page said the configuration "turns off the local server
//   with `disableClientServer`, so that the build exits when it is done". The option does not keep the server from
//   starting (the SDK creates a real server unless `noServer`, which the plugin never passes: @rsdoctor/sdk 0.2.4
//   dist/cjs/sdk/sdk/webpack.js 47; @rsdoctor/rspack-plugin dist/plugin.js 83-89); in the done hook it skips
//   openClientPage and disposes of the SDK (plugin.js 75-80). Run (RSDOCTOR_DEPS): with `disableClientServer: true`
//   the emit-hook probe finds a server listening during the build, no address is printed, and `rsbuild build` exits 0.
//   Now: "with `disableClientServer`, closes the local server when the build is done instead of printing its address,
//   so that the command exits".
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { build, count, distFiles, distText, fakeOpener, pageSays, project, startRsbuild, waitFor } from './topics-support';

const OPTIMIZE_BUNDLE = 'guide/optimization/optimize-bundle';
const RSDOCTOR = 'guide/debug/rsdoctor';
const RSDOCTOR_DEPS = process.env.RSDOCTOR_DEPS;

/** A CommonJS package whose index.js exports one string of about `words` × 20 bytes, starting with `tag`. */
function cjsPackage(name: string, tag: string, words: number): Record<string, string> {
  const text = Array.from({ length: words }, (_, i) => `${tag}_${i}_${(i * 7919).toString(36)}`).join(' ');
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: `module.exports = ${JSON.stringify(text)};\n`,
  };
}

test(`${OPTIMIZE_BUNDLE} "the large packages that the entry imports go together into one numbered chunk, while the modules of your app stay in the entry"`, () => {
  pageSays(
    OPTIMIZE_BUNDLE,
    {
      en: 'it holds your own code: the large packages that the entry imports go together into one numbered chunk, while the modules of your app stay in the entry',
      zh: '入口导入的大型依赖包会一起被拆到同一个数字编号 chunk 中，业务模块则一直留在入口文件里',
    },
    {
      en: 'goes into a numbered chunk of its own',
      zh: '被拆到一个单独的数字编号 chunk 中',
    },
  );
  const dir = project({
    'src/index.js':
      "import a from 'big-a';\nimport b from 'big-b';\nimport c from 'small-c';\nconsole.log('APP_CODE', a.length, b.length, c.length);\n",
    ...cjsPackage('big-a', 'BIG_A', 2000),
    ...cjsPackage('big-b', 'BIG_B', 2000),
    ...cjsPackage('small-c', 'SMALL_C', 50),
  });
  build(dir);
  const numbered = distFiles(dir).filter((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(numbered.length, 1, `one numbered chunk: ${distFiles(dir).join(', ')}`);
  const chunk = fs.readFileSync(path.join(dir, 'dist', numbered[0]), 'utf8');
  for (const tag of ['BIG_A_0_', 'BIG_B_0_', 'SMALL_C_0_']) assert.equal(count(chunk, tag), 1, `${tag} is in ${numbered[0]}`);
  const entry = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(entry.includes('APP_CODE'), 'the app code stays in the entry');
  for (const tag of ['BIG_A_0_', 'BIG_B_0_', 'SMALL_C_0_']) assert.equal(count(entry, tag), 0, `${tag} is not in the entry`);
});

/** Links @rsdoctor/rspack-plugin 0.2.4 from `deps/node_modules` into the project. */
function linkRsdoctor(dir: string, deps: string): void {
  const link = path.join(dir, 'node_modules', '@rsdoctor', 'rspack-plugin');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(deps, 'node_modules', '@rsdoctor', 'rspack-plugin')), link, 'dir');
}

/**
 * An rsbuild.config.mjs whose tools.rspack runs `body` (with `probe` and `require` in scope). `probe` is an Rspack
 * plugin that prints, in the emit hook (before the build is done), the ports of the net servers this process listens on.
 */
function probeConfig(body: string): string {
  return [
    "import net from 'node:net';",
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    'const probe = {',
    '  apply(compiler) {',
    "    compiler.hooks.emit.tap('listening-probe', () => {",
    '      const ports = process',
    '        ._getActiveHandles()',
    '        .filter((h) => h instanceof net.Server && h.listening)',
    '        .map((h) => h.address().port);',
    "      console.log(`PROBE listening during the build: [${ports.join(',')}]`);",
    '    });',
    '  },',
    '};',
    `export default { tools: { rspack(config, { appendPlugins }) { ${body} } } };`,
    '',
  ].join('\n');
}

/** The JSON of one data file of dist/.rsdoctor: base64 of deflated JSON, or plain JSON. */
function rsdoctorData(dir: string, name: string): unknown {
  const text = fs.readFileSync(path.join(dir, 'dist', '.rsdoctor', name, '0'), 'utf8');
  try {
    return JSON.parse(zlib.inflateSync(Buffer.from(text, 'base64')).toString('utf8'));
  } catch {
    return JSON.parse(text);
  }
}

test(`${RSDOCTOR} "Rsdoctor 0.2.4 has four built-in rules, but with the Rspack plugin \`default-import-check\` and \`loader-performance-optimization\` never report anything"`, (t) => {
  pageSays(
    RSDOCTOR,
    {
      en: "Rsdoctor 0.2.4 has four built-in rules, but with the Rspack plugin `default-import-check` and `loader-performance-optimization` never report anything (in a test build, not even with the latter's threshold set to 0):",
      zh: 'Rsdoctor 0.2.4 有四条内置规则，但使用 Rspack 插件时，`default-import-check` 和 `loader-performance-optimization` 从不报告任何问题（测试构建中，即使把后者的阈值设为 0 也没有）：',
    },
    {
      en: 'Rsdoctor 0.2.4 checks the build with four built-in rules',
      zh: 'Rsdoctor 0.2.4 会用四条内置规则检查构建',
    },
  );
  if (!RSDOCTOR_DEPS) {
    t.skip('RSDOCTOR_DEPS is not set: @rsdoctor/rspack-plugin 0.2.4 is not installed in the repository');
    return;
  }
  const dir = project({
    'src/index.js': ["import plain from 'marked-cjs';", "import 'some-ui/style.css';", 'window.read = (key) => [plain, key];', ''].join(
      '\n',
    ),
    // A CommonJS module that says it is an ES module (__esModule) but has no default export.
    'node_modules/marked-cjs/package.json': '{ "name": "marked-cjs", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/marked-cjs/index.js':
      'Object.defineProperty(exports, "__esModule", { value: true });\nexports.named = function () { return "MARKED"; };\n',
    'node_modules/some-ui/package.json': '{ "name": "some-ui", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/some-ui/style.css': '.some-ui { color: red; }\n',
    'rsbuild.config.mjs': [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      'export default {',
      '  tools: {',
      '    rspack(config, { appendPlugins }) {',
      "      const { RsdoctorRspackPlugin } = require('@rsdoctor/rspack-plugin');",
      '      appendPlugins(',
      '        new RsdoctorRspackPlugin({',
      '          disableClientServer: true,',
      "          linter: { rules: { 'loader-performance-optimization': ['Warn', { threshold: 0 }] } },",
      '        }),',
      '      );',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  linkRsdoctor(dir, RSDOCTOR_DEPS);
  build(dir);

  const codes = (rsdoctorData(dir, 'errors') as Array<{ code: string }>).map((e) => e.code);
  // The rules ran: the arrow function is newer than ES5.
  assert.ok(codes.includes('E1004'), `ecma-version-check reported: ${codes.join(', ')}`);
  assert.ok(!codes.includes('E1002'), `default-import-check reported nothing: ${codes.join(', ')}`);
  assert.ok(!codes.includes('E1003'), `loader-performance-optimization reported nothing: ${codes.join(', ')}`);
  // What E1003 looks for: a configuration named "webpack"; the Rspack plugin names its own "rspack".
  assert.deepEqual(
    (rsdoctorData(dir, 'configs') as Array<{ name: string }>).map((c) => c.name),
    ['rspack'],
  );
  // And it had its input: a loader ran on a file in node_modules.
  const loaded = (rsdoctorData(dir, 'loader') as Array<{ resource: { path: string } }>).map((l) => l.resource.path);
  assert.ok(
    loaded.some((p) => p.includes('/node_modules/some-ui/style.css')),
    loaded.join(', '),
  );
});

test(`${RSDOCTOR} "Rsdoctor starts a local server while the build runs, and after the build prints its address twice"`, async (t) => {
  pageSays(
    RSDOCTOR,
    {
      en: 'Rsdoctor starts a local server while the build runs, and after the build prints its address twice,',
      zh: 'Rsdoctor 在构建过程中就会启动一个本地服务器，构建完成后输出它的地址，共两行：',
    },
    {
      en: 'After the build, Rsdoctor starts a local server',
      zh: '构建完成后，Rsdoctor 会启动一个本地服务器',
    },
  );
  if (!RSDOCTOR_DEPS) {
    t.skip('RSDOCTOR_DEPS is not set: @rsdoctor/rspack-plugin 0.2.4 is not installed in the repository');
    return;
  }
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': probeConfig('appendPlugins(probe);'),
  });
  linkRsdoctor(dir, RSDOCTOR_DEPS);
  // The command keeps running while Rsdoctor's server does; it stops on SIGINT, as on Ctrl+C.
  const run = startRsbuild(dir, ['build'], { RSDOCTOR: 'true', PATH: fakeOpener().PATH });
  t.after(run.stop);
  const addresses = (): string[] => run.log().match(/Rsdoctor analyze server running on: \S+/g) ?? [];
  assert.ok(await waitFor(() => addresses().length >= 2, 120_000), run.log());
  const log = run.log();
  const during = /PROBE listening during the build: \[([\d,]*)\]/.exec(log);
  assert.ok(during, log);
  assert.ok(log.indexOf(during[0]) < log.indexOf('ready   Client compiled'), 'the probe ran before the build was done');
  const printed = addresses().map((a) => /:(\d+)\/index\.html$/.exec(a)?.[1]);
  assert.equal(new Set(printed).size, 1, addresses().join('\n'));
  assert.deepEqual(during[1].split(','), [printed[0]], 'the server was already listening, on the port printed after the build');
});

test(`${RSDOCTOR} "with \`disableClientServer\`, closes the local server when the build is done instead of printing its address, so that the command exits"`, (t) => {
  pageSays(
    RSDOCTOR,
    {
      en: '- with `disableClientServer`, closes the local server when the build is done instead of printing its address, so that the command exits (useful in CI);',
      zh: '- 通过 `disableClientServer` 在构建完成后关闭本地服务器、不再输出地址，使命令能够退出（适用于 CI）；',
    },
    {
      en: 'turns off the local server with `disableClientServer`',
      zh: '通过 `disableClientServer` 关闭本地服务器，',
    },
  );
  if (!RSDOCTOR_DEPS) {
    t.skip('RSDOCTOR_DEPS is not set: @rsdoctor/rspack-plugin 0.2.4 is not installed in the repository');
    return;
  }
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': probeConfig(
      "const { RsdoctorRspackPlugin } = require('@rsdoctor/rspack-plugin'); appendPlugins([probe, new RsdoctorRspackPlugin({ disableClientServer: true })]);",
    ),
  });
  linkRsdoctor(dir, RSDOCTOR_DEPS);
  // build() fails unless the command exits, with code 0.
  const { output } = build(dir, { PATH: fakeOpener().PATH });
  const during = /PROBE listening during the build: \[([\d,]*)\]/.exec(output);
  assert.ok(during, output);
  assert.match(during[1], /^\d+$/, 'a server listens during the build');
  assert.ok(!output.includes('Rsdoctor analyze server running on'), 'no address is printed');
  assert.ok(fs.existsSync(path.join(dir, 'dist', '.rsdoctor', 'manifest.json')), 'the data is written');
});
