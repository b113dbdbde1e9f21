// Facts behind /guide/faq/hmr: what the hot update traffic looks like, and HMR with filename hashes in
// development, over HTTPS and with React loaded as an external. Each runs `rsbuild dev` of
// @rsbuild/core 0.5.9 (React: @rsbuild/plugin-react 0.5.9 and React 18.3) in Chromium.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  type DevServer,
  ROOT,
  compilations,
  devServer,
  edit,
  sharedBrowser,
  nextCompilation,
  project,
  waitFor,
  REACT_18,
  REACT_LINKS,
} from './topics-support';

const browser = sharedBrowser();

type Traffic = { sockets: string[]; frames: string[]; hotUpdates: string[]; console: string[]; loads: number };

/** Opens `url` and records what the page says and loads, as DevTools would show it. */
async function open(url: string): Promise<{ page: Page; traffic: Traffic }> {
  const context = await browser().newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const traffic: Traffic = { sockets: [], frames: [], hotUpdates: [], console: [], loads: 0 };
  page.on('console', (m) => traffic.console.push(m.text()));
  page.on('request', (r) => {
    if (r.url().includes('hot-update')) traffic.hotUpdates.push(new URL(r.url()).pathname);
  });
  page.on('websocket', (ws) => {
    traffic.sockets.push(ws.url());
    ws.on('framereceived', (f) => traffic.frames.push(String(f.payload)));
  });
  page.on('load', () => (traffic.loads += 1));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#t, button') !== null);
  await waitFor(() => traffic.console.includes('[HMR] connected.'));
  return { page, traffic };
}

const color = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.querySelector('#t') as Element).color);

const PLAIN = {
  'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p id=\"t\">hello</p>';\n",
  'src/index.css': '#t { color: rgb(255, 0, 0); }\n',
};

/** Edits the CSS, waits for the rebuild and a moment for the browser, and returns the colour then. */
async function recolor(dir: string, server: DevServer, page: Page): Promise<string> {
  const done = compilations(server);
  edit(dir, 'src/index.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
  await nextCompilation(server, done);
  await waitFor(async () => (await color(page)) === 'rgb(0, 0, 255)', 4_000);
  return color(page);
}

test('the hot update traffic: a WebSocket to /rsbuild-hmr, then index.<hash>.hot-update.json and .js after each save', async () => {
  const dir = project(PLAIN);
  const server = await devServer(dir);
  try {
    const { page, traffic } = await open(server.url);
    assert.deepEqual(traffic.sockets, [`${server.url.replace('http', 'ws')}/rsbuild-hmr`]);
    // "[HMR] connected." is logged when the socket opens; the server's first messages can come a moment later.
    await waitFor(() => traffic.frames.length >= 3);
    const first = traffic.frames.slice(0, 3).map((f) => JSON.parse(f) as { type: string; data?: string });
    assert.deepEqual(
      first.map((f) => f.type),
      ['hot', 'hash', 'ok'],
    );
    const hash = first[1].data ?? '';
    assert.match(hash, /^[0-9a-f]{16}$/);

    assert.equal(await recolor(dir, server, page), 'rgb(0, 0, 255)');
    assert.ok(await waitFor(() => traffic.hotUpdates.length >= 2));
    // The files are named after the compilation that the page runs, announced in the last "hash" message.
    assert.deepEqual(traffic.hotUpdates.slice(0, 2), [`/index.${hash}.hot-update.json`, `/index.${hash}.hot-update.js`]);
    assert.ok(traffic.frames.slice(3).some((f) => JSON.parse(f).type === 'hash'));
    assert.equal(traffic.loads, 1, 'the CSS change was applied without a reload');

    // A compile error is announced with an "errors" message instead of "ok".
    const framesBefore = traffic.frames.length;
    edit(dir, 'src/index.js', 'document.body', 'document.body +=+= ;');
    await waitFor(() => traffic.frames.slice(framesBefore).some((f) => JSON.parse(f).type === 'errors'));
    const types = traffic.frames.slice(framesBefore).map((f) => JSON.parse(f).type as string);
    assert.ok(types.includes('errors'), types.join());
    assert.ok(!types.includes('ok'), types.join());
    await page.context().close();
  } finally {
    await server.stop();
  }
});

test('with dev.hmr false the same messages arrive, but a save reloads the page instead of fetching hot updates', async () => {
  const dir = project({ ...PLAIN, 'rsbuild.config.mjs': 'export default { dev: { hmr: false } };\n' });
  const server = await devServer(dir);
  try {
    const { page, traffic } = await open(server.url);
    const done = compilations(server);
    edit(dir, 'src/index.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    await nextCompilation(server, done);
    assert.ok(await waitFor(() => traffic.loads === 2), 'the page reloaded');
    assert.deepEqual(traffic.hotUpdates, []);
    assert.ok(traffic.frames.some((f) => JSON.parse(f).type === 'invalid'));
    await page.context().close();
  } finally {
    await server.stop();
  }
});

test('a [contenthash] in the CSS file name in development: the CSS edit is compiled but never shows up', async () => {
  const hashed = project({
    ...PLAIN,
    'rsbuild.config.mjs': "export default { output: { filename: { css: '[name].[contenthash:8].css' } } };\n",
  });
  const server = await devServer(hashed);
  try {
    const { page, traffic } = await open(server.url);
    assert.equal(await color(page), 'rgb(255, 0, 0)');
    assert.equal(await recolor(hashed, server, page), 'rgb(255, 0, 0)', 'the page keeps the old colour');
    assert.ok(traffic.hotUpdates.length >= 2, 'the hot update itself was fetched');
    assert.equal(traffic.loads, 1, 'and the page did not reload');
    await page.context().close();
  } finally {
    await server.stop();
  }

  // A hash in the JavaScript file name does not get in the way, nor a CSS hash only in production.
  const prodOnly = project({
    ...PLAIN,
    'rsbuild.config.mjs': [
      "const prod = process.env.NODE_ENV === 'production';",
      "export default { output: { filename: { js: '[name].[contenthash:8].js', css: prod ? '[name].[contenthash:8].css' : '[name].css' } } };",
      '',
    ].join('\n'),
  });
  const second = await devServer(prodOnly);
  try {
    const { page } = await open(second.url);
    assert.equal(await recolor(prodOnly, second, page), 'rgb(0, 0, 255)');
    await page.context().close();
  } finally {
    await second.stop();
  }
});

test('over HTTPS (server.https): the client connects with wss:// to the same host and port, and updates apply', async (t) => {
  const certs = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-cert-'));
  t.after(() => fs.rmSync(certs, { recursive: true, force: true }));
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '2', '-subj', '/CN=localhost'],
    { cwd: certs, encoding: 'utf8' },
  );
  assert.equal(made.status, 0, `openssl: ${made.stderr}`);
  const dir = project({
    ...PLAIN,
    'rsbuild.config.mjs': [
      "import fs from 'node:fs';",
      `const certs = ${JSON.stringify(certs)};`,
      "export default { server: { https: { key: fs.readFileSync(certs + '/key.pem'), cert: fs.readFileSync(certs + '/cert.pem') } } };",
      '',
    ].join('\n'),
  });
  const server = await devServer(dir, { https: true });
  try {
    const { page, traffic } = await open(server.url);
    assert.deepEqual(traffic.sockets, [`${server.url.replace('https', 'wss')}/rsbuild-hmr`]);
    assert.equal(await recolor(dir, server, page), 'rgb(0, 0, 255)');
    assert.ok(traffic.hotUpdates.some((p) => p.endsWith('.hot-update.json')));
    await page.context().close();
  } finally {
    await server.stop();
  }
});

