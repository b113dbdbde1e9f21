// Facts behind the third accuracy review of session 91 (slice n): guide/faq/blank-page, shared/node-requirement,
// guide/debug/error-messages and guide/start/glossary, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in
// a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it and that the old wording is gone.
//
// - guide/start/glossary, Tree shaking: "Rspack performs it in production builds, so Rsbuild applies it to every
//   `rsbuild build` without configuration." Not every one: `rsbuild build` sets NODE_ENV to production only when it is
//   not set (core/src/cli/prepare.ts 3-13, initNodeEnv), and the Rspack mode follows NODE_ENV
//   (core/src/plugins/basic.ts 23, `chain.mode(isProd ? 'production' : 'development')`, isProd is
//   NODE_ENV === 'production', shared/src/utils.ts 38). With NODE_ENV=development or test in the shell (CI often sets
//   test), the build is a development build and an unused export stays in the output. Now "Rspack performs it in
//   production mode, which `rsbuild build` uses unless `NODE_ENV` is set to another value". Run below.
// - guide/start/glossary, Live reload: "Rsbuild falls back to a live reload when a change cannot be applied with HMR
//   ... It is on by default; see dev.liveReload", as if dev.liveReload governed that fallback. In 0.5.9 it does not: the
//   dev client reloads the page whenever a hot update is not accepted (core/src/client/hmr/index.ts 129-171,
//   tryApplyUpdates), and dev.liveReload is read only to decide whether the client is injected at all, `hmr ||
//   liveReload` (core/src/server/compilerDevMiddleware.ts 108, socketServer.ts 125). So with HMR on, `liveReload: false`
//   changes nothing; with both off no client is injected and the page never reloads (review79f.test.ts). Now
//   "dev.liveReload, on by default, does not control this fallback in 0.5.9: set to false, it only stops reloads when HMR
//   is off too". Run below (HMR on, liveReload: false, an edit of a module nothing accepts reloads the page).
// - guide/faq/blank-page, "Refused to execute script" item: "The script's URL returned an HTML page, a 404 page or
//   index.html". The same holds for scripts: Chromium refuses to execute an HTML response with this message only when it
//   carries X-Content-Type-Options: nosniff; an index.html sent without the header is run as a script and throws
//   Uncaught SyntaxError: Unexpected token '<' (the page's item above), a 404 without it prints only Failed to load
//   resource (run by hand, /tmp/rev91n/js-mime.mts). Now "an HTML page with the header X-Content-Type-Options:
//   nosniff, such as a 404 page ... (an index.html sent without that header gives the Unexpected token '<' above
//   instead)". Run below.
// - guide/faq/blank-page, "Refused to apply style" item: "The stylesheet's URL returned an HTML page, usually the
//   index.html that the server sends for unknown paths". Chromium prints this message only for a response with the
//   header X-Content-Type-Options: nosniff. Run by hand (/tmp/rev91n/css-mime.mts, a page linking a stylesheet answered
//   with text/html): 200 without the header, no message; 200 or 404 with it, "Refused to apply style ... strict MIME
//   checking is enabled."; 404 without it, only "Failed to load resource ... 404". An index.html fallback (nginx's
//   try_files, sirv's single mode) sends no such header; 404 pages of Express and connect servers do (pillarjs/finalhandler
//   index.js, send(): X-Content-Type-Options: nosniff and text/html; VS Code's Live Server is a connect server). Now "an HTML page with the header X-Content-Type-Options: nosniff, as the
//   404 pages of many servers have ... (an index.html sent without that header is not applied either, but prints no
//   message)". Run below on a 0.5.9 build served as an editor serves the project folder.
//
// Fixes settled by reading the source, no test below:
// - guide/start/glossary, HMR: "Frameworks need an integration to use it well, which Rsbuild's framework plugins provide
//   (for example React Fast Refresh in the React plugin)". Not every one: @rsbuild/plugin-preact 0.5.9 only sets SWC's
//   JSX transform to Preact and aliases react to preact/compat (plugin-preact/src/index.ts 12-52); it sets up no
//   Prefresh, so a saved component reloads the page (the plugin's own page says so under "No Fast Refresh"). The React
//   (plugin-react/src/react.ts, react-refresh), Solid (plugin-solid/src/index.ts 36-41, solid-refresh), Svelte
//   (plugin-svelte/src/index.ts 94, hotReload) and Vue plugins (vue-loader) have one. Now "which most of Rsbuild's
//   framework plugins provide (...; the Preact plugin of 0.5.9 has none)". The Preact plugin is not installed here to run.
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, edit, hmrPage, listen, pageSays, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/start/glossary: tree shaking and NODE_ENV

