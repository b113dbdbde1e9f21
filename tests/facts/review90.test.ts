// Session 90's follow-ups on notes of the session 89 reviews.
// - plugins/dev/hooks, the utils of modifyBundlerChain: the page gave `CHAIN_ID.PLUGIN.HTML` as an example of "the names
//   Rsbuild uses for its plugins", but no plugin has that id: each page's HTML plugin is `html-<entry>`
//   (core/src/plugins/html.ts, review89e). The example is now `CHAIN_ID.PLUGIN.COPY`, the id of the copy plugin that
//   output.copy adds (core/src/provider/plugins/output.ts 19).
// - config/output/dist-path, the GitLab Pages item: with `root: 'public'`, the page said `rsbuild build` empties the
//   folder; starting `rsbuild dev` does too (core/src/plugins/cleanOutput.ts, the same step before the dev server;
//   review90f's note). Run below.
// - guide/start/quick-start and guide/start/features: "all network interfaces" for 0.0.0.0, which is every IPv4 address
//   only (review90e's note: the dev server refuses ::1). Now "every IPv4 address of your machine"; run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from './lib/rsbuild';
import { devServer, pageSays, project, reach } from './topics-support';

test('plugins/dev/hooks "the names Rsbuild uses for its rules, loaders and plugins, for example `CHAIN_ID.RULE.CSS` or `CHAIN_ID.PLUGIN.COPY`": with output.copy, the chain holds a plugin whose id is CHAIN_ID.PLUGIN.COPY, and a rule whose id is CHAIN_ID.RULE.CSS', async () => {
  pageSays(
    'plugins/dev/hooks',
    {
      en: 'for example `CHAIN_ID.RULE.CSS` or `CHAIN_ID.PLUGIN.COPY`;',
      zh: '例如 `CHAIN_ID.RULE.CSS` 或 `CHAIN_ID.PLUGIN.COPY`；',
    },
    {
      en: 'for example `CHAIN_ID.RULE.CSS` or `CHAIN_ID.PLUGIN.HTML`;',
      zh: '例如 `CHAIN_ID.RULE.CSS` 或 `CHAIN_ID.PLUGIN.HTML`；',
    },
  );
  let found = { copy: '', plugin: false, rule: false, html: true };
  await inspect({
    output: { copy: [{ from: './public' }] },
    tools: {
      bundlerChain: (chain, { CHAIN_ID }) => {
        found = {
          copy: CHAIN_ID.PLUGIN.COPY,
          plugin: chain.plugins.has(CHAIN_ID.PLUGIN.COPY),
          rule: chain.module.rules.has(CHAIN_ID.RULE.CSS),
          html: chain.plugins.has(CHAIN_ID.PLUGIN.HTML),
        };
      },
    },
  });
  assert.deepEqual(found, { copy: 'copy', plugin: true, rule: true, html: false });
});

test('config/output/dist-path, GitLab Pages: "`rsbuild build` first empties it, deleting your favicon and the other files kept there (starting `rsbuild dev` empties it too)": with root public, the dev server deletes public/favicon.ico when it starts', async () => {
  pageSays(
    'config/output/dist-path',
    {
      en: 'deleting your favicon and the other files kept there (starting `rsbuild dev` empties it too), then stops',
      zh: '把放在里面的 favicon 等文件删掉（启动 `rsbuild dev` 时也会清空），然后报错',
    },
    {
      en: 'deleting your favicon and the other files kept there, then stops',
      zh: '把放在里面的 favicon 等文件删掉，然后报错',
    },
  );
  const dir = project({
    'public/favicon.ico': 'icon\n',
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'public' } } };\n",
  });
  const server = await devServer(dir);
  try {
    assert.ok(!fs.existsSync(path.join(dir, 'public/favicon.ico')), 'rsbuild dev emptied public/');
  } finally {
    await server.stop();
  }
});

test('guide/start/quick-start "The server listens on every IPv4 address of your machine (`0.0.0.0`) by default" and guide/start/features "on every IPv4 address of your machine": the dev server answers at 127.0.0.1 and refuses ::1', async () => {
  pageSays(
    'guide/start/quick-start',
    {
      en: 'The server listens on every IPv4 address of your machine (`0.0.0.0`) by default,',
      zh: '服务器默认监听本机所有的 IPv4 地址（`0.0.0.0`），',
    },
    { en: 'The server listens on all network interfaces', zh: '服务器默认监听所有网络接口' },
  );
  pageSays(
    'guide/start/features',
    {
      en: 'starts a server at port `8080` on every IPv4 address of your machine,',
      zh: '会在本机所有 IPv4 地址的 `8080` 端口上启动服务器，',
    },
    { en: 'on all network interfaces', zh: '会在所有网络接口的' },
  );
  const server = await devServer(project({ 'src/index.js': "document.title = 'app';\n" }));
  try {
    assert.deepEqual([await reach('127.0.0.1', server.port), await reach('::1', server.port)], ['200', 'ECONNREFUSED']);
  } finally {
    await server.stop();
  }
});
