// Facts behind the third accuracy review of session 91 (slice c): guide/advanced/hmr, guide/faq/hmr and
// config/dev/client, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts) with Chromium, names the page and the sentence it backs, and checks that both languages say it and
// that the old wording is gone.
//
// - The reconnect limit, said three times: guide/advanced/hmr "retries every second, up to 100 times", guide/faq/hmr
//   "After about 100 attempts it stops", config/dev/client (Caveats) "gives up after 100 attempts". Each read as a
//   limit per outage. The client's counter is never reset by a reconnect that succeeds (core/src/client/hmr/index.ts
//   219-251: onClose increments retry_counter after sleep(1000); the reset only runs when `connection` is CONNECTING or
//   OPEN, and at that point it is still the socket that just closed), so the 100 attempts are counted over the life of
//   the page: a page that has reconnected after earlier dev server restarts has fewer left. Now: 100 attempts in all
//   while the page stays open, successful reconnects after earlier restarts included (test 1: a WebSocket server that
//   accepts each connection and drops it stands in for a dev server that restarts again and again; the page's one-second
//   timers are shortened so the run does not take 100 s).
// - config/dev/client, Caveats: "A proxy in front of the dev server must forward WebSocket upgrade requests ... on
//   `client.path`; if it does not, no `dev.client` value can make the connection work." The default client does not go
//   through the proxy at all: it connects to <page host>:<dev server port> (core/src/server/helper.ts mergeDevOptions),
//   and that works wherever the browser can reach the dev server's port (review87m test 5, with a proxy that does
//   forward upgrades). Through a proxy that forwards no upgrades, the default client still connects, past the proxy;
//   only a client pointed at the proxy never does. Now: the proxy has to forward upgrades for the socket to go through
//   it; otherwise dev.client can only send the socket past it, straight to the dev server's port, which connects only
//   where the browser can reach that port (test 2).
// - guide/advanced/hmr, Configure the HMR connection: "When the page reaches the browser through something else, such as
//   a reverse proxy, a tunnel or a container with mapped ports, the browser has to connect to a different address." Not
//   so: the default socket goes to <page host>:<dev server port>, past the proxy, and connects wherever the browser can
//   reach that port (the same fact review87m test 5 settled for guide/faq/hmr). Now: the socket still goes to the dev
//   server's port under the page's host name, past the proxy, and connects only where the browser can reach that port;
//   where it cannot, set the address with dev.client (test 2, the same run as the caveat above; the https: page
//   condition is test 3; a socket to a port the
//   browser cannot reach failing is backed by common-problems-round22a and -round7a).
// - config/dev/client, the introduction: "Change `dev.client` when the browser reaches the dev server through something
//   else, most often a reverse proxy, a tunnel or a container port mapping, so that the address in the address bar is
//   not the address of the WebSocket server" (zh: 这时需要修改). The same overstatement: through a proxy, the default
//   client connects past it wherever the dev server's port is reachable under the page's host name. Now: change it when
//   the browser cannot reach that port, which is where the client connects by default (test 2), or when the proxy
//   serves the page over HTTPS in front of a plain HTTP dev server (the wss:// socket then fails anyway, test 3).
// - guide/faq/hmr, HTTPS: "When HTTPS ends at a proxy in front of a plain HTTP dev server, the page is on `https://` and
//   the client tries `wss://` on the dev server's port, which the browser cannot reach." The port is usually reachable
//   (the proxy forwards to it); the socket fails because it is a TLS connection to a server that speaks plain HTTP.
//   Now: "a TLS connection to a plain HTTP server, which fails even where the browser can reach that port" (zh:
//   即使端口可达也会失败) (test 3: through an HTTPS proxy the socket to wss://localhost:<dev port> never connects, while
//   the same browser opens http://localhost:<dev port>/ and its ws:// socket connects).
// - guide/faq/hmr, WebSocket connection failed: "...cannot reach the dev server's own port under the page's host name;
//   where it can, the socket goes past the proxy and connects." Not on an https: page in front of a plain HTTP dev
//   server (test 3). The sentence stays (review87m test 5 pins it); a sentence after it now adds "On an `https:` page
//   that also takes a dev server that serves HTTPS itself" (zh: `https:` 页面还要求开发服务器本身支持 HTTPS。). To keep
//   the zh page no longer, four of its sentences were shortened without a change of meaning (轮询会消耗 CPU…,
//   它会自动重启, 在共享文件夹上这很慢, 重新编译更久).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { test } from 'node:test';
import { devServer, freePort, pageSays, project, reverseProxy, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

/**
 * A WebSocket endpoint on `port` of localhost that completes every handshake and drops the connection a moment later,
 * as a dev server that restarts right after each reconnect. Returns how many handshakes it answered and its closer.
 */
async function droppingSocketServer(port: number): Promise<{ handshakes: () => number; close: () => void }> {
  let handshakes = 0;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const accept = crypto
      .createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      ['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Accept: ${accept}`, '', ''].join(
        '\r\n',
      ),
    );
    handshakes++;
    // a close frame (opcode 8, no payload), then the end of the connection
    socket.end(Buffer.from([0x88, 0x00]));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    handshakes: () => handshakes,
    close: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

test('guide/advanced/hmr, guide/faq/hmr, config/dev/client "at most 100 attempts while the page stays open, successful reconnects after earlier restarts included": a client whose every reconnect succeeds and is then dropped stops after 100 reconnects', async () => {
  pageSays(
    'guide/advanced/hmr',
    {
      en: 'It makes at most 100 attempts while the page stays open, successful reconnects after earlier restarts included.',
      zh: '页面打开期间最多累计重试 100 次，之前重启时成功的重连也计算在内。',
    },
    { en: 'retries every second, up to 100 times.', zh: '最多重试 100 次。' },
  );
  pageSays(
    'guide/faq/hmr',
    {
      en: 'After 100 attempts in all, counting successful reconnects after earlier restarts, it stops',
      zh: '累计重试 100 次（含重启后成功的重连）后，客户端会停止',
    },
    { en: 'After about 100 attempts it stops', zh: '重试大约 100 次之后' },
  );
  pageSays(
    'config/dev/client',
    {
      en: 'gives up after 100 attempts in all while the page stays open: successful reconnects after earlier restarts count too.',
      zh: '页面打开期间累计尝试 100 次后放弃，之前重启时成功的重连也计算在内。',
    },
    { en: 'and gives up after 100 attempts.', zh: '在尝试 100 次后放弃。' },
  );

  const socketPort = await freePort();
  const dir = project({
    'src/index.js': "document.body.textContent = 'page';\n",
    'rsbuild.config.mjs': `export default { dev: { client: { host: 'localhost', port: '${socketPort}' } } };\n`,
  });
  const sockets = await droppingSocketServer(socketPort);
  const server = await devServer(dir);
  const page = await browser().newPage();
  const printed: string[] = [];
  try {
    page.on('console', (m) => printed.push(m.text()));
    // the client waits sleep(1000) = setTimeout(resolve, 1000) before each attempt: shorten those waits only
    await page.addInitScript(() => {
      const original = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) =>
        original(fn, ms === 1000 ? 5 : ms, ...rest)) as typeof window.setTimeout;
    });
    await page.goto(server.url);
    const gaveUp = '[HMR] Unable to establish a connection after exceeding the maximum retry attempts.';
    assert.ok(await waitFor(() => printed.includes(gaveUp), 40_000), `the client gives up: ${printed.slice(-3).join(' | ')}`);
    const connected = printed.filter((line) => line === '[HMR] connected.').length;
    // the first connection and 100 reconnects, every one of them successful
    assert.equal(connected, 101);
    assert.equal(sockets.handshakes(), 101);
    assert.equal(printed.filter((line) => line === '[HMR] disconnected. Attempting to reconnect.').length, 101);
  } finally {
    await page.close();
    await server.stop();
    sockets.close();
  }
});

