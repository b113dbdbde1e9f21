// Facts behind the accuracy review of session 87 (slice h): plugins/list/plugin-pug, config/performance/print-file-size,
// config/html/script-loading and plugins/list/plugin-yaml, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the replaced wording is gone.
//
// - plugins/list/plugin-pug, "Use a Pug file as the HTML template": the page said `npx rsbuild build` writes the
//   dist/index.html shown "(shown unminified)". The block is the minified file with line breaks and indentation added:
//   a production build minifies the HTML (shared/src/minimize.ts, getHtmlMinifyOptions: useShortDoctype,
//   collapseWhitespace ...) and writes it on one line, `<!doctype html>`, `defer="defer"` and the viewport content
//   `width=device-width,initial-scale=1` included; with output.minify false the same template gives `<!DOCTYPE html>`,
//   a bare `defer` and `width=device-width, initial-scale=1.0`, so the block is not the unminified file. @rsbuild/plugin-pug
//   is not installed here (the registry reachable holds 0.5.4, whose code is a loader, not 0.5.9's transform): the
//   project gets the transform of plugin-pug/src/index.ts at v0.5.9 (api.transform, compileClient with
//   `{ filename, doctype: 'html', compileDebug: false }`), run with pug 3.0.2, the version the plugin depends on.
// - plugins/list/plugin-pug, "Use a Pug file as the HTML template": the page listed the locals a Pug template receives as
//   `mountId`, `entryName`, `assetPrefix`, `htmlWebpackPlugin` and the keys of html.templateParameters. The built-in
//   parameters also hold `compilation` and `webpackConfig` (core/src/plugins/html.ts, getTemplateParameters), and a
//   Pug template reads them like the others (the run below prints them from the template).
// - config/html/script-loading, Caveats: "Browsers load module scripts in CORS mode. When the files are served from
//   another origin ..., that server must send Access-Control-Allow-Origin, and you probably want html.crossorigin as
//   well." The header is what decides it: a module script is fetched in CORS mode with or without a crossorigin
//   attribute, and from another origin it runs only when that server sends Access-Control-Allow-Origin; html.crossorigin
//   (crossorigin="anonymous" on the tag) changes neither outcome. A classic `defer` script from the same server runs
//   without the header.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, freePort, hashed, page, pageSays, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// The transform of @rsbuild/plugin-pug 0.5.9 (packages/plugin-pug/src/index.ts at v0.5.9), for a file that is not a .vue file.
const PUG_PLUGIN = [
  'const pluginPug = () => ({',
  "  name: 'rsbuild:pug',",
  '  async setup(api) {',
  "    const { compileClient } = await import('pug');",
  "    const pugOptions = { doctype: 'html', compileDebug: false };",
  '    api.transform({ test: /\\.pug$/ }, ({ code, resourcePath }) =>',
  '      `${compileClient(code, { filename: resourcePath, ...pugOptions })}; export default template;`);',
  '  },',
  '});',
].join('\n');

