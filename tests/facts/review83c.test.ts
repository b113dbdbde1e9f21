// Facts behind the statements fixed in the second accuracy review of session 83 (slice c): config/tools/less,
// config/tools/sass and config/dev/start-url, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in
// throw-away projects made by topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it.
//
// - config/tools/less, less.sourceMap: "Turn on output.sourceMap.css to get CSS source maps in the output." Not in a
//   production build on its own: the CSS maps are written through Rspack's devtool, which output.sourceMap.js sets and
//   which is false in production (core/src/provider/plugins/css.ts only removes the map when css is false), so
//   css: true alone writes no .css.map; with js: 'source-map' the map is written and names the .less file.
// - config/tools/sass, the deprecation warnings item: "Set sassOptions.quietDeps to true: in a test build, the warnings of
//   a package in node_modules disappeared". Only for stylesheets that the project's Sass loads by package path (through
//   sass-loader's importer, which Dart Sass counts as a dependency). A package stylesheet that JavaScript imports is a
//   root stylesheet of its own compilation, and the partials it loads by relative path are not dependencies either:
//   their warnings still print. A logger in sassOptions replaces sass-loader's (getSassOptions in sass-loader 14.1.1
//   sets its logger only when there is none), so one that drops deprecations silences them all, and @warn goes to it.
// - config/tools/sass, sass.sourceMap: "Rsbuild always turns it on, whatever output.sourceMap.css says ... Do not turn it
//   off", and the caveat "Sass source maps are always generated". It is the default (core/src/provider/plugins/sass.ts
//   passes true as the default of getSassLoaderOptions), which tools.sass can override: with sourceMap: false a Sass
//   file whose CSS has a url() fails in resolve-url-loader ("error processing CSS", "a valid source-map is not present"),
//   and one without gets a "webpack misconfiguration" warning.
// - config/dev/start-url, boolean form: "The opened URL is http://localhost:<port>/ followed by the path of the first page:
//   the index entry when there is one (served at /)". The path is a route of formatRoutes (core/src/server/helper.ts):
//   output.distPath.html is its prefix, and with html.outputStructure 'nested' the index entry keeps its name. Run with
//   rsbuild dev and rsbuild preview; the browser is a fake xdg-open that records the URLs it gets (fakeOpener), so these
//   tests run on Linux only.
// - config/dev/start-url, the --open flag: "set dev.startUrl for that run, as long as the configuration does not set it
//   already". The CLI sets it when the configuration's value is falsy (core/src/cli/init.ts: commonOpts.open &&
//   !config.dev?.startUrl), so a startUrl: false in the configuration is replaced by the flag, and a URL there wins over
//   the flag's own URL. Run with rsbuild dev and rsbuild preview.
// - config/tools/less, the modifyVars section: "There it overrides any variable, in your files and in the library's .less
//   files". Less appends modifyVars as definitions at the end of the root of each file, so they win over the file's
//   top-level definitions only: a variable defined inside a rule or a mixin is looked up in that scope first and keeps
//   its value.
// - config/tools/sass, sass.webpackImporter: "With false, only Sass's own resolution (relative paths and includePaths)",
//   and config/tools/less, less.webpackImporter: "only understands relative paths and lessOptions.paths". Both also find a
//   path from the working directory, the project root: Dart Sass's legacy API puts it on the load path, and Less tries
//   the import as written (the last path after "Tried -"). An alias still fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  build,
  distFiles,
  distText,
  fakeOpener,
  freePort,
  page,
  pageSays,
  project,
  rsbuild,
  startRsbuild,
  waitFor,
} from './topics-support';

const DEPRECATION = /Deprecation Warning on line \d+, column \d+ of file:/g;

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less, less.sourceMap "in a production build, also set output.sourceMap.js ... css: true alone writes no .css.map": rsbuild build with sourceMap.css true writes no map; adding js: \'source-map\' writes a .css.map whose sources name the .less file', () => {
  pageSays('config/tools/less', {
    en: 'in a production build, also set `output.sourceMap.js`',
    zh: '生产构建还需要设置 `output.sourceMap.js`',
  });
  const files = { 'src/index.js': "import './a.less';\n", 'src/a.less': '@c: red;\n.a { color: @c; }\n' };
  const cssOnly = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { sourceMap: { css: true } } };\n' });
  build(cssOnly);
  const css = distFiles(cssOnly).filter((f) => f.startsWith('static/css/'));
  assert.equal(css.length, 1, css.join());
  assert.match(css[0], /\.css$/);

  const both = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { css: true, js: 'source-map' } } };\n" });
  build(both);
  assert.ok(
    distFiles(both).some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(f)),
    distFiles(both).join(),
  );
  const map = JSON.parse(distText(both, /\.css\.map$/)) as { sources: string[] };
  assert.ok(
    map.sources.some((s) => s.endsWith('src/a.less')),
    map.sources.join(),
  );
});

