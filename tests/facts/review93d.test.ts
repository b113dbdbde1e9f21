// Facts behind the third accuracy review of session 93 (slice d): config/server/public-dir, config/output/inject-styles,
// config/output/minify and plugins/dev/core, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and
// that the old wording is gone.
//
// - plugins/dev/core, api.getRsbuildConfig: "'original': the configuration that was passed to createRsbuild (or read
//   from the configuration file by the CLI), without defaults and without the changes of any plugin." Two parts were
//   false. (1) The CLI does not pass the file as read: init() (core/src/cli/init.ts 49-68) sets `config.source.define`
//   to the PUBLIC_ variables of process.env once the .env files are loaded (core/src/loadEnv.ts 63-70: those of the
//   shell and of the .env files; an empty object without any) and writes --open, --host and
//   --port into dev.startUrl, server.host and server.port before createRsbuild(), and that object is the original
//   configuration (provider/createContext.ts 131-135, originalConfig: userRsbuildConfig). (2) The current configuration
//   is built by mergeRsbuildConfig(defaults, original) (provider/config.ts 183), whose merge returns the user's own
//   object wherever the defaults have no value (core/src/mergeConfig.ts 31-33, `if (x === undefined) return y`), so
//   the two share such objects, an `html.tags` array for example: a modifyRsbuildConfig callback that changes one in
//   place changes the original too. Run below (test 1).
// - plugins/dev/core, Related: "Rsbuild instance: the same readers and hook methods on the object returned by
//   createRsbuild". The instance has the readers and only the on* hook methods: createRsbuild (core/src/createRsbuild.ts
//   51-78) picks onBeforeBuild ... onExit, getHTMLPaths, getRsbuildConfig and getNormalizedConfig from the plugin API,
//   and none of modifyRsbuildConfig, modifyBundlerChain, modifyRspackConfig, modifyWebpackChain, modifyWebpackConfig
//   (nor expose, useExposed, transform). Now "the same readers and on* hook methods (not the modify* ones)". Run below
//   (test 2).
// - config/output/inject-styles, "What changes when it is enabled": "With output.sourceMap.css enabled, the CSS source
//   maps are embedded into the JavaScript as data URLs". The JavaScript holds each map as an object (css-loader's
//   module exports [id, css, '', map]); no data URL of a map is in it. style-loader's runtime turns the map into a
//   `/*# sourceMappingURL=data:application/json;base64,... */` comment of the <style> it creates (as
//   config/output/source-map says, tests/facts/review81i.test.ts). Now "the CSS source maps travel in the JavaScript,
//   and each injected <style> gets its map as a data URL". Run below (test 3), in Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildAndVisit, distFiles, distText, pageSays, probe, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test('plugins/dev/core "The CLI passes the configuration file with `source.define` added (the `PUBLIC_` environment variables, those of `.env` files included) ... Plugins\' changes are not in it, except a change made in place to an object that only this configuration has, such as an `html.tags` array"', () => {
  pageSays(
    'plugins/dev/core',
    {
      en: "- `'original'`: the configuration that was passed to `createRsbuild`, without defaults. The CLI passes the configuration file with `source.define` added (the `PUBLIC_` environment variables, those of `.env` files included) and the values of `--host`, `--port` and `--open`. Plugins' changes are not in it, except a change made in place to an object that only this configuration has, such as an `html.tags` array: the current configuration shares that object.",
      zh: "- `'original'`：传给 `createRsbuild` 的配置，不包含默认值。CLI 传入的是配置文件的内容，外加 `source.define`（以 `PUBLIC_` 开头的环境变量，包括 `.env` 文件中的）以及 `--host`、`--port`、`--open` 的值。插件的修改不会出现在其中，但直接修改只有这份配置才有的对象（例如 `html.tags` 数组）是例外：当前配置与它共用这个对象。",
    },
    {
      en: '(or read from the configuration file by the CLI), without defaults and without the changes of any plugin.',
      zh: '（使用 CLI 时为从配置文件读取的配置），不包含默认值，也不包含任何插件所做的修改。',
    },
  );
  const dir = project({
    'src/index.js': "console.log('original');\n",
    '.env': 'PUBLIC_GREETING=hi\n',
    'rsbuild.config.mjs': `export default {
  html: { title: 'Original', tags: [{ tag: 'meta', attrs: { name: 'from-file' } }] },
  plugins: [{
    name: 'review:original',
    setup(api) {
      const show = (when) => console.log(when + ' ' + JSON.stringify(api.getRsbuildConfig('original')));
      show('SETUP');
      api.modifyRsbuildConfig((config) => {
        config.html.tags.push({ tag: 'meta', attrs: { name: 'from-plugin' } });
        config.html.title = 'Changed';
      });
      api.onBeforeBuild(() => show('BUILD'));
    },
  }],
};
`,
  });
  const run = rsbuild(dir, ['build'], { PUBLIC_SHELL: 'from-shell' });
  assert.equal(run.code, 0, run.output);
  const seen = (when: string) => {
    const line = run.output.split('\n').find((l) => l.startsWith(`${when} `));
    assert.ok(line, run.output);
    return JSON.parse(line.slice(when.length + 1));
  };
  const setup = seen('SETUP');
  // The CLI added source.define, which the file does not have: the PUBLIC_ variable of .env and the one of the
  // environment.
  // (Only these two unless the environment of the test run has PUBLIC_ variables of its own.)
  assert.deepEqual(Object.keys(setup), ['html', 'source', '_privateMeta']);
  assert.deepEqual(Object.keys(setup.source), ['define']);
  assert.equal(setup.source.define['process.env.PUBLIC_GREETING'], '"hi"');
  assert.equal(setup.source.define['process.env.PUBLIC_SHELL'], '"from-shell"');
  assert.ok(Object.keys(setup.source.define).every((k) => k.startsWith('process.env.PUBLIC_')));
  assert.deepEqual(setup.html, { title: 'Original', tags: [{ tag: 'meta', attrs: { name: 'from-file' } }] });
  const later = seen('BUILD');
  // The plugin's new title (a value the defaults have too) is not in the original; the tag it pushed onto the
  // array that only the original has is.
  assert.equal(later.html.title, 'Original');
  assert.deepEqual(later.html.tags, [
    { tag: 'meta', attrs: { name: 'from-file' } },
    { tag: 'meta', attrs: { name: 'from-plugin' } },
  ]);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<title>Changed<\/title>/);
  assert.match(html, /<meta name="from-plugin">/);
});

