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
// - plugins/list/index, same item: "forcing the install does not make it work, because it may use plugin hooks that 0.5.9
//   does not have" said of every plugin of another line. Not every one fails: the newest @rsbuild/plugin-yaml (1.0.5,
//   `npm pack`ed during the review) only calls api.modifyBundlerChain, and copied into a 0.5.9 project it builds and
//   imports a .yaml file. One that calls a later hook does fail: @rsbuild/plugin-react 1.4.6 (dist/index.js calls
//   api.modifyEnvironmentConfig twice) stops `rsbuild build` with `Failed to build.` and `TypeError:
//   api.modifyEnvironmentConfig is not a function` (run with `pluginReact({ fastRefresh: false })`, since its
//   react-refresh dependency was not installed). Now: "Forcing the install does not make such a plugin compatible: one
//   that calls a plugin hook 0.5.9 does not have stops the build, as a later React plugin does with …". The test runs
//   a stand-in with the same calls (the package is not a dependency of this site).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

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

const PLUGIN_LIST = 'plugins/list/index';

test(`${PLUGIN_LIST} "Forcing the install does not make such a plugin compatible: one that calls a plugin hook 0.5.9 does not have stops the build, as a later React plugin does with TypeError: api.modifyEnvironmentConfig is not a function"`, () => {
  pageSays(
    PLUGIN_LIST,
    {
      en: 'Forcing the install does not make such a plugin compatible: one that calls a plugin hook 0.5.9 does not have stops the build, as a later React plugin does with `TypeError: api.modifyEnvironmentConfig is not a function`.',
      zh: '强制安装并不能让这样的插件变得兼容：调用了 0.5.9 中不存在的插件钩子（Hooks）的插件会让构建中止，例如较新的 React 插件会报 `TypeError: api.modifyEnvironmentConfig is not a function`。',
    },
    {
      en: 'work, because it may use plugin hooks that 0.5.9 does not have',
      zh: '正常工作，因为它可能用到 0.5.9 中不存在的插件钩子',
    },
  );
  // A stand-in for the setup of a later React plugin: the hook of later releases first, then one 0.5.9 has.
  const dir = project(
    {
      'src/index.js': "console.log('page');\n",
      'rsbuild.config.mjs': [
        'const laterReactPlugin = {',
        "  name: 'rsbuild:react',",
        '  setup(api) {',
        '    api.modifyEnvironmentConfig((config) => config);',
        '    api.modifyBundlerChain(() => {});',
        '  },',
        '};',
        'export default { plugins: [laterReactPlugin] };',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /error\s+Failed to build\.\n.*TypeError: api\.modifyEnvironmentConfig is not a function/);
});
