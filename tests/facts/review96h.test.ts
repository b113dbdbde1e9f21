// Facts behind the accuracy review of session 96 (slice h): plugins/dev/hooks and plugins/list/plugin-assets-retry, in
// both languages. Each test names the page and the sentences it backs, checks that both languages say them, and runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project; topics-support.ts) or the 0.5.9 retry runtime in Chromium.
//
// The fix:
// - plugins/list/plugin-assets-retry, onRetry: "An error thrown inside the script does not reach the page: the script
//   catches it and logs it in the browser console" (zh: 不会影响页面, "does not affect the page"). The runtime calls
//   onRetry before it makes the new request (runtime/index.ts 217-227), inside the try/catch of init (295-303), so an
//   onRetry that throws (a ReferenceError for a variable of rsbuild.config.ts, say) leaves the file without its retry.
//   Now: the error does not reach the page's own error handlers; the script catches it, logs it and stops handling
//   that load, so a file whose onRetry throws is not requested again. Run below: window.onerror sees nothing, the
//   image whose onRetry threw is requested once, and another one, whose onRetry does not throw, is retried.
//
// Claims that no earlier facts test ran, confirmed by a run here (no change to the pages):
// - plugins/dev/hooks, "rsbuild dev" and the restart paragraph: the order of steps 1-10 through the CLI, the URLs printed
//   inside onBeforeCreateCompiler; "When the CLI restarts the dev server because the configuration file ... changed,
//   it runs onCloseDevServer on the old instance, creates a new instance and starts again from step 1, so setup runs
//   again. When you stop the CLI with Ctrl+C, the server is not closed: onCloseDevServer does not run, only onExit";
//   onExit "Each Rsbuild instance registers its own handler, so after a restart of the dev server the hook runs once per
//   instance that was created" (core/src/server/restart.ts 22-41, server/devServer.ts 101-113 and 175-180,
//   provider/initPlugins.ts 132-134, shared/src/utils.ts 278-286). Run: a plugin that logs every hook with an id per
//   evaluation of rsbuild.config.mjs; a source edit, then an edit of the config file, then SIGINT.
// - plugins/dev/hooks, "rsbuild preview" and onAfterStartProdServer: "No Rspack configuration is generated, so
//   modifyBundlerChain, modifyRspackConfig and the compiler hooks do not run" and "The URLs of the server are printed
//   after the callbacks of this hook" (core/src/server/prodServer.ts 166-201). Run: rsbuild build, then rsbuild preview
//   and SIGINT, with the same logging plugin; the build's own order (steps 1-9, the file size table before a plain
//   onAfterBuild callback) is checked on the way.
// - plugins/list/plugin-assets-retry, domain: "A script from https://cdn1.example.com/static/js/index.js that fails is
//   requested from cdn2.example.com, then from cdn3.example.com, then from cdn1.example.com again, until max is
//   reached"; onRetry's context "times: Number of retries made before this one: 0 for the first retry" and "domain:
//   Domain of the failed URL"; "Once the list is not empty, files whose URL contains none of the domains are not
//   retried at all"; Micro-frontends "A sub-application rendered inside a shadow root ... fires its error events there,
//   and a listener on the main document does not receive them" (runtime/index.ts 21-36, 157-228, 252-277). Run below.
// - plugins/list/plugin-assets-retry, test: "Do not pass a RegExp object itself ... with a RegExp it retries nothing"
//   (serialize-javascript writes it as new RegExp(...), which runtime/index.ts 164-174 neither turns into a tester nor
//   calls); onRetry: "retry error captured ... comes from the handling of a failed load, which includes your onRetry
//   and onFail and a test string that is not a valid regular expression; load error captured comes from the handling
//   of a successful retry, which includes onSuccess", and "A ReferenceError after either usually means that a callback
//   uses a variable of rsbuild.config.ts" (runtime/index.ts 295-314). Run below, with the fix above.
// - plugins/list/plugin-assets-retry, type: "Other elements, such as <video> or <iframe>, are never retried" (even when
//   listed: runtime/index.ts 14-19 and 66-74 also require one of the three element classes) and "An empty array is
//   treated like the default" (283-285); the example ['script', 'link'] leaves a failed image alone. Run below.
//
// The retry runtime is the 0.5.9 source kept in tests/facts/fixtures (compiled with esbuild), put at the start of
// <head> with the options written as the plugin writes them (`init(<options>)`), as in review84c.test.ts and
// review90d.test.ts: @rsbuild/plugin-assets-retry 0.5.9 cannot be installed here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { transformSync } from 'esbuild';
import { PNG, ROOT, freePort, pageSays, project, rsbuild, sharedBrowser, startRsbuild, waitFor } from './topics-support';