/**
 * An HTTP reverse proxy on `port` of localhost that passes requests to `target` but refuses every WebSocket upgrade
 * (closes the connection), as a proxy that is not set up for WebSockets. Returns its closer.
 */
async function proxyWithoutUpgrades(port: number, target: number): Promise<() => void> {
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const out = http.request({ host: 'localhost', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('upgrade', (_req, socket: net.Socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
}

test('config/dev/client "and cannot reach the dev server\'s port under the page\'s host name, which is where the client connects by default, or serves the page over HTTPS in front of a plain HTTP dev server" (the HTTPS case: test 3) + "If it does not, `dev.client` can only send the socket past the proxy, straight to the dev server\'s port (the default), which connects only where the browser can reach that port" + guide/advanced/hmr "the socket still goes to the dev server\'s port under the page\'s host name, past the proxy, and connects only where the browser can reach that port": through a proxy that forwards no upgrades, the default client connects to the dev server\'s port; pointed at the proxy it never connects', async () => {
  pageSays(
    'guide/advanced/hmr',
    {
      en: "the socket still goes to the dev server's port under the page's host name, past the proxy, and connects only where the browser can reach that port (on an `https:` page, only if the dev server itself serves HTTPS). Where it cannot, set the address",
      zh: 'WebSocket 仍会绕过代理，用页面的主机名连接开发服务器的端口，只有浏览器访问得到这个端口时才能连上（`https:` 页面还要求开发服务器本身提供 HTTPS）。',
    },
    { en: 'the browser has to connect to a different address. Set it with', zh: '浏览器就需要连接另一个地址。' },
  );
  pageSays(
    'config/dev/client',
    {
      en: "and cannot reach the dev server's port under the page's host name, which is where the client connects by default, or serves the page over HTTPS in front of a plain HTTP dev server.",
      zh: '如果用页面的主机名访问不到开发服务器的端口（客户端默认连接的地址），或者代理以 HTTPS 提供页面、而开发服务器是普通的 HTTP，就需要修改 `dev.client`。',
    },
    {
      en: 'so that the address in the address bar is not the address of the WebSocket server',
      zh: '地址栏中的地址就不再是 WebSocket 服务器的地址，这时需要修改',
    },
  );
  pageSays(
    'config/dev/client',
    {
      en: "If it does not, `dev.client` can only send the socket past the proxy, straight to the dev server's port (the default), which connects only where the browser can reach that port.",
      zh: '否则 `dev.client` 只能让连接绕过代理、直连开发服务器的端口（默认就是这样），而且只有浏览器访问得到这个端口时才连得上。',
    },
    { en: 'no `dev.client` value can make the connection work', zh: '否则无论如何设置 `dev.client`，都无法建立连接。' },
  );
  for (const throughProxy of [false, true]) {
    const proxyPort = await freePort();
    const config = throughProxy ? `export default { dev: { client: { port: '${proxyPort}' } } };\n` : 'export default {};\n';
    const dir = project({ 'src/index.js': "document.body.textContent = 'page';\n", 'rsbuild.config.mjs': config });
    const server = await devServer(dir);
    const close = await proxyWithoutUpgrades(proxyPort, server.port);
    const page = await browser().newPage();
    const printed: string[] = [];
    const sockets: string[] = [];
    try {
      page.on('console', (m) => printed.push(m.text()));
      page.on('websocket', (ws) => sockets.push(ws.url()));
      await page.goto(`http://localhost:${proxyPort}/`);
      assert.equal(await page.textContent('body'), 'page', 'the page itself comes through the proxy');
      if (throughProxy) {
        const failed = () => printed.filter((line) => line === '[HMR] disconnected. Attempting to reconnect.').length >= 2;
        assert.ok(await waitFor(failed), `the socket to the proxy fails: ${printed.join(' | ')}`);
        assert.ok(!printed.includes('[HMR] connected.'));
        assert.equal(sockets[0], `ws://localhost:${proxyPort}/rsbuild-hmr`);
      } else {
        assert.ok(await waitFor(() => printed.includes('[HMR] connected.')), `the default socket connects: ${printed.join(' | ')}`);
        assert.deepEqual(sockets, [`ws://localhost:${server.port}/rsbuild-hmr`]);
      }
    } finally {
      await page.close();
      close();
      await server.stop();
    }
  }
});

test('guide/faq/hmr "the client tries `wss://` on the dev server\'s port: a TLS connection to a plain HTTP server, which fails even where the browser can reach that port" + "On an `https:` page that also takes a dev server that serves HTTPS itself": through an HTTPS proxy the client opens wss://localhost:<dev server port>/rsbuild-hmr and never connects, while the same port answers the browser over http://', async () => {
  pageSays(
    'guide/faq/hmr',
    {
      en: "the client tries `wss://` on the dev server's port: a TLS connection to a plain HTTP server, which fails even where the browser can reach that port.",
      zh: '客户端会尝试通过 `wss://` 连接开发服务器的端口，即使端口可达也会失败。',
    },
    { en: "on the dev server's port, which the browser cannot reach.", zh: '浏览器无法访问这个地址。' },
  );
  pageSays('guide/faq/hmr', {
    en: 'On an `https:` page that also takes a dev server that serves HTTPS itself (see [HTTPS](#hmr-over-https)).',
    zh: '`https:` 页面还要求开发服务器本身支持 HTTPS。',
  });
  const dir = project({ 'src/index.js': "document.body.textContent = 'page';\n" });
  const server = await devServer(dir);
  const proxyPort = await freePort();
  const close = await reverseProxy(proxyPort, server.port, true, []);
  const context = await browser().newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const printed: string[] = [];
    const sockets: string[] = [];
    page.on('console', (m) => printed.push(m.text()));
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`https://localhost:${proxyPort}/`);
    assert.equal(await page.textContent('body'), 'page', 'the page comes through the HTTPS proxy');
    const failed = () => printed.filter((line) => line === '[HMR] disconnected. Attempting to reconnect.').length >= 2;
    assert.ok(await waitFor(failed), `the wss:// socket fails: ${printed.join(' | ')}`);
    assert.ok(!printed.includes('[HMR] connected.'));
    assert.equal(sockets[0], `wss://localhost:${server.port}/rsbuild-hmr`);
    // the port itself is reachable from this browser: over plain http:// it serves the page and its socket connects
    const direct = await context.newPage();
    const directPrinted: string[] = [];
    direct.on('console', (m) => directPrinted.push(m.text()));
    await direct.goto(`http://localhost:${server.port}/`);
    assert.equal(await direct.textContent('body'), 'page');
    assert.ok(await waitFor(() => directPrinted.includes('[HMR] connected.')), 'ws:// on the same port connects');
  } finally {
    await context.close();
    close();
    await server.stop();
  }
});
