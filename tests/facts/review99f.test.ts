// Facts behind the accuracy review of session 99 (slice f): config/output/filename, config/output/source-map,
// config/output/filename-hash, config/output/override-browserslist, config/html/output-structure and config/html/mount-id,
// in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it. Nothing outside the repository is needed.
//
// No fix: every statement checked on the six pages holds at 0.5.9 (see /work/review99/REPORT-f.md). Read against
// shared/src/fs.ts getFilename (built-in names per kind and mode, the filenameHash string, '' as false), shared/src/chain.ts
// applyOutputPlugin (one js template for filename and chunkFilename, [name].js for node and service-worker, xxhash64),
// core/src/provider/plugins/output.ts (cssFilename), core/src/plugins/asset.ts and wasm.ts, shared/src/utils.ts
// getJsSourceMap and core/src/plugins/basic.ts (devtool), core/src/provider/plugins/swc.ts (sourceMaps, polyfills for web
// targets only, the script rule of applyScriptCondition), shared/src/getBrowserslist.ts and core/src/plugins/target.ts (the
// resolution order, the es version), core/src/server/helper.ts formatRoutes and core/src/provider/initPlugins.ts
// getHTMLPathByEntry (outputStructure), core/static/template.html and core/src/plugins/html.ts (mountId, entryName), and
// @rspack/core 0.5.9-canary-8778e17 dist/config/zod.js (the devtool values).
//
// Confirmed by new runs, where no earlier facts file kept one (review89m ran the first, third and fourth while reviewing,
// without a test):
// 1. config/output/filename, the example's output: static/js/index_script.<8>.js, static/css/index_style.<8>.css and
//    static/image/logo.<4>.png.
// 2. config/output/filename, [name] and filename.js: rsbuild dev with a js template that has [contenthash] writes hashed
//    names (dev.writeToDisk shows them), an unnamed import() chunk is src_lazy_js there and a number in production, and a
//    webpackChunkName "lazy" names its chunk lazy in both modes.
// 3. config/output/filename, filename.css: with output.injectStyles a custom css template writes no .css file.
// 4. config/output/filename-hash: filenameHash '' writes index.js, index.css, logo.png and a numbered async chunk.
// 5. config/output/source-map, the inline and nosources parts of a kind's name: inline-source-map writes no .map and ends
//    the script with a data: URL; nosources-source-map writes a .map with sources and without sourcesContent.
// 6. config/output/source-map: the normalized output.sourceMap.js is undefined; rsbuild inspect shows devtool and SWC's
//    sourceMaps following the mode, and both following an explicit js in either mode.
// 7. config/output/override-browserslist, "How the list is resolved" (and the Array, Object and runtime-code sentences):
//    rsbuild inspect with the four targets, a .browserslistrc in the folder above the project, and an array, an object or
//    nothing: the SWC targets and Rspack's target of each configuration.
// 8. config/output/override-browserslist: the [production] and [development] sections of a .browserslistrc follow the
//    mode.
// 9. config/html/output-structure, "Dev server URLs": what rsbuild preview prints with nested and flat, and rsbuild dev
//    with nested; each printed URL answers with its page.
// 10. config/html/mount-id, caveats: html.inject false with the built-in template writes the root element only; an
//    entryName block in a template gives one page another id.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, devServer, distFiles, distText, pageSays, previewServer, project, rsbuild, waitFor } from './topics-support';

const FILENAME = 'config/output/filename';
const FILENAME_HASH = 'config/output/filename-hash';
const SOURCE_MAP = 'config/output/source-map';
const BROWSERSLIST = 'config/output/override-browserslist';
const OUTPUT_STRUCTURE = 'config/html/output-structure';
const MOUNT_ID = 'config/html/mount-id';

/** A PNG of 12 KB, above the 10,000-byte data URI limit, so the build writes it as a file. */
const LOGO = Buffer.concat([PNG, Buffer.alloc(12_000, 1)]);

