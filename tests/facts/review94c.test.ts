// Facts behind the accuracy review of session 94 (slice c): guide/migration/cra and guide/migration/vue-cli, in both
// languages. Each test names the page and the sentence it backs, checks that both languages say it and that the old
// wording is gone, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// - guide/migration/cra, "Remove react-app-polyfill": "`react-app-polyfill/stable` adds every stable feature, used or
//   not", set against output.polyfill 'entry', "which adds everything your browserslist lacks". In a Create React App
//   5 project, stable does not add every feature: it is `require('core-js/stable')` (react-app-polyfill 3.0.0
//   stable.js 12), react-scripts 5.0.1 compiles JavaScript in node_modules with babel-preset-react-app/dependencies
//   (config/webpack.config.js 466-481), whose @babel/preset-env has `useBuiltIns: 'entry', corejs: 3`
//   (babel-preset-react-app 10.0.1 dependencies.js 86), so that require becomes the core-js modules that the app's
//   browserslist lacks; react-app-polyfill's README says so ("it will automatically use the browserslist you've
//   defined to only include polyfills needed by your target browsers when importing the stable polyfill", README 54).
//   Now "adds every stable feature that your browserslist lacks, used or not", and 'entry' "also adds everything your
//   browserslist lacks, used or not". Run below: 0.5.9 with 'usage' adds nothing to a script that uses no such feature,
//   with 'entry' it adds the modules of Object.assign, Array.from, Set and Promise for `ie 11` and none of them for
//   `chrome 70`, which gets those it lacks (Array.prototype.at, Promise.allSettled, String.prototype.matchAll). The
//   Create React App side runs Babel with babel-preset-react-app/dependencies on react-app-polyfill/stable.js: 12
//   core-js modules for `chrome 70`, without es.object.assign, and 182 for `ie 11`, with it. Babel, the preset and
//   react-app-polyfill are not installed in the repository: that run is skipped unless REVIEW94c_DEPS names a folder
//   whose node_modules holds them (`npm i --prefix /tmp/rev94c/deps @babel/core@7 babel-preset-react-app@10.0.1
//   react-app-polyfill@3.0.0`, run with @babel/core 7.29).
//
// Checked and left as they are, by the source, earlier facts files and scratch runs of 0.5.9:
// - guide/migration/cra: the page's complete configuration (without SVGR) on a Create React App layout builds
//   build/static/css/index.[hash].css, build/index.html, build/static/js/index.[hash].js and lib-react.[hash].js of
//   140.3 kB (45.0 kB gzipped) with React 18.3.1, the same table layout as the page, and copies public/ into build/;
//   the built template keeps its <title> and #root, with /favicon.ico and /manifest.json from `<%= assetPrefix %>`;
//   `rsbuild dev` prints http://localhost:3000/ and serves public/favicon.ico; the default title 'Rsbuild App', port
//   8080, entry src/index.*, distPath.root 'dist', polyfill 'usage' (core/src/provider/config.ts 38-172); the CLI
//   sets NODE_ENV before it reads the configuration (cli/prepare.ts 3-10) and defines the PUBLIC_ variables
//   (cli/init.ts 48-52); browserslist's env entries follow NODE_ENV (shared/src/getBrowserslist.ts 9-17); only TS and
//   JSX files of node_modules are compiled (shared/src/chain.ts 244-274); plugin-check-syntax throws in production
//   builds only (plugin-check-syntax/src/index.ts 30-33, helpers/printErrors.ts 37); the automatic JSX runtime, Fast
//   Refresh in development and lib-react (plugin-react/src/react.ts, splitChunks.ts); sass, less and
//   postcss-load-config are compiled into 0.5.9; `tools.rspack`'s appendPlugins, output.cssModules.localIdentName and
//   the other options of the CRACO table exist in shared/src/types/config; the src/react-app-env.d.ts of the page, with
//   @rsbuild/core/types, type-checks `import logo, { ReactComponent as Logo } from './logo.svg'` and a CSS Module
//   (tsc 5.9, strict). The SVG, source-map, baseUrl, JSX-in-.js, %PUBLIC_URL%, polyfill-by-usage, node_modules and
//   other-file-type sentences have their runs in review87c, review91b, migration-cra and the common-problems files.
// - guide/migration/vue-cli: the page's complete configuration on a Vue CLI 5 layout (template with BASE_URL and
//   htmlWebpackPlugin.options.title, src/main.js, @/ imports, Sass variables through additionalData, .env) builds
//   dist/index.html with <title>my-vue-app</title>, index.[hash].css/.js and lib-vue.[hash].js (76.8 kB with Vue
//   3.5.47, the page's 75.9 kB being an earlier 3.5; 66.6 kB with 3.4.21); without source.entry the build stops with
//   `Could not find any entry module`, without templateParameters with `Template execution failed: ReferenceError:
//   BASE_URL is not defined`, without the alias with `Can't resolve '@/components/HelloWorld.vue'`; plugin-vue defines
//   the feature flags and splits lib-vue (plugin-vue/src/index.ts, splitChunks.ts); --env-mode (cli/commands.ts
//   29-41); loadEnv's files and order (core/src/loadEnv.ts 45-58); every option of the table exists in
//   shared/src/types/config; pluginVueJsx only taps the Babel loader (plugin-vue-jsx/src/index.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, projectEnv } from './topics-support';

