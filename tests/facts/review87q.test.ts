// Facts behind the accuracy review of session 87 (slice q): config/tools/less, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it and that the replaced wording is gone.
//
// - config/tools/less, the intro: "Every file matching /\.less$/ goes through less-loader, then PostCSS (with
//   autoprefixer)". Only in builds for the web and service-worker targets: applyBaseCSSRule
//   (core/src/provider/plugins/css.ts, `if (!isServer && !isWebWorker)`) adds postcss-loader to the Less rule only
//   there. Run: rsbuild inspect with the four targets; the Less rule of the node and web-worker configs has no
//   postcss-loader.
// - config/tools/less, less.additionalData: "Use an alias or a package path in it: a relative path would be resolved
//   relative to each file." A relative path is tried from each Less file's folder first, and then Less also tries
//   lessOptions.paths and the working directory (the project root): less 4.2.0's FileManager.loadFile pushes '.' after
//   the paths, and the last path after "Tried -" is the import as written. So './src/styles/variables.less' works
//   from every file, unless a file at that relative path sits beside a Less file, which is then taken instead. Run.
// - config/tools/less, less.webpackImporter: "Whether @import is resolved with the bundler's resolver ... Set it to
//   false to let Less resolve imports on its own, which is faster". less-loader 12.2.0's WebpackFileManager.loadFile
//   calls Less's own FileManager first (super.loadFile) and only asks the bundler's resolver when that fails; with the
//   default true, a file Less finds never reaches the resolver, so turning it off saves that fallback and nothing
//   else. "Faster" was not backed by anything; dropped. Run: with an alias `ui` pointing elsewhere,
//   @import 'ui/theme.less' still gets node_modules/ui/theme.less (found by Less through lessOptions.paths), while an
//   @/ import that Less cannot find is resolved through the alias.
// - config/tools/less, Common errors, "'…' wasn't found": "A relative path is resolved from the importing file, not
//   from the project root." It is tried from the importing file's folder, then under the project's node_modules (the
//   default lessOptions.paths) and from the project root, in the order the paths after "Tried -" show. Run:
//   @import './vars.less' in src/a.less finds vars.less of the project root and node_modules/pkgvars.less.
// - config/tools/less, Common errors, the antd theme paragraph: a relative path into node_modules "only works while its
//   ../ steps lead exactly to the project's node_modules". A single ../ works from every folder: Less also tries the
//   import under lessOptions.paths, and <root>/node_modules/../node_modules/… is the project's node_modules again.
//   Run: from src/styles/a/b/, '../node_modules/antd/…' builds and '../../node_modules/antd/…' stops with wasn't found.
// - config/tools/less, less.lessOptions, the paths bullet: "so that imports resolve from the project and not from
//   another node_modules directory". Less tries the project's node_modules (lessOptions.paths) before the bundler's
//   resolver runs, so the project's copy wins over one nearer to the importing file; but a file missing there is still
//   resolved by the bundler's resolver, from another node_modules directory. Run: src/node_modules/theme/x.less loses
//   to node_modules/theme/x.less, and is used when the root one is absent.
// - config/tools/less, the object form: "An object is merged into the defaults ... You can therefore add Less options
//   without losing javascriptEnabled and paths", with plugins among the options. Not for a Less plugin made from a
//   class: getLessLoaderOptions (shared/src/getLoaderOptions.ts 81-97) deep-merges lessOptions with deepmerge, which
//   clones every mergeable object, class instances included, into a plain object; the clone has no install method and
//   Less skips it without a message. Caveat added. Run: a class instance's install never runs in the object form, a
//   plain object's does, and the class instance added in the function form runs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

const ROUTE = 'config/tools/less';

