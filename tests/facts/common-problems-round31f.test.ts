// Facts behind the thirty-first round's (f) items, as readers describe the problem: a library "incompatible with webpack 5
// (process is not defined)" such as react-google-recaptcha-v3 (1), pro-provider's `process is not defined` (2), `Can't
// resolve 'path'` in vue-element-admin's header search component (3), Less's `Error evaluating function `unit`: the first
// argument to unit must be a number` (4), `export 'default' (imported as 'styles') was not found in
// './index.less?modules'` (5) and a Vue project whose area.json ends up in app.js (6). Each test runs @rsbuild/core 0.5.9
// (its CLI, in a throw-away project), Node.js or Chromium where they decide.
//
// Resting on other sources, not run here:
// - plugins/list/plugin-node-polyfill (react-google-recaptcha-v3): its src/utils.ts at the tags v1.9.6 to v1.9.8
//   computes `!!process.env && process.env.NODE_ENV !== 'production'` in logWarningMessage, which the provider calls
//   for a warning (no key given, the script failed to load); v1.10.0 checks `typeof process !== 'undefined'` first
//   (t49tran/react-google-recaptcha-v3, issue #107 and the repository's tags). The package is not installed: a package
//   with the same function stands in. That @rsbuild/plugin-node-polyfill 0.5.9 registers a ProvidePlugin for `process`
//   whose `process.env` is an empty object is its source (src/index.ts) and the page's globals section; the plugin is
//   not installed, so the tests register a ProvidePlugin through tools.rspack, with a stand-in `process` package.
// - plugins/list/plugin-node-polyfill (pro-provider): the compiled `_process = process` of @ant-design/pro-provider
//   2.8.0 and 2.8.2 is ant-design/pro-components#6973 and #6979, as in common-problems-round30c.test.ts.
// - plugins/list/plugin-node-polyfill (path): that vue-element-admin's src/components/HeaderSearch/index.vue imports
//   `path` and calls `path.resolve(basePath, router.path)` is that file (PanJiaChen/vue-element-admin); the EMP report
//   (empjs/emp#125) is webpack 5's wording. That the plugin maps `path` to `path-browserify` is its 0.5.9 source and
//   the page's table; path-browserify is not installed, a stand-in with a `resolve` of its own takes its place through
//   resolve.fallback, which is what the plugin sets. No .vue file is built (the Vue plugins are not installed): a .js
//   file in the same folder stands in.
// - config/tools/less: the dumi report (umijs/dumi#1532) is `dumi build` (father) with Less 4; `unit((@size / 12px))`
//   as the fix is opensumi/core#586. That Less 3 divided outside parentheses too (Less 4.0 made parens-division the
//   default) is Less's changelog; Less 3 is not run.
// - config/tools/less (?modules): that umi 3 adds `?modules` to a style import with a default import
//   (`import styles from './index.less'`) is umi's auto CSS Modules (@umijs/babel-plugin-auto-css-modules), and the
//   warning `export 'default' (imported as 'styles') was not found in './index.less?modules'` is webpack's, printed in
//   MrXujiang/h5-Dooring#81; umi and webpack are not run.
// - guide/basic/json-files: Vue CLI names its entry `app` (so `app.[hash].js`); the report (youzan/vant#179) and the
//   maintainer's answer (load it asynchronously or fetch it) are that issue. Vue CLI is not run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, previewServer, project, rsbuild, sharedBrowser, visit } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-node-polyfill

const provideProcess = {
  'node_modules/process/package.json': '{ "name": "process", "main": "browser.js" }\n',
  'node_modules/process/browser.js': 'module.exports = { env: {}, browser: true };\n',
  'rsbuild.config.mjs':
    "export default { tools: { rspack: (config, { rspack }) => { config.plugins.push(new rspack.ProvidePlugin({ process: ['process'] })); } } };\n",
};

async function buildAndRead(dir: string): Promise<{ errors: string[]; value: string }> {
  build(dir);
  const server = await previewServer(dir);
  try {
    return await visit(browser(), `${server.url}/`, () => document.body.dataset.out ?? '');
  } finally {
    await server.stop();
  }
}

