// Facts behind the third accuracy review (session 90, slice d): plugins/list/plugin-assets-retry and
// config/output/clean-dist-path, in both languages. Each test names the page and the sentence it backs.
//
// - plugins/list/plugin-assets-retry, "How it works": "The script listens to the error events of the page in the
//   capture phase, so it sees failed loads of elements before the page's own handlers do." The runtime listens on
//   document in the capture phase (src/runtime/index.ts 252-277): it runs before the element's own handlers (an
//   onerror attribute), but a capture listener on window, as monitoring SDKs add, runs before it. Run below.
// - plugins/list/plugin-assets-retry, "How it works" step 3 and Limits "Blocking scripts use document.write": "for a
//   blocking <script>, it writes the new tag with document.write" and "This matters if you set html.scriptLoading to
//   'blocking'". The runtime takes every <script> whose async and defer are false for blocking (runtime/index.ts
//   204-207, 139-145), and html.scriptLoading 'module' (a value of 0.5.9, shared/src/types/config/html.ts 11) writes
//   <script type="module"> without either attribute. Such a script fails after parsing, and document.write then
//   replaces the whole page with one that holds only the retried (classic) script: #root and the app are gone. Run
//   below on a 0.5.9 build.
// - plugins/list/plugin-assets-retry, crossOrigin: "When you set html.crossorigin, the retried tags get the same
//   attribute as the original ones". The plugin passes html.crossorigin to the runtime when crossOrigin is not set
//   (plugin-assets-retry/src/index.ts 23-26), but 0.5.9's HtmlCrossOriginPlugin leaves the attribute off the injected
//   tags when the asset prefix is the default '/' or 'auto' and the value is not 'use-credentials'
//   (core/src/rspack/HtmlCrossOriginPlugin.ts 25-37): there the original tags have no crossorigin and the retried
//   ones get crossorigin="anonymous". Run below on a 0.5.9 build.
// - plugins/list/plugin-assets-retry, inlineScript: "With a strict Content Security Policy that forbids inline scripts, a
//   separate file is the only choice." Only for a policy that allows the file by its origin: 0.5.9's HtmlNoncePlugin
//   adds security.nonce to the script tags in its own alterAssetTagGroups tap (core/src/rspack/HtmlNoncePlugin.ts
//   34-49), which runs before the plugin's (registered later, through modifyBundlerChain), so the retry tag, inline or
//   with src, has no nonce, and a nonce-based policy blocks both. Run below with a stand-in registered the same way;
//   the plugin rebuilt from its 0.5.9 source (see below) gave the same tags, in production and in rsbuild dev.
// - plugins/list/plugin-assets-retry, onSuccess: "domain is the domain the file finally came from". It is
//   findCurrentDomain(url, config.domain) of the loaded URL (runtime/index.ts 21-30, 236): the matching entry of the
//   domain list, or the whole URL when the list is empty. Run below.
// - plugins/list/plugin-assets-retry, Micro-frontends: "Add the domains of the sub-applications' files to its domain
//   list, otherwise their URLs do not match and are not retried." Only when the list is set: with the default empty
//   list every failed URL is retried (runtime/index.ts 176-184, 286-288). Run below.
// - plugins/list/plugin-assets-retry, Micro-frontends: with two copies of the runtime, "two listeners react to the
//   same failure, and each requests the file again". In Chromium each listener retries, but the effect is not two
//   requests: a deferred script gets two new <script> elements (one network request) and runs twice; an image gets its
//   src set twice (one request) and data-rsbuild-retry-times 2, so it uses up max twice as fast (runtime/index.ts
//   139-155, 187, 211). Run below.
//
// @rsbuild/plugin-assets-retry 0.5.9 is not installable here (the registry holds 0.5.4, which has no minify option):
// as in common-problems-round29c.test.ts, the tests put the 0.5.9 runtime (tests/facts/fixtures, compiled with esbuild)
// where the plugin puts it, at the start of <head>, with the options the plugin would serialize into it, and serve the
// build with Playwright's request routing. During the review the 0.5.9 plugin was also rebuilt from its source (runtime
// compiled with the Babel and Terser settings of its scripts/postCompile.js) and run on @rsbuild/core 0.5.9 outside the
// repository; it confirmed, without a change to the pages: runtime.min.js 3,803 bytes (1,438 gzipped, byte-identical
// to the runtime of the published 0.5.4) and runtime.js 7,194 bytes, holding "</script>" once; the inlined script
// 3,475 bytes in a minified production page; minify: false with the inlined script stopping the production build with
// "[html-rspack-plugin]: Parse Error" (exit code 1); inlineScript: false writing static/js/assets-retry.0.5.9.js,
// minified by the production minimizer even with minify: false, loaded by a plain <script src> first in <head>.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { transformSync } from 'esbuild';
import type { BrowserContext } from '@playwright/test';
import { PNG, ROOT, build, pageSays, project, sharedBrowser, waitFor, assetsRetryStandInConfig } from './topics-support';

