// Facts behind the accuracy review of session 95 (slice g): guide/basic/static-assets, config/output/inline-styles,
// config/output/charset and config/tools/html-plugin, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it (and, for a fix, that the old wording is gone).
//
// Fixes:
// 1. config/tools/html-plugin, Caveats: "Merged configurations: the last value wins. mergeRsbuildConfig does not
//    collect false and an object into an array". That holds for false and an object only. mergeRsbuildConfig
//    collects a function and any other value into an array (core/src/mergeConfig.ts 44-47, `pair.some(isFunction)`),
//    and isHtmlDisabled turns HTML off for an array that includes false (shared/src/utils.ts 288-300), so false and a
//    function keep HTML off in either order: the last value does not win. Now: "Of false and an object,
//    mergeRsbuildConfig keeps the later one ... A function and false are collected into an array, and an array that
//    holds false keeps HTML off, in either order." Run below: builds with mergeRsbuildConfig(false, fn),
//    (fn, false) and (false, object).
// 2. config/output/inline-styles, Common problems: the inlined `<style>` is "at the same place, in <head> with the
//    default html.inject", which read as if another html.inject value moved it. html-rspack-plugin puts the style
//    tags into <head> whatever inject says ('body' moves the scripts only; false injects nothing), as
//    config/html/inject says. Now: "in <head> (also with html.inject 'body', which moves only the scripts)". Run
//    below: html.inject 'body' with inlineStyles true puts the <style> in <head> and the script in <body>.
//
// Claims no earlier facts file ran, confirmed by a run here and left as the pages have them:
// - config/output/charset: identifiers are escaped with 'ascii'; a regular expression literal /中文/ stays as written;
//   CSS (content: "你好") and the HTML of the template are not affected.
// - config/output/inline-styles: a RegExp with the g flag skips files (three entries: b's CSS stays linked); the nonce
//   of security.nonce is on the <style> tags.
// - config/tools/html-plugin: a template set through tools.htmlPlugin that has its own <title> gets a second one; an
//   object `meta` replaces charset and viewport; without entryName the <title>, a URL favicon and html.tags are missing.
// - guide/basic/static-assets: a HEIC file fails with "JavaScript parsing error: Unexpected character '\u{18}'" and the
//   loader hint; `new URL('./x.png', import.meta.url)` gives the emitted file's URL, or a data URI for a small file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { PNG, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

const ok = (dir: string, args: string[] = ['build']): string => {
  const run = rsbuild(dir, args);
  assert.equal(run.code, 0, run.output);
  return run.output;
};

test('config/tools/html-plugin "Of false and an object, mergeRsbuildConfig keeps the later one ... A function and false are collected into an array, and an array that holds false keeps HTML off, in either order."', () => {
  pageSays(
    'config/tools/html-plugin',
    {
      en: '- **Merged configurations.** Of `false` and an object, `mergeRsbuildConfig` keeps the later one: `false` followed by an object turns HTML generation back on, and an object followed by `false` turns it off. A function and `false` are collected into an array, and an array that holds `false` keeps HTML off, in either order.',
      zh: '- **合并配置。** 对于 `false` 和对象，`mergeRsbuildConfig` 保留后一个值：先 `false` 后对象会重新开启 HTML 生成，先对象后 `false` 则会关闭它。函数和 `false` 则会被合并成数组，而数组中只要有 `false`，无论先后顺序，HTML 生成都会关闭。',
    },
    { en: 'Merged configurations: the last value wins.', zh: '合并配置时以最后一个值为准。' },
  );
  const merged = (a: string, b: string) =>
    `import { mergeRsbuildConfig } from '@rsbuild/core';\nexport default mergeRsbuildConfig({ tools: { htmlPlugin: ${a} } }, { tools: { htmlPlugin: ${b} } });\n`;
  const fn = "(options) => { options.title = 'From function'; }";
  const dir = project(
    {
      'src/index.js': 'console.log(1);\n',
      'false-fn.config.mjs': merged('false', fn),
      'fn-false.config.mjs': merged(fn, 'false'),
      'false-object.config.mjs': merged('false', "{ title: 'From object' }"),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  for (const config of ['false-fn', 'fn-false']) {
    ok(dir, ['build', '-c', `${config}.config.mjs`]);
    assert.ok(!distFiles(dir).includes('index.html'), `${config}: no HTML`);
    assert.ok(
      distFiles(dir).some((f) => /^static\/js\/index\.\w+\.js$/.test(f)),
      `${config}: the build ran`,
    );
  }
  ok(dir, ['build', '-c', 'false-object.config.mjs']);
  assert.match(distText(dir, /^index\.html$/), /<title>From object<\/title>/);
});

test('config/output/inline-styles "each <link> ... is replaced by a <style> tag at the same place, in <head> (also with html.inject \'body\', which moves only the scripts)"', () => {
  pageSays(
    'config/output/inline-styles',
    {
      en: "replaced by a `<style>` tag at the same place, in `<head>` (also with [html.inject](/config/html/inject) `'body'`, which moves only the scripts), and the `.css` file is no longer written.",
      zh: "替换成 `<style>` 标签，也就是在 `<head>` 中（[html.inject](/zh/config/html/inject) 设为 `'body'` 时也是如此，它只移动脚本），对应的 `.css` 文件也不再输出。",
    },
    { en: 'in `<head>` with the default [html.inject]', zh: '默认的 [html.inject](/zh/config/html/inject) 下就在 `<head>` 中' },
  );
  const dir = project({
    'src/index.css': '.a { color: red; }\n',
    'src/index.js': "import './index.css';\nconsole.log(1);\n",
    'rsbuild.config.mjs': "export default { html: { inject: 'body' }, output: { inlineStyles: true } };\n",
  });
  ok(dir);
  const html = distText(dir, /^index\.html$/);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));
  assert.match(head, /<style>\.a\{color:red\}<\/style>/, html);
  assert.doesNotMatch(head, /<script/, html);
  assert.match(body, /<script defer="defer" src="\/static\/js\/index\.\w+\.js"><\/script>/, html);
  assert.ok(!distFiles(dir).some((f) => f.endsWith('.css')), distFiles(dir).join('\n'));
});

