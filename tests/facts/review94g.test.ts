// Facts behind the accuracy review of session 94 (slice g): plugins/list/plugin-css-minimizer, plugins/list/plugin-eslint,
// plugins/list/plugin-mdx and plugins/list/plugin-pug, in both languages. Each test names the page and the sentence it
// backs, checks that both languages say it, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fix:
// - plugins/list/plugin-css-minimizer, intro: use the plugin "when you want the same CSS output as a webpack project that
//   used cssnano". Not with its defaults: a webpack project gets css-minimizer-webpack-plugin 5.0.1's own defaults
//   (cssnanoMinify with minimizerOptions {}, dist/index.js 193-200, so cssnano's `default` preset as it is), while
//   @rsbuild/plugin-css-minimizer 0.5.9 passes `preset: ['default', { mergeLonghand: false }]`
//   (plugin-css-minimizer/src/index.ts 28-51). For the page's own example the first gives `.title{color:red;margin:10px
//   5px}`, the plugin `.title{color:red;margin-bottom:10px;...}`. Now "the CSS output of a webpack project that used
//   css-minimizer-webpack-plugin (with one default changed: `mergeLonghand` is off, see below)". Test below (needs
//   REVIEW94g_DEPS).
//
// Every other statement checked on the four pages held at 0.5.9 (see /work/review94/REPORT-g.md). The other tests below
// keep the runs that settled claims no earlier facts file had run:
// - plugins/list/plugin-pug, Limits: "Included files are not watched" (only the Vue branch of the transform calls
//   addDependency, plugin-pug/src/index.ts 36-48 at v0.5.9; compileClient's branch does not, 50-52) and "A Pug syntax error
//   stops the whole process" (core/src/rspack/transformLoader.ts awaits the transform without a try, so the error thrown
//   by pug leaves the loader as an unhandled rejection and Node exits). Run below: rsbuild dev, an edit of a partial
//   included by the HTML template or by a template imported from JavaScript starts no compilation; an edit of the partial
//   of a Vue component's `<template lang="pug">` does; a syntax error makes `rsbuild build` exit 1 with pug's message and
//   `rsbuild dev` exit.
// - plugins/list/plugin-pug, "Use a Pug file as the HTML template": `title` and `meta(charset=…)` written in Pug give a
//   page with two of each (HtmlBasicPlugin hasTitle and getMetaTags' charset test read the raw template text). Run below.
// - plugins/list/plugin-mdx, Register the plugin and Build and run: with pluginReact() first, an edit of hello.mdx is
//   applied in place and the counter keeps its value; with pluginMdx() first, the same edit reloads the page (the React
//   Refresh plugin's `include` is not extended, plugin-mdx/src/index.ts 57-66). Limits: an MDX file that also exports a
//   value reloads the page. Run below with Chromium (needs REVIEW94g_DEPS).
// - plugins/list/plugin-css-minimizer, How it works and exclude: the SWC and cssnano outputs of the page's example, and
//   a file matched by `exclude` stays unminified. Run below (needs REVIEW94g_DEPS).
// - plugins/list/plugin-eslint, How it works: with output.targets ['web', 'node'] the lint errors are reported once.
//   Run below (needs REVIEW94g_DEPS).
//
// The pug tests give the project a stand-in for @rsbuild/plugin-pug 0.5.9 (the transform of packages/plugin-pug/src/index.ts
// at v0.5.9, both branches) and this site's pug 3.0.2, the plugin's exact dependency. The other tests need
// REVIEW94g_DEPS, a folder made outside the repository, and are skipped without it:
//   npm i --prefix $REVIEW94g_DEPS css-minimizer-webpack-plugin@5.0.1 @mdx-js/loader@3.0.1 @rsbuild/shared@0.5.9 \
//     eslint@8.57.0 eslint-webpack-plugin@4.1.0 pug@3.0.2 react@18 react-dom@18
// plus, in $REVIEW94g_DEPS/src-plugins/<name>/index.cjs, the 0.5.9 source of plugin-css-minimizer, plugin-eslint and
// plugin-mdx (packages/<name>/src/index.ts of tag v0.5.9) bundled with `esbuild --bundle --platform=node --format=cjs
// --packages=external`; the registry reachable here has no 0.5.9 of these plugins. React comes from that folder too:
// this site's react-dom-18 resolves a React 19 `react` of its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  VUE_LINKS,
  build,
  compilations,
  devServer,
  distText,
  edit,
  freePort,
  linkPackages,
  nextCompilation,
  pageSays,
  project,
  rsbuild,
  sharedBrowser,
  startRsbuild,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();
