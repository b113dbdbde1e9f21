// Facts behind the accuracy review of session 95 (slice b): config/html/favicon, config/html/app-icon,
// config/html/meta, config/html/inject and config/html/crossorigin, in both languages. Each test runs @rsbuild/core
// 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and that the wording it replaced is gone.
//
// - config/html/inject, Values, 'head': "With the default scriptLoading: 'defer' they come right after the <meta>
//   elements and before the CSS <link> elements". A local html.favicon sits between them: html-rspack-plugin 5.6.2 puts
//   the favicon's <link rel="icon"> in the `meta` group of its asset tags (index.js 1056-1061) and splices the deferred
//   scripts in after that whole group (groupAssetsByElements, 922-945), so the head reads <meta>..., <link rel="icon">,
//   <script defer>, <link rel="stylesheet">. A URL favicon is added by Rsbuild's HtmlBasicPlugin at the top instead
//   (core/src/rspack/HtmlBasicPlugin.ts 206-217, headTags.unshift). Now: "they come after the <meta> elements and the
//   <link rel="icon"> of a local favicon, and before the CSS <link> elements". Run below: one entry with a local
//   favicon, one with a URL.
// - config/html/app-icon, Example: "The link comes before the <title>". Only before the <title> that Rsbuild adds
//   (HtmlBasicPlugin adds one when the template has none, and HtmlAppIconPlugin unshifts the icon before it). A
//   template with its own <title> keeps it where it is, and html-rspack-plugin writes every injected head tag right
//   before </head> (postProcessHtml, index.js 637-676), so the icon comes after the template's <title>. Now: "before
//   the <title> that Rsbuild adds ... A <title> written in the <head> of your own template stays above it: Rsbuild
//   injects its tags at the end of <head>". Run below, with the same project (its second entry has such a template).
// - config/html/crossorigin, Values (a claim found doubtful and confirmed, no change): "The runtime then gives the same
//   attribute to the <script> tags (and CSS <link> tags) that it creates for lazy-loaded chunks, but only when the URL
//   of the chunk is on another origin". The script part was run by html-options.test.ts; the CSS part is run below:
//   the built runtime of a lazy chunk that imports CSS sets crossOrigin on the <link> it creates, behind the same
//   origin check, and sets none with the default `false`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, distText, pageSays, project } from './topics-support';

/** The index of the last <meta> of a list of tags. */
const lastMetaOf = (tags: string[]): number => tags.map((tag) => tag.startsWith('<meta')).lastIndexOf(true);

/** The tags of the <head> of a built page, in order. */
function headTags(dir: string, file: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return head.match(/<(link|meta|title|script)\b[^>]*>/g) ?? [];
}

