// Facts behind statements fixed in review 79 (slice k), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects,
// and Chromium for the pages):
// - config/module-federation/options, the bootstrap step: a host whose entry renders synchronously while React is shared
//   stays blank with "The loadShareSync function was unable to load react" (the runtime of @module-federation/runtime
//   0.0.8, which Rspack 0.5.9's ModuleFederationPlugin uses); the page quoted webpack's "Shared module is not available
//   for eager consumption", which this runtime does not throw for that mistake.
// - config/module-federation/options, caveat on cross-origin requests: the page said production servers "must allow such
//   cross-origin requests". The host loads remoteEntry.js and the remote's chunks with <script> tags, which need no
//   CORS headers: the page's example works with the remote served by rsbuild preview, which sends no
//   Access-Control-Allow-Origin (core/src/server/prodServer.ts; only the dev server sets it, getDevMiddlewares.ts).
//   Review 80: not when the remote sets html.crossorigin. Its output.crossOriginLoading then puts crossorigin on the
//   <script> tags of its chunks (remoteEntry.js, which the Module Federation runtime adds, loads still), and the host
//   stops with "Loading chunk <id> failed"; the host's own html.crossorigin changes nothing. The page said "need no
//   CORS headers" without that condition.
// - config/tools/rspack, utils.env: its type is NodeEnv, 'development' | 'production' | 'test' (shared/src/types/utils.ts,
//   ModifyChainUtils in types/hooks.ts), not `string` as the page said, so `env === 'staging'` is a type error; at run
//   time it is process.env.NODE_ENV as it is (getNodeEnv casts it), and the CLI keeps a NODE_ENV that is already set.
// - config/tools/rspack, lead: "To see the configuration that tools.rspack starts from, run npx rsbuild inspect". The
//   file rsbuild inspect writes is the final configuration, tools.rspack applied (initConfigs, then inspectConfig with
//   those configs): the starting point shows only in a project without tools.rspack.
// - config/tools/rspack, the same sentence: "and with --env production the production one". Run after the development
//   one, as the page suggests, the production configuration goes to rspack.config.web.<timestamp>.mjs and
//   dist/rspack.config.web.mjs keeps the development one (shared/src/config.ts, outputInspectConfigFiles: an existing
//   file gets a Date.now() suffix); the command prints the path it wrote.
// - guide/debug/debug-mode, "To write it without building, run npx rsbuild inspect: it writes the same two files into
//   dist/": after the debug build the page has just described, dist/rspack.config.web.mjs exists, so inspect writes its
//   development configuration to rspack.config.web.<timestamp>.mjs and leaves the production one of the build in place.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REACT_LINKS, ROOT, build, freePort, page, previewServer, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const MF = 'config/module-federation/options';

/** The host of the page's example (host/rsbuild.config.ts, host/src/App.tsx), its remote at `remoteUrl`. */
const hostFiles = (remoteUrl: string): Record<string, string> => ({
  'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  moduleFederation: {
    options: {
      name: 'host',
      remotes: { remote: 'remote@${remoteUrl}' },
      shared: ['react', 'react-dom'],
    },
  },
};
`,
  'src/App.tsx': `import React, { Suspense } from 'react';

const RemoteButton = React.lazy(() => import('remote/Button'));

export const App = () => (
  <Suspense fallback="Loading...">
    <RemoteButton />
  </Suspense>
);
`,
});

const BOOTSTRAP = `import React from 'react';
import ReactDOM from 'react-dom/client';
import { App } from './App';

ReactDOM.createRoot(document.getElementById('root')!).render(<App />);
`;

/** Serves the built `dir` with `rsbuild preview`, opens it in Chromium and returns the uncaught errors and the #root HTML. */
async function openBuilt(dir: string): Promise<{ errors: string[]; root: string }> {
  const server = await previewServer(dir);
  const tab = await browser().newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message.trim()));
  try {
    await tab.goto(`${server.url}/`);
    await tab.waitForLoadState('load');
    await tab.waitForTimeout(1500);
    return { errors, root: await tab.evaluate(() => document.getElementById('root')?.innerHTML ?? '') };
  } finally {
    await tab.close();
    await server.stop();
  }
}

test('config/module-federation/options "Without this step the page stays blank, with The loadShareSync function was unable to load react in the console": a host that renders from its entry file, React shared, fails so; not with Shared module is not available for eager consumption', async () => {
  for (const [lang, words] of [
    ['en', 'Without this step the page stays blank, with `The loadShareSync function was unable to load react` in the console'],
    ['zh', '如果省略这一步，页面会一片空白，控制台报错 `The loadShareSync function was unable to load react`'],
  ] as const) {
    assert.ok(page(lang, MF).includes(words), `${lang}: the page says so`);
  }
  // No bootstrap file: the entry imports React and renders at once. Nothing listens at the remote's address.
  const dir = project({ ...hostFiles(`http://localhost:${await freePort()}/remoteEntry.js`), 'src/index.tsx': BOOTSTRAP }, REACT_LINKS);
  build(dir);
  const { errors, root } = await openBuilt(dir);
  assert.equal(root, '', 'the page stays blank');
  assert.ok(
    errors.some((e) => e.startsWith('The loadShareSync function was unable to load react.')),
    errors.join('\n---\n'),
  );
  assert.ok(!errors.some((e) => e.includes('eager consumption')), errors.join('\n---\n'));
});

