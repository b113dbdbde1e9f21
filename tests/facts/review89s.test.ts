// Facts behind the lead's own additions of session 89, in both languages.
//
// - config/output/source-map, Caveats: "CSS source maps are off in development too" was true but left readers alone
//   with what they see (two reviewers of session 88 noted it): a development stylesheet still ends with a
//   sourceMappingURL comment for a map that is not written, and the dev server answers the map's URL with the page's
//   HTML (its fallback), so developer tools get HTML where they expect a map. Run below.
// - config/output/overrideBrowserslist: "The project's Browserslist config is a .browserslistrc file or a browserslist
//   field in package.json" left out what else 0.5.9 reads (session 88's reviewer). getBrowserslist calls its compiled
//   Browserslist's loadConfig({ path, env }) (shared/src/getBrowserslist.ts 17), which returns the BROWSERSLIST variable
//   first, then the file BROWSERSLIST_CONFIG names, then the nearest `browserslist` or `.browserslistrc` file or
//   package.json field; overrideBrowserslist is read before it (getBrowserslistWithDefault). Runs below.
// - guide/faq/hmr, guide/basic/server, guide/basic/cli, guide/start/quick-start: "the .env files that existed when it
//   started" said what review89d corrected on guide/advanced/env-vars: rsbuild dev watches the .env files it loaded, those
//   of its mode (core/src/cli/init.ts 40-47, loadEnv.ts 44-53), so an existing .env.production is not watched. The run is
//   review89d's first test; the test below checks that the four pages now say it, in both languages.
// - community/releases/index, the table of Rspack versions: "0.5.8, then 0.5.9 and 0.5.9 canary builds" read as
//   pre-releases of 0.5.9; the canaries 0.5.5 to 0.5.9 depend on were built after Rspack 0.5.9 (review89e's run:
//   the build Rsbuild 0.5.9 installs exports what Rspack 0.5.9 does not). Now "canary builds made after it".
// - config/output/css-modules, cssModules.auto: "true: files whose name matches /\.module\.\w+$/i" holds without
//   output.injectStyles; with it, css-loader's own rule for auto: true (/\.module(s)?\.\w+$/i) makes *.modules.* files
//   CSS Modules too (review89n's run on tools.cssLoader, two builds of a.modules.css and b.module.css).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, project } from './topics-support';

test('config/output/source-map "A development .css file still ends with a /*# sourceMappingURL=index.css.map*/ comment, but no such file exists: the dev server answers that URL with the page\'s HTML (status 200)"', async () => {
  pageSays('config/output/source-map', {
    en: "A development `.css` file still ends with a `/*# sourceMappingURL=index.css.map*/` comment, but no such file exists: the dev server answers that URL with the page's HTML (status 200)",
    zh: '但开发环境的 `.css` 文件末尾仍然带有 `/*# sourceMappingURL=index.css.map*/` 注释，而这个文件并不存在：开发服务器对该地址返回的是页面的 HTML（状态码 200）',
  });
  const dir = project({
    'src/index.js': "import './a.css';\ndocument.body.append('fact');\n",
    'src/a.css': 'body { color: rgb(255, 0, 0); }\n',
  });
  const server = await devServer(dir);
  try {
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.match(css.trimEnd(), /\/\*# sourceMappingURL=index\.css\.map\*\/$/, 'the stylesheet ends with the comment');
    const map = await fetch(`${server.url}/static/css/index.css.map`);
    assert.equal(map.status, 200);
    assert.match(map.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await map.text(), /^<!doctype html>/i, "the page's HTML, not a map");
    // The scripts' maps are there (the JavaScript default, cheap-module-source-map): only the CSS one is missing.
    const js = await fetch(`${server.url}/static/js/index.js.map`);
    assert.match(js.headers.get('content-type') ?? '', /^application\/json/);
  } finally {
    await server.stop();
  }
});

test('config/output/override-browserslist "a .browserslistrc or browserslist file ... The BROWSERSLIST environment variable ... and BROWSERSLIST_CONFIG ... take its place when set; overrideBrowserslist still wins over both"', () => {
  pageSays('config/output/override-browserslist', {
    en: 'The project\'s Browserslist config is a `.browserslistrc` or `browserslist` file, or a `browserslist` field in `package.json`, searched for from the project root upwards. The `BROWSERSLIST` environment variable (queries, such as `BROWSERSLIST="ie 11"`) and `BROWSERSLIST_CONFIG` (the path of a config file) take its place when set; `overrideBrowserslist` still wins over both.',
    zh: '项目的 Browserslist 配置是指 `.browserslistrc` 或 `browserslist` 文件，或 `package.json` 中的 `browserslist` 字段，会从项目根目录开始逐级向上查找。设置了环境变量 `BROWSERSLIST`（查询语句，如 `BROWSERSLIST=\"ie 11\"`）或 `BROWSERSLIST_CONFIG`（配置文件的路径）时，以它们为准；`overrideBrowserslist` 的优先级仍高于这两者。',
  });
  // An arrow function stays for the default browsers and is rewritten for IE 11: the list in force shows in the output.
  const src = { 'src/index.js': 'window.f = (a) => a + document.title;\n' };
  const ie11 = (files: Record<string, string>, env: NodeJS.ProcessEnv = {}): boolean => {
    const dir = project({ ...src, ...files });
    build(dir, env);
    return !/=>/.test(distText(dir, /^static\/js\/index\./));
  };
  assert.equal(ie11({}), false, 'the default list keeps the arrow');
  assert.equal(ie11({ browserslist: 'ie 11\n' }), true, 'a browserslist file is read');
  assert.equal(ie11({ '.browserslistrc': 'chrome >= 100\n' }, { BROWSERSLIST: 'ie 11' }), true, 'BROWSERSLIST wins over .browserslistrc');
  assert.equal(ie11({ 'conf/targets': 'ie 11\n' }, { BROWSERSLIST_CONFIG: 'conf/targets' }), true, 'BROWSERSLIST_CONFIG names the file');
  assert.equal(
    ie11({ 'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 100'] } };\n" }, { BROWSERSLIST: 'ie 11' }),
    false,
    'overrideBrowserslist wins over BROWSERSLIST',
  );
});

