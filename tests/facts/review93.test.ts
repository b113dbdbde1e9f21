// Facts behind the lead's fixes of session 93 on reviewers' notes (review93f's report).
// - plugins/list/plugin-node-polyfill, lead: it said the plugin maps the built-in modules it has no browser
//   implementation for "to empty modules". Only ten go to empty modules (`fs`, `net`, `child_process` …: the `null`
//   entries of packages/plugin-node-polyfill/src/libs.ts at 0.5.9); a built-in the list does not name, such as
//   `worker_threads`, `perf_hooks` or `http2`, gets no fallback and still fails with Rspack's "Resolve error". Run
//   below with the plugin installed outside the repository (`NODE_POLYFILL_DEPS`, as review89i does; without it
//   the run is skipped and only the page's wording is checked).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pageSays, project, rsbuild } from './topics-support';

const NODE_POLYFILL_DEPS = process.env.NODE_POLYFILL_DEPS;
const PLUGIN = path.join(NODE_POLYFILL_DEPS ?? '', 'node_modules/@rsbuild/plugin-node-polyfill/dist/index.js');
const WITH_PLUGIN = `import { pluginNodePolyfill } from ${JSON.stringify(PLUGIN)};\nexport default { plugins: [pluginNodePolyfill()] };\n`;

test('plugins/list/plugin-node-polyfill "ten others, such as `fs`, to empty modules (the rest, such as `worker_threads`, still fail to resolve)": with the plugin, fs builds and worker_threads does not', (t) => {
  pageSays(
    'plugins/list/plugin-node-polyfill',
    {
      en: 'and ten others, such as `fs`, to empty modules (the rest, such as `worker_threads`, still fail to resolve),',
      zh: '把 `fs` 等十个模块映射为空模块（`worker_threads` 等其余模块仍然无法解析），',
    },
    { en: '(the others to empty modules)', zh: '（其余的映射为空模块）' },
  );
  if (!NODE_POLYFILL_DEPS) {
    t.skip('NODE_POLYFILL_DEPS is not set: @rsbuild/plugin-node-polyfill is not installed in the repository');
    return;
  }
  const withFs = project({
    'rsbuild.config.mjs': WITH_PLUGIN,
    'src/index.js': "import * as fs from 'fs';\nconsole.log(Object.keys(fs));\n",
  });
  assert.equal(rsbuild(withFs, ['build']).code, 0);
  const withWorker = project({
    'rsbuild.config.mjs': WITH_PLUGIN,
    'src/index.js': "import { Worker } from 'worker_threads';\nconsole.log(Worker);\n",
  });
  const run = rsbuild(withWorker, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Resolve error: Can't resolve 'worker_threads'/);
});