/** An app with a stylesheet, an image, an unnamed import() chunk and one named "lazy"; `config` is rsbuild.config.mjs. */
const app = (config: string): Record<string, string | Buffer> => ({
  'rsbuild.config.mjs': config,
  'src/index.js': [
    "import './index.css';",
    "import logo from './logo.png';",
    'document.body.dataset.logo = logo;',
    "import('./lazy.js');",
    'import(/* webpackChunkName: "lazy" */ \'./named.js\');',
    '',
  ].join('\n'),
  'src/index.css': 'body { color: rgb(255, 0, 0); }\n',
  'src/lazy.js': "console.log('unnamed chunk');\n",
  'src/named.js': "console.log('named chunk');\n",
  'src/logo.png': LOGO,
});

test('config/output/filename "A production build with this configuration writes files such as static/js/index_script.9e7936c7.js, static/css/index_style.f7cb3c44.css and static/image/logo.3cf9.png"', () => {
  pageSays(FILENAME, {
    en: 'A production build with this configuration writes files such as `static/js/index_script.9e7936c7.js`, `static/css/index_style.f7cb3c44.css` and `static/image/logo.3cf9.png`.',
    zh: '使用以上配置进行生产构建，会生成 `static/js/index_script.9e7936c7.js`、`static/css/index_style.f7cb3c44.css` 和 `static/image/logo.3cf9.png` 这样的文件。',
  });
  const dir = project(
    app(
      "export default { output: { filename: { js: '[name]_script.[contenthash:8].js', css: '[name]_style.[contenthash:8].css', image: '[name].[contenthash:4][ext]' } } };\n",
    ),
  );
  build(dir);
  const files = distFiles(dir);
  for (const re of [
    /^static\/js\/index_script\.[0-9a-f]{8}\.js$/,
    /^static\/css\/index_style\.[0-9a-f]{8}\.css$/,
    /^static\/image\/logo\.[0-9a-f]{4}\.png$/,
  ]) {
    assert.ok(
      files.some((f) => re.test(f)),
      `${re} in\n${files.join('\n')}`,
    );
  }
});

test('config/output/filename "a template with [contenthash] puts the hash into development builds as well" + [name] "a readable name derived from the module path in development (src_lazy_js) and a numeric id in production ... webpackChunkName: "lazy" gives lazy in both modes": rsbuild dev with writeToDisk, then rsbuild build', async () => {
  pageSays(FILENAME, {
    en: 'The built-in development name has no hash. A template you write is used in both modes, so a template with `[contenthash]` puts the hash into development builds as well.',
    zh: '开发模式的内置文件名不带哈希。你自己写的模板在两种模式下都会使用，因此包含 `[contenthash]` 的模板在开发构建中同样会带上哈希。',
  });
  pageSays(FILENAME, {
    en: 'For a chunk loaded with dynamic `import()` it is a readable name derived from the module path in development (`src_lazy_js`) and a numeric id in production (`797`), unless you name the chunk with a magic comment: `import(/* webpackChunkName: "lazy" */ \'./lazy\')` gives `lazy` in both modes.',
    zh: '对于通过动态 `import()` 加载的 chunk，开发模式下是根据模块路径生成的可读名称（`src_lazy_js`），生产模式下是数字 id（`797`）；如果用魔法注释为 chunk 命名，例如 `import(/* webpackChunkName: "lazy" */ \'./lazy\')`，两种模式下都是 `lazy`。',
  });
  const dir = project(app("export default { dev: { writeToDisk: true }, output: { filename: { js: '[name].[contenthash:8].js' } } };\n"));
  const server = await devServer(dir);
  let dev: string[];
  try {
    assert.ok(await waitFor(() => distFiles(dir).includes('index.html'), 30_000), distFiles(dir).join('\n'));
    dev = distFiles(dir).filter((f) => f.endsWith('.js'));
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  } finally {
    await server.stop();
  }
  for (const re of [
    /^static\/js\/index\.[0-9a-f]{8}\.js$/,
    /^static\/js\/async\/src_lazy_js\.[0-9a-f]{8}\.js$/,
    /^static\/js\/async\/lazy\.[0-9a-f]{8}\.js$/,
  ]) {
    assert.ok(
      dev.some((f) => re.test(f)),
      `rsbuild dev: ${re} in\n${dev.join('\n')}`,
    );
  }
  // The stylesheet keeps the built-in development name: only the js key was set.
  assert.ok(distFiles(dir).includes('static/css/index.css'), distFiles(dir).join('\n'));

  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  build(dir);
  const prod = distFiles(dir).filter((f) => f.startsWith('static/js/async/') && f.endsWith('.js'));
  assert.equal(prod.length, 2, prod.join('\n'));
  assert.ok(
    prod.some((f) => /^static\/js\/async\/lazy\.[0-9a-f]{8}\.js$/.test(f)),
    prod.join('\n'),
  );
  assert.ok(
    prod.some((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)),
    prod.join('\n'),
  );
});

