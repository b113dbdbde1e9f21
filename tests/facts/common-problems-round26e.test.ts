// Facts behind the twenty-sixth round's (e) items (plugin hooks, the CLI, HMR, the configuration file, prefetch,
// build performance and environment variables), as readers describe the problem: copying files after all files have
// been emitted (webpack's afterEmit), React switched to dev mode by a custom mode (NODE_ENV=staging, --mode staging),
// multiple exports in a component file, a theme.js edited without effect, all lazily loaded routes downloaded on the
// first screen (Vue CLI 3), hot updates that compile for minutes as the .vue files grow, and an axios baseURL per
// environment. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - plugins/dev/hooks: that webpack's compiler.hooks.afterEmit is "called after emitting assets to output directory"
//   is webpack's Compiler Hooks documentation; webpack is not run. The hook of Rspack 0.5 is run, through a plugin
//   added with tools.rspack.
// - guide/basic/cli: "React switches to dev mode" is the reader's phrase (a report about a custom --mode for a build);
//   what is run is React 18's package entry, which picks cjs/react.development.js unless NODE_ENV is 'production'.
// - guide/basic/configure-rsbuild and guide/faq/hmr: that Ant Design and Vant themes are customised by passing Less
//   variables to modifyVars, often kept in a theme.js, is those libraries' theme documentation; neither is installed.
//   The variable here is their kind (@primary-color) in a project's own .less file.
// - config/performance/prefetch: that Vue CLI 3 and later add <link rel="prefetch"> for every async chunk is Vue CLI's
//   documentation ("Prefetch", HTML and Static Assets); the symptom "首屏进入所有资源全会被下载" is the report. Vue CLI is
//   not run; what it does is played by performance.prefetch: true.
// - guide/optimization/build-performance: "one or two minutes of compiling per update" with growing .vue files is the
//   report (a Vue CLI project); @rsbuild/plugin-vue is not installed here, so the run uses plain JavaScript modules to
//   show that a save recompiles only what changed.
// - guide/advanced/env-vars: axios is the one installed at the root (1.6.8), run in Chromium; the requests it sends
//   are answered by the test (page.route), so no API server exists.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  counterAfterEdit,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  nextCompilation,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  REACT_18,
  REACT_LINKS,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks

test('plugins/dev/hooks "Copy files after all files have been emitted to the output directory, as in webpack\'s afterEmit hook": in onAfterBuild every file of the build is in dist, public/ and output.copy included, and fs.cpSync copies them all; a plugin added with tools.rspack that taps compiler.hooks.afterEmit sees the same files', () => {
  const dir = project({
    'src/index.js': "import './index.css';\ndocument.body.textContent = 'app';\n",
    'src/index.css': 'body { color: red; }\n',
    'public/robots.txt': 'User-agent: *\n',
    'extra/notice.txt': 'notice\n',
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      'const list = (root) => fs.readdirSync(root, { recursive: true }).filter((f) => fs.statSync(path.join(root, f)).isFile()).map((f) => f.split(path.sep).join("/")).sort();',
      'const pluginCopyAfterBuild = {',
      "  name: 'my-app:copy-after-build',",
      '  setup(api) {',
      '    api.onAfterBuild(({ stats }) => {',
      '      if (stats.hasErrors()) return;',
      "      fs.writeFileSync('seen-after-build.json', JSON.stringify(list(api.context.distPath)));",
      "      fs.cpSync(api.context.distPath, 'copied', { recursive: true });",
      '    });',
      '  },',
      '};',
      'const afterEmitPlugin = {',
      '  apply(compiler) {',
      "    compiler.hooks.afterEmit.tapPromise('my-after-emit', async () => {",
      "      fs.writeFileSync('seen-after-emit.json', JSON.stringify(list(compiler.options.output.path)));",
      '    });',
      '  },',
      '};',
      'export default {',
      '  plugins: [pluginCopyAfterBuild],',
      "  output: { copy: [{ from: './extra' }] },",
      '  tools: { rspack: { plugins: [afterEmitPlugin] } },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const final = distFiles(dir);
  for (const re of [
    /^index\.html$/,
    /^robots\.txt$/,
    /^notice\.txt$/,
    /^static\/js\/index\.[0-9a-f]{8}\.js$/,
    /^static\/css\/index\.[0-9a-f]{8}\.css$/,
  ]) {
    assert.ok(
      final.some((f) => re.test(f)),
      `${re} in ${final.join()}`,
    );
  }
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'seen-after-build.json'), 'utf8')), final, 'onAfterBuild sees every file');
  assert.deepEqual(distFiles(dir, 'copied'), final, 'fs.cpSync copied every file');
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'seen-after-emit.json'), 'utf8')), final, 'afterEmit sees every file');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/cli

