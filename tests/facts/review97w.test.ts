// Facts behind the accuracy review of session 97 (slice w): guide/optimization/split-chunk and plugins/dev/core, in
// both languages. No statement of either page was found false at 0.5.9, so no page changed. The tests below keep the
// runs of claims that no earlier facts file ran and that this review found worth confirming; each names the page and
// the sentence it backs and checks that both languages say it. They run @rsbuild/core 0.5.9 (its CLI, in throw-away
// projects; the split-chunk apps with react 18.2.0, axios, lodash and moment at the versions that page names,
// lib/sample-apps.ts).
//
// - guide/optimization/split-chunk, "Load code on demand": the async lib-polyfill chunk holds "a few polyfills that
//   SWC added for rows.map() (SWC cannot tell whether map is called on an array or an iterator)". Confirmed: the
//   report chunk of the page's app imports core-js/modules/esnext.iterator.map.js and esnext.async-iterator.map.js,
//   and those modules are in static/js/async/lib-polyfill.[hash].js (test 1).
// - guide/optimization/split-chunk, "Share code between pages": which files home.html and admin.html load, and that
//   src/shared.js is copied into both entry files. Confirmed with two entries written as the page describes them
//   (test 2): home.html loads lib-react, the numbered chunk with moment and home; admin.html also lib-axios; the code
//   of src/shared.js is in home.[hash].js and admin.[hash].js and nowhere else.
// - plugins/dev/core, api.context and the readers: what context holds in setup and from modifyBundlerChain on (the
//   example of a modifyRsbuildConfig callback that sets output.distPath.root to 'build'), entries "as written",
//   devServer undefined in builds, the readonly error, getHTMLPaths with tools.htmlPlugin false, isPluginExists for a
//   built-in plugin and for a plugin another plugin's `remove` keeps from being set up, and useExposed returning the
//   first of two values under one id (test 3, one build). These match core/src/provider/createContext.ts,
//   provider/initPlugins.ts and pluginManager.ts of 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { sampleProject } from './lib/sample-apps';
import { build, distFiles, page, pageSays, project } from './topics-support';

const SPLIT = 'guide/optimization/split-chunk';
const CORE = 'plugins/dev/core';

/** Writes the sample project's rsbuild.config.mjs: @rsbuild/plugin-react, React 18 through the alias, and `extra`. */
function reactConfig(cwd: string, alias: unknown, extra = ''): void {
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({ plugins: [pluginReact()], source: { alias: ${JSON.stringify(alias)}${extra} } });
`,
  );
}

const read = (cwd: string, file: string): string => fs.readFileSync(path.join(cwd, 'dist', file), 'utf8');

test(`${SPLIT} "a few polyfills that SWC added for rows.map() (SWC cannot tell whether map is called on an array or an iterator)": the report chunk imports core-js's iterator map polyfills, which lib-polyfill holds`, () => {
  pageSays(SPLIT, {
    en: 'a few polyfills that SWC added for `rows.map()` (SWC cannot tell whether `map` is called on an array or an iterator)',
    zh: 'SWC 为 `rows.map()` 添加的几个 polyfill（SWC 无法判断 `map` 是在数组上还是在迭代器上调用的）',
  });
  const en = page('en', SPLIT);
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, title);
    return found.code;
  };
  const { cwd, base } = sampleProject('review97w-report-polyfill', {
    'src/index.jsx': block('src/index.jsx'),
    'src/Report.jsx': block('src/Report.jsx'),
  });
  // Unminified, so that the module paths stay in the output.
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({ plugins: [pluginReact()], source: { alias: ${JSON.stringify(base.source?.alias)} }, output: { minify: false } });
`,
  );
  build(cwd);
  const files = distFiles(cwd);
  const polyfill = files.find((f) => /^static\/js\/async\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(polyfill, files.join(', '));
  const report = files
    .filter((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f))
    .map((f) => read(cwd, f))
    .find((text) => text.includes("format('LL')") || text.includes('format("LL")'));
  assert.ok(report, 'the report chunk');
  const imported = [...new Set(report.match(/core-js\/modules\/[\w.-]+\.js/g) ?? [])].sort();
  assert.deepEqual(imported, ['core-js/modules/esnext.async-iterator.map.js', 'core-js/modules/esnext.iterator.map.js']);
  // The ids the report chunk requires them by are defined in lib-polyfill.
  const text = read(cwd, polyfill);
  const ids = [...report.matchAll(/__webpack_require__\(\/\*! core-js\/modules\/[\w.-]+ \*\/"(\w+)"\)/g)].map((m) => m[1]);
  assert.equal(ids.length, 2, 'the report chunk requires two core-js modules');
  for (const id of ids) assert.ok(text.includes(`"${id}":`), `lib-polyfill defines module ${id}`);
});

test(`${SPLIT} "home.html loads lib-react, the numbered chunk with moment and home; admin.html loads the same two shared files plus lib-axios and admin. src/shared.js itself is copied into both entry files"`, () => {
  pageSays(SPLIT, {
    en: '`home.html` loads `lib-react`, the numbered chunk with `moment` and `home`; `admin.html` loads the same two shared files plus `lib-axios` and `admin`. `src/shared.js` itself is copied into both entry files',
    zh: '`home.html` 加载 `lib-react`、包含 `moment` 的数字命名 chunk 和 `home`；`admin.html` 加载同样的两个共享文件，再加上 `lib-axios` 和 `admin`。`src/shared.js` 本身则被复制到了两个入口文件中',
  });
  const entry = (name: string, extra: string): string =>
    `import React from 'react';
