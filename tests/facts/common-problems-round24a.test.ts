// Facts behind the twenty-fourth round's (a) items (configuration, TypeScript, HTML templates, minify and define), as
// readers describe the problem: Vue CLI's filenameHashing not applied with --mode production, a <script> in <head>,
// constructor.name after minifying, process.env.NODE_ENV and xxx in source.define, tsconfig baseUrl and paths
// ignored, no dist or bundle.js while hot reload works, desktop.html and mobile.html, and templateParameters in an
// .html template. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser
// decides, tsc where TypeScript decides. Items resting on other sources:
//
// - plugins/list/plugin-type-check: @rsbuild/plugin-type-check 0.5.9 is not installed here (the registry we reach has
//   no 0.5.9 of it). Run once by hand, not kept as a test: fork-ts-checker-webpack-plugin 9.0.2, webpack 5.91.0 and
//   typescript 5.4 installed outside the repository, with a stand-in plugin that is a CommonJS copy of the plugin's
//   0.5.9 src/index.ts, and 0.5.9's CLI, on the page's formatPrice('1999') example (TS2345):
//   - "the exit code is 0 when the TypeScript build fails": without the plugin, rsbuild build exits with code 0, run by
//     common-problems-round18b.test.ts and common-problems-round23d.test.ts; with it, rsbuild build printed
//     Type checker is enabled, the TS2345 error and Failed to build., exited with code 1 and wrote dist.
//   - "TypeScript errors prevent the app from running, only want to see them in the console": with the defaults,
//     rsbuild dev printed Type Error in ./src/index.ts:5:41 and TS2345 in the terminal, the page rendered $19.99 with
//     no page error and no overlay, and a save that kept the type error ('EDITED ' + …) reached the page by HMR;
//     with forkTsCheckerOptions { async: false }, the terminal printed Compile error and the TS2345 error, the browser
//     console printed × Error: TS2345: Argument of type 'string' is not assignable …, and the same save did not reach
//     the page (it still showed $19.99 six seconds later). That rsbuild build fails with async: false too and that
//     enable: false adds nothing rest on the plugin's 0.5.9 source, as on the page's "How it works".
// - config/output/filename-hash: that Vue CLI names the option filenameHashing and its modes --mode is Vue CLI's
//   documentation; Vue CLI is not run here.
// - config/html/tags: that html-webpack-tags-plugin puts its script tags where html-webpack-plugin puts the bundle's
//   (no per-script head or body) is its maintainer's answer in jharris4/html-webpack-tags-plugin issue 62; not run.
// - config/source/tsconfig-path: `Failed to resolve components/Button` is Rspack 0.1's wording (web-infra-dev/rspack
//   issue 2170); only 0.5.9's `Can't resolve 'components/Button'` is run.
// - config/html/template-parameters: html-loader is not installed; a stand-in loader in the project that exports the
//   file's text, as html-loader does, plays it.
// - config/source/define: that "process.env.NODE_ENV": process.env.NODE_ENV crashes the app in an Rspack config rests on
//   web-infra-dev/rspack issue 3489 (Rspack 0.2's builtins.define, where a maintainer shows console.log(process.env.
//   NODE_ENV) becoming console.log(development)); Rspack alone is not run. The run shows why 0.5.9 differs: the entry
//   is overridden by Rspack's own definition from the mode, which tools.rspack optimization.nodeEnv false removes.
// - config/dev/write-to-disk: that many webpack setups name the bundle bundle.js (output.filename) is webpack's
//   documentation, not run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  ROOT,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  edit,
  hashed,
  project,
  rsbuild,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash

