// Facts behind the third accuracy review of session 92 (slice n): config/performance/chunk-split and
// guide/basic/output-files, in both languages. Each test runs @rsbuild/core 0.5.9 (the `rsbuild` CLI, in a throw-away
// project or the chunk-split page's own sample app from lib/sample-apps.ts), names the page and the sentence it backs,
// and checks that both languages say it and that the old wording is gone.
//
// - config/performance/chunk-split, Caveats, "Both modes": "Only Rspack's size and request defaults differ ..., and
//   chunks without a fixed name are named ...". The React plugin's lib-react group also differs: in development it
//   matches react-refresh and @rspack/plugin-react-refresh as well (plugin-react/src/splitChunks.ts 31-38, `isProd()`),
//   and a development build of the sample app puts the React Refresh runtime into lib-react.js; the production
//   lib-react holds none of it. Now: "`lib-react` also takes React Refresh in development". Run below.
// - config/performance/chunk-split, split-by-module: "Upgrading one package only changes that package's file". True
//   where the package's folder stays the same (npm's flat node_modules): the entry keeps its name. With pnpm, the real
//   path of a package carries its version (node_modules/.pnpm/<name>@<version>/node_modules/<name>), production module
//   ids are derived from module paths, so the file of the code that imports the package changes too. Now: "changes
//   only that package's file (with pnpm, whose folder names carry the version, also the file of the code that imports
//   it)". Run below, with a flat and a pnpm-style package in one project.
// - config/performance/chunk-split, Caveats, "Async chunks are not affected": "Dynamic import() always creates separate
//   files under static/js/async", while the bullet above it says worker builds bundle dynamic imports into the main
//   file (dynamicImportMode 'eager', core/src/plugins/splitChunks.ts 229-239). Now: "Whatever the strategy, each
//   dynamic import() of a web build gets its own file under static/js/async". Run below: a build with all-in-one
//   (splitChunks false) writes static/js/async/, a web-worker build writes no async file.
// - guide/basic/output-files, Common problems, deploying: "Any static web server can serve the folder as it is, such as
//   ... GitHub Pages". Only at the root of a site: the default assetPrefix '/' makes index.html load
//   /static/js/index.[hash].js, which a host serving dist under /repo/ (as GitHub Pages serves a project site) answers
//   with 404; with output.assetPrefix '/repo/' the script is /repo/static/js/... and loads. Now: "as it is at the root
//   of a site ...; under a sub-path such as /repo/, set output.assetPrefix first". Run below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { chunkSplitApp } from './lib/sample-apps';
import { distFiles, hashed, pageSays, project, rsbuild, staticHost } from './topics-support';

const CHUNK_SPLIT = 'config/performance/chunk-split';
const OUTPUT_FILES = 'guide/basic/output-files';

/** Builds `cwd` (production unless `env` says otherwise), failing with the output, and returns its JavaScript files. */
function buildJs(cwd: string, env: NodeJS.ProcessEnv = {}): string[] {
  fs.rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  const run = rsbuild(cwd, ['build'], env);
  assert.equal(run.code, 0, run.output);
  return distFiles(cwd).filter((f) => f.endsWith('.js'));
}

const read = (cwd: string, file: string): string => fs.readFileSync(path.join(cwd, 'dist', file), 'utf8');