import { createRoot } from 'react-dom/client';
import { today } from './shared';
${extra}
createRoot(document.getElementById('root')).render(<h1>${name} {today()}</h1>);
`;
  const { cwd, base } = sampleProject('review97w-two-pages', {
    'src/shared.js': "import moment from 'moment';\nexport const today = () => 'SHARED_MARKER ' + moment().format('LL');\n",
    'src/home.jsx': entry('Home', ''),
    'src/admin.jsx': entry('Admin', "import axios from 'axios';\naxios.get('/api/ping');"),
  });
  reactConfig(cwd, base.source?.alias, ", entry: { home: './src/home.jsx', admin: './src/admin.jsx' }");
  build(cwd);
  const scripts = (html: string): string[] =>
    [...read(cwd, html).matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) =>
      m[1].replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/\/\d+\.js$/, '/[id].js'),
    );
  assert.deepEqual(scripts('home.html').sort(), ['static/js/[id].js', 'static/js/home.js', 'static/js/lib-react.js']);
  assert.deepEqual(scripts('admin.html').sort(), [
    'static/js/[id].js',
    'static/js/admin.js',
    'static/js/lib-axios.js',
    'static/js/lib-react.js',
  ]);
  const js = distFiles(cwd).filter((f) => f.endsWith('.js'));
  const numbered = js.find((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(numbered && read(cwd, numbered).includes('momentProperties'), 'moment is in the numbered chunk');
  assert.deepEqual(
    js
      .filter((f) => read(cwd, f).includes('SHARED_MARKER'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js'))
      .sort(),
    ['static/js/admin.js', 'static/js/home.js'],
  );
});

test(`${CORE} api.context, getHTMLPaths, isPluginExists and useExposed: the values a plugin reads in setup and in later hooks of one build`, () => {
  pageSays(CORE, {
    en: "when a `modifyRsbuildConfig` callback sets `output.distPath.root` to `'build'`, `context.distPath` still ends with `/dist` during `setup` and ends with `/build` from `modifyBundlerChain` on.",
    zh: "当某个 `modifyRsbuildConfig` 回调把 `output.distPath.root` 设置为 `'build'` 时，`setup` 期间 `context.distPath` 仍以 `/dist` 结尾，而从 `modifyBundlerChain` 开始则以 `/build` 结尾。",
  });
  pageSays(CORE, {
    en: "entries given in `source.entry` appear as written, for example `'./src/admin.ts'`.",
    zh: "在 `source.entry` 中设置的入口则保持原样，例如 `'./src/admin.ts'`。",
  });
  pageSays(CORE, {
    en: 'It returns a path for every entry even when HTML generation is turned off with [tools.htmlPlugin](/config/tools/html-plugin).',
    zh: '即使通过 [tools.htmlPlugin](/zh/config/tools/html-plugin) 关闭了 HTML 生成，它依然会为每个入口返回一个路径。',
  });
  pageSays(CORE, {
    en: "Built-in plugins count (for example `'rsbuild:html'` or `'rsbuild:css'`), and so do plugins that another plugin's `remove` field keeps from being set up.",
    zh: "内置插件也算在内（例如 `'rsbuild:html'` 或 `'rsbuild:css'`），被其他插件的 `remove` 字段阻止初始化的插件同样算在内。",
  });
  pageSays(CORE, {
    en: 'If two values are exposed under the same id, [useExposed](#apiuseexposed) returns the first one.',
    zh: '如果同一个 ID 下提供了两个值，[useExposed](#apiuseexposed) 返回第一个。',
  });
  const config = `const seen = [];
