// Facts behind the second accuracy review of session 86 (slice a): plugins/list/plugin-rem and config/server/compress,
// in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it.
//
// Fixes:
// - plugins/list/plugin-rem, rootFontSize: "on a screen exactly screenWidth wide the runtime sets the root font size to
//   this value", with `pluginRem({ rootFontSize: 100 })` as the example. The runtime caps the size at maxRootFontSize
//   (64 by default), so with rootFontSize 100 alone a 375 px window gets 64 px, and `3rem` (300 design px) is 192 px
//   wide. The page now says "as long as it is not above maxRootFontSize", and the example sets maxRootFontSize: 128
//   (100 px at 375 px, capped from a 480 px window on, as with the defaults).
// - plugins/list/plugin-rem, Limits: "A page shown in a frame narrower than the window needs widthQueryKey" (zh: an
//   iframe narrower than the window). The script runs inside the frame and measures the frame's window: a page in a
//   300 px wide iframe gets 40 px in a 1000 px wide window. widthQueryKey's "useful ... for pages shown in a frame of
//   known width" went for the same reason.
// - config/server/compress, "compressing twice only costs CPU time" behind a compressing reverse proxy: a claim about
//   other tools that nothing here shows (a proxy may pass an encoded response on as it is); now "you can leave the
//   job to it". Not a run; no test.
// - config/server/compress, "the Content-Type of the response matches text, JavaScript, JSON or XML": the filter of
//   http-compression 1.0.19 (compiled into core 0.5.9) is /text|javascript|\/json|xml/i, so `+json` types are not
//   compressed: `rsbuild dev` sends public/app.webmanifest (application/manifest+json) and a .jsonld file
//   (application/ld+json) of 2,025 bytes as they are, and the same bytes as data.json gzipped. The page now names them.
//
// @rsbuild/plugin-rem 0.5.9 is not installable here (the registry serves 0.5.4 and 0.6.x, not 0.5.9). Its runtime is
// the string that genJSTemplate of its 0.5.9 source (packages/plugin-rem/src/AutoSetRootFontSizePlugin.ts) returns,
// copied below as it is; AutoSetRootFontSizePlugin unshifts it into `assetTags.scripts` in the HTML plugin's
// alterAssetTags hook, which the stand-in plugin of the project's config does the same way (as in rem-guide.test.ts).
// With @rsbuild/plugin-rem 0.5.4 (same source, installed outside the repository) and core 0.5.9, the build of
// `pluginRem({ rootFontSize: 100 })` inlines a runtime with `i=Math.min(i,64)`: the same cap.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEFAULTS, genJSTemplate, type RuntimeOptions } from './lib/rem-runtime';
import { ask, build, devServer, pageSays, previewServer, project, sharedBrowser, remRuntimeProject } from './topics-support';

const browser = sharedBrowser();

after(async () => (await app)?.stop());

/** The pages of the app: the runtime options of each (null: no runtime) and the rem width of its #box. */
const PAGES: Record<string, { options: Partial<RuntimeOptions> | null; box: string }> = {
  // pluginRem({ rootFontSize: 100 }): a 300px element of the design is 3rem.
  alone: { options: { rootFontSize: 100 }, box: '3rem' },
  // pluginRem({ rootFontSize: 100, maxRootFontSize: 128 }), the page's new example.
  raised: { options: { rootFontSize: 100, maxRootFontSize: 128 }, box: '3rem' },
  // pluginRem(): 300px is 6rem.
  plain: { options: {}, box: '6rem' },
  // A page without the runtime that shows plain.html in a 300 px wide iframe.
  host: { options: null, box: '' },
};

let app: Promise<{ url: string; stop: () => Promise<void> }> | undefined;

/** Builds the app once (rsbuild build) and serves it (rsbuild preview) for the tests of this file. */
function served(): Promise<{ url: string; stop: () => Promise<void> }> {
  app ??= (async () => {
    const runtimes: Record<string, string> = {};
    const files: Record<string, string> = {};
    for (const [name, { options, box }] of Object.entries(PAGES)) {
      if (options) runtimes[`${name}.html`] = genJSTemplate({ ...DEFAULTS, ...options });
      files[`src/${name}.js`] = box
        ? `document.getElementById('root').innerHTML = '<div id="box" style="width:${box};height:10px"></div>';\n`
        : `document.getElementById('root').innerHTML = '<iframe id="frame" src="/plain.html" style="width:300px;height:200px;border:0"></iframe>';\n`;
    }
    const dir = remRuntimeProject({
      runtimes,
      entries: Object.fromEntries(Object.keys(PAGES).map((n) => [n, `./src/${n}.js`])),
      files,
    });
    build(dir);
    return previewServer(dir);
  })();
  return app;
}

/** Opens `path` in a window `width` px wide; the inline font size of <html> and the width of #box. */
async function measure(path: string, width: number): Promise<{ font: string; box: number }> {
  const { url } = await served();
  const page = await browser().newPage({ viewport: { width, height: 700 } });
  try {
    await page.goto(`${url}${path}`);
    await page.waitForSelector('#box');
    return await page.evaluate(() => ({
      font: document.documentElement.style.fontSize,
      box: document.getElementById('box')!.getBoundingClientRect().width,
    }));
  } finally {
    await page.close();
  }
}

