// Finds a Chromium for the browser tests, or installs one, and says what it did.
// 1. CHROMIUM_PATH or Debian's /usr/bin/chromium (the CJK fonts are checked too);
// 2. a browser that `playwright install` already downloaded;
// 3. otherwise installs: Debian's `chromium` + `fonts-noto-cjk` through apt where apt exists and we may
//    use it (Debian, root or password-less sudo): Playwright's download cannot work on machines like ours with a
//    closed network; else `playwright install --with-deps chromium`.
// Usage: pnpm exec tsx scripts/setup-browser.ts (pnpm test runs it before the browser tests).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = (): boolean => has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const hasCjkFonts = (): boolean => {
  if (!has('fc-list')) return false;
  return /Noto Sans CJK|Noto Serif CJK/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');
};

/** Debian's `chromium` package is a real browser; Ubuntu's is a stub that asks for snap. */
const isDebian = (): boolean => {
  try {
    return /^ID=debian$/m.test(fs.readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
};

function apt(packages: string[]): boolean {
  if (!isDebian() || !has('apt-get') || (!isRoot() && !canSudo())) return false;
  const sudo = isRoot() ? [] : ['sudo', '-n'];
  const run = (args: string[]): boolean => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  console.log(`setup-browser: installing ${packages.join(' ')} with apt-get ...`);
  return run(['apt-get', 'install', '-y', '-qq', ...packages]) || (run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', ...packages]));
}

/** Returns a description of the browser the tests will use; throws with what to do when none. */
export function setupBrowser(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which does not exist: fix it or unset it.`);
    return `Chromium from CHROMIUM_PATH (${fromEnv})`;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) {
    if (!hasCjkFonts() && apt(['fonts-noto-cjk'])) return `${DEBIAN_CHROMIUM}; installed fonts-noto-cjk`;
    return DEBIAN_CHROMIUM + (hasCjkFonts() ? '' : ' (no CJK fonts: install fonts-noto-cjk for Chinese screenshots)');
  }
  if (fs.existsSync(chromium.executablePath())) return `Playwright's Chromium (${chromium.executablePath()})`;
  if (apt(['chromium', 'fonts-noto-cjk']) && fs.existsSync(DEBIAN_CHROMIUM)) return `${DEBIAN_CHROMIUM}; installed chromium and fonts-noto-cjk with apt-get`;
  console.log('setup-browser: running `playwright install --with-deps chromium` ...');
  const res = spawnSync(process.execPath, [require_playwright_cli(), 'install', '--with-deps', 'chromium'], { stdio: 'inherit' });
  if (res.status === 0 && fs.existsSync(chromium.executablePath())) return `Playwright's Chromium, just installed (${chromium.executablePath()})`;
  throw new Error(
    'No Chromium for the browser tests. On Debian or Ubuntu: `sudo apt-get install -y chromium fonts-noto-cjk`; ' +
      'elsewhere: `pnpm exec playwright install --with-deps chromium`; or set CHROMIUM_PATH to a Chromium binary.',
  );
}

function require_playwright_cli(): string {
  return execFileSync(process.execPath, ['-p', "require.resolve('@playwright/test/cli')"], { encoding: 'utf8' }).trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Browser for the tests: ${setupBrowser()}`);
  } catch (e) {
    console.error(`setup-browser: ${(e as Error).message}`);
    process.exit(1);
  }
}
