// What the fact tests of the content topics (FAQ, glossary, optimisation, releases, CRA, the server pages)
// share: a throw-away project in the system's temp folder, the `rsbuild` CLI of @rsbuild/core 0.5.9 run in it,
// its dev and preview servers for a test to query and stop, requests with a browser's, a script's and fetch()'s
// Accept headers (lib/http.ts), and Chromium for HMR. The projects live outside the repository on purpose:
// a package they do not ship cannot be found by walking up to our node_modules, as in a real project.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { after, before } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { Browser, Page } from '@playwright/test';
import { ROOT, freePort, launchOptions } from '../../scripts/lib/built-site';

export { ROOT, freePort };
export { ACCEPT, BROWSER_CLIENTS, ask, byClient, every, seen } from './lib/http';

/** The CLI of @rsbuild/core 0.5.9, installed under the alias `rsbuild-0.5`. */
export const RSBUILD_BIN = path.join(ROOT, 'node_modules/rsbuild-0.5/bin/rsbuild.js');

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Writes a project: `files` maps relative paths to contents. A `package.json` is added when missing.
 * `links` maps package names to folders of ours (under node_modules/), linked into the project's
 * node_modules as an installed package would be.
 */
/** The source of a page of the site, as its author wrote it: `docs/<lang>/<route>.mdx`. */
export const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

/**
 * Asserts that both languages of a page hold the sentence a facts test backs (`words`), and, with `old`, that the
 * wording a fix replaced is gone.
 */
export function pageSays(route: string, words: Record<'en' | 'zh', string>, old?: Record<'en' | 'zh', string>): void {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, route);
    assert.ok(text.includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
    if (old) assert.ok(!text.includes(old[lang]), `${lang}/${route}: the old wording is gone: ${old[lang]}`);
  }
}