test('config/tools/less, modifyVars section "overrides any variable defined at the top level of a file ... one defined inside a rule or a mixin keeps its own value": lessOptions.modifyVars turns a top-level @g blue, in the project and in a package file, while @l of a rule and @mv of a mixin stay red', () => {
  pageSays('config/tools/less', {
    en: 'There it overrides any variable defined at the top level of a file',
    zh: '写在这里时，它能覆盖在文件顶层定义的任意变量',
  });
  const dir = project({
    'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "1.0.0" }\n',
    'node_modules/ui-kit/theme.less': '@kit: red;\n.kit { color: @kit; }\n',
    'src/index.js': "import './a.less';\nimport 'ui-kit/theme.less';\n",
    'src/a.less': '@g: red;\n.a { @l: red; color: @g; background: @l; }\n.m() { @mv: red; }\n.b { .m(); border-color: @mv; }\n',
    'rsbuild.config.mjs':
      "export default { tools: { less: { lessOptions: { modifyVars: { g: 'blue', l: 'blue', mv: 'blue', kit: 'blue' } } } } };\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.a\{color:(blue|#00f);background:red\}/);
  assert.match(css, /\.b\{border-color:red\}/);
  assert.match(css, /\.kit\{color:(blue|#00f)\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test('config/tools/sass, deprecation warnings item "quietDeps ... for the package stylesheets your own Sass files load by package path ... It does not silence a package stylesheet that JavaScript imports ... give Sass a logger of your own": quietDeps silences a package file loaded with @import \'ui-kit/...\' but not one imported from JavaScript nor its relative partial; a logger that drops deprecations prints none, and @warn goes to it instead of Compile Warning', () => {
  pageSays('config/tools/sass', {
    en: 'It does not silence a package stylesheet that JavaScript imports',
    zh: '由 JavaScript 直接引入的依赖样式不受它影响',
  });
  const kit = {
    'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "1.0.0" }\n',
    'node_modules/ui-kit/styles/_tools.scss': '$gap: 16px;\n.tools { margin: $gap/2; }\n',
    'node_modules/ui-kit/styles/button.scss': "@import './tools';\n$pad: 8px;\n.btn { padding: $pad/2; }\n",
    'node_modules/ui-kit/styles/main.scss': '$size: 24px;\n.main { width: $size/3; }\n',
  };
  const quiet = 'export default { tools: { sass: { sassOptions: { quietDeps: true } } } };\n';

  // loaded by package path from the project's own stylesheet: silenced, the project's own warning stays
  const byPath = project({
    ...kit,
    'src/index.js': "import './app.scss';\n",
    'src/app.scss': "@import 'ui-kit/styles/main';\n$w: 10px;\n.app { width: $w/2; }\n",
    'rsbuild.config.mjs': quiet,
  });
  const pathOut = build(byPath).output;
  assert.doesNotMatch(pathOut, /ui-kit[\\/]styles[\\/]main\.scss/);
  assert.match(pathOut, /of file:\S*src[\\/]app\.scss/);

  // imported from JavaScript: the package file and its relative partial still warn
  const files = { ...kit, 'src/index.js': "import 'ui-kit/styles/button.scss';\n" };
  const byJs = build(project({ ...files, 'rsbuild.config.mjs': quiet })).output;
  assert.match(byJs, /of file:\S*ui-kit[\\/]styles[\\/]button\.scss/);
  assert.match(byJs, /of file:\S*ui-kit[\\/]styles[\\/]_tools\.scss/);

  // a logger of one's own that drops deprecations: none printed; @warn reaches the logger, no Compile Warning
  const logger = project({
    ...files,
    'src/index.js': "import 'ui-kit/styles/button.scss';\nimport './own.scss';\n",
    'src/own.scss': '@warn "mine";\n$y: 6px;\n.own { width: $y/2; }\n',
    'rsbuild.config.mjs':
      'export default { tools: { sass: { sassOptions: { logger: { warn: (message, { deprecation }) => { if (!deprecation) console.warn(message); } } } } } };\n',
  });
  const out = build(logger).output;
  assert.equal(out.match(DEPRECATION)?.length ?? 0, 0, out);
  assert.match(out, /^mine$/m);
  assert.doesNotMatch(out, /Compile Warning/);
  assert.match(distText(logger, /\.css$/), /\.btn\{padding:4px\}/);
});

test('config/tools/sass, sass.sourceMap "Rsbuild turns it on by default, whatever output.sourceMap.css says ... with sourceMap: false, a Sass file whose CSS contains a url() stops the build ... every other one prints a ... warning": the function form sees sourceMap true with sourceMap.css false; sourceMap: false fails a file with url() and warns for one without', () => {
  pageSays('config/tools/sass', {
    en: 'with `sourceMap: false`, a Sass file whose CSS contains a `url()` stops the build with `resolve-url-loader: error processing CSS`',
    zh: '设置 `sourceMap: false` 后，编译出的 CSS 中含有 `url()` 的 Sass 文件会报 `resolve-url-loader: error processing CSS`',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(
      page(lang, 'config/tools/sass'),
      /Rsbuild always turns it on|Sass source maps are always generated|Rsbuild 都会开启它|Sass 内部始终会生成/,
      lang,
    );
  }
  const seen = project({
    'src/index.js': "import './a.scss';\n",
    'src/a.scss': '.a { color: red; }\n',
    'rsbuild.config.mjs': "export default { tools: { sass: (options) => { console.log('SASS-SOURCEMAP ' + options.sourceMap); } } };\n",
  });
  assert.match(build(seen).output, /SASS-SOURCEMAP true/);

  const off = 'export default { tools: { sass: { sourceMap: false } } };\n';
  const plain = project({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: red; }\n', 'rsbuild.config.mjs': off });
  const warned = build(plain).output;
  assert.match(warned, /resolve-url-loader: webpack misconfiguration/);
  assert.match(distText(plain, /\.css$/), /\.a\{color:red\}/);

  const withUrl = project({
    'src/index.js': "import './a.scss';\n",
    'src/a.scss': '.a { background: url(./b.svg); }\n',
    'src/b.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'rsbuild.config.mjs': off,
  });
  const failed = rsbuild(withUrl, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /resolve-url-loader: error processing CSS/);
  assert.match(failed.output, /a valid source-map is not present/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/start-url

/** The URLs that `rsbuild <command> [args]` in `dir` hands to the browser (a fake xdg-open), on a free port. */
async function openedBy(dir: string, command: 'dev' | 'preview', args: string[] = []): Promise<{ port: number; opened: string[] }> {
  const opener = fakeOpener();
  const port = await freePort();
  const server = startRsbuild(dir, [command, '--port', String(port), ...args], { PATH: opener.PATH });
  try {
    assert.ok(await waitFor(() => opener.opened().length > 0, 60_000), server.log());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { port, opened: opener.opened() };
  } finally {
    await server.stop();
  }
}

test("config/dev/start-url, boolean form \"Two settings change that path: a folder in output.distPath html comes first ('html' opens /html/), and with html.outputStructure 'nested' the index entry opens at /index\": startUrl true opens /html/ and /index, with rsbuild dev and rsbuild preview", async (t) => {
  if (process.platform !== 'linux') return t.skip('the fake browser is an xdg-open, what 0.5.9 runs on Linux');
  pageSays('config/dev/start-url', {
    en: "a folder in [output.distPath](/config/output/dist-path) `html` comes first (`'html'` opens `/html/`)",
    zh: "路径以该目录开头（设为 `'html'` 时打开 `/html/`）",
  });
  pageSays('config/dev/start-url', {
    en: "`'nested'` the `index` entry opens at `/index`",
    zh: "为 `'nested'` 时，`index` 入口打开的是 `/index`",
  });
  const cases: Array<[string, string]> = [
    ["{ output: { distPath: { html: 'html' } }, dev: { startUrl: true } }", '/html/'],
    ["{ html: { outputStructure: 'nested' }, dev: { startUrl: true } }", '/index'],
    ['{ dev: { startUrl: true } }', '/'],
  ];
  for (const [config, path] of cases) {
    const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n", 'rsbuild.config.mjs': `export default ${config};\n` });
    const dev = await openedBy(dir, 'dev');
    assert.deepEqual(dev.opened, [`http://localhost:${dev.port}${path}`], `dev ${config}`);
    build(dir);
    const preview = await openedBy(dir, 'preview');
    assert.deepEqual(preview.opened, [`http://localhost:${preview.port}${path}`], `preview ${config}`);
  }
});

test('config/dev/start-url, the --open flag "unless the configuration sets it to true or a URL, which then wins; startUrl: false in the configuration does not stop the flag": with startUrl false, --open opens the page in rsbuild dev and rsbuild preview; with a URL in the configuration, --open <url> opens the configuration\'s', async (t) => {
  if (process.platform !== 'linux') return t.skip('the fake browser is an xdg-open, what 0.5.9 runs on Linux');
  pageSays('config/dev/start-url', {
    en: 'unless the configuration sets it to `true` or a URL, which then wins; `startUrl: false` in the configuration does not stop the flag',
    zh: '除非配置中已经把它设为 `true` 或某个 URL，此时以配置为准；配置中的 `startUrl: false` 挡不住这个参数',
  });
  const app = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const off = project({ ...app, 'rsbuild.config.mjs': 'export default { dev: { startUrl: false } };\n' });
  const dev = await openedBy(off, 'dev', ['--open']);
  assert.deepEqual(dev.opened, [`http://localhost:${dev.port}/`]);
  build(off);
  const preview = await openedBy(off, 'preview', ['--open']);
  assert.deepEqual(preview.opened, [`http://localhost:${preview.port}/`]);

  const url = project({ ...app, 'rsbuild.config.mjs': "export default { dev: { startUrl: 'http://localhost:<port>/from-config' } };\n" });
  const flag = await openedBy(url, 'dev', ['--open', 'http://localhost:1234/from-flag']);
  assert.deepEqual(flag.opened, [`http://localhost:${flag.port}/from-config`]);
});

test('config/tools/sass and config/tools/less, webpackImporter "with false ... the working directory (the project root)": with webpackImporter false, @use "src/styles/vars" and @import \'src/styles/q.less\' build from src/, while an @/ alias fails', () => {
  pageSays('config/tools/sass', {
    en: 'relative paths, `includePaths` and, with the default legacy API, the working directory (the project root)',
    zh: '以及在默认的 legacy API 下从当前工作目录（项目根目录）查找',
  });
  pageSays('config/tools/less', {
    en: 'relative paths, `lessOptions.paths` and paths from the working directory (the project root)',
    zh: '相对路径、`lessOptions.paths` 和相对于当前工作目录（项目根目录）的路径',
  });
  const config =
    "export default { source: { alias: { '@': './src' } }, tools: { sass: { webpackImporter: false }, less: { webpackImporter: false } } };\n";
  const files = {
    'src/index.js': "import './a.scss';\nimport './b.less';\n",
    'src/styles/_vars.scss': '$v: 1px;\n',
    'src/styles/q.less': '@q: 2px;\n',
    'rsbuild.config.mjs': config,
  };
  const fromRoot = project({
    ...files,
    'src/a.scss': '@use "src/styles/vars" as *;\n.a { width: $v; }\n',
    'src/b.less': "@import 'src/styles/q.less';\n.b { width: @q; }\n",
  });
  build(fromRoot);
  const css = distText(fromRoot, /\.css$/);
  assert.match(css, /\.a\{width:1px\}/);
  assert.match(css, /\.b\{width:2px\}/);

  const sassAlias = project({
    ...files,
    'src/a.scss': '@use "@/styles/vars" as *;\n.a { width: $v; }\n',
    'src/b.less': '.b { width: 2px; }\n',
  });
  assert.match(rsbuild(sassAlias, ['build']).output, /Can't find stylesheet to import/);
  const lessAlias = project({
    ...files,
    'src/a.scss': '.a { width: 1px; }\n',
    'src/b.less': "@import '@/styles/q.less';\n.b { width: @q; }\n",
  });
  assert.match(rsbuild(lessAlias, ['build']).output, /wasn't found/);
});
