// Facts behind the thirty-second round's (c) items, as readers describe the problem: Font Awesome's fontawesome-webfont.woff2
// requested from dist/static/css/static/fonts/… and "Failed to decode downloaded font" in production (1, 2), ueditor.config.js
// returning 404 once the app is not deployed at the root of the site (3), "Refused to execute script from
// 'http://localhost:3333/js/p_list-index.js' because its MIME type ('text/html') is not executable" for a micro-frontend
// sub-app's lazy route (4), the main app's files requested below a sub-app's route after a refresh, with "Unexpected token '<'"
// (5), "Failed to resolve loader: sass-loader" (6), "These relative modules were not found: ./fonts/element-icons.ttf" in a
// custom SCSS theme (7), running your own Node.js code when the build has ended (8), "Can't resolve 'styled-components' in
// '…/node_modules/@formily/antd-components/esm'" (9), React still in the vendor chunk after a CDN setup (10) and
// VueLazyload's error image './assets/imgs/imgerror.jpg' not found (11). Each runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/output/asset-prefix (1, 2): Font Awesome 4 is not installed; a package `font-awesome` whose css/font-awesome.css
//   declares @font-face with url('../fonts/fontawesome-webfont.woff2?v=4.7.0') stands for it (the file layout and the url()
//   of Font Awesome 4.7's CSS). That the reports' paths came from Vue CLI 2's `assetsPublicPath: './'` (static/css/static/fonts)
//   and from a webpack `publicPath` without a trailing slash (css/staticnode_modules/…) is the reports'
//   (Justineo/vue-awesome#72 and vuejs-templates/webpack#166 which it cites, dvdzkwsk/react-redux-starter-kit#525). The
//   font file here is not a valid font, so where the test checks that the right file arrives it compares the bytes.
// - config/server/public-dir (3): vue-ueditor-wrap and UEditor are not installed. That the component loads
//   `UEDITOR_HOME_URL + 'ueditor.config.js'` with a <script>, and that UEditor's files are put in public/UEditor/, is its
//   README (haochuan9421/vue-ueditor-wrap, 常见问题) and the report (#69); a script that loads that URL stands for it.
// - config/dev/asset-prefix (4): icestark is not installed. That the main app ran on port 3333 and loaded the sub-app of
//   port 3003, whose lazy route's chunk was then requested from the main app, is the report (ice-lab/icestark#711) and the
//   maintainer's answer there (devPublicPath); a page on another port that loads the sub-app's entry script, on a server that
//   answers unknown paths with its HTML and `X-Content-Type-Options: nosniff`, stands for the main app.
// - config/dev/asset-prefix (5): qiankun is not installed; the main app's own page, opened at a sub-app's route, is what a
//   refresh there loads (umijs/qiankun#2155).
// - config/tools/sass (6): that Vue CLI and uni-app print "Failed to resolve loader: sass-loader / You may need to install it."
//   is the reports (dcloudio/uni-app#2647, dcloudio/hello-uniapp#53).
// - config/tools/sass (7): Element Plus is not installed; a package whose theme-chalk/src/common/var.scss sets `$font-path:
//   'fonts' !default` and whose theme-chalk/src/icon.scss writes url('#{$font-path}/element-icons.woff'), with the fonts in
//   theme-chalk/src/fonts/ and theme-chalk/fonts/, stands for element-plus 1.1's theme-chalk (that layout and those lines are
//   those of the element-plus 1.1.0-beta.18 package from the npm registry, read, not run) (element-plus/element-plus#3741, #3855: `$font-path` in the `with (…)` of @forward). That
//   Element Plus 1.2 removed the icon font is the maintainer's answer in #3975.
// - plugins/dev/hooks (8): that `vue-cli-service build` has no callback for the end of the build is the report
//   (vuejs/vue-cli#5786) and the answer in vuejs/vue-cli#1817 (chain a node script in npm scripts).
// - guide/faq/exceptions (9): @formily/antd-components and styled-components are not installed; a package of that name whose
//   esm/index.js imports 'styled-components' stands for it (alibaba/formily#979).
// - config/output/externals (10): vite-plugin-cdn-import is not run; its report (MMF-FE/vite-plugin-cdn-import#7) is the
//   reader's symptom.
// - config/server/public-dir (11): vue-lazyload is not installed; that its `error` option is the URL of the image shown when
//   loading fails, given as a string, is its README; an <img> whose src is that string stands for it.
// - plugins/list/plugin-vue2-jsx (12): the plugin and Babel are not installed in this repository. That
//   @rsbuild/plugin-vue2-jsx 0.5.9 depends on @vue/babel-preset-jsx ^1.4.0 and adds it to the Babel step with injectH: true
//   is its package.json and source (/work/shared/rsbuild-0.5.9/packages/plugin-vue2-jsx). That injectH puts
//   `const h = this.$createElement` at the start of every object or class method whose body (nested arrow functions
//   included) holds JSX, and `const h = arguments[0]` in render(), is @vue/babel-sugar-inject-h's source
//   (vuejs/jsx-vue2, packages/babel-sugar-inject-h/src/index.js: hasJSX traverses the whole method).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  ROOT,
  build,
  devServer,
  distFiles,
  distText,
  listen,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

