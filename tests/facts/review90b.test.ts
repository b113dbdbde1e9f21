// Facts behind the third accuracy review of session 90 (slice b): config/tools/postcss, config/source/decorators and
// config/performance/remove-console, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI in a throw-away
// project, topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that
// the wording it replaced is gone.
//
// - config/tools/postcss, Common problems, "PostCSS config not working": "autoprefixer adds -ms-grid only for Internet
//   Explorer 10 and 11". autoprefixer 10.4.18 (the one @rsbuild/shared 0.5.9 bundles) takes the prefixed browsers of
//   caniuse's css-grid feature, and Edge 12 to 15 are among them: with grid: true and "browserslist": ["edge 15"] the
//   build gets display:-ms-grid and -ms-grid-columns, with ["edge 16"] it gets none (edge 12 and 15 prefixed, 16 not,
//   when the bundled autoprefixer was run directly). The page now
//   names the old Edge 12 to 15 as well (config/tools/autoprefixer already did).
// - config/tools/postcss, "require() of ES Module not supported": "A postcss.config.cjs file, or a postcss.config.js
//   written with module.exports, loads its plugins with require()". Only the array form calls require(): the object
//   form (plugins: { name: options }) hands the names to postcss-load-config 5.0.3, whose req() loads them with
//   import() (compiled/postcss-load-config/index.js of @rsbuild/shared 0.5.9, `await import(`${pathToFileURL(i)}?t=…`)`),
//   so an ES-module-only plugin loads where require() of ES modules is not supported (run below with the Node.js flags
//   that restore that behaviour). A package that uses import without "type": "module" fails in both forms, the object
//   form with "Loading PostCSS Plugin failed: Cannot use import statement outside a module" (the array form's
//   SyntaxError is run in error-message-pages.test.ts). The same run backs the link list of "Loading PostCSS Plugin
//   failed": it said "For the other errors of this file, see" two sections (zh: 另外两种报错), while this error of the
//   same file has a section of its own; the list now names it too.
// - config/tools/postcss, "[object Object] is not a PostCSS plugin": "The object form of postcss.config.js loads the
//   package the same way" (as require()). It imports it (as above): the file is found as require() finds it
//   (createRequire(config).resolve, so a package with separate import and require entries gets its require entry in
//   both forms; checked in a run kept in /tmp/rev90b), then loaded with import(), which for a CommonJS file returns
//   module.exports, the same object; an ES module compiled to CommonJS fails with the same message.
// - config/performance/remove-console, "Babel's transform-remove-console": the example's comment "like
//   transform-remove-console with { exclude: ['error', 'warn'] }" for ['log', 'info', 'table', 'group'], and "The Babel
//   plugin's exclude option ... corresponds to leaving those methods out of the array". The Babel plugin removes the
//   calls of every console method whose name is not in exclude (babel/minify,
//   packages/babel-plugin-transform-remove-console/src/index.js, isIncludedConsole / isExcluded); the array removes the
//   listed methods only: console.debug and console.trace stay in the build, while true removes them as well.
//
// Checked and left as they were (true): the rest of the three pages. Settled by reading or by a run kept in
// /tmp/rev90b only, no test here: with '2022-03', a decorated class in a file without import or export is compiled into
// code that references its old name (ReferenceError: Svc is not defined), in a module file it works; legacy compiles
// `name = 'x'` to `this.name = "x"` (a setter of the parent class runs), 2022-03 to _define_property; node and
// web-worker targets write no .css file; the postcss.config.* file is read once per process (userPostcssrcCache in
// shared/src/css.ts; the CLI restarts only for the config and env files, core/src/cli/init.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { RSBUILD_BIN, build, distText, pageSays, project, projectEnv, rsbuild } from './topics-support';

