// Facts behind the accuracy review of session 99 (slice i): community/releases/index, v0-2, v0-3 and v0-5, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it. Nothing outside the repository is needed.
//
// Fixes: none. Every statement checked held for 0.5.9 (source at v0.5.9 and the runs below) or, for earlier releases,
// for the packages the registry holds (npm view @rsbuild/core@<v> dependencies engines; npm pack of core and shared
// 0.1.9, 0.2.1-0.2.18, 0.3.1-0.3.11, 0.4.15 and 0.5.1-0.5.7, their dist/*.d.ts and dist/*.js). What could not be
// checked that way is listed as unverified in /work/review99/REPORT-i.md.
//
// Confirmed, unchanged, by the runs below (no earlier facts file runs them for these pages):
// - v0-5, "Rspack runtime code follows your browserslist": the default web browserslist gives target ['web', 'es2017'];
//   web workers and service workers get ['webworker', 'es2017']; node stays 'node' (core/src/plugins/target.ts,
//   shared/src/getBrowserslist.ts browserslistToESVersion); the page's browserslist with 'IE 11' gives ['web', 'es5'].
//   Run: rsbuild inspect with the four targets, then with the page's overrideBrowserslist.
// - v0-5, "A new rsbuild.createDevServer()": the page's server, run as written: the members of the table, the port that
//   follows a taken one, onBeforeStartDevServer before listen, onAfterStartDevServer from afterListen(), the app served
//   through devServer.middlewares, onCloseDevServer from close() (core/src/server/devServer.ts 26-210).
// - v0-5, "html.tags can target single pages" and the html.tagsByEntries diff: both configurations, built; only
//   admin.html gets the admin script, both pages get the robots meta tag.
// - v0-5, "0.5.5: dev.client.overlay ... shown only when the option is set to true": the client reads overlay=true
//   from its query (core/src/client/hmr/index.ts 17; mergeDevOptions sets no overlay). Run: a syntax error in a page
//   open in Chromium shows <rsbuild-error-overlay> with overlay: true and nothing without it.
// - v0-5, "tools.htmlPlugin accepts true"; "output.minify also accepts an object ... { css: false }"; "api.expose(id,
//   value) and api.useExposed(id)"; the page's api.transform plugin replacing __BUILD_TIME__.
// - v0-3, the environment mode example (--env-mode staging reads .env, .env.local, .env.staging and
//   .env.staging.local; the config function receives envMode); "-o as a short form of --open" (dev and preview help);
//   YAML imports fail without a plugin (Rspack then parses the file as JavaScript: `title: Hello world` is a syntax
//   error; a YAML file that happens to be valid JavaScript, such as `name: rsbuild`, builds without complaint); the
//   node target writes to dist/server, distPath.server: 'bundles' keeps the old folder, its browserslist is
//   node >= 16 and a .browserslistrc does not apply to it; source.decorators.
// - v0-2, output.targets ['web', 'node'] in one build; the source map defaults and the hidden-source-map example;
//   output.injectStyles: true; api.getRsbuildConfig('original' | 'current' | 'normalized'); onDevCompileDone's stats
//   and isFirstCompile; plugins: [false, null, undefined] and the exported version; server.printUrls: false.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, edit, freePort, launchBrowser } from './topics-support';
import { pageSays, probe, project, rsbuild, waitFor } from './topics-support';

const V02 = 'community/releases/v0-2';
const V03 = 'community/releases/v0-3';
const V05 = 'community/releases/v0-5';

