// Facts behind the twenty-fifth round's (a) items (the servers, the JavaScript API, plugin hooks, HMR and environment
// variables), as readers describe the problem: the gzip option of the dev server (devServer.compress), font files not
// loaded from a dev server in Docker (CORS), env variables inside index.html (%VITE_APP_TITLE%), a page reload without
// a reason, command and mode in defineConfig, webpack-shell-plugin-next's onBuildExit in watch mode, dist/about.html at
// /about in preview, configuration passed to createServer/createDevServer, a 乾坤 (qiankun) sub-app nested in its main
// app without hot updates, navigator.mediaDevices undefined on an IP address, one API domain per environment, and
// process.env.BASE_API printed in main.js. Each runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a
// throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/server/compress: webpack-dev-server's `compress` option (devServer.compress) and Vue CLI passing the
//   `devServer` of vue.config.js on to webpack-dev-server are those tools' documentation; neither tool is run.
// - config/server/headers: Docker is not run. A dev server in a container with a published port is, to the browser, a
//   server on another origin than the back end (Django, Rails) that serves the page; both are played by servers on two
//   ports of localhost, the back end's page loading the dev server's script and stylesheet by their full URLs, as such
//   a back end's template does. That webpack-dev-server users fix the font error with devServer.headers
//   Access-Control-Allow-Origin is the answer in rails/webpacker pull request 311 and kobotoolbox/kpi issue 1285 (the
//   report). That browsers fetch a font from another origin in CORS mode while scripts, stylesheets and images need no
//   header is the CSS Fonts specification; the run shows it (the script and the stylesheet apply, the font fails).
// - config/html/template-parameters: that Vite replaces %VITE_*% placeholders in index.html (Vite's "HTML Env
//   Replacement") and Create React App %REACT_APP_*% in public/index.html ("Referencing Environment Variables in the
//   HTML") is their documentation; neither is run.
// - guide/faq/hmr: Chrome DevTools' "Pause on caught exceptions" is its UI for the protocol's
//   Debugger.setPauseOnExceptions with state 'all' ("Pause on uncaught exceptions" is state 'uncaught'); the run drives
//   the protocol, not the DevTools window.
// - guide/basic/configure-rsbuild: Vite's defineConfig(({ command, mode }) => ...) with command 'serve' or 'build' and
//   mode set by --mode is Vite's "Conditional Config" documentation; Vite is not run.
// - plugins/dev/hooks: that webpack-shell-plugin-next's onBuildExit runs after the first build only in watch mode is
//   the report (s00d/webpack-shell-plugin-next issues 34 and 15, where the maintainer points to other hooks); the
//   plugin is not installed.
// - config/server/html-fallback: that vite preview of Vite 4 answered /about with 404 while dist/about.html existed,
//   and served dist/jobs/index.html at /jobs, is vitejs/vite issue 11346; Vite is not run.
// - config/dev/client: qiankun (乾坤) is not installed; its main app is played by a page on another port that runs the
//   sub-app's scripts, as qiankun does after fetching the sub-app's HTML (as in common-problems-round21a.test.ts).
// - config/server/https: mkcert is not run; the certificate is the one of tests/facts/fixtures, made for localhost, so
//   opening the page at the machine's IP address is the case of a certificate that does not name it, which the test's
//   browser context accepts (ignoreHTTPSErrors) as a reader accepts the warning. A single page load goes to this
//   machine's own network address, as in common-problems-round16a.test.ts; the test is skipped without one.
// - guide/advanced/env-vars: process.env.BASE_API is the name of the report (a Vue CLI project, where the page printed
//   undefined); what 0.5.9 does with it is run.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  ROOT,
  RSBUILD_BIN,
  ask,
  build,
  devServer,
  distFiles,
  distText,
  edit,
  freePort,
  listen,
  microFrontendHost,
  previewServer,
  project,
  rsbuild,
  seen,
  sharedBrowser,
  visit,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/server/compress

