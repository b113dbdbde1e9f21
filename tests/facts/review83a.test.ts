// Facts behind statements fixed in the second accuracy review of session 83 (slice a): guide/faq/hmr,
// guide/faq/exceptions and guide/faq/blank-page, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI in
// throw-away projects, topics-support.ts; Chromium where the page speaks of what a browser does), names the page and
// the sentence it backs, and checks that both languages say it.
//
// - guide/faq/hmr, "The file is not part of the build": "Only files that the entry imports, directly or indirectly,
//   are watched." The page itself says that an edit of the html.template file starts a compilation, and so does an
//   edit of the project's package.json (Rspack's resolver reads it, so it is a file dependency of the build); an
//   edit of a source file that nothing imports starts none.
// - guide/faq/hmr, "React components lose their state": "React Fast Refresh gives up, and reloads the page, when the
//   edited file is not made only of components", and in "The page reloads instead of updating", "A React component file
//   that also exports something else, or an anonymous component: Fast Refresh reloads the page". Only when the update
//   reaches the entry: @rsbuild/plugin-react 0.5.9's refresh runtime does not accept such a file, so the update goes on
//   to the files that import it. Imported by src/index.jsx, an App.jsx that also exports a constant reloads the page;
//   imported by a Layout.jsx that exports only a component, the same edit is applied through Layout.jsx without a
//   reload and the counter keeps its count (an anonymous App.jsx there is not reloaded either, but loses its count).
// - guide/faq/exceptions, "Cannot read properties of undefined (reading 'BannerPlugin')": the block quoted two lines,
//   Failed to load file and the TypeError; 0.5.9 prints Failed to build. between them (cli/commands.ts catches what
//   loadConfig rethrows). That block only comes when the file reads rspack.BannerPlugin as it loads; inside a
//   tools.rspack function the TypeError follows Failed to build. alone. And "Failed to load file in front of any error
//   means that running rsbuild.config.ts itself threw; the lines after it point to the line of the configuration file":
//   a syntax error (a ParseError, never run) and an export that is not a configuration object (thrown by loadConfig,
//   core/src/config.ts) come after it too.
// - guide/faq/exceptions, "Template execution failed": "Rsbuild provides assetPrefix, mountId, entryName and
//   htmlWebpackPlugin (with htmlWebpackPlugin.options.title) to every template". getTemplateParameters
//   (core/src/plugins/html.ts) provides compilation and webpackConfig (the Rspack options) too.
// - guide/faq/blank-page, the item "Scripts and styles return 404": its causes included "dist/index.html was opened
//   from disk". Opened from file://, Chromium gets no 404 for /static/js/... and /static/css/...: the requests fail
//   with net::ERR_FILE_NOT_FOUND (the console: Failed to load resource: net::ERR_FILE_NOT_FOUND).
// - guide/faq/exceptions, "Custom hashDigest is not supported": "Rspack ignores the base64 part and uses its default
//   digest". Rspack never sees it: Rsbuild warns and removes ':base64' from the name before it passes it on
//   (core/src/provider/plugins/css.ts:235-240); the class names are those of [hash:5].
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_LINKS,
  compilations,
  counterAfterEdit,
  devServer,
  distText,
  edit,
  page,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
} from './topics-support';

