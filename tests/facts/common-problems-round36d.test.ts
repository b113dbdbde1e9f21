// Facts behind the thirty-sixth round's (d) items, as readers describe the problem:
// 1. guide/optimization/split-chunk: build 后每个路由下的 js 文件都包含 react 等公共文件，如何提取出来.
// 2. plugins/list/plugin-lightningcss: `:after .header` causes `Unexpected token Delim('.')`.
// 3. plugins/list/plugin-lightningcss: `SyntaxError: Unexpected token Colon` when minifying foundation.css.
// 4. plugins/list/plugin-rem: vant 中的样式始终没有编译成 rem，自己写的 less 可以.
// 5. plugins/list/plugin-source-build: build-less monorepo packages, consumed directly from src.
// 6. plugins/list/plugin-svgr: `Cannot find module '../../assets/xxxx.svg?react' or its corresponding type declarations`.
// 7. plugins/list/plugin-type-check: throw type errors inside the browser overlay, not just in the console.
// 8. plugins/list/plugin-type-check: a TS error in a .vue file is not displayed in the HMR overlay as with Vue CLI.
// 9. plugins/list/plugin-typed-css-modules: the first compilation fails because the typings are not generated yet.
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with Chromium where a page is looked at, or
// TypeScript's tsc on a throw-away project.
//
// Resting on other sources, not run here:
// - plugins/list/plugin-lightningcss (2, 3): lightningcss is not installed here. Run once by hand, not kept as a test:
//   lightningcss 1.24.1 (the lowest version the plugin's 0.5.9 package.json accepts, ^1.24.1) in a scratch project with
//   0.5.9's CLI and a loader that calls its transform() on each .css file, as the plugin's src/loader.ts does:
//   `.ui.popup:after .header { color: #fff }` stopped the build with `File: ./src/popup.css`, `Module build failed:` and
//   `SyntaxError: Unexpected token Delim('.')`; `@media screen and (min-width:0\0)` with `SyntaxError: Invalid media
//   query`; with `errorRecovery: true` both builds passed and the CSS kept only the valid rules (the invalid rule, the
//   whole @media block with 1.24.1, was dropped). transform() of lightningcss 1.33.0 (what ^1.24.1 installs today)
//   words the first error `Pseudo-elements like '::before' or '::after' can't be followed by selectors like
//   'Delim('.')'` and gives the same `Invalid media query`; 1.17.1 (the report of 2022) gives `Unexpected token Colon`
//   for the media query. That the selector comes from Semantic UI's popup and that foundation.css 6.7.5 contains
//   `@media screen and (min-width: 0\0)` are parcel-bundler/lightningcss#648 and #362 (and #690 for semantic-ui-css).
//   Run here: the same CSS builds with 0.5.9's own CSS handling, without the plugin.
// - plugins/list/plugin-rem (4): @rsbuild/plugin-rem is not installed; its 0.5.9 source (src/index.ts) adds
//   postcss-pxtorem through tools.postcss's addPlugins, as the stand-in px-to-rem PostCSS plugin of ours does here.
//   vant is a package of ours with a lib/index.css. That postcss-pxtorem's `exclude` skips the files it matches is its
//   README. The vue-cli-template-vant report (youzan/vue-cli-template-vant#1) is not run.
// - plugins/list/plugin-source-build (5): the plugin is not installed. What it sets is its 0.5.9 source (src/index.ts):
//   the package's source folder in source.include and `source` before the default main fields of the JS and TS rules;
//   the stand-in sets the same with source.include and tools.bundlerChain.
// - plugins/list/plugin-svgr (6): vite-plugin-svgr#113 (Vite) is not run; only tsc is.
// - plugins/list/plugin-type-check (7, 8): the plugin is not installed (see common-problems-round24a.test.ts, whose
//   by-hand run showed type errors reaching the browser console as compile errors with async: false). Run here: a
//   type error in a .vue component with overlay: true opens no overlay. That Vue CLI showed them in its overlay is the
//   report (fi3ework/vite-plugin-checker#56).
// - plugins/list/plugin-typed-css-modules (9): typings-for-css-modules-loader (Jimdo/typings-for-css-modules-loader#79)
//   and ts-loader are not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  ROOT,
  VUE_LINKS,
  build,
  devServer,
  distFiles,
  distText,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

