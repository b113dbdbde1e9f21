// Facts behind the accuracy review of session 99 (slice l): config/source/alias and guide/advanced/alias, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it. Nothing outside the repository is needed.
//
// Fixes: none. Every statement checked (about 150 over the four files) held on 0.5.9; most were already run by
// alias-guide, review81e, review81f, review86i, review90l, review93m and the common-problems-round* files.
//
// CONFIRMED, unchanged (no earlier facts file runs them):
// - config/source/alias, lead and "Caveats": "let you make sure that every part of the application uses the same copy
//   of a package"; "Relative values start from the project root. './src' means <root>/src for every file, including
//   files in node_modules"; "Aliases apply to every module, including dependencies in node_modules"; and
//   guide/advanced/alias, "Use source.alias": "A value that starts with . is resolved from the project root, not from
//   the configuration file's folder or the importing file". shared/src/chain.ts applyAlias turns a value that starts
//   with '.' into ensureAbsolutePath(api.context.rootPath, value), the folder the CLI runs in (core/src/cli/init.ts,
//   cwd), whatever --config names. Run: rsbuild build --config config/rsbuild.config.mjs, with a package in
//   node_modules that imports '@/where' and 'shared' and holds its own nested copy of shared: '@/where' comes from
//   <root>/src (not config/src, not the package's src); without a shared alias both copies of shared are bundled, with
//   shared: './node_modules/shared' only the root one.
// - config/source/alias, "Common problems" (CSS item) and guide/advanced/alias, "Common problems": "The same holds for
//   url() with @ in the <style> of a Vue component, which goes through the same CSS rule ... Rsbuild 0.5.9 takes @/ as
//   it is" / "@ in the url() of a Vue component's <style> works the same way, without the ~ that Vue CLI 4 needed".
//   The earlier run (common-problems-round30a) used a plain stylesheet. Run: @rsbuild/plugin-vue 0.5.9 with a
//   component three folders down whose <style> has url(@/assets/img/default.png): with '@': './src' the image is
//   emitted and the CSS points to it; without the alias the build stops with Can't resolve '@/assets/img/default.png'.
// - config/source/alias, "Default: {}" and "Caveats": "To inspect the complete resolve.alias, use tools.rspack or
//   tools.bundlerChain." core/src/provider/config.ts createDefaultConfig sets alias: {}; tools.bundlerChain runs after
//   every modifyBundlerChain hook (shared/src/chain.ts modifyBundlerChain), so after the swc plugin's aliases. Run:
//   rsbuild inspect of an empty configuration writes alias: {} into the normalized config; tools.bundlerChain and
//   tools.rspack both see '@', '@swc/helpers' and 'core-js', which the alias function did not get.
// - config/source/alias, the examples of "Object type" ('@': './src', '@components': path.resolve(__dirname, ...),
//   lodash: 'lodash-es'), "Function type" (@request per target; "Returning a new object works the same way") and
//   "Array type" ({ '@': './src' } then a function adding @storage for node), and guide/advanced/alias, "Aliases that
//   depend on the target": "Here @platform/storage resolves to src/platform/node/storage in the node bundle and to
//   src/platform/browser/storage in the web bundle". alias-guide ran the guide's function through inspect only, with
//   path.join; no run built the examples. Run: each example, copied from the English page into rsbuild.config.ts
//   (__dirname and all), is built: each bundle holds its own module and not the other's; lodash becomes lodash-es; the
//   array example's web build alone cannot resolve @storage (one error), while its node bundle has @ and @storage.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { PNG, VUE_LINKS, build, distFiles, distText, page, pageSays, project, rsbuild } from './topics-support';

const OPTION = 'config/source/alias';
const GUIDE = 'guide/advanced/alias';

