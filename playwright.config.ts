// Browser tests (`pnpm exec playwright test`, after `pnpm build`): Chromium visits the built site in doc_build/,
// served by `pnpm preview`'s server (scripts/preview.ts: clean URLs, 404.html, _headers) on a free port.
// Projects: `desktop` runs every test not tagged @phone; `phone` runs the tests tagged @phone (about the
// phone layout only) or @both (worth checking on both viewports).
import { defineConfig } from '@playwright/test';
import { SITE, assertBuilt, freePort, launchOptions } from './scripts/lib/built-site';

assertBuilt();

// The config is loaded by the runner and again by each worker: the runner picks the port and the
// workers, which inherit its environment, read the same one. E2E_PORT fixes it by hand.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // The machine has 2 cores (RESULTS.md, "Test suite time", has the comparison with 3 workers); E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A failing test keeps a screenshot, and with E2E_TRACE=1 its trace (actions, DOM snapshots, console,
    // network; CI sets it). Recording a trace of every test cost 13 % of the run's wall time here (106 s
    // vs 93 s, two spec files), its screencast a third more.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone\b|@both\b/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // The built site as a static host serves it, headers of _headers included (`pnpm preview`'s server).
  // No compression: on the loopback it only costs CPU.
  webServer: {
    command: `node_modules/.bin/tsx scripts/preview.ts ${JSON.stringify(SITE)} --listen tcp://127.0.0.1:${process.env.E2E_PORT} --no-request-logging`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
    // No update check: the network is closed here, and the tests must not depend on it.
    env: { NO_UPDATE_CHECK: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
