// Facts about the `rsbuild` command line of 0.5.9, run in child processes as a user runs it: what the
// terminal shows, which `.env` files are read, what survives a restart, how a broken config fails.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { cli, freePort, listFiles, startCli, subProject } from './lib/rsbuild';

const CONFIG_IMPORT = "import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';\n";

describe('rsbuild CLI', { concurrency: true }, () => {
  test('guide/basic/cli + guide/start/quick-start + config/performance/print-file-size: the size table leaves out source maps, .LICENSE.txt files and copies of public/', async () => {
    const cwd = subProject('size-table', {
      'public/robots.txt': 'User-agent: *\n',
      'src/index.js': "/*! Example library @license MIT */\nconsole.log('size table');\n",
      'rsbuild.config.mjs': `${CONFIG_IMPORT}export default defineConfig({ output: { sourceMap: { js: 'source-map' } } });\n`,
    });
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 0, output);
    const files = listFiles(path.join(cwd, 'dist'));
    const js = files.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
    assert.ok(js, `a bundle in ${files}`);
    // All of these are in dist/ ...
    for (const f of ['index.html', 'robots.txt', js, `${js}.map`, `${js}.LICENSE.txt`]) assert.ok(files.includes(f), `dist/${f} exists`);
    // ... but the table lists only the HTML page and the bundle.
    const table = output.slice(output.indexOf('Production file sizes:'));
    const listed = [...table.matchAll(/^\s+(dist\/\S+)\s+[\d.]+ kB/gm)].map((m) => m[1]);
    assert.deepEqual(listed.sort(), ['dist/index.html', `dist/${js}`].sort(), table);
  });

  test('config/source/transform-import "the build process aborts with a Rspack panic ... missing field `libraryName`": false merged into an array', async () => {
    const cwd = subProject('transform-import-merge', {
      'src/index.js': "console.log('transform import');\n",
      'rsbuild.config.mjs': `${CONFIG_IMPORT}export default mergeRsbuildConfig(
  defineConfig({ source: { transformImport: [{ libraryName: 'my-components', libraryDirectory: 'lib' }] } }),
  defineConfig({ source: { transformImport: false } }),
);\n`,
    });
    const { code, signal, output } = await cli(['build'], { cwd });
    assert.ok(code !== 0 || signal !== null, 'the build fails');
    assert.match(output, /Panic occurred at runtime\./);
    assert.match(output, /Could not parse builtin:swc-loader options/);
    assert.match(output, /missing field `libraryName`/);
  });

  test('guide/basic/configure-rsbuild "The function receives one parameter with three fields": env, command and envMode per command', async () => {
    const cwd = subProject('config-params', {
      'src/index.js': "console.log('params');\n",
      'rsbuild.config.mjs': `import fs from 'node:fs';
${CONFIG_IMPORT}export default defineConfig(({ env, command, envMode }) => {
  fs.appendFileSync('params.jsonl', JSON.stringify({ env, command, envMode }) + '\\n');
  return {};
});
`,
    });
    for (const args of [['inspect'], ['build'], ['build', '--env-mode', 'staging']]) {
      const { code, output } = await cli(args, { cwd });
      assert.equal(code, 0, output);
    }
    const seen = fs
      .readFileSync(path.join(cwd, 'params.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    assert.deepEqual(seen, [
      { env: 'development', command: 'inspect', envMode: 'development' },
      { env: 'production', command: 'build', envMode: 'production' },
      { env: 'production', command: 'build', envMode: 'staging' },
    ]);
  });

  test('guide/basic/static-assets "a .txt file fails with Module parse failed: followed by a JavaScript parsing error" + guide/basic/cli "exits with code 1"', async () => {
    const cwd = subProject('txt-import', {
      'src/notes.txt': 'hello notes\n',
      'src/index.js': "import notes from './notes.txt';\nconsole.log(notes);\n",
    });
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 1);
    assert.match(output, /× Module parse failed:\n\s*╰─▶\s+× JavaScript parsing error: Expected ';', '\}' or <eof>/);
    assert.match(output, /error {3}Failed to build\./);
  });

  test('guide/advanced/env-vars "A PUBLIC_ variable with an empty value ... is not replaced at all: the bundle keeps process.env.PUBLIC_API_URL, which throws ReferenceError: process is not defined"', async () => {
    const cwd = subProject('empty-public-var', {
      '.env': 'PUBLIC_API_URL=\nPUBLIC_TITLE=My app\n',
      'src/index.js': 'globalThis.title = process.env.PUBLIC_TITLE;\nglobalThis.api = process.env.PUBLIC_API_URL;\n',
    });
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 0, output);
    const dir = path.join(cwd, 'dist/static/js');
    const js = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.js')) ?? ''), 'utf8');
    assert.ok(js.includes('"My app"'), 'a variable with a value is replaced');
    assert.ok(js.includes('process.env.PUBLIC_API_URL'), 'the empty one stays in the code');
    const context = vm.createContext({});
    assert.throws(
      () => vm.runInContext(js, context),
      (e: unknown) => {
        // The error comes from the context's own realm: compare by name and message.
        const { name, message } = e as Error;
        return name === 'ReferenceError' && message === 'process is not defined';
      },
    );
  });

  test('guide/basic/cli "When rsbuild dev restarts itself ... it loads the .env files of the NODE_ENV mode, not of --env-mode ... The configuration function still receives envMode" + guide/basic/server "restarts by itself when the configuration file or one of the .env files it loaded when it started changes"', async () => {
    const cwd = subProject('env-mode-restart', {
      '.env.staging': 'PUBLIC_STAGE=staging\n',
      '.env.development': 'PUBLIC_STAGE=development\n',
      'src/index.js': 'globalThis.result = [process.env.PUBLIC_STAGE, process.env.CONFIG_ENV_MODE];\n',
      'rsbuild.config.mjs': `${CONFIG_IMPORT}export default defineConfig(({ envMode }) => ({ source: { define: { 'process.env.CONFIG_ENV_MODE': JSON.stringify(envMode) } } }));\n`,
    });
    const port = await freePort();
    const dev = startCli(['dev', '--env-mode', 'staging', '--port', String(port)], { cwd });
    const bundle = async (): Promise<string> => {
      const res = await fetch(`http://localhost:${port}/static/js/index.js`);
      assert.equal(res.status, 200);
      const js = (await res.text()).replace(/\s+/g, ' ');
      return js.slice(js.indexOf('globalThis.result'), js.indexOf('globalThis.result') + 80);
    };
    try {
      await dev.waitFor(/ready\s+Client compiled/);
      assert.match(await bundle(), /globalThis\.result = \[ "staging", "staging" \]/);
      const mark = dev.output().length;
      fs.appendFileSync(path.join(cwd, 'rsbuild.config.mjs'), '// edited\n');
      await dev.waitFor(/Restart because rsbuild\.config\.mjs is changed/, mark);
      await dev.waitFor(/Restart because[\s\S]*ready\s+Client compiled/, mark);
      assert.match(
        await bundle(),
        /globalThis\.result = \[ "development", "staging" \]/,
        'after the restart: .env.development, envMode still staging',
      );
      const mark2 = dev.output().length;
      fs.writeFileSync(path.join(cwd, '.env.development'), 'PUBLIC_STAGE=edited\n');
      await dev.waitFor(/Restart because \.env\.development is changed/, mark2);
      await dev.waitFor(/Restart because[\s\S]*ready\s+Client compiled/, mark2);
      assert.match(await bundle(), /globalThis\.result = \[ "edited", "staging" \]/);
    } finally {
      await dev.stop();
    }
  });
});
