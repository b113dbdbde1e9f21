// Facts behind the thirty-first round's (d) items, as readers describe the problem: 只引用了 4 个图标，@ant-design/icons 的
// 打包体积还是非常大 (1); 用 SplitChunks 对 ant.design 进行单独打包 (2); 项目打包完文件很大、加载慢 (3); 打包体积太大，重复打包
// (4); 打包优化，libs 文件过大 (5); a callback after the build completes that outputs the build time (6); changing the
// proxy settings through a plugin (7); PostCSS config not working, grid prefixes and rem values never in the build CSS
// (8); and element-ui on demand failing with Cannot resolve module 'element-ui/lib/theme-default/sub-menu-item.css'
// (9). Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project, with its dev and preview servers).
//
// Resting on other sources, not run here:
// - guide/optimization/optimize-bundle: that @ant-design/icons publishes ES modules under `es/` (its `module` field), a
//   CommonJS copy under `lib/`, and declares `"sideEffects": false` is its package.json (ant-design/ant-design-icons,
//   packages/icons-react/package.json); the tests use a package of that layout with 300 icons, not the real one.
//   That vue-element-admin's vue.config.js puts the initial node_modules packages into `chunk-libs` and Element UI into
//   `chunk-elementUI`, in production builds only, is that file; the report's 4 MB is the report's
//   (PanJiaChen/vue-element-admin#3599). That nginx compresses with `gzip on` is nginx's documentation.
// - guide/optimization/split-chunk: that antd lists @ant-design/icons, @ant-design/colors and rc-* packages (antd 5 also
//   @rc-component/*) in its dependencies is antd's package.json; the test uses stand-in packages of those names.
// - plugins/dev/hooks: that webpack-dev-server's `listen` callback runs before the build is done and that webpack's
//   answer is `compiler.plugin('done')` is the report's thread (webpack/webpack-dev-server#132); that Vue CLI's Plugin
//   API cannot change the proxy is vuejs/vue-cli#2053. Neither is run.
// - config/tools/postcss: rescripts' `use-postcss-config` is the report (harrysolovay/rescripts#89). postcss-pxtorem is
//   not installed here: a stand-in plugin of that name divides px by rootValue as its documentation says; the
//   autoprefixer is the one Rsbuild 0.5.9 bundles. That `-ms-grid` is for Internet Explorer 10 and 11 only is
//   autoprefixer's documentation (its grid option).
// - config/source/transform-import: that element-ui exports `Submenu`, `MenuItem` and `MenuItemGroup` (files
//   lib/submenu.js, lib/menu-item.js, lib/menu-item-group.js, styles in lib/theme-chalk/) and that Element UI 1.x
//   had lib/theme-default, renamed theme-chalk in 2.0, is Element's documentation and ElemeFE/element#7884; the test
//   uses a package of that layout. The report's webpack 1 wording is ElementUI/babel-plugin-component#3.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { ask, build, count, devServer, distFiles, distText, listen, previewServer, project, rsbuild, waitFor } from './topics-support';

