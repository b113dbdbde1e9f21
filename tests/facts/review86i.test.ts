// Facts behind the second accuracy review of session 86 (slice i): config/source/alias and guide/advanced/alias, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it.
//
// - config/source/alias, "Array type": "When configurations are combined with mergeRsbuildConfig, the source.alias
//   values of both sides are kept: two objects are merged key by key ... Either way, all of them apply." For a key
//   that both objects define, 0.5.9's mergeRsbuildConfig keeps only the later string (core/src/mergeConfig.ts: two
//   non-objects give `y`), and two values of which one is an array are joined into one array. Only with a function
//   are both sides kept whole, as an array.
// - config/source/alias, "Alias and tsconfig paths": "an import matched by paths uses the paths target, and
//   source.alias only applies to imports that paths does not match"; guide/advanced/alias, "When both define the same
//   alias": "An import that matches paths is resolved through paths; source.alias is used for everything else." With
//   "@common/*": ["./src/a/*"] in paths and '@common': './src/b' in source.alias, @common/common (in both folders)
//   comes from src/a, but @common/only (only in src/b) still builds, from src/b: when the paths target does not
//   exist, the resolver goes on to source.alias.
// - config/source/alias, "Caveats": "Rsbuild adds its own entries for @swc/helpers and core-js to the final Rspack
//   configuration". The core-js entry is added only for the web and web-worker targets and only while output.polyfill
//   is 'usage' (the default) or 'entry' (core/src/provider/plugins/swc.ts 93-101, applyCoreJs): `rsbuild inspect`
//   with targets web and node writes it into rspack.config.web.mjs only, and with polyfill 'off' into neither.
// - config/source/alias, "Caveats": "Values that do not start with ., such as 'src', are treated as package names."
//   Only without a baseUrl: the value is resolved like a bare import, so with "baseUrl": "." in tsconfig.json the
//   alias '@': 'src' finds src/x.js (build passes), while without a tsconfig.json the same build stops with
//   Can't resolve '@/x'.
// - guide/advanced/alias, Vite item: "Vite does not read paths by itself; it needs resolve.alias or a plugin such as
//   vite-tsconfig-paths." Vite 8 has a built-in option for it, resolve.tsconfigPaths (boolean, default false; Vite
//   docs config/shared-options.md, added by vitejs/vite#21197). A claim about Vite: no test here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

test('config/source/alias "Array type": mergeRsbuildConfig keeps the later value of a key both objects define; a function keeps both sides', async () => {
  const { mergeRsbuildConfig } = await import('rsbuild-0.5');
  const objects = mergeRsbuildConfig(
    { source: { alias: { '@': './src', shared: './one', '@ui': ['./src/ui'] } } },
    { source: { alias: { shared: './two', '@ui': './src/shared/ui' } } },
  );
  assert.deepEqual(objects.source?.alias, { '@': './src', shared: './two', '@ui': ['./src/ui', './src/shared/ui'] });
  const fn = () => {};
  const withFunction = mergeRsbuildConfig({ source: { alias: { shared: './one' } } }, { source: { alias: fn } });
  assert.deepEqual(withFunction.source?.alias, [{ shared: './one' }, fn]);
  pageSays(
    'config/source/alias',
    {
      en: 'two objects are merged key by key: for a key that both define, the later string replaces the earlier one',
      zh: '两个对象会按键合并：双方都有的键，后面的字符串会覆盖前面的',
    },
    { en: 'Either way, all of them apply.', zh: '无论哪种情况，它们都会生效。' },
  );
});

