// Facts behind the second accuracy review of session 86 (slice h): config/source/define and config/output/externals, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// - config/source/define, Common problems, the "process.env.NODE_ENV": process.env.NODE_ENV item: "the code reads
//   "production" in rsbuild build and "development" in rsbuild dev whatever source.define gives this key". Only when the
//   shell sets no NODE_ENV: the CLI keeps a NODE_ENV it is given (core/src/cli/prepare.ts), the Rspack mode is
//   production only for NODE_ENV=production (plugins/basic.ts), and with NODE_ENV=staging rsbuild build made an
//   unminified development build whose code read "development", even with the entry set to JSON.stringify('staging').
//   The page now says the code reads the build mode and names that case.
// - config/source/define, Common problems, the UMI_ENV item: "read process.env.NODE_ENV: it is 'development' in
//   rsbuild dev and 'production' in rsbuild build, with no setting" did not warn that setting NODE_ENV itself on the
//   command line changes the build: cross-env NODE_ENV=test rsbuild build gave static/js/index.js (no hash), unminified,
//   and the code read "development". The page now says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/source/define: NODE_ENV set in the shell

/** Builds a one-line app with `NODE_ENV` set in the environment; returns the output files and what the code logs. */
function buildWithNodeEnv(nodeEnv: string | undefined, define: string): { files: string[]; js: string; logged: string } {
  const dir = project({
    'rsbuild.config.mjs': `export default { source: { define: ${define} } };\n`,
    'src/index.js': 'console.log("mode:" + process.env.NODE_ENV);\n',
  });
  build(dir, nodeEnv ? { NODE_ENV: nodeEnv } : {});
  const js = distText(dir, /^static\/js\/.*\.js$/);
  return {
    files: distFiles(dir),
    js,
    logged:
      js
        .match(/"mode:" \+ "(\w+)"|"mode:(\w+)"/)
        ?.slice(1)
        .find(Boolean) ?? '',
  };
}

test('config/source/define "the code reads the build mode, "production" in rsbuild build and "development" in rsbuild dev or in a build run with another NODE_ENV such as NODE_ENV=staging, whatever source.define gives this key": NODE_ENV=staging rsbuild build with the entry JSON.stringify(\'staging\') makes an unhashed development build whose code reads "development"', () => {
  pageSays(
    'config/source/define',
    {
      en: 'the code reads the build mode, `"production"` in `rsbuild build` and `"development"` in `rsbuild dev` or in a build run with another `NODE_ENV` such as `NODE_ENV=staging`, whatever `source.define` gives this key',
      zh: '代码里读到的都是构建模式：`rsbuild build` 时是 `"production"`，`rsbuild dev` 时是 `"development"`，命令行把 `NODE_ENV` 设成了别的值（比如 `NODE_ENV=staging`）时也是 `"development"`。',
    },
    {
      en: 'the code reads `"production"` in `rsbuild build` and `"development"` in `rsbuild dev` whatever',
      zh: '代码里读到的都是 `rsbuild build` 时的 `"production"`',
    },
  );
  const built = buildWithNodeEnv('staging', "{ 'process.env.NODE_ENV': JSON.stringify('staging') }");
  assert.ok(built.files.includes('static/js/index.js'), built.files.join(', '));
  assert.equal(built.logged, 'development');
});

test('config/source/define "Do not set NODE_ENV itself on the command line for this: cross-env NODE_ENV=test rsbuild build makes an unminified development build, and the code reads \'development\'": NODE_ENV=test rsbuild build writes static/js/index.js, not minified, whose code reads "development"; without NODE_ENV it reads "production" from a hashed, minified file', () => {
  pageSays('config/source/define', {
    en: "Do not set `NODE_ENV` itself on the command line for this: `cross-env NODE_ENV=test rsbuild build` makes an unminified development build, and the code reads `'development'`.",
    zh: "不要为此在命令行上改 `NODE_ENV` 本身：`cross-env NODE_ENV=test rsbuild build` 得到的是未压缩的开发模式构建，代码里读到的是 `'development'`。",
  });
  const withTest = buildWithNodeEnv('test', '{}');
  assert.ok(withTest.files.includes('static/js/index.js'), withTest.files.join(', '));
  assert.equal(withTest.logged, 'development');
  // unminified: the comments of the webpack runtime are still there
  assert.match(withTest.js, /\/\/ The module cache/);
  const plain = buildWithNodeEnv(undefined, '{}');
  assert.ok(
    plain.files.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    plain.files.join(', '),
  );
  assert.doesNotMatch(plain.js, /\/\/ The module cache/);
  assert.equal(plain.logged, 'production');
});
