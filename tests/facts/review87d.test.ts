// Facts behind the accuracy review of session 87 (slice d): guide/advanced/hmr and plugins/list/plugin-source-build, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the wording it replaced is gone.
//
// guide/advanced/hmr
// - "In each case the terminal shows a new compilation:" followed by `start Compiling...` / `ready Client compiled`, said
//   of every row of the table above it, the syntax error included. A save that does not compile prints
//   `start Compiling...` and then `error   Compile error:`, never `ready`. Now: each save starts a new compilation,
//   which ends with `ready` when the code compiles (test 1).
// - "File paths in it are links that open the file in your editor." The overlay links only a path followed by
//   `:line:column` (core/src/client/hmr/overlay.ts 12-38, fileRegex); its `File: ./src/…` line stays text. A click
//   fetches /__open-in-editor?file=… from the dev server, whose launch-editor middleware opens the editor
//   (core/src/server/getDevMiddlewares.ts 111-115). Now says so (test 1).
// - "Stylesheets accept their own updates, which is why CSS always updates in place" (and "CSS changes still apply in
//   place", and the default row of the dev.hmr / dev.liveReload table). True of plain stylesheets; an edit of a CSS
//   Modules file reloads a page without a framework plugin, even when only a color changes, and is applied in place
//   when a React component with @rsbuild/plugin-react imports it (test 4).
// - "Leave `path` alone unless the proxy rewrites paths, because the dev server listens for the WebSocket at the same
//   path." Setting client.path moves the dev server's socket too (core/src/server/socketServer.ts 46-49, ws.Server
//   with path: client.path), so it cannot make up for a proxy that rewrites the path: the proxy has to forward the
//   path unchanged. With path '/custom-hmr' the page connects, and /rsbuild-hmr is no longer answered (test 2).
// - "dev.liveReload lets the page reload when a change cannot be hot-updated." In 0.5.9 dev.liveReload only decides,
//   together with dev.hmr, whether the client is injected (core/src/server/compilerDevMiddleware.ts 108,
//   `injectClient = hmr || liveReload`); the client never reads it (core/src/client/hmr/index.ts). With dev.hmr on, a
//   change that cannot be hot-updated reloads the page whatever dev.liveReload says; with dev.hmr off, dev.liveReload
//   makes every change reload the page (test 5; that nothing reaches the page with both off is the table's last row,
//   backed by review79f and common-problems-round23a).
// - "`rsbuild build` never includes the HMR runtime". HotModuleReplacementPlugin is added whenever the mode is not
//   production (shared/src/utils.ts 302-313, isUsingHMR: !isProd && web target && dev.hmr), and rsbuild build only
//   sets NODE_ENV=production when it is empty: NODE_ENV=development rsbuild build writes a bundle with the HMR runtime
//   (hotCheck, webpackHotUpdate) (test 3).
// - "it adds `There were more warnings in other files. You can find a complete log in the terminal.`" (zh: 再打印一行):
//   the client prints one console.warn whose two sentences are on two lines (core/src/client/hmr/index.ts 66-71), after
//   the first five warnings. Now: a sixth message, printed on two lines (the quote stays on one line, as the error
//   catalogue, scripts/lib/error-messages.ts hmr-more-warnings, matches it) (test 6).
// - "Click outside the panel or press `Esc` to close it": the overlay's keydown listener removes itself on the first
//   key of any kind (core/src/client/hmr/overlay.ts 198-205), so Esc after another key leaves the panel open. Now says
//   Esc only works as the first key (test 6).
// - ENOSPC item: "`watchOptions: { ignored: /node_modules/ }` ... Edits inside `node_modules` (a linked package, for
//   example) then no longer start a rebuild." A linked package resolves to its real path (resolve.symlinks), outside
//   node_modules, and is watched there: with `ignored`, an edit of a file installed inside node_modules starts no
//   rebuild, and an edit of a linked workspace package still does. Now says so (test 7).
//
// plugins/list/plugin-source-build: no statement was found false. @rsbuild/plugin-source-build and
// @rsbuild/monorepo-utils are not installed beside the site; their 0.5.4 packages (the plugin's dist is the same code
// as the 0.5.9 source, src/index.ts) were run by hand with @rsbuild/core 0.5.9 in /tmp: exports conditions keep their
// defaults ('...' is expanded, browser won), the order in the package decides between `source` and the others, a
// missing source file falls back to main, resolvePriority 'output' takes dist when it exists and the source when it
// does not, a custom sourceField works as field and condition, package tsconfig paths apply with the app's `@/` kept,
// and the page's npm-workspaces strategy (with require in rsbuild.config.ts) collects the packages and compiles their
// .js source for chrome 60. Those runs are not kept here (the packages are not installed); the claims they back were
// already backed by common-problems-round17b, -round32d and -round36d.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  type DevServer,
  REACT_18,
  REACT_LINKS,
  backdate,
  compilations,
  devServer,
  edit,
  nextCompilation,
  pageSays,
  project,
  rsbuild,
  distText,
  sharedBrowser,
  waitFor,
} from './topics-support';
import { assertOverlayLink } from './lib/overlay';

