// Where the servers of @rsbuild/core 0.5.9 listen and what they print: server.port, server.strictPort,
// server.host, server.printUrls and server.https, on the dev server and the preview server (in this
// process), and through the CLI for --port, --host, the terminal output and the exit codes.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { before, describe, test } from 'node:test';
import { ask } from './lib/http';
import { ROOT, core, eventually, freePort, recordOpenedUrls, startCli, subProject, type RsbuildConfig } from './lib/rsbuild';

const cwd = (): string =>
  subProject('server-listen', { 'src/index.js': "console.log('listen');\n", 'src/admin.js': "console.log('admin');\n" });

// What the servers print (logger.log and logger.info), kept for the tests to read; they find their lines by port.
const printed: string[] = [];
before(async () => {
  const { logger } = await core();
  logger.override({ log: (m: unknown) => void printed.push(String(m)), info: (m: unknown) => void printed.push(String(m)) });
});
// eslint-disable-next-line no-control-regex
const plain = (s: string): string => s.replace(/\u001b\[[0-9;]*m/g, '');
const printedFor = (port: number): string => plain(printed.filter((l) => l.includes(`:${port}`)).join('\n'));

const LAN = (): string[] =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address ?? '');

/** Whether `port` can be listened on at localhost right now. */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });

/**
 * Occupies `count` consecutive ports on localhost and checks that the one after them is free; returns the first
 * and a release function. The ports come from below the kernel's ephemeral range (32768 and up), which the other
 * fact tests' servers and connections draw from, so the port the server should move to is not taken meanwhile.
 */
async function occupy(count = 1): Promise<{ port: number; release: () => void }> {
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * 9000);
    const servers: net.Server[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const s = net.createServer();
        await new Promise<void>((resolve, reject) => s.once('error', reject).listen(first + i, 'localhost', resolve));
        servers.push(s);
      }
      if (await canListen(first + count)) return { port: first, release: () => servers.forEach((s) => s.close()) };
    } catch {}
    servers.forEach((s) => s.close());
  }
}

/** Starts a server of the given kind with a fixed configuration (no free port chosen by the helper). */
async function start(
  kind: 'dev' | 'preview',
  config: RsbuildConfig,
  name = 'listen',
): Promise<{ port: number; urls: string[]; close: () => Promise<void> }> {
  const { createRsbuild } = await core();
  const full: RsbuildConfig = {
    ...config,
    output: { ...config.output, distPath: { root: `dist/${name}-${kind}` } },
    performance: { printFileSize: false },
  };
  if (kind === 'dev') {
    process.env.NODE_ENV = 'development';
    const { port, urls, server } = await (await createRsbuild({ cwd: cwd(), rsbuildConfig: full })).startDevServer();
    return { port, urls, close: server.close };
  }
  process.env.NODE_ENV = 'production';
  await (await createRsbuild({ cwd: cwd(), rsbuildConfig: { ...full, server: {} } })).build();
  const { port, urls, server } = await (await createRsbuild({ cwd: cwd(), rsbuildConfig: full })).preview();
  return { port, urls, close: server.close };
}

