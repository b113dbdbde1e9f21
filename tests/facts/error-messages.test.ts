// Facts behind the pages that explain the error messages of the catalogue (scripts/lib/error-messages.ts):
// what 0.5.9 prints, in which order, and whether the command goes on, run as a user runs it (the CLI in
// child processes).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, cli, freePort, startCli, subProject } from './lib/rsbuild';

const CONFIG_IMPORT = "import { defineConfig } from '@rsbuild/core';\n";
const SRC = { 'src/index.js': "console.log('error messages');\n" };

describe('error messages of the CLI and the configuration', { concurrency: true }, () => {
  test('guide/basic/cli "A command or an option that the CLI does not know stops it with exit code 1": unknown command, unknown option, missing value, the suggestion', async () => {
    const cwd = subProject('cli-unknown', SRC);
    const cases: [string[], RegExp][] = [
      [['start'], /^error: unknown command 'start'$/m],
      [['build', '--port', '3000'], /^error: unknown option '--port'$/m],
      [['dev', '--port'], /^error: option '--port <port>' argument missing$/m],
      // guide/basic/cli, --config: the option given without a path.
      [['build', '-c'], /^error: option '-c --config <config>' argument missing$/m],
      [['biuld'], /^error: unknown command 'biuld'\n\(Did you mean build\?\)$/m],
    ];
    for (const [args, expected] of cases) {
      const { code, output } = await cli(args, { cwd });
      assert.equal(code, 1, output);
      assert.match(output, expected);
    }
  });

  test('guide/basic/cli "When a command fails": the command\'s line, then the error; configure-rsbuild: "Failed to load file:" before "Rsbuild config must be an object … get undefined" and "function must return a config object."', async () => {
    const undefinedExport = subProject('config-undefined', { ...SRC, 'rsbuild.config.mjs': 'export default undefined;\n' });
    const build = await cli(['build'], { cwd: undefinedExport });
    assert.equal(build.code, 1, build.output);
    assert.match(
      build.output,
      /error {3}Failed to load file: \S+rsbuild\.config\.mjs\nerror {3}Failed to build\.\nerror {3}Rsbuild config must be an object or a function that returns an object, get undefined/,
    );
    const dev = await cli(['dev'], { cwd: undefinedExport });
    assert.match(dev.output, /error {3}Failed to start dev server\.\nerror {3}Rsbuild config must be/);
    const noReturn = subProject('config-no-return', {
      ...SRC,
      'rsbuild.config.mjs': `${CONFIG_IMPORT}export default defineConfig(() => {\n  ({ server: { port: 3000 } });\n});\n`,
    });
    const inspect = await cli(['inspect'], { cwd: noReturn });
    assert.equal(inspect.code, 1, inspect.output);
    assert.match(
      inspect.output,
      /Failed to load file: \S+\nerror {3}Failed to inspect config\.\nerror {3}Rsbuild config function must return a config object\./,
    );
  });

  test('guide/basic/cli: preview before a build; --env-mode local and NODE_ENV=local; a missing --config file only warns', async () => {
    const cwd = subProject('cli-preview-env', SRC);
    const preview = await cli(['preview'], { cwd });
    assert.equal(preview.code, 1, preview.output);
    assert.match(
      preview.output,
      /error {3}Failed to start preview server\.\nerror {3}The output directory \S+\/dist does not exist, please build the project before previewing\./,
    );
    const message =
      /'local' cannot be used as a value for env mode, because "\.env\.local" represents a temporary local file\. Please use another value\./;
    const envMode = await cli(['build', '--env-mode', 'local'], { cwd });
    assert.equal(envMode.code, 1, envMode.output);
    assert.match(envMode.output, message);
    // The CLI helper leaves NODE_ENV unset; this run sets it, as `NODE_ENV=local rsbuild build` does.
    const nodeEnv = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'rsbuild-0.5', 'bin', 'rsbuild.js'), 'build'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'local', NO_COLOR: '1' },
    });
    assert.equal(nodeEnv.status, 1);
    assert.match(nodeEnv.stdout + nodeEnv.stderr, message);
    const missing = await cli(['build', '--config', 'config/rsbuild.prod.ts'], { cwd });
    assert.equal(missing.code, 0, missing.output);
    assert.match(
      missing.output,
      new RegExp(`warn {4}Cannot find config file: ${cwd.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/config/rsbuild\\.prod\\.ts`),
    );
  });

  test('guide/basic/cli "A compile error does not stop rsbuild build --watch": it prints the error and keeps running', async () => {
    const cwd = subProject('watch-compile-error', { 'src/index.js': "import './missing-file';\n" });
    const watch = startCli(['build', '--watch'], { cwd });
    await watch.waitFor(/Compile error/);
    await new Promise((r) => setTimeout(r, 500));
    const stopped = await watch.stop();
    assert.equal(stopped.signal, 'SIGTERM', `still running until stopped:\n${stopped.output}`);
  });

  test('config/plugins "Common errors": a plugin function, an object without setup, a bundler plugin, twice the same plugin, a loop', async () => {
    const run = async (name: string, plugins: string): Promise<string> => {
      const cwd = subProject(name, { ...SRC, 'rsbuild.config.mjs': `${plugins}\n` });
      return (await cli(['build'], { cwd })).output;
    };
    assert.match(
      await run('plugin-function', "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact] };"),
      /Failed to build\.\nerror {3}Expect Rsbuild plugin instance to be an object, but got function\./,
    );
    assert.match(
      await run('plugin-string', "export default { plugins: ['@rsbuild/plugin-react'] };"),
      /Expect Rsbuild plugin instance to be an object, but got string\./,
    );
    assert.match(
      await run('plugin-no-setup', "export default { plugins: [{ name: 'my-plugin', setUp() {} }] };"),
      /Expect Rsbuild plugin\.setup to be a function, but got object\./,
    );
    assert.match(
      await run('plugin-bundler', 'class CopyWebpackPlugin { apply() {} }\nexport default { plugins: [new CopyWebpackPlugin()] };'),
      /CopyWebpackPlugin looks like a Webpack or Rspack plugin, please use `tools\.rspack` to register it:/,
    );
    const twice = await run(
      'plugin-twice',
      "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact(), pluginReact()] };",
    );
    assert.match(twice, /warn {4}Rsbuild plugin "rsbuild:react" registered multiple times\./);
    assert.match(twice, /Production file sizes/, 'the build goes on');
    const loop = await run(
      'plugin-loop',
      "export default { plugins: [{ name: 'my-app:a', pre: ['my-app:b'], setup() {} }, { name: 'my-app:b', pre: ['my-app:a'], setup() {} }] };",
    );
    assert.match(loop, /plugins dependencies has loop: (my-app:a,my-app:b|my-app:b,my-app:a)/);
  });

  test('html.template, html.appIcon and source.decorators: a missing file, resolved from the project root, and an unknown version printed as ${version}', async () => {
    const run = async (name: string, config: string): Promise<string> => {
      const cwd = subProject(name, { ...SRC, 'rsbuild.config.mjs': `export default ${config};\n` });
      const { code, output } = await cli(['build'], { cwd });
      assert.equal(code, 1, output);
      return output.replaceAll(cwd, '<root>');
    };
    assert.match(
      await run('missing-template', "{ html: { template: './static/index.html' } }"),
      /Failed to resolve HTML template, please check if the file exists: <root>\/static\/index\.html/,
    );
    assert.match(
      await run('missing-icon', "{ html: { appIcon: './src/assets/icon.png' } }"),
      /\[HtmlAppIconPlugin\] Can not find the app icon, please check if the '<root>\/src\/assets\/icon\.png' file exists'\./,
    );
    assert.match(
      await run('decorators-version', "{ source: { decorators: { version: '2023-05' } } }"),
      /Unknown decorators version: \$\{version\}/,
    );
  });

  test('config/output/clean-dist-path: an output directory outside the root prints the four warnings, is not emptied, and the build goes on', async () => {
    const cwd = subProject('clean-outside', {
      ...SRC,
      'rsbuild.config.mjs': "export default { output: { distPath: { root: '../clean-outside-dist' } } };\n",
    });
    const dist = path.join(cwd, '..', 'clean-outside-dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'keep.txt'), 'kept');
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 0, output);
    assert.match(
      output,
      /warn {4}The dist path is not a subdir of root path, Rsbuild will not empty it\.\nwarn {4}Please set `output\.cleanDistPath` config manually\.\nwarn {4}Current root path: \S+\nwarn {4}Current dist path: \S+clean-outside-dist/,
    );
    assert.ok(fs.existsSync(path.join(dist, 'keep.txt')), 'earlier files stay');
  });
});

