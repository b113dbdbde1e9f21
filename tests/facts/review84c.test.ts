// Facts behind the corrections of review 84 (slice c): plugins/list/plugin-svgr, plugins/list/plugin-type-check and
// plugins/list/plugin-assets-retry, in both languages. Each test names the page and the sentence it backs.
//
// - plugins/list/plugin-svgr, "What an SVG import gives in plugin 0.5.9": `import logoUrl from './logo.svg'` was "the
//   URL, unless svgrOptions.exportType is 'default'". With exportType 'named' (and no mixedImport) the module has no
//   default export (src/index.ts of 0.5.9 gives the plain-import rule exportType 'named' and no url-loader), so the
//   import is undefined, as the page's own svgrOptions section says.
// - plugins/list/plugin-svgr, "is using incorrect casing": React prints `<data:… />` (its format is `<%s />`), not
//   `<data:…>`; and the page said that "no icon appears" and that "a larger file gives the createElement error above
//   instead". After the warning React calls document.createElement with the data: URI, which throws the same
//   "Failed to execute 'createElement' on 'Document'" error, and the whole root is unmounted.
// - plugins/list/plugin-svgr, "React.jsx: type is invalid": "the SVG component is not rendered". React then throws
//   (Element type is invalid) and the whole root is unmounted, not only the icon.
// - plugins/list/plugin-type-check, "How it works": "the project has a tsconfig file ... Without one, the plugin does
//   nothing and says nothing". True without tsconfig.json and without source.tsconfigPath; a source.tsconfigPath that
//   names a missing file still reaches the plugin (0.5.9 sets context.tsconfigPath from the option without checking the
//   file, core/src/provider/createContext.ts), whose json5.parse(fse.readFileSync(...)) stops the build with ENOENT.
// - plugins/list/plugin-assets-retry, the lead ("inserts a new tag for the same file") and "How it works" step 4 ("the
//   load event of the new element"): an <img> is retried by setting its src again, on the same element
//   (reloadElementResource in src/runtime/index.ts); only <script> and <link> get a new element.
// - plugins/list/plugin-assets-retry, onFail: "Called ... when a file has failed max times". It is called when the
//   data-rsbuild-retry-times of the failed element equals max, i.e. when the max-th retry has failed: after max + 1
//   failed loads.
//
// The assets-retry test runs the 0.5.9 runtime from tests/facts/fixtures (compiled with esbuild, no rsbuild run) in
// Chromium, the files served or refused by Playwright's request routing.
//
// @rsbuild/plugin-svgr and @rsbuild/plugin-type-check are not installed in the repository. With REVIEW84C_DEPS set to
// a folder whose node_modules holds them (`npm install @rsbuild/core@0.5.9 @rsbuild/plugin-svgr@0.5.4
// @rsbuild/plugin-type-check@0.5.4 typescript@5.4.5` there: the registry we reach has no 0.5.9 of either plugin; the
// dist/index.js of plugin-type-check 0.5.4 is its 0.5.9 src/index.ts compiled, line for line, and the rules of
// plugin-svgr 0.5.4 for `?url`, `?inline`, `?react`, mixedImport and exportType are those of 0.5.9, which only adds
// `exclude` and `excludeImporter`, not used here), the tests that need them run the real plugins; without it they skip.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { transformSync } from 'esbuild';
import {
  PNG,
  REACT_18,
  REACT_LINKS,
  ROOT,
  build,
  devServer,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  linkPackages,
} from './topics-support';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW84C_DEPS;
const NO_DEPS = 'REVIEW84C_DEPS is not set: @rsbuild/plugin-svgr and @rsbuild/plugin-type-check are not installed in the repository';

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

const SVGR = 'plugins/list/plugin-svgr';
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr

