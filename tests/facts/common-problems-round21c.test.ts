// Facts behind the twenty-first round's (c) items, as readers describe the problem: ignoreWarnings written at the top
// level of defineConfig, adding a webpack plugin, webpack 1's module.loaders, seeing the resulting Rspack (webpack)
// configuration, roadhog's .webpackrc.js env.development / env.production, antd's Less theme imported with ~ or with a
// ../../node_modules path, TypeScript importing .less and .css files, a custom variable missing from the production
// build, CRA's baseUrl absolute imports, a plugin of a later major ("Cannot destructure property 'tsconfigPath' of
// 'environment'"), and HMR and build errors with the JavaScript API. Each runs @rsbuild/core 0.5.9 (its CLI or its
// JavaScript API, in a throw-away project) or tsc. Items resting on other sources:
//
// - guide/basic/configure-rspack: "configuration.module has an unknown property 'loaders'" is webpack's own schema
//   validation (webpack 2 and later renamed module.loaders to module.rules); webpack is not installed here, not run.
// - plugins/list/plugin-type-check: the message is run below with a stand-in plugin that does what the 1.x plugin's
//   source does (modifyBundlerChain(async (chain, { isProd, environment }) => { const { tsconfigPath } = environment })).
//   @rsbuild/plugin-type-check 1.0.1 itself (peer dependency @rsbuild/core 1.x) was installed once by hand outside
//   the repository with @rsbuild/core 0.5.9 and typescript 5.4: rsbuild build printed "Rsbuild v0.5.9", then
//   "error   Failed to build." and "TypeError: Cannot destructure property 'tsconfigPath' of 'environment' as it is
//   undefined." from the plugin's dist/index.cjs. Not kept as a test (the 1.x plugin is not a dependency of this site).
// - api/javascript-api/instance: a dev server of your own with HMR (createDevServer, middlewares and onHTTPUpgrade)
//   is run by javascript-api.test.ts; webpack's compiler.run() callback receiving compilation errors in stats rather
//   than in err is webpack's documented Node API behaviour (its "Error Handling" section); Rspack's is run below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distText, project, rsbuild, probe } from './topics-support';

const tsc = (dir: string): { code: number | null; output: string } => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
};
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };
const TSCONFIG = (include: string[]) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      noEmit: true,
      skipLibCheck: true,
      lib: ['ESNext', 'DOM'],
    },
    include,
  });

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack

const SASS_WARNING = {
  'src/index.js': "import './a.scss';\n",
  'src/a.scss': '$w: 100px;\n.a { width: $w / 2; }\n',
};

test("config/tools/rspack \"ignoreWarnings at the top level of defineConfig({ ... }) does not work\": tsc reports 'ignoreWarnings' does not exist in type 'RsbuildConfigExport'; from a .mjs file 0.5.9 drops the key without a word and the warning is still printed", () => {
  const ts = tsc(
    project(
      {
        'rsbuild.config.ts':
          "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  ignoreWarnings: [/Using \\/ for division/],\n});\n",
        'tsconfig.json': TSCONFIG(['rsbuild.config.ts']),
      },
      CORE,
    ),
  );
  assert.equal(ts.code, 2);
  assert.match(ts.output, /'ignoreWarnings' does not exist in type 'RsbuildConfigExport'/);
  const dir = project({ ...SASS_WARNING, 'rsbuild.config.mjs': 'export default { ignoreWarnings: [/Using \\/ for division/] };\n' });
  const run = build(dir);
  assert.doesNotMatch(run.output, /ignoreWarnings/);
  assert.match(run.output, /warn\s+Compile Warning:/);
  assert.match(run.output, /Using \/ for division outside of calc\(\) is deprecated/);
});

