// Facts behind the accuracy review of session 97 (slice g): config/output/override-browserslist,
// config/performance/chunk-split, config/performance/prefetch and config/performance/preload, in both languages. Each
// test names the page and the sentence it backs, checks that both languages say it and that the old wording is gone,
// then runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fix:
// - config/performance/prefetch, "Are lazily loaded routes prefetched out of the box?": the section said that with
//   prefetch tags "once the first page has loaded, the browser downloads the code of every ... route" and that with
//   `prefetch: true` Chromium "downloads all three once the page has loaded" (zh 首页加载完后 / 页面加载完就会). The tags
//   are plain <link rel="prefetch"> in <head> (core/src/rspack/preload/HtmlPreloadOrPrefetchPlugin.ts 209-224), and
//   Chromium does not wait for the load: it requests them at the lowest priority (CDP initialPriority VeryLow) while
//   the page's own script is still loading, as the intro of the same page already says (run of review91e.test.ts).
//   The earlier run of this sentence (common-problems-round26e.test.ts) only counted the requests after the load
//   event. Now "so while the first page loads, the browser also downloads the code of every ... route" and "with
//   `prefetch: true` it requests all three while the page's own script is still loading, at the lowest priority".
//   Test 1: the three-route app of that run, rsbuild preview, Chromium with 150 ms of emulated latency; no route chunk
//   is requested without the option; with it, each is requested at VeryLow before the entry script has finished
//   loading.
//
// Doubtful claim confirmed by a run, kept as a test (no change to the page):
// - config/performance/prefetch, "webpackPrefetch and webpackPreload magic comments do not show up in the HTML": "the
//   bundler's runtime inserts <link rel="prefetch"> into the page once the entry's script has started" and
//   "/* webpackPreload: true */ on an import() inside a lazy-loaded chunk makes the runtime add <link rel="preload">
//   for the child when that chunk loads". common-problems-round16b.test.ts shows the runtime code is in the bundle;
//   test 2 shows it act in Chromium: after load the page holds <link rel="prefetch" as="script"> for the chunk of the
//   webpackPrefetch import and has requested it, and once the lazy chunk is loaded a <link rel="preload"
//   as="script"> for its webpackPreload child appears and the child is requested, though neither chunk's import() ran.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, previewServer, project, sharedBrowser, waitFor } from './topics-support';
import { openRecordingRequests, type SeenRequest } from './request-recorder';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch

test('config/performance/prefetch "so while the first page loads, the browser also downloads the code of every route" + "with prefetch: true it requests all three while the page\'s own script is still loading, at the lowest priority": no route chunk is requested by default; with the option each goes out at VeryLow before index.js has loaded', async () => {
  pageSays(
    'config/performance/prefetch',
    {
      en: 'so while the first page loads, the browser also downloads the code of every',
      zh: '所以首页加载时，浏览器会顺带把每个',
    },
    {
      en: 'so once the first page has loaded, the browser downloads the code of every',
      zh: '所以首页加载完后，浏览器会把每个',
    },
  );
  pageSays(
    'config/performance/prefetch',
    {
      en: "with `prefetch: true` it requests all three while the page's own script is still loading, at the lowest priority, which is what Vue CLI does.",
      zh: '加上 `prefetch: true` 后，页面自己的脚本还没加载完，三个 chunk 就已经以最低优先级发出请求，也就是 Vue CLI 的表现。',
    },
    {
      en: 'with `prefetch: true` it downloads all three once the page has loaded',
      zh: '页面加载完就会把三个都下载下来',
    },
  );
  const files = {
    'src/index.js': [
      'document.body.innerHTML = \'<a id="a">a</a><a id="b">b</a><a id="c">c</a>\';',
      "document.querySelector('#a').onclick = () => import('./routes/a.js');",
      "document.querySelector('#b').onclick = () => import('./routes/b.js');",
      "document.querySelector('#c').onclick = () => import('./routes/c.js');",
      '',
    ].join('\n'),
    'src/routes/a.js': "document.title = 'route a';\n",
    'src/routes/b.js': "document.title = 'route b';\n",
    'src/routes/c.js': "document.title = 'route c';\n",
  };
  const firstScreen = async (config: string): Promise<{ chunks: string[]; requests: SeenRequest[] }> => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    build(dir);
    const chunks = distFiles(dir)
      .filter((f) => /^static\/js\/async\/.*\.js$/.test(f))
      .map((f) => `/${f}`);
    assert.equal(chunks.length, 3, chunks.join());
    const server = await previewServer(dir);
    const page = await browser().newPage();
    try {
      // Every response takes at least 150 ms, so a request that waited for another one starts after it finished.
      const all = await openRecordingRequests(page, `${server.url}/`);
      const settled = (): boolean => {
        const entry = all().find((r) => /^\/static\/js\/index\./.test(r.path));
        const routes = all().filter((r) => chunks.includes(r.path));
        return Boolean(entry?.done) && routes.every((r) => r.done) && (config.includes('prefetch') ? routes.length === 3 : true);
      };
      await waitFor(settled, config.includes('prefetch') ? 15_000 : 2_000);
      return { chunks, requests: all() };
    } finally {
      await page.close();
      await server.stop();
    }
  };

  const plain = await firstScreen('export default {};\n');
  assert.deepEqual(
    plain.requests.filter((r) => plain.chunks.includes(r.path)),
    [],
    'no route chunk without the option',
  );

  const hinted = await firstScreen('export default { performance: { prefetch: true } };\n');
  const entry = hinted.requests.find((r) => /^\/static\/js\/index\./.test(r.path));
  assert.ok(entry?.done, JSON.stringify(hinted.requests));
  const routes = hinted.requests.filter((r) => hinted.chunks.includes(r.path));
  assert.equal(routes.length, 3, JSON.stringify(hinted.requests));
  for (const r of routes) {
    assert.equal(r.priority, 'VeryLow', `${r.path}: lowest priority`);
    assert.ok(r.done, `${r.path} is downloaded`);
    assert.ok(
      r.sent !== undefined && r.sent < (entry?.done ?? 0),
      `${r.path} is requested before the page's script has loaded: ${JSON.stringify(hinted.requests)}`,
    );
  }
});

