// Facts behind the seventh round's (b) "Common problems" items, as readers describe the problem: global SCSS
// variables from vue.config.js ("Undefined variable"), a vendor chunk that is too big (Element UI), IE 11 and
// untranspiled ES6 from node_modules, source maps in production, a folder that the build does not copy to dist,
// TS2307 for `.vue` imports, CSS Modules that give undefined, regeneratorRuntime and old core-js with async/await,
// and a CDN global named `vue` instead of `Vue`. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distFiles, distText, buildAndVisit, sharedBrowser, project, rsbuild } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass

test('config/tools/sass "variables of one SCSS file in every stylesheet without importing it: without additionalData the build fails with Undefined variable; with additionalData: @use \\"@/styles/variables\\" as * a component\'s SCSS uses $gray-400"', () => {
  const files = {
    'src/styles/variables.scss': '$gray-400: #ced4da;\n',
    'src/components/Card.scss': '.card { border-color: $gray-400; }\n',
    'src/index.js': "import './components/Card.scss';\n",
  };
  const failed = rsbuild(project(files), ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /× Undefined variable\./);
  assert.match(failed.output, /border-color: \$gray-400;/);

  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { alias: { '@': './src' } }, tools: { sass: { additionalData: '@use \"@/styles/variables\" as *;\\n' } } };\n",
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /\.card\{border-color:#ced4da\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk, config/performance/chunk-split

test('guide/optimization/split-chunk "vendor too big (Element UI): forceSplitting gives the library a lib-element file of its own; split-by-size with maxSize cuts the vendors into several files"', () => {
  // A stand-in for element-ui: a library of many modules, about 700 kB of source.
  const big = (name: string, n: number): Record<string, string> => {
    const out: Record<string, string> = {
      [`node_modules/${name}/package.json`]: `{ "name": "${name}", "main": "index.js" }\n`,
      [`node_modules/${name}/index.js`]: `${Array.from({ length: n }, (_, i) => `export { default as C${i} } from './c${i}.js';`).join('\n')}\n`,
    };
    for (let i = 0; i < n; i++) {
      const body = Array.from({ length: 1200 }, (_, j) => `  s${j}: '${name}-${i}-${j}-${'x'.repeat(30)}',`).join('\n');
      out[`node_modules/${name}/c${i}.js`] = `export default {\n${body}\n};\n`;
    }
    return out;
  };
  const files = {
    ...big('element-ui', 10),
    ...big('other-lib', 2),
    'src/index.js': "import * as E from 'element-ui';\nimport * as O from 'other-lib';\nwindow.all = [E, O];\n",
  };
  const js = (dir: string): string[] =>
    distFiles(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/\/\d+\.js$/, '/[id].js'));

  const byDefault = project(files);
  build(byDefault);
  assert.deepEqual(js(byDefault), ['static/js/[id].js', 'static/js/index.js']);

  const forced = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'lib-element': /[\\\\/]node_modules[\\\\/]element-ui[\\\\/]/ } } } };\n",
  });
  build(forced);
  assert.deepEqual(js(forced), ['static/js/[id].js', 'static/js/index.js', 'static/js/lib-element.js']);
  assert.match(distText(forced, /lib-element\.[0-9a-f]{8}\.js$/), /element-ui-9-1199/);
  assert.doesNotMatch(distText(forced, /lib-element\.[0-9a-f]{8}\.js$/), /other-lib/);
  // The first page still loads every one of them.
  assert.equal((distText(forced, /index\.html$/).match(/<script [^>]*src="\/static\/js\//g) ?? []).length, 3);

  const bySize = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { performance: { chunkSplit: { strategy: 'split-by-size', minSize: 30000, maxSize: 200000 } } };\n",
  });
  build(bySize);
  const chunks = js(bySize).filter((f) => f !== 'static/js/index.js');
  assert.ok(chunks.length >= 4, chunks.join(', '));
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility, config/source/include, guide/advanced/browserslist

test('guide/advanced/browser-compatibility, config/source/include, guide/advanced/browserslist "with an ie 11 browserslist, a node_modules package\'s class, arrow functions, for...of and shorthand methods stay as they are; source.include compiles them to ES5"', () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'node_modules/debug-like/package.json': '{ "name": "debug-like", "main": "src/index.js" }\n',
    'node_modules/debug-like/src/index.js': [
      'class Debug {',
      '  format(args) {',
      '    const out = [];',
      '    for (const arg of args) out.push(`[debug] ${arg}`);',
      '    return out.map((s) => s.trim());',
      '  }',
      '}',
      'module.exports = { create() { return new Debug(); } };',
      '',
    ].join('\n'),
    'src/index.js': "const lib = require('debug-like');\nwindow.out = lib.create().format(['a']);\nwindow.own = [1].map((n) => n + 1);\n",
  };
  const es6 = /\bclass Debug\b|=>|for\s*\(const \w+ of|create\s*\(\)\s*\{|`/;
  const output = (config: string): { dep: string; own: string } => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { minify: false }, performance: { chunkSplit: { strategy: 'all-in-one' } }, ${config} };\n`,
    });
    build(dir);
    const text = distText(dir, /\.js$/);
    const at = text.indexOf('[debug] ');
    assert.ok(at > 0, 'the package is in the bundle');
    const own = text.indexOf('window.own');
    return { dep: text.slice(Math.max(0, at - 300), at + 300), own: text.slice(own, own + 100) };
  };
  const kept = output('');
  assert.match(kept.dep, /class Debug/);
  assert.match(kept.dep, /for \(const arg of args\)/);
  assert.match(kept.dep, /\(s\)\s*=>\s*s\.trim\(\)/);
  assert.match(kept.dep, /create \(\) \{/);
  assert.doesNotMatch(kept.own, /=>/, 'your own code is compiled for IE 11');

  const compiled = output('source: { include: [/[\\\\/]node_modules[\\\\/]debug-like[\\\\/]/] }');
  assert.doesNotMatch(compiled.dep, es6);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map

test("config/output/source-map \"production: no .map file and no sourceMappingURL by default; js: 'source-map' writes .js.map files with the comment; 'hidden-source-map' writes them without the comment\"", () => {
  const files = { 'src/index.js': "window.boom = () => { throw new Error('where'); };\n", 'src/index.css': '.a { color: red; }\n' };
  // Each JavaScript file of the output, and whether it has a .map file and a sourceMappingURL comment.
  const run = (config: string): { js: number; maps: number; comments: number } => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    const js = distFiles(dir).filter((f) => f.endsWith('.js'));
    assert.ok(js.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
    return {
      js: js.length,
      maps: js.filter((f) => distFiles(dir).includes(`${f}.map`)).length,
      comments: js.filter((f) => /\/\/# sourceMappingURL=\S+\.js\.map\s*$/.test(distText(dir, new RegExp(`^${f.replace(/\./g, '\\.')}$`))))
        .length,
    };
  };
  const none = run('{}');
  assert.deepEqual(none, { js: none.js, maps: 0, comments: 0 });
  const plain = project(files);
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.map')),
    [],
    'no .map file at all, for the CSS either',
  );
  const full = run("{ output: { sourceMap: { js: 'source-map' } } }");
  assert.deepEqual(full, { js: full.js, maps: full.js, comments: full.js });
  const hidden = run("{ output: { sourceMap: { js: 'hidden-source-map' } } }");
  assert.deepEqual(hidden, { js: hidden.js, maps: hidden.js, comments: 0 });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy, config/server/public-dir

test('config/output/copy, config/server/public-dir "an image folder outside public/ is not copied to dist by npm run build; public/ is, and output.copy copies the folder"', () => {
  const png = Buffer.alloc(3000, 7);
  const files = {
    'src/index.js': "console.log('app');\n",
    'src/images/banner.png': png,
    'src/images/icons/close.png': png,
    'public/favicon.png': png,
  };
  const plain = project(files);
  build(plain);
  assert.ok(distFiles(plain).includes('favicon.png'));
  assert.ok(!distFiles(plain).some((f) => f.includes('banner') || f.includes('close')), distFiles(plain).join(', '));

  const copied = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { copy: [{ from: './src/images', to: 'images' }] } };\n",
  });
  build(copied);
  const out = distFiles(copied);
  assert.ok(out.includes('images/banner.png') && out.includes('images/icons/close.png'), out.join(', '));
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/vue3, guide/framework/vue2, plugins/list/plugin-vue, plugins/list/plugin-vue2

test("guide/framework/vue3, vue2, plugin-vue, plugin-vue2 \"tsc reports TS2307: Cannot find module './App.vue' or its corresponding type declarations. while the build passes; a declare module '*.vue' file fixes tsc\"", () => {
  // vue-loader's part is played by a tiny loader, so that the project builds without Vue installed: what matters
  // is that the build does not type-check the import.
  const files = {
    'src/App.vue': '<template><p>App</p></template>\n',
    'src/index.ts': "import App from './App.vue';\n(window as any).app = App;\n",
    'vue-stand-in-loader.cjs': 'module.exports = function () { return \'export default { name: "App" };\'; };\n',
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { tools: { rspack: { module: { rules: [{ test: /\\.vue$/, loader: path.resolve('vue-stand-in-loader.cjs') }] } } } };\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
      include: ['src'],
    }),
  };
  const tsc = (dir: string): { code: number | null; output: string } => {
    const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    return { code: res.status, output: `${res.stdout}${res.stderr}` };
  };
  const missing = project(files);
  const checked = tsc(missing);
  assert.equal(checked.code, 2);
  assert.match(
    checked.output,
    /src\/index\.ts\(1,17\): error TS2307: Cannot find module '\.\/App\.vue' or its corresponding type declarations\./,
  );
  build(missing);
  assert.match(distText(missing, /\.js$/), /name:"App"/);

  const shimmed = project({
    ...files,
    'src/env.d.ts': "declare module '*.vue' {\n  const component: any;\n  export default component;\n}\n",
  });
  const fixed = tsc(shimmed);
  assert.equal(fixed.code, 0, fixed.output);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules

test('guide/basic/css-modules "import styles from \'./index.less\' gives an empty object (styles.container undefined); a .module.scss default import gives the class names; import * as styles gives undefined; a named import fails or is undefined"', async () => {
  const run = async (index: string, read: () => unknown): Promise<{ errors: string[]; value: unknown }> =>
    buildAndVisit(
      browser(),
      project({
        'src/index.less': '.container { color: red; }\n',
        'src/card.module.scss': '.container { color: blue; }\n',
        'src/index.js': index,
      }),
      read,
    );
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  const probe = 'window.result = { styles: JSON.stringify(styles), container: String(styles.container) };\n';
  // No .module in the name: global CSS, an empty object, no error.
  assert.deepEqual(await run(`import styles from './index.less';\n${probe}`, read), {
    errors: [],
    value: { styles: '{}', container: 'undefined' },
  });
  // The default import of a CSS Modules file: the class names.
  const byDefault = await run(`import styles from './card.module.scss';\n${probe}`, read);
  assert.deepEqual(byDefault.errors, []);
  assert.match(String((byDefault.value as { container: string }).container), /^container-_\w+$/);
  // A namespace import: the names sit under .default.
  const star = await run(`import * as styles from './card.module.scss';\n${probe}`, read);
  assert.deepEqual(star.errors, []);
  assert.equal((star.value as { container: string }).container, 'undefined');
  // Named imports are undefined; reading a class from one throws.
  assert.deepEqual(await run("import { container } from './card.module.scss';\nwindow.result = String(container);\n", read), {
    errors: [],
    value: 'undefined',
  });
  assert.deepEqual(await run("import { styles } from './card.module.scss';\nwindow.result = styles.container;\n", read), {
    errors: ["Uncaught TypeError: Cannot read properties of undefined (reading 'container')"],
    value: null,
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/output/polyfill

test('config/output/polyfill "async/await with an ie 11 browserslist does not need regeneratorRuntime in any polyfill mode; the injected core-js imports and a dependency\'s resolve to Rsbuild\'s own core-js 3.36 even with core-js 3.6 installed"', async () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'src/index.js':
      "async function load() { await null; return new Error('x', { cause: 'y' }).cause; }\nload().then((v) => { window.result = v; });\n",
  };
  for (const polyfill of ['usage', 'entry', 'ua', 'off']) {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n` });
    const { errors, value } = await buildAndVisit(browser(), dir, () => (window as unknown as { result: unknown }).result);
    assert.ok(!distText(dir, /\.js$/).includes('regeneratorRuntime'), polyfill);
    assert.deepEqual({ polyfill, errors, value }, { polyfill, errors: [], value: 'y' });
  }
  // A project with an old core-js 3 installed, which has no es.error.cause module (added in 3.20.0).
  const old = project({
    ...files,
    'node_modules/core-js/package.json': '{ "name": "core-js", "version": "3.6.5", "main": "index.js" }\n',
    'node_modules/core-js/index.js': "throw new Error('the project core-js was used');\n",
    'node_modules/core-js/modules/es.promise.js': "throw new Error('the project core-js was used');\n",
    // A dependency that imports a core-js module itself.
    'node_modules/uses-core-js/package.json': '{ "name": "uses-core-js", "main": "index.js" }\n',
    'node_modules/uses-core-js/index.js': "require('core-js/modules/es.error.cause.js');\nwindow.dep = 'ok';\n",
    'src/index.js': `import 'uses-core-js';\n${files['src/index.js']}`,
    'rsbuild.config.mjs': "export default { output: { polyfill: 'entry', minify: false } };\n",
  });
  const { errors, value } = await buildAndVisit(browser(), old, () => {
    const w = window as unknown as { result: unknown; dep: unknown };
    return [w.result, w.dep];
  });
  assert.deepEqual({ errors, value }, { errors: [], value: ['y', 'ok'] });
  assert.match(distText(old, /\.js$/), /es\.error\.cause\.js/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals

test("config/output/externals \"CDN script defines Vue; externals { vue: 'vue' } makes the built page throw Uncaught ReferenceError: vue is not defined; { vue: 'Vue' } runs\"", async () => {
  const files = (name: string): Record<string, string> => ({
    'public/vue.global.js': "var Vue = { version: '2.6.14' };\n",
    'src/index.js': "import Vue from 'vue';\nwindow.result = Vue.version;\n",
    'rsbuild.config.mjs': `export default { output: { externals: { vue: '${name}' } }, html: { tags: [{ tag: 'script', attrs: { src: '/vue.global.js' }, head: true, append: false }] } };\n`,
  });
  const read = (): unknown => (window as unknown as { result?: unknown }).result ?? null;
  assert.deepEqual(await buildAndVisit(browser(), project(files('vue')), read), {
    errors: ['Uncaught ReferenceError: vue is not defined'],
    value: null,
  });
  assert.deepEqual(await buildAndVisit(browser(), project(files('Vue')), read), { errors: [], value: '2.6.14' });
});
