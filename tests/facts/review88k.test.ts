// Facts behind the accuracy review of session 88 (slice k): config/module-federation/options,
// config/dev/setup-middlewares and api/javascript-api/types, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it.
//
// Fixes:
// - config/dev/setup-middlewares, "middlewares": "The built-in middlewares are, in order: compression, response headers,
//   the proxy, the open-in-editor endpoint, the build files, the public folder, the HTML fallback,
//   server.historyApiFallback and a /favicon.ico fallback", and unshift handlers go "in front of all built-in
//   middlewares". The list left out three: an empty 404 for .hot-update.json requests right after the build files, the
//   build files a second time right after historyApiFallback (which only rewrites the URL), and, with DEBUG=rsbuild, a
//   request logger that getMiddlewares puts before the unshift handlers (core/src/server/getDevMiddlewares.ts 115-125,
//   163-170 and 187-194; middlewares.ts 39-70 and 14-21 for the favicon's 204). Test below.
// - config/dev/setup-middlewares, "Caveats": "A push handler's response has all three" (server.headers,
//   Access-Control-Allow-Origin: *, compression). The compression middleware (compiled/http-compression, options
//   threshold 1024 and mimes /text|javascript|\/json|xml/) compresses only when the request accepts gzip and the
//   response is at least 1024 bytes with such a Content-Type (or none): a short JSON answer is sent as it is. Test below.
// - config/module-federation/options, "Caveats", chunk splitting: with Module Federation the strategy becomes 'custom',
//   "so the lib-polyfill, lib-axios and lib-lodash chunks are no longer created". The plugins' chunks of that strategy
//   go too: plugin-react adds lib-react and lib-router only when the strategy is 'split-by-experience'
//   (plugin-react/src/splitChunks.ts 17-21), and core switches it in a modifyRsbuildConfig hook of order 'post'
//   (core/src/plugins/moduleFederation.ts 95-115), before any modifyBundlerChain runs. Test below.
// - config/module-federation/options, options.shared, SharedConfig: "strictVersion (boolean): fail instead of warning
//   when no accepted version is available". In @module-federation/runtime 0.0.8, the runtime of Rspack 0.5.9's
//   ModuleFederationPlugin, strictVersion is read only for a singleton: getRegisteredShare throws (error()) instead of
//   console.warn when the singleton version does not satisfy requiredVersion (runtime/dist/share.cjs.js 716-740, error
//   and warn at 21-26); for a package that is not a singleton it is not read at all. The run below: a remote requiring
//   ^1.0.0 of two packages the host shares at 2.0.0 gets the singleton's error, and, for the other package (strictVersion
//   but no singleton), its own 1.0.0 with no error and no warning. The two projects need package names of their own:
//   with the same name (the same output.uniqueName, hence the same chunk loading global) the remote's chunks collide
//   with the host's and the remote ended up with the host's copy.
// - api/javascript-api/types, "Asset declarations": the types of "*.svg as React components", "which plugins add".
//   @rsbuild/plugin-svgr 0.5.9 ships no declarations: its package.json exports only "." (dist/index.d.ts, the plugin's
//   own types) and has no types file for modules (plugin-svgr/package.json 12-20). The run below shows that
//   @rsbuild/core/types does not declare `?react` imports (tsc: TS2307); the plugin is not installed here, so what it
//   lacks rests on its source.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_LINKS,
  ROOT,
  ask,
  build,
  devServer,
  distFiles,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