test("plugins/list/plugin-node-polyfill \"Incompatible with webpack 5 (process is not defined)\", react-google-recaptcha-v3 1.9.6 to 1.9.8: a warning helper that checks !!process.env && process.env.NODE_ENV !== 'production' builds and throws Uncaught ReferenceError: process is not defined once it runs; with the ProvidePlugin for process it runs; the 1.10.0 check (typeof process !== 'undefined' first) runs without it", async () => {
  const helper = (check: string) => ({
    'node_modules/recaptcha-lib/package.json':
      '{ "name": "recaptcha-lib", "version": "1.9.8", "main": "index.js", "module": "index.js" }\n',
    'node_modules/recaptcha-lib/index.js': `export const logWarningMessage = (message) => {\n  const isDevelopmentMode = ${check};\n  if (isDevelopmentMode) return;\n  console.warn(message);\n};\n`,
    'src/index.js':
      "import { logWarningMessage } from 'recaptcha-lib';\nlogWarningMessage('<GoogleReCaptchaProvider /> recaptcha key not provided');\ndocument.body.dataset.out = 'rendered';\n",
  });
  const old = "!!process.env && process.env.NODE_ENV !== 'production'";
  const plain = await buildAndRead(project(helper(old)));
  assert.deepEqual([plain.errors, plain.value], [['Uncaught ReferenceError: process is not defined'], '']);
  const provided = await buildAndRead(project({ ...helper(old), ...provideProcess }));
  assert.deepEqual([provided.errors, provided.value], [[], 'rendered']);
  const fixed = await buildAndRead(project(helper(`typeof process !== 'undefined' && ${old}`)));
  assert.deepEqual([fixed.errors, fixed.value], [[], 'rendered']);
});

test('plugins/list/plugin-node-polyfill "pro-provider process is not defined": code compiled as @ant-design/pro-provider 2.8.0 is (_process = process) throws Uncaught ReferenceError: process is not defined; with the ProvidePlugin for process the page renders', async () => {
  const files = {
    'node_modules/pro-lib/package.json': '{ "name": "pro-lib", "version": "2.8.0", "main": "index.js", "module": "index.js" }\n',
    'node_modules/pro-lib/index.js': [
      'export function hashId(nativeHashId) {',
      '  var _process, _process$env$NODE_ENV;',
      "  if (((_process = process) === null || _process === void 0 ? void 0 : (_process$env$NODE_ENV = _process.env.NODE_ENV) === null || _process$env$NODE_ENV === void 0 ? void 0 : _process$env$NODE_ENV.toLowerCase()) !== 'test') return nativeHashId;",
      "  return '';",
      '}',
      '',
    ].join('\n'),
    'src/index.js': "import { hashId } from 'pro-lib';\ndocument.body.dataset.out = 'hash ' + hashId('css-abc');\n",
  };
  const plain = await buildAndRead(project(files));
  assert.deepEqual([plain.errors, plain.value], [['Uncaught ReferenceError: process is not defined'], '']);
  const provided = await buildAndRead(project({ ...files, ...provideProcess }));
  assert.deepEqual([provided.errors, provided.value], [[], 'hash css-abc']);
});

