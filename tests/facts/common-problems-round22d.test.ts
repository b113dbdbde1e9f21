// Facts behind the twenty-second round's (d) items, as readers describe the problem: webpack's and Create React App's
// --profile, a custom element in a Vue template ("Failed to resolve component"), an SVG URL rendered as a component
// ("The tag name provided is not a valid name"), a YAML file with several documents, Rspack's "Critical dependency:
// require function is used in a way ..." warning, printing the final config, less-loader's "unknown property
// 'modifyVars'", and vue-element-admin's svg-icon with svg-sprite-loader. Each runs @rsbuild/core 0.5.9 (its CLI, in
// a throw-away project). Items resting on other sources are noted at their section.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, buildAndVisit, distText, launchBrowser, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/performance/profile
//
// Rest on other sources, not run here: that react-scripts build --profile aliases react-dom$ to react-dom/profiling
// (and, for React 17, scheduler/tracing to scheduler/tracing-profiling) and keeps class and function names in Terser
// is Create React App 5's config/webpack.config.js (isEnvProductionProfile); that the profiling bundle is what the
// Profiler of React DevTools needs in production is React's documentation. webpack's --profile is webpack-cli's flag
// for the stats' module timings. That performance.profile writes dist/stats.json with a profile entry per module is
// run by performance-options.test.ts.

test('config/performance/profile "webpack\'s --profile and react-scripts build --profile": the 0.5.9 CLI has no --profile: rsbuild build --profile stops with exit code 1 as an unknown option', () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const run = rsbuild(dir, ['build', '--profile']);
  assert.equal(run.code, 1);
  assert.match(run.output, /unknown option '--profile'/);
});

