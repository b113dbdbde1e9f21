// Facts behind the accuracy review of session 89 (slice b): config/output/asset-prefix, config/dev/asset-prefix and
// config/html/crossorigin, in both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects
// (topics-support.ts), names the page and the sentence it backs, checks that both languages say it and that the old
// wording is gone.
//
// - config/output/asset-prefix, "Relative and automatic prefixes": "'./' writes URLs relative to the current page ...
//   It only works while every HTML file sits at the top level of the output directory and is opened at a URL of the
//   same depth" read as if './' worked for a top-level page. The url() of the built CSS gets ./static/... as well, and
//   the browser resolves it from the stylesheet's folder, static/css/: the images and fonts of CSS are asked for at
//   static/css/static/... (a 404) on every page, the root page included. Run: a page served at the root with './' loads
//   its script and the image its JS imports, while its CSS background and font get 404; with 'auto' all load.
// - config/output/asset-prefix, the editor's server item ("Refused to execute script ... 127.0.0.1:5500"): "the page is
//   at /dist/index.html" is Live Server's address; WebStorm's built-in server (port 63342) serves a project below its
//   name, http://localhost:63342/<project>/dist/index.html (JetBrains' built-in web server documentation, as
//   review88b.test.ts settled for guide/faq/blank-page). And "build with assetPrefix './': scripts and images are then
//   requested next to the page ... and load from any folder of the server" held for the images that JS imports, not for
//   those of CSS (previous item). Run: the project folder served below /proj/ as WebStorm does, the page opened at
//   /proj/dist/index.html: blank with the default '/', script and imported image loaded with './' while the CSS
//   background and font get 404, everything loaded with 'auto'.
// - config/output/asset-prefix, the file:// item: "'./' writes relative paths, and the page and its lazy chunks then load
//   from disk" is true, but the item (whose symptom lists fonts) and its Electron advice, "build with assetPrefix: './'",
//   left the images and fonts of CSS broken: from file://, './' asks for dist/static/css/static/... (net::ERR_FILE_NOT_FOUND).
//   'auto' loads the page, its lazy chunk, the imported image and the CSS background and font from disk, and fetch() of a
//   file still fails there (TypeError: Failed to fetch). Run in Chromium (Electron's loadFile() opens the same file://
//   URL, as common-problems-round33b.test.ts notes; Electron is not run).
// - config/html/crossorigin, "When the attribute is added": "Rsbuild only adds the attribute when the asset prefix
//   actually points somewhere else, that is, when the public path ... is not /, auto or empty", next to "same-origin
//   files need no CORS request", read as an origin check. There is none: HtmlCrossOriginPlugin
//   (core/src/rspack/HtmlCrossOriginPlugin.ts 28-37) only compares the public path with '/', 'auto' and ''. Run: with
//   crossorigin: true, the same-origin prefixes '/shop/' and './' both give the script and the stylesheet
//   crossorigin="anonymous". The sentence that review80f.test.ts holds the page to stays word for word.
// - config/output/asset-prefix, the fonts item: "A font used in @font-face, or by an icon library, is written to
//   dist/static/font/[name].[hash].woff" held only above output.dataUriLimit.font, 10000 bytes by default
//   (core/src/provider/config.ts 122-127); a font of up to 10000 bytes is inlined into the CSS as a data URL and has no
//   path to get wrong. The CDN item said the same of images only ("Images of up to 10000 bytes are inlined as base64
//   instead"), after naming icons.[hash].woff as a file below the CDN. Run: a 10000-byte font becomes
//   data:application/font-woff;base64,... and no file, a 10001-byte one static/font/large.[hash].woff with the prefix
//   in its url(). The sentence review81b.test.ts holds the page to stays word for word.
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { PNG, build, distFiles, distText, hashed, pageSays, project, sharedBrowser, staticHost, waitFor } from './topics-support';

const browser = sharedBrowser();

/**
 * An app whose JS imports an image and a lazy chunk, and whose CSS uses a background image and a font; dataUriLimit 0
 * keeps every file out of the bundles. Built once per prefix and shared by the tests below.
 */