describe('server.port and server.strictPort', { concurrency: false }, () => {
  test('config/server/port "When the port is taken ... it tries the next port number ... up to 20 ports further" + "Port 8080 is in use, using port 8081." + "Hot module replacement connects to the port that the server really uses", both servers', async () => {
    const taken = await occupy(1);
    const many = await occupy(20);
    try {
      for (const kind of ['dev', 'preview'] as const) {
        const s = await start(kind, { server: { host: 'localhost', port: taken.port } }, `busy-${kind}`);
        try {
          assert.equal(s.port, taken.port + 1, kind);
          assert.match(printed.join('\n'), new RegExp(`Port ${taken.port} is in use, .*using port ${taken.port + 1}\\.`));
          if (kind === 'dev')
            assert.ok(
              (await ask(s.port, '/static/js/index.js', { client: 'script' })).text.includes(`&port=${s.port}`),
              'the HMR client gets the port in use',
            );
        } finally {
          await s.close();
        }
        const far = await start(kind, { server: { host: 'localhost', port: many.port } }, `busy20-${kind}`);
        try {
          assert.equal(far.port, many.port + 20, '20 ports further');
        } finally {
          await far.close();
        }
      }
    } finally {
      taken.release();
      many.release();
    }
  });

  test('config/server/port "The dev server and the preview server share this option ... the second one moves to the next free port, unless strictPort is on" + config/server/strict-port in both servers', async () => {
    const { port, release } = await occupy(1); // port and port + 1 free
    release();
    const dev = await start('dev', { server: { host: 'localhost', port } }, 'share');
    try {
      const preview = await start('preview', { server: { host: 'localhost', port } }, 'share');
      assert.equal(preview.port, port + 1);
      await preview.close();
      // strict-port "Running dev and preview together: ... with strictPort: true the second command fails"
      await assert.rejects(start('preview', { server: { host: 'localhost', port, strictPort: true } }, 'share-strict'), {
        message: `Port "${port}" is occupied, please choose another one.`,
      });
    } finally {
      await dev.close();
    }
  });

  test('config/server/port "In 0.5.9, port: 0 is treated like an unset port and the server starts on 8080" (or the next free port after it)', async () => {
    const s = await start('dev', { server: { host: 'localhost', port: 0 } }, 'zero');
    try {
      assert.ok(s.port >= 8080 && s.port <= 8100, `${s.port}`);
    } finally {
      await s.close();
    }
    const { createRsbuild } = await core();
    const rsbuild = await createRsbuild({ cwd: cwd(), rsbuildConfig: {} });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().server.port, 8080, 'the default port');
  });

  test('guide/basic/server "Both servers listen on port 8080 by default" + config/server/port Default 8080: rsbuild dev and rsbuild preview without server.port, when 8080 is free', async (t) => {
    // Another process on this machine may hold 8080 (or take it between this check and the start): the
    // fact can only be seen while the port is free, on every address, as Rsbuild checks it.
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(8080, () => probe.close(() => resolve(true)));
    });
    if (!free) {
      t.skip('port 8080 is in use on this machine: the default port cannot be observed');
      return;
    }
    for (const kind of ['dev', 'preview'] as const) {
      const s = await start(kind, { server: { printUrls: false } }, `default-port-${kind}`);
      try {
        assert.equal(s.port, 8080, `${kind}: the port it listens on`);
        assert.equal((await ask(8080, '/')).status, 200, kind);
      } finally {
        await s.close();
      }
    }
  });

  test('config/server/strict-port "Other listen errors, such as an address that does not belong to the machine ... always stop the server, with or without strictPort" + config/server/host "EADDRNOTAVAIL", both servers', async () => {
    for (const kind of ['dev', 'preview'] as const) {
      for (const strictPort of [false, true]) {
        await assert.rejects(
          start(kind, { server: { host: '192.0.2.1', port: await freePort(), strictPort } }, `bad-host-${kind}`),
          { code: 'EADDRNOTAVAIL' },
          `${kind} strictPort ${strictPort}`,
        );
      }
    }
  });

  test('config/server/strict-port "The check is made on server.host. A process that listens on another address ... may not count as occupying the port", both servers', async (t) => {
    const lan = LAN()[0];
    if (!lan) return t.skip('no LAN address on this machine');
    const port = await freePort();
    const other = net.createServer();
    await new Promise<void>((resolve, reject) => other.once('error', reject).listen(port, '127.0.0.1', resolve));
    try {
      for (const kind of ['dev', 'preview'] as const) {
        // Taken on 127.0.0.1, free on the LAN address: the server starts on that very port even with strictPort.
        const s = await start(kind, { server: { host: lan, port, strictPort: true } }, `host-check-${kind}`);
        try {
          assert.equal(s.port, port, kind);
        } finally {
          await s.close();
        }
        // On the address where the other process listens, the port counts as taken.
        await assert.rejects(
          start(kind, { server: { host: '127.0.0.1', port, strictPort: true } }, `host-check-${kind}`),
          { message: `Port "${port}" is occupied, please choose another one.` },
          kind,
        );
      }
    } finally {
      other.close();
    }
  });
});

