// Facts behind the second accuracy review of session 84 (slice b): plugins/list/plugin-vue, config/source/decorators
// and config/performance/remove-console, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project of topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it.
//
// - plugins/list/plugin-vue, the lead: "edits to a component are hot-updated in the browser without losing its state".
//   Vue's HMR runtime keeps the state only for an edit of the template or styles (rerender); an edit of the <script>
//   reloads the component: a child is unmounted and mounted again, the root component's app is mounted again. In
//   rsbuild dev with pluginVue(), a script edit of the child reset its counter and kept the root's; a script edit of
//   App.vue reset both. The page now says so.
// - plugins/list/plugin-vue, splitChunks and "Change the feature flags": the build output of "a small app with
//   vue-router 4" (lib-vue 76.9 kB, lib-router 26.7 kB) and "this shrinks lib-vue from 76.9 kB to 71.7 kB". Not
//   reproducible with Vue 3.4.21: __VUE_OPTIONS_API__: false took 3.4 kB off lib-vue in each app tried (67.6 to 64.2 kB,
//   81.1 to 77.7 kB with Transition, KeepAlive, Teleport and v-model), not 5.2 kB. The page now shows the output of
//   the app described there, and that app's figure. vue-router is not installed in the repository: with VUE_ROUTER_DEPS
//   set to a folder whose node_modules holds vue-router 4.3.0 and @vue/devtools-api (`npm install vue-router@4.3.0`
//   there), the test copies both into the project; without it, it skips. Sizes are compared within 0.1 kB: lib-router
//   was 22.4 kB in one folder and 22.5 kB in another (module ids come from paths).
// - plugins/list/plugin-vue, Limits: "<style lang="sass"> fails ... the build fails with `expected "{"`". That is Sass's
//   message for one content only: the block is compiled as SCSS (sass-loader picks the syntax from the resource path,
//   Home.vue, not from lang), and Sass reports the first thing that is not SCSS. `.home` then `color: red` indented gave
//   `expected "{"`; `$c: red` followed by `.home` gave `Expected digit.`. The page now says the message depends on it.
// - plugins/list/plugin-vue, Common problems, vue/compiler-sfc: "both stop the command while the configuration is
//   loaded (`Failed to load file: rsbuild.config.ts`)". 0.5.9 prints the absolute path of the file
//   (packages/core/src/config.ts, `Failed to load file: ${configFilePath}`). The test builds a project whose
//   node_modules has copies of the plugin and of its vue-loader 17.4.2 and no vue: vue-loader's compiler.js throws the
//   @vitejs/plugin-vue message while rsbuild.config.ts imports the plugin.
// - config/source/decorators, the lead: "Decorator syntax is always parsed", and the caveat "Files outside the compile
//   scope, such as plain JavaScript in node_modules, are bundled without transformation". A decorator is parsed only
//   where SWC compiles (the js rule: the project's folder outside node_modules, .ts/.tsx/.jsx anywhere,
//   source.include; @rsbuild/shared src/chain.ts applyScriptCondition); a decorated .js file in node_modules is not
//   bundled: the build stops with Module parse failed (as common-problems-round16b.test.ts also runs).
// - config/source/decorators, the Babel parser message: "Vue's compiler ... turns decorators on only for lang="ts".
//   Class components ... need <script lang="ts">". @vue/compiler-sfc 3.4.21 (resolveParserPlugins) adds
//   decorators-legacy for lang ts and tsx, and adds the babelParserPlugins that vue-loader passes on from its options.
//   With pluginVue(), a decorated class in <script> stops the build with the message; in <script lang="tsx"> it builds,
//   and in <script> with vueLoaderOptions.babelParserPlugins ['decorators-legacy'] too, the decorator applied by SWC.
// - config/source/decorators, Common problems (dependency injection): design:paramtypes "which the default legacy emits
//   for every class that has a decorator". SWC emits the constructor's design:paramtypes only for a class that has a
//   decorator of its own, as TypeScript does; a class whose only decorator is on a method gets design:* metadata for
//   that method and none for its constructor.
// - config/performance/remove-console, the array form: "The minifier treats these calls as side-effect free and removes
//   them". pure_funcs lets SWC's compressor drop a call whose value is unused only: with ['log'], an arrow function
//   whose body is console.log(...) and `const r = console.log(...)` keep their call, which still prints; with true
//   (drop_console) both become void 0.
// - config/performance/remove-console: "Methods outside the list, such as console.debug or console.time, cannot be
//   selected here because the type does not include them". Only the type rejects them (ConsoleType in
//   @rsbuild/shared's dist/types/config/performance.d.ts): the array is mapped to console.<name> whatever the name
//   (shared/src/minimize.ts), and the build does not check types. rsbuild build of an rsbuild.config.ts with
//   defineConfig and ['debug', 'time', 'timeEnd'] removed those three calls and kept console.log.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ROOT,
  VUE_LINKS,
  build,
  compilations,
  devServer,
  distText,
  edit,
  launchBrowser,
  nextCompilation,
  page,
  pageSays,
  project,
  rsbuild,
  waitFor,
  vueIndentedSassErrors,
} from './topics-support';

