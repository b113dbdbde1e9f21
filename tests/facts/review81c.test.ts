// Facts behind statements fixed in review 81 (slice c), run with @rsbuild/core 0.5.9 (its JavaScript API and CLI, in
// throw-away projects):
// - config/tools/rspack, the array form: "you get one when configurations are merged with mergeRsbuildConfig and more
//   than one of them sets tools.rspack". Only when one of them is a function or an array: mergeRsbuildConfig
//   (core/src/mergeConfig.ts) merges two plain objects key by key, so two object forms give one object.
// - config/tools/rspack, the array form: "each item works on the result of the previous one" held for the `config`
//   argument but not for the helpers the page describes: addRules, prependPlugins, appendPlugins and removePlugin close
//   over the object Rsbuild generated (core/src/provider/rspackConfig.ts, getConfigUtils), while an object item or a
//   function's returned object replaces it (webpack-merge builds a new object). Their changes after such an item are
//   lost, in part or in whole; editing `config` itself works.
// - config/tools/rspack, lead: "What you set here is what Rspack receives". Not `externals` of a web-worker or
//   service-worker configuration: pluginExternals (core/src/plugins/externals.ts) deletes them in
//   onBeforeCreateCompiler, after tools.rspack, from every configuration whose Rspack target includes 'webworker',
//   which pluginTarget gives both targets; the web and node compilers keep them.
// - config/tools/rspack, CHAIN_ID and the caveat "No names for rules": the page said the ids "no longer appear" in the
//   plain object and "rules have no names". webpack-chain 8.0.1, which @rsbuild/shared bundles, leaves non-enumerable
//   __ruleNames on each rule, __useName on each loader entry and __pluginName on each plugin of its toConfig() (what
//   `rsbuild inspect` prints as comments), so most rules still carry their id; the CSS, Less and Sass rules, which
//   pluginCss, pluginLess and pluginSass rebuild in modifyRspackConfig (core/src/provider/plugins/css.ts,
//   applyCSSModuleRule), do not, while their loader entries keep their __useName (postcss, less, sass ...). The
//   page first named only the rules' and plugins' properties, as if the loader ids were gone (verify 81, part 1).
// - guide/basic/json-files, TypeScript declarations: "Named imports are rejected ..., which matches the behaviour of the
//   plugins". Only of the YAML plugin. @rsbuild/plugin-toml 0.5.9 (packages/plugin-toml/src/index.ts at v0.5.9) turns a
//   file into `module.exports = ${JSON.stringify(parse(code), undefined, '\t')};` with api.transform, and Rspack gives
//   a named import of a CommonJS module its property: `import { title } from './config.toml'` is 'My App'.
//   @rsbuild/plugin-yaml 0.5.9 (the same source as 0.5.4, whose compiled yaml-loader 0.8.1 returns `export default ...`)
//   types the rule javascript/auto: a named import is undefined, without a warning. Neither plugin is a dependency of
//   this site, and no toml package is installed: the stand-ins below register the same rule and transform, with the
//   parse of these one-line files done by JSON.parse (YAML in flow style) and a parser of `key = "value"` lines.
// - guide/basic/json-files, "JSON files are getting included in the main bundle": "An imported .json file is always
//   part of the script that imports it". Not when two entries import it: split-by-experience keeps Rspack's default
//   splitChunks groups, so a JSON file above minSize (20000 bytes in production) that both import goes to a chunk of
//   its own, which both pages load.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, probe, project } from './topics-support';

const RSPACK = 'config/tools/rspack';

test('config/tools/rspack "you get one when configurations are merged with mergeRsbuildConfig and more than one of them sets tools.rspack, unless all of them set objects, which are merged into one object"', async () => {
  pageSays(RSPACK, {
    en: 'more than one of them sets `tools.rspack`, unless all of them set objects, which are merged into one object.',
    zh: '且其中不止一份设置了 `tools.rspack` 时，就会得到一个数组；如果设置的都是对象，则会合并成一个对象。',
  });
  const { result, output } = await probe(
    {},
    `import { mergeRsbuildConfig } from '@rsbuild/core';
const plugin = { name: 'A', apply() {} };
const object1 = { tools: { rspack: { devtool: false, plugins: [plugin] } } };
const object2 = { tools: { rspack: { output: { chunkLoadingGlobal: 'acme' } } } };
const fn = { tools: { rspack: (config) => config } };
const shape = (value) => (Array.isArray(value) ? 'array of ' + value.length : typeof value);
const objects = mergeRsbuildConfig(object1, object2).tools.rspack;
report({
  objects: shape(objects),
  merged: { devtool: objects.devtool, plugins: objects.plugins.length, chunkLoadingGlobal: objects.output.chunkLoadingGlobal },
  objectAndFunction: shape(mergeRsbuildConfig(object1, fn).tools.rspack),
  functions: shape(mergeRsbuildConfig(fn, fn).tools.rspack),
  objectAndArray: shape(mergeRsbuildConfig(object2, { tools: { rspack: [{ devtool: false }] } }).tools.rspack),
});`,
  );
  assert.deepEqual(
    result,
    {
      objects: 'object',
      merged: { devtool: false, plugins: 1, chunkLoadingGlobal: 'acme' },
      objectAndFunction: 'array of 2',
      functions: 'array of 2',
      objectAndArray: 'array of 2',
    },
    output,
  );
});

