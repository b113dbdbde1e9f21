// Facts behind the accuracy review of session 99 (slice g): config/html/meta, config/html/tags,
// config/html/template-parameters and config/html/template, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
// Nothing outside the repository is needed.
//
// Fixes (config/html/meta):
// - "Name and content": the page said "Result:" above `<meta name="viewport" content="width=device-width,
//   initial-scale=1.0">` and the other tags. That is the HTML of rsbuild dev. rsbuild build minifies the HTML
//   (getHtmlMinifyOptions in core/src/plugins/html.ts), and the minifier rewrites the content of a viewport meta tag:
//   it writes `width=device-width,initial-scale=1`. Now: "Result, as `rsbuild dev` serves it; `rsbuild build` writes
//   the same tags minified on one line, with the viewport as `width=device-width,initial-scale=1`", the wording of the
//   html.title page. Run below: the page's example under rsbuild dev and rsbuild build.
// - meta.viewport: "Produces `<meta name="viewport" content="width=device-width, initial-scale=1.0">`" said nothing of
//   that rewrite, which also applies to a value of one's own (the page's own example with maximum-scale=1.0 and
//   user-scalable=no). Now the section says that rsbuild build removes the spaces and writes 1.0 as 1. Run below.
// - "Function form": "An array of objects and functions is also accepted; ... an object being merged into the current
//   value". The page says above that the object form merges down to the attributes of `charset`; in an array it does
//   not. mergeRsbuildConfig (core/src/mergeConfig.ts) turns the default object and the user's array into one array,
//   and getMetaTags (core/src/plugins/html.ts) reduces it with mergeChainedOptions, whose merge is Object.assign
//   (shared/src/mergeChainedOptions.ts): one level deep. A `charset` object in an array therefore replaces the default
//   `{ charset: 'UTF-8' }` instead of being merged with it. The sentence now says so. Run below: with
//   `[{ charset: { 'http-equiv': ..., content: ... } }]` the page has that tag and no `charset="UTF-8"`.
//
//
// Fix (config/html/template):
// - Caveats: "A `template` set in tools.htmlPlugin overrides `html.template`." True, but the section "What Rsbuild
//   changes in your template" does not hold for such a template: getTemplate (core/src/plugins/html.ts) reads only the
//   file of html.template, and HtmlBasicPlugin (core/src/rspack/HtmlBasicPlugin.ts, hasTitle(templateContent)) and
//   getMetaTags (the charset check) look at that content alone. With tools.htmlPlugin.template, the built-in template's
//   content is undefined, so Rsbuild adds its <title> and <meta charset> to a template that has its own; the viewport
//   check lives in html-rspack-plugin (postProcessHtml) and still applies. The caveat now says so. Run below: a
//   template with <title>Mine</title>, <meta charset="utf-8"> and a viewport tag gives two titles, two charset tags and
//   one viewport tag.
//
// Confirmed, unchanged (no earlier facts file runs it):
// - config/html/meta, "Function form": "A function is called once for each entry": two entries, two calls, one per
//   entry name, in the same build as the array fix above (the function gets the value the array's object left).
// - config/html/tags, "Tag objects": the "Result, with the default settings" block, tag for tag: title, the two meta
//   tags (viewport minified), the entry's deferred script, its stylesheet, then the preconnect link and the async
//   analytics script in <head>, and the noscript after the mount element in <body>.
// - config/html/template: "relative to the project root: the directory in which you run the `rsbuild` command, or the
//   `cwd` given to `createRsbuild`" and the caveat "A relative path is resolved from the project root (the folder you
//   run `rsbuild` in), not from the folder of the configuration file" (getTemplate resolves from api.context.rootPath,
//   which is process.cwd() in cli/init.ts and the cwd option in createContext.ts). Run: rsbuild build --config
//   config/rsbuild.config.mjs with the template beside the configuration file fails with the path under the project
//   root, and uses the project root's file once it exists; createRsbuild({ cwd: 'app' }) from the folder above reads
//   app/static/index.html, not the folder's own static/index.html.
// - config/html/template-parameters, built-in parameters: "`compilation`: the current Rspack compilation object" and
//   "`webpackConfig`: the Rspack configuration of the build": the template prints webpackConfig.mode, and
//   compilation.hash is the compilation hash that html.tags' `hash: true` appends to a URL.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, probe, project, rsbuild } from './topics-support';