test('guide/faq/hmr, guide/basic/server, guide/basic/cli, guide/start/quick-start: the dev server watches "the .env files it loaded when it started", not every .env file that existed (run: review89d.test.ts)', () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: 'and the `.env` files it loaded when it started (`.env` and `.env.local`, and those of its mode, such as `.env.development`; not `.env.production`).',
      zh: '以及启动时加载的 `.env` 文件（不含其他模式的文件）。',
    },
    { en: 'the `.env` files that existed when it started', zh: '启动时已存在的 `.env` 文件' },
  );
  pageSays(
    'guide/basic/server',
    {
      en: 'one of the `.env` files it loaded when it started changes (a `.env` file created later, or one of another mode such as `.env.production`, is not watched)',
      zh: '以及 `.env.production` 等其他模式的文件，不会被监听',
    },
    { en: 'the `.env` files that existed when it started', zh: '启动时已存在的 `.env` 文件' },
  );
  pageSays(
    'guide/basic/cli',
    {
      en: 'the `.env` files it loaded when it started (not those of another mode, such as `.env.production`).',
      zh: '以及启动时加载的 `.env` 文件（不包括 `.env.production` 等其他模式的文件）。',
    },
    { en: 'the `.env` files that existed when it started', zh: '启动时已存在的 `.env` 文件' },
  );
  pageSays(
    'guide/start/quick-start',
    { en: 'or one of the `.env` files the server loaded when it started,', zh: '或者修改服务器启动时加载的某个 `.env` 文件时' },
    { en: 'the `.env` files that existed when the server started', zh: '服务器启动时已经存在的某个 `.env` 文件' },
  );
});

test('community/releases/index "0.5.9 and canary builds made after it (0.5.9-canary-…)" (run: review89e.test.ts, the Rspack version of Rsbuild 0.5.9)', () => {
  pageSays(
    'community/releases/index',
    {
      en: '| 0.5.x | 0.5.8, then 0.5.9 and canary builds made after it (`0.5.9-canary-…`) |',
      zh: '| 0.5.x | 0.5.8，之后为 0.5.9 及其后构建的 canary 版本（`0.5.9-canary-…`） |',
    },
    { en: '0.5.9 and 0.5.9 canary builds', zh: '0.5.9 及 0.5.9 的 canary 构建' },
  );
});

test('config/output/css-modules "with output.injectStyles, also *.modules.* files ... (css-loader\'s own rule)" (run: review89n.test.ts)', () => {
  pageSays('config/output/css-modules', {
    en: "with [output.injectStyles](/config/output/inject-styles), also `*.modules.*` files, such as `button.modules.css` (css-loader's own rule).",
    zh: '开启 [output.injectStyles](/zh/config/output/inject-styles) 时，`*.modules.*` 文件（如 `button.modules.css`）也是 CSS Modules（css-loader 自身的规则）。',
  });
});
