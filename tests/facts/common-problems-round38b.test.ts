// Facts behind the thirty-eighth round's (b) items, as readers describe the problem:
// 1. config/tools/less (pro-table item): "自搭脚手架的antd项目引入单独的pro组件后报错".
// 2. config/tools/sass (first item): "use global variables defined in _base.scss inside components scss file".
// 3. guide/advanced/alias (absolute imports item): "import { SomeComponent } from 'components' what do I need to configure".
// 4. guide/advanced/browser-compatibility (new major version item): "recent switch to ES6 breaks as a front-end dependency
//    in certain browsers".
// 5. guide/advanced/env-vars (process.env.NODE_ENV): "我想在生产环境和开发环境下写不同的代码怎么搞".
// 6. guide/advanced/hmr (new item): "热替换的功能有发送新的更改JS，但是没有替换更改的文本".
// 7, 8. guide/basic/server (new item): "Running production build locally testing before deploying", "How do you run a
//    compiled version serve files in dist folder locally".
// 9, 10. guide/basic/cli (--watch): "build and watch the changes on the same time", "run build on a change so I don't have
//    to manually run it".
// 11, 12. config/tools/sass (new item): "ERROR in ./node_modules/react-material-ui-carousel/dist/style/Carousel.scss Module
//    parse failed: Unexpected token (3:16)", "DropdownProfileCard.scss Module parse failed: Unexpected token (1:0) for every
//    scss file".
// 13. guide/basic/css-usage (the .less item): "ERROR in ./node_modules/_antd@3.10.2@antd/lib/icon/style/index.less Module
//    parse failed: Unexpected character '@' (1:0)".
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project).
//
// Resting on other sources, not run here:
// - less (1): the report (ant-design/pro-components#5088) shows its webpack configuration: babel-loader for scripts outside
//   node_modules, a rule for `.css`, none for `.less`; its error output is not quoted. That pro-table's modules import
//   `.less` files is the published @ant-design/pro-table 2.80.8 (es/Table.js imports './index.less', read by the review of
//   round 37). pro-table and antd are not installed: packages of ours laid out as pnpm installs them (the real folders in
//   node_modules/.pnpm, links beside them) stand in. webpack is not run.
// - sass (2): that `_base.scss` holds variables and mixins only, and is imported first, is the report's convention
//   (dvdzkwsk/react-redux-starter-kit#776). (11, 12): react-material-ui-carousel is not installed: a package of ours
//   whose dist/components/Carousel.js requires ../style/Carousel.scss, with the report's `$` variables, stands in. The
//   webpack messages are the reports' (Learus/react-material-ui-carousel#3, opencredo/opencredo-react-boilerplate#87).
// - alias (3): that arc imports `components` through its webpack configuration is its maintainer's answer
//   (diegohaz/arc#239); webpack is not run.
// - browser-compatibility (4): detect-indent is not installed: a package of ours whose `main` file is ES2015 (const, an
//   arrow function, a template literal) stands in. That detect-indent 5 moved to ES2015 is the report
//   (sindresorhus/detect-indent#20, "Stay on v4 then"). No IE is run; the test reads the output's syntax.
// - server (7, 8): the preview server's default address, http://localhost:8080/, is server-listen.test.ts's; this test
//   starts it on a free port.
// - hmr (6): the webpack message `[HMR] The following modules couldn't be hot updated: (They would need a full reload!)`
//   is the report's (bailicangdu/react-pxq#1); react-transform and react-hot-loader are not run.
// - css-usage (13): antd 3.10.2 is not installed: a package of ours in cnpm's layout (node_modules/_antd@3.10.2@antd, with
//   node_modules/antd a link to it), whose lib/icon/style/index.js requires index.less importing
//   ../../style/themes/default and ../../style/mixins/index as in the report (duxianwei520/react#58), stands in; the
//   maintainer's answer there is an incomplete installation.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  REACT_18,
  REACT_COUNTER_FILES,
  REACT_LINKS,
  startRsbuild,
  build,
  compilations,
  count,
  counterAfterEdit,
  devServer,
  distFiles,
  distText,
  edit,
  nextCompilation,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** Links `target` (relative to `dir`) at `link` (relative to `dir`), as a package manager links a package. */
