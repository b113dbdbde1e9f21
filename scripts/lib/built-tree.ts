// Which tree doc_build/ was built from, so that `pnpm test:sweeps` right after `pnpm test` (as CI runs them) does not
// build the same site a second time: the build stage of a test run records a fingerprint of the working tree when it
// passes, and the sweeps' build stage is skipped when the tree still has that fingerprint. Without git (a tarball)
// there is no fingerprint, and every run builds.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const git = (root: string, args: string[]): Buffer | undefined => {
  const res = spawnSync('git', args, { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  return res.status === 0 ? res.stdout : undefined;
};

/**
 * A hash of everything a build reads from the repository: the commit, the changes to tracked files (staged or not),
 * the untracked files that .gitignore does not exclude, with their contents, and the DOCS_* variables that change
 * what the build writes. Undefined where git cannot say.
 */
export function treeFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const head = git(root, ['rev-parse', 'HEAD']);
  const diff = git(root, ['diff', 'HEAD', '--binary']);
  const untracked = git(root, ['ls-files', '-z', '--others', '--exclude-standard']);
  if (!head || !diff || !untracked) return undefined;
  const hash = createHash('sha256').update(head).update(diff);
  for (const file of untracked.toString('utf8').split('\0').filter(Boolean).sort()) {
    hash.update(`\0${file}\0`);
    const full = path.join(root, file);
    if (fs.statSync(full, { throwIfNoEntry: false })?.isFile()) hash.update(fs.readFileSync(full));
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('DOCS_'))
    .sort())
    hash.update(`\0${key}=${env[key]}`);
  return hash.digest('hex');
}

/** Where a passed build records the tree it was built from (outside doc_build/, which is published). */
export const stampFile = (root: string): string => path.join(root, 'node_modules', '.cache', 'rsbuild-docs', 'built-tree');

/**
 * The site's identity: when its home page was written. A build by other means (`pnpm build` of another tree, then
 * the edit undone) rewrites it, so the record of the earlier build no longer matches.
 */
const siteWritten = (site: string): string | undefined => {
  const stat = fs.statSync(path.join(site, 'index.html'), { throwIfNoEntry: false });
  return stat ? String(stat.mtimeMs) : undefined;
};

/** The fingerprint that the last passed build recorded, if the site it wrote is still the one in `site`. */
export function builtFrom(root: string, site: string): string | undefined {
  const written = siteWritten(site);
  if (!written || !fs.existsSync(stampFile(root))) return undefined;
  const [fingerprint, recorded] = fs.readFileSync(stampFile(root), 'utf8').trim().split(' ');
  return recorded === written ? fingerprint : undefined;
}

/** Records the tree that the site in `site` was built from; undefined removes the record. */
export function recordBuild(root: string, site: string, fingerprint: string | undefined): void {
  const file = stampFile(root);
  const written = siteWritten(site);
  if (!fingerprint || !written) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${fingerprint} ${written}\n`);
}