const tsc = (dir: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    jsx: 'react-jsx',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk (1) "build后每个路由下的js文件都包含react等公共文件 如何提取出来"

/** The JS files of dist (relative paths) whose text contains React's internals. */
function withReact(dir: string): string[] {
  return distFiles(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED'))
    .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
}

const routes = (config: string) =>
  project(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} }, entry: { home: './src/home.jsx', admin: './src/admin.jsx' } }${config} };\n`,
      'src/start.jsx':
        "import React, { Suspense, lazy } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport function start(load) {\n  const Page = lazy(load);\n  createRoot(document.getElementById('root')).render(<Suspense fallback=\"...\"><Page /></Suspense>);\n}\n",
      'src/home.jsx': "import { start } from './start';\nstart(() => import('./routes/Home'));\n",
      'src/admin.jsx': "import { start } from './start';\nstart(() => import('./routes/Users'));\n",
      'src/routes/Home.jsx':
        "import React, { useState } from 'react';\nexport default function Home() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>home {n}</button>;\n}\n",
      'src/routes/Users.jsx':
        "import React, { useState } from 'react';\nexport default function Users() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>users {n}</button>;\n}\n",
    },
    REACT_LINKS,
  );

test('guide/optimization/split-chunk "build 后每个路由下的 js 文件都包含 react 等公共文件": by default React is in lib-react only, not in the two entries or the lazy route chunks under async/; with all-in-one each entry file carries its own copy', () => {
  const byDefault = routes('');
  build(byDefault);
  assert.deepEqual(withReact(byDefault), ['static/js/lib-react.[hash].js']);
  const asyncChunks = distFiles(byDefault).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js'));
  assert.equal(asyncChunks.length, 2);
  assert.match(fs.readFileSync(path.join(byDefault, 'dist/home.html'), 'utf8'), /lib-react\.[0-9a-f]{8}\.js/);
  assert.match(fs.readFileSync(path.join(byDefault, 'dist/admin.html'), 'utf8'), /lib-react\.[0-9a-f]{8}\.js/);

  const allInOne = routes(", performance: { chunkSplit: { strategy: 'all-in-one' } }");
  build(allInOne);
  assert.deepEqual(withReact(allInOne).sort(), ['static/js/admin.[hash].js', 'static/js/home.[hash].js']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-lightningcss (2, 3) ":after .header causes Unexpected token Delim('.')",
// "SyntaxError: Unexpected token Colon when minifying foundation.css"

test('plugins/list/plugin-lightningcss ":after .header … Unexpected token Delim(\'.\')" and "Unexpected token Colon … foundation.css": without the plugin, 0.5.9 builds a stylesheet with `.ui.popup:after .header` and Foundation\'s `@media screen and (min-width:0\\0)` hack, exit code 0', () => {
  const dir = project({
    'src/index.js': "import './popup.css';\nimport './foundation.css';\n",
    'src/popup.css': '.ui.popup:after .header {\n  color: #fff;\n}\n.popup-ok {\n  color: red;\n}\n',
    'src/foundation.css':
      '.grid-ok {\n  display: flex;\n}\n@media screen and (min-width:0\\0) {\n  .ie-only {\n    display: block;\n  }\n}\n',
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.popup-ok/);
  assert.match(css, /\.grid-ok/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem (4) "vant中的样式始终没有编译成rem 自己写的less可以"

test('plugins/list/plugin-rem "vant 中的样式没有编译成 rem，自己写的 less 可以": a px-to-rem PostCSS plugin added through tools.postcss addPlugins (as the rem plugin adds postcss-pxtorem) converts the CSS of a package in node_modules imported from JS as well as the app\'s Less', () => {
  const dir = project({
    'px-to-rem.cjs':
      "module.exports = () => ({ postcssPlugin: 'px-to-rem', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => `${n / 50}rem`); } });\nmodule.exports.postcss = true;\n",
    'rsbuild.config.cjs':
      "const pxToRem = require('./px-to-rem.cjs');\nmodule.exports = { tools: { postcss: (_, { addPlugins }) => { addPlugins(pxToRem()); } } };\n",
    'node_modules/vant/package.json': '{ "name": "vant", "version": "2.12.0", "main": "lib/index.js" }\n',
    'node_modules/vant/lib/index.js': 'exports.Button = {};\n',
    'node_modules/vant/lib/index.css': '.van-button {\n  height: 44px;\n  padding: 0 15px;\n}\n',
    'src/index.js': "import 'vant/lib/index.css';\nimport './app.less';\n",
    'src/app.less': '@gap: 20px;\n.page {\n  margin: @gap;\n}\n',
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.van-button\{height:\.88rem;padding:0 \.3rem\}/);
  assert.match(css, /\.page\{margin:\.4rem\}/);
  assert.doesNotMatch(css, /\d+px/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-source-build (5) "build-less monorepo packages, consume them directly from src"

function buildlessWorkspace(config: string): string {
  const top = project({
    'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - 'packages/*'\n",
    'packages/ui/package.json':
      '{ "name": "@demo/ui", "version": "1.0.0", "main": "dist/index.js", "types": "dist/index.d.ts", "source": "src/index.ts" }\n',
    'packages/ui/src/index.ts': 'export const greet = (name: string): string => `hello from ui src, ${name}`;\n',
    'apps/web/package.json': '{ "name": "web", "private": true, "dependencies": { "@demo/ui": "workspace:*" } }\n',
    'apps/web/src/index.ts': "import { greet } from '@demo/ui';\ndocument.title = greet('web');\n",
    'apps/web/rsbuild.config.mjs': config,
  });
  fs.mkdirSync(path.join(top, 'apps/web/node_modules/@demo'), { recursive: true });
  fs.symlinkSync(path.join(top, 'packages/ui'), path.join(top, 'apps/web/node_modules/@demo/ui'), 'dir');
  return path.join(top, 'apps/web');
}

test("plugins/list/plugin-source-build \"build-less monorepo packages, consume them directly from src\": a workspace package that was never built (main: dist/index.js missing) fails the app's build with Can't resolve '@demo/ui'; with what the plugin sets (source field first, its src in source.include) the app builds from src/index.ts", () => {
  const failing = rsbuild(buildlessWorkspace('export default {};\n'), ['build']);
  assert.notEqual(failing.code, 0);
  assert.match(failing.output, /Can't resolve '@demo\/ui'/);

  const web = buildlessWorkspace(
    "import path from 'node:path';\nexport default {\n  source: { include: [path.resolve('../../packages/ui/src')] },\n  tools: { bundlerChain: (chain, { CHAIN_ID }) => { for (const id of [CHAIN_ID.RULE.TS, CHAIN_ID.RULE.JS]) { if (chain.module.rules.get(id)) chain.module.rule(id).resolve.mainFields.merge(['source', '...']); } } },\n};\n",
  );
  build(web);
  assert.match(distText(web, /static\/js\/index\.[0-9a-f]{8}\.js$/), /hello from ui src/);
  assert.equal(fs.existsSync(path.join(web, '../../packages/ui/dist')), false);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr (6) "Cannot find module '../../assets/xxxx.svg?react' or its corresponding type declarations"

const DECLARATION =
  "declare module '*.svg?react' {\n  import type { FunctionComponent, SVGProps } from 'react';\n\n  const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default ReactComponent;\n}\n";

function svgProject(files: Record<string, string>): string {
  return project(
    {
      'tsconfig.json': TSCONFIG,
      'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>\n',
      'src/pages/home/App.tsx': "import Logo from '../../assets/logo.svg?react';\nexport const App = () => <Logo width={48} />;\n",
      ...files,
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@types/react': '@types/react' },
  );
}

test('plugins/list/plugin-svgr "Cannot find module \'../../assets/xxxx.svg?react\' or its corresponding type declarations": with only @rsbuild/core/types tsc reports TS2307 for the ?react import; the declaration in src/env.d.ts fixes it; the same declaration in a file outside tsconfig include, or below a top-level import in env.d.ts, does not', () => {
  const reference = '/// <reference types="@rsbuild/core/types" />\n';
  const bare = tsc(svgProject({ 'src/env.d.ts': reference }));
  assert.equal(bare.status, 2, bare.stdout);
  assert.match(
    bare.stdout,
    /src\/pages\/home\/App\.tsx\(1,18\): error TS2307: Cannot find module '\.\.\/\.\.\/assets\/logo\.svg\?react' or its corresponding type declarations\./,
  );

  const declared = tsc(svgProject({ 'src/env.d.ts': `${reference}\n${DECLARATION}` }));
  assert.equal(declared.status, 0, declared.stdout);

  const outside = tsc(svgProject({ 'src/env.d.ts': reference, 'types/svgr.d.ts': DECLARATION }));
  assert.equal(outside.status, 2, outside.stdout);
  assert.match(outside.stdout, /error TS2307: Cannot find module '\.\.\/\.\.\/assets\/logo\.svg\?react'/);

  const moduleFile = tsc(
    svgProject({
      'src/env.d.ts': `${reference}import type { FunctionComponent, SVGProps } from 'react';\n\ndeclare module '*.svg?react' {\n  const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default ReactComponent;\n}\n`,
    }),
  );
  assert.equal(moduleFile.status, 2, moduleFile.stdout);
  assert.match(moduleFile.stdout, /App\.tsx\(1,18\): error TS2307: Cannot find module '\.\.\/\.\.\/assets\/logo\.svg\?react'/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check (8) "ts error in .vue file can not be displayed in HMR overlay like Vue CLI"

test('plugins/list/plugin-type-check "ts error in .vue file can not be displayed in HMR overlay like Vue CLI": with overlay: true, a TS2345 error in <script setup lang="ts"> of App.vue leaves the dev server without an error and the page without an overlay; the component renders', async () => {
  const dir = project(
    {
      'rsbuild.config.mjs':
        "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], dev: { client: { overlay: true } } };\n",
      'src/index.ts': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
      'src/App.vue':
        '<script setup lang="ts">\nfunction formatPrice(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\nconst price = formatPrice(\'1999\' as string);\n</script>\n<template><p class="price">{{ price }}</p></template>\n',
    },
    VUE_LINKS,
  );
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(server.url);
    await waitFor(() => logs.includes('[HMR] connected.'));
    assert.equal(await page.textContent('.price'), '$19.99');
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => document.querySelectorAll('rsbuild-error-overlay').length), 0);
    assert.doesNotMatch(server.log(), /error|TS2345/i);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules (9) "first compilation fails because typings aren't generated yet"

test('plugins/list/plugin-typed-css-modules "first compilation fails because typings aren\'t generated yet": on a fresh checkout tsc fails with TS2307 for ./card.module.css, rsbuild build with enableCssModuleTSDeclaration exits 0 and writes card.module.css.d.ts, and tsc then passes; a misspelt class still builds and only tsc reports it', () => {
  const files = (use: string) => ({
    'tsconfig.json': TSCONFIG,
    'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
    'src/card.module.css': '.card {\n  padding: 16px;\n}\n',
    'src/index.ts': `import styles from './card.module.css';\ndocument.body.className = styles.${use};\n`,
  });
  const dir = project(files('card'));
  const before = tsc(dir);
  assert.equal(before.status, 2, before.stdout);
  assert.match(before.stdout, /error TS2307: Cannot find module '\.\/card\.module\.css' or its corresponding type declarations\./);
  assert.equal(rsbuild(dir, ['build']).code, 0);
  assert.ok(fs.existsSync(path.join(dir, 'src/card.module.css.d.ts')));
  const after = tsc(dir);
  assert.equal(after.status, 0, after.stdout);

  const typo = project(files('cardd'));
  assert.equal(rsbuild(typo, ['build']).code, 0);
  const checked = tsc(typo);
  assert.equal(checked.status, 2, checked.stdout);
  assert.match(checked.stdout, /error TS2551: Property 'cardd' does not exist on type 'CssExports'/);
});