test('config/tools/less "Every file matching /\\.less$/ goes through less-loader, then, in builds for the web and service-worker targets, PostCSS": the Less rule has postcss-loader in the web and service-worker configs, not in the node and web-worker ones', () => {
  pageSays(
    ROUTE,
    {
      en: 'then, in builds for the `web` and `service-worker` targets, PostCSS ([tools.postcss](/config/tools/postcss), with autoprefixer; the `node` and `web-worker` targets skip it)',
      zh: '构建目标为 `web` 和 `service-worker` 时再经过 PostCSS（[tools.postcss](/zh/config/tools/postcss)，包含 autoprefixer；`node` 和 `web-worker` 目标不经过这一步）',
    },
    {
      en: 'goes through less-loader, then PostCSS ([tools.postcss]',
      zh: '都会先经过 less-loader，再经过 PostCSS',
    },
  );
  const dir = project({
    'src/index.js': "import './a.less';\n",
    'src/a.less': '.a { color: red; }\n',
    'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node', 'web-worker', 'service-worker'] } };\n",
  });
  const run = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(run.code, 0, run.output);
  const lessRule = (target: string): string => {
    const text = fs.readFileSync(path.join(dir, 'dist', `rspack.config.${target}.mjs`), 'utf8');
    const start = text.indexOf('test: /\\.less$/');
    const end = text.indexOf('test: /\\.s(?:a|c)ss$/', start);
    assert.ok(start > 0 && end > start, `the Less rule of ${target}`);
    return text.slice(start, end);
  };
  for (const target of ['web', 'service-worker']) {
    assert.match(lessRule(target), /compiled\/less-loader/);
    assert.match(lessRule(target), /compiled\/postcss-loader/, target);
  }
  for (const target of ['node', 'web-worker']) {
    assert.match(lessRule(target), /compiled\/less-loader/);
    assert.doesNotMatch(lessRule(target), /postcss-loader/, target);
  }
});