/** Some bytes that stand for a font file, over the 10 000 bytes below which Rsbuild inlines it. */
const FONT = Buffer.alloc(12_000, 7);

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix (items 1 and 2)

test("config/output/asset-prefix \"Font Awesome's fontawesome-webfont.woff2 cannot be loaded in production, from dist/static/css/static/fonts/…, or Failed to decode downloaded font\": with assetPrefix './' the built CSS asks for ./static/font/fontawesome-webfont.[hash].woff2, which the browser requests below static/css/; a host that answers it with index.html makes Chromium print Failed to decode downloaded font: <URL>. With 'auto' the font is requested from static/font/ and arrives; the font of a node_modules package is written to static/font/ under its own name, with no node_modules in the path", async (t) => {
  const files = {
    'node_modules/font-awesome/package.json': '{ "name": "font-awesome", "version": "4.7.0", "style": "css/font-awesome.css" }\n',
    'node_modules/font-awesome/css/font-awesome.css':
      "@font-face { font-family: 'FontAwesome'; src: url('../fonts/fontawesome-webfont.woff2?v=4.7.0') format('woff2'); }\n.fa { font-family: FontAwesome; }\n",
    'node_modules/font-awesome/fonts/fontawesome-webfont.woff2': FONT,
    'src/index.js':
      "import 'font-awesome/css/font-awesome.css';\ndocument.getElementById('root').innerHTML = '<i class=\"fa\">icon</i>';\n",
  };
  const run = async (prefix: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { output: { assetPrefix: '${prefix}' } };\n` });
    build(dir);
    const fonts = distFiles(dir).filter((f) => f.includes('fontawesome-webfont'));
    const origin = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
    const page = await browser().newPage();
    const printed: string[] = [];
    const requested: { url: string; type: string; same: boolean }[] = [];
    page.on('console', (m) => printed.push(m.text()));
    page.on('response', async (r) => {
      if (r.url().includes('fontawesome-webfont')) {
        const body = await r.body();
        requested.push({ url: r.url().slice(origin.length), type: r.headers()['content-type'] ?? '', same: body.equals(FONT) });
      }
    });
    try {
      await page.goto(`${origin}/`);
      await page.waitForTimeout(800);
    } finally {
      await page.close();
    }
    return { origin, css: distText(dir, /\.css$/), fonts, printed, requested };
  };

  const dot = await run('./');
  assert.equal(dot.fonts.length, 1);
  assert.match(dot.fonts[0], /^static\/font\/fontawesome-webfont\.[0-9a-f]{8}\.woff2$/);
  assert.match(dot.css, /url\(\.\/static\/font\/fontawesome-webfont\.[0-9a-f]{8}\.woff2\)/);
  assert.equal(dot.requested.length, 1, JSON.stringify(dot.requested));
  assert.match(dot.requested[0].url, /^\/static\/css\/static\/font\/fontawesome-webfont\.[0-9a-f]{8}\.woff2$/);
  assert.match(dot.requested[0].type, /text\/html/);
  assert.ok(dot.printed.includes(`Failed to decode downloaded font: ${dot.origin}${dot.requested[0].url}`), dot.printed.join('\n'));

  const auto = await run('auto');
  assert.match(auto.css, /url\(\.\.\/\.\.\/static\/font\/fontawesome-webfont\.[0-9a-f]{8}\.woff2\)/);
  assert.equal(auto.requested.length, 1, JSON.stringify(auto.requested));
  assert.match(auto.requested[0].url, /^\/static\/font\/fontawesome-webfont\.[0-9a-f]{8}\.woff2$/);
  assert.equal(auto.requested[0].same, true);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (item 3)

test("config/server/public-dir \"项目不是部署在网站根目录下，加载 ueditor.config.js 404\": with UEditor's files in public/UEditor/ and assetPrefix '/oilsnp/', deployed below /oilsnp/, a script loaded from '/UEditor/ueditor.config.js' gets a 404; one loaded from `${process.env.ASSET_PREFIX}/UEditor/ueditor.config.js` runs", async (t) => {
  const run = async (home: string) => {
    const dir = project({
      'public/UEditor/ueditor.config.js': 'window.UEDITOR_CONFIG = { loaded: true };\n',
      'src/index.js': [
        `const UEDITOR_HOME_URL = ${home};`,
        "const script = document.createElement('script');",
        "script.src = UEDITOR_HOME_URL + 'ueditor.config.js';",
        "script.onload = () => { document.getElementById('root').textContent = 'loaded ' + script.src; };",
        "script.onerror = () => { document.getElementById('root').textContent = 'failed ' + script.src; };",
        'document.head.appendChild(script);',
        '',
      ].join('\n'),
      'rsbuild.config.mjs': "export default { output: { assetPrefix: '/oilsnp/' } };\n",
    });
    build(dir);
    assert.ok(fs.existsSync(path.join(dir, 'dist/UEditor/ueditor.config.js')));
    const origin = await staticHost(t, path.join(dir, 'dist'), { folder: 'oilsnp' });
    const visited = await visit(browser(), `${origin}/oilsnp/`, () => document.getElementById('root')?.textContent ?? '');
    return visited.value.replace(origin, '');
  };
  assert.equal(await run("'/UEditor/'"), 'failed /UEditor/ueditor.config.js');
  assert.equal(await run('`${process.env.ASSET_PREFIX}/UEditor/`'), 'loaded /oilsnp/UEditor/ueditor.config.js');
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix (items 4 and 5)

test("config/dev/asset-prefix \"Refused to execute script from 'http://localhost:3333/js/p_list-index.js' because its MIME type ('text/html') is not executable\" (a micro-frontend's main app on another port loads the sub-app; its lazy route fails): with the default '/', the sub-app's import() asks the main app's origin for static/js/async/…; a main app that answers unknown paths with its HTML and nosniff makes Chromium print that message, then ChunkLoadError. With dev.assetPrefix true the chunk comes from the sub-app's dev server and the route renders", async (t) => {
  const run = async (config: string) => {
    const dir = project({
      'src/index.js': "import('./list').then((m) => m.render());\n",
      'src/list.js': "export function render() { document.getElementById('sub').textContent = 'list page'; }\n",
      'rsbuild.config.mjs': config,
    });
    const sub = await devServer(dir);
    try {
      const html = await (await fetch(`${sub.url}/`)).text();
      const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${sub.url}/`).href);
      const main = http.createServer((req, res) => {
        const body =
          req.url === '/'
            ? `<!doctype html><title>main</title><div id="sub"></div>${scripts.map((s) => `<script src="${s}"></script>`).join('')}`
            : '<!doctype html><title>main</title><div id="sub"></div>';
        res.writeHead(200, { 'content-type': 'text/html', 'x-content-type-options': 'nosniff' }).end(body);
      });
      const origin = `http://localhost:${await listen(main, t)}`;
      const page = await browser().newPage();
      const printed: string[] = [];
      page.on('console', (m) => printed.push(m.text()));
      page.on('pageerror', (e) => printed.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
      try {
        await page.goto(`${origin}/`);
        await page.waitForTimeout(1000);
        return { origin, printed, text: await page.textContent('#sub') };
      } finally {
        await page.close();
      }
    } finally {
      await sub.stop();
    }
  };
  const plain = await run('export default {};\n');
  const refused = plain.printed.find((m) => m.startsWith('Refused to execute script'));
  assert.match(
    refused ?? plain.printed.join('\n'),
    new RegExp(
      `^Refused to execute script from '${plain.origin}/static/js/async/src_list_js\\.js' because its MIME type \\('text/html'\\) is not executable, and strict MIME type checking is enabled\\.$`,
    ),
  );
  assert.ok(
    plain.printed.some((m) => /ChunkLoadError: Loading chunk src_list_js failed\./.test(m)),
    plain.printed.join('\n'),
  );
  assert.equal(plain.text, '');

  const fixed = await run('export default { dev: { assetPrefix: true } };\n');
  assert.equal(fixed.text, 'list page');
  assert.deepEqual(
    fixed.printed.filter((m) => /Refused|ChunkLoadError/.test(m)),
    [],
  );
});

