// Facts behind the twenty-fourth round's (b) items, as readers describe the problem: a whole Vue page that does not
// render in IE 11 because of a syntax error in a package's .esm.js file (overlayscrollbars-vue.esm.js), arrow functions
// left in the compiled JavaScript although the class is transpiled (the runtime IIFE), a module federation
// remoteEntry.js full of let and => with IE 11 in the browserslist, IE 9 to 11 showing a white screen with an invalid
// character (无效字符), the latest version of a dependency that IE 11 no longer parses, polyfills that do not work on
// iOS 10 and 11 (antd-mobile's Popup: Object.values is not a function), and a .vue file of a package (vue-echarts's
// components/ECharts.vue) that fails with Module parse failed. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project) and, for the polyfill, Chromium. Which syntax the output holds is read from the TypeScript parser's tree of
// the built file (arrow functions, classes, let and const, template literals), so that => inside a string or a
// comment does not count. Items resting on other sources:
//
// - IE's own messages (SCRIPT1002: Syntax error, SCRIPT1014: Invalid character, 无效字符 in a Chinese IE, the latter
//   at the backtick of a template literal) are IE's documented JScript errors; IE cannot run here. What is run: which
//   syntax reaches the output.
// - guide/advanced/browserslist "the runtime IIFE uses =>": that webpack 5 writes its runtime for target and
//   output.environment (ES2015 unless told otherwise, hence target: ['web', 'es5']), not for Babel, is webpack's
//   documentation (configuration/target), not run. That 0.5.9 derives Rspack's target from the browserslist rests on
//   its source (packages/core/src/plugins/target.ts, browserslistToESVersion in packages/shared); the resulting target
//   is run below with rsbuild inspect.
// - config/source/include "remoteEntry.js": that the federation runtime which @rspack/core 0.5.9's
//   ModuleFederationPlugin adds to every entry is a data:application/node module rests on its source
//   (dist/container/ModuleFederationPlugin.js, getDefaultEntryRuntime); that no rule of Rsbuild matches it, and that
//   a rule with mimetype 'application/node' does, is run below. That a later Rsbuild compiles that module is its
//   issue #2360, not claimed on the page.
// - config/output/polyfill "iOS 10.2": that Object.values arrived in Safari 10.1 (iOS 10.3) is the browser's release
//   data, as core-js-compat has it; what is run: with ios_saf >= 10 'entry' bundles es.object.values, with
//   ios_saf >= 10.3 it does not. antd-mobile itself is not installed: a package that calls Object.values stands for it.
// - plugins/list/plugin-vue2: that the rule of @rsbuild/plugin-vue2 0.5.9 for .vue files has only test(/\.vue$/)
//   rests on its source (src/index.ts), as in common-problems-round20c.test.ts; the plugin is not installed here (the
//   registry we reach has no 0.5.9 of it). vue-echarts 4's components/ECharts.vue path is that package's, as its
//   issue #465 quotes it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { build, distFiles, distText, previewServer, project, rsbuild, sharedBrowser } from './topics-support';

