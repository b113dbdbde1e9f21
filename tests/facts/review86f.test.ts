// Facts behind the second accuracy review of session 86 (slice f): guide/advanced/rem (English only, by design) and
// guide/basic/server (both languages). Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that the page says it: guide/basic/server
// in both languages with pageSays, guide/advanced/rem on its English page alone.
//
// Fixes:
// - guide/advanced/rem, Limits: "The runtime only measures the screen. If your page is shown inside a container
//   narrower than the window, use widthQueryKey ...", and widthQueryKey: "useful ... for pages embedded in a frame of
//   known width". The runtime runs inside the frame and measures the frame's own window: with the defaults, a page in a
//   300 px wide iframe of a 1000 px wide window gets a 40 px root font size (the same page alone in that window: 64 px,
//   the cap). The Limits item now says so and keeps widthQueryKey for content in an element narrower than its page;
//   widthQueryKey now says a page in an iframe does not need it.
// - guide/advanced/rem, rootFontSize: "on a screen as wide as screenWidth the runtime sets exactly this font size". The
//   runtime caps it at maxRootFontSize (64 by default): with rootFontSize 100 alone, a 375 px window gets 64 px and
//   `3rem` is 192 px wide. The option now says "as long as it is not above maxRootFontSize" and points to the 750 px
//   example, which raises it.
// - Checked and left as it is: guide/advanced/rem's table of window widths (320 px: 42.67 px, a 6rem card 256 px; 414
//   px: 55.2 px, 331 px; 1280 px: 64 px), measured in the same run.
// - guide/basic/server, "Responses are compressed with gzip when the browser accepts it": http-compression 1.0.19, the
//   middleware core 0.5.9 uses, only compresses responses of at least 1024 bytes whose Content-Type is text-like
//   (/text|javascript|\/json|xml/i, so `+json` types are not). `rsbuild dev` gzips a 2,000-byte .txt but sends a
//   500-byte .txt and a 2,000-byte .webmanifest (application/manifest+json) as they are. The page now names the limits.
// - guide/basic/server, "turn it off, for example when a proxy in front of the server has trouble with compressed
//   streams": a claim about other tools that nothing here shows; now the case server-proxy.test.ts runs (a proxied
//   server-sent events stream arrives in one late batch once gzip takes it on). Not a new run; no test here.
// - guide/basic/server, "By default the servers listen on 0.0.0.0, which means on every network interface": 0.0.0.0 is
//   IPv4 only; the dev server answers at 127.0.0.1 and refuses connections at ::1. Now "every IPv4 address".
// - guide/basic/server, "the HTML fallback answers every request that accepts HTML" (so pushed middleware only sees other
//   requests): only GET and HEAD requests fall back; a POST that accepts HTML reaches a pushed middleware.
// - guide/basic/server, fallback step 3 "Anything else → index.html": only when the output root has an index.html;
//   with a single `main` entry, an unknown page path gets 404 in the dev server.
// - guide/basic/server, "restarts by itself when the configuration file or a .env file changes": core 0.5.9 watches
//   the config file and the .env files that existed at startup (cli/init.ts: envs.filePaths, filtered by isFileSync;
//   config.ts watchFiles with ignoreInitial), so a .env created later does not restart it. Source, as
//   guide/basic/cli says; cli.test.ts runs the restart on an existing .env file. No new test.
//
// @rsbuild/plugin-rem 0.5.9 is not installable here (the registry serves other 0.5 versions). Its runtime is the string
// that genJSTemplate of its 0.5.9 source (packages/plugin-rem/src/AutoSetRootFontSizePlugin.ts) returns for the default
// options, written out below; a stand-in plugin unshifts it into `assetTags.scripts` in the HTML plugin's
// alterAssetTags hook, as AutoSetRootFontSizePlugin does (see rem-guide.test.ts and review86a.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULTS, genJSTemplate } from './lib/rem-runtime';
import { ask, build, devServer, launchBrowser, page, pageSays, previewServer, project, reach, remRuntimeProject } from './topics-support';