test("config/dev/asset-prefix \"切换到子应用后点击刷新，主项目的文件会拼上子路由的链接，Unexpected token '<'\": a main app with dev.assetPrefix './', opened at a sub-app's route /app-vue-history/about (as a refresh does), asks for /app-vue-history/static/js/index.js, gets its HTML page and prints Uncaught SyntaxError: Unexpected token '<'; with the default '/' it renders there", async () => {
  const run = async (config: string) => {
    const dir = project({
      'src/index.js': "document.getElementById('root').textContent = 'main app';\n",
      'rsbuild.config.mjs': config,
    });
    const server = await devServer(dir);
    const page = await browser().newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    page.on('pageerror', (e) => errors.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
    try {
      await page.goto(`${server.url}/app-vue-history/about`);
      await page.waitForTimeout(500);
      return { scripts, errors, text: await page.textContent('#root') };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const dot = await run("export default { dev: { assetPrefix: './' } };\n");
  assert.ok(dot.scripts.includes('/app-vue-history/static/js/index.js'), dot.scripts.join(' '));
  assert.ok(dot.errors.includes("Uncaught SyntaxError: Unexpected token '<'"), dot.errors.join('\n'));
  assert.equal(dot.text, '');
  const root = await run('export default {};\n');
  assert.ok(root.scripts.includes('/static/js/index.js'), root.scripts.join(' '));
  assert.deepEqual(root.errors, []);
  assert.equal(root.text, 'main app');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass (items 6 and 7)

test('config/tools/sass "Failed to resolve loader: sass-loader, You may need to install it": a project with no sass-loader and no sass package builds its .scss file; a rule of tools.rspack that names sass-loader stops the build with Failed to resolve loader: sass-loader in <folder>', () => {
  const files = { 'src/index.scss': '$brand: #336699;\n.title { color: $brand; }\n', 'src/index.js': "import './index.scss';\n" };
  const plain = project(files);
  build(plain);
  assert.ok(!fs.existsSync(path.join(plain, 'node_modules')), 'the project has no node_modules at all');
  assert.match(distText(plain, /\.css$/), /\.title\{color:#369\}|\.title\{color:#336699\}/);

  const rule = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.scss$/, use: ['style-loader', 'css-loader', 'sass-loader'] }]); } } };\n",
  });
  const failed = rsbuild(rule, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Failed to resolve loader: (?:style|css|sass)-loader in \S+/);
  const only = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.scss$/, use: ['sass-loader'] }]); } } };\n",
  });
  const sassOnly = rsbuild(only, ['build']);
  assert.notEqual(sassOnly.code, 0);
  assert.match(sassOnly.output, /Failed to resolve loader: sass-loader in \S+/);
});

