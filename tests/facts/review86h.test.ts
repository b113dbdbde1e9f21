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
// - config/output/externals, Object form: "These tags [html.tags, head: true, append: false] are inserted at the start
//   of <head>". Only with the default template: with a template of your own they go after what its <head> already
//   holds (a <title> and a <script> written there stayed before them), ahead of the tags Rsbuild inserts (<meta>, the
//   bundle). The page now says "before every other tag that Rsbuild inserts into <head> (with the default template, at
//   its very start)".
// - config/output/externals, Common problems, the CDN item: "the assets retry plugin can help: ... a script that fails
//   to load is requested again from the next one", for CDN scripts from html.tags or written into the template. The
//   plugin (plugin-assets-retry/src/AssetsRetryPlugin.ts 97-119) puts its runtime, which listens for load errors
//   (src/runtime/index.ts 257), at the front of the head tags Rsbuild inserts: after a <script> of the template's
//   <head>, whose failure happens before anyone listens. A scratch build with the plugin (0.5.4, the registry has no
//   0.5.9) and core 0.5.9 gave template script, retry runtime, html.tags script, in that order. The plugin is not
//   installed here, so the test checks the core half: the template's <script> comes before every inserted tag. The
//   page now limits the claim to html.tags scripts and says why a template's script is not retried.
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

// ---------------------------------------------------------------------------------------------------------
// config/output/externals: where html.tags and a template's own <script> land in <head>

test('config/output/externals "These tags go before every other tag that Rsbuild inserts into <head> (with the default template, at its very start)" + "A <script> written into the template\'s <head> comes before every tag Rsbuild inserts": with a template of its own, the page keeps <title> and the template\'s CDN <script> first, then the html.tags script (head: true, append: false), then <meta> and the deferred bundle; with the default template the html.tags script opens <head>', () => {
  pageSays(
    'config/output/externals',
    {
      en: 'These tags go before every other tag that Rsbuild inserts into `<head>` (with the default template, at its very start), without `defer`',
      zh: '这些标签会排在 Rsbuild 插入 `<head>` 的所有其他标签之前（使用默认模板时就在 `<head>` 的最开头），并且不带 `defer`',
    },
    { en: 'These tags are inserted at the start of `<head>`', zh: '这些标签会插入到 `<head>` 的开头' },
  );
  pageSays(
    'config/output/externals',
    {
      en: "can help with scripts added by `html.tags`: list spare CDN domains in its `domain`, and such a script that fails to load is requested again from the next one. A `<script>` written into the template's `<head>` comes before every tag Rsbuild inserts, the plugin's own script included, so its failure goes unseen: add it with `html.tags` instead.",
      zh: '处理 `html.tags` 添加的脚本：在它的 `domain` 中列出备用的 CDN 域名，这类脚本加载失败时会换一个域名重新请求。模板 `<head>` 里手写的 `<script>` 排在 Rsbuild 插入的所有标签之前，也在插件自己的脚本之前，它加载失败时插件察觉不到，请改用 `html.tags` 添加。',
    },
    { en: 'can help: list spare CDN domains', zh: '资源重试插件](/zh/plugins/list/plugin-assets-retry)：' },
  );
  const tags = "tags: [{ tag: 'script', attrs: { src: 'https://tags.example.com/vue.js' }, head: true, append: false }]";
  const headOf = (files: Record<string, string>): string[] => {
    const dir = project({ 'src/index.js': 'console.log(1);\n', ...files });
    build(dir);
    const head = distText(dir, /^index\.html$/).match(/<head>(.*)<\/head>/s)?.[1] ?? '';
    return [...head.matchAll(/<(title|meta|script)\b[^>]*>/g)].map((m) =>
      (m[0].match(/src="([^"]+)"/)?.[1] ?? m[1]).replace(/\.[0-9a-f]{8}\./, '.[hash].'),
    );
  };
  const own = headOf({
    'rsbuild.config.mjs': `export default { html: { template: './index.html', ${tags} } };\n`,
    'index.html':
      '<!doctype html><html><head><title>t</title><script src="https://template.example.com/vue.js"></script></head><body><div id="root"></div></body></html>\n',
  });
  assert.deepEqual(own, [
    'title',
    'https://template.example.com/vue.js',
    'https://tags.example.com/vue.js',
    'meta',
    'meta',
    '/static/js/index.[hash].js',
  ]);
  const builtIn = headOf({ 'rsbuild.config.mjs': `export default { html: { ${tags} } };\n` });
  assert.equal(builtIn[0], 'https://tags.example.com/vue.js');
  assert.equal(builtIn.at(-1), '/static/js/index.[hash].js');
});