test('config/dev/setup-middlewares "The built-in middlewares are, in order: ... the build files, an empty 404 for any .hot-update.json request the build files did not answer, ... server.historyApiFallback followed by the build files once more ..., and a /favicon.ico fallback that answers 204. In debug mode (DEBUG=rsbuild) a request logger comes first of all, ahead of the unshift handlers too"', async () => {
  pageSays(
    'config/dev/setup-middlewares',
    {
      en: 'the build files, an empty 404 for any `.hot-update.json` request the build files did not answer, the [public folder](/config/server/public-dir), the HTML fallback, [server.historyApiFallback](/config/server/history-api-fallback) followed by the build files once more (to serve the page it rewrote the request to), and a `/favicon.ico` fallback that answers 204. In [debug mode](/guide/debug/debug-mode) (`DEBUG=rsbuild`) a request logger comes first of all, ahead of the `unshift` handlers too',
      zh: '构建产物、对构建产物没有响应的 `.hot-update.json` 请求返回空的 404、[public 目录](/zh/config/server/public-dir)、HTML 回退、[server.historyApiFallback](/zh/config/server/history-api-fallback) 及紧随其后的又一次构建产物处理（用来返回它改写后的页面），最后是对 `/favicon.ico` 返回 204 的兜底处理。在[调试模式](/zh/guide/debug/debug-mode)下（`DEBUG=rsbuild`），最前面还有一个请求日志中间件，它甚至排在 `unshift` 添加的处理函数之前',
    },
    {
      en: '[server.historyApiFallback](/config/server/history-api-fallback) and a `/favicon.ico` fallback.',
      zh: '[server.historyApiFallback](/zh/config/server/history-api-fallback)，以及对 `/favicon.ico` 的兜底处理。',
    },
  );
  pageSays(
    'config/dev/setup-middlewares',
    {
      en: '`unshift(...handlers)` adds handlers in front of all built-in middlewares (only the request logger of debug mode, described below, runs earlier).',
      zh: '`unshift(...handlers)` 把处理函数添加到所有内置中间件之前（只有调试模式下的请求日志中间件排在更前面，见下文）。',
    },
    {
      en: '`unshift(...handlers)` adds handlers in front of all built-in middlewares. They see',
      zh: '`unshift(...handlers)` 把处理函数添加到所有内置中间件之前。它们',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': [
      'const pushed = [];',
      'export default {',
      '  server: { htmlFallback: false, historyApiFallback: true },',
      '  dev: {',
      '    setupMiddlewares: [',
      '      (middlewares) => {',
      "        middlewares.unshift((req, res, next) => (req.url === '/mock' ? res.end('mocked') : next()));",
      '        middlewares.push((req, res) => {',
      '          pushed.push(req.url);',
      "          res.end('push saw ' + pushed.join(' '));",
      '        });',
      '      },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "document.body.append('fact');\n",
  });
  const server = await devServer(dir, { env: { DEBUG: 'rsbuild' } });
  try {
    const mock = await ask(server.port, '/mock');
    assert.equal(mock.text, 'mocked', 'the unshift handler answers /mock');
    assert.ok(await waitFor(() => /200 GET \/mock [\d.]+ ms/.test(server.log())), `the logger printed /mock:\n${server.log()}`);

    const stale = await ask(server.port, '/0123abcd.hot-update.json', { client: 'json' });
    assert.equal(stale.status, 404, 'a .hot-update.json the build does not have');
    assert.equal(stale.text, '', 'with an empty body');

    const favicon = await ask(server.port, '/favicon.ico');
    assert.equal(favicon.status, 204);

    // htmlFallback is off: historyApiFallback rewrites /users/42 to /index.html, which the build files serve again.
    const route = await ask(server.port, '/users/42');
    assert.equal(route.status, 200);
    assert.match(route.text, /<div id="root"><\/div>/);

    const other = await ask(server.port, '/nothing-else', { client: 'json' });
    assert.equal(other.text, 'push saw /nothing-else', 'the push handler saw none of the requests above');
  } finally {
    await server.stop();
  }
});

