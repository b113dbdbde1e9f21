// Runs @rsbuild/core 0.5.9 (installed as `rsbuild-0.5`) for the behaviour facts of the pages: one fixture
// project per test process, in-process inspections, builds and servers, and the CLI in child processes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig, RsbuildInstance, RsbuildPlugin } from 'rsbuild-0.5';
import { freePort } from '../../../scripts/lib/built-site';
import { FIXTURE_FILES } from './fixture';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CORE = path.join(ROOT, 'node_modules', 'rsbuild-0.5');
const PLUGIN_REACT = path.join(ROOT, 'node_modules', 'rsbuild-plugin-react-0.5');
const CLI = path.join(CORE, 'bin', 'rsbuild.js');

export type Mode = 'development' | 'production';
export type { RsbuildConfig, RsbuildPlugin };

// Every Rsbuild instance listens to the exit signals of the process; a test file creates dozens.
process.setMaxListeners(100);

type Core = typeof import('rsbuild-0.5');
let corePromise: Promise<Core> | undefined;
/**
 * @rsbuild/core 0.5.9, loaded once, with its logger silent: the tests read results, not logs (the CLI
 * tests read the terminal of a child process). `FACTS_DEBUG=1` shows the logs.
 */
export function core(): Promise<Core> {
  corePromise ??= import('rsbuild-0.5').then((m) => {
    if (!process.env.FACTS_DEBUG) {
      const quiet = (): void => {};
      m.logger.override({ error: quiet, warn: quiet, info: quiet, start: quiet, ready: quiet, success: quiet, log: quiet, debug: quiet });
    }
    return m;
  });
  return corePromise;
}

/** `pluginReact` of @rsbuild/plugin-react 0.5.9. */
export async function pluginReact(options?: object): Promise<RsbuildPlugin> {
  // Installed under an alias, its types name the @rsbuild/core that pnpm hoisted (a later major): only
  // the shape used here is declared.
  const mod = (await import('rsbuild-plugin-react-0.5')) as unknown as { pluginReact: (o?: object) => RsbuildPlugin };
  return mod.pluginReact(options);
}

/**
 * Writes the files, leaving alone those that already hold the text. Tests that run side by side share a
 * sub-project: rewriting a file in place empties it for a moment, and a build reading it then (an empty
 * package.json) fails with no more than "Rspack build failed!" (CI, server-fallback). A changed file is
 * written beside and renamed over, so a reader sees the old text or the new, never a part.
 */
function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    const next = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(next, text);
    fs.renameSync(next, file);
  }
}

let fixtureDir: string | undefined;
/**
 * The fixture project (see `fixture.ts`), created once per test process. Its `node_modules` links
 * `@rsbuild/core` and `@rsbuild/plugin-react` to the installed 0.5.9 packages and holds small stand-ins
 * for the npm packages the facts need.
 */
export function fixture(): string {
  if (fixtureDir) return fixtureDir;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-facts-'));
  write(dir, FIXTURE_FILES);
  fs.mkdirSync(path.join(dir, 'node_modules', '@rsbuild'), { recursive: true });
  fs.symlinkSync(CORE, path.join(dir, 'node_modules', '@rsbuild', 'core'));
  fs.symlinkSync(PLUGIN_REACT, path.join(dir, 'node_modules', '@rsbuild', 'plugin-react'));
  fixtureDir = dir;
  return dir;
}

/**
 * A folder of its own inside the fixture, for facts that depend on files at the project root (`.env`,
 * `.browserslistrc`, a configuration file): packages still resolve from the fixture's `node_modules`.
 */
export function subProject(name: string, files: Record<string, string>): string {
  const dir = path.join(fixture(), 'projects', name);
  write(dir, { 'package.json': `{ "name": "${name}", "private": true }\n`, ...files });
  return dir;
}

// `NODE_ENV` decides the mode and is global to the process: runs of the same mode may overlap, a run
// of the other mode waits until they are done.
let current: { mode: Mode; active: number } | undefined;
const waiting: Array<() => void> = [];
async function withMode<T>(mode: Mode, fn: () => Promise<T>): Promise<T> {
  while (current && current.mode !== mode) await new Promise<void>((resolve) => waiting.push(resolve));
  if (current) current.active += 1;
  else current = { mode, active: 1 };
  process.env.NODE_ENV = mode;
  try {
    return await fn();
  } finally {
    current.active -= 1;
    if (current.active === 0) {
      current = undefined;
      for (const wake of waiting.splice(0)) wake();
    }
  }
}

async function create(config: RsbuildConfig, cwd: string): Promise<RsbuildInstance> {
  const { createRsbuild } = await core();
  return createRsbuild({ cwd, rsbuildConfig: config });
}

// The generated configs are deep objects that the tests walk freely: `any` keeps that readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** The Rspack configs (one per target) and the normalized Rsbuild config, without building. */
export async function inspect(
  config: RsbuildConfig,
  { mode = 'production', cwd = fixture() }: { mode?: Mode; cwd?: string } = {},
): Promise<{ rspack: Loose[]; normalized: Loose; rsbuild: RsbuildInstance }> {
  return withMode(mode, async () => {
    const rsbuild = await create(config, cwd);
    const rspack = await rsbuild.initConfigs();
    return { rspack, normalized: rsbuild.getNormalizedConfig(), rsbuild };
  });
}

/** The files of a folder, relative to it, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export type Built = {
  /** The output folder. */
  dist: string;
  /** Emitted files, relative to `dist`. */
  files: string[];
  /** The text of the one emitted file whose path matches. */
  read: (pattern: RegExp) => string;
};

