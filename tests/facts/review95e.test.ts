// Facts behind the accuracy review of session 95 (slice e): config/server/port, config/server/public-dir and
// config/server/headers, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// Fixed:
// - config/server/port, "When the port is in use": the page said Rsbuild "tries the next port number, and the one
//   after, up to 20 ports further, and uses the first free one", and stopped there, as if the search ended after 20.
//   getPort (core/src/server/helper.ts 184-239) tries the port and the 20 after it (attempts 0 to 20); when every
//   one of them is taken, the loop ends with the port one further (port + 21), which it never tried, and returns it
//   anyway, with the usual `Port 8080 is in use, using port 8101.` line. The dev server then listens there: it starts
//   if that port is free, and crashes with Node.js's `Error: listen EADDRINUSE: address already in use
//   0.0.0.0:8101` and a stack trace when it is taken too. The page now says so. Run below: rsbuild dev against 21
//   and then 22 ports held on 0.0.0.0 (the default host).
//
// Checked and left alone (true): the other statements of the three pages, against the 0.5.9 source
// (server/helper.ts getPort, getServerOptions and mergeDevOptions; server/devServer.ts; server/prodServer.ts;
// server/getDevMiddlewares.ts for the order unshift handlers, compression, the CORS and server.headers middleware,
// proxy, build files, public directory, HTML fallback; plugins/server.ts for the copy of the public directory;
// plugins/cleanOutput.ts and provider/shared.ts for the order of cleaning and copying; cli/commands.ts and
// cli/init.ts for --port; provider/config.ts for the defaults; shared/src/types/config/server.ts for the types;
// rspack/HtmlNoncePlugin.ts for the related link) and the runs of the earlier facts files of these pages
// (server-listen, server-responses, server-proxy, error-messages, review94e, review89q, common-problems-round21a,
// round27b and the other rounds that quote them).
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { pageSays, project, reach, startRsbuild, waitFor } from './topics-support';

const PORT = 'config/server/port';

/**
 * Holds `count` consecutive ports on 0.0.0.0, taken from below the kernel's ephemeral range so that nothing else
 * takes the port after them meanwhile; returns the first one and a release function.
 */
async function hold(count: number): Promise<{ port: number; release: () => void }> {
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * 9000);
    const servers: net.Server[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const server = net.createServer();
        await new Promise<void>((resolve, reject) => server.once('error', reject).listen(first + i, '0.0.0.0', resolve));
        servers.push(server);
      }
      return { port: first, release: () => servers.forEach((s) => s.close()) };
    } catch {
      servers.forEach((s) => s.close());
    }
  }
}

test('config/server/port "If all of them are taken, it moves on to the port after them (8101 for 8080) without checking it, and crashes with the EADDRINUSE error described below when that one is taken too"', async (t) => {
  pageSays(PORT, {
    en: 'it tries the next port number, and the one after, up to 20 ports further, and uses the first free one. If all of them are taken, it moves on to the port after them (8101 for 8080) without checking it, and crashes with the `EADDRINUSE` error described below when that one is taken too.',
    zh: '最多往后尝试 20 个端口，并使用第一个空闲的端口。如果这些端口全被占用，它会不经检查直接换到再下一个端口（8080 对应 8101），这个端口也被占用时，就会报下文所说的 `EADDRINUSE` 错误并崩溃。',
  });
  pageSays(PORT, {
    en: "one of them then crashes with Node.js's `Error: listen EADDRINUSE: address already in use 0.0.0.0:8080`, printed with a stack trace",
    zh: '随后其中一个会崩溃，报 Node.js 的 `Error: listen EADDRINUSE: address already in use 0.0.0.0:8080` 并打印堆栈',
  });
  const dir = project({ 'src/index.js': "document.body.textContent = 'rsbuild app';\n" });

  // The port and the 20 after it taken: Rsbuild announces the 21st after it and starts there, as it is free.
  const some = await hold(21);
  t.after(some.release);
  const next = some.port + 21;
  const dev = startRsbuild(dir, ['dev', '--port', String(some.port)]);
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(dev.log()), 60_000), dev.log());
    // The message and the addresses, as the page prints them (with the blank line between).
    assert.match(
      dev.log(),
      new RegExp(`info {4}Port ${some.port} is in use, using port ${next}\\.\\n\\n {2}> Local: {4}http://localhost:${next}/`),
    );
    assert.equal(await reach('127.0.0.1', next), '200', 'the dev server answers on the port it announced');
  } finally {
    await dev.stop();
  }
  some.release();

  // The port after them taken as well: the same line, then the listen error with its stack trace, and the process ends.
  const all = await hold(22);
  t.after(all.release);
  const last = all.port + 21;
  const crash = startRsbuild(dir, ['dev', '--port', String(all.port)]);
  try {
    assert.ok(await waitFor(() => crash.child.exitCode !== null, 60_000), crash.log());
    assert.equal(crash.child.exitCode, 1);
    assert.match(crash.log(), new RegExp(`Port ${all.port} is in use, using port ${last}\\.`));
    assert.match(crash.log(), new RegExp(`Error: listen EADDRINUSE: address already in use 0\\.0\\.0\\.0:${last}\\n\\s+at `));
  } finally {
    await crash.stop();
  }
});
