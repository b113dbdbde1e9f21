// Facts behind session 79's accuracy review, slice n: what plugins/list/plugin-stylus now says about
// stylusOptions.lineNumbers and stylusOptions.import, run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects).
// Review 80: the comments of .module.styl files are lost only where Rspack's CSS support handles the CSS (the default);
// with output.injectStyles, css-loader and style-loader keep the comments of every file, and no minifier removes them in
// production (the CSS is a string in the JavaScript), where the page had said "except in .module.styl files" and "they
// only show up in development" without that condition.
//
// Neither @rsbuild/plugin-stylus 0.5.9 nor Stylus is installed in the repository (the registry we reach has no 0.5.x
// of the plugin). With STYLUS_DEPS set to a folder whose node_modules holds stylus 0.63.0 and stylus-loader 8.1.0, the
// plugin's 0.5.9 dependencies (`npm install stylus@0.63.0 stylus-loader@8.1.0` there), the tests build with the
// stand-in of stand-in-plugins.ts, a CommonJS copy of the plugin's 0.5.9 src/index.ts. Without STYLUS_DEPS they skip.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { STYLUS_PLUGIN } from './stand-in-plugins';
import { build, devCss, distFiles, distText, page, project, rsbuild } from './topics-support';

const STYLUS_DEPS = process.env.STYLUS_DEPS;
const skip = STYLUS_DEPS ? false : 'STYLUS_DEPS is not set: Stylus and stylus-loader are not installed in the repository';
const deps = path.join(STYLUS_DEPS ?? '', 'node_modules');
const require = createRequire(import.meta.url);