export function project(files: Record<string, string | Buffer>, links: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-'));
  made.push(dir);
  const all: Record<string, string | Buffer> = { 'package.json': '{ "name": "fact", "private": true }\n', ...files };
  for (const [file, content] of Object.entries(all)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  for (const [name, source] of Object.entries(links)) {
    const target = path.join(dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules', source)), target, 'dir');
  }
  return dir;
}

/**
 * Sets every file of `dir` (outside node_modules) a minute into the past. A dev server started on files written a moment
 * ago may see them as changed after its first compilation and compile again; in 0.5.9, that second compilation's
 * stats no longer carry the warnings of modules it did not rebuild, so a page that connects after it is sent none.
 * devServer() and startRsbuild() do it for their own folder; a test that watches files outside it calls it for those.
 */
export function backdate(dir: string): void {
  const then = new Date(Date.now() - 60_000);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const file = path.join(dir, entry.name);
    // A real folder is walked; a symbolic link is not followed. lutimes sets a link's own time, not that of the
    // file it points to (which may be the repository's).
    if (entry.isDirectory()) backdate(file);
    fs.lutimesSync(file, then, then);
  }
}

/**
 * An rsbuild.config.mjs with a plugin that stands in for @rsbuild/plugin-assets-retry 0.5.9 (not installed here). It is
 * registered as the plugin registers AssetsRetryPlugin (src/index.ts 12-36: modifyBundlerChain,
 * chain.plugin(CHAIN_ID.PLUGIN.ASSETS_RETRY)) and adds its tags as AssetsRetryPlugin does (AssetsRetryPlugin.ts
 * 97-119: alterAssetTagGroups.tapPromise, headTags.unshift), once inline (inlineScript: true) and once with a src
 * (false). `fields`: the configuration's other top-level fields, as source text (`security: { nonce: 'x' },`).
 */
export function assetsRetryStandInConfig(fields: string): string {
  return `class StandIn {
  constructor(HtmlPlugin) { this.HtmlPlugin = HtmlPlugin; }
  apply(compiler) {
    compiler.hooks.compilation.tap('AssetsRetryPlugin', (compilation) => {
      this.HtmlPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('AssetsRetryPlugin', async (data) => {
        data.headTags.unshift({ tagName: 'script', attributes: { type: 'text/javascript', src: '/static/js/assets-retry.0.5.9.js' }, voidTag: false, meta: {} });
        data.headTags.unshift({ tagName: 'script', attributes: { type: 'text/javascript' }, voidTag: false, meta: {}, innerHTML: 'window.retryRuntime = 1;' });
        return data;
      });
    });
  }
}
export default {
  ${fields}
  plugins: [{ name: 'rsbuild:assets-retry', setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID, HtmlPlugin }) => { chain.plugin(CHAIN_ID.PLUGIN.ASSETS_RETRY).use(StandIn, [HtmlPlugin]); });
  } }],
};
`;
}

/**
 * Runs 0.5.9's dev server twice to show that `server.https` needs a certificate: with `https: true` it fails to start
 * (Node's TLS options must be an object), and with the fixtures' `key` and `cert` it serves `/` over HTTPS.
 */
export async function assertHttpsNeedsCert(): Promise<void> {
  const src = { 'src/index.js': "document.body.textContent = 'ok';\n" };
  const withTrue = project({ ...src, 'rsbuild.config.mjs': 'export default { server: { https: true } };\n' });
  await assert.rejects(devServer(withTrue, { https: true }), (err: Error) => {
    assert.match(err.message, /rsbuild dev exited with 1/);
    assert.match(err.message, /Failed to start dev server/);
    assert.match(err.message, /The "options" argument must be of type object\. Received type boolean \(true\)/);
    return true;
  });

  const certs = path.join(ROOT, 'tests/facts/fixtures');
  const withCert = project({
    ...src,
    'rsbuild.config.mjs': `import fs from 'node:fs';\nexport default { server: { https: { key: fs.readFileSync(${JSON.stringify(path.join(certs, 'localhost-key.pem'))}), cert: fs.readFileSync(${JSON.stringify(path.join(certs, 'localhost-cert.pem'))}) } } };\n`,
  });
  const server = await devServer(withCert, { https: true });
  try {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https
        .get(`${server.url}/`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    assert.equal(status, 200);
    assert.match(server.log(), /> Local:\s+https:\/\/localhost:/);
  } finally {
    await server.stop();
  }
}

/**
 * Links the packages `names` of `folder`/node_modules (a folder of packages the repository does not install, such as a
 * file's `*_DEPS`) into `dir`/node_modules, as installed packages.
 */
export function linkPackages(dir: string, folder: string, names: string[]): void {
  for (const name of names) {
    const target = path.join(dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(folder, 'node_modules', name)), target, 'dir');
  }
}

export type Run = { code: number | null; output: string };

/**
 * The environment of a run of 0.5.9 in a throw-away project: no colours. Our own test run may carry NODE_ENV or
 * NODE_OPTIONS; the project decides for itself. NODE_PATH (set by pnpm's bin shims to the hoisted store) would let
 * 0.5.9 find packages the project does not have.
 */
export function projectEnv(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete base.NODE_ENV;
  delete base.NODE_OPTIONS;
  delete base.NODE_PATH;
  return base;
}

/** Runs `rsbuild <args>` in `dir` and returns its exit code and everything it printed. */
export function rsbuild(dir: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const base = projectEnv();
  const res = spawnSync(process.execPath, [RSBUILD_BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...base, ...env },
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: res.status, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}

/** Runs `rsbuild build` and fails with its output when it does not succeed. */
export function build(dir: string, env: NodeJS.ProcessEnv = {}): Run {
  const run = rsbuild(dir, ['build'], env);
  if (run.code !== 0) throw new Error(`rsbuild build failed (${run.code}):\n${run.output}`);
  return run;
}

/** A child process whose output is gathered: what it printed so far, and a stop function (`signal`, then at most 5 s). */
export type Started = { child: ChildProcess; log: () => string; stop: () => Promise<void> };

/** Starts `command args` in `dir` with `env`, stdout and stderr gathered; stopped with SIGINT unless told otherwise. */
export function spawnLogged(
  command: string,
  args: string[],
  dir: string,
  env: NodeJS.ProcessEnv,
  signal: NodeJS.Signals = 'SIGINT',
): Started {
  const child: ChildProcess = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return {
    child,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

/**
 * Starts `rsbuild <args>` in `dir`, a long-running command such as `build --watch` or `dev` (no colours; NODE_ENV,
 * NODE_PATH and NODE_OPTIONS of the test runner left out; `extra` added); returns what it printed so far and a stop
 * function (SIGINT, then at most 5 s). Like devServer(), it backdates the project's files first: these commands watch them.
 */
export function startRsbuild(dir: string, args: string[], extra: NodeJS.ProcessEnv = {}): Started {
  backdate(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  delete env.NODE_OPTIONS;
  return spawnLogged(process.execPath, [RSBUILD_BIN, ...args], dir, env);
}

/**
 * Starts `node <file>` in `dir` (a script of the project's own, such as a server that uses the JavaScript API),
 * stopped when the test ends, and waits until what it printed satisfies `ready`; returns what it prints.
 */
export async function startScript(
  dir: string,
  file: string,
  t: { after: (fn: () => void) => void },
  ready: (log: string) => boolean,
): Promise<() => string> {
  const child = spawn(process.execPath, [file], { cwd: dir, env: projectEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => child.kill('SIGTERM'));
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d));
  child.stderr.on('data', (d: Buffer) => (log += d));
  assert.ok(await waitFor(() => ready(log), 60_000), log);
  return () => log;
}

/**
 * Runs `code` as an ES module (`probe.mjs`, with a `report(value)` function) in a project of `files` with
 * @rsbuild/core 0.5.9 linked, in a clean environment (no DEBUG either); returns everything it printed and the value of
 * its last `report()`. Killed after 150 s.
 */
export function probe(files: Record<string, string>, code: string): Promise<{ output: string; result: unknown }> {
  const dir = project(
    { ...files, 'probe.mjs': `const report = (value) => console.log('REPORT ' + JSON.stringify(value));\n${code}\n` },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const env = projectEnv();
  delete env.DEBUG;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['probe.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), 150_000);
    child.on('close', () => {
      clearTimeout(timer);
      const line = output
        .split('\n')
        .filter((l) => l.startsWith('REPORT '))
        .at(-1);
      resolve({ output, result: line ? JSON.parse(line.slice(7)) : undefined });
    });
  });
}

/** Every file under `dist/` (relative paths, sorted). */
export function distFiles(dir: string, dist = 'dist'): string[] {
  const root = path.join(dir, dist);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** The concatenated text of the output files whose path matches `re`. */
export function distText(dir: string, re: RegExp, dist = 'dist'): string {
  return distFiles(dir, dist)
    .filter((f) => re.test(f))
    .map((f) => fs.readFileSync(path.join(dir, dist, f), 'utf8'))
    .join('\n');
}

/** How often `needle` occurs in `text`. */
export function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

export type DevServer = { port: number; url: string; log: () => string; stop: () => Promise<void> };

/**
 * Starts `rsbuild dev [args]` in `dir` on a free port and waits for its first compilation. The project's files are set
 * a minute into the past first (backdate), so that the watcher does not take files written a moment ago for edits.
 */
export function devServer(
  dir: string,
  { https = false, env = {}, args = [] }: { https?: boolean; env?: NodeJS.ProcessEnv; args?: string[] } = {},
): Promise<DevServer> {
  backdate(dir);
  return serve('dev', dir, /ready\s+Client compiled/, https, env, args);
}

/** The stylesheet `rsbuild dev` serves for the `index` entry (`/static/css/index.css`), read from a dev server started and stopped for it. */
export async function devCss(dir: string): Promise<string> {
  const server = await devServer(dir);
  try {
    return await (await fetch(`${server.url}/static/css/index.css`)).text();
  } finally {
    await server.stop();
  }
}

/**
 * A PATH whose `xdg-open` (what Rsbuild calls to open a browser on Linux) writes each URL it gets to a
 * file, instead of opening it; pass `PATH` in a dev server's env and read the URLs with `opened()`.
 */
export function fakeOpener(): { PATH: string; opened: () => string[] } {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-open-'));
  const log = path.join(bin, 'opened.txt');
  fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nfor a in "$@"; do echo "$a" >> '${log}'; done\n`, { mode: 0o755 });
  process.on('exit', () => fs.rmSync(bin, { recursive: true, force: true }));
  return {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    opened: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : []),
  };
}

/**
 * Starts `rsbuild preview` in `dir` (built before with `build(dir)`) on a free port and waits until it
 * prints its URLs, which it does once it listens.
 */
export function previewServer(dir: string, { https = false }: { https?: boolean } = {}): Promise<DevServer> {
  return serve('preview', dir, /> Local/, https);
}

async function serve(
  command: 'dev' | 'preview',
  dir: string,
  ready: RegExp,
  https: boolean,
  extra: NodeJS.ProcessEnv = {},
  args: string[] = [],
): Promise<DevServer> {
  const port = await freePort();
  // NODE_ENV is the project's to set (rsbuild sets it when it is empty): not this shell's, unless `extra` names it.
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  Object.assign(env, extra);
  const child: ChildProcess = spawn(process.execPath, [RSBUILD_BIN, command, '--port', String(port), ...args], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`rsbuild ${command} did not start:\n${log}`)), 60_000);
    const poll = setInterval(() => {
      if (ready.test(log)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`rsbuild ${command} exited with ${code}:\n${log}`));
    });
  });
  return {
    port,
    url: `${https ? 'https' : 'http'}://localhost:${port}`,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    },
  };
}

/** Counts the compilations the dev server has finished so far. */
export function compilations(server: DevServer): number {
  return (server.log().match(/ready\s+Client compiled/g) ?? []).length;
}

/** Resolves once the dev server has finished more than `after` compilations. */
export async function nextCompilation(server: DevServer, after: number): Promise<void> {
  const started = Date.now();
  while (compilations(server) <= after) {
    if (Date.now() - started > 60_000) throw new Error(`no new compilation:\n${server.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A project whose pages get the rem runtime as @rsbuild/plugin-rem 0.5.9 adds it with `inlineRuntime: true`: a stand-in
 * of its AutoSetRootFontSizePlugin unshifts the page's runtime (`runtimes`, by HTML file name: `card.html`) into
 * assetTags.scripts in the HTML plugin's alterAssetTags hook (0.5.9's plugin cannot be installed here). `entries` is
 * source.entry, `html` the html config, `files` the project's other files.
 */
export function remRuntimeProject({
  runtimes,
  entries,
  files,
  html = {},
}: {
  runtimes: Record<string, string>;
  entries: Record<string, string>;
  files: Record<string, string>;
  html?: object;
}): string {
  return project({
    ...files,
    'runtimes.json': JSON.stringify(runtimes),
    'rsbuild.config.mjs': `import fs from 'node:fs';
const runtimes = JSON.parse(fs.readFileSync(new URL('./runtimes.json', import.meta.url), 'utf8'));
const remRuntimeStandIn = {
  name: 'rem-runtime-stand-in',
  setup(api) {
    api.modifyBundlerChain((chain, { HtmlPlugin }) => {
      chain.plugin('rem-runtime-stand-in').use(class {
        apply(compiler) {
          compiler.hooks.compilation.tap('stand-in', (compilation) => {
            HtmlPlugin.getHooks(compilation).alterAssetTags.tapPromise('stand-in', async (data) => {
              const code = runtimes[data.outputName];
              if (code) data.assetTags.scripts.unshift({ tagName: 'script', attributes: { type: 'text/javascript' }, voidTag: false, meta: {}, innerHTML: code });
              return data;
            });
          });
        }
      });
    });
  },
};
export default { source: { entry: ${JSON.stringify(entries)} }, html: ${JSON.stringify(html)}, plugins: [remRuntimeStandIn] };
`,
  });
}

/**
 * What a GET of `/` (as a browser page) at `host`:`port` gets: its status code (`'200'`), or the connection's error code
 * (`'ECONNREFUSED'` where nothing listens: `::1` for a server on `0.0.0.0`).
 */
export function reach(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host, port, path: '/', headers: { accept: 'text/html' } }, (res) => {
        res.resume();
        resolve(String(res.statusCode));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Polls `check` every 100 ms until it holds (true) or `ms` have passed (false). */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 45_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Replaces `from` with `to` in a project file, as an editor's save would. */
export function edit(dir: string, file: string, from: string, to: string): void {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  fs.writeFileSync(target, text.replace(from, to));
}

/** Listens on a free port of localhost until the test ends (then closes it, its connections too); returns the port. */
export async function listen(server: http.Server, t: { after: (fn: () => void) => void }): Promise<number> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  return port;
}

/** A 1×1 PNG that the browser decodes. */
/** Built file names with their 8-character content hash as `[hash]` (`static/js/index.[hash].js`). */
/**
 * A micro-frontend's main app (as qiankun runs a sub-app): a page on its own origin, served at `host`, that
 * runs the scripts of the sub-app's HTML at `subUrl`. Returns the page's origin.
 */
export async function microFrontendHost(subUrl: string, host: string, t: { after: (fn: () => void) => void }): Promise<string> {
  const html = await (await fetch(`${subUrl}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => new URL(m[1], `${subUrl}/`).href);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>main</title><body>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body>`);
  });
  return `http://${host}:${await listen(server, t)}`;
}

export const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.woff': 'font/woff',
};

/**
 * Serves `dist` below `/<folder>/` as a static host does (Tomcat `webapps/<folder>`, Apache, nginx): a file, a
 * folder's index.html, else a 404, or, with `fallback`, that HTML (`true`: dist's own index.html, as a host set up
 * for a single-page app with `try_files $uri $uri/ /index.html`). Listens until the test ends; returns its origin.
 */
export async function staticHost(
  t: { after: (fn: () => void) => void },
  dist: string,
  { folder = '', fallback }: { folder?: string; fallback?: string | true } = {},
): Promise<string> {
  const prefix = folder ? `/${folder}/` : '/';
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const inside = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
    const file = inside === undefined ? undefined : path.join(dist, inside === '' || inside.endsWith('/') ? `${inside}index.html` : inside);
    if (file?.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': STATIC_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
    } else if (fallback !== undefined) {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(fallback === true ? fs.readFileSync(path.join(dist, 'index.html')) : fallback);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>404 Not Found</h1>');
    }
  });
  return `http://localhost:${await listen(server, t)}`;
}

/**
 * A Chromium for the tests of one file: in `pnpm test:sweeps` a connection to the one Chromium the facts stage shares
 * (FACTS_BROWSER_WS, scripts/lib/with-browser-server.ts), otherwise a browser of its own. `close()` ends either.
 */
export async function launchBrowser(): Promise<Browser> {
  // Loaded here, not at the top: most facts files never start a browser, and Playwright takes most of a second to load.
  const { chromium } = await import('@playwright/test');
  const shared = process.env.FACTS_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(launchOptions);
}

/**
 * One Chromium for a test file, launched before its first test and closed after its last: call it at the
 * file's top level, then `browser()` in a test.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('No browser: sharedBrowser() must be called at the top level of the test file, outside a test.');
    return browser;
  };
}

/**
 * Loads `url` in a new page of `browser` and returns the uncaught exceptions, first line as the console prints
 * them (`Uncaught ReferenceError: vue is not defined`), and what `read` evaluates once the page has loaded.
 */
export async function visit<T>(browser: Browser, url: string, read: () => T): Promise<{ errors: string[]; value: T }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  try {
    page.on('pageerror', (e) => errors.push(`Uncaught ${e.name}: ${e.message}`.split('\n')[0]));
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return { errors, value: await page.evaluate(read) };
  } finally {
    await page.close();
  }
}

/**
 * `rsbuild dev` of a project whose plugin's `onExit` callback writes `exited.txt`, ended by `signal` once it has
 * compiled: how the process ended and whether the callback ran (plugins/dev/hooks and plugins/dev/core say when it does).
 */
export async function onExitAfter(
  signal: 'SIGINT' | 'SIGTERM',
): Promise<{ exitCode: number | null; signalCode: NodeJS.Signals | null; ran: boolean }> {
  const dir = project({
    'src/index.js': "console.log('app');\n",
    // onExit writes a file synchronously, which works in an `exit` listener.
    'rsbuild.config.mjs': `import fs from 'node:fs';
export default {
  plugins: [{ name: 'facts:exit', setup(api) { api.onExit(() => fs.writeFileSync('exited.txt', 'onExit ran')); } }],
};
`,
  });
  const run = startRsbuild(dir, ['dev', '--port', String(await freePort())]);
  const exited = new Promise((resolve) => run.child.once('exit', resolve));
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(run.log()), 60_000), run.log());
    run.child.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    assert.notEqual(run.child.exitCode ?? run.child.signalCode, null, `${signal}: the process ended`);
  } finally {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
  }
  const marker = path.join(dir, 'exited.txt');
  const ran = fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === 'onExit ran';
  return { exitCode: run.child.exitCode, signalCode: run.child.signalCode, ran };
}

