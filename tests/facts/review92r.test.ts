// Facts behind the third accuracy review of session 92 (slice r): config/dev/start-url and config/dev/before-start-url,
// in both languages. The test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/dev/before-start-url, the function form's example: "poll the API server until it answers, at most 30 times",
//   with `await fetch('http://localhost:3000/health')` in a try whose catch says "not listening yet". 0.5.9 supports
//   Node.js 16 (package.json engines: node >=16.0.0), where fetch is not a global, and Rsbuild does not provide one to
//   the configuration: there the call throws a ReferenceError, the catch takes it for a backend that is not listening,
//   and the example never sees the backend answer (it waits the 30 attempts, then warns). The comment now says
//   "(global fetch needs Node.js 18+)". Run below: rsbuild dev with a beforeStartUrl callback that tries the example's
//   fetch once against a backend that answers; on this Node.js it gets the answer, and with the global fetch removed
//   (node --no-experimental-fetch, what Node.js 16 has) it gets a ReferenceError.
//
// Claims checked during this review and left alone, settled by source (no test): openChrome.applescript is where
// dist/plugins/startUrl.js looks for it (static/, ../../static from dist/plugins); the published tarball ships
// compiled/open/xdg-open with mode 0644 (pnpm store index of @rsbuild/core 0.5.9), so open 8.4.2 runs the system's
// xdg-open, as the pages say; mergeRsbuildConfig overrides dev.startUrl (core/src/mergeConfig.ts, OVERRIDE_PATH);
// onAfterStartDevServer receives { port, routes } (shared/src/types/hooks.ts lines 35-38).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, fakeOpener, freePort, listen, pageSays, project, spawnLogged, waitFor } from './topics-support';

test('config/dev/before-start-url "poll the API server until it answers, at most 30 times (global fetch needs Node.js 18+)": a beforeStartUrl callback gets the backend\'s answer through the global fetch, and a ReferenceError where Node.js has no global fetch (Rsbuild provides none)', async (t) => {
  pageSays(
    'config/dev/before-start-url',
    {
      en: '// poll the API server until it answers, at most 30 times (global fetch needs Node.js 18+)\n',
      zh: '// 轮询 API 服务器直到其响应，最多 30 次（全局 fetch 需要 Node.js 18+）\n',
    },
    {
      en: '// poll the API server until it answers, at most 30 times\n',
      zh: '// 轮询 API 服务器直到其响应，最多 30 次\n',
    },
  );
  const backend = http.createServer((_req, res) => res.end('ok'));
  const backendPort = await listen(backend, t);
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default {',
      '  dev: {',
      '    startUrl: true,',
      '    beforeStartUrl: async () => {',
      '      let result;',
      '      try {',
      `        const res = await fetch('http://localhost:${backendPort}/health');`,
      "        result = res.ok ? 'answered' : 'not ok';",
      '      } catch (err) {',
      '        result = err.name;',
      '      }',
      "      fs.writeFileSync('result.txt', result);",
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const run = async (nodeArgs: string[]) => {
    fs.rmSync(path.join(dir, 'result.txt'), { force: true });
    const opener = fakeOpener();
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: opener.PATH, FORCE_COLOR: '0', NO_COLOR: '1' };
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    delete env.NODE_OPTIONS;
    const port = await freePort();
    const server = spawnLogged(process.execPath, [...nodeArgs, RSBUILD_BIN, 'dev', '--port', String(port)], dir, env);
    t.after(() => server.stop());
    assert.ok(await waitFor(() => opener.opened().length > 0 || server.child.exitCode !== null, 30_000), server.log());
    assert.deepEqual(opener.opened(), [`http://localhost:${port}/`], server.log());
    const result = fs.readFileSync(path.join(dir, 'result.txt'), 'utf8');
    await server.stop();
    return result;
  };
  assert.equal(await run([]), 'answered');
  // What Node.js 16 has: no global fetch.
  assert.equal(await run(['--no-experimental-fetch']), 'ReferenceError');
});