test('guide/start/glossary "Rspack performs it in production mode, which rsbuild build uses unless NODE_ENV is set to another value, so a build gets it without configuration": an unused export is gone from a default build and stays with NODE_ENV=development or test', () => {
  pageSays(
    'guide/start/glossary',
    {
      en: 'Rspack performs it in production mode, which `rsbuild build` uses unless `NODE_ENV` is set to another value, so a build gets it without configuration.',
      zh: 'Rspack 在生产模式下执行 tree shaking，而 `rsbuild build` 默认就是生产模式（除非 `NODE_ENV` 被设为其他值），因此构建时无需配置即可应用它。',
    },
    {
      en: 'so Rsbuild applies it to every `rsbuild build` without configuration',
      zh: '因此 Rsbuild 的每次 `rsbuild build` 无需配置即可应用它',
    },
  );
  const output = (env: NodeJS.ProcessEnv): string => {
    const dir = project({
      'src/lib.js': "export const used = () => 'USED_MARK';\nexport const unused = () => 'UNUSED_MARK';\n",
      'src/index.js': "import { used } from './lib';\ndocument.body.textContent = used();\n",
    });
    build(dir, env);
    return distText(dir, /^static\/js\/.*\.js$/);
  };
  const shaken = output({});
  assert.ok(shaken.includes('USED_MARK'));
  assert.ok(!shaken.includes('UNUSED_MARK'));
  for (const NODE_ENV of ['development', 'test']) {
    const kept = output({ NODE_ENV });
    assert.ok(kept.includes('USED_MARK'), NODE_ENV);
    assert.ok(kept.includes('UNUSED_MARK'), NODE_ENV);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/start/glossary: the reload that replaces a hot update, and dev.liveReload

test('guide/start/glossary "dev.liveReload, on by default, does not control this fallback in 0.5.9: set to false, it only stops reloads when HMR is off too": with dev.liveReload false and HMR on, an edit of a module that nothing accepts reloads the page', async () => {
  pageSays(
    'guide/start/glossary',
    {
      en: '[dev.liveReload](/config/dev/live-reload), on by default, does not control this fallback in 0.5.9: set to `false`, it only stops reloads when HMR is off too.',
      zh: '在 0.5.9 中，默认开启的 [dev.liveReload](/zh/config/dev/live-reload) 并不控制这种退回：把它设为 `false`，只有在 HMR 也关闭时才会停止刷新。',
    },
    {
      en: 'It is on by default; see [dev.liveReload](/config/dev/live-reload).',
      zh: '它默认开启，参见 [dev.liveReload](/zh/config/dev/live-reload)。',
    },
  );
  const dir = project({
    'src/message.js': "export const message = 'first message';\n",
    'src/index.js': "import { message } from './message';\ndocument.body.innerHTML = `<h1>${message}</h1>`;\n",
    'rsbuild.config.mjs': 'export default { dev: { hmr: true, liveReload: false } };\n',
  });
  const server = await devServer(dir);
  try {
    const { page, loads, printed } = await hmrPage(browser(), `${server.url}/`);
    try {
      assert.equal(await page.textContent('h1'), 'first message');
      assert.equal(loads(), 1);
      edit(dir, 'src/message.js', 'first message', 'second message');
      assert.ok(await waitFor(() => loads() === 2), `no reload: ${JSON.stringify(printed)}\n${server.log()}`);
      assert.ok(await waitFor(async () => (await page.textContent('h1').catch(() => '')) === 'second message'));
    } finally {
      await page.close();
    }
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/faq/blank-page: when Chromium says "Refused to apply style" and "Refused to execute script"

type TestContext = { after: (fn: () => void) => void };

/**
 * Serves the project folder `dir` as an editor's server does (the page is /dist/index.html, and the default prefix asks
 * for /static/... at the root, where nothing is). A missing file gets a 404 HTML page with nosniff, as Express's and
 * connect's finalhandler sends it, or dist/index.html without that header, as an SPA fallback does. Returns the origin.
 */
async function editorServer(dir: string, missing: '404-nosniff' | 'index', t: TestContext): Promise<string> {
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'));
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.setHeader('content-type', file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'text/css');
      res.end(fs.readFileSync(file));
    } else if (missing === '404-nosniff') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff' });
      res.end('<!DOCTYPE html><html><body><pre>Cannot GET</pre></body></html>');
    } else {
      res.setHeader('content-type', 'text/html');
      res.end(html);
    }
  });
  return `http://localhost:${await listen(server, t)}`;
}

/** Opens /dist/index.html of `base`: the console's lines and uncaught errors, the body's colour and text. */
async function openDist(base: string, expect: RegExp): Promise<{ messages: string[]; color: string; text: string }> {
  const page = await browser().newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  page.on('pageerror', (e) => messages.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
  try {
    await page.goto(`${base}/dist/index.html`);
    await page.waitForLoadState('load');
    // The requests have been answered once load fired; wait for the line the case expects, if it is not there yet.
    await waitFor(() => messages.some((m) => expect.test(m)), 2_000);
    return {
      messages,
      color: await page.evaluate(() => getComputedStyle(document.body).color),
      text: await page.evaluate(() => document.body.textContent ?? ''),
    };
  } finally {
    await page.close();
  }
}

test('guide/faq/blank-page "The stylesheet\'s URL returned an HTML page with the header X-Content-Type-Options: nosniff, as the 404 pages of many servers have ... (an index.html sent without that header is not applied either, but prints no message)": the project folder served, /dist/index.html asks for /static/css/...; a 404 HTML page with nosniff prints Refused to apply style, index.html without it prints nothing, and neither is applied', async (t) => {
  pageSays(
    'guide/faq/blank-page',
    {
      en: "The stylesheet's URL returned an HTML page with the header `X-Content-Type-Options: nosniff`, as the 404 pages of many servers have, because the file is not at that path; the browser applies no style from it (an `index.html` sent without that header is not applied either, but prints no message).",
      zh: '样式文件的地址返回的是带有 `X-Content-Type-Options: nosniff` 响应头的 HTML 页面而不是 CSS（很多服务器的 404 页面都带这个头）：文件并不在这个路径下，浏览器不会应用其中的样式（不带这个头返回的 `index.html` 同样不会生效，只是不报这条错）。',
    },
    {
      en: 'usually the `index.html` that the server sends for unknown paths',
      zh: '通常是服务器对找不到的路径返回的 `index.html`',
    },
  );
  const dir = project({
    'src/index.js': "import './index.css';\n",
    'src/index.css': 'body { color: rgb(255, 0, 0); }\n',
  });
  build(dir);
  const refused =
    /^Refused to apply style from 'http:\/\/localhost:\d+\/static\/css\/index\.[0-9a-f]{8}\.css' because its MIME type \('text\/html'\) is not a supported stylesheet MIME type, and strict MIME checking is enabled\.$/;
  const nosniff = await openDist(await editorServer(dir, '404-nosniff', t), refused);
  assert.ok(
    nosniff.messages.some((m) => refused.test(m)),
    JSON.stringify(nosniff.messages),
  );
  assert.notEqual(nosniff.color, 'rgb(255, 0, 0)');
  const fallback = await openDist(await editorServer(dir, 'index', t), refused);
  assert.ok(!fallback.messages.some((m) => m.startsWith('Refused to apply style')), JSON.stringify(fallback.messages));
  assert.notEqual(fallback.color, 'rgb(255, 0, 0)');
});

test("guide/faq/blank-page \"The script's URL returned an HTML page with the header X-Content-Type-Options: nosniff, such as a 404 page ... (an index.html sent without that header gives the Unexpected token '<' above instead)\": the project folder served, a 404 page with nosniff for /static/js/... prints Refused to execute script; index.html without it throws Uncaught SyntaxError: Unexpected token '<' and prints no Refused line; the app renders in neither", async (t) => {
  pageSays(
    'guide/faq/blank-page',
    {
      en: "The script's URL returned an HTML page with the header `X-Content-Type-Options: nosniff`, such as a 404 page, because the file is not there (an `index.html` sent without that header gives the `Unexpected token '<'` above instead).",
      zh: "脚本地址返回的是带有 `X-Content-Type-Options: nosniff` 响应头的 HTML 页面（例如 404 页面），因为文件不在那里（不带这个头的 `index.html` 则会报上面的 `Unexpected token '<'`）。",
    },
    {
      en: "The script's URL returned an HTML page, a 404 page or `index.html`, because the file is not there.",
      zh: '脚本地址返回的是 HTML 页面（404 页面或 `index.html`），因为文件不在那里。',
    },
  );
  const dir = project({ 'src/index.js': "document.body.textContent = 'rendered';\n" });
  build(dir);
  const refused =
    /^Refused to execute script from 'http:\/\/localhost:\d+\/static\/js\/index\.[0-9a-f]{8}\.js' because its MIME type \('text\/html'\) is not executable, and strict MIME type checking is enabled\.$/;
  const nosniff = await openDist(await editorServer(dir, '404-nosniff', t), refused);
  assert.ok(
    nosniff.messages.some((m) => refused.test(m)),
    JSON.stringify(nosniff.messages),
  );
  assert.notEqual(nosniff.text, 'rendered');
  const syntax = /^Uncaught SyntaxError: Unexpected token '<'$/;
  const fallback = await openDist(await editorServer(dir, 'index', t), syntax);
  assert.ok(
    fallback.messages.some((m) => syntax.test(m)),
    JSON.stringify(fallback.messages),
  );
  assert.ok(!fallback.messages.some((m) => m.startsWith('Refused to execute script')), JSON.stringify(fallback.messages));
  assert.notEqual(fallback.text, 'rendered');
});