test('config/output/filename "No CSS file is emitted when output.injectStyles is true, so the option has no effect then": a css template with injectStyles writes no .css file, and the styles are in the script', () => {
  pageSays(FILENAME, {
    en: 'No CSS file is emitted when [output.injectStyles](/config/output/inject-styles) is `true`, so the option has no effect then.',
    zh: '当 [output.injectStyles](/zh/config/output/inject-styles) 为 `true` 时不会生成 CSS 文件，此选项也就不起作用。',
  });
  const dir = project(app("export default { output: { injectStyles: true, filename: { css: 'styles.[name].[contenthash:8].css' } } };\n"));
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.css')),
    [],
  );
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /rgb\(255, ?0, ?0\)|red/);
});

test("config/output/filename-hash \"An empty string '' works like false\": filenameHash '' writes index.js, index.css, logo.png and the async chunks without a hash", () => {
  pageSays(FILENAME_HASH, {
    en: "An empty string `''` works like `false`.",
    zh: "空字符串 `''` 的效果与 `false` 相同。",
  });
  const dir = project(app("export default { output: { filenameHash: '' } };\n"));
  build(dir);
  const files = distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt'));
  for (const file of ['index.html', 'static/js/index.js', 'static/css/index.css', 'static/image/logo.png', 'static/js/async/lazy.js']) {
    assert.ok(files.includes(file), `${file} in\n${files.join('\n')}`);
  }
  assert.ok(
    files.some((f) => /^static\/js\/async\/\d+\.js$/.test(f)),
    files.join('\n'),
  );
  assert.ok(!files.some((f) => /\.[0-9a-f]{8}\./.test(f)), `no hash: ${files.join('\n')}`);
});

