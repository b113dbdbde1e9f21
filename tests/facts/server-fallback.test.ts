// What the dev server and the preview server of @rsbuild/core 0.5.9 answer for paths that have no file:
// server.htmlFallback, server.historyApiFallback and the page fallback of the server guide. Every fact
// is run on both servers where both have the behaviour, with the requests a browser makes for a page
// (Accept: text/html,…), for a script (*/*) and with fetch() (*/*), and with JSON requests.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import { type Client, BROWSER_CLIENTS, ask, byClient, every, seen } from './lib/http';
import { ROOT, core, devServer, previewServer, subProject, type RsbuildConfig } from './lib/rsbuild';
import { build, project, devServer as topicsDevServer, previewServer as topicsPreviewServer } from './topics-support';

const cwd = (): string =>
  subProject('server-fallback', {
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'src/shop.js': "console.log('shop');\n",
    'src/blog.js': "console.log('blog');\n",
    'src/about.js': "console.log('about');\n",
    'src/docs/index.js': "console.log('docs');\n",
  });

/** Every page is titled `page-<entry>`, so an answer names the page it is. */
const title = (({ entryName }: { entryName: string }) => `page-${entryName}`) as unknown as string;
const app = (entries: string[], config: RsbuildConfig = {}): RsbuildConfig => ({
  ...config,
  source: { entry: Object.fromEntries(entries.map((e) => [e, `./src/${e === 'main' ? 'index' : e}.js`])) },
  html: { title, ...config.html },
});

type Servers = { dev: number; preview: number; close: () => Promise<void> };
/** The dev server and the preview server (on a build of its own, `dist/<name>`) of the same configuration. */
async function both(name: string, config: RsbuildConfig): Promise<Servers> {
  const dev = await devServer(config, { cwd: cwd() });
  const preview = await previewServer(name, config, { cwd: cwd() }).catch(async (err: unknown) => {
    await dev.close();
    throw err;
  });
  return { dev: dev.port, preview: preview.port, close: async () => void (await Promise.all([dev.close(), preview.close()])) };
}

const ALL: Client[] = ['browser', 'script', 'fetch', 'json', 'none'];
const except = (answers: Record<string, string>, changes: Record<string, string>): Record<string, string> => ({ ...answers, ...changes });

