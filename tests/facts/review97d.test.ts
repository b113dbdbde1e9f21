// Facts behind the accuracy review of session 97 (slice d): guide/start/npm-packages, community/releases/v0-1, v0-4
// and v0-5, in both languages. Each test names the page and the sentence it backs, checks that both languages say it
// and that the old wording is gone, then runs @rsbuild/core (topics-support.ts).
//
// The history was read in the Rsbuild repository at its release tags (web-infra-dev/rsbuild, fetched to /work/.mirror
// during the review and read with `git show vX:packages/...`). The registry reachable here has @rsbuild/core 0.0.25
// and 0.1.0 but none of 0.0.26, 0.0.27 and 0.0.28, which the tags "Release v0.0.26", "Release v0.0.27 (#606)" and
// "Release v0.0.28 (#615)" released in the week before 0.1.0; earlier reviews compared 0.1.0 with 0.0.25 and credited
// 0.1 with what those three patches had brought.
//
// - community/releases/v0-1, intro and front-matter description: "The CLI learned to load a config file from any path
//   and to read `.env` files"; the description listed "a --config option" among the additions of 0.1; the section
//   "Choose a config file with `--config`" said "Every CLI command ... accepts `-c` / `--config`" as a 0.1 highlight.
//   `-c --config <config>` is an option of dev, build, preview and inspect from v0.0.26 on
//   (packages/core/src/cli/commands.ts 44, 64, 82, 104 at v0.0.26; absent at v0.0.25, "feat(cli): support specify
//   config file path (#576)"), with the same warning and fallback (packages/core/src/cli/config.ts 29-38 at v0.0.26).
//   `.env` loading is new in 0.1.0 ("feat: add basic support for env files (#626)", packages/core/src/loadEnv.ts).
//   Now the description and the intro name only the `.env` files, the intro says "This note compares 0.1.0 with
//   0.0.25; where a change already came in one of the patches 0.0.26 to 0.0.28, it says which", and the section
//   starts "Since 0.0.26, every CLI command". Test 1 runs 0.5.9: `-c` with a path, and a missing path that warns and
//   falls back to rsbuild.config.mjs.
// - community/releases/v0-1, "Rsbuild version in the plugin context": a 0.1 highlight. `version` is in the context
//   type from v0.0.26 (packages/shared/src/types/context.ts 7-8; "feat: add context.version property (#581)"). Now
//   "Since 0.0.26, plugins can read the version ...". Test 1 prints `api.context.version` from a plugin: 0.5.9.
// - community/releases/v0-1, "A `server` section ...": "In 0.0.x, the port, host, HTTPS certificate, proxy rules and
//   response headers were part of `dev`", and the preview server "now applies `headers` ... In 0.0.25 it only served
//   the files". v0.0.28 already had `server.headers` and no `dev.headers` (packages/shared/src/types/config/server.ts
//   and dev.ts at v0.0.28; "feat: init server config and support server.headers (#610)"), applied by the dev server
//   (packages/shared/src/devServer.ts 101 spreads rsbuildConfig.server) and the preview server
//   (packages/core/src/server/prodServer.ts 48-55). Now "In 0.0.25, ... were part of `dev` (0.0.28 moved the headers to
//   `server.headers`)" and "(0.0.28 added the response headers)"; "a 0.0.x project" in Breaking changes is now "a 0.0.25
//   project". Read only (no 0.0.28 package to run); the pageSays check is in test 1.
// - community/releases/v0-1, "JavaScript API": getCreateRsbuildDefaultOptions and the `Context` type name, listed as
//   0.1 changes. v0.0.26's packages/core/src/index.ts already exports `Context as RsbuildContext` and no longer
//   getCreateRsbuildDefaultOptions (v0.0.25 line 1 and 18). Now "Both changes came with 0.0.26:". Read only.
// - community/releases/v0-1, "Writing dev output to disk": "From 0.2.1 on the default is `false`". v0.2.0 already has
//   `writeToDisk: false` in its default dev config (packages/shared/src/server.ts 94 at v0.2.0; v0.1.9 still has the
//   function). Now "From 0.2.0 on". review92f.test.ts runs the 0.5.9 part and now quotes the new words; no second run.
// - community/releases/v0-1, "Environment variables from `.env` files": "From 0.1.6 on, variables whose name starts with
//   `PUBLIC_` are also replaced in your source code". v0.1.5 already does it: loadEnv collects PUBLIC_ variables as
//   publicVars (packages/core/src/loadEnv.ts 12 and 28-35 at v0.1.5) and the CLI puts them into source.define
//   (packages/core/src/cli/commands.ts 44-51); v0.1.4 has no PUBLIC_. Now "From 0.1.5 on" (the 0.1.6 item of the
//   patch list stays true by its own rule: it names a patch that contains the change). The 0.5.9 replacement is run by
//   earlier files (cli.test.ts and others); the pageSays check is in test 1.
// - community/releases/v0-4, "The antd and Arco Design defaults ... were removed": "The old plugin used `lib` instead
//   of `es` (and `react-icon-cjs` for the icons) in projects that also built for `node`". The plugin's check is
//   isServerTarget(api.context.targets), true for `node` and for `service-worker` (@rsbuild/shared 0.3.11
//   src/utils.ts 102-106; plugin-react src/antd.ts and src/arco.ts at v0.3.11). Now "for `node` or `service-worker`".
//   Test 2 runs @rsbuild/core and @rsbuild/plugin-react 0.3.11 with antd 4 and Arco Design present, for the targets
//   web, web + service-worker and web + node.
//
// REVIEW97d_DEPS: a folder outside the repository with @rsbuild/core and @rsbuild/plugin-react 0.3.11
// (`npm i --prefix <folder> @rsbuild/core@0.3.11 @rsbuild/plugin-react@0.3.11`). Without it test 2 checks only the
// page's words.
//
// Checked and found true, no change: guide/start/npm-packages (versions, peer ranges and dependencies of every package
// at 0.5.9, the CLI commands and exports, create-rsbuild's prompts and ranges, the plugin tables), v0-4 (moduleFederation,
// onCloseDevServer, the patch list against the tags, loadConfig, the renamed types, the Rspack table) and v0-5 (runtime
// target, createDevServer, html.tags, tools.htmlPlugin, the patch list, the renamed types, the Rspack table).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pageSays, probe, project, rsbuild } from './topics-support';

