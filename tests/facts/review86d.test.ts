// Facts behind statements fixed in the second accuracy review of session 86 (slice d): guide/framework/react and
// plugins/list/plugin-react, in both languages. Each test runs @rsbuild/core 0.5.9 with @rsbuild/plugin-react 0.5.9
// (its CLI in throw-away projects, topics-support.ts; Chromium where the page speaks of what a browser shows), names
// the page and the sentence it backs, and checks that both languages say it.
//
// - guide/framework/react, "Build for production": "If the project uses react-router, react-router-dom, history or
//   @remix-run/router, they go into a second file, lib-router". Only when those modules come to Rspack's minSize of
//   a production build, 20,000 bytes (@rspack/core 0.5.9 dist/config/defaults.js: production ? 20000 : 10000; the
//   plugin's cache groups set no minSize or enforce, plugin-react/src/splitChunks.ts and shared/src/utils.ts
//   createCacheGroups): a 3 KB `history` alone stays in index.[hash].js, no lib-router is written; with a 79 KB
//   react-router-dom next to it, lib-router holds both.
// - plugins/list/plugin-react, Limits: "When an edited file exports something besides React components, React Refresh
//   cannot update it in place, and the page reloads". Only when the update reaches the entry: the refresh runtime
//   passes it to the importers, and through a Layout.jsx that exports only a component the edit is applied without a
//   reload and the count is kept (the same behaviour guide/faq/hmr describes, review83a.test.ts).
// - plugins/list/plugin-react, Limits: "lib-react does not pick up react-is or UI libraries; they stay in the common
//   vendor chunks". Only when the packages of node_modules outside the React groups come to 20,000 bytes: a 3 KB
//   react-is alone stays in index.[hash].js; with a 59 KB UI library next to it, both go into a numbered chunk.
// - plugins/list/plugin-react, Limits: "The automatic runtime needs React 16.14 or later. Older React versions have no
//   react/jsx-runtime". React backported the runtime to 15.7.0 and 0.14.10 as well (React's 0.14.10 release note,
//   "Backport support for the new JSX transform to 0.14.x"; npm pack --dry-run lists jsx-runtime.js for react@16.14.0,
//   15.7.0 and 0.14.10, none for 16.13.1 or 15.6.2). A claim about React's releases: no run here.
// - plugins/list/plugin-react, swcReactOptions: "Default: { runtime: 'automatic', development: true, refresh: true } in
//   development". refresh is usingHMR (plugin-react/src/react.ts): rsbuild inspect (development) with dev.hmr false
//   gives development: true, refresh: false. And "Register the plugin": "the plugin only changes how SWC treats JSX";
//   the default development config also has ReactRefreshRspackPlugin and the lib-react and lib-router groups.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  build,
  counterAfterEdit,
  distFiles,
  distText,
  hashed,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
} from './topics-support';

const browser = sharedBrowser();

/** The source of a package of `count` exports, each a string of 20 copies of its name (`prefix` and a number). */
const exportsOf = (prefix: string, count: number): string =>
  Array.from({ length: count }, (_, i) => `export const ${prefix}${i} = ${JSON.stringify(`${prefix}${i}`.repeat(20))};`).join('\n');

/** A package `name` in node_modules whose index.js is `exportsOf(prefix, count)`. */
const fakePackage = (name: string, prefix: string, count: number): Record<string, string> => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: `${exportsOf(prefix, count)}\n`,
});

const PLUGIN_CONFIG = "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n";

