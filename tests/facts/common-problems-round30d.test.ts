// Facts behind the thirtieth round's (d) items, as readers describe the problem: telling css-loader not to resolve
// url() so that `background-image: url('../img/some-image.gif')` reaches the output unchanged, how `App.css.d.ts` is
// generated for CSS Modules and for new components, `localIdentName: '[hash:base64]'` when migrating from webpack's
// css-loader, 引入 less 后 className={styles.header} 没有效果, npm run build 打包后 CSS 属性没有自动加上前缀, node-sass 和
// sass-loader 版本不对导致 npm install 报错, 1G 内存的服务器上 npm run build:prod 构建直接中断没有报错, and dev.env.js 里改了
// BASE_API 打包之后请求又变成了 easy-mock. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with
// Chromium where the page decides.
//
// Resting on other sources, not run here:
// - config/tools/css-loader: that css-loader's `url: false` (webpack's `css-loader?url=false`) leaves url() alone is
//   css-loader's documentation and the report's thread (webpack/css-loader#35); what 0.5.9 does with it is run below.
//   That a relative url() in a <style> element is resolved against the page's address and one in a .css file against
//   that file's address is the CSS specification (relative URLs in style sheets resolve against the style sheet's base).
// - plugins/list/plugin-typed-css-modules: dts-css-modules-loader is the webpack loader the reader names; that the
//   starter's App.css.d.ts was written by hand is its author's answer in high1/solid-typescript-starter#2. Neither is run.
// - config/output/css-modules: that webpack's css-loader takes `[hash:base64]` and `[hash:base64:5]` in localIdentName
//   is css-loader's documentation (its localIdentName section); webpack is not run. The css-loader that Rsbuild
//   bundles, used with injectStyles, is run below.
// - guide/basic/css-modules: that Create React App treats `home.less` like any global stylesheet is the report
//   (ant-design/create-react-app-antd#114, and #27, where renaming to App.module.less fixed it); CRA is not run.
// - config/tools/autoprefixer: the template-rwb report (a webpack template that lacked PostCSS) is not run.
// - config/tools/sass: that npm builds node-sass with node-gyp when no prebuilt binary matches the Node.js version,
//   and that node-gyp then looks for Python (`gyp verb which failed Error: not found: python2`), is node-sass's and
//   node-gyp's documentation and the report (macrozheng/mall-admin-web#133); node-sass is not installed here.
// - guide/optimization/build-performance: that Linux ends a process with SIGKILL when the machine runs out of memory,
//   and logs it in the kernel log (`dmesg`) as `Out of memory: Killed process <pid> (node)`, is the kernel's OOM
//   killer (mm/oom_kill.c); that a swap file lets a small server finish such a build is the Linux documentation of
//   swap. Here the build process is killed with SIGKILL, as the system would.
// - guide/advanced/env-vars: that vue-admin-template's config/dev.env.js applies to `npm run dev` only and
//   config/prod.env.js to `npm run build` is its author's answer in PanJiaChen/vue-admin-template#60; that template
//   is not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  ROOT,
  build,
  devCss,
  devServer,
  distFiles,
  distText,
  edit,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
  REACT_18,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/tools/css-loader: do not resolve url(), keep background-image url unchanged

const imageCss = ".box { background-image: url('../img/some-image.gif'); }\n";