const VUE_ROUTER_DEPS = process.env.VUE_ROUTER_DEPS;

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue

const VUE_CONFIG = "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n";

test('plugins/list/plugin-vue "an edit of a component\'s template or styles ... keeps the component\'s state; an edit of its <script> re-creates the component (the whole app for the root component)": in rsbuild dev, a template edit of App.vue keeps both counters without a reload, a script edit of Child.vue resets its counter only, one of App.vue resets both', async () => {
  pageSays('plugins/list/plugin-vue', {
    en: 'an edit of its `<script>` re-creates the component (the whole app for the root component), whose state starts over.',
    zh: '修改 `<script>` 则会重新创建这个组件（修改根组件时重新创建整个应用），它的状态随之重置。',
  });
  const dir = project(
    {
      'rsbuild.config.mjs': VUE_CONFIG,
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
      'src/App.vue':
        '<script setup>\nimport { ref } from \'vue\';\nimport Child from \'./Child.vue\';\nconst count = ref(0);\n</script>\n\n<template>\n  <button id="app" @click="count++">app {{ count }}</button>\n  <Child />\n</template>\n\n<style scoped>\nbutton { color: rgb(0, 0, 1); }\n</style>\n',
      'src/Child.vue':
        '<script setup>\nimport { ref } from \'vue\';\nconst count = ref(0);\n</script>\n\n<template>\n  <button id="child" @click="count++">child {{ count }}</button>\n</template>\n',
    },
    VUE_LINKS,
  );
  const server = await devServer(dir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const logged: string[] = [];
    let loads = 0;
    page.on('console', (m) => logged.push(m.text()));
    page.on('load', () => (loads += 1));
    await page.goto(server.url);
    await page.waitForSelector('#child');
    assert.ok(await waitFor(() => logged.includes('[HMR] connected.'), 30_000), logged.join('\n'));
    const texts = async (): Promise<string> => `${await page.textContent('#app')} / ${await page.textContent('#child')}`;
    const after = async (file: string, from: string, to: string, until: (text: string) => boolean): Promise<string> => {
      const done = compilations(server);
      edit(dir, file, from, to);
      await nextCompilation(server, done);
      assert.ok(await waitFor(async () => until(await texts().catch(() => '')), 30_000), `after editing ${file}: ${await texts()}`);
      return texts();
    };
    for (const id of ['#app', '#app', '#child', '#child', '#child']) await page.click(id);
    assert.equal(await texts(), 'app 2 / child 3');

    // Template and style of the root component: both counters keep their values.
    assert.equal(await after('src/App.vue', '>app {{', '>root {{', (t) => t.startsWith('root')), 'root 2 / child 3');
    await after('src/App.vue', 'rgb(0, 0, 1)', 'rgb(0, 0, 2)', () => true);
    assert.ok(await waitFor(async () => (await page.$eval('#app', (b) => getComputedStyle(b).color)) === 'rgb(0, 0, 2)', 30_000));
    assert.equal(await texts(), 'root 2 / child 3');
    // Script of the child: the child starts over, the root keeps its count.
    assert.equal(await after('src/Child.vue', 'ref(0);', 'ref(0);\nconst unused = 1;', (t) => t.endsWith('child 0')), 'root 2 / child 0');
    // Script of the root: the whole app is mounted again.
    assert.equal(await after('src/App.vue', 'ref(0);', 'ref(0);\nconst unused = 1;', (t) => t.startsWith('root 0')), 'root 0 / child 0');
    assert.equal(loads, 1, 'no page reload');
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('plugins/list/plugin-vue splitChunks "A production build of a small app (App.vue with a counter and a <RouterView>, one route; Vue 3.4.21, vue-router 4.3.0) prints the following" and "this shrinks lib-vue from 67.6 kB to 64.2 kB": rsbuild build prints the sizes of the page\'s table, and __VUE_OPTIONS_API__: false through tools.bundlerChain makes lib-vue 64.2 kB', {
  skip: VUE_ROUTER_DEPS ? false : 'VUE_ROUTER_DEPS is not set: vue-router is not installed in the repository',
}, () => {
  const deps = path.join(VUE_ROUTER_DEPS ?? '', 'node_modules');
  assert.equal(JSON.parse(fs.readFileSync(path.join(deps, 'vue-router/package.json'), 'utf8')).version, '4.3.0');
  pageSays('plugins/list/plugin-vue', {
    en: 'this shrinks `lib-vue` from 67.6 kB to 64.2 kB.',
    zh: '这项修改让 `lib-vue` 从 67.6 kB 减小到 64.2 kB。',
  });
  const app = {
    'src/index.ts':
      "import { createApp } from 'vue';\nimport { createRouter, createWebHistory } from 'vue-router';\nimport App from './App.vue';\nimport Home from './Home.vue';\n\nconst router = createRouter({ history: createWebHistory(), routes: [{ path: '/', component: Home }] });\ncreateApp(App).use(router).mount('#root');\n",
    'src/App.vue':
      '<script setup lang="ts">\nimport { ref } from \'vue\';\n\nconst count = ref(0);\n</script>\n\n<template>\n  <button @click="count++">count {{ count }}</button>\n  <RouterView />\n</template>\n\n<style scoped>\nbutton { color: teal; }\n</style>\n',
    'src/Home.vue':
      '<script setup lang="ts">\ndefineProps<{ title?: string }>();\n</script>\n\n<template>\n  <h1>{{ title ?? \'Home\' }}</h1>\n</template>\n',
  };
  const withRouter = (files: Record<string, string>): string => {
    const dir = project(files, VUE_LINKS);
    for (const name of ['vue-router', '@vue/devtools-api']) {
      // Copied, not linked: a link would resolve vue-router's own import of vue from VUE_ROUTER_DEPS.
      fs.cpSync(path.join(deps, name), path.join(dir, 'node_modules', name), { recursive: true });
    }
    return dir;
  };
  /** The File lines of the size report: the path with the content hash written as [hash], size and gzipped size in kB. */
  const sizes = (text: string): [string, number, number][] =>
    [...text.matchAll(/^ *(dist\/\S+) +([\d.]+) kB +([\d.]+) kB$/gm)].map((m) => [
      m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'),
      Number(m[2]),
      Number(m[3]),
    ]);
  const table = sizes(page('en', 'plugins/list/plugin-vue'));
  assert.deepEqual(sizes(page('zh', 'plugins/list/plugin-vue')), table);
  assert.deepEqual(
    table.map(([file]) => file),
    [
      'dist/static/css/index.[hash].css',
      'dist/index.html',
      'dist/static/js/index.[hash].js',
      'dist/static/js/lib-router.[hash].js',
      'dist/static/js/lib-vue.[hash].js',
    ],
  );
  // Module ids are derived from paths, so a chunk's size may differ by a few bytes from one project folder to another.
  const near = (actual: [string, number, number][], expected: [string, number, number][]): void => {
    assert.deepEqual(
      actual.map(([file]) => file),
      expected.map(([file]) => file),
    );
    actual.forEach(([file, size, gzipped], i) => {
      assert.ok(
        Math.abs(size - expected[i][1]) <= 0.11 && Math.abs(gzipped - expected[i][2]) <= 0.11,
        `${file}: ${size} kB / ${gzipped} kB`,
      );
    });
  };
  near(sizes(build(withRouter({ ...app, 'rsbuild.config.mjs': VUE_CONFIG })).output), table);

  const flag = withRouter({
    ...app,
    'rsbuild.config.mjs':
      "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default {\n  plugins: [pluginVue()],\n  tools: {\n    bundlerChain(chain, { CHAIN_ID }) {\n      chain.plugin(CHAIN_ID.PLUGIN.DEFINE).tap(([definitions]) => [{ ...definitions, __VUE_OPTIONS_API__: false }]);\n    },\n  },\n};\n",
  });
  const vue = sizes(build(flag).output).find(([file]) => file.includes('lib-vue'));
  assert.ok(vue && Math.abs(vue[1] - 64.2) <= 0.11, `lib-vue with __VUE_OPTIONS_API__: false: ${vue?.[1]} kB`);
});

test('plugins/list/plugin-vue Limits "<style lang=\"sass\"> fails ... with a Sass syntax error that depends on the content, such as expected \"{\" or Expected digit.": a component with indented Sass stops the build with expected "{", another with Expected digit.', () => {
  pageSays('plugins/list/plugin-vue', {
    en: 'the build fails with a Sass syntax error that depends on the content, such as `expected "{"` or `Expected digit.`.',
    zh: '构建失败并报 Sass 语法错误，具体信息取决于样式内容，例如 `expected "{"` 或 `Expected digit.`。',
  });
  assert.deepEqual(vueIndentedSassErrors(), ['expected "{".', 'Expected digit.']);
});

test('plugins/list/plugin-vue Common problems "both stop the command while the configuration is loaded (Failed to load file: followed by the absolute path of rsbuild.config.ts)": without vue, the plugin\'s vue-loader stops rsbuild build with the @vitejs/plugin-vue message under Failed to load file: <dir>/rsbuild.config.ts', () => {
  pageSays('plugins/list/plugin-vue', {
    en: '(`Failed to load file:` followed by the absolute path of `rsbuild.config.ts`), before anything compiles.',
    zh: '（`Failed to load file:` 后面是 `rsbuild.config.ts` 的绝对路径），还没开始编译。',
  });
  // The plugin and its vue-loader copied into the project (a link would resolve vue beside the store's vue-loader),
  // vue-loader's own dependencies linked, vue left out.
  const plugin = fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-plugin-vue-0.5'));
  const store = path.dirname(fs.realpathSync(path.join(plugin, '../../vue-loader')));
  const links: Record<string, string> = { '@rsbuild/core': 'rsbuild-0.5' };
  const dir = project(
    {
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({ plugins: [pluginVue()] });\n",
      'src/index.js': "document.title = 'app';\n",
    },
    links,
  );
  const modules = path.join(dir, 'node_modules');
  fs.cpSync(path.join(plugin, 'dist'), path.join(modules, '@rsbuild/plugin-vue/dist'), { recursive: true });
  fs.copyFileSync(path.join(plugin, 'package.json'), path.join(modules, '@rsbuild/plugin-vue/package.json'));
  fs.cpSync(path.join(store, 'vue-loader'), path.join(modules, 'vue-loader'), { recursive: true, dereference: true });
  fs.symlinkSync(fs.realpathSync(path.join(plugin, '../shared')), path.join(modules, '@rsbuild/shared'), 'dir');
  for (const name of ['chalk', 'hash-sum', 'watchpack', 'webpack']) {
    fs.symlinkSync(fs.realpathSync(path.join(store, name)), path.join(modules, name), 'dir');
  }
  assert.ok(!fs.existsSync(path.join(modules, 'vue')));
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.ok(run.output.includes(`error   Failed to load file: ${path.join(dir, 'rsbuild.config.ts')}\n`), run.output);
  assert.match(run.output, /@vitejs\/plugin-vue requires vue \(>=3\.2\.13\) or @vue\/compiler-sfc to be present in the dependency tree\./);
  assert.ok(!fs.existsSync(path.join(dir, 'dist')), 'nothing compiled');
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test('config/source/decorators "In the files that SWC compiles ... decorators are parsed without any setting ... A file that SWC does not compile stops the build at its first decorator" and "a decorator in one of them stops the build with Module parse failed:": a decorated class in src/index.js builds; the same class in a .js file of node_modules stops the build', () => {
  pageSays('config/source/decorators', {
    en: 'A file that SWC does not compile stops the build at its first decorator (see Caveats).',
    zh: 'SWC 不编译的文件遇到第一个装饰器就会让构建失败（参见注意事项）。',
  });
  pageSays('config/source/decorators', {
    en: 'and a decorator in one of them stops the build with `Module parse failed:`.',
    zh: '其中的装饰器会让构建报 `Module parse failed:`。',
  });
  const decorated = 'const mark = (target) => { target.marked = true; };\n@mark\nexport class Store {}\n';
  const dir = project({
    'src/index.js': `${decorated}document.title = String(Store.marked);\n`,
    'node_modules/stores/package.json': '{ "name": "stores", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/stores/index.js': decorated,
  });
  build(dir);
  fs.writeFileSync(path.join(dir, 'src/index.js'), "import { Store } from 'stores';\ndocument.title = String(Store.marked);\n");
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/stores\/index\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected/,
  );
});

test('config/source/decorators "Vue\'s compiler ... turns decorators on by itself only for lang=\"ts\" and lang=\"tsx\" ... or, for JavaScript, pass vueLoaderOptions: { babelParserPlugins: [\'decorators-legacy\'] }": a decorated class in <script> stops the build with the parser message; with babelParserPlugins it builds, and so does <script lang="tsx">', () => {
  pageSays('config/source/decorators', {
    en: "or, for JavaScript, pass `vueLoaderOptions: { babelParserPlugins: ['decorators-legacy'] }` to `pluginVue()`.",
    zh: "如果要用 JavaScript，给 `pluginVue()` 传入 `vueLoaderOptions: { babelParserPlugins: ['decorators-legacy'] }`。",
  });
  const component = (lang: string): string =>
    `<script${lang}>\nfunction Component(c) { c.decorated = 'decorated class'; return c; }\n@Component\nexport default class Home {}\n</script>\n\n<template><p>home</p></template>\n`;
  const dir = project(
    {
      'rsbuild.config.mjs': VUE_CONFIG,
      'src/index.js': "import Tsx from './Tsx.vue';\ndocument.title = Tsx.decorated;\n",
      'src/Home.vue': component(''),
      'src/Tsx.vue': component(' lang="tsx"'),
    },
    VUE_LINKS,
  );
  build(dir);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /decorated class/);
  fs.writeFileSync(
    path.join(dir, 'src/index.js'),
    "import Home from './Home.vue';\nimport Tsx from './Tsx.vue';\ndocument.title = Home.decorated + Tsx.decorated;\n",
  );
  const plain = rsbuild(dir, ['build']);
  assert.notEqual(plain.code, 0);
  assert.match(
    plain.output,
    /SyntaxError: \[vue\/compiler-sfc\] This experimental syntax requires enabling one of the following parser plugin\(s\): "decorators", "decorators-legacy"\. \(3:0\)/,
  );

  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue({ vueLoaderOptions: { babelParserPlugins: ['decorators-legacy'] } })] };\n",
  );
  build(dir);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(js.split('decorated class').length - 1, 2, 'both components are compiled with their decorator');
  assert.doesNotMatch(js, /@Component/);
});