const browser = sharedBrowser();

const HOOKS = 'plugins/dev/hooks';
const RETRY = 'plugins/list/plugin-assets-retry';

// ---------------------------------------------------------------------------------------------------------------------
// plugins/dev/hooks

/** rsbuild.config.mjs with a plugin that logs `HOOK <id> <name>` for setup and every hook; `id` is new each time the file is evaluated. */
const LOGGING_CONFIG = `const id = 'i' + Math.random().toString(36).slice(2, 8);
const log = (...words) => console.log(['HOOK', id, ...words].join(' '));
const names = ['modifyRsbuildConfig', 'modifyBundlerChain', 'modifyRspackConfig', 'onBeforeCreateCompiler',
  'onAfterCreateCompiler', 'onBeforeBuild', 'onAfterBuild', 'onBeforeStartDevServer', 'onAfterStartDevServer',
  'onDevCompileDone', 'onCloseDevServer', 'onBeforeStartProdServer', 'onAfterStartProdServer', 'onExit'];
export default {
  plugins: [{
    name: 'hook-logger',
    setup(api) {
      log('setup');
      for (const name of names) {
        api[name]((arg) => { log(name, ...(arg && 'isFirstCompile' in arg ? [String(arg.isFirstCompile)] : [])); });
      }
    },
  }],
};
`;

/** The HOOK lines and the `> Local:` lines of a log, the instance ids replaced by A, B... in order of appearance. */
function hookLines(log: string): string[] {
  const ids: string[] = [];
  const lines: string[] = [];
  for (const line of log.split('\n')) {
    const hook = /^HOOK (\S+) (.*)$/.exec(line);
    if (hook) {
      if (!ids.includes(hook[1])) ids.push(hook[1]);
      lines.push(`${String.fromCharCode(65 + ids.indexOf(hook[1]))} ${hook[2]}`);
    } else if (/^\s*> Local:/.test(line)) {
      lines.push('URLS');
    }
  }
  return lines;
}

