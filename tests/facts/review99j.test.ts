// Facts behind the accuracy review of session 99 (slice j): guide/debug/debug-mode, guide/debug/error-messages,
// guide/faq/blank-page, config/html/favicon and shared/node-requirement (part of guide/start/quick-start), in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it. Nothing outside the repository is needed (the terminal
// test uses util-linux `script` for a pseudo-terminal when the system has it, and skips that part otherwise).
//
// Fix:
// - guide/debug/debug-mode, "Debug the dev server": the page said "`rsbuild preview` logs requests in the same way.",
//   right after explaining the `fallback` line. The preview server adds the same request logger (core/src/server/
//   prodServer.ts 54-56, getRequestLoggerMiddleware of middlewares.ts), but answers a route such as /about through
//   sirv's `single` option (prodServer.ts 113-121), not the rewrite of middlewares.ts 131-137 that prints
//   `GET /about fallback to /index.html`; and `rsbuild preview` never calls initConfigs (provider/provider.ts 76-80),
//   where debug mode taps inspectConfig (provider/initConfigs.ts 73-91), so it writes no configuration file. Run:
//   DEBUG=rsbuild rsbuild preview answers /about with the page and logs only `200 GET /about`; dist/ holds no
//   rsbuild.config.mjs. The page now says so.
//
// Confirmed, unchanged (no earlier facts file runs it):
// - guide/debug/debug-mode, "Turn on debug mode": DEBUG values `RsBuild,express:*`, `builder` and `*` turn debug mode
//   on (shared/src/logger.ts isDebug: lower-cased, split at commas); "What it prints": the debug lines of a build, in
//   the order of the page's sample; "Other effects": `DEBUG=express:*` turns nothing on but lets a plugin's
//   logger.debug() print (logger.ts 5-7), which it does not without DEBUG.
// - guide/debug/debug-mode, "Debug the dev server": `GET /about fallback to /index.html` then `200 GET /about` in
//   the dev server, and a request forwarded by server.proxy logged as `200 GET /api/...`.
// - guide/debug/debug-mode, "With rsbuild dev, the files are written once the dev server has started, and again
//   after each restart caused by a change to the configuration file" and "When DEBUG is set, the dev server does not
//   clear the terminal when it restarts" (core/src/server/restart.ts clearConsole: only on a TTY without DEBUG).
//   Run in a pseudo-terminal: with DEBUG the rewritten dist/rsbuild.config.mjs holds the new value and no
//   ESC[H ESC[2J is printed; without DEBUG the restart prints it.
// - guide/debug/debug-mode, "With several output.targets, there is one file per target, for example
//   rspack.config.node.mjs".
// - guide/debug/debug-mode, Common problems: the tools.rspack example prints `production` and the number of rules;
//   console.log(config) stops at two levels of nesting ([Object]), console.dir with depth: null does not.
// - guide/faq/blank-page, "No error, and the root element stays empty": the default template holds
//   <div id="root"></div>; html.mountId: 'app' makes it <div id="app"></div>, where a Vue CLI app mounts.
// - config/html/favicon, "the path of a local file (absolute, or relative to the project root)"; "Function form": the
//   function is called once for each entry, its value is '' when nothing set one; "return nothing or an empty string
//   ... (or with value, if one was set before)"; "An array of values and functions is also accepted and applied from
//   left to right" (shared/src/mergeChainedOptions.ts: a falsy result keeps the value; core/src/plugins/html.ts
//   getFavicon, defaults ''). Run: an array [function, relative path, function returning an absolute path for admin
//   and '' for shop] over three entries: each function runs once per entry, index and shop link /site.ico, admin
//   links /admin.ico.
//
// Checked against the source and left alone, no run possible here: shared/node-requirement "runs on Node.js 16 or
// later": the engines field (>=16.0.0, also @rspack/core 0.5.9's) is read by common-problems-round9b/23d/38c; no
// Node.js 16 binary is on this machine to run 0.5.9 with.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, backdate, build, devServer, distFiles, distText, edit } from './topics-support';
import { freePort, listen, pageSays, project, spawnLogged, startRsbuild, waitFor } from './topics-support';

const DEBUG_MODE = 'guide/debug/debug-mode';
const BLANK_PAGE = 'guide/faq/blank-page';
const FAVICON = 'config/html/favicon';

