// Facts behind statements fixed in review 80 (slice e), run with @rsbuild/core 0.5.9 in throw-away projects (its
// JavaScript API in a Node.js process of its own that starts with NODE_ENV unset, or its CLI):
// - api/start, "What the CLI adds": the table said NODE_ENV is set by inspectConfig() ('development' or its env
//   option) "each only if unset". The env option is applied even when NODE_ENV is already set
//   (packages/core/src/provider/inspectConfig.ts); only the 'development' default waits for it to be unset.
// - api/start, same cell: "initConfigs() and createCompiler() do not set it". They do not, but with the default web
//   target it is 'development' after the call (the PostCSS configuration loader sets it); with only the node target it
//   stays unset. The loader runs while the configuration is generated: tools.postcss, tools.bundlerChain and tools.rspack
//   of a web build already see 'development' (plugin setup still sees it unset), so the page no longer says the
//   configuration is generated with it unset.
// - config/tools/html-plugin, htmlPlugin.templateParameters: "Replacing it with tools.htmlPlugin removes the variables
//   Rsbuild provides, including mountId and htmlWebpackPlugin that the default template uses". The default template
//   uses mountId only, and an object given through tools.htmlPlugin keeps html-rspack-plugin's own compilation,
//   webpackConfig and htmlWebpackPlugin; what it loses is Rsbuild's mountId, entryName, assetPrefix and the values of
//   html.templateParameters. A function keeps only what it returns.
//
// Read, not run here: guide/start/npm-packages "and so does each official plugin of the release" (depending on exactly
// @rsbuild/shared 0.5.9) is false for @rsbuild/plugin-vue-jsx, whose package.json at v0.5.9 lists only
// @rsbuild/plugin-babel and @vue/babel-plugin-jsx; the package is not a dependency of this site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, distText, page, probe, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// api/start "What the CLI adds", row NODE_ENV

test('api/start "the env option of inspectConfig() overrides a value already set": with NODE_ENV=development set by the script, inspectConfig({ env: \'production\' }) leaves it at production; without env, a set NODE_ENV is kept', async () => {
  for (const [lang, words] of [
    ['en', 'each only if unset; the `env` option of `inspectConfig()` overrides a value already set.'],
    ['zh', '且仅在未设置时生效；`inspectConfig()` 的 `env` 选项则会覆盖已有的值。'],
  ] as const) {
    const text = page(lang, 'api/start/index');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    assert.ok(
      !text.includes('its `env` option), each only if unset') && !text.includes('或其 `env` 选项）设置，且仅在未设置时生效'),
      `${lang}: the old wording is gone`,
    );
  }
  const { result, output } = await probe(
    { 'src/index.js': "console.log('inspect');\n" },
    [
      "import { createRsbuild } from '@rsbuild/core';",
      "process.env.NODE_ENV = 'development';",
      'const a = await createRsbuild({ rsbuildConfig: {} });',
      "await a.inspectConfig({ env: 'production' });",
      'const withEnv = process.env.NODE_ENV;',
      "process.env.NODE_ENV = 'production';",
      'const b = await createRsbuild({ rsbuildConfig: {} });',
      'await b.inspectConfig();',
      'report({ withEnv, withoutEnv: process.env.NODE_ENV });',
    ].join('\n'),
  );
  assert.deepEqual(result, { withEnv: 'production', withoutEnv: 'production' }, output);
});

