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
import { test } from 'node:test';
import { pageSays, project, startRsbuild, waitFor } from './topics-support';

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
