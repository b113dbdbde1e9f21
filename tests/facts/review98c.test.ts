// Facts behind the accuracy review of session 98 (slice c): guide/basic/html-template, config/html/mount-id,
// config/html/script-loading, config/security/nonce, config/performance/dns-prefetch, config/performance/preconnect and
// config/performance/print-file-size, in both languages. Each test names the page and the sentence it backs, checks that
// both languages say it, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fix:
// - config/security/nonce, "It is not added to": the page said the nonce is not added to `<link>` tags, "whether
//   written into the HTML or added at runtime for the CSS of an async chunk", with no exception. One runtime-created
//   link does get it: the `<link rel="prefetch">` that Rspack 0.5.9's prefetch runtime adds for an `import()` with a
//   `/* webpackPrefetch: true */` comment (its `__webpack_require__.F.j` sets `nonce` from `__webpack_require__.nc`,
//   which the module of core/src/rspack/HtmlNoncePlugin.ts 27-33 fills). The page now says so. Run: a build with such
//   an import, loaded in Chromium with every added element recorded: the prefetch link carries the nonce, the
//   runtime's script of the same chunk too, and the stylesheet link of an async chunk's CSS still has none.
//
// Confirmed by a run, no change:
// - guide/basic/html-template, "In development, the dev server serves the same page from memory, unminified and with
//   the hot update client script added": the HMR client is an extra entry (core/src/provider/devMiddleware.ts 10-18),
//   split into a vendors chunk of its own, so the dev page loads one more deferred script than the built page, before
//   the entry's script (test 2).
// - config/html/script-loading, Caveats, "A `scriptLoading` set in tools.htmlPlugin overrides it": tools.htmlPlugin is
//   merged over Rsbuild's HTML plugin options (core/src/plugins/html.ts 276-286); with html.scriptLoading 'module' and
//   tools.htmlPlugin { scriptLoading: 'blocking' } the build writes a plain <script src> after the stylesheet (test 3).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, project, sharedBrowser, staticHost, waitFor } from './topics-support';

const browser = sharedBrowser();

test('config/security/nonce "Only the <link rel="prefetch"> that the runtime adds for an import() with a /* webpackPrefetch: true */ comment gets the nonce"', async (t) => {
  pageSays('config/security/nonce', {
    en: 'Only the `<link rel="prefetch">` that the runtime adds for an `import()` with a `/* webpackPrefetch: true */` comment gets the nonce.',
    zh: '只有运行时为带 `/* webpackPrefetch: true */` 注释的 `import()` 添加的 `<link rel="prefetch">` 会带上 nonce。',
  });
  // The sentence the fix extends is still there (review87l.test.ts backs it).
  pageSays('config/security/nonce', {
    en: 'whether written into the HTML or added at runtime for the CSS of an async chunk.',
    zh: '无论它写在 HTML 中，还是在运行时为异步 chunk 的 CSS 添加。',
  });

  const dir = project({
    'rsbuild.config.mjs': "export default { security: { nonce: 'N0NCE' } };\n",
    'src/index.js': [
      "import('./styled.js');",
      "setTimeout(() => import(/* webpackPrefetch: true */ './later.js').then(() => { window.done = true; }), 500);",
      '',
    ].join('\n'),
    'src/styled.js': "import './styled.css';\nexport const styled = 1;\n",
    'src/styled.css': '.styled { color: red; }\n',
    'src/later.js': 'export const later = 1;\n',
  });
  build(dir);
  // The runtime's prefetch code reads the nonce that Rsbuild's entry module sets.
  assert.match(distText(dir, /^static\/js\/index\..*\.js$/), /\.nc&&\w+\.setAttribute\("nonce",\w+\.nc\),\w+\.rel="prefetch"/);

  const origin = await staticHost(t, path.join(dir, 'dist'));
  const page = await browser().newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLElement && ['SCRIPT', 'LINK'].includes(n.tagName))
              w.seen.push(
                `${n.tagName.toLowerCase()}${n.tagName === 'LINK' ? `[${n.getAttribute('rel')}]` : ''}[${n.getAttribute('href') ?? n.getAttribute('src')}] nonce=${n.nonce || '-'}`,
              );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/`);
    assert.ok(await waitFor(() => page.evaluate(() => (window as unknown as { done?: boolean }).done === true)));
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const text = seen.join('\n');
    assert.ok(
      seen.some((e) => /^link\[prefetch\]\[\/static\/js\/async\/[^\]]+\] nonce=N0NCE$/.test(e)),
      `the prefetch link has the nonce:\n${text}`,
    );
    assert.ok(
      seen.some((e) => /^script\[\/static\/js\/async\/[^\]]+\] nonce=N0NCE$/.test(e)),
      `the async chunk's script has it:\n${text}`,
    );
    assert.ok(
      seen.some((e) => /^link\[stylesheet\]\[\/static\/css\/async\/[^\]]+\] nonce=-$/.test(e)),
      `the stylesheet link of the async chunk's CSS has none:\n${text}`,
    );
  } finally {
    await page.close();
  }
});

test('guide/basic/html-template "In development, the dev server serves the same page from memory, unminified and with the hot update client script added"', async () => {
  pageSays('guide/basic/html-template', {
    en: 'In development, the dev server serves the same page from memory, unminified and with the hot update client script added.',
    zh: '在开发模式下，开发服务器会从内存中提供同样的页面，不进行压缩，并额外加入热更新客户端的脚本。',
  });
  const dir = project({ 'src/index.js': "document.body.dataset.app = 'yes';\n" });
  build(dir);
  const built = distText(dir, /^index\.html$/);
  assert.deepEqual(built.match(/<script[^>]*>/g), [built.match(/<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js">/)?.[0]]);
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    assert.ok(html.includes('\n  <body>\n    <div id="root"></div>'), `unminified:\n${html}`);
    const srcs = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    assert.equal(srcs.length, 2, html);
    assert.equal(srcs[1], '/static/js/index.js');
    const client = await (await fetch(`${server.url}${srcs[0]}`)).text();
    assert.ok(srcs[0].startsWith('/static/js/vendors-'), srcs[0]);
    assert.ok(!client.includes('dataset.app') && client.includes('[HMR] connected.'), 'the added script is the HMR client');
  } finally {
    await server.stop();
  }
});

test('config/html/script-loading "A scriptLoading set in tools.htmlPlugin overrides it"', () => {
  pageSays('config/html/script-loading', {
    en: 'A `scriptLoading` set in [tools.htmlPlugin](/config/tools/html-plugin) overrides it.',
    zh: '在 [tools.htmlPlugin](/zh/config/tools/html-plugin) 中设置的 `scriptLoading` 会覆盖它。',
  });
  const dir = project({
    'src/index.js': "import './index.css';\ndocument.body.dataset.app = 'yes';\n",
    'src/index.css': '.app { color: red; }\n',
    'rsbuild.config.mjs': "export default { html: { scriptLoading: 'module' }, tools: { htmlPlugin: { scriptLoading: 'blocking' } } };\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  // 'blocking' wins over html.scriptLoading 'module': a plain script, in <head> after the stylesheet.
  assert.match(
    html,
    /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet"><script src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head>/,
    html,
  );
  assert.doesNotMatch(html, /type="module"|defer/);
});
