// Running the site's search in Node, as the benchmark and the ablation do: the mark an index written with
// ranking steps off carries, a digest of an index, and writing it again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ABLATIONS, ablated } from '../../scripts/lib/search-ablation';
import { SEARCH_DIR, builtPages, writeSearchIndexes } from './build-index';

/**
 * The file that says which ranking steps an index was written without (`pnpm search:index --ablate`),
 * absent from a normal index.
 */
export const ablationMark = (site: string): string => path.join(site, SEARCH_DIR, 'ablation.json');

/** The index steps the site's index was written without (none for a normal index). */
export function indexAblation(site: string): string[] {
  const file = ablationMark(site);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

/** A digest of every file of the site's search index (paths and contents): two indexes are the same or not. */
export function indexDigest(site: string): string {
  const root = path.join(site, SEARCH_DIR);
  const hash = crypto.createHash('sha256');
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else
        hash
          .update(`${path.relative(root, p)}\0`)
          .update(fs.readFileSync(p))
          .update('\0');
    }
  };
  walk(root);
  return hash.digest('hex');
}

/**
 * Writes the site's search index again from its built HTML, with the given index steps of the ranking
 * off (none: the normal index, the same files as a build writes, and no mark).
 */
export async function reindex(site: string, steps: string[]): Promise<void> {
  const browser = steps.filter((s) => ABLATIONS.find((a) => a.step === s)?.side !== 'index');
  if (browser.length) throw new Error(`Not index steps (they act in the browser: pnpm bench:search --ablate): ${browser.join(', ')}`);
  await writeSearchIndexes(site, builtPages(site, ablated(steps).index));
  if (steps.length) fs.writeFileSync(ablationMark(site), `${JSON.stringify(steps)}\n`);
  else fs.rmSync(ablationMark(site), { force: true });
}
