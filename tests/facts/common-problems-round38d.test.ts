// Facts behind the thirty-eighth round's (d) items, as readers describe the problem:
// 1. guide/framework/react: Module parse failed: index.js Unexpected token (10:12) You may need an appropriate loader <div>.
// 2. guide/framework/react: JSX parsing error, Unexpected token points at the start of the < character, main.jsx.
// 3. guide/optimization/split-chunk: a separate bundle for vendor libraries and a bundle just for the app code.
// 4. plugins/list/plugin-svelte: <style lang="scss"> ParseError: Selector is expected, how to use scss.
// 5. plugins/list/plugin-type-check: type errors list quickly in the CLI but are cleared, "Compiled Successfully".
// 6. plugins/list/plugin-umd: a library injectable in any HTML page with a script tag, a function in the global namespace.
// 7. plugins/list/plugin-vue: 怎么配置才能在 import 的时候省略组件的拓展名 .vue.
// 8. plugins/list/plugin-vue2: Module not found: Error: Can't resolve './Hello', can't import .vue files.
// 9. plugins/list/plugin-vue2: import HelloWorld from './components/HelloWorld' not compiled, must be HelloWorld.vue.
// 10. plugins/list/plugin-vue2: 连续 Button（vue/cli 3.0.0 以上）默认间隔消失.
// 11. plugins/list/plugin-vue2: index.vue 无法自动识别，vue 后缀不是默认识别后缀，怎么处理.
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with @rsbuild/plugin-react 0.5.9 or
// @rsbuild/plugin-vue 0.5.9 where they are needed, Chromium where a page is looked at, or tsc.
//
// Resting on other sources, or run only with packages installed outside the repository:
// - guide/framework/react (1, 2): webpack's `Module parse failed: Unexpected token (10:12)` with `You may need an
//   appropriate loader to handle this file type`, for a file that no loader handled, is the reports' output
//   (mschwarzmueller/reactjs-basics#12, srn/react-webpack-boilerplate#15); webpack is not run here.
// - guide/optimization/split-chunk (3): the report is sabarasaba/modern-backbone-starterkit#9 (webpack). Run here.
// - plugins/list/plugin-svelte (4): the report is sveltejs/svelte-preprocess#35 (rollup-plugin-svelte). The
//   registry has no @rsbuild/plugin-svelte 0.5.9: with SVELTE_DEPS set to a folder whose node_modules holds
//   svelte@4.2.12, svelte-loader@3.2.0, svelte-preprocess@5.1.3 and sass@1.72.0 (`npm install` there), the tests run
//   the Svelte compiler, and a CommonJS copy of the plugin's 0.5.9 src/index.ts as its stand-in; without it they skip.
// - plugins/list/plugin-type-check (5): the report is TypeStrong/fork-ts-checker-webpack-plugin#71 (Create React App's
//   dev server, which cleared the terminal). The registry has no @rsbuild/plugin-type-check 0.5.9: with
//   TYPE_CHECK_DEPS set to a folder whose node_modules holds fork-ts-checker-webpack-plugin@9.0.2 (the version the
//   plugin pins) and webpack@5.91.0, the test runs a CommonJS copy of the plugin's 0.5.9 src/index.ts; without it, it
//   skips. The run is under `script`, which gives the dev server a TTY: a save of a source file clears nothing, a save of
//   the config file restarts the dev server, which clears the terminal (dist/server/restart.js, on a TTY only), and the
//   check prints the error again. That a changed .env file restarts it as well is not run here.
// - plugins/list/plugin-umd (6): the report is transitive-bullshit/react-modern-library-boilerplate#18 (Rollup). The
//   stand-in for @rsbuild/plugin-umd 0.5.9 is that of common-problems-round35d.test.ts (its source, as CommonJS).
// - plugins/list/plugin-vue2 (8, 9, 10, 11): the reports are vuejs-templates/webpack-simple#130, bencodezen/
//   vue-enterprise-boilerplate#211, view-design/ViewUI#648 and airyland/vux#601 (webpack and Vue CLI). That Vue CLI 3
//   and later drop the space between consecutive buttons, and that whitespace: 'preserve' is the fix given there, are the
//   ViewUI report; Vue CLI is not run. The registry has no @rsbuild/plugin-vue2 0.5.9: with VUE2_DEPS set to a folder
//   whose node_modules holds vue@2.7.16, vue-loader@15.11.1 and webpack@5.91.0, the tests run a CommonJS copy of the
//   plugin's 0.5.9 src/index.ts (without its splitChunks part); without it they skip. ViewUI's <Button> is played by a component of ours that renders a <button>, and vux by a
//   package of ours with src/components/x-input/index.vue: the page says so, and claims nothing of the real vux.
// - plugins/list/plugin-vue (7): the report is codercup/unibest#131 (uni-app on Vite). Run here with the real plugin.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  RSBUILD_BIN,
  ROOT,
  VUE_LINKS,
  build,
  distFiles,
  distText,
  edit,
  freePort,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
  waitFor,
  linkPackages,
} from './topics-support';
import { PLUGIN_SVELTE } from './lib/stand-ins';
import { PLUGIN_UMD } from './stand-in-plugins';

