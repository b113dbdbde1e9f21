// Facts behind the second accuracy review of session 89 (slice a): config/source/include and
// guide/advanced/browser-compatibility, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// Fixes:
// - config/source/include, opening: "A file outside this set is still bundled, but exactly as it is written" (zh: "但会
//   保持原样"). Not exactly: Rspack still rewrites the file's import and export statements into its own module code, and
//   the minifier compresses it. What holds is that SWC does none of the listed work on it (the js rule's include,
//   shared/src/chain.ts 244-272): its modern syntax reaches the output as written. Test below: a package's `?.` and
//   private field stay under chrome >= 70 while the project's own `?.` is compiled, and the package's
//   `export const` is gone from the output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

test('config/source/include "A file outside this set is still bundled, but SWC does none of this to it: its modern syntax reaches the output as written."', () => {
  pageSays(
    'config/source/include',
    {
      en: 'A file outside this set is still bundled, but SWC does none of this to it: its modern syntax reaches the output as written.',
      zh: '不在这个范围内的文件仍然会被打包，但 SWC 不会对它做上述处理：其中的新语法会原样进入产物。',
    },
    { en: 'but exactly as it is written.', zh: '不在这个范围内的文件仍然会被打包，但会保持原样。' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { minify: false, overrideBrowserslist: ['chrome >= 70'] } };\n",
    'node_modules/plain-lib/package.json': '{ "name": "plain-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/plain-lib/index.js':
      'export const pick = (o) => o?.libValue;\nexport class Box {\n  #size = 1;\n  get size() {\n    return this.#size;\n  }\n}\n',
    'src/index.js':
      "import { pick, Box } from 'plain-lib';\nconst own = (o) => o?.ownValue;\ndocument.body.textContent = String(pick({}) + own({}) + new Box().size);\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /o\?\.libValue/, "the package's ?. stays");
  assert.match(js, /#size = 1;/, "the package's private field stays");
  assert.doesNotMatch(js, /o\?\.ownValue/, 'the own ?. is compiled');
  assert.match(js, /ownValue/);
  assert.doesNotMatch(js, /export const pick/, 'the export statement is rewritten: the file is not bundled exactly as written');
});