test('config/source/decorators "which the default legacy emits from the TypeScript types of a class\'s constructor parameters when the class itself has a decorator (one on a method or property only is not enough)": design:paramtypes of the constructor is emitted for a decorated class only', () => {
  pageSays('config/source/decorators', {
    en: 'when the class itself has a decorator (one on a method or property only is not enough).',
    zh: '类本身带有装饰器时，默认的 `legacy` 会根据构造函数参数的 TypeScript 类型生成它（只有方法或属性上有装饰器时不会生成）。',
  });
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { minify: false, targets: ['node'] } };\n",
    'src/index.ts': [
      'const mark = (..._args: unknown[]): any => undefined;',
      'class Dep {}',
      '@mark',
      'export class Decorated {',
      '  constructor(readonly first: Dep) {}',
      '}',
      'export class MethodOnly {',
      '  constructor(readonly second: Dep) {}',
      '  @mark run(a: string): number { return a.length; }',
      '}',
      '(globalThis as any).classes = [Decorated, MethodOnly];',
      '',
    ].join('\n'),
  });
  build(dir);
  const js = distText(dir, /^server\/index\.js$/);
  const decorations = [...js.matchAll(/_ts_decorate[\w]*\._\)\(\[([\s\S]*?)\], ([\w.]+)(?:, "(\w+)", null)?\);/g)].map((m) => ({
    target: m[3] ? `${m[2]}.${m[3]}` : m[2],
    metadata: [...m[1].matchAll(/"design:(\w+)", (\[[^\]]*\]|\w+)/g)].map((d) => `${d[1]} ${d[2].replace(/\s+/g, '')}`),
  }));
  assert.deepEqual(decorations, [
    { target: 'Decorated', metadata: ['type Function', 'paramtypes [typeofDep==="undefined"?Object:Dep]'] },
    { target: 'MethodOnly.prototype.run', metadata: ['type Function', 'paramtypes [String]', 'returntype Number'] },
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console

test('config/performance/remove-console "A call whose result is used stays and still prints, such as the body of an arrow function ... or const r = console.log(x); with true it becomes void 0": with [\'log\'] the arrow body and the assigned call stay in the build, a statement call goes; with true all three are gone', () => {
  pageSays('config/performance/remove-console', {
    en: "A call whose result is used stays and still prints, such as the body of an arrow function (`onClick={() => console.log('clicked')}`) or `const r = console.log(x)`; with `true` it becomes `void 0`.",
    zh: "返回值被使用的调用会保留，运行时照样输出，例如箭头函数的函数体（`onClick={() => console.log('clicked')}`）或 `const r = console.log(x)`；使用 `true` 时它们会变成 `void 0`。",
  });
  const dir = project({
    'rsbuild.config.mjs': "export default { performance: { removeConsole: ['log'] } };\n",
    'src/index.js':
      "const onClick = () => console.log('arrow body');\nconst r = console.log('result used');\nconsole.log('statement');\nglobalThis.kept = [onClick, r];\n",
  });
  build(dir);
  const some = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(some, /\(\)=>console\.log\("arrow body"\)/);
  assert.match(some, /=console\.log\("result used"\)/);
  assert.doesNotMatch(some, /statement/);

  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), 'export default { performance: { removeConsole: true } };\n');
  build(dir);
  const all = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.doesNotMatch(all, /console|arrow body|result used|statement/);
  assert.match(all, /\(\)=>void 0/);
});