test('plugins/list/plugin-rem rootFontSize "as long as it is not above maxRootFontSize" and "with rootFontSize: 100 alone ... shown at 64 % of its design size (3rem ... is 192 px wide). 128 keeps the cap at a 480 px wide window"', async () => {
  const alone = await measure('/alone.html', 375);
  assert.deepEqual(alone, { font: '64px', box: 192 });
  const raised = await measure('/raised.html', 375);
  assert.deepEqual(raised, { font: '100px', box: 300 });
  assert.equal((await measure('/raised.html', 480)).font, '128px');
  assert.equal((await measure('/raised.html', 600)).font, '128px');
  assert.equal((await measure('/raised.html', 450)).font, '120px');

  pageSays(
    'plugins/list/plugin-rem',
    {
      en: 'the runtime sets the root font size to this value, as long as it is not above [maxRootFontSize](#maxrootfontsize)',
      zh: '只要不超过 [maxRootFontSize](#maxrootfontsize)，运行时就会把根字体大小设置为这个值',
    },
    { en: 'the runtime sets the root font size to this value. A value', zh: '运行时会把根字体大小设置为这个值。设为' },
  );
  pageSays('plugins/list/plugin-rem', {
    en: 'so on a 375 px screen the page is shown at 64 % of its design size (`3rem`, the `300px` of the design, is 192 px wide). `128` keeps the cap at a 480 px wide window, as with the defaults.',
    zh: '375 px 的屏幕上页面只有设计尺寸的 64%（设计稿上 `300px` 的 `3rem` 只有 192 px 宽）。设为 `128` 时，和默认配置一样，窗口宽到 480 px 才触及上限。',
  });
  pageSays(
    'plugins/list/plugin-rem',
    { en: 'pluginRem({ rootFontSize: 100, maxRootFontSize: 128 })', zh: 'pluginRem({ rootFontSize: 100, maxRootFontSize: 128 })' },
    { en: 'pluginRem({ rootFontSize: 100 })', zh: 'pluginRem({ rootFontSize: 100 })' },
  );
});

test('plugins/list/plugin-rem Limits "The script measures the window it runs in ... with the defaults, a page in a 300 px wide frame gets a root font size of 40 px, whatever the size of the outer window" + widthQueryKey "A page in an iframe does not need it"', async () => {
  const { url } = await served();
  const page = await browser().newPage({ viewport: { width: 1000, height: 700 } });
  try {
    await page.goto(`${url}/host.html`);
    await page.waitForFunction(() => {
      const frame = document.getElementById('frame') as HTMLIFrameElement | null;
      return Boolean(frame?.contentDocument?.getElementById('box'));
    });
    const seen = await page.evaluate(() => {
      const frame = (document.getElementById('frame') as HTMLIFrameElement).contentWindow as Window & { ROOT_FONT_SIZE?: number };
      return {
        outer: window.innerWidth,
        frameWidth: frame.innerWidth,
        font: frame.document.documentElement.style.fontSize,
        variable: frame.ROOT_FONT_SIZE,
        box: frame.document.getElementById('box')!.getBoundingClientRect().width,
      };
    });
    assert.deepEqual(seen, { outer: 1000, frameWidth: 300, font: '40px', variable: 40, box: 240 });
  } finally {
    await page.close();
  }
  // The same page alone in the 1000 px window: the cap, 64 px.
  assert.equal((await measure('/plain.html', 1000)).font, '64px');

  pageSays(
    'plugins/list/plugin-rem',
    {
      en: 'with the defaults, a page in a 300 px wide frame gets a root font size of 40 px, whatever the size of the outer window',
      zh: '使用默认值时，放在 300 px 宽 iframe 里的页面，根字体大小是 40 px，与外层窗口多大无关',
    },
    {
      en: 'A page shown in a frame narrower than the window needs `widthQueryKey`',
      zh: '如果页面显示在比窗口窄的 iframe 中，需要使用 `widthQueryKey`',
    },
  );
  pageSays(
    'plugins/list/plugin-rem',
    {
      en: 'A page in an iframe does not need it: there, the script measures the frame.',
      zh: '页面放在 iframe 里则用不着它：脚本在 iframe 中量的就是 iframe 的宽度。',
    },
    { en: 'pages shown in a frame of known width', zh: '页面被嵌入已知宽度的 iframe 中时很有用' },
  );
});

test('config/server/compress "but not JSON types written with +json, such as the application/manifest+json of a .webmanifest file": rsbuild dev gzips data.json and sends the same bytes as .webmanifest and .jsonld as they are', async () => {
  const json = JSON.stringify({ name: 'x'.repeat(2000), icons: [] });
  const dir = project({
    'src/index.js': "console.log('compress');\n",
    'public/data.json': json,
    'public/app.webmanifest': json,
    'public/ld.jsonld': json,
  });
  const server = await devServer(dir);
  try {
    const seen: Record<string, [string | undefined, string | undefined]> = {};
    for (const file of ['data.json', 'app.webmanifest', 'ld.jsonld']) {
      const a = await ask(server.port, `/${file}`, { client: 'fetch', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(a.text, json);
      seen[file] = [a.headers['content-type'], a.headers['content-encoding']];
    }
    assert.deepEqual(seen, {
      'data.json': ['application/json', 'gzip'],
      'app.webmanifest': ['application/manifest+json', undefined],
      'ld.jsonld': ['application/ld+json', undefined],
    });
  } finally {
    await server.stop();
  }

  pageSays('config/server/compress', {
    en: 'but not JSON types written with `+json`, such as the `application/manifest+json` of a `.webmanifest` file',
    zh: '但以 `+json` 结尾的 JSON 类型不算，比如 `.webmanifest` 文件的 `application/manifest+json`',
  });
});