const read = (dir: string, file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');
/** A project with `src/index.js` and the configuration `config`, after `rsbuild inspect [--env env]` in it. */
const inspected = (config: string, env = 'development'): string => {
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': `export default ${config};\n` });
  const run = rsbuild(dir, ['inspect', '--env', env]);
  assert.equal(run.code, 0, run.output);
  return dir;
};
/** The `target` of an inspected Rspack configuration, as one line ("['web', 'es2017']" or "'node'"). */
const rspackTarget = (dir: string, name: string): string => {
  const m = read(dir, `dist/rspack.config.${name}.mjs`).match(/\n {2}target: (\[[^\]]*\]|'[^']*')/);
  assert.ok(m, `target in rspack.config.${name}.mjs`);
  return m[1].replace(/\s+/g, ' ').replace('[ ', '[').replace(' ]', ']');
};

test(`${V05} "With the default web browserslist of Rsbuild 0.5 ... the generated Rspack config has ['web', 'es2017']" and "Web workers and service workers get ['webworker', 'es…'] computed the same way; the node target is unchanged": rsbuild inspect`, () => {
  pageSays(V05, {
    en: "const target = ['web', 'es2017'];",
    zh: "const target = ['web', 'es2017'];",
  });
  pageSays(V05, {
    en: "Web workers and service workers get `['webworker', 'es…']` computed the same way; the `node` target is unchanged.",
    zh: "Web Worker 和 Service Worker 以同样的方式得到 `['webworker', 'es…']`；`node` 构建目标保持不变。",
  });
  const dir = inspected("{ output: { targets: ['web', 'web-worker', 'service-worker', 'node'] } }", 'production');
  assert.equal(rspackTarget(dir, 'web'), "['web', 'es2017']");
  assert.equal(rspackTarget(dir, 'web-worker'), "['webworker', 'es2017']");
  assert.equal(rspackTarget(dir, 'service-worker'), "['webworker', 'es2017']");
  assert.equal(rspackTarget(dir, 'node'), "'node'");
});

test(`${V05} "Declare the browsers you support ... with output.overrideBrowserslist: ['> 0.5%', 'last 2 versions', 'IE 11']": the runtime target becomes es5`, () => {
  pageSays(V05, {
    en: "overrideBrowserslist: ['> 0.5%', 'last 2 versions', 'IE 11'],",
    zh: "overrideBrowserslist: ['> 0.5%', 'last 2 versions', 'IE 11'],",
  });
  const dir = inspected("{ output: { overrideBrowserslist: ['> 0.5%', 'last 2 versions', 'IE 11'] } }", 'production');
  assert.equal(rspackTarget(dir, 'web'), "['web', 'es5']");
});

test(`${V05} "A new rsbuild.createDevServer() for custom servers": the page's server.ts, the members of its table, the next free port, and the hooks of afterListen() and close()`, async (t) => {
  pageSays(V05, {
    en: '| `port` | The port Rsbuild resolved (8080 by default, the next free port if that one is taken). |',
    zh: '| `port` | Rsbuild 确定的端口（默认为 8080，被占用时使用下一个空闲端口）。 |',
  });
  pageSays(V05, {
    en: "| `close()` | Run the `onCloseDevServer` hooks and stop Rsbuild's middlewares (file watching, HMR socket). Closing your own HTTP server stays your job. |",
    zh: '| `close()` | 执行 `onCloseDevServer` 钩子并停止 Rsbuild 的中间件（文件监听、热更新 socket）。关闭你自己的 HTTP 服务器仍需由你负责。 |',
  });
  // Take a port, and configure Rsbuild to use it: createDevServer() resolves the next free one.
  const taken = http.createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => taken.listen(port, resolve));
  t.after(() => taken.close());
  const hooks = [
    'setup(api) {',
    "  api.onBeforeStartDevServer(() => console.log('HOOK before-start'));",
    "  api.onAfterStartDevServer(({ port }) => console.log('HOOK after-start ' + port));",
    "  api.onCloseDevServer(() => console.log('HOOK close'));",
    '}',
  ].join('\n');
  const { output, result } = await probe(
    {
      'src/index.js': "document.body.textContent = 'custom server';\n",
      'rsbuild.config.mjs': `export default { server: { port: ${port} }, plugins: [{ name: 'hooks', ${hooks} }] };\n`,
    },
    [
      // The page's example, with the checks around it.
      "import http from 'node:http';",
      "import { createRsbuild, loadConfig } from '@rsbuild/core';",
      'const { content } = await loadConfig();',
      'const rsbuild = await createRsbuild({ rsbuildConfig: content });',
      'const devServer = await rsbuild.createDevServer();',
      "console.log('HOOK created');",
      'const members = Object.keys(devServer).sort();',
      'const server = http.createServer(devServer.middlewares);',
      "server.on('upgrade', devServer.onHTTPUpgrade);",
      'await new Promise((resolve) => server.listen(devServer.port, async () => {',
      "  console.log('HOOK listening');",
      '  await devServer.afterListen();',
      '  resolve();',
      '}));',
      'const html = await (await fetch(`http://localhost:${devServer.port}/`)).text();',
      'const js = await (await fetch(`http://localhost:${devServer.port}/static/js/index.js`)).text();',
      'await devServer.close();',
      'server.close();',
      "report({ members, port: devServer.port, html: html.includes('<div id=\"root\">'), js: js.includes('custom server') });",
      'process.exit(0);',
    ].join('\n'),
  );
  const r = result as { members: string[]; port: number; html: boolean; js: boolean } | undefined;
  assert.ok(r, output);
  assert.deepEqual(r.members, ['afterListen', 'close', 'listen', 'middlewares', 'onHTTPUpgrade', 'port']);
  assert.equal(r.port, port + 1, 'the configured port is taken: the next one');
  assert.ok(r.html && r.js, 'devServer.middlewares serves the page and its bundle');
  const order = output.match(/HOOK [a-z-]+/g) ?? [];
  assert.deepEqual(order, ['HOOK before-start', 'HOOK created', 'HOOK listening', 'HOOK after-start', 'HOOK close']);
  assert.match(output, new RegExp(`HOOK after-start ${port + 1}`));
});