test('config/output/filename-hash "filenameHashing (Vue CLI) is not applied with --mode production": filenameHashing: false in rsbuild.config is ignored without a warning, and so is a vue.config.js (hashed names); rsbuild build --mode production stops with error: unknown option \'--mode\'; --env-mode staging reads .env.staging and keeps the hashes; NODE_ENV=development or staging gives index.js and index.css without hash and unminified even with filenameHash: true; output.filenameHash false removes the hash', () => {
  const files = {
    'src/index.js': "import './a.css';\nconsole.log('app', process.env.PUBLIC_STAGE);\n",
    'src/a.css': 'body {\n  color: red;\n}\n',
    '.env.staging': 'PUBLIC_STAGE=staging-from-env-file\n',
  };
  const names = (dir: string) => hashed(distFiles(dir).filter((f) => /\.(js|css)$/.test(f)));

  const vueKey = project({ ...files, 'rsbuild.config.mjs': 'export default { filenameHashing: false };\n' });
  const run = build(vueKey);
  assert.deepEqual(names(vueKey), ['static/css/index.[hash].css', 'static/js/index.[hash].js']);
  assert.doesNotMatch(run.output, /filenameHashing|warn/i);

  const vueConfig = project({ ...files, 'vue.config.js': 'module.exports = { filenameHashing: false };\n' });
  build(vueConfig);
  assert.deepEqual(names(vueConfig), ['static/css/index.[hash].css', 'static/js/index.[hash].js']);

  const flag = rsbuild(project(files), ['build', '--mode', 'production']);
  assert.equal(flag.code, 1);
  assert.match(flag.output, /error: unknown option '--mode'/);

  const staging = project(files);
  assert.equal(rsbuild(staging, ['build', '--env-mode', 'staging']).code, 0);
  assert.deepEqual(names(staging), ['static/css/index.[hash].css', 'static/js/index.[hash].js']);
  assert.ok(distText(staging, /^static\/js\//).includes('staging-from-env-file'));

  for (const NODE_ENV of ['development', 'staging']) {
    const dir = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: true } };\n' });
    build(dir, { NODE_ENV });
    assert.deepEqual(names(dir), ['static/css/index.css', 'static/js/index.js'], NODE_ENV);
    assert.match(distText(dir, /^static\/css\/index\.css$/), /body \{\n\s+color: red;\n\}/, NODE_ENV);
    assert.match(distText(dir, /^static\/js\/index\.js$/), /__webpack_modules__/, NODE_ENV);
  }

  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n' });
  build(off);
  assert.deepEqual(names(off), ['static/css/index.css', 'static/js/index.js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "Can I add <script> in <head>?": a script tag without head goes into <head> after the deferred script of the build, append: false puts it before, head: false at the end of <body>', () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default {
  html: {
    tags: [
      { tag: 'script', attrs: { src: 'https://cdn.example.com/after.js' } },
      { tag: 'script', attrs: { src: 'https://cdn.example.com/before.js' }, append: false },
      { tag: 'script', attrs: { src: 'https://cdn.example.com/body.js' }, head: false },
    ],
  },
};
`,
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
  const scripts = (part: string) =>
    [...part.matchAll(/<script([^>]*)>/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\.js/, '.[hash].js').trim());
  assert.deepEqual(scripts(head), [
    'src="https://cdn.example.com/before.js"',
    'defer="defer" src="/static/js/index.[hash].js"',
    'src="https://cdn.example.com/after.js"',
  ]);
  assert.deepEqual(scripts(body), ['src="https://cdn.example.com/body.js"']);
  assert.match(body, /<div id="root"><\/div><script src="https:\/\/cdn\.example\.com\/body\.js"><\/script>$/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

const CLASSES = {
  'src/user-service.js': "export class UserService {\n  static type = 'UserService';\n  get() { return 'u'; }\n}\n",
  'src/index.js': `import { UserService } from './user-service';
function formatPrice() { return 1; }
class Logger { log() { return 'x'; } }
const svc = new UserService();
document.body.textContent = JSON.stringify([svc.constructor.name, new Logger().constructor.name, formatPrice.name, UserService.type]);
`,
};
const names = () => JSON.parse(document.body.textContent ?? '[]') as string[];

test('config/output/minify "constructor.name prints a letter in production mode": rsbuild build gives one-letter class and function names, rsbuild dev the real ones; mangle keep_classnames keeps the class names, keep_fnames the function names; a static string survives', async () => {
  const plain = await buildAndVisit(browser(), project(CLASSES), names);
  assert.deepEqual(plain.errors, []);
  assert.equal(plain.value[3], 'UserService');
  for (const name of plain.value.slice(0, 2)) assert.match(name, /^[a-zA-Z]$/, JSON.stringify(plain.value));
  assert.notEqual(plain.value[2], 'formatPrice');

  const dev = await devServer(project(CLASSES));
  try {
    assert.deepEqual((await visit(browser(), `${dev.url}/`, names)).value, ['UserService', 'Logger', 'formatPrice', 'UserService']);
  } finally {
    await dev.stop();
  }

  const classes = await buildAndVisit(
    browser(),
    project({
      ...CLASSES,
      'rsbuild.config.mjs': 'export default { output: { minify: { jsOptions: { mangle: { keep_classnames: true } } } } };\n',
    }),
    names,
  );
  assert.deepEqual(classes.value.slice(0, 2), ['UserService', 'Logger']);
  assert.notEqual(classes.value[2], 'formatPrice');

  const both = await buildAndVisit(
    browser(),
    project({
      ...CLASSES,
      'rsbuild.config.mjs':
        'export default { output: { minify: { jsOptions: { mangle: { keep_classnames: true, keep_fnames: true } } } } };\n',
    }),
    names,
  );
  assert.deepEqual(both.value, ['UserService', 'Logger', 'formatPrice', 'UserService']);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "process.env.NODE_ENV: process.env.NODE_ENV crashes, xxx: \\"123\\" gives undefined": a process.env.NODE_ENV entry changes nothing, the page reads production in rsbuild build and development in rsbuild dev, even with JSON.stringify(\'staging\'), while process.env.ASSET_PREFIX is overridden; with Rspack\'s optimization.nodeEnv false the entry applies; an own key APP_ENV gives the string, unquoted it throws ReferenceError: staging is not defined; define xxx leaves window.xxx undefined while xxx is the number 123; the key window.xxx replaces window.xxx', async () => {
  const code = "document.body.textContent = 'mode ' + process.env.NODE_ENV + ' ' + process.env.ASSET_PREFIX;\n";
  const read = () => document.body.textContent;
  const page = async (define: string, rspack = '') =>
    buildAndVisit(
      browser(),
      project({ 'src/index.js': code, 'rsbuild.config.mjs': `export default { source: { define: { ${define} } }${rspack} };\n` }),
      read,
    );

  const copied = project({
    'src/index.js': code,
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.NODE_ENV': process.env.NODE_ENV } } };\n",
  });
  const built = await buildAndVisit(browser(), copied, read);
  assert.deepEqual([built.errors, built.value], [[], 'mode production ']);
  const dev = await devServer(copied);
  try {
    const seen = await visit(browser(), `${dev.url}/`, read);
    assert.deepEqual([seen.errors, seen.value], [[], 'mode development ']);
  } finally {
    await dev.stop();
  }

  const staging = await page("'process.env.NODE_ENV': JSON.stringify('staging'), 'process.env.ASSET_PREFIX': JSON.stringify('X')");
  assert.deepEqual([staging.errors, staging.value], [[], 'mode production X']);
  const noNodeEnv = await page(
    "'process.env.NODE_ENV': JSON.stringify('staging')",
    ', tools: { rspack: { optimization: { nodeEnv: false } } }',
  );
  assert.equal(noNodeEnv.value, 'mode staging ');

  const own = (value: string) =>
    buildAndVisit(
      browser(),
      project({
        'src/index.js': 'document.body.textContent = process.env.APP_ENV;\n',
        'rsbuild.config.mjs': `export default { source: { define: { 'process.env.APP_ENV': ${value} } } };\n`,
      }),
      read,
    );
  const quoted = await own("JSON.stringify('staging')");
  assert.deepEqual([quoted.errors, quoted.value], [[], 'staging']);
  assert.deepEqual((await own("'staging'")).errors, ['Uncaught ReferenceError: staging is not defined']);

  const globals = await buildAndVisit(
    browser(),
    project({
      'src/index.js': 'document.body.textContent = JSON.stringify([typeof window.xxx, xxx, typeof xxx, window.yyy, typeof window.yyy]);\n',
      'rsbuild.config.mjs': "export default { source: { define: { xxx: '123', 'window.yyy': '123' } } };\n",
    }),
    () => JSON.parse(document.body.textContent ?? '[]'),
  );
  assert.deepEqual(globals.errors, []);
  assert.deepEqual(globals.value, ['undefined', 123, 'number', 123, 'number']);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/tsconfig-path

test("config/source/tsconfig-path \"baseUrl and paths from tsconfig.json are ignored: Can't resolve 'components/Button'\": baseUrl src in the root tsconfig.json resolves it without paths; the same baseUrl in a tsconfig.app.json that tsconfig.json only references, in a jsconfig.json or in config/tsconfig.json is not read (Can't resolve, while tsc finds the file); source.tsconfigPath to that file fixes it and becomes Rspack's resolve.tsConfigPath; aliasStrategy prefer-alias turns it off", () => {
  const baseUrl = '{ "compilerOptions": { "baseUrl": "src", "strict": true, "noEmit": true }, "include": ["src"] }\n';
  const files = {
    'src/components/Button.ts': "export default function Button(): string {\n  return 'BUTTON_MARK';\n}\n",
    'src/index.ts': "import Button from 'components/Button';\ndocument.body.textContent = Button();\n",
  };
  const cantResolve = (dir: string) => {
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 1, dir);
    assert.match(run.output, /Resolve error: Can't resolve 'components\/Button' in '[^']+src'/);
  };
  const resolves = (dir: string) => {
    build(dir);
    assert.ok(distText(dir, /^static\/js\//).includes('BUTTON_MARK'));
  };

  resolves(project({ ...files, 'tsconfig.json': baseUrl }));

  const references = {
    ...files,
    'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }\n',
    'tsconfig.app.json': baseUrl,
  };
  const referenced = project(references);
  cantResolve(referenced);
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.app.json'], {
    cwd: referenced,
    encoding: 'utf8',
  });
  assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
  cantResolve(project({ ...files, 'jsconfig.json': baseUrl }));
  cantResolve(project({ ...files, 'config/tsconfig.json': baseUrl.replace('"src"', '"../src"').replace('["src"]', '["../src"]') }));

  const pointed = project({ ...references, 'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.app.json' } };\n" });
  resolves(pointed);
  assert.equal(rsbuild(pointed, ['inspect']).code, 0);
  assert.ok(
    fs
      .readFileSync(path.join(pointed, 'dist/rspack.config.web.mjs'), 'utf8')
      .includes(`tsConfigPath: '${path.join(pointed, 'tsconfig.app.json')}'`),
  );
  resolves(
    project({
      ...files,
      'jsconfig.json': baseUrl,
      'rsbuild.config.mjs': "export default { source: { tsconfigPath: './jsconfig.json' } };\n",
    }),
  );

  cantResolve(
    project({
      ...references,
      'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.app.json', aliasStrategy: 'prefer-alias' } };\n",
    }),
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/write-to-disk

test('config/dev/write-to-disk "hot reload works but no dist folder or bundle.js anywhere": while rsbuild dev serves the page and applies a CSS edit without a reload, dist holds no file and no bundle.js exists in the project; with writeToDisk true dist/index.html and dist/static/js/index.js are written', async () => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p id=\"t\">hello</p>';\n",
    'src/index.css': '#t { color: rgb(255, 0, 0); }\n',
  };
  const dir = project(files);
  const server = await devServer(dir);
  let page: Page | undefined;
  try {
    page = await browser().newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    const color = () => page?.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).color);
    assert.equal(await color(), 'rgb(255, 0, 0)');
    edit(dir, 'src/index.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    assert.ok(await waitFor(async () => (await color()) === 'rgb(0, 0, 255)', 10_000));
    assert.equal(loads, 1);
    assert.deepEqual(distFiles(dir), []);
    const all = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.basename(f));
    assert.ok(!all.includes('bundle.js'));
  } finally {
    await page?.close();
    await server.stop();
  }

  const written = project({ ...files, 'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n' });
  const writing = await devServer(written);
  try {
    assert.ok(await waitFor(() => distFiles(written).includes('static/js/index.js'), 10_000));
    assert.ok(distFiles(written).includes('index.html'));
  } finally {
    await writing.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "different entry point bundle to different html file, desktop.html and mobile.html": entries desktop and mobile give desktop.html and mobile.html, each loading only its own script', () => {
  const dir = project({
    'src/desktop.js': "document.body.textContent = 'DESKTOP_MARK';\n",
    'src/mobile.js': "document.body.textContent = 'MOBILE_MARK';\n",
    'rsbuild.config.mjs': "export default { source: { entry: { desktop: './src/desktop.js', mobile: './src/mobile.js' } } };\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['desktop.html', 'mobile.html'],
  );
  for (const name of ['desktop', 'mobile']) {
    const scripts = [...distText(dir, new RegExp(`^${name}\\.html$`)).matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(hashed(scripts), [`/static/js/${name}.[hash].js`]);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "templateParameters variables in an .html template instead of ejs <%=environment %>": ./src/index.html as html.template prints 123; public/product.html is copied with the tag as written; a public/index.html without html.template is not used; a tools.rspack rule for .html files (a stand-in html-loader) leaves the tag unrendered, and excluding the template from it renders it again', () => {
  const template = '<!DOCTYPE html>\n<html><head><title>My App</title></head><body><p>Mode: <%=environment %></p></body></html>\n';
  const files = { 'src/index.js': "console.log('app');\n", 'src/index.html': template, 'public/product.html': template };
  const config = (rule = '') =>
    `import path from 'node:path';\nexport default { html: { template: './src/index.html', templateParameters: { environment: 123 } }${rule} };\n`;

  const dir = project({ ...files, 'rsbuild.config.mjs': config() });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<p>Mode: 123<\/p>/);
  assert.equal(distText(dir, /^product\.html$/), template);

  const publicOnly = project({ 'src/index.js': "console.log('app');\n", 'public/index.html': template });
  build(publicOnly);
  const built = distText(publicOnly, /^index\.html$/);
  assert.match(built, /<title>Rsbuild App<\/title>/);
  assert.doesNotMatch(built, /Mode: /);

  const loader = {
    'html-loader.cjs': "module.exports = function (source) {\n  return 'module.exports = ' + JSON.stringify(source) + ';';\n};\n",
  };
  const rule = (exclude: string) =>
    `, tools: { rspack: { module: { rules: [{ test: /\\.html$/, ${exclude}use: [path.resolve('html-loader.cjs')] }] } } }`;
  const taken = project({ ...files, ...loader, 'rsbuild.config.mjs': config(rule('')) });
  build(taken);
  assert.match(distText(taken, /^index\.html$/), /<p>Mode: <%=environment %><\/p>/);
  const excluded = project({ ...files, ...loader, 'rsbuild.config.mjs': config(rule("exclude: path.resolve('src/index.html'), ")) });
  build(excluded);
  assert.match(distText(excluded, /^index\.html$/), /<p>Mode: 123<\/p>/);
});
