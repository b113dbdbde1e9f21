// Facts behind the corrections of review 79 (slice i), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/css-usage, "Styles are not applied at all": a <link> written into the HTML template by hand, pointing at a
//   file under src, is not processed. `rsbuild dev` does not answer it with 404 but with the HTML page (the page fallback
//   takes the stylesheet's Accept header, `text/css,*/*;q=0.1`, for one that accepts HTML), which Chromium does not apply
//   as a stylesheet; after a build there is no such file, and `rsbuild preview` answers 404.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, ask, build, devServer, distFiles, distText, previewServer, project, sharedBrowser, visit } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');
const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage "Styles are not applied at all"

test('guide/basic/css-usage "a <link> written into the HTML template by hand, pointing at a file under src, is not processed: rsbuild dev answers it with the HTML page, which the browser does not apply as a stylesheet, and after a build it is a 404"', async () => {
  assert.ok(
    page('en', 'guide/basic/css-usage').includes(
      '`rsbuild dev` answers it with the HTML page, which the browser does not apply as a stylesheet, and after a build it is a 404',
    ),
  );
  assert.ok(
    page('zh', 'guide/basic/css-usage').includes('`rsbuild dev` 对它返回的是 HTML 页面，浏览器不会把它当作样式表应用，构建之后则是 404'),
  );
  const dir = project({
    'template.html':
      '<!doctype html><html><head><title>linked-by-hand</title><link rel="stylesheet" href="/src/index.css"></head><body><p class="x">x</p><div id="root"></div></body></html>\n',
    'src/index.css': '.x { color: rgb(255, 0, 0); }\n',
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { template: './template.html' } };\n",
  });
  const stylesheet = { client: 'none' as const, headers: { accept: 'text/css,*/*;q=0.1' } };

  const dev = await devServer(dir);
  try {
    const answer = await ask(dev.port, '/src/index.css', stylesheet);
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.equal(answer.page, 'linked-by-hand');
    const { value } = await visit(browser(), `${dev.url}/`, () => getComputedStyle(document.querySelector('.x') as Element).color);
    assert.equal(value, 'rgb(0, 0, 0)', 'the rule of src/index.css is not applied');
  } finally {
    await dev.stop();
  }

  build(dir);
  assert.ok(!distFiles(dir).some((f) => f.startsWith('src/')), distFiles(dir).join(', '));
  assert.ok(distText(dir, /^index\.html$/).includes('href="/src/index.css"'), 'the link is left as written');
  const preview = await previewServer(dir);
  try {
    assert.equal((await ask(preview.port, '/src/index.css', stylesheet)).status, 404);
  } finally {
    await preview.stop();
  }
});