test(`${V05} "The functions in html.tags receive the entryName of the page being generated" and the html.tagsByEntries diff: both configurations, built`, () => {
  pageSays(V05, {
    en: 'The functions in [`html.tags`](/config/html/tags) receive the `entryName` of the page being generated next to `hash`, `outputName` and `publicPath`',
    zh: '中的函数除了 `hash`、`outputName` 和 `publicPath` 之外，还会收到当前生成页面的 `entryName`',
  });
  const highlight = [
    'export default {',
    "  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },",
    '  html: { tags: [',
    "    { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },",
    '    (tags, { entryName }) => {',
    "      if (entryName === 'admin') tags.push({ tag: 'script', attrs: { src: 'https://cdn.example.com/admin-sdk.js' } });",
    '      return tags;',
    '    },',
    '  ] },',
    '};',
  ].join('\n');
  const diff = [
    'export default {',
    "  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },",
    '  html: { tags: [',
    "    (tags, { entryName }) => entryName === 'admin' ? [...tags, { tag: 'script', attrs: { src: '/admin-sdk.js' } }] : tags,",
    '  ] },',
    '};',
  ].join('\n');
  for (const [config, sdk, robots] of [
    [highlight, 'https://cdn.example.com/admin-sdk.js', true],
    [diff, '/admin-sdk.js', false],
  ] as const) {
    const dir = project({
      'src/index.js': "console.log('index');\n",
      'src/admin.js': "console.log('admin');\n",
      'rsbuild.config.mjs': `${config}\n`,
    });
    build(dir);
    const index = read(dir, 'dist/index.html');
    const admin = read(dir, 'dist/admin.html');
    assert.ok(admin.includes(`<script src="${sdk}"></script>`), admin);
    assert.ok(!index.includes('admin-sdk.js'), index);
    for (const html of [index, admin]) assert.equal(html.includes('<meta name="robots" content="noindex">'), robots, html);
  }
});