test('config/output/source-map "inline: the map is embedded in the JavaScript file as a data URL instead of a separate file" and "nosources: the map holds file names and positions but not the source code itself"', () => {
  pageSays(SOURCE_MAP, {
    en: '- `inline`: the map is embedded in the JavaScript file as a data URL instead of a separate file.',
    zh: '- `inline`：source map 以 data URL 的形式内嵌在 JavaScript 文件中，而不是单独的文件。',
  });
  pageSays(SOURCE_MAP, {
    en: '- `nosources`: the map holds file names and positions but not the source code itself.',
    zh: '- `nosources`：source map 中只包含文件名和位置信息，不包含源码本身。',
  });
  const built = (kind: string): string => {
    const dir = project({
      'rsbuild.config.mjs': `export default { output: { sourceMap: { js: '${kind}' } } };\n`,
      'src/index.js': "import { double } from './double.js';\nconsole.log(double(2));\n",
      'src/double.js': '// the secret comment\nexport function double(x) {\n  return x * 2;\n}\n',
    });
    build(dir);
    return dir;
  };

  const inline = built('inline-source-map');
  assert.deepEqual(
    distFiles(inline).filter((f) => f.endsWith('.map')),
    [],
  );
  const script = distText(inline, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  const data = script.match(/\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)\s*$/);
  assert.ok(data, script.slice(-300));
  const inlined = JSON.parse(Buffer.from(data[1], 'base64').toString('utf8'));
  assert.ok(inlined.sources.includes('webpack://fact/./src/double.js'), JSON.stringify(inlined.sources));
  assert.ok(JSON.stringify(inlined.sourcesContent).includes('the secret comment'), 'inline-source-map carries the source');

  const nosources = built('nosources-source-map');
  const maps = distFiles(nosources).filter((f) => f.endsWith('.js.map'));
  assert.equal(maps.length, 1, distFiles(nosources).join('\n'));
  const map = JSON.parse(fs.readFileSync(path.join(nosources, 'dist', maps[0]), 'utf8'));
  assert.ok(map.sources.includes('webpack://fact/./src/double.js'), JSON.stringify(map.sources));
  assert.ok(map.mappings.length > 0);
  assert.equal(map.sourcesContent, undefined);
  assert.ok(!fs.readFileSync(path.join(nosources, 'dist', maps[0]), 'utf8').includes('the secret comment'));
  assert.match(distText(nosources, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map\s*$/);
});

test('config/output/source-map "In the normalized configuration js stays undefined; Rsbuild picks the value for the current mode ... setting js explicitly applies to both modes" + "whenever it is not false, Rsbuild also makes SWC produce source maps": rsbuild inspect in both modes', () => {
  pageSays(SOURCE_MAP, {
    en: 'In the normalized configuration `js` stays `undefined`; Rsbuild picks the value for the current mode when it creates the Rspack configuration, so setting `js` explicitly applies to both modes.',
    zh: '在规范化后的配置中 `js` 保持为 `undefined`；Rsbuild 在生成 Rspack 配置时才按当前模式选取取值，因此显式设置 `js` 后，该值会同时作用于两种模式。',
  });
  pageSays(SOURCE_MAP, {
    en: 'and whenever it is not `false`, Rsbuild also makes SWC produce source maps for the files it compiles.',
    zh: '只要它不为 `false`，Rsbuild 还会让 SWC 为其编译的文件生成 source map。',
  });
  /** rsbuild inspect in `mode`: the normalized sourceMap.js line, Rspack's devtool and every sourceMaps of SWC's options. */
  const inspect = (config: string, mode: 'development' | 'production') => {
    const dir = project({ 'rsbuild.config.mjs': config, 'src/index.js': "console.log('app');\n" });
    const run = rsbuild(dir, ['inspect', '--env', mode]);
    assert.equal(run.code, 0, run.output);
    const normalized = fs.readFileSync(path.join(dir, 'dist/rsbuild.config.mjs'), 'utf8');
    const rspack = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
    return {
      js: normalized.match(/sourceMap: \{\s*js: ([^,\n]+),/)?.[1],
      devtool: rspack.match(/^ {2}devtool: (.+),$/m)?.[1],
      swc: [...new Set([...rspack.matchAll(/sourceMaps: (\w+)/g)].map((m) => m[1]))],
    };
  };
  const none = 'export default {};\n';
  assert.deepEqual(inspect(none, 'development'), { js: 'undefined', devtool: "'cheap-module-source-map'", swc: ['true'] });
  assert.deepEqual(inspect(none, 'production'), { js: 'undefined', devtool: 'false', swc: ['false'] });
  const set = "export default { output: { sourceMap: { js: 'source-map' } } };\n";
  assert.deepEqual(inspect(set, 'development'), { js: "'source-map'", devtool: "'source-map'", swc: ['true'] });
  assert.deepEqual(inspect(set, 'production'), { js: "'source-map'", devtool: "'source-map'", swc: ['true'] });
  const off = 'export default { output: { sourceMap: { js: false } } };\n';
  assert.deepEqual(inspect(off, 'development'), { js: 'false', devtool: 'false', swc: ['false'] });
});

/** The configurations `rsbuild inspect --env <mode>` writes for each target: SWC's env.targets and Rspack's target. */
function inspectTargets(dir: string, mode: 'development' | 'production'): Record<string, { swc: string[]; rspack: string }> {
  const run = rsbuild(dir, ['inspect', '--env', mode]);
  assert.equal(run.code, 0, run.output);
  const result: Record<string, { swc: string[]; rspack: string }> = {};
  for (const file of fs.readdirSync(path.join(dir, 'dist'))) {
    const target = file.match(/^rspack\.config\.(.+)\.mjs$/)?.[1];
    if (!target) continue;
    const text = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
    const list = text.match(/ targets: \[([^\]]*)\]/)?.[1] ?? '';
    result[target] = {
      swc: [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]),
      rspack: (text.match(/^ {2}target: (\[[^\]]*\]|'[^']*')/m)?.[1] ?? '').replace(/\s+/g, ''),
    };
  }
  return result;
}

test('config/output/override-browserslist "How the list is resolved": web and web-worker take an array, then their key, then the project\'s Browserslist config (found above the project root too), then the default; node and service-worker their key, then the default; Rspack\'s target takes the es version from the list, except for node', () => {
  pageSays(BROWSERSLIST, {
    en: "| `web`, `web-worker` | `overrideBrowserslist` as an array | `overrideBrowserslist[target]` | the project's Browserslist config | default list |\n| `node`, `service-worker` | `overrideBrowserslist[target]` | default list | | |",
    zh: '| `web`、`web-worker` | 数组形式的 `overrideBrowserslist` | `overrideBrowserslist[target]` | 项目的 Browserslist 配置 | 默认列表 |\n| `node`、`service-worker` | `overrideBrowserslist[target]` | 默认列表 | | |',
  });
  pageSays(BROWSERSLIST, {
    en: 'An array does **not** apply to the `node` and `service-worker` targets; they keep their defaults unless you use the object form.',
    zh: '数组**不会**作用于 `node` 和 `service-worker` 构建目标；除非使用对象写法，否则它们会保持各自的默认值。',
  });
  pageSays(BROWSERSLIST, {
    en: "Targets you leave out use the project's Browserslist configuration (for `web` and `web-worker` only) or the default list.",
    zh: '未设置的构建目标会使用项目的 Browserslist 配置（仅限 `web` 和 `web-worker`）或默认列表。',
  });
  pageSays(BROWSERSLIST, {
    en: "**Rspack runtime code:** for all targets except `node`, the ECMAScript version of Rspack's own runtime code (from `es5` to `es2018`) is derived from the list.",
    zh: '**Rspack 运行时代码：** 除 `node` 外的所有构建目标，Rspack 自身运行时代码的 ECMAScript 版本（从 `es5` 到 `es2018`）都由该列表推导得出。',
  });
  pageSays(BROWSERSLIST, { en: 'searched for from the project root upwards', zh: '会从项目根目录开始逐级向上查找' });
  const DEFAULT_WEB = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
  /** The project lives in app/, with the .browserslistrc (IE 11) one folder above it. */
  const targets = (override: string) => {
    const dir = project({
      '.browserslistrc': 'ie 11\n',
      'app/package.json': '{ "name": "fact", "private": true }\n',
      'app/src/index.js': "console.log('app');\n",
      'app/rsbuild.config.mjs': `export default { output: { targets: ['web', 'web-worker', 'node', 'service-worker'], overrideBrowserslist: ${override} } };\n`,
    });
    return inspectTargets(path.join(dir, 'app'), 'production');
  };

  assert.deepEqual(targets('undefined'), {
    web: { swc: ['ie 11'], rspack: "['web','es5']" },
    'web-worker': { swc: ['ie 11'], rspack: "['webworker','es5']" },
    node: { swc: ['node >= 16'], rspack: "'node'" },
    'service-worker': { swc: DEFAULT_WEB, rspack: "['webworker','es2017']" },
  });
  assert.deepEqual(targets("['chrome >= 100']"), {
    web: { swc: ['chrome >= 100'], rspack: "['web','es2018']" },
    'web-worker': { swc: ['chrome >= 100'], rspack: "['webworker','es2018']" },
    node: { swc: ['node >= 16'], rspack: "'node'" },
    'service-worker': { swc: DEFAULT_WEB, rspack: "['webworker','es2017']" },
  });
  assert.deepEqual(targets("{ web: ['chrome >= 61'], node: ['node >= 18'], 'service-worker': ['chrome >= 100'] }"), {
    web: { swc: ['chrome >= 61'], rspack: "['web','es2017']" },
    'web-worker': { swc: ['ie 11'], rspack: "['webworker','es5']" },
    node: { swc: ['node >= 18'], rspack: "'node'" },
    'service-worker': { swc: ['chrome >= 100'], rspack: "['webworker','es2018']" },
  });
});

test('config/output/override-browserslist "Environment sections such as [production] and [development] are picked by NODE_ENV": a .browserslistrc with both sections gives each mode its own list', () => {
  pageSays(BROWSERSLIST, {
    en: 'Environment sections such as `[production]` and `[development]` are picked by `NODE_ENV`.',
    zh: '`[production]`、`[development]` 等环境分组会根据 `NODE_ENV` 选取。',
  });
  const dir = project({
    '.browserslistrc': '[production]\nie 11\n\n[development]\nlast 1 chrome version\n',
    'src/index.js': "console.log('app');\n",
  });
  assert.deepEqual(inspectTargets(dir, 'production').web.swc, ['ie 11']);
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  assert.deepEqual(inspectTargets(dir, 'development').web.swc, ['last 1 chrome version']);
});

test('config/html/output-structure "The dev server and rsbuild preview print the URL of each page according to the structure": flat prints / and /about, nested /index and /about, and each URL serves its page', async () => {
  pageSays(OUTPUT_STRUCTURE, {
    en: "The dev server and `rsbuild preview` print the URL of each page according to the structure:\n\n- `'flat'`: the `index` page is at `/`, the others at `/<entry>` (`/about`).\n- `'nested'`: every page is at `/<entry>`, including `/index`.",
    zh: "开发服务器和 `rsbuild preview` 会根据目录结构打印每个页面的 URL：\n\n- `'flat'`：`index` 页面位于 `/`，其他页面位于 `/<entry>`（如 `/about`）。\n- `'nested'`：所有页面都位于 `/<entry>`，包括 `/index`。",
  });
  const site = (structure: string): string =>
    project({
      'rsbuild.config.mjs': `export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { outputStructure: '${structure}' } };\n`,
      'src/index.js': "document.title = 'home page';\n",
      'src/about.js': "document.title = 'about page';\n",
    });
  /** The Local URLs a server printed, by entry, with the port left out, after checking that each serves its entry's script. */
  const printed = async (server: { url: string; log: () => string }): Promise<Record<string, string>> => {
    const local = server.log().match(/> Local:\s*\n((?:\s+- \S+\s+\S+\n)+)/)?.[1] ?? '';
    const urls = Object.fromEntries([...local.matchAll(/- (\S+)\s+(\S+)/g)].map((m) => [m[1], m[2]]));
    for (const [entry, url] of Object.entries(urls)) {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200, url);
      assert.match(await res.text(), new RegExp(`static/js/${entry}[.]`), url);
    }
    return Object.fromEntries(Object.entries(urls).map(([entry, url]) => [entry, url.replace(server.url, '')]));
  };

  for (const [structure, routes] of [
    ['flat', { index: '/', about: '/about' }],
    ['nested', { index: '/index', about: '/about' }],
  ] as const) {
    const dir = site(structure);
    build(dir);
    const preview = await previewServer(dir);
    try {
      assert.deepEqual(await printed(preview), routes, `rsbuild preview, ${structure}:\n${preview.log()}`);
    } finally {
      await preview.stop();
    }
    if (structure === 'nested') {
      const dev = await devServer(dir);
      try {
        assert.deepEqual(await printed(dev), routes, `rsbuild dev, nested:\n${dev.log()}`);
      } finally {
        await dev.stop();
      }
    }
  }
});