/** Builds src/index.js importing `packages` (name → files) with pluginReact(); returns the written JS files, hashes as [hash]. */
function buildWith(packages: Record<string, Record<string, string>>): { dir: string; files: string[] } {
  const imports = Object.keys(packages).map((name, i) => `import * as p${i} from '${name}';`);
  const sum = Object.keys(packages)
    .map((_, i) => `Object.keys(p${i}).length`)
    .join(' + ');
  const dir = project(
    {
      'rsbuild.config.mjs': PLUGIN_CONFIG,
      'src/index.js': `${imports.join('\n')}\ndocument.title = String(${sum});\n`,
      ...Object.assign({}, ...Object.values(packages)),
    },
    { '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
  );
  build(dir);
  return { dir, files: hashed(distFiles(dir).filter((f) => f.endsWith('.js'))) };
}

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react

test('guide/framework/react "they go into a second file, lib-router, provided that together they come to at least 20,000 bytes ... below that they stay in the entry\'s file": a 3 KB history alone stays in index.js and no lib-router is written; with a 79 KB react-router-dom, lib-router holds both', () => {
  pageSays(
    'guide/framework/react',
    {
      en: "they go into a second file, `lib-router`, provided that together they come to at least 20,000 bytes, the smallest chunk that Rspack splits off in a production build; below that they stay in the entry's file.",
      zh: '它们会被放入第二个文件 `lib-router`，前提是这些包加起来至少有 20,000 字节，这是 Rspack 在生产构建中单独拆出一个 chunk 的最小体积；不到这个体积时，它们会留在入口文件里。',
    },
    { en: 'they go into a second file, `lib-router`. Run', zh: '它们会被放入第二个文件 `lib-router`。运行' },
  );
  const history = fakePackage('history', 'h', 40);
  assert.ok(history['node_modules/history/index.js'].length < 5_000, 'history is small');
  const small = buildWith({ history });
  assert.deepEqual(small.files, ['static/js/index.[hash].js'], 'history alone: no lib-router');
  assert.match(distText(small.dir, /index\.[0-9a-f]{8}\.js$/), /h39h39/, 'history is inside index.js');

  const router = fakePackage('react-router-dom', 'r', 800);
  assert.ok(router['node_modules/react-router-dom/index.js'].length > 70_000, 'react-router-dom is large');
  const large = buildWith({ history, 'react-router-dom': router });
  assert.deepEqual(large.files.sort(), ['static/js/index.[hash].js', 'static/js/lib-router.[hash].js']);
  const libRouter = distText(large.dir, /lib-router\.[0-9a-f]{8}\.js$/);
  assert.match(libRouter, /h39h39/, 'history is in lib-router');
  assert.match(libRouter, /r799r799/, 'react-router-dom is in lib-router');
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-react

test('plugins/list/plugin-react "lib-react does not pick up react-is or UI libraries ... into a numbered vendor chunk, or into the entry\'s own file while those packages together come to less than 20,000 bytes": a 3 KB react-is alone stays in index.js; with a 59 KB UI library both go into a numbered chunk', () => {
  pageSays(
    'plugins/list/plugin-react',
    {
      en: "they go where the other packages from `node_modules` go: into a numbered vendor chunk, or into the entry's own file while those packages together come to less than 20,000 bytes in a production build.",
      zh: '它们会和 `node_modules` 中的其他包放在一起：进入一个以数字命名的第三方依赖 chunk；如果这些包在生产构建中加起来不到 20,000 字节，就留在入口自己的文件里。',
    },
    { en: 'they stay in the common vendor chunks', zh: '它们会留在普通的第三方依赖 chunk 中' },
  );
  const reactIs = fakePackage('react-is', 'q', 40);
  const small = buildWith({ 'react-is': reactIs });
  assert.deepEqual(small.files, ['static/js/index.[hash].js'], 'react-is alone: no other chunk');
  assert.match(distText(small.dir, /index\.[0-9a-f]{8}\.js$/), /q39q39/, 'react-is is inside index.js');

  const large = buildWith({ 'react-is': reactIs, 'ui-lib': fakePackage('ui-lib', 'u', 600) });
  const numbered = large.files.filter((f) => /^static\/js\/\d+\.\[hash\]\.js$/.test(f));
  assert.equal(numbered.length, 1, `one numbered chunk: ${large.files.join(', ')}`);
  const vendor = distText(large.dir, /\/\d+\.[0-9a-f]{8}\.js$/);
  assert.match(vendor, /q39q39/, 'react-is is in the numbered chunk');
  assert.match(vendor, /u599u599/, 'the UI library is in the numbered chunk');
  assert.doesNotMatch(distText(large.dir, /index\.[0-9a-f]{8}\.js$/), /q39q39/, 'react-is left index.js');
});

const REACT_CONFIG = [
  "import { pluginReact } from '@rsbuild/plugin-react';",
  // Our react-dom 18 is installed next to React 19: the alias makes the app use React 18, as in a real project.
  `export default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };`,
  '',
].join('\n');

/** src/App.jsx: the counter of `counterAfterEdit` that also exports a constant. */
const MIXED_APP = [
  "import { useState } from 'react';",
  "export const LABEL = 'Counter';",
  'export default function App() {',
  '  const [count, setCount] = useState(0);',
  '  return <button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>;',
  '}',
  '',
].join('\n');

const RENDER = "import { createRoot } from 'react-dom/client';\n";

test('plugins/list/plugin-react "React Refresh passes the update on to the files that import it: through an importer that exports only components, the edit is applied without a reload and the state is kept; when the update reaches the entry, the page reloads": an App.jsx that also exports a constant keeps its count through a Layout.jsx, and reloads the page when src/index.jsx imports it', async () => {
  pageSays(
    'plugins/list/plugin-react',
    {
      en: 'React Refresh passes the update on to the files that import it: through an importer that exports only components, the edit is applied without a reload and the state is kept; when the update reaches the entry, the page reloads.',
      zh: 'React Refresh 会把更新交给导入它的文件：导入方只导出组件时，更新经由导入方应用，页面不刷新，状态也会保留；更新一路传到入口时，页面会重新加载。',
    },
    { en: 'React Refresh cannot update it in place, and the page reloads', zh: 'React Refresh 无法原地更新它，页面会重新加载' },
  );
  const throughLayout = await counterAfterEdit(
    browser,
    {
      'rsbuild.config.mjs': REACT_CONFIG,
      'src/index.jsx': `${RENDER}import Layout from './Layout';\ncreateRoot(document.getElementById('root')).render(<Layout />);\n`,
      'src/Layout.jsx': "import App from './App';\nexport default function Layout() {\n  return <main><App /></main>;\n}\n",
      'src/App.jsx': MIXED_APP,
    },
    REACT_LINKS,
  );
  assert.deepEqual(throughLayout, { loads: 1, text: 'second label 2' }, 'through Layout.jsx: no reload, count kept');
  const fromEntry = await counterAfterEdit(
    browser,
    {
      'rsbuild.config.mjs': REACT_CONFIG,
      'src/index.jsx': `${RENDER}import App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n`,
      'src/App.jsx': MIXED_APP,
    },
    REACT_LINKS,
  );
  assert.deepEqual(fromEntry, { loads: 2, text: 'second label 0' }, 'imported by the entry: the page reloads');
});

/** The Rspack configuration that `rsbuild inspect` (development) writes for pluginReact() with `extra` in the config. */
function inspected(extra: string): string {
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()]${extra} };\n`,
      'src/index.jsx': 'export default <p>x</p>;\n',
    },
    { '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
  );
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  return distText(dir, /^rspack\.config\.web\.mjs$/);
}

test('plugins/list/plugin-react "Default: { runtime: \'automatic\', development: true, refresh: true } in development (with refresh: false when Fast Refresh is off there, for example with dev.hmr: false)" and "the plugin changes how SWC treats JSX, adds Fast Refresh in development and adds the React chunk groups": rsbuild inspect shows refresh: true, ReactRefreshRspackPlugin and lib-react/lib-router by default, development: true and refresh: false with dev.hmr false', () => {
  pageSays('plugins/list/plugin-react', {
    en: "`{ runtime: 'automatic', development: true, refresh: true }` in development (with `refresh: false` when Fast Refresh is off there, for example with `dev.hmr: false`)",
    zh: "开发模式下为 `{ runtime: 'automatic', development: true, refresh: true }`（如果 Fast Refresh 没有生效，比如设置了 `dev.hmr: false`，则 `refresh` 为 `false`）",
  });
  pageSays(
    'plugins/list/plugin-react',
    {
      en: 'the plugin changes how SWC treats JSX, adds Fast Refresh in development and adds the React chunk groups.',
      zh: '插件改变的是 SWC 处理 JSX 的方式，另外还会在开发模式下加上 Fast Refresh，并添加 React 相关的拆包分组。',
    },
    { en: 'the plugin only changes how SWC treats JSX', zh: '插件只是改变 SWC 处理 JSX 的方式' },
  );
  const byDefault = inspected('');
  assert.match(byDefault, /mode: 'development'/);
  assert.match(byDefault, /react: \{\s*development: true,\s*refresh: true,\s*runtime: 'automatic'\s*\}/);
  assert.ok(byDefault.includes('new ReactRefreshRspackPlugin('), 'Fast Refresh plugin');
  assert.ok(byDefault.includes("name: 'lib-react'") && byDefault.includes("name: 'lib-router'"), 'chunk groups');
  const noHmr = inspected(', dev: { hmr: false }');
  assert.match(noHmr, /react: \{\s*development: true,\s*refresh: false,\s*runtime: 'automatic'\s*\}/);
  assert.ok(!noHmr.includes('new ReactRefreshRspackPlugin('), 'no Fast Refresh plugin');
});
