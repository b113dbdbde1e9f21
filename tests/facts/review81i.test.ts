// Facts behind statements fixed in review 81 (slice i), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects,
// and Chromium where the page speaks of what a browser gets):
// - config/output/minify, minify.js and the caveat "Options that depend on minification": legalComments and
//   removeConsole "do nothing when it [the JavaScript minifier] is off". Not in the scripts of the HTML template:
//   getHtmlMinifyOptions (shared/src/minimize.ts) gives html-minifier-terser's minifyJS the same drop_console /
//   pure_funcs and, for 'none', format.comments false, so with minify { js: false } the template's inline script still
//   loses its console call and its legal comment while the bundle keeps both.
// - config/output/minify, the item "Can the built HTML page be left unminified?": the tags Rsbuild inserts on the line
//   before </head> were listed as the two <meta>, the <script> and the <link>. With a template without <title> (the
//   built-in one), HtmlBasicPlugin inserts <title>Rsbuild App</title> there too.
// - config/output/minify, minify.css: with output.injectStyles "only Sass styles come out compressed in production,
//   because sass-loader asks Sass for compressed CSS". Stylus styles of @rsbuild/plugin-stylus 0.5.9 do too:
//   stylus-loader 8.1.0, its dependency, sets Stylus's compress in production-like mode as sass-loader sets outputStyle
//   compressed. Neither the plugin nor Stylus is installed in the repository: with STYLUS_DEPS set to a folder whose
//   node_modules holds stylus 0.63.0 and stylus-loader 8.1.0 (`npm install stylus@0.63.0 stylus-loader@8.1.0` there),
//   that test builds with the stand-in of stand-in-plugins.ts; without it, it skips. CSS, Less and Sass always run.
// - config/output/minify, "A class name changes when the file is minified": "`name` returns the new name". Not always:
//   SWC's compressor inlines a function declaration that is used once into an anonymous function expression, whose
//   name is ''. mangle keep_fnames (as in the page's example) keeps it.
// - config/output/source-map, "Breakpoints stop on the wrong line": "with minification on, only the kinds without cheap
//   ... write a map there: the cheap-* kinds write none". Those that start with eval- do (eval-cheap-* and
//   eval-nosources-cheap-*): each module's eval() string ends with its sourceMappingURL data URL. The other twelve
//   kinds with cheap write none.
// - config/output/source-map, sourceMap.css: "every emitted .css file gets a .css.map file beside it and a
//   sourceMappingURL comment", and the caveat names js: false as the only case without. The CSS map is Rspack's
//   devtool output (core/src/provider/plugins/css.ts only removes it when css is false) and takes the devtool's form:
//   none for the eval kinds, a data URL inside the .css file for inline-*, a .css.map without the comment for hidden-*.
// - config/output/source-map, caveats: "CSS source maps need JavaScript source maps ... With js: false, which is the
//   production default, no CSS source map is written even if css is true". Not with output.injectStyles: css-loader
//   gets sourceMap: output.sourceMap.css (shared/src/css.ts, getCssLoaderOptions), whatever devtool is, and
//   style-loader adds the map to each <style> it injects as a data URL.
// - config/output/source-map, caveat "Inlined files": "in 0.5.9 the inlined code carries no sourceMappingURL comment".
//   InlineChunkHtmlPlugin (core/src/rspack/InlineChunkHtmlPlugin.ts, updateSourceMappingURL) keeps the comment and
//   rewrites its path; it is the HTML minifier (minifyJS / minifyCSS of html-minifier-terser) that drops it. With
//   minify.html false the inlined script and style keep it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { STYLUS_PLUGIN } from './stand-in-plugins';
import { build, buildAndVisit, distFiles, distText, pageSays, project, sharedBrowser } from './topics-support';

const STYLUS_DEPS = process.env.STYLUS_DEPS;
const browser = sharedBrowser();

