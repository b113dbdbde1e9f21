// Facts behind the second accuracy review of session 85 (slice c): config/html/tags and config/html/favicon, in both
// languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// - config/html/tags, Caveats: "`hash: true` uses the hash of the whole compilation, not of the referenced file". The
//   page said the query changes "whenever any module changes, not only when the referenced file changes", as if a change
//   of the referenced file changed it too. The file a tag points to is never a module of the compilation (the hash is
//   compilation.hash, packages/core/src/rspack/HtmlBasicPlugin.ts 252): a changed public/config.js leaves the query as it
//   was, a changed module changes it.
// - config/html/tags, "A script in production builds only": "When it is not set already, Rsbuild sets it before it reads
//   the configuration". The page said Rsbuild sets NODE_ENV to 'production' for rsbuild build, without the condition:
//   initNodeEnv (packages/core/src/cli/prepare.ts 3-10) only sets it when it is empty, so NODE_ENV=development rsbuild
//   build keeps 'development' and the page's isProd example leaves its script out of the built index.html.
// - config/html/tags, Function form: "The tags Rsbuild generated have `head` set to tell where each one goes; tags added
//   by earlier items keep only the properties you wrote". The page said every tag of the list has `head` set. formatTags
//   sets it (with publicPath: false) on the tags of the HTML plugin only (HtmlBasicPlugin.ts 89-99, 161-164); an object
//   item is pushed as written (177).
// - config/html/tags, Function form: "For the default page of a production build it holds the <title>, the two <meta>
//   elements, the <script> of the entry and the <link> of its CSS (`rsbuild dev` adds a `<script>` of its dev client
//   before the entry's)". The page gave that list for every run. rsbuild dev splits Rsbuild's client code (HMR and
//   overlay, @rsbuild/core/dist/client) into a vendors chunk, whose <script> is in the list too. The production list is
//   checked by the test before this one.
// - config/html/tags, What html.tags cannot do: "only among the tags Rsbuild injects before </head> and before </body>:
//   after them, in front of them with append: false, or, from a function, at any place in their list". The page said
//   html.tags adds elements at four places only (the end of <head> and <body>, or in front of Rsbuild's tags). The list
//   is sorted after each item by head/body and append only, with a stable sort (HtmlBasicPlugin.ts 76-86, 173-184), so a
//   tag a function splices in between Rsbuild's tags stays there. The custom template's own elements stay in front.
// - config/html/tags, tags.attrs: "`true` as a bare attribute (`async`; the HTML minifier of production builds writes a
//   few, such as `defer`, as `defer="defer"`)". The page said `true` is always written bare. html-rspack-plugin writes it
//   bare (lib/html-tags.js, htmlTagObjectToString), but html-minifier-terser, which production builds run, fills
//   defer, disabled, readonly and a few more with their own name; async stays bare.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, pageSays, project, waitFor } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "`hash: true` uses the hash of the whole compilation, not of the referenced file": a changed public/config.js keeps the ?<hash> query of its tag, a changed module changes it', () => {
  pageSays(
    'config/html/tags',
    {
      en: 'but not when only the referenced file changes, since a file in `public/` is not part of the compilation.',
      zh: '只修改被引用的文件时，查询参数却不变，因为 `public/` 中的文件不属于这次编译。',
    },
    { en: 'not only when the referenced file changes.', zh: '而不仅仅是被引用的文件变化时' },
  );
  const dir = project({
    'public/config.js': 'window.CONFIG = 1;\n',
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { tags: [{ tag: 'script', attrs: { src: 'config.js' }, hash: true }] } };\n",
  });
  const query = (): string => {
    const found = distText(dir, /^index\.html$/).match(/<script src="\/config\.js\?([0-9a-f]+)">/);
    assert.ok(found, distText(dir, /^index\.html$/));
    return found[1];
  };
  build(dir);
  const first = query();
  fs.writeFileSync(path.join(dir, 'public/config.js'), 'window.CONFIG = 2;\n');
  build(dir);
  assert.equal(distText(dir, /^config\.js$/), 'window.CONFIG = 2;\n', 'the new file was copied');
  assert.equal(query(), first, 'only the referenced file changed: same query');
  fs.appendFileSync(path.join(dir, 'src/index.js'), "console.log('changed');\n");
  build(dir);
  assert.notEqual(query(), first, 'a module changed: new query');
});