const log = (label, value) => console.log('SEEN ' + label + ' ' + JSON.stringify(value));
const pluginRemoved = { name: 'review:removed', setup() { log('removed-setup', true); } };
const pluginA = {
  name: 'review:a',
  remove: ['review:removed'],
  setup(api) {
    api.expose('review:id', 'FIRST');
    api.expose('review:id', 'SECOND');
    api.modifyRsbuildConfig((config) => { config.output ||= {}; config.output.distPath = { ...config.output.distPath, root: 'build' }; });
  },
};
const pluginB = {
  name: 'review:b',
  pre: ['review:a'],
  setup(api) {
    const c = api.context;
    log('setup', { distPath: c.distPath, entry: c.entry, devServer: c.devServer, cachePath: c.cachePath, rootPath: c.rootPath, version: c.version, bundlerType: c.bundlerType, tsconfigPath: c.tsconfigPath });
    log('exists', { html: api.isPluginExists('rsbuild:html'), css: api.isPluginExists('rsbuild:css'), removed: api.isPluginExists('review:removed'), none: api.isPluginExists('review:none') });
    log('exposed', api.useExposed('review:id'));
    api.context.distPath = '/elsewhere';
    api.modifyBundlerChain(() => { log('chain', { distPath: api.context.distPath, html: api.getHTMLPaths() }); });
  },
};
export default {
  plugins: [pluginB, pluginA, pluginRemoved],
  source: { entry: { admin: './src/admin.js' } },
  tools: { htmlPlugin: false },
};
`;
  const dir = project({ 'src/admin.js': "console.log('admin');\n", 'rsbuild.config.mjs': config });
  const run = build(dir);
  const seen = (label: string): unknown => {
    const line = run.output.split('\n').find((l) => l.startsWith(`SEEN ${label} `));
    assert.ok(line, `${label}: ${run.output}`);
    return JSON.parse(line.slice(`SEEN ${label} `.length));
  };
  const root = fs.realpathSync(dir);
  const setup = seen('setup') as Record<string, unknown>;
  assert.equal(fs.realpathSync(String(setup.rootPath)), root);
  assert.equal(setup.distPath, path.join(String(setup.rootPath), 'dist'));
  assert.deepEqual(setup.entry, { admin: './src/admin.js' }, 'the entry as written');
  assert.equal(setup.devServer, undefined, 'no devServer in a build');
  assert.equal(setup.cachePath, path.join(String(setup.rootPath), 'node_modules', '.cache'));
  assert.equal(setup.version, '0.5.9');
  assert.equal(setup.bundlerType, 'rspack');
  assert.equal(setup.tsconfigPath, undefined, 'no tsconfig.json');
  assert.match(run.output, /Context is readonly, you can not assign to the "context\.distPath" prop\./);
  assert.deepEqual(seen('exists'), { html: true, css: true, removed: true, none: false });
  assert.ok(!run.output.includes('SEEN removed-setup'), 'the removed plugin was not set up');
  assert.equal(seen('exposed'), 'FIRST');
  const chain = seen('chain') as { distPath: string; html: Record<string, string> };
  assert.equal(chain.distPath, path.join(String(setup.rootPath), 'build'), 'the assignment changed nothing; modifyRsbuildConfig did');
  assert.deepEqual(chain.html, { admin: 'admin.html' });
  assert.ok(!distFiles(dir, 'build').some((f) => f.endsWith('.html')), 'no HTML written');
});
