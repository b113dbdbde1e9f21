// Facts behind the fixes of review 81 (slice a): config/server/proxy and config/server/port. Each test runs the CLI of
// @rsbuild/core 0.5.9 (`rsbuild dev`, `rsbuild build` + `rsbuild preview`) in a throw-away project against back ends
// of the test, and names the page and the sentence it backs, in both languages.
//
// Read in the 0.5.9 source, not run here: formatProxyOptions (packages/core/src/server/proxy.ts) adds `changeOrigin:
// true` and `logLevel: 'warn'` to the rules of the object map forms only, and `onError ??= (err) => logger.error(err)`
// to every rule, array and single rule included.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  ROOT,
  ask,
  build,
  devServer,
  type DevServer,
  freePort,
  pageSays,
  previewServer,
  project,
  startRsbuild,
  waitFor,
} from './topics-support';

type Backend = { port: number; hosts: string[]; close: () => void };

/** A back end on 127.0.0.1 that answers `backend <url>` and records the Host header of each request. */
async function backend(): Promise<Backend> {
  const hosts: string[] = [];
  const server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.end(`backend ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hosts,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Runs `check` on `rsbuild dev` and on `rsbuild preview` (after `rsbuild build`) of the project, each stopped after. */
async function onBothServers(dir: string, check: (server: DevServer, command: 'dev' | 'preview') => Promise<void>): Promise<void> {
  build(dir);
  for (const command of ['dev', 'preview'] as const) {
    const server = command === 'dev' ? await devServer(dir) : await previewServer(dir);
    try {
      await check(server, command);
    } finally {
      await server.stop();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: the defaults of the array form

test("config/server/proxy \"Array rules get neither changeOrigin: true nor logLevel: 'warn'\" (they do get Rsbuild's error handler, which logs and does not answer), dev and preview", async () => {
  pageSays('config/server/proxy', {
    en: "Array rules get neither `changeOrigin: true` nor `logLevel: 'warn'`: set `changeOrigin: true` yourself",
    zh: "数组中的规则没有 `changeOrigin: true` 和 `logLevel: 'warn'` 这两个默认值",
  });
  const b = await backend();
  const dead = await freePort();
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: [
  { context: '/api', target: 'http://127.0.0.1:${b.port}' },
  { context: '/dead', target: 'http://127.0.0.1:${dead}' },
] } };\n`,
  });
  try {
    await onBothServers(dir, async (server, command) => {
      assert.equal((await ask(server.port, '/api/users')).text, 'backend /api/users', command);
      // No changeOrigin: the back end sees the Host header of the Rsbuild server.
      assert.equal(b.hosts.at(-1), `localhost:${server.port}`, command);
      // No logLevel 'warn': http-proxy-middleware's own level, info, prints a line per rule at startup.
      assert.match(server.log(), /\[HPM\] Proxy created: \/api\s+-> http:\/\/127\.0\.0\.1:\d+/, command);
      assert.match(server.log(), /\[HPM\] Proxy created: \/dead\s+-> /, command);
      // The error handler is Rsbuild's: http-proxy-middleware's own would answer 504 at once.
      await assert.rejects(ask(server.port, '/dead/x', { timeout: 2000 }), /no answer/, command);
      const logged = new RegExp(`error\\s+connect ECONNREFUSED 127\\.0\\.0\\.1:${dead}`);
      assert.ok(await waitFor(() => logged.test(server.log())), `${command}:\n${server.log()}`);
    });
  } finally {
    b.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: what the default error handler prints

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

test('config/server/proxy onError "only logs the error, such as connect ECONNREFUSED 127.0.0.1:3000 (with Node.js 20, AggregateError [ECONNREFUSED] when the host name resolves to two addresses)", dev and preview', {
  skip: NODE_MAJOR !== 20 && `Node.js ${process.versions.node}: the page describes Node.js 20`,
}, async () => {
  pageSays('config/server/proxy', {
    en: 'such as `connect ECONNREFUSED 127.0.0.1:3000` (with Node.js 20, `AggregateError [ECONNREFUSED]` when the host name resolves to two addresses',
    zh: '（Node.js 20 下主机名有两个地址时，如 `localhost` 可能对应 `::1` 和 `127.0.0.1`，则打印 `AggregateError [ECONNREFUSED]`）',
  });
  const dead = await freePort();
  // `ssl` holds the starting options of the request to the target: a `lookup` that answers as the resolver of a
  // machine where `localhost` stands for 127.0.0.1 and ::1 (whatever this machine's hosts file says).
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `const lookup = (host, options, callback) => {
  const all = [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
  if (options.all) callback(null, all);
  else callback(null, all[0].address, all[0].family);
};
export default { server: { proxy: {
  '/one': 'http://127.0.0.1:${dead}',
  '/two': { target: 'http://localhost:${dead}', ssl: { lookup } },
} } };\n`,
  });
  await onBothServers(dir, async (server, command) => {
    await assert.rejects(ask(server.port, '/one/x', { timeout: 2000 }), /no answer/, command);
    const one = new RegExp(`error\\s+connect ECONNREFUSED 127\\.0\\.0\\.1:${dead}`);
    assert.ok(await waitFor(() => one.test(server.log())), `${command}:\n${server.log()}`);
    await assert.rejects(ask(server.port, '/two/x', { timeout: 2000 }), /no answer/, command);
    assert.ok(await waitFor(() => /error\s+AggregateError \[ECONNREFUSED\]/.test(server.log())), `${command}:\n${server.log()}`);
  });
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: secure

/**
 * A certificate for localhost and 127.0.0.1 signed by a private CA ("Internal Dev CA", not included: nothing trusts
 * it), valid 2000 to 2099, with its key; made with `openssl ca` for this test.
 */
const INTERNAL_CA_LEAF = {
  cert: `-----BEGIN CERTIFICATE-----
MIIBiTCCAS+gAwIBAgICEAEwCgYIKoZIzj0EAwIwGjEYMBYGA1UEAwwPSW50ZXJu
YWwgRGV2IENBMCAXDTAwMDEwMTAwMDAwMFoYDzIwOTkxMjMxMjM1OTU5WjAUMRIw
EAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQgUuIf
xIHe+vsLRIAKXdUtgjiUw1h7rAtg1n5bFKjMjwJvx1gWTy2C+jBFdmUdJrvii7S4
r59PecipUtibyOOOo2kwZzAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCQYD
VR0TBAIwADAdBgNVHQ4EFgQUsjmvrcr+nUktb6WpOvbah6XUWHEwHwYDVR0jBBgw
FoAUom5OdAOBO9Emqi8xy1flmWqPJs0wCgYIKoZIzj0EAwIDSAAwRQIgV+uyuCSt
uIjnF4JCr8UG4mT0INcDEQWaEFp9zsMg4fECIQDzWXKjGMdDmRLaac6lJieycdoy
NIPpHmPwKjODYDAerQ==
-----END CERTIFICATE-----
`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgLSRYTMSaWVYTyl+w
Sjzw5pjkj8g+UQ9P4i/DefgN5lShRANCAAQgUuIfxIHe+vsLRIAKXdUtgjiUw1h7
rAtg1n5bFKjMjwJvx1gWTy2C+jBFdmUdJrvii7S4r59PecipUtibyOOO
-----END PRIVATE KEY-----
`,
};

/** An https server on 127.0.0.1 that answers `<name> <url>`; returns its port and a close function. */
async function httpsBackend(
  name: string,
  tls: { cert: string | Buffer; key: string | Buffer },
): Promise<{ port: number; close: () => void }> {
  const server = https.createServer(tls, (req, res) => res.end(`${name} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('config/server/proxy "proxy.secure": without secure: false the terminal logs an error (for example self-signed certificate, or unable to verify the first certificate with a certificate signed by an internal CA) and the request gets no answer, dev and preview', async () => {
  pageSays('config/server/proxy', {
    en: 'otherwise the terminal logs an error (for example `self-signed certificate`, or `unable to verify the first certificate` with a certificate signed by an internal CA) and the request gets no answer.',
    zh: '否则终端会报错（例如 `self-signed certificate`，或内部 CA 签发的证书报的 `unable to verify the first certificate`），请求没有响应。',
  });
  const fixtures = path.join(ROOT, 'tests/facts/fixtures');
  const self = await httpsBackend('self-signed', {
    cert: fs.readFileSync(path.join(fixtures, 'localhost-cert.pem')),
    key: fs.readFileSync(path.join(fixtures, 'localhost-key.pem')),
  });
  const internal = await httpsBackend('internal', INTERNAL_CA_LEAF);
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: {
  '/self': { target: 'https://127.0.0.1:${self.port}' },
  '/internal': { target: 'https://127.0.0.1:${internal.port}' },
  '/trusting': { target: 'https://127.0.0.1:${internal.port}', secure: false },
} } };\n`,
  });
  try {
    await onBothServers(dir, async (server, command) => {
      await assert.rejects(ask(server.port, '/self/x', { timeout: 2000 }), /no answer/, command);
      assert.ok(await waitFor(() => /error\s+self-signed certificate\n/.test(server.log())), `${command}:\n${server.log()}`);
      await assert.rejects(ask(server.port, '/internal/x', { timeout: 2000 }), /no answer/, command);
      assert.ok(await waitFor(() => /error\s+unable to verify the first certificate\n/.test(server.log())), `${command}:\n${server.log()}`);
      assert.equal((await ask(server.port, '/trusting/x')).text, 'internal /trusting/x', command);
    });
  } finally {
    self.close();
    internal.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: compression of proxied responses

type Received = { encoding: string | undefined; text: () => string; done: Promise<string> };

/** GET `path` as a browser's EventSource does (accepts gzip); the body is read through gunzip when it comes gzipped. */
function receive(port: number, urlPath: string): Received {
  let text = '';
  let encoding: string | undefined;
  const done = new Promise<string>((resolve, reject) => {
    http
      .get({ host: 'localhost', port, path: urlPath, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' } }, (res) => {
        encoding = res.headers['content-encoding'];
        const body = encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
        body.on('data', (d: Buffer) => (text += d.toString()));
        body.on('end', () => resolve(text));
        body.on('error', reject);
      })
      .on('error', reject);
  });
  return {
    get encoding() {
      return encoding;
    },
    text: () => text,
    done,
  };
}

test('config/server/proxy Caveats "both servers gzip a proxied text response of 1 KB or more (by its Content-Length, or in a stream by its first chunk), and gzip holds such a stream back": a stream whose first chunk is small passes event by event, ungzipped; one whose first chunk is 2 kB is gzipped and held until the back end goes on; a Content-Length of 1024 is gzipped, 1023 is not, dev and preview', async () => {
  pageSays('config/server/proxy', {
    en: 'both servers gzip a proxied text response of 1 KB or more that the target sent uncompressed (by its `Content-Length`, or in a stream by its first chunk; a response with a `Content-Encoding` is passed on as it is), and gzip holds such a stream back',
    zh: '开发和预览服务器都会对 1 KB 及以上、目标未压缩的代理文本响应做 gzip 压缩（按 `Content-Length` 判断，流式响应按第一个数据块；已带 `Content-Encoding` 的响应原样转发），这样的流（例如 Server-Sent Events）会被 gzip 攒住',
  });
  // The back end streams an event, then waits until the test lets it go on (`release`): no timing decides.
  const waiting = new Map<string, () => void>();
  const big = `data: ${'x'.repeat(2000)}\n\n`;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/fixed')) {
      const body = 'f'.repeat(url === '/fixed/large' ? 1024 : 1023);
      return void res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) }).end(body);
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(url.startsWith('/sse/small-first') ? 'data: first\n\n' : big);
    waiting.set(url, () => res.end(url.startsWith('/sse/small-first') ? big : 'data: last\n\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const release = async (url: string): Promise<void> => {
    assert.ok(await waitFor(() => waiting.has(url)), `the back end got ${url}`);
    waiting.get(url)?.();
  };
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: { '/sse': '${target}', '/fixed': '${target}' } } };\n`,
  });
  try {
    await onBothServers(dir, async (rsbuild, command) => {
      // Content-Length: gzipped from 1024 bytes on.
      for (const [url, gzipped] of [
        ['/fixed/large', true],
        ['/fixed/small', false],
      ] as const) {
        const r = receive(rsbuild.port, url);
        assert.equal((await r.done).length, gzipped ? 1024 : 1023, `${command} ${url}`);
        assert.equal(r.encoding === 'gzip', gzipped, `${command} ${url}`);
      }
      // A stream with a small first chunk: the first event arrives while the back end still holds the stream open,
      // and the whole answer (over 2 kB) comes uncompressed.
      const small = receive(rsbuild.port, `/sse/small-first/${command}`);
      assert.ok(await waitFor(() => small.text() === 'data: first\n\n'), `${command}: the first event arrived on its own`);
      await release(`/sse/small-first/${command}`);
      assert.equal(await small.done, `data: first\n\n${big}`);
      assert.equal(small.encoding, undefined, `${command}: not gzipped`);
      // A stream whose first chunk is 2 kB: gzipped, and nothing of it arrives until the back end goes on and ends.
      const held = receive(rsbuild.port, `/sse/big-first/${command}`);
      assert.equal(await waitFor(() => held.text().length > 0, 1500), false, `${command}: the first event is held back`);
      await release(`/sse/big-first/${command}`);
      assert.equal(await held.done, `${big}data: last\n\n`);
      assert.equal(held.encoding, 'gzip', command);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/port: which other servers the port check sees

test('config/server/port "A server on 0.0.0.0 is seen, on Linux also one on 127.0.0.1, and Rsbuild moves on with the is in use line": rsbuild dev on a port that a server on 0.0.0.0 or on 127.0.0.1 holds starts on the next port and says so (run on Linux; getPort binds server.host, 0.0.0.0, only)', {
  skip: process.platform !== 'linux' && `${process.platform}: the sentence names Linux for 127.0.0.1`,
}, async () => {
  pageSays('config/server/port', {
    en: 'A server on `0.0.0.0` is seen, on Linux also one on `127.0.0.1`, and Rsbuild moves on with the `is in use` line;',
    zh: '监听 `0.0.0.0` 的服务能被检查到（在 Linux 上，监听 `127.0.0.1` 的也能），Rsbuild 会打印 `is in use` 并换端口；',
  });
  const dir = project({ 'src/index.js': "console.log('port');\n" });
  for (const host of ['0.0.0.0', '127.0.0.1']) {
    const port = await freePort();
    const other = http.createServer((_req, res) => res.end('other app'));
    await new Promise<void>((resolve, reject) => other.once('error', reject).listen({ host, port }, resolve));
    const dev = startRsbuild(dir, ['dev', '--port', String(port)]);
    try {
      assert.ok(await waitFor(() => /ready\s+Client compiled/.test(dev.log()), 60_000), `${host}:\n${dev.log()}`);
      assert.match(dev.log(), new RegExp(`Port ${port} is in use, using port ${port + 1}\\.`), host);
      assert.match(dev.log(), new RegExp(`> Local:\\s+http://localhost:${port + 1}/`), host);
    } finally {
      await dev.stop();
      other.closeAllConnections();
      other.close();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host: which hosts print no Network line

/** Whether this machine can listen on `host` (a container may have no IPv6 loopback). */
async function canListenOn(host: string): Promise<boolean> {
  const server = http.createServer();
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, host, () => resolve(true));
  });
  server.close();
  return ok;
}

test("config/server/host \"No Network line is printed: host is set to 'localhost', '127.0.0.1' or '::1'\": rsbuild dev with those hosts prints a Local line only; another loopback address (127.0.0.2, Linux) is printed as a Network line", async (t) => {
  pageSays('config/server/host', {
    en: "**No `Network` line is printed:** `host` is set to `'localhost'`, `'127.0.0.1'` or `'::1'`, in `rsbuild.config.ts`",
    zh: "**没有打印 `Network` 这一行：** `host` 被设成了 `'localhost'`、`'127.0.0.1'` 或 `'::1'`，",
  });
  const dir = project({ 'src/index.js': "console.log('host');\n" });
  const printed = async (host: string): Promise<string> => {
    const server = await devServer(dir, { args: ['--host', host] });
    try {
      return server.log();
    } finally {
      await server.stop();
    }
  };
  for (const host of ['localhost', '127.0.0.1', '::1']) {
    if (!(await canListenOn(host))) {
      t.diagnostic(`${host}: this machine cannot listen there, not run`);
      continue;
    }
    const log = await printed(host);
    assert.match(log, /> Local:/, host);
    assert.doesNotMatch(log, /> Network:/, `${host}:\n${log}`);
  }
  // The whole of 127.0.0.0/8 is on Linux's loopback interface; Rsbuild counts only the names above as local.
  if (process.platform === 'linux' && (await canListenOn('127.0.0.2'))) {
    assert.match(await printed('127.0.0.2'), /> Network:\s+http:\/\/127\.0\.0\.2:\d+\//);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: which forms keep the Host header of the Rsbuild server

test('config/server/proxy Common problems "A virtual host or a remote API rejects the proxied requests. An array or single rule keeps the Host header of the dev server": an array rule and a single rule send the Rsbuild server\'s Host, a rule of the object map form the target\'s, dev and preview', async () => {
  pageSays('config/server/proxy', {
    en: 'An array or single rule keeps the `Host` header of the dev server: set [proxy.changeOrigin](#proxychangeorigin) to `true` on it.',
    zh: '数组写法和单条规则写法中，请求保留的是开发服务器的 `Host` 请求头，请为规则把 [proxy.changeOrigin](#proxychangeorigin) 设为 `true`。',
  });
  const b = await backend();
  const target = `http://127.0.0.1:${b.port}`;
  const forms: Record<string, string> = {
    array: `[{ context: '/api', target: '${target}' }]`,
    single: `{ context: '/api', target: '${target}' }`,
    'object map, string': `{ '/api': '${target}' }`,
    'object map, options': `{ '/api': { target: '${target}' } }`,
  };
  try {
    for (const [form, proxy] of Object.entries(forms)) {
      const dir = project({
        'src/index.js': "console.log('proxy');\n",
        'rsbuild.config.mjs': `export default { server: { proxy: ${proxy} } };\n`,
      });
      await onBothServers(dir, async (server, command) => {
        assert.equal((await ask(server.port, '/api/users')).text, 'backend /api/users', `${form}, ${command}`);
        const expected = form.startsWith('object') ? `127.0.0.1:${b.port}` : `localhost:${server.port}`;
        assert.equal(b.hosts.at(-1), expected, `${form}, ${command}`);
      });
    }
  } finally {
    b.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/proxy: first match wins, except for WebSocket upgrades

type WsClient = {
  on(event: 'message', cb: (d: Buffer) => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  on(event: 'close', cb: () => void): void;
  close(): void;
};
type WsServer = { handleUpgrade: (...a: unknown[]) => void };

test('config/server/proxy "First match wins ... A WebSocket upgrade is the exception: every matching ws: true rule takes it, and two that match break the connection": with ws rules for /socket and for /, an HTTP request goes to the first only, an upgrade to both and the client fails with Invalid WebSocket frame, dev and preview', async () => {
  pageSays('config/server/proxy', {
    en: 'A WebSocket upgrade is the exception: every matching `ws: true` rule takes it, and two that match break the connection.',
    zh: 'WebSocket 的 upgrade 请求例外：所有匹配的 `ws: true` 规则都会接管它，两条规则同时匹配时连接会出错。',
  });
  const compiledWs = path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws');
  const { WebSocketServer, WebSocket } = createRequire(import.meta.url)(compiledWs) as {
    WebSocketServer: new (o: object) => WsServer;
    WebSocket: new (url: string) => WsClient;
  };
  const upgrades: string[] = [];
  const servers: http.Server[] = [];
  /** A back end that answers HTTP with `<name> <url>` and takes WebSocket upgrades, noting them as `<name> <url>`. */
  const wsBackend = async (name: string): Promise<number> => {
    const server = http.createServer((req, res) => res.end(`${name} ${req.url}`));
    const wss = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      upgrades.push(`${name} ${req.url}`);
      wss.handleUpgrade(req, socket, head, (ws: { send: (s: string) => void; on: (e: 'error', cb: () => void) => void }) => {
        ws.on('error', () => {});
        ws.send(`${name} ${req.url}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return (server.address() as net.AddressInfo).port;
  };
  const first = await wsBackend('first');
  const second = await wsBackend('second');
  const dir = project({
    'src/index.js': "console.log('proxy');\n",
    'rsbuild.config.mjs': `export default { server: { proxy: {
  '/socket': { target: 'http://127.0.0.1:${first}', ws: true },
  '/': { target: 'http://127.0.0.1:${second}', ws: true },
} } };\n`,
  });
  try {
    await onBothServers(dir, async (server, command) => {
      assert.equal((await ask(server.port, '/socket/x')).text, 'first /socket/x', command);
      upgrades.length = 0;
      const url = `/socket/${command}`;
      const events = await new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const socket = new WebSocket(`ws://localhost:${server.port}${url}`);
        const timer = setTimeout(() => {
          socket.close();
          resolve(seen);
        }, 5000);
        socket.on('message', (d) => seen.push(`message ${d.toString()}`));
        socket.on('error', (e) => seen.push(`error ${e.message}`));
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(seen);
        });
      });
      assert.deepEqual(upgrades.sort(), [`first ${url}`, `second ${url}`], command);
      assert.ok(
        events.some((e) => e.startsWith('error Invalid WebSocket frame')),
        `${command}: ${events.join(' | ')}`,
      );
    });
  } finally {
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
  }
});