test(`${V05} "tools.htmlPlugin accepts true in addition to false and an options object": true builds the HTML, false does not`, () => {
  pageSays(V05, {
    en: 'accepts `true` in addition to `false` and an options object',
    zh: '除了 `false` 和选项对象之外，还可以设置为 `true`',
  });
  for (const value of [true, false]) {
    const dir = project({
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.mjs': `export default { tools: { htmlPlugin: ${value} } };\n`,
    });
    build(dir);
    assert.equal(distFiles(dir).includes('index.html'), value);
    assert.ok(distFiles(dir).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
  }
});

test(`${V05} "output.minify also accepts an object to turn off only part of the minification, for example { css: false }"`, () => {
  pageSays(V05, {
    en: '`output.minify` also accepts an object to turn off only part of the minification, for example `{ css: false }`.',
    zh: '`output.minify` 也支持对象形式，可以只关闭部分压缩，例如 `{ css: false }`。',
  });
  const dir = project({
    'src/index.js': "import './index.css';\nconst longVariableName = 'minified';\nconsole.log(longVariableName);\n",
    'src/index.css': '.card {\n  color: red;\n}\n',
    'rsbuild.config.mjs': 'export default { output: { minify: { css: false } } };\n',
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /\.card \{\n {2}color: red;\n\}/, 'the CSS keeps its formatting');
  const js = distText(dir, /^static\/js\/index\..*\.js$/);
  assert.ok(!js.includes('longVariableName') && js.includes('minified'), 'the JavaScript is minified');
});

test(`${V05} "0.5.6: plugins can share values with api.expose(id, value) and api.useExposed(id)" and the page's api.transform plugin (0.5.7)`, () => {
  pageSays(V05, {
    en: '**0.5.6**: plugins can share values with `api.expose(id, value)` and `api.useExposed(id)`.',
    zh: '**0.5.6**：插件之间可以通过 `api.expose(id, value)` 和 `api.useExposed(id)` 共享数据。',
  });
  pageSays(V05, {
    en: "return code.replace('__BUILD_TIME__', JSON.stringify(new Date().toISOString()));",
    zh: "return code.replace('__BUILD_TIME__', JSON.stringify(new Date().toISOString()));",
  });
  const dir = project({
    'src/index.js': 'console.log(__BUILD_TIME__);\n',
    'rsbuild.config.mjs': [
      "const provider = { name: 'provider', setup(api) { api.expose('shared-id', { answer: 42 }); } };",
      "const user = { name: 'user', setup(api) { console.log('EXPOSED ' + JSON.stringify(api.useExposed('shared-id'))); } };",
      'const pluginBanner = () => ({',
      "  name: 'my-plugin:banner',",
      '  setup(api) {',
      '    api.transform({ test: /\\.js$/ }, ({ code }) => {',
      "      return code.replace('__BUILD_TIME__', JSON.stringify(new Date().toISOString()));",
      '    });',
      '  },',
      '});',
      'export default { output: { minify: false }, plugins: [provider, user, pluginBanner()] };',
    ].join('\n'),
  });
  const run = build(dir);
  assert.match(run.output, /EXPOSED \{"answer":42\}/);
  const js = distText(dir, /^static\/js\/index\..*\.js$/);
  assert.match(js, /console\.log\("\d{4}-\d\d-\d\dT[\d:.]+Z"\)/);
  assert.ok(!js.includes('__BUILD_TIME__'));
});

test(`${V03} "npx rsbuild build --env-mode staging reads .env, .env.local, .env.staging and .env.staging.local, and the config file can branch on it"`, () => {
  pageSays(V03, {
    en: 'reads `.env`, `.env.local`, `.env.staging` and `.env.staging.local`, and the config file can branch on it:',
    zh: '会读取 `.env`、`.env.local`、`.env.staging` 和 `.env.staging.local`，配置文件也可以根据它做判断：',
  });
  const dir = project({
    '.env': 'PUBLIC_A=env\nPUBLIC_B=env\nPUBLIC_C=env\nPUBLIC_D=env\n',
    '.env.local': 'PUBLIC_B=local\nPUBLIC_C=local\nPUBLIC_D=local\n',
    '.env.staging': 'PUBLIC_C=staging\nPUBLIC_D=staging\n',
    '.env.staging.local': 'PUBLIC_D=staging-local\n',
    '.env.production': 'PUBLIC_A=production\n',
    'src/index.js': 'console.log([process.env.PUBLIC_A, process.env.PUBLIC_B, process.env.PUBLIC_C, process.env.PUBLIC_D].join("|"));\n',
    'rsbuild.config.mjs':
      "export default ({ envMode }) => ({ output: { sourceMap: { js: envMode === 'staging' ? 'source-map' : undefined } } });\n",
  });
  const staging = rsbuild(dir, ['build', '--env-mode', 'staging']);
  assert.equal(staging.code, 0, staging.output);
  assert.ok(distText(dir, /\.js$/).includes('env|local|staging|staging-local'), '.env.production is not read');
  assert.ok(
    distFiles(dir).some((f) => f.endsWith('.js.map')),
    'envMode staging: source maps',
  );
  build(dir);
  assert.ok(distText(dir, /\.js$/).includes('production|local|local|local'), 'without --env-mode: the production files');
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.js.map')), 'no source maps otherwise');
});

test(`${V03} "rsbuild dev and rsbuild preview accept -o in place of --open, with the same optional URL": their --help`, () => {
  pageSays(V03, {
    en: '`rsbuild dev` and `rsbuild preview` accept `-o` in place of `--open`, with the same optional URL:',
    zh: '`rsbuild dev` 和 `rsbuild preview` 支持用 `-o` 代替 `--open`，同样可以传入一个可选的 URL：',
  });
  const dir = project({});
  for (const command of ['dev', 'preview']) {
    const help = rsbuild(dir, [command, '--help']);
    assert.match(help.output, /-o,? --open \[url\]\s+open the page in browser on startup/, help.output);
  }
});

test(`${V03} "Rsbuild 0.3 removed both loaders from @rsbuild/core": a .yaml import does not build without a plugin`, () => {
  pageSays(V03, {
    en: 'Rsbuild 0.3 removed both loaders from `@rsbuild/core`.',
    zh: 'Rsbuild 0.3 从 `@rsbuild/core` 中移除了这两种 loader。',
  });
  const dir = project({ 'src/index.js': "import data from './data.yaml';\nconsole.log(data);\n", 'src/data.yaml': 'title: Hello world\n' });
  // Without a loader, Rspack parses the file as JavaScript: a YAML mapping is a syntax error there.
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0, run.output);
  assert.match(run.output, /data\.yaml/);
});

test(`${V03} "The node target now writes its bundles to dist/server", "distPath: { server: 'bundles' }" and "the node target now compiles for node >= 16 ... (a .browserslistrc file does not apply to this target)"; ${V02} "one rsbuild build can emit a browser bundle and a Node.js bundle side by side"`, () => {
  pageSays(V03, {
    en: 'The `node` target now writes its bundles to `dist/server` instead of `dist/bundles`',
    zh: '`node` 构建目标的产物现在写入 `dist/server`，而不是 `dist/bundles`',
  });
  pageSays(V03, {
    en: 'the `node` target now compiles for `node >= 16` instead of `node >= 14` (a `.browserslistrc` file does not apply to this target)',
    zh: '`node` 构建目标现在按 `node >= 16` 编译，而不是 `node >= 14`（`.browserslistrc` 文件对这个构建目标不生效）',
  });
  pageSays(V02, {
    en: 'so one `rsbuild build` can emit a browser bundle and a Node.js bundle side by side',
    zh: '因此一次 `rsbuild build` 就可以同时输出浏览器产物和 Node.js 产物',
  });
  const files = { 'src/index.js': "console.log('both');\n", '.browserslistrc': 'ie 11\n' };
  const dir = project({ ...files, 'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node'] } };\n" });
  build(dir);
  assert.ok(distFiles(dir).includes('server/index.js'), distFiles(dir).join('\n'));
  assert.ok(distFiles(dir).includes('index.html') && distFiles(dir).some((f) => f.startsWith('static/js/index.')));
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(read(dir, 'dist/rspack.config.node.mjs'), /targets: \[\s*'node >= 16'\s*\]/);
  assert.match(read(dir, 'dist/rspack.config.web.mjs'), /targets: \[\s*'ie 11'\s*\]/, 'the web target reads .browserslistrc');
  const old = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node'], distPath: { server: 'bundles' } } };\n",
  });
  build(old);
  assert.ok(distFiles(old).includes('bundles/index.js') && !distFiles(old).some((f) => f.startsWith('server/')));
});

