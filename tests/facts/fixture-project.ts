// A throw-away project for the fact tests of the guide and plugin pages: writes files into a temporary
// folder, then builds it with @rsbuild/core 0.5.9 (installed as `rsbuild-0.5`), either through the
// JavaScript API or through the `rsbuild` CLI (which also loads .env files), and reads what came out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The `rsbuild` command of 0.5.9. */
export const RSBUILD_BIN = path.join(path.dirname(require.resolve('rsbuild-0.5/package.json')), 'bin', 'rsbuild.js');

export type Files = Record<string, string>;

// Every project folder of this test process is removed when the process exits.
const created: string[] = [];
process.on('exit', () => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

export type Project = {
  dir: string;
  /** Text of a file of the project, by path relative to its root. */
  read(file: string): string;
  exists(file: string): boolean;
  /** Every file under a folder of the project (default `dist`), relative to that folder, sorted. */
  list(folder?: string): string[];
  /** The concatenated text of every emitted file whose path matches. */
  emitted(pattern: RegExp, folder?: string): string;
};

/** Writes `files` (path → text) into a new temporary folder with a package.json. */
export function makeProject(files: Files): Project {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-facts-'));
  created.push(dir);
  const all: Files = { 'package.json': '{"name":"fixture","private":true}\n', ...files };
  for (const [file, text] of Object.entries(all)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  const walk = (root: string): string[] =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, encoding: 'utf8' })
          .filter((f) => fs.statSync(path.join(root, f)).isFile())
          .map((f) => f.split(path.sep).join('/'))
          .sort()
      : [];
  const project: Project = {
    dir,
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    exists: (file) => fs.existsSync(path.join(dir, file)),
    list: (folder = 'dist') => walk(path.join(dir, folder)),
    emitted: (pattern, folder = 'dist') =>
      project
        .list(folder)
        .filter((f) => pattern.test(f))
        .map((f) => project.read(`${folder}/${f}`))
        .join('\n'),
  };
  return project;
}

type Mode = 'development' | 'production';

/** Builds the project with `createRsbuild(...).build()`; rejects when the build fails. */
export async function buildWithApi(project: Project, rsbuildConfig: object, mode: Mode = 'production'): Promise<void> {
  const { createRsbuild } = await import('rsbuild-0.5');
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    // The config objects of the tests are checked by the build itself; the 0.5.9 type is not exported
    // under the alias in a form that accepts plain literals with functions, hence `never`.
    const rsbuild = await createRsbuild({ cwd: project.dir, rsbuildConfig: rsbuildConfig as never });
    await rsbuild.build();
  } finally {
    if (prev === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = prev;
  }
}

export type CliRun = { status: number | null; output: string };

/** Runs `rsbuild <args>` in the project folder, as a user does in a terminal. */
export function runCli(project: Project, args: string[], env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []): CliRun {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  delete clean.NODE_ENV;
  const r = spawnSync(process.execPath, [...nodeArgs, RSBUILD_BIN, ...args], {
    cwd: project.dir,
    env: { ...clean, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}
