// Facts behind the thirty-second round's (a) items, as readers describe the problem: Fusion's next.css changing the
// styles of a and p tags, and the styles of single components only (config/source/transformImport); a component
// library's .less styles in a project without a Less plugin (same page); the .babelrc error `provided an invalid
// property of "libraryName"` (same page); hot reloading for pages that an Express server renders itself
// (api/javascript-api/instance); `--port=4200` not working, serving on 4201 (config/server/strict-port); the CSS
// <link> at the end of <body> (config/html/inject); no hot reload plugin to add, no `npm run dev` after each change
// (guide/advanced/hmr); UglifyJS's drop_console (config/performance/remove-console); TinyMCE's icons and
// `Uncaught SyntaxError: Unexpected token '<'` (config/output/copy). Each test runs @rsbuild/core 0.5.9 (its CLI or
// its JavaScript API, in a throw-away project), with Chromium where a page is looked at.
//
// Resting on other sources, not run here:
// - config/source/transformImport: @alifd/next is not installed; a package laid out like @alifd/next 1.27.34 stands
//   in for it (read from its npm tarball: dist/next.css holds `a{text-decoration:none}` and `p{margin-bottom:6px}`,
//   dist/next-noreset.css does not; es/button/style2.js imports ../icon/style2 and ./index.css, whose rules are
//   all under .next-* classes). That the reset styles of next.css are what changed the reader's a and p tags is
//   alibaba-fusion/next#2658 and its maintainer's answer.
// - config/source/transformImport: the library built by react-vant's CLI (its style/index.js requires a .less file)
//   is 3lang3/react-vant#243; a package with that layout stands in for it. The message `Plugin 2 specified in
//   ".babelrc" provided an invalid property of "libraryName"` is Babel 6's, for an options object written after
//   "import" instead of in one array with it (didi/mand-mobile#621, umijs/babel-plugin-import#60); Babel is not run.
// - config/performance/remove-console: uglifyjs-webpack-plugin's `uglifyOptions.compress.drop_console` is that
//   plugin's documented option (egg-vue-webpack-boilerplate#56); UglifyJS is not run.
// - guide/advanced/hmr: that webpack projects add HotModuleReplacementPlugin themselves is webpack's HMR guide
//   (luozhihao/react-antd-demo#4). Run here: rsbuild dev adds it, and an edit is recompiled and served.
// - config/output/copy: TinyMCE is not installed. That it loads its icons, theme, skins and plugins at runtime from
//   the folder of the script it runs from, that `import 'tinymce/icons/default'` bundles them instead, and its
//   `base_url` init option, are TinyMCE's documentation on bundling (and liub1934/vue-use-tinymce#3, tinymce-vue#30);
//   a folder laid out like node_modules/tinymce stands in for the package, and the page requests the icons itself.
// - api/javascript-api/instance: Express is not installed; a node:http server whose own route answers the page and
//   which passes the rest to rsbuildServer.middlewares stands in for it, as app.use(rsbuildServer.middlewares) does.
//   The reader's setup (a page rendered by Express, hot reloading without WebpackDevServer) is
//   gaearon/react-hot-loader#132.
// - config/server/strict-port: that the busy port is often an earlier rsbuild dev still running is the page's
//   earlier item and ember-cli/ember-cli#10456's situation; here a plain TCP server holds the port.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  nextCompilation,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  startScript,
} from './topics-support';

const browser = sharedBrowser();
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import "引入next.css后a p标签样式改变了 希望单独引入某个组件的样式"

