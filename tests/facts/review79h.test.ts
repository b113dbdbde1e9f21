// Facts behind statements of review 79 (slice h), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/css-modules: the class names the page gives for `.primary-button` in src/button.module.css. 0.5.9's
//   hash of that class is bea420… whatever the project's name, the mode or the rest of the file (the page said
//   b81397, which no build gives): `primary-button-bea420` in production, `src-button-module__primary-button-bea420`
//   in development, `button-module__primary-button--bea42` with '[name]__[local]--[hash:5]'.
// - config/output/css-modules, the exportLocalsConvention table and its warning (keys exported for .foo-bar and
//   .snake_case, with Rspack's CSS support and with injectStyles' css-loader). True as the page had it; run here
//   because no other facts test backs it.
// - plugins/list/plugin-preact, "Add TypeScript settings": the build does not ignore tsconfig.json. 0.5.9 hands it to
//   Rspack's resolver (source.aliasStrategy 'prefer-tsconfig', packages/core/src/provider/plugins/resolve.ts), so its
//   `paths` and `baseUrl` resolve imports, from src and from node_modules; its JSX settings are not read (JSX comes from
//   the plugin). With the page's tsconfig, `react` resolves to preact/compat even with reactAliasesEnabled: false.
//   (Review 79 wrote "takes only the `paths`"; `baseUrl` resolves bare imports too, as guide/basic/typescript says.)
//   @rsbuild/plugin-preact and preact are not installed here: the plugin is its 0.5.9 source (src/index.ts) written as
//   CommonJS, and a package named preact with a compat entry stands in for Preact. The same runs with preact 10.29.8
//   and TypeScript 5.9 from the registry gave the same results (and `tsc` passed on the page's two files), by hand.
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { test } from 'node:test';
import { build, devCss, distText, page, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

const BUTTON = {
  'src/button.module.css': '.primary-button {\n  color: white;\n}\n',
  'src/index.js': "import styles from './button.module.css';\nconsole.log(styles.primaryButton);\n",
};

/** The class that `.primary-button` becomes in the built CSS (`rsbuild build`, NODE_ENV as given). */
function builtClass(localIdentName?: string, env: NodeJS.ProcessEnv = {}): string {
  const cssModules = localIdentName === undefined ? '{}' : `{ localIdentName: ${localIdentName} }`;
  const dir = project({ ...BUTTON, 'rsbuild.config.mjs': `export default { output: { cssModules: ${cssModules} } };\n` });
  build(dir, env);
  return /\.([\w-]*primary-button[\w-]*) ?\{/.exec(distText(dir, /\.css$/))?.[1] ?? '';
}

test('config/output/css-modules: .primary-button in src/button.module.css becomes primary-button-bea420 in production and src-button-module__primary-button-bea420 in development (rsbuild build and rsbuild dev); [name]__[local]--[hash:5] gives button-module__primary-button--bea42; the dev-only template keeps primary-button-bea420 in rsbuild build', async () => {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'config/output/css-modules');
    assert.ok(!text.includes('b8139'), `${lang}: no b81397 left`);
    assert.ok(text.includes("styles.primaryButton === 'primary-button-bea420'"), lang);
    assert.ok(text.includes('`src-button-module__primary-button-bea420`'), lang);
    assert.ok(text.includes('// button-module__primary-button--bea42\n'), lang);
  }
  assert.equal(builtClass(), 'primary-button-bea420');
  assert.equal(builtClass(undefined, { NODE_ENV: 'development' }), 'src-button-module__primary-button-bea420');
  assert.equal(builtClass("'[name]__[local]--[hash:5]'"), 'button-module__primary-button--bea42');
  // The hash does not depend on the project's name.
  const other = project({ ...BUTTON, 'package.json': '{ "name": "another-app", "private": true }\n' });
  build(other);
  assert.match(distText(other, /\.css$/), /\.primary-button-bea420\{/);

  // rsbuild dev serves the same names; the page's template for "Disable class name hashing in dev mode only".
  const dev = project(BUTTON);
  assert.match(await devCss(dev), /\.src-button-module__primary-button-bea420 \{/);
  const byMode = "process.env.NODE_ENV === 'development' ? '[path][name]__[local]' : '[local]-[hash:6]'";
  assert.equal(builtClass(byMode), 'primary-button-bea420');
});

test('config/output/css-modules exportLocalsConvention table: the keys exported for .foo-bar and .snake_case by a default build, and with injectStyles (css-loader) dashes and dashesOnly camel-case only the dashes', () => {
  const keys = (convention: string, injectStyles: boolean): string[] => {
    const dir = project({
      'src/a.module.css': '.foo-bar { color: red; }\n.snake_case { color: blue; }\n',
      'src/index.js': "import styles from './a.module.css';\nglobalThis.result = Object.keys(styles);\n",
      'rsbuild.config.mjs': `export default { performance: { chunkSplit: { strategy: 'all-in-one' } }, output: { injectStyles: ${injectStyles}, cssModules: { exportLocalsConvention: '${convention}' } } };\n`,
    });
    build(dir);
    // style-loader inserts a <style> element: a document that accepts it is enough.
    const node = () => ({ setAttribute() {}, appendChild() {}, removeChild() {}, insertBefore() {}, childNodes: [], firstChild: null });
    const document = { createElement: node, createTextNode: () => ({}), querySelector: () => node(), head: node() };
    const ctx: Record<string, unknown> = {};
    if (injectStyles) Object.assign(ctx, { document, window: ctx });
    vm.runInNewContext(distText(dir, /^static\/js\/index\.\w+\.js$/), ctx);
    return [...((ctx.result as string[] | undefined) ?? [])].sort();
  };
  const table: Record<string, string[]> = {
    asIs: ['foo-bar', 'snake_case'],
    camelCase: ['foo-bar', 'fooBar', 'snake_case', 'snakeCase'],
    camelCaseOnly: ['fooBar', 'snakeCase'],
    dashes: ['foo-bar', 'snake_case', 'snake-case'],
    dashesOnly: ['foo-bar', 'snake-case'],
  };
  for (const [convention, expected] of Object.entries(table)) {
    assert.deepEqual(keys(convention, false), [...expected].sort(), convention);
    for (const lang of ['en', 'zh'] as const) {
      const sep = lang === 'en' ? ', ' : '、';
      const row = expected.map((k) => `\`${k}\``).join(sep);
      assert.ok(page(lang, 'config/output/css-modules').includes(`| ${row} |`), `${lang}: the row of ${convention}`);
    }
  }
  // injectStyles: the same for asIs, camelCase and camelCaseOnly; dashes and dashesOnly follow css-loader.
  for (const convention of ['asIs', 'camelCase', 'camelCaseOnly']) {
    assert.deepEqual(keys(convention, true), [...table[convention]].sort(), `injectStyles ${convention}`);
  }
  assert.deepEqual(keys('dashes', true), ['foo-bar', 'fooBar', 'snake_case']);
  assert.deepEqual(keys('dashesOnly', true), ['fooBar', 'snake_case']);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-preact

/** @rsbuild/plugin-preact 0.5.9 (packages/plugin-preact/src/index.ts); getNodeEnv() is process.env.NODE_ENV. */
const PLUGIN_PREACT = `exports.pluginPreact = (options = {}) => ({
  name: 'rsbuild:preact',
  setup(api) {
    const { reactAliasesEnabled = true } = options;
    api.modifyRsbuildConfig((userConfig, { mergeRsbuildConfig }) => {
      const reactOptions = { development: process.env.NODE_ENV === 'development', runtime: 'automatic', importSource: 'preact' };
      const extraConfig = { tools: { swc: { jsc: { transform: { react: reactOptions } } } } };
      if (reactAliasesEnabled) {
        extraConfig.source ||= {};
        extraConfig.source.alias = {
          react: 'preact/compat',
          'react-dom/test-utils': 'preact/test-utils',
          'react-dom': 'preact/compat',
          'react/jsx-runtime': 'preact/jsx-runtime',
        };
      }
      return mergeRsbuildConfig(extraConfig, userConfig);
    });
  },
});
`;

/** A package named preact: its JSX runtime and a compat entry that marks the bundle. */
const PREACT_STAND_IN = {
  'node_modules/@rsbuild/plugin-preact/package.json': '{ "name": "@rsbuild/plugin-preact", "version": "0.5.9", "main": "index.js" }\n',
  'node_modules/@rsbuild/plugin-preact/index.js': PLUGIN_PREACT,
  'node_modules/preact/package.json': JSON.stringify({
    name: 'preact',
    version: '10.0.0',
    exports: {
      '.': './index.js',
      './compat': './compat/index.js',
      './jsx-runtime': './jsx-runtime.js',
      './jsx-dev-runtime': './jsx-runtime.js',
    },
  }),
  'node_modules/preact/index.js': 'export const render = () => {};\n',
  'node_modules/preact/jsx-runtime.js':
    'export function jsx(type, props) { return { type, props }; }\nexport { jsx as jsxs, jsx as jsxDEV };\n',
  'node_modules/preact/compat/package.json': '{ "main": "index.js" }\n',
  'node_modules/preact/compat/index.js': "export const useState = (v) => [v, 'PREACT_COMPAT_STAND_IN'];\n",
  // A package written for React, as the page's "from packages in node_modules" has it.
  'node_modules/react-lib/package.json': '{ "name": "react-lib", "main": "index.js" }\n',
  'node_modules/react-lib/index.js': "import { useState } from 'react';\nexport const useLib = () => useState('lib');\n",
};

/** The tsconfig.json of the page's "Add TypeScript settings". */
function pageTsconfig(): Record<string, { paths: Record<string, string[]> } & Record<string, unknown>> {
  const block = /```json title="tsconfig\.json"\n([\s\S]*?)```/.exec(page('en', 'plugins/list/plugin-preact'))?.[1];
  assert.ok(block, 'the page shows a tsconfig.json');
  return JSON.parse(block);
}

test('plugins/list/plugin-preact "The build takes only paths and baseUrl from tsconfig.json, to resolve imports": with the page\'s tsconfig and reactAliasesEnabled: false, react still resolves to preact/compat (from src and from node_modules); without react and react-dom in paths a mistaken import fails the build; a baseUrl resolves a bare import from src; the tsconfig\'s JSX settings are not read', () => {
  assert.ok(
    page('en', 'plugins/list/plugin-preact').includes(
      'The build takes only `paths` and `baseUrl` from `tsconfig.json`, to resolve imports',
    ),
  );
  assert.ok(page('en', 'plugins/list/plugin-preact').includes('and drop `react` and `react-dom` from the `paths` above'));
  assert.ok(page('zh', 'plugins/list/plugin-preact').includes('构建过程只读取 `tsconfig.json` 中的 `paths` 和 `baseUrl`，用来解析导入'));
  assert.ok(page('zh', 'plugins/list/plugin-preact').includes('同时从上面的 `paths` 中删掉 `react` 和 `react-dom`'));
  for (const lang of ['en', 'zh'] as const)
    assert.ok(
      !page(lang, 'plugins/list/plugin-preact').includes('ignores `tsconfig.json`') &&
        !page(lang, 'plugins/list/plugin-preact').includes('不读取 `tsconfig.json`'),
      lang,
    );

  const tsconfig = pageTsconfig();
  const app = (config: string, paths: Record<string, string[]>, extra: Record<string, string> = {}) =>
    project({
      ...PREACT_STAND_IN,
      'tsconfig.json': JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, paths } }, null, 2),
      'rsbuild.config.mjs': config,
      'src/index.tsx':
        "import { useState } from 'react';\nimport { useLib } from 'react-lib';\nconsole.log(useState(1), useLib(), <p>x</p>);\n",
      ...extra,
    });
  const noAliases =
    "import { pluginPreact } from '@rsbuild/plugin-preact';\nexport default { plugins: [pluginPreact({ reactAliasesEnabled: false })] };\n";
  const { paths } = tsconfig.compilerOptions as { paths: Record<string, string[]> };
  assert.deepEqual(Object.keys(paths), ['react', 'react-dom']);

  // The page's tsconfig, the aliases off: react resolves through paths, for src and for the package.
  const withPaths = app(noAliases, paths);
  build(withPaths);
  const js = distText(withPaths, /\.js$/);
  assert.match(js, /PREACT_COMPAT_STAND_IN/);
  assert.doesNotMatch(js, /React\.createElement/);

  // Without react and react-dom in paths, the mistaken import fails the build.
  const withoutPaths = app(noAliases, {});
  const failed = rsbuild(withoutPaths, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve 'react' in /);

  // baseUrl too: with "baseUrl": "src" added to the page's tsconfig, `import … from 'label'` resolves to src/label.ts; the
  // same import fails without it.
  const bare = (baseUrl: boolean) =>
    app(noAliases, paths, {
      'src/label.ts': "export const label = 'FROM_BASE_URL';\n",
      'src/index.tsx': "import { label } from 'label';\nconsole.log(label, <p>x</p>);\n",
      ...(baseUrl
        ? { 'tsconfig.json': JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, baseUrl: 'src' } }, null, 2) }
        : {}),
    });
  const withBaseUrl = bare(true);
  build(withBaseUrl);
  assert.match(distText(withBaseUrl, /\.js$/), /FROM_BASE_URL/);
  const withoutBaseUrl = rsbuild(bare(false), ['build']);
  assert.notEqual(withoutBaseUrl.code, 0);
  assert.match(withoutBaseUrl.output, /Can't resolve 'label' in /);

  // No plugin: the tsconfig's "jsx": "react-jsx" and "jsxImportSource": "preact" change nothing, JSX is React.createElement.
  const noPlugin = app('export default {};\n', paths);
  build(noPlugin);
  assert.match(distText(noPlugin, /\.js$/), /React\.createElement\("p"/);
});
