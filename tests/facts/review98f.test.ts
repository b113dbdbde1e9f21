// Facts behind the accuracy review of session 98 (slice f): plugins/list/plugin-type-check, plugins/list/plugin-eslint,
// config/tools/swc and config/output/copy, in both languages. Each test names the page and the sentences it backs,
// checks that both languages say them (and, for the fix, that the old wording is gone), then runs @rsbuild/core 0.5.9
// in a throw-away project (topics-support.ts). No package beyond what the repository installs is needed.
//
// Fix:
// - config/tools/swc, swc.jsc: "`preserveAllComments: true`: comments are kept, so that Rspack's magic comments such as
//   `/* webpackChunkName: "x" */` still work" (zh: 保留注释，使 … 这类 Rspack 魔法注释依然有效). Rsbuild sets it for that
//   reason (core/src/provider/plugins/swc.ts 39-41, after swc-project/swc#6403), but the SWC of the Rspack that 0.5.9
//   installs keeps comments, magic comments included, with `false` as well: the only comments that `true` adds are those
//   written inside TypeScript types that SWC removes, which then stand loose in the unminified output (`/** doc */
//   /* note */ function g(a) /* note */ {`). Builds with the default and with preserveAllComments: false name the lazy
//   chunks after their webpackChunkName in both cases (in a .ts file, inside an arrow function in an object literal,
//   an async function and a class field, also with ie 11 targets in a scratch run), keep a `//` comment in both, and
//   only the default keeps the comments of an interface, a type alias and a parameter type. Now: "comments are kept
//   even inside the TypeScript types that SWC removes, and end up loose in the unminified output. Rspack's magic
//   comments ... do not depend on it: with `false` they still work, and only the comments of removed types are
//   dropped." Test 1.
//
// Claims that no earlier facts file ran, confirmed by runs and kept as tests (no change to the pages):
// - plugins/list/plugin-eslint, Register the plugin: the page's src/index.js makes `rsbuild build` print the two
//   problems in the quoted shape (× [eslint], the file, 1:7 no-unused-vars, 2:13 no-undef, ✖ 2 problems), the
//   production size table with dist/static/js/index.[hash].js and dist/index.html, then `Failed to build.` and
//   `Rspack build failed!`, exit code 1, with the files written; How it works: the results are cached in
//   node_modules/.cache/eslint-webpack-plugin/.eslintcache (eslint-webpack-plugin 4.1.0 dist/options.js, cacheLocation,
//   relative to the project the CLI runs in). @rsbuild/plugin-eslint 0.5.9 is not installed here (the registry lacks
//   it): the project registers eslint-webpack-plugin as its 0.5.9 source does (packages/plugin-eslint/src/index.ts
//   30-52), with this site's eslint-webpack-plugin 4.1.0 and ESLint 8.57.0, as review87g.test.ts does. Test 2.
// - config/output/copy, from: "A directory is copied with its whole content, including sub-directories and dot files,
//   but without the directory itself" (a .hidden file and sub/.env are copied; a `**/*` glob leaves dot files out, as
//   globOptions.dot says); to: `files/[name].[contenthash:8][ext]` writes files/terms.<8 hex>.pdf; info: a vendor script
//   with `info: { minimized: true }` stays byte for byte, the same file copied without it is minified. Test 3.
//
// Every other statement of the four pages was checked against the 0.5.9 source (packages/plugin-type-check,
// plugin-eslint, core/src/provider/plugins/swc.ts, shared/src/chain.ts, getBrowserslist.ts, mergeChainedOptions.ts,
// types/rspack.ts, core/src/server/restart.ts, cli/prepare.ts), fork-ts-checker-webpack-plugin 9.0.2 (plugin-config.js,
// plugin-options.d.ts, typescript/worker/lib/config.js, issue/issue-match.js, rpc/rpc-worker.js,
// hooks/tap-error-to-log-message.js, README), eslint-webpack-plugin 4.1.0 (index.js, options.js, linter.js,
// getESLint.js), the CopyRspackPlugin of @rspack/core 0.5.9 and its binding types, and the runs of earlier facts
// files (see /work/review98/REPORT-f.md).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/tools/swc: what preserveAllComments changes