function link(dir: string, target: string, at: string): void {
  const where = path.join(dir, at);
  fs.mkdirSync(path.dirname(where), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(where), path.join(dir, target)), where, 'dir');
}

// ---------------------------------------------------------------------------------------------------------
// config/tools/less (1) "自搭脚手架的antd项目引入单独的pro组件后报错"

test('config/tools/less "自搭脚手架的 antd 项目引入单独的 pro 组件后报错": installed as pnpm lays it out, a pro-table whose module imports its own index.less (@import \'~antd/es/style/themes/default.less\', inline JavaScript) builds with no configuration, and its rules are in static/css of rsbuild build and in the CSS of rsbuild dev', async () => {
  const store = 'node_modules/.pnpm';
  const proTable = `${store}/@ant-design+pro-table@2.80.8_antd@4.24.0/node_modules/@ant-design/pro-table`;
  const antd = `${store}/antd@4.24.0/node_modules/antd`;
  const dir = project({
    [`${antd}/package.json`]: '{ "name": "antd", "version": "4.24.0", "module": "es/index.js" }\n',
    [`${antd}/es/index.js`]: "export const Table = () => 'antd-table';\n",
    [`${antd}/es/style/themes/default.less`]: '@primary-color: #1890ff;\n@pro-prefix: ~`"ant-" + "pro"`;\n',
    [`${proTable}/package.json`]:
      '{ "name": "@ant-design/pro-table", "version": "2.80.8", "module": "es/index.js", "main": "lib/index.js", "peerDependencies": { "antd": "4.x" } }\n',
    [`${proTable}/es/index.js`]: "export { default } from './Table';\n",
    [`${proTable}/es/Table.js`]:
      "import { Table } from 'antd';\nimport './index.less';\nexport default function ProTable() { return 'pro:' + Table(); }\n",
    [`${proTable}/es/index.less`]: "@import '~antd/es/style/themes/default.less';\n.@{pro-prefix}-table { color: @primary-color; }\n",
    'src/index.tsx': "import ProTable from '@ant-design/pro-table';\n\ndocument.title = ProTable();\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.tsx' } } };\n",
  });
  link(dir, proTable, 'node_modules/@ant-design/pro-table');
  link(dir, antd, 'node_modules/antd');
  link(dir, antd, `${store}/@ant-design+pro-table@2.80.8_antd@4.24.0/node_modules/antd`);
  const run = build(dir);
  assert.doesNotMatch(run.output, /error/i);
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /\.ant-pro-table\{color:#1890ff\}/);
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /antd-table/);
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const sheets = [...html.matchAll(/<link href="([^"]+\.css)"/g)].map((m) => m[1]);
    const css = (await Promise.all(sheets.map(async (s) => (await fetch(`${server.url}${s}`)).text()))).join('\n');
    assert.match(css, /\.ant-pro-table \{\s*color: #1890ff;\s*\}/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass (2) "use global variables defined in _base.scss inside components scss file"

test('config/tools/sass "use global variables defined in _base.scss inside components scss file": without it, a component\'s .scss that uses $my-font-size stops with Undefined variable.; additionalData \'@import "@/styles/base";\' lets every component use it; a base file of variables adds no CSS, a rule in it is output once per file', () => {
  const files = (base: string, config: string) => ({
    'src/styles/_base.scss': base,
    'src/components/Header/Header.scss': '.header { font-size: $my-font-size; @include spaced; }\n',
    'src/components/Footer/Footer.scss': '.footer { font-size: $my-font-size - 4px; }\n',
    'src/index.js': "import './components/Header/Header.scss';\nimport './components/Footer/Footer.scss';\n",
    'rsbuild.config.mjs': `export default { source: { alias: { '@': './src' } }${config} };\n`,
  });
  const vars = '$my-font-size: 18px;\n@mixin spaced { margin: 0 8px; }\n';
  const plain = rsbuild(project(files(vars, '')), ['build']);
  assert.equal(plain.code, 1);
  assert.match(plain.output, /Undefined variable\./);
  const injected = `, tools: { sass: { additionalData: '@import "@/styles/base";' } }`;
  const dir = project(files(vars, injected));
  build(dir);
  assert.equal(distText(dir, /\.css$/), '.header{font-size:18px;margin:0 8px}.footer{font-size:14px}');
  const withRule = project(files(`${vars}body { margin: 0; }\n`, injected));
  build(withRule);
  assert.equal(count(distText(withRule, /\.css$/), 'body{margin:0}'), 2);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass (11, 12) "Carousel.scss Module parse failed: Unexpected token (3:16)", "DropdownProfileCard.scss
// Module parse failed: Unexpected token (1:0) for every scss file"

test('config/tools/sass "Module parse failed: Unexpected token" at Carousel.scss of react-material-ui-carousel, and at DropdownProfileCard.scss "for every scss file": with no configuration and no sass-loader or sass installed, the package\'s .scss required by its dist/components/Carousel.js and the app\'s component .scss both build into the entry\'s CSS file', () => {
  const pkg = 'node_modules/react-material-ui-carousel';
  const dir = project({
    [`${pkg}/package.json`]: '{ "name": "react-material-ui-carousel", "version": "1.1.0", "main": "dist/index.js" }\n',
    [`${pkg}/dist/index.js`]: "module.exports = require('./components/Carousel');\n",
    [`${pkg}/dist/components/Carousel.js`]:
      "require('../style/Carousel.scss');\nmodule.exports = function Carousel() { return 'carousel'; };\n",
    [`${pkg}/dist/style/Carousel.scss`]:
      '$grey: rgb(175, 175, 175);\n$graphite: rgb(73, 73, 73);\n$small-font-size: 15px;\n$big-header-font-size: 30px;\n\n.Carousel {\n  .Indicators { color: $grey; font-size: $small-font-size; }\n  .Active { color: $graphite; }\n}\n',
    'src/components/DropdownProfileCard/DropdownProfileCard.scss': '.dropdown-profile-card {\n  .name { font-weight: bold; }\n}\n',
    'src/components/DropdownProfileCard/index.js':
      "import './DropdownProfileCard.scss';\nexport default function DropdownProfileCard() { return 'card'; }\n",
    'src/index.js':
      "import Carousel from 'react-material-ui-carousel';\nimport DropdownProfileCard from './components/DropdownProfileCard';\ndocument.title = Carousel() + DropdownProfileCard();\n",
  });
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules/sass')) && !fs.existsSync(path.join(dir, 'node_modules/sass-loader')));
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed/);
  const css = distFiles(dir).filter((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f));
  assert.equal(css.length, 1);
  const text = distText(dir, /^static\/css\/index\./);
  assert.match(text, /\.Carousel \.Indicators\{color:#afafaf;font-size:15px\}/);
  assert.match(text, /\.Carousel \.Active\{color:#494949\}/);
  assert.match(text, /\.dropdown-profile-card \.name\{font-weight:700\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias (3) "import { SomeComponent } from 'components' what do I need to configure"

test("guide/advanced/alias \"import { SomeComponent } from 'components'\": without configuration the build fails with Can't resolve 'components'; \"baseUrl\": \"src\" in tsconfig.json, or source.alias { components: './src/components' }, resolves it to src/components/index.js from any folder", () => {
  const files = {
    'src/components/index.js': "export { default as SomeComponent } from './SomeComponent';\n",
    'src/components/SomeComponent.js': "export default function SomeComponent() { return 'some-component'; }\n",
    'src/pages/home/index.js': "import { SomeComponent } from 'components';\nexport const home = SomeComponent();\n",
    'src/index.js': "import { home } from './pages/home';\ndocument.title = home;\n",
  };
  const bare = rsbuild(project(files), ['build']);
  assert.equal(bare.code, 1);
  assert.match(bare.output, /Can't resolve 'components'/);
  const baseUrl = project({ ...files, 'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n' });
  build(baseUrl);
  assert.match(distText(baseUrl, /\.js$/), /some-component/);
  const alias = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { components: './src/components' } } };\n" });
  build(alias);
  assert.match(distText(alias, /\.js$/), /some-component/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility (4) "recent switch to ES6 breaks as a front-end dependency in certain browsers"

test('guide/advanced/browser-compatibility "recent switch to ES6 breaks as a front-end dependency": with ie 11 in the browserslist, a dependency whose main file became ES2015 keeps its arrow function and template literal in the output while the app\'s own are compiled; listed in source.include, it is compiled to ES5 too', () => {
  const files = (config: string) => ({
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'node_modules/detect-indent/package.json': '{ "name": "detect-indent", "version": "5.0.0", "main": "index.js" }\n',
    'node_modules/detect-indent/index.js':
      "'use strict';\nconst INDENT_RE = /^(?:( )+|\\t+)/;\nmodule.exports = (str) => { const m = INDENT_RE.exec(str); return `indent:${m ? m[0].length : 0}`; };\n",
    'src/index.js':
      "import detectIndent from 'detect-indent';\nconst mine = (s) => `mine:${s}`;\ndocument.title = mine(detectIndent('  a'));\n",
    'rsbuild.config.mjs': config,
  });
  const plain = project(files('export default {};\n'));
  build(plain);
  const before = distText(plain, /\.js$/);
  assert.match(before, /t\.exports=t=>\{/);
  assert.match(before, /`indent:\$\{/);
  assert.match(before, /"mine:"\.concat/);
  assert.equal(before.match(/=>/g)?.length, 1);
  const included = project(files('export default { source: { include: [/[\\\\/]node_modules[\\\\/]detect-indent[\\\\/]/] } };\n'));
  build(included);
  const after = distText(included, /\.js$/);
  assert.doesNotMatch(after, /=>|`|\bconst\b|\blet\b/);
  assert.match(after, /"indent:"/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars (5) "我想在生产环境和开发环境下写不同的代码怎么搞"

test('guide/advanced/env-vars "在生产环境和开发环境下写不同的代码": if (process.env.NODE_ENV === \'production\') … else … runs the else branch under rsbuild dev; the rsbuild build output holds only the production branch', async () => {
  const dir = project({
    'src/index.js':
      "if (process.env.NODE_ENV === 'production') {\n  document.title = 'code for production';\n} else {\n  document.title = 'code for development';\n}\n",
  });
  const server = await devServer(dir);
  try {
    const { value } = await visit(browser(), server.url, () => document.title);
    assert.equal(value, 'code for development');
  } finally {
    await server.stop();
  }
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.match(js, /code for production/);
  assert.doesNotMatch(js, /code for development/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/hmr (6) "热替换的功能有发送新的更改JS，但是没有替换更改的文本"

test('guide/advanced/hmr "热更新发送了新的 JS，但是没有替换更改的文本": in a project without a framework plugin, editing the text 销售金额 of a module reloads the page, which then shows 销售金额2; with pluginReact a component\'s edited text is updated in place', async () => {
  const dir = project({
    'src/index.js': "import { label } from './label';\ndocument.getElementById('root').textContent = label;\n",
    'src/label.js': "export const label = '销售金额';\n",
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  let loads = 0;
  const logged: string[] = [];
  try {
    page.on('console', (m) => logged.push(m.text()));
    page.on('load', () => (loads += 1));
    await page.goto(server.url);
    await waitFor(() => logged.includes('[HMR] connected.'));
    assert.equal(await page.textContent('#root'), '销售金额');
    const done = compilations(server);
    edit(dir, 'src/label.js', '销售金额', '销售金额2');
    await nextCompilation(server, done);
    assert.ok(await waitFor(async () => (await page.textContent('#root').catch(() => '')) === '销售金额2'));
    assert.equal(loads, 2);
  } finally {
    await page.close();
    await server.stop();
  }
  const react = await counterAfterEdit(
    browser,
    {
      ...REACT_COUNTER_FILES,
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`,
    },
    REACT_LINKS,
  );
  assert.deepEqual(react, { loads: 1, text: 'second label 2' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server (7, 8) "Running production build locally testing before deploying", "run a compiled version, serve
// files in dist folder locally"

test('guide/basic/server "run the production build locally before deploying": after rsbuild build, rsbuild preview serves dist/index.html at / and the hashed, minified script it loads; a later edit of the source changes nothing it serves until the next build', async () => {
  const dir = project({
    'src/index.js': "const greeting = 'built for production';\ndocument.title = greeting + ' ' + process.env.NODE_ENV;\n",
  });
  build(dir);
  const server = await previewServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.equal(html, fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'));
    const script = html.match(/<script[^>]* src="(\/static\/js\/index\.[0-9a-f]{8}\.js)"/)?.[1];
    assert.ok(script, html);
    const js = await (await fetch(`${server.url}${script}`)).text();
    assert.match(js, /built for production/);
    assert.match(js, /production/);
    assert.doesNotMatch(js, /\n {2}/);
    edit(dir, 'src/index.js', 'built for production', 'edited later');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.match(await (await fetch(`${server.url}${script}`)).text(), /built for production/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli (9, 10) "build and watch the changes on the same time", "run build on a change so I don't have to
// manually run it"

test('guide/basic/cli "build and watch the changes at the same time": rsbuild build --watch writes dist/, keeps running, and rebuilds dist/ in production mode when a source file is saved, with no command run by hand', async () => {
  const dir = project({ 'src/index.js': "document.title = 'first version ' + process.env.NODE_ENV;\n" });
  const watch = startRsbuild(dir, ['build', '--watch']);
  try {
    assert.ok(await waitFor(() => distText(dir, /^static\/js\/index\..*\.js$/).includes('first version'), 60_000), watch.log());
    assert.match(distText(dir, /^static\/js\/index\..*\.js$/), /"production"|production/);
    edit(dir, 'src/index.js', 'first version', 'second version');
    assert.ok(await waitFor(() => distText(dir, /^static\/js\/index\..*\.js$/).includes('second version'), 60_000), watch.log());
    // the first build's, then the rebuild's (the watcher can report the freshly written files once more)
    assert.ok((watch.log().match(/start\s+Compiling\.\.\./g)?.length ?? 0) >= 2, watch.log());
  } finally {
    await watch.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage (13) "ERROR in ./node_modules/_antd@3.10.2@antd/lib/icon/style/index.less Module parse failed:
// Unexpected character '@' (1:0)"

test("guide/basic/css-usage \"./node_modules/_antd@3.10.2@antd/lib/icon/style/index.less Module parse failed: Unexpected character '@' (1:0)\": in cnpm's layout, import 'antd/lib/icon/style' builds with no configuration: index.less, its @import of ../../style/themes/default and ../../style/mixins/index, and the inline JavaScript they use compile into static/css", () => {
  const real = 'node_modules/_antd@3.10.2@antd';
  const dir = project({
    [`${real}/package.json`]: '{ "name": "antd", "version": "3.10.2", "main": "lib/index.js", "module": "es/index.js" }\n',
    [`${real}/lib/icon/style/index.js`]: "'use strict';\n\nrequire('../../style/index.less');\n\nrequire('./index.less');\n",
    [`${real}/lib/icon/style/index.less`]:
      '@import "../../style/themes/default";\n@import "../../style/mixins/index";\n\n.@{iconfont-css-prefix} { .iconfont-mixin(); color: @icon-color; }\n',
    [`${real}/lib/style/index.less`]: '@import "./themes/default";\nbody { font-size: @font-size-base; }\n',
    [`${real}/lib/style/themes/default.less`]:
      '@import "../color/bezierEasing";\n@ant-prefix: ant;\n@iconfont-css-prefix: anticon;\n@font-size-base: 14px;\n@icon-color: @primary-color;\n@primary-color: #1890ff;\n',
    [`${real}/lib/style/color/bezierEasing.less`]: '@ease-name: ~`"ease" + "-out"`;\n',
    [`${real}/lib/style/mixins/index.less`]: '.iconfont-mixin() { display: inline-block; transition: color 0.3s @ease-name; }\n',
    'app/pages/menu/chat.js': "import 'antd/lib/icon/style';\nexport const chat = 'chat';\n",
    'app/client.js': "import { chat } from './pages/menu/chat';\ndocument.title = chat;\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './app/client.js' } } };\n",
  });
  link(dir, real, 'node_modules/antd');
  const run = build(dir);
  assert.doesNotMatch(run.output, /Module parse failed/);
  const css = distText(dir, /^static\/css\/.*\.css$/);
  assert.match(css, /body\{font-size:14px\}/);
  assert.match(css, /\.anticon\{display:inline-block;transition:color\.3s ease-out;color:#1890ff\}/);
});