test("plugins/list/plugin-svgr \"What an SVG import gives\": with svgrOptions.exportType 'named' and without mixedImport, import logoUrl from './logo.svg' is undefined (the module exports ReactComponent only), and the build does not warn", {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays(SVGR, {
    en: "with `'named'` and without `mixedImport` the module has no default export, and `logoUrl` is `undefined`.",
    zh: "设为 `'named'` 且没有开启 `mixedImport` 时，模块没有默认导出，`logoUrl` 是 `undefined`。",
  });
  const dir = project(
    {
      'src/logo.svg': LOGO,
      'src/index.jsx':
        "import logoUrl, { ReactComponent } from './logo.svg';\nimport * as all from './logo.svg';\nconsole.log('RESULT ' + JSON.stringify({ logoUrl: typeof logoUrl, ReactComponent: typeof ReactComponent, exports: Object.keys(all) }));\n",
      'rsbuild.config.mjs':
        "import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport default { output: { targets: ['node'] }, plugins: [pluginReact(), pluginSvgr({ svgrOptions: { exportType: 'named' } })] };\n",
    },
    REACT_LINKS,
  );
  linkDeps(dir, ['@rsbuild/plugin-svgr']);
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn/i);
  const out = spawnSync(process.execPath, ['dist/server/index.js'], { cwd: dir, encoding: 'utf8' });
  const line = out.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, `${out.stdout}${out.stderr}`);
  assert.deepEqual(JSON.parse(line.slice(7)), { logoUrl: 'undefined', ReactComponent: 'function', exports: ['ReactComponent'] });
});

