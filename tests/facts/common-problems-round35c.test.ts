// Facts behind the thirty-fifth round's (c) items, as readers describe the problem: "config-overrides.js 中直接配置
// darkTheme 无法生效" (config/tools/less, item 1); a webpack plugin's `plugins: [new Jarvis()]` for a react-scripts
// app that has no webpack config file (config/tools/rspack, item 2); "安卓TV9.0 页面直接全白，电脑端手机端正常"
// (guide/advanced/browserslist, item 3); "二级目录部署，代码中如何获取 publicPath" (config/output/asset-prefix,
// item 4); `npm run build` exiting with status code 0 after compilation errors (guide/basic/cli and
// api/javascript-api/instance, item 5); "build 之后的 dist 代码怎么运行" (guide/basic/output-files, item 6); the
// rollbar source map webpack plugin in a create-react-app project (config/tools/rspack, item 7); "npm run dev 后首页
// 提示 Cannot GET /，是不是因为根目录没有 index.html" (guide/basic/html-template, item 8); Vue CLI's "Tip: built files
// are meant to be served over an HTTP server" after `npm run build` (guide/basic/output-files, item 9); dynamic
// Tailwind classes `bg-${colour}` and `"bg-[" + bg + "]"` (guide/basic/tailwindcss, items 10 and 11); VS Code's "找不到
// 模块" for `import loadingImage from './common/image/default.png'` in main.ts (guide/basic/typescript, item 12). Each
// test runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a throw-away project), with Chromium where a page is
// looked at.
//
// Resting on other sources, not run here:
// - config/tools/less (1): the config-overrides.js (customize-cra's `addLessLoader({ javascriptEnabled: true,
//   modifyVars: darkTheme })` with `require("@ant-design/dark-theme")`) and the fix, `.default`, are
//   ant-design/ant-design-dark-theme#19 (and #12); react-app-rewired and the real package are not run: a package of
//   ours compiled from an ES module (`exports.default = { ... }`) stands in for it, and a Less file of ours for antd's.
// - config/tools/rspack (2, 7): jarvis (zouhir/jarvis#87) and rollbar-sourcemap-webpack-plugin
//   (thredup/rollbar-sourcemap-webpack-plugin#466) are not installed: a plugin of ours that reads the emitted assets in
//   `afterEmit`, as an uploader of source maps does, stands in for them. Whether those two plugins run on Rspack 0.5 is
//   not claimed. That create-react-app hides its webpack configuration until `eject` is CRA's documentation.
// - guide/advanced/browserslist (3): the Android TV report is KuekHaoYang/KVideo#217; no TV or old WebView is
//   run: the test checks the output's syntax for a list with an older Chrome.
// - guide/basic/cli, api/javascript-api/instance (5): the webpack template's build.js that exits 0 is
//   vuejs-templates/webpack#601; webpack is not run.
// - guide/basic/output-files (9): the tip's wording is the build script of Vue CLI 2's webpack template
//   (vuejs-templates/webpack, build/build.js), as quoted in charlieysx/pageDesign#21; Vue CLI is not run.
// - guide/basic/tailwindcss (10, 11): the test runs tailwindcss 3.4.3, this site's devDependency `tailwindcss-3` (or
//   the installed package that TAILWIND_3 names). That Tailwind CSS finds
//   class names by reading the source text is its documentation ("Content configuration", dynamic class names); the
//   reports are saadeghi/daisyui#1596 and tailwindlabs/tailwindcss#5381.
// - guide/basic/typescript (12): VS Code shows the TypeScript server's message (ts(2307)); the test runs tsc 5 of this
//   site, in English and with `--locale zh-CN`. The report is qidaizhe11/vue-vuex-typescript-demo#3.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  ROOT,
  build,
  devServer,
  distFiles,
  distText,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

