// Facts behind the eleventh round's (b) "Common problems" items and leads, as readers describe the problem: a refresh
// on a client-side route after the build, transformImport's `style: true`, an undeclared variable of an HTML
// template, a CDN script in <head>, html-webpack-plugin's `meta`, webpack-dev-server's `writeToDisk`, removing
// console.log in production… Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Claims about other tools rest on their own documentation, not on a run here: webpack-dev-server 4 moved
// `writeToDisk` under `devServer.devMiddleware` (its v4 migration guide); html-webpack-plugin's `meta` takes the same
// object format as html.meta (its README).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { type DevServer, ROOT, build, devServer, distFiles, distText, previewServer, project, rsbuild, staticHost } from './topics-support';

const APP = { 'src/index.js': "document.body.append('app');\n" };

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "refresh on /page2 gives 404 after npm run build": rsbuild dev and rsbuild preview answer /page2 with index.html; a static host answers 404 unless it falls back to index.html itself', async (t) => {
  const dir = project(APP);
  // rsbuild dev, then rsbuild preview of the build: /page2 is answered with index.html.
  const answersPage2 = async (server: DevServer): Promise<void> => {
    try {
      const res = await fetch(`${server.url}/page2`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200);
      assert.match(await res.text(), /<title>Rsbuild App<\/title>/);
    } finally {
      await server.stop();
    }
  };
  await answersPage2(await devServer(dir));
  build(dir);
  await answersPage2(await previewServer(dir));
  const dist = path.join(dir, 'dist');
  assert.ok(!distFiles(dir).some((f) => /page2/.test(f)), 'no file for the route');
  const host = await staticHost(t, dist);
  assert.equal((await fetch(`${host}/page2`)).status, 404);
  const spa = await staticHost(t, dist, { fallback: true });
  const res = await fetch(`${spa}/page2`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<title>Rsbuild App<\/title>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test('config/source/transform-import "style: true, the styles are not loaded": a named import gets the component\'s style/index.js, whose Less 0.5.9 compiles with no plugin into static/css; a deep import or a namespace import is not rewritten and brings no style', () => {
  const lib = {
    'node_modules/my-ui/package.json': '{ "name": "my-ui", "version": "1.0.0", "main": "lib/index.js" }\n',
    'node_modules/my-ui/lib/index.js': "exports.Button = require('./button').default;\n",
    'node_modules/my-ui/lib/button/index.js': "exports.default = function Button() { return 'button'; };\n",
    'node_modules/my-ui/lib/button/style/index.js': "require('./index.less');\n",
    'node_modules/my-ui/lib/button/style/index.less': '@c: #ff0000;\n.my-button { color: @c; }\n',
    'node_modules/my-ui/lib/button/style/css.js': "require('./index.css');\n",
    'node_modules/my-ui/lib/button/style/index.css': '.my-button { color: #00ff00; }\n',
  };
  const styles = (source: string, style = 'true'): { files: string[]; css: string } => {
    const dir = project({
      ...lib,
      'src/index.js': source,
      'rsbuild.config.mjs': `export default { source: { transformImport: [{ libraryName: 'my-ui', style: ${style} }] } };\n`,
    });
    build(dir);
    return { files: distFiles(dir).filter((f) => f.endsWith('.css')), css: distText(dir, /\.css$/) };
  };
  const named = styles("import { Button } from 'my-ui';\ndocument.body.textContent = Button();\n");
  assert.equal(named.files.length, 1);
  assert.match(named.files[0], /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.equal(named.css, '.my-button{color:red}');
  const css = styles("import { Button } from 'my-ui';\ndocument.body.textContent = Button();\n", "'css'");
  assert.equal(css.css, '.my-button{color:#0f0}');
  assert.deepEqual(styles("import Button from 'my-ui/lib/button';\ndocument.body.textContent = Button();\n").files, []);
  assert.deepEqual(styles("import * as UI from 'my-ui';\ndocument.body.textContent = UI.Button();\n").files, []);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "ReferenceError: version is not defined": an undeclared template variable fails the build with that message, the first one only; declared in templateParameters, <%= pageTitle %> and <%= version %> print their values', () => {
  const template = '<!doctype html><html><head><title><%= pageTitle %></title></head><body><p><%= version %></p></body></html>\n';
  const undeclared = project({
    ...APP,
    'index.html': template,
    'rsbuild.config.mjs': "export default { html: { template: './index.html', templateParameters: { pageTitle: 'My app' } } };\n",
  });
  const failed = rsbuild(undeclared, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /Template execution failed: ReferenceError: version is not defined/);
  // With neither declared, only the first one is reported.
  const neither = rsbuild(
    project({ ...APP, 'index.html': template, 'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n" }),
    ['build'],
  );
  assert.equal(neither.code, 1);
  assert.match(neither.output, /Template execution failed: ReferenceError: pageTitle is not defined/);
  assert.doesNotMatch(neither.output, /version is not defined/);
  const declared = project({
    ...APP,
    'index.html': template,
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html', templateParameters: { pageTitle: 'My app', version: '1.2.3' } } };\n",
  });
  build(declared);
  const html = distText(declared, /^index\.html$/);
  assert.match(html, /<title>My app<\/title>/);
  assert.match(html, /<p>1\.2\.3<\/p>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "add a CDN script to the head": head: true with append: false puts the script first in <head>, before <title> and the deferred bundle', () => {
  const dir = project({
    ...APP,
    'rsbuild.config.mjs':
      "export default { html: { tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/lib.js' }, head: true, append: false }] } };\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(
    html,
    /<head><script src="https:\/\/cdn\.example\.com\/lib\.js"><\/script><title>Rsbuild App<\/title>.*<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head>/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/html/meta

test('config/html/meta "html-webpack-plugin\'s meta does not work": tools.htmlPlugin.meta reaches the plugin but replaces charset and viewport; html.meta adds to them', () => {
  const viaPlugin = project({
    ...APP,
    'rsbuild.config.mjs': "export default { tools: { htmlPlugin: { meta: { description: 'Orders' } } } };\n",
  });
  build(viaPlugin);
  const pluginHtml = distText(viaPlugin, /^index\.html$/);
  assert.match(pluginHtml, /<meta name="description" content="Orders">/);
  assert.doesNotMatch(pluginHtml, /charset/);
  assert.doesNotMatch(pluginHtml, /viewport/);
  const viaHtml = project({ ...APP, 'rsbuild.config.mjs': "export default { html: { meta: { description: 'Orders' } } };\n" });
  build(viaHtml);
  const html = distText(viaHtml, /^index\.html$/);
  assert.match(
    html,
    /<meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Orders">/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "writeToDisk is an invalid option for devServer": a devServer block in rsbuild.config is ignored without a warning and dist stays empty; dev.writeToDisk writes the files', async () => {
  const copied = project({ ...APP, 'rsbuild.config.mjs': 'export default { devServer: { writeToDisk: true } };\n' });
  const server = await devServer(copied);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.deepEqual(distFiles(copied), []);
    assert.doesNotMatch(server.log(), /warn|devServer|writeToDisk/i);
  } finally {
    await server.stop();
  }
  const right = project({ ...APP, 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  const other = await devServer(right);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.ok(distFiles(right).includes('static/js/index.js'), distFiles(right).join('\n'));
  } finally {
    await other.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console

test('config/performance/remove-console "remove all console.log calls when building for production": true drops every method, [\'log\'] only console.log', () => {
  const source = { 'src/index.js': "console.log('L-mark');\nconsole.warn('W-mark');\ndocument.body.append('app');\n" };
  const all = project({ ...source, 'rsbuild.config.mjs': 'export default { performance: { removeConsole: true } };\n' });
  build(all);
  const allJs = distText(all, /\.js$/);
  assert.doesNotMatch(allJs, /L-mark|W-mark/);
  const logs = project({ ...source, 'rsbuild.config.mjs': "export default { performance: { removeConsole: ['log'] } };\n" });
  build(logs);
  const logsJs = distText(logs, /\.js$/);
  assert.doesNotMatch(logsJs, /L-mark/);
  assert.match(logsJs, /console\.warn\("W-mark"\)/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions: the heap message and NODE_OPTIONS are Node's own (tested in faq-exceptions.test.ts); the
// item only names the command, `npm run build`, in the reader's words.

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "the built chunks contain arrow functions that IE 11 does not support": with ie 11 in the browser list, a package\'s arrow function stays in the output until source.include lists it; our own is compiled either way', () => {
  const files = {
    'node_modules/arrow-lib/package.json': '{ "name": "arrow-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/arrow-lib/index.js': 'export const twice = (n) => n * 2;\n',
    'src/index.js': "import { twice } from 'arrow-lib';\nwindow.own = (n) => n + 1;\nwindow.twice = twice;\n",
    '.browserslistrc': 'ie 11\n',
  };
  const plain = project(files);
  build(plain);
  assert.equal((distText(plain, /\.js$/).match(/=>/g) ?? []).length, 1, "the package's arrow function only");
  const included = project({
    ...files,
    'rsbuild.config.mjs': 'export default { source: { include: [/node_modules[\\\\/]arrow-lib[\\\\/]/] } };\n',
  });
  build(included);
  assert.doesNotMatch(distText(included, /\.js$/), /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill
//
// IE 11's own message for a missing method (SCRIPT438: Object doesn't support property or method 'assign'; Chinese
// IE: 对象不支持“assign”属性或方法) is IE's documented JScript error text; IE cannot run here.

test('config/output/polyfill "IE 11 white screen, Object.assign not supported": the default browser list adds no polyfill; with ie 11, usage puts core-js es.object.assign into lib-polyfill.js, entry adds every polyfill IE 11 needs', () => {
  const polyfills = (config: string): { files: string[]; modules: Set<string> } => {
    const dir = project({
      'src/index.js': 'const o = Object.assign({}, { a: 1 });\ndocument.body.textContent = String(o.a);\n',
      'rsbuild.config.mjs': `export default ${config};\n`,
    });
    // A development build keeps module paths in the output, so the core-js modules can be named.
    build(dir, { NODE_ENV: 'development' });
    return {
      files: distFiles(dir).filter((f) => f.endsWith('.js')),
      modules: new Set(distText(dir, /\.js$/).match(/core-js\/modules\/[a-z0-9.-]+\.js/g) ?? []),
    };
  };
  const plain = polyfills('{}');
  assert.deepEqual(plain.files, ['static/js/index.js']);
  assert.equal(plain.modules.size, 0);
  const usage = polyfills("{ output: { overrideBrowserslist: ['ie 11'] } }");
  assert.deepEqual(usage.files, ['static/js/index.js', 'static/js/lib-polyfill.js']);
  assert.ok(usage.modules.has('core-js/modules/es.object.assign.js'), [...usage.modules].join('\n'));
  const entry = polyfills("{ output: { overrideBrowserslist: ['ie 11'], polyfill: 'entry' } }");
  assert.ok(entry.modules.has('core-js/modules/es.object.assign.js'));
  assert.ok(entry.modules.has('core-js/modules/es.promise.js'));
  assert.ok(entry.modules.size > usage.modules.size * 10);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist ".browserslistrc not being used": the file in the project root is read; a misspelled .browserlistrc or one in src/ is ignored without a message; overrideBrowserslist replaces it; [development] applies to rsbuild dev', async () => {
  const source = { 'src/index.js': 'window.f = (n) => n + 1;\n' };
  const arrows = (files: Record<string, string>): { arrows: boolean; output: string } => {
    const dir = project({ ...source, ...files });
    const run = build(dir);
    return { arrows: /=>/.test(distText(dir, /\.js$/)), output: run.output };
  };
  assert.equal(arrows({}).arrows, true, 'the default browsers keep arrow functions');
  assert.equal(arrows({ '.browserslistrc': 'ie 11\n' }).arrows, false);
  const misspelled = arrows({ '.browserlistrc': 'ie 11\n' });
  assert.equal(misspelled.arrows, true);
  assert.doesNotMatch(misspelled.output, /warn|browserlist/i);
  assert.equal(arrows({ 'src/.browserslistrc': 'ie 11\n' }).arrows, true);
  assert.equal(
    arrows({
      '.browserslistrc': 'ie 11\n',
      'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 87'] } };\n",
    }).arrows,
    true,
  );
  // Sections: rsbuild dev reads [development].
  const dir = project({ ...source, '.browserslistrc': '[production]\nie 11\n\n[development]\nlast 1 chrome version\n' });
  const server = await devServer(dir);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(js, /window\.f = \(n\)=>n \+ 1/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue, plugins/list/plugin-vue2
//
// That @rsbuild/plugin-vue and plugin-vue2 0.5.9 add '.vue' to resolve.extensions rests on their source at the v0.5.9
// tag (`chain.resolve.extensions.add('.vue')` in setup, unconditionally); the plugins are not installed here. The
// test runs what the core does without them, and the tools.rspack object that appends '.vue'. A rule of ours gives
// .vue files a type (asset/source) so that only resolution is tested. TypeScript matching `declare module '*.vue'`
// against the import's specifier is TypeScript's documented wildcard module declaration behaviour.

test("plugins/list/plugin-vue(2) \"import *.vue files without the .vue extension\": 0.5.9's resolve.extensions lacks .vue, and import './App' fails with Can't resolve and the hint; tools.rspack resolve.extensions ['.vue'] appends it and the import resolves", () => {
  const files = {
    'src/index.js': "import App from './App';\nwindow.app = App;\n",
    'src/App.vue': '<template><div>vue-app-mark</div></template>\n',
  };
  const rule = "module: { rules: [{ test: /\\.vue$/, type: 'asset/source' }] }";
  const run = (rspack: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { tools: { rspack: { ${rspack}${rule} } } };\n` });
    const inspect = rsbuild(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    const extensions = fs
      .readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8')
      .match(/extensions: \[([^\]]*)\]/)?.[1]
      .match(/'[^']+'/g);
    const built = rsbuild(dir, ['build']);
    return { extensions, built, js: built.code === 0 ? distText(dir, /\.js$/) : '' };
  };
  const without = run('');
  assert.deepEqual(without.extensions, ["'.ts'", "'.tsx'", "'.js'", "'.jsx'", "'.mjs'", "'.json'"]);
  assert.equal(without.built.code, 1);
  assert.match(without.built.output, /Resolve error: Can't resolve '\.\/App'/);
  assert.match(without.built.output, /1\. add the extension `"\.vue"` to `resolve\.extensions` in your rspack configuration/);
  const added = run("resolve: { extensions: ['.vue'] }, ");
  assert.deepEqual(added.extensions, ["'.ts'", "'.tsx'", "'.js'", "'.jsx'", "'.mjs'", "'.json'", "'.vue'"]);
  assert.equal(added.built.code, 0, added.built.output);
  assert.match(added.js, /vue-app-mark/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias
//
// tsc is the TypeScript of this repository (5.x), whose TS2307 text is quoted; the older text, `Cannot find module
// '@/someModule'.`, is TypeScript's message before 4.0 (its diagnostic messages), as readers paste it.

test('guide/advanced/alias "Cannot find module \'@/someModule\'. ts(2307)": with the alias in source.alias only, tsc reports TS2307 while the build passes; baseUrl and paths in tsconfig.json satisfy tsc, and 0.5.9 builds the import from the same paths without source.alias', () => {
  const files = {
    'src/index.ts': "import { answer } from '@/someModule';\nwindow.answer = answer;\n",
    'src/someModule.ts': "export const answer = 'alias-mark';\n",
    'src/env.d.ts': 'interface Window { answer: string }\n',
  };
  const tsc = (dir: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  const compilerOptions = { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true };
  const aliasOnly = project({
    ...files,
    'tsconfig.json': JSON.stringify({ compilerOptions, include: ['src'] }),
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
  });
  const failed = tsc(aliasOnly);
  assert.equal(failed.status, 2);
  assert.match(failed.stdout, /error TS2307: Cannot find module '@\/someModule' or its corresponding type declarations\./);
  build(aliasOnly);
  assert.match(distText(aliasOnly, /\.js$/), /alias-mark/);
  const withPaths = project({
    ...files,
    'tsconfig.json': JSON.stringify({
      compilerOptions: { ...compilerOptions, baseUrl: '.', paths: { '@/*': ['./src/*'] } },
      include: ['src'],
    }),
  });
  const passed = tsc(withPaths);
  assert.equal(passed.status, 0, passed.stdout);
  build(withPaths);
  assert.match(distText(withPaths, /\.js$/), /alias-mark/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch
//
// Vue CLI's per-page prefetch plugins (`prefetch-<page>`, removed with config.plugins.delete) rest on the Vue CLI
// documentation of `pages`; Vue CLI is not run here.

test('config/performance/prefetch "disable prefetch when the project has multiple pages": without the option no page has a prefetch hint; with true, each page prefetches only its own entry\'s async chunk', () => {
  const files = {
    'src/index.js': "import('./home-lazy.js').then((m) => m.show());\n",
    'src/home-lazy.js': "export const show = () => { document.body.textContent = 'home'; };\n",
    'src/admin.js': "import('./admin-lazy.js').then((m) => m.show());\n",
    'src/admin-lazy.js': "export const show = () => { document.body.textContent = 'admin'; };\n",
  };
  const entry = "source: { entry: { index: './src/index.js', admin: './src/admin.js' } }";
  const off = project({ ...files, 'rsbuild.config.mjs': `export default { ${entry} };\n` });
  build(off);
  assert.doesNotMatch(distText(off, /\.html$/), /prefetch/);
  const on = project({ ...files, 'rsbuild.config.mjs': `export default { ${entry}, performance: { prefetch: true } };\n` });
  build(on);
  const asyncChunks = distFiles(on).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js'));
  assert.equal(asyncChunks.length, 2);
  const prefetched = (html: string): string[] =>
    [...distText(on, new RegExp(`^${html}$`)).matchAll(/<link href="\/([^"]+)" rel="prefetch">/g)].map((m) => m[1]);
  const home = prefetched('index\\.html');
  const admin = prefetched('admin\\.html');
  assert.equal(home.length, 1);
  assert.equal(admin.length, 1);
  assert.notEqual(home[0], admin[0]);
  assert.deepEqual([...home, ...admin].sort(), [...asyncChunks].sort());
  assert.match(distText(on, new RegExp(`^${home[0].replace(/\./g, '\\.')}$`)), /"home"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals
//
// The globals that Vue 2's and Element UI's CDN builds define (Vue, ELEMENT) and Element UI's need of Vue before it
// rest on their UMD builds' documentation; stand-in packages are used here.

test('config/output/externals "exclude vue.js from the production build, Element UI from a CDN": with externals the bundle reads the globals Vue and ELEMENT and holds neither package; html.tags writes Vue\'s script, then Element UI\'s and its theme link, in their order, before the bundle', () => {
  const dir = project({
    'node_modules/vue/package.json': '{ "name": "vue", "version": "2.7.16", "main": "index.js" }\n',
    'node_modules/vue/index.js': "module.exports = { marker: 'vue-package-code' };\n",
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.15.14", "main": "index.js" }\n',
    'node_modules/element-ui/index.js': "module.exports = { marker: 'element-package-code' };\n",
    'src/index.js': "import Vue from 'vue';\nimport ElementUI from 'element-ui';\nwindow.app = [Vue, ElementUI];\n",
    'rsbuild.config.mjs': `export default {
  output: { externals: { vue: 'Vue', 'element-ui': 'ELEMENT' } },
  html: {
    tags: [
      { tag: 'script', attrs: { src: 'https://cdn.example.com/vue.js' }, head: true, append: false },
      { tag: 'script', attrs: { src: 'https://cdn.example.com/element-ui/lib/index.js' }, head: true, append: false },
      { tag: 'link', attrs: { rel: 'stylesheet', href: 'https://cdn.example.com/element-ui/lib/theme-chalk/index.css' }, head: true, append: false },
    ],
  },
};
`,
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.doesNotMatch(js, /vue-package-code|element-package-code/);
  assert.match(js, /=Vue\b/);
  assert.match(js, /=ELEMENT\b/);
  assert.match(
    distText(dir, /^index\.html$/),
    /<head><script src="https:\/\/cdn\.example\.com\/vue\.js"><\/script><script src="https:\/\/cdn\.example\.com\/element-ui\/lib\/index\.js"><\/script><link rel="stylesheet" href="https:\/\/cdn\.example\.com\/element-ui\/lib\/theme-chalk\/index\.css"><title>/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "what does DefinePlugin do": 0.5.9 hands source.define to Rspack\'s DefinePlugin (its name in the inspected config), and each key is replaced in the code at build time', () => {
  const dir = project({
    'src/index.js': 'window.version = __APP_VERSION__;\n',
    'rsbuild.config.mjs': "export default { source: { define: { __APP_VERSION__: JSON.stringify('1.2.3') } } };\n",
  });
  const inspect = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.match(
    fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8'),
    /new DefinePlugin\(\s*\{[^}]*__APP_VERSION__: '"1\.2\.3"'/,
  );
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /window\.version="1\.2\.3"/);
  assert.doesNotMatch(js, /__APP_VERSION__/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "code under src cannot read an environment variable": a PUBLIC_ variable of the root .env is replaced; one without the prefix stays process.env.API_URL; a .env in src/ is not read; source.define exposes an unprefixed name', () => {
  const source = { 'src/index.js': 'window.vars = [process.env.PUBLIC_API_URL, process.env.API_URL];\n' };
  const js = (files: Record<string, string>): string => {
    const dir = project({ ...source, ...files });
    build(dir);
    return distText(dir, /\.js$/);
  };
  const root = js({ '.env': 'PUBLIC_API_URL=https://api.example.com\nAPI_URL=https://secret.example.com\n' });
  assert.match(root, /\["https:\/\/api\.example\.com",process\.env\.API_URL\]/);
  assert.doesNotMatch(root, /secret/);
  const inSrc = js({ 'src/.env': 'PUBLIC_API_URL=https://api.example.com\n' });
  assert.match(inSrc, /\[process\.env\.PUBLIC_API_URL,process\.env\.API_URL\]/);
  const defined = js({
    '.env': 'API_URL=https://api.example.com\n',
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.API_URL': JSON.stringify(process.env.API_URL) } } };\n",
  });
  assert.match(defined, /\[process\.env\.PUBLIC_API_URL,"https:\/\/api\.example\.com"\]/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry
//
// nginx's try_files (`$uri $uri.html`) rests on the nginx documentation; the test's static host stands for a host
// without such a rule.

test('config/source/entry "the routing rules of a multi-entry app": dev and preview print /admin and serve admin.html at /admin and /admin.html, index.html at / and /admin/users; a static host serves /admin.html only; nested output writes admin/index.html, served at /admin/, and index/index.html for the home page', async (t) => {
  const files = {
    'src/index.js': "document.body.append('home');\n",
    'src/admin.js': "document.body.append('admin');\n",
  };
  const entry = "source: { entry: { index: './src/index.js', admin: './src/admin.js' } }";
  const dir = project({ ...files, 'rsbuild.config.mjs': `export default { ${entry} };\n` });
  const page = async (url: string): Promise<string> => {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    if (res.status !== 200) return String(res.status);
    const html = await res.text();
    return /static\/js\/admin[.\w]*\.js/.test(html) ? 'admin' : /static\/js\/index[.\w]*\.js/.test(html) ? 'index' : html;
  };
  const routes = async (origin: string) => ({
    '/': await page(`${origin}/`),
    '/admin': await page(`${origin}/admin`),
    '/admin.html': await page(`${origin}/admin.html`),
    '/admin/users': await page(`${origin}/admin/users`),
  });
  const expected = { '/': 'index', '/admin': 'admin', '/admin.html': 'admin', '/admin/users': 'index' };
  const dev = await devServer(dir);
  try {
    assert.match(dev.log(), /- admin\s+http:\/\/localhost:\d+\/admin\n/);
    assert.deepEqual(await routes(dev.url), expected);
  } finally {
    await dev.stop();
  }
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['admin.html', 'index.html'],
  );
  const preview = await previewServer(dir);
  try {
    assert.match(preview.log(), /- admin\s+http:\/\/localhost:\d+\/admin\n/);
    assert.deepEqual(await routes(preview.url), expected);
  } finally {
    await preview.stop();
  }
  const host = await staticHost(t, path.join(dir, 'dist'));
  assert.equal(await page(`${host}/admin.html`), 'admin');
  assert.equal(await page(`${host}/admin`), '404');
  assert.equal(await page(`${host}/admin/`), '404');
  const nested = project({ ...files, 'rsbuild.config.mjs': `export default { ${entry}, html: { outputStructure: 'nested' } };\n` });
  build(nested);
  assert.deepEqual(
    distFiles(nested).filter((f) => f.endsWith('.html')),
    ['admin/index.html', 'index/index.html'],
  );
  const nestedHost = await staticHost(t, path.join(nested, 'dist'));
  assert.equal(await page(`${nestedHost}/admin/`), 'admin');
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle
//
// `chunk-vendors.js` is the name of Vue CLI's vendor chunk (its documentation and default splitChunks); Vue CLI is not
// run here. The rest of the item (lib-* files, bundleAnalyze, externals) is tested in optimize-bundle.test.ts and above.

test('guide/optimization/optimize-bundle "chunk-vendors / vendor.js too large": 0.5.9 writes no vendor or chunk-vendors file; a node_modules package is bundled into a numbered chunk beside the entry', () => {
  const dir = project({
    'node_modules/big-lib/package.json': '{ "name": "big-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/big-lib/index.js': `module.exports = ${JSON.stringify('x'.repeat(40_000))};\n`,
    'src/index.js': "import big from 'big-lib';\nwindow.big = big;\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  assert.ok(!js.some((f) => /vendor/.test(f)), js.join('\n'));
  assert.ok(
    js.some((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f)),
    js.join('\n'),
  );
});
