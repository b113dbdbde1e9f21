// `pnpm preview` behaves like the static hosts PUBLISHING.md recommends: clean URLs, and a missing page
// answers 404.html with status 404.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, freePort } from '../../scripts/lib/built-site';

let server: ChildProcess | undefined;
let url = '';

test.beforeAll(async () => {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // The package.json script as pnpm runs it (node_modules/.bin on the PATH), on a port of ours.
  server = spawn(`${scripts.preview} --listen tcp://127.0.0.1:${port} --no-request-logging`, {
    cwd: ROOT,
    shell: true,
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`, NO_UPDATE_CHECK: '1' },
    stdio: 'ignore',
    // A process group of its own: the shell, tsx and the server all stop with it (killing the shell alone left the server running).
    detached: true,
  });
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
});
test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('pnpm preview: clean URLs, index pages, and 404.html with status 404 for a missing page', async ({ request }) => {
  const page = await request.get(`${url}/guide/start/quick-start`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
  expect((await request.get(`${url}/zh/guide/start/`)).status()).toBe(200);
  const missing = await request.get(`${url}/guide/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe(fs.readFileSync(path.join(ROOT, 'doc_build/404.html'), 'utf8'));
});