const builds = new Map<string, string>();
function app(prefix: string): string {
  const known = builds.get(prefix);
  if (known) return known;
  const dir = project({
    'rsbuild.config.mjs': `export default { output: { dataUriLimit: 0, assetPrefix: '${prefix}' } };\n`,
    'src/logo.png': PNG,
    'src/bg.png': PNG,
    'src/icons.woff': Buffer.from('wOFF not really a font'),
    'src/index.css': [
      "@font-face { font-family: Icons; src: url('./icons.woff') format('woff'); }",
      ".bg { background-image: url('./bg.png'); width: 4px; height: 4px; }",
      '.icon { font-family: Icons; }',
      '',
    ].join('\n'),
    'src/lazy.js': "export default 'lazy';\n",
    'src/index.js': [
      "import './index.css';",
      "import logo from './logo.png';",
      "const img = document.createElement('img');",
      'img.src = logo;',
      "const bg = document.createElement('div');",
      "bg.className = 'bg';",
      "const icon = document.createElement('span');",
      "icon.className = 'icon';",
      "icon.textContent = 'i';",
      "document.body.append('app ', img, bg, icon);",
      "import('./lazy.js').then((m) => document.body.append(' ' + m.default));",
      'fetch(logo).then(() => (window.fetched = "ok"), (e) => (window.fetched = String(e)));',
      '',
    ].join('\n'),
  });
  build(dir);
  builds.set(prefix, dir);
  return dir;
}

type Seen = { text: string; image: number; fetched: string; files: Record<string, string> };

/**
 * Opens `url` and waits until the page has asked for its image, its CSS background and its font (and, unless the
 * script did not run, its lazy chunk): `files` maps each of the three (logo, bg, icons) to the path it was asked at,
 * after the page's folder `base`, and its outcome: the status of its response (200 for a file:// URL that loads), or the network error of one that fails.
 */
async function open(url: string, base: string): Promise<Seen> {
  const page = await browser().newPage();
  const files: Record<string, string> = {};
  const note = (u: string, outcome: string): void => {
    const name = /\/(logo|bg|icons)\.[0-9a-f]{8}\./.exec(u)?.[1];
    if (name) files[name] = `${u.slice(base.length).replace(/\.[0-9a-f]{8}\./, '.[hash].')} ${outcome}`;
  };
  try {
    // A response's status first (a font answered with a 404 is then also aborted); a network error where there was none.
    const answered = new Set<string>();
    page.on('response', (r) => {
      answered.add(r.url());
      note(r.url(), String(r.status()));
    });
    page.on('requestfailed', (r) => {
      if (!answered.has(r.url())) note(r.url(), r.failure()?.errorText ?? 'failed');
    });
    await page.goto(url);
    await page.waitForLoadState('load');
    const ran = await page.evaluate(() => document.body.textContent?.startsWith('app'));
    if (ran) {
      assert.ok(
        await waitFor(async () => Object.keys(files).length === 3 && (await page.evaluate(() => 'fetched' in window))),
        JSON.stringify(files),
      );
      await waitFor(async () => (await page.evaluate(() => document.body.textContent ?? '')).endsWith('lazy'), 10_000);
    }
    const value = await page.evaluate(() => ({
      text: document.body.textContent ?? '',
      image: document.images[0]?.naturalWidth ?? 0,
      fetched: String((window as unknown as { fetched?: string }).fetched ?? ''),
    }));
    return { ...value, files };
  } finally {
    await page.close();
  }
}

test("config/output/asset-prefix \"A url() of the built CSS gets ./static/... too, which the browser resolves from the stylesheet's folder, static/css/, so the images and fonts of CSS are not found on any page\": with './' a page served at the root runs its script, loads its lazy chunk and the image its JS imports, and asks for its CSS background and font below /static/css/ (404); with 'auto' all load", async (t) => {
  pageSays(
    'config/output/asset-prefix',
    {
      en: "A `url()` of the built CSS gets `./static/...` too, which the browser resolves from the stylesheet's folder, `static/css/`, so the images and fonts of CSS are not found on any page. Scripts and styles only load while every HTML file sits at the top level",
      zh: '构建出的 CSS 中的 `url()` 同样写成 `./static/...`，浏览器却从样式文件所在的 `static/css/` 目录解析，因此无论在哪个页面，CSS 引用的图片和字体都找不到。脚本和样式也只有在所有 HTML 文件都位于产物目录顶层',
    },
    {
      en: 'It only works while every HTML file sits at the top level',
      zh: '只有当所有 HTML 文件都位于产物目录顶层，并且以相同层级的 URL 打开时，它才能正常工作',
    },
  );
  const dot = await staticHost(t, path.join(app('./'), 'dist'));
  const relative = await open(`${dot}/`, dot);
  assert.equal(relative.text, 'app i lazy');
  assert.equal(relative.image, 1);
  assert.deepEqual(relative.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/css/static/image/bg.[hash].png 404',
    icons: '/static/css/static/font/icons.[hash].woff 404',
  });

  const auto = await staticHost(t, path.join(app('auto'), 'dist'));
  const automatic = await open(`${auto}/`, auto);
  assert.equal(automatic.text, 'app i lazy');
  assert.deepEqual(automatic.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/image/bg.[hash].png 200',
    icons: '/static/font/icons.[hash].woff 200',
  });
});