const pkg = (name: string, main: string, code: string): Record<string, string> => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main }),
  [`node_modules/${name}/${main}`]: code,
});
/** A string literal of about `kb` kilobytes, tagged so that a test can find it in the output. */
const filler = (tag: string, kb: number): string => `'${tag}:${'x'.repeat(kb * 1000)}'`;
/** The tags (from `tags`) found in each JavaScript file of the output, keyed by file name with the hash as [hash]. */
function tagsByFile(dir: string, tags: string[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const f of distFiles(dir).filter((x) => x.endsWith('.js'))) {
    const text = distText(dir, new RegExp(`^${f.replace(/\./g, '\\.')}$`));
    result[f.replace(/\.[0-9a-f]{8}\./, '.[hash].')] = tags.filter((t) => text.includes(`${t}:`));
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle: 只引用了 4 个图标，@ant-design/icons 的打包体积还是非常大

const ICON_NAMES = ['SmileOutlined', 'UserOutlined', 'HomeOutlined', 'SettingOutlined'];
/** A package with the layout of @ant-design/icons 4: es/ (module) and lib/ (main), sideEffects: false, n icons. */
function iconsPackage(n: number): Record<string, string> {
  const names = [...ICON_NAMES, ...Array.from({ length: n - ICON_NAMES.length }, (_, i) => `Icon${i}Outlined`)];
  const root = 'node_modules/@ant-design/icons';
  const body = (x: string) => `return 'icon-path:${x}:${'M0 0h24v24'.repeat(20)}';`;
  const files: Record<string, string> = {
    [`${root}/package.json`]: JSON.stringify({
      name: '@ant-design/icons',
      version: '4.8.3',
      main: './lib/index.js',
      module: './es/index.js',
      sideEffects: false,
    }),
    [`${root}/es/index.js`]: names.map((x) => `export { default as ${x} } from './icons/${x}';\n`).join(''),
    [`${root}/lib/index.js`]: `"use strict";\n${names.map((x) => `exports.${x} = require('./icons/${x}').default;\n`).join('')}`,
  };
  for (const x of names) {
    files[`${root}/es/icons/${x}.js`] = `export default function ${x}() { ${body(x)} }\n`;
    files[`${root}/lib/icons/${x}.js`] = `"use strict";\nexports.default = function ${x}() { ${body(x)} };\n`;
  }
  return files;
}

test('guide/optimization/optimize-bundle "@ant-design/icons is still very large although only 4 icons are imported": with a package of its layout and 300 icons, rsbuild build bundles the 4 icons imported by name; all 300 with an import from @ant-design/icons/lib, with import * as Icons and Icons[name], and in the scripts rsbuild dev serves', async () => {
  const icons = iconsPackage(300);
  const use = ICON_NAMES.map((x) => `${x}()`).join(', ');
  const built = (src: string) => {
    const dir = project({ ...icons, 'src/index.js': src });
    build(dir);
    return { dir, icons: count(distText(dir, /\.js$/), 'icon-path:') };
  };
  const named = built(`import { ${ICON_NAMES.join(', ')} } from '@ant-design/icons';\nconsole.log(${use});\n`);
  assert.equal(named.icons, 4);
  assert.equal(built(`import { ${ICON_NAMES.join(', ')} } from '@ant-design/icons/lib';\nconsole.log(${use});\n`).icons, 300);
  assert.equal(
    built(
      "import * as Icons from '@ant-design/icons';\nconst name = location.hash.slice(1) || 'SmileOutlined';\nconsole.log(Icons[name]());\n",
    ).icons,
    300,
  );

  const server = await devServer(named.dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    let js = '';
    for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+)"/g)) js += await (await fetch(`${server.url}${src}`)).text();
    assert.equal(count(js, 'icon-path:'), 300);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle: 项目打包完文件很大、加载慢; 打包优化，libs 文件过大

test('guide/optimization/optimize-bundle "project files are very large after the build and the page loads slowly" / "the libs file is too large": a package installed and listed in dependencies but imported by no file is not in the output; rsbuild preview sends a script gzip-compressed to a client that accepts gzip (Content-Encoding: gzip, a fraction of the size) and uncompressed to one that does not', async () => {
  const unused = project({
    'package.json': JSON.stringify({ name: 'fact', private: true, dependencies: { dayjs: '1.0.0' } }),
    ...pkg('dayjs', 'index.js', `export default function dayjs() { return ${filler('dayjs', 30)}; }\n`),
    'src/index.js': "console.log('app');\n",
  });
  build(unused);
  assert.equal(distText(unused, /\.js$/).includes('dayjs:'), false);

  const words = Array.from({ length: 5000 }, (_, i) => `w${(i * 7919) % 1000}`).join(' ');
  const dir = project({ 'src/index.js': `console.log(${JSON.stringify(words)});\n` });
  build(dir);
  const file = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(file);
  const server = await previewServer(dir);
  try {
    const gzip = await ask(server.port, `/${file}`, { client: 'script', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await ask(server.port, `/${file}`, { client: 'script' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(gzip.text, plain.text);
    assert.ok(gzip.raw.length < plain.raw.length / 3, `${gzip.raw.length} vs ${plain.raw.length}`);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk: 用 SplitChunks 对 ant.design 进行单独打包

function antdProject(app: string, config: string): string {
  return project({
    ...pkg('antd', 'es/index.js', "export { default as Button } from './button';\nexport { default as Table } from './table';\n"),
    'node_modules/antd/es/button.js': `import { classNames } from 'rc-util';\nimport { blue } from '@ant-design/colors';\nimport { trigger } from '@rc-component/trigger';\nexport default function Button() { return classNames('antd-button', blue, trigger(), ${filler('antd', 3)}); }\n`,
    'node_modules/antd/es/table.js': `import RcTable from 'rc-table';\nexport default function Table() { return RcTable(${filler('antd-table', 3)}); }\n`,
    ...pkg('rc-util', 'index.js', `export function classNames(...a) { return a.join(' ') + ${filler('rc-util', 2)}; }\n`),
    ...pkg('rc-table', 'index.js', `export default function RcTable(x) { return x + ${filler('rc-table', 2)}; }\n`),
    ...pkg('@ant-design/colors', 'index.js', `export const blue = ${filler('ant-design-colors', 1)};\n`),
    ...pkg('@rc-component/trigger', 'index.js', `export const trigger = () => ${filler('rc-component-trigger', 1)};\n`),
    ...pkg('dayjs', 'index.js', `export default function dayjs() { return ${filler('dayjs', 30)}; }\n`),
    'src/index.js': app,
    'rsbuild.config.mjs': config,
  });
}

test('guide/optimization/split-chunk "use SplitChunks to package ant.design separately": by default antd, rc-util and @ant-design/colors share a numbered chunk with dayjs, whose name changes when one more antd component is imported; with forceSplitting { lib-antd: /[\\\\/]node_modules[\\\\/](antd|@ant-design|rc-[^\\\\/]+|@rc-component)[\\\\/]/ } they are in static/js/lib-antd.[hash].js, and one more component changes only lib-antd and the entry, not the chunk of dayjs', () => {
  const one = "import { Button } from 'antd';\nimport dayjs from 'dayjs';\nconsole.log(Button(), dayjs());\n";
  const two = "import { Button, Table } from 'antd';\nimport dayjs from 'dayjs';\nconsole.log(Button(), Table(), dayjs());\n";
  const tags = ['antd', 'rc-util', 'ant-design-colors', 'rc-component-trigger', 'antd-table', 'rc-table', 'dayjs'];
  const js = (dir: string) => distFiles(dir).filter((f) => f.endsWith('.js'));

  const plainConfig = 'export default {};\n';
  const before = antdProject(one, plainConfig);
  const after = antdProject(two, plainConfig);
  build(before);
  build(after);
  const shared = js(before).find((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(shared, js(before).join(' '));
  assert.deepEqual(tagsByFile(before, tags)[shared.replace(/\.[0-9a-f]{8}\./, '.[hash].')], [
    'antd',
    'rc-util',
    'ant-design-colors',
    'rc-component-trigger',
    'dayjs',
  ]);
  assert.equal(js(after).includes(shared), false);

  const group =
    "export default { performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'lib-antd': /[\\\\/]node_modules[\\\\/](antd|@ant-design|rc-[^\\\\/]+|@rc-component)[\\\\/]/ } } } };\n";
  const a = antdProject(one, group);
  const b = antdProject(two, group);
  build(a);
  build(b);
  const byFile = tagsByFile(a, tags);
  assert.deepEqual(byFile['static/js/lib-antd.[hash].js'], ['antd', 'rc-util', 'ant-design-colors', 'rc-component-trigger']);
  const dayjsChunk = Object.keys(byFile).find((f) => byFile[f].includes('dayjs'));
  assert.match(dayjsChunk ?? '', /^static\/js\/\d+\.\[hash\]\.js$/);
  assert.deepEqual(byFile[dayjsChunk ?? ''], ['dayjs']);
  const changed = js(a).filter((f) => !js(b).includes(f));
  assert.deepEqual(changed.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')).sort(), [
    'static/js/index.[hash].js',
    'static/js/lib-antd.[hash].js',
  ]);
  assert.deepEqual(tagsByFile(b, tags)['static/js/lib-antd.[hash].js'], tags.slice(0, 6));
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk: 打包体积太大，重复打包

test('guide/optimization/split-chunk "the bundle is too large because of duplicate bundling": a 2 kB module of src/shared imported by two import() pages is copied into both async chunks; a 25 kB one goes into one shared async chunk; with chunkSplit override { minSize: 0 } the 2 kB module gets a chunk of its own', () => {
  const files = (mod: string, config: string) => ({
    'src/index.js': "import('./pages/A').then((m) => m.default());\nimport('./pages/B').then((m) => m.default());\n",
    'src/pages/A.js': `import { shared } from '../shared/${mod}';\nexport default () => console.log('page-a:', shared());\n`,
    'src/pages/B.js': `import { shared } from '../shared/${mod}';\nexport default () => console.log('page-b:', shared());\n`,
    'src/shared/small.js': `export const shared = () => ${filler('shared-small', 2)};\n`,
    'src/shared/big.js': `export const shared = () => ${filler('shared-big', 25)};\n`,
    'rsbuild.config.mjs': config,
  });
  const tags = ['page-a', 'page-b', 'shared-small', 'shared-big'];
  const async = (mod: string, config = 'export default {};\n') => {
    const dir = project(files(mod, config));
    build(dir);
    const byFile = tagsByFile(dir, tags);
    assert.deepEqual(byFile['static/js/index.[hash].js'], []);
    return Object.entries(byFile)
      .filter(([f]) => f.startsWith('static/js/async/'))
      .map(([, t]) => t.join('+'))
      .sort();
  };
  assert.deepEqual(async('small'), ['page-a+shared-small', 'page-b+shared-small']);
  assert.deepEqual(async('big'), ['page-a', 'page-b', 'shared-big']);
  assert.deepEqual(
    async('small', "export default { performance: { chunkSplit: { strategy: 'split-by-experience', override: { minSize: 0 } } } };\n"),
    ['page-a', 'page-b', 'shared-small'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks: a callback after the build completes that outputs the build time

test('plugins/dev/hooks "callback after build completes, output build time": in onDevCompileDone and onAfterBuild, stats.toJson({ all: false, timings: true }).time is the compile time in ms and stats.startTime / endTime are undefined; the line printed in onDevCompileDone comes after "ready   Client compiled in", the one of onAfterBuild after the size table', async () => {
  const config = `const pluginBuildTime = {
  name: 'my-app:build-time',
  setup(api) {
    const report = (label, stats) => {
      const { time } = stats.toJson({ all: false, timings: true });
      console.log('[build-time] ' + label + ' ' + typeof time + ' ' + time + ' ' + stats.startTime + ' ' + stats.endTime);
    };
    api.onDevCompileDone(({ stats }) => report('dev', stats));
    api.onAfterBuild(({ stats }) => report('build', stats));
  },
};
export default { plugins: [pluginBuildTime] };
`;
  const dir = project({ 'src/index.js': "console.log('hi');\n", 'rsbuild.config.mjs': config });
  const { output } = build(dir);
  assert.match(output, /Gzipped size:[^\n]*\n[\s\S]*\[build-time\] build number \d+ undefined undefined/);

  const server = await devServer(dir);
  try {
    assert.ok(await waitFor(() => /\[build-time\] dev/.test(server.log())), server.log());
    assert.match(server.log(), /ready\s+Client compiled in [\d.]+ m?s\n\[build-time\] dev number \d+ undefined undefined/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks, plugins/dev/: change the proxy settings through a plugin

test('plugins/dev/hooks "change proxy settings through a plugin": server.proxy set with mergeRsbuildConfig in modifyRsbuildConfig forwards /api/users to the back end in rsbuild dev and rsbuild preview; a devServer.proxy put into the Rspack configuration in modifyRspackConfig or tools.rspack is ignored and the request gets the page HTML', async (t) => {
  const backend = http.createServer((req, res) => res.end(`backend saw ${req.url}`));
  const port = await listen(backend, t);
  const config = (hook: string) =>
    `const pluginProxy = {\n  name: 'my-app:proxy',\n  setup(api) {\n    ${hook}\n  },\n};\nexport default { plugins: [pluginProxy] };\n`;
  const answers = async (hook: string) => {
    const dir = project({ 'src/index.js': "console.log('hi');\n", 'rsbuild.config.mjs': config(hook) });
    const result: string[] = [];
    const dev = await devServer(dir);
    try {
      result.push((await ask(dev.port, '/api/users', { client: 'fetch' })).text);
    } finally {
      await dev.stop();
    }
    build(dir);
    const preview = await previewServer(dir);
    try {
      result.push((await ask(preview.port, '/api/users', { client: 'fetch' })).text);
    } finally {
      await preview.stop();
    }
    return result;
  };
  assert.deepEqual(
    await answers(
      `api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { server: { proxy: { '/api': 'http://localhost:${port}' } } }));`,
    ),
    ['backend saw /api/users', 'backend saw /api/users'],
  );
  const ignored = await answers(
    `api.modifyRspackConfig((config) => { config.devServer = { proxy: { '/api': 'http://localhost:${port}' } }; });`,
  );
  for (const text of ignored) assert.match(text, /^<!doctype html>/i);
  const viaTools = project({
    'src/index.js': "console.log('hi');\n",
    'rsbuild.config.mjs': `export default { tools: { rspack: { devServer: { proxy: { '/api': 'http://localhost:${port}' } } } } };\n`,
  });
  const dev = await devServer(viaTools);
  try {
    assert.match((await ask(dev.port, '/api/users', { client: 'fetch' })).text, /^<!doctype html>/i);
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss: PostCSS config not working, grid prefixes and rem values never in the build CSS

const PX_TO_REM =
  "module.exports = (opts = {}) => ({ postcssPlugin: 'postcss-pxtorem', Declaration(decl) { decl.value = decl.value.replace(/(\\d+)px/g, (_, n) => (n < (opts.minPixelValue || 0) ? n + 'px' : `${n / opts.rootValue}rem`)); } });\nmodule.exports.postcss = true;\n";

test('config/tools/postcss "PostCSS config not working: grid prefixes and rem values never in the build CSS": postcss.config.js and .postcssrc.js in the root are read (width: 380px becomes 20rem with rootValue 19), one in config/ is not; autoprefixer { grid: true } from the file adds -ms-grid only with "browserslist": ["ie 11"] in package.json', () => {
  const css = '.grid { display: grid; grid-template-columns: 1fr 1fr; width: 380px; }\n';
  const postcssConfig =
    "module.exports = {\n  plugins: {\n    autoprefixer: { grid: true },\n    'postcss-pxtorem': { propList: ['*'], rootValue: 19, minPixelValue: 4 },\n  },\n};\n";
  const cssOf = (extra: Record<string, string>) => {
    const dir = project(
      {
        'src/index.js': "import './index.css';\n",
        'src/index.css': css,
        'node_modules/postcss-pxtorem/package.json': '{ "name": "postcss-pxtorem", "main": "index.js" }',
        'node_modules/postcss-pxtorem/index.js': PX_TO_REM,
        ...extra,
      },
      { autoprefixer: 'rsbuild-shared-0.5/compiled/autoprefixer' },
    );
    build(dir);
    return distText(dir, /\.css$/).trim();
  };
  const converted = '.grid{display:grid;grid-template-columns:1fr 1fr;width:20rem}';
  assert.equal(cssOf({ 'postcss.config.js': postcssConfig }), converted);
  assert.equal(cssOf({ '.postcssrc.js': postcssConfig }), converted);
  assert.equal(cssOf({ 'config/postcss.config.js': postcssConfig }), '.grid{display:grid;grid-template-columns:1fr 1fr;width:380px}');
  assert.equal(
    cssOf({ 'postcss.config.js': postcssConfig, 'package.json': JSON.stringify({ name: 'fact', private: true, browserslist: ['ie 11'] }) }),
    '.grid{display:-ms-grid;display:grid;-ms-grid-columns:1fr 1fr;grid-template-columns:1fr 1fr;width:20rem}',
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import: Cannot resolve module 'element-ui/lib/theme-default/sub-menu-item.css'

test("config/source/transform-import \"Cannot resolve module 'element-ui/lib/theme-default/sub-menu-item.css'\": with the element-ui item (lib, theme-chalk customStyleName), SubMenuItem and SubMenu stop the build with Can't resolve 'element-ui/lib/theme-chalk/sub-menu-item.css' / sub-menu.css; Menu, Submenu, MenuItem, MenuItemGroup build with the four stylesheets; a theme-default customStyleName fails with Can't resolve 'element-ui/lib/theme-default/menu.css'", () => {
  const element: Record<string, string> = {
    'node_modules/element-ui/package.json': '{ "name": "element-ui", "version": "2.15.14", "main": "lib/element-ui.common.js" }',
    'node_modules/element-ui/lib/element-ui.common.js': "module.exports = { whole: 'element-ui-whole' };\n",
  };
  for (const c of ['menu', 'submenu', 'menu-item', 'menu-item-group']) {
    element[`node_modules/element-ui/lib/${c}.js`] = `module.exports = { name: 'el-${c}' };\n`;
    element[`node_modules/element-ui/lib/theme-chalk/${c}.css`] = `.el-${c} { color: red; }\n`;
  }
  const item = (theme: string) =>
    `export default { source: { transformImport: [{ libraryName: 'element-ui', libraryDirectory: 'lib', customStyleName: 'element-ui/lib/${theme}/{{ kebabCase member }}.css' }] } };\n`;
  const run = (names: string, theme = 'theme-chalk') => {
    const dir = project({
      ...element,
      'rsbuild.config.mjs': item(theme),
      'src/index.js': `import { ${names} } from 'element-ui';\nconsole.log(${names});\n`,
    });
    return { dir, ...rsbuild(dir, ['build']) };
  };
  const subMenuItem = run('Menu, SubMenuItem');
  assert.notEqual(subMenuItem.code, 0);
  assert.match(subMenuItem.output, /Can't resolve 'element-ui\/lib\/theme-chalk\/sub-menu-item\.css'/);
  const subMenu = run('Menu, SubMenu');
  assert.notEqual(subMenu.code, 0);
  assert.match(subMenu.output, /Can't resolve 'element-ui\/lib\/theme-chalk\/sub-menu\.css'/);

  const right = run('Menu, Submenu, MenuItem, MenuItemGroup');
  assert.equal(right.code, 0, right.output);
  const builtCss = distText(right.dir, /\.css$/);
  for (const c of ['menu', 'submenu', 'menu-item', 'menu-item-group']) assert.match(builtCss, new RegExp(`\\.el-${c}[,{]`));
  assert.equal(distText(right.dir, /\.js$/).includes('element-ui-whole'), false);

  const old = run('Menu', 'theme-default');
  assert.notEqual(old.code, 0);
  assert.match(old.output, /Can't resolve 'element-ui\/lib\/theme-default\/menu\.css'/);
});
