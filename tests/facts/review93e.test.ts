// Facts behind the third accuracy review of session 93 (slice e): config/tools/rspack, guide/basic/configure-rspack and
// config/tools/bundler-chain, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - config/tools/rspack, "Critical dependency: require function is used in a way ...": "if the browser calls it,
//   req('./helper') throws Cannot find module './helper' at runtime. When that code only runs in Node.js, or never
//   calls what it received, the warning is harmless". The require that Rspack hands to such code knows no module in a
//   Node.js build either: with output.targets ['node'] the build prints the same warning, and dist/server/index.js, run
//   by Node.js, gets Cannot find module './helper' from req('./helper') although node_modules/some-lib/helper.js is
//   right there. Now: it knows no module "in a browser build as in a Node.js build"; only code that never calls it is
//   harmless.
// - config/tools/rspack, "Add a webpack plugin": "For webpack's built-in plugins, such as new webpack.ProvidePlugin()
//   or webpack.BannerPlugin, take the class of the same name from the rspack util". Only where Rspack 0.5.9 has one:
//   the util is the @rspack/core module (core/src/provider/rspackConfig.ts 47-52, `rspack = await
//   import('@rspack/core')`), and 0.5.9-canary-8778e17 exports no IgnorePlugin, ContextReplacementPlugin or
//   NormalModuleReplacementPlugin (its dist/exports.js; the run below reads them from the util). The page now says so.
// - guide/basic/configure-rspack, "Find the ids of rules and plugins": "rsbuild inspect writes the generated
//   configuration with a comment above every part that has an id". The CSS, Less and Sass rules have ids in the chain
//   ('css', 'less', 'sass'), but pluginCss replaces each of them after the chain is converted with a new oneOf rule
//   (core/src/provider/plugins/css.ts 144-190, applyCSSModuleRule, in modifyRspackConfig), which carries no
//   __ruleNames: dist/rspack.config.web.mjs has no /* config.module.rule('css') */ line, only the comments of their
//   loaders (/* config.module.rule('css').use('postcss') */). Now the page names that exception, as the default: with
//   output.cssModules.auto false (or output.injectStyles true) the rules are not rebuilt and keep their comments.
//
// - config/tools/bundler-chain, Common problems, fonts: the example "where the fonts of an iconfont folder are inlined
//   and all others still go to static/font/" excluded the whole folder from CHAIN_ID.RULE.FONT but gave its own rule
//   test(/\.ttf$/), so only the .ttf files were inlined. A .woff of that folder matched no rule any more: named in the
//   folder's iconfont.css (url()), it was written to the root of dist/ under a hash name ([hash].woff), neither inlined
//   nor in static/font/; imported from a script, it stopped the build with Module parse failed. The example's rule now
//   tests every font extension of the font rule (/\.(?:woff|woff2|eot|ttf|otf|ttc)$/i), and both files are inlined.
//
// Checked and left as they are, settled by the earlier facts files of these pages (review79d, review79k, review80f,
// review81c, review81d, review86k, review88d, review89e, review89f, tools-options, tools-guides-build, faq-exceptions,
// common-problems-*) or by the source: the order chain, tools.bundlerChain, modifyRspackConfig hooks, tools.rspack
// (core/src/provider/rspackConfig.ts 17-38 and 122-145, shared/src/chain.ts 39-66); a falsy return keeping the config
// and the array reduced left to right (shared/src/mergeChainedOptions.ts 48-80); webpack-merge 5.10.0 joining two
// functions into one that merges both results (compiled/webpack-merge, joinArrays); the helpers' and utils' types
// (shared/src/types/config/tools.ts 49-86, shared/src/types/hooks.ts 65-93); addRules/prependPlugins/appendPlugins/
// removePlugin (rspackConfig.ts 54-88); env, isDev, isProd and the CLI's NODE_ENV (rspackConfig.ts 91-106,
// core/src/cli/prepare.ts 3-10); every CHAIN_ID listed as used by 0.5.9 and the conditions of CSS, STYLE, HMR,
// PROGRESS and the minimizers (grep of core/src and shared/src; css.ts 46-110, minimize.ts 12-37); the asset rules'
// three oneOf branches and their queries (core/src/plugins/asset.ts 13-46); the SVGR plugin's svg-react and svg
// branches (plugin-svgr/src/index.ts 105-148); html-rspack-plugin 5.6.2 as html-webpack-plugin and webpack-chain 8
// (shared/package.json); watchOptions.ignored taking a RegExp (@rspack/core dist/config/zod.d.ts); an async config
// function (core/src/config.ts 136-148). By runs made for this review and not kept: ignoreWarnings of the object form
// printing "Failed to get stats. Are you trying to access the stats from the previous compilation?" before the
// TypeError, the warning object holding only message and formatted, Rspack matching a RegExp against warning.message
// (dist/config/normalization.js 15-26); the BannerPlugin example of configure-rspack (each JavaScript file, async
// chunks too, starts with the For license information line and its .LICENSE.txt holds the banner); chain.recordsPath()
// writing no file; tapping html-index's title to Acme giving <title>Acme</title>; the inspect example's rules, tests
// and `new HtmlWebpackPlugin(` line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project, projectEnv, rsbuild } from './topics-support';