test('config/tools/rspack, array form: "The helpers addRules, prependPlugins, appendPlugins and removePlugin always change the object that Rsbuild generated, not the result of an earlier item. After an object, or a function that returned a new object, their changes can be lost: edit config itself there"', async () => {
  pageSays(RSPACK, {
    en: 'always change the object that Rsbuild generated, not the result of an earlier item. After an object, or a function that returned a new object, their changes can be lost: edit `config` itself there.',
    zh: '修改的始终是 Rsbuild 生成的那个对象，而不是前一项的结果。排在对象或返回了新对象的函数之后时，它们的修改可能会丢失，这时请直接修改 `config`。',
  });
  const { result, output } = await probe(
    {},
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
const txtRule = { test: /\\.txt$/, type: 'asset/source' };
const mdRule = { test: /\\.md$/, type: 'asset/source' };
const mine = (name) => ({ name, apply() {} });
// What the final configuration holds of the rules and plugins the items add or remove.
const final = async (rspack) => {
  const rsbuild = await createRsbuild({ rsbuildConfig: { tools: { rspack } } });
  const [config] = await rsbuild.initConfigs();
  return {
    md: config.module.rules.includes(mdRule),
    txt: config.module.rules.includes(txtRule),
    plugins: config.plugins.map((p) => p && p.name).filter((n) => ['ProgressPlugin', 'First', 'Last', 'Obj'].includes(n)),
  };
};
const helpers = (config, { addRules, prependPlugins, appendPlugins, removePlugin }) => {
  addRules(mdRule);
  removePlugin('ProgressPlugin');
  prependPlugins(mine('First'));
  appendPlugins(mine('Last'));
};
report({
  alone: await final(helpers),
  afterRules: await final([{ module: { rules: [txtRule] } }, helpers]),
  afterPlugins: await final([{ plugins: [mine('Obj')] }, helpers]),
  afterReturned: await final([(config, { mergeConfig }) => mergeConfig(config, { devtool: false }), helpers]),
  appendOnly: await final([{ module: { rules: [txtRule] } }, (config, { appendPlugins }) => appendPlugins(mine('Last'))]),
  direct: await final([
    { module: { rules: [txtRule] } },
    (config) => {
      config.module.rules.unshift(mdRule);
      config.plugins = config.plugins.filter((p) => p.name !== 'ProgressPlugin');
      config.plugins.unshift(mine('First'));
      config.plugins.push(mine('Last'));
    },
  ]),
});`,
  );
  assert.deepEqual(
    result,
    {
      // One function: every helper acts.
      alone: { md: true, txt: false, plugins: ['First', 'Last'] },
      // After an object that sets module.rules: the rule and every plugin change are lost.
      afterRules: { md: false, txt: true, plugins: ['ProgressPlugin'] },
      // After an object that sets plugins: the rule stays, the plugin changes are lost.
      afterPlugins: { md: true, txt: false, plugins: ['ProgressPlugin', 'Obj'] },
      // After a function that returned mergeConfig's new object: the plugin changes are lost.
      afterReturned: { md: true, txt: false, plugins: ['ProgressPlugin'] },
      // appendPlugins alone after an object without plugins: the plugins array is still shared, so it acts.
      appendOnly: { md: false, txt: true, plugins: ['ProgressPlugin', 'Last'] },
      // Editing config itself works after any item.
      direct: { md: true, txt: true, plugins: ['First', 'Last'] },
    },
    output,
  );
});

test('config/tools/rspack "What you set here reaches Rspack, with two exceptions: externals in a web-worker or service-worker configuration, which Rsbuild deletes afterwards" (the other exception: review97)', async () => {
  pageSays(RSPACK, {
    en: 'What you set here reaches Rspack, with two exceptions: `externals` in a `web-worker` or `service-worker` configuration, which Rsbuild deletes afterwards',
    zh: '这里设置的内容会交给 Rspack，但有两个例外：`web-worker` 和 `service-worker` 构建目标配置中的 `externals`，Rsbuild 随后会把它删除',
  });
  const { result, output } = await probe(
    { 'src/index.js': "console.log('worker');\n" },
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
const TARGETS = ['web', 'node', 'web-worker', 'service-worker'];
const set = {};
const rsbuild = await createRsbuild({
  rsbuildConfig: {
    output: { targets: TARGETS },
    tools: {
      rspack: [
        { externals: { lodash: '_' }, devtool: 'source-map' },
        (config, { target }) => {
          set[target] = { externals: config.externals, devtool: config.devtool };
        },
      ],
    },
  },
});
const compiler = await rsbuild.createCompiler();
const received = {};
compiler.compilers.forEach((c, i) => {
  received[TARGETS[i]] = { externals: c.options.externals ?? null, devtool: c.options.devtool };
});
report({ set, received });
process.exit(0);`,
  );
  assert.deepEqual(
    result,
    {
      // tools.rspack sets them in every configuration ...
      set: {
        web: { externals: { lodash: '_' }, devtool: 'source-map' },
        node: { externals: { lodash: '_' }, devtool: 'source-map' },
        'web-worker': { externals: { lodash: '_' }, devtool: 'source-map' },
        'service-worker': { externals: { lodash: '_' }, devtool: 'source-map' },
      },
      // ... and the compilers of both worker targets get no externals.
      received: {
        web: { externals: { lodash: '_' }, devtool: 'source-map' },
        node: { externals: { lodash: '_' }, devtool: 'source-map' },
        'web-worker': { externals: null, devtool: 'source-map' },
        'service-worker': { externals: null, devtool: 'source-map' },
      },
    },
    output,
  );
});