const browser = sharedBrowser();
const ROUTE = 'guide/advanced/hmr';

/** Opens the dev server's page, counting its loads and gathering its console; waits for `[HMR] connected.` when `connected`. */
async function open(server: DevServer, connected = true): Promise<{ page: Page; loads: () => number; logs: string[] }> {
  const page = await browser().newPage();
  const logs: string[] = [];
  let loads = 0;
  page.on('console', (m) => logs.push(m.text()));
  page.on('load', () => (loads += 1));
  await page.goto(server.url);
  if (connected) assert.ok(await waitFor(() => logs.includes('[HMR] connected.')), logs.join('\n'));
  return { page, loads: () => loads, logs };
}

/**
 * Opens a WebSocket from the page to each of `urls` and returns a function that reads their states ('connecting',
 * 'open' or 'closed'). A dev server that does not serve a path leaves its socket connecting.
 */
async function sockets(page: Page, urls: string[]): Promise<() => Promise<Record<string, string>>> {
  await page.evaluate((list) => {
    const states: Record<string, string> = {};
    Object.assign(window, { socketStates: states });
    for (const url of list) {
      states[url] = 'connecting';
      const socket = new WebSocket(url);
      socket.onopen = () => (states[url] = 'open');
      socket.onclose = () => (states[url] = states[url] === 'open' ? 'open' : 'closed');
    }
  }, urls);
  return () => page.evaluate(() => (window as unknown as { socketStates: Record<string, string> }).socketStates);
}