const DEPS = process.env.REVIEW94c_DEPS;
const NO_DEPS = 'REVIEW94c_DEPS is not set: @babel/core, babel-preset-react-app and react-app-polyfill are not installed in the repository';

/** The core-js modules (es.*, esnext.*, web.*) that a 0.5.9 build of a script using no polyfilled feature bundles. */
function coreJsModules(browserslist: string, polyfill: 'usage' | 'entry'): string[] {
  const dir = project({
    'package.json': `{ "name": "fact", "private": true, "browserslist": [${JSON.stringify(browserslist)}] }\n`,
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n`,
  });
  // A development build keeps the module paths in the output, so the modules can be named.
  build(dir, { NODE_ENV: 'development' });
  const found = distText(dir, /\.js$/).match(/core-js\/modules\/(?:es|esnext|web)\.[\w.-]+?\.js/g) ?? [];
  return [...new Set(found.map((m) => m.slice('core-js/modules/'.length)))];
}

test("guide/migration/cra \"`react-app-polyfill/stable` adds every stable feature that your browserslist lacks, used or not ... 'entry', which also adds everything your browserslist lacks, used or not\": 0.5.9's 'usage' adds nothing unused; 'entry' adds what the browserslist lacks, used or not", () => {
  pageSays(
    'guide/migration/cra',
    {
      en: "- **`react-app-polyfill/stable` adds every stable feature that your browserslist lacks**, used or not. Rsbuild adds only what your code uses. If you load code that Rsbuild does not compile, for example a script from another team, and it needs more, set `output.polyfill` to `'entry'`, which also adds everything your browserslist lacks, used or not.",
      zh: "- **`react-app-polyfill/stable` 会添加 browserslist 中的浏览器缺少的所有稳定特性**，无论是否用到。Rsbuild 只添加代码中用到的部分。如果你加载了不经过 Rsbuild 编译的代码（例如其他团队提供的脚本），并且它需要更多 polyfill，请把 `output.polyfill` 设置为 `'entry'`，它同样会添加 browserslist 中的浏览器缺少的所有特性，无论是否用到。",
    },
    {
      en: '- **`react-app-polyfill/stable` adds every stable feature**, used or not.',
      zh: '- **`react-app-polyfill/stable` 会添加所有稳定特性**，无论是否用到。',
    },
  );
  const IE11_ONLY = ['es.object.assign.js', 'es.array.from.js', 'es.set.js', 'es.promise.js'];

  assert.deepEqual(coreJsModules('ie 11', 'usage'), [], "'usage' adds nothing the script does not use");
  assert.deepEqual(coreJsModules('chrome 70', 'usage'), []);

  const ie11 = coreJsModules('ie 11', 'entry');
  for (const m of IE11_ONLY) assert.ok(ie11.includes(m), `'entry' adds ${m} for ie 11, unused`);

  const chrome70 = coreJsModules('chrome 70', 'entry');
  for (const m of IE11_ONLY) assert.ok(!chrome70.includes(m), `'entry' leaves out ${m}, which Chrome 70 has`);
  for (const m of ['es.array.at.js', 'es.promise.all-settled.js', 'es.string.match-all.js'])
    assert.ok(chrome70.includes(m), `'entry' adds ${m}, which Chrome 70 lacks`);
  assert.ok(ie11.length > chrome70.length);
});

test('guide/migration/cra "`react-app-polyfill/stable` adds every stable feature that your browserslist lacks": babel-preset-react-app/dependencies, what react-scripts 5 compiles node_modules with, turns stable.js into the core-js modules the browserslist lacks', (t) => {
  if (!DEPS) {
    t.skip(NO_DEPS);
    return;
  }
  const script = [
    "const { createRequire } = require('node:module');",
    "const fs = require('node:fs');",
    `const req = createRequire(${JSON.stringify(path.join(DEPS, 'node_modules', 'noop.js'))});`,
    "const babel = req('@babel/core');",
    "const file = req.resolve('react-app-polyfill/stable.js');",
    'const { code } = babel.transformSync(fs.readFileSync(file, "utf8"), {',
    '  filename: file, cwd: process.cwd(), babelrc: false, configFile: false, compact: false,',
    "  presets: [[req.resolve('babel-preset-react-app/dependencies'), { helpers: true }]],",
    '});',
    'console.log(JSON.stringify([...new Set(code.match(/core-js\\/modules\\/[\\w.-]+/g) || [])]));',
    '',
  ].join('\n');
  const modulesFor = (browserslist: string): string[] => {
    const dir = project({
      'package.json': `{ "name": "fact", "private": true, "browserslist": [${JSON.stringify(browserslist)}] }\n`,
      'babel-stable.cjs': script,
    });
    const run = spawnSync(process.execPath, ['babel-stable.cjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...projectEnv(), NODE_ENV: 'production' },
    });
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]');
  };
  const chrome70 = modulesFor('chrome 70');
  const ie11 = modulesFor('ie 11');
  assert.ok(!chrome70.some((m) => m.startsWith('core-js/modules/es.object.assign')), chrome70.join('\n'));
  assert.ok(
    ie11.some((m) => m.startsWith('core-js/modules/es.object.assign')),
    ie11.join('\n'),
  );
  assert.ok(chrome70.length > 0 && chrome70.length < ie11.length / 5, `${chrome70.length} for chrome 70, ${ie11.length} for ie 11`);
});
