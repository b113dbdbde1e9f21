// Facts behind the third accuracy review of session 90 (slice i): plugins/list/plugin-rem, config/server/compress,
// config/dev/write-to-disk and config/tools/autoprefixer, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it and that the wording it replaced is gone.
//
// - config/dev/write-to-disk, "Compiled successfully, but no output files": the page quoted the dev server's success
//   line as `ready   Client compiled in 0.8 s`, a form 0.5.9 never prints: prettyTime (shared/src/utils.ts 257-271)
//   gives two decimals below 10 s (`0.83 s`). The quote now has two decimals; the run below reads the line.
// - config/dev/write-to-disk, first paragraph: the in-memory default "is fast and leaves your disk alone". It does
//   not leave the disk alone: rsbuild dev empties the output directory when it starts (core/src/plugins/cleanOutput.ts
//   onBeforeStartDevServer), as the page's own Caveats say. What holds is that it writes no build files there; the
//   run below starts rsbuild dev on a project whose dist/ holds a file of an earlier build: the file is gone and
//   dist/ stays empty while the page is served.
// - config/server/compress, second paragraph: "Compression is on by default, so the JavaScript, CSS and HTML that the
//   server sends travel over the network in a smaller form." Only responses of 1024 bytes or more are compressed
//   (http-compression's threshold, core/src/server/getDevMiddlewares.ts 68-78), and the HTML page that 0.5.9
//   generates by default is about 450 bytes: in the run below, rsbuild dev sends / without Content-Encoding and
//   the development bundle gzipped. The sentence now names the exception.
// - config/tools/autoprefixer, the first example and autoprefixer.cascade: the page showed the default output as
//   `-webkit-user-select: none;` over an unindented `user-select: none;`, and described cascade as indenting the
//   prefixed properties. With autoprefixer's default `cascade: true`, the unminified CSS of rsbuild dev has the
//   unprefixed declaration indented so that both values line up (`          user-select: none;`); only
//   `cascade: false` gives the unaligned form, and rsbuild build minifies it to one line. The example now shows the
//   aligned development output and says so, and cascade indents "a property and its prefixed copies".
// - plugins/list/plugin-rem, useRootFontSizeBeyondMax: "What happens above maxRootFontSize". The runtime switches to
//   rootFontSize as soon as the computed size is not below the cap: `htmlFontSizePx < maxRootFontSize ?
//   htmlFontSizePx : rem2px` (plugin-rem/src/AutoSetRootFontSizePlugin.ts, genJSTemplate, the
//   useRootFontSizeBeyondMax branch), so a window exactly 480 px wide gets 50 px with the defaults, not 64. The page
//   now says "once the computed size reaches maxRootFontSize". @rsbuild/plugin-rem 0.5.9 is not installable here; as
//   in review86a.test.ts, the runtime is the string of genJSTemplate (lib/rem-runtime.ts, copied from the 0.5.9
//   source) and a stand-in plugin unshifts it into assetTags.scripts as AutoSetRootFontSizePlugin does. The run
//   below builds two pages with rsbuild build, serves them with rsbuild preview and measures them in a browser.
// - plugins/list/plugin-rem, "Check that rem is in effect": the runtime is missing when "its custom template sets
//   html.inject to false without printing htmlWebpackPlugin.tags". A template does not set html.inject; it is the
//   Rsbuild config option (core/src/plugins/html.ts getInject). The page now says "html.inject is false and its custom
//   template does not print htmlWebpackPlugin.tags"; the builds below show both halves with the stand-in runtime.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULTS, genJSTemplate } from './lib/rem-runtime';
import {
  build,
  devCss,
  devServer,
  distFiles,
  distText,
  pageSays,
  previewServer,
  project,
  sharedBrowser,
  remRuntimeProject,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "the terminal reports success (`ready   Client compiled in 0.83 s`, ...)": rsbuild dev prints the time with two decimals', async () => {
  pageSays(
    'config/dev/write-to-disk',
    {
      en: '(`ready   Client compiled in 0.83 s`, where webpack-dev-server said `Compiled successfully`)',
      zh: '（`ready   Client compiled in 0.83 s`，webpack-dev-server 显示的是 `Compiled successfully`）',
    },
    { en: 'Client compiled in 0.8 s`', zh: 'Client compiled in 0.8 s`' },
  );
  const dir = project({ 'src/index.js': "console.log('hello');\n" });
  const server = await devServer(dir);
  try {
    assert.match(server.log(), /ready {3}Client compiled in \d\.\d\d s/);
    assert.doesNotMatch(server.log(), /compiled in \d\.\d s/);
  } finally {
    await server.stop();
  }
});

