// Facts behind the third accuracy review of session 91 (slice k): config/source/tsconfig-path,
// config/source/alias-strategy, config/security/nonce and config/html/app-icon, in both languages. Each test runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs,
// and checks that both languages say it and that the old wording is gone.
//
// - config/security/nonce, the placeholder recipe: "let the server that sends the HTML replace it with a fresh random
//   value on each request, using the same value in the Content-Security-Policy header", with the Express example's
//   header `script-src 'nonce-${nonce}'`. The server only rewrites the HTML, but 0.5.9 also writes the value into the
//   entry script (HtmlNoncePlugin's module `__webpack_nonce__ = "<nonce>"`, core/src/rspack/HtmlNoncePlugin.ts 25-32;
//   minified `n.nc="CSP_NONCE_PLACEHOLDER"`), and the runtime gives that placeholder to the <script> of every async
//   chunk. Under the example's policy Chromium blocks the chunk ("violates the following Content Security Policy
//   directive") and import() rejects with ChunkLoadError. With `'strict-dynamic'` added, the nonce'd entry script may
//   load further scripts and the chunk runs. Now the page says so and the example's header has `'strict-dynamic'`.
//   Run below: the page's server.mjs rebuilt on node:http, both policies, in Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, listen, pageSays, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/security/nonce: the server that replaces the placeholder

test('config/security/nonce "The JavaScript files keep the placeholder, and the runtime gives it to the <script> tags of async chunks, so the browser blocks those (ChunkLoadError) unless the policy also has \'strict-dynamic\'"', async (t) => {
  pageSays(
    'config/security/nonce',
    {
      en: "The JavaScript files keep the placeholder, and the runtime gives it to the `<script>` tags of async chunks, so the browser blocks those (`ChunkLoadError`) unless the policy also has `'strict-dynamic'`, which lets a script that carries the nonce load more scripts.",
      zh: "JavaScript 文件中仍是占位符，运行时会把它设置到异步 chunk 的 `<script>` 标签上，因此除非策略中同时包含 `'strict-dynamic'`（允许带有 nonce 的脚本继续加载其他脚本），否则浏览器会拦截这些脚本（`ChunkLoadError`）。",
    },
    {
      en: 'header. For example, with an Express server:',
      zh: '响应头中使用同一个值。以 Express 服务器为例：',
    },
  );
  pageSays(
    'config/security/nonce',
    {
      en: "res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);",
      zh: "res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);",
    },
    {
      en: "`script-src 'nonce-${nonce}'`);",
      zh: "`script-src 'nonce-${nonce}'`);",
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { security: { nonce: 'CSP_NONCE_PLACEHOLDER' } };\n",
    'src/index.js': "import('./lazy.js').then((m) => { window.result = m.lazy; }, (e) => { window.result = e.name; });\n",
    'src/lazy.js': "export const lazy = 'LOADED';\n",
  });
  build(dir);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\.nc="CSP_NONCE_PLACEHOLDER"/, 'the entry script keeps it');
  // The page's server.mjs: dist/ served as it is (no index), every other request gets the HTML with a fresh nonce.
  const dist = path.join(dir, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  let policy = (nonce: string): string => `script-src 'nonce-${nonce}'`;
  const server = http.createServer((req, res) => {
    const file = path.join(dist, new URL(req.url ?? '/', 'http://x').pathname);
    if (file.startsWith(`${dist}/`) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file));
      return;
    }
    const nonce = Buffer.from(String(Math.random())).toString('base64');
    res.setHeader('Content-Security-Policy', policy(nonce));
    res.writeHead(200, { 'content-type': 'text/html' }).end(html.replaceAll('CSP_NONCE_PLACEHOLDER', nonce));
  });
  const origin = `http://localhost:${await listen(server, t)}`;
  const load = async (): Promise<{ result: string; blocked: boolean }> => {
    const page = await browser().newPage();
    try {
      const messages: string[] = [];
      page.on('console', (m) => messages.push(m.text()));
      await page.goto(`${origin}/`);
      const result = (): Promise<string | undefined> => page.evaluate(() => (window as unknown as { result?: string }).result);
      assert.ok(await waitFor(async () => (await result()) !== undefined));
      return {
        result: (await result()) ?? '',
        blocked: messages.some((m) => /static\/js\/async\/.*violates the following Content Security Policy/.test(m)),
      };
    } finally {
      await page.close();
    }
  };
  // The old header: the entry script runs (it has the fresh nonce), its async chunk is blocked.
  assert.deepEqual(await load(), { result: 'ChunkLoadError', blocked: true });
  // The page's header now.
  policy = (nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;
  assert.deepEqual(await load(), { result: 'LOADED', blocked: false });
});
