// Facts behind the corrections of review 81 (slice f), run on @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/css-usage, "Import CSS from node_modules": a package path from a script (`import 'reset-css'`) or a
//   CSS file (`@import 'reset-css'`) resolves through the `main` field of the package's package.json; a package that
//   names its stylesheet only in the `style` field fails with `Can't resolve` from both (the page said "style" or
//   "main"). The Rspack config 0.5.9 generates sets no resolve.mainFields (`rsbuild inspect`). From a Less or Sass file
//   a "style"-only package does resolve (less-loader and sass-loader read that field); the page's comment is on the
//   script and CSS examples.
// - guide/advanced/alias, "Match an exact path or ignore a module": an alias to `false` gives an empty module, marked
//   `/* (ignored) */` only where the output is not minified, as in development; the default production build is
//   minified and has no such comment (the page said the bundle was marked).
// Each build runs in two project folders of its own, and only what both give is asserted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, devServer, distText, page, project, rsbuild } from './topics-support';

test('guide/basic/css-usage "a package whose package.json "main" field (not "style") names its stylesheet": import \'<package>\' from a script and @import \'<package>\' from a CSS file resolve through "main"; with "style" alone both fail with Can\'t resolve', () => {
  assert.ok(
    page('en', 'guide/basic/css-usage').includes(
      '// a package whose package.json "main" field (not "style") names its stylesheet\nimport \'reset-css\';',
    ),
  );
  assert.ok(
    page('zh', 'guide/basic/css-usage').includes('// package.json 的 "main" 字段（不是 "style"）指向样式表的包\nimport \'reset-css\';'),
  );
  const packages = {
    'node_modules/main-css/package.json': '{ "name": "main-css", "version": "1.0.0", "main": "reset.css" }\n',
    'node_modules/main-css/reset.css': '.main-css { margin: 0; }\n',
    'node_modules/style-css/package.json': '{ "name": "style-css", "version": "1.0.0", "style": "reset.css" }\n',
    'node_modules/style-css/reset.css': '.style-css { margin: 0; }\n',
  };
  for (let folder = 0; folder < 2; folder += 1) {
    for (const [from, files] of [
      ['a script', (name: string) => ({ 'src/index.js': `import '${name}';\n` })],
      ['a CSS file', (name: string) => ({ 'src/index.js': "import './index.css';\n", 'src/index.css': `@import '${name}';\n` })],
    ] as const) {
      const main = project({ ...packages, ...files('main-css') });
      build(main);
      assert.match(distText(main, /\.css$/), /\.main-css\{margin:0\}/, `"main" from ${from}`);
      const style = project({ ...packages, ...files('style-css') });
      const failed = rsbuild(style, ['build']);
      assert.notEqual(failed.code, 0, `"style" alone from ${from}`);
      assert.match(failed.output, /Can't resolve 'style-css'/, `"style" alone from ${from}`);
    }
    // what the comment above says of Less and Sass files
    for (const file of ['index.less', 'index.scss']) {
      const dir = project({ ...packages, 'src/index.js': `import './${file}';\n`, [`src/${file}`]: "@import 'style-css';\n" });
      build(dir);
      assert.match(distText(dir, /\.css$/), /\.style-css\{margin:0\}/, file);
    }
  }
});

test('guide/advanced/alias "An import of an ignored module still compiles to an empty module, marked /* (ignored) */ in unminified output (development)": the default production build has the empty module without the comment, the dev server\'s bundle has the comment; neither has the module\'s code', async () => {
  assert.ok(
    page('en', 'guide/advanced/alias').includes(
      'An import of an ignored module still compiles to an empty module, marked `/* (ignored) */` in unminified output (development).',
    ),
  );
  assert.ok(
    page('zh', 'guide/advanced/alias').includes(
      '导入被忽略的模块依然可以正常编译，产物中以空模块代替，未压缩时（如开发模式）带有 `/* (ignored) */` 注释。',
    ),
  );
  const files = {
    'node_modules/heavy-optional-dep/package.json': '{ "name": "heavy-optional-dep", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/heavy-optional-dep/index.js': "module.exports = 'HEAVY_CODE';\n",
    'src/index.js': "import heavy from 'heavy-optional-dep';\nconsole.log('loaded', heavy);\n",
    'rsbuild.config.mjs': "export default { source: { alias: { 'heavy-optional-dep': false } } };\n",
  };
  for (let folder = 0; folder < 2; folder += 1) {
    const dir = project(files);
    build(dir);
    const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /console\.log\("loaded"/, 'the importing module is built');
    assert.ok(!js.includes('HEAVY_CODE'), 'the ignored module is not bundled');
    assert.ok(!js.includes('(ignored)'), 'the minified production bundle has no marker');
    const server = await devServer(dir);
    try {
      const dev = await (await fetch(`${server.url}/static/js/index.js`)).text();
      assert.ok(dev.includes('/* (ignored) */'), 'the development bundle marks the empty module');
      assert.ok(!dev.includes('HEAVY_CODE'));
    } finally {
      await server.stop();
    }
  }
});