test(`${HOOKS} "rsbuild dev" steps 1-12 and the restart: after an edit of rsbuild.config.mjs the old instance runs onCloseDevServer and a new one starts again from setup; Ctrl+C runs no onCloseDevServer but onExit, once per instance created`, async () => {
  pageSays(HOOKS, {
    en: 'it runs `onCloseDevServer` on the old instance, creates a new instance and starts again from step 1, so `setup` runs again. When you stop the CLI with Ctrl+C, the server is not closed: `onCloseDevServer` does not run, only `onExit`.',
    zh: '它会在旧实例上执行 `onCloseDevServer`，然后创建一个新实例并从第 1 步重新开始，所以 `setup` 会再次执行。用 Ctrl+C 停止 CLI 时，服务器不会被关闭：`onCloseDevServer` 不会执行，只会执行 `onExit`。',
  });
  pageSays(HOOKS, {
    en: 'Each Rsbuild instance registers its own handler, so after a restart of the dev server the hook runs once per instance that was created.',
    zh: '每个 Rsbuild 实例都会注册自己的处理函数，所以开发服务器重启过之后，这个钩子会按创建过的实例数量各执行一次。',
  });
  pageSays(HOOKS, {
    en: '6. `onBeforeCreateCompiler` (the URLs of the server are printed at this point)',
    zh: '6. `onBeforeCreateCompiler`（服务器的 URL 在此时打印）',
  });
  const dir = project({ 'src/index.js': "document.body.textContent = 'one';\n", 'rsbuild.config.mjs': LOGGING_CONFIG });
  const cli = startRsbuild(dir, ['dev', '--port', String(await freePort())]);
  try {
    const seen = (line: string, times = 1) => waitFor(() => hookLines(cli.log()).filter((l) => l === line).length >= times, 60_000);
    assert.ok(await seen('A onDevCompileDone true'), cli.log());
    fs.writeFileSync(path.join(dir, 'src/index.js'), "document.body.textContent = 'two';\n");
    assert.ok(await seen('A onDevCompileDone false'), cli.log());
    fs.appendFileSync(path.join(dir, 'rsbuild.config.mjs'), '// edited\n');
    assert.ok(await seen('B onDevCompileDone true'), cli.log());
    assert.ok(await seen('B onAfterStartDevServer'), cli.log());
  } finally {
    await cli.stop();
  }
  assert.ok(await waitFor(() => hookLines(cli.log()).includes('B onExit'), 10_000), cli.log());
  assert.match(cli.log(), /Restart because rsbuild\.config\.mjs is changed\./);
  const lines = hookLines(cli.log());
  // onAfterStartDevServer does not wait for the first compilation: only its place after the compiler is certain
  for (const id of ['A', 'B']) {
    const at = lines.indexOf(`${id} onAfterStartDevServer`);
    assert.ok(at > lines.indexOf(`${id} onAfterCreateCompiler`), lines.join('\n'));
  }
  const start = (id: string) => [
    `${id} setup`,
    `${id} modifyRsbuildConfig`,
    `${id} onBeforeStartDevServer`,
    `${id} modifyBundlerChain`,
    `${id} modifyRspackConfig`,
    `${id} onBeforeCreateCompiler`,
    'URLS',
    `${id} onAfterCreateCompiler`,
    `${id} onDevCompileDone true`,
  ];
  assert.deepEqual(
    lines.filter((l) => !l.endsWith(' onAfterStartDevServer')),
    [...start('A'), 'A onDevCompileDone false', 'A onCloseDevServer', ...start('B'), 'A onExit', 'B onExit'],
  );
});

test(`${HOOKS} "rsbuild build" steps 1-9, then "rsbuild preview": setup, modifyRsbuildConfig, onBeforeStartProdServer, onAfterStartProdServer, then the URLs, onExit on Ctrl+C; no Rspack configuration hook`, async () => {
  pageSays(HOOKS, {
    en: 'No Rspack configuration is generated, so `modifyBundlerChain`, `modifyRspackConfig` and the compiler hooks do not run.',
    zh: '此时不会生成 Rspack 配置，所以 `modifyBundlerChain`、`modifyRspackConfig` 和 compiler 相关的钩子都不会执行。',
  });
  pageSays(HOOKS, {
    en: 'The URLs of the server are printed after the callbacks of this hook.',
    zh: '服务器的 URL 会在这个钩子的回调执行完之后打印。',
  });
  const dir = project({ 'src/index.js': "document.body.textContent = 'built';\n", 'rsbuild.config.mjs': LOGGING_CONFIG });
  const built = rsbuild(dir, ['build']);
  assert.equal(built.code, 0, built.output);
  assert.deepEqual(hookLines(built.output), [
    'A setup',
    'A modifyRsbuildConfig',
    'A modifyBundlerChain',
    'A modifyRspackConfig',
    'A onBeforeCreateCompiler',
    'A onAfterCreateCompiler',
    'A onBeforeBuild',
    'A onAfterBuild true',
    'A onExit',
  ]);
  // the file size table is printed before a plain onAfterBuild callback
  assert.ok(built.output.indexOf('Total size:') < built.output.indexOf('onAfterBuild true'), built.output);

  const cli = startRsbuild(dir, ['preview', '--port', String(await freePort())]);
  try {
    assert.ok(await waitFor(() => hookLines(cli.log()).includes('URLS'), 60_000), cli.log());
  } finally {
    await cli.stop();
  }
  assert.ok(await waitFor(() => hookLines(cli.log()).includes('A onExit'), 10_000), cli.log());
  assert.deepEqual(hookLines(cli.log()), [
    'A setup',
    'A modifyRsbuildConfig',
    'A onBeforeStartProdServer',
    'A onAfterStartProdServer',
    'URLS',
    'A onExit',
  ]);
});

