// Facts behind statements fixed in review 80 (slice d), run with @rsbuild/core 0.5.9:
// - guide/start/glossary, "Chunk": the default strategy of performance.chunkSplit ("split-by-experience") has the cache
//   groups lib-lodash, lib-axios and lib-polyfill (core/src/plugins/splitChunks.ts, splitByExperience); lib-react and
//   lib-router are added by @rsbuild/plugin-react (plugin-react/src/splitChunks.ts), not by the core. The page said the
//   default strategy creates "lib-react".
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { inspect, pluginReact } from './lib/rsbuild';
import { ROOT } from './topics-support';

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