test('config/performance/prefetch "the bundler\'s runtime inserts <link rel="prefetch"> into the page once the entry\'s script has started" + "/* webpackPreload: true */ ... makes the runtime add <link rel="preload"> for the child when that chunk loads": both links appear in Chromium, none is in the HTML', async () => {
  pageSays('config/performance/prefetch', {
    en: 'the bundler\'s runtime inserts `<link rel="prefetch">` into the page once the entry\'s script has started. `/* webpackPreload: true */` on an `import()` inside a lazy-loaded chunk makes the runtime add `<link rel="preload">` for the child when that chunk loads.',
    zh: '入口脚本开始执行后，由构建工具的运行时代码向页面插入 `<link rel="prefetch">`。在懒加载 chunk 内部的 `import()` 上写 `/* webpackPreload: true */`，则在该 chunk 加载时，运行时为子 chunk 添加 `<link rel="preload">`。',
  });
  const dir = project({
    'src/index.js': [
      "window.openSettings = () => import(/* webpackPrefetch: true */ './settings');",
      "window.openLazy = () => import('./lazy');",
      '',
    ].join('\n'),
    'src/settings.js': "export default 'settings';\n",
    'src/lazy.js': "export const openChild = () => import(/* webpackPreload: true */ './child');\n",
    'src/child.js': "export default 'child';\n",
  });
  build(dir);
  assert.doesNotMatch(distText(dir, /^index\.html$/), /<link[^>]*(prefetch|preload)/);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const links = (rel: string): Promise<string[]> =>
      page.evaluate((r) => [...document.querySelectorAll(`link[rel="${r}"]`)].map((l) => l.getAttribute('href') ?? ''), rel);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    assert.ok(await waitFor(async () => (await links('prefetch')).length === 1, 5_000), 'a prefetch link');
    const [settings] = await links('prefetch');
    assert.match(settings, /^\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
    assert.ok(await waitFor(() => requested.includes(settings), 5_000), `${settings} is requested: ${requested}`);
    assert.deepEqual(await links('preload'), [], 'no preload before the lazy chunk loads');

    await page.evaluate(() => (window as unknown as { openLazy: () => Promise<unknown> }).openLazy());
    assert.ok(await waitFor(async () => (await links('preload')).length === 1, 5_000), 'a preload link');
    const [child] = await links('preload');
    assert.notEqual(child, settings);
    assert.ok(await waitFor(() => requested.includes(child), 5_000), `${child} is requested: ${requested}`);
    assert.equal(await page.evaluate((href) => document.querySelector(`link[href="${href}"]`)?.getAttribute('as'), child), 'script');
  } finally {
    await page.close();
    await server.stop();
  }
});
