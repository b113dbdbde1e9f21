// Facts behind the seventeenth round's (b) items, as readers describe the problem: a main.js and a vendor.js as webpack
// gave them, a save that takes seconds to recompile, edits that the dev server does not pick up, the dev files written
// to a folder of one's choice, the build folder and hashed names, and the messages of a JSX file outside the compile
// scope, of an SVG imported as a URL and used as a component, of a Node.js built-in in browser code and of Less theme
// variables without the Less plugin. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting
// on other sources are noted at their section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {
  build,
  buildAndVisit,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  hashed,
  launchBrowser,
  nextCompilation,
  previewServer,
  project,
  ROOT,
  rsbuild,
  waitFor,
} from './topics-support';

const fakeLib = {
  'node_modules/fake-lib/package.json': '{ "name": "fake-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/fake-lib/index.js': "module.exports = 'FAKE_LIB_CODE_MARKER';\n",
};

// ---------------------------------------------------------------------------------------------------------
// config/performance/chunk-split + guide/optimization/split-chunk

test('config/performance/chunk-split + guide/optimization/split-chunk "a separate main.js and vendor.js": with source.entry { main } and strategy single-vendor the build writes static/js/main.[hash].js (the app code) and static/js/vendor.[hash].js (the package), both loaded by the HTML; filenameHash false names them main.js and vendor.js', () => {
  const files = {
    ...fakeLib,
    'src/index.js': "import lib from 'fake-lib';\ndocument.body.textContent = 'APP_CODE_MARKER' + lib;\n",
  };
  const dir = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { entry: { main: './src/index.js' } }, performance: { chunkSplit: { strategy: 'single-vendor' } } };\n",
  });
  build(dir);
  const js = hashed(distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js')));
  assert.deepEqual(js, ['static/js/main.[hash].js', 'static/js/vendor.[hash].js']);
  assert.ok(distText(dir, /^static\/js\/vendor\./).includes('FAKE_LIB_CODE_MARKER'));
  const main = distText(dir, /^static\/js\/main\./);
  assert.ok(main.includes('APP_CODE_MARKER') && !main.includes('FAKE_LIB_CODE_MARKER'));
  const html = distText(dir, /^main\.html$/);
  assert.match(html, /src="\/static\/js\/vendor\.[0-9a-f]{8}\.js"/);
  assert.match(html, /src="\/static\/js\/main\.[0-9a-f]{8}\.js"/);
  const plain = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { entry: { main: './src/index.js' } }, output: { filenameHash: false }, performance: { chunkSplit: { strategy: 'single-vendor' } } };\n",
  });
  build(plain);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.startsWith('static/js/') && f.endsWith('.js')),
    ['static/js/main.js', 'static/js/vendor.js'],
  );
});