test('guide/advanced/rem rootFontSize "as long as it is not above maxRootFontSize" + Limits "Inside an iframe, that window is the frame: with the defaults, a page in a 300 px wide iframe gets a root font size of 40 px, whatever the size of the outer window" + widthQueryKey "A page shown in an iframe does not need it" + the table of window widths (checked, unchanged)', async () => {
  const dir = remRuntimeProject({
    // The runtime of pluginRem() and of pluginRem({ rootFontSize: 100 }) (genJSTemplate writes the value as rem2px).
    runtimes: { 'card.html': genJSTemplate(DEFAULTS), 'big.html': genJSTemplate({ ...DEFAULTS, rootFontSize: 100 }) },
    entries: { card: './src/card.js', host: './src/host.js', big: './src/big.js' },
    files: {
      'src/big.js': `document.getElementById('root').innerHTML = '<div id="card" style="width:3rem;height:10px"></div>';\n`,
      // The `card` page gets the runtime; `host` shows it in a 300 px wide iframe.
      'src/card.js': `document.getElementById('root').innerHTML = '<div id="card" style="width:6rem;height:10px"></div>';\n`,
      'src/host.js': `document.getElementById('root').innerHTML = '<iframe id="frame" src="/card.html" style="width:300px;height:200px;border:0"></iframe>';\n`,
    },
  });
  assert.equal(build(dir).code, 0);
  const server = await previewServer(dir);
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await tab.goto(`${server.url}/host.html`);
    await tab.waitForFunction(() => {
      const frame = document.getElementById('frame') as HTMLIFrameElement | null;
      return Boolean(frame?.contentDocument?.getElementById('card'));
    });
    const framed = await tab.evaluate(() => {
      const frame = (document.getElementById('frame') as HTMLIFrameElement).contentWindow as Window & { ROOT_FONT_SIZE?: number };
      return {
        outer: window.innerWidth,
        font: frame.document.documentElement.style.fontSize,
        variable: frame.ROOT_FONT_SIZE,
        card: frame.document.getElementById('card')!.getBoundingClientRect().width,
      };
    });
    assert.deepEqual(framed, { outer: 1000, font: '40px', variable: 40, card: 240 });
    // The same page alone in the 1000 px window: the cap, 64 px.
    await tab.goto(`${server.url}/card.html`);
    await tab.waitForSelector('#card');
    assert.equal(await tab.evaluate(() => document.documentElement.style.fontSize), '64px');
    // The guide's table (a 6rem card): 320 px → 42.67 px and 256 px, 414 px → 55.2 px and 331 px, 1280 px → 64 px (capped).
    const table: [number, string, number][] = [];
    for (const width of [320, 414, 1280]) {
      await tab.setViewportSize({ width, height: 700 });
      await tab.goto(`${server.url}/card.html`);
      await tab.waitForSelector('#card');
      const [font, card] = await tab.evaluate(() => [
        Number.parseFloat(document.documentElement.style.fontSize),
        document.getElementById('card')!.getBoundingClientRect().width,
      ]);
      table.push([width, font.toFixed(2), Math.round(card)]);
    }
    assert.deepEqual(table, [
      [320, '42.67', 256],
      [414, '55.20', 331],
      [1280, '64.00', 384],
    ]);
    // rootFontSize: 100 alone, in a 375 px window: capped at the default maxRootFontSize, 64 px (3rem is 192 px).
    await tab.setViewportSize({ width: 375, height: 700 });
    await tab.goto(`${server.url}/big.html`);
    await tab.waitForSelector('#card');
    assert.deepEqual(
      await tab.evaluate(() => [document.documentElement.style.fontSize, document.getElementById('card')!.getBoundingClientRect().width]),
      ['64px', 192],
    );
  } finally {
    await browser.close();
    await server.stop();
  }

  const en = page('en', 'guide/advanced/rem');
  assert.ok(
    en.includes(
      'Inside an iframe, that window is the frame: with the defaults, a page in a 300 px wide iframe gets a root font size of 40 px, whatever the size of the outer window.',
    ),
  );
  assert.ok(en.includes('A page shown in an iframe does not need it: the script runs inside the frame and measures the frame.'));
  assert.ok(!en.includes('The runtime only measures the screen.'));
  assert.ok(!en.includes('pages embedded in a frame of known width'));
  assert.ok(en.includes('as long as it is not above `maxRootFontSize`: `rootFontSize: 100` alone gives 64 px on a 375 px screen'));
});