test("config/output/asset-prefix \"the page is at /dist/index.html (in WebStorm /<project>/dist/index.html, below the project's name) ... scripts and the images imported in JS are then requested next to the page ... and load from any folder of the server; when CSS uses images or fonts, build with 'auto' instead\": the project folder served below /proj/, the page at /proj/dist/index.html stays blank with '/', loads its script and imported image but not its CSS background and font with './', and loads all with 'auto'", async (t) => {
  pageSays(
    'config/output/asset-prefix',
    {
      en: "the page is at `/dist/index.html` (in WebStorm `/<project>/dist/index.html`, below the project's name), while the built HTML asks for `/static/js/...`",
      zh: '页面地址是 `/dist/index.html`（WebStorm 还会在前面加上项目名，即 `/<project>/dist/index.html`），而构建出的 HTML 去这个服务器的根路径请求 `/static/js/...`',
    },
    {
      en: 'the page is at `/dist/index.html`, while',
      zh: '页面地址是 `/dist/index.html`，而',
    },
  );
  pageSays(
    'config/output/asset-prefix',
    {
      en: "scripts and the images imported in JS are then requested next to the page (`./static/js/...`, `./static/image/...`) and load from any folder of the server; when CSS uses images or fonts, build with `'auto'` instead.",
      zh: "脚本和 JS 中引入的图片会改为从页面旁边请求（`./static/js/...`、`./static/image/...`），放在服务器的任何目录下都能加载；CSS 里用到图片或字体时，请改用 `'auto'` 构建。",
    },
    {
      en: 'scripts and images are then requested next to the page',
      zh: '脚本和图片会改为从页面旁边请求',
    },
  );
  // WebStorm's server: the project folder below /proj/, nothing at the root of the server.
  const page = async (prefix: string): Promise<Seen> => {
    const origin = await staticHost(t, app(prefix), { folder: 'proj' });
    return open(`${origin}/proj/dist/index.html`, `${origin}/proj/dist`);
  };
  const root = await page('/');
  assert.equal(root.text, '', 'the script, asked for at /static/js/ of the server, is a 404: a blank page');

  const dot = await page('./');
  assert.equal(dot.text, 'app i lazy');
  assert.equal(dot.image, 1);
  assert.deepEqual(dot.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/css/static/image/bg.[hash].png 404',
    icons: '/static/css/static/font/icons.[hash].woff 404',
  });

  const auto = await page('auto');
  assert.equal(auto.text, 'app i lazy');
  assert.deepEqual(auto.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/image/bg.[hash].png 200',
    icons: '/static/font/icons.[hash].woff 200',
  });
});

test("config/output/asset-prefix \"assetPrefix: './' writes relative paths, and the page and its lazy chunks then load from disk, but the images and fonts of CSS only load with 'auto'; with either value fetch() of a file still fails\" + Electron \"build with assetPrefix: 'auto'\": from file://, './' runs the page and its lazy chunk while the CSS background and font are net::ERR_FILE_NOT_FOUND below static/css/; 'auto' loads them all, and fetch() still rejects with TypeError: Failed to fetch", async () => {
  pageSays(
    'config/output/asset-prefix',
    {
      en: "`assetPrefix: './'` writes relative paths, and the page and its lazy chunks then load from disk, but the images and fonts of CSS only load with `'auto'`; with either value `fetch()` of a file still fails",
      zh: "设置 `assetPrefix: './'` 会写入相对路径，页面和懒加载的 chunk 都能从磁盘加载，但 CSS 引用的图片和字体要用 `'auto'` 才能加载；无论用哪个值，`fetch()` 读取文件仍会失败",
    },
    {
      en: 'then load from disk, but `fetch()` of a file still fails',
      zh: '页面和懒加载的 chunk 都能从磁盘加载，但 `fetch()` 读取文件仍会失败',
    },
  );
  pageSays(
    'config/output/asset-prefix',
    {
      en: "so asset paths that start with `/` are not found there either: build with `assetPrefix: 'auto'`.",
      zh: "以 `/` 开头的静态资源路径同样访问不到：请用 `assetPrefix: 'auto'` 构建。",
    },
    {
      en: "not found there either: build with `assetPrefix: './'`.",
      zh: "同样访问不到：请用 `assetPrefix: './'` 构建。",
    },
  );
  const fromDisk = (prefix: string): Promise<Seen> => {
    const dist = pathToFileURL(path.join(app(prefix), 'dist')).href;
    return open(`${dist}/index.html`, dist);
  };
  const dot = await fromDisk('./');
  assert.equal(dot.text, 'app i lazy');
  assert.equal(dot.image, 1);
  assert.deepEqual(dot.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/css/static/image/bg.[hash].png net::ERR_FILE_NOT_FOUND',
    icons: '/static/css/static/font/icons.[hash].woff net::ERR_FILE_NOT_FOUND',
  });

  const auto = await fromDisk('auto');
  assert.equal(auto.text, 'app i lazy');
  assert.equal(auto.image, 1);
  assert.deepEqual(auto.files, {
    logo: '/static/image/logo.[hash].png 200',
    bg: '/static/image/bg.[hash].png 200',
    icons: '/static/font/icons.[hash].woff 200',
  });
  assert.equal(auto.fetched, 'TypeError: Failed to fetch');
});

