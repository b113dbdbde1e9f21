// Facts behind the third accuracy review of session 91 (slice h): config/html/script-loading, plugins/list/plugin-yaml,
// plugins/list/plugin-toml and guide/start/features, in both languages. Each test names the page and the sentence it
// backs, checks that both languages say it and that the replaced wording is gone, then runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts).
//
// - plugins/list/plugin-toml, How it works, "Parsing happens at build time": "the data is part of the JavaScript chunk
//   that imports it". Not for a large file that several pages import: the transform's CommonJS module is split like any
//   other module (split-by-experience keeps Rspack's default splitChunks groups, core/src/plugins/splitChunks.ts), so a
//   .toml module above minSize (20,000 bytes in production) that two entries import goes to a chunk of its own, which
//   both pages load, as review87h showed for YAML. Now "in the chunk that imports it or, for a large file that several
//   pages import, in a chunk that those pages share". Run below.
// - plugins/list/plugin-toml, How it works, "Changes are picked up in development": "saving a valid change recompiles
//   the modules that import it". Rspack rebuilds the changed module only: in `rsbuild dev`, after an edit of
//   config.toml a transform on src/index.js (which imports it) is not called again, and the page, which nothing makes
//   accept the update, reloads with the new data (core/src/client/hmr/index.ts, window.location.reload()). Now "rebuilds
//   that one module, not the modules that import it, and the page updates (without a framework plugin, it reloads)".
//   Run below.
// - guide/start/features, "CSS, PostCSS and Autoprefixer": "Every style file goes through PostCSS". Not in builds for
//   the node and web-worker targets: 0.5.9 adds postcss-loader only `if (!isServer && !isWebWorker)`
//   (core/src/provider/plugins/css.ts 116-127; isServer is target 'node', isWebWorker target 'web-worker',
//   core/src/provider/rspackConfig.ts 101-103). A PostCSS plugin of postcss.config.cjs sees the stylesheet in a web
//   build and never in a build for node and web-worker. Run below.
// - guide/start/features, "Static assets": "@rsbuild/core/types provides the TypeScript declarations for these
//   imports", the last item after the one on JSON and WebAssembly. Its types.d.ts declares images, SVG, fonts, audio
//   and video (and *.yaml, *.toml, CSS Modules, ?url, ?inline) but no *.wasm (guide/basic/wasm-assets says so): an
//   import of a .wasm file is TS2307 with it, one of a .png is not. Now it names what it declares and says that .wasm
//   imports are not. Run below (TypeScript against 0.5.9's types.d.ts).
// - guide/start/features, "Browserslist": "Rsbuild reads them from a .browserslistrc file or the browserslist field of
//   package.json ... Builds for the node target default to node >= 16" read as if those files applied to every target.
//   0.5.9 reads them for the web and web-worker targets only (shared/src/getBrowserslist.ts 27-53,
//   getBrowserslistWithDefault): node builds get node >= 16 and service-worker builds the default web range, whatever
//   the files say (output.overrideBrowserslist still applies). Now "Builds for the node and service-worker targets do
//   not read those files". Run below: with `ie 11` in .browserslistrc or in package.json, the web bundle has an arrow
//   function downgraded, the node and service-worker bundles keep it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { build, devServer, distFiles, edit, hmrPage, pageSays, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

/**
 * The rsbuild.config.mjs of a project with @rsbuild/plugin-toml 0.5.9 (packages/plugin-toml/src/index.ts at v0.5.9:
 * api.transform for /\.toml$/ that returns `module.exports = ${JSON.stringify(parse(code), undefined, '\t')};`), its
 * `parse` standing in for toml's (the toml package is not installed beside the site) for files of `key = "value"`
 * lines. `extra` is more plugin code, run in the same setup.
 */
const tomlConfig = (extra = '', config = ''): string =>
  [
    "import fs from 'node:fs';",
    'const parse = (code) =>',
    "  Object.fromEntries(code.split('\\n').filter(Boolean).map((line) => line.split(' = ')).map(([k, v]) => [k, JSON.parse(v)]));",
    'const pluginToml = () => ({',
    "  name: 'rsbuild:toml',",
    '  setup(api) {',
    "    api.transform({ test: /\\.toml$/ }, ({ code }) => `module.exports = ${JSON.stringify(parse(code), undefined, '\\t')};`);",
    `    ${extra}`,
    '  },',
    '});',
    `export default { plugins: [pluginToml()]${config} };`,
    '',
  ].join('\n');

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-toml