/**
 * The Sass errors of two Vue components with `<style lang="sass">` built with @rsbuild/plugin-vue 0.5.9, one build each
 * (0.5.9 prints a build's first error only): A's block starts with a rule, B's with a variable. The block reaches the
 * Sass rule as `<name>.vue.sass` and is parsed as SCSS (plugins/list/plugin-vue and plugin-vue2, Limits).
 */
export function vueIndentedSassErrors(): string[] {
  const dir = project(
    {
      'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()] };\n",
      'src/A.vue': '<template><p class="a">a</p></template>\n<style lang="sass">\n.a\n  color: red\n</style>\n',
      'src/B.vue': '<template><p class="b">b</p></template>\n<style lang="sass">\n$c: red\n.b\n  color: $c\n</style>\n',
    },
    VUE_LINKS,
  );
  return ['A', 'B'].map((name) => {
    fs.writeFileSync(
      path.join(dir, 'src/index.js'),
      `import { createApp } from 'vue';\nimport App from './${name}.vue';\n\ncreateApp(App).mount('#root');\n`,
    );
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0);
    const found = run.output.match(
      new RegExp(`File: \\./src/${name}\\.vue\\.sass\\?vue[^\\n]*\\n\\s+× Module build failed:\\n\\s+╰─▶\\s+× (.+)`),
    );
    assert.ok(found, run.output);
    return found[1];
  });
}