describe('server.htmlFallback', { concurrency: 2 }, () => {
  test("config/server/html-fallback (default 'index'): which requests get index.html, in the dev server and in the preview server", async () => {
    const s = await both('fallback-index', app(['index', 'about']));
    try {
      // "With the default 'index', it sends index.html" (a client-side route): both servers.
      // Dev: "its method is GET or HEAD and its Accept header contains text/html or */* but not application/json";
      // a request without an Accept header is not a page request either.
      assert.deepEqual(await byClient(s.dev, '/users/42', ALL), except(every('200 page-index'), { json: '404', none: '404' }));
      assert.equal(await seen(s.dev, '/users/42', { method: 'HEAD' }), '200', 'HEAD counts as a page request');
      assert.equal(await seen(s.dev, '/users/42', { method: 'POST' }), '404');
      // "contains text/html or */* but not application/json": a header that names both is not a page request.
      const htmlAndJson = { client: 'none', headers: { accept: 'text/html, application/json' } } as const;
      assert.equal(await seen(s.dev, '/users/42', htmlAndJson), '404');
      assert.equal(await seen(s.preview, '/users/42', htmlAndJson), '200 page-index');
      // Preview: "answered with index.html and status 200 whatever its method and Accept header".
      assert.deepEqual(await byClient(s.preview, '/users/42', ALL), every('200 page-index'));
      assert.equal(await seen(s.preview, '/users/42', { method: 'POST' }), '200 page-index');
      // Finding 1: a missing file inside a folder. The dev server answers index.html to every client that
      // sends */* (a script, fetch(), curl) and to a browser; only JSON requests get 404. The preview server answers 404.
      assert.deepEqual(await byClient(s.dev, '/static/js/missing.js', ALL), except(every('200 page-index'), { json: '404', none: '404' }));
      assert.deepEqual(await byClient(s.preview, '/static/js/missing.js', ALL), every('404'));
      // Omission: at the root, the preview server answers a missing file with index.html too.
      assert.deepEqual(await byClient(s.preview, '/missing.js', ALL), every('200 page-index'));
      assert.deepEqual(await byClient(s.dev, '/missing.js', BROWSER_CLIENTS), every('200 page-index', BROWSER_CLIENTS));
      // Finding 2: "JSON requests are never answered with HTML" holds for the dev server only.
      assert.equal(await seen(s.dev, '/api/users', { client: 'json' }), '404');
      assert.equal(await seen(s.preview, '/api/users', { client: 'json' }), '200 page-index');
      // "/about/ opens about.html there, while the dev server sends index.html for it"; /about opens about.html in both.
      assert.equal(await seen(s.preview, '/about/'), '200 page-about');
      assert.equal(await seen(s.dev, '/about/'), '200 page-index');
      for (const port of [s.dev, s.preview]) assert.equal(await seen(port, '/about'), '200 page-about');
      // "Missing files can return HTML ... so in the dev server a wrong path such as /static/js/missing.js is
      // answered with index.html and status 200" (a script sends */*).
      const wrong = await ask(s.dev, '/static/js/missing.js', { client: 'script' });
      assert.equal(wrong.status, 200);
      assert.match(wrong.text, /^<!doctype html>/i);
    } finally {
      await s.close();
    }
  });

  test('config/server/html-fallback "With false, such requests get a 404 response" + "Steps 1 and 2 run with either value, so htmlFallback: false still lets /admin open admin.html", both servers', async () => {
    const s = await both('fallback-false', app(['index', 'admin'], { server: { htmlFallback: false } }));
    try {
      for (const port of [s.dev, s.preview]) {
        assert.deepEqual(await byClient(port, '/users/42', BROWSER_CLIENTS), every('404', BROWSER_CLIENTS), `${port}`);
        assert.equal(await seen(port, '/admin'), '200 page-admin');
      }
      // guide/basic/server "Set htmlFallback: false to answer unknown paths with 404 instead".
      assert.equal(await seen(s.preview, '/users/42', { client: 'json' }), '404');
    } finally {
      await s.close();
    }
  });

  test('config/server/html-fallback step 1 "/docs/ is served from docs/index.html" + caveat "The fallback needs an index.html at the output root": nested pages leave / without a page in both servers', async () => {
    const s = await both('fallback-nested', app(['index', 'admin'], { html: { outputStructure: 'nested' } }));
    try {
      for (const port of [s.dev, s.preview]) {
        assert.equal(await seen(port, '/admin/'), '200 page-admin', 'a path ending with / opens the index.html of its folder');
        assert.equal(await seen(port, '/index/'), '200 page-index');
        // With html.outputStructure 'nested' the index entry writes index/index.html: no root index.html,
        // so neither / nor a client-side route gets a page.
        assert.equal(await seen(port, '/'), '404');
        assert.equal(await seen(port, '/users/42'), '404');
      }
    } finally {
      await s.close();
    }
  });

  test('config/server/html-fallback caveat "If your only entry is called main, or the HTML files go to a subdirectory such as html/, ... unknown paths get 404 even with \'index\'", both servers', async () => {
    const main = await both('fallback-main', app(['main']));
    const sub = await both('fallback-html-dir', app(['index', 'admin'], { output: { distPath: { html: 'html' } } }));
    try {
      for (const port of [main.dev, main.preview, sub.dev, sub.preview]) {
        assert.equal(await seen(port, '/users/42'), '404', `${port}`);
        assert.equal(await seen(port, '/'), '404');
      }
      for (const port of [main.dev, main.preview]) assert.equal(await seen(port, '/main'), '200 page-main');
      for (const port of [sub.dev, sub.preview]) assert.equal(await seen(port, '/html/admin'), '200 page-admin');
    } finally {
      await Promise.all([main.close(), sub.close()]);
    }
  });
  test('config/server/html-fallback "Invalid URL in the dev server log": the error, a 404 and the server keeps running + common problem "a relative prefix such as \'./\'" on a nested route + guide/basic/server in-memory output, dev and preview', async () => {
    const { logger } = await core();
    const errors: string[] = [];
    logger.override({ error: (m: unknown) => void errors.push(m instanceof Error ? `${m.message}\n${m.stack ?? ''}` : String(m)) });
    const s = await both('fallback-relative', app(['index'], { dev: { assetPrefix: './' }, output: { assetPrefix: './' } })).finally(() =>
      logger.override({ error: () => {} }),
    );
    try {
      // "The dev server received a page request whose path Node.js cannot parse ... printed this error with a stack trace
      // ... skips the fallback for that request, which then usually ends with a 404, and keeps running."
      logger.override({ error: (m: unknown) => void errors.push(m instanceof Error ? `${m.message}\n${m.stack ?? ''}` : String(m)) });
      assert.equal(await seen(s.dev, '//[::1/'), '404');
      logger.override({ error: () => {} });
      assert.ok(
        errors.some((e) => /^Invalid URL: \S*\/\/\[::1\/\S*\n.*\n\s+at /.test(e)),
        errors.join('\n'),
      );
      assert.equal(await seen(s.dev, '/users/42'), '200 page-index', 'still running');
      // A relative prefix on a nested route: the page at /users/42 asks for /users/static/js/... In the dev server
      // (dev.assetPrefix) that request is answered with index.html, hence "Unexpected token '<'"; the preview server
      // (output.assetPrefix) answers it with 404.
      const devPage = await ask(s.dev, '/users/42');
      const devScript = /<script defer src="\.\/(static\/js\/index\.js)"/.exec(devPage.text)?.[1];
      assert.ok(devScript, devPage.text);
      assert.equal(await seen(s.dev, `/users/${devScript}`, { client: 'script' }), '200 page-index');
      // guide/basic/server "The in-memory output of the current compilation": the dev server wrote nothing to its output folder.
      assert.ok(!fs.existsSync(path.join(cwd(), 'dist', `dev-${s.dev}`, 'index.html')));
      const previewPage = await ask(s.preview, '/users/42');
      const previewScript = /<script defer(?:="defer")? src="\.\/(static\/js\/index\.\w+\.js)"/.exec(previewPage.text)?.[1];
      assert.ok(previewScript, previewPage.text);
      assert.equal(await seen(s.preview, `/users/${previewScript}`, { client: 'script' }), '404');
      assert.equal(await seen(s.preview, `/${previewScript}`, { client: 'script' }), '200');
    } finally {
      logger.override({ error: () => {} });
      await s.close();
    }
  });
});

describe('server.historyApiFallback', { concurrency: 2 }, () => {
  test('config/server/history-api-fallback "The \'index\' fallback runs first and would answer every page request before your historyApiFallback rules are consulted", both servers', async () => {
    const s = await both(
      'history-under-index',
      app(['index', 'admin'], { server: { historyApiFallback: { rewrites: [{ from: /^\/admin/, to: '/admin.html' }] } } }),
    );
    try {
      for (const port of [s.dev, s.preview])
        assert.equal(await seen(port, '/admin/users/42'), '200 page-index', `${port}: the rule is never consulted`);
    } finally {
      await s.close();
    }
  });

  test('config/server/history-api-fallback "A multi-page application": /admin/users/42 loads admin.html and /settings loads index.html; which requests are rewritten; caveats, both servers', async () => {
    const s = await both(
      'history-mpa',
      app(['index', 'admin'], {
        server: { htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\/admin/, to: '/admin.html' }] } },
      }),
    );
    try {
      for (const port of [s.dev, s.preview]) {
        assert.equal(await seen(port, '/admin/users/42'), '200 page-admin', `${port}`);
        assert.equal(await seen(port, '/settings'), '200 page-index', 'no rule matches: rewritten to index');
        // "1. the method is GET or HEAD"
        assert.equal(await seen(port, '/settings', { method: 'POST', client: 'browser' }), '404');
        // "2. the request has an Accept header, and that header does not start with application/json"
        assert.equal(await seen(port, '/settings', { client: 'none' }), '404');
        assert.equal(await seen(port, '/settings', { client: 'json' }), '404');
        assert.equal(
          await seen(port, '/settings', { headers: { accept: 'text/html, application/json' }, client: 'none' }),
          '200 page-index',
          'JSON later in the header does not count',
        );
        // "3. the Accept header contains one of htmlAcceptHeaders (text/html or */* by default)"
        assert.equal(await seen(port, '/settings', { headers: { accept: 'text/plain' }, client: 'none' }), '404');
        // Caveat "a fetch() with the default Accept: */* to a path that nothing serves receives your HTML page".
        assert.equal(await seen(port, '/api/orders', { client: 'fetch' }), '200 page-index');
        // "a path whose last segment contains a dot ... is left alone"; "Rules in rewrites are applied to dotted paths either way".
        assert.equal(await seen(port, '/docs/v1.2'), '404');
        assert.equal(await seen(port, '/a.b/settings'), '200 page-index', 'only the last segment counts');
        assert.equal(await seen(port, '/admin/report.pdf'), '200 page-admin');
        // Caveat "Page paths with a file of their own are served before the fallback".
        assert.equal(await seen(port, '/admin'), '200 page-admin');
      }
    } finally {
      await s.close();
    }
  });

  test('config/server/history-api-fallback options: true, index, rewrites with a function, htmlAcceptHeaders, disableDotRule, logger and verbose; a RegExp `to` fails, both servers', async () => {
    const contexts: Array<{ match: string; pathname: string | null; request: string }> = [];
    const logged: string[] = [];
    const s = await both(
      'history-options',
      app(['main', 'shop', 'blog'], {
        server: {
          htmlFallback: false,
          historyApiFallback: {
            index: '/main.html',
            htmlAcceptHeaders: ['text/html'],
            disableDotRule: true,
            logger: (...args: unknown[]) => void logged.push(args.join(' ')),
            rewrites: [
              {
                from: /^\/(shop|blog)(\/.*)?$/,
                to: (context) => {
                  contexts.push({
                    match: context.match[1],
                    pathname: context.parsedUrl.pathname,
                    request: (context.request as unknown as object).constructor.name,
                  });
                  return `/${context.match[1]}.html`;
                },
              },
              // never used for /shop/cart: "the first matching rule wins"
              { from: /^\/shop\/cart$/, to: '/blog.html' },
              { from: /^\/relative$/, to: 'shop.html' },
              { from: /^\/regexp$/, to: /shop/ as unknown as string },
            ],
          },
        },
      }),
    );
    try {
      for (const port of [s.dev, s.preview]) {
        // index: "The URL that requests are rewritten to when no rewrites rule matches".
        assert.equal(await seen(port, '/settings'), '200 page-main', `${port}`);
        // rewrites with a function: match[1], parsedUrl, and request, "at runtime it is Node's http.IncomingMessage".
        assert.equal(await seen(port, '/shop/cart?x=1'), '200 page-shop');
        assert.equal(await seen(port, '/blog/2024/hello'), '200 page-blog');
        // htmlAcceptHeaders ['text/html']: "leave such requests alone and rewrite real page navigations only".
        assert.equal(await seen(port, '/settings', { client: 'script' }), '404');
        assert.equal(await seen(port, '/settings', { client: 'fetch' }), '404');
        // disableDotRule: true: "set disableDotRule: true so those paths fall back too".
        assert.equal(await seen(port, '/users/john.doe'), '200 page-main');
        // "the middleware warns about relative targets when logging is on".
        await seen(port, '/relative');
        // "a request that matches such a rule fails with Rewrite rule can only be of type string or function."
        // (The server prints the error's stack with console.error: kept and read here instead.)
        const errors: string[] = [];
        const error = console.error;
        console.error = (...args: unknown[]) => void errors.push(args.join(' '));
        try {
          assert.equal((await ask(port, '/regexp')).status, 500);
          // The server may print it after the response has gone out.
          for (let i = 0; i < 40 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
        } finally {
          console.error = error;
        }
        assert.match(errors.join('\n'), /^Error: Rewrite rule can only be of type string or function\./);
      }
      assert.deepEqual(contexts.slice(0, 1), [{ match: 'shop', pathname: '/shop/cart', request: 'IncomingMessage' }]);
      // logger: "When set, it is used instead of console.log and logging is on even without verbose".
      assert.ok(
        logged.some((l) => l.startsWith('Rewriting GET /settings to /main.html')),
        logged.join('\n'),
      );
      assert.ok(
        logged.some((l) => l.startsWith('We recommend using an absolute path for the rewrite target.')),
        logged.join('\n'),
      );
    } finally {
      await s.close();
    }
    // verbose: "Logs every decision of the middleware (rewritten or not, and why) with console.log".
    const printed: string[] = [];
    const log = console.log;
    // The middleware binds console.log when it is created.
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    const verbose = await both(
      'history-verbose',
      app(['index'], { server: { htmlFallback: false, historyApiFallback: { verbose: true } } }),
    ).catch((err: unknown) => {
      console.log = log;
      throw err;
    });
    try {
      for (const port of [verbose.dev, verbose.preview]) {
        printed.length = 0;
        await seen(port, '/settings');
        await seen(port, '/settings', { client: 'json' });
        assert.ok(printed.includes('Rewriting GET /settings to /index.html'), `${port}: ${printed.join('\n')}`);
        assert.ok(printed.includes('Not rewriting GET /settings because the client prefers JSON.'), `${port}: ${printed.join('\n')}`);
      }
    } finally {
      console.log = log;
      await verbose.close();
    }
  });

  test('config/server/history-api-fallback caveat "Page paths with a file of their own are served before the fallback: ... /docs/ with docs/index.html when those files exist in the output" + a /docs/ section that falls back to its own page; "/docs/v1.2" with rewrites and with disableDotRule, both servers', async () => {
    // An entry named docs/index writes docs/index.html: a documentation section under /docs/ next to the app.
    const docs = (historyApiFallback: NonNullable<RsbuildConfig['server']>['historyApiFallback']): RsbuildConfig => ({
      ...app(['index', 'admin'], { server: { htmlFallback: false, historyApiFallback } }),
      source: { entry: { index: './src/index.js', admin: './src/admin.js', 'docs/index': './src/docs/index.js' } },
    });
    const ruled = await both('history-docs', docs({ rewrites: [{ from: /^\/docs(\/|$)/, to: '/docs/index.html' }] }));
    const dotted = await both('history-docs-dots', docs({ disableDotRule: true }));
    try {
      for (const port of [ruled.dev, ruled.preview]) {
        // "Page paths with a file of their own are served before the fallback".
        assert.equal(await seen(port, '/docs/'), '200 page-docs/index', `${port}`);
        assert.equal(await seen(port, '/admin'), '200 page-admin');
        // The section's client-side routes fall back to the section's page, the others to index.
        assert.equal(await seen(port, '/docs'), '200 page-docs/index');
        assert.equal(await seen(port, '/docs/guide/start'), '200 page-docs/index');
        assert.equal(await seen(port, '/settings'), '200 page-index');
        // "Rules in rewrites are applied to dotted paths either way"; without a rule, "/docs/v1.2 ... is left alone".
        assert.equal(await seen(port, '/docs/v1.2'), '200 page-docs/index');
        assert.equal(await seen(port, '/api/v1.2'), '404');
      }
      for (const port of [dotted.dev, dotted.preview]) {
        // disableDotRule: "If your client-side routes contain dots, such as /users/john.doe or /docs/v1.2, set
        // disableDotRule: true so those paths fall back too" (to index: no rule here).
        assert.equal(await seen(port, '/docs/v1.2'), '200 page-index', `${port}`);
        assert.equal(await seen(port, '/docs/'), '200 page-docs/index');
      }
    } finally {
      await Promise.all([ruled.close(), dotted.close()]);
    }
  });

  test('config/server/history-api-fallback "true uses its defaults (rewrite to /index.html)" + "It is off by default" + caveat "Forward API paths with server.proxy, which runs before the fallback", both servers', async () => {
    const api = http.createServer((req, res) => res.end(`api ${req.url}`)).listen(0);
    const apiPort = (api.address() as { port: number }).port;
    const s = await both(
      'history-true',
      app(['index'], { server: { htmlFallback: false, historyApiFallback: true, proxy: { '/api': `http://localhost:${apiPort}` } } }),
    );
    const off = await both('history-off', app(['index'], { server: { htmlFallback: false } }));
    try {
      for (const port of [s.dev, s.preview]) {
        assert.equal(await seen(port, '/settings/profile'), '200 page-index');
        assert.equal((await ask(port, '/api/orders', { client: 'fetch' })).text, 'api /api/orders');
      }
      for (const port of [off.dev, off.preview]) assert.equal(await seen(port, '/settings/profile'), '404');
      // "The option adds the connect-history-api-fallback middleware (version 2.0.0)"
      assert.equal(
        JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/connect-history-api-fallback/package.json'), 'utf8'))
          .version,
        '2.0.0',
      );
    } finally {
      api.close();
      await Promise.all([s.close(), off.close()]);
    }
  });
});