/** A project with the stand-in plugin, registered with `options` (JavaScript source) in rsbuild.config.mjs. */
function stylusProject(files: Record<string, string>, options: string, config = ''): string {
  return project(
    {
      'stylus-plugin.cjs': STYLUS_PLUGIN(path.join(deps, 'stylus-loader')),
      'rsbuild.config.mjs': `import path from 'node:path';\nimport { pluginStylus } from './stylus-plugin.cjs';\nexport default { ${config}plugins: [pluginStylus(${options})] };\n`,
      ...files,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
}

const APP = "@import './styles/vars'\n\n.app\n  color: $brand\n\n  .title\n    font-weight: bold\n";
const CARD = '.card\n  border: 1px solid #ddd\n\n.title\n  font-size: 20px\n';

test('plugins/list/plugin-stylus stylusOptions.lineNumbers "a comment with the source file and line before each rule, for example /* line 3 : /project/src/app.styl */" + "By default Rspack\'s CSS Modules handling drops the comments of .module.styl files, and in production builds the minifier removes them all": rsbuild dev serves the comments of app.styl and none for card.module.styl, whose Stylus output has them; the production CSS has none', {
  skip,
}, async () => {
  const dir = stylusProject(
    {
      'src/index.js': "import './app.styl';\nimport styles from './card.module.styl';\ndocument.title = styles.card;\n",
      'src/app.styl': APP,
      'src/card.module.styl': CARD,
      'src/styles/vars.styl': '$brand = #ff5e00\n',
    },
    '{ stylusOptions: { lineNumbers: true } }',
  );
  const css = await devCss(dir);
  assert.match(css, /\/\* line 3 : \/[^*]*\/src\/app\.styl \*\/\n\.app \{/, css);
  assert.match(css, /\.src-card-module__card-\w+ \{/, 'the CSS Modules class is served');
  assert.doesNotMatch(css, /line \d+ : [^*]*card\.module\.styl/, 'no line comment of the .module.styl file');
  // Stylus itself writes them for that file: they are lost after stylus-loader.
  const stylus = require(path.join(deps, 'stylus')) as (
    s: string,
    o: object,
  ) => { set: (k: string, v: unknown) => { render: () => string } };
  const rendered = stylus(CARD, { filename: path.join(dir, 'src/card.module.styl') })
    .set('linenos', true)
    .render();
  assert.match(rendered, /\/\* line 1 : [^*]*card\.module\.styl \*\/\n\.card \{/);
  build(dir);
  assert.doesNotMatch(distText(dir, /\.css$/), /line \d+ :/);
});

test('plugins/list/plugin-stylus stylusOptions.lineNumbers "with output.injectStyles, every file keeps them, in production too": css-loader and style-loader carry the comments of app.styl and card.module.styl into the JavaScript of a development and a production build', {
  skip,
}, () => {
  assert.ok(
    page('en', 'plugins/list/plugin-stylus').includes(
      "By default Rspack's CSS Modules handling drops the comments of `.module.styl` files, and in production builds the minifier removes them all, so they only show up in development; with [output.injectStyles](/config/output/inject-styles), every file keeps them, in production too:",
    ),
  );
  assert.ok(
    page('zh', 'plugins/list/plugin-stylus').includes(
      '开启 [output.injectStyles](/zh/config/output/inject-styles) 后，所有文件都会保留这些注释，生产构建也不例外：',
    ),
  );
  const dir = stylusProject(
    {
      'src/index.js': "import './app.styl';\nimport styles from './card.module.styl';\ndocument.title = styles.card;\n",
      'src/app.styl': APP,
      'src/card.module.styl': CARD,
      'src/styles/vars.styl': '$brand = #ff5e00\n',
    },
    '{ stylusOptions: { lineNumbers: true } }',
    'output: { injectStyles: true }, ',
  );
  const comments = (js: string): string[] =>
    [...new Set([...js.matchAll(/line \d+ : [^*]*\/src\/([\w.]+\.styl) \*\//g)].map((m) => m[1]))].sort();
  const development = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(development.code, 0, development.output);
  assert.deepEqual(comments(distText(dir, /^static\/js\/index\.js$/)), ['app.styl', 'card.module.styl']);
  build(dir);
  assert.deepEqual(comments(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/)), ['app.styl', 'card.module.styl']);
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.css')), 'no CSS file: the styles are in the JavaScript');
});

test('plugins/list/plugin-stylus stylusOptions.import "Give absolute paths: a relative path is looked up from the folder of each Stylus file and fails with failed to locate @import file in the other folders": ./styles/vars.styl serves src/a.styl, fails for src/components/b.styl; src/styles/vars.styl (from the root) fails; the absolute path serves both', {
  skip,
}, () => {
  const files = {
    'src/index.js': "import './a.styl';\nimport './components/b.styl';\n",
    'src/top.js': "import './a.styl';\n",
    'src/a.styl': '.a\n  color: $brand\n',
    'src/components/b.styl': '.b\n  color: $brand\n',
    'src/styles/vars.styl': '$brand = #ff5e00\n',
  };
  const importing = (value: string) => `{ stylusOptions: { import: [${value}] } }`;

  const relative = stylusProject(files, importing("'./styles/vars.styl'"));
  const failed = rsbuild(relative, ['build']);
  assert.notEqual(failed.code, 0);
  // One error, for one of the two files: src/a.styl alone builds with it (below).
  assert.equal(
    failed.output.match(/Stylus resolver error: failed to locate @import file \.\/styles\/vars\.styl/g)?.length,
    1,
    failed.output,
  );
  const onlyTop = stylusProject(files, importing("'./styles/vars.styl'"), "source: { entry: { index: './src/top.js' } }, ");
  build(onlyTop);
  assert.match(distText(onlyTop, /\.css$/), /\.a\{color:#ff5e00\}/);

  const fromRoot = rsbuild(stylusProject(files, importing("'src/styles/vars.styl'")), ['build']);
  assert.notEqual(fromRoot.code, 0);
  assert.match(fromRoot.output, /failed to locate @import file src\/styles\/vars\.styl/);

  const absolute = stylusProject(files, importing("path.join(process.cwd(), 'src/styles/vars.styl')"));
  build(absolute);
  assert.match(distText(absolute, /\.css$/), /\.a,\.b\{color:#ff5e00\}/, 'both rules, merged by the minifier');
});