const RSPACK = 'config/tools/rspack';
const GUIDE = 'guide/basic/configure-rspack';

/** A package whose UMD-style wrapper passes require on (factory(require)); the entry stores what the package reports. */
function requirePassedOn(config: string): string {
  return project({
    'node_modules/some-lib/package.json': '{ "name": "some-lib", "main": "index.js" }\n',
    'node_modules/some-lib/helper.js': "exports.value = 'helper';\n",
    'node_modules/some-lib/index.js': [
      '(function (factory) {',
      '  module.exports = factory(require);',
      '})(function (req) {',
      "  var name = 'some-lib';",
      "  try { name += ':' + req('./helper').value; } catch (e) { name += ':' + e.message; }",
      '  return { name: name };',
      '});',
      '',
    ].join('\n'),
    'src/index.js': "import lib from 'some-lib';\nglobalThis.result = lib.name;\n",
    'rsbuild.config.mjs': config,
  });
}

const CRITICAL = 'Critical dependency: require function is used in a way in which dependencies cannot be statically extracted';

test("config/tools/rspack \"The require that the code receives knows no module, in a browser build as in a Node.js build (output.targets: ['node'])\": in both builds 0.5.9 warns, and req('./helper') throws Cannot find module './helper', in the browser bundle and in dist/server/index.js run by Node.js", () => {
  pageSays(
    RSPACK,
    {
      en: "The `require` that the code receives knows no module, in a browser build as in a Node.js build (`output.targets: ['node']`): if the code calls it, `req('./helper')` throws `Cannot find module './helper'` at runtime. When the code never calls what it received, the warning is harmless;",
      zh: "代码拿到的 `require` 找不到任何模块，浏览器构建和 Node.js 构建（`output.targets: ['node']`）都是如此：一旦调用它，`req('./helper')` 就会在运行时抛出 `Cannot find module './helper'`。如果代码根本不会调用拿到的 `require`，这个警告就无害；",
    },
    {
      en: 'When that code only runs in Node.js, or never calls what it received',
      zh: '如果这段代码只在 Node.js 中运行',
    },
  );
  // The browser build: its scripts, run here, only set globalThis.result.
  const web = requirePassedOn('export default {};\n');
  assert.ok(build(web).output.includes(CRITICAL));
  const g = globalThis as { result?: string };
  delete g.result;
  new Function(distText(web, /^static\/js\/.*\.js$/))();
  assert.equal(g.result, "some-lib:Cannot find module './helper'");

  // The Node.js build, run by Node.js in the project, where some-lib/helper.js exists.
  const node = requirePassedOn("export default { output: { targets: ['node'] } };\n");
  assert.ok(build(node).output.includes(CRITICAL));
  assert.ok(fs.existsSync(path.join(node, 'node_modules/some-lib/helper.js')));
  assert.ok(distFiles(node).includes('server/index.js'), distFiles(node).join(', '));
  const run = spawnSync(process.execPath, ['-e', "require('./dist/server/index.js'); console.log('RESULT ' + globalThis.result);"], {
    cwd: node,
    encoding: 'utf8',
    env: projectEnv(),
  });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.match(run.stdout, /^RESULT some-lib:Cannot find module '\.\/helper'$/m);
});