test('config/module-federation/options "The remote\'s files are loaded with <script> tags, which need no CORS headers unless the remote sets html.crossorigin: in a test, the example above worked with the remote served by rsbuild preview, which sends none ..., and with crossorigin: true in the remote its chunks failed to load"', async () => {
  for (const [lang, words] of [
    [
      'en',
      "The remote's files are loaded with `<script>` tags, which need no CORS headers unless the remote sets [html.crossorigin](/config/html/crossorigin): in a test, the example above worked with the remote served by `rsbuild preview`, which sends none (the dev server sends `Access-Control-Allow-Origin: *`), and with `crossorigin: true` in the remote its chunks failed to load.",
    ],
    [
      'zh',
      '远程应用的文件通过 `<script>` 标签加载，只要远程应用没有设置 [html.crossorigin](/zh/config/html/crossorigin)，就不需要 CORS 响应头：测试中，远程应用由不发送这类响应头的 `rsbuild preview` 提供时，上面的示例同样正常运行（开发服务器则会发送 `Access-Control-Allow-Origin: *`）；远程应用设置 `crossorigin: true` 后，它的 chunk 则无法加载。',
    ],
  ] as const) {
    assert.ok(page(lang, MF).includes(words), `${lang}: the page says so`);
  }
  const { errors, root } = await remoteInHost('');
  assert.deepEqual(errors, []);
  assert.equal(root, '<button type="button">Remote button</button>', "the host shows the remote's component");
  // The same remote with html.crossorigin: its chunks are requested with CORS, which rsbuild preview does not answer.
  const crossorigin = await remoteInHost('html: { crossorigin: true },');
  assert.equal(crossorigin.root, '', 'the remote button is not shown');
  assert.ok(
    crossorigin.errors.some((e) => /^Loading chunk \S+ failed\./.test(e)),
    crossorigin.errors.join('\n---\n'),
  );
});

/**
 * Builds the page's remote (with `remoteConfig` added to its rsbuild.config.mjs) and serves it with `rsbuild preview`,
 * then builds the page's host against it and opens the host in Chromium.
 */
