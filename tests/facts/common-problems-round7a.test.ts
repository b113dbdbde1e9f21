// Facts behind the seventh round's (a) "Common problems" items, on the deploy, dev server, HMR and HTML pages, as
// readers describe the problem: a build deployed to a sub-folder (Tomcat, GitHub Pages) that loads nothing, one
// prefix for the dev server and another for the build, webpack-dev-server 3's `sockjs-node` messages, a page that
// reloads instead of hot updating, a phone that cannot open the dev server and a browser opened at 0.0.0.0, a
// refresh that gives 404 on a static host such as nginx, <meta> in index.html, and a React app built into one
// HTML file. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import {
  ROOT,
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  edit,
  fakeOpener,
  sharedBrowser,
  nextCompilation,
  previewServer,
  project,
  waitFor,
  staticHost,
} from './topics-support';

const browser = sharedBrowser();

const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/\d+\./, '/[id].'));

type Seen = { console: string[]; requests: string[]; sockets: string[]; status?: number; text: string };
/** Opens `url` in Chromium; returns what the console printed, the URLs asked for, the WebSockets opened and the body's text. */
async function open(url: string, page?: Page): Promise<Seen> {
  const own = page ?? (await browser().newPage());
  const seen: Seen = { console: [], requests: [], sockets: [], text: '' };
  own.on('console', (m) => seen.console.push(m.text()));
  own.on('pageerror', (e) => seen.console.push(`Uncaught ${e.message}`));
  own.on('request', (r) => seen.requests.push(r.url()));
  own.on('websocket', (ws) => seen.sockets.push(ws.url()));
  try {
    seen.status = (await own.goto(url))?.status();
    await own.waitForLoadState('load');
    await own.waitForTimeout(500);
    seen.text = (await own.textContent('body')) ?? '';
    return seen;
  } finally {
    if (!page) await own.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "deployed to a sub-folder of a server (Tomcat webapps/<folder>, GitHub Pages /<repo>/): blank page, Failed to load resource: the server responded with a status of 404 (Not Found)"; assetPrefix \'/<folder>/\' fixes it', async (t) => {
  const files = {
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p>app is running</p>';\n",
    'src/index.css': 'p { color: rgb(255, 0, 0); }\n',
  };
  const plain = project(files);
  build(plain);
  const base = await staticHost(t, path.join(plain, 'dist'), { folder: 'my-repo' });
  const broken = await open(`${base}/my-repo/`);
  assert.equal(broken.status, 200);
  assert.equal(broken.text, '', 'a blank page');
  const asked = broken.requests.map((u) => hashed([u.slice(base.length)])[0]);
  assert.ok(asked.includes('/static/js/index.[hash].js') && asked.includes('/static/css/index.[hash].css'), asked.join('\n'));
  assert.ok(
    broken.console.filter((l) => l === 'Failed to load resource: the server responded with a status of 404 (Not Found)').length >= 2,
    broken.console.join('\n'),
  );

  const fixed = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: '/my-repo/' } };\n" });
  build(fixed);
  assert.match(distText(fixed, /^index\.html$/), /src="\/my-repo\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const fixedBase = await staticHost(t, path.join(fixed, 'dist'), { folder: 'my-repo' });
  const works = await open(`${fixedBase}/my-repo/`);
  assert.equal(works.text, 'app is running');
  // (the favicon, which the browser asks for at the root)
  assert.deepEqual(
    works.console.filter((l) => !l.startsWith('Failed to load resource')),
    [],
  );
  assert.ok(!works.requests.some((u) => u.includes('/static/') && !u.includes('/my-repo/static/')), works.requests.join('\n'));
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/asset-prefix

test('config/dev/asset-prefix "npm run dev works but the build references the wrong address; set the two separately": dev.assetPrefix for rsbuild dev, output.assetPrefix for rsbuild build, each ignoring the other', async () => {
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/' }, output: { assetPrefix: 'https://cdn.example.com/app/' } };\n",
  });
  build(dir);
  assert.match(distText(dir, /^index\.html$/), /src="https:\/\/cdn\.example\.com\/app\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /src="\/static\/js\/index\.js"/);
    assert.doesNotMatch(html, /cdn\.example\.com/);
  } finally {
    await server.stop();
  }
  // And the other way round: dev.assetPrefix leaves the build alone.
  const devOnly = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/dev-prefix/' } };\n",
  });
  build(devOnly);
  assert.match(distText(devOnly, /^index\.html$/), /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr + config/dev/client

test('guide/faq/hmr "GET http://localhost:8080/sockjs-node/info?t=... net::ERR_CONNECTION_REFUSED" is webpack-dev-server 3\'s: the 0.5.9 client asks for no sockjs-node URL, opens one WebSocket ws://<page host>:<port>/rsbuild-hmr, and prints "WebSocket connection to ... failed" when the dev server is gone; dev.client changes that URL', async () => {
  const dir = project({ 'src/index.js': "document.body.textContent = 'app';\n" });
  const server = await devServer(dir);
  const page = await browser().newPage();
  let seen: Seen;
  try {
    seen = await open(`${server.url}/`, page);
    assert.deepEqual(seen.sockets, [`ws://localhost:${server.port}/rsbuild-hmr`]);
    assert.ok(!seen.requests.some((u) => /sockjs|\/info\?t=|\/ws\b/.test(u)), seen.requests.join('\n'));
    assert.ok(seen.console.includes('[HMR] connected.'));
  } finally {
    await server.stop();
  }
  try {
    assert.ok(
      await waitFor(() =>
        seen.console.some((l) => l.startsWith(`WebSocket connection to 'ws://localhost:${server.port}/rsbuild-hmr' failed`)),
      ),
      seen.console.join('\n'),
    );
    assert.ok(seen.console.includes('[HMR] disconnected. Attempting to reconnect.'));
    assert.ok(!seen.console.some((l) => l.includes('sockjs')));
  } finally {
    await page.close();
  }
  const moved = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { dev: { client: { port: '4316', path: '/my-hmr', protocol: 'wss' } } };\n",
  });
  const other = await devServer(moved);
  try {
    const visit = await open(`${other.url}/`);
    // Nothing answers there, and the client tries again after a failure: a slow run sees the URL twice.
    assert.deepEqual([...new Set(visit.sockets)], ['wss://localhost:4316/my-hmr']);
  } finally {
    await other.stop();
  }
});

