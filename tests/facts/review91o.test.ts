// Facts behind the third accuracy review of session 91 (slice o): config/output/copy, config/output/targets and
// config/source/entry, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - config/output/copy, "Image assets not in dist": "The build writes the files that your code imports, with a hash in
//   their names (an imported logo.png becomes static/image/logo.[hash].png)". Only an image above output.dataUriLimit
//   (image: 10000 bytes by default, core/src/provider/config.ts 122-127; the limit is inclusive) is written as a file;
//   a smaller one is inlined into the JavaScript as a base64 data URL and no static/image file is written for it. Now:
//   "an imported logo.png larger than 10,000 bytes becomes static/image/logo.[hash].png; a smaller one is inlined into
//   the JavaScript". Test 1 builds both and an image that no module imports.
// - config/source/entry, Common problems, "Multi-page: npm run dev shows Cannot GET /": "rsbuild dev serves each page at
//   the root ... with no folder in front: /module/home.html is a 404." Only while no entry is named index (the case
//   common-problems-round32b.test.ts runs). The fix the item itself gives, naming the home page index, turns it into the
//   index page: 0.5.9's html fallback (core/src/server/middlewares.ts 157-173, server.htmlFallback 'index') answers an
//   unknown path that accepts HTML with index.html when that file exists. Now: "/module/home.html is not one of them and
//   answers 404 (or, once an entry is named index, the index page)". Test 2 starts the dev server on both entry sets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCEPT, PNG, build, devServer, distFiles, distText, hashed, pageSays, project } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: which imported images the build writes as files

test('config/output/copy "an imported logo.png larger than 10,000 bytes becomes static/image/logo.[hash].png; a smaller one is inlined into the JavaScript": a 12 kB import is a file, a 2 kB one a data URL, an image no module imports is not copied', () => {
  pageSays(
    'config/output/copy',
    {
      en: '(an imported `logo.png` larger than 10,000 bytes becomes `static/image/logo.[hash].png`; a smaller one is inlined into the JavaScript, see [output.dataUriLimit](/config/output/data-uri-limit))',
      zh: '引入的 `logo.png` 超过 10000 字节时输出为 `static/image/logo.[hash].png`，更小的会内联到 JS 中',
    },
    {
      en: '(an imported `logo.png` becomes `static/image/logo.[hash].png`)',
      zh: '引入的 `logo.png` 输出为 `static/image/logo.[hash].png`）',
    },
  );
  const dir = project(
    {
      'src/index.js': "import logo from './logo.png';\nimport icon from './icon.png';\nwindow.result = [logo, icon];\n",
      'src/logo.png': Buffer.concat([PNG, Buffer.alloc(12_000, 1)]),
      'src/icon.png': Buffer.concat([PNG, Buffer.alloc(2_000, 1)]),
      'src/assets/photo.png': PNG,
    },
    CORE,
  );
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/image/logo.[hash].png'), files.join('\n'));
  assert.ok(!files.some((f) => f.includes('icon')), files.join('\n'));
  assert.ok(!files.some((f) => f.includes('photo')), files.join('\n'));
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /data:image\/png;base64,/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry: a page URL with a folder in front

test('config/source/entry "/module/home.html is not one of them and answers 404 (or, once an entry is named index, the index page)": with entries home and about it is a 404; with entries index and about rsbuild dev answers it with the index page', async () => {
  pageSays(
    'config/source/entry',
    {
      en: '`/module/home.html` is not one of them and answers 404 (or, once an entry is named `index`, the index page).',
      zh: '`/module/home.html` 不是页面地址，返回 404（有名为 `index` 的入口时则返回首页）。',
    },
    { en: '`/module/home.html` is a 404.', zh: '`/module/home.html` 是 404。' },
  );
  const files = {
    'src/home.js': "document.title = 'HOME';\n",
    'src/about.js': "document.title = 'ABOUT';\n",
  };
  const ask = async (url: string): Promise<{ status: number; body: string }> => {
    const res = await fetch(url, { headers: { accept: ACCEPT.browser } });
    return { status: res.status, body: await res.text() };
  };
  const unnamed = project(
    {
      ...files,
      'rsbuild.config.mjs': "export default { source: { entry: { home: './src/home.js', about: './src/about.js' } } };\n",
    },
    CORE,
  );
  const first = await devServer(unnamed);
  try {
    assert.equal((await ask(`${first.url}/module/home.html`)).status, 404);
  } finally {
    await first.stop();
  }
  const named = project(
    {
      ...files,
      'rsbuild.config.mjs': "export default { source: { entry: { index: './src/home.js', about: './src/about.js' } } };\n",
    },
    CORE,
  );
  const second = await devServer(named);
  try {
    const res = await ask(`${second.url}/module/about.html`);
    assert.equal(res.status, 200);
    assert.match(res.body, /static\/js\/index\.js/);
    assert.doesNotMatch(res.body, /static\/js\/about\.js/);
  } finally {
    await second.stop();
  }
});
