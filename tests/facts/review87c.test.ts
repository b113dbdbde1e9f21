// Facts behind the accuracy review of session 87 (slice c): guide/migration/cra and guide/migration/vue-cli, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// Fixes:
// - guide/migration/cra, "Import SVG files as components": the named import `{ ReactComponent as Logo }` of an .svg is
//   undefined and "React fails at runtime with `Element type is invalid`". That message is React's development build
//   only: the build prints no warning, `rsbuild dev` logs "Element type is invalid: expected a string ... but got:
//   undefined", and a production build (rsbuild build + preview) logs "Minified React error #130" instead; in both the
//   #root element stays empty (a blank page). The page now says so.
// - guide/migration/vue-cli, "Vue CLI's `--mode staging` becomes `--env-mode staging`" (nothing more): with the page's
//   configuration, `rsbuild build --env-mode staging` gets the VUE_APP_ variables of .env.staging (the CLI loads
//   .env.[env-mode] into process.env before it reads the configuration, core/src/cli/init.ts 20-38), but the page's
//   `loadEnv({ prefixes: ['VUE_APP_'] })` still loads the files of NODE_ENV (production for a build: core/src/loadEnv.ts
//   27, mode = getNodeEnv()), and its publicVars are every prefixed key of process.env (loadEnv.ts 63-69). So a
//   variable that only .env.production sets reaches the staging build too; one set in both keeps the staging value
//   (dotenv-expand 11.0.6, compiled into core: a key already in process.env is not overwritten). Vue CLI's --mode
//   staging reads .env, .env.local, .env.staging and .env.staging.local only. The page now says what happens.
// - guide/migration/vue-cli, "Update the scripts": "run ESLint ... during the build as shown in the Feature FAQ" read
//   as a replacement of lintOnSave. The FAQ's @rsbuild/plugin-eslint 0.5.9 passes eslint-webpack-plugin the
//   extensions js, jsx, mjs, cjs, ts, tsx, mts, cts (packages/plugin-eslint/src/index.ts 38-44 of the 0.5.9 source),
//   so .vue files are not linted; eslint-webpack-plugin 4 matches a module's resource without its query against
//   `**/*.{extensions}` (src/index.js addFile and src/utils.js parseFoldersToGlobs at v4.1.0), so `extensions` with
//   'vue' lints them. The page now says so. Settled by reading the source (the plugin is not installed here): no test.
// - guide/migration/vue-cli, the table row of `assetsDir`: "output.distPath js, css, image, font, media". SVG files
//   have their own folder (distPath.svg, static/svg) and so does WebAssembly (distPath.wasm, static/wasm): with the five
//   keys set, an .svg above the data-URI limit and a .wasm module are still written to static/svg and static/wasm. The
//   row now lists svg and wasm.
// - guide/migration/vue-cli, the row of `devServer.port, host, https, proxy, headers`, and guide/migration/cra, the
//   CRACO row of `devServer` (`https` among the server options): Vue CLI and webpack-dev-server accept `https: true`
//   and make a certificate; 0.5.9's server.https is the options object of https.createServer, and `https: true` stops
//   `rsbuild dev` with `Failed to start dev server` and `TypeError [ERR_INVALID_ARG_TYPE]: The "options" argument must
//   be of type object. Received type boolean (true)`; with a key and a cert it serves HTTPS. Both rows now say so.
// - guide/migration/vue-cli, the source.alias bullet: "In a TypeScript project whose tsconfig.json already has paths
//   @/* -> src/*, Rsbuild uses that and the alias is not needed." 0.5.9 passes tsconfig.json to Rspack's
//   resolve.tsConfigPath (core/src/provider/plugins/resolve.ts), which the imports of scripts and CSS files go through,
//   but the Sass and Less loaders resolve their imports without it: with the paths and no alias, `@import
//   "@/styles/vars"` in a .scss file stops the build with `Can't find stylesheet to import.`, the same in a .less file
//   fails too, while '@/lib' in a script and `@import "@/styles/base.css"` in a CSS file resolve; with source.alias all
//   of them build. The page's own example imports `@/styles/vars.scss` through Sass additionalData. The bullet now says
//   where the paths apply.
// - guide/migration/vue-cli, Limits: "If your components use [JSX or TSX], add @rsbuild/plugin-vue-jsx 0.5.9 next to
//   it [plugin-vue]". pluginVueJsx only taps the Babel loader that is already in the JS rule
//   (packages/plugin-vue-jsx/src/index.ts calls modifyBabelLoaderOptions, packages/plugin-babel/src/helper.ts 181-200:
//   `if (rule.uses.has(CHAIN_ID.USE.BABEL)) ... tap(modifier)`), and only pluginBabel adds that loader; alone it changes
//   nothing and SWC compiles the JSX for React (as plugins/list/plugin-vue-jsx and guide/framework/vue3 say and test).
//   The bullet now names @rsbuild/plugin-babel too. Settled by the source (neither plugin is installed here): no test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  build,
  devServer,
  distFiles,
  distText,
  pageSays,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  assertHttpsNeedsCert,
} from './topics-support';

