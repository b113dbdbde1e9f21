// Facts behind the accuracy review of session 99 (slice o): plugins/list/plugin-vue-jsx,
// config/performance/print-file-size and config/server/strict-port, in both languages. Each test runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that
// both languages say it (and, for the fix, that the old wording is gone). Nothing outside the repository is needed.
//
// Fix:
// - config/performance/print-file-size, "How to read it": the page said the files are "shown with their path relative
//   to the project root". That holds while the output folder is inside the project root only: the table strips
//   `<rootPath>/` from the front of each output path (core/src/plugins/fileSize.ts, printFileSizes,
//   `distPath.replace(rootPath + path.sep, '')`), so an output folder outside it, such as output.distPath.root
//   '../out', is printed with its absolute path. The page now says so. Run: rsbuild build with distPath.root '../out';
//   every line of the table starts with the absolute path of out/.
//
// Confirmed, unchanged (no earlier facts file runs it):
// - config/performance/print-file-size, "The gzipped size is colored green up to 100 kB, yellow above 100 kB and red
//   above 300 kB." getAssetColor (fileSize.ts) compares the gzipped byte count with 100 * 1000 and 300 * 1000. Run:
//   rsbuild build with colours forced on and four images of random bytes (gzip cannot shrink them): 99.1 kB gzipped is
//   green, 101.1 kB and 299.1 kB yellow, 301.1 kB red.
// - config/server/strict-port, Caveats: "a port below 1024 without the required rights, always stop the server, with or
//   without strictPort." getPort (core/src/server/helper.ts) moves on only after EADDRINUSE and rethrows every other
//   listen error. Run (as a user without the right to bind ports below 1024: the current user, or, when the tests run
//   as root, uid 65534): rsbuild dev and rsbuild preview on a port below 1024, strictPort false and true; each stops
//   with `listen EACCES: permission denied` and exit code 1. When the tests run as root the project is written under
//   /tmp, because that user cannot enter the test run's own 0700 temporary folder.
//
// Checked against the 0.5.9 source and left alone (true), with the runs of the earlier facts files of these pages
// (review86m/89g/93g, common-problems-round6b/21d/26d/28a/37d for plugin-vue-jsx; performance-options, cli,
// error-message-pages, common-problems-round16b/29d/35b, review91e/94e/97k for print-file-size; dev, server-listen,
// common-problems-round32a, review94e for strict-port): plugin-vue-jsx/src/index.ts (modifyBabelLoaderOptions on the
// js, js-data-uri and babel-js rules, `options.vueJsxOptions || {}`), plugin-vue-jsx/package.json (@vue/babel-plugin-jsx
// 1.2.2, peer @rsbuild/core ^0.5.9), plugin-babel/src/plugin.ts (order 'pre', include rule with SWC after Babel,
// babelrc and configFile false, preset-typescript isTSX and allExtensions, cache in node_modules/.cache/babel-loader),
// plugin-vue/src/index.ts (feature flags); fileSize.ts (filter of .map and .LICENSE.txt, kB of 1000 bytes, sort,
// heading, detail and total, the warning); server/helper.ts (strictPort, the two messages).
// The vueJsxOptions sections cannot be run here: @vue/babel-plugin-jsx, @babel/core and @rsbuild/plugin-babel are not
// dependencies of this site (review89g ran them by hand).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, build, pageSays, project, projectEnv } from './topics-support';

const FILE_SIZE = 'config/performance/print-file-size';
const STRICT = 'config/server/strict-port';