test("config/tools/sass \"自定义主题 scss 编译错误 These relative modules were not found: ./fonts/element-icons.ttf\" (Element Plus 1.1's theme-chalk with @forward … with ($colors: …) and @import of its index.scss): Rsbuild 0.5.9 stops too, with Resolve error: Can't resolve 'fonts/element-icons.woff' in '<project>/src/styles': the url('#{$font-path}/element-icons.woff') of theme-chalk's icon.scss ($font-path: 'fonts') is looked up from the folder of the project's var.scss (with './fonts' it is found from theme-chalk's src/). With $font-path: 'element-plus/theme-chalk/fonts' beside $colors in the with (…), it builds: the fonts are written to static/font/ and the new primary colour is in the CSS", () => {
  const theme = 'node_modules/element-plus/theme-chalk/src';
  const files = (fontPath: string) => ({
    'node_modules/element-plus/package.json': '{ "name": "element-plus", "version": "1.1.0-beta.18" }\n',
    [`${theme}/common/var.scss`]: [
      "@use 'sass:map';",
      '$colors: () !default;',
      "$colors: map.deep-merge(('primary': ('base': #409eff)), $colors);",
      "$font-path: 'fonts' !default;",
      '',
    ].join('\n'),
    [`${theme}/icon.scss`]: [
      "@use 'common/var' as *;",
      '@font-face {',
      "  font-family: 'element-icons';",
      "  src: url('#{$font-path}/element-icons.woff') format('woff'), url('#{$font-path}/element-icons.ttf') format('truetype');",
      '}',
      '',
    ].join('\n'),
    [`${theme}/button.scss`]:
      "@use 'sass:map';\n@use 'common/var' as *;\n.el-button--primary { background: map.get($colors, 'primary', 'base'); }\n",
    [`${theme}/index.scss`]: "@use './icon.scss';\n@use './button.scss';\n",
    [`${theme}/fonts/element-icons.woff`]: FONT,
    [`${theme}/fonts/element-icons.ttf`]: FONT,
    'node_modules/element-plus/theme-chalk/fonts/element-icons.woff': FONT,
    'node_modules/element-plus/theme-chalk/fonts/element-icons.ttf': FONT,
    'src/styles/var.scss': [
      '@forward "element-plus/theme-chalk/src/common/var.scss" with (',
      fontPath,
      '  $colors: (',
      '    "primary": (',
      '      "base": green,',
      '    ),',
      '  ),',
      ');',
      '',
      '@import "element-plus/theme-chalk/src/index.scss";',
      '',
    ].join('\n'),
    'src/index.js': "import './styles/var.scss';\n",
  });
  const plain = project(files(''));
  const failed = rsbuild(plain, ['build']);
  assert.notEqual(failed.code, 0);
  assert.ok(
    failed.output.includes(`Resolve error: Can't resolve 'fonts/element-icons.woff' in '${plain}/src/styles'`) ||
      failed.output.includes(`Resolve error: Can't resolve 'fonts/element-icons.woff' in '${fs.realpathSync(plain)}/src/styles'`),
    failed.output,
  );
  // a url() that starts with ./ is rewritten from the file that writes it (theme-chalk's src/), one without it is not
  const dotted = project(files("  $font-path: './fonts',"));
  build(dotted);
  assert.match(distText(dotted, /\.css$/), /url\(\/static\/font\/element-icons\.[0-9a-f]{8}\.woff\)/);
  const dir = project(files("  $font-path: 'element-plus/theme-chalk/fonts',"));
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /url\(\/static\/font\/element-icons\.[0-9a-f]{8}\.woff\)/);
  assert.match(css, /url\(\/static\/font\/element-icons\.[0-9a-f]{8}\.ttf\)/);
  assert.match(css, /\.el-button--primary\{background:green\}/);
  assert.equal(distFiles(dir).filter((f) => f.startsWith('static/font/')).length, 2);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks (item 8)

test('plugins/dev/hooks "run your own Node.js code once rsbuild build has ended" (Vue CLI has no callback for the end of vue-cli-service build): a plugin written inline in plugins of rsbuild.config.mjs whose onAfterBuild callback is async sees dist/index.html already written, and rsbuild build exits only after it has finished', () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'built';\n",
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      'export default {',
      '  plugins: [',
      '    {',
      "      name: 'after-build',",
      '      setup(api) {',
      '        api.onAfterBuild(async ({ stats }) => {',
      "          const written = fs.existsSync('dist/index.html');",
      '          await new Promise((resolve) => setTimeout(resolve, 500));',
      "          fs.writeFileSync('after-build.txt', `html:${written} errors:${stats.hasErrors()}`);",
      '        });',
      '      },',
      '    },',
      '  ],',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'after-build.txt'), 'utf8'), 'html:true errors:false');
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/exceptions (item 9)