test('config/html/crossorigin "Rsbuild adds the attribute when the public path of the build is not /, auto or empty ... It does not compare origins: a same-origin prefix such as /shop/ or ./ gets the attribute as well": with crossorigin: true, the script and stylesheet tags of the built HTML get crossorigin="anonymous" with the prefixes /shop/ and ./', () => {
  pageSays(
    'config/html/crossorigin',
    {
      en: 'It does not compare origins: a same-origin prefix such as `/shop/` or `./` gets the attribute as well.',
      zh: '就会添加该属性，`/shop/`、`./` 这样同源的前缀也不例外。',
    },
    {
      en: 'when the asset prefix actually points somewhere else',
      zh: '只有当资源前缀确实指向别处',
    },
  );
  for (const prefix of ['/shop/', './']) {
    const dir = project({
      'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}' }, html: { crossorigin: true } };\n`,
      'src/index.js': "import './index.css';\n",
      'src/index.css': 'body { color: red; }\n',
    });
    build(dir);
    const tags = distText(dir, /^index\.html$/).match(/<(?:script|link)\b[^>]*>/g) ?? [];
    const assets = tags.filter((tag) => tag.includes(`="${prefix}static/`));
    assert.equal(assets.length, 2, `a script and a stylesheet below ${prefix}: ${tags.join(' ')}`);
    for (const tag of assets) assert.match(tag, /crossorigin="anonymous"/, prefix);
  }
});

test('config/output/asset-prefix "A font used in @font-face, or by an icon library, that is over 10000 bytes is written to dist/static/font/[name].[hash].woff ... (a smaller one is inlined into the CSS as base64, which loads from anywhere)" + "Images of up to 10000 bytes are inlined as base64 instead, and so are fonts": a font of 10001 bytes is emitted and its url() carries the prefix (/ by default, the CDN address when set), one of 10000 bytes becomes a data:font/woff;base64 URL in the CSS and no file', () => {
  pageSays(
    'config/output/asset-prefix',
    {
      en: 'A font used in `@font-face`, or by an icon library, that is over 10000 bytes is written to `dist/static/font/[name].[hash].woff`, and the CSS refers to it as `url(/static/font/...)`, from the root of the domain (a smaller one is inlined into the CSS as base64, which loads from anywhere).',
      zh: '`@font-face` 或图标库用到的字体超过 10000 字节时会输出到 `dist/static/font/[name].[hash].woff`，CSS 中写的是 `url(/static/font/...)`，即从域名根路径加载（更小的字体会以 base64 内联到 CSS 中，在哪里都能加载）。',
    },
    {
      en: 'or by an icon library, is written to `dist/static/font/[name].[hash].woff`',
      zh: '`@font-face` 或图标库用到的字体会输出到',
    },
  );
  pageSays(
    'config/output/asset-prefix',
    {
      en: 'Images of up to 10000 bytes are inlined as base64 instead, and so are fonts (see',
      zh: '不超过 10000 字节的图片会直接内联为 base64，字体也一样（参见',
    },
    {
      en: 'Images of up to 10000 bytes are inlined as base64 instead (see',
      zh: '不超过 10000 字节的图片会直接内联为 base64（参见',
    },
  );
  for (const [config, prefix] of [
    ['export default {};\n', '/'],
    ["export default { output: { assetPrefix: 'https://cdn.example.com/assets/' } };\n", 'https://cdn.example.com/assets/'],
  ] as const) {
    const dir = project({
      'rsbuild.config.mjs': config,
      'src/index.js': "import './index.css';\n",
      'src/index.css': [
        "@font-face { font-family: Small; src: url('./small.woff') format('woff'); }",
        "@font-face { font-family: Large; src: url('./large.woff') format('woff'); }",
        '.a { font-family: Small, Large; }',
        '',
      ].join('\n'),
      'src/small.woff': Buffer.alloc(10_000, 1),
      'src/large.woff': Buffer.alloc(10_001, 1),
    });
    build(dir);
    const css = distText(dir, /^static\/css\/.*\.css$/);
    const [small, large, ...rest] = [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'));
    assert.match(small, /^data:application\/font-woff;base64,AQEBAQ/, prefix);
    assert.equal(large, `${prefix}static/font/large.[hash].woff`);
    assert.deepEqual(rest, []);
    const fonts = distFiles(dir).filter((f) => f.startsWith('static/font/'));
    assert.deepEqual(hashed(fonts), ['static/font/large.[hash].woff'], prefix);
  }
});
