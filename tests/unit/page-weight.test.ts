// What the browser's main chunk keeps of Rspress's page list, site data and interface strings, and
// what each page's own chunk carries instead (plugins/page-data/slim-page-data.ts, withPageExtra).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { browserPages, overviewPages, pageExtra, slimI18nText, slimSiteData, withPageExtra } from '../../plugins/page-data/slim-page-data';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
const file = (name: string, text: string): string => {
  const f = path.join(tmp, name);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, text);
  return f;
};

const overview = {
  routePath: '/community/releases/',
  lang: 'en',
  title: 'Releases',
  toc: [],
  frontmatter: { overview: true, title: 'Releases', overviewListInline: true },
  _relativePath: 'en/community/releases/index.mdx',
  _filepath: file('releases.mdx', '---\noverview: true\ntitle: Releases\n---\n# Releases\n'),
  description: 'Release notes.',
  content: 'x',
};
const child = {
  routePath: '/community/releases/v0-5',
  lang: 'en',
  title: 'Rsbuild 0.5',
  toc: [{ depth: 2, text: 'Upgrade', id: 'upgrade' }],
  frontmatter: { published_at: '2024-03-19 12:00:00', description: 'd' },
  _relativePath: 'en/community/releases/v0-5.mdx',
  _filepath: file('v0-5.mdx', '---\npublished_at: 2024-03-19 12:00:00\ndescription: d\n---\n'),
  description: 'Rsbuild 0.5 is out.',
  lastUpdatedTime: '11/22/2026',
};
const zhChild = { ...child, routePath: '/zh/community/releases/v0-5', lang: 'zh' };
const other = {
  routePath: '/guide/start/',
  lang: 'en',
  title: 'Introduction',
  toc: [],
  frontmatter: {},
  _relativePath: 'en/guide/start/index.mdx',
  description: 'Intro.',
  lastUpdatedTime: '1/1/2026',
  feeds: [],
};
const all = [overview, child, zhChild, other];

test("a page's own chunk carries its entry but the title, outline and text; front matter only where plugins added to it", () => {
  const extra = pageExtra(other, all);
  assert.deepEqual(extra, {
    routePath: '/guide/start/',
    lang: 'en',
    _relativePath: 'en/guide/start/index.mdx',
    description: 'Intro.',
    lastUpdatedTime: '1/1/2026',
    feeds: [],
  });
  const o = pageExtra(overview, all);
  assert.deepEqual(o.frontmatter, { overviewListInline: true });
  assert.equal('content' in o || '_filepath' in o || 'toc' in o || 'title' in o, false);
});

test('an overview page carries its children of its language, with what the overview list shows', () => {
  assert.deepEqual(overviewPages(overview, all), [
    {
      routePath: '/community/releases/v0-5',
      lang: 'en',
      title: 'Rsbuild 0.5',
      toc: child.toc,
      description: 'Rsbuild 0.5 is out.',
      frontmatter: { published_at: '2024-03-19 12:00:00', description: 'd' },
    },
  ]);
  assert.ok(Array.isArray(pageExtra(overview, all).overviewPages));
  assert.equal(pageExtra(child, all).overviewPages, undefined);
});

test("the browser's page list keeps only the titles of translation fallback pages", () => {
  const rem = { routePath: '/zh/plugins/list/plugin-rem', lang: 'zh', title: 'Rem 插件', toc: [], frontmatter: {}, description: 'x' };
  assert.deepEqual(browserPages([...all, rem]), [{ routePath: '/zh/plugins/list/plugin-rem', lang: 'zh', title: 'Rem 插件' }]);
});

test('the browser site data drops the top-level sidebar and nav when every locale has its own', () => {
  const data = {
    title: 'T',
    themeConfig: {
      sidebar: { '/': [] },
      nav: [],
      locales: [
        { lang: 'en', sidebar: {}, nav: [] },
        { lang: 'zh', sidebar: {}, nav: [] },
      ],
    },
  };
  const out = slimSiteData(`export default ${JSON.stringify(data, null, 2)}`);
  assert.deepEqual(JSON.parse(out.replace(/^export default /, '').replace(/;$/, '')), {
    title: 'T',
    themeConfig: { locales: data.themeConfig.locales },
  });
});

