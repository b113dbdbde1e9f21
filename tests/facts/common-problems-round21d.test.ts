// Facts behind the twenty-first round's (d) items, as readers describe the problem: the original source shown under
// webpack:// in the Sources panel of a production build and Vue CLI's productionSourceMap. Each runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project). Items resting on other sources are noted at their section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/source-map
//
// That a Vue project's .vue components are among the sources rests on vue-loader (@rsbuild/plugin-vue is not
// installed here); Vue CLI's productionSourceMap is its own vue.config.js option.

const twoFiles = {
  'package.json': '{ "name": "my-app", "private": true }\n',
  'src/index.js': "import { msg } from './msg';\ndocument.body.textContent = msg;\n",
  'src/msg.js': "export const msg = 'hello';\n",
};

test('config/output/source-map "the production build shows your source files under webpack:// in the Sources panel": with sourceMap.js set (no check of the mode), rsbuild build writes a .js.map whose sources are webpack://<package name>/./src/... and which carries the original code, and the script points to it', () => {
  const dir = project({ ...twoFiles, 'rsbuild.config.mjs': "export default { output: { sourceMap: { js: 'source-map' } } };\n" });
  build(dir);
  const map = JSON.parse(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/));
  assert.deepEqual(map.sources, ['webpack://my-app/./src/index.js', 'webpack://my-app/./src/msg.js']);
  assert.deepEqual(map.sourcesContent, [twoFiles['src/index.js'], twoFiles['src/msg.js']]);
  assert.match(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map/);
});

test("config/output/source-map \"Vue CLI's productionSourceMap: false has no effect: Rsbuild takes the unknown key without a warning and ignores it\": next to sourceMap.js 'source-map' the map is still written; alone (true or false) the build writes no map, as by default, and prints nothing about it", () => {
  const withJs = project({
    ...twoFiles,
    'rsbuild.config.mjs': "export default { productionSourceMap: false, output: { sourceMap: { js: 'source-map' } } };\n",
  });
  const run = build(withJs);
  assert.doesNotMatch(run.output, /productionSourceMap|warn/i);
  assert.equal(distFiles(withJs).filter((f) => f.endsWith('.js.map')).length, 1);
  for (const value of ['true', 'false']) {
    const alone = project({ ...twoFiles, 'rsbuild.config.mjs': `export default { productionSourceMap: ${value} };\n` });
    const out = build(alone);
    assert.doesNotMatch(out.output, /productionSourceMap|warn/i);
    assert.deepEqual(
      distFiles(alone).filter((f) => f.endsWith('.map')),
      [],
    );
    assert.doesNotMatch(distText(alone, /\.js$/), /sourceMappingURL/);
  }
});
