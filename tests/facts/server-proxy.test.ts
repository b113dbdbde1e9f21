// server.proxy of @rsbuild/core 0.5.9 (http-proxy-middleware 2.0.6) and the proxy section of the server
// guide, run against a back end of the test on the dev server and on the preview server.
import assert from 'node:assert/strict';
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import { ask, seen } from './lib/http';
import { ROOT, devServer, freePort, previewServer, startCli, subProject, type RsbuildConfig } from './lib/rsbuild';

const require = createRequire(import.meta.url);

type Seen = { method: string; url: string; host: string; headers: http.IncomingHttpHeaders };
type Backend = { port: number; url: string; requests: Seen[]; upgrades: string[]; close: () => void };

/** A back end that answers `backend <url>` and records what it received. */
async function backend(): Promise<Backend> {
  const requests: Seen[] = [];
  const upgrades: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', headers: req.headers });
    if (req.url?.startsWith('/cookie')) res.setHeader('Set-Cookie', 'sid=1; Domain=api.example.com; Path=/');
    if (req.url === '/redirect') {
      res.writeHead(302, { Location: `http://localhost:${port}/elsewhere` });
      return void res.end();
    }
    if (req.url?.startsWith('/sse')) {
      // One large event, then a second one 800 ms later.
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => res.end('data: last\n\n'), 800);
      return;
    }
    if (req.url === '/big') return void res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Custom': 'backend' }).end('b'.repeat(3000));
    if (req.url === '/gz')
      return void res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }).end(zlib.gzipSync('g'.repeat(3000)));
    res.setHeader('Content-Type', 'text/plain');
    res.end(`backend ${req.url}`);
  });
  const { WebSocketServer } = require(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws')) as {
    WebSocketServer: new (o: object) => { handleUpgrade: (...a: unknown[]) => void };
  };
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    upgrades.push(req.url ?? '');
    wss.handleUpgrade(req, socket, head, (ws: { send: (s: string) => void; on: (e: 'error', cb: () => void) => void }) => {
      ws.on('error', () => {}); // what a proxy pipes in may be garbage
      ws.send(`ws ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, url: `http://localhost:${port}`, requests, upgrades, close: () => server.close() };
}

const cwd = (): string => subProject('server-proxy', { 'src/index.js': "console.log('proxy');\n", 'public/robots.txt': 'public robots\n' });

type Servers = { dev: number; preview: number; ports: number[]; close: () => Promise<void> };
async function both(name: string, config: RsbuildConfig): Promise<Servers> {
  const dev = await devServer(config, { cwd: cwd() });
  const preview = await previewServer(name, config, { cwd: cwd() }).catch(async (err: unknown) => {
    await dev.close();
    throw err;
  });
  return {
    dev: dev.port,
    preview: preview.port,
    ports: [dev.port, preview.port],
    close: async () => void (await Promise.all([dev.close(), preview.close()])),
  };
}

/** Which request the back end received last. */
const last = (b: Backend): Seen => b.requests[b.requests.length - 1];

describe('server.proxy on both servers', { concurrency: 2 }, () => {
  test('config/server/proxy "Map paths to targets" + "How requests are matched" + guide/basic/server "Proxy API requests"', async () => {
    const b = await backend();
    const s = await both('proxy-strings', { server: { proxy: { '/api': b.url, '/robots.txt': b.url } } });
    try {
      for (const port of s.ports) {
        // "A request to /api/users?page=2 is forwarded to http://localhost:3000/api/users?page=2"
        assert.equal((await ask(port, '/api/users?page=2', { client: 'fetch' })).text, 'backend /api/users?page=2');
        // changeOrigin: true in the object form: "the Host header sent to the target is the target's own host".
        assert.equal(last(b).host, `localhost:${b.port}`);
        // "A string context is a plain prefix of the path, not a path segment: '/api' also matches /apis and /api-docs"
        assert.equal((await ask(port, '/apis')).text, 'backend /apis');
        assert.equal((await ask(port, '/api-docs')).text, 'backend /api-docs');
        // "A rule that matches a path therefore wins over a file of the same path"
        assert.equal((await ask(port, '/robots.txt')).text, 'backend /robots.txt');
        // Other paths are still the server's own.
        assert.equal(await seen(port, '/'), '200 Rsbuild App');
        // "The types ... Mixing both works at runtime" is not this run; methods are forwarded as they are:
        assert.equal((await ask(port, '/api/orders', { method: 'POST', body: '{}' })).text, 'backend /api/orders');
        assert.equal(last(b).method, 'POST');
      }
      // "The proxy is built on http-proxy-middleware 2.0.6, which Rsbuild bundles"
      assert.equal(
        JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5/compiled/http-proxy-middleware/package.json'), 'utf8'))
          .version,
        '2.0.6',
      );
    } finally {
      b.close();
      await s.close();
    }
  });

  test('config/server/proxy "Map paths to options": pathRewrite, target with a path, headers, router, bypass, onProxyReq, onProxyRes, cookieDomainRewrite, onError, and server.headers on proxied responses', async () => {
    const b = await backend();
    const other = await backend();
    const deadPort = await freePort();
    const bypassed: string[] = [];
    const s = await both('proxy-options', {
      server: {
        headers: { 'X-Custom': 'rsbuild', 'X-Only-Rsbuild': 'yes' },
        proxy: {
          '/api': { target: b.url, pathRewrite: { '^/api': '' } },
          '/legacy': { target: b.url, pathRewrite: (p) => p.replace(/^\/legacy/, '/v1') },
          '/v2': { target: `${b.url}/base` },
          '/token': { target: b.url, headers: { 'X-Dev-User': 'alice' } },
          '/routed': {
            target: b.url,
            router: (req) => ((req as unknown as http.IncomingMessage).url?.includes('/new') ? other.url : undefined) as unknown as string,
          },
          '/hooks': {
            target: b.url,
            onProxyReq: (proxyReq) => {
              proxyReq.removeHeader('cookie');
              proxyReq.setHeader('Authorization', 'Bearer dev');
            },
            onProxyRes: (proxyRes) => {
              proxyRes.headers['access-control-expose-headers'] = 'X-Request-Id';
            },
          },
          '/cookie': { target: b.url, cookieDomainRewrite: 'localhost' },
          '/tenant': { target: b.url, router: { 'localhost:8080/tenant/v2': other.url } },
          '/big': { target: b.url },
          '/gz': { target: b.url },
          '/docs': {
            target: b.url,
            bypass(req) {
              bypassed.push(req.url ?? '');
              if (req.url === '/docs/page' && req.headers.accept?.includes('text/html')) return '/index.html';
              if (req.url === '/docs/hidden') return false;
              return null;
            },
          },
          '/offline': { target: `http://localhost:${deadPort}` },
          '/unreachable': {
            target: `http://localhost:${deadPort}`,
            onError(err, _req, res) {
              const response = res as unknown as http.ServerResponse;
              response.writeHead(502, { 'Content-Type': 'text/plain' });
              response.end(`Cannot reach the API server: ${err.message}`);
            },
          },
        },
      },
    });
    try {
      for (const port of s.ports) {
        // pathRewrite object and function.
        assert.equal((await ask(port, '/api/users')).text, 'backend /users');
        assert.equal((await ask(port, '/legacy/orders')).text, 'backend /v1/orders');
        // target "If the target URL has a path ... it is put in front of the request path"
        assert.equal((await ask(port, '/v2/items')).text, 'backend /base/v2/items');
        // proxy.headers: "Extra headers added to the forwarded request (not to the response)"
        const token = await ask(port, '/token');
        assert.equal(last(b).headers['x-dev-user'], 'alice');
        assert.equal(token.headers['x-dev-user'], undefined);
        // router function: "when it returns nothing, target is used".
        assert.equal((await ask(port, '/routed/new')).text, 'backend /routed/new');
        assert.equal(last(other).url, '/routed/new');
        assert.equal((await ask(port, '/routed/old')).text, 'backend /routed/old');
        assert.equal(last(b).url, '/routed/old');
        // router object: a key with a path is "matched against host plus path"; "Host keys compare with the Host
        // header exactly, so a key with localhost:8080 does not match when the page is opened through 127.0.0.1:8080".
        await ask(port, '/tenant/v2/x', { headers: { host: 'localhost:8080' } });
        assert.equal(last(other).url, '/tenant/v2/x');
        await ask(port, '/tenant/v2/y', { headers: { host: '127.0.0.1:8080' } });
        assert.equal(last(b).url, '/tenant/v2/y');
        // onProxyReq and onProxyRes.
        const hooked = await ask(port, '/hooks', { headers: { cookie: 'secret=1' } });
        assert.equal(last(b).headers.cookie, undefined);
        assert.equal(last(b).headers.authorization, 'Bearer dev');
        assert.equal(hooked.headers['access-control-expose-headers'], 'X-Request-Id');
        // cookieDomainRewrite.
        assert.deepEqual((await ask(port, '/cookie')).headers['set-cookie'], ['sid=1; Domain=localhost; Path=/']);
        // server/headers "the headers are set before server.proxy forwards a request, so they also appear on proxied
        // responses. When the back-end server returns a header with the same name, its value wins."
        const big = await ask(port, '/big', { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(big.headers['x-only-rsbuild'], 'yes');
        assert.equal(big.headers['x-custom'], 'backend');
        // compress "the responses that server.proxy forwards ..., unless that server compressed them already".
        assert.equal(big.headers['content-encoding'], 'gzip');
        assert.equal(big.text, 'b'.repeat(3000));
        const gz = await ask(port, '/gz', { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(gz.text, 'g'.repeat(3000), 'compressed once');
        // bypass: a string serves that path; false sets 404 and goes on; null proxies.
        assert.equal(await seen(port, '/docs/page'), '200 Rsbuild App');
        assert.equal((await ask(port, '/docs/page', { client: 'fetch' })).text, 'backend /docs/page');
        // false: "the response status is set to 404 and the request goes on through the remaining middlewares": the dev
        // server's HTML fallback answers with the page and the 404 stays; the preview server's fallback answers 200.
        const hidden = await ask(port, '/docs/hidden');
        assert.equal(`${hidden.status} ${hidden.page}`, port === s.dev ? '404 Rsbuild App' : '200 Rsbuild App');
        assert.equal((await ask(port, '/docs/hidden', { client: 'json' })).status, port === s.dev ? 404 : 200);
        // "bypass runs for every request that reaches the rule, before the context is checked".
        bypassed.length = 0;
        await ask(port, '/');
        assert.ok(bypassed.includes('/'), bypassed.join(', '));
        // onError: "Rsbuild's default handler only logs the error ... and does not answer the request".
        await assert.rejects(ask(port, '/offline', { timeout: 2000 }), /no answer/);
        const failed = await ask(port, '/unreachable');
        assert.equal(failed.status, 502);
        assert.match(failed.text, /^Cannot reach the API server: connect ECONNREFUSED/);
      }
    } finally {
      b.close();
      other.close();
      await s.close();
    }
  });

  test('config/server/proxy the object forms: "your own values override them", strings and objects mixed at runtime, pathRewrite order and query, bypass\'s third argument, router host keys, cookie rewrites, xfwd', async () => {
    const b = await backend();
    const other = await backend();
    const rewritten: string[] = [];
    const third: unknown[] = [];
    const s = await both('proxy-object-details', {
      server: {
        proxy: {
          // "Mixing both works at runtime but fails type checking"
          ...({ '/plain': b.url } as unknown as Record<string, { target: string }>),
          '/own-host': { target: b.url, changeOrigin: false },
          '/query': { target: b.url, pathRewrite: (p) => (rewritten.push(p), p) },
          '/first': { target: b.url, pathRewrite: { '^/first': '/one', '^/first/x': '/two' } },
          '/by': { target: b.url, bypass: (_req, _res, options) => void third.push(options) },
          '/hosts': { target: b.url, router: { 'tenant-a.localhost:8080': other.url } },
          '/cookie-none': { target: b.url, cookieDomainRewrite: '' },
          '/cookie-map': { target: b.url, cookieDomainRewrite: { 'api.example.com': 'mapped.test', '*': '' } },
          '/cookie-path': { target: b.url, cookiePathRewrite: '/app' },
          '/xfwd': { target: b.url, xfwd: true },
        },
      },
    });
    try {
      for (const port of s.ports) {
        assert.equal((await ask(port, '/plain/a')).text, 'backend /plain/a');
        assert.equal(last(b).host, `localhost:${b.port}`, 'a string value gets changeOrigin: true');
        // "the changeOrigin: true and logLevel: 'warn' defaults apply here too, and your own values override them"
        assert.equal((await ask(port, '/own-host/a')).text, 'backend /own-host/a');
        assert.equal(last(b).host, `localhost:${port}`);
        // pathRewrite "As a function, it receives the path, including the query string"
        assert.equal((await ask(port, '/query/a?page=2')).text, 'backend /query/a?page=2');
        assert.equal(rewritten.at(-1), '/query/a?page=2');
        // "the first key that matches is applied"
        assert.equal((await ask(port, '/first/x')).text, 'backend /one/x');
        // bypass "The third argument is the options object of the rule."
        third.length = 0;
        await ask(port, '/by/a');
        assert.deepEqual(
          third.map((o) => [(o as { context: string }).context, (o as { target: string }).target]),
          [['/by', b.url]],
        );
        // router "keys are either a host, matched against the Host header"
        await ask(port, '/hosts/a', { headers: { host: 'tenant-a.localhost:8080' } });
        assert.equal(last(other).url, '/hosts/a');
        await ask(port, '/hosts/b', { headers: { host: 'localhost:8080' } });
        assert.equal(last(b).url, '/hosts/b');
        // cookieDomainRewrite "A string replaces every domain ('' removes the attribute); an object maps old domains
        // to new ones"; "cookiePathRewrite does the same for the Path attribute".
        assert.deepEqual((await ask(port, '/cookie-none')).headers['set-cookie'], ['sid=1; Path=/']);
        assert.deepEqual((await ask(port, '/cookie-map')).headers['set-cookie'], ['sid=1; Domain=mapped.test; Path=/']);
        assert.deepEqual((await ask(port, '/cookie-path')).headers['set-cookie'], ['sid=1; Domain=api.example.com; Path=/app']);
        // Other options: "xfwd ... Adds X-Forwarded-* headers"
        await ask(port, '/xfwd');
        assert.ok(
          last(b).headers['x-forwarded-for'] && last(b).headers['x-forwarded-host'] === `localhost:${port}`,
          JSON.stringify(last(b).headers),
        );
      }
    } finally {
      b.close();
      other.close();
      await s.close();
    }
  });

  test('config/server/proxy "An array of rules" + "A single rule" + matching by globs, negations and functions; no changeOrigin by default', async () => {
    const b = await backend();
    const s = await both('proxy-array', {
      server: {
        proxy: [
          { context: ['/auth', '/api'], target: b.url },
          { context: '/assets/**/*.json', target: b.url, changeOrigin: true },
          { context: ['/neg/**', '!/neg/health'], target: b.url },
          { context: (pathname) => pathname.startsWith('/fn/') && pathname !== '/fn/health', target: b.url },
          // "First match wins": never reached for /api.
          { context: '/api', target: 'http://localhost:1' },
        ],
      },
    });
    const single = await both('proxy-single', { server: { proxy: { context: '/api', target: b.url, changeOrigin: true } } });
    try {
      for (const port of s.ports) {
        assert.equal((await ask(port, '/auth/login')).text, 'backend /auth/login');
        // Array rules get no changeOrigin from Rsbuild (only its error handler): the Host header is the dev server's.
        assert.equal(last(b).host, `localhost:${port}`);
        assert.equal(
          (await ask(port, '/api/x?q=1')).text,
          'backend /api/x?q=1',
          'first match wins; "Query strings are ignored when matching and forwarded unchanged"',
        );
        assert.equal((await ask(port, '/assets/i18n/en.json')).text, 'backend /assets/i18n/en.json');
        assert.equal(last(b).host, `localhost:${b.port}`);
        assert.equal(await seen(port, '/assets/logo.png', { client: 'json' }), '404', 'not matched by the glob');
        assert.equal((await ask(port, '/neg/items')).text, 'backend /neg/items');
        assert.notEqual((await ask(port, '/neg/health', { client: 'json' })).text, 'backend /neg/health');
        assert.equal((await ask(port, '/fn/items')).text, 'backend /fn/items');
        assert.notEqual((await ask(port, '/fn/health', { client: 'json' })).text, 'backend /fn/health');
      }
      for (const port of single.ports) {
        assert.equal((await ask(port, '/api/one')).text, 'backend /api/one');
        assert.equal(last(b).host, `localhost:${b.port}`);
      }
    } finally {
      b.close();
      await Promise.all([s.close(), single.close()]);
    }
  });

  test('config/server/proxy "proxy.secure": an https target with a self-signed certificate fails unless secure: false, both servers', async () => {
    const certs = path.join(ROOT, 'tests/facts/fixtures');
    const api = https
      .createServer(
        { key: fs.readFileSync(path.join(certs, 'localhost-key.pem')), cert: fs.readFileSync(path.join(certs, 'localhost-cert.pem')) },
        (req, res) => res.end(`secure ${req.url}`),
      )
      .listen(0);
    const target = `https://localhost:${(api.address() as net.AddressInfo).port}`;
    const s = await both('proxy-secure', { server: { proxy: { '/checked': { target }, '/unchecked': { target, secure: false } } } });
    try {
      for (const port of s.ports) {
        assert.equal((await ask(port, '/unchecked/a')).text, 'secure /unchecked/a');
        await assert.rejects(
          ask(port, '/checked/a', { timeout: 2000 }),
          /no answer/,
          'the certificate is refused (and the default error handler does not answer)',
        );
      }
    } finally {
      api.close();
      await s.close();
    }
  });

  test('config/server/proxy ws: "Rsbuild only passes upgrade requests to rules that have ws: true" + "a WebSocket rule whose context matches that path (for example /) also grabs that connection, which then fails"', async () => {
    const WebSocket = require(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws')) as new (
      url: string,
    ) => {
      on(event: 'message', cb: (d: Buffer) => void): void;
      on(event: 'error', cb: (e: Error) => void): void;
      once(event: 'open' | 'close', cb: () => void): void;
      close(): void;
    };
    const b = await backend();
    const s = await both('proxy-ws', { server: { proxy: { '/socket': { target: b.url, ws: true }, '/plain': { target: b.url } } } });
    const connect = (url: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = new WebSocket(url);
        const timer = setTimeout(() => {
          socket.close();
          resolve('no answer');
        }, 3000);
        socket.on('message', (d) => {
          clearTimeout(timer);
          socket.close();
          resolve(d.toString());
        });
        socket.on('error', (e) => {
          clearTimeout(timer);
          resolve(`error: ${e.message}`);
        });
      });
    try {
      for (const port of s.ports) {
        assert.equal(await connect(`ws://localhost:${port}/socket/chat`), 'ws /socket/chat');
        assert.notEqual(await connect(`ws://localhost:${port}/plain/chat`), 'ws /plain/chat');
      }
      assert.ok(!b.upgrades.includes('/plain/chat'), b.upgrades.join(', '));
    } finally {
      await s.close();
    }
    // The HMR socket of the dev server under a rule for /.
    const greedy = await devServer({ server: { proxy: { '/': { target: b.url, ws: true } } } }, { cwd: cwd() });
    try {
      // The HMR server and the back end both answer the upgrade on the same socket: the client reads the
      // back end's bytes as frames of the HMR connection, fails and closes it.
      const events: string[] = [];
      const socket = new WebSocket(`ws://localhost:${greedy.port}/rsbuild-hmr`);
      socket.on('message', (d) => events.push(`message ${d.toString().slice(0, 20)}`));
      socket.on('error', (e) => events.push(`error ${e.message}`));
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        setTimeout(resolve, 5000);
      });
      assert.ok(
        events.some((e) => /^error Invalid WebSocket frame/.test(e)),
        events.join('\n'),
      );
      // "a rule for / would take every request away from the dev server": the page and the compiled scripts too.
      assert.equal((await ask(greedy.port, '/')).text, 'backend /');
      assert.equal((await ask(greedy.port, '/static/js/index.js', { client: 'script' })).text, 'backend /static/js/index.js');
    } finally {
      b.close();
      await greedy.close();
    }
  });

  test('config/server/proxy "Other options": "The remaining options of http-proxy-middleware and http-proxy are passed through as well", each with the effect of its row (auth, followRedirects, autoRewrite, hostRewrite, protocolRewrite, proxyTimeout, timeout, ignorePath, prependPath, toProxy, forward, agent, localAddress, preserveHeaderKeyCase, selfHandleResponse, ssl, buffer, onProxyReqWs, onOpen/onClose) + tip "At runtime they are Node\'s http.IncomingMessage and http.ServerResponse", both servers', async () => {
    type Got = { url: string; headers: http.IncomingHttpHeaders; remote: string; body: string };
    const got: Got[] = [];
    const forwarded: string[] = [];
    const wsHeaders: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const url = req.url ?? '';
        got.push({ url, headers: req.headers, remote: req.socket.remoteAddress ?? '', body });
        if (url.endsWith('/redir')) return void res.writeHead(302, { Location: `http://localhost:${port}/elsewhere` }).end();
        if (url.endsWith('/away')) return void res.writeHead(302, { Location: 'http://other.example/elsewhere' }).end();
        if (url.endsWith('/slow')) return void setTimeout(() => res.end('slow'), 1500);
        if (url.endsWith('/case')) res.setHeader('X-Mixed-Case', 'v');
        res.end(`backend ${url}`);
      });
    });
    const { WebSocketServer } = require(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws')) as {
      WebSocketServer: new (o: object) => { handleUpgrade: (...a: unknown[]) => void };
    };
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      wsHeaders.push(req.headers);
      wss.handleUpgrade(req, socket, head, (ws: { send: (s: string) => void; on: (e: 'error', cb: () => void) => void }) => {
        ws.on('error', () => {});
        ws.send(`ws ${req.url}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const port = (server.address() as net.AddressInfo).port;
    const target = `http://localhost:${port}`;
    const copy = http.createServer((req, res) => {
      forwarded.push(req.url ?? '');
      res.end('copy');
    });
    await new Promise<void>((resolve) => copy.listen(0, resolve));
    const copyUrl = `http://localhost:${(copy.address() as net.AddressInfo).port}`;

    let connections = 0;
    const lookups: string[] = [];
    const wsEvents: string[] = [];
    const runtimeTypes = new Set<string>();
    const types = (hook: string, req: unknown, res?: unknown): void =>
      void runtimeTypes.add(`${hook} ${(req as object).constructor.name}${res ? ` ${(res as object).constructor.name}` : ''}`);
    // A fresh configuration per server: `buffer` is a stream, read once.
    const config = (): RsbuildConfig => {
      const agent = new http.Agent();
      const create = agent.createConnection.bind(agent);
      agent.createConnection = ((...args: Parameters<typeof create>) => {
        connections += 1;
        return create(...args);
      }) as typeof agent.createConnection;
      return {
        server: {
          proxy: {
            '/auth': { target, auth: 'user:password' },
            '/follow': { target, followRedirects: true },
            '/nofollow': { target },
            '/auto': { target, autoRewrite: true },
            '/hostrw': { target, hostRewrite: 'example.test:1234' },
            '/protorw': { target, protocolRewrite: 'https' },
            '/ptimeout': {
              target,
              proxyTimeout: 200,
              onError: (err, req, res) => {
                types('onError', req, res);
                (res as unknown as http.ServerResponse).writeHead(504).end(`proxy timeout ${(err as NodeJS.ErrnoException).code}`);
              },
            },
            '/itimeout': { target, timeout: 300 },
            '/types': {
              target,
              pathRewrite: (p, req) => (types('pathRewrite', req), p),
              router: (req) => (types('router', req), undefined) as unknown as string,
              onProxyReq: (_proxyReq, req, res) => types('onProxyReq', req, res),
              onProxyRes: (_proxyRes, req, res) => types('onProxyRes', req, res),
            },
            '/ignore': { target: `${target}/fixed`, ignorePath: true },
            '/noprepend': { target: `${target}/v2`, prependPath: false },
            '/toproxy': { target, toProxy: true },
            '/absolute': { target, toProxy: true, prependPath: false },
            '/notoproxy': { target },
            '/forward': { target, forward: copyUrl },
            '/agent': { target, agent },
            '/local': { target: `http://127.0.0.1:${port}`, localAddress: '127.0.0.2' },
            '/case': { target, preserveHeaderKeyCase: true },
            '/nocase': { target },
            '/self': {
              target,
              selfHandleResponse: true,
              onProxyRes: (proxyRes, _req, res) => {
                let body = '';
                proxyRes.on('data', (c: Buffer) => (body += c));
                proxyRes.on('end', () => (res as unknown as http.ServerResponse).end(`self ${body}`));
              },
            },
            '/ssl': {
              target,
              ssl: {
                lookup: (host: string, options: object, cb: (...a: unknown[]) => void) => {
                  lookups.push(host);
                  dns.lookup(host, options, cb);
                },
              },
            },
            '/buffer': { target, buffer: Readable.from([Buffer.from('buffered body')]) },
            '/wsopts': {
              target,
              ws: true,
              onProxyReqWs: (proxyReq) => proxyReq.setHeader('X-Ws', 'yes'),
              onOpen: () => void wsEvents.push('open'),
              onClose: () => void wsEvents.push('close'),
            },
          },
        },
      };
    };
    const WebSocket = require(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws')) as new (
      url: string,
    ) => { on(event: 'message', cb: (d: Buffer) => void): void; on(event: 'error', cb: (e: Error) => void): void; close(): void };
    /** The raw header names of an answer, and its status and Location. */
    const raw = (
      p: number,
      url: string,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; names: string[]; location?: string }> =>
      new Promise((resolve, reject) =>
        http
          .get({ host: 'localhost', port: p, path: url, headers }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, names: res.rawHeaders.filter((_, i) => i % 2 === 0), location: res.headers.location }),
            );
          })
          .on('error', reject),
      );
    const last = (): Got => got[got.length - 1];

    const dev = await devServer(config(), { cwd: cwd() });
    const preview = await previewServer('proxy-other-options', config(), { cwd: cwd() }).catch(async (err: unknown) => {
      await dev.close();
      throw err;
    });
    try {
      for (const p of [dev.port, preview.port]) {
        // auth: "Basic authentication ('user:password') for the target"
        await ask(p, '/auth/x');
        assert.equal(last().headers.authorization, `Basic ${Buffer.from('user:password').toString('base64')}`, `${p}`);
        // followRedirects: "Follows redirects of the target instead of passing them to the browser"
        assert.equal((await ask(p, '/follow/redir')).text, 'backend /elsewhere');
        assert.deepEqual(await raw(p, '/nofollow/redir').then((r) => [r.status, r.location]), [302, `${target}/elsewhere`]);
        // autoRewrite, hostRewrite, protocolRewrite: the Location header of a redirect.
        assert.equal((await raw(p, '/auto/redir')).location, `http://localhost:${p}/elsewhere`);
        assert.equal((await raw(p, '/hostrw/redir')).location, 'http://example.test:1234/elsewhere');
        assert.equal((await raw(p, '/protorw/redir')).location, `https://localhost:${port}/elsewhere`);
        // ... only a Location that points at the target itself.
        for (const rule of ['/auto', '/hostrw', '/protorw'])
          assert.equal((await raw(p, `${rule}/away`)).location, 'http://other.example/elsewhere');
        // proxyTimeout: "Milliseconds to wait for the target's response" (then onError, here a 504).
        const started = Date.now();
        const timedOut = await ask(p, '/ptimeout/slow');
        assert.deepEqual([timedOut.status, timedOut.text], [504, 'proxy timeout ECONNRESET']);
        assert.ok(runtimeTypes.has('onError IncomingMessage ServerResponse'), [...runtimeTypes].join(', '));
        assert.ok(Date.now() - started < 1200, `${Date.now() - started} ms`);
        // timeout: the incoming request's connection is closed after that many idle milliseconds.
        const before = Date.now();
        await assert.rejects(ask(p, '/itimeout/slow'), /socket hang up|ECONNRESET/);
        assert.ok(Date.now() - before < 1200, `${Date.now() - before} ms`);
        // The tip on the callbacks' req and res: Node's own objects at runtime.
        runtimeTypes.clear();
        await ask(p, '/types/x');
        assert.deepEqual([...runtimeTypes].sort(), [
          'onProxyReq IncomingMessage ServerResponse',
          'onProxyRes IncomingMessage ServerResponse',
          'pathRewrite IncomingMessage',
          'router IncomingMessage',
        ]);
        // ignorePath, prependPath: false, toProxy.
        await ask(p, '/ignore/users?x=1');
        assert.equal(last().url, '/fixed');
        await ask(p, '/noprepend/users');
        assert.equal(last().url, '/noprepend/users');
        // toProxy: the absolute URL of a request made to a proxy (GET http://host/path) is passed on whole, behind the
        // target's path ('/' for a target without one) unless prependPath is false.
        await ask(p, `http://localhost:${p}/toproxy/users`);
        assert.equal(last().url, `/http://localhost:${p}/toproxy/users`);
        await ask(p, `http://localhost:${p}/absolute/users`);
        assert.equal(last().url, `http://localhost:${p}/absolute/users`);
        await ask(p, `http://localhost:${p}/notoproxy/users`);
        assert.equal(last().url, '/notoproxy/users');
        // forward: "Also sends the request to this URL, without using its response"
        assert.equal((await ask(p, '/forward/x')).text, 'backend /forward/x');
        for (let i = 0; i < 40 && !forwarded.includes('/forward/x'); i++) await new Promise((r) => setTimeout(r, 25));
        assert.ok(forwarded.includes('/forward/x'), forwarded.join(', '));
        forwarded.length = 0;
        // agent: "Agent for the outgoing requests"
        const used = connections;
        assert.equal((await ask(p, '/agent/x')).text, 'backend /agent/x');
        assert.ok(connections > used, 'the agent opened the connection');
        // localAddress: "Local network interface for outgoing connections"
        await ask(p, '/local/x');
        assert.match(last().remote, /^(::ffff:)?127\.0\.0\.2$/);
        // preserveHeaderKeyCase: "Keeps the letter case of response header names"
        assert.ok((await raw(p, '/case/case')).names.includes('X-Mixed-Case'));
        assert.ok((await raw(p, '/nocase/case')).names.includes('x-mixed-case'));
        // selfHandleResponse: "You write the response yourself in onProxyRes"
        assert.equal((await ask(p, '/self/x')).text, 'self backend /self/x');
        // ssl: its fields are the starting options of the request to the target (here a `lookup` function).
        lookups.length = 0;
        assert.equal((await ask(p, '/ssl/x')).text, 'backend /ssl/x');
        assert.deepEqual(lookups, ['localhost']);
        // buffer: "Stream to use as the request body"
        await ask(p, '/buffer/x', { method: 'POST', body: 'original body' });
        assert.equal(last().body, 'buffered body');
        // onProxyReqWs, onOpen, onClose: a proxied WebSocket.
        wsEvents.length = 0;
        const message = await new Promise<string>((resolve) => {
          const socket = new WebSocket(`ws://localhost:${p}/wsopts/chat`);
          socket.on('message', (d) => {
            socket.close();
            resolve(d.toString());
          });
          socket.on('error', (e) => resolve(`error ${e.message}`));
        });
        assert.equal(message, 'ws /wsopts/chat');
        assert.equal(wsHeaders[wsHeaders.length - 1]?.['x-ws'], 'yes');
        for (let i = 0; i < 40 && !wsEvents.includes('close'); i++) await new Promise((r) => setTimeout(r, 25));
        assert.deepEqual(wsEvents, ['open', 'close']);
      }
    } finally {
      server.close();
      copy.close();
      await Promise.all([dev.close(), preview.close()]);
    }
  });

  test('config/server/compress "When a proxied back end streams text ... the browser receives the events in one late batch" and with compress: false "every chunk is passed on as soon as it arrives", both servers', async () => {
    const b = await backend();
    const on = await both('proxy-sse', { server: { proxy: { '/sse': b.url } } }).catch((err: unknown) => {
      b.close();
      throw err;
    });
    const off = await both('proxy-sse-off', { server: { compress: false, proxy: { '/sse': b.url } } }).catch(async (err: unknown) => {
      b.close();
      await on.close();
      throw err;
    });
    /** Milliseconds until the first byte of the body arrives, and until the end. */
    const timing = (port: number): Promise<{ first: number; end: number }> =>
      new Promise((resolve, reject) => {
        const start = Date.now();
        let first = -1;
        http
          .get({ host: 'localhost', port, path: '/sse', headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' } }, (res) => {
            // The time the first event can be read: a gzip stream is read through gunzip.
            const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
            body.on('data', () => void (first < 0 && (first = Date.now() - start)));
            body.on('end', () => resolve({ first, end: Date.now() - start }));
          })
          .on('error', reject);
      });
    try {
      for (const port of on.ports) {
        const t = await timing(port);
        assert.ok(t.first >= 700, `compressed: the first event arrives with the last one (${t.first} ms of ${t.end} ms)`);
      }
      for (const port of off.ports) {
        const t = await timing(port);
        assert.ok(t.first < 500 && t.end >= 700, `uncompressed: the first event arrives at once (${t.first} ms of ${t.end} ms)`);
      }
    } finally {
      b.close();
      await Promise.all([on.close(), off.close()]);
    }
  });
});

