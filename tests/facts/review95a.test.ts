// Facts behind the accuracy review of session 95 (slice a): community/releases/index, plugins/list/index,
// guide/start/index, shared/node-requirement, community/releases/v0-3 and config/dev/progress-bar, in both languages.
// Each test names the page and the sentence it backs, checks that both languages say it (and, for a fix, that the old
// wording is gone), then runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fixes:
// - plugins/list/index, Frameworks table: the Solid, Vue JSX and Vue 2 JSX rows said the plugin "compiles" the JSX
//   (Solid's with babel-preset-solid, Vue 3's with Vue's Babel plugin, Vue 2's). None of the three adds a compile step:
//   each only calls modifyBabelLoaderOptions of @rsbuild/plugin-babel (plugin-solid/src/index.ts 23-46,
//   plugin-vue-jsx/src/index.ts 18-30, plugin-vue2-jsx/src/index.ts 42), which taps the `babel` use of the js,
//   js-data-uri and babel-js rules only where it exists (plugin-babel/src/helper.ts 181-200). Without pluginBabel the
//   rules of 0.5.9 have no such use, so the plugin changes nothing and SWC compiles the JSX for React (their own pages
//   say so). Each row now says the Babel plugin must be registered too. Test 1: a stand-in that does what those three
//   do, registered alone, finds the js rules with swc only, never runs its modifier, and the .jsx entry is compiled to
//   React.createElement. The three plugins and @rsbuild/plugin-babel are not installed here, hence the stand-in.
// - guide/start/index, Supported frameworks table: the Vue 3, Vue 2 and Solid rows named only @rsbuild/plugin-vue-jsx,
//   @rsbuild/plugin-vue2-jsx and @rsbuild/plugin-solid, for the same reason not enough; they now name
//   @rsbuild/plugin-babel too. Same run (test 1).
//
// - config/dev/progress-bar, Related: performance.printFileSize is "the size table printed after a production build".
//   The table is printed by an onAfterBuild hook that does not look at the mode (core/src/plugins/fileSize.ts 190-210),
//   so `NODE_ENV=development rsbuild build` prints it too, still headed "Production file sizes:". Now "the size table
//   that `rsbuild build` prints when it finishes, in either mode". Test 2 (the development-mode build).
// - config/dev/progress-bar, Boolean form: "To hide the bar in CI ..., set false only there", after the intro's "to keep
//   the output of a CI build clean", read as if CI builds drew the bar. The bar is drawn only on a terminal (the page's
//   Common problems says so); a CI job whose output is piped gets none with the default either. The sentence now says
//   so. Test 2: the default production build draws it under script(1) and prints no bar when its output is piped.
//
// Confirmed by runs, no change:
// - config/dev/progress-bar, Caveats and Object form: with NODE_ENV=development, `rsbuild build` draws no bar by
//   default; the object form draws one there too, with its id as the label, and with two targets both compilers get a
//   ProgressPlugin with that prefix; the default production build draws `● Client ━… (n%)` on a terminal (test 2,
//   under script(1) of util-linux, since the bar is drawn only on a terminal).
// - guide/start/index, "What Rsbuild does for you": src/index.ts is found without config, the page is titled Rsbuild
//   App with <div id="root">, and an image of exactly 10,000 bytes is inlined while one of 10,001 bytes goes to
//   dist/static/image (test 3).
// - Read, not run (packed @rsbuild/core and @rsbuild/shared 0.2.18, 0.3.1, 0.3.3, 0.3.9, 0.3.11 and @rsbuild/shared
//   0.5.4, npm pack under /tmp/rev95a/pk during the review; `npm view '@rsbuild/core@>=0.1.0 <0.6.0'
//   dependencies.@rspack/core` and `npm view @rsbuild/core time`): community/releases/v0-3 (-o in 0.3.1's CLI, the
//   @swc/helpers 0.5.3 dependency, rspackMinVersion 0.5.0, printUrls in 0.2.18 and 0.3.1, the deprecated printURLs and
//   logger options of 0.2.18, PLUGIN_BABEL_NAME exported by 0.3.3, the cleanDistPath warning of 0.3.9, the
//   latestDecorator warning of 0.3.9, source.decorators and hook order in 0.3.11, the Rspack table) and
//   community/releases/index (the Rspack versions of every release the registry holds, the patch dates of 0.5);
//   guide/start/index "dev.client has no overlay option in 0.5.4" (shared 0.5.4 dist/types/config/dev.d.ts 41-46).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, RSBUILD_BIN, build, distFiles, distText, hashed, pageSays, project, projectEnv, rsbuild } from './topics-support';