test('config/dev/write-to-disk "By default the dev server keeps its build in memory and serves it from there, which is fast and writes no build files to disk": rsbuild dev empties dist/ and writes nothing to it', async () => {
  pageSays(
    'config/dev/write-to-disk',
    {
      en: 'By default the dev server keeps its build in memory and serves it from there, which is fast and writes no build files to disk, but',
      zh: '默认情况下，开发服务器把构建产物保存在内存中并直接从内存提供，这样速度快，也不会向磁盘写入构建文件；',
    },
    { en: 'which is fast and leaves your disk alone', zh: '也不会改动你的磁盘' },
  );
  const dir = project({ 'src/index.js': "console.log('hello');\n", 'dist/static/js/index.1234abcd.js': 'old build\n' });
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/static/js/index.js`)).text(), /hello/);
    assert.deepEqual(distFiles(dir), [], 'the file of the earlier build is gone and nothing is written');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/compress

test('config/server/compress "travel over the network in a smaller form, except files under 1024 bytes, such as the default HTML page": rsbuild dev sends the default index.html as it is and the bundle gzipped', async () => {
  pageSays(
    'config/server/compress',
    {
      en: 'travel over the network in a smaller form, except files under 1024 bytes, such as the default HTML page.',
      zh: '会以更小的体积在网络上传输，但不足 1024 字节的文件（例如默认的 HTML 页面）除外。',
    },
    {
      en: 'the server sends travel over the network in a smaller form. On your own machine',
      zh: '会以更小的体积在网络上传输。在本机访问时',
    },
  );
  const dir = project({ 'src/index.js': "console.log('hello');\n" });
  const server = await devServer(dir);
  try {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    const html = await fetch(`${server.url}/`, { headers });
    const body = await html.text();
    assert.match(body, /<div id="root"><\/div>/);
    assert.ok(Buffer.byteLength(body) < 1024, `${Buffer.byteLength(body)} bytes`);
    assert.equal(html.headers.get('content-encoding'), null);
    const js = await fetch(`${server.url}/static/js/index.js`, { headers });
    assert.equal(js.headers.get('content-encoding'), 'gzip');
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer

test('config/tools/autoprefixer "becomes, in development, where the CSS is not minified: -webkit-user-select / (aligned) user-select" + cascade "indent a property and its prefixed copies so that their values line up"', async () => {
  pageSays(
    'config/tools/autoprefixer',
    {
      en: 'becomes, in development, where the CSS is not minified:\n\n```css\n.title {\n  -webkit-user-select: none;\n          user-select: none;\n}\n```',
      zh: '在开发模式下（CSS 未压缩）会被转换为：\n\n```css\n.title {\n  -webkit-user-select: none;\n          user-select: none;\n}\n```',
    },
    {
      en: '```css\n.title {\n  -webkit-user-select: none;\n  user-select: none;\n}\n```',
      zh: '```css\n.title {\n  -webkit-user-select: none;\n  user-select: none;\n}\n```',
    },
  );
  pageSays(
    'config/tools/autoprefixer',
    {
      en: 'Whether to indent a property and its prefixed copies so that their values line up, when the CSS is not minified.',
      zh: '在 CSS 未压缩时，是否通过缩进让属性与它带前缀的副本的值对齐。',
    },
    {
      en: 'Whether to indent prefixed properties so that their values line up',
      zh: '是否通过缩进让带前缀属性的值对齐',
    },
  );
  const files = { 'src/index.js': "import './index.css';\n", 'src/index.css': '.title {\n  user-select: none;\n}\n' };
  const aligned = '.title {\n  -webkit-user-select: none;\n          user-select: none;\n}';

  const byDefault = project(files);
  assert.ok((await devCss(byDefault)).includes(aligned), 'rsbuild dev aligns the values by default');

  const noCascade = project({ ...files, 'rsbuild.config.mjs': 'export default { tools: { autoprefixer: { cascade: false } } };\n' });
  const plain = await devCss(noCascade);
  assert.ok(plain.includes('.title {\n  -webkit-user-select: none;\n  user-select: none;\n}'), plain);

  build(byDefault);
  assert.match(distText(byDefault, /^static\/css\/index\.\w+\.css$/), /\.title\{-webkit-user-select:none;user-select:none\}/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem

/**
 * A project whose entries (one per key, each logging its name) get the rem runtime as @rsbuild/plugin-rem 0.5.9 adds
 * it: a stand-in of AutoSetRootFontSizePlugin (inlineRuntime: true) unshifts `runtimes[entry]` into
 * assetTags.scripts in the HTML plugin's alterAssetTags hook. `html` is the html config, `files` extra files.
 */
function remApp(runtimes: Record<string, string>, html: object = {}, files: Record<string, string> = {}): string {
  return remRuntimeProject({
    runtimes: Object.fromEntries(Object.entries(runtimes).map(([name, code]) => [`${name}.html`, code])),
    entries: Object.fromEntries(Object.keys(runtimes).map((name) => [name, `./src/${name}.js`])),
    files: { ...Object.fromEntries(Object.keys(runtimes).map((name) => [`src/${name}.js`, `console.log('${name}');\n`])), ...files },
    html,
  });
}

test('plugins/list/plugin-rem useRootFontSizeBeyondMax "What happens once the computed size reaches maxRootFontSize": with the option, a 480 px window (exactly 64 px computed) already gets rootFontSize; without it, 64 px', async () => {
  pageSays(
    'plugins/list/plugin-rem',
    {
      en: 'What happens once the computed size reaches `maxRootFontSize`.',
      zh: '决定计算结果达到 `maxRootFontSize` 时的行为。',
    },
    { en: 'What happens above `maxRootFontSize`.', zh: '决定计算结果超过 `maxRootFontSize` 时的行为。' },
  );
  const runtimes = {
    'beyond.html': genJSTemplate({ ...DEFAULTS, useRootFontSizeBeyondMax: true }),
    'capped.html': genJSTemplate({ ...DEFAULTS }),
  };
  const dir = remApp({ beyond: runtimes['beyond.html'], capped: runtimes['capped.html'] });
  build(dir);
  const server = await previewServer(dir);
  const font = async (file: string, width: number): Promise<string> => {
    const page = await browser().newPage({ viewport: { width, height: 700 } });
    try {
      await page.goto(`${server.url}/${file}`);
      return await page.evaluate(() => document.documentElement.style.fontSize);
    } finally {
      await page.close();
    }
  };
  try {
    assert.equal(await font('capped.html', 480), '64px');
    assert.equal(await font('capped.html', 1000), '64px');
    assert.match(await font('beyond.html', 470), /^62\.66/);
    assert.equal(await font('beyond.html', 480), '50px', 'exactly at the cap: rootFontSize already');
    assert.equal(await font('beyond.html', 1000), '50px');
  } finally {
    await server.stop();
  }
});

test('plugins/list/plugin-rem "html.inject is false and its custom template does not print htmlWebpackPlugin.tags": with inject false the runtime reaches the page only through htmlWebpackPlugin.tags in the template', () => {
  pageSays(
    'plugins/list/plugin-rem',
    {
      en: 'or [html.inject](/config/html/inject) is `false` and its custom template does not print `htmlWebpackPlugin.tags`:',
      zh: '或者 [html.inject](/zh/config/html/inject) 为 `false`，而自定义模板又没有输出 `htmlWebpackPlugin.tags`：',
    },
    {
      en: 'or its custom template sets [html.inject](/config/html/inject) to `false`',
      zh: '或者它的自定义模板把 [html.inject](/zh/config/html/inject) 设置为 `false`',
    },
  );
  const runtime = genJSTemplate({ ...DEFAULTS });
  const page = '<!doctype html><html><head><title>t</title>TAGS</head><body><div id="root"></div></body></html>';
  const without = remApp(
    { index: runtime },
    { inject: false, template: './static/index.html' },
    { 'static/index.html': page.replace('TAGS', '') },
  );
  build(without);
  const plain = distText(without, /^index\.html$/);
  assert.ok(!plain.includes('setRootPixel') && !plain.includes('<script'), plain);

  const printed = remApp(
    { index: runtime },
    { inject: false, template: './static/index.html' },
    { 'static/index.html': page.replace('TAGS', '<%= htmlWebpackPlugin.tags.headTags %>') },
  );
  build(printed);
  assert.match(distText(printed, /^index\.html$/), /<script>function setRootPixel\(\)\{/);
});