test(`${V03} "source.decorators selects the decorators proposal, 'legacy' (default) or '2022-03'": the SWC options`, () => {
  pageSays(V03, {
    en: "[`source.decorators`](/config/source/decorators) selects the decorators proposal, `'legacy'` (default) or `'2022-03'`",
    zh: "[`source.decorators`](/zh/config/source/decorators) 用于选择装饰器提案，可选值为 `'legacy'`（默认值）或 `'2022-03'`",
  });
  const swc = (config: string): string => read(inspected(config), 'dist/rspack.config.web.mjs');
  const legacy = swc('{}');
  assert.match(legacy, /legacyDecorator: true/);
  assert.doesNotMatch(legacy, /decoratorVersion/);
  const modern = swc("{ source: { decorators: { version: '2022-03' } } }");
  assert.match(modern, /decoratorVersion: '2022-03'/);
  assert.doesNotMatch(modern, /legacyDecorator: true/);
});

test(`${V02} "When js is not set, Rsbuild uses 'cheap-module-source-map' in development and no source map in production. css is false by default in both modes" and the hidden-source-map example`, () => {
  pageSays(V02, {
    en: "When `js` is not set, Rsbuild uses `'cheap-module-source-map'` in development and no source map in production. `css` is `false` by default in both modes.",
    zh: "未设置 `js` 时，Rsbuild 在开发模式下使用 `'cheap-module-source-map'`，在生产模式下不生成 source map。`css` 在两种模式下的默认值都是 `false`。",
  });
  const files = { 'src/index.js': "import './a.css';\nconsole.log(1);\n", 'src/a.css': '.a { color: red; }\n' };
  const dir = project(files);
  for (const [env, devtool] of [
    ['development', "'cheap-module-source-map'"],
    ['production', 'false'],
  ]) {
    // inspect does not overwrite an earlier file (it adds a timestamp to the name): start from an empty dist/.
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const run = rsbuild(dir, ['inspect', '--env', env]);
    assert.equal(run.code, 0, run.output);
    const config = read(dir, 'dist/rspack.config.web.mjs');
    assert.match(config, new RegExp(`devtool: ${devtool},`), env);
    // The postcss-loader of the .css rule is told not to make source maps.
    assert.equal(config.match(/test: \/\\.css\$\/,[\s\S]*?sourceMap: (\w+)/)?.[1], 'false', `${env}: no CSS source maps`);
  }
  build(dir);
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.map')), distFiles(dir).join('\n'));
  const hidden = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { output: { sourceMap: { js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map' } } };\n",
  });
  build(hidden);
  assert.ok(
    distFiles(hidden).some((f) => /^static\/js\/index\..*\.js\.map$/.test(f)),
    'hidden-source-map: .map files',
  );
  assert.doesNotMatch(distText(hidden, /^static\/js\/index\..*\.js$/), /sourceMappingURL/, 'without a reference in the bundle');
});

test(`${V02} "With output.injectStyles set to true, CSS is not extracted into .css files; the JavaScript bundle inserts it"`, () => {
  pageSays(V02, {
    en: 'With [`output.injectStyles`](/config/output/inject-styles) set to `true`, CSS is not extracted into `.css` files',
    zh: '设置为 `true` 后，CSS 不再被抽取为 `.css` 文件',
  });
  const dir = project({
    'src/index.js': "import './a.css';\nconsole.log(1);\n",
    'src/a.css': '.injected-card { color: red; }\n',
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n',
  });
  build(dir);
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.css')), distFiles(dir).join('\n'));
  assert.match(distText(dir, /\.js$/), /\.injected-card/);
});

test(`${V02} "api.getRsbuildConfig() takes an optional argument: 'original' ..., 'current' ... (the default), and 'normalized'" and "onDevCompileDone receives the Rspack stats next to isFirstCompile"`, async () => {
  pageSays(V02, {
    en: "`api.getRsbuildConfig()` takes an optional argument: `'original'` for the config as the user wrote it, `'current'` for the config after other plugins modified it (the default), and `'normalized'` for the config with all defaults applied.",
    zh: "`api.getRsbuildConfig()` 支持一个可选参数：`'original'` 返回用户编写的原始配置，`'current'` 返回经过其他插件修改后的配置（默认值），`'normalized'` 返回补全了所有默认值的配置。",
  });
  pageSays(V02, {
    en: 'The `onDevCompileDone` hook receives the Rspack `stats` of the compilation next to `isFirstCompile`.',
    zh: '`onDevCompileDone` 钩子除了 `isFirstCompile` 之外，还会收到本次编译的 Rspack `stats`。',
  });
  const plugins = [
    "{ name: 'modifier', setup(api) { api.modifyRsbuildConfig((c) => { c.output = { ...c.output, distPath: { root: 'out' } }; }); } },",
    "{ name: 'reader', setup(api) { api.onAfterStartDevServer(() => {",
    '  const read = (c) => JSON.stringify([c.output?.distPath?.root ?? null, c.output?.distPath?.js ?? null]);',
    "  console.log('CONFIG default=' + read(api.getRsbuildConfig()) + ' original=' + read(api.getRsbuildConfig('original')) + ' current=' + read(api.getRsbuildConfig('current')) + ' normalized=' + read(api.getRsbuildConfig('normalized')));",
    '}); api.onDevCompileDone(({ stats, isFirstCompile }) => {',
    "  console.log('DONE first=' + isFirstCompile + ' errors=' + stats.hasErrors() + ' modules=' + (stats.toJson({ modules: true }).modules?.length > 0));",
    '}); } }',
  ].join('\n');
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': `export default { plugins: [\n${plugins}\n] };\n`,
  });
  const server = await devServer(dir);
  try {
    // The hook runs right after the "ready" line that devServer() waits for.
    await waitFor(() => server.log().includes('DONE '), 15_000);
    const log = server.log();
    assert.match(log, /DONE first=true errors=false modules=true/, log);
    const m = log.match(/CONFIG (.*)/);
    assert.ok(m, log);
    // Only the other plugin's change separates 'original' from 'current' (the default); 'normalized' also has the
    // defaults filled in.
    assert.equal(m[1], 'default=["out",null] original=[null,null] current=["out",null] normalized=["out","static/js"]');
  } finally {
    await server.stop();
  }
});

