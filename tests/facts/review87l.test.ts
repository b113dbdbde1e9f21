// Facts behind the accuracy review of session 87 (slice l): config/server/print-urls, config/source/tsconfig-path,
// config/server/strict-port, config/source/alias-strategy, config/security/nonce and config/html/app-icon, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/server/print-urls, "Default output": "Which addresses appear depends on server.host" held for the dev server
//   only. The preview server of 0.5.9 computes its URLs without the host (core/src/server/prodServer.ts 190:
//   getAddressUrls({ protocol, port })), so with server.host 'localhost' it still prints the Network line of every
//   interface, as the page's own caveat says of the function's `urls`. Run: dev and preview with host 'localhost'.
// - config/server/print-urls, "Caveats": "Return an array or nothing. Any other return value, such as a single string,
//   fails with the error ..." A falsy value (null, false, 0, '') is treated as nothing: printServerURLs returns
//   before its array check when `!newUrls` (core/src/server/helper.ts 120-128), so the server starts and prints no
//   URL. Only a truthy non-array fails. Run: null and '' start the dev server silently, {} fails ("but got object").
// - config/source/alias-strategy, "prefer-tsconfig": "An import matched by paths resolves to the paths target" and
//   "Imports that paths does not match fall through to source.alias", and the example's comment that the
//   '@common': './src/legacy-common' alias is "Ignored for @common/... imports". When the paths target of a matched
//   import does not exist, the resolver goes on to source.alias: @common/only, missing from src/common but present in
//   src/legacy-common, builds from src/legacy-common. Run: the page's tsconfig.json and config.
// - config/security/nonce, intro and "It is not added to": "to the tags that the bundle creates at runtime". The
//   runtime sets the nonce (__webpack_nonce__) on the <script> tags of async chunks and on style-loader's <style>
//   tags, but the <link rel="stylesheet"> that the runtime adds for the extracted CSS of an async chunk has none.
//   Run: a build with an async chunk that imports CSS, loaded in Chromium, every added element recorded.
// - config/security/nonce, the Express example (server.mjs): `app.get('*', ...)` → `app.use(...)`. With Express 5
//   (`npm install express` installs 5.x; the registry's latest is 5.3.0) the old line stops the server at startup:
//   path-to-regexp 8 rejects a bare `*` ("PathError [TypeError]: Missing parameter name at index 1: *"). A catch-all
//   middleware works with Express 4 and 5. Settled by scratch runs outside the repository (Express 4.22.3 and 5.3.0
//   installed in /tmp, the page's server.mjs against a small dist/: old line crashes on 5, new one answers with the
//   CSP header and the replaced nonce on 4 and 5); Express is no dependency of this site, so no test below.
// - config/html/app-icon, "Example": "The link is the first element that Rsbuild injects into <head>". The links of
//   performance.preconnect and performance.dnsPrefetch come before it: HtmlNetworkPerformancePlugin also unshifts its
//   links into the head tags in alterAssetTagGroups (core/src/rspack/HtmlNetworkPerformancePlugin.ts 50-65) and taps
//   after HtmlAppIconPlugin. Run: a build with appIcon, preconnect, dnsPrefetch, html.tags (append: false), a favicon,
//   html.meta and the title, the <head> read in order.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, devServer, distText, pageSays, previewServer, project, sharedBrowser, staticHost, waitFor } from './topics-support';

const browser = sharedBrowser();

const LAN = (): string[] =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address ?? '');

test('config/server/print-urls "For the dev server, which addresses appear depends on server.host. The preview server of 0.5.9 lists localhost and every IPv4 network address whatever server.host is"', async () => {
  pageSays(
    'config/server/print-urls',
    {
      en: 'For the dev server, which addresses appear depends on [server.host](/config/server/host). The preview server of 0.5.9 lists `localhost` and every IPv4 network address whatever `server.host` is',
      zh: '开发服务器显示哪些地址取决于 [server.host](/zh/config/server/host)；0.5.9 的预览服务器则不论 `server.host` 设置为什么，都会列出 `localhost` 和所有 IPv4 网络地址',
    },
    {
      en: '\nWhich addresses appear depends on [server.host](/config/server/host).',
      zh: '\n显示哪些地址取决于 [server.host](/zh/config/server/host)。',
    },
  );
  const lan = LAN();
  assert.ok(lan.length > 0, 'this machine has a network interface besides loopback');
  const dir = project({
    'src/index.js': "console.log('urls');\n",
    'rsbuild.config.mjs': "export default { server: { host: 'localhost' } };\n",
  });
  const dev = await devServer(dir);
  try {
    assert.match(dev.log(), new RegExp(`> Local: +http://localhost:${dev.port}/`));
    assert.doesNotMatch(dev.log(), /Network/, 'dev with host localhost: only the Local line');
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    assert.match(preview.log(), new RegExp(`> Local: +http://localhost:${preview.port}/`));
    for (const ip of lan) assert.match(preview.log(), new RegExp(`> Network: +http://${ip.replaceAll('.', '\\.')}:${preview.port}/`));
  } finally {
    await preview.stop();
  }
});