test('config/performance/chunk-split "the file of your code is named after the entry: index for the default src/index"', () => {
  const dir = project({
    ...fakeLib,
    'src/index.js': "import lib from 'fake-lib';\ndocument.body.textContent = lib;\n",
    'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'single-vendor' } } };\n",
  });
  build(dir);
  assert.deepEqual(hashed(distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js'))), [
    'static/js/index.[hash].js',
    'static/js/vendor.[hash].js',
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance + guide/debug/build-profiling
//
// One run of this project on a busy 2-core machine took 4.58 s first and 0.56 to 0.84 s a save (6.92 s and 0.79 to
// 0.97 s without source maps); the page gives no figures, only what the test asserts.

const bigProject = (config: string) => {
  const files: Record<string, string> = { 'rsbuild.config.mjs': config };
  let entry = '';
  for (let i = 0; i < 3000; i++) {
    files[`src/m${i}.js`] = `${Array.from({ length: 40 }, (_, j) => `export function f${j}(a) { return a * ${j} + ${i}; }`).join('\n')}\n`;
    entry += `import * as m${i} from './m${i}.js';\nwindow.x${i} = m${i};\n`;
  }
  files['src/index.js'] = entry;
  return project(files);
};
const times = (log: string) =>
  [...log.matchAll(/ready {3}Client compiled in (\d+(?:\.\d+)?) (s|ms)/g)].map((m) => Number(m[1]) * (m[2] === 'ms' ? 0.001 : 1));

test('guide/optimization/build-performance "each save takes seconds: the line after the save is the time of that rebuild; 3,000 modules (120,000 lines) in one chunk rebuild faster than the first compilation, with or without source maps"', async () => {
  for (const config of ['export default {};\n', 'export default { output: { sourceMap: { js: false } } };\n']) {
    const dir = bigProject(config);
    const server = await devServer(dir);
    try {
      for (let k = 0; k < 2; k++) {
        const n = compilations(server);
        fs.appendFileSync(path.join(dir, 'src/m5.js'), `// save ${k}\n`);
        await nextCompilation(server, n);
      }
      const [first, ...saves] = times(server.log());
      assert.equal(saves.length, 2);
      for (const save of saves) assert.ok(save < first, `a save took ${save} s, the first compilation ${first} s`);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr
//
// "Nothing happens when I save a file": its causes are run in faq-hmr.test.ts and common-problems-dev.test.ts; the
// lead sentence added here names the symptom only.

const lessColor = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).color);

test('guide/faq/hmr "after an edit to a .less file the new styles do not appear until a manual refresh" (a [contenthash] in the CSS name in development); without it the Less edit applies in place, without a reload', async () => {
  const files = {
    'src/index.js': "import './index.less';\ndocument.body.innerHTML = '<p id=\"t\">hello</p>';\n",
    'src/index.less': '@c: rgb(255, 0, 0);\n#t { color: @c; }\n',
  };
  const browser = await launchBrowser();
  try {
    for (const [config, expected] of [
      ["export default { output: { filename: { css: '[name].[contenthash:8].css' } } };\n", 'rgb(255, 0, 0)'],
      ['export default {};\n', 'rgb(0, 0, 255)'],
    ]) {
      const dir = project({ ...files, 'rsbuild.config.mjs': config });
      const server = await devServer(dir);
      try {
        const page = await browser.newPage();
        let loads = 0;
        page.on('load', () => (loads += 1));
        const logs: string[] = [];
        page.on('console', (m) => logs.push(m.text()));
        await page.goto(server.url);
        await waitFor(() => logs.includes('[HMR] connected.'));
        assert.equal(await lessColor(page), 'rgb(255, 0, 0)');
        const n = compilations(server);
        edit(dir, 'src/index.less', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
        await nextCompilation(server, n);
        await waitFor(async () => (await lessColor(page)) === 'rgb(0, 0, 255)', 4_000);
        assert.equal(await lessColor(page), expected, config);
        assert.equal(loads, 1, 'no reload');
        await page.reload();
        assert.equal(await lessColor(page), 'rgb(0, 0, 255)', 'a manual refresh shows the edit');
        await page.close();
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "the development files in a folder of your choice": writeToDisk with distPath.root \'../backend/public/app\' writes index.html and static/js/index.js there, rewrites them after a save, keeps the files that were there with the warning "The dist path is not a subdir of root path", and dev.assetPrefix \'/app/\' makes the HTML load /app/static/js/index.js', async () => {
  const top = project({
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': "document.body.textContent = 'FIRST_VERSION';\n",
    'app/rsbuild.config.mjs':
      "export default { dev: { writeToDisk: true, assetPrefix: '/app/' }, output: { distPath: { root: '../backend/public/app' } } };\n",
    'backend/public/app/keep.txt': 'the backend file\n',
  });
  const app = path.join(top, 'app');
  const out = path.join(top, 'backend/public/app');
  const server = await devServer(app);
  try {
    assert.match(server.log(), /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
    assert.ok(fs.existsSync(path.join(out, 'keep.txt')));
    assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), /src="\/app\/static\/js\/index\.js"/);
    assert.match(fs.readFileSync(path.join(out, 'static/js/index.js'), 'utf8'), /FIRST_VERSION/);
    const n = compilations(server);
    edit(app, 'src/index.js', 'FIRST_VERSION', 'SECOND_VERSION');
    await nextCompilation(server, n);
    assert.ok(await waitFor(() => fs.readFileSync(path.join(out, 'static/js/index.js'), 'utf8').includes('SECOND_VERSION')));
  } finally {
    await server.stop();
  }
});

test('config/dev/write-to-disk "a folder inside the project is emptied at each start"', async () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'x';\n",
    'rsbuild.config.mjs': "export default { dev: { writeToDisk: true }, output: { distPath: { root: 'public-build' } } };\n",
    'public-build/old.txt': 'old\n',
  });
  const server = await devServer(dir);
  try {
    assert.ok(!fs.existsSync(path.join(dir, 'public-build/old.txt')));
    assert.ok(fs.existsSync(path.join(dir, 'public-build/index.html')));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path + guide/faq/features ("the target folder of the build": distPath.root, run in earlier files:
// source-output-pages.test.ts, common-problems-output.test.ts), config/output/filename-hash + config/output/filename

test('config/output/filename-hash "index.js becoming index.[md5].js": a production build names it index.<8 hex>.js (the hash before .js), rsbuild dev names it index.js, and the generated Rspack config hashes with xxhash64 in both modes, not MD5', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'x';\n" });
  build(dir);
  assert.deepEqual(hashed(distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js'))), ['static/js/index.[hash].js']);
  for (const env of ['development', 'production']) {
    const run = rsbuild(dir, ['inspect', '--env', env]);
    assert.equal(run.code, 0, run.output);
    const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
    assert.match(config, /hashFunction: 'xxhash64'/);
  }
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /src="\/static\/js\/index\.js"/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-image-compress "integrating imagemin"
//
// Not run here (@rsbuild/plugin-image-compress is not installed). The codecs and their options rest on the plugin's
// 0.5.9 source and tests/content/plugins-0.5.9/plugin-image-compress.d.ts: jpeg is @napi-rs/image's MozJPEG encoder
// (quality), png its pngquant (minQuality, maxQuality), pngLossless its oxipng, svg SVGO. That the core runs no
// imagemin is read from @rsbuild/core 0.5.9 (no imagemin in its dependencies or dist).
//
// guide/faq/features "render the Markdown text of a .md file" + plugins/list/plugin-mdx
//
// The asset/source rule that gives the text is run by common-problems.test.ts (round 9a); react-markdown's
// <ReactMarkdown>{text}</ReactMarkdown> and marked's marked.parse(text) are those libraries' documented APIs, not run.

// ---------------------------------------------------------------------------------------------------------
// config/source/include + plugins/list/plugin-source-build "JSX in a monorepo package"
//
// That plugin-source-build adds each package's source folder to source.include rests on its 0.5.9 source (not
// installed here); its page's "How it works" states it.

const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };

function monorepo(config: string): string {
  const top = project(
    {
      'packages/ui/package.json': '{ "name": "@acme/ui", "version": "1.0.0", "main": "src/index.js" }\n',
      'packages/ui/src/index.js': 'export const Button = () => <button>ok</button>;\n',
      'apps/web/package.json': '{ "name": "web", "private": true }\n',
      'apps/web/src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport { Button } from '@acme/ui';\ncreateRoot(document.getElementById('root')).render(<Button />);\n",
      'apps/web/rsbuild.config.ts': config,
    },
    REACT,
  );
  fs.mkdirSync(path.join(top, 'apps/web/node_modules/@acme'), { recursive: true });
  fs.symlinkSync(path.join(top, 'packages/ui'), path.join(top, 'apps/web/node_modules/@acme/ui'), 'dir');
  return path.join(top, 'apps/web');
}

test('config/source/include "JavaScript parsing error: Expression expected at the JSX of a monorepo package": a linked workspace package whose main is a .js file with JSX stops the build at ../../packages/ui/src/index.js with the message quoted; include: [path.resolve(__dirname, \'../../packages/ui\')] builds it', () => {
  const plugin = "import { pluginReact } from '@rsbuild/plugin-react';\n";
  const failing = rsbuild(monorepo(`${plugin}export default { plugins: [pluginReact()] };\n`), ['build']);
  assert.notEqual(failing.code, 0);
  assert.match(
    failing.output,
    /File: \.\.\/\.\.\/packages\/ui\/src\/index\.js\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected\n[\s\S]*1 │ export const Button = \(\) => <button>ok<\/button>;/,
  );
  const fixed = monorepo(
    `import path from 'node:path';\n${plugin}export default { plugins: [pluginReact()], source: { include: [path.resolve(__dirname, '../../packages/ui')] } };\n`,
  );
  build(fixed);
  assert.match(distText(fixed, /^static\/js\/index\./), /"button"/);
});

test('config/source/include "renaming the package\'s files to .jsx works too"', () => {
  const dir = monorepo("import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n");
  const ui = path.join(dir, '../../packages/ui');
  fs.renameSync(path.join(ui, 'src/index.js'), path.join(ui, 'src/index.jsx'));
  fs.writeFileSync(path.join(ui, 'package.json'), '{ "name": "@acme/ui", "version": "1.0.0", "main": "src/index.jsx" }\n');
  build(dir);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2-jsx + plugins/list/plugin-vue-jsx "h is not defined"
//
// Not run here (Vue, Babel and the Vue JSX plugins are not installed). That injectH supplies h only in object and
// class methods that contain JSX rests on @vue/babel-sugar-inject-h (its visitor acts on ObjectMethod and ClassMethod
// whose body holds a JSXElement), part of @vue/babel-preset-jsx ^1.4.0 that @rsbuild/plugin-vue2-jsx 0.5.9 adds with
// injectH: true; that Vue 3's @vue/babel-plugin-jsx compiles JSX to functions imported from 'vue' rests on that
// plugin's documented output (createVNode imported from 'vue').

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr "Failed to execute 'createElement' on 'Document'"
//
// The /static/media/ URL of Create React App comes from its webpack config (file-loader and asset modules name files
// static/media/[name].[hash][ext]), not run here.

test("plugins/list/plugin-svgr \"Failed to execute 'createElement' on 'Document': The tag name provided ('/static/svg/….svg') is not a valid name\": <Info /> of import Info from './info.svg' (over 10000 bytes) without the SVGR plugin throws that error in the browser", async () => {
  const big = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- ${'x'.repeat(12000)} --><circle cx="5" cy="5" r="4"/></svg>\n`;
  const dir = project(
    {
      'src/info.svg': big,
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport Info from './info.svg';\ncreateRoot(document.getElementById('root')).render(<Info />);\n",
      // react-dom 18 must find React 18, not the React of this repository (as in common-problems-dev.test.ts)
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')))} } } };\n`,
    },
    REACT,
  );
  const browser = await launchBrowser();
  try {
    const { errors } = await buildAndVisit(browser, dir, () => document.body.innerHTML);
    assert.ok(
      errors.some((e) =>
        /Failed to execute 'createElement' on 'Document': The tag name provided \('\/static\/svg\/info\.[0-9a-f]{8}\.svg'\) is not a valid name\./.test(
          e,
        ),
      ),
      errors.join('\n'),
    );
  } finally {
    await browser.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-node-polyfill "Can't resolve 'fs'"
//
// That the plugin resolves fs, net, tls and child_process to false (an empty module) rests on its 0.5.9 source
// (src/libs.ts: those names are null, and src/index.ts turns null into a resolve.fallback of false); the plugin is not
// installed here, so the run below uses the same resolve.fallback through tools.rspack. "Module not found: Error:
// Can't resolve 'fs' in …" is webpack 5's wording of the message, not run.

test("plugins/list/plugin-node-polyfill \"Can't resolve 'fs' in a package such as request\": 0.5.9 stops at File: ./node_modules/request/lib/helpers.js with × Resolve error: Can't resolve 'fs' in '…/node_modules/request/lib' and the tip; resolve.fallback { fs: false } builds, and fs.readFileSync is then undefined", async () => {
  const files = {
    'node_modules/request/package.json': '{ "name": "request", "version": "2.88.2", "main": "index.js" }\n',
    'node_modules/request/index.js': "module.exports = require('./lib/helpers');\n",
    'node_modules/request/lib/helpers.js': "var fs = require('fs');\nmodule.exports = function () { return typeof fs.readFileSync; };\n",
    'src/index.js': "import helper from 'request';\nwindow.FS_TYPE = helper();\n",
  };
  const dir = project(files);
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/request\/lib\/helpers\.js\n\s+× Resolve error: Can't resolve 'fs' in '[^']+\/node_modules\/request\/lib'/,
  );
  assert.match(run.output, /Tip: "fs" is a built-in Node\.js module and cannot be imported in client-side code\./);
  const fixed = project({
    ...files,
    'rsbuild.config.mjs': 'export default { tools: { rspack: { resolve: { fallback: { fs: false } } } } };\n',
  });
  build(fixed);
  const browser = await launchBrowser();
  try {
    const server = await previewServer(fixed);
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`);
      assert.equal(await page.evaluate(() => (window as unknown as { FS_TYPE: string }).FS_TYPE), 'undefined');
    } finally {
      await server.stop();
    }
  } finally {
    await browser.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility + config/source/include "SCRIPT1002: 语法错误 chunk-vendors.js (4981,3)"
//
// IE 11's messages and Vue CLI's chunk-vendors.js name are theirs, not run. The syntax check is run in
// browser-compatibility-guide.test.ts.

test('guide/advanced/browser-compatibility "Rsbuild has no chunk-vendors.js: with ie 11 in the list, a package\'s arrow functions stay in its numbered file (static/js/<id>.[hash].js) while the entry\'s are compiled"', () => {
  let pkg = '';
  for (let i = 0; i < 800; i++) pkg += `exports.f${i} = (a) => a + ${i};\n`;
  const dir = project({
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'node_modules/fancy/package.json': '{ "name": "fancy", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/fancy/index.js': pkg,
    'src/index.js': "import * as f from 'fancy';\nconst g = (x) => x;\ndocument.body.textContent = g(Object.keys(f).length);\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js'));
  assert.ok(!js.some((f) => f.includes('vendors')));
  const numbered = js.filter((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(numbered.length, 1, js.join(', '));
  assert.ok(distText(dir, new RegExp(`^${numbered[0].replace(/\./g, '\\.')}$`)).includes('=>'));
  assert.ok(!distText(dir, /^static\/js\/index\./).includes('=>'));
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less "theme variables: Module parse failed, You may need an appropriate loader"
//
// That a later Rsbuild moved Less to @rsbuild/plugin-less with a lessLoaderOptions option is that release's, not
// run; that 0.5.9 has no such package rests on the v0.5.9 source tree (its packages/ holds no plugin-less; the core
// registers its own rsbuild:less).

test('config/tools/less "a UI library\'s .less theme fails with Module parse failed": with nothing installed, 0.5.9 compiles node_modules/ui-lib/index.less and lessOptions.modifyVars overrides its variable; a function form that calls addExcludes(/node_modules/) makes the same file fail with Module parse failed, JavaScript parsing error: Expression expected at the first @, and the loader hint', () => {
  const files = {
    'node_modules/ui-lib/package.json': '{ "name": "ui-lib", "version": "1.0.0" }\n',
    'node_modules/ui-lib/index.less': '@primary-color: #1989fa;\n.ui-button { color: @primary-color; }\n',
    'src/index.js': "import 'ui-lib/index.less';\n",
  };
  const themed = project({
    ...files,
    'rsbuild.config.mjs': "export default { tools: { less: { lessOptions: { modifyVars: { 'primary-color': '#ee0a24' } } } } };\n",
  });
  build(themed);
  assert.match(distText(themed, /^static\/css\/index\./), /\.ui-button\{color:#ee0a24\}/);
  const excluded = project({
    ...files,
    'rsbuild.config.mjs': 'export default { tools: { less: (options, { addExcludes }) => { addExcludes(/node_modules/); } } };\n',
  });
  const run = rsbuild(excluded, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(
    run.output,
    /File: \.\/node_modules\/ui-lib\/index\.less\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected\n[\s\S]*1 │ @primary-color/,
  );
  assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
});

test('guide/advanced/browser-compatibility "a small package stays in the entry\'s index.[hash].js": a package of a few lines, imported by the entry, gets no file of its own', () => {
  const dir = project({
    'package.json': '{ "name": "fact", "private": true }\n',
    'node_modules/tiny/package.json': '{ "name": "tiny", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/tiny/index.js': 'exports.tinyMarker = (a) => a + "tiny-package-text";\n',
    'src/index.js': "import { tinyMarker } from 'tiny';\ndocument.body.textContent = String(tinyMarker(1));\n",
  });
  build(dir);
  const js = distFiles(dir).filter((f) => f.startsWith('static/js/') && f.endsWith('.js'));
  assert.deepEqual(
    js.filter((f) => /^static\/js\/\d+\./.test(f)),
    [],
    js.join(', '),
  );
  assert.ok(distText(dir, /^static\/js\/index\./).includes('tiny-package-text'));
});