test('config/server/compress "the gzip compression option of the dev server, webpack-dev-server\'s devServer.compress": without a setting rsbuild dev and rsbuild preview send the bundle\'s JavaScript with Content-Encoding: gzip; devServer: { compress: false } in rsbuild.config is ignored without a warning (still gzip); server: { compress: false } turns it off', async () => {
  const files = { 'src/index.js': `console.log(${JSON.stringify('a long string to exceed 1024 bytes '.repeat(60))});\n` };
  const gzip = { client: 'script' as const, headers: { 'accept-encoding': 'gzip, deflate, br' } };
  const encoding = async (port: number, file: string) => {
    const answer = await ask(port, file, gzip);
    assert.equal(answer.status, 200, file);
    return answer.headers['content-encoding'] ?? 'none';
  };
  const run = async (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    const dev = await devServer(dir);
    let inDev: string;
    try {
      inDev = await encoding(dev.port, '/static/js/index.js');
      assert.doesNotMatch(dev.log(), /devServer|compress|warn/i);
    } finally {
      await dev.stop();
    }
    build(dir);
    const js = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
    const preview = await previewServer(dir);
    try {
      return [inDev, await encoding(preview.port, `/${js}`)];
    } finally {
      await preview.stop();
    }
  };
  assert.deepEqual(await run('export default {};\n'), ['gzip', 'gzip']);
  assert.deepEqual(await run('export default { devServer: { compress: false } };\n'), ['gzip', 'gzip']);
  assert.deepEqual(await run('export default { server: { compress: false } };\n'), ['none', 'none']);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers

/** A font file that Chromium decodes: one shipped with playwright-core (its TrueType icon font). */
const FONT = (() => {
  const fromTest = createRequire(path.join(fs.realpathSync(path.join(ROOT, 'node_modules/@playwright/test')), 'package.json'));
  const core = path.dirname(createRequire(fromTest.resolve('playwright/package.json')).resolve('playwright-core/package.json'));
  const ttf = (fs.readdirSync(path.join(core, 'lib'), { recursive: true }) as string[]).find((f) => f.endsWith('.ttf'));
  if (!ttf) throw new Error(`no .ttf file in ${core}/lib`);
  return fs.readFileSync(path.join(core, 'lib', ttf));
})();

/**
 * A back end's page on its own port (another origin) that loads the scripts and stylesheets of the server at `origin`
 * by their full URLs, as a Django or Rails template does with a dev server's bundle. Returns the page's origin.
 */
async function backEndPage(origin: string, t: { after: (fn: () => void) => void }): Promise<string> {
  const html = (await (await fetch(`${origin}/`)).text()).replace(/(src|href)="\//g, `$1="${origin}/`);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  return `http://localhost:${await listen(server, t)}`;
}

test('config/server/headers "font files are not loaded from the dev server (Docker, a back end serving the page): Access to font ... has been blocked by CORS policy": the page of another origin gets the script, the stylesheet and the font of rsbuild dev (Access-Control-Allow-Origin: *); from rsbuild preview the script and the stylesheet apply but the font fails with that message; server.headers Access-Control-Allow-Origin set to the page\'s origin loads it', async (t) => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.insertAdjacentHTML('beforeend', '<p id=\"t\">Acme</p>');\n",
    'src/index.css': "@font-face { font-family: 'Acme'; src: url('./fonts/acme.ttf') format('truetype'); }\n#t { font-family: 'Acme'; }\n",
    'src/fonts/acme.ttf': FONT,
  };
  const open = async (origin: string) => {
    const pageOrigin = await backEndPage(origin, t);
    const page = await browser().newPage();
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(`${pageOrigin}/`);
      const status = () => page.evaluate(() => [...document.fonts].find((f) => f.family === 'Acme')?.status ?? 'none');
      assert.ok(await waitFor(async () => ['loaded', 'error'].includes(await status())), await status());
      const applied = await page.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).fontFamily);
      return { pageOrigin, font: await status(), applied, log };
    } finally {
      await page.close();
    }
  };

  const dev = await devServer(project(files));
  try {
    const seenDev = await open(dev.url);
    assert.deepEqual([seenDev.font, seenDev.applied], ['loaded', 'Acme']);
    const font = await ask(dev.port, '/static/font/acme.ttf', { client: 'fetch', headers: { origin: seenDev.pageOrigin } });
    assert.deepEqual([font.status, font.headers['access-control-allow-origin']], [200, '*']);
  } finally {
    await dev.stop();
  }

  const built = project(files);
  build(built);
  const fontFile = distFiles(built).find((f) => /^static\/font\/acme\.[0-9a-f]{8}\.ttf$/.test(f));
  let preview = await previewServer(built);
  try {
    const seenPreview = await open(preview.url);
    assert.deepEqual([seenPreview.font, seenPreview.applied], ['error', 'Acme']);
    assert.ok(
      seenPreview.log.includes(
        `Access to font at '${preview.url}/${fontFile}' from origin '${seenPreview.pageOrigin}' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.`,
      ),
      seenPreview.log.join('\n'),
    );
  } finally {
    await preview.stop();
  }

  // The page's origin is only known once its server listens: a fixed port for it, named in the header.
  const backEndPort = await freePort();
  const allowed = project({
    ...files,
    'rsbuild.config.mjs': `export default { server: { headers: { 'Access-Control-Allow-Origin': 'http://localhost:${backEndPort}' } } };\n`,
  });
  build(allowed);
  preview = await previewServer(allowed);
  const html = (await (await fetch(`${preview.url}/`)).text()).replace(/(src|href)="\//g, `$1="${preview.url}/`);
  const backEnd = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => backEnd.listen(backEndPort, 'localhost', resolve));
  const page = await browser().newPage();
  try {
    await page.goto(`http://localhost:${backEndPort}/`);
    const status = () => page.evaluate(() => [...document.fonts].find((f) => f.family === 'Acme')?.status ?? 'none');
    assert.ok(await waitFor(async () => ['loaded', 'error'].includes(await status())));
    assert.equal(await status(), 'loaded');
  } finally {
    await page.close();
    backEnd.closeAllConnections();
    backEnd.close();
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "env variables don\'t work inside index.html: %VITE_APP_TITLE% or %REACT_APP_TITLE% stays as written": with those variables (and PUBLIC_APP_TITLE) in .env, every %NAME% placeholder is left in the built page as written, <%= process.env.PUBLIC_APP_TITLE %> prints the value, and templateParameters passes any variable on', () => {
  const template = [
    '<!doctype html>',
    '<html><head><title>%VITE_APP_TITLE%</title>',
    '<meta name="cra" content="%REACT_APP_TITLE%"><meta name="public" content="%PUBLIC_APP_TITLE%">',
    '<meta name="tag" content="<%= process.env.PUBLIC_APP_TITLE %>"><meta name="param" content="<%= appTitle %>">',
    '</head><body><div id="root"></div></body></html>',
    '',
  ].join('\n');
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'index.html': template,
    '.env': 'VITE_APP_TITLE=Acme Vite\nREACT_APP_TITLE=Acme CRA\nPUBLIC_APP_TITLE=Acme Public\n',
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html', templateParameters: { appTitle: process.env.VITE_APP_TITLE } } };\n",
  });
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<title>%VITE_APP_TITLE%<\/title>/);
  assert.match(html, /<meta name="cra" content="%REACT_APP_TITLE%">/);
  assert.match(html, /<meta name="public" content="%PUBLIC_APP_TITLE%">/);
  assert.match(html, /<meta name="tag" content="Acme Public">/);
  assert.match(html, /<meta name="param" content="Acme Vite">/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "the page reloads without mentioning the reason": an edit to a module that nothing accepts reloads the page with nothing in the console but [HMR] connected. (twice) and no word in the terminal; pausing on caught exceptions stops on "Aborted because ./src/counter.js is not accepted" with "Update propagation: ./src/counter.js -> ./src/index.js", which pausing on uncaught exceptions alone never shows', async () => {
  const files = {
    'src/index.js': "import { label } from './counter.js';\ndocument.body.textContent = label;\n",
    'src/counter.js': "export const label = 'count 1';\n",
  };
  const run = async (state: 'all' | 'uncaught') => {
    const dir = project(files);
    const server = await devServer(dir);
    const page: Page = await browser().newPage();
    const log: string[] = [];
    const paused: string[] = [];
    let loads = 0;
    page.on('console', (m) => log.push(m.text()));
    page.on('load', () => {
      loads += 1;
    });
    try {
      await page.goto(`${server.url}/`);
      assert.ok(await waitFor(() => log.includes('[HMR] connected.')));
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Debugger.paused', (event) => {
        paused.push(String((event.data as { description?: string } | undefined)?.description ?? event.reason));
        void cdp.send('Debugger.resume');
      });
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setPauseOnExceptions', { state });
      const before = server.log().length;
      edit(dir, 'src/counter.js', 'count 1', 'count 2');
      assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'count 2', 30_000));
      await page.waitForTimeout(500);
      return { loads, log, paused, terminal: server.log().slice(before) };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const caught = await run('all');
  assert.equal(caught.loads, 2);
  assert.deepEqual(caught.log, ['[HMR] connected.', '[HMR] connected.']);
  assert.doesNotMatch(caught.terminal, /accept|reload/i);
  assert.equal(caught.paused.length, 1, caught.paused.join('\n'));
  assert.match(
    caught.paused[0],
    /^Error: Aborted because \.\/src\/counter\.js is not accepted\nUpdate propagation: \.\/src\/counter\.js -> \.\/src\/index\.js\n/,
  );
  const uncaught = await run('uncaught');
  assert.equal(uncaught.loads, 2);
  assert.deepEqual(uncaught.paused, []);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rsbuild

