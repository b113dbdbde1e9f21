// Facts behind the fourteenth round's (a) items, as readers describe the problem: the name of a built image
// (a.3131.jpg → a_3131.jpg), lazy chunks named with numbers, building without minifying, breakpoints on the wrong
// line, which page opens for a multi-page project, what dev.setupMiddlewares gets in place of an Express app, and the
// port of startDevServer(). Each runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a throw-away project).
//
// Facts run by earlier files, not again here:
// - guide/optimization/split-chunk, config/output/filename: a webpackChunkName comment names the async chunk
//   static/js/async/about.js (round 13a); an unnamed chunk is a number in production and a path-made name in
//   development (round 12b, dev.test.ts).
// - guide/basic/cli: rsbuild preview listens on port 8080 by default (server-listen.test.ts); it stops with "The
//   output directory … does not exist" before a build (cli.test.ts).
// - guide/faq/blank-page, config/output/asset-prefix: dist/index.html opened from file:// stays blank, the default
//   /static/js/… misses (round 8a, round 11a).
// - guide/basic/typescript: a type error (const total: number = '42') builds without a message in both modes
//   (tools-guides-build.test.ts, round 5a).
// - config/html/favicon, config/html/title: the <link rel="icon"> and the <title> Rsbuild writes
//   (html-options.test.ts).
//
// Claims about other tools rest on their documentation or source, not on a run here:
// - webpack-dev-server 4 removed the before(app) and after(app) options (its v4 migration guide: use
//   onBeforeSetupMiddleware / onAfterSetupMiddleware, later setupMiddlewares, and reach the Express app as
//   devServer.app); webpack-mock-server's README sets it up with before: webpackMockServer.use for
//   webpack-dev-server 3 and with webpackMockServer.use(devServer.app) for version 4.
// - Rsbuild 0.5.9's core runs no ESLint: @rsbuild/core has no ESLint dependency, and linting is the separate
//   @rsbuild/plugin-eslint (its 0.5.9 source registers eslint-webpack-plugin).
// - A browser's debugger places a breakpoint through the source map: with line-only mappings (the cheap kinds) it can
//   only stop at the start of a generated line, so a breakpoint inside a line is not where it was set (Chrome
//   DevTools' and webpack's devtool documentation on cheap source maps).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, fakeOpener, freePort, project, rsbuild, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/filename