test('api/start "initConfigs() and createCompiler() do not set it, but with the web target it becomes development while they run (tools.rspack already sees that)": NODE_ENV is unset before each call and in plugin setup, development in tools.rspack and after the call; with only the node target it stays unset throughout', async () => {
  for (const [lang, words, gone] of [
    [
      'en',
      '`initConfigs()` and `createCompiler()` do not set it, but with the `web` target it becomes `development` while they run (`tools.rspack` already sees that)',
      ['`createCompiler()` do not set it: set it yourself', 'generate the configuration with it unset'],
    ],
    [
      'zh',
      '`initConfigs()` 和 `createCompiler()` 不会设置它，但 `web` 目标下它会在调用过程中变成 `development`（`tools.rspack` 读到的已是这个值）',
      ['`createCompiler()` 不会设置它：调用它们之前', '会在它未设置的状态下生成配置'],
    ],
  ] as const) {
    const text = page(lang, 'api/start/index');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    for (const old of gone) assert.ok(!text.includes(old), `${lang}: the old wording is gone: ${old}`);
  }
  const run = async (method: 'initConfigs' | 'createCompiler', targets: string[]) => {
    const { result, output } = await probe(
      { 'src/index.js': "console.log('configs');\n" },
      [
        "import { createRsbuild } from '@rsbuild/core';",
        'let seen = null;',
        'const inRspack = [];',
        "const recorder = { name: 'recorder', setup() { seen = process.env.NODE_ENV ?? null; } };",
        `const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [recorder], output: { targets: ${JSON.stringify(targets)} }, tools: { rspack: () => { inRspack.push(process.env.NODE_ENV ?? null); } } } });`,
        'const before = process.env.NODE_ENV ?? null;',
        `await rsbuild.${method}();`,
        'report({ before, seen, inRspack, after: process.env.NODE_ENV ?? null });',
        'process.exit(0);',
      ].join('\n'),
    );
    assert.ok(result, output);
    return result;
  };
  // The PostCSS configuration loader, which the CSS rules of the web target use, sets it while the configuration is
  // generated, before tools.rspack runs (review of session 80, part 3: the page said the configuration is generated with it
  // unset and that it is 'development' afterwards).
  const web = { before: null, seen: null, inRspack: ['development'], after: 'development' };
  assert.deepEqual(await run('initConfigs', ['web']), web);
  assert.deepEqual(await run('createCompiler', ['web']), web);
  assert.deepEqual(await run('initConfigs', ['node']), { before: null, seen: null, inRspack: [null], after: null });
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/html-plugin, htmlPlugin.templateParameters

test('config/tools/html-plugin "Replacing it with tools.htmlPlugin loses Rsbuild\'s own variables, so the default template (it uses mountId) fails to build; an object keeps the three defaults, a function only what it returns"', () => {
  for (const [lang, words] of [
    [
      'en',
      "loses Rsbuild's own variables, so the default template (it uses `mountId`) fails to build; an object keeps the three defaults, a function only what it returns.",
    ],
    ['zh', '用到 `mountId` 的默认模板因此无法构建；传入对象时仍保留这三个默认变量，传入函数时则只有它返回的变量。'],
  ] as const) {
    const text = page(lang, 'config/tools/html-plugin');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    assert.ok(!text.includes('that the default template uses') && !text.includes('包括默认模板用到的'), `${lang}: the old wording is gone`);
  }
  // The default template of 0.5.9 uses mountId and nothing else.
  const template = fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/static/template.html'), 'utf8');
  assert.deepEqual(template.match(/<%=?\s*\w+/g), ['<%= mountId']);
  const probeTemplate =
    '<!doctype html>\n<html><head></head><body><p id="vars"><%= htmlWebpackPlugin.options.title %>|<%= typeof compilation %>|<%= typeof webpackConfig %>|<%= typeof mountId %>|<%= typeof entryName %>|<%= typeof assetPrefix %>|<%= typeof fromHtml %>|<%= apiUrl %></p></body></html>\n';
  const run = (htmlConfig: string, templateParameters: string) => {
    const dir = project(
      {
        'src/index.js': "console.log('html');\n",
        'static/vars.html': probeTemplate,
        'rsbuild.config.mjs': `export default { html: { ${htmlConfig} }, tools: { htmlPlugin: { templateParameters: ${templateParameters} } }, performance: { printFileSize: false } };\n`,
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    return { dir, ...rsbuild(dir, ['build']) };
  };
  // The default template with an object: mountId is gone.
  const plain = run('', "{ apiUrl: 'https://api.example.com' }");
  assert.notEqual(plain.code, 0, plain.output);
  assert.match(plain.output, /mountId is not defined/);
  // A template of your own with an object: html-rspack-plugin's three defaults are there, Rsbuild's variables are not.
  const object = run("template: './static/vars.html', templateParameters: { fromHtml: 1 }", "{ apiUrl: 'https://api.example.com' }");
  assert.equal(object.code, 0, object.output);
  assert.ok(distFiles(object.dir).includes('index.html'));
  assert.match(
    distText(object.dir, /^index\.html$/),
    /<p id="vars">Rsbuild App\|object\|object\|undefined\|undefined\|undefined\|undefined\|https:\/\/api\.example\.com<\/p>/,
  );
  // A function: only what it returns, so htmlWebpackPlugin is not defined either.
  const fn = run("template: './static/vars.html'", "() => ({ apiUrl: 'https://api.example.com' })");
  assert.notEqual(fn.code, 0, fn.output);
  assert.match(fn.output, /htmlWebpackPlugin is not defined/);
  // Without tools.htmlPlugin, Rsbuild's function provides all of them.
  const dir = project(
    {
      'src/index.js': "console.log('html');\n",
      'static/vars.html': probeTemplate,
      'rsbuild.config.mjs':
        "export default { html: { template: './static/vars.html', templateParameters: { fromHtml: 1, apiUrl: 'https://api.example.com' } }, performance: { printFileSize: false } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const all = rsbuild(dir, ['build']);
  assert.equal(all.code, 0, all.output);
  assert.match(
    distText(dir, /^index\.html$/),
    /<p id="vars">Rsbuild App\|object\|object\|string\|string\|string\|number\|https:\/\/api\.example\.com<\/p>/,
  );
});