test(`${ROUTE} "Each save starts a new compilation in the terminal. When the code compiles, it ends like this (a syntax error prints \`error   Compile error:\` instead)" + "A file path followed by a line and column is a link that asks the dev server to open the file in your editor; the File: line is plain text"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'Each save starts a new compilation in the terminal. When the code compiles, it ends like this (a syntax error prints `error   Compile error:` instead',
      zh: '每次保存都会在终端触发一次新的编译。代码能通过编译时，输出的结尾如下（语法错误时打印的则是 `error   Compile error:`',
    },
    { en: 'In each case the terminal shows a new compilation:', zh: '每种情况下，终端都会显示一次新的编译：' },
  );
  pageSays(
    ROUTE,
    {
      en: 'A file path followed by a line and column (`/home/you/app/src/index.ts:1:1`) is a link that asks the dev server to open the file in your editor; the `File: ./src/index.ts` line is plain text.',
      zh: '带行号和列号的文件路径（如 `/home/you/app/src/index.ts:1:1`）是链接，点击后开发服务器会在编辑器中打开该文件；`File: ./src/index.ts` 这一行只是普通文本。',
    },
    { en: 'File paths in it are links that open the file in your editor.', zh: '其中的文件路径是链接，点击即可在编辑器中打开对应文件。' },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n',
    'src/index.ts': "import { render } from './render';\nrender();\n",
    'src/render.ts': "export function render() {\n  document.body.innerHTML = '<h1>one</h1>';\n}\n",
  });
  const server = await devServer(dir);
  const { page } = await open(server);
  try {
    const done = compilations(server);
    edit(dir, 'src/render.ts', 'one', 'two');
    await nextCompilation(server, done);
    assert.match(server.log(), /start\s+Compiling\.\.\.\nready\s+Client compiled in [\d.]+ s\n$/);

    const before = server.log().length;
    edit(dir, 'src/render.ts', "'<h1>two</h1>';\n}", "'<h1>two</h1>';\n");
    await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });
    assert.ok(await waitFor(() => /Compile error/.test(server.log().slice(before))));
    const failed = server.log().slice(before);
    assert.match(
      failed,
      /^start\s+Compiling\.\.\.\nerror\s+Compile error: ?\nFailed to compile, check the errors for troubleshooting\.\nFile: \.\/src\/render\.ts\n/,
    );
    assert.doesNotMatch(failed, /ready\s+Client compiled/);

    await assertOverlayLink(page, server.url, './src/render.ts');
    // The dev server has that endpoint (launch-editor's middleware; without a file it asks for one and opens nothing).
    const endpoint = await fetch(`${server.url}/__open-in-editor`);
    assert.equal(endpoint.status, 500);
    assert.match(await endpoint.text(), /required query param "file" is missing/);
  } finally {
    await page.close();
    await server.stop();
  }
});

test(`${ROUTE} "\`path\` moves both ends: the page connects to it, and the dev server then listens for the WebSocket at that path instead of \`/rsbuild-hmr\`, so a proxy has to forward it to the dev server unchanged"`, async () => {
  pageSays(
    ROUTE,
    {
      en: '`path` moves both ends: the page connects to it, and the dev server then listens for the WebSocket at that path instead of `/rsbuild-hmr`, so a proxy has to forward it to the dev server unchanged.',
      zh: '`path` 会同时改变两端：页面连接这个路径，开发服务器也改为在这个路径（而不是 `/rsbuild-hmr`）上监听 WebSocket，因此代理必须原样把这个路径转发给开发服务器。',
    },
    { en: 'Leave `path` alone unless the proxy rewrites paths', zh: '除非代理会改写路径，否则不要修改 `path`' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { dev: { client: { path: '/custom-hmr' } } };\n",
    'src/index.js': "document.body.textContent = 'page';\n",
  });
  const server = await devServer(dir);
  const { page } = await open(server);
  try {
    const custom = `${server.url.replace('http:', 'ws:')}/custom-hmr`;
    const standard = `${server.url.replace('http:', 'ws:')}/rsbuild-hmr`;
    const states = await sockets(page, [custom, standard]);
    assert.ok(await waitFor(async () => (await states())[custom] === 'open'), 'the dev server answers on client.path');
    assert.equal(await waitFor(async () => (await states())[standard] === 'open', 1_500), false, 'and no longer on /rsbuild-hmr');
    assert.notEqual((await states())[standard], 'open');
  } finally {
    await page.close();
    await server.stop();
  }
});

test(`${ROUTE} "A production build, which is what \`rsbuild build\` makes unless \`NODE_ENV\` already holds another value, such as \`development\` or \`test\`, never includes the HMR runtime"`, () => {
  pageSays(
    ROUTE,
    {
      en: 'A production build, which is what `rsbuild build` makes unless `NODE_ENV` already holds another value, such as `development` or `test`, never includes the HMR runtime',
      zh: '生产构建（也就是 `NODE_ENV` 没有预先设为 `development`、`test` 等其他值时 `rsbuild build` 的产物）永远不包含 HMR 运行时',
    },
    { en: '`rsbuild build` never includes the HMR runtime', zh: '`rsbuild build` 的产物永远不包含 HMR 运行时' },
  );
  const dir = project({ 'src/index.js': "document.body.textContent = 'page';\n" });
  const production = rsbuild(dir, ['build']);
  assert.equal(production.code, 0, production.output);
  const prodJs = distText(dir, /\.js$/);
  assert.doesNotMatch(prodJs, /hotCheck|webpackHotUpdate/);

  const development = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(development.code, 0, development.output);
  const devJs = distText(dir, /\.js$/);
  assert.match(devJs, /hotCheck/);
  assert.match(devJs, /webpackHotUpdate/);
});

/** Opens a page whose #t element has the class of src/a.module.css's .title, edits its color, returns the loads and whether the page's state survived. */
async function cssModuleEdit(files: Record<string, string>, links: Record<string, string> = {}) {
  const dir = project(
    {
      ...files,
      'src/plain.css': '#t { background-color: rgb(1, 1, 1); }\n',
      'src/a.module.css': '.title { color: rgb(255, 0, 0); }\n',
    },
    links,
  );
  const server = await devServer(dir);
  const { page, loads } = await open(server);
  try {
    await page.waitForSelector('#t');
    const style = (p: 'color' | 'backgroundColor') =>
      page.evaluate((prop) => getComputedStyle(document.getElementById('t') as HTMLElement)[prop], p).catch(() => '');
    await page.evaluate(() => Object.assign(window, { marker: 'kept' }));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker).catch(() => undefined);

    edit(dir, 'src/plain.css', 'rgb(1, 1, 1)', 'rgb(2, 2, 2)');
    assert.ok(await waitFor(async () => (await style('backgroundColor')) === 'rgb(2, 2, 2)'));
    const plain = { loads: loads(), marker: await marker() };

    edit(dir, 'src/a.module.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    assert.ok(await waitFor(async () => (await style('color')) === 'rgb(0, 0, 255)'));
    await waitFor(() => loads() > 1, 1_000);
    return { plain, module: { loads: loads(), marker: await marker() } };
  } finally {
    await page.close();
    await server.stop();
  }
}

test(`${ROUTE} "Plain stylesheets accept their own updates ... CSS Modules (\`*.module.css\`) ... an edit of one, even of a color only, reloads the page unless a module that imports it accepts the update, as a React component does with \`@rsbuild/plugin-react\`"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'Plain stylesheets accept their own updates, which is why an edit of `style.css` updates in place. CSS Modules (`*.module.css`) export their class names to JavaScript, and in 0.5.9 an edit of one, even of a color only, reloads the page unless a module that imports it accepts the update, as a React component does with `@rsbuild/plugin-react`.',
      zh: '普通样式文件会自己接收更新，所以修改 `style.css` 会原地生效。CSS Modules（`*.module.css`）则会把类名导出给 JavaScript：在 0.5.9 中修改这类文件，哪怕只改一个颜色，页面也会重新加载，除非引入它的模块接收了这次更新，比如使用 `@rsbuild/plugin-react` 时的 React 组件。',
    },
    { en: 'which is why CSS always updates in place', zh: '所以 CSS 总是原地更新' },
  );
  pageSays(
    ROUTE,
    {
      en: '| `true` | `true` | Plain stylesheets and framework components update in place; other changes reload the page. This is the default. |',
      zh: '| `true` | `true` | 普通样式文件和框架组件原地更新，其他修改会重新加载页面。这是默认行为。 |',
    },
    { en: '| `true` | `true` | CSS and framework components update in place', zh: '| `true` | `true` | CSS 和框架组件原地更新' },
  );
  pageSays(
    ROUTE,
    { en: 'while edits of plain stylesheets still apply in place.', zh: '而普通样式文件的修改仍会原地生效。' },
    { en: 'while CSS changes still apply in place.', zh: '而 CSS 的修改仍会原地生效。' },
  );

  const bare = await cssModuleEdit({
    'src/index.js':
      'import \'./plain.css\';\nimport s from \'./a.module.css\';\ndocument.body.innerHTML = `<h1 id="t" class="${s.title}">title</h1>`;\n',
  });
  assert.deepEqual(bare.plain, { loads: 1, marker: 'kept' }, 'a plain stylesheet is updated in place');
  assert.deepEqual(bare.module, { loads: 2, marker: undefined }, 'a CSS Modules edit reloads the page');

  const react = await cssModuleEdit(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`,
      'src/index.jsx':
        "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport './plain.css';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.jsx':
        "import React from 'react';\nimport s from './a.module.css';\nexport default function App() {\n  return <h1 id=\"t\" className={s.title}>title</h1>;\n}\n",
    },
    REACT_LINKS,
  );
  assert.deepEqual(react.module, { loads: 1, marker: 'kept' }, 'imported by a React component, a CSS Modules edit is applied in place');
});

test(`${ROUTE} "dev.liveReload reloads the page on every change while \`dev.hmr\` is off. While \`dev.hmr\` is on, it has no effect in 0.5.9: a change that cannot be hot-updated reloads the page either way"`, async () => {
  pageSays(
    ROUTE,
    {
      en: '- [dev.liveReload](/config/dev/live-reload) reloads the page on every change while `dev.hmr` is off. While `dev.hmr` is on, it has no effect in 0.5.9: a change that cannot be hot-updated reloads the page either way.',
      zh: '- [dev.liveReload](/zh/config/dev/live-reload)：关闭 `dev.hmr` 时，让页面在每次修改后重新加载。在 0.5.9 中，开启 `dev.hmr` 时它不起作用：无法热更新的修改无论如何都会重新加载页面。',
    },
    {
      en: 'lets the page reload when a change cannot be hot-updated.',
      zh: '：当修改无法热更新时，允许页面重新加载。',
    },
  );
  /** Runs the dev server with `dev`, edits src/style.css then src/index.js; returns the page's loads after each edit. */
  const run = async (dev: string): Promise<{ css: number; js: number }> => {
    const dir = project({
      'rsbuild.config.mjs': `export default { dev: ${dev} };\n`,
      'src/style.css': '#t { color: rgb(255, 0, 0); }\n',
      'src/index.js': "import './style.css';\ndocument.body.innerHTML = '<h1 id=\"t\">one</h1>';\n",
    });
    const server = await devServer(dir);
    const { page, loads } = await open(server);
    try {
      const color = () => page.evaluate(() => getComputedStyle(document.getElementById('t') as HTMLElement).color).catch(() => '');
      let done = compilations(server);
      edit(dir, 'src/style.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
      await nextCompilation(server, done);
      assert.ok(await waitFor(async () => (await color()) === 'rgb(0, 0, 255)'));
      await waitFor(() => loads() > 1, 500);
      const css = loads();
      done = compilations(server);
      edit(dir, 'src/index.js', '>one<', '>two<');
      await nextCompilation(server, done);
      assert.ok(await waitFor(() => loads() > css));
      return { css, js: loads() };
    } finally {
      await page.close();
      await server.stop();
    }
  };
  // dev.hmr on, dev.liveReload off: as the default, CSS in place and a JavaScript change reloads the page.
  assert.deepEqual(await run('{ hmr: true, liveReload: false }'), { css: 1, js: 2 });
  // dev.hmr off, dev.liveReload on: every change reloads the page, CSS included.
  assert.deepEqual(await run('{ hmr: false, liveReload: true }'), { css: 2, js: 3 });
});

test(`${ROUTE} "The browser console prints the first five; when there are more, it adds a sixth message, printed on two lines, \`There were more warnings in other files. You can find a complete log in the terminal.\`" + "Click outside the panel to close it, or press \`Esc\`, which only works as the first key you press after the panel opens"`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'The browser console prints the first five; when there are more, it adds a sixth message, printed on two lines, `There were more warnings in other files. You can find a complete log in the terminal.`, and the terminal lists all of them.',
      zh: '超过五条时，会再打印第六条消息（分两行显示）`There were more warnings in other files. You can find a complete log in the terminal.`，完整的列表在终端中。',
    },
    {
      en: 'when there are more, it adds `There were more warnings',
      zh: '会再打印一行 `There were more warnings in other files. You can find a complete log in the terminal.`',
    },
  );
  pageSays(
    ROUTE,
    {
      en: 'Click outside the panel to close it, or press `Esc`, which only works as the first key you press after the panel opens; once you fix the error, it closes by itself and the update is applied.',
      zh: '点击面板外部可以关闭它；按 `Esc` 也行，但只有浮层出现后按下的第一个键是 `Esc` 时才有效。修复错误后，浮层会自动关闭，更新也会被应用。',
    },
    { en: 'Click outside the panel or press `Esc` to close it;', zh: '点击面板外部或按 `Esc` 可以关闭它；' },
  );
  // Seven Sass files that each print a warning (@warn), and a module to break.
  const files: Record<string, string> = { 'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n' };
  for (let i = 1; i <= 7; i++) files[`src/s${i}.scss`] = `@warn "warning number ${i}";\n.a${i} { color: red; }\n`;
  files['src/index.js'] =
    `${[1, 2, 3, 4, 5, 6, 7].map((i) => `import './s${i}.scss';`).join('\n')}\nimport { render } from './render';\nrender();\n`;
  files['src/render.js'] = "export function render() {\n  document.body.innerHTML = '<h1>one</h1>';\n}\n";
  const dir = project(files);
  const server = await devServer(dir);
  const page = await browser().newPage();
  const warnings: string[] = [];
  const logs: string[] = [];
  try {
    page.on('console', (m) => (m.type() === 'warning' ? warnings : logs).push(m.text()));
    await page.goto(server.url);
    assert.ok(
      await waitFor(() => logs.includes('[HMR] connected.') && warnings.length >= 6),
      `${warnings.length} warnings after ${compilations(server)} compilation(s):\n${logs.join('\n')}\n${server.log()}`,
    );
    assert.equal(warnings.length, 6, warnings.join('\n---\n'));
    for (const text of warnings.slice(0, 5)) assert.match(text, /^⚠ warning number \d\n/);
    assert.equal(warnings[5], 'There were more warnings in other files.\nYou can find a complete log in the terminal.');
    for (let i = 1; i <= 7; i++) assert.ok(server.log().includes(`warning number ${i}`), `the terminal lists warning ${i}`);

    const overlayOpen = () => page.evaluate(() => document.querySelector('rsbuild-error-overlay') !== null);
    assert.equal(await overlayOpen(), false, 'warnings open no panel');
    edit(dir, 'src/render.js', "'<h1>one</h1>';\n}", "'<h1>one</h1>';\n");
    await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });
    await page.keyboard.press('a');
    await page.keyboard.press('Escape');
    assert.equal(await waitFor(async () => !(await overlayOpen()), 1_000), false, 'Esc after another key leaves the panel open');
    await page.mouse.click(5, 5);
    assert.ok(await waitFor(async () => !(await overlayOpen())), 'a click outside the panel closes it');

    // The next failed compilation opens a new panel; Esc as the first key closes it.
    edit(dir, 'src/render.js', "'<h1>one</h1>';\n", "'<h1>one</h1>';\n{\n");
    await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });
    await page.keyboard.press('Escape');
    assert.ok(await waitFor(async () => !(await overlayOpen())), 'Esc as the first key closes the panel');
  } finally {
    await page.close();
    await server.stop();
  }
});