test('plugins/dev/core Related "the same readers and `on*` hook methods (not the `modify*` ones) on the object returned by `createRsbuild`"', async () => {
  pageSays(
    'plugins/dev/core',
    {
      en: 'the same readers and `on*` hook methods (not the `modify*` ones) on the object returned by `createRsbuild`.',
      zh: '`createRsbuild` 返回的对象上同样有这些读取方法和 `on*` 钩子方法（没有 `modify*` 钩子）。',
    },
    {
      en: 'the same readers and hook methods on the object returned by `createRsbuild`.',
      zh: '`createRsbuild` 返回的对象上同样有这些读取方法和钩子方法。',
    },
  );
  const { output, result } = await probe(
    { 'src/index.js': "console.log('instance');\n" },
    `const { createRsbuild } = await import('@rsbuild/core');
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: {} });
let api;
rsbuild.addPlugins([{ name: 'review:api', setup(a) { api = a; } }]);
await rsbuild.initConfigs();
const methods = (o) => Object.keys(o).filter((k) => typeof o[k] === 'function' && (/^(on|modify)[A-Z]/.test(k) || k.startsWith('get'))).sort();
report({ instance: methods(rsbuild), api: methods(api) });`,
  );
  const { instance, api } = result as { instance: string[]; api: string[] };
  assert.ok(instance && api, output);
  const hooks = (list: string[], re: RegExp) => list.filter((k) => re.test(k));
  // Every on* hook and reader of the plugin API is on the instance too ...
  assert.deepEqual(hooks(instance, /^on/), hooks(api, /^on/), output);
  assert.equal(hooks(api, /^on/).length, 11);
  assert.deepEqual(hooks(instance, /^get/), ['getHTMLPaths', 'getNormalizedConfig', 'getRsbuildConfig']);
  assert.deepEqual(hooks(api, /^get/), ['getHTMLPaths', 'getNormalizedConfig', 'getRsbuildConfig']);
  // ... and none of the modify* hooks.
  assert.deepEqual(hooks(api, /^modify/), [
    'modifyBundlerChain',
    'modifyRsbuildConfig',
    'modifyRspackConfig',
    'modifyWebpackChain',
    'modifyWebpackConfig',
  ]);
  assert.deepEqual(hooks(instance, /^modify/), []);
});

test('config/output/inject-styles "the CSS source maps travel in the JavaScript, and each injected `<style>` gets its map as a data URL, instead of being written as `.css.map` files"', async () => {
  pageSays(
    'config/output/inject-styles',
    {
      en: 'the CSS source maps travel in the JavaScript, and each injected `<style>` gets its map as a data URL, instead of being written as `.css.map` files.',
      zh: 'CSS 的 source map 会随 JavaScript 一起下发，每个注入的 `<style>` 都以 data URL 的形式带上自己的 map，而不是写成 `.css.map` 文件。',
    },
    {
      en: 'the CSS source maps are embedded into the JavaScript as data URLs',
      zh: 'CSS 的 source map 会以 data URL 的形式内嵌到 JavaScript 中',
    },
  );
  const dir = project({
    'src/index.js': "import './card.css';\n",
    'src/card.css': '.card {\n  color: red;\n}\n',
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true, sourceMap: { css: true } } };\n',
  });
  const { errors, value } = await buildAndVisit(browser(), dir, () =>
    [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.map') || f.endsWith('.css')),
    [],
  );
  // In the JavaScript: the map as an object, no base64 data URL of a map ('eyJ' is the start of '{"' in base64).
  const js = distText(dir, /\.js$/);
  assert.match(js, /\{version:3,sources:\["webpack:\/\/\.\/src\/card\.css"\]/);
  assert.doesNotMatch(js, /base64,eyJ/);
  // In the page: the <style> carries it as a data URL.
  assert.equal(value.length, 1);
  assert.match(value[0], /\/\*# sourceMappingURL=data:application\/json;base64,eyJ[A-Za-z0-9+/=]+ \*\/$/);
});
