// The static server of `pnpm preview`, the browser tests and the benchmarks (scripts/lib/static-server.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SERVE_CONFIG } from '../../scripts/lib/built-site';
import { startStaticServer } from '../../scripts/lib/static-server';

test('closing the server ends at once, though a client has not read a response to its end', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>a</title>${'x'.repeat(1_000_000)}`);
  const site = await startStaticServer({ root, config: SERVE_CONFIG });
  try {
    // The body is left unread: the response is still being sent, and its connection would keep the server
    // open for its keep-alive minute (a browser test once timed out so).
    const res = await fetch(`${site.url}/`);
    assert.equal(res.status, 200);
    const start = Date.now();
    await site.close();
    assert.ok(Date.now() - start < 2000, `close() took ${Date.now() - start} ms`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
