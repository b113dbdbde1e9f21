// Facts behind the accuracy review of session 94 (slice a): api/start, plugins/dev, community/releases/v0-2 and
// community/releases/v0-3, both languages. Run with @rsbuild/core 0.5.9 (its JavaScript API in a Node.js process of
// its own that starts with NODE_ENV unset, or its CLI) in throw-away projects.
//
// Fix:
// - api/start, "What the CLI adds", row NODE_ENV: the cell said NODE_ENV is set by startDevServer(), createDevServer()
//   and preview() "each only if unset", which a reader takes to mean before anything of the instance runs. Those three
//   first set up the plugins and run modifyRsbuildConfig (packages/core/src/provider/provider.ts: initRsbuildConfig
//   before createDevServer / startProdServer) and only then set NODE_ENV (server/devServer.ts 42-44, server/prodServer.ts
//   148-150), so a plugin's setup and its modifyRsbuildConfig callback see it unset; build() and inspectConfig() set it
//   first. The cell now says so. Shown below: each method in a fresh process, NODE_ENV as the setup function, the
//   modifyRsbuildConfig callback and a modifyRspackConfig callback see it, and after the call.
//
// Confirmed by runs, no change:
// - plugins/dev (kept below): the page's complete example (pluginBuildInfo) built as it stands writes dist/meta.json
//   with rsbuildVersion 0.5.9 and htmlFiles ["index.html"], and the pre/post example gives the title "Acme | Dashboard".
// - api/start (kept below): the script of "Use the configuration file and .env files" run as it stands loads the
//   config file and the .env files; the config function gets env, envMode and command = process.argv[2].
// - plugins/dev (run by hand in throw-away projects, not kept; earlier facts files cover most of them):
//   remove: ['rsbuild:file-size'] drops the size table while isPluginExists() still returns true; a duplicate name
//   warns `Rsbuild plugin "a" registered multiple times.`; a loop throws `plugins dependencies has loop: b,a`;
//   onAfterBuild runs with stats.hasErrors() true after the compile errors and the size table, before "Failed to
//   build." and exit code 1.
// - community/releases/v0-2, v0-3: read, not run, in the packed @rsbuild/core and @rsbuild/shared of each release
//   the pages name (0.1.9 to 0.3.11, npm pack outside the repository); nothing here depends on them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { build, distFiles, distText, page, pageSays, probe, project, projectEnv } from './topics-support';

const PLUGIN = `const seen = {};
const read = () => process.env.NODE_ENV ?? 'unset';
const plugin = { name: 'my-app:env', setup(api) {
  seen.setup = read();
  api.modifyRsbuildConfig(() => { seen.modifyRsbuildConfig = read(); });
  api.modifyRspackConfig(() => { seen.modifyRspackConfig = read(); });
} };
const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });`;

test('api/start "startDevServer(), createDevServer() and preview() set it only after the plugins\' setup functions and modifyRsbuildConfig callbacks have run, so those still see it unset": with NODE_ENV unset, their setup and modifyRsbuildConfig see it unset and modifyRspackConfig (dev server) sees development; build() sets production before setup', async () => {
  pageSays('api/start/index', {
    en: "`startDevServer()`, `createDevServer()` and `preview()` set it only after the plugins' `setup` functions and `modifyRsbuildConfig` callbacks have run, so those still see it unset.",
    zh: '`startDevServer()`、`createDevServer()` 和 `preview()` 要等插件的 `setup` 函数和 `modifyRsbuildConfig` 回调执行完才设置它，这些回调读到的仍是未设置的值。',
  });
  const files = { 'src/index.js': "console.log('env');\n" };
  const calls: Record<string, string> = {
    startDevServer: 'const { server } = await rsbuild.startDevServer();\nawait server.close();',
    createDevServer: 'const server = await rsbuild.createDevServer();\nawait server.close();',
    preview: 'const { server } = await rsbuild.preview();\nawait server.close();',
    build: 'await rsbuild.build();',
  };
  const seen: Record<string, unknown> = {};
  for (const [method, call] of Object.entries(calls)) {
    const { result, output } = await probe(
      files,
      [
        "import { createRsbuild } from '@rsbuild/core';",
        PLUGIN,
        'seen.before = read();',
        call,
        'seen.after = read();',
        'report(seen);',
        'process.exit(0);',
      ].join('\n'),
    );
    assert.ok(result, `${method} reported:\n${output}`);
    seen[method] = result;
  }
  const late = (value: string, rspack?: string) => ({
    before: 'unset',
    setup: 'unset',
    modifyRsbuildConfig: 'unset',
    ...(rspack ? { modifyRspackConfig: rspack } : {}),
    after: value,
  });
  assert.deepEqual(seen.startDevServer, late('development', 'development'));
  assert.deepEqual(seen.createDevServer, late('development', 'development'));
  // preview() serves dist/ as it is: no Rspack configuration is generated
  assert.deepEqual(seen.preview, late('production'));
  assert.deepEqual(seen.build, {
    before: 'unset',
    setup: 'production',
    modifyRsbuildConfig: 'production',
    modifyRspackConfig: 'production',
    after: 'production',
  });
});

