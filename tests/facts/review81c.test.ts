// Facts behind statements fixed in review 81 (slice c), run with @rsbuild/core 0.5.9 (its JavaScript API and CLI, in
// throw-away projects):
// - config/tools/rspack, the array form: "you get one when configurations are merged with mergeRsbuildConfig and more
//   than one of them sets tools.rspack". Only when one of them is a function or an array: mergeRsbuildConfig
//   (core/src/mergeConfig.ts) merges two plain objects key by key, so two object forms give one object.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { page, probe } from './topics-support';

const RSPACK = 'config/tools/rspack';

/** Asserts that both languages of `route` hold the given words. */
function says(route: string, words: Record<'en' | 'zh', string>): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}: the page says so`);
  }
}

test('config/tools/rspack "you get one when configurations are merged with mergeRsbuildConfig and more than one of them sets tools.rspack, unless all of them set objects, which are merged into one object"', async () => {
  says(RSPACK, {
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