test("guide/basic/cli \"A custom mode is not a production build\": NODE_ENV=staging rsbuild build is not minified, the client code sees process.env.NODE_ENV as 'development' and React's development build is bundled; --mode staging is an unknown option; --env-mode staging reads .env.staging and builds for production with React's production build", () => {
  const files = {
    'src/index.js':
      "import React from 'react';\nwindow.mode = process.env.NODE_ENV;\nwindow.api = process.env.PUBLIC_API_URL;\nwindow.version = React.version;\n",
    '.env.staging': 'PUBLIC_API_URL=https://staging-api.example.com\n',
  };
  const links = { react: 'react-18' };
  // React 18's development build has its debugging internals; the production build has none of them.
  const DEV_MARK = 'ReactDebugCurrentFrame';

  const custom = project(files, links);
  build(custom, { NODE_ENV: 'staging' });
  const customJs = distFiles(custom).filter((f) => f.endsWith('.js'));
  assert.ok(customJs.includes('static/js/index.js'), `no hash, as in development: ${customJs.join()}`);
  const customText = distText(custom, /\.js$/);
  assert.match(customText, /window\.mode = "development"/, 'not minified, and the client code sees development');
  assert.ok(customText.includes(DEV_MARK), 'React development build');

  const flag = rsbuild(project(files, links), ['build', '--mode', 'staging']);
  assert.equal(flag.code, 1);
  assert.match(flag.output, /error: unknown option '--mode'/);

  const envMode = project({ ...files, '.env.staging': `${files['.env.staging']}NODE_ENV=development\n` }, links);
  const run = rsbuild(envMode, ['build', '--env-mode', 'staging']);
  assert.equal(run.code, 0, run.output);
  const js = distFiles(envMode).filter((f) => /^static\/js\/.*\.js$/.test(f));
  assert.ok(
    js.every((f) => /\.[0-9a-f]{8}\.js$/.test(f)),
    `hashed: ${js.join()}`,
  );
  const text = distText(envMode, /\.js$/);
  assert.ok(text.includes('https://staging-api.example.com'), 'reads .env.staging');
  assert.ok(!text.includes(DEV_MARK), 'React production build');
  assert.match(text, /window\.mode="production"/, 'minified, NODE_ENV stays production although .env.staging says development');
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

const REACT_CONFIG = [
  "import { pluginReact } from '@rsbuild/plugin-react';",
  `export default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };`,
  '',
].join('\n');
const INDEX =
  "import { createRoot } from 'react-dom/client';\nimport App, { Header } from './App';\n\ncreateRoot(document.getElementById('root')).render(<><Header /><App /></>);\n";
const APP = [
  "import { useState } from 'react';",
  'export function Header() {',
  '  return <h1>head</h1>;',
  '}',
  'export default function App() {',
  '  const [count, setCount] = useState(0);',
  '  return <button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>;',
  '}',
  '',
].join('\n');

/** Opens the dev server's page, clicks the button twice, edits its label; returns the page loads and the button's text. */
const editComponent = (app: string) =>
  counterAfterEdit(browser, { 'rsbuild.config.mjs': REACT_CONFIG, 'src/index.jsx': INDEX, 'src/App.jsx': app }, REACT_LINKS);

test('guide/faq/hmr "The file exports something that is not a component" (React components lose their state): a file exporting Header and App keeps the count; with a constant exported too, the page reloads and the count is lost', async () => {
  assert.deepEqual(await editComponent(APP), { loads: 1, text: 'second label 2' });
  assert.deepEqual(await editComponent(`export const LABEL = 'Counter';\n${APP}`), { loads: 2, text: 'second label 0' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild (and the theme.js of guide/faq/hmr)

test('guide/basic/configure-rsbuild "changes to theme.js do not take effect": a theme.js imported by the configuration for tools.less modifyVars is edited while rsbuild dev runs: no restart, no compilation, the CSS keeps the old color; saving rsbuild.config.mjs unchanged restarts and the CSS has the new color', async () => {
  const config = [
    "import theme from './theme.js';",
    'export default { tools: { less: { lessOptions: { modifyVars: theme } } } };',
    '',
  ].join('\n');
  const dir = project({
    'src/index.js': "import './index.less';\ndocument.body.innerHTML = '<p class=\"t\">themed</p>';\n",
    'src/index.less': '@primary-color: #000000;\n.t { color: @primary-color; }\n',
    'theme.js': "export default { 'primary-color': '#1677ff' };\n",
    'rsbuild.config.mjs': config,
  });
  const server = await devServer(dir);
  try {
    const css = async () => (await (await fetch(`${server.url}/static/css/index.css`)).text()).toLowerCase();
    assert.match(await css(), /color: #1677ff/);
    const done = compilations(server);
    edit(dir, 'theme.js', '#1677ff', '#ff4d4f');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(compilations(server), done, 'no recompilation');
    assert.doesNotMatch(server.log(), /Restart because/);
    assert.match(await css(), /color: #1677ff/, 'the old color, after a refresh too');

    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), config);
    assert.ok(await waitFor(() => /Restart because rsbuild\.config\.mjs is changed/.test(server.log())), server.log());
    await nextCompilation(server, done);
    assert.ok(await waitFor(async () => /color: #ff4d4f/.test(await css().catch(() => ''))), 'the new color');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/prefetch

test('config/performance/prefetch "the first screen of a built app with three lazily loaded routes requests none of their chunks by default; with prefetch: true it downloads all three once the page has loaded"', async () => {
  const files = {
    'src/index.js': [
      'document.body.innerHTML = \'<a id="a">a</a><a id="b">b</a><a id="c">c</a>\';',
      "document.querySelector('#a').onclick = () => import('./routes/a.js');",
      "document.querySelector('#b').onclick = () => import('./routes/b.js');",
      "document.querySelector('#c').onclick = () => import('./routes/c.js');",
      '',
    ].join('\n'),
    'src/routes/a.js': "document.title = 'route a';\n",
    'src/routes/b.js': "document.title = 'route b';\n",
    'src/routes/c.js': "document.title = 'route c';\n",
  };
  const firstScreen = async (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    build(dir);
    const chunks = distFiles(dir).filter((f) => /^static\/js\/async\/.*\.js$/.test(f));
    assert.equal(chunks.length, 3, chunks.join());
    const server = await previewServer(dir);
    const page = await browser().newPage();
    const requested = new Set<string>();
    try {
      page.on('requestfinished', (r) => requested.add(new URL(r.url()).pathname.slice(1)));
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('load');
      await waitFor(() => chunks.every((c) => requested.has(c)), 3_000);
      return chunks.filter((c) => requested.has(c)).length;
    } finally {
      await page.close();
      await server.stop();
    }
  };
  assert.equal(await firstScreen('export default {};\n'), 0);
  assert.equal(await firstScreen('export default { performance: { prefetch: true } };\n'), 3);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

/** Seconds from Rsbuild's `Client compiled in 0.22 s` (or `1.2 m`) lines. */
const compileTimes = (log: string): number[] =>
  [...log.matchAll(/Client compiled in ([\d.]+) (s|m)/g)].map((m) => Number(m[1]) * (m[2] === 'm' ? 60 : 1));

test('guide/optimization/build-performance "With more files, rsbuild dev takes ever longer to start and hot updates get very slow ... A save recompiles only what changed": with 1,500 modules, the rebuild after one save is much faster than the first compilation', async () => {
  const files: Record<string, string> = {};
  const names: string[] = [];
  for (let i = 0; i < 1500; i++) {
    names.push(`m${i}`);
    files[`src/modules/m${i}.js`] = `export const m${i} = (x) => [${JSON.stringify(`module ${i}`)}, x * ${i}].join(' ');\n`;
  }
  files['src/index.js'] =
    `${names.map((n) => `import { ${n} } from './modules/${n}.js';`).join('\n')}\nwindow.all = [${names.join(', ')}].map((f) => f(1));\n`;
  const dir = project(files);
  const server = await devServer(dir);
  try {
    const done = compilations(server);
    edit(dir, 'src/modules/m7.js', 'module 7', 'module seven');
    await nextCompilation(server, done);
    const [first, rebuild] = compileTimes(server.log());
    assert.ok(rebuild < first / 2, `first ${first} s, rebuild ${rebuild} s`);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "a different API URL (domain, axios baseURL) ... depending on the environment": axios.create({ baseURL: process.env.PUBLIC_API_URL }) requests the URL of .env.development in rsbuild dev, of .env.production after rsbuild build, of .env.staging after rsbuild build --env-mode staging', async () => {
  const files = {
    'src/index.js':
      "import axios from 'axios';\nconst api = axios.create({ baseURL: process.env.PUBLIC_API_URL });\napi.get('/users').then((r) => { document.body.dataset.users = r.data; });\n",
    '.env.development': 'PUBLIC_API_URL=http://localhost:3000\n',
    '.env.staging': 'PUBLIC_API_URL=https://staging-api.example.com\n',
    '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
  };
  const requestOf = async (url: string) => {
    const page = await browser().newPage();
    const asked: string[] = [];
    try {
      await page.route(/\/users$/, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: 'ok' });
      });
      await page.goto(url);
      assert.ok(await waitFor(async () => (await page.evaluate(() => document.body.dataset.users)) === 'ok'), asked.join());
      return asked;
    } finally {
      await page.close();
    }
  };

  const dev = await devServer(project(files, { axios: 'axios' }));
  try {
    assert.deepEqual(await requestOf(`${dev.url}/`), ['http://localhost:3000/users']);
  } finally {
    await dev.stop();
  }
  for (const [args, expected] of [
    [[], 'https://api.example.com/users'],
    [['--env-mode', 'staging'], 'https://staging-api.example.com/users'],
  ] as const) {
    const dir = project(files, { axios: 'axios' });
    const run = rsbuild(dir, ['build', ...args]);
    assert.equal(run.code, 0, run.output);
    const preview = await previewServer(dir);
    try {
      assert.deepEqual(await requestOf(`${preview.url}/`), [expected]);
    } finally {
      await preview.stop();
    }
  }
});