// Each rewrite of Rspress's modules fails the build, naming itself, when it finds nothing to rewrite.
test("the build fails when Rspress's site data is no longer a JSON module, has no locales or nothing to drop", () => {
  const changed = (thing: string) =>
    new RegExp(
      `^Rspress output changed: slim-page-data found no ${thing} in virtual-site-data\\.js \\(expected in .*\\); see plugins/page-data/slim-page-data\\.ts$`,
    );
  assert.throws(() => slimSiteData('const x = 1;'), { message: changed('`export default \\{JSON\\}`') });
  assert.throws(() => slimSiteData(`export default ${JSON.stringify({ themeConfig: { sidebar: {} } })}`), {
    message: changed('themeConfig\\.locales'),
  });
  const alreadySlim = { themeConfig: { locales: [{ lang: 'en', sidebar: {}, nav: [] }] } };
  assert.throws(() => slimSiteData(`export default ${JSON.stringify(alreadySlim)}`), {
    message: changed("top-level sidebar or nav beside every locale's own"),
  });
});

test("the build fails when Rspress's interface strings have no page labels to drop", () => {
  assert.throws(
    () => slimI18nText(`export default ${JSON.stringify({ 'nav.guide': { en: 'Guide' } })}`),
    /^OutputChangedError: Rspress output changed: slim-page-data found no `page:` labels in virtual-i18n-text\.js/,
  );
  assert.throws(() => slimI18nText('module.exports = {}'), /found no `export default \{JSON\}` in virtual-i18n-text\.js/);
});

test('the browser interface strings drop the page labels', () => {
  const out = slimI18nText(
    `export default ${JSON.stringify({ 'page:/guide/': { en: 'A', zh: 'B' }, 'nav.guide': { en: 'Guide', zh: '指南' } })}`,
  );
  assert.equal(out, `export default ${JSON.stringify({ 'nav.guide': { en: 'Guide', zh: '指南' } })};`);
});

test("a page's module gets its extra merged into its meta, front matter included", () => {
  const docs = path.join(tmp, 'docs');
  const dir = path.join(tmp, 'data');
  file('data/en_a.mdx.json', JSON.stringify({ description: 'D', frontmatter: { added: true } }));
  const code =
    'function MDXContent() {}\nMDXContent.__RSPRESS_PAGE_META = {};\nMDXContent.__RSPRESS_PAGE_META["en%2Fa.mdx"] = {"title":"A","frontmatter":{"title":"A"}};\n';
  const deps: string[] = [];
  const out = withPageExtra({ code, resourcePath: path.join(docs, 'en/a.mdx'), addDependency: (f) => deps.push(f) }, docs, dir);
  const meta = new Function(`${out}; return MDXContent.__RSPRESS_PAGE_META;`)() as Record<string, Record<string, unknown>>;
  assert.deepEqual(meta['en%2Fa.mdx'], { title: 'A', description: 'D', frontmatter: { title: 'A', added: true } });
  assert.deepEqual(deps, [path.join(dir, 'en_a.mdx.json')]);
});

