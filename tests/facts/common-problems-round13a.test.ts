// Facts behind the thirteenth round's (a) "Common problems" items, as readers describe the problem: a port taken on
// another interface, a chunk of the previous deploy, Less modifyVars, main.js without a hash, the [HMR] full reload
// message, DefinePlugin, tsconfig paths, /favicon.ico, Vue CLI's css.extract and TS2307 for a .module.less file. Each
// runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the page's result matters.
//
// Facts run by earlier files, not again here:
// - plugins/list/plugin-assets-retry: the old page's chunk gets a 404 and a second import() asks for the same file
//   (round 9a); a host without nosniff answering index.html gives Uncaught SyntaxError: Unexpected token '<' and
//   ChunkLoadError (missing: …) (round 6a); the retry listener does not stop the import()'s rejection
//   (common-problems-output.test.ts).
// - config/source/define: Vue CLI 2's config/dev.env.js is not read (round 8b).
// - config/html/favicon: the dev server answers /favicon.ico with 204 (html-options.test.ts), preview too
//   (javascript-api.test.ts); public/favicon.ico is copied, not linked (common-problems-source.test.ts).
// - config/output/inject-styles: rsbuild dev serves /static/css/index.css linked from <head>, no <style> (round 11a).
// - guide/advanced/alias: tsc's TS2307 for an alias only in source.alias (round 11b).
//
// Claims about other tools rest on their documentation or source, not on a run here:
// - webpack-dev-server's client (webpack/hot/dev-server.js) logs "[HMR] Cannot apply update. Need to do a full
//   reload!" before it reloads; Rsbuild 0.5.9's client (dist/client/hmr.mjs) calls location.reload() with no log.
// - webpack 3's JSONP chunk loader rejected with new Error('Loading chunk ' + chunkId + ' failed.'), hence the
//   "Error: Loading chunk 57 failed." readers paste; Rspack's runtime sets error.name = 'ChunkLoadError' (the
//   runtime text in @rspack/binding 0.5.9's binary: 'Loading chunk ' + chunkId + ' failed.\n(' + errorType + ...).
// - less-loader up to 5 took Less options (modifyVars, javascriptEnabled) at the top of its options; 6 moved them
//   to lessOptions (less-loader's changelog).
// - webpack prints "Module not found: Error: Can't resolve '…' in '…'"; Rspack 0.5 prints "Resolve error: Can't
//   resolve …" (run below).
// - A Vite project's tsconfig.json lists tsconfig.app.json under references (create-vite's templates), and the
//   editor's TypeScript service reads the referenced file for the files it includes.
// - A Node.js server started with host 'localhost' listens on the first address the name resolves to, ::1 where the
//   system lists it first (Node.js 17+ keeps the resolver's order); a browser may reach localhost over ::1.
// - Browsers request /favicon.ico by themselves when the page links no icon (headless Chromium does not, see round
//   9a); a static host answers a missing file with 404 (run below with staticHost).
// - Vue CLI's css.extract: false in development unless set (its configuration reference; round 11a's comment).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { startCli } from './lib/rsbuild';
import {
  PNG,
  ROOT,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  sharedBrowser,
  listen,
  previewServer,
  project,
  rsbuild,
  staticHost,
  waitFor,
  hmrPage,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/server/port

/** Listens on `host`:`port` and answers every request with `body`; returns a close function. */
async function other(host: string, port: number, body: string): Promise<() => void> {
  const server = http.createServer((_req, res) => res.end(body));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen({ host, port }, resolve));
  return () => {
    server.closeAllConnections();
    server.close();
  };
}