test('guide/faq/hmr "the whole page reloads instead of hot updating": without a framework plugin a JavaScript edit fetches the hot update, then reloads; a CSS edit does not; import.meta.webpackHot.accept keeps the page; dev.hmr: false reloads on every edit, CSS too', async () => {
  const PLAIN = {
    'src/index.js': "import './index.css';\nimport { label } from './label';\ndocument.body.innerHTML = `<p id=\"t\">${label}</p>`;\n",
    'src/label.js': "export const label = 'first';\n",
    'src/index.css': '#t { color: rgb(255, 0, 0); }\n',
  };
  /** Opens the page, makes one edit and reports whether the page was loaded again and which hot updates it asked for. */
  const afterEdit = async (
    files: Record<string, string>,
    file: string,
    from: string,
    to: string,
  ): Promise<{ loads: number; hotUpdates: number; color: string; text: string }> => {
    const dir = project(files);
    const server = await devServer(dir);
    const page = await browser().newPage();
    let loads = 0;
    let hotUpdates = 0;
    const log: string[] = [];
    page.on('load', () => (loads += 1));
    page.on('console', (m) => log.push(m.text()));
    page.on('request', (r) => {
      if (r.url().includes('.hot-update.')) hotUpdates += 1;
    });
    try {
      await page.goto(`${server.url}/`);
      await page.waitForSelector('#t');
      await waitFor(() => log.includes('[HMR] connected.'));
      const done = compilations(server);
      edit(dir, file, from, to);
      await nextCompilation(server, done);
      await page.waitForTimeout(1_500);
      await page.waitForSelector('#t');
      return {
        loads,
        hotUpdates,
        color: await page.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).color),
        text: (await page.textContent('#t')) ?? '',
      };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  const js = await afterEdit(PLAIN, 'src/label.js', 'first', 'second');
  assert.deepEqual([js.loads, js.text], [2, 'second'], 'a JavaScript edit reloads the page');
  assert.ok(js.hotUpdates >= 2, 'after fetching the hot update');
  const css = await afterEdit(PLAIN, 'src/index.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
  assert.deepEqual([css.loads, css.color], [1, 'rgb(0, 0, 255)'], 'a CSS edit is applied in place');
  const accepting = {
    ...PLAIN,
    'src/index.js': [
      "import './index.css';",
      "import { label } from './label';",
      'document.body.innerHTML = `<p id="t">${label}</p>`;',
      'if (import.meta.webpackHot) {',
      "  import.meta.webpackHot.accept('./label', () => {",
      "    document.querySelector('#t').textContent = require('./label').label;",
      '  });',
      '}',
      '',
    ].join('\n'),
  };
  const accepted = await afterEdit(accepting, 'src/label.js', 'first', 'second');
  assert.deepEqual([accepted.loads, accepted.text], [1, 'second'], 'an accepted update is applied without a reload');
  const off = await afterEdit(
    { ...PLAIN, 'rsbuild.config.mjs': 'export default { dev: { hmr: false } };\n' },
    'src/index.css',
    'rgb(255, 0, 0)',
    'rgb(0, 0, 255)',
  );
  assert.deepEqual([off.loads, off.hotUpdates, off.color], [2, 0, 'rgb(0, 0, 255)'], 'dev.hmr false: CSS edits reload the page too');
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host + config/dev/start-url

test('config/server/host "a phone on the LAN cannot open it": the default host prints a Local and a Network URL, never 0.0.0.0 + config/dev/start-url "host 0.0.0.0 and open: true open the browser at 0.0.0.0:8080": startUrl true opens http://localhost:<port>/ with host \'0.0.0.0\'', async () => {
  const { PATH, opened } = fakeOpener();
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': "export default { server: { host: '0.0.0.0' }, dev: { startUrl: true } };\n",
  });
  const server = await devServer(dir, { env: { PATH } });
  try {
    assert.ok(await waitFor(() => opened().length > 0), 'a URL was opened');
    assert.deepEqual(opened(), [`http://localhost:${server.port}/`]);
    const printed = server.log();
    assert.match(printed, new RegExp(`> Local: +http://localhost:${server.port}/`));
    assert.doesNotMatch(printed, /0\.0\.0\.0/);
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .filter((i) => i && i.family === 'IPv4' && !i.internal)
      .map((i) => i!.address);
    for (const ip of lan) assert.match(printed, new RegExp(`> Network: +http://${ip.replace(/\./g, '\\.')}:${server.port}/`));
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback

test('config/server/history-api-fallback "deployed with nginx, a refresh gives 404; locally it works": rsbuild dev and preview answer /users/42 with index.html, a static host gives 404, and a host that falls back to index.html (try_files $uri $uri/ /index.html) renders the route', async (t) => {
  const dir = project({ 'src/index.js': 'document.body.innerHTML = `<p id="route">${location.pathname}</p>`;\n' });
  build(dir);
  // One after the other: the dev server empties dist/ when it starts.
  for (const start of [previewServer, devServer]) {
    const server = await start(dir);
    try {
      const page = await open(`${server.url}/users/42`);
      assert.deepEqual([page.status, page.text], [200, '/users/42'], start.name);
    } finally {
      await server.stop();
    }
  }
  build(dir);
  const plainHost = await staticHost(t, path.join(dir, 'dist'));
  const refused = await open(`${plainHost}/users/42`);
  assert.deepEqual([refused.status, refused.text], [404, '404 Not Found']);
  const spaHost = await staticHost(t, path.join(dir, 'dist'), { fallback: true });
  const served = await open(`${spaHost}/users/42`);
  assert.deepEqual([served.status, served.text], [200, '/users/42']);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/meta

test('config/html/meta "how to add <meta> in index.html": html.meta writes the tag into dist/index.html, with the built-in template and with your own html.template', () => {
  const config = "meta: { description: 'A shop for cats', 'theme-color': '#ffffff' }";
  const builtIn = project({ 'src/index.js': "console.log('app');\n", 'rsbuild.config.mjs': `export default { html: { ${config} } };\n` });
  build(builtIn);
  const own = project({
    'src/index.js': "console.log('app');\n",
    'public-template/index.html':
      '<!doctype html>\n<html>\n  <head>\n    <title>Cats</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'rsbuild.config.mjs': `export default { html: { template: './public-template/index.html', ${config} } };\n`,
  });
  build(own);
  for (const dir of [builtIn, own]) {
    const html = distText(dir, /^index\.html$/);
    assert.match(html, /<meta name="description" content="A shop for cats">/);
    assert.match(html, /<meta name="theme-color" content="#ffffff">/);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/inline-assets

test('guide/optimization/inline-assets "create a React app in a single HTML file": the page\'s configuration with @rsbuild/plugin-react leaves only dist/index.html, which renders when opened from disk; an image above dataUriLimit stays a file under static/image/, React.lazy makes a file under static/js/async/', async () => {
  const REACT_18 = fs.realpathSync(path.join(ROOT, 'node_modules/react-18'));
  const config = [
    "import { pluginReact } from '@rsbuild/plugin-react';",
    'export default {',
    '  plugins: [pluginReact()],',
    `  source: { alias: { react: ${JSON.stringify(REACT_18)} } },`,
    "  html: { inject: 'body' },",
    "  output: { inlineScripts: true, inlineStyles: true, dataUriLimit: 100000, legalComments: 'none' },",
    "  performance: { chunkSplit: { strategy: 'all-in-one' } },",
    '};',
    '',
  ].join('\n');
  const links = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
  const index = (app: string): string =>
    `import { createRoot } from 'react-dom/client';\nimport './index.css';\n${app}\ncreateRoot(document.getElementById('root')).render(<App />);\n`;
  const small = Buffer.alloc(2_000, 1);
  const files = {
    'rsbuild.config.mjs': config,
    'src/index.css': ".hero { background: url('./small.png'); }\n",
    'src/small.png': small,
  };
  const one = project({ ...files, 'src/index.jsx': index('function App() {\n  return <p className="hero">one file</p>;\n}') }, links);
  build(one);
  assert.deepEqual(distFiles(one), ['index.html']);
  assert.match(distText(one, /^index\.html$/), /data:image\/png;base64,/);
  const page = await browser().newPage();
  try {
    await page.goto(pathToFileURL(path.join(one, 'dist/index.html')).href);
    await page.waitForSelector('text=one file', { timeout: 5_000 });
  } finally {
    await page.close();
  }

  const big = project(
    {
      ...files,
      'src/big.png': Buffer.alloc(150_000, 2),
      'src/Later.jsx': 'export default function Later() {\n  return <p>later</p>;\n}\n',
      'src/index.jsx': index(
        "import { lazy, Suspense } from 'react';\nimport big from './big.png';\nconst Later = lazy(() => import('./Later'));\nfunction App() {\n  return <Suspense fallback={null}><img src={big} /><Later /></Suspense>;\n}",
      ),
    },
    links,
  );
  build(big);
  assert.deepEqual(hashed(distFiles(big)), ['index.html', 'static/image/big.[hash].png', 'static/js/async/[id].[hash].js']);
});
