// Facts behind the corrections of review 80 (slice c), run on @rsbuild/core 0.5.9: which development files keep a
// content hash (config/dev/write-to-disk), which onExit callbacks run when the process ends through process.exit()
// (plugins/dev/hooks), how many arguments the functions of html.tags and html.title receive
// (config/html/template-parameters), and how often a tools.styleLoader function is called (config/tools/style-loader).
// Each runs in a throw-away project of its own (the CLI in a child process, or the JavaScript API in this one).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { inspect, build as buildInProcess, subProject } from './lib/rsbuild';
import { build, devServer, distFiles, freePort, project, rsbuild, startRsbuild, waitFor } from './topics-support';

describe('review 80c', { concurrency: true }, () => {
  test('config/dev/write-to-disk "Development files are not minified, and scripts and stylesheets have no content hash in their names (images and fonts keep theirs)": rsbuild dev with writeToDisk writes static/js/index.js and static/css/index.css, and static/image/logo.[hash].png', async () => {
    const dir = project({
      'src/index.js': "import logo from './logo.png';\nimport './index.css';\nconsole.log(logo);\n",
      'src/index.css': 'body { color: red; }\n',
      // above the 10000-byte limit under which an image is inlined as a data URI
      'src/logo.png': 'x'.repeat(12_000),
      'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n',
    });
    const server = await devServer(dir);
    try {
      const image = /^static\/image\/logo\.[0-9a-f]{8}\.png$/;
      assert.ok(await waitFor(() => distFiles(dir).some((f) => image.test(f))), distFiles(dir).join(', '));
      const files = distFiles(dir);
      assert.ok(files.includes('static/js/index.js'), files.join(', '));
      assert.ok(files.includes('static/css/index.css'), files.join(', '));
      const script = fs.readFileSync(path.join(dir, 'dist/static/js/index.js'), 'utf8');
      assert.ok(script.split('\n').length > 50, 'the development script is not minified');
    } finally {
      await server.stop();
    }
  });

  test('plugins/dev/hooks onExit "when the process ends through process.exit(), on Ctrl+C and when a CLI build fails, only the first callback in the hook\'s order runs; after a successful rsbuild build they all do"', async () => {
    const log = 'exit-log.txt';
    const files = {
      'src/index.js': "console.log('app');\n",
      // Two plugins, three onExit callbacks; in the hook's order: b-pre (order 'pre'), then a1 and b2 (registered in that order).
      'rsbuild.config.mjs': `import fs from 'node:fs';
const note = (name) => fs.appendFileSync(${JSON.stringify(log)}, name + '\\n');
const pluginA = { name: 'test:a', setup(api) { api.onExit(() => note('a1')); } };
const pluginB = {
  name: 'test:b',
  setup(api) {
    api.onExit(() => note('b2'));
    api.onExit({ order: 'pre', handler: () => note('b-pre') });
  },
};
export default { plugins: [pluginA, pluginB] };
`,
    };
    const dir = project(files);
    const read = (): string[] =>
      fs.existsSync(path.join(dir, log)) ? fs.readFileSync(path.join(dir, log), 'utf8').trim().split('\n') : [];
    const reset = (): void => fs.rmSync(path.join(dir, log), { force: true });

    // A successful build: the process ends by itself, and every callback runs, in the hook's order.
    build(dir);
    assert.deepEqual(read(), ['b-pre', 'a1', 'b2']);

    // rsbuild preview (on the build above), then rsbuild dev, stopped with SIGINT (Ctrl+C): only the first callback runs.
    for (const command of ['preview', 'dev']) {
      reset();
      const port = await freePort();
      const run = startRsbuild(dir, [command, '--port', String(port)]);
      try {
        const ready = command === 'dev' ? /ready\s+Client compiled/ : /> Local/;
        assert.ok(await waitFor(() => ready.test(run.log()), 60_000), run.log());
      } finally {
        await run.stop();
      }
      assert.ok(await waitFor(() => read().length > 0, 5_000), `${command}: ${run.log()}`);
      assert.deepEqual(read(), ['b-pre'], command);
    }

    // A failing build: the CLI calls process.exit(1), and only the first callback runs.
    reset();
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'const = ;\n');
    const failed = rsbuild(dir, ['build']);
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /Failed to build\./);
    assert.deepEqual(read(), ['b-pre']);
  });

  test('config/html/template-parameters "Like html.tags, and unlike html.title, html.meta and the other html options, the function receives two arguments rather than one object"', async () => {
    const cwd = subProject('review80c-html-args', { 'src/index.js': "console.log('app');\n" });
    const seen: Record<string, unknown[]> = {};
    const out = await buildInProcess(
      'review80c-html-args',
      {
        html: {
          templateParameters: (...args: unknown[]) => {
            seen.templateParameters = args;
          },
          tags: [
            (...args: unknown[]) => {
              seen.tags = args;
            },
          ],
          title: (...args: unknown[]) => {
            seen.title = args;
            return 'Shop';
          },
          meta: (...args: unknown[]) => {
            seen.meta = args;
            return {};
          },
        },
      },
      { cwd },
    );
    assert.ok(out.files.includes('index.html'), out.files.join(', '));
    const keys = (v: unknown): string[] => Object.keys(v as object).sort();
    assert.equal(seen.templateParameters?.length, 2);
    assert.deepEqual(seen.templateParameters?.[1], { entryName: 'index' });
    assert.equal(seen.tags?.length, 2);
    assert.ok(Array.isArray(seen.tags?.[0]));
    assert.deepEqual(keys(seen.tags?.[1]), ['entryName', 'hash', 'outputName', 'publicPath']);
    assert.equal(seen.title?.length, 1);
    assert.deepEqual(keys(seen.title?.[0]), ['entryName', 'value']);
    assert.equal(seen.meta?.length, 1);
    assert.deepEqual(keys(seen.meta?.[0]), ['entryName', 'value']);
  });

  test('config/tools/style-loader "The function is called once for each style rule (CSS, Less, Sass) of each build target that uses style-loader": three calls for web alone, three for web, node and web-worker', async () => {
    const calls = async (targets: Array<'web' | 'node' | 'web-worker'>): Promise<number> => {
      let count = 0;
      await inspect({
        output: { injectStyles: true, targets },
        tools: {
          styleLoader: () => {
            count += 1;
          },
        },
      });
      return count;
    };
    assert.equal(await calls(['web']), 3);
    assert.equal(await calls(['web', 'node', 'web-worker']), 3);
  });
});
