// Facts behind the third accuracy review of session 92 (slice e): guide/migration/webpack, config/plugins and
// plugins/list/index, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and that the old wording is gone, then runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts).
//
// Fixes:
// - guide/migration/webpack, Update the scripts: "Rsbuild picks the mode from the command: `rsbuild dev` builds for
//   development, `rsbuild build` for production." The command only sets NODE_ENV when it is not set yet
//   (core/src/cli/prepare.ts 3-10, initNodeEnv; core/src/provider/build.ts 17-19 and core/src/server/devServer.ts
//   42-44 likewise), and NODE_ENV decides the mode. A value set beforehand, as a Docker image or a CI job often sets it,
//   wins: `NODE_ENV=development rsbuild build` writes unhashed, unminified files. The page now says so. Run below.
// - plugins/list/index, Keep plugins and core on one version: "Each official plugin ... declares that release line as its
//   peer dependency" and "A plugin of another release line ...: npm 7 and later refuses to install it next to
//   @rsbuild/core 0.5.9 (ERESOLVE), pnpm installs it with an unmet peer warning". True of the 0.5.9 plugins (each
//   package.json under /work/shared/rsbuild-0.5.9/packages/plugin-*: "@rsbuild/core": "workspace:^0.5.9") and of most
//   later releases, not of every release. The registry's metadata (`npm view '@rsbuild/plugin-react@>=0.0.0-0'
//   peerDependencies`, and the same for plugin-vue and plugin-svgr, during the review): plugin-react 0.0.12 to 0.3.3
//   and 1.0.0 declare no peer dependency; plugin-vue 0.1.7 to 0.2.18 declare `"@rsbuild/core": "0.x"`, which 0.5.9
//   satisfies; plugin-svgr 0.2.x and 0.3.1 declare none. In a scratch project with `"@rsbuild/core": "0.5.9"`,
//   `npm install -D @rsbuild/plugin-vue@0.2.18 @rsbuild/plugin-svgr@0.3.1 --dry-run` (npm 10) exits 0 with no peer
//   warning and `pnpm add -D ... --lockfile-only` (pnpm 10) reports no unmet peer for them, while the newest
//   @rsbuild/plugin-react (2.1.1, peerOptional "^2.0.0") gets ERESOLVE from npm and `unmet peer @rsbuild/core@^2.0.0:
//   found 0.5.9` from pnpm, as the page says. The page now says that most releases declare their line, that some older
//   ones declare none or `0.x`, and that those install without any warning. Needs the registry, so no test below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

const WEBPACK = 'guide/migration/webpack';

test(`${WEBPACK} "Rsbuild picks the mode from NODE_ENV, which the command sets when it is not set yet … A value that is already set wins, so NODE_ENV=development rsbuild build writes an unminified development build."`, () => {
  pageSays(
    WEBPACK,
    {
      en: 'Rsbuild picks the mode from `NODE_ENV`, which the command sets when it is not set yet: `rsbuild dev` builds for development, `rsbuild build` for production. A value that is already set wins, so `NODE_ENV=development rsbuild build` writes an unminified development build.',
      zh: 'Rsbuild 根据 `NODE_ENV` 确定构建模式，这个变量未设置时由命令设置：`rsbuild dev` 以开发模式构建，`rsbuild build` 以生产模式构建。已经设置的值优先，所以 `NODE_ENV=development rsbuild build` 产出的是未压缩的开发模式产物。',
    },
    {
      en: 'Rsbuild picks the mode from the command:',
      zh: 'Rsbuild 根据命令确定构建模式：',
    },
  );
  const dir = project(
    { 'src/index.js': "const longDescriptiveGreeting = 'hello from the entry';\nconsole.log(longDescriptiveGreeting);\n" },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  // NODE_ENV not set: `rsbuild build` builds for production (hashed, minified).
  build(dir);
  assert.ok(distFiles(dir).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
  assert.ok(!distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('longDescriptiveGreeting'));
  // NODE_ENV already set: it wins over the command.
  build(dir, { NODE_ENV: 'development' });
  assert.ok(distFiles(dir).includes('static/js/index.js'), distFiles(dir).join(', '));
  assert.ok(distText(dir, /^static\/js\/index\.js$/).includes('longDescriptiveGreeting'));
});