const browser = sharedBrowser();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "The watcher follows the files that the build reads: the modules that the entry imports ... and a few others such as the HTML template and package.json": in rsbuild dev an edit of the html.template file and one of package.json each start a compilation, an edit of a source file that nothing imports starts none', async () => {
  pageSays('guide/faq/hmr', {
    en: 'The watcher follows the files that the build reads: the modules that the entry imports, directly or indirectly, and a few others such as the HTML template and `package.json`.',
    zh: '监听器只跟踪构建读取过的文件：入口直接或间接导入的模块，以及 HTML 模板、`package.json` 等少数文件。',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'guide/faq/hmr'), /Only files that the entry imports|只有被入口直接或间接导入的文件/);
  }
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'index.html': '<!doctype html><html><head><title>first</title></head><body><div id="root"></div></body></html>\n',
    'src/index.js': "import './used.js';\n",
    'src/used.js': "document.title = 'used';\n",
    'src/unused.js': 'export const unused = 1;\n',
  });
  const server = await devServer(dir);
  /** Edits `file` and returns how many compilations finished within 4 s. */
  const after = async (file: string, from: string, to: string): Promise<number> => {
    await pause(1_000);
    const before = compilations(server);
    edit(dir, file, from, to);
    await pause(4_000);
    return compilations(server) - before;
  };
  try {
    assert.equal(await after('src/unused.js', '= 1', '= 2'), 0, 'a file that nothing imports');
    assert.equal(await after('index.html', 'first', 'second'), 1, 'the HTML template');
    assert.equal(await after('package.json', '"fact"', '"fact-renamed"'), 1, 'package.json');
    assert.equal(await after('src/used.js', "'used'", "'edited'"), 1, 'an imported module');
  } finally {
    await server.stop();
  }
});

const REACT_CONFIG = [
  "import { pluginReact } from '@rsbuild/plugin-react';",
  // Our react-dom 18 is installed next to React 19: the alias makes the app use React 18, as in a real project.
  `export default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };`,
  '',
].join('\n');
/** src/App.jsx: a counter component (its label 'first label' and its count) with, first, `extra`. */
const counter = (extra: string, head = 'export default function App() {'): string =>
  [
    "import { useState } from 'react';",
    extra,
    head,
    '  const [count, setCount] = useState(0);',
    '  return <button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>;',
    '}',
    '',
  ].join('\n');
const RENDER = "import { createRoot } from 'react-dom/client';\n";
/** The page loads and the button's text after an edit of src/App.jsx, rendered by the entry itself or through a Layout.jsx. */
const afterEdit = (app: string, through: 'entry' | 'layout') =>
  counterAfterEdit(
    browser,
    through === 'entry'
      ? {
          'rsbuild.config.mjs': REACT_CONFIG,
          'src/index.jsx': `${RENDER}import App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n`,
          'src/App.jsx': app,
        }
      : {
          'rsbuild.config.mjs': REACT_CONFIG,
          'src/index.jsx': `${RENDER}import Layout from './Layout';\ncreateRoot(document.getElementById('root')).render(<Layout />);\n`,
          'src/Layout.jsx': "import App from './App';\nexport default function Layout() {\n  return <main><App /></main>;\n}\n",
          'src/App.jsx': app,
        },
    REACT_LINKS,
  );

test('guide/faq/hmr "React Fast Refresh cannot apply an edit to a file that is not made only of components: it ... reloads the page when the update reaches the entry ... Imported by a file that exports only components, such as a Layout.jsx, the same file is updated through it without a reload": with pluginReact, an App.jsx that also exports a constant reloads the page (count lost) when src/index.jsx imports it, and is updated in place (count kept) when a Layout.jsx imports it', async () => {
  pageSays('guide/faq/hmr', {
    en: 'it passes the update on to the files that import it, and reloads the page when the update reaches the entry, as for an `App.tsx` that `src/index.tsx` imports. Imported by a file that exports only components, such as a `Layout.jsx`, the same file is updated through it without a reload',
    zh: '它把更新交给导入这个文件的模块，更新传到入口时就会刷新页面，比如被 `src/index.tsx` 导入的 `App.tsx`。如果导入它的文件只导出组件（例如 `Layout.jsx`），更新会经由那个文件应用，页面不会刷新',
  });
  const mixed = counter("export const LABEL = 'Counter';");
  assert.deepEqual(await afterEdit(mixed, 'entry'), { loads: 2, text: 'second label 0' });
  assert.deepEqual(await afterEdit(mixed, 'layout'), { loads: 1, text: 'second label 2' });
});