test(`${FILE_SIZE} "shown with their path relative to the project root; when the output folder is outside the project root, the path is absolute": rsbuild build with distPath.root inside and outside the project`, () => {
  pageSays(
    FILE_SIZE,
    {
      en: 'shown with their path relative to the project root; when the output folder is outside the project root, the path is absolute.',
      zh: '显示的是相对于项目根目录的路径；如果产物目录不在项目根目录下，显示的则是绝对路径。',
    },
    {
      en: 'shown with their path relative to the project root.',
      zh: '显示的是相对于项目根目录的路径。',
    },
  );
  // The project root is app/; the second configuration puts the output folder next to it, in out/.
  const app = path.join(
    project({
      'app/src/index.js': "console.log('where');\n",
      'app/outside.config.mjs': "export default { output: { distPath: { root: '../out' } } };\n",
    }),
    'app',
  );
  const rows = (output: string): string[] => output.split('\n').filter((line) => /^ {2}\S+\s+\d+\.\d+ kB\s+\d+\.\d+ kB$/.test(line));

  const inside = rows(build(app).output);
  assert.equal(inside.length, 2, 'index.html and the JavaScript file');
  for (const row of inside) assert.match(row, /^ {2}dist\//);

  const run = spawnSync(process.execPath, [RSBUILD_BIN, 'build', '--config', 'outside.config.mjs'], {
    cwd: app,
    encoding: 'utf8',
    env: projectEnv(),
  });
  assert.equal(run.status, 0, run.stderr);
  const outside = rows(`${run.stdout}${run.stderr}`);
  assert.equal(outside.length, 2, run.stdout);
  const out = fs.realpathSync(path.join(app, '..', 'out'));
  for (const row of outside) assert.ok(row.startsWith(`  ${out}${path.sep}`), row);
  assert.ok(outside.some((row) => row.startsWith(`  ${out}/index.html `)));
});

test(`${FILE_SIZE} "The gzipped size is colored green up to 100 kB, yellow above 100 kB and red above 300 kB.": rsbuild build with colours on, images of 99, 101, 299 and 301 kB of random bytes`, () => {
  pageSays(FILE_SIZE, {
    en: 'The gzipped size is colored green up to 100 kB, yellow above 100 kB and red above 300 kB.',
    zh: 'gzip 体积在 100 kB 以内显示为绿色，超过 100 kB 显示为黄色，超过 300 kB 显示为红色。',
  });
  const sizes = { a: 99_000, b: 101_000, c: 299_000, d: 301_000 };
  const files: Record<string, string | Buffer> = {
    'src/index.js': `${Object.keys(sizes)
      .map((name) => `import ${name} from './${name}.png';`)
      .join('\n')}\nconsole.log(${Object.keys(sizes).join(', ')});\n`,
  };
  for (const [name, size] of Object.entries(sizes)) files[`src/${name}.png`] = crypto.randomBytes(size);
  const dir = project(files);
  // Colours on: FORCE_COLOR, and no NO_COLOR (projectEnv sets it; an undefined value leaves it out of the environment).
  const { output } = build(dir, { FORCE_COLOR: '1', NO_COLOR: undefined });
  const ESC = '\u001b';
  const gzipped = (name: string): { color: string; kB: number } => {
    const line = output.split('\n').find((l) => l.includes(`/${ESC}[22m${ESC}[35m${name}.`));
    assert.ok(line, `a line for ${name}.png in:\n${output}`);
    const m = line.match(new RegExp(`${ESC}\\[(\\d+)m(\\d+\\.\\d+) kB${ESC}\\[39m$`));
    assert.ok(m, JSON.stringify(line));
    return { color: { '32': 'green', '33': 'yellow', '31': 'red' }[m[1]] ?? m[1], kB: Number(m[2]) };
  };
  const a = gzipped('a');
  assert.ok(a.kB <= 100, `${a.kB}`);
  assert.equal(a.color, 'green');
  for (const name of ['b', 'c']) {
    const g = gzipped(name);
    assert.ok(g.kB > 100 && g.kB <= 300, `${name}: ${g.kB}`);
    assert.equal(g.color, 'yellow', name);
  }
  const d = gzipped('d');
  assert.ok(d.kB > 300, `${d.kB}`);
  assert.equal(d.color, 'red');
});

/** A port below 1024 that nothing listens on (probed as the current user, when it may bind it). */
async function lowPort(): Promise<number | undefined> {
  for (let port = 1023; port > 900; port--) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  return undefined;
}

test(`${STRICT} "a port below 1024 without the required rights, always stop the server, with or without strictPort": rsbuild dev and rsbuild preview as a user without that right`, async (t) => {
  pageSays(STRICT, {
    en: 'or a port below 1024 without the required rights, always stop the server, with or without `strictPort`.',
    zh: '或者在没有相应权限时使用 1024 以下的端口，无论是否开启 `strictPort` 都会导致服务器无法启动。',
  });
  if (process.platform !== 'linux') return t.skip('the rights to bind a port are checked as on Linux');
  const unprivileged = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_unprivileged_port_start', 'utf8'));
  if (unprivileged < 1024) return t.skip(`ports from ${unprivileged} up need no rights on this machine`);
  const root = process.getuid?.() === 0;
  const port = root ? await lowPort() : 1023;
  if (port === undefined) return t.skip('no free port below 1024');

  // uid 65534 (nobody) cannot enter the 0700 temporary folder of this run: as root, write the project under /tmp.
  const files: Record<string, string> = {
    'package.json': '{ "name": "fact", "private": true }\n',
    'src/index.js': "console.log('low port');\n",
    'loose.config.mjs': `export default { server: { port: ${port}, strictPort: false } };\n`,
    'strict.config.mjs': `export default { server: { port: ${port}, strictPort: true } };\n`,
  };
  const dir = root ? fs.mkdtempSync(path.join('/tmp', 'rsbuild-fact-')) : project(files);
  if (root) {
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    fs.chmodSync(dir, 0o777); // the build writes dist/ there
  }
  const as = root ? { uid: 65534, gid: 65534 } : {};
  const cli = (args: string[]) => {
    const res = spawnSync(process.execPath, [RSBUILD_BIN, ...args], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...projectEnv(), HOME: dir },
      timeout: 120_000,
      ...as,
    });
    return { code: res.status, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
  };
  const built = cli(['build', '--config', 'loose.config.mjs']);
  assert.equal(built.code, 0, built.output);
  for (const command of ['dev', 'preview']) {
    for (const config of ['loose.config.mjs', 'strict.config.mjs']) {
      const run = cli([command, '--config', config]);
      assert.equal(run.code, 1, `${command} ${config}: ${run.output}`);
      assert.match(run.output, new RegExp(`error +Failed to start ${command} server\\.`), `${command} ${config}`);
      assert.match(run.output, new RegExp(`error +listen EACCES: permission denied 0\\.0\\.0\\.0:${port}`), `${command} ${config}`);
      assert.doesNotMatch(run.output, /is occupied|is in use/, `${command} ${config}`);
    }
  }
});
