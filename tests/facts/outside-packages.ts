// Throw-away projects with a package installed outside the repository (a folder named by a *_DEPS variable): shared by
// the facts files that run an official plugin the lockfile does not hold. A module of its own, so that the files that do
// not use it keep their fingerprint (scripts/lib/facts-record.ts counts every file a facts file imports).

import fs from 'node:fs';
import path from 'node:path';
import { project } from './topics-support';

/**
 * A project of `files` with @rsbuild/core and @rsbuild/shared 0.5.9, the package `name` copied in from the
 * node_modules of `deps` (a folder outside the repository where it was installed), so that its
 * require('@rsbuild/core') finds 0.5.9, and the folder's other packages linked.
 */
export function projectWithPackage(files: Record<string, string>, deps: string, name: string): string {
  const dir = project(files, { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' });
  const modules = path.join(deps, 'node_modules');
  fs.cpSync(fs.realpathSync(path.join(modules, name)), path.join(dir, 'node_modules', name), { recursive: true });
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.') || entry === '@rsbuild' || fs.existsSync(path.join(dir, 'node_modules', entry))) continue;
    fs.symlinkSync(fs.realpathSync(path.join(modules, entry)), path.join(dir, 'node_modules', entry), 'dir');
  }
  return dir;
}