test("config/tools/css-loader \"tell css-loader not to resolve url(): background-image url('../img/some-image.gif') unchanged\": with the default CSS handling the build stops with Can't resolve '../img/some-image.gif', with tools.cssLoader { url: false } too; with output.injectStyles: true and url: false it builds, no .css file, and the JavaScript holds url('../img/some-image.gif') as written", () => {
  const files = { 'src/index.js': "import './index.css';\n", 'src/index.css': imageCss };
  const plain = rsbuild(project(files), ['build']);
  assert.notEqual(plain.code, 0);
  assert.match(plain.output, /Can't resolve '\.\.\/img\/some-image\.gif'/);

  const urlFalse = rsbuild(project({ ...files, 'rsbuild.config.mjs': 'export default { tools: { cssLoader: { url: false } } };\n' }), [
    'build',
  ]);
  assert.notEqual(urlFalse.code, 0);
  assert.match(urlFalse.output, /Can't resolve '\.\.\/img\/some-image\.gif'/);

  const injected = project({
    ...files,
    'rsbuild.config.mjs': 'export default { output: { injectStyles: true }, tools: { cssLoader: { url: false } } };\n',
  });
  build(injected);
  assert.deepEqual(
    distFiles(injected).filter((f) => f.endsWith('.css') || f.includes('some-image')),
    [],
  );
  assert.ok(distText(injected, /\.js$/).includes("url('../img/some-image.gif')"));
});

test("config/tools/css-loader \"keep url() as written without injectStyles\": source.alias { [path.resolve(__dirname, 'img')]: false } in rsbuild.config.ts leaves url(../img/some-image.gif) in the built .css file and in the dev server's CSS, while a url() to an existing file in src is still bundled; a full https:// or // URL stays as written without any setting; the browser resolves the relative one from static/css/", async () => {
  const config =
    "import path from 'node:path';\nimport { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  source: {\n    alias: {\n      [path.resolve(__dirname, 'img')]: false,\n    },\n  },\n});\n";
  const dir = project(
    {
      'src/index.js': "import './index.css';\n",
      'src/index.css': `${imageCss}.logo { background: url('./logo.png'); }\n`,
      'src/logo.png': Buffer.alloc(20000, 1),
      'rsbuild.config.ts': config,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const css = distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.match(css, /\.box\{background-image:url\(\.\.\/img\/some-image\.gif\)\}/);
  assert.match(css, /\.logo\{background:url\(\/static\/image\/logo\.[0-9a-f]{8}\.png\)\}/);
  assert.equal(new URL('../img/some-image.gif', 'http://localhost/static/css/index.css').pathname, '/static/img/some-image.gif');
  assert.match(await devCss(dir), /background-image: url\('\.\.\/img\/some-image\.gif'\)/);

  const full = project({
    'src/index.js': "import './index.css';\n",
    'src/index.css':
      ".box { background-image: url('https://example.com/img/some-image.gif'); }\n.b { background: url(//cdn.example.com/a.gif); }\n",
  });
  build(full);
  assert.equal(
    distText(full, /\.css$/).trim(),
    '.box{background-image:url(https://example.com/img/some-image.gif)}.b{background:url(//cdn.example.com/a.gif)}',
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules: how App.css.d.ts is generated, and for new components

test('plugins/list/plugin-typed-css-modules "how to generate the App.css.d.ts file for CSS Modules and new components": with enableCssModuleTSDeclaration, rsbuild dev writes App.module.css.d.ts; a new component whose Header.module.css is imported gets Header.module.css.d.ts at the next compilation, without a restart; renaming .AppHeader to .AppHeaderNew rewrites the declaration; a plain App.css gets no App.css.d.ts unless cssModules.auto includes it', async () => {
  const dir = project({
    'src/App.module.css': '.AppHeader { color: red; }\n',
    'src/index.js': "import styles from './App.module.css';\nconsole.log(styles.AppHeader);\n",
    'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
  });
  const appDts = path.join(dir, 'src/App.module.css.d.ts');
  const headerDts = path.join(dir, 'src/Header.module.css.d.ts');
  const server = await devServer(dir);
  try {
    assert.ok(await waitFor(() => fs.existsSync(appDts)));
    assert.match(fs.readFileSync(appDts, 'utf8'), /AppHeader: string;/);
    fs.writeFileSync(path.join(dir, 'src/Header.module.css'), '.title { font-weight: bold; }\n');
    fs.writeFileSync(path.join(dir, 'src/Header.js'), "import styles from './Header.module.css';\nexport const header = styles.title;\n");
    assert.equal(fs.existsSync(headerDts), false);
    edit(
      dir,
      'src/index.js',
      'console.log(styles.AppHeader);',
      "import { header } from './Header';\nconsole.log(styles.AppHeader, header);",
    );
    assert.ok(await waitFor(() => fs.existsSync(headerDts)), server.log());
    assert.match(fs.readFileSync(headerDts, 'utf8'), /title: string;/);
    edit(dir, 'src/App.module.css', '.AppHeader {', '.AppHeaderNew {');
    assert.ok(await waitFor(() => /AppHeaderNew: string;/.test(fs.readFileSync(appDts, 'utf8'))));
    assert.doesNotMatch(fs.readFileSync(appDts, 'utf8'), /AppHeader: string;/);
  } finally {
    await server.stop();
  }

  const files = {
    'src/App.css': '.AppHeader { color: red; }\n',
    'src/index.js': "import styles from './App.css';\nconsole.log(styles.AppHeader);\n",
  };
  const plain = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n' });
  build(plain);
  assert.equal(fs.existsSync(path.join(plain, 'src/App.css.d.ts')), false);
  const auto = project({
    ...files,
    'rsbuild.config.mjs':
      'export default { output: { enableCssModuleTSDeclaration: true, cssModules: { auto: (resourcePath) => /\\.module\\.\\w+$|[\\\\/]App\\.css$/.test(resourcePath) } } };\n',
  });
  build(auto);
  assert.match(fs.readFileSync(path.join(auto, 'src/App.css.d.ts'), 'utf8'), /AppHeader: string;/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules: localIdentName [hash:base64] from webpack's css-loader

test('config/output/css-modules "localIdentName [hash:base64] migrating from webpack css-loader": with the default CSS handling the build succeeds with the hashDigest warning, [hash:base64] gives 16 hex characters (bea420c03efc784a for .primary-button in src/button.module.css) and [path][name]__[local]--[hash:base64:5] src-button-module__primary-button--bea42; with output.injectStyles: true css-loader honours the base64 digest (src-button-module__primary-button--VG2JB, and 20 characters for [hash:base64]), without the warning', () => {
  const files = {
    'src/index.js': "import s from './button.module.css';\nconsole.log(JSON.stringify(s));\n",
    'src/button.module.css': '.primary-button { color: red; }\n',
  };
  const run = (cssModules: string, injectStyles: boolean) => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { injectStyles: ${injectStyles}, cssModules: ${cssModules} } };\n`,
    });
    const { output } = build(dir);
    const text = injectStyles ? distText(dir, /\.js$/) : distText(dir, /\.css$/);
    return { output, className: text.match(/\.([\w-]+) ?\{ ?color: ?red/)?.[1] ?? '' };
  };
  const warning = /warn\s+Custom hashDigest in output\.cssModules\.localIdentName is currently not supported/;

  const hashOnly = run("{ localIdentName: '[hash:base64]' }", false);
  assert.match(hashOnly.output, warning);
  assert.equal(hashOnly.className, 'bea420c03efc784a');
  const webpackStyle = run("{ localIdentName: '[path][name]__[local]--[hash:base64:5]' }", false);
  assert.match(webpackStyle.output, warning);
  assert.equal(webpackStyle.className, 'src-button-module__primary-button--bea42');

  const injectedHashOnly = run("{ localIdentName: '[hash:base64]' }", true);
  assert.doesNotMatch(injectedHashOnly.output, warning);
  assert.match(injectedHashOnly.className, /^[\w-]{20}$/);
  assert.match(injectedHashOnly.className, /[g-zA-Z_-]/);
  const injected = run("{ localIdentName: '[path][name]__[local]--[hash:base64:5]' }", true);
  assert.doesNotMatch(injected.output, warning);
  assert.equal(injected.className, 'src-button-module__primary-button--VG2JB');
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules: 引入 less，className={styles.header} 没有效果

const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
// react-dom 18's copy in our store sits next to React 19: the browser run needs react itself pinned to 18.
const lessHeader = '.header {\n  padding: 0 12px;\n  color: #666666;\n}\n';
const homeApp = (file: string) =>
  `import { createRoot } from 'react-dom/client';\nimport styles from './${file}';\nconst Home = () => (\n  <div>\n    <h2 id="string" className={"header"}>Home</h2>\n    <h2 id="styles" className={styles.header}>Home</h2>\n  </div>\n);\ncreateRoot(document.getElementById('root')).render(<Home />);\n`;
type Header = { class: string | null; color: string };

/** Builds the app, opens it from `rsbuild preview` once React has rendered both headings, and reads their class and colour. */
async function readHeaders(dir: string): Promise<{ errors: string[]; value: Header[] }> {
  build(dir);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  const errors: string[] = [];
  try {
    page.on('pageerror', (e) => errors.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
    await page.goto(`${server.url}/`);
    await page.waitForSelector('#styles', { timeout: 30_000 });
    const value = await page.evaluate(() =>
      ['string', 'styles'].map((id) => {
        const el = document.getElementById(id) as HTMLElement;
        return { class: el.getAttribute('class'), color: getComputedStyle(el).color };
      }),
    );
    return { errors, value };
  } finally {
    await page.close();
    await server.stop();
  }
}

test('guide/basic/css-modules "引入 less，className={"header"} 有效果，className={styles.header} 没有效果": with home.less the CSS keeps .header, the string class is styled and the element given styles.header has no class attribute; renamed to home.module.less, styles.header holds the generated class and styles the element', async () => {
  const config = `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { source: { alias: { react: ${JSON.stringify(REACT_18)} } }, plugins: [pluginReact()] };\n`;
  const global = project({ 'src/index.jsx': homeApp('home.less'), 'src/home.less': lessHeader, 'rsbuild.config.mjs': config }, REACT);
  const before = await readHeaders(global);
  assert.deepEqual(before.errors, []);
  assert.match(distText(global, /\.css$/), /\.header\{padding:0 12px;color:#666\}/);
  assert.deepEqual(before.value, [
    { class: 'header', color: 'rgb(102, 102, 102)' },
    { class: null, color: 'rgb(0, 0, 0)' },
  ]);

  const modules = project(
    { 'src/index.jsx': homeApp('home.module.less'), 'src/home.module.less': lessHeader, 'rsbuild.config.mjs': config },
    REACT,
  );
  const after = await readHeaders(modules);
  assert.deepEqual(after.errors, []);
  assert.match(after.value[1].class ?? '', /^header-[\w-]{6}$/);
  assert.equal(after.value[1].color, 'rgb(102, 102, 102)');
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/autoprefixer: npm run build 打包后 CSS 属性没有自动加上前缀

test('config/tools/autoprefixer "npm run dev / npm run build: CSS properties get no vendor prefixes, how to configure": with nothing installed or configured, rsbuild build and rsbuild dev add -webkit-user-select and leave display: flex and transform alone; with "browserslist": ["iOS >= 8", "Android >= 4.4"] in package.json both add display: -webkit-flex and -webkit-transform', async () => {
  const css = '.box {\n  display: flex;\n  user-select: none;\n  transform: rotate(45deg);\n}\n';
  const files = { 'src/index.js': "import './index.css';\n", 'src/index.css': css };

  const plain = project(files);
  build(plain);
  assert.ok(!fs.existsSync(path.join(plain, 'node_modules')));
  assert.equal(distText(plain, /\.css$/).trim(), '.box{display:flex;-webkit-user-select:none;user-select:none;transform:rotate(45deg)}');
  const plainDev = await devCss(plain);
  assert.match(plainDev, /-webkit-user-select: none;/);
  assert.doesNotMatch(plainDev, /-webkit-flex|-webkit-transform/);

  const mobile = project({
    ...files,
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["iOS >= 8", "Android >= 4.4"] }\n',
  });
  build(mobile);
  assert.equal(
    distText(mobile, /\.css$/).trim(),
    '.box{display:-webkit-flex;display:flex;-webkit-user-select:none;user-select:none;-webkit-transform:rotate(45deg);transform:rotate(45deg)}',
  );
  const mobileDev = await devCss(mobile);
  assert.match(mobileDev, /display: -webkit-flex;\n {2}display: flex;/);
  assert.match(mobileDev, /-webkit-transform: rotate\(45deg\);/);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/sass: node-sass 和 sass-loader 版本不对，npm install 报错

test('config/tools/sass "node-sass and sass-loader versions do not match, npm install fails": @rsbuild/core 0.5.9 and @rsbuild/shared 0.5.9 depend on no node-sass, sass or sass-loader package (sass and sass-loader are bundled in compiled/); a project whose package.json lists neither builds its .scss files', () => {
  for (const pkg of ['rsbuild-0.5', 'rsbuild-shared-0.5']) {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8'));
    const deps = Object.keys({ ...json.dependencies, ...json.peerDependencies, ...json.optionalDependencies });
    assert.deepEqual(
      deps.filter((d) => /sass/.test(d)),
      [],
      pkg,
    );
  }
  for (const bundled of ['sass', 'sass-loader']) {
    assert.ok(fs.existsSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/compiled', bundled)));
  }
  const dir = project({
    'package.json': '{ "name": "mall-admin-web", "private": true, "devDependencies": { "@rsbuild/core": "0.5.9" } }\n',
    'src/styles/index.scss': '$menuBg: #304156;\n.sidebar { .menu { background: $menuBg; } }\n',
    'src/index.js': "import './styles/index.scss';\n",
  });
  build(dir);
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules')));
  assert.match(distText(dir, /\.css$/), /\.sidebar \.menu\{background:#304156\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance: 1G 内存的服务器上 npm run build:prod 构建直接中断，没有报错

test('guide/optimization/build-performance "npm run build:prod stops on a 1 GB server, without an error": when the build process is killed with SIGKILL, npm run build:prod exits with 137 (what echo $? shows), Rsbuild prints no error and npm 11 none of its own', (t) => {
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  if (npm.status !== 0) return t.skip('npm is not on the PATH');
  const dir = project({
    'package.json': JSON.stringify({ name: 'vue-element-admin', private: true, scripts: { 'build:prod': `node "${RSBUILD_BIN}" build` } }),
    'src/index.js': "document.body.textContent = 'app';\n",
    // stands in for the system's out-of-memory killer: the build process is ended with SIGKILL while it runs
    'rsbuild.config.mjs':
      "export default { plugins: [{ name: 'oom', setup(api) { api.onBeforeBuild(() => process.kill(process.pid, 'SIGKILL')); } }] };\n",
  });
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, FORCE_COLOR: '0', NO_COLOR: '1' };
  const run = spawnSync('npm', ['run', 'build:prod'], { cwd: dir, encoding: 'utf8', env });
  assert.equal(run.status, 137, `${run.stdout}${run.stderr}`);
  const output = `${run.stdout}${run.stderr}`;
  // Rsbuild's logger starts its error lines with `error` (`error   Failed to build.`)
  assert.doesNotMatch(output, /^error\s/m);
  // older npm versions print `npm ERR! errno 137`; the page's sentence is about npm 11
  if (npm.stdout.startsWith('11.')) assert.doesNotMatch(output, /npm (ERR!|error)/i);
  assert.match(output, /Rsbuild v0\.5\.9/);
  assert.equal(distFiles(dir).length, 0);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: dev.env.js 里改了 BASE_API，打包之后请求又变成了 easy-mock

test('guide/advanced/env-vars "changed BASE_API in dev.env.js, after npm run build the requests go to easy-mock again": rsbuild dev takes PUBLIC_BASE_API from .env.development, and a config/dev.env.js file is not read; after the address is changed in .env.development, rsbuild build still has the one of .env.production until that file is changed', async () => {
  const easyMock = 'https://easy-mock.com/mock/5950a2419adc231f356a6636/vue-admin';
  const server = 'http://119.23.229.131:8080';
  const dir = project({
    '.env.production': `PUBLIC_BASE_API=${easyMock}\n`,
    '.env.development': 'PUBLIC_BASE_API=http://localhost:3000\n',
    'config/dev.env.js': `module.exports = { NODE_ENV: '"development"', BASE_API: '"${server}"' };\n`,
    'src/index.js': "console.log('login at ' + process.env.PUBLIC_BASE_API + '/admin/login');\n",
  });
  const dev = await devServer(dir);
  try {
    const js = await (await fetch(`${dev.url}/static/js/index.js`)).text();
    assert.ok(js.includes('http://localhost:3000'));
    assert.ok(!js.includes(server));
    assert.ok(!js.includes(easyMock));
  } finally {
    await dev.stop();
  }
  edit(dir, '.env.development', 'http://localhost:3000', server);
  build(dir);
  assert.ok(distText(dir, /\.js$/).includes(easyMock));
  assert.ok(!distText(dir, /\.js$/).includes(server));

  edit(dir, '.env.production', easyMock, server);
  build(dir);
  assert.ok(distText(dir, /\.js$/).includes(server));
  assert.ok(!distText(dir, /\.js$/).includes('easy-mock'));
});