const browser = sharedBrowser();

const RETRY_RUNTIME = transformSync(
  fs.readFileSync(path.join(ROOT, 'tests/facts/fixtures/plugin-assets-retry-0.5.9-runtime.ts.txt'), 'utf8'),
  { loader: 'ts' },
).code;
const retryScript = (options: string) => `(function(){${RETRY_RUNTIME};init(${options});})()`;

const RETRY = 'plugins/list/plugin-assets-retry';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a build's dist at http://app.test/, failing the first request of its entry script. */
async function serveFlaky(context: BrowserContext, dir: string, requests: string[]): Promise<void> {
  let failed = false;
  await context.route('http://app.test/**', (route) => {
    const url = new URL(route.request().url());
    requests.push(url.pathname);
    if (!failed && /^\/static\/js\/index\.[0-9a-f]{8}\.js$/.test(url.pathname)) {
      failed = true;
      return route.abort('connectionfailed');
    }
    const file = path.join(dir, 'dist', url.pathname === '/' ? 'index.html' : url.pathname);
    return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)], body: fs.readFileSync(file) });
  });
}

/** A 0.5.9 build whose HTML starts <head> with the retry runtime, as the plugin's alterAssetTagGroups hook does. */
function retryApp(options: string, html: string): string {
  const dir = project({
    'src/index.js': "document.getElementById('root').textContent = 'app ok';\n",
    'rsbuild.config.mjs': `export default { html: { ${html} tags: [{ tag: 'script', children: ${JSON.stringify(retryScript(options))}, head: true, append: false }] } };\n`,
  });
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  return dir;
}

