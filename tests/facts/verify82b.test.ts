// Facts behind the corrections of verify82 (slice b), a second look at review 81's fixes, run with @rsbuild/core 0.5.9
// (its CLI, in throw-away projects):
// - config/output/copy, "force and priority": review 81 wrote that "the pages Rsbuild generates are the exception: a
//   file copied to dist/index.html fails the build with a Conflict error, with or without force", as if every other
//   output file could be replaced with force. The HTML pages are not alone: a source map (written by the devtool plugin)
//   and a .LICENSE.txt file (written by the JavaScript minifier) also come after the copy, and so does the favicon of
//   html.favicon (written by the HTML plugin): a file copied to any of those names fails the build with the same
//   Conflict, with force and without it, unless the copied file has the same content (the favicon's own file, copied
//   with the folder it sits in, builds). The entry script, emitted before the copy, is replaced with force.
// - config/output/minify, minify.js and the caveat "Options that depend on minification": review 81 wrote that with
//   minify.js false, legalComments and removeConsole do nothing "in the bundled scripts", and still act in the scripts
//   written in the template. A bundled script inlined into the HTML with output.inlineScripts is minified with the HTML
//   as well: its console calls and its legal comment are gone, while the same script as a .js file keeps them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

const CONFLICT = 'Conflict: Multiple assets emit different content to the same filename';

// ---------------------------------------------------------------------------------------------------------
// config/output/copy, force and priority