test('config/output/charset: identifiers are escaped with "ascii", "/中文/ stays as written", "CSS and HTML are not affected"', () => {
  pageSays('config/output/charset', {
    en: 'Decides whether the minified JavaScript may contain characters outside the ASCII range, such as Chinese text, accented letters or emoji, in strings, template literals and identifiers.',
    zh: '决定压缩后的 JavaScript 中，字符串、模板字符串和标识符能否包含 ASCII 范围之外的字符',
  });
  pageSays('config/output/charset', {
    en: "- Regular expression literals are left alone even with `'ascii'`: `/中文/` stays as written in 0.5.9",
    zh: "- 即使设为 `'ascii'`，正则表达式字面量也不会被处理：在 0.5.9 中 `/中文/` 会原样保留",
  });
  pageSays('config/output/charset', {
    en: '- CSS and HTML are not affected: a `content: "你好"` in a stylesheet stays as written.',
    zh: '- CSS 和 HTML 不受影响：样式表中的 `content: "你好"` 会原样保留。',
  });
  const dir = project({
    'src/index.js': [
      "import './a.css';",
      "const obj = { 名字: 'x' };",
      'window.你好 = obj.名字;',
      "console.log('你好', /中文/.test(document.title), obj);",
      '',
    ].join('\n'),
    'src/a.css': '.a::before { content: "你好"; }\n',
    'static/index.html': '<!doctype html><html><head></head><body><p>中文段落</p><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './static/index.html' } };\n",
  });
  ok(dir);
  const js = distText(dir, /^static\/js\/index\.\w+\.js$/);
  assert.ok(js.includes('window.\\u4F60\\u597D='), js);
  assert.ok(js.includes('\\u540D\\u5B57:"x"'), js);
  assert.ok(js.includes('console.log("\\u4F60\\u597D",/中文/.test('), js);
  assert.ok(!js.includes('你好'), js);
  assert.match(distText(dir, /\.css$/), /content:"你好"/);
  assert.match(distText(dir, /^index\.html$/), /<p>中文段落<\/p>/);
});

test('config/output/inline-styles "Do not add the g flag ... some files would be skipped" + "Rsbuild adds the nonce to the <style> tag afterwards"', () => {
  pageSays('config/output/inline-styles', {
    en: 'Rsbuild calls `exec()` on the same object for each file, and a global regular expression remembers the position of its last match, so some files would be skipped.',
    zh: 'Rsbuild 会对每个文件调用同一个正则对象的 `exec()`，而全局正则会记住上一次匹配的位置，导致部分文件被跳过。',
  });
  pageSays('config/output/inline-styles', {
    en: 'When [security.nonce](/config/security/nonce) is set, Rsbuild adds the nonce to the `<style>` tag afterwards',
    zh: '如果设置了 [security.nonce](/zh/config/security/nonce)，Rsbuild 会在之后为 `<style>` 标签加上 nonce',
  });
  const files: Record<string, string> = {
    'rsbuild.config.mjs':
      "export default { source: { entry: { a: './src/a.js', b: './src/b.js', c: './src/c.js' } }, security: { nonce: 'N1' }, output: { inlineStyles: /\\.css$/g } };\n",
  };
  for (const name of ['a', 'b', 'c']) {
    files[`src/${name}.css`] = `.${name} { color: red; }\n`;
    files[`src/${name}.js`] = `import './${name}.css';\nconsole.log('${name}');\n`;
  }
  const dir = project(files);
  ok(dir);
  const page = (name: string) => distText(dir, new RegExp(`^${name}\\.html$`));
  assert.match(page('a'), /<style nonce="N1">\.a\{color:red\}<\/style>/);
  assert.match(page('b'), /<link href="\/static\/css\/b\.\w+\.css" rel="stylesheet">/);
  assert.doesNotMatch(page('b'), /<style/);
  assert.match(page('c'), /<style nonce="N1">\.c\{color:red\}<\/style>/);
  assert.deepEqual(
    distFiles(dir)
      .filter((f) => f.endsWith('.css'))
      .map((f) => path.basename(f).split('.')[0]),
    ['b'],
  );
});

