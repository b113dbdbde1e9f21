// Facts behind the accuracy review of session 87 (slice m): guide/faq/hmr and config/dev/client, in both languages.
// Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it
// backs, and checks that both languages say it and that the wording it replaced is gone. The same three statements were
// corrected on guide/advanced/hmr by review87d (tests 1, 4 and 6 there); the runs here repeat them for these pages.
//
// guide/faq/hmr
// - "A project without a framework plugin. Nothing accepts JavaScript updates, so every JavaScript change reloads the
//   page ...; CSS still updates in place." True of plain stylesheets only. A CSS Modules file exports its class names
//   to JavaScript: without a module that accepts the update (a React component with @rsbuild/plugin-react does), an
//   edit of one reloads the page, even when only a color changes. Now says so (test 1: a plain .css edit keeps the page,
//   one load and the window's state; a color edit in a .module.css reloads it, two loads and the state gone).
// - "Every save should print `start   Compiling...` and `ready   Client compiled in ...`" (the quick check of the
//   terminal). A save that does not compile prints `start   Compiling...` and then `error   Compile error:`, never the
//   ready line. Now says so (test 4; the same fix as review87d's first one on guide/advanced/hmr).
// - "That fails when the browser reaches the page through something else: a reverse proxy, a tunnel, or a container
//   ...". The client connects to <page host>:<dev server port>/rsbuild-hmr whatever the proxy
//   (core/src/server/helper.ts mergeDevOptions, client/hmr/createSocketUrl.ts), so it fails only where the browser
//   cannot reach the dev server's port under that host name. A page opened through a reverse proxy on localhost
//   connects straight to the dev server's port, past the proxy (test 5). The failing case is backed by
//   common-problems-round22a and -round7a.
// - "Rsbuild leaves hashes out of development file names by default, and output.filenameHash only applies to
//   production builds." True of JavaScript and CSS only: shared/src/fs.ts 66-96 (getFilename) adds the hash to js and
//   css names only when isProd, but to svg, font, image and media names in every mode. In rsbuild dev an imported
//   image is served as static/image/big.<hash>.png, and filenameHash: false takes that hash away in development too.
//   Now says so (test 3).
//
// config/dev/client, client.overlay
// - "The overlay ... links file paths so you can open them in your editor". Only a path followed by `:line:column` is a
//   link (core/src/client/hmr/overlay.ts 12-38, fileRegex `(?:[a-zA-Z]:\\|\/).*?:\d+:\d+`); the `File: ./src/…` line
//   that starts each error stays text. A click fetches /__open-in-editor?file=… from the dev server, whose launch-editor
//   middleware opens the editor (core/src/server/getDevMiddlewares.ts). Now says so (test 2).
// - "... closes ... when you press Esc." The overlay's keydown listener removes itself on the first key of any kind
//   (core/src/client/hmr/overlay.ts 198-205): Esc after another key leaves the panel open. Now says Esc only works as
//   the first key pressed after the overlay opens (test 2), as the page's own Common problems item already did.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  type DevServer,
  PNG,
  build,
  freePort,
  reverseProxy,
  compilations,
  devServer,
  distFiles,
  edit,
  hashed,
  nextCompilation,
  pageSays,
  project,
  sharedBrowser,
  waitFor,
} from './topics-support';
import { assertOverlayLink } from './lib/overlay';

const browser = sharedBrowser();

/** Opens the dev server's page, counting its loads, and waits for `[HMR] connected.`. */
async function open(server: DevServer): Promise<{ page: Page; loads: () => number }> {
  const page = await browser().newPage();
  const logs: string[] = [];
  let loads = 0;
  page.on('console', (m) => logs.push(m.text()));
  page.on('load', () => (loads += 1));
  await page.goto(server.url);
  assert.ok(await waitFor(() => logs.includes('[HMR] connected.')), logs.join('\n'));
  return { page, loads: () => loads };
}

