// Facts behind the statements fixed in the second accuracy review of session 84 (slice a): guide/basic/css-modules,
// config/output/css-modules and config/tools/postcss, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI in
// a throw-away project, topics-support.ts, or createRsbuild in process, lib/rsbuild.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// - guide/basic/css-modules, "Whenever rsbuild dev or rsbuild build compiles a CSS Modules file, Rsbuild writes a
//   declaration file next to it with the keys of the imported object (following exportLocalsConvention)", and
//   config/output/css-modules, caveat: "the build writes a declaration file next to every CSS Modules file ... that
//   lists the exported keys". Files under node_modules get none (isInNodeModules in
//   core/src/provider/css-modules-typescript-pre-loader/index.ts and shared/src/loaders/cssModulesTypescriptLoader.ts),
//   and the keys are computed by Rsbuild's pre-loader with css-loader's rules (postcssIcssExtractPlugin.ts,
//   dashesCamelCase), while Rspack's CSS exports the object: with 'dashes' the file lists fooBar for .foo-bar, which the
//   object lacks, and leaves out its snake-case.
// - config/tools/postcss, "How the default is built", step 1: "Rsbuild looks for a PostCSS configuration file in the
//   project root", and the caveat "Rsbuild loads postcss.config.* from the project root". postcss-load-config 5 searches
//   with lilconfig from the root up through the parent folders, stopping after the home folder (os.homedir()) or at the
//   file system root: a postcss.config.cjs in the folder above the project is used, unless that folder is above HOME.
// - config/tools/postcss, "Unknown word": "In webpack with postcss-loader the same error reads `CssSyntaxError: ...
//   Unknown word`". postcss-loader (8.1.1, the one Rsbuild 0.5.9 bundles) reports PostCSS's CssSyntaxError as an Error
//   whose message starts with "SyntaxError" (syntaxErrorFactory), in webpack as in Rsbuild: webpack 5 (the one
//   eslint-webpack-plugin brings into this repository) with that loader prints "SyntaxError\n\n(2:6) <file> Unknown
//   word comment", no CssSyntaxError. CssSyntaxError is PostCSS's own error, as postcss.parse throws it. How Rsbuild
//   prints it is run in common-problems-round26a.test.ts.
// - config/tools/postcss, function form: "The function is called once per style rule (CSS, Less, Sass) and per build
//   target". Not for the node and web-worker targets, which get no postcss-loader (applyBaseCSSRule,
//   core/src/provider/plugins/css.ts): with all four targets it is called six times (createRsbuild + initConfigs).
// - config/tools/postcss, postcss.sourceMap: "Turn on output.sourceMap.css instead when you want CSS source maps in the
//   output". Not enough in production: the CSS map is Rspack's devtool output, and devtool follows output.sourceMap.js,
//   false in production, so a build with css: true alone writes no .css.map; with js: 'source-map' too it does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { inspect } from './lib/rsbuild';
import { ROOT, build, distFiles, distText, pageSays, project } from './topics-support';

/** Runs the built scripts of `dir` in a sandbox without a DOM and returns what they put in `self.result`. */
function runBuilt(dir: string): unknown {
  const sandbox: Record<string, unknown> = {};
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(distText(dir, /^static\/js\/.*\.js$/), sandbox);
  return JSON.parse(JSON.stringify(sandbox.result));
}

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules + config/output/css-modules: output.enableCssModuleTSDeclaration

