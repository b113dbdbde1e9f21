// Facts behind the thirteenth round's (a) "Common problems" items, as readers describe the problem. Each runs
// @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a throw-away project), Chromium where the page's result
// matters.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from '@playwright/test';
import { startCli } from './lib/rsbuild';
import {
  PNG,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  launchBrowser,
  listen,
  previewServer,
  project,
  rsbuild,
  staticHost,
  waitFor,
} from './topics-support';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

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

test('config/server/port "started on a port another app already uses": the port check binds server.host (0.0.0.0 by default); a server on ::1 only is not seen, the dev server takes the same port without a message and [::1]:port still answers with the other app; a server on 127.0.0.1 is seen (Port … is in use, using port …+1.)', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'rsbuild app';\n" });
  for (const [host, moves] of [
    ['::1', false],
    ['127.0.0.1', true],
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
  const page = await browser.newPage();
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
  const page = await browser.newPage();
  const printed: string[] = [];
  let loads = 0;
  try {
    page.on('console', (m) => printed.push(m.text()));
    page.on('load', () => loads++);
    await page.goto(`${server.url}/`);
    assert.ok(await waitFor(() => printed.includes('[HMR] connected.')));
    edit(dir, 'src/text.js', 'one', 'two');
    assert.ok(await waitFor(async () => loads === 2 && (await page.textContent('body')) === 'two'));
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
