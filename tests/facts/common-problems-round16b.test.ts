// Facts behind the sixteenth round's (b) items, as readers describe the problem: ES6 of a package (Swiper, vuex)
// reaching IE 11 and old phones, vuex's Promise polyfill, a define value written as a template string, webpackPrefetch
// magic comments and performance.prefetch / preload, changing the exclude of the built-in svg rule, the gzip column of
// the size table, what prints after onAfterBuild and onDevCompileDone, modifyVars and vant's on-demand styles, a UI
// library whose JS imports .less, and file names that keep their hash across builds. Each runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project). Items resting on other sources are noted at their section.
//
// Not run here, resting on the plugins' 0.5.9 source and the other tools' own documentation (none of those packages
// is installed):
// - plugins/list/plugin-styled-components: the `sc-` class names (`sc-bUQyIj`) come from styled-components itself;
//   the plugin's displayName and fileName options (both default true in 0.5.9) add the component's name before them.
// - plugins/list/plugin-svgr: React's warning "<data:image/svg+xml;base64,...> is using incorrect casing" is React
//   DOM's, printed when a string (here the SVG's URL, inlined as a data URI under output.dataUriLimit.svg, 10000 bytes
//   in 0.5.9, run by earlier files) is rendered as an element type.
// - plugins/list/plugin-vue: "[Vue warn]: Failed to resolve component" is Vue's; compilerOptions.isCustomElement is a
//   @vue/compiler-sfc option that vue-loader passes on from vueLoaderOptions.compilerOptions; that
//   app.config.compilerOptions only reaches templates compiled in the browser, and Vue CLI's chainWebpack setting of it,
//   rest on Vue's documentation.
// - plugins/list/plugin-vue-jsx: "This experimental syntax requires enabling one of the following parser plugin(s)"
//   is Babel's parser message for JSX it was not told to parse (a babel-loader setup without the JSX plugin).
// - config/source/decorators: "Unexpected token" at `@inject` is the message of a parser without decorators
//   (Babel without its decorators plugin); SWC in 0.5.9 parses decorators (run by earlier files).
// - api/start: createRsbuild and build() are run by javascript-api.test.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, project, rsbuild } from './topics-support';

const pkg = (name: string, main = 'index.js') => `{ "name": "${name}", "version": "1.0.0", "main": "${main}" }\n`;

// ---------------------------------------------------------------------------------------------------------
// config/source/include + guide/advanced/browser-compatibility + guide/advanced/browserslist

test('config/source/include "IE 11 fails on the arrow functions of a package such as Swiper": with ie 11 in the browserslist, the project\'s own arrow functions become ES5 functions while the package\'s stay; with the package in source.include they are compiled too', () => {
  const files = {
    'node_modules/swiper/package.json': pkg('swiper'),
    'node_modules/swiper/index.js':
      'export default class Swiper {\n  constructor(el) {\n    this.slides = [...el.children].map((s) => s.id);\n  }\n}\n',
    'src/index.js': "import Swiper from 'swiper';\nconst make = (el) => new Swiper(el);\nwindow.make = make;\n",
    '.browserslistrc': 'ie 11\n',
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(plain);
  const out = distText(plain, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(out, /export default class Swiper|class Swiper/);
  assert.match(out, /\(s\)=>s\.id|\(s\) => s\.id/);
  assert.doesNotMatch(out, /const make = \(el\)=>|make = \(el\) =>/);
  const included = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { minify: false }, source: { include: [/[\\\\/]node_modules[\\\\/]swiper[\\\\/]/] } };\n',
  });
  build(included);
  const out2 = distText(included, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.doesNotMatch(out2, /=>/);
  assert.doesNotMatch(out2, /\bclass Swiper\b/);
});

