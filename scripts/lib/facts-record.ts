// Which facts files `pnpm test:sweeps` runs. The facts (tests/facts/) run Rsbuild 0.5.9 itself, about 2,200 tests and
// over an hour on a 2-core machine: with `pnpm test` and the browser sweeps, more than CI's 90 minutes once that
// machine slowed down (session 94's submission timed out in the facts). A facts file's result depends on its inputs
// only: its own text, the repository's files it imports or names (helpers, fixtures, the pages whose sentences it
// checks), the versions of the packages it imports and Node's major version. tests/facts/passed.json records, for
// every file that passed, the fingerprint of those inputs. `pnpm test:sweeps` runs the files whose fingerprint is not
// recorded (new, changed, or never passed) and a sample of the others that changes with each commit, so that CI
// still runs every file again over time; `pnpm test:sweeps --all` runs every file. A run that passes records the files
// it ran.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** The record, relative to the repository. */
export const RECORD_FILE = path.join('tests', 'facts', 'passed.json');

/** How many recorded, unchanged files a selective run also runs (about an eighth of them). */
export const SAMPLE_SIZE = 48;

export type FactsRecord = {
  about: string;
  /** The last run of every file (`pnpm test:sweeps --all`, or CI before there was a record) that passed. */
  lastFullRun?: { date: string; commit: string; files: number; where: string };
  /** File (relative, `/`-separated) -> the fingerprint it ran with, without a failure, and the day it first did. */
  files: Record<string, { fingerprint: string; passed: string }>;
};

const ABOUT =
  'Written by pnpm test:sweeps after a passing run (scripts/lib/facts-record.ts): for each facts file, the fingerprint of its inputs when it ran without a failure (a test that skips for want of a dependency folder is not a failure). A selective run leaves out the recorded files whose inputs did not change, except a sample.';

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');
const posix = (p: string): string => p.split(path.sep).join('/');
const BUILTINS = new Set(builtinModules);

// Static imports (`import … from`, `export … from`, a multi-line list's closing `} from`, `import '…'`) at the start of
// a line, and dynamic `import('…')`. Import statements inside the tests' fixture strings are not at a line's start;
// a dynamic one that does not resolve to a file here is ignored.
const IMPORTS = [
  /^(?:import|export)\b[^\n]*?\bfrom\s+['"]([^'"]+)['"]/gm,
  /^\}\s*from\s+['"]([^'"]+)['"]/gm,
  /^import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