test(`${RETRY} "so it sees a failed load before the element's own handlers (such as onerror) do; a capture listener on window, as some monitoring SDKs add, still runs first"`, async () => {
  pageSays(
    RETRY,
    {
      en: "so it sees a failed load before the element's own handlers (such as `onerror`) do; a capture listener on `window`, as some monitoring SDKs add, still runs first.",
      zh: '因此能先于元素自身的事件处理函数（如 `onerror`）发现加载失败；不过 `window` 上的捕获阶段监听器（一些监控 SDK 会添加）仍会先执行。',
    },
    {
      en: "so it sees failed loads of elements before the page's own handlers do.",
      zh: '因此能在页面自身的事件处理函数之前发现元素加载失败。',
    },
  );
  const html = `<!doctype html><html><head><script>window.order = [];${retryScript("{ max: 1, crossOrigin: false, onRetry: function (c) { window.order.push('retry ' + c.tagName); } }")}</script><script>window.addEventListener('error', function (e) { if (e.target !== window) window.order.push('window capture'); }, true);</script></head><body><img src="http://cdn.test/gone.png" onerror="window.order.push('onerror')"></body></html>`;
  const context = await browser().newContext();
  try {
    await context.route('http://cdn.test/**', (route) => route.abort('connectionfailed'));
    await context.route('http://app.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto('http://app.test/');
    const order = async () => page.evaluate(() => (window as unknown as { order: string[] }).order);
    assert.ok(await waitFor(async () => (await order()).length === 5, 10_000), JSON.stringify(await order()));
    // first failure: window capture, the retry runtime, the element's onerror; the retry fails too (max 1): no retry
    assert.deepEqual(await order(), ['window capture', 'retry img', 'onerror', 'window capture', 'onerror']);
  } finally {
    await context.close();
  }
});

test(`${RETRY} step 3 and Limits "for any other <script>, a blocking one or a type="module" one, it writes the new tag with document.write" / "breaks 'module'": with html.scriptLoading 'module' a failed entry script is retried with document.write, which replaces the page; with the default 'defer' the retry is appended and the app starts`, async () => {
  pageSays(
    RETRY,
    {
      en: 'for any other `<script>`, a blocking one or a `type="module"` one, it writes the new tag with `document.write`.',
      zh: '对于其他 `<script>`（阻塞式的，或 `type="module"` 的），使用 `document.write` 写入新标签。',
    },
    { en: 'for a blocking `<script>`, it writes the new tag', zh: '对于阻塞式的 `<script>`，使用' },
  );
  pageSays(
    RETRY,
    {
      en: "to `'blocking'`, and breaks `'module'`: a module script has neither attribute and fails after parsing, so its retry replaces the whole page with an empty one that holds only the retried script.",
      zh: "设为 `'module'` 时则会出问题：模块脚本不带这两个属性，而且在解析结束后才加载失败，重试会把整个页面替换成只含这个重试脚本的空白页面。",
    },
    {
      en: "This matters if you set [html.scriptLoading](/config/html/script-loading) to `'blocking'`.",
      zh: "如果你将 [html.scriptLoading](/zh/config/html/script-loading) 设置为 `'blocking'`，就需要注意这一点。",
    },
  );
  const open = async (dir: string) => {
    const context = await browser().newContext();
    try {
      const requests: string[] = [];
      await serveFlaky(context, dir, requests);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('http://app.test/', { waitUntil: 'commit' });
      const root = () => page.evaluate(() => document.getElementById('root')?.textContent ?? null);
      // the app has started, or its retried entry script has run and failed
      assert.ok(await waitFor(async () => errors.length > 0 || (await root()) === 'app ok', 10_000), requests.join('\n'));
      return {
        errors,
        requests: requests.filter((p) => p.startsWith('/static/js/index.')).length,
        ...(await page.evaluate(() => ({
          root: document.getElementById('root')?.textContent ?? null,
          scripts: [...document.scripts].map((s) => `${s.parentElement?.tagName} ${s.type || '-'} ${s.dataset.rsbuildRetryTimes ?? '-'}`),
        }))),
      };
    } finally {
      await context.close();
    }
  };
  const module = retryApp('{ crossOrigin: false }', "scriptLoading: 'module',");
  assert.match(
    fs.readFileSync(path.join(module, 'dist/index.html'), 'utf8'),
    /<script type="module" src="\/static\/js\/index\.[0-9a-f]{8}\.js">/,
  );
  // the whole document is replaced: no #root, no retry runtime, only the retried script, without type="module"
  // the whole document is replaced: no #root and no retry runtime, only the retried script, without type="module";
  // it runs and finds no #root
  assert.deepEqual(await open(module), {
    errors: ["Cannot set properties of null (setting 'textContent')"],
    requests: 2,
    root: null,
    scripts: ['HEAD - 1'],
  });
  assert.deepEqual(await open(retryApp('{ crossOrigin: false }', '')), {
    errors: [],
    requests: 2,
    root: 'app ok',
    scripts: ['HEAD - -', 'HEAD - -', 'BODY - 1'],
  });
});

test(`${RETRY} crossOrigin "the retried tags get its value without further configuration, even where Rsbuild leaves the attribute off the original tags (with the default assetPrefix)"`, async () => {
  pageSays(
    RETRY,
    {
      en: "the retried tags get its value without further configuration, even where Rsbuild leaves the attribute off the original tags (with the default `assetPrefix`, whose files share the page's origin).",
      zh: '重试的标签会自动使用这个值，无需额外配置，即使原标签因与页面同源（默认的 `assetPrefix`）而没有该属性。',
    },
    { en: 'the retried tags get the same attribute as the original ones', zh: '重试的标签会自动获得与原标签相同的属性' },
  );
  // the plugin passes html.crossorigin ('anonymous') as crossOrigin when the option is not set (src/index.ts 23-26)
  const dir = retryApp("{ crossOrigin: 'anonymous' }", "crossorigin: 'anonymous',");
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  const context = await browser().newContext();
  try {
    const requests: string[] = [];
    await serveFlaky(context, dir, requests);
    const page = await context.newPage();
    await page.goto('http://app.test/');
    await page.waitForFunction(() => document.getElementById('root')?.textContent === 'app ok');
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
        (s) => `${s.dataset.rsbuildRetryTimes ?? 'original'} ${s.getAttribute('crossorigin') ?? 'none'}`,
      ),
    );
    assert.deepEqual(tags, ['original none', '1 anonymous']);
  } finally {
    await context.close();
  }
});

