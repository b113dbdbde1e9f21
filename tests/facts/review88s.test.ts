// Facts behind the lead's own follow-ups to the accuracy review of session 88, in both languages.
//
// - guide/migration/webpack, Dev server: the table mapped webpack-dev-server's `https` to server.https alone. In 0.5.9
//   server.https is Node's HTTPS server options (shared/src/types/config/server.ts 84, `https?: HttpsServerOptions`),
//   handed as they are to `https.createServer(options.https, …)` (core/src/server/httpServer.ts 8-10): webpack's
//   `https: true` has no equivalent, and `server: { https: true }` stops `rsbuild dev` with Node's
//   ERR_INVALID_ARG_TYPE (run below).
// - guide/migration/modern-builder: "Modern.js 2.48 and later already build on Rsbuild" was true but put the switch
//   late: Modern.js moved to Rsbuild (uni-builder) in 2.46.0 (review88f.test.ts, header: the CHANGELOG of
//   @modern-js/app-tools); the page now says "since 2.46", as the glossary and the General FAQ do. Settled by reading.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, pageSays, project, rsbuild, startRsbuild, waitFor } from './topics-support';

test('guide/migration/webpack "server.https (an object with your key and cert: https: true has no equivalent in 0.5.9)"', async (t) => {
  pageSays(
    'guide/migration/webpack',
    {
      en: '[server.https](/config/server/https) (an object with your `key` and `cert`: `https: true` has no equivalent in 0.5.9)',
      zh: '[server.https](/zh/config/server/https)（传入包含 `key` 和 `cert` 的对象，0.5.9 不支持 `https: true` 这种写法）',
    },
    {
      en: '[server.https](/config/server/https), [server.headers]',
      zh: '[server.https](/zh/config/server/https)、[server.headers]',
    },
  );
  pageSays(
    'guide/migration/modern-builder',
    { en: 'Modern.js has built on Rsbuild since 2.46', zh: 'Modern.js 从 2.46 版本起已经基于 Rsbuild 构建' },
    { en: 'Modern.js 2.48 and later already build on Rsbuild', zh: 'Modern.js 2.48 及之后的版本已经基于 Rsbuild 构建' },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { server: { https: true, port: 0 } };\n',
    'src/index.js': "document.body.textContent = 'hi';\n",
  });
  const dev = startRsbuild(dir, ['dev']);
  t.after(dev.stop);
  const ended = await waitFor(() => dev.child.exitCode !== null || /ERR_INVALID_ARG_TYPE|ready/i.test(dev.log()), 60_000);
  assert.ok(ended, dev.log());
  assert.match(dev.log(), /ERR_INVALID_ARG_TYPE[\s\S]*must be of type object/, dev.log());
});

// config/tools/swc, Function form: "there is no second argument" was nearly true: `mergeChainedOptions` calls
// `options(defaults, utils)` with no `utils` for tools.swc (core/src/provider/plugins/swc.ts 105-108; shared/src/mergeChainedOptions.ts),
// so the function is called with two arguments, the second `undefined`. Run below.
test('config/tools/swc "A function receives the options computed by Rsbuild and no helpers: its second argument is undefined."', () => {
  pageSays(
    'config/tools/swc',
    {
      en: 'A function receives the options computed by Rsbuild and no helpers: its second argument is `undefined`.',
      zh: '函数接收 Rsbuild 计算出的选项，不提供任何工具函数：第二个参数是 `undefined`。',
    },
    {
      en: 'A function receives the options computed by Rsbuild (there is no second argument).',
      zh: '函数接收 Rsbuild 计算出的选项（没有第二个参数）。',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default { tools: { swc(config, ...rest) {',
      "  fs.writeFileSync('seen.json', JSON.stringify({ count: rest.length + 1, second: typeof rest[0], jsc: typeof config.jsc }));",
      '} } };',
      '',
    ].join('\n'),
    'src/index.js': "console.log('hi');\n",
  });
  build(dir);
  const seen = JSON.parse(fs.readFileSync(path.join(dir, 'seen.json'), 'utf8'));
  assert.deepEqual(seen, { count: 2, second: 'undefined', jsc: 'object' });
});

// config/tools/less, Function form: a returned object replaces the options whole (mergeChainedOptions returns the
// function's result as it is, shared/src/mergeChainedOptions.ts), so one without `implementation` sends less-loader to
// a `less` of the project's own; a project without one stops with "Cannot find module 'less'" (review87q's report, run
// by hand; run below). Spreading the given options in keeps Rsbuild's bundled Less.
test('config/tools/less "A returned object replaces them all, so spread the options you were given into it"', () => {
  pageSays('config/tools/less', {
    en: "A returned object replaces them all, so spread the options you were given into it: without `implementation`, less-loader looks for a `less` package of the project's own and, with none installed, the build stops with `Cannot find module 'less'`.",
    zh: "返回的对象会整体替换原有选项，所以要把传入的选项展开进去：缺少 `implementation` 时，less-loader 会去找项目自己安装的 `less`，项目没装 `less` 就会构建失败，报错 `Cannot find module 'less'`。",
  });
  const files = (config: string) => ({
    'rsbuild.config.mjs': `export default { tools: { less: ${config} } };\n`,
    'src/index.js': "import './a.less';\n",
    'src/a.less': '@w: 10px;\n.a { width: (@w * 2); }\n',
  });
  const bare = rsbuild(project(files("() => ({ lessOptions: { math: 'always' } })")), ['build']);
  assert.notEqual(bare.code, 0, bare.output);
  assert.match(bare.output, /Cannot find module 'less'/);
  const spread = rsbuild(project(files("(options) => ({ ...options, lessOptions: { ...options.lessOptions, math: 'always' } })")), [
    'build',
  ]);
  assert.equal(spread.code, 0, spread.output);
});
