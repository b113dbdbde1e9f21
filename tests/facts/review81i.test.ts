// Facts behind statements fixed in review 81 (slice i), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects,
// and Chromium where the page speaks of what a browser gets):
// - config/output/minify, minify.js and the caveat "Options that depend on minification": legalComments and
//   removeConsole "do nothing when it [the JavaScript minifier] is off". Not in the scripts of the HTML template:
//   getHtmlMinifyOptions (shared/src/minimize.ts) gives html-minifier-terser's minifyJS the same drop_console /
//   pure_funcs and, for 'none', format.comments false, so with minify { js: false } the template's inline script still
//   loses its console call and its legal comment while the bundle keeps both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, page, project } from './topics-support';

const MINIFY = 'config/output/minify';

/** Asserts that both languages of `route` hold the given words. */
function says(route: string, words: Record<'en' | 'zh', string>): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}: the page says so`);
  }
}

test('config/output/minify, minify.js: "Setting it to false also disables ... in the bundled scripts ... Scripts written in the HTML template are minified with the HTML, and there removeConsole and legalComments: \'none\' still act"', () => {
  says(MINIFY, {
    en: "Scripts written in the HTML template are minified with the HTML, and there `removeConsole` and `legalComments: 'none'` still act.",
    zh: "HTML 模板里直接编写的脚本随 HTML 一起压缩，`removeConsole` 和 `legalComments: 'none'` 在那里仍然生效。",
  });
  says(MINIFY, {
    en: "In scripts written in the template, the HTML minifier applies `removeConsole` and `legalComments: 'none'`.",
    zh: "模板里直接编写的脚本由 HTML 压缩器处理，`removeConsole` 和 `legalComments: 'none'` 在那里同样生效。",
  });
  const template =
    "<!doctype html>\n<html>\n  <head>\n    <script>\n      /*! inline legal */\n      console.log('inline log');\n      console.warn('inline warn');\n      window.x = 1;\n    </script>\n  </head>\n  <body>\n    <div id=\"<%= mountId %>\"></div>\n  </body>\n</html>\n";
  const built = (performance: string, output: string) => {
    const dir = project({
      'index.html': template,
      'src/index.js': "/*! bundle legal */\nconsole.log('bundle log');\nconsole.warn('bundle warn');\n",
      'rsbuild.config.mjs': `export default { html: { template: './index.html' }, performance: ${performance}, output: ${output} };\n`,
    });
    build(dir);
    return { html: distText(dir, /^index\.html$/), js: distText(dir, /\.js$/) };
  };
  // minify { js: false }: the bundle keeps its console calls and its legal comment ...
  const all = built('{ removeConsole: true }', "{ legalComments: 'none', minify: { js: false } }");
  assert.match(all.js, /bundle log/);
  assert.match(all.js, /bundle warn/);
  assert.match(all.js, /bundle legal/);
  // ... while the HTML minifier drops them from the template's script.
  assert.match(all.html, /<script>window\.x=1<\/script>/);
  assert.doesNotMatch(all.html, /inline (log|warn|legal)/);
  // The array form too: only console.log goes.
  const logOnly = built("{ removeConsole: ['log'] }", '{ minify: { js: false } }');
  assert.match(logOnly.js, /bundle log/);
  assert.doesNotMatch(logOnly.html, /inline log/);
  assert.match(logOnly.html, /console\.warn\("inline warn"\)/);
  // Without those options the template's script keeps both (the legal comment as terser keeps it by default).
  const plain = built('{}', '{ minify: { js: false } }');
  assert.match(plain.html, /inline legal/);
  assert.match(plain.html, /console\.log\("inline log"\)/);
});

test('config/output/minify "Can the built HTML page be left unminified?": "Only the tags that Rsbuild inserts, the <title> (when the template has none), the two <meta> tags, the <script> and the <link>, stay together on one line before </head>"', () => {
  says(MINIFY, {
    en: 'Only the tags that Rsbuild inserts, the `<title>` (when the template has none), the two `<meta>` tags, the `<script>` and the `<link>`, stay together on one line before `</head>`',
    zh: '只有 Rsbuild 插入的标签，即 `<title>`（模板里没有时）、两个 `<meta>`、`<script>` 和 `<link>`，仍然连成一行放在 `</head>` 前',
  });
  const files = { 'src/index.js': "import './app.css';\ndocument.body.dataset.ok = '1';\n", 'src/app.css': '.app {\n  color: red;\n}\n' };
  const inserted =
    '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.[hash].js"></script><link href="/static/css/index.[hash].css" rel="stylesheet"></head>';
  const html = (config: string, extra: Record<string, string> = {}) => {
    const dir = project({ ...files, ...extra, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    return distText(dir, /^index\.html$/).replace(/\.[0-9a-f]{8}\./g, '.[hash].');
  };
  for (const config of [
    '{ output: { minify: false } }',
    '{ output: { minify: { html: false } } }',
    '{ tools: { htmlPlugin: { minify: false } } }',
  ]) {
    // The built-in template (no <title>): the title Rsbuild inserts is on that line too.
    const lines = html(config).split('\n');
    assert.ok(lines.includes(`  <head><title>Rsbuild App</title>${inserted}`), `${config}:\n${lines.join('\n')}`);
    assert.ok(lines.includes('    <div id="root"></div>'), config);
  }
  // A template with its own <title> gets none inserted.
  const own = html("{ html: { template: './index.html' }, output: { minify: false } }", {
    'index.html':
      '<!doctype html>\n<html>\n  <head>\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  });
  assert.equal(own.split('<title>').length - 1, 1, own);
  assert.ok(own.split('\n').includes(`  ${inserted}`), own);
});
