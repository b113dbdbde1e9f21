// Facts behind the third accuracy review of session 91 (slice e): config/performance/prefetch,
// config/performance/preconnect, config/performance/dns-prefetch and config/performance/print-file-size, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page
// and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/performance/prefetch, prefetch.type 'initial': "Their scripts already have <script> tags, which Rsbuild does
//   not duplicate, and the page loads the rest anyway". Only the scripts are skipped (filterResourceHints compares
//   the hints with the page's <script> tags, core/src/rspack/preload/HtmlPreloadOrPrefetchPlugin.ts 49-59 and
//   209-224): the entry's CSS gets a rel="prefetch" tag next to its own rel="stylesheet" one, and an image the entry's
//   code only uses on a click, or a font of its CSS, is prefetched too, though the page would not load it at start.
//   Now "Their scripts are skipped ..., but their CSS gets a prefetch tag next to its own <link rel="stylesheet">, and
//   the images and fonts that their modules reference are prefetched whether the page shows them or not". Run below.
// - config/performance/prefetch, Generated tags: "just before the <link rel="stylesheet"> of the page; with the default
//   html.inject that is in <head>" read as if another html.inject moved them. The hints are in the styles group, which
//   html-rspack-plugin always puts into <head>: with inject 'body' only the script moves to <body>, the prefetch tags
//   stay in <head>; with inject false nothing is injected at all. Now "in <head> whatever html.inject says, 'body'
//   included; with false, Rsbuild injects no tags at all". Run below.
// - config/performance/preconnect and config/performance/dns-prefetch, Caveats, "Only in HTML that Rsbuild generates":
//   "The tags are added to every HTML page of the web target ... Nothing is added when tools.htmlPlugin is false, or
//   for other output.targets." html.inject false leaves them out as well (the default template's <head> stays empty).
//   Now html.inject false is named next to tools.htmlPlugin. Same run as the previous item.
// - config/performance/print-file-size, "Show the gzip size of the bundle in the build output": "If the table is
//   missing, printFileSize is false in your configuration". { detail: false, total: false } prints nothing either
//   (printFileSizes returns first thing when both are false, core/src/plugins/fileSize.ts 71-73). Now "or both detail
//   and total are". Run below.
// - config/performance/prefetch, "Prefetch vs. preload": "performance.preload downloads at high priority during page
//   load", and Related: "the high-priority counterpart". The browser gives a preload the priority of its `as` type:
//   Chromium requests the preloaded stylesheet at Highest (CDP initialPriority VeryHigh), the script and the font at
//   High, but the image at Low, and every prefetch at Lowest (VeryLow). Now "downloads right away during page load, at
//   the priority the browser gives the file's type (high for scripts, stylesheets and fonts, low for images)", prefetch
//   "a lowest-priority hint", and Related "the counterpart for files the current page needs". Run below (Chromium).
// - config/performance/prefetch, intro: "the page's first load is not slowed down, because prefetches wait until the
//   important requests are done". They do not wait: in Chromium, with 150 ms of emulated latency, the prefetch requests
//   of an async chunk go out (CDP timing.sendStart) before the page's own stylesheet and script have finished loading,
//   at the lowest priority (VeryLow). Now "Prefetches are requested at the lowest priority, but not after the page's
//   own files: Chromium sends them together with the page's script and stylesheet, so they share the bandwidth of the
//   first load". The same run backs two sentences that said the same: the intro's "so it may download it at the
//   lowest priority when it has nothing more important to do" (now "ahead of time, at the lowest priority") and
//   "Prefetch vs. preload": "an unneeded prefetch costs some idle bandwidth" (now "some bandwidth at the lowest
//   priority"). Run below (Chromium).
//
// Fixed by reading, no test:
// - zh config/performance/dns-prefetch, Caveats, "A hint, not a guarantee": the zh page said the lookup may be skipped
//   when "响应头中带有 X-DNS-Prefetch-Control" (the response carries the header at all), while the English page says
//   when an X-DNS-Prefetch-Control header disables it. The header's `on` value enables prefetching; only `off` disables
//   it (MDN, X-DNS-Prefetch-Control, Directives). The zh sentence now says the header turns it off, as the English one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, previewServer, project, rsbuild, sharedBrowser, waitFor } from './topics-support';
import { openRecordingRequests, type SeenRequest } from './request-recorder';

const browser = sharedBrowser();

