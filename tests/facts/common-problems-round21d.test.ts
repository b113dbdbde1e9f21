// Facts behind the twenty-first round's (d) items, as readers describe the problem: the original source shown under
// webpack:// in the Sources panel of a production build and Vue CLI's productionSourceMap, Emotion's css prop of a
// Create React App project (@emotion/babel-preset-css-prop), a .tsx component imported into a Vue 3 project (React is
// undefined) and Vue 3's `h is not a function`, a build killed with exit code 137 (webpack's TerserPlugin step), console.log removed by the build, a
// 17 MB async chunk and on-demand imports that leave the build large, React's `React.jsx: type is invalid` warning for an
// SVG imported as a component without SVGR, components imported on demand left with `const` after the build. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project). Items resting on other sources are noted at their section.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, build, devServer, launchBrowser, distFiles, distText, project, rsbuild, REACT_18 } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map
//
// That a Vue project's .vue components are among the sources rests on vue-loader (@rsbuild/plugin-vue is not
// installed here); Vue CLI's productionSourceMap is its own vue.config.js option.

const twoFiles = {
  'package.json': '{ "name": "my-app", "private": true }\n',
  'src/index.js': "import { msg } from './msg';\ndocument.body.textContent = msg;\n",
  'src/msg.js': "export const msg = 'hello';\n",
};

test('config/output/source-map "the production build shows your source files under webpack:// in the Sources panel": with sourceMap.js set (no check of the mode), rsbuild build writes a .js.map whose sources are webpack://<package name>/./src/... and which carries the original code, and the script points to it', () => {
  const dir = project({ ...twoFiles, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n" });
  build(dir);
  const map = JSON.parse(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/));
  assert.deepEqual(map.sources, ['webpack://my-app/./src/index.js', 'webpack://my-app/./src/msg.js']);
  assert.deepEqual(map.sourcesContent, [twoFiles['src/index.js'], twoFiles['src/msg.js']]);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map/);
});