test('plugins/list/index Solid, Vue JSX and Vue 2 JSX rows "needs the Babel plugin registered too; without it, nothing changes" + guide/start/index framework table names @rsbuild/plugin-babel: a stand-in that edits the Babel step as those plugins do, registered alone, finds no Babel step and the JSX is compiled for React', () => {
  const row = 'needs the [Babel](/plugins/list/plugin-babel) plugin registered too; without it, nothing changes';
  const zhRow = '还需注册 [Babel](/zh/plugins/list/plugin-babel) 插件，否则不起作用';
  pageSays(
    'plugins/list/index',
    {
      en: `Compiles JSX and TSX in Vue 3 components with Vue's Babel plugin (${row})`,
      zh: `使用 Vue 的 Babel 插件编译 Vue 3 组件中的 JSX 和 TSX（${zhRow}）`,
    },
    { en: "with Vue's Babel plugin |", zh: 'JSX 和 TSX |' },
  );
  pageSays(
    'plugins/list/index',
    {
      en: `Compiles JSX in Vue 2 components with Vue 2's Babel preset (${row})`,
      zh: `使用 Vue 2 的 Babel 预设编译 Vue 2 组件中的 JSX（${zhRow}）`,
    },
    { en: 'Compiles JSX in Vue 2 components |', zh: '| 编译 Vue 2 组件中的 JSX |' },
  );
  pageSays(
    'plugins/list/index',
    {
      en: `Compiles Solid's JSX with \`babel-preset-solid\` and adds hot updates of components (${row})`,
      zh: `使用 \`babel-preset-solid\` 编译 Solid 的 JSX，并支持组件热更新（${zhRow}）`,
    },
    { en: 'hot updates of components |', zh: '组件热更新 |' },
  );
  pageSays('guide/start/index', {
    en: '| Solid | [`@rsbuild/plugin-solid`](/plugins/list/plugin-solid), with [`@rsbuild/plugin-babel`](/plugins/list/plugin-babel) |',
    zh: '| Solid | [`@rsbuild/plugin-solid`](/zh/plugins/list/plugin-solid)，以及 [`@rsbuild/plugin-babel`](/zh/plugins/list/plugin-babel) |',
  });
  pageSays('guide/start/index', {
    en: '[`@rsbuild/plugin-vue-jsx`](/plugins/list/plugin-vue-jsx) and [`@rsbuild/plugin-babel`](/plugins/list/plugin-babel) for JSX',
    zh: 'JSX 使用 [`@rsbuild/plugin-vue-jsx`](/zh/plugins/list/plugin-vue-jsx) 和 [`@rsbuild/plugin-babel`](/zh/plugins/list/plugin-babel)',
  });
  pageSays('guide/start/index', {
    en: '[`@rsbuild/plugin-vue2-jsx`](/plugins/list/plugin-vue2-jsx) and [`@rsbuild/plugin-babel`](/plugins/list/plugin-babel) for JSX',
    zh: 'JSX 使用 [`@rsbuild/plugin-vue2-jsx`](/zh/plugins/list/plugin-vue2-jsx) 和 [`@rsbuild/plugin-babel`](/zh/plugins/list/plugin-babel)',
  });

  // What plugin-solid, plugin-vue-jsx and plugin-vue2-jsx 0.5.9 do in modifyBundlerChain: modifyBabelLoaderOptions
  // taps the `babel` use of the js, js-data-uri and babel-js rules where there is one. Here it also records what it finds.
  const dir = project({
    'src/index.jsx': 'const App = () => <p>solid</p>;\ndocument.body.append(App());\n',
    'rsbuild.config.mjs': `import fs from 'node:fs';
const found = [];
const jsxPluginStandIn = {
  name: 'rsbuild:solid',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      for (const id of [CHAIN_ID.RULE.JS, CHAIN_ID.RULE.JS_DATA_URI, 'babel-js']) {
        if (!chain.module.rules.has(id)) continue;
        const rule = chain.module.rule(id);
        found.push(id + ': ' + [...rule.uses.values()].map((use) => use.name).join(','));
        if (rule.uses.has(CHAIN_ID.USE.BABEL)) {
          rule.use(CHAIN_ID.USE.BABEL).tap((options) => {
            found.push('modified ' + id);
            return options;
          });
        }
      }
      fs.writeFileSync('found.json', JSON.stringify(found));
    });
  },
};
export default { plugins: [jsxPluginStandIn], output: { minify: false } };
`,
  });
  build(dir);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'found.json'), 'utf8')), ['js: swc', 'js-data-uri: swc']);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /React\.createElement\("p", null, "solid"\)/);
});