test('plugins/list/plugin-pug "`npx rsbuild build` writes this `dist/index.html` on a single line, minified; it is shown here with line breaks and indentation added"', () => {
  pageSays(
    'plugins/list/plugin-pug',
    {
      en: '`npx rsbuild build` writes this `dist/index.html` on a single line, minified; it is shown here with line breaks and indentation added:',
      zh: '运行 `npx rsbuild build` 会生成下面的 `dist/index.html`。产物是压缩后的一整行，这里为了便于阅读加上了换行和缩进：',
    },
    { en: '(shown unminified)', zh: '（这里展示的是未压缩的形式）' },
  );
  const files = (minify: boolean) => ({
    'src/index.js': "document.getElementById('root').textContent = 'app';\n",
    'src/index.pug': 'doctype html\nhtml(lang="en")\n  head\n  body\n    div(id=mountId)\n    footer= footerText\n',
    'rsbuild.config.mjs': [
      PUG_PLUGIN,
      'export default {',
      '  plugins: [pluginPug()],',
      "  html: { template: './src/index.pug', title: 'Pug demo', templateParameters: { footerText: 'Made with Rsbuild' } },",
      minify ? '' : '  output: { minify: false },',
      '};',
      '',
    ].join('\n'),
  });
  const written = (minify: boolean): string => {
    const dir = project(files(minify), { pug: 'pug' });
    build(dir);
    return hashed([fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').trim()])[0] as string;
  };
  const shown = (lang: 'en' | 'zh'): string => {
    const block = page(lang, 'plugins/list/plugin-pug').split('```html title="dist/index.html"\n')[1]?.split('```')[0] ?? '';
    return hashed([
      block
        .split('\n')
        .map((l) => l.trim())
        .join(''),
    ])[0] as string;
  };

  const minified = written(true);
  assert.ok(!minified.includes('\n'), 'one line');
  assert.equal(shown('en'), minified, 'the block, its line breaks and indentation taken out, is the file');
  assert.equal(shown('zh'), minified);

  const unminified = written(false);
  assert.ok(unminified.startsWith('<!DOCTYPE html>'), unminified);
  assert.match(unminified, /<script defer src="\/static\/js\/index\.\[hash\]\.js"><\/script>/);
  assert.ok(unminified.includes('content="width=device-width, initial-scale=1.0"'), unminified);
});

test('plugins/list/plugin-pug "The template receives the template parameters as Pug locals: `mountId` (`\'root\'` by default), `entryName`, `assetPrefix`, `compilation`, `webpackConfig`, `htmlWebpackPlugin` and everything you add"', () => {
  pageSays(
    'plugins/list/plugin-pug',
    {
      en: "The template receives the template parameters as Pug locals: `mountId` (`'root'` by default), `entryName`, `assetPrefix`, `compilation`, `webpackConfig`, `htmlWebpackPlugin` and everything you add with",
      zh: "模板参数会作为 Pug 的局部变量（locals）传给模板：`mountId`（默认为 `'root'`）、`entryName`、`assetPrefix`、`compilation`、`webpackConfig`、`htmlWebpackPlugin`，以及",
    },
    {
      en: '`assetPrefix`, `htmlWebpackPlugin` and everything you add with',
      zh: '`assetPrefix`、`htmlWebpackPlugin`，以及',
    },
  );
  const dir = project(
    {
      'src/index.js': "document.title = 'app';\n",
      'src/index.pug': [
        'doctype html',
        'html',
        '  head',
        '  body',
        '    div(id=mountId)',
        "    p#params= [entryName, assetPrefix, typeof compilation, webpackConfig.mode, htmlWebpackPlugin.options.title, footerText].join('|')",
        '',
      ].join('\n'),
      'rsbuild.config.mjs': [
        PUG_PLUGIN,
        'export default {',
        '  plugins: [pluginPug()],',
        "  html: { template: './src/index.pug', title: 'Pug demo', templateParameters: { footerText: 'Made with Rsbuild' } },",
        '};',
        '',
      ].join('\n'),
    },
    { pug: 'pug' },
  );
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.ok(html.includes('<div id="root"></div>'), html);
  // assetPrefix is '' with the default prefix '/' (no trailing slash; getPublicPathFromChain(chain, false)).
  assert.ok(html.includes('<p id="params">index||object|production|Pug demo|Made with Rsbuild</p>'), html);
});

test('config/html/script-loading "Browsers load module scripts in CORS mode, with or without a `crossorigin` attribute ... that server must send `Access-Control-Allow-Origin`, or the browser does not run them; setting html.crossorigin does not change that"', async (t) => {
  pageSays(
    'config/html/script-loading',
    {
      en: 'Browsers load module scripts in CORS mode, with or without a `crossorigin` attribute. When the files are served from another origin (a CDN set with [output.assetPrefix](/config/output/asset-prefix)), that server must send `Access-Control-Allow-Origin`, or the browser does not run them; setting [html.crossorigin](/config/html/crossorigin) does not change that.',
      zh: '无论标签上有没有 `crossorigin` 属性，浏览器都以 CORS 模式加载模块脚本。当文件来自其他源（例如通过 [output.assetPrefix](/zh/config/output/asset-prefix) 设置的 CDN）时，该服务器必须返回 `Access-Control-Allow-Origin`，否则浏览器不会执行这些脚本；设置 [html.crossorigin](/zh/config/html/crossorigin) 也改变不了这一点。',
    },
    {
      en: 'and you probably want [html.crossorigin](/config/html/crossorigin) as well',
      zh: '通常你也需要同时设置 [html.crossorigin](/zh/config/html/crossorigin)',
    },
  );
  // One server per build plays the CDN (another port is another origin); its header is switched per visit.
  let allow = false;
  const cdnAt = async (dist: string, port: number): Promise<void> => {
    const server = http.createServer((req, res) => {
      const file = path.join(dist, new URL(req.url ?? '/', 'http://x').pathname);
      const headers: Record<string, string> = { 'content-type': 'text/javascript' };
      if (allow) headers['access-control-allow-origin'] = '*';
      if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile())
        res.writeHead(200, headers).end(fs.readFileSync(file));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
    t.after(() => {
      server.closeAllConnections();
      server.close();
    });
  };
  // The page's own origin serves the HTML only.
  const site = async (html: string): Promise<string> => {
    const port = await freePort();
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
    t.after(() => {
      server.closeAllConnections();
      server.close();
    });
    return `http://localhost:${port}/`;
  };
  const app = async (htmlConfig: string): Promise<{ url: string; tag: string }> => {
    const cdnPort = await freePort();
    const dir = project({
      'src/index.js': "document.title = 'ran';\n",
      'rsbuild.config.mjs': `export default { output: { assetPrefix: 'http://localhost:${cdnPort}/' }, html: ${htmlConfig} };\n`,
    });
    build(dir);
    const dist = path.join(dir, 'dist');
    await cdnAt(dist, cdnPort);
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    return { url: await site(html), tag: html.match(/<script[^>]*>/)?.[0] ?? '' };
  };
  const ran = async (url: string): Promise<boolean> => {
    const tab = await browser().newPage();
    try {
      await tab.goto(url);
      await tab.waitForLoadState('load');
      return (await tab.title()) === 'ran';
    } finally {
      await tab.close();
    }
  };

  const module = await app("{ scriptLoading: 'module' }");
  const moduleCrossorigin = await app("{ scriptLoading: 'module', crossorigin: 'anonymous' }");
  const classic = await app('{}');
  assert.match(module.tag, /^<script type="module" src="http:\/\/localhost:\d+\/static\/js\/index\.[0-9a-f]{8}\.js">$/);
  assert.match(moduleCrossorigin.tag, /crossorigin="anonymous"/);
  assert.match(classic.tag, /^<script defer="defer" src=/);

  allow = false;
  assert.equal(await ran(module.url), false, 'module script, no header: blocked');
  assert.equal(await ran(moduleCrossorigin.url), false, 'module script with crossorigin, no header: blocked');
  assert.equal(await ran(classic.url), true, 'classic defer script, no header: runs');
  allow = true;
  assert.equal(await ran(module.url), true, 'module script with the header: runs');
  assert.equal(await ran(moduleCrossorigin.url), true, 'module script with crossorigin and the header: runs');
});