describe('server.proxy through the CLI', { concurrency: 2 }, () => {
  test('config/server/proxy "http-proxy-middleware ... prints a [HPM] Proxy created: ... line for each rule at startup" (array form) + "logs the error (connect ECONNREFUSED ...)" + "a rule without context makes http-proxy-middleware throw [HPM] Invalid context on the first request, which stops the dev server" + plain paths and globs mixed in one context array + a rule without target stops the start, dev and preview', async () => {
    const dead = await freePort();
    const dir = subProject('proxy-cli', {
      'src/index.js': "console.log('proxy');\n",
      'rsbuild.config.mjs': `export default { server: { host: 'localhost', proxy: [{ context: ['/api', '/auth'], target: 'http://localhost:${dead}', changeOrigin: true }] } };\n`,
      'no-context.config.mjs': `export default { server: { host: 'localhost', proxy: [{ target: 'http://localhost:${dead}' }] } };\n`,
      'no-target.config.mjs': "export default { server: { host: 'localhost', proxy: { '/api': { changeOrigin: true } } } };\n",
      'mixed.config.mjs': `export default { server: { host: 'localhost', proxy: [{ context: ['/api', '/assets/**'], target: 'http://localhost:${dead}' }] } };\n`,
    });
    for (const command of ['dev', 'preview']) {
      if (command === 'preview') assert.equal((await startCli(['build'], { cwd: dir }).done).code, 0);
      const port = await freePort();
      const run = startCli([command, '--port', String(port)], { cwd: dir });
      try {
        await run.waitFor(/\[HPM\] Proxy created: \/api,\/auth\s+-> http:\/\/localhost:\d+/, 0, 60_000);
        await run.waitFor(command === 'dev' ? /ready\s+Client compiled/ : /Local:/, 0, 60_000);
        await assert.rejects(ask(port, '/api/users', { timeout: 2000 }), /no answer/);
        await run.waitFor(new RegExp(`connect ECONNREFUSED (127\\.0\\.0\\.1|::1):${dead}`));
      } finally {
        await run.stop();
      }
      // target "Every rule needs a target (or a router that returns one); http-proxy-middleware refuses to start without it."
      const port3 = await freePort();
      const refused = await startCli([command, '--port', String(port3), '--config', 'no-target.config.mjs'], { cwd: dir }).done;
      assert.match(refused.output, /\[HPM\] Missing "target" option/);
      assert.equal(refused.code, 1, refused.output);
      // "Do not mix plain paths and globs in one array": such a context fails the same way on the first request.
      for (const config of ['no-context.config.mjs', 'mixed.config.mjs']) {
        const port2 = await freePort();
        const crash = startCli([command, '--port', String(port2), '--config', config], { cwd: dir });
        try {
          await crash.waitFor(command === 'dev' ? /ready\s+Client compiled/ : /Local:/, 0, 60_000);
          await ask(port2, '/anything', { timeout: 3000 }).catch(() => undefined);
          const end = await Promise.race([crash.done, new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
          assert.ok(end, `rsbuild ${command} --config ${config} keeps running`);
          assert.match(
            end.output,
            config === 'mixed.config.mjs'
              ? /\[HPM\] Invalid context\. Expecting something like: \["\/api", "\/ajax"\] or \["\/api\/\*\*", "!\*\*\.html"\]/
              : /\[HPM\] Invalid context/,
          );
          assert.notEqual(end.code, 0);
        } finally {
          await crash.stop();
        }
      }
    }
    assert.ok(fs.existsSync(path.join(dir, 'dist')));
  });

  test('config/server/proxy "Other options": "logProvider ... Replaces the logger of http-proxy-middleware", dev and preview', async () => {
    const b = await backend();
    const dir = subProject('proxy-log-provider', {
      'src/index.js': "console.log('proxy');\n",
      'rsbuild.config.mjs': `export default { server: { host: 'localhost', proxy: [{ context: '/api', target: '${b.url}', logProvider: (provider) => ({ ...provider, info: (...a) => console.log('CUSTOM', ...a) }) }] } };\n`,
    });
    try {
      assert.equal((await startCli(['build'], { cwd: dir }).done).code, 0);
      for (const command of ['dev', 'preview']) {
        const port = await freePort();
        const run = startCli([command, '--port', String(port)], { cwd: dir });
        try {
          await run.waitFor(command === 'dev' ? /ready\s+Client compiled/ : /Local:/, 0, 60_000);
          assert.match(run.output(), /^CUSTOM \[HPM\] Proxy created: \/api\s+-> http:\/\/localhost:\d+/m, command);
          assert.equal((await ask(port, '/api/users')).text, 'backend /api/users');
        } finally {
          await run.stop();
        }
      }
    } finally {
      b.close();
    }
  });

  test("config/server/proxy \"proxy.logLevel\": 'debug' prints every proxied request; \"The level is shared by all rules: the last rule that sets it decides\"; the object form's default 'warn' prints nothing, both servers", async () => {
    const b = await backend();
    const dir = subProject('proxy-log-level', {
      'src/index.js': "console.log('proxy');\n",
      'debug.config.mjs': `export default { server: { host: 'localhost', proxy: { '/api': { target: '${b.url}', logLevel: 'debug' } } } };\n`,
      'shared.config.mjs': `export default { server: { host: 'localhost', proxy: { '/api': { target: '${b.url}', logLevel: 'debug' }, '/other': { target: '${b.url}', logLevel: 'silent' } } } };\n`,
      'default.config.mjs': `export default { server: { host: 'localhost', proxy: { '/api': '${b.url}' } } };\n`,
    });
    try {
      assert.equal((await startCli(['build', '--config', 'debug.config.mjs'], { cwd: dir }).done).code, 0);
      for (const command of ['dev', 'preview']) {
        // The object form's default level, 'warn', prints neither the requests nor the "Proxy created" lines.
        for (const [config, printed] of [
          ['debug.config.mjs', true],
          ['shared.config.mjs', false],
          ['default.config.mjs', false],
        ] as const) {
          const port = await freePort();
          const run = startCli([command, '--port', String(port), '--config', config], { cwd: dir });
          try {
            await run.waitFor(command === 'dev' ? /ready\s+Client compiled/ : /Local:/, 0, 60_000);
            assert.equal((await ask(port, '/api/users')).text, 'backend /api/users');
            await new Promise((resolve) => setTimeout(resolve, 500));
            const line = new RegExp(`\\[HPM\\] GET /api/users -> ${b.url}`);
            assert.equal(line.test(run.output()), printed, `${command} ${config}:\n${run.output()}`);
            if (config === 'default.config.mjs') assert.doesNotMatch(run.output(), /\[HPM\]/);
          } finally {
            await run.stop();
          }
        }
      }
    } finally {
      b.close();
    }
  });
});
