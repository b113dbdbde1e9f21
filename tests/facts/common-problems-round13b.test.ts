// Facts behind the thirteenth round's (b) "Common problems" items, as readers (most of them Chinese) describe the
// problem: old Android phones, a component imported from a sibling folder, a CSS background image with a CDN
// prefix, one build for any directory, a file that is not in public/, Rsbuild's font rule, a lazy route that still
// ends up in the one big script, a dependency's missing peer dependency and the letter case of a path. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the page's result matters.
//
// Facts run by earlier files, not again here:
// - config/source/include, guide/advanced/browser-compatibility: a dependency's ?. stays as written for a chrome 70
//   list while your own is compiled (round 8b); with ie 11 a package's arrow functions stay until source.include
//   lists it (rounds 7b, 11b). config/output/polyfill, guide/advanced/browser-compatibility: the default list adds
//   no polyfill; with ie 11, usage puts es.object.assign into lib-polyfill.js (round 11b).
// - config/server/proxy: server.proxy acts in rsbuild dev and preview only, the build output holds no trace of it
//   (round 12b, server-proxy.test.ts).
// - guide/basic/static-assets, config/server/public-dir: url('/machine/B.png') in CSS fails the build even with the
//   file in public/ (round 8a); a path written in a string stays as written and 404s (round 8a); a file in public/
//   gets output.assetPrefix only when written with process.env.ASSET_PREFIX (rounds 9b, 11a).
// - guide/optimization/optimize-bundle: 0.5.9 writes no vendor or chunk-vendors file (round 11b).
// - plugins/list/plugin-check-syntax: the new item restates the page's own facts (any IE version means ES5; with
//   source maps the report's source line names the original file; one error per file). The plugin is not installed
//   in this repository, so no run here.
// - guide/optimization/build-performance: the new item restates the page's own facts (no persistent cache in 0.5.9,
//   a 0.22 s rebuild in its test project, a config edit restarts the server).
//
// Claims that rest on something else than a run here:
// - Android's System WebView is Chromium and names its version in the User-Agent as Chrome/<version> (Android's
//   WebView documentation; Chromium's User-Agent format).
// - "… does not match the corresponding path on disk" is the message of case-sensitive-paths-webpack-plugin, which
//   Create React App and Vue CLI add to webpack. The test below searches @rsbuild/core 0.5.9 and its Rspack for the
//   text; a case-insensitive disk (Windows, macOS), where a wrong case resolves, cannot be run here.
// - Vue CLI's chunk-vendors.js is its splitChunks cache group of node_modules code, kept apart so that it stays
//   cached when only the app's code changes (Vue CLI's webpack configuration and documentation).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  ROOT,
  ask,
  build,
  devServer,
  distFiles,
  distText,
  sharedBrowser,
  project,
  rsbuild,
  staticHost,
  visit,
} from './topics-support';

const require = createRequire(import.meta.url);

const browser = sharedBrowser();

/** What the browser test reads: the value the page stored in window.result. */
const result = () => (window as unknown as { result: unknown }).result;

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist, guide/advanced/browser-compatibility