const DEPS = process.env.REVIEW97d_DEPS;

test('community/releases/v0-1 "This note compares 0.1.0 with 0.0.25", "Since 0.0.26, every CLI command ... accepts `-c` / `--config`" and "Since 0.0.26, plugins can read the version": -c with a path, a missing path that warns and falls back, and api.context.version, in 0.5.9', () => {
  const route = 'community/releases/v0-1';
  pageSays(
    route,
    {
      en: 'The CLI learned to read `.env` files. This note compares 0.1.0 with 0.0.25; where a change already came in one of the patches 0.0.26 to 0.0.28, it says which.',
      zh: '此外，CLI 会读取 `.env` 文件。本文将 0.1.0 与 0.0.25 进行比较；已在 0.0.26 至 0.0.28 中出现的变化会注明版本。',
    },
    {
      en: 'The CLI learned to load a config file from any path',
      zh: 'CLI 可以从任意路径加载配置文件',
    },
  );
  pageSays(
    route,
    {
      en: 'description: Rsbuild 0.1 adds a server section shared by the dev server and the preview server and .env file loading, and moves the server options out of dev.',
      zh: 'description: Rsbuild 0.1 新增了开发服务器与预览服务器共用的 server 配置和 .env 文件加载，并把服务器相关选项从 dev 中移出。',
    },
    { en: 'a --config option', zh: '--config 选项' },
  );
  pageSays(
    route,
    {
      en: 'In 0.0.25, the port, host, HTTPS certificate, proxy rules and response headers were part of `dev` (0.0.28 moved the headers to `server.headers`).',
      zh: '在 0.0.25 中，端口、主机、HTTPS 证书、代理规则和响应头都属于 `dev` 配置（0.0.28 已把响应头移到 `server.headers`）。',
    },
    { en: 'In 0.0.x, the port', zh: '在 0.0.x 中，端口' },
  );
  pageSays(route, {
    en: 'In 0.0.25 it only served the files of the output directory (0.0.28 added the response headers)',
    zh: '在 0.0.25 中，它只会提供产物目录中的文件（0.0.28 开始添加响应头）',
  });
  pageSays(
    route,
    { en: 'These are the changes a 0.0.25 project has to make.', zh: '以下是 0.0.25 项目升级时需要做的修改。' },
    { en: 'a 0.0.x project', zh: '0.0.x 项目' },
  );
  pageSays(route, { en: 'Both changes came with 0.0.26:', zh: '以下两项变化都来自 0.0.26：' });
  pageSays(
    route,
    {
      en: 'From 0.1.5 on, variables whose name starts with `PUBLIC_` are also replaced in your source code',
      zh: '从 0.1.5 开始，名称以 `PUBLIC_` 开头的变量还会在源代码中被替换',
    },
    { en: 'From 0.1.6 on, variables', zh: '从 0.1.6 开始，名称以' },
  );
  pageSays(
    route,
    {
      en: 'Since 0.0.26, every CLI command (`dev`, `build`, `preview` and `inspect`) accepts `-c` / `--config` with a relative or absolute path. Without it, Rsbuild still looks for `rsbuild.config.ts`, `.js`, `.mjs`, `.cjs`, `.mts` or `.cts` in the current directory. If the given file does not exist, Rsbuild prints a warning and falls back to that lookup.',
      zh: '从 0.0.26 开始，所有 CLI 命令（`dev`、`build`、`preview` 和 `inspect`）都支持 `-c` / `--config`',
    },
    { en: '\nEvery CLI command', zh: '\n所有 CLI 命令' },
  );
  pageSays(
    route,
    {
      en: 'Since 0.0.26, plugins can read the version of `@rsbuild/core` that runs them from `api.context.version`',
      zh: '从 0.0.26 开始，插件可以通过 `api.context.version` 读取',
    },
    { en: '\nPlugins can read the version', zh: '\n插件可以通过' },
  );

  // Two config files that differ in their output folder; a plugin in each prints the version it runs under.
  const config = (root: string) =>
    [
      'export default {',
      `  output: { distPath: { root: '${root}' } },`,
      "  plugins: [{ name: 'print-version', setup(api) { console.log('VERSION ' + api.context.version); } }],",
      '};',
      '',
    ].join('\n');
  const dir = project({
    'src/index.js': "console.log('hello');\n",
    'rsbuild.config.mjs': config('from-default'),
    'config/custom.mjs': config('from-custom'),
  });

  // -c with a relative path: that file is used.
  const custom = rsbuild(dir, ['build', '-c', 'config/custom.mjs']);
  assert.equal(custom.code, 0, custom.output);
  assert.ok(fs.existsSync(path.join(dir, 'from-custom/index.html')), custom.output);
  assert.match(custom.output, /VERSION 0\.5\.9/);

  // --config with a file that does not exist: a warning, then rsbuild.config.mjs.
  const missing = rsbuild(dir, ['build', '--config', 'config/missing.mjs']);
  assert.equal(missing.code, 0, missing.output);
  assert.match(missing.output, /warn\s+Cannot find config file: .*config[\\/]missing\.mjs/);
  assert.ok(fs.existsSync(path.join(dir, 'from-default/index.html')), missing.output);
  assert.match(missing.output, /VERSION 0\.5\.9/);
});