test('config/server/port "started on a port another app already uses": the port check binds server.host (0.0.0.0 by default); a server on ::1 only is not seen, the dev server takes the same port without a message and [::1]:port still answers with the other app; a server on 127.0.0.1 or 0.0.0.0 is seen (Port … is in use, using port …+1.)', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'rsbuild app';\n" });
  for (const [host, moves] of [
    ['::1', false],
    ['127.0.0.1', true],
    ['0.0.0.0', true],
  ] as const) {
    const port = await freePort();
    const close = await other(host, port, 'other app');
    const dev = startCli(['dev', '--port', String(port)], { cwd: dir });
    try {
      await dev.waitFor(/ready\s+Client compiled/);
      const used = moves ? port + 1 : port;
      assert.match(dev.output(), new RegExp(`> Local:\\s+http://localhost:${used}/`), host);
      if (moves) {
        assert.match(dev.output(), new RegExp(`Port ${port} is in use, using port ${port + 1}\\.`));
      } else {
        assert.doesNotMatch(dev.output(), /is in use/);
        assert.match(await (await fetch(`http://127.0.0.1:${port}/`)).text(), /<div id="root">/);
        assert.equal(await (await fetch(`http://[::1]:${port}/`)).text(), 'other app');
      }
    } finally {
      await dev.stop();
      close();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-assets-retry

test("plugins/list/plugin-assets-retry \"Uncaught (in promise) Error: Loading chunk 57 failed / Refused to execute script … MIME type ('text/html')\" after a new deploy: the old page asks for its old chunk; a host that answers a missing file with index.html and nosniff makes Chromium print Refused to execute script from '<URL>' because its MIME type ('text/html') is not executable, and strict MIME type checking is enabled., then Uncaught (in promise) ChunkLoadError: Loading chunk <id> failed. (error: <URL>)", async (t) => {
  const dir = project({
    'src/index.js': "window.load = () => { import('./Page').then((m) => { document.title = m.default; }); };\n",
    'src/Page.js': 'export default "page v1";\n',
  });
  build(dir);
  const root = path.join(dir, 'dist');
  // a single-page app's host: a missing file gets index.html (200), every answer carries nosniff
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(root, pathname.endsWith('/') ? 'index.html' : pathname);
    const found = fs.existsSync(file);
    res
      .writeHead(200, {
        'content-type': found && file.endsWith('.js') ? 'text/javascript' : 'text/html',
        'x-content-type-options': 'nosniff',
      })
      .end(fs.readFileSync(found ? file : path.join(root, 'index.html')));
  });
  const base = `http://localhost:${await listen(server, t)}`;
  const page = await browser().newPage();
  const printed: string[] = [];
  try {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Runtime.exceptionThrown', (e) =>
      printed.push(`${e.exceptionDetails.text} ${(e.exceptionDetails.exception?.description ?? '').split('\n    at ')[0]}`),
    );
    await cdp.send('Runtime.enable');
    page.on('console', (m) => printed.push(m.text()));
    await page.goto(`${base}/`);
    const old = fs.readdirSync(path.join(root, 'static/js/async')).find((f) => f.endsWith('.js'));
    fs.writeFileSync(path.join(dir, 'src/Page.js'), 'export default "page v2";\n');
    build(dir);
    assert.ok(old && !fs.existsSync(path.join(root, 'static/js/async', old)), 'the new build removed the old chunk');
    await page.evaluate(() => (window as unknown as { load: () => void }).load());
    await page.waitForTimeout(500);
    const url = `${base}/static/js/async/${old}`;
    const id = old.split('.')[0];
    assert.deepEqual(printed, [
      `Refused to execute script from '${url}' because its MIME type ('text/html') is not executable, and strict MIME type checking is enabled.`,
      `Uncaught (in promise) ChunkLoadError: Loading chunk ${id} failed.\n(error: ${url})`,
    ]);
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less "variable @myVar is undefined / changing layout-body-background in modifyVars has no effect": modifyVars directly under tools.less is ignored without a warning (Variable @myVar is undefined, the library keeps its value); inside lessOptions it overrides any variable, in the library\'s .less file too, but not in a precompiled .css file', () => {
  const files = {
    'node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0" }\n',
    'node_modules/lib/theme.less': '@layout-body-background: #f0f2f5;\n.ant-layout { background: @layout-body-background; }\n',
    'node_modules/lib/dist/lib.css': '.ant-card { background: #f0f2f5; }\n',
    'src/index.less': "@import 'lib/theme.less';\n.a { color: @myVar; }\n",
    'src/index.js': "import 'lib/dist/lib.css';\nimport './index.less';\n",
  };
  const vars = "{ myVar: 'red', 'layout-body-background': '#fff' }";
  const top = project({ ...files, 'rsbuild.config.mjs': `export default { tools: { less: { modifyVars: ${vars} } } };\n` });
  const run = rsbuild(top, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /│ \.a \{ color: @myVar; \}\n\s+│\s+\^\n\s+│ Variable @myVar is undefined/);
  assert.doesNotMatch(run.output, /modifyVars/);

  const inside = project({
    ...files,
    'rsbuild.config.mjs': `export default { tools: { less: { lessOptions: { modifyVars: ${vars} } } } };\n`,
  });
  build(inside);
  assert.equal(distText(inside, /\.css$/), '.ant-card{background:#f0f2f5}.ant-layout{background:#fff}.a{color:red}');
});

// ---------------------------------------------------------------------------------------------------------
// config/output/filename-hash, config/output/filename

test("config/output/filename-hash \"build to main.js and main.css without the hash\": an entry named main and filenameHash: false give static/js/main.js and static/css/main.css, and the page main.html; tools.htmlPlugin filename 'index.html' keeps index.html; config/output/filename \"explicit names for the chunk and main files\": js '[name].js' and css '[name].css' give the same, and a webpackChunkName names the async chunk static/js/async/about.js", () => {
  const src = {
    'src/index.js': "import './index.css';\nimport(/* webpackChunkName: \"about\" */ './about');\n",
    'src/index.css': 'body { color: red; }\n',
    'src/about.js': "export default 'about';\n",
  };
  const names = (dir: string) => distFiles(dir).filter((f) => /\.(js|css|html)$/.test(f));
  const main = "source: { entry: { main: './src/index.js' } }";
  const hashOff = project({ ...src, 'rsbuild.config.mjs': `export default { ${main}, output: { filenameHash: false } };\n` });
  build(hashOff);
  assert.deepEqual(names(hashOff), ['main.html', 'static/css/main.css', 'static/js/async/about.js', 'static/js/main.js']);
  assert.match(
    distText(hashOff, /main\.html$/),
    /<script defer="defer" src="\/static\/js\/main\.js"><\/script><link href="\/static\/css\/main\.css" rel="stylesheet">/,
  );

  const index = project({
    ...src,
    'rsbuild.config.mjs': `export default { ${main}, output: { filenameHash: false }, tools: { htmlPlugin: { filename: 'index.html' } } };\n`,
  });
  build(index);
  assert.deepEqual(names(index), ['index.html', 'static/css/main.css', 'static/js/async/about.js', 'static/js/main.js']);

  const named = project({
    ...src,
    'rsbuild.config.mjs': `export default { ${main}, output: { filename: { js: '[name].js', css: '[name].css' } } };\n`,
  });
  build(named);
  assert.deepEqual(names(named), ['main.html', 'static/css/main.css', 'static/js/async/about.js', 'static/js/main.js']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "[HMR] Cannot apply update. Need to do a full reload!": in 0.5.9 an update that no module accepts reloads the page without a word; the console shows only [HMR] connected. (before and after the reload), never webpack-dev-server\'s [HMR] messages', async () => {
  const dir = project({
    'src/index.js': "import { text } from './text';\ndocument.body.textContent = text;\n",
    'src/text.js': "export const text = 'one';\n",
  });
  const server = await devServer(dir);
  const { page, printed, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    edit(dir, 'src/text.js', 'one', 'two');
    assert.ok(await waitFor(async () => loads() === 2 && (await page.textContent('body')) === 'two'));
    await waitFor(() => printed.length === 2, 2_000);
    assert.deepEqual(printed, ['[HMR] connected.', '[HMR] connected.']);
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define (Vue CLI 2's config/dev.env.js: common-problems-round8b.test.ts)

test('config/source/define "webpack DefinePlugin is not working, the variable is not in the client bundle": a shell variable without the PUBLIC_ prefix stays process.env.API_URL in the bundle, PUBLIC_API_URL is replaced; a define of \'process.env.API_URL\' with JSON.stringify(process.env.API_URL) puts the value in', () => {
  const src = { 'src/index.js': 'console.log(process.env.API_URL, process.env.PUBLIC_API_URL);\n' };
  const env = { API_URL: 'https://api.example.com', PUBLIC_API_URL: 'https://public.example.com' };
  const plain = project(src);
  build(plain, env);
  const js = distText(plain, /^static\/js\/index\./);
  assert.match(js, /process\.env\.API_URL/);
  assert.match(js, /"https:\/\/public\.example\.com"/);
  assert.doesNotMatch(js, /api\.example\.com/);

  const defined = project({
    ...src,
    'rsbuild.config.mjs': "export default { source: { define: { 'process.env.API_URL': JSON.stringify(process.env.API_URL) } } };\n",
  });
  build(defined, env);
  assert.match(distText(defined, /^static\/js\/index\./), /console\.log\("https:\/\/api\.example\.com","https:\/\/public\.example\.com"\)/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias, config/source/alias

test("guide/advanced/alias \"tsconfig paths alias: Can't resolve '@components/Button', the editor is fine\": 0.5.9 applies the paths of the root tsconfig.json by default (with or without baseUrl); paths in tsconfig.app.json behind references are not read until source.tsconfigPath names it; a key @components/* does not match a bare @components, a key @components does", () => {
  const button = { 'src/components/Button.ts': "export const B = 'button';\n", 'src/components/index.ts': "export * from './Button';\n" };
  const use = { 'src/index.ts': "import { B } from '@components/Button';\nconsole.log(B);\n" };
  const paths = (extra = '') => `"paths": { "@components/*": ["./src/components/*"]${extra} }`;
  const failsWith = (dir: string, request: string) => {
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0);
    assert.match(run.output, new RegExp(`× Resolve error: Can't resolve '${request}' in '[^']*/src'`));
  };

  build(project({ ...button, ...use, 'tsconfig.json': `{ "compilerOptions": { ${paths()} } }\n` }));

  const vite = {
    ...button,
    ...use,
    'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }\n',
    'tsconfig.app.json': `{ "compilerOptions": { "composite": true, "baseUrl": ".", ${paths()} }, "include": ["src"] }\n`,
  };
  failsWith(project(vite), '@components/Button');
  build(project({ ...vite, 'rsbuild.config.mjs': "export default { source: { tsconfigPath: './tsconfig.app.json' } };\n" }));

  const bare = { ...button, 'src/index.ts': "import { B } from '@components';\nconsole.log(B);\n" };
  failsWith(project({ ...bare, 'tsconfig.json': `{ "compilerOptions": { ${paths()} } }\n` }), '@components');
  build(project({ ...bare, 'tsconfig.json': `{ "compilerOptions": { ${paths(', "@components": ["./src/components"]')} } }\n` }));
});

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon (the dev server's 204: html-options.test.ts; preview's: javascript-api.test.ts)

test('config/html/favicon "the browser asks for /favicon.ico and gets 404": without an icon rsbuild preview answers /favicon.ico with an empty 204, a static host serving dist with 404; public/favicon.ico is copied to dist/favicon.ico, which the host then serves', async (t) => {
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const bare = project(src);
  build(bare);
  const preview = await previewServer(bare);
  try {
    const res = await fetch(`${preview.url}/favicon.ico`);
    assert.deepEqual([res.status, await res.text()], [204, '']);
  } finally {
    await preview.stop();
  }
  assert.equal((await fetch(`${await staticHost(t, path.join(bare, 'dist'))}/favicon.ico`)).status, 404);

  const withIcon = project({ ...src, 'public/favicon.ico': PNG });
  build(withIcon);
  assert.ok(distFiles(withIcon).includes('favicon.ico'));
  assert.equal((await fetch(`${await staticHost(t, path.join(withIcon, 'dist'))}/favicon.ico`)).status, 200);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles (dev serves /static/css/index.css by default: common-problems-round11a.test.ts)

test('config/output/inject-styles "Vue CLI\'s css.extract has no effect": a vue.config.js with css.extract false is not read (the build still writes static/css/index.css); injectStyles: true puts the CSS in the JavaScript', () => {
  const src = { 'src/index.js': "import './index.css';\n", 'src/index.css': 'body { color: red; }\n' };
  const css = (dir: string) =>
    distFiles(dir)
      .filter((f) => f.endsWith('.css'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  const vueCli = project({ ...src, 'vue.config.js': 'module.exports = { css: { extract: false } };\n' });
  build(vueCli);
  assert.deepEqual(css(vueCli), ['static/css/index.[hash].css']);
  const injected = project({ ...src, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  build(injected);
  assert.deepEqual(css(injected), []);
  assert.match(distText(injected, /^static\/js\/index\./), /color: red/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules
//
// tsc is the TypeScript of this repository (5.x), as in common-problems-round11b.test.ts.

test('plugins/list/plugin-typed-css-modules "TS2307: Cannot find module \'./card.module.less\'" in the editor: tsc reports it before any build; a build with output.enableCssModuleTSDeclaration writes src/card.module.less.d.ts, after which tsc passes', () => {
  const dir = project({
    'src/card.module.less': '.title { color: red; }\n',
    'src/index.ts': "import styles from './card.module.less';\ndocument.body.className = styles.title;\n",
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
      include: ['src'],
    }),
    'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
  });
  const tsc = (at = dir) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', at], { encoding: 'utf8' });
  const before = tsc();
  assert.equal(before.status, 2);
  assert.match(before.stdout, /error TS2307: Cannot find module '\.\/card\.module\.less' or its corresponding type declarations\./);
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'src/card.module.less.d.ts'), 'utf8'), /title: string;/);
  const after = tsc();
  assert.equal(after.status, 0, after.stdout);

  // With the guide's src/env.d.ts, an uncompiled file type-checks loosely; a generated declaration wins over it.
  const loose = project(
    {
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/card.module.less': '.title { color: red; }\n',
      'src/index.ts': "import styles from './card.module.less';\ndocument.body.className = styles.titel;\n",
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
        include: ['src'],
      }),
      'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  assert.equal(tsc(loose).status, 0, tsc(loose).stdout);
  build(loose);
  const strict = tsc(loose);
  assert.equal(strict.status, 2);
  assert.match(strict.stdout, /error TS2551: Property 'titel' does not exist on type 'CssExports'\. Did you mean 'title'\?/);
});