const fusion = {
  'node_modules/@alifd/next/package.json': JSON.stringify({
    name: '@alifd/next',
    version: '1.27.34',
    main: 'lib/index.js',
    module: 'es/index.js',
    sideEffects: ['dist/*', 'es/**/style.js', 'lib/**/style.js', 'es/**/style2.js', 'lib/**/style2.js', '*.scss', '*.css'],
  }),
  'node_modules/@alifd/next/dist/next.css':
    'a{background-color:transparent;text-decoration:none}p{margin-bottom:6px;font-weight:400}.next-btn{border-radius:3px}.next-input{height:28px}.next-icon{display:inline-block}\n',
  'node_modules/@alifd/next/es/index.js':
    "export { default as Button } from './button';\nexport { default as Input } from './input';\nexport { default as Icon } from './icon';\n",
  'node_modules/@alifd/next/es/button/index.js': "export default function Button() { return 'next-button'; }\n",
  'node_modules/@alifd/next/es/button/style2.js': "import '../icon/style2';\nimport './index.css';\n",
  'node_modules/@alifd/next/es/button/index.css': '.next-btn{border-radius:3px}\n',
  'node_modules/@alifd/next/es/input/index.js': "export default function Input() { return 'next-input'; }\n",
  'node_modules/@alifd/next/es/input/style2.js': "import './index.css';\n",
  'node_modules/@alifd/next/es/input/index.css': '.next-input{height:28px}\n',
  'node_modules/@alifd/next/es/icon/index.js': "export default function Icon() { return 'next-icon'; }\n",
  'node_modules/@alifd/next/es/icon/style2.js': "import './index.css';\n",
  'node_modules/@alifd/next/es/icon/index.css': '.next-icon{display:inline-block}\n',
};