/** The debug lines of a run, without their time: `add default plugins`, `200 GET / 3.1 ms` … */
const debugLines = (output: string): string[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('debug '))
    .map((l) => l.replace(/^debug\s+(\d\d:\d\d:\d\d )?/, '').trim());

test(`${DEBUG_MODE} "turns debug mode on when DEBUG contains rsbuild, builder or * as one of its comma-separated values, in any letter case", the sample of "What it prints", and "Any non-empty DEBUG value ... lowers Rsbuild's log level to verbose"`, () => {
  pageSays(DEBUG_MODE, {
    en: 'Rsbuild 0.5.9 turns debug mode on when `DEBUG` contains `rsbuild`, `builder` or `*` as one of its comma-separated values, in any letter case. So `DEBUG=rsbuild,express:*` works too',
    zh: '在 Rsbuild 0.5.9 中，只要 `DEBUG` 按逗号分隔后的某一项是 `rsbuild`、`builder` 或 `*`（不区分大小写），就会开启调试模式。因此 `DEBUG=rsbuild,express:*` 同样有效',
  });
  pageSays(DEBUG_MODE, {
    en: "Any non-empty `DEBUG` value, even one that does not turn on debug mode (for example `DEBUG=express:*`), lowers Rsbuild's log level to `verbose`, so messages of the `debug` type that plugins log with `logger.debug()` are printed.",
    zh: '任何非空的 `DEBUG` 值，即使它没有开启调试模式（例如 `DEBUG=express:*`），都会把 Rsbuild 的日志级别降为 `verbose`，因此插件通过 `logger.debug()` 输出的 `debug` 类型消息也会被打印出来。',
  });
  const sample = [
    'add default plugins',
    'add default plugins done',
    'init plugins',
    'init plugins done',
    'modify Rsbuild config',
    'modify Rsbuild config done',
    'modify bundler chain',
    'modify bundler chain done',
    'modify Rspack config',
    'modify Rspack config done',
    'create compiler',
    'create compiler done',
    'Use Rspack v0.5.9-canary-8778e17-20240403045016',
  ];
  pageSays(DEBUG_MODE, {
    en: sample.map((l) => `debug   06:08:19 ${l}`).join('\n'),
    zh: sample.map((l) => `debug   06:08:19 ${l}`).join('\n'),
  });
  const dir = project(
    {
      'src/index.js': "document.body.textContent = 'app';\n",
      'rsbuild.config.mjs': [
        "import { logger } from '@rsbuild/core';",
        "export default { plugins: [{ name: 'loud', setup() { logger.debug('PLUGIN-DEBUG-LINE'); } }] };",
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const inspectFile = path.join(dir, 'dist/rsbuild.config.mjs');

  for (const value of ['RsBuild,express:*', 'builder', '*']) {
    const run = build(dir, { DEBUG: value });
    const lines = debugLines(run.output).filter((l) => l !== 'PLUGIN-DEBUG-LINE');
    assert.deepEqual(lines, sample, `DEBUG=${value}: the steps of the sample, in its order:\n${run.output}`);
    assert.match(run.output, /Inspect config succeed/);
    assert.ok(fs.existsSync(inspectFile), `DEBUG=${value} writes dist/rsbuild.config.mjs`);
    assert.match(run.output, /PLUGIN-DEBUG-LINE/);
  }

  // Another tool's value: no debug mode (no steps, no files), yet the plugin's logger.debug() prints.
  const other = build(dir, { DEBUG: 'express:*' });
  assert.deepEqual(debugLines(other.output), ['PLUGIN-DEBUG-LINE'], other.output);
  assert.ok(!fs.existsSync(inspectFile), 'no configuration file is written');

  const none = build(dir, { DEBUG: '' });
  assert.doesNotMatch(none.output, /PLUGIN-DEBUG-LINE|^debug/m, none.output);
});

test(`${DEBUG_MODE} "The fallback line shows that /about matched no file", "Requests forwarded by server.proxy are logged too", and "rsbuild preview logs its requests in the same format, but prints no fallback line ... It writes no configuration files either"`, async (t) => {
  pageSays(
    DEBUG_MODE,
    {
      en: '`rsbuild preview` logs its requests in the same format, but prints no `fallback` line: a route such as `/about` that it answers with `index.html` shows only as `200 GET /about`. It writes no configuration files either, as it builds nothing.',
      zh: '`rsbuild preview` 也会用同样的格式记录请求，但不会打印 `fallback` 行：它用 `index.html` 响应 `/about` 这类路由时，日志里只有一行 `200 GET /about`。它不执行构建，所以也不会写入配置文件。',
    },
    {
      en: '`rsbuild preview` logs requests in the same way.',
      zh: '`rsbuild preview` 也会以同样的方式记录请求。',
    },
  );
  pageSays(DEBUG_MODE, {
    en: 'Requests forwarded by [server.proxy](/config/server/proxy) are logged too',
    zh: '经由 [server.proxy](/zh/config/server/proxy) 转发的请求同样会被记录',
  });
  // An API server for the proxy to forward to.
  const apiPort = await listen(
    http.createServer((_req, res) => res.end('from the api')),
    t,
  );
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/api': 'http://localhost:${apiPort}' } } };\n`,
  });
  const page = { headers: { accept: 'text/html' } };

  const dev = await devServer(dir, { env: { DEBUG: 'rsbuild' } });
  try {
    assert.match(await (await fetch(`${dev.url}/about`, page)).text(), /<div id="root">/);
    assert.equal(await (await fetch(`${dev.url}/api/users`)).text(), 'from the api');
    assert.ok(await waitFor(() => /200 GET \/api\/users [\d.]+ ms/.test(dev.log()), 10_000), dev.log());
    const lines = debugLines(dev.log());
    const fallback = lines.indexOf('GET /about fallback to /index.html');
    assert.ok(fallback >= 0, dev.log());
    assert.match(lines[fallback + 1], /^200 GET \/about [\d.]+ ms$/);
  } finally {
    await dev.stop();
  }

  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  build(dir);
  const port = await freePort();
  const preview = startRsbuild(dir, ['preview', '--port', String(port)], { DEBUG: 'rsbuild' });
  try {
    assert.ok(await waitFor(() => /> Local/.test(preview.log()), 30_000), preview.log());
    assert.match(await (await fetch(`http://localhost:${port}/about`, page)).text(), /<div id="root">/);
    assert.ok(await waitFor(() => /200 GET \/about [\d.]+ ms/.test(preview.log()), 10_000), preview.log());
    assert.doesNotMatch(preview.log(), /fallback/);
    assert.ok(!distFiles(dir).some((f) => /^rs(build|pack)\.config/.test(f)), `no configuration file: ${distFiles(dir)}`);
  } finally {
    await preview.stop();
  }
});

test(`${DEBUG_MODE} "the files are written once the dev server has started, and again after each restart caused by a change to the configuration file" and "When DEBUG is set, the dev server does not clear the terminal when it restarts"`, async (t) => {
  pageSays(DEBUG_MODE, {
    en: 'With `rsbuild dev`, the files are written once the dev server has started, and again after each restart caused by a change to the configuration file.',
    zh: '使用 `rsbuild dev` 时，这些文件会在开发服务器启动后写入，并在每次因配置文件变化而重启后再次写入。',
  });
  pageSays(DEBUG_MODE, {
    en: 'When `DEBUG` is set, the dev server does not clear the terminal when it restarts after a change to the configuration file, so earlier output stays visible.',
    zh: '设置了 `DEBUG` 时，开发服务器在配置文件变化导致重启时不会清空终端，之前的输出仍然可见。',
  });
  // rsbuild clears the terminal only when stdout is a TTY: util-linux `script` gives it one, when the system has it.
  const tty = spawnSync('script', ['--version']).status === 0;
  const CLEAR = '\x1B[H\x1B[2J';
  const restartOnce = async (debug: string, inTerminal: boolean): Promise<{ log: string; written: string }> => {
    const dir = project({
      'src/index.js': "document.body.textContent = 'app';\n",
      'rsbuild.config.mjs': "export default { html: { title: 'before-restart' } };\n",
    });
    backdate(dir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DEBUG: debug };
    delete env.NODE_ENV;
    delete env.NODE_PATH;
    delete env.NODE_OPTIONS;
    const command = `'${process.execPath}' '${RSBUILD_BIN}' dev --port ${port}`;
    const dev = inTerminal
      ? spawnLogged('script', ['-qfec', command, '/dev/null'], dir, env, 'SIGTERM')
      : spawnLogged(process.execPath, [RSBUILD_BIN, 'dev', '--port', String(port)], dir, env);
    try {
      assert.ok(await waitFor(() => /ready\s+Client compiled/.test(dev.log()), 60_000), dev.log());
      edit(dir, 'rsbuild.config.mjs', 'before-restart', 'after-restart');
      assert.ok(await waitFor(() => (dev.log().match(/ready\s+Client compiled/g) ?? []).length >= 2, 60_000), dev.log());
      const file = path.join(dir, 'dist/rsbuild.config.mjs');
      const written =
        debug && (await waitFor(() => /after-restart/.test(distText(dir, /^rsbuild\.config\.mjs$/)), 10_000))
          ? fs.readFileSync(file, 'utf8')
          : '';
      return { log: dev.log(), written };
    } finally {
      await dev.stop();
    }
  };

  const withDebug = await restartOnce('rsbuild', tty);
  assert.match(withDebug.log, /Restart because rsbuild\.config\.mjs is changed/);
  assert.equal((withDebug.log.match(/Inspect config succeed/g) ?? []).length, 2, withDebug.log);
  assert.match(withDebug.written, /title: 'after-restart'/);
  assert.ok(!withDebug.log.includes(CLEAR), 'with DEBUG the terminal is not cleared');

  if (!tty) {
    t.skip('util-linux script is not installed: the terminal part needs a pseudo-terminal');
    return;
  }
  const without = await restartOnce('', true);
  assert.match(without.log, /Restart because rsbuild\.config\.mjs is changed/);
  assert.ok(without.log.includes(`${CLEAR}info`), 'without DEBUG the restart clears the terminal first');
});

test(`${DEBUG_MODE} "With several output.targets, there is one file per target, for example rspack.config.node.mjs"`, () => {
  const targets = "export default { output: { targets: ['web', 'node'] } };\n";
  pageSays(DEBUG_MODE, {
    en: 'With several [output.targets](/config/output/targets), there is one file per target, for example `rspack.config.node.mjs`.',
    zh: '如果配置了多个 [output.targets](/zh/config/output/targets)，每个构建目标都会有一个文件，例如 `rspack.config.node.mjs`。',
  });
  // Two targets, built in debug mode.
  const dir = project({ 'src/index.js': 'export const answer = 42;\n', 'rsbuild.config.mjs': targets });
  const run = build(dir, { DEBUG: 'rsbuild' });
  const files = distFiles(dir).filter((f) => f.endsWith('.mjs'));
  assert.deepEqual(files, ['rsbuild.config.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs'], run.output);
  assert.match(run.output, /Rspack Config \(node\): .*rspack\.config\.node\.mjs/);
});

test(`${DEBUG_MODE} Common problems "In a test, rsbuild build printed production and the number of rules. console.log(config) alone shows nested objects only two levels deep; console.dir with depth: null prints everything."`, () => {
  pageSays(DEBUG_MODE, {
    en: '`console.log(config)` alone shows nested objects only two levels deep; `console.dir` with `depth: null` prints everything.',
    zh: '只用 `console.log(config)` 时，嵌套对象只显示两层；`console.dir` 加上 `depth: null` 可以打印全部内容。',
  });
  pageSays(DEBUG_MODE, {
    en: 'console.log(config.mode, config.module?.rules?.length);\n      console.dir(config, { depth: null });',
    zh: 'console.log(config.mode, config.module?.rules?.length);\n      console.dir(config, { depth: null });',
  });
  const rspackFn = (body: string) =>
    project({
      'src/index.js': "document.body.textContent = 'app';\n",
      'rsbuild.config.ts': `export default { tools: { rspack(config: any) { ${body} } } };\n`,
    });
  // The page's example, with markers around the console.dir output.
  const dir = rspackFn(
    "console.log(config.mode, config.module?.rules?.length); console.log('DIR-START'); console.dir(config, { depth: null }); console.log('DIR-END');",
  );
  const run = build(dir);
  assert.match(run.output, /^production \d+$/m, run.output);
  const dir2 = rspackFn("console.log('LOG-START'); console.log(config); console.log('LOG-END');");
  const logged = build(dir2).output;
  const shallow = logged.slice(logged.indexOf('LOG-START'), logged.indexOf('LOG-END'));
  const full = run.output.slice(run.output.indexOf('DIR-START'), run.output.indexOf('DIR-END'));
  assert.match(shallow, /rules: \[/);
  assert.match(shallow, /\[Object\]/, 'console.log collapses the third level');
  assert.doesNotMatch(full, /\[Object\]|\[Array\]/, 'console.dir with depth: null prints everything');
  assert.match(full, /test: \/\\\.css\$\//);
});

test(`${BLANK_PAGE} "Rsbuild's default template holds <div id="root"></div>, while a project from Vue CLI mounts into #app: set html.mountId to 'app'"`, () => {
  pageSays(BLANK_PAGE, {
    en: "Rsbuild's default template holds `<div id=\"root\"></div>`, while a project from Vue CLI mounts into `#app`: set [html.mountId](/config/html/mount-id) to `'app'`",
    zh: 'Rsbuild 默认模板中是 `<div id="root"></div>`，而从 Vue CLI 迁移过来的项目会挂载到 `#app`：把 [html.mountId](/zh/config/html/mount-id) 设置为 `\'app\'`',
  });
  const plain = project({ 'src/index.js': "document.querySelector('#app');\n" });
  build(plain);
  assert.match(distText(plain, /\.html$/), /<body><div id="root"><\/div>/);
  const vue = project({
    'src/index.js': "document.querySelector('#app');\n",
    'rsbuild.config.mjs': "export default { html: { mountId: 'app' } };\n",
  });
  build(vue);
  const html = distText(vue, /\.html$/);
  assert.match(html, /<body><div id="app"><\/div>/);
  assert.doesNotMatch(html, /id="root"/);
});

test(`${FAVICON} "the path of a local file (absolute, or relative to the project root)", "It is called once for each entry", "return nothing ... (or with value, if one was set before)", "An array of values and functions is also accepted and applied from left to right"`, () => {
  pageSays(FAVICON, {
    en: 'A function sets a different favicon per page. It is called once for each entry with an object of two properties:',
    zh: '使用函数可以为每个页面设置不同的 favicon。函数会针对每个入口调用一次，参数是一个包含两个属性的对象：',
  });
  pageSays(FAVICON, {
    en: 'Return the path or URL for that page; return nothing or an empty string to leave the page without a favicon (or with `value`, if one was set before).',
    zh: '函数返回该页面使用的路径或 URL；不返回值或返回空字符串时，该页面不设置 favicon（如果之前已配置，则沿用 `value`）。',
  });
  pageSays(FAVICON, {
    en: 'An array of values and functions is also accepted and applied from left to right.',
    zh: '也可以传入由值和函数组成的数组，各项按从左到右的顺序生效。',
  });
  pageSays(FAVICON, {
    en: 'The value is either the path of a local file (absolute, or relative to the project root) or a URL.',
    zh: '该值可以是本地文件的路径（绝对路径，或相对于项目根目录的路径），也可以是一个 URL。',
  });
  const dir = project({
    'src/index.js': "document.title = 'index';\n",
    'src/admin.js': "document.title = 'admin';\n",
    'src/shop.js': "document.title = 'shop';\n",
    'src/assets/site.ico': 'site icon\n',
    'src/assets/admin.ico': 'admin icon\n',
    'rsbuild.config.mjs': [
      'export default {',
      "  source: { entry: { index: './src/index.js', admin: './src/admin.js', shop: './src/shop.js' } },",
      '  html: {',
      '    favicon: [',
      "      ({ value, entryName }) => { console.log('FIRST ' + entryName + ' [' + value + ']'); },",
      "      './src/assets/site.ico',",
      "      ({ value, entryName }) => { console.log('SECOND ' + entryName + ' [' + value + ']'); if (entryName === 'admin') return process.cwd() + '/src/assets/admin.ico'; if (entryName === 'shop') return ''; },",
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const run = build(dir);
  // Each function once per entry; the first sees the empty default, the second the string before it.
  for (const entry of ['index', 'admin', 'shop']) {
    assert.equal(run.output.split(`FIRST ${entry} []`).length - 1, 1, run.output);
    assert.equal(run.output.split(`SECOND ${entry} [./src/assets/site.ico]`).length - 1, 1, run.output);
  }
  const link = (entry: string) => distText(dir, new RegExp(`^${entry}\\.html$`)).match(/<link rel="icon" href="([^"]+)">/)?.[1];
  assert.equal(link('index'), '/site.ico', 'nothing returned: the value set before stays');
  assert.equal(link('admin'), '/admin.ico', 'the last item wins, here an absolute path');
  assert.equal(link('shop'), '/site.ico', "'' returned: the value set before stays");
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.ico')),
    ['admin.ico', 'site.ico'],
  );
});