test('config/tools/rspack CHAIN_ID "in tools.rspack they remain only in hidden properties that webpack-chain leaves on most rules, loaders and plugins (__ruleNames, __useName, __pluginName)" + the caveat "Rsbuild\'s rule ids survive only in a hidden __ruleNames property, and not on every rule"', async () => {
  pageSays(RSPACK, {
    en: 'in `tools.rspack` they remain only in hidden properties that webpack-chain leaves on most rules, loaders and plugins (`__ruleNames`, `__useName`, `__pluginName`).',
    zh: '而在 `tools.rspack` 中，这些 ID 只留在 webpack-chain 给大部分规则、loader 和插件加上的隐藏属性（`__ruleNames`、`__useName`、`__pluginName`）里。',
  });
  pageSays(RSPACK, {
    en: "Rsbuild's rule ids survive only in a hidden `__ruleNames` property, and not on every rule.",
    zh: 'Rsbuild 的规则 ID 只保存在隐藏属性 `__ruleNames` 中，而且并非每条规则都有。',
  });
  const { result, output } = await probe(
    {},
    `import { createRsbuild } from '@rsbuild/core';
process.env.NODE_ENV = 'production';
let seen;
const rsbuild = await createRsbuild({
  rsbuildConfig: {
    tools: {
      rspack: (config, { CHAIN_ID }) => {
        const { rules } = config.module;
        const js = rules.find((r) => r.__ruleNames && r.__ruleNames.includes(CHAIN_ID.RULE.JS));
        const css = rules.find((r) => String(r.test) === String(/\\.css$/));
        seen = {
          jsFound: Boolean(js) && js.test.test('a.ts'),
          hiddenInRule: Boolean(js) && !Object.keys(js).includes('__ruleNames') && !JSON.stringify(js).includes('__ruleNames'),
          cssRuleNames: css ? css.__ruleNames ?? null : 'no css rule',
          // The loader entries keep their ids, hidden, in the JS rule and in the rebuilt CSS rule alike.
          swcUse: Boolean(js) && js.use.some((u) => u.__useName === CHAIN_ID.USE.SWC && !Object.keys(u).includes('__useName')),
          cssUses: css ? (css.oneOf || []).flatMap((o) => o.use || []).map((u) => u.__useName ?? null) : 'no css rule',
          named: rules.filter((r) => r.__ruleNames).length,
          unnamed: rules.filter((r) => !r.__ruleNames).length,
          progress: (config.plugins.find((p) => p && p.name === 'ProgressPlugin') || {}).__pluginName,
          everyPluginNamed: config.plugins.every((p) => typeof p.__pluginName === 'string' && !Object.keys(p).includes('__pluginName')),
        };
      },
    },
  },
});
await rsbuild.initConfigs();
report(seen);`,
  );
  const seen = result as { named: number; unnamed: number; cssUses: unknown };
  assert.ok(seen.named > seen.unnamed && seen.unnamed > 0, `most rules carry __ruleNames, not all: ${output}`);
  const cssUses = Array.isArray(seen.cssUses) ? seen.cssUses : [];
  assert.ok(cssUses.includes('postcss') && !cssUses.includes(null), `every loader of the CSS rule carries __useName: ${output}`);
  assert.deepEqual(
    result,
    {
      jsFound: true,
      hiddenInRule: true,
      cssRuleNames: null,
      swcUse: true,
      cssUses: seen.cssUses,
      named: seen.named,
      unnamed: seen.unnamed,
      progress: 'progress',
      everyPluginNamed: true,
    },
    output,
  );
});