test('config/tools/rspack "take the class of the same name from the rspack util instead of installing webpack, where Rspack 0.5.9 has one": the util holds ProvidePlugin and BannerPlugin, which act in a build, and no IgnorePlugin, ContextReplacementPlugin or NormalModuleReplacementPlugin', () => {
  pageSays(
    RSPACK,
    {
      en: 'take the class of the same name from the [rspack](#rspack) util instead of installing webpack, where Rspack 0.5.9 has one: `IgnorePlugin`, `ContextReplacementPlugin` and `NormalModuleReplacementPlugin`, for example, are missing from it.',
      zh: '请从 [rspack](#rspack) 工具对象中取同名的类，不需要安装 webpack；但并非每个都有，例如 Rspack 0.5.9 就没有 `IgnorePlugin`、`ContextReplacementPlugin` 和 `NormalModuleReplacementPlugin`。',
    },
    {
      en: 'take the class of the same name from the [rspack](#rspack) util instead of installing webpack.',
      zh: '请从 [rspack](#rspack) 工具对象中取同名的类，不需要安装 webpack。',
    },
  );
  const dir = project({
    'node_modules/shout/package.json': '{ "name": "shout", "main": "index.js" }\n',
    'node_modules/shout/index.js': "module.exports = (s) => s.toUpperCase() + '!';\n",
    'src/index.js': "globalThis.result = shout('provided');\n",
    'rsbuild.config.mjs': `import fs from 'node:fs';
export default {
  output: { legalComments: 'inline' },
  tools: {
    rspack: (config, { rspack, appendPlugins }) => {
      const names = ['ProvidePlugin', 'BannerPlugin', 'IgnorePlugin', 'ContextReplacementPlugin', 'NormalModuleReplacementPlugin'];
      fs.writeFileSync('util.json', JSON.stringify(Object.fromEntries(names.map((n) => [n, typeof rspack[n]]))));
      appendPlugins([new rspack.ProvidePlugin({ shout: 'shout' }), new rspack.BannerPlugin({ banner: 'Acme banner' })]);
    },
  },
};
`,
  });
  build(dir);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'util.json'), 'utf8')), {
    ProvidePlugin: 'function',
    BannerPlugin: 'function',
    IgnorePlugin: 'undefined',
    ContextReplacementPlugin: 'undefined',
    NormalModuleReplacementPlugin: 'undefined',
  });
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('/*! Acme banner */'));
  const g = globalThis as { result?: string };
  delete g.result;
  new Function(js)();
  assert.equal(g.result, 'PROVIDED!');
});

test("guide/basic/configure-rspack \"a comment above each part that has an id, except the CSS, Less and Sass rules, which Rsbuild by default rebuilds after the chain (only their loaders keep the comment)\": rsbuild inspect comments rule('js'), rule('image') and plugin('html-index'), not rule('css'), rule('less') or rule('sass'), whose loaders keep theirs", () => {
  pageSays(
    GUIDE,
    {
      en: '`rsbuild inspect` writes the generated configuration with a comment above each part that has an id, except the CSS, Less and Sass rules, which Rsbuild by default rebuilds after the chain (only their loaders keep the comment):',
      zh: '`rsbuild inspect` 在输出生成的配置时，会在每个带有 id 的部分上方加上一行注释（CSS、Less 和 Sass 规则除外：默认情况下 Rsbuild 会在链式配置之后重建它们，只有其中的 loader 保留注释）：',
    },
    {
      en: 'with a comment above every part that has an id:',
      zh: '会在每个带有 id 的部分上方加上一行注释：',
    },
  );
  const dir = project({ 'src/index.js': "document.body.textContent = 'ids';\n" });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const file = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  for (const id of [
    "config.module.rule('js')",
    "config.module.rule('js').use('swc')",
    "config.module.rule('image')",
    "config.plugin('html-index')",
  ]) {
    assert.ok(file.includes(`/* ${id} */`), id);
  }
  for (const rule of ['css', 'less', 'sass']) {
    assert.ok(!file.includes(`/* config.module.rule('${rule}') */`), `no comment for the rule ${rule}`);
    assert.ok(file.includes(`/* config.module.rule('${rule}').use('postcss') */`), `its postcss loader has one (${rule})`);
  }
  // The rules are there, rebuilt as oneOf pairs.
  for (const re of ['/\\.css$/', '/\\.less$/', '/\\.s(?:a|c)ss$/']) {
    assert.ok(file.includes(`test: ${re},\n        oneOf: [`), re);
  }
  // Not rebuilt, with output.cssModules.auto false, the rules keep their comments.
  const flat = project({
    'src/index.js': "document.body.textContent = 'ids';\n",
    'rsbuild.config.mjs': 'export default { output: { cssModules: { auto: false } } };\n',
  });
  assert.equal(rsbuild(flat, ['inspect']).code, 0);
  const flatFile = fs.readFileSync(path.join(flat, 'dist/rspack.config.web.mjs'), 'utf8');
  for (const rule of ['css', 'less', 'sass']) {
    assert.ok(flatFile.includes(`/* config.module.rule('${rule}') */`), `the rule ${rule} has its comment`);
  }
});