test('config/source/alias "Relative values start from the project root ... including files in node_modules", "Aliases apply to every module, including dependencies", "the same copy of a package"; guide/advanced/alias "resolved from the project root, not from the configuration file\'s folder or the importing file": rsbuild build --config config/…, a package of node_modules importing @/where and shared', () => {
  pageSays(OPTION, {
    en: "**Relative values start from the project root.** `'./src'` means `<root>/src` for every file, including files in `node_modules`.",
    zh: "**相对路径的值从项目根目录开始计算。** 对于所有文件（包括 `node_modules` 中的文件），`'./src'` 都表示 `<root>/src`。",
  });
  pageSays(OPTION, {
    en: '**Aliases apply to every module**, including dependencies in `node_modules`.',
    zh: '**路径别名作用于所有模块**，包括 `node_modules` 中的依赖。',
  });
  pageSays(OPTION, {
    en: 'and let you make sure that every part of the application uses the same copy of a package.',
    zh: '也可以确保应用的所有部分都使用同一份依赖包。',
  });
  pageSays(GUIDE, {
    en: "A value that starts with `.` is resolved from the project root, not from the configuration file's folder or the importing file.",
    zh: '以 `.` 开头的值相对于项目根目录解析，而不是相对于配置文件所在目录或发起导入的文件。',
  });
  const dir = project({
    'src/where.js': "export default 'WHERE_ROOT_SRC';\n",
    'config/src/where.js': "export default 'WHERE_CONFIG_SRC';\n",
    'src/index.js':
      "import dep from 'dep';\nimport shared from 'shared';\nimport where from '@/where';\nconsole.log(dep, shared, where);\n",
    'node_modules/shared/package.json': '{ "name": "shared", "version": "2.0.0", "main": "index.js" }\n',
    'node_modules/shared/index.js': "module.exports = 'SHARED_ROOT_COPY';\n",
    'node_modules/dep/package.json': '{ "name": "dep", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/dep/index.js': "const where = require('@/where').default;\nmodule.exports = 'DEP ' + where + ' ' + require('shared');\n",
    'node_modules/dep/src/where.js': "export default 'WHERE_DEP_SRC';\n",
    'node_modules/dep/node_modules/shared/package.json': '{ "name": "shared", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/dep/node_modules/shared/index.js': "module.exports = 'SHARED_NESTED_COPY';\n",
    'config/two-copies.mjs': "export default { source: { alias: { '@': './src' } }, output: { minify: false } };\n",
    'config/rsbuild.config.mjs':
      "export default { source: { alias: { '@': './src', shared: './node_modules/shared' } }, output: { minify: false } };\n",
  });
  const js = () => distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

  const twoCopies = rsbuild(dir, ['build', '--config', 'config/two-copies.mjs']);
  assert.equal(twoCopies.code, 0, twoCopies.output);
  let out = js();
  assert.ok(out.includes('SHARED_ROOT_COPY') && out.includes('SHARED_NESTED_COPY'), 'without an alias, dep bundles its own copy');

  const oneCopy = rsbuild(dir, ['build', '--config', 'config/rsbuild.config.mjs']);
  assert.equal(oneCopy.code, 0, oneCopy.output);
  out = js();
  assert.ok(out.includes('SHARED_ROOT_COPY'), out);
  assert.ok(!out.includes('SHARED_NESTED_COPY'), 'the alias sends the import of the dependency to the root copy');
  assert.ok(out.includes('WHERE_ROOT_SRC'), '@/where, from src/index.js and from node_modules/dep, is <root>/src/where.js');
  assert.ok(!out.includes('WHERE_CONFIG_SRC'), 'not the folder of the configuration file');
  assert.ok(!out.includes('WHERE_DEP_SRC'), 'not the folder of the importing package');
});