/** Runs the built page's scripts (they only set globalThis.result) in this process and returns what they set. */
function runBuilt(dir: string, files: RegExp): unknown {
  const g = globalThis as { result?: unknown };
  delete g.result;
  new Function(distText(dir, files))();
  return g.result;
}

test('guide/basic/json-files "Named imports are rejected (Module \'"*.yaml"\' has no exported member \'title\'). That matches the YAML plugin; a named import of a .toml file does get its value at runtime, as the TOML plugin emits CommonJS"', () => {
  pageSays('guide/basic/json-files', {
    en: 'That matches the YAML plugin; a named import of a `.toml` file does get its value at runtime, as the TOML plugin emits CommonJS.',
    zh: '这与 YAML 插件的行为一致；而 `.toml` 文件的具名导入在运行时其实能拿到值，因为 TOML 插件输出的是 CommonJS。',
  });
  const dir = project({
    // The YAML plugin's rule (javascript/auto, CHAIN_ID.RULE.YAML and USE.YAML), its loader's `export default`.
    'yaml-loader.cjs': "module.exports = function (src) { return 'export default ' + JSON.stringify(JSON.parse(src)) + ';'; };\n",
    'rsbuild.config.mjs': `import path from 'node:path';
const pluginYaml = () => ({
  name: 'rsbuild:yaml',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      chain.module.rule(CHAIN_ID.RULE.YAML).type('javascript/auto').test(/\\.ya?ml$/).use(CHAIN_ID.USE.YAML).loader(path.resolve('yaml-loader.cjs'));
    });
  },
});
// The TOML plugin's setup, as in its 0.5.9 source; parse() stands in for the toml package's on key = "value" lines.
const parse = (code) => Object.fromEntries(code.trim().split('\\n').map((line) => line.split(' = ')).map(([k, v]) => [k, JSON.parse(v)]));
const pluginToml = () => ({
  name: 'rsbuild:toml',
  async setup(api) {
    api.transform({ test: /\\.toml$/ }, ({ code }) => {
      const parsed = parse(code);
      return \`module.exports = \${JSON.stringify(parsed, undefined, '\\t')};\`;
    });
  },
});
export default { plugins: [pluginToml(), pluginYaml()], output: { minify: false } };
`,
    'src/settings.yaml': '{ "title": "My App" }\n',
    'src/config.toml': 'title = "My App"\n',
    'src/index.js': [
      "import settings from './settings.yaml';",
      "import { title as yamlTitle } from './settings.yaml';",
      "import config from './config.toml';",
      "import { title as tomlTitle } from './config.toml';",
      'globalThis.result = { yaml: settings.title, yamlNamed: String(yamlTitle), toml: config.title, tomlNamed: tomlTitle };',
      '',
    ].join('\n'),
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error/i, 'no warning for the named imports');
  assert.deepEqual(runBuilt(dir, /^static\/js\/.*\.js$/), { yaml: 'My App', yamlNamed: 'undefined', toml: 'My App', tomlNamed: 'My App' });
  assert.ok(distFiles(dir).includes('index.html'));
});

test('guide/basic/json-files "By default, a statically imported .json file is part of the scripts its page loads": with two entries importing a 40 kB JSON file, its content is in neither entry\'s script but in one more script that both pages load', () => {
  pageSays('guide/basic/json-files', {
    en: 'By default, a statically imported `.json` file is part of the scripts its page loads; in a test build,',
    zh: '默认情况下，静态 `import` 的 `.json` 文件会进入页面加载的 JS 文件；测试构建中，',
  });
  const products = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, `value-${i}`]));
  const dir = project({
    'src/products.json': JSON.stringify(products),
    'src/a.js': "import products from './products.json';\nconsole.log('A', Object.keys(products).length);\n",
    'src/b.js': "import products from './products.json';\nconsole.log('B', Object.keys(products).length);\n",
    'rsbuild.config.mjs': "export default { source: { entry: { a: './src/a.js', b: './src/b.js' } } };\n",
  });
  build(dir);
  const scripts = distFiles(dir).filter((f) => f.endsWith('.js'));
  const holding = scripts.filter((f) => distText(dir, new RegExp(`^${f.replace(/\./g, '\\.')}$`)).includes('value-1999'));
  assert.equal(holding.length, 1, scripts.join(', '));
  assert.doesNotMatch(holding[0], /^static\/js\/(a|b)\.[0-9a-f]{8}\.js$/, 'not an entry script');
  for (const html of ['a.html', 'b.html']) {
    assert.ok(distText(dir, new RegExp(`^${html.replace('.', '\\.')}$`)).includes(`/${holding[0]}`), `${html} loads ${holding[0]}`);
  }
});