test("guide/basic/css-modules \"a CSS Modules file of your project (those in node_modules get none) ... With 'dashes' or 'dashesOnly' the file lists css-loader's keys instead, such as fooBar for .foo-bar, which the object lacks\" + config/output/css-modules caveat: a .module.css file in node_modules gets no .d.ts; with dashes the .d.ts of src/a.module.css lists fooBar, the imported object has foo-bar, snake-case and snake_case", () => {
  pageSays('guide/basic/css-modules', {
    en: 'compiles a CSS Modules file of your project (those in `node_modules` get none)',
    zh: '编译项目中的一个 CSS Modules 文件时（`node_modules` 中的文件不会生成）',
  });
  pageSays('guide/basic/css-modules', {
    en: "With `'dashes'` or `'dashesOnly'` the file lists css-loader's keys instead, such as `fooBar` for `.foo-bar`, which the object lacks",
    zh: "使用 `'dashes'` 或 `'dashesOnly'` 时，文件里列出的却是 css-loader 的键名，例如 `.foo-bar` 对应的 `fooBar`，而导入的对象里并没有这个键",
  });
  pageSays('config/output/css-modules', {
    en: "next to each CSS Modules file of the project, not those in `node_modules` (`button.module.css.d.ts`), that lists the exported keys, so TypeScript can check `styles.primaryButton`. With `'dashes'` or `'dashesOnly'` it lists css-loader's keys (`fooBar` for `.foo-bar`), not those of the table above.",
    zh: "使用 `'dashes'` 或 `'dashesOnly'` 时，它列出的是 css-loader 的键名（`.foo-bar` 对应 `fooBar`），而不是上表中的键名。",
  });
  const dir = project({
    'rsbuild.config.mjs':
      "export default { output: { enableCssModuleTSDeclaration: true, cssModules: { exportLocalsConvention: 'dashes' } } };\n",
    'src/a.module.css': '.foo-bar { color: red; }\n.snake_case { color: blue; }\n',
    'src/index.js':
      "import a from './a.module.css';\nimport p from 'pkg';\nself.result = { a: Object.keys(a).sort(), p: Object.keys(p).sort() };\n",
    'node_modules/pkg/package.json': '{ "name": "pkg", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/pkg/index.js': "import p from './p.module.css';\nexport default p;\n",
    'node_modules/pkg/p.module.css': '.pkg-title { color: green; }\n',
  });
  build(dir);
  // The package's CSS Module is one (its class is exported and hashed), yet gets no declaration file.
  assert.deepEqual(runBuilt(dir), { a: ['foo-bar', 'snake-case', 'snake_case'], p: ['pkg-title'] });
  assert.match(distText(dir, /\.css$/), /\.pkg-title-[\w-]{6}\{/);
  assert.equal(fs.existsSync(path.join(dir, 'node_modules/pkg/p.module.css.d.ts')), false);
  const declared = fs.readFileSync(path.join(dir, 'src/a.module.css.d.ts'), 'utf8');
  assert.deepEqual(
    [...declared.matchAll(/^ {2}'?([\w-]+)'?: string;$/gm)].map((m) => m[1]),
    ['foo-bar', 'fooBar', 'snake_case'],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss: where the configuration file is looked for

test('config/tools/postcss "in the project root, then in each folder above it up to your home folder (or the file system root)" + caveat "one in a parent folder is, when the project root has none": a postcss.config.cjs in the folder above the project turns red into blue; with HOME set to the project\'s parent the search stops there and red stays', () => {
  pageSays('config/tools/postcss', {
    en: 'in the project root, then in each folder above it up to your home folder (or the file system root), and uses the first it finds',
    zh: '先查项目根目录，再逐级向上查父目录，直到用户主目录（或文件系统根目录），以找到的第一个为准',
  });
  pageSays('config/tools/postcss', {
    en: 'Configuration files in subdirectories are not used; one in a parent folder is, when the project root has none',
    zh: '子目录中的配置文件不会被使用；项目根目录下没有配置文件时，会使用父目录中的',
  });
  const top = project({
    'postcss.config.cjs':
      "module.exports = { plugins: [{ postcssPlugin: 'blue', Declaration(d) { if (d.value === 'red') d.value = 'blue'; } }] };\n",
    'home/app/package.json': '{ "name": "app", "private": true }\n',
    'home/app/src/index.js': "import './index.css';\n",
    'home/app/src/index.css': '.a { color: red; }\n',
  });
  const app = path.join(top, 'home/app');
  build(app);
  assert.match(distText(app, /\.css$/), /\.a\{color:blue\}/);
  build(app, { HOME: path.join(top, 'home') });
  assert.match(distText(app, /\.css$/), /\.a\{color:red\}/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss: Unknown word

test('config/tools/postcss "PostCSS itself throws it as CssSyntaxError: /my-app/src/index.css:2:6: Unknown word comment ... postcss-loader, which Rsbuild 0.5.9 runs, prints it as SyntaxError ... and so does webpack with postcss-loader": webpack 5 with postcss-loader 8.1.1 reports SyntaxError (2:6) ... Unknown word comment, postcss.parse throws CssSyntaxError', async () => {
  pageSays(
    'config/tools/postcss',
    {
      en: "PostCSS itself throws it as `CssSyntaxError: /my-app/src/index.css:2:6: Unknown word comment`, and tools that print PostCSS's error unchanged show that form; postcss-loader, which Rsbuild 0.5.9 runs, prints it as `SyntaxError` with the line and column, as above, and so does webpack with postcss-loader.",
      zh: 'Rsbuild 0.5.9 所用的 postcss-loader 则如上所示输出 `SyntaxError` 以及行号和列号，webpack + postcss-loader 也是如此。',
    },
    { en: 'In webpack with postcss-loader the same error reads', zh: '在 webpack + postcss-loader 中，同样的错误显示为' },
  );
  const css = '.title {\n  // comment\n  color: red;\n}\n';
  const compiled = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'compiled');
  const postcssLoader = path.join(compiled, 'postcss-loader/index.js');
  // PostCSS as postcss-loader loads it.
  const postcss = createRequire(postcssLoader)('postcss') as { parse: (css: string, opts: { from: string }) => unknown };
  assert.throws(
    () => postcss.parse(css, { from: '/my-app/src/index.css' }),
    (e: Error) => e.name === 'CssSyntaxError' && String(e).startsWith('CssSyntaxError: /my-app/src/index.css:2:6: Unknown word'),
  );

  const fromPlugin = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('eslint-webpack-plugin'));
  const webpack = fromPlugin('webpack') as (
    options: object,
    done: (err: Error | null, stats: { toString: (o: object) => string }) => void,
  ) => void;
  assert.match((fromPlugin('webpack/package.json') as { version: string }).version, /^5\./);
  const dir = project({ 'src/index.js': "import './index.css';\n", 'src/index.css': css });
  const output = await new Promise<string>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
        module: {
          rules: [
            {
              test: /\.css$/,
              use: [path.join(compiled, 'css-loader/index.js'), { loader: postcssLoader, options: { postcssOptions: { config: false } } }],
            },
          ],
        },
      },
      (err, stats) => (err ? reject(err) : resolve(stats.toString({ colors: false }))),
    ),
  );
  assert.match(output, /Module build failed \(from [^)]*postcss-loader[^)]*\):\s*SyntaxError\s+\(2:6\) \S*\/src\/index\.css Unknown word/);
  assert.doesNotMatch(output, /CssSyntaxError/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss: how often the function form runs

test('config/tools/postcss "called once per style rule (CSS, Less, Sass, and Stylus with its plugin) and per build target that runs PostCSS (not node or web-worker)": with the targets web, node, web-worker and service-worker a tools.postcss function runs six times, and only the web and service-worker configs have postcss-loader', async () => {
  pageSays('config/tools/postcss', {
    en: 'The function is called once per style rule (CSS, Less, Sass, and Stylus with its plugin) and per build target that runs PostCSS (not `node` or `web-worker`)',
    zh: '函数会针对每条样式规则（CSS、Less、Sass，以及添加插件后的 Stylus）和每个执行 PostCSS 的构建目标（`node` 和 `web-worker` 除外）各调用一次',
  });
  let calls = 0;
  const { rspack } = await inspect({
    output: { targets: ['web', 'node', 'web-worker', 'service-worker'] },
    tools: {
      postcss: () => {
        calls += 1;
      },
    },
  });
  assert.equal(calls, 6);
  assert.deepEqual(
    rspack.map((config: { target: unknown; module: unknown }) => [config.target, JSON.stringify(config.module).includes('postcss-loader')]),
    [
      [['web', 'es2017'], true],
      ['node', false],
      [['webworker', 'es2017'], false],
      [['webworker', 'es2017'], true],
    ],
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss: postcss.sourceMap

test('config/tools/postcss postcss.sourceMap "Turn on output.sourceMap.css instead ... in production together with output.sourceMap.js (off there by default); this option alone only affects the PostCSS step": production builds write no .css.map with tools.postcss sourceMap or output.sourceMap.css alone, one with css and js source maps on', () => {
  pageSays('config/tools/postcss', {
    en: 'Turn on `output.sourceMap.css` instead when you want CSS source maps in the output, in production together with `output.sourceMap.js` (off there by default)',
    zh: '请开启 `output.sourceMap.css`，生产模式下还要同时开启默认关闭的 `output.sourceMap.js`',
  });
  const maps = (config: string): string[] => {
    const dir = project({
      'rsbuild.config.mjs': `export default ${config};\n`,
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.a { color: red; }\n',
    });
    build(dir);
    return distFiles(dir)
      .filter((f) => f.endsWith('.css.map'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  };
  assert.deepEqual(maps('{ tools: { postcss: { sourceMap: true } } }'), []);
  assert.deepEqual(maps('{ output: { sourceMap: { css: true } } }'), []);
  assert.deepEqual(maps("{ output: { sourceMap: { js: 'source-map', css: true } } }"), ['static/css/index.[hash].css.map']);
});