/**
 * Runs the scripts of `<dir>/dist/index.html` in a Node.js vm context, in the order of its `<script>` tags, as the
 * browser would, and returns the context (its globals; objects made there have that context's prototypes).
 */
export function runBuiltPage(dir: string): Record<string, unknown> {
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const context: Record<string, unknown> = {};
  context.globalThis = context;
  context.self = context;
  vm.createContext(context);
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    vm.runInContext(fs.readFileSync(path.join(dir, 'dist', src), 'utf8'), context);
  }
  return context;
}

/** A page of a dev server once its HMR client has connected (`hmrPage`). */
export type HmrPage = {
  page: Page;
  /** Every line the page's console printed, in order (`[HMR] connected.` first). */
  printed: string[];
  /** How many times the page has loaded: 1 until a reload. */
  loads: () => number;
};

/**
 * Opens `url` (a page of `rsbuild dev`) in a new page of `browser` and waits until its HMR client prints
 * `[HMR] connected.`, recording the console's lines and the page's loads from the start. The caller closes
 * `page` (in a `finally`, with its server).
 */
export async function hmrPage(browser: Browser, url: string): Promise<HmrPage> {
  const page = await browser.newPage();
  const printed: string[] = [];
  let loads = 0;
  page.on('console', (m) => printed.push(m.text()));
  page.on('load', () => loads++);
  try {
    await page.goto(url);
    assert.ok(await waitFor(() => printed.includes('[HMR] connected.')), `no "[HMR] connected." from ${url}: ${JSON.stringify(printed)}`);
  } catch (e) {
    await page.close();
    throw e;
  }
  return { page, printed, loads: () => loads };
}