test('config/source/alias and guide/advanced/alias: with prefer-tsconfig, paths come first, and source.alias still serves an import whose paths target does not exist', () => {
  const dir = project({
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@common/*': ['./src/a/*'] } } }),
    'src/a/common.ts': "export default 'FROM_A_COMMON';\n",
    'src/b/common.ts': "export default 'FROM_B_COMMON';\n",
    'src/b/only.ts': "export default 'FROM_B_ONLY';\n",
    'src/index.ts': "import common from '@common/common';\nimport only from '@common/only';\nconsole.log(common, only);\n",
    'rsbuild.config.mjs': "export default { source: { alias: { '@common': './src/b' } }, output: { minify: false } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('FROM_A_COMMON') && !js.includes('FROM_B_COMMON'), '@common/common comes from paths (src/a)');
  assert.ok(js.includes('FROM_B_ONLY'), '@common/only, missing from src/a, comes from source.alias (src/b)');
  pageSays(
    'config/source/alias',
    {
      en: 'an import they resolve goes where they point, and `source.alias` applies to the others, including an import that matches a key of `paths` whose target does not exist',
      zh: '`paths` 能解析的导入使用 `paths` 指定的位置，其余导入才用 `source.alias`，包括匹配了 `paths`、但 `paths` 指向的文件并不存在的导入',
    },
    { en: '`source.alias` only applies to imports that `paths` does not match', zh: '`source.alias` 只作用于 `paths` 没有匹配到的导入' },
  );
  pageSays(
    'guide/advanced/alias',
    {
      en: '`source.alias` is used for everything else, including an import that matches a key of `paths` whose target does not exist',
      zh: '其余导入使用 `source.alias`，包括匹配了 `paths`、但 `paths` 指向的文件并不存在的导入',
    },
    { en: 'An import that matches `paths` is resolved through `paths`', zh: '匹配 `paths` 的导入通过 `paths` 解析' },
  );
});

test('config/source/alias "Caveats": the core-js alias is added for web targets while output.polyfill is on, @swc/helpers for every target, neither reaches the function', () => {
  const config = (polyfill: string) =>
    [
      "import fs from 'node:fs';",
      'export default {',
      `  output: { targets: ['web', 'node'], polyfill: '${polyfill}' },`,
      "  source: { alias: (alias, { target }) => { fs.appendFileSync('keys.txt', target + ':' + Object.keys(alias).join(',') + '\\n'); alias['@'] = './src'; } },",
      '};',
      '',
    ].join('\n');
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'usage.mjs': config('usage'), 'off.mjs': config('off') });
  const inspect = (file: string, name: string) => {
    const run = rsbuild(dir, ['inspect', '--config', file, '--output', name]);
    assert.equal(run.code, 0, run.output);
    const read = (target: string) => fs.readFileSync(path.join(dir, 'dist', name, `rspack.config.${target}.mjs`), 'utf8');
    return { web: read('web'), node: read('node') };
  };
  const usage = inspect('usage.mjs', 'usage');
  assert.match(usage.web, /'core-js': '/);
  assert.doesNotMatch(usage.node, /'core-js'/, 'no core-js alias for the node target');
  for (const text of [usage.web, usage.node]) assert.match(text, /'@swc\/helpers': '/);
  const off = inspect('off.mjs', 'off');
  assert.doesNotMatch(off.web, /'core-js'/, "polyfill 'off': no core-js alias for web either");
  assert.match(off.web, /'@swc\/helpers': '/);
  assert.equal(fs.readFileSync(path.join(dir, 'keys.txt'), 'utf8'), 'web:\nnode:\nweb:\nnode:\n', 'the function gets an empty object');
  pageSays(
    'config/source/alias',
    {
      en: "for the `web` and `web-worker` targets, one for `core-js` while [output.polyfill](/config/output/polyfill) is `'usage'` (the default) or `'entry'`",
      zh: "构建目标为 `web` 和 `web-worker` 时，只要 [output.polyfill](/zh/config/output/polyfill) 是 `'usage'`（默认值）或 `'entry'`，还会为 `core-js` 添加一个",
    },
    { en: 'Rsbuild adds its own entries for `@swc/helpers` and `core-js`', zh: '为 `@swc/helpers` 和 `core-js` 添加自己的别名' },
  );
});

test('config/source/alias "Caveats": a value without a leading \'.\' is resolved like a bare import, through tsconfig baseUrl when one is set', () => {
  const files = {
    'src/x.js': "export default 'FROM_SRC_X';\n",
    'src/index.js': "import x from '@/x';\nconsole.log(x);\n",
    'rsbuild.config.mjs': "export default { source: { alias: { '@': 'src' } }, output: { minify: false } };\n",
  };
  const bare = project(files);
  const failed = rsbuild(bare, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve '@\/x'/);
  const withBaseUrl = project({ ...files, 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' } }) });
  build(withBaseUrl);
  assert.ok(distText(withBaseUrl, /^static\/js\/.*\.js$/).includes('FROM_SRC_X'));
  pageSays(
    'config/source/alias',
    {
      en: 'are resolved like a bare import: as a package name or, with the default `aliasStrategy`, from the `baseUrl` of `tsconfig.json` when one is set',
      zh: '在默认的 `aliasStrategy` 下，如果 `tsconfig.json` 设置了 `baseUrl`，也会从 `baseUrl` 下查找',
    },
    { en: "such as `'src'`, are treated as package names", zh: "（例如 `'src'`）会被当作包名" },
  );
});