/** Runs `node <script>` in `dir` (a project with @rsbuild/core 0.5.9 linked), as `npm run build` runs a build script. */
function runScript(dir: string, script: string): { code: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  delete env.NODE_PATH;
  const res = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8', env, timeout: 180_000 });
  return { code: res.status, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

const CORE_LINK = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

/** A theme package compiled from an ES module, as @ant-design/dark-theme was: its variables are under `default`. */
const DARK_THEME = {
  'node_modules/@ant-design/dark-theme/package.json': '{ "name": "@ant-design/dark-theme", "version": "1.0.0", "main": "lib/index.js" }\n',
  'node_modules/@ant-design/dark-theme/lib/index.js':
    "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = { 'body-background': '#000', 'text-color': '#fff' };\n",
  'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0" }\n',
  'node_modules/ui-lib/style/index.less':
    '@body-background: #fff;\n@text-color: #333;\nbody { background: @body-background; color: @text-color; }\n',
  'src/index.js': "import 'ui-lib/style/index.less';\n",
};

function themedCss(configFile: string, config: string): string {
  const dir = project({ ...DARK_THEME, [configFile]: config });
  build(dir);
  return distText(dir, /\.css$/);
}

test('config/tools/less "config-overrides.js 中直接配置 darkTheme 无法生效": require() of a theme package built from an ES module gives { default: {...} } in rsbuild.config.js, and modifyVars: darkTheme leaves the colors as they were, without a message; require(...).default, or import darkTheme from in rsbuild.config.ts, applies the theme', () => {
  const dir = project({
    ...DARK_THEME,
    'rsbuild.config.js':
      "const darkTheme = require('@ant-design/dark-theme');\nconsole.log('theme keys: ' + Object.keys(darkTheme).join());\nmodule.exports = { tools: { less: { lessOptions: { modifyVars: darkTheme } } } };\n",
  });
  const run = build(dir);
  assert.match(run.output, /theme keys: default\n/);
  assert.match(distText(dir, /\.css$/), /body\{background:#fff;color:#333\}/);
  assert.doesNotMatch(run.output, /warn|error/i);
  const withDefault = themedCss(
    'rsbuild.config.js',
    "const darkTheme = require('@ant-design/dark-theme').default;\nmodule.exports = { tools: { less: { lessOptions: { modifyVars: darkTheme } } } };\n",
  );
  assert.match(withDefault, /body\{background:#000;color:#fff\}/);
  const imported = themedCss(
    'rsbuild.config.ts',
    "import darkTheme from '@ant-design/dark-theme';\nexport default { tools: { less: { lessOptions: { modifyVars: darkTheme } } } };\n",
  );
  assert.match(imported, /body\{background:#000;color:#fff\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack

/** A webpack plugin of ours that, after the files are written, lists the source maps it would upload. */
const UPLOAD_PLUGIN =
  "const fs = require('node:fs');\nclass UploadSourceMapsPlugin {\n  apply(compiler) {\n    compiler.hooks.afterEmit.tapPromise('UploadSourceMapsPlugin', async (compilation) => {\n      const maps = Object.keys(compilation.assets).filter((f) => f.endsWith('.map'));\n      fs.writeFileSync('uploaded.json', JSON.stringify(maps));\n    });\n  }\n}\nmodule.exports = UploadSourceMapsPlugin;\n";

test('config/tools/rspack "react-scripts has no webpack config file: plugins: [new Jarvis()]", "rollbar sourcemap webpack plugin with create-react-app": a plugin in tools.rspack plugins runs in rsbuild build; a production build gives it no .map file to upload until output.sourceMap.js is set', () => {
  const files = { 'src/index.js': "console.log('app');\n", 'upload-plugin.cjs': UPLOAD_PLUGIN };
  const uploaded = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'uploaded.json'), 'utf8')) as string[];
  const plain = project({
    ...files,
    'rsbuild.config.mjs':
      "import UploadSourceMapsPlugin from './upload-plugin.cjs';\nexport default { tools: { rspack: { plugins: [new UploadSourceMapsPlugin()] } } };\n",
  });
  build(plain);
  assert.deepEqual(uploaded(plain), []);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.map')),
    [],
  );
  const withMaps = project({
    ...files,
    'rsbuild.config.mjs':
      "import UploadSourceMapsPlugin from './upload-plugin.cjs';\nexport default {\n  output: { sourceMap: { js: 'source-map' } },\n  tools: { rspack: { plugins: [new UploadSourceMapsPlugin()] } },\n};\n",
  });
  build(withMaps);
  assert.deepEqual(
    uploaded(withMaps).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/js/index.[hash].js.map'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "安卓 TV 9.0 页面全白，电脑端和手机端正常": the default list keeps ?? in the output, which Chrome before 80 cannot parse; with the WebView\'s Chrome version in .browserslistrc (chrome >= 66) it is compiled', () => {
  const files = {
    'src/index.js': "const name = window.user?.name ?? 'guest';\ndocument.body.textContent = name;\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /^static\/js\/index\..*\.js$/), /\?\? "guest"/);
  const tv = project({ ...files, '.browserslistrc': 'chrome >= 66\n' });
  build(tv);
  const old = distText(tv, /^static\/js\/index\..*\.js$/);
  assert.match(old, /"guest"/);
  assert.doesNotMatch(old, /\?\?|\?\./);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "二级目录部署，代码中如何获取 publicPath": with assetPrefix \'/shop/\' the code reads process.env.ASSET_PREFIX as "/shop" and __webpack_public_path__ as "/shop/"; with \'auto\' the first is "auto" and the second, at runtime, the folder of the script followed by ../../, which new URL() turns into the folder the page was served from', async (t) => {
  const files = {
    'src/index.js': 'document.body.dataset.env = process.env.ASSET_PREFIX;\ndocument.body.dataset.wp = __webpack_public_path__;\n',
  };
  const read = () => [document.body.dataset.env, document.body.dataset.wp, new URL(document.body.dataset.wp ?? '', location.href).href];
  const shop = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/shop/' } };\n" });
  build(shop);
  const shopHost = await staticHost(t, path.join(shop, 'dist'), { folder: 'shop' });
  const atShop = await visit(browser(), `${shopHost}/shop/`, read);
  assert.deepEqual([atShop.errors, atShop.value], [[], ['/shop', '/shop/', `${shopHost}/shop/`]]);
  const auto = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto' } };\n" });
  build(auto);
  const autoHost = await staticHost(t, path.join(auto, 'dist'), { folder: 'any/dir' });
  const atDir = await visit(browser(), `${autoHost}/any/dir/`, read);
  assert.deepEqual([atDir.errors, atDir.value], [[], ['auto', `${autoHost}/any/dir/static/js/../../`, `${autoHost}/any/dir/`]]);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli and api/javascript-api/instance

const BROKEN = { 'src/index.js': 'const total = ;\n', 'package.json': '{ "name": "fact", "private": true, "type": "module" }\n' };

test('guide/basic/cli "npm run build exits with status code 0 even in case of compilation errors": rsbuild build exits 1 after a syntax error, yet it has printed the file size table and written dist/index.html and a script that throws the error in the browser; a build script that catches rsbuild.build()\'s rejection and only logs it exits 0, with process.exitCode = 1 it exits 1, and an uncaught rejection exits 1', () => {
  const cli = project(BROKEN);
  const run = rsbuild(cli, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Production file sizes:[\s\S]*error {3}Failed to build\./);
  assert.ok(distFiles(cli).includes('index.html'));
  assert.match(distText(cli, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /throw Error\("[^"]*Module build failed/);
  const scripts = {
    'logs.mjs':
      "import { createRsbuild } from '@rsbuild/core';\nconst rsbuild = await createRsbuild({ rsbuildConfig: {} });\ntry {\n  await rsbuild.build();\n} catch (err) {\n  console.error('Build failed:', err.message);\n}\n",
    'sets-code.mjs':
      "import { createRsbuild } from '@rsbuild/core';\nconst rsbuild = await createRsbuild({ rsbuildConfig: {} });\ntry {\n  await rsbuild.build();\n} catch (err) {\n  console.error('Build failed:', err.message);\n  process.exitCode = 1;\n}\n",
    'uncaught.mjs':
      "import { createRsbuild } from '@rsbuild/core';\nconst rsbuild = await createRsbuild({ rsbuildConfig: {} });\nawait rsbuild.build();\n",
  };
  const codes: Record<string, number | null> = {};
  for (const script of Object.keys(scripts)) {
    const dir = project({ ...BROKEN, ...scripts }, CORE_LINK);
    const res = runScript(dir, script);
    codes[script] = res.code;
    assert.match(res.output, /Expression expected/, script);
  }
  assert.deepEqual(codes, { 'logs.mjs': 0, 'sets-code.mjs': 1, 'uncaught.mjs': 1 });
});

test('api/javascript-api/instance "npm run build exits with status code 0 even in case of compilation errors": a script that runs createCompiler()\'s compiler and only throws err, as webpack templates\' build.js did, exits 0 after a syntax error; checking stats.hasErrors() and setting process.exitCode exits 1', () => {
  const run = (check: string) =>
    `import { createRsbuild } from '@rsbuild/core';\nprocess.env.NODE_ENV = 'production';\nconst rsbuild = await createRsbuild({ rsbuildConfig: {} });\nconst compiler = await rsbuild.createCompiler();\ncompiler.run((err, stats) => {\n  if (err) throw err;\n${check}  compiler.close(() => {});\n});\n`;
  const dir = project(
    {
      ...BROKEN,
      'only-err.mjs': run(''),
      'stats.mjs': run("  if (stats.hasErrors()) {\n    console.error('compilation errors');\n    process.exitCode = 1;\n  }\n"),
    },
    CORE_LINK,
  );
  assert.equal(runScript(dir, 'only-err.mjs').code, 0);
  const checked = runScript(dir, 'stats.mjs');
  assert.equal(checked.code, 1);
  assert.match(checked.output, /compilation errors/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files

test('guide/basic/output-files "build 之后的 dist 代码怎么运行", "Tip: built files are meant to be served over an HTTP server": rsbuild build prints no such tip, only `ready   Client compiled` and the file sizes; dist/index.html opened from file:// stays blank, the same dist served over HTTP by rsbuild preview or a static host renders', async (t) => {
  const dir = project({ 'src/index.js': "document.body.dataset.ok = 'yes';\n" });
  const run = build(dir);
  assert.match(run.output, /ready {3}Client compiled/);
  assert.match(run.output, /Production file sizes:/);
  assert.doesNotMatch(run.output, /Tip|HTTP server|file:\/\//);
  const fromDisk = await visit(browser(), `file://${path.join(dir, 'dist/index.html')}`, () => document.body.dataset.ok ?? null);
  assert.equal(fromDisk.value, null);
  const preview = await previewServer(dir);
  try {
    const seen = await visit(browser(), `${preview.url}/`, () => document.body.dataset.ok ?? null);
    assert.deepEqual([seen.errors, seen.value], [[], 'yes']);
  } finally {
    await preview.stop();
  }
  const host = await staticHost(t, path.join(dir, 'dist'));
  const hosted = await visit(browser(), `${host}/`, () => document.body.dataset.ok ?? null);
  assert.deepEqual([hosted.errors, hosted.value], [[], 'yes']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template

test('guide/basic/html-template "npm run dev 后首页提示 Cannot GET /，是不是因为根目录没有 index.html": without any index.html rsbuild dev answers / with 200 and the built-in page; an index.html in the root is not read unless html.template names it', async () => {
  const none = project({ 'src/index.js': "document.body.dataset.ok = 'yes';\n" });
  let server = await devServer(none);
  try {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /<div id="root"><\/div>/);
    assert.doesNotMatch(html, /Cannot GET/);
    const seen = await visit(browser(), `${server.url}/`, () => document.body.dataset.ok ?? null);
    assert.deepEqual([seen.errors, seen.value], [[], 'yes']);
  } finally {
    await server.stop();
  }
  const files = {
    'src/index.js': "document.body.dataset.ok = 'yes';\n",
    'index.html': '<!doctype html><html><head><title>Mine</title></head><body><div id="app"></div></body></html>\n',
  };
  const ignored = project(files);
  server = await devServer(ignored);
  try {
    assert.doesNotMatch(await (await fetch(`${server.url}/`)).text(), /Mine|id="app"/);
  } finally {
    await server.stop();
  }
  const named = project({ ...files, 'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n" });
  server = await devServer(named);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<title>Mine<\/title>[\s\S]*<div id="app"><\/div>/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/tailwindcss

test('guide/basic/tailwindcss "bg-${colour} sometimes doesn\'t work", "bg-[#000] works statically but not dynamically": with Tailwind CSS 3.4.3, classes built from pieces get no CSS, the same class written whole elsewhere (or in a map of full names) gets it; safelist generates listed classes and palette patterns, a pattern for arbitrary values matches nothing and warns', (t) => {
  // tailwindcss 3.4.3 is this site's devDependency `tailwindcss-3`; TAILWIND_3 names another installed copy.
  const tailwind = process.env.TAILWIND_3 ?? path.join(ROOT, 'node_modules/tailwindcss-3');
  const files = {
    'src/index.js':
      "import './index.css';\nimport { bgByName } from './colors';\nconst colour = window.colour || 'red';\nconst bg = window.bg || '#123456';\ndocument.body.innerHTML = `<div class=\"bg-${colour}-500\">a</div><div class=\"${'bg-[' + bg + ']'}\">b</div><p class=\"bg-blue-500 bg-[#000]\">c</p><p class=\"${bgByName[colour]}\">d</p>`;\n",
    'src/colors.js': "export const bgByName = { green: 'bg-green-500', rose: 'bg-rose-500' };\n",
    'src/index.css': '@tailwind utilities;\n',
    'postcss.config.cjs': 'module.exports = { plugins: { tailwindcss: {} } };\n',
  };
  const withTailwind = (config: string) => {
    const dir = project({ ...files, 'tailwind.config.cjs': config });
    fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
    fs.symlinkSync(fs.realpathSync(tailwind), path.join(dir, 'node_modules/tailwindcss'), 'dir');
    return dir;
  };
  const plain = withTailwind("module.exports = { content: ['./src/**/*.{js,ts,jsx,tsx}'] };\n");
  build(plain);
  const css = distText(plain, /\.css$/);
  assert.match(css, /\.bg-blue-500\{/);
  assert.match(css, /\.bg-green-500\{/);
  assert.match(css, /\.bg-rose-500\{/);
  assert.match(css, /\.bg-\\\[\\#000\\\]\{/);
  assert.doesNotMatch(css, /bg-red-500|123456/);
  const safe = withTailwind(
    "module.exports = {\n  content: ['./src/**/*.{js,ts,jsx,tsx}'],\n  safelist: ['bg-[#123456]', { pattern: /^bg-(red|green)-500$/ }, { pattern: /^bg-\\[#[0-9a-f]{6}\\]$/ }],\n};\n",
  );
  const run = build(safe);
  const safeCss = distText(safe, /\.css$/);
  assert.match(safeCss, /\.bg-red-500\{/);
  assert.match(safeCss, /\.bg-green-500\{/);
  assert.match(safeCss, /\.bg-\\\[\\#123456\\\]\{/);
  assert.match(run.output, /The safelist pattern `\/\^bg-\\\[#\[0-9a-f\]\{6\}\\\]\$\/` doesn't match any Tailwind CSS classes\./);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test('guide/basic/typescript "main.ts 引入图片 import loadingImage from \'./common/image/default.png\'，VS Code 报找不到模块": rsbuild build succeeds, tsc reports TS2307 with that path (找不到模块“./common/image/default.png”或其相应的类型声明。 with --locale zh-CN), and src/env.d.ts with the @rsbuild/core types makes it pass, loadingImage a string', () => {
  const files = {
    'tsconfig.json':
      '{ "compilerOptions": { "strict": true, "lib": ["DOM", "ES2020"], "module": "ESNext", "moduleResolution": "Bundler", "noEmit": true }, "include": ["src"] }\n',
    'src/main.ts':
      "import loadingImage from './common/image/default.png';\n\nconst url: string = loadingImage;\ndocument.body.style.backgroundImage = `url(${url})`;\n",
    'src/common/image/default.png': PNG,
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/main.ts' } } };\n",
  };
  const tsc = (dir: string, args: string[] = []) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', ...args], { cwd: dir, encoding: 'utf8' });
  const dir = project(files, CORE_LINK);
  build(dir);
  const en = tsc(dir);
  assert.notEqual(en.status, 0);
  assert.match(
    en.stdout,
    /src\/main\.ts\(1,26\): error TS2307: Cannot find module '\.\/common\/image\/default\.png' or its corresponding type declarations\./,
  );
  const zh = tsc(dir, ['--locale', 'zh-CN']);
  assert.match(zh.stdout, /error TS2307: 找不到模块“\.\/common\/image\/default\.png”或其相应的类型声明。/);
  fs.writeFileSync(path.join(dir, 'src/env.d.ts'), '/// <reference types="@rsbuild/core/types" />\n');
  const fixed = tsc(dir);
  assert.deepEqual([fixed.status, fixed.stdout], [0, '']);
});
