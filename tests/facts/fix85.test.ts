// Facts behind two statements of session 85.
// config/html/title, Array form: "a string replaces the current title (an empty string leaves it as it is)": 0.5.9's
// getTitle (packages/core/src/plugins/html.ts) reduces the array with mergeChainedOptions, which keeps the value so far
// for a falsy item (packages/shared/src/mergeChainedOptions.ts); run below.
// guide/advanced/hmr (common problems), "ENOSPC: System limit for number of file watchers reached" (session 85), run with
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project whose 30 packages in node_modules are each a folder to watch).
// The inotify limit is lowered to 10 watches inside a user namespace of the test's own (`unshare -Ur`, Linux 5.11+:
// /proc/sys/user/max_inotify_watches belongs to that namespace), so the machine's limit and other processes are left
// alone; where `unshare` is missing or not allowed the test is skipped.
// - the two lines the terminal shows (watchpack 2.6.4, as Rspack 0.5.9's `watchpack: ^2.4.0` installs it today), naming
//   a folder of node_modules; the dev server keeps running and an edit in that folder still rebuilds (watchpack polls
//   the folders it could not watch, every 5 s: WATCHER_LIMIT_POLL_INTERVAL = 5007 in its lib/DirectoryWatcher.js);
// - `watchOptions: { ignored: /node_modules/ }` in tools.rspack and `WATCHPACK_POLLING=true` each leave the message out.
// Run by hand, not here (it needs a fixed wait for nothing to happen): with `ignored`, an edit in node_modules starts no
// rebuild (one compilation in 14 s after the edit, against two without it). The sysctl commands are Linux's, not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  type Started,
  build,
  distText,
  freePort,
  pageSays,
  project,
  projectEnv,
  spawnLogged,
  waitFor,
} from './topics-support';

const canUnshare =
  spawnSync('unshare', ['-Ur', 'sh', '-c', 'echo 10 > /proc/sys/user/max_inotify_watches'], { encoding: 'utf8' }).status === 0;

const PACKAGES = 30;
const files: Record<string, string> = {
  'src/index.js': `${Array.from({ length: PACKAGES }, (_, i) => `import p${i} from 'p${i}';`).join('\n')}\ndocument.body.textContent = String([${Array.from({ length: PACKAGES }, (_, i) => `p${i}`).join(', ')}]);\n`,
};
for (let i = 0; i < PACKAGES; i++) {
  files[`node_modules/p${i}/package.json`] = `{ "name": "p${i}", "main": "index.js" }\n`;
  files[`node_modules/p${i}/index.js`] = `module.exports = ${i};\n`;
}

/** `rsbuild dev` with at most 10 inotify watches, once it has compiled. */
async function limitedDev(dir: string, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const port = await freePort();
  const script = `echo 10 > /proc/sys/user/max_inotify_watches && exec "$0" "$1" dev --port "$2"`;
  const dev = spawnLogged('unshare', ['-Ur', 'sh', '-c', script, process.execPath, RSBUILD_BIN, String(port)], dir, {
    ...projectEnv(),
    ...env,
  });
  assert.ok(await waitFor(() => /ready\s+Client compiled/.test(dev.log()), 60_000), dev.log());
  return dev;
}

const compiled = (log: string): number => (log.match(/ready\s+Client compiled/g) ?? []).length;

test('guide/advanced/hmr "ENOSPC: System limit for number of file watchers reached": out of inotify watches, rsbuild dev prints Watchpack Error (watcher): Error: ENOSPC … watch \'<a node_modules folder>\' and the polling line, keeps running and still rebuilds after an edit there; ignored: /node_modules/ in tools.rspack and WATCHPACK_POLLING=true each leave the message out', {
  skip: canUnshare ? false : 'unshare -Ur (a user namespace) is not available here',
  timeout: 180_000,
}, async () => {
  pageSays('guide/advanced/hmr', {
    en: 'with the watchpack version a fresh install brings (2.6.4 when this was checked), the folders that got no watch are checked every 5 seconds instead',
    zh: '没能监听的目录改为每 5 秒轮询一次',
  });
  const dir = project(files);
  const plain = await limitedDev(dir);
  try {
    assert.ok(await waitFor(() => plain.log().includes('ENOSPC'), 30_000), plain.log());
    const line = /Watchpack Error \(watcher\): Error: ENOSPC: System limit for number of file watchers reached, watch '([^']+)'\n/.exec(
      plain.log(),
    );
    assert.ok(line, plain.log());
    assert.ok(
      plain
        .log()
        .includes(
          'Watchpack polls the directories it cannot watch. Raise the limit of the system (e.g. fs.inotify.max_user_watches on Linux) or set WATCHPACK_POLLING.',
        ),
      plain.log(),
    );
    const folder = line[1];
    assert.match(path.relative(dir, folder), /^node_modules[/\\]p\d+$/);
    const before = compiled(plain.log());
    fs.appendFileSync(path.join(folder, 'index.js'), 'module.exports += 100;\n');
    assert.ok(await waitFor(() => compiled(plain.log()) > before, 30_000), `no rebuild after an edit in ${folder}:\n${plain.log()}`);
  } finally {
    await plain.stop();
  }

  for (const [name, env, config] of [
    ['watchOptions.ignored', {}, 'export default { tools: { rspack: { watchOptions: { ignored: /node_modules/ } } } };\n'],
    ['WATCHPACK_POLLING=true', { WATCHPACK_POLLING: 'true' }, ''],
  ] as const) {
    const quiet = project({ ...files, ...(config ? { 'rsbuild.config.mjs': config } : {}) });
    const dev = await limitedDev(quiet, env);
    try {
      // A rebuild after an edit of src/ shows the watchers are set up; the message would be printed by then.
      const before = compiled(dev.log());
      fs.appendFileSync(path.join(quiet, 'src/index.js'), 'document.title = "edited";\n');
      assert.ok(await waitFor(() => compiled(dev.log()) > before, 30_000), `${name}: no rebuild:\n${dev.log()}`);
      assert.doesNotMatch(dev.log(), /ENOSPC|Watchpack Error/, name);
    } finally {
      await dev.stop();
    }
  }
});

test("config/html/title \"a string replaces the current title (an empty string leaves it as it is)\": with title ['Shop', '', 'Admin'] the page is titled Admin, with ['Shop', ''] Shop", () => {
  pageSays('config/html/title', {
    en: 'a string replaces the current title (an empty string leaves it as it is)',
    zh: '字符串会替换当前标题（空字符串则保持不变）',
  });
  const configWith = (title: string): string => `export default { html: { title: ${title} } };\n`;
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': configWith("['Shop', '', 'Admin']"),
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<title>Admin<\/title>/);
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), configWith("['Shop', '']"));
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<title>Shop<\/title>/);
});
