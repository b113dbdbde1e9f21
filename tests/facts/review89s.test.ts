// Facts behind the lead's own additions of session 89, in both languages.
//
// - config/output/source-map, Caveats: "CSS source maps are off in development too" was true but left readers alone
//   with what they see (two reviewers of session 88 noted it): a development stylesheet still ends with a
//   sourceMappingURL comment for a map that is not written, and the dev server answers the map's URL with the page's
//   HTML (its fallback), so developer tools get HTML where they expect a map. Run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, project } from './topics-support';

test('config/output/source-map "A development .css file still ends with a /*# sourceMappingURL=index.css.map*/ comment, but no such file exists: the dev server answers that URL with the page\'s HTML (status 200)"', async () => {
  pageSays('config/output/source-map', {
    en: "A development `.css` file still ends with a `/*# sourceMappingURL=index.css.map*/` comment, but no such file exists: the dev server answers that URL with the page's HTML (status 200)",
    zh: '但开发环境的 `.css` 文件末尾仍然带有 `/*# sourceMappingURL=index.css.map*/` 注释，而这个文件并不存在：开发服务器对该地址返回的是页面的 HTML（状态码 200）',
  });
  const dir = project({
    'src/index.js': "import './a.css';\ndocument.body.append('fact');\n",
    'src/a.css': 'body { color: rgb(255, 0, 0); }\n',
  });
  const server = await devServer(dir);
  try {
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.match(css.trimEnd(), /\/\*# sourceMappingURL=index\.css\.map\*\/$/, 'the stylesheet ends with the comment');
    const map = await fetch(`${server.url}/static/css/index.css.map`);
    assert.equal(map.status, 200);
    assert.match(map.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await map.text(), /^<!doctype html>/i, "the page's HTML, not a map");
    // The scripts' maps are there (the JavaScript default, cheap-module-source-map): only the CSS one is missing.
    const js = await fetch(`${server.url}/static/js/index.js.map`);
    assert.match(js.headers.get('content-type') ?? '', /^application\/json/);
  } finally {
    await server.stop();
  }
});
