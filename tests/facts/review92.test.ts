// Facts behind the lead's fixes of session 92, on the reviewers' notes (/work/review92/REPORT-*.md). Each test runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs,
// and checks that both languages say it and that the old wording is gone.
//
// - config/performance/prefetch, Generated tags: "the file URL (with output.assetPrefix) as href". Prefetch tags come
//   from the same plugin as preload tags (core/src/rspack/preload/HtmlPreloadOrPrefetchPlugin.ts 121-125: the
//   compiler's public path), which is output.assetPrefix in production builds only; rsbuild dev uses dev.assetPrefix.
//   review92o fixed the same sentence on the preload page and noted this one. Now "with output.assetPrefix in
//   production, dev.assetPrefix in development". Run below.
// - config/server/https, what needs HTTPS: "… camera and microphone access, Web Crypto, and other secure-context APIs"
//   (review92s's note). Not all of Web Crypto is limited to secure contexts: in the Web Cryptography API, SubtleCrypto
//   (`crypto.subtle`) is [SecureContext] and `crypto.getRandomValues()` is not. Now "`crypto.subtle` (Web Crypto)".
//   A browser fact, not Rsbuild's; no run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, project } from './topics-support';

const PREFETCH = 'config/performance/prefetch';

test(`${PREFETCH} "the file URL (with output.assetPrefix in production, dev.assetPrefix in development) as href"`, async () => {
  pageSays(
    PREFETCH,
    {
      en: 'the file URL (with [output.assetPrefix](/config/output/asset-prefix) in production, [dev.assetPrefix](/config/dev/asset-prefix) in development) as `href`',
      zh: '`href` 为文件的 URL（生产模式下包含 [output.assetPrefix](/zh/config/output/asset-prefix)，开发模式下包含 [dev.assetPrefix](/zh/config/dev/asset-prefix)）',
    },
    {
      en: 'the file URL (with [output.assetPrefix](/config/output/asset-prefix)) as `href`',
      zh: '`href` 为文件的 URL（包含 [output.assetPrefix](/zh/config/output/asset-prefix)）',
    },
  );
  const dir = project({
    'src/index.js': "import('./lazy');\n",
    'src/lazy.js': "console.log('lazy');\n",
    'rsbuild.config.mjs':
      "export default { dev: { assetPrefix: '/dev-prefix/' }, output: { assetPrefix: 'https://cdn.example.com/app/' }, performance: { prefetch: true, printFileSize: false } };\n",
  });
  build(dir);
  const prefetches = (html: string): string[] => [...html.matchAll(/<link href="([^"]+)" rel="prefetch"/g)].map((m) => m[1]);
  const built = prefetches(distText(dir, /^index\.html$/));
  assert.equal(built.length, 1, built.join(', '));
  assert.match(built[0], /^https:\/\/cdn\.example\.com\/app\/static\/js\/async\//);

  const server = await devServer(dir);
  try {
    const served = prefetches(await (await fetch(`${server.url}/`)).text());
    assert.deepEqual(served, ['/dev-prefix/static/js/async/src_lazy_js.js']);
  } finally {
    await server.stop();
  }
});