const FONT_RULE = (test: string) => `export default { tools: { bundlerChain: (chain, { CHAIN_ID }) => {
  chain.module.rule(CHAIN_ID.RULE.FONT).exclude.add(/[\\\\/]iconfont[\\\\/]/);
  chain.module.rule('iconfont').test(${test}).include.add(/[\\\\/]iconfont[\\\\/]/).end().type('asset/inline');
} } };
`;

test("config/tools/bundler-chain \"where the fonts of an iconfont folder are inlined and all others still go to static/font/\": with the example's rule testing every font extension, the .ttf and the .woff of the folder are inlined and another folder's .woff goes to static/font/; with test(/\\.ttf$/) the folder's .woff was left to no rule", () => {
  pageSays(
    'config/tools/bundler-chain',
    {
      en: ".rule('iconfont')\n        .test(/\\.(?:woff|woff2|eot|ttf|otf|ttc)$/i)\n        .include.add(/[\\\\/]iconfont[\\\\/]/)",
      zh: ".rule('iconfont')\n        .test(/\\.(?:woff|woff2|eot|ttf|otf|ttc)$/i)\n        .include.add(/[\\\\/]iconfont[\\\\/]/)",
    },
    {
      en: ".rule('iconfont')\n        .test(/\\.ttf$/)",
      zh: ".rule('iconfont')\n        .test(/\\.ttf$/)",
    },
  );
  const files = (config: string, script = '') => ({
    'src/iconfont/iconfont.ttf': Buffer.alloc(12_000, 1),
    'src/iconfont/iconfont.woff': Buffer.alloc(12_000, 2),
    'src/fonts/text.woff': Buffer.alloc(12_000, 3),
    'src/iconfont/iconfont.css': [
      "@font-face { font-family: 'iconfont'; src: url('iconfont.woff') format('woff'), url('iconfont.ttf') format('truetype'); }",
      "@font-face { font-family: 'text'; src: url('../fonts/text.woff') format('woff'); }",
      ".icon { font-family: 'iconfont'; }",
      '',
    ].join('\n'),
    'src/index.js': `import './iconfont/iconfont.css';\n${script}`,
    'rsbuild.config.mjs': config,
  });
  const inlined = (dir: string) => (distText(dir, /\.css$/).match(/data:[a-z/-]+;base64,/g) ?? []).sort();
  const hashed = (dir: string) => distFiles(dir).map((f) => f.replace(/[0-9a-f]{8,16}/, '[hash]'));

  // The page's example now: both fonts of the folder inlined, in the CSS and when a script imports one.
  const now = project(
    files(FONT_RULE('/\\.(?:woff|woff2|eot|ttf|otf|ttc)$/i'), "import woff from './iconfont/iconfont.woff';\nconsole.log(woff);\n"),
  );
  build(now);
  assert.deepEqual(inlined(now), ['data:application/font-woff;base64,', 'data:font/ttf;base64,']);
  assert.match(distText(now, /^static\/js\/.*\.js$/), /data:application\/font-woff;base64,/);
  assert.ok(hashed(now).includes('static/font/text.[hash].woff'), hashed(now).join(', '));
  assert.ok(!hashed(now).some((f) => f.endsWith('.ttf') || f === '[hash].woff'), hashed(now).join(', '));

  // The old example: only the .ttf inlined; the folder's .woff, named in url(), lands in dist/ under a hash name.
  const before = project(files(FONT_RULE('/\\.ttf$/')));
  build(before);
  assert.deepEqual(inlined(before), ['data:font/ttf;base64,']);
  assert.ok(hashed(before).includes('[hash].woff'), hashed(before).join(', '));
  assert.ok(hashed(before).includes('static/font/text.[hash].woff'), hashed(before).join(', '));

  // Imported from a script, that .woff stops the build.
  const imported = rsbuild(project(files(FONT_RULE('/\\.ttf$/'), "import woff from './iconfont/iconfont.woff';\nconsole.log(woff);\n")), [
    'build',
  ]);
  assert.equal(imported.code, 1);
  assert.match(imported.output, /File: \.\/src\/iconfont\/iconfont\.woff[\s\S]*Module parse failed/);
});
