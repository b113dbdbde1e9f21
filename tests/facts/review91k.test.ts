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
// - config/security/nonce, "It is not added to:" listed the template's own tags and <link> tags, as if every other
//   <script> that a 0.5.9 build puts into the HTML had the nonce. The <script> of @rsbuild/plugin-assets-retry has none,
//   inline or with src: HtmlNoncePlugin sets the nonce in its alterAssetTagGroups tap (core/src/rspack/
//   HtmlNoncePlugin.ts 34-49), registered by the core HTML plugin before any plugin's modifyBundlerChain adds
//   AssetsRetryPlugin (plugin-assets-retry/src/index.ts 12-35), whose own alterAssetTagGroups tap unshifts the tag
//   afterwards (AssetsRetryPlugin.ts 95-119). review90d.test.ts settled it for the plugin's page; the nonce page now
//   lists that tag too. Run below with the same stand-in, registered and tapping the way the plugin does.
// - config/source/tsconfig-path, Common problems: "it is what Rspack calls resolve.tsConfigPath, and Rsbuild passes it
//   on as such" (zh: "Rsbuild 会原样传过去", passes it unchanged). Rsbuild passes context.tsconfigPath, the option made
//   absolute from the project root (core/src/provider/createContext.ts 70-75, provider/plugins/resolve.ts 11-18):
//   './tsconfig.app.json' becomes resolve.tsConfigPath '<root>/tsconfig.app.json'. Now "passes it on there as an absolute
//   path" / "转为绝对路径后传过去". Run below: rsbuild inspect.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, listen, pageSays, project, rsbuild, sharedBrowser, waitFor, assetsRetryStandInConfig } from './topics-support';

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

test('config/security/nonce "It is not added to: tags you write yourself in the HTML template ..., and the <script> that @rsbuild/plugin-assets-retry adds"', () => {
  pageSays(
    'config/security/nonce',
    {
      en: 'and the `<script>` that [@rsbuild/plugin-assets-retry](/plugins/list/plugin-assets-retry) adds;',
      zh: '以及 [@rsbuild/plugin-assets-retry](/zh/plugins/list/plugin-assets-retry) 插入的 `<script>`；',
    },
    {
      en: '(/config/html/template); add `nonce="CSP_NONCE_PLACEHOLDER"` there by hand;',
      zh: '中自己编写的标签，请在模板中手动添加',
    },
  );
  // A stand-in for AssetsRetryPlugin: registered through modifyBundlerChain as CHAIN_ID.PLUGIN.ASSETS_RETRY, adding its
  // tag in alterAssetTagGroups with headTags.unshift, once inline (inlineScript: true) and once with src (false).
  const dir = project({
    'src/index.js': "console.log('retry');\n",
    'rsbuild.config.mjs': assetsRetryStandInConfig("security: { nonce: 'CSP_NONCE_PLACEHOLDER' },"),
  });
  build(dir);
  // The minified HTML drops type="text/javascript"; only the entry script has the nonce.
  const tags = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').match(/<script[^>]*>/g) ?? [];
  assert.deepEqual(
    tags.map((tag) => tag.replace(/\.[0-9a-f]{8}\.js/, '.[hash].js')),
    [
      '<script>',
      '<script src="/static/js/assets-retry.0.5.9.js">',
      '<script defer="defer" src="/static/js/index.[hash].js" nonce="CSP_NONCE_PLACEHOLDER">',
    ],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/tsconfig-path: the value Rspack receives

test('config/source/tsconfig-path "it is what Rspack calls resolve.tsConfigPath, and Rsbuild passes it on there as an absolute path"', () => {
  pageSays(
    'config/source/tsconfig-path',
    {
      en: 'it is what Rspack calls `resolve.tsConfigPath`, and Rsbuild passes it on there as an absolute path.',
      zh: '它就是 Rspack 中的 `resolve.tsConfigPath`，Rsbuild 会把它转为绝对路径后传过去。',
    },
    { en: 'and Rsbuild passes it on as such.', zh: 'Rsbuild 会原样传过去。' },
  );
  const dir = project({
    'src/index.ts': "console.log('tsconfig');\n",
    'tsconfig.app.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
    'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.app.json' } };\n",
  });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.deepEqual(config.match(/tsConfigPath: '[^']*'/g), [`tsConfigPath: '${path.join(dir, 'tsconfig.app.json')}'`]);
});