/** The code block of the English page that follows the line starting with `title`, after the heading `after`. */
function block(route: string, after: string, title: string): string {
  const text = page('en', route);
  const from = text.indexOf(title, text.indexOf(after));
  assert.ok(from > 0, `${route}: a block ${title} after ${after}`);
  const start = text.indexOf('\n', from) + 1;
  return text.slice(start, text.indexOf('\n```', start) + 1);
}

test('plugins/dev "The page title becomes `Acme | Dashboard`" and "After `npx rsbuild build`, `dist/meta.json` holds something like this": the two examples of the page built as they stand', () => {
  pageSays('plugins/dev/index', { en: 'The page title becomes `Acme | Dashboard`.', zh: '页面标题最终为 `Acme | Dashboard`。' });
  const route = 'plugins/dev/index';
  const links = { '@rsbuild/core': 'rsbuild-0.5' };

  const ordered = project(
    { 'rsbuild.config.ts': block(route, '### pre and post', '```ts title="rsbuild.config.ts"'), 'src/index.js': "console.log('title');\n" },
    links,
  );
  build(ordered);
  assert.match(distText(ordered, /^index\.html$/), /<title>Acme \| Dashboard<\/title>/);

  const example = project(
    {
      'plugins/pluginBuildInfo.ts': block(route, '## A complete example', '```ts title="plugins/pluginBuildInfo.ts"'),
      'rsbuild.config.ts': block(route, '## A complete example', '```ts title="rsbuild.config.ts" partial'),
      'src/env.d.ts': block(route, '## A complete example', '```ts title="src/env.d.ts"'),
      'src/index.ts': block(route, '## A complete example', '```ts title="src/index.ts"'),
    },
    links,
  );
  build(example);
  assert.ok(distFiles(example).includes('meta.json'), distFiles(example).join(', '));
  const meta = JSON.parse(distText(example, /^meta\.json$/));
  assert.deepEqual(Object.keys(meta), ['builtAt', 'rsbuildVersion', 'htmlFiles']);
  assert.equal(meta.rsbuildVersion, '0.5.9');
  assert.deepEqual(meta.htmlFiles, ['index.html']);
  // the constant is inlined: the script holds the very time written to meta.json
  assert.ok(distText(example, /\.js$/).includes(`Built at ${meta.builtAt}`), distText(example, /\.js$/));
});

test('api/start "Use the configuration file and .env files": the page\'s script run as it stands (node scripts/build.mjs, then with an argument) builds with the config file, process.env.PUBLIC_ variables of .env and .env.production inlined next to its own source.define; the config function gets env and envMode production, and command is the first argument or absent', () => {
  pageSays('api/start/index', {
    en: 'which is `process.argv[2]`: for a script started as `node scripts/build.mjs` that is the first argument you pass, or `undefined`.',
    zh: '其中 `command` 是 `process.argv[2]`：对于以 `node scripts/build.mjs` 启动的脚本，它是你传入的第一个参数，或者为 `undefined`。',
  });
  const dir = project(
    {
      'scripts/build.mjs': block('api/start/index', '## Use the configuration file', '```js title="scripts/build.mjs"'),
      '.env': 'PUBLIC_NAME=acme\n',
      '.env.production': 'PUBLIC_MODE=prod\n',
      'rsbuild.config.mjs':
        "export default (params) => {\n  console.log('PARAMS ' + JSON.stringify(params));\n  return { html: { title: 'From the file' }, source: { define: { EXTRA: JSON.stringify('own') } } };\n};\n",
      'src/index.js': 'console.log(process.env.PUBLIC_NAME, process.env.PUBLIC_MODE, EXTRA);\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const params: unknown[] = [];
  for (const args of [[], ['staging']]) {
    const res = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {
      cwd: dir,
      env: projectEnv(),
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${res.stdout}${res.stderr}`;
    assert.equal(res.status, 0, output);
    params.push(
      JSON.parse(
        output
          .split('\n')
          .find((l) => l.startsWith('PARAMS '))
          ?.slice(7) ?? 'null',
      ),
    );
    assert.match(distText(dir, /\.js$/), /console\.log\("acme","prod","own"\)/);
    assert.match(distText(dir, /^index\.html$/), /<title>From the file<\/title>/);
  }
  assert.deepEqual(params, [
    { env: 'production', envMode: 'production' },
    { env: 'production', command: 'staging', envMode: 'production' },
  ]);
});
