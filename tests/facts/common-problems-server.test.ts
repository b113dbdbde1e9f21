// Facts behind the "Common problems" items of the server and output pages that the other fact tests do not
// already cover (symptoms in the words of the people who have them), each run on @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ask, wsHandshake } from './lib/http';
import { type Loose, cli, devServer, fixture as fixtureRoot, previewServer, subProject } from './lib/rsbuild';

describe('common problems of the servers and the output folder', { concurrency: 2 }, () => {
  test('config/server/host "Invalid Host header": neither server checks the Host header; a page, a script and the HMR WebSocket handshake through another host name are answered as usual', async () => {
    const cwd = subProject('common-host-header', { 'src/index.js': "console.log('host header');\n" });
    const foreign = { host: 'my-app.ngrok-free.app', origin: 'https://my-app.ngrok-free.app' };
    const dev = await devServer({}, { cwd });
    try {
      const page = await ask(dev.port, '/', { headers: foreign });
      assert.equal(page.status, 200);
      assert.match(page.text, /static\/js\/index\.js/);
      assert.equal((await ask(dev.port, '/static/js/index.js', { client: 'script', headers: foreign })).status, 200);
      assert.equal(await wsHandshake(dev.port, '/rsbuild-hmr', foreign), 101);
    } finally {
      await dev.close();
    }
    const preview = await previewServer('common-host-header', {}, { cwd });
    try {
      const page = await ask(preview.port, '/', { headers: foreign });
      assert.equal(page.status, 200);
      assert.match(page.text, /static\/js\/index\.\w+\.js/);
    } finally {
      await preview.close();
    }
  });

  test('config/server/https "webpack-dev-server\'s https: true": both servers stop with The "options" argument must be of type object. Received type boolean (true)', async () => {
    const message = 'The "options" argument must be of type object. Received type boolean (true)';
    const cwd = subProject('common-https-true', {
      'src/index.js': "console.log('https true');\n",
      'rsbuild.config.mjs': 'export default { server: { https: true } };\n',
    });
    const run = await cli(['dev'], { cwd });
    assert.equal(run.code, 1, run.output);
    assert.ok(run.output.includes('error   Failed to start dev server.'), run.output);
    assert.ok(run.output.includes(`TypeError [ERR_INVALID_ARG_TYPE]: ${message}`), run.output);
    // the configuration a webpack-dev-server user writes, which the types of 0.5.9 reject
    await assert.rejects(previewServer('common-https-true', { server: { https: true as Loose } }, { cwd }), {
      code: 'ERR_INVALID_ARG_TYPE',
      message,
    });
  });

  test('config/output/clean-dist-path "Old files stay in the output folder": an output folder outside the project root keeps them by default and is emptied with cleanDistPath: true', async () => {
    const dist = path.join(fixtureRoot(), 'projects', 'common-clean-outside-dist');
    for (const cleanDistPath of [undefined, true]) {
      const cwd = subProject(`common-clean-outside-${cleanDistPath}`, {
        'src/index.js': "console.log('clean');\n",
        'rsbuild.config.mjs': `export default { output: { distPath: { root: '../common-clean-outside-dist' }, cleanDistPath: ${cleanDistPath} } };\n`,
      });
      fs.mkdirSync(path.join(dist, 'static/js'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'static/js/index.0ld0ld00.js'), 'old');
      const run = await cli(['build'], { cwd });
      assert.equal(run.code, 0, run.output);
      assert.equal(
        run.output.includes('The dist path is not a subdir of root path, Rsbuild will not empty it.'),
        cleanDistPath === undefined,
      );
      assert.equal(fs.existsSync(path.join(dist, 'static/js/index.0ld0ld00.js')), cleanDistPath === undefined, String(cleanDistPath));
      assert.ok(fs.existsSync(path.join(dist, 'index.html')));
    }
  });

  test('config/dev/progress-bar "no bar is drawn when the output is piped": rsbuild build with progressBar: true prints no bar into a pipe', async () => {
    const cwd = subProject('common-progress-pipe', {
      'src/index.js': "console.log('progress');\n",
      'rsbuild.config.mjs': 'export default { dev: { progressBar: true }, performance: { printFileSize: false } };\n',
    });
    const run = await cli(['build'], { cwd });
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /ready {3}Client compiled in/);
    assert.doesNotMatch(run.output, /\(\d+%\)|━/);
  });
});