test(`${V02} "The plugins array accepts false, null and undefined" and "@rsbuild/core exports its version"`, async () => {
  pageSays(V02, {
    en: '**0.2.18**: `@rsbuild/core` exports its `version`. The `plugins` array accepts `false`, `null` and `undefined`, so plugins can be switched with an expression.',
    zh: '**0.2.18**：`@rsbuild/core` 导出 `version`。`plugins` 数组可以包含 `false`、`null` 和 `undefined`，因此可以用表达式来开关插件。',
  });
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { plugins: [false, null, undefined, { name: 'kept', setup() { console.log('KEPT'); } }] };\n",
  });
  assert.match(build(dir).output, /KEPT/);
  const { output, result } = await probe({}, "import { version } from '@rsbuild/core';\nreport(version);");
  assert.equal(result, '0.5.9', output);
});

test(`${V02} "server.printUrls, true by default, controls the URLs printed when a server starts; false prints nothing"`, async () => {
  pageSays(V02, {
    en: '[`server.printUrls`](/config/server/print-urls), `true` by default, controls the URLs printed when a server starts; `false` prints nothing.',
    zh: '[`server.printUrls`](/zh/config/server/print-urls)，默认为 `true`，用于控制服务器启动时输出的 URL；设置为 `false` 时不输出任何内容。',
  });
  for (const printUrls of [true, false]) {
    const dir = project({
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.mjs': `export default { server: { printUrls: ${printUrls} } };\n`,
    });
    const server = await devServer(dir);
    try {
      assert.equal(/Local:\s+http:\/\/localhost:\d+/.test(server.log()), printUrls, server.log());
      assert.equal(/Network:/.test(server.log()), printUrls, server.log());
    } finally {
      await server.stop();
    }
  }
});