test("config/output/source-map \"Vue CLI's productionSourceMap: false has no effect: Rsbuild takes the unknown key without a warning and ignores it\": next to sourceMap.js 'source-map' the map is still written; alone (true or false) the build writes no map, as by default, and prints nothing about it", () => {
  const withJs = project({
    ...twoFiles,
    'rsbuild.config.mjs': "export default { productionSourceMap: false, output: { sourceMap: { js: 'source-map' } } };\n",
  });
  const run = build(withJs);
  assert.doesNotMatch(run.output, /productionSourceMap|warn/i);
  assert.equal(distFiles(withJs).filter((f) => f.endsWith('.js.map')).length, 1);
  for (const value of ['true', 'false']) {
    const alone = project({ ...twoFiles, 'rsbuild.config.mjs': `export default { productionSourceMap: ${value} };\n` });
    const out = build(alone);
    assert.doesNotMatch(out.output, /productionSourceMap|warn/i);
    assert.deepEqual(
      distFiles(alone).filter((f) => f.endsWith('.map')),
      [],
    );
    assert.doesNotMatch(distText(alone, /\.js$/), /sourceMappingURL/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react
//
// @emotion/babel-preset-css-prop (Emotion's docs: it sets the JSX runtime to @emotion/react) and CRA's craco /
// react-app-rewired are not installed here. @emotion/react is stood in for by a package of ours whose jsx-runtime
// marks the elements it is given a css prop for: what the build imports is what is checked.

// react-dom 18's copy in our store sits next to React 19: the browser runs need react itself pinned to 18.
const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
const emotionRuntime =
  "const r = require('react/jsx-runtime');\nconst wrap = (f) => (type, props, key) => {\n  const { css, ...rest } = props;\n  return f(type, css ? { ...rest, className: 'css-EMOTION_RUNTIME_MARK' } : rest, key);\n};\nexports.jsx = wrap(r.jsx);\nexports.jsxs = wrap(r.jsxs);\nexports.jsxDEV = wrap(r.jsx);\nexports.Fragment = r.Fragment;\n";
const emotion = (entry: string, app: string, config: string, extra: Record<string, string> = {}) =>
  project(
    {
      'node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "version": "11.11.4", "main": "index.js" }\n',
      'node_modules/@emotion/react/index.js': 'module.exports = {};\n',
      'node_modules/@emotion/react/jsx-runtime.js': emotionRuntime,
      'node_modules/@emotion/react/jsx-dev-runtime.js': emotionRuntime,
      [entry]: `${app}import { createRoot } from 'react-dom/client';\nconst App = () => <div css={{ color: 'red' }}>hi</div>;\ncreateRoot(document.getElementById('root')).render(<App />);\n`,
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { source: { entry: { index: './${entry}' } }, plugins: [${config}] };\n`,
      ...extra,
    },
    REACT,
  );
const usesEmotion = (dir: string) => distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('EMOTION_RUNTIME_MARK');

test("guide/framework/react \"Emotion's css prop after moving from Create React App\": 0.5.9 reads no .babelrc (a preset that does not exist is not looked for) nor the jsxImportSource of tsconfig.json, and JSX takes react/jsx-runtime; swcReactOptions.importSource '@emotion/react' makes the build use @emotion/react/jsx-runtime, and so does a /** @jsxImportSource @emotion/react */ comment for its file", () => {
  const babelrc = emotion('src/index.jsx', '', 'pluginReact()', {
    '.babelrc': '{ "presets": ["@emotion/babel-preset-css-prop"] }\n',
  });
  build(babelrc);
  assert.equal(usesEmotion(babelrc), false);
  const tsconfig = emotion('src/index.tsx', '', 'pluginReact()', {
    'tsconfig.json': '{ "compilerOptions": { "jsx": "react-jsx", "jsxImportSource": "@emotion/react" } }\n',
  });
  build(tsconfig);
  assert.equal(usesEmotion(tsconfig), false);
  const option = emotion('src/index.jsx', '', "pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })");
  build(option);
  assert.equal(usesEmotion(option), true);
  const comment = emotion('src/index.jsx', '/** @jsxImportSource @emotion/react */\n', 'pluginReact()');
  build(comment);
  assert.equal(usesEmotion(comment), true);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue-jsx
//
// Vue is stood in for by a package of ours (@rsbuild/plugin-vue, plugin-vue-jsx and plugin-babel are not installed).
// That the page then throws `Uncaught ReferenceError: React is not defined` in the browser is run by
// common-problems-round6b.test.ts. `TypeError: h is not a function` rests on Vue 3's documentation (render functions
// get no `h` argument; `h` is imported from 'vue') and on @vue/babel-preset-jsx (Vue 2 JSX: `h` from render's first
// argument); Vue is not run here.

test('plugins/list/plugin-vue-jsx "a .tsx component imported into a Vue 3 project: React is undefined; jsx preserve and jsxImportSource vue in tsconfig.json change nothing": without the plugin, 0.5.9 builds the component into React.createElement calls without a warning, tsconfig settings or not', () => {
  const files = {
    'node_modules/vue/package.json': '{ "name": "vue", "type": "module", "main": "index.js" }\n',
    'node_modules/vue/index.js': 'export const defineComponent = (setup) => setup;\n',
    'src/Counter.tsx':
      'import { defineComponent } from \'vue\';\nexport default defineComponent(() => () => <button type="button">count</button>);\n',
    'src/index.ts': "import Counter from './Counter';\n(window as any).rendered = Counter()();\n",
    'src/env.d.ts': "declare module 'vue';\n",
  };
  for (const tsconfig of [undefined, '{ "compilerOptions": { "jsx": "preserve", "jsxImportSource": "vue", "strict": true } }\n']) {
    const dir = project(tsconfig ? { ...files, 'tsconfig.json': tsconfig } : files);
    const run = build(dir);
    assert.doesNotMatch(run.output, /warn|error|react|Can't resolve/i);
    assert.match(distText(dir, /\.js$/), /React\.createElement\("button"/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance
//
// That the system ends a process when the machine or container runs out of memory (Linux's OOM killer, SIGKILL)
// and npm's `errno 137` line rest on those tools; webpack's `92% chunk asset optimization TerserPlugin` is webpack 4's
// progress label. Here the process is killed with SIGKILL by the test, as the system would.

test('guide/optimization/build-performance "Killed, exit code 137: 137 is 128 + 9 (SIGKILL), Killed comes from the shell, Rsbuild prints nothing; 0.5.9 minifies with Rspack\'s built-in SWC minifier, no Terser plugin"', () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const killed = spawnSync(
    'bash',
    ['-c', `"${process.execPath}" "${RSBUILD_BIN}" build > rsbuild.log 2>&1 & p=$!; sleep 0.4; kill -9 $p; wait $p`],
    { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, FORCE_COLOR: '0' } },
  );
  assert.equal(killed.status, 137);
  assert.match(killed.stderr, /Killed/);
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'rsbuild.log'), 'utf8'), /Killed|error|137/i);
  const run = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(run.code, 0);
  const rspack = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(rspack, /SwcJsMinimizerRspackPlugin/);
  assert.doesNotMatch(rspack, /terser/i);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console

test('config/performance/remove-console "the calls are removed when rsbuild build minifies the code, and rsbuild dev keeps them": removeConsole: true leaves no console.log in the built script; the dev server serves it with the call', async () => {
  const dir = project({
    'src/index.js': "console.log('DEBUG_MARK');\ndocument.body.textContent = 'app';\n",
    'rsbuild.config.mjs': 'export default { performance: { removeConsole: true } };\n',
  });
  build(dir);
  const built = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(built, /textContent/);
  assert.doesNotMatch(built, /DEBUG_MARK|console\.log/);
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/static/js/index.js`)).text(), /console\.log\(["']DEBUG_MARK["']\)/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/optimize-bundle
//
// umi's `layouts__BasicLayout.async.js` is umi's name for a route's lazily loaded layout; babel-plugin-import is not
// installed (the .babelrc naming it is not read, so it is never looked for).

test('guide/optimization/optimize-bundle "what import() loads is in static/js/async/; an inline-* source map is appended to the file as a data: URL and the size table counts it"', () => {
  const files = {
    'src/index.js': "import('./page').then((m) => {\n  document.body.textContent = m.title;\n});\n",
    'src/page.js': "export const title = 'a page loaded later';\n",
  };
  const plain = project(files);
  const plainRun = build(plain);
  const asyncFiles = distFiles(plain).filter((f) => f.startsWith('static/js/async/'));
  assert.equal(asyncFiles.length, 1);
  assert.match(asyncFiles[0], /^static\/js\/async\/[^/]+\.[0-9a-f]{8}\.js$/);
  const inline = project({ ...files, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'inline-source-map' } } };\n" });
  const inlineRun = build(inline);
  assert.deepEqual(
    distFiles(inline).filter((f) => f.endsWith('.map')),
    [],
  );
  const chunk = distText(inline, /^static\/js\/async\//);
  assert.match(chunk, /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+\s*$/);
  assert.ok(chunk.length > distText(plain, /^static\/js\/async\//).length * 2);
  const size = (out: string) => Number(out.match(/dist\/static\/js\/async\/\S+\s+([\d.]+) kB/)?.[1]);
  assert.ok(size(inlineRun.output) > size(plainRun.output) * 2);
});

test('guide/optimization/optimize-bundle "on-demand imports set up for Babel (babel-plugin-import in .babelrc) are not read by 0.5.9; source.transformImport does it": with the .babelrc the whole library is bundled, with transformImport only the component imported', () => {
  const files = {
    'node_modules/my-ui/package.json': '{ "name": "my-ui", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/my-ui/index.js': "exports.Button = require('./lib/button');\nexports.Table = require('./lib/table');\n",
    'node_modules/my-ui/lib/button.js': "module.exports = 'BUTTON_CODE_MARK';\n",
    'node_modules/my-ui/lib/table.js': "module.exports = 'TABLE_CODE_MARK';\n",
    'src/index.js': "import { Button } from 'my-ui';\ndocument.body.textContent = Button;\n",
  };
  const babelrc = project({
    ...files,
    '.babelrc': '{ "plugins": [["import", { "libraryName": "my-ui", "libraryDirectory": "lib", "camel2DashComponentName": true }]] }\n',
  });
  build(babelrc);
  assert.match(distText(babelrc, /\.js$/), /TABLE_CODE_MARK/);
  const option = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'my-ui', libraryDirectory: 'lib', camelToDashComponentName: true }] } };\n",
  });
  build(option);
  const out = distText(option, /\.js$/);
  assert.match(out, /BUTTON_CODE_MARK/);
  assert.doesNotMatch(out, /TABLE_CODE_MARK/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr
//
// @rsbuild/plugin-svgr is not installed. That mixedImport gives the plain import a ReactComponent export, and that the
// module of `?react` has the component as its default export only (exportType 'default' forced for that query), rest
// on its 0.5.9 source (src/index.ts). That the plain import has no ReactComponent export without it and the build is
// silent is run by common-problems.test.ts; here React's warning in the browser.

test('plugins/list/plugin-svgr "React.jsx: type is invalid -- expected a string: in development React warns Warning: React.jsx: type is invalid ... but got: undefined. and the SVG component is not rendered": import { ReactComponent as Logo } from \'./logo.svg\' without SVGR, in rsbuild dev with React 18', async () => {
  const dir = project(
    {
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\nimport { ReactComponent as Logo } from './logo.svg';\nconst App = () => <div id=\"app\"><Logo /></div>;\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { source: { entry: { index: './src/index.jsx' }, alias: { react: ${JSON.stringify(REACT_18)} } }, plugins: [pluginReact()] };\n`,
    },
    REACT,
  );
  const server = await devServer(dir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const messages: string[] = [];
    // React prints its warnings as a format string and arguments: put them together as the console shows them.
    page.on('console', async (m) => {
      const [format, ...args] = await Promise.all(m.args().map((a) => a.jsonValue()));
      messages.push(String(format).replace(/%s/g, () => String(args.shift() ?? '')));
    });
    await page.goto(`${server.url}/`);
    await page.waitForTimeout(1500);
    assert.ok(
      messages.some((m) =>
        m.startsWith(
          'Warning: React.jsx: type is invalid -- expected a string (for built-in components) or a class/function (for composite components) but got: undefined.',
        ),
      ),
      messages.join('\n'),
    );
    assert.equal(await page.locator('#app svg').count(), 0);
  } finally {
    await browser.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include
//
// babel-plugin-import is not installed; source.transformImport stands for on-demand imports (the .babelrc is not read:
// guide/optimization/optimize-bundle above).

test('config/source/include "components imported on demand are not compiled: after the build their code still reads const x = ..., with arrow functions": with ie 11 in the browserslist and transformImport, the component file of node_modules keeps const and =>, our own code is ES5; with the library in source.include its const and => are compiled too', () => {
  const files = {
    '.browserslistrc': 'ie 11\n',
    'node_modules/my-ui/package.json': '{ "name": "my-ui", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/my-ui/index.js': "exports.Button = require('./lib/button');\n",
    'node_modules/my-ui/lib/button.js': "const BUTTON_LABEL = 'BUTTON_MARK';\nmodule.exports = (name) => BUTTON_LABEL + name;\n",
    'src/index.js': "import { Button } from 'my-ui';\nconst OWN_LABEL = 'own';\nwindow.render = () => Button(OWN_LABEL);\n",
  };
  const config = (extra: string) =>
    `export default { output: { minify: false }, source: { ${extra}transformImport: [{ libraryName: 'my-ui', libraryDirectory: 'lib', camelToDashComponentName: true }] } };\n`;
  const plain = project({ ...files, 'rsbuild.config.mjs': config('') });
  build(plain);
  const out = distText(plain, /\.js$/);
  assert.match(out, /const BUTTON_LABEL = 'BUTTON_MARK'/);
  assert.match(out, /\(name\) ?=> ?BUTTON_LABEL/);
  assert.match(out, /var OWN_LABEL/);
  const included = project({ ...files, 'rsbuild.config.mjs': config('include: [/[\\\\/]node_modules[\\\\/]my-ui[\\\\/]/], ') });
  build(included);
  const compiled = distText(included, /\.js$/);
  assert.match(compiled, /var BUTTON_LABEL = ["']BUTTON_MARK["']/);
  assert.doesNotMatch(compiled, /const BUTTON_LABEL|=> ?BUTTON_LABEL/);
});