function built(dist: string): Built {
  const files = listFiles(dist);
  return {
    dist,
    files,
    read(pattern) {
      const found = files.filter((f) => pattern.test(f));
      assert.equal(found.length, 1, `one file matches ${pattern} in ${files.join(', ')}`);
      return fs.readFileSync(path.join(dist, found[0]), 'utf8');
    },
  };
}

/**
 * A production build into `dist/<name>` of the project (builds of one process run side by side, each
 * with its own output folder). The file size table is off unless the config turns it on.
 */
export async function build(name: string, config: RsbuildConfig, { cwd = fixture() }: { cwd?: string } = {}): Promise<Built> {
  const dist = path.join('dist', name);
  const rsbuild = await create(
    {
      ...config,
      output: { ...config.output, distPath: { ...config.output?.distPath, root: dist } },
      performance: { printFileSize: false, ...config.performance },
    },
    cwd,
  );
  await withMode('production', () => rsbuild.build());
  return built(path.join(cwd, dist));
}

export { freePort };

type Server = { port: number; urls: string[]; rsbuild: RsbuildInstance; close: () => Promise<void> };

async function serverConfig(config: RsbuildConfig): Promise<RsbuildConfig> {
  const port = await freePort();
  return { ...config, server: { host: 'localhost', strictPort: true, printUrls: false, ...config.server, port } };
}

/**
 * Starts the dev server of the project on a free port; call `close()` when done. Its output folder (which
 * the dev server empties when it starts) is `dist/dev-<port>`, so that it leaves other runs alone.
 */
export async function devServer(config: RsbuildConfig, { cwd = fixture() }: { cwd?: string } = {}): Promise<Server> {
  return withMode('development', async () => {
    const full = await serverConfig(config);
    const root = path.join('dist', `dev-${full.server?.port}`);
    const rsbuild = await create({ ...full, output: { ...full.output, distPath: { ...full.output?.distPath, root } } }, cwd);
    const { port, urls, server } = await rsbuild.startDevServer();
    return { port, urls, rsbuild, close: () => server.close() };
  });
}

/** Builds the project into `dist/<name>`, then starts the preview server on it on a free port. */
export async function previewServer(
  name: string,
  config: RsbuildConfig,
  {
    cwd = fixture(),
    rebuild = true,
  }: { cwd?: string /** `false` serves what an earlier build wrote to `dist/<name>`. */; rebuild?: boolean } = {},
): Promise<Server & Built> {
  const full = await serverConfig(config);
  const out = rebuild ? await build(name, full, { cwd }) : built(path.join(cwd, 'dist', name));
  const rsbuild = await create(
    { ...full, output: { ...full.output, distPath: { ...full.output?.distPath, root: path.join('dist', name) } } },
    cwd,
  );
  const { port, urls, server } = await withMode('production', () => rsbuild.preview());
  return { ...out, port, urls, rsbuild, close: () => server.close() };
}

// ---------------------------------------------------------------------------------------------------
// The CLI, in a child process: for what the terminal shows, the `.env` files, restarts and crashes.

export type CliResult = { code: number | null; signal: NodeJS.Signals | null; output: string };

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runs `rsbuild <args>` in `cwd` to its end. `NODE_ENV` is left for the CLI to set, as in a shell. */
export function cli(args: string[], { cwd, env = {} }: { cwd: string; env?: Record<string, string> }): Promise<CliResult> {
  const child = startCli(args, { cwd, env });
  return child.done;
}

export type CliProcess = {
  /** Everything printed so far (stdout and stderr, without colours). */
  output: () => string;
  /** Resolves when the output (from `from` on) matches. */
  waitFor: (pattern: RegExp, from?: number, timeoutMs?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<CliResult>;
  done: Promise<CliResult>;
};

/** Starts `rsbuild <args>` in `cwd` and returns a handle to wait on its output and stop it. */
export function startCli(args: string[], { cwd, env = {} }: { cwd: string; env?: Record<string, string> }): CliProcess {
  const childEnv: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env };
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    text += chunk.toString('utf8').replace(ANSI, '');
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const done = new Promise<CliResult>((resolve) => {
    child.on('close', (code, signal) => {
      for (const l of listeners) l();
      resolve({ code, signal, output: text });
    });
  });
  let exited = false;
  void done.then(() => (exited = true));
  return {
    output: () => text,
    waitFor(pattern, from = 0, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const m = text.slice(from).match(pattern);
          if (m) {
            cleanup();
            resolve(m);
          } else if (exited) {
            cleanup();
            reject(new Error(`rsbuild ${args.join(' ')} exited before printing ${pattern}:\n${text}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`rsbuild ${args.join(' ')} did not print ${pattern} within ${timeoutMs} ms:\n${text}`));
        }, timeoutMs);
        const cleanup = (): void => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    stop() {
      if (!exited) child.kill('SIGTERM');
      return done;
    },
    done,
  };
}

// ---------------------------------------------------------------------------------------------------
// Opening the browser: `dev.startUrl` runs `xdg-open <url>` on Linux. A stand-in first on the PATH records
// the URL instead (and `BROWSER` points to the same recorder, for an xdg-open that honours it).

let openLog: string | undefined;
/** Makes URLs that Rsbuild opens land in a list of this process instead of a browser. */
export function recordOpenedUrls(): { opened: () => string[] } {
  if (!openLog) {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-open-'));
    openLog = path.join(bin, 'opened.txt');
    const recorder = path.join(bin, 'xdg-open');
    fs.writeFileSync(recorder, `#!/bin/sh\nfor a in "$@"; do echo "$a" >> '${openLog}'; done\n`, { mode: 0o755 });
    process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;
    process.env.BROWSER = recorder;
  }
  const log = openLog;
  return { opened: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) };
}

/** Polls until `fn` returns a value other than undefined. */
export async function eventually<T>(fn: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
