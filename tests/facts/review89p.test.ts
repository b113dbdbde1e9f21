// Facts behind the accuracy review of session 89 (slice p): config/dev/start-url and config/dev/before-start-url, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it.
//
// - config/dev/start-url, Caveats and Common problems ("Error: spawn xdg-open ENOENT"): "On Linux, 0.5.9 opens the URL
//   with the xdg-open command" and "On Linux, 0.5.9 opens the browser by running the xdg-open command" read as true of
//   every Linux. Under WSL it is not: 0.5.9 opens URLs with open 8.4.2 (node_modules/rsbuild-0.5/compiled/open/index.js,
//   baseOpen: `l==="win32"||a&&!isInsideContainer()&&!r` picks `<mount>c/Windows/System32/WindowsPowerShell/v1.0/
//   powershell.exe`; `a` is is-wsl, true when os.release() or /proc/version names Microsoft outside Docker). The run
//   below gives 0.5.9 a WSL kernel name (os.release() patched by a --require file, /.dockerenv hidden, as this machine
//   is a container) and an xdg-open on PATH: 0.5.9 spawns Windows PowerShell, not xdg-open. The pages now say
//   "(under WSL it runs Windows PowerShell instead)" and "On Linux outside WSL".
//
// Claims of config/dev/before-start-url that no earlier test covered were run during this review and held, so they
// are unchanged and have no test here: the callbacks get no arguments; an array's functions all start before any
// promise settles and the page opens once all have resolved; the dev server answers requests while a callback waits;
// a callback that throws or rejects ends rsbuild dev and rsbuild preview (exit code 1, the error printed); after a
// restart caused by editing the configuration the callbacks run again and the URL is not opened a second time.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, fakeOpener, freePort, pageSays, project, spawnLogged, waitFor } from './topics-support';

test('config/dev/start-url "On Linux, 0.5.9 opens the URL with the xdg-open command (under WSL it runs Windows PowerShell instead)" and "On Linux outside WSL, 0.5.9 opens the browser by running the xdg-open command": with a WSL kernel name, rsbuild dev --open spawns Windows PowerShell and never calls the xdg-open on PATH; without it, xdg-open gets the URL', async (t) => {
  if (process.platform !== 'linux') return t.skip('the WSL detection of open 8.4.2 only acts on Linux');
  pageSays(
    'config/dev/start-url',
    {
      en: 'On Linux, 0.5.9 opens the URL with the `xdg-open` command (under WSL it runs Windows PowerShell instead)',
      zh: '在 Linux 上，0.5.9 通过 `xdg-open` 命令打开地址（WSL 中则改为调用 Windows PowerShell）',
    },
    {
      en: 'On Linux, 0.5.9 opens the URL with the `xdg-open` command: when',
      zh: '在 Linux 上，0.5.9 通过 `xdg-open` 命令打开地址：',
    },
  );
  pageSays(
    'config/dev/start-url',
    {
      en: 'On Linux outside WSL, 0.5.9 opens the browser by running the `xdg-open` command.',
      zh: '在 Linux 上（WSL 除外），0.5.9 通过运行 `xdg-open` 命令打开浏览器。',
    },
    {
      en: 'On Linux, 0.5.9 opens the browser by running the `xdg-open` command.',
      zh: '在 Linux 上，0.5.9 通过运行 `xdg-open` 命令打开浏览器。',
    },
  );
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    // What WSL 2 reports as its kernel release; /.dockerenv and /proc/self/cgroup hidden, so that a test machine that
    // is a container looks like a plain WSL distribution to is-docker.
    'wsl.cjs': [
      "const os = require('node:os');",
      "const fs = require('node:fs');",
      "os.release = () => '5.15.153.1-microsoft-standard-WSL2';",
      'const statSync = fs.statSync;',
      "fs.statSync = (file, ...rest) => { if (file === '/.dockerenv') throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' }); return statSync(file, ...rest); };",
      // is-docker also reads the cgroups: a CI machine whose cgroup names docker must look like WSL too.
      'const readFileSync = fs.readFileSync;',
      "fs.readFileSync = (file, ...rest) => (file === '/proc/self/cgroup' ? '' : readFileSync(file, ...rest));",
      '',
    ].join('\n'),
  });
  const run = async (preload: string[]) => {
    const opener = fakeOpener();
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: opener.PATH, FORCE_COLOR: '0', NO_COLOR: '1' };
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    delete env.NODE_OPTIONS;
    const port = await freePort();
    const server = spawnLogged(process.execPath, [...preload, RSBUILD_BIN, 'dev', '--open', '--port', String(port)], dir, env);
    t.after(() => server.stop());
    assert.ok(await waitFor(() => server.child.exitCode !== null || opener.opened().length > 0, 30_000), server.log());
    return { port, opened: opener.opened(), server };
  };

  const wsl = await run(['--require', path.join(dir, 'wsl.cjs')]);
  assert.ok(await waitFor(() => wsl.server.child.exitCode !== null, 10_000), wsl.server.log());
  assert.deepEqual(wsl.opened, []);
  assert.match(wsl.server.log(), /spawn \/mnt\/c\/Windows\/System32\/WindowsPowerShell\/v1\.0\/powershell\.exe ENOENT/);
  assert.doesNotMatch(wsl.server.log(), /xdg-open/);

  const linux = await run([]);
  assert.deepEqual(linux.opened, [`http://localhost:${linux.port}/`]);
});