test(`${RETRY} inlineScript "the policy must allow it by its origin ('self' or the CDN): 0.5.9 does not give the plugin's tag the nonce of security.nonce, inline or not"`, () => {
  pageSays(
    RETRY,
    {
      en: "the policy must allow it by its origin (`'self'` or the CDN): 0.5.9 does not give the plugin's tag the nonce of [security.nonce](/config/security/nonce), inline or not.",
      zh: '无论是否内联，0.5.9 都不会给插件的标签加上 [security.nonce](/zh/config/security/nonce) 的 nonce。',
    },
    {
      en: 'With a strict Content Security Policy that forbids inline scripts, a separate file is the only choice.',
      zh: '如果严格的内容安全策略（CSP）禁止内联脚本，就只能使用单独的文件。',
    },
  );
  // A stand-in registered the way the plugin registers AssetsRetryPlugin (src/index.ts 12-36: modifyBundlerChain,
  // chain.plugin(CHAIN_ID.PLUGIN.ASSETS_RETRY)) and adding its tag the way AssetsRetryPlugin does (AssetsRetryPlugin.ts
  // 97-119: compilation hook, alterAssetTagGroups.tapPromise, headTags.unshift of generateScriptTag()), once inline
  // and once with src, as inlineScript true and false do.
  const dir = project({
    'src/index.js': "document.getElementById('root').textContent = 'app ok';\n",
    'rsbuild.config.mjs': assetsRetryStandInConfig("security: { nonce: 'abc123' }, output: { minify: false },"),
  });
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const tags = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').match(/<script[^>]*>/g) ?? [];
  assert.deepEqual(
    tags.map((t) => t.replace(/\.[0-9a-f]{8}\.js/, '.[hash].js')),
    [
      '<script type="text/javascript">',
      '<script type="text/javascript" src="/static/js/assets-retry.0.5.9.js">',
      '<script defer src="/static/js/index.[hash].js" nonce="abc123">',
    ],
  );
});

test(`${RETRY} onSuccess "domain is the entry of domain the file finally came from (the whole URL when that list is empty)"`, async () => {
  pageSays(
    RETRY,
    {
      en: 'and `domain` is the entry of [domain](#domain) the file finally came from (the whole URL when that list is empty):',
      zh: '`domain` 是文件最终加载成功时所用的 [domain](#domain) 列表项（列表为空时为完整的 URL）：',
    },
    { en: 'and `domain` is the domain the file finally came from:', zh: '`domain` 是文件最终加载成功时所用的域名：' },
  );
  const success = async (domain: string) => {
    const options = `{ crossOrigin: false, domain: ${domain}, onSuccess: function (c) { window.success = c.domain + ' ' + c.times; } }`;
    const html = `<!doctype html><html><head><script>${retryScript(options)}</script></head><body><img src="http://cdn1.test/a.png"></body></html>`;
    const context = await browser().newContext();
    try {
      let failed = false;
      await context.route(/^http:\/\/cdn[12]\.test\//, (route) => {
        if (!failed) {
          failed = true;
          return route.abort('connectionfailed');
        }
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      });
      await context.route('http://app.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
      const page = await context.newPage();
      await page.goto('http://app.test/');
      await page.waitForFunction(() => (window as unknown as { success?: string }).success);
      return await page.evaluate(() => (window as unknown as { success: string }).success);
    } finally {
      await context.close();
    }
  };
  assert.equal(await success("['cdn1.test', 'cdn2.test']"), 'cdn2.test 1');
  assert.equal(await success('[]'), 'http://cdn1.test/a.png 1');
});

