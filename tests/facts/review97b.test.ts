// Facts behind the accuracy review of session 97 (slice b): config/dev/client, guide/advanced/hmr, config/dev/hmr and
// config/dev/live-reload, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and that the replaced wording is gone, and runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project of topics-support.ts) where no earlier facts file already runs the behaviour.
//
// - config/dev/hmr, Caveats: "HMR only exists in development. `rsbuild build` and `rsbuild preview` are not affected by
//   this option." `rsbuild build` sets NODE_ENV to production only when it is empty (core/src/cli/prepare.ts 3-10),
//   and the HMR plugin is added whenever the mode is not production and dev.hmr is on (shared/src/utils.ts,
//   isUsingHMR: !isProd && web target && config.dev.hmr; core/src/plugins/basic.ts 47-53). So with NODE_ENV set to
//   another value, `rsbuild build` writes the HMR runtime, and dev.hmr: false leaves it out: the option does affect
//   that build. Now: a production build is not affected; with NODE_ENV already `development` or `test`, the output
//   of `rsbuild build` includes the HMR runtime unless dev.hmr is false. Test 1.
// - guide/advanced/hmr, Turn off HMR: "A production build, which is what `rsbuild build` makes unless `NODE_ENV` is
//   set to `development`, never includes the HMR runtime". Any value other than production gives a non-production
//   build, NODE_ENV=test included (same source). Now: "unless `NODE_ENV` already holds another value, such as
//   `development` or `test`". Test 1 also builds the page's own accept example: in the production build the
//   `if (import.meta.webpackHot)` block is gone ("in a production build the minifier removes the block"), and with
//   dev.hmr false it is `if (undefined)` ("`import.meta.webpackHot` is `undefined` ... when HMR is off"). The
//   sentence is also quoted by review87d.test.ts, updated to the new words.
// - config/dev/hmr, What the option controls: "Changes to CSS are applied in place when HMR is on." An edit of a CSS
//   Modules file (*.module.css), even of a color only, reloads a page without a framework plugin and is applied in
//   place when a React component with @rsbuild/plugin-react imports it: review87d.test.ts (test 4, cssModuleEdit)
//   runs both in Chromium; review87m runs it for guide/faq/hmr. Now: plain stylesheets are applied in place; CSS
//   Modules files follow the rule of JavaScript modules (in place only when they or an importer accept the update).
//   Test 2 checks the words only.
// - config/dev/live-reload, Caveats: "When the dev server restarts itself (after you edit `rsbuild.config.ts` or a
//   `.env` file)". `rsbuild dev` watches only the config file and the .env files it loaded for the mode
//   (core/src/cli/init.ts 38-45, envs.filePaths from loadEnv, existing files only): an edit of .env.production in
//   `rsbuild dev` restarts nothing. review89t.test.ts (test 1) runs that for config/dev/hmr. Now: "one of the `.env`
//   files it loaded at start". Test 3 checks the words only.
// - config/dev/live-reload, Caveats: "A reload is only triggered by a rebuild." The client also reloads the page on the
//   socket messages 'content-changed' and 'static-changed' (core/src/client/hmr/index.ts, onMessage), which the dev
//   server never sends by itself but a dev.setupMiddlewares function sends with server.sockWrite
//   (core/src/server/devServer.ts 92): server-responses.test.ts runs that in Chromium for config/dev/setup-middlewares
//   (the page loads again). Now: Rsbuild itself only reloads after a rebuild; a setupMiddlewares function can also send
//   a reload with `server.sockWrite('content-changed')`. Test 4 checks the words only.
//
// config/dev/client: no statement was found false; its behaviours are run by review81g, review87m, review91c,
// verify82a, common-problems-dev and the common-problems rounds (see /work/review97/REPORT-b.md).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

