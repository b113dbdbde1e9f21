// Runs a command (the facts stage's test runner) beside one Chromium that every test file shares: Playwright's browser
// server is started here, its address handed down as FACTS_BROWSER_WS, and tests/facts/topics-support.ts's
// launchBrowser() connects to it instead of starting a Chromium of its own (about 1.4 s of CPU a launch here, and more
// than a hundred facts files launch one). Each file still gets contexts and pages of its own. Usage:
//   tsx scripts/lib/with-browser-server.ts <command> [args…]
// The exit code is the command's. Without this wrapper (`pnpm test:facts`, one file run by hand) each file launches
// its own browser, as before.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { launchOptions } from './built-site';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('with-browser-server: name the command to run, e.g. tsx scripts/lib/with-browser-server.ts node --test …');
  process.exit(2);
}
const server = await chromium.launchServer(launchOptions);
const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, FACTS_BROWSER_WS: server.wsEndpoint() } });
const code = await new Promise<number>((resolve) => {
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  child.on('error', (e) => {
    console.error(`with-browser-server: ${cmd} did not start: ${e.message}`);
    resolve(1);
  });
});
await server.close();
process.exit(code);