describe('error messages of the tools underneath', { concurrency: true }, () => {
  test('config/tools/sass + guide/faq/features: Sass "Can\'t find stylesheet to import." / "Undefined variable." / "Undefined mixin.", a partial imported without _ and its extension; Less "Variable @brand-color is undefined"', async () => {
    const run = async (name: string, files: Record<string, string>): Promise<{ code: number | null; output: string }> => {
      const cwd = subProject(name, files);
      return cli(['build'], { cwd });
    };
    const scss = (text: string): Record<string, string> => ({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': text });
    assert.match((await run('sass-missing', scss('@import "./styles/vars";\n'))).output, /× Can't find stylesheet to import\./);
    assert.match((await run('sass-variable', scss('.title { color: $brand-color; }\n'))).output, /× Undefined variable\./);
    assert.match((await run('sass-mixin', scss('.title { @include flex-center; }\n'))).output, /× Undefined mixin\./);
    const partial = await run('sass-partial', {
      ...scss('@import "./styles/vars";\n.title { color: $brand-color; }\n'),
      'src/styles/_vars.scss': '$brand-color: #c55c0a;\n',
    });
    assert.equal(partial.code, 0, partial.output);
    const less = await run('less-variable', { 'src/index.js': "import './a.less';\n", 'src/a.less': '.title { color: @brand-color; }\n' });
    assert.match(less.output, /Variable @brand-color is undefined/);
  });

  test('guide/advanced/browserslist: an unknown query stops the build; outdated caniuse-lite data warns once and the build goes on, BROWSERSLIST_IGNORE_OLD_DATA silences it', async () => {
    const typo = subProject('browserslist-typo', { ...SRC, '.browserslistrc': 'last 2 versoins\n' });
    const failed = await cli(['build'], { cwd: typo });
    assert.equal(failed.code, 1, failed.output);
    assert.match(
      failed.output,
      /BrowserslistError: Unknown browser query `last 2 versoins`\. Maybe you are using old Browserslist or made typo in query\./,
    );
    // The data counts as outdated once it is six months old: the clock of the build is moved two years on.
    const cwd = subProject('browserslist-outdated', {
      'src/index.js': "import './a.css';\n",
      'src/a.css': '.a { user-select: none; }\n',
      'future.cjs': 'const now = Date.now; Date.now = () => now() + 2 * 365 * 24 * 3600e3;\n',
    });
    const future = { NODE_OPTIONS: `--require ${path.join(cwd, 'future.cjs')}` };
    const outdated = await cli(['build'], { cwd, env: future });
    assert.equal(outdated.code, 0, outdated.output);
    const warning =
      'Browserslist: caniuse-lite is outdated. Please run:\n  npx update-browserslist-db@latest\n  Why you should do it regularly: https://github.com/browserslist/update-db#readme';
    assert.equal(outdated.output.split(warning).length - 1, 1, outdated.output);
    const quiet = await cli(['build'], { cwd, env: { ...future, BROWSERSLIST_IGNORE_OLD_DATA: '1' } });
    assert.ok(!quiet.output.includes('caniuse-lite is outdated'), quiet.output);
  });

  test('config/server/proxy "proxy.onError": a target nobody listens on logs "connect ECONNREFUSED" and the [HPM] line', async () => {
    const [port, target] = [await freePort(), await freePort()];
    const cwd = subProject('proxy-refused', {
      ...SRC,
      'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${target}' } } };\n`,
    });
    const dev = startCli(['dev', '--port', String(port)], { cwd });
    try {
      await dev.waitFor(/ready/);
      const controller = new AbortController();
      const request = fetch(`http://localhost:${port}/api/users`, { signal: controller.signal }).catch(() => undefined);
      await dev.waitFor(new RegExp(`error {3}connect ECONNREFUSED 127\\.0\\.0\\.1:${target}`));
      await dev.waitFor(
        new RegExp(
          `\\[HPM\\] Error occurred while proxying request localhost:${port}/api/users to http://localhost:${target}/ \\[ECONNREFUSED\\]`,
        ),
      );
      controller.abort();
      await request;
    } finally {
      await dev.stop();
    }
  });

  test('config/server/port "The check happens a moment before the server listens": two servers created on the same free port, the second listen crashes with EADDRINUSE', async () => {
    const port = await freePort();
    const cwd = subProject('port-race', {
      ...SRC,
      'race.mjs': `import { createRsbuild } from '@rsbuild/core';
const config = { server: { port: ${port} } };
const a = await (await createRsbuild({ rsbuildConfig: config })).createDevServer();
const b = await (await createRsbuild({ rsbuildConfig: config })).createDevServer();
console.log('ports', a.port, b.port);
await a.listen();
await b.listen();
`,
    });
    const child = spawn(process.execPath, ['race.mjs'], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    assert.match(output, new RegExp(`ports ${port} ${port}`), 'both found the port free');
    assert.notEqual(code, 0, output);
    assert.match(output, new RegExp(`Error: listen EADDRINUSE: address already in use 0\\.0\\.0\\.0:${port}\\n\\s+at `), output);
  });
});
