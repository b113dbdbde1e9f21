// Facts behind the third accuracy review of session 90 (slice c): plugins/list/plugin-vue and plugins/list/plugin-svgr,
// in both languages. Each test names the page and the sentence as it now reads, checks that both languages say it and
// that the old wording is gone, then runs @rsbuild/core 0.5.9 (topics-support.ts) where a run can settle it.
//
// - plugins/list/plugin-svgr, Limits: "IDs are prefixed by file name. If your code or CSS refers to an ID inside the SVG
//   (for example #logo-gradient), the reference no longer matches after prefixIds ... or refer to the prefixed ID."
//   The prefix is not the only change: preset-default's cleanupIds (SVGO 3.3) first shortens the IDs that the SVG itself
//   refers to (logo-gradient becomes a) and removes the IDs that nothing in the file refers to; prefixIds then adds
//   logo_svg__. A build with the plugin's defaults gave id "logo_svg__a" for id="logo-gradient" and no trace of id="dot";
//   with svgo: false both IDs were kept as written. "Refer to the prefixed ID" was no way out for a removed ID, and the
//   prefixed ID is not the one the author wrote. The page now says the IDs are renamed and how.
// - plugins/list/plugin-vue, Common problems, feature flags: vue-i18n's flags were to be set to
//   "__VUE_I18N_FULL_INSTALL__: true, __VUE_I18N_LEGACY_API__: false, __INTLIFY_PROD_DEVTOOLS__: false", with no word on
//   what false does. vue-i18n 9's esm-bundler build falls back to __VUE_I18N_LEGACY_API__ = true (initFeatureFlags in
//   vue-i18n's misc.ts: FULL_INSTALL true, LEGACY_API true, INTLIFY_PROD_DEVTOOLS false), and createI18n computes
//   `__legacyMode = __VUE_I18N_LEGACY_API__ && isBoolean(options.legacy) ? options.legacy : __VUE_I18N_LEGACY_API__`
//   (vue-i18n src/i18n.ts, since intlify/vue-i18n#342): with false, legacy mode is off even for createI18n({ legacy: true })
//   and vue-i18n 9's default (legacy), so an app written for the legacy API loses it. The page now gives vue-i18n's own
//   fallbacks and says when false fits. Settled by vue-i18n's source (not installed here), so no test below.
// - plugins/list/plugin-svgr, Limits: "React only. The generated components import react. There is no output for
//   Preact, Vue, Solid or Svelte." (and Install: "so the project needs React"). The components import react, but
//   @rsbuild/plugin-preact 0.5.9 aliases react, react-dom and react/jsx-runtime to preact/compat and
//   preact/jsx-runtime by default and sets SWC's automatic runtime to preact (plugin-preact/src/index.ts,
//   modifyRsbuildConfig), and the svgr plugin compiles its components with the options of the JS rule's SWC loader
//   (plugin-svgr/src/index.ts, "apply current JS transform rule to SVGR rules"); its `pre: [PLUGIN_REACT_NAME]` is
//   ignored when no React plugin is registered (core/src/pluginManager.ts 116-119). In a Preact 10.20.1 app without
//   React, a ?react import rendered an <svg> with its props. The registry we reach has no 0.5.x of plugin-preact (0.4.15
//   is the newest before 0.6), so the test writes what its 0.5.9 source adds (source.alias and tools.swc) into the config.
// - plugins/list/plugin-svgr, "Failed to execute 'createElement'": the URL in the brackets is "/static/media/… in a
//   Create React App or webpack project". /static/media/ is Create React App's folder (react-scripts'
//   config/webpack.config.js names its assets static/media/[name].[hash][ext]); webpack itself has no such folder: its
//   default output.assetModuleFilename is "[hash][ext][query][fragment]" at the root of the output (webpack 5.112.2,
//   lib/config/defaults.js 1983, in this repository's node_modules), so another webpack project shows whatever its
//   configuration gives. The page now names Create React App only. Settled by the source, so no test below.
// - plugins/list/plugin-vue, Common problems, vue/compiler-sfc: "In Rsbuild 0.5.9 both stop the command while the
//   configuration is loaded (Failed to load file: ...)". True of the second message only (review84b.test.ts runs it: the
//   plugin imports its vue-loader at the top of its dist/index.js). vue-loader 17.0.1 is the user's own copy, which the
//   configuration the page links to (plugin-vue2, "Remove the built-in vue-loader") requires inside tools.bundlerChain:
//   its dist/index.js requires vue/compiler-sfc with no fallback, and 0.5.9 prints "error   Failed to build." and then
//   "Cannot find module 'vue/compiler-sfc'" with no "Failed to load file:" line, before any compilation.
// - plugins/list/plugin-vue, Limits, "No JSX": "register the Vue JSX plugin (0.5.9) next to it for that". The Vue JSX
//   plugin alone changes nothing: plugin-vue-jsx/src/index.ts only calls modifyBabelLoaderOptions of
//   @rsbuild/plugin-babel, which taps the babel-loader use of the JS rules when one exists and adds none
//   (plugin-babel/src/helper.ts 181-200), so without pluginBabel SWC compiles the JSX for React (the Vue JSX page says
//   the same under "Register the plugins"). The page now names the Babel plugin too. Settled by the source (neither
//   plugin is installed here), so no test below.
// - plugins/list/plugin-svgr, "What an SVG import gives" and "React.jsx: type is invalid": the Create React App form
//   `import logoUrl, { ReactComponent as Logo } from './logo.svg'` "only with mixedImport; without it ReactComponent is
//   undefined", and `import { ReactComponent as Logo } from './logo.svg'` "needs mixedImport; without it the module has no
//   ReactComponent export". With svgrOptions.exportType 'named' and no mixedImport the plain-import rule exports the
//   component as ReactComponent (plugin-svgr/src/index.ts: the SVG oneOf gets exportType 'named', no url-loader), so the
//   named import is the component and only the default import is undefined. review84c.test.ts already runs exactly that
//   (exportType 'named': logoUrl 'undefined', ReactComponent 'function', exports ['ReactComponent']); the test below runs
//   the Create React App form itself, with exportType 'named' and with no option. The pages now name exportType 'named'.
// - plugins/list/plugin-svgr, svgrOptions.exportType: "With exportType: 'default', change the *.svg declaration in your
//   .d.ts file as well". The declaration is not in the user's file but in @rsbuild/core/types, and the obvious change, a
//   second `declare module '*.svg'` with a component as default export next to the reference, does not override it:
//   tsc (the repository's TypeScript) rejects `<Logo width={48} />` with TS2322 (not assignable to IntrinsicAttributes).
//   The same declaration in a .d.ts file without the reference passes. The page now says so.
//
// @rsbuild/plugin-svgr is not installed in the repository. With REVIEW90C_DEPS set to a folder whose node_modules holds
// it (`npm install @rsbuild/core@0.5.9 @rsbuild/plugin-svgr@0.5.4` there: the registry we reach has no 0.5.9 of the
// plugin, and 0.5.4's dist/index.js builds the same rules and SVGO defaults as 0.5.9's src/index.ts, which only adds
// `exclude` and `excludeImporter`), and preact 10.20.1 (`npm install preact@10.20.1`), and whose vue-loader-17.0.1
// subfolder holds vue-loader 17.0.1 without vue (`npm install --legacy-peer-deps vue-loader@17.0.1` in
// <REVIEW90C_DEPS>/vue-loader-17.0.1), the tests that need them run; without it they check the pages only.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_LINKS,
  ROOT,
  build,
  buildAndVisit,
  distText,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  linkPackages,
} from './topics-support';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW90C_DEPS;

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

