// Facts behind the accuracy review of session 97 (slice f): config/module-federation/options, config/output/filename-hash
// and config/output/minify, in both languages. Each test names the page and the sentences it backs, checks that both
// languages say them, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// No fix: every statement checked on the three pages holds at 0.5.9 (see /work/review97/REPORT-f.md). Read against
// core/src/plugins/moduleFederation.ts (web target only, publicPath '/' -> 'auto', split-by-experience -> custom,
// PatchSplitChunksPlugin), @rspack/core 0.5.9-canary-8778e17 dist/container/*.js and *.d.ts (option types, defaults of
// library, remoteType, runtimePlugins and implementation, container only with exposes, per-value external type),
// @module-federation/runtime 0.0.8 (hook names and arguments), shared/src/fs.ts getFilename and chain.ts
// applyOutputPlugin (hash per file kind and mode, node and service-worker [name].js, xxhash64), core/src/plugins/wasm.ts,
// shared/src/minimize.ts and core/src/provider/plugins/minimize.ts, core/src/plugins/basic.ts (minimize flag).
// Confirmed by runs here, where no earlier facts file had run them:
// 1. config/module-federation/options, options.filename: without it the container is static/js/<name>.<hash>.js
//    (var checkout); options.exposes: the object form's name names the chunk (static/js/async/checkout-utils.<hash>.js);
//    Caveats: the built index.html loads static/js/... by relative URLs, and a node build next to the web one has no
//    container and no federation runtime. config/output/minify, "All targets": that node bundle is minified.
// 2. config/module-federation/options, options.runtimePlugins: the page's src/mf-log-plugin.ts, registered as in its
//    example, logs "[mf] loading checkout/Cart" in the browser when the host imports checkout/Cart; exposes: {} creates
//    no container; options.remoteType: a remotes value that starts with 'promise ' loads the remote too.
// 3. config/module-federation/options, Example: the page's remote and host, both under rsbuild dev (ports from
//    devServer instead of 3001), show the remote's Button in the host with no page error (review79k ran them built,
//    under rsbuild preview).
// The markdown of config/output/minify had no blank line between the Caveats list and "## Common problems" in either
// language (a layout fix, no test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_LINKS,
  build,
  devServer,
  distFiles,
  distText,
  page,
  pageSays,
  project,
  sharedBrowser,
  staticHost,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();
const MF = 'config/module-federation/options';
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