const browser = sharedBrowser();

/** Builds `dir`, serves it with `rsbuild preview` and reads `page` with `read`, with its uncaught exceptions. */
async function builtPage<T>(dir: string, read: () => T, page = '/'): Promise<{ errors: string[]; value: T }> {
  build(dir);
  const server = await previewServer(dir);
  try {
    return await visit(browser(), `${server.url}${page}`, read);
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react (1) "Module parse failed: index.js Unexpected token (10:12) You may need an appropriate loader
// <div>", (2) "JSX parsing error Unexpected token points at the start of < character main.jsx"

test('guide/framework/react "Module parse failed: index.js Unexpected token (10:12) You may need an appropriate loader <div>" and "JSX parsing error at the < of main.jsx": with pluginReact() and no loader rule of its own, JSX in src/index.js and in an entry src/main.jsx builds and renders', async () => {
  const app = (file: string) =>
    `import { createRoot } from 'react-dom/client';\nfunction App() {\n  return <div className="app">${file} rendered</div>;\n}\ncreateRoot(document.getElementById('root')).render(<App />);\n`;
  const read = () => document.querySelector('.app')?.textContent ?? null;
  // The alias keeps react-dom on React 18 (this site's react-dom-18 is installed next to React 19), as in round 26e.
  const config = `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} }`;
  const indexJs = project({ 'rsbuild.config.mjs': `${config} } };\n`, 'src/index.js': app('index.js') }, REACT_LINKS);
  assert.deepEqual(await builtPage(indexJs, read), { errors: [], value: 'index.js rendered' });
  const mainJsx = project(
    { 'rsbuild.config.mjs': `${config}, entry: { main: './src/main.jsx' } } };\n`, 'src/main.jsx': app('main.jsx') },
    REACT_LINKS,
  );
  assert.deepEqual(await builtPage(mainJsx, read, '/main.html'), { errors: [], value: 'main.jsx rendered' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (3) "separate bundle for vendor libraries and a bundle just for the app code"

test('guide/optimization/split-chunk "separate bundle for vendor libraries and a bundle just for the app code": with an entry named main and the single-vendor strategy, the build writes main.[hash].js with the app code and vendor.[hash].js with the packages, and the HTML loads both; with filenameHash false they are main.js and vendor.js', () => {
  const files = (extra: string) => ({
    'node_modules/chart-lib/package.json': '{ "name": "chart-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/chart-lib/index.js': "exports.draw = function (el) { el.textContent = 'vendor-lib-mark'; };\n",
    'node_modules/date-lib/package.json': '{ "name": "date-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/date-lib/index.js': "exports.today = function () { return 'date-lib-mark'; };\n",
    'src/index.js':
      "import { draw } from 'chart-lib';\nimport { today } from 'date-lib';\ndraw(document.body);\nwindow.appMark = 'app-code-mark ' + today();\n",
    'rsbuild.config.mjs': `export default { source: { entry: { main: './src/index.js' } }, performance: { chunkSplit: { strategy: 'single-vendor' } }${extra} };\n`,
  });
  const hashed = project(files(''));
  build(hashed);
  const js = distFiles(hashed).filter((f) => f.endsWith('.js'));
  assert.equal(js.length, 2, js.join('\n'));
  assert.match(js[0], /^static\/js\/main\.[0-9a-f]{8}\.js$/);
  assert.match(js[1], /^static\/js\/vendor\.[0-9a-f]{8}\.js$/);
  const read = (f: string) => fs.readFileSync(path.join(hashed, 'dist', f), 'utf8');
  assert.match(read(js[0]), /app-code-mark/);
  assert.doesNotMatch(read(js[0]), /vendor-lib-mark|date-lib-mark/);
  assert.match(read(js[1]), /vendor-lib-mark/);
  assert.match(read(js[1]), /date-lib-mark/);
  const html = read('main.html');
  assert.ok(html.includes(js[0]) && html.includes(js[1]), html);
  const plain = project(files(', output: { filenameHash: false }'));
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.js')),
    ['static/js/main.js', 'static/js/vendor.js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svelte (4) "<style lang=\"scss\"> ParseError: Selector is expected how to use scss"

const SVELTE_DEPS = process.env.SVELTE_DEPS;

/** The component of the report: a :global() rule, then a Sass variable at the top level of the block. */
const SCSS_COMPONENT =
  '<h1><a class="active" href="/">home</a> title</h1>\n\n<style lang="scss">\n:global(a.active) {\n  color: crimson;\n}\n\n$test: green;\nh1 {\n  color: $test;\n}\n</style>\n';

test('plugins/list/plugin-svelte "<style lang=\\"scss\\"> ParseError: Selector is expected": the Svelte 4 compiler, given the block without a preprocessor, throws ParseError "Selector is expected" at $test: green;; through the plugin (svelte-preprocess and sass installed) the same component builds, $test is green and a.active stays global', {
  skip: SVELTE_DEPS ? false : 'SVELTE_DEPS is not set: Svelte, svelte-loader and svelte-preprocess are not installed in the repository',
}, async () => {
  const deps = SVELTE_DEPS ?? '';
  const compilerPath = path.join(deps, 'node_modules/svelte/compiler.cjs');
  const { compile } = createRequire(import.meta.url)(compilerPath) as { compile: (source: string, options: object) => unknown };
  let thrown: { name?: string; code?: string; message?: string; start?: { line: number; column: number } } = {};
  try {
    compile(SCSS_COMPONENT, { filename: 'App.svelte' });
  } catch (e) {
    thrown = e as typeof thrown;
  }
  assert.equal(thrown.name, 'ParseError');
  assert.equal(thrown.code, 'css-syntax-error');
  assert.equal(thrown.message, 'Selector is expected');
  assert.deepEqual(thrown.start && [thrown.start.line, thrown.start.column], [8, 0]);

  const dir = project(
    {
      'svelte-plugin.cjs': PLUGIN_SVELTE(deps),
      'rsbuild.config.mjs': "import { pluginSvelte } from './svelte-plugin.cjs';\nexport default { plugins: [pluginSvelte()] };\n",
      'src/App.svelte': SCSS_COMPONENT,
      'src/index.js': "import App from './App.svelte';\nnew App({ target: document.getElementById('root') });\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  linkPackages(dir, deps, ['svelte']);
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.doesNotMatch(run.output, /Selector is expected/);
  const css = distText(dir, /\.css$/);
  assert.match(css, /(^|[}\s])a\.active\{color:crimson\}/);
  assert.match(css, /h1\.svelte-[a-z0-9]+\{color:green\}/);
  const server = await previewServer(dir);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () => ({
      link: getComputedStyle(document.querySelector('a.active') as Element).color,
      title: getComputedStyle(document.querySelector('h1') as Element).color,
    }));
    assert.deepEqual(errors, []);
    assert.deepEqual(value, { link: 'rgb(220, 20, 60)', title: 'rgb(0, 128, 0)' });
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check (5) "type errors list quickly in CLI but are cleared Compiled Successfully"

const TYPE_CHECK_DEPS = process.env.TYPE_CHECK_DEPS;

/** @rsbuild/plugin-type-check 0.5.9 (packages/plugin-type-check/src/index.ts) as CommonJS, the checker from TYPE_CHECK_DEPS. */
const PLUGIN_TYPE_CHECK = (deps: string) => `const { logger } = require('@rsbuild/core');
const { fse, CHAIN_ID, deepmerge, NODE_MODULES_REGEX, mergeChainedOptions } = require('@rsbuild/shared');
const CHECKER = ${JSON.stringify(path.join(deps, 'node_modules/fork-ts-checker-webpack-plugin'))};
exports.pluginTypeCheck = (options = {}) => ({
  name: 'rsbuild:type-check',
  setup(api) {
    api.modifyBundlerChain(async (chain, { target, isProd }) => {
      const { enable = true, forkTsCheckerOptions } = options;
      if (!api.context.tsconfigPath || enable === false) return;
      if (target !== api.context.targets[0]) return;
      let typescriptPath;
      try {
        typescriptPath = require.resolve('typescript', { paths: [api.context.rootPath] });
      } catch (err) {
        logger.warn('"typescript" is not found in current project, Type checker will not work.');
        return;
      }
      const ForkTsCheckerWebpackPlugin = require(CHECKER);
      const json5 = require('@rsbuild/shared/json5');
      const { references } = json5.parse(fse.readFileSync(api.context.tsconfigPath, 'utf-8'));
      const useReference = Array.isArray(references) && references.length > 0;
      const defaultOptions = {
        typescript: { mode: 'readonly', build: useReference, memoryLimit: 8192, configFile: api.context.tsconfigPath, typescriptPath },
        issue: { exclude: [({ file = '' }) => NODE_MODULES_REGEX.test(file)] },
        logger: {
          log() {},
          error(message) {
            console.error(message.replace(/ERROR/g, 'Type Error'));
          },
        },
      };
      const typeCheckerOptions = mergeChainedOptions({ defaults: defaultOptions, options: forkTsCheckerOptions, mergeFn: deepmerge });
      if (isProd) logger.info('Type checker is enabled. It may take some time.');
      chain.plugin(CHAIN_ID.PLUGIN.TS_CHECKER).use(ForkTsCheckerWebpackPlugin, [typeCheckerOptions]);
    });
  },
});
`;

/** Starts `rsbuild dev` in `dir` under `script`, so that it writes to a terminal (a TTY) as it does for a reader. */
async function devOnTty(dir: string, t: { after: (fn: () => void) => void }): Promise<{ url: string; log: () => string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', TERM: 'xterm' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  delete env.NODE_PATH;
  const command = `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(RSBUILD_BIN)} dev --port ${port}`;
  const child: ChildProcess = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: dir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  t.after(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  assert.ok(await waitFor(() => /ready\s+Client compiled/.test(log), 60_000), log);
  return { url: `http://localhost:${port}`, log: () => log };
}

test('plugins/list/plugin-type-check "type errors list quickly in CLI but are cleared, Compiled Successfully": in rsbuild dev on a terminal, the compile line comes first and the type error is printed after it; a source edit clears nothing, the page is served, and after an edit that keeps the error it is printed again after the new compile line; a save of the config file clears the terminal and restarts, and the error comes again', {
  skip: TYPE_CHECK_DEPS ? false : 'TYPE_CHECK_DEPS is not set: fork-ts-checker-webpack-plugin is not installed in the repository',
}, async (t) => {
  const dir = project(
    {
      'type-check-plugin.cjs': PLUGIN_TYPE_CHECK(TYPE_CHECK_DEPS ?? ''),
      'rsbuild.config.mjs':
        "import { pluginTypeCheck } from './type-check-plugin.cjs';\nexport default { plugins: [pluginTypeCheck()] };\n",
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, lib: ['DOM', 'ES2020'] },
        include: ['src'],
      }),
      'src/index.ts':
        "function formatPrice(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n\ndocument.body.textContent = formatPrice('1999');\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5', typescript: 'typescript' },
  );
  const server = await devOnTty(dir, t);
  const typeError =
    /Type Error in \.\/src\/index\.ts:5:41\s+TS2345: Argument of type 'string' is not assignable to parameter of type 'number'\./g;
  assert.ok(await waitFor(() => (server.log().match(typeError) ?? []).length >= 1, 60_000), server.log());
  const first = server.log();
  assert.ok(first.search(/ready\s+Client compiled/) < first.search(typeError), first);
  assert.equal((await fetch(`${server.url}/`)).status, 200);
  edit(dir, 'src/index.ts', "formatPrice('1999')", "formatPrice('2999')");
  assert.ok(await waitFor(() => (server.log().match(typeError) ?? []).length >= 2, 60_000), server.log());
  const log = server.log();
  const compiles = [...log.matchAll(/ready\s+Client compiled/g)].map((m) => m.index ?? 0);
  const errors = [...log.matchAll(typeError)].map((m) => m.index ?? 0);
  assert.equal(compiles.length, 2, log);
  assert.ok(compiles[0] < errors[0] && errors[0] < compiles[1] && compiles[1] < errors[1], log);
  assert.ok(!log.includes('\x1B[2J') && !log.includes('\x1Bc') && !log.includes('\x1B[3J'), 'the terminal was cleared');
  assert.doesNotMatch(log, /Failed to compile|Compile error/);
  // A save of the config file restarts the dev server: the terminal is cleared, then the error comes again after the
  // restarted server's compile line.
  fs.appendFileSync(path.join(dir, 'rsbuild.config.mjs'), '// saved again\n');
  assert.ok(await waitFor(() => (server.log().match(typeError) ?? []).length >= 3, 60_000), server.log());
  const restarted = server.log().slice(log.length);
  const clear = restarted.indexOf('\x1B[H\x1B[2J');
  assert.ok(clear >= 0, restarted);
  const notice = restarted.search(/info\s+Restart because rsbuild\.config\.mjs is changed\./);
  const compile = restarted.search(/ready\s+Client compiled/);
  assert.ok(clear < notice && notice < compile && compile < restarted.search(typeError), restarted);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-umd (6) "library injectable in any html page with a script tag function in global namespace"

test("plugins/list/plugin-umd \"library injectable in any html page with a script tag, a function in the global namespace\": with pluginReact() and pluginUmd({ name: 'loadMyLib', export: 'default' }), the build writes index.js alone, and a plain HTML page on another server that loads it with a <script> tag calls loadMyLib(element, props) and gets the React component rendered, with no React of its own", async (t) => {
  const dir = project(
    {
      'node_modules/@rsbuild/plugin-umd/package.json': '{ "name": "@rsbuild/plugin-umd", "version": "0.5.9", "main": "index.js" }\n',
      'node_modules/@rsbuild/plugin-umd/index.js': PLUGIN_UMD,
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginUmd } from '@rsbuild/plugin-umd';\nexport default {\n  plugins: [pluginReact(), pluginUmd({ name: 'loadMyLib', export: 'default' })],\n  source: { alias: { react: ${JSON.stringify(REACT_18)} } },\n};\n`,
      'src/Widget.jsx': 'export default function Widget({ name }) {\n  return <p className="greeting">Hello, {name}</p>;\n}\n',
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport Widget from './Widget';\n\nexport default function loadMyLib(element, props) {\n  createRoot(element).render(<Widget {...props} />);\n}\n",
    },
    REACT_LINKS,
  );
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.js'],
  );
  const site = fs.mkdtempSync(path.join(path.dirname(dir), 'rsbuild-fact-site-'));
  t.after(() => fs.rmSync(site, { recursive: true, force: true }));
  fs.copyFileSync(path.join(dir, 'dist/index.js'), path.join(site, 'my-lib.js'));
  fs.writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html><body><div id="widget"></div>\n<script src="/my-lib.js"></script>\n<script>loadMyLib(document.getElementById(\'widget\'), { name: \'Ada\' });</script>\n</body></html>\n',
  );
  const origin = await staticHost(t, site);
  const { errors, value } = await visit(browser(), `${origin}/`, () => ({
    text: document.getElementById('widget')?.textContent,
    fn: typeof (window as unknown as { loadMyLib?: unknown }).loadMyLib,
    react: typeof (window as unknown as { React?: unknown }).React,
  }));
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { text: 'Hello, Ada', fn: 'function', react: 'undefined' });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue (7) "怎么配置才能在import的时候省略组件的拓展名 .vue"

const VUE_CONFIG = "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n";

test('plugins/list/plugin-vue "怎么配置才能在 import 的时候省略组件的拓展名 .vue": with pluginVue() and nothing else, .vue is the last of resolve.extensions, and import \'./components/HelloWorld\' and a folder import of x-input/index.vue build and render; tsc with the *.vue declaration accepts ./components/HelloWorld.vue and reports TS2307 for ./components/HelloWorld', async () => {
  const files = {
    'rsbuild.config.mjs': VUE_CONFIG,
    'src/index.js': "import { createApp } from 'vue';\nimport App from './App';\ncreateApp(App).mount('#root');\n",
    'src/App.vue':
      "<script setup>\nimport HelloWorld from './components/HelloWorld';\nimport XInput from './components/x-input';\n</script>\n<template><HelloWorld /><XInput /></template>\n",
    'src/components/HelloWorld.vue': '<template><h1 class="hello">hello world</h1></template>\n',
    'src/components/x-input/index.vue': '<template><input class="x-input" value="x-input mounted" /></template>\n',
  };
  const dir = project(files, VUE_LINKS);
  const inspect = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspect.code, 0, inspect.output);
  const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(config, /extensions: \[\s*'\.ts',\s*'\.tsx',\s*'\.js',\s*'\.jsx',\s*'\.mjs',\s*'\.json',\s*'\.vue'\s*\]/);
  fs.rmSync(path.join(dir, 'dist'), { recursive: true });
  const { errors, value } = await builtPage(dir, () => ({
    hello: document.querySelector('.hello')?.textContent,
    input: (document.querySelector('.x-input') as HTMLInputElement | null)?.value,
  }));
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { hello: 'hello world', input: 'x-input mounted' });

  const tsc = (specifier: string) => {
    const ts = project(
      {
        'tsconfig.json': JSON.stringify({
          compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, skipLibCheck: true, types: [] },
          include: ['src'],
        }),
        'src/shims-vue.d.ts':
          "declare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n\n  const component: DefineComponent<{}, {}, any>;\n  export default component;\n}\n",
        'src/index.ts': `import { createApp } from 'vue';\nimport HelloWorld from '${specifier}';\ncreateApp(HelloWorld).mount('#root');\n`,
        'src/components/HelloWorld.vue': files['src/components/HelloWorld.vue'],
      },
      VUE_LINKS,
    );
    return spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', ts], { encoding: 'utf8' });
  };
  assert.equal(tsc('./components/HelloWorld.vue').status, 0);
  const bare = tsc('./components/HelloWorld');
  assert.equal(bare.status, 2, bare.stdout);
  assert.match(bare.stdout, /error TS2307: Cannot find module '\.\/components\/HelloWorld' or its corresponding type declarations\./);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2 (8) "Module not found: Error: Can't resolve './Hello' can't import .vue files", (9) "import
// HelloWorld from './components/HelloWorld' not compiled, must be HelloWorld.vue", (11) "index.vue无法自动识别 vue后缀不是默认
// 识别后缀 怎么处理", (10) "连续Button vue/cli 3.0.0以上 默认间隔消失"

test("plugins/list/plugin-vue2 \"Module not found: Error: Can't resolve './Hello'\": without a Vue plugin, import Hello from './Hello' next to Hello.vue stops the build with Resolve error: Can't resolve './Hello' and the hint to add \".vue\" to resolve.extensions", () => {
  const dir = project({
    'src/index.js': "import Hello from './Hello';\nwindow.hello = Hello;\n",
    'src/Hello.vue': '<template><p>hello</p></template>\n',
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Resolve error: Can't resolve '\.\/Hello' in '[^']*src'/);
  assert.match(run.output, /add the extension `"\.vue"` to `resolve\.extensions`/);
});

const VUE2_DEPS = process.env.VUE2_DEPS;

/** @rsbuild/plugin-vue2 0.5.9 (packages/plugin-vue2/src/index.ts, without splitChunks) as CommonJS, vue-loader from VUE2_DEPS. */
const PLUGIN_VUE2 = (deps: string) => `const { deepmerge } = require('@rsbuild/shared');
const VUE_LOADER = ${JSON.stringify(path.join(deps, 'node_modules/vue-loader'))};
const { VueLoaderPlugin } = require(VUE_LOADER);
exports.pluginVue2 = (options = {}) => ({
  name: 'rsbuild:vue2',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      chain.resolve.extensions.add('.vue');
      if (!chain.resolve.alias.get('vue$')) {
        chain.resolve.alias.set('vue$', 'vue/dist/vue.runtime.esm.js');
      }
      const vueLoaderOptions = deepmerge(
        { compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true },
        options.vueLoaderOptions ?? {},
      );
      chain.module.rule(CHAIN_ID.RULE.VUE).test(/\\.vue$/).use(CHAIN_ID.USE.VUE).loader(require.resolve(VUE_LOADER)).options(vueLoaderOptions);
      chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(VueLoaderPlugin);
    });
  },
});
`;

/** A Vue 2 project built with the stand-in plugin: `options` is the argument of pluginVue2(). */
function vue2Project(files: Record<string, string>, options = ''): string {
  const deps = VUE2_DEPS ?? '';
  const dir = project(
    {
      'vue2-plugin.cjs': PLUGIN_VUE2(deps),
      'rsbuild.config.mjs': `import { pluginVue2 } from './vue2-plugin.cjs';\nexport default { plugins: [pluginVue2(${options})] };\n`,
      'src/index.js': "import Vue from 'vue';\nimport App from './App';\nnew Vue({ render: (h) => h(App) }).$mount('#root');\n",
      ...files,
    },
    { '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  linkPackages(dir, deps, ['vue']);
  return dir;
}

const skipVue2 = VUE2_DEPS ? false : 'VUE2_DEPS is not set: Vue 2 and vue-loader 15 are not installed in the repository';

test('plugins/list/plugin-vue2 "import HelloWorld from \'./components/HelloWorld\' not compiled, must be HelloWorld.vue" and "index.vue 无法自动识别": with pluginVue2(), imports without .vue, of a folder with index.vue and of vux/src/components/x-input (index.vue in a package) build and render', {
  skip: skipVue2,
}, async () => {
  const dir = vue2Project({
    'src/App.vue':
      "<template>\n  <div>\n    <hello-world />\n    <tab-bar />\n    <x-input />\n  </div>\n</template>\n<script>\nimport HelloWorld from './components/HelloWorld';\nimport TabBar from './components/tab-bar';\nimport XInput from 'vux/src/components/x-input';\nexport default { components: { HelloWorld, TabBar, XInput } };\n</script>\n",
    'src/components/HelloWorld.vue': '<template><h1 class="hello">hello world</h1></template>\n',
    'src/components/tab-bar/index.vue': '<template><nav class="tab-bar">tab bar</nav></template>\n',
    'node_modules/vux/package.json': '{ "name": "vux", "version": "2.9.4", "main": "index.js" }\n',
    'node_modules/vux/index.js': 'exports.version = "2.9.4";\n',
    'node_modules/vux/src/components/x-input/index.vue': '<template><input class="weui-input" value="vux x-input" /></template>\n',
  });
  const { errors, value } = await builtPage(dir, () => ({
    hello: document.querySelector('.hello')?.textContent,
    tabBar: document.querySelector('.tab-bar')?.textContent,
    input: (document.querySelector('.weui-input') as HTMLInputElement | null)?.value,
  }));
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { hello: 'hello world', tabBar: 'tab bar', input: 'vux x-input' });
});

test("plugins/list/plugin-vue2 \"连续 Button vue/cli 3.0.0 以上 默认间隔消失\": two <i-button>s on separate lines touch with the default options and with whitespace: 'condense' (no text node between them); with preserveWhitespace: true or whitespace: 'preserve' a space separates them", {
  skip: skipVue2,
}, async () => {
  const files = {
    'src/App.vue':
      '<template>\n  <p class="toolbar">\n    <i-button>Save</i-button>\n    <i-button>Cancel</i-button>\n  </p>\n</template>\n<script>\nimport IButton from \'./components/IButton\';\nexport default { components: { IButton } };\n</script>\n',
    'src/components/IButton.vue': '<template><button type="button" class="ivu-btn"><slot /></button></template>\n',
  };
  const read = () => {
    const [save, cancel] = [...document.querySelectorAll('.ivu-btn')];
    return {
      nodes: [...(document.querySelector('.toolbar')?.childNodes ?? [])].map((n) => n.nodeName),
      gap: Math.round(cancel.getBoundingClientRect().left - save.getBoundingClientRect().right),
    };
  };
  const gap = async (options: string) => {
    const { errors, value } = await builtPage(vue2Project(files, options), read);
    assert.deepEqual(errors, []);
    return value;
  };
  assert.deepEqual(await gap(''), { nodes: ['BUTTON', 'BUTTON'], gap: 0 });
  assert.deepEqual(await gap("{ vueLoaderOptions: { compilerOptions: { whitespace: 'condense' } } }"), {
    nodes: ['BUTTON', 'BUTTON'],
    gap: 0,
  });
  const kept = await gap('{ vueLoaderOptions: { compilerOptions: { preserveWhitespace: true } } }');
  assert.deepEqual(kept.nodes, ['BUTTON', '#text', 'BUTTON']);
  assert.ok(kept.gap > 0, String(kept.gap));
  // The fix given in the report, whitespace: 'preserve', next to the plugin's preserveWhitespace: false.
  const preserved = await gap("{ vueLoaderOptions: { compilerOptions: { whitespace: 'preserve' } } }");
  assert.deepEqual(preserved.nodes, ['BUTTON', '#text', 'BUTTON']);
  assert.ok(preserved.gap > 0, String(preserved.gap));
});