test('config/server/print-urls "A falsy return value (undefined, null, false, 0, \'\') prints nothing, like returning nothing. Any other value that is not an array, such as a single string, fails"', async () => {
  pageSays(
    'config/server/print-urls',
    {
      en: "A falsy return value (`undefined`, `null`, `false`, `0`, `''`) prints nothing, like returning nothing. Any other value that is not an array, such as a single string, fails",
      zh: "返回假值（`undefined`、`null`、`false`、`0`、`''`）和不返回一样，什么都不打印。返回其他非数组的值（例如单个字符串）会报错",
    },
    { en: 'Any other return value, such as a single string, fails', zh: '返回其他值（例如单个字符串）会报错' },
  );
  const config = (value: string) => ({
    'src/index.js': "console.log('print');\n",
    'rsbuild.config.mjs': `export default { server: { printUrls: () => ${value} } };\n`,
  });
  for (const value of ['null', "''"]) {
    const dev = await devServer(project(config(value)));
    try {
      assert.doesNotMatch(dev.log(), /Local|Network|must return an array/, `${value}: started, nothing printed`);
    } finally {
      await dev.stop();
    }
  }
  await assert.rejects(
    devServer(project(config('({})'))),
    /exited with 1[\s\S]*"server\.printUrls" must return an array, but got object\./,
  );
});

test('config/source/alias-strategy "An import matched by paths resolves to the paths target when that file exists" + "those whose paths target does not exist, fall through to source.alias"', () => {
  pageSays(
    'config/source/alias-strategy',
    {
      en: 'Imports that `paths` does not match, and those whose `paths` target does not exist, fall through to `source.alias` as usual.',
      zh: '`paths` 没有匹配到的导入，以及 `paths` 指向的文件不存在的导入，照常交给 `source.alias` 处理。',
    },
    { en: 'Imports that `paths` does not match fall through', zh: '`paths` 没有匹配到的导入，照常交给' },
  );
  pageSays(
    'config/source/alias-strategy',
    {
      en: '// Only used for `@common/...` imports that src/common lacks: tsconfig paths are tried first.',
      zh: '// 只对 src/common 中找不到的 `@common/...` 导入生效，因为 tsconfig paths 会先尝试',
    },
    { en: 'Ignored for `@common/...` imports', zh: '对 `@common/...` 的导入不生效' },
  );
  // The page's tsconfig.json and rsbuild.config.ts.
  const dir = project({
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: './', paths: { '@common/*': ['./src/common/*'] } } }),
    'src/common/both.ts': "export default 'COMMON_BOTH';\n",
    'src/legacy-common/both.ts': "export default 'LEGACY_BOTH';\n",
    'src/legacy-common/only.ts': "export default 'LEGACY_ONLY';\n",
    'src/assets/data.ts': "export default 'ASSETS_DATA';\n",
    'src/index.ts': [
      "import both from '@common/both';",
      "import only from '@common/only';",
      "import data from '@assets/data';",
      'console.log(both, only, data);',
      '',
    ].join('\n'),
    'rsbuild.config.mjs': [
      'export default {',
      "  source: { aliasStrategy: 'prefer-tsconfig', alias: { '@common': './src/legacy-common', '@assets': './src/assets' } },",
      '  output: { minify: false },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('COMMON_BOTH') && !js.includes('LEGACY_BOTH'), '@common/both: the paths target, src/common, wins');
  assert.ok(js.includes('LEGACY_ONLY'), '@common/only: no src/common/only, so source.alias serves it from src/legacy-common');
  assert.ok(js.includes('ASSETS_DATA'), '@assets: source.alias');
});