const REACT_APP = {
  'src/index.jsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': [
    "import { useState } from 'react';",
    '',
    'export default function App() {',
    '  const [count, setCount] = useState(0);',
    '  return <button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>;',
    '}',
    '',
  ].join('\n'),
  'public/react.development.js': fs.readFileSync(path.join(REACT_18, 'umd/react.development.js')),
  'public/react-dom.development.js': fs.readFileSync(path.join(ROOT, 'node_modules/react-dom-18/umd/react-dom.development.js')),
};
// Our react-dom 18 is installed next to React 19: the alias makes it use React 18, as in a real project.
const ALIAS = `source: { alias: { react: ${JSON.stringify(REACT_18)} } },`;

/** Clicks the button twice, edits the label, and returns the button's text once the rebuild is through. */
async function editLabel(dir: string, server: DevServer, page: Page): Promise<string> {
  await page.click('button');
  await page.click('button');
  const done = compilations(server);
  edit(dir, 'src/App.jsx', 'first label', 'second label');
  await nextCompilation(server, done);
  await waitFor(async () => (await page.textContent('button'))?.startsWith('second') ?? false, 4_000);
  return (await page.textContent('button')) ?? '';
}

test('React as an external from <script> tags: Fast Refresh compiles the edit but never applies it; externals only in production fix it', async () => {
  const external = project(
    {
      ...REACT_APP,
      'rsbuild.config.mjs': [
        "import { pluginReact } from '@rsbuild/plugin-react';",
        'export default {',
        '  plugins: [pluginReact()],',
        `  ${ALIAS}`,
        "  output: { externals: { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOM' } },",
        '  html: { tags: [',
        "    { tag: 'script', attrs: { src: '/react.development.js' }, head: true, append: false },",
        "    { tag: 'script', attrs: { src: '/react-dom.development.js' }, head: true, append: false },",
        '  ] },',
        '};',
        '',
      ].join('\n'),
    },
    REACT_LINKS,
  );
  const server = await devServer(external);
  try {
    const { page, traffic } = await open(server.url);
    assert.equal(
      await page.evaluate(() => typeof (window as unknown as { ReactDOM?: unknown }).ReactDOM),
      'object',
      'React DOM comes from the script tag',
    );
    assert.equal(await editLabel(external, server, page), 'first label 2', 'the edit does not show up');
    assert.equal(traffic.loads, 1, 'and the page does not reload');
    await page.context().close();
  } finally {
    await server.stop();
  }

  const prodOnly = project(
    {
      ...REACT_APP,
      'rsbuild.config.mjs': [
        "import { pluginReact } from '@rsbuild/plugin-react';",
        "const prod = process.env.NODE_ENV === 'production';",
        'export default {',
        '  plugins: [pluginReact()],',
        `  ${ALIAS}`,
        "  output: { externals: prod ? { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOM' } : {} },",
        '};',
        '',
      ].join('\n'),
    },
    REACT_LINKS,
  );
  const second = await devServer(prodOnly);
  try {
    const { page, traffic } = await open(second.url);
    assert.equal(await editLabel(prodOnly, second, page), 'second label 2', 'the edit shows up and the count is kept');
    assert.equal(traffic.loads, 1);
    await page.context().close();
  } finally {
    await second.stop();
  }
});