test(`${V05} "0.5.5: dev.client.overlay shows compilation errors in an overlay in the browser. In 0.5 the overlay is shown only when the option is set to true": a syntax error, with and without overlay: true`, async () => {
  pageSays(V05, {
    en: 'In 0.5 the overlay is shown only when the option is set to `true`.',
    zh: '在 0.5 中，只有将该选项设置为 `true` 时才会展示浮层。',
  });
  const browser = await launchBrowser();
  try {
    for (const overlay of [undefined, true]) {
      const dir = project({
        'src/index.js': "document.body.append('app ready');\n",
        'rsbuild.config.mjs': `export default ${overlay ? '{ dev: { client: { overlay: true } } }' : '{}'};\n`,
      });
      const server = await devServer(dir);
      const page = await browser.newPage();
      try {
        await page.goto(server.url);
        await page.waitForFunction(() => document.body.textContent?.includes('app ready'));
        const before = server.log().length;
        edit(dir, 'src/index.js', "document.body.append('app ready');", "document.body.append('app ready');\nconst broken = ;");
        assert.ok(await waitFor(() => /error/i.test(server.log().slice(before)), 30_000), server.log());
        // The client receives the errors right after the compilation; give it a moment to show them.
        await page.waitForTimeout(1_500);
        assert.equal(await page.locator('rsbuild-error-overlay').count(), overlay ? 1 : 0, `overlay: ${overlay}`);
      } finally {
        await page.close();
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
});