/** Runs `rsbuild build` in `dir` with Node.js `flags` (before the CLI's path). */
function buildWithNodeFlags(dir: string, flags: string[]): { code: number | null; output: string } {
  const r = spawnSync(process.execPath, [...flags, RSBUILD_BIN, 'build'], {
    cwd: dir,
    env: projectEnv(),
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { code: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/**
 * Node.js 20.19+ and 22.12+ load ES modules with require() (and detect ES module syntax in .js files); these flags
 * restore the behaviour of the earlier versions that Rsbuild 0.5.9 supports (there, they are not needed).
 */
const NO_REQUIRE_ESM = ['--no-experimental-require-module', '--no-experimental-detect-module'].filter((f) =>
  process.allowedNodeEnvironmentFlags.has(f.replace('--no-', '--')),
);

const RED_CSS = { 'src/index.js': "import './index.css';\n", 'src/index.css': '.a { color: red; }\n' };

/** A PostCSS plugin turning `red` into `colour`, as the source of an ES module. */
const esmPlugin = (colour: string) =>
  `import path from 'node:path';\nexport default () => ({ postcssPlugin: 'recolour', Declaration(decl) { if (decl.value === 'red') decl.value = path.basename('${colour}'); } });\n`;

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss

test('config/tools/postcss "autoprefixer adds -ms-grid only for Internet Explorer 10 and 11 and the old Edge 12 to 15, and only when the project\'s browserslist includes them": grid: true in postcss.config.js adds -ms-grid for edge 15, not for edge 16', () => {
  pageSays(
    'config/tools/postcss',
    {
      en: 'because autoprefixer adds `-ms-grid` only for Internet Explorer 10 and 11 and the old Edge 12 to 15, and only when',
      zh: '是因为 autoprefixer 只为 IE 10、IE 11 和旧版 Edge 12 至 15 添加 `-ms-grid`，',
    },
    {
      en: 'adds `-ms-grid` only for Internet Explorer 10 and 11, and only when',
      zh: '只为 IE 10 和 IE 11 添加 `-ms-grid`',
    },
  );
  const cssFor = (browser: string) => {
    const dir = project(
      {
        'package.json': JSON.stringify({ name: 'fact', private: true, browserslist: [browser] }),
        'postcss.config.js': 'module.exports = { plugins: { autoprefixer: { grid: true } } };\n',
        'src/index.js': "import './index.css';\n",
        'src/index.css': '.grid { display: grid; grid-template-columns: 1fr 1fr; }\n',
      },
      { autoprefixer: 'rsbuild-shared-0.5/compiled/autoprefixer' },
    );
    build(dir);
    return distText(dir, /\.css$/).trim();
  };
  const prefixed = '.grid{display:-ms-grid;display:grid;-ms-grid-columns:1fr 1fr;grid-template-columns:1fr 1fr}';
  assert.equal(cssFor('edge 15'), prefixed);
  assert.equal(cssFor('edge 16'), '.grid{display:grid;grid-template-columns:1fr 1fr}');
});

test('config/tools/postcss "that loads its plugins with require() ... stops like this on a plugin published only as an ES module ... The object form (plugins: { \'some-plugin\': {} }) does not: postcss-load-config loads those plugins with import()" + "For other errors of this file, see ... require() of ES Module not supported": without require() of ES modules, the object form builds with an ES-module-only plugin, the array form stops with ERR_REQUIRE_ESM from postcss.config.cjs, and a package using import without "type": "module" fails in the object form too', () => {
  pageSays(
    'config/tools/postcss',
    {
      en: 'that loads its plugins with `require()` (`plugins: [require(\'some-plugin\')]`) stops like this on a plugin published only as an ES module, on the Node.js versions that cannot `require()` an ES module (all before 20.19, 21, and 22 before 22.12). The object form (`plugins: { \'some-plugin\': {} }`) does not: postcss-load-config loads those plugins with `import()`. A package whose files use `import` without declaring `"type": "module"` fails on those versions in both forms: with `SyntaxError: Cannot use import statement outside a module` in the array form, with `Loading PostCSS Plugin failed: Cannot use import statement outside a module` in the object form.',
      zh: '如果通过 `require()` 加载插件（`plugins: [require(\'some-plugin\')]`），在不支持用 `require()` 加载 ES 模块的 Node.js 版本上（20.19 之前的所有版本、21.x，以及 22.12 之前的 22.x），遇到只以 ES 模块形式发布的插件就会这样报错。对象写法（`plugins: { \'some-plugin\': {} }`）不受影响：postcss-load-config 会用 `import()` 加载这些插件。如果某个包的文件使用了 `import`，却没有声明 `"type": "module"`，在这些版本上两种写法都会失败：数组写法报 `SyntaxError: Cannot use import statement outside a module`，对象写法报 `Loading PostCSS Plugin failed: Cannot use import statement outside a module`。',
    },
    {
      en: 'written with `module.exports`, loads its plugins with `require()`.',
      zh: '都是通过 `require()` 加载插件的',
    },
  );
  pageSays(
    'config/tools/postcss',
    {
      en: 'For other errors of this file, see [Invalid PostCSS Plugin found at](#invalid-postcss-plugin-found-at), [is not a PostCSS plugin](#object-object-is-not-a-postcss-plugin) and [require() of ES Module not supported](#require-of-es-module-not-supported).',
      zh: '这个文件的其他报错见 [Invalid PostCSS Plugin found at](#invalid-postcss-plugin-found-at)、[is not a PostCSS plugin](#object-object-is-not-a-postcss-plugin) 和 [require() of ES Module not supported](#require-of-es-module-not-supported)。',
    },
    { en: 'For the other errors of this file', zh: '这个文件的另外两种报错' },
  );
  const pkg = (type: string) => ({
    'node_modules/esm-blue/package.json': JSON.stringify({
      name: 'esm-blue',
      version: '1.0.0',
      ...(type ? { type } : {}),
      main: 'index.js',
    }),
    'node_modules/esm-blue/index.js': esmPlugin('blue'),
  });
  const objectForm = { 'postcss.config.cjs': "module.exports = { plugins: { 'esm-blue': {} } };\n" };

  const object = project({ ...RED_CSS, ...pkg('module'), ...objectForm });
  const objectRun = buildWithNodeFlags(object, NO_REQUIRE_ESM);
  assert.equal(objectRun.code, 0, objectRun.output);
  assert.match(distText(object, /\.css$/), /color:blue/);

  const array = buildWithNodeFlags(
    project({ ...RED_CSS, ...pkg('module'), 'postcss.config.cjs': "module.exports = { plugins: [require('esm-blue')] };\n" }),
    NO_REQUIRE_ESM,
  );
  assert.equal(array.code, 1);
  assert.match(
    array.output,
    /error\s+Error \[ERR_REQUIRE_ESM\]: require\(\) of ES Module .*\/node_modules\/esm-blue\/index\.js from .*\/postcss\.config\.cjs not supported\./,
  );

  const untyped = buildWithNodeFlags(project({ ...RED_CSS, ...pkg(''), ...objectForm }), NO_REQUIRE_ESM);
  assert.equal(untyped.code, 1);
  assert.match(untyped.output, /Loading PostCSS Plugin failed: Cannot use import statement outside a module/);
});

test('config/tools/postcss "The object form of postcss.config.js (plugins: { \'some-plugin\': {} }) loads the package with import(), which returns the same object, and fails with the same message": an ES module compiled to CommonJS gives [object Object] is not a PostCSS plugin in the object form (that form imports, the previous test shows)', () => {
  pageSays(
    'config/tools/postcss',
    {
      en: "The object form of `postcss.config.js` (`plugins: { 'some-plugin': {} }`) loads the package with `import()`, which returns the same object, and fails with the same message.",
      zh: "`postcss.config.js` 的对象写法（`plugins: { 'some-plugin': {} }`）用 `import()` 加载包，得到的也是这个对象，会报同样的错误。",
    },
    { en: 'loads the package the same way', zh: '也以同样的方式加载包' },
  );
  const compiled = project({
    ...RED_CSS,
    'node_modules/compiled-plugin/package.json': '{ "name": "compiled-plugin", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/compiled-plugin/index.js': [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      "exports.default = () => ({ postcssPlugin: 'compiled-plugin', Declaration() {} });",
      'exports.default.postcss = true;',
      '',
    ].join('\n'),
    'postcss.config.cjs': "module.exports = { plugins: { 'compiled-plugin': {} } };\n",
  });
  const run = rsbuild(compiled, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /Error: \[object Object\] is not a PostCSS plugin/);
});

// ---------------------------------------------------------------------------------------------------------
// config/performance/remove-console

test("config/performance/remove-console \"The Babel plugin removes every console method except those in exclude, while the array removes only the methods it lists: calls such as console.debug or console.trace stay ... true removes every call\": ['log', 'info', 'table', 'group'] keeps console.debug, console.trace, console.error and console.warn; true removes them all", () => {
  pageSays(
    'config/performance/remove-console',
    {
      en: 'The Babel plugin removes every `console` method except those in `exclude`, while the array removes only the methods it lists: calls such as `console.debug` or `console.trace` stay unless you add them to `pure_funcs` as shown above. `true` removes every call, as the plugin without options does.',
      zh: 'Babel 插件会移除 `exclude` 以外的所有 `console` 方法，而数组只移除列出的方法：`console.debug`、`console.trace` 这类调用会保留，除非像上文那样把它们加进 `pure_funcs`。`true` 会移除所有调用，和不带选项的 Babel 插件一样。',
    },
    { en: 'corresponds to leaving those methods out of the array', zh: '对应到这里就是不把这些方法写进数组' },
  );
  pageSays(
    'config/performance/remove-console',
    {
      en: "// keeps console.error and console.warn, as { exclude: ['error', 'warn'] } does",
      zh: "// 与 { exclude: ['error', 'warn'] } 一样保留 console.error 和 console.warn",
    },
    { en: "// like transform-remove-console with { exclude: ['error', 'warn'] }", zh: '相当于 transform-remove-console 配置' },
  );
  const methods = ['log', 'info', 'table', 'group', 'debug', 'trace', 'error', 'warn'];
  const built = (removeConsole: string) => {
    const dir = project({
      'rsbuild.config.mjs': `export default { performance: { removeConsole: ${removeConsole} } };\n`,
      'src/index.js': methods.map((m) => `console.${m}('from ${m}');\n`).join(''),
    });
    build(dir);
    const js = distText(dir, /^static\/js\/.*\.js$/);
    return methods.filter((m) => js.includes(`"from ${m}"`));
  };
  assert.deepEqual(built("['log', 'info', 'table', 'group']"), ['debug', 'trace', 'error', 'warn']);
  assert.deepEqual(built('true'), []);
});