const browser = sharedBrowser();

test('guide/migration/cra "the build succeeds, but the page stays blank. In `rsbuild dev` the console shows React\'s `Element type is invalid` error; a production build shows `Minified React error #130` instead."', async () => {
  pageSays(
    'guide/migration/cra',
    {
      en: "the build succeeds, but the page stays blank. In `rsbuild dev` the console shows React's `Element type is invalid` error; a production build shows `Minified React error #130` instead.",
      zh: '构建能成功，页面却是白屏：`rsbuild dev` 下控制台会报 React 的 `Element type is invalid` 错误，生产构建中则是 `Minified React error #130`。',
    },
    {
      en: 'the build succeeds and React fails at runtime with `Element type is invalid`.',
      zh: '构建成功，但 React 会在运行时报 `Element type is invalid`。',
    },
  );
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`,
      'src/index.js':
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.js': [
        "import logo, { ReactComponent as Logo } from './logo.svg';",
        '',
        'export default function App() {',
        '  return (',
        '    <div>',
        '      <img src={logo} alt="logo" />',
        '      <Logo />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
    },
    REACT_LINKS,
  );
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|ReactComponent/i, 'the build says nothing about the missing export');
  const read = () => document.getElementById('root')?.innerHTML ?? null;

  const preview = await previewServer(dir);
  try {
    const seen = await visit(browser(), `${preview.url}/`, read);
    assert.equal(seen.value, '', 'nothing is rendered');
    assert.ok(
      seen.errors.some((e) => e.includes('Minified React error #130')),
      seen.errors.join('\n'),
    );
    assert.ok(!seen.errors.some((e) => e.includes('Element type is invalid')));
  } finally {
    await preview.stop();
  }

  const dev = await devServer(dir);
  try {
    const seen = await visit(browser(), `${dev.url}/`, read);
    assert.equal(seen.value?.trim(), '', 'nothing is rendered');
    assert.ok(
      seen.errors.some((e) => e.startsWith('Uncaught Error: Element type is invalid')),
      seen.errors.join('\n'),
    );
  } finally {
    await dev.stop();
  }
});

test('guide/migration/vue-cli "`rsbuild build --env-mode staging` also picks up the `VUE_APP_` variables that only `.env.production` sets": .env.staging is loaded and wins; a variable only .env.production sets is there too', () => {
  pageSays(
    'guide/migration/vue-cli',
    {
      en: "Rsbuild loads `.env.staging` and `.env.staging.local` before it reads the configuration file, so their `VUE_APP_` variables reach the code, and where a variable is also set in `.env.production`, the staging value wins. The `loadEnv` call above still reads the files of the command's own mode, though, so `rsbuild build --env-mode staging` also picks up the `VUE_APP_` variables that only `.env.production` sets, which Vue CLI would leave out.",
      zh: '不过，上面的 `loadEnv` 仍按命令本身的模式读取文件，所以 `rsbuild build --env-mode staging` 还会带上只在 `.env.production` 中设置的 `VUE_APP_` 变量，而 Vue CLI 不会读取它们。',
    },
    {
      en: "Vue CLI's `--mode staging` becomes `--env-mode staging` (see [Environment variables](/guide/advanced/env-vars)).",
      zh: 'Vue CLI 的 `--mode staging` 对应 `--env-mode staging`（参见[环境变量](/zh/guide/advanced/env-vars)）。',
    },
  );
  const dir = project(
    {
      // The page's configuration of "Keep the VUE_APP_ variables", without the Vue plugin (no .vue file here).
      'rsbuild.config.mjs': [
        "import { defineConfig, loadEnv } from '@rsbuild/core';",
        '',
        "const { publicVars } = loadEnv({ prefixes: ['VUE_APP_'] });",
        '',
        "export default defineConfig({ source: { define: { ...publicVars, 'process.env.BASE_URL': JSON.stringify('/') } } });",
        '',
      ].join('\n'),
      '.env.staging': 'VUE_APP_API=staging-api\nVUE_APP_STAGE=staging-only\n',
      '.env.production': 'VUE_APP_API=production-api\nVUE_APP_TRACKING=production-only\n',
      'src/index.js':
        'document.body.textContent = [process.env.VUE_APP_API, process.env.VUE_APP_STAGE, process.env.VUE_APP_TRACKING].join("|");\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const staging = rsbuild(dir, ['build', '--env-mode', 'staging']);
  assert.equal(staging.code, 0, staging.output);
  const js = distText(dir, /\.js$/);
  assert.ok(js.includes('staging-api'), 'the staging value of a variable both files set');
  assert.ok(!js.includes('production-api'));
  assert.ok(js.includes('staging-only'), 'a variable of .env.staging');
  assert.ok(js.includes('production-only'), 'a variable only .env.production sets reaches the staging build');
});

// An SVG above the 10000-byte data-URI limit (written as a file), and an empty WebAssembly module that exports add().
const BIG_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(12_000)}--><rect width="1" height="1"/></svg>\n`;
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

test('guide/migration/vue-cli "`assetsDir`: output.distPath `js`, `css`, `svg`, `image`, `font`, `media`, `wasm`": with js, css, image, font and media set, SVG and WebAssembly files still go to static/svg and static/wasm', () => {
  pageSays(
    'guide/migration/vue-cli',
    {
      en: '`js`, `css`, `svg`, `image`, `font`, `media`, `wasm` (`image` does not cover SVG files: they go to `static/svg` unless `svg` is set)',
      zh: '的 `js`、`css`、`svg`、`image`、`font`、`media`、`wasm`（SVG 文件不算在 `image` 中：不设置 `svg` 时，它们会输出到 `static/svg`）',
    },
    {
      en: '| `assetsDir` | [output.distPath](/config/output/dist-path) `js`, `css`, `image`, `font`, `media` |',
      zh: '| `assetsDir` | [output.distPath](/zh/config/output/dist-path) 的 `js`、`css`、`image`、`font`、`media` |',
    },
  );
  const files = {
    'src/index.js': "import url from './logo.svg';\nimport { add } from './add.wasm';\nconsole.log(url, add(1, 2));\n",
    'src/logo.svg': BIG_SVG,
    'src/add.wasm': ADD_WASM,
  };
  const five = "js: 'assets/js', css: 'assets/css', image: 'assets/img', font: 'assets/fonts', media: 'assets/media'";
  const partly = project({ ...files, 'rsbuild.config.mjs': `export default { output: { distPath: { ${five} } } };\n` });
  build(partly);
  const out = distFiles(partly);
  assert.ok(
    out.some((f) => /^static\/svg\/logo\.[0-9a-f]{8}\.svg$/.test(f)),
    out.join('\n'),
  );
  assert.ok(
    out.some((f) => /^static\/wasm\/[0-9a-f]+\.module\.wasm$/.test(f)),
    out.join('\n'),
  );
  assert.ok(out.some((f) => f.startsWith('assets/js/')));

  const all = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { distPath: { ${five}, svg: 'assets/svg', wasm: 'assets/wasm' } } };\n`,
  });
  build(all);
  const moved = distFiles(all);
  assert.deepEqual(
    moved.filter((f) => f.startsWith('static/')),
    [],
  );
  assert.ok(moved.some((f) => f.startsWith('assets/svg/')) && moved.some((f) => f.startsWith('assets/wasm/')), moved.join('\n'));
});

test('guide/migration/vue-cli "`server.https` needs a certificate\'s `key` and `cert`, and `https: true` stops the dev server" (and the CRACO row of guide/migration/cra): https: true fails to start rsbuild dev; key and cert serve HTTPS', async () => {
  pageSays(
    'guide/migration/vue-cli',
    {
      en: '`server.https` needs a certificate\'s `key` and `cert`, and `https: true` stops the dev server with `The "options" argument must be of type object`',
      zh: '`server.https` 需要传入证书的 `key` 和 `cert`，写成 `https: true` 会导致开发服务器启动失败，报 `The "options" argument must be of type object`',
    },
    {
      en: '[server.proxy](/config/server/proxy), [server.headers](/config/server/headers) |',
      zh: '[server.proxy](/zh/config/server/proxy)、[server.headers](/zh/config/server/headers) |',
    },
  );
  pageSays(
    'guide/migration/cra',
    {
      en: "[server.https](/config/server/https) needs a certificate's `key` and `cert`, and `https: true` stops the dev server |",
      zh: '[server.https](/zh/config/server/https) 需要传入证书的 `key` 和 `cert`，写成 `https: true` 会导致开发服务器启动失败 |',
    },
    {
      en: 'and [dev](/config/dev/hmr) options |',
      zh: '和 [dev](/zh/config/dev/hmr) 配置项 |',
    },
  );
  await assertHttpsNeedsCert();
});

const PATHS_FILES = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
  'src/lib.ts': 'export default 42;\n',
  'src/styles/base.css': '.base { color: red; }\n',
  'src/styles/main.css': '@import "@/styles/base.css";\nbody { margin: 0; }\n',
  'src/styles/_vars.scss': '$main: green;\n',
  'src/styles/app.scss': '@import "@/styles/vars";\n.app { color: $main; }\n',
  'src/styles/vars.less': '@main: blue;\n',
  'src/styles/app.less': '@import "@/styles/vars.less";\n.theme { color: @main; }\n',
};
const SCRIPT_AND_CSS = "import lib from '@/lib';\nimport './styles/main.css';\nconsole.log(lib);\n";
const ALIAS_CONFIG = "export default { source: { alias: { '@': './src' } } };\n";

test('guide/migration/vue-cli "Rsbuild applies it to imports in scripts and CSS files, so those need no alias. Sass and Less imports do not go through it: without the alias, `@import "@/styles/vars.scss"` fails with `Can\'t find stylesheet to import`."', () => {
  pageSays(
    'guide/migration/vue-cli',
    {
      en: 'Rsbuild applies it to imports in scripts and CSS files, so those need no alias. Sass and Less imports do not go through it: without the alias, `@import "@/styles/vars.scss"` fails with `Can\'t find stylesheet to import`.',
      zh: 'Rsbuild 会把它用于脚本和 CSS 文件中的导入，这些导入无需配置别名；但 Sass 和 Less 的导入不会经过它，不设置别名时，`@import "@/styles/vars.scss"` 会报 `Can\'t find stylesheet to import`。',
    },
    {
      en: 'Rsbuild uses that and the alias is not needed.',
      zh: 'Rsbuild 会直接使用它，无需配置别名。',
    },
  );
  const paths = project({ ...PATHS_FILES, 'src/index.ts': SCRIPT_AND_CSS });
  build(paths);
  assert.match(distText(paths, /\.css$/), /\.base\{color:red\}/, 'the CSS @import went through the paths');
  assert.match(distText(paths, /\.js$/), /42/, 'so did the script import');

  const withSass = `${SCRIPT_AND_CSS}import './styles/app.scss';\n`;
  const sass = project({ ...PATHS_FILES, 'src/index.ts': withSass });
  const failed = rsbuild(sass, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /File: \.\/src\/styles\/app\.scss[\s\S]*Can't find stylesheet to import\./);

  const aliased = project({ ...PATHS_FILES, 'src/index.ts': withSass, 'rsbuild.config.mjs': ALIAS_CONFIG });
  build(aliased);
  assert.match(distText(aliased, /\.css$/), /\.app\{color:green\}/);
});

test('guide/migration/vue-cli "Sass and Less imports do not go through it": with the tsconfig paths alone a Less @import of "@/styles/vars.less" fails; with source.alias it builds', () => {
  pageSays('guide/migration/vue-cli', { en: 'Sass and Less imports do not go through it', zh: '但 Sass 和 Less 的导入不会经过它' });
  const withLess = "import './styles/app.less';\n";
  const failed = rsbuild(project({ ...PATHS_FILES, 'src/index.ts': withLess }), ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /File: \.\/src\/styles\/app\.less[\s\S]*@import "@\/styles\/vars\.less";/);

  const aliased = project({ ...PATHS_FILES, 'src/index.ts': withLess, 'rsbuild.config.mjs': ALIAS_CONFIG });
  build(aliased);
  assert.match(distText(aliased, /\.css$/), /\.theme\{color:#00f\}|\.theme\{color:blue\}/);
});
