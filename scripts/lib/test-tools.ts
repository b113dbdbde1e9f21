// The programs outside node_modules that the test suite needs, each found or installed by one function that
// throws, when it cannot, an Error whose message is the one line that says what to do:
// - `chromium`: CHROMIUM_PATH, /usr/bin/chromium, a `playwright install` download, apt's `chromium` and
//   `fonts-noto-cjk` (works on a closed network), `playwright install --with-deps`; it sets CHROMIUM_PATH.
// - `java` (the Nu Html Checker needs it): `java` on the PATH, else `default-jre-headless` with apt.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export type ToolName = 'chromium' | 'java';

/** What a set-up found: a line for the log, and variables every later stage runs with. */
export type ToolSetup = { description: string; env: Record<string, string> };

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = (): boolean => has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const osId = (): string => {
  try {
    return /^ID=(.*)$/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1]?.replace(/"/g, '') ?? '';
  } catch {
    return '';
  }
};
const hasCjkFonts = (): boolean =>
  has('fc-list') && /Noto Sans CJK|Noto Serif CJK/i.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');

/**
 * Installs Debian packages, quietly, when apt-get exists and we may use it (root or password-less
 * sudo); the package lists are refreshed once when the first try finds nothing. False when it could not.
 */
function apt(packages: string[], systems: string[]): boolean {
  if (!systems.includes(osId()) || !has('apt-get') || (!isRoot() && !canSudo())) return false;
  const sudo = isRoot() ? [] : ['sudo', '-n'];
  const run = (args: string[]): boolean => {
    const [cmd, ...rest] = [...sudo, ...args];
    return (
      spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
        .status === 0
    );
  };
  console.log(`setup: installing ${packages.join(' ')} with apt-get ...`);
  return (
    run(['apt-get', 'install', '-y', '-qq', ...packages]) ||
    (run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', ...packages]))
  );
}

/** Playwright's own Chromium, where `playwright install` put one (the import is lazy: only this path needs it). */
async function playwrightChromium(): Promise<string> {
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

function playwrightCli(): string {
  return execFileSync(process.execPath, ['-p', "require.resolve('@playwright/test/cli')"], { encoding: 'utf8' }).trim();
}

/** The browser found, with the CJK fonts the Chinese pages need (installed with apt where it can). */
function found(description: string, executable: string): ToolSetup {
  const fonts = hasCjkFonts()
    ? ''
    : apt(['fonts-noto-cjk'], ['debian', 'ubuntu'])
      ? '; installed fonts-noto-cjk'
      : ' (no CJK fonts: install fonts-noto-cjk for Chinese screenshots)';
  return { description: description + fonts, env: { CHROMIUM_PATH: executable } };
}

async function setupChromium(): Promise<ToolSetup> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which does not exist: fix it or unset it.`);
    return found(`Chromium from CHROMIUM_PATH (${fromEnv})`, fromEnv);
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return found(DEBIAN_CHROMIUM, DEBIAN_CHROMIUM);
  const downloaded = await playwrightChromium();
  if (fs.existsSync(downloaded)) return found(`Playwright's Chromium (${downloaded})`, downloaded);
  // Ubuntu's `chromium` package is a stub that asks for snap: only Debian's is a browser.
  if (apt(['chromium', 'fonts-noto-cjk'], ['debian']) && fs.existsSync(DEBIAN_CHROMIUM))
    return found(`${DEBIAN_CHROMIUM}; installed chromium with apt-get`, DEBIAN_CHROMIUM);
  console.log('setup: running `playwright install --with-deps chromium` ...');
  const res = spawnSync(process.execPath, [playwrightCli(), 'install', '--with-deps', 'chromium'], { stdio: 'inherit' });
  if (res.status === 0 && fs.existsSync(downloaded)) return found(`Playwright's Chromium, just installed (${downloaded})`, downloaded);
  throw new Error(
    'No Chromium for the tests: on Debian `sudo apt-get install -y chromium fonts-noto-cjk`; elsewhere ' +
      '`pnpm exec playwright install --with-deps chromium`; or set CHROMIUM_PATH to a Chromium binary.',
  );
}

const javaRuns = (): boolean => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

async function setupJava(): Promise<ToolSetup> {
  if (javaRuns()) return { description: 'java on the PATH', env: {} };
  if (apt(['default-jre-headless'], ['debian', 'ubuntu']) && javaRuns())
    return { description: 'java; installed default-jre-headless with apt-get', env: {} };
  throw new Error(
    'No Java for the HTML checker: on Debian or Ubuntu `sudo apt-get install -y default-jre-headless`; elsewhere a JRE 11 or later on the PATH.',
  );
}

export const TOOLS: Record<ToolName, () => Promise<ToolSetup>> = { chromium: setupChromium, java: setupJava };
