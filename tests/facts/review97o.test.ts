// Facts behind the accuracy review of session 97 (slice o): config/server/history-api-fallback and
// config/server/proxy, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project, names the page
// and the words it backs, and checks that both languages say them and that the old wording is gone.
//
// - config/server/proxy, proxy.bypass: the example returned '/index.html' for every request whose Accept header has
//   text/html, "a browser opening /api/docs gets the app's page". Rsbuild calls bypass for every request that reaches
//   the rule, before the context is checked (core/src/server/proxy.ts 55-67, as the page's own warning says), so the
//   example also rewrote the navigation to any other page: in a multi-page app, /admin got index.html instead of
//   admin.html. The example now checks the path first (`req.url?.startsWith('/api/') && ...`). Run: rsbuild dev with
//   entries index and admin and the rule of the example against a back end of the test, the old and the new bypass.
import assert from 'node:assert/strict';
import http, { type IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { ask, seen } from './lib/http';
import { type RsbuildConfig, devServer, subProject } from './lib/rsbuild';
import { listen, pageSays } from './topics-support';

/** Every page is titled `page-<entry>`, so an answer names the page it is. */
const title = (({ entryName }: { entryName: string }) => `page-${entryName}`) as unknown as string;

test('config/server/proxy proxy.bypass example: "a browser opening /api/docs gets the app\'s page, API calls go to the back end", and other pages keep their own HTML', async (t) => {
  pageSays(
    'config/server/proxy',
    {
      en: "if (req.url?.startsWith('/api/') && req.headers.accept?.includes('text/html')) {\n            return '/index.html';",
      zh: "if (req.url?.startsWith('/api/') && req.headers.accept?.includes('text/html')) {\n            return '/index.html';",
    },
    {
      en: "          if (req.headers.accept?.includes('text/html')) {",
      zh: "          if (req.headers.accept?.includes('text/html')) {",
    },
  );
  pageSays('config/server/proxy', {
    en: "// a browser opening /api/docs gets the app's page, API calls go to the back end",
    zh: '// 浏览器打开 /api/docs 时返回应用页面，API 调用则转发到后端',
  });

  const back = http.createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`backend ${req.url}`));
  const backPort = await listen(back, t);

  // The two bodies of the example, the old one and the page's one, behind one rule of one dev server.
  const oldBypass = (req: IncomingMessage): string | null => {
    if (req.headers.accept?.includes('text/html')) {
      return '/index.html';
    }
    return null;
  };
  const newBypass = (req: IncomingMessage): string | null => {
    if (req.url?.startsWith('/api/') && req.headers.accept?.includes('text/html')) {
      return '/index.html';
    }
    return null;
  };
  let bypass = newBypass;
  const config: RsbuildConfig = {
    source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
    html: { title },
    server: { proxy: { '/api': { target: `http://localhost:${backPort}`, bypass: (req) => bypass(req) } } },
  };
  const cwd = subProject('review97o-bypass', {
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
  });
  const dev = await devServer(config, { cwd });
  try {
    // The page's example: /api/docs opened in the browser gets the app's page, an API call is forwarded, and the
    // other page of the app keeps its own HTML.
    assert.equal(await seen(dev.port, '/api/docs'), '200 page-index');
    assert.equal((await ask(dev.port, '/api/users', { client: 'fetch' })).text, 'backend /api/users');
    assert.equal((await ask(dev.port, '/api/users', { client: 'json' })).text, 'backend /api/users');
    assert.equal(await seen(dev.port, '/admin'), '200 page-admin');
    // The old example: bypass runs for every request that reaches the rule, so the navigation to /admin, which the
    // rule does not proxy, was rewritten to /index.html too.
    bypass = oldBypass;
    assert.equal(await seen(dev.port, '/admin'), '200 page-index');
    assert.equal(await seen(dev.port, '/api/docs'), '200 page-index');
  } finally {
    await dev.close();
  }
});
