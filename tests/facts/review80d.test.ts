// Facts behind statements fixed in review 80 (slice d), run with @rsbuild/core 0.5.9:
// - guide/start/glossary, "Chunk": the default strategy of performance.chunkSplit ("split-by-experience") has the cache
//   groups lib-lodash, lib-axios and lib-polyfill (core/src/plugins/splitChunks.ts, splitByExperience); lib-react and
//   lib-router are added by @rsbuild/plugin-react (plugin-react/src/splitChunks.ts), not by the core. The page said the
//   default strategy creates "lib-react".
// - guide/framework/vue3, "Two kinds of style blocks do not work": <style lang="sass"> "is compiled as SCSS and fails with
//   `expected ";"`". The message depends on the block: one that starts with a rule (h1, then an indented declaration)
//   stops with `expected "{"`, one that starts with a variable followed by a rule with `expected ";"` (a variable holding
//   a hex colour followed by a class selector even gives `Expected digit.`). The page now names both as examples.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { inspect, pluginReact } from './lib/rsbuild';
import { ROOT, VUE_LINKS, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

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