test('guide/basic/server "Text responses (HTML, CSS, JavaScript, JSON, XML) of at least 1024 bytes are compressed with gzip when the browser accepts it; smaller responses ... and +json types ... are sent as they are": rsbuild dev gzips a 2,000-byte .txt only', async () => {
  const big = 'x'.repeat(2000);
  const dir = project({
    'src/index.js': "console.log('compress');\n",
    'public/big.txt': big,
    'public/small.txt': 'x'.repeat(500),
    'public/app.webmanifest': JSON.stringify({ name: big }),
  });
  const server = await devServer(dir);
  const seen: Record<string, string | undefined> = {};
  try {
    for (const file of ['big.txt', 'small.txt', 'app.webmanifest']) {
      const a = await ask(server.port, `/${file}`, { client: 'fetch', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(a.status, 200);
      seen[file] = a.headers['content-encoding'];
    }
  } finally {
    await server.stop();
  }
  assert.deepEqual(seen, { 'big.txt': 'gzip', 'small.txt': undefined, 'app.webmanifest': undefined });

  pageSays(
    'guide/basic/server',
    {
      en: 'Text responses (HTML, CSS, JavaScript, JSON, XML) of at least 1024 bytes are compressed with gzip when the browser accepts it; smaller responses, images, fonts and `+json` types such as the manifest of a `.webmanifest` file are sent as they are.',
      zh: '浏览器支持 gzip 时，不小于 1024 字节的文本类响应（HTML、CSS、JavaScript、JSON、XML）会被压缩；更小的响应、图片、字体，以及 `.webmanifest` 文件这类以 `+json` 结尾的类型，则原样发送。',
    },
    { en: 'Responses are compressed with gzip when the browser accepts it.', zh: '当浏览器支持时，响应会使用 gzip 压缩。' },
  );
});

test('guide/basic/server "every IPv4 address of your machine (IPv6 addresses such as ::1 are not served)" + "the HTML fallback answers every GET or HEAD request that accepts HTML as soon as the build has an index.html" + "Anything else → the index.html at the root of the output, if there is one; without it, the request gets 404"', async () => {
  const pushed = `export default {
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.push((req, res) => res.end('pushed'));
      },
    ],
  },
};
`;
  const withIndex = project({ 'src/index.js': "console.log('index');\n", 'rsbuild.config.mjs': pushed });
  const mainOnly = project({
    'src/main.js': "console.log('main');\n",
    'rsbuild.config.mjs': "export default { source: { entry: { main: './src/main.js' } } };\n",
  });
  const [a, b] = await Promise.all([devServer(withIndex), devServer(mainOnly)]);
  try {
    const html = { accept: 'text/html' };
    const get = await ask(a.port, '/settings/profile', { client: 'fetch', headers: html });
    assert.equal(get.status, 200);
    assert.match(get.text, /<div id="root"><\/div>/);
    // A POST that accepts HTML, and a GET that asks for JSON, reach the pushed middleware.
    assert.equal((await ask(a.port, '/settings/profile', { client: 'fetch', method: 'POST', headers: html })).text, 'pushed');
    assert.equal((await ask(a.port, '/settings/profile', { client: 'fetch', headers: { accept: 'application/json' } })).text, 'pushed');
    // Without an index.html at the output root, an unknown page path gets 404; the page itself is served.
    assert.equal((await ask(b.port, '/settings/profile', { client: 'fetch', headers: html })).status, 404);
    assert.equal((await ask(b.port, '/main', { client: 'fetch', headers: html })).status, 200);
    // The default host 0.0.0.0: 127.0.0.1 answers, ::1 refuses the connection.
    assert.deepEqual([await reach('127.0.0.1', a.port), await reach('::1', a.port)], ['200', 'ECONNREFUSED']);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }

  pageSays(
    'guide/basic/server',
    {
      en: 'which means on every IPv4 address of your machine (IPv6 addresses such as `::1` are not served)',
      zh: '也就是本机所有的 IPv4 地址（`::1` 这类 IPv6 地址不会响应）',
    },
    { en: 'which means on every network interface of your machine', zh: '也就是本机的所有网络接口' },
  );
  pageSays(
    'guide/basic/server',
    {
      en: 'answers every `GET` or `HEAD` request that accepts HTML as soon as the build has an `index.html`',
      zh: '只要产物里有 `index.html`，HTML 回退（见下文）就会响应所有接受 HTML 的 `GET` 或 `HEAD` 请求',
    },
    { en: 'answers every request that accepts HTML', zh: '会响应所有接受 HTML 的请求' },
  );
  pageSays(
    'guide/basic/server',
    {
      en: '3. Anything else → the `index.html` at the root of the output, if there is one; without it, the request gets 404.',
      zh: '3. 其他路径 → 产物根目录下的 `index.html`（如果存在）；没有它时，请求会得到 404。',
    },
    { en: '3. Anything else → `index.html`.', zh: '3. 其他路径 → `index.html`。' },
  );
});