test('guide/faq/hmr "An edit of a plain stylesheet still updates in place, but a CSS Modules file (`*.module.css`) exports its class names to JavaScript, so an edit of one reloads the page too, even when only a color changes."', async () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: 'An edit of a plain stylesheet still updates in place, but a CSS Modules file (`*.module.css`) exports its class names to JavaScript, so an edit of one reloads the page too, even when only a color changes.',
      zh: '普通样式文件的修改仍会原地生效；CSS Modules 文件（`*.module.css`）则会把类名导出给 JavaScript，所以修改它同样会刷新页面，哪怕只改了一个颜色。',
    },
    { en: 'CSS still updates in place.', zh: '而 CSS 仍然原地更新。' },
  );
  // No framework plugin: src/index.js imports a plain stylesheet and a CSS Modules file.
  const dir = project({
    'src/plain.css': '#t { background-color: rgb(1, 1, 1); }\n',
    'src/a.module.css': '.title { color: rgb(255, 0, 0); }\n',
    'src/index.js':
      'import \'./plain.css\';\nimport s from \'./a.module.css\';\ndocument.body.innerHTML = `<h1 id="t" class="${s.title}">title</h1>`;\n',
  });
  const server = await devServer(dir);
  const { page, loads } = await open(server);
  try {
    await page.waitForSelector('#t');
    const style = (p: 'color' | 'backgroundColor') =>
      page.evaluate((prop) => getComputedStyle(document.getElementById('t') as HTMLElement)[prop], p).catch(() => '');
    await page.evaluate(() => Object.assign(window, { marker: 'kept' }));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker).catch(() => undefined);

    let done = compilations(server);
    edit(dir, 'src/plain.css', 'rgb(1, 1, 1)', 'rgb(2, 2, 2)');
    await nextCompilation(server, done);
    assert.ok(await waitFor(async () => (await style('backgroundColor')) === 'rgb(2, 2, 2)'));
    await waitFor(() => loads() > 1, 500);
    assert.deepEqual({ loads: loads(), marker: await marker() }, { loads: 1, marker: 'kept' }, 'a plain stylesheet is updated in place');

    done = compilations(server);
    edit(dir, 'src/a.module.css', 'rgb(255, 0, 0)', 'rgb(0, 0, 255)');
    await nextCompilation(server, done);
    assert.ok(await waitFor(async () => (await style('color')) === 'rgb(0, 0, 255)'));
    assert.ok(await waitFor(() => loads() > 1, 5_000), 'a CSS Modules edit reloads the page');
    assert.equal(await marker(), undefined, 'and the state of the page is gone');
  } finally {
    await page.close();
    await server.stop();
  }
});

test('config/dev/client "In them, a file path followed by a line and column (`/home/you/app/src/index.ts:1:1`) is a link that asks the dev server to open the file in your editor; the `File: ./src/index.ts` line is plain text." + "The overlay closes when ... you press Esc, which only works as the first key you press after it opens."', async () => {
  const ROUTE = 'config/dev/client';
  pageSays(
    ROUTE,
    {
      en: 'In them, a file path followed by a line and column (`/home/you/app/src/index.ts:1:1`) is a link that asks the dev server to open the file in your editor; the `File: ./src/index.ts` line is plain text.',
      zh: '其中带行号和列号的文件路径（如 `/home/you/app/src/index.ts:1:1`）是链接，点击后开发服务器会在编辑器中打开该文件；`File: ./src/index.ts` 这一行只是普通文本。',
    },
    { en: 'links file paths so you can open them in your editor', zh: '并把其中的文件路径显示为链接' },
  );
  pageSays(
    ROUTE,
    {
      en: 'The overlay closes when the error is fixed, when you click its × or outside it, or when you press Esc, which only works as the first key you press after it opens.',
      zh: '错误修复后、点击浮层的 × 或浮层外部时，浮层会关闭；按 Esc 也可以，但只有浮层出现后按下的第一个键是 Esc 时才有效。',
    },
    { en: 'outside it, or when you press Esc.', zh: '或按下 Esc 键时，浮层会关闭。' },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n',
    'src/index.ts': "import { render } from './render';\nrender();\n",
    'src/render.ts': "export function render() {\n  document.body.innerHTML = '<h1>one</h1>';\n}\n",
  });
  const server = await devServer(dir);
  const { page } = await open(server);
  try {
    const overlayOpen = () => page.evaluate(() => document.querySelector('rsbuild-error-overlay') !== null);
    edit(dir, 'src/render.ts', "'<h1>one</h1>';\n}", "'<h1>one</h1>';\n");
    await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });

    // The links: only the absolute path with :line:column; the File: line is text.
    await assertOverlayLink(page, server.url, './src/render.ts');

    // Esc after another key leaves the panel open; a click outside the panel closes it.
    await page.keyboard.press('a');
    await page.keyboard.press('Escape');
    assert.equal(await waitFor(async () => !(await overlayOpen()), 1_000), false, 'Esc after another key leaves the panel open');
    await page.mouse.click(5, 5);
    assert.ok(await waitFor(async () => !(await overlayOpen())), 'a click outside the panel closes it');

    // The next failed compilation opens a new panel; Esc as the first key closes it.
    const done = compilations(server);
    edit(dir, 'src/render.ts', "'<h1>one</h1>';\n", "'<h1>two</h1>';\n{\n");
    await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });
    assert.equal(compilations(server), done, 'the edit did not compile');
    await page.keyboard.press('Escape');
    assert.ok(await waitFor(async () => !(await overlayOpen())), 'Esc as the first key closes the panel');
  } finally {
    await page.close();
    await server.stop();
  }
});