/** A file of `size` bytes: above the 10,000-byte data URI limit, so it stays a file of its own. */
const blob = (size: number): string => 'x'.repeat(size);

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch: type 'initial'

test('config/performance/prefetch "Their scripts are skipped, as they already have <script> tags, but their CSS gets a prefetch tag next to its own <link rel="stylesheet">, and the images and fonts that their modules reference are prefetched whether the page shows them or not"', () => {
  pageSays(
    'config/performance/prefetch',
    {
      en: 'Their scripts are skipped, as they already have `<script>` tags, but their CSS gets a prefetch tag next to its own `<link rel="stylesheet">`, and the images and fonts that their modules reference are prefetched whether the page shows them or not, so this is rarely useful.',
      zh: '其中的脚本已经有 `<script>` 标签，会被跳过；但它们的 CSS 在已有 `<link rel="stylesheet">` 的同时还会多一个预获取标签，模块引用的图片、字体不管页面是否用到也都会被预获取',
    },
    { en: 'and the page loads the rest anyway', zh: '而其余文件页面本来就会加载' },
  );
  const dir = project({
    'src/index.js': [
      "import './index.css';",
      "import icon from './icon.png';",
      // The image is used on a click only: the page does not load it at start.
      'document.body.onclick = () => { const img = new Image(); img.src = icon; document.body.append(img); };',
      "import('./lazy');",
      '',
    ].join('\n'),
    'src/index.css': "@font-face { font-family: f; src: url('./f.woff2'); }\n.later { font-family: f; }\n",
    'src/icon.png': blob(12_000),
    'src/f.woff2': blob(12_000),
    'src/lazy.js': "console.log('lazy');\n",
    'rsbuild.config.mjs': "export default { performance: { prefetch: { type: 'initial' } } };\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  const prefetched = [...html.matchAll(/<link href="([^"]+)" rel="prefetch">/g)].map((m) => m[1]);
  const script = /<script[^>]* src="([^"]+)"/.exec(html)?.[1];
  const css = /<link href="([^"]+)" rel="stylesheet">/.exec(html)?.[1];
  assert.ok(script && css, html);
  assert.ok(!prefetched.includes(script), `the entry script is skipped: ${prefetched}`);
  assert.ok(prefetched.includes(css), `the stylesheet is prefetched as well: ${prefetched}`);
  assert.ok(
    prefetched.some((f) => /^\/static\/image\/icon\.\w+\.png$/.test(f)),
    `the image: ${prefetched}`,
  );
  assert.ok(
    prefetched.some((f) => /^\/static\/font\/f\.\w+\.woff2$/.test(f)),
    `the font: ${prefetched}`,
  );
  assert.ok(!prefetched.some((f) => f.includes('/async/')), `initial only: ${prefetched}`);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch: when the prefetches start