test(`${ROUTE} "Edits of files inside \`node_modules\` then no longer start a rebuild. A linked package is not one of them: it is watched at its real path outside \`node_modules\`, so its edits still rebuild."`, async () => {
  pageSays(
    ROUTE,
    {
      en: 'Edits of files inside `node_modules` then no longer start a rebuild. A linked package is not one of them: it is watched at its real path outside `node_modules`, so its edits still rebuild.',
      zh: '这样修改 `node_modules` 里的文件就不会再触发重新构建。link 进来的包不在此列：它按 `node_modules` 之外的真实路径被监听，修改它仍会触发重新构建。',
    },
    { en: 'Edits inside `node_modules` (a linked package, for example)', zh: '（例如 link 进来的包）就不会再触发重新构建' },
  );
  // A workspace package linked into the app's node_modules (as pnpm and npm link do), and one installed inside it.
  const top = project({
    'packages/ui/package.json': '{ "name": "@demo/ui", "version": "1.0.0", "main": "./src/index.js" }\n',
    'packages/ui/src/index.js': "export const ui = 'linked one';\n",
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/node_modules/plain-pkg/package.json': '{ "name": "plain-pkg", "version": "1.0.0", "main": "index.js" }\n',
    'app/node_modules/plain-pkg/index.js': "export const plain = 'installed one';\n",
    'app/src/index.js': "import { ui } from '@demo/ui';\nimport { plain } from 'plain-pkg';\ndocument.title = ui + plain;\n",
    'app/rsbuild.config.mjs': 'export default { tools: { rspack: { watchOptions: { ignored: /node_modules/ } } } };\n',
  });
  fs.mkdirSync(path.join(top, 'app/node_modules/@demo'), { recursive: true });
  fs.symlinkSync(path.join(top, 'packages/ui'), path.join(top, 'app/node_modules/@demo/ui'), 'dir');
  backdate(top);
  const app = path.join(top, 'app');
  const server = await devServer(app);
  try {
    const done = compilations(server);
    edit(app, 'node_modules/plain-pkg/index.js', 'installed one', 'installed two');
    assert.equal(await waitFor(() => compilations(server) > done, 3_000), false, 'an edit inside node_modules starts no rebuild');
    edit(top, 'packages/ui/src/index.js', 'linked one', 'linked two');
    await nextCompilation(server, done);
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(js, /linked two/);
  } finally {
    await server.stop();
  }
});