test('guide/faq/hmr "By default Rsbuild leaves the hash out of JavaScript and CSS file names in development: output.filenameHash adds it to them in production builds only (images, fonts, SVG and media files get it in development too)."', async () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: 'By default Rsbuild leaves the hash out of JavaScript and CSS file names in development: [output.filenameHash](/config/output/filename-hash) adds it to them in production builds only (images, fonts, SVG and media files get it in development too).',
      zh: 'Rsbuild 默认不在开发环境的 JavaScript 和 CSS 文件名中加入 hash：[output.filenameHash](/zh/config/output/filename-hash) 只在生产构建中为它们加上 hash（图片、字体、SVG 和音视频等媒体文件在开发环境中同样带 hash）。',
    },
    {
      en: 'Rsbuild leaves hashes out of development file names by default, and',
      zh: 'Rsbuild 默认不在开发环境的文件名中加入 hash，',
    },
  );
  // An image above the 10,000-byte data URI limit, so that it is emitted as a file.
  const files = {
    'src/index.js': "import './style.css';\nimport url from './big.png';\ndocument.body.textContent = url;\n",
    'src/style.css': 'body { color: rgb(1, 2, 3); }\n',
    'src/big.png': Buffer.concat([PNG, Buffer.alloc(20_000)]),
  };
  /** Starts rsbuild dev in `dir`; returns the image URL in the served JavaScript and the status of /static/css/index.css. */
  const served = async (dir: string) => {
    const server = await devServer(dir);
    try {
      const js = await fetch(`${server.url}/static/js/index.js`);
      assert.equal(js.status, 200, 'the JavaScript has no hash in its name');
      const css = await fetch(`${server.url}/static/css/index.css`);
      assert.equal(css.status, 200, 'nor has the CSS');
      return (await js.text()).match(/static\/image\/big[.\w]*\.png/)?.[0];
    } finally {
      await server.stop();
    }
  };
  const dir = project(files);
  assert.match((await served(dir)) ?? '', /^static\/image\/big\.[0-9a-f]{8}\.png$/, 'the image has a hash in development');
  const noHash = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n' });
  assert.equal(await served(noHash), 'static/image/big.png', 'filenameHash: false removes it in development too');

  build(dir);
  const built = hashed(distFiles(dir));
  assert.ok(built.includes('static/js/index.[hash].js'), built.join('\n'));
  assert.ok(built.includes('static/css/index.[hash].css'), built.join('\n'));
});

test('guide/faq/hmr "Every save should print `start   Compiling...`, then `ready   Client compiled in ...` when the code compiles (a save that does not compile prints `error   Compile error:` instead)."', async () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: 'Every save should print `start   Compiling...`, then `ready   Client compiled in ...` when the code compiles (a save that does not compile prints `error   Compile error:` instead).',
      zh: '每次保存后都应该打印 `start   Compiling...`，代码能通过编译时接着打印 `ready   Client compiled in ...`（编译失败时打印的则是 `error   Compile error:`）。',
    },
    {
      en: 'Every save should print `start   Compiling...` and `ready   Client compiled in ...`.',
      zh: '每次保存后都应该打印 `start   Compiling...` 和 `ready   Client compiled in ...`。',
    },
  );
  const dir = project({
    'src/index.js': "import { render } from './render';\nrender();\n",
    'src/render.js': "export function render() {\n  document.body.innerHTML = '<h1>one</h1>';\n}\n",
  });
  const server = await devServer(dir);
  try {
    const done = compilations(server);
    edit(dir, 'src/render.js', 'one', 'two');
    await nextCompilation(server, done);
    assert.match(server.log(), /start\s+Compiling\.\.\.\nready\s+Client compiled in [\d.]+ s\n$/);

    const before = server.log().length;
    edit(dir, 'src/render.js', "'<h1>two</h1>';\n}", "'<h1>two</h1>';\n");
    assert.ok(await waitFor(() => /Compile error/.test(server.log().slice(before))), server.log());
    const failed = server.log().slice(before);
    assert.match(failed, /^start\s+Compiling\.\.\.\nerror\s+Compile error:/);
    assert.doesNotMatch(failed, /ready\s+Client compiled/);
  } finally {
    await server.stop();
  }
});

test(`guide/faq/hmr "That fails when the browser reaches the page through something else (...) and cannot reach the dev server's own port under the page's host name; where it can, the socket goes past the proxy and connects."`, async () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: "and cannot reach the dev server's own port under the page's host name; where it can, the socket goes past the proxy and connects.",
      zh: '而用页面的主机名又访问不到开发服务器自己的端口，连接就会失败；能访问到时，WebSocket 会绕过代理直接连上开发服务器。',
    },
    {
      en: 'That fails when the browser reaches the page through something else: a reverse proxy,',
      zh: '如果浏览器是通过其他途径访问页面的，例如反向代理、隧道，或者以另一个端口对外暴露开发服务器的容器或虚拟机，连接就会失败。',
    },
  );
  const dir = project({ 'src/index.js': "document.body.textContent = 'page';\n" });
  const server = await devServer(dir);
  const proxyPort = await freePort();
  const upgrades: string[] = [];
  const close = await reverseProxy(proxyPort, server.port, false, upgrades);
  const page = await browser().newPage();
  const sockets: string[] = [];
  const logs: string[] = [];
  try {
    page.on('websocket', (ws) => sockets.push(ws.url()));
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`http://localhost:${proxyPort}/`);
    assert.equal(await page.textContent('body'), 'page', 'the page comes through the proxy');
    assert.ok(await waitFor(() => logs.includes('[HMR] connected.')), logs.join('\n'));
    assert.deepEqual(sockets, [`ws://localhost:${server.port}/rsbuild-hmr`], 'the socket goes to the dev server port');
    assert.deepEqual(upgrades, [], 'not through the proxy');
  } finally {
    await page.close();
    close();
    await server.stop();
  }
});