const SVGR = 'plugins/list/plugin-svgr';
const VUE = 'plugins/list/plugin-vue';

/** A project whose entry imports src/logo.svg?react, built with pluginSvgr(`options`) and no minifier; its JS output. */
function svgrComponent(svg: string, options: string): string {
  const dir = project(
    {
      'src/logo.svg': svg,
      'src/index.jsx': "import Logo from './logo.svg?react';\nconsole.log(Logo);\n",
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport default { output: { minify: false }, plugins: [pluginReact(), pluginSvgr(${options})] };\n`,
    },
    REACT_LINKS,
  );
  linkDeps(dir, ['@rsbuild/plugin-svgr']);
  build(dir);
  return distText(dir, /\.js$/);
}

test(`${SVGR} Limits "IDs are renamed. SVGO's default preset shortens the IDs that the SVG itself refers to and removes the others, then prefixIds adds the file name": id="logo-gradient" becomes logo_svg__a and an unreferenced id="dot" is gone; with svgo: false both stay`, (t) => {
  pageSays(
    SVGR,
    {
      en: 'SVGO\'s default preset shortens the IDs that the SVG itself refers to and removes the others, then `prefixIds` adds the file name: in `logo.svg`, `id="logo-gradient"` becomes `id="logo_svg__a"`, and an `id="dot"` that nothing in the file refers to is gone.',
      zh: 'SVGO 的默认预设会缩短 SVG 内部引用到的 ID，删掉没有被引用的 ID，再由 `prefixIds` 加上文件名前缀：`logo.svg` 中的 `id="logo-gradient"` 会变成 `id="logo_svg__a"`，文件内没有任何引用的 `id="dot"` 则直接被删除。',
    },
    {
      en: 'or refer to the prefixed ID.',
      zh: '或者改为引用加了前缀的 ID。',
    },
  );
  if (!DEPS) {
    t.skip('REVIEW90C_DEPS is not set: @rsbuild/plugin-svgr is not installed in the repository');
    return;
  }
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">',
    '  <defs><linearGradient id="logo-gradient"><stop offset="0" stop-color="#ff5e00"/></linearGradient></defs>',
    '  <circle id="dot" cx="12" cy="12" r="10" fill="url(#logo-gradient)" />',
    '</svg>',
    '',
  ].join('\n');
  const renamed = svgrComponent(svg, '');
  assert.match(renamed, /id: "logo_svg__a"/);
  assert.match(renamed, /fill: "url\(#logo_svg__a\)"/);
  assert.doesNotMatch(renamed, /logo-gradient|"dot"|logo_svg__dot/);

  const kept = svgrComponent(svg, '{ svgrOptions: { svgo: false } }');
  assert.match(kept, /id: "logo-gradient"/);
  assert.match(kept, /id: "dot"/);
  assert.match(kept, /fill: "url\(#logo-gradient\)"/);
});

test(`${SVGR} Limits "React and Preact only ... With the Preact plugin, whose default aliases send react to preact/compat, they render in a Preact app as well": a ?react import renders an <svg> in a Preact 10 app without React`, async (t) => {
  pageSays(
    SVGR,
    {
      en: 'With the [Preact plugin](/plugins/list/plugin-preact), whose default aliases send `react` to `preact/compat`, they render in a Preact app as well; there is no output for Vue, Solid or Svelte.',
      zh: '使用 [Preact 插件](/zh/plugins/list/plugin-preact)时，它默认把 `react` 别名到 `preact/compat`，这些组件在 Preact 应用中也能渲染；不支持输出 Vue、Solid 或 Svelte 组件。',
    },
    { en: 'There is no output for Preact, Vue, Solid or Svelte.', zh: '不支持输出 Preact、Vue、Solid 或 Svelte 组件。' },
  );
  pageSays(SVGR, {
    en: "so the project needs React (or the Preact plugin's aliases, see [Limits](#limits))",
    zh: '因此项目中需要有 React（或 Preact 插件提供的别名，见[限制](#限制)）',
  });
  if (!DEPS) {
    t.skip('REVIEW90C_DEPS is not set: @rsbuild/plugin-svgr and preact are not installed in the repository');
    return;
  }
  const dir = project({
    'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
    'src/index.jsx':
      "import { render } from 'preact';\nimport Logo from './logo.svg?react';\n\nrender(<main><Logo width={48} className=\"icon\" /></main>, document.getElementById('root'));\n",
    // What @rsbuild/plugin-preact 0.5.9 adds by default (its src/index.ts): the aliases and SWC's runtime from preact.
    'rsbuild.config.mjs': `import { pluginSvgr } from '@rsbuild/plugin-svgr';
export default {
  source: {
    alias: {
      react: 'preact/compat',
      'react-dom/test-utils': 'preact/test-utils',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  },
  tools: { swc: { jsc: { transform: { react: { runtime: 'automatic', importSource: 'preact' } } } } },
  plugins: [pluginSvgr()],
};
`,
  });
  linkDeps(dir, ['@rsbuild/plugin-svgr', 'preact']);
  assert.equal(fs.existsSync(path.join(dir, 'node_modules/react')), false, 'no React in the project');
  const { errors, value } = await buildAndVisit(browser(), dir, () => {
    const svg = document.querySelector('#root svg');
    return (
      svg && { width: svg.getAttribute('width'), className: svg.getAttribute('class'), circles: svg.querySelectorAll('circle').length }
    );
  });
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { width: '48', className: 'icon', circles: 1 });
});

test(`${VUE} Common problems "In Rsbuild 0.5.9 the first comes after Failed to build., when tools.bundlerChain loads your vue-loader": vue-loader 17.0.1 without vue, set in tools.bundlerChain as the linked section shows, stops rsbuild build with Cannot find module 'vue/compiler-sfc' and no Failed to load file:`, (t) => {
  pageSays(
    VUE,
    {
      en: 'In Rsbuild 0.5.9 the first comes after `Failed to build.`, when `tools.bundlerChain` loads your `vue-loader`; the second stops the command while the configuration is loaded',
      zh: '在 Rsbuild 0.5.9 中，第一条出现在 `Failed to build.` 之后，是 `tools.bundlerChain` 加载你的 `vue-loader` 时报的；第二条则在加载配置文件时就中止命令',
    },
    { en: 'In Rsbuild 0.5.9 both stop the command while the configuration is loaded', zh: '这两种情况都会在加载配置文件时就中止命令' },
  );
  if (!DEPS) {
    t.skip('REVIEW90C_DEPS is not set: vue-loader 17.0.1 is not installed in the repository');
    return;
  }
  const dir = project(
    {
      'rsbuild.config.ts': [
        "import { defineConfig } from '@rsbuild/core';",
        "import { pluginVue } from '@rsbuild/plugin-vue';",
        '',
        'export default defineConfig({',
        '  plugins: [pluginVue()],',
        '  tools: {',
        '    bundlerChain(chain, { CHAIN_ID }) {',
        "      chain.module.rule(CHAIN_ID.RULE.VUE).use(CHAIN_ID.USE.VUE).loader(require.resolve('vue-loader'));",
        "      chain.plugin(CHAIN_ID.PLUGIN.VUE_LOADER_PLUGIN).use(require('vue-loader').VueLoaderPlugin);",
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
      'src/App.vue': '<template><p>app</p></template>\n',
      'src/index.js': "import App from './App.vue';\nconsole.log(App);\n",
    },
    // The plugin is linked: its own vue-loader 17.4.2 finds vue 3.4.21 beside it in the store and loads.
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-vue': 'rsbuild-plugin-vue-0.5' },
  );
  // vue-loader 17.0.1 and its dependencies copied into the project, so that it looks for vue there, where there is none.
  const modules = path.join(dir, 'node_modules');
  for (const name of fs.readdirSync(path.join(DEPS, 'vue-loader-17.0.1/node_modules'))) {
    if (name.startsWith('.')) continue;
    fs.cpSync(path.join(DEPS, 'vue-loader-17.0.1/node_modules', name), path.join(modules, name), { recursive: true, dereference: true });
  }
  assert.equal(JSON.parse(fs.readFileSync(path.join(modules, 'vue-loader/package.json'), 'utf8')).version, '17.0.1');
  assert.equal(fs.existsSync(path.join(modules, 'vue')), false);
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /error {3}Failed to build\.\nerror {3}Cannot find module 'vue\/compiler-sfc'\nRequire stack:\n- [^\n]*node_modules\/vue-loader\/dist\/index\.js/,
  );
  assert.doesNotMatch(run.output, /Failed to load file/);
  // Nothing was compiled: no compile error and no summary of a compilation.
  assert.doesNotMatch(run.output, /Compile error|Failed to compile|ready +Client compiled|Total size/);
});

test(`${SVGR} "the form of Create React App: only with mixedImport. Without it ReactComponent is undefined ..., unless svgrOptions.exportType is 'named', which gives ReactComponent and leaves logoUrl undefined": the CRA imports with exportType 'named', and with no option`, (t) => {
  pageSays(
    SVGR,
    {
      en: "Without it `ReactComponent` is `undefined` (see the next item), unless `svgrOptions.exportType` is `'named'`, which gives `ReactComponent` and leaves `logoUrl` `undefined`.",
      zh: "不开启时 `ReactComponent` 是 `undefined`（见下一条），除非把 `svgrOptions.exportType` 设为 `'named'`：这时有 `ReactComponent`，但 `logoUrl` 是 `undefined`。",
    },
    {
      en: 'only with [mixedImport](#mixedimport); without it `ReactComponent` is `undefined`',
      zh: '需要开启 [mixedImport](#mixedimport)，否则 `ReactComponent` 是 `undefined`',
    },
  );
  pageSays(
    SVGR,
    {
      en: "needs [mixedImport](#mixedimport) or `svgrOptions.exportType: 'named'`; without either the module has no `ReactComponent` export",
      zh: "需要开启 [mixedImport](#mixedimport) 或设置 `svgrOptions.exportType: 'named'`，两者都没有时模块没有 `ReactComponent` 导出",
    },
    { en: 'needs [mixedImport](#mixedimport); without it the module has no', zh: '不开启时模块没有 `ReactComponent` 导出' },
  );
  if (!DEPS) {
    t.skip('REVIEW90C_DEPS is not set: @rsbuild/plugin-svgr is not installed in the repository');
    return;
  }
  const typesOf = (options: string) => {
    const dir = project(
      {
        'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
        'src/index.jsx':
          "import logoUrl, { ReactComponent } from './logo.svg';\nconsole.log('RESULT ' + JSON.stringify({ logoUrl: typeof logoUrl, ReactComponent: typeof ReactComponent }));\n",
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport default { output: { targets: ['node'] }, plugins: [pluginReact(), pluginSvgr(${options})] };\n`,
      },
      REACT_LINKS,
    );
    linkDeps(dir, ['@rsbuild/plugin-svgr']);
    build(dir);
    const out = spawnSync(process.execPath, ['dist/server/index.js'], { cwd: dir, encoding: 'utf8' });
    const line = out.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    assert.ok(line, `${out.stdout}${out.stderr}`);
    return JSON.parse(line.slice(7));
  };
  assert.deepEqual(typesOf("{ svgrOptions: { exportType: 'named' } }"), { logoUrl: 'undefined', ReactComponent: 'function' });
  assert.deepEqual(typesOf(''), { logoUrl: 'string', ReactComponent: 'undefined' });
});