/** Builds `dir`, serves the output with `rsbuild preview`, visits it (`visit`) and stops the server. */
export async function buildAndVisit<T>(browser: Browser, dir: string, read: () => T): Promise<{ errors: string[]; value: T }> {
  build(dir);
  const server = await previewServer(dir);
  try {
    return await visit(browser, `${server.url}/`, read);
  } finally {
    await server.stop();
  }
}

/** The self-signed localhost certificate and key of the fact tests. */
const FIXTURE_CERTS = path.join(ROOT, 'tests/facts/fixtures');

/**
 * A reverse proxy on `port` of localhost (HTTPS with the fixture certificate of tests/facts/fixtures, or HTTP) passing
 * requests and WebSocket upgrades to `target`, as nginx in front of a dev server; each upgrade's URL is pushed to
 * `upgrades`. Rejects when the port cannot be listened on. Returns the function that closes it.
 */
export async function reverseProxy(port: number, target: number, secure: boolean, upgrades: string[]): Promise<() => void> {
  const sockets = new Set<net.Socket>();
  const forward: http.RequestListener = (req, res) => {
    const out = http.request({ host: 'localhost', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };
  const server = secure
    ? https.createServer(
        {
          key: fs.readFileSync(path.join(FIXTURE_CERTS, 'localhost-key.pem')),
          cert: fs.readFileSync(path.join(FIXTURE_CERTS, 'localhost-cert.pem')),
        },
        forward,
      )
    : http.createServer(forward);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('upgrade', (req, socket, head) => {
    upgrades.push(req.url ?? '');
    const upstream = net.connect(target, 'localhost', () => {
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`);
      upstream.write([`${req.method} ${req.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
}

/**
 * `project`'s links for a Vue 3 app built with @rsbuild/plugin-vue 0.5.9: the plugin (this site's devDependency
 * `rsbuild-plugin-vue-0.5`) and vue 3.4.21, the version the plugin's 0.5.9 release was tested with.
 */
export const VUE_LINKS: Record<string, string> = { '@rsbuild/plugin-vue': 'rsbuild-plugin-vue-0.5', vue: 'vue' };

/** React 18.3 (this site's devDependency `react-18`), where a throw-away project's React app needs React 18. */
export const REACT_18 = fs.realpathSync(path.join(ROOT, 'node_modules/react-18'));

/** `project`'s links for a React 18 app built with @rsbuild/plugin-react 0.5.9. */
export const REACT_LINKS: Record<string, string> = {
  react: 'react-18',
  'react-dom': 'react-dom-18',
  '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5',
};

/**
 * The React counter that `counterAfterEdit` expects: src/index.jsx renders src/App.jsx, a button whose text is
 * 'first label' and its count (one file set for the facts tests of "an edit reloads the page or keeps the state").
 */
export const REACT_COUNTER_FILES: Readonly<Record<string, string>> = {
  'src/index.jsx':
    "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': [
    "import React, { useState } from 'react';",
    'export default function App() {',
    '  const [count, setCount] = useState(0);',
    '  return <button type="button" onClick={() => setCount(count + 1)}>first label {count}</button>;',
    '}',
    '',
  ].join('\n'),
};

/**
 * A React counter across an edit in `rsbuild dev`: the page of `files` (src/App.jsx renders a button whose text starts
 * with 'first label' and ends with its count) is opened, the button clicked twice, then 'first label' in src/App.jsx
 * edited to 'second label'. Returns how many times the page loaded and the button's text after the update: one load and
 * 'second label 2' when the update kept the state, two loads and 'second label 0' when the page reloaded.
 */
export async function counterAfterEdit(
  browser: () => Browser,
  files: Record<string, string>,
  links: Record<string, string>,
): Promise<{ loads: number; text: string }> {
  const dir = project(files, links);
  const server = await devServer(dir);
  const page = await browser().newPage();
  let loads = 0;
  const logged: string[] = [];
  try {
    page.on('console', (m) => logged.push(m.text()));
    page.on('load', () => (loads += 1));
    await page.goto(server.url);
    await page.waitForSelector('button');
    await waitFor(() => logged.includes('[HMR] connected.'));
    await page.click('button');
    await page.click('button');
    assert.equal(await page.textContent('button'), 'first label 2');
    const done = compilations(server);
    edit(dir, 'src/App.jsx', 'first label', 'second label');
    await nextCompilation(server, done);
    await waitFor(async () => (await page.textContent('button').catch(() => ''))?.startsWith('second') ?? false);
    await page.waitForTimeout(500);
    return { loads, text: (await page.textContent('button')) ?? '' };
  } finally {
    await page.close();
    await server.stop();
  }
}