/** The ES2015+ syntax of a built file: its arrow functions, classes, let/const declarations and template literals. */
function modernSyntax(code: string): { arrows: string[]; classes: number; letConst: number; templates: number } {
  const file = ts.createSourceFile('out.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = { arrows: [] as string[], classes: 0, letConst: 0, templates: 0 };
  const visit = (node: ts.Node): void => {
    if (ts.isArrowFunction(node)) found.arrows.push(node.getText(file).slice(0, 60));
    else if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) found.classes += 1;
    else if (ts.isVariableDeclarationList(node) && node.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) found.letConst += 1;
    else if (ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.templates += 1;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** modernSyntax of the concatenated JS files of dist whose path matches `re`. */
const syntaxOf = (dir: string, re: RegExp = /\.js$/) =>
  modernSyntax(
    distFiles(dir)
      .filter((f) => re.test(f))
      .map((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8'))
      .join('\n;\n'),
  );

const IE11 = "['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'ie 11']";

// ---------------------------------------------------------------------------------------------------------
// config/source/include "the whole Vue page isn't rendering in IE 11: a syntax error in overlayscrollbars-vue.esm.js"

test("config/source/include \"whole page not rendering in IE 11, syntax error in a package's .esm.js\": the bundle takes the file of the package's module field (dist/scroll-vue.esm.js) over main; with ie 11 in the list its class and => stay as published; source.include compiles them; importing the package's ES5 file by path avoids them too", () => {
  const files = {
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'node_modules/scroll-vue/package.json':
      '{ "name": "scroll-vue", "version": "0.1.0", "main": "dist/scroll-vue.js", "module": "dist/scroll-vue.esm.js" }\n',
    'node_modules/scroll-vue/dist/scroll-vue.esm.js':
      "class ScrollComponent {\n  constructor() { this.name = 'ESM_BUILD'; }\n  render() { return [1, 2].map((n) => n * 2); }\n}\nexport { ScrollComponent };\n",
    'node_modules/scroll-vue/dist/scroll-vue.js':
      "'use strict';\nfunction ScrollComponent() { this.name = 'ES5_BUILD'; }\nScrollComponent.prototype.render = function () { return [1, 2].map(function (n) { return n * 2; }); };\nexports.ScrollComponent = ScrollComponent;\n",
    'src/index.js':
      "import { ScrollComponent } from 'scroll-vue';\nconst own = (c) => c.render().length;\nconst c = new ScrollComponent();\ndocument.body.textContent = c.name + own(c);\n",
  };
  const plain = project(files);
  build(plain);
  const js = distText(plain, /\.js$/);
  assert.ok(js.includes('ESM_BUILD') && !js.includes('ES5_BUILD'));
  const kept = syntaxOf(plain);
  assert.equal(kept.classes, 1);
  assert.deepEqual(kept.arrows, ['n=>2*n']);

  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { source: { include: [/[\\\\/]node_modules[\\\\/]scroll-vue[\\\\/]/] } };\n',
  });
  build(included);
  assert.ok(distText(included, /\.js$/).includes('ESM_BUILD'));
  assert.deepEqual(syntaxOf(included), { arrows: [], classes: 0, letConst: 0, templates: 0 });

  const es5File = project({
    ...files,
    'src/index.js': files['src/index.js'].replace("from 'scroll-vue'", "from 'scroll-vue/dist/scroll-vue.js'"),
  });
  build(es5File);
  assert.ok(distText(es5File, /\.js$/).includes('ES5_BUILD'));
  assert.deepEqual(syntaxOf(es5File), { arrows: [], classes: 0, letConst: 0, templates: 0 });
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include "module federation: remoteEntry.js has let and => although the browserslist has IE 11"

test("config/source/include \"remoteEntry.js of module federation keeps let and => with IE 11 in the browserslist\": with ie 11, remoteEntry.js holds let/const and arrow functions; source.include for @module-federation plus a tools.rspack rule with mimetype 'application/node' leaves only the container's get: () => and init: () =>, which Rspack writes itself", () => {
  const files = {
    'src/Button.js': "export default function Button() { return 'button'; }\n",
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "document.body.textContent = 'remote';\n",
  };
  const mf = "moduleFederation: { options: { name: 'remote', exposes: { './Button': './src/Button.js' }, filename: 'remoteEntry.js' } }";
  const plain = project({ ...files, 'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ${IE11} }, ${mf} };\n` });
  build(plain);
  const before = syntaxOf(plain, /^remoteEntry\.js$/);
  assert.ok(before.arrows.length > 20, String(before.arrows.length));
  assert.ok(before.letConst > 20, String(before.letConst));
  // the page of the remote itself loads the same federation runtime, from a numbered chunk
  assert.ok(syntaxOf(plain, /^static\/js\/\d+\./).letConst > 20);

  const includedOnly = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { include: [/[\\\\/]node_modules[\\\\/]@module-federation[\\\\/]/] }, output: { overrideBrowserslist: ${IE11} }, ${mf} };\n`,
  });
  build(includedOnly);
  const partly = syntaxOf(includedOnly, /^remoteEntry\.js$/);
  assert.ok(partly.letConst > 0 && partly.arrows.length > 2, JSON.stringify(partly));

  const fixed = project({
    ...files,
    'rsbuild.config.mjs': `export default {
  source: { include: [/[\\\\/]node_modules[\\\\/]@module-federation[\\\\/]/] },
  output: { overrideBrowserslist: ${IE11} },
  ${mf},
  tools: {
    rspack: { module: { rules: [{ mimetype: 'application/node', loader: 'builtin:swc-loader', options: { env: { targets: 'ie 11' } } }] } },
  },
};
`,
  });
  build(fixed);
  const after = syntaxOf(fixed, /^remoteEntry\.js$/);
  assert.equal(after.letConst, 0);
  assert.equal(after.classes, 0);
  assert.deepEqual(
    after.arrows.map((a) => a.replace(/\b[a-z]\./, '__webpack_require__.')),
    ['()=>__webpack_require__.getContainer', '()=>__webpack_require__.initContainer'],
  );
  assert.deepEqual(syntaxOf(fixed, /^static\/js\//), { arrows: [], classes: 0, letConst: 0, templates: 0 });
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist "the compiled JavaScript contains arrow functions: the class is transpiled, the IIFE uses =>"

test("guide/advanced/browserslist \"compiled JS contains arrow functions, although the class is transpiled\": the runtime wrapper of 0.5.9 is (function() { … unminified and !function(){ … minified, with no => of its own, with the default list too; the default list keeps the class and =>; with ie 11, Rspack's target is ['web', 'es5'] and the own class and => are compiled while a package's => stays until source.include lists it", () => {
  const files = {
    'node_modules/modern-lib/package.json': '{ "name": "modern-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/modern-lib/index.js': 'export const double = (n) => n * 2;\n',
    'src/index.js':
      "import { double } from 'modern-lib';\nclass Add {\n  constructor(a, b) { this.a = a; this.b = b; }\n  add() { return this.a + this.b; }\n}\nconst test = new Add(1, 2);\n[test.add()].forEach((n) => console.log(double(n)));\n",
  };
  const plain = project(files);
  build(plain);
  const index = distText(plain, /^static\/js\/index\..*\.js$/);
  assert.match(index.replace(/^\/\*![^*]*\*\/\s*/, ''), /^!function\(\)\{/);
  const defaults = syntaxOf(plain);
  assert.equal(defaults.classes, 1);
  assert.equal(defaults.arrows.length, 2, JSON.stringify(defaults.arrows));

  const readable = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(readable);
  assert.match(distText(readable, /^static\/js\/index\..*\.js$/), /^\(function\(\) \{\n/);
  assert.equal(syntaxOf(readable).arrows.length, 2);

  const ie = project({ ...files, 'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ${IE11} } };\n` });
  build(ie);
  assert.match(distText(ie, /^static\/js\/index\..*\.js$/).replace(/^\/\*![^*]*\*\/\s*/, ''), /^!function\(\)\{/);
  const downgraded = syntaxOf(ie);
  assert.equal(downgraded.classes, 0);
  assert.deepEqual(downgraded.arrows, ['n=>2*n']);
  const inspect = rsbuild(ie, ['inspect', '--env', 'production']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(fs.readFileSync(path.join(ie, 'dist/rspack.config.web.mjs'), 'utf8'), /target: \[\s*'web',\s*'es5'\s*\]/);
  const inspectDefault = rsbuild(plain, ['inspect', '--env', 'production']);
  assert.equal(inspectDefault.code, 0, inspectDefault.output);
  assert.match(fs.readFileSync(path.join(plain, 'dist/rspack.config.web.mjs'), 'utf8'), /target: \[\s*'web',\s*'es2017'\s*\]/);

  const included = project({
    ...files,
    'rsbuild.config.mjs': `export default { source: { include: [/[\\\\/]node_modules[\\\\/]modern-lib[\\\\/]/] }, output: { overrideBrowserslist: ${IE11} } };\n`,
  });
  build(included);
  assert.deepEqual(syntaxOf(included), { arrows: [], classes: 0, letConst: 0, templates: 0 });
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility "IE 9 to 11 open a white screen with 无效字符 (SCRIPT1014: Invalid character)"

test('guide/advanced/browser-compatibility "IE 9-11 white screen, invalid character": the default list keeps the template literal (backtick), let and =>; with ie >= 9 the entry holds none of them, the template literal becoming "Hi ".concat(…), and the minifier writes no backtick for a string with \\n', () => {
  const src = {
    'src/index.js':
      "const name = document.title;\nconst greet = (n) => `Hi ${n}`;\nconst text = 'line1\\nline2';\ndocument.body.textContent = greet(name) + text;\n",
  };
  const plain = project(src);
  build(plain);
  const kept = syntaxOf(plain, /^static\/js\/index\./);
  assert.equal(kept.templates, 1);
  assert.ok(kept.letConst > 0);
  assert.ok(distText(plain, /^static\/js\/index\./).includes('`Hi ${'));

  const ie = project({ ...src, 'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie >= 9"] }\n' });
  build(ie);
  assert.deepEqual(syntaxOf(ie), { arrows: [], classes: 0, letConst: 0, templates: 0 });
  const js = distText(ie, /^static\/js\/index\./);
  assert.match(js, /"Hi "\.concat\(/);
  assert.ok(js.includes('"line1\\nline2"'));
  assert.ok(!distText(ie, /\.js$/).includes('`'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility "the latest version is not compatible with IE 11: a syntax error"

test('guide/advanced/browser-compatibility "after updating to the latest version, IE 11 reports a syntax error": with ie 11 in the list, the project\'s const and => are compiled while those of a package\'s new major version stay as published; with the package in source.include, none stay', () => {
  const files = {
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "3.0.0", "main": "dist/ui-kit.js" }\n',
    'node_modules/ui-kit/dist/ui-kit.js':
      'const used = {};\nexports.cls = (name) => {\n  used[name] = true;\n  return "ivu-" + name + "-" + Object.keys(used).length;\n};\n',
    'src/index.js': "import { cls } from 'ui-kit';\nconst own = (x) => cls(x);\ndocument.body.className = own('btn');\n",
  };
  const plain = project(files);
  build(plain);
  const kept = syntaxOf(plain);
  assert.equal(kept.letConst, 1);
  assert.equal(kept.arrows.length, 1, JSON.stringify(kept.arrows));
  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { source: { include: [/[\\\\/]node_modules[\\\\/]ui-kit[\\\\/]/] } };\n',
  });
  build(included);
  assert.deepEqual(syntaxOf(included), { arrows: [], classes: 0, letConst: 0, templates: 0 });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill "polyfill does not work on iOS 10 and 11: TypeError: Object.values is not a function"

const browser = sharedBrowser();

test("config/output/polyfill \"polyfill not working on iOS 10/11: antd-mobile's Popup, Object.values is not a function\": neither the default list nor ios_saf >= 10 with 'usage' bundles es.object.values for a package's Object.values; ios_saf >= 10 with 'entry', or with the package in source.include, does; ios_saf >= 10.3 with 'entry' does not; in Chromium without Object.values the usage build throws TypeError: Object.values is not a function and the entry build runs", async () => {
  const files = {
    'node_modules/popup-lib/package.json': '{ "name": "popup-lib", "version": "5.0.0", "main": "index.js" }\n',
    'node_modules/popup-lib/index.js': 'export function show(o) { return Object.values(o).join(","); }\n',
    'src/index.js': "import { show } from 'popup-lib';\ndocument.body.textContent = show({ a: 1, b: 2 });\n",
  };
  const polyfilled = (output: string, source = '') => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { ${source}output: { minify: false, ${output} } };\n` });
    build(dir);
    return { dir, values: distText(dir, /\.js$/).includes('core-js/modules/es.object.values.js') };
  };
  assert.equal(polyfilled('').values, false);
  assert.equal(polyfilled("polyfill: 'entry'").values, false);
  const usage = polyfilled("overrideBrowserslist: ['ios_saf >= 10']");
  assert.equal(usage.values, false);
  const entry = polyfilled("overrideBrowserslist: ['ios_saf >= 10'], polyfill: 'entry'");
  assert.equal(entry.values, true);
  assert.equal(
    polyfilled("overrideBrowserslist: ['ios_saf >= 10']", 'source: { include: [/[\\\\/]node_modules[\\\\/]popup-lib[\\\\/]/] }, ').values,
    true,
  );
  assert.equal(polyfilled("overrideBrowserslist: ['ios_saf >= 10.3'], polyfill: 'entry'").values, false);

  // An iOS 10.2 stand-in: Chromium with Object.values removed before the page's scripts run.
  const run = async (dir: string) => {
    const server = await previewServer(dir);
    const page = await browser().newPage();
    const errors: string[] = [];
    try {
      page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
      await page.addInitScript(() => {
        delete (Object as { values?: unknown }).values;
      });
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      return { errors, text: await page.evaluate(() => document.body.textContent) };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const broken = await run(usage.dir);
  assert.deepEqual(broken.errors, ['TypeError: Object.values is not a function']);
  const working = await run(entry.dir);
  assert.deepEqual(working, { errors: [], text: '1,2' });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2 "./node_modules/vue-echarts/components/ECharts.vue Module parse failed: Unexpected token (1:0)"

test('plugins/list/plugin-vue2 "./node_modules/vue-echarts/components/ECharts.vue: Module parse failed": importing a package\'s .vue file by path without a rule for .vue stops rsbuild build at File: ./node_modules/vue-echarts/components/ECharts.vue with Module parse failed: and the loader hint', () => {
  const dir = project({
    'node_modules/vue-echarts/package.json': '{ "name": "vue-echarts", "version": "4.1.0", "main": "dist/vue-echarts.js" }\n',
    'node_modules/vue-echarts/components/ECharts.vue':
      '<template>\n<div class="echarts"/>\n</template>\n\n<script>\nexport default { name: \'echarts\' };\n</script>\n',
    'src/index.js': "import ECharts from 'vue-echarts/components/ECharts.vue';\nwindow.chart = ECharts;\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/node_modules\/vue-echarts\/components\/ECharts\.vue/);
  assert.match(run.output, /Module parse failed:/);
  assert.match(run.output, /You may need an appropriate loader/);
});