const MINIFY = 'config/output/minify';
const SOURCE_MAP = 'config/output/source-map';
/** The devtool values Rspack 0.5.9 accepts (@rspack/core dist/config/zod.js, devTool), as the page lists them. */
const RSPACK_DEVTOOLS = [
  'eval',
  'cheap-source-map',
  'cheap-module-source-map',
  'source-map',
  'inline-cheap-source-map',
  'inline-cheap-module-source-map',
  'inline-source-map',
  'inline-nosources-cheap-source-map',
  'inline-nosources-cheap-module-source-map',
  'inline-nosources-source-map',
  'nosources-cheap-source-map',
  'nosources-cheap-module-source-map',
  'nosources-source-map',
  'hidden-nosources-cheap-source-map',
  'hidden-nosources-cheap-module-source-map',
  'hidden-nosources-source-map',
  'hidden-cheap-source-map',
  'hidden-cheap-module-source-map',
  'hidden-source-map',
  'eval-cheap-source-map',
  'eval-cheap-module-source-map',
  'eval-source-map',
  'eval-nosources-cheap-source-map',
  'eval-nosources-cheap-module-source-map',
  'eval-nosources-source-map',
] as const;

test('config/output/minify, minify.js: "Setting it to false also disables ... in the bundled scripts ... Scripts written in the HTML template are minified with the HTML, and there removeConsole and legalComments: \'none\' still act"', () => {
  pageSays(MINIFY, {
    en: "Scripts inside the HTML, those of the template and those inlined with [output.inlineScripts](/config/output/inline-scripts), are minified with the HTML, and there `removeConsole` and `legalComments: 'none'` still act.",
    zh: "包括模板里直接编写的和通过 [output.inlineScripts](/zh/config/output/inline-scripts) 内联的，会随 HTML 一起压缩，`removeConsole` 和 `legalComments: 'none'` 在那里仍然生效。",
  });
  pageSays(MINIFY, {
    en: "In scripts inside the HTML, written in the template or inlined, the HTML minifier applies `removeConsole` and `legalComments: 'none'`.",
    zh: "HTML 中的脚本（模板里直接编写的或内联的）由 HTML 压缩器处理，`removeConsole` 和 `legalComments: 'none'` 在那里同样生效。",
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
  pageSays(MINIFY, {
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

test('config/output/minify, minify.css: with output.injectStyles the CSS minimizer does not see the styles; "Sass styles, and Stylus styles with the Stylus plugin, still come out compressed in production": rsbuild build keeps a .css and a .less file as written in the JavaScript and compresses the .scss one', () => {
  pageSays(MINIFY, {
    en: '(Sass styles, and Stylus styles with [the Stylus plugin](/plugins/list/plugin-stylus), still come out compressed in production, because their loaders ask the compiler for compressed CSS)',
    zh: '（Sass 样式，以及使用 [Stylus 插件](/zh/plugins/list/plugin-stylus)时的 Stylus 样式，在生产构建中仍是压缩过的，因为它们的 loader 会让编译器直接输出压缩后的 CSS）',
  });
  const dir = project({
    'src/index.js': "import './a.css';\nimport './b.less';\nimport './c.scss';\n",
    'src/a.css': '/* css comment */\n.from-css {\n  color: red;\n}\n',
    'src/b.less': '/* less comment */\n.from-less {\n  .inner { color: blue; }\n}\n',
    'src/c.scss': '/* scss comment */\n.from-scss {\n  .inner { color: green; }\n}\n',
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n',
  });
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.ok(js.includes('"/* css comment */\\n.from-css {\\n  color: red;\\n}\\n"'), js);
  assert.ok(js.includes('"/* less comment */\\n.from-less .inner {\\n  color: blue;\\n}\\n"'), js);
  assert.ok(js.includes('".from-scss .inner{color:green}"'), js);
  assert.doesNotMatch(js, /scss comment/);
});

test('config/output/minify, minify.css: "Stylus styles with the Stylus plugin still come out compressed in production" with output.injectStyles', {
  skip: STYLUS_DEPS ? false : 'STYLUS_DEPS is not set: Stylus and stylus-loader are not installed in the repository',
}, () => {
  const deps = path.join(STYLUS_DEPS ?? '', 'node_modules');
  const dir = project(
    {
      'stylus-plugin.cjs': STYLUS_PLUGIN(path.join(deps, 'stylus-loader')),
      'src/index.js': "import './d.styl';\n",
      'src/d.styl': '// styl comment\n/* styl block */\n.from-styl\n  .inner\n    color blue\n',
      'rsbuild.config.mjs':
        "import { pluginStylus } from './stylus-plugin.cjs';\nexport default { plugins: [pluginStylus()], output: { injectStyles: true } };\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.ok(js.includes('".from-styl .inner{color:#00f}"'), js);
  assert.doesNotMatch(js, /styl block/);
});

test('config/output/minify "class.name ... is a single letter in the production build": "name returns the new name, or an empty string for a function the minifier has made anonymous"; mangle keep_classnames and keep_fnames keep both', async () => {
  pageSays(MINIFY, {
    en: 'and `name` returns the new name, or an empty string for a function the minifier has made anonymous, so code',
    zh: '`name` 返回的就是改过的名字（被压缩器改成匿名函数的，返回空字符串），所以运行时',
  });
  // The three declarations of the page's example, read where they are declared; testFn1 is used once.
  const files = {
    'src/index.js':
      "class TestClass {}\nfunction testFn1() {}\nexport const testFn = () => {};\ndocument.getElementById('root').textContent = JSON.stringify([TestClass.name, testFn1.name, testFn.name]);\n",
  };
  const names = async (config: string): Promise<string[]> => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    const visited = await buildAndVisit(browser(), dir, () => document.getElementById('root')?.textContent ?? '');
    assert.deepEqual(visited.errors, []);
    return JSON.parse(visited.value) as string[];
  };
  const [cls, fn, arrow] = await names('{}');
  assert.match(cls, /^[a-zA-Z_$]$/);
  assert.equal(fn, '');
  assert.match(arrow, /^[a-zA-Z_$]$/);
  assert.deepEqual(await names('{ output: { minify: { jsOptions: { mangle: { keep_fnames: true, keep_classnames: true } } } } }'), [
    'TestClass',
    'testFn1',
    'testFn',
  ]);
});

test('config/output/source-map "Breakpoints stop on the wrong line": "with minification on, the kinds with cheap write no map there in 0.5.9, except those that start with eval-, which keep one inside each module\'s eval()"', () => {
  pageSays(SOURCE_MAP, {
    en: "with minification on, the kinds with `cheap` write no map there in 0.5.9, except those that start with `eval-`, which keep one inside each module's `eval()`: use a kind such as `'source-map'`.",
    zh: "而且开启压缩时，带 `cheap` 的类型在 0.5.9 中都不会生成 map（以 `eval-` 开头的除外，它们把 map 放在每个模块的 `eval()` 里），请使用 `'source-map'` 这类类型。",
  });
  const production = (kind: string) => {
    const dir = project({
      'src/index.js': "function greet(name) {\n  return 'hello ' + name;\n}\ndocument.body.textContent = greet('you');\n",
      'rsbuild.config.mjs': `export default { output: { sourceMap: { js: '${kind}' } } };\n`,
    });
    build(dir);
    return { maps: distFiles(dir).filter((f) => f.endsWith('.map')), js: distText(dir, /\.js$/) };
  };
  const cheap = (RSPACK_DEVTOOLS as readonly string[]).filter((kind) => kind.includes('cheap'));
  assert.equal(cheap.length, 16);
  for (const kind of cheap) {
    const out = production(kind);
    assert.deepEqual(out.maps, [], kind);
    if (kind.startsWith('eval-')) {
      assert.match(out.js, /eval\('[^']*\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+'\)/, kind);
    } else {
      assert.doesNotMatch(out.js, /sourceMappingURL/, kind);
    }
  }
  const full = production('source-map');
  assert.equal(full.maps.length, 1);
  assert.match(full.js, /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map/);
});

test('config/output/source-map, sourceMap.css and its caveat: the CSS map takes the form of the sourceMap.js kind: none with false or an eval kind, a data URL in the .css file with inline-*, a .css.map without the comment with hidden-*', () => {
  pageSays(SOURCE_MAP, {
    en: 'When enabled, with a kind of `sourceMap.js` that writes separate map files with a comment, such as the development default, every emitted `.css` file gets a `.css.map` file beside it',
    zh: '开启后，如果 `sourceMap.js` 的类型会生成带注释的独立 map 文件（例如开发模式的默认值），每个输出的 `.css` 文件旁边都会生成一个 `.css.map` 文件',
  });
  pageSays(SOURCE_MAP, {
    en: 'With `js: false`, which is the production default, or an `eval` kind, no CSS source map is written even if `css` is `true`; an `inline-*` kind puts it into the `.css` file as a data URL, and a `hidden-*` kind leaves out the comment.',
    zh: '当 `js` 为 `false`（即生产模式的默认值）或为 `eval` 类型时，即使 `css` 为 `true` 也不会输出 CSS source map；`inline-*` 类型会把它以 data URL 的形式写进 `.css` 文件，`hidden-*` 类型则省略注释。',
  });
  const css = (js: string, env: NodeJS.ProcessEnv = {}) => {
    const dir = project({
      'src/index.js': "import './card.css';\n",
      'src/card.css': '.card {\n  color: red;\n}\n',
      'rsbuild.config.mjs': `export default { output: { sourceMap: { ${js ? `js: ${js}, ` : ''}css: true } } };\n`,
    });
    build(dir, env);
    return { maps: distFiles(dir).filter((f) => f.endsWith('.css.map')).length, text: distText(dir, /\.css$/) };
  };
  const dev = { NODE_ENV: 'development' };
  // Production, every kind Rspack 0.5.9 accepts.
  for (const kind of RSPACK_DEVTOOLS) {
    const out = css(`'${kind}'`);
    if (kind.startsWith('eval')) {
      assert.equal(out.maps, 0, kind);
      assert.doesNotMatch(out.text, /sourceMappingURL/, kind);
    } else if (kind.startsWith('inline-')) {
      assert.equal(out.maps, 0, kind);
      assert.match(out.text, /\/\*# sourceMappingURL=data:application\/json;charset=utf-8;base64,[A-Za-z0-9+/=]+\s*\*\//, kind);
    } else if (kind.startsWith('hidden-')) {
      assert.equal(out.maps, 1, kind);
      assert.doesNotMatch(out.text, /sourceMappingURL/, kind);
    } else {
      assert.equal(out.maps, 1, kind);
      assert.match(out.text, /\/\*# sourceMappingURL=index\.[0-9a-f]{8}\.css\.map\s*\*\/\s*$/, kind);
    }
  }
  // js: false (the production default) writes none, in either mode when set.
  for (const [js, env] of [
    ['', {}],
    ['false', {}],
    ['false', dev],
    ["'eval-source-map'", dev],
  ] as const) {
    const out = css(js, env);
    assert.equal(out.maps, 0, `${js} ${env.NODE_ENV ?? 'production'}`);
    assert.doesNotMatch(out.text, /sourceMappingURL/, `${js} ${env.NODE_ENV ?? 'production'}`);
  }
  // The development default: a .css.map and the comment.
  const devDefault = css('', dev);
  assert.equal(devDefault.maps, 1);
  assert.match(devDefault.text, /\/\*# sourceMappingURL=index\.css\.map\s*\*\/\s*$/);
});

test('config/output/source-map, caveat "Injected styles": "css: true does not depend on sourceMap.js, and works in production too: ... each injected <style> gets its map as a data URL"', async () => {
  pageSays(SOURCE_MAP, {
    en: '`css: true` does not depend on `sourceMap.js`, and works in production too: the CSS source maps travel in the JavaScript, and each injected `<style>` gets its map as a data URL instead of a separate file.',
    zh: '`css: true` 不依赖 `sourceMap.js`，生产模式下同样生效：CSS source map 随 JavaScript 一起下发，每个注入的 `<style>` 都以 data URL 的形式带上自己的 map，而不是输出为单独的文件。',
  });
  pageSays(SOURCE_MAP, { en: 'Injected styles are the exception (below).', zh: '注入的样式例外（见下文）。' });
  const styles = async (sourceMap: string) => {
    const dir = project({
      'src/index.js': "import './card.css';\n",
      'src/card.css': '.card {\n  color: red;\n}\n',
      'rsbuild.config.mjs': `export default { output: { injectStyles: true, sourceMap: ${sourceMap} } };\n`,
    });
    const visited = await buildAndVisit(browser(), dir, () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''));
    assert.deepEqual(visited.errors, []);
    return { files: distFiles(dir).filter((f) => f.endsWith('.map')), styles: visited.value };
  };
  // Production, sourceMap.js left at its default (false): no .map file, and the <style> carries the map.
  const mapped = await styles('{ css: true }');
  assert.deepEqual(mapped.files, []);
  assert.equal(mapped.styles.length, 1);
  assert.match(
    mapped.styles[0],
    /^\.card \{\n {2}color: red;\n\}\n\s*\/\*# sourceMappingURL=data:application\/json;base64,[A-Za-z0-9+/=]+ \*\/$/,
  );
  const map = JSON.parse(Buffer.from(/base64,([A-Za-z0-9+/=]+)/.exec(mapped.styles[0])?.[1] ?? '', 'base64').toString()) as {
    sources: string[];
  };
  assert.equal(map.sources.length, 1);
  assert.match(map.sources[0], /src\/card\.css$/);
  // css: false: none.
  const plain = await styles('{ css: false }');
  assert.equal(plain.styles.length, 1);
  assert.doesNotMatch(plain.styles[0], /sourceMappingURL/);
});

test('config/output/source-map, caveat "Inlined files": "the .map files are still written, but the HTML minifier removes the sourceMappingURL comment of the inlined code ...; with minify.html set to false the inlined code keeps its comment"', () => {
  pageSays(SOURCE_MAP, {
    en: 'the `.map` files are still written, but the HTML minifier removes the `sourceMappingURL` comment of the inlined code, so browsers do not load those maps by themselves; with [minify.html](/config/output/minify#minifyhtml) set to `false` the inlined code keeps its comment.',
    zh: '`.map` 文件仍然会输出，但 HTML 压缩器会去掉内联代码中的 `sourceMappingURL` 注释，因此浏览器不会自动加载这些 source map；把 [minify.html](/zh/config/output/minify#minifyhtml) 设为 `false` 时，内联代码会保留这条注释。',
  });
  const inlined = (minify: string) => {
    const dir = project({
      'src/index.js': "import './card.css';\ndocument.body.dataset.ok = '1';\n",
      'src/card.css': '.card {\n  color: red;\n}\n',
      'rsbuild.config.mjs': `export default { output: { inlineScripts: true, inlineStyles: true, minify: ${minify}, sourceMap: { js: 'source-map', css: true } } };\n`,
    });
    build(dir);
    const files = distFiles(dir);
    return {
      maps: files.filter((f) => f.endsWith('.map')),
      inlined: !files.some((f) => /\.(js|css)$/.test(f)),
      html: distText(dir, /^index\.html$/),
    };
  };
  const minified = inlined('true');
  assert.ok(minified.inlined);
  assert.equal(minified.maps.length, 2);
  assert.doesNotMatch(minified.html, /sourceMappingURL/);
  const kept = inlined('{ html: false }');
  assert.ok(kept.inlined);
  assert.equal(kept.maps.length, 2);
  assert.match(kept.html, /\/\/# sourceMappingURL=\/static\/js\/index\.[0-9a-f]{8}\.js\.map/);
  assert.match(kept.html, /\/\*# sourceMappingURL=\/static\/css\/index\.[0-9a-f]{8}\.css\.map\s*\*\//);
});