test('config/performance/prefetch "Prefetches are requested at the lowest priority, but not after the page\'s own files: Chromium sends them together with the page\'s script and stylesheet"', async () => {
  pageSays(
    'config/performance/prefetch',
    {
      en: "Prefetches are requested at the lowest priority, but not after the page's own files: Chromium sends them together with the page's script and stylesheet, so they share the bandwidth of the first load.",
      zh: '预获取请求的优先级最低，但并不会等页面自己的文件加载完才发出：Chromium 会与页面的脚本、样式表同时发出这些请求，因此它们会与首次加载争用带宽。',
    },
    {
      en: 'because prefetches wait until the important requests are done',
      zh: '预获取会等到重要的请求完成之后才进行',
    },
  );
  pageSays(
    'config/performance/prefetch',
    { en: 'so it may download it ahead of time, at the lowest priority, and keep it', zh: '浏览器可以提前以最低优先级下载它' },
    { en: 'when it has nothing more important to do', zh: '浏览器可以在空闲时' },
  );
  pageSays(
    'config/performance/prefetch',
    { en: 'an unneeded prefetch costs some bandwidth at the lowest priority,', zh: '多余的预获取只会以最低优先级多消耗一些带宽' },
    { en: 'idle bandwidth', zh: '空闲带宽' },
  );
  const dir = project({
    'src/index.js': "import './index.css';\nwindow.load = () => import('./lazy');\n",
    'src/index.css': 'body { color: red; }\n',
    'src/lazy.js': "import './lazy.css';\nexport default 1;\n",
    'src/lazy.css': '.lazy { color: blue; }\n',
    'rsbuild.config.mjs': 'export default { performance: { prefetch: true } };\n',
  });
  build(dir);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    // Every response takes at least 150 ms, so a request that waited for another one starts after it finished.
    const all = await openRecordingRequests(page, `${server.url}/`);
    const own = (re: RegExp): SeenRequest | undefined => all().find((r) => re.test(r.path) && r.priority !== 'VeryLow');
    const prefetched = (): SeenRequest[] => all().filter((r) => r.path.includes('/async/'));
    assert.ok(
      await waitFor(
        () =>
          prefetched().length === 2 &&
          [...prefetched(), own(/^\/static\/js\/index\./), own(/^\/static\/css\/index\./)].every((r) => r?.done),
        15_000,
      ),
      JSON.stringify(all()),
    );
    const firstDone = Math.min(own(/^\/static\/js\/index\./)?.done ?? 0, own(/^\/static\/css\/index\./)?.done ?? 0);
    for (const r of prefetched()) {
      assert.equal(r.priority, 'VeryLow', `${r.path}: lowest priority`);
      assert.ok(
        r.sent !== undefined && r.sent < firstDone,
        `${r.path} is sent before the page's script and stylesheet are loaded: ${JSON.stringify(all())}`,
      );
    }
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch: the priority of a preload

test('config/performance/prefetch "performance.preload downloads right away during page load, at the priority the browser gives the file\'s type (high for scripts, stylesheets and fonts, low for images) ...; prefetch is a lowest-priority hint"', async () => {
  pageSays(
    'config/performance/prefetch',
    {
      en: "downloads right away during page load, at the priority the browser gives the file's type (high for scripts, stylesheets and fonts, low for images), and is meant for files the current page needs soon; prefetch is a lowest-priority hint",
      zh: '在页面加载期间立即下载，优先级由浏览器按文件类型决定（脚本、样式表和字体为高，图片为低），适用于当前页面很快就会用到的文件；预获取则是一种最低优先级的提示',
    },
    { en: 'downloads at high priority during page load', zh: '在页面加载期间以高优先级下载' },
  );
  pageSays(
    'config/performance/prefetch',
    {
      en: '- [performance.preload](/config/performance/preload), the counterpart for files the current page needs.',
      zh: '- [performance.preload](/zh/config/performance/preload)：与之对应、用于当前页面所需文件的选项。',
    },
    { en: 'the high-priority counterpart', zh: '高优先级版本' },
  );
  const dir = project({
    'src/index.js': "window.load = () => import('./lazy');\n",
    'src/lazy.js': "import './lazy.css';\nimport big from './big.png';\nexport default big;\n",
    'src/lazy.css': ".x { background: url('./f.woff2'); }\n",
    'src/big.png': blob(12_000),
    'src/f.woff2': blob(12_000),
    'rsbuild.config.mjs': 'export default { performance: { preload: true, prefetch: true } };\n',
  });
  build(dir);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Each file of the async chunk is requested twice: once for its preload tag, once for its prefetch tag.
    const priorities: Record<string, string[]> = {};
    cdp.on('Network.requestWillBeSent', (e: { request: { url: string; initialPriority: string } }) => {
      const ext = new URL(e.request.url).pathname.match(/\/async\/.*\.(js|css)$|\.(png|woff2)$/);
      if (ext) (priorities[ext[1] ?? ext[2]] ??= []).push(e.request.initialPriority);
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    const kinds = ['css', 'js', 'woff2', 'png'];
    assert.ok(await waitFor(() => kinds.every((k) => priorities[k]?.length === 2), 10_000), JSON.stringify(priorities));
    // One request for the preload, one for the prefetch (sorted); CDP's VeryHigh is DevTools' Highest, VeryLow its Lowest.
    for (const list of Object.values(priorities)) list.sort();
    assert.deepEqual(priorities, {
      css: ['VeryHigh', 'VeryLow'],
      js: ['High', 'VeryLow'],
      woff2: ['High', 'VeryLow'],
      png: ['Low', 'VeryLow'],
    });
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch, preconnect, dns-prefetch: html.inject

test('config/performance/prefetch "so they are in <head> whatever html.inject says, \'body\' included; with false, Rsbuild injects no tags at all" + config/performance/preconnect and dns-prefetch "Nothing is added when ... html.inject is false"', () => {
  pageSays(
    'config/performance/prefetch',
    {
      en: "so they are in `<head>` whatever [html.inject](/config/html/inject) says, `'body'` included; with `false`, Rsbuild injects no tags at all.",
      zh: "因此无论 [html.inject](/zh/config/html/inject) 设为什么（包括 `'body'`），它们都位于 `<head>` 中；设为 `false` 时，Rsbuild 不注入任何标签。",
    },
    {
      en: 'with the default [html.inject](/config/html/inject) that is in `<head>`',
      zh: '在默认的 [html.inject](/zh/config/html/inject) 设置下',
    },
  );
  pageSays(
    'config/performance/preconnect',
    {
      en: 'Nothing is added when [tools.htmlPlugin](/config/tools/html-plugin) or [html.inject](/config/html/inject) is `false`, or for other',
      zh: '当 [tools.htmlPlugin](/zh/config/tools/html-plugin) 或 [html.inject](/zh/config/html/inject) 为 `false` 时，或者对于其他',
    },
    {
      en: 'Nothing is added when [tools.htmlPlugin](/config/tools/html-plugin) is `false`,',
      zh: '当 [tools.htmlPlugin](/zh/config/tools/html-plugin) 为 `false` 时，',
    },
  );
  pageSays(
    'config/performance/dns-prefetch',
    {
      en: 'set to `false`, when [html.inject](/config/html/inject) is `false`, or for other',
      zh: '关闭 HTML 生成时、[html.inject](/zh/config/html/inject) 为 `false` 时，或者对于其他',
    },
    { en: 'set to `false`, or for other', zh: '关闭 HTML 生成时，或者对于其他' },
  );
  const page = (inject: string): string => {
    const dir = project({
      'src/index.js': "import './index.css';\nimport('./lazy');\n",
      'src/index.css': 'body { color: red; }\n',
      'src/lazy.js': "console.log('lazy');\n",
      'rsbuild.config.mjs': `export default { html: { inject: ${inject} }, performance: { prefetch: true, preconnect: ['https://cdn.example.com'], dnsPrefetch: ['//api.example.com'] } };\n`,
    });
    build(dir);
    return distText(dir, /^index\.html$/);
  };
  const body = page("'body'");
  const [head, rest] = body.split('</head>');
  assert.match(rest, /<script[^>]* src="\/static\/js\/index\./, 'the script moved to <body>');
  assert.match(head, /<link href="\/static\/js\/async\/[^"]+" rel="prefetch"><link href="\/static\/css\/index\.[^"]+" rel="stylesheet">/);
  assert.match(head, /<link rel="preconnect" href="https:\/\/cdn\.example\.com">/);
  assert.match(head, /<link rel="dns-prefetch" href="\/\/api\.example\.com">/);
  assert.doesNotMatch(rest, /<link/, 'no hint in <body>');

  const none = page('false');
  assert.doesNotMatch(none, /<link|<script/, none);
  assert.match(none, /<head><\/head>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/print-file-size: a missing table

test('config/performance/print-file-size "If the table is missing, printFileSize is false in your configuration, or both detail and total are"', () => {
  pageSays(
    'config/performance/print-file-size',
    {
      en: 'If the table is missing, `printFileSize` is `false` in your configuration, or both `detail` and `total` are; if only the totals appear, `detail` is `false`.',
      zh: '如果没有这张表，说明配置中 `printFileSize` 为 `false`，或者 `detail` 和 `total` 都为 `false`；如果只有总计，说明 `detail` 为 `false`。',
    },
    {
      en: 'If the table is missing, `printFileSize` is `false` in your configuration;',
      zh: '如果没有这张表，说明配置中 `printFileSize` 为 `false`；',
    },
  );
  const output = (printFileSize: string): string => {
    const run = rsbuild(
      project({
        'src/index.js': "console.log('sizes');\n",
        'rsbuild.config.mjs': `export default { performance: { printFileSize: ${printFileSize} } };\n`,
      }),
      ['build'],
    );
    assert.equal(run.code, 0, run.output);
    assert.match(run.output, /ready\s+Client compiled/);
    return run.output;
  };
  for (const value of ['false', '{ detail: false, total: false }']) {
    const out = output(value);
    assert.doesNotMatch(out, /Production file sizes|Gzipped|Total size/, `${value}:\n${out}`);
  }
  assert.match(output('true'), /File\s+Size\s+Gzipped[\s\S]*Gzipped size:/);
});