test('community/releases/v0-4 "The old plugin used `lib` instead of `es` (and `react-icon-cjs` for the icons) in projects that also built for `node` or `service-worker`": @rsbuild/plugin-react 0.3.11 with web, web + service-worker and web + node', async (t) => {
  pageSays(
    'community/releases/v0-4',
    {
      en: 'The old plugin used `lib` instead of `es` (and `react-icon-cjs` for the icons) in projects that also built for `node` or `service-worker`; use those directories if yours does.',
      zh: '对于同时构建 `node` 或 `service-worker` 产物的项目，旧版插件会使用 `lib` 而不是 `es`（图标包则使用 `react-icon-cjs`）',
    },
    {
      en: 'in projects that also built for `node`; use',
      zh: '对于同时构建 `node` 产物的项目',
    },
  );
  if (!DEPS) {
    t.skip('REVIEW97d_DEPS is not set: @rsbuild/core and @rsbuild/plugin-react 0.3.11 are not installed in the repository');
    return;
  }
  const core = path.join(DEPS, 'node_modules/@rsbuild/core');
  const react = path.join(DEPS, 'node_modules/@rsbuild/plugin-react');
  // antd 4 and Arco Design are detected by their package.json alone; the entries are read from the normalized config.
  const { output, result } = await probe(
    {
      'src/index.js': "console.log('hello');\n",
      'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.16", "main": "index.js" }\n',
      'node_modules/antd/index.js': 'module.exports = {};\n',
      'node_modules/@arco-design/web-react/package.json': '{ "name": "@arco-design/web-react", "version": "2.60.0", "main": "index.js" }\n',
      'node_modules/@arco-design/web-react/index.js': 'module.exports = {};\n',
    },
    [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      `const { createRsbuild, version } = require(${JSON.stringify(core)});`,
      `const { pluginReact } = require(${JSON.stringify(react)});`,
      'const seen = { version };',
      "for (const targets of [['web'], ['web', 'service-worker'], ['web', 'node']]) {",
      '  const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { output: { targets }, plugins: [pluginReact()] } });',
      '  await rsbuild.initConfigs();',
      "  seen[targets.join('+')] = Object.fromEntries(rsbuild.getNormalizedConfig().source.transformImport.map((e) => [e.libraryName, e.libraryDirectory]));",
      '}',
      'report(seen);',
    ].join('\n'),
  );
  assert.ok(result, output);
  const seen = result as Record<string, unknown>;
  assert.equal(seen.version, '0.3.11');
  const web = { antd: 'es', '@arco-design/web-react': 'es', '@arco-design/web-react/icon': 'react-icon' };
  const server = { antd: 'lib', '@arco-design/web-react': 'lib', '@arco-design/web-react/icon': 'react-icon-cjs' };
  assert.deepEqual(seen.web, web);
  assert.deepEqual(seen['web+service-worker'], server);
  assert.deepEqual(seen['web+node'], server);
});