test('config/dev/setup-middlewares "A push handler\'s response gets Access-Control-Allow-Origin: * and server.headers, and it is gzip-compressed only when the request accepts gzip and the response is at least 1 KB (1024 bytes) ...: a short JSON answer goes out uncompressed"', async () => {
  pageSays(
    'config/dev/setup-middlewares',
    {
      en: "A `push` handler's response gets `Access-Control-Allow-Origin: *` and `server.headers`, and it is gzip-compressed only when the request accepts gzip and the response is at least 1 KB (1024 bytes) with a text, JavaScript, JSON or XML `Content-Type` (or none): a short JSON answer goes out uncompressed.",
      zh: '`push` 处理函数的响应会带上 `Access-Control-Allow-Origin: *` 和 `server.headers`，但只有在请求接受 gzip、响应不小于 1 KB（1024 字节）且 `Content-Type` 为文本、JavaScript、JSON 或 XML（或未设置）时才会被 gzip 压缩：简短的 JSON 响应不会被压缩。',
    },
    { en: "A `push` handler's response has all three.", zh: '`push` 处理函数的响应则三者都有。' },
  );
  const dir = project({
    'rsbuild.config.mjs': [
      'export default {',
      "  server: { headers: { 'X-Fact': 'yes' } },",
      '  dev: {',
      '    setupMiddlewares: [',
      '      (middlewares) => {',
      '        middlewares.push((req, res) => {',
      "          const size = req.url === '/api/big' ? 1024 : 1023;",
      "          res.setHeader('Content-Type', 'application/json');",
      "          res.end(JSON.stringify({ fill: 'x'.repeat(size - 11) }));",
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
    for (const [url, gzip] of [
      ['/api/small', false],
      ['/api/big', true],
    ] as const) {
      const answer = await ask(server.port, url, { client: 'json', method: 'POST', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(answer.status, 200);
      assert.equal(answer.text.length, url === '/api/big' ? 1024 : 1023, 'the body the handler wrote');
      assert.equal(answer.headers['access-control-allow-origin'], '*', url);
      assert.equal(answer.headers['x-fact'], 'yes', url);
      assert.equal(answer.headers['content-encoding'], gzip ? 'gzip' : undefined, url);
    }
    const plain = await ask(server.port, '/api/big', { client: 'json', method: 'POST' });
    assert.equal(plain.headers['content-encoding'], undefined, 'not compressed for a request that does not accept gzip');
  } finally {
    await server.stop();
  }
});

test("config/module-federation/options \"Rsbuild switches to the 'custom' strategy, so none of the chunks of that strategy is created any more: neither Rsbuild's own lib-polyfill, lib-axios and lib-lodash nor those that plugins add for it, such as lib-react and lib-router of the React plugin\"", () => {
  pageSays(
    'config/module-federation/options',
    {
      en: "so none of the chunks of that strategy is created any more: neither Rsbuild's own `lib-polyfill`, `lib-axios` and `lib-lodash` nor those that plugins add for it, such as `lib-react` and `lib-router` of the React plugin.",
      zh: '因此该策略下的 chunk 都不会再生成：既包括 Rsbuild 自带的 `lib-polyfill`、`lib-axios` 和 `lib-lodash`，也包括插件为该策略添加的 chunk，例如 React 插件的 `lib-react` 和 `lib-router`。',
    },
    {
      en: 'so the `lib-polyfill`, `lib-axios` and `lib-lodash` chunks are no longer created.',
      zh: '因此不会再生成 `lib-polyfill`、`lib-axios` 和 `lib-lodash` 这些 chunk。',
    },
  );
  const groups = ['lib-polyfill', 'lib-axios', 'lib-lodash', 'lib-react', 'lib-router'];
  const files = {
    'src/index.jsx': "import('./bootstrap');\n",
    'src/bootstrap.jsx': [
      "import React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import Button from './Button';",
      "createRoot(document.getElementById('root')).render(<Button />);",
      '',
    ].join('\n'),
    'src/Button.jsx': "import React from 'react';\nexport default () => <button>remote</button>;\n",
  };
  const federation =
    "moduleFederation: { options: { name: 'remote', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.jsx' }, shared: ['react', 'react-dom'] } },";
  const configOf = (mf: boolean) =>
    `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], ${mf ? federation : ''} };\n`;

  const inspected = (mf: boolean) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': configOf(mf) }, REACT_LINKS);
    const run = rsbuild(dir, ['inspect', '--env', 'production']);
    assert.equal(run.code, 0, run.output);
    return fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  };
  const plain = inspected(false);
  for (const group of groups) assert.ok(plain.includes(`'${group}'`), `without Module Federation: ${group}`);
  const federated = inspected(true);
  for (const group of groups) assert.ok(!federated.includes(`'${group}'`), `with Module Federation: no ${group}`);

  const dir = project({ ...files, 'rsbuild.config.mjs': configOf(true) }, REACT_LINKS);
  build(dir);
  const built = distFiles(dir);
  assert.ok(built.includes('remoteEntry.js'), built.join('\n'));
  assert.deepEqual(
    built.filter((f) => /lib-/.test(f)),
    [],
    'React is in no lib-react chunk',
  );
});

test('api/javascript-api/types "they do not include the types of other modules, such as an SVG imported as a React component with ?react ... @rsbuild/plugin-svgr 0.5.9 ships no declarations for those either"', () => {
  pageSays(
    'api/javascript-api/types',
    {
      en: 'such as an SVG imported as a React component with `?react` ([SVGR plugin](/plugins/list/plugin-svgr#typescript-declarations)). `@rsbuild/plugin-svgr` 0.5.9 ships no declarations for those either: add them to your own `.d.ts` file.',
      zh: '例如通过 `?react` 作为 React 组件引入的 SVG（[SVGR 插件](/zh/plugins/list/plugin-svgr#typescript-类型声明)）。`@rsbuild/plugin-svgr` 0.5.9 也没有为它们提供类型声明，需要自己在 `.d.ts` 文件中添加。',
    },
    { en: 'such as `*.svg` as React components, which plugins add.', zh: '这类类型由插件提供。' },
  );
  const dir = project(
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, moduleResolution: 'bundler', module: 'esnext', jsx: 'preserve' },
        include: ['src'],
      }),
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/url.ts': "import logo from './logo.svg';\nexport const url: string = logo;\n",
      'src/component.ts': "import Logo from './logo.svg?react';\nexport { Logo };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  const out = `${tsc.stdout}${tsc.stderr}`;
  assert.match(out, /src\/component\.ts\(1,18\): error TS2307: Cannot find module '\.\/logo\.svg\?react'/);
  assert.doesNotMatch(out, /src\/url\.ts/, 'a plain .svg import is declared (a string)');
});

test('config/module-federation/options "strictVersion: together with singleton, throw an error instead of logging a warning when the one version on the page does not satisfy requiredVersion. Without singleton it has no effect ...: an application that finds no accepted version loads its own copy, without an error or a warning"', async (t) => {
  pageSays(
    'config/module-federation/options',
    {
      en: '`strictVersion` (`boolean`): together with `singleton`, throw an error instead of logging a warning when the one version on the page does not satisfy `requiredVersion`. Without `singleton` it has no effect in the runtime Rsbuild 0.5.9 uses: an application that finds no accepted version loads its own copy, without an error or a warning.',
      zh: '`strictVersion`（`boolean`）：与 `singleton` 一起使用时，如果页面上唯一的那个版本不满足 `requiredVersion`，会直接抛出错误，而不是只打印警告。不设置 `singleton` 时，它在 Rsbuild 0.5.9 使用的运行时中不起作用：找不到可接受版本的应用会加载自己的那份副本，既不报错也不给出警告。',
    },
    {
      en: '`strictVersion` (`boolean`): fail instead of warning when no accepted version is available.',
      zh: '没有可接受的版本时直接报错，而不是只给出警告。',
    },
  );
  // Two shared packages, each 2.0.0 in the host and 1.0.0 in the remote, which requires ^1.0.0 with strictVersion:
  // dep-a as a singleton, dep-b not.
  const dep = (name: string, version: string) => ({
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, main: 'index.js' }),
    [`node_modules/${name}/index.js`]: `module.exports = '${name}@${version}';\n`,
  });
  const remote = project({
    'package.json': JSON.stringify({ name: 'remote-app', private: true }),
    ...dep('dep-a', '1.0.0'),
    ...dep('dep-b', '1.0.0'),
    'rsbuild.config.mjs': [
      'export default {',
      '  moduleFederation: {',
      '    options: {',
      "      name: 'remote',",
      "      filename: 'remoteEntry.js',",
      "      exposes: { './A': './src/A.js', './B': './src/B.js' },",
      '      shared: {',
      "        'dep-a': { singleton: true, strictVersion: true, requiredVersion: '^1.0.0', version: '1.0.0' },",
      "        'dep-b': { strictVersion: true, requiredVersion: '^1.0.0', version: '1.0.0' },",
      '      },',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "document.body.append('remote');\n",
    'src/A.js': "import a from 'dep-a';\nexport default a;\n",
    'src/B.js': "import b from 'dep-b';\nexport default b;\n",
  });
  build(remote);
  const remoteOrigin = await staticHost(t, path.join(remote, 'dist'));

  const host = project({
    'package.json': JSON.stringify({ name: 'host-app', private: true }),
    ...dep('dep-a', '2.0.0'),
    ...dep('dep-b', '2.0.0'),
    'rsbuild.config.mjs': [
      'export default {',
      '  moduleFederation: {',
      '    options: {',
      "      name: 'host',",
      `      remotes: { remote: 'remote@${remoteOrigin}/remoteEntry.js' },`,
      '      shared: {',
      "        'dep-a': { singleton: true, requiredVersion: '^2.0.0', version: '2.0.0' },",
      "        'dep-b': { requiredVersion: '^2.0.0', version: '2.0.0' },",
      '      },',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': [
      "import a from 'dep-a';",
      "import b from 'dep-b';",
      "document.body.dataset.host = a + ' ' + b;",
      "const show = (r) => (r.status === 'fulfilled' ? r.value.default : 'error: ' + r.reason.message);",
      "Promise.allSettled([import('remote/A'), import('remote/B')]).then(([ra, rb]) => {",
      '  document.body.dataset.a = show(ra);',
      '  document.body.dataset.b = show(rb);',
      '});',
      '',
    ].join('\n'),
  });
  build(host);
  const hostOrigin = await staticHost(t, path.join(host, 'dist'));

  const page = await browser().newPage();
  const warnings: string[] = [];
  try {
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${hostOrigin}/`);
    await page.waitForSelector('body[data-a][data-b]', { state: 'attached' });
    const data = await page.evaluate(() => ({ ...document.body.dataset }));
    assert.equal(data.host, 'dep-a@2.0.0 dep-b@2.0.0');
    // singleton + strictVersion: the remote's import of dep-a throws.
    assert.match(
      data.a ?? '',
      /^error: \[ Federation Runtime \]: Version 2\.0\.0 from host of shared singleton module dep-a does not satisfy the requirement of remote which needs \^1\.0\.0/,
    );
    // strictVersion alone: no error; the remote loads its own 1.0.0, and nothing is logged about dep-b.
    assert.equal(data.b, 'dep-b@1.0.0');
    assert.deepEqual(
      warnings.filter((w) => w.includes('dep-b')),
      [],
    );
  } finally {
    await page.close();
  }
});