describe('the page fallback through the CLI', () => {
  test('config/server/html-fallback + guide/basic/server: `rsbuild dev` and `rsbuild preview`, as a user runs them, answer a missing script and a JSON request differently', async () => {
    const dir = project({ 'src/index.js': "console.log('cli');\n" });
    // The dev server empties dist/ when it starts: it starts first, the build for the preview comes after.
    const dev = await topicsDevServer(dir);
    build(dir);
    const preview = await topicsPreviewServer(dir);
    try {
      assert.deepEqual(await byClient(dev.port, '/static/js/missing.js', ['browser', 'script', 'fetch', 'json']), {
        browser: '200 Rsbuild App',
        script: '200 Rsbuild App',
        fetch: '200 Rsbuild App',
        json: '404',
      });
      assert.deepEqual(
        await byClient(preview.port, '/static/js/missing.js', ['browser', 'script', 'fetch', 'json']),
        every('404', ['browser', 'script', 'fetch', 'json']),
      );
      assert.equal(await seen(preview.port, '/missing.js', { client: 'script' }), '200 Rsbuild App');
      assert.equal(await seen(dev.port, '/users/42', { client: 'json' }), '404');
      assert.equal(await seen(preview.port, '/users/42', { client: 'json' }), '200 Rsbuild App');
    } finally {
      await Promise.all([dev.stop(), preview.stop()]);
    }
  });
});