const META = 'config/html/meta';
const TAGS = 'config/html/tags';
const TEMPLATE = 'config/html/template';
const PARAMS = 'config/html/template-parameters';
const quiet = 'performance: { printFileSize: false }';

test(`${META} "Result, as rsbuild dev serves it; rsbuild build writes the same tags minified on one line, with the viewport as width=device-width,initial-scale=1" + meta.viewport "removes the spaces from the value and writes 1.0 as 1, in the default value ... as in yours": the page's examples under rsbuild dev and rsbuild build`, async () => {
  pageSays(
    META,
    {
      en: 'Result, as `rsbuild dev` serves it; `rsbuild build` writes the same tags minified on one line, with the viewport as `width=device-width,initial-scale=1`:',
      zh: '生成结果如下（这是 `rsbuild dev` 返回的样子；`rsbuild build` 写出的是同样的标签，但压缩在一行中，viewport 写作 `width=device-width,initial-scale=1`）：',
    },
    { en: '\nResult:\n\n```html\n<meta charset="UTF-8">', zh: '\n生成结果：\n\n```html\n<meta charset="UTF-8">' },
  );
  pageSays(META, {
    en: 'The HTML minifier of `rsbuild build` removes the spaces from the value and writes `1.0` as `1`, in the default value (`content="width=device-width,initial-scale=1"`) as in yours.',
    zh: '`rsbuild build` 压缩 HTML 时会去掉值里的空格，并把 `1.0` 写成 `1`，默认值（压缩后为 `content="width=device-width,initial-scale=1"`）和你自己写的值都是如此。',
  });
  const dir = project({
    'src/index.js': "console.log('meta');\n",
    'rsbuild.config.mjs': `const own = { viewport: 'width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no' };
const named = { description: 'Track orders and invoices in one place', 'theme-color': '#0f172a' };
export default { html: { meta: process.env.OWN_VIEWPORT ? own : named }, ${quiet} };
`,
  });
  const tags =
    '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
    '<meta name="description" content="Track orders and invoices in one place"><meta name="theme-color" content="#0f172a">';
  const server = await devServer(dir);
  try {
    const served = await (await fetch(server.url)).text();
    assert.ok(served.includes(tags), served);
  } finally {
    await server.stop();
  }
  build(dir);
  const built = distText(dir, /^index\.html$/);
  assert.ok(!built.includes('\n'), 'one line');
  assert.ok(built.includes(tags.replace('width=device-width, initial-scale=1.0', 'width=device-width,initial-scale=1')), built);
  build(dir, { OWN_VIEWPORT: '1' });
  assert.match(
    distText(dir, /^index\.html$/),
    /<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">/,
  );
});