test('config/html/tags "When it is not set already, Rsbuild sets it before it reads the configuration" (the production-only script): rsbuild build adds the isProd script, NODE_ENV=development rsbuild build keeps development and leaves it out', () => {
  pageSays(
    'config/html/tags',
    {
      en: 'When it is not set already, Rsbuild sets it before it reads the configuration:',
      zh: '如果它还没有值，Rsbuild 会在读取配置之前设置它：',
    },
    { en: "`'development'` for `rsbuild dev`. The", zh: 'Rsbuild 在读取配置之前就设置好了它' },
  );
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': [
      "const isProd = process.env.NODE_ENV === 'production';",
      "export default { html: { tags: isProd ? [{ tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js', defer: true } }] : [] } };",
      '',
    ].join('\n'),
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<script src="https:\/\/cdn\.example\.com\/analytics\.js"/);
  build(dir, { NODE_ENV: 'development' });
  const html = distText(dir, /^index\.html$/);
  assert.doesNotMatch(html, /analytics\.js/);
  assert.match(html, /<script defer src="\/static\/js\/index\.js">/, 'a development build: no hash, not minified');
});

test('config/html/tags "The tags Rsbuild generated have `head` set to tell where each one goes; tags added by earlier items keep only the properties you wrote": a function after an object item gets the generated tags with head: true and publicPath: false, the object item as written', () => {
  pageSays(
    'config/html/tags',
    {
      en: 'The tags Rsbuild generated have `head` set to tell where each one goes; tags added by earlier items keep only the properties you wrote.',
      zh: 'Rsbuild 生成的标签都设置了 `head`，表示它的位置；前面各项添加的标签只带有你写下的属性。',
    },
    { en: 'in order, with `head` set to tell where each one goes.', zh: '每个对象都设置了 `head`' },
  );
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('app');\n",
    'src/index.css': 'body { color: red; }\n',
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default { html: { tags: [',
      "  { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' } },",
      "  (tags) => { fs.writeFileSync('tags.json', JSON.stringify(tags)); },",
      '] } };',
      '',
    ].join('\n'),
  });
  build(dir);
  const tags = JSON.parse(fs.readFileSync(path.join(dir, 'tags.json'), 'utf8')) as Array<Record<string, unknown>>;
  assert.deepEqual(
    tags.map((t) => t.tag),
    ['title', 'meta', 'meta', 'script', 'link', 'link'],
  );
  for (const generated of tags.slice(0, 5)) {
    assert.equal(generated.head, true, JSON.stringify(generated));
    assert.equal(generated.publicPath, false, JSON.stringify(generated));
  }
  assert.deepEqual(tags[5], { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' } });
});

test('config/html/tags "For the default page of a production build it holds the <title>, the two <meta> elements, the <script> of the entry and the <link> of its CSS (`rsbuild dev` adds a `<script>` of its dev client before the entry\'s)": the list of rsbuild dev has two scripts, the chunk of @rsbuild/core\'s client first', async () => {
  pageSays('config/html/tags', {
    en: "For the default page of a production build it holds the `<title>`, the two `<meta>` elements, the `<script>` of the entry and the `<link>` of its CSS (`rsbuild dev` adds a `<script>` of its dev client before the entry's):",
    zh: '在生产构建中，默认页面的列表包含 `<title>`、两个 `<meta>` 元素、入口的 `<script>` 以及其 CSS 的 `<link>`（`rsbuild dev` 还会在入口脚本之前加上一个加载开发客户端代码的 `<script>`）：',
  });
  const dir = project({
    'src/index.js': "import './index.css';\nconsole.log('app');\n",
    'src/index.css': 'body { color: red; }\n',
    'rsbuild.config.mjs':
      "import fs from 'node:fs';\nexport default { html: { tags: [(tags) => { fs.writeFileSync('tags.json', JSON.stringify(tags)); }] } };\n",
  });
  const server = await devServer(dir);
  try {
    const file = path.join(dir, 'tags.json');
    assert.ok(await waitFor(() => fs.existsSync(file), 30_000), server.log());
    const tags = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ tag: string; attrs: Record<string, unknown> }>;
    assert.deepEqual(
      tags.map((t) => t.tag),
      ['title', 'meta', 'meta', 'script', 'script', 'link'],
    );
    assert.match(String(tags[3].attrs.src), /^\/static\/js\/vendors-[\w-]*rsbuild_core[\w-]*\.js$/);
    assert.equal(tags[4].attrs.src, '/static/js/index.js');
  } finally {
    await server.stop();
  }
});

test('config/html/tags "only among the tags Rsbuild injects before `</head>` and before `</body>`: after them, in front of them with `append: false`, or, from a function, at any place in their list": a tag spliced in after the charset meta stays between the two metas, behind the template\'s own <title>', () => {
  pageSays(
    'config/html/tags',
    {
      en: 'only among the tags Rsbuild injects before `</head>` and before `</body>`: after them, in front of them with `append: false`, or, from a [function](#function-form), at any place in their list.',
      zh: '而且只能放在 Rsbuild 注入到 `</head>` 和 `</body>` 之前的那组标签中：排在它们之后，设置 `append: false` 时排在它们之前，或者通过[函数](#函数用法)放到这组标签中的任意位置。',
    },
    { en: 'only adds whole elements at four places', zh: '只能在四个位置添加完整的元素' },
  );
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'index.html': '<!doctype html><html><head><title>Mine</title></head><body><div id="root"></div></body></html>\n',
    'rsbuild.config.mjs': [
      "export default { html: { template: './index.html', tags: [",
      "  { tag: 'script', attrs: { src: 'https://cdn.example.com/first.js' }, append: false },",
      "  (tags) => { tags.splice(2, 0, { tag: 'script', attrs: { src: 'https://cdn.example.com/between.js' } }); },",
      '] } };',
      '',
    ].join('\n'),
  });
  build(dir);
  const head = distText(dir, /^index\.html$/).match(/<head>(.*)<\/head>/)?.[1] ?? '';
  assert.deepEqual(
    [...head.matchAll(/<(title|meta|script|link)[^>]*>/g)].map((m) => m[0].replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    [
      '<title>',
      '<script src="https://cdn.example.com/first.js">',
      '<meta charset="UTF-8">',
      '<script src="https://cdn.example.com/between.js">',
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
      '<script defer="defer" src="/static/js/index.[hash].js">',
    ],
  );
});

test('config/html/tags "`true` as a bare attribute (`async`; the HTML minifier of production builds writes a few, such as `defer`, as `defer="defer"`)": a production build writes async bare and defer="defer" for one tag, the same build without minifying writes both bare', () => {
  pageSays('config/html/tags', {
    en: '`true` as a bare attribute (`async`; the HTML minifier of production builds writes a few, such as `defer`, as `defer="defer"`)',
    zh: '`true` 输出为不带值的属性（如 `async`；生产构建的 HTML 压缩器会把 `defer` 等少数属性写成 `defer="defer"`）',
  });
  const tags = "tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/monitor.js', async: true, defer: true } }]";
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default { output: { minify: process.env.NO_MINIFY !== '1' }, html: { ${tags} } };\n`,
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<script src="https:\/\/cdn\.example\.com\/monitor\.js" async defer="defer"><\/script>/);
  build(dir, { NO_MINIFY: '1' });
  assert.match(distText(dir, /^index\.html$/), /<script src="https:\/\/cdn\.example\.com\/monitor\.js" async defer><\/script>/);
});
