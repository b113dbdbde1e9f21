// Facts behind statements fixed in review 80 (slice d), run with @rsbuild/core 0.5.9:
// - guide/start/glossary, "Chunk": the default strategy of performance.chunkSplit ("split-by-experience") has the cache
//   groups lib-lodash, lib-axios and lib-polyfill (core/src/plugins/splitChunks.ts, splitByExperience); lib-react and
//   lib-router are added by @rsbuild/plugin-react (plugin-react/src/splitChunks.ts), not by the core. The page said the
//   default strategy creates "lib-react".
// - guide/framework/vue3, "Two kinds of style blocks do not work": <style lang="sass"> "is compiled as SCSS and fails with
//   `expected ";"`". The message depends on the block: one that starts with a rule (h1, then an indented declaration)
//   stops with `expected "{"`, one that starts with a variable followed by a rule with `expected ";"` (a variable holding
//   a hex colour followed by a class selector even gives `Expected digit.`). The page now names both as examples.
// - guide/advanced/env-vars, "Load order": "A variable that is already set in the shell is never overridden by any file."
//   True until rsbuild dev restarts itself: before the restart it runs the cleanup of loadEnv (cli/init.ts registers
//   envs.cleanup with onBeforeRestartServer; server/restart.ts), which deletes from process.env every variable named in
//   the loaded files whose value is the loaded one, and dotenv-expand reports the shell's value as the loaded one. The
//   reloaded files then set it: after an edit of .env, or of rsbuild.config.mjs, the dev server serves the file's value.
//   Only in development mode (review of session 80, part 3): cli/init.ts registers the cleanup `if (isDev())`, so with
//   NODE_ENV=production (or test) in the shell, rsbuild dev keeps the shell's value across a restart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect, pluginReact } from './lib/rsbuild';
import { VUE_LINKS, compilations, devServer, edit, nextCompilation, page, project, rsbuild } from './topics-support';

test('guide/start/glossary "the default strategy creates chunks such as lib-polyfill or lib-axios, and lib-react once the React plugin is added": the cache groups of split-by-experience without and with pluginReact, in both modes', async () => {
  assert.ok(
    page('en', 'guide/start/glossary').includes(
      'the default strategy creates chunks such as `lib-polyfill` or `lib-axios`, and `lib-react` once the React plugin is added',
    ),
  );
  assert.ok(
    page('zh', 'guide/start/glossary').includes(
      '默认策略会生成 `lib-polyfill`、`lib-axios` 这样的 chunk，添加 React 插件后还有 `lib-react`',
    ),
  );
  for (const mode of ['development', 'production'] as const) {
    const groups = async (plugins: Awaited<ReturnType<typeof pluginReact>>[]): Promise<string[]> => {
      const { rspack } = await inspect({ plugins }, { mode });
      return Object.keys(rspack[0].optimization.splitChunks.cacheGroups).sort();
    };
    assert.deepEqual(await groups([]), ['lib-axios', 'lib-lodash', 'lib-polyfill'], mode);
    assert.deepEqual(await groups([await pluginReact()]), ['lib-axios', 'lib-lodash', 'lib-polyfill', 'lib-react', 'lib-router'], mode);
  }
});

test('guide/framework/vue3 "<style lang=\"sass\"> is compiled as SCSS and fails with a syntax error that depends on the block, such as expected \"{\" or expected \";\"": with pluginVue, a block that starts with a rule and one that starts with a variable; lang="scss" builds', () => {
  assert.ok(
    page('en', 'guide/framework/vue3').includes(
      'fails with a syntax error that depends on the block, such as `expected "{"` or `expected ";"`',
    ),
  );
  assert.ok(page('zh', 'guide/framework/vue3').includes('具体信息取决于样式块的内容，例如 `expected "{"` 或 `expected ";"`'));
  const vueBuild = (lang: string, style: string) => {
    const dir = project(
      {
        'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
        'src/App.vue': `<template>\n  <h1>Hello, Vue!</h1>\n</template>\n\n<style lang="${lang}">\n${style}</style>\n`,
        'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
      },
      VUE_LINKS,
    );
    return rsbuild(dir, ['build']);
  };
  const rule = vueBuild('sass', 'h1\n  color: #42b883\n');
  assert.equal(rule.code, 1, rule.output);
  assert.match(rule.output, /× expected "\{"\./);
  const variable = vueBuild('sass', '$size: 2em\nh1\n  font-size: $size\n');
  assert.equal(variable.code, 1, variable.output);
  assert.match(variable.output, /× expected ";"\./);
  const scss = vueBuild('scss', '$size: 2em;\nh1 {\n  font-size: $size;\n}\n');
  assert.equal(scss.code, 0, scss.output);
});

