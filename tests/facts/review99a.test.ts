// Facts behind the accuracy review of session 99 (slice a): config/performance/remove-moment-locale,
// config/performance/dns-prefetch, config/performance/preconnect, config/performance/profile, config/performance/preload
// and config/performance/chunk-split, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it (and, for a fix,
// that the old wording is gone).
//
// Fixed:
// - config/performance/chunk-split, Base configuration: the comment on `enforceSizeThreshold: 50000` said "chunks of
//   50000 bytes or more are split off even past maxAsyncRequests / maxInitialRequests", the table gave Rspack's
//   request defaults (30 in production) as if they limited the files, the caveat "Not in the type, but still set" (zh
//   "但仍然生效", "still takes effect") presented the value as working, and the chunkSplit.splitChunks example set
//   `maxAsyncRequests: 10`. The Rspack that 0.5.9 runs (@rspack/core 0.5.9-canary-8778e17) passes these three keys to
//   its binding, which reads them and drops them: crates/rspack_binding_options/src/options/raw_split_chunks/mod.rs
//   (From<RawSplitChunksOptions>, lines 104-250 at 8778e17 and at tag v0.5.9) never uses enforce_size_threshold, and
//   gives every cache group max_async_requests and max_initial_requests of u32::MAX, the only values
//   ensure_max_request_fit (rspack_plugin_split_chunks/src/plugin/max_request.rs) compares with. So no request limit
//   applies and the threshold that lifts it does nothing. The page now says that Rspack 0.5.9 accepts the three keys
//   without applying them, the comment says what the key means in webpack and that Rspack 0.5.9 ignores it, the caveat
//   is "Not in the type, and not applied", and the example lost its maxAsyncRequests line. Run below: one project
//   built with split-by-module twice in the same folder, without override and with { maxInitialRequests: 1,
//   maxAsyncRequests: 1, enforceSizeThreshold: Number.MAX_SAFE_INTEGER } (rsbuild inspect shows the values in the
//   Rspack configuration): the same files with the same hashes, the page loads five scripts and the import() three.
//
// Confirmed by a new run, no change:
// - config/performance/chunk-split, split-by-module: "`npm.<scope>.<package>` for scoped packages" (same run: a package
//   @scope/pkg-s gets static/js/npm.scope.pkg-s.[hash].js).
// - config/performance/chunk-split, split-by-experience: "A project whose only match is a tiny axios-* helper package gets
//   no lib-axios file; the helper joins the defaultVendors chunk together with the other packages, or stays in the entry
//   chunk when that group does not reach minSize either." Run: a tiny axios-tiny next to a 30 kB package goes into the
//   numbered chunk; alone, it stays in index.js; neither build writes lib-axios.
// - config/performance/remove-moment-locale, Caveats, "Both modes": "The option applies to development and production
//   builds." performance-options.test.ts only inspects the development configuration; here rsbuild dev serves a page
//   that imports moment and moment/locale/fr: the served scripts hold moment.js and locale/fr.js, and none of the other
//   136 locale files (locale/de.js, locale/ja.js, ...).
//
// Checked against the 0.5.9 source and scratch runs, left as they are: the other statements of the six pages (the
// sample app's outputs of split-by-module, split-by-size, single-vendor, all-in-one, custom and the override example
// are within 0.1 kB of the page's figures; the preload example's tag order; html.crossorigin on preload tags; the
// profile build's printed line; the default <head> order of the hints). See /work/review99/REPORT-a.md.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, hashed, pageSays, project, rsbuild } from './topics-support';

const CHUNK_SPLIT = 'config/performance/chunk-split';

/** A package of `bytes` bytes of source under node_modules, whose module exports a marker string. */
const pkg = (name: string, bytes: number): Record<string, string> => ({
  [`node_modules/${name}/package.json`]: `{ "name": "${name}", "main": "index.js" }\n`,
  [`node_modules/${name}/index.js`]: `module.exports = 'marker-${name}' + '${'x'.repeat(bytes)}';\n`,
});

/** File names with content hashes and numeric chunk ids neutralised, sorted. */
const names = (files: string[]): string[] =>
  hashed(files)
    .map((f) => f.replace(/\/\d+\./, '/[id].'))
    .sort();

