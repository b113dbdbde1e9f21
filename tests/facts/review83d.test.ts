// Facts behind the second accuracy review of session 83 (slice d): guide/advanced/browser-compatibility,
// plugins/list/plugin-node-polyfill and guide/advanced/browserslist, in both languages. Each test runs @rsbuild/core 0.5.9
// in throw-away projects (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// now say it.
//
// - guide/advanced/browserslist, "caniuse-lite is outdated": "each `rsbuild` command prints this warning once, when it
//   first resolves a browserslist". `rsbuild preview` resolves none (it serves dist/ and compiles nothing), so it never
//   prints the warning; dev, build and inspect do, once. The data is made old by moving the clock of the process on
//   two years in rsbuild.config.mjs, which every command loads before it resolves a browserslist.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, count, devServer, page, previewServer, project, rsbuild } from './topics-support';

/** Asserts that both languages of `route` contain their `words`. */
function pageSays(route: string, words: { en: string; zh: string }): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

const OUTDATED = 'Browserslist: caniuse-lite is outdated. Please run:';

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "rsbuild dev, rsbuild build and rsbuild inspect print this warning once ... (rsbuild preview compiles nothing and prints none)": with caniuse-lite data two years old, build, inspect and dev print the outdated warning once each, preview never', async () => {
  pageSays('guide/advanced/browserslist', {
    en: '`rsbuild dev`, `rsbuild build` and `rsbuild inspect` print this warning once, when they first resolve a browserslist (`rsbuild preview` compiles nothing and prints none):',
    zh: '`rsbuild dev`、`rsbuild build` 和 `rsbuild inspect` 都会在第一次解析 browserslist 时打印一次这条警告（`rsbuild preview` 不做编译，不会打印）：',
  });
  const dir = project({
    'rsbuild.config.mjs': 'const now = Date.now;\nDate.now = () => now() + 2 * 365 * 24 * 3600e3;\nexport default {};\n',
    'src/index.js': "import './a.css';\n",
    'src/a.css': '.a { user-select: none; }\n',
  });
  assert.equal(count(build(dir).output, OUTDATED), 1, 'build');
  const inspect = rsbuild(dir, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.equal(count(inspect.output, OUTDATED), 1, 'inspect');
  build(dir);
  const preview = await previewServer(dir);
  try {
    const res = await fetch(`${preview.url}/`);
    assert.equal(res.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(count(preview.log(), OUTDATED), 0, preview.log());
  } finally {
    await preview.stop();
  }
  const dev = await devServer(dir);
  try {
    assert.equal(count(dev.log(), OUTDATED), 1, dev.log());
  } finally {
    await dev.stop();
  }
});