test('config/output/filename "a.3131.jpg → a_3131.jpg": the built-in image name is [name].[contenthash:8][ext] (a.<8 hex>.jpg); filename.image \'[name]_[contenthash:4][ext]\' writes static/image/a_<4 hex>.jpg and the bundle uses that URL', () => {
  const jpg = Buffer.alloc(20_000, 1); // above the 10,000-byte data URI limit: emitted as a file
  const src = { 'src/a.jpg': jpg, 'src/index.js': "import a from './a.jpg';\ndocument.body.dataset.src = a;\n" };
  const plain = project(src);
  build(plain);
  assert.deepEqual(
    distFiles(plain)
      .filter((f) => f.startsWith('static/image/'))
      .map((f) => f.replace(/[0-9a-f]{8}/, '<8>')),
    ['static/image/a.<8>.jpg'],
  );
  const named = project({
    ...src,
    'rsbuild.config.mjs': "export default { output: { filename: { image: '[name]_[contenthash:4][ext]' } } };\n",
  });
  build(named);
  const images = distFiles(named).filter((f) => f.startsWith('static/image/'));
  assert.equal(images.length, 1);
  assert.match(images[0], /^static\/image\/a_[0-9a-f]{4}\.jpg$/);
  assert.ok(distText(named, /^static\/js\/index\./).includes(images[0]));
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test("guide/optimization/split-chunk \"the lazy chunks are numbers; use the component's file name\": in a route list, an unnamed import() gives static/js/async/<number>.[hash].js in production and a webpackChunkName comment gives about.[hash].js; tools.rspack optimization.chunkIds 'named' names the unnamed one after its path (src_views_UserCenter_ts), the name it has in development", () => {
  const files = {
    'src/index.ts': [
      'export const routes = [',
      "  { path: '/about', component: () => import(/* webpackChunkName: \"about\" */ './views/About') },",
      "  { path: '/user', component: () => import('./views/UserCenter') },",
      '];',
      'console.log(routes);',
      '',
    ].join('\n'),
    'src/views/About.ts': "export default 'about';\n",
    'src/views/UserCenter.ts': "export default 'user center';\n",
  };
  const async = (dir: string) =>
    distFiles(dir)
      .filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));
  const plain = project(files);
  build(plain);
  const names = async(plain);
  assert.equal(names.length, 2);
  assert.ok(names.includes('static/js/async/about.[hash].js'));
  assert.ok(
    names.some((f) => /^static\/js\/async\/\d+\.\[hash\]\.js$/.test(f)),
    names.join(),
  );

  const named = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { rspack: (config) => { config.optimization.chunkIds = 'named'; } } };\n",
  });
  build(named);
  assert.deepEqual(async(named), ['static/js/async/about.[hash].js', 'static/js/async/src_views_UserCenter_ts.[hash].js']);

  // the name a development build gives the unnamed chunk without the setting
  build(plain, { NODE_ENV: 'development' });
  assert.deepEqual(async(plain), ['static/js/async/about.js', 'static/js/async/src_views_UserCenter_ts.js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "build without minifying to debug": minify: false writes readable JavaScript (names, line breaks, the code as written) and unminified HTML, with hashed file names as before; a config that reads an environment variable of the build command switches it per run; rsbuild build has no option for it', () => {
  const src = {
    'src/index.js':
      'function formatPrice(cents) {\n  return (cents / 100).toFixed(2);\n}\ndocument.body.textContent = formatPrice(1999);\n',
  };
  const js = (dir: string) => distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  const minified = project(src);
  build(minified);
  assert.doesNotMatch(js(minified), /formatPrice|\n/);

  const plain = project({ ...src, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(plain);
  assert.match(js(plain), /function formatPrice\(cents\) \{\n\s+return \(cents \/ 100\)\.toFixed\(2\);\n\}/);
  assert.match(distText(plain, /^index\.html$/), /<\/head>\n  <body>\n    <div id="root"><\/div>\n/);

  const switchable = project({
    ...src,
    'rsbuild.config.mjs': "export default { output: { minify: process.env.NO_MINIFY !== 'true' } };\n",
  });
  build(switchable, { NO_MINIFY: 'true' });
  assert.match(js(switchable), /function formatPrice\(cents\)/);
  build(switchable);
  assert.doesNotMatch(js(switchable), /formatPrice/);

  // "the 0.5.9 CLI has no flag for it"
  const help = rsbuild(switchable, ['build', '--help']).output;
  assert.match(help, /Options:\n\s+-c --config <config>/);
  assert.doesNotMatch(help, /minif|uglif|optimi/i);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test('config/output/source-map "breakpoints stop on the wrong line": the development default cheap-module-source-map maps each line to its line in the .ts source (types removed above it) but every position to column 0; \'source-map\' maps the column too, in development and production; the production build has no map, and there a cheap-* kind writes none either while minifying', () => {
  // line 3 holds two statements; the interface and type above it are removed by SWC
  const src =
    "interface User {\n  name: string;\n}\ntype Id = string;\nconst user: User = { name: 'a' };\nconst id: Id = 'x'; console.log('line6', user, id);\n";
  /** Where the map sends the generated console.log call: [line, column], both counted from 1. */
  const origin = (dir: string): [number, number] | 'no map' => {
    const files = distFiles(dir);
    const js = files.find((f) => /^static\/js\/index(\.[0-9a-f]{8})?\.js$/.test(f));
    assert.ok(js);
    if (!files.includes(`${js}.map`)) return 'no map';
    const map = new SourceMap(JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${js}.map`), 'utf8')));
    const lines = fs.readFileSync(path.join(dir, 'dist', js), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('line6'));
    const column = lines[line].lastIndexOf('console.log', lines[line].indexOf('line6'));
    const entry = map.findEntry(line, column) as { originalLine: number; originalColumn: number };
    return [entry.originalLine + 1, entry.originalColumn + 1];
  };
  const run = (config: string, env: NodeJS.ProcessEnv = {}) => {
    const dir = project({ 'src/index.ts': src, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir, env);
    return origin(dir);
  };
  const dev = { NODE_ENV: 'development' };
  assert.deepEqual(run('{}', dev), [6, 1]);
  assert.deepEqual(run("{ output: { sourceMap: { js: 'source-map' } } }", dev), [6, 21]);
  assert.equal(run('{}'), 'no map');
  assert.deepEqual(run("{ output: { sourceMap: { js: 'source-map' } } }"), [6, 21]);
  assert.equal(run("{ output: { sourceMap: { js: 'cheap-module-source-map' } } }"), 'no map');
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/start-url

test('config/dev/start-url "multi-page project: open the page I want instead of index.html": with entries index and admin, startUrl true opens http://localhost:<port>/, without an index entry the first entry\'s page (/home); a string http://localhost:<port>/admin opens that page, which the dev server answers with admin.html', async () => {
  const pages = {
    'src/index.js': "document.body.textContent = 'index page';\n",
    'src/home.js': "document.body.textContent = 'home page';\n",
    'src/admin.js': "document.body.textContent = 'admin page';\n",
  };
  for (const [entries, startUrl, expected] of [
    ["{ index: './src/index.js', admin: './src/admin.js' }", 'true', '/'],
    ["{ home: './src/home.js', admin: './src/admin.js' }", 'true', '/home'],
    ["{ index: './src/index.js', admin: './src/admin.js' }", "'http://localhost:<port>/admin'", '/admin'],
  ]) {
    const { PATH, opened } = fakeOpener();
    const dir = project({
      ...pages,
      'rsbuild.config.mjs': `export default { source: { entry: ${entries} }, dev: { startUrl: ${startUrl} } };\n`,
    });
    const server = await devServer(dir, { env: { PATH } });
    try {
      assert.ok(await waitFor(() => opened().length > 0), 'a URL was opened');
      assert.deepEqual(opened(), [`http://localhost:${server.port}${expected}`], `${entries} ${startUrl}`);
      if (expected === '/admin') {
        const html = await (await fetch(`${server.url}/admin`, { headers: { Accept: 'text/html' } })).text();
        assert.match(html, /<script defer src="\/static\/js\/admin\.js"><\/script>/);
      }
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares, api/javascript-api/instance

/** Runs `code` as an ES module in a project whose node_modules holds @rsbuild/core 0.5.9; returns its last REPORT. */
function script(code: string): unknown {
  const dir = project(
    {
      'src/index.js': "document.body.textContent = 'app';\n",
      'run.mjs': `const report = (v) => console.log('REPORT ' + JSON.stringify(v));\n${code}\n`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  const res = spawnSync(process.execPath, ['run.mjs'], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
  const line = `${res.stdout}`
    .split('\n')
    .filter((l) => l.startsWith('REPORT '))
    .at(-1);
  assert.ok(line, `${res.stdout}${res.stderr}`);
  return JSON.parse(line.slice(7));
}

test('config/dev/setup-middlewares "devServer.before(app) / webpackMockServer.use(app) does not work": each function gets two arguments, an object with only unshift and push, and a server object with only sockWrite; there is no app (no app.get / app.use)', () => {
  const seen = script(`import { createRsbuild } from '@rsbuild/core';
let args;
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { host: 'localhost' }, dev: { setupMiddlewares: [(...a) => { args = a; }] } } });
const server = await rsbuild.createDevServer({ runCompile: false });
report({ count: args.length, middlewares: Object.keys(args[0]).sort(), server: Object.keys(args[1]).sort(), app: typeof args[0].get, use: typeof args[0].use });
await server.close();
process.exit(0);`);
  assert.deepEqual(seen, { count: 2, middlewares: ['push', 'unshift'], server: ['sockWrite'], app: 'undefined', use: 'undefined' });
});

test('api/javascript-api/instance "run the dev server from a script, like runServer(3000)": startDevServer() takes no port, a { port } passed to it is ignored; server.port in rsbuildConfig sets the port it listens on and returns', async () => {
  const wanted = await freePort();
  const ignored = await freePort();
  const seen = script(`import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { host: 'localhost', port: ${wanted} } } });
const { port, server } = await rsbuild.startDevServer({ port: ${ignored} });
const answers = async (p) => fetch('http://localhost:' + p + '/').then((r) => r.status, () => 'refused');
report({ port, wanted: await answers(${wanted}), ignored: await answers(${ignored}) });
await server.close();
process.exit(0);`);
  assert.deepEqual(seen, { port: wanted, wanted: 200, ignored: 'refused' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "how do I tell development from production in my code": process.env.NODE_ENV is replaced with "development" in what rsbuild dev serves and with "production" in rsbuild build\'s output, and the comparison is folded in both', async () => {
  const dir = project({
    'src/index.js':
      "document.body.dataset.mode = process.env.NODE_ENV === 'production' ? 'prod:' + process.env.NODE_ENV : 'dev:' + process.env.NODE_ENV;\n",
  });
  const server = await devServer(dir);
  try {
    const served = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(served, /document\.body\.dataset\.mode = "dev:development";/);
    assert.doesNotMatch(served, /prod:/);
    assert.doesNotMatch(served, /process\.env/);
  } finally {
    await server.stop();
  }
  build(dir);
  const built = distText(dir, /^static\/js\/index\./);
  assert.match(built, /"prod:production"/);
  assert.doesNotMatch(built, /dev:|process\.env/);
});