test('config/output/polyfill "[vuex] vuex requires a Promise polyfill in this browser": with ie 11 and the default usage mode, a package in node_modules that uses Promise gets no Promise polyfill; with the package in source.include, or polyfill entry, es.promise is bundled', () => {
  const files = {
    'node_modules/vuex/package.json': pkg('vuex'),
    'node_modules/vuex/index.js':
      "export function install() {\n  if (typeof Promise === 'undefined') throw new Error('[vuex] vuex requires a Promise polyfill in this browser.');\n  return Promise.resolve(1);\n}\n",
    'src/index.js': "import { install } from 'vuex';\ninstall();\n",
    '.browserslistrc': 'ie 11\n',
  };
  const usage = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(usage);
  assert.ok(!distText(usage, /\.js$/).includes('core-js/modules/es.promise.js'));
  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { output: { minify: false }, source: { include: [/[\\\\/]node_modules[\\\\/]vuex[\\\\/]/] } };\n',
  });
  build(included);
  assert.ok(distText(included, /\.js$/).includes('core-js/modules/es.promise.js'));
  const entry = project({ ...files, 'rsbuild.config.mjs': "export default { output: { minify: false, polyfill: 'entry' } };\n" });
  build(entry);
  assert.ok(distText(entry, /\.js$/).includes('core-js/modules/es.promise.js'));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "a template string as the value": define { API_URL: `${host}/api` } is inserted as code: the build passes and the bundle reads an identifier `https`; JSON.stringify gives the string', () => {
  const src = { 'src/index.js': 'document.body.textContent = `${API_URL}/users`;\n' };
  const raw = project({
    ...src,
    'rsbuild.config.mjs':
      "const host = 'https://api.example.com';\nexport default { output: { minify: false }, source: { define: { API_URL: `${host}/api` } } };\n",
  });
  assert.equal(build(raw).code, 0);
  assert.match(distText(raw, /^static\/js\/index\./), /`\$\{https\}\/users`/);
  const fixed = project({
    ...src,
    'rsbuild.config.mjs':
      "const host = 'https://api.example.com';\nexport default { output: { minify: false }, source: { define: { API_URL: JSON.stringify(`${host}/api`) } } };\n",
  });
  build(fixed);
  assert.match(distText(fixed, /^static\/js\/index\./), /https:\/\/api\.example\.com\/api/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch + preload

test('config/performance/prefetch "webpackPrefetch magic comment": import(/* webpackPrefetch: true */) adds no <link> to the HTML; the runtime inserts <link rel="prefetch"> once the page has started; performance.prefetch and preload write the <link>s of the async chunk into the HTML', () => {
  const src = {
    'src/index.js': "import(/* webpackPrefetch: true */ './a').then((m) => m.f());\n",
    'src/a.js': "export const f = () => console.log('a');\n",
  };
  const magic = project({ ...src, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(magic);
  assert.doesNotMatch(distText(magic, /^index\.html$/), /<link[^>]*(prefetch|preload)/);
  const js = distText(magic, /^static\/js\/index\./);
  assert.match(js, /chunk_prefetch_startup/);
  assert.match(js, /link\.rel = "prefetch"/);
  const hinted = project({
    ...src,
    'rsbuild.config.mjs': "export default { performance: { prefetch: true, preload: { type: 'async-chunks' } } };\n",
  });
  build(hinted);
  const html = distText(hinted, /^index\.html$/);
  assert.match(html, /<link href="\/static\/js\/async\/[0-9]+\.[0-9a-f]{8}\.js" rel="prefetch">/);
  assert.match(html, /<link href="\/static\/js\/async\/[0-9]+\.[0-9a-f]{8}\.js" rel="preload" as="script">/);
});

test('config/performance/prefetch "webpackPreload magic comment": an import() with /* webpackPreload: true */ inside a lazy-loaded chunk makes the runtime able to add <link rel="preload"> (the chunk_preload_trigger runtime); the HTML has no <link>', () => {
  const dir = project({
    'src/index.js': "import('./a');\n",
    'src/a.js': "import(/* webpackPreload: true */ './b');\nexport default 1;\n",
    'src/b.js': 'export default 2;\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  assert.doesNotMatch(distText(dir, /^index\.html$/), /<link[^>]*(prefetch|preload)/);
  const js = distText(dir, /^static\/js\/index\./);
  assert.match(js, /chunk_preload_trigger/);
  assert.match(js, /link\.rel = "preload"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/bundler-chain

test('config/tools/bundler-chain "exclude a folder from the built-in svg rule": exclude.add on CHAIN_ID.RULE.SVG (\'svg\') leaves the icons folder to your own rule, asset/source gives the SVG text', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n';
  const dir = project({
    'src/icons/a.svg': svg,
    'src/b.svg': svg,
    'src/index.js': "import icon from './icons/a.svg';\nimport url from './b.svg';\nconsole.log(icon, url);\n",
    'rsbuild.config.mjs':
      "export default { output: { minify: false }, tools: { bundlerChain(chain, { CHAIN_ID }) {\n  chain.module.rule(CHAIN_ID.RULE.SVG).exclude.add(/[\\\\/]icons[\\\\/]/);\n  chain.module.rule('icons').test(/\\.svg$/).include.add(/[\\\\/]icons[\\\\/]/).end().type('asset/source');\n} } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\./);
  assert.match(js, /module\.exports = "<svg xmlns=/);
  // plugins/list/plugin-svgr: an SVG under 10000 bytes imported without ?react is a base64 data: URI string
  assert.match(js, /data:image\/svg\+xml;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/print-file-size + plugins/dev/hooks

test('config/performance/print-file-size "gzip size in the build output": the table has Size and Gzipped columns and a Gzipped size total; plugins/dev/hooks: a line logged in onAfterBuild prints after that table, once', () => {
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs':
      "export default { plugins: [{ name: 'after', setup(api) { api.onAfterBuild(({ stats }) => { console.log('AFTER_BUILD_LINE', stats.hasErrors()); }); } }] };\n",
  });
  const run = build(dir);
  assert.match(run.output, /File\s+Size\s+Gzipped/);
  assert.match(run.output, /Gzipped size:/);
  assert.equal(run.output.split('AFTER_BUILD_LINE').length, 2);
  assert.ok(run.output.indexOf('AFTER_BUILD_LINE false') > run.output.indexOf('Gzipped size:'));
});

test('plugins/dev/hooks "log once the dev build is done": onDevCompileDone runs after the "ready   Client compiled" line, with isFirstCompile true', async () => {
  const dir = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs':
      "export default { plugins: [{ name: 'done', setup(api) { api.onDevCompileDone(({ isFirstCompile }) => { console.log('DEV_DONE_LINE', isFirstCompile); }); } }] };\n",
  });
  const server = await devServer(dir);
  try {
    const deadline = Date.now() + 15_000;
    while (!server.log().includes('DEV_DONE_LINE') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const log = server.log();
    assert.ok(log.includes('DEV_DONE_LINE true'));
    assert.ok(log.indexOf('DEV_DONE_LINE') > log.indexOf('Client compiled'));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less "vant theme with modifyVars has no effect": the on-demand style import of style: true bundles the precompiled .css, which modifyVars does not reach; customStyleName pointing to style/less compiles the .less with the variable changed', () => {
  const B = 'node_modules/vant/es/button';
  const files = {
    'node_modules/vant/package.json': pkg('vant', 'es/index.js'),
    [`${B}/index.js`]: "export default 'Button';\n",
    [`${B}/style/index.js`]: "import '../index.css';\n",
    [`${B}/style/less.js`]: "import '../index.less';\n",
    [`${B}/index.css`]: '.van-button--primary{background:#07c160}\n',
    [`${B}/index.less`]: '@button-primary-background-color: #07c160;\n.van-button--primary{background:@button-primary-background-color}\n',
    'src/index.js': "import { Button } from 'vant';\nconsole.log(Button);\n",
  };
  const less = "tools: { less: { lessOptions: { modifyVars: { 'button-primary-background-color': '#ff0000' } } } }";
  const css = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { transformImport: [{ libraryName: 'vant', libraryDirectory: 'es', style: true }] }, ${less} };\n`,
  });
  build(css);
  assert.match(distText(css, /\.css$/), /background:#07c160/);
  const compiled = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { transformImport: [{ libraryName: 'vant', libraryDirectory: 'es', customStyleName: 'vant/es/{{ kebabCase member }}/style/less' }] }, ${less} };\n`,
  });
  build(compiled);
  assert.match(distText(compiled, /\.css$/), /background:red/);
});

test('config/tools/less "a UI library whose JS imports .less (muse-ui)": 0.5.9 compiles the package\'s .less with no plugin installed; when the file is missing the build stops with Can\'t resolve and names the importing file', () => {
  const files = {
    'node_modules/muse-ui/package.json': pkg('muse-ui', 'lib/index.js'),
    'node_modules/muse-ui/lib/Radio/index.js': "import '../styles/components/radio.less';\nexport default 'Radio';\n",
    'src/index.js': "import Radio from 'muse-ui/lib/Radio';\nconsole.log(Radio);\n",
  };
  const ok = project({
    ...files,
    'node_modules/muse-ui/lib/styles/components/radio.less': '@primary: #7e57c2;\n.mu-radio { color: @primary; }\n',
  });
  build(ok);
  assert.match(distText(ok, /\.css$/), /\.mu-radio\{color:#7e57c2\}/);
  const missing = project(files);
  const run = rsbuild(missing, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/node_modules\/muse-ui\/lib\/Radio\/index\.js/);
  assert.match(run.output, /Can't resolve '\.\.\/styles\/components\/radio\.less'/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-stylus

test('plugins/list/plugin-stylus "Unexpected character \'@\' in a .styl file": without the plugin, a .styl starting with @import stops the build with Module parse failed at the @', () => {
  const dir = project({
    'src/index.styl': "@import 'vars.styl'\nbody\n  color red\n",
    'src/index.js': "import './index.styl';\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/src\/index\.styl\n\s+× Module parse failed:/);
  assert.match(run.output, /1 │ @import 'vars\.styl'/);
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test("config/output/filename-hash \"a new hash on every build\": two builds of unchanged sources give the same file names; changing a lazy-loaded module changes its chunk's hash and the entry's, not the CSS's", () => {
  const dir = project({
    'src/index.js': "import('./a');\nimport './s.css';\nconsole.log('x');\n",
    'src/a.js': 'export default 1;\n',
    'src/s.css': 'body { color: red; }\n',
  });
  build(dir);
  const first = distFiles(dir);
  build(dir);
  assert.deepEqual(distFiles(dir), first);
  fs.writeFileSync(path.join(dir, 'src/a.js'), 'export default 2;\n');
  build(dir);
  const third = distFiles(dir);
  const css = (l: string[]) => l.filter((f) => f.endsWith('.css'));
  const async = (l: string[]) => l.filter((f) => f.startsWith('static/js/async/'));
  const entry = (l: string[]) => l.filter((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.deepEqual(css(third), css(first));
  assert.notDeepEqual(async(third), async(first));
  assert.notDeepEqual(entry(third), entry(first));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test('config/source/decorators "Unexpected token at @inject": a .js file of the project with @inject(\'store\') on a class builds with no option; the same file in node_modules stops the build with Module parse failed and Expression expected', () => {
  const code =
    "const inject = (name) => (target) => { target.store = name; return target; };\n@inject('store')\nclass Page {}\ndocument.body.textContent = Page.store;\n";
  const own = project({ 'src/index.js': code });
  assert.equal(build(own).code, 0);
  const dep = project({
    'node_modules/stores/package.json': pkg('stores'),
    'node_modules/stores/index.js': code,
    'src/index.js': "import 'stores';\n",
  });
  const run = rsbuild(dep, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/stores\/index\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "does not open in Chrome 49": with the default list an async function, object spread and ?? stay as written; with chrome >= 49 all three are compiled away', () => {
  const src = {
    'src/index.js':
      'async function load(o) {\n  const copy = { ...o, b: 2 };\n  return copy.a ?? 0;\n}\nload({ a: 1 }).then((v) => console.log(v));\n',
  };
  const def = project({ ...src, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(def);
  const a = distText(def, /^static\/js\/index\./);
  assert.match(a, /async function load/);
  assert.match(a, /\{\s*\.\.\.o,/);
  assert.match(a, /copy\.a \?\? 0/);
  const old = project({
    ...src,
    '.browserslistrc': 'chrome >= 49\n',
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(old);
  const b = distText(old, /^static\/js\/index\./);
  assert.doesNotMatch(b, /async function load/);
  assert.doesNotMatch(b, /\.\.\.o/);
  assert.doesNotMatch(b, /\?\?/);
});

test("config/output/filename-hash \"a hash of the whole build\": with filenameHash 'fullhash' or 'hash', editing a lazy-loaded module renames the CSS file too", () => {
  for (const kind of ['fullhash', 'hash']) {
    const dir = project({
      'src/index.js': "import('./a');\nimport './s.css';\nconsole.log('x');\n",
      'src/a.js': 'export default 1;\n',
      'src/s.css': 'body { color: red; }\n',
      'rsbuild.config.mjs': `export default { output: { filenameHash: '${kind}' } };\n`,
    });
    build(dir);
    const css = () => distFiles(dir).filter((f) => f.endsWith('.css'));
    const first = css();
    assert.equal(first.length, 1, kind);
    fs.writeFileSync(path.join(dir, 'src/a.js'), 'export default 2;\n');
    build(dir);
    assert.notDeepEqual(css(), first, kind);
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue-jsx
//
// Rests on the source of @rsbuild/plugin-babel 0.5.9 (src/plugin.ts), not run here (the plugin is not installed):
// its loader options set babelrc: false and configFile: false, and @babel/preset-typescript with isTSX: true and
// allExtensions: true, so babel.config.js and .babelrc are not read and JSX parses in every file the rule covers;
// pluginVueJsx only appends @vue/babel-plugin-jsx to an existing Babel step (modifyBabelLoaderOptions).