test('guide/faq/hmr "A React component file that the entry imports and that also exports something else, or whose component is anonymous: Fast Refresh reloads the page": an anonymous default export reloads the page when src/index.jsx imports it; imported by a Layout.jsx it is updated without a reload, its count reset', async () => {
  pageSays('guide/faq/hmr', {
    en: '**A React component file that the entry imports and that also exports something else**, or whose component is anonymous: Fast Refresh reloads the page',
    zh: '**入口导入的 React 组件文件还导出了组件以外的内容**，或者其中的组件是匿名函数：Fast Refresh 会刷新页面',
  });
  const anonymous = counter('', 'export default () => {');
  assert.deepEqual(await afterEdit(anonymous, 'entry'), { loads: 2, text: 'second label 0' });
  assert.deepEqual(await afterEdit(anonymous, 'layout'), { loads: 1, text: 'second label 0' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions

/** A project whose rsbuild.config.ts is `config`, with @rsbuild/core 0.5.9 installed. */
const withConfig = (config: string) =>
  project({ 'src/index.js': "document.title = 'app';\n", 'rsbuild.config.ts': config }, { '@rsbuild/core': 'rsbuild-0.5' });

const BANNER_AT_LOAD = [
  "import { defineConfig, rspack } from '@rsbuild/core';",
  '',
  'export default defineConfig({',
  '  tools: {',
  '    rspack: {',
  "      plugins: [new rspack.BannerPlugin({ banner: 'Copyright Example Corp.' })],",
  '    },',
  '  },',
  '});',
  '',
].join('\n');

test("guide/faq/exceptions \"Cannot read properties of undefined (reading 'BannerPlugin')\": rspack imported from @rsbuild/core 0.5.9 is undefined; read as the file loads, rsbuild build prints Failed to load file, Failed to build. and the TypeError (rsbuild dev: Failed to start dev server.), read in a tools.rspack function the TypeError follows Failed to build. alone; the rspack of the function's utils works", () => {
  pageSays('guide/faq/exceptions', {
    en: "error   Failed to load file: /my-app/rsbuild.config.ts\nerror   Failed to build.\nerror   TypeError: Cannot read properties of undefined (reading 'BannerPlugin')",
    zh: "error   Failed to load file: /my-app/rsbuild.config.ts\nerror   Failed to build.\nerror   TypeError: Cannot read properties of undefined (reading 'BannerPlugin')",
  });
  pageSays('guide/faq/exceptions', {
    en: 'inside a `tools.rspack` function, the same `TypeError` follows `Failed to build.` alone (`Failed to start dev server.` in `rsbuild dev`)',
    zh: '如果是在 `tools.rspack` 函数里用到，同样的 `TypeError` 只跟在 `Failed to build.` 后面（`rsbuild dev` 中是 `Failed to start dev server.`）',
  });
  const atLoad = withConfig(BANNER_AT_LOAD);
  const build = rsbuild(atLoad, ['build']);
  assert.equal(build.code, 1);
  assert.match(
    build.output,
    /error {3}Failed to load file: \S+rsbuild\.config\.ts\nerror {3}Failed to build\.\nerror {3}TypeError: Cannot read properties of undefined \(reading 'BannerPlugin'\)\n\s+at \S*rsbuild\.config\.ts:6:/,
  );
  const dev = rsbuild(atLoad, ['dev']);
  assert.equal(dev.code, 1);
  assert.match(
    dev.output,
    /Failed to load file: \S+\nerror {3}Failed to start dev server\.\nerror {3}TypeError: Cannot read properties of undefined \(reading 'BannerPlugin'\)/,
  );

  const inFunction = withConfig(
    BANNER_AT_LOAD.replace(
      "rspack: {\n      plugins: [new rspack.BannerPlugin({ banner: 'Copyright Example Corp.' })],\n    },",
      "rspack: (config, { appendPlugins }) => {\n      appendPlugins(new rspack.BannerPlugin({ banner: 'Copyright Example Corp.' }));\n    },",
    ),
  );
  const later = rsbuild(inFunction, ['build']);
  assert.equal(later.code, 1);
  assert.doesNotMatch(later.output, /Failed to load file/);
  assert.match(
    later.output,
    /error {3}Failed to build\.\nerror {3}TypeError: Cannot read properties of undefined \(reading 'BannerPlugin'\)/,
  );

  // The page's fix: the rspack object of the function's second argument.
  const fixed = withConfig(
    [
      "import { defineConfig } from '@rsbuild/core';",
      'export default defineConfig({',
      '  tools: {',
      '    rspack: (config, { appendPlugins, rspack }) => {',
      "      appendPlugins(new rspack.BannerPlugin({ banner: 'Copyright Example Corp.' }));",
      '    },',
      '  },',
      '});',
      '',
    ].join('\n'),
  );
  const ok = rsbuild(fixed, ['build']);
  assert.equal(ok.code, 0, ok.output);
  // The banner is a legal comment, which the minifier moves to the .LICENSE.txt file beside the script.
  assert.match(distText(fixed, /^static\/js\//), /Copyright Example Corp\./);
});

test('guide/faq/exceptions "Failed to load file means that Rsbuild could not load rsbuild.config.ts ... When running the file threw, the first at line under the error points to the line of the configuration file; a syntax error is a ParseError followed by the line and column; for a file that exports no configuration object ...": all three come after Failed to load file and Failed to build.', () => {
  pageSays('guide/faq/exceptions', {
    en: 'When running the file threw, the first `at` line under the error points to the line of the configuration file; a syntax error is a `ParseError` followed by the line and column',
    zh: '如果是执行这个文件时抛出了异常，错误下面第一行 `at` 会指出配置文件中出错的行；语法错误会报 `ParseError`，后面跟着行号和列号',
  });
  const loadFailed = /error {3}Failed to load file: \S+rsbuild\.config\.ts\nerror {3}Failed to build\.\nerror {3}/;
  const thrown = rsbuild(withConfig('const base = undefined;\nexport default { source: base.source };\n'), ['build']);
  assert.match(thrown.output, new RegExp(`${loadFailed.source}TypeError: [^\\n]+\\n\\s+at \\S*rsbuild\\.config\\.ts:2:`));
  const syntax = rsbuild(withConfig("export default {\n  source: { entry: { index: './src/index.js' } \n};\n"), ['build']);
  assert.match(syntax.output, new RegExp(`${loadFailed.source}ParseError: [^\\n]*\\n\\s*\\S+rsbuild\\.config\\.ts:3:1`));
  const noObject = rsbuild(withConfig('export default () => {\n  const config = {};\n};\n'), ['build']);
  assert.match(
    noObject.output,
    new RegExp(`${loadFailed.source}Rsbuild config function must return a config object\\.\\n\\s+at loadConfig`),
  );
  for (const run of [thrown, syntax, noObject]) assert.equal(run.code, 1);
});

test('guide/faq/exceptions "Rsbuild provides assetPrefix, mountId, entryName, htmlWebpackPlugin (with htmlWebpackPlugin.options.title), compilation and webpackConfig to every template": a template reading the six builds, one reading BASE_URL stops with Template execution failed: ReferenceError: BASE_URL is not defined', () => {
  pageSays('guide/faq/exceptions', {
    en: 'Rsbuild provides `assetPrefix`, `mountId`, `entryName`, `htmlWebpackPlugin` (with `htmlWebpackPlugin.options.title`), `compilation` and `webpackConfig` to every template.',
    zh: 'Rsbuild 为每个模板提供 `assetPrefix`、`mountId`、`entryName`、`htmlWebpackPlugin`（包含 `htmlWebpackPlugin.options.title`）、`compilation` 和 `webpackConfig`。',
  });
  const read = [
    '[<%= assetPrefix %>]',
    '[<%= mountId %>]',
    '[<%= entryName %>]',
    '[<%= htmlWebpackPlugin.options.title %>]',
    '[<%= typeof compilation.hooks %>]',
    '[<%= webpackConfig.mode %>]',
  ].join('');
  const template = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>\n`;
  const dir = project({
    'src/index.js': "document.title = 'app';\n",
    'rsbuild.config.mjs': "export default { html: { template: './index.html', title: 'My title' } };\n",
    'index.html': template(read),
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.match(distText(dir, /^index\.html$/), /\[\]\[root\]\[index\]\[My title\]\[object\]\[production\]/);

  const vueCli = project({
    'src/index.js': "document.title = 'app';\n",
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'index.html': template('<link rel="icon" href="<%= BASE_URL %>favicon.ico">'),
  });
  const failed = rsbuild(vueCli, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /× Error: Template execution failed: ReferenceError: BASE_URL is not defined/);
});

test('guide/faq/exceptions "Rsbuild removes the base64 part, which Rspack does not support, so the class names are those of [hash:5]": [local]--[hash:base64:5] prints the warning and builds the same CSS as [local]--[hash:5], which prints none', () => {
  pageSays('guide/faq/exceptions', {
    en: 'Rsbuild removes the `base64` part, which Rspack does not support, so the class names are those of `[hash:5]`.',
    zh: 'Rspack 不支持 `base64`，Rsbuild 会把它去掉，得到的类名与 `[hash:5]` 相同。',
  });
  const css = (localIdentName: string): { output: string; css: string } => {
    const dir = project({
      'src/index.js': "import styles from './a.module.css';\nwindow.title = styles.title;\n",
      'src/a.module.css': '.title { color: red; }\n',
      'rsbuild.config.mjs': `export default { output: { cssModules: { localIdentName: '${localIdentName}' } } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return { output: run.output, css: distText(dir, /^static\/css\/.*\.css$/) };
  };
  const base64 = css('[local]--[hash:base64:5]');
  const hex = css('[local]--[hash:5]');
  assert.match(
    base64.output,
    /warn {4}Custom hashDigest in output\.cssModules\.localIdentName is currently not supported when using Rspack, the 'base64' will be ignored\./,
  );
  assert.doesNotMatch(hex.output, /hashDigest/);
  assert.match(hex.css, /^\.title--\S{5}\{color:red\}/);
  assert.equal(base64.css, hex.css);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page

test('guide/faq/blank-page "or dist/index.html was opened from disk (there the requests fail with net::ERR_FILE_NOT_FOUND instead of a 404)": a default build opened from file:// in Chromium gets no response for its script and stylesheet, both requests fail with net::ERR_FILE_NOT_FOUND, and the page stays empty', async () => {
  pageSays('guide/faq/blank-page', {
    en: '`dist/index.html` was opened from disk (there the requests fail with `net::ERR_FILE_NOT_FOUND` instead of a 404; see below)',
    zh: '（这时请求失败报的是 `net::ERR_FILE_NOT_FOUND`，而不是 404，见下文）',
  });
  const dir = project({
    'src/index.js': "import './index.css';\ndocument.getElementById('root').textContent = 'rendered';\n",
    'src/index.css': 'body { color: rgb(255, 0, 0); }\n',
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  const tab = await browser().newPage();
  const failed: string[] = [];
  const statuses: number[] = [];
  try {
    tab.on('requestfailed', (r) =>
      failed.push(`${new URL(r.url()).pathname.replace(/\.[0-9a-f]{8}\./, '.[hash].')} ${r.failure()?.errorText}`),
    );
    tab.on('response', (r) => statuses.push(r.status()));
    await tab.goto(`file://${dir}/dist/index.html`);
    await tab.waitForTimeout(500);
    assert.deepEqual(failed.sort(), [
      '/static/css/index.[hash].css net::ERR_FILE_NOT_FOUND',
      '/static/js/index.[hash].js net::ERR_FILE_NOT_FOUND',
    ]);
    assert.ok(!statuses.includes(404), `no 404: ${statuses}`);
    assert.equal(await tab.textContent('#root'), '');
  } finally {
    await tab.close();
  }
});
