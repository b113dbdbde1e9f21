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
// - plugins/list/plugin-yaml, Limits, "The whole file is bundled": "All of a file's data ends up in the JavaScript that
//   imports it". Not for a large file that two pages import: split-by-experience keeps Rspack's default splitChunks
//   groups, so a YAML module above minSize (20000 bytes in production) that both entries import goes to a chunk of its
//   own, which both pages load (the same holds for JSON, fixed in review81c). Run by hand with @rsbuild/core 0.5.9 and
//   @rsbuild/plugin-yaml 0.5.4 (src/index.ts the same as 0.5.9's; yaml-loader 0.8.1 in compiled/): a 74 kB big.yaml
//   imported by two entries went to static/js/898.[hash].js, loaded by a.html and b.html, and neither a.js nor b.js
//   held its data. @rsbuild/plugin-yaml is not a dependency of this site: the test gives the project the rule of
//   plugin-yaml/src/index.ts (CHAIN_ID.RULE.YAML, javascript/auto, /\.ya?ml$/) with a loader that parses the file with
//   yaml 2 and exports it as the default export, as yaml-loader does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, freePort, hashed, page, pageSays, project, sharedBrowser } from './topics-support';

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

test('plugins/list/plugin-yaml "All of a file\'s data ends up in the JavaScript output, whichever properties you use: in the script that imports it or, for a large file that several pages import, in a chunk that those pages share"', () => {
  pageSays(
    'plugins/list/plugin-yaml',
    {
      en: "All of a file's data ends up in the JavaScript output, whichever properties you use: in the script that imports it or, for a large file that several pages import, in a chunk that those pages share.",
      zh: '无论你用到了哪些属性，文件中的所有数据都会进入 JavaScript 产物：一般是导入它的脚本；如果是被多个页面导入的大文件，则是这些页面共用的 chunk。',
    },
    {
      en: "All of a file's data ends up in the JavaScript that imports it, whichever properties you use.",
      zh: '文件中的所有数据都会进入导入它的 JavaScript 中。',
    },
  );
  const big = (name: string): string =>
    ['used: yes', ...Array.from({ length: 1500 }, (_, i) => `${name}${i}: value number ${i} with some padding text`), ''].join('\n');
  const dir = project(
    {
      'src/shared.yaml': big('shared'),
      'src/own.yaml': big('own'),
      'src/a.js': "import data from './shared.yaml';\nconsole.log('a', data.used);\n",
      'src/b.js': "import data from './shared.yaml';\nconsole.log('b', data.used);\n",
      'src/c.js': "import data from './own.yaml';\nconsole.log('c', data.used);\n",
      'yaml-loader.cjs':
        "const YAML = require('yaml');\nmodule.exports = (source) => `export default ${JSON.stringify(YAML.parse(source))};`;\n",
      'rsbuild.config.mjs': [
        "import path from 'node:path';",
        '// the rule of @rsbuild/plugin-yaml 0.5.9 (plugin-yaml/src/index.ts), its loader standing in for yaml-loader',
        'const pluginYaml = () => ({',
        "  name: 'rsbuild:yaml',",
        '  setup(api) {',
        '    api.modifyBundlerChain((chain, { CHAIN_ID }) => {',
        "      chain.module.rule(CHAIN_ID.RULE.YAML).type('javascript/auto').test(/\\.ya?ml$/).use(CHAIN_ID.USE.YAML).loader(path.resolve('yaml-loader.cjs'));",
        '    });',
        '  },',
        '});',
        "export default { plugins: [pluginYaml()], source: { entry: { a: './src/a.js', b: './src/b.js', c: './src/c.js' } } };",
        '',
      ].join('\n'),
    },
    { yaml: 'yaml' },
  );
  build(dir);
  const js = distFiles(dir).filter((f) => f.endsWith('.js'));
  const holding = (key: string): string[] => js.filter((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(key));
  // Only `used` is read, yet the last key of each file is in the output.
  const [chunk] = holding('shared1499');
  assert.deepEqual(holding('shared1499'), [chunk]);
  assert.match(chunk ?? '', /^static\/js\/\d+\.[0-9a-f]{8}\.js$/, 'a chunk of its own, not a.js or b.js');
  for (const page of ['a.html', 'b.html']) {
    assert.ok(fs.readFileSync(path.join(dir, 'dist', page), 'utf8').includes(`src="/${chunk}"`), `${page} loads ${chunk}`);
  }
  assert.match(holding('own1499').join(), /^static\/js\/c\.[0-9a-f]{8}\.js$/, 'a file one page imports is in its script');
});