test("config/performance/profile \"webpack's --profile and react-scripts build --profile\": with REACT_PROFILE=true the page's config bundles react-dom/profiling (also for react-dom/client) and keeps the component's function name; without it, neither", () => {
  const dir = project(
    {
      'src/index.js': [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "function CheckoutSummary() { return createElement('p', null, 'total'); }",
        "createRoot(document.getElementById('root')).render(createElement(CheckoutSummary));",
        '',
      ].join('\n'),
      'rsbuild.config.mjs': [
        "const reactProfiling = process.env.REACT_PROFILE === 'true';",
        'export default {',
        "  source: { alias: reactProfiling ? { 'react-dom$': 'react-dom/profiling' } : {} },",
        '  output: {',
        '    minify: reactProfiling ? { jsOptions: { mangle: { keep_classnames: true, keep_fnames: true } } } : true,',
        '  },',
        '};',
        '',
      ].join('\n'),
    },
    { react: 'react-18', 'react-dom': 'react-dom-18' },
  );
  build(dir, { REACT_PROFILE: 'true' });
  let js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('injectProfilingHooks'), 'the profiling build of react-dom');
  assert.match(js, /function CheckoutSummary\(/);
  // One copy of react-dom only: react-dom/client's own import of react-dom goes to the profiling build too.
  assert.equal(js.split('injectProfilingHooks').length - 1, 1);
  build(dir);
  js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(!js.includes('injectProfilingHooks'));
  assert.ok(!js.includes('CheckoutSummary'));
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack "Critical dependency: require function is used in a way in which dependencies cannot be
// statically extracted"
//
// That webpack's module.parser.javascript.unknownContextCritical: false silences the warning rests on webpack 5's
// CommonJsImportsParserPlugin (the warning is set when that option is on), not run here.

const CRITICAL = 'Critical dependency: require function is used in a way in which dependencies cannot be statically extracted';

function requirePassedOn(config?: string): string {
  return project({
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/some-lib/helper.js': "module.exports = { value: 'helper' };\n",
    'node_modules/some-lib/index.js': [
      '(function (factory) {',
      '  module.exports = factory(require);',
      '})(function (req) {',
      "  var name = 'some-lib';",
      "  try { name += ':' + req('./helper').value; } catch (e) { name += ':' + e.message; }",
      '  return { name: name };',
      '});',
      '',
    ].join('\n'),
    'src/index.js': "import lib from 'some-lib';\nglobalThis.result = lib.name;\n",
    ...(config ? { 'rsbuild.config.mjs': config } : {}),
  });
}

/** Runs the built page's scripts in this process (they only set globalThis.result) and returns what they set. */
function runBuilt(dir: string): string {
  const g = globalThis as { result?: string };
  delete g.result;
  new Function(distText(dir, /^static\/js\/.*\.js$/))();
  return String(g.result);
}

test("config/tools/rspack \"Critical dependency: require function is used in a way ...\": 0.5.9 warns for require passed on (factory(require)) in node_modules, and the build succeeds; the require the code receives knows no module: req('./helper') throws Cannot find module './helper'", () => {
  const dir = requirePassedOn();
  const run = build(dir);
  assert.match(run.output, /warn {4}Compile Warning:/);
  assert.match(
    run.output,
    /File: \.\/node_modules\/some-lib\/index\.js\n[\s\S]*?⚠ Critical dependency: require function is used in a way in which dependencies cannot be statically extracted/,
  );
  assert.equal(runBuilt(dir), "some-lib:Cannot find module './helper'");
});

test('config/tools/rspack "hide the warning with ignoreWarnings": tools.rspack.ignoreWarnings [/require function is used in a way/] removes it; module.parser.javascript.unknownContextCritical: false is accepted and changes nothing', () => {
  const hidden = build(
    requirePassedOn('export default { tools: { rspack: { ignoreWarnings: [/require function is used in a way/] } } };\n'),
  );
  assert.equal(hidden.code, 0);
  assert.ok(!hidden.output.includes('Critical dependency'));
  assert.ok(!hidden.output.includes('Compile Warning'));
  const parser = build(
    requirePassedOn('export default { tools: { rspack: { module: { parser: { javascript: { unknownContextCritical: false } } } } } };\n'),
  );
  assert.equal(parser.code, 0);
  assert.ok(parser.output.includes(CRITICAL));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue "[Vue warn]: Failed to resolve component: ... If this is a native custom element"
//
// Not a test here: vue and @rsbuild/plugin-vue are not dependencies of this site. Run by hand for this round with
// @rsbuild/core 0.5.9, @rsbuild/plugin-vue 0.5.9 and vue 3.4.21 installed in a throw-away folder: an App.vue whose
// template holds <vue-advanced-chat :current-user-id="userId" :rooms="rooms" />, the tag defined with
// customElements.define('vue-advanced-chat', class extends HTMLElement { set rooms ... }) before createApp. In
// rsbuild dev, Chromium's console shows "[Vue warn]: Failed to resolve component: vue-advanced-chat" followed by
// "If this is a native custom element, make sure to exclude it from component resolution via
// compilerOptions.isCustomElement."; the element is still an instance of the class and its rooms property holds the
// array. With pluginVue({ vueLoaderOptions: { compilerOptions: { isCustomElement: (tag) => tag ===
// 'vue-advanced-chat' } } }) the warning is gone and the element and property are the same. That the
// vue-advanced-chat package registers a <vue-advanced-chat> custom element rests on its README; where Vue CLI
// (chainWebpack, the vue rule's options) and Vite (@vitejs/plugin-vue's template.compilerOptions) take the setting
// rests on their documentation.

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-yaml "expected a single document in the stream, but found more"
//
// Not a test here: @rsbuild/plugin-yaml is not a dependency of this site, and the registry this machine reaches has
// no 0.5.9. Run by hand for this round with @rsbuild/core 0.5.9 and @rsbuild/plugin-yaml 0.5.4 (its src/index.ts is
// the same as 0.5.9's; it bundles yaml-loader 0.8.1 in compiled/) in a throw-away folder, importing src/data.yaml:
// - "name: first\n---\nname: second\n" and "name: first\n---\n" stop rsbuild build (exit code 1) with "File:
//   ./src/data.yaml", "× Module build failed:" and "× YAMLParseError: Source contains multiple documents; please use
//   yaml-loader asStream option at line 2, column 1:";
// - "---\nname: first\n", "# c\n---\nname: first\n" and "name: first\n...\n" build, the import being { name: 'first' };
// - with asStream: true (tools.bundlerChain, tapping CHAIN_ID.USE.YAML as on the page) the two-document file's
//   import is [{ name: 'first' }, { name: 'second' }].
// "expected a single document in the stream, but found more" is js-yaml's: js-yaml 4.3.2's load() throws it for both
// files above that fail (run by hand), while loadAll() returns the documents; that js-yaml-loader is built on js-yaml
// rests on its package.

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr "Failed to execute 'createElement' on 'Document'" when rendering an SVG
//
// The error itself, for <Info /> of a plain './info.svg' import, is run by common-problems-round17b.test.ts.
// Not a test here: @rsbuild/plugin-svgr is not a dependency of this site, and the registry this machine reaches has no
// 0.5.9. Run by hand for this round with @rsbuild/core 0.5.9, @rsbuild/plugin-react 0.5.9 and @rsbuild/plugin-svgr
// 0.5.4 (whose rules for ?react, mixedImport and svgrOptions.exportType are those of 0.5.9's src/index.ts; 0.5.9 only
// adds exclude and excludeImporter) in a throw-away folder, a 12 kB logo.svg imported four ways in one module:
// - pluginSvgr(): './logo.svg' is '/static/svg/…' (a string), its ReactComponent undefined, '?react' a function,
//   '?url' a string;
// - pluginSvgr({ mixedImport: true }): './logo.svg' is the URL and its ReactComponent a function;
// - pluginSvgr({ svgrOptions: { exportType: 'default' } }): './logo.svg' is a function (the component), its
//   ReactComponent undefined, '?react' a function, '?url' a string.

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli "rsbuild inspect: the end state of module.rules"

test("guide/basic/cli \"the module.rules of rspack.config.web.mjs are the end state of the rules\": rsbuild inspect writes dist/rspack.config.web.mjs whose rules carry chain-id comments (config.module.rule('js'), config.module.rule('svg').oneOf('svg-asset')), a tools.bundlerChain rule with its comment, and a rule pushed in tools.rspack last, without one", () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': [
      'export default {',
      '  tools: {',
      "    bundlerChain(chain) { chain.module.rule('my-md').test(/\\.md$/).type('asset/source'); },",
      "    rspack(config) { config.module.rules.push({ test: /\\.txt$/, type: 'asset/source' }); },",
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0);
  assert.match(run.output, /Rspack Config \(web\): .*\/dist\/rspack\.config\.web\.mjs/);
  const file = distText(dir, /^rspack\.config\.web\.mjs$/);
  assert.match(file, /\/\* config\.module\.rule\('js'\) \*\/\n\s+\{\n\s+test: /);
  assert.ok(file.includes("/* config.module.rule('svg').oneOf('svg-asset') */"));
  assert.match(file, /\/\* config\.module\.rule\('my-md'\) \*\/\n\s+\{\n\s+test: \/\\\.md\$\//);
  // The tools.rspack rule is the last of the list, with no comment above it.
  assert.match(file, /\},\n\s+\{\n\s+test: \/\\\.txt\$\/,\n\s+type: 'asset\/source'\n\s+\}\n\s+\]/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less "options has an unknown property 'modifyVars'"
//
// Run by earlier files, not again here: modifyVars directly under tools.less is ignored without a warning, a variable
// defined only there gives Variable @myVar is undefined, and lessOptions.modifyVars overrides it
// (common-problems-round13a.test.ts).
// Run by hand for this round, not a test (webpack is not a dependency of this site): webpack 5.112.2 with the
// less-loader that @rsbuild/shared 0.5.9 ships (compiled/less-loader) and options { implementation, modifyVars } fails
// the module with "ValidationError: Invalid options object. Less Loader has been initialized using an options object
// that does not match the API schema.", " - options has an unknown property 'modifyVars'. These properties are
// valid:" and "   object { lessOptions?, additionalData?, sourceMap?, webpackImporter?, implementation?,
// lessLogAsWarnOrErr? }" (webpack's getOptions validates against the loader's schema). That less-loader 6 moved the
// Less options into lessOptions rests on its changelog; that Vue CLI passes css.loaderOptions.less to less-loader as
// written rests on @vue/cli-service's lib/config/css.js.

test('config/tools/less "options has an unknown property \'modifyVars\'": 0.5.9 ships less-loader 12.2.0 and runs it without the options check: modifyVars and an unknown key directly under tools.less build with exit code 0 and no ValidationError', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/compiled/less-loader/package.json'), 'utf8'));
  assert.equal(pkg.version, '12.2.0');
  const dir = project({
    'src/a.less': '@color: red;\nbody { color: @color; }\n',
    'src/index.js': "import './a.less';\n",
    'rsbuild.config.mjs': "export default { tools: { less: { modifyVars: { color: 'blue' }, notAnOption: true } } };\n",
  });
  const run = build(dir);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /ValidationError|unknown property|modifyVars/);
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /body\{color:red\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/bundler-chain "svg-sprite-loader: svg-icon shows nothing though <svg><use> is in the DOM"
//
// The fix on the page (the icons folder excluded from CHAIN_ID.RULE.SVG, asset/source, the symbols made in
// src/icons/index.js) is run by common-problems-round20c.test.ts. That vue-element-admin sets up svg-sprite-loader in
// vue.config.js's chainWebpack (symbolId 'icon-[name]') and its SvgIcon component renders <svg class="svg-icon"><use
// :xlink:href="#icon-<name>"/></svg> rests on that project's source.

test('config/tools/bundler-chain "svg-icon: the DOM holds <svg><use xlink:href=\\"#icon-user\\"> but no icon": without a sprite rule, vue-element-admin\'s src/icons/index.js (require.context(\'./svg\') and req for every key) gets a URL or data: URI per icon from the built-in rule and inserts nothing, so the <use> points to no element and draws nothing', async () => {
  const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';
  const dir = project({
    'src/icons/svg/user.svg': icon,
    'src/icons/svg/lock.svg': icon,
    'src/icons/index.js': "const req = require.context('./svg', false, /\\.svg$/);\nwindow.iconModules = req.keys().map(req);\n",
    'src/index.js': [
      "import './icons';",
      'document.body.insertAdjacentHTML(\'beforeend\', \'<svg class="svg-icon" width="20" height="20"><use xlink:href="#icon-user"></use></svg>\');',
      '',
    ].join('\n'),
  });
  const browser = await launchBrowser();
  try {
    const { errors, value } = await buildAndVisit(browser, dir, () => ({
      use: document.querySelector('svg.svg-icon use')?.getAttribute('xlink:href'),
      target: document.getElementById('icon-user'),
      symbols: document.querySelectorAll('symbol').length,
      modules: (window as unknown as { iconModules: unknown[] }).iconModules.map((m) => String(m).slice(0, 19)),
    }));
    assert.deepEqual(errors, []);
    assert.equal(value.use, '#icon-user');
    assert.equal(value.target, null);
    assert.equal(value.symbols, 0);
    assert.deepEqual(value.modules, ['data:image/svg+xml;', 'data:image/svg+xml;']);
  } finally {
    await browser.close();
  }
});