test(`${CHUNK_SPLIT} "Only Rspack's size and request defaults differ (see Base configuration), \`lib-react\` also takes React Refresh in development"`, () => {
  pageSays(
    CHUNK_SPLIT,
    {
      en: "Only Rspack's size and request defaults differ (see [Base configuration](#base-configuration)), `lib-react` also takes React Refresh in development, and chunks without",
      zh: '只有 Rspack 的体积和请求数默认值有所不同（参见[基础配置](#基础配置)），开发模式下 `lib-react` 还会包含 React Refresh；另外，',
    },
    {
      en: "Only Rspack's size and request defaults differ (see [Base configuration](#base-configuration)), and chunks without",
      zh: '只有 Rspack 的体积和请求数默认值有所不同（参见[基础配置](#基础配置)）；另外，',
    },
  );
  const cwd = chunkSplitApp('review92n-modes', "{ strategy: 'split-by-experience' }");
  // `performReactRefresh` is an export of the react-refresh runtime, kept by name in minified code too.
  const development = buildJs(cwd, { NODE_ENV: 'development' });
  assert.ok(development.includes('static/js/lib-react.js'), `${development}`);
  const devReact = read(cwd, 'static/js/lib-react.js');
  assert.match(devReact, /performReactRefresh/, 'the react-refresh runtime is in lib-react.js in development');
  assert.match(devReact, /@rspack[\\/]plugin-react-refresh[\\/]client/, 'and the client of @rspack/plugin-react-refresh');
  const production = buildJs(cwd);
  const prodReact = production.find((f) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(prodReact, `${production}`);
  assert.deepEqual(
    production.filter((f) => read(cwd, f).includes('performReactRefresh')),
    [],
    'no production file holds React Refresh',
  );
});

test(`${CHUNK_SPLIT} "Upgrading one package changes only that package's file (with pnpm, whose folder names carry the version, also the file of the code that imports it)"`, () => {
  pageSays(
    CHUNK_SPLIT,
    {
      en: "Upgrading one package changes only that package's file (with pnpm, whose folder names carry the version, also the file of the code that imports it), which is the best case for caching.",
      zh: '升级某个包只会改变该包对应的文件（使用 pnpm 时目录名带有版本号，导入它的代码所在的文件也会改变），这对缓存最为有利。',
    },
    {
      en: "Upgrading one package only changes that package's file, which is the best case for caching.",
      zh: '升级某个包只会改变该包对应的文件，这对缓存最为有利。',
    },
  );
  // flat-pkg sits in node_modules/flat-pkg as npm installs it; pnpm-pkg is linked to a versioned folder as pnpm does.
  const flat = (v: string) => ({
    'node_modules/flat-pkg/package.json': `{ "name": "flat-pkg", "version": "${v}", "main": "index.js" }\n`,
    'node_modules/flat-pkg/index.js': `module.exports = function flat() { return 'flat ${v}'; };\n`,
  });
  const store = (v: string) => `node_modules/.pnpm/pnpm-pkg@${v}/node_modules/pnpm-pkg`;
  const pnpm = (v: string) => ({
    [`${store(v)}/package.json`]: `{ "name": "pnpm-pkg", "version": "${v}", "main": "index.js" }\n`,
    [`${store(v)}/index.js`]: `module.exports = function pnpm() { return 'pnpm ${v}'; };\n`,
  });
  const dir = project({
    'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'split-by-module' } } };\n",
    'src/index.js':
      "import flat from 'flat-pkg';\nimport pnpm from 'pnpm-pkg';\nimport other from 'other-pkg';\nconsole.log(flat(), pnpm(), other);\n",
    'node_modules/other-pkg/package.json': '{ "name": "other-pkg", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/other-pkg/index.js': "module.exports = 'other';\n",
    ...flat('1.0.0'),
    ...pnpm('1.0.0'),
  });
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  };
  const link = (v: string) => {
    fs.rmSync(path.join(dir, 'node_modules/pnpm-pkg'), { force: true });
    fs.symlinkSync(path.join(dir, store(v)), path.join(dir, 'node_modules/pnpm-pkg'), 'dir');
  };
  link('1.0.0');
  const before = buildJs(dir);
  assert.deepEqual(hashed(before), [
    'static/js/index.[hash].js',
    'static/js/npm.flat-pkg.[hash].js',
    'static/js/npm.other-pkg.[hash].js',
    'static/js/npm.pnpm-pkg.[hash].js',
  ]);
  // npm layout: the package's folder stays, only its own file gets a new name.
  write(flat('1.0.1'));
  const afterFlat = buildJs(dir);
  assert.deepEqual(
    afterFlat.filter((f) => !before.includes(f)).map((f) => hashed([f])[0]),
    ['static/js/npm.flat-pkg.[hash].js'],
    `${before} -> ${afterFlat}`,
  );
  // pnpm layout: the new version lives in a new folder, and the entry that imports it gets a new name too.
  write(pnpm('1.0.1'));
  link('1.0.1');
  const afterPnpm = buildJs(dir);
  assert.deepEqual(
    afterPnpm.filter((f) => !afterFlat.includes(f)).map((f) => hashed([f])[0]),
    ['static/js/index.[hash].js', 'static/js/npm.pnpm-pkg.[hash].js'],
    `${afterFlat} -> ${afterPnpm}`,
  );
});