// ---------------------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

const RETRY_RUNTIME = transformSync(
  fs.readFileSync(path.join(ROOT, 'tests/facts/fixtures/plugin-assets-retry-0.5.9-runtime.ts.txt'), 'utf8'),
  { loader: 'ts' },
).code;

/**
 * Opens http://app.test/ in Chromium: a page whose <head> starts with the retry runtime and `options`, then `body`.
 * Every request to *.test other than the page fails, except those whose URL contains `/ok` and the second and later
 * requests of a URL that contains `flaky`. Returns the requests (in order), the lines the options' callbacks pass to
 * report(), and what the page printed on the console.
 */
async function retryRun(
  options: string,
  body: string,
  done: (run: { requests: string[]; reports: string[]; console: string[] }) => boolean,
): Promise<{ requests: string[]; reports: string[]; console: string[] }> {
  const html = `<!doctype html><html><head><script>(function(){${RETRY_RUNTIME};init(${options});})()</script></head><body>${body}</body></html>`;
  const run = { requests: [] as string[], reports: [] as string[], console: [] as string[] };
  const context = await browser().newContext();
  try {
    await context.exposeFunction('report', (line: string) => run.reports.push(line));
    await context.route(/^http:\/\/[a-z0-9]+\.test\//, (route) => {
      const url = route.request().url();
      if (url === 'http://app.test/') return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      const before = run.requests.filter((u) => u === url).length;
      run.requests.push(url);
      if (!url.includes('/ok') && !(url.includes('flaky') && before > 0)) return route.abort('connectionfailed');
      if (url.endsWith('.png')) return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const page = await context.newPage();
    page.on('console', (message) => run.console.push(`${message.type()} ${message.text()}`));
    await page.goto('http://app.test/');
    assert.ok(await waitFor(() => done(run), 15_000), JSON.stringify(run, null, 2));
    // let any further request or report of the runtime arrive
    await page.waitForTimeout(500);
    return run;
  } finally {
    await context.close();
  }
}

const REPORT = (name: string) =>
  `function (c) { report("${name} " + c.tagName + " " + c.url + " times=" + c.times + " domain=" + c.domain); }`;

test(`${RETRY} domain "requested from cdn2.example.com, then from cdn3.example.com, then from cdn1.example.com again, until max is reached", onRetry's times (0 for the first retry) and domain, files outside the list not retried, an <img> in a shadow root not seen`, async () => {
  pageSays(RETRY, {
    en: 'A script from `https://cdn1.example.com/static/js/index.js` that fails is requested from `cdn2.example.com`, then from `cdn3.example.com`, then from `cdn1.example.com` again, until `max` is reached.',
    zh: '来自 `https://cdn1.example.com/static/js/index.js` 的脚本加载失败后，会依次从 `cdn2.example.com`、`cdn3.example.com` 请求，然后再回到 `cdn1.example.com`，直到达到 `max` 次。',
  });
  pageSays(RETRY, {
    en: '// Number of retries made before this one: 0 for the first retry',
    zh: '// 本次之前已经进行的重试次数：第一次重试时为 0',
  });
  pageSays(RETRY, {
    en: 'Once the list is not empty, files whose URL contains none of the domains are not retried at all.',
    zh: '列表不为空时，URL 中不包含任何一个域名的文件完全不会重试。',
  });
  pageSays(RETRY, {
    en: 'A sub-application rendered inside a shadow root (for style isolation) or an iframe fires its `error` events there, and a listener on the main `document` does not receive them.',
    zh: '渲染在 shadow root（用于样式隔离）或 iframe 中的子应用，其 `error` 事件在那里触发，主 `document` 上的监听器收不到。',
  });
  const run = await retryRun(
    `{ domain: ['cdn1.test', 'cdn2.test', 'cdn3.test'], crossOrigin: false, onRetry: ${REPORT('retry')}, onFail: ${REPORT('fail')} }`,
    [
      '<script defer src="http://cdn1.test/static/js/index.js"></script>',
      '<img src="http://other.test/logo.png">',
      '<div id="host"></div>',
      "<script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<img src=\"http://cdn1.test/shadow.png\">';</script>",
    ].join(''),
    (r) => r.reports.some((l) => l.startsWith('fail')),
  );
  assert.deepEqual(
    run.requests.filter((u) => u.endsWith('/index.js')),
    [
      'http://cdn1.test/static/js/index.js',
      'http://cdn2.test/static/js/index.js',
      'http://cdn3.test/static/js/index.js',
      'http://cdn1.test/static/js/index.js',
    ],
  );
  assert.deepEqual(run.reports, [
    'retry script http://cdn1.test/static/js/index.js times=0 domain=cdn1.test',
    'retry script http://cdn2.test/static/js/index.js times=1 domain=cdn2.test',
    'retry script http://cdn3.test/static/js/index.js times=2 domain=cdn3.test',
    'fail script http://cdn1.test/static/js/index.js times=3 domain=cdn1.test',
  ]);
  // requested once each: other.test is not in the list, the shadow root's <img> fails where the listener is not
  assert.deepEqual(
    run.requests.filter((u) => u.endsWith('.png')),
    ['http://other.test/logo.png', 'http://cdn1.test/shadow.png'],
  );
});

test(`${RETRY} test "with a RegExp it retries nothing"; onRetry "stops handling that load, so a file whose onRetry throws is not requested again"; "retry error captured" for an onRetry that uses a variable of the config and for a test string that is not a regular expression, "load error captured" for onSuccess`, async () => {
  pageSays(RETRY, {
    en: 'Do not pass a `RegExp` object itself: the script only accepts a string or a function, and with a `RegExp` it retries nothing.',
    zh: '不要直接传入 `RegExp` 对象：页面中的脚本只接受字符串或函数，传入 `RegExp` 时不会重试任何文件。',
  });
  pageSays(RETRY, {
    en: '`retry error captured`, followed by the error, comes from the handling of a failed load, which includes your `onRetry` and `onFail` and a [test](#test) string that is not a valid regular expression; `load error captured` comes from the handling of a successful retry, which includes `onSuccess`. A `ReferenceError` after either usually means that a callback uses a variable of `rsbuild.config.ts`, as described above.',
    zh: '`retry error captured` 加上错误信息，来自对加载失败的处理，其中包括你的 `onRetry` 和 `onFail`，以及不是合法正则表达式的 [test](#test) 字符串；`load error captured` 来自对重试成功的处理，其中包括 `onSuccess`。如果后面跟着 `ReferenceError`，通常说明回调里用到了 `rsbuild.config.ts` 中的变量，原因见上文。',
  });
  // serialize-javascript writes a RegExp option as new RegExp(...): the script's test then never lets a retry through
  const regexp = await retryRun(
    `{ test: new RegExp("\\\\/static\\\\/", ""), crossOrigin: false, onRetry: ${REPORT('retry')} }`,
    '<img src="http://cdn.test/static/gone.png"><img src="http://cdn.test/static/ok.png">',
    (r) => r.requests.length >= 2,
  );
  assert.deepEqual(regexp.reports, []);
  assert.deepEqual(regexp.requests.sort(), ['http://cdn.test/static/gone.png', 'http://cdn.test/static/ok.png']);
  // the same string as a string: retried
  const string = await retryRun(
    `{ test: "\\\\/static\\\\/", max: 1, crossOrigin: false, onRetry: ${REPORT('retry')} }`,
    '<img src="http://cdn.test/static/gone.png">',
    (r) => r.reports.length === 1 && r.requests.length === 2,
  );
  assert.deepEqual(string.reports, ['retry img http://cdn.test/static/gone.png times=0 domain=http://cdn.test/static/gone.png']);

  pageSays(
    RETRY,
    {
      en: "An error thrown inside the script does not reach the page's own error handlers: the script catches it, logs it in the browser console and stops handling that load, so a file whose `onRetry` throws is not requested again.",
      zh: '重试脚本内部抛出的错误不会传到页面自身的错误处理中：脚本会捕获它，打印到浏览器控制台，并停止处理这次加载，因此 `onRetry` 抛出错误的文件不会被重新请求。',
    },
    {
      en: 'An error thrown inside the script does not reach the page: the script catches it and logs it in the browser console.',
      zh: '重试脚本内部抛出的错误不会影响页面：脚本会捕获它，并打印到浏览器控制台。',
    },
  );
  // onRetry reads a variable that only existed in rsbuild.config.ts (for gone.png), onSuccess throws (for flaky.png)
  const callbacks = await retryRun(
    '{ max: 1, crossOrigin: false, onRetry: function (c) { if (c.url.indexOf("gone") !== -1) navigator.sendBeacon(reportEndpoint, JSON.stringify(c)); }, onSuccess: function () { throw new Error("from onSuccess"); } }',
    '<script>window.onerror = function (m) { report("page onerror " + m); };</script><img src="http://cdn.test/gone.png"><img src="http://cdn.test/flaky.png">',
    (r) => r.console.filter((l) => l.startsWith('error ')).length >= 2,
  );
  const errors = callbacks.console.filter((l) => l.startsWith('error '));
  assert.ok(
    errors.some((l) => /^error retry error captured ReferenceError: reportEndpoint is not defined/.test(l)),
    errors.join('\n'),
  );
  assert.ok(
    errors.some((l) => /^error load error captured Error: from onSuccess/.test(l)),
    errors.join('\n'),
  );
  // the page's own handler saw neither error; gone.png, whose onRetry threw, was requested once, flaky.png twice
  assert.deepEqual(callbacks.reports, []);
  assert.deepEqual(callbacks.requests.sort(), ['http://cdn.test/flaky.png', 'http://cdn.test/flaky.png', 'http://cdn.test/gone.png']);
  // an invalid test string
  const invalid = await retryRun('{ test: "[", crossOrigin: false }', '<img src="http://cdn.test/gone.png">', (r) =>
    r.console.some((l) => l.startsWith('error ')),
  );
  assert.ok(
    invalid.console.some((l) => /^error retry error captured SyntaxError: Invalid regular expression/.test(l)),
    invalid.console.join('\n'),
  );
});

test(`${RETRY} type "Other elements, such as <video> or <iframe>, are never retried" and "An empty array is treated like the default"; the example ['script', 'link'] leaves images alone`, async () => {
  pageSays(RETRY, {
    en: 'Other elements, such as `<video>` or `<iframe>`, are never retried.',
    zh: '其他元素（如 `<video>` 或 `<iframe>`）永远不会重试。',
  });
  pageSays(RETRY, { en: 'An empty array is treated like the default.', zh: '传入空数组时按默认值处理。' });
  const body = '<img src="http://cdn.test/gone.png"><script defer src="http://cdn.test/gone.js"></script>';
  const count = (r: { requests: string[] }, ext: string) => r.requests.filter((u) => u.endsWith(ext)).length;
  // an empty list: images and scripts are retried (max 1: two requests each)
  const empty = await retryRun(`{ type: [], max: 1, crossOrigin: false }`, body, (r) => r.requests.length >= 4);
  assert.deepEqual([count(empty, '.png'), count(empty, '.js')], [2, 2]);
  // the page's example: scripts and stylesheets only
  const noImages = await retryRun(`{ type: ['script', 'link'], max: 1, crossOrigin: false }`, body, (r) => r.requests.length >= 3);
  assert.deepEqual([count(noImages, '.png'), count(noImages, '.js')], [1, 2]);
  // video in the list: its failed load (seen by the element's own onerror) is still not retried
  const video = await retryRun(
    `{ type: ['video', 'img'], max: 1, crossOrigin: false, onRetry: ${REPORT('retry')} }`,
    '<video src="http://cdn.test/gone.mp4" preload="auto" onerror="report(\'video error\')"></video>',
    (r) => r.reports.includes('video error'),
  );
  assert.deepEqual(video.reports, ['video error']);
  assert.equal(count(video, '.mp4'), 1);
});