test(`${MF} "Without it, the container file is named like any other entry script, which in production includes a content hash", "The object form { import, name } also sets the name of the chunk", "Web target only", "The generated HTML then refers to its scripts with relative paths (static/js/...)"; config/output/minify "All targets ... including node"`, () => {
  pageSays(MF, {
    en: 'Without it, the container file is named like any other entry script, which in production includes a content hash (for example `static/js/remote.481aa184.js`), so hosts could not know its URL.',
    zh: '如果不设置，容器文件会像其他入口脚本一样命名，在生产环境中会带有内容哈希（例如 `static/js/remote.481aa184.js`），主应用就无法得知它的 URL。',
  });
  pageSays(MF, {
    en: 'The object form `{ import, name }` also sets the name of the chunk the module is put in.',
    zh: '对象形式 `{ import, name }` 还可以设置该模块所在 chunk 的名称。',
  });
  pageSays(MF, {
    en: 'The plugin is only added to the `web` build; other targets in [output.targets](/config/output/targets) ignore the option.',
    zh: '该插件只会添加到 `web` 构建中，[output.targets](/zh/config/output/targets) 中的其他目标会忽略该选项。',
  });
  pageSays(MF, {
    en: 'The generated HTML then refers to its scripts with relative paths (`static/js/...`)',
    zh: '此时生成的 HTML 会使用相对路径（`static/js/...`）引用脚本',
  });
  pageSays('config/output/minify', {
    en: 'The setting applies to every build target in [output.targets](/config/output/targets), including `node`.',
    zh: '该设置会应用到 [output.targets](/zh/config/output/targets) 中的每个构建目标，包括 `node`。',
  });

  // The page's options.exposes example without `filename`, built for the web and node targets.
  const dir = project({
    'rsbuild.config.mjs': `export default {
  output: { targets: ['web', 'node'] },
  moduleFederation: {
    options: {
      name: 'checkout',
      exposes: {
        './Cart': './src/Cart.js',
        './utils': { import: './src/utils/index.js', name: 'checkout-utils' },
      },
    },
  },
};
`,
    'src/Cart.js': "export default 'cart';\n",
    'src/utils/index.js': 'export const sum = (a, b) => a + b;\n',
    'src/index.js': "document.body.dataset.app = 'shop';\n",
  });
  build(dir);
  const files = distFiles(dir);
  const container = files.filter((f) => /^static\/js\/checkout\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(container.length, 1, `the container is static/js/checkout.<hash>.js: ${files.join(', ')}`);
  assert.ok(!files.some((f) => /remoteEntry/.test(f)), 'no remoteEntry.js without filename');
  assert.match(distText(dir, /^static\/js\/checkout\.[0-9a-f]{8}\.js$/), /var checkout\b/, 'it declares the global checkout');
  assert.ok(
    files.some((f) => /^static\/js\/async\/checkout-utils\.[0-9a-f]{8}\.js$/.test(f)),
    `the exposed ./utils is in the chunk checkout-utils: ${files.join(', ')}`,
  );

  // 'auto' public path in production: relative script URLs in index.html.
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="static\/js\/index\.[0-9a-f]{8}\.js">/);
  assert.doesNotMatch(html, /src="\//, 'no script URL starts with /');

  // The node build: no container, no Module Federation runtime, and minified (one line, short names).
  const server = distFiles(dir).filter((f) => f.startsWith('server/'));
  assert.deepEqual(server, ['server/index.js'], 'the node build writes only its entry');
  const node = distText(dir, /^server\/index\.js$/);
  assert.doesNotMatch(node, /checkout\b|federation/, 'no container and no federation runtime in the node build');
  assert.equal(node.trim().split('\n').length, 1, 'the node bundle is minified to one line');
  assert.match(node, /document\.body\.dataset\.app="shop"/);
});

test(`${MF} options.runtimePlugins: the page's src/mf-log-plugin.ts logs "[mf] loading checkout/Cart" when the host imports a module of the remote; "A container is only created when exposes has at least one entry"; options.remoteType "A single value can also begin with its own type"`, async (t) => {
  pageSays(MF, {
    en: 'A single value can also begin with its own type, like `\'promise import("...")\'`.',
    zh: '单个值也可以以自己的类型开头，例如 `\'promise import("...")\'`。',
  });
  pageSays(MF, {
    en: "Each file's default export must be a function that returns a runtime plugin: an object with a `name` and hooks of `@module-federation/runtime`, such as `beforeRequest`, `afterResolve`, `onLoad` or `errorLoadRemote`.",
    zh: '每个文件的默认导出必须是一个返回运行时插件的函数，运行时插件是一个包含 `name` 和 `@module-federation/runtime` 钩子（例如 `beforeRequest`、`afterResolve`、`onLoad` 或 `errorLoadRemote`）的对象。',
  });
  pageSays(MF, {
    en: 'A container is only created when `exposes` has at least one entry.',
    zh: '只有当 `exposes` 至少包含一项时才会创建容器。',
  });
  // The plugin file exactly as the page shows it (both languages show the same code).
  const pluginCode = (lang: 'en' | 'zh'): string => {
    const m = page(lang, MF).match(/```ts title="src\/mf-log-plugin\.ts"\n([\s\S]*?)```/);
    assert.ok(m, `${lang}: the page shows src/mf-log-plugin.ts`);
    return m[1];
  };
  assert.equal(pluginCode('zh'), pluginCode('en'));

  const remote = project({
    'rsbuild.config.mjs': `export default {
  moduleFederation: {
    options: { name: 'checkout', filename: 'remoteEntry.js', exposes: { './Cart': './src/Cart.js' } },
  },
};
`,
    'src/Cart.js': "export default 'cart from checkout';\n",
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "document.body.append('checkout app');\n",
  });
  build(remote);
  assert.ok(distFiles(remote).includes('remoteEntry.js'));
  const remoteUrl = await staticHost(t, path.join(remote, 'dist'));

  // The page's runtimePlugins example (an empty exposes added: no container for the host).
  const host = project(
    {
      'rsbuild.config.ts': `import path from 'node:path';
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  moduleFederation: {
    options: {
      name: 'shell',
      exposes: {},
      remotes: {
        checkout: 'checkout@${remoteUrl}/remoteEntry.js',
      },
      runtimePlugins: [path.resolve(__dirname, './src/mf-log-plugin.ts')],
    },
  },
});
`,
      'src/mf-log-plugin.ts': pluginCode('en'),
      'src/index.js': "import('./bootstrap');\n",
      'src/bootstrap.js':
        "import('checkout/Cart').then((m) => { document.body.dataset.cart = m.default; }, (e) => { document.body.dataset.cart = 'failed: ' + e.message; });\n",
    },
    CORE,
  );
  build(host);
  const hostFiles = distFiles(host);
  assert.ok(!hostFiles.some((f) => /shell/.test(f)), `no container file for exposes: {}: ${hostFiles.join(', ')}`);
  assert.ok(!fs.readFileSync(path.join(host, 'dist/index.html'), 'utf8').includes('shell'));
  const hostUrl = await staticHost(t, path.join(host, 'dist'));

  const tab = await browser().newPage();
  const logs: string[] = [];
  tab.on('console', (m) => logs.push(m.text()));
  try {
    await tab.goto(`${hostUrl}/`);
    assert.ok(await waitFor(async () => Boolean(await tab.evaluate(() => document.body.dataset.cart)), 20_000), 'the import settles');
    assert.equal(await tab.evaluate(() => document.body.dataset.cart), 'cart from checkout');
    assert.ok(logs.includes('[mf] loading checkout/Cart'), `the runtime plugin logged: ${logs.join(' | ')}`);
  } finally {
    await tab.close();
  }

  // remoteType: a value that begins with its own type ('promise ...') instead of the default 'script'.
  const promiseHost = project({
    'package.json': '{ "name": "promise-host", "private": true }\n',
    'rsbuild.config.mjs': `export default {
  moduleFederation: {
    options: {
      name: 'shell',
      remotes: {
        checkout: \`promise new Promise((resolve) => { const s = document.createElement('script'); s.src = '${remoteUrl}/remoteEntry.js'; s.onload = () => resolve(window.checkout); document.head.appendChild(s); })\`,
      },
    },
  },
};
`,
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js':
      "import('checkout/Cart').then((m) => { document.body.dataset.cart = m.default; }, (e) => { document.body.dataset.cart = 'failed: ' + e.message; });\n",
  });
  build(promiseHost);
  const promiseUrl = await staticHost(t, path.join(promiseHost, 'dist'));
  const tab2 = await browser().newPage();
  try {
    await tab2.goto(`${promiseUrl}/`);
    assert.ok(await waitFor(async () => Boolean(await tab2.evaluate(() => document.body.dataset.cart)), 20_000), 'the import settles');
    assert.equal(await tab2.evaluate(() => document.body.dataset.cart), 'cart from checkout');
  } finally {
    await tab2.close();
  }
});

test(`${MF} the Example ("A remote application that exposes a Button component, served on port 3001" and "A host application that uses it") in rsbuild dev: the host's dev server shows the Button of the remote's dev server`, async () => {
  pageSays(MF, {
    en: 'A remote application that exposes a `Button` component, served on port 3001:',
    zh: '一个暴露 `Button` 组件的远程应用，运行在 3001 端口：',
  });
  // The page's remote and host, with the port of a free one instead of 3001 (devServer passes --port).
  const remote = project(
    {
      'package.json': '{ "name": "remote", "private": true }\n',
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  moduleFederation: {
    options: {
      name: 'remote',
      filename: 'remoteEntry.js',
      exposes: { './Button': './src/Button.tsx' },
      shared: ['react', 'react-dom'],
    },
  },
};
`,
      'src/Button.tsx':
        'import React from \'react\';\n\nexport default function Button() {\n  return <button type="button">Remote button</button>;\n}\n',
      'src/index.ts': "import('./bootstrap');\n",
      'src/bootstrap.tsx':
        "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport Button from './Button';\n\nReactDOM.createRoot(document.getElementById('root')!).render(<Button />);\n",
    },
    REACT_LINKS,
  );
  const remoteServer = await devServer(remote);
  try {
    const host = project(
      {
        'package.json': '{ "name": "host", "private": true }\n',
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  moduleFederation: {
    options: {
      name: 'host',
      remotes: { remote: 'remote@${remoteServer.url}/remoteEntry.js' },
      shared: ['react', 'react-dom'],
    },
  },
};
`,
        'src/App.tsx':
          "import React, { Suspense } from 'react';\n\nconst RemoteButton = React.lazy(() => import('remote/Button'));\n\nexport const App = () => (\n  <Suspense fallback=\"Loading...\">\n    <RemoteButton />\n  </Suspense>\n);\n",
        'src/index.ts': "import('./bootstrap');\n",
        'src/bootstrap.tsx':
          "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport { App } from './App';\n\nReactDOM.createRoot(document.getElementById('root')!).render(<App />);\n",
      },
      REACT_LINKS,
    );
    const hostServer = await devServer(host);
    try {
      const tab = await browser().newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message.trim()));
      try {
        await tab.goto(`${hostServer.url}/`);
        const shown = await waitFor(
          async () => (await tab.evaluate(() => document.getElementById('root')?.innerHTML ?? '')).includes('Remote button'),
          20_000,
        );
        assert.ok(shown, `the remote's button shows in the host: ${errors.join(' | ')}`);
        assert.equal(await tab.evaluate(() => document.getElementById('root')?.innerHTML), '<button type="button">Remote button</button>');
        assert.deepEqual(errors, []);
      } finally {
        await tab.close();
      }
    } finally {
      await hostServer.stop();
    }
  } finally {
    await remoteServer.stop();
  }
});