test('plugins/list/plugin-toml "the data is in the JavaScript output: in the chunk that imports it or, for a large file that several pages import, in a chunk that those pages share": a 70 kB .toml file imported by two entries is in a chunk of its own that both pages load; one imported by one entry is in its script', () => {
  pageSays(
    'plugins/list/plugin-toml',
    {
      en: 'The browser never downloads or parses TOML; the data is in the JavaScript output: in the chunk that imports it or, for a large file that several pages import, in a chunk that those pages share.',
      zh: '浏览器不会下载或解析 TOML，数据直接包含在 JavaScript 产物中：一般是引入它的 chunk；如果是被多个页面引入的大文件，则是这些页面共用的 chunk。',
    },
    {
      en: 'the data is part of the JavaScript chunk that imports it.',
      zh: '数据直接包含在引入它的 JavaScript chunk 中。',
    },
  );
  const big = (name: string): string =>
    ['used = "yes"', ...Array.from({ length: 1500 }, (_, i) => `${name}${i} = "value number ${i} with some padding text"`), ''].join('\n');
  const dir = project({
    'src/shared.toml': big('shared'),
    'src/own.toml': big('own'),
    'src/a.js': "import data from './shared.toml';\nconsole.log('a', data.used);\n",
    'src/b.js': "import data from './shared.toml';\nconsole.log('b', data.used);\n",
    'src/c.js': "import data from './own.toml';\nconsole.log('c', data.used);\n",
    'rsbuild.config.mjs': tomlConfig('', ", source: { entry: { a: './src/a.js', b: './src/b.js', c: './src/c.js' } }"),
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  const holding = (key: string): string[] => js.filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(key));
  const [chunk] = holding('shared1499');
  assert.deepEqual(holding('shared1499'), [chunk], 'one file holds the shared data');
  assert.match(chunk ?? '', /^static\/js\/\d+\.[0-9a-f]{8}\.js$/, 'a chunk of its own, not a.js or b.js');
  for (const html of ['a.html', 'b.html']) {
    assert.ok(fs.readFileSync(path.join(dir, 'dist', html), 'utf8').includes(`src="/${chunk}"`), `${html} loads ${chunk}`);
  }
  assert.match(holding('own1499').join(), /^static\/js\/c\.[0-9a-f]{8}\.js$/, 'a file one page imports is in its script');
});

test('plugins/list/plugin-toml "saving a valid change rebuilds that one module, not the modules that import it, and the page updates (without a framework plugin, it reloads)": after an edit of config.toml in rsbuild dev, src/index.js is not transformed again and the page reloads with the new value', async () => {
  pageSays(
    'plugins/list/plugin-toml',
    {
      en: 'The `.toml` file is a module like any other: saving a valid change rebuilds that one module, not the modules that import it, and the page updates (without a framework plugin, it reloads).',
      zh: '`.toml` 文件和其他模块一样，保存有效的修改后只会重新编译这一个模块，不会重新编译引入它的模块，页面随之更新（没有使用框架插件时会自动刷新）。',
    },
    {
      en: 'so saving a valid change recompiles the modules that import it.',
      zh: '保存有效的修改后会重新编译引入它的模块。',
    },
  );
  const dir = project({
    'src/index.js': "import config from './config.toml';\ndocument.getElementById('root').textContent = config.title;\n",
    'src/config.toml': 'title = "One"\n',
    // A second transform, on the module that imports the .toml file, notes each time Rspack compiles it.
    'rsbuild.config.mjs': tomlConfig(
      "api.transform({ test: /index\\.js$/ }, ({ code }) => { fs.appendFileSync('index-compiled.log', 'x'); return code; });",
    ),
  });
  const server = await devServer(dir);
  try {
    const hp = await hmrPage(browser(), `${server.url}/`);
    try {
      const root = async (): Promise<string> => (await hp.page.textContent('#root').catch(() => '')) ?? '';
      assert.ok(await waitFor(async () => (await root()) === 'One'), 'the page shows the value of the file');
      const compiled = (): string => fs.readFileSync(path.join(dir, 'index-compiled.log'), 'utf8');
      assert.equal(compiled(), 'x', 'src/index.js compiled once');
      assert.equal(hp.loads(), 1);
      edit(dir, 'src/config.toml', '"One"', '"Two"');
      assert.ok(await waitFor(async () => (await root()) === 'Two'), `the page shows the new value: ${server.log()}`);
      assert.equal(hp.loads(), 2, 'the page reloaded');
      assert.equal(compiled(), 'x', 'src/index.js was not compiled again');
    } finally {
      await hp.page.close();
    }
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/start/features

test('guide/start/features "Every style file goes through PostCSS, except in builds for the `node` and `web-worker` targets": a PostCSS plugin of postcss.config.cjs sees the stylesheet in a web build, and not in a build for node and web-worker', () => {
  pageSays(
    'guide/start/features',
    {
      en: 'Every style file goes through PostCSS, except in builds for the `node` and `web-worker` targets: Rsbuild loads your `postcss.config.*` file',
      zh: '除了 `node` 和 `web-worker` 目标的构建，所有样式文件都会经过 PostCSS 处理：如果存在 `postcss.config.*` 文件',
    },
    { en: 'Every style file goes through PostCSS: Rsbuild loads', zh: '。所有样式文件都会经过 PostCSS 处理：' },
  );
  const files = {
    'src/index.js': "import './style.css';\nconsole.log('hello');\n",
    'src/style.css': '.title { color: red; }\n',
    // A plugin that notes every stylesheet PostCSS processes, in postcss.log.
    'postcss.config.cjs': [
      "const fs = require('node:fs');",
      "const path = require('node:path');",
      'module.exports = {',
      "  plugins: [{ postcssPlugin: 'log', Once(root) { fs.appendFileSync(path.join(__dirname, 'postcss.log'), `${path.basename(root.source.input.file)}\\n`); } }],",
      '};',
      '',
    ].join('\n'),
  };
  const log = (dir: string): string => {
    const file = path.join(dir, 'postcss.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  const web = project({ ...files, 'rsbuild.config.mjs': "export default { output: { targets: ['web'] } };\n" });
  build(web);
  assert.equal(log(web), 'style.css\n', 'the web build runs PostCSS on the stylesheet');
  const others = project({ ...files, 'rsbuild.config.mjs': "export default { output: { targets: ['node', 'web-worker'] } };\n" });
  build(others);
  assert.ok(
    distFiles(others).some((f) => f.startsWith('server/')),
    'the node bundle is built',
  );
  assert.equal(log(others), '', 'neither the node nor the web-worker build runs PostCSS');
});

test('guide/start/features "`@rsbuild/core/types` provides the TypeScript declarations for imports of images, SVG, fonts, audio and video; it declares no `.wasm` imports": with it, imports of .png, .svg, .woff2, .mp3 and .mp4 files type-check and that of a .wasm file is TS2307', () => {
  pageSays(
    'guide/start/features',
    {
      en: '- `@rsbuild/core/types` provides the TypeScript declarations for imports of images, SVG, fonts, audio and video; it declares no `.wasm` imports.',
      zh: '- `@rsbuild/core/types` 为图片、SVG、字体、音频和视频的引入提供了 TypeScript 类型声明，但没有声明 `.wasm` 文件的引入。',
    },
    {
      en: 'provides the TypeScript declarations for these imports.',
      zh: '为这些引入提供了 TypeScript 类型声明。',
    },
  );
  const dir = project(
    {
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/index.ts': [
        "import logo from './logo.png';",
        "import icon from './icon.svg';",
        "import font from './font.woff2';",
        "import sound from './sound.mp3';",
        "import clip from './clip.mp4';",
        "import { add } from './add.wasm';",
        'export const urls: string[] = [logo, icon, font, sound, clip];',
        'export const sum = add(1, 2);',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const program = ts.createProgram([path.join(dir, 'src/env.d.ts'), path.join(dir, 'src/index.ts')], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  assert.deepEqual(errors, ["TS2307: Cannot find module './add.wasm' or its corresponding type declarations."]);
});

test('guide/start/features "Builds for the `node` and `service-worker` targets do not read those files: `node` builds use `node >= 16`, `service-worker` builds the default range above": with ie 11 in .browserslistrc or in package.json, the web bundle has the arrow function downgraded, the node and service-worker bundles keep it', () => {
  pageSays(
    'guide/start/features',
    {
      en: 'Builds for the `node` and `service-worker` targets do not read those files: `node` builds use `node >= 16`, `service-worker` builds the default range above.',
      zh: '`node` 和 `service-worker` 目标的构建不会读取这些配置：`node` 构建使用 `node >= 16`，`service-worker` 构建使用上面的默认范围。',
    },
    { en: 'Builds for the `node` target default to `node >= 16`.', zh: '`node` 目标的构建默认使用 `node >= 16`。' },
  );
  const files = {
    'src/index.js': 'globalThis.answer = (n) => n * 42;\n',
    'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node', 'service-worker'] } };\n",
  };
  const inRc = project({ ...files, '.browserslistrc': 'ie 11\n' });
  const inPackage = project({ ...files, 'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n' });
  for (const dir of [inRc, inPackage]) {
    build(dir);
    const bundle = (re: RegExp): string => {
      const file = distFiles(dir).find((f) => re.test(f));
      assert.ok(file, `a file matching ${re} in ${distFiles(dir).join(', ')}`);
      return fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
    };
    const arrow = /answer\s*=\s*\(?\w+\)?\s*=>/;
    const web = bundle(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(web, /answer\s*=\s*function/, 'web: a function expression for ie 11');
    assert.doesNotMatch(web, arrow, 'web: no arrow function');
    assert.match(bundle(/^server\/index\.js$/), arrow, 'node: the arrow function is kept');
    assert.match(bundle(/^worker\/index\.js$/), arrow, 'service-worker: the arrow function is kept');
  }
});