test('config/tools/rspack "Add a webpack plugin": eslint-webpack-plugin, a webpack 5 style plugin (processAssets, compiler.webpack.sources) and rspack.ProvidePlugin added with appendPlugins all act; a plugin in plugins of the object form too; a plugin that loads webpack stops with Failed to load file: and Cannot find module \'webpack\'', () => {
  const links = { 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' };
  const files = {
    '.eslintrc.json':
      '{ "root": true, "parserOptions": { "ecmaVersion": 2022, "sourceType": "module" }, "env": { "browser": true }, "rules": { "no-undef": "error" } }\n',
    'node_modules/lodash/package.json': '{ "name": "lodash", "version": "4.17.21", "main": "index.js" }\n',
    'node_modules/lodash/index.js': "module.exports = { marker: 'LODASH_MARKER' };\n",
    'src/index.js': '/* global _ */\ndocument.body.textContent = _.marker;\n',
  };
  const plugin = `class VersionFile {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('version.txt', new compiler.webpack.sources.RawSource('1.0.0'));
      });
    });
  }
}
`;
  const dir = project(
    {
      ...files,
      'rsbuild.config.mjs': `import ESLintPlugin from 'eslint-webpack-plugin';\n${plugin}export default { tools: { rspack: (config, { appendPlugins, rspack }) => { appendPlugins([new ESLintPlugin({ extensions: ['js', 'ts'] }), new VersionFile(), new rspack.ProvidePlugin({ _: 'lodash' })]); } } };\n`,
    },
    links,
  );
  assert.equal(build(dir).code, 0);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/version.txt'), 'utf8'), '1.0.0');
  assert.ok(distText(dir, /^static\/js\/index\./).includes('LODASH_MARKER'));
  // ESLint runs: an undefined variable fails the build with its report.
  fs.writeFileSync(path.join(dir, 'src/index.js'), 'console.log(firstMistake);\n');
  const linted = rsbuild(dir, ['build']);
  assert.notEqual(linted.code, 0);
  assert.match(linted.output, /'firstMistake' is not defined/);

  const objectForm = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': `${plugin}export default { tools: { rspack: { plugins: [new VersionFile()] } } };\n`,
  });
  build(objectForm);
  assert.equal(fs.readFileSync(path.join(objectForm, 'dist/version.txt'), 'utf8'), '1.0.0');

  const needsWebpack = project({
    'node_modules/old-webpack-plugin/package.json': '{ "name": "old-webpack-plugin", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/old-webpack-plugin/index.js': "const webpack = require('webpack');\nmodule.exports = class OldPlugin { apply() {} };\n",
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs':
      "import OldPlugin from 'old-webpack-plugin';\nexport default { tools: { rspack: { plugins: [new OldPlugin()] } } };\n",
  });
  // `rsbuild()` runs without NODE_PATH (pnpm's points at its hoisted store, which holds a webpack).
  const failed = rsbuild(needsWebpack, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /error\s+Failed to load file: .*rsbuild\.config\.mjs/);
  assert.match(failed.output, /Cannot find module 'webpack'/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack

test("guide/basic/configure-rspack \"A loader written as module.loaders (webpack 1) fails or never runs\": tsc reports 'loaders' does not exist in type; from a function or the object form in a .mjs file 0.5.9 ignores the key without a word and the .txt file is parsed as JavaScript; addRules with use: [{ loader: 'raw-loader' }] applies the loader", () => {
  const ts = tsc(
    project(
      {
        'rsbuild.config.ts':
          "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    rspack: {\n      module: {\n        loaders: [{ test: /\\.txt$/, loader: 'raw-loader' }],\n      },\n    },\n  },\n});\n",
        'tsconfig.json': TSCONFIG(['rsbuild.config.ts']),
      },
      CORE,
    ),
  );
  assert.equal(ts.code, 2);
  assert.match(ts.output, /Object literal may only specify known properties, and 'loaders' does not exist in type/);
  // A stand-in for raw-loader, found by its package name as the real one would be.
  const files = {
    'node_modules/raw-loader/package.json': '{ "name": "raw-loader", "version": "4.0.2", "main": "index.js" }\n',
    'node_modules/raw-loader/index.js': 'module.exports = function (source) { return `export default ${JSON.stringify(source)};`; };\n',
    'src/a.txt': 'hello world, TXT_MARKER!\n',
    'src/index.js': "import text from './a.txt';\ndocument.body.textContent = text;\n",
  };
  for (const config of [
    "export default { tools: { rspack: { module: { loaders: [{ test: /\\.txt$/, loader: 'raw-loader' }] } } } };\n",
    "export default { tools: { rspack: (config) => { config.module.loaders = [{ test: /\\.txt$/, loader: 'raw-loader' }]; } } };\n",
  ]) {
    const run = rsbuild(project({ ...files, 'rsbuild.config.mjs': config }), ['build']);
    assert.notEqual(run.code, 0);
    assert.doesNotMatch(run.output, /loaders/);
    assert.match(run.output, /File: \.\/src\/a\.txt\n\s+× Module parse failed:/);
  }
  const fixed = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules({ test: /\\.txt$/, use: [{ loader: 'raw-loader' }] }); } } };\n",
  });
  build(fixed);
  assert.ok(distText(fixed, /^static\/js\/index\./).includes('hello world, TXT_MARKER!'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/debug/debug-mode

test('guide/debug/debug-mode "To see the resulting webpack configuration ... open rspack.config.web.mjs": DEBUG=rsbuild rsbuild build writes dist/rsbuild.config.mjs and dist/rspack.config.web.mjs (production, with the rule tools.rspack added); rsbuild inspect writes the same two files into dist/ (development) and prints their paths; --env production gives the production one', () => {
  const files = {
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs': "export default { tools: { rspack: { module: { rules: [{ test: /\\.txt$/, type: 'asset/source' }] } } } };\n",
  };
  const debug = project(files);
  const run = build(debug, { DEBUG: 'rsbuild' });
  assert.match(run.output, /Inspect config succeed/);
  for (const file of ['rsbuild.config.mjs', 'rspack.config.web.mjs']) assert.ok(fs.existsSync(path.join(debug, 'dist', file)), file);
  const built = fs.readFileSync(path.join(debug, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(built, /^ {2}mode: 'production',$/m);
  assert.match(built, /test: \/\\\.txt\$\/,/);

  const inspect = project(files);
  const printed = rsbuild(inspect, ['inspect']);
  assert.equal(printed.code, 0);
  assert.match(printed.output, /Rsbuild Config: .*\/dist\/rsbuild\.config\.mjs/);
  assert.match(printed.output, /Rspack Config \(web\): .*\/dist\/rspack\.config\.web\.mjs/);
  assert.ok(!fs.existsSync(path.join(inspect, 'dist/static')), 'inspect does not build');
  const dev = fs.readFileSync(path.join(inspect, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(dev, /^ {2}mode: 'development',$/m);
  assert.match(dev, /test: \/\\\.txt\$\/,/);
  const prod = project(files);
  assert.equal(rsbuild(prod, ['inspect', '--env', 'production']).code, 0);
  assert.match(fs.readFileSync(path.join(prod, 'dist/rspack.config.web.mjs'), 'utf8'), /^ {2}mode: 'production',$/m);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild

test("guide/basic/configure-rsbuild \"roadhog / umi 2 .webpackrc.js env: { development, production }\": a top-level env object is ignored without a word; the function form gets env 'development' under rsbuild dev and 'production' under rsbuild build", async () => {
  const src = { 'src/index.js': 'document.body.textContent = API_URL;\n' };
  const roadhog = project({
    'src/index.js': "console.log('x');\n",
    'rsbuild.config.mjs':
      "export default { env: { development: { html: { title: 'DEV_TITLE' } }, production: { html: { title: 'PROD_TITLE' } } } };\n",
  });
  const ignored = build(roadhog);
  assert.doesNotMatch(ignored.output, /\benv\b/);
  assert.match(distText(roadhog, /^index\.html$/), /<title>Rsbuild App<\/title>/);

  const fn = project({
    ...src,
    'rsbuild.config.mjs': `export default ({ env }) => ({
  html: { title: env === 'development' ? 'Acme (dev)' : 'Acme' },
  source: { define: { API_URL: JSON.stringify(env === 'development' ? 'http://localhost:3000' : 'https://api.example.com') } },
});
`,
  });
  build(fn);
  assert.match(distText(fn, /^index\.html$/), /<title>Acme<\/title>/);
  assert.ok(distText(fn, /^static\/js\/index\./).includes('https://api.example.com'));
  const server = await devServer(fn);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<title>Acme \(dev\)<\/title>/);
    assert.ok((await (await fetch(`${server.url}/static/js/index.js`)).text()).includes('http://localhost:3000'));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less
//
// That antd 5 ships no Less files (its styles are CSS-in-JS) rests on the antd 5 package, not run here.

test("config/tools/less \"@import '~antd/lib/style/themes/default.less'\" and \"'../../../../../node_modules/antd/lib/style/themes/default.less' wasn't found\": with ~ and without it the theme file is found in node_modules; a relative path works when its ../ lead exactly to node_modules, one more leaves the project (Tried - lists paths outside it); without antd installed the ~ import stops with wasn't found", () => {
  const antd = {
    'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.16" }\n',
    'node_modules/antd/lib/style/themes/default.less': '@primary-color: #1890ff;\n',
  };
  const less = (from: string) => ({
    'src/index.js': "import './styles/a/b/theme.less';\n",
    'src/styles/a/b/theme.less': `@import '${from}';\n.x { color: @primary-color; }\n`,
  });
  for (const from of [
    '~antd/lib/style/themes/default.less',
    'antd/lib/style/themes/default.less',
    '../../../../node_modules/antd/lib/style/themes/default.less',
  ]) {
    const dir = project({ ...antd, ...less(from) });
    build(dir);
    assert.match(distText(dir, /\.css$/), /\.x\{color:#1890ff\}/, from);
  }
  const tooFar = project({ ...antd, ...less('../../../../../node_modules/antd/lib/style/themes/default.less') });
  const far = rsbuild(tooFar, ['build']);
  assert.notEqual(far.code, 0);
  const parent = path.dirname(tooFar);
  // The message is wrapped at a fixed width: join its continuation lines before matching.
  assert.ok(
    far.output
      .replace(/\n\s+│ /g, '')
      .includes(
        `'../../../../../node_modules/antd/lib/style/themes/default.less' wasn't found. Tried - ${parent}/node_modules/antd/lib/style/themes/default.less`,
      ),
    far.output,
  );
  const missing = rsbuild(project(less('~antd/lib/style/themes/default.less')), ['build']);
  assert.notEqual(missing.code, 0);
  assert.match(missing.output, /Less resolver error:\n\s+│ '~antd\/lib\/style\/themes\/default\.less' wasn't found\. Tried - /);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test("guide/basic/typescript \"TypeScript cannot import a .less or .css file\": without declarations tsc reports TS2307 for ./index.module.less and ./card.module.css; with /// <reference types=\"@rsbuild/core/types\" /> in src/env.d.ts they pass, as do import './index.less' and import './base.css'; import styles from './plain.less' still fails with TS2307", () => {
  const files = {
    'src/index.module.less': '.title { color: red; }\n',
    'src/card.module.css': '.card { color: blue; }\n',
    'src/index.less': '.a { color: green; }\n',
    'src/base.css': '.b { color: black; }\n',
    'src/index.ts':
      "import styles from './index.module.less';\nimport card from './card.module.css';\nimport './index.less';\nimport './base.css';\nconst names: string[] = [styles.title, card.card];\nconsole.log(names);\n",
    'tsconfig.json': TSCONFIG(['src']),
  };
  const missing = tsc(project(files, CORE));
  assert.equal(missing.code, 2);
  assert.match(missing.output, /error TS2307: Cannot find module '\.\/index\.module\.less' or its corresponding type declarations\./);
  assert.match(missing.output, /error TS2307: Cannot find module '\.\/card\.module\.css' or its corresponding type declarations\./);
  assert.doesNotMatch(missing.output, /'\.\/index\.less'|'\.\/base\.css'/);
  const env = { 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' };
  const fixed = tsc(project({ ...files, ...env }, CORE));
  assert.equal(fixed.code, 0, fixed.output);
  const plain = tsc(
    project(
      {
        ...files,
        ...env,
        'src/plain.less': '.p { color: red; }\n',
        'src/plain.ts': "import styles from './plain.less';\nconsole.log(styles);\n",
      },
      CORE,
    ),
  );
  assert.equal(plain.code, 2);
  assert.match(plain.output, /error TS2307: Cannot find module '\.\/plain\.less' or its corresponding type declarations\./);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "a custom variable that works in development cannot be read in the production build (vue-router setup)": rsbuild dev reads .env.development and not .env.production, rsbuild build the other way round (the other file\'s variable stays process.env.X in the output); a PUBLIC_ variable in .env reaches both', async () => {
  const dir = project({
    '.env.development': 'PUBLIC_DEV_ONLY=/dev-base/\n',
    '.env.production': 'PUBLIC_PROD_ONLY=/prod-base/\n',
    '.env': 'PUBLIC_ROUTER_BASE=/app/\n',
    'src/router.js': 'export const routes = [process.env.PUBLIC_DEV_ONLY, process.env.PUBLIC_PROD_ONLY, process.env.PUBLIC_ROUTER_BASE];\n',
    'src/index.js': "import { routes } from './router';\nwindow.routes = routes;\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  build(dir);
  const built = distText(dir, /^static\/js\/index\./);
  assert.ok(built.includes('process.env.PUBLIC_DEV_ONLY'));
  assert.ok(!built.includes('/dev-base/'));
  assert.ok(built.includes('"/prod-base/"'));
  assert.ok(built.includes('"/app/"'));
  const server = await devServer(dir);
  try {
    const dev = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.ok(dev.includes('"/dev-base/"'));
    assert.ok(dev.includes('process.env.PUBLIC_PROD_ONLY'));
    assert.ok(!dev.includes('/prod-base/'));
    assert.ok(dev.includes('"/app/"'));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/migration/cra

test('guide/migration/cra "Setting baseUrl to src does not work: Can\'t resolve \'components/Hello\'": baseUrl "src" in tsconfig.json resolves the import without paths, also through extends; in jsconfig.json, or in a tsconfig.app.json that tsconfig.json only lists under references, it does not (Resolve error: Can\'t resolve); source.tsconfigPath pointing at the file fixes it', () => {
  const src = {
    'src/components/Hello.js': "export default function Hello() { return 'HELLO_MARKER'; }\n",
    'src/index.js': "import Hello from 'components/Hello';\ndocument.body.textContent = Hello();\n",
  };
  const baseUrl = '{ "compilerOptions": { "baseUrl": "src" } }\n';
  const works = (files: Record<string, string>) => {
    const dir = project({ ...src, ...files });
    build(dir);
    assert.ok(distText(dir, /^static\/js\/index\./).includes('HELLO_MARKER'));
  };
  const fails = (files: Record<string, string>) => {
    const run = rsbuild(project({ ...src, ...files }), ['build']);
    assert.notEqual(run.code, 0);
    assert.match(run.output, /Resolve error: Can't resolve 'components\/Hello' in '.*\/src'/);
  };
  works({ 'tsconfig.json': baseUrl });
  works({ 'tsconfig.base.json': baseUrl, 'tsconfig.json': '{ "extends": "./tsconfig.base.json" }\n' });
  fails({ 'jsconfig.json': baseUrl });
  fails({ 'tsconfig.app.json': baseUrl, 'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }\n' });
  works({ 'jsconfig.json': baseUrl, 'rsbuild.config.mjs': "export default { source: { tsconfigPath: './jsconfig.json' } };\n" });
  works({
    'tsconfig.app.json': baseUrl,
    'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }\n',
    'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.app.json' } };\n",
  });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check

test("plugins/list/plugin-type-check \"TypeError: Cannot destructure property 'tsconfigPath' of 'environment' as it is undefined.\": a plugin that reads environment from the modifyBundlerChain utils, as the 1.x plugin does, stops rsbuild build (Failed to build.) and rsbuild dev (Failed to start dev server.) right after the banner: 0.5.9 passes no environment", async () => {
  const dir = project({
    'src/index.ts': 'const a: number = 1;\nconsole.log(a);\n',
    'tsconfig.json': TSCONFIG(['src']),
    // A stand-in for @rsbuild/plugin-type-check 1.x: its setup reads environment.tsconfigPath in modifyBundlerChain.
    'rsbuild.config.mjs': `const pluginTypeCheckOneX = () => ({
  name: 'rsbuild:type-check',
  setup(api) {
    api.modifyBundlerChain(async (chain, { isProd, environment }) => {
      const { tsconfigPath } = environment;
      console.log(tsconfigPath, isProd);
    });
  },
});
export default { plugins: [pluginTypeCheckOneX()] };
`,
  });
  const message = "TypeError: Cannot destructure property 'tsconfigPath' of 'environment' as it is undefined.";
  const built = rsbuild(dir, ['build']);
  assert.equal(built.code, 1);
  assert.match(built.output, /Rsbuild v0\.5\.9\s+error\s+Failed to build\.\nerror\s+TypeError: Cannot destructure/);
  assert.ok(built.output.includes(message));
  assert.ok(!fs.existsSync(path.join(dir, 'dist')));
  const dev = rsbuild(dir, ['dev', '--port', '0']);
  assert.equal(dev.code, 1);
  assert.match(dev.output, /error\s+Failed to start dev server\./);
  assert.ok(dev.output.includes(message));
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance

test('api/javascript-api/instance "compiler.run()\'s callback does not receive any errors": with a compilation error, createCompiler() + compiler.run() calls back with err null and stats.hasErrors() true, the message in stats.toJson().errors; rsbuild.build() rejects with Rspack build failed! and resolves to undefined when the build succeeds', async () => {
  const { result, output } = await probe(
    { 'src/index.js': "import './missing-module';\n" },
    `import fs from 'node:fs';
import { createRsbuild, logger } from '@rsbuild/core';
logger.override({ error: () => {}, info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {} });
process.env.NODE_ENV = 'production';
const rsbuild = await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } });
const compiler = await rsbuild.createCompiler();
const run = await new Promise((resolve) => compiler.run((err, stats) => {
  const { errors = [] } = stats.toJson({ all: false, errors: true });
  compiler.close(() => resolve({ err, hasErrors: stats.hasErrors(), message: errors.map((e) => e.message).join('\\n') }));
}));
let rejected = null;
try { await (await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } })).build(); } catch (e) { rejected = e.message; }
fs.writeFileSync('src/index.js', "console.log('fixed');\\n");
const resolved = await (await createRsbuild({ rsbuildConfig: { performance: { printFileSize: false } } })).build();
report({ err: run.err, hasErrors: run.hasErrors, missing: run.message.includes("Can't resolve './missing-module'"), rejected, resolved: resolved === undefined ? 'undefined' : typeof resolved });
process.exit(0);`,
  );
  assert.deepEqual(result, { err: null, hasErrors: true, missing: true, rejected: 'Rspack build failed!', resolved: 'undefined' }, output);
});

test('api/javascript-api/instance "Hot Module Replacement with the Node API": startDevServer() serves the page with the HMR WebSocket (/rsbuild-hmr), which announces an edit; a compiler from createCompiler() run with compiler.watch() writes dist/ and nothing listens on server.port', async () => {
  const { result, output } = await probe(
    { 'src/index.js': "document.body.textContent = 'v1';\n" },
    `import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createRsbuild, logger } from '@rsbuild/core';
const require = createRequire(import.meta.url);
const WebSocket = require(require.resolve('@rsbuild/core').replace(/dist[\\\\/].*$/, 'compiled/ws'));
logger.override({ info: () => {}, log: () => {}, ready: () => {}, start: () => {}, success: () => {} });
process.env.NODE_ENV = 'development';
const port = 30000 + Math.floor(Math.random() * 20000);
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port, strictPort: true } } });
const { server } = await rsbuild.startDevServer();
const page = await (await fetch('http://localhost:' + port + '/')).text();
const types = [];
const ws = new WebSocket('ws://localhost:' + port + '/rsbuild-hmr');
await new Promise((r) => ws.on('message', (d) => { types.push(JSON.parse(d.toString()).type); if (types.length === 1) r(); }));
await new Promise((r) => setTimeout(r, 1500));
const before = types.length;
fs.writeFileSync('src/index.js', "document.body.textContent = 'v2';\\n");
const deadline = Date.now() + 30000;
while (types.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, 500));
ws.close();
await server.close();

const port2 = 30000 + Math.floor(Math.random() * 20000);
const other = await createRsbuild({ rsbuildConfig: { server: { host: 'localhost', port: port2 }, output: { distPath: { root: 'dist-watch' } } } });
const compiler = await other.createCompiler();
const watching = await new Promise((r) => { const w = compiler.watch({}, () => r(w)); });
const written = fs.existsSync('dist-watch/static/js/index.js');
let listening = true;
try { await fetch('http://localhost:' + port2 + '/'); } catch { listening = false; }
await new Promise((r) => watching.close(r));
report({ page: page.includes('/static/js/index.js'), first: types[0], afterEdit: types.slice(before), written, listening });
process.exit(0);`,
  );
  const r = result as { page: boolean; first: string; afterEdit: string[]; written: boolean; listening: boolean };
  assert.ok(r, output);
  assert.equal(r.page, true);
  assert.equal(r.first, 'hot');
  assert.ok(r.afterEdit.includes('hash') && r.afterEdit.includes('ok'), `${JSON.stringify(r.afterEdit)}\n${output}`);
  assert.equal(r.written, true);
  assert.equal(r.listening, false);
});
