// Facts behind the accuracy review of session 88 (slice n): config/output/charset,
// config/output/override-browserslist, config/dev/progress-bar, config/performance/remove-moment-locale,
// config/performance/preload and guide/basic/json-files, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it.
//
// - config/performance/preload, Caveats, ".svg files become as="script"": the page said the browser "cannot reuse the
//   preloaded response when the image is requested, downloads the file twice and warns about an unused preload". The
//   preload (as=script) is of no use to the <img>, and Chromium warns, but whether the file is downloaded a second
//   time depends on the server's cache headers: served without cache headers or with `Cache-Control: no-cache`, the
//   SVG is requested twice; served with `Cache-Control: max-age=3600`, once (the image request is answered by the HTTP
//   cache). Run: a production build with preload: true whose async chunk adds an <img> of a 20 kB SVG (above the
//   data-URI limit, so it is emitted as static/svg/*.svg and preloaded as="script"), served by a small HTTP server that
//   counts requests, loaded in Chromium.
// - config/performance/preload, Caveats, "Unused preloads": the page said the warning "means the file should be
//   prefetched, not preloaded, or not hinted at all". The same run shows the warning for an SVG that the page does
//   use, a few seconds after load, because of its wrong `as` value; Chromium's message itself asks to check the `as`
//   value. The sentence now names that cause first.
// - config/output/charset, "Keep the original characters": the page said "Every escaped character costs six bytes
//   (`\uXXXX`)". That holds for string literals; in a template literal the 0.5.9 minifier writes a code-point escape,
//   `\u{4F60}`, eight bytes (and an emoji is two escapes, twelve bytes, as the Caveats say). Run: a production build
//   with the default charset of `console.log('你好', `你好${x}`)` gives "\u4F60\u597D" for the string and
//   `\u{4F60}\u{597D}${...}` for the template literal.
// - config/performance/preload, intro: the page said the browser downloads the preloaded files "right away, at high
//   priority". Chromium gives a preload the priority of its `as` type: in a run (production build, preload: true, an
//   async chunk importing a CSS file and a 20 kB PNG; request priorities read over the DevTools protocol) the
//   as="style" preload was VeryHigh, as="script" High, and as="image" Low, the priority of any image.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, distText, listen, pageSays, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

test('config/performance/preload "The image cannot use the preloaded response, so the browser warns about an unused preload and requests the file again: a second download, unless cache headers such as Cache-Control: max-age let its HTTP cache answer" + "Unless the as value is wrong (previous point), the warning means ..."', async (t) => {
  pageSays(
    'config/performance/preload',
    {
      en: 'The image cannot use the preloaded response, so the browser warns about an unused preload and requests the file again: a second download, unless cache headers such as `Cache-Control: max-age` let its HTTP cache answer.',
      zh: '图片无法使用预加载的响应，浏览器会提示存在未使用的预加载，并再次请求该文件：除非 `Cache-Control: max-age` 等缓存头让浏览器的 HTTP 缓存直接命中，否则文件会被下载两次。',
    },
    {
      en: 'downloads the file twice and warns about an unused preload',
      zh: '会把文件下载两次，并提示存在未使用的预加载',
    },
  );
  pageSays(
    'config/performance/preload',
    {
      en: 'Unless the `as` value is wrong (previous point), the warning means the file should be prefetched, not preloaded, or not hinted at all.',
      zh: '除非是 `as` 值不对（见上一条），出现这个警告说明该文件应当改为预获取，或者根本不需要提示。',
    },
    { en: 'That warning means the file should be prefetched', zh: '。出现这个警告说明该文件应当改为预获取' },
  );

  const dir = project({
    'src/index.js': "setTimeout(() => import('./lazy'), 300);\n",
    'src/lazy.js': [
      "import svg from './pic.svg';",
      "const img = document.createElement('img');",
      'img.src = svg;',
      'document.body.appendChild(img);',
      '',
    ].join('\n'),
    'src/pic.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(20_000)}--></svg>\n`,
    'rsbuild.config.mjs': 'export default { performance: { preload: true } };\n',
  });
  build(dir);
  const svg = distFiles(dir).find((f) => /^static\/svg\/pic\.[0-9a-f]{8}\.svg$/.test(f));
  assert.ok(svg, distFiles(dir).join(', '));
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.ok(html.includes(`<link href="/${svg}" rel="preload" as="script">`), html);

  const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'application/javascript', '.svg': 'image/svg+xml' };
  for (const [cacheControl, downloads] of [
    ['', 2],
    ['no-cache', 2],
    ['max-age=3600', 1],
  ] as const) {
    let svgRequests = 0;
    const server = http.createServer((req, res) => {
      const url = (req.url ?? '/').split('?')[0];
      if (url === `/${svg}`) svgRequests++;
      const file = path.join(dir, 'dist', url === '/' ? 'index.html' : url);
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      if (cacheControl) res.setHeader('cache-control', cacheControl);
      res.end(fs.readFileSync(file));
    });
    const port = await listen(server, t);
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(`http://localhost:${port}/`);
      await page.waitForFunction(() => {
        const img = document.querySelector('img');
        return Boolean(img?.complete && img.naturalWidth >= 0);
      });
      assert.ok(
        await waitFor(() => warnings.some((w) => w.includes(`/${svg} was preloaded using link preload but not used`)), 15_000),
        `${cacheControl || 'no cache headers'}: the unused-preload warning for the SVG the page shows: ${warnings.join(' | ')}`,
      );
      assert.equal(svgRequests, downloads, `${cacheControl || 'no cache headers'}: requests of the SVG`);
    } finally {
      await context.close();
    }
  }
});