const DEPS = process.env.REVIEW94g_DEPS;
const NO_DEPS = 'REVIEW94g_DEPS is not set: the 0.5.9 plugins and their libraries are not installed in the repository';
const srcPlugin = (name: string): string => JSON.stringify(path.join(DEPS ?? '', 'src-plugins', name, 'index.cjs'));

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-pug

/** The transform of @rsbuild/plugin-pug 0.5.9 (packages/plugin-pug/src/index.ts), with the defaults it starts from. */
const PUG_PLUGIN = `const pluginPug = () => ({
  name: 'rsbuild:pug',
  async setup(api) {
    const { compile, compileClient } = await import('pug');
    const pugOptions = { doctype: 'html', compileDebug: false };
    api.transform({ test: /\\.pug$/ }, ({ code, resourcePath, addDependency }) => {
      const options = { filename: resourcePath, ...pugOptions };
      if (/\\.vue$/.test(resourcePath)) {
        const template = compile(code, options);
        if (template.dependencies) template.dependencies.forEach(addDependency);
        return template();
      }
      return \`\${compileClient(code, options)}; export default template;\`;
    });
  },
});
`;

const pugConfig = (fields: string, imports = ''): string => `${imports}${PUG_PLUGIN}export default { ${fields} };\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('plugins/list/plugin-pug "Included files are not watched ... only for Vue components": in rsbuild dev, editing a partial of the HTML template or of an imported template starts no compilation; a Vue template\'s partial does', async () => {
  pageSays('plugins/list/plugin-pug', {
    en: 'The plugin reports the files that a template pulls in with `include` or `extends` to Rspack only for Vue components. For HTML templates and templates imported from JavaScript, editing a partial during `rsbuild dev` does not trigger a rebuild',
    zh: '插件只在处理 Vue 组件时，才会把模板通过 `include` 或 `extends` 引入的文件告知 Rspack。对于 HTML 模板和在 JavaScript 中导入的模板，在 `rsbuild dev` 期间修改被引入的片段不会触发重新构建',
  });
  const dir = project(
    {
      'rsbuild.config.mjs': pugConfig("html: { template: './src/index.pug' }, plugins: [pluginPug()]"),
      'src/index.pug': 'doctype html\nhtml\n  head\n  body\n    include head-part.pug\n    div(id=mountId)\n',
      'src/head-part.pug': 'p html part one\n',
      'src/card.pug': 'include card-part.pug\n.card\n',
      'src/card-part.pug': 'p js part one\n',
      'src/index.js': "import card from './card.pug';\nconsole.log(card());\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', pug: 'pug' },
  );
  const server = await devServer(dir);
  const get = async (p: string) => (await fetch(`${server.url}${p}`)).text();
  try {
    assert.match(await get('/'), /html part one/);
    assert.match(await get('/static/js/index.js'), /js part one/);
    const before = compilations(server);
    edit(dir, 'src/head-part.pug', 'one', 'two');
    edit(dir, 'src/card-part.pug', 'one', 'two');
    await sleep(3000);
    assert.equal(compilations(server), before, 'no compilation after the partials changed');
    assert.match(await get('/'), /html part one/);
    assert.match(await get('/static/js/index.js'), /js part one/);
    // Saving the file that includes the partial brings the change in.
    edit(dir, 'src/card.pug', '.card', '.card.saved');
    await nextCompilation(server, before);
    assert.match(await get('/static/js/index.js'), /js part two/);
  } finally {
    await server.stop();
  }

  const vue = project(
    {
      'rsbuild.config.mjs': pugConfig('plugins: [pluginVue(), pluginPug()]', "import { pluginVue } from '@rsbuild/plugin-vue';\n"),
      'src/App.vue':
        '<template lang="pug">\n.app\n  h1 {{ msg }}\n  include part.pug\n</template>\n\n<script setup>\nconst msg = \'Hello from Vue\';\n</script>\n',
      'src/part.pug': 'p vue part one\n',
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
    },
    { ...VUE_LINKS, '@rsbuild/core': 'rsbuild-0.5', pug: 'pug' },
  );
  const vueServer = await devServer(vue);
  try {
    assert.match(await (await fetch(`${vueServer.url}/static/js/index.js`)).text(), /vue part one/);
    const before = compilations(vueServer);
    edit(vue, 'src/part.pug', 'one', 'two');
    await nextCompilation(vueServer, before);
    assert.match(await (await fetch(`${vueServer.url}/static/js/index.js`)).text(), /vue part two/);
  } finally {
    await vueServer.stop();
  }
});

test('plugins/list/plugin-pug "A Pug syntax error stops the whole process": rsbuild build exits 1 with pug\'s message and a stack trace, and rsbuild dev exits after a template breaks', async () => {
  pageSays('plugins/list/plugin-pug', {
    en: "`rsbuild build` exits with Pug's message (file, line and a code frame) and a stack trace, and `rsbuild dev` exits as well",
    zh: '`rsbuild build` 会输出 Pug 的错误信息（文件、行号和代码片段）和调用栈后退出，`rsbuild dev` 也会直接退出',
  });
  const files = {
    'rsbuild.config.mjs': pugConfig('plugins: [pluginPug()]'),
    'src/card.pug': '.card\n  h2= title\n',
    'src/index.js': "import card from './card.pug';\nconsole.log(card({ title: 'x' }));\n",
  };
  const broken = project({ ...files, 'src/card.pug': '.card\n  div(class=\n' }, { '@rsbuild/core': 'rsbuild-0.5', pug: 'pug' });
  const run = rsbuild(broken, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /card\.pug:3:1\n\s+1\| \.card\n\s+2\|\s+div\(class=/);
  assert.match(run.output, /The end of the string reached with no closing bracket \) found\./);
  assert.match(run.output, /at Lexer\.bracketExpression/);
  assert.doesNotMatch(run.output, /Compile error/);

  const dir = project(files, { '@rsbuild/core': 'rsbuild-0.5', pug: 'pug' });
  const dev = startRsbuild(dir, ['dev', '--port', String(await freePort())]);
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(dev.log()), 60_000), dev.log());
    const exited = new Promise<number | null>((resolve) => dev.child.once('exit', (code) => resolve(code)));
    edit(dir, 'src/card.pug', '  h2= title', '  div(class=');
    const code = await Promise.race([exited, sleep(30_000).then(() => 'still running')]);
    assert.equal(code, 1, dev.log());
    assert.match(dev.log(), /The end of the string reached with no closing bracket \) found\./);
  } finally {
    await dev.stop();
  }
});

test('plugins/list/plugin-pug "Rsbuild looks for `<title` and `<meta charset` in the raw template text, does not find them in Pug syntax, and adds its own, so the page would contain both"', () => {
  pageSays('plugins/list/plugin-pug', {
    en: 'Rsbuild looks for `<title` and `<meta charset` in the raw template text, does not find them in Pug syntax, and adds its own, so the page would contain both.',
    zh: 'Rsbuild 会在模板的原始文本中查找 `<title` 和 `<meta charset`，而在 Pug 语法中找不到它们，于是会再添加一份，导致页面中出现两份。',
  });
  const dir = project(
    {
      'rsbuild.config.mjs': pugConfig("html: { template: './src/index.pug', title: 'Pug demo' }, plugins: [pluginPug()]"),
      'src/index.pug': 'doctype html\nhtml(lang="en")\n  head\n    title Mine\n    meta(charset="UTF-8")\n  body\n    div(id=mountId)\n',
      'src/index.js': "console.log('app');\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', pug: 'pug' },
  );
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.deepEqual(html.match(/<title>[^<]*<\/title>/g), ['<title>Mine</title>', '<title>Pug demo</title>']);
  assert.equal(html.match(/<meta charset="UTF-8">/g)?.length, 2);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-mdx

const MDX_FILES = {
  'src/hello.mdx':
    "import { Counter } from './Counter';\n\n# Hello, MDX!\n\nThis page is written in **Markdown**. first text\n\n<Counter />\n",
  'src/Counter.tsx':
    'import { useState } from \'react\';\n\nexport function Counter() {\n  const [count, setCount] = useState(0);\n\n  return (\n    <button type="button" onClick={() => setCount((c) => c + 1)}>\n      Count: {count}\n    </button>\n  );\n}\n',
  'src/index.tsx':
    "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport Hello from './hello.mdx';\n\nReactDOM.createRoot(document.getElementById('root')!).render(\n  <React.StrictMode>\n    <Hello />\n  </React.StrictMode>,\n);\n",
};

/** The counter of hello.mdx clicked twice, then 'first text' in hello.mdx edited: the page's loads and the button's text. */
async function mdxEdit(plugins: string, files: Record<string, string> = {}): Promise<{ loads: number; button: string }> {
  const dir = project(
    {
      ...MDX_FILES,
      ...files,
      'rsbuild.config.mjs': `import { pluginMdx } from ${srcPlugin('plugin-mdx')};\nimport { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: ${plugins} };\n`,
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
  );
  linkPackages(dir, DEPS ?? '', ['react', 'react-dom']);
  const server = await devServer(dir);
  const page = await browser().newPage();
  let loads = 0;
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  page.on('load', () => loads++);
  try {
    await page.goto(server.url);
    await page.waitForSelector('button');
    assert.ok(await waitFor(() => logged.includes('[HMR] connected.')));
    await page.click('button');
    await page.click('button');
    assert.equal(await page.textContent('button'), 'Count: 2');
    const before = compilations(server);
    edit(dir, 'src/hello.mdx', 'first text', 'second text');
    await nextCompilation(server, before);
    assert.ok(await waitFor(async () => ((await page.textContent('body').catch(() => '')) ?? '').includes('second text')));
    await page.waitForTimeout(800);
    return { loads, button: (await page.textContent('button')) ?? '' };
  } finally {
    await page.close();
    await server.stop();
  }
}

test('plugins/list/plugin-mdx "the counter keeps its value" with pluginReact() first; "With the MDX plugin first ... MDX modules are left out of Fast Refresh": the edit reloads the page', async (t) => {
  pageSays('plugins/list/plugin-mdx', {
    en: 'With the MDX plugin first, the build still works, but MDX modules are left out of Fast Refresh.',
    zh: '如果把 MDX 插件放在前面，构建仍然可以正常完成，但 MDX 模块不会被 Fast Refresh 覆盖。',
  });
  pageSays('plugins/list/plugin-mdx', {
    en: 'edit the text of `src/hello.mdx` and save: the page updates in place and the counter keeps its value',
    zh: '修改 `src/hello.mdx` 中的文字并保存：页面会被原地更新，计数保持不变',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  assert.deepEqual(await mdxEdit('[pluginReact(), pluginMdx()]'), { loads: 1, button: 'Count: 2' });
  assert.deepEqual(await mdxEdit('[pluginMdx(), pluginReact()]'), { loads: 2, button: 'Count: 0' });
});

test('plugins/list/plugin-mdx Limits "An MDX file that also exports a value ... cannot be updated in place; editing it reloads the page"', async (t) => {
  pageSays('plugins/list/plugin-mdx', {
    en: 'An MDX file that also exports a value (`export const meta = {...}`) cannot be updated in place; editing it reloads the page.',
    zh: '如果 MDX 文件还导出了其他值（`export const meta = {...}`），它就无法被原地更新，修改后页面会重新加载。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const withMeta = { 'src/hello.mdx': `export const meta = { title: 'Hello' };\n\n${MDX_FILES['src/hello.mdx']}` };
  assert.deepEqual(await mdxEdit('[pluginReact(), pluginMdx()]', withMeta), { loads: 2, button: 'Count: 0' });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-css-minimizer

const TITLE_CSS =
  '.title {\n  margin-top: 10px;\n  margin-bottom: 10px;\n  margin-left: 5px;\n  margin-right: 5px;\n  color: #ff0000;\n}\n';

test('plugins/list/plugin-css-minimizer: the SWC and cssnano outputs of the example, and "Excluded files are not minified at all"', (t) => {
  pageSays('plugins/list/plugin-css-minimizer', {
    en: '.title{color:red;margin-bottom:10px;margin-left:5px;margin-right:5px;margin-top:10px}',
    zh: '.title{color:red;margin-bottom:10px;margin-left:5px;margin-right:5px;margin-top:10px}',
  });
  pageSays('plugins/list/plugin-css-minimizer', {
    en: 'Excluded files are not minified at all, since the built-in minimizer is no longer there to handle them.',
    zh: '被排除的文件完全不会被压缩，因为内置的压缩器已经不在了。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const files = (plugin: string) => ({
    'src/index.css': TITLE_CSS,
    'src/index.js': "import './index.css';\n",
    'src/vendor.css': '.v {\n  color: #ff0000;\n}\n',
    'src/vendor.js': "import './vendor.css';\n",
    'rsbuild.config.mjs': `import { pluginCssMinimizer } from ${srcPlugin('plugin-css-minimizer')};\nexport default { source: { entry: { index: './src/index.js', vendor: './src/vendor.js' } }, plugins: [${plugin}] };\n`,
  });
  const links = { '@rsbuild/core': 'rsbuild-0.5' };
  const swc = project(files(''), links);
  build(swc);
  assert.equal(distText(swc, /index\.\w+\.css$/), '.title{margin-top:10px;margin-bottom:10px;margin-left:5px;margin-right:5px;color:red}');
  const cssnano = project(files('pluginCssMinimizer()'), links);
  build(cssnano);
  assert.equal(
    distText(cssnano, /index\.\w+\.css$/),
    '.title{color:red;margin-bottom:10px;margin-left:5px;margin-right:5px;margin-top:10px}',
  );
  assert.equal(distText(cssnano, /vendor\.\w+\.css$/), '.v{color:red}');
  const excluded = project(files('pluginCssMinimizer({ pluginOptions: { exclude: /vendor/ } })'), links);
  build(excluded);
  assert.equal(
    distText(excluded, /index\.\w+\.css$/),
    '.title{color:red;margin-bottom:10px;margin-left:5px;margin-right:5px;margin-top:10px}',
  );
  assert.match(distText(excluded, /vendor\.\w+\.css$/), /^\.v \{\n {2}color: #ff0000;\n\}\n/);
});

test('plugins/list/plugin-css-minimizer intro "the CSS output of a webpack project that used css-minimizer-webpack-plugin (with one default changed: `mergeLonghand` is off)": with that plugin\'s own defaults the longhands are merged, with the Rsbuild plugin\'s they are not', (t) => {
  pageSays(
    'plugins/list/plugin-css-minimizer',
    {
      en: 'when you want the CSS output of a webpack project that used css-minimizer-webpack-plugin (with one default changed: `mergeLonghand` is off, see below),',
      zh: '希望得到使用 css-minimizer-webpack-plugin 的 webpack 项目那样的 CSS 输出（只改了一项默认值：关闭了 `mergeLonghand`，见下文）',
    },
    {
      en: 'when you want the same CSS output as a webpack project that used cssnano',
      zh: '希望得到与使用 cssnano 的 webpack 项目相同的 CSS 输出',
    },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const built = (pluginOptions: string): string => {
    const dir = project(
      {
        'src/index.css': TITLE_CSS,
        'src/index.js': "import './index.css';\n",
        'rsbuild.config.mjs': `import { pluginCssMinimizer, CssMinimizerWebpackPlugin } from ${srcPlugin('plugin-css-minimizer')};\nexport default { plugins: [pluginCssMinimizer({ pluginOptions: ${pluginOptions} })] };\n`,
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    build(dir);
    return distText(dir, /\.css$/);
  };
  // A function that returns a new object replaces the defaults: css-minimizer-webpack-plugin then gets only `minify`,
  // as `new CssMinimizerPlugin()` does in a webpack project, and runs cssnano's default preset as it is.
  assert.equal(built('() => ({ minify: CssMinimizerWebpackPlugin.cssnanoMinify })'), '.title{color:red;margin:10px 5px}');
  assert.equal(built('undefined'), '.title{color:red;margin-bottom:10px;margin-left:5px;margin-right:5px;margin-top:10px}');
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-eslint

test('plugins/list/plugin-eslint "the plugin lints in the first target\'s build only, so each error is reported once"', (t) => {
  pageSays('plugins/list/plugin-eslint', {
    en: "the plugin lints in the first target's build only, so each error is reported once.",
    zh: '插件只在第一个构建目标的构建中进行检查，因此每个错误只会报告一次。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project(
    {
      '.eslintrc.cjs':
        "module.exports = { root: true, env: { browser: true, es2022: true }, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' }, extends: ['eslint:recommended'] };\n",
      'src/index.js': 'const unused = 1;\nconsole.log(undefinedVar);\n',
      'rsbuild.config.mjs': `import { pluginEslint } from ${srcPlugin('plugin-eslint')};\nexport default { output: { targets: ['web', 'node'] }, plugins: [pluginEslint()] };\n`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.equal(run.output.split("'undefinedVar' is not defined").length - 1, 1, run.output);
  assert.match(run.output, /dist\/server\/index\.js/);
});