test('config/html/mount-id "With html.inject set to false and the built-in template, the page consists of the root element only"', () => {
  pageSays(MOUNT_ID, {
    en: 'With [html.inject](/config/html/inject) set to `false` and the built-in template, the page consists of the root element only.',
    zh: '当 [html.inject](/zh/config/html/inject) 设置为 `false` 且使用内置模板时，页面中只有根元素。',
  });
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { inject: false, mountId: 'app' } };\n",
    'src/index.js': "console.log('app');\n",
  });
  build(dir);
  assert.equal(
    fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'),
    '<!doctype html><html><head></head><body><div id="app"></div></body></html>',
  );
});

test('config/html/mount-id "For a different root element per page, use a custom template per entry, or print a different id with a <% if (entryName === \'...\') { %> block"', () => {
  pageSays(MOUNT_ID, {
    en: "For a different root element per page, use a custom template per entry, or print a different id with a `<% if (entryName === '...') { %>` block.",
    zh: "如果不同页面需要不同的根元素，请为每个入口使用各自的自定义模板，或者用 `<% if (entryName === '...') { %>` 语法块输出不同的 id。",
  });
  const dir = project({
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { template: './static/index.html' } };\n",
    'static/index.html':
      '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <% if (entryName === \'admin\') { %><div id="admin-root"></div><% } else { %><div id="<%= mountId %>"></div><% } %>\n  </body>\n</html>\n',
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
  });
  build(dir);
  const body = (file: string): string =>
    fs
      .readFileSync(path.join(dir, 'dist', file), 'utf8')
      .match(/<body>(.*?)<script|<body>(.*?)<\/body>/)
      ?.slice(1)
      .join('') ?? '';
  assert.match(body('index.html'), /^<div id="root"><\/div>/);
  assert.match(body('admin.html'), /^<div id="admin-root"><\/div>/);
});
