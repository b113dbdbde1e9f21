// Facts behind the twenty-third round's (a) items (the dev server, HMR and HTML pages), as readers describe the
// problem. Each runs @rsbuild/core 0.5.9 (its CLI or its JavaScript API, in a throw-away project). Items resting on
// other sources are noted here and at their section.
//
// Facts run by earlier files, not again here:
// - guide/faq/hmr "a dev container on Windows, hot reload doesn't work": without file system events a save compiles
//   nothing, and tools.rspack watchOptions.poll or WATCHPACK_POLLING=true finds the save (common-problems-dev.test.ts).
//   That a folder of the Windows drive mounted into a Linux container (Docker Desktop, VS Code Dev Containers, WSL 2's
//   /mnt/c) delivers no inotify events to the container rests on Docker's and WSL's documentation, not run here.
// - guide/faq/hmr "every hot update ends in a full page reload" (热更新后总是会重新载入页面): the causes the page names are
//   run elsewhere: no framework plugin (common-problems-round7a.test.ts), an update that no module
//   accepts (common-problems-round13a.test.ts), dev.hmr false (faq-hmr.test.ts), a component file that also exports a
//   constant and an anonymous default export (common-problems-dev.test.ts).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  ask,
  build,
  devServer,
  distText,
  edit,
  freePort,
  listen,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