test('config/source/alias "The same holds for url() with @ in the <style> of a Vue component ... Rsbuild 0.5.9 takes @/ as it is"; guide/advanced/alias "@ in the url() of a Vue component\'s <style> works the same way, without the ~": plugin-vue 0.5.9, a component three folders down', () => {
  pageSays(OPTION, {
    en: 'The same holds for `url()` with `@` in the `<style>` of a Vue component, which goes through the same CSS rule',
    zh: 'Vue 组件 `<style>` 里的 `url()` 用 `@` 不生效，也是同样的情况：`<style>` 块经过的是同一条 CSS 规则',
  });
  pageSays(GUIDE, {
    en: "`@` in the `url()` of a Vue component's `<style>` works the same way, without the `~` that Vue CLI 4 needed.",
    zh: 'Vue 组件 `<style>` 中 `url()` 里的 `@` 也一样能用，不需要 Vue CLI 4 要求的 `~`。',
  });
  const files = {
    // Larger than the 10,000-byte inline limit (output.dataUriLimit), so that the image is emitted as a file.
    'src/assets/img/default.png': Buffer.concat([PNG, Buffer.alloc(12000)]),
    'src/components/deep/card/Card.vue':
      '<template>\n  <div class="card">card</div>\n</template>\n\n<style>\n.card { background: url(@/assets/img/default.png); }\n</style>\n',
    'src/index.js':
      "import { createApp } from 'vue';\nimport Card from './components/deep/card/Card.vue';\ncreateApp(Card).mount('#root');\n",
  };
  const vue = "import { pluginVue } from '@rsbuild/plugin-vue';\n";
  const withAlias = project(
    { ...files, 'rsbuild.config.mjs': `${vue}export default { plugins: [pluginVue()], source: { alias: { '@': './src' } } };\n` },
    VUE_LINKS,
  );
  build(withAlias);
  const images = distFiles(withAlias).filter((f) => f.startsWith('static/image/'));
  assert.equal(images.length, 1, distFiles(withAlias).join('\n'));
  assert.match(images[0], /^static\/image\/default\.[0-9a-f]{8}\.png$/);
  assert.ok(distText(withAlias, /^static\/css\/.*\.css$/).includes(`url(/${images[0]})`));

  const without = project({ ...files, 'rsbuild.config.mjs': `${vue}export default { plugins: [pluginVue()] };\n` }, VUE_LINKS);
  const run = rsbuild(without, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Can't resolve '@\/assets\/img\/default\.png'/);
});

test('config/source/alias "Default: {}" and "To inspect the complete resolve.alias, use tools.rspack or tools.bundlerChain": rsbuild inspect of an empty configuration has alias: {}; both hooks see @swc/helpers and core-js, the function does not', () => {
  pageSays(OPTION, {
    en: 'To inspect the complete `resolve.alias`, use [tools.rspack](/config/tools/rspack) or [tools.bundlerChain](/config/tools/bundler-chain).',
    zh: '如需查看完整的 `resolve.alias`，请使用 [tools.rspack](/zh/config/tools/rspack) 或 [tools.bundlerChain](/zh/config/tools/bundler-chain)。',
  });
  const dir = project({
    'src/index.js': "console.log('alias');\n",
    'empty.mjs': 'export default {};\n',
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'const seen = {};',
      "const save = () => fs.writeFileSync('seen.json', JSON.stringify(seen));",
      'export default {',
      "  source: { alias: (alias) => { seen.fn = Object.keys(alias); alias['@'] = './src'; save(); } },",
      '  tools: {',
      '    bundlerChain: (chain) => { seen.bundlerChain = Object.keys(chain.resolve.alias.entries()); save(); },',
      '    rspack: (config) => { seen.rspack = Object.keys(config.resolve.alias); save(); },',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const empty = rsbuild(dir, ['inspect', '--config', 'empty.mjs']);
  assert.equal(empty.code, 0, empty.output);
  pageSays(OPTION, { en: '- **Default:** `{}`', zh: '- **默认值：** `{}`' });
  assert.match(fs.readFileSync(path.join(dir, 'dist/rsbuild.config.mjs'), 'utf8'), /\n {4}alias: \{\},\n/);

  build(dir);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'seen.json'), 'utf8')), {
    fn: [],
    bundlerChain: ['@', '@swc/helpers', 'core-js'],
    rspack: ['@', '@swc/helpers', 'core-js'],
  });
});

/** The first `rsbuild.config.ts` example of a page (English) whose code holds `marker`. */
const example = (route: string, marker: string): string => {
  const found = codeBlocks(page('en', route)).find((b) => b.meta.includes('title="rsbuild.config.ts"') && b.code.includes(marker));
  assert.ok(found, `${route} has an example with ${marker}`);
  return found.code;
};

/** A page's example built as it stands: the marks each bundle must hold, and those it must not. */
type Example = {
  config: string;
  files: Record<string, string>;
  web: { has: string[]; lacks: string[] };
  node?: { has: string[]; lacks: string[] };
  webFails?: string;
};