test('guide/advanced/browserslist "which Android versions are supported, some Android phones show a white screen": chrome >= 61 downgrades ?. and private fields and keeps arrow functions; android >= 4.4 downgrades the whole output to ES5', () => {
  const code = 'const f = (o) => o?.a;\nclass A { #x = 1; get x() { return this.#x; } }\nconsole.log(f, A);\n';
  const out = (list: string): string => {
    const dir = project({
      '.browserslistrc': `${list}\n`,
      'src/index.js': code,
      'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
    });
    build(dir);
    return distText(dir, /static\/js\/index\.[0-9a-f]{8}\.js$/);
  };
  const chrome61 = out('chrome >= 61');
  assert.doesNotMatch(chrome61, /\?\.a|#x/);
  assert.match(chrome61, /\(o\)=>/);
  const android44 = out('android >= 4.4');
  assert.doesNotMatch(android44, /\?\.a|#x|=>|\bclass\s/);
  const defaults = out('chrome >= 87\nedge >= 88\nfirefox >= 78\nsafari >= 14');
  assert.match(defaults, /=>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "Module parse failed: Unexpected token when importing a component from a sibling folder": a .js file with JSX outside the project root fails with File: ../shared/Hello.js, Module parse failed:, JavaScript parsing error; a .jsx file there is compiled; include: [path.resolve(__dirname, \'../shared\')] compiles the .js', () => {
  const files = {
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js':
      "import { Hello } from '../../shared/Hello.js';\nimport { Hi } from '../../shared/Hi.jsx';\nconsole.log(Hello, Hi);\n",
    'shared/Hello.js': 'export const Hello = () => <b>hello</b>;\n',
    'shared/Hi.jsx': 'export const Hi = () => <i>hi</i>;\n',
  };
  const plain = path.join(project(files), 'app');
  const run = rsbuild(plain, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\.\/shared\/Hello\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error/);
  assert.doesNotMatch(run.output, /Hi\.jsx/);

  const included = path.join(
    project({
      ...files,
      'app/rsbuild.config.ts':
        "import path from 'node:path';\nexport default { source: { include: [path.resolve(__dirname, '../shared')] } };\n",
    }),
    'app',
  );
  build(included);
  const js = distText(included, /\.js$/);
  assert.match(js, /createElement\("b"/);
  assert.match(js, /createElement\("i"/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "CDN 部署后 CSS 背景图路径怎么写": with a CDN prefix, url(\'../assets/bg.png\') of a stylesheet in src/styles becomes url(<cdn>/static/image/bg.[hash].png); an image below 10000 bytes is inlined as base64', () => {
  const dir = project({
    'src/assets/bg.png': Buffer.alloc(12_000, 1),
    'src/assets/dot.png': PNG,
    'src/styles/main.css': ".hero { background-image: url('../assets/bg.png'); }\n.dot { background-image: url('../assets/dot.png'); }\n",
    'src/index.js': "import './styles/main.css';\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/assets/' } };\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.hero\{background-image:url\(https:\/\/cdn\.example\.com\/assets\/static\/image\/bg\.[0-9a-f]{8}\.png\)\}/);
  assert.match(css, /\.dot\{background-image:url\(data:image\/png;base64,/);
  assert.ok(distFiles(dir).some((f) => /^static\/image\/bg\.[0-9a-f]{8}\.png$/.test(f)));
});

test('config/output/asset-prefix "publicPath 部署在任意目录": one build with \'auto\' runs served at / and at /a/b/: the script runs, a lazy chunk loads and an imported image loads', async (t) => {
  const dir = project({
    'src/logo.png': PNG,
    'src/lazy.js': 'export default "lazy";\n',
    'src/index.js':
      "import logo from './logo.png';\nconst img = new Image();\nimg.src = logo;\ndocument.body.append(img);\nimport('./lazy').then((m) => img.decode().then(() => { window.result = { lazy: m.default, width: img.naturalWidth, src: img.getAttribute('src') }; }));\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto', dataUriLimit: 0 } };\n",
  });
  build(dir);
  const dist = path.join(dir, 'dist');
  for (const folder of ['', 'a/b']) {
    const origin = await staticHost(t, dist, { folder });
    const seen = await visit(browser(), `${origin}/${folder ? `${folder}/` : ''}`, result);
    assert.deepEqual(seen.errors, [], folder);
    assert.deepEqual((seen.value as { lazy: string; width: number }).lazy, 'lazy', folder);
    assert.equal((seen.value as { width: number }).width, 1, folder);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir

test('config/server/public-dir "访问 localhost:3000/logo.png 静态文件访问不到": rsbuild dev answers /logo.png with its index.html when logo.png is in the project root or src/, and /public/ok.png too; public/ok.png is served as /ok.png', async () => {
  const dir = project({ 'logo.png': PNG, 'src/logo2.png': PNG, 'public/ok.png': PNG, 'src/index.js': 'console.log(1);\n' });
  const server = await devServer(dir);
  try {
    for (const url of ['/logo.png', '/src/logo2.png', '/logo2.png', '/public/ok.png']) {
      const answer = await ask(server.port, url);
      assert.equal(answer.status, 200, url);
      assert.match(String(answer.headers['content-type']), /^text\/html/, url);
      assert.match(answer.text, /<div id="root"><\/div>/, url);
    }
    const ok = await ask(server.port, '/ok.png');
    assert.equal(ok.status, 200);
    assert.equal(ok.headers['content-type'], 'image/png');
    assert.deepEqual(ok.raw, PNG);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/bundler-chain, guide/basic/configure-rspack

test('config/tools/bundler-chain "skip Rsbuild\'s built-in handling of .ttf fonts": the rules are named font, image, media and svg; the font rule emits a .ttf to static/font/; excluded from it, a folder\'s fonts take your own rule (inlined) while the others stay in static/font/; with the rule deleted your rule takes all', () => {
  const { CHAIN_ID } = require(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')) as { CHAIN_ID: { RULE: Record<string, string> } };
  assert.deepEqual([CHAIN_ID.RULE.FONT, CHAIN_ID.RULE.IMAGE, CHAIN_ID.RULE.MEDIA, CHAIN_ID.RULE.SVG], ['font', 'image', 'media', 'svg']);
  const files = {
    'src/iconfont/icon.ttf': Buffer.alloc(12_000, 1),
    'src/fonts/text.ttf': Buffer.alloc(12_000, 2),
    'src/index.js': "import icon from './iconfont/icon.ttf';\nimport text from './fonts/text.ttf';\nconsole.log(icon, text);\n",
  };
  const fonts = (dir: string) =>
    distFiles(dir)
      .filter((f) => f.startsWith('static/font/'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  const inlined = (dir: string) => (distText(dir, /\.js$/).match(/data:font\/ttf;base64,/g) ?? []).length;

  const plain = project(files);
  assert.equal(rsbuild(plain, ['inspect', '--env', 'production']).code, 0);
  assert.ok(
    fs.readFileSync(path.join(plain, 'dist/rspack.config.web.mjs'), 'utf8').includes('test: /\\.(?:woff|woff2|eot|ttf|otf|ttc)$/i'),
  );
  build(plain);
  assert.deepEqual(fonts(plain), ['static/font/icon.[hash].ttf', 'static/font/text.[hash].ttf']);

  const excluded = project({
    ...files,
    'rsbuild.config.mjs': `export default { tools: { bundlerChain: (chain, { CHAIN_ID }) => {
  chain.module.rule(CHAIN_ID.RULE.FONT).exclude.add(/[\\\\/]iconfont[\\\\/]/);
  chain.module.rule('iconfont').test(/\\.ttf$/).include.add(/[\\\\/]iconfont[\\\\/]/).end().type('asset/inline');
} } };\n`,
  });
  build(excluded);
  assert.deepEqual(fonts(excluded), ['static/font/text.[hash].ttf']);
  assert.equal(inlined(excluded), 1);

  const deleted = project({
    ...files,
    'rsbuild.config.mjs': `export default { tools: { bundlerChain: (chain, { CHAIN_ID }) => {
  chain.module.rules.delete(CHAIN_ID.RULE.FONT);
  chain.module.rule('my-font').test(/\\.ttf$/).type('asset/inline');
} } };\n`,
  });
  build(deleted);
  assert.deepEqual(fonts(deleted), []);
  assert.equal(inlined(deleted), 2);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "路由按需加载了但打包出来还是一个 2 MB 的 js": a page module that is also imported statically stays in the entry chunk and no static/js/async/ file is written (nor listed in the printed sizes); without the static import the page gets its own async chunk', () => {
  const page = 'export default "about page";\n';
  const routes = "const routes = [{ path: '/about', component: () => import('./About') }];\n";
  const both = project({ 'src/About.js': page, 'src/index.js': `import About from './About';\n${routes}console.log(About, routes);\n` });
  const run = build(both);
  assert.deepEqual(
    distFiles(both).filter((f) => f.startsWith('static/js/async/')),
    [],
  );
  assert.doesNotMatch(run.output, /static\/js\/async\//);
  assert.match(distText(both, /static\/js\/index\.[0-9a-f]{8}\.js$/), /about page/);

  const lazy = project({ 'src/About.js': page, 'src/index.js': `${routes}console.log(routes);\n` });
  const lazyRun = build(lazy);
  const chunks = distFiles(lazy).filter((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(chunks.length, 1);
  assert.match(lazyRun.output, /dist\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js/);
  assert.doesNotMatch(distText(lazy, /static\/js\/index\.[0-9a-f]{8}\.js$/), /about page/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions, guide/migration/webpack

test("guide/faq/exceptions \"Module not found: Can't resolve 'styled-components' in …/node_modules/react-trello\": a dependency's missing peer dependency stops the build with File: ./node_modules/react-trello/dist/index.js and Resolve error: Can't resolve 'styled-components' in '<project>/node_modules/react-trello/dist'", () => {
  const dir = project({
    'node_modules/react-trello/package.json':
      '{ "name": "react-trello", "version": "2.2.11", "main": "dist/index.js", "peerDependencies": { "styled-components": ">= 4.0.3" } }\n',
    'node_modules/react-trello/dist/index.js': "var styled = require('styled-components');\nmodule.exports = styled;\n",
    'src/index.js': "import Board from 'react-trello';\nconsole.log(Board);\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/react-trello\/dist\/index\.js\n\s+× Resolve error: Can't resolve 'styled-components' in '[^']*\/node_modules\/react-trello\/dist'/,
  );
});

test("guide/migration/webpack \"… does not match the corresponding path on disk\": 0.5.9 has no such check (the text is in neither @rsbuild/core nor its Rspack); on Linux an import of ./components/button for Button.js fails with Resolve error: Can't resolve './components/button'", () => {
  const dir = project({
    'src/components/Button.js': 'export default 1;\n',
    'src/index.js': "import B from './components/button';\nconsole.log(B);\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/src\/index\.js\n\s+× Resolve error: Can't resolve '\.\/components\/button' in '[^']*\/src'/);
  assert.doesNotMatch(run.output, /corresponding path on disk/);

  const text = 'does not match the corresponding path on disk';
  const core = path.dirname(require.resolve('rsbuild-0.5/package.json'));
  const fromCore = createRequire(path.join(core, 'package.json'));
  const rspack = path.dirname(fromCore.resolve('@rspack/core/package.json'));
  const binding = path.dirname(createRequire(path.join(rspack, 'package.json')).resolve('@rspack/binding/package.json'));
  const searched = [core, rspack, binding];
  try {
    searched.push(
      path.dirname(
        createRequire(path.join(binding, 'package.json')).resolve(`@rspack/binding-${process.platform}-${process.arch}-gnu/package.json`),
      ),
    );
  } catch {}
  for (const folder of searched) {
    for (const file of fs.readdirSync(folder, { recursive: true }) as string[]) {
      const full = path.join(folder, file);
      if (!/\.(js|node)$/.test(file) || !fs.statSync(full).isFile()) continue;
      assert.ok(!fs.readFileSync(full).includes(text), full);
    }
  }
  assert.ok(searched.length >= 3);
});