test("plugins/list/plugin-node-polyfill \"Can't resolve 'path' from the header search component of a project based on vue-element-admin\": import path from 'path' in src/components/HeaderSearch stops rsbuild build at that folder, with Resolve error: Can't resolve 'path' in '<project>/src/components/HeaderSearch' and the built-in module tip; with resolve.fallback giving path a browser implementation, path.resolve('/', 'dashboard') runs in the page", async () => {
  const files = {
    'src/components/HeaderSearch/index.js':
      "import path from 'path';\nexport const routePath = (basePath, routerPath) => path.resolve(basePath, routerPath);\n",
    'src/index.js': "import { routePath } from './components/HeaderSearch';\ndocument.body.dataset.out = routePath('/', 'dashboard');\n",
  };
  const plain = project(files);
  const failed = rsbuild(plain, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Resolve error: Can't resolve 'path' in '\S+[\\/]src[\\/]components[\\/]HeaderSearch'/);
  assert.match(failed.output, /"path" is a built-in Node\.js module and cannot be imported in client-side code/);
  const fallback = project({
    ...files,
    'node_modules/path-browserify/package.json': '{ "name": "path-browserify", "main": "index.js" }\n',
    'node_modules/path-browserify/index.js':
      "exports.resolve = (...parts) => parts.reduce((acc, p) => (p.startsWith('/') ? p : `${acc.replace(/\\/$/, '')}/${p}`), '/');\n",
    'rsbuild.config.mjs':
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { tools: { rspack: { resolve: { fallback: { path: require.resolve('path-browserify') } } } } };\n",
  });
  const seen = await buildAndRead(fallback);
  assert.deepEqual([seen.errors, seen.value], [[], '/dashboard']);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less "Error evaluating function `unit`: the first argument to unit must be a number": unit(@size / 12px, px) stops rsbuild build with that message and "Have you forgotten parenthesis?"; unit((@size / 12px), px), unit(@size ./ 12px, px) and lessOptions.math \'always\' each give 2px', () => {
  const less = (body: string, config?: string) =>
    project({
      'src/index.js': "import './a.less';\n",
      'src/a.less': `@size: 24px;\n${body}\n`,
      ...(config ? { 'rsbuild.config.mjs': config } : {}),
    });
  const failed = rsbuild(less('.a { width: unit(@size / 12px, px); }'), ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(
    failed.output,
    /Error evaluating function `unit`: the first argument to unit must be a number\. Have you forgotten parenthesis\?/,
  );
  const parens = less('.a { width: unit((@size / 12px), px); }\n.b { width: unit(@size ./ 12px, px); }');
  build(parens);
  assert.equal(distText(parens, /\.css$/).trim(), '.a,.b{width:2px}');
  const always = less(
    '.a { width: unit(@size / 12px, px); }',
    "export default { tools: { less: { lessOptions: { math: 'always' } } } };\n",
  );
  build(always);
  assert.equal(distText(always, /\.css$/).trim(), '.a{width:2px}');
});

test("config/tools/less \"export 'default' (imported as 'styles') was not found in './index.less?modules'\": rsbuild build prints no warning for import styles from './index.less?modules'; styles is {} and .title keeps its name; imported as ./index.module.less, styles.title is a generated class", async () => {
  const files = (name: string) => ({
    [`src/${name}`]: '.title { color: red; }\n',
    'src/index.js': `import styles from './${name}${name.includes('.module.') ? '' : '?modules'}';\ndocument.body.dataset.out = JSON.stringify(styles);\n`,
  });
  const query = project(files('index.less'));
  const run = build(query);
  assert.doesNotMatch(run.output, /warn|was not found/i);
  assert.match(distText(query, /\.css$/), /\.title\{/);
  const seen = await buildAndRead(query);
  assert.deepEqual([seen.errors, seen.value], [[], '{}']);
  const renamed = project(files('index.module.less'));
  const classes = JSON.parse((await buildAndRead(renamed)).value);
  assert.match(classes.title, /^title-/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/json-files

test('guide/basic/json-files "vue打包时 area.json会被打包到app.js里": with the entry named app, an imported area.json is inside static/js/app.[hash].js; loaded with import(), it is in a chunk of static/js/async/ and not in app.[hash].js', () => {
  const area = JSON.stringify({ province_list: { 110000: 'AREA_JSON_MARKER' } });
  const entry = "export default { source: { entry: { app: './src/main.js' } } };\n";
  const imported = project({
    'src/area.json': area,
    'src/main.js': "import areaList from './area.json';\nconsole.log(Object.keys(areaList.province_list).length);\n",
    'rsbuild.config.mjs': entry,
  });
  build(imported);
  assert.match(distText(imported, /^static\/js\/app\.[0-9a-f]{8}\.js$/), /AREA_JSON_MARKER/);
  const lazy = project({
    'src/area.json': area,
    'src/main.js': "import('./area.json').then((m) => console.log(Object.keys(m.default.province_list).length));\n",
    'rsbuild.config.mjs': entry,
  });
  build(lazy);
  assert.doesNotMatch(distText(lazy, /^static\/js\/app\.[0-9a-f]{8}\.js$/), /AREA_JSON_MARKER/);
  assert.match(distText(lazy, /^static\/js\/async\//), /AREA_JSON_MARKER/);
  assert.ok(distFiles(lazy).some((f) => /^static\/js\/app\.[0-9a-f]{8}\.js$/.test(f)));
});
