// Facts behind the third accuracy review of session 91 (slice m): guide/start/index, guide/start/quick-start and
// guide/basic/configure-rsbuild, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI or what it installs, in a
// throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the old wording is gone.
//
// - guide/basic/configure-rsbuild, "Changes while the dev server runs": "rsbuild dev watches the configuration file and
//   the .env files that existed at startup". It watches the .env files it loaded, those of its mode: init() passes
//   loadEnv's filePaths (.env, .env.local, .env.<mode>, .env.<mode>.local, only those that exist) and the config file to
//   watchFiles (core/src/cli/init.ts 21-46, core/src/loadEnv.ts 44-53), so a .env.production that exists at startup is
//   not watched by rsbuild dev. Session 89 (review89s) fixed the same sentence on guide/faq/hmr, guide/basic/server,
//   guide/basic/cli and guide/start/quick-start; this page was missed. Now "the .env files it loaded at startup (those of
//   its mode, not .env.production)". Run below: .env.development and .env.production written one after the other
//   restart the server once, for .env.development (the debounced restart, core/src/config.ts 81-95, names the last file
//   it was told about, which would be .env.production were that file watched); an edit of rsbuild.config.mjs restarts it
//   again.
// - guide/start/index, "Rsbuild, Rspack and webpack": "@rsbuild/core 0.5.9 depends on an exact prerelease build of
//   @rspack/core 0.5.9 (0.5.9-canary-8778e17-20240403045016)". The version is exact (core/package.json: "@rspack/core":
//   "0.5.9-canary-8778e17-20240403045016"), but it is no build made before Rspack 0.5.9: it is a canary of Rspack's main
//   line built after the v0.5.9 release (commit 8778e17 of 2024-03-28, build of 2024-04-03), holding changes that 0.5.9
//   lacks (review89e.test.ts, which corrected the same words on guide/basic/configure-rspack: v0.5.9 exports MultiStats
//   as a type only, the canary as a class). Now "one exact build of @rspack/core, 0.5.9-canary-8778e17-20240403045016 (a
//   canary built after the Rspack 0.5.9 release)". Run below: the @rspack/core that @rsbuild/core 0.5.9 loads has that
//   version and a MultiStats class.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { devServer, pageSays, probe, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild

test('guide/basic/configure-rsbuild "rsbuild dev watches the configuration file and the .env files it loaded at startup (those of its mode, not .env.production)": .env.development and .env.production written one after the other restart the server once, for .env.development; an edit of the configuration file restarts it again', async () => {
  pageSays(
    'guide/basic/configure-rsbuild',
    {
      en: '`rsbuild dev` watches the configuration file and the `.env` files it loaded at startup (those of its mode, not `.env.production`).',
      zh: '`rsbuild dev` 会监听配置文件以及启动时加载的 `.env` 文件（不含 `.env.production` 等其他模式的文件）。',
    },
    {
      en: 'the `.env` files that existed at startup',
      zh: '启动时已存在的 `.env` 文件',
    },
  );
  const dir = project({
    '.env.development': 'PUBLIC_STAGE=first\n',
    '.env.production': 'PUBLIC_STAGE=production\n',
    'rsbuild.config.mjs': "export default { html: { title: 'one' } };\n",
    'src/index.js': 'globalThis.stage = process.env.PUBLIC_STAGE;\n',
  });
  const server = await devServer(dir);
  const restarts = (): number => server.log().split('Restart because').length - 1;
  const compiledAfterRestart = (n: number): boolean => /ready\s+Client compiled/.test(server.log().split('Restart because')[n] ?? '');
  try {
    fs.writeFileSync(path.join(dir, '.env.development'), 'PUBLIC_STAGE=second\n');
    fs.writeFileSync(path.join(dir, '.env.production'), 'PUBLIC_STAGE=production edited\n');
    assert.ok(await waitFor(() => compiledAfterRestart(1)), server.log());
    assert.match(server.log(), /Restart because \.env\.development is changed\./);
    assert.doesNotMatch(server.log(), /Restart because \.env\.production/);
    assert.equal(restarts(), 1, server.log());
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), "export default { html: { title: 'two' } };\n");
    assert.ok(await waitFor(() => compiledAfterRestart(2)), server.log());
    assert.match(server.log().split('Restart because')[2], /^ rsbuild\.config\.mjs is changed\./);
    assert.doesNotMatch(server.log(), /Restart because \.env\.production/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/start/index

test('guide/start/index "@rsbuild/core 0.5.9 depends on one exact build of @rspack/core, 0.5.9-canary-8778e17-20240403045016 (a canary built after the Rspack 0.5.9 release)": the @rspack/core that @rsbuild/core loads has that version and exports MultiStats as a class, which Rspack 0.5.9 exports as a type only', async () => {
  pageSays(
    'guide/start/index',
    {
      en: '`@rsbuild/core` 0.5.9 depends on one exact build of `@rspack/core`, `0.5.9-canary-8778e17-20240403045016` (a canary built after the Rspack 0.5.9 release), and uses it internally.',
      zh: '`@rsbuild/core` 0.5.9 依赖固定版本的 `@rspack/core` `0.5.9-canary-8778e17-20240403045016`（Rspack 0.5.9 发布之后构建的 canary 版本），并在内部使用它。',
    },
    {
      en: 'an exact prerelease build of `@rspack/core` 0.5.9',
      zh: '的一个固定预发布版本',
    },
  );
  const { output, result } = await probe(
    {},
    `import { createRequire } from 'node:module';
const core = createRequire(import.meta.url).resolve('@rsbuild/core');
const fromCore = createRequire(core);
const rspack = fromCore('@rspack/core');
report({
  declared: fromCore('@rsbuild/core/package.json').dependencies['@rspack/core'],
  installed: fromCore('@rspack/core/package.json').version,
  rspackVersion: rspack.rspackVersion,
  multiStats: typeof rspack.MultiStats,
});`,
  );
  assert.deepEqual(
    result,
    {
      declared: '0.5.9-canary-8778e17-20240403045016',
      installed: '0.5.9-canary-8778e17-20240403045016',
      rspackVersion: '0.5.9-canary-8778e17-20240403045016',
      multiStats: 'function',
    },
    output,
  );
});