test(`${RETRY} Micro-frontends "If you set its domain list, add the domains of the sub-applications' files to it, otherwise their URLs do not match and are not retried"`, async () => {
  pageSays(
    RETRY,
    {
      en: "If you set its `domain` list, add the domains of the sub-applications' files to it, otherwise their URLs do not match and are not retried.",
      zh: '如果设置了它的 `domain` 列表，请把子应用文件所在的域名也加进去，否则这些 URL 匹配不上，不会被重试。',
    },
    {
      en: "Add the domains of the sub-applications' files to its `domain` list, otherwise",
      zh: '请把子应用文件所在的域名加入它的 `domain` 列表，否则',
    },
  );
  // An image of a sub-application, added to the main page, fails once: how often is it requested, from either domain?
  const requests = async (domain: string) => {
    const options = `{ crossOrigin: false, domain: ${domain} }`;
    const html = `<!doctype html><html><head><script>${retryScript(options)}</script></head><body><script>var img = document.createElement('img'); img.src = 'http://sub.test/logo.png'; img.onload = img.onerror = function () { window.settled = (window.settled || 0) + 1; }; document.body.appendChild(img);</script></body></html>`;
    const context = await browser().newContext();
    try {
      let count = 0;
      // the main application's domain serves the same files: a retry may go there
      await context.route(/^http:\/\/(sub|main)\.test\//, (route) => {
        count += 1;
        return count === 1 ? route.abort('connectionfailed') : route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      });
      await context.route('http://app.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
      const page = await context.newPage();
      await page.goto('http://app.test/');
      // settled once: the failure; twice: the failure and the retry's load
      await page.waitForFunction(() => (window as unknown as { settled?: number }).settled);
      if (domain !== "['main.test']") await page.waitForFunction(() => (window as unknown as { settled: number }).settled === 2);
      await page.waitForLoadState('load');
      const retried = await page.evaluate(() => document.images[0].dataset.rsbuildRetryTimes ?? 'not retried');
      return `${count} ${retried}`;
    } finally {
      await context.close();
    }
  };
  assert.equal(await requests("['main.test']"), '1 not retried');
  assert.equal(await requests("['main.test', 'sub.test']"), '2 1');
  assert.equal(await requests('[]'), '2 1');
});

test(`${RETRY} Micro-frontends "two listeners react to the same failure and each retries it: a failed script is added again twice and runs twice, and an image counts two retries per failure"`, async () => {
  pageSays(
    RETRY,
    {
      en: 'two listeners react to the same failure and each retries it: a failed script is added again twice and runs twice, and an image counts two retries per failure.',
      zh: '并且各自重试一次：失败的脚本会被重新插入两次、执行两次，图片每失败一次则会记两次重试。',
    },
    {
      en: 'two listeners react to the same failure, and each requests the file again.',
      zh: '并且各自重新请求一次文件。',
    },
  );
  // the retry runtime twice in one page, as when a framework runs a sub-application's copy in the main page
  const copy = `<script>${retryScript('{ crossOrigin: false }')}</script>`;
  const html = `<!doctype html><html><head>${copy}${copy}<script defer src="http://cdn.test/app.js"></script></head><body><img src="http://cdn.test/logo.png"></body></html>`;
  const context = await browser().newContext();
  try {
    const failed = new Set<string>();
    await context.route('http://cdn.test/**', (route) => {
      const url = route.request().url();
      if (!failed.has(url)) {
        failed.add(url);
        return route.abort('connectionfailed');
      }
      return url.endsWith('.png')
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG })
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.ran = (window.ran || 0) + 1;' });
    });
    await context.route('http://app.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto('http://app.test/');
    await page.waitForFunction(() => (window as unknown as { ran?: number }).ran === 2 && document.images[0].complete);
    const state = await page.evaluate(() => ({
      ran: (window as unknown as { ran: number }).ran,
      retriedScripts: [...document.querySelectorAll<HTMLScriptElement>('body > script')].map((s) => s.dataset.rsbuildRetryTimes),
      image: document.images[0].dataset.rsbuildRetryTimes,
    }));
    assert.deepEqual(state, { ran: 2, retriedScripts: ['1', '1'], image: '2' });
  } finally {
    await context.close();
  }
});