test('plugins/list/plugin-svgr "is using incorrect casing" and "React.jsx: type is invalid": React warns <data:image/svg+xml;base64,... /> is using incorrect casing, then throws the createElement error with the data: URI, and for the undefined ReactComponent warns React.jsx: type is invalid; in both the root is left empty (rsbuild dev, React 18, no SVGR plugin)', async () => {
  pageSays(SVGR, {
    en: 'then throws the `createElement` error above with the `data:` URI in the brackets, and nothing of the app is rendered.',
    zh: '接着抛出上面那个 `createElement` 错误（括号里是这个 `data:` URI），整个应用都渲染不出来。',
  });
  pageSays(SVGR, {
    en: 'then throws when it renders `<Logo />`, and nothing of the app is rendered, not just the icon',
    zh: '随后在渲染 `<Logo />` 时抛出错误，渲染不出来的是整个应用，而不只是这个图标',
  });
  const render = (imports: string) =>
    `import { createRoot } from 'react-dom/client';\n${imports}\nconst App = () => <main><p>text</p><Logo /></main>;\ncreateRoot(document.getElementById('root')).render(<App />);\n`;
  const dir = project(
    {
      'src/logo.svg': LOGO,
      'src/casing.jsx': render("import Logo from './logo.svg';"),
      'src/named.jsx': render("import { ReactComponent as Logo } from './logo.svg';"),
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { source: { entry: { casing: './src/casing.jsx', named: './src/named.jsx' }, alias: { react: ${JSON.stringify(REACT_18)} } }, plugins: [pluginReact()] };\n`,
    },
    REACT_LINKS,
  );
  const server = await devServer(dir);
  try {
    /** Opens /<name>, waits for the first uncaught error and a console message matching `expected`, and reads #root. */
    const open = async (name: string, expected: RegExp) => {
      const page = await browser().newPage();
      const messages: string[] = [];
      const errors: string[] = [];
      // React prints its warnings as a format string and arguments: put them together as the console shows them.
      page.on('console', async (m) => {
        const [format, ...args] = await Promise.all(m.args().map((a) => a.jsonValue()));
        messages.push(String(format).replace(/%s/g, () => String(args.shift() ?? '')));
      });
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${server.url}/${name}`);
        const seen = await waitFor(() => errors.length > 0 && messages.some((m) => expected.test(m)), 20_000);
        assert.ok(seen, `/${name}: errors:\n${errors.join('\n')}\nconsole:\n${messages.join('\n')}`);
        return { error: errors[0], root: await page.evaluate(() => document.getElementById('root')?.innerHTML) };
      } finally {
        await page.close();
      }
    };
    const casing = await open(
      'casing',
      /^Warning: <data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+ \/> is using incorrect casing\. Use PascalCase for React components, or lowercase for HTML elements\./,
    );
    assert.match(
      casing.error,
      /^Failed to execute 'createElement' on 'Document': The tag name provided \('data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+'\) is not a valid name\./,
    );
    assert.equal(casing.root, '');
    const named = await open(
      'named',
      /^Warning: React\.jsx: type is invalid -- expected a string \(for built-in components\) or a class\/function \(for composite components\) but got: undefined\./,
    );
    assert.match(named.error, /^Element type is invalid/);
    assert.equal(named.root, '');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check

test('plugins/list/plugin-type-check "How it works": with neither tsconfig.json nor source.tsconfigPath the plugin does nothing and says nothing (exit code 0 with a type error), while a source.tsconfigPath naming a missing file stops the build with ENOENT: no such file or directory and the path', {
  skip: DEPS ? false : NO_DEPS,
}, () => {
  pageSays('plugins/list/plugin-type-check', {
    en: 'A `source.tsconfigPath` that names a missing file is not skipped: the build stops with `ENOENT: no such file or directory` and the path;',
    zh: '如果 `source.tsconfigPath` 指向的文件不存在，插件不会跳过，而是让构建以 `ENOENT: no such file or directory` 加上该路径的报错终止；',
  });
  const files = (config: string) => ({
    'src/index.ts': "const price = (cents: number): string => (cents / 100).toFixed(2);\ndocument.title = price('1999');\n",
    'rsbuild.config.mjs': `import { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default { ${config}plugins: [pluginTypeCheck()] };\n`,
  });
  const none = project(files(''));
  linkDeps(none, ['@rsbuild/plugin-type-check', 'typescript']);
  const silent = build(none);
  assert.doesNotMatch(silent.output, /Type checker|TS2345|warn/);

  const missing = project(files("source: { tsconfigPath: './tsconfig.app.json' }, "));
  linkDeps(missing, ['@rsbuild/plugin-type-check', 'typescript']);
  const failed = rsbuild(missing, ['build']);
  assert.equal(failed.code, 1, failed.output);
  assert.ok(
    failed.output.includes(`ENOENT: no such file or directory, open '${path.join(fs.realpathSync(missing), 'tsconfig.app.json')}'`) ||
      failed.output.includes(`ENOENT: no such file or directory, open '${path.join(missing, 'tsconfig.app.json')}'`),
    failed.output,
  );
  assert.match(failed.output, /plugin-type-check/);
  assert.ok(!fs.existsSync(path.join(missing, 'dist')));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

/** The 0.5.9 retry runtime (src/runtime/index.ts, kept in fixtures), compiled with esbuild as common-problems-round29c does. */
const RETRY_RUNTIME = transformSync(
  fs.readFileSync(path.join(ROOT, 'tests/facts/fixtures/plugin-assets-retry-0.5.9-runtime.ts.txt'), 'utf8'),
  { loader: 'ts' },
).code;

/**
 * Opens a page whose <head> starts with the retry runtime, init(options) as the plugin writes it (`report(line)` is a
 * function of the test), and whose <body> is `body`. Files of http://cdn.test/ are refused (net::ERR_CONNECTION_FAILED)
 * when their name starts with `gone`, and at their first request when it starts with `flaky`; then served. Waits until
 * `done(log)` and returns the log (requests and reports, in order) and what `read` evaluates in the page.
 */
async function retryPage<T>(
  options: string,
  body: string,
  done: (log: string[]) => boolean,
  read: () => T,
): Promise<{ log: string[]; value: T }> {
  const html = `<!doctype html><html><head><script>(function(){${RETRY_RUNTIME};init(${options});})()</script></head><body>${body}</body></html>`;
  const context = await browser().newContext();
  try {
    const log: string[] = [];
    await context.exposeFunction('report', (line: string) => log.push(line));
    const tries = new Map<string, number>();
    await context.route('http://cdn.test/**', (route) => {
      const url = route.request().url();
      tries.set(url, (tries.get(url) ?? 0) + 1);
      log.push(`request ${url}`);
      if (url.includes('/gone') || tries.get(url) === 1) return route.abort('connectionfailed');
      if (url.endsWith('.png')) return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.flakyRan = true;' });
    });
    await context.route('http://app.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto('http://app.test/');
    assert.ok(await waitFor(() => done(log), 15_000), log.join('\n'));
    return { log, value: await page.evaluate(read) };
  } finally {
    await context.close();
  }
}

const REPORT = (name: string) => `function (c) { report("${name} " + c.tagName + " " + c.url + " times=" + c.times); }`;

test('plugins/list/plugin-assets-retry lead and "How it works" step 4: a failed <img> is loaded again on the same element, a failed deferred <script> with a new <script> appended to <body>; when the retried file loads, onSuccess is called with times 1 for both', async () => {
  pageSays('plugins/list/plugin-assets-retry', {
    en: 'the plugin requests the same file again, optionally from a backup CDN domain: with a new tag for a script or a stylesheet, with the same element for an image.',
    zh: '插件会重新请求同一个文件，并可以改从备用的 CDN 域名加载：脚本和样式表会插入一个新标签，图片则沿用原来的元素。',
  });
  pageSays('plugins/list/plugin-assets-retry', {
    en: 'the `load` event of the new element (for `<img>`, of the same element) triggers [onSuccess](#onsuccess).',
    zh: '新元素（`<img>` 则是原来的元素）的 `load` 事件会触发 [onSuccess](#onsuccess)。',
  });
  const { log, value } = await retryPage(
    `{ crossOrigin: false, onSuccess: ${REPORT('success')} }`,
    '<img id="flaky" src="http://cdn.test/flaky.png"><script defer src="http://cdn.test/flaky.js"></script>',
    (lines) => lines.filter((l) => l.startsWith('success')).length === 2,
    () => ({
      images: [...document.images].map((i) => `${i.id} ${i.dataset.rsbuildRetryTimes}`),
      scripts: [...document.querySelectorAll('script[src]')].map(
        (s) => `${s.parentElement?.tagName} ${(s as HTMLScriptElement).dataset.rsbuildRetryTimes ?? '-'}`,
      ),
      ran: (window as unknown as { flakyRan?: boolean }).flakyRan,
    }),
  );
  assert.ok(log.includes('success img http://cdn.test/flaky.png times=1'), log.join('\n'));
  assert.ok(log.includes('success script http://cdn.test/flaky.js times=1'), log.join('\n'));
  assert.deepEqual(value, { images: ['flaky 1'], scripts: ['BODY -', 'BODY 1'], ran: true });
});

test('plugins/list/plugin-assets-retry onFail "after max + 1 failed loads ... times then equals max": with max: 2 an image that keeps failing is requested three times, and onFail is called once, after the third failure, with times 2', async () => {
  pageSays('plugins/list/plugin-assets-retry', {
    en: "Called in the browser when the last of a file's `max` retries has failed as well, that is after `max + 1` failed loads counting the original one; `times` then equals `max`.",
    zh: '当某个文件的 `max` 次重试也全部失败后（算上最初的加载，一共失败了 `max + 1` 次），在浏览器中调用，此时 `times` 等于 `max`。',
  });
  const { log, value } = await retryPage(
    `{ max: 2, crossOrigin: false, onRetry: ${REPORT('retry')}, onFail: ${REPORT('fail')} }`,
    '<img id="gone" src="http://cdn.test/gone.png">',
    (lines) => lines.some((l) => l.startsWith('fail')),
    () => [...document.images].map((i) => `${i.id} ${i.dataset.rsbuildRetryTimes}`),
  );
  // The reports come through an exposed binding, asynchronously: only their order against the requests they follow is certain.
  assert.deepEqual(
    log.filter((l) => !l.startsWith('retry')),
    [
      'request http://cdn.test/gone.png',
      'request http://cdn.test/gone.png',
      'request http://cdn.test/gone.png',
      'fail img http://cdn.test/gone.png times=2',
    ],
  );
  assert.deepEqual(
    log.filter((l) => l.startsWith('retry')),
    ['retry img http://cdn.test/gone.png times=0', 'retry img http://cdn.test/gone.png times=1'],
  );
  assert.deepEqual(value, ['gone 2']);
});
