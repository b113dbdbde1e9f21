// Facts behind the accuracy review of session 97 (slice x): plugins/list/plugin-babel, plugins/list/plugin-node-polyfill
// and config/source/entry, in both languages. Each test names the page and the sentences it backs, checks that both
// languages say them, and runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project; topics-support.ts).
//
// The fix:
// - plugins/list/plugin-babel, "The build seems frozen": after the plugin that logs each file Babel starts, the page said
//   "The number of lines printed also tells you how many files Babel compiles." Only while the Babel cache holds nothing
//   for these options: babel-loader (9.1.3, the plugin's compiled copy) returns a cached result without running Babel,
//   so a file already in node_modules/.cache/babel-loader prints no line (the cache is on by default,
//   plugin-babel/src/plugin.ts 86-98; the cacheIdentifier is NODE_ENV + JSON.stringify(options) + versions, 41-53, so
//   adding the logging plugin changes it). Run: a build with pluginBabel() alone, then with the logging plugin, which
//   prints one line per file (2), then the same again, which prints none. Now: "In the first build after you add this
//   plugin, the number of lines printed also tells you how many files Babel compiles. Later builds print only the files
//   that are not in the Babel cache yet (none when nothing changed), because `babel-loader` returns a cached result
//   without running Babel."
//
// Claims found doubtful and confirmed by a run (no change to the pages):
// - plugins/list/plugin-babel, babelLoaderOptions as an object: "with `plugins`, the decorators plugin is gone and files
//   that use decorators fail to compile" (the TypeScript preset does not make Babel parse decorators: `{ plugins: [] }`
//   stops at a decorated class with "Support for the experimental syntax 'decorators' isn't currently enabled"), and
//   Limits: "Babel parses every file ... as TSX. Angle-bracket type assertions such as `<Type>value` are a syntax error"
//   (a .ts file with `<number>x` builds without the plugin and stops at "Unterminated JSX contents" with it).
// - config/source/entry: "Package names work as well" and "An entry that starts from a file outside the compile scope,
//   such as a plain `.js` file in `node_modules`, is bundled but not compiled". Run with core only: an entry named by
//   a package's name builds from that package's main file, which keeps `?.` and `??` for Chrome 50, while an entry in
//   src/ is downgraded.
//
// REVIEW97x_DEPS: a folder outside the repository whose node_modules holds @rsbuild/plugin-babel and Babel, neither of
// which the repository installs: `npm i --prefix <folder> --legacy-peer-deps @rsbuild/plugin-babel@0.5.4` (the
// registry we reach has no 0.5.9; 0.5.4's dist/index.js has the same getDefaultBabelOptions, getCacheIdentifier and
// rules as the 0.5.9 source, and the same compiled babel-loader 9.1.3; its dependencies bring @babel/core 7).
// Without it, the plugin-babel runs are skipped and only the pages' words are checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

const DEPS = process.env.REVIEW97x_DEPS;
const NO_DEPS = 'REVIEW97x_DEPS is not set: @rsbuild/plugin-babel and Babel are not installed in the repository';
const BABEL = 'plugins/list/plugin-babel';
const babelPlugin = (): string => JSON.stringify(path.join(DEPS ?? '', 'node_modules/@rsbuild/plugin-babel/dist/index.js'));

test(`${BABEL} "In the first build after you add this plugin, the number of lines printed also tells you how many files Babel compiles. Later builds print only the files that are not in the Babel cache yet"`, (t) => {
  pageSays(
    BABEL,
    {
      en: 'In the first build after you add this plugin, the number of lines printed also tells you how many files Babel compiles. Later builds print only the files that are not in the Babel cache yet (none when nothing changed), because `babel-loader` returns a cached result without running Babel.',
      zh: '添加这个插件后的第一次构建中，打印出的行数也能告诉你 Babel 编译了多少个文件。之后的构建只会打印还不在 Babel 缓存中的文件（没有改动时一行都不打印），因为 `babel-loader` 会直接返回缓存的结果，不再运行 Babel。',
    },
    { en: 'The number of lines printed also tells you', zh: '。打印出的行数也能告诉你' },
  );
  if (!DEPS) return t.skip(NO_DEPS);
  const logging =
    "(_config, { addPlugins }) => {\n  addPlugins([\n    () => ({\n      name: 'log-file-name',\n      pre(file) {\n        console.log('[babel]', file.opts.filename);\n      },\n      visitor: {},\n    }),\n  ]);\n}";
  const config = (options: string): string =>
    `import { pluginBabel } from ${babelPlugin()};\n\nexport default { plugins: [pluginBabel(${options})] };\n`;
  const dir = project({
    'rsbuild.config.mjs': config(''),
    'src/index.ts': "import { a } from './a';\n\nconsole.log(a);\n",
    'src/a.ts': 'export const a: number = 1;\n',
  });
  const lines = (run: { output: string }): string[] => run.output.split('\n').filter((l) => l.startsWith('[babel]'));
  // The cache is filled by a build without the logging plugin.
  assert.deepEqual(lines(build(dir)), []);
  // The first build with the logging plugin: one line per file Babel compiles.
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), config(`{ babelLoaderOptions: ${logging} }`));
  const withPlugin = lines(build(dir));
  assert.deepEqual(withPlugin.map((l) => path.basename(l.split(' ')[1])).sort(), ['a.ts', 'index.ts'], withPlugin.join('\n'));
  // The next build: both files come from the cache, nothing is printed.
  assert.deepEqual(lines(build(dir)), []);
});