test('config/tools/html-plugin: a tools.htmlPlugin template with its own <title> gets two; an object meta loses charset and viewport; without entryName the <title>, a URL favicon and html.tags are missing', () => {
  pageSays('config/tools/html-plugin', {
    en: 'A template set through `tools.htmlPlugin` that contains its own `<title>` ends up with two `<title>` elements',
    zh: '通过 `tools.htmlPlugin` 设置的模板如果包含自己的 `<title>`，最终会出现两个 `<title>` 元素',
  });
  pageSays('config/tools/html-plugin', {
    en: "`tools.htmlPlugin: { meta: { description: '...' } }` **replaces** all meta tags: the page loses its `charset` and `viewport` tags.",
    zh: "`tools.htmlPlugin: { meta: { description: '...' } }` 会**替换**所有 meta 标签，页面会丢失 `charset` 和 `viewport` 标签。",
  });
  pageSays('config/tools/html-plugin', {
    en: 'Do not change or remove it; without it, those are missing from the page.',
    zh: '请不要修改或删除它，否则页面中会缺少这些内容。',
  });
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    't.html': '<!doctype html><html><head><title>Own</title></head><body><div id="<%= mountId %>"></div></body></html>\n',
    'template.config.mjs':
      "import path from 'node:path';\nexport default { tools: { htmlPlugin: { template: path.resolve('t.html'), meta: { description: 'd' } } } };\n",
    'entry-name.config.mjs':
      "export default { html: { favicon: 'https://example.com/f.ico', tags: [{ tag: 'meta', attrs: { name: 'tagged' } }] }, tools: { htmlPlugin: (options) => { delete options.entryName; } } };\n",
  });
  ok(dir, ['build', '-c', 'template.config.mjs']);
  let html = distText(dir, /^index\.html$/);
  assert.match(html, /<head><title>Own<\/title><title>Rsbuild App<\/title><meta name="description" content="d">/, html);
  assert.doesNotMatch(html, /charset|viewport/, html);

  ok(dir, ['build', '-c', 'entry-name.config.mjs']);
  html = distText(dir, /^index\.html$/);
  assert.match(html, /<meta charset="UTF-8">/, html);
  assert.doesNotMatch(html, /<title|example\.com|tagged/, html);
});

test("guide/basic/static-assets: a HEIC import fails with the page's message; new URL(..., import.meta.url) gives the emitted file's absolute URL or a data URI", () => {
  pageSays('guide/basic/static-assets', {
    en: "  ╰─▶   × JavaScript parsing error: Unexpected character '\\u{18}'",
    zh: "  ╰─▶   × JavaScript parsing error: Unexpected character '\\u{18}'",
  });
  pageSays('guide/basic/static-assets', {
    en: 'Rspack treats the path as an asset, applies the same rules, and `.href` is the absolute URL of the emitted file (or the data URI)',
    zh: 'Rspack 把该路径当作静态资源，规则相同，`.href` 是输出文件的绝对 URL（或 data URI）',
  });
  // The first bytes of a HEIC file: a box size of 0x18, then "ftypheic".
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
  const failing = project({ 'src/photo.heic': heic, 'src/index.js': "import photo from './photo.heic';\nconsole.log(photo);\n" });
  const run = rsbuild(failing, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/src\/photo\.heic/);
  assert.match(run.output, /× Module parse failed:\s+╰─▶ {3}× JavaScript parsing error: Unexpected character '\\u\{18\}'/);
  assert.match(run.output, /help:\s+You may need an appropriate loader to handle this file type\./);

  const dir = project({
    'src/photo.png': Buffer.concat([PNG, Buffer.alloc(20_000 - PNG.length, 1)]),
    'src/small.png': PNG,
    'src/index.js': "globalThis.result = [new URL('./photo.png', import.meta.url).href, new URL('./small.png', import.meta.url).href];\n",
  });
  ok(dir);
  assert.ok(
    distFiles(dir).some((f) => /^static\/image\/photo\.\w{8}\.png$/.test(f)),
    distFiles(dir).join('\n'),
  );
  assert.ok(!distFiles(dir).some((f) => f.includes('small')), distFiles(dir).join('\n'));
  // The scripts of the page, in order, with the document's base URL of a page at http://localhost:8080/.
  const html = distText(dir, /^index\.html$/);
  const context: Record<string, unknown> = { URL, URLSearchParams, document: { baseURI: 'http://localhost:8080/' } };
  context.globalThis = context;
  context.self = context;
  vm.createContext(context);
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    vm.runInContext(fs.readFileSync(path.join(dir, 'dist', src), 'utf8'), context);
  }
  const [photo, small] = context.result as string[];
  assert.match(photo, /^http:\/\/localhost:8080\/static\/image\/photo\.\w{8}\.png$/);
  assert.equal(small, `data:image/png;base64,${PNG.toString('base64')}`);
});