test("guide/faq/exceptions \"Module not found: Error: Can't resolve 'styled-components' in '/static/node_modules/@formily/antd-components/esm'\": a package that imports a package the project did not install fails with Resolve error: Can't resolve 'styled-components' in '<project>/node_modules/@formily/antd-components/esm'; with that package installed in the project, the build passes", () => {
  const files = {
    'node_modules/@formily/antd-components/package.json':
      '{ "name": "@formily/antd-components", "version": "1.3.0", "module": "esm/index.js", "peerDependencies": { "styled-components": "^5.0.0" } }\n',
    'node_modules/@formily/antd-components/esm/index.js': "import styled from 'styled-components';\nexport const Box = styled('div');\n",
    'src/index.js': "import { Box } from '@formily/antd-components';\nconsole.log(Box);\n",
  };
  const missing = project(files);
  const failed = rsbuild(missing, ['build']);
  assert.notEqual(failed.code, 0);
  assert.ok(
    failed.output.includes(
      `Resolve error: Can't resolve 'styled-components' in '${fs.realpathSync(missing)}/node_modules/@formily/antd-components/esm'`,
    ) ||
      failed.output.includes(`Resolve error: Can't resolve 'styled-components' in '${missing}/node_modules/@formily/antd-components/esm'`),
    failed.output,
  );
  const installed = project({
    ...files,
    'node_modules/styled-components/package.json': '{ "name": "styled-components", "version": "5.3.11", "main": "index.js" }\n',
    'node_modules/styled-components/index.js': 'module.exports = function styled(tag) { return tag; };\n',
  });
  build(installed);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/externals (item 10)

test("config/output/externals \"引入 CDN 后，打包后的 vendor 里依然有 react\": with externals { react: 'React' } only, the build still writes static/js/lib-react.[hash].js holding react-dom; keys that are not the import names (React, ReactDOM) leave both packages in it; with { react: 'React', 'react-dom': 'ReactDOM' } there is no lib-react file", () => {
  const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
  const react18 = JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')));
  const libReact = (externals: string) => {
    const dir = project(
      {
        'src/index.jsx':
          "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>hi</h1>);\n",
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${react18} } }, output: { externals: ${externals} } };\n`,
      },
      REACT,
    );
    build(dir);
    const file = distFiles(dir).find((f) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(f));
    return file ? fs.readFileSync(path.join(dir, 'dist', file), 'utf8') : undefined;
  };
  // keys that match no import: lib-react keeps react and react-dom
  const wrongKeys = libReact("{ React: 'React', ReactDOM: 'ReactDOM' }");
  assert.ok(wrongKeys, 'lib-react is written');
  // react-dom is the bulk of it (over 100 kB minified), react itself a few kB
  const reactOnly = libReact("{ react: 'React' }");
  assert.ok(reactOnly, 'lib-react is still written');
  assert.ok(reactOnly.length > 100_000 && reactOnly.length < wrongKeys.length, `${reactOnly.length} / ${wrongKeys.length}`);
  assert.equal(libReact("{ react: 'React', 'react-dom': 'ReactDOM' }"), undefined);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/public-dir (item 11)

test('config/server/public-dir "VueLazyload 的 error 图片 \'./assets/imgs/imgerror.jpg\' 找不到": a path given to a library as a string stays in the bundle as it is and the image at src/assets/imgs/ is not in dist, so the browser gets no image; imported, it is written to static/image/ and loads; put in public/imgs/ and written as `${process.env.ASSET_PREFIX}/imgs/imgerror.jpg`, it loads too', async (t) => {
  // a 1×1 PNG padded past the 10 000 bytes below which an imported image is inlined; browsers ignore bytes after its end
  const image = Buffer.concat([PNG, Buffer.alloc(12_000)]);
  const run = async (files: Record<string, string | Buffer>, error: string, imports = '') => {
    const dir = project({
      ...files,
      'src/index.js': [
        imports,
        `const error = ${error};`,
        "const img = document.createElement('img');",
        "img.onload = () => { document.getElementById('root').textContent = 'shown ' + img.getAttribute('src'); };",
        "img.onerror = () => { document.getElementById('root').textContent = 'missing ' + img.getAttribute('src'); };",
        'img.src = error;',
        'document.body.appendChild(img);',
        '',
      ].join('\n'),
    });
    build(dir);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const visited = await visit(browser(), `${origin}/`, () => document.getElementById('root')?.textContent ?? '');
    return { files: distFiles(dir), shown: visited.value };
  };
  const asString = await run({ 'src/assets/imgs/imgerror.jpg': image }, "'./assets/imgs/imgerror.jpg'");
  assert.equal(asString.shown, 'missing ./assets/imgs/imgerror.jpg');
  assert.ok(!asString.files.some((f) => f.includes('imgerror')), asString.files.join(' '));

  const imported = await run({ 'src/assets/imgs/imgerror.jpg': image }, 'errorImg', "import errorImg from './assets/imgs/imgerror.jpg';");
  assert.match(imported.shown, /^shown \/static\/image\/imgerror\.[0-9a-f]{8}\.jpg$/);

  const fromPublic = await run({ 'public/imgs/imgerror.jpg': image }, '`${process.env.ASSET_PREFIX}/imgs/imgerror.jpg`');
  assert.equal(fromPublic.shown, 'shown /imgs/imgerror.jpg');
});