test(`${SVGR} svgrOptions "a second declare module '*.svg' next to it does not override it: declare *.svg as a component in a .d.ts file that does not reference @rsbuild/core/types"`, () => {
  pageSays(
    SVGR,
    {
      en: "a second `declare module '*.svg'` next to it does not override it: declare `*.svg` as a component in a `.d.ts` file that does not reference `@rsbuild/core/types`.",
      zh: "在旁边再写一个 `declare module '*.svg'` 也覆盖不了它：请在不引用 `@rsbuild/core/types` 的 `.d.ts` 文件中把 `*.svg` 声明为组件。",
    },
    { en: 'change the `*.svg` declaration in your `.d.ts` file as well', zh: '也要修改 `.d.ts` 文件中 `*.svg` 的声明' },
  );
  const declaration =
    "declare module '*.svg' {\n  import type { FunctionComponent, SVGProps } from 'react';\n\n  const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default ReactComponent;\n}\n";
  const tsc = (envDts: string) => {
    const dir = project(
      {
        'tsconfig.json': JSON.stringify({
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
        }),
        'src/App.tsx': "import Logo from './logo.svg';\nexport const App = () => <Logo width={48} />;\n",
        'src/env.d.ts': envDts,
      },
      { '@rsbuild/core': 'rsbuild-0.5', '@types/react': '@types/react' },
    );
    return spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  };
  const beside = tsc(`/// <reference types="@rsbuild/core/types" />\n\n${declaration}`);
  assert.equal(beside.status, 2, beside.stdout);
  assert.match(
    beside.stdout,
    /src\/App\.tsx\(2,32\): error TS2322: Type '\{ width: number; \}' is not assignable to type 'IntrinsicAttributes'\./,
  );
  const alone = tsc(declaration);
  assert.equal(alone.status, 0, alone.stdout);
});