test("config/source/transform-import \"next.css changed the styles of a and p tags; import the styles of single components\": the whole next.css brings a{…} and p{margin-bottom:6px}; with the @alifd/next item and style '{{ member }}/style2' the CSS holds the button's (and its icon's) rules only, no tag rule", () => {
  const whole = project({
    ...fusion,
    'src/index.js': "import '@alifd/next/dist/next.css';\nimport { Button } from '@alifd/next';\ndocument.body.textContent = Button();\n",
  });
  build(whole);
  const all = distText(whole, /\.css$/);
  assert.match(all, /(^|\})a\{/);
  assert.match(all, /(^|\})p\{margin-bottom:6px/);

  const perComponent = project({
    ...fusion,
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: '@alifd/next', libraryDirectory: 'es', style: '{{ member }}/style2' }] } };\n",
    'src/index.js': "import { Button } from '@alifd/next';\ndocument.body.textContent = Button();\n",
  });
  build(perComponent);
  const css = distText(perComponent, /\.css$/);
  assert.match(css, /\.next-btn\{/);
  assert.match(css, /\.next-icon\{/);
  assert.doesNotMatch(css, /\.next-input/);
  assert.doesNotMatch(css, /(^|\})(a|p)\{/);
  assert.doesNotMatch(css, /margin-bottom:6px/);
  assert.match(distText(perComponent, /\.js$/), /next-button/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import "使用组件库打包后 样式没有生效 没装less插件"

test("config/source/transform-import \"the component library's styles do not apply after the build; the project uses Sass and has no Less plugin\": style: true imports the library's style/index.js, whose require of a .less file is compiled with no plugin and no less package in the project, next to the project's own .scss", () => {
  const dir = project({
    'node_modules/live-react-com/package.json': '{ "name": "live-react-com", "version": "1.0.0", "main": "lib/index.js" }\n',
    'node_modules/live-react-com/lib/index.js': "exports.Loading = require('./loading').default;\n",
    'node_modules/live-react-com/lib/loading/index.js': "exports.default = function Loading() { return 'loading'; };\n",
    'node_modules/live-react-com/lib/loading/style/index.js': "require('../../style/base.less');\nrequire('./index.less');\n",
    'node_modules/live-react-com/lib/style/base.less': '@base-color: #1989fa;\n.rv-base { color: @base-color; }\n',
    'node_modules/live-react-com/lib/loading/style/index.less':
      "@import '../../style/base.less';\n.rv-loading { border-color: darken(@base-color, 10%); }\n",
    'rsbuild.config.mjs': "export default { source: { transformImport: [{ libraryName: 'live-react-com', style: true }] } };\n",
    'src/app.scss': '$main: #333;\n.app { color: $main; }\n',
    'src/index.js': "import './app.scss';\nimport { Loading } from 'live-react-com';\ndocument.body.textContent = Loading();\n",
  });
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules/less')));
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.rv-base\{color:#1989fa\}/);
  assert.match(css, /\.rv-loading\{border-color:#0570db\}/);
  assert.match(css, /\.app\{color:#333\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import "主题定制 .babelrc 报错 provided an invalid property of \"libraryName\""

test('config/source/transform-import ".babelrc: provided an invalid property of \\"libraryName\\"": the .babelrc of the report (the options object after "import") is not read and breaks nothing; its options as a transformImport item rewrite import { Button } from \'mand-mobile\' to mand-mobile/components/button', () => {
  const dir = project({
    '.babelrc': JSON.stringify({
      presets: [['env', { modules: false }], 'stage-2'],
      plugins: ['transform-runtime', 'import', { libraryName: 'mand-mobile', libraryDirectory: 'components' }],
    }),
    'node_modules/mand-mobile/package.json': '{ "name": "mand-mobile", "version": "2.5.5", "main": "lib/index.js" }\n',
    'node_modules/mand-mobile/lib/index.js': "exports.Button = function () { return 'whole-library'; };\n",
    'node_modules/mand-mobile/components/button/index.js': "export default function Button() { return 'md-button-alone'; }\n",
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'mand-mobile', libraryDirectory: 'components' }] } };\n",
    'src/index.js': "import { Button } from 'mand-mobile';\ndocument.body.textContent = Button();\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /libraryName|babelrc/i);
  const js = distText(dir, /\.js$/);
  assert.match(js, /md-button-alone/);
  assert.doesNotMatch(js, /whole-library/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/inject "insert the css link tag at the end of the body instead of the head"

test('config/html/inject "insert the CSS link tag at the end of the body instead of the head": inject \'body\' moves the script only, the <link> stays in <head>; with inject false, a template that filters htmlWebpackPlugin.tags.headTags writes the <link> before </body> and the title, meta and deferred script in <head>', () => {
  const files = {
    'src/index.css': '#root{color:red}\n',
    'src/index.js': "import './index.css';\ndocument.getElementById('root').textContent = 'app';\n",
  };
  const body = project({ ...files, 'rsbuild.config.mjs': "export default { html: { inject: 'body' } };\n" });
  build(body);
  const moved = fs.readFileSync(path.join(body, 'dist/index.html'), 'utf8');
  const [head1, body1] = moved.split('</head>');
  assert.match(head1, /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  assert.match(body1, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);

  const template = [
    '<!doctype html>',
    '<html>',
    '  <head>',
    "    <%= htmlWebpackPlugin.tags.headTags.filter((tag) => tag.attributes.rel !== 'stylesheet').join('') %>",
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    "    <%= htmlWebpackPlugin.tags.headTags.filter((tag) => tag.attributes.rel === 'stylesheet').join('') %>",
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const dir = project({
    ...files,
    'index.html': template,
    'rsbuild.config.mjs': "export default { html: { inject: false, template: './index.html' } };\n",
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const [head, rest] = html.split('</head>');
  assert.doesNotMatch(head, /<link/);
  assert.match(head, /<title>Rsbuild App<\/title>/);
  assert.match(head, /<meta name="viewport"/);
  assert.match(head, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.match(rest, /<div id="root"><\/div>\s*<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">\s*<\/body>/);
  assert.equal((html.match(/<link/g) ?? []).length, 1);
  assert.equal((html.match(/<script/g) ?? []).length, 1);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/strict-port "--port=4200 not working, serving on http://localhost:4201"

/** Starts `rsbuild dev <args>` and resolves with its output once it prints a Local URL (or exits). */
function devOutput(dir: string, args: string[]): Promise<{ output: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  const child = spawn(process.execPath, [RSBUILD_BIN, 'dev', ...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ output, child }), 60_000);
    const poll = setInterval(() => {
      if (/> Local:.*\n/.test(output)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ output, child });
      }
    }, 50);
    child.once('exit', () => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ output, child });
    });
  });
}

test('config/server/strict-port "--port=4200 not working, serving on the next port": with the port taken, rsbuild dev --port=<port> starts on <port + 1> and says so in one line; --port=<port> and --port <port> are read alike; with strictPort: true it stops with is occupied and exit code 1', async (t) => {
  const port = await freePort();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(port, resolve));
  t.after(() => blocker.close());
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  for (const args of [[`--port=${port}`], ['--port', String(port)]]) {
    const { output, child } = await devOutput(dir, args);
    child.kill('SIGTERM');
    assert.ok(output.includes(`Port ${port} is in use, using port ${port + 1}.`), output);
    assert.ok(output.includes(`http://localhost:${port + 1}`), output);
    assert.equal(output.split('\n').filter((l) => l.includes('is in use')).length, 1);
  }
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), 'export default { server: { strictPort: true } };\n');
  const strict = rsbuild(dir, ['dev', `--port=${port}`]);
  assert.equal(strict.code, 1);
  assert.ok(strict.output.includes(`Port "${port}" is occupied, please choose another one.`), strict.output);
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance "hot reloading without WebpackDevServer for pages loaded via express"

test('api/javascript-api/instance "hot reloading without webpack-dev-server for pages that the server renders itself": a page answered by the server\'s own route, loading /static/css/index.css and /static/js/index.js from createDevServer()\'s middlewares, gets a saved CSS change without a reload, with chunkSplit all-in-one (by default the Rsbuild client is in a vendors chunk loaded before index.js)', async (t) => {
  const port = await freePort();
  const page =
    '<!doctype html><html><head><title>server page</title><link rel="stylesheet" href="/static/css/index.css"></head><body><h1 id="title">rendered by the server</h1><script src="/static/js/index.js"></script></body></html>';
  const dir = project(
    {
      'src/style.css': 'h1 { color: rgb(255, 0, 0); }\n',
      'src/index.js': "import './style.css';\nwindow.bundleRan = true;\n",
      'server.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({
  rsbuildConfig: { server: { host: 'localhost', port: ${port} }, performance: { chunkSplit: { strategy: 'all-in-one' } } },
});
const rsbuildServer = await rsbuild.createDevServer();
const server = http.createServer((req, res) => {
  if (req.url === '/account') {
    res.setHeader('Content-Type', 'text/html');
    res.end(${JSON.stringify(page)});
    return;
  }
  rsbuildServer.middlewares(req, res);
});
server.on('upgrade', rsbuildServer.onHTTPUpgrade);
server.listen(rsbuildServer.port, async () => {
  await rsbuildServer.afterListen();
  console.log('LISTENING ' + rsbuildServer.port);
});
`,
    },
    CORE,
  );
  const log = await startScript(dir, 'server.mjs', t, (log) => log.includes(`LISTENING ${port}`) && /Client compiled/.test(log));

  // Rsbuild's own page of that server has the one script; by default (no all-in-one) a vendors chunk with the client comes first.
  const own = await (await fetch(`http://localhost:${port}/`)).text();
  assert.deepEqual(
    [...own.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ['/static/js/index.js'],
  );
  const plain = await devServer(project({ 'src/index.js': 'window.bundleRan = true;\n' }));
  try {
    const html = await (await fetch(`${plain.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(scripts.length, 2, html);
    // The chunk's name is made from the module paths and cut short on a long checkout path, so the client is
    // recognised by its module id inside the chunk, not by the file name.
    assert.match(scripts[0], /^\/static\/js\/vendors-.*\.js$/);
    const vendors = await (await fetch(`${plain.url}${scripts[0]}`)).text();
    assert.match(vendors, /@rsbuild\/core\/dist\/client\//);
    assert.equal(scripts[1], '/static/js/index.js');
  } finally {
    await plain.stop();
  }

  const tab = await browser().newPage();
  t.after(() => tab.close());
  const sockets: string[] = [];
  tab.on('websocket', (ws) => sockets.push(ws.url()));
  await tab.goto(`http://localhost:${port}/account`);
  const color = () => tab.evaluate(() => getComputedStyle(document.getElementById('title') as Element).color);
  assert.ok(await waitFor(async () => (await color()) === 'rgb(255, 0, 0)'), await color());
  assert.equal(await tab.evaluate(() => (window as unknown as { bundleRan?: boolean }).bundleRan), true);
  assert.ok(await waitFor(() => sockets.length > 0), 'no WebSocket');
  assert.equal(new URL(sockets[0]).port, String(port));
  assert.equal(new URL(sockets[0]).pathname, '/rsbuild-hmr');
  await tab.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  edit(dir, 'src/style.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
  assert.ok(await waitFor(async () => (await color()) === 'rgb(0, 0, 255)', 20_000), `${await color()}\n${log()}`);
  assert.equal(await tab.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'the page was reloaded');
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/hmr "加上webpack的热加载插件 不用随时npm run dev"

test('guide/advanced/hmr "add webpack\'s hot reload plugin so that I need not run npm run dev again": with no configuration, the development config already holds HotModuleReplacementPlugin, and a saved change is recompiled and served by the running rsbuild dev', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'version one';\n" });
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8'), /HotModuleReplacementPlugin/);
  const server = await devServer(dir);
  try {
    const before = compilations(server);
    edit(dir, 'src/index.js', 'version one', 'version two');
    await nextCompilation(server, before);
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(js, /version two/);
    assert.doesNotMatch(js, /version one/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console "uglifyJs 怎么配置打包去除console.log"

test('config/performance/remove-console "how to configure UglifyJS to drop console.log in the build": the production config minifies with SwcJsMinimizerRspackPlugin, no UglifyJS or Terser; with removeConsole: true and no uglifyjs-webpack-plugin installed, the build has no console.log', () => {
  const dir = project({
    'rsbuild.config.mjs': 'export default { performance: { removeConsole: true } };\n',
    'src/index.js': "console.log('debug output');\ndocument.body.textContent = 'app';\n",
  });
  const inspect = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspect.code, 0, inspect.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(config, /SwcJsMinimizerRspackPlugin/);
  assert.match(config, /drop_console: true/);
  assert.doesNotMatch(config, /uglify|terser/i);
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /"app"|'app'/);
  assert.doesNotMatch(js, /console\.log|debug output/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy "引入tinymce之后报错 Uncaught SyntaxError: Unexpected token '<' icons 没有打包"

const tinymce = {
  'node_modules/tinymce/package.json': '{ "name": "tinymce", "version": "5.3.1", "main": "tinymce.js" }\n',
  'node_modules/tinymce/tinymce.js': 'window.tinymceLoaded = true;\n',
  'node_modules/tinymce/icons/default/icons.js': 'window.iconsLoaded = true;\n',
  'node_modules/tinymce/skins/ui/oxide/skin.min.css': '.tox{box-sizing:content-box}\n',
  'node_modules/tinymce/themes/silver/theme.js': 'window.themeLoaded = true;\n',
};

const loadScript = (src: string) =>
  `import 'tinymce/tinymce';\nconst s = document.createElement('script');\ns.src = '${src}';\ns.onload = () => { window.done = true; };\ndocument.head.appendChild(s);\n`;

test('config/output/copy "after importing tinymce: Uncaught SyntaxError: Unexpected token \'<\', the icons are not bundled": nothing imports icons/default/icons.js, so the build has no such file; rsbuild dev answers /static/js/icons/default/icons.js with index.html and the page fails with that message; copied with output.copy from node_modules/tinymce to tinymce, the icons are served at /tinymce/icons/default/icons.js and run, and the build writes them', async () => {
  const missing = project({ ...tinymce, 'src/index.js': loadScript('/static/js/icons/default/icons.js') });
  const server = await devServer(missing);
  try {
    const answer = await fetch(`${server.url}/static/js/icons/default/icons.js`, { headers: { accept: '*/*' } });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers.get('content-type')), /text\/html/);
    const tab = await browser().newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(`Uncaught ${e.name}: ${e.message}`));
    await tab.goto(`${server.url}/`);
    assert.ok(await waitFor(() => errors.length > 0), 'no error');
    assert.equal(errors[0], "Uncaught SyntaxError: Unexpected token '<'");
    await tab.close();
  } finally {
    await server.stop();
  }
  build(missing);
  assert.ok(!distFiles(missing).some((f) => f.includes('icons')), distFiles(missing).join('\n'));

  const copied = project({
    ...tinymce,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './node_modules/tinymce', to: 'tinymce' }] } };\n",
    'src/index.js': loadScript('/tinymce/icons/default/icons.js'),
  });
  const dev = await devServer(copied);
  try {
    const answer = await fetch(`${dev.url}/tinymce/icons/default/icons.js`);
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers.get('content-type')), /javascript/);
    const tab = await browser().newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`${dev.url}/`);
    assert.ok(await waitFor(() => tab.evaluate(() => (window as unknown as { done?: boolean }).done === true)));
    assert.equal(await tab.evaluate(() => (window as unknown as { iconsLoaded?: boolean }).iconsLoaded), true);
    assert.deepEqual(errors, []);
    await tab.close();
  } finally {
    await dev.stop();
  }
  build(copied);
  const files = distFiles(copied);
  for (const f of ['tinymce/icons/default/icons.js', 'tinymce/skins/ui/oxide/skin.min.css', 'tinymce/themes/silver/theme.js']) {
    assert.ok(files.includes(f), files.join('\n'));
  }
});