/** The script sources of an HTML file, hashes neutralised. */
const scripts = (html: string): string[] => names([...html.matchAll(/<script [^>]*src="\/([^"]+)"/g)].map((m) => m[1]));

test(`${CHUNK_SPLIT} "Rspack 0.5.9 accepts maxAsyncRequests, maxInitialRequests and enforceSizeThreshold but does not apply them: a page, or a dynamic import(), loads as many files as the cache groups create, whatever limit you set in override" + "Not in the type, and not applied" + split-by-module "npm.<scope>.<package>"`, () => {
  pageSays(
    CHUNK_SPLIT,
    {
      en: 'Rspack 0.5.9 accepts `maxAsyncRequests`, `maxInitialRequests` and `enforceSizeThreshold` but does not apply them: a page, or a dynamic `import()`, loads as many files as the cache groups create, whatever limit you set in `override`.',
      zh: 'Rspack 0.5.9 虽然接受 `maxAsyncRequests`、`maxInitialRequests` 和 `enforceSizeThreshold`，但并不会应用它们：无论在 `override` 中设置怎样的限制，页面或动态 `import()` 都会加载缓存组拆出的全部文件。',
    },
    {
      en: 'chunks of 50000 bytes or more are split off even past maxAsyncRequests / maxInitialRequests',
      zh: '不小于 50000 字节的 chunk 即使超出 maxAsyncRequests / maxInitialRequests 也会被拆出',
    },
  );
  pageSays(
    CHUNK_SPLIT,
    {
      en: 'Rsbuild sets `50000` through a type-ignored path, but Rspack 0.5.9 does not use the value',
      zh: 'Rsbuild 以忽略类型检查的方式设置了 `50000`，但 Rspack 0.5.9 并不使用这个值',
    },
    { en: 'Not in the type, but still set.', zh: '类型中缺失，但仍然生效。' },
  );
  pageSays(CHUNK_SPLIT, {
    en: '// in webpack, chunks from this size on skip the request limits; Rspack 0.5.9 ignores it',
    zh: '// 在 webpack 中，达到该体积的 chunk 不受请求数限制；Rspack 0.5.9 会忽略它',
  });
  // The chunkSplit.splitChunks example no longer sets a limit that does nothing.
  pageSays(
    CHUNK_SPLIT,
    { en: 'Your own `splitChunks` configuration, merged over the base object', zh: '你自己的 `splitChunks` 配置，会合并到基础对象之上' },
    { en: 'maxAsyncRequests: 10', zh: 'maxAsyncRequests: 10' },
  );
  pageSays(CHUNK_SPLIT, { en: 'or `npm.<scope>.<package>` for scoped packages', zh: '带 scope 的包则为 `npm.<scope>.<package>`' });

  const dir = project(
    {
      ...pkg('pkg-a', 3000),
      ...pkg('pkg-b', 3000),
      ...pkg('@scope/pkg-s', 3000),
      ...pkg('pkg-d', 3000),
      ...pkg('pkg-e', 3000),
      'src/index.js': [
        "import a from 'pkg-a';",
        "import b from 'pkg-b';",
        "import s from '@scope/pkg-s';",
        "import _ from 'lodash';",
        'console.log(a, b, s, _.VERSION);',
        "document.onclick = () => import('./lazy');",
        '',
      ].join('\n'),
      'src/lazy.js': "import d from 'pkg-d';\nimport e from 'pkg-e';\nconsole.log(d, e);\n",
    },
    { lodash: 'lodash' },
  );
  const config = (override: string): void =>
    fs.writeFileSync(
      path.join(dir, 'rsbuild.config.mjs'),
      `export default { performance: { printFileSize: false, chunkSplit: { strategy: 'split-by-module', override: ${override} } } };\n`,
    );
  const limits = '{ maxInitialRequests: 1, maxAsyncRequests: 1, enforceSizeThreshold: Number.MAX_SAFE_INTEGER }';

  config('{}');
  build(dir);
  const free = distFiles(dir);
  const freeHtml = distText(dir, /^index\.html$/);

  config(limits);
  const inspected = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspected.code, 0, inspected.output);
  const rspackConfig = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  for (const key of ['maxInitialRequests: 1', 'maxAsyncRequests: 1', `enforceSizeThreshold: ${Number.MAX_SAFE_INTEGER}`]) {
    assert.ok(rspackConfig.includes(key), `the limit reaches Rspack's configuration: ${key}`);
  }
  build(dir);
  const limited = distFiles(dir);

  // Not a byte changes: the same files, with the same content hashes.
  assert.deepEqual(limited, free);
  assert.equal(distText(dir, /^index\.html$/), freeHtml);
  assert.deepEqual(names(limited.filter((f) => f.endsWith('.js'))), [
    'static/js/async/[id].[hash].js',
    'static/js/async/npm.pkg-d.[hash].js',
    'static/js/async/npm.pkg-e.[hash].js',
    'static/js/index.[hash].js',
    'static/js/npm.lodash.[hash].js',
    'static/js/npm.pkg-a.[hash].js',
    'static/js/npm.pkg-b.[hash].js',
    'static/js/npm.scope.pkg-s.[hash].js',
  ]);
  // maxInitialRequests: 1, and the page loads five scripts.
  assert.deepEqual(scripts(freeHtml), [
    'static/js/index.[hash].js',
    'static/js/npm.lodash.[hash].js',
    'static/js/npm.pkg-a.[hash].js',
    'static/js/npm.pkg-b.[hash].js',
    'static/js/npm.scope.pkg-s.[hash].js',
  ]);
  // maxAsyncRequests: 1, and the import() loads three files: the module's chunk and one per package.
  const lazyChunk = distText(dir, /^static\/js\/async\/\d+\.\w+\.js$/);
  assert.match(lazyChunk, /console\.log\(/);
  assert.ok(!lazyChunk.includes('marker-pkg-d') && !lazyChunk.includes('marker-pkg-e'), 'the packages are in files of their own');
});

test(`${CHUNK_SPLIT} split-by-experience "A project whose only match is a tiny axios-* helper package gets no lib-axios file; the helper joins the defaultVendors chunk together with the other packages, or stays in the entry chunk when that group does not reach minSize either"`, () => {
  pageSays(CHUNK_SPLIT, {
    en: 'A project whose only match is a tiny `axios-*` helper package gets no `lib-axios` file; the helper joins the `defaultVendors` chunk together with the other packages, or stays in the entry chunk when that group does not reach `minSize` either.',
    zh: '如果一个项目唯一匹配到的是一个很小的 `axios-*` 辅助包，就不会生成 `lib-axios` 文件，这个辅助包会与其他包一起进入 `defaultVendors` 的 chunk；如果该缓存组同样达不到 `minSize`，它就留在入口 chunk 中。',
  });
  const run = (withBig: boolean): { files: string[]; text: (re: RegExp) => string } => {
    const dir = project({
      ...pkg('axios-tiny', 100),
      ...pkg('pkg-big', 30_000),
      'src/index.js': withBig
        ? "import tiny from 'axios-tiny';\nimport big from 'pkg-big';\nconsole.log(tiny, big);\n"
        : "import tiny from 'axios-tiny';\nconsole.log(tiny);\n",
    });
    build(dir);
    return { files: hashed(distFiles(dir)), text: (re) => distText(dir, re) };
  };

  const together = run(true);
  assert.ok(!together.files.some((f) => f.includes('lib-axios')), together.files.join(', '));
  const numbered = together.text(/^static\/js\/\d+\.\w+\.js$/);
  assert.ok(numbered.includes('marker-axios-tiny') && numbered.includes('marker-pkg-big'), 'both packages in the defaultVendors chunk');
  assert.ok(!together.text(/^static\/js\/index\.\w+\.js$/).includes('marker-axios-tiny'), 'not in the entry');

  const alone = run(false);
  assert.deepEqual(
    alone.files.filter((f) => f.endsWith('.js')),
    ['static/js/index.[hash].js'],
  );
  assert.ok(alone.text(/^static\/js\/index\.\w+\.js$/).includes('marker-axios-tiny'), 'the helper stays in the entry chunk');
});

test('config/performance/remove-moment-locale "Both modes. The option applies to development and production builds.": rsbuild dev serves moment and the imported locale, and no other locale file', async () => {
  pageSays('config/performance/remove-moment-locale', {
    en: '- **Both modes.** The option applies to development and production builds.',
    zh: '- **两种模式均生效。** 该选项同时作用于开发构建和生产构建。',
  });
  const dir = project(
    {
      'src/index.js': "import moment from 'moment';\nimport 'moment/locale/fr';\ndocument.body.textContent = moment.locale();\n",
      'rsbuild.config.mjs': 'export default { performance: { removeMomentLocale: true } };\n',
    },
    { moment: 'moment' },
  );
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const srcs = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(srcs.length > 0, html);
    const served = (await Promise.all(srcs.map(async (src) => (await fetch(new URL(src, server.url))).text()))).join('\n');
    assert.match(served, /moment[\\/]moment\.js/, 'moment itself is served');
    assert.match(served, /moment[\\/]locale[\\/]fr\.js/, 'the imported locale is served');
    const locales = [...new Set([...served.matchAll(/moment[\\/]locale[\\/]([\w-]+)\.js/g)].map((m) => m[1]))];
    assert.deepEqual(locales, ['fr'], 'no other locale file is bundled in development');
  } finally {
    await server.stop();
  }
});