test(`${META} "An object in an array replaces the current value of each key it sets, one level deep only: a charset object there takes the place of the default one" + "A function is called once for each entry"`, () => {
  pageSays(META, {
    en: 'An object in an array replaces the current value of each key it sets, one level deep only: a `charset` object there takes the place of the default one, without the attribute-by-attribute merge of [meta.charset](#metacharset).',
    zh: '数组里的对象只在第一层按键合并，它设置的键会整体替换当前值：在数组里写 `charset` 对象，会直接取代默认的那个对象，而不会像 [meta.charset](#metacharset) 中那样按属性合并。',
  });
  pageSays(META, { en: 'A function is called once for each entry with an object', zh: '函数会针对每个入口调用一次' });
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': `const gbk = { 'http-equiv': 'Content-Type', content: 'text/html; charset=GBK' };
export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  output: { minify: false },
  html: {
    meta: [
      { charset: gbk },
      ({ value, entryName }) => { console.log('META-CALL ' + entryName + ' ' + JSON.stringify(value.charset)); },
    ],
  },
  ${quiet},
};
`,
  });
  const run = build(dir);
  const calls = run.output.match(/META-CALL .*/g) ?? [];
  const gbk = '{"http-equiv":"Content-Type","content":"text/html; charset=GBK"}';
  assert.deepEqual(calls.sort(), [`META-CALL admin ${gbk}`, `META-CALL index ${gbk}`]);
  for (const page of ['index', 'admin']) {
    const html = distText(dir, new RegExp(`^${page}\\.html$`));
    assert.match(html, /<meta http-equiv="Content-Type" content="text\/html; charset=GBK">/);
    assert.ok(!/charset="UTF-8"/.test(html), html);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1\.0">/);
  }
});

test(`${TAGS} "Result, with the default settings": the first example builds the <head> and <body> shown, tag for tag`, () => {
  pageSays(TAGS, { en: 'Result, with the default settings:', zh: '在默认配置下，生成结果为：' });
  // The end of the block, the same in both languages.
  pageSays(TAGS, {
    en: '<script src="https://cdn.example.com/analytics.js" async></script>\n</head>\n<body>\n  <div id="root"></div>\n  <noscript>Please enable JavaScript to use this app.</noscript>',
    zh: '<script src="https://cdn.example.com/analytics.js" async></script>\n</head>\n<body>\n  <div id="root"></div>\n  <noscript>Please enable JavaScript to use this app.</noscript>',
  });
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('tags');\n",
    'src/index.css': 'body { color: red; }\n',
    'rsbuild.config.mjs': `export default {
  html: {
    tags: [
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' } },
      { tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js', async: true } },
      { tag: 'noscript', children: 'Please enable JavaScript to use this app.', head: false },
    ],
  },
  ${quiet},
};
`,
  });
  build(dir);
  const html = distText(dir, /^index\.html$/).replace(/\.[0-9a-f]{8}\./g, '.[hash].');
  assert.ok(
    html.includes(
      '<head><title>Rsbuild App</title><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<script defer="defer" src="/static/js/index.[hash].js"></script><link href="/static/css/index.[hash].css" rel="stylesheet">' +
        '<link rel="preconnect" href="https://api.example.com"><script src="https://cdn.example.com/analytics.js" async></script></head>' +
        '<body><div id="root"></div><noscript>Please enable JavaScript to use this app.</noscript></body>',
    ),
    html,
  );
});

test(`${TEMPLATE} "relative to the project root: the directory in which you run the rsbuild command, or the cwd given to createRsbuild" + "not from the folder of the configuration file": rsbuild build --config in a sub-folder, createRsbuild({ cwd })`, async () => {
  pageSays(TEMPLATE, {
    en: 'The value is the path to the template file, either absolute or relative to the project root: the directory in which you run the `rsbuild` command, or the `cwd` given to `createRsbuild`.',
    zh: '该值是模板文件的路径，可以是绝对路径，也可以是相对于项目根目录的路径。项目根目录即执行 `rsbuild` 命令时所在的目录，或者传给 `createRsbuild` 的 `cwd`。',
  });
  pageSays(TEMPLATE, {
    en: 'A relative path is resolved from the project root (the folder you run `rsbuild` in), not from the folder of the configuration file;',
    zh: '相对路径是基于项目根目录（运行 `rsbuild` 的目录）解析的，而不是配置文件所在的目录；',
  });
  const markup = (id: string): string => `<!doctype html><html><head></head><body><div id="${id}"></div></body></html>\n`;
  const dir = project({
    'src/index.js': "console.log('root');\n",
    'config/rsbuild.config.mjs': `export default { html: { template: './static/index.html' }, ${quiet} };\n`,
    'config/static/index.html': markup('beside-config'),
  });
  const failed = rsbuild(dir, ['build', '--config', 'config/rsbuild.config.mjs']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.ok(
    failed.output.includes(`Failed to resolve HTML template, please check if the file exists: ${path.join(dir, 'static/index.html')}`),
    failed.output,
  );
  fs.mkdirSync(path.join(dir, 'static'));
  fs.writeFileSync(path.join(dir, 'static/index.html'), markup('project-root'));
  const ok = rsbuild(dir, ['build', '--config', 'config/rsbuild.config.mjs']);
  assert.equal(ok.code, 0, ok.output);
  assert.match(distText(dir, /^index\.html$/), /<div id="project-root"><\/div>/);

  const { result, output } = await probe(
    {
      'static/index.html': markup('probe-folder'),
      'app/src/index.js': "console.log('app');\n",
      'app/static/index.html': markup('app-cwd'),
    },
    `import fs from 'node:fs';
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({
  cwd: path.resolve('app'),
  rsbuildConfig: { html: { template: './static/index.html' }, ${quiet} },
});
await rsbuild.build();
report(fs.readFileSync('app/dist/index.html', 'utf8'));`,
  );
  assert.match(String(result), /<div id="app-cwd"><\/div>/, output);
});

test(`${PARAMS} "compilation: the current Rspack compilation object" and "webpackConfig: the Rspack configuration of the build": the template prints webpackConfig.mode and compilation.hash, the hash html.tags appends`, () => {
  pageSays(PARAMS, {
    en: '- `compilation`: the current Rspack compilation object.\n- `webpackConfig`: the Rspack configuration of the build (the name is inherited from html-webpack-plugin).',
    zh: '- `compilation`：当前的 Rspack compilation 对象。\n- `webpackConfig`：本次构建的 Rspack 配置（这个名称沿用自 html-webpack-plugin）。',
  });
  const dir = project({
    'src/index.js': "console.log('params');\n",
    'static/index.html':
      '<!doctype html><html><head></head><body><div id="<%= mountId %>"></div>' +
      '<p id="mode"><%= webpackConfig.mode %></p><p id="hash"><%= compilation.hash %></p></body></html>\n',
    'rsbuild.config.mjs': `export default {
  output: { minify: false },
  html: { template: './static/index.html', tags: [{ tag: 'script', attrs: { src: 'config.js' }, hash: true }] },
  ${quiet},
};
`,
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<p id="mode">production<\/p>/);
  const hash = /<p id="hash">([0-9a-f]+)<\/p>/.exec(html)?.[1];
  assert.ok(hash && hash.length >= 8, html);
  assert.ok(html.includes(`<script src="/config.js?${hash}"></script>`), html);
});

test(`${TEMPLATE} caveat "A template set in tools.htmlPlugin overrides html.template. Rsbuild does not look into that file, though: a <title> or <meta charset> in it does not stop Rsbuild from adding its own"`, () => {
  pageSays(TEMPLATE, {
    en: "Rsbuild does not look into that file, though: a `<title>` or `<meta charset>` in it does not stop Rsbuild from adding its own, and the page gets two of each (only the HTML plugin's own viewport check still applies).",
    zh: '不过 Rsbuild 不会检查这个文件的内容：即使里面已经有 `<title>` 或 `<meta charset>`，Rsbuild 仍会添加自己的，页面上就会各出现两个（只有 HTML 插件自身对 viewport 的检查仍然有效）。',
  });
  const own = '<title>Mine</title><meta charset="utf-8"><meta name="viewport" content="width=500">';
  const dir = project({
    'src/index.js': "console.log('own head');\n",
    'static/own.html': `<!doctype html><html><head>${own}</head><body><div id="<%= mountId %>"></div></body></html>\n`,
    'rsbuild.config.mjs': `export default {
  output: { minify: false },
  html: { template: process.env.VIA_HTML ? './static/own.html' : undefined },
  tools: { htmlPlugin: process.env.VIA_HTML ? {} : { template: './static/own.html' } },
  ${quiet},
};
`,
  });
  const count = (html: string, re: RegExp): number => (html.match(re) ?? []).length;
  build(dir);
  const viaPlugin = distText(dir, /^index\.html$/);
  assert.ok(viaPlugin.includes(`${own}<title>Rsbuild App</title><meta charset="UTF-8"><script`), viaPlugin);
  assert.equal(count(viaPlugin, /<title>/g), 2);
  assert.equal(count(viaPlugin, /<meta charset=/g), 2);
  assert.equal(count(viaPlugin, /name="viewport"/g), 1);
  // The same file given to html.template: one of each.
  build(dir, { VIA_HTML: '1' });
  const viaHtml = distText(dir, /^index\.html$/);
  assert.equal(count(viaHtml, /<title>/g), 1, viaHtml);
  assert.equal(count(viaHtml, /<meta charset=/g), 1, viaHtml);
});