test("config/performance/remove-console \"The type allows only these six methods. Other names, such as 'debug' or 'time', still work when the build runs (it does not check types) but are type errors in rsbuild.config.ts\": ConsoleType lists six methods; an rsbuild.config.ts with removeConsole: ['debug', 'time', 'timeEnd'] builds and removes those calls, keeping console.log", () => {
  pageSays('config/performance/remove-console', {
    en: "The type allows only these six methods. Other names, such as `'debug'` or `'time'`, still work when the build runs (it does not check types) but are type errors in `rsbuild.config.ts`",
    zh: "类型只允许这六个方法。其他名称（例如 `'debug'`、`'time'`）在构建时同样生效（构建不做类型检查），但在 `rsbuild.config.ts` 中会报类型错误",
  });
  const types = fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/dist/types/config/performance.d.ts'), 'utf8');
  assert.match(types, /export type ConsoleType = 'log' \| 'info' \| 'warn' \| 'error' \| 'table' \| 'group';/);
  const dir = project(
    {
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  performance: {\n    removeConsole: ['debug', 'time', 'timeEnd'],\n  },\n});\n",
      'src/index.js': "console.debug('debug call');\nconsole.time('timer');\nconsole.timeEnd('timer');\nconsole.log('log call');\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error/i);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.doesNotMatch(js, /debug call|timer/);
  assert.match(js, /console\.log\("log call"\)/);
});
