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
// - config/html/template, Common problems, "Child compilation failed: Entry module not found ... index.tpl.html": the page
//   said "The file name does not matter: index.tpl.html works as a template like any .html file". The name does matter
//   in one way: html-rspack-plugin's lodash loader skips files matching /\.(c|m)?js$/ (lib/loader.js), so the same
//   markup in index.tpl.js is parsed as JavaScript and the build fails (`Module build failed`, `Expression expected`).
//   Now: "The .tpl in the name does not matter ... (a template whose name ends in .js, by contrast, fails the build)".
//   Run below.
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

test(`${TEMPLATE} "The .tpl in the name does not matter: index.tpl.html works as a template like any .html file (a template whose name ends in .js, by contrast, fails the build)"`, () => {
  pageSays(
    TEMPLATE,
    {
      en: 'The `.tpl` in the name does not matter: `index.tpl.html` works as a template like any `.html` file (a template whose name ends in `.js`, by contrast, fails the build).',
      zh: '文件名中的 `.tpl` 没有影响：`index.tpl.html` 和普通的 `.html` 文件一样可以作为模板（而以 `.js` 结尾的模板文件会导致构建失败）。',
    },
    { en: 'The file name does not matter:', zh: '文件名没有要求：' },
  );
  const markup = '<!doctype html><html><head></head><body><div id="<%= mountId %>-tpl"></div></body></html>\n';
  const files = (name: string): Record<string, string> => ({
    'src/index.js': "console.log('tpl');\n",
    [name]: markup,
    'rsbuild.config.mjs': `export default { html: { template: './${name}' }, performance: { printFileSize: false } };\n`,
  });
  const html = project(files('index.tpl.html'));
  build(html);
  assert.match(distText(html, /^index\.html$/), /<div id="root-tpl"><\/div>/);
  const js = project(files('index.tpl.js'));
  const failed = rsbuild(js, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.match(failed.output, /Module build failed/);
  assert.match(failed.output, /Expression expected/);
});