test('config/dev/hmr "When `NODE_ENV` already holds another value, such as `development` or `test`, `rsbuild build` makes no production build, and its output includes the HMR runtime unless `dev.hmr` is `false`" + guide/advanced/hmr "unless `NODE_ENV` already holds another value": NODE_ENV=test builds with hotCheck, and without it when dev.hmr is false; a plain build has neither the runtime nor the accept block', () => {
  pageSays(
    'config/dev/hmr',
    {
      en: '- HMR only exists in development mode: a production build is not affected by this option, and `rsbuild preview` only serves what a build wrote. When `NODE_ENV` already holds another value, such as `development` or `test`, `rsbuild build` makes no production build, and its output includes the HMR runtime unless `dev.hmr` is `false`.',
      zh: '- HMR 只存在于开发模式，生产构建不受该选项影响，`rsbuild preview` 也只是提供已有的产物。但 `NODE_ENV` 已设为 `development`、`test` 等其他值时，`rsbuild build` 不是生产构建，产物会包含 HMR 运行时（`dev.hmr: false` 时除外）。',
    },
    {
      en: '`rsbuild build` and `rsbuild preview` are not affected by this option.',
      zh: '`rsbuild build` 和 `rsbuild preview` 不受该选项影响。',
    },
  );
  pageSays(
    'guide/advanced/hmr',
    {
      en: 'A production build, which is what `rsbuild build` makes unless `NODE_ENV` already holds another value, such as `development` or `test`, never includes the HMR runtime',
      zh: '生产构建（也就是 `NODE_ENV` 没有预先设为 `development`、`test` 等其他值时 `rsbuild build` 的产物）永远不包含 HMR 运行时',
    },
    {
      en: 'unless `NODE_ENV` is set to `development`, never includes',
      zh: '没有把 `NODE_ENV` 设为 `development` 时',
    },
  );
  pageSays('guide/advanced/hmr', {
    en: '`import.meta.webpackHot` is `undefined` in production builds and when HMR is off, so the `if` keeps the code safe; in a production build the minifier removes the block.',
    zh: '在生产构建中以及关闭 HMR 时，`import.meta.webpackHot` 为 `undefined`，所以这个 `if` 判断能保证代码安全；生产构建时压缩工具会移除整个代码块。',
  });
  // The guide's accept example.
  const dir = project({
    'src/index.js':
      "import { render } from './render';\n\nrender();\n\nif (import.meta.webpackHot) {\n  import.meta.webpackHot.accept('./render', () => {\n    render();\n  });\n}\n",
    'src/render.js': "export function render() {\n  document.querySelector('#root').innerHTML = '<h1>Version 1</h1>';\n}\n",
  });
  const js = (): string => distText(dir, /^static\/js\/index\.(\w+\.)?js$/);
  const clean = (): void => fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });

  // Production: no runtime, and the accept block is gone; the render() call stays.
  const production = rsbuild(dir, ['build']);
  assert.equal(production.code, 0, production.output);
  assert.doesNotMatch(js(), /hotCheck|webpackHot|accept/);
  assert.match(js(), /Version 1/);

  // NODE_ENV=test: not a production build (no hash in the file name), and dev.hmr (true) adds the HMR runtime.
  clean();
  const testEnv = rsbuild(dir, ['build'], { NODE_ENV: 'test' });
  assert.equal(testEnv.code, 0, testEnv.output);
  assert.match(js(), /hotCheck/);
  assert.match(js(), /module\.hot\.accept\(/);
  assert.doesNotMatch(js(), /rsbuild-hmr/, 'no dev client in a build');

  // NODE_ENV=test with dev.hmr false: no runtime, and import.meta.webpackHot is replaced with undefined.
  clean();
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), 'export default { dev: { hmr: false } };\n');
  const off = rsbuild(dir, ['build'], { NODE_ENV: 'test' });
  assert.equal(off.code, 0, off.output);
  assert.doesNotMatch(js(), /hotCheck|module\.hot/);
  assert.match(js(), /if \(undefined\)/);
});

test('config/dev/hmr "Edits of plain stylesheets are applied in place when HMR is on. For JavaScript, and for CSS Modules files (`*.module.css`) ..., a module is updated in place only when it, or a module that imports it, accepts the update" (run by review87d, cssModuleEdit)', () => {
  pageSays(
    'config/dev/hmr',
    {
      en: 'Edits of plain stylesheets are applied in place when HMR is on. For JavaScript, and for CSS Modules files (`*.module.css`), which export their class names to JavaScript, a module is updated in place only when it, or a module that imports it, accepts the update',
      zh: '开启 HMR 时，对普通样式文件的修改会直接在页面中生效。对于 JavaScript，以及把类名导出给 JavaScript 的 CSS Modules 文件（`*.module.css`），只有当某个模块本身或导入它的模块接受（accept）了更新时，该模块才会被原地替换',
    },
    {
      en: 'Changes to CSS are applied in place when HMR is on.',
      zh: '开启 HMR 时，对 CSS 的修改会直接在页面中生效。',
    },
  );
});

test('config/dev/live-reload "When the dev server restarts itself (after you edit `rsbuild.config.ts` or one of the `.env` files it loaded at start)" (run by review89t: an edit of .env.production restarts nothing)', () => {
  pageSays(
    'config/dev/live-reload',
    {
      en: 'When the dev server restarts itself (after you edit `rsbuild.config.ts` or one of the `.env` files it loaded at start)',
      zh: '当开发服务器自行重启时（修改了 `rsbuild.config.ts` 或启动时加载的 `.env` 文件之后）',
    },
    {
      en: '(after you edit `rsbuild.config.ts` or a `.env` file)',
      zh: '（修改了 `rsbuild.config.ts` 或 `.env` 文件之后）',
    },
  );
});

test('config/dev/live-reload "Rsbuild itself only reloads the page after a rebuild; a dev.setupMiddlewares function can also send a reload with `server.sockWrite(\'content-changed\')`" (run by server-responses: the page reloads on content-changed)', () => {
  pageSays(
    'config/dev/live-reload',
    {
      en: "- Rsbuild itself only reloads the page after a rebuild; a [dev.setupMiddlewares](/config/dev/setup-middlewares) function can also send a reload with `server.sockWrite('content-changed')`.",
      zh: "- Rsbuild 自身只会在重新构建后刷新页面；[dev.setupMiddlewares](/zh/config/dev/setup-middlewares) 中的函数也可以调用 `server.sockWrite('content-changed')` 触发刷新。",
    },
    { en: 'A reload is only triggered by a rebuild.', zh: '只有重新构建才会触发刷新。' },
  );
});
