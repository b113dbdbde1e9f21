// Facts behind the accuracy review of session 92 (slice j): config/module-federation/options,
// config/dev/setup-middlewares and config/dev/progress-bar, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the old wording is gone.
//
// - config/module-federation/options, options.library: "By default remoteEntry.js declares a global variable named
//   after name, which is what the script remote type expects. Change it only together with remoteType in the hosts."
//   The page's own example sets library { type: 'window', name: 'checkout' } for a remote whose hosts keep the default
//   'script'. With 'script', Rspack 0.5.9 passes the part of the remotes value before '@' to the Module Federation
//   runtime as the remote's global name (@rspack/core dist/container/ModuleFederationPlugin.js, getRemoteInfos:
//   extractUrlAndGlobal), and @module-federation/runtime 0.0.8 loads the entry with a <script> and reads
//   globalThis[globalName] (runtime dist/index.cjs.js loadEntryScript, share.cjs.js getRemoteEntryExports), asserting
//   when it is missing. So any library type that still sets that global works with unchanged hosts; only a type that
//   sets none needs a different remoteType. Now: "A type that still sets that global, such as 'window' below, needs no
//   change in the hosts; with a type that sets none, change remoteType in the hosts too". Run below: a remote built
//   with library type 'window' loads in a host whose remoteType is left at its default.
// - config/module-federation/options, options.exposes: "Each key is the path hosts import after the container name
//   ('./Cart' is imported as checkout/Cart)". A host imports `<its remotes key>/<exposed path>`: the remotes key is the
//   alias (Rspack's getRemoteInfos keeps it as `alias`; the container name is only the part of the value before '@'),
//   and it need not equal the container name. Now: "after the key they list the remote under in remotes, usually the
//   container name". Run below, with the options.library fix: the host lists the container checkout under the key
//   shop and imports shop/Cart.
//
// - config/dev/setup-middlewares, middlewares: "push(...handlers) adds handlers after all built-in middlewares. They
//   only see requests that nothing else answered." After the push handlers the dev server adds one more middleware,
//   notFoundMiddleware, which ends every request still unanswered with an empty 404 (core/src/server/devServer.ts
//   167, `middlewares.use(notFoundMiddleware)` once the server listens; middlewares.ts 73-76). The page did not say
//   what becomes of a request a push handler passes on. Now: "... after all the built-in middlewares listed below.
//   They only see requests that nothing else answered, and a request they pass on with next() gets an empty 404."
//   Run below.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ask, build, devServer, pageSays, project, sharedBrowser, staticHost, waitFor } from './topics-support';

const browser = sharedBrowser();

const MF = 'config/module-federation/options';

test(`${MF} options.library "A type that still sets that global, such as 'window' below, needs no change in the hosts" + options.exposes "the path hosts import after the key they list the remote under in remotes": a remote with library type 'window' loads in a host with the default remoteType, imported as shop/Cart`, async (t) => {
  pageSays(
    MF,
    {
      en: "Each key is the path hosts import after the key they list the remote under in `remotes`, usually the container name (`'./Cart'` is imported as `checkout/Cart`)",
      zh: "每个键是主应用导入时写在 `remotes` 键名（通常就是容器名称）之后的路径（`'./Cart'` 以 `checkout/Cart` 的形式导入）",
    },
    { en: 'the path hosts import after the container name', zh: '每个键是主应用在容器名称之后导入的路径' },
  );
  pageSays(
    MF,
    {
      en: "A type that still sets that global, such as `'window'` below, needs no change in the hosts; with a type that sets none, change `remoteType` in the hosts too.",
      zh: "如果改用的类型仍会设置这个全局变量（例如下面的 `'window'`），主应用无需改动；如果不会设置，就要同时修改主应用中的 `remoteType`。",
    },
    {
      en: 'Change it only together with `remoteType` in the hosts.',
      zh: '只有在同时修改主应用中的 `remoteType` 时才需要修改它。',
    },
  );
  // The page's example of options.library (plain JavaScript instead of a React component).
  const remote = project({
    'rsbuild.config.mjs': `export default {
  performance: { printFileSize: false },
  moduleFederation: {
    options: {
      name: 'checkout',
      filename: 'remoteEntry.js',
      library: { type: 'window', name: 'checkout' },
      exposes: { './Cart': './src/Cart.js' },
    },
  },
};
`,
    'src/Cart.js': "export default 'cart from checkout';\n",
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "document.body.append('checkout app');\n",
  });
  build(remote);
  const remoteUrl = await staticHost(t, path.join(remote, 'dist'));

  // A host as on the page (remotes by `<name>@<url>`, no remoteType), which lists the container checkout as shop.
  const host = project({
    'rsbuild.config.mjs': `export default {
  performance: { printFileSize: false },
  moduleFederation: {
    options: {
      name: 'shell',
      remotes: { shop: 'checkout@${remoteUrl}/remoteEntry.js' },
    },
  },
};
`,
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js':
      "import('shop/Cart').then((m) => { document.body.dataset.cart = m.default; }, (e) => { document.body.dataset.cart = 'failed: ' + e.message; });\n",
  });
  build(host);
  const hostUrl = await staticHost(t, path.join(host, 'dist'));

  const tab = await browser().newPage();
  try {
    await tab.goto(`${hostUrl}/`);
    assert.ok(await waitFor(async () => Boolean(await tab.evaluate(() => document.body.dataset.cart)), 20_000), 'the import settles');
    assert.equal(await tab.evaluate(() => document.body.dataset.cart), 'cart from checkout');
    assert.equal(
      await tab.evaluate(() => typeof (window as unknown as Record<string, unknown>).checkout),
      'object',
      'the container sits on window.checkout',
    );
  } finally {
    await tab.close();
  }
});

test('config/dev/setup-middlewares "They only see requests that nothing else answered, and a request they pass on with next() gets an empty 404"', async () => {
  pageSays(
    'config/dev/setup-middlewares',
    {
      en: '`push(...handlers)` adds handlers after all the built-in middlewares listed below. They only see requests that nothing else answered, and a request they pass on with `next()` gets an empty 404.',
      zh: '`push(...handlers)` 把处理函数添加到下文列出的所有内置中间件之后，它们只会接收到其他中间件都没有响应的请求；它们调用 `next()` 放行的请求最终会得到一个空的 404 响应。',
    },
    {
      en: '`push(...handlers)` adds handlers after all built-in middlewares. They only see requests that nothing else answered.',
      zh: '`push(...handlers)` 把处理函数添加到所有内置中间件之后，它们只会接收到其他中间件都没有响应的请求。',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': [
      'export default {',
      '  dev: {',
      '    setupMiddlewares: [',
      '      (middlewares) => {',
      '        middlewares.push((req, res, next) => {',
      "          res.setHeader('x-push-saw', req.url);",
      "          if (req.url === '/answer') return res.end('answered by push');",
      '          next();',
      '        });',
      '      },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "document.body.append('fact');\n",
  });
  const server = await devServer(dir);
  try {
    const answered = await ask(server.port, '/answer', { method: 'POST' });
    assert.equal(answered.text, 'answered by push');
    // The push handler saw the request and called next(): what follows it is an empty 404.
    const passed = await ask(server.port, '/api/login', { method: 'POST' });
    assert.equal(passed.headers['x-push-saw'], '/api/login', 'the push handler saw the request');
    assert.equal(passed.status, 404);
    assert.equal(passed.text, '', 'with an empty body');
  } finally {
    await server.stop();
  }
});