test('config/security/nonce "and to the <script> and <style> tags that the bundle creates at runtime" + "<link> tags ... whether written into the HTML or added at runtime for the CSS of an async chunk"', async (t) => {
  pageSays(
    'config/security/nonce',
    {
      en: 'and to the `<script>` and `<style>` tags that the bundle creates at runtime.',
      zh: '以及产物在运行时创建的 `<script>` 和 `<style>` 标签，添加 `nonce` 属性',
    },
    { en: 'and to the tags that the bundle creates at runtime.', zh: '以及产物在运行时创建的标签，添加' },
  );
  pageSays(
    'config/security/nonce',
    {
      en: 'whether written into the HTML or added at runtime for the CSS of an async chunk.',
      zh: '无论它写在 HTML 中，还是在运行时为异步 chunk 的 CSS 添加。',
    },
    { en: 'of extracted CSS files. If', zh: '`<link rel="stylesheet">`。如果' },
  );
  const files = (extra: string) => ({
    'rsbuild.config.mjs': `export default { security: { nonce: 'N0NCE' }${extra} };\n`,
    'src/index.js': "import './main.css';\nimport('./lazy.js').then(() => { window.done = true; });\n",
    'src/main.css': '.main { color: blue; }\n',
    'src/lazy.js': "import './lazy.css';\nexport const lazy = 1;\n",
    'src/lazy.css': '.lazy { color: red; }\n',
  });
  // Every element added to the page, with its nonce, in the order they were added.
  const added = async (dir: string): Promise<string[]> => {
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const page = await browser().newPage();
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { seen: string[] };
        w.seen = [];
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes)
              if (n instanceof HTMLElement && ['SCRIPT', 'STYLE', 'LINK'].includes(n.tagName))
                w.seen.push(
                  `${n.tagName.toLowerCase()}${n.tagName === 'LINK' ? `[${n.getAttribute('href')}]` : n.getAttribute('src') ? `[${n.getAttribute('src')}]` : ''} nonce=${n.nonce || '-'}`,
                );
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${origin}/`);
      assert.ok(await waitFor(() => page.evaluate(() => (window as unknown as { done?: boolean }).done === true)));
      return await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    } finally {
      await page.close();
    }
  };
  const extracted = await added(project(files('')));
  // The async chunk's script, created by the runtime, has the nonce; the link of its CSS, also created by the runtime, has none.
  assert.ok(
    extracted.some((e) => /^script\[\/static\/js\/async\/[^\]]+\] nonce=N0NCE$/.test(e)),
    extracted.join('\n'),
  );
  assert.ok(
    extracted.some((e) => /^link\[\/static\/css\/async\/[^\]]+\] nonce=-$/.test(e)),
    extracted.join('\n'),
  );
  assert.ok(
    extracted.some((e) => /^link\[\/static\/css\/index\.[^\]]+\] nonce=-$/.test(e)),
    'the HTML link of the entry CSS: none either',
  );
  const injected = await added(project(files(', output: { injectStyles: true }')));
  const styles = injected.filter((e) => e.startsWith('style'));
  assert.ok(styles.length >= 2 && styles.every((e) => e === 'style nonce=N0NCE'), injected.join('\n'));
});

test('config/html/app-icon "The link comes before the <title> that Rsbuild adds ... Of the elements that Rsbuild injects into <head>, only the links of performance.preconnect and performance.dnsPrefetch come before it"', () => {
  pageSays(
    'config/html/app-icon',
    {
      en: 'Of the elements that Rsbuild injects into `<head>`, only the links of [performance.preconnect](/config/performance/preconnect) and [performance.dnsPrefetch](/config/performance/dns-prefetch) come before it.',
      zh: '在 Rsbuild 注入到 `<head>` 的元素中，只有 [performance.preconnect](/zh/config/performance/preconnect) 和 [performance.dnsPrefetch](/zh/config/performance/dns-prefetch) 生成的链接会排在它前面。',
    },
    { en: 'The link is the first element that Rsbuild injects into `<head>`', zh: '这个链接是 Rsbuild 注入到 `<head>` 中的第一个元素' },
  );
  const dir = project({
    'src/index.js': "import('./lazy.js');\n",
    'src/lazy.js': 'export const lazy = 1;\n',
    'src/icon.png': PNG,
    'src/favicon.png': PNG,
    'rsbuild.config.mjs': [
      'export default {',
      '  html: {',
      "    appIcon: './src/icon.png',",
      "    favicon: './src/favicon.png',",
      "    title: 'Icon order',",
      "    meta: { description: 'order' },",
      "    tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/first.js' }, append: false }],",
      '  },',
      "  performance: { preconnect: ['https://b.example.com'], dnsPrefetch: ['https://a.example.com'], preload: true },",
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const head = /<head>([\s\S]*?)<\/head>/.exec(fs.readFileSync(`${dir}/dist/index.html`, 'utf8'))?.[1] ?? '';
  const tags = head.match(/<(link|meta|title|script|style)\b[^>]*>/g) ?? [];
  const icon = tags.findIndex((tag) => tag.includes('apple-touch-icon'));
  assert.deepEqual(tags.slice(0, icon), [
    '<link rel="preconnect" href="https://b.example.com">',
    '<link rel="dns-prefetch" href="https://a.example.com">',
  ]);
  const after = tags.slice(icon + 1).join('\n');
  for (const later of ['first.js', 'rel="icon"', '<title>', 'name="description"', '/static/js/index.'])
    assert.ok(after.includes(later), `${later} comes after the icon:\n${head}`);
});
