// Facts behind the fourteenth round's (b) "Common problems" items, as readers describe the problem: a named import of
// a plain .css file, :global around antd overrides, a package's Less file and less-loader, MobX decorators, a .vue
// file without the Vue plugin, <script lang="tsx">, optional chaining in old Chrome, image-webpack-loader's binaries,
// shared Sass variables in .vue files and a shared layout for a multi-page app. Each runs @rsbuild/core 0.5.9 (its CLI,
// in a throw-away project), Chromium where the page's result matters.
//
// Facts run by earlier files, not again here:
// - config/output/css-modules "class names too long": [path][name]__[local]-[hash:6] in development, [local]-[hash:6]
//   in production, '[local]-[hash:5]' in both (round 6a); the page already has the item.
// - guide/basic/css-modules: a default import of a plain .css or .less file is {} without a warning (common-problems),
//   a named import from a .module.scss file is undefined (round 7b).
// - config/tools/less: Inline JavaScript is enabled by default (round 5b, faq-exceptions); the page already has the item.
//
// Claims about other tools rest on their source or documentation, not on a run here:
// - webpack 5 warns "export 'x' (imported as 'x') was not found in '…'" (HarmonyImportSpecifierDependency's
//   getLinkingErrors, which always adds "(imported as …)"; webpack 4 added it only when the local name differed).
// - Vue CLI's CSS guide has users install less and less-loader themselves; "Failed to resolve loader: less-loader" is
//   what its build prints when they are missing (the reader's report).
// - babel-loader names its errors BabelLoaderError (its src/Error.js); Babel without the decorators plugin stops with
//   "Support for the experimental syntax 'decorators' isn't currently enabled".
// - webpack's "Module parse failed: Unexpected token (1:0)" with "You may need an appropriate loader to handle this file
//   type" for a .vue file no loader handles, and Vite's "Failed to parse source for import analysis" for JSX it does not
//   transform: the readers' reports, webpack's and Vite's wording; neither tool runs here.
// - sass-loader 7 took the injected code as `data`, 8 as `prependData`, 9 and later as `additionalData` (its changelog);
//   Vue CLI passes css.loaderOptions.sass to sass-loader as it is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'node:test';
import { build, buildAndVisit, devServer, distText, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules

test("guide/basic/css-modules \"export 'layerHide' (imported as 'layerHide') was not found\": a named import from a plain .css file builds with no warning (build and dev) and is undefined; layout.module.css with a default import gives styles.layerHide", async () => {
  const dir = project({
    'src/css/layout.css': '.layerHide { display: none; }\n',
    'src/css/layout.module.css': '.layerHide { display: none; }\n',
    'src/pages/home/index.js':
      "import { layerHide } from '../../css/layout.css';\nimport styles from '../../css/layout.module.css';\nglobalThis.result = { named: String(layerHide), module: styles.layerHide };\n",
    'src/index.js': "import './pages/home/index.js';\n",
    'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'all-in-one' } } };\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|was not found/i);
  const ctx: { result?: { named: string; module: string } } = {};
  vm.runInNewContext(distText(dir, /^static\/js\/index\.\w+\.js$/), ctx);
  assert.equal(ctx.result?.named, 'undefined');
  assert.match(ctx.result?.module ?? '', /^layerHide-[0-9a-f_-]{6}$/);
  const dev = await devServer(dir);
  try {
    assert.doesNotMatch(dev.log(), /warn|was not found/i);
  } finally {
    await dev.stop();
  }
});

test('guide/basic/css-modules "why wrap global Less in :global / override antd": in a .module.less file .ant-btn is made local unless wrapped; .wrap :global(.ant-btn) and the Less block :global { .ant-btn {} } are kept as written; a .less file without .module keeps .ant-btn with no :global', () => {
  const dir = project({
    'src/card.module.less':
      '.plain .ant-input { color: red; }\n.wrap { :global { .ant-btn { color: blue; } } }\n.box :global(.ant-modal) { top: 0; }\n',
    'src/styles/antd-overrides.less': '.ant-btn-primary { background: green; }\n',
    'src/index.js': "import s from './card.module.less';\nimport './styles/antd-overrides.less';\nconsole.log(s);\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.plain-\w{6} \.ant-input-\w{6}\{color:red\}/);
  assert.match(css, /\.wrap-\w{6} \.ant-btn\{color:blue\}/);
  assert.match(css, /\.box-\w{6} \.ant-modal\{top:0\}/);
  assert.match(css, /(^|\})\.ant-btn-primary\{background:green\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test("config/tools/less \"Can't resolve './muse-ui/less/theme.less'\" + \"Failed to resolve loader: less-loader\": with no less or less-loader installed, a package's Less file is found as muse-ui/…, ~muse-ui/… and ./muse-ui/…; a missing one fails with Less resolver error: '…' wasn't found. Tried - …", () => {
  const dir = project({
    'node_modules/muse-ui/package.json': '{ "name": "muse-ui", "version": "3.0.2" }\n',
    'node_modules/muse-ui/less/theme.less': '@primary: #2196f3;\n',
    'src/index.js': "import './app.less';\n",
  });
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules/less')) && !fs.existsSync(path.join(dir, 'node_modules/less-loader')));
  for (const request of ['muse-ui/less/theme.less', '~muse-ui/less/theme.less', './muse-ui/less/theme.less']) {
    fs.writeFileSync(path.join(dir, 'src/app.less'), `@import '${request}';\n.a { color: @primary; }\n`);
    build(dir);
    assert.match(distText(dir, /\.css$/), /\.a\{color:#2196f3\}/, request);
  }
  fs.rmSync(path.join(dir, 'node_modules/muse-ui'), { recursive: true });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  // The error box wraps long lines, splitting a long project path (a deep TMPDIR) wherever it reaches the edge.
  const unwrapped = run.output.replace(/\n\s*(│ ?)?/g, '');
  assert.match(
    unwrapped,
    /Less resolver error:\s*'\.\/muse-ui\/less\/theme\.less' wasn't found\. Tried - .*\/node_modules\/muse-ui\/less\/theme\.less/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test('config/source/decorators "BabelLoaderError: SyntaxError: Unexpected token at @observable": with no setting, a class with @observable count = 0 and an @action method builds from .js and .ts, and both decorators are called', async () => {
  const store = (ts: boolean) =>
    `const seen${ts ? ': string[]' : ''} = [];\nfunction observable(target${ts ? ': object' : ''}, key${ts ? ': string' : ''}) { seen.push(key); }\nfunction action(target${ts ? ': object' : ''}, key${ts ? ': string' : ''}, d${ts ? ': PropertyDescriptor' : ''}) { seen.push(key); return d; }\nclass Store {\n  @observable count = 0;\n  @action inc() { this.count++; }\n}\nconst s = new Store();\ns.inc();\nexport default { seen, count: s.count };\n`;
  const dir = project({
    'src/store.js': store(false),
    'src/store-ts.ts': store(true),
    'src/index.js': "import a from './store.js';\nimport b from './store-ts.ts';\nwindow.result = JSON.stringify([a, b]);\n",
  });
  const { errors, value } = await buildAndVisit(browser(), dir, () => (window as unknown as { result: string }).result);
  assert.deepEqual(errors, []);
  assert.deepEqual(JSON.parse(value), [
    { seen: ['count', 'inc'], count: 1 },
    { seen: ['count', 'inc'], count: 1 },
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2, guide/framework/vue2 (and plugins/list/plugin-vue-jsx)
//
// <script lang="tsx"> without pluginVueJsx: vue-loader's plugin (15 and 17) tests the cloned rules against
// `${resourcePath}.${lang}` (App.vue.tsx), so the block reaches Rsbuild's .tsx rule; what that rule does to JSX without
// the plugin (React.createElement, ReferenceError: React is not defined) is run in round 6b.

test('plugins/list/plugin-vue2 "Module parse failed at <template>, You may need an appropriate loader": with no Vue plugin, rsbuild build of a .vue import fails with File: ./src/App.vue, Module parse failed:, JavaScript parsing error: Expression expected and the hint', () => {
  const dir = project({
    'src/App.vue': '<template>\n  <div>hi</div>\n</template>\n<script>\nexport default {};\n</script>\n',
    'src/index.js': "import App from './App.vue';\nconsole.log(App);\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/src\/App\.vue\n\s*× Module parse failed:\n\s*╰─▶\s*× JavaScript parsing error: Expression expected/);
  assert.match(run.output, /1 │ <template>/);
  assert.match(run.output, /help: \n\s*You may need an appropriate loader to handle this file type\./);
  assert.match(run.output, /error\s+Failed to build\./);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility
//
// Chrome supports ?. and ?? from version 80 (MDN's browser compatibility data); no old Chrome runs here. That the
// default list rewrites ?. (SWC's data wants Chrome 91) is run in browser-compatibility-guide; a package's ?. kept
// and compiled once in source.include is run in round 10b; here the same with ?? alongside.

test('guide/advanced/browser-compatibility "old Chrome fails on ?. / ??": the default list rewrites our ?. and keeps ??; a package keeps both; chrome >= 69 rewrites both in our code, the package keeps them until it is in source.include', () => {
  const dir = project({
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "main": "index.js" }\n',
    'node_modules/some-lib/index.js': 'export const pick = (o) => o?.libMarker ?? o.libOther;\n',
    'src/index.js':
      "import { pick } from 'some-lib';\nconst own = (o) => o?.ownMarker ?? o.ownOther;\ndocument.body.append(String(own(window)) + pick(window));\n",
  });
  const js = (config: string) => {
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), `export default ${config};\n`);
    build(dir);
    return distText(dir, /\.js$/);
  };
  const byDefault = js('{}');
  assert.doesNotMatch(byDefault, /\?\.ownMarker/);
  assert.match(byDefault, /ownMarker\)\?\?\w+\.ownOther/);
  assert.match(byDefault, /\?\.libMarker\?\?\w+\.libOther/);
  const old = js("{ output: { overrideBrowserslist: ['chrome >= 69'] } }");
  assert.doesNotMatch(old, /\?\.ownMarker|\?\?\w*\.?ownOther/);
  assert.match(old, /\?\.libMarker\?\?\w+\.libOther/);
  const included = js(
    "{ output: { overrideBrowserslist: ['chrome >= 69'] }, source: { include: [/[\\\\/]node_modules[\\\\/]some-lib[\\\\/]/] } }",
  );
  assert.doesNotMatch(included, /\?\.|\?\?/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-image-compress
//
// Not run here (an install needs the registry): @rsbuild/plugin-image-compress 0.5.9 depends on @napi-rs/image ^1.9.1
// and svgo ^3.2.0 (its package.json at the 0.5.9 release). The registry's metadata of @napi-rs/image 1.9.1 and svgo
// 3.2.0 lists no preinstall, install or postinstall script; @napi-rs/image's native code comes as optionalDependencies
// per platform (@napi-rs/image-linux-x64-gnu …). An npm install of both in an empty folder (done for this round) ran no
// script and added node_modules/@napi-rs/image and @napi-rs/image-linux-x64-gnu. image-webpack-loader's imagemin
// packages (pngquant-bin, mozjpeg) run "node lib/install.js" as postinstall, which downloads a binary or builds it
// (their package.json and lib/install.js; the reader's log shows the failing step).

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass
//
// <style lang="scss"> blocks of .vue files reach the same Sass rule through vue-loader's cloned rules (see above).

test('config/tools/sass "Undefined variable: $black with Vue CLI\'s css.loaderOptions.sass.data / prependData": in tools.sass, data and prependData are ignored without a message and the build stops with × Undefined variable.; additionalData: \'@import "@/styles/colors";\' loads _colors.scss', () => {
  const dir = project({
    'src/styles/_colors.scss': '$black: #000;\n',
    'src/app.scss': '.a { color: $black; }\n',
    'src/index.js': "import './app.scss';\n",
  });
  const config = (key: string) =>
    fs.writeFileSync(
      path.join(dir, 'rsbuild.config.mjs'),
      `export default { source: { alias: { '@': './src' } }, tools: { sass: { ${key}: '@import "@/styles/colors";' } } };\n`,
    );
  for (const key of ['data', 'prependData']) {
    config(key);
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, key);
    assert.match(run.output, /× Undefined variable\.\n[\s\S]*1 │ \.a \{ color: \$black; \}/, key);
    assert.doesNotMatch(run.output, /data|prependData|invalid|unknown/i, key);
  }
  config('additionalData');
  build(dir);
  assert.match(distText(dir, /\.css$/), /\.a\{color:#000\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template, config/html/template
//
// include() is not defined in a template (its error) is run in html-ejs-template.test.ts.

test('guide/basic/html-template "the same header and footer for every page of a multi-page app": a template given as a path is used for both entries, each page loading only its own script, entryName varies a part; with a template per entry, a header read with fs.readFileSync into templateParameters is printed by both', () => {
  const layout = (body: string) => `<!doctype html>\n<html>\n  <head></head>\n  <body>\n    ${body}\n  </body>\n</html>\n`;
  const dir = project({
    'src/index.js': "document.title = 'home';\n",
    'src/admin.js': "document.title = 'admin';\n",
    'static/index.html': layout(
      '<header>Acme header</header>\n    <% if (entryName === \'admin\') { %><nav>admin menu</nav><% } %>\n    <div id="<%= mountId %>"></div>\n    <footer>Acme footer</footer>',
    ),
    'static/admin.html': layout('<%= header %>\n    <main class="admin"><div id="<%= mountId %>"></div></main>'),
    'static/header.html': '<header>Shared header</header>',
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { template: './static/index.html' } };\n",
  });
  build(dir);
  const page = (name: string) => distText(dir, new RegExp(`^${name}\\.html$`));
  for (const name of ['index', 'admin']) {
    const html = page(name);
    assert.match(html, /<header>Acme header<\/header>[\s\S]*<div id="root"><\/div>[\s\S]*<footer>Acme footer<\/footer>/, name);
    const scripts = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      scripts.map((s) => s.replace(/\.[0-9a-f]{8}\.js$/, '.js')),
      [`/static/js/${name}.js`],
      name,
    );
  }
  assert.doesNotMatch(page('index'), /admin menu/);
  assert.match(page('admin'), /<nav>admin menu<\/nav>/);

  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    "import fs from 'node:fs';\nexport default { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { template: ({ entryName }) => entryName === 'admin' ? './static/admin.html' : './static/index.html', templateParameters: { header: fs.readFileSync('./static/header.html', 'utf-8') } } };\n",
  );
  fs.writeFileSync(path.join(dir, 'static/index.html'), layout('<%= header %>\n    <div id="<%= mountId %>"></div>'));
  build(dir);
  assert.match(page('index'), /<header>Shared header<\/header>\s*<div id="root"><\/div>/);
  assert.match(page('admin'), /<header>Shared header<\/header>\s*<main class="admin">/);
});