test(`${CHUNK_SPLIT} "Whatever the strategy, each dynamic import() of a web build gets its own file under static/js/async"`, () => {
  pageSays(
    CHUNK_SPLIT,
    {
      en: 'Whatever the strategy, each dynamic `import()` of a web build gets its own file under `static/js/async`.',
      zh: '无论使用哪种策略，Web 构建中的每个动态 `import()` 都会在 `static/js/async` 下生成单独的文件。',
    },
    {
      en: 'Dynamic `import()` always creates separate files under `static/js/async`.',
      zh: '动态 `import()` 总会在 `static/js/async` 下生成单独的文件。',
    },
  );
  // The sample app imports src/help.js with import(); its alert text marks the module.
  const HELP = 'Load fetches the names from the server.';
  // all-in-one, which turns splitChunks off, still writes it (the other strategies' outputs on the page show it too).
  const cwd = chunkSplitApp('review92n-async', "{ strategy: 'all-in-one' }");
  const app = buildJs(cwd);
  const async = app.filter((f) => f.startsWith('static/js/async/'));
  assert.equal(async.length, 1, `${app}`);
  assert.ok(read(cwd, async[0]).includes(HELP), `help.js is in ${async[0]}`);
  // A web-worker build bundles the dynamically imported module into its main file.
  const worker = project({
    'rsbuild.config.mjs': "export default { output: { targets: ['web-worker'] } };\n",
    'src/index.js': "import('./lazy');\n",
    // A side effect, not an export: in production an ES module loaded only through import() loses its exports here.
    'src/lazy.js': "console.log('LAZY_MODULE_TEXT');\n",
  });
  const files = buildJs(worker);
  assert.deepEqual(hashed(files), ['static/js/index.[hash].js'], 'no static/js/async file');
  assert.ok(read(worker, files[0]).includes('LAZY_MODULE_TEXT'));
});

test(`${OUTPUT_FILES} "Any static web server can serve the folder as it is at the root of a site ...; under a sub-path such as /repo/, set output.assetPrefix first"`, async (t) => {
  pageSays(
    OUTPUT_FILES,
    {
      en: 'Any static web server can serve the folder as it is at the root of a site, such as nginx, Apache, a CDN or object storage, or GitHub Pages, with no Node.js and no `node_modules`; under a sub-path such as `/repo/`, set [output.assetPrefix](/config/output/asset-prefix) first.',
      zh: '任何静态 Web 服务器都能在站点根路径下直接提供这个目录，例如 nginx、Apache、CDN 或对象存储、GitHub Pages，不需要 Node.js，也不需要 `node_modules`；部署在 `/repo/` 这样的子路径下时，要先设置 [output.assetPrefix](/zh/config/output/asset-prefix)。',
    },
    {
      en: 'Any static web server can serve the folder as it is, such as',
      zh: '任何静态 Web 服务器都能直接提供这个目录，',
    },
  );
  const files = { 'src/index.js': "document.body.dataset.ok = 'yes';\n" };
  /** Serves `dir`'s dist at the root and below /repo/; returns the script URL of index.html and what each host answers. */
  const serve = async (dir: string) => {
    const root = await staticHost(t, path.join(dir, 'dist'));
    const sub = await staticHost(t, path.join(dir, 'dist'), { folder: 'repo' });
    const html = await (await fetch(`${sub}/repo/`)).text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
    return { script, atRoot: (await fetch(`${root}${script}`)).status, atRepo: (await fetch(`${sub}${script}`)).status };
  };
  const plain = project(files);
  buildJs(plain);
  const byDefault = await serve(plain);
  assert.match(byDefault.script, /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.deepEqual([byDefault.atRoot, byDefault.atRepo], [200, 404], 'the root serves it, /repo/ does not');

  const prefixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/repo/' } };\n" });
  buildJs(prefixed);
  const withPrefix = await serve(prefixed);
  assert.match(withPrefix.script, /^\/repo\/static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(withPrefix.atRepo, 200, 'served below /repo/, the script loads');
});