/** Runs `rsbuild <args>` on a terminal (script(1), util-linux) in `dir`; what it printed, without escape sequences. */
function onTerminal(dir: string, args: string, env: NodeJS.ProcessEnv = {}): string {
  const run = spawnSync('script', ['-qec', `"${process.execPath}" "${RSBUILD_BIN}" ${args}`, '/dev/null'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...projectEnv(), ...env },
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.ok(!run.error, `this test runs rsbuild under script(1) for a terminal: install util-linux (${run.error})`);
  assert.equal(run.status, 0, run.stdout);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's escape sequences
  return run.stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}

test('config/dev/progress-bar "A build run with NODE_ENV=development rsbuild build therefore has no progress bar by default" + "The object form enables the bar in development too" + "The same id is used for every target" + "a CI job whose output is piped ... gets no bar anyway" + printFileSize "prints when it finishes, in either mode": runs on a terminal, piped, and rsbuild inspect', () => {
  pageSays('config/dev/progress-bar', {
    en: 'A build run with `NODE_ENV=development rsbuild build` therefore has no progress bar by default.',
    zh: '因此，通过 `NODE_ENV=development rsbuild build` 运行的构建默认不显示进度条。',
  });
  pageSays('config/dev/progress-bar', {
    en: "The object form enables the bar in development too: `progressBar: { id: 'Admin app' }` behaves like `true` with a custom label.",
    zh: "对象类型在开发模式下同样会开启进度条：`progressBar: { id: 'Admin app' }` 的效果等同于带有自定义标签的 `true`。",
  });
  pageSays('config/dev/progress-bar', {
    en: '(a CI job whose output is piped rather than shown on a terminal gets no bar anyway)',
    zh: '（如果 CI 任务的输出经由管道传递、而不是显示在终端上，本来就不会有进度条）',
  });
  pageSays(
    'config/dev/progress-bar',
    {
      en: 'the size table that `rsbuild build` prints when it finishes, in either mode.',
      zh: '`rsbuild build` 完成后打印的文件体积表格，两种模式下都会打印。',
    },
    { en: 'the size table printed after a production build', zh: '生产构建完成后打印的文件体积表格' },
  );
  pageSays('config/dev/progress-bar', {
    en: 'The same `id` is used for every target, so with several targets you will see the label several times.',
    zh: '所有目标都会使用同一个 `id`，因此在有多个目标时，你会多次看到同一个标签。',
  });
  const src = { 'src/index.js': "console.log('progress');\n" };

  // default, production: the bar is drawn, labelled Client
  const plain = project(src);
  assert.match(onTerminal(plain, 'build'), /● Client ━+ \(100%\)/);
  // the same build with its output piped (as a CI job that has no terminal): no bar
  const piped = rsbuild(plain, ['build']);
  assert.equal(piped.code, 0, piped.output);
  assert.doesNotMatch(piped.output, /━|\(\d+%\)/);
  // default, NODE_ENV=development: none
  const devOut = onTerminal(plain, 'build', { NODE_ENV: 'development' });
  assert.match(devOut, /ready\s+Client compiled/);
  assert.doesNotMatch(devOut, /━|\(\d+%\)/);
  // the size table is printed after this development-mode build too
  assert.match(devOut, /Production file sizes:/);
  assert.match(devOut, /dist\/static\/js\/index\.js/);

  // the object form, NODE_ENV=development, two targets: a bar labelled with the id, no target label
  const labelled = project({
    ...src,
    'rsbuild.config.mjs': "export default { dev: { progressBar: { id: 'Admin app' } }, output: { targets: ['web', 'node'] } };\n",
  });
  const out = onTerminal(labelled, 'build', { NODE_ENV: 'development' });
  assert.match(out, /● Admin app ━+ \(\d+%\)/);
  assert.doesNotMatch(out, /● (Client|Server) /);
  // each target's compiler gets the plugin with that label
  const inspect = rsbuild(labelled, ['inspect'], { NODE_ENV: 'development' });
  assert.equal(inspect.code, 0, inspect.output);
  for (const target of ['web', 'node']) {
    const config = fs.readFileSync(path.join(labelled, `dist/rspack.config.${target}.mjs`), 'utf8');
    assert.match(config, /new ProgressPlugin\(\s*\{\s*prefix: 'Admin app'/, target);
  }
});

test('guide/start/index "What Rsbuild does for you": src/index.ts is the entry without config, the page is titled Rsbuild App with <div id="root">, a 10,000-byte image is inlined and a 10,001-byte one goes to dist/static/image', () => {
  pageSays('guide/start/index', {
    en: 'files of up to 10,000 bytes are inlined as base64 data URLs, larger ones are emitted to `dist/static/`.',
    zh: '不超过 10,000 字节的文件会以 base64 data URL 的形式内联，更大的文件会输出到 `dist/static/` 下。',
  });
  const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);
  const dir = project({
    'src/index.ts': "import a from './a.png';\nimport b from './b.png';\nconsole.log(a.slice(0, 22), b);\n",
    'src/a.png': png(10_000),
    'src/b.png': png(10_001),
  });
  build(dir);
  const files = distFiles(dir);
  assert.deepEqual(hashed(files.filter((f) => f.startsWith('static/image/'))), ['static/image/b.[hash].png']);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /data:image\/png;base64,/);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<title>Rsbuild App<\/title>/);
  assert.match(html, /<div id="root"><\/div>/);
});