test('config/output/copy "Files that Rsbuild writes after the copy are the exception, such as the HTML pages, source maps, .LICENSE.txt files and the favicon: a file with other content copied to one of their names fails the build with a Conflict error, with or without force"', () => {
  pageSays(
    'config/output/copy',
    {
      en: 'Files that Rsbuild writes after the copy are the exception, such as the HTML pages (`dist/index.html`), source maps, `.LICENSE.txt` files and the [favicon](/config/html/favicon): a file with other content copied to one of their names fails the build with a `Conflict` error, with or without `force`.',
      zh: 'Rsbuild 在复制之后才写入的文件是例外，例如 HTML 页面（`dist/index.html`）、source map、`.LICENSE.txt` 文件和 [favicon](/zh/config/html/favicon)：把内容不同的文件复制到它们的路径时，无论是否设置 `force`，构建都会因 `Conflict` 报错而失败。',
    },
    { en: 'The pages Rsbuild generates are the exception', zh: 'Rsbuild 生成的 HTML 页面是例外' },
  );
  const files = {
    // A legal comment, so that the minifier writes index.js.LICENSE.txt.
    'src/index.js': "/*! bundle legal */\nconsole.log('from the bundle');\n",
    'copied/script.js': "console.log('copied');\n",
    'copied/page.html': '<!doctype html><title>copied</title>\n',
    'copied/map.json': '{"copied":true}\n',
    'copied/license.txt': 'copied license\n',
    'copied/icon.png': 'not the favicon\n',
    'src/icon.png': 'the favicon\n',
  };
  const copy = (from: string, to: string, force: boolean) => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { html: { favicon: './src/icon.png' }, output: { filenameHash: false, sourceMap: { js: 'source-map' }, copy: [{ from: './copied/${from}', to: '${to}', force: ${force}, priority: 10 }] } };\n`,
    });
    return { dir, run: rsbuild(dir, ['build']) };
  };
  for (const force of [true, false]) {
    // Written after the copy: the page, the script's map, its license file and the favicon.
    for (const [from, to] of [
      ['page.html', 'index.html'],
      ['map.json', 'static/js/index.js.map'],
      ['license.txt', 'static/js/index.js.LICENSE.txt'],
      ['icon.png', 'icon.png'],
    ]) {
      const { run } = copy(from, to, force);
      assert.ok(run.output.includes(`${CONFLICT} ${to}`), `${to}, force: ${force}\n${run.output}`);
      assert.ok(run.output.includes('Failed to build.'), `${to}, force: ${force}`);
    }
    // Emitted before the copy: the entry script, replaced with force and kept without.
    const { dir, run } = copy('script.js', 'static/js/index.js', force);
    assert.equal(run.code, 0, run.output);
    const script = distText(dir, /^static\/js\/index\.js$/);
    assert.equal(script.includes('copied'), force, `force: ${force}`);
    assert.equal(script.includes('from the bundle'), !force, `force: ${force}`);
  }
  // The same content under the favicon's name is no conflict: the favicon's folder copied as a whole builds.
  const same = project({
    'src/index.js': "console.log('from the bundle');\n",
    'public/icon.png': 'the favicon\n',
    'rsbuild.config.mjs':
      "export default { html: { favicon: './public/icon.png' }, output: { copy: [{ from: './public', force: true }] } };\n",
  });
  const run = rsbuild(same, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.equal(distText(same, /^icon\.png$/), 'the favicon\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify, minify.js and the caveat "Options that depend on minification"

test('config/output/minify, minify.js: "in the emitted .js files, legalComments no longer extracts or removes comments, and removeConsole no longer removes console calls. Scripts inside the HTML, those of the template and those inlined with output.inlineScripts, are minified with the HTML, and there removeConsole and legalComments: \'none\' still act"', () => {
  pageSays(
    'config/output/minify',
    {
      en: "Scripts inside the HTML, those of the template and those inlined with [output.inlineScripts](/config/output/inline-scripts), are minified with the HTML, and there `removeConsole` and `legalComments: 'none'` still act.",
      zh: "HTML 中的脚本，包括模板里直接编写的和通过 [output.inlineScripts](/zh/config/output/inline-scripts) 内联的，会随 HTML 一起压缩，`removeConsole` 和 `legalComments: 'none'` 在那里仍然生效。",
    },
    { en: 'Scripts written in the HTML template are minified', zh: 'HTML 模板里直接编写的脚本随 HTML 一起压缩' },
  );
  pageSays(
    'config/output/minify',
    {
      en: "do nothing in the emitted `.js` files when it is off. In scripts inside the HTML, written in the template or inlined, the HTML minifier applies `removeConsole` and `legalComments: 'none'`.",
      zh: "关闭它时在输出的 `.js` 文件中不起作用。HTML 中的脚本（模板里直接编写的或内联的）由 HTML 压缩器处理，`removeConsole` 和 `legalComments: 'none'` 在那里同样生效。",
    },
    { en: 'do nothing in the bundled scripts when it is off', zh: '关闭它时在打包出的脚本中不起作用' },
  );
  // The two options' own pages say the same since session 82 (the run below backs them too; with `minify: false` the
  // HTML minifier is off as well: shared/src/minimize.ts, getHtmlMinifyOptions returns false).
  pageSays('config/performance/remove-console', {
    en: 'With only `output.minify.js` set to `false`, the emitted `.js` files keep their calls, but scripts inside the HTML',
    zh: '只把 `output.minify.js` 设为 `false` 时，输出的 `.js` 文件会保留这些调用，但 HTML 里的脚本',
  });
  pageSays('config/output/legal-comments', {
    en: "still go through the HTML minifier, and `'none'` still removes their legal comments.",
    zh: "仍会经过 HTML 压缩器，`'none'` 依然会移除其中的法律注释。",
  });
  const built = (inlineScripts: boolean) => {
    const dir = project({
      'src/index.js': "/*! bundle legal */\nconsole.log('bundle log');\ndocument.title = 'bundle ran';\n",
      'rsbuild.config.mjs': `export default { performance: { removeConsole: true }, output: { inlineScripts: ${inlineScripts}, legalComments: 'none', minify: { js: false } } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return { html: distText(dir, /^index\.html$/), js: distText(dir, /\.js$/) };
  };
  // A .js file: not minified, the console call and the legal comment stay.
  const file = built(false);
  assert.match(file.js, /console\.log\("bundle log"\)/);
  assert.match(file.js, /bundle legal/);
  assert.match(file.js, /\n/);
  // The same script inlined into index.html: no .js file, and the HTML minifier drops both.
  const inlined = built(true);
  assert.equal(inlined.js, '');
  assert.match(inlined.html, /<script[^>]*>[^<]*document\.title\s*=\s*"bundle ran"[^<]*<\/script>/);
  assert.doesNotMatch(inlined.html, /bundle log/);
  assert.doesNotMatch(inlined.html, /bundle legal/);
});