test('config/output/charset "An escaped Chinese character costs six bytes (\\uXXXX; eight in template literals, which get \\u{XXXX})"', () => {
  pageSays(
    'config/output/charset',
    {
      en: 'An escaped Chinese character costs six bytes (`\\uXXXX`; eight in template literals, which get `\\u{XXXX}`), while',
      zh: '每个被转义的汉字占 6 个字节（`\\uXXXX`；模板字符串中写成 `\\u{XXXX}`，占 8 个字节），而',
    },
    { en: 'Every escaped character costs six bytes', zh: '每个被转义的字符占 6 个字节' },
  );
  const dir = project({
    'src/index.js': "const x = Math.random();\nconsole.log('你好', `你好${x}`);\n",
    'rsbuild.config.mjs': 'export default {};\n',
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.ok(js.includes('"\\u4F60\\u597D"'), `the string literal: ${js}`);
  assert.match(js, /`\\u\{4F60\}\\u\{597D\}\$\{/, 'the template literal gets code-point escapes');
  assert.ok(!js.includes('你好'), 'no Chinese text left');
});

test('config/performance/preload "starts downloading them right away ... at the priority of their type (high for scripts and stylesheets, low for images)"', async (t) => {
  pageSays(
    'config/performance/preload',
    {
      en: 'so that the browser starts downloading them right away, before your code asks for them, at the priority of their type (high for scripts and stylesheets, low for images).',
      zh: '让浏览器在代码请求这些文件之前就立即开始下载，优先级取决于文件类型（脚本和样式表为高，图片为低）。',
    },
    { en: 'right away, at high priority', zh: '就以高优先级立即开始下载' },
  );
  const dir = project({
    'src/index.js': "setTimeout(() => import('./lazy'), 60_000);\n",
    'src/lazy.js': "import './lazy.css';\nimport img from './big.png';\nwindow.img = img;\n",
    'src/lazy.css': 'p { color: blue; }\n',
    'src/big.png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(20_000, 7)]),
    'rsbuild.config.mjs': 'export default { performance: { preload: true } };\n',
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  for (const as of ['style', 'script', 'image']) assert.ok(html.includes(`rel="preload" as="${as}"`), `${as}: ${html}`);
  const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'application/javascript', '.css': 'text/css', '.png': 'image/png' };
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    const file = path.join(dir, 'dist', url === '/' ? 'index.html' : url);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.end(fs.readFileSync(file));
  });
  const port = await listen(server, t);
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priority: Record<string, string> = {};
    cdp.on('Network.requestWillBeSent', (e) => {
      const m = /\/static\/(css\/async|js\/async|image)\//.exec(e.request.url);
      if (m) priority[m[1]] = e.request.initialPriority;
    });
    await page.goto(`http://localhost:${port}/`);
    assert.ok(await waitFor(() => Object.keys(priority).length === 3, 15_000), JSON.stringify(priority));
    assert.deepEqual(priority, { 'css/async': 'VeryHigh', 'js/async': 'High', image: 'Low' });
  } finally {
    await context.close();
  }
});
