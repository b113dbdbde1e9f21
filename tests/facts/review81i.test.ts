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