test('config/tools/less, less.additionalData "A relative path in it is tried from each Less file\'s folder before the project root": ./src/styles/variables.less works from src/ and src/components/; a file at that relative path beside a Less file wins; ./styles/variables.less fails in src/components/', () => {
  pageSays(
    ROUTE,
    {
      en: "A relative path in it is tried from each Less file's folder before the project root: `./src/styles/variables.less` works, but a file at that relative path beside one of your Less files would be taken instead.",
      zh: '其中的相对路径会先相对于每个 Less 文件所在的目录查找，找不到才相对于项目根目录查找：`./src/styles/variables.less` 可以生效',
    },
    {
      en: 'a relative path would be resolved relative to each file.',
      zh: '相对路径会相对于每个文件各自解析。',
    },
  );
  const files = {
    'src/index.js': "import './a.less';\nimport './components/b.less';\n",
    'src/a.less': '.a { color: @c; }\n',
    'src/components/b.less': '.b { color: @c; }\n',
    'src/styles/variables.less': '@c: red;\n',
  };
  const config = (file: string) => `export default { tools: { less: { additionalData: '@import "${file}";' } } };\n`;

  const fromRoot = project({ ...files, 'rsbuild.config.mjs': config('./src/styles/variables.less') });
  build(fromRoot);
  assert.match(distText(fromRoot, /\.css$/), /\.a,\.b\{color:red\}/);

  const shadowed = project({
    ...files,
    'src/components/src/styles/variables.less': '@c: blue;\n',
    'rsbuild.config.mjs': config('./src/styles/variables.less'),
  });
  build(shadowed);
  const css = distText(shadowed, /\.css$/);
  assert.match(css, /\.a\{color:red\}/);
  assert.match(css, /\.b\{color:blue\}/);

  const fromSrc = rsbuild(project({ ...files, 'rsbuild.config.mjs': config('./styles/variables.less') }), ['build']);
  assert.equal(fromSrc.code, 1);
  assert.match(fromSrc.output, /'\.\/styles\/variables\.less' wasn't found\. Tried - .*\/src\/components\/styles\/variables\.less,/);
});

test('config/tools/less, less.webpackImporter "Less always tries an import first, so a file it finds never reaches the resolver": @import \'ui/theme.less\' gets node_modules/ui/theme.less although the alias ui points elsewhere; an @/ import Less cannot find goes through the alias', () => {
  pageSays(
    ROUTE,
    {
      en: "Whether an `@import` that Less cannot find on its own is passed to the bundler's resolver, which understands [source.alias](/config/source/alias), `node_modules` packages and the `~` prefix. Less always tries an import first, so a file it finds never reaches the resolver. Set it to `false` to leave imports to Less alone, which then only understands relative paths,",
      zh: 'Less 自己找不到 `@import` 的文件时，是否交给打包工具的解析器处理；该解析器支持 [source.alias](/zh/config/source/alias)、`node_modules` 中的包以及 `~` 前缀。Less 总是先自己查找，它能找到的文件不会经过这个解析器。',
    },
    { en: 'which is faster but only understands', zh: '速度更快' },
  );
  const dir = project({
    'src/index.js': "import './a.less';\n",
    'src/a.less': "@import 'ui/theme.less';\n@import '@/styles/q.less';\n.a { color: @t; width: @q; }\n",
    'src/styles/q.less': '@q: 2px;\n',
    'src/ui-alias/theme.less': '@t: blue;\n',
    'node_modules/ui/theme.less': '@t: red;\n',
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src', ui: './src/ui-alias' } } };\n",
  });
  build(dir);
  assert.match(distText(dir, /\.css$/), /\.a\{color:red;width:2px\}/);
});

test("config/tools/less, Common errors \"A relative path is tried from the importing file's folder first, then under the project's node_modules and from the project root\": @import './vars.less' in src/a.less finds the root's vars.less and node_modules/pkgvars.less; a missing one lists the three places in that order", () => {
  pageSays(
    ROUTE,
    {
      en: "A relative path is tried from the importing file's folder first, then under the project's `node_modules` and from the project root (the working directory), the order of the paths after `Tried -`.",
      zh: '相对路径会先在发起导入的文件所在目录下查找，再到项目的 `node_modules` 下和项目根目录（当前工作目录）查找，顺序就是 `Tried -` 后面列出的路径。',
    },
    {
      en: 'A relative path is resolved from the importing file, not from the project root.',
      zh: '相对路径是相对于发起导入的文件来解析的，而不是项目根目录。',
    },
  );
  const found = project({
    'src/index.js': "import './a.less';\n",
    'src/a.less': "@import './vars.less';\n@import './pkgvars.less';\n.a { color: @c; width: @w; }\n",
    'vars.less': '@c: red;\n',
    'node_modules/pkgvars.less': '@w: 3px;\n',
  });
  build(found);
  assert.match(distText(found, /\.css$/), /\.a\{color:red;width:3px\}/);

  const missing = rsbuild(project({ 'src/index.js': "import './a.less';\n", 'src/a.less': "@import './nope.less';\n" }), ['build']);
  assert.equal(missing.code, 1);
  assert.match(missing.output, /'\.\/nope\.less' wasn't found\. Tried - \/.*\/src\/nope\.less,\/.*\/node_modules\/nope\.less,nope\.less/);
});

test("config/tools/less, Common errors \"only works while its ../ steps lead exactly to the project's node_modules from the importing file's folder (or, for a single ../, from node_modules itself)\": from src/styles/a/b/, ../node_modules/antd/… builds, ../../node_modules/antd/… stops with wasn't found", () => {
  pageSays(
    ROUTE,
    {
      en: "only works while its `../` steps lead exactly to the project's `node_modules` from the importing file's folder (or, for a single `../`, from `node_modules` itself, which Less also searches)",
      zh: '（只有一个 `../` 时例外：Less 也会在 `node_modules` 目录下查找，`../node_modules/…` 又回到了这里）',
    },
    {
      en: "only works while its `../` steps lead exactly to the project's `node_modules`: with one too many",
      zh: '只有在 `../` 的层数正好到达项目的 `node_modules` 时才有效',
    },
  );
  const files = (from: string) => ({
    'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.16" }\n',
    'node_modules/antd/lib/style/themes/default.less': '@primary-color: #1890ff;\n',
    'src/index.js': "import './styles/a/b/theme.less';\n",
    'src/styles/a/b/theme.less': `@import '${from}';\n.x { color: @primary-color; }\n`,
  });
  const single = project(files('../node_modules/antd/lib/style/themes/default.less'));
  build(single);
  assert.match(distText(single, /\.css$/), /\.x\{color:#1890ff\}/);

  const two = rsbuild(project(files('../../node_modules/antd/lib/style/themes/default.less')), ['build']);
  assert.equal(two.code, 1);
  assert.match(two.output, /'\.\.\/\.\.\/node_modules\/antd\/lib\/style\/themes\/default\.less' wasn't found\. Tried - /);
});

test('config/tools/less, less.lessOptions "a package path is looked up in the project\'s own node_modules first ... Only a file missing there is left to the bundler\'s resolver": node_modules/theme/x.less wins over src/node_modules/theme/x.less; without it, the src/node_modules copy is used', () => {
  pageSays(
    ROUTE,
    {
      en: "so that a package path is looked up in the project's own `node_modules` first, even when a copy sits in a `node_modules` directory nearer to the importing file. Only a file missing there is left to the bundler's resolver, which can then find it in another `node_modules` directory.",
      zh: '这样包路径会优先在项目自己的 `node_modules` 中查找，即使离发起导入的文件更近的某个 `node_modules` 目录里也有一份。',
    },
    {
      en: 'so that imports resolve from the project and not from another `node_modules` directory.',
      zh: '使导入从当前项目解析，而不是从其他 `node_modules` 目录解析。',
    },
  );
  const files = {
    'src/index.js': "import './a.less';\n",
    'src/a.less': "@import 'theme/x.less';\n.a { color: @t; }\n",
    'src/node_modules/theme/x.less': '@t: blue;\n',
  };
  const both = project({ ...files, 'node_modules/theme/x.less': '@t: red;\n' });
  build(both);
  assert.match(distText(both, /\.css$/), /\.a\{color:red\}/);

  const nearOnly = project(files);
  build(nearOnly);
  assert.match(distText(nearOnly, /\.css$/), /\.a\{color:blue\}/);
});

test('config/tools/less, Caveats "Less plugins created from a class are lost in the object form": the install of new P() in lessOptions.plugins never runs, a plain object\'s does; new P() added in the function form runs', () => {
  pageSays(ROUTE, {
    en: 'The deep merge copies each entry of `lessOptions.plugins` into a plain object, so a plugin such as `new SomePlugin()`, whose `install` method belongs to its class, arrives without it and is skipped without a message',
    zh: '像 `new SomePlugin()` 这样 `install` 方法定义在类上的插件，复制后就没有这个方法了，Less 会直接跳过它，不给任何提示',
  });
  const plugins = [
    "import fs from 'node:fs';",
    "class P { install() { fs.writeFileSync('class.txt', 'installed'); } }",
    "const literal = { install() { fs.writeFileSync('literal.txt', 'installed'); } };",
  ].join('\n');
  const files = { 'src/index.js': "import './a.less';\n", 'src/a.less': '.a { color: red; }\n' };
  const objectForm = project({
    ...files,
    'rsbuild.config.mjs': `${plugins}\nexport default { tools: { less: { lessOptions: { plugins: [new P(), literal] } } } };\n`,
  });
  const run = build(objectForm);
  assert.doesNotMatch(run.output, /warn|error/i);
  assert.ok(!fs.existsSync(path.join(objectForm, 'class.txt')), 'the class instance was not installed');
  assert.ok(fs.existsSync(path.join(objectForm, 'literal.txt')), 'the plain object was installed');

  const functionForm = project({
    ...files,
    'rsbuild.config.mjs': `${plugins}\nexport default { tools: { less: (options) => { options.lessOptions.plugins = [...(options.lessOptions.plugins ?? []), new P()]; } } };\n`,
  });
  build(functionForm);
  assert.ok(fs.existsSync(path.join(functionForm, 'class.txt')), 'the class instance was installed');
});