test(`${BABEL} "with \`plugins\`, the decorators plugin is gone and files that use decorators fail to compile" and "Angle-bracket type assertions such as \`<Type>value\` are a syntax error"`, (t) => {
  pageSays(BABEL, {
    en: 'with `plugins`, the decorators plugin is gone and files that use decorators fail to compile;',
    zh: '设置 `plugins` 后，装饰器插件不复存在，使用装饰器的文件会编译失败；',
  });
  pageSays(BABEL, {
    en: 'Babel parses every file, `.js` included, as TSX. Angle-bracket type assertions such as `<Type>value` are a syntax error; use `value as Type`.',
    zh: 'Babel 会把每个文件（包括 `.js` 文件）都当作 TSX 解析。`<Type>value` 这样的尖括号类型断言会导致语法错误，请改用 `value as Type`。',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const withPlugin = (options: string): string =>
    `import { pluginBabel } from ${babelPlugin()};\n\nexport default { plugins: [pluginBabel(${options})] };\n`;
  const decorated = project({
    'rsbuild.config.mjs': withPlugin('{ babelLoaderOptions: { plugins: [] } }'),
    'src/index.ts': 'function sealed(c: unknown) {\n  Object.seal(c);\n}\n\n@sealed\nclass A {\n  x = 1;\n}\n\nconsole.log(new A().x);\n',
  });
  const run = rsbuild(decorated, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Support for the experimental syntax 'decorators' isn't currently enabled/, run.output);

  const assertion = 'const x: unknown = 1;\n\nconsole.log(<number>x + 1);\n';
  const plain = project({ 'src/index.ts': assertion });
  build(plain);
  const babel = project({ 'rsbuild.config.mjs': withPlugin(''), 'src/index.ts': assertion });
  const failed = rsbuild(babel, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /SyntaxError: .*index\.ts: Unterminated JSX contents/, failed.output);
});

test('config/source/entry "Package names work as well" and "An entry that starts from a file outside the compile scope, such as a plain `.js` file in `node_modules`, is bundled but not compiled"', () => {
  pageSays('config/source/entry', {
    en: 'Paths are resolved relative to the project root. Package names work as well.',
    zh: '路径相对于项目根目录解析，也可以使用包名。',
  });
  pageSays('config/source/entry', {
    en: 'An entry that starts from a file outside the compile scope, such as a plain `.js` file in `node_modules`, is bundled but not compiled;',
    zh: '如果入口的起始文件位于编译范围之外（例如 `node_modules` 中的普通 `.js` 文件），它会被打包但不会被编译，',
  });
  const dir = project({
    'rsbuild.config.mjs':
      "export default {\n  source: { entry: { index: 'pkg', own: './src/own.js' } },\n  output: { overrideBrowserslist: ['chrome 50'] },\n};\n",
    'node_modules/pkg/package.json': '{ "name": "pkg", "main": "index.js" }\n',
    'node_modules/pkg/index.js': "const f = (a) => a?.b ?? 'none';\ndocument.title = String(f({ b: 1 }));\n",
    'src/own.js': "const g = (a) => a?.c ?? 'own';\ndocument.body.dataset.x = String(g({}));\n",
  });
  build(dir);
  const fromPackage = distText(dir, /^static\/js\/index\.\w+\.js$/);
  assert.match(fromPackage, /\?\.b\?\?"none"/, fromPackage);
  const own = distText(dir, /^static\/js\/own\.\w+\.js$/);
  assert.doesNotMatch(own, /\?\.|\?\?/, own);
  assert.match(own, /"own"/, own);
});