test('config/html/inject "after the <meta> elements and the <link rel="icon"> of a local favicon", config/html/app-icon "before the <title> that Rsbuild adds; a <title> of your own template stays above it"', () => {
  pageSays(
    'config/html/inject',
    {
      en: 'With the default `scriptLoading: \'defer\'` they come after the `<meta>` elements and the `<link rel="icon">` of a local [favicon](/config/html/favicon), and before the CSS `<link>` elements;',
      zh: '在默认的 `scriptLoading: \'defer\'` 下，脚本位于 `<meta>` 元素和本地 [favicon](/zh/config/html/favicon) 的 `<link rel="icon">` 之后、CSS `<link>` 元素之前；',
    },
    { en: 'they come right after the `<meta>` elements', zh: '脚本紧跟在 `<meta>` 元素之后' },
  );
  pageSays(
    'config/html/app-icon',
    {
      en: 'The link comes before the `<title>` that Rsbuild adds, and even before the tags of [html.tags](/config/html/tags) with `append: false`. A `<title>` written in the `<head>` of your own [template](/config/html/template) stays above it: Rsbuild injects its tags at the end of `<head>`.',
      zh: '这个链接位于 Rsbuild 添加的 `<title>` 之前，甚至排在 [html.tags](/zh/config/html/tags) 中设置了 `append: false` 的标签之前。自定义[模板](/zh/config/html/template)的 `<head>` 里自己写的 `<title>` 仍在它上面：Rsbuild 把注入的标签放在 `<head>` 的末尾。',
    },
    { en: 'The link comes before the `<title>`, and', zh: '这个链接位于 `<title>` 之前' },
  );
  const dir = project({
    'src/index.js': "import './a.css';\nconsole.log('index');\n",
    'src/own.js': "import './a.css';\nconsole.log('own');\n",
    'src/a.css': 'body { color: red; }\n',
    'src/favicon.png': PNG,
    'src/icon.png': PNG,
    'static/own.html':
      '<!doctype html><html><head><title>Mine</title><meta name="from-template" content="1"></head><body><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', own: './src/own.js' } },
  html: {
    template: ({ value, entryName }) => (entryName === 'own' ? './static/own.html' : value),
    favicon: ({ entryName }) => (entryName === 'own' ? 'https://cdn.example.com/favicon.png' : './src/favicon.png'),
    appIcon: './src/icon.png',
    meta: { description: 'order' },
  },
};
`,
  });
  build(dir);

  // The built-in template and a local favicon: <meta>..., the favicon, then the deferred script, then the CSS.
  const index = headTags(dir, 'index.html');
  const at = (tags: string[], needle: string): number => tags.findIndex((tag) => tag.includes(needle));
  const lastMeta = lastMetaOf(index);
  assert.equal(at(index, 'name="description"'), lastMeta, index.join('\n'));
  assert.equal(index[lastMeta + 1], '<link rel="icon" href="/favicon.png">', index.join('\n'));
  assert.match(index[lastMeta + 2], /^<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js">$/);
  assert.match(index[lastMeta + 3], /^<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">$/);
  // The app icon comes first, before the <title> that Rsbuild adds.
  assert.match(index[0], /^<link rel="apple-touch-icon" sizes="180\*180" href="\/static\/image\/icon\.png">$/);
  assert.equal(index[1], '<title>');

  // A template with its own <title>: that <title> (and the template's other head tags) stay first, the injected tags
  // follow, the app icon first among them; a URL favicon is added at the top of the injected tags, not after <meta>.
  const own = headTags(dir, 'own.html');
  assert.deepEqual(own.slice(0, 4), [
    '<title>',
    '<meta name="from-template" content="1">',
    '<link rel="apple-touch-icon" sizes="180*180" href="/static/image/icon.png">',
    '<link rel="icon" href="https://cdn.example.com/favicon.png">',
  ]);
  const ownLastMeta = lastMetaOf(own);
  assert.match(own[ownLastMeta + 1], /^<script defer="defer" src="\/static\/js\/own\.[0-9a-f]{8}\.js">$/);
  assert.equal(own.filter((tag) => tag === '<title>').length, 1, 'Rsbuild adds no second <title>');
});

test('config/html/crossorigin "The runtime then gives the same attribute to the <script> tags (and CSS <link> tags) that it creates for lazy-loaded chunks, but only when the URL of the chunk is on another origin"', () => {
  pageSays('config/html/crossorigin', {
    en: 'The runtime then gives the same attribute to the `<script>` tags (and CSS `<link>` tags) that it creates for lazy-loaded chunks (`import()`), but only when the URL of the chunk is on another origin than the page;',
    zh: '运行时为懒加载 chunk（`import()`）创建 `<script>` 标签（以及 CSS 的 `<link>` 标签）时也会加上相同的属性，但仅限 chunk 的 URL 与页面不同源的情况；',
  });
  const files = (crossorigin: string): Record<string, string> => ({
    'src/index.js': "import('./lazy.js').then((m) => m.x());\n",
    'src/lazy.js': "import './lazy.css';\nexport const x = () => 1;\n",
    'src/lazy.css': '.lazy { color: blue; }\n',
    'rsbuild.config.mjs': `export default { output: { assetPrefix: 'https://cdn.example.com/' }, html: { crossorigin: ${crossorigin} } };\n`,
  });
  const on = project(files("'use-credentials'"));
  const off = project(files('false'));
  build(on);
  build(off);
  // The lazy chunk's CSS is a file of its own, loaded by the runtime of the entry.
  assert.ok(distText(on, /^static\/css\/async\/.+\.css$/).includes('.lazy'));
  const runtime = distText(on, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  // The <link> the CSS runtime creates, with the origin check (minified: `0!==i.href.indexOf(window.location.origin+"/")`).
  assert.match(
    runtime,
    /\.rel="stylesheet",\w+\.href=\w+,0!==\w+\.href\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="use-credentials"\)/,
  );
  // And the <script> of the JS chunk, behind the same check.
  assert.match(runtime, /0!==\w+\.src\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="use-credentials"\)/);
  // With the default false, neither gets one.
  assert.doesNotMatch(distText(off, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /crossOrigin/);
});