// String literals that may name a repository file ('tests/facts/fixtures/x.txt', 'docs/en/a/b.mdx') or a page's
// route ('guide/basic/server'): a route needs a slash.
const LITERAL = /['"`]([\w@.-]+(?:\/[\w@.-]+)+)['"`]/g;

function resolveLocal(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function packageInput(root: string, spec: string): string {
  const name = packageName(spec);
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  const version = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined;
  return `package:${name}=${version ?? 'missing'}`;
}

/**
 * The inputs of a facts file, each as `kind:name=hash-or-version`, sorted: the repository files it imports (again
 * and again), the repository files and the pages (both languages) that their string literals name, the version of
 * each package they import, and Node's major version.
 */
export function inputsOf(file: string, root: string): string[] {
  const inputs = new Set<string>([`node:${process.versions.node.split('.')[0]}`]);
  const seen = new Set<string>();
  const queue = [path.resolve(root, file)];
  while (queue.length) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = fs.readFileSync(current, 'utf8');
    inputs.add(`file:${posix(path.relative(root, current))}=${sha(text)}`);
    for (const re of IMPORTS) {
      for (const m of text.matchAll(re)) {
        const spec = m[1];
        if (spec.startsWith('.')) {
          const local = resolveLocal(current, spec);
          if (local && !local.includes(`${path.sep}node_modules${path.sep}`)) queue.push(local);
        } else if (!spec.startsWith('node:') && !BUILTINS.has(spec)) inputs.add(packageInput(root, spec));
      }
    }
    for (const m of text.matchAll(LITERAL)) {
      const literal = m[1];
      // A package that a test links into a project by its folder ('node_modules/react-dom-18').
      if (/^node_modules\/[^/]/.test(literal)) inputs.add(packageInput(root, literal.slice('node_modules/'.length)));
      // A repository file; './x' names a file of a test's own project.
      const named = path.join(root, literal);
      if (!/^(?:\.\/|node_modules\/)/.test(literal) && fs.existsSync(named) && fs.statSync(named).isFile()) {
        inputs.add(`file:${literal}=${sha(fs.readFileSync(named))}`);
      }
      const route = literal.replace(/^docs\/(?:en|zh)\//, '').replace(/\.mdx$/, '');
      for (const lang of ['en', 'zh']) {
        const page = path.join(root, 'docs', lang, `${route}.mdx`);
        if (fs.existsSync(page)) inputs.add(`page:${lang}/${route}=${sha(fs.readFileSync(page))}`);
      }
    }
  }
  return [...inputs].sort();
}

/** The fingerprint of a facts file's inputs. */
export const fingerprint = (file: string, root: string): string => sha(inputsOf(file, root).join('\n')).slice(0, 16);

export function readRecord(root: string): FactsRecord {
  const file = path.join(root, RECORD_FILE);
  if (!fs.existsSync(file)) return { about: ABOUT, files: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FactsRecord;
}

export type Selection = {
  /** The files to run, in the order given. */
  run: string[];
  /** Files without a recorded pass for their current inputs. */
  changed: string[];
  /** Recorded, unchanged files picked for this run. */
  sampled: string[];
  /** Recorded, unchanged files left out. */
  left: number;
};

/**
 * The files a run takes: all with `all`; otherwise the changed ones and `sample` of the unchanged ones, picked by the
 * hash of the file's name with `seed` (the commit), so that each commit runs another part of them.
 */
export function selectFacts(
  files: string[],
  record: FactsRecord,
  fingerprints: Map<string, string>,
  { all, seed, sample = SAMPLE_SIZE }: { all: boolean; seed: string; sample?: number },
): Selection {
  const changed = files.filter((f) => record.files[posix(f)]?.fingerprint !== fingerprints.get(f));
  const unchanged = files.filter((f) => !changed.includes(f));
  if (all) return { run: files, changed, sampled: unchanged, left: 0 };
  const picked = new Set(
    [...unchanged].sort((a, b) => sha(`${seed}\n${posix(a)}`).localeCompare(sha(`${seed}\n${posix(b)}`))).slice(0, Math.max(0, sample)),
  );
  return {
    run: files.filter((f) => changed.includes(f) || picked.has(f)),
    changed,
    sampled: unchanged.filter((f) => picked.has(f)),
    left: unchanged.length - picked.size,
  };
}

/**
 * After a facts run that passed (every failure passed again alone): records each file that ran, with the fingerprint
 * it had when the run started, unless its inputs changed while it ran. A file whose tests all skip for want of a
 * dependency folder counts as run: CI skips them too. Files that no longer exist leave the record.
 */
export function recordPasses(
  root: string,
  before: Map<string, string>,
  { today, full }: { today: string; full?: { commit: string; where: string } },
): FactsRecord {
  const record = readRecord(root);
  const files: FactsRecord['files'] = {};
  for (const [name, entry] of Object.entries(record.files)) if (fs.existsSync(path.join(root, name))) files[name] = entry;
  for (const [file, fp] of before) {
    const name = posix(file);
    if (fingerprint(file, root) !== fp) continue;
    files[name] = { fingerprint: fp, passed: files[name]?.fingerprint === fp ? files[name].passed : today };
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const next: FactsRecord = {
    about: ABOUT,
    ...(full
      ? { lastFullRun: { date: today, commit: full.commit, files: before.size, where: full.where } }
      : record.lastFullRun
        ? { lastFullRun: record.lastFullRun }
        : {}),
    files: sorted,
  };
  fs.writeFileSync(path.join(root, RECORD_FILE), `${JSON.stringify(next, null, 2)}\n`);
  return next;
}