async function remoteInHost(remoteConfig: string): Promise<{ errors: string[]; root: string }> {
  // The page's remote (remote/rsbuild.config.ts; its server.port is replaced by the preview server's --port).
  const remote = project(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  ${remoteConfig}
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
  build(remote);
  const served = await previewServer(remote);
  try {
    const entry = await fetch(`${served.url}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('access-control-allow-origin'), null, 'rsbuild preview sends no CORS header');
    const host = project(
      { ...hostFiles(`${served.url}/remoteEntry.js`), 'src/index.ts': "import('./bootstrap');\n", 'src/bootstrap.tsx': BOOTSTRAP },
      REACT_LINKS,
    );
    build(host);
    return await openBuilt(host);
  } finally {
    await served.stop();
  }
}

test("config/tools/rspack utils.env \"Type: 'development' | 'production' | 'test'\", \"passed as it is even when it is none of these three (such as staging)\"", () => {
  for (const [lang, words] of [
    [
      'en',
      "- **Type:** `'development' | 'production' | 'test'`\n\nThe value of `process.env.NODE_ENV`, passed as it is even when it is none of these three (such as `staging`).",
    ],
    [
      'zh',
      "- **类型：** `'development' | 'production' | 'test'`\n\n`process.env.NODE_ENV` 的值，即使不是这三个值之一（例如 `staging`）也会原样传入。",
    ],
  ] as const) {
    assert.ok(page(lang, 'config/tools/rspack').includes(words), `${lang}: the page says so`);
  }
  // The declarations of @rsbuild/shared 0.5.9, which ModifyRspackConfigUtils (utils of tools.rspack) extends.
  const types = path.join(ROOT, 'node_modules/rsbuild-shared-0.5/dist/types');
  assert.match(fs.readFileSync(path.join(types, 'utils.d.ts'), 'utf8'), /export type NodeEnv = 'development' \| 'production' \| 'test';/);
  const hooks = fs.readFileSync(path.join(types, 'hooks.d.ts'), 'utf8');
  assert.match(hooks, /export type ModifyChainUtils = \{\n\s+env: NodeEnv;/);
  assert.match(
    fs.readFileSync(path.join(types, 'config/tools.d.ts'), 'utf8'),
    /export type ModifyRspackConfigUtils = ModifyChainUtils & \{/,
  );

  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs':
      'export default { tools: { rspack: (config, { env, isDev, isProd }) => { console.log(`ENV=${env} isDev=${isDev} isProd=${isProd}`); } } };\n',
  });
  const staging = rsbuild(dir, ['build'], { NODE_ENV: 'staging' });
  assert.equal(staging.code, 0, staging.output);
  assert.match(staging.output, /ENV=staging isDev=false isProd=false/);
  assert.match(rsbuild(dir, ['build']).output, /ENV=production isDev=false isProd=true/);
});

test('config/tools/rspack "To see the configuration that tools.rspack starts from, run npx rsbuild inspect before adding tools.rspack (the file includes its changes)": what tools.rspack sets is in dist/rspack.config.web.mjs', () => {
  for (const [lang, words] of [
    ['en', 'run `npx rsbuild inspect` before adding `tools.rspack` (the file includes its changes)'],
    ['zh', '可以在添加 `tools.rspack` 之前执行 `npx rsbuild inspect`（写出的文件包含 `tools.rspack` 的修改）'],
  ] as const) {
    assert.ok(page(lang, 'config/tools/rspack').includes(words), `${lang}: the page says so`);
  }
  const inspected = (config: string): string => {
    const dir = project({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': `export default ${config};\n` });
    const run = rsbuild(dir, ['inspect']);
    assert.equal(run.code, 0, run.output);
    return fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  };
  const plain = inspected('{}');
  assert.match(plain, /^ {2}devtool: 'cheap-module-source-map',$/m);
  assert.doesNotMatch(plain, /asset\/source/);
  const changed = inspected(
    "{ tools: { rspack: (config, { addRules }) => { config.devtool = false; addRules({ test: /\\.txt$/, type: 'asset/source' }); } } }",
  );
  assert.match(changed, /^ {2}devtool: false,$/m);
  assert.match(changed, /test: \/\\\.txt\$\/,\n\s+type: 'asset\/source'/);
});

test('config/tools/rspack "and with --env production the production one (to rspack.config.web.<timestamp>.mjs if that file exists; the command prints the path)"', () => {
  for (const [lang, words] of [
    [
      'en',
      'and with `--env production` the production one (to `rspack.config.web.<timestamp>.mjs` if that file exists; the command prints the path)',
    ],
    ['zh', '加上 `--env production` 则输出生产模式的配置（该文件已存在时写入 `rspack.config.web.<timestamp>.mjs`，命令会打印路径）'],
  ] as const) {
    assert.ok(page(lang, 'config/tools/rspack').includes(words), `${lang}: the page says so`);
  }
  const dir = project({ 'src/index.js': "console.log('x');\n" });
  const first = rsbuild(dir, ['inspect']);
  assert.equal(first.code, 0, first.output);
  const second = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(second.code, 0, second.output);
  const printed = second.output.match(/Rspack Config \(web\): (\S+)/)?.[1] ?? '';
  assert.match(path.basename(printed), /^rspack\.config\.web\.\d+\.mjs$/, second.output);
  const mode = (file: string) => fs.readFileSync(file, 'utf8').match(/^ {2}mode: '(\w+)',$/m)?.[1];
  assert.equal(mode(printed), 'production');
  assert.equal(mode(path.join(dir, 'dist/rspack.config.web.mjs')), 'development', 'the first file is left as it was');
});

test('guide/debug/debug-mode "if dist/rspack.config.web.mjs exists, as after a debug build, it is kept and the new one is rspack.config.web.<timestamp>.mjs"', () => {
  for (const [lang, words] of [
    [
      'en',
      'and prints their paths; if `dist/rspack.config.web.mjs` exists, as after a debug build, it is kept and the new one is `rspack.config.web.<timestamp>.mjs`.',
    ],
    [
      'zh',
      '并打印文件路径；`dist/rspack.config.web.mjs` 已存在时（如调试模式构建之后），原文件保留，新文件名为 `rspack.config.web.<timestamp>.mjs`。',
    ],
  ] as const) {
    assert.ok(page(lang, 'guide/debug/debug-mode').includes(words), `${lang}: the page says so`);
  }
  const dir = project({ 'src/index.js': "console.log('x');\n" });
  const debugBuild = rsbuild(dir, ['build'], { DEBUG: 'rsbuild' });
  assert.equal(debugBuild.code, 0, debugBuild.output);
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(inspect.output, /Rsbuild Config: \S+[\\/]dist[\\/]rsbuild\.config\.mjs/);
  const printed = inspect.output.match(/Rspack Config \(web\): (\S+)/)?.[1] ?? '';
  assert.match(path.basename(printed), /^rspack\.config\.web\.\d+\.mjs$/, inspect.output);
  const mode = (file: string) => fs.readFileSync(file, 'utf8').match(/^ {2}mode: '(\w+)',$/m)?.[1];
  assert.equal(mode(printed), 'development');
  assert.equal(mode(path.join(dir, 'dist/rspack.config.web.mjs')), 'production', "the debug build's file is kept");
});