/** Opens `url` in a new page and records its WebSockets, its requests (with their statuses), its console and loads. */
async function watch(url: string): Promise<{
  page: Page;
  sockets: string[];
  responses: string[];
  console: string[];
  loads: () => number;
}> {
  const page = await browser().newPage();
  const sockets: string[] = [];
  const responses: string[] = [];
  const log: string[] = [];
  let loads = 0;
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('response', (r) => responses.push(`${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => responses.push(`failed ${r.url()}`));
  page.on('console', (m) => log.push(m.text()));
  page.on('load', () => (loads += 1));
  await page.goto(url);
  await page.waitForLoadState('load');
  return { page, sockets, responses, console: log, loads: () => loads };
}

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "a React Router (react-router-dom BrowserRouter) route refreshed or opened directly": with the defaults, rsbuild dev and rsbuild preview both answer /about and /users/42 with index.html (200), whose script is absolute, and the route renders in Chromium', async () => {
  // A BrowserRouter stand-in: it renders what location.pathname says, as react-router-dom's routes do.
  const dir = project({ 'src/index.js': "document.body.textContent = 'route ' + location.pathname;\n" });
  for (const start of [devServer, previewServer]) {
    // rsbuild dev empties dist/ when it starts: build right before the preview.
    if (start === previewServer) build(dir);
    const server = await start(dir);
    try {
      for (const route of ['/about', '/users/42']) {
        const a = await ask(server.port, route);
        assert.equal(a.status, 200, `${start.name} ${route}`);
        assert.match(a.text, /<script[^>]* src="\/static\/js\/index(\.[0-9a-f]{8})?\.js"/);
        const seen = await watch(`${server.url}${route}`);
        try {
          assert.ok(
            await waitFor(async () => (await seen.page.textContent('body')) === `route ${route}`, 10_000),
            `${start.name} ${route}`,
          );
        } finally {
          await seen.page.close();
        }
      }
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// api/javascript-api/instance
//
// Express and webpack-hot-middleware are not installed: connect, which 0.5.9 bundles as @rsbuild/shared/connect and
// whose app has Express's use()/listen() surface, plays the Express app (as in javascript-api.test.ts). That
// webpack-hot-middleware works by an entry `webpack-hot-middleware/client` and HotModuleReplacementPlugin in a webpack
// config is its README's setup, not run here.

const OWN_SERVER = `import { createRequire } from 'node:module';
import { createRsbuild } from '@rsbuild/core';
const require = createRequire(import.meta.url);
const connect = createRequire(require.resolve('@rsbuild/core'))('@rsbuild/shared/connect');
const port = Number(process.env.PORT);
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { port, printUrls: false } } });
const rsbuildServer = await rsbuild.createDevServer();
const app = connect();
app.use('/api/time', (req, res) => res.end('{}'));
app.use(rsbuildServer.middlewares);
const server = app.listen(port);
if (!process.env.NO_UPGRADE) server.on('upgrade', rsbuildServer.onHTTPUpgrade);
server.on('listening', async () => {
  await rsbuildServer.afterListen();
  console.log('LISTENING');
});
`;

async function ownServer(dir: string, env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', PORT: String(port), ...env };
  delete childEnv.NODE_ENV;
  delete childEnv.NODE_PATH;
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d));
  child.stderr?.on('data', (d: Buffer) => (log += d));
  assert.ok(await waitFor(() => /LISTENING/.test(log) && /ready\s+Client compiled/.test(log), 60_000), log);
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

test('api/javascript-api/instance "hot reload not working in an Express app (webpack-hot-middleware)": an app of one\'s own with app.use(rsbuildServer.middlewares) and the upgrade event handed to onHTTPUpgrade gets hot updates (a CSS edit applies without a reload); without the upgrade handler the console says the WebSocket failed and an edit changes nothing', async () => {
  const run = async (env: NodeJS.ProcessEnv) => {
    const dir = project(
      {
        'server.mjs': OWN_SERVER,
        'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p id=\"t\">hello</p>';\n",
        'src/index.css': '#t { color: rgb(255, 0, 0); }\n',
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    const server = await ownServer(dir, env);
    const seen = await watch(`${server.url}/`);
    try {
      await waitFor(() => seen.console.some((l) => l.includes('[HMR]') || l.includes('WebSocket')), 5_000);
      edit(dir, 'src/index.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
      const color = () => seen.page.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).color);
      await waitFor(async () => (await color()) === 'rgb(0, 0, 255)', 8_000);
      return { color: await color(), loads: seen.loads(), console: seen.console };
    } finally {
      await seen.page.close();
      await server.stop();
    }
  };
  const hot = await run({});
  assert.ok(hot.console.includes('[HMR] connected.'), hot.console.join('\n'));
  assert.deepEqual([hot.color, hot.loads], ['rgb(0, 0, 255)', 1]);
  const cold = await run({ NO_UPGRADE: '1' });
  assert.ok(!cold.console.includes('[HMR] connected.'), cold.console.join('\n'));
  assert.ok(
    cold.console.some((l) => /WebSocket connection to 'ws:\/\/localhost:\d+\/rsbuild-hmr' failed/.test(l)),
    cold.console.join('\n'),
  );
  assert.equal(cold.color, 'rgb(255, 0, 0)');
});

// ---------------------------------------------------------------------------------------------------------
// config/html/title

test('config/html/title "changing the name in package.json does not change the title": with package.json name and description set, 0.5.9 still titles the page Rsbuild App, in rsbuild build and rsbuild dev; html.title sets it', async () => {
  const pkg = '{ "name": "acme-shop", "description": "Acme Shop", "private": true }\n';
  const dir = project({ 'package.json': pkg, 'src/index.js': "console.log('app');\n" });
  build(dir);
  assert.deepEqual(distText(dir, /^index\.html$/).match(/<title>[^<]*<\/title>/g), ['<title>Rsbuild App</title>']);
  const server = await devServer(dir);
  try {
    assert.equal((await ask(server.port, '/')).page, 'Rsbuild App');
  } finally {
    await server.stop();
  }
  const set = project({
    'package.json': pkg,
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { title: 'Acme Shop' } };\n",
  });
  build(set);
  assert.deepEqual(distText(set, /^index\.html$/).match(/<title>[^<]*<\/title>/g), ['<title>Acme Shop</title>']);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters

test('config/html/template-parameters "an environment variable in index.html": in the template, <%= process.env.X %> prints the variables 0.5.9 replaces at compile time (PUBLIC_ ones from .env or the shell, NODE_ENV, source.define keys); any other, such as APP_TITLE from .env, stops rsbuild build with Template execution failed: ReferenceError: process is not defined; templateParameters: { appTitle: process.env.APP_TITLE } and <%= appTitle %> print it; <%= import.meta.env.PUBLIC_API_URL %> stops the build with Cannot use \'import.meta\' outside a module', () => {
  const template = (body: string) => `<!doctype html><html><head>${body}</head><body></body></html>\n`;
  const files = {
    '.env': 'PUBLIC_API_URL=https://api.example.test\nAPP_TITLE=Acme\n',
    'src/index.js': "console.log('app');\n",
  };
  const replaced = project({
    ...files,
    'index.html': template(
      '<meta name="api" content="<%= process.env.PUBLIC_API_URL %>"><meta name="shell" content="<%= process.env.PUBLIC_SHELL %>"><meta name="mode" content="<%= process.env.NODE_ENV %>"><meta name="defined" content="<%= process.env.BUILD_ID %>">',
    ),
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html' }, source: { define: { 'process.env.BUILD_ID': JSON.stringify('42') } } };\n",
  });
  build(replaced, { PUBLIC_SHELL: 'from-shell' });
  const html = distText(replaced, /^index\.html$/);
  for (const meta of [
    'api" content="https://api.example.test"',
    'shell" content="from-shell"',
    'mode" content="production"',
    'defined" content="42"',
  ]) {
    assert.ok(html.includes(`<meta name="${meta}>`), `${meta}\n${html}`);
  }
  const other = project({
    ...files,
    'index.html': template('<title><%= process.env.APP_TITLE %></title>'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const run = rsbuild(other, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Template execution failed: ReferenceError: process is not defined/);
  const meta = project({
    ...files,
    'index.html': template('<meta name="api" content="<%= import.meta.env.PUBLIC_API_URL %>">'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const metaRun = rsbuild(meta, ['build']);
  assert.notEqual(metaRun.code, 0);
  assert.match(metaRun.output, /Cannot use 'import\.meta' outside a module/);
  const passed = project({
    ...files,
    'index.html': template('<title><%= appTitle %></title>'),
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html', templateParameters: { appTitle: process.env.APP_TITLE } } };\n",
  });
  build(passed);
  assert.match(distText(passed, /^index\.html$/), /<title>Acme<\/title>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags

test('config/html/tags "a script in index.html in production only": html.tags chosen by process.env.NODE_ENV in rsbuild.config is in the page of rsbuild build, not in the page of rsbuild dev', async () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `export default {
  html: {
    tags: process.env.NODE_ENV === 'production'
      ? [{ tag: 'script', attrs: { src: 'https://cdn.example.com/analytics.js', defer: true } }]
      : [],
  },
};
`,
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /<script src="https:\/\/cdn\.example\.com\/analytics\.js" defer(="defer")?><\/script>/);
  const server = await devServer(dir);
  try {
    const page = (await ask(server.port, '/')).text;
    assert.match(page, /static\/js\/index\.js/);
    assert.doesNotMatch(page, /analytics/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares
//
// "options has an unknown property 'before'" is webpack-dev-server 4's: it validates its options with schema-utils
// and prints "Invalid options object. Dev Server has been initialized using an options object that does not match
// the API schema." followed by " - options has an unknown property 'before'. These properties are valid:" for a
// devServer.before of webpack-dev-server 3 (its v4 migration guide: before/after became
// onBeforeSetupMiddleware/onAfterSetupMiddleware, then setupMiddlewares). webpack-dev-server is not run here.

test("config/dev/setup-middlewares \"options has an unknown property 'before'\" is not 0.5.9's: a before function under dev (or under devServer) starts rsbuild dev without that message or any warning about it, and is never called", async () => {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': `const before = () => console.log('BEFORE WAS CALLED');
export default { dev: { before }, devServer: { before } };
`,
  });
  const server = await devServer(dir);
  try {
    assert.equal((await ask(server.port, '/')).status, 200);
    const log = server.log();
    assert.doesNotMatch(log, /unknown property|BEFORE WAS CALLED|before/i);
    assert.doesNotMatch(log, /warn/i);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/inject
//
// HtmlWebpackPlugin's defaults (inject: true, scriptLoading: 'defer' since html-webpack-plugin 5, which then puts the
// scripts into <head>; 4 put them at the end of <body>) are its README's, not run here.

test("config/html/inject \"HtmlWebpackPlugin inject: 'head' instead of inject: true\": 0.5.9 writes the same <head> with the script deferred for the default, html.inject true and html.inject 'head'; 'body' moves it to the end of <body>", () => {
  const where = (config: string): string => {
    const dir = project({ 'src/index.js': "console.log('app');\n", 'rsbuild.config.mjs': config });
    build(dir);
    const html = distText(dir, /^index\.html$/).replace(/\.[0-9a-f]{8}\.js/g, '.[hash].js');
    const head = html.slice(0, html.indexOf('</head>'));
    const script = /<script defer(="defer")? src="\/static\/js\/index\.\[hash\]\.js"><\/script>/;
    return script.test(head) ? 'head, defer' : script.test(html.slice(html.indexOf('<body'))) ? 'body, defer' : html;
  };
  assert.equal(where('export default {};\n'), 'head, defer');
  assert.equal(where('export default { html: { inject: true } };\n'), 'head, defer');
  assert.equal(where("export default { html: { inject: 'head' } };\n"), 'head, defer');
  assert.equal(where("export default { html: { inject: 'body' } };\n"), 'body, defer');
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/client
//
// qiankun is not installed: the main app is a page on another port of localhost that runs the sub-app's scripts, as
// qiankun does after fetching the sub-app's HTML, and answers 404 for every other path, as a main app's dev server
// does for files it does not have.

test("config/dev/client \"main app and sub-app on different ports, the sub-app's requests go to the main app's port and get 404\": in the main app's page, the sub-app's lazy chunk and its hot update files are requested from the main app's origin (404); with dev.assetPrefix set to the sub-app's origin they load from the sub-app's dev server", async (t) => {
  const mainApp = async (subUrl: string): Promise<string> => {
    const html = await (await fetch(`${subUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${subUrl}/`).href);
    const server = http.createServer((req, res) => {
      if (req.url !== '/') return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>main</title><body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`);
    });
    return `http://localhost:${await listen(server, t)}`;
  };
  const port = "process.argv[process.argv.indexOf('--port') + 1]";
  const run = async (config: string) => {
    const dir = project({
      'src/index.js': "import('./lazy').then((m) => { document.body.textContent = m.text; });\n",
      'src/lazy.js': "export const text = 'lazy 1';\n",
      'rsbuild.config.mjs': config,
    });
    const server = await devServer(dir);
    const main = await mainApp(server.url);
    const seen = await watch(`${main}/`);
    try {
      await waitFor(() => seen.console.includes('[HMR] connected.'));
      await waitFor(() => seen.responses.some((r) => r.includes('lazy')), 5_000);
      edit(dir, 'src/lazy.js', 'lazy 1', 'lazy 2');
      await waitFor(() => seen.responses.some((r) => r.includes('hot-update')), 10_000);
      const pick = (re: RegExp) =>
        seen.responses
          .filter((r) => re.test(r))
          .map((r) =>
            r
              .replace(/\/[^/]+$/, '/…')
              .replace(server.url, 'SUB')
              .replace(main, 'MAIN'),
          );
      return { lazy: pick(/lazy/)[0], hotUpdate: pick(/hot-update/)[0], socket: seen.sockets[0]?.replace(String(server.port), 'SUBPORT') };
    } finally {
      await seen.page.close();
      await server.stop();
    }
  };
  const plain = await run('export default {};\n');
  assert.deepEqual(plain, { lazy: '404 MAIN/static/js/async/…', hotUpdate: '404 MAIN/…', socket: 'ws://localhost:SUBPORT/rsbuild-hmr' });
  const set = await run(`export default { dev: { assetPrefix: \`http://localhost:\${${port}}/\` } };\n`);
  assert.deepEqual(set, { lazy: '200 SUB/static/js/async/…', hotUpdate: '200 SUB/…', socket: 'ws://localhost:SUBPORT/rsbuild-hmr' });
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "a sockjs-node/info request again and again, how to stop it": the 0.5.9 client opens one WebSocket to /rsbuild-hmr (or to dev.client.path when set) and asks for no sockjs-node URL; with dev.hmr and dev.liveReload false the page opens no socket and makes no request after loading', async () => {
  const run = async (config: string) => {
    const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const seen = await watch(`${server.url}/`);
    try {
      await waitFor(() => seen.console.includes('[HMR] connected.'), 3_000);
      const loaded = seen.responses.length;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const rel = (s: string) => s.replace(server.url, '').replace(`ws://localhost:${server.port}`, 'ws:');
      return { sockets: seen.sockets.map(rel), requests: seen.responses.map(rel), later: seen.responses.slice(loaded) };
    } finally {
      await seen.page.close();
      await server.stop();
    }
  };
  const plain = await run('export default {};\n');
  assert.deepEqual(plain.sockets, ['ws:/rsbuild-hmr']);
  assert.ok(!plain.requests.some((r) => r.includes('sockjs')), plain.requests.join('\n'));
  const renamed = await run("export default { dev: { client: { path: '/sockjs-node' } } };\n");
  assert.deepEqual(renamed.sockets, ['ws:/sockjs-node']);
  const off = await run('export default { dev: { hmr: false, liveReload: false } };\n');
  assert.deepEqual(off.sockets, []);
  assert.deepEqual(off.later, []);
  assert.deepEqual(off.requests, ['200 /', '200 /static/js/index.js']);
});