test('config/tools/swc "preserveAllComments: true: comments are kept even inside the TypeScript types that SWC removes ... magic comments do not depend on it: with false they still work"', () => {
  pageSays(
    'config/tools/swc',
    {
      en: '- `preserveAllComments: true`: comments are kept even inside the TypeScript types that SWC removes, and end up loose in the unminified output. Rspack\'s magic comments such as `/* webpackChunkName: "x" */` do not depend on it: with `false` they still work, and only the comments of removed types are dropped.',
      zh: '- `preserveAllComments: true`：被 SWC 移除的 TypeScript 类型中的注释也会保留下来，散落在未压缩的产物里。`/* webpackChunkName: "x" */` 这类 Rspack 魔法注释并不依赖它：设为 `false` 时魔法注释依然有效，去掉的只是已移除类型中的注释。',
    },
    {
      en: 'comments are kept, so that Rspack\'s magic comments such as `/* webpackChunkName: "x" */` still work.',
      zh: '保留注释，使 `/* webpackChunkName: "x" */` 这类 Rspack 魔法注释依然有效。',
    },
  );
  const files = (preserve: string) => ({
    'src/index.ts': `// a line comment
interface Item {
  /** in-interface */
  x: number;
}
type Label = /* in-alias */ string;
export function label(item: /* in-param-type */ Item): Label {
  return String(item.x);
}
const lazy = (o: { loader: () => Promise<unknown> }) => o.loader;
export const routes = [{ component: lazy({ loader: () => import(/* webpackChunkName: 'route-a' */ './a') }) }];
async function loadB(): Promise<void> {
  await import(/* webpackChunkName: "lazy-b" */ './b');
}
class Loader {
  c = async () => import(/* webpackChunkName: "lazy-c" */ './c');
}
console.log(label({ x: 1 }), routes[0].component(), loadB(), new Loader().c());
`,
    'src/a.js': 'export default 1;\n',
    'src/b.js': 'export default 2;\n',
    'src/c.js': 'export default 3;\n',
    'rsbuild.config.mjs': `export default { source: { entry: { index: './src/index.ts' } }, output: { minify: false }${preserve} };\n`,
  });
  const byDefault = project(files(''), CORE);
  build(byDefault);
  const off = project(files(', tools: { swc: { jsc: { preserveAllComments: false } } }'), CORE);
  build(off);
  for (const dir of [byDefault, off]) {
    const chunks = distFiles(dir).filter((f) => f.startsWith('static/js/async/'));
    assert.deepEqual(
      chunks.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '')),
      ['static/js/async/lazy-b', 'static/js/async/lazy-c', 'static/js/async/route-a'],
    );
    assert.match(distText(dir, /^static\/js\/index\./), /\/\/ a line comment/);
  }
  const kept = distText(byDefault, /^static\/js\/index\./);
  const dropped = distText(off, /^static\/js\/index\./);
  for (const comment of ['/** in-interface */', '/* in-alias */', '/* in-param-type */']) {
    assert.ok(kept.includes(comment), `the default keeps ${comment}`);
    assert.ok(!dropped.includes(comment), `preserveAllComments: false drops ${comment}`);
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-eslint: the build of the page's src/index.js

test('plugins/list/plugin-eslint "npx rsbuild build prints the lint errors and fails with exit code 1. The files are still written to the output directory, as the size report shows" + "Results are cached in node_modules/.cache/eslint-webpack-plugin/.eslintcache"', () => {
  pageSays('plugins/list/plugin-eslint', {
    en: '`npx rsbuild build` prints the lint errors and fails with exit code 1. The files are still written to the output directory, as the size report shows:',
    zh: '`npx rsbuild build` 会输出 lint 错误，并以退出码 1 失败。正如文件体积报告所示，产物文件仍然会被写入产物目录：',
  });
  pageSays('plugins/list/plugin-eslint', {
    en: 'Results are cached in `node_modules/.cache/eslint-webpack-plugin/.eslintcache`, so unchanged files are not linted again.',
    zh: '检查结果缓存在 `node_modules/.cache/eslint-webpack-plugin/.eslintcache` 中，未修改的文件不会被重复检查。',
  });
  const dir = project(
    {
      'src/index.js': 'const unused = 1;\nconsole.log(undefinedVar);\n',
      '.eslintrc.cjs': `module.exports = {
  root: true,
  env: { browser: true, es2022: true },
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  extends: ['eslint:recommended'],
};
`,
      'rsbuild.config.mjs': `import path from 'node:path';
import ESLintPlugin from 'eslint-webpack-plugin';
// what @rsbuild/plugin-eslint 0.5.9 does (its src/index.ts)
const pluginEslint = (options = {}) => ({ name: 'rsbuild:eslint', setup(api) { api.modifyBundlerChain((chain, { target, CHAIN_ID }) => {
  if (target !== api.context.targets[0]) return;
  chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude: ['node_modules', path.relative(api.context.rootPath, api.context.distPath)], ...options.eslintPluginOptions }]);
}); } });
export default { plugins: [pluginEslint()] };
`,
    },
    { ...CORE, 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' },
  );
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1, run.output);
  assert.match(
    run.output,
    /error {3}Compile error: ?\nFailed to compile, check the errors for troubleshooting\.\n× \[eslint\]\n {2}│ \S+\/src\/index\.js\n {2}│ {3}1:7 {3}error {2}'unused' is assigned a value but never used {2}no-unused-vars\n {2}│ {3}2:13 {2}error {2}'undefinedVar' is not defined {16}no-undef\n {2}│ ?\n {2}│ ✖ 2 problems \(2 errors, 0 warnings\)/,
  );
  assert.match(
    run.output,
    /info {4}Production file sizes:[^]*dist\/static\/js\/index\.[0-9a-f]{8}\.js[^]*dist\/index\.html[^]*error {3}Failed to build\.\nerror {3}Rspack build failed!/,
  );
  assert.deepEqual(
    distFiles(dir).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['index.html', 'static/js/index.[hash].js'],
  );
  assert.ok(fs.existsSync(path.join(dir, 'node_modules/.cache/eslint-webpack-plugin/.eslintcache')));
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: a directory with dot files, a [contenthash:8] template, info.minimized

test('config/output/copy "A directory is copied with its whole content, including sub-directories and dot files" + to "files/[name].[contenthash:8][ext]" + info "minimized: set it to true for files that the production minifier must leave alone"', () => {
  pageSays('config/output/copy', {
    en: 'A directory is copied with its whole content, including sub-directories and dot files, but without the directory itself',
    zh: '目录会连同全部内容（包括子目录和以点开头的文件）一起复制，但不包括目录本身',
  });
  pageSays('config/output/copy', {
    en: "{ from: './legal/terms.pdf', to: 'files/[name].[contenthash:8][ext]' }",
    zh: "{ from: './legal/terms.pdf', to: 'files/[name].[contenthash:8][ext]' }",
  });
  pageSays('config/output/copy', {
    en: 'The field you are likely to need is `minimized`: set it to `true` for files that the production minifier must leave alone',
    zh: '最可能用到的字段是 `minimized`：对于生产环境的压缩器不应处理的文件',
  });
  const vendor = 'function   hello ( name ) { return name }\n';
  const dir = project(
    {
      'src/index.js': 'console.log(1);\n',
      'extra/a.txt': 'a\n',
      'extra/.hidden': 'h\n',
      'extra/sub/.env': 'e\n',
      'extra/sub/b.json': '{}\n',
      'legal/terms.pdf': 'pdf\n',
      'vendor/legacy.js': vendor,
      'vendor/other.js': vendor,
      'rsbuild.config.mjs': `export default { output: { copy: [
  { from: './extra' },
  { from: './extra/**/*', to: 'globbed' },
  { from: './legal/terms.pdf', to: 'files/[name].[contenthash:8][ext]' },
  { from: './vendor/legacy.js', to: 'vendor/legacy.js', info: { minimized: true } },
  { from: './vendor/other.js', to: 'vendor/other.js' },
] } };
`,
    },
    CORE,
  );
  build(dir);
  const files = distFiles(dir);
  for (const f of ['.hidden', 'a.txt', 'sub/.env', 'sub/b.json']) assert.ok(files.includes(f), `${f}: ${files}`);
  assert.ok(!files.some((f) => f.startsWith('extra/')), 'the directory itself is not written');
  assert.deepEqual(
    files.filter((f) => f.startsWith('globbed/')),
    ['globbed/extra/a.txt', 'globbed/extra/sub/b.json'],
  );
  assert.deepEqual(
    files.filter((f) => f.startsWith('files/')).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash8].')),
    ['files/terms.[hash8].pdf'],
  );
  assert.equal(fs.readFileSync(path.join(dir, 'dist/vendor/legacy.js'), 'utf8'), vendor);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/vendor/other.js'), 'utf8'), 'function hello(n){return n}');
});