test('guide/advanced/env-vars "A variable that is already set in the shell is not overridden by any file, until rsbuild dev restarts itself" and "A restart in development mode, also one after an edit of the configuration file, drops the shell\'s value of each variable that a loaded .env file also sets": PUBLIC_X of the shell wins at the start; after the restart the file\'s value is served, unless NODE_ENV=production in the shell', async () => {
  assert.ok(page('en', 'guide/advanced/env-vars').includes('is not overridden by any file, until `rsbuild dev` restarts itself'));
  assert.ok(
    page('en', 'guide/advanced/env-vars').includes(
      "A restart in development mode, also one after an edit of the configuration file, drops the shell's value of each variable that a loaded `.env` file also sets: from then on the file's value applies.",
    ),
  );
  assert.ok(page('zh', 'guide/advanced/env-vars').includes('已经在 shell 中设置的变量不会被任何文件覆盖，直到 `rsbuild dev` 自动重启'));
  assert.ok(
    page('zh', 'guide/advanced/env-vars').includes(
      '开发模式下自动重启（包括修改配置文件引起的）后，shell 中与已加载 `.env` 文件同名的变量改用文件中的值',
    ),
  );
  for (const [file, from, to] of [
    ['.env', 'PUBLIC_Y=1', 'PUBLIC_Y=2'],
    ['rsbuild.config.mjs', 'export default {};', "export default { html: { title: 'edited' } };"],
  ] as const) {
    const dir = project({
      '.env': 'PUBLIC_X=from-file\nPUBLIC_Y=1\n',
      'rsbuild.config.mjs': 'export default {};\n',
      'src/index.js': 'document.title = process.env.PUBLIC_X;\n',
    });
    const server = await devServer(dir, { env: { PUBLIC_X: 'from-shell' } });
    try {
      const served = async (): Promise<string> =>
        (await (await fetch(`${server.url}/static/js/index.js`)).text()).match(/"(from-\w+)"/)?.[1] ?? 'none';
      assert.equal(await served(), 'from-shell', file);
      const done = compilations(server);
      edit(dir, file, from, to);
      await nextCompilation(server, done);
      assert.match(server.log(), new RegExp(`Restart because ${file.replace('.', '\\.')} is changed`));
      assert.equal(await served(), 'from-file', file);
    } finally {
      await server.stop();
    }
  }

  // With NODE_ENV=production (or any mode but development) in the shell, rsbuild dev runs in that mode, the CLI registers
  // no cleanup (cli/init.ts: `if (isDev())`), and the shell's value survives the restart.
  const dir = project({
    '.env': 'PUBLIC_X=from-file\nPUBLIC_Y=1\n',
    'rsbuild.config.mjs': 'export default {};\n',
    'src/index.js': 'document.title = process.env.PUBLIC_X;\n',
  });
  const server = await devServer(dir, { env: { PUBLIC_X: 'from-shell', NODE_ENV: 'production' } });
  try {
    const served = async (): Promise<string> => {
      const html = await (await fetch(`${server.url}/`)).text();
      const src = /src="(\/static\/js\/index[^"]*\.js)"/.exec(html)?.[1];
      assert.ok(src, html);
      return (await (await fetch(`${server.url}${src}`)).text()).match(/"(from-\w+)"/)?.[1] ?? 'none';
    };
    assert.equal(await served(), 'from-shell');
    const done = compilations(server);
    edit(dir, '.env', 'PUBLIC_Y=1', 'PUBLIC_Y=2');
    await nextCompilation(server, done);
    assert.match(server.log(), /Restart because \.env is changed/);
    assert.equal(await served(), 'from-shell');
  } finally {
    await server.stop();
  }
});
