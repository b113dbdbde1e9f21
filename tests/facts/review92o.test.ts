// Facts behind the third accuracy review of session 92 (slice o): guide/faq/features and config/performance/preload,
// in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names
// the page and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/performance/preload, Generated tags: "just before the <link rel="stylesheet"> of the page; with the default
//   html.inject that is in <head>" read as if another html.inject moved the tags. They are put into the styles group
//   (core/src/rspack/preload/HtmlPreloadOrPrefetchPlugin.ts 209-225, alterAssetTags: assetTags.styles), which
//   html-rspack-plugin always writes into <head>: with inject 'body' only the script moves to <body>, the preload tags
//   stay in <head>; with inject false nothing is injected at all. review91e fixed the same sentence on the prefetch
//   page (same plugin). Now "so they are in <head> whatever html.inject says, 'body' included; with false, Rsbuild
//   injects no tags at all". Run below.
// - config/performance/preload, Generated tags: "the file URL (with output.assetPrefix) as href". The plugin takes the
//   public path of the compiler (HtmlPreloadOrPrefetchPlugin.ts 121-125, getPublicPathFromCompiler), which is
//   output.assetPrefix in production builds only; rsbuild dev uses dev.assetPrefix, and the tags of the "Both modes"
//   caveat then carry that prefix, not output.assetPrefix. Now "with output.assetPrefix in production, dev.assetPrefix
//   in development". Run below: one project with both prefixes set, built and served by rsbuild dev.
//
// guide/faq/features: every statement checked, none fixed (see /work/review92/REPORT-o.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, project } from './topics-support';

const PRELOAD = 'config/performance/preload';

/** A page whose entry imports a stylesheet and lazily imports a module with a stylesheet of its own. */
const APP = {
  'src/index.js': "import './index.css';\nimport('./lazy');\n",
  'src/index.css': 'body { color: red; }\n',
  'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
  'src/lazy.css': '.lazy { color: blue; }\n',
};

test(`${PRELOAD} "so they are in <head> whatever html.inject says, 'body' included; with false, Rsbuild injects no tags at all"`, () => {
  pageSays(
    PRELOAD,
    {
      en: "so they are in `<head>` whatever [html.inject](/config/html/inject) says, `'body'` included; with `false`, Rsbuild injects no tags at all.",
      zh: "因此无论 [html.inject](/zh/config/html/inject) 设为什么（包括 `'body'`），它们都位于 `<head>` 中；设为 `false` 时，Rsbuild 不注入任何标签。",
    },
    {
      en: 'with the default [html.inject](/config/html/inject) that is in `<head>`',
      zh: '在默认的 [html.inject](/zh/config/html/inject) 设置下',
    },
  );
  const page = (inject: string): string => {
    const dir = project({
      ...APP,
      'rsbuild.config.mjs': `export default { html: { inject: ${inject} }, performance: { preload: true, printFileSize: false } };\n`,
    });
    build(dir);
    return distText(dir, /^index\.html$/);
  };
  const body = page("'body'");
  const [head, rest] = body.split('</head>');
  assert.match(rest, /<script[^>]* src="\/static\/js\/index\./, 'the script moved to <body>');
  assert.match(
    head,
    /<link href="\/static\/css\/async\/[^"]+\.css" rel="preload" as="style"><link href="\/static\/js\/async\/[^"]+\.js" rel="preload" as="script"><link href="\/static\/css\/index\.[^"]+" rel="stylesheet">/,
    head,
  );
  assert.doesNotMatch(rest, /<link/, 'no preload tag in <body>');

  const none = page('false');
  assert.doesNotMatch(none, /<link|<script/, none);
  assert.match(none, /<head><\/head>/);
});

test(`${PRELOAD} "the file URL (with output.assetPrefix in production, dev.assetPrefix in development) as href"`, async () => {
  pageSays(
    PRELOAD,
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
    ...APP,
    'rsbuild.config.mjs':
      "export default { dev: { assetPrefix: '/dev-prefix/' }, output: { assetPrefix: 'https://cdn.example.com/app/' }, performance: { preload: true, printFileSize: false } };\n",
  });
  build(dir);
  const preloads = (html: string): string[] => [...html.matchAll(/<link href="([^"]+)" rel="preload"/g)].map((m) => m[1]);
  const built = preloads(distText(dir, /^index\.html$/));
  assert.equal(built.length, 2, built.join(', '));
  assert.ok(
    built.every((href) => href.startsWith('https://cdn.example.com/app/static/')),
    built.join(', '),
  );

  const server = await devServer(dir);
  try {
    const served = preloads(await (await fetch(`${server.url}/`)).text());
    assert.deepEqual(served, ['/dev-prefix/static/css/async/src_lazy_js.css', '/dev-prefix/static/js/async/src_lazy_js.js']);
  } finally {
    await server.stop();
  }
});