test('config/source/alias "Object type", "Function type" and "Array type" examples; guide/advanced/alias "Here @platform/storage resolves to src/platform/node/storage in the node bundle and to src/platform/browser/storage in the web bundle": each example, copied from the page into rsbuild.config.ts, is built', () => {
  pageSays(GUIDE, {
    en: 'Here `@platform/storage` resolves to `src/platform/node/storage` in the `node` bundle and to `src/platform/browser/storage` in the `web` bundle.',
    zh: '这样，在 `node` 产物中 `@platform/storage` 会被解析为 `src/platform/node/storage`，在 `web` 产物中则被解析为 `src/platform/browser/storage`。',
  });
  pageSays(OPTION, {
    en: 'This is the way to use different aliases for different targets',
    zh: '需要为不同的构建目标设置不同的别名时，就应该使用函数',
  });
  pageSays(OPTION, { en: 'Returning a new object works the same way:', zh: '返回一个新对象也是一样的效果：' });
  const examples: Example[] = [
    {
      // '@': './src', '@components': path.resolve(__dirname, 'src/components'), lodash: 'lodash-es'
      config: example(OPTION, "lodash: 'lodash-es'"),
      files: {
        'src/utils/format.js': "export default 'FORMAT_FROM_SRC';\n",
        'src/components/Button.js': "export default 'BUTTON_FROM_SRC';\n",
        'node_modules/lodash/package.json': '{ "name": "lodash", "main": "index.js" }\n',
        'node_modules/lodash/index.js': "module.exports = 'REAL_LODASH';\n",
        'node_modules/lodash-es/package.json': '{ "name": "lodash-es", "main": "index.js" }\n',
        'node_modules/lodash-es/index.js': "export default 'LODASH_ES';\n",
        'src/index.js':
          "import format from '@/utils/format';\nimport Button from '@components/Button';\nimport _ from 'lodash';\nconsole.log(format, Button, _);\n",
      },
      web: { has: ['FORMAT_FROM_SRC', 'BUTTON_FROM_SRC', 'LODASH_ES'], lacks: ['REAL_LODASH'] },
    },
    {
      config: example(OPTION, "alias['@request']"),
      files: {
        'src/request/node.js': "export default 'REQUEST_NODE';\n",
        'src/request/browser.js': "export default 'REQUEST_BROWSER';\n",
        'src/index.js': "import request from '@request';\nconsole.log(request);\n",
      },
      web: { has: ['REQUEST_BROWSER'], lacks: ['REQUEST_NODE'] },
      node: { has: ['REQUEST_NODE'], lacks: ['REQUEST_BROWSER'] },
    },
    {
      config: example(OPTION, '...alias,'),
      files: { 'src/util.js': "export default 'UTIL_FROM_AT';\n", 'src/index.js': "import util from '@/util';\nconsole.log(util);\n" },
      web: { has: ['UTIL_FROM_AT'], lacks: [] },
    },
    {
      // [{ '@': './src' }, function adding '@storage' for node only]: the web build cannot resolve @storage.
      config: example(OPTION, "alias['@storage']"),
      files: {
        'src/storage/file-system.js': "export default 'FILE_SYSTEM';\n",
        'src/util.js': "export default 'UTIL_FROM_AT';\n",
        'src/index.js': "import util from '@/util';\nimport storage from '@storage';\nconsole.log(util, storage);\n",
      },
      web: { has: ['UTIL_FROM_AT'], lacks: ['FILE_SYSTEM'] },
      node: { has: ['UTIL_FROM_AT', 'FILE_SYSTEM'], lacks: [] },
      webFails: "Can't resolve '@storage'",
    },
    {
      config: example(GUIDE, "alias['@platform']"),
      files: {
        'src/platform/node/storage.js': "export default 'STORAGE_NODE';\n",
        'src/platform/browser/storage.js': "export default 'STORAGE_BROWSER';\n",
        'src/index.js': "import storage from '@platform/storage';\nconsole.log(storage);\n",
      },
      web: { has: ['STORAGE_BROWSER'], lacks: ['STORAGE_NODE'] },
      node: { has: ['STORAGE_NODE'], lacks: ['STORAGE_BROWSER'] },
    },
  ];
  for (const { config, files, web, node, webFails } of examples) {
    const dir = project({ ...files, 'rsbuild.config.ts': config }, { '@rsbuild/core': 'rsbuild-0.5' });
    const run = rsbuild(dir, ['build']);
    if (webFails) {
      assert.notEqual(run.code, 0);
      assert.equal(run.output.split(webFails).length - 1, 1, `one error, from the web build:\n${run.output}`);
    } else {
      assert.equal(run.code, 0, run.output);
    }
    const bundles: [string, { has: string[]; lacks: string[] } | undefined][] = [
      [distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), web],
      [node ? fs.readFileSync(path.join(dir, 'dist/server/index.js'), 'utf8') : '', node],
    ];
    assert.equal(fs.existsSync(path.join(dir, 'dist/server')), Boolean(node), 'a node bundle only with targets web and node');
    for (const [js, marks] of bundles) {
      for (const mark of marks?.has ?? []) assert.ok(js.includes(mark), `${mark} in\n${js}`);
      for (const mark of marks?.lacks ?? []) assert.ok(!js.includes(mark), `no ${mark} in\n${js}`);
    }
  }
});
