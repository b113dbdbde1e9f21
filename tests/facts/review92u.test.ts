// Facts behind the third accuracy review of session 92 (slice u): config/html/template and config/server/headers, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/html/template, Common problems, "Can the index page use a template file of my own, such as vuci.html": the
//   page said a wrong path fails the build with `Failed to resolve HTML template` and the absolute path, "where Vue CLI
//   only said `Failed to compile with 1 errors`". Vue CLI's dev server prints that line as the title of
//   friendly-errors-webpack-plugin's report (src/friendly-errors-plugin.js, displayErrors: output.title(...,
//   `Failed to compile with ${nbErrors} ${severity}s`) and then formatErrors(...) logs every error's own message under
//   it), so it did not "only" say that. Now: "Vue CLI put `Failed to compile with 1 errors` above its own message". The
//   Rsbuild half of the sentence (the message and the absolute path, from the project root) is run below.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

const TEMPLATE = 'config/html/template';

test(`${TEMPLATE} "A wrong path fails the build with Failed to resolve HTML template and the absolute path it looked for (see Caveats); Vue CLI put Failed to compile with 1 errors above its own message"`, () => {
  pageSays(
    TEMPLATE,
    {
      en: 'A wrong path fails the build with `Failed to resolve HTML template` and the absolute path it looked for (see [Caveats](#caveats)); Vue CLI put `Failed to compile with 1 errors` above its own message.',
      zh: '路径写错时构建会失败，并报出 `Failed to resolve HTML template` 和它查找的绝对路径（参见[注意事项](#注意事项)）；Vue CLI 则是在自己的报错信息上方显示 `Failed to compile with 1 errors`。',
    },
    { en: 'where Vue CLI only said', zh: '不会像 Vue CLI 那样只提示' },
  );
  const files = {
    'src/index.js': "document.title += ' ok';\n",
    'rsbuild.config.mjs': "export default { html: { template: './vuci.html' }, performance: { printFileSize: false } };\n",
  };
  const wrong = project(files);
  const failed = rsbuild(wrong, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.ok(
    failed.output.includes(`Failed to resolve HTML template, please check if the file exists: ${path.join(wrong, 'vuci.html')}`),
    failed.output,
  );
  const right = project({ ...files, 'vuci.html': '<!doctype html><html><head></head><body><div id="vuci"></div></body></html>\n' });
  build(right);
  assert.match(distText(right, /^index\.html$/), /<div id="vuci"><\/div>/);
});