test('guide/basic/configure-rsbuild "expose command and mode to defineConfig (Vite\'s ({ command, mode }))": the function receives env, command and envMode only, so a destructured mode is undefined; command is dev for rsbuild dev and build for rsbuild build; envMode is the --env-mode value, env stays production', async () => {
  const config = [
    "import fs from 'node:fs';",
    "import { defineConfig } from '@rsbuild/core';",
    'export default defineConfig((params) => {',
    '  const { command, mode } = params;',
    "  fs.appendFileSync('params.log', JSON.stringify({ keys: Object.keys(params), ...params, command, mode: mode === undefined ? 'undefined' : mode }) + '\\n');",
    '  return {};',
    '});',
    '',
  ].join('\n');
  const dir = project({ 'src/index.js': "console.log('app');\n", 'rsbuild.config.mjs': config }, { '@rsbuild/core': 'rsbuild-0.5' });
  assert.equal(rsbuild(dir, ['build']).code, 0);
  assert.equal(rsbuild(dir, ['build', '--env-mode', 'staging']).code, 0);
  const server = await devServer(dir);
  await server.stop();
  const seenParams = fs
    .readFileSync(path.join(dir, 'params.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const keys = ['env', 'command', 'envMode'];
  assert.deepEqual(seenParams, [
    { keys, env: 'production', command: 'build', envMode: 'production', mode: 'undefined' },
    { keys, env: 'production', command: 'build', envMode: 'staging', mode: 'undefined' },
    { keys, env: 'development', command: 'dev', envMode: 'development', mode: 'undefined' },
  ]);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks

test('plugins/dev/hooks "onBuildExit does not work in watch mode (webpack-shell-plugin-next)": with rsbuild build --watch, onAfterBuild runs after the first build and after each rebuild (isFirstCompile false), and a command run there with execSync sees the new files in dist; onExit runs once, when Ctrl+C stops the watcher', async () => {
  const config = `import fs from 'node:fs';
import { execSync } from 'node:child_process';
export default {
  plugins: [{
    name: 'my-app:after-each-build',
    setup(api) {
      api.onAfterBuild(({ isFirstCompile, stats }) => {
        fs.appendFileSync('hooks.log', 'onAfterBuild ' + isFirstCompile + '\\n');
        if (stats?.hasErrors()) return;
        execSync('node scripts/after-build.mjs', { stdio: 'inherit' });
      });
      api.onExit(() => fs.appendFileSync('hooks.log', 'onExit\\n'));
    },
  }],
};
`;
  const dir = project({
    'src/index.js': "console.log('version 1');\n",
    'scripts/after-build.mjs':
      "import fs from 'node:fs';\nconst js = fs.readdirSync('dist/static/js').map((f) => fs.readFileSync('dist/static/js/' + f, 'utf8')).join('');\nfs.appendFileSync('hooks.log', 'command sees ' + (js.includes('version 2') ? 'version 2' : 'version 1') + '\\n');\n",
    'rsbuild.config.mjs': config,
  });
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  const child: ChildProcess = spawn(process.execPath, [RSBUILD_BIN, 'build', '--watch'], { cwd: dir, env, stdio: 'ignore' });
  const log = () => (fs.existsSync(path.join(dir, 'hooks.log')) ? fs.readFileSync(path.join(dir, 'hooks.log'), 'utf8') : '');
  try {
    assert.ok(await waitFor(() => log().includes('command sees'), 60_000), log());
    edit(dir, 'src/index.js', 'version 1', 'version 2');
    assert.ok(await waitFor(() => log().includes('command sees version 2'), 60_000), log());
    assert.equal(log(), 'onAfterBuild true\ncommand sees version 1\nonAfterBuild false\ncommand sees version 2\n');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  assert.equal(log(), 'onAfterBuild true\ncommand sees version 1\nonAfterBuild false\ncommand sees version 2\nonExit\n');
});

// ---------------------------------------------------------------------------------------------------------
// config/server/html-fallback

test("config/server/html-fallback \"preview doesn't serve dist/about.html at /about (vite preview of Vite 4)\": rsbuild preview answers /about, /about/ and /about.html with about.html, also with htmlFallback false; with the nested structure it answers /about and /about/ with about/index.html; with output.distPath.html 'html' the page is at /html/about and /about gets 404; a path with no file behind it gets the index page", async () => {
  const files = { 'src/index.js': "console.log('index');\n", 'src/about.js': "console.log('about');\n" };
  const config = (extra = '') =>
    `export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { title: ({ entryName }) => 'page-' + entryName${extra.startsWith('html:') ? `, ${extra.slice(5)}` : ''} }${extra.startsWith('html:') ? '' : extra} };\n`;
  const preview = async (extra: string, paths: string[]) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config(extra) });
    build(dir);
    const server = await previewServer(dir);
    try {
      const out: Record<string, string> = {
        files: distFiles(dir)
          .filter((f) => f.endsWith('.html'))
          .join(' '),
      };
      for (const p of paths) out[p] = await seen(server.port, p);
      return out;
    } finally {
      await server.stop();
    }
  };
  const about = ['/about', '/about/', '/about.html'];
  assert.deepEqual(await preview('', [...about, '/html/about']), {
    files: 'about.html index.html',
    '/about': '200 page-about',
    '/about/': '200 page-about',
    '/about.html': '200 page-about',
    '/html/about': '200 page-index',
  });
  assert.deepEqual(await preview(', server: { htmlFallback: false }', about), {
    files: 'about.html index.html',
    '/about': '200 page-about',
    '/about/': '200 page-about',
    '/about.html': '200 page-about',
  });
  assert.deepEqual(await preview("html: outputStructure: 'nested'", ['/about', '/about/']), {
    files: 'about/index.html index/index.html',
    '/about': '200 page-about',
    '/about/': '200 page-about',
  });
  assert.deepEqual(await preview(", output: { distPath: { html: 'html' } }", ['/about', '/html/about']), {
    files: 'html/about.html html/index.html',
    '/about': '404',
    '/html/about': '200 page-about',
  });
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/core

test('api/javascript-api/core "can createServer / createDevServer take configuration data?": @rsbuild/core has no createServer export (undefined through require, a SyntaxError for a named import); startDevServer({ server: { port } }) and createDevServer({ server: { port } }) ignore it without a word; rsbuildConfig.server.port of createRsbuild sets the port of both', async () => {
  const [fromConfig, ignoredStart, ignoredCreate, fromConfigCreate] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const script = `import { createRequire } from 'node:module';
import { createRsbuild } from '@rsbuild/core';
const out = { required: typeof createRequire(import.meta.url)('@rsbuild/core').createServer };
const start = async (rsbuildConfig, options) => {
  const result = await (await createRsbuild({ rsbuildConfig })).startDevServer(options);
  await result.server.close();
  return result.port;
};
const create = async (rsbuildConfig, options) => {
  const server = await (await createRsbuild({ rsbuildConfig })).createDevServer(options);
  await server.close();
  return server.port;
};
out.fromConfig = await start({ server: { port: ${fromConfig} } });
out.ignoredStart = await start({}, { server: { port: ${ignoredStart} } });
out.ignoredCreate = await create({}, { server: { port: ${ignoredCreate} } });
out.fromConfigCreate = await create({ server: { port: ${fromConfigCreate} } });
console.log('RESULT ' + JSON.stringify(out));
process.exit(0);
`;
  const dir = project(
    {
      'src/index.js': "console.log('app');\n",
      'dev.mjs': script,
      'named.mjs': "import { createServer } from '@rsbuild/core';\nconsole.log(typeof createServer);\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  const run = spawnSync(process.execPath, ['dev.mjs'], { cwd: dir, encoding: 'utf8', env, timeout: 180_000 });
  const output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, output);
  const result = JSON.parse(/RESULT (.*)/.exec(output)?.[1] ?? '{}');
  assert.equal(result.required, 'undefined');
  assert.equal(result.fromConfig, fromConfig);
  assert.equal(result.fromConfigCreate, fromConfigCreate);
  // 8080 by default, or the next free port when another process holds it
  for (const port of [result.ignoredStart, result.ignoredCreate]) assert.ok(port >= 8080 && port <= 8100, String(port));
  assert.notEqual(result.ignoredStart, ignoredStart);
  assert.notEqual(result.ignoredCreate, ignoredCreate);
  assert.doesNotMatch(output, /warn|unknown|server\.port/i);
  const named = spawnSync(process.execPath, ['named.mjs'], { cwd: dir, encoding: 'utf8', env });
  assert.notEqual(named.status, 0);
  assert.match(named.stderr, /SyntaxError: Named export 'createServer' not found/);
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test("config/dev/client \"乾坤 (qiankun) sub-app nested in its main app gets no hot updates\": in the main app's page, the sub-app's client connects to ws://<main page host>:<sub-app port>/rsbuild-hmr; with client host and port and dev.assetPrefix set to the sub-app's origin, a save in the sub-app updates the main app's page", async (t) => {
  const port = "process.argv[process.argv.indexOf('--port') + 1]";
  const run = async (config: string, save: boolean) => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'sub-app 1';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const page = await browser().newPage();
    const sockets: string[] = [];
    const log: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(`${await microFrontendHost(server.url, '127.0.0.1', t)}/`);
      assert.ok(await waitFor(() => log.includes('[HMR] connected.')), log.join('\n'));
      if (save) {
        edit(dir, 'src/index.js', 'sub-app 1', 'sub-app 2');
        assert.ok(await waitFor(async () => (await page.textContent('body').catch(() => '')) === 'sub-app 2', 30_000));
      }
      return { port: server.port, sockets: [...new Set(sockets)] };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const plain = await run('export default {};\n', false);
  assert.deepEqual(plain.sockets, [`ws://127.0.0.1:${plain.port}/rsbuild-hmr`]);
  const set = await run(
    `export default { dev: { assetPrefix: \`http://localhost:\${${port}}/\`, client: { host: 'localhost', port: ${port} } } };\n`,
    true,
  );
  assert.deepEqual(set.sockets, [`ws://localhost:${set.port}/rsbuild-hmr`]);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/https

test('config/server/https "navigator.mediaDevices is undefined when the page is opened by IP address": at http://localhost it is an object; at http://<IP address> the page is no secure context, navigator.mediaDevices is undefined and getUserMedia throws "Cannot read properties of undefined (reading \'getUserMedia\')"; with server.https (a certificate for another name, its warning accepted) https://<IP address> has it', async (t) => {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address)[0];
  if (!lan) return t.skip('this machine has no network address besides loopback');
  const app = {
    'src/index.js':
      'document.body.textContent = typeof navigator.mediaDevices;\nnavigator.mediaDevices.getUserMedia({ video: true }).catch(() => {});\n',
  };
  const read = async (url: string) => {
    const context = await browser().newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(url);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const [media, secure] = await page.evaluate(() => [document.body.textContent, window.isSecureContext]);
      return { media, secure, errors };
    } finally {
      await context.close();
    }
  };
  const plain = await devServer(project(app));
  try {
    assert.deepEqual(await read(`http://localhost:${plain.port}/`), { media: 'object', secure: true, errors: [] });
    assert.deepEqual(await read(`http://${lan}:${plain.port}/`), {
      media: 'undefined',
      secure: false,
      errors: ["Cannot read properties of undefined (reading 'getUserMedia')"],
    });
  } finally {
    await plain.stop();
  }
  const certs = path.join(ROOT, 'tests/facts/fixtures');
  const config = [
    "import fs from 'node:fs';",
    `const certs = ${JSON.stringify(certs)};`,
    "export default { server: { https: { key: fs.readFileSync(certs + '/localhost-key.pem'), cert: fs.readFileSync(certs + '/localhost-cert.pem') } } };",
    '',
  ].join('\n');
  const secure = await devServer(project({ ...app, 'rsbuild.config.mjs': config }), { https: true });
  try {
    assert.deepEqual(await read(`https://${lan}:${secure.port}/`), { media: 'object', secure: true, errors: [] });
  } finally {
    await secure.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars

test('guide/advanced/env-vars "multiple environments, a different API domain for development, test and production": PUBLIC_API_URL from .env.development in rsbuild dev, from .env.production in rsbuild build, from .env.staging with --env-mode staging', async () => {
  const dir = project({
    'src/index.js': 'document.body.textContent = `${process.env.PUBLIC_API_URL}/users`;\n',
    '.env.development': 'PUBLIC_API_URL=http://localhost:3000\n',
    '.env.staging': 'PUBLIC_API_URL=https://staging-api.example.com\n',
    '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
  });
  const url = () => /https?:\/\/[a-z.-]+(:\d+)?/.exec(distText(dir, /^static\/js\/index\./))?.[0];
  build(dir);
  assert.equal(url(), 'https://api.example.com');
  assert.equal(rsbuild(dir, ['build', '--env-mode', 'staging']).code, 0);
  assert.equal(url(), 'https://staging-api.example.com');
  const server = await devServer(dir);
  try {
    const { value } = await visit(browser(), `${server.url}/`, () => document.body.textContent);
    assert.equal(value, 'http://localhost:3000/users');
  } finally {
    await server.stop();
  }
});

test('guide/advanced/env-vars "process.env.API_URL, or process.env.BASE_API printed in main.js, is undefined in the browser, or the page stops with process is not defined": BASE_API in .env is not exposed: process.env.BASE_API stays in the bundle and the page stops with process is not defined; named PUBLIC_BASE_API, or defined with source.define, it prints the value', async () => {
  const entry = { 'rsbuild.config.mjs': "export default { source: { entry: { index: './src/main.js' } } };\n" };
  const page = async (code: string, files: Record<string, string>) => {
    const dir = project({ 'src/main.js': `document.body.textContent = 'BASE_API = ' + ${code};\n`, ...entry, ...files });
    build(dir);
    const server = await previewServer(dir);
    try {
      return { dir, ...(await visit(browser(), `${server.url}/`, () => document.body.textContent)) };
    } finally {
      await server.stop();
    }
  };
  const bare = await page('process.env.BASE_API', { '.env': 'BASE_API=https://api.example.com\n' });
  assert.deepEqual(bare.errors, ['Uncaught ReferenceError: process is not defined']);
  assert.match(distText(bare.dir, /^static\/js\//), /process\.env\.BASE_API/);
  const prefixed = await page('process.env.PUBLIC_BASE_API', { '.env': 'PUBLIC_BASE_API=https://api.example.com\n' });
  assert.deepEqual([prefixed.errors, prefixed.value], [[], 'BASE_API = https://api.example.com']);
  const defined = await page('process.env.BASE_API', {
    '.env': 'BASE_API=https://api.example.com\n',
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/main.js' }, define: { 'process.env.BASE_API': JSON.stringify(process.env.BASE_API) } } };\n",
  });
  assert.deepEqual([defined.errors, defined.value], [[], 'BASE_API = https://api.example.com']);
});
