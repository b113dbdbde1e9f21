// What the browser tests share beyond the built site (../../scripts/lib/built-site.ts): `pnpm dev` on
// a copy of the project, and the check that a popup closes when the pointer leaves it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import { ROOT, freePort } from '../../scripts/lib/built-site';

// `pnpm dev` on a copy of the project ----------------------------------------------------------------

/** What `rspress dev` needs of the project (node_modules is linked, not copied). */
const PROJECT_ENTRIES = ['rspress.config.ts', 'i18n.json', 'package.json', 'tsconfig.json', 'site', 'theme', 'plugins', 'scripts', 'docs'];

/** `log()`: what the server printed so far (a failed test shows it: a restart that failed says why there). */
export type DevProject = { dir: string; url: string; stop(): Promise<void>; log(): string };

/**
 * `rspress dev` on a copy of the project in a temporary folder, so that tests can edit pages without
 * touching the real ones. `prepare` changes the copy before the server starts. Resolves once the
 * first build is ready; fails with the server's log if it exits or is not ready in `timeoutMs`.
 */
export async function startDevProject(name: string, prepare: (dir: string) => void = () => {}, timeoutMs = 200_000): Promise<DevProject> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rsbuild-docs-${name}-`));
  for (const entry of PROJECT_ENTRIES) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  prepare(dir);
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/@rspress/core/bin/rspress.js', 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let log = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server did not start in ${timeoutMs / 1000} s:\n${log}`)), timeoutMs);
      const onData = (d: Buffer) => {
        log += d.toString();
        if (/ready\s+built/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dev server exited with ${code}:\n${log}`));
      });
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { dir, url: `http://127.0.0.1:${port}`, stop, log: () => log };
}

// Popups ---------------------------------------------------------------------------------------------

/**
 * Moves the pointer away from an open popup and checks that it closes 0.1 s later (at least 80 ms,
 * at most 1 s). Timed in the page, from the pointer's move to the popup's hiding: a busy machine can
 * delay the test's own steps.
 */
export async function expectClosesAfterLeave(page: Page, popupSelector: string, away: { x: number; y: number }): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as Window & { leftAt?: number; closedAt?: number };
    document.addEventListener('mousemove', () => (w.leftAt = performance.now()), { once: true, capture: true });
    // The popups are always in the page, `hidden` while closed.
    new MutationObserver((_, observer) => {
      const popup = document.querySelector<HTMLElement>(selector);
      if (popup && !popup.hidden) return;
      w.closedAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  }, popupSelector);
  await page.mouse.move(away.x, away.y);
  await expect(page.locator(popupSelector)).toBeHidden();
  const delay = await page.evaluate(() => {
    const w = window as Window & { leftAt?: number; closedAt?: number };
    return (w.closedAt ?? Number.NaN) - (w.leftAt ?? Number.NaN);
  });
  expect(delay, `still open right after the pointer leaves (closed after ${delay} ms)`).toBeGreaterThanOrEqual(80);
  expect(delay, 'closed soon after').toBeLessThanOrEqual(1000);
}
