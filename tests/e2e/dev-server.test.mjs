// `pnpm dev` for authors: the dev server serves the pages and reloads one when its MDX changes.
// Runs on a copy of the project so that the edit never touches the real pages.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, hydrated, launchBrowser, newPage } from './harness.mjs';

let dir;
let server;
let port;
const env = /** @type {{ browser: import('playwright-core').Browser }} */ ({});

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(p));
    });
  });

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-dev-'));
  for (const entry of ['rspress.config.ts', 'i18n.json', 'package.json', 'tsconfig.json', 'theme', 'scripts', 'docs']) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  // A page (only in this copy) that switches the layout parts off with front-matter flags.
  const intro = fs.readFileSync(path.join(ROOT, 'docs/en/guide/start/index.mdx'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'docs/en/guide/start/flags.mdx'),
    `---\nnavbar: false\nsidebar: false\noutline: false\nfooter: false\nglobalUIComponents: false\n---\n\n${intro}`,
  );
  port = await freePort();
  server = spawn(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${log}`)), 120_000);
    const onData = (d) => {
      log += d;
      if (/ready\s+built/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${log}`)));
  });
  env.browser = await launchBrowser();
});

after(async () => {
  await env.browser?.close();
  server?.kill('SIGTERM');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('front-matter flags switch off the navbar, sidebar, outline, footer and global UI components', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(90_000);
  await page.goto(`http://127.0.0.1:${port}/guide/start/flags`);
  await hydrated(page);
  await page.locator('.rp-doc h1').first().waitFor();
  await page.waitForTimeout(400);
  for (const selector of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer', '.rs-site-footer']) {
    assert.equal(await page.locator(selector).count(), 0, `${selector} is not rendered`);
  }
  assert.equal(await page.locator('.rp-doc img.medium-zoom-image').count(), 0, 'no image zoom');
  // The same page without the flags has them all.
  await page.goto(`http://127.0.0.1:${port}/guide/start/`);
  await hydrated(page);
  await page.locator('.rp-doc img.medium-zoom-image').first().waitFor();
  for (const selector of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer']) {
    assert.ok((await page.locator(selector).count()) > 0, `${selector} is there without the flags`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the dev server serves a page and reloads it when its MDX file is edited', async () => {
  const { page, errors, context } = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(90_000);
  await page.goto(`http://127.0.0.1:${port}/guide/start/glossary`);
  await hydrated(page);
  assert.match(await page.locator('h1').first().innerText(), /Glossary/);
  const file = path.join(dir, 'docs/en/guide/start/glossary.mdx');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^# (.*)$/m, '# $1 (edited)'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('(edited)'));
  assert.deepEqual(errors, []);
  await context.close();
});