describe('server.host, server.printUrls and server.https', { concurrency: false }, () => {
  test("config/server/host: the default '0.0.0.0' is reachable at localhost and at the LAN address and lists both; a loopback host lists one Local URL; a LAN host one Network URL; '::' prints [::1]; dev server", async () => {
    const lan = LAN()[0];
    const def = await start('dev', { server: { port: await freePort() } }, 'host-default');
    try {
      assert.deepEqual(def.urls, [`http://localhost:${def.port}`, ...LAN().map((ip) => `http://${ip}:${def.port}`)]);
      assert.match(printedFor(def.port), new RegExp(`> Local: +http://localhost:${def.port}/`));
      if (lan) {
        assert.match(printedFor(def.port), new RegExp(`> Network: +http://${lan.replace(/\./g, '\\.')}:${def.port}/`));
        assert.equal((await ask(def.port, '/')).status, 200);
        assert.equal(
          await new Promise((resolve) =>
            http.get(`http://${lan}:${def.port}/`, (r) => resolve(r.statusCode)).on('error', () => resolve('refused')),
          ),
          200,
        );
      }
    } finally {
      await def.close();
    }
    const loop = await start('dev', { server: { host: '127.0.0.1', port: await freePort() } }, 'host-loopback');
    try {
      assert.deepEqual(loop.urls, [`http://127.0.0.1:${loop.port}`]);
      assert.match(printedFor(loop.port), new RegExp(`> Local: +http://127\\.0\\.0\\.1:${loop.port}/`));
      if (lan)
        assert.equal(
          await new Promise((resolve) =>
            http.get(`http://${lan}:${loop.port}/`, (r) => resolve(r.statusCode)).on('error', () => resolve('refused')),
          ),
          'refused',
          'only that address accepts connections',
        );
    } finally {
      await loop.close();
    }
    if (lan) {
      const one = await start('dev', { server: { host: lan, port: await freePort() } }, 'host-lan');
      try {
        assert.deepEqual(one.urls, [`http://${lan}:${one.port}`]);
        assert.match(printedFor(one.port), new RegExp(`> Network: +http://${lan.replace(/\./g, '\\.')}:${one.port}/`));
      } finally {
        await one.close();
      }
    }
    const v6 = await start('dev', { server: { host: '::', port: await freePort() } }, 'host-v6');
    try {
      assert.deepEqual(v6.urls, [`http://[::1]:${v6.port}`]);
    } finally {
      await v6.close();
    }
  });

  test('config/server/host "in 0.5.9 rsbuild preview listens on server.host, but the URLs it prints always list localhost and every network address" + a host name that resolves to the machine; preview server', async () => {
    const lan = LAN()[0];
    const loop = await start('preview', { server: { host: '127.0.0.1', port: await freePort() } }, 'host-preview-loop');
    try {
      assert.deepEqual(loop.urls, [`http://localhost:${loop.port}`, ...LAN().map((ip) => `http://${ip}:${loop.port}`)]);
      assert.match(printedFor(loop.port), new RegExp(`> Local: +http://localhost:${loop.port}/`));
      assert.equal((await ask(loop.port, '/', { client: 'browser' })).status, 200);
      if (lan)
        assert.equal(
          await new Promise((resolve) =>
            http.get(`http://${lan}:${loop.port}/`, (r) => resolve(r.statusCode)).on('error', () => resolve('refused')),
          ),
          'refused',
          'only 127.0.0.1 accepts connections',
        );
    } finally {
      await loop.close();
    }
    // "A host name that resolves to an address of the machine": localhost, in both servers.
    for (const kind of ['dev', 'preview'] as const) {
      const named = await start(kind, { server: { host: 'localhost', port: await freePort() } }, `host-name-${kind}`);
      try {
        assert.equal((await ask(named.port, '/', { client: 'browser' })).status, 200, kind);
      } finally {
        await named.close();
      }
    }
  });

  test('config/server/print-urls "when configurations are merged (for example with mergeRsbuildConfig), a later printUrls replaces an earlier one; functions are not chained"', async () => {
    const { mergeRsbuildConfig } = await core();
    const calls: string[] = [];
    const merged = mergeRsbuildConfig(
      { server: { printUrls: ({ urls }: { urls: string[] }) => (calls.push('first'), urls) } },
      { server: { printUrls: () => (calls.push('second'), []) } },
    ) as RsbuildConfig;
    const s = await start('dev', { ...merged, server: { ...merged.server, host: 'localhost', port: await freePort() } }, 'print-merge');
    try {
      assert.deepEqual(calls, ['second']);
    } finally {
      await s.close();
    }
  });

  test('config/server/host "dev.assetPrefix set to true uses server.host to build the asset URL, replacing the default 0.0.0.0 with localhost" + "the HMR client connects to the host name in the browser\'s address bar by default"', async () => {
    for (const [host, expected] of [
      [undefined, 'localhost'],
      ['127.0.0.1', '127.0.0.1'],
    ] as const) {
      const s = await start(
        'dev',
        { dev: { assetPrefix: true }, server: { ...(host ? { host } : {}), port: await freePort() } },
        `asset-host-${expected}`,
      );
      try {
        const page = (await ask(s.port, '/')).text;
        assert.match(page, new RegExp(`src="http://${expected.replace(/\./g, '\\.')}:${s.port}/static/js/index\\.js"`));
        assert.doesNotMatch(
          (await ask(s.port, '/static/js/index.js', { client: 'script' })).text,
          /hmr\.mjs\?[^"]*host=/,
          'no host given to the client',
        );
      } finally {
        await s.close();
      }
    }
  });

  test("config/server/print-urls: the function's parameters, returned URLs printed with the page paths, labels, nothing printed, several entries with index first; dev.startUrl is not changed; both servers", async () => {
    const calls: Array<{ urls: string[]; port: number; routes: unknown; protocol: string }> = [];
    const { opened } = recordOpenedUrls();
    for (const kind of ['dev', 'preview'] as const) {
      const port = await freePort();
      const s = await start(
        kind,
        {
          source: { entry: { admin: './src/admin.js', index: './src/index.js' } },
          dev: { startUrl: true },
          server: {
            host: 'localhost',
            port,
            printUrls: (params) => {
              calls.push(params);
              return ['http://localhost', `http://localhost:${params.port}`, 'https://my-app.local.example.com'];
            },
          },
        },
        `print-${kind}`,
      );
      try {
        const call = calls[calls.length - 1];
        // "urls: the base URLs, without a trailing slash" (the preview server lists every interface: see host)
        assert.deepEqual(
          call.urls,
          kind === 'dev' ? [`http://localhost:${port}`] : [`http://localhost:${port}`, ...LAN().map((ip) => `http://${ip}:${port}`)],
        );
        assert.equal(call.port, port);
        assert.equal(call.protocol, 'http');
        // "routes: one item per entry" and "The entry named index comes first and is shown as the root path"
        assert.deepEqual(call.routes, [
          { entryName: 'index', pathname: '/' },
          { entryName: 'admin', pathname: '/admin' },
        ]);
        // "Rsbuild labels each returned URL by looking at its host ... a returned URL with a port, even
        // http://localhost:8080, is labelled Network; a URL without a port, such as http://localhost, gets Local."
        const out = plain(printed.filter((l) => l.includes('my-app.local.example.com')).at(-1) ?? '');
        assert.match(out, /> Local: *\n\s+- index\s+http:\/\/localhost\/\n\s+- admin\s+http:\/\/localhost\/admin\n/);
        assert.match(
          out,
          new RegExp(`> Network: *\\n\\s+- index\\s+http://localhost:${port}/\\n\\s+- admin\\s+http://localhost:${port}/admin\\n`),
        );
        // "The function does not change ... which page dev.startUrl opens."
        await eventually(() => opened().find((u) => u === `http://localhost:${port}/`), 'the opened URL');
      } finally {
        await s.close();
      }
    }
    // "Return nothing to print nothing"; false hides the URLs.
    for (const printUrls of [false, () => undefined] as const) {
      for (const kind of ['dev', 'preview'] as const) {
        // Only what this server printed: an earlier server of this file may have had the same port.
        const before = printed.length;
        const s = await start(kind, { server: { host: 'localhost', port: await freePort(), printUrls } }, 'print-none');
        try {
          assert.equal(
            plain(
              printed
                .slice(before)
                .filter((l) => l.includes(`:${s.port}`))
                .join('\n'),
            ),
            '',
            `${kind} ${String(printUrls)}`,
          );
        } finally {
          await s.close();
        }
      }
    }
  });

  test('config/server/https "Every option of https.createServer() is accepted and passed on unchanged" + https.passphrase "The password of an encrypted key": an encrypted key with its passphrase serves HTTPS, both servers', async () => {
    const certs = path.join(ROOT, 'tests/facts/fixtures');
    const cert = fs.readFileSync(path.join(certs, 'localhost-cert.pem'));
    const key = crypto
      .createPrivateKey(fs.readFileSync(path.join(certs, 'localhost-key.pem')))
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' });
    const status = (url: string): Promise<string> =>
      new Promise((resolve) => {
        https
          .get(url, { rejectUnauthorized: false, timeout: 3000 }, (res) => (res.resume(), resolve(String(res.statusCode))))
          .on('error', (e) => resolve(`error ${e.message}`));
      });
    for (const kind of ['dev', 'preview'] as const) {
      const s = await start(
        kind,
        { server: { host: 'localhost', port: await freePort(), https: { key, cert, passphrase: 'secret' } } },
        `https-pass-${kind}`,
      );
      try {
        assert.equal(await status(`https://localhost:${s.port}/`), '200', kind);
      } finally {
        await s.close();
      }
    }
  });

  test('config/server/https: HTTPS only, HTTP/1.1, no answer over plain HTTP, an empty object starts a server whose handshakes fail; both servers', async () => {
    const certs = path.join(ROOT, 'tests/facts/fixtures');
    const key = fs.readFileSync(path.join(certs, 'localhost-key.pem'));
    const cert = fs.readFileSync(path.join(certs, 'localhost-cert.pem'));
    const get = (url: string): Promise<string> =>
      new Promise((resolve) => {
        const req = (url.startsWith('https') ? https : http).get(url, { rejectUnauthorized: false, timeout: 3000 }, (res) => {
          res.resume();
          resolve(`${res.statusCode} HTTP/${res.httpVersion}`);
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (e) => resolve(`error ${(e as NodeJS.ErrnoException).code ?? e.message}`));
      });
    for (const kind of ['dev', 'preview'] as const) {
      const s = await start(kind, { server: { host: 'localhost', port: await freePort(), https: { key, cert } } }, `https-${kind}`);
      try {
        assert.deepEqual(
          s.urls,
          [`https://localhost:${s.port}`].concat(kind === 'preview' ? LAN().map((ip) => `https://${ip}:${s.port}`) : []),
        );
        assert.equal(await get(`https://localhost:${s.port}/`), '200 HTTP/1.1', '"the server speaks HTTP/1.1 over TLS"');
        assert.match(await get(`http://localhost:${s.port}/`), /^error/, '"the same port no longer accepts plain http:// requests"');
        const alpn = await new Promise<string | false>((resolve, reject) => {
          const socket = tls.connect(
            { host: 'localhost', port: s.port, ALPNProtocols: ['h2', 'http/1.1'], rejectUnauthorized: false },
            () => {
              resolve(socket.alpnProtocol ?? false);
              socket.end();
            },
          );
          socket.on('error', reject);
        });
        assert.notEqual(alpn, 'h2', '"HTTP/2 is not used"');
      } finally {
        await s.close();
      }
      const empty = await start(kind, { server: { host: 'localhost', port: await freePort(), https: {} } }, `https-empty-${kind}`);
      try {
        assert.match(await get(`https://localhost:${empty.port}/`), /^error/, '"every TLS handshake fails"');
      } finally {
        await empty.close();
      }
    }
  });
});

describe('the servers through the CLI', { concurrency: 2 }, () => {
  test('config/server/port + config/server/host + config/server/print-urls + guide/basic/server: --port and --host win over the configuration; the busy-port message; one Local line; several pages printed per address (dev and preview)', async () => {
    const dir = subProject('listen-cli', {
      'src/index.js': "console.log('cli');\n",
      'src/admin.js': "console.log('admin');\n",
      'rsbuild.config.mjs': `export default { source: { entry: { admin: './src/admin.js', index: './src/index.js' } }, server: { port: ${await freePort()}, host: '0.0.0.0' } };\n`,
    });
    for (const command of ['dev', 'preview']) {
      // (The dev server empties dist/ when it starts: build right before the preview.)
      if (command === 'preview') assert.equal((await startCli(['build'], { cwd: dir }).done).code, 0);
      const taken = await occupy(1);
      const run = startCli([command, '--port', String(taken.port), '--host', 'localhost'], { cwd: dir });
      try {
        await run.waitFor(command === 'dev' ? /ready\s+Client compiled/ : /> Local/, 0, 60_000);
        const out = run.output();
        assert.match(out, new RegExp(`info +Port ${taken.port} is in use, using port ${taken.port + 1}\\.`));
        if (command === 'dev') {
          // "The dev server then prints a single Local address"; several entries: index first, at the root.
          assert.match(
            out,
            new RegExp(
              `  > Local: *\\n  - index    http://localhost:${taken.port + 1}/\\n  - admin    http://localhost:${taken.port + 1}/admin\\n`,
            ),
          );
          assert.doesNotMatch(out, /> Network/);
        } else {
          // "The preview server of 0.5.9 keeps printing the addresses of all interfaces"
          assert.match(out, new RegExp(`  > Local: *\\n  - index    http://localhost:${taken.port + 1}/\\n`));
          if (LAN().length) assert.match(out, /> Network/);
        }
        assert.equal((await ask(taken.port + 1, '/admin')).status, 200);
      } finally {
        taken.release();
        await run.stop();
      }
    }
  });

  test('config/server/strict-port "the command stops with an error and exits with code 1" + "--port ... also honours strictPort" + config/server/print-urls "Any other return value ... stops the server start", dev and preview', async () => {
    const dir = subProject('listen-cli-strict', {
      'src/index.js': "console.log('strict');\n",
      'rsbuild.config.mjs': "export default { server: { host: 'localhost', strictPort: true } };\n",
      'string-urls.config.mjs': "export default { server: { host: 'localhost', printUrls: () => 'http://localhost' } };\n",
    });
    const built = await startCli(['build'], { cwd: dir }).done;
    assert.equal(built.code, 0, `${built.signal} ${built.output}`);
    for (const command of ['dev', 'preview']) {
      const taken = await occupy(1);
      try {
        const run = await startCli([command, '--port', String(taken.port)], { cwd: dir }).done;
        assert.equal(run.code, 1, run.output);
        assert.match(
          run.output,
          new RegExp(
            `error +Failed to start ${command === 'dev' ? 'dev' : 'preview'} server\\.\\nerror +Port "${taken.port}" is occupied, please choose another one\\.`,
          ),
        );
      } finally {
        taken.release();
      }
      const bad = await startCli([command, '--port', String(await freePort()), '--config', 'string-urls.config.mjs'], { cwd: dir }).done;
      // "fails with the error ... and the command exits with code 1" (in the preview server as an uncaught exception).
      assert.equal(bad.code, 1, bad.output);
      assert.match(bad.output, /"server\.printUrls" must return an array, but got string\./);
      if (command === 'preview') assert.doesNotMatch(bad.output, /Failed to start preview server/, "not the CLI's own error handling");
    }
  });
});