test("the build fails when a page's module comes without Rspress's page meta; a module of no page is left as it is, and so is any in pnpm dev", (t) => {
  const env = process.env.NODE_ENV;
  t.after(() => (process.env.NODE_ENV = env));
  process.env.NODE_ENV = 'production';
  const docs = path.join(tmp, 'docs');
  const dir = path.join(tmp, 'data');
  file('data/en_b.mdx.json', JSON.stringify({ description: 'D' }));
  const code = 'function MDXContent() {}\nexport default MDXContent;\n';
  const ctx = (name: string) => ({ code, resourcePath: path.join(docs, name), addDependency: () => {} });
  assert.throws(() => withPageExtra(ctx('en/b.mdx'), docs, dir), {
    message:
      "Rspress output changed: slim-page-data found no MDXContent.__RSPRESS_PAGE_META[ in en/b.mdx (expected in the module of every page, from Rspress's MDX loader); see plugins/page-data/slim-page-data.ts",
  });
  assert.equal(withPageExtra(ctx('en/shared/fragment.mdx'), docs, dir), code);
  process.env.NODE_ENV = 'development';
  assert.equal(withPageExtra(ctx('en/b.mdx'), docs, dir), code);
});

// Hydration on intent (plugins/post-build/hydrate-on-intent.ts): the page's app scripts move into the boot script's data.
test('a built page loads the boot script in place of the app scripts, which it lists in their order', async () => {
  const { deferApp } = await import('../../plugins/post-build/hydrate-on-intent');
  const page = [
    '<head><script>inline()</script><link rel="preload" href="/static/js/async/route-a.1.js" as="script">',
    '<script defer src="/static/js/lib-react.2.js"></script><script defer src="/static/js/index.3.js"></script>',
    '<link href="/static/css/styles.4.css" rel="stylesheet"></head><body><p>text</p></body>',
  ].join('');
  const out = deferApp(page, '/static/js/boot.5.js');
  assert.ok(out);
  assert.deepEqual(out.scripts, ['/static/js/lib-react.2.js', '/static/js/index.3.js']);
  assert.deepEqual(out.preloads, ['/static/js/async/route-a.1.js']);
  assert.equal(
    out.html,
    '<head><script>inline()</script><script defer src="/static/js/boot.5.js" data-scripts="/static/js/lib-react.2.js /static/js/index.3.js" data-preload="/static/js/async/route-a.1.js"></script><link href="/static/css/styles.4.css" rel="stylesheet"></head><body><p>text</p></body>',
    'inline scripts and the stylesheet stay; one boot script where the first app script was',
  );
  assert.equal(deferApp('<html><body>feed</body></html>', '/b.js'), undefined, 'a page without app scripts is left as it is');
});

test('the boot script bundles to a small classic script with the interface strings of both languages', async () => {
  const { bundleBoot } = await import('../../plugins/post-build/hydrate-on-intent');
  const code = bundleBoot();
  // Every first visit pays it: the controls that answer before the app (theme/hydration/early/, the search's dialog
  // with its styles the largest, the page's copy buttons) and what must not wait; its size is in RESULTS.md.
  // The gzip is what a visit pays, and every route's first visit is checked against 40 KB in weight.spec;
  // this limit catches a bundling mistake early.
  const gzip = zlib.gzipSync(code).length;
  assert.ok(code.length < 18 * 1024 && gzip < 7 * 1024, `${code.length} bytes, ${gzip} gzip`);
  // A classic script: no module syntax (`import()`, which loads the search's index module, is fine there).
  assert.doesNotMatch(code, /\bimport\b(?!\()|\bexport\b/);
  assert.match(code, /本页目录/);
  assert.match(code, /On this page/);
});

test('page styles rendered in <body> move to the end of <head>; a page without them is left as it is', async () => {
  const { hoistPageStyles } = await import('../../plugins/post-build/page-styles');
  const style = '<style data-precedence="default" data-href="rs-page-home">.a{color:red}</style>';
  const page = `<html><head><link rel="stylesheet" href="/s.css"></head><body><div id="root">${style}<main>x</main></div></body></html>`;
  assert.equal(
    hoistPageStyles(page),
    `<html><head><link rel="stylesheet" href="/s.css">${style}</head><body><div id="root"><main>x</main></div></body></html>`,
  );
  const plain = '<html><head></head><body><style>.b{}</style></body></html>';
  assert.equal(hoistPageStyles(plain), plain);
  assert.throws(() => hoistPageStyles(`<body>${style}</body>`), /Rspress output changed/);
});
